/**
 * wallet_getAssets (EIP-7811): the connected account's assets per chain, keyed by hex chain id. Every
 * balance is read from the chain's node when asked: the native coin, and the ERC-20 contracts the chain's
 * config lists (`tokens`) or the dapp names in assetFilter. The wallet knows no prices, so it reports none.
 */
import type { Address, Hex } from 'viem';
import type { WalletContext } from '../context.js';
import { chainIdToHex } from '../hex.js';
import type { JsonRpcCall } from '../json-rpc.js';
import type { DevWalletChain } from '../types.js';
import { type GetAssetsRequest, parseGetAssetsParams, type RequestedAsset } from './asset-params.js';
import { type Erc20Metadata, readErc20Balance, readErc20Metadata, readNativeBalance } from './asset-reads.js';
import type { MethodTable } from './handler.js';

export interface NativeAsset {
  address: 'native';
  balance: Hex;
  type: 'native';
  metadata: { name: string; symbol: string; decimals: number };
}

export interface Erc20Asset {
  address: Address;
  balance: Hex;
  type: 'erc20';
  metadata: Erc20Metadata;
}

export type WalletAsset = NativeAsset | Erc20Asset;

/** An asset to read on one chain; `heldOnly` drops it at a zero balance (discovery lists what is owned). */
interface WantedAsset {
  address: Address | 'native';
  type: 'native' | 'erc20';
  heldOnly: boolean;
}

const toHex = (value: bigint): Hex => `0x${value.toString(16)}`;

/** The assets the dapp named that this wallet can report: the native coin and ERC-20s, nothing else. */
function fromFilter(requested: readonly RequestedAsset[]): WantedAsset[] {
  const wanted: WantedAsset[] = [];
  const seen = new Set<string>();
  for (const { address, type } of requested) {
    const supported =
      (type === 'native' && address === 'native') || (type === 'erc20' && address !== 'native');
    const key = address.toLowerCase();
    if (!supported || seen.has(key)) continue;
    seen.add(key);
    wanted.push({ address, type: type as WantedAsset['type'], heldOnly: false });
  }
  return wanted;
}

/** Without assetFilter: the native coin (even at zero: it pays the fees) and the configured tokens held. */
function discoverable(chain: DevWalletChain, types: ReadonlySet<string> | undefined): WantedAsset[] {
  const wanted: WantedAsset[] = [];
  if (!types || types.has('native')) wanted.push({ address: 'native', type: 'native', heldOnly: false });
  if (!types || types.has('erc20')) {
    for (const token of chain.tokens ?? []) wanted.push({ address: token, type: 'erc20', heldOnly: true });
  }
  return wanted;
}

/** Which chains to answer for, and what to read on each. */
function plan(chains: readonly DevWalletChain[], request: GetAssetsRequest) {
  const { assetFilter, chainFilter, assetTypeFilter } = request;
  if (assetFilter) {
    // The filter decides alone (EIP-7811): chains the wallet does not serve are left out.
    return chains
      .filter((chain) => assetFilter.has(chain.id))
      .map((chain) => ({ chain, wanted: fromFilter(assetFilter.get(chain.id) ?? []) }));
  }
  return chains
    .filter((chain) => !chainFilter || chainFilter.has(chain.id))
    .map((chain) => ({ chain, wanted: discoverable(chain, assetTypeFilter) }));
}

async function readAsset(
  rpc: JsonRpcCall,
  chain: DevWalletChain,
  asset: WantedAsset,
  account: Address,
  metadataOf: (token: Address) => Promise<Erc20Metadata>,
): Promise<WalletAsset> {
  if (asset.address === 'native') {
    const balance = await readNativeBalance(rpc, account);
    return {
      address: 'native',
      balance: toHex(balance),
      type: 'native',
      metadata: { ...chain.nativeCurrency },
    };
  }
  const [balance, metadata] = await Promise.all([
    readErc20Balance(rpc, asset.address, account),
    metadataOf(asset.address),
  ]);
  return { address: asset.address, balance: toHex(balance), type: 'erc20', metadata };
}

/**
 * One chain's assets. An asset that cannot be read (a listed token that is no ERC-20 there) is left out;
 * when nothing at all can be read the node is unusable, and the chain fails with the first error.
 */
async function assetsOnChain(
  context: WalletContext,
  chain: DevWalletChain,
  wanted: readonly WantedAsset[],
  account: Address,
  metadataOf: MetadataReader,
): Promise<WalletAsset[]> {
  const rpc = context.rpc(chain.id);
  const results = await Promise.allSettled(
    wanted.map((asset) => readAsset(rpc, chain, asset, account, (token) => metadataOf(chain, rpc, token))),
  );
  const read: WalletAsset[] = [];
  results.forEach((result, index) => {
    if (result.status !== 'fulfilled') return;
    if (wanted[index]?.heldOnly && BigInt(result.value.balance) === 0n) return;
    read.push(result.value);
  });
  const firstFailure = results.find((result) => result.status === 'rejected');
  if (firstFailure && results.every((result) => result.status === 'rejected')) throw firstFailure.reason;
  return read;
}

type MetadataReader = (chain: DevWalletChain, rpc: JsonRpcCall, token: Address) => Promise<Erc20Metadata>;

/** Token metadata does not change, so each token's is read once per chain and RPC URL (per wallet). */
function createMetadataCache(): MetadataReader {
  const cache = new Map<string, Erc20Metadata>();
  return async (chain, rpc, token) => {
    const key = `${chain.id} ${chain.rpcUrl} ${token.toLowerCase()}`;
    let metadata = cache.get(key);
    if (!metadata) {
      // Only what was read is kept: a failed read is tried again next time.
      metadata = await readErc20Metadata(rpc, token);
      cache.set(key, metadata);
    }
    return { ...metadata };
  };
}

export function createAssetMethods(): MethodTable {
  const metadataOf = createMetadataCache();
  return {
    wallet_getAssets: async (context, params) => {
      const request = parseGetAssetsParams(params);
      const account = context.authorizedAccount(request.account).address;
      const chains = plan(context.state.chains, request);
      const results = await Promise.allSettled(
        chains.map(({ chain, wanted }) => assetsOnChain(context, chain, wanted, account, metadataOf)),
      );
      const answer: Record<Hex, WalletAsset[]> = {};
      results.forEach((result, index) => {
        const chain = chains[index]?.chain;
        // A chain whose node is down is left out, so the dapp reads that one itself; the others still answer.
        if (chain && result.status === 'fulfilled') answer[chainIdToHex(chain.id)] = result.value;
      });
      const failure = results.find((result) => result.status === 'rejected');
      if (Object.keys(answer).length === 0 && failure) throw failure.reason;
      return answer;
    },
  };
}
