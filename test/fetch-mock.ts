// A fetch for component tests: answers queued with `respond`, requests read back with `sent`. Install it
// in beforeEach: `beforeEach(() => mockFetch.install())`.
export function createFetchMock() {
  const fn = jest.fn();
  return {
    fn,
    install() {
      fn.mockReset();
      globalThis.fetch = fn as unknown as typeof fetch;
    },
    /** The next request is answered with this status and JSON body. */
    respond(status: number, body: unknown) {
      fn.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
    },
    /** The `call`-th request: its path, method and JSON body. */
    sent(call = 0) {
      const [path, init] = fn.mock.calls[call] as [string, RequestInit];
      return { path, method: init.method, body: JSON.parse(init.body as string) as unknown };
    },
  };
}
