import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { type HDAccount, HDKey, hdKeyToAccount } from 'viem/accounts';

/** The public test mnemonic every anvil/hardhat devnet funds. Never use it for anything of value. */
export const devnetMnemonic = 'test test test test test test test test test test test junk';

/**
 * Accounts m/44'/60'/0'/0/0 … /count-1, the same ones anvil prints at start-up. The seed is computed once
 * (viem's mnemonicToAccount would redo its 2048 PBKDF2 rounds per account), which matters because the
 * content script derives them while the page is still loading.
 */
export function deriveAccounts(mnemonic: string, count: number): HDAccount[] {
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    throw new Error(`createDevWallet: accountCount must be an integer from 1 to 100, got ${count}`);
  }
  const normalized = mnemonic.trim().split(/\s+/).join(' ');
  // A typo would otherwise derive valid-looking accounts that hold nothing on the devnet.
  if (!validateMnemonic(normalized, wordlist))
    throw new Error('createDevWallet: the mnemonic is not a valid BIP-39 phrase');
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(normalized));
  return Array.from({ length: count }, (_, addressIndex) => hdKeyToAccount(root, { addressIndex }));
}
