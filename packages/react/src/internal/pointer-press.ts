/**
 * Whether a pointer is pressed in a document, so that work a press sets off (a blur closing a
 * list) can wait until the press is over and its click has landed. Listens only while some
 * component tracks the document.
 */
interface Tracker {
  pressed: boolean;
  users: number;
  waiting: Array<() => void>;
  stop: () => void;
}

const trackers = new WeakMap<Document, Tracker>();

/** Starts tracking presses in `document`; returns the function that stops. */
export function trackPointerPresses(document: Document): () => void {
  let tracker = trackers.get(document);
  if (!tracker) {
    const created: Tracker = { pressed: false, users: 0, waiting: [], stop: () => {} };
    const press = () => {
      created.pressed = true;
    };
    // The click follows the release in the same task: what waits runs in a task of its own, after it.
    const release = () => {
      created.pressed = false;
      const waiting = created.waiting.splice(0);
      if (waiting.length > 0) setTimeout(() => waiting.forEach((callback) => callback()), 0);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    created.stop = () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      trackers.delete(document);
    };
    tracker = created;
    trackers.set(document, tracker);
  }
  const current = tracker;
  current.users += 1;
  return () => {
    current.users -= 1;
    if (current.users === 0) {
      current.stop();
      current.waiting.splice(0).forEach((callback) => callback());
    }
  };
}

/** Runs `callback` once the press in progress in `document` is over (after its click), or at once when none is. */
export function afterPointerPress(document: Document, callback: () => void): void {
  const tracker = trackers.get(document);
  if (tracker?.pressed) tracker.waiting.push(callback);
  else callback();
}
