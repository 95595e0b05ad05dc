import type { ReadResult } from '@mcp-resource-kit/core';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ResourcePreview } from '../index.js';

// Every request to the request log names a token of its own test first, so tests never see each other's.
const origin = inject('requestLogOrigin');
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function requestedUnder(token: string): Promise<string[]> {
  return (await (await fetch(`${origin}/log?token=${token}`, { cache: 'no-store' })).json()) as string[];
}

/** An SVG that reaches outside in every way SVG has, each under its own path. */
function hostileSvg(token: string): string {
  const at = (name: string) => `${origin}/${token}/${name}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="30"
    style="background: url(${at('root-background.png')})" onload="new Image().src = '${at('onload.png')}'">
  <style>@import url(${at('import.css')}); rect { cursor: url(${at('style-cursor.png')}), auto }</style>
  <style><![CDATA[ @import url(${at('cdata-import.css')}); ]]></style>
  <script>fetch('${at('script.png')}')</script>
  <defs><filter id="f"><feImage href="${at('fe-image.png')}"/></filter></defs>
  <image href="${at('image.png')}" width="10" height="10"/>
  <image xlink:href="${at('xlink-image.png')}" x="10" width="10" height="10"/>
  <use href="${at('use.svg')}#a"/>
  <use xlink:href="${at('xlink-use.svg')}#a"/>
  <rect id="styled" style="fill: url(${at('style-fill.svg')}#a); filter: url(#f)" width="10" height="10"/>
  <rect fill="url(${at('fill.svg')}#a)" width="10" height="10"/>
  <a href="javascript:new Image().src = '${at('link.png')}'"><rect id="hostile-rect" width="40" height="30" fill="#3451c7"/></a>
</svg>`;
}

// Not `use.svg`: Chromium refuses a `<use>` of another origin before it asks; the sanitizer removes it anyway.
const EVERY_REQUEST_CHROMIUM_MAKES = ['root-background.png', 'onload.png', 'import.css', 'cdata-import.css', 'style-cursor.png', 'script.png', 'fe-image.png', 'image.png', 'xlink-image.png', 'style-fill.svg', 'fill.svg'];

const svgResult = (text: string): ReadResult => ({
  contents: [{ kind: 'text', uri: 'file:///hostile.svg', mimeType: 'image/svg+xml', text, byteLength: text.length }],
  ttlMs: 0,
  cacheScope: 'private',
  viaInputRequired: false,
});

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

/** Opens `url` as a document of its own, the way a user opening the image in a new tab would. */
async function openAsDocument(url: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  return frame.contentDocument!;
}

describe('an SVG opened in a document of its own', () => {
  it('requests nothing from outside once the preview has cleaned it', async () => {
    const token = `clean-${crypto.randomUUID()}`;
    const { container } = render(<ResourcePreview.Root uri="file:///hostile.svg" result={svgResult(hostileSvg(token))} />);
    const image = await waitFor(() => {
      const found = container.querySelector<HTMLImageElement>('[data-slot="resource-preview-image"][data-loaded] img');
      expect(found).toBeInTheDocument();
      return found!;
    });
    expect(image.src).toMatch(/^blob:/);

    // The object URL the preview made, opened as a document: it renders, and asks for nothing.
    const opened = await openAsDocument(image.src);
    expect(opened.documentElement.localName).toBe('svg');
    expect(opened.getElementById('hostile-rect')).toBeInTheDocument();
    await settle(2000);
    expect(await requestedUnder(token)).toEqual([]);
  });

  it('would request from outside without cleaning (the request log sees what a document asks for)', async () => {
    const token = `raw-${crypto.randomUUID()}`;
    const raw = URL.createObjectURL(new Blob([hostileSvg(token)], { type: 'image/svg+xml' }));
    try {
      await openAsDocument(raw);
      await waitFor(async () => expect(await requestedUnder(token)).toEqual(expect.arrayContaining(EVERY_REQUEST_CHROMIUM_MAKES)), {
        timeout: 10_000,
        interval: 200,
      });
    } finally {
      URL.revokeObjectURL(raw);
    }
  });
});
