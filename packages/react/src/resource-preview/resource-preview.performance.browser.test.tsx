/// <reference types="vite/client" />
import { connectResourceClient } from '@mcp-resource-kit/core';
import { createDemoServer, DEMO_URIS } from '@mcp-resource-kit/demo-server';
import { render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourcePreview } from '../index.js';
import '../styles.css';
import { setHighlightThread, type HighlightThread } from './highlight/highlighter.js';

/*
 * A hand measurement, not a benchmark (that is the benchmark issue's job): how long the first
 * screen of a 1 MB and a 5 MB TypeScript text takes, plain and highlighted, in a worker and on the
 * page, and the longest task the page saw meanwhile. The numbers are printed; the assertions check
 * what the user sees (the first line, highlighting, virtualization), never a time.
 */

let source = '';
beforeAll(async () => {
  const demo = createDemoServer();
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  const [content] = (await client.readResource(DEMO_URIS.typescript)).contents;
  source = content?.kind === 'text' ? content.text : '';
  await client.close();
  await demo.close();
  // Warm up both threads once (worker start, grammar download and compile, JIT), so the cases below
  // measure a preview opened in a page that has shown code before. The cold start is printed apart.
  for (const thread of ['worker', 'page'] as const) {
    const previous = setHighlightThread(thread);
    const started = performance.now();
    const { container, unmount } = render(<ResourcePreview.Text text={source} language="typescript" name="warm-up.ts" />);
    await waitFor(() => expect(container.querySelector('[data-index="0"] span[style*="--mcp-code-token-keyword"]')).toBeInTheDocument(), { timeout: 30_000, interval: 5 });
    results.push({ thread, 'cold start: first highlight of a small file (ms)': Math.round(performance.now() - started) });
    unmount();
    setHighlightThread(previous);
  }
}, 60_000);

const results: Array<Record<string, string | number>> = [];
afterAll(() => {
  console.log(`\nResourcePreview.Text, ${navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'browser'}\n${JSON.stringify(results, null, 1)}`);
});

function typescriptOf(bytes: number): string {
  const copies = Math.ceil(bytes / (source.length + 1));
  // Joined, not concatenated: a flat string, as one decoded from a server's JSON is.
  return Array.from({ length: copies }, () => source).join('\n');
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe.each<[HighlightThread, number]>([
  ['worker', 1_000_000],
  ['worker', 5_000_000],
  ['page', 1_000_000],
  ['page', 5_000_000],
])('a %s-highlighted TypeScript text of %d bytes', (thread, bytes) => {
  it('shows its first screen, highlights it and the middle, and keeps the DOM small', async () => {
    const previous = setHighlightThread(thread);
    const text = typescriptOf(bytes);
    const longTasks: number[] = [];
    const taskLog: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        longTasks.push(entry.duration);
        taskLog.push(`${Math.round(entry.startTime - started)}+${Math.round(entry.duration)}`);
      }
    });
    // Building the text is the test's work, not the preview's: let its task end before measuring.
    await nextFrame();
    observer.observe({ type: 'longtask', buffered: false });

    const started = performance.now();
    const { container, unmount } = render(<ResourcePreview.Text text={text} language="typescript" name="big.ts" maxLines={Number.POSITIVE_INFINITY} />);
    const rendered = performance.now() - started;
    await nextFrame();
    const painted = performance.now() - started;
    expect(container.querySelector('[data-index="0"]')?.textContent).toMatch(/^1import /);

    const keywordAt = (line: number) => container.querySelector(`[data-index="${line}"] span[style*="--mcp-code-token-keyword"]`);
    await waitFor(() => expect(keywordAt(0)).toBeInTheDocument(), { timeout: 30_000, interval: 5 });
    const highlighted = performance.now() - started;

    const scroller = container.querySelector<HTMLElement>('[data-slot="resource-preview-text-scroller"]')!;
    const scrolledAt = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    let middle = -1;
    await waitFor(
      () => {
        const lines = [...container.querySelectorAll<HTMLElement>('[data-slot="resource-preview-line"]')];
        const visible = lines.find((line) => line.getBoundingClientRect().top >= scroller.getBoundingClientRect().top && line.querySelector('span[style]'));
        expect(visible).toBeInTheDocument();
        middle = Number(visible!.dataset.index);
      },
      { timeout: 30_000, interval: 5 },
    );
    const middleHighlighted = performance.now() - scrolledAt;
    await nextFrame();
    observer.disconnect();
    const lineElements = container.querySelectorAll('[data-slot="resource-preview-line"]').length;
    unmount();
    setHighlightThread(previous);

    results.push({
      thread,
      megabytes: bytes / 1_000_000,
      lines: text.split('\n').length - 1,
      'render (ms)': Math.round(rendered),
      'first screen painted (ms)': Math.round(painted),
      'first screen highlighted (ms)': Math.round(highlighted),
      'middle line': middle,
      'middle highlighted after scroll (ms)': Math.round(middleHighlighted),
      'long tasks': longTasks.length,
      'longest task (ms)': Math.round(Math.max(0, ...longTasks)),
      'long tasks (start+duration ms)': taskLog.join(' '),
      'line elements in the DOM': lineElements,
    });
    // Virtualized: the DOM holds a screenful of lines, not the 100,000 of the text.
    expect(lineElements).toBeLessThan(200);
  });
});
