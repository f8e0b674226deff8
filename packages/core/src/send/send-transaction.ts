/**
 * What a send asks the wallet for (docs/send-receive.md "What is sent"): the native token as a value
 * transfer (`sendTransaction({ to, value })`: wei on eip155, lamports on solana); a token through the
 * adapter's own transfer when it offers one (`sendTokenTransfer`: an SPL `transferChecked` on solana),
 * else as an ERC-20 `transfer` call. The choice follows the adapter's capabilities, never the namespace.
 */
import { type ChainAdapter, type EstimateFeeParams, hasCapability } from '../adapter/index.js';
import { createError } from '../errors/messages.js';
import { encodeErc20Transfer } from './erc20-transfer.js';
import { feeFieldsOf, type SendFeeEstimate } from './fee-estimate.js';
import type { SendAddress } from './send-address.js';
import type { SendToken } from './send-tokens.js';

export type SendTransaction =
  /** The native token: `value` in its smallest unit. */
  | { readonly kind: 'native'; readonly to: SendAddress; readonly value: bigint }
  /** An ERC-20 `transfer(to, amount)` call to the token's contract. */
  | { readonly kind: 'contract-call'; readonly to: string; readonly data: `0x${string}` }
  /** The adapter's own token transfer (AdapterCapabilities.sendTokenTransfer). */
  | {
      readonly kind: 'token-transfer';
      readonly to: SendAddress;
      readonly amount: bigint;
      readonly token: { readonly address: string; readonly decimals: number };
    };

/** The transaction moving `amount` (smallest unit) of `token` to `to` with this adapter. */
export function buildSendTransaction(
  adapter: ChainAdapter,
  token: SendToken,
  to: SendAddress,
  amount: bigint,
): SendTransaction {
  if (token.address === undefined) return { kind: 'native', to, value: amount };
  if (hasCapability(adapter, 'sendTokenTransfer')) {
    return {
      kind: 'token-transfer',
      to,
      amount,
      token: { address: token.address, decimals: token.decimals },
    };
  }
  return { kind: 'contract-call', to: token.address, data: encodeErc20Transfer(to, amount) };
}

/**
 * The fee question for a transaction. A token transfer the adapter builds itself has no calldata to
 * price: a 0x token is still priced as its ERC-20 call (the gas it will take), any other token as a
 * transfer to the recipient with no value. On solana that prices the transfer's message, whose fee
 * (5000 lamports a signature) is an SPL transfer's too; the rent of a recipient's new token account, when
 * it has none yet, is a deposit on top and not part of the fee.
 */
export function feeParamsOf(transaction: SendTransaction): Omit<EstimateFeeParams, 'from' | 'chainId'> {
  switch (transaction.kind) {
    case 'native':
      return { to: transaction.to, value: transaction.value };
    case 'contract-call':
      return { to: transaction.to, data: transaction.data };
    case 'token-transfer':
      return /^0x[0-9a-fA-F]{40}$/.test(transaction.token.address)
        ? {
            to: transaction.token.address,
            data: encodeErc20Transfer(transaction.to, transaction.amount),
          }
        : { to: transaction.to, value: undefined };
  }
}

/** Asks the wallet to send `transaction` with the reviewed fee fields; resolves the transaction's id. */
export function sendThroughAdapter(
  adapter: ChainAdapter,
  transaction: SendTransaction,
  chainId: number | string,
  fee: SendFeeEstimate,
): Promise<string> {
  switch (transaction.kind) {
    case 'native':
      return adapter.sendTransaction({
        to: transaction.to,
        value: transaction.value,
        chainId,
        ...feeFieldsOf(fee),
      });
    case 'contract-call':
      return adapter.sendTransaction({
        to: transaction.to,
        data: transaction.data,
        chainId,
        ...feeFieldsOf(fee),
      });
    case 'token-transfer':
      if (!hasCapability(adapter, 'sendTokenTransfer')) {
        return Promise.reject(
          createError('CHAIN_NOT_SUPPORTED', { details: 'The adapter sends no token transfers.' }),
        );
      }
      return adapter.sendTokenTransfer({
        to: transaction.to,
        amount: transaction.amount,
        token: transaction.token,
        chainId,
      });
  }
}
