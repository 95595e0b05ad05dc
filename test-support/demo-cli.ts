import { fileURLToPath } from 'node:url';
import { freePort, spawnServer, type SpawnedServer } from './spawn-server.js';

const demoServerDirectory = fileURLToPath(new URL('../packages/demo-server', import.meta.url));

/**
 * `npm run demo-server -- <args>` as its own process, from the TypeScript sources. The endpoint is
 * the one the CLI printed, so its own announcement is under test too.
 */
export async function startDemoCli(args: string[]): Promise<{ cli: SpawnedServer; endpoint: URL }> {
  const port = await freePort();
  const cli = await spawnServer({
    args: ['--import', 'tsx', '--conditions=@mcp-resource-kit/source', 'src/cli.ts', '--port', String(port), ...args],
    cwd: demoServerDirectory,
    ready: /listening on http:\/\/\S+/,
    url: `http://127.0.0.1:${port}/mcp`,
  });
  const printed = /listening on (http:\/\/\S+)/.exec(cli.output())![1]!;
  return { cli, endpoint: new URL(printed) };
}
