'use client';

/** Two or three mutually exclusive views as pressed/unpressed buttons in a labelled group. */
export function ViewSwitch<TView extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: TView;
  options: ReadonlyArray<{ value: TView; label: string }>;
  onChange: (value: TView) => void;
}) {
  return (
    <span role="group" aria-label={label} data-slot="resource-preview-view-switch">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          data-selected={option.value === value || undefined}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </span>
  );
}
