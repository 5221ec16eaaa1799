// The day in its order: a scene of the day that tells the afternoon's park or the evening's sandpit, and lunch beside
// it, tells lunch first; the dumplings made for supper come before the bath.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['m1', 'm2', 'm3', 'm4'];

describe('lunch in the day’s order', () => {
  const days: [Language, string, string[], RegExp, RegExp][] = [
    [
      'pt',
      'dia mt bom hoje, sem birras 🙏 de manhã ajudou o pai a regar as couves na horta e encheu o regador sozinho. ao almoço comeu o caldo verde todo e à tarde fomos ao parque andar de baloiço. ao deitar pediu a história do capuchinho vermelho 2x',
      ['activity-gardening', 'activity-park', 'activity-reading'],
      /caldo verde/u,
      /baloiço/u,
    ],
    [
      'de',
      'heut vormittag mit papa aufm fahrradanhänger zum bauernhof, sie durfte die ziegen streicheln und frische milch probieren. mittags nudeln mit tomatensoße, dann 2 std mittagsschlaf. abends noch mit mir im sandkasten gebuddelt und ne kuchen-burg gebaut',
      ['activity-sandbox'],
      /Nudeln/u,
      /Sandkasten/u,
    ],
  ];
  it('tells lunch before the afternoon’s or the evening’s doing', () => {
    for (const [language, description, activities, lunch, later] of days)
      for (const seed of SEEDS) {
        const text = storyOfDay(language, description, { seed, activities })
          .scenes.slice(0, 5)
          .map((scene) => scene.text)
          .join(' ');
        const at = text.search(lunch);
        expect(at, `${language} ${seed}`).toBeGreaterThanOrEqual(0);
        expect(text.slice(at), `${language} ${seed}`).toMatch(later);
      }
  });

  it('keeps lunch after the morning’s own words', () => {
    for (const seed of SEEDS) {
      const text = storyOfDay(
        'en',
        'this morning we fed the ducks at the pond. at lunch she ate all her tomato soup. this afternoon we went to the playground and she went down the big slide',
        { seed },
      )
        .scenes.slice(0, 5)
        .map((scene) => scene.text)
        .join(' ');
      const lunch = text.indexOf('tomato soup');
      expect(lunch, seed).toBeGreaterThanOrEqual(0);
      expect(text.indexOf('slide'), seed).toBeGreaterThan(lunch);
      if (text.includes('fed the ducks')) expect(text.indexOf('fed the ducks'), seed).toBeLessThan(lunch);
    }
  });
});

describe('supper in the evening’s order', () => {
  it('tells the dumplings made in the evening as supper, before the bath (zh)', () => {
    for (const seed of SEEDS) {
      const six = storyOfDay('zh', '腊月二十八 跟爷爷一块儿贴春联 晚上包饺子 他吃出个硬币', {
        seed,
        activities: ['activity-grandparents'],
        pronoun: 'he',
      }).scenes[5]?.text;
      expect(six, `${seed}: ${six}`).toMatch(/^[^。]*饺子/u);
    }
  });
});

describe('the parent’s word on the whole day, and the morning’s doing', () => {
  // `dia chevere sin nada especial`: readers heard it after the garden's first line, and the sunflower seeds sown with
  // grandma last, after the bees and the sprouts the pack made up.
  const day =
    'dia chevere sin nada especial. por la mañana sembramos semillitas de girasol con abuela en el patio y por la tarde fuimos a la playa a buscar caracolitos';
  it('opens the day’s first scene, and the doing comes next, in place of a made-up first line where it can (es)', () => {
    for (const seed of SEEDS) {
      const two =
        storyOfDay('es', day, { seed, pronoun: 'he', activities: ['activity-gardening', 'activity-beach'] }).scenes[1]
          ?.text ?? '';
      const sentences = two.split(/(?<=[.!?])\s+/u);
      expect(sentences[0], `${seed}: ${two}`).toMatch(/^Fue un día chévere/u);
      // (Right after the verdict, or after a made-up first line that shows what the goodnight wishes: the watering can.)
      const doing = sentences.findIndex((sentence) => /sembraron semillitas de girasol/u.test(sentence));
      expect([1, 2], `${seed}: ${two}`).toContain(doing);
    }
  });
});

