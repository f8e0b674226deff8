// Swap, the way a visitor uses it, against the devnet's AMM (docs/swap.md): ETH → WPUSD and WPUSD → ETH (the
// approve path) with the balances read from the chain before and after and the amount received at least the
// review's minimum; and a swap whose quote went stale (the pool moves between the review and the wallet's
// approval) fails with the plain text, nothing moved except gas.
import type { Locator, Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  approveInWallet,
  connectDevWallet,
  DEVNET_1,
  openAccount,
  openDemo,
  walletPanel,
} from './support/demo.js';
import { expectedBalance } from './support/chain.js';
import { chainOf, type E2eStack } from './support/stack.js';
import { nativeBalance, tokenBalance, WPUSD } from './support/wallet-features.js';

/** The devnet's AMM (tools/devnet DEVNET_CONTRACTS): the router and the WETH its ether pools hold. */
const ROUTER: Address = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318';
const WETH: Address = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853';
const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
const ERC20_APPROVE = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
/** Anvil's public test mnemonic; account 4 is the pools' liquidity provider (it moves the pool below). */
const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
const SLIPPAGE_TEXT =
  'The price moved more than your 1% slippage. Nothing was swapped — get a new quote and try again.';

function publicClient(stack: E2eStack) {
  return createPublicClient({ transport: http(chainOf(stack, DEVNET_1).rpcUrl), pollingInterval: 50 });
}

/** What the router pays for `amountIn` along `path` now (its own getAmountsOut). */
async function amountOut(stack: E2eStack, amountIn: bigint, path: Address[]): Promise<bigint> {
  const amounts = await publicClient(stack).readContract({
    address: ROUTER,
    abi: ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  });
  return amounts.at(-1) ?? 0n;
}

const minimumOut = (quoted: bigint) => (quoted * 99n) / 100n;

/** The fees account 0 paid in the blocks after `fromBlock` (the swap and its approval). */
async function feesPaidSince(stack: E2eStack, fromBlock: bigint): Promise<bigint> {
  const client = publicClient(stack);
  const latest = await client.getBlockNumber();
  let fees = 0n;
  for (let number = fromBlock + 1n; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== ACCOUNT_0.toLowerCase()) continue;
      const receipt = await client.getTransactionReceipt({ hash: tx.hash });
      fees += receipt.gasUsed * receipt.effectiveGasPrice;
    }
  }
  return fees;
}

/** A trade by the liquidity provider (account 4), straight through the router: it moves the pool's price. */
async function providerTrade(
  stack: E2eStack,
  trade: { sellEth: bigint } | { sellWpusd: bigint },
): Promise<void> {
  const rpcUrl = chainOf(stack, DEVNET_1).rpcUrl;
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 4 });
  const chain = {
    id: DEVNET_1,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const;
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
  const hashes: Hash[] = [];
  if ('sellEth' in trade) {
    hashes.push(
      await wallet.writeContract({
        address: ROUTER,
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [0n, [WETH, WPUSD], account.address, deadline],
        value: trade.sellEth,
      }),
    );
  } else {
    hashes.push(
      await wallet.writeContract({
        address: WPUSD,
        abi: ERC20_APPROVE,
        functionName: 'approve',
        args: [ROUTER, trade.sellWpusd],
      }),
    );
    await publicClient(stack).waitForTransactionReceipt({ hash: hashes[0] as Hash });
    hashes.push(
      await wallet.writeContract({
        address: ROUTER,
        abi: ROUTER_ABI,
        functionName: 'swapExactTokensForETH',
        args: [trade.sellWpusd, 0n, [WPUSD, WETH], account.address, deadline],
      }),
    );
  }
  for (const hash of hashes) {
    const receipt = await publicClient(stack).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
  }
}

async function openSwap(page: Page): Promise<Locator> {
  const dialog = await openAccount(page);
  await dialog.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).click();
  await expect(dialog.getByRole('textbox', { name: 'You pay' })).toBeVisible();
  return dialog;
}

