import { describe, expect, it } from 'vitest';
import { sampleBrief } from '../../../../tests/fakes/story-fixtures.ts';
import type { ChildPronoun } from '../../../shared/account.ts';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { checkScene, isBedtimeText } from '../../story-rules/structure.ts';
import { STORY_EXAMPLES } from './story-examples.ts';
import { parseStory, storySystemPrompt } from './story-prompt.ts';

/**
 * The name the pipeline puts in the child's place (`stories/generation/child-name.ts`); a provider only ever sees it
 * in the brief, so the test passes it the same way rather than importing it from the pipeline.
 */
const CHILD_PLACEHOLDER = 'Zuri';

describe('the story prompt', () => {
  it.each(LANGUAGES)('%s: its example keeps the rules the story is checked against', (language) => {
    const example = STORY_EXAMPLES[language];
    for (const scene of example.scenes) {
      expect(checkScene({ ...scene, imagePrompt: 'x' }, scene.number - 1, language), scene.text).toEqual([]);
    }
    const scenesWithRefrain = example.scenes.filter((scene) => scene.text.includes(example.refrain));
    expect(scenesWithRefrain.map((scene) => scene.number)).toEqual([6, 7]);
    expect(isBedtimeText(example.scenes.at(-1)?.text ?? '', language)).toBe(true);
    expect(storySystemPrompt(sampleBrief({ language }))).toContain(example.scenes[0]?.text);
  });

  it('states the length in Chinese characters for Chinese and in words elsewhere', () => {
    expect(storySystemPrompt(sampleBrief({ language: 'zh' }))).toContain('fewer than 700 Chinese characters');
    expect(storySystemPrompt(sampleBrief({ language: 'de' }))).toContain('fewer than 500 words');
  });

  it('asks for European Portuguese', () => {
    expect(storySystemPrompt(sampleBrief({ language: 'pt' }))).toContain('European Portuguese as spoken in Portugal');
  });

  it('refers to the child as the parent chose, and neutrally when they did not', () => {
    expect(storySystemPrompt(sampleBrief({ language: 'fr', childPronoun: 'she' }))).toContain(
      'Kiddo is a girl: use she and her, and in French make every adjective',
    );
    expect(storySystemPrompt(sampleBrief({ language: 'es', childPronoun: 'he' }))).toContain('Kiddo is a boy');
    const neutral = storySystemPrompt(sampleBrief({ language: 'de' }));
    expect(neutral).toContain('Do not guess whether Kiddo is a girl or a boy');
    expect(storySystemPrompt(sampleBrief({ childPlaceholder: undefined }))).toContain('There is no child in the brief');
  });

  it('puts the article before the child’s name in Portuguese only as the pronoun says, and none when unset', () => {
    const prompt = (childPronoun: ChildPronoun | undefined) =>
      storySystemPrompt(sampleBrief({ language: 'pt', childPlaceholder: CHILD_PLACEHOLDER, childPronoun }));
    // The placeholder is what the model sees: citing "a Zuri" anywhere would push every story towards a girl.
    for (const pronoun of ['he', 'they', undefined] as const) {
      expect(prompt(pronoun), String(pronoun)).not.toContain(`a ${CHILD_PLACEHOLDER}`);
    }
    expect(prompt('he')).toContain(`"o ${CHILD_PLACEHOLDER}", "do ${CHILD_PLACEHOLDER}"`);
    expect(prompt('she')).toContain(`"a ${CHILD_PLACEHOLDER}", "da ${CHILD_PLACEHOLDER}"`);
    expect(prompt('she')).not.toContain(`o ${CHILD_PLACEHOLDER}`);
    const unset = prompt(undefined);
    expect(unset).not.toContain(`o ${CHILD_PLACEHOLDER}`);
    expect(unset).toContain('with no article before it, neither "o" nor "a"');
    // The register still shows the article before a character's name.
    expect(unset).toContain('"o Teddy"');
  });

  it('makes the words around the child’s name agree with the pronoun in es, fr, de and nl, and with none unset', () => {
    const prompt = (language: Language, childPronoun?: ChildPronoun) =>
      storySystemPrompt(sampleBrief({ language, childPlaceholder: CHILD_PLACEHOLDER, childPronoun }));
    for (const language of ['es', 'fr', 'de', 'nl'] as const) {
      expect(prompt(language), language).toContain(`with no article before it ("${CHILD_PLACEHOLDER}"`);
    }
    expect(prompt('es', 'she')).toContain(`"${CHILD_PLACEHOLDER} está cansada"`);
    expect(prompt('es', 'he')).toContain(`"${CHILD_PLACEHOLDER} está cansado"`);
    expect(prompt('es')).toContain(`"${CHILD_PLACEHOLDER} se duerme" rather than`);
    expect(prompt('fr', 'she')).toContain(`"${CHILD_PLACEHOLDER} s'est endormie"`);
    expect(prompt('fr', 'he')).toContain(`"${CHILD_PLACEHOLDER} s'est endormi"`);
    expect(prompt('de', 'he')).toContain('with er and sein');
    expect(prompt('nl')).toContain('repeat the name instead of hij, zij, zijn or haar');
    expect(prompt('en')).not.toContain('no article before it');
  });

  it('asks for bedtime French in the present, never the passé simple, and for spoken Mandarin in Chinese', () => {
    const french = storySystemPrompt(sampleBrief({ language: 'fr' }));
    expect(french).toContain('never the passé simple');
    expect(french).toContain('the apostrophe ’');
    expect(storySystemPrompt(sampleBrief({ language: 'zh' }))).toContain('spoken Mandarin a parent uses aloud');
  });

  it('uses the typographic apostrophe in the French example, as French typography does', () => {
    const texts = STORY_EXAMPLES.fr.scenes.map((scene) => scene.text).join(' ');
    expect(texts).toContain('’');
    expect(texts).not.toContain("'");
  });

  it('asks for neutral Spanish with tú, as the Spanish glossary does', () => {
    const prompt = storySystemPrompt(sampleBrief({ language: 'es' }));
    expect(prompt).toContain('Neutral Spanish that a family in Spain or in Latin America reads alike');
    expect(prompt).toContain('tú forms (never usted or vosotros)');
    expect(prompt).not.toContain('as spoken in Spain');
  });

  it('gives the parent’s description its rules: third person, the real mishap as the uh-oh, sad news gently', () => {
    const prompt = storySystemPrompt(sampleBrief());
    expect(prompt).toContain('Retell it in the third person');
    expect(prompt).toContain('that is the uh-oh of scene 3');
    expect(prompt).toContain('something sad');
    expect(prompt).toContain('refrain');
    expect(prompt).toContain('goodnight list');
  });

  it('asks for a new title and uh-oh after the parent’s recent stories', () => {
    const prompt = storySystemPrompt(
      sampleBrief({
        recent: [
          { title: 'Bunny and the Lost Boot', variants: [], uhOh: 'a red boot missing by the door' },
          { title: 'Bunny at the Pond', variants: [], uhOh: 'a spilled cup of juice' },
        ],
      }),
    );
    expect(prompt).toContain('"Bunny and the Lost Boot", "Bunny at the Pond"');
    expect(prompt).toContain('"a red boot missing by the door", "a spilled cup of juice"');
    expect(storySystemPrompt(sampleBrief())).not.toContain('VARIETY');
  });

  it('asks for picture prompts of the scene only: the fixed look is the pipeline’s', () => {
    expect(storySystemPrompt(sampleBrief())).toContain('Do not describe how the character or the child look');
  });
});

