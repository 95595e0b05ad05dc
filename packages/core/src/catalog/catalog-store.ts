import type { Resource } from '../client/types.js';
import { characterMask, digitMask } from '../search/character-mask.js';
import { foldForMatching } from '../search/fold.js';
import { MIME_FAMILIES, mimeFamilyOf } from '../search/mime-family.js';
import { BlockSummaries } from './block-summaries.js';
import {
  DESCRIPTION_FIELD,
  DESCRIPTION_SAME,
  FIELDS,
  HAS_ANNOTATIONS,
  HAS_AUDIENCE,
  HAS_DESCRIPTION,
  HAS_NAME,
  HAS_TITLE,
  NAME_FIELD,
  NAME_IN_URI,
  NAME_IS_SEGMENT,
  NAME_SAME,
  REMOVED,
  TITLE_FIELD,
  TITLE_SAME,
  URI_FIELD,
  URI_SAME,
  WHOLE_FIELD,
} from './constants.js';
import { grow, type Column } from './grow.js';
import { labelHead } from './label-head.js';
import { wordStartLetters } from './word-start-letters.js';

/**
 * The listed resources of many servers in a few typed arrays, so that a million of them fit in
 * about 150 bytes each instead of 650 as objects (see README.md). Our own code: search libraries
 * (FlexSearch, MiniSearch, Fuse) keep their own index beside the documents and rank by their own
 * rules, while this has to hold the only copy and rank exactly as `search/` does.
 *
 * - A resource is a dense integer id, in the order resources were appended; `compact` renumbers.
 * - Its URI is an interned prefix (everything up to the last `/`, shared by a folder's resources)
 *   and a suffix. The search text of every field is kept folded (lower case, no accents, as
 *   `search/match.ts` matches it), and the original only when it differs; a name that is the
 *   URI's last segment is not kept at all.
 * - All of a resource's text sits in one `Uint16Array` (UTF-16 units, as JavaScript strings have),
 *   each piece after its length.
 * - Servers and MIME types are small integers; priority, `lastModified` (ms) and size are numbers
 *   in `Float64Array` columns (`NaN` when absent), MIME family and audience are bytes.
 * - What does not fit these columns (icons, `_meta`, annotations that would not read back as sent)
 *   is kept as it came, per resource, in a map: rare, and nothing is lost.
 */
export class CatalogStore {
  /** How many ids were handed out (removed ones included). */
  size = 0;
  /** How many resources are removed (by `clear`). */
  removed = 0;

  text = new Uint16Array(1 << 16);
  textLength = 0;
  textStart = new Int32Array(0);
  prefix = new Int32Array(0);
  flags = new Uint16Array(0);
  server = new Uint16Array(0);
  mimeType = new Uint16Array(0);
  family = new Uint8Array(0);
  audience = new Uint8Array(0);
  characters = new Int32Array(0);
  /** Per resource: `digitMask` of all its folded fields. */
  digits = new Uint16Array(0);
  /** Per resource, four entries (title, name, URI, description): `characterMask` of each folded field. */
  fieldCharacters = new Int32Array(0);
  /** Per resource, four entries as `fieldCharacters`: `wordStartLetters` of each folded field. */
  wordStarts = new Int32Array(0);
  /**
   * Per resource, four entries as `fieldCharacters`: the folded field's first unit as `firstUnitIndex`
   * numbers it (0 for anything but a letter or digit), plus `WHOLE_FIELD` when that unit is all the field is.
   */
  firstLetters = new Uint8Array(0);
  priority = new Float64Array(0);
  modified = new Float64Array(0);
  bytes = new Float64Array(0);
  /** Per resource: `labelHead` of its label, so that ranking can order most ties without reading labels. */
  labelHeads = new Float64Array(0);
  /** What each block of ids holds at most (see `BlockSummaries`): summarized as resources are appended. */
  blocks = new BlockSummaries();

