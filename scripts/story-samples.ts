import fs from 'node:fs';
import path from 'node:path';
import { briefOf, loadDays, loadReaderDays, withOwnChild } from '../bench/story-truth/days.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../src/server/catalog/catalog-data.ts';
import { PACKS } from '../src/server/providers/builtin/story/packs.ts';
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import type { BriefItem, StoryBrief, StoryMemory } from '../src/server/providers/types.ts';
import { LANGUAGES, type Language } from '../src/shared/languages.ts';
import { familySamples } from './family-samples.ts';

/**
 * Writes sample stories of the built-in storyteller for a person to read: `docs/stories/<language>.md`, one file per
 * language with a pack, from every third day of the story-truth corpus (days written the way parents of that
 * language write), each with what the parent wrote above it, then a week of one parent; and three family days,
 * `docs/stories/family-<language>.md` (`family-samples.ts`). `npm run stories:samples [language…]`.
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
  const days = loadDays(language).filter((_, index) => index % 3 === 0);
  const parts: string[] = [
    `# Sample stories (${language})`,
    '',
    'Written by `npm run stories:samples` from days in `bench/story-truth/days/` (written the way parents of this',
    'language write); above each story, what the parent wrote, typed and picked. Each is the story of a parent whose',
    'Settings hold their child (Zuri, the hero), with the chosen character at the child’s side, as the app writes it.',
    '',
  ];
  const write = (heading: string, brief: StoryBrief, gave: string[] = []) => {
    const story = writeBuiltinStory(brief);
    parts.push(`## ${heading}`, '', ...gave, `**${story.title}**`, '');
    for (const scene of story.scenes) parts.push(`${scene.number}. ${scene.text}`, '');
    return story;
  };
  const activity = (id: string) => {
    const seed = DEFAULT_ACTIVITIES.find((item) => item.id === id);
    if (!seed) throw new Error(id);
    return itemOf(seed, language);
  };
  const character = (index: number) => itemOf(DEFAULT_CHARACTERS[index % DEFAULT_CHARACTERS.length] as never, language);
  const quoted = (text: string) => `> ${text.replace(/\n/gu, ' / ')}`;
  const tell = (day: (typeof days)[number]) =>
    write(day.id, withOwnChild(briefOf(day, language, 'sample')), [
      ...(day.description === '' ? [] : [quoted(`wrote: ${day.description}`), '']),
      ...(day.typed.length === 0 ? [] : [quoted(`typed: ${day.typed.join(' · ')}`), '']),
      ...(day.activities.length === 0
        ? []
        : [quoted(`picked: ${day.activities.map((id) => activity(id).name).join(' · ')}`), '']),
    ]);
  for (const day of days) tell(day);
  // Days a native reader wrote to read the stories as a parent, beside the bench's.
  parts.push(
    '## Days a reader wrote',
    '',
    'Written by a native-level reader of the language, the way parents there write, to read the stories as a parent (`bench/story-truth/readers/`).',
    '',
  );
  for (const day of loadReaderDays(language)) tell(day);
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
  const familyFile = path.join('docs', 'stories', `family-${language}.md`);
  fs.writeFileSync(familyFile, familySamples(language));
  process.stdout.write(`${file}\n${familyFile}\n`);
}
