// A calm day's uh-oh grows out of the day (the balloon at the party, a spill while baking), never a quarrel or a fall
// the parent did not write; and a word that is only a setting or a toy brings no scene of its own (sandcastles at the
// beach are no sandpit, a train track in the living room is no train ride, a closed daycare is no morning there).
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { StoryBrief } from '../../types.ts';
import { itemOf } from './variety-measures.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['monday', 'wednesday', 'saturday', 'sunday'];

function scenes(language: Language, description: string, seed: string): string[] {
  return writeBuiltinStory({ ...briefOf(language, description), seed: `uhoh-${seed}` }).scenes.map(
    (scene) => scene.text,
  );
}

describe('a happy day gets an uh-oh of its own', () => {
  it('has no quarrel over a toy at grandma’s birthday', () => {
    for (const seed of SEEDS) {
      const three = scenes('en', "grandma's 70th birthday at her house, lots of cake, blew out the candles", seed)[2];
      expect(three).not.toMatch(/wanted the (same|very same)|Mine!|both pulled|nobody was smiling/iu);
    }
  });

  it('makes up no fall on the day a tooth fell out', () => {
    const days: [Language, string, RegExp][] = [
      ['en', 'her first tooth fell out at breakfast! put it under the pillow', /tripped|fell down|wobble/u],
      ['nl', 'haar eerste tandje is eruit gevallen bij het ontbijt', /struikelde|viel, boem|wiebelde/u],
      ['es', 'se le cayó el primer diente en el desayuno', /tropezó|se cayó|tambale/u],
      ['de', 'der erste Wackelzahn ist beim Frühstück rausgefallen', /stolperte|hingefallen|fiel hin/u],
    ];
    for (const [language, description, fall] of days)
      for (const seed of SEEDS) expect(scenes(language, description, seed).slice(2, 4).join(' ')).not.toMatch(fall);
  });
});

describe('a setting or a toy is no activity of its own', () => {
  it('keeps sandcastles at the beach, not in a sandpit', () => {
    for (const seed of SEEDS) {
      expect(scenes('en', 'beach day, built sandcastles and collected shells', seed).join(' ')).not.toMatch(/sandpit/u);
      expect(scenes('es', 'día de playa, castillos de arena y buscamos conchas', seed).join(' ')).not.toMatch(
        /arenero/u,
      );
    }
  });

  it('tells a train track in the living room as play at home, not a train ride', () => {
    for (const seed of SEEDS) {
      expect(
        scenes('en', 'built a long train track in the living room with her brother Tom', seed).join(' '),
      ).not.toMatch(/station|conductor|ticket/u);
      expect(scenes('es', 'montó una vía de tren enorme en el salón con su hermano', seed).join(' ')).not.toMatch(
        /estación|revisor|billete/u,
      );
    }
  });

  it('tells no morning at a daycare the parent says was closed', () => {
    for (const seed of SEEDS) {
      const story = scenes('en', 'daycare closed so we built a snowman in the yard and had hot cocoa', seed);
      expect(story.slice(1, 5).join(' ')).not.toMatch(/went to daycare|daycare room|At daycare/u);
    }
  });
});

describe('a first night away', () => {
  it('loses no cuddly toy at the grandparents’', () => {
    for (const seed of SEEDS) {
      const story = scenes('en', "first sleepover at granny's, cuddled his teddy all night and slept fine", seed);
      expect(story[2]).not.toMatch(/was gone|missing|nowhere to be seen/u);
    }
  });
});

describe('a Chinese title', () => {
  it('names the one grandparent of the day’s visit', () => {
    const bunny = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bunny');
    const visit = DEFAULT_ACTIVITIES.find((item) => item.id === 'activity-grandparents');
    if (!bunny || !visit) throw new Error('catalog');
    for (const seed of Array.from({ length: 40 }, (_, index) => `visit-${index}`)) {
      const story = writeBuiltinStory({
        language: 'zh',
        character: itemOf(bunny, 'zh'),
        activities: [itemOf(visit, 'zh')],
        customDescription: '第一次在奶奶家过夜 奶奶说一点都没闹 自己抱着小熊就睡了',
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'he',
        seed,
      });
      expect(story.title).not.toContain('爷爷');
    }
  });
});

