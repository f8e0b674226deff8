/** The devnet's ERC-721 collection on a real anvil: ownership, approvals, safe transfers, metadata. */
import {
  type Abi,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  parseEventLogs,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletportCollectiblesArtifact } from '../src/artifacts.js';
import { DEVNET_CONTRACTS, devnetAccount } from '../src/deployments.js';
import { type Devnet, startDevnet } from '../src/devnet.js';
import { setCollectiblesBaseUri } from '../src/owner-actions.js';
import { devnetViemChain } from '../src/viem-chain.js';
import { testChains } from './helpers.js';

const abi: Abi = walletportCollectiblesArtifact().abi;
const collection = DEVNET_CONTRACTS.collectibles;
const holder = (index: number): Address => devnetAccount(index).address;

/** Runtime code that answers every call with onERC721Received's selector, as an accepting receiver does. */
const ACCEPTING_RECEIVER: Hex = '0x63150b7a0260e01b60005260206000f3';
/** Runtime code that answers every call with 32 zero bytes: a contract that does not accept. */
const WRONG_ANSWER_RECEIVER: Hex = '0x60206000f3';
/** Runtime code that reverts every call with the 4 bytes 0xdeadbeef. */
const REVERTING_RECEIVER: Hex = '0x63deadbeef60e01b60005260046000fd';

let devnet: Devnet;

beforeAll(async () => {
  const [chain] = await testChains();
  devnet = await startDevnet({ chains: [chain!], seed: false });
}, 20_000);

afterAll(async () => {
  await devnet?.stop();
});

const rpcUrl = () => devnet.chains[0]!.rpcUrl;
const client = () => createPublicClient({ transport: http(rpcUrl()), pollingInterval: 50 });
const read = <T>(functionName: string, args: unknown[] = []) =>
  client().readContract({ address: collection, abi, functionName, args }) as Promise<T>;

async function write(accountIndex: number, functionName: string, args: unknown[]) {
  const chain = devnet.chains[0]!;
  const wallet = createWalletClient({
    account: devnetAccount(accountIndex),
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  });
  const hash = await wallet.writeContract({ address: collection, abi, functionName, args });
  const receipt = await client().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** The custom error a call would revert with, by simulating it from `accountIndex`. */
async function revertOf(accountIndex: number, functionName: string, args: unknown[]): Promise<string> {
  try {
    await client().simulateContract({
      account: devnetAccount(accountIndex),
      address: collection,
      abi,
      functionName,
      args,
    });
  } catch (error) {
    return String((error as Error).message);
  }
  throw new Error(`${functionName} did not revert`);
}

let nextTokenId = 100n;
/** Mints a fresh token to `to` and returns its id. */
async function minted(to: Address): Promise<bigint> {
  const tokenId = nextTokenId++;
  await write(0, 'mint', [to, tokenId]);
  return tokenId;
}

async function receiverWith(code: Hex): Promise<Address> {
  const address = getAddress(`0x${(nextTokenId++).toString(16).padStart(40, 'c')}`);
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl()) }).setCode({ address, bytecode: code });
  return address;
}

