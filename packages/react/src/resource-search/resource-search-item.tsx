'use client';

import { entryItem, entryLabel, entryMimeFamily, entryUri, estimateListedTokens, type RankedEntry } from '@mcp-resource-kit/core';
import { Command } from 'cmdk';
import { memo, useState, type ComponentProps } from 'react';
import { KitIcon, useIconSource } from '../catalog/icons.js';
import { setResourceDragData } from '../attachments/resource-drag-data.js';
import { SizeBadge } from '../size-badge/size-badge.js';
import { Highlighted } from '../catalog/highlighted.js';
import { useResourceSearchItemContext } from './resource-search-context.js';

export interface ResourceSearchItemProps extends Omit<ComponentProps<typeof Command.Item>, 'value' | 'onSelect'> {
  hit: RankedEntry;
}

/**
 * One result (`role="option"`): icon, `title ?? name` and the URI, with matched characters in
 * `<mark>`. Enter or a click opens it; resources can be dragged onto an `AttachDropZone`.
 * Renders cmdk's `<div cmdk-item>`.
 *
 * @selector [data-slot="resource-search-item"] [data-kind="resource|template"] [data-mime-family] [data-selected] (highlighted)
 * @selector [data-slot="resource-search-item-size"] the declared size and the tokens it suggests
 */
export const ResourceSearchItem = memo(function ResourceSearchItem({ hit, children, onDragStart, ...props }: ResourceSearchItemProps) {
  const { valueOf, open, messages } = useResourceSearchItemContext('ResourceSearch.Item');
  const { entry, match } = hit;
  const item = entryItem(entry);
  const label = entryLabel(entry);
  const labelRanges = typeof item.title === 'string' && item.title !== '' ? match.ranges.title : match.ranges.name;
  const uri = entryUri(entry);
  const shownUri = uri.length > 300 ? `${uri.slice(0, 300)}…` : uri;
  return (
    <Command.Item
      value={valueOf(entry)}
      onSelect={() => open(entry)}
      draggable={entry.kind === 'resource' || undefined}
      onDragStart={(event) => {
        onDragStart?.(event);
        if (!event.defaultPrevented && entry.kind === 'resource') {
          setResourceDragData(event.dataTransfer, [{ serverId: entry.serverId, uri: entry.resource.uri, resource: entry.resource }]);
        }
      }}
      data-slot="resource-search-item"
      data-kind={entry.kind}
      data-mime-family={entryMimeFamily(entry)}
      {...props}
    >
      {children ?? (
        <>
          <ResultIcon hit={hit} />
          <span data-slot="resource-search-item-text">
            <span data-slot="resource-search-item-label">
              <Highlighted text={label} ranges={labelRanges} />
            </span>
            <span data-slot="resource-search-item-uri">
              <Highlighted text={shownUri} ranges={match.ranges.uri} />
            </span>
          </span>
          {entry.kind === 'resource' && entry.resource.size !== undefined && (
            // Seen, not read out: the size is not part of what the option is called.
            <span aria-hidden="true" data-slot="resource-search-item-size">
              <SizeBadge aria-hidden estimate={estimateListedTokens(entry.resource)} />
            </span>
          )}
          {entry.kind === 'template' && <span data-slot="resource-search-item-kind">{messages.template}</span>}
        </>
      )}
    </Command.Item>
  );
});

function ResultIcon({ hit }: { hit: RankedEntry }) {
  const source = useIconSource(entryItem(hit.entry).icons);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const kind = hit.entry.kind === 'template' ? 'template' : entryMimeFamily(hit.entry);
  if (source && failed !== source) {
    return <img src={source} alt="" width={16} height={16} loading="lazy" referrerPolicy="no-referrer" data-slot="resource-search-item-icon" onError={() => setFailed(source)} />;
  }
  return <KitIcon kind={kind} data-slot="resource-search-item-icon" />;
}
