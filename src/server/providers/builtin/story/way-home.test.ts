// Falling asleep in the car on the way home is told where it happened: first in the evening's scene, before supper
// and the bath (never after the pyjamas, nor at the aquarium before lunch), and the car is no ride of its own. Falling
// asleep at the day's end is the evening's last sentence, never before the bath.
import { describe, expect, it } from 'vitest';
import { briefOf, readerDay } from '../../../../../bench/story-truth/days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the way home', () => {
  it.each([
    ['en', 'en-z1', /fell asleep in the car/u],
    ['es', 'es-w5', /se durmió en el carro/u],
    ['pt', 'pt-z1', /adormeceu no carro/u],
  ] as [Language, string, RegExp][])('opens the evening’s scene (%s, %s)', (language, id, asleep) => {
    const day = readerDay(language, id);
    for (const seed of SEEDS) {
      const scenes = writeBuiltinStory(briefOf(day, language, seed)).scenes;
      const six = scenes[5]?.text ?? '';
      const first = six.split(/(?<=[.!?])\s+/u)[0];
      expect(first, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toMatch(asleep);
      expect(scenes.map((scene) => scene.plan?.place)).not.toContain('car');
    }
  });
});

describe('falling asleep at the day’s end', () => {
  it.each([
    ['pt', 'pt-v4', /adormeceu/u],
    ['es', 'es-w1', /se fue a dormir/u],
    ['nl', 'nl-z6', /al in bed/u],
  ] as [Language, string, RegExp][])('ends the evening’s scene (%s, %s)', (language, id, asleep) => {
    const day = readerDay(language, id);
    for (const seed of SEEDS) {
      const six = writeBuiltinStory(briefOf(day, language, seed)).scenes[5]?.text ?? '';
      const sentences = six.split(/(?<=[.!?])\s+/u);
      expect(sentences.at(-1), `${seed}: ${six}`).toMatch(asleep);
    }
  });
});

describe('asleep on the train or bus home', () => {
  it.each([
    [
      'en',
      'took the train to the aquarium with daddy!! saw a massive ray and the sharks. fell asleep on the train home with his face on the window',
      /fell asleep on the train home/u,
    ],
    ['zh', '今天坐高铁去海洋馆看鲨鱼 回来的高铁上就睡着了', /睡着/u],
  ] as [Language, string, RegExp][])(
    'opens the evening’s scene, before supper (%s)',
    (language, description, asleep) => {
      for (const seed of SEEDS) {
        const scenes = storyOfDay(language, description, {
          seed,
          activities: ['activity-train-ride'],
          pronoun: 'he',
        }).scenes;
        const six = scenes[5]?.text ?? '';
        const first = six.split(/(?<=[.!?。！？])\s*/u)[0];
        expect(first, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toMatch(asleep);
      }
    },
  );
});

// What was said on the bedtime call is the evening's, in the call's own sentence (`facetimed us at bedtime and he said
// night night mummy dont be sad`): it had been told in the morning's scene, on arriving at Nanny's.
describe('more of the evening in the same sentence', () => {
  it('is told in the evening’s scene (en, en-u4)', () => {
    const day = readerDay('en', 'en-u4');
    for (const seed of SEEDS) {
      const scenes = writeBuiltinStory(briefOf(day, 'en', seed)).scenes;
      const said = scenes.findIndex((scene) => /Night night, Mummy/u.test(scene.text));
      expect(said, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBe(5);
    }
  });
});

// More of the evening after its clause that no scene told (`abends noch pfannkuchen, alles aufgegessen`): supper's,
// not the afternoon's sandpit.
describe('more of the evening after a clause not told', () => {
  it('is told in the evening’s scene (de)', () => {
    const day =
      'einfach n richtig schöner tag heut 🥰 morgens mit papa aufm wochenmarkt, sie durfte die äpfel selber in die ' +
      'tüte packen und die marktfrau hat ihr ne möhre geschenkt. nachmittags kam ihre freundin ida und die zwei ham im ' +
      'sandkasten ne riesen burg gebaut mit wassergraben. abends noch pfannkuchen, alles aufgegessen';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('de', day, { seed }).scenes;
      const said = scenes.findIndex((scene) => /alles auf\./u.test(scene.text));
      expect(said, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBe(5);
    }
  });

  // (On an ill day too, after the comfort's made-up words of getting better: `bit better tonight, ate some toast`.)
  it('is told in the evening’s scene on an ill day (en)', () => {
    const day =
      'poor pickle had a temperature all day, 38.5 this morning so no nursery. grandad came over and sat with her on ' +
      'the sofa watching bluey, she had calpol and ice lollies and slept most of the afternoon on his lap. bit better ' +
      'tonight, ate some toast';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('en', day, { seed, activities: ['activity-grandparents'] }).scenes;
      const said = scenes.findIndex((scene) => /some toast/u.test(scene.text));
      expect(said, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBe(5);
    }
  });
});

// A long evening (a bath, a bedtime story, asleep after it) is told in the evening's scene, not its last clause in the
// afternoon's playground where the evening had room for two only.
describe('a long evening', () => {
  it('is told whole in the evening’s scene (zh)', () => {
    const day =
      '早上喝了小米粥吃了个鸡蛋 然后去幼儿园 老师说今天午睡睡得很好 下午接回来朵朵来家里玩 俩人玩过家家 然后去小区公园荡秋千 滑滑梯 ' +
      '回家洗了澡 晚上爸爸给他讲了小熊拔牙的绘本 讲完就睡着了';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('zh', day, {
        seed,
        pronoun: 'he',
        typed: ['荡秋千'],
        activities: ['activity-daycare', 'activity-bath'],
      }).scenes;
      const at = scenes.findIndex((scene) => /讲完就睡着/u.test(scene.text));
      expect(at, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toBe(5);
    }
  });
});
