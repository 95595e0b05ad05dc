import { characterMask, digitMask } from '../search/character-mask.js';
import { OTHER_NAME_LENGTH, type BlockSummaries } from './block-summaries.js';
import { firstUnitIndex, pieceEnd, pieceLength, pieceStart, shortPieceStart, type CatalogStore, type TextView } from './catalog-store.js';
import {
  DESCRIPTION_FIELD,
  DESCRIPTION_WEIGHT,
  FIELDS,
  NAME_FIELD,
  NAME_IS_SEGMENT,
  NAME_WEIGHT,
  TITLE_FIELD,
  TITLE_WEIGHT,
  UNITS_KEPT,
  UNITS_STRIDE,
  URI_FIELD,
  URI_WEIGHT,
  WHOLE_FIELD,
} from './constants.js';
import { isAlphanumeric, WORD_START_ATTEMPTS as ATTEMPTS } from './word-start-letters.js';

/**
 * Where resources hold a word in their URI's suffix, by id: see `WordScorer.keep`. A position may be
 * any place the suffix holds the word, not only the first: a match of a longer word records its
 * places into the arrays of the shorter one's it narrowed from (`narrowedPositions`), which are
 * then places of both.
 */
export interface WordPositions {
  word: string;
  /** A position in the store's `text`, or -1 where the word was found elsewhere (or not looked for). */
  positions: Int32Array;
  /**
   * By id, `UNITS_STRIDE` entries where `positions` holds a place: how many units of the suffix
   * are kept from there (up to `UNITS_KEPT`; fewer when the suffix ends sooner, 0 when none are
   * kept yet), then those units. Typing on in the word compares them instead of the store's text: at a million
   * resources the text is a cache line per resource away from the next, and reading a unit of
   * each was most of a keystroke's check; these are read in order.
   */
  units: Uint16Array;
  /** Set once a match of a longer word records into these arrays (`narrowedPositions`): nothing else may write them then. */
  taken?: boolean;
}

export interface KeepPositions {
  /**
   * Written for every id kept: where its URI's suffix holds the word (or -1). When these are the
   * arrays of `extends`, an id kept where `extends` placed the shorter word needs no write.
   */
  record?: WordPositions | undefined;
  /** The positions of a shorter word this one starts with, for the ids to keep. */
  extends?: WordPositions | undefined;
}

/** Room for the positions of `word` in a store of `size` ids, every position -1 with `unknown` (else 0, to be written). */
export function wordPositions(word: string, size: number, unknown = false): WordPositions {
  const positions = new Int32Array(size);
  if (unknown) positions.fill(-1);
  return { word, positions, units: new Uint16Array(size * UNITS_STRIDE) };
}

/**
 * The positions of `word` that a match narrowing from `shorter` (a word `word` starts with) records:
 * in `shorter`'s arrays, where every place of `word` is one of `shorter` too. Nothing is allocated
 * per keystroke, and an id found where `shorter` was placed is not written at all (at a million
 * resources, writing a fresh array of each took as long as the check).
 */
export function narrowedPositions(word: string, shorter: WordPositions): WordPositions {
  shorter.taken = true;
  return { word, positions: shorter.positions, units: shorter.units };
}

/**
 * Keeps the units of the suffix from each place `found` holds for the resources of `ids[from, to)`
 * (see `WordPositions.units`): what `findFirst` leaves for later, so that its places are all known
 * first (the next keystroke may come before these are).
 */
export function keepUnits(store: CatalogStore, ids: Int32Array, from: number, to: number, found: WordPositions): void {
  const { text, textStart } = store;
  const { positions } = found;
  for (let at = from; at < to; at += 1) {
    const id = ids[at]!;
    const place = positions[id]!;
    if (place < 0) continue;
    recordFound(found, id, text, place, pieceEnd(text, textStart[id]!));
  }
}

/** Records that resource `id` holds the word at `at` in `text`, its URI's suffix ending at `end` (excluded). */
function recordFound(record: WordPositions, id: number, text: Uint16Array, at: number, end: number) {
  record.positions[id] = at;
  const { units } = record;
  const base = id * UNITS_STRIDE;
  const count = Math.min(UNITS_KEPT, end - at);
  units[base] = count;
  for (let unit = 0; unit < count; unit += 1) units[base + 1 + unit] = text[at + unit]!;
}

