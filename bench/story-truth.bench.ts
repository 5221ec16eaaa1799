// Does the built-in storyteller tell the day the parent wrote (issue: the child's real day)? For each language, the
// days in `story-truth/days/<lang>.json` (written the way parents there write, each with what its story must tell),
// three stories a day with different seeds. Prints per language: the share of the parent's things told,
// contradictions with the day, sentences about the story itself, title or goodnight items never told, stories refused
// by the safety check, stories whose uh-oh is not the day's trouble, and CPU per story. Targets: at least 90% told,
// 0 for each of the rest. `npm run bench -- story-truth --show nl` prints every miss of one language; `--only nl`
// measures one language.
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
import { createWordListSafetyChecker } from '../src/server/providers/safety/word-list.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { briefOf, loadDays, withOwnChild } from './story-truth/days.ts';
import { measure } from './story-truth/measure.ts';

const SEEDS = ['monday', 'wednesday', 'saturday'];
const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const show = option('--show');
const only = option('--only');

const safety = createWordListSafetyChecker();
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const rows: string[][] = [
  [
    'language',
    'days',
    'told',
    'contradictions',
    'about story',
    'untold named',
    'refused',
    'uh-oh not trouble',
    'ms/story',
  ],
];
let missed = false;

// Each day twice: as the brief of a parent with no family in Settings (the character stands in for the child), and
// as the same parent's with their one child in Settings (`own day`: the child is the story's hero), as the server
// writes most stories.
for (const ownDay of [false, true])
  for (const language of LANGUAGES.filter((one) => only === undefined || one === only)) {
    const label = ownDay ? `${language} own day` : language;
    const days = loadDays(language);
    if (days.length === 0) {
      rows.push([label, '0', '—', '—', '—', '—', '—', '—', '—']);
      continue;
    }
    let tells = 0;
    let told = 0;
    let contradictions = 0;
    let aboutStory = 0;
    let untoldNamed = 0;
    let refused = 0;
    let troubleMissed = 0;
    let cpu = 0;
    let stories = 0;
    for (const day of days) {
      for (const seed of SEEDS) {
        const started = process.cpuUsage();
        let story: ReturnType<typeof writeBuiltinStory>;
        try {
          const brief = briefOf(day, language, seed);
          story = writeBuiltinStory(ownDay ? withOwnChild(brief) : brief);
        } catch (error) {
          refused += 1;
          if (show === language) process.stdout.write(`${day.id}/${seed}: threw ${String(error)}\n`);
          continue;
        }
        const used = process.cpuUsage(started);
        cpu += (used.user + used.system) / 1000;
        stories += 1;
        const result = measure(day, story, language);
        tells += result.told.length;
        told += result.told.filter((item) => item.isTold).length;
        contradictions += result.contradictions.length;
        aboutStory += result.aboutStory.length;
        untoldNamed += result.untoldNamed.length;
        if (result.troubleMissed) troubleMissed += 1;
        const verdict = await safety.check([story.title, ...story.scenes.map((scene) => scene.text)], language);
        if (!verdict.isSafe) refused += 1;
        if (show === language && seed === SEEDS[0] && !ownDay) {
          const misses = [
            ...result.told.filter((item) => !item.isTold).map((item) => `not told: ${item.what}`),
            ...result.contradictions.map((word) => `contradicts: ${word}`),
            ...result.aboutStory.map(() => 'about the story'),
            ...result.untoldNamed.map((id) => `named, never told: ${id}`),
            ...(result.troubleMissed ? [`uh-oh is not: ${day.trouble?.what}`] : []),
            ...(verdict.isSafe ? [] : ['refused']),
          ];
          if (misses.length > 0) {
            process.stdout.write(`\n## ${day.id}: ${day.description} ${JSON.stringify(day.typed)}\n`);
            process.stdout.write(`${misses.map((miss) => `- ${miss}`).join('\n')}\n`);
            process.stdout.write(
              `${story.title}\n${story.scenes.map((scene) => `${scene.number}. ${scene.text}`).join('\n')}\n`,
            );
          }
        }
      }
    }
    const share = tells === 0 ? 1 : told / tells;
    if (share < 0.9 || contradictions + aboutStory + untoldNamed + refused + troubleMissed > 0) missed = true;
    rows.push([
      label,
      String(days.length),
      percent(share),
      String(contradictions),
      String(aboutStory),
      String(untoldNamed),
      String(refused),
      String(troubleMissed),
      (cpu / Math.max(stories, 1)).toFixed(1),
    ]);
  }

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows)
  process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}\n`);
process.stdout.write(
  `${SEEDS.length} stories a day. targets: told at least 90%, 0 of each of the rest: ${missed ? 'MISSED' : 'met'}\n`,
);
