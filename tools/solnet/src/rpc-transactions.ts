/** RPC methods that send, simulate and look up transactions, and the faucet (requestAirdrop). */
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { address, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { accountJson } from './account-json.js';
import type { Chain } from './chain.js';
import { invalidParams, RPC_ERROR, RpcError } from './errors.js';
import { FAUCET_KEYPAIR, signerOf, signTransaction } from './local-signing.js';
import { type RpcMethod, withContext } from './rpc-context.js';
import {
  accountEncodingParam,
  addressParam,
  booleanOption,
  checkMinContextSlot,
  configParam,
  encodedBytesParam,
  positional,
  signatureParam,
  uintParam,
} from './rpc-params.js';
import { describeTransactionError } from './transaction-errors.js';
import {
  simulationJson,
  signatureStatusJson,
  type TransactionEncoding,
  transactionJson,
} from './transaction-json.js';
import { MAX_TRANSACTION_BYTES, parseWireTransaction, type WireTransaction, WireError } from './wire.js';

const MAX_SIGNATURE_STATUSES = 256;
const MAX_SIMULATION_ACCOUNTS = 64;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;
const MAX_AIRDROP_LAMPORTS = 1_000_000n * 1_000_000_000n;
const TRANSACTION_ENCODINGS: readonly string[] = ['json', 'jsonParsed', 'base64', 'base58'];

function wireTransaction(encoded: unknown, encoding: unknown): WireTransaction {
  const bytes = encodedBytesParam(encoded, encoding, MAX_TRANSACTION_BYTES);
  try {
    return parseWireTransaction(bytes);
  } catch (error) {
    if (error instanceof WireError) throw invalidParams(`invalid transaction: ${error.message}`);
    throw error;
  }
}

function signaturesVerify(transaction: WireTransaction): boolean {
  return transaction.signatureBytes.every((signature, index) => {
    try {
      const signer = base58.decode(transaction.message.accountKeys[index] as string);
      return ed25519.verify(signature, transaction.messageBytes, signer);
    } catch {
      return false;
    }
  });
}

const signatureVerificationFailure = () =>
  new RpcError(
    RPC_ERROR.transactionSignatureVerificationFailure,
    'Transaction signature verification failure',
  );

/** Sends a transaction the chain signed itself; a repeat of an identical one waits for the next blockhash. */
export function sendLocalTransaction(chain: Chain, build: () => WireTransaction): string {
  let transaction = build();
  if (chain.transaction(transaction.signatures[0] as string)) {
    chain.advanceSlot();
    transaction = build();
  }
  const { execution } = chain.process(transaction);
  if (execution.err !== null) {
    throw new RpcError(RPC_ERROR.internalError, `Internal error: ${describeTransactionError(execution.err)}`);
  }
  return transaction.signatures[0] as string;
}

function simulationAccounts(
  chain: Chain,
  value: unknown,
  postAccounts: ReturnType<Chain['simulate']>['postAccounts'],
) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('Invalid params: accounts must be { addresses, encoding }');
  const { addresses, encoding } = value as Record<string, unknown>;
  if (!Array.isArray(addresses) || addresses.length > MAX_SIMULATION_ACCOUNTS) {
    throw invalidParams(`Too many accounts provided; max ${MAX_SIMULATION_ACCOUNTS}`);
  }
  const options = { encoding: accountEncodingParam({ encoding }, 'base64') };
  if (options.encoding === 'base58' || options.encoding === 'binary')
    throw invalidParams('base58 encoding not supported');
  return addresses.map(addressParam).map((key) => {
    const account = postAccounts.find((post) => post.address === key) ?? chain.getAccount(key);
    return account ? accountJson(chain, account, options) : null;
  });
}

