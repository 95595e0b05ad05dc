import type { Resource } from '@mcp-resource-kit/core';
import { createCatalogEngine } from '@mcp-resource-kit/core/catalog';
import { afterEach, expect, it } from 'vitest';
import { sampleResource } from '../../../test-support/catalog-sample.js';

// The catalog engine is core's, but only this project runs in a real browser with real workers.

const COUNT = 100_000;
const PAGE = 5_000;

const pages: Resource[][] = Array.from({ length: COUNT / PAGE }, (_, page) => Array.from({ length: PAGE }, (__, index) => sampleResource(page * PAGE + index)));
const engines: Array<ReturnType<typeof createCatalogEngine>> = [];

afterEach(() => {
  for (const engine of engines.splice(0)) engine.close();
});

async function filledEngine(thread: 'worker' | 'page') {
  const engine = createCatalogEngine({ thread });
  engines.push(engine);
  for (const page of pages) await engine.appendPage('bulk', page);
  return engine;
}

// Whether listing and matching leave the page without long tasks is timed where timings belong: the
// bench's scale scenario counts the page's tasks over 50 ms while the kit lists 100k and 1M resources.
it('lists 100,000 resources into a worker and answers one-letter queries there as the page would', async () => {
  const engine = await filledEngine('worker');
  expect(engine.thread).toBe('worker');
  expect((await engine.stats()).resources).toBe(COUNT);

  const totals: number[] = [];
  for (const query of ['e', 'g', 'i', '7']) {
    const match = await engine.match(query, {}, { limit: 100 });
    totals.push(match.total);
    const rows = await engine.get(match.ranked.subarray(0, 30));
    expect(rows.every((row) => row !== undefined)).toBe(true);
  }
  expect(totals[0]).toBeGreaterThan(COUNT / 2);

  // The worker computes what the page-side fallback computes.
  const onPage = await filledEngine('page');
  expect(onPage.thread).toBe('page');
  const [inWorker, inPage] = await Promise.all([engine.match('item 12', { minPriority: 0.3 }), onPage.match('item 12', { minPriority: 0.3 })]);
  expect(inWorker.total).toBeGreaterThan(0);
  expect(Array.from(inWorker.ids)).toEqual(Array.from(inPage.ids));
  expect(Array.from(inWorker.ranked)).toEqual(Array.from(inPage.ranked));
}, 120_000);

it('rejects an aborted query with an AbortError, and still answers the next one', async () => {
  const engine = await filledEngine('worker');
  const controller = new AbortController();
  const aborted = engine.match('e', {}, { signal: controller.signal });
  controller.abort();
  await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });

  const superseded = engine.match('e', {}, { key: 'palette' });
  const latest = engine.match('gen', {}, { key: 'palette' });
  await expect(superseded).rejects.toMatchObject({ name: 'AbortError' });
  expect((await latest).total).toBeGreaterThan(0);
}, 120_000);

it('moves an engine from the page into a worker with what it holds, answering what was asked meanwhile with the same ids', async () => {
  const onPage = createCatalogEngine({ thread: 'page' });
  const inWorker = createCatalogEngine();
  engines.push(onPage, inWorker);
  for (const page of pages.slice(0, 4)) for (const engine of [onPage, inWorker]) await engine.appendPage('bulk', page);
  expect(onPage.thread).toBe('page');

  const asked = ['item 42', 'résumé', 'e'];
  const moved = onPage.moveToWorker();
  // Asked while the store is handed over, and a page appended behind the move.
  const meanwhile = asked.map((query) => onPage.match(query, {}, { limit: 20 }));
  const appended = onPage.appendPage('bulk', pages[4]!);
  expect(await moved).toBe('worker');
  expect(onPage.thread).toBe('worker');
  expect((await appended).first).toBe(4 * PAGE);
  for (const [index, query] of asked.entries()) {
    const answer = await meanwhile[index]!;
    const expected = await inWorker.match(query, {}, { limit: 20 });
    expect(Array.from(answer.ranked)).toEqual(Array.from(expected.ranked));
  }
  await inWorker.appendPage('bulk', pages[4]!);
  const ids = Int32Array.from({ length: 200 }, (_, index) => index * 123);
  expect(await onPage.get(ids)).toEqual(await inWorker.get(ids));
  expect((await onPage.stats()).resources).toBe(5 * PAGE);
  expect(await onPage.moveToWorker()).toBe('worker');
}, 120_000);

it('never rejects its move when closed while it moves, whenever that is', async () => {
  // Closed before the worker starts, while it starts, while the page's host hands its store over, or after.
  for (const delayMs of [0, 5, 10, 20, 40, 80, 160]) {
    const engine = createCatalogEngine({ thread: 'page' });
    await engine.appendPage('bulk', pages[0]!);
    const moved = engine.moveToWorker();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    engine.close();
    expect(['page', 'worker']).toContain(await moved);
    await expect(engine.stats()).rejects.toThrow(/closed/);
  }
}, 60_000);
