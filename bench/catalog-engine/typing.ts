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
import { bulkHost, bulkPages } from './bulk-host.js';
import { typeRounds } from './typed-rounds.js';

const [count = 1_000_000, rounds = 3] = process.argv.slice(2).map(Number);

const ask = await bulkHost(bulkPages(count));
const match = (query: string, facets: boolean) => ask((id) => ({ type: 'match', request: id, filters: { ...DEFAULT_FILTERS, query }, limit: 0, now: 0, facets, ids: true }));

await typeRounds(
  rounds,
  'match/count ms',
  async (query) => {
    const started = performance.now();
    await match(query, false);
    const matched = performance.now();
    await match(query, true);
    return `${Math.round(matched - started)}/${Math.round(performance.now() - matched)}`;
  },
  () => match('', false),
);
