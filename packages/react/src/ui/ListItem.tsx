import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { cx } from './class-names.js';

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'onClick'> {
  /** Leading visual (WalletImage, NetworkImage, Icon). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Shown after the title (e.g. <Badge>Installed</Badge>). */
  badge?: ReactNode;
  /** Trailing content (e.g. a chevron or a check). */
  trailing?: ReactNode;
  onClick: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  /** Marks the current choice (aria-current), e.g. the active network. */
  selected?: boolean;
}

/** A full-width row that is one button: wallet rows, network rows, account actions. */
export function ListItem({
  icon,
  title,
  description,
  badge,
  trailing,
  onClick,
  disabled,
  selected = false,
  className,
  type = 'button',
  ...rest
}: ListItemProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('wp-list-item', selected && 'wp-list-item--selected', className)}
      onClick={onClick}
      disabled={disabled}
      aria-current={selected ? 'true' : undefined}
    >
      {icon ? <span className="wp-list-item__icon">{icon}</span> : null}
      <span className="wp-list-item__body">
        <span className="wp-list-item__title-row">
          <span className="wp-list-item__title">{title}</span>
          {badge ?? null}
        </span>
        {description ? <span className="wp-list-item__description">{description}</span> : null}
      </span>
      {trailing ? <span className="wp-list-item__trailing">{trailing}</span> : null}
    </button>
  );
}
