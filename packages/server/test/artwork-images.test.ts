/**
 * A fresh server seeds core's bundled artwork as the wallets' and networks' images, so the image routes
 * serve the same real logos the modal draws (checked by the server's own SVG sanitizer on import, served
 * with the usual strict headers); a wallet or network without artwork still gets its monogram.
 */
import { networkArtworkSvg, tokenArtworkSvg, walletArtworkSvg } from '@walletport/core/artwork';
import { describe, expect, it } from 'vitest';
import { isSafeSvg } from '../src/registry/index.js';
import { describeOnDatabases } from './support/app.js';

const DEMO = 'projectId=walletport-demo';

describeOnDatabases('seeded artwork', (ctx) => {
  describe('GET /getWalletImage/{id}', () => {
    it.each(['metamask', 'trust-wallet', 'trezor-suite', 'walletport-dev-wallet'])(
      'serves the real %s mark as stored SVG',
      async (id) => {
        const response = await ctx().inject(`/getWalletImage/${id}?${DEMO}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain('sandbox');
        expect(response.body).toBe(walletArtworkSvg(id));
        expect(isSafeSvg(response.body)).toBe(true);
      },
    );

    it('falls back to the monogram for a wallet without artwork', async () => {
      const response = await ctx().inject(`/getWalletImage/math-wallet?${DEMO}`);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toContain('>MW</text>');
    });

    it('the registry points each wallet with artwork at it through image_id', async () => {
      const response = await ctx().inject(`/getWallets?${DEMO}&page=1&entries=100`);
      const wallets = response.json().data as Array<{ id: string; image_id?: string }>;
      expect(wallets.find((wallet) => wallet.id === 'metamask')?.image_id).toBe('metamask');
    });
  });

  describe('GET /public/getAssetImage/{imageId}', () => {
    it.each(['ethereum', 'arbitrum', 'bsc', 'solana', 'devnet'])('serves the %s network mark', async (id) => {
      const response = await ctx().inject(`/public/getAssetImage/${id}?${DEMO}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toBe(networkArtworkSvg(id));
    });

    it('falls back to the monogram for a network without artwork (Blast)', async () => {
      const response = await ctx().inject(`/public/getAssetImage/blast?${DEMO}`);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toContain('>B</text>');
    });
  });
});

describeOnDatabases('bundled artwork for images nobody stored', (ctx) => {
  // A registry filled before the artwork existed (or imported without images) stores no image: the routes
  // draw the bundled mark rather than a monogram, and a monogram only where there is no mark.
  it('serves the wallet, network and token marks without a stored image', async () => {
    await ctx().db.query('DELETE FROM images');
    const wallet = await ctx().inject(`/getWalletImage/metamask?${DEMO}`);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(wallet.body).toBe(walletArtworkSvg('metamask'));
    const network = await ctx().inject(`/public/getAssetImage/ethereum?${DEMO}`);
    expect(network.body).toBe(networkArtworkSvg('ethereum'));
    const token = await ctx().inject(`/public/getTokenImage/ETH?${DEMO}`);
    expect(token.body).toBe(tokenArtworkSvg('ETH'));
    const noMark = await ctx().inject(`/getWalletImage/math-wallet?${DEMO}`);
    expect(noMark.body).toContain('>MW</text>');
  });
});
