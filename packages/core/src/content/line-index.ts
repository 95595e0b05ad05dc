/** The lines of a text, found once, read without splitting the text into a string per line. */
export interface LineIndex {
  /** How many lines; a final line break does not start another line, and `''` has none. */
  readonly count: number;
  /** Offset of the first character of `line` (0-based). */
  start(line: number): number;
  /** Offset just past the last character of `line`, before its `\n` or `\r\n`. */
  end(line: number): number;
  /** The text of `line`, without its line break. */
  line(line: number): string;
  /** Length of the longest line, in UTF-16 code units. */
  readonly longest: number;
}

/**
 * A line index built a slice at a time, so that a view can show the first lines of a text of
 * megabytes at once and index the rest between frames. Until `complete`, `count` covers the lines
 * whose line break has been found (they never change afterwards) and `longest` the longest of them.
 */
export interface LineIndexer extends LineIndex {
  /** True once the whole text is indexed: `count` and `longest` are final. */
  readonly complete: boolean;
  /** Characters of the text looked at so far (`text.length` once complete). */
  readonly scanned: number;
  /**
   * Indexes on until the text ends or `stop()` returns true (asked every few hundred lines, and
   * at least one line is found per call). Returns `complete`.
   */
  advance(stop?: () => boolean): boolean;
}

/** Lines found between two questions to `stop()`. */
const LINES_PER_CHECK = 512;

/**
 * Starts indexing the line starts of `text` (`\n`, `\r\n` and lone `\r` end lines), nothing done
 * yet: call `advance`. Offsets live in one `Uint32Array` (grown as lines are found), so 100,000
 * lines cost 400 KB instead of 100,000 strings.
 */
export function createLineIndexer(text: string): LineIndexer {
  const length = text.length;
  // Grown by doubling; a guess from the density of the lines found so far avoids most regrowth.
  let offsets = new Uint32Array(Math.min(length + 1, 1024));
  let found = 1; // offsets[0] = 0: the first line starts at the start
  let position = 0; // where scanning goes on
  let longest = 0;
  let complete = length === 0;
  let count = 0;
  // The next line feed and carriage return at or after `position` (-1: none left), from the
  // engine's own search, which is much faster than a loop over the characters.
  let nextFeed = -2;
  let nextReturn = -2;

  const finish = () => {
    longest = Math.max(longest, length - (offsets[found - 1] ?? 0));
    // A trailing line break ends the last line; it does not open an empty one.
    if (found > 1 && offsets[found - 1] === length) found -= 1;
    count = length === 0 ? 0 : found;
    complete = true;
    position = length;
  };

  const advance = (stop?: () => boolean): boolean => {
    if (complete) return true;
    // Locals in the loop, written back before `stop()` is asked (it may read `count` or `scanned`).
    let at = position;
    let lines = found;
    let starts = offsets;
    let widest = longest;
    let feed = nextFeed;
    let carriage = nextReturn;
    let sinceCheck = 0;
    for (;;) {
      if (feed !== -1 && feed < at) feed = text.indexOf('\n', at);
      if (carriage !== -1 && carriage < at) carriage = text.indexOf('\r', at);
      let lineBreak: number;
      if (carriage === -1 || (feed !== -1 && feed < carriage)) {
        if (feed === -1) break;
        lineBreak = feed;
        at = feed + 1;
      } else {
        lineBreak = carriage;
        at = text.charCodeAt(carriage + 1) === 10 ? carriage + 2 : carriage + 1;
      }
      const width = lineBreak - starts[lines - 1]!;
      if (width > widest) widest = width;
      if (lines === starts.length) {
        // Grown by doubling, or to what the density of the lines so far suggests for the whole text.
        const grown = new Uint32Array(Math.min(length + 1, Math.max(lines * 2, Math.ceil((lines / at) * length * 1.1))));
        grown.set(starts);
        starts = grown;
      }
      starts[lines++] = at;
      if (++sinceCheck === LINES_PER_CHECK) {
        sinceCheck = 0;
        position = at;
        found = lines;
        offsets = starts;
        longest = widest;
        nextFeed = feed;
        nextReturn = carriage;
        count = lines - 1;
        if (stop?.()) return false;
      }
    }
    found = lines;
    offsets = starts;
    longest = widest;
    nextFeed = feed;
    nextReturn = carriage;
    finish();
    return true;
  };

  const start = (line: number) => (line >= 0 && line < found ? offsets[line]! : length);
  const end = (line: number) => {
    if (line + 1 < found && line >= 0) {
      let stop = offsets[line + 1]! - 1;
      if (text.charCodeAt(stop) === 10 && text.charCodeAt(stop - 1) === 13 && stop - 1 >= offsets[line]!) stop -= 1;
      return stop;
    }
    let last = length;
    if (text.charCodeAt(last - 1) === 10) last -= 1;
    if (text.charCodeAt(last - 1) === 13) last -= 1;
    return Math.max(start(line), last);
  };

  return {
    get count() {
      return count;
    },
    get longest() {
      return longest;
    },
    get complete() {
      return complete;
    },
    get scanned() {
      return complete ? length : position;
    },
    start,
    end,
    line: (line) => text.slice(start(line), end(line)),
    advance,
  };
}

/**
 * Indexes the line starts of `text` in one pass (`\n`, `\r\n` and lone `\r` end lines). A 5 MB
 * text with 100,000 lines costs one `Uint32Array` of offsets instead of 100,000 strings. To index
 * a large text without blocking, use `createLineIndexer` and advance it in slices.
 */
export function indexLines(text: string): LineIndex {
  const indexer = createLineIndexer(text);
  indexer.advance();
  return indexer;
}
