import { render } from '@testing-library/react';
import { retryIn, timeAgo } from './format';
import { Snippet, snippetParts } from './snippet';

describe('snippetParts', () => {
  it('splits the marked words from the text', () => {
    expect(snippetParts('the [[quantum]] lab and [[qubits]]')).toEqual([
      { text: 'the ', marked: false },
      { text: 'quantum', marked: true },
      { text: ' lab and ', marked: false },
      { text: 'qubits', marked: true },
    ]);
  });

  it('keeps an unclosed [[ and a lone ]] as text', () => {
    expect(snippetParts('a [[b and c]] d [[e')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b and c', marked: true },
      { text: ' d [[e', marked: false },
    ]);
    expect(snippetParts('x ]] y')).toEqual([{ text: 'x ]] y', marked: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});

describe('Snippet', () => {
  it('renders the matches as <mark> and everything else as text, never as HTML', () => {
    const { container } = render(
      <Snippet text={'<img src=x onerror=alert(1)> [[<b>bold</b>]] & <script>alert(2)</script>'} />,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelector('img, b, script')).toBeNull();
    const marks = paragraph.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('<b>bold</b>');
    expect(paragraph).toHaveTextContent(
      '<img src=x onerror=alert(1)> <b>bold</b> & <script>alert(2)</script>',
    );
  });
});

describe('timeAgo and retryIn', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');

  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo('2026-05-10T11:59:59.800Z', now, 'en')).toBe('now');
    expect(timeAgo('2026-05-10T11:59:30.000Z', now, 'en')).toBe('30 seconds ago');
    expect(timeAgo('2026-05-10T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(timeAgo('2026-05-09T11:00:00.000Z', now, 'en')).toBe('1 day ago');
    expect(timeAgo('2026-03-01T12:00:00.000Z', now, 'en')).toBe('2 months ago');
    expect(timeAgo('2026-05-09T12:00:00.000Z', now, 'fr')).toBe('il y a 1 jour');
    // A clock a little ahead of the server's reads as now, never "in 3 seconds".
    expect(timeAgo('2026-05-10T12:00:03.000Z', now, 'en')).toBe('now');
  });

  it('says when to try again, a partial unit counting as a whole one', () => {
    expect(retryIn(12, 'en')).toBe('in 12 seconds');
    expect(retryIn(61, 'en')).toBe('in 2 minutes');
    expect(retryIn(5400, 'en')).toBe('in 2 hours');
    expect(retryIn(undefined, 'en')).toBe('in 1 minute');
  });
});
