/**
 * The ERC-1271 test wallet and its CREATE2 factory (test/fixtures/OwnedSignerWallet.sol), compiled with
 * solc-js in the test and deployed on the devnet: the one contract wallet of the names and SIWX tests
 * (the factory's `addressOf` gives the counterfactual address ERC-6492 signatures are made for).
 */
import { readFile } from 'node:fs/promises';
import type { Devnet } from '@walletport/devnet';
import solc from 'solc';
import { type Abi, type Address, getAddress, type Hex } from 'viem';
import { devnetClient, devnetWallet } from '../blockchain/chain-test-kit.js';

const SOURCE = new URL('../fixtures/OwnedSignerWallet.sol', import.meta.url);
const SOURCE_KEY = 'OwnedSignerWallet.sol';

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

export interface CompiledWallets {
  wallet: CompiledContract;
  factory: CompiledContract;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

export async function compileWalletContracts(): Promise<CompiledWallets> {
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_KEY]: { content: await readFile(SOURCE, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((entry) => entry.formattedMessage).join('\n'));
  const pick = (name: string): CompiledContract => {
    const contract = output.contracts?.[SOURCE_KEY]?.[name];
    if (contract === undefined) throw new Error(`solc produced no ${name}.`);
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  return { wallet: pick('OwnedSignerWallet'), factory: pick('OwnedSignerWalletFactory') };
}

/** Deploys a contract from devnet account `deployerIndex`; returns its checksummed address. */
export async function deployContract(
  devnet: Devnet,
  contract: CompiledContract,
  args: readonly unknown[],
  deployerIndex = 9,
): Promise<Address> {
  const wallet = devnetWallet(devnet, deployerIndex);
  const hash = await wallet.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args });
  const receipt = await devnetClient(devnet).waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.contractAddress == null) throw new Error('The deployment created no contract.');
  return getAddress(receipt.contractAddress);
}
