import { createLineIndexer, type LineIndexer } from '@mcp-resource-kit/core';
import type { HighlightLine, Tokenizer } from './shiki-tokenizer.js';

/** Lines are highlighted in chunks of this many: small enough that one chunk is one short task. */
export const CHUNK_LINES = 32;
/** How many lines before a far-away chunk are tokenized (and thrown away) to guess its grammar state. */
const CONTEXT_LINES = 48;
/** A wanted chunk further than this many chunks past the exact frontier is first highlighted approximately. */
const FAR_CHUNKS = 4;

/** How a run of highlighted text looks: a CSS colour (a `var(--mcp-code-…)` reference; absent: the text colour) and shiki's `FontStyle` bits. */
export interface TokenStyle {
  color?: string;
  fontStyle?: number;
}

/**
 * The tokens of one chunk of lines, compact: not the text (the page has it), only how long each
 * run of a line is and how it looks, in two typed arrays that the worker hands over without
 * copying and that leave no objects per token behind. `exact` is false for a guess made without
 * the lines above it.
 */
export interface HighlightedChunk {
  index: number;
  exact: boolean;
  /** The looks that `runs` refer to, by index. */
  styles: TokenStyle[];
  /** Line k of the chunk has the runs `lineRuns[k]` to `lineRuns[k + 1] - 1`; one more entry than lines. */
  lineRuns: Uint32Array;
  /** Runs as `[length, style]` pairs, line after line; neighbours that look alike are one run. */
  runs: Uint32Array;
}

/** Packs tokenized lines into a chunk. */
export function packChunk(index: number, exact: boolean, lines: readonly HighlightLine[]): HighlightedChunk {
  const styles: TokenStyle[] = [];
  const styleIds = new Map<string, number>();
  const lineRuns = new Uint32Array(lines.length + 1);
  let runs = new Uint32Array(64);
  let count = 0;
  lines.forEach((tokens, line) => {
    lineRuns[line] = count;
    let previousStyle = -1;
    for (const token of tokens) {
      const length = token.content.length;
      if (length === 0) continue;
      const key = `${token.color ?? ''}|${token.fontStyle ?? 0}`;
      let style = styleIds.get(key);
      if (style === undefined) {
        style = styles.length;
        styleIds.set(key, style);
        styles.push(token.fontStyle ? { ...(token.color ? { color: token.color } : {}), fontStyle: token.fontStyle } : token.color ? { color: token.color } : {});
      }
      if (style === previousStyle) {
        runs[2 * count - 2] = runs[2 * count - 2]! + length;
        continue;
      }
      if (2 * count + 2 > runs.length) {
        const grown = new Uint32Array(runs.length * 2);
        grown.set(runs);
        runs = grown;
      }
      runs[2 * count] = length;
      runs[2 * count + 1] = style;
      count += 1;
      previousStyle = style;
    }
  });
  lineRuns[lines.length] = count;
  return { index, exact, styles, lineRuns, runs: runs.slice(0, 2 * count) };
}

/** A chunk the display wants, and whether it already holds an approximate version of it. */
export interface ChunkDemand {
  index: number;
  hasApproximate: boolean;
}

/**
 * What a session works on until the display says what it shows: a text opens at its top, so its
 * first chunk is tokenized while the display is still rendering, not after it asks.
 */
export const OPENING_DEMAND: readonly ChunkDemand[] = [{ index: 0, hasApproximate: false }];

const INITIAL = Symbol('initial grammar state');

/**
 * The highlighting work for one text, run one small step at a time by whoever owns the thread (a
 * worker, or idle callbacks on the page). TextMate grammars carry state from line to line, so exact
 * tokens of chunk k need the state at its start: the session walks forward from the top, keeping
 * the state at every chunk boundary, and never tokenizes what nobody is looking at. A chunk far
 * past that frontier is first tokenized from a guessed state (a few dozen lines of context), then
 * replaced once the walk reaches it.
 */
export class HighlightSession {
  /** Indexed only as far as the chunks asked for: the first screen needs its first lines, not all 5 MB. */
  private lines: LineIndexer;
  /** Whether the whole text is there; until then it ends at a line break and grows (`extend`). */
  private complete: boolean;
  /** `states[k]` is the grammar state at the start of chunk k; known for every k < states.length. */
  private readonly states: unknown[] = [INITIAL];
  private demand: ChunkDemand[] = [];

