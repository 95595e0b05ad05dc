import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchPage } from './harness.ts';
import type { LongTasks } from './scenarios/context.ts';

/**
 * With `BENCH_TRACE_DIR` set, a browser trace (the DevTools timeline: scripts, style, layout, paint,
 * GC) from now until `save`, written there as `<name>.json` for DevTools' Performance panel: where a
 * keystroke's time goes outside JavaScript, which a CPU profile shows only as "(program)". With
 * `BENCH_TRACE_CPU` set too, the trace also holds JavaScript samples of the page and its workers, on
 * the same clock as its tasks. `BENCH_TRACE_CATEGORIES` adds categories of its own, comma-separated
 * (`disabled-by-default-v8.compile`: every function compiled on its first call, and each optimization).
 */
export async function startTrace(session: BenchPage): Promise<{ save: (name: string) => Promise<void> } | undefined> {
  const directory = process.env.BENCH_TRACE_DIR;
  if (!directory) return undefined;
  await session.cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: timelineCategories() } });
  return {
    save: async (name) => writeTrace(directory, name, await readTrace(session)),
  };
}

/** What `startTrace` records: the DevTools timeline, collections, and JavaScript samples with `BENCH_TRACE_CPU`. */
function timelineCategories(): string[] {
  return ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-v8.gc', ...(process.env.BENCH_TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : []), ...extraCategories()];
}

/** Ends the browser's trace and reads it whole. */
async function readTrace(session: BenchPage): Promise<string> {
  const complete = new Promise<string>((resolve) => session.cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)));
  await session.cdp.send('Tracing.end');
  const stream = await complete;
  const parts: Buffer[] = [];
  for (;;) {
    const { data, eof, base64Encoded } = await session.cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    parts.push(Buffer.from(data, base64Encoded ? 'base64' : 'utf8'));
    if (eof) break;
  }
  await session.cdp.send('IO.close', { handle: stream });
  return Buffer.concat(parts).toString('utf8');
}

async function writeTrace(directory: string, name: string, trace: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, `${name}.json`), trace);
}

/** The categories `BENCH_TRACE_CATEGORIES` names. */
function extraCategories(): string[] {
  return (process.env.BENCH_TRACE_CATEGORIES ?? '').split(',').map((category) => category.trim()).filter(Boolean);
}

/** Tasks from this long count as long, as the Long Tasks API counts them. */
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * The page's main-thread tasks over 50 ms from now until `stop`, read from a browser trace of its
 * tasks: also those that run no script, which the Long Tasks API does not report (at a million
 * resources, a bare page's scavenges of 48–73 ms, each a task of its own, went unreported). `stop`
 * ends the trace and keeps it; `longTasks` reads it, once the measurements after it are done: reading
 * a trace of a million resources listed right away made the typing after it 1.4× slower.
 * With `BENCH_TRACE_DIR` set, the trace is `startTrace`'s, and is saved as `<name>.json` too.
 */
export async function traceLongTasks(session: BenchPage, name: string): Promise<{ stop: () => Promise<{ longTasks: () => LongTasks }> }> {
  const directory = process.env.BENCH_TRACE_DIR;
  const categories = directory ? timelineCategories() : ['disabled-by-default-devtools.timeline'];
  await session.cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: categories } });
  return {
    async stop() {
      const trace = await readTrace(session);
      if (directory) await writeTrace(directory, name, trace);
      return {
        longTasks: () => {
          const parsed = JSON.parse(trace) as { traceEvents: TraceEvent[] } | TraceEvent[];
          return longTasksOfMainThread(Array.isArray(parsed) ? parsed : parsed.traceEvents);
        },
      };
    },
  };
}

/** Long tasks of the renderer's main thread with the most tasks: the page's (other renderers are idle pages). */
function longTasksOfMainThread(events: TraceEvent[]): LongTasks {
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasksByThread = new Map<string, number[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    let tasks = tasksByThread.get(thread);
    if (!tasks) tasksByThread.set(thread, (tasks = []));
    tasks.push((event.dur ?? 0) / 1000);
  }
  const tasks = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const long = tasks.filter((ms) => ms > LONG_TASK_MS);
  return { count: long.length, longestMs: Math.max(0, ...long), totalMs: long.reduce((sum, ms) => sum + ms, 0) };
}
