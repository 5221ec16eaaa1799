// The parent's own supper and bath are told in place of scene 6's, not beside them: `pasta for dinner` is no second
// supper after the story's spaghetti, `a bath with daddy` no second bath after the story's bubbles, and a bath the
// parent wrote is the evening's, never the afternoon's.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: Partial<Record<Language, { text: string; says: RegExp[]; once: RegExp[] }>> = {
  en: {
    text: 'we went to the park this morning. pasta for dinner then a bath with daddy',
    says: [/pasta for dinner/u, /bath with Daddy/u],
    once: [/dinner|supper|eat/u, /bath|splash|soap/u],
  },
  de: {
    text: 'vormittags auf dem spielplatz. zum abendessen gab es pfannkuchen, danach hat sie mit papa gebadet',
    says: [/Pfannkuchen/u, /mit Papa/u],
    once: [/Pfannkuchen/u, /bade|Bad\b|Badewanne|plätscher|Seife/u],
  },
  es: {
    text: 'por la mañana fuimos al parque. luego baño con papá',
    says: [/baño con papá/u],
    once: [/baño|bañ|burbuj|espuma|jabón/u],
  },
  pt: {
    text: 'de manhã fomos ao parque. ao jantar comeu sopa e depois tomou banho com o pai',
    says: [/sopa/u, /banho com o pai/u],
    once: [/banho|espuma|água/u],
  },
  zh: {
    text: '上午去公园玩。晚饭吃了饺子，然后和爸爸一起洗澡',
    says: [/饺子/u, /和爸爸一起洗澡/u],
    once: [/晚饭|吃/u, /洗澡|泡泡|水/u],
  },
};
const SEEDS = ['e1', 'e2', 'e3', 'e4'];

describe('the parent’s own supper and bath', () => {
  it.each(Object.keys(DAYS) as Language[])('are told in place of the story’s (%s)', (language) => {
    const day = DAYS[language];
    if (!day) throw new Error(language);
    for (const seed of SEEDS) {
      const scenes = storyOfDay(language, day.text, { seed }).scenes;
      const six = scenes[5]?.text ?? '';
      for (const says of day.says) expect(six, seed).toMatch(says);
      const sentences = six.split(/(?<=[.!?。！？])\s*/u).filter((one) => one !== '');
      for (const once of day.once)
        expect(
          sentences.filter((one) => once.test(one)),
          `${seed}: ${six}`,
        ).toHaveLength(1);
      // Not in the afternoon.
      expect(scenes[4]?.text ?? '', seed).not.toMatch(day.says.at(-1) as RegExp);
    }
  });

  it('is not remembered again at the end of the scene that tells it (zh, whose list has no colon)', () => {
    for (const seed of SEEDS) {
      const six = storyOfDay('zh', '上午去公园玩。晚饭吃了两碗番茄炒蛋拌饭', { seed }).scenes[5]?.text ?? '';
      expect(six.match(/番茄炒蛋/gu), `${seed}: ${six}`).toHaveLength(1);
    }
  });

  it('does not take going to the toilet for a bath', () => {
    for (const seed of SEEDS) {
      const six = storyOfDay('es', 'por la mañana fuimos al parque. por la tarde fue al baño solita', { seed })
        .scenes[5];
      expect(six?.text ?? '', seed).not.toMatch(/al baño/u);
    }
  });
});

describe('what was eaten in the evening', () => {
  // `savonds frietjes op de boulevard`: readers heard the chips after the bath and the pyjamas.
  it('is supper, told before the bath (nl)', () => {
    for (const seed of ['e1', 'e2', 'e3', 'e4']) {
      const six =
        storyOfDay(
          'nl',
          'bij opa en oma in zeeland. krabbetjes gevangen aan de dijk met een stukje spek. savonds frietjes op de boulevard',
          { seed, pronoun: 'he', activities: ['activity-beach'] },
        ).scenes[5]?.text ?? '';
      expect(six, seed).toMatch(/frietjes/u);
      expect(six.indexOf('frietjes'), seed).toBeLessThan(six.search(/bad|pyjama/u));
    }
  });
});

describe('the evening the parent told', () => {
  it('comes after supper and before the bath: the day does not end with the fireworks after the bath', () => {
    const day =
      "parade in town w grandpa, she waved her flag. bbq at uncle ray's after and watched the fireworks from the truck bed";
    for (const seed of ['a', 'b', 'c', 'd']) {
      const six = storyOfDay('en', day, { seed, typed: ['fireworks'] }).scenes[5]?.text ?? '';
      const fireworks = six.search(/fireworks/u);
      const bath = six.search(/[Bb]ath|bubbl|soap|splash/u);
      expect(fireworks, `${seed}: ${six}`).toBeGreaterThanOrEqual(0);
      if (bath >= 0) expect(fireworks, `${seed}: ${six}`).toBeLessThan(bath);
    }
  });

  it('keeps what happened at bedtime itself after the bath', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const six =
        storyOfDay('en', 'we went to the park in the morning. he video-called his grandma at bedtime', {
          seed,
          pronoun: 'he',
        }).scenes[5]?.text ?? '';
      const call = six.search(/video-called/u);
      const bath = six.search(/[Bb]ath|bubbl|soap|splash|wash/u);
      expect(call, `${seed}: ${six}`).toBeGreaterThanOrEqual(0);
      if (bath >= 0) expect(call, `${seed}: ${six}`).toBeGreaterThan(bath);
    }
  });

  it('tells asleep in the handcart on the way back as the way home, before supper (de)', () => {
    const day = 'waren mit oma und opa auf dem weihnachtsmarkt, kinderpunsch getrunken. im bollerwagen eingeschlafen';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const six = storyOfDay('de', day, { seed }).scenes[5]?.text ?? '';
      const asleep = six.search(/Bollerwagen/u);
      const supper = six.search(/Abendbrot|Abendessen|Essen|aß|Tisch|Teller/u);
      expect(asleep, `${seed}: ${six}`).toBeGreaterThanOrEqual(0);
      if (supper >= 0) expect(asleep, `${seed}: ${six}`).toBeLessThan(supper);
    }
  });
});

// A fright of last night is no evening's trouble (`massive storm last night … scared of the thunder and came in our
// bed`): scene 3 had opened on `Evening came, and Little Bear helped to set the table` before the storm of the night.
describe('a fright of last night', () => {
  it('opens no evening in scene 3', () => {
    const day =
      'massive storm last night, the wind blew the trampoline right over the fence into next doors garden!! he was ' +
      'scared of the thunder and came in our bed. this morning he helped daddy pick up all the branches';
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay('en', day, { seed, pronoun: 'he', typed: ['picking up branches'] });
      expect(scenes[2]?.text, seed).toMatch(/storm last night/u);
      expect(scenes[2]?.text, seed).not.toMatch(/(?<!\p{L})(?:[Ee]vening|supper|dinner|tea)(?!\p{L})|set the table/u);
    }
  });
});

describe('an evening of the parent’s one clause of supper and bath', () => {
  it('puts the pyjamas on once (`ce soir soupe au potiron puis le bain`)', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const six = storyOfDay('fr', 'ce matin parc avec mamie. ce soir soupe au potiron puis le bain', { seed })
        .scenes[5]?.text;
      expect(six?.match(/pyjama/giu)?.length ?? 0, `${seed}: ${six}`).toBeLessThanOrEqual(1);
      expect(six?.split(/(?<=[.!?])\s+/u).length, `${seed}: ${six}`).toBeGreaterThanOrEqual(3);
    }
  });
});
