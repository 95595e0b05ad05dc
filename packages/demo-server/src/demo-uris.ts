/** The well-known URIs of the demo catalog, so tests and stories never hard-code strings. */
export const DEMO_URIS = {
  readme: 'file:///project/README.md',
  packageJson: 'file:///project/package.json',
  tsconfig: 'file:///project/tsconfig.json',
  typescript: 'file:///project/src/server.ts',
  entryPoint: 'file:///project/src/index.ts',
  continuousIntegration: 'file:///project/.github/workflows/ci.yaml',
  stylesheet: 'file:///project/public/styles.css',
  /** About 18 kB of JSON on one line. */
  minifiedJson: 'file:///project/public/openapi.min.json',
  csv: 'file:///project/data/customers.csv',
  log: 'file:///project/logs/server.log',
  directory: 'file:///project/docs/',
  architecture: 'file:///project/docs/architecture.md',
  /** Percent-encoded UTF-8 (RFC 3986); it reads as `résumé-café.md`. */
  unicode: 'file:///project/docs/r%C3%A9sum%C3%A9-caf%C3%A9.md',
  png: 'file:///project/assets/logo.png',
  svg: 'file:///project/assets/icon.svg',
  audio: 'file:///project/assets/notification.wav',
  pdf: 'file:///project/docs/invoice-2026-10.pdf',
  schema: 'postgres://demo-db/public/schema',
  live: 'demo://live/clock',
  inputRequired: 'demo://secure/report',
  failing: 'demo://faults/server-error',
  legacyNotFound: 'demo://faults/legacy-not-found',
  slow: 'demo://faults/slow',
  invalidBase64: 'demo://faults/invalid-base64',
  empty: 'demo://empty',
  missing: 'file:///project/does-not-exist.txt',
  /** First generated resource when `bulkResources > 0`. */
  firstBulkItem: 'file:///bulk/dir-000/item-00000.txt',
} as const;

export const DEMO_TEMPLATES = {
  forecast: 'weather://forecast/{city}/{date}',
  repository: 'repo://{owner}/{repo}/contents{/path*}{?ref}',
  table: 'postgres://demo-db/{schema}/tables/{table}',
} as const;

export type DemoUri = (typeof DEMO_URIS)[keyof typeof DEMO_URIS];
export type DemoTemplate = (typeof DEMO_TEMPLATES)[keyof typeof DEMO_TEMPLATES];
