'use client';

import type { ResourceTemplate } from '@mcp-resource-kit/core';
import { resourceTemplateListOptions } from '../queries/resource-list-options.js';
import { useServerLists, type ServerListsResult, type UseServerListsOptions } from './use-server-lists.js';

/** The resource templates of every server (or of `servers`), paged like `useResources`. */
export function useResourceTemplates(options?: UseServerListsOptions): ServerListsResult<ResourceTemplate> {
  return useServerLists<ResourceTemplate>(resourceTemplateListOptions, options);
}
