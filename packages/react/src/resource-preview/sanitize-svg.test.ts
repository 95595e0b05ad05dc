import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.js';
import { stripExternalCss } from './strip-external-css.js';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const svg = (body: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${body}</svg>`;
const clean = (text: string) => {
  const cleaned = sanitizeSvg(text);
  expect(cleaned).toBeDefined();
  return new DOMParser().parseFromString(cleaned!, 'image/svg+xml');
};

describe('sanitizeSvg', () => {
  it('removes every reference to outside the document', () => {
    const document = clean(
      svg(`
        <defs><path id="a" d="M0 0h5v5z"/></defs>
        <image id="image" href="http://127.0.0.1:9/image" width="5" height="5"/>
        <image id="xlink-image" xlink:href="https://example.test/x.png"/>
        <use id="use" href="http://127.0.0.1:9/sprite.svg#a"/>
        <use id="xlink-use" xlink:href="//example.test/sprite.svg#a"/>
        <filter id="f"><feImage id="fe-image" href="http://127.0.0.1:9/feimage"/></filter>
        <a id="link" href="https://example.test/"><rect width="1" height="1"/></a>
        <rect id="styled" style="fill:red;background:url(http://127.0.0.1:9/style)" width="1" height="1"/>
        <rect id="painted" fill="url(http://127.0.0.1:9/paint#g)" cursor="url(http://127.0.0.1:9/cursor),auto" width="1" height="1"/>
        <style>@import url(http://127.0.0.1:9/import.css); @import 'http://127.0.0.1:9/import2.css'; rect { fill: blue; mask: url("https://example.test/m#m") }</style>
      `),
    );
    const serialized = new XMLSerializer().serializeToString(document);
    expect(serialized).not.toMatch(/127\.0\.0\.1|example\.test|@import/);
    expect(document.getElementById('image')?.hasAttribute('href')).toBe(false);
    expect(document.getElementById('use')?.hasAttribute('href')).toBe(false);
    expect(document.getElementById('fe-image')?.hasAttribute('href')).toBe(false);
    expect(document.getElementById('styled')?.getAttribute('style')).toBe('fill:red;background:none');
    expect(document.getElementById('painted')?.getAttribute('fill')).toBe('none');
    expect(document.querySelector('style')?.textContent).toContain('rect { fill: blue; mask: none }');
  });

  it('keeps references inside the document and embedded raster images', () => {
    const document = clean(
      svg(`
        <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient><path id="a" d="M0 0h5v5z"/></defs>
        <use id="use" href="#a"/>
        <use id="xlink-use" xlink:href="#a"/>
        <rect id="painted" fill="url(#g)" style="stroke: url('#g')" width="1" height="1"/>
        <image id="image" href="${PNG}" width="1" height="1"/>
        <filter id="f"><feImage id="fe-image" href="${PNG}"/></filter>
        <a id="link" href="#a"><rect width="1" height="1"/></a>
      `),
    );
    expect(document.getElementById('use')?.getAttribute('href')).toBe('#a');
    expect(document.getElementById('xlink-use')?.getAttributeNS('http://www.w3.org/1999/xlink', 'href')).toBe('#a');
    expect(document.getElementById('painted')?.getAttribute('fill')).toBe('url(#g)');
    expect(document.getElementById('painted')?.getAttribute('style')).toBe("stroke: url('#g')");
    expect(document.getElementById('image')?.getAttribute('href')).toBe(PNG);
    expect(document.getElementById('fe-image')?.getAttribute('href')).toBe(PNG);
    expect(document.getElementById('link')?.getAttribute('href')).toBe('#a');
  });

  it('removes scripts, event handlers, javascript: links, embedded HTML and nested SVG data', () => {
    const cleaned = sanitizeSvg(
      svg(
        `<script>window.__pwned = 1</script>
        <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
        <a href="javascript:alert(1)"><rect id="r" width="1" height="1"/></a>
        <image href="data:image/svg+xml;base64,PHN2Zy8+"/>
        <set attributeName="href" to="javascript:alert(1)"/>
        <animate attributeName="href" values="http://127.0.0.1:9/animate"/>`,
        ' onload="window.__pwned = 2"',
      ),
    );
    expect(cleaned).toContain('id="r"');
    expect(cleaned).not.toMatch(/script|onload|foreignObject|javascript|data:image\/svg|<set|<animate|127\.0\.0\.1/i);
  });

  it('cleans CSS in CDATA, entity-encoded URLs and XML prologs', () => {
    const cleaned = sanitizeSvg(
      `<?xml version="1.0"?><?xml-stylesheet href="http://127.0.0.1:9/prolog.css"?><!DOCTYPE svg>` +
        svg(`<style><![CDATA[ @import url(http://127.0.0.1:9/cdata.css); rect > g { fill: red } ]]></style>
        <image href="&#104;ttp://127.0.0.1:9/entity.png"/>
        <?xml-stylesheet href="http://127.0.0.1:9/inner.css"?>
        <a href=" #a"><path id="a" d="M0 0h1v1z"/></a>`),
    );
    expect(cleaned).toContain('rect &gt; g { fill: red }');
    expect(cleaned).toContain('href="#a"');
    expect(cleaned).not.toMatch(/127\.0\.0\.1|@import|xml-stylesheet/);
  });

  it('is undefined for text that is not SVG', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>')).toBeUndefined();
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toBeUndefined();
    expect(sanitizeSvg('not markup')).toBeUndefined();
  });
});

describe('stripExternalCss', () => {
  it.each([
    ['url(http://a.test/x)', 'none'],
    ['fill: URL( "https://a.test/x" )', 'fill: none'],
    ["fill: url('//a.test/x')", 'fill: none'],
    ['fill: url(#g)', 'fill: url(#g)'],
    ['@import "https://a.test/x.css"; rect { fill: red }', ' rect { fill: red }'],
    ['background: url(http://a.test/unterminated', 'background: none'],
  ])('cleans %s', (css, expected) => {
    expect(stripExternalCss(css)).toBe(expected);
  });

  it.each([
    ['an escape that spells url(', 'background: \\75 rl(http://a.test/x)'],
    ['image-set() with a string', 'background: image-set("http://a.test/x.png" 1x)'],
    ['src() with a string', 'background: src("http://a.test/x.png")'],
    ['a url( it cannot take apart', 'background: url(http://a.test/x"y)'],
  ])('drops CSS with %s', (_, css) => {
    expect(stripExternalCss(css)).toBeUndefined();
  });
});
