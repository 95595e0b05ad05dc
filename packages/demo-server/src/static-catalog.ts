import { blobEntry, once, textEntry, type CatalogEntry, type ResourceBody } from './catalog-entry.js';
import { generateCustomersCsv } from './customers-csv.js';
import { schemaDdl } from './database-schema.js';
import { isoDaysBefore } from './demo-epoch.js';
import { createInvoicePdf, createLogoPng, createNotificationWav, ICON_SVG } from './demo-media.js';
import { DEMO_URIS } from './demo-uris.js';
import { encodeBase64, utf8ByteLength } from './bytes.js';
import { faultEntries } from './fault-resources.js';
import { fileIcons } from './file-icons.js';
import type { LiveClock } from './live-clock.js';
import { MINIFIED_API_SPEC_TEXT } from './minified-api-spec.js';
import { API_TEXT, ARCHITECTURE_TEXT, DEPLOYMENT_TEXT, UNICODE_NOTES_TEXT } from './project-docs.js';
import { CONTINUOUS_INTEGRATION_TEXT, PACKAGE_JSON_TEXT, README_TEXT, STYLESHEET_TEXT, TSCONFIG_TEXT } from './project-config-files.js';
import {
  CONFIG_SOURCE,
  DATABASE_SOURCE,
  ENTRY_POINT_SOURCE,
  LOGGER_SOURCE,
  SERVER_SOURCE,
  SHIPMENT_ROUTES_SOURCE,
  USER_ROUTES_SOURCE,
} from './project-source-files.js';
import { secureReportEntry } from './secure-report.js';
import { generateServerLog } from './server-log.js';

export const SERVER_LOG_LINES = 5_000;

const sourceCache = { ttlMs: 30_000, cacheScope: 'public' as const };
const assetCache = { ttlMs: 3_600_000, cacheScope: 'public' as const };

function sourceFile(path: string, text: string, description: string, daysAgo: number, priority: number): CatalogEntry {
  return textEntry({
    uri: `file:///project/${path}`,
    name: path.split('/').at(-1) ?? path,
    title: path,
    description,
    mimeType: 'text/x-typescript',
    text,
    annotations: { audience: ['user', 'assistant'], priority, lastModified: isoDaysBefore(daysAgo, 37) },
    icons: fileIcons('typescript'),
    cachePolicy: sourceCache,
  });
}

const docsFiles = [
  { uri: DEMO_URIS.architecture, name: 'architecture.md', title: 'Architecture', text: ARCHITECTURE_TEXT, daysAgo: 21 },
  { uri: 'file:///project/docs/api.md', name: 'api.md', title: 'API reference', text: API_TEXT, daysAgo: 6 },
  { uri: 'file:///project/docs/deployment.md', name: 'deployment.md', title: 'Deployment runbook', text: DEPLOYMENT_TEXT, daysAgo: 45 },
  { uri: DEMO_URIS.unicode, name: 'résumé-café.md', title: 'Résumé — café meeting notes ☕', text: UNICODE_NOTES_TEXT, daysAgo: 2 },
] as const;

