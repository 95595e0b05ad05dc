/*
 * The tree filter's typing as the catalog engine answers it, in Node on one thread: resources shaped
 * like the demo server's bulk catalog appended in pages of 5,000 to a `CatalogHost`, then the scale
 * scenario's queries typed one character at a time, each keystroke asking what the kit asks (the
 * tree's match, then the filters' facet count of the same query, which narrows from it), the query
 * cleared between them. Prints, per round, each keystroke's match and count times in ms. What the
 * worker does per keystroke without the worker, the page or the browser: a quick check of the match
 * code, not a substitute for `npm run bench`.
 *
 *   node --max-old-space-size=4096 --import tsx bench/catalog-engine/typing.ts [resources] [rounds]
 */
import { DEFAULT_FILTERS } from '../../packages/core/src/search/filters.js';
import { bulkHost } from './bulk-host.js';

const QUERIES = ['item 4217', 'schema'];
const [count = 1_000_000, rounds = 3] = process.argv.slice(2).map(Number);

const ask = await bulkHost(count);
const match = (query: string, facets: boolean) => ask((id) => ({ type: 'match', request: id, filters: { ...DEFAULT_FILTERS, query }, limit: 0, now: 0, facets, ids: true }));

for (let round = 1; round <= rounds; round += 1) {
  const line: string[] = [];
  for (const text of QUERIES) {
    for (let length = 1; length <= text.length; length += 1) {
      const query = text.slice(0, length);
      const started = performance.now();
      await match(query, false);
      const matched = performance.now();
      await match(query, true);
      line.push(`${JSON.stringify(query)} ${Math.round(matched - started)}/${Math.round(performance.now() - matched)}`);
    }
    await match('', false);
  }
  console.log(`round ${round} (match/count ms): ${line.join('  ')}`);
}
