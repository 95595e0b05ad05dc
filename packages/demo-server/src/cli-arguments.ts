import { parseArgs } from 'node:util';
import type { DemoServerOptions } from './demo-server.js';
import { normalizeOrigin, type LoopbackRequestGuardOptions } from './loopback-request-guard.js';
import { HOSTILE_CLI_OPTIONS, HOSTILE_CLI_USAGE, hostileOptionsFromCli } from './hostile/hostile-cli-options.js';

export interface CliSettings {
  port: number;
  host: string;
  help: boolean;
  /** Protect the endpoint with the built-in OAuth 2.1 authorization server. */
  auth: boolean;
  server: DemoServerOptions;
  /** Which browser origins and Host names the HTTP endpoint answers besides loopback ones. */
  requestGuard: LoopbackRequestGuardOptions;
}

export const CLI_USAGE = `Usage: mcp-resource-kit-demo-server [options]

  --port <n>            port to listen on (default 3333; 0 picks a free port)
  --host <address>      interface to bind (default 127.0.0.1)
  --resources <n>       extra generated resources under file:///bulk/ (default 0)
  --page-size <n>       resources/list page size (default 50)
  --update-ms <n>       tick demo://live/clock and send resources/updated every n ms (default 0: off)
  --list-change-ms <n>  add/remove a resource and send list_changed every n ms (default 0: off)
  --token <secret>      require "Authorization: Bearer <secret>"
  --auth                protect /mcp with OAuth 2.1: a built-in authorization server (registration,
                        a consent page with "Allow", PKCE S256, tokens in memory); /mcp answers 401
                        with WWW-Authenticate: Bearer resource_metadata=… until a client signs in
  --conformance-fixtures
                        also serve the resources the MCP conformance harness reads (test://static-text, …)
  --allow-origin <origin>
                        also accept browser requests from this origin (repeatable); by default only
                        loopback origins (http://127.0.0.1:*, http://localhost:*, http://[::1]:*) and
                        requests without Origin are served, others get 403
  --allow-host <name>   also answer requests whose Host is this name (repeatable); by default only
                        localhost, 127.0.0.1 and [::1] (DNS rebinding protection)
${HOSTILE_CLI_USAGE}  --help                show this text
`;

function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new RangeError(`--${name} expects a non-negative integer, got "${value}"`);
  return parsed;
}

function allowedHost(value: string): string {
  const name = value.trim().toLowerCase();
  if (name === '' || /[\s/@]/.test(name) || (!name.startsWith('[') && name.includes(':'))) {
    throw new RangeError(`--allow-host expects a host name without port, such as devbox.local, got "${value}"`);
  }
  return name;
}

export function parseCliArguments(argv: readonly string[]): CliSettings {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      resources: { type: 'string' },
      'page-size': { type: 'string' },
      'update-ms': { type: 'string' },
      'list-change-ms': { type: 'string' },
      token: { type: 'string' },
      auth: { type: 'boolean' },
      'conformance-fixtures': { type: 'boolean' },
      'allow-origin': { type: 'string', multiple: true },
      'allow-host': { type: 'string', multiple: true },
      ...HOSTILE_CLI_OPTIONS,
      help: { type: 'boolean' },
    },
    strict: true,
  });
  const pageSize = nonNegativeInteger('page-size', values['page-size'], 50);
  const hostile = hostileOptionsFromCli(values);
  if (pageSize === 0) throw new RangeError('--page-size must be at least 1');
  if (values.auth === true && values.token !== undefined) throw new RangeError('--auth and --token exclude each other: --auth issues its own tokens');
  return {
    port: nonNegativeInteger('port', values.port, 3333),
    host: values.host ?? '127.0.0.1',
    help: values.help ?? false,
    auth: values.auth ?? false,
    requestGuard: {
      allowedOrigins: (values['allow-origin'] ?? []).map(normalizeOrigin),
      allowedHosts: (values['allow-host'] ?? []).map(allowedHost),
    },
    server: {
      bulkResources: nonNegativeInteger('resources', values.resources, 0),
      pageSize,
      updateIntervalMs: nonNegativeInteger('update-ms', values['update-ms'], 0),
      listChangeIntervalMs: nonNegativeInteger('list-change-ms', values['list-change-ms'], 0),
      ...(values.token !== undefined && { bearerToken: values.token }),
      ...(values['conformance-fixtures'] === true && { conformanceFixtures: true }),
      ...(hostile !== undefined && { hostile }),
    },
  };
}
