import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { build, preview, type PreviewServer } from 'vite';
import { chromiumLaunchOptions } from '../../test-support/chromium.ts';

const CONFIG_FILE = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/** The production build of the benchmark page, served by `vite preview`, and one Chromium. */
export interface Harness {
  browser: Browser;
  url: string;
  /** Runs `use` in a fresh browser context and page, closed afterwards. */
  withPage<T>(use: (session: BenchPage) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A page of the benchmark app, with its steps and the DevTools protocol for heap numbers. */
export interface BenchPage {
  page: Page;
  /** Calls a step of the page (see bench/page/main.ts). */
  step<T>(name: string, args?: unknown): Promise<T>;
  /** Uncaught errors of the page since the last call (they do not stop a run: the scenario records them). */
  takeErrors(): string[];
  /**
   * After a full garbage collection: the used JS heap, and the array buffers and external strings the
   * page holds outside it (`backing`), in bytes.
   */
  heapAfterGc(): Promise<{ used: number; backing: number }>;
  /** The same as it is now, without a collection first: what the page holds, garbage included. */
  heapNow(): Promise<{ used: number; backing: number }>;
  /** The same for each of the page's workers (their heaps are their own), after a full garbage collection in each. */
  workersHeapAfterGc(): Promise<WorkerHeap[]>;
  cdp: CDPSession;
}

export interface WorkerHeap {
  /** The worker's script. */
  url: string;
  used: number;
  backing: number;
}

export async function startHarness({ skipBuild = false }: { skipBuild?: boolean } = {}): Promise<Harness> {
  if (!skipBuild) await build({ configFile: CONFIG_FILE, mode: 'production' });
  const server: PreviewServer = await preview({ configFile: CONFIG_FILE, preview: { host: '127.0.0.1', port: 4319, strictPort: false }, logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  const browser = await chromium.launch({ ...withArgs(withJsFlags(chromiumLaunchOptions(), process.env.BENCH_JS_FLAGS), process.env.BENCH_CHROMIUM_ARGS), headless: true });
  return {
    browser,
    url,
    async withPage(use) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(url);
        await page.waitForSelector('html[data-bench-ready]');
        const cdp = await context.newCDPSession(page);
        const session: BenchPage = {
          page,
          cdp,
          async step<T>(name: string, args?: unknown) {
            return (await page.evaluate(([stepName, stepArgs]) => window.bench.run(stepName as string, stepArgs), [name, args] as const)) as T;
          },
          takeErrors() {
            return errors.splice(0);
          },
          heapAfterGc: () => heapAfterGc((method) => cdp.send(method) as Promise<Record<string, number>>),
          heapNow: () => heapUsage((method) => cdp.send(method) as Promise<Record<string, number>>),
          workersHeapAfterGc: () => workersHeapAfterGc(cdp),
        };
        return await use(session);
      } finally {
        await context.close();
      }
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * The launch options with `flags` added to V8's (`BENCH_JS_FLAGS`, e.g. `--trace-deopt`; V8 prints to the
 * browser's output, which Playwright shows with `DEBUG=pw:browser`). Chromium reads one `--js-flags`.
 */
function withJsFlags<T extends { args: string[] }>(options: T, flags: string | undefined): T {
  if (!flags) return options;
  const at = options.args.findIndex((arg) => arg.startsWith('--js-flags='));
  const args = at < 0 ? [...options.args, `--js-flags=${flags}`] : options.args.map((arg, index) => (index === at ? `${arg} ${flags}` : arg));
  return { ...options, args };
}

/**
 * The launch options with `extra` switches added (`BENCH_CHROMIUM_ARGS`, space-separated): to measure the same
 * build under another setting of the browser, e.g. `--disable-features=DeferRendererTasksAfterInput`.
 */
function withArgs<T extends { args: string[] }>(options: T, extra: string | undefined): T {
  if (!extra) return options;
  return { ...options, args: [...options.args, ...extra.split(' ').filter(Boolean)] };
}

/** Two full collections, then the heap's use and the array buffers outside it: `send` reaches the page's session or a worker's. */
async function heapAfterGc(send: (method: 'HeapProfiler.collectGarbage' | 'Runtime.getHeapUsage') => Promise<Record<string, number>>): Promise<{ used: number; backing: number }> {
  await send('HeapProfiler.collectGarbage');
  await send('HeapProfiler.collectGarbage');
  return heapUsage(send);
}

/** The heap's use and the array buffers outside it, as they are: `send` reaches the page's session or a worker's. */
async function heapUsage(send: (method: 'Runtime.getHeapUsage') => Promise<Record<string, number>>): Promise<{ used: number; backing: number }> {
  const usage = await send('Runtime.getHeapUsage');
  return { used: usage.usedSize ?? 0, backing: usage.backingStorageSize ?? 0 };
}

/** A reply of a worker's session, as `Target.receivedMessageFromTarget` carries it. */
interface Reply {
  id?: number;
  result?: Record<string, number>;
  error?: { message: string };
}

interface AttachedToTarget {
  sessionId: string;
  targetInfo: { type: string; url: string };
}

/**
 * Attaches to the page's dedicated workers for as long as it takes to collect their garbage and read
 * their heaps, then detaches: a debugger session left on a worker could slow what the runs measure.
 * Through `Target.sendMessageToTarget`, as Playwright's CDP sessions cannot address a child session.
 */
async function workersHeapAfterGc(cdp: CDPSession): Promise<WorkerHeap[]> {
  const workers: AttachedToTarget[] = [];
  const replies = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  const attached = (event: AttachedToTarget) => {
    if (event.targetInfo.type === 'worker') workers.push(event);
  };
  const received = (event: { message: string }) => {
    const reply = JSON.parse(event.message) as Reply;
    if (reply.id !== undefined) replies.get(reply.id)?.(reply);
  };
  const send = (sessionId: string, method: string) =>
    new Promise<Record<string, number>>((resolve, reject) => {
      const id = nextId++;
      replies.set(id, (reply) => (reply.error ? reject(new Error(`${method}: ${reply.error.message}`)) : resolve(reply.result ?? {})));
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch(reject);
    });
  cdp.on('Target.attachedToTarget', attached);
  cdp.on('Target.receivedMessageFromTarget', received);
  try {
    // Existing workers are attached before this returns.
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    const heaps: WorkerHeap[] = [];
    for (const { sessionId, targetInfo } of workers) heaps.push({ url: targetInfo.url, ...(await heapAfterGc((method) => send(sessionId, method))) });
    return heaps;
  } finally {
    await cdp.send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false, flatten: false });
    for (const { sessionId } of workers) await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    cdp.off('Target.attachedToTarget', attached);
    cdp.off('Target.receivedMessageFromTarget', received);
  }
}
