import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { newSignInChallenge, takeSignInVerifier } from './proof-key.ts';

afterEach(() => localStorage.clear());

describe('the proof key of a browser sign-in', () => {
  it('sends the SHA-256 of a kept random verifier, and gives the verifier out once', async () => {
    const challenge = await newSignInChallenge();
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const verifier = takeSignInVerifier() ?? '';
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    expect(takeSignInVerifier()).toBeUndefined();
  });

  it('makes a different verifier for every sign-in', async () => {
    const first = await newSignInChallenge();
    const second = await newSignInChallenge();
    expect(second).not.toBe(first);
  });
});
