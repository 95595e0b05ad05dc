/**
 * A small, safe Markdown subset parsed into a tree that a UI renders as its own elements: headings,
 * paragraphs, lists, block quotes, code, tables, emphasis, code spans, links (inline and by
 * reference) and character references. Raw HTML is kept as literal text, never as markup. Every
 * loop is linear or bounded, so hostile input cannot hang it.
 *
 * Why not a library: micromark (through mdast-util-from-markdown, with GFM tables and
 * strikethrough and raw HTML off) was tried in its place and measured in Chromium and Node. It
 * rendered the demo server's README in 34 ms against 10 ms here, and a 65 kB document in 1.1 s
 * against 0.5 s; on hostile input it is superlinear on the main thread: 20,000 nested `*` pairs
 * (40 kB) took over a minute, a list nested 400 deep 11 s, `*a ` 20,000 times 1.9 s, where this
 * parser takes all of them together in well under a second. markdown-it and react-markdown have
 * the same kind of backtracking and cost more bytes. A library goes in once it can run in a worker
 * with a time limit; until then this parser stays, with the test suite in `markdown.test.ts`.
 */

import { CHARACTER_REFERENCE, decodeCharacterReference, decodeCharacterReferences } from './character-references.js';

/** Inline Markdown: text runs and the formatting around them. */
export type MarkdownInline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'emphasis' | 'strong' | 'strikethrough'; children: MarkdownInline[] }
  /** `href` is set only for `http:`, `https:` and `mailto:` targets; anything else shows as text. */
  | { type: 'link'; href: string | undefined; destination: string; children: MarkdownInline[] }
  /** Images are never loaded: a UI shows `alt` as text. */
  | { type: 'image'; alt: string; source: string }
  | { type: 'break' };

/** Alignment of a table column, from its delimiter row (`:--`, `:-:`, `--:`). */
export type TableAlignment = 'left' | 'center' | 'right' | undefined;

/** Block-level Markdown: what a renderer turns into headings, paragraphs, lists, quotes, code and tables. */
export type MarkdownBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'code'; language: string | undefined; value: string }
  | { type: 'blockquote'; children: MarkdownBlock[] }
  | { type: 'list'; ordered: boolean; start: number; items: MarkdownBlock[][] }
  | { type: 'table'; alignments: TableAlignment[]; header: MarkdownInline[][]; rows: MarkdownInline[][][] }
  | { type: 'thematic-break' };

/** Bounds that keep parsing cheap on hostile input. */
export interface ParseMarkdownOptions {
  /** Deeper nesting of quotes and lists is flattened into text. @default 16 */
  maxDepth?: number;
  /** Paragraphs longer than this are shown without inline formatting. @default 20_000 */
  maxInlineLength?: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const BLOCKQUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^( {0,3})([-+*]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;
const INDENTED_CODE = /^(?: {4}|\t)(.*)$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const BLANK = /^[ \t]*$/;
/** A link reference definition on one line: `[label]: destination "title"` (a title on the next line is not read). */
const DEFINITION = /^ {0,3}\[((?:[^\\[\]]|\\.){1,999})\]:[ \t]*(?:<([^<>\n]*)>|(\S+))(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^()]*\)))?[ \t]*$/;

/** The link targets a preview may turn into a clickable link; every other scheme stays text. */
export function safeLinkHref(destination: string): string | undefined {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  const compact = destination.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#]/i.test(compact) ? compact : undefined;
  if (scheme === 'mailto') return compact;
  return undefined;
}

/** Parses Markdown into blocks. Never throws; anything it does not understand stays text. */
export function parseMarkdown(text: string, options: ParseMarkdownOptions = {}): MarkdownBlock[] {
  const lines = text.split(/\r\n|\r|\n/);
  const settings = { maxDepth: options.maxDepth ?? 16, maxInlineLength: options.maxInlineLength ?? 20_000, definitions: collectDefinitions(lines) };
  return parseBlocks(lines, settings, 0);
}

interface Settings {
  maxDepth: number;
  maxInlineLength: number;
  /** Link reference definitions by normalized label; links may name one defined anywhere in the document. */
  definitions: ReadonlyMap<string, string>;
}

/**
 * The document's link reference definitions, found before any inline parsing because a link may come
 * before its definition. Like paragraphs, a definition starts after a blank line, a heading, a fence
 * or another definition, also inside block quotes; the first definition of a label wins.
 */
