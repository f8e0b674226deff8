'use client';
import { useTranslate } from '../i18n/index.js';
import { Skeleton } from '../ui/index.js';

/** Shown while a view's code loads: rows the size of wallet rows, so the card barely moves. */
export function ViewSkeleton() {
  const t = useTranslate();
  return (
    <div className="wp-view-fallback" aria-busy="true" data-testid="view-skeleton">
      <span className="wp-visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} width="100%" height={56} radius="m" />
      ))}
    </div>
  );
}
