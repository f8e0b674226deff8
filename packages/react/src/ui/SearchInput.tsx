'use client';
import { type InputHTMLAttributes, useId } from 'react';
import { cx } from './class-names.js';
import { Icon } from './Icon.js';

export interface SearchInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'aria-label'> {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name (aria-label); the placeholder is not one. */
  label: string;
  placeholder?: string;
}

/** A search field with its magnifier; reports the text, the caller debounces (300 ms in AllWallets). */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  className,
  id,
  ...rest
}: SearchInputProps) {
  const generatedId = useId();
  return (
    <div className={cx('wp-search', className)}>
      <Icon name="search" size={18} className="wp-search__icon" />
      <input
        {...rest}
        id={id ?? generatedId}
        className="wp-search__input"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
      />
    </div>
  );
}
