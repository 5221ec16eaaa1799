import { describe, expect, it } from 'vitest';
import { en } from './en.ts';

describe('the English pack', () => {
  it('calls someone by the family’s own word for them', () => {
    expect(en.relation?.('nana', 'grandma')?.name).toBe('Nana');
    expect(en.relation?.("granny's", 'grandma')?.name).toBe('Granny');
    expect(en.relation?.('grandad', 'grandpa')).toMatchObject({ name: 'Grandad', he: 'he', goodnight: 'Grandad' });
    expect(en.relation?.('mam', 'mum')?.name).toBe('Mam');
    // A word the story says its own way is left to the pack's people (`grandmother` is Grandma).
    expect(en.relation?.('grandmother', 'grandma')).toBeUndefined();
  });

  it('tells a dentist as the dentist, never as the doctor', () => {
    expect(en.relation?.('dentist', 'doctor')).toMatchObject({ name: 'the dentist', goodnight: 'kind dentist' });
    expect(en.relation?.('doctor', 'doctor')).toBeUndefined();
  });

  it('tells bread as bread, never toast, and a tortoise or turtle as watched, never fed', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const say = (lines: readonly ((x: never) => string)[] | undefined) =>
      (lines ?? []).map((line) => line({ h: hero, hero, list: '' } as never)).join(' ');
    expect(en.things?.bread?.goodnight).not.toMatch(/toast/u);
    expect(say(en.things?.bread?.lines)).not.toMatch(/toast|butter/u);
    expect(say(en.things?.tortoise?.lines)).toMatch(/watched the tortoise/u);
    expect(say(en.things?.tortoise?.lines)).not.toMatch(/gave|fed|leaf/u);
  });

  it('tells a day of baking true of muffins and cakes too, with no biscuits it did not have', () => {
    const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false } as const;
    const baking = en.activities?.['activity-baking'];
    const sense = (baking?.sense ?? []).map((line) => line({ h: hero, hero } as never)).join(' ');
    expect(sense).toMatch(/oven hummed/u);
    expect(`${sense} ${baking?.goodnight}`).not.toMatch(/biscuit/u);
  });
});
