import type { TestProject } from 'vitest/node';
import { startProbeFaultServer } from './probe-fault-server.js';
import { freePort } from './spawn-server.js';
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
  project.provide('reachability', { cors: cors.url, noCors: noCors.url, closed: `http://127.0.0.1:${await freePort()}/mcp`, oauth: oauth.url });
  return async () => {
    await cors.close();
    await noCors.close();
    await oauth.close();
  };
}
