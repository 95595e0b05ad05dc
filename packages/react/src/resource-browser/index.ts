export * as ResourceBrowser from './index.parts.js';
export { ResourceBrowserRoot, type ResourceBrowserRootProps } from './resource-browser-root.js';
export { ResourceBrowserSelectionBar, type ResourceBrowserSelectionBarProps } from './resource-browser-selection-bar.js';
export { RESOURCE_BROWSER_MESSAGES, type ResourceBrowserMessages } from './messages.js';
