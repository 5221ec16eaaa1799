// A parent the day says was elsewhere all day (at work, on shift, in hospital having the baby) is in no scene of the
// day: readers heard `pressed her nose to the glass with Mummy` of a day out with Daddy `while mummy in hospital
// having the baby` as a story that was not theirs. And a parent at work at the hospital is no hospital worry.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e'];
const told = (language: Language, day: string, seed: string) =>
  storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE }).scenes.map((scene) => scene.text);

describe('a parent away all day', () => {
  const DAYS: { language: Language; day: string; away: RegExp; there: RegExp }[] = [
    {
      language: 'en',
      day: 'day out w daddy at the aquarium while mummy in hospital having the baby! met baby sister ruby tonight',
      away: /(?:with|and) Mummy|Mummy (?:said|held|scooped|gave|stayed)/u,
      there: /Daddy/u,
    },
    {
      language: 'en',
      day: 'mummy was at work so daddy took her to the park and she fed the ducks',
      away: /(?:with|and) Mummy|Mummy (?:said|held|scooped|gave|stayed)/u,
      there: /Daddy/u,
    },
    {
      language: 'zh',
      day: '妈妈今天加班，爸爸带她去公园玩滑梯，她摔了一跤',
      away: /妈妈(?:抱|说|蹲|轻轻|把)|和妈妈/u,
      there: /爸爸/u,
    },
    {
      language: 'nl',
      day: 'mama moest werken, met papa naar de speeltuin en van de glijbaan gegleden',
      away: /met mama|mama (?:zei|tilde|hield|gaf)/iu,
      there: /papa/iu,
    },
    // Out tonight: readers heard `Mama setzte sich hin und hielt Zuri fest im Arm` two lines after she went out.
    {
      language: 'de',
      day: 'mama is heut abend aufm junggesellinnenabschied, ich (papa) hab sie allein ins bett gebracht. hat ewig nach mama gerufen u bitterlich geweint, nix half. dann ham wir mamas kuschelpulli geholt',
      away: /Mama (?:setzte|nahm|hielt|sagte|flüsterte|blieb|kam|hob|tröstete)/u,
      there: /Papa/u,
    },
    {
      language: 'en',
      day: 'mummy was out tonight at a hen do so daddy did bedtime. she cried for mummy for ages, then we got mummys cardi and she calmed down',
      away: /(?:with|and) Mummy|Mummy (?:said|held|scooped|gave|stayed|sat|came|hugged)/u,
      there: /Daddy/u,
    },
    {
      language: 'fr',
      day: 'maman est sortie ce soir, c’est papa qui l’a couchée. elle a pleuré en appelant maman, puis elle s’est calmée avec le pull de maman',
      away: /(?:avec|et) Maman|Maman (?:dit|prend|serre|fait|reste|s’assoit|vient|console)/u,
      there: /Papa/u,
    },
    // Away on a work trip: `Maman dit doucement` had comforted the child who asked when she was coming back.
    {
      language: 'fr',
      day:
        "maman est partie a Paris pour le travail jusqu'a jeudi. ma puce l'a reclamée au gouter, elle a dit maman " +
        'elle revient quand. on a fait un dessin pour maman',
      away: /(?:avec|et) Maman|Maman (?:dit|prend|serre|fait|reste|s’assoit|vient|console)/u,
      there: /Papa/u,
    },
    {
      language: 'pt',
      day: 'papai tá viajando a trabalho faz 3 dias. brincou no parque com a prima e caiu do escorregador',
      away: /(?<!\p{L})(?:com|e) o pai|o pai (?:disse|abraçou|pegou|deu|sentou)/u,
      there: /mãe/u,
    },
  ];
  it.each(DAYS)('is in no scene, and the other parent is ($language: $day)', ({ language, day, away, there }) => {
    for (const seed of SEEDS) {
      const scenes = told(language, day, seed);
      const story = scenes.join('\n');
      expect(scenes.slice(1, 5).join(' '), `${seed}:\n${story}`).not.toMatch(away);
      expect(scenes.slice(1, 5).join(' '), `${seed}:\n${story}`).toMatch(there);
    }
  });
});

describe('a parent working at the hospital', () => {
  const DAYS: { language: Language; day: string; worry: RegExp }[] = [
    { language: 'pt', day: 'a mãe estava de banco no hospital. fomos ao parque com o pai', worry: /preocupad|médic/u },
    {
      language: 'en',
      day: 'mummy is working a night shift at the hospital. we went to the park',
      worry: /different kind of day|doctor|get better/u,
    },
    {
      language: 'es',
      day: 'mamá está de guardia en el hospital. fuimos al parque con papá',
      worry: /pusiera buena|médic/u,
    },
  ];
  it.each(DAYS)('is no hospital worry ($language: $day)', ({ language, day, worry }) => {
    for (const seed of SEEDS) {
      const story = told(language, day, seed).join('\n');
      expect(story, `${seed}:\n${story}`).not.toMatch(worry);
    }
  });
});

describe('a pet called by a name the parent wrote in lower case', () => {
  it('is the pet by that name, not the thing the word also is (a turtle called shelly is no day at the beach)', () => {
    for (const seed of SEEDS) {
      const story = told('en', 'at the aquarium with daddy, saw a turtle called shelly', seed).join('\n');
      expect(story, `${seed}:\n${story}`).toMatch(/Shelly/u);
      expect(story, `${seed}:\n${story}`).not.toMatch(/beach|sand|seashell/iu);
    }
  });
});

describe('meeting the new baby in the evening', () => {
  it('opens the evening, the day’s big news before supper, never after the pyjamas (en)', () => {
    const day =
      'day out w daddy at the aquarium while mummy in hospital having the baby! met baby sister ruby tonight, she is so tiny';
    for (const seed of SEEDS) {
      const scenes = told('en', day, seed);
      const evening = scenes[5] ?? '';
      expect(evening, `${seed}:\n${scenes.join('\n')}`).toMatch(/^[^.]*Ruby/u);
    }
  });
});
