'use client';

import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useTemplateFieldContext } from './template-form-context.js';
import { useComposedRefs } from './use-part-registry.js';

/** What `TemplateForm.Suggestion` passes a `render` function besides the props. */
export interface TemplateFormSuggestionState {
  /** The server's suggested value. */
  value: string;
  /** The keyboard's current option. */
  highlighted: boolean;
}

export interface TemplateFormSuggestionProps extends ComponentProps<'li'>, PartRenderProps<'li', TemplateFormSuggestionState> {
  /** Position of the suggestion in the field's list. */
  index: number;
}

/**
 * One suggestion. Clicking it picks it; the input keeps focus throughout. Shows the server's value
 * as text unless `children` say otherwise. Renders an `<li role="option">`; with `render`, the host's element.
 *
 * @selector [data-slot="template-form-suggestion"]
 * @selector [data-highlighted] the keyboard's current option (the input's `aria-activedescendant`)
 */
export function TemplateFormSuggestion({ index, className, style, ref, children, onMouseDown, onClick, onPointerMove, render, ...props }: TemplateFormSuggestionProps) {
  const field = useTemplateFieldContext('TemplateForm.Suggestion');
  const value = field.suggestions[index];
  const highlighted = field.highlightedIndex === index;
  const node = useRef<HTMLLIElement>(null);
  const composedRef = useComposedRefs(node, ref);

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do.
    if (highlighted) node.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);

  if (value === undefined) return null;
  return renderElement(
    <li
      {...props}
      ref={composedRef}
      id={field.optionId(index)}
      role="option"
      aria-selected={highlighted}
      className={className}
      style={style}
      onMouseDown={(event: MouseEvent<HTMLLIElement>) => {
        onMouseDown?.(event);
        // Keeps focus in the input, so picking does not blur (and close) the combobox first.
        event.preventDefault();
      }}
      onClick={(event: MouseEvent<HTMLLIElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) field.accept(value);
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event);
        if (!highlighted) field.highlight(index);
      }}
      data-slot="template-form-suggestion"
      data-highlighted={highlighted || undefined}
    >
      {children ?? value}
    </li>,
    render,
    { value, highlighted },
  );
}
