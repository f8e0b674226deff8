/** Native and ERC-20 balances read from the real devnet node. */
import { type EvmCaipNetwork, localDevnet } from '@walletport/core';
import { DEVNET_CONTRACTS, DEVNET_TOKENS } from '@walletport/devnet';
import { createTestClient, erc20Abi, formatEther, http, parseEther, toFunctionSelector } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { openPage } from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Nobody holds anything here, and there is no contract. */
const EMPTY_ADDRESS = '0x000000000000000000000000000000000000dEaD';
const AGGREGATE3_SELECTOR = toFunctionSelector('aggregate3((address,bool,bytes)[])');

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

/** The RPC requests the adapter sends while `task` runs. */
async function requestsDuring<T>(task: () => Promise<T>) {
  const start = chains.rpcLog.length;
  const result = await task();
  return { result, requests: chains.rpcLog.slice(start) };
}

describe('getBalance', () => {
  it('equals the node’s balance, in whole ether, read by eth_getBalance', async () => {
    const adapter = openPage(chains).adapter();
    const [network] = chains.networks;
    const { result, requests } = await requestsDuring(() =>
      adapter.getBalance({ address: ACCOUNT_0, network }),
    );
    const onNode = await chains.publicClient(31337).getBalance({ address: ACCOUNT_0 });
    expect(result).toEqual({ balance: formatEther(onNode), symbol: 'ETH' });
    expect(requests.map((request) => request.method)).toEqual(['eth_getBalance']);
  });

  it('reads the chain of the network asked for', async () => {
    const adapter = openPage(chains).adapter();
    const recipient = '0x00000000000000000000000000000000000B0b00';
    const anvil = createTestClient({ mode: 'anvil', transport: http(chains.devnet.chains[1]!.rpcUrl) });
    await anvil.setBalance({ address: recipient, value: parseEther('1') });
    expect(await adapter.getBalance({ address: recipient, network: chains.networks[1] })).toEqual({
      balance: '1',
      symbol: 'ETH',
    });
    expect(await adapter.getBalance({ address: recipient, network: chains.networks[0] })).toEqual({
      balance: '0',
      symbol: 'ETH',
    });
  });

  it('works for a network the adapter was not configured with, on that network’s RPC URL', async () => {
    const adapter = openPage(chains).adapter({ networks: [chains.networks[0]], transports: {} });
    const second = chains.devnet.chains[1]!;
    const unconfigured = localDevnet({ id: second.id, name: 'Elsewhere', port: second.port });
    const onNode = await chains.publicClient(31338).getBalance({ address: ACCOUNT_0 });
    expect((await adapter.getBalance({ address: ACCOUNT_0, network: unconfigured })).balance).toBe(
      formatEther(onNode),
    );
  });
});

describe('getTokenBalances', () => {
  it('reads WPUSD (6 decimals) and WPT (18) in one Multicall3 aggregate3 eth_call', async () => {
    const adapter = openPage(chains).adapter();
    const { result, requests } = await requestsDuring(() =>
      adapter.getTokenBalances({
        address: ACCOUNT_0,
        network: chains.networks[0],
        tokens: [DEVNET_CONTRACTS.wpusd, DEVNET_CONTRACTS.wpt],
      }),
    );
    expect(result).toEqual([
      {
        status: 'success',
        address: DEVNET_CONTRACTS.wpusd,
        symbol: DEVNET_TOKENS.wpusd.symbol,
        decimals: 6,
        value: 1_000_000n * 10n ** 6n,
        balance: '1000000',
      },
      {
        status: 'success',
        address: DEVNET_CONTRACTS.wpt,
        symbol: DEVNET_TOKENS.wpt.symbol,
        decimals: 18,
        value: 1_000_000n * 10n ** 18n,
        balance: '1000000',
      },
    ]);
    // Exactly one request reached the node: an eth_call to Multicall3's aggregate3.
    expect(requests).toHaveLength(1);
    const [call] = requests as [(typeof requests)[number]];
    expect(call.method).toBe('eth_call');
    const [transaction] = call.params as [{ to: string; data: string }];
    expect(transaction.to.toLowerCase()).toBe(DEVNET_CONTRACTS.multicall3.toLowerCase());
    expect(transaction.data.startsWith(AGGREGATE3_SELECTOR)).toBe(true);
  });

  it('matches balanceOf read independently, for another holder', async () => {
    const adapter = openPage(chains).adapter();
    const client = chains.publicClient(31337);
    const holder = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'; // devnet account 3
    const direct = await client.readContract({
      address: DEVNET_CONTRACTS.wpt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    });
    const [read] = await adapter.getTokenBalances({
      address: holder,
      network: chains.networks[0],
      tokens: [DEVNET_CONTRACTS.wpt],
    });
    expect(read).toMatchObject({ status: 'success', value: direct });
  });

  it('reports a token that cannot answer as unavailable, and still reads the others in the same call', async () => {
    const adapter = openPage(chains).adapter();
    const { result, requests } = await requestsDuring(() =>
      adapter.getTokenBalances({
        address: ACCOUNT_0,
        network: chains.networks[0],
        tokens: [EMPTY_ADDRESS, DEVNET_CONTRACTS.wpusd],
      }),
    );
    expect(result[0]).toMatchObject({ status: 'failure', address: EMPTY_ADDRESS });
    expect(result[0]?.status === 'failure' && result[0].error.message).toBe('Token Balance Unavailable');
    expect(result[1]).toMatchObject({ status: 'success', symbol: 'WPUSD', balance: '1000000' });
    expect(requests).toHaveLength(1);
  });

  it('an empty token list asks nothing', async () => {
    const adapter = openPage(chains).adapter();
    const { result, requests } = await requestsDuring(() =>
      adapter.getTokenBalances({ address: ACCOUNT_0, network: chains.networks[0], tokens: [] }),
    );
    expect(result).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('a network that declares no Multicall3 gives "Token Balance Unavailable"', async () => {
    const adapter = openPage(chains).adapter();
    const first = chains.devnet.chains[0]!;
    const withoutMulticall: EvmCaipNetwork = localDevnet({
      id: first.id,
      name: first.name,
      port: first.port,
    });
    const error = await rejectionOf(
      adapter.getTokenBalances({
        address: ACCOUNT_0,
        network: withoutMulticall,
        tokens: [DEVNET_CONTRACTS.wpt],
      }),
    );
    expect(error.message).toBe('Token Balance Unavailable');
    expect(error.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
  });
});

describe('units', () => {
  it('parseUnits and formatUnits are core’s exact conversions', () => {
    const adapter = openPage(chains).adapter();
    expect(adapter.parseUnits('1.5', 18)).toBe(parseEther('1.5'));
    expect(adapter.formatUnits(parseEther('1.5'), 18)).toBe('1.5');
    expect(adapter.parseUnits('0.0000001', 6)).toBe(0n);
  });
});
