import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { SolanaWalletProvider } from '@walletport/adapter-solana';
import { useAppKitAccount, useAppKitProvider, useDisconnect } from '@walletport/react';
import { useState } from 'react';

const MESSAGE = 'Hello from a Solana app';

export function App() {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' });
  const { walletProvider } = useAppKitProvider<SolanaWalletProvider>('solana');
  const { disconnect } = useDisconnect();
  const [result, setResult] = useState('');

  async function sign() {
    if (walletProvider === undefined || address === undefined) return;
    setResult('Waiting for the wallet…');
    try {
      const message = new TextEncoder().encode(MESSAGE);
      const signature = await walletProvider.signMessage(message);
      // A Solana address is the account's Ed25519 public key in base58.
      const valid = ed25519.verify(signature, message, base58.decode(address));
      setResult(valid ? 'Signature valid' : 'Signature invalid');
    } catch (error) {
      setResult(`Signing failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <main>
      <h1>Solana app</h1>
      <appkit-button />
      <p>Address: {address ?? 'none'}</p>
      {isConnected && (
        <p>
          <button type="button" onClick={sign}>
            Sign message
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
