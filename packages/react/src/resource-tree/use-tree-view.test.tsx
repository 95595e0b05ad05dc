import { DEFAULT_FILTERS, connectResourceClient, filterEntries, type ResourceClient, type ResourceFilterValue, type ResourceTreeMatchIds, type ResourceTreeView } from '@mcp-resource-kit/core';
import { createDemoServer, type DemoServer } from '@mcp-resource-kit/demo-server';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import { useFormatters } from '../messages/use-formatters.js';
import { kitWrapper } from '../../test/render-with-kit.js';
import { useTreeExpansion, type TreeExpansion } from './use-tree-expansion.js';
import { useTreeView, type TreeView } from './use-tree-view.js';

const open: Array<{ demo: DemoServer; client: ResourceClient }> = [];

afterEach(async () => {
  for (const { demo, client } of open.splice(0)) {
    await client.close();
    await demo.close();
  }
});

/**
 * `useTreeView` with a query and facets, over the demo server's 2,000 bulk resources and its own, in the engine
 * from the first listed resource; resolves once the engine holds every page. `renders` records what
 * each render gave, and what the engine had been asked by its end (see `asked`).
 */
async function treeViewInEngine(options: { facetsInWorkerFrom?: number } = {}) {
  const demo = createDemoServer({ bulkResources: 2_000, pageSize: 5_000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  open.push({ demo, client });
  const renders: Array<{ query: string; tree: TreeView; expansion: TreeExpansion; asked: readonly string[] }> = [];
  /** The queries the engine was asked to match, once `watchEngine` was called. */
  const asked: string[] = [];
  const hook = renderHook(
    ({ query, facets }: { query: string; facets?: Partial<ResourceFilterValue> }) => {
      const catalog = useResourceCatalog({ matchInWorkerFrom: 0, ...options });
      const filters = useMemo(() => ({ ...DEFAULT_FILTERS, ...facets, query }), [query, facets]);
      const tree = useTreeView(catalog, filters, useFormatters());
      const expansion = useTreeExpansion(catalog, tree, { expandedKeys: undefined, defaultExpandedKeys: undefined, onExpandedChange: undefined });
      renders.push({ query, tree, expansion, asked: [...asked] });
      return { catalog, tree, expansion };
    },
    { wrapper: kitWrapper([{ id: 'demo', label: 'Demo', client }]), initialProps: { query: '' } },
  );
  const { result } = hook;
  await waitFor(() => expect(result.current.catalog.engine.size()).toBeGreaterThan(2_000), { timeout: 20_000 });
  await waitFor(() => expect(result.current.catalog.engine.behind).toBe(false), { timeout: 20_000 });
  const watchEngine = () => {
    const engine = result.current.catalog.engine.engine!;
    const match = engine.match.bind(engine);
    vi.spyOn(engine, 'match').mockImplementation((query, ...rest) => {
      asked.push(query);
      return match(query, ...rest);
    });
  };
  /** Types `query` (with `facets` chosen) and waits for the view that answers it. */
  const settled = async (query: string, facets?: Partial<ResourceFilterValue>) => {
    hook.rerender({ query, ...(facets && { facets }) });
    await waitFor(() => expect(result.current.tree.filters.query === query && !result.current.tree.pending).toBe(true), { timeout: 20_000 });
    return result.current.tree.view;
  };
  return { ...hook, renders, asked, watchEngine, settled };
}

it('keeps the view while typing on in the engine matches the very same resources, and makes a new one when they change', { timeout: 60_000 }, async () => {
  const { settled } = await treeViewInEngine();
  const bulk = await settled('item-');
  // Every bulk item is `item-0…`: the same matches, so the same view.
  expect(await settled('item-0')).toBe(bulk);
  const one = await settled('item-00001');
  expect(one).not.toBe(bulk);
  expect(await settled('item-0000')).not.toBe(one);
});

it('tells the view that the matches of a query typed on are some of the ones before, and not those of another query or other facets', { timeout: 60_000 }, async () => {
  const { settled } = await treeViewInEngine();
  // What the view was made of (private: what it passes its own narrowing).
  const matchIdsOf = (view: ResourceTreeView) => (view as unknown as { matched: ResourceTreeMatchIds }).matched;
  const before = matchIdsOf(await settled('item-0'));
  const typedOn = matchIdsOf(await settled('item-00'));
  expect(typedOn.ids.length).toBeLessThan(before.ids.length);
  expect(typedOn.subsetOf).toBe(before.ids);
  expect(matchIdsOf(await settled('item-1')).subsetOf).toBeUndefined();
  expect(matchIdsOf(await settled('item-10', { mimeFamilies: ['text'] })).subsetOf).toBeUndefined();
});

it('keeps the open folders while a keystroke\'s matches are coming, and forgets a folder the user closed once the filters change', { timeout: 60_000 }, async () => {
  const { result, renders, settled } = await treeViewInEngine();
  await settled('item-');
  const openFolders = result.current.expansion.expandedSet;
  renders.length = 0;
  // The same matches: while they are coming and once they are in, the same open folders (and so the same rows).
  await settled('item-0');
  const waiting = renders.filter(({ query, tree }) => query === 'item-0' && tree.pending);
  expect(waiting.length).toBeGreaterThan(0);
  expect(waiting.every(({ expansion }) => expansion.expandedSet === openFolders)).toBe(true);
  expect(result.current.expansion.expandedSet).toBe(openFolders);

  const folder = result.current.expansion.expanded.find((id) => id.includes('dir-005'))!;
  expect(folder).toBeDefined();
  act(() => result.current.expansion.setExpanded([folder], false));
  expect(result.current.expansion.expandedSet.has(folder)).toBe(false);
  // Other filters: the folder holding matches opens again by itself.
  await settled('item-00');
  expect(result.current.expansion.expandedSet.has(folder)).toBe(true);
});

it("keeps the rows shown until the engine's first answer to a query, instead of emptying the tree meanwhile", { timeout: 60_000 }, async () => {
  const { result, renders, settled } = await treeViewInEngine();
  const unfiltered = result.current.tree.view;
  renders.length = 0;
  await settled('item-00001');
  const waiting = renders.filter(({ query, tree }) => query === 'item-00001' && tree.pending);
  expect(waiting.length).toBeGreaterThan(0);
  expect(waiting.every(({ tree }) => tree.view === unfiltered)).toBe(true);
  expect(result.current.tree.view).not.toBe(unfiltered);
});

it('says which query the rows shown answer: the one before while the engine computes, the one typed once they answer it', { timeout: 60_000 }, async () => {
  const { result, renders, settled } = await treeViewInEngine();
  await settled('item-0');
  expect(result.current.tree.matchedQuery).toBe('item-0');
  renders.length = 0;
  // The same resources match: the view stays, and only what its rows highlight changes with the answer.
  const view = await settled('item-00');
  const waiting = renders.filter(({ query, tree }) => query === 'item-00' && tree.pending);
  expect(waiting.length).toBeGreaterThan(0);
  expect(waiting.map(({ tree }) => tree.matchedQuery)).toEqual(waiting.map(() => 'item-0'));
  expect(result.current.tree.matchedQuery).toBe('item-00');
  expect(result.current.tree.view).toBe(view);
  renders.length = 0;
  await settled('item-00001');
  const narrowing = renders.filter(({ query, tree }) => query === 'item-00001' && tree.pending);
  expect(narrowing.length).toBeGreaterThan(0);
  expect(narrowing.every(({ tree }) => tree.matchedQuery === 'item-00' && tree.view === view)).toBe(true);
  expect(result.current.tree.matchedQuery).toBe('item-00001');
});

it("makes the view again only with the engine's answer, not when a keystroke changes the matches the page finds itself", { timeout: 60_000 }, async () => {
  const { result, renders, settled } = await treeViewInEngine();
  // Templates are matched on the page: the forecast template matches the first query, the table template the second.
  const forecast = await settled('forecast');
  expect(forecast.matchCount).toBeGreaterThan(0);
  renders.length = 0;
  await settled('table');
  const waiting = renders.filter(({ query, tree }) => query === 'table' && tree.pending);
  expect(waiting.length).toBeGreaterThan(0);
  expect(waiting.every(({ tree }) => tree.view === forecast)).toBe(true);
  expect(result.current.tree.view).not.toBe(forecast);
});

it('posts a query to the engine from the render that makes it, before React commits the keystroke', { timeout: 60_000 }, async () => {
  const { result, renders, asked, watchEngine, settled } = await treeViewInEngine();
  watchEngine();
  renders.length = 0;
  await settled('item-00001');
  // The first render of the query has posted it by its end, before any effect of it ran.
  expect(renders[0]).toMatchObject({ query: 'item-00001', asked: ['item-00001'] });
  expect(result.current.tree.view.matchCount).toBe(1);
  // Each request once: the effect takes the answer of the request the render posted.
  expect(asked).toEqual(['item-00001']);
});

it.each([
  { facetsInWorkerFrom: 0, inEngine: true },
  { facetsInWorkerFrom: 1_000_000, inEngine: false },
])('matches facets chosen without a query in the engine from facetsInWorkerFrom on ($facetsInWorkerFrom: $inEngine), showing what the page would', { timeout: 60_000 }, async ({ facetsInWorkerFrom, inEngine }) => {
  const { result, asked, watchEngine, settled } = await treeViewInEngine({ facetsInWorkerFrom });
  watchEngine();
  const choices: Array<Partial<ResourceFilterValue>> = [{ mimeFamilies: ['image'] }, { kinds: ['template'] }, { mimeFamilies: ['text'], audiences: ['user'] }, { servers: ['demo'], minPriority: 0.5 }];
  for (const facets of choices) {
    const view = await settled('', facets);
    const { groups } = filterEntries(result.current.catalog.entries, { ...DEFAULT_FILTERS, ...facets }, { now: Date.now() });
    const expected = groups.reduce((count, group) => count + group.length, 0);
    expect(expected, JSON.stringify(facets)).toBeGreaterThan(0);
    expect(view.matchCount, JSON.stringify(facets)).toBe(expected);
  }
  expect(asked.filter((query) => query === '')).toHaveLength(inEngine ? choices.length : 0);
});

it.each([
  { bulkResources: 2_000, inRender: true },
  { bulkResources: 25_000, inRender: false },
])('follows a query matched on the page in the keystroke’s own render up to 20,000 entries, in a deferred one past them ($bulkResources listed)', { timeout: 60_000 }, async ({ bulkResources, inRender }) => {
  const demo = createDemoServer({ bulkResources, pageSize: 5_000 });
  const client = await connectResourceClient({ url: 'http://in-page.invalid/mcp', fetch: (url, init) => demo.fetch(new Request(url, init)) });
  open.push({ demo, client });
  const renders: Array<{ query: string; tree: TreeView }> = [];
  const { result, rerender } = renderHook(
    ({ query }: { query: string }) => {
      const catalog = useResourceCatalog({ matchInWorkerFrom: Number.POSITIVE_INFINITY });
      const filters = useMemo(() => ({ ...DEFAULT_FILTERS, query }), [query]);
      const tree = useTreeView(catalog, filters, useFormatters());
      renders.push({ query, tree });
      return { catalog, tree };
    },
    { wrapper: kitWrapper([{ id: 'demo', label: 'Demo', client }]), initialProps: { query: '' } },
  );
  await waitFor(() => expect(result.current.catalog.isLoading).toBe(false));
  await act(() => result.current.catalog.loadAll());
  await waitFor(() => expect(result.current.catalog.model.entryCount).toBeGreaterThan(bulkResources), { timeout: 30_000 });
  await waitFor(() => expect(result.current.catalog.engine.behind).toBe(false), { timeout: 20_000 });
  renders.length = 0;
  rerender({ query: 'item-00001' });
  await waitFor(() => expect(result.current.tree.filters.query === 'item-00001' && !result.current.tree.pending).toBe(true), { timeout: 20_000 });
  // The first render of the keystroke: its filters carry the typed query, or the one before until the deferred render.
  expect(renders[0]!.tree.filters.query).toBe(inRender ? 'item-00001' : '');
  expect(result.current.tree.view.matchCount).toBe(1);
});
