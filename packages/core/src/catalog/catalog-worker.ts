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
/** Work this long before reading new messages: a newer query cancels an older one within about this. */
const SLICE_MS = 12;

const host = new CatalogHost((response, transfer) => scope.postMessage(response, transfer), SLICE_MS, { warmUp: true });
scope.addEventListener('message', (event) => host.receive(event.data));
scope.postMessage({ type: 'ready' });
