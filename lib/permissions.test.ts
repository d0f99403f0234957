import { can, refusal, type Actor } from './permissions';

const person = (staffRole: string | null, isCitizen: boolean): Actor => ({
  user: { id: 'u1', staffRole },
  isCitizen,
});

describe('permissions', () => {
  it('refuses everything to a visitor as unauthenticated', () => {
    for (const action of ['propose', 'vote', 'moderate', 'grant_role'] as const)
      expect(refusal(null, action)).toBe('unauthenticated');
  });

  it('lets citizens propose and vote, and only citizens', () => {
    expect(refusal(person(null, false), 'propose')).toBe('not_citizen');
    expect(refusal(person(null, false), 'vote')).toBe('not_citizen');
    expect(can(person(null, true), 'propose')).toBe(true);
    expect(can(person(null, true), 'vote')).toBe(true);
    // A staff role is not citizenship: a moderator votes only as a citizen.
    expect(refusal(person('moderator', false), 'vote')).toBe('not_citizen');
  });

  it('lets moderators and admins moderate, and only admins grant roles', () => {
    expect(refusal(person(null, true), 'moderate')).toBe('forbidden');
    expect(can(person('moderator', false), 'moderate')).toBe(true);
    expect(can(person('admin', false), 'moderate')).toBe(true);
    expect(refusal(person('moderator', true), 'grant_role')).toBe('forbidden');
    expect(can(person('admin', false), 'grant_role')).toBe(true);
    // An unknown value in the column grants nothing.
    expect(refusal(person('superuser', true), 'moderate')).toBe('forbidden');
  });
});
