/**
 * What a language's reteller needs to tell one of the parent's clauses as a sentence of the story (see `../retell.ts`).
 */
export type RetellContext = {
  /**
   * The hero as the language's story pack refers to it, in the pack's own shape (`{ name, he, him, his }` in English,
   * `{ nom, akk, dat, er }` in German, `{ name, ta }` in Chinese): the one the parent's day happened to.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each language's reteller reads its own pack's shape.
  hero: any;
  /** What the child calls the family's grown-ups (`Mama`, `Opa Henk`), from Settings; may be empty. */
  grownUps: readonly string[];
  /**
   * Who the parent's `I` and `me` are, as the story calls them (`Mummy`), where the day says who writes: the parent's
   * `we` is then the hero and them (`Zuri and Mummy planted a flower`), not a faceless `her grown-ups`. Optional.
   */
  parent?: string | undefined;
  /**
   * Whether `parent` is only the likeliest one who writes (no word of the day says who): the parent's `we` and `us` are
   * then the hero and the family (`Bunny and her family went to the aquarium`), not a grown-up the parent never named.
   */
  parentGuessed?: boolean | undefined;
  /** The names the parent wrote for people and pets of the day (`Becky`, `Maggie`), as the story spells them. */
  names: readonly string[];
  /** The other children the parent's words name (a brother, a sister, a cousin, a friend): `ils` may be them. */
  otherKids?: readonly string[] | undefined;
  /** The story's children by name (the child whose day it is among them): never the pet a parent's `him` is. */
  children?: readonly string[] | undefined;
  /** How the parent's words refer to the child (Settings); undefined: not said. */
  childPronoun: 'she' | 'he' | 'they' | undefined;
  /**
   * The sentence before the retold one names the hero: the retold sentence may say the hero's pronoun instead of the
   * name (`Er schaute …` after `Der kleine Löwe …`), where the language reads better so.
   */
  afterHero?: boolean | undefined;
  /**
   * The grown-up the parent's sentence went along with before this clause (`took the ferry w daddy, we saw a seal`):
   * the clause's `we` is the hero and them, as `parent` would say it. Undefined: the clause's `we` is as `parent` says.
   */
  alongWith?: ((clause: string) => string | undefined) | undefined;
  /**
   * The clause as the parent meant it where its first word is a pronoun of someone else than the child (`妈妈感冒了
   * 她一直咳嗽`: `妈妈一直咳嗽`), in the parent's language; undefined: as written.
   */
  restated?: ((clause: string) => string | undefined) | undefined;
  /**
   * The parent's whole description the clause is of, for what a reteller reads around the clause (who was named before
   * it). Set by the weave; a reteller keeps nothing of it once the clause is told.
   */
  description?: string | undefined;
};

export type Reteller = {
  /** The parent's description cut into clauses, in the parent's order (each one thing that happened). */
  clauses(description: string): string[];
  /**
   * One clause told as a sentence of the story: third person, past tense where the language tells a story so, the
   * hero as the one it happened to, the parent's `we`, `my` and `I` said from the story's side, the parent's chat
   * (`lol`, `!!`, `apparently`) left out; a capital and a full stop. Undefined when the clause cannot be told well (it
   * is then left out: a clause is never pasted as the parent wrote it).
   */
  retell(clause: string, context: RetellContext): string | undefined;
  /** The words of a clause that say it is told when the story has them (lower case; see `has`). */
  keys(clause: string): string[];
  /**
   * Names the language's own reading of the description finds besides the lexicon's (`zusje mia`, `max, de herder van
   * de buren`): added to the context's names for every clause. Optional.
   */
  names?(description: string): string[];
  /** Whether a lower-case text has a key (a word beginning, or for Chinese a run of characters). */
  has(text: string, key: string): boolean;
  /** Clauses of the evening (supper, the bath, bed): told in scene 6. */
  evening: RegExp;
  /**
   * Clauses the parent set in the afternoon (`x la tarde estreno de la bici`, `下午爷爷带他去楼下`): told in scene 5, and
   * in scene 2 only when scene 5 has no room.
   */
  afternoon: RegExp;
  /** Clauses of the morning (`this morning`, breakfast): told in scene 2 wherever they stand in the parent's words. */
  morning?: RegExp | undefined;
  /** Clauses of waking up (`woke up at six`): told in scene 1, the waking scene, where the language says so. */
  waking?: RegExp | undefined;
};
