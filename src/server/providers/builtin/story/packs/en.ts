import type { ChildPronoun } from '../../../../../shared/account.ts';
import type { PersonId } from '../../lexicon/concepts.ts';
import { type Ctx, type HeroInput, listOf, type StoryPack } from '../pack.ts';

/**
 * English. A person or character is a name with its pronouns; a thing is a noun with its article. Sentences name the
 * hero first in a scene (`x.first`) and use the pronoun after, as a parent reading aloud would.
 */
type R = {
  name: string;
  he: string;
  him: string;
  his: string;
  plural: boolean;
  /**
   * A relation told with the hero's possessive beside the hero (`her sister`, `his cousin Jayden`): the words after
   * `her`/`his`/`their`. Only `with …` and `… and …` use it; elsewhere the name stands alone.
   */
  kin?: string;
  /** A named pet's name alone (`Biscuit` of `Biscuit the cat`), for a second mention. */
  short?: string;
  /** The chosen character, the child's cuddly companion: never the grown-up who promises or decides for the child. */
  toy?: boolean;
};
type N = { the: string; a: string };
type X = Ctx<R, N>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const she = (name: string): R => ({ name, he: 'she', him: 'her', his: 'her', plural: false });
const he = (name: string): R => ({ name, he: 'he', him: 'him', his: 'his', plural: false });
const they = (name: string): R => ({ name, he: 'they', him: 'them', his: 'their', plural: true });
const n = (the: string, a = the): N => ({ the, a });
/** A relation without a name: `her sister` beside the hero, `the sister` elsewhere. */
const kin = (make: (name: string) => R, word: string): R => ({ ...make(`the ${word}`), kin: word });

/** The hero as the subject: the name at the start of a scene, the pronoun after. */
const _He = (x: X) => (x.first ? x.h.name : cap(x.h.he));
/** The hero as the subject: the name at the start of a scene, the pronoun after. */
const He = (x: X) => (x.first ? x.h.name : cap(x.h.he));
const was = (r: R) => (r.plural ? 'were' : 'was');
/** `was` after the hero as the subject: a hero without a pronoun is one when named (`Elephant was`), `they` after. */
const heWas = (x: X) => (x.first && !/ and /u.test(x.h.name) ? 'was' : was(x.h));
/** Someone beside the hero: `Grandma`, or a relation by the hero's possessive (`her sister`, `his cousin Jayden`). */
const beside = (x: X, r: R) => (r.kin ? `${x.h.his} ${r.kin}` : r.name);
/** The same at the start of a sentence, where a pronoun cannot come before the hero: `Fox’s sister`, `Grandma`. */
const besideFirst = (x: X, r: R) => (r.kin ? `${x.h.name}’s ${r.kin}` : cap(r.name));
/** ` with Grandma`, ` with her sister`, ` with Kiddo`, or nothing. */
const withWho = (x: X) => (x.p ? ` with ${beside(x, x.p)}` : x.c ? ` with ${x.c.name}` : '');
/** `Bunny and Grandma`, `Bunny and her sister` or `Bunny`. */
const andWho = (x: X, name = x.h.name) =>
  x.p ? `${name}${/ and /u.test(x.p.name) ? ',' : ' and'} ${beside(x, x.p)}` : x.c ? `${name} and ${x.c.name}` : name;
/**
 * The grandparent of a visit: the one sharing the scene, else the helper when a grandparent (a scene told later at
 * Nani's has no one beside the hero, and no Grandma and Grandpa the parent never wrote).
 */
const granOf = (x: X): R | undefined => x.p ?? (GRAN_WORD.test(x.helper?.name ?? '') ? x.helper : undefined);
const GRAN_WORD =
  /\b(gran|nan|grandma|grandpa|grandad|granny|nanny|nana|pop|poppy|oma|opa|nonna|dadi|bubbe|bubbie|savta|zaide|zayde|saba|meemaw|memaw|mamaw|papaw|pawpaw|ah ma|popo|lola|lolo|ouma|oupa|ah gong|gong gong|lao lao|nai nai|ye ye)/iu;
/** The grandparents of a visit: the one the parent named (`Nan`, `Nanny Sue`), else both, so no one is made up. */
const grans = (x: X) => {
  const p = granOf(x);
  return p && ((x.pGrand && p === x.p) || GRAN_WORD.test(p.name)) ? p.name : 'Grandma and Grandpa';
};
/** The grandmother of the visit, by the family's own word where it is one (`Nana`), else Grandma. */
const gran = (x: X) => {
  const p = granOf(x);
  return p &&
    !/ and /u.test(p.name) &&
    ((x.pGrand && p === x.p && p.he === 'she') ||
      /\b(gran|nan|grandma|granny|nanny|nana|nanna|nan-nan|nannie|gran-gran|grandmother|nonna|oma|grammy|gammy|meemaw|nain|nani|nanima|dadi|bubbe|bubbie|bubby|savta|ah ma|popo|lola|ouma|lao lao|nai nai)\b/iu.test(
        p.name,
      ))
    ? p.name
    : 'Grandma';
};
/** A grandfather the parent named alone (`Grandpa`, `Pop`): the grandparent of the visit's lines is he, not Grandma. */
const grandad = (x: X) => {
  const p = granOf(x);
  return p &&
    !/ and /u.test(p.name) &&
    ((x.pGrand && p === x.p && p.he === 'he') ||
      /\b(grandpa|grandad|granddad|grampa|gramps|grandda|pop|pops|poppy|pa|papa|opa|grandfather|pawpaw|zaide|zayde|zaida|zaidy|zeide|saba|ah gong|gong gong|lolo|oupa|ye ye)\b/iu.test(
        p.name,
      ))
    ? p.name
    : undefined;
};
/** Who helps: never the one the trouble is about (Daddy, away for work, does not comfort in person). */
const aide = (x: X): R => (x.about && x.about.name === x.helper.name ? (x.c ?? they('a kind grown-up')) : x.helper);
const helperName = (x: X) => cap(aide(x).name);
/** Whether who helps is the child's cuddly companion, not the child: a toy that cannot speak for a grown-up. */
const byToy = (x: X) => aide(x).toy === true && aide(x).name !== x.h.name;
/**
 * Who has just gone, at a goodbye with no one named beside it (`cried when they drove off`): the one who shared the
 * day and helps, when not the child's own parent, has left and cannot do the comforting.
 */
const gone = (x: X): R | undefined =>
  (!x.about || x.about.name === x.helper.name) &&
  x.p !== undefined &&
  x.helper.name === x.p.name &&
  !/^(?:Mummy|Mommy|Mum|Mom|Mama|Mam|Mammy|Momma|Daddy|Dad|Dada|Da|Papa)$/u.test(x.helper.name)
    ? x.helper
    : undefined;
/** Whom the hero squabbled with and makes up with: the one the trouble is about, never the grown-up who helps. */
/** A pet (`Floppy the bunny`, a lost toy bunny too) says no sorry: only people squabble and make up. */
const made = (x: X): R | undefined =>
  x.about &&
  x.about.name !== x.helper.name &&
  x.about.short === undefined &&
  // (A new baby is no one to squabble and say sorry with: `bit jealous` of baby Arlo is the child's own feeling.)
  !/^(?:the |a )?(?:new |little )?baby\b|\bbaby (?:brother|sister)$/iu.test(
    `${x.about.name} ${x.about.kin ?? ''}`.trim(),
  ) &&
  !/\bthe (?:dog|puppy|cat|kitten|bunny|rabbit|guinea pig|hamster|tortoise|fish|goldfish|bird|budgie|pony|horse|hen|chicken)$/iu.test(
    x.about.name,
  )
    ? x.about
    : undefined;
/** `their` when someone came along, else the hero's own `her`/`his`/`their`. */
const theirs = (x: X) => (x.p || x.c ? 'their' : x.h.his);
/** The hero's name at the start of a scene, the pronoun after: `someone she loved`, `dear to her`. */
const nameOr = (x: X) => (x.first ? x.h.name : x.h.he);
const nameOrHim = (x: X) => (x.first ? x.h.name : x.h.him);
/** `the swimming pool` → `the Swimming Pool`, `the walk in town` → `the Walk in Town`, for titles. */
const titleCase = (text: string) =>
  text.replace(/\p{L}[\p{L}’']*/gu, (word) =>
    ['the', 'and', 'a', 'an', 'of', 'with', 'in', 'on', 'at', 'to', 'for', 'by'].includes(word) ? word : cap(word),
  );

/** Who says the child's own words: the child, else the hero (by name at the start of a scene). */
const speaker = (x: X) => (x.c ? x.c.name : x.first ? x.h.name : cap(x.h.he));
/** The full stop a quoted sentence needs, unless it ends in a question or exclamation mark. */
/**
 * The child's words as a book prints them: `I` a capital, `im` and `dont` with their apostrophes, a typed `'` as a
 * book's `’`, and the names a child calls people by with their capitals (`saving it for Santa`, `to the moon, Mummy`).
 */
const own = (words: string) =>
  words
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    .replace(
      /\b(santa|father christmas|christmas|mummy|mommy|mama|daddy|nana|nanny|granny|grandma|grandpa|grandad)\b/gu,
      (name) => name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()),
    )
    // Who the child says it to, at the end, after a comma (`I love you to the moon mummy`: `…, Mummy`).
    .replace(/(?<=\p{L}) (Mummy|Mommy|Mama|Daddy|Nana|Nanny|Granny|Grandma|Grandpa|Grandad)$/u, ', $1')
    .replace(/\bi\b/gu, 'I')
    // Who the child says it to, at the start, before a comma (`mommy when I'm big`: `Mommy, when I’m big`).
    .replace(
      /^(Mummy|Mommy|Mama|Daddy|Nana|Nanny|Granny|Grandma|Grandpa|Grandad) (?=(?:when|look|watch|I|I’m|where|why|what|guess|please|come|listen|can I|you)\b)/u,
      '$1, ',
    )
    .replace(/\b(i|I)(m|ve|ll|d)\b/gu, 'I’$2')
    .replace(/\b(dont|cant|wont|didnt|isnt|doesnt)\b/gu, (word) => `${word.slice(0, -1)}’t`)
    // `it's` typed without its apostrophe at the start of the child's words (`its magic`, `thats mine`, `wheres
    // daddy`): the child says `it is`, never `its`.
    .replace(/^(it|that|there|what|where|he|she)s(?= \p{L})/iu, '$1’s');
const closing = (words: string) =>
  /[?!]$/u.test(words)
    ? ''
    : /^(?:(?:but|and|so) )?(?:who|what|where|why|how|when|can|will|is|are|do|does|did)\b/iu.test(words)
      ? '?'
      : '.';
/** The hero's possessive: `Fox’s` at the start of a scene, `her` after. */
const poss = (x: X) => (x.first ? `${x.h.name}’s` : x.h.his);

/**
 * An activity as the parent typed it, said in the story's words: the phone's `w` and `n` as `with` and `and`,
 * without the chat's `!!`, `lol` and emojis (`hide n seek w lily!!`: `hide and seek with lily`).
 */
