import type { ChildPronoun } from '../../../../../shared/account.ts';
import { type Ctx, type HeroInput, type Line, listOf, type StoryPack } from '../pack.ts';
import { withNounCapitals } from '../retell/de.ts';

/**
 * German. A person or character carries its three cases (`der kleine Bär / den kleinen Bären / dem kleinen Bären`),
 * the form to call it by (`kleiner Bär`), its pronouns (er/sie/es with ihn, ihm and the stem of sein/ihr) and its
 * number, because the past tense agrees with it (`Oma und Opa sagten`). The catalog's names are told with their
 * article, as German picture books do (`Der kleine Bär wachte auf`), so a name like `Kleiner Bär` never stands
 * undeclined after a preposition. Häschen, Kätzchen, Hündchen and Einhorn are neuter (`es`, `sein`), as in German.
 * A thing is a noun with its article in the three cases.
 *
 * The child and the helper are only ever named, never referred to by a pronoun.
 */
type R = {
  nom: string;
  akk: string;
  dat: string;
  /** How one calls them: `kleiner Bär`, `Oma`. */
  voc: string;
  er: string;
  ihn: string;
  ihm: string;
  /** The stem of the possessive: `sein` (seine, seinem…) or `ihr`. */
  sein: string;
  pl: boolean;
};
type N = { nom: string; akk: string; dat: string; pl: boolean; titel?: string; def?: string };
type X = Ctx<R, N>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The child's words as said: German capitals, and a full stop unless they end with their own mark. */
const saidWords = (words: string) => {
  const said = withNounCapitals(
    words
      .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '')
      .replace(/\s+/gu, ' ')
      .trim()
      // `mami ich bin …`: the one the child speaks to, with the comma German writes after them.
      .replace(/^(mama|mami|papa|papi|oma|omi|opa|opi|grosi|grosspapi|grossmami)(?= \p{L})/iu, '$1,'),
  );
  return `${cap(said)}${/[?!]$/u.test(said) ? '' : '.'}`;
};
const M = { er: 'er', ihn: 'ihn', ihm: 'ihm', sein: 'sein', pl: false };
const F = { er: 'sie', ihn: 'sie', ihm: 'ihr', sein: 'ihr', pl: false };
const NT = { er: 'es', ihn: 'es', ihm: 'ihm', sein: 'sein', pl: false };
const PL = { er: 'sie', ihn: 'sie', ihm: 'ihnen', sein: 'ihr', pl: true };
/** A person called by a name without an article (`Oma`, `Moss`, the child). */
const named = (name: string, forms: typeof M): R => ({ nom: name, akk: name, dat: name, voc: name, ...forms });
/** A person or character with an article: nominative, accusative, dative, and the form to call them by. */
const ref = (nom: string, akk: string, dat: string, voc: string, forms: typeof M): R => ({
  nom,
  akk,
  dat,
  voc,
  ...forms,
});

const m = (noun: string, dat = noun, titel?: string): N => ({
  nom: `der ${noun}`,
  akk: `den ${noun}`,
  dat: `dem ${dat}`,
  pl: false,
  titel,
});
const f = (noun: string, titel?: string): N => ({
  nom: `die ${noun}`,
  akk: `die ${noun}`,
  dat: `der ${noun}`,
  pl: false,
  titel,
});
const nt = (noun: string, titel?: string): N => ({
  nom: `das ${noun}`,
  akk: `das ${noun}`,
  dat: `dem ${noun}`,
  pl: false,
  titel,
});
const pl = (noun: string, dat = noun): N => ({ nom: `die ${noun}`, akk: `die ${noun}`, dat: `den ${dat}`, pl: true });
/** A noun without an article (food in general: `Spaghetti`, `Suppe`). */
const bare = (noun: string, def: string, plural = false): N => ({ nom: noun, akk: noun, dat: noun, pl: plural, def });

/** A preposition with the dative, contracted as German does: `vom Roller`, `zur Kita`, `beim Arzt`. */
function prep(word: 'von' | 'zu' | 'bei' | 'in' | 'an', dat: string): string {
  if (dat.startsWith('dem ')) {
    const short = { von: 'vom', zu: 'zum', bei: 'beim', in: 'im', an: 'am' }[word];
    return `${short} ${dat.slice(4)}`;
  }
  if (word === 'zu' && dat.startsWith('der ')) return `zur ${dat.slice(4)}`;
  return `${word} ${dat}`;
}

/** The hero as the subject at the start of a sentence: named first in a scene, `Er`/`Sie`/`Es` after. */
const Er = (x: X) => (x.first ? cap(x.h.nom) : cap(x.h.er));
/** The one grandmother or grandfather of the scene (`Oma Gerda`, `Opa`), when the parent named only one. */
const oneGrand = (x: X): R | undefined =>
  x.p &&
  !x.p.pl &&
  (x.pGrand ||
    /(?<![\p{L}])(oma|opa|omi|opi|oma\p{L}*|uroma|uropa|großmutter|großvater|grosi|grossmami|grosspapi|grossvati|grossmueti|neni|nonna|nonno)(?![\p{L}])/iu.test(
      x.p.nom,
    ))
    ? x.p
    : undefined;
/** The hero and `sich` after the verb, in German order: `hatte sich Zuri`, but `hatte sie sich`. */
const hurtSich = (x: X) => (x.first ? `sich ${x.h.nom}` : `${x.h.er} sich`);
/** The hero as the subject after the verb (`Dann fiel er`). */
const er = (x: X) => (x.first ? x.h.nom : x.h.er);
/** The hero as a stressed subject next to someone else (`er und das andere Kind`): a neuter hero is named, never `es`. */
const erUnd = (x: X) => (x.h.er === 'es' ? x.h.nom : x.h.er);
/** The hero as the object (`hob ihn hoch`). */
const ihn = (x: X) => (x.first ? x.h.akk : x.h.ihn);
/** The hero in the dative (`half ihm`). */
const ihm = (x: X) => (x.first ? x.h.dat : x.h.ihm);
/** The hero's possessive with its ending: `sein(x, 'e')` is `seine`/`ihre`. */
const sein = (x: X, ending = '') => `${x.h.sein}${ending}`;
/** A past-tense verb agreeing with one person or more. */
const v = (r: R, one: string, more: string) => (r.pl ? more : one);
const other = (x: X) => x.p ?? x.c;
const two = (x: X) => other(x) !== undefined;
/** ` mit Oma`, ` mit Kiddo`, or nothing. */
const withWho = (x: X) => {
  const o = other(x);
  return o ? ` mit ${o.dat}` : '';
};
/** `Der kleine Bär und Oma`, `Der kleine Bär, Oma und Opa`, or the hero alone (sentence start). */
const AndWho = (x: X) => {
  const o = other(x);
  const hero = cap(x.h.nom);
  if (!o) return hero;
  return o.nom.includes(' und ') ? `${hero}, ${o.nom}` : `${hero} und ${o.nom}`;
};
/** `Die kleine Eule und Oma` or `Die kleine Eule, Oma und Opa`: the hero and the helper (sentence start). */
const AndHelper = (x: X) =>
  x.helper.nom.includes(' und ') ? `${cap(x.h.nom)}, ${x.helper.nom}` : `${cap(x.h.nom)} und ${x.helper.nom}`;
/** The verb for `AndWho`: singular for the hero alone, plural with company. */
const vw = (x: X, one: string, more: string) => (two(x) ? more : one);
const GROWN_UP = ref('jemand Liebes', 'jemand Liebes', 'jemand Liebem', 'du Lieber', M);
/** Whether nobody of the day helps, only the pack's kind grown-up (then lines that would name them get other words). */
const grown = (x: X) => x.helper.nom === GROWN_UP.nom;
const Helper = (x: X) => cap(x.helper.nom);
const helper = (x: X) => x.helper.nom;

const HEROES: Record<string, R> = {
  'character-bunny': ref('das Häschen', 'das Häschen', 'dem Häschen', 'Häschen', NT),
  'character-bear': ref('der kleine Bär', 'den kleinen Bären', 'dem kleinen Bären', 'kleiner Bär', M),
  'character-dragon': ref('der kleine Drache', 'den kleinen Drachen', 'dem kleinen Drachen', 'kleiner Drache', M),
  'character-unicorn': ref('das Einhorn', 'das Einhorn', 'dem Einhorn', 'Einhorn', NT),
  'character-fox': ref('der kleine Fuchs', 'den kleinen Fuchs', 'dem kleinen Fuchs', 'kleiner Fuchs', M),
  'character-panda': ref('der Panda', 'den Panda', 'dem Panda', 'Panda', M),
  'character-owl': ref('die kleine Eule', 'die kleine Eule', 'der kleinen Eule', 'kleine Eule', F),
  'character-cat': ref('das Kätzchen', 'das Kätzchen', 'dem Kätzchen', 'Kätzchen', NT),
  'character-dog': ref('das Hündchen', 'das Hündchen', 'dem Hündchen', 'Hündchen', NT),
  'character-lion': ref('der kleine Löwe', 'den kleinen Löwen', 'dem kleinen Löwen', 'kleiner Löwe', M),
  'character-elephant': ref(
    'der kleine Elefant',
    'den kleinen Elefanten',
    'dem kleinen Elefanten',
    'kleiner Elefant',
    M,
  ),
  'character-penguin': ref('der kleine Pinguin', 'den kleinen Pinguin', 'dem kleinen Pinguin', 'kleiner Pinguin', M),
};

function hero(input: HeroInput): R {
  const known = input.catalogId ? HEROES[input.catalogId] : undefined;
  if (known) return known;
  const words = ` ${input.description.toLowerCase()} `;
  // A word for a girl or a boy decides first, then the description's own article (`Eine kleine Fee`), then a pronoun.
  if (/[\s(](mädchen|prinzessin|königin|dame|frau|hexe|fee|schwester|mutter|tochter)[\s,.!?)]/u.test(words))
    return named(input.name, F);
  if (/[\s(](junge|prinz|könig|ritter|mann|herr|bruder|vater|sohn)[\s,.!?)]/u.test(words)) return named(input.name, M);
  if (/^ eine /u.test(words)) return named(input.name, F);
  if (/^ (ein|der) /u.test(words)) return named(input.name, M);
  if (/[\s(](sie|ihre|ihren|ihrem)[\s,.!?)]/u.test(words)) return named(input.name, F);
  // Without a clue the hero is `er`: a parent's own name is told like a name (`mit Moss`), and nothing else agrees.
  return named(input.name, M);
}

function child(name: string, pronoun: ChildPronoun | undefined): R {
  if (pronoun === 'she') return named(name, F);
  if (pronoun === 'he') return named(name, M);
  // Lines only ever name the child, so no pronoun is needed.
  return named(name, { er: name, ihn: name, ihm: name, sein: name, pl: false });
}

/**
 * Words a parent typed, as the story says them after a colon: no emoji, one space, and the first letter capital as a
 * German noun has it (`Judo`, `Zuckerwatte`), unless the words start with a small word that never takes one (`im
 * Feuerwehrauto gesessen`, `mit Oma telefoniert`, `war voll tapfer`).
 */
/** A small count read aloud (`24`: `vierundzwanzig`), as a parent says it at bedtime. */
const ONES = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TEENS = [
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
function countWord(n: number): string {
  if (n === 1) return 'eins';
  if (n < 10) return ONES[n] ?? String(n);
  if (n < 20) return TEENS[n - 10] ?? String(n);
  if (n < 100) {
    const one = ONES[n % 10] ?? '';
    return `${one ? `${one}und` : ''}${TENS[Math.floor(n / 10)] ?? ''}`;
  }
  return String(n);
}

function typedWords(text: string): string {
  const clean = text
    // `puzzle 24 teile`: the thing with its pieces (`das Puzzle mit den vierundzwanzig Teilen`), not a pasted label.
    .replace(
      /^(puzzle|puzzel|lego|duplo)[ -](\d{1,2})(?:[ -]?(?:teile|teiler|teilen|steine))$/iu,
      (_whole, thing: string, n: string) =>
        `das ${cap(thing.toLowerCase().replace('puzzel', 'puzzle'))} mit den ${countWord(Number(n))} ${/steine/iu.test(text) ? 'Steinen' : 'Teilen'}`,
    )
    // `duplo turm bauen`: the brand and the thing are one noun (`Duplo-Turm bauen`), not two loose words.
    .replace(
      /^(duplo|lego|playmobil|holz|sand|kissen)[ -](turm|burg|haus|zug|bahn|höhle|auto)(?= |$)/iu,
      (_whole, brand: string, thing: string) => `${cap(brand.toLowerCase())}-${cap(thing.toLowerCase())}`,
    )
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,;:–-]+|[\s,;:–-]+$/gu, '')
    // `ne riesen garage`: the spoken `riesen` before a noun is one word with it, as a book writes it (`eine
    // Riesengarage`).
    .replace(/(?<![\p{L}])riesen[ -](\p{L}{3,})/giu, (_whole, thing: string) => `Riesen${thing.toLowerCase()}`)
    // `ne seifenblasen dose`: a thing typed as two words on a phone is one noun in a book (`eine Seifenblasendose`).
    .replace(
      /(?<![\p{L}])(seifenblasen|wasser|sand|knete|schoko|glitzer|kuschel|spielzeug)[ -](dose|flasche|pistole|eimer|becher|tier|kiste|box|auto|ring|stern)(?![\p{L}])/giu,
      (_whole, first: string, second: string) => `${cap(first.toLowerCase())}${second.toLowerCase()}`,
    )
    // `die igel-laterne selber gebastelt`: the thing is remembered, not that it was made alone (`die Igel-Laterne`).
    .replace(/(?<=\p{L}) (?:ganz )?(?:selber|selbst|alleine?)(?=,| und |$)/giu, '')
    // `ein säckle`, `s mädle`, `a gläsli`: the Swabian and Swiss small thing as a story says it (`ein Säckchen`).
    .replace(/(?<![\p{L}])(\p{L}*[äöü]\p{L}*?[bcdfgkmnprstvwxzß])(?:le|li)(?![\p{L}])/gu, '$1chen');
  const first = clean.split(' ')[0] ?? '';
  // `tag der offenen tür bei der feuerwehr`: the nouns after an article with their capitals too.
  const nouns = withNounCapitals(clean);
  return SMALL_WORDS.test(first) ? nouns : cap(nouns);
}
const SMALL_WORDS =
  /^(im|in|ins|am|an|ans|auf|aufm|aufs|mit|mim|beim|bei|zum|zur|vom|von|nach|vor|vorm|unterm|übers|durch|für|ohne|um|und|oder|dann|danach|noch|erst|zuerst|ganz|sehr|voll|mal|war|waren|wollt|wollte|hat|hatte|ist|is|sind|hab|haben|ham|durfte|darf|konnte|kann|ein|eine|einen|einem|der|die|das|den|dem|des|sich|selbst|allein|alleine|zusammen|wieder|nicht|kein|keine|viel|viele|sein|seine|seinen|ihr|ihre|ihren|unser|unsere|unseren)$/u;

/** A parent's look for their own character inside a sentence: its first article lowered (`eine kleine Eule`). */
function lookWords(look: string): string {
  return look.replace(/^(Ein|Eine|Einen|Der|Die|Das|Mein|Meine|Unser|Unsere|Sein|Seine|Ihr|Ihre)(?= )/u, (article) =>
    article.toLowerCase(),
  );
}

/** A pet's kind as the parent wrote it, told before its name (`Kater Moritz`, `Hamster Krümel`). */
const PET_KINDS = [
  'hund',
  'welpe',
  'dackel',
  'katze',
  'kater',
  'mieze',
  'hamster',
  'meerschweinchen',
  'schildkröte',
  'kaninchen',
  'hase',
  'pony',
  'pferd',
  'fisch',
  'goldfisch',
  'vogel',
  'wellensittich',
  'teddy',
  'puppe',
];
const PET_DEFAULT: Partial<Record<string, string>> = {
  dog: 'Hund',
  cat: 'Katze',
  horse: 'Pferd',
  fish: 'Fisch',
  birds: 'Vogel',
  guineaPig: 'Meerschweinchen',
  hamster: 'Hamster',
  tortoise: 'Schildkröte',
  doll: 'Puppe',
};
/** Family words said before a name (`Oma Hilde`, `Grosi Anna`, `Tante Steffi`, `Gotti Sandra`). */
const RELATION_WORDS = [
  'oma',
  'omi',
  'omama',
  'opa',
  'opi',
  'opapa',
  'grosi',
  'grossmami',
  'grosspapi',
  'großmama',
  'großpapa',
  'grossmama',
  'grosspapa',
  'großmutter',
  'großvater',
  'uroma',
  'uropa',
  'ur-oma',
  'ur-opa',
  'nonna',
  'nonno',
  'tante',
  'onkel',
  'gotti',
  'götti',
  'gotte',
  'patentante',
  'patenonkel',
  'patin',
  'pate',
];

/** What a family calls a grandparent (`Omi`, `Omama`, `Grosi`, `Nonno`), great-grandparents aside. */
const GRANDPARENT_WORDS = RELATION_WORDS.filter((word) => /^(?:om|op|gros|groß|nonn)/u.test(word));

