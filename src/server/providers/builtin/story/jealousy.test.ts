// Jealousy of a new baby is the big sibling's own trouble, told as parents see it: left out while everyone looks at
// the baby, then loved. Not a squabble with a newborn who says sorry, nor a hospital's worry when the baby came home
// from it. Checked in every language, on several seeds.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: Record<Language, { day: string; jealous: RegExp; sorry: RegExp }> = {
  en: {
    day: 'grandma and grandpa came to meet baby theo!! kinda jealous at dinner when theo got all the attention',
    jealous: /left out|jealous/u,
    sorry: /sorry|squabble/u,
  },
  nl: {
    day: 'mama is thuis uit het ziekenhuis met klein broertje Lowie!! wel wat jaloers toen iedereen alleen naar de baby keek',
    jealous: /jaloers|vergeten/u,
    sorry: /sorry|ziekenhuis wordt/u,
  },
  de: {
    day: 'mama ist aus dem krankenhaus zurück mit der kleinen schwester. sie war ein bisschen eifersüchtig beim stillen',
    jealous: /eifersüchtig|vergessen/u,
    sorry: /Entschuldigung|Tut mir leid|gute Besserung/u,
  },
  fr: {
    day: 'sa petite soeur Jade est arrivée à la maison !! un peu jaloux quand je lui donnais le biberon',
    jealous: /jalou|oublié/u,
    sorry: /pardon|se tend la main|dispute/u,
  },
  es: {
    day: 'nació su hermanito mateo!! lo conoció hoy en el hospital, pero luego se puso celosa cuando la abuela lo tenía en brazos',
    jealous: /celos|olvidad/u,
    sorry: /perdón|paces/u,
  },
  pt: {
    day: 'nasceu a mana ontem. ficou com ciúmes quando a mãe lhe dava de mamar',
    jealous: /ciúmes|esquecid/u,
    sorry: /desculpa|pazes/u,
  },
  zh: { day: '妹妹出生了 她有点吃醋 一直要妈妈抱', jealous: /吃醋|冷落|酸酸/u, sorry: /对不起|和好/u },
};
const LANGUAGES = Object.keys(DAYS) as Language[];
const SEEDS = ['a', 'b', 'c', 'd'];

describe('jealousy of a new baby', () => {
  it.each(LANGUAGES)('is feeling left out, then loved, with no sorry to a baby (%s)', (language) => {
    const { day, jealous, sorry } = DAYS[language];
    for (const seed of SEEDS) {
      const story = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });
      const told = story.scenes.map((scene, index) => `${index + 1}. ${scene.text}`).join('\n');
      expect(story.scenes[2]?.plan?.problem, `${seed}:\n${told}`).toBe('tantrum');
      expect(`${story.scenes[2]?.text} ${story.scenes[3]?.text}`, `${seed}:\n${told}`).toMatch(jealous);
      expect(told, `${seed}:\n${told}`).not.toMatch(sorry);
    }
  });
});