  /** Raw and folded prefixes by id; id 0 is the empty prefix. */
  readonly prefixes: string[] = [''];
  readonly foldedPrefixes: string[] = [''];
  private readonly prefixIds = new Map<string, number>([['', 0]]);
  readonly servers: string[] = [];
  private readonly serverIds = new Map<string, number>();
  readonly mimeTypes: Array<string | undefined> = [undefined];
  private readonly mimeTypeIds = new Map<string, number>();
  private readonly extras = new Map<number, Partial<Resource>>();

  /** The server's small integer, interning it; throws past 65,535 servers. */
  serverIndex(serverId: string): number {
    let index = this.serverIds.get(serverId);
    if (index === undefined) {
      if (this.servers.length >= 0xffff) throw new RangeError('The catalog already tells 65,535 servers apart, the most it can: use a second engine for more servers.');
      index = this.servers.length;
      this.servers.push(serverId);
      this.serverIds.set(serverId, index);
    }
    return index;
  }

  /** The server's small integer, or -1 when nothing of it was ever appended. */
  findServer(serverId: string): number {
    return this.serverIds.get(serverId) ?? -1;
  }

  /**
   * Appends `resources[from]` to `resources[to - 1]` for `serverId`; returns the first id given. Call it
   * on ranges of a page to spread a large page over several slices.
   */
  append(serverId: string, resources: readonly Resource[], from = 0, to = resources.length): number {
    const server = this.serverIndex(serverId);
    const first = this.size;
    this.reserve(first + Math.max(0, to - from));
    try {
      for (let index = from; index < to; index += 1) this.appendOne(server, resources[index]!);
    } finally {
      // As they come, a page at a time (about 135 µs for 5,000 in Node), so that no ranking waits for a million at once.
      this.blocks.cover(this, this.size);
    }
    return first;
  }

  /** Marks every resource of `serverId` removed; their ids stay unused. Returns how many were removed. */
  clear(serverId: string): number {
    const server = this.findServer(serverId);
    if (server < 0) return 0;
    let count = 0;
    for (let id = 0; id < this.size; id += 1) {
      if (this.server[id] !== server || (this.flags[id]! & REMOVED) !== 0) continue;
      this.flags[id] = this.flags[id]! | REMOVED;
      this.extras.delete(id);
      count += 1;
    }
    this.removed += count;
    return count;
  }

  /**
   * Drops the removed resources for good, moving the rest down so their text and columns are
   * contiguous again: without it, a server listed again after every change would grow the store
   * by its whole size each time. Ids change; returns, per old id, the new one (-1 for removed).
   */
  compact(): Int32Array {
    const map = new Int32Array(this.size).fill(-1);
    const columns = [this.prefix, this.flags, this.server, this.mimeType, this.family, this.audience, this.characters, this.digits, this.priority, this.modified, this.bytes, this.labelHeads, this.nameInUri];
    const perField = [this.fieldCharacters, this.wordStarts, this.firstLetters];
    const extras = new Map<number, Partial<Resource>>();
    let next = 0;
    let textAt = 0;
    for (let id = 0; id < this.size; id += 1) {
      if ((this.flags[id]! & REMOVED) !== 0) continue;
      // Everything moves towards the start, so copying in place never overwrites what is still to move.
      const start = this.textStart[id]!;
      const end = id + 1 < this.size ? this.textStart[id + 1]! : this.textLength;
      this.text.copyWithin(textAt, start, end);
      this.textStart[next] = textAt;
      textAt += end - start;
      for (const column of columns) column[next] = column[id]!;
      for (const column of perField) column.copyWithin(next * FIELDS, id * FIELDS, (id + 1) * FIELDS);
      const extra = this.extras.get(id);
      if (extra) extras.set(next, extra);
      map[id] = next;
      next += 1;
    }
    // What lay past the live resources is zero again, as appends expect of fresh capacity.
    for (const column of [this.prefix, this.flags, this.server, this.mimeType, this.family, this.audience, this.characters, this.digits, this.nameInUri]) column.fill(0, next, this.size);
    for (const column of [this.priority, this.modified, this.bytes, this.labelHeads]) column.fill(Number.NaN, next, this.size);
    for (const column of perField) column.fill(0, next * FIELDS, this.size * FIELDS);
    this.extras.clear();
    for (const [id, extra] of extras) this.extras.set(id, extra);
    this.size = next;
    this.textLength = textAt;
    this.removed = 0;
    this.blocks = new BlockSummaries();
    this.blocks.cover(this, this.size);
    return map;
  }

