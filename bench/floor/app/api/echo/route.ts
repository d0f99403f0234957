// The floor of a write endpoint (scripts/bench.mjs): a route handler that parses a JSON body and answers
// JSON, with no checks and no database. POST /api/newsletter does this and validates and stores the address.
export async function POST(request: Request) {
  const body: unknown = await request.json();
  return Response.json({ ok: typeof body === 'object' && body !== null });
}
