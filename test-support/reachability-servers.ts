import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProbeFaultServer } from './probe-fault-server.js';
import { freePort, spawnServer } from './spawn-server.js';
import { startV1OAuthServer } from './v1-oauth-server.js';

/** Where the browser tests of reachability and sign-in connect: real servers on the loopback interface, started in Node. */
export interface ReachabilityUrls {
  /** The demo server with CORS headers. */
  cors: string;
  /** The demo server without CORS headers: a browser page cannot read its answers. */
  noCors: string;
  /** A port nothing listens on. */
  closed: string;
  /** A v1-SDK server behind OAuth 2.1 whose authorization server approves at once. */
  oauth: string;
  /** `server-everything sse`: a 2024-11-05 HTTP+SSE server (it allows any origin). */
  sse: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    reachability: ReachabilityUrls;
  }
}

/** Vitest global setup of the browser project: starts the servers and hands their URLs to the tests. */
export default async function setup(project: TestProject) {
  const cors = await startProbeFaultServer('none', {}, { cors: true });
  const noCors = await startProbeFaultServer('none');
  const oauth = await startV1OAuthServer();
  const ssePort = await freePort();
  const everything = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/package.json')), 'dist', 'index.js');
  const sse = await spawnServer({ args: [everything, 'sse'], env: { PORT: String(ssePort) }, ready: /running on port/, url: `http://127.0.0.1:${ssePort}/sse` });
  project.provide('reachability', {
    cors: cors.url,
    noCors: noCors.url,
    closed: `http://127.0.0.1:${await freePort()}/mcp`,
    oauth: oauth.url,
    sse: sse.url,
  });
  return async () => {
    await sse.stop();
    await cors.close();
    await noCors.close();
    await oauth.close();
  };
}
