import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { ProviderRpcError } from '../src/index.js';
import { parseGetAssetsParams } from '../src/wallet/methods/asset-params.js';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`);
const chainId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const assetType = fc.constantFrom('native', 'erc20', 'ERC20', 'erc721', 'Erc1155');

describe('parseGetAssetsParams', () => {
  it('reads account and every filter, chain ids as numbers and types in lower case', () => {
    const request = parseGetAssetsParams([
      {
        account: account.toLowerCase(),
        assetFilter: {
          '0x7a69': [{ address: 'native', type: 'native' }],
          '0x7A69': [{ address: account.toLowerCase(), type: 'ERC20' }],
        },
        assetTypeFilter: ['ERC20', ' native '],
        chainFilter: ['0x1', '0xa'],
      },
    ]);
    expect(request.account).toBe(account);
    expect(request.assetFilter?.get(31337)).toEqual([
      { address: 'native', type: 'native' },
      { address: account, type: 'erc20' },
    ]);
    expect([...(request.assetTypeFilter ?? [])]).toEqual(['erc20', 'native']);
    expect([...(request.chainFilter ?? [])]).toEqual([1, 10]);
    expect(parseGetAssetsParams([{ account }])).toEqual({ account });
  });

  it('round-trips any valid request', () => {
    const request = fc.record(
      {
        assetFilter: fc.dictionary(
          chainId.map((id) => `0x${id.toString(16)}`),
          fc.array(fc.record({ address: fc.oneof(fc.constant('native'), hexAddress), type: assetType }), {
            maxLength: 5,
          }),
          { maxKeys: 4 },
        ),
        assetTypeFilter: fc.array(assetType, { maxLength: 5 }),
        chainFilter: fc.array(
          chainId.map((id) => `0x${id.toString(16)}`),
          { maxLength: 5 },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(request, (filters) => {
        const parsed = parseGetAssetsParams([{ account, ...filters }]);
        if (filters.chainFilter)
          expect([...(parsed.chainFilter ?? [])]).toEqual([...new Set(filters.chainFilter.map(Number))]);
        if (filters.assetTypeFilter) {
          expect([...(parsed.assetTypeFilter ?? [])]).toEqual([
            ...new Set(filters.assetTypeFilter.map((type) => type.toLowerCase())),
          ]);
        }
        if (filters.assetFilter) {
          for (const [key, assets] of Object.entries(filters.assetFilter)) {
            expect(parsed.assetFilter?.get(Number(key))).toEqual(
              assets.map(({ address, type }) => ({
                address: address === 'native' ? 'native' : getAddress(address),
                type: type.toLowerCase(),
              })),
            );
          }
        }
      }),
    );
  });

  it('on any input either returns a request for a checksummed account or throws -32602', () => {
    const anyParams = fc.oneof(
      fc.jsonValue(),
      fc.array(
        fc.record(
          { account: fc.oneof(hexAddress, fc.string()), chainFilter: fc.jsonValue() },
          { requiredKeys: [] },
        ),
      ),
      fc.array(
        fc.record({ account: hexAddress, assetFilter: fc.jsonValue(), assetTypeFilter: fc.jsonValue() }),
      ),
    );
    fc.assert(
      fc.property(anyParams, (params) => {
        try {
          const request = parseGetAssetsParams(params);
          return request.account === getAddress(request.account);
        } catch (error) {
          return error instanceof ProviderRpcError && error.code === -32602;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses lists longer than any wallet serves', () => {
    const chainFilter = Array.from({ length: 65 }, (_, index) => `0x${(index + 1).toString(16)}`);
    expect(() => parseGetAssetsParams([{ account, chainFilter }])).toThrow(/more than 64/);
  });
});
