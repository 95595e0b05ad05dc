/** The fixed "now" of the demo workspace; every date in the catalog is relative to it. */
export const DEMO_EPOCH = Date.UTC(2026, 10, 1, 9, 0, 0);

const DAY_MS = 86_400_000;

export function isoTimestamp(offsetMs: number): string {
  return new Date(DEMO_EPOCH + offsetMs).toISOString();
}

export function isoDaysBefore(days: number, extraMinutes = 0): string {
  return isoTimestamp(-days * DAY_MS + extraMinutes * 60_000);
}

/** `YYYY-MM-DD` for the demo epoch's day plus `days`. */
export function isoDate(days: number): string {
  return new Date(DEMO_EPOCH + days * DAY_MS).toISOString().slice(0, 10);
}
