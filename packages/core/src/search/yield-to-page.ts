const waiting: Array<() => void> = [];
let channel: MessageChannel | undefined;

/**
 * Runs `task` in a new task, after the page has had its turn at input and rendering. A message
 * rather than `setTimeout(0)`: chained timeouts are clamped to 4 ms, which would add half again to
 * every 8 ms slice of matching. One channel serves every task: each new channel is a new message
 * pipe in the browser, and making them showed in profiles of typing.
 */
export function yieldToPage(task: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Outside a browser (a server render), a listening port would keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  waiting.push(task);
  channel.port2.postMessage(undefined);
}
