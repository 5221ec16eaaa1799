import { describe, expect, it } from 'vitest';
import { escapeLike } from './like.ts';

describe('escapeLike', () => {
  it('makes LIKE’s wildcards and its escape character literal, and leaves the rest alone', () => {
    expect(escapeLike('a_b%c\\d@example.org')).toBe('a\\_b\\%c\\\\d@example.org');
    expect(escapeLike('users/abc/')).toBe('users/abc/');
  });
});
