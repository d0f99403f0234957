import { EyeOff } from 'lucide-react';

/**
 * In place of the title and summary of what the moderators hid (a thread, a proposal): the page's h1
 * says it is hidden, and a line says why or what happens next.
 */
export function HiddenHeading({ title, body }: { title: string; body: string }) {
  return (
    <>
      <h1 className="mt-4 flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <EyeOff aria-hidden="true" className="size-8 shrink-0 text-muted" />
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{body}</p>
    </>
  );
}
