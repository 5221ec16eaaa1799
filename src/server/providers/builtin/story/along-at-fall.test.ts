// A grown-up the parent names beside a fall (`fomos ao parque c a tia rita, caiu do escorrega`) was there: the fall
// is not about them, so they go along to the park and comfort the child in scene 4, never the cuddly toy in their
// place. Checked in every language, on several seeds.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const ZURI = { children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }], people: [], pets: [] };

const DAYS: Record<Language, { text: string; aunt: RegExp; toy: RegExp }> = {
  en: { text: 'park w auntie sue, fell off the little slide n bumped her knee', aunt: /Auntie Sue/u, toy: /Bunny/u },
  nl: {
    text: 'naar de speeltuin met tante ine, van de glijbaan gevallen en knie geschaafd',
    aunt: /[Tt]ante Ine/u,
    toy: /Konijntje/u,
  },
  de: {
    text: 'mit tante moni aufm spielplatz, von der rutsche gefallen, knie aufgeschürft',
    aunt: /Tante Moni/u,
    toy: /Häschen/u,
  },
  fr: {
    text: 'au parc avec tata nadia, elle est tombée du toboggan et s’est cogné le genou',
    aunt: /[Tt]ata Nadia/u,
    toy: /Petit Lapin/u,
  },
  es: {
    text: 'en el parque con la tía paula se ha caído del tobogán y se ha raspado la rodilla',
    aunt: /[Tt]ía Paula/u,
    toy: /Conejito/u,
  },
  pt: {
    text: 'fomos ao parque c a tia rita, caiu do escorrega e esfolou o joelho',
    aunt: /[Tt]ia Rita/u,
    toy: /Coelhinho/u,
  },
  zh: { text: '跟姑姑去公园 从滑梯上摔下来 膝盖蹭破了', aunt: /姑姑/u, toy: /小兔子/u },
};

describe('a grown-up named beside a fall was there, and comforts', () => {
  for (const [language, day] of Object.entries(DAYS) as [Language, (typeof DAYS)[Language]][]) {
    it(language, () => {
      for (const seed of ['a', 'b', 'monday', 'friday']) {
        const scenes = storyOfDay(language, day.text, {
          seed,
          pronoun: 'she',
          activities: ['activity-playground'],
          facts: ZURI,
        } as never).scenes;
        expect(scenes[2]?.plan?.problem, seed).toBe('fell');
        const comfort = scenes[3]?.text.split(/(?<=[.!?。！？])\s*/u)[0] ?? '';
        expect(comfort, seed).not.toMatch(day.toy);
        expect(scenes[3]?.text, seed).toMatch(day.aunt);
      }
    });
  }
});
