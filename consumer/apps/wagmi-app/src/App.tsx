import { useAppKitAccount } from '@walletport/react';
import { useState } from 'react';
import { verifyMessage } from 'viem';
import { useAccount, useDisconnect, useSignMessage, useSwitchChain } from 'wagmi';
import { networks } from './config';

const MESSAGE = 'Hello from a wagmi app';

export function App() {
  // wagmi's hooks and Walletport's read the same connection.
  const { address, chainId, isConnected } = useAccount();
  const appKitAccount = useAppKitAccount();
  const { signMessageAsync } = useSignMessage();
  const { switchChain } = useSwitchChain();
  const { disconnect } = useDisconnect();
  const [result, setResult] = useState('');

  async function sign() {
    if (address === undefined) return;
    setResult('Waiting for the wallet…');
    try {
      const signature = await signMessageAsync({ message: MESSAGE });
      const valid = await verifyMessage({ address, message: MESSAGE, signature });
      setResult(valid ? 'Signature valid' : 'Signature invalid');
    } catch (error) {
      setResult(`Signing failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <main>
      <h1>wagmi app</h1>
      <appkit-button />
      <p>Address: {address ?? 'none'}</p>
      <p>Chain: {isConnected ? String(chainId) : 'none'}</p>
      <p>Walletport address: {appKitAccount.address ?? 'none'}</p>
      {isConnected && (
        <p>
          <button type="button" onClick={sign}>
            Sign message
          </button>
          <button type="button" onClick={() => switchChain({ chainId: Number(networks[1].id) })}>
            Switch to Walletport Devnet 2
          </button>
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        </p>
      )}
      <output>{result}</output>
    </main>
  );
}
