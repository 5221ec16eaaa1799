// A day that began with its trouble at home (`ce matin elle a pas voulu mettre ses chaussures, crise dans l'entrée`)
// and went on to daycare, where the picked painting happened: the morning is at home, scene 3 tells the trouble in
// the parent's words (the fit too, typed without a verb) after a calm moment that says no later time of the day, and
// the daycare and its painting come after the comfort, in scene 5. The night before is the night's, told so.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { DayFacts } from '../../types.ts';
import { storyOfDay } from './day-story.ts';

const ZURI = { name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' } as const;
const OWN: DayFacts = { children: [ZURI], people: [], pets: [] };
const PICKED = ['activity-daycare', 'activity-painting'];
const SEEDS = ['mt1', 'mt2', 'mt3', 'mt4'];

/** Each language's day, the fit's own words, the painting's outcome and the calm moments that say a later time. */
const DAYS: Record<Language, { text: string; fit: RegExp; blue: RegExp; later: RegExp }> = {
  en: {
    text: 'this morning she refused to put her shoes on, total meltdown in the hallway. at nursery they did finger painting and she came home blue lol',
    fit: /meltdown in the hallway/u,
    blue: /blue/u,
    later: /Later that day|middle of the day|The day went on/u,
  },
  nl: {
    text: 'vanochtend wilde ze haar schoenen niet aan, drama in de gang. op de opvang hebben ze met vingerverf geverfd en ze kwam helemaal blauw thuis',
    fit: /drama in de gang/u,
    blue: /blauw/u,
    later: /Later op de dag|Midden op de dag|De dag ging/u,
  },
  de: {
    text: 'heute morgen wollte sie ihre schuhe nicht anziehen, riesen theater im flur. in der kita haben sie mit fingerfarben gemalt und sie kam ganz blau nach hause',
    fit: /im Flur ein riesiges Theater/u,
    blue: /blau/u,
    later: /Später am Tag|Mittags|Der Tag ging weiter/u,
  },
  fr: {
    text: "ce matin elle a pas voulu mettre ses chaussures, crise dans l'entrée. a la creche ils ont fait de la peinture avec les mains et elle est revenue toute bleue mdr",
    fit: /crise dans l’entrée/u,
    blue: /bleue/u,
    later: /milieu de la journée|Plus tard dans la journée|La journée continue/u,
  },
  es: {
    text: 'esta mañana no quería ponerse los zapatos, rabieta en el pasillo. en la guarde pintaron con los dedos y volvió toda azul',
    fit: /rabieta en el pasillo/u,
    blue: /azul/u,
    later: /A mediodía|El día siguió|se sentó a descansar/u,
  },
  pt: {
    text: 'hoje de manhã não quis calçar os sapatos, birra no corredor. na creche pintaram com os dedos e veio toda azul',
    fit: /birra no corredor/u,
    blue: /azul/u,
    later: /A meio do dia|O dia continuou|sentou-se a descansar/u,
  },
  zh: {
    text: '早上不肯穿鞋，在门口大哭大闹。在幼儿园用手指画画，回来满手都是蓝色',
    fit: /门口大哭大闹/u,
    blue: /蓝色/u,
    later: /中午|一天慢慢过去|坐下来歇了/u,
  },
};

describe('a trouble of the morning at home, before the day went on', () => {
  it.each(Object.keys(DAYS) as Language[])('is told first, and the daycare after the comfort (%s)', (language) => {
    const day = DAYS[language];
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, day.text, { seed, activities: PICKED, facts: OWN }).scenes;
      const text = (at: number) => scenes[at]?.text ?? '';
      expect(scenes[1]?.plan?.activityId, seed).toBeUndefined();
      expect(scenes[2]?.plan?.problem, seed).toBe('tantrum');
      expect(text(2), seed).toMatch(day.fit);
      expect(text(2), seed).not.toMatch(day.later);
      expect(scenes[4]?.plan?.activityId, seed).toBe('activity-daycare');
      expect(text(4), seed).toMatch(day.blue);
      // The painting is told there, by the parent's words: not remembered at supper as if it had no scene.
      expect(text(5), seed).not.toMatch(day.blue);
    }
  });
});

