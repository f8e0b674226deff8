/** Balances and ERC-20 metadata read from a chain's node with plain eth_getBalance / eth_call. */
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { internalError } from '../errors.js';
import type { JsonRpcCall } from '../json-rpc.js';

export interface Erc20Metadata {
  name: string;
  symbol: string;
  decimals: number;
}

function readQuantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw internalError(`the node answered ${what} with ${JSON.stringify(value)}, not a hex quantity`);
  }
  return BigInt(value);
}

function readHexData(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !/^0x(?:[0-9a-f]{2})*$/i.test(value)) {
    throw internalError(`the node answered ${what} with ${JSON.stringify(value)}, not hex data`);
  }
  return value as Hex;
}

export async function readNativeBalance(rpc: JsonRpcCall, account: Address): Promise<bigint> {
  return readQuantity(await rpc('eth_getBalance', [account, 'latest']), 'eth_getBalance');
}

/** eth_call to `token`; a contract without the function (or no contract) answers '0x', which is refused. */
async function callToken(rpc: JsonRpcCall, token: Address, data: Hex, what: string): Promise<Hex> {
  const result = readHexData(await rpc('eth_call', [{ to: token, data }, 'latest']), what);
  if (result === '0x') throw internalError(`${token} does not answer ${what} as an ERC-20 does`);
  return result;
}

/** Runs a decoder on a node's answer; undecodable data is the token's fault, said in plain words. */
function decoded<T>(token: Address, what: string, decode: () => T): T {
  try {
    return decode();
  } catch {
    throw internalError(`${token} does not answer ${what} as an ERC-20 does`);
  }
}

export async function readErc20Balance(rpc: JsonRpcCall, token: Address, account: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] });
  const result = await callToken(rpc, token, data, 'balanceOf()');
  return decoded(token, 'balanceOf()', () =>
    decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result }),
  );
}

export async function readErc20Metadata(rpc: JsonRpcCall, token: Address): Promise<Erc20Metadata> {
  const [name, symbol, decimals] = await Promise.all([
    callToken(rpc, token, encodeFunctionData({ abi: erc20Abi, functionName: 'name' }), 'name()'),
    callToken(rpc, token, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }), 'symbol()'),
    callToken(rpc, token, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }), 'decimals()'),
  ]);
  return decoded(token, 'name(), symbol() and decimals()', () => ({
    name: decodeFunctionResult({ abi: erc20Abi, functionName: 'name', data: name }),
    symbol: decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol }),
    decimals: decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimals }),
  }));
}
