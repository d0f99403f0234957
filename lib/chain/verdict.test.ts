/** @jest-environment node */
import { paymentVerdict } from './verdict';

const order = {
  listingId: 7,
  seller: '0xAbC0000000000000000000000000000000000001',
  priceWei: '50000000000000000',
};
const paid = { listingId: BigInt(7), seller: order.seller, amount: BigInt(order.priceWei) };

describe('paymentVerdict', () => {
  it('pays with the price exactly, or more, under enough confirmations', () => {
    expect(paymentVerdict(order, paid, 1, 1)).toBe('paid');
    expect(paymentVerdict(order, { ...paid, amount: paid.amount + BigInt(1) }, 2, 2)).toBe('paid');
  });
  it('waits for confirmations: 2 on mainnet means one block is not enough', () => {
    expect(paymentVerdict(order, paid, 1, 2)).toBe('wait');
    expect(paymentVerdict(order, paid, 0, 1)).toBe('wait');
  });
  it('refuses one wei less than the price', () => {
    expect(paymentVerdict(order, { ...paid, amount: paid.amount - BigInt(1) }, 5, 1)).toBe('underpaid');
  });
  it('refuses another listing or another seller, whatever the amount', () => {
    expect(paymentVerdict(order, { ...paid, listingId: BigInt(8) }, 5, 1)).toBe('wrong_order');
    expect(
      paymentVerdict(order, { ...paid, seller: '0x0000000000000000000000000000000000000002' }, 5, 1),
    ).toBe('wrong_order');
  });
  it('compares the seller ignoring case (checksummed or not)', () => {
    expect(paymentVerdict(order, { ...paid, seller: order.seller.toLowerCase() }, 1, 1)).toBe('paid');
  });
});