describe('the night before', () => {
  it('sets no time for the morning after it: the morning’s puddles are the morning’s', () => {
    const text =
      'big storm last nite, thunder woke him at 3am and he came in our bed. scared of the lightning. this morning we went out in wellies to look at the fallen branches and jumped in all the puddles';
    for (const seed of SEEDS) {
      const scenes = storyOfDay('en', text, { seed, activities: ['activity-puddle-jumping'], pronoun: 'he' }).scenes;
      expect(scenes[1]?.text, seed).toMatch(/fallen branches/u);
      expect(scenes.slice(4).map((scene) => scene.text)).not.toContain(expect.stringMatching(/This morning/u));
    }
  });

  const TONIGHT: Partial<Record<Language, { text: string; night: RegExp; evening: RegExp }>> = {
    fr: {
      text: "journée tranquille à la maison. mais ce soir elle a fait un cauchemar et elle s'est réveillée en pleurant vers 23h",
      night: /^Cette nuit, /u,
      evening: /Ce soir/u,
    },
    nl: {
      text: 'rustige dag thuis. vanavond had ze een nachtmerrie en werd ze huilend wakker om 11 uur',
      night: /^'s Nachts /u,
      evening: /'s Avonds|Vanavond/u,
    },
    pt: {
      text: 'dia tranquilo em casa. hoje à noite teve um pesadelo e acordou a chorar às 11',
      night: /^De noite, /u,
      evening: /Hoje à noite/u,
    },
    zh: { text: '今天在家玩。今天晚上做噩梦了，十一点哭着醒来', night: /^夜里，/u, evening: /今天晚上/u },
  };
  it.each(Object.keys(TONIGHT) as Language[])(
    'a bad dream told before waking is the night’s, not this evening’s (%s)',
    (language) => {
      const day = TONIGHT[language];
      if (!day) throw new Error(language);
      for (const seed of SEEDS) {
        const one = storyOfDay(language, day.text, { seed, facts: OWN }).scenes[0]?.text ?? '';
        expect(one, seed).toMatch(day.night);
        expect(one, seed).not.toMatch(day.evening);
      }
    },
  );
});

describe('a trouble before daycare, in the words of where the child went after it', () => {
  const BEFORE: Record<Language, string> = {
    en: 'massive meltdown in the hallway before nursery bc she wouldnt put her shoes on. at nursery she did painting',
    nl: 'drama in de gang voor de opvang want ze wilde haar schoenen niet aan. op de opvang geschilderd',
    de: 'riesen theater im flur vor der kita weil sie die schuhe nicht anziehen wollte. in der kita dann gemalt',
    fr: "grosse crise dans l'entrée avant la crèche parce qu'elle voulait pas mettre ses chaussures. à la crèche peinture",
    es: 'rabieta en el pasillo antes de la guarde porque no quería ponerse los zapatos. en la guarde pintó',
    pt: 'birra no corredor antes da creche porque não queria calçar os sapatos. na creche pintou',
    zh: '去幼儿园之前在门口大哭大闹，不肯穿鞋。在幼儿园画画了',
  };
  it.each(Object.keys(BEFORE) as Language[])(
    'happened at home, and the daycare comes after the comfort (%s)',
    (language) => {
      for (const seed of SEEDS) {
        const scenes = storyOfDay(language, BEFORE[language], {
          seed,
          activities: ['activity-daycare'],
          facts: OWN,
        }).scenes;
        expect(scenes[1]?.plan?.activityId, seed).toBeUndefined();
        expect(scenes[2]?.plan?.problem, seed).toBe('tantrum');
        expect(scenes[2]?.plan?.activityId, seed).toBeUndefined();
        expect(scenes[4]?.plan?.activityId, seed).toBe('activity-daycare');
      }
    },
  );
});

describe('a temper over a thing', () => {
  it('is no outing with the thing (rain boots wanted, no puddles)', () => {
    const text =
      'vanochtend een driftbui bij het aankleden, wou perse haar regenlaarzen aan. daarna naar de opvang, buiten gespeeld';
    for (const seed of SEEDS) {
      const story = storyOfDay('nl', text, { seed, activities: ['activity-daycare'], facts: OWN });
      expect(story.scenes.map((scene) => scene.plan?.activityId)).not.toContain('activity-puddle-jumping');
      expect(story.scenes[2]?.plan?.problem, seed).toBe('tantrum');
      expect(story.scenes[4]?.plan?.activityId, seed).toBe('activity-daycare');
    }
  });
});
