import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/components/frame/toast';
import marketplaceMessages from '@/messages/en/marketplace.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages } from '@/test/intl';
import { ReviewForm } from './review-form';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// The texts as components/pages/marketplace-item.tsx passes them on (through ListingActions).
const market = appMessages({ marketplace: marketplaceMessages })
  .marketplace as unknown as typeof marketplaceMessages;
const strings = { reviews: market.reviews, errors: market.errors, fieldErrors: market.fieldErrors };

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderForm() {
  const onPosted = jest.fn();
  render(<ReviewForm id={12} strings={strings} onPosted={onPosted} />);
  return { u: userEvent.setup(), onPosted };
}

const post = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: 'Post the review' }));

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
});

describe('ReviewForm', () => {
  it('offers five stars as radios in a named group, and a labelled text box', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '1 star out of 5' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: '5 stars out of 5' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('maxLength', '2000');
  });

  it('needs a rating, then text; sends nothing until then', async () => {
    const { u, onPosted } = renderForm();
    await post(u);
    expect(screen.getByRole('alert')).toHaveTextContent('Your rating: Required.');

    await u.click(screen.getByRole('radio', { name: '3 stars out of 5' }));
    await post(u);
    expect(screen.getByRole('alert')).toHaveTextContent('Your review: Required.');

    // Spaces alone are no review.
    await u.type(screen.getByRole('textbox', { name: 'Your review' }), '   ');
    await post(u);
    expect(screen.getByRole('alert')).toHaveTextContent('Your review: Required.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('posts {stars, body} (trimmed), toasts "Review posted" and tells the page', async () => {
    const { u, onPosted } = renderForm();
    await u.click(screen.getByRole('radio', { name: '5 stars out of 5' }));
    await u.type(screen.getByRole('textbox', { name: 'Your review' }), '  Clean data, good datasheet.  ');
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await post(u);
    expect(screen.getByRole('button', { name: 'Posting…' })).toBeDisabled();
    expect(sent(0)).toEqual({
      path: '/api/marketplace/listings/12/reviews',
      method: 'POST',
      body: { stars: 5, body: 'Clean data, good datasheet.' },
    });
    answer({ ok: true, status: 201, json: async () => ({ ok: true }) });
    await screen.findByRole('button', { name: 'Post the review' });
    expect(notify).toHaveBeenCalledWith({ title: 'Review posted' });
    expect(onPosted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a field the server refuses is said in words, and what was typed stays', async () => {
    const { u, onPosted } = renderForm();
    await u.click(screen.getByRole('radio', { name: '2 stars out of 5' }));
    await u.type(screen.getByRole('textbox', { name: 'Your review' }), 'Too long, says the server');
    respond(400, { error: 'invalid_input', fields: { body: 'too_long' } });
    await post(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too long.');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Too long, says the server');
    expect(screen.getByRole('radio', { name: '2 stars out of 5' })).toBeChecked();
    expect(notify).not.toHaveBeenCalled();
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('other refusals: the marketplace’s sentence for the code', async () => {
    const { u, onPosted } = renderForm();
    await u.click(screen.getByRole('radio', { name: '4 stars out of 5' }));
    await u.type(screen.getByRole('textbox', { name: 'Your review' }), 'Again');
    respond(409, { error: 'already_reviewed' });
    await post(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('You already reviewed this item.');
    expect(onPosted).not.toHaveBeenCalled();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await post(u);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your network and try again.',
    );
  });
});
