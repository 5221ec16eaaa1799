// A grandparent, an aunt or a friend who is ill is news of someone the child missed today, not the child ill: readers
// heard `grand-papa Gilles est malade` told as the child on the sofa with medicine, with the ill grandfather painting
// beside the child and caring for them, and `Opa ist krank` the same in German.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd'];
const DAYS: { language: Language; day: string; ill: RegExp; there: RegExp; childIll: RegExp }[] = [
  {
    language: 'fr',
    day: "grand-papa Gilles est malade alors on a pas pu aller chez lui. on lui a fait un dessin avec plein de coeurs et on l'a appelé en vidéo",
    ill: /Grand-papa Gilles est malade/u,
    there: /avec Grand-papa Gilles|Grand-papa Gilles (?:l’aide|reste tout près|prend bien soin)/u,
    childIll: /médicament|est malade, et il a besoin|ne se sent pas très bien/u,
  },
  {
    language: 'de',
    day: 'opa ist krank, wir konnten nicht hin. sie hat ihm ein bild gemalt und wir haben ihn per video angerufen',
    ill: /Opa war krank/u,
    there: /mit Opa|bei Opa|Opa (?:half|blieb)/u,
    childIll: /Ausruhen hilft dem Körper|schlapp und müde/u,
  },
  {
    // (The part that goes on with `il` goes on about Papi: he coughs, not the child.)
    language: 'fr',
    day: 'papi est malade, il tousse beaucoup. elle lui a fait un dessin',
    ill: /Papi est malade/u,
    there: /avec Papi|Papi (?:l’aide|reste tout près|prend bien soin|l’installe)/u,
    childIll: /médicament|tousse|une couverture toute douce/u,
  },
  {
    language: 'zh',
    day: '外婆生病了 我们不能去看她 宝宝给外婆画了一幅画 还打了视频电话',
    ill: /外婆生病了/u,
    there: /和外婆一起|靠着外婆|外婆(?:陪|照顾)/u,
    childIll: /吃了药|小熊生病了/u,
  },
];

describe('someone else who is ill', () => {
  it.each(DAYS)(
    'is news of them in scene 3, not the child ill, and they are not there ($language)',
    ({ language, day, ill, there, childIll }) => {
      for (const seed of SEEDS) {
        const story = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });
        const scenes = story.scenes.map((scene) => scene.text);
        const text = scenes.join('\n');
        expect(story.scenes[2]?.plan?.problem, `${seed}:\n${text}`).toBe('missing');
        expect(scenes[2], `${seed}:\n${text}`).toMatch(ill);
        expect(text, seed).not.toMatch(there);
        expect(`${story.title}\n${text}`, seed).not.toMatch(childIll);
      }
    },
  );

  it('leaves the child’s own illness the child’s, whoever came to look after her (fr)', () => {
    for (const seed of SEEDS) {
      const story = storyOfDay('fr', 'elle est malade, mamie est venue la garder. elles ont fait un puzzle', {
        seed,
        pronoun: 'she',
        facts: ZURI_ALONE,
      });
      expect(story.scenes[2]?.plan?.problem, seed).toBe('sick');
    }
  });
});

describe('news of the mother in hospital, with the child at an aunt’s', () => {
  // `a mãe dele foi operada … e ficou internada … ele ficou c a tia Celeste`: readers heard him missing his aunt, and
  // his mother holding his hand.
  it('is news of the mother, and the aunt who looked after him is no one missed (pt)', () => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(
        'pt',
        'a mãe dele foi operada hj ao apêndice e ficou internada 😔 ele ficou c a tia Celeste e perguntava toda hora pela mamã. à noite fizemos videochamada e mandou mts beijinhos p o ecrã',
        { seed, pronoun: 'he', facts: ZURI_ALONE },
      ).scenes.map((scene) => scene.text);
      const text = scenes.join('\n');
      expect(text, seed).not.toMatch(/saudades da tia|pertinho da mãe|A mãe [^.]*deu-lhe a mão/u);
    }
  });
});

describe('a parent ill at home', () => {
  // `die mama hat die grippe und liegt seit gestern flach`: readers heard `Der kleine Fuchs ist krank`, `Er fühlte sich
  // schlapp und müde` and medicine, for a child who made Mama tea.
  const AT_HOME: { language: Language; day: string; told: RegExp; childIll: RegExp }[] = [
    {
      language: 'de',
      day: 'die mama hat die grippe und liegt seit gestern flach. wir ham ihr einen tee gekocht und er hat ihr ein bild gemalt',
      told: /Mama hatte die Grippe/u,
      childIll: /ist krank|schlapp und müde|gesund zu werden|Medizin/u,
    },
    {
      language: 'en',
      day: 'mummy has the flu so we stayed home and watched films on the sofa. he made her a get well card and brought her tea',
      told: /Mummy had the flu/u,
      childIll: /Get Well Soon, Little|sleepy and wobbly|Resting helps a body|felt poorly/u,
    },
    {
      language: 'zh',
      day: '妈妈感冒发烧了 宝宝很乖 自己玩积木 还给妈妈倒了一杯水',
      told: /妈妈感冒发烧了/u,
      childIll: /没有力气|病就会慢慢好起来|身体就会一点一点好起来|小熊生病了/u,
    },
    {
      // (`他爸`, his dad: the 他 of it is no child.)
      language: 'zh',
      day: '他爸今天发烧躺床上了 她一整天当小护士 给爸爸拿毛巾敷额头 还把自己的小被子盖在爸爸身上',
      told: /爸爸今天发烧/u,
      childIll: /没有力气|病就会慢慢好起来|身体就会一点一点好起来|生病了/u,
    },
  ];
  it.each(AT_HOME)(
    'is no child ill, and the parent’s words of it are told ($language)',
    ({ language, day, told, childIll }) => {
      for (const seed of SEEDS) {
        const story = storyOfDay(language, day, { seed, pronoun: 'he' });
        const text = `${story.title}\n${story.scenes.map((scene) => scene.text).join('\n')}`;
        expect(text, seed).toMatch(told);
        expect(text, seed).not.toMatch(childIll);
      }
    },
  );
});