  isLive(id: number): boolean {
    return id >= 0 && id < this.size && (this.flags[id]! & REMOVED) === 0;
  }

  /** The resource with id `id` as it was listed (see the class comment for what may differ). */
  resource(id: number): Resource {
    const view = this.locate(id);
    const flags = this.flags[id]!;
    const prefix = this.prefixes[this.prefix[id]!]!;
    const uri = prefix + this.read(view.rawUriStart, view.rawUriLength);
    const resource: Record<string, unknown> = { uri };
    if (flags & HAS_NAME) resource.name = this.read(view.rawNameStart, view.rawNameLength);
    if (flags & HAS_TITLE) resource.title = this.read(view.rawTitleStart, view.rawTitleLength);
    if (flags & HAS_DESCRIPTION) resource.description = this.read(view.rawDescriptionStart, view.rawDescriptionLength);
    const mimeType = this.mimeTypes[this.mimeType[id]!];
    if (mimeType !== undefined) resource.mimeType = mimeType;
    const size = this.bytes[id]!;
    if (!Number.isNaN(size)) resource.size = size;
    if (flags & HAS_ANNOTATIONS) {
      const annotations: Record<string, unknown> = {};
      const audience = this.audience[id]!;
      if (flags & HAS_AUDIENCE) annotations.audience = AUDIENCE_ROLES.filter((_, bit) => (audience & (1 << bit)) !== 0);
      const priority = this.priority[id]!;
      if (!Number.isNaN(priority)) annotations.priority = priority;
      const modified = this.modified[id]!;
      if (!Number.isNaN(modified)) annotations.lastModified = new Date(modified).toISOString();
      resource.annotations = annotations;
    }
    const extra = this.extras.get(id);
    return (extra ? { ...resource, ...extra } : resource) as Resource;
  }

  /** The server id of resource `id`. */
  serverOf(id: number): string {
    return this.servers[this.server[id]!]!;
  }

  /** The label a row shows (title, else name, else URI), as `entryLabel` makes it. */
  label(id: number): string {
    const view = this.locate(id);
    if (view.rawLabelStart >= 0) return this.read(view.rawLabelStart, view.rawLabelLength);
    return this.prefixes[this.prefix[id]!]! + this.read(view.rawUriStart, view.rawUriLength);
  }

  read(start: number, length: number): string {
    // Chunks keep the argument list of fromCharCode short for long descriptions.
    if (length <= 1024) return String.fromCharCode.apply(null, this.text.subarray(start, start + length) as unknown as number[]);
    let text = '';
    for (let at = 0; at < length; at += 1024) text += this.read(start + at, Math.min(1024, length - at));
    return text;
  }

