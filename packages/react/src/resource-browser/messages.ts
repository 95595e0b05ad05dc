/**
 * The English strings of `ResourceBrowser`, replaceable through
 * `<ResourceKitProvider messages={{ resourceBrowser: { … } }}>`. Numbers arrive formatted.
 */
export const RESOURCE_BROWSER_MESSAGES = {
  /** Accessible name of the whole browser. */
  label: 'Resource browser',
  search: 'Search…',
  /** The shortcut shown on the search button. */
  searchShortcut: '⌘K',
  selection: 'Selection',
  selected: (count: string) => `${count} selected`,
  nothingSelected: 'Nothing selected',
  attach: 'Attach',
  attachCount: (count: string) => `Attach ${count}`,
  clearSelection: 'Clear selection',
};

export type ResourceBrowserMessages = typeof RESOURCE_BROWSER_MESSAGES;
