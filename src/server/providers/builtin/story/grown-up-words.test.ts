// A grown-up's words the parent quotes are the grown-up's: readers heard `granda said 'one bucket, two builders'` told
// as the child's words (`Later, Fox said, “One bucket, two builders.”`), and `opa zei: om de beurt` as Beertje's. Said
// right after the day's quarrel, they are its comfort in scene 4, in place of the made-up words of it.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: { language: Language; day: string; said: RegExp; byChild: RegExp }[] = [
  {
    language: 'en',
    day: "granda Sean had her and her big brother Finn today. they fought over the blue bucket in the sandpit and finn made her cry. granda said 'one bucket, two builders' and they made a big castle together",
    said: /Granda Sean said, “One bucket, two builders|“One bucket, two builders,” said Granda Sean/u,
    byChild: /(?:Bunny|She|she) said, “One bucket|“One bucket, two builders\.?” said Bunny/u,
  },
  {
    language: 'nl',
    day: 'opa ben paste op, met grote zus noor en onze hond bolt naar de speeltuin. noor en hij kregen ruzie om de schep in de zandbak. opa zei: om de beurt, eerst noor tot tien tellen en dan jij',
    said: /[Oo]pa(?: Ben)? (?:zei|vertelde)[^“]*:\s“Om de beurt|(?:zei|vertelde) opa:\s“Om de beurt/u,
    byChild: /Konijntje zei: “Om de beurt|zei Konijntje/u,
  },
  {
    language: 'fr',
    day: 'mercredi chez mamie Colette avec son grand frère Arthur. ils se sont disputés pour la trottinette rouge. mamie leur a dit "chacun son tour, un tour de jardin chacun" et après ils ont fait la course',
    said: /Mamie Colette (?:dit|a quelque chose à dire)\s:\s«\sChacun son tour/u,
    byChild: /Petit Lapin dit\s:\s«\sChacun|dit Petit Lapin/u,
  },
];

describe('a grown-up’s words the parent quotes', () => {
  it.each(DAYS)(
    'are said by the grown-up, as the comfort of the quarrel ($language)',
    ({ language, day, said, byChild }) => {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const scenes = storyOfDay(language, day, { seed, pronoun: 'he' }).scenes.map((scene) => scene.text);
        expect(scenes[3], `${seed}:\n${scenes.join('\n')}`).toMatch(said);
        expect(scenes.join('\n'), seed).not.toMatch(byChild);
      }
    },
  );
});

describe('a grown-up named as the subject of the part', () => {
  it('says the words said at the part’s end, not the child nor a grown-up of a sentence before (en)', () => {
    const day =
      'mummy said no more sweets. then granny let her help make scones and said "you\'re my best little helper" which she kept repeating all afternoon';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = storyOfDay('en', day, { seed })
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, seed).toMatch(
        /“You’re my best little helper,” said Granny|Granny said, “You’re my best little helper/u,
      );
      expect(text, seed).not.toMatch(/said (?:Bunny|Zuri|Mummy)\b[^.]*$|helper,” said (?:Bunny|Zuri|Mummy)/mu);
    }
  });
});
