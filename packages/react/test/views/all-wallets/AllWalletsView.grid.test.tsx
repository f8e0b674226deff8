// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRID_MIN_WIDTH } from '../../../src/views/all-wallets/wallet-layout.js';
import { announced, createKit, eventually, type Kit, settle, teardown } from '../connect/harness.js';

let kit: Kit | undefined;
afterEach(() => {
  teardown(kit);
  kit = undefined;
  vi.restoreAllMocks();
  document.body.removeAttribute('dir');
});

const RABBY = announced('Rabby Wallet', 'io.rabby');
const list = () => screen.getByRole('list', { name: 'Wallets' });
/** happy-dom lays nothing out: the list's width is what the test says the card gives it. */
const giveListWidth = (width: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);

function showAllWallets() {
  kit = createKit({ connectors: [RABBY] });
  kit.instance.services.modal.open();
  kit.instance.services.router.push({ name: 'AllWallets' });
  kit.renderOutlet();
  return kit;
}
const loaded = () => eventually(() => expect(list().getAttribute('aria-busy')).toBeNull());
const items = () => Array.from(list().querySelectorAll<HTMLElement>(':scope > li'));
/** Where the list puts item `index`: its line (translateY) and its column. */
const placeOf = (li: HTMLElement) => [li.style.transform, li.style.getPropertyValue('--wp-wallet-column')];

describe('AllWalletsView: grid or list by the width of the card', () => {
  it(`a list at least ${GRID_MIN_WIDTH} px wide (the 360 px card) shows tiles, four to a line, logo above the name`, async () => {
    giveListWidth(328);
    showAllWallets();
    await loaded();
    expect(list().getAttribute('data-layout')).toBe('grid');
    expect(list().style.getPropertyValue('--wp-wallet-columns')).toBe('4');
    const rabby = screen.getByRole('button', { name: /^Rabby Wallet/ });
    expect(rabby.classList.contains('wp-wallet-tile')).toBe(true);
    // The logo first, then the name (a column): the tile reads top to bottom.
    const [image, name] = Array.from(rabby.children);
    expect(image?.querySelector('.wp-wallet-image')).toBeTruthy();
    expect(name?.textContent).toBe('Rabby Wallet');
    // Installed: a check on the logo, and the word in the button's name.
    expect(rabby.querySelector('.wp-wallet-tile__installed')).toBeTruthy();
    expect(within(rabby).getByText('Installed')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /^MetaMask/ })).queryByText('Installed')).toBeNull();
    // Four wallets share the first line, in columns 0 to 3; the fifth starts the next line.
    const places = items().slice(0, 5).map(placeOf);
    expect(places.slice(0, 4).map(([line]) => line)).toEqual(Array(4).fill(places[0]?.[0]));
    expect(places.slice(0, 4).map(([, column]) => column)).toEqual(['0', '1', '2', '3']);
    expect(places[4]).toEqual(['translateY(108px)', '0']);
  });

  it('a narrower list (a 320 px phone) keeps the list of rows', async () => {
    giveListWidth(288);
    showAllWallets();
    await loaded();
    expect(list().getAttribute('data-layout')).toBe('list');
    const rabby = screen.getByRole('button', { name: /^Rabby Wallet/ });
    expect(rabby.classList.contains('wp-list-item')).toBe(true);
    expect(list().querySelector('.wp-wallet-tile')).toBeNull();
  });

  it('the grid skeleton is tiles of the same box, and the wallets take their places without moving', async () => {
    giveListWidth(328);
    showAllWallets();
    // Loading: the installed wallet, then placeholder tiles filling four lines.
    expect(list().getAttribute('aria-busy')).toBe('true');
    const placeholders = list().querySelectorAll('.wp-wallet-tile--placeholder');
    expect(placeholders.length).toBe(16);
    expect(list().querySelector('.wp-all-wallets-placeholder')).toBeNull();
    const logo = placeholders[0]?.querySelector<HTMLElement>('.wp-wallet-tile__image .wp-skeleton');
    expect([logo?.style.width, logo?.style.height]).toEqual(['56px', '56px']);
    const before = items().slice(0, 8).map(placeOf);

    await loaded();
    expect(list().querySelector('.wp-wallet-tile--placeholder')).toBeNull();
    expect(items().slice(0, 8).map(placeOf)).toEqual(before);
    const image = items()[1]?.querySelector<HTMLElement>('.wp-wallet-image');
    expect([image?.style.width, image?.style.height]).toEqual(['56px', '56px']);
  });

  it('keyboard: Tab walks the tiles in order; the arrows move by tile and by line; Enter chooses', async () => {
    giveListWidth(328);
    const k = showAllWallets();
    await loaded();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Rabby Wallet');
    await user.tab();
    expect(document.activeElement?.textContent).toContain('MetaMask');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toContain('Rabby Wallet');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-wallet-index')).toBe('4');
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-wallet-index')).toBe('1');
    await user.keyboard('{Enter}');
    expect(k.view()).toMatchObject({ name: 'ConnectingExternal' });
    await settle();
  });

  it('right to left, the first tile is on the right: ArrowLeft goes forward', async () => {
    document.body.setAttribute('dir', 'rtl');
    giveListWidth(328);
    showAllWallets();
    await loaded();
    const first = screen.getByRole('button', { name: /^Rabby Wallet/ });
    act(() => first.focus());
    const user = userEvent.setup();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-wallet-index')).toBe('1');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(first);
  });
});
