// The built-in illustrator's cost (issue: the built-in illustrator): CPU time to compose and encode one 1024x576
// scene, the size of the WebP as stored (re-encoded the way `storeImage` does), and a story's seven pictures drawn
// together as the pipeline does. Stories use catalog and custom characters and a spread of activities; most carry the
// storyteller's scene plans (place, pose, people and things), the common path, and one draws without, as after a model.
import path from 'node:path';
import { DEFAULT_ACTIVITIES } from '../src/server/catalog/catalog-data.ts';
import { encodePicture } from '../src/server/media/store-image.ts';
import { createBuiltinIllustrator } from '../src/server/providers/builtin/illustrator.ts';
import type { PersonId } from '../src/server/providers/builtin/lexicon/concepts.ts';
import { ACTIVITIES, type ActivityId } from '../src/server/providers/builtin/story/activities.ts';
import { SCENE_ROLE_OF, type ScenePlan } from '../src/server/providers/types.ts';

const illustrator = createBuiltinIllustrator({ publicDir: path.resolve(import.meta.dirname, '../public') });
const characters = ['art/rabbit.svg', 'art/dragon.svg', 'art/lion.svg', undefined, 'art/penguin.svg', undefined];
const customLooks = ['A small purple dragon with round glasses', 'Een blauwe robot met een rode cape'];

/** A scene's plan as the storyteller writes it: the day's activity in its place, the morning bedroom, bath and bed. */
function planOf(scene: number, activityId: string | undefined): ScenePlan {
  if (scene === 1)
    return { place: 'bedroom', timeOfDay: 'morning', pose: 'standing', things: ['teddy'], people: ['mum'] };
  if (scene === 6) return { place: 'bathroom', timeOfDay: 'evening', pose: 'bath', things: ['bubbles'], people: [] };
  if (scene === 7) return { place: 'bedroom', timeOfDay: 'night', pose: 'bed', things: ['teddy'], people: [] };
  const meta = ACTIVITIES[(activityId ?? 'activity-park') as ActivityId] ?? ACTIVITIES['activity-park'];
  return {
    place: meta.place,
    timeOfDay: scene === 5 ? 'afternoon' : 'midday',
    pose: scene === 3 ? 'standing' : meta.pose,
    things: [...meta.things, 'balloon'],
    people: scene === 4 ? (['grandma', ...meta.people] as PersonId[]).slice(0, 2) : [...meta.people],
    activityId,
  };
}

function request(story: number, scene: number, redraw = 0) {
  const activity = DEFAULT_ACTIVITIES[(story * 3 + scene) % DEFAULT_ACTIVITIES.length];
  const characterArt = characters[story % characters.length];
  // Story 5 (and every fifth) draws without plans, as a model-written story does.
  const plan = story % 6 === 5 ? undefined : planOf(scene, activity?.id);
  return {
    prompt: `Soft picture-book illustration. The main character: ${customLooks[story % 2]}. A calm scene with grandma and a balloon.`,
    width: 1024,
    height: 576,
    guidanceScale: 7.5,
    numInferenceSteps: 4,
    goFast: false,
    premium: false,
    composition: {
      role: SCENE_ROLE_OF[scene] ?? 'playtime',
      characterArt,
      activityArt: scene >= 2 && scene <= 5 && activity ? `art/${activity.art}` : undefined,
      plan,
      seed: `bench-${story}${redraw ? `~r${redraw}` : ''}:${scene}`,
    },
  };
}

const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

// Warm-up: fonts, librsvg and the encoder's first use.
for (let scene = 1; scene <= 7; scene += 1) await illustrator.draw(request(99, scene));

const perScene: number[] = [];
const sizes: number[] = [];
for (let story = 0; story < 6; story += 1) {
  for (let scene = 1; scene <= 7; scene += 1) {
    const start = process.cpuUsage();
    const result = await illustrator.draw(request(story, scene));
    perScene.push(cpuMs(start));
    if (!('bytes' in result)) throw new Error('expected bytes');
    const stored = (await encodePicture(Buffer.from(result.bytes))).full;
    sizes.push(stored.length / 1024);
  }
}

const stories: Array<{ cpu: number; wall: number }> = [];
for (let story = 10; story < 14; story += 1) {
  const start = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: 7 }, (_, index) => illustrator.draw(request(story, index + 1))));
  stories.push({ cpu: cpuMs(start), wall: performance.now() - started });
}

const sorted = [...perScene].sort((a, b) => a - b);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');
const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
console.log(
  `scenes drawn: ${perScene.length} (6 stories, catalog and custom characters, 5 with the storyteller's plans), load average ${(await import('node:os')).loadavg()[0]?.toFixed(2)}`,
);
// The issue's budget is "at most 150 ms": the verdict is on the slowest scene, not a percentile.
console.log(
  `CPU per 1024x576 scene: median ${median(perScene).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max(perScene).toFixed(0)} ms (target: max ≤ 150 ms) ${verdict(max(perScene) <= 150)}`,
);
console.log(
  `stored WebP: median ${median(sizes).toFixed(0)} KB, max ${max(sizes).toFixed(0)} KB (target ≤ 120 KB) ${verdict(max(sizes) <= 120)}`,
);
console.log(
  `a story's 7 pictures together: CPU median ${median(stories.map((s) => s.cpu)).toFixed(0)} ms, max ${max(stories.map((s) => s.cpu)).toFixed(0)} ms; wall median ${median(stories.map((s) => s.wall)).toFixed(0)} ms (target ≤ 1000 ms) ${verdict(max(stories.map((s) => s.cpu)) <= 1000)}`,
);
