import type { Audience, EntryKind, MimeFamily, SortOrder } from '@mcp-resource-kit/core';

/**
 * The English strings of `ResourceFilters`, replaceable through
 * `<ResourceKitProvider messages={{ resourceFilters: { … } }}>`. Numbers arrive formatted.
 */
export const RESOURCE_FILTERS_MESSAGES = {
  /** Accessible name of the filter group. */
  label: 'Filters',
  search: 'Filter by name, URI or description',
  searchPlaceholder: 'Filter…',
  servers: 'Server',
  kinds: 'Kind',
  mimeFamilies: 'Type',
  audiences: 'Audience',
  minPriority: 'Minimum priority',
  modifiedSince: 'Modified',
  sort: 'Sort by',
  clear: 'Clear filters',
  /** An option with how many entries choosing it would show. */
  option: (label: string, count: string) => `${label} (${count})`,
  anyPriority: 'Any',
  priorityAtLeast: (value: string) => `${value} or higher`,
  anyTime: 'Any time',
  customDate: (date: string) => `Since ${date}`,
  kindNames: { resource: 'Resources', template: 'Templates' } satisfies Record<EntryKind, string>,
  mimeFamilyNames: {
    text: 'Text',
    code: 'Code',
    data: 'Data',
    app: 'Apps (UI)',
    image: 'Images',
    audio: 'Audio',
    video: 'Video',
    pdf: 'PDF',
    other: 'Other',
  } satisfies Record<MimeFamily, string>,
  audienceNames: { user: 'User', assistant: 'Assistant' } satisfies Record<Audience, string>,
  sortNames: { name: 'Name', priority: 'Priority', recent: 'Most recent', size: 'Size' } satisfies Record<SortOrder, string>,
  /** The spans offered for "modified since". */
  spanNames: { '24h': 'Past 24 hours', '7d': 'Past week', '30d': 'Past month', '1y': 'Past year' } as Record<string, string>,
};

export type ResourceFiltersMessages = typeof RESOURCE_FILTERS_MESSAGES;
