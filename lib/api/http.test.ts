/**
 * @jest-environment node
 */
import { apiError, json } from './http';

describe('JSON answers', () => {
  it('a short answer asks not to be transformed, so the server does not gzip a few dozen bytes', async () => {
    const response = json({ ok: true }, { status: 201 });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('an answer of 1 KB or more stays compressible', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Item number ${i}` }));
    const response = json({ items });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).items).toHaveLength(100);
  });

  it('an error keeps its status, code and Retry-After', async () => {
    const response = apiError(429, 'rate_limited', { retryAfter: 7 });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await response.json()).toEqual({ error: 'rate_limited', retryAfter: 7 });
  });
});
