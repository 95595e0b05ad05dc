'use client';

import { clearFilters, type ResourceEntry, type ResourceFilterValue, type ResourceItemEntry } from '@mcp-resource-kit/core';
import { useCallback, type ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useMessages } from '../messages/use-messages.js';
import { ResourceFiltersRoot } from '../resource-filters/resource-filters-root.js';
import { useFiltersState } from '../resource-filters/use-filters-state.js';
import { ResourceTreeList } from '../resource-tree/resource-tree-list.js';
import { ResourceTreeLoadAll } from '../resource-tree/resource-tree-load-all.js';
import { ResourceTreeSummary } from '../resource-tree/resource-tree-summary.js';
import { ResourceTreeNoMatches } from '../resource-tree/resource-tree-no-matches.js';
import { ResourceTreeRoot } from '../resource-tree/resource-tree-root.js';
import { useResourceCatalog } from '../catalog/use-resource-catalog.js';
import type { SelectionMode } from '@mcp-resource-kit/core';
import { RESOURCE_BROWSER_MESSAGES } from './messages.js';
import { ResourceBrowserSearch } from './resource-browser-search.js';
import { ResourceBrowserSelectionBar } from './resource-browser-selection-bar.js';

export interface ResourceBrowserRootProps extends Omit<ComponentProps<'div'>, 'onSelect' | 'children'>, PartRenderProps<'section', { filters: ResourceFilterValue }> {
  /** Limit to these server ids; all of the provider's by default. */
  servers?: readonly string[];
  /** The filters, when controlled (keep them in the URL with `serializeFilters`). */
  filters?: ResourceFilterValue;
  /** The initial filters, when uncontrolled (e.g. `parseFilters(location.search)`). */
  defaultFilters?: ResourceFilterValue;
  onFiltersChange?: (filters: ResourceFilterValue) => void;
  /** @default 'multiple' */
  selectionMode?: SelectionMode;
  selectedKeys?: readonly string[];
  defaultSelectedKeys?: readonly string[];
  onSelectionChange?: (keys: readonly string[]) => void;
  /** A resource or template was opened (Enter, double-click, or picked in the search palette). */
  onOpen?: (entry: ResourceEntry) => void;
  /** Resources to attach (Ctrl/⌘+Enter, or the selection bar's button). */
  onAttach?: (resources: ResourceItemEntry[]) => void;
  /** ⌘K / Ctrl+K opens the search palette. @default true */
  searchHotkey?: boolean;
  /** Pages "load all" walks at most. @default 500 */
  maxLoadAllPages?: number;
  /** See `ResourceTree.Root`. @default 2000 */
  autoLoadLimit?: number;
  /** Row height in pixels. @default 44 */
  rowHeight?: number;
  /** See `ResourceTree.Root`: single-child folder chains as one row. @default true */
  compactFolders?: boolean;
}

/**
 * Everything a host needs in one component: a search palette (⌘K), facet filters, the resource
 * tree, "load all", counts, and a selection bar that attaches. One catalog is shared by all
 * parts, so 100,000 resources are merged once. Renders a `<section>`.
 *
 * @selector [data-slot="resource-browser"]
 */
export function ResourceBrowserRoot({
  servers,
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  selectionMode = 'multiple',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onOpen,
  onAttach,
  searchHotkey = true,
  maxLoadAllPages = 500,
  autoLoadLimit,
  rowHeight,
  compactFolders,
  render,
  ...props
}: ResourceBrowserRootProps) {
  const messages = useMessages('resourceBrowser', RESOURCE_BROWSER_MESSAGES);
  const catalog = useResourceCatalog(servers ? { servers } : undefined);
  const [filters, setFilters] = useFiltersState({ value: filtersProp, defaultValue: defaultFilters, onChange: onFiltersChange, caller: 'ResourceBrowser.Root' });
  const onClearFilters = useCallback(() => setFilters((previous) => clearFilters(previous)), [setFilters]);
  return renderElement(
    <section aria-label={messages.label} data-slot="resource-browser" {...props}>
      <ResourceFiltersRoot catalog={catalog} value={filters} onValueChange={setFilters} />
      <ResourceTreeRoot
        catalog={catalog}
        filters={filters}
        onClearFilters={onClearFilters}
        selectionMode={selectionMode}
        {...(selectedKeys !== undefined && { selectedKeys })}
        {...(defaultSelectedKeys !== undefined && { defaultSelectedKeys })}
        {...(onSelectionChange && { onSelectionChange })}
        {...(onOpen && { onOpen })}
        {...(onAttach && { onAttach })}
        {...(autoLoadLimit !== undefined && { autoLoadLimit })}
        {...(rowHeight !== undefined && { rowHeight })}
        {...(compactFolders !== undefined && { compactFolders })}
      >
        <div data-slot="resource-browser-toolbar">
          <ResourceBrowserSearch hotkey={searchHotkey} onOpen={onOpen} onAttach={onAttach} label={messages.search} shortcut={messages.searchShortcut} />
          <ResourceTreeLoadAll maxPages={maxLoadAllPages} />
          <ResourceTreeSummary />
        </div>
        <ResourceTreeList />
        <ResourceTreeNoMatches />
        <ResourceBrowserSelectionBar />
      </ResourceTreeRoot>
    </section>,
    render,
    { filters },
  );
}
