/**
 * Compiles the devnet's Solidity sources with solc-js (standard JSON) and renders the committed
 * artifacts. Pure apart from reading the sources, so both the compile script and the
 * reproducibility test use exactly the same path from sources to artifact text.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

/** The compiler release the artifacts are built with; a different solc would change the bytecode. */
export const SOLC_VERSION = '0.8.30';

/**
 * Pinned compiler settings. 'cancun' rather than solc's default 'prague' because anvil runs the
 * latest fork anyway, while cancun opcodes (PUSH0, MCOPY) are what every public EVM chain
 * the demo may be pointed at also understands.
 */
export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
} as const;

/** Each artifact: one contract from one source file under contracts/. */
export const CONTRACTS = [
  { sourceFile: 'Multicall3.sol', contractName: 'Multicall3' },
  { sourceFile: 'WalletportToken.sol', contractName: 'WalletportToken' },
  { sourceFile: 'WalletportPriceFeed.sol', contractName: 'WalletportPriceFeed' },
  { sourceFile: 'WalletportCollectibles.sol', contractName: 'WalletportCollectibles' },
  { sourceFile: 'WalletportWETH.sol', contractName: 'WalletportWETH' },
  { sourceFile: 'WalletportSwapPair.sol', contractName: 'WalletportSwapPair' },
  { sourceFile: 'WalletportSwapFactory.sol', contractName: 'WalletportSwapFactory' },
  { sourceFile: 'WalletportSwapRouter.sol', contractName: 'WalletportSwapRouter' },
  { sourceFile: 'WalletportIdRegistry.sol', contractName: 'WalletportIdRegistry' },
] as const;

export const CONTRACTS_DIR = fileURLToPath(new URL('../contracts/', import.meta.url));
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

export interface RenderedArtifact {
  contractName: string;
  /** File name under artifacts/. */
  fileName: string;
  /** The exact file text, ending in a newline. */
  text: string;
}

interface SolcContractOutput {
  abi: unknown[];
  evm: { bytecode: { object: string }; deployedBytecode: { object: string } };
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, SolcContractOutput>>;
}

/** The key each source has in the standard JSON input; it also lands in the metadata hash. */
function sourceKey(sourceFile: string): string {
  return `contracts/${sourceFile}`;
}

/** Reads a source with line endings normalised, so a CRLF checkout still reproduces the artifacts. */
async function readSource(sourceFile: string): Promise<string> {
  const text = await readFile(`${CONTRACTS_DIR}${sourceFile}`, 'utf8');
  return text.replace(/\r\n/g, '\n');
}

export async function buildStandardInput(): Promise<object> {
  const sources: Record<string, { content: string }> = {};
  for (const { sourceFile } of CONTRACTS) {
    sources[sourceKey(sourceFile)] = { content: await readSource(sourceFile) };
  }
  return { language: 'Solidity', sources, settings: SOLC_SETTINGS };
}

/** Compiles every contract and returns the artifact files' text. Throws on any compiler error or warning. */
export async function compileContracts(): Promise<RenderedArtifact[]> {
  const compilerVersion: string = solc.version();
  if (!compilerVersion.startsWith(`${SOLC_VERSION}+`)) {
    throw new Error(`Expected solc ${SOLC_VERSION}, but the installed solc is ${compilerVersion}.`);
  }
  const input = await buildStandardInput();
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  // Warnings fail the build too: the sources are small enough to keep warning-free.
  const problems = (output.errors ?? []).filter((entry) => entry.severity !== 'info');
  if (problems.length > 0) {
    throw new Error(`solc reported problems:\n${problems.map((entry) => entry.formattedMessage).join('\n')}`);
  }
  return CONTRACTS.map(({ sourceFile, contractName }) => {
    const compiled = output.contracts?.[sourceKey(sourceFile)]?.[contractName];
    if (!compiled) throw new Error(`solc produced no output for ${contractName} in ${sourceFile}.`);
    const artifact = {
      contractName,
      sourceName: sourceKey(sourceFile),
      compiler: { version: compilerVersion, settings: SOLC_SETTINGS },
      abi: compiled.abi,
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    };
    return { contractName, fileName: `${contractName}.json`, text: `${JSON.stringify(artifact, null, 2)}\n` };
  });
}