  /**
   * Where each piece of resource `id`'s text is in `text`: one shared object, rewritten by the next
   * call, so the matching loop reads a million resources without making an object for each. A
   * folded field that is absent or folds to nothing has length 0.
   */
  locate(id: number): TextView {
    const view = this.locateUri(id);
    const flags = this.flags[id]!;
    this.cursor += view.uriLength;
    if (flags & URI_SAME) {
      view.rawUriStart = view.uriStart;
      view.rawUriLength = view.uriLength;
    } else {
      view.rawUriLength = this.next();
      view.rawUriStart = this.cursor;
      this.cursor += view.rawUriLength;
    }
    view.titleStart = view.titleLength = view.nameStart = view.nameLength = view.descriptionStart = view.descriptionLength = 0;
    view.rawTitleStart = view.rawTitleLength = view.rawNameStart = view.rawNameLength = 0;
    view.rawDescriptionStart = view.rawDescriptionLength = 0;
    if (flags & HAS_TITLE) {
      view.titleLength = this.next();
      view.titleStart = this.cursor;
      this.cursor += view.titleLength;
      if (flags & TITLE_SAME) {
        view.rawTitleStart = view.titleStart;
        view.rawTitleLength = view.titleLength;
      } else {
        view.rawTitleLength = this.next();
        view.rawTitleStart = this.cursor;
        this.cursor += view.rawTitleLength;
      }
    }
    if (flags & HAS_NAME) {
      if (flags & NAME_IN_URI) {
        view.nameLength = view.rawNameLength = this.nameInUri[id]!;
        view.nameStart = view.uriStart + view.uriLength - view.nameLength;
        view.rawNameStart = view.rawUriStart + view.rawUriLength - view.rawNameLength;
      } else {
        view.nameLength = this.next();
        view.nameStart = this.cursor;
        this.cursor += view.nameLength;
        if (flags & NAME_SAME) {
          view.rawNameStart = view.nameStart;
          view.rawNameLength = view.nameLength;
        } else {
          view.rawNameLength = this.next();
          view.rawNameStart = this.cursor;
          this.cursor += view.rawNameLength;
        }
      }
    }
    if (flags & HAS_DESCRIPTION) {
      view.descriptionLength = this.next();
      view.descriptionStart = this.cursor;
      this.cursor += view.descriptionLength;
      if (flags & DESCRIPTION_SAME) {
        view.rawDescriptionStart = view.descriptionStart;
        view.rawDescriptionLength = view.descriptionLength;
      } else {
        view.rawDescriptionLength = this.next();
        view.rawDescriptionStart = this.cursor;
      }
    }
    if (flags & HAS_TITLE) {
      view.rawLabelStart = view.rawTitleStart;
      view.rawLabelLength = view.rawTitleLength;
    } else if (flags & HAS_NAME) {
      view.rawLabelStart = view.rawNameStart;
      view.rawLabelLength = view.rawNameLength;
    } else {
      view.rawLabelStart = -1;
      view.rawLabelLength = this.prefixes[this.prefix[id]!]!.length + view.rawUriLength;
    }
    return view;
  }

  /**
   * `locate` for the folded URI's suffix alone (and where `locate` starts): sets `uriStart` and
   * `uriLength` of the shared view, leaves the rest as it was and the cursor at the suffix. Where a word is most often found, read without walking the
   * other fields.
   */
  locateUri(id: number): TextView {
    const view = this.view;
    this.cursor = this.textStart[id]!;
    view.uriLength = this.next();
    view.uriStart = this.cursor;
    return view;
  }

  /** The folded length of resource `id`'s name when the store knows it without reading text (a name read from the URI's end), else -1. */
  knownNameLength(id: number): number {
    return this.flags[id]! & NAME_IN_URI ? this.nameInUri[id]! : -1;
  }

  private cursor = 0;

  /** Reads a length written by `writePiece` at `cursor`, moving past it. */
  private next(): number {
    const length = pieceLength(this.text, this.cursor);
    this.cursor = pieceStart(this.text, this.cursor);
    return length;
  }

  /**
   * Bytes the store holds in its arrays (their full capacity), for measurements. The interned
   * prefixes, servers and MIME types and the extras are counted roughly.
   */
  get byteLength(): number {
    const columns = [this.text, this.textStart, this.prefix, this.flags, this.server, this.mimeType, this.family, this.audience, this.characters, this.digits, this.fieldCharacters, this.wordStarts, this.firstLetters, this.priority, this.modified, this.bytes, this.labelHeads, this.nameInUri];
    let bytes = columns.reduce((sum, column) => sum + column.byteLength, 0) + this.blocks.byteLength;
    for (let index = 0; index < this.prefixes.length; index += 1) bytes += 2 * (this.prefixes[index]!.length + this.foldedPrefixes[index]!.length) + 64;
    return bytes + this.extras.size * 256;
  }

  private readonly view: TextView = {
    uriStart: 0,
    uriLength: 0,
    rawUriStart: 0,
    rawUriLength: 0,
    titleStart: 0,
    titleLength: 0,
    rawTitleStart: 0,
    rawTitleLength: 0,
    nameStart: 0,
    nameLength: 0,
    rawNameStart: 0,
    rawNameLength: 0,
    descriptionStart: 0,
    descriptionLength: 0,
    rawDescriptionStart: 0,
    rawDescriptionLength: 0,
    rawLabelStart: 0,
    rawLabelLength: 0,
  };

