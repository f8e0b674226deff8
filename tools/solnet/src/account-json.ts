/**
 * Accounts as the RPC answers them (getAccountInfo, getMultipleAccounts, getTokenAccountsByOwner,
 * accountNotification): `{ data, executable, lamports, owner, rentEpoch, space }` with `data` in the
 * requested encoding. `jsonParsed` parses token accounts and mints and falls back to base64 for the rest,
 * as validators do.
 */
import { base58, base64 } from '@scure/base';
import type { Chain, ChainAccount } from './chain.js';
import { invalidParams } from './errors.js';
import { mintJson, parseMint, parseTokenAccount, programName, tokenAccountJson } from './token-accounts.js';

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed' | 'binary';
export const ACCOUNT_ENCODINGS: readonly string[] = ['base58', 'base64', 'jsonParsed', 'binary'];
/** Validators refuse base58 for larger data: encoding it is quadratic. */
const MAX_BASE58_BYTES = 128;
/** Rent is no longer collected: every account reports the "rent exempt" epoch, u64::MAX. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;

export interface DataSlice {
  offset: number;
  length: number;
}

export interface AccountJsonOptions {
  encoding: AccountEncoding;
  dataSlice?: DataSlice | undefined;
}

function parsedData(chain: Chain, account: ChainAccount): unknown | undefined {
  const tokenAccount = parseTokenAccount(account.owner, account.data);
  if (tokenAccount) {
    const mint = chain.getAccount(tokenAccount.mint);
    const decimals = mint ? parseMint(mint.owner, mint.data)?.decimals : undefined;
    if (decimals === undefined) return undefined;
    return {
      parsed: { info: tokenAccountJson(tokenAccount, decimals), type: 'account' },
      program: programName(account.owner),
      space: account.data.length,
    };
  }
  const mint = parseMint(account.owner, account.data);
  if (mint) {
    return {
      parsed: { info: mintJson(mint), type: 'mint' },
      program: programName(account.owner),
      space: account.data.length,
    };
  }
  return undefined;
}

export function encodeData(chain: Chain, account: ChainAccount, options: AccountJsonOptions): unknown {
  if (options.encoding === 'jsonParsed') {
    return parsedData(chain, account) ?? [base64.encode(account.data), 'base64'];
  }
  const slice = options.dataSlice;
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
  if (options.encoding === 'base64') return [base64.encode(data), 'base64'];
  if (data.length > MAX_BASE58_BYTES) {
    throw invalidParams(
      `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
    );
  }
  return options.encoding === 'base58' ? [base58.encode(data), 'base58'] : base58.encode(data);
}

export function accountJson(chain: Chain, account: ChainAccount, options: AccountJsonOptions) {
  return {
    data: encodeData(chain, account, options),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  };
}

/** What a notification shows for an account that no longer exists: empty and owned by the system program. */
export function closedAccount(address: string): ChainAccount {
  return {
    address,
    lamports: 0n,
    data: new Uint8Array(),
    owner: '11111111111111111111111111111111',
    executable: false,
  };
}