export const de: StoryPack<R, N> = {
  language: 'de',
  hero,
  child,
  together: (kids) =>
    named(
      listOf(
        kids.map((kid) => kid.name),
        ' und ',
      ),
      PL,
    ),
  grownUp: GROWN_UP,

  opening: {
    wake: [
      (x) => `Die Morgensonne blinzelte durch die Vorhänge, und ${x.h.nom} öffnete ${sein(x, 'e')} Augen.`,
      (x) => `${cap(x.h.nom)} wachte langsam auf und streckte sich, hoch, höher, ganz hoch.`,
      (x) => `Tschilp, tschilp, sang ein kleiner Vogel, und ${x.h.nom} setzte sich mit einem großen Gähnen auf.`,
      (x) => `${cap(x.h.nom)} krabbelte unter der warmen Decke hervor, ein Zeh nach dem anderen.`,
      (x) => `Ein sanftes gelbes Licht füllte das Zimmer, und ${x.h.nom} blinzelte.`,
      (x) => `${cap(x.h.nom)} rieb sich die Augen und schaute in den hellen neuen Morgen.`,
      (x) => `Guten Morgen, ${x.h.voc}, flüsterte die Sonne auf dem Kopfkissen.`,
      (x) => `${cap(x.h.nom)} wachte mit einem Lächeln auf, denn heute war ein ganz neuer Tag.`,
      (x) => `Klopf, klopf, machte der Morgen am Fenster, und ${x.h.nom} öffnete die Augen.`,
      (x) => `${cap(x.h.nom)} streckte sich lang und langsam, wie eine Katze in der Sonne.`,
      (x) => `Im Haus war es noch still, als ${x.h.nom} aufwachte und mit den Zehen wackelte.`,
      (x) => `${cap(x.h.nom)} lugte unter der Bettdecke hervor und sah, dass es Morgen war.`,
    ],
    sense: [
      (x) => `Draußen war der Himmel zartblau, und ${x.h.er} hörte die Vögel zwitschern.`,
      (x) => `Aus der Küche duftete es warm und lecker, und ${sein(x, '')} Bauch grummelte.`,
      (x) => `Der Boden war kühl unter ${sein(x, 'en')} Füßen, tapp, tapp, tapp.`,
      () => 'Ein Sonnenstrahl tanzte über die Wand wie ein kleiner goldener Fisch.',
      () => 'Weit weg brummte ein Bus vorbei, und eine Amsel sang ihr Morgenlied.',
      (x) => `${Er(x)} zog den Vorhang auf und winkte den Wolken zu.`,
      (x) => `Das Fenster war ein bisschen beschlagen, also malte ${x.h.er} ein lachendes Gesicht darauf.`,
      (x) => `${Er(x)} lauschte: Tropf, machte der Wasserhahn, und summ, machte der Kühlschrank.`,
      () => 'Ein sanfter Wind ließ die Vorhänge schaukeln, wusch, wusch.',
      (x) => `${Er(x)} fand ${sein(x, 'e')} Hausschuhe, einen unter dem Bett und einen an der Tür.`,
      () => 'Kleine Lichtpunkte glitzerten an der Zimmerdecke.',
    ],
    // An ill day from its start: the child is not well from waking (scene 3 says so), with no breakfast line.
    poorly: [
      (x) => `${Er(x)} fühlte sich schlapp und müde und blieb im kuscheligen Schlafanzug.`,
      () => 'An diesem Morgen hatte niemand es eilig, und der weiche Schlafanzug blieb an.',
    ],
    ready: [
      () => 'Nach einer Schüssel warmem Haferbrei konnte der Tag losgehen.',
      (x) => `${Er(x)} aß ein Marmeladenbrot und trank einen Becher Milch, gluck, gluck.`,
      () => 'Dann wurde angezogen: Socken, Hose und der Lieblingspulli.',
      (x) => `${Er(x)} putzte sich die Zähne, schrubb, schrubb, und wusch sich das Gesicht.`,
      () => 'Zum Frühstück gab es Joghurt mit Apfelstückchen, knack, knack, knack.',
      (x) =>
        x.c
          ? `${cap(x.c.nom)} half mit den Knöpfen, eins, zwei, drei.`
          : `${Er(x)} machte die Knöpfe ganz allein zu, eins, zwei, drei.`,
      (x) => `${Er(x)} aß ein kleines Frühstück und trank ein großes Glas Wasser.`,
      (x) =>
        x.c
          ? `${cap(x.c.nom)} und ${x.h.nom} teilten sich eine Schüssel Müsli, und der Löffel machte klirr, klirr.`
          : `${Er(x)} löffelte eine Schüssel Müsli, und der Löffel machte klirr, klirr.`,
      () => 'Nach dem Frühstück mussten noch die Schuhe gesucht und die Jacke zugemacht werden.',
      (x) =>
        x.c
          ? `${Er(x)} drückte ${x.c.akk} ganz fest, und schon fing der Tag gut an.`
          : `${Er(x)} bekam eine dicke Umarmung, und schon fing der Tag gut an.`,
    ],
  },
  breakfast: [
    (x) => `Zum Frühstück gab es ${x.t?.akk}, mmh, lecker!`,
    (x) => `${Er(x)} saß am Tisch und ließ sich ${x.t?.akk} schmecken, Bissen für Bissen.`,
    (x) => `Es gab ${x.t?.akk} zum Frühstück, und das war genau richtig.`,
  ],
  calmRefrain: [
    (x) => `Ganz sacht, ${x.h.voc}, wir haben dich lieb bei Tag und bei Nacht.`,
    (x) => `Leise, leise, ${x.h.voc}, jemand ist immer ganz nah.`,
    (x) => `Ganz ruhig, ${x.h.voc}, du bist nicht allein.`,
    (x) => `Sachte, sachte, ${x.h.voc}, so viel Liebe ist um dich herum.`,
  ],
  refrain: [
    (x) => `Schritt für Schritt und Hand in Hand, ${x.h.nom} ist am fröhlichsten im ganzen Land.`,
    (x) => `Wackel mit der Nase, wackel mit dem Zeh, ${x.h.nom} lacht, juchhe.`,
    (x) => `Eins, zwei, drei, ${x.h.nom} ist froh dabei.`,
    (x) => `Ein großer Tag für ${x.h.akk}, und im Herzen schien die Sonne.`,
    (x) => `Mutig und lieb und voller Lachen, so macht ${x.h.nom} die schönsten Sachen.`,
    (x) => `Warm wie ein Kissen, hell wie ein Stern, ${x.h.voc}, wir haben dich so gern.`,
    (x) => `Kleine Füße, großes Herz, ${x.h.nom} macht gern einen Scherz.`,
    (x) => `Leise, leise, Schritt für Schritt, ${x.h.nom} nimmt uns heute mit.`,
    (x) => `Sanft und fein, so darf ${x.h.nom} sein.`,
    (x) => `Tipp, tapp, tipp, tapp, ${x.h.nom} ist heute gar nicht schlapp.`,
    (x) => `Rundherum im Kreis, ${x.h.nom} ist fröhlich, wie jeder weiß.`,
  ],

  activities: {
    'activity-playground': {
      arrive: [
        // No swings, wind or birds: the lines are read at an indoor playground too (`Indoorspielplatz`, `Bällebad`).
        (x) => `${AndWho(x)} ${vw(x, 'lief', 'liefen')} zum Spielplatz, wo die Rutschen schon warteten.`,
        (x) => `Auf dem Spielplatz kletterte ${x.h.nom} die kleine Leiter hinauf, Stufe für Stufe.`,
        (x) => `${cap(x.h.nom)} ging${withWho(x)} zum Spielplatz, und die große rote Rutsche wartete schon.`,
      ],
      do: [
        (x) => `${Er(x)} sauste die Rutsche hinunter und landete mit einem weichen Plumps unten.`,
        (x) => `${Er(x)} kletterte ganz nach oben und winkte von der höchsten Stelle.`,
        (x) => `${Er(x)} krabbelte durch den Tunnel und kam am anderen Ende wieder heraus, kuckuck!`,
      ],
      sense: [
        (x) => `Huii, machte die Rutsche, und ${sein(x, '')} Bauch kribbelte.`,
        () => 'Überall gab es etwas zum Klettern und Rutschen, hoch und runter.',
        () => 'Überall lachten und riefen Kinder, und alle warteten, bis sie dran waren.',
      ],
      noun: m('Spielplatz', 'Spielplatz', 'auf dem Spielplatz'),
      goodnight: 'große Rutsche',
    },
    'activity-bath': {
      arrive: [
        (x) => `${cap(x.h.nom)} kletterte in ein warmes Bad voller Schaum.`,
        (x) => `Das Bad war fertig, und ${x.h.nom} steckte erst einen Zeh hinein und dann den anderen.`,
        (x) => `${cap(x.h.nom)} platschte ins warme Wasser, und die Quietscheente schaukelte mit.`,
      ],
      do: [
        (x) => `${Er(x)} spielte mit der kleinen gelben Ente, plitsch, platsch.`,
        (x) => `${Er(x)} setzte sich einen Schaumhut auf den Kopf.`,
        (x) => `${Er(x)} goss warmes Wasser aus einem Becher, plätscher, plätscher.`,
      ],
      sense: [
        () => 'Die Schaumblasen platzten leise, plopp, plopp, plopp.',
        () => 'Das Wasser war warm und duftete nach Seife und Blumen.',
        () => 'Die Quietscheente machte quietsch, und alle kicherten.',
      ],
      noun: nt('Baden', 'in der Badewanne'),
      goodnight: 'Quietscheente',
    },
    // A picture drawn with crayons (`ein bild für papa gemalt mit stiften`) is as much `Malen` as one in paint: no
    // line says paint pots, brushes or what the picture shows, which are the parent's to say.
    'activity-painting': {
      arrive: [
        (x) => `${cap(x.h.nom)} setzte sich an den großen Tisch, wo die bunten Farben schon bereitlagen.`,
        (x) => `${AndWho(x)} ${vw(x, 'legte', 'legten')} ein großes Blatt Papier und die bunten Farben bereit.`,
        (x) => `${cap(x.h.nom)} suchte sich${withWho(x)} die allerschönsten Farben zum Malen aus.`,
      ],
      do: [
        (x) => `${Er(x)} malte mit ganz viel Schwung, hin und her und rundherum.`,
        (x) => `${Er(x)} nahm eine Farbe nach der anderen, bis das Blatt ganz bunt war.`,
        (x) => `${Er(x)} malte ganz konzentriert, und die Zungenspitze schaute ein bisschen heraus.`,
      ],
      sense: [
        () => 'Kritzel, kratzel, machte es auf dem Papier.',
        () => 'Rot, gelb und blau leuchteten die Farben auf dem weißen Blatt.',
        () => 'Bald war das ganze Blatt voller Farben.',
      ],
      noun: nt('Malen', 'malt ein Bild'),
      goodnight: 'bunte Farben',
    },
    'activity-reading': {
      arrive: [
        (x) => `${cap(x.h.nom)} kuschelte sich mit einem Stapel Bilderbücher in die Leseecke.`,
        (x) => `${AndWho(x)} ${vw(x, 'machte', 'machten')} es sich mit einem Lieblingsbuch auf den Kissen gemütlich.`,
        (x) => `${cap(x.h.nom)} suchte sich ein Buch mit einem bunten Umschlag aus und schlug es weit auf.`,
      ],
      do: [
        (x) => `${Er(x)} blätterte langsam um und zeigte auf jedes Tier.`,
        (x) => `${Er(x)} kannte die nächsten Wörter schon auswendig und sagte sie laut.`,
        (x) => `${Er(x)} fand auf jeder Seite eine kleine Maus, die sich versteckte.`,
      ],
      sense: [
        () => 'Die Seiten raschelten leise, raschel, raschel.',
        () => 'Die Kissen waren weich, und die Decke war kuschelig warm.',
        () => 'Die Bilder waren voller Farben, wie ein Regenbogen in einem Buch.',
      ],
      noun: pl('Bücher', 'Büchern'),
      goodnight: 'Bilderbücher',
    },
    'activity-daycare': {
      arrive: [
        (x) => `${cap(x.h.nom)} ging in die Kita, hängte ${sein(x, 'e')} Jacke an den Haken und sagte allen Hallo.`,
        (x) => `In der Kita winkte ${x.h.nom} den anderen Kindern auf dem Teppich zu.`,
        (x) => `${cap(x.h.nom)} kam in den hellen Gruppenraum der Kita, wo die Spielsachen schon warteten.`,
      ],
      do: [
        (x) => `${Er(x)} baute mit den anderen Kindern ein Haus aus Bauklötzen.`,
        (x) => `${Er(x)} saß im Morgenkreis und sang das Guten-Morgen-Lied mit.`,
        (x) => `${Er(x)} malte ein Bild, und die Erzieherin hängte es an die Wand.`,
      ],
      sense: [
        () => 'Es roch nach Wachsmalstiften und Äpfeln.',
        () => 'Kleine Stimmen sangen, und kleine Hände klatschten mit, klatsch, klatsch.',
        () => 'Draußen vor dem Fenster hüpfte ein kleiner Spatz über den Hof.',
      ],
      noun: f('Kita', 'in der Kita'),
      goodnight: 'liebe Kita',
    },
    // The one grandparent the parent named (`Oma Gerda`, `Opa`) is visited alone: no Opa the parent never wrote of.
    'activity-grandparents': {
      arrive: [
        // Grandparents may have come to the family (`oma und opa warn zu besuch`) as much as the child went to them, and
        // a grandmother may have been along all day: no line says whose home it was, nor that anyone arrived.
        (x) => {
          const g = oneGrand(x);
          return g
            ? `Heute war ein Tag mit ${g.dat}, und ${x.h.nom} drückte ${g.akk} ganz fest.`
            : `Heute war ein Tag mit Oma und Opa, und ${x.h.nom} drückte die beiden ganz fest.`;
        },
        (x) => {
          const g = oneGrand(x);
          return g
            ? `Mit ${g.dat} war es warm und gemütlich, und ${x.h.nom} wich ${g.dat} nicht von der Seite.`
            : `Mit Oma und Opa war es warm und gemütlich, und ${x.h.nom} wich ihnen nicht von der Seite.`;
        },
        (x) => {
          const g = oneGrand(x);
          return g
            ? `${cap(x.h.nom)} kletterte in den großen Sessel, gleich neben ${g.dat}.`
            : `${cap(x.h.nom)} kletterte in den großen Sessel, gleich neben Oma und Opa.`;
        },
      ],
      do: [
        (x) => `${Er(x)} naschte einen Keks und erzählte alles von ${sein(x, 'er')} Woche.`,
        (x) => {
          const g = oneGrand(x);
          return g
            ? `${cap(g.nom)} zeigte alte Fotos, eins nach dem anderen.`
            : 'Oma zeigte alte Fotos, und Opa machte seine lustigen Stimmen.';
        },
        // Stories of long ago, never a garden or a watering can the day may not have had, nor the sitting close an
        // arrival in the big armchair has just told.
        (x) => {
          const g = oneGrand(x);
          return g
            ? `${cap(g.nom)} erzählte Geschichten von früher, und die Zeit verging wie im Flug.`
            : 'Oma und Opa erzählten Geschichten von früher, und die Zeit verging wie im Flug.';
        },
      ],
      sense: [
        () => 'Das Haus duftete nach Tee und warmen Keksen.',
        () => 'Die alte Uhr an der Wand machte tick, tack, tick, tack.',
        // The grandmother the parent named by her own word (`Grosi Ruth`), never a changed `Oma`.
        (x) => {
          const g = oneGrand(x);
          if (g?.er === 'er') return 'Im Wohnzimmer war es warm und gemütlich, und die Kissen waren weich.';
          return g && !/^(oma|omi)$/iu.test(g.nom)
            ? `Die Strickjacke von ${g.dat} war weich, und ihre Umarmungen waren die allerbesten.`
            : 'Omas Strickjacke war weich, und ihre Umarmungen waren die allerbesten.';
        },
      ],
      noun: m('Besuch bei Oma und Opa', 'Besuch bei Oma und Opa', 'bei Oma und Opa'),
      goodnight: 'großer Sessel',
    },
    'activity-swimming': {
      arrive: [
        (x) => `${cap(x.h.nom)} ging${withWho(x)} ins Schwimmbad, mit bunten Schwimmflügeln an den Armen.`,
        (x) => `Im Schwimmbad setzte sich ${x.h.nom} an den Rand und ließ die Füße ins Wasser baumeln.`,
        (x) => `${AndWho(x)} ${vw(x, 'stieg', 'stiegen')} die Stufen hinunter ins ruhige blaue Wasser.`,
      ],
      do: [
        (x) => `${Er(x)} strampelte mit den Beinen, strampel, strampel, und trieb wie ein kleines Boot.`,
        (x) => `${Er(x)} hielt sich an einem weichen Schwimmbrett fest und paddelte hinüber.`,
        (x) => `${Er(x)} blies Blubberblasen ins Wasser, blubb, blubb, blubb.`,
      ],
      sense: [
        () => 'Das Wasser glitzerte, und jedes Platschen hallte von den Wänden wider.',
        () => 'Das Wasser schwappte sanft, schwipp, schwapp.',
        () => 'Danach war ein großes flauschiges Handtuch schön warm und kuschelig.',
      ],
      noun: nt('Schwimmbad', 'im Schwimmbad'),
      goodnight: 'Schwimmbad',
    },
    'activity-baking': {
      arrive: [
        (x) =>
          `${AndWho(x)} ${vw(x, 'band', 'banden')} sich eine Schürze um und ${vw(x, 'holte', 'holten')} die große Rührschüssel.`,
        (x) => `In der Küche schüttete ${x.h.nom} Mehl in eine Schüssel, und eine kleine weiße Wolke stieg auf.`,
        (x) => `${cap(x.h.nom)} stand auf einem kleinen Hocker an der Arbeitsplatte, und das Backen konnte losgehen.`,
      ],
      do: [
        (x) => `${Er(x)} rührte und rührte den Teig mit einem großen Holzlöffel.`,
        (x) => `${Er(x)} stach Sterne und Herzen aus dem Teig.`,
        (x) => `${Er(x)} schlug ganz vorsichtig ein Ei in die Schüssel.`,
      ],
      sense: [
        // Said of whatever was baked, a pizza as well as biscuits: neither sweet nor `Plätzchen`.
        () => 'Bald duftete die ganze Küche warm und lecker.',
        (x) => `Eine kleine Mehlwolke landete auf ${sein(x, 'er')} Nase, hatschi!`,
        () => 'Der Ofen summte, und alles darin wurde schön goldbraun.',
      ],
      // The title and goodnight hold for pancakes and a cake as for biscuits: what was baked is the parent's to say.
      noun: nt('Backen', 'hilft beim Backen'),
      goodnight: 'große Rührschüssel',
    },
    'activity-building-blocks': {
      arrive: [
        (x) => `${cap(x.h.nom)} kippte die Kiste mit den Bauklötzen auf den Teppich.`,
        (x) => `${AndWho(x)} ${vw(x, 'saß', 'saßen')} auf dem Boden vor einem großen Haufen bunter Bauklötze.`,
        (x) => `${cap(x.h.nom)} nahm einen roten, einen blauen und einen gelben Klotz, um anzufangen.`,
      ],
      // What was built is the parent's to say (a tower, a house, a bridge): the stock lines build, and name nothing built.
      do: [
        (x) => `${Er(x)} setzte Klotz auf Klotz, ganz vorsichtig, einen nach dem anderen.`,
        (x) => `${Er(x)} suchte sich die passenden Klötze aus, große und ganz viele kleine.`,
        (x) => `${Er(x)} baute und baute, und am Ende schaute ${x.h.er} stolz auf alles, was ${x.h.er} gebaut hatte.`,
      ],
      sense: [
        () => 'Die Klötze klickten und klackten aneinander.',
        () => 'Einmal wackelte alles ein bisschen, aber es blieb schön stehen.',
        () => 'Rot, blau, grün und gelb: Die Farben leuchteten so schön.',
      ],
      noun: m('Bauklotzturm', 'Bauklotzturm', 'baut einen Turm'),
      goodnight: 'Bauklötze',
    },
    'activity-music': {
      arrive: [
        // A day of songs (`laterne laterne gesungen`, `schlaf kindlein schlaf gesungen`) is music too: no line hands
        // out drums, rattles or a xylophone the parent never wrote of.
        (x) => `${AndWho(x)} ${vw(x, 'setzte', 'setzten')} sich zum Singen zusammen, und die Musik fing an.`,
        (x) => `Zeit für Musik: ${cap(x.h.nom)} holte tief Luft und sang${withWho(x)} aus vollem Herzen.`,
        (x) =>
          `${cap(x.h.nom)} sang${withWho(x)} ein Lied nach dem anderen, denn Musik machte heute besonders viel Spaß.`,
      ],
      do: [
        (x) => `${Er(x)} sang ein lautes Lied und dann ein ganz, ganz leises.`,
        (x) => `${Er(x)} klatschte im Takt, klatsch, klatsch, und wippte mit den Füßen.`,
        (x) => `${Er(x)} summte die Melodie leise mit, mmm, mmm.`,
      ],
      sense: [
        () => 'La, la, la, klang es, hell und klar.',
        () => 'Die Musik füllte das Zimmer mit fröhlichen Klängen.',
        () => 'Kleine Hände klatschten mit, klatsch, klatsch, klatsch.',
      ],
      noun: f('Musik', 'macht Musik'),
      goodnight: 'fröhliche Musik',
    },
    'activity-dancing': {
      arrive: [
        (x) => `${cap(x.h.nom)} machte Musik an und stellte sich mitten auf den Teppich.`,
        (x) => `${AndWho(x)} ${vw(x, 'schob', 'schoben')} die Stühle zur Seite, damit Platz zum Tanzen war.`,
        (x) => `Als die Musik anfing, konnte ${x.h.nom} die Füße nicht mehr stillhalten.`,
      ],
      do: [
        (x) => `${Er(x)} drehte sich im Kreis, bis sich das ganze Zimmer mitdrehte.`,
        (x) => `${Er(x)} hüpfte wie ein Frosch und wiegte sich wie ein Baum im Wind.`,
        (x) => `${Er(x)} tanzte schnell, dann langsam, und dann blieb ${x.h.er} stehen wie eine Statue.`,
      ],
      sense: [
        () => 'Die Musik machte lalala, und der Boden machte tapp, tapp, tapp.',
        () => 'Arme hoch, Arme runter, und rundherum ging es.',
        () => 'Alle klatschten, und die Wangen wurden rosig und warm.',
      ],
      noun: nt('Tanzen', 'tanzt'),
      goodnight: 'tanzende Füße',
    },
    'activity-zoo': {
      arrive: [
        (x) =>
          two(x)
            ? `${AndWho(x)} gingen Hand in Hand durch das Tor in den Zoo.`
            : `${cap(x.h.nom)} ging durch das große Tor in den Zoo.`,
        (x) => `Im Zoo schaute ${x.h.nom} hinauf, und hinauf, und noch weiter hinauf, zu einer großen Giraffe.`,
        (x) => `${cap(x.h.nom)} ging${withWho(x)} in den Zoo, wo es hinter jeder Ecke etwas zu entdecken gab.`,
      ],
      do: [
        (x) => `${Er(x)} winkte den Pinguinen zu und sah den Affen beim Schaukeln zu.`,
        (x) => `${Er(x)} sah einen Elefanten, der mit seinem langen Rüssel Wasser spritzte.`,
        (x) => `${Er(x)} zählte die Streifen des Zebras, aber es waren viel zu viele.`,
      ],
      sense: [
        () => 'Ein Löwe gähnte ganz groß und müde, und alle gähnten mit.',
        () => 'Die bunten Papageien plapperten, krah, krah.',
        () => 'Es roch nach Heu und Blättern und Sonnenschein.',
      ],
      noun: m('Zoo', 'Zoo', 'im Zoo'),
      // Every animal of the day, never one giraffe the story may not have shown.
      goodnight: 'ihr Zootiere',
    },
    'activity-park': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'spazierte', 'spazierten')} in den Park, wo die großen Bäume im Wind flüsterten.`,
        (x) => `Im Park folgte ${x.h.nom} dem kurvigen Weg hinunter zum Teich.`,
        (x) => `${cap(x.h.nom)} ging${withWho(x)} in den Park und rannte über die weiche grüne Wiese.`,
      ],
      do: [
        (x) => `${Er(x)} sammelte drei Blätter, einen Zweig und einen runden Kieselstein.`,
        (x) => `${Er(x)} kullerte einen kleinen Hügel hinunter, rolle, rolle, bis ganz nach unten.`,
        (x) => `${Er(x)} stand am Teich und sah den Kreisen im Wasser zu.`,
      ],
      sense: [
        () => 'Die Blätter rauschten über ihren Köpfen, sch, sch, sch.',
        () => 'Ein Eichhörnchen flitzte mit buschigem Schwanz einen Baum hinauf.',
        () => 'Die Wiese duftete frisch, und ein leiser Wind wehte.',
      ],
      noun: m('Park', 'Park', 'im Park'),
      goodnight: 'großer Park',
    },
    'activity-beach': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'ging', 'gingen')} an den Strand und ${vw(x, 'zog', 'zogen')} die Schuhe aus.`,
        (x) => `Am Strand wackelte ${x.h.nom} mit den Zehen im warmen Sand.`,
        (x) => `${cap(x.h.nom)} rannte${withWho(x)} über den Strand hinunter ans Wasser.`,
      ],
      do: [
        (x) => `${Er(x)} baute eine Sandburg mit einem Graben und einer Muschel obendrauf.`,
        (x) => `${Er(x)} sprang über die kleinen Wellen, eins, zwei, hopp.`,
        (x) => `${Er(x)} füllte einen Eimer mit Wasser und kippte ihn in ein Loch.`,
      ],
      sense: [
        () => 'Die Wellen machten wusch, und dann pscht, wusch und pscht.',
        () => 'Möwen riefen hoch oben am Himmel, und die Luft schmeckte salzig.',
        () => 'Der Sand war oben warm und darunter kühl.',
      ],
      noun: m('Strand', 'Strand', 'am Strand'),
      // Not `Sandburg`: only one of the `do` lines builds one.
      goodnight: 'Strand und Meer',
    },
    'activity-bike-ride': {
      arrive: [
        // `Rad`, never `Fahrrad`: a balance bike (`laufrad fahren`) or a tricycle is a `Rad` too.
        (x) => `${cap(x.h.nom)} setzte einen Helm auf und stieg auf das kleine Rad.`,
        (x) => `${AndWho(x)} ${vw(x, 'machte', 'machten')} eine Radtour auf dem ruhigen Weg.`,
        (x) => `${cap(x.h.nom)} klingelte, kling, kling, und los ging die Fahrt.`,
      ],
      do: [
        (x) => `${Er(x)} radelte gemütlich an den Bäumen und Blumen vorbei.`,
        (x) => `${Er(x)} fuhr einen winzigen Hügel hinauf und rollte auf der anderen Seite wieder hinunter.`,
        (x) => `${Er(x)} hielt kurz an, um einem Hund zu winken, und fuhr dann weiter.`,
      ],
      sense: [
        () => 'Die Räder drehten sich rundherum, und der Wind sauste vorbei.',
        () => 'Der Kies knirschte unter den Reifen, knirsch, knirsch.',
        () => 'Kling, kling, machte die Klingel, einfach nur zum Spaß.',
      ],
      noun: f('Radtour', 'auf dem Rad'),
      goodnight: 'kleines Rad',
    },
    'activity-gardening': {
      arrive: [
        (x) => `${cap(x.h.nom)} ging mit einer kleinen Gießkanne in den Garten.`,
        (x) => `${AndWho(x)} ${vw(x, 'kniete', 'knieten')} sich mit einer kleinen Schaufel ans Blumenbeet.`,
        (x) => `Im Garten lagen schon die Samen zum Einpflanzen bereit, und ${x.h.nom} durfte helfen.`,
      ],
      do: [
        (x) => `${Er(x)} grub ein kleines Loch und steckte einen Samen hinein, schön kuschelig.`,
        (x) => `${Er(x)} goss die Blumen, pitsch, patsch, pitsch.`,
        (x) => `${Er(x)} zupfte ein Unkraut heraus und fand darunter einen kringeligen Regenwurm.`,
      ],
      sense: [
        () => 'Die Erde war weich und dunkel und roch nach Regen.',
        () => 'Eine Biene summte von Blüte zu Blüte, summ, summ.',
        () => 'Winzige grüne Spitzen streckten die Köpfe heraus, als wollten sie Hallo sagen.',
      ],
      noun: m('Garten', 'Garten', 'im Garten'),
      goodnight: 'kleine Samen',
    },
    'activity-puzzle': {
      arrive: [
        (x) => `${cap(x.h.nom)} schüttete die Puzzleteile auf den niedrigen Tisch.`,
        (x) => `${AndWho(x)} ${vw(x, 'setzte', 'setzten')} sich mit einem großen, bunten Puzzle hin.`,
        (x) => `${cap(x.h.nom)} drehte alle Puzzleteile um, mit dem Bild nach oben.`,
      ],
      do: [
        (x) => `${Er(x)} suchte zuerst die Ecken und dann die Ränder.`,
        (x) => `${Er(x)} drehte ein Teil hin und her, bis es passte.`,
        // What the puzzle shows is the parent's to say (`ein puzzle mit nem feuerwehrauto`): never a picture of its own.
        (x) => `${Er(x)} legte Teil für Teil das ganze Bild zusammen.`,
      ],
      sense: [
        () => 'Klick, machte ein Teil, genau an seinem Platz.',
        () => 'Langsam kam das ganze Bild zum Vorschein.',
        () => 'Die Teile waren glatt und klapperten leise.',
      ],
      noun: nt('Puzzle', 'puzzelt'),
      goodnight: 'Puzzleteile',
    },
    'activity-doctor-visit': {
      arrive: [
        (x) => `${cap(x.h.nom)} ging${withWho(x)} zur Kinderärztin, mit ${sein(x, 'em')} liebsten Kuscheltier im Arm.`,
        (x) => `Bei der Kinderärztin saß ${x.h.nom} im Wartezimmer und schaute sich ein Buch an.`,
        (x) => `${cap(x.h.nom)} ging ins freundliche Sprechzimmer, ein kleines bisschen schüchtern.`,
      ],
      do: [
        (x) => `Die Ärztin hörte ${sein(x, '')} Herz ab, bumm-bumm, bumm-bumm.`,
        (x) => `${Er(x)} sagte aaah, und die Ärztin schaute mit einer kleinen Lampe in ${sein(x, 'en')} Mund.`,
        () => 'Die Ärztin untersuchte auch das Kuscheltier und sagte, es sei kerngesund.',
      ],
      sense: [
        () => 'Das Stethoskop fühlte sich kühl und kitzelig an.',
        () => 'Die Ärztin hatte eine freundliche Stimme und sanfte Hände.',
        () => 'Zum Schluss gab es einen glänzenden Sticker für so viel Mut.',
      ],
      noun: m('Arztbesuch', 'Arztbesuch', 'bei der Kinderärztin'),
      goodnight: 'liebe Kinderärztin',
    },
    'activity-birthday-party': {
      arrive: [
        (x) => `${cap(x.h.nom)} ging zu einer Geburtstagsfeier, wo Luftballons an der Decke hingen.`,
        (x) => `Auf der Feier gratulierte ${x.h.nom} zum Geburtstag und überreichte ein Geschenk.`,
        (x) => `${AndWho(x)} ${vw(x, 'kam', 'kamen')} in ein Zimmer voller Luftballons und bunter Girlanden.`,
      ],
      do: [
        (x) => `${Er(x)} spielte Stopptanz und erstarrte wie ein Baum.`,
        // A shy child may not have sung at all (`am anfang hat er sich nur versteckt`): the song is sung, by no one named.
        () => 'Alle sangen „Zum Geburtstag viel Glück“ und klatschten dazu.',
        (x) => `${Er(x)} bekam ein Stück Kuchen mit einer kleinen Erdbeere obendrauf.`,
      ],
      sense: [
        () => 'Die Kerzen flackerten, und alle pusteten sie zusammen aus, ffft.',
        () => 'Die Luftballons stupsten und hüpften, rot und blau und gelb.',
        () => 'Es gab Musik und Lachen, und es roch nach süßem Kuchen.',
      ],
      noun: f('Feier', 'auf der Geburtstagsfeier'),
      // The party itself, never garlands the story may not have shown.
      goodnight: 'schöne Feier',
    },
    'activity-snow': {
      arrive: [
        (x) => `${cap(x.h.nom)} zog Stiefel, Mütze und Handschuhe an und stapfte hinaus in den Schnee.`,
        (x) => `Draußen war der ganze Garten weiß, und ${x.h.nom} rannte${withWho(x)} hinaus.`,
        (x) => `${AndWho(x)} ${vw(x, 'zog', 'zogen')} den kleinen Schlitten in den verschneiten Garten.`,
      ],
      do: [
        // No snowman of the pack's own: the snowman is the parent's to tell, and told once.
        (x) => `${Er(x)} stapfte durch den tiefen Schnee und machte lauter kleine Fußspuren.`,
        (x) => `${Er(x)} legte sich hin und machte einen Schneeengel, wisch, wisch.`,
        (x) => `${Er(x)} rodelte auf dem Schlitten einen kleinen Hügel hinunter, huiii.`,
      ],
      sense: [
        () => 'Der Schnee knirschte bei jedem Schritt, knirsch, knirsch, knirsch.',
        (x) => `Schneeflocken landeten auf ${sein(x, 'er')} Nase, kalt und kitzelig.`,
        () => 'Alles war weiß und still und glitzerte.',
      ],
      noun: m('Schnee', 'Schnee', 'im Schnee'),
      // Every day in the snow had snow, not every one a snowman.
      goodnight: 'weißer Schnee',
    },
    'activity-shopping': {
      arrive: [
        // A bag, not a trolley: the errand is as often the baker's or the market as the supermarket.
        (x) => `${AndWho(x)} ${vw(x, 'ging', 'gingen')} mit einer kleinen Einkaufstasche los.`,
        (x) => `${cap(x.h.nom)} nahm die kleine Einkaufstasche, und los ging es zum Einkaufen.`,
        (x) => `${cap(x.h.nom)} ging${withWho(x)} einkaufen und hatte eine eigene kleine Einkaufstasche dabei.`,
      ],
      do: [
        // What was bought is the parent's to say: a chemist's or a toy shop sells no bananas nor melons.
        (x) => `${Er(x)} schaute in die hohen Regale, wo so viele bunte Sachen standen.`,
        (x) => `${Er(x)} durfte die Sachen in den Korb legen, eins, zwei, drei.`,
        (x) => `${Er(x)} half, alles an der Kasse aufs Band zu legen.`,
      ],
      sense: [
        () => 'Piep, machte die Kasse, piep, piep, piep.',
        () => 'Die Regale waren hoch, viel höher als ein großer Bär.',
        () => 'Die Ladentür ging auf, und ein Glöckchen machte bimmel, bimmel.',
      ],
      noun: nt('Einkaufen', 'geht einkaufen'),
      goodnight: 'kleine Einkaufstasche',
    },
    // What was cooked is the parent's to say (`nudeln gekocht`): no soup, carrots nor salad of the pack's own.
    'activity-cooking': {
      arrive: [
        (x) =>
          `${AndWho(x)} ${vw(x, 'wusch', 'wuschen')} sich die Hände und ${vw(x, 'kochte', 'kochten')} zusammen in der Küche.`,
        (x) => `In der Küche half ${x.h.nom} beim Kochen, auf einem kleinen Hocker.`,
        (x) => `${cap(x.h.nom)} band sich eine Schürze um, und dann konnte das Kochen losgehen.`,
      ],
      do: [
        (x) => `${Er(x)} rührte ganz langsam mit einem langen Holzlöffel im Topf.`,
        (x) => `${Er(x)} durfte umrühren, rundherum, rundherum.`,
        (x) => `${Er(x)} durfte probieren, ob es schon schmeckte, mmh.`,
      ],
      sense: [
        () => 'Der Topf blubberte, blubb, blubb, und die Küche duftete herrlich.',
        () => 'Der Dampf kräuselte sich nach oben wie ein kleines Wölkchen.',
        () => 'Es zischte und brutzelte, und alle bekamen Hunger.',
      ],
      noun: nt('Kochen', 'kocht'),
      goodnight: 'großer Kochtopf',
    },
    // A ride on rails is a train's as often as a tram's (`mit der tram in die stadt`, `mit der bim`): `die Bahn` is
    // true of both, with no station, conductor or tunnel the parent never wrote of.
    'activity-train-ride': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'stieg', 'stiegen')} in die Bahn, und los ging die Fahrt.`,
        (x) => `${cap(x.h.nom)} saß${withWho(x)} am Fenster der Bahn und drückte die Nase an die Scheibe.`,
        (x) => `${cap(x.h.nom)} sah zu, wie die Bahn angerollt kam, langsam, ganz langsam.`,
      ],
      do: [
        (x) => `${Er(x)} hielt sich gut fest, als die Bahn losfuhr.`,
        // No counting of its own: what the child counted on the way is the parent's to say (`hat jeden zug gezählt`).
        (x) => `${Er(x)} schaute aus dem Fenster, und draußen sausten Bäume und Häuser vorbei.`,
        (x) => `${Er(x)} hörte gut zu, wie eine Stimme den nächsten Halt ansagte.`,
      ],
      sense: [
        () => 'Ratatam, ratatam, machte die Bahn auf den Schienen.',
        () => 'Die Türen gingen zu, pfff, und weiter ging die Fahrt.',
        () => 'Der Sitz schaukelte sanft, wie eine Wiege.',
      ],
      noun: f('Bahnfahrt', 'in der Bahn'),
      goodnight: 'große Bahn',
    },
    'activity-sandbox': {
      arrive: [
        (x) => `${cap(x.h.nom)} kletterte mit Eimer und Schaufel in den Sandkasten.`,
        (x) =>
          `${AndWho(x)} ${vw(x, 'setzte', 'setzten')} sich in den Sandkasten und ${vw(x, 'fing', 'fingen')} an zu buddeln.`,
        (x) => `Im Sandkasten fand ${x.h.nom} einen kleinen Rechen und eine Schaufel.`,
      ],
      do: [
        (x) => `${Er(x)} füllte den Eimer, klopfte darauf und drehte ihn um: ein Sandkuchen!`,
        (x) => `${Er(x)} buddelte eine lange Straße für einen Spielzeugbagger.`,
        (x) => `${Er(x)} backte Sandkuchen und verzierte sie mit kleinen Steinen.`,
      ],
      sense: [
        () => 'Der Sand war weich und rieselte durch kleine Finger.',
        () => 'Klopf, klopf, klopf, machte die Schaufel auf dem Eimer.',
        () => 'Die Sonne machte den Sand warm und golden.',
      ],
      noun: m('Sandkasten', 'Sandkasten', 'im Sandkasten'),
      goodnight: 'Eimer und Schaufel',
    },
    'activity-library-visit': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'ging', 'gingen')} in die Bücherei, wo die Regale voller Bücher standen.`,
        (x) => `In der Bücherei schlich ${x.h.nom} auf Zehenspitzen in die Kinderecke.`,
        (x) => `${cap(x.h.nom)} ging${withWho(x)} in die Bücherei, mit einem Stoffbeutel für die Bücher.`,
      ],
      do: [
        // Which books, and how many, are the parent's to say (`ein buch über dinos ausgeliehen`).
        (x) => `${Er(x)} suchte sich ganz in Ruhe ein Buch aus.`,
        (x) => `${Er(x)} saß auf einem Sitzsack und hörte einer Geschichte zu.`,
        (x) => `${Er(x)} blätterte ganz vorsichtig in einem Bilderbuch.`,
      ],
      sense: [
        () => 'In der Bücherei war es still, pscht, und die Bücher rochen nach Papier.',
        () => 'Der Sitzsack war weich und knautschig.',
        () => 'Piep, machte das Gerät, und die Bücher durften mit nach Hause.',
      ],
      noun: f('Bücherei', 'in der Bücherei'),
      goodnight: 'Büchereibücher',
    },
    'activity-puddle-jumping': {
      arrive: [
        (x) => `${cap(x.h.nom)} zog die Gummistiefel an und ging${withWho(x)} hinaus zu den Pfützen.`,
        (x) => `Nach dem Regen fand ${x.h.nom} die allergrößte Pfütze auf der Straße.`,
        (x) =>
          `${AndWho(x)} ${vw(x, 'zog eine Regenjacke', 'zogen Regenjacken')} an und ${vw(x, 'spannte', 'spannten')} einen bunten Regenschirm auf.`,
      ],
      do: [
        (x) => `${Er(x)} sprang mit einem großen Platsch mitten in die Pfütze!`,
        (x) => `${Er(x)} stapfte von Pfütze zu Pfütze, plitsch, platsch.`,
        (x) => `${Er(x)} ließ ein Blatt wie ein kleines Boot über eine Pfütze schwimmen.`,
      ],
      sense: [
        // The puddles are there after the rain (`Nach dem Regen …`): the boots splash, no rain falls on an umbrella.
        () => 'Plitsch, platsch, machten die Gummistiefel.',
        () => 'Die Pfützen glänzten wie kleine Spiegel.',
        () => 'Die Luft roch frisch und nass.',
      ],
      noun: pl('Pfützen'),
      goodnight: 'Gummistiefel',
    },
    'activity-playing-with-friends': {
      arrive: [
        (x) => `${cap(x.h.nom)} spielte mit Freunden, und alle rannten los.`,
        // Friends play indoors as often as out (`im kinderzimmer mit der puppenküche`): no meadow, no tree.
        (x) => `Freunde kamen zum Spielen, und ${x.h.nom} ${x.h.pl ? 'freuten' : 'freute'} sich riesig.`,
        (x) => `Zusammen rollten ${x.h.nom} und die anderen Kinder einen großen Ball hin und her.`,
      ],
      do: [
        (x) => `${Er(x)} spielte Verstecken und hielt sich kichernd die Augen zu.`,
        (x) => `${Er(x)} rollte den Ball weg, und ein Freund rollte ihn zurück.`,
        (x) => `${Er(x)} fasste die anderen an den Händen und tanzte im Kreis.`,
      ],
      sense: [
        () => 'Alle lachten, und das Lachen klang wie Glöckchen.',
        () => 'Eins, zwei, drei, ich komme, rief jemand, und alle kicherten in ihren Verstecken.',
        () => 'Alle hatten rote Backen vom Spielen und Rennen.',
      ],
      noun: nt('Spielen mit Freunden', 'spielt mit Freunden'),
      goodnight: 'liebe Freunde',
    },
    'activity-walk-in-the-woods': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'machte', 'machten')} einen Spaziergang durch den Wald, unter den hohen Bäumen.`,
        (x) => `Im Wald folgte ${x.h.nom} einem weichen Pfad voller Tannennadeln.`,
        (x) => `${cap(x.h.nom)} ging${withWho(x)} in den stillen Wald, tapp, tapp, tapp.`,
      ],
      do: [
        (x) => `${Er(x)} fand einen Tannenzapfen, eine Feder und einen kleinen roten Pilz.`,
        (x) => `${Er(x)} balancierte mit ausgestreckten Armen über einen umgefallenen Baumstamm.`,
        (x) => `${Er(x)} spähte hinter einen Baum und sah ein Kaninchen davonhoppeln.`,
      ],
      sense: [
        () => 'Das Moos war weich und grün, wie ein Teppich.',
        () => 'Zweige knackten und knisterten unter ihren Füßen.',
        () => 'Ein Specht machte tock, tock, tock, hoch oben in einem Baum.',
      ],
      noun: m('Wald', 'Wald', 'im Wald'),
      goodnight: 'hohe Bäume',
    },
    'farm-visit': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'fuhr', 'fuhren')} auf den Bauernhof, und das Tor ging quietschend auf, iiiih.`,
        (x) => `Auf dem Bauernhof ging ${x.h.nom}${withWho(x)} an der großen roten Scheune vorbei.`,
        (x) => `${cap(x.h.nom)} besuchte${withWho(x)} einen Bauernhof und stapfte vorsichtig durchs Stroh.`,
      ],
      do: [
        // Said beside the parent's own doings on the farm (`kälbchen gefüttert`, `eier geholt`): no feeding nor eggs of
        // its own, which would tell them twice or add a beast the parent never named.
        (x) => `${Er(x)} sagte jedem Tier Hallo, einem nach dem anderen.`,
        (x) => `${Er(x)} schaute über den Zaun und staunte, wie groß alles war.`,
        (x) => `${Er(x)} sah zu, wie sich die Ferkel im Matsch wälzten, grunz, grunz.`,
      ],
      sense: [
        () => 'Es roch nach Heu und Tieren und frischem Gras.',
        () => 'Muh, mäh, gack, der Bauernhof war voller freundlicher Geräusche.',
        () => 'Das Stroh war piksig und golden unter den Stiefeln.',
      ],
      noun: m('Bauernhof', 'Bauernhof', 'auf dem Bauernhof'),
      goodnight: 'Bauernhoftiere',
    },
    'town-walk': {
      arrive: [
        (x) =>
          `${AndWho(x)} ${vw(x, 'machte', 'machten')} einen Spaziergang durch die Stadt, an den kleinen Läden vorbei.`,
        // No pram nobody wrote of: only the walking.
        (x) => `${cap(x.h.nom)} ging${withWho(x)} die Straße entlang, Schritt für Schritt.`,
        (x) => `Draußen an der Straße wartete ${x.h.nom} an der Ampel auf das grüne Männchen.`,
      ],
      do: [
        (x) => `${Er(x)} winkte einem Bus und schaute ins Schaufenster der Bäckerei.`,
        (x) => `${Er(x)} zählte die roten Türen, eins, zwei, drei.`,
        (x) => `${Er(x)} hüpfte über die Ritzen im Gehweg, hopp, hopp.`,
      ],
      sense: [
        () => 'Kling, kling, machte eine Fahrradklingel, und ein Hund bellte Hallo.',
        () => 'Aus der Bäckerei duftete es nach warmem Brot.',
        () => 'Der Wind trieb ein Blatt über den Gehweg, raschel, raschel.',
      ],
      // A walk in a village too (`im dorf`): the title says only that the child was out and about.
      noun: m('Stadtspaziergang', 'Stadtspaziergang', 'unterwegs'),
      goodnight: 'kleine Läden',
    },
    'car-ride': {
      arrive: [
        (x) => `${cap(x.h.nom)} kletterte in den Kindersitz, klick, machte der Gurt, und los ging es.`,
        (x) => `${AndWho(x)} ${vw(x, 'machte', 'machten')} eine lange Fahrt mit dem Auto.`,
        // A ride home from daycare is no outing: the line says only the ride.
        (x) => `${cap(x.h.nom)} saß${withWho(x)} hinten im Auto und schaute, was draußen vorbeikam.`,
      ],
      do: [
        (x) => `${Er(x)} schaute aus dem Fenster auf die Bäume und die Felder.`,
        (x) => `${Er(x)} sang den ganzen Weg Lieder, lalala.`,
        (x) => `${Er(x)} entdeckte einen roten Laster, einen blauen Bus und ein Pferd auf der Weide.`,
      ],
      sense: [
        () => 'Das Auto brummte, und die Straße zog vorbei, holper, holper.',
        () => 'Die Sonne flackerte durch die Bäume, hell, Schatten, hell.',
        () => 'Die Scheibenwischer machten wisch, wasch, wisch.',
      ],
      noun: f('Autofahrt', 'im Auto'),
      goodnight: 'Kindersitz',
    },
    'rainy-day': {
      // The rain only: a rainy day may still be spent out at the swimming hall or the museum, so no line keeps the
      // child at home.
      arrive: [
        (x) => `Es war ein Regentag, und ${x.h.nom} schaute${withWho(x)} den Tropfen an der Scheibe zu.`,
        (x) => `${cap(x.h.nom)} drückte die Nase ans Fenster und schaute dem Regen zu.`,
        (x) => `Draußen fiel der Regen, und ${x.h.nom} hörte den Tropfen zu, tropf, tropf.`,
      ],
      do: [
        (x) => `${Er(x)} fuhr mit dem Finger den Regentropfen nach, die an der Scheibe hinunterliefen.`,
        (x) => `${Er(x)} baute eine Höhle und las darin ein Buch.`,
        (x) => `${Er(x)} malte einen Regenschirm und eine große Pfütze.`,
      ],
      sense: [
        () => 'Tipp, tapp, tipp, tapp, machte der Regen auf dem Dach.',
        () => 'Drinnen war es warm und trocken und gemütlich.',
        () => 'Das Fenster war kühl, und der Garten glänzte ganz nass.',
      ],
      noun: m('Regentag', 'Regentag', 'an einem Regentag'),
      goodnight: 'Regentropfen',
    },
    'dentist-visit': {
      // Only the arriving: how the child got onto the big chair, or would not at first, is the parent's to tell.
      arrive: [
        (x) =>
          `${AndWho(x)} ${vw(x, 'ging', 'gingen')} zum Zahnarzt, und ${x.h.nom} schaute sich in dem hellen Zimmer um.`,
        (x) => `Beim Zahnarzt schaute sich ${x.h.nom}${withWho(x)} den großen Stuhl erst einmal genau an.`,
        (x) => `${cap(x.h.nom)} war${withWho(x)} beim Zahnarzt, wo mitten im Zimmer ein großer Stuhl stand.`,
      ],
      do: [
        // The one who looks in is often a woman (`die zahnärztin frau becker`): the teeth are counted, by no man named.
        (x) => `${Er(x)} machte den Mund weit auf, und alle Zähne wurden gezählt, eins, zwei, drei.`,
        (x) => `${Er(x)} schaute sich die Zähne in einem kleinen runden Spiegel an.`,
        (x) => `${Er(x)} bekam einen glänzenden Sticker und eine neue Zahnbürste für zu Hause.`,
      ],
      sense: [
        // What the chair did and what was done to the teeth are the parent's to tell: only what was there to see.
        () => 'Es roch ein bisschen nach Minze, frisch und kühl.',
        () => 'Die Lampe oben war hell und rund wie eine kleine Sonne.',
        () => 'An der Wand hing ein Bild von einem lachenden Zahn mit einer Zahnbürste.',
      ],
      noun: m('Zahnarzt', 'Zahnarzt', 'beim Zahnarzt'),
      goodnight: 'großer Zahnarztstuhl',
    },
    // Das erste Haareschneiden ist beim Friseur: der große Stuhl, der Umhang, der Spiegel.
    // The going there is the parent's to say (`heut beim friseur gewesen`): the pack's arrival is the big chair only,
    // never a second `beim Friseur` beside the parent's, nor a child sitting still who may have cried.
    'hairdresser-visit': {
      arrive: [
        (x) => `${cap(x.h.nom)} durfte auf den großen Friseurstuhl klettern, ganz hoch hinauf.`,
        (x) => `${cap(x.h.nom)} kletterte${withWho(x)} auf den großen Friseurstuhl, der sich drehen konnte.`,
        (x) => `Der große Friseurstuhl stand vor einem großen Spiegel, und ${x.h.nom} durfte hinauf.`,
      ],
      do: [
        (x) => `${Er(x)} hielt ganz still unter dem Umhang, und die Schere machte schnipp, schnapp.`,
        (x) => `${Er(x)} schaute in den großen Spiegel und sah die neue Frisur.`,
        (x) => `${Er(x)} hielt den Kopf schön gerade, während der Kamm durch die Haare ging, sch, sch.`,
      ],
      sense: [
        () => 'Kleine Haarbüschel fielen auf den Boden, weich wie Federn.',
        () => 'Der Föhn summte und blies warme Luft wie ein kleiner Wind.',
        () => 'Im großen Spiegel war ein lachendes Gesicht mit einer schönen neuen Frisur.',
      ],
      noun: m('Friseur', 'Friseur', 'beim Friseur'),
      goodnight: 'großer Friseurstuhl',
    },
    'market-visit': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'ging', 'gingen')} auf den Markt, wo die Stände gestreifte Dächer hatten.`,
        // Any market, the Christmas market too (`weihnachtsmarkt mit oma`): stalls, never apples and cheese nobody wrote.
        (x) => `Auf dem Markt ging ${x.h.nom}${withWho(x)} an den bunten Ständen vorbei, einem nach dem anderen.`,
        (x) => `${cap(x.h.nom)} ging${withWho(x)} auf den Markt und lief zwischen den vollen Ständen hindurch.`,
      ],
      do: [
        (x) => `${Er(x)} staunte über die vielen bunten Sachen an den Ständen.`,
        (x) => `${Er(x)} durfte an einem Stand etwas Leckeres probieren, mmh.`,
        (x) => `${Er(x)} half beim Bezahlen und bekam das Wechselgeld zurück, klimper, klimper.`,
      ],
      sense: [
        () => 'Von allen Seiten duftete es süß und warm.',
        () => 'Papiertüten raschelten, und Münzen klimperten.',
        () => 'Alle redeten durcheinander, und an einem Stand rief jemand fröhlich: „Kommt nur her!“',
      ],
      noun: m('Markt', 'Markt', 'auf dem Markt'),
      goodnight: 'Marktstände',
    },
    'aquarium-visit': {
      arrive: [
        (x) => `${AndWho(x)} ${vw(x, 'ging', 'gingen')} ins Aquarium, wo Fische hinter dem großen Glas schwammen.`,
        (x) => `Im Aquarium drückte ${x.h.nom}${withWho(x)} die Nase an das große Glas und schaute den Fischen zu.`,
        (x) =>
          `${cap(x.h.nom)} ging${withWho(x)} ins Aquarium, wo kleine Fische in einem großen blauen Becken schwammen.`,
      ],
      do: [
        (x) => `${Er(x)} sah eine Schildkröte langsam vorbeipaddeln, flapp, flapp.`,
        (x) => `${Er(x)} entdeckte eine Qualle, die sanft leuchtete wie eine kleine Lampe.`,
        (x) => `${Er(x)} folgte einem gestreiften Fisch von einem Ende des Beckens zum anderen.`,
      ],
      sense: [
        () => 'Alles war blau und still, und die Blasen machten blubb, blubb.',
        () => 'Orange Fische und gelbe Fische flitzten in einem glänzenden Schwarm vorbei.',
        () => 'Das Glas war kühl und glatt unter den Händen.',
      ],
      noun: nt('Aquarium', 'im Aquarium'),
      goodnight: 'kleine Fische',
    },
  },
  // Said before any trouble of any day, at the doctor's or at home with a new baby too: no playing on, no `still there`.
  still: [
    (x) => `Der Tag ging weiter, und ${x.h.nom} war guter Dinge.`,
    (x) => `${cap(x.h.nom)} lachte und plapperte und war ganz vergnügt.`,
    (x) => `Es gab noch so viel zu tun, und ${x.h.nom} wollte noch lange nicht aufhören.`,
    (x) => `Eine Weile später war ${x.h.nom}${withWho(x)} immer noch ganz fröhlich.`,
    (x) => `${cap(x.h.nom)} hatte so viel Spaß, dass die Zeit nur so verflog.`,
    (x) => `Alles lief so schön für ${x.h.akk}.`,
    // Not a wish to stay a little longer: the time to leave is an uh-oh of its own, told right after this line.
    (x) => `${cap(x.h.nom)} entdeckte immer wieder etwas Neues.`,
    (x) => `${cap(x.h.nom)} war ganz vergnügt und summte ein Liedchen.`,
  ],
  // A calm moment later on a day that may have been at home all day (ill, sad news): no coming home.
  later: [
    (x) => `Später am Tag ruhte sich ${x.h.nom} ein wenig aus.`,
    (x) => `Nach einer Weile saß ${x.h.nom}${withWho(x)} still auf dem Sofa.`,
    (x) => `Mittags machte ${x.h.nom} zu Hause eine kleine Pause.`,
    (x) => `Später kuschelte sich ${x.h.nom} in eine gemütliche Ecke.`,
    (x) =>
      grown(x)
        ? `Zu Hause machte es sich ${x.h.nom} mit einem Kissen auf dem Sofa gemütlich.`
        : `Eine Weile später setzte sich ${x.h.nom} ganz nah ${prep('zu', x.helper.dat)}.`,
    (x) => `Der Tag ging weiter, und ${x.h.nom} kuschelte sich auf ein großes weiches Kissen.`,
  ],
  homePlay: {
    arrive: [
      (x) => `${cap(x.h.nom)} spielte zu Hause mit einem Korb voller Lieblingsspielsachen.`,
      // On a new baby's day the one named beside the child is the baby, who builds no cave.
      (x) =>
        x.jealous
          ? `${cap(x.h.nom)} baute eine gemütliche Höhle aus Decken und Kissen.`
          : `${AndWho(x)} ${vw(x, 'baute', 'bauten')} eine gemütliche Höhle aus Decken und Kissen.`,
      (x) => `${cap(x.h.nom)} setzte sich auf den Teppich und kippte die Spielzeugkiste aus.`,
      (x) => `${cap(x.h.nom)} schaute aus dem Fenster und dachte sich dann ein Spiel aus.`,
    ],
    do: [
      (x) => `${Er(x)} lud die Kuscheltiere zum Teetrinken ein, mit winzigen Tassen und Tellern.`,
      (x) => `${Er(x)} schob ein kleines Auto über die Straßen auf dem Spielteppich, brumm, brumm.`,
      (x) => `${Er(x)} baute dem Spielzeughasen ein Bett in einem Schuhkarton.`,
      (x) => `${Er(x)} spielte Kuckuck hinter dem Vorhang.`,
    ],
    sense: [
      () => 'Es war still und warm, und die Uhr tickte leise.',
      // Said after any of the arrivals: a cave only one of them builds.
      () => 'Auf dem Teppich war es weich und gemütlich, wie in einem kleinen Nest.',
      () => 'Die Spielsachen standen in einer fröhlichen Reihe.',
      () => 'Draußen zogen die Wolken vorbei, langsam und flauschig.',
    ],
  },
  quiet: {
    // (Said in the morning's scene too, and before the parent's own `nachmittags …`: no time of day, no `Später`.)
    arrive: [
      (x) =>
        grown(x)
          ? `${cap(x.h.nom)} kuschelte sich aufs Sofa, ganz gemütlich.`
          : `${cap(x.h.nom)} kuschelte sich mit ${x.helper.dat} aufs Sofa.`,
      (x) =>
        grown(x)
          ? `${cap(x.h.nom)} saß unter einer weichen Decke, ganz nah bei jemandem, der ${x.h.ihn} lieb hatte.`
          : `${cap(x.h.nom)} saß unter einer weichen Decke, ganz nah ${prep('bei', x.helper.dat)}.`,
      (x) =>
        grown(x)
          ? `Es war ganz ruhig, und ${x.h.nom} blieb gemütlich zu Hause.`
          : `Es war ganz ruhig, und ${x.h.nom} blieb ganz nah ${prep('bei', x.helper.dat)}.`,
    ],
    do: [
      (x) =>
        grown(x)
          ? `${Er(x)} blätterte in einem Lieblingsbuch, langsam, Seite für Seite.`
          : 'Sie lasen zusammen ein Lieblingsbuch, langsam, Seite für Seite.',
      (x) => `${Er(x)} hörte ein leises Lied und hielt ${sein(x, 'en')} Teddy fest im Arm.`,
      (x) =>
        grown(x)
          ? `${Er(x)} malte ein Bild von allem, was ${x.h.er} lieb hat.`
          : 'Sie malten zusammen ein Bild von allem, was sie lieb haben.',
    ],
    sense: [
      () => 'Die Decke war weich, und das Zimmer war ruhig und warm.',
      () => 'Draußen wurde es langsam still, und drinnen war es warm.',
      // What there was to drink is the parent's to say (`tee mit honig`): the cup is warm, never milk of its own.
      () => 'Ein warmer Becher in den Händen machte alles ein kleines bisschen besser.',
    ],
  },

  problems: {
    lostToy: {
      uhOh: [
        [
          (x) => `Doch dann schaute ${x.h.er} sich um: Das kleine Kuscheltier war weg!`,
          (x) => `Plötzlich merkte ${x.h.er}, dass ${sein(x, '')} Kuscheltier fehlte.`,
        ],
        [
          (x) => `${Er(x)} schaute unter alles und hinter alles, aber es war nirgends zu sehen.`,
          (x) => `„Wo bist du?“, rief ${x.h.er} leise.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `„Komm, wir suchen zusammen“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)} ${prep('zu', x.h.dat)}, und sie suchten in Ruhe, Ecke für Ecke.`,
          (x) => `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} an der Hand, und sie gingen den Weg zurück.`,
        ],
        [
          () => 'Und da war es, es lugte um eine Ecke!',
          () => 'Da saß es, an einem sonnigen Plätzchen, und wartete darauf, gefunden zu werden.',
        ],
      ],
    },
    spill: {
      uhOh: [
        [() => 'Hoppla!', (x) => `Hoppla, ${sein(x, '')} Ellbogen stieß an den Becher.`],
        [
          () => 'Der Becher kippte um, und auf dem Tisch breitete sich eine Pfütze aus.',
          // (No juice nor milk the parent never wrote: whatever was in the cup.)
          () => 'Platsch, der Becher fiel um, und alles lief über den Boden.',
        ],
      ],
      fix: [
        [
          (x) =>
            `„Das macht nichts, das kann passieren“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)} lächelnd ${prep('zu', x.h.dat)}.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'holte', 'holten')} einen Lappen und ${v(x.helper, 'sagte', 'sagten')}: „Das machen wir wieder sauber.“`,
        ],
        [
          () => 'Zusammen wischten sie alles auf, wisch, wisch, wisch.',
          (x) => `${Er(x)} half, jeden Tropfen aufzuwischen, bis alles wieder trocken war.`,
        ],
      ],
    },
    tower: {
      uhOh: [
        [
          (x) => `${cap(sein(x, ''))} hoher Turm wackelte, wackel, wackel.`,
          (x) => `${Er(x)} baute den Turm noch ein Stückchen höher, und er fing an zu schwanken.`,
        ],
        [() => 'Rums, da fiel er um!', () => 'Dann kippte er um, mit lautem Gepolter.'],
      ],
      fix: [
        [
          (x) =>
            `„Sollen wir ihn noch einmal bauen, noch schöner?“, ${v(x.helper, 'fragte', 'fragten')} ${helper(x)} ${x.h.akk}.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'setzte', 'setzten')} sich ${prep('zu', x.h.dat)} und ${v(x.helper, 'half', 'halfen')} beim Bauen.`,
        ],
        [
          () => 'Diesmal bauten sie unten ganz breit, und er stand schön fest.',
          () => 'Stück für Stück wuchs der neue Turm, noch stabiler als vorher.',
        ],
      ],
    },
    balloon: {
      uhOh: [
        [
          (x) =>
            `Genau in dem Moment rutschte die Schnur ${sein(x, 'es')} roten Luftballons aus ${sein(x, 'er')} Hand.`,
          (x) => `Ein Windstoß zog an ${sein(x, 'em')} Luftballon, und die Schnur rutschte weg.`,
        ],
        [
          () => 'Hoch, hoch schwebte er, bis in die Äste eines Baums.',
          () => 'Er schwebte hinauf und blieb in einem Baum hängen, viel zu hoch zum Greifen.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'streckte', 'streckten')} sich für ${x.h.akk} ganz weit nach oben und ${v(x.helper, 'erwischte', 'erwischten')} die Schnur.`,
          (x) =>
            `Ein großer, freundlicher Mann sah, was passiert war, und holte ihn für ${x.h.akk} vorsichtig herunter.`,
        ],
        [
          (x) => `Diesmal banden sie die Schnur um ${sein(x, '')} Handgelenk, fest und sicher.`,
          () => 'Der Luftballon schwebte wieder herunter, und alle jubelten.',
        ],
      ],
    },
    timeToStop: {
      uhOh: [
        [
          (x) => `Dann war es Zeit aufzuhören, und ${x.h.nom} wünschte sich, es würde immer weitergehen.`,
          (x) => `Bald war es vorbei, aber ${x.h.nom} wollte noch ein bisschen weitermachen.`,
        ],
        [
          (x) => `„Nur noch ein bisschen!“, sagte ${x.h.er}.`,
          (x) => `${cap(x.h.er)} hielt sich ganz fest und schüttelte den Kopf: noch nicht!`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'lächelte', 'lächelten')} und ${v(x.helper, 'sagte', 'sagten')}: „Das machen wir bald wieder.“`,
          (x) => `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} leise: „Schöne Sachen kommen wieder, du wirst sehen.“`,
        ],
        [
          (x) =>
            `Also durfte ${x.h.nom} noch ein letztes Mal, und dann sagte ${x.h.er}: „Tschüss, bis zum nächsten Mal!“`,
          () => 'Einmal tief durchatmen, und dann ging es weiter.',
        ],
      ],
    },
    timeToGo: {
      uhOh: [
        [
          (x) => `Dann war es Zeit zu gehen, aber ${x.h.nom} wollte noch gar nicht weg.`,
          (x) => `Bald war es Zeit zu gehen, und ${x.h.nom} wollte so gern noch bleiben.`,
        ],
        [
          (x) => `„Nur noch einmal!“, sagte ${x.h.er} und hielt sich ganz fest.`,
          (x) => `${cap(x.h.er)} setzte sich hin und wollte keinen Schritt mehr machen.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hockte', 'hockten')} sich hin und ${v(x.helper, 'sagte', 'sagten')}: „Noch einmal, und dann winken wir zum Abschied.“`,
          (x) => `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} leise: „Wir kommen bald wieder her.“`,
        ],
        [
          (x) => `Also durfte ${x.h.nom} noch einmal, und dann winkte ${x.h.er}: Tschüss, bis bald!`,
          () => 'Noch einmal schauen, noch einmal winken, und dann ging es Hand in Hand los.',
        ],
      ],
    },
    turns: {
      uhOh: [
        [
          (x) => `Dann wollten ${erUnd(x)} und ein anderes Kind beide denselben roten Ball.`,
          (x) =>
            `Ein anderes Kind wollte genau dasselbe Spielzeug, und ${x.first ? x.h.nom : erUnd(x)} wollte es auch.`,
        ],
        [
          (x) => `„Meins!“, sagte ${x.h.er}, und „Meins!“, sagte das andere Kind, und beide wurden ärgerlich.`,
          () => 'Beide zogen, und keiner lachte mehr.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hockte', 'hockten')} sich hin und ${v(x.helper, 'fragte', 'fragten')}: „Wie wäre es, wenn ihr euch abwechselt?“`,
          (x) => `${cap(x.h.nom)} und das andere Kind hielten inne, atmeten tief durch und beschlossen zu teilen.`,
        ],
        [
          (x) => `Erst war das eine dran, dann das andere, und bald lachten ${erUnd(x)} und das andere Kind zusammen.`,
          () => 'Sie spielten zusammen damit, und zusammen machte es viel mehr Spaß.',
        ],
      ],
    },
    windHat: {
      uhOh: [
        [
          (x) => `Wusch, da kam ein großer Windstoß und wehte ${ihm(x)} die Mütze vom Kopf!`,
          (x) => `Plötzlich kam ein kräftiger Wind, und ${sein(x, 'e')} Mütze flog davon.`,
        ],
        [
          () => 'Sie kullerte und rollte über die Wiese, immer weiter weg.',
          () => 'Die Mütze tanzte davon, schneller als kleine Beine rennen konnten.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'rannte', 'rannten')} der Mütze hinterher, hopp, hopp, und ${v(x.helper, 'erwischte', 'erwischten')} sie am Rand.`,
          (x) => `${AndHelper(x)} jagten ihr zusammen nach, bis sie an einem Busch liegen blieb.`,
        ],
        [
          (x) => `Die Mütze kam wieder auf ${sein(x, 'en')} Kopf, schön tief über die Ohren.`,
          () => 'Sie lachten über den frechen Wind und hielten die Mütze danach gut fest.',
        ],
      ],
    },
    splash: {
      uhOh: [
        [
          () => 'Dann spritzte ein großer Schwall Wasser mitten in ein kleines Gesicht.',
          (x) => `Platsch, das Wasser kam ${ihm(x)} in die Augen, und es brannte ein bisschen.`,
        ],
        [
          (x) => `${Er(x)} blinzelte und blinzelte und musste fast weinen.`,
          (x) => `${Er(x)} fand das gar nicht schön.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'wickelte', 'wickelten')} ${x.h.akk} in ein weiches Handtuch und ${v(x.helper, 'tupfte', 'tupften')} die Augen trocken.`,
          (x) =>
            `„Komm, wir wischen dein Gesicht ab“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)} ${prep('zu', x.h.dat)} und ${v(x.helper, 'holte', 'holten')} ein weiches, trockenes Tuch.`,
        ],
        [
          (x) => `${Er(x)} blinzelte noch einmal, und alles war wieder klar und hell.`,
          () => 'Bald war das Brennen vorbei, und das Wasser war wieder freundlich.',
        ],
      ],
    },
    floatAway: {
      uhOh: [
        [
          (x) => `${cap(sein(x, ''))} kleines Spielzeugboot trieb auf dem Wasser davon.`,
          (x) => `Oh nein, ${sein(x, 'e')} Gummiente schwamm weg, weiter und weiter.`,
        ],
        [
          () => 'Es schaukelte dorthin, wo kleine Arme nicht hinkamen.',
          () => 'Schaukel, schaukel, ging es, mit jeder kleinen Welle ein Stück weiter weg.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'machte', 'machten')} für ${x.h.akk} mit der Hand sanfte Wellen, um es zurückzuschieben.`,
          (x) => `${AndHelper(x)} pusteten zusammen übers Wasser, fuuh, fuuh.`,
        ],
        [
          () => 'Langsam, ganz langsam schwamm es zurück, direkt in die wartenden Hände.',
          (x) => `Da kam es zurück, schaukel, schaukel, und ${x.h.er} hielt es gut fest.`,
        ],
      ],
    },
    shyHello: {
      uhOh: [
        [
          (x) => `Da waren so viele neue Gesichter, dass ${er(x)} ganz schüchtern wurde.`,
          (x) => `Plötzlich wollte ${x.h.er} überhaupt nicht mehr Hallo sagen.`,
        ],
        [
          (x) => `${Er(x)} versteckte sich hinter einem Hosenbein und hielt sich gut fest.`,
          (x) => `${Er(x)} wollte nach Hause und das Gesicht in einem weichen Pulli verstecken.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `„Es ist in Ordnung, schüchtern zu sein“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)} und ${v(x.helper, 'blieb', 'blieben')} ganz nah ${prep('bei', x.h.dat)}.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hockte', 'hockten')} sich hin und ${v(x.helper, 'sagte', 'sagten')}: „Lass dir Zeit.“`,
        ],
        [
          (x) => `Nach einer Weile winkte ${x.h.er} ein kleines bisschen, und jemand winkte zurück.`,
          (x) => `Nach und nach fasste ${x.h.er} Mut und sagte leise Hallo.`,
        ],
      ],
    },
    wobble: {
      uhOh: [
        [
          (x) => `${Er(x)} wackelte hierhin und wackelte dorthin.`,
          (x) => `${Er(x)} war ein bisschen zu schnell und fing an zu wackeln.`,
        ],
        [
          (x) => `Plumps, da saß ${x.h.er} auf dem weichen Boden, mit einem kleinen „Oh“.`,
          (x) => `${Er(x)} setzte sich mit einem Plumps hin und schaute ganz überrascht.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'war', 'waren')} sofort da und ${v(x.helper, 'half', 'halfen')} ${x.h.dat} wieder auf.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'half', 'halfen')} ${x.h.dat} hoch und ${v(x.helper, 'klopfte', 'klopften')} den Staub ab.`,
        ],
        [
          () => 'Sie versuchten es noch einmal, diesmal ganz langsam, und es klappte prima.',
          (x) => `„Schön langsam“, sagte ${x.h.er} leise zu sich selbst, und los ging es wieder.`,
        ],
      ],
    },
    missingPiece: {
      uhOh: [
        [
          () => 'Aber etwas fehlte, und es war nicht an seinem Platz.',
          (x) => `${Er(x)} suchte und suchte, aber es war einfach nicht da.`,
        ],
        [
          (x) => `„Wo ist es denn hin?“, fragte ${x.h.er} mit leiser Stimme.`,
          (x) => `${Er(x)} war ein bisschen ärgerlich und ein bisschen traurig.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(x.helper, 'hob', 'hoben')} die Kissen hoch, und ${x.h.nom} schaute unter den Tisch.`,
          (x) =>
            `„Lass uns Detektive sein“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)} ${prep('zu', x.h.dat)}, und sie suchten zusammen.`,
        ],
        [
          () => 'Da war es, versteckt unter dem Teppich!',
          () => 'Endlich fanden sie es, es klebte unten an einer Socke.',
        ],
      ],
    },
    rollAway: {
      uhOh: [
        [
          () => 'Dann kullerte das Bällchen davon, hüpf, hüpf, immer weiter.',
          // Where the day was among fruit (a shop, a market, a bakery): something small and round fits any of them,
          // where an apple would roll away at a bakery that had none.
          (x) => `Hoppla, da rutschte ${x.h.dat} etwas Kleines, Rundes aus der Hand und kullerte davon.`,
        ],
        [
          () => 'Es rollte irgendwo drunter, zu weit weg und zu dunkel zum Greifen.',
          // Both ways it ends under something, where the helper reaches for it; no bench the day may not have had.
          () => 'Roll, roll, roll, machte es, bis es irgendwo darunter verschwand.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'ging', 'gingen')} für ${x.h.akk} auf Hände und Knie und ${v(x.helper, 'griff', 'griffen')} darunter.`,
          (x) => `${AndHelper(x)} holten es mit einem langen Stock wieder hervor.`,
        ],
        [
          () => 'Da war es wieder, ein bisschen staubig, aber sonst wie neu.',
          (x) => `${Er(x)} hielt es gut fest und lächelte.`,
        ],
      ],
    },
    fell: {
      uhOh: [
        [
          (x) => `Dann stolperte ${x.h.er} und fiel${x.t ? ` ${prep('von', x.t.dat)}` : ' hin'}, bumm!`,
          (x) => `Oje, ${x.h.er} verlor${x.t ? ` auf ${x.t.dat}` : ''} das Gleichgewicht und purzelte hin.`,
        ],
        [
          (x) => `${Er(x)} saß einen Moment ganz still, und dann kamen die Tränen.`,
          (x) => `Das war ein großer Schreck, und ${x.h.er} fing an zu weinen.`,
          // A fall the child laughed off, or one the parent said came without tears.
          (x) => `${Er(x)} blieb einen Moment sitzen und schaute ganz überrascht.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hob', 'hoben')} ${x.h.akk} hoch und ${v(x.helper, 'drückte', 'drückten')} ${x.h.ihn} fest an sich.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'kam', 'kamen')} angelaufen und ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} ganz lieb in den Arm.`,
        ],
        [
          () => 'Sie blieben zusammen sitzen, bis aus dem Weinen ein leises Schniefen wurde.',
          (x) => `Ein Küsschen, eine Umarmung und eine kleine Pause, und dann ging es ${x.h.ihm} besser.`,
        ],
      ],
    },
    hurt: {
      uhOh: [
        // Said after the parent's own words of what hurt (a bump, cold hands): no cause of their own, and no tears the
        // parent did not tell. A bump only tapped has no words before it, so the line itself says someone got hurt.
        [(x) => `Aua, da hatte ${hurtSich(x)} wehgetan.`, (x) => `Au weia, da hatte ${hurtSich(x)} wehgetan.`],
        [
          (x) => `${cap(sein(x, 'e'))} Lippe zitterte ein kleines bisschen.`,
          (x) => `${Er(x)} verzog das Gesicht und brauchte jetzt jemanden zum Kuscheln.`,
          (x) => `${Er(x)} verzog das Gesicht und rieb sich die Stelle.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'schaute', 'schauten')} sich die wehe Stelle ganz vorsichtig an und ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} in den Arm.`,
          (x) =>
            // Blowing and a kiss help a bump and cold hands alike; a cool cloth would not warm cold hands.
            `${Helper(x)} ${v(x.helper, 'pustete', 'pusteten')} ${x.h.dat} ganz sanft auf die wehe Stelle und ${v(x.helper, 'gab', 'gaben')} ${x.h.ihm} ein Küsschen darauf.`,
        ],
        [
          (x) =>
            `„Das wird bald wieder gut“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)}, und schon tat es nicht mehr ganz so weh.`,
          () => 'Heile, heile Segen, drei Tage Regen, drei Tage Schnee, dann tut es nicht mehr weh.',
        ],
      ],
    },
    cried: {
      uhOh: [
        [
          (x) => `Dann war ${x.h.er} auf einmal ganz, ganz traurig.`,
          (x) => `Etwas machte ${ihn(x)} traurig, und die Tränen kamen.`,
        ],
        [
          // (A few tears, as a parent tells them to a small child; never crying that will not stop.)
          (x) => `Ein paar Tränen kullerten über ${sein(x, 'e')} Wangen.`,
          (x) => `${Er(x)} weinte leise und wollte nicht mehr spielen.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'setzte', 'setzten')} sich hin und ${v(x.helper, 'hielt', 'hielten')} ${x.h.akk} fest im Arm, ganz ohne Eile.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')}: „${x.helper.pl ? 'Wir sind' : 'Ich bin'} bei dir“, und ${v(x.helper, 'streichelte', 'streichelten')} ${x.h.dat} über den Rücken.`,
        ],
        [
          () => 'Sie atmeten zusammen langsam ein und aus, wie ein Luftballon.',
          () => 'Weinen ist in Ordnung, und nach einer Weile trockneten die Tränen.',
        ],
      ],
    },
    lost: {
      uhOh: [
        [
          (x) => `Doch dann ging etwas ganz Besonderes verloren, und ${x.h.er} war traurig.`,
          (x) => `Oh nein, etwas war verschwunden, und ${er(x)} wurde ganz traurig.`,
        ],
        [
          (x) => `${Er(x)} schaute sich überall um und machte sich Sorgen.`,
          // Fits a thing searched for and one fallen out of reach alike (`durchs gitter in den gully`).
          (x) => `${Er(x)} war ganz traurig und wusste nicht, wie das wieder gut werden sollte.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} ${prep('zu', x.h.dat)}: „Komm, wir suchen zusammen, ganz in Ruhe.“`,
          // A pet or a cuddly toy named beside the loss (`wellensittich hansi is weggeflogen`) is no place to think
          // back to: the comfort promises help bringing them home.
          (x) =>
            x.about
              ? `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} in den Arm: „Wir tun alles, damit ${x.about.nom.replace(/^(?:Hund|Katze|Kater|Wellensittich|Hamster|Hase|Kaninchen|Meerschweinchen|Kanarienvogel|Papagei|Schildkröte) (?=\p{Lu})/u, '')} wieder nach Hause kommt.“`
              : `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} in den Arm: „Komm, wir schauen zusammen, was wir tun können.“`,
        ],
        [
          (x) => `Ob es wieder auftauchte oder nicht, alle hatten ${x.h.ihn} genauso lieb wie vorher.`,
          () => 'Sie suchten zusammen, und zu zweit war die Sorge nur noch halb so groß.',
        ],
      ],
    },
    scared: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Vor ${x.about.dat} erschrak ${er(x)} und bekam Angst.`
              : // Beside the parent's own fear (`im dunkeln hatte er angst`) the fear is told once, with its cause:
                // the stock line shows it, never names it again.
                `Auf einmal war alles ganz unheimlich, und ${er(x)} traute sich nicht mehr.`,
          (x) =>
            x.about
              ? `${cap(x.about.nom)} ${v(x.about, 'machte', 'machten')} ${ihm(x)} Angst, und ${x.h.er} wollte sich verstecken.`
              : // Said after the parent's own cause as well (`Da ist ein Monster unterm Bett!`): never a vague `Etwas`,
                // and nothing the child did that the parent did not write (no running, no wanting to be carried).
                `Da machte ${er(x)} ganz große Augen.`,
        ],
        [
          (x) => `${cap(sein(x, ''))} Herz machte bumm, bumm, bumm.`,
          (x) => `${Er(x)} hielt sich gut fest und kniff die Augen zu.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} in den Arm und ${v(x.helper, 'sagte', 'sagten')}: „Bei ${x.helper.pl ? 'uns' : 'mir'} bist du sicher.“`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'kam', 'kamen')} ${prep('zu', x.h.dat)} und ${v(x.helper, 'erklärte', 'erklärten')} ganz ruhig, was da los war.`,
        ],
        [
          () => 'Langsam wurde das klopfende Herz wieder ruhig.',
          () => 'Mit jemandem ganz nah war es bald gar nicht mehr so unheimlich.',
        ],
      ],
    },
    tantrum: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Dann wurde ${x.h.er} wütend auf ${x.about.akk}, richtig, richtig wütend.`
              : `Dann wurde ${x.h.er} wütend, richtig, richtig wütend.`,
          (x) =>
            x.about
              ? `Mit ${x.about.dat} gab es Streit, und ${er(x)} stampfte mit den Füßen.`
              : `Nichts klappte so, wie ${x.h.er} wollte, und ${er(x)} stampfte mit den Füßen.`,
        ],
        [
          (x) => `${Er(x)} rief „Nein!“ und wurde immer wütender.`,
          (x) => `${Er(x)} war ganz heiß vor Wut und grummelte.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'blieb', 'blieben')} ganz nah ${prep('bei', x.h.dat)} und ${v(x.helper, 'wartete', 'warteten')}, ruhig und lieb.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} ${prep('zu', x.h.dat)}: „Du bist wütend, und das ist in Ordnung.“`,
        ],
        // A quarrel with someone of the day ends in a sorry and making up: both say it, for the stock line cannot know
        // which child said it first (the other child may have, not the hero).
        [
          (x) =>
            x.about
              ? `Dann sagten ${erUnd(x)} und ${x.about.nom} leise „Entschuldigung“ und gaben sich eine dicke Umarmung.`
              : 'Zusammen pusteten sie die Wut weg, wie Kerzen auf einem Kuchen: fuuh, fuuh, fuuh.',
          (x) =>
            x.about
              ? `${Er(x)} und ${x.about.nom} entschuldigten sich beide, und nach einer dicken Umarmung vertrugen sie sich wieder.`
              : 'Nach einer dicken Umarmung wurde die Wut kleiner und kleiner.',
        ],
      ],
    },
    broke: {
      uhOh: [
        [() => 'Dann, knacks, ging etwas kaputt!', () => 'Oh nein, auf einmal war etwas kaputt.'],
        [
          (x) => `${Er(x)} schaute die Stücke an und war sehr traurig.`,
          // Not the pieces held in the hand: what broke may be glass.
          (x) => `${Er(x)} stand vor den Stücken und wusste nicht, was ${x.h.er} tun sollte.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} ${prep('zu', x.h.dat)}: „Lass uns mal schauen, was wir tun können.“`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'legte', 'legten')} ${x.h.dat} einen Arm um die Schultern und ${v(x.helper, 'schaute', 'schauten')} es sich mit an.`,
        ],
        [
          () => 'Manche Dinge kann man reparieren, und manche hat man einfach lieb, so wie sie sind.',
          // No glue that mends it like new: a glass bauble or a plate stays broken, and the parent said no mending.
          () => 'Kaputt ist nicht so schlimm, Hauptsache, niemand hat sich wehgetan.',
        ],
      ],
    },
    messy: {
      uhOh: [
        // Nach den eigenen Worten der Eltern über die Kleckerei (Mehl, Matsch, Sand, ein Eis): für jede davon wahr.
        [() => 'Oje, von oben bis unten!', () => 'Oje, wie siehst du denn aus!'],
        // The one who got muddy may be the family's dog (`frieda hat sich in ner pfütze gewälzt`), not the child.
        [
          (x) =>
            x.about
              ? `${Er(x)} musste lachen, so schmutzig sah ${x.about.nom} aus.`
              : `${Er(x)} schaute an sich hinunter und rümpfte die Nase.`,
          (x) =>
            x.about
              ? `Überall waren kleine Matschflecken, bis hinauf zur Nase von ${x.about.dat}.`
              : 'Schmutzige Hände, eine schmutzige Nase und überall kleine Flecken.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'musste', 'mussten')} lachen und ${v(x.helper, 'holte', 'holten')} einen warmen Waschlappen.`,
          (x) => `„Macht nichts“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)}, „das waschen wir einfach ab.“`,
        ],
        [
          (x) =>
            x.about
              ? `Warmes Wasser, ein bisschen Seife, und bald war ${x.about.nom} wieder ganz sauber.`
              : 'Wisch, wisch, eine Nase, zwei Hände, zehn Finger, und alles war wieder sauber.',
          (x) =>
            x.about
              ? `${Er(x)} half mit, und bald war ${x.about.nom} wieder sauber.`
              : `${Er(x)} hielt ganz still, und bald war alles wieder sauber.`,
        ],
      ],
    },
    spilled: {
      uhOh: [
        // Said after the parent's own words of it (a cup, a bowl, a wee in the pants): nothing dropped that was not.
        [() => 'Hoppla, da ging etwas daneben!', () => 'Oje, so ein kleines Malheur!'],
        [
          (x) => `${Er(x)} schaute auf das Durcheinander, und ${x.h.ihm} war gar nicht wohl dabei.`,
          () => 'Da waren eine Pfütze und ein kleines trauriges Gesicht.',
        ],
      ],
      fix: [
        [
          // (Who fetched the cloth is the parent's to say, `die bibliothekarin hat ein tuch geholt`: the comfort fetches
          // none of its own.)
          (x) =>
            `„Das kann passieren“, ${v(x.helper, 'sagte', 'sagten')} ${helper(x)} ganz ruhig ${prep('zu', x.h.dat)}.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'lächelte', 'lächelten')} und ${v(x.helper, 'sagte', 'sagten')}: „Wir machen das zusammen sauber.“`,
        ],
        [
          () => 'Wisch, wisch, und alles war wieder sauber.',
          (x) => `${Er(x)} half beim Wischen, und bald war alles weg.`,
        ],
      ],
    },
    shy: {
      uhOh: [
        [
          (x) => `Alles war neu, und ${er(x)} war ein bisschen schüchtern.`,
          (x) => `${Er(x)} klammerte sich ganz fest und wollte nicht mehr loslassen.`,
        ],
        [
          (x) => `${Er(x)} hielt sich gut fest und linste nur ein bisschen hervor.`,
          () => 'Im Bauch kribbelte und grummelte es ein bisschen.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'blieb', 'blieben')} ganz nah ${prep('bei', x.h.dat)} und ${v(x.helper, 'sagte', 'sagten')}: „Wir haben keine Eile.“`,
          (x) => `„Das machst du so gut“, ${v(x.helper, 'flüsterte', 'flüsterten')} ${helper(x)} ${x.h.dat} zu.`,
        ],
        [
          (x) => `Nach und nach ließ ${x.h.er} los und fing an, sich umzuschauen.`,
          // A pronoun goes before `sich` (`traute sie sich`), never after it.
          (x) => `Nach einer Weile traute ${x.h.er} sich schon ein bisschen mehr.`,
        ],
      ],
    },
    letDown: {
      uhOh: [
        // Said after the parent's own words of the plan that fell through, or in their place.
        // (Also said alone, so never a word that points back to the plan: `daraus`, `Aber heute ging es nicht`.)
        // (True of a train late too, where the trip still went ahead: nothing said of it not happening.)
        [() => 'Das lief heute leider nicht so, wie es sollte.', () => 'Das war heute leider anders als gedacht.'],
        [(x) => `${Er(x)} war ein bisschen enttäuscht.`, (x) => `${cap(x.h.nom)} ließ kurz den Kopf hängen.`],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} in den Arm und ${v(x.helper, 'sagte', 'sagten')}: „Ich weiß, das ist doof. Komm, wir machen es uns trotzdem schön.“`,
          (x) => `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')}: „Komm, wir überlegen uns etwas anderes Schönes.“`,
        ],
        [
          () => 'Und bald fanden sie etwas Schönes, genau richtig für heute.',
          () => 'Nach und nach wurde das enttäuschte Gefühl kleiner.',
        ],
      ],
    },
    strange: {
      uhOh: [
        [
          (x) => `Für ${x.h.akk} fühlte sich alles ein bisschen fremd und neu an.`,
          (x) => `${cap(x.h.nom)} schaute sich um, und alles war ein bisschen anders als sonst.`,
        ],
        [
          (x) => `${Er(x)} wurde ganz still und hielt sich gut fest.`,
          () => 'Im Bauch war so ein wackeliges, komisches Gefühl.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} ganz fest in den Arm und ${v(x.helper, 'sagte', 'sagten')}: „Neues fühlt sich am Anfang oft komisch an.“`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'setzte', 'setzten')} sich ganz nah ${prep('zu', x.h.dat)} und ${v(x.helper, 'sagte', 'sagten')}: „Ich bin bei dir.“`,
        ],
        [
          () => 'Nach und nach wurde das komische Gefühl kleiner.',
          () => 'Langsam fühlte sich alles wieder ein bisschen vertraut an.',
        ],
      ],
    },
    stuck: {
      uhOh: [
        [
          () => 'Oje, es steckte fest und wollte einfach nicht los.',
          (x) => `${cap(x.h.nom)} ${v(x.h, 'zog', 'zogen')} und ${v(x.h, 'zerrte', 'zerrten')}, aber es steckte fest.`,
        ],
        [
          (x) =>
            `${cap(x.h.nom)} ${v(x.h, 'schaute', 'schauten')} hin und ${v(x.h, 'wurde', 'wurden')} ein bisschen unruhig.`,
          (x) => `${cap(x.h.nom)} ${v(x.h, 'wusste', 'wussten')} nicht, was jetzt zu tun war.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(x.helper, 'kam', 'kamen')} und ${v(x.helper, 'half', 'halfen')}, ganz in Ruhe.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')}: „Komm, wir schauen mal, was wir zusammen machen können.“`,
        ],
        [
          () => 'Ein bisschen wackeln, ein bisschen Geduld, und dann war alles wieder gut.',
          () => 'Nach und nach verschwand das unruhige Gefühl.',
        ],
      ],
    },
    tired: {
      uhOh: [
        [
          (x) => `Aber ${er(x)} war so müde, dass ${x.h.ihm} alles schwerfiel.`,
          (x) => `Dann wurde ${x.h.er} sehr müde und ein bisschen knatschig.`,
        ],
        [
          (x) => `${cap(sein(x, 'e'))} Augen waren schwer, und ${sein(x, 'e')} Beine wollten nicht mehr laufen.`,
          (x) => `${Er(x)} rieb sich die Augen und gähnte herzhaft.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} ${prep('zu', x.h.dat)}: „Lass uns ein bisschen ausruhen.“`,
          (x) => `${Helper(x)} ${v(x.helper, 'trug', 'trugen')} ${x.h.akk} an ein gemütliches Plätzchen.`,
        ],
        [
          () => 'Eine kleine Pause und ein Schluck Wasser halfen sehr.',
          (x) => `${Er(x)} lehnte sich zurück und wurde wieder ruhig.`,
        ],
      ],
    },
    sick: {
      uhOh: [
        [
          (x) => `${Er(x)} war heute krank und fühlte sich gar nicht wohl.`,
          (x) => `Heute war ${er(x)} krank, und alles war mühsam.`,
        ],
        [
          (x) => `${Er(x)} wollte nah bei jemandem bleiben und sich ausruhen.`,
          (x) => `${Er(x)} hatte keine Lust zu spielen und wollte nur kuscheln.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(x.helper, 'kuschelte', 'kuschelten')} ${x.h.akk} auf dem Sofa in eine weiche Decke.`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'blieb', 'blieben')} den ganzen Tag ${prep('bei', x.h.dat)} und ${v(x.helper, 'kümmerte', 'kümmerten')} sich um alles.`,
        ],
        [
          // No cool cloth: it is for a fever only, and the ache may be an ear or a tummy. No medicine either: a tummy
          // bug is rusks and tea, and the story gives nothing the parent did not.
          () => 'Es gab ganz viel Kuscheln und ganz viel Ruhe.',
          () => 'Ausruhen hilft dem Körper, Stück für Stück wieder gesund zu werden.',
        ],
      ],
    },
    hospital: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Heute war kein Tag wie jeder andere, denn ${x.about.nom} ${v(x.about, 'war', 'waren')} im Krankenhaus.`
              : 'Heute war kein Tag wie jeder andere, denn es ging ins Krankenhaus.',
          (x) =>
            x.about
              ? `${cap(x.about.nom)} ${v(x.about, 'war', 'waren')} im Krankenhaus, und ${er(x)} machte sich ein bisschen Sorgen.`
              : 'Heute ging es ins Krankenhaus.',
        ],
        [
          (x) =>
            x.about
              ? `${Er(x)} hatte ${x.about.ihn} sehr lieb und wünschte ${x.about.ihm} gute Besserung.`
              : `Dort war alles neu, und ${x.h.er} hielt sich gut fest.`,
          (x) =>
            x.about
              ? `${Er(x)} dachte ganz fest an ${x.about.ihn}.`
              : 'Es war groß und voller Leute, mit vielen neuen Gesichtern.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'blieb', 'blieben')} die ganze Zeit ${prep('bei', x.h.dat)} und ${v(x.helper, 'hielt', 'hielten')} ${sein(x, 'e')} Hand.`,
          (x) =>
            x.about
              ? `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} in den Arm und ${v(x.helper, 'sagte', 'sagten')}: „Wir denken ganz fest an ${x.about.akk}.“`
              : 'Die Ärztinnen und Pfleger waren freundlich und sanft und erklärten alles.',
        ],
        [
          () => 'Im Krankenhaus kümmern sich viele liebe Menschen um alle, die dort sind.',
          // Not `nicht allein`: the comfort after it says so already.
          () => 'Eine Umarmung, ein leises Wort, und das Herz wurde ein bisschen leichter.',
        ],
      ],
    },
    vaccine: {
      uhOh: [
        [
          (x) => `Heute bekam ${er(x)} beim Arzt eine Impfung.`,
          (x) => `Die Ärztin gab ${ihm(x)} einen kleinen Pieks in den Arm.`,
        ],
        [() => 'Es zwickte kurz, und dann war es schon vorbei.', () => 'Aua, es pikste einen Moment lang.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} in den Arm und ${v(x.helper, 'sagte', 'sagten')}: „Du warst so tapfer.“`,
          (x) =>
            `${Helper(x)} ${v(x.helper, 'gab', 'gaben')} ${x.h.dat} eine dicke Umarmung und ein Küsschen auf den Arm.`,
        ],
        [
          () => 'Das Piksen war schnell vorbei, und bald tat der Arm gar nicht mehr weh.',
          () => 'Die Impfung hilft dem Körper, stark und gesund zu bleiben.',
        ],
      ],
    },
    died: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Heute war ein trauriger Tag, denn ${x.about.nom} ${v(x.about, 'war', 'waren')} gestorben.`
              : `Heute war ein trauriger Tag, denn jemand, den ${er(x)} sehr lieb hatte, war gestorben.`,
          (x) =>
            x.about
              ? `Heute gab es eine traurige Nachricht: ${cap(x.about.nom)} ${v(x.about, 'war', 'waren')} gestorben.`
              : `Heute gab es eine traurige Nachricht: Jemand, den ${er(x)} sehr lieb hatte, war gestorben.`,
        ],
        [
          (x) => `${Er(x)} war sehr traurig, denn wer gestorben ist, kommt nicht mehr zurück.`,
          (x) => `${Er(x)} wurde ganz still und traurig.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'hielt', 'hielten')} ${x.h.akk} fest im Arm und ${v(x.helper, 'sagte', 'sagten')}: „Du darfst traurig sein.“`,
          (x) => `${Helper(x)} ${v(x.helper, 'saß', 'saßen')} lange ${prep('bei', x.h.dat)}, Hand in Hand.`,
        ],
        [
          () => 'Sie erzählten sich, was sie zusammen Schönes erlebt hatten, und das tat gut.',
          () => 'Liebe geht nicht weg, sie bleibt in unserem Herzen.',
        ],
      ],
    },
    missing: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Heute vermisste ${er(x)} ${x.about.akk} ganz doll.`
              : `Heute vermisste ${er(x)} jemanden ganz doll.`,
          (x) =>
            x.about
              ? `${cap(x.about.nom)} ${v(x.about, 'war', 'waren')} heute weit weg, und ${er(x)} vermisste ${x.about.ihn}.`
              : `Heute war jemand weit weg, den ${er(x)} sehr vermisste.`,
        ],
        [
          (x) => `${Er(x)} war still und ein bisschen traurig.`,
          (x) => `${Er(x)} wünschte sich so sehr, jetzt gleich in den Arm genommen zu werden.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} ${prep('zu', x.h.dat)}: „Man kann jemanden vermissen und trotzdem gut aufgehoben sein.“`,
          (x) => `${Helper(x)} ${v(x.helper, 'half', 'halfen')} ${x.h.dat}, ein Bild zum Verschenken zu malen.`,
        ],
        [
          () => 'Jemanden vermissen heißt, dass man ihn lieb hat, und er hat einen auch lieb.',
          () => 'Sie pusteten einen Kuss in den Himmel, ganz weit hinauf.',
        ],
      ],
    },
    // Mama, Papa oder ein Geschwister krank zu Hause: erst die Sorge um sie, dann die eigene Pflege des Kindes.
    nursing: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.nom)} ${v(x.about, 'war', 'waren')} heute krank und ${v(x.about, 'musste', 'mussten')} im Bett bleiben.`
              : 'Heute war jemand zu Hause krank und musste im Bett bleiben.',
          (x) =>
            x.about
              ? `Heute ${v(x.about, 'war', 'waren')} ${x.about.nom} zu krank zum Aufstehen und Spielen.`
              : 'Heute war jemand zu Hause zu krank zum Aufstehen und Spielen.',
        ],
        [
          (x) => `${Er(x)} machte sich ein bisschen Sorgen, und im Haus war es ganz still.`,
          (x) => `${Er(x)} hätte so gern mit ${x.about ? x.about.dat : 'jemandem'} gespielt.`,
        ],
      ],
      fix: [
        [
          (x) => `${Er(x)} half ganz lieb mit, für ${x.about ? x.about.akk : 'alle'} zu sorgen.`,
          (x) =>
            `${Er(x)} spielte ganz leise, damit ${x.about ? `${x.about.nom} sich ausruhen ${v(x.about, 'konnte', 'konnten')}` : 'alle sich ausruhen konnten'}.`,
        ],
        [
          (x) => `${x.about ? cap(x.about.nom) : 'Jemand'} lächelte müde und sagte: „Danke, mein Schatz.“`,
          (x) => `„So werde ich bestimmt bald wieder gesund“, flüsterte ${x.about ? x.about.nom : 'eine müde Stimme'}.`,
        ],
      ],
    },
    goodbye: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Heute hieß es Abschied nehmen von ${x.about.dat}, und Abschiede sind schwer.`
              : 'Heute hieß es Abschied nehmen, und Abschiede sind schwer.',
          (x) =>
            x.about ? `${Er(x)} musste heute ${x.about.dat} Tschüss sagen.` : `${Er(x)} musste heute Tschüss sagen.`,
        ],
        [
          (x) => `${Er(x)} winkte und winkte und war ein bisschen traurig.`,
          (x) => `${cap(sein(x, 'e'))} Augen wurden feucht, und ${x.h.er} hielt sich gut fest.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(x.helper, 'sagte', 'sagten')} ${prep('zu', x.h.dat)}: „Es ist in Ordnung, traurig zu sein, wenn man Tschüss sagt.“`,
          (x) => `${Helper(x)} ${v(x.helper, 'nahm', 'nahmen')} ${x.h.akk} ganz lange in den Arm.`,
        ],
        [
          () => 'Auf jeden Abschied folgt irgendwann ein Wiedersehen.',
          () => 'Sie dachten an all die schönen Dinge, die sie nicht vergessen wollten.',
        ],
      ],
    },
  },
  worry: [
    (x) => `${x.first ? cap(x.h.dat) : cap(x.h.ihm)} wurde ein bisschen mulmig.`,
    () => 'Oje, oje.',
    (x) => `${cap(sein(x, 'e'))} Unterlippe fing an zu zittern, nur ein kleines bisschen.`,
    (x) => `${Er(x)} wusste nicht, was ${x.h.er} tun sollte.`,
    () => 'Ach herrje!',
    (x) => `${Er(x)} stand ganz still und schaute besorgt.`,
    (x) => `${Er(x)} runzelte ein kleines bisschen die Stirn.`,
    () => 'Was nun?',
  ],
  homecoming: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `${cap(x.about.nom)} ${v(x.about, 'war', 'waren')} lange weit weg gewesen, und ${x.h.er} hatte ${x.about.ihn} ganz doll vermisst.`
            : `Jemand, den ${x.h.er} lieb hat, war lange weit weg gewesen, und ${x.h.er} hatte ihn ganz doll vermisst.`,
        (x) =>
          x.about
            ? `Viele Tage lang hatte ${x.h.er} ${x.about.akk} ganz doll vermisst.`
            : `Viele Tage lang hatte ${x.h.er} jemanden ganz doll vermisst.`,
      ],
      [
        (x) => `${Er(x)} hatte sich ein bisschen leer gefühlt.`,
        (x) => `${Er(x)} hatte sich jeden Tag eine dicke Umarmung gewünscht.`,
      ],
    ],
    fix: [
      [
        (x) =>
          x.about
            ? `Und dann ${v(x.about, 'kam', 'kamen')} ${x.about.nom} endlich nach Hause!`
            : 'Und dann kamen sie endlich nach Hause!',
        (x) =>
          x.about ? `Endlich ${v(x.about, 'war', 'waren')} ${x.about.nom} wieder da.` : 'Endlich waren sie wieder da.',
      ],
      [
        () => 'Das Vermissen war vorbei, und ein frohes, warmes Gefühl kam stattdessen.',
        () => 'Alle waren wieder zusammen, und das fühlte sich genau richtig an.',
      ],
    ],
  },
  storm: {
    uhOh: [
      [
        () => 'Dann machte der Donner BUMM, und der Regen prasselte herunter!',
        () => 'Krach, machte der Donner, und der Wind machte husch, husch!',
      ],
      [
        (x) => `Das war ganz schön laut, und ${x.h.er} bekam Angst und hielt sich ganz fest.`,
        (x) => `${Er(x)} bekam Angst und hielt sich die Ohren zu.`,
      ],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${v(x.helper, 'hielt', 'hielten')} ${x.h.akk} ganz fest: „Das sind nur die Wolken, die Krach machen. Bei mir bist du sicher.“`,
        (x) =>
          `${Helper(x)} ${v(x.helper, 'kuschelte', 'kuschelten')} sich mit ${x.h.dat} ein, und zusammen zählten sie das Grummeln.`,
      ],
      [
        () => 'Bald wurde das Gewitter leiser und leiser, und dann zog es weiter.',
        () => 'Grummel für Grummel zog der Donner weiter und weiter weg.',
      ],
    ],
  },
  jealousy: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `Alle schauten nur auf ${x.about.akk}, und ${x.h.er} fühlte sich ein bisschen vergessen.`
            : `Alle waren mit jemand anderem beschäftigt, und ${x.h.er} fühlte sich ein bisschen vergessen.`,
        (x) =>
          x.about
            ? `Alles Kuscheln bekam ${x.about.nom}, und ${x.h.er} wurde ein bisschen eifersüchtig.`
            : `Da wurde ${x.h.er} ein bisschen eifersüchtig.`,
      ],
      [
        (x) => `${Er(x)} wollte auch gekuschelt werden, und die Unterlippe zitterte.`,
        () => 'Ein grummeliges, eifersüchtiges Gefühl wurde immer größer.',
      ],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${v(x.helper, 'drückte', 'drückten')} ${x.h.akk} ganz fest: „Für dich ist auch ganz viel Liebe da.“`,
        (x) => `${Helper(x)} ${v(x.helper, 'machte', 'machten')} Platz für ${x.h.akk}, ganz nah und kuschelig.`,
      ],
      [
        () => 'Es war genug Liebe für alle da, und das eifersüchtige Gefühl wurde kleiner und kleiner.',
        () => 'Ganz nah aneinandergekuschelt wurde das eifersüchtige Gefühl immer kleiner.',
      ],
    ],
  },
  feelBetter: [
    (x) => `${Er(x)} atmete tief durch, und das mulmige Gefühl verschwand.`,
    (x) => `${cap(x.h.nom)} lachte wieder über das ganze Gesicht.`,
    (x) => `Alles war wieder gut, und ${x.h.ihm} wurde ganz warm ums Herz.`,
    (x) => `${Er(x)} umarmte ${grown(x) ? 'alle' : x.helper.akk} zum Dank.`,
    // Not the sun in the heart: a refrain says that already.
    (x) => `${Er(x)} kicherte, und alles war wieder hell und froh.`,
    (x) => `${Er(x)} war wieder fröhlich, und ${x.h.ihm} war ganz leicht ums Herz.`,
    // No `„Danke“` here: when the worry melts, nobody has given anything to thank for.
    (x) => `${cap(x.h.nom)} lächelte, und ${sein(x, 'e')} Augen strahlten wieder.`,
    () => 'Und einfach so war der Tag wieder fröhlich.',
    (x) => `${Er(x)} seufzte tief, puh, und kicherte.`,
    (x) => `Jetzt ging es ${x.h.ihm} schon viel besser.`,
  ],
  comfort: [
    (x) => `Auch an so einem Tag war ${x.h.er} nicht allein, und das tat gut.`,
    (x) => `${Er(x)} war nicht allein, und alle hatten ${x.h.ihn} sehr lieb.`,
    () => 'Wenn man ganz nah bei jemandem ist, der einen lieb hat, wird alles ein bisschen leichter.',
    (x) =>
      grown(x)
        ? `${Er(x)} kuschelte sich unter eine weiche Decke, warm und geborgen.`
        : `${Er(x)} kuschelte sich ganz nah an ${x.helper.akk}, warm und geborgen.`,
    () => 'Jetzt war alles ein bisschen ruhiger, still und warm.',
    () => 'Nicht jeder Tag ist leicht, und das ist in Ordnung.',
    (x) => `${Er(x)} legte den Kopf an eine weiche Schulter und atmete langsam.`,
  ],

  things: {
    ducks: {
      noun: pl('Enten'),
      goodnight: 'ihr Enten',
      lines: [
        // What the ducks were fed is the parent's to say (`enten gefüttert mit haferflocken`): never bread.
        () => 'Die Enten kamen angepaddelt und schnatterten laut, quak, quak!',
        () => 'Die Enten watschelten in einer Reihe vorbei, quak, quak, quak.',
      ],
    },
    dog: {
      noun: m('Hund'),
      goodnight: 'lieber Hund',
      // The dog may be the family's own, met at home on a rainy day: it neither comes by like a stranger nor is
      // petted or licks a hand the parent never wrote of; it only wags and sniffs.
      lines: [
        (x) => `Der Hund wedelte ${ihm(x)} fröhlich mit dem Schwanz zu, wuff!`,
        (x) => `Der Hund schnupperte neugierig an ${sein(x, 'er')} Hand, schnupper, schnupper.`,
      ],
    },
    cat: {
      noun: f('Katze'),
      goodnight: 'Miezekatze',
      lines: [
        // The cat may be the one the parent wrote of (`die katze von nachbarn hat gekratzt`): never a second cat
        // met and greeted, only the cat itself, doing what any cat does.
        () => 'Die Katze putzte sich das Fell und schnurrte leise.',
        () => 'Die Katze streckte sich lang und machte einen Buckel, miau.',
      ],
    },
    horse: {
      noun: nt('Pferd'),
      goodnight: 'Pferdchen',
      lines: [
        (x) => `Ein großes braunes Pferd streckte seine weiche Nase über den Zaun, um ${ihn(x)} zu begrüßen.`,
        () => 'Klipp, klapp, klipp, klapp, ein Pony trabte vorbei.',
      ],
    },
    cow: {
      noun: pl('Kühe', 'Kühen'),
      goodnight: 'ihr Kühe',
      lines: [
        () => 'Auf der Weide machte eine Kuh muh, lang und langsam.',
        (x) => `${Er(x)} winkte den Kühen zu, und eine von ihnen schlug mit dem Schwanz.`,
      ],
    },
    sheep: {
      noun: pl('Schafe', 'Schafen'),
      goodnight: 'kleine Lämmchen',
      lines: [
        () => 'Flauschige Schafe knabberten am Gras, mäh, mäh.',
        () => 'Ein kleines Lämmchen hüpfte hinter seiner Mama her.',
      ],
    },
    chickens: {
      noun: pl('Hühner', 'Hühnern'),
      goodnight: 'ihr Hühner',
      lines: [
        () => 'Die Hühner machten gack, gack, gack und pickten nach den Körnern.',
        (x) => `${Er(x)} fand ein warmes braunes Ei im Stroh.`,
      ],
    },
    fish: {
      noun: pl('Fische', 'Fischen'),
      goodnight: 'kleine Fische',
      lines: [
        () => 'Kleine Fische schwammen vorbei, flitz, flitz, mit glänzenden Schwänzchen.',
        (x) => `${Er(x)} sah zu, wie die Goldfische winzige Bläschen machten.`,
      ],
    },
    birds: {
      noun: pl('Vögel', 'Vögeln'),
      goodnight: 'kleine Vögel',
      lines: [
        () => 'Ein kleiner Vogel hüpfte heran und sang, tschilp, tschilp.',
        (x) => `${Er(x)} sah den Vögeln zu, wie sie von Ast zu Ast flatterten.`,
      ],
    },
    butterfly: {
      noun: m('Schmetterling'),
      goodnight: 'Schmetterling',
      lines: [
        () => 'Ein Schmetterling landete auf einer Blume, flatter, flatter, und flog wieder davon.',
        (x) => `${Er(x)} hielt ganz still, während ein Marienkäfer über ${sein(x, 'en')} Finger krabbelte.`,
      ],
    },
    snail: {
      noun: f('Schnecke'),
      goodnight: 'kleine Schnecke',
      lines: [
        (x) => `${Er(x)} fand eine Schnecke, die ihr Haus auf dem Rücken trug, langsam, ganz langsam.`,
        () => 'Ein Regenwurm kringelte sich nach oben, um den Himmel zu sehen.',
      ],
    },
    rabbit: {
      noun: nt('Kaninchen'),
      goodnight: 'Kaninchen',
      lines: [
        () => 'Ein Kaninchen schnupperte mit der Nase und hoppelte davon, hopp, hopp.',
        (x) => `${Er(x)} fütterte ein weiches Kaninchen mit einem Stück Möhre, knabber, knabber.`,
      ],
    },
    guineaPig: {
      noun: nt('Meerschweinchen'),
      goodnight: 'Meerschweinchen',
      lines: [
        () => 'Ein Meerschweinchen quiekte, quiek, quiek, und knabberte an einem Blatt.',
        (x) => `${Er(x)} gab dem Meerschweinchen ein Stück Gurke, knabber, knabber.`,
      ],
    },
    hamster: {
      noun: m('Hamster'),
      goodnight: 'kleiner Hamster',
      lines: [
        () => 'Ein Hamster stopfte sich die Backen voll, bis sie ganz rund waren.',
        (x) => `${Er(x)} sah zu, wie der Hamster in seinem Laufrad rannte, rundherum, rundherum.`,
      ],
    },
    tortoise: {
      noun: f('Schildkröte'),
      goodnight: 'kleine Schildkröte',
      lines: [
        () => 'Eine Schildkröte streckte den Kopf aus dem Panzer und lief weiter, langsam, ganz langsam.',
        (x) => `${Er(x)} gab der Schildkröte ein Salatblatt, und sie knabberte ganz langsam daran.`,
      ],
    },
    cake: {
      noun: m('Kuchen'),
      goodnight: 'leckerer Kuchen',
      lines: [
        (x) => `Es gab Kuchen, und ${erUnd(x)} aß ein Stück, mit Krümeln auf der Nase.`,
        () => 'Ein großer Kuchen mit bunten Streuseln stand auf dem Tisch, mmh!',
      ],
    },
    icecream: {
      noun: nt('Eis'),
      goodnight: 'leckeres Eis',
      lines: [
        (x) => `${Er(x)} bekam ein Eis, kalt und süß, schleck, schleck.`,
        () => 'Das Eis war so kalt, dass kleine Zähne kribbelten.',
      ],
    },
    pancakes: {
      noun: bare('Pfannkuchen', 'die Pfannkuchen', true),
      goodnight: 'Pfannkuchen',
      // How they were, never a second eating: the parent's own words already tell who made them and when.
      lines: [() => 'Die Pfannkuchen waren warm und weich, eingerollt wie eine kleine Decke.'],
    },
    pasta: {
      // `Nudeln`, never `Spaghetti`: the parent's Spätzle, Maultaschen and Nudeln are all pasta.
      noun: bare('Nudeln', 'die Nudeln', true),
      goodnight: 'Nudeln',
      lines: [(x) => `${Er(x)} pikste die Nudeln eine nach der anderen auf ${sein(x, 'e')} Gabel.`],
    },
    pizza: {
      noun: bare('Pizza', 'die Pizza'),
      goodnight: 'Pizza',
      lines: [() => 'Die Pizza war warm und voller Käse und in kleine Dreiecke geschnitten.'],
    },
    soup: {
      noun: bare('Suppe', 'die Suppe'),
      goodnight: 'warme Suppe',
      lines: [(x) => `${Er(x)} pustete auf die warme Suppe, fuuh, fuuh, und aß alles auf.`],
    },
    bread: {
      // The parent's bread may be a slice spread at lunch, a roll or toast: the line names no roll and no butter.
      noun: bare('Brot', 'das Brot'),
      goodnight: 'leckeres Brot',
      lines: [(x) => `Das Brot schmeckte ${ihm(x)} richtig gut, bis zum letzten Krümel.`],
    },
    cookies: {
      noun: pl('Kekse', 'Keksen'),
      goodnight: 'Kekse',
      lines: [(x) => `${Er(x)} knabberte einen Keks, knusper, knusper, knusper.`],
    },
    fruit: {
      noun: bare('Obst', 'das Obst'),
      goodnight: 'leckeres Obst',
      lines: [() => 'In einer kleinen Schüssel lag saftiges Obst, süß und klebrig.'],
    },
    strawberries: {
      noun: bare('Erdbeeren', 'die Erdbeeren', true),
      goodnight: 'Erdbeeren',
      lines: [(x) => `${Er(x)} pflückte rote Erdbeeren, eine für die Schüssel und eine für den Mund.`],
    },
    apple: {
      noun: { nom: 'ein Apfel', akk: 'einen Apfel', dat: 'einem Apfel', pl: false },
      goodnight: 'runder Apfel',
      // Apples may have been baked, picked or bought as much as eaten: the line says only that they were there.
      lines: [() => 'Glänzende Äpfel waren auch dabei, rund und rot.'],
    },
    banana: {
      noun: { nom: 'eine Banane', akk: 'eine Banane', dat: 'einer Banane', pl: false },
      goodnight: 'Banane',
      lines: [(x) => `${Er(x)} schälte ganz allein eine Banane.`],
    },
    picnic: {
      noun: nt('Picknick'),
      goodnight: 'Picknickdecke',
      lines: [() => 'Sie machten ein Picknick auf einer karierten Decke, mit Broten und Saft.'],
    },
    ball: {
      noun: m('Ball'),
      goodnight: 'Hüpfball',
      lines: [(x) => `${Er(x)} kickte einen Ball, und der hüpfte davon, hopp, hopp, hopp.`],
    },
    balloon: {
      noun: m('Luftballon'),
      goodnight: 'roter Luftballon',
      lines: [
        (x) =>
          `${Er(x)} hielt einen roten Luftballon an einer Schnur, und der Ballon tanzte über ${sein(x, 'em')} Kopf.`,
      ],
    },
    kite: {
      noun: m('Drachen'),
      goodnight: 'Drachen am Himmel',
      lines: [() => 'Ein Drachen tanzte hoch am Himmel, und sein Schwanz wackelte.'],
    },
    bubbles: {
      noun: pl('Seifenblasen'),
      goodnight: 'Seifenblasen',
      lines: [(x) => `${Er(x)} pustete Seifenblasen, die davonschwebten und plopp machten.`],
    },
    blocks: {
      noun: pl('Bauklötze', 'Bauklötzen'),
      goodnight: 'Bauklötze',
      lines: [(x) => `${Er(x)} stapelte die Bauklötze, höher und höher.`],
    },
    puzzle: {
      noun: nt('Puzzle'),
      goodnight: 'Puzzle',
      lines: [(x) => `${Er(x)} legte das letzte Puzzleteil an seinen Platz, klick.`],
    },
    book: {
      noun: nt('Buch'),
      goodnight: 'Geschichtenbuch',
      lines: [() => 'Es gab eine Geschichte mit vielen Bildern, und alle hörten zu.'],
    },
    drawing: {
      noun: nt('Bild'),
      goodnight: 'Buntstifte',
      lines: [(x) => `${Er(x)} malte ein Bild in großen, leuchtenden Farben.`],
    },
    doll: {
      noun: f('Puppe'),
      goodnight: 'Püppchen',
      lines: [(x) => `${Er(x)} wiegte die Puppe sanft in ${sein(x, 'en')} Armen.`],
    },
    teddy: {
      noun: nt('Kuscheltier'),
      goodnight: 'Kuscheltier',
      // The soft toy may have been given away or lent that day: its line says nothing of whose arms hold it.
      lines: [() => 'Das Kuscheltier war weich und flauschig, genau richtig zum Liebhaben.'],
    },
    toyCar: {
      noun: nt('Spielzeugauto'),
      goodnight: 'kleines Auto',
      lines: [(x) => `${Er(x)} ließ ein kleines Auto über den Boden flitzen, brumm, brumm.`],
    },
    sandcastle: {
      noun: f('Sandburg'),
      goodnight: 'Sandburg',
      lines: [(x) => `${Er(x)} klopfte den Sand zu einer kleinen runden Burg.`],
    },
    swing: {
      noun: f('Schaukel'),
      goodnight: 'Schaukel',
      lines: [(x) => `${Er(x)} schaukelte hoch hinauf, huii, und wieder hinunter.`],
    },
    slide: {
      noun: f('Rutsche'),
      goodnight: 'Rutsche',
      // Said before a hurt too: a slide that ends well, so it is no fall the parent did not tell.
      lines: [(x) => `${Er(x)} rutschte die Rutsche hinunter, schwupp, bis ganz nach unten.`],
    },
    song: {
      noun: nt('Lied'),
      goodnight: 'fröhliche Lieder',
      lines: [(x) => `${Er(x)} sang ein kleines Lied, lalala.`],
    },
    scooter: {
      noun: m('Roller'),
      goodnight: 'Roller',
      lines: [(x) => `${Er(x)} fuhr auf ${sein(x, 'em')} Roller, schubs, schubs, und sauste los.`],
    },
    bike: {
      noun: nt('Rad'),
      goodnight: 'kleines Rad',
      lines: [(x) => `${Er(x)} fuhr auf ${sein(x, 'em')} Rad, und die Räder drehten sich rundherum.`],
    },
    boat: {
      noun: nt('Boot'),
      goodnight: 'kleines Boot',
      lines: [() => 'Ein kleines Boot schaukelte auf dem Wasser, auf und ab.'],
    },
    tractor: {
      noun: m('Traktor'),
      goodnight: 'großer Traktor',
      lines: [() => 'Ein großer Traktor tuckerte vorbei, tuck, tuck, tuck.'],
    },
    bus: {
      noun: m('Bus'),
      goodnight: 'großer Bus',
      // Who pressed the stop button is the parent's to tell (`weil sie nich auf den knopf drücken durfte`): the line
      // only rides along.
      lines: [() => 'Der große Bus brummte durch die Straßen, und die Scheibenwischer machten wisch, wasch.'],
    },
    train: {
      noun: m('Zug'),
      goodnight: 'Tschu-tschu-Zug',
      lines: [() => 'Ein Zug fuhr vorbei, tschu-tschu, ratatam.'],
    },
    car: {
      noun: nt('Auto'),
      goodnight: 'Auto',
      lines: [(x) => `${Er(x)} saß in ${sein(x, 'em')} Kindersitz und schaute, wie die Welt vorbeizog.`],
    },
    plane: {
      noun: nt('Flugzeug'),
      goodnight: 'Flugzeug',
      lines: [() => 'Hoch am Himmel flog ein Flugzeug vorbei, ganz klein und ganz weit weg.'],
    },
    rain: {
      noun: m('Regen'),
      goodnight: 'Regen',
      lines: [() => 'Der Regen tropfte ans Fenster, tropf, tropf, tropf.'],
    },
    puddle: {
      noun: pl('Pfützen'),
      goodnight: 'Pfützen',
      lines: [(x) => `${Er(x)} sprang in eine Pfütze, platsch!`],
    },
    snow: {
      noun: m('Schnee'),
      goodnight: 'Schneeflocken',
      lines: [() => 'Weiche Schneeflocken fielen, langsam und weiß.'],
    },
    sun: {
      noun: f('Sonne'),
      goodnight: 'Sonnenschein',
      lines: [() => 'Die Sonne schien den ganzen Tag, warm und hell.'],
    },
    wind: {
      noun: m('Wind'),
      goodnight: 'Wind',
      lines: [() => 'Der Wind pustete, huhu, huhu, und die Blätter tanzten.'],
    },
    rainbow: {
      noun: m('Regenbogen'),
      goodnight: 'Regenbogen',
      lines: [() => 'Da war auch ein Regenbogen, rot, gelb, grün und blau.'],
    },
    flowers: {
      noun: pl('Blumen'),
      goodnight: 'Blumen',
      lines: [(x) => `${Er(x)} roch an den Blumen, schnupper, schnupper, mmh.`],
    },
    leaves: {
      noun: pl('Blätter', 'Blättern'),
      goodnight: 'raschelnde Blätter',
      lines: [(x) => `${Er(x)} stapfte durchs Laub, raschel, knister, raschel.`],
    },
    shells: {
      noun: pl('Muscheln'),
      goodnight: 'Muscheln',
      lines: [(x) => `${Er(x)} fand eine Muschel und hielt sie ans Ohr.`],
    },
    stones: {
      noun: pl('Steine', 'Steinen'),
      goodnight: 'Kieselsteine',
      lines: [(x) => `${Er(x)} steckte glatte Kieselsteine in ${sein(x, 'e')} Tasche.`],
    },
    tree: {
      noun: m('Baum'),
      goodnight: 'großer Baum',
      lines: [(x) => `${Er(x)} umarmte einen großen alten Baum, und die Rinde fühlte sich holprig an.`],
    },
    water: {
      noun: nt('Wasser'),
      goodnight: 'Planschwasser',
      lines: [(x) => `${Er(x)} planschte im Wasser, plitsch, platsch.`],
    },
  },
  people: {
    mum: { ref: named('Mama', F), goodnight: 'Mama' },
    dad: { ref: named('Papa', M), goodnight: 'Papa' },
    grandma: { ref: named('Oma', F), goodnight: 'Oma' },
    grandpa: { ref: named('Opa', M), goodnight: 'Opa' },
    grandparents: { ref: named('Oma und Opa', PL), goodnight: 'Oma und Opa' },
    brother: {
      ref: ref('der Bruder', 'den Bruder', 'dem Bruder', 'lieber Bruder', M),
      goodnight: 'lieber Bruder',
    },
    sister: {
      ref: ref('die Schwester', 'die Schwester', 'der Schwester', 'liebe Schwester', F),
      goodnight: 'liebe Schwester',
    },
    baby: { ref: ref('das Baby', 'das Baby', 'dem Baby', 'kleines Baby', NT), goodnight: 'kleines Baby' },
    friend: {
      ref: ref('ein anderes Kind', 'ein anderes Kind', 'einem anderen Kind', 'liebes Kind', NT),
      goodnight: 'ihr Spielfreunde',
    },
    friends: {
      ref: ref('die anderen Kinder', 'die anderen Kinder', 'den anderen Kindern', 'ihr Kinder', PL),
      goodnight: 'ihr Freunde',
    },
    teacher: {
      ref: ref('die Erzieherin', 'die Erzieherin', 'der Erzieherin', 'liebe Erzieherin', F),
      goodnight: 'liebe Erzieherin',
    },
    doctor: {
      ref: ref('die Kinderärztin', 'die Kinderärztin', 'der Kinderärztin', 'liebe Kinderärztin', F),
      goodnight: 'liebe Kinderärztin',
    },
    aunt: { ref: ref('die Tante', 'die Tante', 'der Tante', 'liebe Tante', F), goodnight: 'liebe Tante' },
    uncle: { ref: ref('der Onkel', 'den Onkel', 'dem Onkel', 'lieber Onkel', M), goodnight: 'lieber Onkel' },
    cousin: { ref: ref('der Cousin', 'den Cousin', 'dem Cousin', 'lieber Cousin', M), goodnight: 'lieber Cousin' },
  },
  events: {
    birthday: [
      // Whose birthday it was is the parent's to tell, and a shy child need not have sung along.
      () => 'Heute war ein Geburtstag, und das machte den ganzen Tag besonders.',
      () => 'Es wurde ein Geburtstagslied gesungen, und alle klatschten dazu.',
    ],
    newBaby: [
      () => 'Es gab ein neues Baby in der Familie, winzig klein und süß.',
      () => 'Ein neues Baby war auf die Welt gekommen, und die Familie war ein Stückchen größer.',
    ],
    firstDay: [
      (x) => `Für ${x.h.akk} war heute ein erstes Mal, und das ist etwas ganz Besonderes.`,
      () => 'Heute war es das erste Mal, und alles war ganz neu.',
    ],
    moving: [
      () => 'Heute drehte sich alles um einen Umzug, mit Kisten und einem großen Wagen.',
      () => 'Bei einem Umzug wird alles eingepackt und woanders wieder ausgepackt, Kiste für Kiste.',
    ],
    haircut: [
      // The cut itself is the parent's to tell (`haare schneiden`): the line only hears the scissors, never says it again.
      () => 'Die Schere klapperte leise, schnipp, schnapp, ganz nah am Ohr.',
      () => 'Schnipp, schnapp, machte die Schere, und die Haare waren kurz und ordentlich.',
    ],
    holiday: [
      () => 'Heute war ein ganz besonderer Tag, anders als sonst.',
      () => 'Heute war alles ein bisschen besonders, wie ein kleines Abenteuer.',
    ],
    dentist: [
      // How the child behaved on the chair is the parent's to tell: no brushing shown that nobody wrote.
      () => 'Beim Zahnarzt war alles hell und sauber, und es roch ein bisschen nach Minze.',
      () => 'Die Zähne wurden gezählt, einer nach dem anderen, und alle waren stark und sauber.',
    ],
    market: [
      () => 'Der Markt war bunt und voller Leben.',
      (x) => `${Er(x)} trug selbst eine kleine Papiertüte bis nach Hause.`,
    ],
    aquarium: [
      () => 'Überall leuchtete das Wasser blau, fast wie unter dem Meer.',
      (x) => `${Er(x)} winkte den Fischen, und ein kleiner Fisch schwamm ganz nah heran.`,
    ],
  },
  festival: [
    (x) => `Heute war ${x.name}, und alle freuten sich schon am Morgen darauf.`,
    (x) => `Endlich war ${x.name}, und alle hatten gute Laune.`,
    (x) => `Es war ${x.name}, und überall war es fröhlich und ein bisschen aufgeregt.`,
  ],
  typed: [
    (x) => `Danach stand für ${x.first ? x.h.akk : x.h.ihn} noch etwas auf dem Plan: ${typedWords(x.what)}.`,
    (x) =>
      `${x.first ? cap(x.h.nom) : cap(x.h.er)} ${v(x.h, 'hatte', 'hatten')} an diesem Tag noch etwas vor: ${typedWords(x.what)}.`,
    (x) => `Und dann hieß es für ${x.first ? x.h.akk : x.h.ihn}: ${typedWords(x.what)}.`,
    (x) => `Dann ging der Tag für ${x.first ? x.h.akk : x.h.ihn} so weiter: ${typedWords(x.what)}.`,
  ],
  // The parent's own doing may be someone else's (`mama war mit im becken`): the child is named, never a `sie` that
  // would read as the grown-up just told.
  typedFeel: [
    (x) => `${cap(x.h.nom)} ${v(x.h, 'ließ', 'ließen')} sich Zeit, Schritt für Schritt.`,
    () => 'Es gab viel zu sehen und viel zu hören.',
    (x) => `${cap(x.h.nom)} ${v(x.h, 'war', 'waren')} mit ganzem Herzen dabei.`,
    // On a day of sad news (a poorly pet taken to the vet) the parent's own doing is never called great fun.
    (x) =>
      x.sad
        ? `${cap(x.h.er)} ${v(x.h, 'blieb', 'blieben')} die ganze Zeit ganz ruhig und lieb.`
        : 'Das machte so viel Spaß, dass die Zeit wie im Flug verging.',
    (x) => `${cap(x.h.nom)} ${v(x.h, 'machte', 'machten')} mit, so gut ${x.h.er} ${v(x.h, 'konnte', 'konnten')}.`,
  ],
  typedMemory: [
    (x) =>
      `${x.first ? cap(x.h.nom) : cap(x.h.er)} ${v(x.h, 'dachte', 'dachten')} noch einmal an heute: ${typedWords(x.list)}.`,
    (x) => `Auch das gehörte zu ${x.h.sein}em Tag: ${typedWords(x.list)}.`,
    (x) => `Und nicht zu vergessen: ${typedWords(x.list)}.`,
  ],
  join(items) {
    const words = items.map(typedWords).filter((item) => item !== '');
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} und ${words.at(-1)}`;
  },
  // The child's own words, said by the child: the companion never speaks them for the child.
  said: [
    (x) => `${x.first ? cap(x.h.nom) : cap(x.h.er)} sagte: „${saidWords(x.words)}“`,
    (x) => `Und dann sagte ${x.h.nom}: „${saidWords(x.words)}“`,
    (x) => `Da sagte ${x.h.nom}: „${saidWords(x.words)}“`,
  ],
  meet: [
    (x) => `Das ist ${x.h.nom}, ${lookWords(x.look)}.`,
    (x) => `Hier kommt ${x.h.nom}, ${lookWords(x.look)}.`,
    (x) => `Darf ich vorstellen: ${x.h.nom}, ${lookWords(x.look)}.`,
  ],
  relation(word, relation) {
    // The family's own word for a grandparent (`Omi`, `Omama`, `Opapa`, `Grosi`): the story calls them so, not Oma.
    if (relation !== 'grandma' && relation !== 'grandpa') return undefined;
    const lower = word.toLocaleLowerCase('de').replace(/(?<=[aio])[’']?s$/u, '');
    if (lower === 'oma' || lower === 'opa' || !GRANDPARENT_WORDS.includes(lower)) return undefined;
    const name = cap(lower);
    return { ...named(name, relation === 'grandma' ? F : M), goodnight: name };
  },
  named(name, word, relation, pet) {
    // `Omas Garten`, `Oma’s`: the relation without its genitive s.
    const lower = word.toLocaleLowerCase('de').replace(/^(oma|omi|opa|opi)[’']?s$/u, '$1');
    if (pet) {
      const kind = PET_KINDS.includes(lower) ? cap(lower) : PET_DEFAULT[pet];
      const full = kind ? `${kind} ${name}` : name;
      return named(
        full,
        /^(katze|mieze|stute|henne|puppe|schildkröte)/u.test(lower) ||
          (!PET_KINDS.includes(lower) && pet === 'tortoise')
          ? F
          : M,
      );
    }
    // A child calls Mama and Papa by what they are, not by their first name.
    if (relation === 'mum') return named('Mama', F);
    if (relation === 'dad') return named('Papa', M);
    const title = (fallback: string) => `${RELATION_WORDS.includes(lower) ? cap(lower) : fallback} ${name}`;
    if (relation === 'grandma') return named(title('Oma'), F);
    if (relation === 'grandpa') return named(title('Opa'), M);
    if (relation === 'aunt') return named(title('Tante'), F);
    if (relation === 'uncle') return named(title('Onkel'), M);
    if (relation === 'cousin')
      return /^(cousine|kusine)/u.test(lower) ? named(`Cousine ${name}`, F) : named(`Cousin ${name}`, M);
    if (relation === 'baby') return named(`Baby ${name}`, { er: name, ihn: name, ihm: name, sein: name, pl: false });
    if (relation === 'teacher' && /^(tagesmutter|tagesmama)$/u.test(lower)) return named(`Tagesmutter ${name}`, F);
    if (relation === 'teacher' && /^(tagesvater|tagespapa)$/u.test(lower)) return named(`Tagesvater ${name}`, M);
    // Brothers, sisters, friends and teachers are called by their name, with the gender their word gives.
    if (
      relation === 'sister' ||
      /^(schwester|freundin|erzieherin|lehrerin|kindergärtnerin|babysitterin|nachbarin)/u.test(lower)
    )
      return named(name, F);
    if (relation === 'brother' || /^(bruder|freund|erzieher|lehrer|kindergärtner|nachbar)/u.test(lower))
      return named(name, M);
    return named(name, { er: name, ihn: name, ihm: name, sein: name, pl: false });
  },

  evening: {
    dinner: [
      (x) =>
        x.t
          ? `Am Abend aß ${x.h.nom} ${x.t.akk}, mmh, lecker.`
          : `Am Abend saß ${x.h.nom} am Tisch und aß ein warmes Abendessen.`,
      (x) =>
        x.t
          ? `Zum Abendbrot gab es ${x.t.akk}, und ${x.h.nom} aß alles auf.`
          : `Beim Abendbrot aß ${x.h.nom} bis zum allerletzten Bissen, und der Teller war leer.`,
      (x) => `Als sich der Himmel rosa färbte, kam ${x.h.nom} zum Abendessen an den Tisch.`,
      (x) => `Die Sonne ging unter, und ${x.h.nom} aß ${x.t ? x.t.akk : 'ein gemütliches Abendbrot'} am Küchentisch.`,
      (x) =>
        `${cap(x.h.nom)} hatte Hunger nach dem langen Tag, also ${x.t ? `${x.t.pl ? 'schmeckten' : 'schmeckte'} ${x.t.def ?? x.t.nom}` : 'schmeckte das Essen'} besonders gut.`,
      (x) => `Die Lampen gingen an, und ${x.h.nom} setzte sich an den Tisch${x.t ? `, um ${x.t.akk} zu essen` : ''}.`,
      (x) => `Am Abend duftete das Haus nach Essen, und ${x.h.nom} wusch sich die Hände.`,
      (x) => `Es wurde Abend, und ${x.h.nom} half, den Tisch zu decken, ein Löffel, zwei Löffel.`,
      (x) => `Am frühen Abend setzte sich ${x.h.nom} zum Essen an den Tisch${x.t ? `, und es gab ${x.t.akk}` : ''}.`,
      (x) => `Draußen vor dem Fenster wurde der Himmel orange, und ${x.h.nom} aß ${x.t ? x.t.akk : 'etwas Warmes'}.`,
    ],
    bath: [
      () => 'Dann kam ein warmes Bad, mit Schaum bis zum Kinn.',
      (x) => `${Er(x)} planschte in der Badewanne, und die Blasen machten plopp, plopp.`,
      () => 'In der Wanne war es warm und seifig, und die Quietscheente schwamm vorbei.',
      (x) => `${Er(x)} wusch sich das Gesicht und die Knie und den Bauch im warmen Wasser.`,
      () => 'Das Badewasser war genau richtig, nicht zu heiß und nicht zu kalt.',
      (x) => `${Er(x)} machte sich in der Wanne einen Bart aus Schaum, ho, ho, ho.`,
      () => 'Plitsch, platsch, im warmen Bad wurde der Tag weggespült.',
      (x) => `${Er(x)} wurde schnell gewaschen und mit einem flauschigen Handtuch abgerubbelt.`,
      () => 'Warmes Wasser, weiche Seife und ein flauschiges Handtuch: Der Abend war gemütlich.',
      (x) => `${Er(x)} zählte die Blasen in der Wanne, eins, zwei, ganz viele.`,
    ],
    pyjamas: [
      (x) => `Dann zog ${x.h.er} einen weichen Schlafanzug an und putzte die Zähne, schrubb, schrubb.`,
      // No heating: the evening may close a hot summer day.
      (x) => `${cap(sein(x, ''))} Schlafanzug war frisch gewaschen und ganz weich.`,
      (x) => `${Er(x)} putzte sich die Zähne, oben und unten, und spuckte aus, ptü.`,
      (x) => `${Er(x)} suchte sich den Schlafanzug mit den kleinen Sternen aus.`,
      (x) => `Weicher Schlafanzug an, Zähnchen blitzblank, und schon war ${x.h.er} fast bettfertig.`,
      (x) => `${Er(x)} zog ${sein(x, 'en')} Schlafanzug an, Arme rein, Kopf durch, plopp.`,
      () => 'Dann gab es den kuscheligen Schlafanzug und einen kleinen Schluck Wasser.',
      (x) => `${Er(x)} putzte sich die Zähne und summte dabei ein Liedchen.`,
      (x) => `Kuschelig im Schlafanzug tapste ${x.h.er} barfuß ins Schlafzimmer.`,
      (x) => `${Er(x)} zog ${sein(x, 'en')} weichsten Schlafanzug an, und ${x.h.ihm} wurde ganz warm.`,
    ],
  },
  memory: [
    (x) => `${Er(x)} dachte auch noch an ${x.list} und lächelte.`,
    (x) => `${Er(x)} erinnerte sich gern an ${x.list}, was für ein voller Tag.`,
    (x) => `${Er(x)} dachte noch einmal an ${x.list}, und ${x.h.ihm} wurde ganz warm ums Herz.`,
  ],
  night: {
    tuck: [
      (x) => `Als der Mond aufging, kuschelte sich ${x.h.nom} unter einer weichen Decke ins Bett.`,
      (x) => `Die Sterne gingen einer nach dem anderen auf, und ${x.h.nom} kletterte ins Bett.`,
      (x) =>
        x.c
          ? `${cap(x.h.nom)} lag im Bett, und ${x.c.nom} kuschelte sich ganz dicht daneben.`
          : `${cap(x.h.nom)} lag im Bett und wurde schön zugedeckt.`,
      (x) => `Draußen war die Nacht dunkel und still, und ${x.h.nom} lag warm im Bett.`,
      (x) => `${cap(x.h.nom)} kuschelte sich mit dem Teddy ins Bett, und das Nachtlicht leuchtete sanft.`,
      (x) => `Der Mond schaute zum Fenster herein, als ${x.h.nom} ins Bett stieg.`,
      (x) => `${cap(x.h.nom)} kletterte ins Bett, und das Kissen war weich und kühl.`,
      (x) => `Es war Schlafenszeit, und ${x.h.nom} kuschelte sich tief unter die Decke.`,
      (x) => `Im Haus wurde es still, und ${x.h.nom} legte sich ins warme Bett.`,
      (x) => `${cap(x.h.nom)} wurde gut zugedeckt, und nur noch die Nasenspitze schaute heraus.`,
    ],
    goodnight: (items) => {
      const parts = items.map((item) => `gute Nacht, ${item}`);
      if (parts.length === 1) return `${cap(parts[0] ?? '')}.`;
      return `${cap(parts.slice(0, -1).join(', '))}, und ${parts.at(-1)}.`;
    },
    sleep: [
      (x) => `${cap(sein(x, 'e'))} Augen wurden schwer, und bald schlief ${x.h.er} tief und fest.`,
      (x) => `Mit einem kleinen Gähnen schloss ${x.h.er} die Augen und schlummerte ein.`,
      (x) => `Schlaf schön, ${x.h.voc}, und träum was Schönes.`,
      (x) => `${Er(x)} atmete langsam ein und aus und schlief ein.`,
      (x) => `Und ${x.h.er} träumte von etwas Schönem.`,
      () => 'Der Mond hielt Wache, und alles war still und sicher.',
      (x) => `Gute Nacht, ${x.h.voc}, schlaf gut.`,
      (x) => `Leise, ganz leise glitt ${x.h.er} in einen Traum.`,
      (x) => `${Er(x)} lächelte schläfrig und war bald eingeschlafen.`,
      () => 'Pscht, jetzt war alles still, und es war Zeit zum Träumen.',
    ],
  },
  dayTitles: {
    with: (x, who) => `${cap(x.h.nom)} und ${who.name}`,
    goodbye: (_, who) => `Tschüss, ${who.name}`,
    festival: (x, name) => `${cap(x.h.nom)} feiert ${name}`,
    trouble: (x, mishap) => {
      const n = cap(x.h.nom);
      const by: Partial<Record<typeof mishap, string>> = {
        cried: `${n} ist traurig`,
        tantrum: `${n} ist wütend`,
        shy: `${n} ist schüchtern`,
        tired: `${n} ist müde`,
        sick: `${n} ist krank`,
        ...(x.about ? { nursing: `${n} kümmert sich um ${x.about.akk}` } : {}),
        vaccine: `${n} bekommt einen Piks`,
        died: `${n} ist traurig`,
        // The day's own small rescue or search, over a stock title of the activity.
        stuck: `${n} und die große Rettung`,
        lost: `${n} sucht überall`,
      };
      return by[mishap];
    },
    event: (x, event) => {
      const n = cap(x.h.nom);
      // (`Zuris erster Tag`, `Max’ erster Tag`; a hero with an article, `Der erste Tag vom kleinen Fuchs`.)
      const first =
        x.h.nom === x.h.dat
          ? `${n}${/[sßxz]$/u.test(n) ? '’' : 's'} erster Tag`
          : `Der erste Tag ${prep('von', x.h.dat)}`;
      const by: Partial<Record<typeof event, string>> = {
        moving: `${n} zieht um`,
        firstDay: first,
        newBaby: `${n} und das neue Baby`,
      };
      return by[event];
    },
  },
  titles: [
    (x) => (x.a?.titel ? `${cap(x.h.nom)} ${x.a.titel}` : `Ein Tag mit ${x.h.dat}`),
    (x) => `${cap(x.h.nom)} und der Abendstern`,
    (x) => `Gute Nacht, ${x.h.voc}`,
    (x) => `Ein ganzer Tag mit ${x.h.dat}`,
    (x) => `Schlaf gut, ${x.h.voc}`,
    (x) => `${cap(x.h.nom)} und der schläfrige Mond`,
    (x) => `Was ${x.h.nom} heute erlebt hat`,
    (x) => `${cap(x.h.nom)} und die Sternennacht`,
    (x) => `${cap(x.h.nom)} und das Nachtlicht`,
    (x) => `${cap(x.h.nom)} sagt Gute Nacht`,
  ],
  list(items) {
    // The day's own things, as they were (`dachte noch an die Erdbeeren`), not things in general (`an Erdbeeren`).
    const words = items.map((item) =>
      item.def ? item.def.replace(/^der (?=\p{L})/u, item.pl ? 'der ' : 'den ') : item.akk,
    );
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} und ${words.at(-1)}`;
  },
};

