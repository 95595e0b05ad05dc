/**
 * Runs `task` in a new task, after the page has had its turn at input and rendering. A message
 * rather than `setTimeout(0)`: chained timeouts are clamped to 4 ms, which would add half again to
 * every 8 ms slice of matching.
 */
export function yieldToPage(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(undefined);
}
