'use client';

import {
  AUDIENCES,
  DEFAULT_FILTERS,
  ENTRY_KINDS,
  MIME_FAMILIES,
  SORT_ORDERS,
  clearFilters,
  countFacets,
  hasActiveFilters,
  normalizeFilters,
  resolveModifiedSince,
  serializeFilters,
  type FacetCounts,
  type ResourceFilterValue,
  type SortOrder,
} from '@mcp-resource-kit/core';
import { createContext, useContext, useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useFormatters, type Formatters } from '../messages/use-formatters.js';
import { useMessages } from '../messages/use-messages.js';
import { useServerStates } from '../provider/use-resource-kit.js';
import { matchMembers, useEntryMatches } from '../catalog/use-entry-matches.js';
import type { ResourceCatalog } from '../catalog/use-resource-catalog.js';
import { RESOURCE_FILTERS_MESSAGES, type ResourceFiltersMessages } from './messages.js';

interface ResourceFiltersContextValue {
  value: ResourceFilterValue;
  setValue: (next: ResourceFilterValue) => void;
  counts: FacetCounts | undefined;
  servers: Array<{ id: string; label: string }>;
  messages: ResourceFiltersMessages;
  formatters: Formatters;
}

const ResourceFiltersContext = createContext<ResourceFiltersContextValue | undefined>(undefined);

