'use client';

import type { ComponentProps } from 'react';
import { useTemplateFormContext } from './template-form-context.js';
import { useRegisterPart } from './use-part-registry.js';

export interface TemplateFormTitleProps extends ComponentProps<'h2'> {
  /** The heading level, to fit the page's outline. @default 2 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The template's title (or name), which also names the form. Renders an `<h2>` (or the `level`'s heading).
 *
 * @selector [data-slot="template-form-title"]
 */
export function TemplateFormTitle({ level = 2, className, style, ref, children, ...props }: TemplateFormTitleProps) {
  const { template, ids, register } = useTemplateFormContext('TemplateForm.Title');
  useRegisterPart(register, 'title');
  const Heading = `h${level}` as const;
  return (
    <Heading {...props} ref={ref} id={ids.title} className={className} style={style} data-slot="template-form-title">
      {children ?? template.title ?? template.name}
    </Heading>
  );
}
