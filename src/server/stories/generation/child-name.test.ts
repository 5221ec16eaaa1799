import { describe, expect, it } from 'vitest';
import { CHILD_PLACEHOLDER, hideChildName, restoreChildName } from './child-name.ts';

describe('the child’s name in free text', () => {
  it.each([
    ['Emma', 'EMMA fed the ducks, and emma laughed.', 'Zuri fed the ducks, and Zuri laughed.'],
    ['Emma', 'Emma’s boots and Emmas Teddy', 'Zuri’s boots and Zuris Teddy'],
    ['Zoë', 'Zoë a nourri les canards. ZOË rit.', 'Zuri a nourri les canards. Zuri rit.'],
    ['João', 'O João deu pão aos patos.', 'O Zuri deu pão aos patos.'],
    ['Anne Marie', 'Anne  Marie speelde buiten.', 'Zuri speelde buiten.'],
    ['Emma', 'Emma喂了鸭子，然后emma笑了。', 'Zuri喂了鸭子，然后Zuri笑了。'],
    ['艾玛', '今天艾玛喂了鸭子。', '今天Zuri喂了鸭子。'],
    ['安娜·玛丽', '今天安娜·玛丽喂了鸭子。', '今天Zuri喂了鸭子。'],
  ])('replaces %s wherever it stands as a word', (name, text, hidden) => {
    expect(hideChildName(text, name)).toBe(hidden);
    expect(restoreChildName(hidden, name).toLowerCase()).toBe(text.toLowerCase().replace('  ', ' '));
  });

  it('leaves longer words that only start or end with the name alone', () => {
    expect(hideChildName('Emmanuel and Gemma met Emma.', 'Emma')).toBe(`Emmanuel and Gemma met ${CHILD_PLACEHOLDER}.`);
    expect(hideChildName('Lotte speelt met Charlotte.', 'Lotte')).toBe('Zuri speelt met Charlotte.');
  });

  it('changes nothing when no name is set, and keeps characters that mean something in patterns', () => {
    expect(hideChildName('Emma fed the ducks.', null)).toBe('Emma fed the ducks.');
    expect(hideChildName('A.J. (A.J.) jumped.', 'A.J.')).toBe('Zuri (Zuri) jumped.');
    expect(restoreChildName('Zuri slept.', '$&')).toBe('$& slept.');
  });
});
