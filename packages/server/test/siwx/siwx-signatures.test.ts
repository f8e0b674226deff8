/**
 * SIWX signature checks on PGlite and Postgres: the chain must be served, and an EOA's signature must be
 * the named address's, of this text, for this chain; a deployed ERC-1271 wallet and a counterfactual one (ERC-6492) sign with their
 * owner's key. The wallets are the test fixture OwnedSignerWallet (test/names/contract-wallet.ts).
 */
import { devnetAccount } from '@walletport/devnet';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { type CompiledWallets, compileWalletContracts, deployContract } from '../names/contract-wallet.js';
import {
  expectRejected,
  postAuthenticate,
  requestNonce,
  rpcUrlOfChain,
  signedAttempt,
  siweMessage,
  useSiwxServer,
  useTwoChainDevnet,
} from './siwx-kit.js';

const chains = useTwoChainDevnet();
const walletOwner = devnetAccount(3);
let contracts: CompiledWallets;
let contractWallet: Address;
let walletFactory: Address;
beforeAll(async () => {
  contracts = await compileWalletContracts();
  contractWallet = await deployContract(chains.devnet, contracts.wallet, [walletOwner.address]);
  walletFactory = await deployContract(chains.devnet, contracts.factory, []);
}, 90_000);

/** A wallet of `walletOwner` that the factory would deploy at a CREATE2 address, and its deploy call. */
async function counterfactualWallet(salt: Hex): Promise<{ address: Address; deployCall: Hex }> {
  const client = createPublicClient({
    transport: http(rpcUrlOfChain(chains.devnet, 31337), { retryCount: 0 }),
  });
  const abi = contracts.factory.abi;
  const args = [walletOwner.address, salt] as const;
  const address = (await client.readContract({
    address: walletFactory,
    abi,
    functionName: 'addressOf',
    args,
  })) as Address;
  expect(await client.getCode({ address })).toBeUndefined();
  return { address, deployCall: encodeFunctionData({ abi, functionName: 'deploy', args }) };
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'SIWX signatures on %s',
  (_name, kind) => {
    const server = useSiwxServer(kind, chains);

    it('refuses a chain the server does not serve, and a chain id changed after signing', async () => {
      const account = devnetAccount(1);
      await expectRejected(
        server.app,
        await signedAttempt(server.app, account, { chainId: 999 }),
        400,
        'SIWX_UNSUPPORTED_CHAIN',
        "The message's chain id 999 is not a chain this server serves.",
      );
      const attempt = await signedAttempt(server.app, account);
      await expectRejected(
        server.app,
        { ...attempt, message: attempt.message.replace('Chain ID: 31337', 'Chain ID: 31338') },
        401,
        'SIWX_INVALID_SIGNATURE',
        `The signature is not a signature of the message by ${account.address} on chain eip155:31338.`,
      );
      // Signed for 31338 on purpose: a session for that chain.
      const other = await postAuthenticate(
        server.app,
        await signedAttempt(server.app, account, { chainId: 31338 }),
      );
      expect(other.json().session.chainId).toBe('eip155:31338');
    });

    it('refuses a message naming address A signed by B, a tampered signature and a tampered message', async () => {
      const a = devnetAccount(1);
      const b = devnetAccount(2);
      const { nonce, token } = await requestNonce(server.app);
      const message = siweMessage(a, nonce);
      await expectRejected(
        server.app,
        { message, signature: await b.signMessage({ message }), nonceToken: token },
        401,
        'SIWX_INVALID_SIGNATURE',
        `The signature is not a signature of the message by ${a.address} on chain eip155:31337.`,
      );

      const signed = await signedAttempt(server.app, a);
      const last = signed.signature.at(-3) === '0' ? '1' : '0';
      const tampered = `${signed.signature.slice(0, -3)}${last}${signed.signature.slice(-2)}`;
      await expectRejected(server.app, { ...signed, signature: tampered }, 401, 'SIWX_INVALID_SIGNATURE');

      const again = await signedAttempt(server.app, a);
      await expectRejected(
        server.app,
        {
          ...again,
          message: again.message.replace(
            'Sign in to the Walletport demo.',
            'Sign in to the Walletport demo!',
          ),
        },
        401,
        'SIWX_INVALID_SIGNATURE',
      );
    });

    it('signs in an ERC-1271 contract wallet with its owner’s signature, not with another key', async () => {
      const { nonce, token } = await requestNonce(server.app);
      const message = siweMessage({ address: contractWallet }, nonce);
      const signature = await walletOwner.signMessage({ message });
      const response = await postAuthenticate(server.app, { message, signature, nonceToken: token });
      expect(response.statusCode).toBe(200);
      expect(response.json().session).toMatchObject({ address: contractWallet, chainId: 'eip155:31337' });

      const stranger = await requestNonce(server.app);
      const strangerMessage = siweMessage({ address: contractWallet }, stranger.nonce);
      await expectRejected(
        server.app,
        {
          message: strangerMessage,
          signature: await devnetAccount(4).signMessage({ message: strangerMessage }),
          nonceToken: stranger.token,
        },
        401,
        'SIWX_INVALID_SIGNATURE',
        `The signature is not a signature of the message by ${contractWallet} on chain eip155:31337.`,
      );

      // The wallet exists on 31337 only: the same owner signature for chain 31338 proves nothing there.
      const elsewhere = await requestNonce(server.app);
      const elsewhereMessage = siweMessage({ address: contractWallet }, elsewhere.nonce, { chainId: 31338 });
      await expectRejected(
        server.app,
        {
          message: elsewhereMessage,
          signature: await walletOwner.signMessage({ message: elsewhereMessage }),
          nonceToken: elsewhere.token,
        },
        401,
        'SIWX_INVALID_SIGNATURE',
      );
    });

    it('signs in a counterfactual (not yet deployed) wallet with an ERC-6492 signature of its owner', async () => {
      const { address, deployCall } = await counterfactualWallet(
        keccak256(toHex(`siwx-6492-${Math.random()}`)),
      );
      const sign = async (signer: typeof walletOwner) => {
        const { nonce, token } = await requestNonce(server.app);
        const message = siweMessage({ address }, nonce);
        const signature = serializeErc6492Signature({
          address: walletFactory,
          data: deployCall,
          signature: await signer.signMessage({ message }),
        });
        return { message, signature, nonceToken: token };
      };
      const response = await postAuthenticate(server.app, await sign(walletOwner));
      expect(response.statusCode).toBe(200);
      expect(response.json().session.address).toBe(address);
      await expectRejected(server.app, await sign(devnetAccount(4)), 401, 'SIWX_INVALID_SIGNATURE');
    });
  },
);
