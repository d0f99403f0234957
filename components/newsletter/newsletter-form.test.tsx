import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { notify } from '@/components/frame/toast';
import newsletterMessages from '@/messages/en/newsletter.json';
import { NewsletterForm, type NewsletterStrings } from './newsletter-form';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// The server parent passes these strings (see components/frame/site-footer.tsx).
const messages = JSON.parse(
  JSON.stringify(newsletterMessages).replaceAll('{brand}', 'Civitas'),
) as NewsletterStrings;
const strings: NewsletterStrings = messages;

const fetchMock = jest.fn();

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}

function renderForm() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ newsletter: messages }} timeZone="UTC">
      <NewsletterForm strings={strings} locale="en" />
    </NextIntlClientProvider>,
  );
}

const input = () => screen.getByLabelText('Email address') as HTMLInputElement;
function submit(value: string) {
  fireEvent.change(input(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(notify).mockReset();
});

describe('NewsletterForm', () => {
  it('renders a required email field with a label and the Subscribe button', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Stay in the loop' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toBeRequired();
  });

  it('refuses an invalid address in the browser, keeps it and sends nothing', async () => {
    renderForm();
    submit('not-an-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a valid email address, like name@example.com.',
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(input().value).toBe('not-an-email');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses an empty field', async () => {
    renderForm();
    submit('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, toasts the exact texts and clears the field', async () => {
    respond(200, { ok: true });
    renderForm();
    submit(' Ada@Example.com ');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Subscribed!',
        description: 'Thank you for joining our mailing list. Welcome to the future!',
      }),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', locale: 'en' });
    await waitFor(() => expect(input().value).toBe(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a network error inline and keeps the address', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach the server. Check your connection and try again.",
    );
    expect(input().value).toBe('ada@example.com');
    expect(notify).not.toHaveBeenCalled();
  });

  it('says when to try again after too many attempts', async () => {
    respond(429, { error: 'rate_limited', retryAfter: 42 });
    renderForm();
    submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 42 seconds.');
    expect(input().value).toBe('ada@example.com');
  });

  it('shows the server’s field error next to the field', async () => {
    respond(400, { error: 'invalid_input', fields: { email: 'invalid_email' } });
    renderForm();
    submit('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });
});
