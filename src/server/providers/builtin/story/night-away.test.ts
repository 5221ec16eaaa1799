// A night away at a grandparent's (`premiere nuit chez mamie Josette sans nous`, `first ever sleepover at granny and
// grandpas`): the parents stayed at home, so the one who comforts the child at bedtime and sits close by afterwards is
// the grandparent, not Mummy; the parents are there only on the phone. (Readers heard `Zuri snuggled up close to
// Mummy` on the night the child cried for her.)
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e'];

const DAYS: {
  language: Language;
  day: string;
  typed: string[];
  /** The parent beside the child, in any scene. */
  parentThere: RegExp;
  /** The grandparent, in scene 4's comfort. */
  grand: RegExp;
}[] = [
  {
    language: 'en',
    day:
      'first ever sleepover at granny and grandpas!! she was so excited packing her little bag, they made fairy cakes ' +
      'and watched bluey. granny rang at bedtime cos she was crying for mummy and wanted to come home, we facetimed ' +
      'and sang our song and she went off in the end',
    typed: ["sleepover at granny's", 'fairy cakes'],
    parentThere:
      /(?:to|with|and|next to) (?:Mummy|Mommy|Daddy)\b|(?:Mummy|Mommy|Daddy) (?:sat|held|said|stroked|gave|scooped|hugged)/u,
    grand: /Granny/u,
  },
  {
    language: 'fr',
    day:
      'premiere nuit chez mamie Josette sans nous. elle a fait des crepes avec mamie et ils ont regardé les poules. au ' +
      "coucher elle a pleuré elle voulait sa maison et sa maman, mamie l'a appelée au telephone et elle a fait un bisou " +
      "a l'ecran. apres elle s'est endormie contre mamie",
    typed: ['dodo chez mamie', 'crepes avec mamie'],
    parentThere: /(?:contre|avec|et|de) (?:Maman|Papa)\b|(?:Maman|Papa) (?:dit|serre|caresse|prend|s’assoit|la|le|l’)/u,
    grand: /Mamie/u,
  },
  {
    language: 'pt',
    day:
      'primeira noite dormindo na casa da vó Lurdes sem a gente! jantou sopinha de feijão e ajudou a vó a regar as ' +
      'plantas. na hora de dormir chorou pq queria a mamãe, a vó ligou pra mim e eu cantei a musiquinha no telefone. ' +
      'dormiu abraçada no travesseiro da vó',
    typed: ['dormir na casa da vó', 'regar as plantas'],
    parentThere: /(?:pertinho|ao colo|junto) d[ao] (?:mãe|pai)\b|a mãe (?:disse|fez|abraçou|deu)/u,
    grand: /avó/u,
  },
];

describe('a night away at a grandparent’s', () => {
  for (const { language, day, typed, parentThere, grand } of DAYS)
    it(`has the grandparent by the child, the parents only on the phone (${language})`, () => {
      for (const seed of SEEDS) {
        const { scenes } = storyOfDay(language, day, {
          seed,
          typed,
          activities: ['activity-grandparents'],
          facts: ZURI_ALONE,
        });
        const text = scenes.map((scene) => scene.text).join('\n');
        expect(text, `${seed}: ${text}`).not.toMatch(parentThere);
        expect(scenes[3]?.text, `${seed}: ${text}`).toMatch(grand);
        // (And the pictures draw who the text tells: no parent at home beside the child.)
        for (const scene of scenes)
          expect(scene.plan?.people ?? [], `${seed}: scene ${scene.number}`).not.toContainEqual(
            expect.stringMatching(/^(?:mum|dad)$/u),
          );
      }
    });
});
