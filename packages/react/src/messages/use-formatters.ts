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
  return {
    locale,
    number: (value) => number().format(value),
    bytes: (value) => {
      let scaled = Math.max(0, value);
      let index = 0;
      while (scaled >= 1000 && index < BYTE_UNITS.length - 1) {
        scaled /= 1000;
        index += 1;
      }
      return byteFormats[index]!().format(scaled);
    },
    dateTime: (value) => dateTime().format(value),
    relativeTime: (value, now = Date.now()) => {
      const seconds = Math.round((new Date(value).getTime() - now) / 1000);
      const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
        ['second', 60],
        ['minute', 60],
        ['hour', 24],
        ['day', 30],
        ['month', 12],
      ];
      let amount = seconds;
      for (const [unit, size] of steps) {
        if (Math.abs(amount) < size) return relative().format(amount, unit);
        amount = Math.round(amount / size);
      }
      return relative().format(amount, 'year');
    },
  };
}
