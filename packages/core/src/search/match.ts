import { characterMask } from './character-mask.js';
import { entryItem, entryLabel, entryUri, type ResourceEntry } from './entry.js';
import { foldForMatching, foldQuery, foldText, toSourceRange } from './fold.js';

/** The fields a query is matched against, most telling first. */
export const SEARCH_FIELDS = ['title', 'name', 'uri', 'description'] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A matched span `[start, end)` in UTF-16 units of the original field text. */
export type MatchRange = readonly [start: number, end: number];

/** How well an entry matched, and which characters of which fields to mark. */
export interface MatchResult {
  /** Higher is better; between 0 and 1. */
  score: number;
  ranges: Partial<Record<SearchField, MatchRange[]>>;
}

/** A query split into folded words; every word must match some field. */
export interface PreparedQuery {
  text: string;
  tokens: string[];
  /** `characterMask` of all the words: an entry lacking any of these characters cannot match. */
  mask: number;
}

/**
 * An entry's searchable fields folded for matching (see `foldText`), made once and reused for every
 * keystroke. Only the folded strings are kept, 100,000 entries' worth of them: the way back to the
 * original characters is worked out again for the few hits that are shown.
 */
export interface PreparedFields extends Record<SearchField, string | undefined> {
  /** `characterMask` of all the folded fields: a word needing a character outside it cannot match. */
  characters: number;
  /** The label results are listed by, and its lower case: the tie-break of equal scores. */
  label: string;
  labelKey: string;
}

const FIELD_WEIGHT: Record<SearchField, number> = { title: 1, name: 0.95, uri: 0.7, description: 0.5 };
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 100;

/** Splits and folds a query. At most 8 words of 100 characters each are used. */
export function prepareQuery(text: string): PreparedQuery {
  const tokens = foldQuery(text.slice(0, 1000))
    .split(/\s+/u)
    .filter((token) => token.length > 0)
    .slice(0, MAX_TOKENS)
    .map((token) => token.slice(0, MAX_TOKEN_LENGTH));
  return { text, tokens, mask: tokens.reduce((mask, token) => mask | characterMask(token), 0) };
}

/** The folded fields of `entry`, made anew on every call: lists keep them (see `preparedListOf`). */
export function prepareFields(entry: ResourceEntry): PreparedFields {
  const item = entryItem(entry);
  const label = entryLabel(entry);
  // Every field is set, absent ones to undefined, so that all prepared entries share one shape and
  // the matching loop reads them at one place each.
  const fields: PreparedFields = {
    title: foldIfText(item.title),
    name: foldIfText(item.name),
    uri: foldForMatching(entryUri(entry)),
    description: foldIfText(item.description),
    characters: 0,
    label,
    labelKey: label.toLowerCase(),
  };
  for (const field of SEARCH_FIELDS) {
    const folded = fields[field];
    if (folded === undefined) continue;
    fields.characters |= characterMask(folded);
    // The label is usually the title or name, whose folded text then often equals its lower case:
    // one string kept rather than two.
    if (folded === fields.labelKey) fields.labelKey = folded;
  }
  return fields;
}

function foldIfText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? foldForMatching(value) : undefined;
}

/**
 * Matches `query` against an entry's title, name, URI and description. Each word must occur in
 * some field: whole field > prefix > start of a word > anywhere; a title or name may also match
 * as a subsequence (`rdme` → `README`), ranked lowest. `undefined` when some word does not match.
 * An empty query matches everything with score 0.
 */
export function matchEntry(query: PreparedQuery, entry: ResourceEntry): MatchResult | undefined {
  if (query.tokens.length === 0) return { score: 0, ranges: {} };
  if (scoreFields(query, prepareFields(entry)) === undefined) return undefined;
  const item = entryItem(entry);
  const texts = { title: foldIfPresent(item.title), name: foldIfPresent(item.name), uri: foldText(entryUri(entry)), description: foldIfPresent(item.description) };
  let total = 0;
  const ranges: Partial<Record<SearchField, MatchRange[]>> = {};
  for (const token of query.tokens) {
    let best = 0;
    for (let pass = 0; pass < 2 && best === 0; pass += 1) {
      for (const field of SEARCH_FIELDS) {
        const text = texts[field];
        if (!text || (pass === 1 && field !== 'title' && field !== 'name')) continue;
        const found = pass === 1 ? matchSubsequence(token, text.folded) : matchSubstring(token, text.folded);
        if (!found) continue;
        best = Math.max(best, found.quality * FIELD_WEIGHT[field]);
        (ranges[field] ??= []).push(...found.ranges.map(([from, to]) => toSourceRange(text, from, to)));
      }
    }
    total += best;
  }
  for (const field of SEARCH_FIELDS) {
    const list = ranges[field];
    if (list) ranges[field] = mergeRanges(list);
  }
  return { score: total / query.tokens.length, ranges };
}

function foldIfPresent(value: unknown) {
  return typeof value === 'string' && value.length > 0 ? foldText(value) : undefined;
}

/**
 * The score `matchEntry` would give, without working out ranges. `undefined` when some word does
 * not match. It folds the entry's fields on every call: to match many entries on every keystroke,
 * use a `MatchJob` or `rankEntries` over an array, which keep them.
 */
export function scoreEntry(query: PreparedQuery, entry: ResourceEntry): number | undefined {
  if (query.tokens.length === 0) return 0;
  return scoreFields(query, prepareFields(entry));
}

