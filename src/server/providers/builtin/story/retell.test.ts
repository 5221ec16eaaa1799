import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/languages.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import { checkStructure } from '../../../story-rules/structure.ts';
import { RETELLERS, type Reteller, type Weave, weaveUntold } from './retell.ts';
import { writeBuiltinStory } from './write.ts';

const hero = { name: 'Bunny', he: 'she', him: 'her', his: 'her', plural: false };

/** Seven scenes of stock colour, each opened by a sentence that must stay. */
function scenes(): Weave['scenes'] {
  return [1, 2, 3, 4, 5, 6, 7].map((number) => ({
    sentences: [`Scene ${number} opens.`, `Stock colour ${number}a.`, `Stock colour ${number}b.`],
  }));
}

function weave(description: string, overrides: Partial<Weave> = {}) {
  const story = overrides.scenes ?? scenes();
  const told = weaveUntold({
    scenes: story,
    language: 'en',
    description,
    heroName: 'Bunny',
    context: { hero, grownUps: [], names: [], childPronoun: 'she' },
    keeps: () => false,
    isSad: false,
    isTrouble: () => false,
    room: { max: 460, count: (text) => text.split(/\s+/u).filter(Boolean).length },
    ...overrides,
  });
  return { told, story: story.map((scene) => scene.sentences) };
}

