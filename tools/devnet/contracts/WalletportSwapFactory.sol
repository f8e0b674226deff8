// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {WalletportSwapPair} from "./WalletportSwapPair.sol";

/// @title WalletportSwapFactory
/// @notice Creates one constant-product pool per token pair. Pools are created with CREATE2, salted
///         by the sorted token addresses, so a pool's address follows from the two tokens alone and
///         is the same on every devnet chain.
contract WalletportSwapFactory {
    mapping(address tokenA => mapping(address tokenB => address)) public getPair;
    address[] public allPairs;

    event PairCreated(address indexed token0, address indexed token1, address pair, uint256 pairCount);

    error IdenticalTokens(address token);
    error ZeroAddress();
    error PairExists(address pair);

    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    function createPair(address tokenA, address tokenB) external returns (address pair) {
        if (tokenA == tokenB) revert IdenticalTokens(tokenA);
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (token0 == address(0)) revert ZeroAddress();
        address existing = getPair[token0][token1];
        if (existing != address(0)) revert PairExists(existing);
        pair = address(new WalletportSwapPair{salt: keccak256(abi.encodePacked(token0, token1))}());
        WalletportSwapPair(pair).initialize(token0, token1);
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair;
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }
}
