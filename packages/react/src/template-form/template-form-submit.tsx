'use client';

import type { ComponentProps } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useTemplateFormContext } from './template-form-context.js';

export interface TemplateFormSubmitState {
  /** @selector [data-disabled] */
  disabled: boolean;
  /** @selector [data-reading] */
  reading: boolean;
}

export interface TemplateFormSubmitProps extends Omit<ComponentProps<'button'>, 'type'>, PartRenderProps<'button', TemplateFormSubmitState> {}

/**
 * "Open": submits the form, which hands the resolved URI to `onResolve` (after reading it, with
 * `readOnSubmit`). While it cannot be used it stays focusable with `aria-disabled`, described by
 * `TemplateForm.Reason`; activating it then moves focus to the first field still to fill in, as
 * Enter in a field does (browsers submit a form on Enter by clicking this button). Renders a
 * `<button type="submit">`.
 *
 * @selector [data-slot="template-form-submit"]
 * @selector [data-disabled] not usable now (see `TemplateForm.Reason`)
 * @selector [data-reading] the URI is being read
 */
export function TemplateFormSubmit({ render, className, style, ref, children, onClick, ...props }: TemplateFormSubmitProps) {
  const { reason, submission, messages, ids, registered } = useTemplateFormContext('TemplateForm.Submit');
  const disabled = reason !== undefined;
  const reading = submission.status === 'reading';
  return renderElement(
    <button
      aria-describedby={registered.has('reason') && disabled ? ids.reason : undefined}
      {...props}
      ref={ref}
      type="submit"
      aria-disabled={disabled || undefined}
      className={className}
      style={style}
      onClick={onClick}
      data-slot="template-form-submit"
      data-disabled={disabled || undefined}
      data-reading={reading || undefined}
    >
      {children ?? (reading ? messages.opening : messages.open)}
    </button>,
    render,
    { disabled, reading },
  );
}