const typedWhat = (what: string) =>
  what
    .replace(/(?:[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]|\u{FE0F})/gu, ' ')
    .replace(/\b(lol|haha+|omg)\b/giu, ' ')
    .replace(/[!?]+/gu, ' ')
    .replace(/\bw\/(?=\s|$)|\bw(?=\s)/gu, 'with')
    .replace(/\bhide (?:n|&|and|'n'|’n’) seek\b/giu, 'hide-and-seek')
    .replace(/(?<=\p{L} )(?:n|&|'n'|’n’)(?= \p{L})/gu, 'and')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.])/gu, '$1')
    // The names every family writes in December with their capitals (`santa train`: `Santa train`).
    .replace(/\b(?:christmas|xmas)\b/giu, 'Christmas')
    .replace(/\bsanta\b/giu, 'Santa')
    .replace(/\bsanta['’]?s\b/giu, 'Santa’s')
    .trim()
    // A grandparent typed alone is time spent with them (`grandad`: `time with Grandad`), never a bare name.
    .replace(
      /^(grandad|granddad|grandpa|granda|grandma|granny|gran|nana|nanna|nan|nanny|nain|taid|grandparents)$/iu,
      (who) => (/^grandparents$/iu.test(who) ? 'time with the grandparents' : `time with ${cap(who.toLowerCase())}`),
    );

/** One meal typed bare, with the meal it was (`fish pie for tea`, `pancakes for brekkie`). */
const mealTyped = (list: string) =>
  (/^[\p{L}' -]+ for (?:tea|dinner|supper|lunch|breakfast|brekkie)$/iu.test(typedWhat(list)) ||
    SNACK_TYPED.test(typedWhat(list))) &&
  !/,| and /u.test(list);
/** A single treat left over from the day (`a sausage roll`) was eaten, not remembered after a colon. */
const SNACK_TYPED =
  /^(?:an? |some )?(?:[\p{L}-]+ )?(?:sausage rolls?|pies?|ice creams?|ice lolly|ice lollies|cakes?|cupcakes?|biscuits?|cookies?|doughnuts?|donuts?|muffins?|scones?|sandwich(?:es)?|sweets|fudge|crisps|chips|hot chips|popsicles?|hot dogs?|pastry|pastries)$/iu;

/**
 * A show or an outing a parent types bare that a book says with `the` (`panto`: `Then it was time for the panto.`,
 * `santa train`: `the Santa train`), a time for it.
 */
const THE_TYPED =
  /^(panto|pantomime|nativity|nativity play|christmas play|christmas show|christmas concert|carol concert|carol service|christmas market|christmas markets|christmas parade|christmas lights|lights|light show|santa train|santa['’]?s? grotto|grotto|santa parade|santa run|ice rink|cinema|theatre|theater|circus|zoo lights|aquarium|museum|hairdressers?|barbers?|fireworks|firework display|fireworks display|fireworks show|bonfire|parade|funfair|fair|carnival)$/iu;
/** A place a parent types bare (`museum`): a trip there, not the building itself (`Later, there was the museum`). */
const TRIP_TYPED =
  /^(museum|aquarium|cinema|theatre|theater|ice rink|zoo|farm|beach|pool|cottage|cabin|lake|seaside|boardwalk|campsite|lighthouse|pier)$/iu;
/** The family said as parents type it (`w the fam`), told in full. */
const FAMILY_TYPED = /^the (?:whole )?fam(?:ily)?$/iu;
/** A place of worship or a stay away left over from the day (`the mandir`): the child had been there. */
const BEEN_TO =
  /^the (fam|family|whole fam|whole family|mandir|temple|church|mosque|gurdwara|synagogue|chapel|cathedral|cottage|cabin|lake|seaside|boardwalk|pier|campsite|lighthouse)$/iu;
const theTyped = (what: string) =>
  TRIP_TYPED.test(typedWhat(what))
    ? `a trip to the ${typedWhat(what)}`
    : THE_TYPED.test(typedWhat(what))
      ? `the ${typedWhat(what)}`
      : typedWhat(what);

/** Activities said without `a` or `the` (`judo`, `swimming`, `roast dinner`, `ballet class`): a time for them. */
const UNCOUNTED =
  /^(judo|karate|ballet|swimming|football|footy|soccer|rugby|tennis|cricket|netball|gymnastics|yoga|lego|duplo|kindy|nursery|creche|daycare|preschool|playgroup|school|church|music|dance|art|crafts?|baking|gardening|tumble tots|rhyme time|story time|storytime|soft play|hide-and-seek)$/iu;
const TIME_WORDS =
  /\b(dinner|lunch|tea|breakfast|brunch|supper|play|time|training|practice|class|classes|lessons|club|group|session|day)$/iu;
/**
 * A den or a fort the parent typed bare (`den in the lounge`, `massive blanket fort`), said as the child built it (`a
 * den in the lounge`); undefined for anything else.
 */
function denTyped(what: string): string | undefined {
  const said = typedWhat(what);
  const den = said.match(
    /^(?:a |an |the )?((?:(?:big|massive|huge|giant|little|cosy|cozy|blanket|pillow|cushion|sofa|couch|cardboard(?: box)?|box|sheet)\s)*(?:den|fort|tent))(\s(?:in|under|on|behind) (?:the|his|her|their) [\p{L} ]+)?$/iu,
  );
  if (!den?.[1]) return undefined;
  const where = (den[2] ?? '').replace(/\s(?:his|her|their)\s/u, ' the ');
  return `${/^[aeiou]/iu.test(den[1]) ? 'an' : 'a'} ${den[1].toLowerCase()}${where}`;
}
function timeFor(what: string): boolean {
  const said = typedWhat(what).toLowerCase();
  if (THE_TYPED.test(said) || TRIP_TYPED.test(said)) return true;
  // What comes before a place or a someone (`footy training with big bro`, `roast dinner at nans`).
  const head = said.split(/\s+(?:at|with|in|on|for|after|before|and)\s+/u)[0] ?? said;
  if (/[,:;]|\s-\s|\b(to|the|a|an)\b/u.test(head)) return false;
  const words = head.split(' ');
  const last = words.at(-1) ?? '';
  if (words.length === 1) return UNCOUNTED.test(last) || /ing$/u.test(last);
  return (
    UNCOUNTED.test(head) ||
    TIME_WORDS.test(last) ||
    (/ing$/u.test(words[0] ?? '') && words.length <= 4) ||
    (/ing$/u.test(last) && words.length === 2)
  );
}
/** Whether a parent's words for a look begin with an article or a possessive (`a small owl`, `her red boots`). */
const hasArticle = (look: string) => /^(a|an|the|one|my|our|his|her|their|this|that)\s/iu.test(look);
/** Words that begin a longer name: the reader took only this one (`Mr` of `Mr Bubbles`). */
const TITLES = ['mr', 'mrs', 'ms', 'miss', 'mister', 'dr', 'doctor', 'sir', 'lady', 'captain', 'big', 'little', 'old'];
/** A parent's casual word for a relation as a bedtime book says it (`his mate Jack` → `his friend Jack`). */
const KIN_WORDS: Record<string, string> = {
  cuz: 'cousin',
  bff: 'best friend',
  bestie: 'best friend',
  mate: 'friend',
  pal: 'friend',
  buddy: 'friend',
  playmate: 'friend',
  sitter: 'babysitter',
  keyworker: 'key worker',
};
/** `puppies` → `puppy`, `cats` → `cat`: a named pet or person is one. */
const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : /[^s]s$/u.test(word) ? word.slice(0, -1) : word;
/** How a child calls a grandparent, aunt or uncle by name, in the parent's own word where it is one (`Nanny Sue`). */
function relationTitle(word: string, relation: 'grandma' | 'grandpa' | 'aunt' | 'uncle' | 'mum' | 'dad'): string {
  // (A great-grandparent by the parent's word after `great`: `great granny` is Great Granny.)
  const great = /^great[ -]/u.exec(word);
  if (great) return `Great ${relationTitle(word.slice(great[0].length), relation)}`;
  const formal: Record<string, string> = {
    grandmother: 'Grandma',
    grandfather: 'Grandpa',
    aunt: 'Aunt',
    mother: 'Mummy',
    mum: 'Mummy',
    father: 'Daddy',
    dad: 'Daddy',
  };
  if (formal[word]) return formal[word];
  if (/^[a-z]+$/u.test(word) && word.length <= 10) return cap(word);
  return { grandma: 'Grandma', grandpa: 'Grandpa', aunt: 'Auntie', uncle: 'Uncle', mum: 'Mummy', dad: 'Daddy' }[
    relation
  ];
}

const HEROES: Record<string, R> = {
  'character-bunny': she('Bunny'),
  'character-bear': he('Little Bear'),
  'character-dragon': he('Dragon'),
  'character-unicorn': she('Unicorn'),
  'character-fox': she('Fox'),
  'character-panda': he('Panda'),
  'character-owl': she('Owl'),
  'character-cat': she('Kitten'),
  'character-dog': he('Puppy'),
  'character-lion': he('Lion'),
  // One animal is `he` or `she` to a small child: `they were a sheep in the play` sounds like two.
  'character-elephant': he('Elephant'),
  'character-penguin': she('Penguin'),
};

function hero(input: HeroInput): R {
  return { ...heroAs(input), toy: true };
}

function heroAs(input: HeroInput): R {
  const known = input.catalogId ? HEROES[input.catalogId] : undefined;
  if (known && input.childPronoun) return input.childPronoun === 'she' ? she(input.name) : he(input.name);
  if (known) return { ...known, name: input.name };
  const words = ` ${input.description.toLowerCase()} `;
  if (/\b(she|her|girl|princess|queen|lady|mother|mum|mom)\b/u.test(words)) return she(input.name);
  if (/\b(he|him|his|boy|prince|king|mister|father|dad)\b/u.test(words)) return he(input.name);
  return they(input.name);
}

function child(name: string, pronoun: ChildPronoun | undefined): R {
  if (pronoun === 'she') return she(name);
  if (pronoun === 'he') return he(name);
  return they(name);
}

export const en: StoryPack<R, N> = {
  language: 'en',
  hero,
  child,
  together: (kids) =>
    they(
      listOf(
        kids.map((kid) => kid.name),
        ' and ',
      ),
    ),
  grownUp: they('a kind grown-up'),

  opening: {
    wake: [
      (x) => `Morning light crept in around the curtains, and ${x.h.name} opened ${x.h.his} eyes.`,
      (x) => `${x.h.name} woke up slowly and stretched ${x.h.his} arms up high, up high, up high.`,
      (x) => `Tweet, tweet, sang a little bird, and ${x.h.name} sat up in bed with a big yawn.`,
      (x) => `${x.h.name} wriggled out from under the warm blanket, one toe at a time.`,
      (x) => `A soft yellow light filled the room, and ${x.h.name} blinked awake.`,
      (x) => `${x.h.name} rubbed ${x.h.his} sleepy eyes and looked at the bright new morning.`,
      (x) => `“Good morning, teddy,” whispered ${x.h.name}, snuggled up on the pillow.`,
      (x) => `${x.h.name} woke up with a smile, because today was a brand-new day.`,
      (x) => `Tap, tap, went a little branch on the window, and ${x.h.name} opened ${x.h.his} eyes.`,
      (x) => `${x.h.name} gave a long, slow stretch, like a cat in the sun.`,
      (x) => `The house was still quiet when ${x.h.name} woke up and wiggled ${x.h.his} toes.`,
      (x) => `${x.h.name} peeped out from under the covers and saw that it was morning.`,
    ],
    sense: [
      (x) => `${He(x)} lay still for a moment and listened to the house waking up.`,
      (x) => `Something smelled warm and toasty in the kitchen, and ${x.h.his} tummy rumbled.`,
      (x) => `The floor felt cool under ${x.h.his} feet, pitter-pat, pitter-pat.`,
      () => 'On the shelf, the toys were waiting to say good morning.',
      () => 'Far away, a bus rumbled by, and the morning said hello.',
      (x) => `${He(x)} pulled the curtain open and waved hello to the clouds.`,
      (x) => `${He(x)} drew a tiny smiley face on the misty window.`,
      (x) => `${He(x)} listened: drip went the tap, and hum went the fridge.`,
      () => 'A gentle breeze made the curtains sway, swish, swish.',
      (x) => `${He(x)} found ${x.h.his} slippers, one under the bed and one by the door.`,
      () => 'Little dots of light sparkled on the ceiling.',
    ],
    // An ill day from its start: the child is not well from waking (scene 3 says so), with no breakfast line.
    poorly: [
      (x) => `${He(x)} felt sleepy and wobbly, so ${x.h.he} stayed snuggled in ${x.h.his} pyjamas.`,
      (x) => `There was no hurry this morning, and ${x.h.name} stayed in ${x.h.his} cosy pyjamas.`,
    ],
    ready: [
      (x) => `After a bowl of warm porridge, ${x.h.he} ${was(x.h)} ready for the day.`,
      (x) => `${He(x)} ate some toast with jam and drank a cup of milk, glug, glug.`,
      (x) => `Then it was time to get dressed: socks, trousers and ${x.h.his} favourite top.`,
      (x) => `${He(x)} brushed ${x.h.his} teeth, swish, swash, and washed ${x.h.his} face.`,
      (_x) => `Breakfast was yoghurt and apple slices, crunch, crunch, crunch.`,
      (x) =>
        `${x.c ? `${x.c.name} helped ${x.h.him} with the buttons` : `${He(x)} did up the buttons all by ${x.h.him}self`}, one, two, three.`,
      (x) => `${He(x)} had a little breakfast and a big glass of water.`,
      (x) =>
        `${x.c ? `${x.c.name} and ${x.h.name} shared a bowl of cereal` : `${He(x)} munched a bowl of cereal`}, and the spoon went clink, clink.`,
      () => 'After breakfast, there were shoes to find and a coat to zip up.',
      (x) => `${He(x)} gave ${x.c ? x.c.name : 'teddy'} a great big morning hug, the best way to start the day.`,
    ],
  },
  breakfast: [
    (x) => `For breakfast there ${x.t?.the.endsWith('s') ? 'were' : 'was'} ${x.t?.the}, yum, yum!`,
    (x) => `${He(x)} sat at the table and munched ${x.t?.the}, one happy bite after another.`,
    (x) => `Breakfast was ${x.t?.the}, and it was just right.`,
  ],
  calmRefrain: [
    (x) => `Gently, gently, ${x.h.name}, someone is always near.`,
    (x) => `${x.h.name}, held so tight, loved by day and loved by night.`,
    (x) => `Soft and slow, ${x.h.name}, you are loved wherever you go.`,
    (x) => `Hush now, ${x.h.name}, there is love all around you.`,
  ],
  refrain: [
    (x) => `Hop and skip, ${x.h.name}, what a day to be little!`,
    (x) => `Slow and sweet, one, two, three, ${x.h.name} is as happy as can be.`,
    (x) => `Tippy-toe and twirl around, ${x.h.name} feels safe and sound.`,
    (x) => `A big, bright day for ${x.h.name}, and a heart full of sunshine.`,
    (x) => `Step by step and hand in hand, ${x.h.name} is doing just grand.`,
    (x) =>
      `Wiggle your nose and wiggle your toes, ${x.h.name} smiles wherever ${x.h.he} ${x.h.plural ? 'go' : 'goes'}.`,
    // Never `One small Little Bear`: a hero already little is not made small again.
    (x) =>
      `One ${/^little\b/iu.test(x.h.name) ? '' : 'small '}${x.h.name} under one big sky, and everything will be all right.`,
    (x) => `Humming and drumming, ${x.h.name} is coming!`,
    (x) => `Brave and kind, and loved all the time, that’s ${x.h.name}.`,
    (x) => `Snug as a bug and bright as a star, ${x.h.name}, you’re wonderful just as you are.`,
    (x) => `Hoppity-hop and off we go, ${x.h.name} is ready from top to toe.`,
    // Loved in every part, not loving `every part` of nothing the line has named.
    (x) => `Little feet and a happy heart, ${x.h.name} ${x.h.plural ? 'are' : 'is'} loved in every part.`,
  ],

  activities: {
    'activity-playground': {
      arrive: [
        // Soft play is read as the playground too: no line here is only true outdoors (swings, wind, sand, birds).
        (x) => `${andWho(x)} ran to the playground, where the slides were waiting.`,
        (x) => `At the playground, ${x.h.name} climbed the little ladder, step by step.`,
        (x) => `${x.h.name} went to the playground${withWho(x)}, where the big red slide was waiting.`,
      ],
      do: [
        (x) => `${He(x)} whooshed down the slide and landed with a soft bump at the bottom.`,
        (x) => `${He(x)} climbed up high and waved from the very top.`,
        (x) => `${He(x)} crawled through the tunnel and popped out the other end, peekaboo!`,
      ],
      sense: [
        (x) => `Whee, went the slide, and ${x.h.his} tummy did a little flip.`,
        () => 'Little feet went thump, thump, thump up the steps.',
        () => 'Children laughed and called, and everyone took turns.',
      ],
      noun: n('the playground'),
      goodnight: 'big slide',
    },
    'activity-bath': {
      arrive: [
        (x) => `${x.h.name} climbed into a warm bath full of bubbles.`,
        (x) => `The bath was ready, and ${x.h.name} dipped in one toe, then the other.`,
        (x) => `${x.h.name} splashed into the warm water${withWho(x)}, and the rubber duck bobbed along.`,
      ],
      do: [
        (x) => `${He(x)} had a bubbly bath with the little yellow duck, splish, splash.`,
        (x) => `${He(x)} piled bubbles on ${x.h.his} head like a fluffy hat.`,
        (x) => `${He(x)} poured warm water from a cup, trickle, trickle.`,
      ],
      sense: [
        () => 'The bubbles popped softly, pop, pop, pop.',
        () => 'The water was warm and smelled of soap and flowers.',
        () => 'The rubber duck said squeak, and everybody giggled.',
      ],
      noun: n('the bath'),
      goodnight: 'rubber duck',
    },
    'activity-painting': {
      // (Told of a drawing day too, for `drew`, `crayons` and `colouring` come here: pictures and colours, no brush.)
      arrive: [
        (x) => `${x.h.name} sat down at the big table with paper, crayons and paints.`,
        (x) => `${andWho(x)} rolled out a big sheet of paper, ready to make pictures.`,
        (x) => `${andWho(x)} picked out the brightest colours first.`,
      ],
      do: [
        (x) => `${He(x)} made a round yellow sun and a blue, blue sea.`,
        (x) => `${He(x)} filled the paper with swirls and dots and wiggly lines.`,
        (x) => `${He(x)} put the colours side by side, red and yellow and blue.`,
      ],
      sense: [
        () => 'Swish, swoosh, the colours went across the paper.',
        () => 'Scribble, scribble, the white paper filled up with colours.',
        () => 'A blob of blue made a funny shape.',
      ],
      noun: n('the picture', 'a picture'),
      goodnight: 'colours',
    },
    'activity-reading': {
      arrive: [
        (x) => `${x.h.name} snuggled into the reading corner with a pile of picture books.`,
        (x) => `${andWho(x)} curled up on the cushions with a favourite book.`,
        (x) => `${x.h.name} chose a book with a bright cover and opened it wide.`,
      ],
      do: [
        (x) => `${He(x)} turned the pages slowly and pointed at every animal.`,
        (x) => `${He(x)} knew the next words by heart and said them out loud.`,
        (x) => `${He(x)} found a little mouse hiding on every page.`,
      ],
      sense: [
        () => 'The pages rustled softly, flip, flip, flip.',
        () => 'The cushions were soft, and the blanket was cosy and warm.',
        () => 'The pictures were full of colours, like a rainbow in a book.',
      ],
      noun: n('the books', 'a book'),
      goodnight: 'picture books',
    },
    'activity-daycare': {
      arrive: [
        // (No `daycare` by name: the same lines tell a day at nursery, preschool, kindy or the childminder's.)
        (x) => `${x.h.name} hung up ${x.h.his} coat and said hello to the other children.`,
        (x) => `${x.h.name} waved to the other children sitting on the carpet.`,
        (x) => `${x.h.name} walked into the bright playroom, where the other children were playing.`,
      ],
      do: [
        (x) => `${He(x)} built a house of blocks with the other children.`,
        (x) => `${He(x)} sat in the circle and sang the hello song.`,
        (x) => `${He(x)} drew a picture, and the teacher hung it on the wall.`,
      ],
      sense: [
        () => 'The room smelled of crayons and apples.',
        () => 'Little voices sang, and little hands clapped along, clap, clap.',
        () => 'Outside the window, the clouds drifted slowly by.',
      ],
      noun: n('daycare'),
      // (No `daycare` here either: a nursery's, a preschool's or a childminder's friends alike.)
      goodnight: 'little friends',
    },
    'activity-grandparents': {
      arrive: [
        // (True of a visit and of the grandparents come over: `nanna and grandpa came over for the day`.)
        (x) => `${x.h.name} and ${grans(x)} said a big hello at the door, with hugs all round.`,
        // (True of a visit and of the grandparents come to stay: `nana and pop came down for the weekend`.)
        (x) => `${x.h.name} ran to ${grans(x)} for a great big hello hug, and they were all smiling wide.`,
        (x) => `${x.h.name} climbed into the big armchair, snug next to ${grans(x)}.`,
      ],
      do: [
        // (A toddler chatters; a week told in news is a grown-up's visit. No biscuits: the day may have had its own tea.)
        (x) => `${He(x)} chattered away to ${grans(x)}, happy as a bird.`,
        // (Nothing done the parent did not write, a lunch or a visit alike: no plants watered, no photos shown.)
        (x) => `${cap(grans(x))} listened to all of ${x.h.his} news, nodding and smiling.`,
        // (No cuddle of its own: the parent's cuddle, where they wrote one, is told once.)
        (x) => `${He(x)} sat close beside ${grandad(x) ?? gran(x)} for a little while.`,
      ],
      sense: [
        // (No biscuits, no hugs: the parent's own treats and cuddles of the visit are told once, by them.)
        () => 'The house was warm and smelled of tea.',
        () => 'The old clock on the wall went tick, tock, tick, tock.',
        (x) =>
          grandad(x)
            ? `${grandad(x)}’s jumper was soft, and his voice was kind and low.`
            : `${gran(x)}’s cardigan was soft, and her voice was kind and gentle.`,
      ],
      noun: n('the visit'),
      goodnight: 'cosy armchair',
    },
    'activity-swimming': {
      arrive: [
        // (No going to the pool: the parent's own words of the swim tell it, once.)
        (x) => `${x.h.name} put on bright armbands, ready for the water.`,
        (x) => `At the pool, ${x.h.name} sat on the edge and dipped ${x.h.his} feet in.`,
        (x) => `${andWho(x)} climbed down the steps into the calm blue water.`,
      ],
      do: [
        (x) => `${He(x)} kicked ${x.h.his} legs, kick, kick, kick, and floated like a little boat.`,
        (x) => `${He(x)} held on to a soft float and paddled across.`,
        (x) => `${He(x)} blew bubbles in the water, blub, blub, blub.`,
      ],
      sense: [
        () => 'The water sparkled, and every splash echoed off the walls.',
        () => 'The water lapped gently, lap, lap, lap.',
        () => 'Afterwards, a big fluffy towel felt warm and snug.',
      ],
      noun: n('the swimming pool'),
      goodnight: 'swimming pool',
    },
    'activity-baking': {
      arrive: [
        (x) => `${andWho(x)} put on ${x.p || x.c ? 'aprons' : 'an apron'} and got out the big mixing bowl.`,
        (x) => `In the kitchen, ${x.h.name} poured flour into a bowl, whoosh.`,
        (x) => `${x.h.name} stood on a little stool at the counter, ready to bake.`,
      ],
      do: [
        (x) => `${He(x)} stirred and stirred the mixture with a big wooden spoon.`,
        (x) => `${He(x)} pressed star shapes and heart shapes into the dough.`,
        // (No egg cracked `very carefully`: a parent's egg was often shell everywhere.)
        (x) => `${He(x)} helped to spoon the mixture into the tin, plop, plop.`,
      ],
      sense: [
        () => 'Soon the whole kitchen smelled sweet and warm.',
        (x) => `A little puff of flour landed on ${x.h.his} nose, achoo!`,
        // Said of muffins, a cake or biscuits alike (`baked banana muffins this morning`).
        () => 'The oven hummed, and everything turned golden brown.',
      ],
      noun: n('the baking'),
      goodnight: 'big mixing bowl',
    },
    'activity-building-blocks': {
      arrive: [
        (x) => `${x.h.name} tipped out the box of building blocks onto the rug.`,
        (x) => `${andWho(x)} sat on the floor with a big pile of colourful blocks.`,
        (x) => `${x.h.name} chose a red block, a blue block and a yellow one to start.`,
      ],
      do: [
        (x) => `${He(x)} built a tall, tall tower, one block at a time.`,
        (x) => `${He(x)} made a little house with a door for a toy mouse.`,
        (x) => `${He(x)} built a long bridge, and a toy car drove over it, vroom.`,
      ],
      sense: [
        () => 'The blocks clicked and clacked together.',
        () => 'The tower wobbled a little, but it stood up straight.',
        () => 'Red, blue, green, yellow: the colours looked so bright.',
      ],
      noun: n('the block tower'),
      goodnight: 'building blocks',
    },
    'activity-music': {
      arrive: [
        // (True of a song a grown-up sang at home as of a music class: no drum nor basket the parent did not write.)
        (x) => `It was time for some music, and ${x.h.name} was ready to join in.`,
        (x) => `${andWho(x)} sat down together on the rug for a song or two.`,
        (x) => `${x.h.name} clapped ${x.h.his} hands, clap, clap, and the music began.`,
      ],
      do: [
        (x) => `${He(x)} played a loud song and then a very, very soft one.`,
        (x) => `${He(x)} shook the maracas, shaka, shaka, and stamped ${x.h.his} feet.`,
        (x) => `${He(x)} made up a song about the sun and sang it twice.`,
      ],
      sense: [
        // (True of a song sung at a party as of a music class: no drum the parent did not write.)
        () => 'La, la, la went the song, bright and happy.',
        () => 'The music filled the room with happy sounds.',
        () => 'Ting, ting went the little bell, bright and clear.',
      ],
      noun: n('the music'),
      goodnight: 'happy songs',
    },
    'activity-dancing': {
      arrive: [
        (x) => `${x.h.name} put on some music and stood in the middle of the rug.`,
        (x) => `${andWho(x)} pushed the chairs aside to make a dance floor.`,
        (x) => `When the music started, ${x.h.name} couldn’t keep ${x.h.his} feet still.`,
      ],
      do: [
        (x) => `${He(x)} spun around and around until the room went twirly.`,
        (x) => `${He(x)} hopped like a frog and swayed like a tree in the wind.`,
        (x) => `${He(x)} danced fast, then slow, then froze like a statue.`,
      ],
      sense: [
        () => 'The music went la-la-la, and the floor went tap, tap, tap.',
        () => 'Arms up high, arms down low, round and round we go.',
        () => 'Everyone clapped, and cheeks were pink and warm.',
      ],
      noun: n('the dancing'),
      goodnight: 'dancing feet',
    },
    'activity-zoo': {
      arrive: [
        (x) => `${andWho(x)} walked through the gate of the zoo${x.p || x.c ? ', holding hands' : ''}.`,
        (x) => `At the zoo, ${x.h.name} looked up, and up, and up at a tall giraffe.`,
        (x) => `${x.h.name} went to the zoo${withWho(x)}, where the paths were green and leafy.`,
      ],
      do: [
        (x) => `${He(x)} waved to the penguins and watched the monkeys swing.`,
        (x) => `${He(x)} saw an elephant splashing water with its long trunk.`,
        (x) => `${He(x)} counted the zebra’s stripes, but there were far too many.`,
      ],
      sense: [
        () => 'A lion yawned a big, sleepy yawn, and so did everybody else.',
        () => 'The bright parrots chattered, squawk, squawk.',
        () => 'It smelled of hay and leaves and sunshine.',
      ],
      noun: n('the zoo'),
      goodnight: 'tall giraffe',
    },
    'activity-park': {
      arrive: [
        // (No going there: the parent's own words often tell the way to the park, and it is told once.)
        (x) => `${andWho(x)} stood under the big trees in the park, and the leaves whispered in the wind.`,
        // (No pond nor duck the parent did not write: every park has a path, grass and trees.)
        (x) => `In the park, ${x.h.name} followed the winding path, step by step.`,
        (x) => `${x.h.name} ran across the soft green grass of the park${withWho(x)}.`,
      ],
      do: [
        (x) => `${He(x)} collected three leaves, a twig and a round pebble.`,
        (x) => `${He(x)} rolled down a little hill, roly-poly, all the way to the bottom.`,
        (x) => `${He(x)} looked up at the tallest tree, all the way to the very top.`,
      ],
      sense: [
        () => 'The leaves rustled overhead, shh, shh, shh.',
        () => 'A squirrel ran up a tree with its bushy tail in the air.',
        () => 'The grass smelled fresh, and a breeze went by.',
      ],
      noun: n('the park'),
      goodnight: 'green park',
    },
    'activity-beach': {
      arrive: [
        (x) => `${andWho(x)} went to the beach and took off ${theirs(x)} shoes.`,
        (x) => `At the beach, ${x.h.name} wiggled ${x.h.his} toes in the warm sand.`,
        (x) => `${x.h.name} ran down to the edge of the sea${withWho(x)}.`,
      ],
      do: [
        (x) => `${He(x)} built a sandcastle and put a shell on top.`,
        (x) => `${He(x)} jumped over the little waves, one, two, jump!`,
        (x) => `${He(x)} filled a bucket with water and poured it into a hole.`,
      ],
      sense: [
        () => 'The waves went whoosh, and then hush, whoosh and hush.',
        () => 'Seagulls called up in the sky, and the air tasted salty.',
        () => 'The sand was warm on top and cool underneath.',
      ],
      noun: n('the beach'),
      goodnight: 'sandy beach',
    },
    'activity-bike-ride': {
      arrive: [
        (x) => `${x.h.name} put on a helmet and climbed onto the little bike.`,
        (x) => `${andWho(x)} went out for a ride along the quiet path.`,
        (x) => `${x.h.name} rang the bell, ring, ring, and off ${x.h.he} went.`,
      ],
      do: [
        (x) => `${He(x)} rode slowly past the trees and the flowers.`,
        (x) => `${He(x)} rode up a tiny hill and rolled down the other side.`,
        (x) => `${He(x)} stopped to wave at a dog and then rode on.`,
      ],
      sense: [
        () => 'The wheels went round and round, and the wind whooshed by.',
        () => 'The path crunched under the tyres, crunch, crunch.',
        () => 'Ring, ring went the bell, just to say hello.',
      ],
      noun: n('the bike ride'),
      goodnight: 'little bike',
    },
    'activity-gardening': {
      arrive: [
        (x) => `${x.h.name} went out into the garden with a little watering can.`,
        (x) => `${andWho(x)} knelt by the flower bed with a small spade.`,
        (x) => `In the garden, ${x.h.name} found the seeds ready for planting.`,
      ],
      do: [
        (x) => `${He(x)} dug a little hole and tucked a seed in, nice and snug.`,
        (x) => `${He(x)} watered the flowers, sprinkle, sprinkle, sprinkle.`,
        (x) => `${He(x)} pulled out a weed and found a wriggly worm underneath.`,
      ],
      sense: [
        () => 'The earth was soft and dark and smelled of rain.',
        () => 'A bee buzzed from flower to flower, bzz, bzz.',
        () => 'Tiny green shoots were peeking up to say hello.',
      ],
      noun: n('the garden'),
      goodnight: 'little seeds',
    },
    'activity-puzzle': {
      arrive: [
        (x) => `${x.h.name} tipped the puzzle pieces onto the low table.`,
        (x) => `${andWho(x)} sat down with a big, colourful puzzle.`,
        (x) => `${x.h.name} turned all the puzzle pieces picture side up.`,
      ],
      do: [
        (x) => `${He(x)} found the corners first, and then the edges.`,
        (x) => `${He(x)} turned a piece this way and that until it fitted.`,
        (x) => `${He(x)} put together a picture of a farm, piece by piece.`,
      ],
      sense: [
        () => 'Click went a piece, right into its place.',
        () => 'Slowly, a cow and a red tractor appeared.',
        () => 'The pieces were smooth and made a soft clatter.',
      ],
      noun: n('the puzzle'),
      goodnight: 'puzzle pieces',
    },
    'activity-doctor-visit': {
      arrive: [
        // (No teddy the parent did not write: the child's own cuddly of the day may be another.)
        (x) =>
          `${x.h.name} went to see the doctor${withWho(x)}, holding ${x.p && !x.p.plural && !x.p.toy ? `${x.p.name}’s` : 'a grown-up’s'} hand.`,
        (x) => `At the doctor’s, ${x.h.name} sat in the waiting room and looked at a book.`,
        (x) => `${x.h.name} walked into the doctor’s room and looked all around.`,
      ],
      // No check-up the parent did not write: a visit for jabs or a sore ear is told in the parent's own words, so
      // these lines tell only the waiting and the room, true of any visit (no mouth looked in, no heart listened to).
      do: [
        (x) => `${He(x)} sat up on the big chair and swung ${x.h.his} legs.`,
        (x) => `${He(x)} held on tight and looked at the pictures on the wall.`,
        (x) => `${He(x)} waited a little while, and then it was ${x.h.his} turn.`,
      ],
      sense: [
        () => 'Everyone there spoke in soft, kind voices.',
        () => 'The room was bright and tidy, with pictures on the wall.',
        () => 'There was a basket of toys in the corner of the waiting room.',
      ],
      noun: n('the doctor’s visit'),
      goodnight: 'kind doctor',
    },
    'activity-birthday-party': {
      arrive: [
        (x) => `${x.h.name} went to a birthday party, where balloons hung from the ceiling.`,
        (x) => `At the party, ${x.h.name} said happy birthday and gave a present.`,
        (x) => `${andWho(x)} walked into a room full of balloons and paper garlands.`,
      ],
      do: [
        (x) => `${He(x)} played musical statues and froze like a tree.`,
        (x) => `${He(x)} sang Happy Birthday, loud and clear.`,
        (x) => `${He(x)} had a slice of cake with a little strawberry on top.`,
      ],
      sense: [
        () => 'The candles flickered, and everyone went whoosh to blow them out.',
        () => 'Balloons bumped and bobbed, red and blue and yellow.',
        () => 'There was music and laughing and the smell of sweet cake.',
      ],
      noun: n('the party'),
      goodnight: 'party balloons',
    },
    'activity-snow': {
      arrive: [
        (x) => `${x.h.name} put on boots, a hat and mittens and stepped into the snow.`,
        // (No garden named: the snow may be the park's, the street's or a hill's.)
        (x) => `Outside, everything was white, and ${x.h.name} ran out into the snow${withWho(x)}.`,
        (x) => `${andWho(x)} pulled the little sled through the snow.`,
      ],
      do: [
        (x) => `${He(x)} rolled a big snowball and made a smiling snowman.`,
        (x) => `${He(x)} lay down and made a snow angel, swish, swish.`,
        (x) => `${He(x)} slid down a little hill on the sled, wheee!`,
      ],
      sense: [
        () => 'The snow went crunch, crunch, crunch under every step.',
        (x) => `Snowflakes landed on ${x.h.his} nose, cold and tickly.`,
        () => 'Everything was white and quiet and sparkly.',
      ],
      noun: n('the snow'),
      goodnight: 'snowman',
    },
    'activity-shopping': {
      arrive: [
        (x) => `${andWho(x)} went to the shop with a little shopping trolley.`,
        (x) => `At the shop, ${x.h.name} pushed the trolley, very carefully, down the aisle.`,
        (x) => `${x.h.name} went shopping${withWho(x)}, with a list of things to find.`,
      ],
      do: [
        (x) => `${He(x)} found the bananas, the bread and a big round melon.`,
        (x) => `${He(x)} put the apples in a bag, one, two, three, four.`,
        (x) => `${He(x)} helped put everything on the belt at the till.`,
      ],
      sense: [
        () => 'Beep went the till, beep, beep, beep.',
        () => 'The oranges were bright and smelled like sunshine.',
        () => 'The trolley wheels went squeak, squeak along the floor.',
      ],
      // (A shopping trip in a title and a list: `Fox and the Shopping Trip`, never `the Shopping`.)
      noun: n('the shopping trip', 'a shopping trip'),
      goodnight: 'shopping trolley',
    },
    'activity-cooking': {
      arrive: [
        // No dish named here: the parent's own cooking (pancakes, a pie) is told beside it.
        (x) => `${andWho(x)} washed ${theirs(x)} hands and tied on aprons in the kitchen.`,
        (x) => `In the kitchen, ${x.h.name} helped to cook, standing on a little stool.`,
        (x) => `${x.h.name} got the bowls and spoons ready for cooking.`,
      ],
      // (No food named: pancakes, a curry or a soup, the parent's own dish is the only one.)
      do: [
        (x) => `${He(x)} tipped things into the big bowl, one by one.`,
        (x) => `${He(x)} stirred and stirred, slowly, with a long wooden spoon.`,
        (x) => `${He(x)} helped to mix, round and round, with both hands on the spoon.`,
      ],
      sense: [
        () => 'Everything smelled delicious, mmm.',
        () => 'The kitchen was warm, and everything smelled yummy.',
        () => 'There was a clink of spoons and a clatter of bowls.',
      ],
      noun: n('the cooking'),
      goodnight: 'wooden spoon',
    },
    'activity-train-ride': {
      // Only the companion rides along here: the family met at the journey's end (`granny met us at the station`) was
      // not on the train.
      arrive: [
        (x) => `${x.c ? `${x.h.name} and ${x.c.name}` : x.h.name} climbed aboard a big train at the station.`,
        (x) =>
          `${x.h.name} sat by the train window${x.c ? ` with ${x.c.name}` : ''} and pressed ${x.h.his} nose to the glass.`,
        (x) => `At the station, ${x.h.name} watched the train pull in, slowly, slowly.`,
      ],
      do: [
        // (No animals named: the cows or sheep the parent saw from the window are told in the parent's words.)
        (x) => `${He(x)} watched the fields and little houses go by.`,
        (x) => `${He(x)} counted the trees rushing past the window.`,
        (x) => `${He(x)} showed the ticket to the conductor, who gave a friendly nod.`,
      ],
      sense: [
        () => 'Clickety-clack, clickety-clack, went the train on the track.',
        () => 'Toot, toot, called the train as it went into a tunnel.',
        () => 'The seat rocked gently, like a cradle.',
      ],
      noun: n('the train ride'),
      goodnight: 'big train',
    },
    'activity-sandbox': {
      arrive: [
        (x) => `${x.h.name} climbed into the sandpit with a bucket and spade.`,
        // Sand at the beach is read as the sandpit too: this line says only the sand.
        (x) => `${andWho(x)} sat down in the sand and started to dig.`,
        (x) => `In the sandpit, ${x.h.name} found a little rake and a shovel.`,
      ],
      do: [
        (x) => `${He(x)} filled the bucket, patted it, and turned it over: a sandcastle!`,
        (x) => `${He(x)} dug a long road for a toy digger.`,
        (x) => `${He(x)} baked sand cakes and decorated them with little stones.`,
      ],
      sense: [
        () => 'The sand was soft and trickled through little fingers.',
        () => 'Pat, pat, pat went the spade on the bucket.',
        () => 'The sand was cool and damp underneath, just right for building.',
      ],
      noun: n('the sandpit'),
      goodnight: 'bucket and spade',
    },
    'activity-library-visit': {
      arrive: [
        // (None says `went to the library` again: the parent's own going there is often told just before.)
        (x) => `Inside the library, ${andWho(x)} looked up at the shelves full of books.`,
        (x) => `At the library, ${x.h.name} tiptoed to the children’s corner.`,
        (x) => `${x.h.name} carried a cloth bag for books into the library${withWho(x)}.`,
      ],
      do: [
        (x) => `${He(x)} chose a book about a train and another about the moon.`,
        (x) => `${He(x)} sat on a beanbag and listened to a story.`,
        (x) => `${He(x)} borrowed three books and carried them very carefully.`,
      ],
      sense: [
        () => 'It was quiet in the library, shh, and the books smelled like paper.',
        () => 'The beanbag was squashy and soft.',
        () => 'Beep went the machine, and the books were ready to take home.',
      ],
      noun: n('the library'),
      goodnight: 'library books',
    },
    'activity-puddle-jumping': {
      arrive: [
        // Puddles are as often frozen in December or left from last night's rain: no rain falling now.
        (x) => `${x.h.name} pulled on ${x.h.his} wellies and went out to find puddles${withWho(x)}.`,
        (x) => `${x.h.name} found the biggest puddle on the street.`,
        (x) => `${andWho(x)} put on ${x.p || x.c ? 'raincoats' : 'a raincoat'} and opened a bright umbrella.`,
      ],
      do: [
        (x) => `${He(x)} jumped into the puddle with a great big splash!`,
        (x) => `${He(x)} stomped from puddle to puddle, splish, splosh.`,
        (x) => `${He(x)} floated a leaf like a tiny boat on the water.`,
      ],
      sense: [
        () => 'Squelch, squelch went the boots, and the puddles went splash.',
        () => 'The puddles shone like little mirrors.',
        () => 'The air smelled fresh and wet and green.',
      ],
      noun: n('the puddles'),
      goodnight: 'wellies',
    },
    'activity-playing-with-friends': {
      arrive: [
        // Wherever the children met (at home, at soft play, at the park), and whoever came to whom: no one's coming
        // over, no blanket nor tree the parent did not write.
        (x) => `${x.h.name} said hello to ${x.h.his} friends with a big hug.`,
        (x) => `${x.h.name} and ${x.h.his} friends played together, side by side.`,
        (x) => `${x.h.name} and the other children ran about and laughed together.`,
      ],
      // No game the parent did not write (a ball, hide-and-seek, a circle dance): the parent's own game is told by
      // their words, and a made-up one beside it tells the day twice or wrongly.
      do: [
        (x) => `${He(x)} played and giggled, and everyone joined in.`,
        (x) => `${He(x)} took turns with ${x.h.his} friends, first one, then another.`,
        (x) => `${He(x)} and ${x.h.his} friends played until their cheeks were pink.`,
      ],
      sense: [
        () => 'Everybody laughed, and the laughing sounded like bells.',
        () => 'There was lots of chatter and giggling.',
        () => 'Little feet ran about, pitter-pat, pitter-pat.',
      ],
      noun: n('playing with friends'),
      goodnight: 'good friends',
    },
    'activity-walk-in-the-woods': {
      arrive: [
        (x) => `${andWho(x)} went for a walk in the woods under the tall trees.`,
        (x) => `In the woods, ${x.h.name} followed a soft path covered in pine needles.`,
        (x) => `${x.h.name} walked into the quiet woods${withWho(x)}, step, step, step.`,
      ],
      do: [
        (x) => `${He(x)} found a pine cone, a feather and a little red mushroom.`,
        (x) => `${He(x)} balanced along a fallen log, arms out wide.`,
        (x) => `${He(x)} peeked behind a tree and spotted a rabbit hopping away.`,
      ],
      sense: [
        () => 'The moss was soft and green, like a carpet.',
        () => 'Twigs went snap and crackle under their feet.',
        () => 'A woodpecker went tap, tap, tap, high up in a tree.',
      ],
      noun: n('the woods'),
      goodnight: 'tall trees',
    },
    'farm-visit': {
      arrive: [
        (x) => `${andWho(x)} went to the farm, where the gate swung open, creeeak.`,
        (x) => `At the farm, ${x.h.name} walked past the big red barn${withWho(x)}.`,
        (x) => `${x.h.name} visited a farm${withWho(x)} and stepped carefully through the straw.`,
      ],
      do: [
        (x) => `${He(x)} fed the goats a handful of hay, munch, munch.`,
        (x) => `${He(x)} looked for eggs in the hen house and found two.`,
        (x) => `${He(x)} watched the piglets roll in the mud, oink, oink.`,
      ],
      sense: [
        () => 'It smelled of hay and animals and fresh grass.',
        () => 'Moo, baa, cluck, the farm was full of friendly sounds.',
        () => 'The straw was scratchy and golden under their boots.',
      ],
      noun: n('the farm'),
      goodnight: 'farm animals',
    },
    'town-walk': {
      arrive: [
        (x) => `${andWho(x)} went for a walk through town, past the little shops.`,
        (x) => `${x.h.name} walked along the street${withWho(x)}, holding on to the buggy.`,
        (x) => `Out on the street, ${x.h.name} waited at the crossing for the little green man.`,
      ],
      do: [
        (x) => `${He(x)} waved at a bus and looked in the bakery window.`,
        (x) => `${He(x)} counted the red doors, one, two, three.`,
        (x) => `${He(x)} jumped over the cracks in the pavement, hop, hop.`,
      ],
      sense: [
        () => 'Beep, beep went a bicycle bell, and a dog barked hello.',
        () => 'The bakery smelled of warm bread.',
        () => 'The wind carried a leaf along the pavement, skitter, skitter.',
      ],
      noun: n('the walk in town'),
      goodnight: 'busy street',
    },
    'car-ride': {
      arrive: [
        (x) => `${x.h.name} climbed into the car seat, click went the belt, and off they went.`,
        (x) => `${andWho(x)} went for a ride in the car.`,
        (x) => `${x.h.name} sat in the back of the car${withWho(x)}, ready for the trip.`,
      ],
      do: [
        (x) => `${He(x)} looked out of the window at the trees and the fields.`,
        (x) =>
          x.sad ? `${He(x)} sat quietly and held on tight to teddy.` : `${He(x)} sang songs all the way, la, la, la.`,
        (x) => `${He(x)} spotted a red lorry, a blue bus and a horse in a field.`,
      ],
      sense: [
        () => 'The car hummed along, and the road went by, bump, bump.',
        () => 'Trees and houses went by the window, one, two, three.',
        () => 'Tick-tock went the indicator, and the car turned the corner.',
      ],
      noun: n('the car ride'),
      goodnight: 'car seat',
    },
    'rainy-day': {
      arrive: [
        // (True of a rainy outing too: no staying inside on a day at the aquarium in the rain.)
        (x) => `It was a rainy day, and ${x.h.name} listened to the pitter-patter${withWho(x)}.`,
        (x) => `${x.h.name} pressed ${x.h.his} nose to the window and watched the rain.`,
        (x) => `The rain came down outside, and ${x.h.name} found a cosy spot by the window.`,
      ],
      do: [
        (x) => `${He(x)} followed the raindrops with a finger as they raced down the glass.`,
        // (Nothing made, read or played that the parent did not write: a rainy day's doings are the parent's own.)
        (x) => `${He(x)} listened to the rain drumming on the roof, snug and dry.`,
        (x) => `${He(x)} waved at the grey clouds through the window.`,
      ],
      sense: [
        () => 'Pitter-patter, pitter-patter, went the rain on the roof.',
        () => 'Inside, it was warm and dry and cosy.',
        () => 'The window was cool, and the garden looked shiny and wet.',
      ],
      noun: n('the rainy day'),
      goodnight: 'pitter-patter rain',
    },
    'dentist-visit': {
      arrive: [
        // (No seat said on arriving: where the child sat is the parent's own, `sat on daddys knee in the big chair`.)
        (x) => `${andWho(x)} went to the dentist, where everything was clean and bright.`,
        (x) => `At the dentist, ${x.h.name} waited for ${x.h.his} turn${withWho(x)}, swinging ${x.h.his} feet.`,
        (x) => `${x.h.name} visited the dentist${withWho(x)}, and the dentist smiled a kind smile.`,
      ],
      do: [
        (x) => `${He(x)} opened ${x.h.his} mouth wide, and the dentist counted ${x.h.his} teeth, one, two, three.`,
        (x) => `${He(x)} looked at ${x.h.his} teeth in a little round mirror.`,
        (x) => `${He(x)} got a shiny sticker and a brand-new toothbrush to take home.`,
      ],
      sense: [
        () => 'The chair went up with a soft whirr, and down again, whoosh.',
        () => 'The lamp above was bright and round, like a little sun.',
        () => 'The toothpaste tasted of strawberries, and the teeth felt clean and smooth.',
      ],
      noun: n('the dentist', 'a visit to the dentist'),
      goodnight: 'big dentist chair',
    },
    // A haircut, at a hairdresser's or a barber's alike: the big chair, the soft cape, the mirror.
    'hairdresser-visit': {
      arrive: [
        (x) => `${andWho(x)} went for a haircut, and ${x.h.name} sat up high in the big chair.`,
        (x) =>
          `${x.h.name} climbed into the big chair for a haircut${withWho(x)}, and a soft cape went round ${x.h.his} shoulders.`,
        // (No sitting still said for the child: a haircut may have been a scared one, told in the parent's words.)
        (x) => `${x.h.name} went for a haircut${withWho(x)} and climbed into the big chair by the mirror.`,
      ],
      do: [
        (x) => `${He(x)} sat very still under the soft cape while the scissors went snip, snip.`,
        (x) => `${He(x)} looked in the big mirror and saw a brand-new haircut.`,
        (x) => `${He(x)} held ${x.h.his} head nice and still while the comb went through, swish, swish.`,
      ],
      sense: [
        () => 'Little bits of hair fell to the floor, soft as feathers.',
        // (No hairdryer nor clippers: a barber's and a hairdresser's have a mirror and a cape alike.)
        () => 'The big chair went up, up, up, and then round, very slowly.',
        () => 'In the big mirror there was a smiling face and a tidy new haircut.',
      ],
      noun: n('the haircut', 'a haircut'),
      goodnight: 'big spinny chair',
    },
    'market-visit': {
      arrive: [
        (x) => `${andWho(x)} went to the market, where the stalls had stripy roofs.`,
        (x) => `At the market, ${x.h.name} walked past the stalls${withWho(x)}, full of good things to look at.`,
        (x) => `${x.h.name} went to the market${withWho(x)} and walked between the busy stalls.`,
      ],
      do: [
        // True of a Christmas market as of a farmers' market: no apples on the scale at a stall of wooden toys.
        (x) => `${He(x)} looked at the baskets and jars piled high on every stall.`,
        (x) => `${He(x)} looked at all the little lights twinkling over the stalls.`,
        // (Nothing tasted nor paid for: what the child got at the market is the parent's own.)
        (x) => `${He(x)} peeked this way and that way at everything going on.`,
        (x) => `${He(x)} held on tight to ${x.p ? `${beside(x, x.p)}’s` : 'a grown-up’s'} hand among all the people.`,
      ],
      sense: [
        () => 'It smelled of good things to eat, and something sweet.',
        () => 'Paper bags went rustle, rustle, and coins went clink.',
        () => 'Everyone was chatting, and the stalls were busy and bright.',
      ],
      noun: n('the market', 'a market'),
      goodnight: 'market stalls',
    },
    'aquarium-visit': {
      // (Being there, never the going: the parent's own words tell how they got there, by train or by car.)
      arrive: [
        (x) => `At the aquarium, ${andWho(x)} watched the fish swim behind the big glass.`,
        (x) =>
          `At the aquarium, ${x.h.name} pressed ${x.h.his} nose to the big glass${withWho(x)} and watched the fish.`,
        () => 'Inside the aquarium, little fish swam round and round in a big blue tank.',
      ],
      do: [
        (x) => `${He(x)} watched a turtle paddle slowly by, flap, flap.`,
        (x) => `${He(x)} saw a jellyfish glowing softly, like a little lamp.`,
        (x) => `${He(x)} followed a stripy fish from one end of the tank to the other.`,
      ],
      sense: [
        () => 'Everything was blue and quiet, and bubbles went blub, blub.',
        () => 'Orange fish and yellow fish went swishing by in a shiny crowd.',
        () => 'The glass was cool and smooth under their hands.',
      ],
      noun: n('the aquarium', 'an aquarium'),
      goodnight: 'little fish',
    },
  },
  still: [
    (x) => `${x.h.name} looked all around, taking everything in.`,
    (x) => `A little later, ${x.h.name} was still there${withWho(x)}.`,
    (x) => `${x.h.name} stayed a while longer${withWho(x)}.`,
    (x) => `Time went by, and ${x.h.name} kept busy.`,
    (x) => `After a while, ${x.h.name} was still busy${withWho(x)}.`,
    (x) => `${x.h.name} took a little rest and looked around.`,
    (x) =>
      `${x.h.name} stayed close${x.p ? ` to ${beside(x, x.p)}` : x.c ? ` to ${x.c.name}` : ''} and took it all in.`,
    (x) => `For a while, everything was calm for ${x.h.name}.`,
  ],
  later: [
    (x) => `Later that day, ${x.h.name} sat down for a little rest.`,
    (x) => `After a while, ${x.h.name} sat quietly${withWho(x)} on the sofa.`,
    // No `at home`: the day's trouble may have been out (a goodbye at the airport).
    (x) => `In the middle of the day, ${x.h.name} had a quiet moment.`,
    (x) => `Later, ${x.h.name} curled up in a cosy corner.`,
    (x) => `A little later, ${x.h.name} sat close to ${aide(x).name}.`,
    (x) => `The day went on, and ${x.h.name} snuggled up on a big cushion.`,
  ],
  homePlay: {
    arrive: [
      // No `at home`: the parent's own words may go out next (`went to rhyme time at the library`).
      (x) => `${x.h.name} played with a basket of favourite toys.`,
      // Before the parent's own words (`put the tree up`, `santa threw him a candy cane`): nothing made up that the
      // parent would miss (no den built, no toy box tipped out), and no `at home` for what may have been out.
      (x) => `${andWho(x)} had a cosy time together.`,
      (x) => `${x.h.name} found something fun to do.`,
      (x) => `${x.h.name} had a good look all around.`,
    ],
    do: [
      (x) => `${He(x)} had a tea party for the teddies, with tiny cups and plates.`,
      (x) => `${He(x)} pushed a little car along the road on the rug, brrm, brrm.`,
      (x) => `${He(x)} made a bed for the toy rabbit in a shoebox.`,
      (x) => `${He(x)} played peekaboo behind the curtain.`,
    ],
    sense: [
      () => 'It was quiet and warm, and the clock ticked softly.',
      // No rug, toys or house: the parent's own words beside these may be out (`first haircut at the barbers`).
      () => 'Everything felt calm and cosy, just right.',
      () => 'It was a gentle, happy sort of moment.',
      () => 'Outside, the clouds drifted by, slow and fluffy.',
    ],
  },
  quiet: {
    arrive: [
      (x) => `In the afternoon, ${x.h.name} and ${aide(x).name} curled up together on the sofa.`,
      // No `Later`: a quiet scene may open the morning of a sick day, and the scene before may have said `Later` already.
      (x) => `${x.h.name} snuggled up close to ${aide(x).name} under a soft blanket.`,
      (x) => `The afternoon was quiet, and ${x.h.name} stayed close to ${aide(x).name}.`,
      // Two more, so that a quiet morning and a quiet afternoon of one sick day are not told alike.
      (x) => `${x.h.name} rested on the sofa, with ${aide(x).name} close by.`,
      (x) => `${x.h.name} and ${aide(x).name} had a slow, cosy time together.`,
    ],
    do: [
      (_x) => `They read a favourite book together, slowly, page by page.`,
      (x) => `${He(x)} listened to a gentle song and held ${x.h.his} teddy tight.`,
      // (Nothing the child made or played that the parent did not write: a quiet day's picture is made up.)
      (_x) => `They took things slowly, with plenty of time to rest.`,
    ],
    sense: [
      () => 'The blanket was soft, and the room was calm and warm.',
      () => 'The clock ticked softly, and everything was calm and still.',
      // (No warm milk nor medicine: a quiet scene may be no sick day, but a day missing someone.)
      () => 'A soft, warm cuddle made everything feel a little better.',
    ],
  },

  problems: {
    lostToy: {
      uhOh: [
        [
          (x) => `But then ${x.h.he} looked around: ${x.h.his} little cuddly toy was gone!`,
          (x) => `Suddenly ${x.h.he} noticed that ${x.h.his} toy rabbit was missing.`,
        ],
        [
          (x) => `${He(x)} looked under things and behind things, but it was nowhere to be seen.`,
          (x) => `“Where are you?” ${x.h.he} called softly.`,
        ],
      ],
      fix: [
        [
          (x) => `“Let’s look together,” said ${aide(x).name}, and they searched slowly, one place at a time.`,
          (x) => `${helperName(x)} took ${x.h.name}’s hand, and they went back the way they had come.`,
        ],
        [
          () => 'And there it was, peeking out from under a bench!',
          () => 'There it was, sitting in a quiet spot, waiting to be found.',
        ],
      ],
    },
    spill: {
      uhOh: [
        [() => 'Oops!', (x) => `Whoops, ${x.h.his} elbow bumped the cup.`],
        // (A drink, whatever it was: no juice nor water the parent did not write.)
        [
          () => 'The drink tipped over, and a little puddle spread across the table.',
          () => 'Splosh, over went the cup, and the drink ran all over the floor.',
        ],
      ],
      fix: [
        [
          (x) => `“That’s all right, accidents happen,” said ${aide(x).name} with a gentle smile.`,
          (x) =>
            byToy(x)
              ? `${x.h.name} fetched a cloth and said, “I can fix this.”`
              : `${helperName(x)} fetched a cloth and said, “We can fix this.”`,
        ],
        [
          () => 'Together they wiped it all up, swish, swish, swish.',
          (x) => `${x.h.name} helped to mop up every drop, until it was all dry again.`,
        ],
      ],
    },
    tower: {
      uhOh: [
        // A wobbly armful true of any day it grows in (the blocks of a playroom, the toys at nursery, the things of a
        // shop): no tower the parent did not write.
        [
          (x) => `${He(x)} carried too many things at once, and they went wibble, wobble.`,
          (x) => `${He(x)} tried to hold everything at once, and it all began to wobble.`,
        ],
        [
          () => 'Crash, down it all tumbled, all over the floor!',
          () => 'Then it all slipped down with a great big clatter.',
        ],
      ],
      fix: [
        [
          (x) => `“Shall we pick it all up together?” asked ${aide(x).name}.`,
          (x) => `${helperName(x)} sat down beside ${x.h.name} and picked up the first one.`,
        ],
        [
          () => 'This time they carried just a few at a time, and nothing fell.',
          () => 'One by one, everything went back in its place.',
        ],
      ],
    },
    balloon: {
      uhOh: [
        [
          (x) => `Just then, the string of ${x.h.his} red balloon slipped out of ${x.h.his} hand.`,
          (x) => `A puff of wind pulled ${x.h.his} balloon, and the string slipped away.`,
        ],
        [
          () => 'Up, up it floated, all the way to the branches of a tree.',
          () => 'It floated up and got caught in a tree, too high to reach.',
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} reached up high, stretched, and caught the string.`,
          (_x) => `A tall, kind grown-up saw what had happened and gently pulled it down.`,
        ],
        [
          (x) => `This time they tied the string around ${x.h.his} wrist, snug and safe.`,
          () => 'The balloon bobbed back down, and everyone cheered.',
        ],
      ],
    },
    timeToStop: {
      uhOh: [
        [
          // On a day with nothing wrong, the end of the fun is the only uh-oh: a small sigh, no cry nor words of the
          // child's that the parent never wrote.
          (x) => `Soon it was time to stop, and ${x.h.name} gave a little sigh.`,
          (x) => `Then it was time to finish, and ${x.h.name} gave a small, soft sigh.`,
        ],
        [
          (x) => `It had been such fun that ${x.h.he} wished it could last a little longer.`,
          (x) => `${He(x)} had liked it so much that ${x.h.he} did not want it to end just yet.`,
        ],
      ],
      fix: [
        [
          // (The child's companion makes no promise of another day: that is a grown-up's to make, else the child's own.)
          (x) =>
            byToy(x)
              ? `${x.h.name} took a big breath and said, “We can do it again another day.”`
              : `${helperName(x)} smiled and said, “We can do it again another day.”`,
          (x) =>
            byToy(x)
              ? `${x.h.name} gave ${aide(x).name} a squeeze and whispered, “We can do it again another day.”`
              : `${helperName(x)} said softly, “The best things come again, you’ll see.”`,
        ],
        [
          (x) => `So ${x.h.he} had one last little go, and then said, “Bye-bye for now!”`,
          () => 'One last little go, one big breath, and it was time for what came next.',
        ],
      ],
    },
    timeToGo: {
      uhOh: [
        [
          // After the scene's first line has named the hero: `he`, not the name a second time.
          (x) => `Then it was time to go, but ${x.h.he} did not want to leave, not one little bit.`,
          (x) => `When it was nearly time to leave, ${x.h.he} wished it could last for ever.`,
        ],
        [
          (x) => `“Just one more time!” ${x.h.he} said, and held on tight.`,
          // (Standing: a worried look may follow, `stood very still`, with no sitting before it.)
          (x) => `${He(x)} planted ${x.h.his} feet and did not want to move, not one step.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} crouched down and said, “One more time, and then we wave goodbye.”`,
          (x) => `${helperName(x)} said softly, “We can come back another day.”`,
        ],
        [
          (x) => `So ${x.h.he} had one last go, then waved: bye-bye, see you soon!`,
          () => 'One last look, one big wave, and off they went, hand in hand.',
        ],
      ],
    },
    turns: {
      uhOh: [
        [
          (x) => `Then ${x.h.he} and another little one both wanted the same red ball.`,
          (x) => `Another child wanted the very same toy, and ${x.h.name} wanted it too.`,
        ],
        [
          (x) => `“Mine!” ${x.h.he} said, and “Mine!” said the other one, and both felt cross.`,
          () => 'Both of them pulled, and nobody was smiling any more.',
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} knelt down and said, “How about taking turns?”`,
          () => 'They stopped, took a deep breath, and decided to share.',
        ],
        [
          (x) => `First one had a turn, then the other, and soon ${x.h.he} and the new friend were laughing.`,
          () => 'They played with it together, and that was much more fun.',
        ],
      ],
    },
    windHat: {
      uhOh: [
        [
          (x) => `Whoosh, a big gust of wind came and lifted ${x.h.his} hat right off!`,
          (x) => `Suddenly the wind blew, and ${x.h.his} hat went flying.`,
        ],
        [
          () => 'It tumbled and rolled across the grass, further and further.',
          () => 'The hat danced away, faster than little legs could run.',
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} ran after it, quick, quick, and caught it by the brim.`,
          (x) => `${x.h.name} and ${aide(x).name} chased it together until it stopped by a bush.`,
        ],
        [
          (x) => `The hat went back on ${x.h.his} head, pulled down snugly over ${x.h.his} ears.`,
          () => 'They laughed at the silly wind and held on to the hat after that.',
        ],
      ],
    },
    splash: {
      uhOh: [
        [
          () => 'Then a big splash of water went right into a little face.',
          (x) => `Splash, the water got into ${x.h.his} eyes, and it stung a little.`,
        ],
        [(x) => `${He(x)} blinked and blinked and felt like crying.`, (x) => `${He(x)} didn’t like that one bit.`],
      ],
      fix: [
        [
          (x) => `${helperName(x)} wrapped ${x.h.him} in a soft towel and dabbed ${x.h.his} eyes dry.`,
          (x) => `“Let’s wipe your face,” said ${aide(x).name}, with a soft, dry cloth.`,
        ],
        [
          (x) => `${He(x)} blinked again, and everything was clear and bright.`,
          () => 'Soon the stinging was gone, and the water looked friendly again.',
        ],
      ],
    },
    floatAway: {
      uhOh: [
        [
          (x) => `${x.h.name}’s little toy boat drifted away on the water.`,
          (x) => `Oh no, ${x.h.his} rubber duck floated off, further and further.`,
        ],
        [
          () => 'It bobbed away, too far for little arms to reach.',
          () => 'Bob, bob, it went, further away with every little wave.',
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} made gentle waves with a hand to push it back.`,
          (x) => `${x.h.name} and ${aide(x).name} blew on the water together, whoo, whoo.`,
        ],
        [
          () => 'Slowly, slowly, it floated back, right into waiting hands.',
          (x) => `Back it came, bob, bob, and ${x.h.he} held it tight.`,
        ],
      ],
    },
    shyHello: {
      uhOh: [
        [
          (x) => `There were so many new faces that ${x.h.name} felt shy.`,
          (x) => `Suddenly ${x.h.he} didn’t want to say hello at all.`,
        ],
        [
          (x) => `${He(x)} hid ${x.h.his} face and held on tight.`,
          (x) => `${He(x)} wanted to go home and bury ${x.h.his} face in a soft jumper.`,
        ],
      ],
      fix: [
        [
          (x) => `“It’s all right to feel shy,” said ${aide(x).name}, and stayed close.`,
          (x) => `${helperName(x)} crouched down and said, “Take your time.”`,
        ],
        [
          (x) => `After a while, ${x.h.he} gave a small wave, and somebody waved back.`,
          (x) => `Little by little, ${x.h.he} felt brave enough to say a quiet hello.`,
        ],
      ],
    },
    wobble: {
      uhOh: [
        [
          (x) => `${He(x)} wobbled this way, and wobbled that way.`,
          // The scene's first line names the hero already: the wobble says `he`, not the name twice in a row.
          (x) => `${He(x)} went a bit too fast and started to wobble.`,
        ],
        [
          () => 'Bump, down onto the soft ground, with a small “oh!”',
          (x) => `${He(x)} sat down with a bump and a surprised face.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} was there at once and gave ${x.h.him} a hand up.`,
          (x) => `${helperName(x)} helped ${x.h.him} up and brushed off the dust.`,
        ],
        [
          () => 'They tried again, slowly this time, and it went just right.',
          (x) => `“Slow and steady,” said ${aide(x).name}, and off ${x.h.he} went again.`,
        ],
      ],
    },
    missingPiece: {
      uhOh: [
        [
          // Said of anything that goes missing at play (a puzzle piece, a block, the book's bookmark): no hole in a
          // picture the scene may not have.
          () => 'But something was missing, and it just wasn’t where it should be.',
          // (The missing thing is said before any `it` points at it.)
          (x) => `${He(x)} looked and looked, but one little piece just wasn’t there.`,
        ],
        [
          (x) => `“Where has it gone?” ${x.h.he} asked in a small voice.`,
          (x) => `${He(x)} felt a little cross and a little sad.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} lifted the cushions, and ${x.h.name} looked under the table.`,
          (x) => `“Let’s be detectives,” said ${aide(x).name}, and they searched together.`,
        ],
        [() => 'There it was, hiding under the rug!', () => 'At last they found it, stuck to the bottom of a sock.'],
      ],
    },
    rollAway: {
      uhOh: [
        [
          () => 'Then the ball rolled away, bouncing and bumping down a little slope.',
          // (No apple nor anything the parent did not write: on a day of fruit at the market, of a marble or of a
          // button, something small and round slipped away.)
          (x) => `Oops, something small and round slipped out of ${x.h.his} hand and rolled away.`,
        ],
        [
          // (It stops somewhere: every fix reaches in or nudges it out, under anything a street, a shop or a room has.)
          () => 'It rolled under a bench, too far and too dark to reach.',
          () => 'Roll, roll, roll, it went, right under something, just out of reach.',
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} got down on hands and knees and reached in.`,
          (x) => `${x.h.name} and ${aide(x).name} used a long stick to nudge it out.`,
        ],
        [() => 'Out it came, a bit dusty, but just fine.', (x) => `${He(x)} held on to it tightly and smiled.`],
      ],
    },
    fell: {
      uhOh: [
        [
          // (No `Then`: after the parent's own words of the fall, this is the same fall, never a second one.)
          (x) => `Whoops, ${x.t ? `${x.h.he} fell off ${x.t.the}` : `down ${x.h.he} went`}, bump!`,
          (x) => `Oh dear, ${x.h.he} lost ${x.h.his} balance${x.t ? ` on ${x.t.the}` : ''} and tumbled down.`,
        ],
        // A fall is told without tears the parent did not write: a cry is its own trouble, told when it was one.
        [
          (x) => `${He(x)} sat very still for a moment, very surprised.`,
          (x) => `It was a big surprise, and ${x.h.his} eyes went wide.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} scooped ${x.h.him} up and held ${x.h.him} close.`,
          (x) => `${helperName(x)} came running and gave ${x.h.him} a big, gentle cuddle.`,
        ],
        [
          // (Not `all right again`: the comfort's next line often says so.)
          () => 'They sat together for a little while, until the ouch went away.',
          (x) => `A kiss, a cuddle and a little rest, and ${x.h.he} felt better.`,
        ],
      ],
    },
    hurt: {
      uhOh: [
        // Said after the parent's own words of the hurt (a scraped knee, a sunburnt nose, freezing hands), so no
        // second hurt is made up after them.
        [(x) => `“Ouch!” said ${x.h.name}.`, (x) => `“Ow, ow, ow!” said ${x.h.name}.`],
        // Tears are told when the parent wrote them (a cry is its own trouble), not with every sore spot.
        [
          (x) => `It was sore, and ${x.h.he} didn’t like it one bit.`,
          (x) => `It stung, and ${x.h.he} held very still.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} looked at the sore spot and gave it a gentle kiss.`,
          (x) => `${helperName(x)} held the sore spot gently and blew on it, very softly.`,
        ],
        [
          (x) => `“It will get better,” said ${aide(x).name}, and it already felt a little better.`,
          () => 'Everybody knows that a cuddle helps a sore spot feel better.',
        ],
      ],
    },
    cried: {
      uhOh: [
        // (The tears stand only where the parent's own words of them do not: never told twice, nor a bare sad feeling
        // where the parent wrote what made them cry. True of a few tears as of many: `cried a bit when the clippers
        // buzzed`.)
        [
          (x) => `${He(x)} sniffed, and a big tear rolled down ${x.h.his} cheek.`,
          (x) => `Something made ${x.h.name} feel upset, and the tears came.`,
        ],
        // (Beside the parent's tears: what the child needed, no second crying.)
        [(x) => `${He(x)} needed a cuddle, right there and then.`, (x) => `${He(x)} felt all wobbly inside.`],
      ],
      fix: [
        [
          (x) => `${helperName(x)} sat down and held ${x.h.him} close, without hurrying.`,
          (x) => `${helperName(x)} said, “I’m here,” and stroked ${x.h.his} back.`,
        ],
        [
          () => 'They took slow breaths together, in and out, like a balloon.',
          () => 'Tears are all right, and after a while they dried up.',
        ],
      ],
    },
    lost: {
      uhOh: [
        [
          (x) => `But then ${x.h.he} noticed that something special was lost.`,
          (x) => `Oh no, ${x.h.his} favourite thing was gone!`,
        ],
        [
          (x) => `${He(x)} looked everywhere and felt worried.`,
          // (A pet or a cuddly the parent named is said by name, never `it`: `but Peanut wasn’t anywhere`.)
          (x) =>
            `${He(x)} looked high and low, but ${x.about ? (x.about.short ?? x.about.name) : 'it'} wasn’t anywhere.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} said, “Let’s look together, slowly.”`,
          (x) => `${helperName(x)} helped to think of all the places they had been.`,
        ],
        [
          (x) =>
            x.about
              ? `They hoped ${x.about.short ?? x.about.name} was safe and snug, tucked away somewhere cosy.`
              : `Whether it turns up or not, ${x.h.he} ${x.h.plural ? 'are' : 'is'} loved just the same.`,
          () => 'They looked together, and looking together made the worry smaller.',
        ],
      ],
    },
    scared: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${x.h.name} felt scared of ${beside(x, x.about)}, and ${x.h.he} wanted to hide.`
              : // After the parent's own fright (`scared of the waves at first`), no second fright of its own.
                `It all felt very big to ${x.first ? x.h.name : x.h.him}, and ${x.h.his} eyes went wide.`,
          (x) =>
            x.about
              ? `${x.h.name} saw ${beside(x, x.about)} and felt scared, very scared.`
              : `It was all a bit too much for ${x.first ? x.h.name : x.h.him}, and ${x.h.he} wanted to hide.`,
        ],
        // The feeling said by name, even when the parent's words of the fright (`huge thunder`) tell only its cause.
        [
          (x) => `${He(x)} felt a little scared, and ${x.h.his} heart went thump, thump, thump.`,
          (x) => `${He(x)} felt scared, so ${x.h.he} held on tight and closed ${x.h.his} eyes.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} held ${x.h.him} close and said, “You’re safe with me.”`,
          // Said of a fright and of a bad dream alike: nothing to explain, only someone close.
          (x) => `${helperName(x)} sat close and stroked ${x.h.his} hair, slowly, slowly.`,
        ],
        [
          () => 'Slowly the thumping heart became calm again.',
          () => 'The big, shaky feeling grew smaller and smaller, and then it was gone.',
        ],
      ],
    },
    tantrum: {
      uhOh: [
        [
          (x) =>
            x.about
              ? // (Cross with the other child, never a second quarrel beside the one the parent told.)
                `${x.h.name} felt really, really cross with ${beside(x, x.about)}.`
              : `Then ${x.h.he} felt cross, really, really cross.`,
          (x) => `Everything felt wrong, and ${x.h.name} stamped ${x.h.his} feet.`,
        ],
        [
          // (No words put in the child's mouth: the parent's own shouting or screaming is told beside it.)
          (x) => `The cross feeling in ${x.h.name} grew bigger and bigger, like a balloon.`,
          // (No `grumpy` of its own: the parent's `proper grumpy` is told once, by them.)
          (x) => `${He(x)} scrunched up ${x.h.his} face, tight, tight, tight.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} stayed close and waited, calm and kind.`,
          (x) => `${helperName(x)} said, “You feel cross, and that’s all right.”`,
        ],
        // A squabble with someone (a sister, a friend) ends in sorry: the cross feeling alone is not the end of it.
        [
          (x) =>
            made(x)
              ? `${x.h.name} and ${beside(x, made(x) as R)} said sorry to each other and had a big hug.`
              : 'They blew out the cross feeling like candles, whoo, whoo, whoo.',
          (x) =>
            made(x)
              ? `Then ${x.h.he} and ${beside(x, made(x) as R)} said sorry, and the cross feeling got smaller and smaller.`
              : 'After a big hug, the cross feeling got smaller and smaller.',
        ],
      ],
    },
    broke: {
      uhOh: [
        [() => 'Then, crack, something broke!', () => 'Oh no, something special broke.'],
        [
          (x) => `${He(x)} looked at the pieces and felt very sad.`,
          (x) => `${He(x)} held the pieces and didn’t know what to do.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} said, “Let’s see what we can do.”`,
          // (A cuddle fits anything that broke, a popped balloon as well as a mug.)
          (x) => `${helperName(x)} put an arm around ${x.h.him} and gave ${x.h.him} a big cuddle.`,
        ],
        [
          () => 'Some things can be mended, and some can be loved just as they are.',
          // (No mending promised: a smashed glass bauble or a popped balloon is not glued back.)
          () => 'Things break sometimes, and it was nobody’s fault.',
        ],
      ],
    },
    messy: {
      uhOh: [
        // Said after the parent's own words of the mess (flour, mud, sand, an ice cream): true of each of them, and
        // of a mess on the floor as of one on the child (`flour all over the floor`), so no mess on the child's hands
        // or tummy is made up.
        [() => 'Oh my, what a sight!', () => 'Oh my, what a mess!'],
        [
          (x) => `${He(x)} looked at all the mess and wrinkled ${x.h.his} nose.`,
          () => 'There were little smudges here, there and everywhere.',
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} laughed kindly and fetched a warm, wet cloth.`,
          (x) => `“Never mind,” said ${aide(x).name}, “a mess cleans up.”`,
        ],
        [
          () => 'Wipe, wipe, here and there, and soon it was all clean again.',
          () => 'They wiped and tidied together, and soon everything was clean again.',
        ],
      ],
    },
    spilled: {
      uhOh: [
        // Said plainly, after the parent's words of it: a cup, a bowl or a potty-training accident.
        [() => 'Oh dear, what a mess!', () => 'Oh dear, oh dear, what a muddle!'],
        // No shame for a toddler's spill or accident: everybody has them while they learn.
        [
          (x) => `${He(x)} looked at the mess with big, round eyes, oops!`,
          // No puddle: a dropped pancake or a bowl on the floor is no puddle. Nor `down it went`: a wee accident fell
          // nowhere.
          () => 'Oops-a-daisy, these things happen, and that’s all right.',
        ],
      ],
      fix: [
        [
          // No `accident` here: it would stand for the parent's own words of it (`only 1 accident`) and hide them.
          (x) => `“Never mind, it’s all right,” said ${aide(x).name}, and fetched a cloth.`,
          (x) => `${helperName(x)} smiled and said, “We’ll clean it up together.”`,
        ],
        [() => 'Swish, swish, and it was all clean again.', (x) => `${He(x)} helped wipe, and soon it was gone.`],
      ],
    },
    shy: {
      uhOh: [
        [
          (x) => `Everything felt new, and ${x.h.name} felt shy.`,
          (x) => `${He(x)} held on tight and didn’t want to let go.`,
        ],
        [(x) => `${He(x)} hid ${x.h.his} face and peeked out.`, (x) => `A shy feeling sat in ${x.h.his} tummy.`],
      ],
      fix: [
        [
          (x) => `${helperName(x)} stayed close and said, “There’s no hurry.”`,
          (x) => `“You’re doing so well,” whispered ${aide(x).name}.`,
        ],
        [
          (x) => `Bit by bit, ${x.h.he} let go and started to look around.`,
          () => 'After a while, the shy feeling got smaller.',
        ],
      ],
    },
    letDown: {
      uhOh: [
        // Said after the parent's own words of the plan that fell through, or in their place.
        // (True of a train or bus that came late too, where the trip still went ahead: nothing said of it not being.)
        [
          () => 'Oh dear, things did not go quite the way they were meant to.',
          () => 'Oh dear, it was not going the way everyone had hoped.',
        ],
        [(x) => `${He(x)} felt a little let down.`, (x) => `${x.h.name}’s face went droopy, just for a moment.`],
      ],
      fix: [
        [
          (x) =>
            `${helperName(x)} gave ${x.h.him} a cuddle and said, “I know, sweetheart. It’s hard when things don’t go to plan.”`,
          (x) => `“Let’s think of something fun to do,” said ${aide(x).name}.`,
        ],
        [() => 'And soon they found something fun to do.', () => 'Bit by bit, the let-down feeling floated away.'],
      ],
    },
    strange: {
      uhOh: [
        [
          (x) => `Everything felt a little strange and new to ${x.h.name}.`,
          (x) => `${x.h.name} looked around, and things didn’t feel quite the same.`,
        ],
        [(x) => `${He(x)} wasn’t quite sure about it yet.`, (x) => `A wobbly, unsure feeling sat in ${x.h.his} tummy.`],
      ],
      fix: [
        [
          (x) =>
            `${helperName(x)} gave ${x.h.him} a big, warm cuddle and said, “New things can feel a bit strange at first.”`,
          (x) => `${helperName(x)} sat down close and said, “I’m right here with you.”`,
        ],
        [
          () => 'Bit by bit, the strange feeling got smaller.',
          () => 'Little by little, it all began to feel all right.',
        ],
      ],
    },
    stuck: {
      uhOh: [
        [
          () => 'Uh-oh, it was stuck, and it would not come loose.',
          (x) => `${x.h.name} pulled and tugged, but it was stuck fast.`,
        ],
        [(x) => `${He(x)} looked at it and felt a little worried.`, (x) => `${x.h.name} didn’t know what to do.`],
      ],
      fix: [
        [
          (x) => `${helperName(x)} came to help, slow and calm.`,
          (x) => `${helperName(x)} said, “Let’s see what we can do, together.”`,
        ],
        [
          () => 'A wiggle, a jiggle, a little patience, and it was all sorted out.',
          () => 'Bit by bit, the worried feeling went away.',
        ],
      ],
    },
    tired: {
      uhOh: [
        [
          (x) => `But ${x.h.name} was so tired that everything felt hard.`,
          (x) => `Then ${x.h.he} felt very tired and a little grumpy.`,
        ],
        [
          (x) => `${cap(x.h.his)} eyes were heavy, and ${x.h.his} legs didn’t want to walk.`,
          (x) => `${He(x)} rubbed ${x.h.his} eyes and gave a great big yawn.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} said, “Let’s have a little rest.”`,
          (x) => `${helperName(x)} carried ${x.h.him} to a cosy spot.`,
        ],
        [() => 'A quiet rest and a drink of water helped a lot.', (x) => `${He(x)} leaned back and felt calm again.`],
      ],
    },
    sick: {
      uhOh: [
        [
          (x) => `${He(x)} didn’t feel well today.`,
          (x) => `${He(x)} ${heWas(x)} poorly today, and not ${x.h.his} usual bouncy self.`,
        ],
        // The parent's own words of an ill day (`poorly`, `cuddles on the sofa`) are often told just before: the
        // reaction says it another way.
        [
          (x) => `${He(x)} wanted to lie down and rest.`,
          (x) => `${He(x)} felt tired and floppy and just wanted to be held.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} tucked ${x.h.him} up on the sofa with a soft blanket.`,
          (x) => `${helperName(x)} stayed close and looked after ${x.h.him} all day.`,
        ],
        [
          // (No medicine nor cool cloth the parent did not write: a tummy bug is helped by sips of water and rest.)
          () => 'There were soft cuddles and lots of rest.',
          () => 'Resting helps a body get better, little by little.',
        ],
      ],
    },
    hospital: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Today was a different kind of day, because ${beside(x, x.about)} ${was(x.about)} in the hospital.`
              : `Today was a different kind of day, because ${x.h.name} went to the hospital.`,
          (x) =>
            x.about
              ? `${besideFirst(x, x.about)} ${was(x.about)} in the hospital, and ${x.h.name} went to visit ${x.about.him}.`
              : `Today ${x.h.name} went to the hospital.`,
        ],
        // Someone else in hospital is missed at home: the hero was not there to see it.
        [
          (x) =>
            x.about
              ? `${He(x)} thought about ${beside(x, x.about)} and felt a little worried.`
              : `Everything was new there, and ${x.h.he} felt a little worried.`,
          (x) =>
            x.about
              ? `${He(x)} hoped ${beside(x, x.about)} would feel better very soon.`
              : 'It was big and busy, and there were lots of new faces.',
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} stayed close the whole time and held ${x.h.his} hand.`,
          () => 'The doctors and nurses were kind and gentle and explained everything.',
        ],
        [
          (x) => `${He(x)} held on to ${aide(x).name}, and that helped a lot.`,
          () => 'Being looked after helps a body get well.',
        ],
      ],
    },
    vaccine: {
      uhOh: [
        [
          (x) => `Today ${x.h.name} had an injection to keep ${x.h.him} well.`,
          (x) => `The nurse gave ${x.h.him} a little jab in the arm.`,
        ],
        [(x) => `It pinched, and ${x.h.he} cried.`, () => 'Ouch, it stung for a moment.'],
      ],
      fix: [
        [
          (x) => `${helperName(x)} held ${x.h.him} close and said, “All done now.”`,
          (x) => `${helperName(x)} gave a big hug and a kiss on the arm.`,
        ],
        [
          () => 'The sting went away quickly, and there was a shiny sticker.',
          () => 'The injection helps keep a body strong and healthy.',
        ],
      ],
    },
    died: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Today was a sad day, because ${beside(x, x.about)} had died.`
              : `Today was a sad day, because someone ${nameOr(x)} loved had died.`,
          (x) =>
            x.about
              ? `Today there was sad news for ${nameOrHim(x)}: ${beside(x, x.about)} had died.`
              : `Today there was sad news: someone dear to ${nameOrHim(x)} had died.`,
        ],
        [
          (x) =>
            // (No `they` for one the story has not named: it would read as the family.)
            x.about
              ? `It meant ${x.about.short ?? x.about.he} could not come back, and ${x.h.his} heart felt heavy.`
              : `${cap(x.h.his)} heart felt sad and heavy.`,
          (x) => `${He(x)} felt quiet and heavy inside.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} held ${x.h.him} close and said, “It’s all right to be sad.”`,
          (x) => `${helperName(x)} sat with ${x.h.him} for a long time, holding hands.`,
        ],
        [
          () => 'They talked about the happy times, and that felt warm.',
          () => 'Love does not go away; it stays in our hearts.',
        ],
      ],
    },
    missing: {
      uhOh: [
        [
          (x) => `Today ${nameOr(x)} missed ${x.about ? beside(x, x.about) : 'someone'} very much.`,
          (x) =>
            x.about
              ? `${besideFirst(x, x.about)} ${was(x.about)} far away today, and ${nameOr(x)} missed ${x.about.him}.`
              : `Someone ${nameOr(x)} loved was far away today.`,
        ],
        [
          (x) => `${He(x)} felt a little empty and sad inside.`,
          (x) => `${He(x)} wished ${x.h.he} could give ${x.about ? x.about.him : 'them'} a hug right now.`,
        ],
      ],
      fix: [
        [
          (x) => `${helperName(x)} said, “We can miss someone and still be all right.”`,
          // By name: `helped him draw a picture to give him` would not say who is who.
          (x) =>
            `${helperName(x)} helped ${x.h.him} draw a picture to give ${x.about ? beside(x, x.about) : 'them'} soon.`,
        ],
        [
          () => 'Missing someone means we love them, and they love us too.',
          () => 'Together they blew a kiss, all the way across the sky.',
        ],
      ],
    },
    // A grown-up, a brother or a sister ill at home: the child's worry for them, then the child's own care.
    nursing: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${besideFirst(x, x.about)} ${was(x.about)} poorly today and had to stay in bed.`
              : 'Someone at home was poorly today and had to stay in bed.',
          (x) =>
            x.about
              ? `Today ${beside(x, x.about)} felt too poorly to get up and play.`
              : 'Today someone at home felt too poorly to get up and play.',
        ],
        [
          (x) => `${He(x)} felt a little worried, and the house was very quiet.`,
          // (No `they` that could be anyone, and no play asked of a baby: the wish is to be well.)
          (x) => `${He(x)} wished ${x.about ? beside(x, x.about) : 'everyone'} would feel better soon.`,
        ],
      ],
      fix: [
        [
          (x) => `${x.h.name} helped look after ${x.about ? beside(x, x.about) : 'everyone'}, gently, gently.`,
          (x) => `${x.h.name} played very quietly, so that ${x.about ? beside(x, x.about) : 'everyone'} could rest.`,
        ],
        [
          (x) =>
            `${x.about ? besideFirst(x, x.about) : 'Everyone'} smiled a sleepy smile and said, “Thank you, my love.”`,
          (x) =>
            `“Being looked after makes me feel better already,” whispered ${x.about ? beside(x, x.about) : 'a sleepy voice'}.`,
        ],
      ],
    },
    goodbye: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Today ${x.h.name} had to say goodbye to ${beside(x, x.about)}, and goodbyes can be hard.`
              : 'Today there was a goodbye, and goodbyes can be hard.',
          (x) => `${He(x)} had to say goodbye${x.about ? ` to ${beside(x, x.about)}` : ''} today.`,
        ],
        [
          (x) => `${He(x)} waved and waved, and felt a bit sad.`,
          (x) => `${cap(x.h.his)} eyes were wet, and ${x.h.he} held on tight.`,
        ],
      ],
      fix: [
        [
          (x) => {
            const left = gone(x);
            return left
              ? `${He(x)} had a big, long cuddle at home, and ${x.h.he} knew ${x.h.he} would see ${left.name} again soon.`
              : `${helperName(x)} said, “It’s all right to feel sad when we say goodbye.”`;
          },
          (x) => {
            const left = gone(x);
            return left
              ? `Home felt quiet without ${left.name}, so ${x.h.name} had the biggest, longest cuddle.`
              : `${helperName(x)} gave ${x.h.him} the biggest, longest hug.`;
          },
        ],
        [
          () => 'Goodbyes make room for hellos again one day.',
          () => 'They thought of all the nice things they would remember.',
        ],
      ],
    },
  },
  worry: [
    (x) => `${He(x)} felt a little wobbly inside.`,
    () => 'Oh dear, oh dear.',
    (x) => `${cap(x.h.his)} lip started to tremble, just a little.`,
    (x) => `${He(x)} didn’t know what to do.`,
    () => 'Uh-oh.',
    (x) => `${He(x)} stood very still and looked worried.`,
    (x) => `${He(x)} felt a small frown coming.`,
    () => 'What now?',
  ],
  homecoming: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `${besideFirst(x, x.about)} had been far away, and ${nameOr(x)} had missed ${x.about.him} very much.`
            : `Someone ${nameOr(x)} loved had been far away, and ${x.h.he} had missed them very much.`,
        (x) => `For days and days, ${nameOr(x)} had missed ${x.about ? beside(x, x.about) : 'someone'} very much.`,
      ],
      [(x) => `${He(x)} had felt a little empty inside.`, (x) => `${He(x)} had wished for a big hug every single day.`],
    ],
    fix: [
      [
        (x) => (x.about ? `And then, at last, ${beside(x, x.about)} came home!` : 'And then, at last, they came home!'),
        (x) =>
          x.about ? `At last ${beside(x, x.about)} ${was(x.about)} home again.` : 'At last they were home again.',
      ],
      [
        () => 'The missing feeling went away, and a happy, cosy feeling came instead.',
        () => 'Everyone was together again, and it felt just right.',
      ],
    ],
  },
  storm: {
    uhOh: [
      [
        () => 'Then the thunder went BOOM, and the rain came pouring down!',
        () => 'Crash went the thunder, and the wind went whoosh, whoosh!',
      ],
      [
        (x) => `It was ever so loud, and ${x.h.name} felt scared and held on tight.`,
        (x) => `${He(x)} felt scared and covered ${x.h.his} ears.`,
      ],
    ],
    fix: [
      [
        (x) =>
          `${helperName(x)} held ${x.h.him} close and said, “It’s only the clouds making a noise. You’re safe with me.”`,
        (x) => `${helperName(x)} wrapped ${x.h.him} in a big cuddle, and they counted the rumbles together.`,
      ],
      [
        () => 'Soon the storm grew quieter and quieter, and then it rolled away.',
        () => 'Rumble by rumble, the thunder went further and further away.',
      ],
    ],
  },
  jealousy: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `Everyone was looking at ${beside(x, x.about)}, and ${x.h.name} felt a little bit left out.`
            : `Everyone was busy with someone else, and ${x.h.name} felt a little bit left out.`,
        (x) =>
          x.about
            ? `All the cuddles were for ${beside(x, x.about)}, and ${x.h.name} felt a funny, jealous feeling.`
            : `Then ${x.h.name} felt a funny, jealous feeling.`,
      ],
      [
        (x) => `${He(x)} wanted a cuddle too, and ${x.h.his} lip wobbled.`,
        () => 'A grumpy, jealous feeling grew and grew inside.',
      ],
    ],
    fix: [
      [
        (x) =>
          `${helperName(x)} gave ${x.h.name} a big squeeze and said, “There’s lots and lots of love for you, too.”`,
        (x) => `${helperName(x)} made room for ${x.h.name}, close and snug.`,
      ],
      [
        () => 'There was love enough for everyone, and the jealous feeling got smaller and smaller.',
        () => 'Snuggled up close, the jealous feeling got smaller and smaller.',
      ],
    ],
  },
  feelBetter: [
    (x) => `${He(x)} took a deep breath, and the worried feeling melted away.`,
    (x) => `${x.h.name} smiled again, a big wide smile.`,
    (x) => `Everything was all right again, and ${x.h.he} felt warm inside.`,
    (x) => `${He(x)} gave ${aide(x).name} a thank-you hug.`,
    (x) => `The sun came out in ${x.h.his} heart again.`,
    (x) => `${He(x)} felt proud and happy and light as a feather.`,
    // (A thank-you said to no one reads oddly after a grown-up came home or said it was time to stop: a smile instead.)
    (x) => `${x.h.name} smiled a big smile, and ${x.h.his} eyes were shining.`,
    () => 'And just like that, the day was happy again.',
    (x) => `${He(x)} let out a big sigh, phew, and giggled.`,
    (x) => `${He(x)} felt so much better now.`,
  ],
  comfort: [
    (x) => `Big feelings are allowed, and ${x.h.he} did not have to feel them alone.`,
    (x) => `${He(x)} ${heWas(x)} not alone, and ${x.h.he} ${was(x.h)} very loved.`,
    () => 'Being close to someone who loves you makes everything a little softer.',
    (x) => `${He(x)} snuggled in close, warm and safe.`,
    () => 'Everything felt a little calmer now, quiet and warm.',
    () => 'Some days have hard parts, and that is all right.',
    (x) => `${He(x)} rested ${x.h.his} head on a soft shoulder and breathed slowly.`,
  ],

  things: {
    ducks: {
      noun: n('the ducks', 'a duck'),
      goodnight: 'ducks',
      lines: [
        // (No feeding said: the parent's own words tell what was fed, and a duck only watched was not.)
        (x) => `${He(x)} waved to the ducks, and they paddled over, quack, quack!`,
        () => 'The ducks waddled by in a row, quack, quack, quack.',
      ],
    },
    dog: {
      noun: n('the dog', 'a dog'),
      goodnight: 'doggy',
      // The dog the parent wrote of, often the family's own (`threw snowballs at the dog`): never a stranger's.
      lines: [
        (x) => `The dog came by and wagged its tail at ${x.h.him}, woof!`,
        (x) => `${He(x)} stroked the dog, very gently, and it licked ${x.h.his} hand.`,
      ],
    },
    cat: {
      noun: n('the cat', 'a cat'),
      goodnight: 'kitty',
      // The cat the parent wrote of, often the family's own (`paint everywhere inc the cat`): never a stranger's.
      lines: [
        () => 'The cat curled up nearby, purring softly.',
        (x) => `${He(x)} said hello to the cat, and the cat said miaow.`,
      ],
    },
    horse: {
      noun: n('the horse', 'a horse'),
      goodnight: 'horse',
      lines: [
        (x) => `A big brown horse put its soft nose over the fence to say hello to ${x.h.him}.`,
        () => 'Clip-clop, clip-clop, a pony trotted past.',
      ],
    },
    cow: {
      noun: n('the cows', 'a cow'),
      goodnight: 'cows',
      // Cows seen from a train window or met at a farm alike: the child's own moo, no cow doing what the parent did not
      // write.
      lines: [(x) => `${He(x)} said moo to the cows, long and slow.`],
    },
    sheep: {
      noun: n('the sheep', 'a sheep'),
      goodnight: 'little lambs',
      lines: [() => 'Fluffy sheep munched the grass, baa, baa.', () => 'A little lamb said baa and wiggled its tail.'],
    },
    chickens: {
      noun: n('the hens', 'a hen'),
      goodnight: 'hens',
      lines: [
        () => 'The hens went cluck, cluck, cluck and pecked at the seeds.',
        (x) => `${He(x)} found a warm brown egg in the straw.`,
      ],
    },
    fish: {
      noun: n('the fish', 'a fish'),
      goodnight: 'little fish',
      lines: [
        () => 'Little fish swam by, flick, flick, with shiny tails.',
        (x) => `${He(x)} watched a little fish wriggle and flick its shiny tail.`,
      ],
    },
    birds: {
      noun: n('the birds', 'a bird'),
      goodnight: 'little birds',
      lines: [
        () => 'A little bird hopped close and sang, tweet, tweet.',
        (x) => `${He(x)} watched the birds flutter from branch to branch.`,
      ],
    },
    butterfly: {
      noun: n('the butterfly', 'a butterfly'),
      goodnight: 'butterfly',
      lines: [
        () => 'A butterfly landed on a flower, flap, flap, and flew away again.',
        (x) => `${He(x)} held very still while a ladybird walked on ${x.h.his} finger.`,
      ],
    },
    // Snails, worms, beetles and slugs are one thing (`found a massive worm`): its words (little bugs) fit them all.
    snail: {
      noun: n('the little bug', 'a little bug'),
      goodnight: 'little garden bugs',
      lines: [
        (x) => `${He(x)} crouched down low to watch a tiny bug crawl along, slowly, slowly.`,
        (x) => `${He(x)} found a little wriggly bug under a leaf and said hello.`,
      ],
    },
    rabbit: {
      noun: n('the rabbit', 'a rabbit'),
      goodnight: 'bunny rabbit',
      lines: [
        () => 'A rabbit twitched its nose and hopped away, hop, hop.',
        (x) => `${He(x)} gave a soft rabbit a piece of carrot, crunch.`,
      ],
    },
    guineaPig: {
      noun: n('the guinea pig', 'a guinea pig'),
      goodnight: 'little guinea pig',
      lines: [
        () => 'A little guinea pig squeaked, wheek, wheek, and nibbled a leaf.',
        (x) => `${He(x)} gave the guinea pig a piece of cucumber, munch, munch.`,
      ],
    },
    hamster: {
      noun: n('the hamster', 'a hamster'),
      goodnight: 'little hamster',
      lines: [
        () => 'A little hamster stuffed its cheeks until they were round and puffy.',
        (x) => `${He(x)} watched the hamster run round and round in its wheel.`,
      ],
    },
    tortoise: {
      noun: n('the tortoise', 'a tortoise'),
      // (Neither walking nor swimming: a tortoise in the garden, or a turtle at the aquarium.)
      goodnight: 'little tortoise',
      lines: [
        () => 'A tortoise poked its head out of its shell, slowly, slowly.',
        // A turtle at the aquarium is not fed by the child (`loved the jellyfish and the big turtle`).
        (x) => `${He(x)} watched the tortoise stretch out its neck, slow and steady.`,
      ],
    },
    cake: {
      noun: n('the cake', 'a cake'),
      // (A muffin or a cupcake is no cake to say goodnight to.)
      goodnight: 'sweet treats',
      lines: [
        (x) => `There was cake, and ${x.h.he} got crumbs all over ${x.h.his} nose.`,
        // (No icing said: the parent's own cake may be a lemon one.)
        // (No big cake nor slices: the parent's own may be muffins or cupcakes.)
        () => 'Everyone had some, and it tasted sweet and good, yum!',
      ],
    },
    icecream: {
      noun: n('the ice cream', 'an ice cream'),
      // An ice cream, an ice lolly or a popsicle: the lines say the cold and the sweet, never which one it was.
      goodnight: 'icy treats',
      lines: [
        (x) => `${He(x)} licked and licked, cold and sweet, yum!`,
        () => 'Brrr, so cold that little teeth tingled!',
      ],
    },
    pancakes: {
      noun: n('pancakes', 'a pancake'),
      goodnight: 'pancakes',
      lines: [(x) => `${He(x)} ate a warm pancake, rolled up like a little blanket.`],
    },
    pasta: {
      noun: n('spaghetti'),
      goodnight: 'spaghetti',
      lines: [(x) => `${He(x)} twirled long spaghetti round and round ${x.h.his} fork.`],
    },
    pizza: {
      noun: n('pizza', 'a pizza'),
      goodnight: 'pizza',
      lines: [() => 'The pizza was warm and cheesy and cut into little triangles.'],
    },
    soup: {
      noun: n('soup'),
      goodnight: 'warm soup',
      lines: [(x) => `${He(x)} blew on the warm soup, whoo, whoo, and ate it all up.`],
    },
    bread: {
      // Toast, a sandwich or a crust fed to the ducks: said as bread (`ate our sandwiches on the steps`).
      // (With `the`, as a memory says it: `She still remembered the bread`, never a bare `remembered bread`.)
      noun: n('the bread', 'some bread'),
      goodnight: 'yummy bread',
      // (How it tasted, never a second having of it beside the parent's own `had toast`.)
      lines: [() => 'The bread went munch, munch, munch.'],
    },
    cookies: {
      noun: n('the biscuits', 'a biscuit'),
      goodnight: 'biscuits',
      // (Not who ate it: a biscuit may have been the dog's, `gave him a biscuit`.)
      // (How they sounded, never `biscuits too`: the parent's own biscuits are told once.)
      lines: [() => 'Every biscuit went crunch, crunch, crunch.'],
    },
    fruit: {
      noun: n('fruit'),
      goodnight: 'juicy fruit',
      // (No bowl nor where it was: fruit on pancakes or at a picnic was never in a bowl.)
      lines: [() => 'The fruit was sweet and juicy.'],
    },
    strawberries: {
      noun: n('strawberries', 'a strawberry'),
      goodnight: 'strawberries',
      // Said of strawberries eaten as much as picked (`a strawberry sundae`): never a field to pick them in.
      lines: [(x) => `There were sweet red strawberries, and one went straight into ${x.h.his} mouth.`],
    },
    apple: {
      noun: n('an apple', 'an apple'),
      goodnight: 'red apple',
      lines: [(x) => `${He(x)} crunched a shiny red apple.`],
    },
    banana: {
      noun: n('a banana', 'a banana'),
      goodnight: 'banana',
      // (Said of a banana bought, scanned or baked as well as eaten: none peeled the parent did not write.)
      lines: [() => 'There was a banana, long and yellow, like a big smile.'],
    },
    picnic: {
      noun: n('the picnic', 'a picnic'),
      goodnight: 'picnic blanket',
      // (Not `had a picnic` again beside the parent's own picnic, nor what was in it: the parent's may be anything.)
      lines: [() => 'The picnic blanket was spread out on the ground, and everyone sat down together, munch, munch.'],
    },
    ball: {
      noun: n('the ball', 'a ball'),
      goodnight: 'bouncy ball',
      lines: [(x) => `${He(x)} kicked a ball, and it went bounce, bounce, bounce.`],
    },
    balloon: {
      noun: n('the balloon', 'a balloon'),
      // (No colour: the parent's balloon may be any.)
      goodnight: 'bobbing balloon',
      lines: [(x) => `${He(x)} held a balloon on a string, and it bobbed above ${x.h.his} head.`],
    },
    kite: {
      noun: n('the kite', 'a kite'),
      goodnight: 'kite',
      // (True of a kite that flew and of one that got stuck in a tree: no kite dancing high the parent did not see.)
      lines: [() => 'Whoosh, the wind tugged and tugged at the kite.'],
    },
    bubbles: {
      noun: n('the bubbles', 'a bubble'),
      goodnight: 'bubbles',
      lines: [(x) => `${He(x)} blew bubbles that floated away and went pop.`],
    },
    blocks: {
      noun: n('the blocks', 'a block'),
      goodnight: 'blocks',
      lines: [(x) => `${He(x)} stacked the blocks, higher and higher.`],
    },
    puzzle: {
      noun: n('the puzzle', 'a puzzle'),
      goodnight: 'puzzle',
      lines: [(x) => `${He(x)} fitted the last puzzle piece in, click.`],
    },
    book: {
      noun: n('the book', 'a book'),
      goodnight: 'storybook',
      lines: [() => 'There was a story with lots of pictures, and everyone listened.'],
    },
    drawing: {
      noun: n('the drawing', 'a drawing'),
      goodnight: 'crayons',
      lines: [(x) => `${He(x)} drew a picture with big, bright colours.`],
    },
    doll: {
      noun: n('the doll', 'a doll'),
      goodnight: 'dolly',
      lines: [(x) => `${He(x)} rocked the doll gently in ${x.h.his} arms.`],
    },
    teddy: {
      noun: n('teddy'),
      goodnight: 'teddy',
      lines: [(x) => `${He(x)} held teddy tight, just because.`],
    },
    toyCar: {
      noun: n('the little car', 'a little car'),
      goodnight: 'little car',
      lines: [(x) => `${He(x)} zoomed a little car along the floor, brrm, brrm.`],
    },
    sandcastle: {
      noun: n('the sandcastle', 'a sandcastle'),
      goodnight: 'sandcastle',
      lines: [(x) => `${He(x)} patted the sand into a round little castle.`],
    },
    swing: {
      noun: n('the swing', 'a swing'),
      goodnight: 'swing',
      lines: [(x) => `${He(x)} went high on the swing, whee, and low again.`],
    },
    slide: {
      noun: n('the slide', 'a slide'),
      goodnight: 'slide',
      // A slide that ends well: said before a real fall too, it is no second bump.
      lines: [(x) => `${He(x)} went down the slide, whoosh, all the way to the bottom.`],
    },
    song: {
      noun: n('the song', 'a song'),
      goodnight: 'happy songs',
      lines: [(x) => `${He(x)} sang a little song, la, la, la.`],
    },
    scooter: {
      noun: n('the scooter', 'a scooter'),
      goodnight: 'scooter',
      lines: [(x) => `${He(x)} rode ${x.h.his} scooter, push, push, glide.`],
    },
    bike: {
      noun: n('the bike', 'a bike'),
      goodnight: 'bike',
      lines: [(x) => `${He(x)} rode ${x.h.his} bike, and the wheels went round and round.`],
    },
    boat: {
      noun: n('the boat', 'a boat'),
      goodnight: 'little boat',
      lines: [() => 'A little boat bobbed on the water, up and down.'],
    },
    tractor: {
      noun: n('the big truck', 'a big truck'),
      // (A tractor, a digger or a lorry alike: their wheels, no truck the parent did not write.)
      goodnight: 'big wheels',
      // A toy tractor fought over or a digger seen in the street alike: no truck passing by that the parent did not write.
      lines: [(x) => `${He(x)} made a big truck noise: brum, brum, brum!`],
    },
    bus: {
      noun: n('the bus', 'a bus'),
      goodnight: 'big bus',
      lines: [(x) => `${He(x)} rode on the bus and pressed the bell, ding.`],
    },
    train: {
      noun: n('the train', 'a train'),
      goodnight: 'choo-choo train',
      // A train ridden or toy trains played with alike (`playing trains together`): no train passing by.
      lines: [(x) => `${He(x)} made a train noise: choo-choo, clickety-clack!`],
    },
    car: {
      noun: n('the car', 'a car'),
      goodnight: 'car',
      lines: [(x) => `${He(x)} sat in ${x.h.his} car seat and watched the world go by.`],
    },
    plane: {
      noun: n('the plane', 'a plane'),
      goodnight: 'aeroplane',
      lines: [() => 'High in the sky, an aeroplane flew by, very small and very far.'],
    },
    rain: {
      noun: n('the rain'),
      goodnight: 'rain',
      lines: [() => 'The rain went pitter-patter on the window.'],
    },
    puddle: {
      noun: n('the puddles', 'a puddle'),
      goodnight: 'puddles',
      lines: [(x) => `${He(x)} jumped in a puddle, splash!`],
    },
    snow: {
      noun: n('the snow'),
      goodnight: 'snowflakes',
      lines: [() => 'Soft snowflakes fell, slow and white.'],
    },
    sun: {
      noun: n('the sun'),
      goodnight: 'sunshine',
      lines: [() => 'The sun was warm and bright all day.'],
    },
    wind: {
      noun: n('the wind'),
      goodnight: 'wind',
      lines: [() => 'The wind blew, whoo, whoo, and the leaves danced.'],
    },
    rainbow: {
      noun: n('the rainbow', 'a rainbow'),
      goodnight: 'rainbow',
      lines: [() => 'There was a big rainbow, red, yellow, green and blue.'],
    },
    flowers: {
      noun: n('the flowers', 'a flower'),
      goodnight: 'flowers',
      lines: [(x) => `${He(x)} smelled the flowers, sniff, sniff, mmm.`],
    },
    leaves: {
      noun: n('the leaves', 'a leaf'),
      goodnight: 'crunchy leaves',
      lines: [(x) => `${He(x)} kicked the leaves, crunch, rustle, crunch.`],
    },
    shells: {
      noun: n('the shells', 'a shell'),
      goodnight: 'seashells',
      lines: [(x) => `${He(x)} found a shell and held it to ${x.h.his} ear.`],
    },
    stones: {
      noun: n('the pebbles', 'a pebble'),
      goodnight: 'pebbles',
      lines: [(x) => `${He(x)} collected smooth pebbles in ${x.h.his} pocket.`],
    },
    tree: {
      noun: n('the tree', 'a tree'),
      goodnight: 'big tree',
      lines: [(x) => `${He(x)} hugged a big old tree, and its bark felt bumpy.`],
    },
    water: {
      // Remembered as what the child did in it (`the cake and the splashing`), not the water itself.
      noun: n('the splashing'),
      goodnight: 'splashy water',
      lines: [(x) => `${He(x)} splashed in the water, splish, splash.`],
    },
  },
  people: {
    mum: { ref: she('Mummy'), goodnight: 'Mummy' },
    dad: { ref: he('Daddy'), goodnight: 'Daddy' },
    grandma: { ref: she('Grandma'), goodnight: 'Grandma' },
    grandpa: { ref: he('Grandpa'), goodnight: 'Grandpa' },
    grandparents: { ref: they('Grandma and Grandpa'), goodnight: 'Grandma and Grandpa' },
    brother: { ref: kin(he, 'brother'), goodnight: 'brother' },
    sister: { ref: kin(she, 'sister'), goodnight: 'sister' },
    baby: { ref: they('the baby'), goodnight: 'little baby' },
    friend: { ref: kin(they, 'friend'), goodnight: 'friend' },
    friends: { ref: they('the other children'), goodnight: 'friends' },
    teacher: { ref: they('the teacher'), goodnight: 'teacher' },
    doctor: { ref: they('the doctor'), goodnight: 'kind doctor' },
    aunt: { ref: she('Auntie'), goodnight: 'Auntie' },
    uncle: { ref: he('Uncle'), goodnight: 'Uncle' },
    cousin: { ref: kin(they, 'cousin'), goodnight: 'cousin' },
  },
  events: {
    birthday: [
      () => 'There was a birthday today, and that made the whole day special.',
      (x) => `Everyone sang Happy Birthday, and ${x.h.he} sang along too.`,
    ],
    newBaby: [
      () => 'There was a new baby in the family, tiny and sweet.',
      (x) => `${He(x)} looked at the baby’s tiny fingers and tiny toes, all ten of each.`,
    ],
    firstDay: [
      (x) => `It was ${x.first ? `${x.h.name}’s` : x.h.his} very first time, and that was a big thing.`,
      (x) => `Today was a first for ${nameOrHim(x)}, something brand new.`,
    ],
    moving: [
      () => 'There were boxes everywhere, because a new home was waiting.',
      (x) => `${He(x)} helped carry a small box to the new home.`,
    ],
    haircut: [
      (x) => `${He(x)} had a haircut, snip, snip, and looked in the mirror.`,
      () => 'Snip, snip went the scissors, and the hair was short and tidy.',
    ],
    holiday: [
      // Said of a trip away and of any December day with Christmas in it (lights, a parade): never `a holiday`.
      () => 'Everything felt a little bit different and special today.',
      (x) => `It was a special day for ${nameOrHim(x)}, with new things to see and do.`,
    ],
    dentist: [
      (x) => `${He(x)} showed the dentist how well ${x.h.he} brushes, swish, swish.`,
      () => 'The dentist counted the teeth, one by one, and said they were strong and clean.',
    ],
    market: [
      () => 'The market was busy and bright, full of colours.',
      (x) => `${He(x)} carried a small paper bag of fruit all the way home.`,
    ],
    aquarium: [
      () => 'The water glowed blue all around, like being under the sea.',
      (x) => `${He(x)} waved at the fish, and a little one swam right up close.`,
    ],
  },
  festival: [
    (x) => `It was ${x.name}, and the whole day felt like a party.`,
    (x) => `Today was ${x.name}, and there was a happy, busy feeling everywhere.`,
    (x) => `${x.name.charAt(0).toUpperCase()}${x.name.slice(1)} had come at last, and everyone was smiling.`,
  ],
  typed: [
    // A den or a fort typed bare (`den in the lounge`, `blanket fort`) is one the child built, never a list after a colon.
    // Said as a time for something when the parent's words name a time of it (`roast dinner`, `judo`, `hide n seek
    // w lily`); other words (`scooter`, `tractor ride at the farm`, `sat in the big fire truck`) after a colon.
    (x) =>
      denTyped(x.what)
        ? `${x.h.name} built ${denTyped(x.what)}.`
        : timeFor(x.what)
          ? `Then it was time for ${theTyped(x.what)}.`
          : `Next on ${poss(x)} day: ${typedWhat(x.what)}.`,
    (x) =>
      denTyped(x.what)
        ? `${x.h.name} made ${denTyped(x.what)}, all cosy inside.`
        : timeFor(x.what)
          ? `Next, it was time for ${theTyped(x.what)}.`
          : `There was more to ${poss(x)} day, too: ${typedWhat(x.what)}.`,
    (x) =>
      denTyped(x.what)
        ? `After that, ${x.h.name} built ${denTyped(x.what)}.`
        : timeFor(x.what)
          ? `After that came ${theTyped(x.what)}.`
          : `And after that: ${typedWhat(x.what)}.`,
    (x) =>
      denTyped(x.what)
        ? `Then ${x.h.name} built ${denTyped(x.what)}.`
        : timeFor(x.what)
          ? `Later, there was ${theTyped(x.what)}, too.`
          : `Then came another part of ${poss(x)} day: ${typedWhat(x.what)}.`,
    (x) =>
      denTyped(x.what)
        ? `${x.h.name} made ${denTyped(x.what)}, just right for hiding in.`
        : timeFor(x.what)
          ? `Soon it was time for ${theTyped(x.what)}.`
          : `There was something else for ${nameOrHim(x)}, too: ${typedWhat(x.what)}.`,
    // A day has no show `in it` (`Elephant’s day had the panto in it`): the show was there, that day.
    (x) =>
      denTyped(x.what)
        ? `Later on, ${x.h.name} built ${denTyped(x.what)}.`
        : timeFor(x.what)
          ? `Today there was ${theTyped(x.what)}, too.`
          : `Later on: ${typedWhat(x.what)}.`,
  ],
  typedFeel: [
    // Said of anything a parent types (a skill, a treat, an outing): no line that only fits learning something.
    (x) => `${cap(x.h.he)} smiled a big, happy smile.`,
    (x) => `${cap(x.h.he)} liked that very much.`,
    () => 'It was one of the best bits of the day.',
    // (Never `the whole time`: the day may have had its trouble. Nor `fun`: what helped on a poorly day, `sofa
    // snuggles`, is typed like a ride.)
    () => 'That was a lovely part of the day.',
    // True of a treat as of a show or a ride (`fish and chips`, `panto`): no wide eyes or for ever at a plate of chips.
    (x) => `${cap(x.h.he)} loved every moment of it.`,
    (x) => `It made ${x.h.him} feel warm inside.`,
  ],
  // A meal typed bare (`fish pie for tea`) is told as eaten, never as a list after a colon.
  typedMemory: [
    (x) =>
      mealTyped(x.list)
        ? `${He(x)} had ${typedWhat(x.list)}, yum, yum.`
        : BEEN_TO.test(typedWhat(x.list))
          ? `${He(x)} remembered ${FAMILY_TYPED.test(typedWhat(x.list)) ? 'the day out with all the family' : `going to ${typedWhat(x.list)} today`}.`
          : `${He(x)} remembered more from today, too: ${typedWhat(x.list)}.`,
    (x) =>
      mealTyped(x.list)
        ? `And ${x.h.name} had ${typedWhat(x.list)}, which was just right.`
        : BEEN_TO.test(typedWhat(x.list))
          ? `What a day it had been ${FAMILY_TYPED.test(typedWhat(x.list)) ? 'with all the family' : `at ${typedWhat(x.list)}`}.`
          : `There had been more today as well: ${typedWhat(x.list)}.`,
    (x) =>
      mealTyped(x.list)
        ? `${He(x)} had ${typedWhat(x.list)}, and it was delicious.`
        : BEEN_TO.test(typedWhat(x.list))
          ? `${He(x)} thought of ${FAMILY_TYPED.test(typedWhat(x.list)) ? 'all the family' : typedWhat(x.list)} and smiled.`
          : `${He(x)} thought back on more of the day: ${typedWhat(x.list)}.`,
  ],
  join(items) {
    if (items.length <= 1) return items.join('');
    if (items.length === 2) return `${items[0]} and ${items[1]}`;
    // The comma before `and` keeps typed phrases apart (`judo, mum and me yoga, and swimming`).
    return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
  },
  said: [
    (x) => `${speaker(x)} said, “${own(x.words)}${closing(x.words)}”`,
    (x) =>
      closing(x.words) !== '.'
        ? `“${own(x.words)}${closing(x.words)}” said ${x.c ? x.c.name : x.h.name}.`
        : `“${own(x.words)},” said ${x.c ? x.c.name : x.h.name}.`,
    (x) => `Later, ${x.c ? x.c.name : x.h.name} said, “${own(x.words)}${closing(x.words)}”`,
  ],
  meet: [
    (x) => (hasArticle(x.look) ? `Here is ${x.h.name}, ${x.look}.` : `Here is ${x.h.name}: ${x.look}.`),
    (x) => (hasArticle(x.look) ? `This is ${x.h.name}, ${x.look}.` : `This is ${x.h.name}: ${x.look}.`),
    (x) => (hasArticle(x.look) ? `Say hello to ${x.h.name}, ${x.look}.` : `Say hello to ${x.h.name}: ${x.look}.`),
  ],
  relation(word, relation) {
    // The parent's own word for someone (`nana`, `grandad`, `mam`, `the dentist`): the story calls them so, not
    // Grandma, Grandpa, Mummy or the doctor.
    const lower = word.toLowerCase().replace(/['’]s$/u, '');
    const own = (make: (name: string) => R, called: string, goodnight = called) => ({ ...make(called), goodnight });
    if (relation === 'doctor') {
      if (/^dentist/u.test(lower)) return own(they, 'the dentist', 'kind dentist');
      if (/^nurses?$/u.test(lower)) return own(they, 'the nurse', 'kind nurse');
      return undefined;
    }
    // A babysitter, a childminder or a key worker is no teacher: the story calls them by the parent's word.
    if (relation === 'teacher') {
      const minder: Record<string, string> = {
        babysitter: 'babysitter',
        sitter: 'babysitter',
        'key worker': 'key worker',
        keyworker: 'key worker',
        'au pair': 'au pair',
        childminder: 'childminder',
        'child minder': 'childminder',
      };
      const said = minder[lower];
      if (said) return own(they, `the ${said}`, said);
    }
    // Many of them at a family day (`all the uncles gave her eidi`): all of them, not one Uncle.
    if (/^(?:uncle|aunt|cousin)$/u.test(relation) && /^(?:uncles|aunties|aunts|cousins)$/u.test(lower))
      return own(they, `the ${lower}`, lower);
    // A pair by the family's own two words (`nana and grandad`): Nana and Grandad.
    if (relation === 'grandparents' && / and /u.test(lower)) {
      const pair = lower
        .split(' and ')
        .map((one) => one.trim().charAt(0).toUpperCase() + one.trim().slice(1))
        .join(' and ');
      return own(they, pair);
    }
    const called: Partial<Record<PersonId, Record<string, string>>> = {
      grandma: {
        nana: 'Nana',
        nanna: 'Nana',
        nan: 'Nan',
        nanny: 'Nanny',
        granny: 'Granny',
        gran: 'Gran',
        nonna: 'Nonna',
        oma: 'Oma',
        grammy: 'Grammy',
        meemaw: 'Meemaw',
        nain: 'Nain',
        nani: 'Nani',
        nanis: 'Nani',
        naani: 'Nani',
        nanima: 'Nanima',
        dadi: 'Dadi',
        daadi: 'Dadi',
        dadis: 'Dadi',
        memaw: 'Memaw',
        gramma: 'Gramma',
        granma: 'Granma',
        abuela: 'Abuela',
        bubbe: 'Bubbe',
        bubbes: 'Bubbe',
        bubbie: 'Bubbie',
        bubby: 'Bubby',
        savta: 'Savta',
        popo: 'Popo',
        lola: 'Lola',
        ouma: 'Ouma',
      },
      grandpa: {
        grandad: 'Grandad',
        granddad: 'Grandad',
        pop: 'Pop',
        poppy: 'Poppy',
        pops: 'Pops',
        gramps: 'Gramps',
        // A family's own pet name for grandad keeps its word (`nana and grumps`).
        grumps: 'Grumps',
        grumpa: 'Grumpa',
        pa: 'Pa',
        grampa: 'Grampa',
        grandpop: 'Grandpop',
        taid: 'Taid',
        // The Irish and Scottish grandfather keeps his own name all through the story (`w granda`).
        granda: 'Granda',
        grandda: 'Grandda',
        grampy: 'Grampy',
        poppa: 'Poppa',
        pappy: 'Pappy',
        papaw: 'Papaw',
        pawpaw: 'Pawpaw',
        zaide: 'Zaide',
        zayde: 'Zayde',
        zaida: 'Zaida',
        zaidy: 'Zaidy',
        zeide: 'Zeide',
        saba: 'Saba',
        grandaddy: 'Granddaddy',
        granddaddy: 'Granddaddy',
        nonno: 'Nonno',
        opa: 'Opa',
        abuelo: 'Abuelo',
        lolo: 'Lolo',
        oupa: 'Oupa',
      },
      mum: { mom: 'Mommy', mommy: 'Mommy', mama: 'Mama', mam: 'Mam', mammy: 'Mammy', momma: 'Momma' },
      dad: { papa: 'Papa', dada: 'Dada', da: 'Da' },
    };
    // A grandparent the family calls by two words the lexicon knows (`ah ma`, `gong gong`): those words, as names.
    const twoWords =
      (relation === 'grandma' || relation === 'grandpa') && /^\p{L}+ \p{L}+$/u.test(lower)
        ? lower.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase())
        : undefined;
    const name = called[relation]?.[lower] ?? twoWords;
    if (!name) return undefined;
    return own(relation === 'grandpa' || relation === 'dad' ? he : she, name);
  },
  named(name, word, relation, pet) {
    const said = singular(word.toLowerCase());
    // The reader took one word of a longer name (`Mr` of `Mr Bubbles`, `Dr` of `Dr Patel`): the kind is told instead.
    if (TITLES.includes(name.toLowerCase())) {
      if (pet) return they(`the ${said}`);
      if (relation === 'grandma' || relation === 'aunt' || relation === 'mum')
        return she(relationTitle(said, relation));
      if (relation === 'grandpa' || relation === 'uncle' || relation === 'dad')
        return he(relationTitle(said, relation));
      return they(`the ${said}`);
    }
    if (pet) return { ...they(`${name} the ${said}`), short: name };
    switch (relation) {
      case 'grandma':
      case 'aunt':
        return she(`${relationTitle(said, relation)} ${name}`);
      case 'grandpa':
      case 'uncle':
        return he(`${relationTitle(said, relation)} ${name}`);
      case 'mum':
        return she(name);
      case 'dad':
        return he(name);
      case 'sister':
        return { ...she(name), kin: `sister ${name}` };
      case 'brother':
        return { ...he(name), kin: `brother ${name}` };
      case 'cousin':
      case 'friend':
      case 'teacher':
        return { ...they(name), kin: `${KIN_WORDS[said] ?? said} ${name}` };
      case 'baby':
        return they(`baby ${name}`);
      default:
        return they(name);
    }
  },

  evening: {
    dinner: [
      (x) =>
        x.t
          ? `In the evening, ${x.h.name} had ${x.t.the} for supper, yum, yum.`
          : `In the evening, ${x.h.name} sat at the table and had a warm supper.`,
      // (A sad day's supper is no clean plate to cheer: a quiet one.)
      (x) =>
        x.t
          ? `At suppertime there was ${x.t.the}, and ${x.h.name} ate it all up.`
          : x.sad
            ? `At suppertime, ${x.h.name} ate a little, quietly, with everyone close.`
            : `At suppertime, ${x.h.name} ate every last bite, and the plate was clean.`,
      (x) => `When the day grew dark, ${x.h.name} came to the table for ${x.t ? x.t.the : 'supper'}.`,
      (x) => `The day was nearly over, and ${x.h.name} had ${x.t ? x.t.the : 'a cosy supper'} at the kitchen table.`,
      // A poorly or sad day's supper is small and slow, not `extra good`.
      (x) =>
        x.sad
          ? `${x.h.name} had a little supper${x.t ? ` of ${x.t.the}` : ''}, slowly, one small bite at a time.`
          : `${x.h.name} was hungry after the long day, so supper tasted extra good${x.t ? `, especially ${x.t.the}` : ''}.`,
      (x) => `The lamps came on, and ${x.h.name} sat down to eat${x.t ? ` ${x.t.the}` : ''}.`,
      (x) => `In the evening, the house smelled of supper, and ${x.h.name} washed ${x.h.his} hands.`,
      (x) => `Evening came, and ${x.h.name} helped to set the table, one spoon, two spoons.`,
      (x) => `At the end of the afternoon, ${x.h.name} came in for supper${x.t ? `: ${x.t.the}` : ''}.`,
      (x) => `Outside the window, it was getting dark, and ${x.h.name} had ${x.t ? x.t.the : 'something warm to eat'}.`,
    ],
    bath: [
      (x) => `Then came a warm bath, with bubbles up to ${x.h.his} chin.`,
      (x) =>
        x.sad
          ? `${He(x)} lay back in the warm bath and let the water hold ${x.h.him}.`
          : `${He(x)} splashed in the bath, and the bubbles went pop, pop.`,
      () => 'Bath time was warm and soapy, and the rubber duck floated by.',
      (x) => `${He(x)} washed ${x.h.his} face and ${x.h.his} knees and ${x.h.his} tummy in the warm water.`,
      () => 'The bath water was just right, not too hot and not too cold.',
      (x) =>
        x.sad
          ? `${He(x)} had a slow, quiet bath, and the warm water felt good.`
          : `${He(x)} made a bubble beard in the bath, ho, ho, ho.`,
      (x) =>
        x.sad ? 'The warm bath was gentle and quiet tonight.' : 'Splish, splash, the day washed away in the warm bath.',
      (x) => `${He(x)} had a quick, warm wash and a rub with a fluffy towel.`,
      () => 'Warm water, soft soap and a fluffy towel: the evening felt cosy.',
      (x) =>
        x.sad
          ? `${He(x)} watched the bubbles float by in the warm bath.`
          : `${He(x)} counted the bubbles in the bath, one, two, lots!`,
    ],
    pyjamas: [
      (x) => `Then ${x.h.he} put on soft pyjamas and brushed ${x.h.his} teeth, swish, swish.`,
      // (No radiator: the night may be a hot summer's one.)
      (x) => `${cap(x.h.his)} pyjamas were soft and smelled clean.`,
      (x) => `${He(x)} brushed ${x.h.his} teeth, top and bottom, and spat, ptoo.`,
      (x) => `${He(x)} chose the pyjamas with the little stars on them.`,
      (x) => `Soft pyjamas on, teeth all shiny, and ${x.h.he} ${was(x.h)} nearly ready for bed.`,
      (x) => `${He(x)} pulled on ${x.h.his} pyjamas, arms in, head through, pop!`,
      (_x) => `Then came the cosy pyjamas and a little sip of water.`,
      (x) => `${He(x)} brushed ${x.h.his} teeth while humming a little song.`,
      (x) => `Snug in ${x.h.his} pyjamas, ${x.h.he} padded to the bedroom.`,
      (x) => `${He(x)} put on ${x.h.his} softest pyjamas and felt warm all over.`,
    ],
  },
  memory: [
    (x) => `${He(x)} thought about ${x.list} too, and smiled.`,
    // Never `There had been the ice cream`: the list is of things with `the`.
    (x) => `${He(x)} still remembered ${x.list}, and it made ${x.h.him} smile.`,
    (x) => `${He(x)} remembered ${x.list} and felt warm inside.`,
  ],
  night: {
    tuck: [
      (x) => `When the moon came up, ${x.h.name} snuggled into bed under a soft blanket.`,
      (x) => `The stars came out one by one, and ${x.h.name} climbed into bed.`,
      (x) =>
        `${x.h.name} lay in bed, and ${x.c ? x.c.name : `someone who loved ${x.h.him}`} tucked the blanket all around.`,
      (x) => `Outside, the night was dark and quiet, and ${x.h.name} was warm in bed.`,
      (x) => `${x.h.name} cuddled up in bed with teddy, and the nightlight glowed softly.`,
      (x) => `The moon peeked in through the window as ${x.h.name} got into bed.`,
      (x) => `${x.h.name} climbed into bed, and the pillow was soft and cool.`,
      (x) => `Bedtime had come, and ${x.h.name} snuggled down, deep and cosy.`,
      (x) => `The house grew quiet, and ${x.h.name} lay down in ${x.h.his} warm bed.`,
      (x) => `${x.h.name} was tucked in tight, like a little bean in a pod.`,
    ],
    goodnight: (items) => {
      const parts = items.map((item) => `goodnight, ${item}`);
      if (parts.length === 1) return `${cap(parts[0] ?? '')}.`;
      return `${cap(parts.slice(0, -1).join(', '))}, and ${parts.at(-1)}.`;
    },
    sleep: [
      (x) => `${cap(x.h.his)} eyes grew heavy, and soon ${x.h.he} ${was(x.h)} fast asleep.`,
      (x) => `With a tiny yawn, ${x.h.he} closed ${x.h.his} eyes and drifted off to sleep.`,
      (x) => `Sleep tight, ${x.h.name}, and sweet dreams.`,
      (x) => `${He(x)} breathed slowly, in and out, and fell asleep.`,
      (x) => `And ${x.h.he} dreamed soft, gentle dreams.`,
      () => 'The moon kept watch, and everything was still and safe.',
      (x) => `Goodnight, ${x.h.name}, sleep well.`,
      (x) => `Softly, softly, ${x.h.he} slipped into a dream.`,
      (x) => `${He(x)} smiled a sleepy smile and ${was(x.h)} soon asleep.`,
      () => 'Shh, everything was quiet now, and it was time to dream.',
    ],
  },
  dayTitles: {
    with: (x, who) => `${x.h.name} and ${who.name}`,
    goodbye: (_, who) => `Goodbye, ${who.name}`,
    festival: (x, name) =>
      name.includes('’s')
        ? `${cap(name.replace(/^the /, ''))} with ${x.h.name}`
        : `${x.h.name}’s ${name.replace(/^the /, '')}`,
    trouble: (x, mishap) => {
      const n = x.h.name;
      // Never `Brave Little Little Bear`: a hero already little is not made little again.
      const little = /^little\b/iu.test(n) ? n : `Little ${n}`;
      const by: Partial<Record<typeof mishap, string>> = {
        cried: `${n}’s Big Feelings`,
        tantrum: `${n} Feels Cross`,
        shy: `Shy ${little}`,
        tired: `Sleepy ${n}`,
        sick: `Get Well Soon, ${n}`,
        vaccine: `${n} Has a Jab`,
        died: `${n} Remembers`,
        // Someone missed far away or ill at home: the card, the picture, the wave of the day.
        missing: `${n} Sends Love`,
        // A grown-up, a brother or a sister ill at home, whom the child looked after.
        // (`the baby` is a name of the title too: `Looks After the Baby`.)
        ...(x.about ? { nursing: `${n} Looks After ${titleCase(x.about.name)}` } : {}),
        // The day's own small rescue or search, over a stock title of the activity.
        stuck: `${n} and the Big Rescue`,
        lost: `${n} Looks High and Low`,
        fell: `${n} Gets Back Up`,
        scared: `Brave ${little}`,
      };
      return by[mishap];
    },
    event: (x, event) => {
      const n = x.h.name;
      const by: Partial<Record<typeof event, string>> = {
        moving: `${n}’s Moving Day`,
        firstDay: `${n}’s First Day`,
        newBaby: `${n} and the New Baby`,
      };
      return by[event];
    },
  },
  titles: [
    (x) => (x.a?.the.startsWith('the ') ? `${x.h.name} and ${titleCase(x.a.the)}` : `${x.h.name}’s Big Little Day`),
    (x) => `${x.h.name}’s Day`,
    (x) => `Goodnight, ${x.h.name}`,
    (x) => `${x.h.name}, from Morning to Night`,
    (x) => `Sleep Tight, ${x.h.name}`,
    (x) => `${x.h.name} and the Sleepy Moon`,
    (x) => `What ${x.h.name} Did Today`,
    (x) => `${x.h.name} and the Starry Night`,
    (x) => `A Day with ${x.h.name}`,
    (x) => `${x.h.name} Says Goodnight`,
  ],
  list(items) {
    const words = items.map((item) => item.the);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  },
};
