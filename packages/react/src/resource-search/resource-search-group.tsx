'use client';

import { Command } from 'cmdk';
import type { ComponentProps } from 'react';
import type { ResourceSearchGroup } from './resource-search-context.js';
import { ResourceSearchItem } from './resource-search-item.js';

export interface ResourceSearchGroupProps extends Omit<ComponentProps<typeof Command.Group>, 'heading' | 'value'> {
  group: ResourceSearchGroup;
}

/**
 * One server's results under its name. Renders cmdk's `<div cmdk-group role="presentation">`.
 *
 * @selector [data-slot="resource-search-group"] [data-server]
 */
export function ResourceSearchGroup({ group, children, ...props }: ResourceSearchGroupProps) {
  return (
    <Command.Group heading={group.label} value={`server:${encodeURIComponent(group.serverId)}`} data-slot="resource-search-group" data-server={group.serverId} {...props}>
      {/* Keyed by place: a keystroke that brings other results updates the rows rather than
          unmounting and mounting cmdk items, each registering with cmdk's store. */}
      {children ??
        group.hits.map((hit, place) => <ResourceSearchItem key={place} hit={hit} aria-posinset={place + 1} aria-setsize={group.setSize ?? group.hits.length} />)}
    </Command.Group>
  );
}
