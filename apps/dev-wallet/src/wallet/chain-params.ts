import { getAddress, isAddress } from 'viem';
import { invalidParamsError } from './errors.js';
import { describe, parseChainId } from './hex.js';
import type { DevWalletChain, DevWalletChainInput, NativeCurrency } from './types.js';

export const defaultNativeCurrency: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function parseNativeCurrency(value: unknown): NativeCurrency {
  if (!isRecord(value)) throw invalidParamsError(`nativeCurrency must be an object, got ${describe(value)}`);
  const { name, symbol, decimals } = value;
  if (typeof name !== 'string' || name.length === 0)
    throw invalidParamsError('nativeCurrency.name is required');
  if (typeof symbol !== 'string' || symbol.length < 2 || symbol.length > 6) {
    throw invalidParamsError('nativeCurrency.symbol must be 2 to 6 characters');
  }
  if (decimals !== 18) throw invalidParamsError('nativeCurrency.decimals must be 18');
  return { name, symbol, decimals };
}

/** The single parameter of wallet_addEthereumChain (EIP-3085) as a chain the wallet can use. */
export function parseAddChainParameter(value: unknown): DevWalletChain {
  if (!isRecord(value))
    throw invalidParamsError(`expected one AddEthereumChainParameter object, got ${describe(value)}`);
  const id = parseChainId(value.chainId);
  const { chainName, rpcUrls, blockExplorerUrls } = value;
  if (typeof chainName !== 'string' || chainName.trim().length === 0)
    throw invalidParamsError('chainName is required');
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every(isHttpUrl)) {
    throw invalidParamsError('rpcUrls must hold at least one http(s) URL');
  }
  if (blockExplorerUrls !== undefined && blockExplorerUrls !== null) {
    if (!Array.isArray(blockExplorerUrls) || !blockExplorerUrls.every(isHttpUrl)) {
      throw invalidParamsError('blockExplorerUrls must be http(s) URLs');
    }
  }
  const nativeCurrency =
    value.nativeCurrency === undefined ? defaultNativeCurrency : parseNativeCurrency(value.nativeCurrency);
  const chain: DevWalletChain = { id, name: chainName.trim(), rpcUrl: rpcUrls[0] as string, nativeCurrency };
  const explorer = Array.isArray(blockExplorerUrls) ? blockExplorerUrls[0] : undefined;
  if (typeof explorer === 'string') chain.blockExplorerUrl = explorer;
  return chain;
}

/** The chains handed to createDevWallet: at least one, unique ids, usable RPC URLs. */
export function validateChains(chains: readonly DevWalletChainInput[]): DevWalletChain[] {
  if (chains.length === 0) throw new Error('createDevWallet: at least one chain is required');
  const seen = new Set<number>();
  return chains.map((chain) => {
    if (!Number.isSafeInteger(chain.id) || chain.id <= 0) {
      throw new Error(`createDevWallet: chain id ${chain.id} is not a positive integer`);
    }
    if (seen.has(chain.id)) throw new Error(`createDevWallet: chain ${chain.id} is listed twice`);
    seen.add(chain.id);
    if (!isHttpUrl(chain.rpcUrl))
      throw new Error(`createDevWallet: chain ${chain.id} needs an http(s) rpcUrl`);
    const validated: DevWalletChain = {
      ...chain,
      nativeCurrency: chain.nativeCurrency ?? defaultNativeCurrency,
    };
    if (chain.tokens !== undefined) validated.tokens = validateTokens(chain.id, chain.tokens);
    return validated;
  });
}

/** Token contracts of one chain: addresses, checksummed, each listed once. */
function validateTokens(chainId: number, tokens: readonly string[]): DevWalletChain['tokens'] {
  const seen = new Set<string>();
  return tokens.map((token) => {
    if (typeof token !== 'string' || !isAddress(token, { strict: false })) {
      throw new Error(
        `createDevWallet: chain ${chainId} lists a token that is not an address: ${describe(token)}`,
      );
    }
    const address = getAddress(token);
    if (seen.has(address)) throw new Error(`createDevWallet: chain ${chainId} lists token ${address} twice`);
    seen.add(address);
    return address;
  });
}
