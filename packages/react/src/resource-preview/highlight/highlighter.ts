import type { CodeLanguage } from '@mcp-resource-kit/core';
import { CHUNK_LINES, HighlightSession, OPENING_DEMAND, type ChunkDemand, type HighlightedChunk } from './highlight-session.js';
import type { HighlightRequest, HighlightResponse } from './protocol.js';
import { loadGrammarModule } from './languages.js';
import { loadTokenizer } from './shiki-tokenizer.js';

/** Where tokenizing runs: a module worker when the page can start one, else idle time on the page. */
export type HighlightThread = 'worker' | 'page';

/** The highlighting of one text, filled in chunk by chunk as the display asks for lines. */
export interface HighlightDocument {
  /** `loading` until the grammar is ready; `unavailable` when shiki is missing or failed (the text stays plain). */
  readonly status: 'loading' | 'ready' | 'unavailable';
  /** Where this document is tokenized. */
  readonly thread: HighlightThread;
  /** Tokens of chunk `index` (lines `index * CHUNK_LINES` onwards), once highlighted. */
  chunk(index: number): HighlightedChunk | undefined;
  /** Asks for lines `first`…`last` (inclusive), visible ones first; earlier requests are superseded. */
  want(first: number, last: number): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever a chunk lands or the status changes. */
  getVersion(): number;
  close(): void;
}

/** Chunks kept per document; a 5 MB file scrolled end to end keeps only the most recent ones. */
const MAX_CACHED_CHUNKS = 400;
/** Chunks highlighted beyond the visible ones, in each direction. */
const MARGIN_CHUNKS = 1;

interface Backend {
  send(request: HighlightRequest): void;
}

const documents = new Map<number, DocumentState>();
let nextDocument = 1;
let preferred: HighlightThread = 'worker';
let worker: Worker | undefined;
let workerFailed = false;

/** Chooses where new documents are tokenized (tests compare both). Returns the previous choice. */
export function setHighlightThread(thread: HighlightThread): HighlightThread {
  const previous = preferred;
  preferred = thread;
  return previous;
}

function route(response: HighlightResponse) {
  documents.get(response.document)?.receive(response);
}

/** Languages whose grammar the current worker has been sent, or is being sent. */
const sentGrammars = new Set<CodeLanguage>();

/**
 * The page loads each grammar (a chunk of its own in any bundler's output) and sends it to the
 * worker, which has no grammar imports of its own to be inlined.
 */
function sendGrammar(target: Worker, language: CodeLanguage) {
  if (sentGrammars.has(language)) return;
  sentGrammars.add(language);
  loadGrammarModule(language).then(
    (grammar) => target.postMessage({ type: 'grammar', language, grammar } satisfies HighlightRequest),
    (error: unknown) => {
      sentGrammars.delete(language);
      target.postMessage({ type: 'grammar-failed', language, message: error instanceof Error ? error.message : String(error) } satisfies HighlightRequest);
    },
  );
}

function startWorker(): Worker | undefined {
  if (workerFailed || typeof Worker === 'undefined') return undefined;
  if (worker) return worker;
  try {
    const started = new Worker(new URL('./highlight-worker.js', import.meta.url), { type: 'module', name: 'mcp-resource-kit-highlight' });
    started.addEventListener('message', (event: MessageEvent<HighlightResponse>) => route(event.data));
    started.addEventListener('error', () => {
      // The worker script could not load (a bundler that does not emit workers, a CSP): the page takes over.
      workerFailed = true;
      worker = undefined;
      sentGrammars.clear();
      started.terminate();
      for (const state of documents.values()) if (state.thread === 'worker') state.reopen(pageBackend, 'page');
    });
    worker = started;
    return started;
  } catch {
    workerFailed = true;
    return undefined;
  }
}

/** Characters of a text in the message that opens it in the worker: its first screens, and more. */
const FIRST_PIECE_CHARACTERS = 64 * 1024;
/** Characters of a text in each later message, one message a task: copying megabytes for the worker is never one long task. */
const PIECE_CHARACTERS = 512 * 1024;
/** The next piece of each text still being sent. */
const sending = new Map<number, ReturnType<typeof setTimeout>>();

