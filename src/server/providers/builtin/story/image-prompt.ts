import type { ScenePlan } from '../../types.ts';
import type { PlaceId, Pose, ThingId, TimeOfDay } from '../lexicon/concepts.ts';

// Image prompts are always English, whatever the story's language, and never name the child.

const LIGHT: Record<TimeOfDay, string> = {
  morning: 'Soft golden morning light',
  midday: 'Bright, gentle daylight',
  afternoon: 'Warm afternoon light',
  evening: 'Early evening, warm lamp light and a pink sky',
  night: 'Night, a crescent moon and twinkling stars in a deep blue sky',
};

const PLACE: Record<PlaceId, string> = {
  bedroom: 'a cosy bedroom with soft curtains',
  kitchen: 'a warm family kitchen',
  bathroom: 'a cosy bathroom',
  livingRoom: 'a cosy living room with a soft rug',
  garden: 'a small garden with flower beds',
  park: 'a green park with tall trees and a duck pond',
  playground: 'a sunny playground with a slide and swings',
  beach: 'a sunny beach with soft sand and gentle waves',
  woods: 'a peaceful forest path under tall trees',
  farm: 'a friendly farm with a red barn',
  zoo: 'a leafy zoo path',
  shop: 'a bright little shop with crates of fruit',
  street: 'a quiet street with shiny puddles',
  grandparents: "a warm living room at the grandparents' house",
  car: 'the back seat of a family car',
  bus: 'a friendly town bus',
  train: 'a cheerful train puffing through green hills',
  rainyWindow: 'a window with rain outside',
  daycare: 'a bright daycare room with small tables and toys',
  pool: 'an indoor swimming pool with calm blue water',
  library: "a cosy children's corner in a library",
  doctor: "a friendly doctor's room",
  hairdresser: "a bright hairdresser's with a big mirror and a tall chair",
  snow: 'a quiet snowy garden',
  party: 'a festive room with balloons and garlands',
  aquarium: 'an aquarium with a big wall of blue glass, fish and a turtle',
};

const POSE: Record<Pose, string> = {
  standing: 'standing happily',
  walking: 'walking along',
  sitting: 'sitting comfortably',
  playing: 'playing',
  bath: 'in a warm bubble bath',
  bed: 'tucked in bed under a soft blanket, eyes gently closing',
  hugging: 'sharing a warm hug, smiling and relieved',
};

const thingWords = (things: ThingId[]) =>
  things.map((thing) => thing.replace(/[A-Z]/gu, (letter) => ` ${letter.toLowerCase()}`)).join(', ');

/** An English prompt for a model illustrator, from what the built-in storyteller knows the scene shows. */
export function englishPrompt(plan: ScenePlan, number: number, activityLook?: string): string {
  const things = plan.things.length > 0 ? `, with ${thingWords(plan.things)}` : '';
  const people = plan.people.length > 0 ? `, together with ${thingWords(plan.people as unknown as ThingId[])}` : '';
  const mood = number === 3 ? ' A small, gentle worry.' : '';
  return `${LIGHT[plan.timeOfDay]}. The character ${POSE[plan.pose]}${people}${things}. Setting: ${activityLook?.replace(/[.!?\s]+$/u, '') || PLACE[plan.place]}.${mood} Calm, gentle and child-friendly.`;
}
