'use client';

import type { ParsedUriTemplate, ResourceError, ResourceTemplate, UriTemplateError, UriTemplateVariable } from '@mcp-resource-kit/core';
import { createContext, useContext } from 'react';
import type { FieldHint, TemplateFieldValues, TemplateResolution } from '@mcp-resource-kit/core';
import type { TemplateFormMessages } from './messages.js';

/** Where the last "Open" stands: reading the URI, or the answer that it failed with. */
export type TemplateFormSubmission =
  | { status: 'idle' }
  | { status: 'reading'; uri: string }
  | { status: 'failed'; uri: string; error: ResourceError };

/** Parts that other parts point at with ARIA attributes, so they only do so once the part is there. */
export type RegisteredPart = 'title' | 'description' | 'reason' | 'listbox' | 'hint' | 'status';

/** What the Root shares with every part of the form. */
export interface TemplateFormContextValue {
  serverId: string;
  template: ResourceTemplate;
  parsed: ParsedUriTemplate | undefined;
  parseError: UriTemplateError | undefined;
  values: TemplateFieldValues;
  setValue: (name: string, value: string) => void;
  resolution: TemplateResolution;
  /** Why "Open" cannot be used now, or `undefined` when it can. */
  reason: string | undefined;
  submission: TemplateFormSubmission;
  /** False when the host switched completion off on the form. */
  completions: boolean;
  debounceMs: number;
  canAttach: boolean;
  attach: () => void;
  messages: TemplateFormMessages;
  ids: { title: string; description: string; reason: string; error: string };
  register: (part: RegisteredPart) => () => void;
  registered: ReadonlySet<RegisteredPart>;
}

/** The Root's state; read it through `useTemplateFormContext`. */
export const TemplateFormContext = createContext<TemplateFormContextValue | undefined>(undefined);

/** The Root's state for a part; throws a three-part error outside `TemplateForm.Root`. */
export function useTemplateFormContext(part: string): TemplateFormContextValue {
  const context = useContext(TemplateFormContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <${part}> was rendered outside <TemplateForm.Root>. ` +
        'It reads the template, the values and the server from the Root. ' +
        'Place it inside <TemplateForm.Root serverId=… template=…>.',
    );
  }
  return context;
}

/** Where a field's suggestions stand, as its status line shows it. */
export type SuggestionState = 'idle' | 'loading' | 'error' | 'empty' | 'more' | 'count';

/** What a Field shares with its Label, Input, Hint, Suggestions and SuggestionStatus. */
export interface TemplateFieldContextValue {
  variable: UriTemplateVariable;
  value: string;
  setValue: (value: string) => void;
  /** Sets the value as typed by the user, which opens the suggestions. */
  type: (value: string) => void;
  ids: { input: string; label: string; listbox: string; hint: string; status: string };
  hints: readonly FieldHint[];
  /** True when the field is a combobox fed by the server's completions. */
  combobox: boolean;
  /** The user is interacting with the suggestions (typed, or opened them with the arrows). */
  open: boolean;
  /** The listbox is shown: open with at least one suggestion. */
  expanded: boolean;
  suggestions: readonly string[];
  highlightedIndex: number;
  suggestionState: SuggestionState;
  total: number | undefined;
  hasMore: boolean;
  optionId: (index: number) => string;
  openList: (highlight: 'none' | 'first' | 'last') => void;
  close: () => void;
  highlight: (index: number) => void;
  accept: (suggestion: string) => void;
  register: (part: RegisteredPart) => () => void;
  registered: ReadonlySet<RegisteredPart>;
}

/** A Field's state; read it through `useTemplateFieldContext`. */
export const TemplateFieldContext = createContext<TemplateFieldContextValue | undefined>(undefined);

/** The Field's state for a part; throws a three-part error outside `TemplateForm.Field`. */
export function useTemplateFieldContext(part: string): TemplateFieldContextValue {
  const context = useContext(TemplateFieldContext);
  if (!context) {
    throw new Error(
      `[@mcp-resource-kit/react] <${part}> was rendered outside <TemplateForm.Field>. ` +
        'It belongs to one variable of the template. ' +
        'Place it inside <TemplateForm.Field name="…">, or let <TemplateForm.Fields> render the fields.',
    );
  }
  return context;
}
