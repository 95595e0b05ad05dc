'use client';

import { useContext, useMemo } from 'react';
import { LocaleContext } from './messages-context.js';

export interface Formatters {
  locale: string | undefined;
  /** `1,234` */
  number: (value: number) => string;
  /** `12 bytes`, `12.3 kB`, in the host's locale (decimal units, as file managers show them). */
  bytes: (value: number) => string;
  /** `Nov 30, 2026, 4:21 PM` */
  dateTime: (value: Date | number) => string;
  /** `3 minutes ago`, `in 4 minutes` */
  relativeTime: (value: Date | number, now?: number) => string;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const RELATIVE_STEPS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];
/** Strings each formatter remembers at most (then it starts over). */
const CACHE_LIMIT = 1000;

/**
 * `format`, remembering its results: a list row formats the same values for its badges and for
 * its description, and rows repeat values (priorities, dates to the day, sizes).
 */
function remembered<K>(format: (key: K) => string): (key: K) => string {
  const cache = new Map<K, string>();
  return (key) => {
    let text = cache.get(key);
    if (text === undefined) {
      text = format(key);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, text);
    }
    return text;
  };
}

/** Number, size and date formatting with `Intl`, in the locale given to the provider. */
export function useFormatters(): Formatters {
  const { locale } = useContext(LocaleContext);
  return useMemo(() => sharedFormatters(locale), [locale]);
}

// Making the Intl formatters costs milliseconds; every component of a locale can share one set.
const byLocale = new Map<string | undefined, Formatters>();

function sharedFormatters(locale: string | undefined): Formatters {
  let formatters = byLocale.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    if (byLocale.size < 16) byLocale.set(locale, formatters);
  }
  return formatters;
}

export function createFormatters(locale: string | undefined): Formatters {
  // Each Intl formatter costs a millisecond or more to make: made on first use, since most views need one or two.
  const lazy = <T,>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const number = lazy(() => new Intl.NumberFormat(locale));
  const dateTime = lazy(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
  const relative = lazy(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  // "12 bytes" reads better than "12 byte"; "1.2 kB" better than "1.2 kilobytes".
  const byteFormats = BYTE_UNITS.map((unit) =>
    lazy(
      () =>
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }),
    ),
  );
  const formatNumber = remembered((value: number) => number().format(value));
  const formatBytes = remembered((value: number) => {
    let scaled = Math.max(0, value);
    let index = 0;
    while (scaled >= 1000 && index < BYTE_UNITS.length - 1) {
      scaled /= 1000;
      index += 1;
    }
    return byteFormats[index]!().format(scaled);
  });
  const formatDateTime = remembered((time: number) => dateTime().format(time));
  // Keyed by unit and amount ("day:-3"), which many values share.
  const formatRelative = remembered((key: string) => {
    const separator = key.indexOf(':');
    return relative().format(Number(key.slice(separator + 1)), key.slice(0, separator) as Intl.RelativeTimeFormatUnit);
  });
  return {
    locale,
    number: formatNumber,
    bytes: formatBytes,
    dateTime: (value) => (typeof value === 'number' ? formatDateTime(value) : dateTime().format(value)),
    relativeTime: (value, now = Date.now()) => {
      const seconds = Math.round((new Date(value).getTime() - now) / 1000);
      let amount = seconds;
      for (const [unit, size] of RELATIVE_STEPS) {
        if (Math.abs(amount) < size) return formatRelative(`${unit}:${amount}`);
        amount = Math.round(amount / size);
      }
      return formatRelative(`year:${amount}`);
    },
  };
}
