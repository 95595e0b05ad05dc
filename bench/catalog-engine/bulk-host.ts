/*
 * A `CatalogHost` in Node, on one thread, holding resources shaped like the demo server's bulk catalog:
 * what `typing.ts`, `palette.ts` and `tree-view.ts` type into. Each request is answered in one slice,
 * so a time measured around `ask` is the work's, not the slicing's.
 */
import type { Resource } from '../../packages/core/src/client/types.js';
import { CatalogHost } from '../../packages/core/src/catalog/catalog-host.js';
import type { CatalogRequest, CatalogResponse } from '../../packages/core/src/catalog/catalog-protocol.js';
import { bulkEntry } from '../../packages/demo-server/src/bulk-catalog.js';

const PAGE = 5_000;

/** Sends the request made with a fresh request number, and resolves with the host's answer to it. */
export type Ask = (request: (id: number) => CatalogRequest) => Promise<CatalogResponse>;

/** `count` resources of the bulk catalog in pages of 5,000, as the scale scenario lists them. */
export function bulkPages(count: number): Resource[][] {
  const pages: Resource[][] = [];
  for (let from = 0; from < count; from += PAGE) {
    pages.push(Array.from({ length: Math.min(PAGE, count - from) }, (_, index) => bulkEntry(from + index).resource as Resource));
  }
  return pages;
}

/** A host with `pages` (see `bulkPages`) appended one after another. */
export async function bulkHost(pages: readonly Resource[][]): Promise<Ask> {
  const waiting = new Map<number, (response: CatalogResponse) => void>();
  const host = new CatalogHost((response) => {
    if (response.type === 'failed') throw new Error(response.message);
    if (response.type !== 'ready') waiting.get(response.request)?.(response);
  }, Number.POSITIVE_INFINITY);
  let next = 0;
  const ask: Ask = (request) => {
    const id = (next += 1);
    const answered = new Promise<CatalogResponse>((resolve) => waiting.set(id, resolve));
    host.receive(request(id));
    return answered;
  };
  for (const resources of pages) await ask((id) => ({ type: 'append', request: id, serverId: 'bulk', resources }));
  return ask;
}
