import type { CodeLanguage } from '@mcp-resource-kit/core';
import type { LanguageRegistration } from 'shiki/core';
import { HighlightSession, OPENING_DEMAND } from './highlight-session.js';
import type { HighlightRequest, HighlightResponse } from './protocol.js';
import { loadTokenizer } from './shiki-tokenizer.js';

/*
 * The highlighting worker: grammars compile and tokenize here, so a megabyte of source never
 * blocks the page. Started by `highlighter.ts` as a module worker. Its only dynamic imports are shiki's
 * core and regex engine, which it always needs: the page sends the grammars, so a bundler that
 * inlines a worker's dynamic imports (Vite's default `iife` format) inlines nothing more.
 */

interface WorkerScope {
  postMessage(message: HighlightResponse, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<HighlightRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
/** Work this long before yielding, so that new demand (the user scrolled, another text opened) is read promptly. */
const SLICE_MS = 8;

/** Tokenized once when a grammar is prepared: any grammar's top-level rules look at it. */
const WARM_UP_LINE = 'const value = 1;';

/** A text open in the worker: its session once the grammar is loaded, and the text so far (it arrives in pieces). */
interface Entry {
  session: HighlightSession | undefined;
  pending: HighlightRequest[];
  pieces: string[];
  complete: boolean;
}

/** The text of `entry` so far, as one string. */
function received(entry: Entry): string {
  const text = entry.pieces.length === 1 ? entry.pieces[0]! : entry.pieces.join('');
  entry.pieces = [text];
  return text;
}

/** Grammars the page sent or is about to send, by language. */
const grammars = new Map<CodeLanguage, { promise: Promise<LanguageRegistration[]>; settle(grammar: LanguageRegistration[] | Error): void }>();

function grammarSlot(language: CodeLanguage) {
  let slot = grammars.get(language);
  if (!slot) {
    let settle!: (grammar: LanguageRegistration[] | Error) => void;
    const promise = new Promise<LanguageRegistration[]>((resolve, reject) => {
      settle = (grammar) => (grammar instanceof Error ? reject(grammar) : resolve(grammar));
    });
    promise.catch(() => undefined); // reported through the tokenizer that waits for it
    slot = { promise, settle };
    grammars.set(language, slot);
  }
  return slot;
}

const receivedGrammar = (language: CodeLanguage) => grammarSlot(language).promise;

const sessions = new Map<number, Entry>();
let scheduled = false;
// The next slice is a message to ourselves: unlike a chain of timers, not clamped to 4 ms apart,
// and still queued behind the page's messages.
const slices = new MessageChannel();
slices.port1.onmessage = run;

function schedule() {
  if (scheduled) return;
  scheduled = true;
  slices.port2.postMessage(null);
}

function run() {
  scheduled = false;
  const deadline = performance.now() + SLICE_MS;
  let more = false;
  for (const [document, entry] of sessions) {
    const { session } = entry;
    if (!session) continue;
    try {
      while (performance.now() < deadline && session.step()) {
        // keep stepping
      }
      more ||= session.busy;
    } catch (error) {
      sessions.delete(document);
      scope.postMessage({ type: 'failed', document, message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (more) schedule();
}

scope.addEventListener('message', ({ data: request }) => {
  if (request.type === 'grammar') {
    grammarSlot(request.language).settle(request.grammar);
    return;
  }
  if (request.type === 'grammar-failed') {
    grammarSlot(request.language).settle(new Error(request.message));
    // The page may send it again later (another text in this language).
    grammars.delete(request.language);
    return;
  }
  if (request.type === 'prepare') {
    // A text in this language is about to open: load the grammar now, and compile its first
    // rules on a line of sample (tokenizing the text itself then starts with them ready).
    // Failures are reported when the text opens.
    loadTokenizer(request.language, receivedGrammar).then(
      (tokenizer) => tokenizer.tokenize([WARM_UP_LINE], undefined),
      () => undefined,
    );
    return;
  }
  if (request.type === 'open') {
    const entry: Entry = { session: undefined, pending: [], pieces: [request.text], complete: request.complete };
    sessions.set(request.document, entry);
    loadTokenizer(request.language, receivedGrammar).then(
      (tokenizer) => {
        if (sessions.get(request.document) !== entry) return;
        // The chunk's typed arrays move to the page instead of being copied.
        entry.session = new HighlightSession(
          received(entry),
          tokenizer,
          (chunk) => scope.postMessage({ type: 'chunk', document: request.document, chunk }, [chunk.lineRuns.buffer, chunk.runs.buffer]),
          entry.complete,
        );
        entry.session.setDemand(OPENING_DEMAND);
        for (const pending of entry.pending) if (pending.type === 'demand') entry.session.setDemand(pending.chunks);
        entry.pending = [];
        scope.postMessage({ type: 'ready', document: request.document });
        schedule();
      },
      (error: unknown) => {
        sessions.delete(request.document);
        scope.postMessage({ type: 'failed', document: request.document, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return;
  }
  const entry = sessions.get(request.document);
  if (!entry) return;
  if (request.type === 'close') {
    sessions.delete(request.document);
    return;
  }
  if (request.type === 'append') {
    entry.pieces.push(request.text);
    entry.complete = request.complete;
    // The pieces are joined once at the end, and before that only when wanted lines are missing:
    // joining on every piece would copy megabytes again and again.
    if (entry.session && (entry.complete || entry.session.waitsForText)) {
      entry.session.extend(received(entry), entry.complete);
      schedule();
    }
    return;
  }
  if (entry.session) {
    entry.session.setDemand(request.chunks);
    if (entry.session.waitsForText && entry.pieces.length > 1) entry.session.extend(received(entry), entry.complete);
    schedule();
  } else entry.pending = [request];
});
