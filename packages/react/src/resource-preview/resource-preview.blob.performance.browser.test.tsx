/// <reference types="vite/client" />
import { encodeBase64, type ReadResult } from '@mcp-resource-kit/core';
import { render, waitFor } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import { connectWithPreparedAnswers } from '../../test/prepared-answer-client.js';
import { ResourcePreview } from '../index.js';
import '../styles.css';

/*
 * A hand measurement, not a benchmark (the bench has the figure): the longest main-thread task while
 * a 50 MB blob is read and previewed. The answer is made before measuring and served as a Blob,
 * so the figure is the client's (JSON, validation, decoding) and the preview's, not the server's.
 * The numbers are printed; the assertions check the bytes and what the preview shows, never a time.
 */

const BLOB_URI = 'test://big/blob.bin';
const BYTES = 50 * 1024 * 1024;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const results: Array<Record<string, string | number>> = [];
afterAll(() => {
  console.log(`\n50 MB blob, ${navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'browser'}\n${JSON.stringify(results, null, 1)}`);
});

it('reads and previews a 50 MB blob', async () => {
  const bytes = new Uint8Array(BYTES);
  for (let index = 0; index < BYTES; index += 4096) bytes[index] = index / 4096;
  bytes[BYTES - 1] = 0xab;
  const answer = new Blob([`,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","contents":[{"uri":"${BLOB_URI}","mimeType":"application/octet-stream","blob":"${encodeBase64(bytes)}"}]}}`]);
  const { client, demo } = await connectWithPreparedAnswers((request) => (request.method === 'resources/read' && request.params?.uri === BLOB_URI ? answer : undefined));

  const longTasks: number[] = [];
  const taskLog: string[] = [];
  let started = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push(entry.duration);
      taskLog.push(`${Math.round(entry.startTime - started)}+${Math.round(entry.duration)}`);
    }
  });
  await nextFrame();
  observer.observe({ type: 'longtask', buffered: false });
  started = performance.now();
  const read: ReadResult = await client.readResource(BLOB_URI);
  const readMs = performance.now() - started;
  const [content] = read.contents;
  expect(content?.kind).toBe('blob');
  const decoded = content?.kind === 'blob' ? content.bytes : new Uint8Array();
  expect(decoded.byteLength).toBe(BYTES);
  expect([decoded[4096 * 7], decoded[BYTES - 1]]).toEqual([7, 0xab]);

  const { container, unmount } = render(<ResourcePreview.Root uri={BLOB_URI} result={read} />);
  await waitFor(() => expect(container.querySelector('[data-slot="resource-preview-hex"]')).toBeTruthy(), { timeout: 30_000 });
  // The download link appears once the 50 MB object URL exists, and holds every byte.
  await waitFor(() => expect(container.querySelector('a[download][href^="blob:"]')).toBeTruthy(), { timeout: 30_000 });
  const downloaded = await (await fetch(container.querySelector<HTMLAnchorElement>('a[download]')!.href)).blob();
  expect(downloaded.size).toBe(BYTES);
  const shownMs = performance.now() - started;
  observer.disconnect();
  unmount();
  await client.close();
  await demo.close();
  results.push({
    'read (ms)': Math.round(readMs),
    'read and preview shown (ms)': Math.round(shownMs),
    'long tasks': longTasks.length,
    'longest task (ms)': Math.round(Math.max(0, ...longTasks)),
    'long tasks (start+duration ms)': taskLog.join(' '),
  });
}, 120_000);
