/**
 * The compiled contracts, as committed under artifacts/ by scripts/compile.ts.
 * A test recompiles the sources and compares byte for byte, so these are provably from contracts/.
 */
import type { Abi, Hex } from 'viem';
import multicall3Json from '../artifacts/Multicall3.json' with { type: 'json' };
import walletportCollectiblesJson from '../artifacts/WalletportCollectibles.json' with { type: 'json' };
import walletportIdRegistryJson from '../artifacts/WalletportIdRegistry.json' with { type: 'json' };
import walletportPriceFeedJson from '../artifacts/WalletportPriceFeed.json' with { type: 'json' };
import walletportSwapFactoryJson from '../artifacts/WalletportSwapFactory.json' with { type: 'json' };
import walletportSwapPairJson from '../artifacts/WalletportSwapPair.json' with { type: 'json' };
import walletportSwapRouterJson from '../artifacts/WalletportSwapRouter.json' with { type: 'json' };
import walletportTokenJson from '../artifacts/WalletportToken.json' with { type: 'json' };
import walletportWethJson from '../artifacts/WalletportWETH.json' with { type: 'json' };

export interface ContractArtifact {
  contractName: string;
  abi: Abi;
  /** Creation code, without constructor arguments. */
  bytecode: Hex;
  /** Runtime code as compiled (before immutables are filled in at deployment). */
  deployedBytecode: Hex;
}

interface ArtifactJson {
  contractName: string;
  abi: unknown;
  bytecode: string;
  deployedBytecode: string;
}

function asHex(value: string, what: string): Hex {
  if (!/^0x(?:[0-9a-f]{2})*$/i.test(value)) throw new Error(`${what} is not hex bytes`);
  return value as Hex;
}

function toArtifact(json: ArtifactJson): ContractArtifact {
  return {
    contractName: json.contractName,
    // The ABI comes straight from solc; JSON imports cannot carry viem's literal ABI types.
    abi: json.abi as Abi,
    bytecode: asHex(json.bytecode, `${json.contractName} bytecode`),
    deployedBytecode: asHex(json.deployedBytecode, `${json.contractName} deployedBytecode`),
  };
}

export function multicall3Artifact(): ContractArtifact {
  return toArtifact(multicall3Json);
}

export function walletportTokenArtifact(): ContractArtifact {
  return toArtifact(walletportTokenJson);
}

export function walletportPriceFeedArtifact(): ContractArtifact {
  return toArtifact(walletportPriceFeedJson);
}

export function walletportCollectiblesArtifact(): ContractArtifact {
  return toArtifact(walletportCollectiblesJson);
}

export function walletportWethArtifact(): ContractArtifact {
  return toArtifact(walletportWethJson);
}

export function walletportSwapFactoryArtifact(): ContractArtifact {
  return toArtifact(walletportSwapFactoryJson);
}

/** Created by the factory (CREATE2), never deployed directly; its creation code fixes the pools' addresses. */
export function walletportSwapPairArtifact(): ContractArtifact {
  return toArtifact(walletportSwapPairJson);
}

export function walletportSwapRouterArtifact(): ContractArtifact {
  return toArtifact(walletportSwapRouterJson);
}

/** The devnet's Farcaster ID registry: fids, their custody addresses and user names. */
export function walletportIdRegistryArtifact(): ContractArtifact {
  return toArtifact(walletportIdRegistryJson);
}
