import { connectResourceClient, type ResourceClient } from '@mcp-resource-kit/core';
import { ResourceBrowser, ResourceKitProvider } from '@mcp-resource-kit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SERVER_ID } from '../demo.js';
import { FloorInput, FloorList, FloorListing, FloorWorkerList } from '../floors.js';
import { rowsAnsweredWithin } from '../engine-answers.js';
import { afterPaint, FrameRecorder, LongTaskRecorder, nextEventTime, settle, whenPainted } from '../measure.js';
import { ROW_HEIGHT } from '../naive-list.js';
import { show, stage } from '../stage.js';

/**
 * `ours`: `<ResourceBrowser.Root>` connecting to the demo server over HTTP (its own process), from
 * nothing to every page listed. `floor`, `floor-list` and `floor-worker`: the floors of a keystroke,
 * of a click and of a worker's answer (see floors.tsx), typed and clicked the same way in the same run.
 * `floor-listing`: the floor of listing, every page of the same server fetched, parsed and kept.
 */
type Variant = 'ours' | 'floor' | 'floor-list' | 'floor-worker' | 'floor-listing';

let variant: Variant = 'ours';
let mountedAt = 0;
let client: ResourceClient | undefined;
let pending: Promise<Record<string, unknown>> | undefined;

const TREE = '[data-slot="resource-tree"]';
const FIRST_ROWS = '[role="treeitem"][data-kind="group"], [role="treeitem"][data-kind="folder"], [role="treeitem"][data-kind="resource"]';

function browser(url: string, autoLoadLimit: number | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const connect = async () => (client = await connectResourceClient({ url }));
  return (
    <QueryClientProvider client={queryClient}>
      <ResourceKitProvider servers={[{ id: SERVER_ID, label: 'Demo', client: connect }]}>
        <ResourceBrowser.Root {...(autoLoadLimit !== undefined && { autoLoadLimit })} />
      </ResourceKitProvider>
    </QueryClientProvider>
  );
}

function filterInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>(variant === 'ours' ? '[data-slot="resource-filters-search"]' : '[data-naive-search]');
}

/** The tree is done with the current filters: not computing, and filtered (with "N of M shown") or not. */
function treeSettled(filtered: boolean): boolean {
  const tree = document.querySelector(TREE);
  if (!tree || tree.hasAttribute('data-pending') || tree.hasAttribute('data-filtered') !== filtered) return false;
  const summary = document.querySelector('[data-slot="resource-tree-summary"]')?.textContent ?? '';
  return / of .* shown/.test(summary) === filtered;
}

const PALETTE = '[data-slot="resource-search"]';

/**
 * The palette is done with `query`: its input shows it, it is not matching, and it shows results
 * (or says that none match). Its results are the engine's or the page's answer to this very query:
 * `data-pending` stays on until they are.
 */
function paletteShown(query: string): boolean {
  const root = document.querySelector(PALETTE);
  if (!root || root.hasAttribute('data-pending')) return false;
  if (root.querySelector<HTMLInputElement>('[data-slot="resource-search-input"]')?.value !== query) return false;
  return root.querySelector('[cmdk-item]') !== null || root.querySelector('[data-slot="resource-search-empty"][data-state="none"]') !== null;
}

/** The painted state that answers typing `query` (an empty query: the unfiltered tree). */
function filterShown(query: string): boolean {
  if (filterInput()?.value !== query) return false;
  if (variant === 'floor') return true;
  if (variant === 'floor-list' || variant === 'floor-worker') return document.querySelector(`[data-floor-results][data-query="${CSS.escape(query)}"]`) !== null;
  return treeSettled(query !== '');
}

function facetsShown(on: boolean): boolean {
  if (variant === 'floor-list') return document.querySelector('[data-floor-results]')?.hasAttribute('data-filtered') === on;
  return treeSettled(on);
}

/**
 * "Load all" has finished, nothing is left on the server, and the tree counts at least `size`
 * resources: the catalog may take pages that landed together a task apart, after the list's status.
 */
function allListed(size: number): boolean {
  if (variant === 'floor-listing') return Number(document.querySelector('[data-floor-listed][data-done]')?.getAttribute('data-floor-listed')) >= size;
  const button = document.querySelector<HTMLButtonElement>('[data-slot="resource-tree-load-all"]');
  const summary = document.querySelector('[data-slot="resource-tree-summary"]')?.textContent ?? '';
  const counted = Number(/([\d,.\s]+) resources/.exec(summary)?.[1]?.replace(/\D/g, '') ?? Number.NaN);
  return !!button && !button.hasAttribute('data-running') && button.disabled && /Loaded/.test(summary) && counted >= size;
}

