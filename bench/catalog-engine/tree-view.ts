/*
 * The page's part of a filter keystroke, in Node on one thread: the engine's answer (its ids) made into
 * the tree's filtered view, its open folders, its rows and the rows in view, as `useTreeView`,
 * `useTreeExpansion`, `useTreeRows` and `ResourceTree.List` make them, over resources shaped like the
 * demo server's bulk catalog. Prints, per round, each keystroke's times in ms: the view, the open
 * folders, the rows and the first 30 rows (the list finds the rows in view by dividing its scroll offset
 * by the row height: nothing per row). What the page does per keystroke without React or the browser: a
 * quick check of the view code, not a substitute for `npm run bench`.
 *
 *   node --max-old-space-size=4096 --import tsx bench/catalog-engine/tree-view.ts [resources] [rounds]
 */
import { ROOT_NODE_ID } from '../../packages/core/src/resource-tree/node-id.js';
import { ResourceNodeIndexes } from '../../packages/core/src/resource-tree/resource-node-indexes.js';
import { ResourceTreeModel } from '../../packages/core/src/resource-tree/resource-tree-model.js';
import { ResourceTreeRows } from '../../packages/core/src/resource-tree/resource-tree-rows.js';
import { ResourceTreeView } from '../../packages/core/src/resource-tree/resource-tree-view.js';
import { DEFAULT_FILTERS } from '../../packages/core/src/search/filters.js';
import { bulkHost, bulkPages } from './bulk-host.js';
import { typeRounds } from './typed-rounds.js';

const [count = 100_000, rounds = 3] = process.argv.slice(2).map(Number);
/** As `useTreeExpansion` opens them. */
const AUTO_EXPAND_LIMIT = 200;
/** Rows in view, as the bench's tree shows them. */
const ROWS_IN_VIEW = 30;

const pages = bulkPages(count);
const ask = await bulkHost(pages);
const model = new ResourceTreeModel();
model.setServers([{ id: 'bulk', label: 'bulk' }]);
model.setResourcePages('bulk', pages);
const byId = pages.flat();
const indexes = new ResourceNodeIndexes(model, (id) => (id < byId.length ? { serverId: 'bulk', resource: byId[id]! } : undefined));
// What idle time prepares before the first keystroke.
while (!model.prepare(1_000));
while (!ResourceTreeView.prepare(model, [], 1_000));
while (!indexes.prepare(count, 1_000));
while (!ResourceTreeView.prepareAllMatched(indexes, count, 1_000));

let shown: { view: ResourceTreeView; query: string; ids: Int32Array } | undefined;
const time = (run: () => void) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

await typeRounds(
  rounds,
  'view/open/rows/in view ms',
  async (query) => {
    const answer = await ask((id) => ({ type: 'match', request: id, filters: { ...DEFAULT_FILTERS, query }, limit: 0, now: 0, facets: false, ids: true }));
    if (answer.type !== 'matched') throw new Error(`the host answered ${answer.type}`);
    const { ids } = answer;
    const narrows = shown !== undefined && query.startsWith(shown.query);
    let view!: ResourceTreeView;
    let expanded!: Set<string>;
    let rows!: ResourceTreeRows;
    const times = [
      time(() => {
        view = new ResourceTreeView(model, { matchIds: { ids, indexes, after: [], subsetOf: narrows ? shown!.ids : undefined }, previous: shown?.view });
      }),
      time(() => {
        expanded = new Set([...view.children(ROOT_NODE_ID), ...view.foldersWithMatches(AUTO_EXPAND_LIMIT)]);
      }),
      time(() => {
        rows = new ResourceTreeRows(view, { expanded });
      }),
      time(() => {
        for (let index = 0; index < Math.min(ROWS_IN_VIEW, rows.count); index += 1) view.label(rows.at(index).id);
      }),
    ];
    shown = { view, query, ids };
    return `${times.map((ms) => ms.toFixed(1)).join('/')} (${rows.count} rows)`;
  },
  async () => {
    shown = undefined;
  },
);
