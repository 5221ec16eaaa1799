// A happy day's uh-oh grows out of the day: the parent's own small mess (`got flour all over her face`, `ficou todo
// lambuzado`) is scene 3's uh-oh, told in the parent's words and wiped off in scene 4, not a made-up spill or lost
// toy. A mess at the day's second place (baking after the morning's swim) is told there, with the parent's words of
// that place before it; a wet day is no mess, and a harder trouble of the day comes first. Checked in every language.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SWIM_THEN_FLOUR: Record<Language, string> = {
  en: 'swimming this morning with daddy. this afternoon we baked cookies, she got flour all over her face',
  nl: 'vanochtend zwemmen met papa. smiddags koekjes gebakken, ze zat helemaal onder de bloem',
  de: 'vormittags schwimmen mit papa. nachmittags kekse gebacken, sie war voller mehl',
  fr: "ce matin piscine avec papa. l'aprem on a fait des cookies, elle était pleine de farine",
  es: 'a la mañana piscina con papá. a la tarde hicimos galletas y quedó llena de harina',
  pt: 'de manhã natação c o pai. à tarde fizemos bolachas e ela ficou cheia de farinha',
  zh: '上午去游泳馆 下午回家跟我一起烤饼干 面粉弄得满脸都是',
};
/** The parent's word of the mess, as the story must say it in scene 3. */
const FLOUR: Record<Language, RegExp> = {
  en: /flour/iu,
  nl: /bloem/iu,
  de: /mehl/iu,
  fr: /farine/iu,
  es: /harina/iu,
  pt: /farinha/iu,
  zh: /面粉/u,
};
/** The baking, in the parent's words, told in scene 3 before the mess. */
const BAKED: Record<Language, RegExp> = {
  en: /baked cookies/iu,
  nl: /koekjes/iu,
  de: /kekse/iu,
  fr: /cookies/iu,
  es: /galletas/iu,
  pt: /bolachas/iu,
  zh: /烤饼干/u,
};
/** Wet from the puddles, no mess: the day's words of it are no uh-oh of a mess. */
const SOAKED: Record<Language, string> = {
  en: 'puddle jumping in the rain, she got soaking wet and loved it',
  nl: 'in de regen door de plassen gesprongen, ze was kletsnat en vond het geweldig',
  de: 'im regen durch die pfützen gesprungen, sie war klatschnass und fand es toll',
  fr: "on a sauté dans les flaques sous la pluie, elle était trempée jusqu'aux os et ravie",
  es: 'saltamos en los charcos bajo la lluvia, se mojó toda y le encantó',
  pt: 'saltou nas poças à chuva, ficou encharcada e adorou',
  zh: '下雨天去踩水坑 浑身湿透了 开心得不得了',
};
/** A mess and a fall on one day: the fall is the trouble. */
const MUD_AND_FALL: Record<Language, string> = {
  en: 'at the park she got covered in mud, then she fell off the slide and hurt her knee',
  nl: 'in het park zat ze helemaal onder de modder, toen viel ze van de glijbaan en schaafde haar knie',
  de: 'im park war sie voller matsch, dann ist sie von der rutsche gefallen und hat sich das knie aufgeschlagen',
  fr: "au parc elle était pleine de boue, puis elle est tombée du toboggan et s'est fait mal au genou",
  es: 'en el parque quedó llena de barro, luego se cayó del tobogán y se hizo daño en la rodilla',
  pt: 'no parque ficou cheia de lama, depois caiu do escorrega e magoou o joelho',
  zh: '在公园踩了一身泥 然后从滑梯上摔下来 磕破了膝盖',
};
const LANGUAGES = Object.keys(SWIM_THEN_FLOUR) as Language[];
const SEEDS = ['a', 'b', 'c'];

describe('the day’s own mess', () => {
  it.each(LANGUAGES)('is scene 3’s uh-oh, at the baking it happened at, after the morning’s swim (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, SWIM_THEN_FLOUR[language], {
        seed,
        activities: ['activity-swimming', 'activity-baking'],
        pronoun: 'she',
      });
      const plans = story.scenes.map((scene) => scene.plan);
      const texts = story.scenes.map((scene) => scene.text);
      const where = `${seed}: ${texts.join(' | ')}`;
      expect(plans[1]?.activityId, where).toBe('activity-swimming');
      // The mess is the uh-oh, where it happened: no flour at the pool.
      expect(plans[2]?.problem, where).toBe('messy');
      expect(plans[2]?.activityId, where).toBe('activity-baking');
      expect(plans[3]?.problem, where).toBe('messy');
      expect(texts[2], where).toMatch(FLOUR[language]);
      // The parent's words of the baking come before the mess, in the same scene.
      const baked = texts[2]?.search(BAKED[language]) ?? -1;
      expect(baked, where).toBeGreaterThanOrEqual(0);
      expect(baked, where).toBeLessThan(texts[2]?.search(FLOUR[language]) ?? -1);
      expect(texts[1], where).not.toMatch(FLOUR[language]);
      // The afternoon after a mess at home is a quiet one at home, not back at the pool.
      expect(plans[4]?.activityId, where).not.toBe('activity-swimming');
      expect(plans[4]?.place, where).not.toBe('pool');
    }
  });

  it.each(LANGUAGES)('is no uh-oh when the child was only wet (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, SOAKED[language], { seed, activities: [], pronoun: 'she' });
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).not.toBe('messy');
    }
  });

  it.each(LANGUAGES)('gives way to a harder trouble of the day (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, MUD_AND_FALL[language], { seed, activities: [], pronoun: 'she' });
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).toBe('fell');
    }
  });
});
