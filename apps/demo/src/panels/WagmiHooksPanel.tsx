import { formatBalance, formatUnits } from '@walletport/core';
import { useAccount, useBalance, useChainId } from 'wagmi';
import { HookOutput } from '../components/KeyValueRows.js';
import { rowsOf } from '../describe-value.js';

/**
 * The same account read through wagmi's own React hooks, on the adapter's wagmiConfig: what an app that
 * already uses wagmi keeps doing after it adds Walletport.
 */
export function WagmiHooksPanel() {
  const account = useAccount();
  const chainId = useChainId();
  const balance = useBalance({
    address: account.address,
    chainId: account.chainId,
    query: { enabled: account.address !== undefined },
  });
  const formatted =
    balance.data === undefined
      ? undefined
      : formatBalance(formatUnits(balance.data.value, balance.data.decimals), {
          symbol: balance.data.symbol,
        });
  return (
    <section className="card" aria-labelledby="wagmi-hooks-title">
      <h2 id="wagmi-hooks-title">wagmi hooks</h2>
      <p className="muted small">The same connection through wagmi, on the adapter’s wagmiConfig.</p>
      <div className="hooks">
        <HookOutput
          name="useAccount()"
          rows={rowsOf({
            address: account.address,
            status: account.status,
            chainId: account.chainId,
            connector: account.connector?.name,
          })}
        />
        <HookOutput name="useChainId()" rows={rowsOf({ chainId })} />
        <HookOutput
          name="useBalance()"
          rows={rowsOf({ status: account.address === undefined ? 'idle' : balance.status, formatted })}
        />
      </div>
    </section>
  );
}