  /** The length of a name read from the end of the URI (`NAME_IN_URI`); a byte, since longer names are kept as text. */
  nameInUri = new Uint8Array(0);

  /**
   * Copies the first column of which more than an eighth stands empty into one with a sixteenth to
   * spare, and returns true; false once none does. Columns double as pages are appended, so up to
   * half of each may stand empty for as long as the catalog keeps its size (at 100,000 resources a
   * quarter of the store); the sixteenth lets a catalog that changes a little now and then do so
   * without being copied again each time. One column a call, so that the caller can slice the
   * work: the text of a million resources is about 60 MB. Arrays handed out before keep reading the
   * same content.
   */
  trimStep(): boolean {
    for (const name of COLUMNS) {
      const column = this[name];
      const needed = columnLength(name, this.size, this.textLength);
      if (column.length - needed <= column.length / 8) continue;
      const fitted = new (column.constructor as new (length: number) => Column)(needed + (needed >> 4));
      fitted.set(column.subarray(0, needed) as never);
      if (FLOAT_COLUMNS.has(name)) fitted.fill(Number.NaN, needed);
      (this as Record<ColumnName, Column>)[name] = fitted;
      return true;
    }
    return false;
  }

  /**
   * Grows the first column too short for `count` resources (the text for as many again of the
   * average length so far, and a quarter more) and returns true; false once none is. `append` grows
   * every column it lacks at once, which at 131,072 resources took 20–50 ms in one task: a caller on
   * the page grows them ahead, one a slice.
   */
  growStep(count: number): boolean {
    const text = this.size === 0 ? 0 : Math.ceil((this.textLength / this.size) * count * 1.25);
    for (const name of COLUMNS) {
      const needed = columnLength(name, count, text);
      if (this[name].length >= needed) continue;
      this.growColumn(name, needed);
      return true;
    }
    return false;
  }

  /**
   * What the store holds, for `CatalogStore.adopt` in another thread, and the buffers of its
   * columns to transfer there (not copy: tens of megabytes at 200,000 resources).
   * Once they are transferred this store reads nothing: drop it.
   */
  handOver(): { state: CatalogStoreState; transfer: ArrayBuffer[] } {
    const columns = {} as Record<ColumnName, Column>;
    for (const name of COLUMNS) columns[name] = this[name];
    const { size, removed, textLength, prefixes, foldedPrefixes, servers, mimeTypes } = this;
    const state = { size, removed, textLength, columns, prefixes, foldedPrefixes, servers, mimeTypes, extras: [...this.extras] };
    return { state, transfer: COLUMNS.map((name) => columns[name].buffer as ArrayBuffer) };
  }

  /** A store holding what another one handed over (`handOver`): the same ids, reading the same resources. */
  static adopt(state: CatalogStoreState): CatalogStore {
    const store = new CatalogStore();
    store.size = state.size;
    store.removed = state.removed;
    store.textLength = state.textLength;
    Object.assign(store, state.columns);
    for (let id = 1; id < state.prefixes.length; id += 1) {
      store.prefixes.push(state.prefixes[id]!);
      store.foldedPrefixes.push(state.foldedPrefixes[id]!);
      store.prefixIds.set(state.prefixes[id]!, id);
    }
    for (const serverId of state.servers) store.serverIndex(serverId);
    for (let id = 1; id < state.mimeTypes.length; id += 1) {
      store.mimeTypes.push(state.mimeTypes[id]);
      store.mimeTypeIds.set(state.mimeTypes[id]!, id);
    }
    for (const [id, extra] of state.extras) store.extras.set(id, extra);
    store.blocks.cover(store, store.size);
    return store;
  }

  /** Room for `count` resources in every column but the text, which grows as pieces are written. */
  private reserve(count: number) {
    for (const name of COLUMNS) if (name !== 'text') this.growColumn(name, columnLength(name, count, 0));
  }

