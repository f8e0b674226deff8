// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title WalletportIdRegistry
/// @notice The devnet's stand-in for Farcaster's ID registry: an address registers once and gets the
///         next Farcaster id (fid), and the fid's custody address is the key whose signature a Sign In
///         With Farcaster message needs. idOf and custodyOf read like the real registry's, so a server
///         checks a sign-in the same way against either. The real network keeps user names off chain;
///         here they live in the contract, unique, so the devnet needs no name server.
contract WalletportIdRegistry {
    /// @notice The last fid handed out; fids start at 1, so 0 means "none".
    uint256 public idCounter;

    mapping(address owner => uint256) public idOf;
    mapping(uint256 fid => address) public custodyOf;
    mapping(uint256 fid => string) public usernameOf;
    mapping(string username => uint256) public idOfUsername;

    event Register(address indexed to, uint256 indexed id);
    event UsernameChanged(uint256 indexed id, string username);

    error HasId(address owner, uint256 id);
    error HasNoId(address owner);
    error InvalidUsername(string username);
    error UsernameTaken(string username, uint256 id);

    /// @notice Gives the sender the next fid; one per address, as custody cannot be shared.
    function register() external returns (uint256 fid) {
        uint256 existing = idOf[msg.sender];
        if (existing != 0) revert HasId(msg.sender, existing);
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        emit Register(msg.sender, fid);
    }

    /// @notice Names the sender's fid, freeing its old name. An empty name only frees it.
    function setUsername(string calldata username) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId(msg.sender);
        if (bytes(username).length != 0) {
            if (!_isValidUsername(bytes(username))) revert InvalidUsername(username);
            uint256 holder = idOfUsername[username];
            if (holder != 0 && holder != fid) revert UsernameTaken(username, holder);
        }
        string memory previous = usernameOf[fid];
        if (bytes(previous).length != 0) delete idOfUsername[previous];
        usernameOf[fid] = username;
        if (bytes(username).length != 0) idOfUsername[username] = fid;
        emit UsernameChanged(fid, username);
    }

    /// @dev Farcaster's fname rule: 1 to 16 of a-z, 0-9 and '-', not starting with '-'. Plain ASCII on
    ///      one line: no look-alike letters or line breaks can make one name read as another.
    function _isValidUsername(bytes memory name) private pure returns (bool) {
        if (name.length == 0 || name.length > 16 || name[0] == "-") return false;
        for (uint256 index = 0; index < name.length; index++) {
            bytes1 character = name[index];
            bool allowed = (character >= "a" && character <= "z") || (character >= "0" && character <= "9") ||
                character == "-";
            if (!allowed) return false;
        }
        return true;
    }
}
