'use client';
import { Skeleton, useViewStyles } from '../../../ui/index.js';
import { LIST_CSS } from './styles.js';

/**
 * The rows a list will have (a round picture and two lines each), while its code or its data loads; the
 * list that replaces it has rows of the same height, so nothing moves. Announced once, by `label`.
 */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  useViewStyles(LIST_CSS);
  return (
    <div className="wp-list-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={row} className="wp-list-skeleton__row">
          <Skeleton width={36} height={36} radius="full" />
          <span className="wp-list-skeleton__lines">
            <Skeleton width="46%" height={12} />
            <Skeleton width="28%" height={10} />
          </span>
        </div>
      ))}
      <span className="wp-visually-hidden">{label}</span>
    </div>
  );
}
