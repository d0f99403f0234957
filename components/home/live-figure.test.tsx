import { act, render, screen } from '@testing-library/react';
import type { SiteStats } from '@/lib/api/contract';
import { createFetchMock } from '@/test/fetch-mock';
import { LiveFigure, type LiveFigureName } from './live-figure';
import { REFRESH_MS, resetSiteStats } from './site-stats';

const mockFetch = createFetchMock();
const { fn: fetchMock, respond } = mockFetch;

const stats: SiteStats = {
  citizens: 1234567,
  aiModels: 14,
  dailyTransactions: 8901,
  roles: { citizen: 1234567, moderator: 3, admin: 1 },
};

function figure(name: LiveFigureName, locale = 'en') {
  return (
    <p data-testid={name}>
      <LiveFigure name={name} locale={locale} loading="Loading…" unavailable="Not available right now" />
    </p>
  );
}

beforeEach(() => {
  resetSiteStats();
  mockFetch.install();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('LiveFigure', () => {
  it('shows a dash (and "Loading…" to screen readers) until the figures arrive, then formats them', async () => {
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    render(
      <>
        {figure('citizens')}
        {figure('dailyTransactions')}
      </>,
    );
    const citizens = screen.getByTestId('citizens');
    expect(citizens).toHaveTextContent('—Loading…');
    expect(citizens.querySelector('[aria-hidden="true"]')).toHaveTextContent('—');
    expect(citizens.querySelector('[aria-busy="true"]')).not.toBeNull();

    await act(async () => finish({ ok: true, status: 200, json: async () => stats }));
    expect(citizens).toHaveTextContent(/^1,234,567$/);
    expect(screen.getByTestId('dailyTransactions')).toHaveTextContent(/^8,901$/);
    // One request for every figure on the page.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/stats');
  });

  it("formats in the page's language", async () => {
    respond(200, stats);
    render(
      <>
        {figure('citizens', 'hi')}
        {figure('dailyTransactions', 'fr')}
      </>,
    );
    await act(async () => {});
    // Indian grouping, and French with its narrow no-break space.
    expect(screen.getByTestId('citizens').textContent).toBe('12,34,567');
    expect(screen.getByTestId('dailyTransactions').textContent).toBe('8\u202f901');
  });

  it('shows the role counts of the DAO page', async () => {
    respond(200, stats);
    render(
      <>
        {figure('roles.citizen')}
        {figure('roles.moderator')}
        {figure('roles.admin')}
      </>,
    );
    expect(await screen.findByText('1,234,567')).toBeInTheDocument();
    expect(screen.getByTestId('roles.moderator')).toHaveTextContent(/^3$/);
    expect(screen.getByTestId('roles.admin')).toHaveTextContent(/^1$/);
  });

  it('says "Not available right now" to screen readers when the figures cannot be loaded', async () => {
    respond(500, { error: 'server_error' });
    render(figure('citizens'));
    expect(await screen.findByText('Not available right now')).toHaveClass('sr-only');
    expect(screen.getByTestId('citizens')).toHaveTextContent('—Not available right now');
    expect(screen.getByTestId('citizens').querySelector('[aria-busy]')).toBeNull();
  });

  it('a figure missing from the answer stays a dash', async () => {
    respond(200, { citizens: 5, dailyTransactions: 2 });
    render(
      <>
        {figure('citizens')}
        {figure('roles.moderator')}
      </>,
    );
    expect(await screen.findByText('5')).toBeInTheDocument();
    expect(screen.getByTestId('roles.moderator')).toHaveTextContent('—Not available right now');
  });

  it('refreshes while the tab is visible, and keeps the last figures when a refresh fails', async () => {
    jest.useFakeTimers();
    respond(200, stats);
    render(figure('citizens'));
    await act(async () => {});
    expect(screen.getByTestId('citizens')).toHaveTextContent('1,234,567');

    respond(200, { ...stats, citizens: 1234568 });
    await act(async () => jest.advanceTimersByTime(REFRESH_MS));
    expect(screen.getByTestId('citizens')).toHaveTextContent('1,234,568');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => jest.advanceTimersByTime(REFRESH_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('citizens')).toHaveTextContent('1,234,568');
  });

  it('stops asking once no figure is on the page', async () => {
    jest.useFakeTimers();
    respond(200, stats);
    const { unmount } = render(figure('citizens'));
    await act(async () => {});
    unmount();
    await act(async () => jest.advanceTimersByTime(REFRESH_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
