import { yieldToPage } from '@mcp-resource-kit/core';

/**
 * The longest slice of idle-time work, in ms. Input that arrives during a slice waits for it to
 * end, so it is kept to well under a frame: a keystroke is never held up by more than this.
 */
const IDLE_SLICE_MS = 10;
/** The slice of idle-time work without `requestIdleCallback`, in ms. */
const TIMER_SLICE_MS = 8;
/** The least idle time worth another slice in the same idle period, in ms. */
const MIN_SLICE_MS = 2;
/** Idle-time work waits until nobody has scrolled, typed or pressed a pointer in the page for this long, in ms. */
const BUSY_QUIET_MS = 150;

let lastBusyAt = Number.NEGATIVE_INFINITY;
let watchingPage = false;

/**
 * Notes when anything in the page scrolls, a key goes down or a pointer is pressed (scroll events
 * do not bubble, but they pass the window while capturing). A press often opens something the user
 * types into next (the search palette): work that waited for typing to pause then landed on its
 * first keystroke.
 */
function watchPage() {
  if (watchingPage || typeof window === 'undefined') return;
  watchingPage = true;
  const busy = () => {
    lastBusyAt = performance.now();
  };
  window.addEventListener('scroll', busy, { capture: true, passive: true });
  window.addEventListener('keydown', busy, { capture: true, passive: true });
  window.addEventListener('pointerdown', busy, { capture: true, passive: true });
}

/** True while the user scrolls, types or clicks in the page: within `BUSY_QUIET_MS` of the last of them. */
function isUserBusy(): boolean {
  return performance.now() - lastBusyAt < BUSY_QUIET_MS;
}

/**
 * Calls `step` in idle periods (yielding to input and rendering) with the time it may take, in ms,
 * until it returns true; returns the function that stops it. While the page scrolls or the user
 * types or clicks it waits: the idle periods between the frames of a fling or between keystrokes
 * are short, and a slice that overruns one (or the garbage it leaves) delays the next frame.
 */
export function whenIdle(step: (budgetMs: number) => boolean): () => void {
  watchPage();
  let stopped = false;
  let cancel = () => undefined as void;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run);
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(() => run(), 0);
      cancel = () => clearTimeout(handle);
    }
  };
  const run = (deadline?: IdleDeadline) => {
    if (stopped) return;
    if (!deadline) {
      if (isUserBusy()) schedule();
      else if (!step(TIMER_SLICE_MS)) schedule();
      return;
    }
    slice(performance.now() + Math.max(1, deadline.timeRemaining()));
  };
  // An idle period lasts up to 50 ms, and a callback asked for in one runs in the next: one slice
  // per period would leave four fifths of the idle time unused (at a million resources, the look-ups
  // the first keystroke needs were then not done by the time it came). So slices go on to the
  // period's end, each in a task of its own, which lets input and rendering in between.
  const slice = (end: number) => {
    if (stopped) return;
    if (isUserBusy()) {
      schedule();
      return;
    }
    if (step(Math.min(IDLE_SLICE_MS, Math.max(1, end - performance.now())))) return;
    if (end - performance.now() >= MIN_SLICE_MS) yieldToPage(() => slice(end));
    else schedule();
  };
  schedule();
  return () => {
    stopped = true;
    cancel();
  };
}