/**
 * `WordScorer.bound` of resource `id` (see there) for a word of `length` units whose `characterMask` is
 * `mask` and whose first unit is `letterIndex` (`firstUnitIndex`). It reads nothing from `this`, so that
 * `addBounds` runs it inline over a chunk.
 */
function boundOf(store: CatalogStore, fieldCharacters: Int32Array, firstLetters: Uint8Array, mask: number, letterIndex: number, length: number, id: number): number {
  const entry = id * FIELDS;
  let best = 0;
  if ((fieldCharacters[entry + TITLE_FIELD]! & mask) === mask) {
    best = letterIndex !== 0 && (firstLetters[entry + TITLE_FIELD]! & ~WHOLE_FIELD) !== letterIndex ? 0.75 * TITLE_WEIGHT : TITLE_WEIGHT;
  }
  if ((fieldCharacters[entry + NAME_FIELD]! & mask) === mask) {
    let name = 0.75 * NAME_WEIGHT;
    if (letterIndex === 0 || (firstLetters[entry + NAME_FIELD]! & ~WHOLE_FIELD) === letterIndex) {
      const known = store.knownNameLength(id);
      name = known < 0 || known === length ? NAME_WEIGHT : 0.9 * NAME_WEIGHT;
    }
    if (name > best) best = name;
  }
  if ((fieldCharacters[entry + URI_FIELD]! & mask) === mask) {
    const uri = letterIndex !== 0 && (firstLetters[entry + URI_FIELD]! & ~WHOLE_FIELD) !== letterIndex ? 0.75 * URI_WEIGHT : URI_WEIGHT;
    if (uri > best) best = uri;
  }
  if ((fieldCharacters[entry + DESCRIPTION_FIELD]! & mask) === mask) {
    const description = letterIndex !== 0 && (firstLetters[entry + DESCRIPTION_FIELD]! & ~WHOLE_FIELD) !== letterIndex ? 0.75 * DESCRIPTION_WEIGHT : DESCRIPTION_WEIGHT;
    if (description > best) best = description;
  }
  return best;
}

/**
 * `scoreWord` of `search/match.ts` for one folded word, over the text of a `CatalogStore` rather
 * than over strings: the same qualities (whole field, prefix, start of a word, anywhere, and a
 * subsequence of title or name), the same weights, the same 16 looks for a word start, so the
 * same score to the last bit. A URI is its folder prefix and its suffix: what the word does inside
 * a prefix is worked out once per prefix and query, and only the suffix is searched per resource.
 * A field lacking a letter or digit of the word is not searched; a one-letter word is scored from
 * the store's per-field letter masks alone.
 */
export class WordScorer {
  private readonly token: Uint16Array;
  private readonly length: number;
  /** `characterMask` of the word: a field whose mask lacks a bit of it cannot match. */
  readonly mask: number;
  /** `digitMask` of the word: a resource whose `digits` lack a bit of it cannot match. */
  readonly digits: number;
  /** The word's bit when it is one letter `a`–`z`, else 0. */
  private readonly letter: number;
  /** The word's bit in `digits` when it is one digit, else 0. */
  private readonly digit: number;
  /** The word's first unit as `firstLetters` records a field's (`a` is 1; 0 for neither a letter nor a digit). */
  private readonly letterIndex: number;
  /** Per prefix id: -2 until known, -1 without an occurrence, else where the first one is. */
  private prefixFirst = new Int32Array(0);
  /** Per prefix id: how many occurrences lie wholly inside it, at most `ATTEMPTS`. */
  private prefixCount = new Uint8Array(0);
  /** Per prefix id: 1 when one of those occurrences starts a word. */
  private prefixWordStart = new Uint8Array(0);
  /**
   * Per prefix id: 1 when the prefix ends with the start of the word, so an occurrence may begin in
   * it and run on into the suffix. Mostly 0 (a prefix ends with `/`, few words hold one): then only
   * the suffix is searched.
   */
  private prefixTail = new Uint8Array(0);

  constructor(
    private readonly store: CatalogStore,
    private readonly word: string,
  ) {
    this.length = word.length;
    this.token = new Uint16Array(word.length);
    for (let index = 0; index < word.length; index += 1) this.token[index] = word.charCodeAt(index);
    this.mask = characterMask(word);
    this.digits = digitMask(word);
    const code = word.charCodeAt(0);
    this.letter = word.length === 1 && code >= 0x61 && code <= 0x7a ? 1 << (code - 0x61) : 0;
    this.digit = word.length === 1 ? this.digits : 0;
    this.letterIndex = firstUnitIndex(code);
  }

