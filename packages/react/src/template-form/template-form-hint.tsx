'use client';

import type { ComponentProps } from 'react';
import { useFormatters } from '../messages/use-formatters.js';
import type { FieldHint } from '@mcp-resource-kit/core';
import { useTemplateFieldContext, useTemplateFormContext } from './template-form-context.js';
import type { TemplateFormMessages } from './messages.js';
import { useRegisterPart } from './use-part-registry.js';

export type TemplateFormHintProps = ComponentProps<'p'>;

/**
 * What to type in the field: path segments, lists, prefixes, and a warning when a `/` in a plain
 * variable will be percent-encoded. The input is described by it. Renders a `<p>`, or nothing when
 * there is nothing to say.
 *
 * @selector [data-slot="template-form-hint"]
 * @selector [data-warning] the value will not be sent as typed
 */
export function TemplateFormHint({ className, style, ref, children, ...props }: TemplateFormHintProps) {
  const { messages } = useTemplateFormContext('TemplateForm.Hint');
  const field = useTemplateFieldContext('TemplateForm.Hint');
  const format = useFormatters();
  useRegisterPart(field.register, 'hint');
  if (field.hints.length === 0 && children === undefined) return null;
  return (
    <p
      {...props}
      ref={ref}
      id={field.ids.hint}
      className={className}
      style={style}
      data-slot="template-form-hint"
      data-warning={field.hints.includes('slash-encoded') || undefined}
    >
      {children ?? field.hints.map((hint) => hintText(hint, messages, format.number(field.variable.prefixLength ?? 0))).join(' ')}
    </p>
  );
}

function hintText(hint: FieldHint, messages: TemplateFormMessages, prefixLength: string): string {
  switch (hint) {
    case 'reserved':
      return messages.hintReserved;
    case 'segments':
      return messages.hintSegments;
    case 'list':
      return messages.hintList;
    case 'prefix':
      return messages.hintPrefix(prefixLength);
    case 'slash-encoded':
      return messages.hintSlashEncoded;
  }
}
