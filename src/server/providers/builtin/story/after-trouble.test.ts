// A day the parent began with its trouble keeps that order: what the parent set after the trouble comes after it, and
// a sad day's tears told in the next sentence come with the news, before the comfort. Checked in every language.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

/** A bump at home first, then the playground. */
const BUMP_THEN_PLAYGROUND: Record<Language, string> = {
  en: 'she tripped on the rug and bumped her knee, lots of tears. then we went to the playground and she went down the big slide',
  nl: 'ze struikelde over het kleed en stootte haar knie, veel tranen. daarna naar de speeltuin en van de grote glijbaan gegleden',
  de: 'sie ist über den teppich gestolpert und hat sich das knie angehauen, viele tränen. danach auf den spielplatz und die große rutsche runter',
  fr: "elle a trébuché sur le tapis et s'est cogné le genou, beaucoup de larmes. ensuite on est allés à l'aire de jeux et elle a fait le grand toboggan",
  es: 'se tropezó con la alfombra y se golpeó la rodilla, lloró mucho. después fuimos al parque infantil y se tiró por el tobogán grande',
  pt: 'tropeçou no tapete e bateu com o joelho, chorou muito. depois fomos ao parque infantil e andou no escorrega grande',
  zh: '在家被地毯绊倒了，膝盖磕了一下，哭了好久。后来去游乐场玩了大滑梯',
};

/** Grandpa's goodbye, the tears at the airport in the next sentence, and ice cream after. */
const GOODBYE_THEN_TEARS: Record<Language, string> = {
  en: 'grandpa flew home to spain today. at the airport she waved until he was gone and then cried and cried. after that we had an ice cream',
  nl: 'opa is vandaag teruggevlogen naar spanje. op het vliegveld zwaaide ze tot hij weg was en toen huilde ze heel hard. daarna een ijsje gegeten',
  de: 'opa ist heute wieder heim nach spanien geflogen. am flughafen hat sie gewunken bis der flieger weg war und dann bitterlich geweint. danach waren wir ein eis essen',
  fr: "papi est reparti en espagne aujourd'hui. à l'aéroport elle a fait coucou jusqu'à ce qu'il disparaisse et elle a beaucoup pleuré. après on a mangé une glace",
  es: 'el abuelo se regresó a españa hoy. en el aeropuerto le dijo adiós con la mano hasta que se fue y lloró muchísimo. después nos tomamos un helado',
  pt: 'o avô foi-se embora hoje, voltou para espanha. no aeroporto acenou até ele desaparecer e depois chorou muito. a seguir fomos comer um gelado',
  zh: '爷爷今天坐飞机回老家了。在机场她一直挥手，爷爷走了以后她哭得很伤心。后来我们去吃了冰淇淋',
};
const AIRPORT: Record<Language, string> = {
  en: 'airport',
  nl: 'vliegveld',
  de: 'flughafen',
  fr: 'aéroport',
  es: 'aeropuerto',
  pt: 'aeroporto',
  zh: '机场',
};
const TEARS: Record<Language, string> = {
  en: 'cried',
  nl: 'huilde',
  de: 'weinte',
  fr: 'pleur',
  es: 'llor',
  pt: 'chor',
  zh: '哭',
};
const LANGUAGES = Object.keys(BUMP_THEN_PLAYGROUND) as Language[];
const SEEDS = ['a', 'b', 'c', 'd'];

