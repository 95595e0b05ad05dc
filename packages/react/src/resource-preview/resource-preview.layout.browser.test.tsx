import { connectResourceClient, type ReadResult, type ResourceContent } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { render, screen } from '@testing-library/react';
import type { CSSProperties, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithKit } from '../../test/render-with-kit.js';
import { ResourcePreview } from '../index.js';
import '../styles.css';

const cleanups: Array<() => Promise<void>> = [];
const result = (content: ResourceContent): ReadResult => ({ contents: [content], ttlMs: 0, cacheScope: 'private', viaInputRequired: false });
const textContent = (uri: string, mimeType: string, text: string): ResourceContent => ({ kind: 'text', uri, mimeType, text, byteLength: text.length });
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** 20 kB on one line, like a minified script or HTML file. */
const ONE_LONG_LINE = Array.from({ length: 2_000 }, (_, index) => `"key${index}":${index}`).join(',').padEnd(20_000, 'x');

/** Containers a host may put its panels in, each 600 px wide. */
const CONTAINERS: Record<string, CSSProperties> = {
  block: { width: 600 },
  grid: { display: 'grid', width: 600 },
  'flex row': { display: 'flex', width: 600 },
  'flex column': { display: 'flex', flexDirection: 'column', width: 600 },
};
const LAYOUTS = Object.keys(CONTAINERS);

beforeEach(async () => {
  await page.viewport(1000, 800);
  document.body.style.margin = '0';
});

afterEach(async () => {
  document.body.style.margin = '';
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The preview inside a host's panel (an element with no styles of its own), inside the container. */
function inContainer(layout: string, preview: ReactNode) {
  return (
    <div style={CONTAINERS[layout]}>
      <section>{preview}</section>
    </div>
  );
}

function expectInViewport(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
}

/** The page keeps its width, the text scrolls sideways inside its own region, and the controls stay in view. */
async function expectScrollsInsideItself(container: HTMLElement) {
  await screen.findByRole('button', { name: 'Copy text' });
  await nextFrame();
  expect(container.querySelector('[data-slot="resource-preview-text"]')?.hasAttribute('data-wrap')).toBe(false);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  for (const element of container.querySelectorAll<HTMLElement>('[data-slot^="resource-preview"]:not([data-slot="resource-preview-lines"], [data-slot="resource-preview-line-block"], [data-slot="resource-preview-line"], [data-slot="resource-preview-line-text"])')) {
    expect(element.getBoundingClientRect().width, element.dataset.slot).toBeLessThanOrEqual(600);
  }
  const scroller = container.querySelector<HTMLElement>('[data-slot="resource-preview-text-scroller"]')!;
  expect(scroller.scrollWidth).toBeGreaterThan(5_000);
  expect(scroller.clientWidth).toBeLessThanOrEqual(600);
  expectInViewport(screen.getByRole('button', { name: 'Copy text' }));
  expectInViewport(screen.getByRole('button', { name: 'Wrap lines' }));
}

describe('a preview of a long line, with wrapping off', () => {
  it.each(LAYOUTS)('of a minified JSON file read from a server, in a %s, keeps Refresh and Copy in view', async (layout) => {
    const demo = createDemoServer();
    const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
    cleanups.push(async () => {
      await client.close();
      await demo.close();
    });
    const { container } = renderWithKit(inContainer(layout, <ResourcePreview.Root serverId="demo" uri={DEMO_URIS.minifiedJson} />), [{ id: 'demo', label: 'Demo', client }]);
    await screen.findByRole('button', { name: 'As sent' }).then((button) => button.click());
    await expectScrollsInsideItself(container);
    expectInViewport(screen.getByRole('button', { name: 'Refresh' }));
  });

  it.each(['text/plain', 'text/html'].flatMap((mimeType) => LAYOUTS.map((layout) => [mimeType, layout] as const)))('of 20 kB of %s on one line, in a %s', async (mimeType, layout) => {
    const content = textContent('demo://minified', mimeType, ONE_LONG_LINE);
    const { container } = render(inContainer(layout, <ResourcePreview.Root uri={content.uri} result={result(content)} />));
    await expectScrollsInsideItself(container);
  });

  it.each(LAYOUTS)('of Markdown with a long line in a code block, in a %s', async (layout) => {
    const content = textContent('demo://notes.md', 'text/markdown', `# Notes\n\n\`\`\`\n${ONE_LONG_LINE}\n\`\`\`\n\n| a | b |\n| - | - |\n| ${ONE_LONG_LINE.slice(0, 3_000).replaceAll(',', '')} | 1 |\n`);
    const { container } = render(inContainer(layout, <ResourcePreview.Root uri={content.uri} result={result(content)} />));
    await screen.findByRole('heading', { name: 'Notes' });
    await nextFrame();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    const code = container.querySelector<HTMLElement>('[data-slot="resource-preview-markdown-body"] pre')!;
    expect(code.scrollWidth).toBeGreaterThan(5_000);
    expect(code.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    expect(container.querySelector<HTMLElement>('[data-slot="resource-preview-markdown-body"] table')!.getBoundingClientRect().width).toBeLessThanOrEqual(600);
  });
});
