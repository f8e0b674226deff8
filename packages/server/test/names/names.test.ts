import { chainIdToCoinType } from '@walletport/core/internal';
import { type Devnet, devnetAccount } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import {
  type Address,
  encodeFunctionData,
  type Hex,
  type LocalAccount,
  serializeErc6492Signature,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { createNameStore } from '../../src/routes/names/name-store.js';
import {
  devnetClient,
  rpcUrlOf,
  startTestDevnet,
  startTestServer,
  withProject,
} from '../blockchain/chain-test-kit.js';
import { testDatabaseKinds } from '../support/databases.js';
import { type CompiledWallets, compileWalletContracts, deployContract } from './contract-wallet.js';

const SUFFIX = '.walletport.id';
const COIN_TYPE = chainIdToCoinType(31337);

/** A label no other test (or earlier run on a shared Postgres) has used. */
function uniqueLabel(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signedRegistration(
  signer: LocalAccount,
  name: string,
  options: { address?: Address; timestamp?: number; coinType?: number } = {},
) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: options.timestamp ?? nowSeconds() });
  return {
    coin_type: options.coinType ?? COIN_TYPE,
    address: options.address ?? signer.address,
    message,
    signature: await signer.signMessage({ message }),
  };
}

let devnet: Devnet;
let contracts: CompiledWallets;
let contractWallet: Address;
let walletFactory: Address;
const walletOwner = devnetAccount(3);
beforeAll(async () => {
  [devnet, contracts] = await Promise.all([startTestDevnet(), compileWalletContracts()]);
  contractWallet = await deployContract(devnet, contracts.wallet, [walletOwner.address]);
  walletFactory = await deployContract(devnet, contracts.factory, []);
}, 90_000);
afterAll(async () => {
  await devnet?.stop();
}, 60_000);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))('names on %s', (_name, kind) => {
  let db: Database;
  let dispose: (() => Promise<void>) | undefined;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, dispose } = await kind.open());
    app = await startTestServer({ db, rpcUrls: [rpcUrlOf(devnet)] });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  }, 60_000);

  const register = (body: unknown) =>
    app.inject({ method: 'POST', url: withProject('/v1/profile/account'), payload: body as object });
  const get = (path: string, query: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: withProject(path, query) });

  it('registers a name signed by an EOA, then resolves it both ways and as identity', async () => {
    const account = devnetAccount(1);
    const label = uniqueLabel('eoa');
    const response = await register(await signedRegistration(account, `${label}${SUFFIX}`));
    expect(response.statusCode).toBe(200);
    const { success, record } = response.json();
    expect(success).toBe(true);
    expect(record).toMatchObject({
      name: `${label}${SUFFIX}`,
      addresses: { [String(COIN_TYPE)]: { address: account.address, created: expect.any(Number) } },
      attributes: {},
    });
    expect(Math.abs(record.registered - nowSeconds())).toBeLessThan(60);

    const forward = await get(`/v1/profile/account/${label}${SUFFIX}`, { apiVersion: '2' });
    expect(forward.statusCode).toBe(200);
    expect(forward.json()).toEqual(record);
    // Without the suffix, and in another case, it is the same name.
    expect((await get(`/v1/profile/account/${label.toUpperCase()}`)).json()).toEqual(record);

    const reverse = await get(`/v1/profile/reverse/${account.address.toLowerCase()}`, { apiVersion: '2' });
    expect(reverse.json()).toContainEqual(record);

    const identity = await get(`/v1/identity/${account.address}`);
    expect(identity.json().name).toEqual(expect.stringMatching(/\.walletport\.id$/));
  });

  it('accepts the name without the suffix in the signed message', async () => {
    const label = uniqueLabel('bare');
    const response = await register(await signedRegistration(devnetAccount(2), label));
    expect(response.statusCode).toBe(200);
    expect(response.json().record.name).toBe(`${label}${SUFFIX}`);
  });

  it('refuses a taken name with 409, whoever asks and in whatever case', async () => {
    const label = uniqueLabel('taken');
    expect((await register(await signedRegistration(devnetAccount(4), label))).statusCode).toBe(200);
    const again = await register(
      await signedRegistration(devnetAccount(5), `${label.toUpperCase()}${SUFFIX}`),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'NAME_TAKEN',
      message: `The name ${label}${SUFFIX} is already registered.`,
    });
  });

  it('refuses a stale or future timestamp with a 400 naming the message', async () => {
    const account = devnetAccount(1);
    const stale = await register(
      await signedRegistration(account, uniqueLabel('old'), { timestamp: nowSeconds() - 601 }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(
      /^Invalid parameter 'message': 'timestamp' is more than 10 minutes old/,
    );
    const future = await register(
      await signedRegistration(account, uniqueLabel('new'), { timestamp: nowSeconds() + 120 }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/in the future/);
    // A few seconds of skew are fine.
    const skewed = await register(
      await signedRegistration(account, uniqueLabel('skew'), { timestamp: nowSeconds() + 30 }),
    );
    expect(skewed.statusCode).toBe(200);
  });

  it('refuses a signature by someone else with 401, and registers nothing', async () => {
    const label = uniqueLabel('thief');
    const body = await signedRegistration(devnetAccount(6), label, { address: devnetAccount(1).address });
    const response = await register(body);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_SIGNATURE');
    expect((await get(`/v1/profile/account/${label}`)).statusCode).toBe(404);
  });

  it('refuses a signature over a different message', async () => {
    const account = devnetAccount(1);
    const signed = await signedRegistration(account, uniqueLabel('swap'));
    const other = JSON.stringify({ name: uniqueLabel('other'), attributes: {}, timestamp: nowSeconds() });
    expect((await register({ ...signed, message: other })).statusCode).toBe(401);
  });

  it.each([
    ['too short', 'abc', /at least 4 characters/],
    ['with invalid characters', 'al_ice', /letters, digits and hyphens/],
    ['under another zone', 'alice.eth', /letters, digits and hyphens/],
  ])('refuses a name %s with a 400 naming message.name', async (_label, name, problem) => {
    const response = await register(await signedRegistration(devnetAccount(1), name));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid parameter 'message\.name'/);
    expect(response.json().message).toMatch(problem);
  });

  it('refuses a coin type of a chain the server does not serve, or not an EVM coin type', async () => {
    const mainnet = await register(
      await signedRegistration(devnetAccount(1), uniqueLabel('coin'), { coinType: 60 }),
    );
    expect(mainnet.statusCode).toBe(400);
    expect(mainnet.json().message).toMatch(/^Invalid parameter 'coin_type': chain 1 is not served/);
    const bitcoin = await register(
      await signedRegistration(devnetAccount(1), uniqueLabel('coin'), { coinType: 0 }),
    );
    expect(bitcoin.statusCode).toBe(400);
    expect(bitcoin.json().message).toMatch(/'coin_type'/);
  });

  it('refuses malformed bodies with a 400 naming the field', async () => {
    const valid = await signedRegistration(devnetAccount(1), uniqueLabel('shape'));
    const cases: [object, RegExp][] = [
      [{ ...valid, address: '0x1234' }, /'address'/],
      [{ ...valid, message: 'not json' }, /'message': must be JSON/],
      [{ ...valid, signature: 'zz' }, /'signature'/],
      [{ ...valid, coin_type: 'sixty' }, /'coin_type'/],
      [{ address: valid.address, message: valid.message, signature: valid.signature }, /'coin_type'/],
    ];
    for (const [body, field] of cases) {
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(field);
    }
  });

  it('registers a name for an ERC-1271 contract wallet signed by its owner', async () => {
    const label = uniqueLabel('safe');
    const response = await register(
      await signedRegistration(walletOwner, label, { address: contractWallet }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().record.addresses[String(COIN_TYPE)].address).toBe(contractWallet);
  });

  it('refuses a contract wallet name signed by someone other than its owner', async () => {
    const response = await register(
      await signedRegistration(devnetAccount(7), uniqueLabel('safe'), { address: contractWallet }),
    );
    expect(response.statusCode).toBe(401);
  });

  it('registers a name for a counterfactual (ERC-6492) wallet that is not deployed yet', async () => {
    const salt = `0x${Date.now().toString(16).padStart(64, '0')}` as Hex;
    const client = devnetClient(devnet);
    const counterfactual = (await client.readContract({
      address: walletFactory,
      abi: contracts.factory.abi,
      functionName: 'addressOf',
      args: [walletOwner.address, salt],
    })) as Address;
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
    const body = await signedRegistration(walletOwner, uniqueLabel('future'), { address: counterfactual });
    const signature = serializeErc6492Signature({
      address: walletFactory,
      data: encodeFunctionData({
        abi: contracts.factory.abi,
        functionName: 'deploy',
        args: [walletOwner.address, salt],
      }),
      signature: body.signature,
    });
    const response = await register({ ...body, signature });
    expect(response.statusCode).toBe(200);
    // The check ran in a simulated call: the wallet is still not deployed.
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
    const forged = await signedRegistration(devnetAccount(7), uniqueLabel('future'), {
      address: counterfactual,
    });
    const forgedSignature = serializeErc6492Signature({
      address: walletFactory,
      data: encodeFunctionData({
        abi: contracts.factory.abi,
        functionName: 'deploy',
        args: [walletOwner.address, salt],
      }),
      signature: forged.signature,
    });
    expect((await register({ ...forged, signature: forgedSignature })).statusCode).toBe(401);
  });

  it('answers 404 for a name nobody registered, 400 for one that cannot exist', async () => {
    const missing = await get(`/v1/profile/account/${uniqueLabel('ghost')}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NAME_NOT_FOUND');
    const invalid = await get('/v1/profile/account/ab');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/'name'/);
  });

  it('answers no names for an address without any, and a 400 for an invalid address', async () => {
    expect((await get(`/v1/profile/reverse/${devnetAccount(9).address}`)).json()).toEqual([]);
    const invalid = await get('/v1/profile/reverse/0xnope');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/'address'/);
  });

  it('suggests the name with its state and free variants of it', async () => {
    const label = uniqueLabel('sugg');
    await register(await signedRegistration(devnetAccount(1), label));
    await register(await signedRegistration(devnetAccount(1), `${label}1`));
    const response = await get(`/v1/profile/suggestions/${label}`, { zone: 'walletport.id' });
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions).toEqual([
      { name: `${label}${SUFFIX}`, registered: true },
      { name: `${label}2${SUFFIX}`, registered: false },
      { name: `${label}3${SUFFIX}`, registered: false },
      { name: `${label}4${SUFFIX}`, registered: false },
      { name: `${label}5${SUFFIX}`, registered: false },
    ]);
    const free = await get(`/v1/profile/suggestions/${uniqueLabel('free')}`);
    expect(free.json().suggestions[0].registered).toBe(false);
  });

  it('suggests nothing for another zone and refuses an invalid name', async () => {
    expect((await get('/v1/profile/suggestions/alice', { zone: 'reown.id' })).json()).toEqual({
      suggestions: [],
    });
    const invalid = await get('/v1/profile/suggestions/a_b');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/'name'/);
  });

  it('caches identity for 5 minutes but drops it when the address registers a name', async () => {
    const account = devnetAccount(8);
    const label = uniqueLabel('ident');
    const before = await get(`/v1/identity/${account.address}`);
    expect(before.json()).toEqual({ name: null, avatar: null });
    // Written behind the server's back: the cached identity still answers.
    await createNameStore(db).register({
      name: `${label}-side${SUFFIX}`,
      attributes: { avatar: 'https://img.test/a.png' },
      coinType: COIN_TYPE,
      address: account.address,
    });
    expect((await get(`/v1/identity/${account.address}`)).json()).toEqual({ name: null, avatar: null });
    // A registration through the API drops the cached identity; the oldest name wins.
    expect((await register(await signedRegistration(account, label))).statusCode).toBe(200);
    expect((await get(`/v1/identity/${account.address}`)).json()).toEqual({
      name: `${label}-side${SUFFIX}`,
      avatar: 'https://img.test/a.png',
    });
  });

  it('refuses an invalid identity address and requires a project', async () => {
    expect((await get('/v1/identity/0x12')).statusCode).toBe(400);
    const noProject = await app.inject({
      method: 'GET',
      url: `/v1/profile/reverse/${devnetAccount(1).address}`,
    });
    expect(noProject.statusCode).toBe(403);
  });
});
