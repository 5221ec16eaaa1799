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
});