export const scaleSteps = {
  /**
   * Mounts the variant; for `ours`, from nothing (connect included) to the first painted rows of data,
   * with the tree's own `autoLoadLimit` unless one is given.
   */
  async 'scale.mount'({ variant: chosen, url, autoLoadLimit }: { variant: Variant; url: string; autoLoadLimit?: number }) {
    variant = chosen;
    await afterPaint();
    const tasks = new LongTaskRecorder();
    mountedAt = performance.now();
    show(variant === 'ours' ? browser(url, autoLoadLimit) : variant === 'floor-listing' ? <FloorListing url={url} /> : variant === 'floor' ? <FloorInput /> : variant === 'floor-list' ? <FloorList /> : <FloorWorkerList />);
    const ready = variant === 'ours' ? FIRST_ROWS : variant === 'floor-listing' ? '[data-floor-load-all]' : variant === 'floor-worker' ? '[data-floor-results]' : '[data-naive-search]';
    const painted = await whenPainted(stage(), () => stage().querySelector(ready) !== null, { label: 'first rows', timeoutMs: 120_000 });
    return { firstRowsMs: painted - mountedAt, longTasks: tasks.stop() };
  },

  /**
   * Arms the measurement of "Load all" (the floor's "List all"): from its click to the painted frame
   * that says every page is listed and counts `size` resources.
   */
  'scale.armListing'({ size }: { size: number }) {
    const tasks = new LongTaskRecorder();
    pending = (async () => {
      const clicked = await nextEventTime('click');
      const listed = await whenPainted(document.body, () => allListed(size), { label: 'every page listed', timeoutMs: 600_000 });
      const summary = document.querySelector('[data-slot="resource-tree-summary"]')?.textContent ?? '';
      return { listingMs: listed - clicked, allListedMs: listed - mountedAt, longTasks: tasks.stop(), summary };
    })();
  },

  /** Arms the measurement of the next keystroke: from the keydown to the painted frame that answers `query`. */
  'scale.armKeystroke'({ query }: { query: string }) {
    pending = (async () => {
      const pressed = await nextEventTime('keydown');
      const painted = await whenPainted(document.body, () => filterShown(query), { label: `filter "${query}"`, timeoutMs: 120_000 });
      return { paintedMs: painted - pressed, answeredMs: rowsAnsweredWithin(pressed, painted), summary: document.querySelector('[data-slot="resource-tree-summary"]')?.textContent ?? '' };
    })();
  },

  /** Arms the measurement of the next keystroke into the palette: from the keydown to the painted frame of its results for `query`. */
  'scale.armPaletteKeystroke'({ query }: { query: string }) {
    pending = (async () => {
      const pressed = await nextEventTime('keydown');
      const painted = await whenPainted(document.body, () => paletteShown(query), { label: `palette "${query}"`, timeoutMs: 120_000 });
      return { paintedMs: painted - pressed, answeredMs: rowsAnsweredWithin(pressed, painted), summary: document.querySelector(`${PALETTE} [data-slot="resource-search-footer"]`)?.textContent ?? '' };
    })();
  },

  /** Opens the palette (⌘K's button): from the click to the painted frame in which its input has focus. */
  async 'scale.openPalette'() {
    const clicked = performance.now();
    document.querySelector<HTMLButtonElement>('[data-slot="resource-browser-search"]')?.click();
    const painted = await whenPainted(document.body, () => document.activeElement?.matches('[data-slot="resource-search-input"]') ?? false, { label: 'palette open', timeoutMs: 30_000 });
    await settle(300);
    return { openMs: painted - clicked };
  },

  /** Waits (untimed) for the palette's painted results for `query` (an empty query: its prompt), then for quiet. */
  async 'scale.waitForPalette'({ query }: { query: string }) {
    await whenPainted(document.body, () => (query === '' ? document.querySelector(`${PALETTE} [data-slot="resource-search-empty"][data-state="prompt"]`) !== null : paletteShown(query)), {
      label: `palette "${query}"`,
      timeoutMs: 300_000,
    });
    await settle(300);
  },

  /** Arms the measurement of the next click on a facet: to the painted frame of the filtered (or unfiltered) view. */
  'scale.armFacet'({ on }: { on: boolean }) {
    pending = (async () => {
      const clicked = await nextEventTime('click');
      const painted = await whenPainted(document.body, () => facetsShown(on), { label: `facet ${on ? 'on' : 'off'}`, timeoutMs: 120_000 });
      return { paintedMs: painted - clicked };
    })();
  },

  async 'scale.collect'() {
    if (!pending) throw new Error('Nothing armed');
    const result = await pending;
    pending = undefined;
    return result;
  },

  'scale.focusFilter'() {
    const input = filterInput();
    input?.focus();
    return { focused: !!input && document.activeElement === input };
  },

  /** Waits (untimed) for the painted state that answers `query`, then for the page to go quiet. */
  async 'scale.waitFor'({ query }: { query: string }) {
    await whenPainted(document.body, () => filterShown(query), { label: `filter "${query}"`, timeoutMs: 300_000 });
    await settle(300);
  },

  'scale.idle': () => settle(300),

  /**
   * Scrolls the tree's list from top to bottom in `frames` equal steps, one per frame, after
   * recording as many frames of the idle page: the idle frames are the floor of a frame here.
   */
  async 'scale.scroll'({ frames }: { frames: number }) {
    const scroller = stage().querySelector<HTMLElement>('[data-slot="resource-tree-list"]');
    if (!scroller) throw new Error('No tree list to scroll');
    const idle = new FrameRecorder();
    await new Promise((resolve) => setTimeout(resolve, frames * (1000 / 60)));
    const idleIntervals = idle.stop();
    const distance = scroller.scrollHeight - scroller.clientHeight;
    const rows = Math.round(scroller.scrollHeight / ROW_HEIGHT);
    await afterPaint();
    const tasks = new LongTaskRecorder();
    const recorder = new FrameRecorder();
    await new Promise<void>((resolve) => {
      let step = 0;
      const tick = () => {
        if (step === frames) {
          resolve();
          return;
        }
        step += 1;
        scroller.scrollTop = (step / frames) * distance;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const intervals = recorder.stop();
    await settle(300);
    return { intervals, idleIntervals, longTasks: tasks.stop(), rows, reachedEnd: scroller.scrollTop >= distance - 1 };
  },

  async 'scale.close'() {
    show(null);
    await client?.close();
    client = undefined;
  },
};
