/** Native balances read with ethers from the real devnet node, before and without a connection. */
import { type EvmCaipNetwork, localDevnet } from '@walletport/core';
import { formatEther, parseEther, toQuantity } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EthersAdapter } from '../src/index.js';
import { ACCOUNT_0, rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { openPage } from './support/page.js';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getBalance', () => {
  it('equals the node’s balance, in whole ether', async () => {
    const adapter = openPage(chains).adapter();
    const [network] = chains.networks;
    const onNode = await chains.node(31337).getBalance(ACCOUNT_0);
    expect(await adapter.getBalance({ address: ACCOUNT_0, network })).toEqual({
      balance: formatEther(onNode).replace(/\.0$/, ''),
      symbol: 'ETH',
    });
  });

  it('reads the chain of the network asked for', async () => {
    const adapter = openPage(chains).adapter();
    const holder = '0x00000000000000000000000000000000000B0b00';
    await chains.node(31338).send('anvil_setBalance', [holder, toQuantity(parseEther('1.5'))]);
    expect(await adapter.getBalance({ address: holder, network: chains.networks[1] })).toEqual({
      balance: '1.5',
      symbol: 'ETH',
    });
    expect(await adapter.getBalance({ address: holder, network: chains.networks[0] })).toEqual({
      balance: '0',
      symbol: 'ETH',
    });
  });

  it('works on a server, for a network the adapter was not configured with', async () => {
    vi.unstubAllGlobals();
    const adapter = new EthersAdapter();
    const other: EvmCaipNetwork = localDevnet({
      id: 31338,
      name: 'Unlisted',
      port: chains.devnet.chains[1]!.port,
    });
    const onNode = await chains.node(31338).getBalance(ACCOUNT_0);
    const { balance } = await adapter.getBalance({ address: ACCOUNT_0, network: other });
    expect(parseEther(balance)).toBe(onNode);
  });

  it('a network without an RPC URL is "No URL was provided to the Transport…"', async () => {
    const adapter = openPage(chains).adapter();
    const network = { ...chains.networks[0], rpcUrls: { default: { http: [] } } };
    const error = await rejectionOf(adapter.getBalance({ address: ACCOUNT_0, network }));
    expect(error.message).toBe(
      'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    );
  });
});