  /**
   * At least `score(id, …)`, from the store's columns alone (no text is located or searched), and
   * equal to it where the columns tell all: each field holding the word's characters scores at most
   * its weight when it starts with the word's first letter or digit (0.9 of it when its known
   * length rules out the whole field), else at most 0.75 of it (a word start; anywhere and a
   * subsequence score less). What a ranking asks first of a resource that must beat the worst one
   * it keeps: most of a million resources are then not scored at all (`BestIds.excludes`).
   */
  bound(id: number): number {
    if (this.letter !== 0) return this.letterScore(id);
    const { store } = this;
    return boundOf(store, store.fieldCharacters, store.firstLetters, this.mask, this.letterIndex, this.length, id);
  }

  /**
   * Adds `bound(id)` to `sums[at - from]` for each id of `ids[from, to)` whose bounding starts at this
   * word or before (`firstWords[at - from] <= word`, this scorer being word `word` of the query): the
   * bounds of a ranking's matches in one loop, with the columns and the word read once. At a million
   * resources, `bound` asked match by match took 17–20 ms of a broad keystroke in Chromium's worker, this 10–13.
   */
  addBounds(ids: Int32Array, from: number, to: number, word: number, firstWords: Uint8Array, sums: Float64Array): void {
    if (this.letter !== 0) {
      for (let at = from; at < to; at += 1) if (firstWords[at - from]! <= word) sums[at - from] = sums[at - from]! + this.letterScore(ids[at]!);
      return;
    }
    const { store, mask, letterIndex, length } = this;
    const { fieldCharacters, firstLetters } = store;
    for (let at = from; at < to; at += 1) {
      if (firstWords[at - from]! <= word) sums[at - from] = sums[at - from]! + boundOf(store, fieldCharacters, firstLetters, mask, letterIndex, length, ids[at]!);
    }
  }

  /**
   * At least `bound(id)` of every resource that summary `summary` of `blocks` holds (see
   * `BlockSummaries`): what `bound` and `letterScore` weigh, from the unions of their fields. Each
   * field's weight comes out as one of the same products, so resources that all bound alike bound
   * equal to this.
   */
  blockBound(blocks: BlockSummaries, summary: number): number {
    const entry = summary * FIELDS;
    const { fieldCharacters } = blocks;
    let best = 0;
    if (this.letter !== 0) {
      const { letter } = this;
      if ((fieldCharacters[entry + TITLE_FIELD]! & letter) !== 0) best = this.blockLetterQuality(blocks, entry + TITLE_FIELD) * TITLE_WEIGHT;
      if ((fieldCharacters[entry + NAME_FIELD]! & letter) !== 0) best = Math.max(best, this.blockLetterQuality(blocks, entry + NAME_FIELD) * NAME_WEIGHT);
      if ((fieldCharacters[entry + URI_FIELD]! & letter) !== 0) best = Math.max(best, this.blockLetterQuality(blocks, entry + URI_FIELD) * URI_WEIGHT);
      if ((fieldCharacters[entry + DESCRIPTION_FIELD]! & letter) !== 0) best = Math.max(best, this.blockLetterQuality(blocks, entry + DESCRIPTION_FIELD) * DESCRIPTION_WEIGHT);
      return best;
    }
    const { mask, letterIndex } = this;
    const first = (field: number) => letterIndex === 0 || blocks.startsWith(entry + field, letterIndex);
    if ((fieldCharacters[entry + TITLE_FIELD]! & mask) === mask) best = first(TITLE_FIELD) ? TITLE_WEIGHT : 0.75 * TITLE_WEIGHT;
    if ((fieldCharacters[entry + NAME_FIELD]! & mask) === mask) {
      let name = 0.75 * NAME_WEIGHT;
      if (first(NAME_FIELD)) {
        const lengths = blocks.nameLengths[summary]!;
        const whole = (lengths & (1 << OTHER_NAME_LENGTH)) !== 0 || (this.length < OTHER_NAME_LENGTH && (lengths & (1 << this.length)) !== 0);
        name = whole ? NAME_WEIGHT : 0.9 * NAME_WEIGHT;
      }
      if (name > best) best = name;
    }
    if ((fieldCharacters[entry + URI_FIELD]! & mask) === mask) {
      const uri = first(URI_FIELD) ? URI_WEIGHT : 0.75 * URI_WEIGHT;
      if (uri > best) best = uri;
    }
    if ((fieldCharacters[entry + DESCRIPTION_FIELD]! & mask) === mask) {
      const description = first(DESCRIPTION_FIELD) ? DESCRIPTION_WEIGHT : 0.75 * DESCRIPTION_WEIGHT;
      if (description > best) best = description;
    }
    return best;
  }