function collectDefinitions(lines: readonly string[]): Map<string, string> {
  const definitions = new Map<string, string>();
  let fence: RegExp | undefined;
  let canStart = true;
  for (const raw of lines) {
    const line = raw.replace(/^(?: {0,3}> ?)+/, '');
    if (fence) {
      if (fence.test(line)) fence = undefined;
      canStart = true;
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[1]!.startsWith('`') ? new RegExp(`^ {0,3}\`{${opening[1]!.length},}[ \t]*$`) : new RegExp(`^ {0,3}~{${opening[1]!.length},}[ \t]*$`);
      continue;
    }
    const definition = canStart ? DEFINITION.exec(line) : null;
    if (definition) {
      const label = normalizeLabel(definition[1]!);
      if (label !== '' && !definitions.has(label)) definitions.set(label, unescapeDestination(definition[2] ?? definition[3] ?? ''));
      continue;
    }
    canStart = BLANK.test(line) || ATX_HEADING.test(line) || THEMATIC_BREAK.test(line);
  }
  return definitions;
}

/** Labels match case-insensitively, with runs of whitespace as one space (CommonMark). */
function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase().toUpperCase();
}

/** A destination as written, with backslash escapes and character references decoded (CommonMark). */
function unescapeDestination(destination: string): string {
  return decodeCharacterReferences(destination.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
}

function parseBlocks(lines: string[], settings: Settings, depth: number): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    blocks.push({ type: 'paragraph', children: inline(paragraph.join('\n').trim(), settings) });
    paragraph = [];
  };

  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (BLANK.test(line)) {
      flush();
      index += 1;
      continue;
    }

    if (paragraph.length > 0) {
      const underline = SETEXT_UNDERLINE.exec(line);
      if (underline) {
        const level = underline[1]!.startsWith('=') ? 1 : 2;
        blocks.push({ type: 'heading', level, children: inline(paragraph.join('\n').trim(), settings) });
        paragraph = [];
        index += 1;
        continue;
      }
    }

    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const marker = fence[1]!;
      const closing = marker.startsWith('`') ? /^ {0,3}(`+)[ \t]*$/ : /^ {0,3}(~+)[ \t]*$/;
      const body: string[] = [];
      index += 1;
      while (index < lines.length) {
        const candidate = closing.exec(lines[index]!);
        if (candidate && candidate[1]!.length >= marker.length) {
          index += 1;
          break;
        }
        body.push(lines[index]!);
        index += 1;
      }
      blocks.push({ type: 'code', language: fence[2] ? decodeCharacterReferences(fence[2]) : undefined, value: body.join('\n') });
      continue;
    }

    const heading = ATX_HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: inline((heading[2] ?? '').trim(), settings) });
      index += 1;
      continue;
    }

    if (THEMATIC_BREAK.test(line)) {
      flush();
      blocks.push({ type: 'thematic-break' });
      index += 1;
      continue;
    }

    if (BLOCKQUOTE.test(line)) {
      flush();
      const quoted: string[] = [];
      while (index < lines.length) {
        const match = BLOCKQUOTE.exec(lines[index]!);
        if (!match) break;
        quoted.push(match[1]!);
        index += 1;
      }
      blocks.push(
        depth >= settings.maxDepth
          ? { type: 'paragraph', children: [{ type: 'text', value: quoted.join('\n') }] }
          : { type: 'blockquote', children: parseBlocks(quoted, settings, depth + 1) },
      );
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item && (paragraph.length === 0 || item[4])) {
      flush();
      index = parseList(lines, index, blocks, settings, depth);
      continue;
    }

    if (paragraph.length === 0 && INDENTED_CODE.test(line)) {
      const body: string[] = [];
      while (index < lines.length) {
        const current = lines[index]!;
        const match = INDENTED_CODE.exec(current);
        if (match) body.push(match[1]!);
        else if (BLANK.test(current)) body.push('');
        else break;
        index += 1;
      }
      while (body.length > 0 && body[body.length - 1] === '') body.pop();
      blocks.push({ type: 'code', language: undefined, value: body.join('\n') });
      continue;
    }

    if (paragraph.length === 0 && line.includes('|') && index + 1 < lines.length && TABLE_DELIMITER.test(lines[index + 1]!)) {
      const header = splitTableRow(line);
      const alignments = splitTableRow(lines[index + 1]!).map((cell): TableAlignment => {
        const left = cell.startsWith(':');
        const right = cell.endsWith(':');
        return left && right ? 'center' : right ? 'right' : left ? 'left' : undefined;
      });
      if (alignments.length === header.length) {
        index += 2;
        const rows: MarkdownInline[][][] = [];
        while (index < lines.length && !BLANK.test(lines[index]!) && lines[index]!.includes('|')) {
          const cells = splitTableRow(lines[index]!);
          rows.push(header.map((_, column) => inline(cells[column] ?? '', settings)));
          index += 1;
        }
        blocks.push({ type: 'table', alignments, header: header.map((cell) => inline(cell, settings)), rows });
        continue;
      }
    }

    // Definitions were read by collectDefinitions; they show nothing where they stand.
    if (paragraph.length === 0 && DEFINITION.test(line)) {
      index += 1;
      continue;
    }

    paragraph.push(line);
    index += 1;
  }
  flush();
  return blocks;
}

function parseList(lines: string[], from: number, blocks: MarkdownBlock[], settings: Settings, depth: number): number {
  const first = LIST_ITEM.exec(lines[from]!)!;
  const ordered = /\d/.test(first[2]!);
  const delimiter = ordered ? first[2]!.slice(-1) : first[2]!;
  const items: string[][] = [];
  let index = from;
  let current: string[] | undefined;
  let contentIndent = 0;
  let pendingBlank = false;
  while (index < lines.length) {
    const line = lines[index]!;
    const match = LIST_ITEM.exec(line);
    const sameList = match && (ordered ? /\d/.test(match[2]!) && match[2]!.endsWith(delimiter) : match[2] === delimiter);
    if (match && sameList && match[1]!.length < (current ? contentIndent : 4)) {
      current = [match[4] ?? ''];
      items.push(current);
      contentIndent = match[1]!.length + match[2]!.length + Math.min(Math.max(match[3]?.length ?? 1, 1), 4);
      pendingBlank = false;
      index += 1;
      continue;
    }
    if (BLANK.test(line)) {
      pendingBlank = true;
      current?.push('');
      index += 1;
      continue;
    }
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    if (current && indent >= contentIndent) {
      current.push(line.replace(/^[ \t]*/, ' '.repeat(Math.max(0, indent - contentIndent))));
      pendingBlank = false;
      index += 1;
      continue;
    }
    // A lazy continuation line of the item's paragraph, unless a blank line ended it.
    if (current && !pendingBlank && !match && !BLOCKQUOTE.test(line) && !ATX_HEADING.test(line) && !THEMATIC_BREAK.test(line) && !FENCE.test(line)) {
      current.push(line.trim());
      index += 1;
      continue;
    }
    break;
  }
  const start = ordered ? Number.parseInt(first[2]!, 10) : 1;
  blocks.push({
    type: 'list',
    ordered,
    start: Number.isSafeInteger(start) ? start : 1,
    items: items.map((itemLines) =>
      depth >= settings.maxDepth
        ? [{ type: 'paragraph', children: [{ type: 'text', value: itemLines.join('\n').trim() }] }]
        : parseBlocks(itemLines, settings, depth + 1),
    ),
  });
  return index;
}

function splitTableRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let index = 0; index < row.length; index += 1) {
    const character = row[index]!;
    if (character === '\\' && row[index + 1] === '|') {
      cell += '|';
      index += 1;
    } else if (character === '`') {
      inCode = !inCode;
      cell += character;
    } else if (character === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else cell += character;
  }
  cells.push(cell.trim());
  return cells;
}

