import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchPage } from './harness.ts';

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
  await session.cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-v8.gc', ...(process.env.BENCH_TRACE_CPU ? ['disabled-by-default-v8.cpu_profiler'] : []), ...extraCategories()] },
  });
  return {
    async save(name) {
      const complete = new Promise<string>((resolve) => session.cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream!)));
      await session.cdp.send('Tracing.end');
      const stream = await complete;
      await mkdir(directory, { recursive: true });
      const file = createWriteStream(join(directory, `${name}.json`));
      for (;;) {
        const { data, eof, base64Encoded } = await session.cdp.send('IO.read', { handle: stream, size: 1 << 20 });
        file.write(base64Encoded ? Buffer.from(data, 'base64') : data);
        if (eof) break;
      }
      await session.cdp.send('IO.close', { handle: stream });
      await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
    },
  };
}

/** The categories `BENCH_TRACE_CATEGORIES` names. */
function extraCategories(): string[] {
  return (process.env.BENCH_TRACE_CATEGORIES ?? '').split(',').map((category) => category.trim()).filter(Boolean);
}
