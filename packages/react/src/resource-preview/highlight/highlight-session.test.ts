import { describe, expect, it } from 'vitest';
import { CHUNK_LINES, HighlightSession, packChunk, type HighlightedChunk } from './highlight-session.js';
import type { Tokenizer } from './shiki-tokenizer.js';

/**
 * A tokenizer whose grammar state is "inside a block comment or not", like a TextMate grammar's:
 * exact tokens need the state from the lines above.
 */
function commentTokenizer(log: Array<{ first: string; state: unknown; context: number }>): Tokenizer {
  return {
    tokenize(lines, state, contextLines) {
      let inComment = state === true;
      if (state === undefined && contextLines) for (const line of contextLines) inComment = scan(line, inComment);
      log.push({ first: lines[0] ?? '', state, context: contextLines?.length ?? 0 });
      const tokenized = lines.map((line) => {
        const color = inComment ? 'comment' : 'code';
        inComment = scan(line, inComment);
        return [{ content: line, color }];
      });
      return { lines: tokenized, state: inComment };
    },
  };
}

function scan(line: string, inComment: boolean): boolean {
  let state = inComment;
  for (let index = 0; index < line.length - 1; index += 1) {
    if (!state && line.startsWith('/*', index)) state = true;
    else if (state && line.startsWith('*/', index)) state = false;
  }
  return state;
}

function textWithCommentAt(lines: number, open: number, close: number): string {
  return Array.from({ length: lines }, (_, index) => (index === open ? '/* open' : index === close ? 'close */' : `line ${index}`)).join('\n');
}

/** The colour of the first run of `line` in `chunk`. */
function colorAt(chunk: HighlightedChunk, line: number): string | undefined {
  return chunk.styles[chunk.runs[2 * chunk.lineRuns[line]! + 1]!]?.color;
}

function run(session: HighlightSession, limit = 10_000): number {
  let steps = 0;
  while (session.step()) if (++steps > limit) throw new Error('the session never finished');
  return steps;
}