export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction: (params, { chain, log }) => {
    const [encoded, configValue] = positional(params, 1, 2);
    const config = configParam(configValue);
    const transaction = wireTransaction(encoded, config.encoding);
    checkMinContextSlot(chain, config);
    // Validators verify signatures before anything else, preflight or not.
    if (!signaturesVerify(transaction)) throw signatureVerificationFailure();
    if (!booleanOption(config, 'skipPreflight', false)) {
      const simulation = chain.simulate(transaction, { sigVerify: true });
      if (simulation.err !== null) {
        throw new RpcError(
          RPC_ERROR.sendTransactionPreflightFailure,
          `Transaction simulation failed: ${describeTransactionError(simulation.err)}`,
          simulationJson(simulation),
        );
      }
    }
    const { execution, record } = chain.process(transaction);
    if (execution.err === 'SignatureFailure') throw signatureVerificationFailure();
    log(
      `transaction ${transaction.signatures[0]} ${record ? (execution.err === null ? 'ok' : 'failed') : 'dropped'}`,
    );
    return transaction.signatures[0];
  },

  simulateTransaction: (params, { chain }) => {
    const [encoded, configValue] = positional(params, 1, 2);
    const config = configParam(configValue);
    let transaction = wireTransaction(encoded, config.encoding);
    checkMinContextSlot(chain, config);
    const sigVerify = booleanOption(config, 'sigVerify', false);
    const replace = booleanOption(config, 'replaceRecentBlockhash', false);
    if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    if (sigVerify && !signaturesVerify(transaction)) throw signatureVerificationFailure();
    let replacementBlockhash: ReturnType<Chain['latestBlockhash']> | null = null;
    if (replace) {
      replacementBlockhash = chain.latestBlockhash();
      const bytes = transaction.bytes.slice();
      bytes.set(base58.decode(replacementBlockhash.blockhash), transaction.blockhashOffset);
      transaction = parseWireTransaction(bytes);
    }
    const simulation = chain.simulate(transaction, { sigVerify });
    return withContext(
      chain,
      simulationJson(simulation, {
        accounts: simulationAccounts(chain, config.accounts, simulation.postAccounts),
        replacementBlockhash,
        innerInstructions: booleanOption(config, 'innerInstructions', false),
      }),
    );
  },

  getSignatureStatuses: (params, { chain }) => {
    const [signatures, configValue] = positional(params, 1, 2);
    configParam(configValue);
    if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURE_STATUSES) {
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    }
    const statuses = signatures.map(signatureParam).map((signature) => {
      const record = chain.transaction(signature);
      return record ? signatureStatusJson(record) : null;
    });
    return withContext(chain, statuses);
  },

  getTransaction: (params, { chain }) => {
    const [signatureValue, configValue] = positional(params, 1, 2);
    const signature = signatureParam(signatureValue);
    // The legacy form passes the encoding alone.
    const config = typeof configValue === 'string' ? { encoding: configValue } : configParam(configValue);
    const encoding = (config.encoding ?? 'json') as string;
    if (!TRANSACTION_ENCODINGS.includes(encoding))
      throw invalidParams('Invalid params: unsupported encoding');
    const { maxSupportedTransactionVersion } = config;
    if (maxSupportedTransactionVersion !== undefined && maxSupportedTransactionVersion !== null) {
      if (uintParam(maxSupportedTransactionVersion, 'maxSupportedTransactionVersion') > 0) {
        throw invalidParams('Invalid params: unsupported maxSupportedTransactionVersion');
      }
    }
    const record = chain.transaction(signature);
    if (!record) return null;
    const showVersion =
      maxSupportedTransactionVersion !== undefined && maxSupportedTransactionVersion !== null;
    if (record.transaction.message.version === 0 && !showVersion) {
      throw new RpcError(
        RPC_ERROR.unsupportedTransactionVersion,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    return transactionJson(record, encoding as TransactionEncoding, showVersion);
  },

  getSignaturesForAddress: (params, { chain }) => {
    const [addressValue, configValue] = positional(params, 1, 2);
    const key = addressParam(addressValue);
    const config = configParam(configValue);
    checkMinContextSlot(chain, config);
    const limit =
      config.limit === undefined || config.limit === null
        ? MAX_SIGNATURES_FOR_ADDRESS
        : uintParam(config.limit, 'limit');
    if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) throw invalidParams('Invalid limit; max 1000');
    const before =
      config.before === undefined || config.before === null ? null : signatureParam(config.before);
    const until = config.until === undefined || config.until === null ? null : signatureParam(config.until);
    let records = chain.signaturesFor(key);
    if (before !== null) {
      const index = records.findIndex((record) => record.signature === before);
      records = index === -1 ? [] : records.slice(index + 1);
    }
    if (until !== null) {
      const index = records.findIndex((record) => record.signature === until);
      if (index !== -1) records = records.slice(0, index);
    }
    return records.slice(0, limit).map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    }));
  },

  requestAirdrop: (params, { chain, log }) => {
    const [addressValue, amountValue, configValue] = positional(params, 2, 3);
    const destination = addressParam(addressValue);
    checkMinContextSlot(chain, configParam(configValue));
    const amount = BigInt(uintParam(amountValue, 'lamports'));
    if (amount === 0n || amount > MAX_AIRDROP_LAMPORTS) {
      throw invalidParams(`Invalid params: lamports must be between 1 and ${MAX_AIRDROP_LAMPORTS}`);
    }
    const signature = sendLocalTransaction(chain, () =>
      signTransaction({
        feePayer: FAUCET_KEYPAIR,
        instructions: [
          getTransferSolInstruction({
            source: signerOf(FAUCET_KEYPAIR),
            destination: address(destination),
            amount: lamports(amount),
          }),
        ],
        ...chain.latestBlockhash(),
      }),
    );
    log(`airdrop ${amount} lamports to ${destination}`);
    return signature;
  },
};