describe('reading a story answer', () => {
  const story = JSON.stringify({
    title: 'T',
    scenes: [{ number: 1, text: 'A. B. C.', imagePrompt: 'x', activity: null }],
  });
  it.each([
    ['a code fence', `\`\`\`json\n${story}\n\`\`\``],
    ['prose around it', `Here you go!\n${story}\nEnjoy.`],
    ['a trailing comma', story.replace(']}', ',]}')],
    ['a byte-order mark', `\uFEFF${story}`],
  ])('reads an answer with %s', (_kind, answer) => {
    expect(parseStory(answer, sampleBrief()).scenes).toHaveLength(1);
  });
});

describe('the story prompt with the day facts', () => {
  const facts = {
    children: [
      { name: 'Zuri', pronoun: 'she' as const, age: 'toddler' as const, seed: 'c1' },
      { name: 'Kito', pronoun: 'he' as const, age: 'toddler' as const, seed: 'c2' },
    ],
    people: [
      { relation: 'grown-up' as const, name: 'Nana', kind: 'grandmother' as const, seed: 'g1' },
      {
        relation: 'sibling' as const,
        name: 'Milo',
        pronoun: 'he' as const,
        age: 'baby' as const,
        isOlder: false,
        seed: 's1',
      },
      { relation: 'friend' as const, name: 'Sam', seed: 'f1' },
    ],
    pets: [
      { name: 'Rex', kind: 'dog' as const, seed: 'p1' },
      { name: 'Pip', kind: 'guinea-pig' as const, seed: 'p2' },
    ],
    weather: 'rainy' as const,
    celebration: 'birthday' as const,
    hard: { kind: 'pet-died' as const, petName: 'Rex' },
  };

  it('lists every fact plainly, the names as placeholders, and the hard moment in scenes 3 and 4', () => {
    const prompt = storySystemPrompt({ ...sampleBrief({ language: 'en' }), facts });
    expect(prompt).toContain("THE FAMILY AND TONIGHT'S MOMENTS");
    expect(prompt).toMatch(/"Zuri" and "Kito": they are in the story together/u);
    expect(prompt).toMatch(/"Nana" is what the child calls them/u);
    expect(prompt).toContain(`"Milo" was there: the children's little brother.`);
    expect(prompt).toContain(`"Sam" was there: a friend.`);
    expect(prompt).toContain(`"Pip", the family's guinea pig, was there.`);
    expect(prompt).not.toContain(`"Rex", the family's dog, was there.`);
    expect(prompt).toMatch(/a pet that died \("Rex", the family's pet\)\. It is the trouble of scene 3/u);
    expect(prompt).toMatch(/"Rex" never appears alive/u);
    expect(prompt).toMatch(/weather was rainy: every scene agrees/u);
    expect(prompt).toContain(`Today was "Zuri" and "Kito"'s birthday`);
  });

  it('says nothing of the family when there are no facts', () => {
    expect(storySystemPrompt(sampleBrief({ language: 'en' }))).not.toContain("THE FAMILY AND TONIGHT'S MOMENTS");
  });
});
