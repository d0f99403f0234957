import { siweNonceSchema, siweProofSchema, addEmailSchema } from './validation';
import { fieldErrors } from '../api/validation';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('siweNonceSchema', () => {
  it('checksums the address and keeps the chain id', () => {
    expect(siweNonceSchema.parse({ address: address.toLowerCase(), chainId: 1 })).toEqual({
      address,
      chainId: 1,
    });
  });

  it('refuses a mistyped checksum, a malformed address and a chain id that is not a number', () => {
    const typo = `${address.slice(0, -1)}6`.replace('f39F', 'f39f');
    for (const [body, fields] of [
      [{ address: typo, chainId: 1 }, { address: 'invalid_address' }],
      [{ address: '0x1234', chainId: 1 }, { address: 'invalid_address' }],
      [{ address, chainId: '1' }, { chainId: 'required' }],
      [{ address, chainId: 1.5 }, { chainId: 'required' }],
      [{}, { address: 'required', chainId: 'required' }],
    ] as const) {
      const result = siweNonceSchema.safeParse(body);
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual(fields);
    }
  });
});

describe('siweProofSchema', () => {
  const message = 'localhost wants you to sign in with your Ethereum account:';

  it('takes a message and a hex signature of whole bytes', () => {
    expect(siweProofSchema.safeParse({ message, signature: `0x${'ab'.repeat(65)}` }).success).toBe(true);
  });

  it('refuses odd-length, non-hex, oversized and missing values', () => {
    for (const body of [
      { message, signature: '0xabc' },
      { message, signature: 'abab' },
      { message, signature: `0x${'ab'.repeat(9000)}` },
      { message: 'x'.repeat(9000), signature: '0xab' },
      { message: '', signature: '0xab' },
      { signature: '0xab' },
    ]) {
      expect(siweProofSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('addEmailSchema', () => {
  it("uses sign-up's rules for e-mail and password", () => {
    expect(addEmailSchema.parse({ email: ' Me@Example.COM ', password: 'long enough' })).toEqual({
      email: 'me@example.com',
      password: 'long enough',
    });
    const result = addEmailSchema.safeParse({ email: '0xabc@wallet', password: 'short' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({ email: 'invalid_email', password: 'too_short' });
  });
});
