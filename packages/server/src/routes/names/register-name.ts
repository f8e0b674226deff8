/**
 * POST /v1/profile/account: registers a name for an address that proves it signed the request.
 * Checks run cheapest first; the signature (an RPC call for contract wallets) comes last before the
 * insert, and the insert itself decides whether the name is still free.
 */
import { coinTypeToChainId } from '@walletport/core/internal';
import type { Hex } from 'viem';
import type { Cache } from '../../cache/index.js';
import type { ChainClients } from '../../chain/clients.js';
import { isSignedBy } from '../../chain/verify-signature.js';
import type { ServerConfig } from '../../config.js';
import { ApiError, invalidParameter } from '../../http/api-error.js';
import { lookupChain, requireEthereumAddress } from '../blockchain/params.js';
import { identityCacheKey } from './identity.js';
import { normalizeName } from './name-rules.js';
import type { NameRecord, NameStore } from './name-store.js';
import { parseRegistrationMessage, timestampProblem } from './registration-message.js';

export interface RegisterNameBody {
  coin_type: number;
  address: string;
  message: string;
  signature: string;
}

export interface RegisterNameDeps {
  config: Pick<ServerConfig, 'chains' | 'nameSuffix'>;
  store: NameStore;
  clients: ChainClients;
  cache: Cache;
  /** Unix seconds now. */
  nowSeconds?: () => number;
}

/** The served chain a coin type stands for, or a 400 naming coin_type. */
function chainForCoinType(config: RegisterNameDeps['config'], coinType: number) {
  let chainId: number;
  try {
    chainId = coinTypeToChainId(coinType);
  } catch {
    throw invalidParameter('coin_type', 'must be an EVM coin type (60, or 0x80000000 plus a chain id)');
  }
  const lookup = lookupChain(config.chains, `eip155:${chainId}`, 'coin_type');
  if (lookup.kind === 'unsupported') {
    throw invalidParameter('coin_type', `chain ${chainId} is not served by this server`);
  }
  return lookup.chain;
}

export async function registerName(deps: RegisterNameDeps, body: RegisterNameBody): Promise<NameRecord> {
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const address = requireEthereumAddress(body.address, 'address');
  const chain = chainForCoinType(deps.config, body.coin_type);
  const parsed = parseRegistrationMessage(body.message);
  if (!parsed.ok) throw invalidParameter('message', parsed.problem);
  const stale = timestampProblem(parsed.message.timestamp, nowSeconds());
  if (stale !== undefined) throw invalidParameter('message', stale);
  const name = normalizeName(parsed.message.name, deps.config.nameSuffix);
  if (!name.ok) throw invalidParameter('message.name', name.problem);

  const client = deps.clients.get(chain.chainId);
  if (client === undefined)
    throw invalidParameter('coin_type', `chain ${chain.chainId} is not served by this server`);
  if (!(await isSignedBy(client, address, body.message, body.signature as Hex))) {
    throw new ApiError(
      401,
      'INVALID_SIGNATURE',
      'The signature is not a signature of the message by the address.',
    );
  }

  const record = await deps.store.register({
    name: name.fullName,
    attributes: parsed.message.attributes,
    coinType: body.coin_type,
    address,
  });
  if (record === 'taken')
    throw new ApiError(409, 'NAME_TAKEN', `The name ${name.fullName} is already registered.`);
  await deps.cache.delete(identityCacheKey(address));
  return record;
}
