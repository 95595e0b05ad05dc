/** The TypeScript sources of the demo workspace ("harbor-api", a small shipment-tracking service). */
export const ENTRY_POINT_SOURCE = `import { loadConfig } from './config';
import { createDatabase } from './database';
import { createLogger } from './logger';
import { startServer } from './server';

const config = loadConfig(process.env);
const logger = createLogger({ level: config.logLevel, service: 'harbor-api' });

async function main(): Promise<void> {
  const database = await createDatabase(config.databaseUrl, logger);
  const server = await startServer({ config, database, logger });

  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  logger.fatal({ error }, 'failed to start');
  process.exit(1);
});
`;

export const SERVER_SOURCE = `import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Config } from './config';
import type { Database } from './database';
import type { Logger } from './logger';
import { shipmentRoutes } from './routes/shipments';
import { userRoutes } from './routes/users';

export interface ServerDependencies {
  config: Config;
  database: Database;
  logger: Logger;
}

export interface RouteContext extends ServerDependencies {
  request: IncomingMessage;
  response: ServerResponse;
  params: Record<string, string>;
}

export type RouteHandler = (context: RouteContext) => Promise<unknown>;

interface Route {
  method: string;
  pattern: URLPattern;
  handler: RouteHandler;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startServer(dependencies: ServerDependencies): Promise<Server> {
  const routes: Route[] = [...userRoutes(), ...shipmentRoutes()];
  const { logger, config } = dependencies;

  const server = createServer(async (request, response) => {
    const startedAt = performance.now();
    const url = new URL(request.url ?? '/', \`http://\${request.headers.host ?? 'localhost'}\`);
    const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(url));
    try {
      if (!route) throw new HttpError(404, \`No route for \${request.method} \${url.pathname}\`);
      const params = route.pattern.exec(url)?.pathname.groups ?? {};
      const body = await route.handler({ ...dependencies, request, response, params: params as Record<string, string> });
      sendJson(response, 200, body);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      if (status >= 500) logger.error({ error, path: url.pathname }, 'request failed');
      sendJson(response, status, { error: error instanceof Error ? error.message : 'Internal error' });
    } finally {
      const durationMs = Math.round(performance.now() - startedAt);
      logger.info({ method: request.method, path: url.pathname, status: response.statusCode, durationMs }, 'request');
    }
  });

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  logger.info({ port: config.port }, 'listening');
  return server;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  response.end(payload);
}
`;

export const USER_ROUTES_SOURCE = `import { HttpError, type RouteHandler } from '../server';

export interface User {
  id: number;
  email: string;
  displayName: string;
  role: 'admin' | 'dispatcher' | 'viewer';
  createdAt: string;
}

const listUsers: RouteHandler = async ({ database, request }) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 200);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const rows = await database.query<User>(
    'SELECT id, email, display_name AS "displayName", role, created_at AS "createdAt" FROM users ORDER BY id LIMIT $1 OFFSET $2',
    [limit, offset],
  );
  return { users: rows, nextOffset: rows.length === limit ? offset + limit : null };
};

const getUser: RouteHandler = async ({ database, params }) => {
  const [user] = await database.query<User>('SELECT * FROM users WHERE id = $1', [Number(params.id)]);
  if (!user) throw new HttpError(404, \`User \${params.id} not found\`);
  return user;
};

export function userRoutes() {
  return [
    { method: 'GET', pattern: new URLPattern({ pathname: '/api/users' }), handler: listUsers },
    { method: 'GET', pattern: new URLPattern({ pathname: '/api/users/:id' }), handler: getUser },
  ];
}
`;

export const SHIPMENT_ROUTES_SOURCE = `import { HttpError, type RouteHandler } from '../server';

export type ShipmentStatus = 'pending' | 'in_transit' | 'delivered' | 'returned';

export interface Shipment {
  id: string;
  customerId: number;
  origin: string;
  destination: string;
  status: ShipmentStatus;
  weightKg: number;
  updatedAt: string;
}

const TRANSITIONS: Record<ShipmentStatus, ShipmentStatus[]> = {
  pending: ['in_transit'],
  in_transit: ['delivered', 'returned'],
  delivered: [],
  returned: ['in_transit'],
};

const getShipment: RouteHandler = async ({ database, params }) => {
  const [shipment] = await database.query<Shipment>('SELECT * FROM shipments WHERE id = $1', [params.id]);
  if (!shipment) throw new HttpError(404, \`Shipment \${params.id} not found\`);
  return shipment;
};

const updateStatus: RouteHandler = async ({ database, params, request }) => {
  const { status } = (await readJson(request)) as { status: ShipmentStatus };
  const [shipment] = await database.query<Shipment>('SELECT * FROM shipments WHERE id = $1 FOR UPDATE', [params.id]);
  if (!shipment) throw new HttpError(404, \`Shipment \${params.id} not found\`);
  if (!TRANSITIONS[shipment.status].includes(status)) {
    throw new HttpError(409, \`Cannot move a \${shipment.status} shipment to \${status}\`);
  }
  await database.query('UPDATE shipments SET status = $1, updated_at = now() WHERE id = $2', [status, params.id]);
  return { ...shipment, status };
};

async function readJson(request: AsyncIterable<Uint8Array>): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export function shipmentRoutes() {
  return [
    { method: 'GET', pattern: new URLPattern({ pathname: '/api/shipments/:id' }), handler: getShipment },
    { method: 'POST', pattern: new URLPattern({ pathname: '/api/shipments/:id/status' }), handler: updateStatus },
  ];
}
`;

export const DATABASE_SOURCE = `import pg from 'pg';
import type { Logger } from './logger';

export interface Database {
  query<Row>(sql: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

const SLOW_QUERY_MS = 250;

export async function createDatabase(url: string, logger: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  await pool.query('SELECT 1');
  logger.info({ host: new URL(url).hostname }, 'database connected');

  return {
    async query<Row>(sql: string, values: unknown[] = []) {
      const startedAt = performance.now();
      const result = await pool.query(sql, values);
      const durationMs = performance.now() - startedAt;
      if (durationMs > SLOW_QUERY_MS) logger.warn({ sql, durationMs }, 'slow query');
      return result.rows as Row[];
    },
    close: () => pool.end(),
  };
}
`;

export const CONFIG_SOURCE = `import { z } from 'zod';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

export function loadConfig(environment: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.parse(environment);
  return { port: parsed.PORT, host: parsed.HOST, databaseUrl: parsed.DATABASE_URL, logLevel: parsed.LOG_LEVEL };
}
`;

export const LOGGER_SOURCE = `export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'fatal';

export interface Logger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
  fatal(fields: object, message: string): void;
}

const ORDER: LogLevel[] = ['debug', 'info', 'warn', 'error', 'fatal'];

export function createLogger(options: { level: LogLevel; service: string }): Logger {
  const threshold = ORDER.indexOf(options.level);
  const write = (level: LogLevel) => (fields: object, message: string) => {
    if (ORDER.indexOf(level) < threshold) return;
    process.stdout.write(\`\${JSON.stringify({ time: new Date().toISOString(), level, service: options.service, message, ...fields })}\\n\`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), fatal: write('fatal') };
}
`;
