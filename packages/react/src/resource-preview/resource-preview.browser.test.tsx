/// <reference types="vite/client" />
import { connectResourceClient, type ReadResult, type ResourceContent } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test-support/axe.js';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourcePreview } from '../index.js';
import '../styles.css';

type Canary = { __pwned?: unknown };
const canary = () => (window as unknown as Canary).__pwned;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  delete (window as unknown as Canary).__pwned;
});

async function demoServers() {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  cleanups.push(async () => {
    await client.close();
    await demo.close();
  });
  return [{ id: 'demo', label: 'Demo', client }];
}

const result = (...contents: ResourceContent[]): ReadResult => ({ contents, ttlMs: 0, cacheScope: 'private', viaInputRequired: false });
const blob = (uri: string, mimeType: string, text: string): ResourceContent => {
  const bytes = new TextEncoder().encode(text);
  return { kind: 'blob', uri, mimeType, bytes, byteLength: bytes.length };
};
const textContent = (uri: string, mimeType: string, text: string): ResourceContent => ({ kind: 'text', uri, mimeType, text, byteLength: text.length });

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="30" onload="window.__pwned = 'svg onload'">
  <script>window.__pwned = 'svg script'</script>
  <foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.__pwned = 'svg foreignObject'"/></foreignObject>
  <a xlink:href="javascript:window.__pwned = 'svg link'"><rect id="hostile-rect" width="40" height="30" fill="#3451c7"/></a>
  <set attributeName="href" to="javascript:window.__pwned = 'svg set'"/>
