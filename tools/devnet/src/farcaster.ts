/**
 * The devnet's Farcaster: the ID registry's typed ABI and the dev Farcaster account the stack registers,
 * so Sign In With Farcaster can be approved locally by a key that really holds custody of an fid.
 * A test checks the ABI against the compiled artifact, so it cannot drift from contracts/.
 */
import { parseAbi } from 'viem';

export const devnetIdRegistryAbi = parseAbi([
  'function idCounter() view returns (uint256)',
  'function idOf(address owner) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
  'function usernameOf(uint256 fid) view returns (string)',
  'function idOfUsername(string username) view returns (uint256)',
  'function register() returns (uint256 fid)',
  'function setUsername(string username)',
  'event Register(address indexed to, uint256 indexed id)',
  'event UsernameChanged(uint256 indexed id, string username)',
  'error HasId(address owner, uint256 id)',
  'error HasNoId(address owner)',
  'error InvalidUsername(string username)',
  'error UsernameTaken(string username, uint256 id)',
]);

/**
 * Account 6 of the devnet mnemonic is the dev Farcaster account: one no other seed sends from (0 is the
 * dev wallet's, 1 and 2 are in the history, 4 provides liquidity). It registers before anyone else on a
 * fresh chain, so it is always fid 1.
 */
export const DEVNET_FARCASTER_ACCOUNT = {
  accountIndex: 6,
  fid: 1,
  username: 'walletport-dev',
} as const;
