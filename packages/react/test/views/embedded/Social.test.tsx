// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialLoginError, type StoredSocialProvider, WalletportError } from '@walletport/core/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { socialLayout } from '../../../src/social/SocialButtons.js';
import { createEmbeddedKit, type EmbeddedKit, settle, teardown, USER } from './harness.js';

let kit: EmbeddedKit | undefined;
/** The popups the clicks opened (the browser's window.open, stood in for). */
let popups: { closed: boolean; close(): void; location: { href: string } }[] = [];
beforeEach(() => {
  popups = [];
  vi.spyOn(window, 'open').mockImplementation(() => {
    const popup = {
      closed: false,
      location: { href: 'about:blank' },
      close() {
        popup.closed = true;
      },
    };
    popups.push(popup);
    return popup as unknown as Window;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  teardown(kit);
  kit = undefined;
});

const SOCIAL_USER = { ...USER, email: undefined, socialProvider: 'github', userName: 'octo' };

function socialKit(served: string[], socials?: StoredSocialProvider[]) {
  kit = createEmbeddedKit(socials === undefined ? {} : { appKit: { features: { socials } } as never });
  kit.fake.social.providers.answer(served);
  return kit;
}

async function openConnecting(k: EmbeddedKit, provider: StoredSocialProvider = 'github') {
  k.renderOutlet();
  await settle();
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: new RegExp(`Continue with ${name(provider)}`) }));
  await settle();
}

const NAMES: Record<string, string> = { github: 'GitHub', google: 'Google', x: 'X', discord: 'Discord' };
const name = (provider: string) => NAMES[provider] ?? provider;

describe('social buttons: layout', () => {
  it('first wide, up to four icons, and "more" takes the last slot when more follow', () => {
    expect(socialLayout([])).toEqual({ wide: undefined, icons: [], overflow: [] });
    expect(socialLayout(['google', 'x', 'discord', 'github', 'apple'])).toEqual({
      wide: 'google',
      icons: ['x', 'discord', 'github', 'apple'],
      overflow: [],
    });
    expect(socialLayout(['google', 'x', 'discord', 'github', 'apple', 'facebook'])).toEqual({
      wide: 'google',
      icons: ['x', 'discord', 'github'],
      overflow: ['apple', 'facebook'],
    });
  });
});

describe('Connect view: social section', () => {
  it("shows the app's providers the server offers, in the app's order, first one wide", async () => {
    socialKit(['github', 'google', 'discord'], ['discord', 'apple', 'google', 'github']);
    kit?.renderOutlet();
    await settle();
    const section = screen.getByRole('region', { name: 'Log in with a social account' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('data-social-provider'))).toEqual([
      'discord',
      'google',
      'github',
    ]);
    expect(buttons[0]?.textContent).toBe('Continue with Discord');
    expect(buttons[1]?.getAttribute('aria-label')).toBe('Continue with Google');
    expect(within(section).queryByRole('button', { name: 'More sign-in options' })).toBeNull();
  });

  it('shows no section (and no divider for it) when the server offers none of them', async () => {
    socialKit([]);
    kit?.renderOutlet();
    await settle();
    expect(screen.queryByRole('region', { name: 'Log in with a social account' })).toBeNull();
    expect(document.querySelectorAll('.wp-connect-divider')).toHaveLength(1);
  });

  it('"more" opens the list of every provider', async () => {
    const k = socialKit(['google', 'x', 'discord', 'github', 'apple', 'facebook']);
    k.renderOutlet();
    await settle();
    await userEvent.setup().click(screen.getByRole('button', { name: 'More sign-in options' }));
    await settle();
    expect(k.view().name).toBe('ConnectSocials');
    const list = screen.getByRole('region', { name: 'Log in with a social account' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ]);
  });
});

