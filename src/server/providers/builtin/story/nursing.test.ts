// A grown-up of the home ill (`mummy had the flu and stayed in bed all day`) is the day's trouble, told as the parent
// wrote it in scene 3, and the child's care for them is its comfort in scene 4: readers heard a stock spilt cup, a
// `we can miss someone` for a mother in the next room, and no goodnight to her.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd'];
const DAYS: {
  language: Language;
  day: string;
  ill: RegExp;
  care: RegExp;
  title: RegExp;
  night: RegExp;
  /** Whether the parent's own words of the illness are told (else the pack's plain words of it are). */
  ownWords?: boolean;
}[] = [
  {
    language: 'en',
    day: 'mummy had the flu and stayed in bed all day. he helped look after her, brought her water and his blankie',
    ill: /Mummy had the flu and stayed in bed all day/u,
    care: /brought her water and his blankie/u,
    title: /Looks After Mummy/u,
    night: /goodnight, Mummy/iu,
  },
  {
    // (The ill mother writes the day: her `me` is Mummy, and the medicine is the child's care, not an illness.)
    language: 'en',
    day: 'mummy has a horrible flu so no swimming today. he brought me my water and his blankie and gave me medicine from his doctors kit',
    ill: /Mummy had a horrible flu/u,
    care: /brought Mummy the water and his blankie and gave Mummy medicine/u,
    title: /Looks After Mummy/u,
    night: /goodnight, Mummy/iu,
  },
  {
    language: 'de',
    day: 'die mama hat die grippe und liegt seit gestern flach. wir ham ihr einen tee gekocht und er hat ihr ein bild gemalt',
    ill: /Mama hatte die Grippe/u,
    care: /Tee|Bild/u,
    title: /kümmert sich um Mama/u,
    night: /gute Nacht, Mama/iu,
  },
  {
    language: 'fr',
    day: 'Maman a la grippe et reste au lit toute la journée. Il lui a fait un dessin',
    ill: /Maman a la grippe et reste au lit/u,
    care: /prendre soin d’elle|puisse se reposer|dessin/u,
    title: /prend soin de Maman/u,
    night: /bonne nuit, Maman/iu,
  },
  {
    // (Whose the illness is comes late in the clause: `sa grande soeur Lou a la varicelle`.)
    language: 'fr',
    day: 'sa grande soeur Lou a la varicelle, elle reste à la maison. il lui a apporté son doudou',
    ill: /(?:sœur|Lou)[^.]* malade|varicelle/u,
    ownWords: false,
    care: /prendre soin d’elle|puisse se reposer|doudou/u,
    title: /prend soin de (?:sa sœur|Lou)/u,
    night: /bonne nuit/iu,
  },
  {
    language: 'pt',
    day: 'a mãe está com gripe e passou o dia na cama. ele levou-lhe o peluche e fez-lhe um desenho',
    ill: /A mãe estava com gripe/u,
    care: /Levou-lhe o peluche/u,
    title: /cuida da mãe/u,
    night: /boa noite, mãe/iu,
  },
  {
    // (Its second part names no one: `griep` is still Mama's.)
    language: 'nl',
    day: 'mama is ziek, griep. ze heeft een tekening voor mama gemaakt en haar knuffel bij mama in bed gelegd',
    ill: /Mama had griep/u,
    care: /voor haar te zorgen|kon uitrusten|tekening|knuffel/u,
    title: /zorgt voor mama/u,
    night: /welterusten, mama/iu,
  },
  {
    language: 'es',
    day: 'papá estaba con fiebre en la cama todo el día. le llevó agua y le hizo un dibujo',
    ill: /papá estaba con fiebre en la cama/u,
    care: /Le llevó agua y le hizo un dibujo/u,
    title: /cuida a papá/u,
    night: /buenas noches, papá/iu,
  },
  {
    language: 'zh',
    day: '妈妈感冒发烧了 宝宝很乖 自己玩积木 还给妈妈倒了一杯水',
    ill: /妈妈感冒发烧了/u,
    care: /倒了一杯水/u,
    title: /照顾妈妈/u,
    night: /晚安，妈妈/u,
  },
];

