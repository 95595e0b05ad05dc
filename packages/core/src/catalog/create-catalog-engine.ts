import type { Resource } from '../client/types.js';
import type { FacetCounts } from '../search/facets.js';
import { DEFAULT_FILTERS, type ResourceFilterValue } from '../search/filters.js';
import type { CatalogMatch } from './catalog-match-job.js';
import type { CatalogHost } from './catalog-host.js';
import type { CatalogHostState, CatalogRequest, CatalogResponse, CatalogRow, CatalogStats } from './catalog-protocol.js';
import { nextTask } from './next-task.js';

/** Where the catalog works: a module worker, or the page itself in short slices. */
export type CatalogThread = 'worker' | 'page';

/** The filters of a match besides its query (see `ResourceFilterValue`); all optional. */
export type CatalogFilters = Partial<Omit<ResourceFilterValue, 'query'>>;

export interface CatalogMatchRequestOptions {
  /** Aborting it stops the match in the engine and rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** How many of the best matches `ranked` holds. @default 100 */
  limit?: number;
  /** "Now" for spans like `7d`. @default Date.now() */
  now?: number;
  /**
   * Matches sharing a key supersede each other: a new one aborts the one before it (an
   * `AbortError`), so the tree's filter and the palette's query, each with its own key, never
   * wait behind their own stale keystrokes.
   */
  key?: string;
  /**
   * Whether `match` answers with the ids of every match; without them `ids` is empty and `ranked`
   * and `total` are all it tells. At a million matches the list is 4 MB, copied in the worker and
   * handed to the page on every keystroke, where a palette showing the best `limit` reads none of it.
   * @default true
   */
  ids?: boolean;
}

/** A match's ids, and the epoch they belong to (see `CatalogEngine.get`). */
export interface CatalogEngineMatch extends CatalogMatch {
  epoch: number;
  /**
   * The catalog's resources the match was made over: a number that changes with every append and
   * clear. Two matches of one revision under the same filters, the second's query extending the
   * first's, give ids the first's hold (a longer query never matches more).
   */
  revision: number;
}

/** The catalog of many servers' resources, held and matched in a worker, or on the page in slices. */
export interface CatalogEngine {
  readonly thread: CatalogThread;
  /** Adds one listed page of a server's resources; resolves with the ids they got (consecutive, from `first`) and their epoch. */
  appendPage(serverId: string, resources: readonly Resource[]): Promise<{ first: number; count: number; epoch: number }>;
  /**
   * Removes every resource of a server (before it is listed again); resolves with how many. Once
   * removed resources outnumber the rest, the catalog is compacted: the epoch changes, and ids
   * from before it no longer hold.
   */
  clear(serverId: string): Promise<{ removed: number; epoch: number }>;
  /** The resources passing `query` and `filters`: all ids in listing order (unless asked without them), the best `limit` ranked, and their epoch. */
  match(query: string, filters?: CatalogFilters, options?: CatalogMatchRequestOptions): Promise<CatalogEngineMatch>;
  /** How many resources each facet value would show (see `countFacets`). */
  facetCounts(query: string, filters?: CatalogFilters, options?: CatalogMatchRequestOptions): Promise<FacetCounts>;
  /**
   * The rows of `ids` (those in view), in the same order; `undefined` for an id that was cleared.
   * With `epoch` (a match's), it rejects if the catalog was compacted since, rather than show other resources.
   */
  get(ids: ArrayLike<number>, options?: { epoch?: number }): Promise<Array<CatalogRow | undefined>>;
  stats(): Promise<CatalogStats>;
  /**
   * Moves an engine that runs on the page into a worker, with everything it holds: the page's host
   * answers what it was sent, then hands its store over (its columns transferred, not copied), and
   * requests sent meanwhile go to the worker once it holds it. Ids, epochs and revisions go on as
   * they were. Resolves with where the engine runs then: still `page` when no worker could start
   * (it holds what it held), `worker` when it already ran in one.
   */
  moveToWorker(): Promise<CatalogThread>;
  /** Stops the worker; pending requests reject. */
  close(): void;
}

export interface CreateCatalogEngineOptions {
  /**
   * `worker` (the default) starts a module worker and falls back to the page when it cannot
   * (no `Worker`, as in Node and SSR, or a script that fails to load); `page` starts none until
   * `moveToWorker` is called.
   */
  thread?: CatalogThread;
}

/** How long one slice of work may take on the page, where it shares frames with rendering. */
const PAGE_SLICE_MS = 8;
/**
 * A page goes to the worker in pieces of this many resources, a task apart: cloning 5,000
 * resources for `postMessage` in one go took up to 76 ms of the page's time on a loaded machine.
 */
const APPEND_PIECE = 1_000;

interface Pending {
  resolve(response: CatalogResponse): void;
  reject(error: Error): void;
}

/**
 * Starts a catalog engine. Typed arrays come back transferred, not copied; resources go to the
 * worker as structured clones, page by page. The messages are our own (`catalog-protocol.ts`)
 * rather than an RPC library's proxies (Comlink): cancelling a match in the worker, transfer lists
 * on answers and replaying requests on the page when the worker never starts are each a few lines
 * here and would be as many on top of one.
 */
