'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';

/** A `<select>` with its `<label>`, in a `<span>` that carries the facet's data-slot. */
export function LabeledSelect({ slot, label, children, ...props }: { slot: string; label: string; children: ReactNode } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <span data-slot={slot}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props}>
        {children}
      </select>
    </span>
  );
}
