import { afterAll, expect, it } from 'vitest';
import { connectWithPreparedAnswers } from './prepared-answer-client.js';

/*
 * A hand measurement, not a benchmark (the bench's scale scenario has the figures): the longest
 * main-thread task while the client lists 20 pages of 5,000 resources. The pages are made before
 * measuring and served as Blobs, so the figure is the client's (reading, parsing, validating), not
 * the server's. The numbers are printed; the assertions check what was listed, never a time.
 */

const PAGES = 20;
const PAGE_SIZE = 5000;

const results: Array<Record<string, string | number>> = [];
afterAll(() => {
  console.log(`\n${PAGES} list pages of ${PAGE_SIZE}, ${navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'browser'}\n${JSON.stringify(results, null, 1)}`);
});

function page(index: number): Blob {
  const resources = Array.from({ length: PAGE_SIZE }, (_, offset) => {
    const n = index * PAGE_SIZE + offset;
    return {
      uri: `file:///bulk/dir-${String(Math.floor(n / 100)).padStart(4, '0')}/item-${String(n).padStart(7, '0')}.txt`,
      name: `item-${String(n).padStart(7, '0')}.txt`,
      title: `Generated item ${n}`,
      mimeType: 'text/plain',
      annotations: { priority: (n % 10) / 10, lastModified: '2026-11-01T09:00:00.000Z' },
      size: n % 5000,
    };
  });
  const nextCursor = index + 1 < PAGES ? `,"nextCursor":"page-${index + 1}"` : '';
  return new Blob([`,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","resources":${JSON.stringify(resources)}${nextCursor}}}`]);
}

it(`lists ${PAGES * PAGE_SIZE} resources in pages of ${PAGE_SIZE}`, async () => {
  const pages = Array.from({ length: PAGES }, (_, index) => page(index));
  const { client, demo } = await connectWithPreparedAnswers((request) =>
    request.method === 'resources/list' ? pages[Number((request.params?.cursor ?? 'page-0').slice('page-'.length))] : undefined,
  );

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  observer.observe({ type: 'longtask', buffered: false });
  const started = performance.now();
  const listed = await client.listAllResources();
  const listMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  await client.close();
  await demo.close();

  expect(listed.items).toHaveLength(PAGES * PAGE_SIZE);
  expect(listed.rejected).toEqual([]);
  expect(listed.items[PAGES * PAGE_SIZE - 1]?.uri).toBe(`file:///bulk/dir-0999/item-0099999.txt`);
  results.push({
    'listed (ms)': Math.round(listMs),
    'long tasks': longTasks.length,
    'longest task (ms)': Math.round(Math.max(0, ...longTasks)),
    'long tasks (ms)': longTasks.map(Math.round).join(' '),
  });
});
