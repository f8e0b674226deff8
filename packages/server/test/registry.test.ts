import { describe, expect, it } from 'vitest';
import { SEED_WALLETS } from '../src/registry/index.js';
import { describeOnDatabases, uniqueProjectId } from './support/app.js';

interface Listing {
  id: string;
  name: string;
  rdns: string | null;
  chains: string[];
  image_id: string;
  mobile_link: string | null;
}

const DEMO = 'projectId=walletport-demo&st=react&sv=0.1.0';

describeOnDatabases('wallet registry', (ctx) => {
  const get = async (query: string) => {
    const response = await ctx().inject(`/getWallets?${DEMO}&${query}`);
    return {
      status: response.statusCode,
      body: response.json() as { data: Listing[]; count: number; message?: string },
    };
  };

  describe('GET /getWallets', () => {
    it('answers the first 40 wallets and the total count by default', async () => {
      const response = await ctx().inject(`/getWallets?${DEMO}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: Listing[]; count: number };
      expect(body.count).toBe(SEED_WALLETS.length);
      expect(body.count).toBeGreaterThanOrEqual(41);
      expect(body.data).toHaveLength(40);
      expect(body.data[0]).toEqual({
        id: 'metamask',
        name: 'MetaMask',
        image_id: 'metamask',
        rdns: 'io.metamask',
        homepage: 'https://metamask.io/',
        chains: expect.arrayContaining(['eip155:1']),
        mobile_link: 'metamask://',
        desktop_link: null,
        webapp_link: null,
        badge_type: 'certified',
      });
    });

    it('pages through the catalogue without overlap', async () => {
      const first = await get('page=1&entries=40');
      const second = await get('page=2&entries=40');
      const ids = [...first.body.data, ...second.body.data].map((wallet) => wallet.id);
      expect(new Set(ids).size).toBe(SEED_WALLETS.length);
      expect((await get('page=99')).body).toEqual({ data: [], count: SEED_WALLETS.length });
    });

    it('answers the 4 recommended wallets first', async () => {
      const { body } = await get('page=1&entries=4');
      expect(body.data.map((wallet) => wallet.id)).toEqual([
        'metamask',
        'trust-wallet',
        'coinbase-wallet',
        'rainbow',
      ]);
    });

    it('searches names case- and accent-insensitively, up to 100 results', async () => {
      const { body } = await get('search=WALLET&entries=100');
      expect(body.count).toBeGreaterThan(5);
      expect(
        body.data.every(
          (wallet) => wallet.name.toLowerCase().includes('wallet') || wallet.id.includes('wallet'),
        ),
      ).toBe(true);
      expect((await get(`search=${encodeURIComponent('métamask')}`)).body.data.map((w) => w.id)).toEqual([
        'metamask',
      ]);
      expect((await get('search=zzzz-nothing')).body).toEqual({ data: [], count: 0 });
    });

    it('includes only the listed ids, and excludes the listed ids', async () => {
      const included = await get('include=rainbow,metamask,not-there');
      expect(included.body.data.map((wallet) => wallet.id)).toEqual(['metamask', 'rainbow']);
      expect(included.body.count).toBe(2);
      const excluded = await get('exclude=metamask,trust-wallet&entries=2');
      expect(excluded.body.data.map((wallet) => wallet.id)).toEqual(['coinbase-wallet', 'rainbow']);
      expect(excluded.body.count).toBe(SEED_WALLETS.length - 2);
    });

    it('filters by chains: wallets supporting any chain of the requested namespaces', async () => {
      const solana = await get(
        `chains=${encodeURIComponent('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')}&entries=100`,
      );
      expect(solana.body.data.length).toBeGreaterThan(3);
      expect(
        solana.body.data.every((wallet) => wallet.chains.some((chain) => chain.startsWith('solana:'))),
      ).toBe(true);
      expect(solana.body.data.map((wallet) => wallet.id)).not.toContain('metamask');
      const devnet = await get('chains=eip155:31337&entries=100');
      expect(devnet.body.data.map((wallet) => wallet.id)).toEqual(
        expect.arrayContaining(['metamask', 'walletport-dev-wallet']),
      );
    });

    it('lists the dev wallet with its rdns', async () => {
      const { body } = await get('include=walletport-dev-wallet');
      expect(body.data[0]).toMatchObject({ name: 'Walletport Dev Wallet', rdns: 'dev.walletport.wallet' });
    });

    it('filters by badge_type', async () => {
      const certified = await get('badge_type=certified&entries=100');
      expect(certified.body.count).toBeGreaterThan(4);
      expect(certified.body.count).toBeLessThan(SEED_WALLETS.length);
      expect((await get('badge_type=none')).body.count).toBe(SEED_WALLETS.length);
    });

    it.each([
      ['page=0', "'page'"],
      ['page=abc', "'page'"],
      ['entries=101', "'entries'"],
      ['entries=0', "'entries'"],
      ['badge_type=gold', "'badge_type'"],
      [`search=${'x'.repeat(101)}`, "'search'"],
      ['chains=not-a-chain', "'chains'"],
      ['include=Bad%20Id', "'include'"],
      ['exclude=%3Cscript%3E', "'exclude'"],
    ])('refuses %s with a 400 naming the field', async (query, field) => {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'INVALID_REQUEST' });
      expect(body.message).toContain(field);
    });

    it('refuses unknown and disabled projects with 403', async () => {
      const unknown = await ctx().inject('/getWallets?projectId=who-knows');
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json().code).toBe('INVALID_PROJECT_ID');
      const id = uniqueProjectId();
      await ctx().projects.create({ id });
      await ctx().projects.update(id, { disabled: true });
      const disabled = await ctx().inject(`/getWallets?projectId=${id}`);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json().code).toBe('PROJECT_NOT_CONFIGURED');
    });
  });
});
