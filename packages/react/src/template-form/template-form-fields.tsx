'use client';

import type { UriTemplateVariable } from '@mcp-resource-kit/core';
import type { ComponentProps, ReactNode } from 'react';
import { MAX_TEMPLATE_FIELDS } from '@mcp-resource-kit/core';
import { useTemplateFormContext } from './template-form-context.js';
import { TemplateFormField } from './template-form-field.js';
import { TemplateFormHint } from './template-form-hint.js';
import { TemplateFormInput } from './template-form-input.js';
import { TemplateFormLabel } from './template-form-label.js';
import { TemplateFormSuggestionStatus } from './template-form-suggestion-status.js';
import { TemplateFormSuggestions } from './template-form-suggestions.js';

export interface TemplateFormFieldsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /**
   * Renders the field of one variable. By default a `Field` with its `Label`, `Input`,
   * `Suggestions`, `SuggestionStatus` and `Hint`.
   */
  children?: (variable: UriTemplateVariable) => ReactNode;
}

/**
 * One field per variable of the template, in the order they appear. Renders a `<div>`.
 *
 * @selector [data-slot="template-form-fields"]
 */
export function TemplateFormFields({ className, style, ref, children, ...props }: TemplateFormFieldsProps) {
  const { parsed } = useTemplateFormContext('TemplateForm.Fields');
  const variables = parsed && parsed.variables.length <= MAX_TEMPLATE_FIELDS ? parsed.variables : [];
  return (
    <div {...props} ref={ref} className={className} style={style} data-slot="template-form-fields">
      {variables.map((variable) => (children ? children(variable) : <DefaultField key={variable.name} name={variable.name} />))}
    </div>
  );
}

function DefaultField({ name }: { name: string }) {
  return (
    <TemplateFormField name={name}>
      <TemplateFormLabel />
      <TemplateFormInput />
      <TemplateFormSuggestions />
      <TemplateFormSuggestionStatus />
      <TemplateFormHint />
    </TemplateFormField>
  );
}