describe('a calm day the parent told', () => {
  it('ends its own doing as its uh-oh, with no cup spilt nor ball lost that the parent never wrote of', () => {
    // The parent's own typed doings, no catalog activity among them: a spill at the table was made up.
    const days: [Language, string[]][] = [
      ['en', ['mini golf with grandad', 'ice lollies']],
      ['nl', ['peutergym', 'stoepkrijten']],
      ['fr', ['atelier pâte à sel', 'goûter chez mamie']],
      ['zh', ['挖红薯', '喂锦鲤']],
    ];
    for (const [language, typed] of days)
      for (const seed of SEEDS) {
        const story = writeBuiltinStory({
          ...briefOf(language, ''),
          customDescription: undefined,
          customActivities: typed,
          seed: `calm-${seed}`,
        });
        const problem = story.scenes[2]?.plan?.problem;
        expect(['timeToGo', 'timeToStop'], `${language} ${seed}: ${problem}`).toContain(problem);
      }
  });

  it('at the grandparents’ is time to go home, with no cup spilt; and none when they came to us', () => {
    const away: [Language, string][] = [
      ['nl', 'naar bompa en bomma geweest. ze heeft met de kippen gespeeld en eitjes geraapt'],
      ['de', 'ostereier suchen bei oma und opa im garten, er hat 7 eier gefunden'],
      ['es', 'finde en el pueblo de la abuela mari, dio de comer a las gallinas'],
    ];
    const home: [Language, string][] = [
      ['es', 'vinieron los tatas!! la tata nena le trajo un libro de dinosaurios'],
      ['pt', 'a avó lena veio almoçar e trouxe bolachas'],
      ['es', 'vino su abuela maritza y jugaron a las cartas'],
      ['pt', 'hoje veio a avó e fizemos um bolo'],
      ['zh', '姥姥来了 包了饺子 她也要包'],
      ['zh', '姥姥姥爷从东北过来住一阵子 他高兴得在门口蹦 说姥姥你终于来啦'],
      ['es', 'han llegado los yayos del pueblo a quedarse toda la semana, salio corriendo a la puerta'],
      ['nl', 'oma en opa komen een week logeren! ze stond al bij het raam te wachten'],
      ['en', 'nana and grandad are staying with us for the week, she showed them all her toys'],
    ];
    const visit = DEFAULT_ACTIVITIES.find((item) => item.id === 'activity-grandparents');
    if (!visit) throw new Error('catalog');
    const problemOf = (language: Language, description: string, seed: string) =>
      writeBuiltinStory({
        ...briefOf(language, description),
        activities: [itemOf(visit, language)],
        seed: `visit-${seed}`,
      }).scenes[2]?.plan?.problem;
    for (const seed of SEEDS) {
      for (const [language, description] of away)
        expect(problemOf(language, description, seed), `${language} ${seed}`).toBe('timeToGo');
      for (const [language, description] of home)
        expect(problemOf(language, description, seed), `${language} ${seed}`).not.toBe('timeToGo');
    }
  });

  it('has no quarrel over a toy with a made-up child where another uh-oh fits', () => {
    for (const seed of Array.from({ length: 12 }, (_, index) => `turns-${index}`)) {
      const story = writeBuiltinStory({
        ...briefOf('es', 'por la tarde al parque con su pelota roja, columpios y tobogán'),
        activities: [],
        seed,
      });
      expect(story.scenes[2]?.plan?.problem, seed).not.toBe('turns');
    }
  });
});

function briefOf(language: Language, description: string): StoryBrief {
  const bunny = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bunny');
  if (!bunny) throw new Error('no bunny');
  return {
    language,
    character: itemOf(bunny, language),
    activities: [],
    customDescription: description,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: 'she',
    seed: 'calm',
  };
}
