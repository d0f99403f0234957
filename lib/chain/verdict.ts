// Whether a Purchased event pays an order: pure, so the rule is read (and tested) in one place.
export type OrderTerms = { listingId: number; seller: string; priceWei: string };
export type PaymentSeen = { listingId: bigint; seller: string; amount: bigint };

/**
 * wait: not yet under enough confirmations; paid: the listing, the seller's wallet and at least the
 * price; wrong_order: another listing or seller (the order id was reused by hand); underpaid: less than
 * the price.
 */
export function paymentVerdict(
  order: OrderTerms,
  payment: PaymentSeen,
  confirmations: number,
  required: number,
): 'wait' | 'paid' | 'wrong_order' | 'underpaid' {
  if (confirmations < required) return 'wait';
  if (payment.listingId !== BigInt(order.listingId)) return 'wrong_order';
  if (payment.seller.toLowerCase() !== order.seller.toLowerCase()) return 'wrong_order';
  if (payment.amount < BigInt(order.priceWei)) return 'underpaid';
  return 'paid';
}
