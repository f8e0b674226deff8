/**
 * The swap contracts' interfaces as typed viem ABIs, for apps and tests that call them (viem infers
 * argument and result types from these; the artifacts' JSON ABIs cannot carry literal types).
 * A test checks each against the compiled artifact, so they cannot drift from contracts/.
 */
import { parseAbi } from 'viem';

export const devnetSwapRouterAbi = parseAbi([
  'constructor(address factory_, address weth_)',
  'receive() external payable',
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) pure returns (uint256)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'error Expired()',
  'error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)',
  'error InsufficientLiquidity()',
  'error InvalidPath()',
  'error InsufficientInputAmount()',
  'error InsufficientAAmount(uint256 amountA, uint256 amountAMin)',
  'error InsufficientBAmount(uint256 amountB, uint256 amountBMin)',
  'error TokenTransferFailed(address token, address to, uint256 value)',
  'error EtherTransferFailed(address to, uint256 value)',
  'error OnlyWETH()',
]);

export const devnetSwapFactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address)',
  'function allPairs(uint256) view returns (address)',
  'function allPairsLength() view returns (uint256)',
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256 pairCount)',
  'error IdenticalTokens(address token)',
  'error ZeroAddress()',
  'error PairExists(address pair)',
]);

/** The pool's own interface; its LP share is a plain ERC-20 besides (viem's erc20Abi reads it). */
export const devnetSwapPairAbi = parseAbi([
  'function factory() view returns (address)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0_, uint112 reserve1_, uint32 blockTimestampLast_)',
  'function mint(address to) returns (uint256 liquidity)',
  'function burn(address to) returns (uint256 amount0, uint256 amount1)',
  'function swap(uint256 amount0Out, uint256 amount1Out, address to)',
  'function sync()',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
  'error ConstantProductViolated()',
  'error InsufficientInputAmount()',
  'error InsufficientOutputAmount()',
  'error InsufficientLiquidity()',
  'error InvalidTo(address to)',
  'error Locked()',
]);

export const devnetWethAbi = parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 value)',
  'event Deposit(address indexed account, uint256 value)',
  'event Withdrawal(address indexed account, uint256 value)',
]);
