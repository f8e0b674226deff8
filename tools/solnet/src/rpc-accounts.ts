/** RPC methods that read accounts: balances, account data and SPL token accounts. */
import { base58 } from '@scure/base';
import { accountJson } from './account-json.js';
import type { Chain } from './chain.js';
import { invalidParams } from './errors.js';
import { type RpcMethod, withContext } from './rpc-context.js';
import {
  accountEncodingParam,
  addressParam,
  checkMinContextSlot,
  type Config,
  configParam,
  dataSliceParam,
  positional,
} from './rpc-params.js';
import {
  parseMint,
  parseTokenAccount,
  TOKEN_ACCOUNT_MINT_OFFSET,
  TOKEN_ACCOUNT_OWNER_OFFSET,
  TOKEN_PROGRAMS,
  uiTokenAmount,
} from './token-accounts.js';

const MAX_MULTIPLE_ACCOUNTS = 100;

function readConfig(chain: Chain, value: unknown): Config {
  const config = configParam(value);
  checkMinContextSlot(chain, config);
  return config;
}

function accountOptions(config: Config, fallback: 'binary' | 'base64') {
  return { encoding: accountEncodingParam(config, fallback), dataSlice: dataSliceParam(config) };
}

function bytesEqual(data: Uint8Array, offset: number, expected: Uint8Array): boolean {
  if (data.length < offset + expected.length) return false;
  return expected.every((byte, index) => data[offset + index] === byte);
}

/** getTokenAccountsByOwner's filter: `{ mint }` or `{ programId }` (a token program). */
function tokenFilter(chain: Chain, value: unknown): { programs: readonly string[]; mint: string | null } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParams('Invalid params: the filter must be { mint } or { programId }');
  }
  const filter = value as Record<string, unknown>;
  const keys = Object.keys(filter);
  if (keys.length !== 1) throw invalidParams('Invalid params: the filter must be { mint } or { programId }');
  if ('programId' in filter) {
    const program = addressParam(filter.programId);
    if (!TOKEN_PROGRAMS.includes(program))
      throw invalidParams('Invalid param: unrecognized Token program id');
    return { programs: [program], mint: null };
  }
  if ('mint' in filter) {
    const mint = addressParam(filter.mint);
    const account = chain.getAccount(mint);
    if (!account || !parseMint(account.owner, account.data))
      throw invalidParams('Invalid param: could not find mint');
    return { programs: [account.owner], mint };
  }
  throw invalidParams('Invalid params: the filter must be { mint } or { programId }');
}

export const accountMethods: Record<string, RpcMethod> = {
  getBalance: (params, { chain }) => {
    const [address, config] = positional(params, 1, 2);
    const key = addressParam(address);
    readConfig(chain, config);
    return withContext(chain, chain.getAccount(key)?.lamports ?? 0n);
  },
  getAccountInfo: (params, { chain }) => {
    const [address, config] = positional(params, 1, 2);
    const key = addressParam(address);
    const options = accountOptions(readConfig(chain, config), 'binary');
    const account = chain.getAccount(key);
    return withContext(chain, account ? accountJson(chain, account, options) : null);
  },
  getMultipleAccounts: (params, { chain }) => {
    const [addresses, config] = positional(params, 1, 2);
    if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE_ACCOUNTS) {
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    }
    const keys = addresses.map(addressParam);
    const options = accountOptions(readConfig(chain, config), 'base64');
    return withContext(
      chain,
      keys.map((key) => {
        const account = chain.getAccount(key);
        return account ? accountJson(chain, account, options) : null;
      }),
    );
  },
  getTokenAccountsByOwner: (params, { chain }) => {
    const [owner, filterValue, config] = positional(params, 2, 3);
    const ownerKey = addressParam(owner);
    const filter = tokenFilter(chain, filterValue);
    const options = accountOptions(readConfig(chain, config), 'binary');
    const ownerBytes = base58.decode(ownerKey);
    const mintBytes = filter.mint === null ? null : base58.decode(filter.mint);
    const value = filter.programs.flatMap((program) =>
      chain
        .programAccounts(program)
        .filter(
          (account) =>
            bytesEqual(account.data, TOKEN_ACCOUNT_OWNER_OFFSET, ownerBytes) &&
            (mintBytes === null || bytesEqual(account.data, TOKEN_ACCOUNT_MINT_OFFSET, mintBytes)) &&
            parseTokenAccount(account.owner, account.data) !== null,
        )
        .map((account) => ({ pubkey: account.address, account: accountJson(chain, account, options) })),
    );
    return withContext(chain, value);
  },
  getTokenAccountBalance: (params, { chain }) => {
    const [address, config] = positional(params, 1, 2);
    const key = addressParam(address);
    readConfig(chain, config);
    const account = chain.getAccount(key);
    const info = account && parseTokenAccount(account.owner, account.data);
    if (!info) throw invalidParams('Invalid param: not a Token account');
    const mint = chain.getAccount(info.mint);
    const decimals = mint ? parseMint(mint.owner, mint.data)?.decimals : undefined;
    if (decimals === undefined) throw invalidParams('Invalid param: could not find mint');
    return withContext(chain, uiTokenAmount(info.amount, decimals));
  },
  getTokenSupply: (params, { chain }) => {
    const [address, config] = positional(params, 1, 2);
    const key = addressParam(address);
    readConfig(chain, config);
    const account = chain.getAccount(key);
    const mint = account && parseMint(account.owner, account.data);
    if (!mint) throw invalidParams('Invalid param: not a Token mint');
    return withContext(chain, uiTokenAmount(mint.supply, mint.decimals));
  },
};
