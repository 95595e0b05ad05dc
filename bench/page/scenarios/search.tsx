import { entryKey, mimeFamilyOf, rankEntries, ResourceTreeModel, type MimeFamily, type Resource, type ResourceEntry } from '@mcp-resource-kit/core';
import { ResourceBrowser, ResourceKitProvider } from '@mcp-resource-kit/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { SERVER_ID } from '../demo.js';
import { catalog, loadCatalog } from '../fixture.js';
import { FLOOR_ROWS, FloorInput, FloorList, toggled } from '../floors.js';
import { afterPaint, LongTaskRecorder, nextEventTime, settle, whenPainted } from '../measure.js';
import { show, stage } from '../stage.js';

/** Results the palette shows at most (its default), and the naive list too. */
const LIMIT = 50;
/** Rows the naive facet list renders at most, so that one run ends in seconds rather than minutes. */
const NAIVE_FACET_ROWS = 1000;

/**
 * `floor`: a bare input that does nothing with what is typed, the least any search field can take to
 * paint a keystroke. `floor-list`: the same with ten rows that show what is typed, the least any
 * search field can take to paint changed results.
 */
type Variant = 'ours' | 'naive' | 'floor' | 'floor-list';

function KitBrowser() {
  const { queryClient, servers } = catalog();
  return (
    <QueryClientProvider client={queryClient}>
      <ResourceKitProvider servers={servers}>
        <ResourceBrowser.Root />
      </ResourceKitProvider>
    </QueryClientProvider>
  );
}

