// The demo host page before the modal exists: it speaks EIP-6963 and EIP-1193 directly, so a person can
// try the dev wallet on the local devnet. Everything a wallet announces is untrusted and rendered as text.
import { formatBalance, formatUnits } from '@walletport/core';
import { stringToHex, type EIP1193Provider } from 'viem';
import { readDemoConfig, type DemoConfig } from './config.js';

interface Announced {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: EIP1193Provider;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const wallets = new Map<string, Announced>();
let active: Announced | undefined;
let address: `0x${string}` | undefined;

function log(text: string, isError = false) {
  const item = document.createElement('li');
  item.textContent = text;
  if (isError) item.className = 'error';
  byId('log').prepend(item);
}

function describeError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  return code === undefined ? String(message ?? error) : `${message ?? 'Request failed'} (code ${code})`;
}

function safeIcon(icon: string): string | undefined {
  return /^data:image\/(svg\+xml|png|webp|jpeg)[;,]/.test(icon) ? icon : undefined;
}

function renderWallets() {
  const list = byId<HTMLUListElement>('wallets');
  list.replaceChildren();
  byId('wallets-empty').hidden = wallets.size > 0;
  for (const wallet of wallets.values()) {
    const button = document.createElement('button');
    button.type = 'button';
    const icon = safeIcon(wallet.info.icon);
    if (icon) {
      const img = document.createElement('img');
      img.src = icon;
      img.alt = '';
      button.append(img);
    }
    const label = document.createElement('span');
    label.textContent = `Connect ${wallet.info.name}`;
    button.append(label);
    button.addEventListener('click', () => connect(wallet));
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
  }
}

async function connect(wallet: Announced) {
  try {
    log(`Asking ${wallet.info.name} for accounts…`);
    const accounts = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[];
    active = wallet;
    address = accounts[0];
    wallet.provider.on('accountsChanged', (next: `0x${string}`[]) => {
      address = next[0];
      void refresh();
    });
    wallet.provider.on('chainChanged', () => void refresh());
    log(`Connected ${address}`);
    await refresh();
  } catch (error) {
    log(`Connection failed: ${describeError(error)}`, true);
  }
}

async function refresh() {
  const section = byId('account');
  if (!active || !address) {
    section.hidden = true;
    return;
  }
  section.hidden = false;
  const chainId = Number(await active.provider.request({ method: 'eth_chainId' }));
  const chain = config.chains.find((c) => c.id === chainId);
  const balance = (await active.provider.request({
    method: 'eth_getBalance',
    params: [address, 'latest'],
  })) as string;
  byId('wallet-name').textContent = active.info.name;
  byId('address').textContent = address;
  byId('chain').textContent = chain ? `${chain.name} (${chainId})` : `Unknown Network (${chainId})`;
  byId('balance').textContent = formatBalance(formatUnits(BigInt(balance), 18), { symbol: 'ETH' });
}

async function sign() {
  if (!active || !address) return;
  try {
    const message = `Hello from the Walletport demo at ${new Date().toISOString()}`;
    const signature = await active.provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    });
    log(`Signed: ${signature.slice(0, 18)}…`);
  } catch (error) {
    log(`Signing failed: ${describeError(error)}`, true);
  }
}

async function send() {
  if (!active || !address) return;
  try {
    const hash = await active.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x38d7ea4c68000' }],
    });
    log(`Sent transaction ${hash}`);
    await refresh();
  } catch (error) {
    log(`Sending failed: ${describeError(error)}`, true);
  }
}

async function switchNetwork() {
  if (!active) return;
  try {
    const current = Number(await active.provider.request({ method: 'eth_chainId' }));
    const next = config.chains.find((c) => c.id !== current) ?? config.chains[0];
    if (!next) return;
    await active.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${next.id.toString(16)}` }],
    });
    log(`Switched to ${next.name}`);
  } catch (error) {
    log(`Switching failed: ${describeError(error)}`, true);
  }
}

function loadPageWallet() {
  const script = document.createElement('script');
  script.src = config.devWalletScriptUrl;
  script.onerror = () => log('Could not load the page-script dev wallet.', true);
  document.head.append(script);
}

let config: DemoConfig;

async function main() {
  config = await readDemoConfig();
  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent<Announced>).detail;
    if (!detail?.info?.uuid || typeof detail.provider?.request !== 'function') return;
    wallets.set(detail.info.uuid, detail);
    renderWallets();
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  byId('sign').addEventListener('click', sign);
  byId('send').addEventListener('click', send);
  byId('switch').addEventListener('click', switchNetwork);
  byId('load-page-wallet').addEventListener('click', loadPageWallet);
}

void main();
