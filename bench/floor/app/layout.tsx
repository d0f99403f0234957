import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The benchmark's reference page (scripts/bench.mjs): the least a Next.js App Router page ships and
// hydrates, built with the project's own Next.js and React. Its Lighthouse figures are the floor
// the framework sets on the machine that runs the benchmark.
export const metadata: Metadata = {
  title: 'Reference page',
  description: 'A bare Next.js page: what the framework costs before any of the site’s own code.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
