import { unpackAnswer, type UnpackAnswerRequest, type UnpackedAnswer } from './answer-unpack.js';

/*
 * The answer worker: large JSON-RPC answer bodies are parsed, and their big blobs decoded, here
 * instead of on the page. Started by `answer-unpacker.ts` as a module worker.
 */

export interface AnswerWorkerRequest extends UnpackAnswerRequest {
  job: number;
}

export type AnswerWorkerResponse =
  | { type: 'ready' }
  | { type: 'unpacked'; job: number; answer: UnpackedAnswer }
  /** The body comes back as it was sent, to go on untouched. */
  | { type: 'failed'; job: number; body: Uint8Array[] };

interface WorkerScope {
  postMessage(message: AnswerWorkerResponse, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<AnswerWorkerRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', ({ data: { job, ...request } }) => {
  let answer: UnpackedAnswer;
  try {
    answer = unpackAnswer(request);
  } catch {
    const body = typeof request.body === 'string' ? [] : request.body;
    scope.postMessage({ type: 'failed', job, body }, buffersOf(body));
    return;
  }
  const transfer = new Set<Transferable>(buffersOf(answer.body));
  for (const blob of answer.blobs) transfer.add(blob.bytes.buffer as ArrayBuffer);
  scope.postMessage({ type: 'unpacked', job, answer }, [...transfer]);
});
scope.postMessage({ type: 'ready' });

function buffersOf(chunks: readonly Uint8Array[]): ArrayBuffer[] {
  return [...new Set(chunks.map((chunk) => chunk.buffer as ArrayBuffer))];
}
