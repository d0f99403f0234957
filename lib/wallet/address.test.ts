import { checkAddress, shortAddress } from './address';

// Hardhat's first test account, in its EIP-55 checksummed form.
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const LOWER = CHECKSUMMED.toLowerCase();

describe('checkAddress', () => {
  it('accepts a correctly checksummed mixed-case address', () => {
    expect(checkAddress(CHECKSUMMED)).toEqual({ ok: true, address: CHECKSUMMED });
  });

  it('refuses a mixed-case address whose checksum does not match (one letter re-cased)', () => {
    const typo = CHECKSUMMED.replace('f39F', 'f39f');
    expect(typo).not.toBe(CHECKSUMMED);
    expect(checkAddress(typo)).toEqual({ ok: false, problem: 'checksum' });
  });

  it('accepts all-lower and all-upper case, and returns the checksummed form', () => {
    expect(checkAddress(LOWER)).toEqual({ ok: true, address: CHECKSUMMED });
    expect(checkAddress(`0x${LOWER.slice(2).toUpperCase()}`)).toEqual({ ok: true, address: CHECKSUMMED });
  });

  it('ignores surrounding whitespace', () => {
    expect(checkAddress(`  ${CHECKSUMMED}\n`)).toEqual({ ok: true, address: CHECKSUMMED });
  });

  it.each([
    ['empty', ''],
    ['only whitespace', ' \t\n '],
  ])('calls an %s input required', (_, input) => {
    expect(checkAddress(input)).toEqual({ ok: false, problem: 'required' });
  });

  it.each([
    ['one digit short', LOWER.slice(0, -1)],
    ['one digit long', `${LOWER}0`],
    ['no 0x prefix', LOWER.slice(2)],
    ['a non-hex digit', `${LOWER.slice(0, -1)}g`],
    ['a 0X prefix', `0X${LOWER.slice(2)}`],
    ['inner whitespace', `${LOWER.slice(0, 20)} ${LOWER.slice(20)}`],
    ['an ENS name', 'vitalik.eth'],
  ])('calls an address with %s badly formed', (_, input) => {
    expect(checkAddress(input)).toEqual({ ok: false, problem: 'format' });
  });
});

describe('shortAddress', () => {
  it('shows the checksummed first 6 and last 4 characters around an ellipsis', () => {
    expect(shortAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39F…2266');
  });

  it('gives the same name whatever the input case', () => {
    expect(shortAddress(CHECKSUMMED)).toBe('0xf39F…2266');
    expect(shortAddress(`0x${LOWER.slice(2).toUpperCase()}`)).toBe('0xf39F…2266');
  });
});
