import type { Resource } from '../../client/types.js';
import { ROOT_NODE_ID } from '../node-id.js';
import type { ResourceTreeView } from '../resource-tree-view.js';

/** The labels of the visible children of `id`, in the view's order. */
export function labels(view: ResourceTreeView, id: string): string[] {
  return view.children(id).map((child) => view.node(child)!.label);
}

/** The tree as indented text, every folder opened. */
export function outline(view: ResourceTreeView, id = ROOT_NODE_ID, depth = 0): string[] {
  return view.children(id).flatMap((child) => [`${'  '.repeat(depth)}${view.node(child)!.label}`, ...outline(view, child, depth + 1)]);
}

/** A listed resource named by the last segment of its URI. */
export function resource(uri: string, extra: Partial<Resource> = {}): Resource {
  return { uri, name: uri.split('/').filter(Boolean).at(-1) ?? uri, ...extra };
}
