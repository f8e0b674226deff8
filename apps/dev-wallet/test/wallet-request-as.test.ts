import { describe, expect, it } from 'vitest';
import { devnetMnemonic } from '../src/wallet/accounts.js';
import { createDevWallet } from '../src/wallet/create-dev-wallet.js';
import type { ApprovalRequest } from '../src/wallet/types.js';

const chains = [
  { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:1' },
  { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:2' },
];

describe('requestAs', () => {
  it('asks the caller’s approver with the caller’s origin, not the page’s', async () => {
    const pageAsked: ApprovalRequest[] = [];
    const callerAsked: ApprovalRequest[] = [];
    const wallet = createDevWallet({
      mnemonic: devnetMnemonic,
      accountCount: 1,
      chains,
      origin: 'http://page.test',
      approver: async (request) => {
        pageAsked.push(request);
        return false;
      },
    });
    const accounts = await wallet.requestAs(
      {
        origin: 'http://dapp.test',
        approver: async (request) => {
          callerAsked.push(request);
          return true;
        },
      },
      { method: 'eth_requestAccounts' },
    );
    expect(accounts).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
    expect(callerAsked).toMatchObject([{ kind: 'connect', origin: 'http://dapp.test' }]);
    expect(pageAsked).toEqual([]);
    // Same wallet state: the grant holds for the page too.
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual(accounts);
  });

  it('a rejecting caller gets 4001 and the chain stays', async () => {
    const wallet = createDevWallet({
      mnemonic: devnetMnemonic,
      accountCount: 1,
      chains,
      approver: async () => true,
    });
    await expect(
      wallet.requestAs(
        { origin: 'http://dapp.test', approver: async () => false },
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      ),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(wallet.getState().chainId).toBe(31337);
  });
});