  /**
   * `text` is the whole text, or with `complete` false its beginning (the rest comes through
   * `extend`): chunks are highlighted as their lines arrive.
   */
  constructor(
    text: string,
    private readonly tokenizer: Tokenizer,
    private readonly deliver: (chunk: HighlightedChunk) => void,
    complete = true,
  ) {
    this.complete = complete;
    this.lines = createLineIndexer(complete ? text : wholeLines(text));
  }

  /** More of the text arrived: `text` is all of it so far (the whole text when `complete`). Lines already there must not change. */
  extend(text: string, complete: boolean): void {
    this.complete = complete;
    this.lines = createLineIndexer(complete ? text : wholeLines(text));
  }

  /** Replaces what the display wants, most important first. */
  setDemand(demand: readonly ChunkDemand[]): void {
    // Copies: working on a chunk marks its entry, and the entries may be shared (OPENING_DEMAND).
    this.demand = demand.filter((entry) => Number.isInteger(entry.index) && entry.index >= 0).map((entry) => ({ ...entry }));
  }

  /** True while the current demand has work that the text so far allows. */
  get busy(): boolean {
    const frontier = this.states.length - 1;
    return this.demand.some((entry) => this.chunkReady(Math.min(entry.index, frontier)));
  }

  /** True while the text is still arriving and the demand waits for lines it does not have yet. */
  get waitsForText(): boolean {
    return !this.complete && this.demand.length > 0 && !this.busy;
  }

  /** Does one unit of work (about one chunk). Returns false when there is nothing to do (the demand is met, or waits for more text). */
  step(): boolean {
    // Chunks past the end of the text are dropped (which indexes the text that far).
    if (this.complete) this.demand = this.demand.filter((entry) => this.hasLine(entry.index * CHUNK_LINES));
    if (this.demand.length === 0) return false;
    const frontier = this.states.length - 1;

    const reachable = this.demand.findIndex((entry) => entry.index <= frontier && this.chunkReady(entry.index));
    if (reachable >= 0) {
      const [entry] = this.demand.splice(reachable, 1);
      this.deliver(packChunk(entry!.index, true, this.tokenizeChunk(entry!.index)));
      return true;
    }

    const far = this.demand.find((entry) => !entry.hasApproximate && entry.index - frontier > FAR_CHUNKS && this.chunkReady(entry.index));
    if (far) {
      far.hasApproximate = true;
      this.deliver(packChunk(far.index, false, this.approximateChunk(far.index)));
      return true;
    }

    // Walk the frontier one chunk towards the nearest wanted chunk; its tokens are not needed.
    if (!this.demand.some((entry) => entry.index > frontier) || !this.chunkReady(frontier)) return false;
    this.tokenizeChunk(frontier);
    return true;
  }

  /** Whether all the lines of chunk `index` are there (the whole text: whether it has the chunk at all). */
  private chunkReady(index: number): boolean {
    return this.complete ? this.hasLine(index * CHUNK_LINES) : this.hasLine(index * CHUNK_LINES + CHUNK_LINES - 1);
  }

  /** Whether the text has line `line`, indexing it as far as that. */
  private hasLine(line: number): boolean {
    const { lines } = this;
    if (line >= lines.count && !lines.complete) lines.advance(() => lines.count > line);
    return line < lines.count;
  }

  private chunkLines(index: number): string[] {
    const first = index * CHUNK_LINES;
    this.hasLine(first + CHUNK_LINES - 1);
    const last = Math.min(first + CHUNK_LINES, this.lines.count);
    const lines: string[] = [];
    for (let line = first; line < last; line += 1) lines.push(this.lines.line(line));
    return lines;
  }

  private tokenizeChunk(index: number): HighlightLine[] {
    const state = this.states[index];
    const result = this.tokenizer.tokenize(this.chunkLines(index), state === INITIAL ? undefined : state);
    if (index === this.states.length - 1 && this.hasLine((index + 1) * CHUNK_LINES)) this.states.push(result.state ?? INITIAL);
    return result.lines;
  }

  private approximateChunk(index: number): HighlightLine[] {
    const first = index * CHUNK_LINES;
    const context: string[] = [];
    for (let line = Math.max(0, first - CONTEXT_LINES); line < first; line += 1) context.push(this.lines.line(line));
    return this.tokenizer.tokenize(this.chunkLines(index), undefined, context).lines;
  }
}

/** `text` up to its last line feed: the lines that have ended, of a text that is still arriving. */
function wholeLines(text: string): string {
  return text.slice(0, text.lastIndexOf('\n') + 1);
}
