/** The parts of the AMM's router, factory and pairs the server reads or encodes calls for. */
import { parseAbi } from 'viem';

export const swapRouterAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'error Expired()',
  'error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)',
  'error InsufficientLiquidity()',
  'error InvalidPath()',
]);

export const swapFactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
]);

export const swapPairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);
