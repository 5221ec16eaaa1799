import type { ChildPronoun } from '../../shared/account.ts';
import type {
  AgeBand,
  Celebration,
  FamilySkin,
  Feeling,
  FirstTime,
  GrownUpKind,
  HardThing,
  PetKind,
  Weather,
} from '../../shared/family.ts';
import type { Language } from '../../shared/languages.ts';
import type { MishapId, PersonId, PlaceId, Pose, ThingId, TimeOfDay } from './builtin/lexicon/concepts.ts';
import type { ProblemId } from './builtin/story/activities.ts';

/**
 * The provider interfaces of the story engine: one small interface per capability. Implementations live one per file
 * (`builtin/`, `text/`, `image/`, `speech/`, `safety/`) and are chosen by configuration in `registry.ts`.
 */

/** What the scene is for in the story's arc (spec §1: 3 is the gentle uh-oh, 4 its solution, 7 bedtime). */
/** Scenes 2 and 5 are `playtime`: the square pictures of custom items are `portrait` and `activity`, a different thing. */
export type SceneRole = 'opening' | 'playtime' | 'uhOh' | 'solution' | 'windDown' | 'bedtime';

export const SCENE_ROLE_OF: Record<number, SceneRole> = {
  1: 'opening',
  2: 'playtime',
  3: 'uhOh',
  4: 'solution',
  5: 'playtime',
  6: 'windDown',
  7: 'bedtime',
};

export type SquareKind = 'portrait' | 'activity';

export type BriefItem = {
  /** The name in the story's language. */
  name: string;
  description: string;
  /** English visual description for image prompts. */
  look: string;
  /** The default catalog's id (`activity-park`); undefined for a parent's own item. */
  catalogId?: string | undefined;
};

/** What a writer remembers of one of the parent's recent stories, so tonight's does not repeat it. */
export type StoryMemory = {
  title: string;
  /** Keys of the built-in storyteller's sentence variants used in that story (`opening.wake.3`). */
  variants: string[];
  /** A few words on that story's uh-oh, in English (for a model's variety hint). */
  uhOh: string;
};

/** Everything a story writer may use. The child's first name, if any, is only ever a placeholder here. */
export type StoryBrief = {
  language: Language;
  character: BriefItem;
  /** Selected activities (0-5), in the parent's order. */
  activities: BriefItem[];
  customDescription: string | undefined;
  /** Activities the parent typed (reflection mode). */
  customActivities: string[];
  /** A placeholder such as `Kiddo` that the server swaps for the child's real name after writing, or undefined. */
  childPlaceholder: string | undefined;
  /** How the story refers to the child (Settings); undefined: neutral wording where the language allows. */
  childPronoun?: ChildPronoun | undefined;
  /**
   * The family's people and pets and tonight's moments, as facts every writer must tell (Settings' family and the
   * create screen's taps). Every name in it is a placeholder, as `childPlaceholder` is. Undefined: none were given.
   */
  facts?: DayFacts | undefined;
  /** The parent's recent stories, newest first (at most 10): tonight's story avoids what they already heard. */
  recent?: StoryMemory[] | undefined;
  /** A stable value derived from the brief: the same brief gives the same story from deterministic writers. */
  seed: string;
};

/**
 * Who the story is about and who was there, and what the parent tapped for the day. Names are placeholders the server
 * swaps back after writing; `relation` says how the person stands to the story's children, for the words a story uses
 * ("her little brother", "Grandma") and for the pictures.
 */
export type DayFacts = {
  /** The story's children, the first one the story's main child (its placeholder is `childPlaceholder`). */
  children: { name: string; pronoun: ChildPronoun | null; age: AgeBand; seed: string }[];
  /** Who else was there, in the order the parent tapped them. */
  people: DayPerson[];
  pets: { name: string; kind: PetKind; word?: string | undefined; seed: string }[];
  firstTime?: { kind: FirstTime; word?: string | undefined } | undefined;
  feeling?: Feeling | undefined;
  /** The day's trouble: scenes 3 and 4 tell it, and nothing stock replaces it. */
  hard?:
    | {
        kind: HardThing;
        word?: string | undefined;
        petName?: string | undefined;
        /**
         * For `pet-died`: what kind of animal it was (and the parent's word for an `other`), so the story can say
         * `Nibbles the hamster` of a pet that, having died, is not among `pets`.
         */
        petKind?: PetKind | undefined;
        petWord?: string | undefined;
      }
    | undefined;
  weather?: Weather | undefined;
  celebration?: Celebration | undefined;
  /**
   * The one skin tone the family's people are drawn with: the parent's choice, or one the family's own seed picks
   * when they chose none. Undefined when the parent chose "each their own": every member keeps its own look.
   */
  skin?: FamilySkin | undefined;
};

