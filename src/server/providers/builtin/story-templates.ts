import type { Language } from '../../../shared/languages.ts';
import { de } from './story-templates/de.ts';
import { en } from './story-templates/en.ts';
import { es } from './story-templates/es.ts';
import { fr } from './story-templates/fr.ts';
import { nl } from './story-templates/nl.ts';
import { pt } from './story-templates/pt.ts';
import { zh } from './story-templates/zh.ts';

/**
 * The built-in storyteller's templates, one module per language under `story-templates/`. They are written freshly in
 * each language (not translated word for word) and stay grammatical whatever name is inserted: names are used as
 * subjects or after prepositions without articles, and never with adjectives or pronouns that carry a gender.
 * Activity names are labels ("Bath time", "Bei Oma und Opa"), so they appear after a colon or inside a quotation,
 * never inside a phrase that would need a particular grammatical form.
 */

/** The gentle uh-ohs of scene 3 with their solutions in scene 4: small, kind, never dangerous or frightening. */
export const PROBLEMS = ['lostToy', 'spill', 'tower', 'balloon', 'turns'] as const;
export type ProblemId = (typeof PROBLEMS)[number];

/** What a template may use. Every value is already cleaned: no sentence ends, no line breaks, short enough. */
export type SceneInput = {
  character: string;
  /** The placeholder for the child's name (e.g. `Kiddo`), used verbatim, or undefined. */
  child: string | undefined;
  /** The activity (a selected one's name or a typed one) this scene is about, if any. */
  activity: string | undefined;
  /** Scene 3 only: the uh-oh happens during scene 2's activity, which was already named. */
  continued: boolean;
  /** Scene 2 is in the morning, scene 5 in the afternoon. */
  morning: boolean;
};

/** The sentences of (part of) a scene, one string per sentence. */
export type SceneTemplate = (input: SceneInput) => string[];
/** One sentence. */
export type SentenceTemplate<Extra = object> = (input: SceneInput & Extra) => string;

export type LanguageTemplates = {
  /** Scene 1, 3-4 sentences: morning, the character wakes up, the child (if any) is introduced. */
  opening: SceneTemplate[];
  /** Scenes 2 and 5, exactly 3 sentences, with or without an activity. */
  activity: SceneTemplate[];
  /** The first sentence of scene 3: a new activity, the activity of scene 2 (`continued`), or none. */
  uhOhIntro: SentenceTemplate[];
  /** The rest of scene 3 (2-3 sentences) and all of scene 4 (exactly 3 sentences). */
  problems: Record<ProblemId, { uhOh: SceneTemplate; solution: SceneTemplate }>;
  /** Scene 6, exactly 3 sentences: evening, bath, pyjamas, remembering the day. */
  windDown: SceneTemplate[];
  /** Scene 7, 3-4 sentences: moon and stars, cuddles, eyes closing; the last sentence wishes goodnight. */
  bedtime: SceneTemplate[];
  /** One sentence quoting the parent's description of the day (added to scene 2 or 5). */
  description: SentenceTemplate<{ text: string }>[];
  /** One sentence moving on to the next activity at the end of scene 4 (`activity` is set). */
  nextActivity: SentenceTemplate[];
  /** One sentence remembering the activities that did not fit in scenes 2-5 (added to scene 6). */
  memories: SentenceTemplate<{ list: string }>[];
  title: {
    activity: Array<(character: string, activity: string) => string>;
    plain: Array<(character: string) => string>;
  };
  /** The character's name when the given one is left empty after cleaning (never in practice). */
  fallbackName: string;
  /** How `A, B and C` is joined in this language (`and` may depend on the next item, like Spanish `y`/`e`). */
  list: { comma: string; and: (next: string) => string };
  /** Final typographic touches, e.g. French no-break spaces before `!`, `?`, `:` and inside guillemets. */
  polish?: ((text: string) => string) | undefined;
};

export const STORY_TEMPLATES: Record<Language, LanguageTemplates> = { en, nl, de, fr, es, pt, zh };

/** `A, B and C` in the given language. */
export function joinList(items: string[], language: Language): string {
  const { comma, and } = STORY_TEMPLATES[language].list;
  if (items.length <= 1) return items.join('');
  const last = items.at(-1) ?? '';
  return `${items.slice(0, -1).join(comma)}${and(last)}${last}`;
}