const workerBackend: Backend = {
  send(request) {
    const target = startWorker();
    if (!target) return;
    if (request.type === 'close') {
      clearTimeout(sending.get(request.document));
      sending.delete(request.document);
    }
    if (request.type === 'open') sendGrammar(target, request.language);
    if (request.type !== 'open' || request.text.length <= FIRST_PIECE_CHARACTERS) {
      target.postMessage(request);
      return;
    }
    // A large text goes in pieces: the worker highlights the first screens from the first one.
    const { document, text } = request;
    target.postMessage({ ...request, text: text.slice(0, FIRST_PIECE_CHARACTERS), complete: false } satisfies HighlightRequest);
    let sent = FIRST_PIECE_CHARACTERS;
    const sendNext = () => {
      const end = Math.min(text.length, sent + PIECE_CHARACTERS);
      target.postMessage({ type: 'append', document, text: text.slice(sent, end), complete: end === text.length } satisfies HighlightRequest);
      sent = end;
      if (end < text.length) sending.set(document, setTimeout(sendNext, 0));
      else sending.delete(document);
    };
    sending.set(document, setTimeout(sendNext, 0));
  },
};

/** Sessions tokenized on the page itself, one chunk per idle slice. */
const pageSessions = new Map<number, HighlightSession | 'loading'>();
let pageScheduled = false;

function schedulePage() {
  if (pageScheduled) return;
  pageScheduled = true;
  const run = (hasTime: () => boolean) => {
    pageScheduled = false;
    let more = false;
    for (const [document, session] of pageSessions) {
      if (session === 'loading') continue;
      try {
        do session.step();
        while (session.busy && hasTime());
        more ||= session.busy;
      } catch (error) {
        pageSessions.delete(document);
        route({ type: 'failed', document, message: error instanceof Error ? error.message : String(error) });
      }
    }
    if (more) schedulePage();
  };
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback((deadline) => run(() => deadline.timeRemaining() > 2), { timeout: 100 });
  } else {
    setTimeout(() => {
      const end = performance.now() + 8;
      run(() => performance.now() < end);
    }, 0);
  }
}

const pageBackend: Backend = {
  send(request) {
    // Nothing to warm up ahead on the page, the page loads its own grammars, and it opens whole
    // texts (no pieces follow).
    if (request.type === 'prepare' || request.type === 'append' || request.type === 'grammar' || request.type === 'grammar-failed') return;
    const { document } = request;
    if (request.type === 'close') {
      pageSessions.delete(document);
      return;
    }
    if (request.type === 'demand') {
      const session = pageSessions.get(document);
      if (session && session !== 'loading') {
        session.setDemand(request.chunks);
        schedulePage();
      } else pendingPageDemand.set(document, request.chunks);
      return;
    }
    pageSessions.set(document, 'loading');
    loadTokenizer(request.language, loadGrammarModule).then(
      (tokenizer) => {
        if (pageSessions.get(document) !== 'loading') return;
        const session = new HighlightSession(request.text, tokenizer, (chunk) => route({ type: 'chunk', document, chunk }));
        pageSessions.set(document, session);
        session.setDemand(pendingPageDemand.get(document) ?? OPENING_DEMAND);
        pendingPageDemand.delete(document);
        route({ type: 'ready', document });
        schedulePage();
      },
      (error: unknown) => {
        pageSessions.delete(document);
        route({ type: 'failed', document, message: error instanceof Error ? error.message : String(error) });
      },
    );
  },
};
const pendingPageDemand = new Map<number, ChunkDemand[]>();

/** The display re-renders for landed chunks at most this often (about once a frame). */
const NOTIFY_INTERVAL_MS = 16;

class DocumentState implements HighlightDocument {
  status: HighlightDocument['status'] = 'loading';
  private readonly chunks = new Map<number, HighlightedChunk>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private notifyScheduled = false;
  private notified = -Infinity;
  private lastDemand = '';
  private window: [number, number] | undefined;
  private closed = false;

  constructor(
    readonly id: number,
    private readonly text: string,
    private readonly language: CodeLanguage,
    private backend: Backend,
    public thread: HighlightThread,
  ) {
    backend.send({ type: 'open', document: id, text, language, complete: true });
  }

  chunk(index: number): HighlightedChunk | undefined {
    return this.chunks.get(index);
  }

