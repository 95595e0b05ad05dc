import type { FetchLike } from '@modelcontextprotocol/client';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { yieldToPage } from '../search/yield-to-page.js';
import { decodeChunks, responseIdOf, type UnpackedBlob } from './answer-unpack.js';
import { unpackLargeAnswer } from './answer-unpacker.js';
import { holdUnpackedBlobs } from './unpacked-blobs.js';

/**
 * Makes a broken answer fail its request at once instead of after the request timeout.
 *
 * The SDK's Streamable HTTP transport reads the answer to a POSTed request from an SSE stream (or
 * a JSON body). When that stream is cut, ends without an answer, or carries an answer to some
 * other request id, the transport reports a transport error (or nothing) and the request waits
 * for its timeout: 60 s per attempt. This fetch wrapper reads the same stream the transport
 * reads, and when the answer cannot come any more it hands the transport a JSON-RPC error for the
 * request instead, which the SDK delivers to the caller as a `ProtocolError`;
 * `readBrokenAnswerStream` recognises it (`toResourceError` turns it into `disconnected`).
 *
 * Written here rather than taken from a library because it is glue at the SDK's fetch seam; the
 * SSE parsing itself is `eventsource-parser`, the parser the SDK uses, so both see the same events.
 *
 * Left alone: `subscriptions/listen` (its stream ending is the SDK's `closed` signal), answers that
 * carry SSE event ids (the SDK resumes those with `Last-Event-ID`), requests the caller aborted,
 * and every non-2xx, 202 or other response (the transport already fails those at once).
 *
 * A JSON body is read chunk by chunk (`arrayBuffer()` would join a large one in one long task), and
 * one of `LARGE_BODY_BYTES` or more is parsed in the answer worker (`answer-unpacker.ts`), which also
 * takes the large blobs out of read answers (`unpacked-blobs.ts`): the page never parses it here.
 */

/** Why an answer stream could not deliver its answer. */
export type BrokenAnswerStreamReason = 'cut' | 'ended' | 'wrong-id';

export interface BrokenAnswerStream {
  reason: BrokenAnswerStreamReason;
  /** What happened, in words, e.g. the network error of a cut stream. */
  detail: string;
}

const DATA_KEY = 'mcpResourceKitBrokenAnswerStream';
/** A JSON body from this size on (a list page of a few thousand resources) is handed on in a new task. */
const LARGE_BODY_BYTES = 256 * 1024;
/** Code of the stand-in JSON-RPC error; JSON-RPC leaves -32000…-32099 to implementations. */
const STAND_IN_CODE = -32099;
/** A server could send an error that looks like ours; only the guard of this page knows this value. */
const NONCE = randomHex(16);
/** Part of every token the answer worker puts in place of a blob: a server cannot name one. */
const TOKEN_NONCE = randomHex(16);

/** The broken answer behind an error that `guardAnswerStreams` made up, if `cause` is one. */
export function readBrokenAnswerStream(cause: unknown): BrokenAnswerStream | undefined {
  if (typeof cause !== 'object' || cause === null || !('data' in cause)) return undefined;
  const data = (cause as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !(DATA_KEY in data)) return undefined;
  const marker = (data as Record<string, unknown>)[DATA_KEY] as { nonce?: unknown; reason?: unknown; detail?: unknown } | undefined;
  if (marker?.nonce !== NONCE) return undefined;
  const reason = marker.reason === 'cut' || marker.reason === 'ended' || marker.reason === 'wrong-id' ? marker.reason : 'ended';
  return { reason, detail: typeof marker.detail === 'string' ? marker.detail : '' };
}

export interface GuardAnswerStreamsOptions {
  /**
   * Decode the large blobs of `resources/read` answers in the answer worker, with tokens in their place
   * for the SDK (`unpacked-blobs.ts`). Only for a transport whose client went through
   * `createResourceClient`, whose hook hands the bytes to `readResource` (and the base64 back to any
   * other read): without it, the SDK's callers would get the tokens. `connectResourceClient` sets it.
   * @default false
   */
  decodeLargeBlobs?: boolean;
}

/** `fetch` (or the given one) with answer streams that fail fast; pass it as the transport's `fetch`. */
export function guardAnswerStreams(base?: FetchLike, { decodeLargeBlobs = false }: GuardAnswerStreamsOptions = {}): FetchLike {
  const send: FetchLike = base ?? ((url, init) => globalThis.fetch(url, init));
  return async (url, init) => {
    const response = await send(url, init);
    const { ids, readIds: allReadIds } = guardedRequests(init);
    const readIds = decodeLargeBlobs ? allReadIds : [];
    if (ids.length === 0 || !response.ok || response.status === 202) return response;
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const signal = init?.signal ?? undefined;
    if (mediaType === 'text/event-stream') return withBody(response, guardEventStream(response.body, ids, readIds, signal));
    if (mediaType === 'application/json') return withBody(response, guardJsonBody(response, ids, readIds, signal));
    return response;
  };
}

