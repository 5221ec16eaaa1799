// A typed activity (`ver os malabaristas`) is what was done at the outing the parent's words tell (`fomos ao circo`):
// told after it, not before the going there; and two of the parent's own doings are not told with the same line of
// how it went (`Fez tudo com calma, passinho a passinho.` in scene 2 and again in scene 5).
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: { language: Language; day: string; typed: string; outing: RegExp; done: RegExp }[] = [
  {
    language: 'pt',
    day: 'fomos ao circo c o padrinho! riu-se mt c os palhaços. comeu algodão doce e ficou c a cara toda peganhenta',
    typed: 'ver os malabaristas',
    outing: /foram ao circo/u,
    done: /malabaristas/u,
  },
  {
    language: 'en',
    day: 'went to the circus with grandad! laughed so much at the clowns. ate candy floss after',
    typed: 'watching the jugglers',
    outing: /went to the circus/u,
    done: /jugglers/u,
  },
];

describe('a typed activity on the day of an outing', () => {
  it.each(DAYS)('is told after the going there ($language)', ({ language, day, typed, outing, done }) => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const scenes = storyOfDay(language, day, { seed, typed: [typed], facts: ZURI_ALONE }).scenes.map(
        (scene) => scene.text,
      );
      const went = scenes.findIndex((text) => outing.test(text));
      expect(went, `${seed}: ${scenes.join('\n')}`).toBeGreaterThanOrEqual(0);
      expect(
        scenes.findIndex((text) => done.test(text)),
        `${seed}: ${scenes.join('\n')}`,
      ).toBeGreaterThanOrEqual(went);
    }
  });

  it('says how each went in lines of its own', () => {
    const { day, typed } = DAYS[0] as (typeof DAYS)[number];
    for (const seed of 'abcdefghijklmnop') {
      const sentences = storyOfDay('pt', day, { seed, typed: [typed], facts: ZURI_ALONE }).scenes.flatMap((scene) =>
        scene.text.split(/(?<=[.!?»])\s+/u),
      );
      // (The refrain comes back by design; it names the child.)
      const twice = sentences.filter((one, at) => sentences.indexOf(one) !== at && !one.includes('Zuri'));
      expect(twice, seed).toEqual([]);
    }
  });
});
