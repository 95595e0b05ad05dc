'use client';

import { distinctLabel, resourceKey, ResourceTreeRows, type ResourceItemEntry, type ResourceTreeNode, type ResourceTreeRowPlace, type ResourceTreeView } from '@mcp-resource-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../internal/after-next-paint.js';
import type { ResourceTreeRow, ResourceTreeStatus } from './resource-tree-context.js';
import type { TreeStatusRows } from './use-tree-status-rows.js';

type RowData = { type: 'node'; node: ResourceTreeNode } | { type: 'status'; status: ResourceTreeStatus };

const MISSING_STATUS: ResourceTreeStatus = { kind: 'empty', serverId: '', source: 'resources', error: undefined, loaded: 0, fetching: false, action: undefined };

/** Rows counted before the tree first paints: more than any screen shows. */
const FIRST_ROWS = 256;

/**
 * The visible rows: the view's open folders flattened lazily, with the state rows after each
 * parent's children. Only the rows asked for (those on screen) are ever listed, so opening or
 * filtering 100,000 resources costs what counting the rows of the open folders costs.
 *
 * Until the tree first has `FIRST_ROWS` rows or more, they are counted in order only that far,
 * and the rest are counted in a task after that paint (the list's scroll height grows then): with
 * every folder of 100,000 resources open, counting what each holds came before the first rows
 * painted. From then on every count is whole, so the scroll height stays put as the user works.
 */
export function useTreeRows(view: ResourceTreeView, expandedSet: ReadonlySet<string>, status: TreeStatusRows): ResourceTreeRows {
  const [countAll, setCountAll] = useState(false);
  const rows = useMemo(
    () => new ResourceTreeRows(view, { expanded: expandedSet, extraChildren: status.children, upTo: countAll ? undefined : FIRST_ROWS }),
    [view, expandedSet, status.signature, countAll], // eslint-disable-line react-hooks/exhaustive-deps -- status.signature stands for status.children
  );
  const counted = rows.complete;
  useEffect(() => {
    if (!counted) return afterNextPaint(() => setCountAll(true));
    return undefined;
  }, [counted]);
  return rows;
}

export interface TreeRowAtOptions {
  rows: ResourceTreeRows;
  view: ResourceTreeView;
  status: TreeStatusRows;
  expandedSet: ReadonlySet<string>;
  selectedSet: ReadonlySet<string>;
  /** The row with the tab stop. */
  tabStopId: string | undefined;
  /** The label of a row whose path segment is empty. */
  emptySegment: string;
  /** Keeps a selected resource, so that it can still be attached after the server drops it. */
  remember: (key: string, entry: ResourceItemEntry) => void;
}

/** The row at a position, made on demand with everything its parts render. */
export function useTreeRowAt({ rows, view, status, expandedSet, selectedSet, tabStopId, emptySegment, remember }: TreeRowAtOptions): (index: number) => ResourceTreeRow {
  // Rows change whenever the view or the state rows do, so making rows need not depend on them.
  const latest = useRef({ view, statusRows: status.rows });
  latest.current = { view, statusRows: status.rows };
  const makeRow = useCallback(
    (place: ResourceTreeRowPlace): ResourceTreeRow => {
      const { id, index } = place;
      const data = rowData(latest.current, id);
      const node = data.type === 'node' ? data.node : undefined;
      const entry = node?.entry;
      const key = entry?.kind === 'resource' ? resourceKey(entry.serverId, entry.resource.uri) : undefined;
      const selected = key !== undefined && selectedSet.has(key);
      if (selected && entry?.kind === 'resource') remember(key, entry);
      return {
        id,
        index,
        level: place.level,
        posInSet: place.posInSet,
        setSize: place.setSize,
        node,
        status: data.type === 'status' ? data.status : undefined,
        entry,
        key,
        label: rowLabel(data, latest.current.view, emptySegment),
        folder: node?.folder ?? false,
        expanded: node?.folder ? expandedSet.has(id) : false,
        selectable: key !== undefined,
        selected,
        focused: id === tabStopId,
      };
    },
    [expandedSet, selectedSet, tabStopId, emptySegment, remember],
  );
  // A new row object on every call: the list keeps the ones it rendered last when nothing changed.
  // (A cache here would keep every row a fling passes alive long enough to reach the old generation.)
  return useCallback((index: number) => makeRow(rows.at(index)), [rows, makeRow]);
}

function rowData({ view, statusRows }: { view: ResourceTreeView; statusRows: ReadonlyMap<string, ResourceTreeStatus> }, id: string): RowData {
  const status = statusRows.get(id);
  if (status) return { type: 'status', status };
  const node = view.node(id);
  return node ? { type: 'node', node } : { type: 'status', status: MISSING_STATUS };
}

function rowLabel(data: RowData, view: ResourceTreeView, emptySegment: string): string {
  return data.type === 'status' ? '' : treeRowLabel(view, data.node, emptySegment);
}

/**
 * What the row of `node` shows and is named by: its label, told apart from resources beside it that
 * share it, or for a compacted chain the labels of every folder it stands for joined by `/`
 * (`db/users/schema`, as `ResourceTreeView.label` joins them), without repeating folders a resource's own label spells.
 */
export function treeRowLabel(view: ResourceTreeView, node: ResourceTreeNode, emptySegment: string): string {
  const own = nodeLabel(view, node, emptySegment);
  const ids = view.mergedIds(node.id);
  if (ids.length === 1) return own;
  const outer = ids.slice(0, -1).map((id) => {
    const label = view.node(id)?.label ?? '';
    return label === '' ? emptySegment : label;
  });
  const folders = outer.join('/');
  // A resource named by its path (`.github/workflows/ci.yaml`) already shows the folders it merged with.
  return node.type === 'resource' && own.includes(`${folders}/`) ? own : `${folders}/${own}`;
}

function nodeLabel(view: ResourceTreeView, node: ResourceTreeNode, emptySegment: string): string {
  if (node.label === '') return emptySegment;
  if (node.type !== 'resource' || node.entry?.kind !== 'resource' || node.parentId === undefined) return node.label;
  const repeatedNames = view.repeatedLabels(node.parentId).get(node.label);
  return repeatedNames ? distinctLabel(node.entry, repeatedNames) : node.label;
}