  /** `letterQuality` at its most over the summary's field entry `entry` (which has the letter). */
  private blockLetterQuality(blocks: BlockSummaries, entry: number): number {
    if (blocks.startsWith(entry, this.letterIndex)) return blocks.wholeFields[entry] ? 1 : 0.9;
    return (blocks.wordStarts[entry]! & this.letter) !== 0 ? 0.75 : 0.5;
  }

  /** The word's score against resource `id`, whose text `view` locates (not needed unless `readsText`); 0 when no field matches. */
  score(id: number, view: TextView | undefined): number {
    if (this.letter !== 0) return this.letterScore(id);
    const { text, fieldCharacters } = this.store;
    const { mask } = this;
    const at = id * FIELDS;
    if (!view) throw new Error('WordScorer.score needs the located text of a word longer than one letter.');
    const { titleStart, nameStart } = view;
    const titleLength = (fieldCharacters[at + TITLE_FIELD]! & mask) === mask ? view.titleLength : 0;
    const nameLength = (fieldCharacters[at + NAME_FIELD]! & mask) === mask ? view.nameLength : 0;
    let best = 0;
    if (titleLength > 0) best = this.substringQuality(text, titleStart, titleLength) * TITLE_WEIGHT;
    if (nameLength > 0 && best < NAME_WEIGHT) best = Math.max(best, this.substringQuality(text, nameStart, nameLength) * NAME_WEIGHT);
    if (best < URI_WEIGHT && (fieldCharacters[at + URI_FIELD]! & mask) === mask) {
      const prefix = this.store.prefix[id]!;
      if (this.store.foldedPrefixes[prefix]!.length + view.uriLength > 0) best = Math.max(best, this.uriQuality(prefix, view.uriStart, view.uriLength) * URI_WEIGHT);
    }
    if (view.descriptionLength > 0 && best < DESCRIPTION_WEIGHT && (fieldCharacters[at + DESCRIPTION_FIELD]! & mask) === mask) {
      best = Math.max(best, this.substringQuality(text, view.descriptionStart, view.descriptionLength) * DESCRIPTION_WEIGHT);
    }
    if (best === 0) {
      if (titleLength > 0) best = Math.max(best, this.subsequenceQuality(text, titleStart, titleLength) * TITLE_WEIGHT);
      if (nameLength > 0) best = Math.max(best, this.subsequenceQuality(text, nameStart, nameLength) * NAME_WEIGHT);
    }
    return best;
  }

  /**
   * Whether `score` would be above 0, found with less work: the first field holding the word
   * settles it, without weighing where in the field it lies or looking at the others. The URI
   * first: a folder's prefix is searched once for all its resources, and the suffix (where a
   * file's name is) is found without walking the other fields. What a match that ranks nothing
   * (the tree's filter, the facets' counts) asks of each resource; it locates the text itself.
   */
  matches(id: number): boolean {
    const { store, mask } = this;
    if (this.letter !== 0) return (store.characters[id]! & this.letter) !== 0;
    // One character is in a field exactly when its bit is (it is no subsequence of anything).
    if (this.digit !== 0) return (store.digits[id]! & this.digit) !== 0;
    const { fieldCharacters, text } = store;
    const at = id * FIELDS;
    if ((fieldCharacters[at + URI_FIELD]! & mask) === mask) {
      const prefix = store.prefix[id]!;
      if (!(this.prefixFirst[prefix]! >= -1)) this.knowPrefix(prefix, store.foldedPrefixes[prefix]!);
      if (this.prefixCount[prefix]! > 0) return true;
      const uri = store.locateUri(id);
      if (this.prefixTail[prefix]) {
        const folded = store.foldedPrefixes[prefix]!;
        if (this.indexAcross(folded, uri.uriStart, uri.uriLength, Math.max(0, folded.length - this.length + 1)) >= 0) return true;
      } else if (this.indexIn(text, uri.uriStart, uri.uriLength, 0) >= 0) return true;
    }
    return this.matchesBesidesUri(id);
  }

