// What the family bought is a trip to the shops, told where the parent put it: after the doctor, not in the doctor's
// scene nor before it. Checked in every language, on several seeds, with the child as the hero.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { readText } from '../lexicon/read.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DOCTOR_THEN_SHOES: Record<Language, { day: string; bought: RegExp }> = {
  en: {
    day: 'doctor this morning for her jabs, she was so brave and got a sticker. then we bought new light-up shoes',
    bought: /bought new light-up shoes/u,
  },
  nl: {
    day: 'vanochtend naar de dokter voor een prik, ze was heel dapper en kreeg een sticker. daarna nieuwe schoenen gekocht met lichtjes',
    bought: /schoenen/u,
  },
  de: {
    day: 'heute früh beim kinderarzt zum impfen, sie war so tapfer und hat einen sticker bekommen. danach haben wir neue blinkeschuhe gekauft',
    bought: /Blinkeschuhe/u,
  },
  fr: {
    day: 'rdv chez le docteur pour le vaccin, elle a été super courageuse et elle a eu un autocollant. apres on a acheté des chaussures neuves qui clignotent',
    bought: /chaussures neuves/u,
  },
  es: {
    day: 'hoy médico para la vacuna, fue muy valiente y le dieron una pegatina. luego compramos unas zapatillas nuevas con luces',
    bought: /zapatillas nuevas/u,
  },
  pt: {
    day: 'hoje fomos ao médico para a vacina, foi muito corajosa e ganhou um autocolante. depois comprámos uns ténis novos com luzes',
    bought: /ténis novos/u,
  },
  zh: { day: '上午去医院打疫苗，她特别勇敢，还得了一张贴纸。然后给她买了新鞋子，会发光的', bought: /新鞋子/u },
};
const LANGUAGES = Object.keys(DOCTOR_THEN_SHOES) as Language[];
const SEEDS = ['a', 'b', 'c', 'd'];

describe('a day of buying something', () => {
  it.each(LANGUAGES)('is read as the shops (%s)', (language) => {
    const last = DOCTOR_THEN_SHOES[language].day.split(/[.。]\s*/u).at(-1) ?? '';
    expect(readText([last], language).places).toEqual(['shop']);
  });

  it('is no trip to the shops when it is a treat bought where the day was', () => {
    expect(readText(['bought her an ice cream at the park'], 'en').places).toEqual(['park']);
    expect(readText(['le compré una paleta de limón'], 'es').places).toEqual([]);
    expect(readText(['元宵节 奶奶给买了个兔子灯'], 'zh').places).toEqual([]);
    expect(readText(['ijsje gekocht op het strand'], 'nl').places).toEqual(['beach']);
  });

  it.each(LANGUAGES)('is told at the shops, after the doctor the parent wrote first (%s)', (language) => {
    const { day, bought } = DOCTOR_THEN_SHOES[language];
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, {
        seed,
        pronoun: 'she',
        activities: ['activity-doctor-visit', 'activity-shopping'],
        facts: ZURI_ALONE,
      });
      const order = story.scenes.map((scene) => scene.plan?.activityId);
      const at = story.scenes.findIndex((scene) => bought.test(scene.text));
      const told = story.scenes.map((scene, index) => `${index + 1}. ${scene.text}`).join('\n');
      expect(order[at], `${seed}:\n${told}`).toBe('activity-shopping');
      expect(order.indexOf('activity-doctor-visit'), `${seed}:\n${told}`).toBeLessThan(at);
    }
  });

  it('is bought by the family for the child in Chinese, not by the child for herself', () => {
    const story = storyOfDay('zh', DOCTOR_THEN_SHOES.zh.day, { seed: 'a', pronoun: 'she', facts: ZURI_ALONE });
    const text = story.scenes.map((scene) => scene.text).join('');
    expect(text).toMatch(/(?:爸爸妈妈|妈妈|爸爸|大人|家人)给(?:Zuri|她)买了新鞋子/u);
    expect(text).not.toMatch(/她给她|Zuri给(?:他|她)/u);
  });
});
