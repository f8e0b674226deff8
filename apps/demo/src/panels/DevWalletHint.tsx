import { useState } from 'react';
import type { DemoConfig } from '../config.js';

type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * For visitors without the dev wallet extension: loads the same wallet as a page script, pointed at this
 * stack's devnet ports (the script's own defaults are the standard ports, which a stack may not use).
 */
export function DevWalletHint({ config }: { config: DemoConfig }) {
  const [state, setState] = useState<LoadState>('idle');
  const load = () => {
    setState('loading');
    const script = document.createElement('script');
    script.src = config.devWalletScriptUrl;
    script.dataset.config = JSON.stringify({
      chains: config.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    });
    script.onload = () => setState('loaded');
    script.onerror = () => setState('failed');
    document.head.append(script);
  };
  return (
    <section className="card intro" aria-labelledby="intro-title">
      <h2 id="intro-title">A host site on the local devnet</h2>
      <p>
        Connect with the button at the top. The Walletport Dev Wallet extension answers on this page; without
        it,{' '}
        {state === 'idle' || state === 'failed' ? (
          <button type="button" className="link" onClick={load}>
            use the page-script dev wallet
          </button>
        ) : (
          'the page-script dev wallet'
        )}
        .
      </p>
      {config.devWalletWcPageUrl === undefined ? null : (
        <p>
          Connect over WalletConnect: choose WalletConnect in the modal and copy its link, then{' '}
          <a href={config.devWalletWcPageUrl} target="_blank" rel="noopener">
            open the dev wallet page
          </a>{' '}
          and paste the link there.
        </p>
      )}
      {config.mailboxUrl === undefined ? null : (
        <p>
          No wallet? Enter any email address in the modal: the login code arrives in the stack's{' '}
          <a href={config.mailboxUrl} target="_blank" rel="noopener">
            local mailbox
          </a>
          , where nothing leaves this machine.
        </p>
      )}
      <p className="muted small" role="status">
        {state === 'loading' && 'Loading the page-script dev wallet…'}
        {state === 'loaded' && 'The page-script dev wallet is ready: its panel is at the bottom right.'}
        {state === 'failed' && 'Could not load the page-script dev wallet. Is the stack running?'}
      </p>
    </section>
  );
}
