/*
 * The scale scenario's queries typed one character at a time, as `typing.ts` and `palette.ts` type
 * them into a bulk `CatalogHost`: 30 ms between keystrokes, each query cleared after it, the whole
 * again for every round, and one line printed per round with what each keystroke reported.
 */

/** What the scale scenario types into the filter and the palette. */
const QUERIES = ['item 4217', 'schema'];
/**
 * A page types the next character once this one's answer is painted, a frame or two after the
 * worker's reply: the host works meanwhile on what it queued for the next keystroke.
 */
const BETWEEN_KEYSTROKES_MS = 30;

/**
 * Types the queries `rounds` times: `keystroke(query)` does and times one keystroke and returns
 * what to print for it; `clear()` empties the query after each. `unit` names what the lines show.
 */
export async function typeRounds(rounds: number, unit: string, keystroke: (query: string) => Promise<string>, clear: () => Promise<unknown>): Promise<void> {
  for (let round = 1; round <= rounds; round += 1) {
    const line: string[] = [];
    for (const text of QUERIES) {
      for (let length = 1; length <= text.length; length += 1) {
        const query = text.slice(0, length);
        line.push(`${JSON.stringify(query)} ${await keystroke(query)}`);
        await new Promise((resolve) => setTimeout(resolve, BETWEEN_KEYSTROKES_MS));
      }
      await clear();
    }
    console.log(`round ${round} (${unit}): ${line.join('  ')}`);
  }
}
