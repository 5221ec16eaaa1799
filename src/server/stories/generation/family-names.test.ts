import { describe, expect, it } from 'vitest';
import type { Family } from '../../../shared/family.ts';
import { CHILD_PLACEHOLDER, familyNameGuard, NAME_PLACEHOLDERS } from './family-names.ts';

const id = () => crypto.randomUUID();
const child = (name: string) => ({ id: id(), name, pronoun: null, age: 'preschooler' as const });
const grownUp = (name: string) => ({ id: id(), name, kind: 'grandmother' as const });
const pet = (name: string) => ({ id: id(), name, kind: 'dog' as const });
const familyOf = (parts: Partial<Family>): Family => ({ children: [], grownUps: [], pets: [], ...parts });

/** The guard of a family with only the one child: what the Settings name used to be. */
const onlyChild = (name: string) => familyNameGuard(familyOf({ children: [child(name)] }));

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
    const guard = onlyChild(name);
    expect(guard.hide(text)).toBe(hidden);
    expect(guard.restore(hidden).toLowerCase()).toBe(text.toLowerCase().replace('  ', ' '));
  });

  it('leaves longer words that only start or end with the name alone', () => {
    expect(onlyChild('Emma').hide('Emmanuel and Gemma met Emma.')).toBe(`Emmanuel and Gemma met ${CHILD_PLACEHOLDER}.`);
    expect(onlyChild('Lotte').hide('Lotte speelt met Charlotte.')).toBe('Zuri speelt met Charlotte.');
  });

  it('changes nothing when there is no family, and keeps characters that mean something in patterns', () => {
    const nobody = familyNameGuard(familyOf({}));
    expect(nobody.hide('Emma fed the ducks.')).toBe('Emma fed the ducks.');
    expect(nobody.restore('Zuri fed the ducks.')).toBe('Zuri fed the ducks.');
    expect(onlyChild('A.J.').hide('A.J. (A.J.) jumped.')).toBe('Zuri (Zuri) jumped.');
    expect(onlyChild('$&').restore('Zuri slept.')).toBe('$& slept.');
  });
});

describe('every name of the family', () => {
  const emma = child('Emma');
  const lotte = child('Lotte');
  const oma = grownUp('Oma');
  const biscuit = pet('Biscuit');
  const family = familyOf({ children: [emma, lotte], grownUps: [oma], pets: [biscuit] });
  const guard = familyNameGuard(family, { friends: ['Noah'] });

  it('gives each name its own placeholder, the first child the child’s', () => {
    const given = [emma, lotte, oma, biscuit].map((member) => guard.placeholderOfMember(member.id));
    expect(given[0]).toBe(CHILD_PLACEHOLDER);
    expect(new Set([...given, guard.placeholderOfFriend('noah')]).size).toBe(5);
    expect(guard.hide('Emma, Lotte, Oma, Biscuit and Noah had tea.')).toBe(
      `Zuri, ${given[1]}, ${given[2]}, ${given[3]} and ${guard.placeholderOfFriend('Noah')} had tea.`,
    );
  });

  it('gives the story’s first child the child’s placeholder when the story is another child’s', () => {
    const lottes = familyNameGuard(family, { childIds: [lotte.id] });
    expect(lottes.placeholderOfMember(lotte.id)).toBe(CHILD_PLACEHOLDER);
    expect(lottes.placeholderOfMember(emma.id)).not.toBe(CHILD_PLACEHOLDER);
    expect(lottes.hide('Lotte en Emma')).toBe(`Zuri en ${lottes.placeholderOfMember(emma.id)}`);
  });

  it('hides names that are ordinary words too, and puts them back as the parent wrote them', () => {
    const hidden = guard.hide('Biscuit ate a biscuit while Oma read to the oma.');
    expect(hidden).not.toMatch(/biscuit|oma\b/i);
    expect(guard.restore(hidden)).toBe('Biscuit ate a Biscuit while Oma read to the Oma.');
    const mama = familyNameGuard(familyOf({ grownUps: [grownUp('Mama')] }));
    expect(mama.hide('Mama said: mama is here.')).toBe('Tavi said: Tavi is here.');
  });

  it('hides the longest of overlapping names first', () => {
    const oma2 = grownUp('Oma Lies');
    const anna = child('Anna');
    const annaLena = child('Anna Lena');
    const overlapping = familyNameGuard(familyOf({ children: [anna, annaLena], grownUps: [oma, oma2] }));
    const hidden = overlapping.hide('Anna Lena, Anna, Oma Lies and Oma went to the beach with Annabel.');
    const of = (member: { id: string }) => overlapping.placeholderOfMember(member.id);
    expect(hidden).toBe(`${of(annaLena)}, Zuri, ${of(oma2)} and ${of(oma)} went to the beach with Annabel.`);
    expect(overlapping.restore(hidden)).toBe('Anna Lena, Anna, Oma Lies and Oma went to the beach with Annabel.');
  });

  it('hides Chinese names wherever they stand, beside Latin ones', () => {
    const xiaoming = child('小明');
    const nainai = grownUp('奶奶');
    const waipo = grownUp('外婆');
    const chinese = familyNameGuard(familyOf({ children: [xiaoming], grownUps: [nainai, waipo] }), {
      friends: ['Max'],
    });
    const text = '小明和奶奶去公园找Max。外婆在家包饺子，奶奶家很近。';
    const hidden = chinese.hide(text);
    expect(hidden).toBe(
      `Zuri和${chinese.placeholderOfMember(nainai.id)}去公园找${chinese.placeholderOfFriend('Max')}。` +
        `${chinese.placeholderOfMember(waipo.id)}在家包饺子，${chinese.placeholderOfMember(nainai.id)}家很近。`,
    );
    expect(hidden).not.toMatch(/小明|奶奶|外婆|Max/);
    expect(chinese.restore(hidden)).toBe(text);
  });

  it('puts back Chinese names that stood side by side (`爷爷奶奶`), whose placeholders stand side by side too', () => {
    const yeye = grownUp('爷爷');
    const nainai = grownUp('奶奶');
    const guard = familyNameGuard(familyOf({ children: [child('小明')], grownUps: [yeye, nainai] }));
    const text = '春节去爷爷奶奶家，小明给爷爷奶奶拜年。';
    const hidden = guard.hide(text);
    expect(hidden).toContain(`${guard.placeholderOfMember(yeye.id)}${guard.placeholderOfMember(nainai.id)}`);
    expect(guard.restore(hidden)).toBe(text);
    // A placeholder inside a longer Latin word is still left alone.
    expect(guard.restore(`${guard.placeholderOfMember(yeye.id)}s`)).toBe('爷爷s');
    expect(guard.restore(`x${guard.placeholderOfMember(yeye.id)}y`)).toBe(`x${guard.placeholderOfMember(yeye.id)}y`);
  });

  it('skips a placeholder that is a name of this family, and gives one placeholder to a name two members share', () => {
    const tavi = pet('Tavi');
    const max = pet('Max');
    const sharing = familyNameGuard(familyOf({ children: [emma], pets: [tavi, max] }), { friends: ['max'] });
    expect(sharing.placeholderOfMember(tavi.id)).not.toBe('Tavi');
    expect(sharing.placeholderOfFriend('Max')).toBe(sharing.placeholderOfMember(max.id));
    expect(sharing.hide('Tavi and Max')).not.toMatch(/Tavi|Max/);
    expect(sharing.restore(sharing.hide('Tavi and Max'))).toBe('Tavi and Max');
  });

  it('has enough placeholders for the largest family with four friends', () => {
    const large = familyOf({
      children: Array.from({ length: 6 }, (_, index) => child(`Kind${'a'.repeat(index + 1)}`)),
      grownUps: Array.from({ length: 12 }, (_, index) => grownUp(`Groot${'b'.repeat(index + 1)}`)),
      pets: Array.from({ length: 8 }, (_, index) => pet(`Dier${'c'.repeat(index + 1)}`)),
    });
    const friends = ['Noah', 'Mila', 'Sam', 'Liv'];
    const largeGuard = familyNameGuard(large, { friends });
    const placeholders = [
      ...[...large.children, ...large.grownUps, ...large.pets].map((member) =>
        largeGuard.placeholderOfMember(member.id),
      ),
      ...friends.map((friend) => largeGuard.placeholderOfFriend(friend)),
    ];
    expect(new Set(placeholders).size).toBe(30);
    expect(
      placeholders.every(
        (placeholder) => placeholder === CHILD_PLACEHOLDER || NAME_PLACEHOLDERS.includes(placeholder as never),
      ),
    ).toBe(true);
  });
});

