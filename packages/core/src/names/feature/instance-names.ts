/**
 * The registration flow wired to one instance: the active eip155 account and its chain from the stores,
 * the eip155 adapter's signMessage, the names routes of the Walletport server, and the identity refresh
 * that makes the new name show everywhere. A chunk of its own (see install-names.ts).
 */
import { getAccountState } from '../../accounts/index.js';
import { createNamesApiClient } from '../../api/names-api.js';
import { createError, WalletportError } from '../../errors/index.js';
import type { FeatureContext } from '../../feature/index.js';
import { isEthereumAddress } from '../../validation/address.js';
import { createRegisterNameFlow, type NamesAccount, type RegisterNameFlow } from '../register-name-flow.js';

/** The active account when it can register: eip155, a valid address, an eip155 network. */
export function readNamesAccount(ctx: Pick<FeatureContext, 'stores'>): NamesAccount | undefined {
  const chains = ctx.stores.chains.getState();
  const network = chains.activeCaipNetwork;
  if (chains.activeNamespace !== 'eip155' || network?.chainNamespace !== 'eip155') return undefined;
  const { address } = getAccountState(ctx.stores.accounts.getState(), 'eip155');
  if (address === undefined || !isEthereumAddress(address, { strict: false })) return undefined;
  return { address, chainId: Number(network.id) };
}

export function createInstanceNamesFlow(ctx: FeatureContext): RegisterNameFlow {
  const { api } = ctx.services;
  // install-names.ts installs the feature only with a server; this keeps the types honest.
  if (api === undefined) throw new WalletportError('Names need a Walletport server (apiUrl)');
  const names = createNamesApiClient({
    http: api.http,
    projectId: ctx.options.projectId,
    sdkType: ctx.env.sdkType,
    sdkVersion: ctx.env.sdkVersion,
  });
  const flow = createRegisterNameFlow({
    account: () => readNamesAccount(ctx),
    suggest: (label, zone) => names.suggestNames(label, zone === undefined ? {} : { zone }),
    register: (request) => names.registerName(request),
    signMessage(params) {
      const adapter = ctx.adapters.eip155;
      if (adapter === undefined) return Promise.reject(createError('ADAPTER_NOT_FOUND'));
      return adapter.signMessage(params);
    },
    async afterRegistered(address, name) {
      names.forgetName(name);
      await api.blockchain.refreshIdentity(address);
    },
    timers: ctx.env.timers,
    clock: ctx.env.clock,
    onError: (message, error) => ctx.env.logger.warn(message, { error }),
  });
  // Another account (or none) must not inherit what was typed, or a registration in flight.
  let address = readNamesAccount(ctx)?.address;
  const stop = ctx.stores.accounts.subscribe(() => {
    const next = readNamesAccount(ctx)?.address;
    if (next === address) return;
    address = next;
    flow.reset();
  });
  return {
    ...flow,
    destroy() {
      stop();
      flow.destroy();
    },
  };
}
