import type { UriTemplateError } from '@mcp-resource-kit/core';

/**
 * The template form's strings, namespace `templateForm`. Replace any of them through
 * `<ResourceKitProvider messages={{ templateForm: { open: 'Öffnen' } }}>`. Numbers arrive formatted
 * in the provider's locale; counts also arrive raw for plural rules.
 */
export const TEMPLATE_FORM_MESSAGES = {
  /** After the label of a query variable. */
  optional: 'optional',
  open: 'Open',
  opening: 'Opening…',
  attach: 'Attach',
  copy: 'Copy URI',
  copied: 'Copied',
  /** Accessible name of the live preview. */
  preview: 'Resolved URI',
  /** Accessible name of a field's suggestion list. */
  suggestions: (name: string) => `Suggestions for ${name}`,
  /** Why "Open" is disabled: required fields are empty. `names` is a list in the locale's style. */
  missing: (names: string, _count: number) => `Fill in ${names} to open this resource.`,
  invalidTemplate: (error: UriTemplateError | undefined) =>
    error
      ? `This template cannot be filled in: ${error.message}. The server's template is malformed; only its author can fix it.`
      : 'This template has too many variables to fill in here: a form this long would be unusable. Type its URI in full where the host lets you.',
  invalidValue: (name: string) => `The value of ${name} cannot be put into a URI at this place in the template. Change it.`,
  connecting: 'Waiting for the server to connect.',
  reading: 'Opening the resource…',
  notFound: (uri: string) => `The server has nothing at ${uri}: no resource answers to these values. Change them to name one that exists.`,
  readFailed: (uri: string, detail: string) => `Could not open ${uri}: ${detail}`,
  suggestionsLoading: 'Looking up suggestions…',
  suggestionsFailed: 'Suggestions are unavailable right now; type the value in full.',
  noSuggestions: 'No suggestions.',
  suggestionCount: (count: number, formatted: string) => (count === 1 ? '1 suggestion' : `${formatted} suggestions`),
  /** The server has more than it sent: "100 of 2,431 — keep typing". */
  moreSuggestions: (shown: string, total: string) => `${shown} of ${total} — keep typing`,
  /** The server has more but did not say how many. */
  moreSuggestionsUnknownTotal: (shown: string) => `First ${shown} — keep typing`,
  hintReserved: 'Characters such as “/” and “?” are kept as typed.',
  hintSegments: 'Separate path segments with “/”.',
  hintList: 'Separate several values with commas.',
  hintPrefix: (length: string) => `Only the first ${length} characters are used.`,
  hintSlashEncoded: '“/” will be sent as %2F, so the value stays a single segment.',
};

export type TemplateFormMessages = typeof TEMPLATE_FORM_MESSAGES;
