/*
 * Measuring from the outside: the kit has no "rows painted" callback, so a run watches the DOM
 * (MutationObserver), waits for the frame that shows the change to be painted (requestAnimationFrame,
 * then a task posted from it, which runs after that frame), and records long tasks with PerformanceObserver.
 */

interface Scheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/**
 * Resolves with `performance.now()` once the next frame has been painted: in a task posted from that
 * frame's `requestAnimationFrame` callback, which runs after the frame's paint. Where there is
 * `scheduler.postTask` (Chromium), a user-blocking one: it runs before the tasks the page queued
 * earlier at normal priority (a message, a `scheduler.yield()` continuation), such as the render of a
 * deferred value that React scheduled during the keystroke. A message instead waited for them, so
 * "painted" trailed the paint by whatever low-priority work the page had queued (up to 25 ms in
 * traces at 100,000 resources); that work still delays the next keystroke, whose time starts at its
 * event's time stamp.
 */
export function afterPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
      if (typeof scheduler?.postTask === 'function') {
        void scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(undefined);
    });
  });
}

/** Waits `ms`, then for a painted frame. */
export async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await afterPaint();
}

/**
 * Resolves with the time at which the first frame in which `condition()` holds was painted.
 * `condition` is checked now and after every batch of DOM changes below `root`, so keep it cheap.
 */
export function whenPainted(root: Node, condition: () => boolean, { timeoutMs = 60_000, label = 'condition' } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      void afterPaint().then(resolve);
    };
    const observer = new MutationObserver(() => {
      if (!done && condition()) finish();
    });
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      observer.disconnect();
      reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${label}`));
    }, timeoutMs);
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    if (condition()) finish();
  });
}

/** Scripts of a long animation frame shorter than this are left out of what `LongTaskRecorder` names. */
const NAMED_SCRIPT_MS = 5;

/** What a Long Animation Frames entry holds of one script (Chromium's `PerformanceScriptTiming`). */
interface ScriptTiming {
  invoker: string;
  sourceFunctionName: string;
  duration: number;
}

/**
 * Long tasks (over 50 ms) of the main thread while recording, and what ran in the longest: the
 * scripts of the animation frame that held it (the Long Animation Frames API, where there is one),
 * so that an untraced run says whether a script, and which, or nothing of the page's made it. A
 * trace tells too, but tracing slows the page and moves its tasks.
 */
export class LongTaskRecorder {
  private readonly tasks: Array<{ start: number; duration: number }> = [];
  private readonly frames: Array<{ start: number; end: number; scripts: ScriptTiming[] }> = [];
  private readonly observer = new PerformanceObserver((list) => this.keepTasks(list.getEntries()));
  private readonly frameObserver = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
    ? new PerformanceObserver((list) => this.keepFrames(list.getEntries()))
    : undefined;

  constructor() {
    this.observer.observe({ type: 'longtask', buffered: false });
    this.frameObserver?.observe({ type: 'long-animation-frame', buffered: false });
  }

  private keepTasks(entries: PerformanceEntryList) {
    for (const entry of entries) this.tasks.push({ start: entry.startTime, duration: entry.duration });
  }

  private keepFrames(entries: PerformanceEntryList) {
    for (const entry of entries) {
      const { scripts } = entry as PerformanceEntry & { scripts: readonly ScriptTiming[] };
      this.frames.push({ start: entry.startTime, end: entry.startTime + entry.duration, scripts: scripts.filter((script) => script.duration >= NAMED_SCRIPT_MS) });
    }
  }

  /** Stops recording, after flushing entries the observers have not delivered yet. */
  stop(): { count: number; longestMs: number; totalMs: number; longestScripts: string[] } {
    this.keepTasks(this.observer.takeRecords());
    this.observer.disconnect();
    if (this.frameObserver) {
      this.keepFrames(this.frameObserver.takeRecords());
      this.frameObserver.disconnect();
    }
    const longest = this.tasks.reduce<{ start: number; duration: number } | undefined>((best, task) => (!best || task.duration > best.duration ? task : best), undefined);
    const frame = longest && this.frames.find(({ start, end }) => start <= longest.start + 1 && longest.start < end);
    return {
      count: this.tasks.length,
      longestMs: longest?.duration ?? 0,
      totalMs: this.tasks.reduce((sum, task) => sum + task.duration, 0),
      longestScripts: (frame?.scripts ?? [])
        .toSorted((a, b) => b.duration - a.duration)
        .map((script) => `${script.invoker}${script.sourceFunctionName ? ` (${script.sourceFunctionName})` : ''} ${Math.round(script.duration)} ms`),
    };
  }
}

/** Intervals between frames while recording, from requestAnimationFrame timestamps. */
export class FrameRecorder {
  private readonly stamps: number[] = [];
  private running = true;

  constructor() {
    const tick = (time: number) => {
      if (!this.running) return;
      this.stamps.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  stop(): number[] {
    this.running = false;
    return this.stamps.slice(1).map((stamp, index) => stamp - this.stamps[index]!);
  }
}

/**
 * The time stamp of the next `type` event anywhere in the page (capture phase, before any handler):
 * for real input this is when the browser received it, so "event to paint" includes input delay.
 */
export function nextEventTime(type: string): Promise<number> {
  return new Promise((resolve) => {
    window.addEventListener(type, (event) => resolve(event.timeStamp), { capture: true, once: true });
  });
}

/** Every element below `root`, counted. */
export function elementCount(root: Element): number {
  return root.getElementsByTagName('*').length;
}
