// A picked activity the parent's words tell too is told where the words put it, and an afternoon still at the place of
// the morning's words has no goodbye to that place as its uh-oh. Checked in every language, on several seeds.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { readText } from '../lexicon/read.ts';
import { storyOfDay } from './day-story.ts';

const GRANDMA_FIRST: Record<Language, string> = {
  en: "we went to grandma's, picked apples in her garden",
  nl: 'naar oma geweest, appels geplukt in haar tuin',
  de: 'waren bei oma, haben im garten äpfel gepflückt',
  fr: 'on est allés chez mamie, on a cueilli des pommes dans le jardin',
  es: 'fuimos a casa de la abuela, cogimos naranjas en el huerto',
  pt: 'fomos a casa da avó, apanhámos laranjas no quintal',
  zh: '去奶奶家了，在院子里摘苹果',
};
const LANGUAGES = Object.keys(GRANDMA_FIRST) as Language[];
const SEEDS = ['a', 'b', 'c', 'd'];

describe('picked activities the parent also wrote of', () => {
  it.each(LANGUAGES)('go in the order of the words, not of the picking (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, GRANDMA_FIRST[language], {
        seed,
        activities: ['activity-gardening', 'activity-grandparents'],
      });
      const order = story.scenes.map((scene) => scene.plan?.activityId);
      expect(order.indexOf('activity-grandparents'), seed).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('activity-grandparents'), `${seed}: ${order.join(' ')}`).toBeLessThan(
        order.indexOf('activity-gardening'),
      );
    }
  });

  it.each(LANGUAGES)('bring no goodbye to the place the afternoon is still at (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, GRANDMA_FIRST[language], {
        seed,
        activities: ['activity-gardening', 'activity-grandparents'],
      });
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).not.toBe('timeToGo');
    }
  });

  it('keep the picked order when the words tell it the other way round', () => {
    const story = storyOfDay('en', "picked apples in the garden this morning, then off to grandma's", {
      seed: 'r',
      activities: ['activity-grandparents', 'activity-gardening'],
    });
    const order = story.scenes.map((scene) => scene.plan?.activityId);
    expect(order.indexOf('activity-gardening')).toBeLessThan(order.indexOf('activity-grandparents'));
  });
});

describe('Chinese sea animals', () => {
  it('are no day at the sea: a big turtle at the aquarium', () => {
    expect(readText(['看到了大海龟'], 'zh').places).toEqual([]);
    expect(readText(['去海边看到了海鸥'], 'zh').places).toEqual(['beach']);
    const story = storyOfDay('zh', '上午去了海洋馆，看到了大海龟', { seed: 't1' });
    expect(story.scenes.map((scene) => scene.plan?.activityId)).not.toContain('activity-beach');
  });
});

const SLEEPOVERS: Record<Language, string> = {
  en: 'first sleepover at nanny and grandads!! he packed his own suitcase',
  nl: 'vandaag voor het eerst logeren bij oma, ze had haar eigen koffertje ingepakt',
  de: 'heute zum ersten mal bei oma übernachtet, hat sein köfferchen selbst gepackt',
  fr: 'première nuit chez mamie, il a fait sa petite valise tout seul',
  es: 'hoy se quedó a dormir en casa de la abuela por primera vez, hizo su maleta solita',
  pt: 'hoje ficou a dormir em casa da avó pela primeira vez, fez a malinha sozinha',
  zh: '第一次在奶奶家过夜，自己收拾了小书包',
};

describe('a sleepover', () => {
  it.each(LANGUAGES)('has no time to leave as its uh-oh: the child stays the night (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, SLEEPOVERS[language], { seed, activities: ['activity-grandparents'] });
      expect(story.scenes[2]?.plan?.problem, `${seed}: ${story.scenes[2]?.text}`).not.toBe('timeToGo');
    }
  });
});

describe('a morning of gardening', () => {
  it.each(LANGUAGES)('has an uh-oh of out of doors, no cup spilt on a floor (%s)', (language) => {
    for (const seed of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']) {
      const story = storyOfDay(language, undefined, { seed, activities: ['activity-gardening'] });
      expect(story.scenes[2]?.plan?.place, seed).toBe('garden');
      expect(story.scenes[2]?.plan?.problem, seed).not.toBe('spill');
    }
  });
});

describe('the parent’s going to a place', () => {
  it('opens the scene of that place, before what was done there (pt-q1)', () => {
    const day =
      'fomos ao jardim da estrela c a avó São, deu pão aos patos e andou no escorrega mil vezes. tropeçou a correr p o baloiço e esfolou o joelho 😢 pus-lhe um penso e passou logo. ao jantar comeu a sopa de abóbora toda';
    for (const seed of ['s1', 's2', 's3']) {
      const story = storyOfDay('pt', day, { seed, activities: ['activity-park', 'activity-playground'] });
      const scene = story.scenes.find((one) => /Jardim da Estrela/u.test(one.text));
      expect(scene?.text, seed).toMatch(/^[^.]*Jardim da Estrela/u);
    }
  });
});
