'use client';

import { useContext, useMemo } from 'react';
import { LocaleContext } from './messages-context.js';

/**
 * A component's strings: its English `defaults`, with whatever the host replaced under `namespace`
 * through `<ResourceKitProvider messages>`. Messages that take values are functions.
 */
export function useMessages<T extends Record<string, unknown>>(namespace: string, defaults: T): T {
  const overrides = useContext(LocaleContext).messages[namespace];
  return useMemo(() => (overrides ? ({ ...defaults, ...overrides } as T) : defaults), [defaults, overrides]);
}
