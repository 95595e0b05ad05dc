/**
 * The longest slice of idle-time work, in ms. Input that arrives during a slice waits for it to
 * end, so it is kept to well under a frame: a keystroke is never held up by more than this.
 */
const IDLE_SLICE_MS = 10;
/** The slice of idle-time work without `requestIdleCallback`, in ms. */
const TIMER_SLICE_MS = 8;
/** Idle-time work waits until nobody has scrolled or typed in the page for this long, in ms. */
const BUSY_QUIET_MS = 150;

let lastBusyAt = Number.NEGATIVE_INFINITY;
let watchingPage = false;

/**
 * Notes when anything in the page scrolls or a key goes down (scroll events do not bubble, but
 * they pass the window while capturing).
 */
function watchPage() {
  if (watchingPage || typeof window === 'undefined') return;
  watchingPage = true;
  const busy = () => {
    lastBusyAt = performance.now();
  };
  window.addEventListener('scroll', busy, { capture: true, passive: true });
  window.addEventListener('keydown', busy, { capture: true, passive: true });
}

/**
 * Calls `step` in idle periods (yielding to input and rendering) with the time it may take, in ms,
 * until it returns true; returns the function that stops it. While the page scrolls or the user
 * types it waits: the idle periods between the frames of a fling or between keystrokes are short,
 * and a slice that overruns one (or the garbage it leaves) delays the next frame.
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
    if (performance.now() - lastBusyAt < BUSY_QUIET_MS) {
      schedule();
      return;
    }
    const budget = deadline ? Math.min(IDLE_SLICE_MS, Math.max(1, deadline.timeRemaining())) : TIMER_SLICE_MS;
    if (!step(budget)) schedule();
  };
  schedule();
  return () => {
    stopped = true;
    cancel();
  };
}
