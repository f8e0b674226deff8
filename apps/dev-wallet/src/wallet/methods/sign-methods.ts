import { invalidParamsError, toProviderRpcError } from '../errors.js';
import { decodeMessageText } from '../hex.js';
import { parsePersonalSignParams, parseSignTypedDataParams, typedDataChainId } from '../sign-params.js';
import { parseTransactionRequest, prepareTransaction, signAndSendTransaction } from '../transaction.js';
import type { MethodTable } from './handler.js';

/** Methods that need the user's key: each asks the approver and signs locally. */
export const signMethods: MethodTable = {
  personal_sign: async (context, params) => {
    const { message, address } = parsePersonalSignParams(params);
    const account = context.authorizedAccount(address);
    await context.approve({
      kind: 'personalSign',
      address: account.address,
      message,
      messageText: decodeMessageText(message),
    });
    return account.signMessage({ message: { raw: message } });
  },

  eth_signTypedData_v4: async (context, params) => {
    const { address, typedData } = parseSignTypedDataParams(params);
    const account = context.authorizedAccount(address);
    // Like MetaMask: a signature for another chain's domain is refused before the user is asked.
    const domainChainId = typedDataChainId(typedData);
    if (domainChainId !== undefined && domainChainId !== context.state.chainId) {
      throw invalidParamsError(
        `Provided chainId "${domainChainId}" must match the active chainId "${context.state.chainId}"`,
      );
    }
    await context.approve({ kind: 'signTypedData', address: account.address, typedData });
    try {
      return await account.signTypedData(typedData);
    } catch (error) {
      throw invalidParamsError(`typed data cannot be signed (${toProviderRpcError(error).message})`);
    }
  },

  eth_sendTransaction: async (context, params) => {
    const request = parseTransactionRequest(Array.isArray(params) ? params[0] : undefined);
    const account = context.authorizedAccount(request.from);
    const chainId = context.state.chainId;
    const rpc = context.rpc(chainId);
    const transaction = await prepareTransaction(rpc, request, account.address, chainId);
    await context.approve({ kind: 'sendTransaction', transaction });
    // The chain may have been switched while the request waited; the transaction stays on the chain it was
    // prepared (and approved) for, because its chain id is part of the signature.
    return context.exclusive(() => signAndSendTransaction(rpc, account, transaction));
  },
};