export function createCatalogEngine({ thread = 'worker' }: CreateCatalogEngineOptions = {}): CatalogEngine {
  const pending = new Map<number, Pending>();
  const superseded = new Map<string, AbortController>();
  let nextRequest = 1;
  let closed = false;
  /**
   * Appends and clears are posted one after another, never interleaved: the pieces of a page then
   * get consecutive ids, and no compaction renumbers them halfway.
   */
  let posting: Promise<unknown> = Promise.resolve();
  const afterPosting = <T>(post: () => Promise<T>): Promise<T> => {
    const posted = posting.then(post);
    posting = posted.then(
      () => undefined,
      () => undefined,
    );
    return posted;
  };

  const receive = (response: CatalogResponse) => {
    if (response.type === 'ready') {
      ready = true;
      unconfirmed.length = 0;
      return;
    }
    const waiting = pending.get(response.request);
    if (!waiting) return;
    pending.delete(response.request);
    waiting.resolve(response);
  };

  // The store and matcher load only when the page must run them: with a worker they live in its chunk.
  let page: Promise<CatalogHost> | undefined;
  const startPage = () => (page ??= import('./catalog-host.js').then(({ CatalogHost }) => new CatalogHost((response) => receive(response), PAGE_SLICE_MS, { warmUp: true })));
  const sendToPage = (request: CatalogRequest) => {
    startPage().then(
      (host) => host.receive(request),
      (error: unknown) => receive({ type: 'failed', request: request.request, message: `The resource catalog could not load its engine on the page (${error instanceof Error ? error.message : String(error)}). Check that the app serves the kit's chunks, then reload.` }),
    );
  };
  let worker = thread === 'worker' ? startWorker(receive) : undefined;
  let ready = false;
  /** What the worker was sent before it said it runs: replayed on the page if it never does. */
  const unconfirmed: CatalogRequest[] = [];
  const loseAll = (message: string) => {
    for (const [request, waiting] of pending) {
      pending.delete(request);
      waiting.reject(new Error(message));
    }
  };
  const failOnError = (failed: Worker) =>
    failed.addEventListener('error', (event) => {
      if (ready) {
        loseAll(`The resource catalog's worker failed (${event.message || 'no message'}); the catalog is lost. Create a new engine and list the servers again.`);
        return;
      }
      // The worker script did not load (a bundler that does not emit it, a CSP): the page takes over.
      event.preventDefault();
      worker?.terminate();
      worker = undefined;
      for (const request of unconfirmed.splice(0)) sendToPage(request);
    });
  if (worker) failOnError(worker);
  /** Requests sent while the page's host hands its store to a worker: they go to the worker once it holds it. */
  let held: Array<{ request: CatalogRequest; transfer: Transferable[] }> | undefined;

  const send = (request: CatalogRequest, transfer: Transferable[] = []) => {
    if (held) held.push({ request, transfer });
    else if (worker) {
      if (!ready) unconfirmed.push(request);
      worker.postMessage(request, transfer);
    } else sendToPage(request);
  };

  const call = (request: CatalogRequest, transfer?: Transferable[], signal?: AbortSignal): Promise<CatalogResponse> => {
    if (closed) return Promise.reject(new Error('This resource catalog engine is closed: create a new one.'));
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<CatalogResponse>((resolve, reject) => {
      const onAbort = () => {
        pending.delete(request.request);
        send({ type: 'cancel', request: request.request });
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(request.request, {
        resolve: (response) => {
          signal?.removeEventListener('abort', onAbort);
          if (response.type === 'failed') reject(new Error(response.message));
          else if (response.type === 'cancelled') reject(abortError());
          else resolve(response);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      send(request, transfer);
    });
  };

  const moveToWorker = async (): Promise<CatalogThread> => {
    if (worker || closed) return worker ? 'worker' : 'page';
    const candidate = startWorker(receive);
    // A store handed to a worker that never starts would be lost: the worker must say it runs first.
    const started = candidate !== undefined && (await saysReady(candidate));
    if (!started || closed) {
      candidate?.terminate();
      return 'page';
    }
    held = [];
    const handOver = nextRequest++;
    const handedOver = new Promise<CatalogResponse>((resolve, reject) => pending.set(handOver, { resolve, reject }));
    sendToPage({ type: 'handOver', request: handOver });
    let state: CatalogHostState;
    try {
      const response = await handedOver;
      if (response.type !== 'handedOver') throw new Error(response.type === 'failed' ? response.message : `the page's engine answered "${response.type}"`);
      state = response.state;
    } catch (error) {
      candidate.terminate();
      const waiting = held.splice(0);
      held = undefined;
      // Closed meanwhile (the catalog unmounted): nothing to move, nobody to tell.
      if (closed) return 'page';
      // The page's host still holds its store: it keeps answering.
      for (const { request } of waiting) sendToPage(request);
      throw error;
    }
    if (closed) {
      candidate.terminate();
      held = undefined;
      return 'page';
    }
    worker = candidate;
    ready = true;
    // The page's host is done: what it held is the worker's now.
    page = undefined;
    failOnError(candidate);
    const adopt = nextRequest++;
    pending.set(adopt, {
      resolve: (response) => {
        if (response.type === 'failed') loseAll(`The resource catalog's worker could not take over what the page held (${response.message}); the catalog is lost. Create a new engine and list the servers again.`);
      },
      reject: () => undefined,
    });
    const columns = Object.values(state.store.columns).map((column) => column.buffer);
    candidate.postMessage({ type: 'adopt', request: adopt, state } satisfies CatalogRequest, columns);
    for (const { request, transfer } of held.splice(0)) candidate.postMessage(request, transfer);
    held = undefined;
    return 'worker';
  };

  const runMatch = async (query: string, filters: CatalogFilters, facets: boolean, { signal, limit = 100, now = Date.now(), key, ids = true }: CatalogMatchRequestOptions) => {
    let combined = signal;
    let controller: AbortController | undefined;
    if (key !== undefined) {
      superseded.get(key)?.abort();
      controller = new AbortController();
      superseded.set(key, controller);
      combined = signal ? AbortSignal.any([signal, controller.signal]) : controller.signal;
    }
    try {
      const response = await call({ type: 'match', request: nextRequest++, filters: { ...DEFAULT_FILTERS, ...filters, query }, limit, now, facets, ids: ids && !facets }, [], combined);
      return response as Extract<CatalogResponse, { type: 'matched' }>;
    } finally {
      if (key !== undefined && superseded.get(key) === controller) superseded.delete(key);
    }
  };

  return {
    get thread() {
      return worker ? 'worker' : 'page';
    },
    async appendPage(serverId, resources) {
      // Posted piece by piece, the answers awaited only once all are posted (a wrapper keeps them from being awaited early).
      const { answers } = await afterPosting(async () => {
        const sent: Array<Promise<CatalogResponse>> = [];
        for (let from = 0; from < resources.length || from === 0; from += APPEND_PIECE) {
          // Each piece in a task of its own, the first too: the list that brought the page has had its own long enough.
          await nextTask();
          const piece = resources.length <= APPEND_PIECE ? resources : resources.slice(from, from + APPEND_PIECE);
          sent.push(call({ type: 'append', request: nextRequest++, serverId, resources: piece }));
        }
        return { answers: sent };
      });
      const responses = (await Promise.all(answers)) as Array<Extract<CatalogResponse, { type: 'appended' }>>;
      return { first: responses[0]!.first, count: resources.length, epoch: responses[responses.length - 1]!.epoch };
    },
    async clear(serverId) {
      const { answer } = await afterPosting(async () => ({ answer: call({ type: 'clear', request: nextRequest++, serverId }) }));
      const response = (await answer) as Extract<CatalogResponse, { type: 'cleared' }>;
      return { removed: response.removed, epoch: response.epoch };
    },
    async match(query, filters = {}, options = {}) {
      const { ids, ranked, total, epoch, revision } = await runMatch(query, filters, false, options);
      return { ids, ranked, total, epoch, revision };
    },
    async facetCounts(query, filters = {}, options = {}) {
      return (await runMatch(query, filters, true, options)).facets!;
    },
    async get(ids, { epoch } = {}) {
      const copy = Int32Array.from(ids);
      const response = (await call({ type: 'rows', request: nextRequest++, ids: copy, epoch }, [copy.buffer])) as Extract<CatalogResponse, { type: 'rows' }>;
      return response.rows;
    },
    async stats() {
      return ((await call({ type: 'stats', request: nextRequest++ })) as Extract<CatalogResponse, { type: 'stats' }>).stats;
    },
    moveToWorker() {
      // Not between the pieces of a page, nor beside a clear: the page's host answers those first.
      return afterPosting(moveToWorker);
    },
    close() {
      closed = true;
      worker?.terminate();
      worker = undefined;
      void page?.then((host) => host.close());
      loseAll('The resource catalog engine was closed before it answered.');
    },
  };
}

function startWorker(receive: (response: CatalogResponse) => void): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    const worker = new Worker(new URL('./catalog-worker.js', import.meta.url), { type: 'module', name: 'mcp-resource-kit-catalog' });
    worker.addEventListener('message', (event: MessageEvent<CatalogResponse>) => receive(event.data));
    return worker;
  } catch {
    return undefined;
  }
}

/** Resolves true once `worker` says it runs, false if its script fails to load. */
function saysReady(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    let said = false;
    worker.addEventListener('message', (event: MessageEvent<CatalogResponse>) => {
      if (event.data.type !== 'ready') return;
      said = true;
      resolve(true);
    });
    worker.addEventListener('error', (event) => {
      if (said) return;
      // Its script did not load: the engine stays on the page, as if it had never tried.
      event.preventDefault();
      resolve(false);
    });
  });
}

function abortError(): Error {
  return new DOMException('The catalog request was aborted: a newer one superseded it, or its signal was aborted.', 'AbortError');
}
