export { keyRange, sameKeys, toggleKey, unionKeys, type SelectionMode } from '@mcp-resource-kit/core';
export { useSelectionState, type SelectionStateOptions } from './use-selection-state.js';
