import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startHarness, type Harness } from './harness.ts';
import { describeMachine } from './machine.ts';
import { resultsTable } from './report.ts';
import { runBlob } from './scenarios/blob.ts';
import { runBundle } from './scenarios/bundle.ts';
import type { RunContext } from './scenarios/context.ts';
import { runFirstPage } from './scenarios/first-page.ts';
import { runLive } from './scenarios/live.ts';
import { runPreview } from './scenarios/preview.ts';
import { DEFAULT_SCALES, runScale, SCALES, SMALLEST_SCALE, type Scale } from './scenarios/scale.ts';
import { runSearch } from './scenarios/search.ts';
import { runTree } from './scenarios/tree.ts';
import type { Machine, ScenarioResult } from './types.ts';

/*
 * `npm run bench`: builds the benchmark page for production, serves it with `vite preview`, drives
 * Chromium through every scenario, writes bench/results/<scenario>.json and latest.json, and prints
 * a table. Options: --only tree,search,… (scroll runs with tree), --runs N (every scenario N runs),
 * --scale 10k,100k,1m (the sizes of the scale scenario; alone it means --only scale; also BENCH_SCALE),
 * --skip-build (reuse bench/dist), --table (print the table of bench/results/latest.json, run nothing).
 */

const SCENARIOS = ['tree', 'search', 'scroll', 'first-page', 'preview', 'live', 'scale', 'blob', 'bundle'] as const;
type ScenarioId = (typeof SCENARIOS)[number];
/** Result ids in table order: the scale scenario writes one result per size. */
const RESULT_IDS = SCENARIOS.flatMap((id) => (id === 'scale' ? Object.keys(SCALES).map((scale) => `scale-${scale}`) : [id]));

const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string' },
    scale: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    table: { type: 'boolean', default: false },
  },
});

if (values.table) {
  const latest = JSON.parse(await readFile(`${fileURLToPath(new URL('../results/', import.meta.url))}latest.json`, 'utf8')) as { timestamp: string; machine: Machine; scenarios: ScenarioResult[] };
  const { machine: measuredOn } = latest;
  console.log(`${latest.timestamp}: ${measuredOn.cpu}, ${measuredOn.cores} cores, ${measuredOn.memoryGiB} GiB; Node ${measuredOn.node}; Chromium ${measuredOn.chromium}\n`);
  console.log(resultsTable(latest.scenarios));
  process.exit(0);
}

const scaleOption = values.scale ?? process.env.BENCH_SCALE;
const scales = (scaleOption?.split(',').map((scale) => scale.trim().toLowerCase()).filter(Boolean) ?? DEFAULT_SCALES) as Scale[];
for (const scale of scales) if (!(scale in SCALES)) throw new Error(`Unknown scale "${scale}"; choose from ${Object.keys(SCALES).join(', ')}`);
const only = new Set((values.only?.split(',').map((id) => id.trim()).filter(Boolean) ?? (values.scale ? ['scale'] : SCENARIOS)) as ScenarioId[]);
for (const id of only) if (!SCENARIOS.includes(id)) throw new Error(`Unknown scenario "${id}"; choose from ${SCENARIOS.join(', ')}`);
const runsOverride = values.runs === undefined ? undefined : Number(values.runs);
if (runsOverride !== undefined && !(Number.isInteger(runsOverride) && runsOverride > 0)) throw new Error('--runs takes a positive integer');

const started = Date.now();
const log = (message: string) => console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${message}`);

const needsBrowser = [...only].some((id) => id !== 'bundle');
let harness: Harness | undefined;
const results: ScenarioResult[] = [];
let machine: Machine = describeMachine('not started');

/** What `bench/results/<name>` holds from an earlier run, if it is there. */
async function saved<T>(name: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(`${RESULTS}${name}`, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function save(result: ScenarioResult) {
  results.push(result);
  await writeFile(`${RESULTS}${result.scenario}.json`, `${JSON.stringify({ machine, ...result }, null, 2)}\n`);
}

try {
  await mkdir(RESULTS, { recursive: true });
  if (needsBrowser) {
    log(values['skip-build'] ? 'serving the existing production build of bench/' : 'building bench/ for production (vite build) and serving it (vite preview)');
    harness = await startHarness({ skipBuild: values['skip-build'] });
    machine = describeMachine(harness.browser.version());
  }
  const context: RunContext | undefined = harness && {
    harness,
    runs: (defaultRuns) => runsOverride ?? defaultRuns,
    log,
  };
  if (context && (only.has('tree') || only.has('scroll'))) {
    const { tree, scroll } = await runTree(context);
    await save(tree);
    await save(scroll);
  }
  if (context && only.has('search')) await save(await runSearch(context));
  if (context && only.has('first-page')) await save(await runFirstPage(context));
  if (context && only.has('preview')) await save(await runPreview(context));
  if (context && only.has('live')) await save(await runLive(context));
  if (context && only.has('scale')) {
    // The larger sizes are set against the smallest one: this run's, or the last one saved.
    let smallest = scales.includes(SMALLEST_SCALE) ? undefined : await saved<ScenarioResult>(`scale-${SMALLEST_SCALE}.json`);
    for (const scale of scales) {
      const result = await runScale(context, scale, smallest);
      if (scale === SMALLEST_SCALE) smallest = result;
      await save(result);
    }
  }
  if (context && only.has('blob')) await save(await runBlob(context));
  if (only.has('bundle')) await save(await runBundle(log));
} finally {
  await harness?.close();
}

// latest.json keeps the newest result of every scenario (without per-run details, which stay in
// <scenario>.json), so `--only` refreshes just some of them.
const previous = (await saved<{ scenarios: ScenarioResult[] }>('latest.json'))?.scenarios ?? [];
const merged = RESULT_IDS.flatMap((id) => results.find((result) => result.scenario === id) ?? previous.find((result) => result.scenario === id) ?? []).map(
  ({ details: _details, ...result }) => result,
);
await writeFile(
  `${RESULTS}latest.json`,
  `${JSON.stringify({ timestamp: new Date().toISOString(), machine, build: 'vite build (production) served by vite preview', scenarios: merged }, null, 2)}\n`,
);

console.log(`\nMachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}; Chromium ${machine.chromium}`);
console.log(`Production build (vite build + vite preview); ${Math.round((Date.now() - started) / 1000)} s in all.\n`);
console.log(resultsTable(RESULT_IDS.flatMap((id) => results.filter((result) => result.scenario === id))));
const missed = results.flatMap((result) => result.metrics.filter((metric) => metric.met === false).map((metric) => `${result.title}: ${metric.label}`));
if (missed.length > 0) console.log(`\nTargets not met (${missed.length}):\n${missed.map((line) => `- ${line}`).join('\n')}`);
console.log(`\nJSON: bench/results/<scenario>.json and bench/results/latest.json`);
