'use client';

import type { ComponentProps } from 'react';
import { useTemplateFormContext } from './template-form-context.js';
import { useRegisterPart } from './use-part-registry.js';

export type TemplateFormReasonProps = ComponentProps<'p'>;

/**
 * Why "Open" and "Attach" cannot be used yet: the fields still to fill in, an invalid template or
 * value, a server still connecting, a read in progress. Describes those buttons. Renders a `<p>`
 * that stays in place (empty) once everything is ready.
 *
 * @selector [data-slot="template-form-reason"]
 * @selector [data-empty] nothing stands in the way
 */
export function TemplateFormReason({ className, style, ref, children, ...props }: TemplateFormReasonProps) {
  const { reason, ids, register } = useTemplateFormContext('TemplateForm.Reason');
  useRegisterPart(register, 'reason');
  return (
    <p {...props} ref={ref} id={ids.reason} className={className} style={style} data-slot="template-form-reason" data-empty={reason === undefined || undefined}>
      {children ?? reason}
    </p>
  );
}
