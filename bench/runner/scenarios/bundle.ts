import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { single } from '../stats.ts';
import type { ScenarioResult } from '../types.ts';
import { metric } from './context.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONFIG = 'bench/size-limit.config.js';

interface SizeLimitCheck {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit?: number;
}

function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The naive way to highlight: `import { codeToHtml } from 'shiki'` bundled eagerly, every grammar, theme and the WASM engine. */
async function eagerShikiGzip(): Promise<number> {
  const directory = await mkdtemp(join(tmpdir(), 'mcp-resource-kit-bench-'));
  try {
    const entry = join(directory, 'entry.js');
    await writeFile(entry, "import { codeToHtml } from 'shiki';\nconsole.log(codeToHtml);\n");
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      write: false,
      outdir: join(directory, 'out'),
      nodePaths: [join(ROOT, 'node_modules')],
      loader: { '.wasm': 'binary' },
      logLevel: 'silent',
    });
    return result.outputFiles.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Scenario 7: gzip sizes against the size-limit budgets (after building the packages). */
export async function runBundle(log: (message: string) => void): Promise<ScenarioResult> {
  const started = Date.now();
  log('bundle: building @mcp-resource-kit/core and @mcp-resource-kit/react');
  const built = await run('npm', ['run', 'build', '-w', '@mcp-resource-kit/core', '-w', '@mcp-resource-kit/react']);
  if (built.code !== 0) throw new Error(`Building the packages failed:\n${built.stdout}\n${built.stderr}`);
  const limited = await run('npx', ['--no-install', 'size-limit', '--config', CONFIG, '--json']);
  let checks: SizeLimitCheck[];
  try {
    checks = JSON.parse(limited.stdout) as SizeLimitCheck[];
  } catch {
    throw new Error(`size-limit did not answer JSON:\n${limited.stdout}\n${limited.stderr}`);
  }
  const eager = await eagerShikiGzip();
  const kB = (bytes: number) => bytes / 1000;
  const labels = ['@mcp-resource-kit/core', '@mcp-resource-kit/react (with core)', 'lazy preview highlight chunk'];
  return {
    scenario: 'bundle',
    title: '7. Bundle',
    timestamp: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    setup: {
      tool: `size-limit with @size-limit/preset-small-lib (esbuild, minified, everything the entry exports), gzip level 9; config ${CONFIG}`,
      built: 'npm run build -w @mcp-resource-kit/core -w @mcp-resource-kit/react (tsc), then the dist/ files are measured',
      excluded: {
        core: '@modelcontextprotocol/client, @modelcontextprotocol/core and zod (externals: the host ships the SDK, and zod with it)',
        react: 'the same, plus the peers react, react-dom, @tanstack/react-query and shiki; @mcp-resource-kit/core is included',
        highlight: 'dist/resource-preview/highlight/highlight-worker.js bundled with shiki/core, the JavaScript regex engine and the TypeScript grammar; the other 15 grammars stay external (each is its own lazy chunk)',
      },
      baseline: "highlight row: `import { codeToHtml } from 'shiki'` bundled eagerly (every grammar and theme, and the Oniguruma WASM)",
    },
    metrics: checks.map((check, index) =>
      metric({
        id: `size-${index}`,
        label: `${labels[index] ?? check.name}, gzip`,
        unit: 'kB',
        ours: single(kB(check.size)),
        baseline: index === 2 ? single(kB(eager)) : undefined,
        target: check.sizeLimit === undefined ? undefined : `≤ ${kB(check.sizeLimit)} kB (budget)`,
        met: check.passed,
      }),
    ),
    details: checks,
    notes: ['kB = 1,000 bytes, as size-limit counts.'],
  };
}
