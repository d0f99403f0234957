/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors: what next/link renders, without its router */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { withIntl } from '@/test/intl';
import { NavigationLoader } from './navigation-loader';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const messages = { common: { loading: 'Loading…' } };

function setup() {
  const view = render(
    withIntl(
      <>
        <a href="/about">About</a>
        <a href="/">Home</a>
        <a href="https://example.org/elsewhere">Elsewhere</a>
        <a href="/docs" target="_blank">
          Docs
        </a>
        <NavigationLoader />
      </>,
      messages,
    ),
  );
  // jsdom would try to navigate; the router cancels the default in the app, the test does here.
  document.addEventListener('click', (event) => event.preventDefault());
  return view;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockPathname = '/';
});
afterEach(() => jest.useRealTimers());

it('shows the spinner while another page of the site loads, and hides it once the path changes', () => {
  const { rerender } = setup();
  fireEvent.click(screen.getByText('About'));
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('status')).toBeNull(); // no flash for quick navigations
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');

  mockPathname = '/about';
  rerender(withIntl(<NavigationLoader />, messages));
  expect(screen.queryByRole('status')).toBeNull();
});

it('ignores links that do not load another page here', () => {
  setup();
  fireEvent.click(screen.getByText('Home')); // the current page
  fireEvent.click(screen.getByText('Elsewhere')); // another site
  fireEvent.click(screen.getByText('Docs')); // a new tab
  fireEvent.click(screen.getByText('About'), { ctrlKey: true }); // a new tab too
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('status')).toBeNull();
});

it('gives up after 15 s', () => {
  setup();
  fireEvent.click(screen.getByText('About'));
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(15_000));
  expect(screen.queryByRole('status')).toBeNull();
});
