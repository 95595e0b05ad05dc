'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import { useTemplateFieldContext, useTemplateFormContext } from './template-form-context.js';
import { useRegisterPart } from './use-part-registry.js';

export type TemplateFormSuggestionStatusProps = ComponentProps<'p'>;

/**
 * A quiet, polite live line about the field's suggestions: looking up, how many ("100 of 2,431 —
 * keep typing" when the server has more), none, or that they are unavailable (typing is never
 * blocked). Renders a `<p role="status">`, or nothing when the field is a plain input.
 *
 * @selector [data-slot="template-form-suggestion-status"]
 * @selector [data-state="idle" | "loading" | "error" | "empty" | "more" | "count"]
 */
export function TemplateFormSuggestionStatus({ className, style, ref, children, ...props }: TemplateFormSuggestionStatusProps) {
  const { messages } = useTemplateFormContext('TemplateForm.SuggestionStatus');
  const field = useTemplateFieldContext('TemplateForm.SuggestionStatus');
  const format = useFormatters();
  useRegisterPart(field.register, 'status');
  if (!field.combobox) return null;

  const shown = field.suggestions.length;
  let text = '';
  switch (field.suggestionState) {
    case 'loading':
      text = messages.suggestionsLoading;
      break;
    case 'error':
      text = messages.suggestionsFailed;
      break;
    case 'empty':
      text = messages.noSuggestions;
      break;
    case 'more':
      text =
        field.total !== undefined && field.total > shown
          ? messages.moreSuggestions(format.number(shown), format.number(field.total))
          : messages.moreSuggestionsUnknownTotal(format.number(shown));
      break;
    case 'count':
      text = messages.suggestionCount(shown, format.number(shown));
      break;
    case 'idle':
      break;
  }

  return (
    <p
      role="status"
      {...props}
      ref={ref}
      id={field.ids.status}
      className={className}
      style={style}
      data-slot="template-form-suggestion-status"
      data-state={field.suggestionState}
    >
      {children ?? text}
    </p>
  );
}
