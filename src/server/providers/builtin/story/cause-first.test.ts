// The day's trouble comes with its cause: what someone or something else did right before it, in the same sentence
// (`the neighbours dog barked at her, she got such a fright`), is told in scene 3 right before the trouble, not as the
// morning's; the afternoon the parent set after it is scene 5's, not the comfort's. Checked in every language.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const BARK_THEN_PARK: Record<Language, string> = {
  en: 'the neighbours dog barked at her really loud, she got such a fright and only wanted to be carried. in the afternoon we fed the ducks at the park',
  nl: 'de hond van de buren blafte heel hard naar haar, ze schrok zich rot en wilde alleen nog op de arm. smiddags eendjes gevoerd in het park',
  de: 'der hund vom nachbarn hat sie ganz laut angebellt, sie hat sich total erschrocken und wollte nur noch auf den arm. nachmittags im park enten gefüttert',
  fr: "le chien des voisins a aboyé très fort, elle a eu super peur et voulait plus qu'on la porte. l'aprem on a donné à manger aux canards au parc",
  es: 'el perro del vecino le ladró muy fuerte, se asustó muchísimo y solo quería brazos. por la tarde dimos de comer a los patos en el parque',
  pt: 'o cão do vizinho ladrou-lhe muito alto, ela assustou-se imenso e só queria colo. à tarde fomos dar pão aos patos no parque',
  zh: '邻居家的大狗突然叫了起来，她吓了一跳，一直要抱抱。下午去公园喂鸭子',
};
const DOG: Record<Language, string> = {
  en: 'dog',
  nl: 'hond',
  de: 'hund',
  fr: 'chien',
  es: 'perro',
  pt: 'cão',
  zh: '狗',
};
const LANGUAGES = Object.keys(BARK_THEN_PARK) as Language[];
const SEEDS = ['a', 'b', 'c'];

describe("the day's trouble and its cause", () => {
  it.each(LANGUAGES)('are told together in scene 3, the cause first, the park after (%s)', (language) => {
    for (const seed of SEEDS) {
      const story = storyOfDay(language, BARK_THEN_PARK[language], { seed, activities: ['activity-park'] });
      const texts = story.scenes.map((scene) => scene.text.toLocaleLowerCase(language));
      const where = `${seed}: ${texts.join(' | ')}`;
      expect(texts[2], where).toContain(DOG[language]);
      expect(texts[1], where).not.toContain(DOG[language]);
      expect(story.scenes[4]?.plan?.activityId, where).toBe('activity-park');
    }
  });

  it('is no cause where the child did it, nor where the trouble came later in the day', () => {
    // `he wore his dino jammies` is what the child did; `vormittags … erdbeeren` was the morning, the slip the evening.
    const jammies = storyOfDay('en', 'pajama day at daycare, he wore his dino jammies 🦖 woke up from nap crying', {
      seed: 'a',
      activities: ['activity-daycare'],
      pronoun: 'he',
    });
    expect(jammies.scenes[2]?.text).not.toMatch(/jammies/u);
    const evening = storyOfDay(
      'de',
      'vormittags mit oma erdbeeren gepflückt 🍓 abends in der badewanne ausgerutscht und auf die lippe gebissen',
      { seed: 'a', pronoun: 'he' },
    );
    expect(evening.scenes[2]?.text).not.toMatch(/Erdbeeren/u);
  });

  it("tells the afternoon's doing after an emoji as the afternoon's, not the comfort's", () => {
    const story = storyOfDay(
      'de',
      'nachbarshund hat sie heut früh angebellt, sie hat sich voll erschrocken 😟 nachmittags im park enten gefüttert',
      { seed: 'a', activities: ['activity-park'] },
    );
    expect(story.scenes[3]?.text).not.toMatch(/Enten/u);
    expect(story.scenes[4]?.text).toMatch(/Enten/u);
  });
});

describe('two happenings after a trouble the parent began with', () => {
  it('give scene 5 to the later one, in a sentence of its own', () => {
    const story = storyOfDay(
      'de',
      'heut früh beim anziehen total ausgeflippt weil die socken komisch warn. sind dann zu spät in die krippe gekommen. nachmittags mit papa aufm spielplatz',
      { seed: 'a', activities: ['activity-playground'] },
    );
    const order = story.scenes.map((scene) => scene.plan?.activityId);
    expect(order[1], order.join(' ')).toBeUndefined();
    expect(order[4], order.join(' ')).toBe('activity-playground');
  });
});
