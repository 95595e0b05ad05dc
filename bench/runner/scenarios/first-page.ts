import { single, summarize } from '../stats.ts';
import type { ScenarioResult } from '../types.ts';
import { metric, type LongTasks, type RunContext } from './context.ts';

const PAGE_SIZE = 100;

interface Run {
  variant: 'ours' | 'naive';
  pages: number;
  firstRowMs: number;
  listRequestsAtFirstRow: number;
  longTasks: LongTasks;
}

/** Scenario 4: time to the first row when the server has 100 pages versus 1 page. */
export async function runFirstPage(context: RunContext): Promise<ScenarioResult> {
  const started = Date.now();
  const runs: Run[] = [];
  for (const variant of ['ours', 'naive'] as const) {
    for (const pages of [100, 1]) {
      for (let run = 0; run < context.runs(variant === 'ours' ? 5 : 2); run += 1) {
        runs.push(
          await context.harness.withPage(async (session) => {
            await session.step('first-page.start', { pages, pageSize: PAGE_SIZE });
            const measured = await session.step<Omit<Run, 'variant' | 'pages'>>('first-page.mount', { variant });
            const errors = session.takeErrors();
            if (errors.length > 0) throw new Error(`first page ${variant}: ${errors[0]}`);
            context.log(`first page ${variant}, ${pages} pages: ${Math.round(measured.firstRowMs)} ms`);
            return { variant, pages, ...measured };
          }),
        );
      }
    }
  }
  const of = (variant: Run['variant'], pages: number) => summarize(runs.filter((run) => run.variant === variant && run.pages === pages).map((run) => run.firstRowMs));
  const ratio = (variant: Run['variant']) => of(variant, 100).median / of(variant, 1).median;
  const requests = (variant: Run['variant']) => summarize(runs.filter((run) => run.variant === variant && run.pages === 100).map((run) => run.listRequestsAtFirstRow));
  return {
    scenario: 'first-page',
    title: '4. First page first',
    timestamp: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    setup: {
      component: '<ResourceTree.Root> (default props) over a connected in-page demo server, fresh QueryClient',
      servers: `page size ${PAGE_SIZE}: 100 pages (${100 * PAGE_SIZE} resources) versus 1 page (${PAGE_SIZE} resources)`,
      baseline: 'walk every page (as an "aggregate all pages" helper does), then render a plain <ul> of all of them',
      runs: { ours: context.runs(5), naive: context.runs(2) },
    },
    metrics: [
      metric({ id: 'first-row-100', label: 'mount → first row painted, 100 pages', unit: 'ms', ours: of('ours', 100), baseline: of('naive', 100) }),
      metric({ id: 'first-row-1', label: 'mount → first row painted, 1 page', unit: 'ms', ours: of('ours', 1), baseline: of('naive', 1) }),
      metric({
        id: 'ratio',
        label: 'first row: 100 pages ÷ 1 page (medians)',
        unit: 'ratio',
        ours: single(ratio('ours')),
        baseline: single(ratio('naive')),
        target: '≈ 1 (≤ 1.5)',
        met: ratio('ours') <= 1.5,
      }),
      metric({
        id: 'requests-at-first-row',
        label: 'resources/list requests sent by the first row, 100 pages',
        unit: 'count',
        ours: requests('ours'),
        baseline: requests('naive'),
      }),
    ],
    details: runs,
    notes: ['The client is connected before mounting; the time covers the list request(s), rendering and painting.'],
  };
}
