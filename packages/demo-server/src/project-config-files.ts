/** README, manifests, CI and styling of the demo workspace. */
export const README_TEXT = `# harbor-api

A small shipment-tracking service: a JSON API over PostgreSQL that dispatchers use to follow
parcels from the warehouse to the customer's door.

## Quick start

\`\`\`sh
cp .env.example .env          # set DATABASE_URL
npm ci
npm run migrate
npm run dev                   # http://localhost:8080
\`\`\`

## Layout

| Path | What lives there |
| --- | --- |
| \`src/index.ts\` | process entry point, signal handling |
| \`src/server.ts\` | HTTP server and router |
| \`src/routes/\` | one file per API resource |
| \`src/database.ts\` | connection pool and slow-query logging |
| \`docs/\` | architecture notes, API reference, runbooks |
| \`logs/\` | local server logs (rotated daily) |

## API at a glance

- \`GET /api/users?limit=50&offset=0\` — list users
- \`GET /api/shipments/:id\` — one shipment
- \`POST /api/shipments/:id/status\` — move a shipment through
  \`pending → in_transit → delivered | returned\`

See [docs/api.md](docs/api.md) for the full reference.

## Conventions

- TypeScript strict mode, ES modules, Node 20+.
- Every SQL statement is parameterised; no string interpolation into queries.
- Log lines are JSON; never log customer addresses or e-mail addresses.

> **Note** — the staging database is reset every Monday at 06:00 UTC.

Released under the MIT licence. © 2026 Harbor Logistics.
`;

export const PACKAGE_JSON_TEXT = `${JSON.stringify(
  {
    name: 'harbor-api',
    version: '2.7.1',
    private: true,
    type: 'module',
    engines: { node: '>=20' },
    scripts: {
      dev: 'tsx watch src/index.ts',
      build: 'tsc -p tsconfig.json',
      start: 'node dist/index.js',
      migrate: 'node scripts/migrate.js',
      test: 'vitest run',
      lint: 'eslint .',
    },
    dependencies: { pg: '8.16.3', zod: '4.1.12' },
    devDependencies: {
      '@types/node': '20.19.9',
      '@types/pg': '8.15.5',
      eslint: '9.37.0',
      tsx: '4.20.6',
      typescript: '5.9.3',
      vitest: '3.2.4',
    },
  },
  null,
  2,
)}
`;

export const TSCONFIG_TEXT = `{
  // Node 20 runs ES2023 natively; no down-levelling needed.
  "compilerOptions": {
    "target": "ES2023",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "outDir": "dist",
    "rootDir": "src",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "exactOptionalPropertyTypes": true,
    "sourceMap": true,
    "skipLibCheck": true
  },
  "include": ["src"]
}
`;

export const CONTINUOUS_INTEGRATION_TEXT = `name: ci

on:
  push:
    branches: [main]
  pull_request:

concurrency:
  group: ci-\${{ github.ref }}
  cancel-in-progress: true

jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:17
        env:
          POSTGRES_PASSWORD: postgres
          POSTGRES_DB: harbor_test
        ports: ['5432:5432']
        options: >-
          --health-cmd "pg_isready -U postgres"
          --health-interval 5s
          --health-retries 10
    env:
      DATABASE_URL: postgres://postgres:postgres@localhost:5432/harbor_test
    steps:
      - uses: actions/checkout@v5
      - uses: actions/setup-node@v5
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm run lint
      - run: npm run build
      - run: npm run migrate
      - run: npm test -- --reporter=junit --outputFile=reports/junit.xml
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: test-reports
          path: reports/
`;

export const STYLESHEET_TEXT = `/* Status page served at /status */
:root {
  --color-surface: #ffffff;
  --color-text: #1a202c;
  --color-muted: #718096;
  --color-ok: #2f855a;
  --color-warn: #b7791f;
  --color-down: #c53030;
  --radius: 8px;
  font-family: system-ui, -apple-system, 'Segoe UI', sans-serif;
}

@media (prefers-color-scheme: dark) {
  :root {
    --color-surface: #1a202c;
    --color-text: #edf2f7;
    --color-muted: #a0aec0;
  }
}

body {
  margin: 0;
  background: var(--color-surface);
  color: var(--color-text);
}

.status-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  padding: 2rem;
}

.status-card {
  border: 1px solid color-mix(in srgb, var(--color-muted) 30%, transparent);
  border-radius: var(--radius);
  padding: 1rem 1.25rem;
}

.status-card[data-state='ok'] { border-left: 4px solid var(--color-ok); }
.status-card[data-state='degraded'] { border-left: 4px solid var(--color-warn); }
.status-card[data-state='down'] { border-left: 4px solid var(--color-down); }

.status-card__latency {
  color: var(--color-muted);
  font-variant-numeric: tabular-nums;
}
`;
