import { ResourceNodeIndexes, type ResourceTreeModel } from '@mcp-resource-kit/core';
import type { CatalogEngine } from '@mcp-resource-kit/core/catalog';
import type { CatalogEngineState } from './use-catalog-engine.js';

interface Kept {
  engine: CatalogEngine;
  epoch: number;
  nodes: ResourceNodeIndexes;
}

/** One per model: the tree and the filters' counts read the same look-ups. */
const kept = new WeakMap<ResourceTreeModel, Kept>();

/**
 * The node index of each of the engine's ids in `model` (see `ResourceNodeIndexes`), for the engine's
 * current epoch; `undefined` until the engine has loaded.
 */
export function catalogNodeIndexes(model: ResourceTreeModel, engine: CatalogEngineState): ResourceNodeIndexes | undefined {
  if (!engine.engine) return undefined;
  const epoch = engine.epoch();
  let current = kept.get(model);
  if (!current || current.engine !== engine.engine || current.epoch !== epoch) {
    current = { engine: engine.engine, epoch, nodes: new ResourceNodeIndexes(model, engine.resourceOf) };
    kept.set(model, current);
  }
  return current.nodes;
}
