'use client';

import { useCallback, useId, useMemo, useState, type ComponentProps } from 'react';
import { useCompletion } from '../hooks/use-completion.js';
import { completionContext, fieldHints } from '@mcp-resource-kit/core';
import {
  TemplateFieldContext,
  useTemplateFormContext,
  type SuggestionState,
  type TemplateFieldContextValue,
} from './template-form-context.js';
import { usePartRegistry } from './use-part-registry.js';

export interface TemplateFormFieldProps extends ComponentProps<'div'> {
  /** The variable this field fills in, as written in the template. */
  name: string;
}

const NO_SUGGESTIONS: readonly string[] = [];

/**
 * Which option is highlighted: an index into the list it was chosen in, or where to land once the
 * list arrives (`first`/`last` after an arrow key opened it).
 */
interface Cursor {
  source: readonly string[] | undefined;
  index: number | 'none' | 'first' | 'last';
}

const NO_CURSOR: Cursor = { source: undefined, index: 'none' };

/**
 * One variable of the template: holds its value, its suggestions and the combobox state that its
 * Label, Input, Hint, Suggestions and SuggestionStatus share. Renders a `<div>`; nothing when the
 * template has no variable of this name.
 *
 * @selector [data-slot="template-form-field"]
 * @selector [data-name] the variable's name
 * @selector [data-operator] its RFC 6570 operator (`""`, `+`, `#`, `.`, `/`, `;`, `?`, `&`)
 * @selector [data-required] the URI needs it
 * @selector [data-filled] it has a value
 * @selector [data-expanded] its suggestion list is shown
 * @selector [data-warning] a hint warns about the value (a `/` that will be encoded)
 */
export function TemplateFormField({ name, className, style, ref, children, ...props }: TemplateFormFieldProps) {
  const form = useTemplateFormContext('TemplateForm.Field');
  const variable = form.parsed?.variables.find((candidate) => candidate.name === name);
  const value = (Object.hasOwn(form.values, name) ? form.values[name] : undefined) ?? '';
  const baseId = useId();
  const { registered, register } = usePartRegistry();
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState<Cursor>(NO_CURSOR);

  const context = completionContext(form.parsed, form.values, name);
  const completion = useCompletion(form.serverId, form.template.uriTemplate, name, value, context, {
    debounceMs: form.debounceMs,
    enabled: open && form.completions && variable !== undefined,
  });
  const combobox = form.completions && completion.supported === true && variable !== undefined;

  const data = open && combobox ? completion.data : undefined;
  const suggestions = data?.values ?? NO_SUGGESTIONS;
  const expanded = open && suggestions.length > 0;

  let highlightedIndex = -1;
  if (expanded) {
    if (cursor.source === suggestions && typeof cursor.index === 'number') highlightedIndex = cursor.index;
    else if (cursor.index === 'first') highlightedIndex = 0;
    else if (cursor.index === 'last') highlightedIndex = suggestions.length - 1;
  }

  const waiting = completion.isFetching || completion.isDebouncing;
  const failed = completion.isError && completion.error.kind !== 'aborted';
  let suggestionState: SuggestionState = 'idle';
  if (open && combobox) {
    if (failed && !waiting) suggestionState = 'error';
    else if (suggestions.length === 0) suggestionState = waiting || !data ? 'loading' : 'empty';
    else if (data?.hasMore || (data?.total ?? 0) > suggestions.length) suggestionState = 'more';
    else suggestionState = 'count';
  }

  const { setValue: setFormValue } = form;
  const setValue = useCallback((next: string) => setFormValue(name, next), [setFormValue, name]);
  const openList = useCallback((highlight: 'none' | 'first' | 'last') => {
    setOpen(true);
    setCursor({ source: undefined, index: highlight });
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setCursor(NO_CURSOR);
  }, []);
  const highlight = useCallback((index: number) => setCursor({ source: suggestions, index }), [suggestions]);
  const accept = useCallback(
    (suggestion: string) => {
      setFormValue(name, suggestion);
      setOpen(false);
      setCursor(NO_CURSOR);
    },
    [setFormValue, name],
  );

  const ids = useMemo(
    () => ({
      input: `${baseId}-input`,
      label: `${baseId}-label`,
      listbox: `${baseId}-listbox`,
      hint: `${baseId}-hint`,
      status: `${baseId}-status`,
    }),
    [baseId],
  );
  const optionId = useCallback((index: number) => `${ids.listbox}-option-${index}`, [ids.listbox]);
  const hints = useMemo(() => (variable ? fieldHints(variable, value) : []), [variable, value]);

  if (!variable) return null;

  const field: TemplateFieldContextValue = {
    variable,
    value,
    setValue,
    type: (next) => {
      setValue(next);
      setOpen(combobox);
      setCursor(NO_CURSOR);
    },
    ids,
    hints,
    combobox,
    open,
    expanded,
    suggestions,
    highlightedIndex,
    suggestionState,
    total: data?.total,
    hasMore: data?.hasMore ?? false,
    optionId,
    openList,
    close,
    highlight,
    accept,
    register,
    registered,
  };

  return (
    <TemplateFieldContext.Provider value={field}>
      <div
        {...props}
        ref={ref}
        className={className}
        style={style}
        data-slot="template-form-field"
        data-name={name}
        data-operator={variable.operator}
        data-required={variable.required || undefined}
        data-filled={value !== '' || undefined}
        data-expanded={expanded || undefined}
        data-warning={hints.includes('slash-encoded') || undefined}
      >
        {children}
      </div>
    </TemplateFieldContext.Provider>
  );
}