  want(first: number, last: number): void {
    this.window = [first, last];
    this.sendDemand();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  close(): void {
    if (this.closed) return;
    this.closed = true;
    documents.delete(this.id);
    this.backend.send({ type: 'close', document: this.id });
    this.listeners.clear();
  }

  reopen(backend: Backend, thread: HighlightThread): void {
    this.backend = backend;
    this.thread = thread;
    this.lastDemand = '';
    backend.send({ type: 'open', document: this.id, text: this.text, language: this.language, complete: true });
    this.sendDemand();
  }

  receive(response: HighlightResponse): void {
    if (this.closed) return;
    if (response.type === 'ready') this.status = 'ready';
    else if (response.type === 'failed') this.status = 'unavailable';
    else {
      const existing = this.chunks.get(response.chunk.index);
      if (existing?.exact && !response.chunk.exact) return;
      this.chunks.delete(response.chunk.index);
      this.chunks.set(response.chunk.index, response.chunk);
      this.evict();
    }
    this.notify();
  }

  private sendDemand() {
    if (!this.window || this.status === 'unavailable') return;
    const [first, last] = this.window;
    const firstChunk = Math.max(0, Math.floor(first / CHUNK_LINES));
    const lastChunk = Math.max(firstChunk, Math.floor(last / CHUNK_LINES));
    const order: number[] = [];
    for (let index = firstChunk; index <= lastChunk; index += 1) order.push(index);
    for (let margin = 1; margin <= MARGIN_CHUNKS; margin += 1) {
      order.push(lastChunk + margin);
      if (firstChunk - margin >= 0) order.push(firstChunk - margin);
    }
    const demand: ChunkDemand[] = [];
    for (const index of order) {
      const cached = this.chunks.get(index);
      if (cached) {
        // Recently seen: move to the back of the eviction order.
        this.chunks.delete(index);
        this.chunks.set(index, cached);
      }
      if (!cached?.exact) demand.push({ index, hasApproximate: cached !== undefined });
    }
    const key = JSON.stringify(demand);
    if (key === this.lastDemand) return;
    this.lastDemand = key;
    this.backend.send({ type: 'demand', document: this.id, chunks: demand });
  }

  private evict() {
    while (this.chunks.size > MAX_CACHED_CHUNKS) {
      const oldest = this.chunks.keys().next().value;
      if (oldest === undefined) break;
      this.chunks.delete(oldest);
    }
  }

  private notify() {
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    // Chunks arrive in bursts; the display re-renders at most about once a frame for all of
    // them, in a task of its own (not in the frame's, which then lays the lines out and paints).
    setTimeout(
      () => {
        this.notifyScheduled = false;
        if (this.closed) return;
        this.notified = performance.now();
        this.version += 1;
        for (const listener of [...this.listeners]) listener();
      },
      Math.max(0, this.notified + NOTIFY_INTERVAL_MS - performance.now()),
    );
  }
}

const prepared = new Set<CodeLanguage>();

/**
 * Gets the highlighting of `language` ready before a text opens: starts the worker, and has it load
 * shiki and the grammar and compile the grammar's first rules, while the page renders the plain
 * text. Cheap to call again (once per language); nothing to do when tokenizing runs on the page.
 */
export function prepareHighlighting(language: CodeLanguage): void {
  // Called while rendering, so also on a server, which may have workers of its own: only pages start one.
  if (prepared.has(language) || preferred !== 'worker' || typeof document === 'undefined') return;
  prepared.add(language);
  // In a task of its own, not in the render that asks: on a page that shows its first preview,
  // that render is its longest task, and starting a worker would add to it.
  setTimeout(() => {
    const target = preferred === 'worker' ? startWorker() : undefined;
    if (!target) return;
    sendGrammar(target, language);
    target.postMessage({ type: 'prepare', language } satisfies HighlightRequest);
  }, 0);
}

/** Starts highlighting `text` as `language`; close the document when the text leaves the screen. */
export function openHighlightDocument(text: string, language: CodeLanguage): HighlightDocument {
  const id = nextDocument++;
  const useWorker = preferred === 'worker' && startWorker() !== undefined;
  const state = new DocumentState(id, text, language, useWorker ? workerBackend : pageBackend, useWorker ? 'worker' : 'page');
  documents.set(id, state);
  return state;
}