  /** `matches` for a resource whose URI lacks the word; without `name`, leaving out its name (known to lack it too). */
  private matchesBesidesUri(id: number, name = true): boolean {
    const { store, mask } = this;
    const { fieldCharacters, text } = store;
    const at = id * FIELDS;
    const inTitle = (fieldCharacters[at + TITLE_FIELD]! & mask) === mask;
    const inName = name && (fieldCharacters[at + NAME_FIELD]! & mask) === mask;
    if (!inTitle && !inName && (fieldCharacters[at + DESCRIPTION_FIELD]! & mask) !== mask) return false;
    const view = store.locate(id);
    const titleLength = inTitle ? view.titleLength : 0;
    const nameLength = inName ? view.nameLength : 0;
    if (titleLength > 0 && this.indexIn(text, view.titleStart, titleLength, 0) >= 0) return true;
    // A name read from the URI's end (most files') is part of the URI, which lacks the word: only a subsequence is left.
    if (nameLength > 0 && store.knownNameLength(id) < 0 && this.indexIn(text, view.nameStart, nameLength, 0) >= 0) return true;
    if (view.descriptionLength > 0 && (fieldCharacters[at + DESCRIPTION_FIELD]! & mask) === mask && this.indexIn(text, view.descriptionStart, view.descriptionLength, 0) >= 0) return true;
    return (titleLength > 0 && this.subsequenceQuality(text, view.titleStart, titleLength) > 0) || (nameLength > 0 && this.subsequenceQuality(text, view.nameStart, nameLength) > 0);
  }

