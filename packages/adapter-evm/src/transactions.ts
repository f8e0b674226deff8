/**
 * Signing, sending and fee estimation with the error catalogue's texts. Loaded on first use.
 *
 * viem's actions are called on wagmi's connector client (what wagmi's own signMessage, sendTransaction…
 * do inside) rather than through wagmi's action wrappers: the wrappers are re-exported by '@wagmi/core',
 * which the eager adapter code imports, so a bundler that splits by module reachability (esbuild) would
 * hoist them and the viem utilities behind them into the first-click bundle.
 */
import { type Config, type Connector, getConnectorClient } from '@wagmi/core';
import {
  assertFeeFields,
  type EstimateFeeParams,
  type SendTransactionParams,
  toAdapterError,
  toEvmChainId,
} from '@walletport/core/internal';
import type { Address, Chain, Client, Hex, TypedDataDefinition } from 'viem';
import {
  estimateFeesPerGas,
  estimateGas,
  getGasPrice,
  sendTransaction,
  signMessage,
  signTypedData,
} from 'viem/actions';
import { WagmiAdapterError } from './errors.js';

/** personal_sign through the connector; any failure is 'WagmiAdapter:signMessage - Sign message failed'. */
export async function signMessageWith(
  config: Config,
  params: { message: string; address: string; connector: Connector | undefined },
): Promise<Hex> {
  const account = params.address as Address;
  try {
    const client = await connectorClient(config, { account, connector: params.connector });
    return await signMessage(client, { account, message: params.message });
  } catch (error) {
    // The cause is the typed error (4001 for a rejection), so callers can still tell a "no" apart.
    throw new WagmiAdapterError('ADAPTER_SIGN_MESSAGE_FAILED', {
      cause: toAdapterError(error),
      category: 'WALLET_ERROR',
    });
  }
}

/** eth_signTypedData_v4 through the connector. A rejection is core's typed 4001 error. */
export async function signTypedDataWith(
  config: Config,
  params: { address: string; typedData: unknown; connector: Connector | undefined },
): Promise<Hex> {
  const account = params.address as Address;
  try {
    const client = await connectorClient(config, { account, connector: params.connector });
    return await signTypedData(client, { ...(params.typedData as TypedDataDefinition), account });
  } catch (error) {
    throw toAdapterError(error);
  }
}

/**
 * Sends through the connector and resolves the hash. The fee fields are checked first (no
 * gasPrice with max-fee fields, tip ≤ max fee), so a bad request never reaches the wallet.
 */
export async function sendTransactionWith(
  config: Config,
  params: SendTransactionParams,
  connector: Connector | undefined,
): Promise<Hex> {
  assertFeeFields(params);
  const { to, value, data, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, chainId } = params;
  const fees =
    gasPrice !== undefined
      ? { gasPrice }
      : {
          ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
          ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
        };
  try {
    const targetChainId = chainId === undefined ? undefined : toEvmChainId(chainId);
    // As wagmi's sendTransaction: the wallet's own chain is not asserted here; with a chain id, viem
    // checks that the wallet is on it before sending.
    const client = await connectorClient(config, { connector, chainId: targetChainId, assertChainId: false });
    return await sendTransaction(client, {
      to: to as Address,
      ...(value === undefined ? {} : { value }),
      ...(data === undefined ? {} : { data: data as Hex }),
      ...(gas === undefined ? {} : { gas }),
      ...fees,
      chain: targetChainId === undefined ? null : ({ id: targetChainId } as Chain),
    } as Parameters<typeof sendTransaction>[1]);
  } catch (error) {
    throw toAdapterError(error);
  }
}

/** Gas units for the transaction (AppKit's estimateGas); failures are 'WagmiAdapter:estimateGas - error estimating gas'. */
export async function estimateGasWith(
  config: Config,
  params: EstimateFeeParams,
  chainId: number,
): Promise<bigint> {
  try {
    // The account is given, so (as in wagmi's estimateGas) the node is asked, not the wallet.
    return await estimateGas(config.getClient({ chainId }) as Client, {
      account: params.from as Address,
      to: params.to as Address,
      ...(params.value === undefined ? {} : { value: params.value }),
      ...(params.data === undefined ? {} : { data: params.data as Hex }),
    });
  } catch (error) {
    throw new WagmiAdapterError('ADAPTER_ESTIMATE_GAS_FAILED', { cause: error, category: 'NODE_ERROR' });
  }
}

/**
 * The fee in wei: gas × the price a wallet would offer now (EIP-1559 max fee, which viem already
 * raises by the 1.2 base-fee multiplier; the legacy gas price on chains without a base fee).
 */
export async function estimateFeeWith(
  config: Config,
  params: EstimateFeeParams,
  chainId: number,
): Promise<bigint> {
  const gas = await estimateGasWith(config, params, chainId);
  try {
    const client = config.getClient({ chainId }) as Client;
    const pricePerGas = await estimateFeesPerGas(client)
      .then((fees) => fees.maxFeePerGas)
      .catch(() => getGasPrice(client));
    return gas * pricePerGas;
  } catch (error) {
    throw new WagmiAdapterError('ADAPTER_ESTIMATE_GAS_FAILED', { cause: error, category: 'NODE_ERROR' });
  }
}

/** wagmi's client for the connector's wallet (the current connection's when no connector is given). */
function connectorClient(
  config: Config,
  options: { account?: Address; connector: Connector | undefined; chainId?: number; assertChainId?: boolean },
): Promise<Client> {
  const { account, connector, chainId, assertChainId } = options;
  return getConnectorClient(config, {
    ...(account === undefined ? {} : { account }),
    ...(connector === undefined ? {} : { connector }),
    ...(chainId === undefined ? {} : { chainId }),
    ...(assertChainId === undefined ? {} : { assertChainId }),
  }) as Promise<Client>;
}
