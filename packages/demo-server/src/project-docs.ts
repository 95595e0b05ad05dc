/** The markdown files under file:///project/docs/. */
export const ARCHITECTURE_TEXT = `# Architecture

harbor-api is a single stateless Node process in front of PostgreSQL.

\`\`\`
 dispatcher UI ──HTTP──▶ harbor-api ──SQL──▶ PostgreSQL 17
                              │
                              └──▶ carrier webhooks (outbound, retried)
\`\`\`

## Request flow

1. \`src/server.ts\` matches the route with \`URLPattern\`.
2. The handler validates input and runs parameterised SQL through \`src/database.ts\`.
3. Errors become JSON bodies; \`HttpError\` carries the status code.

## Decisions

- **No ORM.** The schema is small and the queries are hand-tuned.
- **Optimistic UI, pessimistic DB.** Status changes take a row lock (\`FOR UPDATE\`).
- **Logs are JSON** so the log shipper can index them without parsing rules.
`;

export const API_TEXT = `# API reference

All responses are JSON. Errors have the shape \`{ "error": string }\`.

## Users

### \`GET /api/users\`

| Query | Default | Notes |
| --- | --- | --- |
| \`limit\` | 50 | at most 200 |
| \`offset\` | 0 | |

Returns \`{ users: User[], nextOffset: number | null }\`.

### \`GET /api/users/:id\`

Returns one \`User\` or 404.

## Shipments

### \`GET /api/shipments/:id\`

### \`POST /api/shipments/:id/status\`

Body: \`{ "status": "in_transit" }\`. Illegal transitions answer **409 Conflict**.
`;

export const DEPLOYMENT_TEXT = `# Deployment runbook

1. Merge to \`main\`; CI builds and tags the image \`harbor-api:<sha>\`.
2. Run migrations: \`kubectl exec deploy/harbor-api -- npm run migrate\`.
3. Roll out: \`kubectl rollout restart deploy/harbor-api\` and watch \`/status\`.
4. Roll back with \`kubectl rollout undo deploy/harbor-api\` if the error rate exceeds 2 % for 5 minutes.

On-call: #harbor-oncall. Escalate database incidents to the platform team.
`;

export const UNICODE_NOTES_TEXT = `# Résumé — café meeting notes ☕

Participants: Zoë, José, Łukasz, 田中, Ана

- Naïve retry logic caused duplicate webhooks → use idempotency keys.
- Température des entrepôts : alerte au-dessus de 8 °C.
- 次のリリース: 2026-11-15
- Emoji in carrier names (🚚 Express) must survive round-trips.

This file's URI contains non-ASCII characters on purpose: clients must send it as an
\`=?base64?…?=\` encoded \`Mcp-Name\` header and keep the URI string exactly as listed.
`;
