'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

/**
 * How fresh the shown result is, from the server's `ttlMs`: "Fresh for 4 min" until it expires,
 * then "May be stale"; "Not cached" for a result that answered an input round. A result without a
 * TTL (every legacy server's) is "Kept current" while the server's change feed
 * reports changes of the resource: a change re-reads it. Renders a `<span>`, or nothing before a result.
 * @selector [data-slot="resource-preview-freshness"]
 * @selector [data-state="fresh" | "stale" | "live" | "uncached"]
 */
export function ResourcePreviewFreshness(props: Omit<ComponentProps<'span'>, 'children'>) {
  const { result, receivedAt, live } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const { locale } = useFormatters();
  const expiresAt = result && receivedAt !== undefined && !result.viaInputRequired ? receivedAt + result.ttlMs : undefined;
  // Read at render on purpose: the label is about this moment, and the tick re-renders it while fresh.
  const now = Date.now();
  useTicking(expiresAt !== undefined && expiresAt > now, 1000);
  if (!result || (receivedAt === undefined && !result.viaInputRequired)) return null;
  const state = result.viaInputRequired ? 'uncached' : expiresAt !== undefined && expiresAt > now ? 'fresh' : result.ttlMs === 0 && live ? 'live' : 'stale';
  return (
    <span {...props} data-slot="resource-preview-freshness" data-state={state}>
      {state === 'uncached' ? messages.notCached : state === 'fresh' ? messages.freshFor(formatDuration(expiresAt! - now, locale)) : state === 'live' ? messages.keptCurrent : messages.mayBeStale}
    </span>
  );
}

/** Re-renders every `intervalMs` while `active`. */
function useTicking(active: boolean, intervalMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
}

function formatDuration(milliseconds: number, locale: string | undefined): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
