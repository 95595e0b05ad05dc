'use client';

import type { ResourceEntry } from '@mcp-resource-kit/core';
import { useCommandState } from 'cmdk';
import { Fragment, type ReactNode } from 'react';
import { useResourceSearchContext, type ResourceSearchGroup } from './resource-search-context.js';
import { ResourceSearchGroup as ResourceSearchGroupPart } from './resource-search-group.js';
import { ResourceSearchMore } from './resource-search-more.js';

export interface ResourceSearchResultsProps {
  /** Renders one server's group; `<ResourceSearch.Group>` with its items by default. */
  children?: (group: ResourceSearchGroup) => ReactNode;
}

/**
 * Results rendered before the list is scrolled: more than fill its view (ten at the default size).
 * Each keystroke renders, lays out and paints these rather than all 50.
 */
const FIRST_RESULTS = 16;

/**
 * The results, one group per server in the order of their best hit. Renders no element of its own.
 * At first it renders the first results only (and the highlighted one); the rest follow once the
 * list is scrolled near their place or a key moves there. Each result says its place in its group
 * (`aria-posinset`, `aria-setsize`) either way.
 *
 * @selector [data-slot="resource-search-more"] where the rendered results end, while more are to come
 */
export function ResourceSearchResults({ children }: ResourceSearchResultsProps) {
  const { groups, allRendered, renderAll, valueOf } = useResourceSearchContext('ResourceSearch.Results');
  const highlighted = useCommandState((state) => state.value);
  const rendered = allRendered ? groups : firstResults(groups, valueOf, highlighted);
  return (
    <>
      {rendered.map((group) =>
        children ? (
          <Fragment key={group.serverId}>{children(group)}</Fragment>
        ) : (
          <ResourceSearchGroupPart key={group.serverId} group={group} />
        ),
      )}
      {rendered !== groups && <ResourceSearchMore onNear={renderAll} />}
    </>
  );
}

/** `groups` cut to the first results and the highlighted one; `groups` itself when nothing is cut. */
function firstResults(groups: ResourceSearchGroup[], valueOf: (entry: ResourceEntry) => string, highlighted: string): ResourceSearchGroup[] {
  let count = FIRST_RESULTS;
  let place = 0;
  for (const group of groups) {
    for (const hit of group.hits) {
      place += 1;
      if (place > count && valueOf(hit.entry) === highlighted) count = place;
    }
  }
  if (place <= count) return groups;
  const cut: ResourceSearchGroup[] = [];
  for (const group of groups) {
    if (count <= 0) break;
    cut.push({ ...group, hits: group.hits.slice(0, count), setSize: group.hits.length });
    count -= group.hits.length;
  }
  return cut;
}
