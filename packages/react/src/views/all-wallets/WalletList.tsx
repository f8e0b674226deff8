'use client';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslate } from '../../i18n/index.js';
import { Badge, ListItem, Skeleton, WalletImage } from '../../ui/index.js';
import type { WalletRow } from './wallet-rows.js';

/** A row (56 px, the ListItem's height) plus the 6 px gap between rows. */
const ROW_STRIDE = 62;
/** The list's height before layout (tests, a hidden modal); the CSS gives the real one. */
const FALLBACK_HEIGHT = 420;
const FALLBACK_WIDTH = 328;
/** Ask for the next page this many rows before the end, so scrolling rarely meets the placeholder. */
const LOAD_AHEAD_ROWS = 8;
/** Varied widths read as names, not as a grid of bars. */
const PLACEHOLDER_WIDTHS = [132, 104, 88, 120, 96] as const;

export interface WalletListProps {
  rows: readonly WalletRow[];
  /** Rows still loading: that many placeholder rows end the list (the first page, or the next one). */
  placeholders: number;
  /** What the placeholders stand for, read by screen readers. */
  placeholderLabel: string;
  hasMore: boolean;
  onLoadMore: () => void;
  onSelect: (row: WalletRow) => void;
}

/**
 * The wallets as a virtualised list: only the rows in view (plus a few) are in the page, so a thousand
 * wallets scroll as smoothly as ten. Each row is a button; the rendered rows keep their list order in
 * the DOM, so Tab walks them in order and the browser scrolls the focused one into view.
 */
export function WalletList({
  rows,
  placeholders,
  placeholderLabel,
  hasMore,
  onLoadMore,
  onSelect,
}: WalletListProps) {
  const t = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const loading = placeholders > 0;
  const count = rows.length + placeholders;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_STRIDE,
    overscan: 6,
    // Room for the focus ring of the first and last rows inside the scrolling box.
    paddingStart: 4,
    paddingEnd: 4,
    initialRect: { width: FALLBACK_WIDTH, height: FALLBACK_HEIGHT },
    getItemKey: (index) => rows[index]?.key ?? `placeholder-${index}`,
    // An element not laid out yet reports 0 × 0, which would render no rows at all.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width || FALLBACK_WIDTH, height: FALLBACK_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loading && lastIndex >= rows.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loading, lastIndex, rows.length, onLoadMore]);

  return (
    <div ref={scrollRef} className="wp-all-wallets-scroll">
      {loading ? (
        <span className="wp-visually-hidden" role="status">
          {placeholderLabel}
        </span>
      ) : null}
      <ul
        className="wp-all-wallets-list"
        aria-label={t('wallets.listLabel')}
        aria-busy={loading || undefined}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <li
              key={item.key}
              className="wp-all-wallets-item"
              aria-setsize={row === undefined ? undefined : rows.length}
              aria-posinset={row === undefined ? undefined : item.index + 1}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row === undefined ? (
                <div className="wp-all-wallets-placeholder" aria-hidden="true">
                  <Skeleton width={40} height={40} radius="m" />
                  <Skeleton
                    width={PLACEHOLDER_WIDTHS[item.index % PLACEHOLDER_WIDTHS.length] ?? 120}
                    height={14}
                  />
                </div>
              ) : (
                <ListItem
                  icon={<WalletImage src={row.imageUrl} name={row.name} size={40} />}
                  title={row.name}
                  badge={row.installed ? <Badge tone="success">{t('wallets.installed')}</Badge> : undefined}
                  onClick={() => onSelect(row)}
                  data-installed={row.installed || undefined}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
