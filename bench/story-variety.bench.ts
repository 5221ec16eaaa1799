// The built-in storyteller's variety and faithfulness, per language (issue: stories worth reading every night).
// Prints: the share of sentences (names masked) that recur across 30 random stories; a simulated week of one parent
// (same character, a different day each night, each story remembering the ones before): the share of a night's
// sentences already heard on an earlier night, at night 4 and night 7 (mean and worst of 20 parents); runs of five
// words of the parent's text found in the stories; activities introduced as labels. Targets: night 7 at most 10% in
// every language, 0 pasted runs, 0 labels.
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../src/server/catalog/catalog-data.ts';
import { PACKS } from '../src/server/providers/builtin/story/packs.ts';
import { SAMPLE_DAYS } from '../src/server/providers/builtin/story/samples/index.ts';
import {
  itemOf,
  labelIntroductions,
  pastedRuns,
  simulateWeek,
  storySentences,
} from '../src/server/providers/builtin/story/variety-measures.ts';
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import type { Language } from '../src/shared/languages.ts';

const STORIES = 30;
const PARENTS = 20;

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const rows: string[][] = [
  ['language', 'recurring (30)', 'night 4 mean/worst', 'night 7 mean/worst', 'pasted', 'labels', 'CPU ms/story'],
];
let failed = false;

for (const language of Object.keys(PACKS) as Language[]) {
  const random = mulberry32(language.charCodeAt(0) * 31 + language.charCodeAt(1));
  const days = SAMPLE_DAYS[language] ?? [];
  const counts = new Map<string, number>();
  let total = 0;
  let pasted = 0;
  let labels = 0;
  // CPU time of the 30 stories (and the checks beside them), after the language's first story loaded its lexicon.
  const started = process.cpuUsage();
  for (let index = 0; index < STORIES; index += 1) {
    const character = DEFAULT_CHARACTERS[
      Math.floor(random() * DEFAULT_CHARACTERS.length)
    ] as (typeof DEFAULT_CHARACTERS)[number];
    const activities = [...DEFAULT_ACTIVITIES].sort(() => random() - 0.5).slice(0, Math.floor(random() * 5));
    const day = random() < 0.5 ? days[Math.floor(random() * days.length)] : undefined;
    const name = character.text[language].name;
    const story = writeBuiltinStory({
      language,
      character: itemOf(character, language),
      activities: activities.map((activity) => itemOf(activity, language)),
      customDescription: day?.description,
      customActivities: day?.typed ?? [],
      childPlaceholder: random() < 0.5 ? 'Zuri' : undefined,
      seed: `variety-${index}`,
    });
    const text = story.scenes.map((scene) => scene.text).join(' ');
    // A typed activity is the parent's own name for a thing and may be told by it; a description is never pasted.
    pasted += pastedRuns(text, [day?.description ?? ''], language).length;
    labels += labelIntroductions(
      text,
      activities.map((activity) => activity.text[language].name),
    );
    // A sentence counts once per story: the refrain said three times in one story is not variety lost.
    for (const sentence of new Set(storySentences(story, language, [name, 'Zuri']))) {
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      total += 1;
    }
  }
  const used = process.cpuUsage(started);
  const perStory = (used.user + used.system) / 1000 / STORIES;
  const recurring = [...counts.values()].filter((count) => count > 1).reduce((sum, count) => sum + count, 0) / total;
  const weeks = Array.from({ length: PARENTS }, (_, parent) => simulateWeek(language, parent));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const night4 = weeks.map((week) => week.heardByNight4);
  const night7 = weeks.map((week) => week.heardByNight7);
  if (Math.max(...night7) > 0.1 || pasted > 0 || labels > 0 || perStory >= 50) failed = true;
  rows.push([
    language,
    percent(recurring),
    `${percent(mean(night4))} / ${percent(Math.max(...night4))}`,
    `${percent(mean(night7))} / ${percent(Math.max(...night7))}`,
    String(pasted),
    String(labels),
    perStory.toFixed(1),
  ]);
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows)
  process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}\n`);
process.stdout.write(
  `targets: night 7 at most 10% for every parent and language, 0 pasted, 0 labels, under 50 ms of CPU a story: ${failed ? 'MISSED' : 'met'}\n`,
);
