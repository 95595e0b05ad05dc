import { summarize } from '../stats.ts';
import type { ScenarioResult } from '../types.ts';
import { startTrace } from '../trace.ts';
import { MB, metric, type LongTasks, type RunContext } from './context.ts';

type Variant = 'default' | 'expanded' | 'naive';

interface Mounted {
  firstRowsMs: number;
  longTasks: LongTasks;
}

interface Inspected {
  elements: number;
  rows: number;
  scrollHeight: number;
  documentElements: number;
}

interface Scrolled {
  intervals: number[];
  longTasks: LongTasks;
  reachedEnd: boolean;
}

interface Run {
  variant: Variant;
  size: number;
  resources: number;
  firstRowsMs: number;
  mountLongestTaskMs: number;
  heapBeforeMB: number;
  heapRetainedMB: number;
  elements: number;
  rows: number;
}

interface Fling {
  variant: Variant;
  scroll: Scrolled;
}

const SIZES = [1_000, 10_000, 100_000];
/** How much slower the first rows of 100k may paint than those of 1k, in the same run. */
const FIRST_ROWS_GROWTH = 1.5;
/** One fling through the 100,000 rows: this many frames, each a new screen of rows. */
const SCROLL_FRAMES = 60;
/** The naive list paints one scroll frame in one to two seconds: fewer frames, same distance. */
const NAIVE_SCROLL_FRAMES = 6;

