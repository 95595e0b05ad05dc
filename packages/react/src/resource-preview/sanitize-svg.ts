/** Elements that run code, embed documents or swap attributes at run time. */
const REMOVED_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'handler', 'listener']);
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatemotion', 'animatetransform']);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * An SVG without scripts, event handlers, embedded HTML or `javascript:` links, or `undefined`
 * when the text does not parse as SVG. Inside an `<img>` an SVG is inert anyway; this matters when
 * someone opens the image's object URL in a tab of its own, where it would run as this page.
 */
export function sanitizeSvg(text: string): string | undefined {
  if (typeof DOMParser === 'undefined' || typeof XMLSerializer === 'undefined') return undefined;
  // DOMParser builds an inert document: nothing in it runs or loads while it is cleaned.
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE || parsed.getElementsByTagName('parsererror').length > 0) return undefined;
  const elements = [root, ...Array.from(root.getElementsByTagName('*'))];
  for (const element of elements) {
    const name = element.localName.toLowerCase();
    if (REMOVED_ELEMENTS.has(name) || element.namespaceURI !== SVG_NAMESPACE) {
      element.remove();
      continue;
    }
    if (ANIMATION_ELEMENTS.has(name) && /href|^on/i.test(element.getAttribute('attributeName') ?? '')) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      if (attributeName.startsWith('on') || ((attributeName === 'href' || attributeName.endsWith(':href')) && /^(javascript|data:text|vbscript)/.test(value))) {
        element.removeAttributeNode(attribute);
      }
    }
  }
  return new XMLSerializer().serializeToString(parsed);
}
