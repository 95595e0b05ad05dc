import { indexLines, type LineIndex } from '@mcp-resource-kit/core';
import type { HighlightLine, Tokenizer } from './shiki-tokenizer.js';

/** Lines are highlighted in chunks of this many: small enough that one chunk is one short task. */
export const CHUNK_LINES = 32;
/** How many lines before a far-away chunk are tokenized (and thrown away) to guess its grammar state. */
const CONTEXT_LINES = 48;
/** A wanted chunk further than this many chunks past the exact frontier is first highlighted approximately. */
const FAR_CHUNKS = 4;

/** Tokens for one chunk of lines. `exact` is false for a guess made without the lines above it. */
export interface HighlightedChunk {
  index: number;
  lines: HighlightLine[];
  exact: boolean;
}

/** A chunk the display wants, and whether it already holds an approximate version of it. */
export interface ChunkDemand {
  index: number;
  hasApproximate: boolean;
}

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
  private readonly lines: LineIndex;
  private readonly chunkCount: number;
  /** `states[k]` is the grammar state at the start of chunk k; known for every k < states.length. */
  private readonly states: unknown[] = [INITIAL];
  private demand: ChunkDemand[] = [];

  constructor(
    text: string,
    private readonly tokenizer: Tokenizer,
    private readonly deliver: (chunk: HighlightedChunk) => void,
  ) {
    this.lines = indexLines(text);
    this.chunkCount = Math.ceil(this.lines.count / CHUNK_LINES);
  }

  /** Replaces what the display wants, most important first. */
  setDemand(demand: readonly ChunkDemand[]): void {
    this.demand = demand.filter((entry) => Number.isInteger(entry.index) && entry.index >= 0 && entry.index < this.chunkCount);
  }

  /** True while the current demand still has work. */
  get busy(): boolean {
    return this.demand.length > 0;
  }

  /** Does one unit of work (about one chunk). Returns false when the demand is satisfied. */
  step(): boolean {
    if (this.demand.length === 0) return false;
    const frontier = this.states.length - 1;

    const reachable = this.demand.findIndex((entry) => entry.index <= frontier);
    if (reachable >= 0) {
      const [entry] = this.demand.splice(reachable, 1);
      this.deliver({ index: entry!.index, lines: this.tokenizeChunk(entry!.index), exact: true });
      return true;
    }

    const far = this.demand.find((entry) => !entry.hasApproximate && entry.index - frontier > FAR_CHUNKS);
    if (far) {
      far.hasApproximate = true;
      this.deliver({ index: far.index, lines: this.approximateChunk(far.index), exact: false });
      return true;
    }

    // Walk the frontier one chunk towards the nearest wanted chunk; its tokens are not needed.
    this.tokenizeChunk(frontier);
    return true;
  }

  private chunkLines(index: number): string[] {
    const first = index * CHUNK_LINES;
    const last = Math.min(first + CHUNK_LINES, this.lines.count);
    const lines: string[] = [];
    for (let line = first; line < last; line += 1) lines.push(this.lines.line(line));
    return lines;
  }

  private tokenizeChunk(index: number): HighlightLine[] {
    const state = this.states[index];
    const result = this.tokenizer.tokenize(this.chunkLines(index), state === INITIAL ? undefined : state);
    if (index === this.states.length - 1 && index + 1 < this.chunkCount) this.states.push(result.state ?? INITIAL);
    return result.lines;
  }

  private approximateChunk(index: number): HighlightLine[] {
    const first = index * CHUNK_LINES;
    const context: string[] = [];
    for (let line = Math.max(0, first - CONTEXT_LINES); line < first; line += 1) context.push(this.lines.line(line));
    return this.tokenizer.tokenize(this.chunkLines(index), undefined, context).lines;
  }
}
