import { createContext } from 'react';
import type { ServerRegistry } from './server-registry.js';

export interface ResourceKitContextValue {
  registry: ServerRegistry;
  principal: string | undefined;
}

export const ResourceKitContext = createContext<ResourceKitContextValue | undefined>(undefined);
