// The parent's own comfort after a fall is scene 4, whole, and the hurt the fall left is scene 3's: `came off her
// scooter …, grazed both knees … the lady from no. 12 came out with a wet wipe and i carried her home, cleaned it up
// and put a peppa plaster on` had told the graze after a made-up `Mummy scooped her up` in scene 4 and the parent's
// own comfort in scene 5. A made-up comforter gives way, too, where the parent's words tell who stayed with the child
// (`hab mich zu ihm hingehockt und gewartet`).
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';
import { sentencesOf } from './retell/words.ts';

/** A fall, the hurt it left, and the parent's own comfort, as parents of each language write it. */
const FALLS: Partial<Record<Language, { day: string; hurt: RegExp; care: readonly RegExp[]; later: RegExp }>> = {
  en: {
    day: 'came off her scooter at the bottom of our road, grazed both knees and her hand 😢 lots of tears. the lady from no. 12 came out with a wet wipe and i carried her home, cleaned it up and put a peppa plaster on. she was showing everyone her plaster at tea time',
    hurt: /grazed both knees/u,
    care: [/wet wipe/u, /carried her home/u, /plaster on/u],
    later: /showing everyone her plaster/u,
  },
  de: {
    day: 'heut im park mim roller den weg runter und voll hingeflogen. knie aufgeschürft, hat ein bisschen geblutet und sie hat ganz laut geweint. ich hab sie in den arm genommen, gepustet und ein pflaster mit elsa drauf geklebt. danach wollt sie gleich wieder fahren',
    hurt: /Knie auf/u,
    care: [/in den Arm/u, /Pflaster mit Elsa/u],
    later: /wieder fahren/u,
  },
  fr: {
    day: "elle est tombée de la trottinette dans la descente devant la boulangerie, genou tout écorché ça saignait un peu. la boulangère est sortie avec un mouchoir. à la maison j'ai mis un pansement reine des neiges et un bisou magique et c'était fini. mais après elle voulait plus remonter dessus",
    hurt: /genou est tout écorché/u,
    care: [/boulangère sort avec un mouchoir/u, /pansement/u],
    later: /remonter/u,
  },
  es: {
    day: 'se cayo del patinete en la bajada del parque y se raspo la rodilla 😢 lloro un monton. la vecina carmen tenia tiritas en el bolso y le puso una de la patrulla canina, yo la abrace y le sople la herida y ya se le paso',
    hurt: /raspó la rodilla/u,
    care: [/tiritas/u, /sopló la herida/u],
    later: /$^/u,
  },
};

describe("the parent's own comfort after a fall", () => {
  it.each(Object.keys(FALLS) as Language[])(
    'tells the hurt in scene 3 and the comfort in scene 4, with no made-up comforter before it (%s)',
    (language) => {
      const { day, hurt, care, later } = FALLS[language] ?? { day: '', hurt: /$^/u, care: [], later: /$^/u };
      for (const seed of ['a', 'b', 'c', 'd']) {
        const texts = storyOfDay(language, day, { seed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
        const where = `${seed}: ${texts.join(' | ')}`;
        expect(texts[2], where).toMatch(hurt);
        for (const words of care) expect(texts[3], where).toMatch(words);
        // The scene opens on the parent's comfort, not a made-up one.
        const first = sentencesOf(texts[3] ?? '')[0] ?? '';
        expect(
          care.some((words) => words.test(first)),
          where,
        ).toBe(true);
        // What the child did after it is no comfort.
        expect(texts[3], where).not.toMatch(later);
      }
    },
  );
});

/** A temper, and the parent who stayed with the child through it, in the parent's words. */
const STAYED: Partial<Record<Language, { day: string; stayed: RegExp; activities?: readonly string[] }>> = {
  de: {
    day: 'am spielplatz wollt er ned heim, hat sich am boden geschmissen und gebrüllt wie am spieß. hab mich zu ihm hingehockt und gewartet bis er sich beruhigt hat, dann durfte er noch einmal rutschen und is brav mitgekommen',
    stayed: /hockte sich zu Zuri hin und wartete/u,
    activities: ['activity-playground'],
  },
  en: {
    day: 'massive meltdown leaving the park cos he didnt want to get off the swings, lay on the floor screaming till i carried him to the car and we sang wheels on the bus',
    stayed: /sang The Wheels on the Bus/u,
    activities: ['activity-park'],
  },
};

/** Zuri as a boy: the German parent wrote `zu ihm`. */
const HIM = { ...ZURI_ALONE, children: ZURI_ALONE.children.map((child) => ({ ...child, pronoun: 'he' as const })) };

describe('a made-up comforter beside the parent who stayed', () => {
  it.each(Object.keys(STAYED) as Language[])('gives way: scene 4 opens on what the parent did (%s)', (language) => {
    const { day, stayed, activities } = STAYED[language] ?? { day: '', stayed: /$^/u };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const texts = storyOfDay(language, day, { seed, activities, facts: HIM, pronoun: 'he' }).scenes.map(
        (scene) => scene.text,
      );
      const where = `${seed}: ${texts.join(' | ')}`;
      const first = sentencesOf(texts[3] ?? '')[0] ?? '';
      expect(first, where).toMatch(stayed);
    }
  });
});

/** A trouble, and what a grown-up did about it right after, in the parent's words. */
const DID: Partial<Record<Language, { day: string; did: RegExp }>> = {
  en: {
    day: 'first haircut today at the barbers!! she sat on my knee and wouldnt keep still, cried when the clippers buzzed so i gave her my phone w hey duggee on. the man gave her a lolly and a sticker after',
    did: /gave her the phone with Hey Duggee on/u,
  },
  es: {
    day: 'se le escapo el globo en la feria y se fue volando al cielo, lloro muchisimo. le dije q el globo se iba a visitar a las nubes y le compramos otro rojo',
    did: /el globo se iba a visitar a las nubes/u,
  },
  nl: {
    day: 'haar nijntje beker is kapot gevallen en ze was ontroostbaar, papa heeft m gelijmd',
    did: /Papa lijmde/u,
  },
  zh: {
    day: '最喜欢的小黄鸭杯子摔碎了 哭了好久 我跟她说明天带她去超市再挑一个',
    did: /明天带你去超市再挑一个/u,
  },
};

describe('a made-up comforter before what a grown-up did about the trouble', () => {
  it.each(Object.keys(DID) as Language[])('gives way to it (%s)', (language) => {
    const { day, did } = DID[language] ?? { day: '', did: /$^/u };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const texts = storyOfDay(language, day, { seed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      const where = `${seed}: ${texts.join(' | ')}`;
      expect(sentencesOf(texts[3] ?? '')[0] ?? '', where).toMatch(did);
    }
  });
});

describe("a short word's stop", () => {
  it('ends no sentence before a house number or after a title', () => {
    expect(sentencesOf('the lady from no. 12 came out. then home')).toEqual([
      'the lady from no 12 came out',
      ' then home',
    ]);
    expect(sentencesOf('beim dr. müller gewesen. st. martin war toll')).toEqual([
      'beim dr müller gewesen',
      ' st martin war toll',
    ]);
    expect(sentencesOf('she said no. then she laughed')).toEqual(['she said no', ' then she laughed']);
  });
});