describe('the parent’s words in a scene of the day', () => {
  // Readers heard `Petit Lapin, Maman et Papa vont au parc à vélo. Au parc, … Ce matin, Petit Lapin aide Papa à
  // étendre le linge`: the washing of the morning after the park the parent went to next.
  const day =
    "journée au top 😊 ce matin elle a aidé papa à étendre le linge avec les pinces, puis on est allés au parc à vélo. l'aprem grosse sieste et après on a lu son livre des pompiers 3 fois";
  it('keep the parent’s order, and the made-up line of the park follows the going there (fr)', () => {
    for (const seed of SEEDS) {
      const two =
        storyOfDay('fr', day, {
          seed,
          activities: ['activity-park', 'activity-bike-ride', 'activity-reading'],
        }).scenes[1]?.text ?? '';
      const washing = two.search(/étendre le linge/u);
      const park = two.search(/au parc à vélo/u);
      expect(washing, `${seed}: ${two}`).toBeGreaterThanOrEqual(0);
      expect(park, `${seed}: ${two}`).toBeGreaterThan(washing);
      expect(two.split(/(?<=[.!?])\s+/u)[0], `${seed}: ${two}`).toMatch(/^Ce matin/u);
    }
  });
});

// The parent began with the evening's trouble and then remembered the morning (`o ja en vanochtend … en daarna bij de
// opvang …`): the morning's doings come before scene 3, not after the comfort.
describe('the morning remembered after an evening’s trouble', () => {
  it('is told before the trouble (nl)', () => {
    const day =
      'vanavond zat hij in bad met al zn eendjes en wilde er niet meer uit. o ja en vanochtend was het zwemles, voor ' +
      'het eerst zonder bandjes onder water geweest! en daarna bij de opvang met zn vriendje sem in de zandbak een ' +
      'kasteel gemaakt';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('nl', day, {
        seed,
        pronoun: 'he',
        typed: ['zwemles'],
        activities: ['activity-bath', 'activity-swimming', 'activity-sandbox'],
      }).scenes;
      const at = scenes.findIndex((scene) => /zandbak een kasteel/u.test(scene.text));
      expect(at, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBeGreaterThanOrEqual(0);
      expect(at, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBeLessThan(2);
    }
  });
});

describe('the evening told first, before a trouble of earlier in the day', () => {
  const days: [Language, string, RegExp, RegExp][] = [
    [
      'en',
      'tonight he ate all his pasta and had a bubble bath with his boat. oh and this morning at nursery they did playdough and he made a snake for his friend oscar. went to the library on the way home and got a dinosaur book, he fell over on the steps and grazed his knee but the librarian gave him a sticker',
      /all his pasta/u,
      /grazed his knee/u,
    ],
    [
      'nl',
      'vanavond heeft hij zijn bord leeggegeten, pannenkoeken! o ja en vanochtend bij de opvang hebben ze met klei gespeeld. op de terugweg naar de bieb, hij viel van de trap en schaafde zijn knie, de juf van de bieb gaf hem een sticker',
      /[Pp]annenkoeken/u,
      /knie/u,
    ],
  ];
  it('tells the evening’s supper in the evening, after the trouble and its comfort', () => {
    for (const [language, description, evening, trouble] of days)
      for (const seed of SEEDS) {
        const scenes = storyOfDay(language, description, { seed, pronoun: 'he' }).scenes.map((scene) => scene.text);
        const at = scenes.findIndex((text) => evening.test(text));
        expect(at, `${language} ${seed}: ${scenes.join(' | ')}`).toBe(5);
        expect(scenes.slice(0, at).join(' '), `${language} ${seed}`).toMatch(trouble);
      }
  });
});