</svg>`;

const HOSTILE_TEXT = `<script>window.__pwned = 'text script'</script>
<img id="hostile-img" src="x" onerror="window.__pwned = 'text onerror'">
<iframe srcdoc="<script>parent.__pwned = 'text iframe'</script>"></iframe>
[click me](javascript:window.__pwned='markdown link')`;

describe('safety in a real browser', () => {
  it.each([
    ['as a blob', blob('file:///evil.svg', 'image/svg+xml', HOSTILE_SVG)],
    ['as text', textContent('file:///evil.svg', 'image/svg+xml', HOSTILE_SVG)],
  ])('shows a hostile SVG %s only as an inert, cleaned <img>', async (_, content) => {
    const scripts = document.scripts.length;
    const { container } = render(<ResourcePreview.Root uri={content.uri} result={result(content)} />);
    const image = await waitFor(() => {
      const found = container.querySelector<HTMLImageElement>('[data-slot="resource-preview-image"][data-loaded] img');
      expect(found).toBeInTheDocument();
      return found!;
    });
    expect(image.naturalWidth).toBe(40);
    expect(image.src).toMatch(/^blob:/);
    await settle(300);
    expect(canary()).toBeUndefined();
    expect(document.scripts.length).toBe(scripts);
    expect(document.querySelector('svg, foreignObject, #hostile-rect, [onload], [onerror]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    // What the object URL serves has lost its scripts, in case someone opens it in a tab of its own.
    const served = await (await fetch(image.src)).text();
    expect(served).toContain('hostile-rect');
    expect(served).not.toMatch(/<script|onload|onerror|foreignObject|javascript:|<set/i);
  });

  it.each(['text/plain', 'text/markdown', 'text/html', 'application/xhtml+xml'])('keeps a %s resource with <script> and <img onerror> as text', async (mimeType) => {
    const content = textContent('demo://hostile', mimeType, HOSTILE_TEXT);
    const scripts = document.scripts.length;
    const { container } = render(<ResourcePreview.Root uri={content.uri} result={result(content)} />);
    await settle(300);
    expect(canary()).toBeUndefined();
    expect(document.scripts.length).toBe(scripts);
    expect(container.querySelector('script')).toBeNull();
    expect(document.querySelector('#hostile-img, iframe, [onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.textContent).toContain("window.__pwned = 'text script'");
  });

  it('renders HTML only on request, in a sandbox that runs no scripts', async () => {
    const content = textContent('demo://page.html', 'text/html', HOSTILE_TEXT);
    const { container } = render(<ResourcePreview.Root uri={content.uri} result={result(content)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Render in a sandbox' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toMatch(/^<meta http-equiv="Content-Security-Policy" content="default-src 'none'/);
    await settle(500);
    expect(canary()).toBeUndefined();
    // The frame has an opaque origin: the page cannot reach into it, and it cannot reach out.
    expect(() => frame.contentDocument?.body).not.toThrow();
    expect(frame.contentDocument).toBeNull();
  });
});

describe('media in a real browser', () => {
  it('decodes the demo PNG to 64×48 and revokes its object URLs on unmount', async () => {
    const created: string[] = [];
    const create = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      const url = create(object);
      created.push(url);
      return url;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    cleanups.push(() => {
      vi.restoreAllMocks();
    });

    const view = renderWithKit(<ResourcePreview.Root serverId="demo" uri={DEMO_URIS.png} />, await demoServers());
    const image = await waitFor(
      () => {
        const found = view.container.querySelector<HTMLImageElement>('[data-slot="resource-preview-image"][data-loaded] img');
        expect(found).toBeInTheDocument();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(image.naturalWidth).toBe(64);
    expect(image.naturalHeight).toBe(48);
    expect(screen.getByText('64 × 48 px')).toBeInTheDocument();
    await expectNoAxeViolations(view.container, { includeColorContrast: true });

    expect(created.length).toBeGreaterThanOrEqual(2);
    view.unmount();
    const revokedUrls = revoke.mock.calls.map(([url]) => url);
    for (const url of created) expect(revokedUrls).toContain(url);
    // A revoked URL no longer resolves.
    await expect(fetch(image.src)).rejects.toThrow();
  });

  it('plays the WAV with native controls and offers the PDF of a directory read', async () => {
    const servers = await demoServers();
    const { container, unmount } = renderWithKit(<ResourcePreview.Root serverId="demo" uri={DEMO_URIS.audio} />, servers);
    const audio = await waitFor(() => {
      const found = container.querySelector('audio');
      expect(found).toBeInTheDocument();
      return found!;
    });
    expect(audio.controls).toBe(true);
    await waitFor(() => expect(audio.readyState).toBeGreaterThan(0), { timeout: 5000 });
    expect(audio.duration).toBeCloseTo(0.6, 1);
    unmount();

    renderWithKit(<ResourcePreview.Root serverId="demo" uri={DEMO_URIS.directory} />, servers);
    await userEvent.click(await screen.findByRole('tab', { name: /invoice-2026-10\.pdf/ }));
    const download = await screen.findByRole('link', { name: 'Download invoice-2026-10.pdf' });
    const bytes = new Uint8Array(await (await fetch(download.getAttribute('href')!)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    await userEvent.click(screen.getByRole('button', { name: 'Preview in a sandboxed frame' }));
    expect(document.querySelector('iframe[sandbox=""]')).toBeInTheDocument();
  });
});

describe('highlighting in a real browser', () => {
  it('highlights TypeScript in a worker', async () => {
    const { container } = renderWithKit(<ResourcePreview.Root serverId="demo" uri={DEMO_URIS.typescript} />, await demoServers());
    await waitFor(() => expect(container.querySelector('[data-index="0"] span[style*="--mcp-code-token-keyword"]')?.textContent).toBe('import'), { timeout: 10_000 });
    const keyword = container.querySelector('[data-index="0"] span[style*="--mcp-code-token-keyword"]')!;
    const accent = getComputedStyle(container.querySelector('[data-slot="resource-preview"]')!).getPropertyValue('--mcp-accent').trim();
    expect(getComputedStyle(keyword).color).toBe(toRgb(accent));
    expect(container.querySelector('[data-slot="resource-preview-text"]')?.getAttribute('data-highlight-thread')).toBe('worker');
  });
});

function toRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
