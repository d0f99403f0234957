import { checkAmount, formatEth, WEI_PER_ETH } from './eth';

const eth = (n: number) => BigInt(Math.round(n * 1000)) * (WEI_PER_ETH / BigInt(1000));

describe('checkAmount', () => {
  it('reads decimal ether exactly, to the wei', () => {
    expect(checkAmount('0.25', 'en')).toEqual({ ok: true, wei: eth(0.25) });
    expect(checkAmount(' 1 ', 'en')).toEqual({ ok: true, wei: WEI_PER_ETH });
    expect(checkAmount('.5', 'en')).toEqual({ ok: true, wei: eth(0.5) });
    expect(checkAmount('2.', 'en')).toEqual({ ok: true, wei: eth(2) });
    expect(checkAmount('0.000000000000000001', 'en')).toEqual({ ok: true, wei: BigInt(1) });
  });

  it('refuses an empty, malformed, zero or over-precise amount', () => {
    expect(checkAmount('', 'en')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('   ', 'en')).toEqual({ ok: false, problem: 'required' });
    for (const bad of ['abc', '-1', '1e3', '1.2.3', '.', '0x10', '+1'])
      expect(checkAmount(bad, 'en')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('0', 'en')).toEqual({ ok: false, problem: 'zero' });
    expect(checkAmount('0.000', 'en')).toEqual({ ok: false, problem: 'zero' });
    expect(checkAmount('0.0000000000000000001', 'en')).toEqual({ ok: false, problem: 'decimals' });
  });

  it('takes the locale decimal comma, and never a thousands separator', () => {
    expect(checkAmount('0,05', 'vi')).toEqual({ ok: true, wei: eth(0.05) });
    expect(checkAmount('0.05', 'vi')).toEqual({ ok: true, wei: eth(0.05) });
    expect(checkAmount('1,000', 'en')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1.000,5', 'vi')).toEqual({ ok: false, problem: 'format' });
  });

  it('holds the amount to the balance when it is known', () => {
    expect(checkAmount('1', 'en', eth(1))).toEqual({ ok: true, wei: eth(1) });
    expect(checkAmount('1.001', 'en', eth(1))).toEqual({ ok: false, problem: 'balance' });
    expect(checkAmount('5', 'en', null)).toEqual({ ok: true, wei: eth(5) });
  });
});

describe('formatEth', () => {
  it('shows ether in the locale, cut (not rounded up) to the decimals asked', () => {
    expect(formatEth(eth(1234.5), 'en')).toBe('1,234.5');
    expect(formatEth(eth(1234.5), 'vi')).toBe('1.234,5');
    expect(formatEth(BigInt('1999999999999999999'), 'en')).toBe('1.999999');
    expect(formatEth('250000000000000000', 'en')).toBe('0.25');
    expect(formatEth(BigInt(0), 'en')).toBe('0');
    expect(formatEth(BigInt(1), 'en', 18)).toBe('0.000000000000000001');
  });

  it('says "less than" for a positive amount too small to show', () => {
    expect(formatEth(BigInt(1), 'en')).toBe('< 0.000001');
    expect(formatEth(BigInt(1), 'vi', 8)).toBe('< 0,00000001');
  });
});
