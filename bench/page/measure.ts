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

/** Long tasks (over 50 ms) of the main thread while recording. */
export class LongTaskRecorder {
  private readonly durations: number[] = [];
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) this.durations.push(entry.duration);
  });

  constructor() {
    this.observer.observe({ type: 'longtask', buffered: false });
  }

  /** Stops recording, after flushing entries the observer has not delivered yet. */
  stop(): { count: number; longestMs: number; totalMs: number } {
    for (const entry of this.observer.takeRecords()) this.durations.push(entry.duration);
    this.observer.disconnect();
    return {
      count: this.durations.length,
      longestMs: Math.max(0, ...this.durations),
      totalMs: this.durations.reduce((sum, duration) => sum + duration, 0),
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
