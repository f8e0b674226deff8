'use client';
import {
  AppKitButton,
  type Provider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useDisconnect,
} from '@walletport/react';
import { useState } from 'react';
import { type Address, verifyMessage } from 'viem';
import { networks } from '../config';

const MESSAGE = 'Hello from a Next.js app';

export function Wallet() {
  const { address, isConnected } = useAppKitAccount();
  const { chainId, switchNetwork } = useAppKitNetwork();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');
  const { disconnect } = useDisconnect();
  const [result, setResult] = useState('');

  async function sign() {
    if (walletProvider === undefined || address === undefined) return;
    setResult('Waiting for the wallet…');
    try {
      const signature = (await walletProvider.request({
        method: 'personal_sign',
        params: [MESSAGE, address],
      })) as `0x${string}`;
      const valid = await verifyMessage({ address: address as Address, message: MESSAGE, signature });
      setResult(valid ? 'Signature valid' : 'Signature invalid');
    } catch (error) {
      setResult(`Signing failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <>
      <AppKitButton />
      <p>Address: {address ?? 'none'}</p>
      <p>Chain: {isConnected ? String(chainId) : 'none'}</p>
      {isConnected && (
        <p>
          <button type="button" onClick={sign}>
            Sign message
          </button>
          <button type="button" onClick={() => switchNetwork(networks[1])}>
            Switch to Walletport Devnet 2
          </button>
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        </p>
      )}
      <output>{result}</output>
    </>
  );
}
