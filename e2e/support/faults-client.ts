/**
 * Support for the client-side fault suites (faults-client, faults-storage and faults-reloads specs): a relay
 * socket the test can cut or refuse, the scriptable wallet's connection, connected and disconnected states
 * as the page shows them, signatures checked against their signer, and the timings of a reload soak.
 */
import { expect, type Page } from '@playwright/test';
import { type Address, verifyMessage } from 'viem';
import { expectedBalance } from './chain.js';
import type { CoreHelpers } from './core.js';
import { accountButton, approveInWallet, connectButton, hookValue, modal } from './demo.js';
import { SCRIPTABLE_ACCOUNT, SCRIPTABLE_WALLET_NAME, type ScriptableWallet } from './scriptable-wallet.js';
import type { E2eStack } from './stack.js';
import { DEMO_DAPP, walletCard, type WalletConnectPages } from './walletconnect.js';

/** apps/demo/src/panels/SignMessagePanel.tsx */
export const DEMO_MESSAGE = 'Hello from the Walletport demo';
/** The relay tag of a wc_sessionRequest publish (packages/core/src/walletconnect/client/rpc-options.ts). */
const SESSION_REQUEST_TAG = 1108;

export async function relayUrlOf(stack: E2eStack): Promise<string> {
  const { relayUrl } = (await (await fetch(`${stack.demo}/config.json`)).json()) as { relayUrl?: string };
  if (relayUrl === undefined) throw new Error('the e2e stack serves no relayUrl in /config.json');
  return relayUrl;
}

/**
 * How the test's route treats the page's relay sockets: `pass` forwards both ways; `refuse` closes every
 * new socket at once (the relay down); `cut-at-sign` forwards until the page publishes a session request,
 * then swallows that frame, closes the socket and turns to `refuse` (the network gone mid-request).
 */
export type RelayMode = 'pass' | 'refuse' | 'cut-at-sign';

export interface RelaySwitch {
  mode: RelayMode;
  /** Sockets the page opened, refused ones included. */
  readonly opened: () => number;
  /** Set once `cut-at-sign` swallowed a session request. */
  readonly cutAt: () => number | undefined;
}

/** Routes every relay socket of `page` through the switch; call before the page loads. */
export async function routeRelay(page: Page, relayUrl: string): Promise<RelaySwitch> {
  const relayHost = new URL(relayUrl).host;
  let opened = 0;
  let cutAt: number | undefined;
  const live = new Set<{ close(): Promise<void> }>();
  const relay: RelaySwitch = { mode: 'pass', opened: () => opened, cutAt: () => cutAt };
  await page.routeWebSocket(
    (url) => url.host === relayHost,
    (route) => {
      opened++;
      // 1006 is what a browser reports for a connection that failed or broke without a close frame.
      const drop = () => route.close({ code: 1006, reason: 'relay unreachable' }).catch(() => undefined);
      if (relay.mode === 'refuse') {
        void drop();
        return;
      }
      const server = route.connectToServer();
      const handle = {
        close: async () => {
          await drop();
          await server.close().catch(() => undefined);
        },
      };
      live.add(handle);
      // With a close handler Playwright no longer forwards the page's close: the relay's side is closed here.
      route.onClose(() => {
        live.delete(handle);
        void server.close().catch(() => undefined);
      });
      route.onMessage((frame) => {
        if (relay.mode === 'refuse') return;
        if (relay.mode === 'cut-at-sign' && isSessionRequest(frame)) {
          cutAt = Date.now();
          relay.mode = 'refuse';
          for (const socket of live) void socket.close();
          return;
        }
        server.send(frame);
      });
    },
  );
  return relay;
}

function isSessionRequest(frame: string | Buffer): boolean {
  if (typeof frame !== 'string') return false;
  try {
    const message = JSON.parse(frame) as { method?: unknown; params?: { tag?: unknown } };
    return message.method === 'irn_publish' && message.params?.tag === SESSION_REQUEST_TAG;
  } catch {
    return false;
  }
}