describe('HighlightSession', () => {
  it('tokenizes only the chunks that are wanted, in order, with the state from above', () => {
    const log: Array<{ first: string; state: unknown; context: number }> = [];
    const delivered: HighlightedChunk[] = [];
    const session = new HighlightSession(textWithCommentAt(CHUNK_LINES * 10, 5, CHUNK_LINES + 3), commentTokenizer(log), (chunk) => delivered.push(chunk));
    session.setDemand([{ index: 1, hasApproximate: false }, { index: 0, hasApproximate: false }]);
    run(session);
    // Chunk 1 is not reachable before chunk 0 is done: 0 is tokenized first (walking the frontier), then 1 exactly.
    expect(delivered.map((chunk) => [chunk.index, chunk.exact])).toEqual([
      [0, true],
      [1, true],
    ]);
    expect(colorAt(delivered[1]!, 0)).toBe('comment'); // still inside the comment opened in chunk 0
    expect(colorAt(delivered[1]!, 4)).toBe('code'); // after "close */"
    expect(log).toHaveLength(2);
  });

  it('highlights a far chunk approximately at once, then exactly once the walk reaches it', () => {
    const log: Array<{ first: string; state: unknown; context: number }> = [];
    const delivered: HighlightedChunk[] = [];
    const far = 40;
    const text = textWithCommentAt(CHUNK_LINES * 50, far * CHUNK_LINES - 100, far * CHUNK_LINES + 2);
    const session = new HighlightSession(text, commentTokenizer(log), (chunk) => delivered.push(chunk));
    session.setDemand([{ index: far, hasApproximate: false }]);
    expect(session.step()).toBe(true);
    expect(delivered).toEqual([expect.objectContaining({ index: far, exact: false })]);
    // The guess only saw 48 lines of context, so it missed the comment opened 100 lines above.
    expect(colorAt(delivered[0]!, 0)).toBe('code');
    expect(log[0]).toMatchObject({ state: undefined, context: 48 });
    run(session);
    const exact = delivered.at(-1)!;
    expect(exact).toMatchObject({ index: far, exact: true });
    expect(colorAt(exact, 0)).toBe('comment');
    expect(delivered).toHaveLength(2);
    expect(log).toHaveLength(1 + far + 1);
  });

  it('stops when the demand is met and resumes when it changes', () => {
    const delivered: HighlightedChunk[] = [];
    const session = new HighlightSession(textWithCommentAt(CHUNK_LINES * 3, -1, -1), commentTokenizer([]), (chunk) => delivered.push(chunk));
    expect(session.step()).toBe(false);
    session.setDemand([{ index: 2, hasApproximate: false }]);
    expect(run(session)).toBe(3);
    expect(session.busy).toBe(false);
    session.setDemand([{ index: 0, hasApproximate: false }, { index: 99, hasApproximate: false }, { index: -1, hasApproximate: false }]);
    expect(run(session)).toBe(1);
    expect(delivered.map((chunk) => chunk.index)).toEqual([2, 0]);
  });

  it('gives the last, partial chunk only the lines it has', () => {
    const delivered: HighlightedChunk[] = [];
    const session = new HighlightSession(textWithCommentAt(CHUNK_LINES + 5, -1, -1), commentTokenizer([]), (chunk) => delivered.push(chunk));
    session.setDemand([{ index: 1, hasApproximate: false }]);
    run(session);
    expect(delivered.at(-1)!.lineRuns).toHaveLength(5 + 1);
  });

  it('highlights a text that arrives in pieces as its lines come, keeping the state across pieces', () => {
    const log: Array<{ first: string; state: unknown; context: number }> = [];
    const delivered: HighlightedChunk[] = [];
    const text = textWithCommentAt(CHUNK_LINES * 4, CHUNK_LINES + 3, CHUNK_LINES * 2 + 1);
    // The first piece ends inside line 40 (chunk 1): chunk 0 can be highlighted, chunk 1 not yet.
    const firstPiece = text.slice(0, text.indexOf('line 40') + 3);
    const session = new HighlightSession(firstPiece, commentTokenizer(log), (chunk) => delivered.push(chunk), false);
    session.setDemand([{ index: 0, hasApproximate: false }, { index: 1, hasApproximate: false }, { index: 3, hasApproximate: false }]);
    expect(run(session)).toBe(1);
    expect(delivered.map((chunk) => chunk.index)).toEqual([0]);
    expect(session.busy).toBe(false);
    expect(session.waitsForText).toBe(true);

    session.extend(text.slice(0, text.indexOf('line 100')), false);
    expect(session.busy).toBe(true);
    run(session);
    expect(delivered.map((chunk) => [chunk.index, chunk.exact])).toEqual([
      [0, true],
      [1, true],
    ]);
    expect(colorAt(delivered[1]!, 4)).toBe('comment'); // opened on line 35, in the first piece

    session.extend(text, true);
    run(session);
    // Chunk 3 is exact, from the state at the end of chunk 2: the comment closed on line 65.
    expect(delivered.map((chunk) => [chunk.index, chunk.exact])).toEqual([
      [0, true],
      [1, true],
      [3, true],
    ]);
    expect(colorAt(delivered[2]!, 0)).toBe('code');
    expect(session.waitsForText).toBe(false);
    expect(delivered[2]!.lineRuns).toHaveLength(CHUNK_LINES + 1);
    expect(log.map((entry) => entry.first)).toEqual(['line 0', `line ${CHUNK_LINES}`, `line ${CHUNK_LINES * 2}`, `line ${CHUNK_LINES * 3}`]);
  });

  it('packs tokens into runs: lengths and shared looks, neighbours that look alike merged, no text', () => {
    const chunk = packChunk(3, true, [
      [{ content: 'const', color: 'var(--k)' }, { content: ' ' }, { content: 'x' }, { content: ' = ' }, { content: '1', color: 'var(--n)' }],
      [],
      [{ content: 'let', color: 'var(--k)', fontStyle: 1 }, { content: '' }, { content: 'y', color: 'var(--k)' }],
    ]);
    expect(chunk).toMatchObject({ index: 3, exact: true });
    expect(chunk.styles).toEqual([{ color: 'var(--k)' }, {}, { color: 'var(--n)' }, { color: 'var(--k)', fontStyle: 1 }]);
    expect([...chunk.lineRuns]).toEqual([0, 3, 3, 5]);
    expect([...chunk.runs]).toEqual([5, 0, 5, 1, 1, 2, 3, 3, 1, 0]);
    expect(JSON.stringify(chunk)).not.toContain('const');
  });
});