/** The pack's own plain words of the illness, which the parent's words of it take the place of. */
const PLAIN: Record<Language, RegExp> = {
  en: /poorly today and had to stay in bed|too poorly to get up and play/u,
  nl: /ziek en moest in bed blijven|te ziek om op te staan/u,
  de: /krank und musste im Bett bleiben|zu krank zum Aufstehen/u,
  fr: /malade aujourd’hui et doit rester au lit|trop malade pour se lever/u,
  es: /que quedarse en la cama|demasiado mal para levantarse/u,
  pt: /de ficar na cama|sem forças para se levantar/u,
  zh: /只能躺在床上休息|没力气起来陪/u,
};

describe('a grown-up ill at home', () => {
  it.each(DAYS)('is scene 3’s trouble, the child’s care its comfort, and wished goodnight ($language)', (one) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(one.language, one.day, { seed, pronoun: 'he' });
      const [three, four, seven] = [2, 3, 6].map((at) => story.scenes[at]?.text ?? '');
      expect(three, seed).toMatch(one.ill);
      // (Told once: the pack's plain words of it give way to the parent's, where the parent's are told.)
      if (one.ownWords !== false) expect(three, seed).not.toMatch(PLAIN[one.language]);
      expect(four, seed).toMatch(one.care);
      expect(story.title, seed).toMatch(one.title);
      expect(seven, seed).toMatch(one.night);
    }
  });
});

describe('the picture of a grown-up ill at home', () => {
  const PICTURES: { language: Language; day: string; resting: string; place: string }[] = [
    {
      language: 'en',
      day: 'mummy had the flu and stayed in bed all day. he helped look after her, brought her water and his blankie',
      resting: 'mum',
      place: 'bedroom',
    },
    {
      language: 'de',
      day: 'papa war krank und lag auf dem sofa. er hat ihm seine kuscheldecke gebracht',
      resting: 'dad',
      place: 'livingRoom',
    },
    { language: 'zh', day: '姐姐发烧了躺在床上 他给姐姐讲故事', resting: 'sister', place: 'bedroom' },
  ];
  it.each(PICTURES)(
    'draws them resting in scenes 3 and 4: in bed where the text says so, else on the sofa ($language)',
    ({ language, day, resting, place }) => {
      for (const seed of SEEDS) {
        const story = storyOfDay(language, day, { seed, pronoun: 'he' });
        for (const at of [2, 3]) {
          expect(story.scenes[at]?.plan, `${seed}:${at + 1}`).toMatchObject({ resting, place, problem: 'nursing' });
        }
        // (The child stands beside them in scene 4: no one kneels for a hug.)
        expect(story.scenes[3]?.plan?.pose, seed).toBe('standing');
        expect(story.scenes[4]?.plan?.resting, seed).toBeUndefined();
      }
    },
  );
});

describe('a part of the illness that goes on with a pronoun', () => {
  it.each([
    {
      language: 'zh' as Language,
      day: '妈妈感冒了 她一直咳嗽 宝宝给妈妈拿了纸巾',
      theirs: /妈妈一直咳嗽/u,
      child: /(?<!妈妈)一直咳嗽/u,
    },
    {
      language: 'en' as Language,
      day: 'daddy is poorly, he has a bad cough. she made him a get well card',
      theirs: /Daddy has a bad cough/u,
      child: /(?<!Daddy) has a bad cough/u,
    },
  ])('is theirs, not the child coughing ($language)', ({ language, day, theirs, child }) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'she' });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).toMatch(theirs);
      expect(text, seed).not.toMatch(child);
    }
  });
});

describe('the family’s own parent ill at home', () => {
  it('rests under the blanket and does not stand beside the child as well', () => {
    const facts = {
      children: [{ name: 'Zuri', pronoun: 'she' as const, age: 'toddler' as const, seed: 'c1' }],
      people: [{ relation: 'grown-up' as const, name: 'Mummy', kind: 'mother' as const, seed: 'g1' }],
      pets: [],
    };
    for (const seed of SEEDS) {
      const story = storyOfDay(
        'en',
        'mummy had the flu and stayed in bed all day. she brought her water and her blankie',
        { seed, facts },
      );
      for (const at of [2, 3]) {
        const plan = story.scenes[at]?.plan;
        expect(plan?.resting, `${seed}:${at + 1}`).toBe('mum');
        expect(plan?.members ?? [], `${seed}:${at + 1}`).not.toContainEqual(
          expect.objectContaining({ figure: 'grown-up', kind: 'mother' }),
        );
      }
    }
  });
});
