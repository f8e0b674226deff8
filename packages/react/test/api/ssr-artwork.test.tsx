// Runs in Vitest's node environment: no window, no document, as on a server.
/**
 * On a server the network button's picture is an empty circle when the network has bundled artwork: the
 * artwork is a lazy chunk the browser loads, never something a server render waits for, and no initials
 * are drawn that the logo would then replace.
 */
import { mainnet, sepolia } from '@walletport/core';
import { AppKitNetworkButton, AppKitProvider, createAppKit } from '@walletport/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';

describe('server rendering of the network button with bundled artwork', () => {
  it('renders an empty circle: no Suspense boundary, no initials, no image', () => {
    expect(typeof document).toBe('undefined');
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [createTestAdapter({ networks: [mainnet, sepolia] })],
    });
    const page = renderToString(
      <AppKitProvider instance={kit} cookies={null}>
        <AppKitNetworkButton />
      </AppKitProvider>,
    );
    // The button's stylesheet names data-initials too; only the markup counts here.
    const html = page.replace(/<style[\s\S]*?<\/style>/, '');
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).toContain('Ethereum');
    expect(html).toContain('<span class="wp-btn-image wp-btn-image-fallback" aria-hidden="true"></span>');
    expect(html).not.toContain('data-initials');
    expect(html).not.toContain('<img');
    // React marks a boundary that suspended on the server with <!--$!-->; there is none.
    expect(html).not.toContain('<!--$');
    kit.destroy();
  });
});
