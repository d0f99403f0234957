import { paymentUri, qrSvg } from './eip681';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('paymentUri', () => {
  it('names the address and the chain, mainnet included', () => {
    expect(paymentUri({ address: CHECKSUMMED, chainId: 1 })).toBe(`ethereum:${CHECKSUMMED}@1`);
    expect(paymentUri({ address: CHECKSUMMED, chainId: 11155111 })).toBe(`ethereum:${CHECKSUMMED}@11155111`);
  });

  it('asks for a value in wei, as an exact decimal integer', () => {
    expect(paymentUri({ address: CHECKSUMMED, chainId: 1, valueWei: 1_500_000_000_000_000_000n })).toBe(
      `ethereum:${CHECKSUMMED}@1?value=1500000000000000000`,
    );
    expect(paymentUri({ address: CHECKSUMMED, chainId: 11155111, valueWei: 1n })).toBe(
      `ethereum:${CHECKSUMMED}@11155111?value=1`,
    );
    expect(paymentUri({ address: CHECKSUMMED, chainId: 1, valueWei: 0n })).toBe(
      `ethereum:${CHECKSUMMED}@1?value=0`,
    );
  });

  it('writes a lowercase address checksummed', () => {
    expect(paymentUri({ address: CHECKSUMMED.toLowerCase(), chainId: 1 })).toBe(`ethereum:${CHECKSUMMED}@1`);
  });

  it.each([
    ['a wrong checksum', '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['too short', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226'],
    ['not hex', '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['an ENS name', 'vitalik.eth'],
    ['empty', ''],
  ])('refuses an address that is %s', (_, address) => {
    expect(() => paymentUri({ address, chainId: 1 })).toThrow(/address/);
  });

  it('refuses a bad chain id or a negative value', () => {
    expect(() => paymentUri({ address: CHECKSUMMED, chainId: 0 })).toThrow(/chain id/);
    expect(() => paymentUri({ address: CHECKSUMMED, chainId: 1.5 })).toThrow(/chain id/);
    expect(() => paymentUri({ address: CHECKSUMMED, chainId: 1, valueWei: -1n })).toThrow(/negative/);
  });
});

describe('qrSvg', () => {
  it('draws the URI as an SVG QR code', async () => {
    const svg = await qrSvg(paymentUri({ address: CHECKSUMMED, chainId: 11155111, valueWei: 10n ** 16n }));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('grows with the text and is deterministic', async () => {
    expect(await qrSvg('ethereum:x')).toBe(await qrSvg('ethereum:x'));
    expect((await qrSvg('a'.repeat(200))).length).toBeGreaterThan((await qrSvg('a')).length);
  });
});
