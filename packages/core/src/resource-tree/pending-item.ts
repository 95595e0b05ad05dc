import type { ResourceItemEntry } from '../search/entry.js';
import type { UriPlacement } from './split-uri.js';

export type PathPlacement = Extract<UriPlacement, { kind: 'path' }>;

/** A listed resource on its way down to its folder, placed once. */
export interface Placed {
  entry: ResourceItemEntry;
  directory: boolean;
  placement: PathPlacement;
}

/**
 * Consecutive items of a server's list (from `start`, before `end`), waiting in one group or folder
 * together: a run of 100 resources of one folder costs one entry, and one decision per level.
 */
export class ListRange {
  constructor(
    public start: number,
    readonly end: number,
  ) {}
}

/**
 * What waits in a group or folder nobody opened: a placed resource, the index of an item of the
 * server's list, or a range of them.
 */
export type PendingItem = Placed | number | ListRange;
