'use client';

import { useMemo, type ComponentProps } from 'react';
import { previewSegments } from '@mcp-resource-kit/core';
import { useTemplateFormContext } from './template-form-context.js';

export type TemplateFormPreviewProps = ComponentProps<'output'>;

/**
 * The URI as it stands, updated on every keystroke: expanded where the values are filled in, with
 * the expressions still waiting for a required value shown as written (`{date}`). Renders an
 * `<output>` (not announced on each keystroke).
 *
 * @selector [data-slot="template-form-preview"]
 * @selector [data-complete] every required value is filled in and the URI is final
 * @selector [data-slot="template-form-preview-placeholder"] an expression still waiting for a value
 */
export function TemplateFormPreview({ className, style, ref, children, ...props }: TemplateFormPreviewProps) {
  const { parsed, values, resolution, messages } = useTemplateFormContext('TemplateForm.Preview');
  const segments = useMemo(() => (parsed ? previewSegments(parsed, values) : []), [parsed, values]);
  return (
    <output
      aria-label={messages.preview}
      aria-live="off"
      {...props}
      ref={ref}
      className={className}
      style={style}
      data-slot="template-form-preview"
      data-complete={resolution.status === 'ready' || undefined}
    >
      {children ??
        (resolution.status === 'ready'
          ? resolution.uri
          : segments.map((segment, index) =>
              segment.kind === 'text' ? (
                segment.text
              ) : (
                <span key={index} data-slot="template-form-preview-placeholder" data-variables={segment.variables.join(' ')}>
                  {segment.text}
                </span>
              ),
            ))}
    </output>
  );
}
