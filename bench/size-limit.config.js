/*
 * Bundle budgets, checked by `npm run test:size` (which builds core and react first). Sizes are
 * gzip (level 9) of an esbuild bundle of everything the entry exports, minified. Budgets sit a
 * little above the measured sizes: raise one only for a reason you can name.
 */

/**
 * The MCP SDK (with the SSE parser it uses) and zod. The kit-only figures leave them out; the "what a host
 * pays" entries keep them, since a host that does not talk MCP already ships them with the kit.
 */
const SDK = ['@modelcontextprotocol/client', '@modelcontextprotocol/core', 'eventsource-parser', 'zod'];
/**
 * The catalog engine's entry: react imports it only after the catalog's first commit, as a chunk of its own
 * (budgets of its own below), so the main bundles leave it out.
 */
const CATALOG_ENGINE = '@mcp-resource-kit/core/catalog';
/** Peer dependencies of @mcp-resource-kit/react; shiki is optional and loaded lazily. */
const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'shiki'];

export default [
  {
    name: '@mcp-resource-kit/core (without the MCP SDK and zod)',
    import: { '../packages/core/dist/index.js': '*' },
    ignore: SDK,
    gzip: true,
    // 30.5 kB since the tree's rows are flattened lazily in core (ResourceTreeRows, facet groups)
    // instead of by headless-tree in react: core grew by 2.7 kB, react with core shrank by 1.3 kB.
    // 32 kB since the tree model places resources by scanning URIs and keeps waiting ones as ranges
    // (1.0 kB), and matching keeps typed arrays and scores only the words a keystroke changed (0.6 kB).
    // 34.5 kB since connecting reaches every server (2.46 kB): the probe fallback that names both attempts, the
    // HTTP+SSE fallback, and messages that say why a server is unreachable (refused, DNS, CORS) and what to do.
    // 36.7 kB for the browser OAuth provider and needsSignIn (2.1 kB; only hosts that make a provider bundle it).
    // 36.8 kB since ResourceError removes the credentials of URLs from its messages (80 B).
    // 38.4 kB for the answer-stream guard (1.5 kB): a cut or wrong answer fails its request at once.
    // 39.8 kB for MCP Apps (1.4 kB): recognising them, their content view, and sending them as links.
    // 45 kB (44.91 measured) for this round, each part measured on its own branch: the tree model in layers (0.28 kB:
    // the calls between layers keep their property names); the framework-free logic moved here from react (2.65 kB:
    // template field values, elicitation forms, selection keys, the match store); compact folders (0.52 kB, with
    // compact-rows.ts); Markdown's character references and reference links, and blobs decoded in slices that yield
    // to the page (1.1 kB; why not a Markdown library: see markdown.ts); pages added to the model as they land and
    // large answers passed on in a task of their own (0.44 kB).
    // 45.4 kB (45.28 measured) for the palette through the catalog engine (0.38 kB): mergeHits and tieInRank, the
    // list-order tie-break of ranking, and prepared lists that take a grown list's prefix by position.
    // 46.5 kB (46.40 measured) for the MCP client's work off the main thread (1.50 kB): the guard reads bodies chunk
    // by chunk and hands large ones to the answer worker (its budget is below), the blobs it decoded reach readResource
    // by token, the same parsing runs in place outside a page (Node, server renders) (1.12 kB); list pages validated
    // once, in slices that yield (0.16 kB); large events of SSE answer streams through the worker too (0.22 kB).
    // 45.5 kB (45.42 measured): the tree view takes matched nodes as indices and ResourceNodeIndexes maps the
    // catalog engine's ids to them (0.51 kB), so a keystroke over 100,000 resources looks nothing up by URI.
    // 47.5 kB (47.41 measured) with the three branches above together.
    // 48.4 kB (48.26 measured) for listing a million resources (issue 24, 0.85 kB): facet groups carried over
    // from one version's entries to the next (the model notes what two lists share), pages appended to open
    // folders waiting until opened, one map by URI for entries and nodes, folder children and group look-ups
    // kept across versions, and the engine's nodes holding the page's own matches.
    // 49.0 kB (48.92 measured) for the 1M keystroke's main thread (issue 24, 0.63 kB): the view reading the engine's
    // ids through ResourceNodeIndexes, one byte of marks per node with counts up to two, a folder's children counted
    // when asked, the idle folder walk resumable inside a folder, and a resource's node found in one look-up.
    // 50.3 kB (50.25 measured) for round 7 of issue 24 (1.25 kB): a view narrowed from the one before it, folder
    // orders kept across versions that only added nodes, node ids and URIs kept under hashed numbers (StringKeyedMap).
    // 52.5 kB (52.42 measured) for round 11 of issue 24 (0.8 kB): marks of every listed resource matching, made in
    // idle time for the first keystroke (all-matched-marks.ts), ids a match lacks found by halving, children's nodes
    // kept by position so that resource ids are never read character by character.
    // 52.7 kB (52.66 measured) for round 13 of issue 24 (0.24 kB): tree rows that follow compacted chains only where
    // they are read (view.nodeChildren, view.rowOf, a layout's positions by node index), and the list of entries.
    // 52.8 kB (52.71 measured) for round 14 of issue 24 (0.05 kB): a listed name that ends its URI kept as a slice of it.
    // 53.1 kB (53.04 measured) for round 15 of issue 24 (0.33 kB): listed entries as a class, a folder's leaves kept as
    // the model's own lists (ArrivalLeaves), and the entries array held while asked for, then weakly.
    // 53.2 kB (53.13 measured) for round 17 of issue 24 (0.07 kB): a listed resource's entry is its node, with its
    // index and parent private behind accessors, and ids made when read (IndexedNodeList).
    // 53.4 kB (53.34 measured) for round 19 of issue 24 (0.21 kB): the ids a match typed on lost found by halving
    // (lost-ids.ts), and the engine's answers saying which revision of the catalog they were made over.
    // 53.45 kB (53.40 measured) for round 29 of issue 24 (0.06 kB): a server's pages listed page by page, compared
    // with the list so far without joining them (resource-tree-model.ts `relist`).
    // 53.75 kB (53.69 measured) for round 30 of issue 24 (0.29 kB): a folder's sorted children taking in those a page
    // adds by binary search (`withAdded`), and the view's idle preparation kept across versions that only add
    // (`folderWalk`), both in resource-tree-view.ts.
    // 53.9 kB (53.88 measured) for round 31 of issue 24 (0.19 kB): the URI map's larger table filled ahead in idle
    // slices (string-keyed-map.ts `prepare`), called from the model's and the node store's `prepare`, and arrays
    // doubled ahead there too (catalog/grow.ts `growAhead`).
    // 54.05 kB (54.01 measured) for round 32 of issue 24 (0.13 kB): the model's list and its URI map's values kept in
    // chunks (chunked-list.ts), and a listed page indexed in idle time or at the first look-up (server-index.ts).
    // 54.3 kB (54.24 measured) for round 35 of issue 24 (0.23 kB): a folder's leaves listed in increasing order
    // counted from the list's marks, and the marks saying so (child-counts.ts, same-folder-runs.ts).
    // 54.45 kB (54.39 measured) for round 36 of issue 24 (0.15 kB): rows counted in order only as far as the first
    // screens, for a first paint that does not wait for every open folder's rows (resource-tree-rows.ts `upTo`).
    // 54.5 kB (54.48 measured) for round 38 of issue 24 (0.05 kB): the model's count of entries so far, read without
    // indexing the lists (`entryCountSoFar`, `indexed`).
    // 54.7 kB (54.64 measured) for round 40 of issue 24 (0.16 kB): facet groups keep their entries' positions, so that
    // a query's match set over the same entries is read by position, not through a Set (facets.ts `queryMatchSet`).
    limit: '54.7 kB',
  },
  {
    name: '@mcp-resource-kit/react with core (without shiki, the MCP SDK, zod and the peers)',
    import: { '../packages/react/dist/index.js': '*' },
    // DOMPurify is imported only when an SVG is previewed, ext-apps only when an MCP App runs; their chunks have budgets of their own below.
    ignore: [...SDK, ...PEERS, 'dompurify', '@modelcontextprotocol/ext-apps', CATALOG_ENGINE],
    gzip: true,
    // 112 kB for MCP Apps (about 1.7 kB with core's part): the app preview, its policy, following the page's
    // theme, and the attach tray's UI links.
    // 115 kB for what the real servers needed (about 2.9 kB): sign-in rows, lost servers and stale warnings,
    // decoded and distinct tree labels, Markdown links between resources, the tool-result cards' annotations.
    // 121.5 kB (121.44 measured, 114.87 before this round) for: the tree's state as one hook per concern over a
    // pure key table with right-to-left text (1.0 kB: each hook's named options and results); the one part convention
    // (1.6 kB: the render prop helper is 0.34 kB, every part exported by its full name, one file per part,
    // three-part error messages); compact folders in core and the React tree (1.0 kB); Markdown references and
    // sliced blob decoding (0.9 kB); feeding the catalog engine and matching the tree's filter there (1.2 kB; the
    // engine's client and worker are chunks with budgets of their own below); pages handed over unjoined (0.5 kB);
    // moving framework-free logic to core took 40 B off.
    // 121.7 kB (121.65 measured) for less heap per listed resource (issue 24): the engine's ids as runs per
    // appended page (0.13 kB), and in core the lean resource node and folding that keeps lower-case text (0.08 kB;
    // core itself measures 44.99 kB, under its budget).
    // 123.5 kB (123.44 measured) for the search palette ranking in the catalog engine (2.0 kB with core's 0.38):
    // mapping only the shown ids to entries, merging the page's templates in ranking order, the host filter's
    // sliced count on the page, dropping superseded answers, and Enter waiting for the answer to what was typed.
    // 123.3 kB (123.22 measured): the tree's filter and the facet counts answered by the engine with every
    // constraint, read as node indices, and the page's matching kept below 5,000 resources (1.78 kB, core's
    // 0.51 kB of it included).
    // 125.5 kB (125.38 measured) with this round's branches together: heap, palette, client, filter, and one
    // threshold for matching in the engine (matchInWorkerFrom).
    // 126.8 kB (126.66 measured) for listing a million resources (1.28 kB, core's 0.85 kB included; see core):
    // idle slices through the whole idle period, entries the engine does not hold carried over between lists.
    // 127.3 kB (127.22 measured) for the 1M keystroke's main thread (0.58 kB with core's part; see core):
    // the view made once per answer of the engine, not again from the last one at each keystroke.
    // 127.5 kB (127.38 measured) with the filters' count throttled while a large catalog changes (useThrottledValue).
    // 127.6 kB (127.51 measured): the tree keeps its rows until the engine's first answer to a query, and an answer
    // with the ids of the one shown keeps its array (0.13 kB).
    // 127.8 kB (127.67 measured): engine requests started in the render (useEngineRequest), the page's own matches
    // shown with the engine's answer, and directories read only when the user opens them (0.16 kB).
    // 129.1 kB (129.00 measured) for round 7 of issue 24 (1.2 kB, nearly all core's; see core), the facet recount's interval with it.
    // 131.0 kB (130.87 measured) for round 11 of issue 24 (0.9 kB, nearly all core's; see core).
    // 131.4 kB (131.31 measured) for round 13 of issue 24 (0.44 kB, nearly all core's; see core).
    // 131.5 kB (131.46 measured) for round 14 of issue 24 (0.15 kB): facets without a query matched and counted in the
    // engine from facetsInWorkerFrom, and the palette asking for no ids.
    // 131.8 kB (131.77 measured) for round 15 of issue 24 (0.31 kB, all core's; see core).
    // 131.9 kB (131.83 measured) for round 16 of issue 24 (0.06 kB): a match set ranks its best matches when first read.
    // 132.0 kB (131.95 measured) for round 17 of issue 24 (0.12 kB, all core's; see core).
    // 132.1 kB (132.02 measured) for round 18 of issue 24 (0.07 kB): the filter's field without spellcheck,
    // autocorrect, autocomplete or capitals, and one set of empty folder toggles for filters nobody toggled under.
    // 132.3 kB (132.27 measured) for round 19 of issue 24 (0.25 kB): core's (see core), and the tree's matches saying
    // when they are a subset of the answer before.
    // 132.4 kB (132.33 measured) for round 20 of issue 24 (0.06 kB): the filter state starting from a normalized
    // copy of the defaults (use-filters-state.ts), and clearFilters making lists of its own.
    // 132.5 kB (132.37 measured) for round 21 of issue 24 (0.04 kB): the palette's module making the scroll lock's
    // ref shape once as it loads (prime-scroll-lock-ref.ts).
    // 132.7 kB (132.64 measured) for round 22 of issue 24 (0.27 kB): the filters' counts standing while the engine
    // takes pages, with the look-ups of URIs listed twice bounded in the render and finished in idle time.
    // 132.9 kB (132.88 measured) for round 24 of issue 24 (0.18 kB): the catalog's engine started on the page and
    // moved into a worker past `engineInWorkerFrom`, a new option (use-catalog-engine.ts).
    // 133.0 kB (132.96 measured) for round 26 of issue 24 (0.08 kB): the tree bringing its overscan back in idle
    // time after a change of the query alone (resource-tree-list.tsx), and idle work waiting after a pointer press.
    // 133.45 kB (133.40 measured) for round 28 of issue 24 (0.41 kB): the tree finds its rows in view by division
    // (use-row-window.ts) instead of TanStack Virtual's offset for every row, which the text preview still bundles.
    // 133.5 kB (133.49 measured) for round 29 of issue 24 (0.09 kB): core's (see core), and the palette's list noting
    // from its scroll events whether it is scrolled down, so that a keystroke at its top scrolls nothing.
    // 134.0 kB (133.96 measured) for round 30 of issue 24 (0.47 kB): core's (see core), and a page that extends listed
    // servers handed to the model a task after its render (fill-model.ts `onlyExtendsListed`, use-resource-catalog.ts).
    // 134.2 kB (134.15 measured) for round 31 of issue 24 (0.19 kB): core's (see core), and the status rows counting a
    // server's children only where a row depends on it (use-tree-status-rows.ts).
    // 134.3 kB (134.26 measured) for round 32 of issue 24 (0.11 kB, all core's; see core).
    // 134.55 kB (134.50 measured) for round 35 of issue 24 (0.24 kB, all core's; see core).
    // 134.8 kB (134.73 measured) for round 36 of issue 24 (0.23 kB): core's (see core), and the tree counting its
    // first rows only until they have painted (use-tree-rows.ts).
    // 135 kB (134.94 measured) for round 38 of issue 24 (0.16 kB): core's (see core), and the summary and the search's
    // prompt counting entries without indexing in their render (use-entry-count.ts).
    // 135.1 kB (135.03 measured) for round 40 of issue 24 (0.09 kB, core's; see core).
    limit: '135.1 kB',
  },
  {
    name: 'what a host pays for connectResourceClient: core with the MCP SDK client and zod',
    import: { '../packages/core/dist/index.js': '{ connectResourceClient }' },
    gzip: true,
    // 165 kB since connecting reaches servers of every era, transport and sign-in, and guards answer streams (6.9 kB).
    // 166.2 kB (165.34 measured) for the MCP client's work off the main thread (1.54 kB, see core above).
    limit: '166.2 kB',
  },
  {
    name: 'what a host pays for the kit in React: all of react, and connectResourceClient, with the MCP SDK client and zod (without shiki and the peers)',
    import: { '../packages/react/dist/index.js': '*', '../packages/core/dist/index.js': '{ connectResourceClient }' },
    // DOMPurify and ext-apps are imported only when an SVG or an MCP App is previewed, in chunks of their own.
    ignore: [...PEERS, 'dompurify', '@modelcontextprotocol/ext-apps', CATALOG_ENGINE],
    gzip: true,
    // 272 kB since connecting reaches servers of every era, transport and sign-in, and guards answer streams.
    // 276 kB for MCP Apps and what the real servers needed in react (see above).
    // 282.6 kB (282.52 measured) for this round's react and core growth (see above).
    // 282.8 kB (282.72 measured) for less heap per listed resource (0.2 kB, see react above).
    // 284.6 kB (284.53 measured) for the palette through the catalog engine (see above).
    // 284.1 kB (284.05 measured) for the MCP client's work off the main thread (1.55 kB, see core above).
    // 284.4 kB (284.29 measured) for the tree's filter in the engine (see above).
    // 288.1 kB (288.02 measured) with this round's branches together (see react and core above).
    // 289.4 kB (289.24 measured) for listing a million resources (see react and core above).
    // 290.0 kB (289.86 measured) for the 1M keystroke's main thread (see react and core above).
    // 290.2 kB (289.97 measured) with the filters' throttled count (see react above).
    // 290.4 kB (290.30 measured) with engine requests started in the render (see react above).
    // 291.7 kB (291.64 measured) for round 7 of issue 24 (see core above).
    // 294.1 kB (293.99 measured) for round 11 of issue 24 (see core above).
    // 294.4 kB (294.13 measured) for round 12 of issue 24 (0.16 kB): rows highlighting the query their matches
    // answer, and the filters keeping their counts while new ones are computed.
    // 294.6 kB (294.46 measured) for round 13 of issue 24 (0.33 kB): tree rows that follow compacted chains only
    // where they are read (view.nodeChildren, view.rowOf), and the server's list kept as its entries.
    // 294.7 kB (294.61 measured) for round 14 of issue 24 (0.15 kB; see react with core above).
    // 295.0 kB (294.94 measured) for round 15 of issue 24 (0.33 kB, all core's; see core).
    // 295.2 kB (295.12 measured) for round 17 of issue 24 (0.13 kB, all core's; see core).
    // 295.5 kB (295.42 measured) for round 19 of issue 24 (0.3 kB; see react with core above).
    // 295.6 kB (295.52 measured) for round 21 of issue 24 (0.04 kB; see react with core above).
    // 295.8 kB (295.77 measured) for round 22 of issue 24 (0.25 kB; see react with core above).
    // 295.9 kB (295.81 measured) for round 23 of issue 24 (0.04 kB): a catalog's engine started once it lists half
    // of `matchInWorkerFrom`, not at its first commit (use-catalog-engine.ts).
    // 296.0 kB (295.98 measured) for round 24 of issue 24 (0.17 kB; see react with core above).
    // 296.1 kB (296.06 measured) for round 26 of issue 24 (0.08 kB; see react with core above).
    // 296.55 kB (296.49 measured) for round 28 of issue 24 (0.42 kB; see react with core above).
    // 296.6 kB (296.59 measured) for round 29 of issue 24 (0.1 kB; see react with core above).
    // 297.1 kB (297.04 measured) for round 30 of issue 24 (0.45 kB; see react with core above).
    // 297.3 kB (297.23 measured) for round 31 of issue 24 (0.19 kB; see react with core above).
    // 297.4 kB (297.37 measured) for round 32 of issue 24 (0.14 kB, all core's; see core).
    // 297.7 kB (297.63 measured) for round 35 of issue 24 (0.26 kB, all core's; see core).
    // 297.9 kB (297.81 measured) for round 36 of issue 24 (0.18 kB; see react with core above).
    // 298.05 kB (298.02 measured) for round 38 of issue 24 (0.13 kB; see react with core above).
    // 298.15 kB (298.10 measured) for round 40 of issue 24 (0.08 kB, core's; see core).
    limit: '298.15 kB',
  },
  {
    name: 'preview SVG sanitizer chunk, loaded on the first SVG preview: DOMPurify and the rules that keep an SVG from reaching outside',
    import: { '../packages/react/dist/resource-preview/sanitize-svg.js': '*' },
    gzip: true,
    limit: '14 kB',
  },
  {
    name: 'preview MCP App host chunk: the ext-apps AppBridge and its postMessage transport (the MCP SDK and zod are the host\'s)',
    import: { '../packages/react/dist/resource-preview/app/app-host.js': '*' },
    ignore: SDK,
    gzip: true,
    // 8.1 kB measured.
    limit: '8.5 kB',
  },
  {
    name: 'highlight worker, loaded on the first highlighted preview: self-contained, with shiki core and its JavaScript regex engine (grammars come from the page)',
    path: '../packages/react/dist/resource-preview/highlight/highlight-worker.js',
    gzip: true,
    limit: '65 kB',
  },
  {
    name: 'catalog engine client, loaded after the catalog\'s first commit: the client, and the store and matcher it loads on the page only where no worker starts',
    import: { '../packages/core/dist/catalog/index.js': '*' },
    gzip: true,
    // 12.18 kB measured (the page loads the client's part alone, about 3.8 kB, when the worker starts); 12.41 kB
    // with rows' matches ahead of queued counts and a word searched in a URI's suffix alone when it can be.
    // 13.7 kB (13.44 measured) with the worker's round 12 below (0.82 kB), which the page runs where no worker starts.
    // 13.9 kB (13.85 measured) with the worker's round 14 below (0.41 kB).
    // 14.3 kB (14.21 measured) with the worker's round 16 below (0.36 kB): the page's host has the warm-up's code, unused there.
    // 15.2 kB (15.2 measured) with the worker's round 19 below (0.99 kB).
    // 15.8 kB (15.73 measured) with the worker's round 22 below (0.53 kB), unused on the page as the warm-up is.
    // 16.0 kB (15.98 measured) with the worker's round 23 below (0.25 kB), unused on the page too.
    // 17.0 kB (16.91 measured) for round 24 (0.93 kB): the engine runs on the page first, and moves into a worker
    // (`moveToWorker`: a worker that must say it runs, requests held meanwhile, the store handed over); the store's
    // columns grown ahead of a page, a column a slice (`growStep`).
    // 17.1 kB (17.02 measured, 16.89 before) with the worker's round 33 below (0.13 kB).
    // 17.2 kB (17.19 measured) with the worker's round 34 below (0.16 kB).
    // 17.3 kB (17.21 measured) for round 39 (0.02 kB): no first positions after one digit, and the work nobody
    // waits for in slices of `AHEAD_SLICE_MS` (catalog-host.ts).
    // 17.8 kB (17.68 measured, 17.20 before) with the worker's round 42 below (0.48 kB).
    // 17.9 kB (17.88 measured) with the worker's round 43 below (0.20 kB).
    // 19.0 kB (18.97 measured, 17.88 before) with the worker's round 44 below (1.09 kB).
    limit: '19.0 kB',
  },
  {
    name: 'catalog engine worker: the compact store and the matcher, self-contained (scripts/build-workers.mjs)',
    path: '../packages/core/dist/catalog/catalog-worker.js',
    gzip: true,
    // 10.5 kB measured (a match that ranks nothing checks words instead of scoring them; label heads for ties; a narrowing ranking adds to the last one's sums).
    // 10.73 kB: rows' matches ahead of queued counts, and a word searched in a URI's suffix alone when it can be.
    // 12.0 kB (11.76 measured, 10.93 before) for round 12 of issue 24 (0.83 kB): each word keeping a run of ids in one
    // loop, the last word's positions for the next keystroke, and the facet tally by cell.
    // 12.3 kB (12.16 measured) for round 14 (0.40 kB): a ranking that scores only the matches whose bound from the
    // store's columns could beat the worst kept, first digits among the fields' first units, and matches without ids.
    // 12.6 kB (12.52 measured) for round 16 (0.36 kB): the ranking warmed up once in idle time (ranking-warm-up.ts).
    // 13.5 kB (13.48 measured) for round 19 (0.96 kB): a ranking with nothing but words matching as the tree's match
    // does before it scores, with the sums of the scored matches alone; a one-letter word's positions found between
    // keystrokes (first-positions.ts); the answers' revision; keep's search of a URI's suffix inline; the warm-up
    // matching as the tree's filter and the filters' counts do too (match-warm-up.ts).
    // 13.6 kB (13.52 measured) for round 20 (0.04 kB): a buffer transferred once as the worker starts, so that the
    // first answer's transfer does not throw the optimized matching away (catalog-worker.ts).
    // 14.1 kB (14.04 measured) for round 22 (0.52 kB): every one-letter query ranked ahead while no request comes
    // (letter-rankings.ts), and that work yielding behind the waiting messages (next-task.ts).
    // 14.3 kB (14.28 measured) for round 23 (0.24 kB): the store's columns trimmed to fit once the catalog is quiet
    // (`CatalogStore.trimStep`; a quarter of the store at 100,000 resources).
    // 14.8 kB (14.79 measured) for round 24 (0.51 kB): a host taking over the store the page's hands it
    // (`CatalogStore.adopt`), and the host's code shared with the page's: its hand-over and growing columns ahead.
    // 14.9 kB (14.89 measured, 14.76 before) for round 33 (0.13 kB): a one-letter query ranked ahead leaves its matches and their
    // positions for the next keystroke to narrow from (`CatalogHost.queueLetterMatches`), as a ranked job does.
    // 15.1 kB (15.05 measured, 14.89 before) for round 34 (0.16 kB): a word checked against a URI whose last segment is the name
    // in one pass for the subsequence (`WordScorer.keep`, `subsequenceStart`).
    // 15.6 kB (15.54 measured, 15.06 before) for round 42 (0.48 kB): the units of a URI's suffix kept from each place of
    // the last word, compared when typing on, and a narrowing match recording into the arrays it narrowed from
    // (`WordPositions.units`, `narrowedPositions`, `keepUnits`; FirstPositions in two passes), and none for a number.
    // 15.8 kB (15.77 measured, 15.54 before) for round 43 (0.23 kB): a ranking's bounds added up a chunk at a time
    // (`WordScorer.addBounds`, `boundOf`) and a file's name placing the letter it starts with (`NAME_IS_SEGMENT`), less
    // the numbers from `constants.ts` that esbuild now writes into the code (0.12 kB smaller alone).
    // 16.9 kB (16.84 measured, 15.77 before) for round 44 (1.07 kB): a ranking ruling out whole blocks of ids from their
    // summaries before bounding any match (block-summaries.ts, `WordScorer.blockBound`, `BestIds.excludesHeads`): the
    // palette's broad keystrokes at a million took about half the worker's time, and its p95 came under 2× the floor;
    // and the candidates' letter pass in a loop of its own for a store with removed resources (`mayMatchLive`, 0.05 kB).
    limit: '16.9 kB',
  },
  {
    name: 'answer worker, started on the first answer of 256 kB or more: JSON parsing and base64 decoding, self-contained (scripts/build-workers.mjs)',
    path: '../packages/core/dist/client/answer-worker.js',
    gzip: true,
    // 1.17 kB measured.
    limit: '1.3 kB',
  },
];
