interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task: after whatever is queued, except in Chromium, where a `scheduler.yield()`
 * continuation goes ahead of the thread's waiting messages (see `taskAfterMessages`), so that a
 * request's slices follow one another. Not `setTimeout(0)`, which browsers clamp to 4 ms after a
 * few nested calls: a slice loop would spend a third of its time waiting.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return taskAfterMessages();
}

/**
 * Resolves in a task queued behind the messages already waiting, for work nobody waits for: in
 * Chromium a `scheduler.yield()` continuation runs ahead of the thread's waiting messages, so a
 * long run of such work yielding with `nextTask` held a request back until it had finished (a
 * filter keystroke of 400–770 ms at a million, while one-letter rankings were made ahead).
 */
export function taskAfterMessages(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
