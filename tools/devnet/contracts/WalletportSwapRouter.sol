// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface ISwapFactory {
    function getPair(address tokenA, address tokenB) external view returns (address);
    function createPair(address tokenA, address tokenB) external returns (address);
}

interface ISwapPair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function mint(address to) external returns (uint256);
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external;
}

interface IWrappedEther {
    function deposit() external payable;
    function withdraw(uint256 value) external;
    function transfer(address to, uint256 value) external returns (bool);
}

/// @title WalletportSwapRouter
/// @notice The entry point wallets use for the devnet's pools: quotes (getAmountsOut), swaps along a
///         path of pools with a deadline and a minimum amount out, and deposits of liquidity. Ether is
///         wrapped into WETH on the way in and unwrapped on the way out. Each hop pays 0.3 %:
///         amountOut = amountIn * 997 * reserveOut / (reserveIn * 1000 + amountIn * 997), floored.
contract WalletportSwapRouter {
    address public immutable factory;
    address public immutable WETH;

    /// @notice The deadline (unix seconds) has passed: the signed intent is stale.
    error Expired();
    /// @notice The path would pay out less than the caller accepts (the price moved past the slippage).
    error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
    /// @notice A pool on the path does not exist or holds nothing.
    error InsufficientLiquidity();
    /// @notice The path has fewer than two tokens, or does not start/end with WETH where ether is swapped.
    error InvalidPath();
    error InsufficientInputAmount();
    error InsufficientAAmount(uint256 amountA, uint256 amountAMin);
    error InsufficientBAmount(uint256 amountB, uint256 amountBMin);
    error TokenTransferFailed(address token, address to, uint256 value);
    error EtherTransferFailed(address to, uint256 value);
    error OnlyWETH();

    modifier ensure(uint256 deadline) {
        if (block.timestamp > deadline) revert Expired();
        _;
    }

    constructor(address factory_, address weth_) {
        factory = factory_;
        WETH = weth_;
    }

    /// @dev Ether arrives only from WETH.withdraw; anything else sent here would be stuck.
    receive() external payable {
        if (msg.sender != WETH) revert OnlyWETH();
    }

    // ---- quotes ----

    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256) {
        if (amountIn == 0) revert InsufficientInputAmount();
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function getAmountsOut(uint256 amountIn, address[] memory path) public view returns (uint256[] memory amounts) {
        if (path.length < 2) revert InvalidPath();
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i < path.length - 1; ++i) {
            (uint256 reserveIn, uint256 reserveOut) = _reserves(path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    // ---- swaps ----

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        amounts = _quoteAtLeast(amountIn, path, amountOutMin);
        _safeTransferFrom(path[0], msg.sender, _pairOf(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256[] memory amounts) {
        if (path.length < 2 || path[0] != WETH) revert InvalidPath();
        amounts = _quoteAtLeast(msg.value, path, amountOutMin);
        IWrappedEther(WETH).deposit{value: amounts[0]}();
        _safeTransfer(WETH, _pairOf(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256[] memory amounts) {
        if (path.length < 2 || path[path.length - 1] != WETH) revert InvalidPath();
        amounts = _quoteAtLeast(amountIn, path, amountOutMin);
        _safeTransferFrom(path[0], msg.sender, _pairOf(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        uint256 amountOut = amounts[amounts.length - 1];
        IWrappedEther(WETH).withdraw(amountOut);
        _sendEther(to, amountOut);
    }

    // ---- liquidity ----

    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        (amountA, amountB) = _liquidityAmounts(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        address pair = _pairOf(tokenA, tokenB);
        _safeTransferFrom(tokenA, msg.sender, pair, amountA);
        _safeTransferFrom(tokenB, msg.sender, pair, amountB);
        liquidity = ISwapPair(pair).mint(to);
    }

    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        (amountToken, amountETH) = _liquidityAmounts(
            token,
            WETH,
            amountTokenDesired,
            msg.value,
            amountTokenMin,
            amountETHMin
        );
        address pair = _pairOf(token, WETH);
        _safeTransferFrom(token, msg.sender, pair, amountToken);
        IWrappedEther(WETH).deposit{value: amountETH}();
        _safeTransfer(WETH, pair, amountETH);
        liquidity = ISwapPair(pair).mint(to);
        // Ether beyond what the pool's price takes goes back.
        if (msg.value > amountETH) _sendEther(msg.sender, msg.value - amountETH);
    }

    // ---- internals ----

    function _quoteAtLeast(
        uint256 amountIn,
        address[] calldata path,
        uint256 amountOutMin
    ) private view returns (uint256[] memory amounts) {
        amounts = getAmountsOut(amountIn, path);
        uint256 amountOut = amounts[amounts.length - 1];
        if (amountOut < amountOutMin) revert InsufficientOutputAmount(amountOut, amountOutMin);
    }

    /// @dev Each pool pays the next one directly; the last pays `to`. Tokens are already in the first pool.
    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        for (uint256 i = 0; i < path.length - 1; ++i) {
            (address input, address output) = (path[i], path[i + 1]);
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) = input < output ? (uint256(0), amountOut) : (amountOut, 0);
            address recipient = i < path.length - 2 ? _pairOf(output, path[i + 2]) : to;
            ISwapPair(_pairOf(input, output)).swap(amount0Out, amount1Out, recipient);
        }
    }

    /// @dev The first deposit sets the price; later ones must match the pool's price within the minimums.
    function _liquidityAmounts(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (uint256 amountA, uint256 amountB) {
        if (ISwapFactory(factory).getPair(tokenA, tokenB) == address(0)) {
            ISwapFactory(factory).createPair(tokenA, tokenB);
        }
        (uint256 reserveA, uint256 reserveB) = _rawReserves(tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) return (amountADesired, amountBDesired);
        uint256 bOptimal = (amountADesired * reserveB) / reserveA;
        if (bOptimal <= amountBDesired) {
            if (bOptimal < amountBMin) revert InsufficientBAmount(bOptimal, amountBMin);
            return (amountADesired, bOptimal);
        }
        uint256 aOptimal = (amountBDesired * reserveA) / reserveB;
        if (aOptimal < amountAMin) revert InsufficientAAmount(aOptimal, amountAMin);
        return (aOptimal, amountBDesired);
    }

    function _pairOf(address tokenA, address tokenB) private view returns (address pair) {
        pair = ISwapFactory(factory).getPair(tokenA, tokenB);
        if (pair == address(0)) revert InsufficientLiquidity();
    }

    function _rawReserves(address tokenA, address tokenB) private view returns (uint256 reserveA, uint256 reserveB) {
        (uint112 reserve0, uint112 reserve1, ) = ISwapPair(_pairOf(tokenA, tokenB)).getReserves();
        (reserveA, reserveB) = tokenA < tokenB ? (uint256(reserve0), uint256(reserve1)) : (uint256(reserve1), uint256(reserve0));
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256 reserveIn, uint256 reserveOut) {
        (reserveIn, reserveOut) = _rawReserves(tokenIn, tokenOut);
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
    }

    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TokenTransferFailed(token, to, value);
    }

    function _safeTransferFrom(address token, address from, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, value));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TokenTransferFailed(token, to, value);
    }

    function _sendEther(address to, uint256 value) private {
        (bool sent, ) = to.call{value: value}("");
        if (!sent) revert EtherTransferFailed(to, value);
    }
}