  /**
   * Keeps the ids of `ids[from, to)` whose resource holds the word (`matches`), in order, from
   * `from` on; returns where they end. `matches` over many ids in one loop: the store's columns
   * and the word are read into locals once, not per call, and the URI's suffix (where a word is
   * most often found) is located and searched inline, so a word found there costs a few reads.
   *
   * With `positions`, where each kept resource holds the word in its URI's suffix is written to
   * `positions.record` (by id; -1 when found elsewhere), and `positions.extends`, the same for a
   * word this one starts with, is tried first: typing `item` after `ite` then compares one unit
   * kept per resource instead of searching for the word again (past the units kept, one of the text).
   */
  keep(ids: Int32Array, from: number, to: number, positions: KeepPositions = {}): number {
    const { store, mask, letter, digit, length: size, token } = this;
    let kept = from;
    if (letter !== 0 || digit !== 0) {
      const bits = letter !== 0 ? store.characters : store.digits;
      const bit = letter !== 0 ? letter : digit;
      for (let at = from; at < to; at += 1) {
        const id = ids[at]!;
        if ((bits[id]! & bit) !== 0) ids[kept++] = id;
      }
      return kept;
    }
    const { fieldCharacters, text, textStart, prefix: prefixes, foldedPrefixes } = store;
    const { record } = positions;
    const before = positions.extends && this.word.startsWith(positions.extends.word) ? positions.extends : undefined;
    const earlierPositions = before ? before.positions : undefined;
    const earlierUnits = before ? before.units : undefined;
    const knownUnits = before ? before.word.length : size;
    // Kept where the shorter word was placed, an id needs no write into arrays that are `before`'s.
    const writeKept = record !== undefined && record.positions !== earlierPositions;
    const first = token[0]!;
    let { prefixFirst, prefixCount, prefixTail } = this;
    for (let at = from; at < to; at += 1) {
      const id = ids[at]!;
      const earlier = earlierPositions ? earlierPositions[id]! : -1;
      if (earlier >= 0) {
        const base = id * UNITS_STRIDE;
        const count = earlierUnits![base]!;
        let offset = knownUnits;
        // Where the URI's suffix ends, once the text is read.
        let end = -1;
        if (size <= count) while (offset < size && earlierUnits![base + 1 + offset] === token[offset]) offset += 1;
        // Fewer kept than `UNITS_KEPT` (but some): the suffix ends sooner than the word would.
        else if (count === 0 || count === UNITS_KEPT) {
          // Longer than the units kept, or none kept (`findFirst`): compared in the text, within the URI's suffix,
          // which follows its length (`CatalogStore.locateUri`); the units are kept now, while they are at hand.
          end = pieceEnd(text, textStart[id]!);
          if (earlier + size <= end) while (offset < size && text[earlier + offset] === token[offset]) offset += 1;
        }
        if (offset === size) {
          if (end >= 0) {
            if (record) recordFound(record, id, text, earlier, end);
          } else if (writeKept) {
            record.positions[id] = earlier;
            record.units.set(earlierUnits!.subarray(base, base + UNITS_STRIDE), base);
          }
          ids[kept++] = id;
          continue;
        }
      }
      // Where the URI's suffix holds the word; -1 when it does not, or when the URI was checked otherwise.
      let found = -1;
      let suffixEnd = 0;
      let inUri = false;
      if ((fieldCharacters[id * FIELDS + URI_FIELD]! & mask) === mask) {
        const prefix = prefixes[id]!;
        if (!(prefixFirst[prefix]! >= -1)) {
          this.knowPrefix(prefix, foldedPrefixes[prefix]!);
          ({ prefixFirst, prefixCount, prefixTail } = this);
        }
        if (prefixCount[prefix]! > 0) inUri = true;
        else if (prefixTail[prefix] === 0) {
          const head = textStart[id]!;
          const start = pieceStart(text, head);
          const length = pieceLength(text, head);
          if (store.knownNameLength(id) === length) {
            // The name is the whole suffix: a suffix holding the word is a name holding it as a
            // subsequence, so one pass for the subsequence settles both (and a name lacking one of
            // the word's characters, both at once); the word is then looked for from where the
            // subsequence starts, for the position alone (where positions are recorded).
            const from = (fieldCharacters[id * FIELDS + NAME_FIELD]! & mask) === mask ? this.subsequenceStart(text, start, length) : -1;
            if (from >= 0) {
              if (record) {
                const offset = this.indexIn(text, start, length, from);
                if (offset < 0) record.positions[id] = -1;
                else recordFound(record, id, text, start + offset, start + length);
              }
              ids[kept++] = id;
            } else if (this.matchesBesidesUri(id, false)) {
              if (record) record.positions[id] = -1;
              ids[kept++] = id;
            }
            continue;
          }
          const last = length - size;
          // `indexIn`, inline: the word's first unit is looked for, then the rest where it is.
          search: for (let offset = 0; offset <= last; offset += 1) {
            if (text[start + offset] !== first) continue;
            for (let next = 1; next < size; next += 1) if (text[start + offset + next] !== token[next]) continue search;
            found = start + offset;
            suffixEnd = start + length;
            inUri = true;
            break;
          }
        } else if (this.matches(id)) inUri = true;
        // The word may start in the prefix and end in the suffix: `matches` looked everywhere.
        else continue;
      }
      if (inUri || this.matchesBesidesUri(id)) {
        if (record) {
          if (found < 0) record.positions[id] = -1;
          else recordFound(record, id, text, found, suffixEnd);
        }
        ids[kept++] = id;
      }
    }
    return kept;
  }

  /**
   * Writes where the URI's suffix of each resource of `ids[from, to)` first holds the word to
   * `found.positions` (by id), or -1 where it does not, leaving `found.units` as made (none kept:
   * the match after it reads the text once, and keeps them): what `keep` records, for a word it checks from the
   * resources' letter and digit bits without reading their text (one letter or digit). Found between
   * keystrokes (`FirstPositions`), so that typing on in the word compares one unit per resource
   * (`KeepPositions.extends`). Where the folder's prefix holds the word too does not matter there.
   */
  findFirst(ids: Int32Array, from: number, to: number, found: WordPositions): void {
    const { store, mask } = this;
    const { fieldCharacters, firstLetters, flags, text, textStart } = store;
    const { positions, units } = found;
    // A one-unit word that a name read as the URI's whole last segment starts with is at the start of the suffix
    // (a name is at most 255 units, so the suffix's length takes one unit): known without reading the text (a file's
    // name typed from its first letter).
    const startsNames = this.length === 1 && this.letterIndex !== 0 ? this.letterIndex : -1;
    for (let at = from; at < to; at += 1) {
      const id = ids[at]!;
      // None kept yet: written now so that the units' memory is taken here, between keystrokes, not by the
      // next keystroke's match that keeps them (at a million, 16 MB first written, a fault every 4 kB).
      units[id * UNITS_STRIDE] = 0;
      let place = -1;
      if ((flags[id]! & NAME_IS_SEGMENT) !== 0 && (firstLetters[id * FIELDS + NAME_FIELD]! & ~WHOLE_FIELD) === startsNames) {
        place = shortPieceStart(textStart[id]!);
      } else if ((fieldCharacters[id * FIELDS + URI_FIELD]! & mask) === mask) {
        const head = textStart[id]!;
        const start = pieceStart(text, head);
        const offset = this.indexIn(text, start, pieceLength(text, head), 0);
        if (offset >= 0) place = start + offset;
      }
      positions[id] = place;
    }
  }

