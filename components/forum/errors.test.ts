import { errorText, failureOf } from './errors';
import { strings } from './test-helpers';

const text = (failure: Parameters<typeof errorText>[1], silencedUntil: string | null = null) =>
  errorText(strings.errors, failure, { locale: 'en', silencedUntil });

describe('errorText', () => {
  it('silenced: the date the server gives, else the one the page knows, else none', () => {
    const until = '2030-05-03T14:00:00.000Z';
    expect(failureOf({ status: 403, error: { error: 'silenced', until } })).toEqual({
      code: 'silenced',
      until,
    });
    expect(text({ code: 'silenced', until })).toBe(
      'A moderator silenced your account until May 3, 2030 at 02:00 PM UTC. You can still read.',
    );
    expect(text({ code: 'silenced' }, until)).toContain('until May 3, 2030');
    expect(text({ code: 'silenced' })).toBe('A moderator silenced your account for now. You can still read.');
  });

  it('rate limits in seconds, then minutes', () => {
    expect(text({ code: 'rate_limited', retryAfter: 5 })).toBe(
      'You are going too fast. Try again in 5 seconds.',
    );
    expect(text({ code: 'rate_limited', retryAfter: 600 })).toBe(
      'You are going too fast. Try again in 10 minutes.',
    );
  });

  it('every code of the community has words; unknown codes and no answer too', () => {
    for (const code of [
      'group_not_found',
      'thread_locked',
      'edit_window_passed',
      'post_deleted',
      'already_liked',
      'not_liked',
      'own_post',
      'already_flagged',
      'duplicate_post',
      'too_many_links',
      'new_member_limit',
      'tier_required',
      'self_follow',
      'unauthenticated',
      'not_citizen',
      'forbidden',
      'not_found',
      'invalid_input',
    ] as const)
      expect(text({ code })).not.toBe(strings.errors.failed);
    expect(text({ code: 'server_error' })).toBe('That did not work. Try again.');
    expect(failureOf({ status: 0, error: { error: 'server_error' } })).toEqual({ code: 'offline' });
    expect(text({ code: 'offline' })).toBe('You seem to be offline. Nothing was sent.');
  });
});
