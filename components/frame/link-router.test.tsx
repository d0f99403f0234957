/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors: what the site's Link renders */
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { Link } from '@/lib/i18n/navigation';
import { LinkRouter } from './link-router';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
  window.history.replaceState(null, '', '/');
});

function setup() {
  return render(
    <>
      <a data-nav="" href="/about">
        About <span>us</span>
      </a>
      <a data-nav="" href="/ecosystem/web3?tab=credit#credit-score">
        Credit score
      </a>
      <a data-nav="" href="/docs" target="_blank">
        Docs in a new tab
      </a>
      <a data-nav="" href="/whitepaper.pdf" download>
        Whitepaper
      </a>
      <a data-nav="" href="https://example.org/elsewhere">
        Elsewhere
      </a>
      <a href="/vi/about?lng=vi">Tiếng Việt</a>
      <a data-nav="" href="/community" onClick={(event) => event.preventDefault()}>
        Handled elsewhere
      </a>
      <LinkRouter />
    </>,
  );
}

/** Clicks a link; true when the browser would have followed it (nobody cancelled the default). */
const click = (name: string, init: MouseEventInit = {}) => fireEvent.click(screen.getByText(name), init);

it('sends a plain click on a Link through the client router and cancels the page load', () => {
  setup();
  expect(click('us')).toBe(false);
  expect(push).toHaveBeenCalledWith('/about');
  expect(click('Credit score')).toBe(false);
  expect(push).toHaveBeenLastCalledWith('/ecosystem/web3?tab=credit#credit-score');
});

it('leaves new tabs, downloads, other sites, plain anchors and cancelled clicks to the browser', () => {
  setup();
  for (const name of ['Docs in a new tab', 'Whitepaper', 'Elsewhere', 'Tiếng Việt']) {
    expect(click(name)).toBe(true);
  }
  click('Handled elsewhere');
  expect(push).not.toHaveBeenCalled();
});

it('leaves modified and non-primary clicks to the browser', () => {
  setup();
  for (const init of [
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
  ]) {
    expect(click('About', init)).toBe(true);
  }
  expect(push).not.toHaveBeenCalled();
});

it('prefetches a page once when the pointer, a finger or the focus comes to its link', () => {
  setup();
  fireEvent.pointerOver(screen.getByText('us'));
  fireEvent.touchStart(screen.getByText('About'));
  fireEvent.focusIn(screen.getByText('About'));
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith('/about');
  fireEvent.focusIn(screen.getByText('Credit score'));
  expect(prefetch).toHaveBeenLastCalledWith('/ecosystem/web3');
  fireEvent.pointerOver(screen.getByText('Elsewhere'));
  fireEvent.pointerOver(screen.getByText('Tiếng Việt'));
  expect(prefetch).toHaveBeenCalledTimes(2);
});

it('does not prefetch the page it is on', () => {
  setup();
  window.history.replaceState(null, '', '/about');
  fireEvent.pointerOver(screen.getByText('About'));
  expect(prefetch).not.toHaveBeenCalled();
});

it('stops listening when it unmounts', () => {
  const { unmount } = setup();
  const about = screen.getByText('About');
  unmount();
  document.body.append(about);
  fireEvent.click(about);
  expect(push).not.toHaveBeenCalled();
  about.remove();
});

describe('Link', () => {
  const inLocale = (locale: Locale, link: React.ReactNode) =>
    render(
      <NextIntlClientProvider locale={locale} messages={{}}>
        {link}
      </NextIntlClientProvider>,
    );

  it('renders an anchor the router follows, in the page language (no prefix for English)', () => {
    inLocale('en', <Link href="/about">About</Link>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).toHaveAttribute('data-nav');
  });

  it('prefixes other languages, keeps the fragment, and honours an explicit locale', () => {
    inLocale(
      'vi',
      <>
        <Link href="/">Home</Link>
        <Link href="/ecosystem/web3#credit-score">Credit</Link>
        <Link href="/about" locale="fr" className="x" aria-current="page">
          À propos
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/vi');
    expect(screen.getByRole('link', { name: 'Credit' })).toHaveAttribute(
      'href',
      '/vi/ecosystem/web3#credit-score',
    );
    const fr = screen.getByRole('link', { name: 'À propos' });
    expect(fr).toHaveAttribute('href', '/fr/about');
    expect(fr).toHaveClass('x');
    expect(fr).toHaveAttribute('aria-current', 'page');
  });
});
