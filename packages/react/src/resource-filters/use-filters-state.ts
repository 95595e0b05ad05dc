'use client';

import { DEFAULT_FILTERS, normalizeFilters, type ResourceFilterValue } from '@mcp-resource-kit/core';
import { useState } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';

/**
 * Filters that a parent may control, or that start from `defaultValue` (no constraint when
 * omitted). The uncontrolled start is normalized as every later value is (`normalizeFilters`),
 * never `DEFAULT_FILTERS` itself: a frozen object or array has another hidden class in the
 * JavaScript engine than the plain ones, and the first keystroke threw away the code optimized for
 * the frozen default in every part that reads the filters (about 20 functions at a million
 * resources, in a trace of the engine's deoptimizations).
 */
export function useFiltersState({
  value,
  defaultValue,
  onChange,
  caller,
}: {
  value: ResourceFilterValue | undefined;
  defaultValue: ResourceFilterValue | undefined;
  onChange: ((next: ResourceFilterValue) => void) | undefined;
  caller: string;
}) {
  const [initial] = useState(() => normalizeFilters(defaultValue ?? DEFAULT_FILTERS));
  return useControllableState({ value, defaultValue: initial, onChange, caller });
}
