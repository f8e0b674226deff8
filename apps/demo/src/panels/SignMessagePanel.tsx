import { BaseError } from 'viem';
import { useAccount, useSignMessage } from 'wagmi';

/** What the demo asks the wallet to sign; the e2e suite recovers the signer from it. */
export const DEMO_MESSAGE = 'Hello from the Walletport demo';

/** viem's short message when there is one ("User rejected the request."), else the error's own text. */
function describeError(error: Error): string {
  return error instanceof BaseError ? error.shortMessage : error.message;
}

/**
 * A personal_sign request through wagmi on the adapter's config: whichever connector is active (injected
 * or WalletConnect) carries it to the wallet, which asks its user.
 */
export function SignMessagePanel() {
  const { isConnected } = useAccount();
  const sign = useSignMessage();
  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="muted small">
        Asks the connected wallet to sign <q className="mono">{DEMO_MESSAGE}</q>.
      </p>
      <p>
        <button
          type="button"
          disabled={!isConnected || sign.isPending}
          onClick={() => {
            sign.reset();
            sign.signMessage({ message: DEMO_MESSAGE });
          }}
        >
          {sign.isPending ? 'Waiting for the wallet…' : 'Sign message'}
        </button>
      </p>
      {sign.data !== undefined ? (
        <dl className="facts">
          <div className="fact">
            <dt>Signature</dt>
            <dd className="value">
              <output aria-label="Signature">{sign.data}</output>
            </dd>
          </div>
        </dl>
      ) : null}
      {sign.error ? (
        <p className="error small" role="alert">
          Signing failed: {describeError(sign.error)}
        </p>
      ) : null}
    </section>
  );
}
