// Whom the parent named right after the tears, by their name alone, comforts: `cried when i left but sarah said she
// stopped after 5 mins` had the cuddly toy hold the child close, as though the new childminder Sarah were what the
// tears were about.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { DayFacts } from '../../types.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: [Language, string, string][] = [
  [
    'en',
    'first day with the new childminder sarah. bit clingy at the door and cried when i left but sarah said she stopped ' +
      'after 5 mins. they fed the ducks and did playdough',
    'Sarah',
  ],
  [
    'nl',
    'eerste dag bij de nieuwe gastouder marieke. ze huilde bij de deur toen ik wegging maar marieke zei dat het na vijf ' +
      'minuten over was. ze hebben eendjes gevoerd',
    'Marieke',
  ],
  [
    'de',
    'erster tag bei der neuen tagesmutter sabine. sie hat an der tür geweint als ich gegangen bin aber sabine hat gesagt ' +
      'nach fünf minuten war es vorbei. dann haben sie enten gefüttert',
    'Sabine',
  ],
  [
    'fr',
    "premier jour chez la nouvelle nounou claire. elle a pleuré à la porte quand je suis partie mais claire m'a dit " +
      "qu'elle s'est calmée au bout de 5 min. elles ont nourri les canards",
    'Claire',
  ],
  [
    'es',
    'primer día con la niñera nueva, lucía. lloró en la puerta cuando me fui pero lucía me dijo que a los 5 minutos ' +
      'ya estaba jugando. dieron de comer a los patos',
    'Lucía',
  ],
  [
    'pt',
    'primeiro dia com a ama nova, a joana. chorou à porta quando eu saí mas a joana disse que passados 5 minutos já ' +
      'estava a brincar. deram pão aos patos',
    'Joana',
  ],
];

/** The parent's one child in Settings, as the server gives it. */
const OWN_CHILD: DayFacts = {
  children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
  people: [],
  pets: [],
};

describe('the grown-up named right after the tears', () => {
  it.each(DAYS)('comforts the child in scene 4, by name (%s)', (language, day, name) => {
    for (const seed of ['a', 'b', 'c']) {
      const story = storyOfDay(language, day, { seed, facts: OWN_CHILD });
      const four = story.scenes[3]?.text ?? '';
      // The first line of scene 4 is who comforts: the childminder, not the cuddly toy at the child's side.
      const first = four.split(/(?<=[.!?])\s/u)[0] ?? '';
      expect(first, `${seed}: ${four}`).toContain(name);
    }
  });
});
