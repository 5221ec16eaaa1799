import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import { checkStructure } from '../../../story-rules/structure.ts';
import type { StoryBrief } from '../../types.ts';
import { writeBuiltinStory } from './write.ts';

// A parent may type tonight's things in another language than the story's (a bilingual family, a Spanish story for a
// child whose day was told in English). The built-in storyteller has no model to translate them; whatever it does, the
// story must still read as its language, or the whole story is refused and lost.

/** Typed activities as parents of each language write them, long enough to read clearly as their language. */
const TYPED: Record<Language, string[]> = {
  en: ['we went to the park with the dog and then we had a picnic', 'We fed the <b>ducks</b> & the geese'],
  nl: ['we zijn met de hond naar het park geweest en toen naar oma', 'hij heeft met de blokken gespeeld'],
  de: ['wir waren mit dem Hund im Park und dann bei der Oma', 'Apfelstrudel gebacken mit der Tante'],
  fr: ['on est allés au parc avec le chien et puis chez la mamie', 'elle a joué avec les cubes dans sa chambre'],
  es: ['fuimos al parque con el perro y luego comimos en la casa de la abuela', 'jugamos con la pelota en el jardín'],
  pt: ['fomos ao parque com o cão e depois à casa da avó', 'brincou com os blocos no quarto'],
  zh: ['我们去公园喂鸭子然后去奶奶家吃饭', '和姐姐一起搭积木'],
};
const SEEDS = ['job-a', 'job-b', 'job-c', 'a94450d2-ecd5-4dde-89a9-a2d3a9feb2e8'];

const brief = (language: Language, typed: string, seed: string): StoryBrief => {
  const character = DEFAULT_CHARACTERS[0];
  if (!character) throw new Error('no catalog character');
  return {
    language,
    character: { ...character.text[language], look: character.look, catalogId: character.id },
    activities: [],
    customDescription: undefined,
    customActivities: [typed],
    childPlaceholder: 'Zuri',
    seed,
  };
};

describe('activities typed in another language than the story', () => {
  for (const language of LANGUAGES) {
    it(`keeps every ${language} story in ${language}, whatever language the parent typed in`, () => {
      const broken: string[] = [];
      for (const [from, texts] of Object.entries(TYPED)) {
        if (from === language) continue;
        for (const typed of texts) {
          for (const seed of SEEDS) {
            const verdict = checkStructure(writeBuiltinStory(brief(language, typed, seed)), language);
            if (!verdict.ok) broken.push(`${typed} (${seed}): ${verdict.problems.join('; ')}`);
          }
        }
      }
      expect(broken).toEqual([]);
    });
  }

  it('tells what another language names as the activity it is, in the story language', () => {
    const text = (language: Language, typed: string) =>
      writeBuiltinStory(brief(language, typed, 'job-a'))
        .scenes.map((scene) => scene.text)
        .join(' ');
    // The pond and the park of an English day, told in Spanish; the baking of a German day, told in French.
    expect(text('es', 'we fed the ducks at the pond in the park')).toMatch(/parque/);
    expect(text('fr', 'Apfelstrudel gebacken mit der Tante')).toMatch(/gâteau|pâte|cuisine/);
    expect(text('zh', 'we went to the park with the dog')).toMatch(/公园/);
  });
});