const ESCAPABLE = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const AUTOLINK = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^<>\u0000-\u0020]*)>/;
const EMAIL_AUTOLINK = /^<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/;
const MAX_INLINE_DEPTH = 12;

type Delimiter = '*' | '**' | '_' | '__' | '~~';

/** Inline Markdown of one paragraph, heading or table cell (reference links need `parseMarkdown`, which knows the definitions). */
export function parseInline(text: string, options: ParseMarkdownOptions = {}): MarkdownInline[] {
  return inline(text, { maxDepth: 0, maxInlineLength: options.maxInlineLength ?? 20_000, definitions: new Map() });
}

function inline(text: string, settings: Settings): MarkdownInline[] {
  if (text.length > settings.maxInlineLength) return [{ type: 'text', value: text }];
  return new InlineParser(text, 0, settings.definitions).parse();
}

class InlineParser {
  private readonly nodes: MarkdownInline[] = [];
  private buffer = '';
  /** Once a search for a closing delimiter failed from a position, it fails from every later one too. */
  private readonly noCloserFrom = new Map<Delimiter, number>();
  private bracketPairs: Map<number, number> | undefined;

  constructor(
    private readonly text: string,
    private readonly depth: number,
    private readonly definitions: ReadonlyMap<string, string>,
  ) {}