/** `seed`: stable for one member of the family (from its id, never its name), so pictures draw them alike every night. */
export type DayPerson =
  | { relation: 'grown-up'; name: string; kind: GrownUpKind; seed: string }
  /**
   * A child of the family who is not one of the story's children: a sister or brother. `isOlder` compares age bands
   * with the story's first child; undefined when they share one (the story then says neither little nor big).
   */
  | {
      relation: 'sibling';
      name: string;
      pronoun: ChildPronoun | null;
      age: AgeBand;
      isOlder?: boolean | undefined;
      seed: string;
    }
  | { relation: 'friend'; name: string; seed: string };

/**
 * One of the family drawn in a scene: a child by age band, a grown-up by kind, a pet by kind. `seed` as in `DayFacts`,
 * so a member looks the same in every scene and every story; `skin`, the family's tone (`DayFacts.skin`), when the
 * whole family shares one.
 */
export type FamilyFigure =
  | { figure: 'child'; age: AgeBand; pronoun: ChildPronoun | null; seed: string; skin?: FamilySkin | undefined }
  | { figure: 'grown-up'; kind: GrownUpKind; seed: string; skin?: FamilySkin | undefined }
  | { figure: 'pet'; kind: PetKind; seed: string };

/** What a scene's picture shows, for the built-in illustrator: who, where, doing what, when. */
export type ScenePlan = {
  place: PlaceId;
  timeOfDay: TimeOfDay;
  pose: Pose;
  /** Things the text names, drawn in the scene. */
  things: ThingId[];
  /** People the text names, drawn beside the character. */
  people: PersonId[];
  /** The family's own people and pets the text names (DayFacts), drawn beside the character instead of `people`. */
  members?: FamilyFigure[] | undefined;
  /**
   * The one child of the family whose own day the story tells: drawn as the scene's hero in its pose (in bed, in the
   * bath, worried in the uh-oh), with the chosen character beside them.
   */
  lead?: FamilyFigure | undefined;
  /** The catalog activity the scene shows, if any. */
  activityId?: string | undefined;
  /**
   * Someone ill at home whom the child looks after (the day's `nursing`): drawn resting under a blanket, in the bed of
   * a bedroom or tucked up on the living room's sofa; asleep in scene 3, smiling in scene 4.
   */
  resting?: PersonId | undefined;
  /** The uh-oh the text of scenes 3 and 4 tells (a spill, a fallen tower): drawn in 3, solved in 4. */
  problem?: ProblemId | MishapId | undefined;
  /** The family's one skin tone (`DayFacts.skin`): the text's mum, dad or grandma are drawn in it too. */
  skin?: FamilySkin | undefined;
};

export type WrittenScene = {
  number: number;
  /** 3-4 sentences in the story's language. */
  text: string;
  /** English prompt for the illustration of this scene (without the shared style and character description). */
  imagePrompt: string;
  /** Index into `brief.activities` this scene shows, if any (used for the fallback image). */
  activityIndex?: number | undefined;
  /** What the picture shows, when the writer knows it (the built-in storyteller does). */
  plan?: ScenePlan | undefined;
};

export type WrittenStory = {
  title: string;
  scenes: WrittenScene[];
  /** What to remember of this story for the parent's next ones (stored with the story). */
  memory?: StoryMemory | undefined;
  /** Which writer made the story: `builtin`, or a model's provider name. */
  writer?: string | undefined;
};

export type WriteOptions = {
  signal?: AbortSignal | undefined;
  /**
   * A repair request (issue 16.3): the earlier draft and the rules it broke, in short English sentences. Writers that
   * can act on feedback (a model) show it; deterministic ones ignore it.
   */
  repair?: { draft: WrittenStory; problems: string[] } | undefined;
  /** Called as soon as each scene is complete (streaming writers call it early; others at the end). */
  onScene?: ((scene: WrittenScene) => void) | undefined;
  /**
   * Called when the writer gives up what it already passed to `onScene` and starts the story again (a cut stream
   * asked for anew): whatever was started for those scenes can be stopped now.
   */
  onRestart?: (() => void) | undefined;
};