/** `scoreEntry` over already prepared fields. */
export function scoreFields(query: PreparedQuery, fields: PreparedFields): number | undefined {
  if ((query.mask & ~fields.characters) !== 0) return undefined;
  let total = 0;
  for (const token of query.tokens) {
    const best = scoreWord(token, fields);
    if (best === 0) return undefined;
    total += best;
  }
  return total / query.tokens.length;
}

/**
 * How well one folded word of a query matches an entry's fields: the best field's quality times its
 * weight, 0 when it matches none. A query's score is the mean over its words, summed in order.
 */
export function scoreWord(token: string, fields: PreparedFields): number {
  const { title, name, uri, description } = fields;
  let best = 0;
  // Fields in falling weight: one that cannot beat the best so far even when whole is skipped.
  if (title) best = substringQuality(token, title) * FIELD_WEIGHT.title;
  if (name && best < FIELD_WEIGHT.name) best = Math.max(best, substringQuality(token, name) * FIELD_WEIGHT.name);
  if (uri && best < FIELD_WEIGHT.uri) best = Math.max(best, substringQuality(token, uri) * FIELD_WEIGHT.uri);
  if (description && best < FIELD_WEIGHT.description) best = Math.max(best, substringQuality(token, description) * FIELD_WEIGHT.description);
  if (best === 0) {
    if (title) best = Math.max(best, subsequenceQuality(token, title) * FIELD_WEIGHT.title);
    if (name) best = Math.max(best, subsequenceQuality(token, name) * FIELD_WEIGHT.name);
  }
  return best;
}

function substringQuality(token: string, folded: string): number {
  const first = folded.indexOf(token);
  if (first < 0) return 0;
  if (first === 0) return folded.length === token.length ? 1 : 0.9;
  let at = first;
  for (let attempts = 0; at >= 0 && attempts < 16; attempts += 1) {
    if (isWordStart(folded, at)) return 0.75;
    at = folded.indexOf(token, at + 1);
  }
  return 0.5;
}

function matchSubstring(token: string, folded: string): { quality: number; ranges: Array<[number, number]> } | undefined {
  const first = folded.indexOf(token);
  if (first < 0) return undefined;
  if (first === 0) return { quality: folded.length === token.length ? 1 : 0.9, ranges: [[0, token.length]] };
  let at = first;
  for (let attempts = 0; at >= 0 && attempts < 16; attempts += 1) {
    if (isWordStart(folded, at)) return { quality: 0.75, ranges: [[at, at + token.length]] };
    at = folded.indexOf(token, at + 1);
  }
  return { quality: 0.5, ranges: [[first, first + token.length]] };
}

function matchSubsequence(token: string, folded: string): { quality: number; ranges: Array<[number, number]> } | undefined {
  if (token.length < 2) return undefined;
  const ranges: Array<[number, number]> = [];
  let position = 0;
  for (let index = 0; index < token.length; index += 1) {
    const found = folded.indexOf(token[index]!, position);
    if (found < 0) return undefined;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === found) last[1] = found + 1;
    else ranges.push([found, found + 1]);
    position = found + 1;
  }
  const span = ranges[ranges.length - 1]![1] - ranges[0]![0];
  return { quality: subsequenceScore(token.length, span, ranges.length), ranges };
}

function subsequenceQuality(token: string, folded: string): number {
  if (token.length < 2) return 0;
  let position = 0;
  let runs = 0;
  let first = -1;
  let previous = -2;
  for (let index = 0; index < token.length; index += 1) {
    const found = folded.indexOf(token[index]!, position);
    if (found < 0) return 0;
    if (first < 0) first = found;
    if (found !== previous + 1) runs += 1;
    previous = found;
    position = found + 1;
  }
  return subsequenceScore(token.length, previous + 1 - first, runs);
}

// Few, tight runs read as a deliberate abbreviation; scattered letters barely count.
function subsequenceScore(length: number, span: number, runs: number): number {
  return 0.3 * (length / span) * (1 / runs) ** 0.5;
}

function isWordStart(text: string, index: number): boolean {
  const previous = text.charCodeAt(index - 1);
  const isAlphanumeric = (previous >= 0x30 && previous <= 0x39) || (previous >= 0x61 && previous <= 0x7a) || previous > 0x7f;
  return !isAlphanumeric;
}

function mergeRanges(ranges: MatchRange[]): MatchRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    if (end <= start) continue;
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Cuts `text` into plain and matched pieces for rendering, clamping ranges that fall outside it.
 * Renderers mark the pieces whose `matched` is true.
 */
export function splitByRanges(text: string, ranges: readonly MatchRange[] | undefined): Array<{ text: string; matched: boolean }> {
  if (!ranges || ranges.length === 0) return [{ text, matched: false }];
  const pieces: Array<{ text: string; matched: boolean }> = [];
  let position = 0;
  for (const [rawStart, rawEnd] of ranges) {
    const start = Math.max(position, Math.min(rawStart, text.length));
    const end = Math.max(start, Math.min(rawEnd, text.length));
    if (start > position) pieces.push({ text: text.slice(position, start), matched: false });
    if (end > start) pieces.push({ text: text.slice(start, end), matched: true });
    position = end;
  }
  if (position < text.length) pieces.push({ text: text.slice(position), matched: false });
  return pieces;
}
