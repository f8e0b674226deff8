// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IPairToken {
    function balanceOf(address account) external view returns (uint256);
}

/// @title WalletportSwapPair
/// @notice One constant-product pool (x * y = k) between token0 and token1 (token0 < token1), with a
///         0.3 % fee left in the pool for its liquidity providers. Callers send tokens in first and
///         then call mint, burn or swap, which settle against the balances; the router does both in
///         one transaction. Liquidity shares are a minimal ERC-20.
contract WalletportSwapPair {
    string public constant name = "Walletport Swap LP";
    string public constant symbol = "WPSWAP-LP";
    uint8 public constant decimals = 18;
    /// @notice Shares burnt with the first deposit, so a pool's share price can never be pushed to
    ///         a level where one share is worth more than anyone can deposit.
    uint256 public constant MINIMUM_LIQUIDITY = 1000;

    uint256 public totalSupply;
    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    address public immutable factory;
    address public token0;
    address public token1;

    uint112 private reserve0;
    uint112 private reserve1;
    uint32 private blockTimestampLast;

    uint256 private unlocked = 1;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Mint(address indexed sender, uint256 amount0, uint256 amount1);
    event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to);
    event Swap(
        address indexed sender,
        uint256 amount0In,
        uint256 amount1In,
        uint256 amount0Out,
        uint256 amount1Out,
        address indexed to
    );
    event Sync(uint112 reserve0, uint112 reserve1);

    error Locked();
    error Forbidden();
    error InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error InvalidReceiver(address receiver);
    error InsufficientLiquidityMinted();
    error InsufficientLiquidityBurned();
    error InsufficientOutputAmount();
    error InsufficientInputAmount();
    error InsufficientLiquidity();
    error InvalidTo(address to);
    error ConstantProductViolated();
    error ReserveOverflow();
    error TokenTransferFailed(address token, address to, uint256 value);

    /// @dev Mint, burn and swap read balances and then move tokens: a token calling back in between
    ///      must not see (or change) the pool half-settled.
    modifier lock() {
        if (unlocked != 1) revert Locked();
        unlocked = 2;
        _;
        unlocked = 1;
    }

    constructor() {
        factory = msg.sender;
    }

    /// @notice Set once by the factory right after creation (the tokens are not constructor
    ///         arguments so that every pool has the same creation code, which CREATE2 addresses need).
    function initialize(address token0_, address token1_) external {
        if (msg.sender != factory || token0 != address(0)) revert Forbidden();
        token0 = token0_;
        token1 = token1_;
    }

    function getReserves() public view returns (uint112 reserve0_, uint112 reserve1_, uint32 blockTimestampLast_) {
        return (reserve0, reserve1, blockTimestampLast);
    }

    /// @notice Mints shares for the tokens sent in since the last settlement.
    function mint(address to) external lock returns (uint256 liquidity) {
        (uint112 r0, uint112 r1, ) = getReserves();
        uint256 balance0 = IPairToken(token0).balanceOf(address(this));
        uint256 balance1 = IPairToken(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - r0;
        uint256 amount1 = balance1 - r1;
        uint256 supply = totalSupply;
        if (supply == 0) {
            liquidity = _sqrt(amount0 * amount1);
            if (liquidity <= MINIMUM_LIQUIDITY) revert InsufficientLiquidityMinted();
            liquidity -= MINIMUM_LIQUIDITY;
            // To the dead address rather than address(0): transfers to address(0) are refused.
            _mint(address(0xdead), MINIMUM_LIQUIDITY);
        } else {
            // Shares for the smaller side only: an unbalanced deposit donates the excess to the pool.
            uint256 by0 = (amount0 * supply) / r0;
            uint256 by1 = (amount1 * supply) / r1;
            liquidity = by0 < by1 ? by0 : by1;
        }
        if (liquidity == 0) revert InsufficientLiquidityMinted();
        _mint(to, liquidity);
        _update(balance0, balance1);
        emit Mint(msg.sender, amount0, amount1);
    }

    /// @notice Burns the shares sent to the pool and pays out their part of both reserves.
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        address t0 = token0;
        address t1 = token1;
        uint256 balance0 = IPairToken(t0).balanceOf(address(this));
        uint256 balance1 = IPairToken(t1).balanceOf(address(this));
        uint256 liquidity = balanceOf[address(this)];
        uint256 supply = totalSupply;
        amount0 = (liquidity * balance0) / supply;
        amount1 = (liquidity * balance1) / supply;
        if (amount0 == 0 || amount1 == 0) revert InsufficientLiquidityBurned();
        _burn(address(this), liquidity);
        _safeTransfer(t0, to, amount0);
        _safeTransfer(t1, to, amount1);
        _update(IPairToken(t0).balanceOf(address(this)), IPairToken(t1).balanceOf(address(this)));
        emit Burn(msg.sender, amount0, amount1, to);
    }

    /// @notice Pays out the amounts asked for, provided the tokens sent in (less the 0.3 % fee) keep
    ///         reserve0 * reserve1 from falling.
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external lock {
        if (amount0Out == 0 && amount1Out == 0) revert InsufficientOutputAmount();
        (uint112 r0, uint112 r1, ) = getReserves();
        if (amount0Out >= r0 || amount1Out >= r1) revert InsufficientLiquidity();
        if (to == token0 || to == token1) revert InvalidTo(to);
        if (amount0Out > 0) _safeTransfer(token0, to, amount0Out);
        if (amount1Out > 0) _safeTransfer(token1, to, amount1Out);
        (uint256 balance0, uint256 balance1, uint256 amount0In, uint256 amount1In) = _settleSwap(
            r0,
            r1,
            amount0Out,
            amount1Out
        );
        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @dev What came in for the payout, checked against the constant product after the fee.
    function _settleSwap(
        uint256 r0,
        uint256 r1,
        uint256 amount0Out,
        uint256 amount1Out
    ) private view returns (uint256 balance0, uint256 balance1, uint256 amount0In, uint256 amount1In) {
        balance0 = IPairToken(token0).balanceOf(address(this));
        balance1 = IPairToken(token1).balanceOf(address(this));
        amount0In = balance0 > r0 - amount0Out ? balance0 - (r0 - amount0Out) : 0;
        amount1In = balance1 > r1 - amount1Out ? balance1 - (r1 - amount1Out) : 0;
        if (amount0In == 0 && amount1In == 0) revert InsufficientInputAmount();
        // In thousandths, so the fee (3 of every 1000 in) stays integer maths.
        uint256 adjusted0 = balance0 * 1000 - amount0In * 3;
        uint256 adjusted1 = balance1 * 1000 - amount1In * 3;
        if (adjusted0 * adjusted1 < r0 * r1 * 1_000_000) revert ConstantProductViolated();
    }

    /// @notice Makes the reserves match the balances (after tokens were sent in without a mint or swap).
    function sync() external lock {
        _update(IPairToken(token0).balanceOf(address(this)), IPairToken(token1).balanceOf(address(this)));
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
            unchecked {
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }

    function _update(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert ReserveOverflow();
        reserve0 = uint112(balance0);
        reserve1 = uint112(balance1);
        blockTimestampLast = uint32(block.timestamp % 2 ** 32);
        emit Sync(reserve0, reserve1);
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) private {
        totalSupply += value;
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) private {
        balanceOf[from] -= value;
        unchecked {
            totalSupply -= value;
        }
        emit Transfer(from, address(0), value);
    }

    /// @dev Accepts tokens that return nothing from transfer as well as those that return true.
    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, value));
        if (!ok || (data.length != 0 && !abi.decode(data, (bool)))) revert TokenTransferFailed(token, to, value);
    }

    /// @dev Integer square root (floor), by Newton's method.
    function _sqrt(uint256 y) private pure returns (uint256 z) {
        if (y > 3) {
            z = y;
            uint256 x = y / 2 + 1;
            while (x < z) {
                z = x;
                x = (y / x + x) / 2;
            }
        } else if (y != 0) {
            z = 1;
        }
    }
}
