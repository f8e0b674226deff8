/**
 * The devnet's chains. The ids, names and default ports must stay identical to packages/core's
 * network catalogue entries walletportDevnet and walletportDevnet2.
 */
import { DevnetError } from './errors.js';

/** Anvil's well-known test mnemonic: its accounts are public, never use them on a real chain. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

/** Accounts anvil derives from the mnemonic, and the ether each one starts with. */
export const DEVNET_ACCOUNT_COUNT = 10;
export const DEVNET_ACCOUNT_BALANCE_ETH = 10_000;

/** Anvil listens on loopback only: the devnet is for this machine. */
export const DEVNET_HOST = '127.0.0.1';

export interface DevnetChainConfig {
  id: number;
  name: string;
  port: number;
}

export const DEVNET_CHAINS = [
  { id: 31337, name: 'Walletport Devnet', port: 8545 },
  { id: 31338, name: 'Walletport Devnet 2', port: 8546 },
] as const satisfies readonly DevnetChainConfig[];

/** The environment variables that override each chain's port, in DEVNET_CHAINS order. */
export const DEVNET_PORT_ENV_VARS = ['WALLETPORT_DEVNET_PORT_1', 'WALLETPORT_DEVNET_PORT_2'] as const;

export function devnetRpcUrl(port: number): string {
  return `http://${DEVNET_HOST}:${port}`;
}

/**
 * Parses a TCP port given as text. Only plain decimal digits are accepted (no signs, exponents or
 * hex), because `Number()` would quietly turn '0x1F90' or '8e3' into a port nobody meant.
 */
export function parseDevnetPort(value: string, source: string): number {
  const trimmed = value.trim();
  const port = /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new DevnetError('Invalid devnet port', {
      code: 'INVALID_PORT',
      details: `${source} must be a whole number from 1 to 65535, got ${JSON.stringify(value)}.`,
    });
  }
  return port;
}

/** The devnet chains with their ports, each overridable by its environment variable. */
export function devnetChainConfigs(
  env: Readonly<Record<string, string | undefined>> = process.env,
): DevnetChainConfig[] {
  const configs = DEVNET_CHAINS.map((chain, index) => {
    const envVar = DEVNET_PORT_ENV_VARS[index];
    const override = envVar === undefined ? undefined : env[envVar];
    // An empty value counts as unset, so `WALLETPORT_DEVNET_PORT_1= npm start` keeps the default.
    const port =
      override === undefined || override.trim() === '' ? chain.port : parseDevnetPort(override, envVar ?? '');
    return { id: chain.id, name: chain.name, port };
  });
  const [first, second] = configs;
  if (first && second && first.port === second.port) {
    throw new DevnetError('Invalid devnet port', {
      code: 'INVALID_PORT',
      details: `Both devnet chains would use port ${first.port}; give ${DEVNET_PORT_ENV_VARS[0]} and ${DEVNET_PORT_ENV_VARS[1]} different values.`,
    });
  }
  return configs;
}
