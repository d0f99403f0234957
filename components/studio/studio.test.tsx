import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onOpenJoinDialog, setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { SessionUser } from '@/lib/api/contract';
import type { CreationView } from '@/lib/studio/service';
import creatorHubMessages from '@/messages/en/creatorHub.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { GALLERY_CHANGED } from './gallery-events';
import { Studio, type StudioStrings } from './studio';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// The texts as components/pages/creator-hub.tsx hands them to the island.
const messages = appMessages({ creatorHub: creatorHubMessages });
const hub = messages.creatorHub as unknown as typeof creatorHubMessages;
const strings: StudioStrings = {
  app: hub.app,
  styles: hub.styles,
  prompts: hub.prompts,
  templates: hub.templates,
};
const a = hub.app;
const STORAGE_KEY = 'civitas.studio.current';

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

const PROMPT = 'A lighthouse in a storm, waves breaking over the rocks';
const creation = (over: Partial<CreationView> = {}): CreationView => ({
  id: 5,
  kind: 'image',
  prompt: PROMPT,
  style: 'digitalArt',
  shape: 'square',
  quality: 'standard',
  seed: 42,
  width: 1024,
  height: 1024,
  engine: 'sketch',
  model: null,
  status: 'queued',
  progress: 0,
  error: null,
  mime: null,
  size: null,
  saved: false,
  published: false,
  publishedAt: null,
  hidden: false,
  mine: true,
  author: { handle: 'kai', tier: 'citizen' },
  createdAt: '2026-05-01T12:00:00.000Z',
  finishedAt: null,
  file: null,
  thumb: null,
  ...over,
});
const done = (over: Partial<CreationView> = {}) =>
  creation({
    status: 'done',
    progress: 100,
    mime: 'image/webp',
    size: 12_345,
    finishedAt: '2026-05-01T12:00:05.000Z',
    file: '/api/studio/creations/5/file?key=s3cret',
    thumb: '/api/studio/creations/5/thumb?key=s3cret',
    ...over,
  });