export type StoryWriter = {
  readonly name: string;
  write(brief: StoryBrief, options?: WriteOptions): Promise<WrittenStory>;
};

export type ImageRequest = {
  prompt: string;
  width: number;
  height: number;
  guidanceScale: number;
  numInferenceSteps: number;
  goFast: boolean;
  negativePrompt?: string | undefined;
  premium: boolean;
  /** A picture of the character (a PNG, as a URL or `data:` URL), sent to models that take a reference (premium). */
  referenceImageUrl?: string | undefined;
  /** One seed per story (issue 16.5): models that take a seed draw the same character the same way in every scene. */
  seed?: number | undefined;
  /** What the built-in illustrator composes from; remote models use the prompt only. */
  composition?:
    | {
        /** A scene's role, or one of the square kinds: a custom character's portrait or a custom activity's card. */
        role: SceneRole | SquareKind;
        /** Paths under `public/` (e.g. `art/rabbit.svg`) or absolute media paths of the character and activity art. */
        characterArt?: string | undefined;
        activityArt?: string | undefined;
        /** For a custom character without art: the name the portrait is drawn from. */
        name?: string | undefined;
        /**
         * The words a custom character (or custom activity) is drawn from: its name, description and look, in any of
         * the interface languages. Without it, the built-in illustrator reads the look from the prompt.
         */
        look?: string | undefined;
        /** The language the parent wrote the words in (the app's): read first, before any other (issue 15). */
        language?: Language | undefined;
        /** What the scene shows (place, light, pose, things, people), when the writer knows it. */
        plan?: ScenePlan | undefined;
        seed: string;
      }
    | undefined;
};

/**
 * An image either as bytes, or as a provider URL that must be copied into our own storage at once. `letGo` tells the
 * provider that a picture it made will not be fetched after all (its draft was dropped while it was being copied), so
 * the provider counts it as dropped on purpose rather than lost track of (issue 16.7).
 */
export type Illustration = ({ bytes: Uint8Array; contentType: string } | { url: string }) & {
  letGo?: (() => void) | undefined;
};

export type Illustrator = {
  readonly name: string;
  draw(request: ImageRequest, options?: DrawOptions): Promise<Illustration>;
};

export type DrawOptions = {
  signal?: AbortSignal | undefined;
  /**
   * The picture may still be dropped (its scene comes from a draft not yet checked whole): a provider with
   * asynchronous jobs makes it cancellable from the start rather than waiting on it unseen (issue 16.7).
   */
  mayBeDropped?: boolean | undefined;
};

export type LocalizedItem = { name: string; description: string };

export type Translator = {
  readonly name: string;
  /** Name and description in every interface language; on failure, the original text for every language (spec §8). */
  translateItem(
    item: LocalizedItem,
    options?: { signal?: AbortSignal | undefined },
  ): Promise<Record<Language, LocalizedItem>>;
  /** English text for image prompts; on failure, the original. */
  toEnglish(text: string, options?: { signal?: AbortSignal | undefined }): Promise<string>;
  /** One English sentence describing how a custom character looks, for consistent pictures. */
  describeCharacter(item: LocalizedItem, options?: { signal?: AbortSignal | undefined }): Promise<string>;
};

/** Audio for a scene, or null when the device's own voice should read it (e.g. no server voice for nl and de). */
export type Narrator = {
  readonly name: string;
  speak(
    input: { text: string; language: Language },
    options?: { signal?: AbortSignal | undefined },
  ): Promise<{ bytes: Uint8Array; contentType: string } | { url: string } | null>;
};

/**
 * A refusal may name the words it refused as the parent wrote them (original case and accents), for the parent to
 * change; a checker that cannot point at words leaves them out.
 */
export type SafetyVerdict = { isSafe: true } | { isSafe: false; reason: string; words?: string[] };

export type SafetyChecker = {
  readonly name: string;
  check(texts: string[], language: Language): Promise<SafetyVerdict>;
};
