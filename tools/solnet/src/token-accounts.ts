/**
 * SPL Token account and mint layouts, read by hand (they are fixed little-endian structs), for the
 * `jsonParsed` encoding, getTokenAccountsByOwner, the token balances of a transaction's meta and
 * getTokenAccountBalance / getTokenSupply.
 */
import { base58 } from '@scure/base';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM, TOKEN_2022_PROGRAM];

const TOKEN_ACCOUNT_SIZE = 165;
const MINT_SIZE = 82;
/** Token-2022 accounts with extensions carry their kind right after the base layout. */
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

export interface TokenAccountInfo {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: 'initialized' | 'frozen';
  /** The rent-exempt reserve of a wrapped-SOL account, null otherwise. */
  nativeReserve: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

export interface MintInfo {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

function u64At(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true);
}

function u32At(data: Uint8Array, offset: number): number {
  return new DataView(data.buffer, data.byteOffset + offset, 4).getUint32(0, true);
}

function keyAt(data: Uint8Array, offset: number): string {
  return base58.encode(data.subarray(offset, offset + 32));
}

/** A COption<Pubkey>: a u32 tag (0 none, 1 some) and the key. */
function optionalKeyAt(data: Uint8Array, offset: number): string | null | undefined {
  const tag = u32At(data, offset);
  if (tag === 0) return null;
  return tag === 1 ? keyAt(data, offset + 4) : undefined;
}

function hasLayout(data: Uint8Array, program: string, size: number, accountType: number): boolean {
  if (data.length === size) return true;
  return (
    program === TOKEN_2022_PROGRAM &&
    data.length > TOKEN_ACCOUNT_SIZE &&
    data[TOKEN_ACCOUNT_SIZE] === accountType
  );
}

export function parseTokenAccount(program: string, data: Uint8Array): TokenAccountInfo | null {
  if (
    !TOKEN_PROGRAMS.includes(program) ||
    !hasLayout(data, program, TOKEN_ACCOUNT_SIZE, ACCOUNT_TYPE_ACCOUNT)
  ) {
    return null;
  }
  const delegate = optionalKeyAt(data, 72);
  const stateByte = data[108];
  const nativeTag = u32At(data, 109);
  const closeAuthority = optionalKeyAt(data, 129);
  if (delegate === undefined || closeAuthority === undefined || nativeTag > 1) return null;
  if (stateByte !== 1 && stateByte !== 2) return null;
  return {
    mint: keyAt(data, 0),
    owner: keyAt(data, 32),
    amount: u64At(data, 64),
    delegate,
    state: stateByte === 1 ? 'initialized' : 'frozen',
    nativeReserve: nativeTag === 1 ? u64At(data, 113) : null,
    delegatedAmount: u64At(data, 121),
    closeAuthority,
  };
}

export function parseMint(program: string, data: Uint8Array): MintInfo | null {
  if (!TOKEN_PROGRAMS.includes(program) || !hasLayout(data, program, MINT_SIZE, ACCOUNT_TYPE_MINT))
    return null;
  const mintAuthority = optionalKeyAt(data, 0);
  const freezeAuthority = optionalKeyAt(data, 46);
  if (mintAuthority === undefined || freezeAuthority === undefined || data[45] !== 1) return null;
  return {
    mintAuthority,
    supply: u64At(data, 36),
    decimals: data[44] as number,
    isInitialized: true,
    freezeAuthority,
  };
}

/** The owner and mint filters of getTokenAccountsByOwner read these bytes without parsing the rest. */
export const TOKEN_ACCOUNT_MINT_OFFSET = 0;
export const TOKEN_ACCOUNT_OWNER_OFFSET = 32;

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

/** An amount in base units as the RPC shows it: exact digits, and the decimal value without trailing zeros. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** The `parsed.info` of a token account, in the shape of the validators' spl-token parser. */
export function tokenAccountJson(info: TokenAccountInfo, decimals: number): Record<string, unknown> {
  return {
    isNative: info.nativeReserve !== null,
    mint: info.mint,
    owner: info.owner,
    state: info.state,
    tokenAmount: uiTokenAmount(info.amount, decimals),
    ...(info.delegate !== null && {
      delegate: info.delegate,
      delegatedAmount: uiTokenAmount(info.delegatedAmount, decimals),
    }),
    ...(info.nativeReserve !== null && { rentExemptReserve: uiTokenAmount(info.nativeReserve, decimals) }),
    ...(info.closeAuthority !== null && { closeAuthority: info.closeAuthority }),
  };
}

export function mintJson(info: MintInfo): Record<string, unknown> {
  return {
    decimals: info.decimals,
    freezeAuthority: info.freezeAuthority,
    isInitialized: info.isInitialized,
    mintAuthority: info.mintAuthority,
    supply: info.supply.toString(),
  };
}

export function programName(program: string): string {
  return program === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
}
