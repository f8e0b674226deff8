import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../format/token.js';
import { localDevnet } from '../networks/local.js';
import { localSolana } from '../networks/local-solana.js';
import { listSendTokens, NATIVE_TOKEN_KEY, tokenKeyOf } from './send-tokens.js';

const solana = localSolana();
const MINT = '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ';
const WPT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

function entry(chainId: string, address: string | undefined, decimals: string, numeric: string) {
  return {
    name: 'Token',
    symbol: 'TKN',
    chainId,
    ...(address === undefined ? {} : { address }),
    quantity: { decimals, numeric },
    iconUrl: '',
  } as TokenBalance;
}

describe('listSendTokens on solana', () => {
  it('takes SOL from the native balance (9 decimals) and a mint from its CAIP-10 or bare address', () => {
    const tokens = listSendTokens({
      network: solana,
      nativeBalance: '1.000000001',
      tokenBalance: [
        entry(solana.caipNetworkId, undefined, '9', '1.000000001'),
        entry(solana.caipNetworkId, `${solana.caipNetworkId}:${MINT}`, '6', '10000'),
        entry(solana.caipNetworkId, MINT, '6', '10000'),
      ],
    });
    expect(tokens.map((token) => [token.key, token.address, token.balance])).toEqual([
      [NATIVE_TOKEN_KEY, undefined, 1_000_000_001n],
      [MINT, MINT, 10_000_000_000n],
    ]);
  });

  it('drops what is no address of the network’s kind: a 0x token on solana, a mint on eip155', () => {
    const onSolana = listSendTokens({
      network: solana,
      nativeBalance: '1',
      tokenBalance: [entry(solana.caipNetworkId, WPT, '18', '1')],
    });
    expect(onSolana.map((token) => token.key)).toEqual([NATIVE_TOKEN_KEY]);
    const devnet = localDevnet({ id: 31337, name: 'Devnet', port: 8545 });
    const onEvm = listSendTokens({
      network: devnet,
      nativeBalance: '1',
      tokenBalance: [entry('eip155:31337', MINT, '6', '1')],
    });
    expect(onEvm.map((token) => token.key)).toEqual([NATIVE_TOKEN_KEY]);
  });
});

describe('tokenKeyOf', () => {
  it('keeps a mint as written (base58 is case-sensitive) and lower-cases hex and other keys', () => {
    expect(tokenKeyOf(MINT)).toBe(MINT);
    expect(tokenKeyOf(WPT)).toBe(WPT.toLowerCase());
    expect(tokenKeyOf('NATIVE')).toBe(NATIVE_TOKEN_KEY);
  });
});
