import { cx } from './class-names.js';

export interface SpinnerProps {
  /** Diameter in px. Default 24. */
  size?: number;
  /** What is being waited for, read by screen readers ("Loading wallets"). */
  label: string;
  className?: string;
}

/** The ring drawn by Spinner and by a loading Button; decorative on its own. */
export function SpinnerGlyph({ size = 24 }: { size?: number }) {
  return (
    <svg
      className="wp-spinner__glyph"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="wp-spinner__track" cx="12" cy="12" r="9" strokeWidth="2.5" />
      <path className="wp-spinner__arc" d="M12 3a9 9 0 0 1 9 9" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** An indeterminate progress indicator announced as a status with its label. */
export function Spinner({ size = 24, label, className }: SpinnerProps) {
  return (
    <span className={cx('wp-spinner', className)} role="status">
      <SpinnerGlyph size={size} />
      <span className="wp-visually-hidden">{label}</span>
    </span>
  );
}
