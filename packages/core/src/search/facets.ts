import { ENTRY_KINDS, entryItem, entryLastModified, entryPriority, type EntryKind, type ResourceEntry } from './entry.js';
import { AUDIENCES, compileFilters, entryMimeFamily, type Audience, type FilterOptions, type ResourceFilterValue } from './filters.js';
import { scoreEntry } from './match.js';
import type { MatchSet } from './match-job.js';
import { MIME_FAMILIES, type MimeFamily } from './mime-family.js';
import { sharedStart } from './shared-start.js';

/**
 * How many entries each facet value would show. Each facet is counted with every *other*
 * constraint applied, so its counts say what choosing that value would give.
 */
export interface FacetCounts {
  servers: Record<string, number>;
  kinds: Record<EntryKind, number>;
  mimeFamilies: Record<MimeFamily, number>;
  audiences: Record<Audience, number>;
  /** Entries passing every constraint. */
  total: number;
}

/** The entries passing a filter value (see `filterEntries`). */
export interface FilteredEntries {
  /** How many entries pass. */
  count: number;
  /** The passing entries, in groups of entries alike in server, kind, MIME family and audience. */
  groups: ReadonlyArray<readonly ResourceEntry[]>;
}

/** Options of `countFacets` and `filterEntries`. */
export interface FacetFilterOptions extends FilterOptions {
  /**
   * The entries known to match `filters.query` as a `MatchSet` (what `matchStore` gives), when
   * `queryMatches` is not given. Over the very array filtered (a catalog's entries), its matches are
   * read by their positions in it: no `Set` of the entries is made nor asked per entry, which took a
   * broad query over 10,000 entries about 6 ms of its keystroke in Chromium. Over another array, its
   * entries make that `Set`.
   */
  queryMatchSet?: MatchSet;
}

/** Counts facet values over `entries` for `filters` (see `FacetCounts`). */
export function countFacets(entries: Iterable<ResourceEntry>, filters: ResourceFilterValue, options: FacetFilterOptions = {}): FacetCounts {
  const counts: FacetCounts = {
    servers: {},
    kinds: zeroes(ENTRY_KINDS),
    mimeFamilies: zeroes(MIME_FAMILIES),
    audiences: zeroes(AUDIENCES),
    total: 0,
  };
  const { check, entryCheck } = compileChecks(entries, filters, options);
  for (const group of entryGroups(entries)) {
    const { failures, failed } = check(group);
    // An entry failing two facets cannot show whichever one of them changes, and one failing a
    // constraint without counts (priority, date, query) shows under no choice of a counted facet.
    if (failures > 1) continue;
    const count = entryCheck ? countWhere(group, entryCheck) : group.entries.length;
    if (count === 0) continue;
    if (failures === 0 || failed === 'server') counts.servers[group.serverId] = (counts.servers[group.serverId] ?? 0) + count;
    if (failures === 0 || failed === 'kind') counts.kinds[group.kind] += count;
    if (failures === 0 || failed === 'mimeFamily') counts.mimeFamilies[group.family] += count;
    if (failures === 0 || failed === 'audience') {
      for (const role of AUDIENCES) if (group.audience === 0 || (group.audience & AUDIENCE_BITS[role]) !== 0) counts.audiences[role] += count;
    }
    if (failures === 0) counts.total += count;
  }
  return counts;
}

/**
 * The entries of `entries` passing every constraint of `filters`: what `createFilterPredicate`
 * keeps, found group by group. A frozen array (a catalog's `entries`) is grouped once, so a filter on
 * server, kind, MIME family or audience alone costs the groups it keeps, not a check per entry.
 */
export function filterEntries(entries: Iterable<ResourceEntry>, filters: ResourceFilterValue, options: FacetFilterOptions = {}): FilteredEntries {
  const { check, entryCheck } = compileChecks(entries, filters, options);
  const groups: Array<readonly ResourceEntry[]> = [];
  let count = 0;
  for (const group of entryGroups(entries)) {
    if (check(group).failures > 0) continue;
    const kept = entryCheck ? keptOf(group, entryCheck) : group.entries;
    if (kept.length === 0) continue;
    groups.push(kept);
    count += kept.length;
  }
  return { count, groups };
}

/**
 * The entries of a group that pass `check`; the group's own array when all of them do, so that a
 * tree view finds the nodes it looked up for that array in idle time rather than looking up a copy's
 * (a query that matches nearly everything, such as its first letter, keeps whole groups).
 */
function keptOf({ entries, positions }: EntryGroup, check: EntryCheck): readonly ResourceEntry[] {
  const kept = entries.filter((entry, index) => check(entry, positions[index]!));
  return kept.length === entries.length ? entries : kept;
}

