/** @jest-environment node */
// Pins the black-box findings of 2026-11-25 at the rules' own level (the built server is probed in
// scripts/probe.mjs): a spoofed X-Forwarded-For chose the rate-limit bucket; Host and X-Forwarded-Host
// chose the site's origin; an absolute-form target was redirected to the host it named.
import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, clientAddress, prepareRequest, siteOrigins, trustedHops } from './edge.mjs';

function request(url: string, headers: Record<string, string | string[]>, peer = '127.0.0.1') {
  return { url, headers: { ...headers }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

describe('trustedHops (TRUST_PROXY)', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['false', 0],
    ['true', 1],
    ['1', 1],
    [' 2 ', 2],
  ])('%p means %p proxies', (value, hops) => {
    expect(trustedHops(value)).toBe(hops);
  });

  it.each(['-1', '1.5', 'yes please', '11'])('refuses %p', (value) => {
    expect(() => trustedHops(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.4', 0)).toBe('198.51.100.4');
    expect(clientAddress(undefined, '::ffff:198.51.100.4', 0)).toBe('198.51.100.4');
  });

  it('behind one proxy is the address that proxy appended, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 203.0.113.7"; the proxy (10.0.0.2) appended the real 198.51.100.4.
    expect(clientAddress('203.0.113.7, 198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4');
    expect(clientAddress('198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4');
  });

  it('counts hops from the right, across repeated headers', () => {
    expect(clientAddress(['203.0.113.7', '198.51.100.4, 10.0.0.1'], '10.0.0.2', 2)).toBe('198.51.100.4');
  });

  it('falls back to the leftmost entry when there are fewer entries than hops, and cuts long values', () => {
    expect(clientAddress(undefined, '10.0.0.2', 3)).toBe('10.0.0.2');
    expect(clientAddress('x'.repeat(500), '10.0.0.2', 1)).toHaveLength(64);
    expect(clientAddress(' , ', undefined, 1)).toBe('unknown');
  });
});

describe('siteOrigins', () => {
  it('is the configured origin only', () => {
    expect(siteOrigins({ siteUrl: 'https://civitas.example/some/path', port: '3000' })).toEqual([
      'https://civitas.example',
    ]);
  });

  it('locally, the loopback names on the port the server listens on (not 3000 when it is 4001)', () => {
    expect(siteOrigins({ port: '4001' })).toEqual([
      'http://localhost:4001',
      'http://127.0.0.1:4001',
      'http://[::1]:4001',
    ]);
    expect(siteOrigins({})).toContain('http://localhost:3000');
  });
});

describe('prepareRequest', () => {
  const local = { hops: 0, origins: siteOrigins({ port: '4001' }) };

  it('keeps only the path and query of an absolute-form target', () => {
    const req = request('http://evil.example/about?x=1', { host: 'localhost:4001' });
    expect(prepareRequest(req, local)).toBe(true);
    expect(req.url).toBe('/about?x=1');
    expect(req.headers.host).toBe('localhost:4001');
  });

  it('refuses targets that are neither a path nor an http(s) URL', () => {
    expect(prepareRequest(request('*', {}), local)).toBe(false);
    expect(prepareRequest(request('javascript:alert(1)', {}), local)).toBe(false);
  });

  it('replaces a forged Host and X-Forwarded-* with one of our origins', () => {
    const req = request('/about', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
    });
    prepareRequest(req, local);
    expect(req.headers).toMatchObject({
      host: 'localhost:4001',
      'x-forwarded-host': 'localhost:4001',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '4001',
    });
    const mine = request('/about', { host: '127.0.0.1:4001' });
    prepareRequest(mine, local);
    expect(mine.headers.host).toBe('127.0.0.1:4001');
  });

  it('names the configured origin behind a proxy', () => {
    const req = request('/', { host: 'internal:3000' });
    prepareRequest(req, { hops: 1, origins: ['https://civitas.example'] });
    expect(req.headers).toMatchObject({
      host: 'civitas.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
    });
  });

  it('overwrites a client-address header the client sent itself', () => {
    const req = request('/api/auth/login', {
      [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
      'x-forwarded-for': '203.0.113.8',
    });
    prepareRequest(req, local);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(req.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
