import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { stripExternalCss } from './strip-external-css.js';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Raster images may be embedded in `<image>` and `<feImage>`: they carry no references of their
 * own. A nested SVG would have to be cleaned again, so `data:image/svg+xml` is not among them.
 */
const EMBEDDED_RASTER = /^data:image\/(?:png|gif|jpeg|webp|avif|bmp);base64,[a-z0-9+/=\s]*$/i;
const EMBEDDING_ELEMENTS = new Set(['image', 'feimage']);

let sharedPurifier: Purifier | undefined;

/**
 * An SVG that neither runs code nor loads anything from outside the document, or `undefined` when
 * the text does not parse as SVG. Inside an `<img>` an SVG is inert anyway; this matters when
 * someone opens the image's object URL in a tab of its own, where it would run as this page and
 * could report to any server that the file was opened.
 *
 * DOMPurify's SVG profile removes scripts, event handlers, `<foreignObject>`, `<animate>`/`<set>`
 * and unsafe URLs; on top of it, every `href` may only name a `#fragment` of the same document (or,
 * on `<image>`/`<feImage>`, embed a raster `data:` image), and CSS may only `url(#fragment)`.
 */
export function sanitizeSvg(text: string): string | undefined {
  if (typeof DOMParser === 'undefined' || typeof XMLSerializer === 'undefined') return undefined;
  // Parsed as XML, the way a tab of its own would read it; DOMParser's document is inert.
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE || parsed.getElementsByTagName('parsererror').length > 0) return undefined;
  textInsteadOfCdata(parsed);
  const purifier = svgPurifier();
  // Without a DOM it can work on, DOMPurify hands its input back as it is.
  if (!purifier.isSupported) return undefined;
  const body = purifier.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `<use>` is common in icons; with its `href` held to `#fragment` it can reach nothing outside.
    ADD_TAGS: ['use'],
    RETURN_DOM: true,
  });
  const svg = body.firstElementChild;
  if (!svg || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NAMESPACE) return undefined;
  // XML, not HTML, serialization: the object URL is served as `image/svg+xml`.
  return new XMLSerializer().serializeToString(svg);
}

/** CDATA (in `<style>`, mostly) is only text; the HTML document DOMPurify works in cannot hold it. */
function textInsteadOfCdata(document: Document) {
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_CDATA_SECTION);
  const sections: CDATASection[] = [];
  while (walker.nextNode()) sections.push(walker.currentNode as CDATASection);
  for (const section of sections) section.replaceWith(document.createTextNode(section.data));
}

function svgPurifier(): Purifier {
  if (sharedPurifier) return sharedPurifier;
  // An instance of our own, so these hooks never change the DOMPurify a host uses for its own HTML.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeElement', (node, event) => {
    if (event.tagName !== 'style') return;
    node.textContent = stripExternalCss(node.textContent ?? '') ?? '';
  });
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const name = event.attrName;
    const value = event.attrValue;
    if (name === 'href' || name.endsWith(':href')) {
      // DOMPurify itself allows `data:` on `<image>` but not on `<feImage>`.
      if (EMBEDDING_ELEMENTS.has(node.localName.toLowerCase()) && EMBEDDED_RASTER.test(value)) event.forceKeepAttr = true;
      else if (!value.trim().startsWith('#')) event.keepAttr = false;
      return;
    }
    // Presentation attributes are CSS too: `fill="url(https://…)"`, `cursor="url(…)"`.
    if (!/url|\\|\(/i.test(value)) return;
    const cleaned = stripExternalCss(value);
    if (cleaned === undefined) event.keepAttr = false;
    else event.attrValue = cleaned;
  });
  sharedPurifier = instance;
  return instance;
}
