export * as ResourceBrowser from './index.parts.js';
export { RESOURCE_BROWSER_MESSAGES, type ResourceBrowserMessages } from './messages.js';
