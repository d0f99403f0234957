import type { ReactNode } from 'react';

/** Long-form text (legal pages, manifesto, articles). */
export function Prose({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <div lang={lang} className="prose-civitas mx-auto max-w-7xl px-4 sm:px-6">
      {children}
    </div>
  );
}
