'use client';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslate } from '../../i18n/index.js';
import { Badge, ListItem, Skeleton, WalletImage } from '../../ui/index.js';
import { useInlineSize } from './use-inline-size.js';
import { WalletTile, WalletTilePlaceholder } from './WalletTile.js';
import { arrowKeyTarget, type WalletLayout, walletLayoutFor } from './wallet-layout.js';
import type { WalletRow } from './wallet-rows.js';

/** The list's height before layout (tests, a hidden modal); the CSS gives the real one. */
const FALLBACK_HEIGHT = 420;
const FALLBACK_WIDTH = 328;
/**
 * Ask for the next page this many wallets before the end (8 rows of the list, 2 lines of the grid), so
 * scrolling rarely meets the placeholder and opening the view does not already ask for page 2.
 */
const LOAD_AHEAD = 8;
/** Varied widths read as names, not as a grid of bars. */
const PLACEHOLDER_WIDTHS = [132, 104, 88, 120, 96] as const;

export interface WalletListProps {
  rows: readonly WalletRow[];
  /** What is loading: the first page (placeholders fill the list), the next one, or nothing. */
  loading: 'first' | 'next' | false;
  /** What the placeholders stand for, read by screen readers. */
  placeholderLabel: string;
  hasMore: boolean;
  onLoadMore: () => void;
  onSelect: (row: WalletRow) => void;
}

/**
 * The wallets, virtualised: only the rows in view (plus a few) are in the page, so a thousand wallets
 * scroll as smoothly as ten. A list of rows, or a grid of tiles when the list is wide enough
 * (wallet-layout.ts); placeholders take the shape of what they stand for. Each wallet is a button and the
 * rendered ones keep their order in the DOM, so Tab walks them in order and the browser scrolls the
 * focused one into view; the arrow keys move by row (and by tile in the grid), Home and End to the ends.
 */
export function WalletList({
  rows,
  loading,
  placeholderLabel,
  hasMore,
  onLoadMore,
  onSelect,
}: WalletListProps) {
  const t = useTranslate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const layout = walletLayoutFor(useInlineSize(listRef));
  const { columns } = layout;
  const placeholders =
    loading === 'first' ? layout.firstPagePlaceholders : loading === 'next' ? layout.nextPagePlaceholders : 0;
  const count = rows.length + placeholders;
  const lines = Math.ceil(count / columns);
  const virtualizer = useVirtualizer({
    count: lines,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => layout.itemHeight,
    gap: layout.gap,
    overscan: layout.kind === 'grid' ? 2 : 6,
    // Room for the focus ring of the first and last rows inside the scrolling box.
    paddingStart: 4,
    paddingEnd: 4,
    initialRect: { width: FALLBACK_WIDTH, height: FALLBACK_HEIGHT },
    // The layout is in the key: switching between list and grid measures every line afresh.
    getItemKey: (line) =>
      columns === 1 ? (rows[line]?.key ?? `placeholder-${line}`) : `${layout.kind}-line-${line}`,
    // An element not laid out yet reports 0 × 0, which would render no rows at all.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width || FALLBACK_WIDTH, height: FALLBACK_HEIGHT }),
      ),
  });
  const lineItems = virtualizer.getVirtualItems();
  const lastLine = lineItems[lineItems.length - 1]?.index ?? -1;

  useEffect(() => {
    const lastShown = (lastLine + 1) * columns - 1;
    if (hasMore && placeholders === 0 && lastShown >= rows.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, placeholders, lastLine, columns, rows.length, onLoadMore]);

  // A wallet the arrow keys moved to before it was rendered: focused once it is.
  const pendingFocus = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (pendingFocus.current === undefined) return;
    const target = walletButton(listRef.current, pendingFocus.current);
    if (target === null) return;
    pendingFocus.current = undefined;
    target.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const from = Number(
      (event.target as HTMLElement).closest('[data-wallet-index]')?.getAttribute('data-wallet-index'),
    );
    if (!Number.isInteger(from)) return;
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const to = arrowKeyTarget(event.key, from, rows.length, layout, rtl);
    if (to === undefined) return;
    event.preventDefault();
    const target = walletButton(listRef.current, to);
    if (target !== null) {
      target.focus();
      return;
    }
    pendingFocus.current = to;
    virtualizer.scrollToIndex(Math.floor(to / columns));
  };

  const listStyle = {
    height: virtualizer.getTotalSize(),
    '--wp-wallet-columns': columns,
    '--wp-wallet-gap': `${layout.gap}px`,
    '--wp-wallet-item-height': `${layout.itemHeight}px`,
  } as CSSProperties;

  return (
    <div ref={scrollRef} className="wp-all-wallets-scroll">
      {placeholders > 0 ? (
        <span className="wp-visually-hidden" role="status">
          {placeholderLabel}
        </span>
      ) : null}
      {/* The arrow keys are a shortcut on top of Tab (delegated from the buttons, which take the keyboard). */}
      <ul
        ref={listRef}
        className={`wp-all-wallets-list wp-all-wallets-list--${layout.kind}`}
        aria-label={t('wallets.listLabel')}
        aria-busy={placeholders > 0 || undefined}
        data-layout={layout.kind}
        style={listStyle}
        onKeyDown={onKeyDown}
      >
        {lineItems.flatMap((line) =>
          indexesOfLine(line.index, columns, count).map((index) => {
            const row = rows[index];
            const column = index % columns;
            return (
              <li
                key={row?.key ?? `placeholder-${index}`}
                className="wp-all-wallets-item"
                aria-setsize={row === undefined ? undefined : rows.length}
                aria-posinset={row === undefined ? undefined : index + 1}
                style={
                  { transform: `translateY(${line.start}px)`, '--wp-wallet-column': column } as CSSProperties
                }
              >
                <WalletItem row={row} index={index} layout={layout} onSelect={onSelect} />
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}

function WalletItem({
  row,
  index,
  layout,
  onSelect,
}: {
  row: WalletRow | undefined;
  index: number;
  layout: WalletLayout;
  onSelect: (row: WalletRow) => void;
}) {
  const t = useTranslate();
  if (layout.kind === 'grid')
    return row === undefined ? (
      <WalletTilePlaceholder index={index} />
    ) : (
      <WalletTile row={row} index={index} onSelect={onSelect} />
    );
  if (row === undefined)
    return (
      <div className="wp-all-wallets-placeholder" aria-hidden="true">
        <Skeleton width={40} height={40} radius="m" />
        <Skeleton width={PLACEHOLDER_WIDTHS[index % PLACEHOLDER_WIDTHS.length] ?? 120} height={14} />
      </div>
    );
  return (
    <ListItem
      icon={<WalletImage src={row.imageUrl} name={row.name} size={40} artworkKeys={row.artworkKeys} />}
      title={row.name}
      badge={row.installed ? <Badge tone="success">{t('wallets.installed')}</Badge> : undefined}
      onClick={() => onSelect(row)}
      data-installed={row.installed || undefined}
      data-wallet-index={index}
    />
  );
}

/** The wallets (or placeholders) of one line: `columns` of them, fewer on the last line. */
function indexesOfLine(line: number, columns: number, count: number): number[] {
  const first = line * columns;
  return Array.from({ length: Math.max(0, Math.min(columns, count - first)) }, (_, offset) => first + offset);
}

function walletButton(list: HTMLElement | null, index: number): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`[data-wallet-index="${index}"]`) ?? null;
}
