/**
 * The English strings of `ResourceSearch`, replaceable through
 * `<ResourceKitProvider messages={{ resourceSearch: { … } }}>`. Numbers arrive formatted.
 */
export const RESOURCE_SEARCH_MESSAGES = {
  /** Accessible name of the palette. */
  label: 'Search resources',
  placeholder: 'Search resources and templates…',
  /** Accessible name of the result list. */
  results: 'Results',
  searching: 'Searching…',
  noResults: 'No resources or templates match.',
  /** Shown before anything is typed. */
  prompt: (entries: string, servers: string) => `Search ${entries} resources and templates on ${servers} servers`,
  /** When more matched than are shown. */
  truncated: (shown: string, total: string) => `Showing the best ${shown} of ${total} matches — type more to narrow down`,
  count: (total: string) => `${total} matches`,
  /** Entries that are not loaded yet cannot be found. */
  partial: 'Some servers have more resources than loaded; load all to search them too.',
  hint: 'Enter opens · Ctrl+Enter attaches',
  template: 'Template',
};

export type ResourceSearchMessages = typeof RESOURCE_SEARCH_MESSAGES;
