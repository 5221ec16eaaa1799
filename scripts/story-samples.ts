import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../src/server/catalog/catalog-data.ts';
import { PACKS } from '../src/server/providers/builtin/story/packs.ts';
import { SAMPLE_DAYS } from '../src/server/providers/builtin/story/samples/index.ts';
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import type { BriefItem, StoryBrief, StoryMemory } from '../src/server/providers/types.ts';
import { LANGUAGES, type Language } from '../src/shared/languages.ts';

/**
 * Writes sample stories of the built-in storyteller for a person to read: `docs/stories/<language>.md`, one file per
 * language with a pack. `npm run stories:samples [language…]`.
 */
const asked = process.argv.slice(2) as Language[];
const languages = (asked.length > 0 ? asked : [...LANGUAGES]).filter((language) => PACKS[language]);

const itemOf = (seed: (typeof DEFAULT_CHARACTERS)[number], language: Language): BriefItem => ({
  name: seed.text[language].name,
  description: seed.text[language].description,
  look: seed.look,
  catalogId: seed.id,
});

for (const language of languages) {
  const days = SAMPLE_DAYS[language] ?? [];
  const parts: string[] = [
    `# Sample stories (${language})`,
    '',
    'Written by `npm run stories:samples`; each heading says what the parent gave.',
    '',
  ];
  const write = (heading: string, brief: StoryBrief) => {
    const story = writeBuiltinStory(brief);
    parts.push(`## ${heading}`, '', `**${story.title}**`, '');
    for (const scene of story.scenes) parts.push(`${scene.number}. ${scene.text}`, '');
    return story;
  };
  const activity = (id: string) => {
    const seed = DEFAULT_ACTIVITIES.find((item) => item.id === id);
    if (!seed) throw new Error(id);
    return itemOf(seed, language);
  };
  const character = (index: number) => itemOf(DEFAULT_CHARACTERS[index % DEFAULT_CHARACTERS.length] as never, language);
  days.forEach((day, index) => {
    write(`${day.expect} — description: “${day.description ?? ''}”, typed: ${JSON.stringify(day.typed ?? [])}`, {
      language,
      character: character(index),
      activities: [],
      customDescription: day.description,
      customActivities: day.typed ?? [],
      childPlaceholder: index % 2 === 0 ? 'Kiddo' : undefined,
      childPronoun: (['she', 'he', 'they', undefined] as const)[index % 4],
      seed: `sample-${index}`,
    });
  });
  // A week of one parent: the same character, different days, each story remembering the ones before.
  const week = [
    ['activity-park', 'activity-baking', 'activity-bath'],
    ['activity-daycare', 'activity-puzzle'],
    ['activity-beach', 'activity-music', 'activity-grandparents'],
    ['activity-playground', 'activity-painting', 'activity-reading'],
    ['activity-zoo', 'activity-cooking'],
    ['activity-puddle-jumping', 'activity-building-blocks', 'activity-dancing'],
    ['activity-walk-in-the-woods', 'activity-library-visit', 'activity-swimming', 'activity-bath'],
  ];
  const recent: StoryMemory[] = [];
  week.forEach((ids, night) => {
    const story = write(`A week, night ${night + 1}: ${ids.join(', ')}`, {
      language,
      character: character(1),
      activities: ids.map(activity),
      customDescription: undefined,
      customActivities: [],
      childPlaceholder: 'Kiddo',
      childPronoun: 'he',
      recent: [...recent],
      seed: `week-${night}`,
    });
    if (story.memory) recent.unshift(story.memory);
  });
  const file = path.join('docs', 'stories', `${language}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${parts.join('\n').trimEnd()}\n`);
  process.stdout.write(`${file}\n`);
}
