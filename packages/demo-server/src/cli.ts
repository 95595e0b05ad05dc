#!/usr/bin/env node
import { createServer } from 'node:http';
import { CLI_USAGE, parseCliArguments, type CliSettings } from './cli-arguments.js';
import { CORS_HEADERS, CORS_PREFLIGHT_HEADERS } from './cors.js';
import { createDemoServer } from './demo-server.js';
import { checkRequestOrigin } from './loopback-request-guard.js';
import { sendWebResponse, toWebRequest } from './node-http-bridge.js';
import { protectWithOAuth } from './oauth/oauth-protected-handler.js';

const ENDPOINT_PATH = '/mcp';

let settings: CliSettings;
try {
  settings = parseCliArguments(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${CLI_USAGE}`);
  process.exit(2);
}
if (settings.help) {
  process.stdout.write(CLI_USAGE);
  process.exit(0);
}

const demoServer = createDemoServer(settings.server);
const handle = settings.auth ? protectWithOAuth((request) => demoServer.fetch(request), ENDPOINT_PATH) : undefined;

// An explicit bind address is a name the server already answers to; wildcards are not names.
const boundHost = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
const requestGuard = {
  ...settings.requestGuard,
  allowedHosts: [...(settings.requestGuard.allowedHosts ?? []), ...(['0.0.0.0', '[::]'].includes(boundHost) ? [] : [boundHost])],
};

const httpServer = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const verdict = checkRequestOrigin(request.headers, requestGuard);
  if (!verdict.allowed) {
    response
      .writeHead(403, { 'content-type': 'application/json' })
      .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: `Forbidden. ${verdict.reason}` }, id: null }));
    return;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS_PREFLIGHT_HEADERS).end();
    return;
  }
  if (path !== ENDPOINT_PATH && !handle) {
    response.writeHead(404, { ...CORS_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end(`Not found. The MCP endpoint is ${ENDPOINT_PATH}\n`);
    return;
  }
  const origin = `http://${request.headers.host ?? `${settings.host}:${settings.port}`}`;
  toWebRequest(request, response, origin)
    .then((webRequest) => (handle ? handle(webRequest) : demoServer.fetch(webRequest)))
    .then((webResponse) => sendWebResponse(webResponse, response, CORS_HEADERS))
    .catch((error: unknown) => {
      process.stderr.write(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      if (!response.headersSent) response.writeHead(500, CORS_HEADERS).end();
      else response.destroy();
    });
});

httpServer.listen(settings.port, settings.host, () => {
  const address = httpServer.address();
  const port = typeof address === 'object' && address !== null ? address.port : settings.port;
  process.stdout.write(`MCP Resource Kit demo server listening on http://${boundHost}:${port}${ENDPOINT_PATH}\n`);
  if (settings.auth) process.stdout.write(`OAuth mode: sign in at http://${boundHost}:${port}/authorize (consent page), tokens in memory.\n`);
  if (settings.server.hostile) process.stdout.write('Hostile mode: the catalog carries script payloads and faults on purpose (see HOSTILE_URIS).\n');
});

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`${signal}: shutting down\n`);
  await demoServer.close();
  httpServer.closeAllConnections();
  httpServer.close(() => process.exit(0));
}
process.once('SIGINT', (signal) => void stop(signal));
process.once('SIGTERM', (signal) => void stop(signal));
