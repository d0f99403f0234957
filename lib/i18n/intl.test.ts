import { dateTimeFormat, numberFormat, pluralRules, relativeTimeFormat } from './intl';

describe('the shared Intl formatters', () => {
  it('are made once per locale and options', () => {
    expect(numberFormat('fr')).toBe(numberFormat('fr'));
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
    expect(numberFormat('vi')).not.toBe(numberFormat('fr'));
    expect(relativeTimeFormat('ja', { numeric: 'auto' })).toBe(relativeTimeFormat('ja', { numeric: 'auto' }));
    expect(pluralRules('hi')).toBe(pluralRules('hi'));
  });

  it('format in their locale', () => {
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('fr', { style: 'percent' }).format(0.6)).toMatch(/^60\s%$/u);
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(1, 'day')).toBe('tomorrow');
    expect(pluralRules('en').select(1)).toBe('one');
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(0))).toBe(
      'Jan 1, 1970',
    );
  });

  it('fall back to English for a tag the runtime refuses', () => {
    expect(numberFormat('not a locale!').format(1234)).toBe('1,234');
  });
});
