import { unpackAnswer, type AnswerRequestId, type UnpackedAnswer } from './answer-unpack.js';
import type { AnswerWorkerRequest, AnswerWorkerResponse } from './answer-worker.js';

/*
 * Hands large answer bodies to the answer worker (one per page, started on the first large body)
 * and gets them back parsed. The body's chunks are transferred, not copied (nor joined on the page),
 * and only once the worker said it runs. Where no worker runs:
 * - outside a page (Node, a server render) the same work is done in place: there is no page to hold up;
 * - on a page whose worker cannot start (a bundler that did not ship its file), `undefined`: the
 *   caller hands the answer on as it came, and the SDK and the kit's sliced decoder handle it on the
 *   page, as before the worker existed.
 */

/** `unpacked: false`: no worker runs; `body` is the one given, to hand on as it came (for a string, `[]`: the caller keeps it). */
export type UnpackResult = UnpackedAnswer | { unpacked: false; body: Uint8Array[] };

let started: Promise<Worker | undefined> | undefined;
let nextJob = 0;
const waiting = new Map<number, (result: UnpackResult) => void>();

export async function unpackLargeAnswer(body: Uint8Array[] | string, readIds: readonly AnswerRequestId[], tokenPrefix: string): Promise<UnpackResult> {
  if (typeof document === 'undefined' && typeof Worker === 'undefined') return unpackAnswer({ body, readIds, tokenPrefix });
  const worker = await (started ??= startWorker());
  if (!worker) return { unpacked: false, body: typeof body === 'string' ? [] : body };
  const job = (nextJob += 1);
  return new Promise((resolve) => {
    waiting.set(job, resolve);
    const request: AnswerWorkerRequest = { job, body, readIds, tokenPrefix };
    worker.postMessage(request, typeof body === 'string' ? [] : [...new Set(body.map((chunk) => chunk.buffer as ArrayBuffer))]);
  });
}

function startWorker(): Promise<Worker | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(undefined);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./answer-worker.js', import.meta.url), { type: 'module', name: 'mcp-resource-kit-answers' });
  } catch {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    worker.addEventListener('message', ({ data }: MessageEvent<AnswerWorkerResponse>) => {
      if (data.type === 'ready') {
        resolve(worker);
        return;
      }
      const settle = waiting.get(data.job);
      waiting.delete(data.job);
      settle?.(data.type === 'unpacked' ? data.answer : { unpacked: false, body: data.body });
    });
    // A worker whose file is missing fails before it ran; every answer then stays on the page. One
    // that dies later took the bodies it held: their requests fail at once (an empty body is not
    // JSON) instead of at their timeout.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      started = Promise.resolve(undefined);
      resolve(undefined);
      for (const settle of waiting.values()) settle({ unpacked: false, body: [] });
      waiting.clear();
    });
  });
}
