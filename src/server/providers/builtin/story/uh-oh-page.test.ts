// Scene 3 is the uh-oh's page: what caused the trouble is told there, before the tears, and the temper at it too; the
// scene of a doing opens with the parent's own words of it, with whom the parent did it.
import { describe, expect, it } from 'vitest';
import { briefOf, loadDays } from '../../../../../bench/story-truth/days.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

/** The scenes of a day whose truck got stuck before the baking with Mummy. */
const truckDay = (seed: string) =>
  storyOfDay(
    'en',
    'his fave monster truck got stuck down the back of the couch and he spat the dummy big time. dad fished it out w the bbq tongs haha. baked anzac bikkies w me after and he licked the bowl',
    { seed, pronoun: 'he', typed: ['baking'], activities: ['activity-baking'] },
  ).scenes.map((scene) => scene.text);

describe('the cause of the trouble', () => {
  // Readers heard `Mais quelqu'un l'a déjà emprunté.` end scene 2 and `Le temps passe tout doucement` open scene 3
  // before the tears.
  it('opens scene 3 before the tears, not the end of the day’s scene (fr)', () => {
    for (const seed of ['c1', 'c2', 'c3']) {
      const scenes = storyOfDay(
        'fr',
        "à matin on est allés à la biblio, elle voulait reprendre le livre du dino mais quelqu'un l'avait emprunté 😕 elle a boudé pis pleuré un peu. la bibliothécaire lui a trouvé un autre livre de dinosaures avec des rabats pis elle l'a lu 2 fois dans l'auto",
        { seed, typed: ['bibliothèque'], activities: ['activity-library-visit'] },
      ).scenes.map((scene) => scene.text);
      const shown = `${seed}:\n${scenes.join('\n')}`;
      expect(scenes[2], shown).toMatch(/^(?:Il|Elle) veut reprendre le livre du dino\. Mais quelqu’un/u);
      expect(scenes[1], shown).not.toMatch(/emprunté/u);
      expect(scenes[1], shown).toMatch(/bibliothèque/u);
    }
  });
});

describe('the temper at a thing stuck', () => {
  it('is told with it in scene 3, before the grown-up who fished it out (en)', () => {
    for (const seed of ['c1', 'c2', 'c3']) {
      const scenes = truckDay(seed);
      expect(scenes[2], `${seed}:\n${scenes.join('\n')}`).toMatch(/stuck[\s\S]*cross/u);
    }
  });
});

describe('the scene of a doing the parent told', () => {
  // Readers heard `Little Bear and Daddy put on aprons` right before `He baked Anzac biscuits with Mummy afterwards.`
  it('opens with the parent’s words, with the parent who wrote them, not a made-up start beside someone else (en)', () => {
    for (const seed of ['c1', 'c2', 'c3']) {
      const scenes = truckDay(seed);
      const baking = scenes.find((text) => /Anzac/u.test(text)) ?? '';
      const shown = `${seed}:\n${scenes.join('\n')}`;
      expect(baking, shown).toMatch(/^[\p{Lu}][\p{L} ]* baked Anzac biscuits with Mummy/u);
      expect(baking, shown).not.toMatch(/Daddy/u);
    }
  });

  it('opens with the parent’s going there, not a made-up going there before it (zh)', () => {
    for (const seed of ['c1', 'c2', 'c3']) {
      const scenes = storyOfDay(
        'zh',
        '今天带娃儿去人民公园耍 看到一群婆婆在跳坝坝舞 她也跟到扭 扭得可起劲了 中午吃了碗冰粉 下午在沙坑里挖了好久沙 巴适得很',
        { seed, typed: ['公园', '跳舞'], activities: ['activity-park', 'activity-dancing'] },
      ).scenes.map((scene) => scene.text);
      const park = scenes.find((text) => /人民公园/u.test(text)) ?? '';
      expect(park, `${seed}:\n${scenes.join('\n')}`).not.toMatch(/一起去了公园/u);
    }
  });
});

describe('the made-up first line of a doing', () => {
  // The scene's first line stayed where it alone said the day or the place: a birthday (`Het was een
  // verjaardagsfeestje`), or the beach the parent's retold words (`Il y a beaucoup de vent.`) do not name.
  it.each([
    { language: 'nl' as const, id: 'nl-28', said: /verjaardag/u },
    { language: 'fr' as const, id: 'fr-15', said: /plage/u },
  ])('stays where it alone says the day or the place ($id)', ({ language, id, said }) => {
    const day = loadDays(language).find((one) => one.id === id);
    if (!day) throw new Error(`no day ${id}`);
    // (The seeds whose first line said it before the parent's words were put first.)
    for (const seed of ['monday', 'saturday']) {
      const text = writeBuiltinStory(briefOf(day, language, seed))
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, seed).toMatch(said);
    }
  });
});