  /** Column `name`, or a copy at least `length` long (see `grow`), its fresh capacity absent (`NaN`) where it holds numbers. */
  private growColumn(name: ColumnName, length: number) {
    (this as Record<ColumnName, Column>)[name] = grow(this[name], length, FLOAT_COLUMNS.has(name) ? Number.NaN : undefined);
  }

  private appendOne(server: number, resource: Resource) {
    const id = this.size;
    this.size += 1;
    const extra: Record<string, unknown> = {};
    for (const key of Object.keys(resource)) if (!MODELED_KEYS.has(key)) extra[key] = (resource as Record<string, unknown>)[key];

    const uri = typeof resource.uri === 'string' ? resource.uri : String(resource.uri);
    const foldedUri = foldForMatching(uri);
    const prefixId = this.prefixOf(uri, foldedUri);
    const rawSuffix = uri.slice(this.prefixes[prefixId]!.length);
    const foldedSuffix = foldedUri.slice(this.foldedPrefixes[prefixId]!.length);
    let flags = 0;
    this.describeField(id, URI_FIELD, foldedUri);

    this.textStart[id] = this.textLength;
    this.prefix[id] = prefixId;
    this.server[id] = server;
    this.writePiece(foldedSuffix);
    if (rawSuffix === foldedSuffix) flags |= URI_SAME;
    else this.writePiece(rawSuffix);

    const title = nonEmptyString(resource.title);
    if (title !== undefined) {
      flags |= HAS_TITLE;
      const folded = foldForMatching(title);
      this.describeField(id, TITLE_FIELD, folded);
      this.writePiece(folded);
      if (folded === title) flags |= TITLE_SAME;
      else this.writePiece(title);
    } else if (resource.title !== undefined) extra.title = resource.title;

    const name = nonEmptyString(resource.name);
    if (name !== undefined) {
      flags |= HAS_NAME;
      const folded = foldForMatching(name);
      this.describeField(id, NAME_FIELD, folded);
      // A name that is the URI's last segment (a file's name) is read from the URI: most are.
      if (folded.length === name.length && name.length <= 0xff && foldedSuffix.endsWith(folded) && rawSuffix.endsWith(name)) {
        flags |= NAME_IN_URI;
        if (folded.length === foldedSuffix.length) flags |= NAME_IS_SEGMENT;
        this.nameInUri[id] = name.length;
      } else {
        this.writePiece(folded);
        if (folded === name) flags |= NAME_SAME;
        else this.writePiece(name);
      }
    } else if (resource.name !== undefined) extra.name = resource.name;

    const description = nonEmptyString(resource.description);
    if (description !== undefined) {
      flags |= HAS_DESCRIPTION;
      const kept = description.length > MAX_DESCRIPTION_LENGTH ? description.slice(0, MAX_DESCRIPTION_LENGTH) : description;
      const folded = foldForMatching(kept);
      this.describeField(id, DESCRIPTION_FIELD, folded);
      this.writePiece(folded);
      if (folded === kept) flags |= DESCRIPTION_SAME;
      else this.writePiece(kept);
    } else if (resource.description !== undefined) extra.description = resource.description;

    const { mimeType } = resource;
    const mimeTypeId = typeof mimeType === 'string' ? this.mimeTypeOf(mimeType) : 0;
    this.mimeType[id] = mimeTypeId;
    // A MIME type that is not a string, or one past the 65,535 the column can intern, is kept as sent.
    if (mimeType !== undefined && mimeTypeId === 0) extra.mimeType = mimeType;
    this.family[id] = FAMILY_INDEX.get(mimeFamilyOf(typeof mimeType === 'string' ? mimeType : undefined, uri))!;

    const { size } = resource;
    if (typeof size === 'number' && Number.isFinite(size) && size >= 0) this.bytes[id] = size;
    else if (size !== undefined) extra.size = size;

    // The label as `label(id)` reads it back: title, else name, else URI.
    this.labelHeads[id] = labelHead(title ?? name ?? uri);
    flags |= this.appendAnnotations(id, resource.annotations, extra);
    this.flags[id] = flags;
    const at = id * FIELDS;
    this.characters[id] = this.fieldCharacters[at]! | this.fieldCharacters[at + 1]! | this.fieldCharacters[at + 2]! | this.fieldCharacters[at + 3]!;
    for (const _ in extra) {
      this.extras.set(id, extra as Partial<Resource>);
      break;
    }
  }

