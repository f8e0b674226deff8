import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.js';
import { Icon } from './Icon.js';
import type { IconName } from './icon-paths.js';
import { SpinnerGlyph } from './Spinner.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: ButtonVariant;
  size?: 'md' | 'sm';
  /** Shows a spinner in place of the label (the width stays) and disables the button. */
  loading?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
}

/** The one button of the modal. `type` defaults to "button" so it never submits a host form by accident. */
export function Button({
  variant,
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(
        'wp-button',
        `wp-button--${variant}`,
        `wp-button--${size}`,
        fullWidth && 'wp-button--full',
        loading && 'wp-button--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className="wp-button__label">{children}</span>
      {loading ? (
        <span className="wp-button__spinner">
          <SpinnerGlyph size={size === 'sm' ? 14 : 18} />
        </span>
      ) : null}
    </button>
  );
}

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name (aria-label), required: the button shows only an icon. */
  label: string;
  icon: IconName;
  /** Icon size in px; the hit area stays 36 px (28 px for 'sm'). */
  size?: 'md' | 'sm';
}

/** A square button that shows only an icon, named for assistive technology by `label`. */
export function IconButton({
  label,
  icon,
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('wp-icon-button', `wp-icon-button--${size}`, className)}
      aria-label={label}
      title={rest.title ?? label}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </button>
  );
}
