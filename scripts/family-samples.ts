import { existsSync } from 'node:fs';
import path from 'node:path';
import { familyBriefOf, loadFamilyDays } from '../bench/family-truth/reader-days.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../src/server/catalog/catalog-data.ts';
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import type { BriefItem, DayFacts, StoryBrief } from '../src/server/providers/types.ts';
import type { Language } from '../src/shared/languages.ts';

/**
 * Three family days per language for a person to read (`docs/stories/family-<language>.md`): the facts as the parent
 * gave them, then the story as the parent reads it. The storyteller gets placeholders, as from the server (the first
 * child `Zuri`, the others the name guard's `Tavi`, `Kesi`, `Yaro`… in the family's order); the names are put back
 * for reading, as the server does.
 */

/** A family member as the parent wrote them, and the placeholder the storyteller receives. */
type Named = { name: string; placeholder: string };
type Cast = {
  /** Day (a): two children, their little brother, a grandmother as the children call her, a dog. */
  a: { first: string; second: string; brother: string; grandmother: string; dog: string };
  /** Day (b): one child, a friend, a guinea pig, what was lost (as the parent types it). */
  b: { child: string; friend: string; guineaPig: string; lost: string };
  /** Day (c): one child, the grown-up with them, the hamster that died. */
  c: { child: string; grownUp: string; hamster: string };
};

const CAST: Record<Language, Cast> = {
  en: {
    a: { first: 'Emma', second: 'Noah', brother: 'Leo', grandmother: 'Nana', dog: 'Biscuit' },
    b: { child: 'Lily', friend: 'Sam', guineaPig: 'Pepper', lost: 'her blue car' },
    c: { child: 'Jack', grownUp: 'Daddy', hamster: 'Nibbles' },
  },
  nl: {
    a: { first: 'Fenna', second: 'Daan', brother: 'Sem', grandmother: 'Oma', dog: 'Bobbie' },
    b: { child: 'Lotte', friend: 'Finn', guineaPig: 'Snuffie', lost: 'haar blauwe auto' },
    c: { child: 'Bram', grownUp: 'Papa', hamster: 'Knabbel' },
  },
  de: {
    a: { first: 'Mia', second: 'Paul', brother: 'Ben', grandmother: 'Oma', dog: 'Bello' },
    b: { child: 'Lena', friend: 'Jonas', guineaPig: 'Krümel', lost: 'ihr blaues Auto' },
    c: { child: 'Felix', grownUp: 'Papa', hamster: 'Flocke' },
  },
  fr: {
    a: { first: 'Léa', second: 'Hugo', brother: 'Jules', grandmother: 'Mamie', dog: 'Filou' },
    b: { child: 'Chloé', friend: 'Inès', guineaPig: 'Caramel', lost: 'sa petite voiture bleue' },
    c: { child: 'Louis', grownUp: 'Papa', hamster: 'Noisette' },
  },
  es: {
    a: { first: 'Lucía', second: 'Mateo', brother: 'Pablo', grandmother: 'Abuela', dog: 'Toby' },
    b: { child: 'Sofía', friend: 'Martina', guineaPig: 'Canela', lost: 'su coche azul' },
    c: { child: 'Hugo', grownUp: 'Papá', hamster: 'Bolita' },
  },
  pt: {
    a: { first: 'Leonor', second: 'Tomás', brother: 'Duarte', grandmother: 'Avó', dog: 'Bobi' },
    b: { child: 'Beatriz', friend: 'Matilde', guineaPig: 'Pipoca', lost: 'o carrinho azul dela' },
    c: { child: 'Santiago', grownUp: 'Pai', hamster: 'Fofinho' },
  },
  zh: {
    a: { first: '朵朵', second: '乐乐', brother: '豆豆', grandmother: '奶奶', dog: '旺财' },
    b: { child: '甜甜', friend: '果果', guineaPig: '团团', lost: '她的蓝色小汽车' },
    c: { child: '小宇', grownUp: '爸爸', hamster: '球球' },
  },
};

