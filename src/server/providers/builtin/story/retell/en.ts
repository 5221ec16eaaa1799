import type { RetellContext, Reteller } from './types.ts';
import { capital, ended, hasWordStart, keyWords, tidy, wordSet } from './words.ts';

/**
 * English: parents write in the past tense, often without a subject (`cried at drop off`, `came home with a painting`),
 * in lower case, with chat (`lol`, `!!`, `v`, `w`). A clause is told with the hero as its subject: a clause without
 * one takes the hero's name (`Bunny cried at drop-off.`), a clause about how the child was takes `was` (`cranky all
 * evening`: `Bunny was cranky all evening.`), a first takes `It was her first …`. The parent's `we` is the hero and
 * the grown-ups, `my` and `me` the hero's grown-up; a clause the parent says of themselves (`I`) is left out.
 */

type R = { name: string; he: string; him: string; his: string; plural: boolean };

const STOP = wordSet(`
  about after again also always another around back because been before being both came come comes could didn't
  does doing done down during each even ever every from gave give going gone good got great have having here into
  just keep kept know like little made make many more most much must never only other over really said same says
  should since some still such than that their them then there these they thing things this those through today
  tonight took very want wanted went were what when where which while will with would your yours lots loads
  whole bits
`);

/** Past-tense verbs (and `was`, `had`) that begin a clause without a subject. */
const PAST = wordSet(`
  was were had got went came ate drank fell ran sat saw made took gave put kept did found built drew held told said
  broke caught threw hid slept woke won lost bought brought met rode sang swam wore wrote flew grew blew dug stood
  left spent sent heard felt thought knew read cut hit let shut stuck swung hung spun slid fed led lit taught chose
  froze shook tried cried loved hated played climbed jumped helped picked pushed pulled watched walked visited screamed
  giggled laughed danced baked painted splashed wanted asked refused managed finished started stayed waved
  learned learnt passed missed enjoyed tasted hugged kissed shared chased fought bumped scraped wiped legged
  mastered practised practiced counted opened closed cleaned tidied carried crawled rolled sorted scored slipped
  tripped dropped spilled spilt smashed snatched stamped stomped
`);

/** Present forms a parent uses of the day, as the story tells them. */
const PRESENT: Record<string, string> = {
  keeps: 'kept',
  says: 'said',
  wants: 'wanted',
  loves: 'loved',
  hides: 'hid',
  asks: 'asked',
  thinks: 'thought',
  looks: 'looked',
  "won't": "wouldn't",
  been: 'was',
};

/** How the child was: a clause that begins so takes `was` (`Bunny was cranky all evening.`). */
const STATES = wordSet(`
  super so very really quite bit a-bit still cranky grumpy silly tired quiet shy proud happy sad upset cross grand fine
  fussy clingy teary whingy whiny excited chuffed brave sleepy knackered exhausted shattered poorly sick ill absolutely
  totally obsessed desperate
`);

/** Day words after which a state is the day's (`quiet evening`: `It was a quiet evening.`). */
const DAY_WORDS = /^(day|evening|morning|afternoon|night|one)$/u;

/** People a clause may begin with, told as the parent wrote them. */
const PEOPLE = wordSet(`
  mummy mommy mum mom mama daddy dad dada papa granny grandma grandpa grandad granddad nanny nana nan gran grandma
  pop poppy pa auntie aunty aunt uncle cousin cousins everyone staff teacher nurse doctor they both it the his her
  their
`);

/** The parent's own family words, as the child says them. */
const MY_FAMILY: Record<string, string> = {
  mum: 'Grandma',
  mom: 'Grandma',
  mam: 'Grandma',
  mother: 'Grandma',
  dad: 'Grandpa',
  father: 'Grandpa',
  sister: 'Auntie',
  brother: 'Uncle',
};

const CHAT =
  /\b(lol|haha+|omg|tbh|btw|apparently|thank god|thank goodness|bless (?:him|her|them)|to be fair|tho|honestly|literally|jk)\b/giu;

const SPELLING: [RegExp, string][] = [
  [/\b(was|is|did|does|do|could|would|should|were|are|have|had|has|wo|ca)nt\b/giu, "$1n't"],
  [/\bwont\b/giu, "won't"],
  [/\bcant\b/giu, "can't"],
  [/\bim\b/giu, "I'm"],
  [/\bhes\b/giu, "he's"],
  [/\bshes\b/giu, "she's"],
  [/\bso+o\b/giu, 'so'],
  [/\bv\b/giu, 'very'],
  [/\bw\/?(?=\s)/giu, 'with'],
  [/\bbc\b|\bcos\b|\bcuz\b/giu, 'because'],
  [/\btil\b/giu, 'until'],
  [/\bevry\b/giu, 'every'],
  [/\bteh\b/giu, 'the'],
  [/\bbro\b/giu, 'brother'],
  [/\bsis\b/giu, 'sister'],
  [/\bfor like\b/giu, 'for'],
  [/\blike (?=\d)/giu, ''],
  [/\bya\b/giu, 'you'],
  [/&/gu, 'and'],
  [/\b(daddy|mummy|mommy|granny|nanny|grandma|grandpa|grandad|nana|auntie|aunty)s\b/giu, '$1’s'],
];

/** Family words the child calls someone by, said as names (`daddy’s mug`: `Daddy’s mug`). */
const CALLED = /\b(daddy|mummy|mommy|mama|dada|granny|nanny|grandma|grandpa|grandad|nana|nan|gran|auntie|aunty)\b/giu;

