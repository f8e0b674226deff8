import { cx } from './class-names.js';

export interface SkeletonProps {
  /** px number or any CSS length ('100%'). */
  width: number | string;
  height: number | string;
  /** Corner radius: px number, CSS length, or a token step ('s', 'm', 'full'). Default 's'. */
  radius?: number | string;
  className?: string;
}

const RADIUS_STEPS = new Set(['xs', 's', 'm', 'l', 'xl', '2xl', 'full']);

function radiusValue(radius: number | string): string {
  if (typeof radius === 'number') return `${radius}px`;
  return RADIUS_STEPS.has(radius) ? `var(--wp-border-radius-${radius})` : radius;
}

/**
 * A placeholder with the size of the content it stands for, so nothing moves when the content arrives.
 * Its shimmer stops under prefers-reduced-motion (styles.ts). Hidden from assistive technology: the view
 * that shows skeletons announces its loading state once (aria-busy or a Spinner label).
 */
export function Skeleton({ width, height, radius = 's', className }: SkeletonProps) {
  return (
    <span
      className={cx('wp-skeleton', className)}
      aria-hidden="true"
      style={{
        width: typeof width === 'number' ? `${width}px` : width,
        height: typeof height === 'number' ? `${height}px` : height,
        borderRadius: radiusValue(radius),
      }}
    />
  );
}
