import { notFound } from 'next/navigation';

// Any path that matches no route renders the localized not-found page with status 404.
export default function CatchAll() {
  notFound();
}