function clean(clause: string): string {
  let text = clause
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[:;]-?[()DPp]/gu, ' ')
    .replace(/[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/gu, ' ')
    .replace(/[!?]+/gu, ' ')
    .replace(/['‘’"“”](\p{L}[^'‘’"“”]*)['‘’"“”]/gu, '$1')
    .replace(CHAT, ' ');
  // Shouted words (`NOT`, `ALL`, `SO`) are said as words.
  text = text.replace(/\b\p{Lu}{2,}\b/gu, (word) => word.toLowerCase());
  for (const [pattern, replacement] of SPELLING) text = text.replace(pattern, replacement);
  return tidy(text.replace(/^[\s,.-]+|[\s,.-]+$/gu, ''));
}

const BREAK =
  /\s*(?:[,;]\s*)?\b(?:but|so|then|and then|and)\s+(?=(?:apparently\s+)?(?:she|he|they|we|i|it|was|got|went|came|had|made|ate|took|gave|put|kept|did|found|built|drew|held|told|said|fell|ran|sat|wore|cried|picked|passed|sledding|ate)\b)/giu;

function clauses(description: string): string[] {
  return description
    .replace(/\([^)]*\)/gu, ' ')
    .split(/[.!?\n]+|\s:\(\s*|\s-\s/u)
    .flatMap((sentence) => sentence.split(BREAK))
    .map((clause) => clause.trim())
    .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length >= 4);
}

function retell(raw: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  // What the child said is told by the story's own line for it.
  if (/\b(said|says|say)\b\s*['‘’"“”:]/iu.test(raw) || /\bsaid\s*$/iu.test(raw)) return undefined;
  let text = clean(raw).replace(/^(?:and|but|so|then|also|later|anyway|after that|plus)\s+/iu, '');
  if (text === '') return undefined;
  // The parent speaking of themselves: not the child's day to tell.
  if (/\b(i|i'm|i've|i'd|i'll|myself)\b/iu.test(text)) return undefined;
  const grownUp = `${hero.his} grown-up`;
  const grownUps =
    context.grownUps.length > 0
      ? context.grownUps.length === 1
        ? (context.grownUps[0] ?? '')
        : `${context.grownUps.slice(0, -1).join(', ')} and ${context.grownUps.at(-1)}`
      : `${hero.his} grown-ups`;
  text = text
    .replace(/\bmy (mum|mom|mam|mother|dad|father|sister|brother)\b/giu, (_, word: string) => {
      return MY_FAMILY[word.toLowerCase()] ?? word;
    })
    .replace(
      /\b(?:my|our)\s+(leg|legs|lap|arm|arms|jumper|hand|hands|shoulder|neck|bed|phone|face|hair|coat)\b/giu,
      `${grownUp}’s $1`,
    )
    .replace(/\b(?:my|our)\b/giu, 'the')
    .replace(/\bours\b/giu, 'home')
    .replace(/\bme\b/giu, grownUp)
    .replace(/\bus\b/giu, grownUps);
  const words = text.split(' ');
  const first = (words[0] ?? '').toLowerCase();
  const second = (words[1] ?? '').toLowerCase();
  const rest = words.slice(1).join(' ');
  let sentence: string | undefined;
  if (first === 'we') sentence = `${hero.name} and ${grownUps} ${rest.replace(/\bwe\b/giu, 'they')}`;
  else if (first === hero.he || first === 'she' || first === 'he') sentence = `${hero.name} ${rest}`;
  else if (first.endsWith("'s") || first.endsWith('’s')) sentence = undefined;
  else if (first === 'first') sentence = `It was ${hero.his} ${text}`;
  else if (PAST.has(first) || (first.length > 4 && first.endsWith('ed') && !first.endsWith('eed')))
    sentence = `${hero.name} ${text}`;
  else if (PRESENT[first]) sentence = `${hero.name} ${PRESENT[first]} ${rest}`;
  else if (STATES.has(first) && DAY_WORDS.test(second)) sentence = `It was a ${text}`;
  else if (STATES.has(first))
    sentence = `${hero.name} ${hero.plural ? 'were' : 'was'} ${first === 'bit' ? 'a ' : ''}${text}`;
  else if (/^(day|evening|morning|afternoon|night)$/u.test(second) && /^\p{L}+y$/u.test(first))
    sentence = `It was a ${text}`;
  else if (/^(his|her|their)$/u.test(first) && words.length > 2) sentence = `${hero.name}’s ${rest}`;
  else if (PEOPLE.has(first) || /^\p{Lu}/u.test(words[0] ?? '')) sentence = text;
  if (!sentence) return undefined;
  sentence = tidy(sentence.replace(/\bwe\b/giu, 'they')).replace(CALLED, (word) => capital(word.toLowerCase()));
  // The day's names as the story spells them (`maggie`: `Maggie`).
  for (const name of context.names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    sentence = sentence.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), name);
  }
  const count = sentence.split(' ').length;
  if (count < 3 || count > 22) return undefined;
  return ended(capital(sentence));
}

export const en: Reteller = {
  clauses,
  retell,
  keys: (clause) => keyWords(clean(clause), STOP),
  has: hasWordStart,
  evening: /\b(tea|teatime|dinner|supper|bath|bed|bedtime|night|asleep|sleep|pyjamas|evening|tonight)\b/iu,
};
