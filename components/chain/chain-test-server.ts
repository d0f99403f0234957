// For the on-chain islands' tests: a fetch that answers by route, in order; the last answer for a route
// repeats (a pending transaction keeps answering "pending"). Requests are recorded; a request nothing was
// queued for fails the test that reads `unexpected`.
type Answer = { status: number; body: unknown } | 'offline';

export function chainTestServer() {
  const answers = new Map<string, Answer[]>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const unexpected: string[] = [];

  const fetchStub = jest.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${path}`;
    requests.push({
      method,
      path,
      body: init.body ? (JSON.parse(init.body as string) as unknown) : undefined,
    });
    const queue = answers.get(key);
    const answer = queue && (queue.length > 1 ? queue.shift()! : queue[0]);
    if (!answer) {
      unexpected.push(key);
      throw new TypeError('no answer queued');
    }
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    };
  });

  return {
    install() {
      answers.clear();
      requests.length = 0;
      unexpected.length = 0;
      fetchStub.mockClear();
      globalThis.fetch = fetchStub as unknown as typeof fetch;
    },
    /** Queues answers for `METHOD /path`. */
    on(key: string, ...queued: Answer[]) {
      answers.set(key, [...(answers.get(key) ?? []), ...queued]);
    },
    /** Replaces the answers for `METHOD /path`. */
    set(key: string, ...queued: Answer[]) {
      answers.set(key, queued);
    },
    requests,
    unexpected,
    /** How many requests went to `METHOD /path`. */
    count: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key).length,
  };
}
