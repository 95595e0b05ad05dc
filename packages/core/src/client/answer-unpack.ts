import { decodeBase64, InvalidBase64Error } from '../content/base64.js';

/*
 * Parses a large JSON-RPC answer body and takes the big base64 blobs of `resources/read` results
 * out of it, decoded into bytes. Runs in the answer worker (`answer-worker.ts`), so that neither
 * the parse nor the decoding is the page's: what the page's transport then parses and the SDK
 * validates is the answer with a short token in place of each blob. A blob that is not base64 stays
 * in the answer, so that it fails exactly as it did before the worker existed.
 */

export type AnswerRequestId = string | number;

/** Blobs shorter than this stay in the answer: the SDK's check of them costs the page little. */
export const MIN_UNPACKED_BLOB_CHARS = 64 * 1024;

export interface UnpackAnswerRequest {
  /**
   * The body as received, in the chunks it came in (transferred to the worker and back), or the data
   * of one SSE event (copied to the worker; the page keeps its own).
   */
  body: Uint8Array[] | string;
  /** Ids of the `resources/read` requests this body answers; only their blobs are taken out. */
  readIds: readonly AnswerRequestId[];
  /** Unique to this body, base64 alphabet, length a multiple of 4: a blob's token is this and its number. */
  tokenPrefix: string;
}

/** A blob taken out of an answer, decoded. */
export interface UnpackedBlob {
  token: string;
  bytes: Uint8Array;
}

export interface UnpackedAnswer {
  /** False when the body is not JSON; it then goes on untouched (the transport fails the request). */
  json: boolean;
  /** The id of each JSON-RPC response in the body (`undefined` for a message that is not a response). */
  responseIds: Array<AnswerRequestId | null | undefined>;
  /** Whether the body is a JSON array (a batch) rather than one message. */
  batch: boolean;
  /**
   * The body to hand on: the answer with tokens in place of the blobs taken out, or, when none was, the
   * chunks received (a string body stays with the page: `[]`).
   */
  body: Uint8Array[];
  blobs: UnpackedBlob[];
}

export function unpackAnswer({ body, readIds, tokenPrefix }: UnpackAnswerRequest): UnpackedAnswer {
  const received = typeof body === 'string' ? [] : body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof body === 'string' ? body : decodeChunks(body));
  } catch {
    return { json: false, responseIds: [], batch: false, body: received, blobs: [] };
  }
  const batch = Array.isArray(parsed);
  const messages = batch ? (parsed as unknown[]) : [parsed];
  const reads = new Set(readIds.map(String));
  const blobs: UnpackedBlob[] = [];
  const responseIds = messages.map((message) => {
    const id = responseIdOf(message);
    if (id !== undefined && id !== null && reads.has(String(id))) takeBlobs(message as { result?: unknown }, tokenPrefix, blobs);
    return id;
  });
  if (blobs.length === 0) return { json: true, responseIds, batch, body: received, blobs };
  return { json: true, responseIds, batch, body: [new TextEncoder().encode(JSON.stringify(parsed))], blobs };
}

/** UTF-8 text of a body received in chunks (a character may be split between two). */
export function decodeChunks(chunks: readonly Uint8Array[]): string {
  const decoder = new TextDecoder();
  let text = '';
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** The id of a JSON-RPC response (a message with `result` or `error` and no `method`), or `undefined`. */
export function responseIdOf(message: unknown): AnswerRequestId | null | undefined {
  if (typeof message !== 'object' || message === null || 'method' in message) return undefined;
  if (!('result' in message) && !('error' in message)) return undefined;
  const id = (message as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : id === null ? null : undefined;
}

function takeBlobs(message: { result?: unknown }, tokenPrefix: string, blobs: UnpackedBlob[]): void {
  const contents = (message.result as { contents?: unknown } | null | undefined)?.contents;
  if (!Array.isArray(contents)) return;
  for (const content of contents) {
    if (typeof content !== 'object' || content === null) continue;
    const holder = content as { blob?: unknown };
    if (typeof holder.blob !== 'string' || holder.blob.length < MIN_UNPACKED_BLOB_CHARS) continue;
    let bytes: Uint8Array;
    try {
      bytes = decodeBase64(holder.blob);
    } catch (cause) {
      if (cause instanceof InvalidBase64Error) continue;
      throw cause;
    }
    const token = `${tokenPrefix}${blobs.length.toString(16).padStart(8, '0')}`;
    blobs.push({ token, bytes });
    holder.blob = token;
  }
}
