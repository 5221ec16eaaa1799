import { describe, expect, it } from 'vitest';
import { FAMILY_SKIN_CHOICES, FamilySchema } from './family.ts';

const child = { id: '00000000-0000-4000-8000-000000000001', name: 'Noor', pronoun: 'she', age: 'toddler' };

describe('the family’s skin tone in the pictures', () => {
  it('keeps every family saved before the choice existed valid, with no tone', () => {
    const older = FamilySchema.parse({ children: [child], grownUps: [], pets: [] });
    expect(older).toEqual({ children: [child], grownUps: [], pets: [] });
    expect(older).not.toHaveProperty('skin');
  });

  it('takes each of the five tones, each their own, and null for not chosen', () => {
    for (const skin of [...FAMILY_SKIN_CHOICES, null]) {
      expect(FamilySchema.parse({ children: [], grownUps: [], pets: [], skin }).skin).toBe(skin);
    }
  });

  it('refuses a tone the pictures do not have, naming the field', () => {
    for (const skin of ['pink', 'Light', '', 3, { tone: 'dark' }]) {
      const result = FamilySchema.safeParse({ children: [], grownUps: [], pets: [], skin });
      expect(result.success, JSON.stringify(skin)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['skin']);
    }
  });
});
