/**
 * Asking the connected wallet to sign and send, through Wallet Standard features or the wallet-connect
 * session's `solana_*` methods (loaded on first use, with @solana/kit's codecs). Signatures leave here as
 * base58, the form Solana tools and the server's sign-in check read.
 */
import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from '@solana/kit';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString } from '@wallet-standard/base';
import { type CaipNetwork, createError, toAdapterError } from '@walletport/core/internal';
import { standardChainOf } from './chains.js';
import type { SolanaConnection } from './connections.js';
import { sendWireTransaction } from './rpc.js';
import { SOLANA_SIGN_AND_SEND, SOLANA_SIGN_MESSAGE, SOLANA_SIGN_TRANSACTION } from './feature-names.js';

const SIGNATURE_BYTES = 64;

function toBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}

function signatureText(signature: unknown): string {
  if (!(signature instanceof Uint8Array) || signature.length !== SIGNATURE_BYTES) {
    throw createError('ERROR_OCCURRED', { details: 'The wallet answered without a 64-byte signature.' });
  }
  return toBase58(signature);
}

function base58Signature(answer: unknown): string {
  const signature = (answer as { signature?: unknown } | null)?.signature;
  if (typeof signature !== 'string' || getBase58Encoder().encode(signature).length !== SIGNATURE_BYTES) {
    throw createError('ERROR_OCCURRED', { details: 'The wallet answered without a 64-byte signature.' });
  }
  return signature;
}

function feature<T>(connection: SolanaConnection & { kind: 'standard' }, name: string): T | undefined {
  return (connection.wallet.features as Record<string, unknown>)[name] as T | undefined;
}

function standardAccount(connection: SolanaConnection & { kind: 'standard' }, address: string | undefined) {
  const account =
    (address === undefined ? undefined : connection.accounts.find((item) => item.address === address)) ??
    connection.accounts[0];
  if (account === undefined)
    throw createError('PROVIDER_NOT_FOUND', { details: 'The wallet has no account.' });
  return account;
}

/** Signs `message` (UTF-8) with the account's key; the signature in base58. */
export async function signMessageWith(
  connection: SolanaConnection,
  message: string,
  address: string | undefined,
): Promise<string> {
  const bytes = new TextEncoder().encode(message);
  try {
    if (connection.kind === 'walletConnect') {
      const pubkey = address ?? connection.accounts[0];
      const answer = await connection.request('solana_signMessage', { message: toBase58(bytes), pubkey });
      return base58Signature(answer);
    }
    const sign = feature<SolanaSignMessageFeature[typeof SOLANA_SIGN_MESSAGE]>(
      connection,
      SOLANA_SIGN_MESSAGE,
    );
    if (sign === undefined) {
      throw createError('PROVIDER_NOT_FOUND', { details: `${connection.wallet.name} cannot sign messages.` });
    }
    const [output] = await sign.signMessage({
      account: standardAccount(connection, address),
      message: bytes,
    });
    return signatureText(output?.signature);
  } catch (error) {
    throw toAdapterError(error);
  }
}

/**
 * Has the wallet sign the wire transaction and sends it: in one step when the wallet can
 * (signAndSendTransaction), else the wallet signs and the adapter sends to the network's node.
 */
export async function signAndSendWith(
  connection: SolanaConnection,
  network: CaipNetwork,
  wire: Uint8Array,
): Promise<string> {
  try {
    if (connection.kind === 'walletConnect') {
      const transaction = getBase64Decoder().decode(wire);
      if (connection.methods.includes('solana_signAndSendTransaction')) {
        return base58Signature(await connection.request('solana_signAndSendTransaction', { transaction }));
      }
      const signed = (await connection.request('solana_signTransaction', { transaction })) as {
        transaction?: unknown;
      };
      if (typeof signed?.transaction !== 'string') {
        throw createError('ERROR_OCCURRED', { details: 'The wallet answered without a signed transaction.' });
      }
      return await sendWireTransaction(network, signed.transaction);
    }
    const chain = (standardChainOf(network) ?? network.caipNetworkId) as IdentifierString;
    const account = standardAccount(connection, undefined);
    const signAndSend = feature<SolanaSignAndSendTransactionFeature[typeof SOLANA_SIGN_AND_SEND]>(
      connection,
      SOLANA_SIGN_AND_SEND,
    );
    if (signAndSend !== undefined) {
      const [output] = await signAndSend.signAndSendTransaction({ account, chain, transaction: wire });
      return signatureText(output?.signature);
    }
    const sign = feature<SolanaSignTransactionFeature[typeof SOLANA_SIGN_TRANSACTION]>(
      connection,
      SOLANA_SIGN_TRANSACTION,
    );
    if (sign === undefined) {
      throw createError('PROVIDER_NOT_FOUND', {
        details: `${connection.wallet.name} cannot sign transactions.`,
      });
    }
    const [output] = await sign.signTransaction({ account, chain, transaction: wire });
    if (!(output?.signedTransaction instanceof Uint8Array)) {
      throw createError('ERROR_OCCURRED', { details: 'The wallet answered without a signed transaction.' });
    }
    return await sendWireTransaction(network, getBase64Decoder().decode(output.signedTransaction));
  } catch (error) {
    throw toAdapterError(error);
  }
}
