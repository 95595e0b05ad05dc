import { createContext } from 'react';

/**
 * Replacements for the kit's user-visible strings, by component: `{ templateForm: { open: 'Öffnen' } }`.
 * Each component documents its namespace and keys next to its defaults.
 */
export type MessageOverrides = Record<string, Record<string, unknown> | undefined>;

export interface LocaleContextValue {
  /** BCP 47 locale for numbers, sizes and dates; the browser's when absent. */
  locale: string | undefined;
  messages: MessageOverrides;
}

export const LocaleContext = createContext<LocaleContextValue>({ locale: undefined, messages: {} });