describe('retelling what the parent wrote and no scene told', () => {
  it('tells an afternoon clause in scene 5 wherever it stands, and a clause of an activity in the scene showing it', () => {
    const { story } = weave('fed the ducks in the afternoon. painted a big dinosaur at the table. sang in the bath');
    expect(story[4]).toContain('Bunny fed the ducks in the afternoon.');
    expect(story[1]).not.toContain('Bunny fed the ducks in the afternoon.');
    const shown = weave('painted a big dinosaur at the table. sang a song', {
      sceneShowing: (clause) => (clause.includes('sang') ? [4] : []),
    }).story;
    expect(shown[4]?.join(' ')).toMatch(/sang a song/u);
  });

  it('retells each untold clause in the scene of its place in the day, in the parent’s order, never the opening', () => {
    const { told, story } = weave(
      'painted a big dinosaur at the table. cuddled the neighbours puppy. went down the pool after tea',
    );
    expect(told).toEqual([
      'Bunny painted a big dinosaur at the table.',
      'Bunny cuddled the neighbours’ puppy.',
      'Bunny went down the pool after tea.',
    ]);
    expect(story[1]).toEqual(['Scene 2 opens.', 'Stock colour 2a.', 'Bunny painted a big dinosaur at the table.']);
    expect(story[4]).toEqual(['Scene 5 opens.', 'Stock colour 5a.', 'Bunny cuddled the neighbours’ puppy.']);
    // Tea is the evening: scene 6, after its opening (the supper), before its made-up bath and pyjamas.
    expect(story[5]).toEqual(['Scene 6 opens.', 'Bunny went down the pool after tea.', 'Stock colour 6a.']);
  });

  it('keeps two retold sentences of one scene in the parent’s order', () => {
    const { story } = weave('built a sandcastle. found a crab. dug a moat. splashed in the waves');
    // The second follows a sentence that names the hero: the hero's pronoun.
    expect(story[1]).toEqual(['Scene 2 opens.', 'Bunny built a sandcastle.', 'She found a crab.']);
  });

  it('tells nothing again that a scene already tells', () => {
    const story = scenes();
    story[1] = { sentences: ['Bunny painted a big red dinosaur at the table.', 'Stock.', 'Stock.'] };
    expect(weave('painted a big dinosaur at the table', { scenes: story }).told).toEqual([]);
  });

  it('never replaces a sentence that names someone or tells the parent’s words, and only fills a scene up to four', () => {
    const story = scenes();
    for (const index of [1, 4, 5])
      story[index] = { sentences: ['Opens.', 'Grandma came.', 'Grandma sang.', 'Grandma left.'] };
    const { told } = weave('cuddled the neighbours puppy', {
      scenes: story,
      keeps: (text) => text.includes('Grandma'),
    });
    expect(told).toEqual([]);
  });

  it('retells the day’s trouble in scene 3 before the uh-oh’s own words, and nothing of a sad day before the news', () => {
    const trouble = weave('tripped on the kerb and grazed her chin', { isTrouble: () => true }).story;
    expect(trouble[2]).toEqual([
      'Scene 3 opens.',
      'Bunny tripped on the kerb and grazed her chin.',
      'Stock colour 3a.',
      'Stock colour 3b.',
    ]);
    // A full scene gives up its last sentence for the cause.
    const story = scenes();
    story[2] = { sentences: ['Scene 3 opens.', 'Uh-oh.', 'Feeling.', 'Stock.'] };
    weave('tripped on the kerb and grazed her chin', { scenes: story, isTrouble: () => true });
    expect(story[2]?.sentences).toEqual([
      'Scene 3 opens.',
      'Bunny tripped on the kerb and grazed her chin.',
      'Uh-oh.',
      'Feeling.',
    ]);
    // A clause that tells the fall itself takes the place of the uh-oh's plain words of it, whatever words they share.
    const fall = scenes();
    fall[2] = { sentences: ['Scene 3 opens.', 'Oh dear, she tumbled off the swing.', 'Feeling.', 'Stock.'] };
    weave('tripped on the kerb and grazed her chin', { scenes: fall, isTrouble: () => true, tellsItself: () => true });
    expect(fall[2]?.sentences).toEqual([
      'Scene 3 opens.',
      'Bunny tripped on the kerb and grazed her chin.',
      'Feeling.',
      'Stock.',
    ]);
    // The uh-oh's plain words of the same thing give way to the parent's: the trouble is told once.
    const same = scenes();
    same[2] = { sentences: ['Scene 3 opens.', 'Oh dear, she tumbled off the scooter.', 'Feeling.', 'Stock.'] };
    weave('fell off her scooter and scraped her knee', { scenes: same, isTrouble: () => true });
    expect(same[2]?.sentences).toEqual([
      'Scene 3 opens.',
      'Bunny fell off her scooter and scraped her knee.',
      'Feeling.',
      'Stock.',
    ]);
    // A sad day: what the parent told before the news is the day's before it, in scene 2; the news in the parent's
    // words in place of the pack's plain words of it.
    const sad = weave('planted sunflowers in the garden. buried the old goldfish', {
      isSad: true,
      isTrouble: (clause) => clause.includes('goldfish'),
    });
    expect(sad.told).toEqual(['Bunny planted sunflowers in the garden.', 'Bunny buried the old goldfish.']);
    expect(sad.story[1]).toEqual(['Scene 2 opens.', 'Stock colour 2a.', 'Bunny planted sunflowers in the garden.']);
    expect(sad.story[2]).toEqual(['Scene 3 opens.', 'Bunny buried the old goldfish.', 'Stock colour 3b.']);
  });

  it('tells a sad day’s news briefly in scene 3, more of its sentence after it, and what came after in scene 4', () => {
    const isTrouble = (clause: string) => /moved|waved|cried/u.test(clause);
    const { story } = weave('her friend Lily moved to Leeds, she cried and cried. we waved at the car', {
      isSad: true,
      isTrouble,
      context: { hero, grownUps: [], names: ['Lily'], childPronoun: 'she' },
    });
    expect(story[2]).toEqual([
      'Scene 3 opens.',
      'Bunny’s friend Lily moved to Leeds.',
      'She cried and cried.',
      'Stock colour 3b.',
    ]);
    expect(story[3]).toEqual(['Scene 4 opens.', 'Stock colour 4a.', 'Bunny and her grown-ups waved at the car.']);
    // The pack's news that names someone (`Daddy is far away today`) stays, after the parent's own words of it.
    const named = scenes();
    named[2] = { sentences: ['Scene 3 opens.', 'Daddy is far away today.', 'Feeling.'] };
    weave('daddy flew off on a big plane for work', {
      scenes: named,
      isSad: true,
      isTrouble: () => true,
      namesSomeone: (text) => text.includes('Daddy'),
    });
    expect(named[2]?.sentences).toEqual([
      'Scene 3 opens.',
      'Daddy flew off on a big plane for work.',
      'Daddy is far away today.',
      'Feeling.',
    ]);
  });

  it('stops when the story would grow past its length', () => {
    // The stock story is 63 words; the retold sentence takes 5 more than the colour it replaces.
    const count = (text: string) => text.split(/\s+/u).filter(Boolean).length;
    expect(weave('painted a big dinosaur at the table', { room: { max: 67, count } }).told).toEqual([]);
    expect(weave('painted a big dinosaur at the table', { room: { max: 68, count } }).told).toHaveLength(1);
  });

  it('tells a typed activity its carrier left untold, and says the hero’s pronoun right after the hero’s name', () => {
    const english = RETELLERS.en;
    const reteller: Reteller = {
      ...english,
      retell: (clause, context) => (context.afterHero ? `She ${clause}.` : english.retell(clause, context)),
    };
    const story = scenes();
    story[1] = { sentences: ['Bunny went to the market.', 'Stock colour 2a.'] };
    const { told } = weave('fed the ducks at the pond', {
      scenes: story,
      reteller,
      typed: ['sat in the big fire truck'],
    });
    // Scene 2's retold sentence follows the hero's name; scene 5's follows stock colour.
    expect(story[1]?.sentences).toEqual(['Bunny went to the market.', 'She fed the ducks at the pond.']);
    expect(story[4]?.sentences).toEqual(['Scene 5 opens.', 'Stock colour 5a.', 'Bunny sat in the big fire truck.']);
    expect(told).toEqual(['She fed the ducks at the pond.', 'Bunny sat in the big fire truck.']);
  });

  it('leaves out a retold sentence the word list would refuse', () => {
    expect(weave('watched a horror film with her cousin').told).toEqual([]);
    expect(weave('watched a funny film with her cousin').told).toEqual(['Bunny watched a funny film with her cousin.']);
  });

  it('leaves out what the reteller cannot tell well: the parent speaking of themselves', () => {
    expect(weave('i finally had a hot coffee').told).toEqual([]);
  });
});

