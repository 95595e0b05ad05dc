/*
 * When the catalog engine's worker answered a match, as the page received it: the scale scenario
 * splits a keystroke into the part before the worker's answer of rows (the request, the match, the
 * message) and the page's part after it (the render and the frame). Heard from outside the kit, by
 * listening to its worker, so that the kit carries nothing for the bench. Installed before the kit
 * starts its worker.
 */

/** The name the kit gives its catalog worker (`createCatalogEngine`). */
const CATALOG_WORKER = 'mcp-resource-kit-catalog';
/** Answers kept: a keystroke reads the few since its keydown. */
const KEPT = 64;

/** When each answer of rows (a match without facet counts) came, in `performance.now()` time. */
const rowsAnsweredAt: number[] = [];

export function listenToCatalogWorker(): void {
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      if (options?.name !== CATALOG_WORKER) return;
      // Added before the kit's own listener, so the time is the message's, not after the kit handled it.
      this.addEventListener('message', (event: MessageEvent<{ type?: string; facets?: unknown }>) => {
        if (event.data?.type !== 'matched' || event.data.facets !== undefined) return;
        rowsAnsweredAt.push(performance.now());
        if (rowsAnsweredAt.length > KEPT) rowsAnsweredAt.shift();
      });
    }
  };
}

/** How long after `from` the worker last answered rows before `to`, in ms; `undefined` when it did not (matched on the page, or answered before). */
export function rowsAnsweredWithin(from: number, to: number): number | undefined {
  for (let index = rowsAnsweredAt.length - 1; index >= 0; index -= 1) {
    const at = rowsAnsweredAt[index]!;
    if (at <= to) return at >= from ? at - from : undefined;
  }
  return undefined;
}
