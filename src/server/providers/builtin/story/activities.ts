import type { EventId, PersonId, PlaceId, Pose, ThingId } from '../lexicon/concepts.ts';

/**
 * What the built-in storyteller knows of each catalog activity, whatever the language: when in the day it belongs,
 * where it happens, who is usually there, what the picture shows and which uh-ohs make physical sense there.
 */

/** The gentle uh-ohs of activities, each with a solution in every pack. */
export const PROBLEMS = [
  'lostToy',
  'spill',
  'tower',
  'balloon',
  'turns',
  'windHat',
  'splash',
  'floatAway',
  'shyHello',
  'wobble',
  'missingPiece',
  'rollAway',
  /** Time to leave a place the child loved: one more go, a wave, and off. */
  'timeToGo',
  /** Time to stop a game at home the child loved: a little longer, a tidy-up together, and see you tomorrow. */
  'timeToStop',
] as const;
export type ProblemId = (typeof PROBLEMS)[number];

/** When an activity belongs: scenes follow the day (morning, then afternoon; the bath is the evening's). */
export type PartOfDay = 'morning' | 'any' | 'afternoon' | 'evening';

export type ActivityMeta = {
  place: PlaceId;
  when: PartOfDay;
  pose: Pose;
  /** Drawn in the scene. */
  things: ThingId[];
  /** Who is usually there. */
  people: PersonId[];
  problems: ProblemId[];
};