  parse(): MarkdownInline[] {
    const { text } = this;
    let index = 0;
    while (index < text.length) {
      const character = text[index]!;
      const next = text[index + 1];
      if (character === '\\' && next !== undefined && ESCAPABLE.includes(next)) {
        this.buffer += next;
        index += 2;
        continue;
      }
      if (character === '\\' && next === '\n') {
        this.push({ type: 'break' });
        index += 2;
        continue;
      }
      if (character === ' ' && text.startsWith(' \n', index + 1)) {
        this.buffer = this.buffer.trimEnd();
        this.push({ type: 'break' });
        index = text.indexOf('\n', index) + 1;
        continue;
      }
      if (character === '`') {
        const consumed = this.codeSpan(index);
        if (consumed > 0) {
          index += consumed;
          continue;
        }
        const run = /^`+/.exec(text.slice(index, index + 64))![0];
        this.buffer += run;
        index += run.length;
        continue;
      }
      if (character === '!' && next === '[') {
        const link = this.linkAt(index + 1);
        if (link) {
          this.push({ type: 'image', alt: link.label, source: link.destination });
          index = link.end;
          continue;
        }
      }
      if (character === '[') {
        const link = this.linkAt(index);
        if (link) {
          const children = this.depth < MAX_INLINE_DEPTH ? new InlineParser(link.label, this.depth + 1, this.definitions).parse() : [{ type: 'text' as const, value: link.label }];
          this.push({ type: 'link', href: safeLinkHref(link.destination), destination: link.destination, children });
          index = link.end;
          continue;
        }
      }
      if (character === '&') {
        const reference = CHARACTER_REFERENCE.exec(text.slice(index, index + 40));
        const decoded = reference ? decodeCharacterReference(reference) : undefined;
        if (reference && decoded !== undefined) {
          this.buffer += decoded;
          index += reference[0].length;
          continue;
        }
      }
      if (character === '<') {
        const rest = text.slice(index, index + 2048);
        const auto = AUTOLINK.exec(rest);
        if (auto) {
          this.push({ type: 'link', href: safeLinkHref(auto[1]!), destination: auto[1]!, children: [{ type: 'text', value: auto[1]! }] });
          index += auto[0].length;
          continue;
        }
        const email = EMAIL_AUTOLINK.exec(rest);
        if (email) {
          this.push({ type: 'link', href: `mailto:${email[1]!}`, destination: `mailto:${email[1]!}`, children: [{ type: 'text', value: email[1]! }] });
          index += email[0].length;
          continue;
        }
      }
      if (character === '*' || character === '_' || (character === '~' && next === '~')) {
        const consumed = this.emphasis(index);
        if (consumed > 0) {
          index += consumed;
          continue;
        }
        const run = text.slice(index, index + 64).match(character === '*' ? /^\*+/ : character === '_' ? /^_+/ : /^~+/)![0];
        this.buffer += run;
        index += run.length;
        continue;
      }
      this.buffer += character;
      index += 1;
    }
    this.flushText();
    return this.nodes;
  }

  private push(node: MarkdownInline) {
    this.flushText();
    this.nodes.push(node);
  }

  private flushText() {
    if (this.buffer === '') return;
    const last = this.nodes[this.nodes.length - 1];
    if (last?.type === 'text') last.value += this.buffer;
    else this.nodes.push({ type: 'text', value: this.buffer });
    this.buffer = '';
  }

  /** Length consumed by a code span starting at `index`, or 0 if the backticks are unmatched. */
  private codeSpan(index: number): number {
    const { text } = this;
    let length = 0;
    while (text[index + length] === '`') length += 1;
    let search = index + length;
    for (;;) {
      const found = text.indexOf('`'.repeat(length), search);
      if (found < 0) return 0;
      let runEnd = found;
      while (text[runEnd] === '`') runEnd += 1;
      if (runEnd - found === length) {
        let value = text.slice(index + length, found).replace(/\n/g, ' ');
        if (value.length > 2 && value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '') value = value.slice(1, -1);
        this.push({ type: 'code', value });
        return runEnd - index;
      }
      search = runEnd;
    }
  }

  /**
   * A link at `index`: `[label](destination "title")`, or one naming a definition: `[label][name]`,
   * `[label][]` or `[label]`. Undefined when it is neither.
   */
  private linkAt(index: number): { label: string; destination: string; end: number } | undefined {
    const { text } = this;
    const brackets = this.closingBrackets();
    const close = brackets.get(index);
    if (close === undefined) return undefined;
    const label = text.slice(index + 1, close);
    if (text[close + 1] === '(') {
      const rest = text.slice(close + 2, close + 2 + 4096);
      const target = /^[ \t\n]*(?:<([^<>\n]*)>|([^\s()<>]*(?:\([^\s()<>]*\)[^\s()<>]*)*))(?:[ \t\n]+(?:"[^"]*"|'[^']*'|\([^()]*\)))?[ \t\n]*\)/.exec(rest);
      if (target) return { label, destination: unescapeDestination(target[1] ?? target[2] ?? ''), end: close + 2 + target[0].length };
    }
    if (this.definitions.size === 0) return undefined;
    const nameClose = text[close + 1] === '[' ? brackets.get(close + 1) : undefined;
    const name = nameClose === undefined || nameClose === close + 2 ? label : text.slice(close + 2, nameClose);
    const destination = this.definitions.get(normalizeLabel(name));
    if (destination === undefined) return undefined;
    return { label, destination, end: (nameClose ?? close) + 1 };
  }

  /** Matching `[` → `]` positions, found in one pass so that unmatched brackets cost nothing. */
  private closingBrackets(): Map<number, number> {
    if (this.bracketPairs) return this.bracketPairs;
    const pairs = new Map<number, number>();
    const open: number[] = [];
    const { text } = this;
    for (let position = 0; position < text.length; position += 1) {
      const character = text[position];
      if (character === '\\') position += 1;
      else if (character === '[') open.push(position);
      else if (character === ']') {
        const start = open.pop();
        if (start !== undefined) pairs.set(start, position);
      }
    }
    this.bracketPairs = pairs;
    return pairs;
  }

  /** Length consumed by emphasis, strong or strikethrough starting at `index`, or 0. */
  private emphasis(index: number): number {
    const { text } = this;
    const character = text[index]!;
    let run = 0;
    while (text[index + run] === character) run += 1;
    const delimiter = (character === '~' ? '~~' : run >= 2 ? character.repeat(2) : character) as Delimiter;
    if (character === '~' && run !== 2) return 0;
    const length = delimiter.length;
    const after = text[index + length];
    const before = index > 0 ? text[index - 1] : undefined;
    if (after === undefined || /\s/.test(after)) return 0;
    if (character === '_' && before !== undefined && /[\p{L}\p{N}]/u.test(before)) return 0;

    const failedFrom = this.noCloserFrom.get(delimiter);
    const searchFrom = index + length + 1;
    if (failedFrom !== undefined && searchFrom >= failedFrom) return 0;
    let search = searchFrom;
    for (;;) {
      const found = text.indexOf(delimiter, search);
      if (found < 0) {
        this.noCloserFrom.set(delimiter, Math.min(failedFrom ?? Infinity, searchFrom));
        return 0;
      }
      let runEnd = found;
      while (text[runEnd] === character) runEnd += 1;
      const closeAt = runEnd - length;
      const beforeClose = text[closeAt - 1];
      const afterClose = text[runEnd];
      const valid =
        beforeClose !== undefined &&
        !/\s/.test(beforeClose) &&
        closeAt > index + length &&
        !(character === '_' && afterClose !== undefined && /[\p{L}\p{N}]/u.test(afterClose));
      if (valid) {
        const inner = text.slice(index + length, closeAt);
        const children = this.depth < MAX_INLINE_DEPTH ? new InlineParser(inner, this.depth + 1, this.definitions).parse() : [{ type: 'text' as const, value: inner }];
        this.push({ type: delimiter === '~~' ? 'strikethrough' : length === 2 ? 'strong' : 'emphasis', children });
        return runEnd - index;
      }
      search = runEnd;
    }
  }
}
