/**
 * The things a young child's day is made of, as language-neutral ids. The lexicon of each language (`lexicon/xx.ts`)
 * maps the parent's words to these ids; the built-in storyteller tells them and the built-in illustrator draws them,
 * so a scene shows what its text says. Add an id here first, then its words in every language, its telling in every
 * story pack and, for things, its drawing.
 */

/** Where a scene happens: the built-in illustrator has a drawn setting for each. */
export const PLACES = [
  'bedroom',
  'kitchen',
  'bathroom',
  'livingRoom',
  'garden',
  'park',
  'playground',
  'beach',
  'woods',
  'farm',
  'zoo',
  'shop',
  'street',
  'grandparents',
  'car',
  'bus',
  'train',
  'rainyWindow',
  'daycare',
  'pool',
  'library',
  'doctor',
  'hairdresser',
  'snow',
  'party',
  'aquarium',
] as const;
export type PlaceId = (typeof PLACES)[number];

/** The light of a scene. */
export const TIMES_OF_DAY = ['morning', 'midday', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** How the character is drawn in a scene. */
export const POSES = ['standing', 'walking', 'sitting', 'playing', 'bath', 'bed', 'hugging'] as const;
export type Pose = (typeof POSES)[number];

/** People who may share the day. */
export const PEOPLE = [
  'mum',
  'dad',
  'grandma',
  'grandpa',
  'grandparents',
  'brother',
  'sister',
  'baby',
  'friend',
  'friends',
  'teacher',
  'doctor',
  'aunt',
  'uncle',
  'cousin',
] as const;
export type PersonId = (typeof PEOPLE)[number];

/** Food a child eats (the picnic is a meal out, not one thing eaten). */
export const FOODS = [
  'cake',
  'icecream',
  'pancakes',
  'pasta',
  'pizza',
  'soup',
  'bread',
  'cookies',
  'fruit',
  'strawberries',
  'apple',
  'banana',
] as const;

/** Things, animals, food and weather a scene can show and a story can tell. */
export const THINGS = [
  // animals
  'ducks',
  'dog',
  'cat',
  'horse',
  'cow',
  'sheep',
  'chickens',
  'fish',
  'birds',
  'butterfly',
  'snail',
  'rabbit',
  'guineaPig',
  'hamster',
  'tortoise',
  // food
  ...FOODS,
  'picnic',
  // toys and play
  'ball',
  'balloon',
  'kite',
  'bubbles',
  'blocks',
  'puzzle',
  'book',
  'drawing',
  'doll',
  'teddy',
  'toyCar',
  'sandcastle',
  'swing',
  'slide',
  'song',
  // getting about
  'scooter',
  'bike',
  'boat',
  'tractor',
  'bus',
  'train',
  'car',
  'plane',
  // nature and weather
  'rain',
  'puddle',
  'snow',
  'sun',
  'wind',
  'rainbow',
  'flowers',
  'leaves',
  'shells',
  'stones',
  'tree',
  'water',
] as const;
export type ThingId = (typeof THINGS)[number];

/**
 * What went wrong or was hard today. `small` mishaps become the story's uh-oh with a comforting solution; `sad` ones are
 * acknowledged gently, with comfort, and never told as a happy adventure.
 */
export const MISHAPS = {
  fell: 'small',
  hurt: 'small',
  cried: 'small',
  lost: 'small',
  scared: 'small',
  tantrum: 'small',
  broke: 'small',
  spilled: 'small',
  shy: 'small',
  tired: 'small',
  /**
   * Something felt strange or new (`he thought it was weird with all the boxes`, `dat vond ie wel raar`, `不习惯`), or
   * the child asked where something familiar went: told with the parent's own words and a cuddle, not a stock uh-oh.
   */
  strange: 'small',
  /**
   * Something stuck where no one could get it (`the kite got stuck in a tree`, `ballon hing im baum`, `卡住了`): the
   * parent's own words of it, and a grown-up who comes to help.
   */
  stuck: 'small',
  /** Covered in flour, mud, sand or ice cream: the day's own mess, wiped off with a laugh. */
  messy: 'small',
  /**
   * A plan that fell through (`sledging got cancelled`, `zwemles ging niet door`, `去不成了`): the parent's own words of
   * it, a little let-down feeling, and what they did instead.
   */
  letDown: 'small',
  sick: 'sad',
  /**
   * A parent, a brother or a sister ill at home (`mummy had the flu`, `papa ligt ziek op de bank`): the child is well,
   * worried for them and looks after them. Never read from words: the story makes it of a `sick` that is theirs.
   */
  nursing: 'small',
  hospital: 'sad',
  vaccine: 'small',
  died: 'sad',
  missing: 'sad',
  goodbye: 'sad',
} as const;
export type MishapId = keyof typeof MISHAPS;

/** Special events of a day. */
export const EVENTS = [
  'birthday',
  'newBaby',
  'firstDay',
  'moving',
  'haircut',
  'holiday',
  'dentist',
  'market',
  'aquarium',
] as const;
export type EventId = (typeof EVENTS)[number];

export type Recognised = {
  people: PersonId[];
  places: PlaceId[];
  things: ThingId[];
  mishaps: MishapId[];
  events: EventId[];
  /** Whether some of the text was not understood (told without quoting it). */
  hasUnknown: boolean;
};