/** Scenarios 1 and 3: the tree at 1k, 10k and 100k resources, and a fling through 100k rows. */
export async function runTree(context: RunContext): Promise<{ tree: ScenarioResult; scroll: ScenarioResult }> {
  const started = Date.now();
  const runs: Run[] = [];
  // The naive 100k list takes 20–30 s to mount on a 2-core machine: it runs once, so the whole bench stays near 10 minutes.
  const runsFor = (variant: Variant, size: number) =>
    variant === 'naive' ? context.runs(size >= 100_000 ? 1 : 3) : context.runs(size >= 100_000 ? 5 : 3);
  for (const size of SIZES) {
    for (const variant of ['default', 'expanded', 'naive'] as const) {
      for (let run = 0; run < runsFor(variant, size); run += 1) {
        runs.push(
          await context.harness.withPage(async (page) => {
            const loaded = await page.step<{ resources: number }>('tree.load', { size });
            const { used: heapBefore } = await page.heapAfterGc();
            const trace = variant === 'naive' ? undefined : await startTrace(page);
            const mounted = await page.step<Mounted>('tree.mount', { variant });
            await trace?.save(`tree-${variant}-${size}-${run}`);
            const { used: heapAfter } = await page.heapAfterGc();
            const inspected = await page.step<Inspected>('tree.inspect', { variant });
            const errors = page.takeErrors();
            if (errors.length > 0) throw new Error(`tree ${variant} ${size}: ${errors[0]}`);
            const result: Run = {
              variant,
              size,
              resources: loaded.resources,
              firstRowsMs: mounted.firstRowsMs,
              mountLongestTaskMs: mounted.longTasks.longestMs,
              heapBeforeMB: heapBefore / MB,
              heapRetainedMB: (heapAfter - heapBefore) / MB,
              elements: inspected.elements,
              rows: inspected.rows,
            };
            context.log(`tree ${variant} ${size}: first rows ${Math.round(mounted.firstRowsMs)} ms, ${inspected.elements} elements`);
            return result;
          }),
        );
      }
    }
  }

  // The flings run in pages of their own, where nothing forces a garbage collection: after the
  // forced full collections of a heap measurement V8 keeps its heap limit tight, and its next major
  // collection (a pause of about 27 ms that freed 2 MB, in one trace) came in the fling.
  const flings: Fling[] = [];
  for (const variant of ['expanded', 'naive'] as const) {
    for (let run = 0; run < runsFor(variant, 100_000); run += 1) {
      flings.push(
        await context.harness.withPage(async (page) => {
          await page.step('tree.load', { size: 100_000 });
          await page.step<Mounted>('tree.mount', { variant });
          const scroll = await page.step<Scrolled>('tree.scroll', { variant, frames: variant === 'naive' ? NAIVE_SCROLL_FRAMES : SCROLL_FRAMES });
          const errors = page.takeErrors();
          if (errors.length > 0) throw new Error(`scroll ${variant}: ${errors[0]}`);
          context.log(`scroll ${variant}: longest task ${Math.round(scroll.longTasks.longestMs)} ms`);
          return { variant, scroll };
        }),
      );
    }
  }

  const of = (variant: Variant, size: number, pick: (run: Run) => number) => {
    const values = runs.filter((run) => run.variant === variant && run.size === size).map(pick);
    return values.length > 0 ? summarize(values) : undefined;
  };
  const label = (size: number) => `${size / 1000}k`;
  const elementsAt = (size: number) => of('expanded', size, (run) => run.elements)?.median ?? Number.NaN;
  const treeMetrics = SIZES.flatMap((size) => [
    metric({
      id: `first-rows-${size}`,
      label: `${label(size)}: data → first rows painted (servers open)`,
      unit: 'ms',
      ours: of('default', size, (run) => run.firstRowsMs),
      baseline: of('naive', size, (run) => run.firstRowsMs),
    }),
    metric({
      id: `first-rows-expanded-${size}`,
      label: `${label(size)}: data → first rows painted (every folder open)`,
      unit: 'ms',
      ours: of('expanded', size, (run) => run.firstRowsMs),
      baseline: of('naive', size, (run) => run.firstRowsMs),
    }),
    metric({
      id: `dom-elements-${size}`,
      label: `${label(size)}: DOM elements, every folder open`,
      unit: 'elements',
      ours: of('expanded', size, (run) => run.elements),
      baseline: of('naive', size, (run) => run.elements),
      ...(size === 100_000 && { target: 'bounded: ≤ 1.1 × the 1k count', met: elementsAt(100_000) <= 1.1 * elementsAt(1_000) }),
    }),
    metric({
      id: `heap-${size}`,
      label: `${label(size)}: JS heap held by the mounted view, every folder open`,
      unit: 'MB',
      ours: of('expanded', size, (run) => run.heapRetainedMB),
      baseline: of('naive', size, (run) => run.heapRetainedMB),
    }),
  ]);
  // Virtualized, the first rows cost about the same at any size: 100k is held to the kit's own 1k figure of the same run.
  for (const variant of ['default', 'expanded'] as const) {
    const large = of(variant, 100_000, (run) => run.firstRowsMs);
    const small = of(variant, 1_000, (run) => run.firstRowsMs);
    treeMetrics.push(
      metric({
        id: `first-rows-${variant}-100k-vs-1k`,
        label: `100k ÷ 1k: data → first rows painted (${variant === 'default' ? 'servers open' : 'every folder open'})`,
        unit: 'ms',
        ours: large,
        baseline: small,
        against: '1k',
        target: `≤ ${FIRST_ROWS_GROWTH}× the 1k figure`,
        met: large !== undefined && small !== undefined && large.median <= FIRST_ROWS_GROWTH * small.median,
      }),
    );
  }
  treeMetrics.push(
    metric({
      id: 'mount-longest-task-100000',
      label: '100k: longest task while mounting (servers open)',
      unit: 'ms',
      ours: of('default', 100_000, (run) => run.mountLongestTaskMs),
      baseline: of('naive', 100_000, (run) => run.mountLongestTaskMs),
    }),
  );

  const flingsOf = (variant: Variant) => flings.filter((fling) => fling.variant === variant);
  const scrollOf = (variant: Variant, pick: (scroll: Scrolled) => number) => {
    const values = flingsOf(variant).map((fling) => pick(fling.scroll));
    return values.length > 0 ? summarize(values) : undefined;
  };
  const framesOf = (variant: Variant) => {
    const values = flingsOf(variant).flatMap((fling) => fling.scroll.intervals);
    return values.length > 0 ? summarize(values) : undefined;
  };
  const worstTask = scrollOf('expanded', (scroll) => scroll.longTasks.longestMs);
  const scrollMetrics = [
    metric({
      id: 'longest-task',
      label: 'longest main-thread task during the fling (worst run)',
      unit: 'ms',
      statistic: 'max',
      ours: worstTask,
      baseline: scrollOf('naive', (scroll) => scroll.longTasks.longestMs),
      target: 'none over 50 ms',
      met: (worstTask?.max ?? Infinity) <= 50,
    }),
    metric({
      id: 'long-tasks',
      label: 'long tasks (> 50 ms) per fling',
      unit: 'count',
      ours: scrollOf('expanded', (scroll) => scroll.longTasks.count),
      baseline: scrollOf('naive', (scroll) => scroll.longTasks.count),
      target: '0',
      met: (scrollOf('expanded', (scroll) => scroll.longTasks.count)?.max ?? Infinity) === 0,
    }),
    metric({
      id: 'frame-interval',
      label: 'frame interval (all frames of all runs)',
      unit: 'ms',
      statistic: 'p95',
      ours: framesOf('expanded'),
      baseline: framesOf('naive'),
    }),
  ];

  const timestamp = new Date().toISOString();
  const durationSeconds = Math.round((Date.now() - started) / 1000);
  return {
    tree: {
      scenario: 'tree',
      title: '1. Tree at scale',
      timestamp,
      durationSeconds,
      setup: {
        component: '<ResourceTree.Root> (default props) in QueryClientProvider + ResourceKitProvider',
        data: 'in-page demo server with 1k / 10k / 100k generated resources (plus its 31 project ones), every page loaded into the QueryClient before mounting',
        variants: { default: 'as the tree opens: servers open', expanded: 'defaultExpandedKeys = every generated folder: one row per resource' },
        baseline: 'a plain <ul> with one <li> per resource (title and URI), nothing virtualized, same height',
        runs: { ours: `${context.runs(3)} (${context.runs(5)} at 100k)`, naive: `${context.runs(3)} (${context.runs(1)} at 100k)` },
      },
      metrics: treeMetrics,
      details: runs,
      notes: [
        '"First rows painted": from render() to the painted frame holding the first data row (MutationObserver, then requestAnimationFrame + a message task).',
        '"JS heap held": used heap after a forced GC with the view mounted, minus the same before mounting (the loaded data is in both).',
      ],
    },
    scroll: {
      scenario: 'scroll',
      title: '3. Scroll',
      timestamp,
      durationSeconds: 0,
      setup: {
        component: '<ResourceTree.Root> over 100k resources with every folder open (100,031 rows)',
        fling: `scrollTop set once per frame in ${SCROLL_FRAMES} equal steps from top to bottom (naive: ${NAIVE_SCROLL_FRAMES} steps, the same distance)`,
        baseline: 'the plain 100k-row <ul> of scenario 1',
        runs: { ours: context.runs(5), naive: context.runs(1) },
      },
      metrics: scrollMetrics,
      details: flings.map(({ variant, scroll }) => ({ variant, ...scroll, intervals: summarize(scroll.intervals) })),
      notes: [
        'Each fling runs in a page of its own: the 100k catalog loaded, the tree mounted with every folder open as in scenario 1 (and left 500 ms), then the fling. Nothing in these pages forces a garbage collection, as the heap measurements of scenario 1 do.',
      ],
    },
  };
}
