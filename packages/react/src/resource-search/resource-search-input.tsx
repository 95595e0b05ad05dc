'use client';

import { Command } from 'cmdk';
import { useCallback, useEffect, useRef, type ComponentProps } from 'react';
import { assignRef } from '../internal/assign-ref.js';
import { renderElement, type PartRenderProps } from '../internal/render-element.js';
import { useResourceSearchContext } from './resource-search-context.js';

type CommandInputProps = ComponentProps<typeof Command.Input>;

/**
 * The query field (a combobox controlling the result list). Renders cmdk's `<input cmdk-input>`; with
 * `render`, the host's element, into which cmdk merges its combobox props.
 *
 * @selector [data-slot="resource-search-input"]
 */
export interface ResourceSearchInputProps extends Omit<CommandInputProps, 'value' | 'onValueChange' | 'asChild'>, PartRenderProps<'input', { query: string }> {}

export function ResourceSearchInput({ placeholder, ref, render, ...props }: ResourceSearchInputProps) {
  const { query, setQuery, messages } = useResourceSearchContext('ResourceSearch.Input');
  const input = useRef<HTMLInputElement | null>(null);
  useActiveDescendantRepair(input);
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  if (render) {
    // cmdk's input (a Radix primitive) merges its combobox props and handlers into the host's element.
    return (
      <Command.Input asChild value={query} onValueChange={setQuery}>
        {renderElement(<input ref={setRef} placeholder={placeholder ?? messages.placeholder} data-slot="resource-search-input" {...props} />, render, { query })}
      </Command.Input>
    );
  }
  return <Command.Input ref={setRef} value={query} onValueChange={setQuery} placeholder={placeholder ?? messages.placeholder} data-slot="resource-search-input" {...props} />;
}

/**
 * cmdk works out `aria-activedescendant` from the DOM before the highlighted item has re-rendered,
 * so with results that arrive after the query (as ours do) it names the previous item, or one that
 * is gone. This keeps it on the item that actually is `aria-selected`.
 */
function useActiveDescendantRepair(input: { current: HTMLInputElement | null }) {
  useEffect(() => {
    const root = input.current?.closest('[cmdk-root]');
    if (!root) return;
    const repair = () => {
      const selected = root.querySelector('[cmdk-item][aria-selected="true"]');
      const owners = [input.current, root.querySelector('[cmdk-list]')].filter((element): element is Element => element !== null);
      for (const element of owners) {
        if (selected && element.getAttribute('aria-activedescendant') !== selected.id) element.setAttribute('aria-activedescendant', selected.id);
        else if (!selected) element.removeAttribute('aria-activedescendant');
      }
    };
    const observer = new MutationObserver(repair);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'aria-activedescendant'] });
    repair();
    return () => observer.disconnect();
  }, [input]);
}