type RequestId = string | number;

/**
 * The request ids still waiting for an answer. Ids match as the SDK matches them (`7` and `"7"`
 * are one request), so only an answer the SDK would hand to another request counts as foreign.
 */
class PendingIds {
  private readonly waiting = new Map<string, RequestId>();

  constructor(ids: readonly RequestId[]) {
    for (const id of ids) this.waiting.set(String(id), id);
  }

  /** Takes the answer for `id`; false when no request here has that id (or it was answered already). */
  answer(id: RequestId | null): boolean {
    return id !== null && this.waiting.delete(String(id));
  }

  takeAll(): RequestId[] {
    const ids = [...this.waiting.values()];
    this.waiting.clear();
    return ids;
  }
}

/** Ids of the JSON-RPC requests in a POST body whose answers the guard watches for, and which of them are reads. */
function guardedRequests(init: RequestInit | undefined): { ids: RequestId[]; readIds: RequestId[] } {
  const none = { ids: [], readIds: [] };
  if (init?.method?.toUpperCase() !== 'POST' || typeof init.body !== 'string') return none;
  let parsed: unknown;
  try {
    parsed = JSON.parse(init.body);
  } catch {
    return none;
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  const ids: RequestId[] = [];
  const readIds: RequestId[] = [];
  for (const message of messages) {
    if (typeof message !== 'object' || message === null) continue;
    const { id, method } = message as { id?: unknown; method?: unknown };
    if (typeof method !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) continue;
    if (method === 'subscriptions/listen') return none;
    ids.push(id);
    if (method === 'resources/read') readIds.push(id);
  }
  return { ids, readIds };
}

/** What happened to the answer, as the start of a sentence ("… while reading x"). */
export function describeBrokenAnswerStream({ reason, detail }: BrokenAnswerStream): string {
  switch (reason) {
    case 'cut':
      return `The server's answer stream broke off before the answer arrived (${detail})`;
    case 'wrong-id':
      return `The server answered another request on this request's stream (${detail})`;
    case 'ended':
      return `The server ended its answer stream without answering (${detail})`;
  }
}

function standIn(id: RequestId, reason: BrokenAnswerStreamReason, detail: string) {
  const message = describeBrokenAnswerStream({ reason, detail });
  return { jsonrpc: '2.0', id, error: { code: STAND_IN_CODE, message, data: { [DATA_KEY]: { nonce: NONCE, reason, detail } } } };
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
    return `${cause.message}${inner}`;
  }
  return String(cause);
}

function encodeEvent(event: EventSourceMessage): string {
  let text = '';
  if (event.id !== undefined) text += `id: ${event.id}\n`;
  if (event.event !== undefined) text += `event: ${event.event}\n`;
  for (const line of event.data.split('\n')) text += `data: ${line}\n`;
  return `${text}\n`;
}

function guardEventStream(
  body: ReadableStream<Uint8Array> | null,
  ids: RequestId[],
  readIds: RequestId[],
  signal: AbortSignal | undefined,
): ReadableStream<Uint8Array> {
  const pending = new PendingIds(ids);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let resumable = false;
  let finished = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const failPending = (reason: BrokenAnswerStreamReason, detail: string) => {
        for (const id of pending.takeAll()) controller.enqueue(encoder.encode(encodeEvent({ data: JSON.stringify(standIn(id, reason, detail)) })));
      };
      // Parsed events wait here, in order, so that a large one can go to the answer worker and back.
      const queue: Array<EventSourceMessage | { retry: number }> = [];
      const parser = createParser({ onRetry: (retry) => queue.push({ retry }), onEvent: (event) => queue.push(event) });
      const passOn = async () => {
        for (let item = queue.shift(); item !== undefined && !finished; item = queue.shift()) {
          if ('retry' in item) {
            controller.enqueue(encoder.encode(`retry: ${item.retry}\n\n`));
            continue;
          }
          let event = item;
          if (event.id) resumable = true;
          const message = !event.event || event.event === 'message';
          let id: RequestId | null | undefined;
          let blobs: UnpackedBlob[] = [];
          if (message && event.data.length >= LARGE_BODY_BYTES) {
            const unpacked = await unpackLargeAnswer(event.data, readIds, nextTokenPrefix());
            if (finished) return;
            if ('json' in unpacked) {
              id = unpacked.json && !unpacked.batch ? unpacked.responseIds[0] : undefined;
              blobs = unpacked.blobs;
              if (blobs.length > 0) event = { ...event, data: decodeChunks(unpacked.body) };
            } else {
              id = responseIdOfEvent(event.data);
            }
          } else if (message) {
            id = responseIdOfEvent(event.data);
          }
          if (id !== undefined && !pending.answer(id)) {
            // Passed on, it would settle whichever request has that id, with an answer meant for another.
            failPending('wrong-id', `it sent an answer for id ${JSON.stringify(id)}`);
            finished = true;
            return;
          }
          holdUnpackedBlobs(blobs);
          controller.enqueue(encoder.encode(encodeEvent(event)));
        }
      };
      if (!body) {
        failPending('ended', 'the response had no body');
        controller.close();
        return;
      }
      reader = body.getReader();
      try {
        while (!finished) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
          await passOn();
        }
        if (!finished) {
          parser.feed(decoder.decode());
          await passOn();
        }
        if (finished) {
          void reader.cancel().catch(() => undefined);
        } else if (!resumable) {
          failPending('ended', 'the stream closed');
        }
        controller.close();
      } catch (cause) {
        if (signal?.aborted || resumable) {
          controller.error(cause);
          return;
        }
        failPending('cut', describe(cause));
        controller.close();
      }
    },
    cancel(reason) {
      finished = true;
      return reader?.cancel(reason);
    },
  });
}