export const scriptableRow = (page: Page) =>
  modal(page).getByRole('button', { name: new RegExp(SCRIPTABLE_WALLET_NAME) });

/** Connect Wallet, the scriptable wallet, approve (and approve a network switch if one follows). */
export async function connectScriptable(page: Page, wallet: ScriptableWallet): Promise<void> {
  await connectButton(page).click();
  await scriptableRow(page).click();
  expect(await wallet.nextPrompt()).toBe('wallet_requestPermissions');
  wallet.approve();
  await expect
    .poll(async () => {
      if (wallet.pendingPrompt() === 'wallet_switchEthereumChain') wallet.approve();
      return modal(page).isHidden();
    })
    .toBe(true);
  await expect(accountButton(page)).toBeVisible();
}

/** The demo is connected as `address` per the header, Walletport's hooks and wagmi's. */
export async function expectConnectedAs(page: Page, address: string): Promise<void> {
  await expect(accountButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('true');
  await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(address);
  await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('connected');
  await expect(hookValue(page, 'useAccount()', 'address')).toHaveText(address);
}

export async function expectDisconnected(page: Page): Promise<void> {
  await expect(connectButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(accountButton(page)).toHaveCount(0);
  await expect(hookValue(page, 'useAppKitAccount()', 'isConnected')).toHaveText('false');
  await expect(hookValue(page, 'useAccount()', 'status')).toHaveText('disconnected');
}

/** wagmi's balance read in the demo equals the devnet node's balance of `address` on `chainId`. */
export async function expectRealBalance(
  page: Page,
  stack: E2eStack,
  core: CoreHelpers,
  chainId: number,
  address: string,
): Promise<void> {
  const balance = await expectedBalance(stack, core, chainId, address as `0x${string}`);
  await expect(hookValue(page, 'useBalance()', 'formatted')).toHaveText(balance, { timeout: 20_000 });
}

/** Sign message, answered in the scriptable wallet, checked against its account. */
export async function signWithScriptable(page: Page, wallet: ScriptableWallet): Promise<void> {
  await signButton(page).click();
  expect(await wallet.nextPrompt()).toBe('personal_sign');
  wallet.approve();
  await expectSignatureBy(page, SCRIPTABLE_ACCOUNT);
}

/** Sign message, approved in the dev wallet's panel, checked against `signer`. */
export async function signWithDevWallet(page: Page, signer: string): Promise<void> {
  await signButton(page).click();
  await approveInWallet(page);
  await expectSignatureBy(page, signer);
}

export const signatureOutput = (page: Page) => page.getByRole('status', { name: 'Signature' });
export const signButton = (page: Page) => page.getByRole('button', { name: 'Sign message' });

/** Waits for the demo's signature and checks that `signer` made it over the demo's message. */
export async function expectSignatureBy(page: Page, signer: string): Promise<void> {
  const output = signatureOutput(page);
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 });
  const valid = await verifyMessage({
    address: signer as Address,
    message: DEMO_MESSAGE,
    signature: (await output.textContent()) as `0x${string}`,
  });
  expect(valid, `the demo's signature is ${signer}'s`).toBe(true);
}

/** Sign message in the demo, Approve on the WalletConnect wallet page, the signature checked. */
export async function signOverWalletConnect({ demo, wallet }: WalletConnectPages, signer: string) {
  await demo.bringToFront();
  await signButton(demo).click();
  const card = walletCard(wallet, `Sign message · ${DEMO_DAPP}`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await wallet.bringToFront();
  await card.getByRole('button', { name: 'Approve' }).click();
  await demo.bringToFront();
  await expectSignatureBy(demo, signer);
}

/** Median and 95th percentile (nearest rank) of `values`, rounded to whole milliseconds. */
export function medianAndP95(values: readonly number[]): { median: number; p95: number } {
  if (values.length === 0) throw new Error('no timings');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return { median: Math.round(rank(0.5)), p95: Math.round(rank(0.95)) };
}
