'use client';

import type { ComponentProps } from 'react';
import { useEntryCount } from '../catalog/use-entry-count.js';
import { useResourceSearchContext } from './resource-search-context.js';

export type ResourceSearchEmptyProps = ComponentProps<'div'>;

/**
 * Says what to do or that nothing matched: before typing, how many entries can be searched;
 * while matching, that it is searching; after, that nothing matched. Renders a `<div>`.
 *
 * @selector [data-slot="resource-search-empty"] [data-state="prompt|searching|none"]
 */
export function ResourceSearchEmpty({ children, ...props }: ResourceSearchEmptyProps) {
  const { active, pending, shown, catalog, messages, formatters } = useResourceSearchContext('ResourceSearch.Empty');
  const entryCount = useEntryCount(catalog);
  if (active && shown > 0) return null;
  const state = !active ? 'prompt' : pending ? 'searching' : 'none';
  const text =
    state === 'prompt'
      ? messages.prompt(formatters.number(entryCount), formatters.number(catalog.servers.length))
      : state === 'searching'
        ? messages.searching
        : messages.noResults;
  return (
    <div data-slot="resource-search-empty" data-state={state} {...props}>
      {children ?? text}
    </div>
  );
}