/** Entries alike in each facet an entry has exactly one value of. */
interface EntryGroup {
  serverId: string;
  kind: EntryKind;
  family: MimeFamily;
  /** The known audience roles as `AUDIENCE_BITS`; 0 for an entry that names none (it is meant for everyone). */
  audience: number;
  entries: ResourceEntry[];
  /** Where each of `entries` is in the array grouped (for an iterable, in the order it gave them). */
  positions: number[];
}

type GroupFacet = 'server' | 'kind' | 'mimeFamily' | 'audience';

const AUDIENCE_BITS: Record<Audience, number> = { user: 1, assistant: 2 };
const FAMILY_INDEX = new Map<MimeFamily, number>(MIME_FAMILIES.map((family, index) => [family, index]));
/** The groups of a frozen array of entries, made so far: complete once `next` is its length. */
interface Grouping {
  entries: readonly ResourceEntry[];
  groups: EntryGroup[];
  slotsByServer: Map<string, Array<EntryGroup | undefined>>;
  next: number;
}

const groupings = new WeakMap<readonly ResourceEntry[], Grouping>();
/**
 * The grouping made last, which the next frozen array may start from. Weak: it must not keep a
 * catalog alive (a grouping lives as long as its entries do).
 */
let latest: WeakRef<Grouping> | undefined;

/**
 * Groups a catalog's entries (a frozen array) ahead of `countFacets` and `filterEntries`, within
 * about `budgetMs`: call it in idle time, again while it returns false.
 */
export function prepareFacets(entries: readonly ResourceEntry[], budgetMs = 8): boolean {
  if (!Object.isFrozen(entries)) return true;
  return groupUntil(entries, performance.now() + budgetMs) !== undefined;
}

/** The groups of `entries`, in order of first appearance; kept for a frozen array, which cannot change. */
function entryGroups(entries: Iterable<ResourceEntry>): readonly EntryGroup[] {
  if (Array.isArray(entries) && Object.isFrozen(entries)) return groupUntil(entries as readonly ResourceEntry[], Number.POSITIVE_INFINITY)!;
  const grouping: Grouping = { entries: [], groups: [], slotsByServer: new Map(), next: 0 };
  for (const entry of entries) addToGroup(grouping, entry, grouping.next++);
  return grouping.groups;
}

/** Groups the entries of a frozen array until `deadline` (a `performance.now()` time); the groups once all are in. */
function groupUntil(entries: readonly ResourceEntry[], deadline: number): readonly EntryGroup[] | undefined {
  let grouping = groupings.get(entries);
  if (!grouping) {
    const previous = latest?.deref();
    grouping = (previous && groupingAfter(previous, entries)) ?? { entries, groups: [], slotsByServer: new Map(), next: 0 };
    groupings.set(entries, grouping);
    latest = new WeakRef(grouping);
  }
  for (let index = grouping.next; index < entries.length; ) {
    addToGroup(grouping, entries[index]!, index);
    index += 1;
    grouping.next = index;
    if (index % 2048 === 0 && performance.now() > deadline) return undefined;
  }
  return grouping.groups;
}

/**
 * The grouping `previous` made, taken over for `entries` as far as they begin with the entries it
 * grouped: a catalog's entries after another page start with those before it, so each page costs
 * its own entries and a pass over the shared start, not a regrouping of every entry (over a million
 * resources listed in pages, grouping again at every page was the listing's largest cost, and
 * copying the groups made as much garbage as the entries themselves). Entries grouped past the shared
 * start (a server's templates, listed after its resources; the servers after it) are taken out of
 * their groups again. The list before loses its grouping, and is grouped afresh if asked again:
 * nobody holds a group past the call that returned it (a view reads its groups when it is made).
 * `undefined` when the two share too little to be worth it.
 */
function groupingAfter(previous: Grouping, entries: readonly ResourceEntry[]): Grouping | undefined {
  const old = previous.entries;
  const shared = sharedStart(entries, old, Math.min(previous.next, entries.length));
  if (shared < MIN_SHARED_ENTRIES) return undefined;
  groupings.delete(old);
  // Each entry is the last of its group when those after it have been taken out.
  for (let index = previous.next - 1; index >= shared; index -= 1) {
    const group = groupOf(previous, old[index]!)!;
    group.entries.pop();
    group.positions.pop();
  }
  if (previous.groups.some((group) => group.entries.length === 0)) {
    // Groups first seen past the shared start: gone, the others keep their order of first appearance.
    previous.groups = previous.groups.filter((group) => group.entries.length > 0);
    previous.slotsByServer = new Map();
    for (const group of previous.groups) slotsOf(previous, group.serverId)[groupSlot(group.kind, group.family, group.audience)] = group;
  }
  previous.entries = entries;
  previous.next = shared;
  return previous;
}

