'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useTemplateFieldContext, useTemplateFormContext } from './template-form-context.js';
import { TemplateFormSuggestion } from './template-form-suggestion.js';
import { useRegisterPart } from './use-part-registry.js';

export interface TemplateFormSuggestionsProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** Renders each suggestion; a `TemplateForm.Suggestion` with the value as text by default. */
  children?: (suggestion: string, index: number) => ReactNode;
}

/**
 * The field's suggestion list, the combobox's popup. It stays in the document (hidden when there
 * is nothing to show) so the input can always point at it. Renders a `<ul role="listbox">`, or
 * nothing when the field is a plain input.
 *
 * @selector [data-slot="template-form-suggestions"]
 * @selector [data-expanded] the list is shown
 */
export function TemplateFormSuggestions({ className, style, ref, children, ...props }: TemplateFormSuggestionsProps) {
  const { messages } = useTemplateFormContext('TemplateForm.Suggestions');
  const field = useTemplateFieldContext('TemplateForm.Suggestions');
  useRegisterPart(field.register, 'listbox');
  if (!field.combobox) return null;
  return (
    <ul
      aria-label={messages.suggestions(field.variable.name)}
      {...props}
      ref={ref}
      id={field.ids.listbox}
      role="listbox"
      hidden={!field.expanded}
      className={className}
      style={style}
      data-slot="template-form-suggestions"
      data-expanded={field.expanded || undefined}
    >
      {field.expanded &&
        field.suggestions.map((suggestion, index) =>
          children ? children(suggestion, index) : <TemplateFormSuggestion key={`${index}:${suggestion}`} index={index} />,
        )}
    </ul>
  );
}
