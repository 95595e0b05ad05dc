'use client';

import { useMemo } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import type { SelectionMode } from '@mcp-resource-kit/core';

const NONE: readonly string[] = Object.freeze([]);

export interface SelectionStateOptions {
  /** Selected resource keys (`resourceKey(serverId, uri)`), when controlled. */
  selectedKeys?: readonly string[] | undefined;
  /** Initially selected keys, when uncontrolled. */
  defaultSelectedKeys?: readonly string[] | undefined;
  onSelectionChange?: ((keys: readonly string[]) => void) | undefined;
  /** @default 'multiple' */
  selectionMode?: SelectionMode | undefined;
  /** The component's name, for the controlled/uncontrolled warning. */
  caller: string;
}

/**
 * The selected resource keys, controlled or not. Keys are `serverId + U+0000 + uri`, so a
 * selection outlives list refreshes, new pages and filters: it names resources, not rows.
 * In `single` mode at most the last key is kept.
 */
export function useSelectionState({ selectedKeys, defaultSelectedKeys, onSelectionChange, selectionMode = 'multiple', caller }: SelectionStateOptions) {
  const [keys, setKeys] = useControllableState<readonly string[]>({
    value: selectedKeys,
    defaultValue: defaultSelectedKeys ?? NONE,
    onChange: onSelectionChange,
    caller,
  });
  const effective = useMemo(() => (selectionMode === 'single' && keys.length > 1 ? keys.slice(-1) : keys), [keys, selectionMode]);
  const set = useMemo(() => new Set(effective), [effective]);
  return { keys: effective, set, setKeys };
}
