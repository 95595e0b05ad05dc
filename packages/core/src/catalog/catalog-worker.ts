import { CatalogHost } from './catalog-host.js';
import type { CatalogRequest, CatalogResponse } from './catalog-protocol.js';

/*
 * The catalog worker: listed pages are stored, and queries matched, here, so that a million
 * resources never hold up the page. Started by `createCatalogEngine` as a module worker.
 */

interface WorkerScope {
  postMessage(message: CatalogResponse, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CatalogRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;

/*
 * Chromium's engine compiles code that reads typed arrays on the assumption that no buffer behind a
 * typed array has been transferred in this thread yet, and throws all of that code away the first
 * time one is (traced with `--trace-deopt`: "dependent prototype chain changed", for every function
 * that reads the store). Here the first was the ids of the first match sent to the page: at the
 * user's first keystroke (at a million resources, an answer made while the list arrived), after the
 * warm-up (`MatchWarmUp`) had optimized the matching and when it was needed most. One transferred
 * now, before anything is compiled, makes what is compiled from here on the code that lasts.
 */
const transferred = new Int32Array(1);
if (typeof structuredClone === 'function') structuredClone(transferred, { transfer: [transferred.buffer] });
/**
 * Work this long between two yields: where a yield lets waiting messages in first (not Chromium's
 * `scheduler.yield`, see `nextTask`), a newer query cancels an older one within about this.
 */
const SLICE_MS = 12;

const host = new CatalogHost((response, transfer) => scope.postMessage(response, transfer), SLICE_MS, { warmUp: true });
scope.addEventListener('message', (event) => host.receive(event.data));
scope.postMessage({ type: 'ready' });
