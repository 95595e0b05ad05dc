'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useTemplateFormContext } from './template-form-context.js';

export interface TemplateFormAttachProps extends Omit<ComponentProps<'button'>, 'type'>, PartRenderProps<'button', { disabled: boolean }> {}

/**
 * "Attach": hands the resolved URI to the Root's `onAttach`. Renders a `<button type="button">`,
 * or nothing when the Root has no `onAttach`.
 *
 * @selector [data-slot="template-form-attach"]
 * @selector [data-disabled] not usable now (see `TemplateForm.Reason`)
 */
export function TemplateFormAttach({ render, className, style, ref, children, onClick, ...props }: TemplateFormAttachProps) {
  const { resolution, canAttach, attach, messages, ids, registered } = useTemplateFormContext('TemplateForm.Attach');
  if (!canAttach) return null;
  const disabled = resolution.status !== 'ready';
  return renderElement(
    <button
      aria-describedby={registered.has('reason') && disabled ? ids.reason : undefined}
      {...props}
      ref={ref}
      type="button"
      aria-disabled={disabled || undefined}
      className={className}
      style={style}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) attach();
      }}
      data-slot="template-form-attach"
      data-disabled={disabled || undefined}
    >
      {children ?? messages.attach}
    </button>,
    render,
    { disabled },
  );
}
