// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title Civitas Credential Registry
/// @notice Anchors Civitas academy credentials on chain: the digest of a credential, its holder and the
/// time and block at which it was anchored. The holder anchors with a voucher that the Civitas server
/// signs (EIP-712) for the credential id, its digest and the holder's address.
contract CredentialRegistry is EIP712, Ownable {
    /// @dev EIP-712 type hash of the anchor voucher.
    bytes32 private constant ANCHOR_TYPEHASH =
        keccak256("CredentialAnchor(bytes32 credentialId,bytes32 digest,address holder,uint256 expiry)");

    /// @notice An anchored credential.
    struct Anchor {
        bytes32 digest;
        address holder;
        uint64 anchoredAt;
        uint64 blockNumber;
    }

    /// @dev Anchors by credential id.
    mapping(bytes32 => Anchor) private _anchors;

    /// @dev The address whose EIP-712 signature authorises an anchor.
    address private _voucherSigner;

    /// @notice The voucher's expiry time has passed.
    error VoucherExpired();

    /// @notice The voucher was not signed by the voucher signer for this sender.
    error InvalidVoucher();

    /// @notice The credential has been anchored already.
    error AlreadyAnchored(bytes32 credentialId);

    /// @notice Emitted when a credential is anchored.
    event Anchored(bytes32 indexed credentialId, address indexed holder, bytes32 digest);

    /// @notice Emitted when the owner replaces the voucher signer.
    event VoucherSignerUpdated(address indexed previousSigner, address indexed newSigner);

    /// @param initialOwner The account that may change the voucher signer.
    /// @param voucherSigner_ The address whose signature authorises an anchor.
    constructor(address initialOwner, address voucherSigner_)
        EIP712("Civitas Credentials", "1")
        Ownable(initialOwner)
    {
        _voucherSigner = voucherSigner_;
        emit VoucherSignerUpdated(address(0), voucherSigner_);
    }

    /// @notice Anchors a credential for the sender, once.
    /// @param credentialId The credential's identifier.
    /// @param digest The credential's digest.
    /// @param expiry The voucher's expiry (unix seconds); the anchor must happen no later.
    /// @param signature The voucher signer's EIP-712 signature of
    /// CredentialAnchor(credentialId, digest, holder = msg.sender, expiry).
    function anchor(bytes32 credentialId, bytes32 digest, uint256 expiry, bytes calldata signature) external {
        if (block.timestamp > expiry) revert VoucherExpired();
        bytes32 hash =
            _hashTypedDataV4(keccak256(abi.encode(ANCHOR_TYPEHASH, credentialId, digest, msg.sender, expiry)));
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(hash, signature);
        if (err != ECDSA.RecoverError.NoError || recovered != _voucherSigner) revert InvalidVoucher();
        if (_anchors[credentialId].holder != address(0)) revert AlreadyAnchored(credentialId);
        _anchors[credentialId] = Anchor({
            digest: digest,
            holder: msg.sender,
            anchoredAt: uint64(block.timestamp),
            blockNumber: uint64(block.number)
        });
        emit Anchored(credentialId, msg.sender, digest);
    }

    /// @notice The anchor of a credential; all zero if it has not been anchored.
    /// @param credentialId The credential's identifier.
    /// @return digest The anchored digest.
    /// @return holder The address that anchored it.
    /// @return anchoredAt The block timestamp of the anchor.
    /// @return blockNumber The block number of the anchor.
    function anchorOf(bytes32 credentialId)
        external
        view
        returns (bytes32 digest, address holder, uint64 anchoredAt, uint64 blockNumber)
    {
        Anchor storage a = _anchors[credentialId];
        return (a.digest, a.holder, a.anchoredAt, a.blockNumber);
    }

    /// @notice The address whose EIP-712 signature authorises an anchor.
    function voucherSigner() public view returns (address) {
        return _voucherSigner;
    }

    /// @notice Replaces the voucher signer. Owner only.
    /// @param newSigner The new signer; vouchers signed by the previous one stop working.
    function setVoucherSigner(address newSigner) external onlyOwner {
        emit VoucherSignerUpdated(_voucherSigner, newSigner);
        _voucherSigner = newSigner;
    }
}
