'use client';

import type { ComponentProps } from 'react';
import { useTemplateFormContext } from './template-form-context.js';
import { useRegisterPart } from './use-part-registry.js';

export type TemplateFormDescriptionProps = ComponentProps<'p'>;

/** Server text is untrusted: shown as plain text, and only this much of it. */
const MAX_DESCRIPTION_LENGTH = 2000;

/**
 * The template's description, as plain text, which also describes the form. Renders a `<p>`, or
 * nothing when the template has none.
 *
 * @selector [data-slot="template-form-description"]
 */
export function TemplateFormDescription({ className, style, ref, children, ...props }: TemplateFormDescriptionProps) {
  const { template, ids, register } = useTemplateFormContext('TemplateForm.Description');
  useRegisterPart(register, 'description');
  const description = template.description;
  if (children === undefined && !description) return null;
  return (
    <p {...props} ref={ref} id={ids.description} className={className} style={style} data-slot="template-form-description">
      {children ??
        (description && description.length > MAX_DESCRIPTION_LENGTH ? `${description.slice(0, MAX_DESCRIPTION_LENGTH)}…` : description)}
    </p>
  );
}
