// Whom the day's goodbye was to has gone: in scene 4 and after, they neither comfort the child nor sit close by on the
// sofa; someone who stayed does. Checked on days parents wrote and a family evening a native reader wrote.
import { describe, expect, it } from 'vitest';
import { familyBriefOf, loadFamilyDays } from '../../../../../bench/family-truth/reader-days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

const DAYS: { language: Language; text: string; gone: RegExp }[] = [
  {
    language: 'de',
    text: 'oma und opa sind nach 2 wochen wieder heim nach kiel gefahren. am bahnhof hat sie gewunken bis der zug weg war und dann bitterlich geweint. danach sind wir noch ein eis essen gegangen und sie hat oma ein bild gemalt',
    gone: /\b(Oma|Opa) (sagte|gab|nahm|drückte|hielt|kuschelte|tröstete)|\b(mit|bei) (Oma|Opa)\b/u,
  },
  {
    language: 'en',
    text: 'grandma flew home to spain today, we waved her off at the airport and he cried all the way home. then he drew grandma a picture of her garden',
    gone: /\bGrandma (said|hugged|held|gave|wrapped|cuddled)|\bwith Grandma\b|Grandma close/u,
  },
  // A nanny by surname and title (`小周阿姨`): the goodbye was read away with her name, and a spilt cup told instead.
  {
    language: 'zh',
    text: '带了她两年的小周阿姨今天走了 回老家带孙子 她搂着阿姨脖子不撒手 阿姨给她织了个兔耳朵帽子',
    gone: /阿姨(?:说|抱|把|陪)|和阿姨|靠着阿姨/u,
  },
];
const SEEDS = ['s1', 's2', 's3', 's4'];
/** The sentences of scenes 4 and 5 (the parent's own may name them: `drew grandma a picture`). */
const afterGoodbye = (scenes: readonly { text: string }[]) =>
  scenes.slice(3, 5).flatMap((scene) => scene.text.split(/(?<=[.!?”“])\s+/u));

describe('after a goodbye', () => {
  it.each(DAYS.map((day) => [day.language, day] as const))(
    'whom the child said goodbye to does not comfort or stay close (%s)',
    (_language, day) => {
      for (const seed of SEEDS) {
        const story = storyOfDay(day.language, day.text, { seed });
        expect(story.scenes[2]?.plan?.problem, seed).toBe('goodbye');
        for (const sentence of afterGoodbye(story.scenes))
          expect(sentence, `${seed}: ${sentence}`).not.toMatch(day.gone);
      }
    },
  );

  it('of a family: the grandmother who flew home is not the one who comforts (en-p3)', () => {
    const day = loadFamilyDays('en').find((one) => one.id === 'en-p3');
    if (!day) throw new Error('no en-p3');
    for (const seed of SEEDS) {
      const { brief, guard } = familyBriefOf(day, 'en', seed);
      const story = writeBuiltinStory(brief);
      const scenes = story.scenes.map((scene) => ({ text: guard.restore(scene.text) }));
      for (const sentence of afterGoodbye(scenes))
        expect(sentence, `${seed}: ${sentence}`).not.toMatch(/Nanna (said|hugged|held|gave|wrapped)|with Nanna/u);
    }
  });
});

describe('a goodbye tapped, whose words tell only the tears', () => {
  it('is told by the parent’s sentence in scene 3, not by the tapped line and the sentence later (pt-p2)', () => {
    const day = loadFamilyDays('pt').find((one) => one.id === 'pt-p2');
    if (!day) throw new Error('no pt-p2');
    for (const seed of SEEDS) {
      const { brief, guard } = familyBriefOf(day, 'pt', seed);
      const scenes = writeBuiltinStory(brief).scenes.map((scene) => guard.restore(scene.text));
      expect(scenes[2], seed).toMatch(/voltou para a Bahia/u);
      expect(scenes.join('\n').match(/voltou para a Bahia/gu)?.length, seed).toBe(1);
    }
  });
});
