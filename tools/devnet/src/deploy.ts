/**
 * Deploys the devnet contracts with plain viem. Idempotent: a contract whose code is already at
 * its fixed address is skipped, so pointing this at a running devnet changes nothing.
 */
import {
  type Abi,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  isAddressEqual,
} from 'viem';
import {
  DEVNET_CONTRACTS,
  DEVNET_DEPLOYER_INDEX,
  type DevnetContracts,
  devnetAccount,
  plannedDeployments,
} from './deployments.js';
import { DevnetError } from './errors.js';

/** Devnet RPC is local and instant; viem's 4 s default polling would dominate startup time. */
const POLLING_INTERVAL_MS = 50;

export interface DeployOptions {
  chain: Chain;
  rpcUrl: string;
  log?: (line: string) => void;
}

function deployFailed(chain: Chain, details: string, cause?: unknown): DevnetError {
  return new DevnetError(`Deploying the devnet contracts on ${chain.name} failed`, {
    code: 'DEPLOY_FAILED',
    details,
    cause,
  });
}

export async function deployDevnetContracts(options: DeployOptions): Promise<DevnetContracts> {
  const { chain, rpcUrl, log } = options;
  const account = devnetAccount(DEVNET_DEPLOYER_INDEX);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: POLLING_INTERVAL_MS });
  const walletClient = createWalletClient({
    account,
    chain,
    transport,
    pollingInterval: POLLING_INTERVAL_MS,
  });

  const plan = plannedDeployments();
  const codes = await Promise.all(plan.map((entry) => publicClient.getCode({ address: entry.address })));
  const missing = plan.filter((_, index) => codes[index] === undefined || codes[index] === '0x');
  if (missing.length === 0) {
    log?.(`[devnet ${chain.id}] contracts already deployed`);
    return { ...DEVNET_CONTRACTS };
  }

  // Fixed addresses need fixed nonces: refuse rather than deploy somewhere apps will not look.
  const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
  for (const [offset, entry] of missing.entries()) {
    if (entry.nonce !== nonce + offset) {
      throw deployFailed(
        chain,
        `${entry.key} must be deployed by ${account.address} at nonce ${entry.nonce} to land at ${entry.address}, ` +
          `but that account's next nonce is ${nonce + offset}. Start the devnet on a fresh chain.`,
      );
    }
  }

  // Send all, then wait for all: with --block-time this costs one block instead of three.
  const hashes: Hash[] = [];
  for (const entry of missing) {
    try {
      hashes.push(
        await walletClient.deployContract({
          abi: entry.artifact.abi as Abi,
          bytecode: entry.artifact.bytecode,
          args: entry.args as unknown[],
          nonce: entry.nonce,
        }),
      );
    } catch (cause) {
      throw deployFailed(chain, `Sending the ${entry.key} deployment failed.`, cause);
    }
  }
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })));
  for (const [index, receipt] of receipts.entries()) {
    const entry = missing[index];
    if (!entry) continue;
    const landed = receipt.contractAddress;
    if (receipt.status !== 'success' || !landed || !isAddressEqual(landed, entry.address)) {
      throw deployFailed(
        chain,
        `${entry.key} deployment ${receipt.transactionHash} ended with status ${receipt.status} at ${landed ?? 'no address'}, expected ${entry.address}.`,
      );
    }
    log?.(`[devnet ${chain.id}] deployed ${entry.key} at ${entry.address}`);
  }
  return { ...DEVNET_CONTRACTS };
}
