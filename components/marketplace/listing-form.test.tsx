import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onOpenJoinDialog, setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { ListingDetail, ListingMe, MyGovernance, SessionUser } from '@/lib/api/contract';
import marketplaceMessages from '@/messages/en/marketplace.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { ListingForm, type ListingFormStrings } from './listing-form';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// The texts as app/[locale]/(site)/marketplace/sell/page.tsx builds them on the server.
const messages = appMessages({ marketplace: marketplaceMessages });
const market = messages.marketplace as unknown as typeof marketplaceMessages;
const strings: ListingFormStrings = {
  sell: market.sell,
  errors: market.errors,
  fieldErrors: market.fieldErrors,
  categories: {
    models: market.categories.models.title,
    datasets: market.categories.datasets.title,
    plugins: market.categories.plugins.title,
    tools: market.categories.tools.title,
  },
  statuses: market.library.statuses,
};

const member: SessionUser = {
  id: 'u-kai',
  sessionId: 's1',
  name: 'kai',
  username: 'kai',
  email: 'kai@example.com',
  role: null,
  onboardingCompleted: true,
  createdAt: '2025-01-04T12:00:00.000Z',
};

const governance = (citizen: boolean) =>
  ({
    citizen: citizen ? { handle: 'kai' } : null,
    role: citizen ? 'citizen' : 'resident',
    proposals: [],
    votes: [],
  }) as unknown as MyGovernance;

