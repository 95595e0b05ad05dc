'use client';

import { useEffect, useState, type ComponentProps, type MouseEvent } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useTemplateFormContext } from './template-form-context.js';

export interface TemplateFormCopyProps extends Omit<ComponentProps<'button'>, 'type'>, PartRenderProps<'button', { copied: boolean; disabled: boolean }> {}

const COPIED_FOR_MS = 2000;

/**
 * Copies the resolved URI to the clipboard. Unavailable (`aria-disabled`) until the URI is complete.
 * Renders a `<button type="button">`.
 *
 * @selector [data-slot="template-form-copy"]
 * @selector [data-copied] the URI was just copied
 * @selector [data-disabled] there is no complete URI yet
 */
export function TemplateFormCopy({ render, className, style, ref, children, onClick, ...props }: TemplateFormCopyProps) {
  const { resolution, messages } = useTemplateFormContext('TemplateForm.Copy');
  const uri = resolution.status === 'ready' ? resolution.uri : undefined;
  const [copied, setCopied] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (copied === undefined) return;
    const timer = setTimeout(() => setCopied(undefined), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const justCopied = copied !== undefined && copied === uri;
  return renderElement(
    <button
      {...props}
      ref={ref}
      type="button"
      aria-disabled={uri === undefined || undefined}
      className={className}
      style={style}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || uri === undefined) return;
        void navigator.clipboard?.writeText(uri).then(
          () => setCopied(uri),
          () => undefined,
        );
      }}
      data-slot="template-form-copy"
      data-copied={justCopied || undefined}
      data-disabled={uri === undefined || undefined}
    >
      {children ?? (justCopied ? messages.copied : messages.copy)}
    </button>,
    render,
    { copied: justCopied, disabled: uri === undefined },
  );
}
