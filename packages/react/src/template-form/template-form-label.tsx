'use client';

import type { ComponentProps } from 'react';
import { useTemplateFieldContext, useTemplateFormContext } from './template-form-context.js';

export type TemplateFormLabelProps = ComponentProps<'label'>;

/**
 * The field's label: the variable's name as written in the template, marked optional for query
 * variables, unless `children` say otherwise. Renders a `<label>`.
 *
 * @selector [data-slot="template-form-label"]
 * @selector [data-required] the URI needs this variable
 */
export function TemplateFormLabel({ className, style, ref, children, ...props }: TemplateFormLabelProps) {
  const { messages } = useTemplateFormContext('TemplateForm.Label');
  const { variable, ids } = useTemplateFieldContext('TemplateForm.Label');
  return (
    <label
      {...props}
      ref={ref}
      id={ids.label}
      htmlFor={ids.input}
      className={className}
      style={style}
      data-slot="template-form-label"
      data-required={variable.required || undefined}
    >
      {children ?? (
        <>
          {variable.name}
          {!variable.required && (
            <>
              {' '}
              <span data-slot="template-form-optional">({messages.optional})</span>
            </>
          )}
        </>
      )}
    </label>
  );
}
