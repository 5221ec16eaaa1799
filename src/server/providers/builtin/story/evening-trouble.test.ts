// A trouble that came in the evening (`abends in der badewanne ausgerutscht`) is told in the evening: scene 3 opens at
// supper, at home, after the day's activity in scene 2; scene 5 is the quiet evening after the comfort, and a trouble
// at bath time brings no second, happy bath in scene 6. Checked in every language.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const GARDEN_THEN_BATH: Record<Language, string> = {
  en: 'lovely morning in the garden with grandad, dug up potatoes. all good til bathtime, he slipped getting out of the bath and bumped his head',
  nl: 'fijne ochtend in de tuin met opa, aardappels gerooid. s avonds in bad uitgegleden en zn hoofd gestoten',
  de: 'schöner vormittag mit opa im garten, kartoffeln ausgegraben. abends in der badewanne ausgerutscht und den kopf angeschlagen',
  fr: "belle matinée au jardin avec papi, on a ramassé des patates. le soir il a glissé dans le bain et s'est cogné la tête",
  es: 'mañana en el huerto con el abuelo, sacamos patatas. por la noche se resbaló en la bañera y se dio un golpe en la cabeza',
  pt: 'manhã na horta com o avô, apanhámos batatas. à noite escorregou no banho e bateu com a cabeça',
  zh: '上午跟爷爷在菜园里挖土豆。晚上洗澡的时候在浴缸里滑了一下，磕到头了',
};
const BATH: Record<Language, RegExp> = {
  en: /\bbath/iu,
  nl: /\bbad\b/iu,
  de: /(?:wanne|\bbad)/iu,
  fr: /\bbain/iu,
  es: /(?:bañera|\bbaño)/iu,
  pt: /\bbanh/iu,
  zh: /洗澡|浴缸|澡盆|泡泡澡/u,
};
const LANGUAGES = Object.keys(GARDEN_THEN_BATH) as Language[];
const SEEDS = ['a', 'b', 'c'];

describe('a trouble of the evening', () => {
  it.each(LANGUAGES)('is told at home in the evening, after the day, with one bath only (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, GARDEN_THEN_BATH[language], {
        seed,
        activities: ['activity-gardening'],
        pronoun: 'he',
      });
      const plans = story.scenes.map((scene) => scene.plan);
      const texts = story.scenes.map((scene) => scene.text);
      const where = `${seed}: ${texts.join(' | ')}`;
      expect(plans[1]?.activityId, where).toBe('activity-gardening');
      expect(plans[2]?.timeOfDay, where).toBe('evening');
      expect(plans[2]?.place, where).toBe('bathroom');
      expect(plans[2]?.problem, where).toBeDefined();
      expect(plans[4]?.activityId, where).toBeUndefined();
      // The bath was the trouble's: scenes 5 and 6 tell no bath of their own, nor does scene 6's picture show one.
      expect(`${texts[4]} ${texts[5]}`, where).not.toMatch(BATH[language]);
      expect(plans[5]?.pose, where).not.toBe('bath');
    }
  });

  it('keeps the day as it was when the bathroom is only where a fright was (`casas de banho`)', () => {
    const story = storyOfDay(
      'pt',
      'tem pavor do secador de mãos das casas de banho. fomos ao centro comercial e qd ligaram o secador chorou',
      { seed: 'a', activities: ['activity-shopping'] },
    );
    expect(story.scenes[2]?.plan?.timeOfDay).not.toBe('evening');
  });
});
