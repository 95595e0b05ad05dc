/**
 * The English strings of `ResourceTree`, replaceable through
 * `<ResourceKitProvider messages={{ resourceTree: { … } }}>`. Numbers and dates arrive formatted.
 */
export const RESOURCE_TREE_MESSAGES = {
  /** Accessible name of the tree. */
  label: 'Resources',
  loading: 'Loading resources…',
  loadingFolder: 'Reading folder…',
  connecting: 'Connecting…',
  errorResources: (message: string) => `Could not list resources: ${message}`,
  errorTemplates: (message: string) => `Could not list templates: ${message}`,
  errorFolder: (message: string) => `Could not read this folder: ${message}`,
  retry: 'Retry',
  /** A server whose connection needs the user to sign in; the message says why. */
  signInNeeded: (message: string) => `Sign-in needed: ${message}`,
  signIn: 'Sign in',
  /** The hint on rows whose Enter key retries. */
  retryHint: 'Press Enter to retry',
  loadingMore: (loaded: string) => `Loading more… ${loaded} loaded`,
  loadMore: (loaded: string) => `${loaded} loaded · Load more`,
  empty: 'No resources on this server',
  emptyFolder: 'Empty folder',
  noMatchesHere: 'Nothing here matches the filters',
  noMatches: 'No resources match the filters.',
  clearFilters: 'Clear filters',
  /** The label of a path segment that is empty (`a//b`). */
  emptySegment: '(empty)',
  template: 'Template',
  directory: 'Folder',
  audienceUser: 'User',
  audienceAssistant: 'Assistant',
  audienceBoth: 'User and assistant',
  priority: (priority: string) => `Priority ${priority}`,
  modified: (when: string) => `Modified ${when}`,
  /** The size in the row's description, with the tokens it suggests. */
  sizeAndTokens: (bytes: string, tokens: string) => `${bytes}, about ${tokens} tokens`,
  changed: (when: string) => `Changed ${when}`,
  selectedCount: (count: string) => `${count} selected`,
  loadAll: 'Load all',
  cancelLoadAll: 'Stop loading',
  loadAllRunning: (items: string, pages: string) => `Loading all… ${items} resources in ${pages} pages`,
  loadAllDone: (items: string) => `Loaded ${items} more resources`,
  loadAllCancelled: (items: string) => `Stopped after ${items} more resources`,
  loadAllCapped: (pages: string) => `Stopped at the limit of ${pages} pages`,
  /** With filters: entries shown of those loaded. */
  summary: (shown: string, total: string) => `${shown} of ${total} shown`,
  summaryResources: (count: string) => `${count} resources`,
  summaryTemplates: (count: string) => `${count} templates`,
  summaryMore: 'more on the server',
  /** List items the server sent that break the protocol's schema, so they are not shown. */
  summaryRejected: (count: string) => `invalid items left out: ${count}`,
};

export type ResourceTreeMessages = typeof RESOURCE_TREE_MESSAGES;
