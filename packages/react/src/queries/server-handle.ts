import type { ResourceClient } from '@mcp-resource-kit/core';

/** What an options factory needs to know of a server: its stable id, its client once connected, and whose data it is. */
export interface ServerHandle {
  id: string;
  /** Undefined while the server is still connecting; queries wait for it. */
  client: ResourceClient | undefined;
  /** Separates users' `private` results in the cache. */
  principal?: string;
}
