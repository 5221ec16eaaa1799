// A trouble at bedtime itself, in bed (thunder that kept the child awake, the light wanted on), came after the
// evening's bath: scene 3 tells it (after the bath, where it has room), scene 4 the parent's own comfort (the lamp left
// on, the song), and no bath, pyjamas or teeth come after it. A storm said as the day's headline (`proper stormy day`, `storm vandaag`)
// is the day's weather, not the trouble, where the words go on to tell the child's fright later. Days written the way
// parents of each language write, checked on several seeds.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const NIGHTS: Record<Language, { day: string; pronoun: 'she' | 'he'; comfort: RegExp }> = {
  en: {
    day: 'proper stormy day, went puddle jumping in her wellies w daddy before the rain got too heavy. then at bedtime the thunder started and she was up and down, said it was too noisy and wanted the big light on. i left the landing light on and sang twinkle twinkle and stroked her hair till she dropped off',
    pronoun: 'she',
    comfort: /landing light/u,
  },
  nl: {
    day: 'storm vandaag dus binnen gespeeld, vanavond onweer en hij kon niet slapen van de donder, lampje aangelaten en bij hem gelegen tot ie sliep',
    pronoun: 'he',
    comfort: /lampje/iu,
  },
  de: {
    day: 'ganzen tag schneesturm, waren nur kurz draussen schneemann bauen. abends hat der wind so ums haus gepfiffen und er konnt ned einschlafen, wollte dass das licht anbleibt. hab mich halt zu ihm gelegt und die kleine lampe angelassen und ihm leise was vorgesungen, dann isch er eingschlafen',
    pronoun: 'he',
    comfort: /Lampe/u,
  },
  fr: {
    day: "orage tout l'aprem, ça drachait, on est restées à l'intérieur à faire une cabane avec les coussins du canapé. ce soir elle arrivait pas à s'endormir, le tonnerre lui faisait peur et elle voulait la lumière allumée. j'ai laissé la veilleuse et je lui ai chanté une berceuse, elle a fini par s'endormir vers 21h",
    pronoun: 'she',
    comfort: /veilleuse/u,
  },
  es: {
    day: 'dia de tormenta, no salimos en todo el dia. hicimos galletas y vimos una peli en el sofa. por la noche empezo a tronar fuerte, le dio miedo y no se podia dormir, queria la luz encendida. le deje la lamparita de la luna y me quede con el hasta q se durmio',
    pronoun: 'he',
    comfort: /lamparita/u,
  },
  pt: {
    day: 'choveu o dia todo, a gente ficou em casa fazendo bolo e brincando de cabaninha com os lençois, ele tava super feliz. a noite veio a trovoada e ele não conseguia dormir de medo, queria a luz acesa. deixei o abajur ligado e fiquei cantando baixinho até ele dormir',
    pronoun: 'he',
    comfort: /candeeiro/u,
  },
  zh: {
    day: '下了一天大雨 晚上打雷不敢睡 非要开着灯 抱着哄了半天才睡着',
    pronoun: 'she',
    comfort: /哄/u,
  },
};
const GETTING_READY: Record<Language, RegExp> = {
  en: /\b(?:bath|teeth|pyjamas)\b/iu,
  nl: /\b(?:bad|tanden|pyjama)\b/iu,
  de: /(?:Bad\b|Wanne|Zähne|Schlafanzug)/u,
  fr: /\b(?:bain|dents|pyjama)\b/iu,
  es: /(?:baño|bañera|dientes|pijama)/iu,
  pt: /\b(?:banho|dentes|pijama)\b/iu,
  zh: /洗澡|澡盆|刷牙|牙刷|睡衣/u,
};
const LANGUAGES = Object.keys(NIGHTS) as Language[];

describe('a trouble at bedtime, in bed', () => {
  it.each(LANGUAGES)(
    'is comforted by the parent in scene 4, with no bath, teeth or pyjamas after it (%s)',
    (language) => {
      const { day, pronoun, comfort } = NIGHTS[language];
      const facts = { ...ZURI_ALONE, children: ZURI_ALONE.children.map((child) => ({ ...child, pronoun })) };
      for (const seed of ['a', 'b', 'c']) {
        const texts = storyOfDay(language, day, { seed, pronoun, facts }).scenes.map((scene) => scene.text);
        const where = `${seed}: ${texts.join(' | ')}`;
        expect(texts[3], where).toMatch(comfort);
        for (const later of texts.slice(4)) expect(later, where).not.toMatch(GETTING_READY[language]);
      }
    },
  );

  it("tells the day's stormy headline as the day's, and the bedtime thunder as the trouble", () => {
    for (const seed of ['a', 'b', 'c']) {
      const texts = storyOfDay('en', NIGHTS.en.day, {
        seed,
        activities: ['activity-puddle-jumping'],
        facts: ZURI_ALONE,
      }).scenes.map((scene) => scene.text);
      const where = `${seed}: ${texts.join(' | ')}`;
      expect(texts[1], where).toMatch(/proper stormy day/u);
      expect(texts[2], where).toMatch(/At bedtime the thunder started/u);
    }
  });

  it('keeps a storm said later in the day, with the fright, as its cause in scene 3', () => {
    const day =
      "our hike got cancelled bc of the storm. huge thunder and the power went out for like an hour, he was so scared so we made a blanket fort and read the gruffalo by flashlight. then he said 'thunder is just the sky sneezing' and we all lost it";
    for (const seed of ['a', 'b', 'c']) {
      const texts = storyOfDay('en', day, { seed, pronoun: 'he', facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      expect(texts[2], `${seed}: ${texts.join(' | ')}`).toMatch(/huge thunder/u);
    }
  });

  it('keeps an evening trouble before bed as it was: supper before it, the bath after it', () => {
    const texts = storyOfDay('en', 'lovely day at the park. at teatime she spilt her juice everywhere and cried', {
      seed: 'a',
      facts: ZURI_ALONE,
    }).scenes.map((scene) => scene.text);
    expect(texts[5], texts.join(' | ')).toMatch(/\b(?:bath|wash|washed)\b/u);
  });
});
