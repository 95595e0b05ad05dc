export { ResourceBrowserRoot as Root, type ResourceBrowserRootProps as RootProps } from './resource-browser-root.js';
export { ResourceBrowserSelectionBar as SelectionBar, type ResourceBrowserSelectionBarProps as SelectionBarProps } from './resource-browser-selection-bar.js';