/** How a parent's brief says each part, in English: the samples' readers compare the facts with the story. */
type Day = { heading: string; facts: DayFacts; named: Named[]; activities: string[]; gave: string[] };

function daysOf(language: Language): Day[] {
  const { a, b, c } = CAST[language];
  return [
    {
      heading: 'Two children, their little brother, a grandmother and a dog: a first swim on a rainy day',
      named: [
        { name: a.first, placeholder: 'Zuri' },
        { name: a.second, placeholder: 'Tavi' },
        { name: a.brother, placeholder: 'Kesi' },
        { name: a.grandmother, placeholder: 'Yaro' },
        { name: a.dog, placeholder: 'Nemi' },
      ],
      facts: {
        children: [
          { name: 'Zuri', pronoun: 'she', age: 'preschooler', seed: 'a1' },
          { name: 'Tavi', pronoun: 'he', age: 'preschooler', seed: 'a2' },
        ],
        people: [
          { relation: 'sibling', name: 'Kesi', pronoun: 'he', age: 'toddler', isOlder: false, seed: 'a3' },
          { relation: 'grown-up', name: 'Yaro', kind: 'grandmother', seed: 'a4' },
        ],
        pets: [{ name: 'Nemi', kind: 'dog', seed: 'a5' }],
        firstTime: { kind: 'swimming' },
        feeling: 'proud',
        weather: 'rainy',
      },
      activities: ['activity-swimming', 'activity-baking'],
      gave: [
        `children: ${a.first} (she, preschooler) and ${a.second} (he, preschooler)`,
        `with: ${a.brother} (their little brother, toddler), ${a.grandmother} (grandmother), ${a.dog} (dog)`,
        'first time: swimming · feeling: proud · weather: rainy',
        'picked: swimming · baking',
      ],
    },
    {
      heading: 'One child, a friend and a guinea pig: something lost on a birthday',
      named: [
        { name: b.child, placeholder: 'Zuri' },
        { name: b.guineaPig, placeholder: 'Tavi' },
        { name: b.friend, placeholder: 'Kesi' },
      ],
      facts: {
        children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'b1' }],
        people: [{ relation: 'friend', name: 'Kesi', seed: 'b3' }],
        pets: [{ name: 'Tavi', kind: 'guinea-pig', seed: 'b2' }],
        hard: { kind: 'lost', word: b.lost },
        celebration: 'birthday',
      },
      activities: ['activity-playground', 'activity-painting'],
      gave: [
        `child: ${b.child} (she, toddler)`,
        `with: ${b.guineaPig} (guinea pig) · friend: ${b.friend}`,
        `something hard: lost, “${b.lost}” · celebration: birthday`,
        'picked: playground · painting',
      ],
    },
    {
      heading: 'One child whose hamster died, with a grown-up: a sad day',
      named: [
        { name: c.child, placeholder: 'Zuri' },
        { name: c.grownUp, placeholder: 'Tavi' },
        { name: c.hamster, placeholder: 'Kesi' },
      ],
      facts: {
        children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
        people: [{ relation: 'grown-up', name: 'Tavi', kind: 'father', seed: 'c2' }],
        pets: [],
        hard: { kind: 'pet-died', petName: 'Kesi', petKind: 'hamster' },
        feeling: 'sad',
      },
      activities: ['activity-reading'],
      gave: [
        `child: ${c.child} (he, preschooler)`,
        `with: ${c.grownUp} (father)`,
        `something hard: a pet died, ${c.hamster} (hamster) · feeling: sad`,
        'picked: reading',
      ],
    },
  ];
}

const itemOf = (seed: (typeof DEFAULT_CHARACTERS)[number], language: Language): BriefItem => ({
  name: seed.text[language].name,
  description: seed.text[language].description,
  look: seed.look,
  catalogId: seed.id,
});

