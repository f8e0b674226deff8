import type { Address } from 'viem';
import type { WalletContext } from '../context.js';
import { invalidParamsError } from '../errors.js';
import { chainIdToHex, describe, parseAddress, parseChainId } from '../hex.js';
import type { MethodTable } from './handler.js';

/** EIP-2255 permission as MetaMask reports it, so permission-aware dapps read it the usual way. */
export interface AccountsPermission {
  invoker: string;
  parentCapability: 'eth_accounts';
  caveats: [{ type: 'restrictReturnedAccounts'; value: Address[] }];
  date: number;
}

function exposedAccounts(context: WalletContext): Address[] {
  return context.state.authorized ? [context.selectedAccount().address] : [];
}

function permissions(context: WalletContext): AccountsPermission[] {
  if (!context.state.authorized) return [];
  return [
    {
      invoker: context.origin,
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts(context) }],
      date: context.state.authorizedAt,
    },
  ];
}

/** wallet_requestPermissions / wallet_revokePermissions take [{ eth_accounts: {} }]; nothing else exists here. */
function parsePermissionRequest(params: unknown, method: string): void {
  const first = Array.isArray(params) ? params[0] : undefined;
  if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    throw invalidParamsError(`${method} expects [{ eth_accounts: {} }], got ${describe(params)}`);
  }
  const names = Object.keys(first);
  if (names.length === 0) throw invalidParamsError(`${method} needs at least one permission`);
  const unknown = names.filter((name) => name !== 'eth_accounts');
  if (unknown.length > 0) throw invalidParamsError(`unknown permission ${unknown.join(', ')}`);
}

function grant(context: WalletContext): void {
  if (context.state.authorized) return;
  context.state.authorized = true;
  context.state.authorizedAt = Date.now();
  context.events.emit('accountsChanged', exposedAccounts(context));
  context.notify();
}

/** Per-wallet table: two eth_requestAccounts calls in flight share one approval, as in real wallets. */
export function createAccountMethods(): MethodTable {
  let pendingConnect: Promise<void> | undefined;

  const connect = (context: WalletContext, method: 'eth_requestAccounts' | 'wallet_requestPermissions') => {
    if (context.state.authorized) return Promise.resolve();
    if (!pendingConnect) {
      pendingConnect = context
        .approve({ kind: 'connect', method, address: context.selectedAccount().address })
        .then(() => grant(context))
        .finally(() => {
          pendingConnect = undefined;
        });
    }
    return pendingConnect;
  };

  return {
    eth_accounts: async (context) => exposedAccounts(context),
    eth_requestAccounts: async (context) => {
      await connect(context, 'eth_requestAccounts');
      return exposedAccounts(context);
    },
    wallet_requestPermissions: async (context, params) => {
      parsePermissionRequest(params, 'wallet_requestPermissions');
      await connect(context, 'wallet_requestPermissions');
      return permissions(context);
    },
    wallet_getPermissions: async (context) => permissions(context),
    wallet_revokePermissions: async (context, params) => {
      parsePermissionRequest(params, 'wallet_revokePermissions');
      if (context.state.authorized) {
        context.state.authorized = false;
        context.events.emit('accountsChanged', []);
        context.notify();
      }
      return null;
    },
    wallet_getCapabilities: async (context, params) => {
      const list = Array.isArray(params) ? params : [];
      context.authorizedAccount(parseAddress(list[0], 'address'));
      const filter = list[1];
      if (filter !== undefined && !Array.isArray(filter))
        throw invalidParamsError('chain ids must be an array');
      const wanted = (filter as unknown[] | undefined)?.map((id) => parseChainId(id));
      const capabilities: Record<string, Record<string, unknown>> = {};
      for (const chain of context.state.chains) {
        if (wanted && !wanted.includes(chain.id)) continue;
        // No wallet_sendCalls here, so batching is honestly reported as unsupported (EIP-5792). Assets are
        // listed by wallet_getAssets on every chain the wallet serves (EIP-7811 asks for every chain id).
        capabilities[chainIdToHex(chain.id)] = {
          atomic: { status: 'unsupported' },
          assetDiscovery: { supported: true },
        };
      }
      return capabilities;
    },
  };
}
