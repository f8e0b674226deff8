/**
 * What the page sees when a request over the wallet-connect session fails: viem must hand the app a
 * readable error, not "An unknown RPC error occurred.". The session is a stand-in here (this is a test
 * of the connector's error mapping alone); walletconnect.test.ts runs the real client, relay and wallet.
 */
import { createEmitter } from '@wagmi/core/internal';
import type { UniversalProviderHandle, UniversalProviderLike } from '@walletport/core/internal';
import { BaseError, createWalletClient, custom, UserRejectedRequestError } from 'viem';
import { foundry } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { WalletportProviderError } from '../src/viem-errors.js';
import { universalProviderConnector } from '../src/walletconnect-connector.js';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A session on the devnet chain whose wallet answers `sign` with the given failure. */
function sessionFailingWith(failure: unknown): UniversalProviderHandle {
  const provider = {
    session: {
      topic: 'topic',
      namespaces: { eip155: { accounts: [`eip155:31337:${ACCOUNT}`], methods: [], events: [] } },
    },
    async request({ method }: { method: string }) {
      if (method === 'eth_chainId') return '0x7a69';
      throw failure;
    },
    on() {},
    removeListener() {},
  } as unknown as UniversalProviderLike;
  return { getProvider: async () => provider, loadedProvider: () => provider };
}

async function signThrough(handle: UniversalProviderHandle): Promise<unknown> {
  const connector = universalProviderConnector(handle)({
    chains: [foundry],
    emitter: createEmitter('walletConnect'),
  } as never);
  const provider = await connector.getProvider();
  const client = createWalletClient({ account: ACCOUNT, chain: foundry, transport: custom(provider) });
  return client.signMessage({ message: 'hello' }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('wallet-connect request failures as the app sees them through viem', () => {
  it('a request the wallet never answered says the wallet did not answer in time', async () => {
    const expired = Object.assign(new Error('The wallet did not answer in time.'), {
      name: 'WalletConnectClientError',
      code: 'REQUEST_EXPIRED',
    });
    const error = await signThrough(sessionFailingWith(expired));
    expect(error).toBeInstanceOf(WalletportProviderError);
    expect((error as BaseError).shortMessage).toBe('The wallet did not answer in time.');
    expect((error as WalletportProviderError).code).toBe('WALLET_REQUEST_TIMEOUT');
    expect((error as BaseError).walk((cause) => cause === expired)).toBe(expired);
  });

  it("a wallet's rejection (WalletConnect's 5000) is still viem's typed user-rejected error", async () => {
    const error = await signThrough(sessionFailingWith({ code: 5000, message: 'User rejected.' }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
  });

  it('other wallet errors keep their code for viem to map', async () => {
    const error = await signThrough(sessionFailingWith({ code: -32602, message: 'Invalid params' }));
    expect(error).toBeInstanceOf(BaseError);
    expect((error as { code?: unknown }).code).toBe(-32602);
  });
});
