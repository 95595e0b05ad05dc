import type { TextTokenCounter } from '@mcp-resource-kit/core';
import type { CountRequest, CountResponse } from './tokenizer-protocol.ts';

/** What the playground's counts mean, for the people reading them. */
export const TOKENIZER_NAME = 'o200k_base';

/**
 * An exact BPE tokenizer (`gpt-tokenizer`'s o200k_base, the GPT-4o family's encoding) for
 * `useAttachments`. Its 2 MB of ranks load only when the first text is counted, in a worker, and a
 * megabyte text takes the tokenizer a tenth of a second or more, so counting never blocks the page.
 * When the worker cannot start or fails, counts reject and the kit falls back to its heuristic.
 */
export function createWorkerTokenizer(): TextTokenCounter {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (tokens: number) => void; reject: (error: Error) => void }>();

  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(new Error(message));
    pending.clear();
    worker?.terminate();
    worker = undefined;
  };

  const start = () => {
    const created = new Worker(new URL('./tokenizer-worker.ts', import.meta.url), { type: 'module', name: 'tokenizer' });
    created.onmessage = (event: MessageEvent<CountResponse>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      if ('tokens' in event.data) waiting.resolve(event.data.tokens);
      else waiting.reject(new Error(event.data.error));
    };
    created.onerror = (event) => failAll(`The tokenizer worker failed: ${event.message || 'it could not start'}`);
    return created;
  };

  return {
    count(text) {
      worker ??= start();
      const id = nextId++;
      const request: CountRequest = { id, text };
      return new Promise<number>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(request);
      });
    },
  };
}
