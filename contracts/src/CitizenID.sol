// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title ERC-5192: Minimal Soulbound NFTs
/// @dev The interface id is 0xb45a3c0e.
interface IERC5192 {
    /// @notice Emitted when the locking status is changed to locked.
    event Locked(uint256 tokenId);

    /// @notice Emitted when the locking status is changed to unlocked.
    event Unlocked(uint256 tokenId);

    /// @notice Returns the locking status of a soulbound token.
    /// @param tokenId The identifier of the token.
    function locked(uint256 tokenId) external view returns (bool);
}

/// @title Civitas Citizen ID
/// @notice A soulbound (ERC-5192) ERC-721 token: one per address, minted with a voucher that the
/// Civitas server signs (EIP-712) for a citizen number, a handle and the holder's address.
/// @dev Token ids are citizen numbers. Tokens are locked for ever: no transfer, approval or burn.
contract CitizenID is ERC721, EIP712, Ownable, IERC5192 {
    /// @dev EIP-712 type hash of the mint voucher.
    bytes32 private constant VOUCHER_TYPEHASH =
        keccak256("CitizenVoucher(uint256 citizenNumber,string handle,address holder,uint256 expiry)");

    /// @dev The address whose EIP-712 signature authorises a mint.
    address private _voucherSigner;

    /// @dev Prefix of every token URI; the token id in decimal follows it.
    string private _baseTokenURI;

    /// @notice The voucher's expiry time has passed.
    error VoucherExpired();

    /// @notice The voucher was not signed by the voucher signer for this sender.
    error InvalidVoucher();

    /// @notice The address already holds a Citizen ID.
    error AlreadyHolder(address holder);

    /// @notice Citizen IDs cannot be transferred, approved or burned.
    error Soulbound();

    /// @notice Emitted when the owner replaces the voucher signer.
    event VoucherSignerUpdated(address indexed previousSigner, address indexed newSigner);

    /// @notice Emitted when the owner replaces the base URI.
    event BaseURIUpdated(string baseURI);

    /// @param initialOwner The account that may change the voucher signer and the base URI.
    /// @param voucherSigner_ The address whose signature authorises a mint.
    /// @param baseURI_ The prefix of every token URI.
    constructor(address initialOwner, address voucherSigner_, string memory baseURI_)
        ERC721("Civitas Citizen ID", "CIVID")
        EIP712("Civitas Citizen ID", "1")
        Ownable(initialOwner)
    {
        _voucherSigner = voucherSigner_;
        _baseTokenURI = baseURI_;
        emit VoucherSignerUpdated(address(0), voucherSigner_);
    }

    /// @notice Mints the sender's Citizen ID, token id `citizenNumber`, locked for ever.
    /// @param citizenNumber The citizen number, used as the token id.
    /// @param handle The citizen's handle, as signed in the voucher.
    /// @param expiry The voucher's expiry (unix seconds); the mint must happen no later.
    /// @param signature The voucher signer's EIP-712 signature of
    /// CitizenVoucher(citizenNumber, handle, holder = msg.sender, expiry).
    function mint(uint256 citizenNumber, string calldata handle, uint256 expiry, bytes calldata signature)
        external
    {
        if (block.timestamp > expiry) revert VoucherExpired();
        bytes32 digest = _hashTypedDataV4(
            keccak256(abi.encode(VOUCHER_TYPEHASH, citizenNumber, keccak256(bytes(handle)), msg.sender, expiry))
        );
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (err != ECDSA.RecoverError.NoError || recovered != _voucherSigner) revert InvalidVoucher();
        if (balanceOf(msg.sender) > 0) revert AlreadyHolder(msg.sender);
        // ERC-721's own error for a token that exists (_update below would revert Soulbound first).
        if (_ownerOf(citizenNumber) != address(0)) revert ERC721InvalidSender(address(0));
        _mint(msg.sender, citizenNumber);
        emit Locked(citizenNumber);
    }

    /// @notice Whether a token is locked: always true for an existing Citizen ID.
    /// @param tokenId The token id (citizen number); reverts if it does not exist.
    function locked(uint256 tokenId) external view returns (bool) {
        _requireOwned(tokenId);
        return true;
    }

    /// @notice The address whose EIP-712 signature authorises a mint.
    function voucherSigner() public view returns (address) {
        return _voucherSigner;
    }

    /// @notice Replaces the voucher signer. Owner only.
    /// @param newSigner The new signer; vouchers signed by the previous one stop working.
    function setVoucherSigner(address newSigner) external onlyOwner {
        emit VoucherSignerUpdated(_voucherSigner, newSigner);
        _voucherSigner = newSigner;
    }

    /// @notice Replaces the prefix of every token URI. Owner only.
    /// @param baseURI_ The new prefix; the token id in decimal follows it.
    function setBaseURI(string calldata baseURI_) external onlyOwner {
        _baseTokenURI = baseURI_;
        emit BaseURIUpdated(baseURI_);
    }

    /// @notice Always reverts: Citizen IDs cannot be approved.
    /// @dev Virtual only so that solc does not suggest `pure`: the ABI keeps ERC-721's nonpayable entry.
    function approve(address, uint256) public virtual override {
        revert Soulbound();
    }

    /// @notice Always reverts: Citizen IDs cannot be approved.
    /// @dev Virtual only so that solc does not suggest `pure`: the ABI keeps ERC-721's nonpayable entry.
    function setApprovalForAll(address, bool) public virtual override {
        revert Soulbound();
    }

    /// @notice ERC-165: ERC-721, its metadata extension, ERC-5192 (0xb45a3c0e) and ERC-165 itself.
    /// @param interfaceId The interface identifier.
    function supportsInterface(bytes4 interfaceId) public view override returns (bool) {
        return interfaceId == type(IERC5192).interfaceId || super.supportsInterface(interfaceId);
    }

    /// @dev Only mints: a token that already has an owner never moves or burns.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        if (_ownerOf(tokenId) != address(0)) revert Soulbound();
        return super._update(to, tokenId, auth);
    }

    /// @dev The prefix of every token URI.
    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }
}
