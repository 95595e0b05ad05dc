/*
 * Bundle budgets, checked by `npm run test:size` (which builds core and react first). Sizes are
 * gzip (level 9) of an esbuild bundle of everything the entry exports, minified. Budgets sit a
 * little above the measured sizes: raise one only for a reason you can name.
 */

/** The MCP SDK and zod: the host already ships them to talk MCP, so they are not the kit's cost. */
const SDK = ['@modelcontextprotocol/client', '@modelcontextprotocol/core', 'zod'];
/** Peer dependencies of @mcp-resource-kit/react; shiki is optional and loaded lazily. */
const PEERS = ['react', 'react-dom', '@tanstack/react-query', 'shiki'];
/** Every grammar the kit can load but TypeScript: a page downloads only the ones it shows. */
const OTHER_GRAMMARS = ['tsx', 'javascript', 'json', 'jsonc', 'yaml', 'css', 'html', 'markdown', 'sql', 'python', 'shellscript', 'xml', 'toml', 'ini', 'diff'].map(
  (language) => `shiki/langs/${language}.mjs`,
);

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
    // 36.6 kB for the browser OAuth provider (2.03 kB; only hosts that make one bundle the provider itself).
    // 36.7 kB since ResourceError removes the credentials of URLs from its messages (80 B).
    // 37.4 kB for MCP Apps (37.11 kB measured): recognising them, their content view, and sending them as links.
    limit: '37.4 kB',
  },
  {
    name: '@mcp-resource-kit/react with core (without shiki, the MCP SDK, zod and the peers)',
    import: { '../packages/react/dist/index.js': '*' },
    // DOMPurify is imported only when an SVG is previewed, ext-apps only when an MCP App runs; their chunks have budgets of their own below.
    ignore: [...SDK, ...PEERS, 'dompurify', '@modelcontextprotocol/ext-apps'],
    gzip: true,
    // 112 kB for MCP Apps (111.68 kB measured, about 1.7 kB with core's part): the app preview, its policy, following
    // the page's theme, and the attach tray's UI links.
    limit: '112 kB',
  },
  {
    name: 'preview SVG sanitizer chunk: DOMPurify and the rules that keep an SVG from reaching outside',
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
    name: 'preview highlight chunk: the highlight worker with shiki core, its JavaScript regex engine and the TypeScript grammar',
    import: { '../packages/react/dist/resource-preview/highlight/highlight-worker.js': '*' },
    ignore: OTHER_GRAMMARS,
    gzip: true,
    limit: '83 kB',
  },
];
