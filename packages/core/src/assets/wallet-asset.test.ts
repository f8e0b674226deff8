import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readWalletAsset,
  readWalletAssets,
  type WalletAsset,
  walletAssetsFromGetAssets,
  walletAssetToTokenBalance,
} from './wallet-asset.js';

const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const native = { address: 'native', balance: '0xde0b6b3a7640000', type: 'native', metadata: ETHER };
const erc20 = {
  address: TOKEN,
  balance: '0x1e8480',
  type: 'erc20',
  metadata: { name: 'Walletport USD', symbol: 'WPUSD', decimals: 6 },
};

describe('reading a wallet asset', () => {
  it('normalises EIP-7811 lower-case types and AppKit-style upper-case ones alike', () => {
    expect(readWalletAsset(native)).toEqual({ ...native, type: 'NATIVE' });
    expect(readWalletAsset({ ...erc20, type: 'ERC20' })).toEqual({ ...erc20, type: 'ERC20' });
  });

  it('reads the native coin under every name wallets give it', () => {
    for (const address of ['native', `0x${'0'.repeat(40)}`, `0x${'E'.repeat(40)}`]) {
      expect(readWalletAsset({ ...native, address })?.address).toBe('native');
    }
  });

  it("fills what a native asset's metadata lacks from the chain's currency, never a token's", () => {
    expect(readWalletAsset({ ...native, metadata: {} }, ETHER)?.metadata).toEqual(ETHER);
    expect(readWalletAsset({ ...native, metadata: {} })).toBeUndefined();
    expect(readWalletAsset({ ...erc20, metadata: {} }, ETHER)).toBeUndefined();
  });

  it('keeps a price and an icon only when the wallet gives real ones', () => {
    const priced = { ...erc20, metadata: { ...erc20.metadata, price: 1.01, iconUrl: 'https://i/x.png' } };
    expect(readWalletAsset(priced)?.metadata).toMatchObject({ price: 1.01, iconUrl: 'https://i/x.png' });
    for (const price of [null, -1, Number.NaN, '1', Number.POSITIVE_INFINITY]) {
      expect(
        readWalletAsset({ ...erc20, metadata: { ...erc20.metadata, price } })?.metadata,
      ).not.toHaveProperty('price');
    }
  });

  it.each([
    ['an NFT', { ...erc20, type: 'erc721' }],
    ['an unknown type', { ...erc20, type: 'erc1155' }],
    ['a balance that is not hex', { ...erc20, balance: '100' }],
    ['a token without a contract address', { ...erc20, address: 'native' }],
    ['a malformed address', { ...erc20, address: '0x123' }],
    ['decimals out of range', { ...erc20, metadata: { ...erc20.metadata, decimals: 256 } }],
    ['spam (metadata.isSpam)', { ...erc20, metadata: { ...erc20.metadata, isSpam: true } }],
    ['spam (flags.is_spam)', { ...erc20, flags: { is_spam: true } }],
    ['not an object', 'erc20'],
  ])('drops %s', (_case, item) => {
    expect(readWalletAsset(item, ETHER)).toBeUndefined();
  });

  it('reads decimals sent as text', () => {
    expect(
      readWalletAsset({ ...erc20, metadata: { ...erc20.metadata, decimals: '6' } })?.metadata.decimals,
    ).toBe(6);
    expect(
      readWalletAsset({ ...erc20, metadata: { ...erc20.metadata, decimals: '0x12' } })?.metadata.decimals,
    ).toBe(18);
  });

  it('keeps the good assets of a list in order, and reads anything else as no assets', () => {
    expect(readWalletAssets([erc20, 7, native])).toEqual([
      { ...erc20, type: 'ERC20' },
      { ...native, type: 'NATIVE' },
    ]);
    expect(readWalletAssets({ '0x1': [native] })).toEqual([]);
  });
});

describe('the wallet_getAssets answer', () => {
  it("takes the asked chain's list, whatever the hex key's case or padding", () => {
    const answer = { '0x7A69': [native], '0x1': [erc20] };
    expect(walletAssetsFromGetAssets(answer, 31337)).toHaveLength(1);
    expect(walletAssetsFromGetAssets({ '0x07a69': [erc20] }, 31337)).toHaveLength(1);
    expect(walletAssetsFromGetAssets(answer, 10)).toEqual([]);
    expect(walletAssetsFromGetAssets({ '31337': [native] }, 31337)).toEqual([]);
    expect(walletAssetsFromGetAssets(null, 1)).toEqual([]);
  });

  it('property: any JSON answer gives a list of well-formed assets, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 100_000 }), (answer, chainId) => {
        for (const asset of walletAssetsFromGetAssets(answer, chainId, ETHER)) {
          expect(['ERC20', 'NATIVE']).toContain(asset.type);
          expect(asset.balance).toMatch(/^0x[0-9a-f]+$/);
          expect(() => walletAssetToTokenBalance(asset, `eip155:${chainId}`)).not.toThrow();
        }
      }),
    );
  });
});

describe('a wallet asset as a token balance', () => {
  const asset = (overrides: Partial<WalletAsset['metadata']> = {}, type: WalletAsset['type'] = 'ERC20') =>
    ({ ...erc20, type, metadata: { ...erc20.metadata, ...overrides } }) as WalletAsset;

  it('writes the quantity in whole units with its decimals, and the token address as CAIP-10', () => {
    expect(walletAssetToTokenBalance(asset(), 'eip155:31337')).toEqual({
      name: 'Walletport USD',
      symbol: 'WPUSD',
      chainId: 'eip155:31337',
      address: `eip155:31337:${TOKEN}`,
      quantity: { decimals: '6', numeric: '2' },
      iconUrl: '',
    });
  });

  it('gives the native coin no address', () => {
    const coin = walletAssetToTokenBalance({ ...(readWalletAsset(native) as WalletAsset) }, 'eip155:1');
    expect(coin).not.toHaveProperty('address');
    expect(coin.quantity).toEqual({ decimals: '18', numeric: '1' });
  });

  it('has a price and a value only when the wallet priced it (absent is never 0)', () => {
    expect(walletAssetToTokenBalance(asset(), 'eip155:1')).not.toHaveProperty('price');
    expect(walletAssetToTokenBalance(asset(), 'eip155:1')).not.toHaveProperty('value');
    expect(walletAssetToTokenBalance(asset({ price: 0.5 }), 'eip155:1')).toMatchObject({
      price: 0.5,
      value: 1,
    });
  });
});
