/*
 * The palette's typing as the catalog engine answers it, in Node on one thread: resources shaped like
 * the demo server's bulk catalog appended in pages of 5,000 to a `CatalogHost`, then the scale
 * scenario's queries typed one character at a time, each keystroke ranking the best 50 (what the
 * palette asks, without the ids of every match), the query cleared between them. Prints, per round,
 * each keystroke's time in ms; the first round runs code the engine has not run yet (the worker's
 * host warms its ranking up past 50,000 resources, see `match-warm-up.ts`; this host does not). What the worker does per keystroke without the worker, the page
 * or the browser: a quick check of the ranking code, not a substitute for `npm run bench`.
 *
 *   node --max-old-space-size=4096 --import tsx bench/catalog-engine/palette.ts [resources] [rounds]
 */
import { DEFAULT_FILTERS } from '../../packages/core/src/search/filters.js';
import { bulkHost, bulkPages } from './bulk-host.js';
import { typeRounds } from './typed-rounds.js';

const LIMIT = 50;
const [count = 1_000_000, rounds = 3] = process.argv.slice(2).map(Number);

const ask = await bulkHost(bulkPages(count));
const rank = (query: string) => ask((id) => ({ type: 'match', request: id, filters: { ...DEFAULT_FILTERS, query }, limit: LIMIT, now: 0, facets: false, ids: false }));

await typeRounds(
  rounds,
  'ms',
  async (query) => {
    const started = performance.now();
    await rank(query);
    return `${Math.round(performance.now() - started)}`;
  },
  () => rank(''),
);
