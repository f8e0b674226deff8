/** Account derivation: SLIP-0010 ed25519 test vectors, the BIP-44 Ethereum vector, the path parser. */
import { base58 } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import fc from 'fast-check';
import { bytesToHex, hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { deriveEvmPrivateKey, deriveKeys, SOLANA_DERIVATION_PATH } from '../src/frame/keys/derive.js';
import { InvalidDerivationPathError, InvalidShareError } from '../src/frame/keys/errors.js';
import { createSeed } from '../src/frame/keys/seed.js';
import {
  HARDENED_OFFSET,
  parseHardenedPath,
  slip10Ed25519DerivePath,
  slip10Ed25519Master,
} from '../src/frame/keys/slip10.js';

interface Vector {
  path: string;
  chainCode: string;
  privateKey: string;
  /** SLIP-0010 writes ed25519 public keys with a 0x00 prefix byte. */
  publicKey: string;
}

// SLIP-0010, "Test vector 1 for ed25519" and "Test vector 2 for ed25519".
const VECTOR_1_SEED = '000102030405060708090a0b0c0d0e0f';
const VECTOR_1: Vector[] = [
  {
    path: 'm',
    chainCode: '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
    privateKey: '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    publicKey: '00a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
  },
  {
    path: "m/0'",
    chainCode: '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
    privateKey: '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    publicKey: '008c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
  },
  {
    path: "m/0'/1'",
    chainCode: 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
    privateKey: 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
    publicKey: '001932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
  },
  {
    path: "m/0'/1'/2'",
    chainCode: '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c',
    privateKey: '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
    publicKey: '00ae98736566d30ed0e9d2f4486a64bc95740d89c7db33f52121f8ea8f76ff0fc1',
  },
  {
    path: "m/0'/1'/2'/2'",
    chainCode: '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc',
    privateKey: '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662',
    publicKey: '008abae2d66361c879b900d204ad2cc4984fa2aa344dd7ddc46007329ac76c429c',
  },
  {
    path: "m/0'/1'/2'/2'/1000000000'",
    chainCode: '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230',
    privateKey: '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    publicKey: '003c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
  },
];

const VECTOR_2_SEED =
  'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542';
const VECTOR_2: Vector[] = [
  {
    path: 'm',
    chainCode: 'ef70a74db9c3a5af931b5fe73ed8e1a53464133654fd55e7a66f8570b8e33c3b',
    privateKey: '171cb88b1b3c1db25add599712e36245d75bc65a1a5c9e18d76f9f2b1eab4012',
    publicKey: '008fe9693f8fa62a4305a140b9764c5ee01e455963744fe18204b4fb948249308a',
  },
  {
    path: "m/0'",
    chainCode: '0b78a3226f915c082bf118f83618a618ab6dec793752624cbeb622acb562862d',
    privateKey: '1559eb2bbec5790b0c65d8693e4d0875b1747f4970ae8b650486ed7470845635',
    publicKey: '0086fab68dcb57aa196c77c5f264f215a112c22a912c10d123b0d03c3c28ef1037',
  },
  {
    path: "m/0'/2147483647'",
    chainCode: '138f0b2551bcafeca6ff2aa88ba8ed0ed8de070841f0c4ef0165df8181eaad7f',
    privateKey: 'ea4f5bfe8694d8bb74b7b59404632fd5968b774ed545e810de9c32a4fb4192f4',
    publicKey: '005ba3b9ac6e90e83effcd25ac4e58a1365a9e35a3d3ae5eb07b9e4d90bcf7506d',
  },
  {
    path: "m/0'/2147483647'/1'",
    chainCode: '73bd9fff1cfbde33a1b846c27085f711c0fe2d66fd32e139d3ebc28e5a4a6b90',
    privateKey: '3757c7577170179c7868353ada796c839135b3d30554bbb74a4b1e4a5a58505c',
    publicKey: '002e66aa57069c86cc18249aecf5cb5a9cebbfd6fadeab056254763874a9352b45',
  },
  {
    path: "m/0'/2147483647'/1'/2147483646'",
    chainCode: '0902fe8a29f9140480a00ef244bd183e8a13288e4412d8389d140aac1794825a',
    privateKey: '5837736c89570de861ebc173b1086da4f505d4adb387c6a1b1342d5e4ac9ec72',
    publicKey: '00e33c0f7d81d843c572275f287498e8d408654fdf0d1e065b84e2e6f157aab09b',
  },
  {
    path: "m/0'/2147483647'/1'/2147483646'/2'",
    chainCode: '5d70af781f3a37b829f0d060924d5e960bdc02e85423494afc0b1a41bbe196d4',
    privateKey: '551d333177df541ad876a60ea71f00447931c0a9da16f227c11ea080d7391b8d',
    publicKey: '0047150c75db263559a70d5778bf36abbab30fb061ad69f69ece61a72b0cfa4fc0',
  },
];

describe('SLIP-0010 ed25519', () => {
  for (const [name, seed, vectors] of [
    ['vector 1', VECTOR_1_SEED, VECTOR_1],
    ['vector 2', VECTOR_2_SEED, VECTOR_2],
  ] as const) {
    for (const vector of vectors) {
      it(`${name} ${vector.path}`, () => {
        const node = slip10Ed25519DerivePath(hexToBytes(`0x${seed}`), vector.path);
        expect(bytesToHex(node.chainCode).slice(2)).toBe(vector.chainCode);
        expect(bytesToHex(node.privateKey).slice(2)).toBe(vector.privateKey);
        expect(`00${bytesToHex(node.publicKey).slice(2)}`).toBe(vector.publicKey);
      });
    }
  }

  it('the master node is the path "m"', () => {
    const seed = hexToBytes(`0x${VECTOR_1_SEED}`);
    expect(slip10Ed25519Master(seed).privateKey).toEqual(slip10Ed25519DerivePath(seed, 'm').privateKey);
  });
});

describe('parseHardenedPath', () => {
  it("parses any list of hardened indexes written with ' or H", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(HARDENED_OFFSET - 1), { maxLength: 8 }),
        fc.constantFrom("'", 'H', 'h'),
        (indexes, mark) => {
          const path = ['m', ...indexes.map((index) => `${index}${mark}`)].join('/');
          expect(parseHardenedPath(path)).toEqual(indexes.map((index) => index + HARDENED_OFFSET));
        },
      ),
    );
  });

  it('refuses non-hardened steps, out-of-range indexes and anything else', () => {
    for (const path of [
      "m/44'/501'/0'/0",
      "m/2147483648'",
      "44'/501'",
      "m/01'",
      'm/',
      "m/-1'",
      "m/1''",
      'M/0H',
    ]) {
      expect(() => parseHardenedPath(path), path).toThrow(InvalidDerivationPathError);
    }
    fc.assert(
      fc.property(fc.string(), (path) => {
        try {
          const indexes = parseHardenedPath(path);
          for (const index of indexes) expect(index).toBeGreaterThanOrEqual(HARDENED_OFFSET);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidDerivationPathError);
        }
      }),
    );
  });
});

describe('deriveKeys', () => {
  it("m/44'/60'/0'/0/0 of the BIP-39 seed of the test mnemonic is 0xf39F…2266 (BIP-32 as every EVM wallet)", () => {
    const seed = mnemonicToSeedSync('test test test test test test test test test test test junk');
    const privateKey = deriveEvmPrivateKey(seed);
    expect(privateKey).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    expect(privateKeyToAccount(privateKey).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('derives the EVM account with BIP-32 and the Solana account with SLIP-0010, deterministically', () => {
    const seed = createSeed();
    const keys = deriveKeys(seed);
    expect(keys.evm.address).toBe(privateKeyToAccount(deriveEvmPrivateKey(seed)).address);
    expect(keys.evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const solana = slip10Ed25519DerivePath(seed, SOLANA_DERIVATION_PATH);
    expect(keys.solana.publicKey).toEqual(solana.publicKey);
    expect(base58.decode(keys.solana.address)).toEqual(solana.publicKey);
    expect(deriveKeys(seed)).toEqual(keys);
    expect(deriveKeys(createSeed()).evm.address).not.toBe(keys.evm.address);
  });

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => deriveKeys(new Uint8Array(31))).toThrow(InvalidShareError);
  });
});
