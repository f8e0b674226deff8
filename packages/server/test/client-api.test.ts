/**
 * Core's API clients (the ones the modal uses) against the real server: buildServer on PGlite in
 * memory, listening on 127.0.0.1, reading balances from a real devnet. This proves the two sides agree
 * on paths, parameters and answer shapes, which neither side's own tests can.
 */
import {
  chainIdToCoinType,
  createBlockchainApiClient,
  createHttpClient,
  createProjectApiClient,
  findNativeBalance,
  isOriginAllowed,
} from '@walletport/core/internal';
import { devnetAccount } from '@walletport/devnet';
import { formatEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { CAIP_CHAIN_ID, devnetClient, PROJECT_ID, withProject } from './blockchain/chain-test-kit.js';
import { useListeningServerOnDevnet } from './support/listening-server.js';

const SDK = { sdkType: 'walletport', sdkVersion: 'client-api-test' };

const server = useListeningServerOnDevnet();

function clients(projectId: string = PROJECT_ID) {
  const http = createHttpClient({ baseUrl: server.baseUrl });
  return {
    blockchain: createBlockchainApiClient({ http, projectId, ...SDK }),
    project: createProjectApiClient({ http, projectId, ...SDK }),
  };
}

describe("core's API clients against the Walletport server", () => {
  it('reads the demo project’s allowed origins, which admit a local dev page', async () => {
    const origins = (await clients().project.getAllowedOrigins()) ?? [];
    expect(origins).toEqual(expect.arrayContaining(['http://127.0.0.1:*', 'http://localhost:*']));
    expect(isOriginAllowed('http://127.0.0.1:5173', origins)).toBe(true);
    expect(isOriginAllowed('https://shop.example.com', origins)).toBe(false);
  });

  it('an unknown project gets no origins (the server answers 403)', async () => {
    await expect(clients('no-such-project').project.getAllowedOrigins()).resolves.toEqual([]);
  });

  it('lists the served chains and reads the native balance exactly as the chain holds it', async () => {
    const { blockchain } = clients();
    expect((await blockchain.getSupportedChains()).http).toContain(CAIP_CHAIN_ID);
    const owner = devnetAccount(1).address;
    const onChain = await devnetClient(server.devnet).getBalance({ address: owner });
    const balances = await blockchain.getBalances(owner, CAIP_CHAIN_ID, { forceUpdate: true });
    const native = findNativeBalance(balances, CAIP_CHAIN_ID);
    expect(native?.quantity.numeric).toBe(formatEther(onChain));
    expect(native?.symbol).toBe('ETH');
  });

  it('answers empty for a network the server does not serve', async () => {
    await expect(
      clients().blockchain.getBalances(devnetAccount(1).address, 'eip155:999999'),
    ).resolves.toEqual([]);
  });

  it('reads a registered name as the identity of its address', async () => {
    const signer = devnetAccount(6);
    const { blockchain } = clients();
    expect(await blockchain.getIdentity(signer.address)).toEqual({ name: null, avatar: null });

    const label = `client-${Date.now().toString(36)}`;
    const message = JSON.stringify({ name: label, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const registered = await server.app.inject({
      method: 'POST',
      url: withProject('/v1/profile/account'),
      payload: {
        coin_type: chainIdToCoinType(31337),
        address: signer.address,
        message,
        signature: await signer.signMessage({ message }),
      },
    });
    expect(registered.statusCode).toBe(200);
    // A fresh client (the one above caches the empty identity for 5 minutes, as the SDK does).
    const identity = await clients().blockchain.getIdentity(signer.address);
    expect(identity.name).toContain(label);
  });

  it('surfaces a server refusal to the caller as the HTTP error', async () => {
    await expect(clients('no-such-project').blockchain.getIdentity(devnetAccount(1).address)).rejects.toThrow(
      'HTTP status code: 403',
    );
  });
});