  /** True when `score` reads the resource's text, so its caller must locate it first. */
  get readsText(): boolean {
    return this.letter === 0;
  }

  /**
   * `score` for a one-letter word, from the store's per-field columns alone: a field has the
   * letter when its mask has the bit; the letter is first when the field starts with it (whole
   * when that is all the field is), else it starts a word when the field's word-start letters
   * have the bit. One letter is no subsequence.
   */
  private letterScore(id: number): number {
    const { fieldCharacters } = this.store;
    const { letter } = this;
    const at = id * FIELDS;
    let best = 0;
    if ((fieldCharacters[at + TITLE_FIELD]! & letter) !== 0) best = this.letterQuality(at + TITLE_FIELD) * TITLE_WEIGHT;
    if (best < NAME_WEIGHT && (fieldCharacters[at + NAME_FIELD]! & letter) !== 0) best = Math.max(best, this.letterQuality(at + NAME_FIELD) * NAME_WEIGHT);
    if (best < URI_WEIGHT && (fieldCharacters[at + URI_FIELD]! & letter) !== 0) best = Math.max(best, this.letterQuality(at + URI_FIELD) * URI_WEIGHT);
    if (best < DESCRIPTION_WEIGHT && (fieldCharacters[at + DESCRIPTION_FIELD]! & letter) !== 0) {
      best = Math.max(best, this.letterQuality(at + DESCRIPTION_FIELD) * DESCRIPTION_WEIGHT);
    }
    return best;
  }

  /** `substringQuality` of the one-letter word in field entry `entry` (which has the letter). */
  private letterQuality(entry: number): number {
    const first = this.store.firstLetters[entry]!;
    if ((first & ~WHOLE_FIELD) === this.letterIndex) return first & WHOLE_FIELD ? 1 : 0.9;
    return (this.store.wordStarts[entry]! & this.letter) !== 0 ? 0.75 : 0.5;
  }

  private substringQuality(text: Uint16Array, start: number, length: number): number {
    const first = this.indexIn(text, start, length, 0);
    if (first < 0) return 0;
    if (first === 0) return length === this.length ? 1 : 0.9;
    let at = first;
    for (let attempts = 0; at >= 0 && attempts < ATTEMPTS; attempts += 1) {
      if (!isAlphanumeric(text[start + at - 1]!)) return 0.75;
      at = this.indexIn(text, start, length, at + 1);
    }
    return 0.5;
  }

  /** Where the word first occurs in `text[start, start + length)` at or after `from`, relative to `start`; -1 if nowhere. */
  private indexIn(text: Uint16Array, start: number, length: number, from: number): number {
    const { token, length: size } = this;
    const first = token[0]!;
    const last = length - size;
    search: for (let at = from; at <= last; at += 1) {
      if (text[start + at] !== first) continue;
      for (let offset = 1; offset < size; offset += 1) if (text[start + at + offset] !== token[offset]) continue search;
      return at;
    }
    return -1;
  }

  /** Where the word's first unit is in the first subsequence of `text[start, start + length)` that it is, relative to `start`; -1 when it is none. */
  private subsequenceStart(text: Uint16Array, start: number, length: number): number {
    const { token, length: size } = this;
    let at = 0;
    while (at < length && text[start + at] !== token[0]) at += 1;
    const first = at;
    for (let index = 1; index < size && at < length; index += 1) {
      const wanted = token[index]!;
      at += 1;
      while (at < length && text[start + at] !== wanted) at += 1;
    }
    return at < length ? first : -1;
  }

  private subsequenceQuality(text: Uint16Array, start: number, length: number): number {
    const { token, length: size } = this;
    if (size < 2) return 0;
    let position = 0;
    let runs = 0;
    let first = -1;
    let previous = -2;
    for (let index = 0; index < size; index += 1) {
      const wanted = token[index]!;
      let found = -1;
      for (let at = position; at < length; at += 1) {
        if (text[start + at] === wanted) {
          found = at;
          break;
        }
      }
      if (found < 0) return 0;
      if (first < 0) first = found;
      if (found !== previous + 1) runs += 1;
      previous = found;
      position = found + 1;
    }
    return 0.3 * (size / (previous + 1 - first)) * (1 / runs) ** 0.5;
  }