/**
 * Whom the sad news is about never comforts or keeps company in it: when Oma is in hospital or has died, the lines
 * that would name her beside the hero name a kind grown-up instead, never the child's companion.
 */
const notAbout =
  (line: Line<R, N>): Line<R, N> =>
  (x) => {
    const about = x.about;
    if (!about) return line(x);
    return line({
      ...x,
      // (The companion comforts no quarrel in a grown-up's place: the pack's kind grown-up does.)
      helper: x.helper.nom === about.nom ? GROWN_UP : x.helper,
      p: x.p?.nom === about.nom ? undefined : x.p,
    });
  };
/**
 * Once the trouble names someone with the hero's own pronoun (`Opa Heinz`, and the hero `er`), the trouble's lines
 * call the hero by name: `Der kleine Fuchs hatte ihn sehr lieb`, never an `er` that could be either.
 */
const heroByName =
  (line: Line<R, N>): Line<R, N> =>
  (x) =>
    x.about && x.about.er === x.h.er && x.h.er !== x.h.nom
      ? line({ ...x, first: true, h: { ...x.h, er: x.h.nom, ihn: x.h.akk, ihm: x.h.dat } })
      : line(x);
for (const id of ['scared', 'tantrum', 'sick', 'hospital', 'died', 'missing', 'goodbye'] as const) {
  const text = de.problems[id];
  de.problems[id] = { uhOh: [text.uhOh[0].map(heroByName), text.uhOh[1].map(heroByName)], fix: text.fix };
}
for (const id of ['sick', 'hospital', 'died', 'missing', 'goodbye'] as const) {
  const text = de.problems[id];
  de.problems[id] = { uhOh: text.uhOh, fix: [text.fix[0].map(notAbout), text.fix[1].map(notAbout)] };
}
de.later = de.later.map(notAbout);
de.comfort = de.comfort.map(notAbout);
de.quiet = {
  arrive: de.quiet.arrive.map(notAbout),
  do: de.quiet.do.map(notAbout),
  sense: de.quiet.sense.map(notAbout),
};
