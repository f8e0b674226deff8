import { BaseError, parseEther } from 'viem';
import { useAccount, useSendTransaction, useWaitForTransactionReceipt } from 'wagmi';

/** Where the demo's transfer goes: the devnet's second deterministic account. */
export const DEMO_RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const DEMO_AMOUNT = '0.001';

function describeError(error: Error): string {
  return error instanceof BaseError ? error.shortMessage : error.message;
}

/**
 * A plain value transfer through wagmi on the adapter's config, so whichever connector is active
 * (browser wallet, WalletConnect or the embedded wallet) asks its user and sends it to the devnet.
 */
export function SendTransactionPanel() {
  const { isConnected } = useAccount();
  const send = useSendTransaction();
  const receipt = useWaitForTransactionReceipt({ hash: send.data });
  return (
    <section className="card" aria-labelledby="send-title">
      <h2 id="send-title">Send a transaction</h2>
      <p className="muted small">
        Sends {DEMO_AMOUNT} ETH to <span className="mono">{DEMO_RECIPIENT}</span> on the current network.
      </p>
      <p>
        <button
          type="button"
          disabled={!isConnected || send.isPending}
          onClick={() => {
            send.reset();
            send.sendTransaction({ to: DEMO_RECIPIENT, value: parseEther(DEMO_AMOUNT) });
          }}
        >
          {send.isPending ? 'Waiting for the wallet…' : 'Send transaction'}
        </button>
      </p>
      {send.data !== undefined ? (
        <dl className="facts">
          <div className="fact">
            <dt>Transaction</dt>
            <dd className="value">
              <output aria-label="Transaction hash">{send.data}</output>
            </dd>
          </div>
          <div className="fact">
            <dt>Status</dt>
            <dd className="value">
              <output aria-label="Transaction status">
                {receipt.data === undefined
                  ? receipt.isError
                    ? 'Not found'
                    : 'Pending…'
                  : receipt.data.status === 'success'
                    ? `Confirmed in block ${receipt.data.blockNumber}`
                    : 'Reverted'}
              </output>
            </dd>
          </div>
        </dl>
      ) : null}
      {send.error ? (
        <p className="error small" role="alert">
          Sending failed: {describeError(send.error)}
        </p>
      ) : null}
    </section>
  );
}