const detail = (over: Partial<ListingDetail> = {}): ListingDetail => ({
  id: 31,
  category: 'datasets',
  title: 'Open speech corpus',
  summary: 'Ten thousand hours of consented speech.',
  tags: ['speech', 'audio'],
  license: 'CC-BY-4.0',
  priceWei: '50000000000000000',
  version: '2.1.0',
  seller: { handle: 'kai', tier: 'citizen' },
  curated: false,
  downloads: 0,
  reviews: 0,
  rating: null,
  publishedAt: null,
  status: 'draft',
  hidden: false,
  html: '<p>Recorded with consent.</p>',
  description: 'Recorded with consent.',
  hasLink: true,
  file: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

const meOf = (over: Partial<ListingMe> = {}): ListingMe => ({
  signedIn: true,
  citizen: true,
  seller: true,
  got: false,
  reviewed: false,
  flagged: false,
  link: 'https://example.org/speech',
  fileUrl: null,
  ...over,
});

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;
/** The `call`-th request as "METHOD path". */
const request = (call: number) => {
  const [path, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return `${init.method} ${path}`;
};
const joinDialog = jest.fn();
let stopListening: () => void = () => {};

type User = ReturnType<typeof userEvent.setup>;

function renderForm() {
  render(withIntl(<ListingForm locale="en" strings={strings} />, messages));
  return userEvent.setup();
}

/** A citizen on the empty form (no ?id=). */
async function newForm() {
  respond(200, governance(true));
  const u = renderForm();
  await screen.findByRole('heading', { level: 2, name: 'List an item' });
  return u;
}

/** The seller editing listing 31 (?id=31). */
async function editForm(listing = detail(), me = meOf()) {
  window.history.replaceState(null, '', '/marketplace/sell?id=31');
  respond(200, governance(true));
  respond(200, listing);
  respond(200, me);
  const u = renderForm();
  await screen.findByRole('heading', { level: 2, name: 'Edit your listing' });
  return u;
}

async function fill(u: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await u.clear(field);
  if (!value) return;
  await u.click(field);
  await u.paste(value);
}

const field = (label: string) => screen.getByLabelText(label);
const save = (u: User, name = 'Save the draft') => u.click(screen.getByRole('button', { name }));

beforeEach(() => {
  mockFetch.install();
  window.history.replaceState(null, '', '/marketplace/sell');
  act(() => setSessionUser(member));
  jest.mocked(notify).mockClear();
  joinDialog.mockClear();
  stopListening = onOpenJoinDialog(joinDialog);
});

afterEach(() => stopListening());

describe('ListingForm: who may list', () => {
  it('a visitor is asked to sign in; the server is not asked', async () => {
    act(() => setSessionUser(null));
    const u = renderForm();
    expect(screen.getByText('Sign in to list an item.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(joinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says it is loading while GET /api/citizens/me answers', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(request(0)).toBe('GET /api/citizens/me');
    await act(async () => answer({ ok: true, status: 200, json: async () => governance(true) }));
    expect(screen.getByRole('heading', { level: 2, name: 'List an item' })).toBeInTheDocument();
  });

  it('a member who is not a citizen: "Only citizens can list items." and the way to become one', async () => {
    respond(200, governance(false));
    renderForm();
    expect(await screen.findByText('Only citizens can list items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a failed check is said in words', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your network and try again.',
    );
  });
});

describe('ListingForm: a new listing', () => {
  it('starts with the defaults and no file or publish part', async () => {
    await newForm();
    expect(field('Category')).toHaveValue('models');
    expect(field('Title')).toHaveValue('');
    expect(field('Licence')).toHaveValue('Apache-2.0');
    expect(field('Price in ether')).toHaveValue('0');
    expect(field('Version')).toHaveValue('1.0.0');
    expect(field('Summary')).toHaveAccessibleDescription('One sentence shown on cards and in search.');
    expect(field('Link')).toHaveAccessibleDescription(
      'Where to get it: an https:// address (optional if you upload a file).',
    );
    expect(screen.queryByLabelText('File')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
  });

  it('checks in the browser: empty fields are "Required.", and the first invalid field gets the focus', async () => {
    const u = await newForm();
    await save(u);
    expect(field('Title')).toHaveAccessibleDescription('Required.');
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Summary')).toHaveAccessibleDescription('Required.');
    expect(field('Description')).toHaveAccessibleDescription('Required.');
    expect(field('Version')).not.toHaveAttribute('aria-invalid');
    expect(field('Title')).toHaveFocus();
    // Only the citizen check went out.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an http:// link is "Enter an https:// address." (focused), and other rules say theirs', async () => {
    const u = await newForm();
    await fill(u, 'Title', 'Open speech corpus');
    await fill(u, 'Summary', 'Ten thousand hours of consented speech.');
    await fill(u, 'Description', 'Recorded with consent.');
    await fill(u, 'Link', 'http://example.org/speech');
    await save(u);
    expect(field('Link')).toHaveAccessibleDescription('Enter an https:// address.');
    expect(field('Link')).toHaveFocus();
    expect(field('Title')).not.toHaveAttribute('aria-invalid');

    await fill(u, 'Link', 'https://example.org/speech');
    await fill(u, 'Title', 'Op');
    await fill(u, 'Price in ether', '20000');
    await fill(u, 'Tags', 'a, b, c, d, e, f');
    await save(u);
    expect(field('Title')).toHaveAccessibleDescription('Too short.');
    expect(field('Tags')).toHaveAccessibleDescription('Too many: up to 5.');
    expect(field('Price in ether')).toHaveAccessibleDescription('Too high: up to 10,000 ether.');
    expect(field('Link')).not.toHaveAttribute('aria-invalid');
    expect(field('Title')).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('creates the draft (POST), then shows its status, the upload and Publish', async () => {
    const u = await newForm();
    await u.selectOptions(field('Category'), 'Datasets');
    await fill(u, 'Title', '  Open speech corpus ');
    await fill(u, 'Summary', 'Ten thousand hours of consented speech.');
    await fill(u, 'Description', 'Recorded with consent.');
    await fill(u, 'Tags', 'Speech, audio, ');
    await u.selectOptions(field('Licence'), 'CC-BY-4.0');
    await fill(u, 'Price in ether', '0.05');
    await fill(u, 'Link', 'https://example.org/speech');
    respond(201, { id: 31 });
    respond(200, detail());
    await save(u);

    expect(await screen.findByRole('heading', { level: 2, name: 'Edit your listing' })).toBeInTheDocument();
    expect(sent(1)).toEqual({
      path: '/api/marketplace/listings',
      method: 'POST',
      body: {
        category: 'datasets',
        title: '  Open speech corpus ',
        summary: 'Ten thousand hours of consented speech.',
        description: 'Recorded with consent.',
        tags: ['Speech', 'audio'],
        license: 'CC-BY-4.0',
        price: '0.05',
        link: 'https://example.org/speech',
        version: '1.0.0',
      },
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Listing saved' });
    // The address now names the draft, so a reload edits it.
    expect(window.location.search).toBe('?id=31');
    expect(request(2)).toBe('GET /api/marketplace/listings/31');
    expect(screen.getByText('Status: Draft')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the listing' })).not.toBeInTheDocument();
    expect(field('File')).toHaveAccessibleDescription(
      'Up to 50 MB: zip, gzip, PDF, GGUF, safetensors, Parquet or text. Its content must match its name.',
    );
    expect(screen.getByRole('button', { name: 'Upload the file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('  Open speech corpus ');
  });

  it('fields the server refuses are shown at their field', async () => {
    const u = await newForm();
    await fill(u, 'Title', 'Open speech corpus');
    await fill(u, 'Summary', 'Ten thousand hours of consented speech.');
    await fill(u, 'Description', 'Recorded with consent.');
    respond(400, { error: 'invalid_input', fields: { summary: 'too_long', tags: 'invalid' } });
    await save(u);
    await waitFor(() => expect(field('Summary')).toHaveAccessibleDescription('Too long.'));
    expect(field('Tags')).toHaveAccessibleDescription('Not valid.');
    expect(notify).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('other refusals are said above the button, and what was typed stays', async () => {
    const u = await newForm();
    await fill(u, 'Title', 'Open speech corpus');
    await fill(u, 'Summary', 'Ten thousand hours of consented speech.');
    await fill(u, 'Description', 'Recorded with consent.');
    respond(403, { error: 'silenced', until: '2026-12-01T00:00:00.000Z' });
    await save(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('A moderator silenced your account for now.');
    expect(field('Title')).toHaveValue('Open speech corpus');
    expect(screen.getByRole('button', { name: 'Save the draft' })).toBeEnabled();
  });
});

describe('ListingForm: editing (?id=)', () => {
  it('loads the listing and its link, and PATCHes on save', async () => {
    const u = await editForm();
    expect(request(0)).toBe('GET /api/citizens/me');
    expect(request(1)).toBe('GET /api/marketplace/listings/31');
    expect(request(2)).toBe('GET /api/marketplace/listings/31/me');
    expect(field('Category')).toHaveValue('datasets');
    expect(field('Title')).toHaveValue('Open speech corpus');
    expect(field('Description')).toHaveValue('Recorded with consent.');
    expect(field('Tags')).toHaveValue('speech, audio');
    expect(field('Licence')).toHaveValue('CC-BY-4.0');
    expect(field('Price in ether')).toHaveValue('0.05');
    expect(field('Link')).toHaveValue('https://example.org/speech');
    expect(field('Version')).toHaveValue('2.1.0');
    expect(screen.getByText('Status: Draft')).toBeInTheDocument();

    await fill(u, 'Version', '2.2.0');
    respond(200, { ok: true });
    respond(200, detail({ version: '2.2.0' }));
    await save(u, 'Save changes');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Listing saved' }));
    expect(sent(3)).toEqual({
      path: '/api/marketplace/listings/31',
      method: 'PATCH',
      body: {
        category: 'datasets',
        title: 'Open speech corpus',
        summary: 'Ten thousand hours of consented speech.',
        description: 'Recorded with consent.',
        tags: ['speech', 'audio'],
        license: 'CC-BY-4.0',
        price: '0.05',
        link: 'https://example.org/speech',
        version: '2.2.0',
      },
    });
    await waitFor(() => expect(request(4)).toBe('GET /api/marketplace/listings/31'));
    expect(window.location.search).toBe('?id=31');
  });

  it('a whole-ether price reads back without decimals', async () => {
    await editForm(detail({ priceWei: '12000000000000000000' }));
    expect(field('Price in ether')).toHaveValue('12');
  });

  it('Publish posts the status, toasts, and the page offers the listing and Unpublish', async () => {
    const u = await editForm(detail({ file: { name: 'corpus.zip', size: 2_340_000 } }));
    expect(screen.getByText('Current file: corpus.zip (2.3 MB)')).toBeInTheDocument();
    respond(200, { ok: true });
    respond(200, detail({ status: 'published', publishedAt: '2026-05-02T10:00:00.000Z' }));
    await u.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Status: Published')).toBeInTheDocument();
    expect(sent(3)).toEqual({
      path: '/api/marketplace/listings/31/status',
      method: 'POST',
      body: { status: 'published' },
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Listing published' });
    expect(screen.getByRole('link', { name: 'View the listing' })).toHaveAttribute('href', '/marketplace/31');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    respond(200, { ok: true });
    respond(200, detail({ status: 'unpublished' }));
    await u.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Status: Unpublished')).toBeInTheDocument();
    expect(sent(5).body).toEqual({ status: 'unpublished' });
    expect(notify).toHaveBeenLastCalledWith({ title: 'Listing unpublished' });
  });

  it('Publish refused (nothing to get) says what to add', async () => {
    const u = await editForm(detail({ hasLink: false }), meOf({ link: null }));
    expect(field('Link')).toHaveValue('');
    respond(409, { error: 'nothing_to_get' });
    await u.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add a link or upload a file before you publish.',
    );
    expect(screen.getByText('Status: Draft')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('uploads the file with PUT, then shows it as the current file', async () => {
    const u = await editForm();
    const file = new File(['GGUF model bytes'], 'speech model.gguf', { type: '' });
    await u.upload(field('File'), file);
    respond(200, { ok: true });
    respond(200, detail({ file: { name: 'speech model.gguf', size: 16 } }));
    await u.click(screen.getByRole('button', { name: 'Upload the file' }));
    expect(await screen.findByText('Current file: speech model.gguf (16 byte)')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[3] as [string, RequestInit];
    expect(path).toBe('/api/marketplace/listings/31/file');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(file);
    expect(init.headers).toEqual({
      'Content-Type': 'application/octet-stream',
      'X-File-Name': 'speech%20model.gguf',
    });
    expect(notify).toHaveBeenCalledWith({ title: 'File uploaded' });
    expect(screen.getByRole('button', { name: 'Upload the file' })).toBeDisabled();
  });

  it('an upload refused 415 type_mismatch says the content does not match the name', async () => {
    const u = await editForm();
    await u.upload(field('File'), new File(['not a zip'], 'corpus.zip'));
    respond(415, { error: 'type_mismatch' });
    await u.click(screen.getByRole('button', { name: 'Upload the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The file's content does not match its name.");
    expect(notify).not.toHaveBeenCalled();
    // The file stays chosen, to try again.
    expect(screen.getByRole('button', { name: 'Upload the file' })).toBeEnabled();
  });

  it('a file over 50 MB is refused before sending', async () => {
    const u = await editForm();
    const big = new File(['x'], 'huge.zip');
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    await u.upload(field('File'), big);
    await u.click(screen.getByRole('button', { name: 'Upload the file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 50 MB.');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a listing that does not exist (404) is "not yours, or no longer exists"', async () => {
    window.history.replaceState(null, '', '/marketplace/sell?id=99');
    respond(200, governance(true));
    respond(404, { error: 'not_found' });
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This listing is not yours, or it no longer exists.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('someone else’s published listing is not offered for editing', async () => {
    window.history.replaceState(null, '', '/marketplace/sell?id=31');
    respond(200, governance(true));
    // Published listings are public: the detail comes back, with its status.
    respond(200, detail({ status: 'published', seller: { handle: 'nova', tier: 'citizen' } }));
    respond(200, meOf({ seller: false, link: null }));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This listing is not yours, or it no longer exists.',
    );
    expect(screen.queryByRole('heading', { name: 'Edit your listing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('an id that is not a listing id opens the empty form', async () => {
    window.history.replaceState(null, '', '/marketplace/sell?id=abc');
    await newForm();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
