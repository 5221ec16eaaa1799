import { describe, expect, it } from 'vitest';
import { loginFailureKey } from './login-failure.ts';

const keyFor = (query: string) => loginFailureKey(new URLSearchParams(query));

describe('the login page after a failed sign-in step', () => {
  it('says a mailed link expired, or Google did not finish, from their own flags', () => {
    expect(keyFor('link=expired&error=INVALID_TOKEN')).toBe('auth.errors.linkExpired');
    expect(keyFor('google=failed&error=access_denied')).toBe('auth.errors.googleFailed');
  });

  it('says the address reached its daily limit of new accounts, not that the link expired', () => {
    expect(keyFor('link=expired&error=signUpLimitReached')).toBe('errors.signUpLimitReached');
    expect(keyFor('google=failed&error=signUpLimitReached')).toBe('errors.signUpLimitReached');
  });

  it('explains any other failed step Better Auth sends here, and shows nothing on a plain visit', () => {
    expect(keyFor('error=state_mismatch')).toBe('auth.errors.signInUnfinished');
    expect(keyFor('error=')).toBe('auth.errors.signInUnfinished');
    expect(keyFor('')).toBeUndefined();
    expect(keyFor('twoFactor=password')).toBeUndefined();
  });
});