function responseIdOfEvent(data: string): RequestId | null | undefined {
  try {
    return responseIdOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

function guardJsonBody(response: Response, ids: RequestId[], readIds: RequestId[], signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let chunks: Uint8Array[];
      let length = 0;
      try {
        // Chunk by chunk, as they come, rather than `arrayBuffer()`: it joins a large body in one long task.
        chunks = await readChunks(response.body);
        for (const chunk of chunks) length += chunk.length;
      } catch (cause) {
        if (signal?.aborted) {
          controller.error(cause);
          return;
        }
        const standIns = ids.map((id) => standIn(id, 'cut', describe(cause)));
        controller.enqueue(encoder.encode(JSON.stringify(standIns.length === 1 ? standIns[0] : standIns)));
        controller.close();
        return;
      }
      let read: ReadBody;
      if (length >= LARGE_BODY_BYTES) {
        const unpacked = await unpackLargeAnswer(chunks, readIds, nextTokenPrefix());
        read = 'json' in unpacked ? unpacked : readOnPage(unpacked.body);
      } else {
        read = readOnPage(chunks);
      }
      const enqueueBody = () => {
        for (const chunk of read.body) controller.enqueue(chunk);
        controller.close();
      };
      if (!read.json) {
        // Not JSON at all: the transport fails the request itself when it parses this.
        enqueueBody();
        return;
      }
      const pending = new PendingIds(ids);
      let foreign: RequestId | null | undefined;
      const keep = read.responseIds.map((id) => {
        if (id === undefined || pending.answer(id)) return true;
        foreign ??= id;
        return false;
      });
      const unanswered = pending.takeAll();
      // A body that answers every request and nothing else goes on as it came (or with the answer
      // worker's tokens in place of its blobs): writing a page of thousands of resources out again
      // and encoding it would cost the page as much as parsing it.
      if (unanswered.length === 0 && foreign === undefined) {
        holdUnpackedBlobs(read.blobs);
        // The transport parses the body again and validates it: for a large one, in a task of its
        // own, so that receiving it and parsing it never make one long task.
        if (read.body.length > 1 || (read.body[0]?.length ?? 0) >= LARGE_BODY_BYTES) await new Promise<void>((resolve) => yieldToPage(resolve));
        enqueueBody();
        return;
      }
      // Rare (a server that mixes up answers): the body is rewritten on the page, without its blobs.
      const parsed: unknown = JSON.parse(decodeChunks(read.body));
      const kept = (Array.isArray(parsed) ? parsed : [parsed]).filter((_message, index) => keep[index]);
      holdUnpackedBlobs(read.blobs);
      for (const id of unanswered) {
        kept.push(
          foreign !== undefined
            ? standIn(id, 'wrong-id', `it sent an answer for id ${JSON.stringify(foreign)}`)
            : standIn(id, 'ended', 'the body held no answer to it'),
        );
      }
      controller.enqueue(encoder.encode(JSON.stringify(kept.length === 1 && !Array.isArray(parsed) ? kept[0] : kept)));
      controller.close();
    },
  });
}

/** A JSON body as the guard needs it: the id of each response in it, and the body to hand on. */
interface ReadBody {
  json: boolean;
  responseIds: Array<RequestId | null | undefined>;
  body: Uint8Array[];
  blobs: UnpackedBlob[];
}

async function readChunks(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  if (!body) return chunks;
  const reader = body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** A small body, or a large one where no answer worker runs: parsed on the page, handed on as it came. */
function readOnPage(body: Uint8Array[]): ReadBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeChunks(body));
  } catch {
    return { json: false, responseIds: [], body, blobs: [] };
  }
  return { json: true, responseIds: (Array.isArray(parsed) ? parsed : [parsed]).map(responseIdOf), body, blobs: [] };
}

let answers = 0;

/** Tokens in place of blobs: a page-wide random part and the answer's number, in the base64 alphabet. */
function nextTokenPrefix(): string {
  answers += 1;
  return `${TOKEN_NONCE}${answers.toString(16).padStart(8, '0')}`;
}

function withBody(response: Response, body: ReadableStream<Uint8Array>): Response {
  const headers = new Headers(response.headers);
  // The guarded body may differ from the one the length described.
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function randomHex(bytes: number): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