  /** Fills the annotation columns as `entryPriority` etc. read them; the object goes to `extra` unless it reads back the same. */
  private appendAnnotations(id: number, annotations: unknown, extra: Record<string, unknown>): number {
    if (annotations === undefined) return 0;
    if (typeof annotations !== 'object' || annotations === null) {
      extra.annotations = annotations;
      return 0;
    }
    const { audience, priority, lastModified } = annotations as Record<string, unknown>;
    let same = Object.keys(annotations).every((key) => key === 'audience' || key === 'priority' || key === 'lastModified');
    let flags = 0;
    if (Array.isArray(audience)) {
      let bits = 0;
      for (const role of audience) if (role === 'user' || role === 'assistant') bits |= role === 'user' ? 1 : 2;
      this.audience[id] = bits;
      flags |= HAS_AUDIENCE;
      const canonical = AUDIENCE_ROLES.filter((_, bit) => (bits & (1 << bit)) !== 0);
      same &&= audience.length === canonical.length && audience.every((role, index) => role === canonical[index]);
    } else if (audience !== undefined) same = false;
    if (typeof priority === 'number' && priority >= 0 && priority <= 1) this.priority[id] = priority;
    else if (priority !== undefined) same = false;
    if (typeof lastModified === 'string' && lastModified.length <= 64) {
      const time = Date.parse(lastModified);
      if (Number.isFinite(time)) this.modified[id] = time;
      same &&= Number.isFinite(time) && new Date(time).toISOString() === lastModified;
    } else if (lastModified !== undefined) same = false;
    if (same) return flags | HAS_ANNOTATIONS;
    extra.annotations = annotations;
    return 0;
  }

  private prefixOf(uri: string, foldedUri: string): number {
    const slash = uri.lastIndexOf('/');
    if (slash < 0 || slash >= MAX_PREFIX_LENGTH) return 0;
    const raw = uri.slice(0, slash + 1);
    let id = this.prefixIds.get(raw);
    if (id === undefined) {
      const folded = foldForMatching(raw);
      // Folding goes character by character, so the folded URI starts with the folded prefix; a
      // URI where it does not (a cut surrogate pair) keeps its whole text instead.
      if (!foldedUri.startsWith(folded)) return 0;
      id = this.prefixes.length;
      this.prefixes.push(raw);
      this.foldedPrefixes.push(folded);
      this.prefixIds.set(raw, id);
    }
    return foldedUri.startsWith(this.foldedPrefixes[id]!) ? id : 0;
  }

  private describeField(id: number, field: number, folded: string) {
    this.fieldCharacters[id * FIELDS + field] = characterMask(folded);
    this.digits[id] = this.digits[id]! | digitMask(folded);
    this.wordStarts[id * FIELDS + field] = wordStartLetters(folded);
    const first = firstUnitIndex(folded.charCodeAt(0));
    if (first !== 0) this.firstLetters[id * FIELDS + field] = first + (folded.length === 1 ? WHOLE_FIELD : 0);
  }

  private mimeTypeOf(mimeType: string): number {
    let id = this.mimeTypeIds.get(mimeType);
    if (id === undefined) {
      if (this.mimeTypes.length > 0xffff) return 0;
      id = this.mimeTypes.length;
      this.mimeTypes.push(mimeType);
      this.mimeTypeIds.set(mimeType, id);
    }
    return id;
  }

  private writePiece(piece: string) {
    const length = piece.length;
    this.text = grow(this.text, this.textLength + length + 2);
    const { text } = this;
    let at = this.textLength;
    if (length < 0x8000) text[at++] = length;
    else {
      text[at++] = 0x8000 | (length >>> 16);
      text[at++] = length & 0xffff;
    }
    for (let index = 0; index < length; index += 1) text[at + index] = piece.charCodeAt(index);
    this.textLength = at + length;
  }
}

