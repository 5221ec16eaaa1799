import { describe, expect, it } from 'vitest';
import { createLayoutOf, DEFAULT_CREATE_LAYOUT, modeCookieValue, selectionCookieValue } from './create-layout.ts';

describe('the create screen’s layout cookies', () => {
  it('carry the mode, the rows, what Generate still needs and the character, and read back the same', () => {
    const layout = {
      rows: 4,
      characterId: 'character-custom-0b6f1e2a-5c3d-4e8f-9a1b-2c3d4e5f6a7b',
      hasTypedRows: true,
      hasPicks: false,
      hasDescription: true,
    };
    const value = selectionCookieValue(layout);
    expect(value).toBe('4td.character-custom-0b6f1e2a-5c3d-4e8f-9a1b-2c3d4e5f6a7b');
    expect(createLayoutOf(modeCookieValue(false), value)).toEqual({ mode: 'carousel', ...layout });
    expect(createLayoutOf(modeCookieValue(true), '2a')).toEqual({
      ...DEFAULT_CREATE_LAYOUT,
      rows: 2,
      hasPicks: true,
    });
  });

  it('keep rows within 1 to 5 and no id that is not an item’s', () => {
    expect(selectionCookieValue({ ...DEFAULT_CREATE_LAYOUT, rows: 9, characterId: 'a b;c' })).toBe('5');
    expect(selectionCookieValue({ ...DEFAULT_CREATE_LAYOUT, rows: 0 })).toBe('1');
  });

  it('count anything odd as a fresh device’s screen', () => {
    for (const odd of [undefined, '', '7', '0', 'x.character-fox', '3.<script>', '3tt']) {
      expect(createLayoutOf(undefined, odd)).toEqual(DEFAULT_CREATE_LAYOUT);
    }
  });
});
