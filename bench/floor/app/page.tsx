export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>
        A server-rendered heading and paragraph, no client components: the JavaScript is the framework&apos;s
        own runtime, and hydration is all it does.
      </p>
    </main>
  );
}