function useFiltersContext(part: string): ResourceFiltersContextValue {
  const context = useContext(ResourceFiltersContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <${part}> was rendered outside <ResourceFilters.Root>. ` +
        'It reads and changes the filter value held there. Render it inside <ResourceFilters.Root>.',
    );
  }
  return context;
}

export interface ResourceFiltersRootProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** The filters, when controlled. */
  value?: ResourceFilterValue;
  /** The initial filters, when uncontrolled (e.g. `parseFilters(location.search)`). */
  defaultValue?: ResourceFilterValue;
  /** Every change, as a new value; `serializeFilters(value)` keeps it in the URL. */
  onValueChange?: (value: ResourceFilterValue) => void;
  /** The shared catalog: with it, each option shows how many entries choosing it would give. */
  catalog?: ResourceCatalog;
}

/**
 * Facet filters and sort order for the resource tree and search: query, server, kind, MIME
 * family, audience, minimum priority, modified since. Controlled or not; the value is plain data
 * that `serializeFilters` / `parseFilters` keep in the URL. Renders a `<div role="group">` holding
 * every facet unless given children.
 *
 * @selector [data-slot="resource-filters"] [data-active] while any constraint is set
 */
export function ResourceFiltersRoot({ value: valueProp, defaultValue, onValueChange, catalog, children, ...props }: ResourceFiltersRootProps) {
  const messages = useMessages('resourceFilters', RESOURCE_FILTERS_MESSAGES);
  const formatters = useFormatters();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue: defaultValue ?? DEFAULT_FILTERS, onChange: onValueChange, caller: 'ResourceFilters.Root' });
  const states = useServerStates();
  const servers = catalog ? catalog.servers.map(({ id, label }) => ({ id, label })) : states.map(({ id, label }) => ({ id, label }));
  const matches = useEntryMatches(catalog?.entries ?? NO_ENTRIES, value.query);
  const filterKey = serializeFilters(value).toString();
  const counts = useMemo(
    () => (catalog && !matches.pending ? countFacets(catalog.entries, value, { ...(matches.set && { queryMatches: matchMembers(matches.set) }) }) : undefined),
    [catalog?.entries, filterKey, matches.set, matches.pending], // eslint-disable-line react-hooks/exhaustive-deps -- filterKey stands for value
  );
  const context = useMemo(
    () => ({ value, setValue: (next: ResourceFilterValue) => setValue(normalizeFilters(next)), counts, servers, messages, formatters }),
    [value, setValue, counts, servers.map((server) => `${server.id}\u0000${server.label}`).join('\u0001'), messages, formatters], // eslint-disable-line react-hooks/exhaustive-deps -- keyed by content
  );
  return (
    <ResourceFiltersContext.Provider value={context}>
      <div role="group" aria-label={messages.label} data-slot="resource-filters" data-active={hasActiveFilters(value) || undefined} {...props}>
        {children ?? (
          <>
            <ResourceFiltersSearch />
            <ResourceFiltersServers />
            <ResourceFiltersKinds />
            <ResourceFiltersMimeFamilies />
            <ResourceFiltersAudiences />
            <ResourceFiltersMinPriority />
            <ResourceFiltersModifiedSince />
            <ResourceFiltersSort />
            <ResourceFiltersClear />
          </>
        )}
      </div>
    </ResourceFiltersContext.Provider>
  );
}

const NO_ENTRIES = Object.freeze([]) as readonly never[];

/**
 * The query field, matched against title, name, URI and description. Renders an `<input type="search">`.
 *
 * @selector [data-slot="resource-filters-search"]
 */
export function ResourceFiltersSearch(props: ComponentProps<'input'>) {
  const { value, setValue, messages } = useFiltersContext('ResourceFilters.Search');
  return (
    <input
      type="search"
      aria-label={messages.search}
      placeholder={messages.searchPlaceholder}
      data-slot="resource-filters-search"
      value={value.query}
      onChange={(event) => setValue({ ...value, query: event.target.value })}
      {...props}
    />
  );
}

interface FacetOption<T extends string> {
  value: T;
  label: string;
  count: number | undefined;
}

function FacetGroup<T extends string>({
  slot,
  legend,
  options,
  selected,
  onChange,
  ...props
}: {
  slot: string;
  legend: string;
  options: Array<FacetOption<T>>;
  selected: readonly T[];
  onChange: (next: T[]) => void;
} & Omit<ComponentProps<'fieldset'>, 'onChange'>) {
  const { messages, formatters } = useFiltersContext('ResourceFilters facet');
  return (
    <fieldset data-slot={slot} data-active={selected.length > 0 || undefined} {...props}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <label key={option.value} data-slot="resource-filters-option" data-checked={checked || undefined} data-empty={option.count === 0 || undefined}>
            <input
              type="checkbox"
              checked={checked}
              onChange={() => onChange(checked ? selected.filter((item) => item !== option.value) : [...selected, option.value])}
            />
            {option.count === undefined ? option.label : messages.option(option.label, formatters.number(option.count))}
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * One checkbox per server; none checked means every server. Renders a `<fieldset>`.
 *
 * @selector [data-slot="resource-filters-servers"] [data-active]; options: [data-slot="resource-filters-option"] [data-checked] [data-empty]
 */
export function ResourceFiltersServers(props: Omit<ComponentProps<'fieldset'>, 'onChange'>) {
  const { value, setValue, counts, servers, messages } = useFiltersContext('ResourceFilters.Servers');
  if (servers.length < 2 && value.servers.length === 0) return null;
  return (
    <FacetGroup
      slot="resource-filters-servers"
      legend={messages.servers}
      options={servers.map((server) => ({ value: server.id, label: server.label, count: counts ? (counts.servers[server.id] ?? 0) : undefined }))}
      selected={value.servers}
      onChange={(next) => setValue({ ...value, servers: next })}
      {...props}
    />
  );
}

/**
 * Resources, templates, or both. Renders a `<fieldset>`.
 *
 * @selector [data-slot="resource-filters-kinds"]
 */
export function ResourceFiltersKinds(props: Omit<ComponentProps<'fieldset'>, 'onChange'>) {
  const { value, setValue, counts, messages } = useFiltersContext('ResourceFilters.Kinds');
  return (
    <FacetGroup
      slot="resource-filters-kinds"
      legend={messages.kinds}
      options={ENTRY_KINDS.map((kind) => ({ value: kind, label: messages.kindNames[kind], count: counts?.kinds[kind] }))}
      selected={value.kinds}
      onChange={(next) => setValue({ ...value, kinds: next })}
      {...props}
    />
  );
}

/**
 * Text, code, data, images, audio, video, PDF, other. Renders a `<fieldset>`.
 *
 * @selector [data-slot="resource-filters-mime-families"]
 */
export function ResourceFiltersMimeFamilies(props: Omit<ComponentProps<'fieldset'>, 'onChange'>) {
  const { value, setValue, counts, messages } = useFiltersContext('ResourceFilters.MimeFamilies');
  return (
    <FacetGroup
      slot="resource-filters-mime-families"
      legend={messages.mimeFamilies}
      options={MIME_FAMILIES.map((family) => ({ value: family, label: messages.mimeFamilyNames[family], count: counts?.mimeFamilies[family] }))}
      selected={value.mimeFamilies}
      onChange={(next) => setValue({ ...value, mimeFamilies: next })}
      {...props}
    />
  );
}

/**
 * Entries meant for the user, the assistant, or both. Renders a `<fieldset>`.
 *
 * @selector [data-slot="resource-filters-audiences"]
 */
export function ResourceFiltersAudiences(props: Omit<ComponentProps<'fieldset'>, 'onChange'>) {
  const { value, setValue, counts, messages } = useFiltersContext('ResourceFilters.Audiences');
  return (
    <FacetGroup
      slot="resource-filters-audiences"
      legend={messages.audiences}
      options={AUDIENCES.map((audience) => ({ value: audience, label: messages.audienceNames[audience], count: counts?.audiences[audience] }))}
      selected={value.audiences}
      onChange={(next) => setValue({ ...value, audiences: next })}
      {...props}
    />
  );
}

const PRIORITY_STEPS = [0.25, 0.5, 0.75, 1];

function LabeledSelect({ slot, label, children, ...props }: { slot: string; label: string; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <span data-slot={slot}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props}>
        {children}
      </select>
    </span>
  );
}

/**
 * A minimum `priority` (0.25 steps). Renders a `<span>` holding a `<label>` and a `<select>`.
 *
 * @selector [data-slot="resource-filters-min-priority"]
 */
export function ResourceFiltersMinPriority(props: ComponentProps<'select'>) {
  const { value, setValue, messages, formatters } = useFiltersContext('ResourceFilters.MinPriority');
  const steps = value.minPriority !== undefined && !PRIORITY_STEPS.includes(value.minPriority) ? [...PRIORITY_STEPS, value.minPriority].sort((a, b) => a - b) : PRIORITY_STEPS;
  return (
    <LabeledSelect
      slot="resource-filters-min-priority"
      label={messages.minPriority}
      value={value.minPriority === undefined ? '' : String(value.minPriority)}
      onChange={(event) => setValue({ ...value, minPriority: event.target.value === '' ? undefined : Number(event.target.value) })}
      {...props}
    >
      <option value="">{messages.anyPriority}</option>
      {steps.map((step) => (
        <option key={step} value={String(step)}>
          {messages.priorityAtLeast(formatters.number(step))}
        </option>
      ))}
    </LabeledSelect>
  );
}

/**
 * Entries modified in the past day, week, month or year (kept relative, so a saved URL stays
 * meaningful); a date from the URL shows as its own option. Renders a `<span>` with a `<select>`.
 *
 * @selector [data-slot="resource-filters-modified-since"]
 */
export function ResourceFiltersModifiedSince(props: ComponentProps<'select'>) {
  const { value, setValue, messages, formatters } = useFiltersContext('ResourceFilters.ModifiedSince');
  const spans = Object.keys(messages.spanNames);
  const custom = value.modifiedSince !== undefined && !spans.includes(value.modifiedSince) ? value.modifiedSince : undefined;
  const customTime = custom === undefined ? undefined : resolveModifiedSince(custom, Date.now());
  return (
    <LabeledSelect
      slot="resource-filters-modified-since"
      label={messages.modifiedSince}
      value={value.modifiedSince ?? ''}
      onChange={(event) => setValue({ ...value, modifiedSince: event.target.value === '' ? undefined : event.target.value })}
      {...props}
    >
      <option value="">{messages.anyTime}</option>
      {spans.map((span) => (
        <option key={span} value={span}>
          {messages.spanNames[span]}
        </option>
      ))}
      {custom !== undefined && customTime !== undefined && <option value={custom}>{messages.customDate(formatters.dateTime(customTime))}</option>}
    </LabeledSelect>
  );
}

/**
 * The order of resources within each folder: name, priority, most recent, size. Renders a
 * `<span>` with a `<select>`.
 *
 * @selector [data-slot="resource-filters-sort"]
 */
export function ResourceFiltersSort(props: ComponentProps<'select'>) {
  const { value, setValue, messages } = useFiltersContext('ResourceFilters.Sort');
  return (
    <LabeledSelect
      slot="resource-filters-sort"
      label={messages.sort}
      value={value.sort}
      onChange={(event) => setValue({ ...value, sort: event.target.value as SortOrder })}
      {...props}
    >
      {SORT_ORDERS.map((sort) => (
        <option key={sort} value={sort}>
          {messages.sortNames[sort]}
        </option>
      ))}
    </LabeledSelect>
  );
}

/**
 * Removes every constraint, keeping the sort order. Disabled when nothing is set. Renders a `<button>`.
 *
 * @selector [data-slot="resource-filters-clear"]
 */
export function ResourceFiltersClear({ children, ...props }: ComponentProps<'button'>) {
  const { value, setValue, messages } = useFiltersContext('ResourceFilters.Clear');
  return (
    <button type="button" data-slot="resource-filters-clear" disabled={!hasActiveFilters(value)} onClick={() => setValue(clearFilters(value))} {...props}>
      {children ?? messages.clear}
    </button>
  );
}
