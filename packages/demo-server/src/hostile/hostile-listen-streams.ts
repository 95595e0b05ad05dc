import { SUBSCRIPTION_ID_META_KEY } from '@modelcontextprotocol/server';
import type { ListenStreamFault } from './hostile-options.js';

type SubscriptionId = string | number;

interface TrackedStream {
  readonly subscriptionId: SubscriptionId;
  /** Set once the SDK's first frame (the acknowledgement) has been passed on: only then may frames be injected. */
  acknowledged: boolean;
  inject(frame: string): void;
  drop(): void;
  close(): void;
}

const encoder = new TextEncoder();

const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/event-stream');
}

/**
 * The hostile server's `subscriptions/listen` streams: the SDK's streams, passed through so that
 * notifications can be injected after the acknowledgement (whatever the stream's filter says) and
 * the streams can break on a timer; or, under the never-acknowledge fault, a stream of our own
 * that never says anything.
 */
export class HostileListenStreams {
  readonly #streams = new Set<TrackedStream>();

  constructor(private readonly fault: ListenStreamFault | undefined) {}

  /** How many open streams were acknowledged, and how many are held open without an acknowledgement. */
  counts(): { acknowledged: number; unacknowledged: number } {
    let acknowledged = 0;
    for (const stream of this.#streams) if (stream.acknowledged) acknowledged++;
    return { acknowledged, unacknowledged: this.#streams.size - acknowledged };
  }

  /** Answers a listen request: held open silently under 'never-acknowledge', otherwise the SDK's answer, tracked. */
  async listen(subscriptionId: SubscriptionId, signal: AbortSignal, forward: () => Promise<Response>): Promise<Response> {
    if (this.fault?.kind === 'never-acknowledge') return this.#silent(subscriptionId, signal);
    const response = await forward();
    return isEventStream(response) && response.body ? this.#track(response, response.body, subscriptionId) : response;
  }

  /** Writes one notification, stamped with each stream's subscription id, to every acknowledged stream; returns how many got it. */
  broadcast(method: string, params: Record<string, unknown>): number {
    let reached = 0;
    for (const stream of this.#streams) {
      if (!stream.acknowledged) continue;
      const message = { jsonrpc: '2.0', method, params: { ...params, _meta: { [SUBSCRIPTION_ID_META_KEY]: stream.subscriptionId } } };
      stream.inject(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
      reached++;
    }
    return reached;
  }

  dropAll(): void {
    for (const stream of [...this.#streams]) stream.drop();
  }

  closeAll(): void {
    for (const stream of [...this.#streams]) stream.close();
  }

  #track(response: Response, upstream: ReadableStream<Uint8Array>, subscriptionId: SubscriptionId): Response {
    const reader = upstream.getReader();
    const streams = this.#streams;
    const fault = this.fault;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stream: TrackedStream | undefined;
    const end = () => {
      ended = true;
      clearTimeout(timer);
      if (stream) streams.delete(stream);
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = {
          subscriptionId,
          acknowledged: false,
          inject(frame) {
            if (!ended) controller.enqueue(encoder.encode(frame));
          },
          drop() {
            if (ended) return;
            end();
            controller.error(new TypeError('The listen stream was dropped by the hostile demo server.'));
            reader.cancel('dropped').catch(() => {});
          },
          close() {
            if (ended) return;
            end();
            controller.close();
            reader.cancel('closed').catch(() => {});
          },
        };
        streams.add(stream);
        if (fault?.kind === 'drop') timer = setTimeout(() => stream?.drop(), fault.afterMs);
      },
      async pull(controller) {
        const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (ended) return;
        if (done) {
          end();
          controller.close();
          return;
        }
        controller.enqueue(value);
        if (stream) stream.acknowledged = true;
      },
      cancel(reason) {
        end();
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  #silent(subscriptionId: SubscriptionId, signal: AbortSignal): Response {
    const streams = this.#streams;
    let stream: TrackedStream | undefined;
    const end = () => {
      if (stream) streams.delete(stream);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => stream?.close();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let ended = false;
        stream = {
          subscriptionId,
          acknowledged: false,
          inject() {},
          drop() {
            if (ended) return;
            ended = true;
            end();
            controller.error(new TypeError('The listen stream was dropped by the hostile demo server.'));
          },
          close() {
            if (ended) return;
            ended = true;
            end();
            controller.close();
          },
        };
        streams.add(stream);
        if (signal.aborted) stream.close();
        else signal.addEventListener('abort', onAbort, { once: true });
      },
      cancel() {
        end();
      },
    });
    return new Response(body, { status: 200, headers: SSE_HEADERS });
  }
}
