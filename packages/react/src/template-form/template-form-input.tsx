'use client';

import { useEffect, type ChangeEvent, type ComponentProps, type FocusEvent, type KeyboardEvent } from 'react';
import { afterPointerPress, trackPointerPresses } from '../internal/pointer-press.js';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useTemplateFieldContext } from './template-form-context.js';

export interface TemplateFormInputProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'name'>, PartRenderProps<'input', { expanded: boolean }> {}

/**
 * The field's text input. With the server's completions it is a WAI-ARIA 1.2 combobox with list
 * autocomplete: ArrowDown/ArrowUp open the suggestions and move through them (wrapping), Alt+ArrowDown
 * opens them without moving, Alt+ArrowUp and Escape close them, a second Escape clears the text,
 * Enter picks the highlighted suggestion (otherwise it submits the form), Tab picks it and moves on,
 * and Home/End/ArrowLeft/ArrowRight keep editing the text. Without completions it is a plain input.
 * Renders an `<input>`.
 *
 * @selector [data-slot="template-form-input"]
 * @selector [data-expanded] the suggestion list is shown
 */
export function TemplateFormInput({ render, className, style, ref, onChange, onKeyDown, onBlur, ...props }: TemplateFormInputProps) {
  const field = useTemplateFieldContext('TemplateForm.Input');
  const { variable, combobox, expanded, suggestions, highlightedIndex, registered, ids } = field;

  const describedBy = [props['aria-describedby'], registered.has('hint') && field.hints.length > 0 ? ids.hint : undefined, registered.has('status') && combobox ? ids.status : undefined]
    .filter(Boolean)
    .join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (!event.defaultPrevented) field.type(event.target.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !combobox || event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) field.openList('none');
        else if (!expanded) field.openList('first');
        else field.highlight((highlightedIndex + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) field.close();
        else if (!expanded) field.openList('last');
        else field.highlight(highlightedIndex <= 0 ? count - 1 : highlightedIndex - 1);
        return;
      case 'Enter': {
        const suggestion = expanded && highlightedIndex >= 0 ? suggestions[highlightedIndex] : undefined;
        if (suggestion !== undefined) {
          event.preventDefault();
          field.accept(suggestion);
        } else {
          field.close();
        }
        return;
      }
      case 'Escape':
        // Handled here, the key must not also close a dialog around the form.
        if (field.open) {
          event.preventDefault();
          event.stopPropagation();
          field.close();
        } else if (field.value !== '') {
          event.preventDefault();
          event.stopPropagation();
          field.setValue('');
        }
        return;
      case 'Tab': {
        const suggestion = expanded && highlightedIndex >= 0 ? suggestions[highlightedIndex] : undefined;
        if (suggestion !== undefined) field.accept(suggestion);
        else field.close();
        return;
      }
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        if (highlightedIndex >= 0) field.highlight(-1);
        return;
    }
  };

  useEffect(() => (combobox && expanded ? trackPointerPresses(document) : undefined), [combobox, expanded]);

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    // A press on a button below blurs the input before its click. Closing the list now would move
    // the button up out from under the pointer and the click would be lost: the list closes once
    // the press is over. (Unless focus came back meanwhile, as when an option was picked.)
    const input = event.currentTarget;
    afterPointerPress(input.ownerDocument, () => {
      if (input.ownerDocument.activeElement !== input) field.close();
    });
  };

  const comboboxProps = combobox
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': registered.has('listbox') ? ids.listbox : undefined,
        'aria-activedescendant': expanded && highlightedIndex >= 0 ? field.optionId(highlightedIndex) : undefined,
      }
    : {};

  return renderElement(
    <input
      type="text"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
      {...comboboxProps}
      ref={ref}
      id={ids.input}
      name={variable.name}
      value={field.value}
      required={variable.required}
      aria-required={variable.required}
      aria-describedby={describedBy || undefined}
      className={className}
      style={style}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      data-slot="template-form-input"
      data-expanded={expanded || undefined}
    />,
    render,
    { expanded },
  );
}
