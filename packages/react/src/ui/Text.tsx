import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.js';

export type TextVariant = 'title' | 'body' | 'small' | 'caption';
/**
 * 'tertiary' is for hints beside other text (3:1 on the surfaces), never for text a visitor must read:
 * that is 'secondary' (4.5:1, WCAG AA).
 */
export type TextTone = 'primary' | 'secondary' | 'tertiary' | 'error' | 'success';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; default <p> (use 'h2', 'span', …). */
  as?: ElementType;
  variant: TextVariant;
  tone?: TextTone;
  align?: 'start' | 'center' | 'end';
  /** Cuts one line with an ellipsis (addresses, long names). */
  truncate?: boolean;
  children?: ReactNode;
}

/** Text on the modal's type scale and colours. */
export function Text({
  as: Element = 'p',
  variant,
  tone = 'primary',
  align,
  truncate = false,
  className,
  children,
  ...rest
}: TextProps) {
  return (
    <Element
      {...rest}
      className={cx(
        'wp-text',
        `wp-text--${variant}`,
        `wp-text--tone-${tone}`,
        align && `wp-text--align-${align}`,
        truncate && 'wp-text--truncate',
        className,
      )}
    >
      {children}
    </Element>
  );
}
