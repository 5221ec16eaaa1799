import type { ChildPronoun } from '../../../../shared/account.ts';
import type { Language } from '../../../../shared/languages.ts';
import type { EventId, MishapId, PersonId, ThingId } from '../lexicon/concepts.ts';
import type { ActivityId, ProblemId } from './activities.ts';

/** `Zuri and Tavi`, `Zuri, Tavi and Kesi`: names in a list, with the language's `and` before the last. */
export const listOf = (items: readonly string[], and: string, comma = ', ') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${and}${items.at(-1)}`;

/**
 * A story pack: everything the built-in storyteller says in one language, written freshly in that language.
 *
 * Each `Line` returns exactly ONE sentence (a test counts them), written to be read aloud to a child of 2-4: short,
 * concrete, calm, with sounds and feelings. The storyteller picks one variant per slot, sentence by sentence, and
 * avoids the variants the parent heard in their last stories, so every slot holds many variants.
 *
 * `R` is the pack's own type for a person or character it refers to (names, pronouns, articles and cases as the
 * language needs them); `N` is its type for a thing (a noun with whatever forms the language needs). The engine only
 * passes them around, so each language keeps its grammar to itself.
 */
export type Ctx<R, N> = {
  /** The hero of the story: the chosen character. */
  h: R;
  /** The child (a placeholder name the server swaps for the real one), when the parent gave a name in Settings. */
  c: R | undefined;
  /** Who shares this scene (grandma, a friend…), when the parent's words or the activity name someone. */
  p: R | undefined;
  /** Who helps and comforts in the solution: `p`, else the child, else a kind grown-up of the pack's choice. */
  helper: R;
  /** The thing this sentence is about, when the slot has one (the scooter of a fall, the soup of supper). */
  t: N | undefined;
  /** Whether this is the scene's first sentence: name the hero there, use a pronoun after (as a parent would). */
  first: boolean;
  /** The part of the day of this scene. */
  part: 'morning' | 'afternoon' | 'evening';
  /**
   * Who the day's trouble is about, when the parent named them beside it (`our dog Bobby died`, `missed Papa`): the
   * trouble's lines say it of them, cause first.
   */
  about?: R | undefined;
  /** Whether the day holds sad news (a death, a goodbye): shared lines choose their calmest words. */
  sad?: boolean | undefined;
  /**
   * Whether the day's temper is jealousy (of a new baby, held by everyone): its lines tell feeling left out and the
   * love there is for the child too; no squabble, and no sorry said with a baby.
   */
  jealous?: boolean | undefined;
  /**
   * Whether `p` is a grandparent of the family the parent keeps in Settings, whose name (a placeholder) says nothing
   * of it: a visit to the grandparents is a visit to them alone (`visited Oma`, not `Oma and Opa`).
   */
  pGrand?: boolean | undefined;
};

export type Line<R, N, Extra = object> = (x: Ctx<R, N> & Extra) => string;
export type Lines<R, N, Extra = object> = ReadonlyArray<Line<R, N, Extra>>;

/** One catalog activity told as events: where it happens, what the hero does, who is there, how it feels. */
export type ActivityText<R, N> = {
  /** The first sentence of the scene: getting there or starting, with the place (names the hero). */
  arrive: Lines<R, N>;
  /** What the hero does there (a pronoun for the hero). */
  do: Lines<R, N>;
  /** A sensory detail: a sound, a smell, a texture, a colour (often an onomatopoeia). */
  sense: Lines<R, N>;
  /** The activity as a noun, for memories and titles (`the playground`). */
  noun: N;
  /** What scene 7 wishes goodnight to (`big slide` in `Goodnight, big slide.`). */
  goodnight: string;
};

/** An uh-oh and its solution: scene 3 says `uhOh` (two sentences), scene 4 says `fix` (two sentences). */
export type ProblemText<R, N> = {
  uhOh: readonly [Lines<R, N>, Lines<R, N>];
  fix: readonly [Lines<R, N>, Lines<R, N>];
};

export type ThingText<R, N> = {
  noun: N;
  /** What scene 7 wishes goodnight to (`ducks` in `Goodnight, ducks.`). */
  goodnight: string;
  /** A sentence in which the thing takes part in the day (the hero is already named in the scene). */
  lines: Lines<R, N>;
};

export type PersonText<R> = {
  ref: R;
  /** What scene 7 wishes goodnight to (`Grandma`). */
  goodnight: string;
};

export type HeroInput = {
  /** The name in the story's language, as the parent sees it. */
  name: string;
  /** The default catalog's id (`character-bear`), or undefined for a parent's own character. */
  catalogId: string | undefined;
  /** The character's description in the story's language (a parent's own character gets its gender from it). */
  description: string;
  /**
   * The pronoun of the one child whose day it is: a catalog hero stands in for that child and takes it, in a language
   * whose pronoun says nothing of the noun's grammar (`Penguin wore his dino pyjamas` for a boy).
   */
  childPronoun?: 'she' | 'he' | undefined;
};

export type StoryPack<R, N> = {
  language: Language;
  hero(input: HeroInput): R;
  /** The child, by the placeholder name; without a pronoun, wording that needs none (the name again). */
  child(placeholder: string, pronoun: ChildPronoun | undefined): R;
  /**
   * Two or more of the family's children together (`Zuri and Tavi`), as one plural person: they share the hero's
   * scenes and help in scene 4 when no grown-up of the day does. Only lines that agree with a plural companion or
   * helper say it; the child's own lines (`c`) keep the first child.
   */
  together(kids: readonly { name: string; pronoun: ChildPronoun | null | undefined }[]): R;
  /** A kind grown-up who helps when nobody else is there. */
  grownUp: R;

  /** Scene 1: waking up (names the hero), a morning sound or sight, breakfast or getting ready. */
  /** `poorly`: scene 1 of a day ill from its start, in place of `ready` (no breakfast, no getting dressed). */
  opening: { wake: Lines<R, N>; sense: Lines<R, N>; ready: Lines<R, N>; poorly: Lines<R, N> };
  /** Scene 1 when the day's words name a breakfast food (`t` is it): replaces `ready`. */
  breakfast: Lines<R, N>;
  /** The story's refrain, said in scenes 1, 4 and 7: one short, musical sentence about the hero. */
  refrain: Lines<R, N>;
  /** The refrain of a sad day, in scenes 1 and 7: calm and tender, never a cheer (`Gently, gently, Bear, someone is
   * always near.`). */
  calmRefrain: Lines<R, N>;

  activities: Record<ActivityId, ActivityText<R, N>>;
  /** Scene 3's first sentence when the uh-oh happens in the activity scene 2 already told (names the hero). */
  still: Lines<R, N>;
  /**
   * Scene 3's first sentence before a sad event or when nothing goes on: a calm moment later (names the hero). Six, in
   * the same order in every pack: later that day, after a while on the sofa, midday, a little later (a cosy corner, a
   * look around), close to the helper, the day going on (the story picks among some of them by place).
   */
  later: Lines<R, N>;
  /** Scenes 2 or 5 with no activity to tell: quiet play at home (three slots, like an activity). */
  homePlay: { arrive: Lines<R, N>; do: Lines<R, N>; sense: Lines<R, N> };
  /** Scene 5 on a sad day: a quiet, close time together (three slots). */
  quiet: { arrive: Lines<R, N>; do: Lines<R, N>; sense: Lines<R, N> };

  problems: Record<ProblemId | MishapId, ProblemText<R, N>>;
  /** The temper of a day of jealousy (of a new baby most often), in place of `tantrum`'s: left out, then loved. */
  jealousy: ProblemText<R, N>;
  /** Missing someone who came home today, in place of `missing`'s: missed for days, then home and hugged. */
  homecoming: ProblemText<R, N>;
  /** A fright of a storm by day, in place of `scared`'s: the thunder's boom, then a cuddle until it rolls away. */
  storm: ProblemText<R, N>;
  /** Scene 3's last sentence for a small uh-oh: how the hero felt (`Oh dear.`, a wobbly lip). */
  worry: Lines<R, N>;
  /** Scene 4's third sentence after a small uh-oh: the good feeling coming back. */
  feelBetter: Lines<R, N>;
  /** Scene 4's third sentence after a sad one: comfort, love, it is all right to feel sad. */
  comfort: Lines<R, N>;

  things: Record<ThingId, ThingText<R, N>>;
  people: Record<PersonId, PersonText<R>>;
  events: Record<EventId, Lines<R, N>>;
  /**
   * A family festival the parent's words say today was, by its name in this language (`name`: `Sinterklaas`, `le
   * carnaval`, `中秋节`, as `lexicon/festivals.ts` gives it): one sentence, told in place of the holiday's line.
   */
  festival: Lines<R, N, { name: string }>;
  /**
   * A parent's own activity that the lexicon does not know, told by the parent's own name for it (`what`, as typed:
   * `judo`, `feeding the neighbour’s chickens`): one sentence that names the hero and the activity and stays
   * grammatical whatever the words are (a colon or an apposition carries them). Never a sentence about the story.
   */
  typed: Lines<R, N, { what: string }>;
  /** The sentence after `typed`: how it went, true of any activity (no `first`, `brave` or `cried` of its own). */
  typedFeel: Lines<R, N>;
  /** Scene 6: the parent's own activities that had no scene of their own, by their typed names (`list` joined). */
  typedMemory: Lines<R, N, { list: string }>;
  /** `A, B and C` of words as the parent typed them. */
  join(items: string[]): string;
  /**
   * Scene 1, a parent's own character at first meeting: its name and the parent's words for its look (`look`: `a small
   * brown owl with a red bow tie`), as one sentence.
   */
  meet: Lines<R, N, { look: string }>;
  /**
   * What the child said, as the parent quoted it (`words`: one sentence, first letter capital, no closing full stop; a
   * question or exclamation keeps its mark): the child (`c`) says it, else the hero, as one sentence with the
   * language's quotation marks.
   */
  said: Lines<R, N, { words: string }>;
  /**
   * Someone the parent named beside a relation or a pet's kind (`zusje Mia`, `Opa Henk`, `our dog Bobby`): `word` is
   * the parent's word for the relation or kind, `person` or `pet` what the lexicon read it as. The reference tells the
   * relation or kind with the name where the language does so naturally (`Grandpa Henk`, `Bobby the dog`), with the
   * gender the word gives (and neutral wording when it gives none).
   */
  named(name: string, word: string, person: PersonId | undefined, pet: ThingId | undefined): R;
  /**
   * Someone the parent did not name, by the parent's own word for them (`外婆`, not the pack's `奶奶`), where the
   * language tells different people apart by it; undefined for the pack's own word (`people[person].ref`).
   */
  relation?: ((word: string, person: PersonId) => R | undefined) | undefined;

  /** Scene 6: supper, the bath, pyjamas and teeth; `dinner` has `t` when the day's words name a supper food. */
  evening: { dinner: Lines<R, N>; bath: Lines<R, N>; pyjamas: Lines<R, N> };
  /** Scene 6's last sentence remembering the activities that had no scene of their own (`list` joined, or `items`). */
  memory: Lines<R, N, { list: string; items: N[] }>;
  /** Scene 7: tucked in; the goodnight list (one sentence); falling asleep. */
  night: {
    tuck: Lines<R, N>;
    goodnight: (items: string[], x: Ctx<R, N>) => string;
    sleep: Lines<R, N>;
  };
  /** Titles; `a` is the main activity's noun when there is one. */
  titles: Lines<R, N, { a: N | undefined }>;
  /**
   * Titles of the day's own person or pet, by the name the parent gave (`Zuri and Oscar`, `Goodbye, Jack`): `with`
   * for someone the day was with, `goodbye` for someone the day said goodbye to or lost. `fem` for the language's
   * article (`a Valentina`); `titled` for a name with the title the story calls them by (`abuela Carmen`).
   */
  dayTitles?: {
    with: (x: Ctx<R, N>, who: { name: string; fem: boolean; titled?: boolean }) => string;
    goodbye: (x: Ctx<R, N>, who: { name: string; fem: boolean }) => string;
    /** A family festival the story tells, by the name the story says it with (`Easter`, `春节`). */
    festival?: (x: Ctx<R, N>, name: string) => string;
    /**
     * The day's own trouble the parent told, where nothing names the day better (`Zuri at the Doctor’s`, `Zuri ist
     * krank`): calm, and no more than the parent said (no `brave`); undefined where no title says more than an
     * `Oops` (a fall, a spill, a fright: readers heard those as stock titles).
     */
    trouble?: (x: Ctx<R, N>, mishap: MishapId) => string | undefined;
    /**
     * A big event of the child's own day the parent told (`Zuri’s Moving Day`, `Zuri verhuist`, `Zuri搬家了`): our own
     * move, a first day at daycare or school, a new baby; undefined for an event no title says better.
     */
    event?: (x: Ctx<R, N>, event: EventId) => string | undefined;
  };
  /** `A, B and C` of activity nouns. */
  list(items: N[]): string;
  /** Final typographic touches (French no-break spaces…). */
  polish?: ((text: string) => string) | undefined;
};

// biome-ignore lint/suspicious/noExplicitAny: the engine handles every pack alike without knowing its grammar types.
export type AnyPack = StoryPack<any, any>;
