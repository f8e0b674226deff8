// @vitest-environment happy-dom
/**
 * The Activity list (the Account tab and the Activity view): grouping, rows, spam, the infinite list,
 * loading, empty and failed states (docs/account.md "Activity").
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActivityPanel from '../../../src/views/activity/ActivityPanel.js';
import ActivityView from '../../../src/views/activity/ActivityView.js';
import { activityTimeText, monthHeading } from '../../../src/views/activity/activity-text.js';
import { axeViolations } from './axe.js';
import {
  type AssetsHarness,
  COLLECTIBLES,
  createAssetsHarness,
  historyItem,
  settle,
  teardown,
} from './harness.js';

let harness: AssetsHarness | undefined;
/** The IntersectionObserver callbacks of the list's end, to say "the end is near". */
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  teardown(harness);
  harness = undefined;
  vi.unstubAllGlobals();
});

async function list(setUp?: (h: AssetsHarness) => void, View = ActivityPanel) {
  harness = createAssetsHarness();
  setUp?.(harness);
  await harness.connect();
  const view = harness.render(View);
  await act(() => settle());
  return { h: harness, view };
}

async function endIsNear() {
  await act(async () => {
    for (const observer of observers.filter((entry) => !entry.disconnected)) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
    await settle();
  });
}

const spamNft = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: {
    name: 'Claim your prize',
    contract: COLLECTIBLES,
    tokenId: '9',
    content: null,
    flags: { is_spam: true },
  },
};

