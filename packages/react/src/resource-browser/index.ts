export * as ResourceBrowser from './index.parts.js';
export { ResourceBrowserRoot, ResourceBrowserSelectionBar, type ResourceBrowserRootProps, type ResourceBrowserSelectionBarProps } from './resource-browser.js';
export { RESOURCE_BROWSER_MESSAGES, type ResourceBrowserMessages } from './messages.js';