describe('WalletportCollectibles', () => {
  it('names itself and declares ERC-165, ERC-721 and the metadata extension', async () => {
    expect(await read('name')).toBe('Walletport Collectibles');
    expect(await read('symbol')).toBe('WPC');
    expect(await read('owner')).toBe(holder(0));
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f'])
      expect(await read('supportsInterface', [id])).toBe(true);
    for (const id of ['0xffffffff', '0x780e9d63']) expect(await read('supportsInterface', [id])).toBe(false);
  });

  it('mints (owner only), counts the supply and tracks owners and balances', async () => {
    const supply = await read<bigint>('totalSupply');
    const balance = await read<bigint>('balanceOf', [holder(3)]);
    const tokenId = nextTokenId++;
    const receipt = await write(0, 'mint', [holder(3), tokenId]);
    const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(event?.args).toEqual({
      from: '0x0000000000000000000000000000000000000000',
      to: holder(3),
      tokenId,
    });
    expect(await read('ownerOf', [tokenId])).toBe(holder(3));
    expect(await read('balanceOf', [holder(3)])).toBe(balance + 1n);
    expect(await read('totalSupply')).toBe(supply + 1n);
    expect(await revertOf(0, 'mint', [holder(4), tokenId])).toMatch(/ERC721InvalidSender/);
    expect(await revertOf(1, 'mint', [holder(1), nextTokenId])).toMatch(/NotOwner/);
    expect(await revertOf(0, 'mint', ['0x0000000000000000000000000000000000000000', nextTokenId])).toMatch(
      /ERC721InvalidReceiver/,
    );
  });

  it('refuses questions about tokens that do not exist and about the zero address', async () => {
    await expect(read('ownerOf', [999_999n])).rejects.toThrow(/ERC721NonexistentToken/);
    await expect(read('getApproved', [999_999n])).rejects.toThrow(/ERC721NonexistentToken/);
    await expect(read('tokenURI', [999_999n])).rejects.toThrow(/ERC721NonexistentToken/);
    await expect(read('balanceOf', ['0x0000000000000000000000000000000000000000'])).rejects.toThrow(
      /ERC721InvalidOwner/,
    );
  });

  it('transfers for the owner, and for an approved account once (the approval is cleared)', async () => {
    const tokenId = await minted(holder(1));
    expect(await revertOf(2, 'transferFrom', [holder(1), holder(2), tokenId])).toMatch(
      /ERC721InsufficientApproval/,
    );
    expect(await revertOf(2, 'approve', [holder(2), tokenId])).toMatch(/ERC721InvalidApprover/);

    const approval = await write(1, 'approve', [holder(2), tokenId]);
    expect(parseEventLogs({ abi, logs: approval.logs, eventName: 'Approval' })[0]?.args).toEqual({
      owner: holder(1),
      approved: holder(2),
      tokenId,
    });
    expect(await read('getApproved', [tokenId])).toBe(holder(2));
    await write(2, 'transferFrom', [holder(1), holder(3), tokenId]);
    expect(await read('ownerOf', [tokenId])).toBe(holder(3));
    expect(await read('getApproved', [tokenId])).toBe('0x0000000000000000000000000000000000000000');
    expect(await revertOf(2, 'transferFrom', [holder(3), holder(2), tokenId])).toMatch(
      /ERC721InsufficientApproval/,
    );

    expect(await revertOf(3, 'transferFrom', [holder(1), holder(2), tokenId])).toMatch(
      /ERC721IncorrectOwner/,
    );
    expect(
      await revertOf(3, 'transferFrom', [holder(3), '0x0000000000000000000000000000000000000000', tokenId]),
    ).toMatch(/ERC721InvalidReceiver/);
  });

  it('lets an operator approved for all move and approve every token of the owner', async () => {
    const first = await minted(holder(4));
    const second = await minted(holder(4));
    const receipt = await write(4, 'setApprovalForAll', [holder(5), true]);
    expect(parseEventLogs({ abi, logs: receipt.logs, eventName: 'ApprovalForAll' })[0]?.args).toEqual({
      owner: holder(4),
      operator: holder(5),
      approved: true,
    });
    expect(await read('isApprovedForAll', [holder(4), holder(5)])).toBe(true);
    await write(5, 'transferFrom', [holder(4), holder(6), first]);
    await write(5, 'approve', [holder(7), second]);
    expect(await read('getApproved', [second])).toBe(holder(7));
    await write(4, 'setApprovalForAll', [holder(5), false]);
    expect(await revertOf(5, 'transferFrom', [holder(4), holder(6), second])).toMatch(
      /ERC721InsufficientApproval/,
    );
    expect(
      await revertOf(4, 'setApprovalForAll', ['0x0000000000000000000000000000000000000000', true]),
    ).toMatch(/ERC721InvalidOperator/);
  });

  it('safeTransferFrom delivers to accounts and to contracts that accept, and refuses the others', async () => {
    const tokenId = await minted(holder(1));
    await write(1, 'safeTransferFrom', [holder(1), holder(2), tokenId]);
    expect(await read('ownerOf', [tokenId])).toBe(holder(2));

    const accepting = await receiverWith(ACCEPTING_RECEIVER);
    await write(2, 'safeTransferFrom', [holder(2), accepting, tokenId, '0x1234']);
    expect(await read('ownerOf', [tokenId])).toBe(accepting);

    const other = await minted(holder(1));
    // A contract without onERC721Received (the WPUSD token) is named in the error.
    expect(await revertOf(1, 'safeTransferFrom', [holder(1), DEVNET_CONTRACTS.wpusd, other])).toMatch(
      /ERC721InvalidReceiver/,
    );
    const wrongAnswer = await receiverWith(WRONG_ANSWER_RECEIVER);
    expect(await revertOf(1, 'safeTransferFrom', [holder(1), wrongAnswer, other, '0x'])).toMatch(
      /ERC721InvalidReceiver/,
    );
    // A receiver's own reason is passed on unchanged.
    const reverting = await receiverWith(REVERTING_RECEIVER);
    expect(await revertOf(1, 'safeTransferFrom', [holder(1), reverting, other])).toMatch(/0xdeadbeef/);
    expect(await read('ownerOf', [other])).toBe(holder(1));
    // transferFrom does not ask the receiver.
    await write(1, 'transferFrom', [holder(1), wrongAnswer, other]);
    expect(await read('ownerOf', [other])).toBe(wrongAnswer);
  });

  it('builds tokenURI from the base URI and the decimal id; only the owner sets the base URI', async () => {
    const tokenId = await minted(holder(1));
    expect(await read('tokenURI', [tokenId])).toBe(`http://127.0.0.1:5173/collectibles/${tokenId}.json`);
    expect(await revertOf(1, 'setBaseURI', ['http://evil.test/'])).toMatch(/NotOwner/);

    await setCollectiblesBaseUri(rpcUrl(), 'http://127.0.0.1:41234/collectibles/');
    expect(await read('baseURI')).toBe('http://127.0.0.1:41234/collectibles/');
    expect(await read('tokenURI', [tokenId])).toBe(`http://127.0.0.1:41234/collectibles/${tokenId}.json`);
    const big = 10n ** 30n + 7n;
    await write(0, 'mint', [holder(1), big]);
    expect(await read('tokenURI', [big])).toBe(`http://127.0.0.1:41234/collectibles/${big}.json`);
    await write(0, 'mint', [holder(1), 0n]);
    expect(await read('tokenURI', [0n])).toBe('http://127.0.0.1:41234/collectibles/0.json');

    // The same URI again sends nothing; a URI tokenURI cannot use is refused before anything is sent.
    const height = await client().getBlockNumber();
    await setCollectiblesBaseUri(rpcUrl(), 'http://127.0.0.1:41234/collectibles/');
    await expect(
      setCollectiblesBaseUri(rpcUrl(), 'http://127.0.0.1:41234/collectibles'),
    ).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });
    expect(await client().getBlockNumber()).toBe(height);
  });
});
