import { simulateWeek } from '../src/server/providers/builtin/story/variety-measures.ts';
import { writeBuiltinStory } from '../src/server/providers/builtin/story/write.ts';
const lang = process.argv[2] as 'zh';
for (let p = 0; p < 20; p++) { const w = simulateWeek(lang, p); if (w.heardByNight7 > 0.08) console.log(p, w.heardByNight.map((x) => x.toFixed(2)).join(' ')); }
