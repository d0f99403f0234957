'use client';

// A review of an item the member got: 1–5 stars (radio buttons) and text. The page shows it after a reload;
// here the form thanks the member.
import { useState } from 'react';
import { api } from '@/components/account/api';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormAlert } from '@/components/ui/field';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { REVIEW_LIMITS } from '@/lib/marketplace/rules';
import { failureOf, failureText } from './errors';

type Market = AppMessages['marketplace'];

export function ReviewForm({
  id,
  strings: s,
  onPosted,
}: {
  id: number;
  strings: { reviews: Market['reviews']; errors: Market['errors']; fieldErrors: Market['fieldErrors'] };
  onPosted: () => void;
}) {
  const [stars, setStars] = useState(0);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (stars < 1) return setError(`${s.reviews.rating}: ${s.fieldErrors.required}`);
    if (!body.trim()) return setError(`${s.reviews.body}: ${s.fieldErrors.required}`);
    setError(null);
    setPending(true);
    const result = await api(`/api/marketplace/listings/${id}/reviews`, {
      body: { stars, body: body.trim() },
    });
    setPending(false);
    if (!result.ok) {
      const field = result.error.fields ? Object.values(result.error.fields)[0] : undefined;
      setError(
        field
          ? (s.fieldErrors[field as keyof Market['fieldErrors']] ?? s.fieldErrors.invalid)
          : failureText(s.errors, failureOf(result)),
      );
      return;
    }
    void notify({ title: s.reviews.posted });
    onPosted();
  }

  return (
    <form
      onSubmit={submit}
      className="flex w-full max-w-xl flex-col gap-3 rounded-2xl border border-border p-5"
    >
      <h3 className="text-lg font-semibold">{s.reviews.write}</h3>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">{s.reviews.rating}</legend>
        <div className="flex gap-3">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="inline-flex items-center gap-1 text-sm">
              <input type="radio" name="stars" value={n} checked={stars === n} onChange={() => setStars(n)} />
              <span>{formatMessage(s.reviews.stars, { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`review-${id}`} className="text-sm font-medium">
        {s.reviews.body}
      </label>
      <textarea
        id={`review-${id}`}
        value={body}
        maxLength={REVIEW_LIMITS.bodyMax}
        rows={4}
        onChange={(e) => setBody(e.target.value)}
        className="rounded-xl border border-border bg-background p-3 text-foreground"
      />
      {error && <FormAlert>{error}</FormAlert>}
      <button type="submit" disabled={pending} className={buttonVariants({ className: 'self-start' })}>
        {pending ? s.reviews.posting : s.reviews.submit}
      </button>
    </form>
  );
}
