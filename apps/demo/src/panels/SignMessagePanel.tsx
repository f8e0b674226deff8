import { base58 } from '@scure/base';
import type { SolanaWalletProvider } from '@walletport/adapter-solana';
import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@walletport/react';
import { useState } from 'react';
import { BaseError } from 'viem';
import { useAccount, useSignMessage } from 'wagmi';

/** What the demo asks the wallet to sign; the e2e suite recovers the signer from it. */
export const DEMO_MESSAGE = 'Hello from the Walletport demo';

/** viem's short message when there is one ("User rejected the request."), else the error's own text. */
function describeError(error: Error): string {
  return error instanceof BaseError ? error.shortMessage : error.message;
}

/**
 * Signs the demo message in the active namespace: on eip155 a personal_sign through wagmi on the adapter's
 * config (whichever connector is active carries it to the wallet); on Solana through the wallet's provider
 * from useAppKitProvider('solana'), as an AppKit app does, shown in base58.
 */
export function SignMessagePanel() {
  const { caipNetwork } = useAppKitNetwork();
  const solana = caipNetwork?.chainNamespace === 'solana';
  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="muted small">
        Asks the connected wallet to sign <q className="mono">{DEMO_MESSAGE}</q>.
      </p>
      {solana ? <SolanaSign /> : <EvmSign />}
    </section>
  );
}

function EvmSign() {
  const { isConnected } = useAccount();
  const sign = useSignMessage();
  return (
    <SignOutput
      pending={sign.isPending}
      disabled={!isConnected}
      onSign={() => {
        sign.reset();
        sign.signMessage({ message: DEMO_MESSAGE });
      }}
      signature={sign.data}
      error={sign.error ? describeError(sign.error) : undefined}
    />
  );
}

function SolanaSign() {
  const { isConnected } = useAppKitAccount({ namespace: 'solana' });
  const { walletProvider } = useAppKitProvider<SolanaWalletProvider | undefined>('solana');
  const [state, setState] = useState<{ pending: boolean; signature?: string; error?: string }>({
    pending: false,
  });
  const sign = async () => {
    if (walletProvider?.signMessage === undefined) return;
    setState({ pending: true });
    try {
      const signature = await walletProvider.signMessage(new TextEncoder().encode(DEMO_MESSAGE));
      setState({ pending: false, signature: base58.encode(signature) });
    } catch (error) {
      setState({ pending: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <SignOutput
      pending={state.pending}
      disabled={!isConnected || walletProvider?.signMessage === undefined}
      onSign={() => void sign()}
      signature={state.signature}
      error={state.error}
    />
  );
}

function SignOutput(props: {
  pending: boolean;
  disabled: boolean;
  onSign(): void;
  signature: string | undefined;
  error: string | undefined;
}) {
  return (
    <>
      <p>
        <button type="button" disabled={props.disabled || props.pending} onClick={props.onSign}>
          {props.pending ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </p>
      {props.signature !== undefined ? (
        <dl className="facts">
          <div className="fact">
            <dt>Signature</dt>
            <dd className="value">
              <output aria-label="Signature">{props.signature}</output>
            </dd>
          </div>
        </dl>
      ) : null}
      {props.error !== undefined ? (
        <p className="error small" role="alert">
          Signing failed: {props.error}
        </p>
      ) : null}
    </>
  );
}
