// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title WalletportWETH
/// @notice Wrapped ether for the devnet's swap pools: pairs hold two ERC-20s, so the router wraps
///         the ether it is sent (deposit) and unwraps what it pays out (withdraw). One WETH is one
///         wei-for-wei claim on the ether this contract holds, so totalSupply is its balance.
contract WalletportWETH {
    string public constant name = "Wrapped Ether";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;

    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Deposit(address indexed account, uint256 value);
    event Withdrawal(address indexed account, uint256 value);

    error InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error InvalidReceiver(address receiver);
    error EtherTransferFailed(address to, uint256 value);

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 value) external {
        uint256 balance = balanceOf[msg.sender];
        if (balance < value) revert InsufficientBalance(msg.sender, balance, value);
        unchecked {
            balanceOf[msg.sender] = balance - value;
        }
        emit Withdrawal(msg.sender, value);
        // Effects before the call: a re-entering receiver sees its balance already reduced.
        (bool sent, ) = msg.sender.call{value: value}("");
        if (!sent) revert EtherTransferFailed(msg.sender, value);
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
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
        if (from != msg.sender) {
            uint256 allowed = allowance[from][msg.sender];
            // type(uint256).max means "unlimited" and is never decreased, as wallets expect.
            if (allowed != type(uint256).max) {
                if (allowed < value) revert InsufficientAllowance(msg.sender, allowed, value);
                unchecked {
                    allowance[from][msg.sender] = allowed - value;
                }
            }
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
            // Cannot overflow: all balances together are at most the ether this contract holds.
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
