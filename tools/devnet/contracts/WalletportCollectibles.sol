// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice What a contract must implement to accept ERC-721 tokens through safeTransferFrom.
interface IERC721TokenReceiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title WalletportCollectibles
/// @notice The devnet's demo NFT collection: a complete ERC-721 with the metadata extension and
///         ERC-165. The deployer mints. Metadata lives off chain at baseURI + id + ".json"; the
///         local stack points baseURI at the demo site on every start, because its port can change.
contract WalletportCollectibles {
    string public constant name = "Walletport Collectibles";
    string public constant symbol = "WPC";

    address public immutable owner;
    /// @notice How many tokens were ever minted (there is no burn).
    uint256 public totalSupply;
    string public baseURI;

    mapping(uint256 tokenId => address) private owners;
    mapping(address holder => uint256) private balances;
    mapping(uint256 tokenId => address) private approvals;
    mapping(address holder => mapping(address operator => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    // Error names and arguments as ERC-6093 lists them, so tools decode them without this ABI.
    error ERC721InvalidOwner(address owner);
    error ERC721NonexistentToken(uint256 tokenId);
    error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner);
    error ERC721InvalidSender(address sender);
    error ERC721InvalidReceiver(address receiver);
    error ERC721InsufficientApproval(address operator, uint256 tokenId);
    error ERC721InvalidApprover(address approver);
    error ERC721InvalidOperator(address operator);
    error NotOwner(address caller);

    bytes4 private constant ERC165_INTERFACE_ID = 0x01ffc9a7;
    bytes4 private constant ERC721_INTERFACE_ID = 0x80ac58cd;
    bytes4 private constant ERC721_METADATA_INTERFACE_ID = 0x5b5e139f;

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    constructor(string memory baseURI_) {
        owner = msg.sender;
        baseURI = baseURI_;
    }

    // ----- ERC-165 -----

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == ERC165_INTERFACE_ID || interfaceId == ERC721_INTERFACE_ID
            || interfaceId == ERC721_METADATA_INTERFACE_ID;
    }

    // ----- ERC-721 -----

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert ERC721InvalidOwner(address(0));
        return balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = owners[tokenId];
        if (holder == address(0)) revert ERC721NonexistentToken(tokenId);
        return holder;
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !operators[holder][msg.sender]) revert ERC721InvalidApprover(msg.sender);
        approvals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        if (operator == address(0)) revert ERC721InvalidOperator(operator);
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return operators[holder][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        address holder = ownerOf(tokenId);
        if (holder != from) revert ERC721IncorrectOwner(from, tokenId, holder);
        if (msg.sender != holder && approvals[tokenId] != msg.sender && !operators[holder][msg.sender]) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        // A transfer clears the single-token approval, as the standard requires.
        delete approvals[tokenId];
        unchecked {
            // Cannot underflow: `from` owns tokenId. Cannot overflow: there are fewer tokens than 2**256.
            balances[from] -= 1;
            balances[to] += 1;
        }
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        _checkReceiver(from, to, tokenId, data);
    }

    // ----- ERC-721 metadata -----

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _decimal(tokenId), ".json");
    }

    // ----- Owner -----

    function mint(address to, uint256 tokenId) external onlyOwner {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        if (owners[tokenId] != address(0)) revert ERC721InvalidSender(address(0));
        owners[tokenId] = to;
        unchecked {
            balances[to] += 1;
            totalSupply += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function setBaseURI(string calldata baseURI_) external onlyOwner {
        baseURI = baseURI_;
    }

    // ----- Internals -----

    /// @dev A contract receiving through safeTransferFrom must answer with the onERC721Received selector;
    ///      plain accounts (no code) always accept.
    function _checkReceiver(address from, address to, uint256 tokenId, bytes memory data) private {
        if (to.code.length == 0) return;
        try IERC721TokenReceiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
            if (answer != IERC721TokenReceiver.onERC721Received.selector) revert ERC721InvalidReceiver(to);
        } catch (bytes memory reason) {
            // No reason means the receiver has no such function: name the receiver. Otherwise pass its reason on.
            if (reason.length == 0) revert ERC721InvalidReceiver(to);
            assembly ("memory-safe") {
                revert(add(reason, 0x20), mload(reason))
            }
        }
    }

    /// @dev The decimal digits of `value`, e.g. 42 -> "42".
    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 length;
        for (uint256 rest = value; rest != 0; rest /= 10) ++length;
        bytes memory digits = new bytes(length);
        for (uint256 rest = value; rest != 0; rest /= 10) {
            --length;
            digits[length] = bytes1(uint8(48 + (rest % 10)));
        }
        return string(digits);
    }
}