describe('ConnectingSocial', () => {
  it('the click starts the login at once, then the view waits with Cancel', async () => {
    const k = socialKit(['github']);
    await openConnecting(k);
    expect(k.fake.social.requests).toHaveLength(1);
    expect(k.fake.social.requests[0]).toMatchObject({ provider: 'github', chainId: 1 });
    // Opened inside the click, blank; the wallet points it at the provider.
    expect(popups).toHaveLength(1);
    expect(k.fake.social.requests[0]?.popup).toBe(popups[0]);
    expect(k.view()).toEqual({ name: 'ConnectingSocial', params: { provider: 'github' } });
    expect(screen.getByRole('status').textContent).toBe('Continue in the GitHub window');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it("the account state's socialWindow is the popup while the login runs, and nothing after", async () => {
    const k = socialKit(['github']);
    await openConnecting(k);
    expect(k.instance.stores.accounts.getState().eip155?.socialWindow).toBe(popups[0]);
    k.fake.social.settle(new SocialLoginError('access_denied', 'github'));
    await settle();
    expect(k.instance.stores.accounts.getState().eip155?.socialWindow).toBeUndefined();
  });

  it('connected: the login ends as every connect does, with SOCIAL_LOGIN_SUCCESS', async () => {
    const k = socialKit(['github']);
    const events: unknown[] = [];
    k.instance.services.events.on('SOCIAL_LOGIN_SUCCESS', (data) => events.push(['social', data]));
    k.instance.services.events.on('CONNECT_SUCCESS', (data) => events.push(['connect', data]));
    k.instance.services.modal.open({ view: { name: 'Connect' } });
    await openConnecting(k);
    k.fake.social.settle({ next: 'connected', user: SOCIAL_USER });
    await settle(5);
    expect(k.fake.completeLogin.calls).toEqual([SOCIAL_USER]);
    expect(events).toEqual([
      ['social', { provider: 'github' }],
      ['connect', expect.objectContaining({ method: 'social', connectorId: 'ID_AUTH' })],
    ]);
    expect(k.instance.stores.modal.getState().open).toBe(false);
  });

  it('a new account goes on to the key step, named by its provider', async () => {
    const k = socialKit(['github']);
    await openConnecting(k);
    k.fake.social.settle({ next: 'create-key' });
    await settle();
    expect(k.view()).toEqual({ name: 'EmbeddedWalletKey', params: { email: 'GitHub', step: 'create-key' } });
  });

  it('Cancel ends the login and goes back to Connect', async () => {
    const k = socialKit(['github']);
    await openConnecting(k);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(k.fake.social.requests[0]?.signal?.aborted).toBe(true);
    expect(k.view().name).toBe('Connect');
  });

  it.each([
    ['access_denied', 'Access was not allowed at GitHub.'],
    ['invalid_state', 'This login expired or was already used. Please try again.'],
    ['provider_error', 'GitHub could not complete the login. Please try again.'],
    ['popup_closed', 'The GitHub window was closed before the login finished.'],
  ] as const)('%s says so, and Try again starts a new login', async (reason, text) => {
    const k = socialKit(['github']);
    await openConnecting(k);
    k.fake.social.settle(new SocialLoginError(reason, 'github'));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(text);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(k.fake.social.requests).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Continue in the GitHub window');
  });

  it("shows the frame's or server's own words for other failures", async () => {
    const k = socialKit(['github']);
    await openConnecting(k);
    k.fake.social.settle(new WalletportError('Origin not allowed', { code: 'EMBEDDED_WALLET_ERROR' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Origin not allowed');
  });

  it('redirect mode: says where the page goes', async () => {
    const k = socialKit(['github']);
    await openConnecting(k);
    k.fake.social.settle({ next: 'redirecting' });
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Taking you to GitHub');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('a redirect that came back is redeemed once, then the login ends', async () => {
    const k = socialKit(['google']);
    const result = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';
    k.fake.store.setState({ socialReturn: { provider: 'google', outcome: { result } } });
    k.fake.social.connect.answer({ next: 'connected', user: { ...SOCIAL_USER, socialProvider: 'google' } });
    k.openOn({ name: 'ConnectingSocial', params: { provider: 'google' } });
    k.renderOutlet();
    await settle(5);
    expect(k.fake.social.connect.calls).toEqual([{ result, chainId: 1 }]);
    expect(k.fake.store.getState().socialReturn).toBeUndefined();
    expect(k.fake.completeLogin.calls).toHaveLength(1);
  });

  it('a redirect that came back denied says so', async () => {
    const k = socialKit(['google']);
    k.fake.store.setState({ socialReturn: { provider: 'google', outcome: { error: 'access_denied' } } });
    k.openOn({ name: 'ConnectingSocial', params: { provider: 'google' } });
    k.renderOutlet();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Access was not allowed at Google.');
    expect(k.fake.social.connect.calls).toEqual([]);
  });

  it('opened on its own, it offers to start the login', async () => {
    const k = socialKit(['google']);
    k.openOn({ name: 'ConnectingSocial', params: { provider: 'google' } });
    k.renderOutlet();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(k.fake.social.requests).toHaveLength(1);
  });
});