describe('the Activity list', () => {
  it('groups by year then month, newest first, with one row per transaction', async () => {
    const { view } = await list((h) =>
      h.server.answer('history', {
        data: [
          historyItem(1, { minedAt: '2026-03-20T12:00:00Z' }),
          historyItem(2, { minedAt: '2025-12-15T12:00:00Z', direction: 'out' }),
          historyItem(3, { minedAt: '2026-03-02T12:00:00Z' }),
          historyItem(4, { minedAt: '2026-01-05T12:00:00Z' }),
        ],
        next: null,
      }),
    );
    const region = await screen.findByRole(
      'region',
      { name: 'Transactions on Walletport Devnet' },
      { timeout: 5000 },
    );
    const headings = within(region).getAllByRole('heading', { level: 3 });
    const thisYear = new Date().getFullYear();
    const named = (year: number, month: string) => (year === thisYear ? month : `${month} ${year}`);
    expect(headings.map((heading) => heading.textContent)).toEqual([
      named(2026, 'March'),
      named(2026, 'January'),
      named(2025, 'December'),
    ]);
    const march = within(region).getByRole('list', { name: named(2026, 'March') });
    expect(within(march).getAllByRole('listitem')).toHaveLength(2);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('each row: direction, counterparty (4 + 6), signed amount with symbol, time; failed marked', async () => {
    await list((h) =>
      h.server.answer('history', {
        data: [
          historyItem(1, { minedAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
          historyItem(2, { minedAt: '2025-11-21T12:00:00Z', direction: 'out', status: 'failed' }),
        ],
        next: null,
      }),
    );
    const rows = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    const [received, sent] = rows as [HTMLElement, HTMLElement];
    expect(within(received).getByText('Received')).toBeTruthy();
    expect(within(received).getByText('From 0x70…dc79C8')).toBeTruthy();
    expect(within(received).getByText('+1.500 ETH')).toBeTruthy();
    expect(within(received).getByText('5 min ago')).toBeTruthy();
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).getByText('To 0x70…dc79C8')).toBeTruthy();
    expect(within(sent).getByText('-1.500 ETH')).toBeTruthy();
    expect(within(sent).getByText('Nov 21')).toBeTruthy();
    expect(within(sent).getByText('Failed')).toBeTruthy();
    expect(within(received).queryByText('Failed')).toBeNull();
  });

  it('shows an NFT transfer by its preview and name, and drops transactions of nothing but spam', async () => {
    await list((h) =>
      h.server.answer('history', {
        data: [
          historyItem(1, {
            transfers: [
              {
                direction: 'in',
                quantity: { numeric: '1' },
                nft_info: {
                  name: 'Walletport Collectible #3',
                  contract: COLLECTIBLES,
                  tokenId: '3',
                  content: { preview: { url: 'http://127.0.0.1:5173/collectibles/3.svg' } },
                  flags: { is_spam: false },
                },
              },
            ],
          }),
          historyItem(2, { transfers: [spamNft] }),
        ],
        next: null,
      }),
    );
    const rows = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByText('Walletport Collectible #3')).toBeTruthy();
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1:5173/collectibles/3.svg',
    );
    expect(screen.queryByText('Claim your prize')).toBeNull();
  });

  it('loads the next page by cursor when the end of the list comes near', async () => {
    const { h } = await list((harness) =>
      harness.server.answer('history', (cursor: string | undefined) =>
        cursor === undefined
          ? { data: [historyItem(1), historyItem(2)], next: 'page-2' }
          : { data: [historyItem(3)], next: null },
      ),
    );
    await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    expect(screen.getByRole('status').textContent).toContain('Loading more transactions');
    await endIsNear();
    expect(
      h.server.requests
        .filter((request) => request.route === 'history')
        .map((r) => r.url.searchParams.get('cursor')),
    ).toEqual([null, 'page-2']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failed next page keeps the list and offers a retry of that page', async () => {
    const { h } = await list((harness) =>
      harness.server.answer('history', (cursor: string | undefined) =>
        cursor === undefined
          ? { data: [historyItem(1)], next: 'page-2' }
          : { data: [historyItem(2)], next: null },
      ),
    );
    await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    h.server.fail('history', 1);
    await endIsNear();
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch transactions');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("a failed first fetch: an empty list with 'Failed to fetch transactions' and a retry", async () => {
    const { view } = await list((h) => {
      h.server.fail('history', 1);
      h.server.answer('history', { data: [historyItem(1)], next: null });
    });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Failed to fetch transactions',
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(await axeViolations(view.container)).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('placeholder rows while the first page loads, then the empty state', async () => {
    let release = () => {};
    const { view } = await list((h) => {
      release = h.server.hold('history');
    });
    expect(view.container.querySelector('[aria-busy="true"] .wp-skeleton')).not.toBeNull();
    await act(async () => {
      release();
      await settle();
    });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(screen.getByText('Transactions on Walletport Devnet will show here.')).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('offers a "Load more" button where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { h } = await list((harness) =>
      harness.server.answer('history', (cursor: string | undefined) =>
        cursor === undefined
          ? { data: [historyItem(1)], next: 'page-2' }
          : { data: [historyItem(2)], next: null },
      ),
    );
    await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await settle();
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(h.server.requests.at(-1)?.url.searchParams.get('cursor')).toBe('page-2');
  });

  it('the Activity view shows the same list in a scrolling box of its own', async () => {
    const { view } = await list(
      (h) => h.server.answer('history', { data: [historyItem(1)], next: null }),
      ActivityView,
    );
    expect(await screen.findAllByRole('listitem', {}, { timeout: 5000 })).toHaveLength(1);
    expect(view.container.querySelector('.wp-activity-view')?.getAttribute('tabindex')).toBe('0');
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('activity text', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('relative within a week (sec, min, hr, d in English), the short date after', () => {
    expect(activityTimeText('2026-11-21T11:59:30Z', now, 'en')).toBe('30 sec ago');
    expect(activityTimeText('2026-11-21T09:00:00Z', now, 'en')).toBe('3 hr ago');
    expect(activityTimeText('2026-11-15T12:00:00Z', now, 'en')).toBe('6 d ago');
    expect(activityTimeText('2026-11-14T12:00:00Z', now, 'en-US')).toBe('Nov 14');
    expect(activityTimeText('nope', now, 'en')).toBe('');
  });

  it("uses the locale's own relative words and dates elsewhere", () => {
    expect(activityTimeText('2026-11-21T09:00:00Z', now, 'de')).toBe(
      new Intl.RelativeTimeFormat('de', { numeric: 'auto', style: 'short' }).format(-3, 'hour'),
    );
    expect(activityTimeText('2026-01-02T12:00:00Z', now, 'fr')).toBe(
      new Intl.DateTimeFormat('fr', { month: 'short', day: 'numeric' }).format(
        Date.parse('2026-01-02T12:00:00Z'),
      ),
    );
  });

  it('names a month, with its year when it is not this one', () => {
    expect(monthHeading(2026, 3, now, 'en')).toBe('March');
    expect(monthHeading(2025, 12, now, 'en')).toBe('December 2025');
  });
});