/** Where the pieces of one resource's text are (see `CatalogStore.locate`). Folded fields first, then raw ones. */
export interface TextView {
  uriStart: number;
  uriLength: number;
  rawUriStart: number;
  rawUriLength: number;
  titleStart: number;
  titleLength: number;
  rawTitleStart: number;
  rawTitleLength: number;
  nameStart: number;
  nameLength: number;
  rawNameStart: number;
  rawNameLength: number;
  descriptionStart: number;
  descriptionLength: number;
  rawDescriptionStart: number;
  rawDescriptionLength: number;
  /** `-1` when the label is the URI (which is the prefix and the raw suffix). */
  rawLabelStart: number;
  rawLabelLength: number;
}

/** The order of the audience bits. */
export const AUDIENCE_ROLES = ['user', 'assistant'] as const;

/** A description is kept up to this many characters: rows show its start, matching reads only 512. */
export const MAX_DESCRIPTION_LENGTH = 4096;
/** Longer folder prefixes are not interned: a hostile list of unique long paths would intern each. */
const MAX_PREFIX_LENGTH = 512;

/** The store's typed arrays: `trimStep` may copy each into one that fits, `growStep` into a longer one, and `handOver` transfers them. */
const COLUMNS = [
  'text',
  'fieldCharacters',
  'wordStarts',
  'priority',
  'modified',
  'bytes',
  'labelHeads',
  'textStart',
  'prefix',
  'characters',
  'firstLetters',
  'flags',
  'server',
  'mimeType',
  'digits',
  'family',
  'audience',
  'nameInUri',
] as const;
type ColumnName = (typeof COLUMNS)[number];

/** Everything a store holds, as `CatalogStore.handOver` gives it to another thread. */
export interface CatalogStoreState {
  size: number;
  removed: number;
  textLength: number;
  columns: Record<ColumnName, Column>;
  prefixes: string[];
  foldedPrefixes: string[];
  servers: string[];
  mimeTypes: Array<string | undefined>;
  extras: Array<[number, Partial<Resource>]>;
}

/** Columns whose fresh capacity holds `NaN` (absent), as `reserve` grows them, rather than 0. */
const FLOAT_COLUMNS = new Set<ColumnName>(['priority', 'modified', 'bytes', 'labelHeads']);
/** Columns with an entry per field of each resource (`FIELDS`) rather than one per resource. */
const PER_FIELD_COLUMNS = new Set<ColumnName>(['fieldCharacters', 'wordStarts', 'firstLetters']);

/** How long column `name` must be for `resources` resources, and for `textUnits` units of text. */
function columnLength(name: ColumnName, resources: number, textUnits: number): number {
  return name === 'text' ? textUnits : PER_FIELD_COLUMNS.has(name) ? resources * FIELDS : resources;
}

/** The length of the piece of a store's `text` whose length is written at `at` (see `writePiece`). */
export function pieceLength(text: Uint16Array, at: number): number {
  const unit = text[at]!;
  return unit < 0x8000 ? unit : ((unit & 0x7fff) << 16) | text[at + 1]!;
}

/** Where the units of that piece start, after its length. */
export function pieceStart(text: Uint16Array, at: number): number {
  return text[at]! < 0x8000 ? at + 1 : at + 2;
}

/** Where that piece ends (its last unit's next). */
export function pieceEnd(text: Uint16Array, at: number): number {
  return pieceStart(text, at) + pieceLength(text, at);
}

/** `pieceStart` of a piece known to be shorter than 0x8000 units (its length takes one unit), without reading the text. */
export function shortPieceStart(at: number): number {
  return at + 1;
}

/** A folded unit as `firstLetters` records it: `a` is 1, `z` 26, `0` 27, `9` 36; 0 for anything else. */
export function firstUnitIndex(unit: number): number {
  if (unit >= 0x61 && unit <= 0x7a) return unit - 0x60;
  if (unit >= 0x30 && unit <= 0x39) return unit - 0x30 + 27;
  return 0;
}

const MODELED_KEYS = new Set(['uri', 'name', 'title', 'description', 'mimeType', 'size', 'annotations']);
const FAMILY_INDEX = new Map(MIME_FAMILIES.map((family, index) => [family, index]));

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
