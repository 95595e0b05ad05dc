'use client';

import { createTree, type TreeConfig, type TreeInstance, type TreeState } from '@headless-tree/core';
import { useEffect, useState } from 'react';

/**
 * `useTree` of `@headless-tree/react`, less its rebuild on mount: that one sets state from a
 * passive effect, so every tree rendered twice before its first rows could be painted. The tree
 * state builds its rows during render instead (`scheduleRebuildTree`, then `getItems`), so the
 * first render already has them.
 */
export function useHeadlessTree<T>(config: TreeConfig<T>): TreeInstance<T> {
  const [tree] = useState(() => createTree(config));
  const [state, setState] = useState<Partial<TreeState<T>>>(() => tree.getState());
  useEffect(() => {
    tree.setMounted(true);
    return () => tree.setMounted(false);
  }, [tree]);
  tree.setConfig((previous) => ({
    ...previous,
    ...config,
    state: { ...state, ...config.state },
    setState: (next) => {
      setState(next);
      config.setState?.(next);
    },
  }));
  return tree;
}