/** Every placeholder back to the parent's name, as the server restores a story. */
function restore(text: string, named: Named[], language: Language): string {
  return named.reduce(
    (out, one) =>
      out.replace(
        // A whole name, also before a genitive `s` (`Zuris Geburtstag`), as the server matches it.
        new RegExp(language === 'zh' ? one.placeholder : `(?<!\\p{L})${one.placeholder}(?=s?(?!\\p{L}))`, 'gu'),
        one.name,
      ),
    text,
  );
}

/** The three family days of one language, as Markdown. */
export function familySamples(language: Language): string {
  const parts = [
    `# Family days (${language})`,
    '',
    'Written by `npm run stories:samples`: the built-in storyteller tells the family’s people and pets and tonight’s',
    'moments. Above each story, the facts the parent gave; the storyteller got placeholders for the names (shown after',
    'the arrow) and the names are put back here, as the server does.',
    '',
  ];
  daysOf(language).forEach((day, index) => {
    const story = writeBuiltinStory({
      language,
      character: itemOf(DEFAULT_CHARACTERS[index] as never, language),
      activities: day.activities.map((id) => {
        const seed = DEFAULT_ACTIVITIES.find((one) => one.id === id);
        if (!seed) throw new Error(id);
        return itemOf(seed, language);
      }),
      customDescription: undefined,
      customActivities: [],
      childPlaceholder: 'Zuri',
      childPronoun: day.facts.children[0]?.pronoun ?? undefined,
      facts: day.facts,
      seed: `family-${index}`,
    } satisfies StoryBrief);
    parts.push(
      `## ${day.heading}`,
      '',
      ...day.gave.map((line) => `> ${line}  `),
      `> names: ${day.named.map((one) => `${one.name} → ${one.placeholder}`).join(' · ')}`,
      '',
      `**${restore(story.title, day.named, language)}**`,
      '',
    );
    for (const scene of story.scenes) parts.push(`${scene.number}. ${restore(scene.text, day.named, language)}`, '');
  });
  // The evenings native-level readers wrote, told as the server tells them (`bench/family-truth/readers`).
  if (existsSync(path.join('bench', 'family-truth', 'readers', `${language}.json`))) {
    parts.push(
      '## Evenings written by a native-level reader',
      '',
      'Each family as its reader set it up in Settings, whose story it is, what they tapped and typed; the names are',
      'put back as the server does.',
      '',
    );
    for (const day of loadFamilyDays(language)) {
      const { brief, guard } = familyBriefOf(day, language, 'sample');
      const story = writeBuiltinStory(brief);
      const moments = (['firstTime', 'feeling', 'hard', 'weather', 'celebration'] as const)
        .filter((key) => day[key] !== undefined)
        .map((key) => {
          const value = day[key];
          return `${key}: ${typeof value === 'string' ? value : Object.values(value ?? {}).join(', ')}`;
        });
      parts.push(
        `### ${day.id}`,
        '',
        `> family: ${[
          ...day.children.map((kid) => `${kid.name} (${kid.pronoun ?? 'no pronoun'}, ${kid.age ?? 'toddler'})`),
          ...(day.grownUps ?? []).map((one) => `${one.name} (${one.kind})`),
          ...(day.pets ?? []).map((one) => `${one.name} (${one.word ?? one.kind})`),
        ].join(', ')}  `,
        `> story for: ${day.storyFor.join(' and ')} · with: ${[...(day.with ?? []), ...(day.friends ?? [])].join(', ') || 'nobody tapped'}  `,
        ...(moments.length > 0 ? [`> moments: ${moments.join(' · ')}  `] : []),
        ...(day.description ? [`> wrote: ${day.description}  `] : []),
        ...((day.typed ?? []).length > 0 ? [`> typed: ${(day.typed ?? []).join(' · ')}  `] : []),
        `> picked: ${(day.activities ?? []).map((id) => id.replace(/^activity-/u, '')).join(' · ') || 'nothing'}`,
        '',
        `**${guard.restore(story.title)}**`,
        '',
      );
      for (const scene of story.scenes) parts.push(`${scene.number}. ${guard.restore(scene.text)}`, '');
    }
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
