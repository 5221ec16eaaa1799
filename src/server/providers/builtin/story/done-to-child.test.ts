// What an animal did to the child's things, right before the tears in the same sentence, is the trouble's cause: `one
// goat ate her mitten and she cried` had told the goat at the farm in scene 2 and the tears alone in scene 3, their
// cause gone from them. And what the parent set before the trouble is not told by the afternoon's made-up line of it
// after the comfort: `fed the goats` came before the goat that ate the mitten.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const GOAT_DAY: Partial<Record<Language, { day: string; goat: RegExp; tears: RegExp }>> = {
  en: {
    day: 'went to the farm with granny, fed the goats. one goat ate her mitten and she cried. granny gave her a lolly',
    goat: /goat ate her mitten/iu,
    tears: /cried/iu,
  },
  nl: {
    day: 'naar de kinderboerderij met oma, geitjes gevoerd. een geit heeft haar want opgegeten en ze moest huilen. oma gaf haar een lolly',
    goat: /geit at/iu,
    tears: /huilen/iu,
  },
  fr: {
    day: 'à la ferme avec mamie, on a nourri les chèvres. une chèvre a mangé son bonnet et elle a pleuré. mamie lui a donné une sucette',
    goat: /chèvre mange son bonnet/iu,
    tears: /pleur/iu,
  },
  es: {
    day: 'a la granja con la abuela, dimos de comer a las cabras. una cabra se le comió el gorro y lloró. la abuela le dio una piruleta',
    goat: /cabra se le comió el gorro/iu,
    tears: /lloró/iu,
  },
  pt: {
    day: 'fomos à quinta com a avó. uma cabra comeu-lhe o gorro e ela chorou. a avó deu-lhe um chupa',
    goat: /cabra comeu-lhe o gorro/iu,
    tears: /chorou/iu,
  },
};

describe('what an animal did to the child, right before the tears', () => {
  it.each(Object.keys(GOAT_DAY) as Language[])(
    'is told in scene 3 before them, not at the farm in scene 2 (%s)',
    (language) => {
      const { day, goat, tears } = GOAT_DAY[language] ?? { day: '', goat: /$^/u, tears: /$^/u };
      for (const seed of ['a', 'b', 'c', 'd']) {
        const texts = storyOfDay(language, day, { seed }).scenes.map((scene) => scene.text);
        const where = `${seed}: ${texts.join(' | ')}`;
        expect(texts[1], where).not.toMatch(goat);
        expect(texts[2], where).toMatch(goat);
        const three = texts[2] ?? '';
        expect(three.search(goat), where).toBeLessThan(three.search(tears));
      }
    },
  );

  it('leaves what was done before it to the morning, told once, not by the afternoon after the comfort', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const texts = storyOfDay('en', GOAT_DAY.en?.day, { seed }).scenes.map((scene) => scene.text);
      const where = `${seed}: ${texts.join(' | ')}`;
      expect(texts[1], where).toMatch(/fed the goats/u);
      expect(texts.join(' ').match(/fed the goats/gu)?.length, where).toBe(1);
    }
  });

  it('is no cause where the child did it herself', () => {
    const story = storyOfDay(
      'en',
      'went to the farm with granny. she ate her sandwich in the barn and then she cried',
      {
        seed: 'a',
      },
    );
    expect(story.scenes[2]?.text).not.toMatch(/sandwich/u);
  });
});
