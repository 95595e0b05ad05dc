export {
  ResourceBrowserRoot as Root,
  ResourceBrowserSelectionBar as SelectionBar,
  type ResourceBrowserRootProps as RootProps,
  type ResourceBrowserSelectionBarProps as SelectionBarProps,
} from './resource-browser.js';
