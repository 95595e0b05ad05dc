/*
 * The worker of the floor of a worker's answer (floors.tsx): it posts back what it is sent, at once.
 * Whatever a page shows from a worker's answer pays this round trip and the browser's scheduling of
 * the reply, before any matching.
 */
self.onmessage = (event: MessageEvent<unknown>) => self.postMessage(event.data);
