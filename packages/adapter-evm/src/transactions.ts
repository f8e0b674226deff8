/** Signing, sending and fee estimation through wagmi, with the spec's error texts. */
import {
  type Config,
  type Connector,
  estimateGas as wagmiEstimateGas,
  sendTransaction as wagmiSendTransaction,
  signMessage as wagmiSignMessage,
  signTypedData as wagmiSignTypedData,
} from '@wagmi/core';
import {
  assertFeeFields,
  createError,
  type EstimateFeeParams,
  type SendTransactionParams,
} from '@walletport/core';
import type { Address, Client, Hex, TypedDataDefinition } from 'viem';
import { estimateFeesPerGas, getGasPrice } from 'viem/actions';
import { toEvmChainId } from './chain-id.js';
import { toAdapterError } from './wallet-errors.js';

/** personal_sign through the connector; any failure is 'WagmiAdapter:signMessage - Sign message failed'. */
export async function signMessageWith(
  config: Config,
  params: { message: string; address: string; connector: Connector | undefined },
): Promise<Hex> {
  try {
    return await wagmiSignMessage(config, {
      message: params.message,
      account: params.address as Address,
      ...(params.connector === undefined ? {} : { connector: params.connector }),
    });
  } catch (error) {
    // The cause is the typed error (4001 for a rejection), so callers can still tell a "no" apart.
    throw createError('ADAPTER_SIGN_MESSAGE_FAILED', {
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
  try {
    return await wagmiSignTypedData(config, {
      ...(params.typedData as TypedDataDefinition),
      account: params.address as Address,
      ...(params.connector === undefined ? {} : { connector: params.connector }),
    });
  } catch (error) {
    throw toAdapterError(error);
  }
}

/**
 * Sends through the connector and resolves the hash. The fee fields are checked first (spec §5: no
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
    return await wagmiSendTransaction(config, {
      to: to as Address,
      ...(value === undefined ? {} : { value }),
      ...(data === undefined ? {} : { data: data as Hex }),
      ...(gas === undefined ? {} : { gas }),
      ...fees,
      ...(chainId === undefined ? {} : { chainId: toEvmChainId(chainId) }),
      ...(connector === undefined ? {} : { connector }),
    } as Parameters<typeof wagmiSendTransaction>[1]);
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
    return await wagmiEstimateGas(config, {
      account: params.from as Address,
      to: params.to as Address,
      ...(params.value === undefined ? {} : { value: params.value }),
      ...(params.data === undefined ? {} : { data: params.data as Hex }),
      chainId,
    });
  } catch (error) {
    throw createError('ADAPTER_ESTIMATE_GAS_FAILED', { cause: error, category: 'NODE_ERROR' });
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
    throw createError('ADAPTER_ESTIMATE_GAS_FAILED', { cause: error, category: 'NODE_ERROR' });
  }
}