  /** `substringQuality` over the URI: the folded prefix `prefix` followed by the suffix `text[start, start + length)`. */
  private uriQuality(prefix: number, start: number, length: number): number {
    const folded = this.store.foldedPrefixes[prefix]!;
    const total = folded.length + length;
    this.knowPrefix(prefix, folded);
    const count = this.prefixCount[prefix]!;
    let attempts = ATTEMPTS;
    let at: number;
    if (count > 0) {
      if (this.prefixFirst[prefix] === 0) return total === this.length ? 1 : 0.9;
      if (this.prefixWordStart[prefix]) return 0.75;
      if (count >= ATTEMPTS) return 0.5;
      attempts -= count;
      at = this.indexAcross(folded, start, length, Math.max(0, folded.length - this.length + 1));
      if (at < 0) return 0.5;
    } else {
      at = this.indexAcross(folded, start, length, Math.max(0, folded.length - this.length + 1));
      if (at < 0) return 0;
      if (at === 0) return total === this.length ? 1 : 0.9;
    }
    for (; at >= 0 && attempts > 0; attempts -= 1) {
      const before = at - 1 < folded.length ? folded.charCodeAt(at - 1) : this.store.text[start + at - 1 - folded.length]!;
      if (!isAlphanumeric(before)) return 0.75;
      at = this.indexAcross(folded, start, length, at + 1);
    }
    return 0.5;
  }

  /** The word's occurrences wholly inside a prefix, once per prefix: a folder's resources share them. */
  private knowPrefix(prefix: number, folded: string) {
    if (prefix >= this.prefixFirst.length) {
      const size = Math.max(16, this.store.prefixes.length, prefix + 1);
      const first = new Int32Array(size).fill(-2);
      first.set(this.prefixFirst);
      const count = new Uint8Array(size);
      count.set(this.prefixCount);
      const wordStart = new Uint8Array(size);
      wordStart.set(this.prefixWordStart);
      const tail = new Uint8Array(size);
      tail.set(this.prefixTail);
      [this.prefixFirst, this.prefixCount, this.prefixWordStart, this.prefixTail] = [first, count, wordStart, tail];
    }
    if (this.prefixFirst[prefix] !== -2) return;
    const { word } = this;
    let at = folded.indexOf(word);
    this.prefixFirst[prefix] = at;
    let count = 0;
    for (; at >= 0 && count < ATTEMPTS; count += 1) {
      if (at > 0 && !isAlphanumeric(folded.charCodeAt(at - 1))) this.prefixWordStart[prefix] = 1;
      at = folded.indexOf(word, at + 1);
    }
    this.prefixCount[prefix] = count;
    this.prefixTail[prefix] = this.endsWithStart(folded) ? 1 : 0;
  }

  /** Whether `folded` ends with the word's first characters (one or more, fewer than all): an occurrence may start there. */
  private endsWithStart(folded: string): boolean {
    const { token } = this;
    overlaps: for (let overlap = Math.min(this.length - 1, folded.length); overlap > 0; overlap -= 1) {
      const from = folded.length - overlap;
      for (let offset = 0; offset < overlap; offset += 1) if (folded.charCodeAt(from + offset) !== token[offset]) continue overlaps;
      return true;
    }
    return false;
  }

  /**
   * The first occurrence at or after `from` in the URI (prefix `folded`, then the suffix), for
   * positions where the word does not lie wholly inside the prefix.
   */
  private indexAcross(folded: string, start: number, length: number, from: number): number {
    const { token, length: size } = this;
    const { text } = this.store;
    const split = folded.length;
    const total = split + length;
    let at = from;
    across: for (; at < split && at + size <= total; at += 1) {
      for (let offset = 0; offset < size; offset += 1) {
        const position = at + offset;
        const unit = position < split ? folded.charCodeAt(position) : text[start + position - split]!;
        if (unit !== token[offset]) continue across;
      }
      return at;
    }
    const found = this.indexIn(text, start, length, Math.max(0, at - split));
    return found < 0 ? -1 : found + split;
  }
}