/** The hand-written part of the catalog: a small but complete software project plus the special resources. */
export function createStaticCatalog(clock: LiveClock): CatalogEntry[] {
  const invoicePdf = once(createInvoicePdf);
  const logoPng = once(createLogoPng);
  return [
    textEntry({
      uri: DEMO_URIS.readme,
      name: 'README.md',
      title: 'README',
      description: 'Project overview, quick start and conventions.',
      mimeType: 'text/markdown',
      text: README_TEXT,
      annotations: { audience: ['user', 'assistant'], priority: 1, lastModified: isoDaysBefore(4, 12) },
      icons: fileIcons('markdown'),
      cachePolicy: { ttlMs: 60_000, cacheScope: 'public' },
    }),
    textEntry({
      uri: DEMO_URIS.packageJson,
      name: 'package.json',
      title: 'package.json',
      description: 'npm manifest: scripts and pinned dependencies.',
      mimeType: 'application/json',
      text: PACKAGE_JSON_TEXT,
      annotations: { audience: ['user', 'assistant'], priority: 0.7, lastModified: isoDaysBefore(11) },
      icons: fileIcons('json'),
      cachePolicy: sourceCache,
    }),
    textEntry({
      uri: DEMO_URIS.tsconfig,
      name: 'tsconfig.json',
      title: 'tsconfig.json',
      description: 'TypeScript compiler options (JSON with comments).',
      mimeType: 'application/json',
      text: TSCONFIG_TEXT,
      annotations: { audience: ['assistant'], priority: 0.3, lastModified: isoDaysBefore(60) },
      icons: fileIcons('json'),
      cachePolicy: sourceCache,
    }),
    textEntry({
      uri: DEMO_URIS.continuousIntegration,
      name: 'ci.yaml',
      title: '.github/workflows/ci.yaml',
      description: 'GitHub Actions workflow: lint, build, migrate, test against PostgreSQL.',
      mimeType: 'application/yaml',
      text: CONTINUOUS_INTEGRATION_TEXT,
      annotations: { audience: ['user', 'assistant'], priority: 0.4, lastModified: isoDaysBefore(15) },
      icons: fileIcons('yaml'),
      cachePolicy: sourceCache,
    }),
    sourceFile('src/index.ts', ENTRY_POINT_SOURCE, 'Process entry point: configuration, database, graceful shutdown.', 9, 0.8),
    sourceFile('src/server.ts', SERVER_SOURCE, 'HTTP server, router and JSON error handling.', 1, 0.9),
    sourceFile('src/config.ts', CONFIG_SOURCE, 'Environment parsing with zod.', 30, 0.5),
    sourceFile('src/database.ts', DATABASE_SOURCE, 'PostgreSQL pool with slow-query logging.', 12, 0.6),
    sourceFile('src/logger.ts', LOGGER_SOURCE, 'Minimal JSON logger.', 90, 0.3),
    sourceFile('src/routes/users.ts', USER_ROUTES_SOURCE, 'GET /api/users and /api/users/:id.', 5, 0.6),
    sourceFile('src/routes/shipments.ts', SHIPMENT_ROUTES_SOURCE, 'Shipment lookup and status transitions.', 0, 0.7),
    textEntry({
      uri: DEMO_URIS.stylesheet,
      name: 'styles.css',
      title: 'public/styles.css',
      description: 'Styles of the /status page.',
      mimeType: 'text/css',
      text: STYLESHEET_TEXT,
      annotations: { audience: ['user'], priority: 0.2, lastModified: isoDaysBefore(33) },
      icons: fileIcons('css'),
      cachePolicy: sourceCache,
    }),
    textEntry({
      uri: DEMO_URIS.minifiedJson,
      name: 'openapi.min.json',
      title: 'public/openapi.min.json',
      description: 'The OpenAPI document as served: minified, one line.',
      mimeType: 'application/json',
      text: MINIFIED_API_SPEC_TEXT,
      annotations: { audience: ['assistant'], priority: 0.3, lastModified: isoDaysBefore(6) },
      icons: fileIcons('json'),
      cachePolicy: sourceCache,
    }),
    textEntry({
      uri: DEMO_URIS.csv,
      name: 'customers.csv',
      title: 'Customers (CSV export)',
      description: 'Nightly export of the customers table, 250 rows.',
      mimeType: 'text/csv',
      text: once(() => generateCustomersCsv(250)),
      annotations: { audience: ['user'], priority: 0.4, lastModified: isoDaysBefore(0, -420) },
      icons: fileIcons('csv'),
      cachePolicy: { ttlMs: 300_000, cacheScope: 'private' },
    }),
    textEntry({
      uri: DEMO_URIS.log,
      name: 'server.log',
      title: 'logs/server.log',
      description: `JSON-lines server log of the last 36 hours (${SERVER_LOG_LINES.toLocaleString('en-US')} lines).`,
      mimeType: 'text/plain',
      text: once(() => generateServerLog(SERVER_LOG_LINES)),
      annotations: { audience: ['assistant'], priority: 0.2, lastModified: isoDaysBefore(0) },
      icons: fileIcons('log'),
      cachePolicy: { ttlMs: 5_000, cacheScope: 'private' },
    }),
    {
      uri: DEMO_URIS.directory,
      resource: {
        uri: DEMO_URIS.directory,
        name: 'docs',
        title: 'docs/',
        description: 'Documentation folder; reading it returns every file inside.',
        mimeType: 'inode/directory',
        annotations: { audience: ['user', 'assistant'], priority: 0.5, lastModified: isoDaysBefore(2) },
        icons: fileIcons('folder'),
      },
      cachePolicy: { ttlMs: 30_000, cacheScope: 'public' },
      read: () => ({
        contents: [
          ...docsFiles.map((file): ResourceBody => ({ uri: file.uri, mimeType: 'text/markdown', text: file.text })),
          { uri: DEMO_URIS.pdf, mimeType: 'application/pdf', blob: encodeBase64(invoicePdf()) },
        ],
      }),
    },
    ...docsFiles.map((file) =>
      textEntry({
        uri: file.uri,
        name: file.name,
        title: file.title,
        mimeType: 'text/markdown',
        text: file.text,
        annotations: { audience: ['user', 'assistant'], priority: 0.5, lastModified: isoDaysBefore(file.daysAgo) },
        icons: fileIcons('markdown'),
        cachePolicy: sourceCache,
      }),
    ),
    blobEntry({
      uri: DEMO_URIS.pdf,
      name: 'invoice-2026-10.pdf',
      title: 'Invoice October 2026',
      description: 'A one-page PDF invoice.',
      mimeType: 'application/pdf',
      bytes: invoicePdf,
      annotations: { audience: ['user'], priority: 0.3, lastModified: isoDaysBefore(1) },
      icons: fileIcons('pdf'),
      cachePolicy: assetCache,
    }),
    blobEntry({
      uri: DEMO_URIS.png,
      name: 'logo.png',
      title: 'Logo (PNG, 64×48)',
      description: 'Raster logo with a transparent corner.',
      mimeType: 'image/png',
      bytes: logoPng,
      annotations: { audience: ['user'], priority: 0.3, lastModified: isoDaysBefore(120) },
      icons: [{ src: `data:image/png;base64,${encodeBase64(logoPng())}`, mimeType: 'image/png', sizes: ['64x48'] }],
      cachePolicy: assetCache,
    }),
    textEntry({
      uri: DEMO_URIS.svg,
      name: 'icon.svg',
      title: 'App icon (SVG)',
      description: 'Vector app icon.',
      mimeType: 'image/svg+xml',
      text: ICON_SVG,
      annotations: { audience: ['user'], priority: 0.2, lastModified: isoDaysBefore(120) },
      icons: fileIcons('image'),
      cachePolicy: assetCache,
    }),
    blobEntry({
      uri: DEMO_URIS.audio,
      name: 'notification.wav',
      title: 'Notification chime',
      description: 'A 0.6 s two-tone chime (WAV, 8 kHz mono).',
      mimeType: 'audio/wav',
      bytes: createNotificationWav,
      annotations: { audience: ['user'], priority: 0.1, lastModified: isoDaysBefore(200) },
      icons: fileIcons('audio'),
      cachePolicy: assetCache,
    }),
    textEntry({
      uri: DEMO_URIS.schema,
      name: 'schema',
      title: 'demo-db: public schema',
      description: 'SQL DDL of every table in the public schema.',
      mimeType: 'application/sql',
      text: schemaDdl('public') ?? '',
      annotations: { audience: ['assistant'], priority: 0.8, lastModified: isoDaysBefore(7) },
      icons: fileIcons('database'),
      cachePolicy: { ttlMs: 600_000, cacheScope: 'public' },
    }),
    {
      uri: DEMO_URIS.live,
      get resource() {
        return {
          uri: DEMO_URIS.live,
          name: 'clock',
          title: 'Live clock',
          description: 'Changes on every tick; subscribe to get notifications/resources/updated.',
          mimeType: 'text/plain',
          size: utf8ByteLength(clock.text()),
          annotations: { audience: ['user' as const], priority: 0.5, lastModified: clock.lastModified },
          icons: fileIcons('clock'),
        };
      },
      cachePolicy: { ttlMs: 0, cacheScope: 'private' },
      read: () => ({ contents: [{ uri: DEMO_URIS.live, mimeType: 'text/plain', text: clock.text() }] }),
    },
    secureReportEntry(),
    ...faultEntries(),
  ];
}
