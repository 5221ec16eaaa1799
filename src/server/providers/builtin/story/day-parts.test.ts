// The parts of the day a parent names put the day in order, wherever the parent told them: the morning's baking
// comes before the afternoon's park though the words tell the park first. Checked in every language, on several
// seeds, with and without the activities picked as well.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { ActivityId } from './activities.ts';
import { storyOfDay } from './day-story.ts';
import { dayPartOf } from './day-times.ts';

/** The afternoon's park told first, the morning's baking after it. */
const PARK_THEN_MORNING: Record<Language, string> = {
  en: 'went to the park with grandma in the afternoon. this morning we baked cookies',
  nl: 'smiddags met oma naar het park. vanochtend koekjes gebakken',
  de: 'nachmittags mit oma im park. heute früh haben wir plätzchen gebacken',
  fr: 'cet aprem au parc avec mamie. ce matin on a fait des cookies',
  es: 'por la tarde fuimos al parque con la abuela. por la mañana hicimos galletas',
  pt: 'à tarde fomos ao parque com a avó. de manhã fizemos bolachas',
  zh: '下午和奶奶去公园了。上午我们一起烤饼干',
};
/** One sentence: the afternoon's swimming, then the morning's baking, then the evening's puzzle. */
const THREE_PARTS: Record<Language, string> = {
  en: 'swimming in the afternoon, this morning we baked cookies and in the evening a puzzle',
  nl: 'smiddags zwemmen, smorgens koekjes gebakken en savonds nog een puzzel gemaakt',
  de: 'nachmittags schwimmen, morgens plätzchen gebacken und abends noch ein puzzle gemacht',
  fr: "l'aprem piscine, ce matin on a fait des cookies et le soir un puzzle",
  es: 'por la tarde piscina, por la mañana hicimos galletas y por la noche un puzle',
  pt: 'à tarde piscina, de manhã fizemos bolachas e à noite um puzzle',
  zh: '下午去游泳，上午烤了饼干，晚上拼了拼图',
};
const LANGUAGES = Object.keys(PARK_THEN_MORNING) as Language[];
const SEEDS = ['a', 'b', 'c', 'd'];

const orderOf = (language: Language, text: string, seed: string, activities: ActivityId[] = []) =>
  storyOfDay(language, text, { seed, activities }).scenes.map((scene) => scene.plan?.activityId);

describe('the parts of the day the parent names', () => {
  it.each(LANGUAGES)('put the morning before the afternoon the words told first (%s)', (language) => {
    for (const seed of SEEDS) {
      for (const picked of [[], ['activity-park', 'activity-baking']] as ActivityId[][]) {
        const order = orderOf(language, PARK_THEN_MORNING[language], seed, picked);
        const baking = order.indexOf('activity-baking');
        expect(baking, `${seed}: ${order.join(' ')}`).toBeGreaterThanOrEqual(0);
        expect(baking, `${seed}: ${order.join(' ')}`).toBeLessThan(order.indexOf('activity-park'));
      }
    }
  });

  it.each(LANGUAGES)('order the clauses of one sentence (%s)', (language) => {
    for (const seed of SEEDS) {
      const order = orderOf(language, THREE_PARTS[language], seed, ['activity-puzzle', 'activity-swimming']);
      const baking = order.indexOf('activity-baking');
      expect(baking, `${seed}: ${order.join(' ')}`).toBeGreaterThanOrEqual(0);
      expect(baking, `${seed}: ${order.join(' ')}`).toBeLessThan(order.indexOf('activity-swimming'));
    }
  });

  it('keep the parent order where no part of the day is named out of it', () => {
    const order = orderOf('en', 'baked cookies with grandma, then the park', 'a');
    expect(order.indexOf('activity-baking')).toBeLessThan(order.indexOf('activity-park'));
  });

  it('are read from the words that say the time, not from what happened', () => {
    expect(dayPartOf('smiddags boodschappen, smorgens zwemmen', 'nl')).toBe(0);
    expect(dayPartOf('smorgens zwemmen, smiddags boodschappen', 'nl')).toBe(2);
    expect(dayPartOf('morgen gaan we naar oma', 'nl')).toBeUndefined();
    expect(dayPartOf('ate breakfast in the bath', 'en')).toBeUndefined();
    expect(dayPartOf('après la sieste au parc', 'fr')).toBe(2);
    expect(dayPartOf('ao almoço comeu sopa', 'pt')).toBe(1);
    expect(dayPartOf('晚上拼了拼图', 'zh')).toBe(3);
  });
});
