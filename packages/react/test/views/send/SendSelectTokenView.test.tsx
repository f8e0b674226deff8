// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextListFocus } from '../../../src/views/send-select-token/list-keys.js';
import {
  afterLookups,
  axeViolations,
  mountSend,
  type SendHarness,
  settle,
  teardown,
  WPT,
  wptBalance,
} from './harness.js';

let harness: SendHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
});

const WPUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

/** Send → the token list, with WPT (unpriced) and WPUSD (priced) held. */
async function onTokenList() {
  harness = await mountSend();
  harness.instance.services.modal.open();
  harness.instance.services.router.push({ name: 'Send' });
  const view = harness.render();
  await afterLookups();
  await harness.setTokens([
    wptBalance('420.5'),
    {
      name: 'Walletport USD',
      symbol: 'WPUSD',
      chainId: 'eip155:1',
      address: WPUSD,
      quantity: { decimals: '6', numeric: '1250.5' },
      price: 1,
      value: 1250.5,
      iconUrl: '',
    },
  ]);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'ETH, change token' }));
  });
  await settle();
  return { h: harness, view };
}

const list = () => screen.getByRole('list', { name: 'Your tokens' });
const rowNames = () =>
  within(list())
    .getAllByRole('button')
    .map((row) => row.textContent);

describe('SendSelectTokenView', () => {
  it('lists the native token first, then the tokens held, with balances and a fiat value only when priced', async () => {
    const { view } = await onTokenList();
    expect(rowNames()).toEqual([
      'ETHEther1.5',
      'WPUSDWalletport USD1,250.5$1,250.50',
      'WPTWalletport Token420.5',
    ]);
    expect(within(list()).getAllByRole('button')[0]?.getAttribute('aria-current')).toBe('true');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('searches by symbol, name or address, and says when nothing matches', async () => {
    await onTokenList();
    const search = screen.getByRole('searchbox', { name: 'Search tokens' });
    await act(async () => {
      fireEvent.change(search, { target: { value: 'usd' } });
    });
    expect(rowNames()).toEqual(['WPUSDWalletport USD1,250.5$1,250.50']);
    await act(async () => {
      fireEvent.change(search, { target: { value: WPT.slice(0, 10) } });
    });
    expect(rowNames()).toEqual(['WPTWalletport Token420.5']);
    await act(async () => {
      fireEvent.change(search, { target: { value: 'doge' } });
    });
    expect(screen.getByText('No token matches “doge”')).toBeTruthy();
  });

  it('choosing a token goes back to Send with it', async () => {
    const { h } = await onTokenList();
    await act(async () => {
      fireEvent.click(within(list()).getByRole('button', { name: /^WPT/ }));
    });
    await afterLookups();
    expect(h.instance.stores.router.getState().view.name).toBe('Send');
    expect(screen.getByRole('button', { name: 'WPT, change token' })).toBeTruthy();
  });

  it('the arrow keys move from the search field through the rows and back', async () => {
    await onTokenList();
    const search = screen.getByRole('searchbox', { name: 'Search tokens' });
    search.focus();
    const rows = within(list()).getAllByRole('button');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[0]);
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2] as HTMLElement, { key: 'Home' });
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);
  });
});

describe('nextListFocus', () => {
  it('moves down and up, stops at the ends, and goes back to the search field above the first row', () => {
    expect(nextListFocus('ArrowDown', -1, 3)).toBe(0);
    expect(nextListFocus('ArrowDown', 2, 3)).toBe(2);
    expect(nextListFocus('ArrowUp', 1, 3)).toBe(0);
    expect(nextListFocus('ArrowUp', 0, 3)).toBe(-1);
    expect(nextListFocus('Home', 2, 3)).toBe(0);
    expect(nextListFocus('End', 0, 3)).toBe(2);
    expect(nextListFocus('Home', -1, 3)).toBeUndefined();
    expect(nextListFocus('a', 0, 3)).toBeUndefined();
    expect(nextListFocus('ArrowDown', -1, 0)).toBeUndefined();
  });
});
