export { keyRange, sameKeys, toggleKey, unionKeys, type SelectionMode } from './selection.js';
export { useSelectionState, type SelectionStateOptions } from './use-selection-state.js';
