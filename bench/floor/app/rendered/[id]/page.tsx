// The floor of a page rendered on every request (scripts/bench.mjs): the reference page's heading and
// paragraph, with the one thing that makes it dynamic, a value from the URL. What a proposal or a thread
// page costs beyond this is the site's own.
export const dynamic = 'force-dynamic';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main>
      <h1>Reference page {id}</h1>
      <p>A server-rendered heading and paragraph, rendered again for every request.</p>
    </main>
  );
}
