// Does the built-in storyteller tell the family and tonight's moments (`StoryBrief.facts`) of any day? For each
// language, random but plausible briefs (family-truth/briefs.ts, seeded: the same every run), each checked by
// family-truth/check.ts. Prints per language: the share of facts told (every member who was there by name, every pet
// by its kind, every moment), the count of each failure class, and CPU per story. Targets: 100% told, 0 failures.
// `npm run bench -- family-truth --count 50` runs fewer briefs; `--show nl` prints every failure of one language.
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import { createWordListSafetyChecker } from '../src/server/providers/safety/word-list.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { randomBrief } from './family-truth/briefs.ts';
import { checkFamilyStory, FAILURES } from './family-truth/check.ts';

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const count = Number(option('--count') ?? 300);
const show = option('--show');

const safety = createWordListSafetyChecker();
const rows: string[][] = [['language', 'briefs', 'told', ...FAILURES, 'ms/story']];
let missed = false;

for (const language of LANGUAGES) {
  let facts = 0;
  let told = 0;
  let cpu = 0;
  const failures = new Map<string, number>(FAILURES.map((kind) => [kind, 0]));
  for (let index = 0; index < count; index += 1) {
    const brief = randomBrief(language, String(index));
    const started = process.cpuUsage();
    const story = writeBuiltinStory(brief);
    const used = process.cpuUsage(started);
    cpu += (used.user + used.system) / 1000;
    const verdict = await safety.check([story.title, ...story.scenes.map((scene) => scene.text)], language);
    const result = checkFamilyStory(brief, story, verdict.isSafe);
    facts += result.facts.length;
    told += result.facts.filter((fact) => fact.isTold).length;
    for (const failure of result.failures) failures.set(failure.kind, (failures.get(failure.kind) ?? 0) + 1);
    if (show === language && result.failures.length > 0) {
      process.stdout.write(`\n## ${language} ${index}: ${JSON.stringify(brief.facts)}\n`);
      process.stdout.write(`${result.failures.map((failure) => `- ${failure.kind}: ${failure.detail}`).join('\n')}\n`);
      process.stdout.write(`${story.scenes.map((scene) => `${scene.number}. ${scene.text}`).join('\n')}\n`);
    }
  }
  const share = facts === 0 ? 1 : told / facts;
  if (told < facts || [...failures.values()].some((value) => value > 0)) missed = true;
  rows.push([
    language,
    String(count),
    `${(share * 100).toFixed(1)}%`,
    ...FAILURES.map((kind) => String(failures.get(kind) ?? 0)),
    (cpu / count).toFixed(1),
  ]);
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows)
  process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}\n`);
process.stdout.write(
  `${count} random briefs a language. targets: 100% told, 0 of each failure: ${missed ? 'MISSED' : 'met'}\n`,
);
