import { createWordListSafetyChecker } from '/work/main/src/server/providers/safety/word-list.ts';
import { PACKS } from '/work/main/src/server/providers/builtin/story/packs.ts';
import { SAMPLE_DAYS } from '/work/main/src/server/providers/builtin/story/samples/index.ts';
import { writeBuiltinStory } from '/work/main/src/server/providers/builtin/story/write.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '/work/main/src/server/catalog/catalog-data.ts';
const safety = createWordListSafetyChecker();
for (const language of Object.keys(PACKS) as any[]) {
  const bad = new Map<string, number>();
  for (let i = 0; i < 200; i++) {
    const ch = DEFAULT_CHARACTERS[i % 10]!; const day = (SAMPLE_DAYS[language] ?? [])[i % 8];
    const acts = [...DEFAULT_ACTIVITIES].sort((a,b)=> ((a.id.length*7+i)%5) - ((b.id.length*3+i)%5)).slice(0, i % 5);
    const item = (c: any) => ({ name: c.text[language].name, description: c.text[language].description, look: c.look, catalogId: c.id });
    const s = writeBuiltinStory({ language, character: item(ch), activities: acts.map(item), customDescription: i%2? day?.description: undefined, customActivities: [], childPlaceholder: 'Zuri', seed: 's'+i });
    for (const sentence of [s.title, ...s.scenes.map((x) => x.text)]) {
      const v = await safety.check([sentence], language);
      if (!v.isSafe) bad.set(`${v.reason} :: ${sentence.slice(0, 160)}`, (bad.get(`${v.reason} :: ${sentence.slice(0, 160)}`) ?? 0) + 1);
    }
  }
  console.log(language, bad.size, [...bad.keys()].slice(0, 6));
}
