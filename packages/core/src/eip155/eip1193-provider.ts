/**
 * The EIP-1193 provider as Walletport hands it to apps (`useAppKitProvider('eip155').walletProvider`,
 * AppKit's `Provider`) and as eip155 adapters talk to wallets. Declared here, structurally, so neither core
 * nor an app needs a wallet library's types: ethers' BrowserProvider and viem's custom transport both
 * accept it as it is.
 */

export interface Eip1193RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

export type Eip1193EventListener = (...args: never[]) => void;

export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: Eip1193EventListener): unknown;
  removeListener?(event: string, listener: Eip1193EventListener): unknown;
}

/** True for anything with a `request` function: wallets put more on their providers, never less. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}
