// A train ride to see family, who met it at the other end: readers heard Granny comfort the child on the platform of a
// late train she was not at (`train to see granny in york … granny met us at the station`), Papi, Tante Ilse, Tante
// Nele and o avô Manel ride with the family they were waiting for. Who waited at the ride's end is not on it.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e'];

const DAYS: { language: Language; day: string; waiting: RegExp }[] = [
  {
    language: 'en',
    day:
      'train to see granny in york!! train was 20 mins late so we waited on the platform with a hot chocolate. she sat ' +
      'by the window the whole way waving at cows and sheep. granny met us at the station with a balloon',
    waiting: /Granny/u,
  },
  {
    language: 'fr',
    day:
      'train pour aller voir papi et mamie a Lyon. le train avait du retard alors on a attendu longtemps sur le quai, ' +
      'elle en avait marre. dans le train elle a colle son nez a la fenetre pour voir les vaches et les tunnels. papi ' +
      'nous attendait a la gare avec un ballon',
    waiting: /Papi|Mamie/u,
  },
  {
    language: 'nl',
    day:
      'met de trein naar tante ilse in groningen. de trein had vertraging dus lang wachten op het perron, hij vond dat ' +
      'wel spannend. hele reis bij het raam gezeten en koeien geteld. tante ilse stond ons op te wachten met een ballon',
    waiting: /Ilse/u,
  },
  {
    language: 'de',
    day:
      'mit dem zug zu tante nele nach hamburg. am bahnhof ewig gewartet weil der zug verspätung hatte, sie war total ' +
      'quengelig. im zug dann die ganze zeit am fenster geklebt und kühe gezählt. tante nele hat uns mit nem ' +
      'luftballon abgeholt',
    waiting: /Nele/u,
  },
  {
    language: 'pt',
    day:
      'fomos de comboio ver o avô Manel a Coimbra. o comboio atrasou e esperámos mt tempo na estação, ela já tava ' +
      'impaciente. depois foi a viagem toda colada à janela a ver as vacas e as ovelhas. o avô tava à nossa espera na ' +
      'plataforma com um balão',
    waiting: /avô/u,
  },
];

describe('a ride to see family who met it at the end', () => {
  it.each(DAYS)(
    'has no one who waited at its end in the late train’s trouble or comfort ($language)',
    ({ language, day, waiting }) => {
      for (const seed of SEEDS) {
        const { scenes } = storyOfDay(language, day, {
          seed,
          activities: ['activity-train-ride'],
          facts: ZURI_ALONE,
        });
        const text = scenes.map((scene) => scene.text).join('\n');
        expect(`${scenes[2]?.text} ${scenes[3]?.text}`, `${seed}:\n${text}`).not.toMatch(waiting);
      }
    },
  );
});
