/**
 * Registers the dev Farcaster account (farcaster.ts) in the devnet's ID registry and names it.
 * Idempotent: what the chain already holds is not sent again, so a restart on a running chain changes
 * nothing. A chain where the account holds another fid (or fid 1 is someone else's) is refused rather
 * than worked around: apps and tests count on fid 1 being this account, named 'walletport-dev'.
 */
import { encodeFunctionData } from 'viem';
import { DEVNET_CONTRACTS, devnetAccount } from './deployments.js';
import {
  CONTRACT_CALL_GAS,
  connectDevnet,
  createCallSender,
  type DevnetCall,
  type SentCall,
} from './devnet-calls.js';
import { DevnetError } from './errors.js';
import { DEVNET_FARCASTER_ACCOUNT, devnetIdRegistryAbi } from './farcaster.js';

export interface SeedFarcasterOptions {
  rpcUrl: string;
  log?: (line: string) => void;
}

export interface SeedFarcasterResult {
  fid: number;
  username: string;
  /** Transactions sent (0 when the account was registered and named already). */
  transactions: number;
}

function seedFailed(details: string): DevnetError {
  return new DevnetError('Cannot register the dev Farcaster account', { code: 'SEED_FAILED', details });
}

export async function seedDevnetFarcaster(options: SeedFarcasterOptions): Promise<SeedFarcasterResult> {
  const { rpcUrl, log } = options;
  const connection = await connectDevnet(rpcUrl);
  const where = `[devnet ${connection.chainId}]`;
  const registry = DEVNET_CONTRACTS.idRegistry;
  const code = await connection.client.getCode({ address: registry });
  if (code === undefined || code === '0x') {
    throw seedFailed(`No ID registry at ${registry} on ${rpcUrl}: deploy the devnet contracts first.`);
  }
  const { accountIndex, fid, username } = DEVNET_FARCASTER_ACCOUNT;
  const custody = devnetAccount(accountIndex).address;
  const read = { address: registry, abi: devnetIdRegistryAbi } as const;

  const calls: DevnetCall[] = [];
  const registered = await connection.client.readContract({ ...read, functionName: 'idOf', args: [custody] });
  if (registered === 0n) {
    const counter = await connection.client.readContract({ ...read, functionName: 'idCounter' });
    if (counter !== BigInt(fid - 1)) {
      throw seedFailed(
        `fid ${fid} is taken by another address on ${rpcUrl}; start the devnet on a fresh chain.`,
      );
    }
    calls.push({
      label: `register ${custody} as Farcaster fid ${fid}`,
      from: custody,
      to: registry,
      data: encodeFunctionData({ abi: devnetIdRegistryAbi, functionName: 'register' }),
      gas: CONTRACT_CALL_GAS,
    });
  } else if (registered !== BigInt(fid)) {
    throw seedFailed(
      `${custody} is fid ${registered} on ${rpcUrl}, not ${fid}; start the devnet on a fresh chain.`,
    );
  }
  const currentName =
    registered === 0n
      ? ''
      : await connection.client.readContract({ ...read, functionName: 'usernameOf', args: [BigInt(fid)] });
  if (currentName !== username) {
    calls.push({
      label: `name Farcaster fid ${fid} '${username}'`,
      from: custody,
      to: registry,
      data: encodeFunctionData({ abi: devnetIdRegistryAbi, functionName: 'setUsername', args: [username] }),
      gas: CONTRACT_CALL_GAS,
    });
  }
  if (calls.length === 0) {
    log?.(`${where} Farcaster fid ${fid} '${username}' already registered`);
    return { fid, username, transactions: 0 };
  }
  // One sender, consecutive nonces: the name is set after the registration it needs.
  const sender = createCallSender(connection, {
    code: 'SEED_FAILED',
    message: 'Registering the dev Farcaster account failed',
  });
  const sent: SentCall[] = [];
  for (const call of calls) sent.push(await sender.send(call));
  await sender.confirm(sent);
  log?.(`${where} registered Farcaster fid ${fid} '${username}' for ${custody}`);
  return { fid, username, transactions: sent.length };
}