/** Below this many shared entries a grouping is made afresh: copying groups would save nothing. */
const MIN_SHARED_ENTRIES = 4096;

function slotsOf(grouping: Grouping, serverId: string): Array<EntryGroup | undefined> {
  let slots = grouping.slotsByServer.get(serverId);
  if (slots === undefined) {
    slots = [];
    grouping.slotsByServer.set(serverId, slots);
  }
  return slots;
}

/** Where a group of these values sits among its server's slots. */
function groupSlot(kind: EntryKind, family: MimeFamily, audience: number): number {
  return ((kind === 'resource' ? 0 : MIME_FAMILIES.length) + FAMILY_INDEX.get(family)!) * 4 + audience;
}

/** The group of `grouping` that `entry` went to, if any. */
function groupOf(grouping: Grouping, entry: ResourceEntry): EntryGroup | undefined {
  return grouping.slotsByServer.get(entry.serverId)?.[groupSlot(entry.kind, entryMimeFamily(entry), audienceBits(entry))];
}

function addToGroup(grouping: Grouping, entry: ResourceEntry, position: number): void {
  const slots = slotsOf(grouping, entry.serverId);
  const family = entryMimeFamily(entry);
  const audience = audienceBits(entry);
  const slot = groupSlot(entry.kind, family, audience);
  let group = slots[slot];
  if (group === undefined) {
    group = { serverId: entry.serverId, kind: entry.kind, family, audience, entries: [], positions: [] };
    slots[slot] = group;
    grouping.groups.push(group);
  }
  group.entries.push(entry);
  group.positions.push(position);
}

/** `entryAudience` as bits, without making an array. */
function audienceBits(entry: ResourceEntry): number {
  const audience = entryItem(entry).annotations?.audience;
  if (!Array.isArray(audience)) return 0;
  let bits = 0;
  for (const role of audience) if (role === 'user' || role === 'assistant') bits |= AUDIENCE_BITS[role];
  return bits;
}

/** A check of an entry at `position` of the entries grouped. */
type EntryCheck = (entry: ResourceEntry, position: number) => boolean;

/**
 * The checks of `filters` over `entries`: one per group for the facets all its entries share, and
 * one per entry for the rest (priority, date, query), `undefined` when those are not constrained.
 */
function compileChecks(entries: Iterable<ResourceEntry>, filters: ResourceFilterValue, { now = Date.now(), queryMatches, queryMatchSet }: FacetFilterOptions) {
  const { servers, kinds, families, audiences, minPriority, since, query } = compileFilters(filters, now);
  const hasQuery = query.tokens.length > 0;
  // A match set over these very entries marks its matches by position; over others, it is a set of entries.
  const matched = hasQuery && !queryMatches && queryMatchSet?.source === entries ? positionsMarked(queryMatchSet) : undefined;
  const members = queryMatches ?? (hasQuery && queryMatchSet && !matched ? new Set(queryMatchSet.entries) : undefined);
  let audienceMask = 0;
  for (const role of audiences ?? []) audienceMask |= AUDIENCE_BITS[role];
  const check = (group: EntryGroup): { failures: number; failed: GroupFacet | undefined } => {
    const failing: GroupFacet[] = [];
    if (servers && !servers.has(group.serverId)) failing.push('server');
    if (kinds && !kinds.has(group.kind)) failing.push('kind');
    if (families && !families.has(group.family)) failing.push('mimeFamily');
    if (audiences && group.audience !== 0 && (group.audience & audienceMask) === 0) failing.push('audience');
    return { failures: failing.length, failed: failing[0] };
  };
  const entryCheck =
    minPriority === undefined && since === undefined && !hasQuery
      ? undefined
      : (entry: ResourceEntry, position: number): boolean => {
          if (minPriority !== undefined && (entryPriority(entry) ?? 0) < minPriority) return false;
          if (since !== undefined) {
            const modified = entryLastModified(entry);
            if (modified === undefined || modified < since) return false;
          }
          return !hasQuery || (matched ? matched[position] === 1 : members ? members.has(entry) : scoreEntry(query, entry) !== undefined);
        };
  return { check, entryCheck };
}

/** One byte per entry of the set's source: 1 where it matched. */
function positionsMarked({ source, positions }: MatchSet): Uint8Array {
  const marked = new Uint8Array(source.length);
  for (const at of positions) marked[at] = 1;
  return marked;
}

function countWhere({ entries, positions }: EntryGroup, check: EntryCheck): number {
  let count = 0;
  for (let index = 0; index < entries.length; index += 1) if (check(entries[index]!, positions[index]!)) count += 1;
  return count;
}

function zeroes<T extends string>(keys: readonly T[]): Record<T, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;
}