const started = (view = creation()) => ({ id: view.id, secret: 's3cret', creation: view });

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;
/** The `call`-th request as "METHOD path". */
const request = (call: number) => {
  const [path, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return `${init.method} ${path}`;
};
/** A request that answers only when told to. */
function pending() {
  let answer: (status: number, body: unknown) => void = () => {};
  fetchMock.mockReturnValueOnce(
    new Promise((resolve) => {
      answer = (status, body) =>
        resolve({ ok: status >= 200 && status < 300, status, json: async () => body });
    }),
  );
  return (status: number, body: unknown) => act(async () => answer(status, body));
}

const joinDialog = jest.fn();
let stopListening: () => void = () => {};
const onReady = jest.fn();

type User = ReturnType<typeof userEvent.setup>;

function renderStudio(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const u = userEvent.setup(options);
  const view = render(withIntl(<Studio locale="en" strings={strings} onReady={onReady} />, messages));
  return { u, ...view };
}

const prompt = () => screen.getByRole('textbox', { name: a.prompt });
const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const preview = () => screen.getByRole('region', { name: a.preview });
async function type(u: User, text: string) {
  await u.click(prompt());
  await u.paste(text);
}
/** Typed a prompt and pressed Generate; the job answers with `first` to the POST and `poll` to the GET. */
async function generate(u: User, first = creation(), poll: CreationView = done()) {
  respond(202, started(first));
  respond(200, poll);
  await type(u, PROMPT);
  await u.click(button(a.generate));
}

beforeEach(() => {
  mockFetch.install();
  window.localStorage.clear();
  act(() => setSessionUser(member));
  jest.mocked(notify).mockClear();
  joinDialog.mockClear();
  onReady.mockClear();
  stopListening = onOpenJoinDialog(joinDialog);
});

afterEach(() => {
  stopListening();
  jest.restoreAllMocks();
});

describe('Studio: the form', () => {
  it('starts on Image with an empty prompt, Digital art, Square and Standard; asks nothing of the server', () => {
    renderStudio();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tablist', { name: a.tabsLabel })).toBeInTheDocument();
    expect(tab('Image')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Video')).toHaveAttribute('aria-selected', 'false');
    expect(prompt()).toHaveValue('');
    expect(prompt()).toHaveAttribute('placeholder', 'Describe your vision');
    expect(prompt()).toHaveAttribute('maxLength', '1000');
    expect(prompt()).toHaveAccessibleDescription('0 / 1000 characters');
    expect(screen.getByRole('radio', { name: hub.styles.digitalArt })).toBeChecked();
    expect(screen.getByRole('combobox', { name: a.shape })).toHaveValue('square');
    expect(screen.getByRole('combobox', { name: a.quality })).toHaveValue('standard');
    expect(screen.getByText('Square · 1024 × 1024', { selector: 'p' })).toBeInTheDocument();
    expect(button(a.generate)).toBeEnabled();
    expect(within(preview()).getByText(a.previewEmpty)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the tabs: each controls the one panel, which is named by the selected tab; clicks switch', async () => {
    const { u } = renderStudio();
    const panel = screen.getByRole('tabpanel');
    expect(tab('Image')).toHaveAttribute('aria-controls', panel.id);
    expect(tab('Video')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName('Image');
    expect(tab('Image')).toHaveAttribute('tabindex', '0');
    expect(tab('Video')).toHaveAttribute('tabindex', '-1');

    await u.click(tab('Video'));
    expect(tab('Video')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Image')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Video')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Video');
    // Video sizes: up to 720p.
    expect(screen.getByText('Square · 720 × 720', { selector: 'p' })).toBeInTheDocument();
  });

  it('the arrow keys move between the tabs and take the focus along; other keys do nothing', async () => {
    const { u } = renderStudio();
    act(() => tab('Image').focus());
    await u.keyboard('{ArrowRight}');
    expect(tab('Video')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Video')).toHaveFocus();
    await u.keyboard('{ArrowRight}');
    expect(tab('Image')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Image')).toHaveFocus();
    await u.keyboard('{ArrowLeft}');
    expect(tab('Video')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Video')).toHaveFocus();
    await u.keyboard('{ArrowDown}');
    expect(tab('Video')).toHaveAttribute('aria-selected', 'true');
  });

  it('counts the characters of the prompt as it is typed', async () => {
    const { u } = renderStudio();
    await type(u, 'Hello');
    expect(prompt()).toHaveAccessibleDescription('5 / 1000 characters');
    await u.type(prompt(), ' world');
    expect(prompt()).toHaveAccessibleDescription('11 / 1000 characters');
  });

  it('the six styles are radios of the "Style" group; one is chosen at a time', async () => {
    const { u } = renderStudio();
    const group = screen.getByRole('group', { name: a.style });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'photorealistic',
      'digitalArt',
      'cinematic',
      'anime',
      'watercolor',
      'render3d',
    ]);
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Photorealistic',
      'Digital art',
      'Cinematic',
      'Anime',
      'Watercolour',
      '3D render',
    ]);
    await u.click(screen.getByRole('radio', { name: hub.styles.watercolor }));
    expect(screen.getByRole('radio', { name: hub.styles.watercolor })).toBeChecked();
    expect(screen.getByRole('radio', { name: hub.styles.digitalArt })).not.toBeChecked();
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('the resolution options follow the tab: pixel sizes of images, then of video', async () => {
    const { u } = renderStudio();
    const options = () =>
      within(screen.getByRole('combobox', { name: a.shape }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['Square · 1024 × 1024', 'Landscape · 1024 × 576', 'Portrait · 576 × 1024']);
    await u.click(tab('Video'));
    expect(options()).toEqual(['Square · 720 × 720', 'Landscape · 1280 × 720', 'Portrait · 720 × 1280']);
    await u.selectOptions(screen.getByRole('combobox', { name: a.shape }), 'portrait');
    expect(screen.getByText('Portrait · 720 × 1280', { selector: 'p' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: a.quality }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Draft', 'Standard', 'High']);
  });
});

describe('Studio: Random prompt and Load template', () => {
  it('Random prompt fills one of the ready prompts, never the same twice in a row, and focuses the prompt', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const { u } = renderStudio();
    await u.click(button(a.random));
    expect(prompt()).toHaveValue(hub.prompts.p01);
    expect(prompt()).toHaveFocus();
    expect(prompt()).toHaveAccessibleDescription(`${hub.prompts.p01.length} / 1000 characters`);
    // The same draw again: the prompt already shown is left out, so the next one comes.
    await u.click(button(a.random));
    expect(prompt()).toHaveValue(hub.prompts.p02);

    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    await u.click(button(a.random));
    expect(prompt()).toHaveValue(hub.prompts.p36);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Random prompt clears the prompt’s error', async () => {
    const { u } = renderStudio();
    await u.click(button(a.generate));
    expect(prompt()).toHaveAttribute('aria-invalid', 'true');
    await u.click(button(a.random));
    expect(prompt()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(a.fieldErrors.required)).not.toBeInTheDocument();
  });

  it('lists the ten templates with their kind; Load template is off until one is chosen', () => {
    renderStudio();
    const select = screen.getByRole('combobox', { name: a.templateLabel });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(11);
    expect(options[0]).toHaveTextContent(a.templateChoose);
    expect(options[1]).toHaveTextContent('Neon city nights · Image');
    expect(options[4]).toHaveTextContent('Waves on black rock · Video');
    expect(button(a.template)).toBeDisabled();
  });

  it('Load template sets the kind, prompt, style, shape and quality, and says so', async () => {
    const { u } = renderStudio();
    await u.selectOptions(screen.getByRole('combobox', { name: a.templateLabel }), 'oceanWaves');
    expect(button(a.template)).toBeEnabled();
    // Choosing alone changes nothing.
    expect(tab('Image')).toHaveAttribute('aria-selected', 'true');
    await u.click(button(a.template));

    expect(tab('Video')).toHaveAttribute('aria-selected', 'true');
    expect(prompt()).toHaveValue(hub.templates.oceanWaves.prompt);
    expect(screen.getByRole('radio', { name: hub.styles.cinematic })).toBeChecked();
    expect(screen.getByRole('combobox', { name: a.shape })).toHaveValue('landscape');
    expect(screen.getByRole('combobox', { name: a.quality })).toHaveValue('standard');
    expect(screen.getByText('Landscape · 1280 × 720', { selector: 'p' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'Template loaded: Waves on black rock' });
    expect(fetchMock).not.toHaveBeenCalled();

    // And Generate sends exactly that.
    respond(202, started(creation({ kind: 'video' })));
    respond(200, done({ kind: 'video' }));
    await u.click(button(a.generate));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(0)).toEqual({
      path: '/api/studio/creations',
      method: 'POST',
      body: {
        kind: 'video',
        prompt: hub.templates.oceanWaves.prompt,
        style: 'cinematic',
        shape: 'landscape',
        quality: 'standard',
      },
    });
  });

  it('an image template after a video one goes back to the Image tab, with its own settings', async () => {
    const { u } = renderStudio();
    const select = screen.getByRole('combobox', { name: a.templateLabel });
    await u.selectOptions(select, 'fireflyForest');
    await u.click(button(a.template));
    expect(screen.getByRole('combobox', { name: a.quality })).toHaveValue('draft');
    await u.selectOptions(select, 'artisanPortrait');
    await u.click(button(a.template));
    expect(tab('Image')).toHaveAttribute('aria-selected', 'true');
    expect(prompt()).toHaveValue(hub.templates.artisanPortrait.prompt);
    expect(screen.getByRole('radio', { name: hub.styles.photorealistic })).toBeChecked();
    expect(screen.getByRole('combobox', { name: a.shape })).toHaveValue('portrait');
    expect(screen.getByRole('combobox', { name: a.quality })).toHaveValue('high');
    expect(notify).toHaveBeenLastCalledWith({ title: 'Template loaded: The old carpenter' });
  });
});

describe('Studio: Generate', () => {
  it('an empty prompt is refused before any request, and the prompt is marked and focused', async () => {
    const { u } = renderStudio();
    await u.click(button(a.generate));
    expect(prompt()).toHaveAttribute('aria-invalid', 'true');
    expect(prompt()).toHaveAccessibleDescription(a.fieldErrors.required);
    expect(prompt()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // Spaces only are no prompt either.
    await u.paste('    ');
    expect(prompt()).not.toHaveAttribute('aria-invalid');
    await u.click(button(a.generate));
    expect(prompt()).toHaveAccessibleDescription(a.fieldErrors.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a prompt over 1,000 characters is refused before any request', async () => {
    const { u } = renderStudio();
    // The textarea's maxLength stops typing; a value set by script can still be longer.
    fireEvent.change(prompt(), { target: { value: 'x'.repeat(1001) } });
    await u.click(button(a.generate));
    expect(prompt()).toHaveAttribute('aria-invalid', 'true');
    expect(prompt()).toHaveAccessibleDescription(a.fieldErrors.too_long);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exactly 1,000 characters once trimmed is sent, trimmed', async () => {
    const { u } = renderStudio();
    const text = 'y'.repeat(1000);
    fireEvent.change(prompt(), { target: { value: `  ${text} ` } });
    respond(202, started());
    respond(200, done());
    await u.click(button(a.generate));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((sent(0).body as { prompt: string }).prompt).toBe(text);
  });

  it('POSTs the settings with the trimmed prompt, then reads the job with its secret', async () => {
    const { u } = renderStudio();
    await type(u, `  ${PROMPT}  `);
    await u.click(screen.getByRole('radio', { name: hub.styles.anime }));
    await u.click(screen.getByText(a.advanced));
    await u.selectOptions(screen.getByRole('combobox', { name: a.shape }), 'landscape');
    await u.selectOptions(screen.getByRole('combobox', { name: a.quality }), 'high');
    respond(202, started());
    respond(200, done());
    await u.click(button(a.generate));

    expect(await screen.findByRole('img', { name: `Image: ${PROMPT}` })).toBeInTheDocument();
    expect(sent(0)).toEqual({
      path: '/api/studio/creations',
      method: 'POST',
      body: { kind: 'image', prompt: PROMPT, style: 'anime', shape: 'landscape', quality: 'high' },
    });
    expect(request(1)).toBe('GET /api/studio/creations/5?key=s3cret');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The job is remembered in this browser.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({ id: 5, secret: 's3cret' });
  });

  it('says Generating… and is disabled while the request is out', async () => {
    const { u } = renderStudio();
    await type(u, PROMPT);
    const answer = pending();
    await u.click(button(a.generate));
    expect(button(a.generating)).toBeDisabled();
    expect(screen.queryByRole('button', { name: a.generate })).not.toBeInTheDocument();
    respond(200, done());
    await answer(202, started());
    expect(await screen.findByRole('img', { name: `Image: ${PROMPT}` })).toBeInTheDocument();
    expect(button(a.generate)).toBeEnabled();
  });

  it('a prompt the server refuses by field is shown under the prompt', async () => {
    const { u } = renderStudio();
    await type(u, PROMPT);
    respond(400, { error: 'invalid_input', fields: { prompt: 'too_long' } });
    await u.click(button(a.generate));
    await waitFor(() => expect(prompt()).toHaveAccessibleDescription(a.fieldErrors.too_long));
    expect(prompt()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a field code with no words of its own falls back to "Check the prompt and the settings."', async () => {
    const { u } = renderStudio();
    await type(u, PROMPT);
    respond(400, { error: 'invalid_input', fields: { prompt: 'invalid' } });
    await u.click(button(a.generate));
    await waitFor(() => expect(prompt()).toHaveAccessibleDescription(a.errors.invalid_input));
  });

  it.each([
    [403, 'prompt_refused', a.errors.prompt_refused],
    [429, 'daily_limit', a.errors.daily_limit],
    [429, 'rate_limited', a.errors.rate_limited],
    [500, 'something_new', a.errors.generic],
  ])('a refusal (%i %s) is said in words, and what was typed stays', async (status, code, text) => {
    const { u } = renderStudio();
    await type(u, PROMPT);
    respond(status, { error: code });
    await u.click(button(a.generate));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(prompt()).toHaveValue(PROMPT);
    expect(prompt()).not.toHaveAttribute('aria-invalid');
    expect(button(a.generate)).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('offline: says so', async () => {
    const { u } = renderStudio();
    await type(u, PROMPT);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(button(a.generate));
    expect(await screen.findByRole('alert')).toHaveTextContent(a.errors.offline);
  });

  it('the error of a try goes with the next one', async () => {
    const { u } = renderStudio();
    await type(u, PROMPT);
    respond(429, { error: 'rate_limited' });
    await u.click(button(a.generate));
    await screen.findByRole('alert');
    respond(202, started());
    respond(200, done());
    await u.click(button(a.generate));
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Studio: following the job', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  const fakeUser = () => renderStudio({ advanceTimers: jest.advanceTimersByTime });

  it('shows the queued job at once, then its progress every 700 ms, then the result; then stops', async () => {
    const { u } = fakeUser();
    await type(u, PROMPT);
    respond(202, started(creation({ status: 'queued' })));
    const first = pending();
    await u.click(button(a.generate));
    await tick(0);

    // The POST's answer is on screen while the first read is out.
    expect(request(1)).toBe('GET /api/studio/creations/5?key=s3cret');
    expect(within(preview()).getByRole('status')).toHaveTextContent(a.queued);
    const bar = screen.getByRole('progressbar', { name: a.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.parentElement!.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(button(a.generating)).toBeDisabled();
    expect(screen.queryByText(a.previewEmpty)).not.toBeInTheDocument();

    await first(200, creation({ status: 'running', progress: 40 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(preview()).getByRole('status')).toHaveTextContent('Generating… 40 %');

    respond(200, creation({ status: 'running', progress: 80 }));
    await tick(699);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(request(2)).toBe('GET /api/studio/creations/5?key=s3cret');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(button(a.generating)).toBeDisabled();

    respond(200, done());
    await tick(700);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const image = screen.getByRole('img', { name: `Image: ${PROMPT}` });
    expect(image).toHaveAttribute('src', '/api/studio/creations/5/file?key=s3cret');
    expect(image).toHaveAttribute('width', '1024');
    expect(image.parentElement).toHaveAttribute('aria-busy', 'false');
    expect(button(a.generate)).toBeEnabled();

    await tick(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a read that fails is tried again after 2.1 s, without an error on screen', async () => {
    const { u } = fakeUser();
    await type(u, PROMPT);
    respond(202, started());
    respond(503, { error: 'server_error' });
    await u.click(button(a.generate));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(preview()).getByRole('status')).toHaveTextContent(a.queued);

    respond(200, done());
    await tick(2099);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('img', { name: `Image: ${PROMPT}` })).toBeInTheDocument();
  });

  it('a job that no longer exists (404) is forgotten: the preview is empty again and reading stops', async () => {
    const { u } = fakeUser();
    await type(u, PROMPT);
    respond(202, started());
    respond(404, { error: 'not_found' });
    await u.click(button(a.generate));
    await tick(0);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(within(preview()).getByText(a.previewEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button(a.generate)).toBeEnabled();
    await tick(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['timeout', a.errors.timeout],
    ['content_policy', a.errors.content_policy],
    ['interrupted', a.errors.interrupted],
    ['no_such_code', a.errors.generic],
    [null, a.errors.generic],
  ])('a failed job (%s) says why in its own words, and Generate is back', async (code, text) => {
    const { u } = fakeUser();
    await type(u, PROMPT);
    respond(202, started(creation({ status: 'running', progress: 10 })));
    respond(200, creation({ status: 'failed', progress: 10, error: code }));
    await u.click(button(a.generate));
    await tick(0);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: a.download })).not.toBeInTheDocument();
    expect(button(a.generate)).toBeEnabled();
    await tick(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaving the page stops the reading', async () => {
    const { u, unmount } = fakeUser();
    await type(u, PROMPT);
    respond(202, started());
    respond(200, creation({ status: 'running', progress: 20 }));
    await u.click(button(a.generate));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    unmount();
    await tick(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('resumes the remembered job on mount', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: 9, secret: 'k9' }));
    respond(200, creation({ id: 9, status: 'running', progress: 60 }));
    fakeUser();
    expect(request(0)).toBe('GET /api/studio/creations/9?key=k9');
    await tick(0);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(button(a.generating)).toBeDisabled();
    respond(200, done({ id: 9 }));
    await tick(700);
    expect(request(1)).toBe('GET /api/studio/creations/9?key=k9');
    expect(screen.getByRole('img', { name: `Image: ${PROMPT}` })).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no secret', JSON.stringify({ id: 9 })],
    ['an id that is no integer', JSON.stringify({ id: '9', secret: 'k9' })],
    ['null', 'null'],
  ])('a remembered value that is %s is ignored', async (_, value) => {
    window.localStorage.setItem(STORAGE_KEY, value);
    fakeUser();
    await tick(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(preview()).getByText(a.previewEmpty)).toBeInTheDocument();
  });
});

describe('Studio: the result', () => {
  it('the finished image: Ready, which engine made it, the seed, and Download with &download=1', async () => {
    const { u } = renderStudio();
    await generate(u);
    const image = await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    expect(image).toHaveAttribute('height', '1024');
    expect(within(preview()).getByRole('status')).toHaveTextContent(
      `${a.ready} · ${a.madeBySketch} · Seed 42`,
    );
    const download = screen.getByRole('link', { name: a.download });
    expect(download).toHaveAttribute('href', '/api/studio/creations/5/file?key=s3cret&download=1');
    expect(download).toHaveAttribute('download');
  });

  it('a public file (no ?key=) gets ?download=1; a model names itself', async () => {
    const { u } = renderStudio();
    await generate(
      u,
      creation(),
      done({ file: '/api/studio/creations/5/file', engine: 'openai', model: 'gpt-image-1' }),
    );
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    expect(screen.getByRole('link', { name: a.download })).toHaveAttribute(
      'href',
      '/api/studio/creations/5/file?download=1',
    );
    expect(within(preview()).getByRole('status')).toHaveTextContent('Made with gpt-image-1.');
    expect(within(preview()).getByRole('status')).not.toHaveTextContent(a.madeBySketch);
  });

  it('an engine without a model name is named by its id', async () => {
    const { u } = renderStudio();
    await generate(u, creation(), done({ engine: 'a1111', model: null }));
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    expect(within(preview()).getByRole('status')).toHaveTextContent('Made with a1111.');
  });

  it('a finished video plays in a looping, muted video element', async () => {
    const { u } = renderStudio();
    await u.click(tab('Video'));
    await generate(
      u,
      creation({ kind: 'video' }),
      done({ kind: 'video', mime: 'video/webm', file: '/api/studio/creations/5/file?key=s3cret' }),
    );
    const video = await screen.findByLabelText(`Video: ${PROMPT}`);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/studio/creations/5/file?key=s3cret');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('controls');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('Save to gallery PATCHes saved:true, says so, tells the gallery and shows "In your gallery"', async () => {
    const { u } = renderStudio();
    const changed = jest.fn();
    window.addEventListener(GALLERY_CHANGED, changed);
    await generate(u);
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    expect(screen.queryByText(a.savedLabel)).not.toBeInTheDocument();

    const answer = pending();
    await u.click(button(a.save));
    // Both buttons wait for the answer.
    expect(button(a.save)).toBeDisabled();
    expect(button(a.share)).toBeDisabled();
    await answer(200, done({ saved: true }));

    expect(sent(2)).toEqual({ path: '/api/studio/creations/5', method: 'PATCH', body: { saved: true } });
    expect(notify).toHaveBeenCalledWith({ title: a.saved });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.getByText(a.savedLabel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.save })).not.toBeInTheDocument();
    expect(button(a.share)).toBeEnabled();
    window.removeEventListener(GALLERY_CHANGED, changed);
  });

  it('Share publishes (PATCH published:true), copies the link where the browser cannot share, and says so', async () => {
    const { u } = renderStudio();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const changed = jest.fn();
    window.addEventListener(GALLERY_CHANGED, changed);
    await generate(u);
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    respond(200, done({ published: true, publishedAt: '2026-05-01T12:01:00.000Z' }));
    await u.click(button(a.share));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: a.linkCopied, description: a.linkCopiedBody }),
    );
    expect(sent(2)).toEqual({ path: '/api/studio/creations/5', method: 'PATCH', body: { published: true } });
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]![0]).toMatch(/^http:\/\/localhost\/(en\/)?creations\/5$/);
    expect(changed).toHaveBeenCalledTimes(1);
    // Published: the link to its page shows.
    expect(screen.getByRole('link', { name: a.published })).toHaveAttribute('href', '/creations/5');
    window.removeEventListener(GALLERY_CHANGED, changed);
  });

  describe('with the Web Share API', () => {
    const share = jest.fn();
    beforeEach(() => {
      share.mockReset();
      Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    });
    afterEach(() => {
      delete (navigator as { share?: unknown }).share;
    });

    it('Share hands the link to the system sheet, then says "Published"', async () => {
      share.mockResolvedValue(undefined);
      const { u } = renderStudio();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      const long = `${'A long prompt '.repeat(10)}end`;
      await generate(u, creation({ prompt: long }), done({ prompt: long }));
      await screen.findByRole('img', { name: `Image: ${long}` });
      respond(200, done({ prompt: long, published: true }));
      await u.click(button(a.share));

      await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: a.published }));
      expect(share).toHaveBeenCalledTimes(1);
      const shared = share.mock.calls[0]![0] as { title: string; url: string };
      expect(shared.title).toBe(long.slice(0, 80));
      expect(shared.url).toMatch(/^http:\/\/localhost\/(en\/)?creations\/5$/);
      expect(writeText).not.toHaveBeenCalled();
    });

    it('a share sheet closed without sharing falls back to copying the link', async () => {
      share.mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
      const { u } = renderStudio();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await generate(u);
      await screen.findByRole('img', { name: `Image: ${PROMPT}` });
      respond(200, done({ published: true }));
      await u.click(button(a.share));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith({ title: a.linkCopied, description: a.linkCopiedBody }),
      );
      expect(share).toHaveBeenCalledTimes(1);
      expect(writeText).toHaveBeenCalledTimes(1);
    });
  });

  it('a refused Save or Share is said in words; nothing is toasted and the gallery is not told', async () => {
    const { u } = renderStudio();
    const changed = jest.fn();
    window.addEventListener(GALLERY_CHANGED, changed);
    await generate(u);
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    respond(409, { error: 'not_ready' });
    await u.click(button(a.save));
    expect(await screen.findByRole('alert')).toHaveTextContent(a.errors.not_ready);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(button(a.share));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(a.errors.offline));
    expect(notify).not.toHaveBeenCalled();
    expect(changed).not.toHaveBeenCalled();
    expect(button(a.save)).toBeEnabled();
    window.removeEventListener(GALLERY_CHANGED, changed);
  });

  it('an already saved creation shows "In your gallery" instead of Save', async () => {
    const { u } = renderStudio();
    await generate(u, creation(), done({ saved: true }));
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    expect(screen.getByText(a.savedLabel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.save })).not.toBeInTheDocument();
    expect(button(a.share)).toBeEnabled();
  });
});

describe('Studio: a visitor', () => {
  beforeEach(() => act(() => setSessionUser(null)));

  it('may generate an image; the result offers Download and a sign-in, not Share or Save', async () => {
    const { u } = renderStudio();
    await generate(u, creation({ mine: false, author: null }), done({ mine: false, author: null }));
    await screen.findByRole('img', { name: `Image: ${PROMPT}` });
    expect(sent(0).method).toBe('POST');
    expect(screen.getByRole('link', { name: a.download })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.share })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.save })).not.toBeInTheDocument();
    expect(screen.getByText(a.signInToKeep)).toBeInTheDocument();
    await u.click(button(a.signIn));
    expect(joinDialog).toHaveBeenCalledWith('login');
  });

  it('the Video tab asks to sign in instead of offering Generate', async () => {
    const { u } = renderStudio();
    await u.click(tab('Video'));
    expect(screen.getByText(a.videoSignIn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.generate })).not.toBeInTheDocument();
    await type(u, PROMPT);
    await u.click(button(a.signIn));
    expect(joinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();

    await u.click(tab('Image'));
    expect(screen.queryByText(a.videoSignIn)).not.toBeInTheDocument();
    expect(button(a.generate)).toBeEnabled();
  });

  it('a video template loaded by a visitor lands on the sign-in too', async () => {
    const { u } = renderStudio();
    await u.selectOptions(screen.getByRole('combobox', { name: a.templateLabel }), 'orbitalStation');
    await u.click(button(a.template));
    expect(screen.getByText(a.videoSignIn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.generate })).not.toBeInTheDocument();
  });

  it('signing in on the Video tab brings Generate', async () => {
    const { u } = renderStudio();
    await u.click(tab('Video'));
    expect(screen.queryByRole('button', { name: a.generate })).not.toBeInTheDocument();
    act(() => setSessionUser(member));
    expect(button(a.generate)).toBeEnabled();
    expect(screen.queryByText(a.videoSignIn)).not.toBeInTheDocument();
  });
});
