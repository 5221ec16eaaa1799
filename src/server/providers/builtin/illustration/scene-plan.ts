import { DEFAULT_ACTIVITIES } from '../../../catalog/catalog-data.ts';
import type { ScenePlan, SceneRole } from '../../types.ts';
import type { PlaceId, Pose, TimeOfDay } from '../lexicon/concepts.ts';
import { readText } from '../lexicon/read.ts';
import { ACTIVITIES, ACTIVITY_IDS, type ActivityId, type ActivityMeta } from '../story/activities.ts';
import type { PropId } from './props.ts';

/**
 * Objects the illustrator adds to an activity's own things (which the storyteller lists): tools that show the
 * activity at a glance but that no story text names. They go where the storyteller puts the activity.
 */
const DRAWN_EXTRAS: Partial<Record<ActivityId, PropId[]>> = {
  'activity-playground': ['ball'],
  'activity-reading': ['teddy'],
  'activity-swimming': ['swimRing'],
  'activity-beach': ['bucket'],
  'activity-gardening': ['wateringCan', 'seedling'],
  'activity-doctor-visit': ['stethoscope'],
  'activity-shopping': ['cart'],
  'activity-music': ['drum', 'notes'],
  'activity-dancing': ['notes'],
  'activity-puddle-jumping': ['umbrella'],
  'activity-sandbox': ['bucket'],
};

/**
 * Where each activity happens, how the character is drawn there and the objects that show it: the storyteller's own
 * table (`story/activities.ts`), so the picture shows the place and things the text tells of.
 */
export const ACTIVITY_SCENES: Record<string, { place: PlaceId; pose: Pose; props: PropId[] }> = Object.fromEntries(
  ACTIVITY_IDS.map((id) => {
    const meta: ActivityMeta = ACTIVITIES[id];
    return [id, { place: meta.place, pose: meta.pose, props: [...meta.things, ...(DRAWN_EXTRAS[id] ?? [])] }];
  }),
);

/** Activities whose scene is wet outside. */
export const RAINY_ACTIVITIES = new Set<string>(
  ACTIVITY_IDS.filter((id) => (ACTIVITIES[id].things as readonly string[]).includes('rain')),
);

/** The catalog activity whose art a scene was given (`art/playground-slide.svg`), if any. */
export function activityOfArt(artPath: string | undefined): string | undefined {
  if (!artPath?.startsWith('art/')) return undefined;
  const file = artPath.slice('art/'.length);
  return DEFAULT_ACTIVITIES.find((activity) => activity.art === file)?.id;
}

/** The catalog activity an English prompt shows: the storyteller quotes the activity's look in its prompts. */
export function activityOfPrompt(prompt: string): string | undefined {
  const lower = prompt.toLowerCase();
  return DEFAULT_ACTIVITIES.find((activity) => activity.look && lower.includes(activity.look.toLowerCase()))?.id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ROLE_TIME: Record<SceneRole, TimeOfDay> = {
  opening: 'morning',
  playtime: 'midday',
  uhOh: 'midday',
  solution: 'afternoon',
  windDown: 'evening',
  bedtime: 'night',
};

/** The scene number in a pipeline seed (`<job>:<n>`), which tells scene 2 (morning play) from 5 (afternoon). */
export function sceneNumberOf(seed: string): number | undefined {
  const match = /:(\d)$/.exec(seed);
  return match ? Number(match[1]) : undefined;
}

/**
 * What a scene shows when its writer did not say (a model wrote the story, an old story is redrawn): the role sets
 * the time and the usual place (scene 1 wakes in the bedroom, 6 winds down in the bath, 7 sleeps in bed), the
 * activity sets the place and pose of the scenes between, and the English prompt adds the people and things it names.
 */
export function derivePlan(input: {
  role: SceneRole;
  activityArt?: string | undefined;
  prompt: string;
  seed: string;
}): ScenePlan {
  // The prompt begins with the shared style and the character's look: only the scene's own words count.
  // The prompt begins with the shared style and the character's look, which the scene's own words may repeat: only
  // the rest counts (a bunny's scene is not a scene with a rabbit in it).
  const look = /The main character:\s*([\s\S]*?)\.(?:\s|$)/u.exec(input.prompt)?.[1]?.trim();
  let sceneText = input.prompt.replace(/^[\s\S]*?The main character:[^.]*\.\s*/u, '');
  if (look) sceneText = sceneText.split(new RegExp(escapeRegExp(look), 'iu')).join(' ');
  const activityId = activityOfArt(input.activityArt) ?? activityOfPrompt(sceneText);
  const recognised = readText([sceneText], 'en');
  const number = sceneNumberOf(input.seed);
  let time = ROLE_TIME[input.role];
  if (number === 5) time = 'afternoon';
  if (input.role === 'opening') {
    return {
      place: 'bedroom',
      timeOfDay: 'morning',
      pose: 'standing',
      things: recognised.things,
      people: recognised.people,
      // The day's first activity: the window and the things laid out hint at it, so first pictures differ by day.
      activityId,
    };
  }
  if (input.role === 'bedtime') {
    return { place: 'bedroom', timeOfDay: 'night', pose: 'bed', things: [], people: [] };
  }
  if (input.role === 'windDown') {
    const place = recognised.places.includes('bedroom') ? 'bedroom' : 'bathroom';
    return {
      place,
      timeOfDay: 'evening',
      pose: place === 'bathroom' ? 'bath' : 'sitting',
      things: recognised.things,
      people: recognised.people,
    };
  }
  const scene = activityId ? ACTIVITY_SCENES[activityId] : undefined;
  const place = scene?.place ?? recognised.places[0] ?? 'garden';
  return {
    place,
    timeOfDay: time,
    pose:
      input.role === 'uhOh'
        ? 'standing'
        : input.role === 'solution' && recognised.people.length > 0
          ? 'hugging'
          : (scene?.pose ?? 'standing'),
    things: recognised.things,
    people: recognised.people,
    activityId,
  };
}