/** Picks a side's token from the token list, as a visitor does. */
async function chooseToken(dialog: Locator, side: 'pay' | 'receive', symbol: string): Promise<void> {
  const button =
    side === 'pay'
      ? dialog.getByRole('button', { name: /^(Pay with .*, change token|Choose the token to pay with)$/ })
      : dialog.getByRole('button', { name: /^(Receive .*, change token|Choose the token to receive)$/ });
  await button.click();
  await dialog.getByRole('button', { name: new RegExp(`^${symbol}\\b`) }).click();
  const chosen = side === 'pay' ? `Pay with ${symbol}, change token` : `Receive ${symbol}, change token`;
  await expect(dialog.getByRole('button', { name: chosen })).toBeVisible();
}

/**
 * Fills the form and goes to the review once the quote is in. Resolves the quote's latency as the visitor
 * sees it: from typing the amount to the quote on screen (the 300 ms typing delay included).
 */
async function fillSwap(
  dialog: Locator,
  options: { from: string; to: string; amount: string },
): Promise<number> {
  if (options.from !== 'ETH') await chooseToken(dialog, 'pay', options.from);
  await chooseToken(dialog, 'receive', options.to);
  const typed = Date.now();
  await dialog.getByRole('textbox', { name: 'You pay' }).fill(options.amount);
  const review = dialog.getByRole('button', { name: 'Review swap' });
  await expect(review).toBeEnabled({ timeout: 15_000 });
  const quoteLatency = Date.now() - typed;
  await review.click();
  await expect(dialog.getByText('Minimum received')).toBeVisible();
  return quoteLatency;
}

