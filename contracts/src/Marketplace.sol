// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Civitas Marketplace
/// @notice Forwards a purchase's payment to the seller and records the order as paid, once. No owner
/// and no fee: the contract never holds ether.
contract Marketplace {
    /// @dev Paid orders by order id.
    mapping(bytes32 => bool) private _paid;

    /// @notice The purchase carries no ether.
    error ZeroPayment();

    /// @notice The seller is the zero address.
    error ZeroSeller();

    /// @notice The order has been paid already.
    error OrderAlreadyPaid(bytes32 orderId);

    /// @notice The seller did not accept the payment.
    error PaymentFailed();

    /// @notice Emitted when an order is paid.
    event Purchased(
        bytes32 indexed orderId, uint256 indexed listingId, address indexed buyer, address seller, uint256 amount
    );

    /// @notice Pays an order: forwards all of msg.value to the seller and marks the order paid.
    /// @param orderId The order's identifier; each order can be paid once.
    /// @param listingId The listing bought.
    /// @param seller The address that receives the payment.
    function buy(bytes32 orderId, uint256 listingId, address payable seller) external payable {
        if (msg.value == 0) revert ZeroPayment();
        if (seller == address(0)) revert ZeroSeller();
        if (_paid[orderId]) revert OrderAlreadyPaid(orderId);
        _paid[orderId] = true;
        (bool ok,) = seller.call{value: msg.value}("");
        if (!ok) revert PaymentFailed();
        emit Purchased(orderId, listingId, msg.sender, seller, msg.value);
    }

    /// @notice Whether an order has been paid.
    /// @param orderId The order's identifier.
    function paid(bytes32 orderId) external view returns (bool) {
        return _paid[orderId];
    }
}
