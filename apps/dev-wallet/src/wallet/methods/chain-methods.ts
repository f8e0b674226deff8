import { parseAddChainParameter } from '../chain-params.js';
import type { WalletContext } from '../context.js';
import { invalidParamsError, unrecognizedChainError } from '../errors.js';
import { chainIdToHex, describe, parseChainId } from '../hex.js';
import type { DevWalletChain } from '../types.js';
import type { MethodHandler, MethodTable } from './handler.js';

function firstObject(params: unknown, method: string): Record<string, unknown> {
  const first = Array.isArray(params) ? params[0] : undefined;
  if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    throw invalidParamsError(`${method} expects [{ chainId, … }], got ${describe(params)}`);
  }
  return first as Record<string, unknown>;
}

/** Makes `chain` current and tells the page (EIP-1193 chainChanged carries the hex chain id). */
export function activateChain(context: WalletContext, chain: DevWalletChain): void {
  if (context.state.chainId === chain.id) return;
  context.state.chainId = chain.id;
  context.events.emit('chainChanged', chainIdToHex(chain.id));
  context.notify();
}

const switchChain: MethodHandler = async (context, params) => {
  const chainId = parseChainId(firstObject(params, 'wallet_switchEthereumChain').chainId);
  const chain = context.findChain(chainId);
  if (!chain) throw unrecognizedChainError(chainIdToHex(chainId));
  if (chain.id === context.state.chainId) return null;
  await context.approve({ kind: 'switchChain', toChain: chain });
  activateChain(context, chain);
  return null;
};

/**
 * EIP-3085. A new chain is added and made current in one approval (as MetaMask's "add and switch"); a
 * chain the wallet already knows is just switched to, keeping the wallet's own RPC URL for it.
 */
const addChain: MethodHandler = async (context, params) => {
  const chain = parseAddChainParameter(firstObject(params, 'wallet_addEthereumChain'));
  const known = context.findChain(chain.id);
  if (known) {
    if (known.id === context.state.chainId) return null;
    await context.approve({ kind: 'switchChain', toChain: known });
    activateChain(context, known);
    return null;
  }
  await context.approve({ kind: 'addChain', chain });
  if (!context.findChain(chain.id)) context.state.chains.push(chain);
  activateChain(context, chain);
  return null;
};

export const chainMethods: MethodTable = {
  eth_chainId: async (context) => chainIdToHex(context.state.chainId),
  net_version: async (context) => String(context.state.chainId),
  wallet_switchEthereumChain: switchChain,
  wallet_addEthereumChain: addChain,
};