describe('what a writer wrote with the placeholders', () => {
  const emma = child('Emma');
  const lotte = child('Lotte');
  const oma = grownUp('Oma');
  const biscuit = pet('Biscuit');
  const guard = familyNameGuard(familyOf({ children: [emma, lotte], grownUps: [oma], pets: [biscuit] }), {
    friends: ['Noah'],
  });
  const [sister, grandma, dog] = [lotte, oma, biscuit].map((member) => guard.placeholderOfMember(member.id));
  const friend = guard.placeholderOfFriend('Noah');

  it.each([
    [
      'en',
      `Zuri and ${sister} threw a ball for ${dog}. ${grandma} laughed, and ${friend}'s kite flew high.`,
      "Emma and Lotte threw a ball for Biscuit. Oma laughed, and Noah's kite flew high.",
    ],
    [
      'nl',
      `Zuri en ${sister} gooiden een bal voor ${dog}. ${grandma} lachte, en ${friend}s vlieger vloog hoog.`,
      'Emma en Lotte gooiden een bal voor Biscuit. Oma lachte, en Noahs vlieger vloog hoog.',
    ],
    [
      'de',
      `Zuri und ${sister} warfen ${dog} einen Ball zu. ${grandma} lachte, und ${friend}s Drachen flog hoch.`,
      'Emma und Lotte warfen Biscuit einen Ball zu. Oma lachte, und Noahs Drachen flog hoch.',
    ],
    [
      'fr',
      `Zuri et ${sister} ont lancé la balle à ${dog}. ${grandma} a ri, et le cerf-volant de ${friend} volait haut.`,
      'Emma et Lotte ont lancé la balle à Biscuit. Oma a ri, et le cerf-volant de Noah volait haut.',
    ],
    [
      'es',
      `Zuri y ${sister} le lanzaron la pelota a ${dog}. ${grandma} se rio, y la cometa de ${friend} voló alto.`,
      'Emma y Lotte le lanzaron la pelota a Biscuit. Oma se rio, y la cometa de Noah voló alto.',
    ],
    [
      'pt',
      `A Zuri e a ${sister} atiraram a bola ao ${dog}. A ${grandma} riu-se, e o papagaio do ${friend} voou alto.`,
      'A Emma e a Lotte atiraram a bola ao Biscuit. A Oma riu-se, e o papagaio do Noah voou alto.',
    ],
    [
      'zh',
      `Zuri和${sister}给${dog}扔球。${grandma}笑了，${friend}的风筝飞得很高。`,
      'Emma和Lotte给Biscuit扔球。Oma笑了，Noah的风筝飞得很高。',
    ],
  ])('puts every name back in %s', (_language, written, restored) => {
    expect(guard.restore(written)).toBe(restored);
    expect(guard.hide(restored)).toBe(written);
  });
});
