import { formatEther, formatRating, formatSize } from './format';

describe('formatEther', () => {
  it('free is null: zero, negative, or not a number at all', () => {
    expect(formatEther('0', 'en')).toBeNull();
    expect(formatEther('-5', 'en')).toBeNull();
    expect(formatEther('abc', 'en')).toBeNull();
    expect(formatEther('', 'en')).toBeNull();
  });

  it('a fraction of an ether, exactly, without trailing zeros', () => {
    expect(formatEther('50000000000000000', 'en')).toBe('0.05 ETH');
    expect(formatEther('1500000000000000000', 'en')).toBe('1.5 ETH');
    expect(formatEther('1', 'en')).toBe('0.000000000000000001 ETH');
    expect(formatEther('123456789012345678', 'en')).toBe('0.123456789012345678 ETH');
  });

  it('whole numbers have no decimal part, and thousands are grouped', () => {
    expect(formatEther('1000000000000000000', 'en')).toBe('1 ETH');
    expect(formatEther('12000000000000000000', 'en')).toBe('12 ETH');
    expect(formatEther('1234000000000000000000', 'en')).toBe('1,234 ETH');
    // No floating point on the way: a huge amount stays exact.
    expect(formatEther('10000000000000000000000000001', 'en')).toBe('10,000,000,000.000000000000000001 ETH');
  });

  it('uses the locale’s separators (Vietnamese: "." groups, "," decimals)', () => {
    expect(formatEther('50000000000000000', 'vi')).toBe('0,05 ETH');
    expect(formatEther('1234500000000000000000', 'vi')).toBe('1.234,5 ETH');
    expect(formatEther('2000000000000000000', 'vi')).toBe('2 ETH');
    expect(formatEther('0', 'vi')).toBeNull();
  });
});

describe('formatSize', () => {
  it('bytes, then kB, MB and GB in steps of 1000, one decimal at most', () => {
    expect(formatSize(0, 'en')).toBe('0 byte');
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(1500, 'en')).toBe('1.5 kB');
    expect(formatSize(2_340_000, 'en')).toBe('2.3 MB');
    expect(formatSize(50_000_000, 'en')).toBe('50 MB');
    expect(formatSize(3_000_000_000, 'en')).toBe('3 GB');
  });

  it('GB is the largest unit', () => {
    expect(formatSize(5_000_000_000_000, 'en')).toBe('5,000 GB');
  });

  it('in the locale', () => {
    expect(formatSize(1500, 'vi')).toBe('1,5 kB');
    expect(formatSize(5_000_000_000_000, 'vi')).toBe('5.000 GB');
  });
});

describe('formatRating', () => {
  it('always one decimal, in the locale', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4.5, 'vi')).toBe('4,5');
    expect(formatRating(3.96, 'en')).toBe('4.0');
  });
});