function naiveMatches(resources: readonly Resource[], query: string): Resource[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return resources.filter((resource) => {
    const fields = [resource.title, resource.name, resource.uri, resource.description].filter((field): field is string => typeof field === 'string').map((field) => field.toLowerCase());
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
}

/**
 * The naive baseline: a search field that filters every resource synchronously on each keystroke
 * (lower-cased substring, no ranking) and shows the first 50 matches; and facet checkboxes that
 * filter synchronously and show a plain, non-virtualized list of the matches.
 */
function NaiveSearch({ resources }: { resources: readonly Resource[] }) {
  const [query, setQuery] = useState('');
  const [families, setFamilies] = useState<ReadonlySet<MimeFamily>>(new Set());
  const matches = useMemo(() => naiveMatches(resources, query), [resources, query]);
  const faceted = useMemo(
    () => (families.size === 0 ? resources : resources.filter((resource) => families.has(mimeFamilyOf(resource.mimeType, resource.uri)))),
    [resources, families],
  );
  const toggle = (family: MimeFamily) => setFamilies((previous) => toggled(previous, family));
  return (
    <div style={{ font: '14px system-ui' }}>
      <input aria-label="Search" data-naive-search value={query} onChange={(event) => setQuery(event.target.value)} />
      <ul data-naive-results data-query={query}>
        {matches.slice(0, LIMIT).map((resource) => (
          <li key={resource.uri}>
            {resource.title ?? resource.name} <small>{resource.uri}</small>
          </li>
        ))}
      </ul>
      <fieldset>
        <legend>Type</legend>
        {(['code', 'text'] as const).map((family) => (
          <label key={family}>
            <input type="checkbox" checked={families.has(family)} onChange={() => toggle(family)} />
            {family === 'code' ? 'Code' : 'Text'}
          </label>
        ))}
      </fieldset>
      <p data-naive-summary data-filtered={families.size > 0 || undefined}>
        {faceted.length} shown
      </p>
      <ul style={{ height: '28rem', overflow: 'auto' }}>
        {faceted.slice(0, NAIVE_FACET_ROWS).map((resource) => (
          <li key={resource.uri} style={{ height: 44 }}>
            {resource.title ?? resource.name} <small>{resource.uri}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}

let variant: Variant = 'ours';
/** For each query typed: what the palette must show once its results are painted. */
const expected = new Map<string, string[]>();
let pending: Promise<{ resultsMs: number; echoMs: number }> | Promise<{ resultsMs: number }> | undefined;
let typingTasks: LongTaskRecorder | undefined;

/** What each variant shows. */
function variantView(chosen: Variant, resources: readonly Resource[]): ReactNode {
  switch (chosen) {
    case 'ours':
      return <KitBrowser />;
    case 'naive':
      return <NaiveSearch resources={resources} />;
    case 'floor':
      return <FloorInput />;
    case 'floor-list':
      return <FloorList />;
  }
}

/**
 * Results the palette's list has room for at the bench's viewport (a 26rem list of 2.6rem rows
 * shows ten, as many rows as the floor list). The palette renders the first results and the rest
 * once its list is scrolled, so "final" means these are the expected ones; `search.checkView`
 * makes sure they fill the view.
 */
const ROWS_IN_VIEW = FLOOR_ROWS;

/** The results the palette has rendered, in order; undefined while it is matching. */
function shownResults(): string[] | undefined {
  if (variant !== 'ours') return undefined;
  const root = document.querySelector('[data-slot="resource-search"]');
  if (!root || root.hasAttribute('data-pending')) return undefined;
  return [...root.querySelectorAll('[cmdk-item]')].map((item) => item.getAttribute('data-value') ?? '');
}

/** Every expected result is rendered, or the first of them and at least as many as the list shows. */
function isFinal(shown: string[], expectedHits: string[]): boolean {
  if (shown.length < Math.min(ROWS_IN_VIEW, expectedHits.length)) return false;
  return shown.every((value, place) => value === expectedHits[place]);
}

function searchInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>(variant === 'ours' ? '[data-slot="resource-search-input"]' : '[data-naive-search]');
}

function resultsShown(query: string): boolean {
  if (searchInput()?.value !== query) return false;
  if (variant === 'floor') return true;
  if (variant === 'floor-list') return document.querySelector(`[data-floor-results][data-query="${CSS.escape(query)}"]`) !== null;
  if (variant === 'naive') return document.querySelector(`[data-naive-results][data-query="${CSS.escape(query)}"]`) !== null;
  const shown = shownResults();
  return shown !== undefined && isFinal(shown, expected.get(query) ?? []);
}

function facetsApplied(on: boolean): boolean {
  if (variant === 'floor-list') return document.querySelector('[data-floor-results]')?.hasAttribute('data-filtered') === on;
  if (variant === 'naive') return document.querySelector('[data-naive-summary]')?.hasAttribute('data-filtered') === on;
  const tree = document.querySelector('[data-slot="resource-tree"]');
  const summary = document.querySelector('[data-slot="resource-tree-summary"]')?.textContent ?? '';
  return !!tree && !tree.hasAttribute('data-pending') && tree.hasAttribute('data-filtered') === on && /shown/.test(summary) === on;
}

export const searchSteps = {
  'search.load': ({ size }: { size: number }) => loadCatalog(size),

  async 'search.mount'({ variant: chosen }: { variant: Variant }) {
    variant = chosen;
    const { resources } = catalog();
    const started = performance.now();
    show(variantView(variant, resources));
    const ready = variant === 'ours' ? '[role="treeitem"][data-kind="group"], [role="treeitem"][data-kind="folder"]' : '[data-naive-search]';
    const painted = await whenPainted(stage(), () => stage().querySelector(ready) !== null, { label: 'search page' });
    await settle(300);
    return { mountMs: painted - started };
  },

  /**
   * Works out, for every prefix of every query, the results the palette must show once done, with
   * the kit's own ranking over a deep copy of the data (so that its per-object caches stay cold).
   */
  'search.expect'({ queries }: { queries: string[] }) {
    const { resources, templates } = catalog();
    const model = new ResourceTreeModel();
    model.setServers([{ id: SERVER_ID, label: 'Demo' }]);
    model.setResources(SERVER_ID, structuredClone(resources));
    model.setTemplates(SERVER_ID, structuredClone(templates));
    const entries: readonly ResourceEntry[] = model.entries();
    expected.clear();
    for (const query of queries) {
      for (let length = 1; length <= query.length; length += 1) {
        const prefix = query.slice(0, length);
        const hits = rankEntries(entries, prefix, { limit: LIMIT }).hits;
        expected.set(prefix, hits.map((hit) => encodeURIComponent(entryKey(hit.entry))));
      }
    }
    return { prefixes: expected.size };
  },

  'search.focus'() {
    const input = searchInput();
    if (!input) return { focused: false };
    input.focus();
    return { focused: document.activeElement === input };
  },

  /** After a query is typed (not timed): the rendered results fill the list's view, so that `ROWS_IN_VIEW` is not too few. */
  'search.checkView'({ query }: { query: string }) {
    if (variant !== 'ours') return { filled: true };
    const items = [...document.querySelectorAll('[data-slot="resource-search"] [cmdk-item]')];
    const list = document.querySelector('[data-slot="resource-search-list"]');
    const last = items.at(-1);
    const filled = items.length === expected.get(query)?.length || (!!list && !!last && last.getBoundingClientRect().bottom >= list.getBoundingClientRect().bottom);
    if (!filled) throw new Error(`The results rendered for "${query}" (${items.length}) do not fill the list's view`);
    return { filled, rendered: items.length };
  },

  'search.startTasks'() {
    typingTasks = new LongTaskRecorder();
  },

  'search.stopTasks'() {
    const result = typingTasks?.stop();
    typingTasks = undefined;
    return result;
  },

  /**
   * Arms the measurement of the next keystroke: from the keydown (its event time stamp) to the
   * painted frame showing the input's new value (echo) and to the painted frame showing the final
   * results for `query`.
   */
  'search.arm'({ query }: { query: string }) {
    pending = (async () => {
      const pressed = await nextEventTime('keydown');
      const echo = new Promise<number>((resolve) => {
        window.addEventListener('input', () => void afterPaint().then(resolve), { capture: true, once: true });
      });
      const results = await whenPainted(document.body, () => resultsShown(query), { label: `results for "${query}"` });
      return { resultsMs: results - pressed, echoMs: (await echo) - pressed };
    })();
  },

  /** Arms the measurement of the next click on a facet: to the painted frame of the filtered (or unfiltered) tree. */
  'facet.arm'({ on }: { on: boolean }) {
    pending = (async () => {
      const clicked = await nextEventTime('click');
      const applied = await whenPainted(document.body, () => facetsApplied(on), { label: `facets ${on ? 'on' : 'off'}` });
      return { resultsMs: applied - clicked };
    })();
  },

  async 'search.collect'() {
    if (!pending) throw new Error('Nothing armed');
    const result = await pending;
    pending = undefined;
    return result;
  },

  'search.idle': () => settle(300),
};
