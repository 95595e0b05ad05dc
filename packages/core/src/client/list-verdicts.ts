/*
 * What the answer worker found checking the items of large list pages, on its way from the fetch seam
 * (`answer-stream-guard.ts`, which hands the worker the ids of list requests) to the kit's list call:
 * 1. the worker checks every item of a `resources/list` or `resources/templates/list` answer against
 *    the kit's item schema and writes a token into the result, under `LIST_VERDICT_KEY`;
 * 2. `holdListVerdicts` keeps the verdicts by token until the transport delivers the answer;
 * 3. `claimListVerdict` (the lenient-results hook, before the SDK sees the answer) takes the token out
 *    of the result and gives its verdict, if the page holds as many items as the worker checked.
 * So a page of thousands of resources is validated off the page, where it cost tens of milliseconds
 * of main-thread work per 5,000 items. A token is random per page and per answer, so a server cannot
 * name one: a result that names no held token is validated on the page as before.
 */

/** Where the answer worker writes the token of a list answer's verdict. */
export const LIST_VERDICT_KEY = 'io.mcp-resource-kit/listVerdict';

/** One item that failed its schema: its index on the page and why. */
export interface RejectedIndex {
  index: number;
  reason: string;
}

/** The answer worker's check of one list answer's items. */
export interface ListVerdict {
  token: string;
  /** How many items it checked. */
  count: number;
  rejected: RejectedIndex[];
}

/** Verdicts whose answer the transport never delivered go, oldest first, beyond this many. */
const MAX_HELD = 64;

const held = new Map<string, ListVerdict>();

export function holdListVerdicts(verdicts: readonly ListVerdict[]): void {
  for (const verdict of verdicts) {
    held.set(verdict.token, verdict);
    if (held.size > MAX_HELD) held.delete(held.keys().next().value as string);
  }
}

/**
 * Takes the verdict token out of `result` (whoever wrote it) and returns the items rejected by the
 * verdict it names; `undefined` when it names none held, or one of another number of items.
 */
export function claimListVerdict(result: Record<string, unknown>, items: readonly unknown[]): RejectedIndex[] | undefined {
  const token = result[LIST_VERDICT_KEY];
  if (token === undefined) return undefined;
  delete result[LIST_VERDICT_KEY];
  if (typeof token !== 'string') return undefined;
  const verdict = held.get(token);
  if (!verdict) return undefined;
  held.delete(token);
  return verdict.count === items.length ? verdict.rejected : undefined;
}
