/** How modern `subscriptions/listen` streams misbehave (2026-07-28 only; 2025-era clients have no listen stream). */
export type ListenStreamFault =
  /** Each listen stream breaks `afterMs` after it opened, with no listen result; a client that re-listens sees it break again. */
  | { kind: 'drop'; afterMs: number }
  /** `subscriptions/listen` gets a 200 text/event-stream that stays open and silent: no acknowledgement, ever. */
  | { kind: 'never-acknowledge' };

/** A steady stream of `notifications/resources/updated` (and optionally `list_changed`) sent without regard to what anyone subscribed to. */
export interface NotificationFlood {
  /** Notifications per second, to every acknowledged listen stream and every 2025-era connection. */
  perSecond: number;
  /** Every other notification names a URI that is not in the catalog (`HOSTILE_URIS.floodUnknownPrefix` + a number). Default true. */
  unknownUris?: boolean;
  /** Every tenth notification is `notifications/resources/list_changed`. Default false. */
  listChanged?: boolean;
  /** Known URIs to name, in turn. Default `[HOSTILE_URIS.floodTarget]`. */
  uris?: readonly string[];
}

/** Which faults the hostile catalog adds on top of its hostile items. `hostile: true` means all defaults. */
export interface HostileOptions {
  /** How long `HOSTILE_URIS.slow` and the slow-completion template take to answer (default 10,000 ms). */
  slowMs?: number;
  /** Delay before every `resources/list` and `resources/templates/list` answer (default 0). */
  listDelayMs?: number;
  /**
   * Opt-in cursor fault of `resources/list` (default none, so lists still end): `'endless'` hands out a
   * fresh `nextCursor` forever; `'repeat'` makes page 2 hand back page 1's cursor.
   */
  cursor?: 'endless' | 'repeat';
  /** Page 1 of `resources/list` and of `resources/templates/list` carries one schema-violating item among valid ones (default true). */
  malformedItems?: boolean;
  /** Listen stream fault (default none). */
  listenStream?: ListenStreamFault;
  /** Continuous notification flood (default none). `server.hostile.flood(n)` sends a burst on demand either way. */
  notificationFlood?: NotificationFlood;
}

/** HostileOptions with every default filled in. */
export interface ResolvedHostileOptions {
  slowMs: number;
  listDelayMs: number;
  cursor: 'endless' | 'repeat' | undefined;
  malformedItems: boolean;
  listenStream: ListenStreamFault | undefined;
  notificationFlood: Required<NotificationFlood> | undefined;
}

/** How long the slow read and the slow completion take unless `slowMs` says otherwise. */
export const DEFAULT_SLOW_MS = 10_000;

function nonNegative(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`hostile.${name} must be a non-negative number, got ${value}`);
  return value;
}

/** Checks `options` and fills in the defaults; throws RangeError for a negative or non-finite number. */
export function resolveHostileOptions(options: true | HostileOptions, floodTarget: string): ResolvedHostileOptions {
  const given: HostileOptions = options === true ? {} : options;
  const flood = given.notificationFlood;
  if (flood && (!Number.isFinite(flood.perSecond) || flood.perSecond <= 0)) {
    throw new RangeError(`hostile.notificationFlood.perSecond must be a positive number, got ${flood.perSecond}`);
  }
  if (given.listenStream?.kind === 'drop') nonNegative('listenStream.afterMs', given.listenStream.afterMs);
  return {
    slowMs: nonNegative('slowMs', given.slowMs ?? DEFAULT_SLOW_MS),
    listDelayMs: nonNegative('listDelayMs', given.listDelayMs ?? 0),
    cursor: given.cursor,
    malformedItems: given.malformedItems ?? true,
    listenStream: given.listenStream,
    notificationFlood: flood && {
      perSecond: flood.perSecond,
      unknownUris: flood.unknownUris ?? true,
      listChanged: flood.listChanged ?? false,
      uris: flood.uris && flood.uris.length > 0 ? [...flood.uris] : [floodTarget],
    },
  };
}
