'use client';

import { useResourceKit, useServerStates } from '../provider/use-resource-kit.js';
import type { ServerState } from '../provider/server-registry.js';

export interface ServerStatus extends Omit<ServerState, 'client'> {
  /**
   * Reconnects after a failed connection (when the server was given as a function); for a lost
   * server, reconnects it (given as a function) and reads again what is on screen.
   */
  retry: () => void;
  /**
   * Connects again to sign in, when `needsSignIn` is true. Call it from a click: the sign-in popup
   * opens only from a user's gesture.
   */
  signIn: () => void;
}

/** Connection and change-feed state of one server: connecting / ready / lost / error (and whether signing in fixes it), era, protocol version, capabilities. */
export function useServerStatus(serverId: string): ServerStatus | undefined {
  const { registry } = useResourceKit();
  const state = useServerStates().find((candidate) => candidate.id === serverId);
  if (!state) return undefined;
  const { client: _client, ...status } = state;
  return { ...status, retry: () => registry.retry(serverId), signIn: () => registry.signIn(serverId) };
}
