'use client';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';

/**
 * A small radio group drawn as chips (payment method, provider): one tab stop, arrow keys move the
 * choice, as WAI-ARIA's radio group pattern says.
 */
export function Choices({
  legend,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  options: readonly { id: string; label: string }[];
  selected: string | undefined;
  onSelect(id: string): void;
}) {
  const labelId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const horizontal = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
    const next = options[(index + (rtl && horizontal ? -step : step) + options.length) % options.length];
    if (next === undefined) return;
    onSelect(next.id);
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[options.indexOf(next)]?.focus();
  };
  return (
    <div className="wp-send__field">
      <span id={labelId} className="wp-send__label">
        {legend}
      </span>
      <div className="wp-onramp__choices" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option, index) => {
          const checked = option.id === selected;
          return (
            // biome-ignore lint/a11y/useSemanticElements: chips, not native radios: the pattern is the ARIA one
            <button
              key={option.id}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (selected === undefined && index === 0) ? 0 : -1}
              className="wp-onramp__choice"
              onClick={() => onSelect(option.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