export const ACTIVITIES = {
  'activity-playground': {
    place: 'playground',
    when: 'morning',
    pose: 'playing',
    things: ['slide', 'swing'],
    people: [],
    // No hat in the wind: the playground is soft play indoors too.
    problems: ['turns', 'rollAway', 'timeToGo'],
  },
  'activity-bath': {
    place: 'bathroom',
    when: 'evening',
    pose: 'bath',
    things: ['bubbles', 'ducks'],
    people: [],
    problems: ['splash', 'floatAway'],
  },
  'activity-painting': {
    place: 'kitchen',
    when: 'any',
    pose: 'sitting',
    things: ['drawing'],
    people: [],
    problems: ['spill', 'lostToy', 'timeToStop'],
  },
  'activity-reading': {
    place: 'livingRoom',
    when: 'any',
    pose: 'sitting',
    things: ['book'],
    people: [],
    problems: ['lostToy', 'missingPiece'],
  },
  'activity-daycare': {
    place: 'daycare',
    when: 'morning',
    pose: 'playing',
    things: ['blocks', 'drawing'],
    people: ['friends', 'teacher'],
    problems: ['shyHello', 'turns', 'tower'],
  },
  'activity-grandparents': {
    place: 'grandparents',
    when: 'afternoon',
    pose: 'sitting',
    things: ['cookies'],
    people: ['grandparents'],
    problems: ['shyHello', 'spill', 'lostToy', 'timeToGo'],
  },
  'activity-swimming': {
    place: 'pool',
    when: 'morning',
    pose: 'playing',
    things: ['water'],
    people: [],
    problems: ['splash', 'floatAway', 'timeToGo'],
  },
  'activity-baking': {
    place: 'kitchen',
    when: 'afternoon',
    pose: 'standing',
    things: ['cookies'],
    people: [],
    problems: ['spill', 'rollAway'],
  },
  'activity-building-blocks': {
    place: 'livingRoom',
    when: 'any',
    pose: 'sitting',
    things: ['blocks'],
    people: [],
    problems: ['tower', 'missingPiece', 'timeToStop'],
  },
  'activity-music': {
    place: 'livingRoom',
    when: 'any',
    pose: 'playing',
    things: ['song'],
    people: [],
    problems: ['lostToy', 'turns', 'timeToStop'],
  },
  'activity-dancing': {
    place: 'livingRoom',
    when: 'afternoon',
    pose: 'playing',
    things: ['song'],
    people: [],
    problems: ['wobble', 'lostToy', 'timeToStop'],
  },
  'activity-zoo': {
    place: 'zoo',
    when: 'morning',
    pose: 'walking',
    things: [],
    people: [],
    problems: ['windHat', 'balloon', 'shyHello', 'timeToGo'],
  },
  'activity-park': {
    place: 'park',
    when: 'morning',
    pose: 'walking',
    things: ['ducks', 'tree'],
    people: [],
    problems: ['windHat', 'rollAway', 'balloon', 'timeToGo'],
  },
  'activity-beach': {
    place: 'beach',
    when: 'afternoon',
    pose: 'playing',
    things: ['sandcastle', 'shells'],
    people: [],
    problems: ['floatAway', 'windHat', 'splash', 'timeToGo'],
  },
  'activity-bike-ride': {
    place: 'park',
    when: 'morning',
    pose: 'playing',
    things: ['bike'],
    people: [],
    problems: ['wobble', 'windHat'],
  },
  'activity-gardening': {
    place: 'garden',
    when: 'afternoon',
    pose: 'standing',
    things: ['flowers'],
    people: [],
    // Out of doors: an apple that rolls off, a gust, a lost cuddly; no cup spilt on a table or floor the garden lacks.
    problems: ['rollAway', 'windHat', 'lostToy'],
  },
  'activity-puzzle': {
    place: 'livingRoom',
    when: 'any',
    pose: 'sitting',
    things: ['puzzle'],
    people: [],
    problems: ['missingPiece', 'tower'],
  },
  'activity-doctor-visit': {
    place: 'doctor',
    when: 'morning',
    pose: 'sitting',
    things: ['teddy'],
    people: ['doctor'],
    // (Nothing is made up as lost at a short visit: readers heard a cuddly lost at the dentist's.)
    problems: ['shyHello'],
  },
  'activity-birthday-party': {
    place: 'party',
    when: 'afternoon',
    pose: 'playing',
    things: ['cake', 'balloon'],
    people: ['friends'],
    problems: ['balloon', 'turns', 'spill'],
  },
  'activity-snow': {
    place: 'snow',
    when: 'morning',
    pose: 'playing',
    things: ['snow'],
    people: [],
    problems: ['windHat', 'wobble', 'lostToy', 'timeToGo'],
  },
  'activity-shopping': {
    place: 'shop',
    when: 'morning',
    pose: 'walking',
    things: ['fruit'],
    people: [],
    problems: ['rollAway', 'lostToy'],
  },
  'activity-cooking': {
    place: 'kitchen',
    when: 'afternoon',
    pose: 'standing',
    things: ['soup'],
    people: [],
    problems: ['spill', 'rollAway'],
  },
  'activity-train-ride': {
    place: 'train',
    when: 'morning',
    pose: 'sitting',
    things: ['train'],
    people: [],
    // (Time to get off, where the ride was the joy of the day: no worry made up on a train the child loved.)
    problems: ['timeToGo', 'lostToy', 'shyHello'],
  },
  'activity-sandbox': {
    place: 'playground',
    when: 'afternoon',
    pose: 'playing',
    things: ['sandcastle'],
    people: [],
    problems: ['tower', 'turns', 'lostToy', 'timeToGo'],
  },
  'activity-library-visit': {
    place: 'library',
    when: 'morning',
    pose: 'sitting',
    things: ['book'],
    people: [],
    problems: ['lostToy', 'shyHello', 'timeToGo'],
  },
  'activity-puddle-jumping': {
    place: 'street',
    when: 'afternoon',
    pose: 'playing',
    things: ['puddle', 'rain'],
    people: [],
    problems: ['splash', 'wobble', 'windHat', 'timeToGo'],
  },
  'activity-playing-with-friends': {
    place: 'garden',
    when: 'afternoon',
    pose: 'playing',
    things: ['ball'],
    people: ['friends'],
    problems: ['turns', 'rollAway', 'tower', 'timeToGo'],
  },
  'activity-walk-in-the-woods': {
    place: 'woods',
    when: 'morning',
    pose: 'walking',
    things: ['leaves', 'tree'],
    people: [],
    problems: ['lostToy', 'windHat', 'wobble', 'timeToGo'],
  },
  // Not in the catalog: told when the parent's words name these places.
  'farm-visit': {
    place: 'farm',
    when: 'morning',
    pose: 'walking',
    things: ['cow', 'tractor'],
    people: [],
    problems: ['windHat', 'lostToy', 'shyHello', 'timeToGo'],
  },
  'town-walk': {
    place: 'street',
    when: 'any',
    pose: 'walking',
    things: [],
    people: [],
    problems: ['windHat', 'rollAway', 'lostToy'],
  },
  'car-ride': {
    place: 'car',
    when: 'any',
    pose: 'sitting',
    things: ['car'],
    people: [],
    problems: ['lostToy', 'spill'],
  },
  'rainy-day': {
    place: 'rainyWindow',
    when: 'any',
    pose: 'sitting',
    things: ['rain'],
    people: [],
    problems: ['tower', 'lostToy', 'missingPiece', 'timeToStop'],
  },
  // Told when the parent's words name them: a dentist is no doctor, a market no supermarket, an aquarium no zoo.
  'dentist-visit': {
    place: 'doctor',
    when: 'morning',
    pose: 'sitting',
    things: [],
    people: [],
    // (Nothing is made up as lost at a short visit: readers heard a cuddly lost at the dentist's.)
    problems: ['shyHello'],
  },
  // A first haircut, or one the parent's words name: at the hairdresser's, not at home.
  'hairdresser-visit': {
    place: 'hairdresser',
    when: 'morning',
    pose: 'sitting',
    things: [],
    people: [],
    // (Nothing is made up as lost at a short visit: readers heard a cuddly lost at the dentist's.)
    problems: ['shyHello'],
  },
  'market-visit': {
    place: 'street',
    when: 'morning',
    pose: 'walking',
    things: ['fruit'],
    people: [],
    // (No hat blown over the grass among the stalls: an apple of the stall rolls away.)
    problems: ['rollAway', 'lostToy'],
  },
  'aquarium-visit': {
    place: 'aquarium',
    when: 'morning',
    pose: 'standing',
    things: ['fish'],
    people: [],
    problems: ['shyHello', 'lostToy', 'timeToGo'],
  },
} as const satisfies Record<string, ActivityMeta>;

