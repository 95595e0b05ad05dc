'use client';

import type { ComponentProps } from 'react';
import { useTemplateFormContext } from './template-form-context.js';

export type TemplateFormErrorProps = ComponentProps<'p'>;

/**
 * What the server answered when "Open" read the URI and failed, for as long as the values still
 * give that URI: not-found is said as such, other failures with their reason. Renders a
 * `<p role="alert">`, or nothing.
 *
 * @selector [data-slot="template-form-error"]
 * @selector [data-kind] the `ResourceError` kind (`not-found`, `server`, `timeout`, …)
 */
export function TemplateFormError({ className, style, ref, children, ...props }: TemplateFormErrorProps) {
  const { submission, messages, ids } = useTemplateFormContext('TemplateForm.Error');
  if (submission.status !== 'failed') return null;
  const { error, uri } = submission;
  return (
    <p {...props} ref={ref} id={ids.error} role="alert" className={className} style={style} data-slot="template-form-error" data-kind={error.kind}>
      {children ?? (error.kind === 'not-found' ? messages.notFound(uri) : messages.readFailed(uri, error.message))}
    </p>
  );
}
