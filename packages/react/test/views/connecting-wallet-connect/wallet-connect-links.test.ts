import { describe, expect, it } from 'vitest';
import { walletConnectLinks } from '../../../src/views/connecting-wallet-connect/wallet-connect-links.js';
import { PAIRING_URI } from './harness.js';

const encoded = encodeURIComponent(PAIRING_URI);
const wallet = {
  mobile_link: 'https://link.wallet.example',
  desktop_link: 'walletapp:',
  webapp_link: 'https://app.wallet.example/',
};

describe('walletConnectLinks', () => {
  it('desktop: the desktop app (native scheme) and the web app, each with the encoded URI', () => {
    expect(walletConnectLinks(wallet, PAIRING_URI, { isMobile: false })).toEqual([
      { kind: 'desktop', base: 'walletapp:', href: `walletapp://wc?uri=${encoded}`, newTab: false },
      {
        kind: 'webapp',
        base: 'https://app.wallet.example/',
        href: `https://app.wallet.example/wc?uri=${encoded}`,
        newTab: true,
      },
    ]);
  });

  it('phone: the mobile universal link first, the web app, never the desktop app', () => {
    expect(
      walletConnectLinks(wallet, PAIRING_URI, { isMobile: true }).map((link) => [link.kind, link.href]),
    ).toEqual([
      ['mobile', `https://link.wallet.example/wc?uri=${encoded}`],
      ['webapp', `https://app.wallet.example/wc?uri=${encoded}`],
    ]);
  });

  it('unsafe or missing registry links are dropped', () => {
    const unsafe = {
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'data:text/html,x',
      webapp_link: 'http://evil.example',
    };
    expect(walletConnectLinks(unsafe, PAIRING_URI, { isMobile: false })).toEqual([]);
    expect(walletConnectLinks(unsafe, PAIRING_URI, { isMobile: true })).toEqual([]);
    expect(walletConnectLinks({ mobile_link: null }, PAIRING_URI, { isMobile: true })).toEqual([]);
  });
});
