import { STDIO_PATH, TOKEN_HEADER } from './dev-server-endpoints.ts';
import { playgroundToken } from './playground-token.ts';

/** A stdio server of the dev server's bridge, as the bridge describes it. */
export interface StdioServerSummary {
  id: string;
  commandLine: string;
  source: 'command-line' | 'page';
  /** Sessions (each with a process of its own) open now. */
  running: number;
  /** The processes' last stderr lines, with the bridge's own notes. */
  stderr: string[];
}

/** The MCP endpoint of bridged server `id`, on the page's own origin. */
export function stdioEndpoint(id: string): URL {
  return new URL(`${STDIO_PATH}/servers/${encodeURIComponent(id)}/mcp`, window.location.href);
}

/** Headers every bridge request carries: the dev server starts programs only for its own page. */
export async function bridgeHeaders(): Promise<Record<string, string>> {
  return { [TOKEN_HEADER]: await playgroundToken() };
}

/** The servers given with `npm start -- --stdio "…"`, and those added from this page since. */
export async function listStdioServers(): Promise<StdioServerSummary[]> {
  const body = await bridgeRequest<{ servers: StdioServerSummary[] }>('/servers');
  return body.servers;
}

export function getStdioServer(id: string): Promise<StdioServerSummary> {
  return bridgeRequest<StdioServerSummary>(`/servers/${encodeURIComponent(id)}`);
}

/** Adds a command line to the bridge; the dev server starts it when the page connects. */
export function addStdioServer(commandLine: string): Promise<StdioServerSummary> {
  return bridgeRequest<StdioServerSummary>('/servers', { method: 'POST', body: JSON.stringify({ commandLine }) });
}

async function bridgeRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${STDIO_PATH}${path}`, {
      ...init,
      cache: 'no-store',
      headers: { 'content-type': 'application/json', ...(await bridgeHeaders()) },
    });
  } catch (cause) {
    throw new Error(`The playground's dev server did not answer (${cause instanceof Error ? cause.message : String(cause)}). Is \`npm start\` still running?`);
  }
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.startsWith('application/json') ? await response.json() : undefined;
  if (response.ok && body !== undefined) return body as T;
  const said = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
  throw new Error(
    said ??
      `The stdio bridge answered HTTP ${response.status}: it runs only in the playground's own dev and preview servers (\`npm start -- --stdio "<command>"\`).`,
  );
}
