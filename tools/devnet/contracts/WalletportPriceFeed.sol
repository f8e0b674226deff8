// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title WalletportPriceFeed
/// @notice A price feed for the Walletport devnet with Chainlink's AggregatorV3Interface, so the
///         server reads devnet prices exactly as it would read a real feed on a public chain. The
///         deployer plays the oracle: every updateAnswer starts a new round. Each round is kept, so
///         getRoundData answers for any past round as a real aggregator does.
contract WalletportPriceFeed {
    struct Round {
        int256 answer;
        uint64 startedAt;
        uint64 updatedAt;
    }

    /// @notice The version of this feed contract's interface behaviour (not Chainlink's aggregator version).
    uint256 public constant version = 1;

    uint8 public immutable decimals;
    address public immutable owner;
    string public description;

    /// @notice The id of the newest round; rounds are numbered from 1 with no gaps.
    uint80 public latestRound;
    mapping(uint80 roundId => Round) private rounds;

    /// @dev The same event Chainlink aggregators emit, so log-watching tools recognise it.
    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    error NotOwner(address caller);
    error UnknownRound(uint80 roundId);

    constructor(uint8 decimals_, string memory description_, int256 initialAnswer) {
        decimals = decimals_;
        description = description_;
        owner = msg.sender;
        // The first round exists from deployment on, so latestRoundData never answers an empty round.
        _record(initialAnswer);
    }

    /// @notice Starts a new round with `answer` (in `decimals` fixed point), stamped with this block's time.
    function updateAnswer(int256 answer) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _record(answer);
    }

    function latestAnswer() external view returns (int256) {
        return rounds[latestRound].answer;
    }

    function latestTimestamp() external view returns (uint256) {
        return rounds[latestRound].updatedAt;
    }

    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        // Chainlink feeds revert rather than answer zeros for a round they never had.
        if (roundId == 0 || roundId > latestRound) revert UnknownRound(roundId);
        return _roundData(roundId);
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return _roundData(latestRound);
    }

    function _roundData(uint80 roundId) private view returns (uint80, int256, uint256, uint256, uint80) {
        Round storage round = rounds[roundId];
        // Every round is answered in itself: there are no carried-over answers here.
        return (roundId, round.answer, round.startedAt, round.updatedAt, roundId);
    }

    function _record(int256 answer) private {
        uint80 roundId = latestRound + 1;
        latestRound = roundId;
        uint64 now_ = uint64(block.timestamp);
        rounds[roundId] = Round({answer: answer, startedAt: now_, updatedAt: now_});
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }
}
