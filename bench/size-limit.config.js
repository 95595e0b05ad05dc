/*
 * Bundle budgets, checked by `npm run test:size` (which builds core and react first). Sizes are
 * gzip (level 9) of an esbuild bundle of everything the entry exports, minified. Budgets sit a
 * little above the measured sizes: raise one only for a reason you can name.
 */

/**
 * The MCP SDK and zod. The kit-only figures leave them out; the "what a host pays" entries keep them,
 * since a host that does not talk MCP already ships them with the kit.
 */
const SDK = ['@modelcontextprotocol/client', '@modelcontextprotocol/core', 'zod'];
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
    limit: '32 kB',
  },
  {
    name: '@mcp-resource-kit/react with core (without shiki, the MCP SDK, zod and the peers)',
    import: { '../packages/react/dist/index.js': '*' },
    ignore: [...SDK, ...PEERS],
    gzip: true,
    limit: '110 kB',
  },
  {
    name: 'what a host pays for connectResourceClient: core with the MCP SDK client and zod',
    import: { '../packages/core/dist/index.js': '{ connectResourceClient }' },
    gzip: true,
    limit: '160 kB',
  },
  {
    name: 'what a host pays for the kit in React: all of react, and connectResourceClient, with the MCP SDK client and zod (without shiki and the peers)',
    import: { '../packages/react/dist/index.js': '*', '../packages/core/dist/index.js': '{ connectResourceClient }' },
    ignore: PEERS,
    gzip: true,
    limit: '265 kB',
  },
  {
    name: 'highlight worker, loaded on the first highlighted preview: self-contained, with shiki core and its JavaScript regex engine (grammars come from the page)',
    path: '../packages/react/dist/resource-preview/highlight/highlight-worker.js',
    gzip: true,
    limit: '65 kB',
  },
];
