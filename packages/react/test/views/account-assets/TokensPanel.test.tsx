// @vitest-environment happy-dom
/** The Tokens tab: rows, honest fiat, loading, empty and failed states (docs/account.md "Tokens"). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fiatText, quantityText } from '../../../src/views/account/tokens/token-text.js';
import { symbolMonogram } from '../../../src/views/account/tokens/TokenIcon.js';
import TokensPanel from '../../../src/views/account/tokens/TokensPanel.js';
import { axeViolations } from './axe.js';
import { type AssetsHarness, CHAIN, createAssetsHarness, settle, teardown, WPUSD } from './harness.js';

let harness: AssetsHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
});

const native = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: CHAIN,
  price: 2875.4,
  value: 2875.4 * 1.23456,
  quantity: { decimals: '18', numeric: '1.23456' },
  iconUrl: '',
};
const wpusd = {
  name: 'Walletport USD',
  symbol: 'WPUSD',
  chainId: CHAIN,
  address: `${CHAIN}:${WPUSD}`,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
};

async function panel(
  options: Parameters<typeof createAssetsHarness>[0] = {},
  setUp?: (h: AssetsHarness) => void,
) {
  harness = createAssetsHarness(options);
  setUp?.(harness);
  await harness.connect();
  const view = harness.render(TokensPanel);
  await act(() => settle());
  return { h: harness, view };
}

describe('the Tokens tab', () => {
  it('lists the tokens with quantity (3 decimals) and fiat (2 decimals) only where a price exists', async () => {
    const { view } = await panel({}, (h) => h.server.answer('balance', { balances: [wpusd, native] }));
    // The first load also loads the walletAssets service's chunk.
    const list = await screen.findByRole('list', { name: 'Tokens on Walletport Devnet' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.wp-token-row__name')?.textContent)).toEqual([
      'Ether',
      'Walletport USD',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('1.234 ETH')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Value $3,549.85')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('12.500 WPUSD')).toBeTruthy();
    // No price: no fiat at all, never $0.00.
    expect((rows[1] as HTMLElement).querySelector('.wp-token-row__fiat')).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows placeholder rows while the list loads, busy for assistive technology', async () => {
    let release = () => {};
    const { view } = await panel({}, (h) => {
      release = h.server.hold('balance');
    });
    expect(view.container.querySelector('[aria-busy="true"] .wp-skeleton')).not.toBeNull();
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
    await act(async () => {
      release();
      await settle();
    });
    expect(view.container.querySelector('.wp-skeleton')).toBeNull();
  });

  it("a failed load: 'Token Balance Unavailable' with a retry that loads again", async () => {
    const { h, view } = await panel({}, (harness) => {
      harness.server.answer('balance', { balances: [native] });
      harness.server.fail('balance', 1);
    });
    expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable');
    expect(await axeViolations(view.container)).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(screen.getByText('Ether')).toBeTruthy();
    // The retry skips the 30 s cache and the server's own.
    expect(h.server.requests.at(-1)?.url.searchParams.get('forceUpdate')).toBe('true');
  });

  it("without a server, lists the native coin the wallet's network reports (no fiat)", async () => {
    const { view } = await panel({ server: false });
    expect(screen.getByText('2.500 ETH')).toBeTruthy();
    expect(view.container.querySelector('.wp-token-row__fiat')).toBeNull();
  });

  it('the empty state, when there is nothing to list', async () => {
    const { view } = await panel();
    // A loaded list with nothing in it (a real server always lists the native coin, so it is set here).
    await act(async () => {
      h().instance.stores.accounts.setState((state) => ({ eip155: { ...state.eip155!, tokenBalance: [] } }));
      h().instance.services.features.walletAssets?.store.setState({
        tokens: { status: 'ready', key: 'x', source: 'server', error: undefined },
      });
      await settle();
    });
    expect(screen.getByText('No tokens yet')).toBeTruthy();
    expect(screen.getByText('Tokens you hold on Walletport Devnet will show here.')).toBeTruthy();
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe('token text', () => {
  it('writes the quantity with 3 decimals rounded down, and keeps a garbled one as it came', () => {
    expect(quantityText({ quantity: { decimals: '18', numeric: '0.99999' }, symbol: 'ETH' }, 'en')).toBe(
      '0.999 ETH',
    );
    expect(quantityText({ quantity: { decimals: '18', numeric: '1e5' }, symbol: 'ETH' }, 'en')).toBe(
      '1e5 ETH',
    );
    expect(quantityText({ quantity: { decimals: '6', numeric: '1234.5' }, symbol: 'X' }, 'de')).toBe(
      '1.234,500 X',
    );
  });

  it('writes fiat only with a price; a price without a value is priced from the quantity', () => {
    const quantity = { decimals: '18', numeric: '2' };
    expect(fiatText({ quantity }, 'en')).toBeUndefined();
    expect(fiatText({ quantity, price: 0 }, 'en')).toBe('$0.00');
    expect(fiatText({ quantity, price: 1.5 }, 'en')).toBe('$3.00');
    expect(fiatText({ quantity, price: 1.5, value: 10 }, 'en')).toBe('$10.00');
  });

  it('draws a token without an icon with three letters of its symbol', () => {
    expect(symbolMonogram('WPUSD')).toBe('WPU');
    expect(symbolMonogram('w.p')).toBe('WP');
  });
});

function h(): AssetsHarness {
  if (harness === undefined) throw new Error('no harness');
  return harness;
}
