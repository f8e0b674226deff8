/**
 * The frame's EVM signer for one key: answers account and chain questions itself, passes read methods
 * to the chain's RPC (the server's proxy), and signs and sends what the visitor approved (the caller
 * asks for approval first, see describe-request.ts). Errors are ProviderRpcErrors with EIP-1193 codes.
 */
import {
  classifyRpcMethod,
  type FrameNetwork,
  RPC_NOT_ALLOWED_MESSAGE,
} from '@walletport/core/embedded-protocol';
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  type SendTransactionParameters,
  toHex,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { BatchIdRegistry, encodeBatchId, MAX_CALLS_PER_BATCH, readCallsStatus } from './call-batches.js';
import {
  paramList,
  parseAddress,
  parsePersonalSignParams,
  parseSendCallsParams,
  parseTransactionParams,
  parseTypedDataParams,
  type TransactionParams,
} from './params.js';
import {
  invalidParams,
  ProviderRpcError,
  RPC_ERROR_CODES,
  toProviderRpcError,
  unauthorizedAccount,
  unsupportedMethod,
} from './rpc-errors.js';

export interface EvmWalletOptions {
  privateKey: Hex;
  /** The RPC endpoint of a chain (the server's proxy in production). */
  rpcUrl: (chainId: number) => string;
  networks: readonly FrameNetwork[];
  /** How long wallet_sendCalls waits for each call's receipt before sending the next (default 120 s). */
  receiptTimeoutMs?: number;
  /** How often receipts are polled (default 1 s). */
  pollingIntervalMs?: number;
}

export interface EvmWallet {
  address: Address;
  request(method: string, params: unknown, chainId: number): Promise<unknown>;
}

const SMART_ACCOUNT_METHODS = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]);