describe('a story with the parent’s clauses retold', () => {
  const bear = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bear');
  const story = (customDescription: string) =>
    writeBuiltinStory({
      language: 'en',
      character: {
        id: 'character-bear',
        name: 'Little Bear',
        description: bear?.text.en.description ?? '',
        catalogId: 'character-bear',
      } as never,
      activities: [],
      customDescription,
      customActivities: [],
      childPlaceholder: 'Zuri',
      childPronoun: 'she',
      seed: 'details',
    }).scenes.map((scene) => scene.text);

  it('tells each untold clause once, and no longer lists at supper the things it retold', () => {
    const scenes = story(
      'built a cubby out of the couch cushions and a big cardboard box. ate a jam sandwich on the stairs',
    );
    const text = scenes.join('\n');
    expect(text.match(/cubby/gu)).toHaveLength(1);
    expect(text.match(/jam sandwich/gu)).toHaveLength(1);
    expect(scenes[5]).not.toContain(':');
  });
});

describe('a description in another language than the story’s', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s: retells none of it, and the story keeps every rule',
    (language) => {
      const bunny = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bunny');
      if (!bunny) throw new Error('no bunny');
      const story = writeBuiltinStory({
        language,
        character: {
          name: bunny.text[language].name,
          description: bunny.text[language].description,
          look: bunny.look,
          catalogId: bunny.id,
        },
        activities: [],
        customDescription: 'we fed the ducks at the pond and then had a picnic on the grass with grandma',
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'she',
        seed: 'other-language',
      });
      expect(checkStructure(story, language)).toEqual({ ok: true });
      expect(story.scenes.map((scene) => scene.text).join(' ')).not.toMatch(/fed the ducks|had a picnic/u);
    },
  );
});

describe('a celebration the parent tapped', () => {
  it('keeps its sentence when a retold clause needs room in the same scene', () => {
    const fox = DEFAULT_CHARACTERS.find((item) => item.id === 'character-fox');
    if (!fox) throw new Error('no fox');
    const story = writeBuiltinStory({
      language: 'zh',
      character: { name: fox.text.zh.name, description: fox.text.zh.description, look: fox.look, catalogId: fox.id },
      activities: [],
      customDescription: '上午去了菜市场。',
      customActivities: [],
      childPlaceholder: 'Zuri',
      childPronoun: undefined,
      facts: {
        children: [{ name: 'Zuri', pronoun: 'they', age: 'baby', seed: 'c1' }],
        people: [{ relation: 'grown-up', name: 'Tavi', kind: 'mother', seed: 'g1' }],
        pets: [],
        weather: 'cloudy',
        celebration: 'new-year',
      },
      seed: 'celebration',
    });
    const text = story.scenes.map((scene) => scene.text).join('');
    expect(text).toContain('元旦');
    expect(text).toContain('菜市场');
  });
});

describe('a retold sentence with a gap in it', () => {
  // A reteller that had no words for part of a clause wrote `A la noche, undefined.` into a Spanish story.
  it('is never told', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const story = writeBuiltinStory({
        language: 'es',
        character: { id: 'character-bunny', name: 'Conejito', description: 'un conejito de peluche' } as never,
        activities: [],
        customDescription:
          'un perro enorme le ladro en la vereda y se asusto re mal, no quiso caminar mas y lo tuve q upar hasta casa. a la noche hablamos y dice q mañana le va a decir hola al perro bajito',
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'he',
        seed,
      });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(text, seed).not.toMatch(/undefined|NaN|\[object/u);
    }
  });
});