test.describe('Swap', () => {
  test('ETH → WPUSD: the router pays the quote (at least the minimum), the balances follow', async ({
    page,
    stack,
    core,
  }, testInfo) => {
    const amountIn = parseEther('0.5');
    const ethBefore = await nativeBalance(stack, DEVNET_1, ACCOUNT_0);
    const wpusdBefore = await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0);
    const startBlock = await publicClient(stack).getBlockNumber();
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openSwap(page);
    const quoteLatency = await fillSwap(dialog, { from: 'ETH', to: 'WPUSD', amount: '0.5' });
    const quoted = await amountOut(stack, amountIn, [WETH, WPUSD]);
    const swap = dialog.getByRole('button', { name: 'Swap', exact: true });
    await expect(swap).toBeEnabled({ timeout: 15_000 });

    const clicked = Date.now();
    await swap.click();
    await approveInWallet(page);
    await expect(dialog.getByRole('heading', { name: 'Swapped' })).toBeVisible({ timeout: 20_000 });
    const swapped = Date.now() - clicked;
    // The devnet has no block explorer: the hash is shown instead of a link.
    await expect(dialog.getByText(/^Transaction 0x/)).toBeVisible();

    const received = (await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0)) - wpusdBefore;
    expect(received).toBe(quoted);
    expect(received >= minimumOut(quoted)).toBe(true);
    const fees = await feesPaidSince(stack, startBlock);
    expect(await nativeBalance(stack, DEVNET_1, ACCOUNT_0)).toBe(ethBefore - amountIn - fees);

    // Back on Account, the balance follows without a reload (the swap refreshed it).
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toContainText(await expectedBalance(stack, core, DEVNET_1, ACCOUNT_0), {
      timeout: 20_000,
    });
    const balanceShown = Date.now() - clicked;
    console.log(
      `[timing] swap ETH→WPUSD (run ${testInfo.repeatEachIndex + 1}): type → quote shown ${quoteLatency} ms (300 ms typing delay included); click Swap → "Swapped" ${swapped} ms; click Swap → balance updated on Account ${balanceShown} ms`,
    );
  });

  test('WPUSD → ETH: "Approve WPUSD" first, then "Swap"; the token leaves exactly, the ether arrives', async ({
    page,
    stack,
  }) => {
    const amountIn = parseUnits('100', 6);
    const ethBefore = await nativeBalance(stack, DEVNET_1, ACCOUNT_0);
    const wpusdBefore = await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0);
    const startBlock = await publicClient(stack).getBlockNumber();
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openSwap(page);
    await fillSwap(dialog, { from: 'WPUSD', to: 'ETH', amount: '100' });

    const steps = dialog.getByRole('list', { name: 'Steps' });
    await expect(steps.getByRole('listitem')).toHaveText(['Approve WPUSD', 'Swap']);
    const approve = dialog.getByRole('button', { name: 'Approve WPUSD' });
    await expect(approve).toBeEnabled({ timeout: 15_000 });
    await approve.click();
    await approveInWallet(page);
    // Approved: step two is next, the review planned again with the allowance in place.
    const swap = dialog.getByRole('button', { name: 'Swap', exact: true });
    await expect(swap).toBeEnabled({ timeout: 20_000 });
    await expect(dialog.getByRole('button', { name: 'Approve WPUSD' })).toBeHidden();
    const quoted = await amountOut(stack, amountIn, [WPUSD, WETH]);
    await swap.click();
    await approveInWallet(page);
    await expect(dialog.getByRole('heading', { name: 'Swapped' })).toBeVisible({ timeout: 20_000 });

    expect(await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0)).toBe(wpusdBefore - amountIn);
    const fees = await feesPaidSince(stack, startBlock);
    const received = (await nativeBalance(stack, DEVNET_1, ACCOUNT_0)) - ethBefore + fees;
    expect(received).toBe(quoted);
    expect(received >= minimumOut(quoted)).toBe(true);
  });

  test('a quote gone stale between review and approval fails with the plain text; nothing moves but gas', async ({
    page,
    stack,
  }) => {
    const ethBefore = await nativeBalance(stack, DEVNET_1, ACCOUNT_0);
    const wpusdBefore = await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0);
    await openDemo(page, stack);
    await connectDevWallet(page);
    const dialog = await openSwap(page);
    await fillSwap(dialog, { from: 'ETH', to: 'WPUSD', amount: '1' });
    const swap = dialog.getByRole('button', { name: 'Swap', exact: true });
    await expect(swap).toBeEnabled({ timeout: 15_000 });
    await swap.click();
    await expect(walletPanel(page).getByRole('button', { name: 'Approve' })).toBeVisible();
    // While the wallet asks, someone else buys WPUSD: the price moves far past 1 %.
    await providerTrade(stack, { sellEth: parseEther('10') });
    try {
      await approveInWallet(page);
      await expect(dialog.getByText(SLIPPAGE_TEXT)).toBeVisible({ timeout: 20_000 });
      expect(await tokenBalance(stack, DEVNET_1, WPUSD, ACCOUNT_0)).toBe(wpusdBefore);
      const spent = ethBefore - (await nativeBalance(stack, DEVNET_1, ACCOUNT_0));
      // At most the gas of one reverted transaction; the 1 ETH stayed.
      expect(spent < parseEther('0.01')).toBe(true);
      // Try again gets a new quote at the new price.
      await dialog.getByRole('button', { name: 'Get a new quote' }).click();
      await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled({
        timeout: 15_000,
      });
    } finally {
      // Put the pool back near its seeded price for the specs after this one.
      const sellBack = await wpusdMissingFromPool(stack);
      if (sellBack > 0n) await providerTrade(stack, { sellWpusd: sellBack });
    }
  });
});

/** The ETH/WPUSD pool (tools/devnet DEVNET_SWAP_POOLS) and the WPUSD it was seeded with. */
const ETH_WPUSD_POOL: Address = '0x8784a265D304E1dAD30e7d7Ee2879e5a106446b6';
const SEEDED_WPUSD = parseUnits('287540', 6);

/** How much WPUSD the pool holds below its seed: selling that back restores the price closely. */
async function wpusdMissingFromPool(stack: E2eStack): Promise<bigint> {
  const reserve = await tokenBalance(stack, DEVNET_1, WPUSD, ETH_WPUSD_POOL);
  return reserve < SEEDED_WPUSD ? SEEDED_WPUSD - reserve : 0n;
}