export function createEvmWallet(options: EvmWalletOptions): EvmWallet {
  const account = privateKeyToAccount(options.privateKey);
  const batches = new BatchIdRegistry();
  const clientCache = new Map<number, { publicClient: PublicClient; walletClient: WalletClient }>();
  const verifiedChains = new Set<number>();

  function clients(chainId: number): {
    publicClient: PublicClient;
    walletClient: WalletClient;
    chain: Chain;
  } {
    const network = options.networks.find((candidate) => candidate.chainId === chainId);
    if (network === undefined) {
      throw new ProviderRpcError(
        RPC_ERROR_CODES.chainDisconnected,
        `Chain ${chainId} is not one of this app's networks`,
      );
    }
    let cached = clientCache.get(chainId);
    if (cached === undefined) {
      const url = options.rpcUrl(chainId);
      const chain = defineChain({
        id: network.chainId,
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: { default: { http: [url] } },
      });
      const transport = http(url, { retryCount: 0 });
      const pollingInterval = options.pollingIntervalMs ?? 1_000;
      cached = {
        publicClient: createPublicClient({ chain, transport, pollingInterval }),
        walletClient: createWalletClient({ account, chain, transport, pollingInterval }),
      };
      clientCache.set(chainId, cached);
    }
    return { ...cached, chain: cached.publicClient.chain as Chain };
  }

  function assertOwnAccount(address: Address): void {
    if (address.toLowerCase() !== account.address.toLowerCase()) throw unauthorizedAccount(address);
  }

  /** Signing for one chain and sending to a node of another would waste the visitor's approval (or worse). */
  async function assertNodeChain(chainId: number, publicClient: PublicClient): Promise<void> {
    if (verifiedChains.has(chainId)) return;
    const nodeChainId = await publicClient.getChainId();
    if (nodeChainId !== chainId) {
      throw new ProviderRpcError(
        RPC_ERROR_CODES.chainDisconnected,
        `The RPC endpoint of chain ${chainId} serves chain ${nodeChainId}`,
      );
    }
    verifiedChains.add(chainId);
  }

  async function sendTransaction(chainId: number, tx: TransactionParams): Promise<Hex> {
    const { walletClient, publicClient, chain } = clients(chainId);
    await assertNodeChain(chainId, publicClient);
    const { from: _from, chainId: _chainId, ...fields } = tx;
    // viem fills nonce, gas and fees from the chain, signs locally and sends the raw transaction.
    return walletClient.sendTransaction({ account, chain, ...fields } as SendTransactionParameters);
  }

  async function sendCalls(params: unknown): Promise<{ id: string }> {
    const batch = parseSendCallsParams(params);
    if (batch.from !== undefined) assertOwnAccount(batch.from);
    if (!options.networks.some((network) => network.chainId === batch.chainId)) {
      throw new ProviderRpcError(RPC_ERROR_CODES.unsupportedChain, `Chain ${batch.chainId} is not supported`);
    }
    if (batch.atomicRequired) {
      throw new ProviderRpcError(
        RPC_ERROR_CODES.atomicityUnsupported,
        'This wallet cannot send calls atomically',
      );
    }
    const [required] = batch.requiredCapabilities;
    if (required !== undefined) {
      throw new ProviderRpcError(
        RPC_ERROR_CODES.unsupportedCapability,
        `Unsupported capability: ${required}`,
      );
    }
    if (batch.calls.length > MAX_CALLS_PER_BATCH) {
      throw new ProviderRpcError(
        RPC_ERROR_CODES.batchTooLarge,
        `At most ${MAX_CALLS_PER_BATCH} calls per batch`,
      );
    }
    if (batch.id !== undefined) batches.claim(batch.id);
    const hashes: Hex[] = [];
    try {
      for (const [index, call] of batch.calls.entries()) {
        try {
          hashes.push(await sendTransaction(batch.chainId, call));
        } catch (error) {
          // Nothing sent yet: the app gets the error. Later: the batch stops and its status shows it.
          if (index === 0) throw error;
          break;
        }
        if (index === batch.calls.length - 1) break;
        // A later call may depend on an earlier one (approve, then swap): wait until it is on chain.
        const receipt = await clients(batch.chainId)
          .publicClient.waitForTransactionReceipt({
            hash: hashes[index] as Hex,
            timeout: options.receiptTimeoutMs ?? 120_000,
          })
          .catch(() => undefined);
        if (receipt?.status !== 'success') break;
      }
    } catch (error) {
      if (batch.id !== undefined) batches.release(batch.id);
      throw error;
    }
    const id = encodeBatchId({ chainId: batch.chainId, callCount: batch.calls.length, hashes });
    if (batch.id === undefined) return { id };
    batches.remember(batch.id, id);
    return { id: batch.id };
  }

  async function getCallsStatus(params: unknown): Promise<unknown> {
    const [id] = paramList(params, 1);
    const batch = typeof id === 'string' ? batches.resolve(id) : undefined;
    if (batch === undefined) throw new ProviderRpcError(RPC_ERROR_CODES.unknownBatchId, 'Unknown batch id');
    return readCallsStatus(id as string, batch, clients(batch.chainId).publicClient);
  }

  function getCapabilities(params: unknown): Record<Hex, Record<string, never>> {
    const [address, chainIds] = Array.isArray(params) ? params : [];
    if (address !== undefined) assertOwnAccount(parseAddress(address, 'address'));
    const wanted = Array.isArray(chainIds)
      ? new Set(chainIds.map((id) => String(id).toLowerCase()))
      : undefined;
    const answer: Record<Hex, Record<string, never>> = {};
    for (const network of options.networks) {
      const id = toHex(network.chainId);
      // No atomic batches, paymasters or other capabilities: every chain answers an empty set.
      if (wanted === undefined || wanted.has(id)) answer[id] = {};
    }
    return answer;
  }

  async function dispatch(method: string, params: unknown, chainId: number): Promise<unknown> {
    if (classifyRpcMethod(method) === 'not-allowed') {
      throw new ProviderRpcError(RPC_ERROR_CODES.unsupportedMethod, RPC_NOT_ALLOWED_MESSAGE);
    }
    if (SMART_ACCOUNT_METHODS.has(method)) {
      throw unsupportedMethod(`${method} needs a smart account, and smart accounts are not available yet`);
    }
    if (method.startsWith('solana_'))
      throw unsupportedMethod(`${method}: Solana signing is not available yet`);
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address];
      case 'eth_chainId':
        clients(chainId);
        return toHex(chainId);
      case 'wallet_getCapabilities':
        return getCapabilities(params);
      case 'wallet_switchEthereumChain':
        throw unsupportedMethod('wallet_switchEthereumChain is handled by the frame, not by the signer');
      case 'wallet_getCallsStatus':
        return getCallsStatus(params);
      case 'personal_sign': {
        const { message, address } = parsePersonalSignParams(params);
        assertOwnAccount(address);
        return account.signMessage({ message });
      }
      case 'eth_signTypedData_v4': {
        const { address, typedData } = parseTypedDataParams(params);
        assertOwnAccount(address);
        const domainChainId = typedData.domain?.chainId;
        if (domainChainId !== undefined && BigInt(domainChainId) !== BigInt(chainId)) {
          throw invalidParams(`domain.chainId ${domainChainId} is not the active chain ${chainId}`);
        }
        return account.signTypedData(typedData);
      }
      case 'eth_sendTransaction': {
        const [raw] = paramList(params, 1);
        const tx = parseTransactionParams(raw);
        if (tx.from !== undefined) assertOwnAccount(tx.from);
        if (tx.chainId !== undefined && tx.chainId !== chainId) {
          throw invalidParams(`chainId ${tx.chainId} is not the active chain ${chainId}`);
        }
        return sendTransaction(chainId, tx);
      }
      case 'wallet_sendCalls':
        return sendCalls(params);
      default: {
        const { publicClient } = clients(chainId);
        const request = params === undefined ? { method } : { method, params };
        return publicClient.request(request as Parameters<PublicClient['request']>[0]);
      }
    }
  }

  return {
    address: account.address,
    async request(method, params, chainId) {
      try {
        return await dispatch(method, params, chainId);
      } catch (error) {
        throw toProviderRpcError(error);
      }
    },
  };
}
