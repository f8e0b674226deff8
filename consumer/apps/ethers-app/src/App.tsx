import {
  type Provider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useDisconnect,
} from '@walletport/react';
import { BrowserProvider, verifyMessage } from 'ethers';
import { useState } from 'react';
import { networks } from './config';

const MESSAGE = 'Hello from an ethers app';

export function App() {
  const { address, isConnected } = useAppKitAccount();
  const { chainId, switchNetwork } = useAppKitNetwork();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');
  const { disconnect } = useDisconnect();
  const [result, setResult] = useState('');

  async function sign() {
    if (walletProvider === undefined || address === undefined) return;
    setResult('Waiting for the wallet…');
    try {
      const signer = await new BrowserProvider(walletProvider, Number(chainId)).getSigner();
      const signature = await signer.signMessage(MESSAGE);
      const signedBy = verifyMessage(MESSAGE, signature);
      setResult(signedBy.toLowerCase() === address.toLowerCase() ? 'Signature valid' : 'Signature invalid');
    } catch (error) {
      setResult(`Signing failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <main>
      <h1>ethers app</h1>
      <appkit-button />
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
    </main>
  );
}
