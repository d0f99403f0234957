import { createTranslator, formatMessage } from './format-message';

describe('formatMessage (ICU subset for client islands)', () => {
  it('fills arguments', () =>
    expect(formatMessage('Hi {name}, {n} new', { name: 'Ana', n: 3 })).toBe('Hi Ana, 3 new'));
  it('leaves unknown arguments visible', () => expect(formatMessage('Hi {name}')).toBe('Hi {name}'));
  it('chooses plural forms by the locale rules, exact matches first', () => {
    const msg =
      '{count, plural, =0 {All caught up.} one {# unread notification.} other {# unread notifications.}}';
    expect(formatMessage(msg, { count: 0 })).toBe('All caught up.');
    expect(formatMessage(msg, { count: 1 })).toBe('1 unread notification.');
    expect(formatMessage(msg, { count: 1200 })).toBe('1,200 unread notifications.');
    expect(formatMessage('{count, plural, other {# giây}}', { count: 5 }, 'vi')).toBe('5 giây');
  });
  it('keeps text around a plural', () =>
    expect(
      formatMessage('Try again in {count, plural, one {# second} other {# seconds}}.', { count: 2 }),
    ).toBe('Try again in 2 seconds.'));
  it('translates within a namespace and reports missing keys like next-intl', () => {
    const t = createTranslator({ account: { join: { button: 'Join' } } }, 'account', 'en');
    expect(t('join.button')).toBe('Join');
    // @ts-expect-error: a key the messages lack, to see what a missing one shows
    expect(t('join.nope')).toBe('account.join.nope');
    expect(t.has('join.button')).toBe(true);
    expect(t.has('join')).toBe(false);
  });
});
