import { summarize } from '../stats.ts';
import type { ScenarioResult } from '../types.ts';
import { metric, type LongTasks, type RunContext } from './context.ts';

interface Mounted {
  firstScreenMs: number;
  highlightedMs: number;
  middleHighlightedMs: number;
  lineElements: number;
  thread: string;
  longTasks: LongTasks;
}

interface Run extends Mounted {
  variant: 'ours' | 'naive';
  bytes: number;
  /** `cold`: the first preview of a fresh page (worker start, grammar load); `warm`: the same text opened again. */
  start: 'cold' | 'warm';
}

const SIZES = [1_000_000, 5_000_000];

/** Scenario 5: a 1 MB and a 5 MB TypeScript file, to the first highlighted screen. */
export async function runPreview(context: RunContext): Promise<ScenarioResult> {
  const started = Date.now();
  const runs: Run[] = [];
  for (const bytes of SIZES) {
    for (const variant of ['ours', 'naive'] as const) {
      // The naive 5 MB highlight blocks the page for about 50 s: it runs once.
      const count = variant === 'ours' ? context.runs(5) : context.runs(bytes > 1_000_000 ? 1 : 2);
      for (let run = 0; run < count; run += 1) {
        runs.push(
          ...(await context.harness.withPage(async (session) => {
            await session.step('preview.load', { bytes });
            const measured: Run[] = [];
            for (const start of variant === 'ours' ? (['cold', 'warm'] as const) : (['cold'] as const)) {
              const mounted = await session.step<Mounted>('preview.mount', { variant });
              measured.push({ variant, bytes, start, ...mounted });
              context.log(`preview ${variant} ${bytes / 1e6} MB ${start}: highlighted ${Math.round(mounted.highlightedMs)} ms, longest task ${Math.round(mounted.longTasks.longestMs)} ms (${mounted.thread})`);
            }
            const errors = session.takeErrors();
            if (errors.length > 0) throw new Error(`preview ${variant}: ${errors[0]}`);
            return measured;
          })),
        );
      }
    }
  }
  const of = (variant: Run['variant'], bytes: number, start: Run['start'], pick: (run: Run) => number) => {
    const values = runs.filter((run) => run.variant === variant && run.bytes === bytes && run.start === start).map(pick);
    return values.length > 0 ? summarize(values) : undefined;
  };
  const metrics = SIZES.flatMap((bytes) => {
    const size = `${bytes / 1_000_000} MB`;
    const longest = of('ours', bytes, 'cold', (run) => run.longTasks.longestMs);
    const longestWarm = of('ours', bytes, 'warm', (run) => run.longTasks.longestMs);
    return [
      metric({ id: `first-screen-${bytes}`, label: `${size}: first screen painted (plain text)`, unit: 'ms', ours: of('ours', bytes, 'cold', (run) => run.firstScreenMs), baseline: of('naive', bytes, 'cold', (run) => run.firstScreenMs) }),
      metric({
        id: `highlighted-cold-${bytes}`,
        label: `${size}: first highlighted screen, cold page`,
        unit: 'ms',
        ours: of('ours', bytes, 'cold', (run) => run.highlightedMs),
        baseline: of('naive', bytes, 'cold', (run) => run.highlightedMs),
      }),
      metric({ id: `highlighted-warm-${bytes}`, label: `${size}: first highlighted screen, opened again`, unit: 'ms', ours: of('ours', bytes, 'warm', (run) => run.highlightedMs), baseline: undefined }),
      metric({
        id: `middle-${bytes}`,
        label: `${size}: jump to the middle → highlighted`,
        unit: 'ms',
        ours: of('ours', bytes, 'cold', (run) => run.middleHighlightedMs),
        baseline: of('naive', bytes, 'cold', (run) => run.middleHighlightedMs),
      }),
      metric({
        id: `longest-task-${bytes}`,
        label: `${size}: longest main-thread task, open to idle (worst run, cold and again)`,
        unit: 'ms',
        statistic: 'max',
        ours: longest && longestWarm ? summarize([...longest.samples, ...longestWarm.samples]) : longest,
        baseline: of('naive', bytes, 'cold', (run) => run.longTasks.longestMs),
        target: 'none over 50 ms',
        met: Math.max(longest?.max ?? Infinity, longestWarm?.max ?? 0) <= 50,
      }),
      metric({ id: `lines-${bytes}`, label: `${size}: line elements in the DOM`, unit: 'elements', ours: of('ours', bytes, 'cold', (run) => run.lineElements), baseline: of('naive', bytes, 'cold', (run) => run.lineElements) }),
    ];
  });
  const threads = [...new Set(runs.filter((run) => run.variant === 'ours').map((run) => run.thread))];
  return {
    scenario: 'preview',
    title: '5. Large preview',
    timestamp: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    setup: {
      component: '<ResourcePreview.Text language="typescript" maxLines={Infinity}> (the "show all" state), 960 px wide',
      text: "the demo server's src/server.ts repeated to 1 MB and 5 MB (27k and 137k lines)",
      highlighting: `shiki (JavaScript regex engine) in the kit's ${threads.join(' / ')}`,
      baseline: "shiki's codeToHtml of the whole file on the main thread (same engine and grammar), every line in the DOM",
      runs: { ours: `${context.runs(5)} pages, each opening the text twice (cold, then again)`, naive: `${context.runs(2)} at 1 MB, ${context.runs(1)} at 5 MB` },
    },
    metrics,
    details: runs,
    notes: [
      '"Cold" is the first preview of a fresh page: it includes starting the worker and loading and compiling the TypeScript grammar.',
      '"Highlighted" means the first line of the file shows a keyword token colour; the middle check waits for a highlighted line in view after scrollTop jumps to half the height.',
    ],
  };
}