describe('a day the parent began with its trouble', () => {
  it.each(LANGUAGES)(
    'tells what came after the trouble after it: a quiet morning, the playground later (%s)',
    (language) => {
      for (const seed of SEEDS) {
        const story = storyOfDay(language, BUMP_THEN_PLAYGROUND[language], {
          seed,
          activities: ['activity-playground'],
        });
        const order = story.scenes.map((scene) => scene.plan?.activityId);
        const where = `${seed}: ${order.join(' ')}`;
        expect(order.slice(0, 3), where).not.toContain('activity-playground');
        expect(order[4], where).toBe('activity-playground');
        expect(story.scenes[2]?.plan?.problem, where).toBeDefined();
      }
    },
  );

  it('reads the word that parts the trouble from what came next in the sentence itself (`🙄 sind dann zu spät`)', () => {
    const story = storyOfDay(
      'de',
      'heut früh beim anziehen total ausgeflippt weil die socken komisch warn 🙄 sind dann zu spät in die krippe gekommen',
      { seed: 'a', activities: ['activity-daycare'] },
    );
    const order = story.scenes.map((scene) => scene.plan?.activityId);
    expect(order[1], order.join(' ')).toBeUndefined();
    expect(order[4], order.join(' ')).toBe('activity-daycare');
  });

  it('keeps the morning for what the parent set in the morning after a night of trouble', () => {
    const story = storyOfDay(
      'en',
      'big storm last night, thunder woke him and he was scared. this morning we jumped in all the puddles',
      { seed: 'a', activities: ['activity-puddle-jumping'] },
    );
    expect(story.scenes[1]?.plan?.activityId).toBe('activity-puddle-jumping');
  });

  it('keeps a jab at the doctor where it happened, told after it', () => {
    const story = storyOfDay('es', 'hoy vacuna de los 4 años, lloró muchísimo. la pediatra le dio una pegatina', {
      seed: 'a',
      activities: ['activity-doctor-visit'],
    });
    expect(story.scenes[1]?.plan?.activityId).toBe('activity-doctor-visit');
  });
});

describe("a sad day's tears", () => {
  it.each(LANGUAGES)(
    'told in the sentence after the news come with it in scene 3, before the comfort (%s)',
    (language) => {
      for (const seed of SEEDS) {
        const story = storyOfDay(language, GOODBYE_THEN_TEARS[language], { seed });
        const texts = story.scenes.map((scene) => scene.text.toLocaleLowerCase(language));
        const where = `${seed}: ${texts.join(' | ')}`;
        expect(texts[2], where).toContain(TEARS[language]);
        expect(texts.slice(3).join(' '), where).not.toContain(TEARS[language]);
        // What led to the tears, where the storyteller tells it, is told before them too.
        expect(texts.slice(3).join(' '), where).not.toContain(AIRPORT[language]);
      }
    },
  );
});

// The day after its trouble is told to its end: a doing the afternoon's full scene had no room for opens the evening,
// before supper, where it had been lost (`thuis warme chocomel gedronken` after the puddles, the pancakes after the
// goat gave the cuddly back).
describe('what came after the trouble, with the afternoon full', () => {
  it.each([
    [
      'nl',
      'wat een chagrijn vanochtend, alles was stom en hij wilde zn laarzen niet aan. op het kdv ook nog steeds mopperen. ' +
        'maar s middags met mama in de regen door de plassen gestampt en toen was de bui over, hij lag helemaal dubbel. ' +
        'thuis warme chocomel gedronken',
      ['activity-puddle-jumping'],
      /chocomel/u,
    ],
    [
      'nl',
      'met oma naar de kinderboerderij geweest. geitjes geaaid en de kippen gevoerd. toen pakte een geit zijn knuffel ' +
        'konijn uit de buggy en rende ermee weg!! hij was helemaal overstuur. de boer heeft m teruggehaald, beetje nat ' +
        'maar verder ok. daarna pannenkoeken gegeten',
      [],
      // (The parent's own pancakes, not a bedtime memory of them.)
      /at (?:Konijntje|hij) pannenkoeken/u,
    ],
  ] as [Language, string, string[], RegExp][])('opens the evening’s scene (%s)', (language, day, activities, last) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { scenes } = storyOfDay(language, day, { seed, pronoun: 'he', activities });
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(text, `${seed}: ${text}`).toMatch(last);
      // Never after supper and the bath: in the afternoon's scene, or early in the evening's, after no more than the
      // parent's clause before it (`hij lag helemaal dubbel. thuis warme chocomel`).
      const six = (scenes[5]?.text ?? '').split(/(?<=[.!?])\s+/u);
      if (last.test(scenes[5]?.text ?? ''))
        expect(
          six.findIndex((one) => last.test(one)),
          seed,
        ).toBeLessThan(2);
    }
  });
});