export type ActivityId = keyof typeof ACTIVITIES;
export const ACTIVITY_IDS = Object.keys(ACTIVITIES) as ActivityId[];

export function isActivityId(id: string | undefined): id is ActivityId {
  return id !== undefined && id in ACTIVITIES;
}

/** The activity a place the parent named is told as (typed `went to the beach` -> the beach's scene material). */
export const ACTIVITY_OF_PLACE: Partial<Record<PlaceId, ActivityId>> = {
  park: 'activity-park',
  playground: 'activity-playground',
  beach: 'activity-beach',
  woods: 'activity-walk-in-the-woods',
  farm: 'farm-visit',
  street: 'town-walk',
  car: 'car-ride',
  bus: 'car-ride',
  rainyWindow: 'rainy-day',
  zoo: 'activity-zoo',
  shop: 'activity-shopping',
  grandparents: 'activity-grandparents',
  train: 'activity-train-ride',
  daycare: 'activity-daycare',
  pool: 'activity-swimming',
  library: 'activity-library-visit',
  doctor: 'activity-doctor-visit',
  snow: 'activity-snow',
  party: 'activity-birthday-party',
  bathroom: 'activity-bath',
  garden: 'activity-gardening',
};

/** The activity a thing the parent named is told as, when no place says more (`rode her scooter` -> a ride). */
export const ACTIVITY_OF_THING: Partial<Record<ThingId, ActivityId>> = {
  blocks: 'activity-building-blocks',
  puzzle: 'activity-puzzle',
  drawing: 'activity-painting',
  book: 'activity-reading',
  song: 'activity-music',
  bike: 'activity-bike-ride',
  sandcastle: 'activity-sandbox',
  puddle: 'activity-puddle-jumping',
  swing: 'activity-playground',
  slide: 'activity-playground',
  ducks: 'activity-park',
  cookies: 'activity-baking',
  snow: 'activity-snow',
  shells: 'activity-beach',
  flowers: 'activity-gardening',
  train: 'activity-train-ride',
  ball: 'activity-playing-with-friends',
  rain: 'rainy-day',
};

/** Events the parent named that have a scene of their own. */
export const ACTIVITY_OF_EVENT: Partial<Record<EventId, ActivityId>> = {
  birthday: 'activity-birthday-party',
  dentist: 'dentist-visit',
  haircut: 'hairdresser-visit',
  market: 'market-visit',
  aquarium: 'aquarium-visit',
};

/** People who help and comfort in scene 4 (a friend or a baby does not). */
export const HELPERS: readonly PersonId[] = [
  'mum',
  'dad',
  'grandma',
  'grandpa',
  'grandparents',
  'teacher',
  'aunt',
  'uncle',
];

/** Foods told at breakfast (scene 1) or supper (scene 6) rather than as an activity. */
export const BREAKFAST_FOODS: readonly ThingId[] = ['pancakes', 'bread', 'fruit', 'banana', 'apple', 'strawberries'];
export const SUPPER_FOODS: readonly ThingId[] = ['pasta', 'pizza', 'soup'];
