import type { Server } from 'node:net';
import { isIP } from 'node:net';
import type { Logger } from 'vite';

/**
 * Once `server` listens, warns when it listens on an address other machines can reach (`--host`): the
 * dev-server endpoints are then reachable from the network. They stay guarded (same origin + token), but
 * anyone who can open the playground from another machine gets the token with the page and can use the
 * proxy to reach services on this machine's loopback.
 */
export function warnWhenReachableFromNetwork(server: Server | null | undefined, logger: Logger, endpoints: readonly string[]): void {
  if (!server) return;
  server.once('listening', () => {
    const address = server.address();
    if (address === null || typeof address === 'string' || isLoopbackAddress(address.address)) return;
    logger.warn(
      `\n  Warning: the server listens on ${address.address}, so other machines on the network can reach the playground's ${endpoints.join(' and ')}.\n` +
        `  Anyone who can open the playground from another machine can use the proxy to reach services on this machine's loopback.\n` +
        `  Use --host only on a network you trust, or drop it to listen on loopback only.\n`,
      { timestamp: true },
    );
  });
}

export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}
