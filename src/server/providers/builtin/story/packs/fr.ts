import type { ChildPronoun } from '../../../../../shared/account.ts';
import type { PersonId } from '../../lexicon/concepts.ts';
import { givenName, spelledName } from '../../lexicon/given-names.ts';
import { type Ctx, type HeroInput, listOf, type StoryPack } from '../pack.ts';
import { present, spelled } from '../retell/fr.ts';

/**
 * French. Told in the present tense, as French picture books often are (« Petit Ours se réveille… »). The catalog
 * heroes are proper names, capitalised and without an article (« Petit Lapin », « Petite Chouette »), like the classic
 * French picture-book heroes; family words are names too (« Maman », « Mamie »). Lines write no space before
 * `! ? : ;` and `polish` adds the no-break spaces French typography wants, also inside « ».
 *
 * A person knows its gender and number (adjectives and verbs agree with them) and its forms after « à » and « de »
 * (« au docteur », « du docteur »). The child's real name is unknown here (a placeholder stands for it), so it is
 * never put after a word that would elide before a vowel (« de », « que »), not even as the helper.
 */
type R = {
  /** As said inside a sentence: `Petit Ours`, `Maman`, `la maîtresse`, `Papi et Mamie`. */
  name: string;
  /** After « à »: `à Maman`, `au docteur`. */
  a: string;
  /** After « de »: `de Maman`, `du docteur`, `d’Émile`. */
  de: string;
  /** Subject pronoun; a child without a pronoun gets the name again. */
  il: string;
  /** Direct object pronoun before a consonant: `le`, `la`, `les`. */
  le: string;
  /** Indirect object pronoun: `lui`, `leur`. */
  lui: string;
  fem: boolean;
  pl: boolean;
  /** A grandparent: a visit « chez » them is told with them, not with an invented « Papi et Mamie ». */
  grand?: boolean;
  /** Someone of the family, a friend or a grown-up the parent named: never a thing that gets lost. */
  person?: boolean;
  /** As the child calls them at goodnight, without « sa » (`nounou Fatou`, not `sa nounou Fatou`). */
  bare?: string;
};
/** A noun with its article: `le` (definite), `un` (indefinite or partitive), `de` (where one falls from). */
type N = { le: string; un: string; de: string };
type X = Ctx<R, N>;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const VOWEL = /^[aeiouyàâäéèêëîïôöûùüæœ]/iu;
/** « de » before a name: `d’Émile`, `de Petit Ours`. */
const deName = (name: string) => (VOWEL.test(name) ? `d’${name}` : `de ${name}`);
/** « que » before a name: `qu’Émile`, `que Petit Ours`. */
const queName = (name: string) => (VOWEL.test(name) ? `qu’${name}` : `que ${name}`);
/** « à » and « de » before a noun phrase with its article: `au parc`, `de la plage`, `des copains`. */
const aOf = (the: string) =>
  the.startsWith('le ') ? `au ${the.slice(3)}` : the.startsWith('les ') ? `aux ${the.slice(4)}` : `à ${the}`;
const deOf = (the: string) =>
  the.startsWith('le ')
    ? `du ${the.slice(3)}`
    : the.startsWith('les ')
      ? `des ${the.slice(4)}`
      : /^une? /u.test(the)
        ? `d’${the}`
        : `de ${the}`;

const named = (name: string, fem: boolean): R => ({
  name,
  a: `à ${name}`,
  de: deName(name),
  il: fem ? 'elle' : 'il',
  le: fem ? 'la' : 'le',
  lui: 'lui',
  fem,
  pl: false,
});
/** A family word used as a name (`Maman`), or a noun with its article (`son frère`, `la maîtresse`). */
const person = (name: string, fem: boolean, pl = false): R => {
  const proper = /^\p{Lu}/u.test(name);
  return {
    name,
    a: proper ? `à ${name}` : aOf(name),
    de: proper ? deName(name) : deOf(name),
    il: pl ? (fem ? 'elles' : 'ils') : fem ? 'elle' : 'il',
    le: pl ? 'les' : fem ? 'la' : 'le',
    lui: pl ? 'leur' : 'lui',
    fem,
    pl,
  };
};
const n = (le: string, un: string, de = deOf(le)): N => ({ le, un, de });

/** The hero as the subject: the name at the start of a scene, the pronoun after. */
const He = (x: X) => (x.first ? x.h.name : cap(x.h.il));
/** The stressed pronoun: `lui`, `elle` (`lui et un autre petit`). */
const me = (r: R) => (r.pl ? (r.fem ? 'elles' : 'eux') : r.fem ? 'elle' : 'lui');
/** An adjective or participle agreeing with someone: `ag(x.h, 'content', 'contente')`. */
const ag = (r: R, masculine: string, feminine: string) => (r.fem ? feminine : masculine);
/** A verb agreeing with someone: `v(hp(x), 'dit', 'disent')`. */
const v = (r: R, singular: string, plural: string) => (r.pl ? plural : singular);
/** ` avec Mamie`, ` avec Kiddo`, or nothing. */
/**
 * A cuddly typed as the day's thing (« doudou »): no doing to plan, a friend to name (not « au programme : doudou »),
 * and nothing said of where it is, which the parent's words may tell (lost, found, forgotten).
 */
function cuddlyOf(x: { h: R; what: string }): string | undefined {
  const cuddly = /^(?:(?:son|sa|le|la|mon|ma) )?(doudou|nounours|peluche|lapinou|doudou lapin|doudou ours)$/iu.exec(
    x.what.trim(),
  );
  if (!cuddly) return undefined;
  const word = (cuddly[1] ?? '').toLocaleLowerCase('fr');
  return `${word === 'peluche' ? 'La peluche' : word === 'lapinou' ? 'Lapinou' : `Le ${word}`} ${x.h.de} est un ami très, très précieux.`;
}

/** A date typed alone (« 14 juillet »): the day's feast, said as one, never as a programme item. */
const feastDayOf = (x: { h: R; what: string }) => {
  const date =
    /^(?:le )?(1er|\d{1,2}) (janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)$/iu.exec(
      x.what.trim(),
    );
  if (!date) return undefined;
  const month = (date[2] ?? '').toLowerCase();
  const day = `${date[1]} ${date[1] === '14' && month === 'juillet' ? 'Juillet' : month}`;
  return `Quel beau ${day} pour ${x.h.name} !`;
};
/** A kind grown-up who helps when nobody else is there. */
const GROWN = person('quelqu’un qui l’aime', false);
/** Whether someone is the one the day's trouble is about (who is away, in hospital or gone): they do not share it. */
const away = (x: X, r: R | undefined) => r !== undefined && x.about !== undefined && r.name === x.about.name;
/** Who helps: the helper, unless the trouble is about them (Papa away does not hug), then the child or a grown-up. */
const hp = (x: X): R => (away(x, x.helper) ? (x.c && !away(x, x.c) ? x.c : GROWN) : x.helper);
/** The doctor sees the child at the surgery: they build no cabin and go to no park with the child. */
const DOCTOR = /^(le docteur|la docteure|le médecin|la médecin|le dentiste|la dentiste)\b/u;
/** Who goes along, if anyone: not the one the trouble is about, nor the doctor. */
const buddy = (x: X) => (away(x, x.p) || (x.p && DOCTOR.test(x.p.name)) ? x.c : (x.p ?? x.c));
const avec = (x: X) => {
  const who = buddy(x);
  return who ? ` avec ${who.name}` : '';
};
/** Two names joined: `Licorne et Maman`, but `Licorne, Papi et Mamie`. */
const pair = (a: string, b: string) => (b.includes(' et ') ? `${a}, ${b}` : `${a} et ${b}`);
/** `Petit Ours et Mamie` or `Petit Ours`, with its verb: `both(x, 'va', 'vont')`. */
const andWho = (x: X) => {
  const other = buddy(x);
  return other ? pair(x.h.name, other.name) : x.h.name;
};
const both = (x: X, singular: string, plural: string) => (buddy(x) ? plural : singular);
const Helper = (x: X) => cap(hp(x).name);
/** The grandparents of a visit: the grandparent the parent named, else « ses grands-parents ». */
const gp = (x: X): R =>
  (x.p?.grand || (x.p && x.pGrand)) && !away(x, x.p)
    ? x.p
    : hp(x).grand
      ? hp(x)
      : { ...person('ses grands-parents', false, true), grand: true };

/** Each word of a catalog name capitalised, as a proper name: `Petit lapin` -> `Petit Lapin`. */
const properName = (name: string) =>
  name.replace(/(^|[\s-])(\p{L})/gu, (_all, space: string, letter: string) => space + letter.toUpperCase());

/** Kinds of pets and cuddly toys said with « sa » (« sa chienne Bella », « sa peluche Lili »). */
const FEMININE_KINDS =
  /^(chatte|chienne|jument|lapine|tortue|poule|poupée|peluche|perruche|souris|ponette|vache|chèvre|brebis|ânesse|oie|cane|licorne|girafe|grenouille|coccinelle)/u;

const SMALL_NUMBERS: Record<string, string> = {
  '2': 'deux',
  '3': 'trois',
  '4': 'quatre',
  '5': 'cinq',
  '6': 'six',
  '7': 'sept',
  '8': 'huit',
  '9': 'neuf',
  '10': 'dix',
};
/** Texting shorthands parents type, as a story reads them aloud. */
const SHORTHANDS: Record<string, string> = {
  tt: 'tout',
  tte: 'toute',
  ts: 'tous',
  bcp: 'beaucoup',
  qd: 'quand',
  pr: 'pour',
  ac: 'avec',
  avc: 'avec',
  ds: 'dans',
  pdt: 'pendant',
  '1er': 'premier',
  '1ere': 'première',
  '1ère': 'première',
  '1re': 'première',
  aprem: 'après-midi',
  aprèm: 'après-midi',
  biblio: 'bibliothèque',
  resto: 'restaurant',
};

/**
 * A parent's typed words as a story says them: no emoji or stray spaces, shorthands spelt out (« tt » is « tout »,
 * « 1er » is « premier »), small numbers in letters, « oe » tied (« œufs »), a leading article in lower case.
 */
function tidy(what: string): string {
  return what
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, ' ')
    .replace(/[\p{L}\p{N}]+/gu, (word) => {
      const lower = word.toLocaleLowerCase('fr');
      return SHORTHANDS[lower] ?? SMALL_NUMBERS[word] ?? word.replace(/^(s?)oe(u)/u, '$1œ$2').replace(/^Oe(u)/u, 'Œ$1');
    })
    .replace(/\(\s+/gu, '(')
    .replace(/\s+\)/gu, ')')
    .replace(/\(\s*\)/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\p{Lu}(?=\p{Ll}+(?:[ ,'’-]\p{Ll}|$))/u, (letter) => letter.toLocaleLowerCase('fr'));
}

/**
 * The gender of things a parent types as an activity without an article (« marmite en chocolat », « promenade de
 * Pistache »), by their first word: `f`, `m`, or `p` for a plural.
 */
const TYPED_GENDER: Record<string, 'm' | 'f' | 'p'> = {
  coiffeur: 'm',
  // December at home: « sapin », « calendrier de l’avent » typed alone are the moment of the tree, of the calendar.
  sapin: 'm',
  calendrier: 'm',
  marmite: 'f',
  promenade: 'f',
  balade: 'f',
  sortie: 'f',
  visite: 'f',
  fête: 'f',
  soirée: 'f',
  matinée: 'f',
  chasse: 'f',
  course: 'f',
  séance: 'f',
  lecture: 'f',
  histoire: 'f',
  cabane: 'f',
  tarte: 'f',
  glace: 'f',
  galette: 'f',
  pêche: 'f',
  cueillette: 'f',
  bataille: 'f',
  partie: 'f',
  kermesse: 'f',
  fondue: 'f',
  raclette: 'f',
  soupe: 'f',
  gâteau: 'm',
  // A farm's, a beach's or a pool's moment typed alone (« tracteur », « poney », « toboggan »): the moment of it.
  tracteur: 'm',
  poney: 'm',
  toboggan: 'm',
  manège: 'm',
  pédalo: 'm',
  potager: 'm',
  poulailler: 'm',
  traite: 'f',
  bouée: 'f',
  baignade: 'f',
  goûter: 'm',
  pique: 'm',
  'pique-nique': 'm',
  spectacle: 'm',
  cours: 'm',
  atelier: 'm',
  tour: 'm',
  défilé: 'm',
  carnaval: 'm',
  marché: 'm',
  jeu: 'm',
  bricolage: 'm',
  bain: 'm',
  bonhomme: 'm',
  château: 'm',
  concert: 'm',
  cinéma: 'm',
  match: 'm',
  anniversaire: 'm',
  repas: 'm',
  brunch: 'm',
  crêpes: 'p',
  jeux: 'p',
  courses: 'p',
  gaufres: 'p',
  biscuits: 'p',
  cookies: 'p',
};

/**
 * A typed thing with its article after « à » and « de » (`à la marmite en chocolat`, `du gâteau au yaourt`), when its
 * first word says its gender and it has no article yet; else undefined.
 */
/** Words typed alone that end in « -s » or « -x » yet are one thing. */
const SINGULAR_S = new Set([
  'bus',
  'jus',
  'repas',
  'tapis',
  'bras',
  'nez',
  'puits',
  'temps',
  'corps',
  'choix',
  'prix',
  'voix',
  'riz',
  'pois',
  'ours',
  'lynx',
  'cirque',
  'palais',
  'relais',
  'colis',
  'radis',
  'paradis',
  'marais',
]);

function articled(what: string): { au: string; du: string } | undefined {
  const text = tidy(what);
  const first = (text.split(' ')[0] ?? '').toLocaleLowerCase('fr');
  // A lone plural typed as the moment (« cailloux », « coquillages »): its « -s » or « -x » says it is several.
  const several = /^\p{Ll}{3,}[sx]$/u.test(text) && !SINGULAR_S.has(text) ? 'p' : undefined;
  const gender = TYPED_GENDER[first] ?? several;
  if (!gender || /^\p{Lu}/u.test(text)) return undefined;
  if (gender === 'p') return { au: `aux ${text}`, du: `des ${text}` };
  if (/^[aeiouyéèêàâîôœh]/u.test(first)) return { au: `à l’${text}`, du: `de l’${text}` };
  return gender === 'f' ? { au: `à la ${text}`, du: `de la ${text}` } : { au: `au ${text}`, du: `du ${text}` };
}

/** Participles of verbs said with « avoir » that a parent types as an activity (« nourri les poules »). */
const DONE = new Set([
  'fait',
  'vu',
  'joué',
  'nourri',
  'ramassé',
  'caressé',
  'mangé',
  'goûté',
  'gouté',
  'bu',
  'lu',
  'construit',
  'dessiné',
  'peint',
  'cuisiné',
  'visité',
  'fabriqué',
  'planté',
  'arrosé',
  'cueilli',
  'appris',
  'regardé',
  'écouté',
  'chanté',
  'dansé',
  'nagé',
  'couru',
  'grimpé',
  'sauté',
  'gagné',
  'aidé',
  'préparé',
  'donné',
  'trouvé',
  'attrapé',
  'lancé',
  'promené',
  'découvert',
  'rencontré',
  'observé',
  'nettoyé',
  'rangé',
  'acheté',
  'colorié',
  'collé',
  'découpé',
  'pétri',
  'cuit',
  'fêté',
  'soufflé',
  'ouvert',
  'offert',
  'reçu',
  'écrit',
  'compté',
  'appelé',
  'porté',
  'poussé',
  'roulé',
  'pédalé',
  'skié',
  'essayé',
  'réussi',
  'fini',
  'choisi',
  'rempli',
  'admiré',
  'pêché',
  'brossé',
  'lavé',
  'bricolé',
  'semé',
  'récolté',
  'assisté',
  'participé',
  'cherché',
  'exploré',
  'nourrie',
  'tenu',
  'conduit',
  'piloté',
  'testé',
  'imité',
  'fabriquée',
]);

/**
 * What the hero did, when the parent typed it as a verb (« a caressé un cochon », « nourri les poules »): `a caressé
 * un cochon`, with « tout seul » agreeing with the hero. Else nothing (the words are then told after a colon).
 */
/** Words in -er that are no verb a parent types first (`goûter d’anniversaire`, `dîner chez mamie`). */
const NOT_INFINITIVE_FR = new Set([
  'goûter',
  'gouter',
  'dîner',
  'diner',
  'déjeuner',
  'dejeuner',
  'super',
  'hiver',
  'premier',
  'dernier',
  'boucher',
  'boulanger',
  'verger',
  'rocher',
  'clocher',
  'panier',
  'escalier',
  'atelier',
  'cahier',
  'papier',
  'poulailler',
  'potager',
  'quartier',
  'sentier',
  'chantier',
  'pompier',
  'fermier',
  'cerisier',
  'pommier',
  'bélier',
  'sanglier',
  'levier',
  'tablier',
  'soulier',
  'collier',
  'grenier',
  'évier',
  'bonnier',
  'foyer',
  'loyer',
  'plancher',
  'danger',
  'berger',
  'léger',
  'étranger',
]);

function didPhrase(hero: R, what: string): string | undefined {
  // « au revoir nounou », « au revoir mamie »: a goodbye typed as a moment, said as the hero saying it.
  const bye = /^(?:au revoir|aurevoir|dire au revoir) (?:à |a )?(.+)$/iu.exec(tidy(what));
  if (bye?.[1]) {
    const who = bye[1];
    const carer = /^(nounou|nourrice|maîtresse|maitresse|maître|maitre|copine|copain|cousine|cousin)$/iu.exec(who);
    if (carer?.[1]) {
      const word = carer[1].toLocaleLowerCase('fr').replace('maitr', 'maîtr');
      return `dit au revoir à ${/^(nounou|nourrice|maîtresse|copine|cousine)$/u.test(word) ? 'sa' : 'son'} ${word}`;
    }
    if (/^(mamie|mamy|papi|papy|tata|tatie|tonton|maman|papa|mémé|pépé)$/iu.test(who))
      return `dit au revoir à ${cap(who)}`;
    if (/^(?:la |le |les |l’|sa |son |ses )|^\p{Lu}/u.test(who))
      return `dit au revoir à ${who}`.replace(/à le /u, 'au ').replace(/à les /u, 'aux ');
  }
  const words = tidy(what).split(' ');
  const start = ['a', 'on a', 'il a', 'elle a', 'est', 'on est', 'il est', 'elle est', 'sont', 'ils sont'].find(
    (lead) => words.slice(0, lead.split(' ').length).join(' ').toLocaleLowerCase('fr') === lead,
  );
  const rest = start ? words.slice(start.split(' ').length) : words;
  const verb = (rest[0] ?? '').toLocaleLowerCase('fr');
  if (rest.length < 2) return undefined;
  const alone = (phrase: string) =>
    phrase.replace(/\b(tout seul|toute seule|tout seuls|toutes seules)\b/gu, ag(hero, 'tout seul', 'toute seule'));
  // Verbs said with « être » agree with the hero: « allés voir les trains » is « est allée voir les trains ».
  const moved = /^(allé|venu|parti|monté|descendu|sorti|rentré|resté|arrivé|retourné)(?:e|s|es)?$/u.exec(verb);
  if (moved && !start?.endsWith('a')) {
    return alone(`est ${moved[1]}${hero.fem ? 'e' : ''} ${rest.slice(1).join(' ')}`);
  }
  // A doing typed as an infinitive of the first group (« tirer les rois », « arroser avec la lance »): done, in the
  // passé composé (« a tiré les rois »); going is « est allé(e) ».
  if (start === undefined && verb === 'aller')
    return alone(`est allé${hero.fem ? 'e' : ''} ${rest.slice(1).join(' ')}`);
  if (start === undefined && /^\p{Ll}{3,}er$/u.test(verb) && !NOT_INFINITIVE_FR.has(verb))
    return alone(`a ${verb.slice(0, -2)}é ${rest.slice(1).join(' ')}`);
  if (!DONE.has(verb) || (start !== undefined && !start.endsWith('a'))) return undefined;
  return alone(`a ${[verb, ...rest.slice(1)].join(' ')}`);
}

/** Infinitives of the other groups a parent types as a doing, with their present (one, several). */
const IRREGULAR_NOW: Record<string, [string, string]> = {
  voir: ['voit', 'voient'],
  prendre: ['prend', 'prennent'],
  faire: ['fait', 'font'],
  lire: ['lit', 'lisent'],
  construire: ['construit', 'construisent'],
  courir: ['court', 'courent'],
  cueillir: ['cueille', 'cueillent'],
  peindre: ['peint', 'peignent'],
  boire: ['boit', 'boivent'],
};

/**
 * The parent's own doing as the story tells it, in its present (« ramasser des châtaignes »: `ramasse des
 * châtaignes`, not `a ramassé` in a story told in the present); undefined as for `didPhrase`.
 */
function doingPhrase(hero: R, what: string): string | undefined {
  // « mamie », « chez papi » typed alone: a visit to them, not a bare word after « au programme ».
  const visit =
    /^(?:chez )?(mamie|mamy|mémé|mamé|papi|papy|pépé|papé|tata|tatie|tonton|grand-mère|grand-père|bonne-maman|bon-papa)$/iu.exec(
      tidy(what),
    );
  if (visit) return `${hero.pl ? 'vont' : 'va'} chez ${cap((visit[1] ?? '').toLocaleLowerCase('fr'))}`;
  // « papi Roger », « chez mamie Josette »: the visit names them as the story does, « Papi Roger ».
  const visitNamed =
    /^(?:chez )?(mamie|mamy|mémé|mamé|papi|papy|pépé|papé|tata|tatie|tonton|bonne-maman|bon-papa|grand-maman|grand-papa) (\p{Lu}[\p{L}-]*)$/u.exec(
      tidy(what).replace(/^\S+/u, (kinWord) => kinWord.toLocaleLowerCase('fr')),
    );
  if (visitNamed) return `${hero.pl ? 'vont' : 'va'} chez ${cap(visitNamed[1] ?? '')} ${visitNamed[2]}`;
  // « nounou », « chez la nounou » typed alone: the day at the childminder's, not a bare word after a colon.
  const minder = /^(?:chez )?(?:la |sa )?(nounou|nourrice|gardienne|assistante maternelle|assmat)$/iu.exec(tidy(what));
  if (minder) return `${hero.pl ? 'vont' : 'va'} chez sa ${(minder[1] ?? '').toLocaleLowerCase('fr')}`;
  // « maison », « à la maison » typed alone: a day at home, not a bare word after « au programme ».
  if (/^(?:(?:à|a) la )?maison$/iu.test(tidy(what))) return `${hero.pl ? 'restent' : 'reste'} à la maison`;
  // « appel en visio », « facetime avec mamie »: a call typed alone, said with its verb, and whom it was with.
  const call =
    /^(?:un |petit |un petit )?(?:appel|coup de fil) (?:en visio|vidéo|video)(?: (?:avec|à|a) (.+))?$|^(?:visio|facetime|skype)(?: (?:avec|à|a) (.+))?$/iu.exec(
      tidy(what),
    );
  if (call) {
    const withWhom = call[1] ?? call[2];
    return `${hero.pl ? 'font' : 'fait'} un appel en visio${withWhom ? ` avec ${withWhom.replace(/^(mamie|mamy|papi|papy|maman|papa|tata|tonton)(?!\p{L})/iu, (kin) => cap(kin.toLocaleLowerCase('fr')))}` : ''}`;
  }
  // « bus », « en tram » typed alone: the ride taken, not a bare word after « au programme ».
  const ride = /^(?:(?:le|en|un) )?(bus|tram|tramway|métro|metro|car)$/iu.exec(tidy(what));
  if (ride) {
    const vehicle = (ride[1] ?? '').toLocaleLowerCase('fr').replace(/^metro$/u, 'métro');
    return `${hero.pl ? 'prennent' : 'prend'} le ${vehicle}`;
  }
  // « tour de france »: the race is watched going by, not ridden.
  if (/^(?:le )?tour de france$/iu.test(tidy(what)))
    return `${hero.pl ? 'regardent' : 'regarde'} passer le Tour de France`;
  // « bon-papa bonne-maman », « papi et mamie » typed together: a visit to both.
  const kin =
    'mamie|mamy|mémé|mamé|papi|papy|pépé|papé|grand-mère|grand-père|bonne-maman|bon-papa|grand-maman|grand-papa';
  const both = new RegExp(`^(?:chez )?(${kin})(?: et | & | )(${kin})$`, 'iu').exec(tidy(what));
  if (both) {
    const who = [both[1], both[2]].map((one) => cap((one ?? '').toLocaleLowerCase('fr'))).join(' et ');
    return `${hero.pl ? 'vont' : 'va'} chez ${who}`;
  }
  // « voir les vaches », « prendre le train »: an infinitive of the other groups, in its present.
  const [first = '', ...after] = tidy(what).split(' ');
  const irregular = IRREGULAR_NOW[first.toLocaleLowerCase('fr')];
  if (irregular && after.length > 0) return `${irregular[hero.pl ? 1 : 0]} ${after.join(' ')}`;
  const did = didPhrase(hero, what);
  const done = did ? /^(a|est) (\p{L}+)(.*)$/u.exec(did) : null;
  if (!done) return did;
  const [, aux = '', participle = '', rest = ''] = done;
  if (aux === 'est' && /^allée?s?$/u.test(participle)) return `${hero.pl ? 'vont' : 'va'}${rest}`;
  const now = aux === 'a' ? present(participle, hero.pl) : undefined;
  return now ? `${now}${rest}` : did;
}

/** Someone the parent named with their relation (« mamie Josette », « sa nounou Nadia »), as the story names them. */
function namedPerson(name: string, lower: string, relation: PersonId | undefined): R {
  // Grandparents, aunts and uncles: the family word is part of the name (« Mamie Josette », « Tonton Seb »).
  if (relation && ['mum', 'dad', 'grandma', 'grandpa', 'aunt', 'uncle'].includes(relation)) {
    const full = named(`${cap(lower)} ${name}`, ['mum', 'grandma', 'aunt'].includes(relation));
    return ['grandma', 'grandpa'].includes(relation) ? { ...full, grand: true } : full;
  }
  // Sister and brother by the neutral word, whatever the parent's diminutive (« sa sœur Inès »).
  if (relation === 'sister') return person(`sa sœur ${name}`, true);
  if (relation === 'brother') return person(`son frère ${name}`, false);
  const fem =
    /^(cousine|copine|amie|meilleure|maîtresse|maitresse|nounou|nourrice|maman|assistante|ass ?mat|gardienne|atsem|tata|tatie|tante)|(trice|esse|euse|ière)$/u.test(
      lower,
    );
  const kinds: Record<string, string> = {
    cousin: fem ? 'cousine' : 'cousin',
    friend: /^(copain|copine)/u.test(lower) ? (fem ? 'copine' : 'copain') : fem ? 'amie' : 'ami',
    teacher: /^(nounou|nourrice|maman de jour|assistante maternelle|ass ?mat|gardienne)/u.test(lower)
      ? 'nounou'
      : /^(maîtr|maitr)/u.test(lower)
        ? fem
          ? 'maîtresse'
          : 'maître'
        : '',
    doctor: /^(docteur|médecin)/u.test(lower) ? 'docteur' : '',
  };
  // « sa maîtresse madame Leroy »: a title read as her name is how a child calls the teacher, « Madame ».
  if (relation === 'teacher' && /^(?:madame|mme|monsieur)$/iu.test(name)) {
    const woman = !/^monsieur$/iu.test(name);
    return named(woman ? 'Madame' : 'Monsieur', woman);
  }
  const kind = relation ? kinds[relation] : '';
  if (!kind) return named(name, fem);
  if (kind === 'docteur') return person(`le docteur ${name}`, false);
  const fem2 = kind === 'nounou' ? true : fem;
  const who = person(`${fem2 && !VOWEL.test(kind) ? 'sa' : 'son'} ${kind} ${name}`, fem2);
  // « Bonne nuit, nounou Fatou »: a grown-up who minds the child is wished goodnight as the child calls them.
  return /^(?:nounou|maîtresse|maître)$/u.test(kind) ? { ...who, bare: `${kind} ${name}` } : who;
}

/**
 * The child's words as a story prints them: the one they call, set apart by commas as a parent reads it (« regarde
 * maman je suis grand »: `Regarde, Maman, je suis grand`).
 */
function spoken(words: string): string {
  return (
    words
      .replace(/\s+,/gu, ',')
      .replace(/(?<!\p{L})saint nicolas(?!\p{L})/giu, 'Saint Nicolas')
      .replace(/(?<!\p{L})p[èe]re no[ëe]l(?!\p{L})/giu, 'Père Noël')
      // « moi aussi je suis un bebe »: the accents a phone leaves out of the words a toddler says most.
      .replace(/(?<!\p{L})bebe(s?)(?!\p{L})/gu, 'bébé$1')
      .replace(/(?<!\p{L})(p|m|fr)ere(s?)(?!\p{L})/gu, '$1ère$2')
      .replace(/(?<!\p{L})(t|f)ete(s?)(?!\p{L})/gu, (_all, first: string, more: string) => `${first}ête${more}`)
      .replace(/(?<!\p{L})ecole(?!\p{L})/gu, 'école')
      .replace(/(?<!\p{L})gateau(x?)(?!\p{L})/gu, 'gâteau$1')
      .replace(/(?<!\p{L})etoile(s?)(?!\p{L})/gu, 'étoile$1')
      // « papa t’as volé dans le ciel ? »: the one asked, called first, set apart by a comma.
      .replace(
        /^(maman|papa|mamie|papi|mamy|papy|tata|tonton) (?=(?:t[’']|tu |est-ce |pourquoi |où |on ))/iu,
        (_all, called: string) => `${cap(called.toLowerCase())}, `,
      )
      .replace(
        /^(regarde|viens|écoute|ecoute|attends|tiens|merci|bonjour|bonne nuit|coucou|oui|non|dis|allez|au revoir) (maman|papa|mamie|papi|mamy|papy|tata|tonton)(?=( )|$)/iu,
        (_all, first: string, called: string, more: string | undefined) =>
          `${first}, ${cap(called.toLowerCase())}${more ? ',' : ''}`,
      )
      // « je suis grand comme papa », « c’est pour mamie »: the child's own name for a grown-up, a name with its capital
      // (not « ma maman », « la tata de Léo »).
      .replace(
        /(?<!(?<!\p{L})(?:ma|ta|sa|mon|ton|son|la|le|une|un|les|des|mes|tes|ses|notre|votre|leur)\s)(?<!\p{L})(maman|papa|mamie|papi|mamy|papy|tata|tonton)(?!\p{L})/gu,
        (called: string) => cap(called),
      )
      // « pardon mathis », « merci lila »: the one a thanks or a sorry is said to, by a name typed in small letters.
      .replace(
        /^(pardon|merci|bravo|coucou|bonjour|bonne nuit|au revoir|bisous) (?!(?:beaucoup|bien|toi|vous|tout|tous|toutes|encore|aussi|les|la|le|à|pour|de|mon|ma|mes)(?!\p{L}))(\p{Ll}[\p{L}-]{2,})(\s*[!?.]*)$/iu,
        (_all, said: string, called: string, mark: string) => `${said}, ${cap(called)}${mark}`,
      )
      // « elle est gentille clémence », « j’aime lina »: someone the child speaks of by a first name typed in small
      // letters, said with its capital.
      .replace(
        /(?<=(?<!\p{L})(?:gentil|gentille|gentils|beau|belle|méchant|méchante|rigolo|rigolote|drôle|sympa|copain|copine|amie?|aime|adore) )(\p{Ll}[\p{L}-]+)(?!\p{L})/gu,
        (word: string) => (givenName(word, 'fr') ? spelledName(word, 'fr') : word),
      )
  );
}

const FEMININE_HEROES = new Set(['character-unicorn', 'character-owl']);

function hero(input: HeroInput): R {
  if (input.catalogId) return named(properName(input.name), FEMININE_HEROES.has(input.catalogId));
  const words = input.description.toLocaleLowerCase('fr').trim();
  const name = cap(input.name);
  // A parent's own hero: the description's first article says it (« Une petite sirène… »), else its words.
  if (/^une\s/u.test(words)) return named(name, true);
  if (/^un\s/u.test(words)) return named(name, false);
  const feminine = /(?<!\p{L})(elle|fille|fillette|princesse|reine|fée|sorcière|dame|maman|sœur)(?!\p{L})/u;
  return named(name, feminine.test(words));
}

function child(name: string, pronoun: ChildPronoun | undefined): R {
  if (pronoun === 'she') return named(name, true);
  if (pronoun === 'he') return named(name, false);
  // French has no neutral pronoun for a small child: the name is said again.
  return { ...named(name, false), il: name };
}

/** A job word the parent wrote before a name (« sa puéricultrice Nadia », « la dentiste Léa »). */
const JOB_BEFORE_NAME =
  /^(?:puéricultrice|puericultrice|auxiliaire|éducatrice|educatrice|éducateur|educateur|animatrice|animateur|institutrice|instituteur|professeure?|prof|atsem|gardienne|assistante maternelle|ass ?mat|maman de jour|baby-?sitter|pédiatre|pediatre|dentiste|infirmière|infirmier|kiné|orthophoniste|sage-femme)\s+(?=\p{Lu})/u;

/** Someone of the family as the story names them (`Grand-papa Roger`, `sa sœur Inès`, `Maman`). */
const KIN =
  /^(?:Mamie|Mamy|Mémé|Mamé|Papi|Papy|Pépé|Grand-mère|Grand-père|Grand-maman|Grand-papa|Bon-papa|Bonne-maman|Mamm-gozh|Tata|Tatie|Taty|Tantine|Tante|Tonton|Oncle|Marraine|Parrain|Maman|Papa)(?![\p{L}-])|^(?:sa|son|ses) (?:petite?s? |grande?s? )?(?:sœur|frère|cousine?|mère|père|grand-mère|grand-père|grands-parents|parents)(?![\p{L}-])/u;

/** The family's own pet or the child's doudou (`sa chienne Pepette`, `son doudou Nono`): with the child, never a fear. */
const ALLY =
  /^(?:sa|son|ses|notre|nos|leur) (?:petite? |vieille? )?(?:chienne|chien|chiot|chat|chatte|chaton|lapin|lapine|cochon d’inde|hamster|doudou|toutou|peluche|nounours)s?(?![\p{L}-])/u;

/** A family word before a name (« mamie Josette », « bon-papa Louis »). */
const FAMILY_BEFORE_NAME =
  /^(?:mamie|mamy|mémé|meme|mamé|papi|papy|pépé|pepe|grand-mère|grand-père|grand-maman|grand-papa|bon-papa|bonne-maman|mamm-gozh|tata|tatie|taty|tantine|tante|tonton|oncle|marraine|parrain|maman|papa)(?=\s+\p{Lu})/u;

/** What a memory line is given: the list of the day's things, joined. */
type Remembered = Ctx<R, N> & { list: string };

/** A whole clause of the parent's left over (« son chapeau s’est envolé »): no thing to remember by name. */
const CLAUSE_LEFT =
  /(?<!\p{L})(?:s[’']est|s[’']était|a|est|était|ont|sont|avait)\s+\p{L}+(?:é|ée|és|ées|i|ie|u|ue|is|it)(?!\p{L})/u;

/** The parent's pity (« elle a hurlé la pauvre »): no thing of the day to remember at bedtime. */
const PITY = /^(?:la|le|mon|ma) (?:pauvre|pauvrette)(?: (?:chou|puce|loulou|chérie?|cocotte))?$/iu;

/** An article and an adjective whose noun was cut off (« le petit » of « le petit miroir »): nothing to remember. */
const NO_NOUN =
  /^(?:(?:le|la|les|l’|un|une|des|du|son|sa|ses) )?(?:tout |toute |très )?(?:petite?s?|grande?s?|gros|grosse?s?|belle?s?|beaux?|vieux|vieilles?|jolie?s?|nouvelle?s?|nouveaux?|premiere?s?|première?s?|dernière?s?|derniers?)$/u;

/** What is still to come (« petit passage à la machine demain »): a plan for later, no thing of the day to remember. */
const STILL_TO_COME = /(?<!\p{L})(?:demain|après-demain|apres-demain|plus tard|la semaine prochaine)$/u;

/** A fuss said with a word of « and all that » (« cris, larmes, tout le tralala »): no thing to remember. */
const ALL_THAT = /^(?:(?:tout )?(?:le|la) )?(?:tralala|tintouin|toutim|bataclan|saint-frusquin)$/u;

/** The parent's pet name for the child (« ma puce a soufflé les bougies »): the child, no thing to remember. */
const PET_NAME =
  /^(?:(?:le|la|mon|ma|son|sa|ce|cette) )?(?:puce|loulou|louloute|choupette|choupinette|cocotte|crevette|bichette|poulette|chéri|chérie|trésor|lapinou|poussin|pitchoun|pitchoune|pitchounette|titi|bonhomme)$/u;

/** A share with no thing (« et en a mangé la moitié »): nothing to remember by itself. */
const SHARE_ONLY = /^(?:(?:la|une) )?(?:moitié|plupart)$|^(?:(?:le|un) )?(?:reste|bout|peu)$/u;

/**
 * The grown-ups' business (« j’ai laissé mon numéro au comptoir ») or a count with no thing (« tous les deux »): nothing
 * a child dreams of.
 */
const NOT_DREAMT =
  /^(?:(?:le|la|les|l’|son|sa|ses|mon|ma|mes) )?(?:numéro|numero|adresse|téléphone|telephone|portable|code|formulaire|papiers?)$|^(?:(?:tous|toutes) )?les deux$/u;

/** A grandparent the parent named (`Papi Gérard`, `mamie Gisèle`), and both of them by the pack's words. */
const GRANDPA_NAMED = /^(?:[Pp]api|[Pp]apy|[Pp]épé|[Gg]rand-père|[Gg]rand-papa|[Bb]on-papa)\s+\p{Lu}/u;
const GRANDMA_NAMED = /^(?:[Mm]amie|[Mm]amy|[Mm]émé|[Gg]rand-mère|[Gg]rand-maman|[Bb]onne-maman)\s+\p{Lu}/u;
const GRANDPARENTS_BOTH = /^(?:papi|papy|pépé) et (?:mamie|mamy|mémé)$|^(?:mamie|mamy|mémé) et (?:papi|papy|pépé)$/iu;

/** No-break spaces of French typography: a narrow one before `! ? ;`, a normal one before `:` and inside « ». A typed apostrophe becomes ’. */
function polish(text: string): string {
  return text
    .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
    .replace(/«[ \u00A0\u202F]*/gu, '«\u00A0')
    .replace(/[ \u00A0\u202F]*»/gu, '\u00A0»')
    .replace(/[ \u00A0\u202F]*([!?;]+)/gu, '\u202F$1')
    .replace(/[ \u00A0\u202F]*:/gu, '\u00A0:');
}

export const fr: StoryPack<R, N> = {
  language: 'fr',
  hero,
  child,
  together: (kids) =>
    person(
      listOf(
        kids.map((kid) => kid.name),
        ' et ',
      ),
      kids.every((kid) => kid.pronoun === 'she'),
      true,
    ),
  grownUp: GROWN,

  opening: {
    wake: [
      (x) => `Le soleil du matin passe entre les rideaux, et ${x.h.name} ouvre les yeux.`,
      (x) => `${x.h.name} se réveille tout doucement et s’étire, les bras tout en haut, tout en haut.`,
      (x) => `Cui-cui, chante un petit oiseau, et ${x.h.name} s’assoit dans son lit en bâillant.`,
      (x) => `${x.h.name} sort de sous sa couverture bien chaude, un orteil après l’autre.`,
      (x) => `Une douce lumière jaune remplit la chambre, et ${x.h.name} cligne des yeux.`,
      (x) => `${x.h.name} frotte ses yeux encore pleins de sommeil et regarde le matin tout neuf.`,
      (x) => `« Bonjour, ${x.h.name} », chuchote le soleil sur l’oreiller.`,
      // (A sad day's morning, when the news is told, is no smiling one.)
      (x) =>
        x.sad
          ? `${x.h.name} se réveille tout doucement, et la maison est calme.`
          : `${x.h.name} se réveille avec un grand sourire, car une nouvelle journée commence.`,
      (x) => `Toc, toc, fait le matin à la fenêtre, et ${x.h.name} ouvre un œil, puis l’autre.`,
      (x) => `${x.h.name} s’étire longtemps, longtemps, comme un chat au soleil.`,
      (x) => `La maison est encore toute calme quand ${x.h.name} se réveille et remue ses petits orteils.`,
      (x) => `${x.h.name} passe le bout du nez hors de la couette: c’est le matin.`,
    ],
    sense: [
      (x) => `Dehors, le jour se lève, et ${x.h.il} entend les oiseaux bavarder.`,
      () => 'Une bonne odeur de pain grillé arrive de la cuisine, et un petit ventre gargouille.',
      (_x) => `Le plancher est tout frais sous ses petits pieds, tip, tap, tip, tap.`,
      () => 'Un rayon de soleil danse sur le mur comme un petit poisson doré.',
      // (No dog barking hello on a sad day: the dog may be the pet the family lost.)
      (x) =>
        x.sad
          ? 'Au loin, un bus ronronne, et la rue se réveille tout doucement.'
          : 'Au loin, un bus ronronne, et un chien fait ouaf, ouaf pour dire bonjour.',
      (x) => `${He(x)} ouvre grand les rideaux et fait coucou aux nuages.`,
      // (No misted window nor frost: the morning may be a heatwave's.)
      (x) =>
        x.sad
          ? `${He(x)} pose le bout du doigt sur la vitre et regarde dehors, tout doucement.`
          : `${He(x)} colle le bout du nez à la vitre pour dire bonjour au matin.`,
      (x) => `${He(x)} écoute: ploc, fait le robinet, et vrrr, fait le frigo.`,
      () => 'Une petite brise fait danser les rideaux, frou, frou.',
      (x) => `${He(x)} retrouve ses chaussons, un sous le lit et un près de la porte.`,
      () => 'De petites taches de lumière brillent au plafond.',
    ],
    // An ill day from its start: the child is not well from waking (scene 3 says so), with no breakfast line.
    poorly: [
      (x) =>
        `${He(x)} se sent ${ag(x.h, 'tout mou', 'toute molle')} et ${ag(x.h, 'tout endormi', 'toute endormie')}, alors ${x.h.il} reste en pyjama.`,
      () => 'Ce matin, rien ne presse, et on reste en pyjama, bien au chaud.',
    ],
    ready: [
      (x) => `Après un bol de chocolat chaud, ${x.h.il} est ${ag(x.h, 'prêt', 'prête')} pour la journée.`,
      (x) => `${He(x)} mange une tartine de confiture et boit un verre de lait, glou, glou.`,
      (_x) => `Ensuite, on s’habille: des chaussettes, un pantalon et son t-shirt préféré.`,
      (x) => `${He(x)} se brosse les dents, frotti, frotta, et se lave la figure.`,
      () => 'Au petit déjeuner, il y a un yaourt et des tranches de pomme, crac, crac, crac.',
      (x) =>
        x.c
          ? `${x.c.name} ${x.h.lui} donne un coup de main pour les boutons, un, deux, trois.`
          : `${He(x)} ferme ses boutons ${ag(x.h, 'tout seul', 'toute seule')}, un, deux, trois.`,
      (x) => `${He(x)} prend un petit déjeuner tout simple et un grand verre d’eau.`,
      (x) =>
        x.c
          ? `${x.h.name} et ${x.c.name} partagent un bol de céréales, et la cuillère fait cling, cling.`
          : `${He(x)} mange un bol de céréales qui croustillent, et la cuillère fait cling, cling.`,
      () => 'Après le petit déjeuner, il faut trouver les chaussures et fermer le manteau.',
      (x) =>
        x.c
          ? `${He(x)} fait un gros câlin du matin à ${x.c.name}: c’est la meilleure façon de commencer la journée.`
          : `${He(x)} fait un gros câlin du matin à son doudou: c’est la meilleure façon de commencer la journée.`,
    ],
  },
  breakfast: [
    (x) => `Au petit déjeuner, il y a ${x.t?.un}, miam, miam!`,
    (x) => `${He(x)} s’assoit à table et mange ${x.t?.un}, bouchée après bouchée.`,
    (x) => `Ce matin, ${x.h.il} a droit à ${x.t?.un} pour le petit déjeuner, et c’est juste parfait.`,
  ],
  calmRefrain: [
    (x) => `Tout doux, ${x.h.name}, on t’aime le jour comme la nuit.`,
    (x) => `Doucement, doucement, ${x.h.name}, quelqu’un est toujours tout près.`,
    (x) => `Chut, ${x.h.name}, on est là, tout près de toi.`,
    (x) => `Tout doucement, ${x.h.name}, il y a plein d’amour autour de toi.`,
  ],
  refrain: [
    (x) => `Un, deux, trois, ${x.h.name} est là!`,
    (x) => `Pas à pas, main dans la main, ${x.h.name} suit son petit chemin.`,
    (x) => `Petit nez, petits pieds, ${x.h.name} a le cœur tout léger.`,
    (x) => `Tralala, tralali, ${x.h.name} sourit à la vie.`,
    (x) => `Doucement, tout doucement, ${x.h.name} avance en chantant.`,
    (x) => `Un petit saut, un petit pas, ${x.h.name} est ${ag(x.h, 'heureux', 'heureuse')} comme ça.`,
    (x) => `Sous le grand ciel, tout là-haut, ${x.h.name} a le cœur au chaud.`,
    (x) => `Tout rond, tout doux, ${x.h.name}, on t’aime beaucoup.`,
    (x) => `Tout en douceur, ${x.h.name} a du soleil plein le cœur.`,
    (x) => `Une étoile, un bisou, ${x.h.name} est bien au chaud chez nous.`,
    (x) => `Hop, hop, tout doux, ${x.h.name} fait des bisous.`,
    (x) => `Petit cœur qui bat, ${x.h.name}, on est là pour toi.`,
  ],

  activities: {
    'activity-playground': {
      arrive: [
        // No swings, sand or wind: the lines are read at indoor soft play too (« parc de jeux couvert »).
        // No slide either: the parent's day at the square may be a first ride on the big bike, and a slide the parent
        // never wrote would come back at goodnight.
        (x) => `${andWho(x)} ${both(x, 'court', 'courent')} jusqu’à l’aire de jeux.`,
        (x) => `À l’aire de jeux, ${x.h.name} grimpe à la petite échelle, barreau après barreau.`,
        // No sun nor warm air: the lines are read in December too, and at indoor soft play.
        (x) => `${x.h.name} va à l’aire de jeux${avec(x)}, et ses petits pieds ont déjà envie de courir.`,
      ],
      do: [
        (x) => `${He(x)} glisse sur le toboggan, zioum, et atterrit tout doucement en bas.`,
        (x) => `${He(x)} grimpe, glisse et recommence, encore et encore.`,
        (x) => `${He(x)} rampe dans le tunnel et ressort de l’autre côté: coucou!`,
      ],
      sense: [
        () => 'Les petits pieds courent partout, tap, tap, tap.',
        () => 'Ça rit, ça grimpe, ça glisse, et tout le monde s’amuse.',
        () => 'Les enfants rient, et les petites joues deviennent toutes roses.',
      ],
      noun: n('l’aire de jeux', 'une aire de jeux'),
      goodnight: 'l’aire de jeux',
    },
    'activity-bath': {
      arrive: [
        (x) => `${x.h.name} entre dans un bon bain chaud plein de mousse.`,
        (x) => `Le bain est prêt, et ${x.h.name} trempe un orteil, puis l’autre.`,
        (x) => `${x.h.name} fait plouf dans l’eau tiède${avec(x)}, et le petit canard flotte tout près.`,
      ],
      do: [
        (x) => `${He(x)} joue avec le petit canard jaune, plic, ploc.`,
        (x) => `${He(x)} se fait un chapeau de mousse sur la tête, tout léger.`,
        (x) => `${He(x)} verse de l’eau tiède avec un gobelet, glouglou.`,
      ],
      sense: [
        () => 'Les bulles éclatent tout doucement, pop, pop, pop.',
        () => 'L’eau est tiède et sent bon le savon et les fleurs.',
        () => 'Le canard en plastique fait couic, et tout le monde rit.',
      ],
      noun: n('le bain', 'un bain'),
      goodnight: 'le petit canard',
    },
    'activity-painting': {
      // A drawing with crayons (« il a fait un dessin pour papa ») is told by these lines too: colours, paper and
      // pictures, no brush, pot of paint nor drop of paint the parent did not write.
      arrive: [
        (x) => `${x.h.name} s’installe à la grande table avec une feuille toute blanche et plein de couleurs.`,
        (x) => `${andWho(x)} ${both(x, 'déroule', 'déroulent')} une grande feuille de papier, prête pour les couleurs.`,
        (x) => `${x.h.name} choisit le rouge en premier${avec(x)}.`,
      ],
      do: [
        // (On a sad day the drawing is the parent's own, for the one lost: no sun nor sea the parent did not write.)
        (x) =>
          x.sad
            ? `${He(x)} dessine tout doucement, en prenant son temps.`
            : `${He(x)} fait un soleil tout rond et une mer bleue, bleue, bleue.`,
        (x) => `${He(x)} fait le tour de sa main sur le papier, un doigt, deux doigts, cinq doigts.`,
        (x) => `${He(x)} met du jaune sur du bleu, et le vert apparaît comme par magie.`,
      ],
      sense: [
        () => 'Le rouge fait fshhh, fshhh sur le papier.',
        (x) =>
          x.sad
            ? 'Le crayon glisse tout doucement sur le papier, chhh, chhh.'
            : 'Les couleurs sont toutes vives, comme un arc-en-ciel sur la table.',
        () => 'Un trait de bleu fait une drôle de forme.',
      ],
      noun: n('les couleurs', 'des couleurs'),
      goodnight: 'les belles couleurs',
    },
    'activity-reading': {
      arrive: [
        (x) => `${x.h.name} se blottit dans le coin lecture avec une pile d’albums.`,
        (x) =>
          `${andWho(x)} ${both(x, 's’installe', 's’installent')} sur les coussins avec le livre préféré ${x.h.de}.`,
        (x) => `${x.h.name} choisit un livre à la couverture toute colorée et l’ouvre en grand.`,
      ],
      do: [
        (x) => `${He(x)} tourne les pages doucement et montre du doigt chaque animal.`,
        (x) => `${He(x)} connaît l’histoire par cœur et dit les mots tout haut.`,
        (x) => `${He(x)} trouve une petite souris cachée sur chaque page.`,
      ],
      sense: [
        () => 'Les pages font un petit bruit doux, frrt, frrt.',
        () => 'Les coussins sont moelleux, et le plaid est tout chaud.',
        () => 'Les images sont pleines de couleurs, comme un arc-en-ciel dans un livre.',
      ],
      noun: n('les livres', 'un livre'),
      goodnight: 'les belles histoires',
    },
    'activity-daycare': {
      // No `crèche` by name: the same lines tell a day at the crèche, at school (« l’école », « la maternelle »), at
      // the garderie or at the nounou's, and a school day must not turn into a crèche.
      arrive: [
        (x) => `${x.h.name} accroche son manteau et dit bonjour à tout le monde.`,
        (x) => `${x.h.name} fait coucou aux autres enfants, un par un.`,
        // (True on a crèche outing too, at the farm or the park: no room, no toys waiting there.)
        (x) => `${x.h.name} retrouve les autres enfants, et tout le monde se dit bonjour.`,
      ],
      do: [
        (x) => `${He(x)} construit une maison en cubes avec les autres enfants.`,
        (x) => `${He(x)} s’assoit dans la ronde et chante la chanson du bonjour.`,
        (x) => `${He(x)} fait un dessin, et on l’accroche au mur.`,
      ],
      sense: [
        () => 'Ça sent bon les crayons de couleur et les pommes.',
        () => 'Tout autour, les petites voix rient et bavardent.',
        () => 'Les copains se donnent la main, deux par deux.',
      ],
      noun: n('les copains', 'des copains'),
      goodnight: 'les copains',
    },
    'activity-grandparents': {
      // Neither going to their house nor their ringing at the door: the parent's words say who came to whom.
      arrive: [
        (x) => `${x.h.name} retrouve ${gp(x).name}, qui ${v(gp(x), 'ouvre', 'ouvrent')} grand les bras.`,
        (x) => `${pair(x.h.name, gp(x).name)} se font un gros bisou pour se dire bonjour.`,
        (x) => `${x.h.name} grimpe dans le grand fauteuil du salon, tout près ${gp(x).de}.`,
      ],
      do: [
        // (No cakes, photos nor funny voices the parent did not write: a grandparent may have come to help at home, with a
        // new baby or an ill child.)
        (x) => `${He(x)} reste tout près ${gp(x).de}, et c’est bon d’être ensemble.`,
        (x) => `${cap(gp(x).name)} ${x.h.lui} ${v(gp(x), 'fait', 'font')} un gros câlin, bien serré.`,
        // (No chore of its own the parent did not write: a visit may be a trip, a meal or a day out.)
        (x) =>
          `${He(x)} raconte plein de choses à ${gp(x).name}, qui ${v(gp(x), 'écoute', 'écoutent')} avec de grands yeux.`,
      ],
      sense: [
        () => 'La maison est toute chaude, et on parle tout doucement.',
        () => 'La vieille horloge du salon fait tic, tac, tic, tac.',
        (x) => `Les câlins ${gp(x).de} sont tout doux, les meilleurs du monde.`,
      ],
      noun: n('la grande visite', 'une grande visite'),
      goodnight: 'les bons câlins',
    },
    'activity-swimming': {
      arrive: [
        // (No armbands: a first swim without them is a day parents tell.)
        (x) => `${x.h.name} va à la piscine${avec(x)}, et l’eau brille tout en bleu.`,
        (x) => `À la piscine, ${x.h.name} s’assoit au bord et trempe ses pieds dans l’eau.`,
        (x) => `${andWho(x)} ${both(x, 'descend', 'descendent')} les marches dans l’eau bleue et calme.`,
      ],
      do: [
        (x) => `${He(x)} bat des jambes, plif, plaf, et flotte comme un petit bateau.`,
        (x) => `${He(x)} tient une frite en mousse et traverse le petit bassin.`,
        (x) => `${He(x)} fait des bulles dans l’eau, blub, blub, blub.`,
      ],
      sense: [
        // Under a roof or a summer sky alike (a paddling pool in the garden is swimming too): no walls, and no towel to
        // warm up on a hot day.
        () => 'L’eau scintille, et chaque plouf fait jaillir de petites gouttes.',
        () => 'L’eau clapote tout doucement, clap, clap, clap.',
        () => 'Après, une grande serviette moelleuse sèche tout, frotte, frotte.',
      ],
      noun: n('la piscine', 'une piscine'),
      goodnight: 'la piscine',
    },
    'activity-baking': {
      arrive: [
        (x) => `${andWho(x)} ${both(x, 'met un tablier et sort', 'mettent un tablier et sortent')} le grand saladier.`,
        (x) => `Dans la cuisine, ${x.h.name} verse la farine dans un bol, pfff.`,
        (x) =>
          `${x.h.name} monte sur un petit tabouret près du plan de travail, ${ag(x.h, 'prêt', 'prête')} à faire des gâteaux.`,
      ],
      do: [
        (x) => `${He(x)} tourne et tourne la pâte avec une grande cuillère en bois.`,
        // Not cut-out stars and hearts: a cake or crêpes are baking too, and the line tells only what any batter has.
        (x) => `${He(x)} mélange doucement, et la pâte devient toute lisse.`,
        (x) => `${He(x)} casse un œuf dans le bol, tout doucement.`,
      ],
      sense: [
        () => 'Bientôt, toute la cuisine sent bon le sucre et la vanille.',
        () => 'Un petit nuage de farine se pose sur un nez: atchoum!',
        // Not « les biscuits »: the parent may have baked a cake.
        () => 'Le four ronronne, et dedans, tout devient bien doré.',
      ],
      // Not `les petits gâteaux` nor `les biscuits`: a day of crêpes or a cake is baking too, and the memory, the title
      // and the goodnight name only what was there.
      noun: n('la pâtisserie', 'de la pâtisserie'),
      goodnight: 'la cuisine toute parfumée',
    },
    'activity-building-blocks': {
      arrive: [
        (x) => `${x.h.name} renverse la boîte de cubes sur le tapis.`,
        (x) =>
          `${andWho(x)} ${both(x, 's’assoit', 's’assoient')} par terre devant un gros tas de cubes de toutes les couleurs.`,
        (x) => `${x.h.name} choisit un cube rouge, un cube bleu et un jaune pour commencer.`,
      ],
      do: [
        (x) => `${He(x)} construit une tour très, très haute, un cube après l’autre.`,
        (x) => `${He(x)} fait une petite maison avec une porte pour une souris en peluche.`,
        (x) => `${He(x)} construit un long pont, et une petite voiture passe dessus, vroum.`,
      ],
      sense: [
        () => 'Les cubes font clic et clac en s’emboîtant.',
        () => 'La tour vacille un peu, mais elle tient bien droite.',
        () => 'Rouge, bleu, vert, jaune: que les couleurs sont jolies.',
      ],
      noun: n('la tour de cubes', 'une tour de cubes'),
      goodnight: 'les cubes',
    },
    // The music of a day is often a song sung (« elle chantait joyeux anniversaire dans la voiture », « il a chanté avec
    // mamie »): no drum, maracas nor xylophone the parent did not write, which would land at a party or in the car.
    'activity-music': {
      arrive: [
        (x) => `${x.h.name} a envie de chanter, et ${x.h.il} commence tout doucement, lalala.`,
        // (Sung for the one who shares the scene, who may be a baby brother or sister and sing nothing back.)
        (x) => `${x.h.name} se met à chanter${buddy(x) ? ` pour ${buddy(x)?.name}` : ''}, et la musique commence.`,
        (x) => `${x.h.name} tape dans ses mains pour suivre la musique, clap, clap.`,
      ],
      do: [
        (x) => `${He(x)} chante une chanson très fort, puis une autre toute, toute douce.`,
        (x) => `${He(x)} chante à pleine voix et tape des pieds en rythme.`,
        (x) => `${He(x)} invente une chanson sur le soleil et la chante deux fois.`,
      ],
      sense: [
        () => 'Boum, boum, font les petites mains sur les genoux, comme un cœur qui bat.',
        () => 'La musique remplit l’air de jolis sons joyeux.',
        () => 'La chanson monte, monte, claire et légère.',
      ],
      noun: n('la musique', 'de la musique'),
      goodnight: 'les jolies chansons',
    },
    'activity-dancing': {
      arrive: [
        (x) => `${x.h.name} met de la musique et se place au milieu du tapis.`,
        (x) => `${andWho(x)} ${both(x, 'pousse', 'poussent')} les chaises pour faire une piste de danse.`,
        (x) => `Quand la musique commence, les pieds ${x.h.de} ne tiennent plus en place.`,
      ],
      do: [
        (x) => `${He(x)} tourne, tourne et tourne, jusqu’à ce que la pièce tourne aussi.`,
        (x) => `${He(x)} saute comme une grenouille et se balance comme un arbre dans le vent.`,
        (x) => `${He(x)} danse vite, puis doucement, puis s’arrête net comme une statue.`,
      ],
      sense: [
        () => 'La musique fait lalala, et le plancher fait tap, tap, tap.',
        () => 'Les bras en haut, les bras en bas, on tourne, on tourne comme ça.',
        () => 'Tout le monde tape dans les mains, et les joues sont toutes roses.',
      ],
      noun: n('la danse', 'une danse'),
      goodnight: 'les pieds qui dansent',
    },
    'activity-zoo': {
      arrive: [
        (x) =>
          `${andWho(x)} ${both(x, 'passe', 'passent')} la grande porte du zoo${buddy(x) ? ' en se tenant la main' : ''}.`,
        (x) => `Au zoo, ${x.h.name} lève la tête, encore et encore, pour voir une grande girafe.`,
        (x) => `${x.h.name} va au zoo${avec(x)}, où les allées sont vertes et pleines de feuilles.`,
      ],
      do: [
        (x) => `${He(x)} fait coucou aux manchots et regarde les singes se balancer.`,
        (x) => `${He(x)} voit un éléphant qui s’arrose avec sa longue trompe.`,
        (x) => `${He(x)} compte les rayures du zèbre, mais il y en a beaucoup trop.`,
      ],
      sense: [
        () => 'Un lion fait un grand bâillement, et tout le monde bâille avec lui.',
        () => 'Les perroquets de toutes les couleurs bavardent, rraa, rraa.',
        () => 'Ça sent le foin, les feuilles et le soleil.',
      ],
      noun: n('le zoo', 'un zoo'),
      goodnight: 'la grande girafe',
    },
    'activity-park': {
      arrive: [
        // (Not « va au parc » again: the parent's own words of the outing often say it already.)
        (x) => `Au parc, les grands arbres chuchotent dans le vent, et ${x.h.name} lève le nez pour les écouter.`,
        // (No pond the parent did not write.)
        (x) => `Au parc, ${x.h.name} suit le petit chemin qui tourne, pas à pas.`,
        (x) => `Dans l’herbe douce et verte du parc, ${x.h.name} court${avec(x)}.`,
      ],
      do: [
        (x) => `${He(x)} ramasse trois feuilles, une brindille et un caillou tout rond.`,
        (x) => `${He(x)} roule jusqu’en bas d’une petite colline, roule, roule, roule.`,
        (x) => `${He(x)} s’arrête au bord de la mare et regarde les ronds dans l’eau.`,
      ],
      sense: [
        () => 'Les feuilles bruissent là-haut, chhh, chhh, chhh.',
        () => 'Un écureuil grimpe dans un arbre, sa queue touffue en l’air.',
        () => 'L’herbe sent bon le frais, et une petite brise passe.',
      ],
      noun: n('le parc', 'un parc'),
      goodnight: 'le grand parc',
    },
    'activity-beach': {
      arrive: [
        (x) =>
          `${andWho(x)} ${both(x, 'va', 'vont')} à la plage et ${both(x, 'enlève ses', 'enlèvent leurs')} chaussures.`,
        (x) => `À la plage, ${x.h.name} enfonce ses orteils dans le sable chaud.`,
        (x) => `${x.h.name} court jusqu’au bord de la mer${avec(x)}.`,
      ],
      // (No sandcastle of its own: parents at the beach write theirs, which a stock one would tell twice.)
      do: [
        (x) => `${He(x)} creuse un petit trou, et l’eau de la mer vient le remplir toute seule.`,
        (x) => `${He(x)} saute par-dessus les petites vagues, un, deux, hop!`,
        (x) => `${He(x)} remplit un seau d’eau et le verse dans un trou.`,
      ],
      sense: [
        () => 'Les vagues font chhh, puis plus rien, chhh, puis plus rien.',
        () => 'Les mouettes crient dans le ciel, et l’air a un goût de sel.',
        () => 'Le sable est chaud dessus et tout frais dessous.',
      ],
      noun: n('la plage', 'une plage'),
      goodnight: 'le château de sable',
    },
    'activity-bike-ride': {
      arrive: [
        // Not « petit »: the day is often the first ride on the big bike, without its stabilisers.
        (x) => `${x.h.name} met son casque et grimpe sur son vélo.`,
        (x) => `${andWho(x)} ${both(x, 'part', 'partent')} à vélo sur le petit chemin tranquille.`,
        (x) => `${x.h.name} fait sonner la sonnette, dring, dring, et c’est parti.`,
      ],
      do: [
        (x) => `${He(x)} pédale doucement le long des arbres et des fleurs.`,
        (x) => `${He(x)} monte une toute petite côte et redescend de l’autre côté.`,
        (x) => `${He(x)} s’arrête pour dire bonjour à un chien, puis repart.`,
      ],
      // A ride the parent tells is often at home (« du vélo dans le couloir »): a sound true indoors and out.
      sense: [
        () => 'Les roues tournent, tournent, et les pédales font tic, tic, tic.',
        (x) => `${He(x)} tient bien le guidon, tout droit, tout droit.`,
        () => 'Dring, dring, fait la sonnette, juste pour dire bonjour.',
      ],
      noun: n('la balade à vélo', 'une balade à vélo'),
      goodnight: 'le vélo',
    },
    'activity-gardening': {
      arrive: [
        (x) => `${x.h.name} sort dans le jardin avec un petit arrosoir.`,
        (x) =>
          `${andWho(x)} ${both(x, 's’agenouille', 's’agenouillent')} près du massif de fleurs avec une petite pelle.`,
        (x) =>
          x.sad
            ? `Dans le jardin, ${x.h.name} marche tout doucement${avec(x)}.`
            : `Dans le jardin, ${x.h.name} trouve les graines, prêtes à planter.`,
      ],
      do: [
        // On a sad day (a pet buried in the garden) nobody plants a seed: a flower is laid down, as parents tell it.
        (x) =>
          x.sad
            ? `${He(x)} pose une fleur sur la terre, tout doucement.`
            : `${He(x)} creuse un petit trou et y couche une graine, bien au chaud.`,
        (x) =>
          x.sad
            ? `${He(x)} regarde les fleurs en silence, tout doucement.`
            : `${He(x)} arrose les fleurs, pschhh, pschhh, pschhh.`,
        (x) =>
          x.sad
            ? `${He(x)} pose une fleur sur la terre, tout doucement.`
            : `${He(x)} arrache une mauvaise herbe et découvre un ver de terre qui se tortille.`,
      ],
      sense: [
        () => 'La terre est douce et sombre, et elle sent la pluie.',
        (x) =>
          x.sad
            ? 'Le jardin est calme, et les feuilles bougent à peine.'
            : 'Une abeille vole de fleur en fleur, bzzz, bzzz.',
        (x) =>
          x.sad
            ? 'Le jardin est calme, et les feuilles bougent à peine.'
            : 'De toutes petites pousses vertes sortent pour dire bonjour.',
      ],
      noun: n('le jardin', 'un jardin'),
      goodnight: 'le jardin',
    },
    'activity-puzzle': {
      arrive: [
        (x) => `${x.h.name} renverse les pièces du puzzle sur la petite table.`,
        // A puzzle is often done « tout seul »: no grown-up sat down beside the hero that the parent did not name.
        (x) => `${x.h.name} s’installe devant un grand puzzle plein de couleurs.`,
        (x) => `${x.h.name} retourne toutes les pièces du puzzle, côté image.`,
      ],
      do: [
        (x) => `${He(x)} trouve d’abord les coins, puis les bords.`,
        (x) => `${He(x)} tourne une pièce dans un sens, puis dans l’autre, jusqu’à ce qu’elle rentre.`,
        (x) => `${He(x)} assemble une ferme, pièce après pièce.`,
      ],
      sense: [
        () => 'Clic, une pièce trouve sa place.',
        () => 'Tout doucement, une vache et un tracteur rouge apparaissent.',
        () => 'Les pièces sont toutes lisses et font un petit bruit doux.',
      ],
      noun: n('le puzzle', 'un puzzle'),
      goodnight: 'les pièces du puzzle',
    },
    'activity-doctor-visit': {
      arrive: [
        (x) => `${x.h.name} va chez le docteur${avec(x)}, son doudou serré contre ${x.h.fem ? 'elle' : 'lui'}.`,
        (x) => `Chez le docteur, ${x.h.name} attend dans la salle d’attente en regardant un livre.`,
        (x) => `${x.h.name} entre dans le cabinet du docteur, un tout petit peu ${ag(x.h, 'intimidé', 'intimidée')}.`,
      ],
      do: [
        (_x) => `Le docteur écoute son cœur, boum-boum, boum-boum.`,
        (x) => `${He(x)} fait « Aaah », et le docteur regarde dans sa bouche avec une petite lampe.`,
        () => 'Le docteur examine aussi le doudou et dit qu’il est en pleine forme.',
      ],
      sense: [
        () => 'Le stéthoscope est tout froid et ça chatouille.',
        () => 'Le docteur a une voix gentille et des mains toutes douces.',
        // (No sticker made up: a parent writes the one the child was given.)
        () => 'Tout est calme, et on prend son temps, sans se presser.',
      ],
      noun: n('la visite chez le docteur', 'une visite chez le docteur'),
      goodnight: 'le gentil docteur',
    },
    'activity-birthday-party': {
      // No balloons, nor a room, the pack's own: a party's balloons are often the parent's (one that flew away, one
      // that popped), and a party is often at home; the pack's would tell them twice, or hanging safe while the
      // parent's flew off.
      arrive: [
        (x) => `${x.h.name} va à une fête d’anniversaire, où des guirlandes brillent partout.`,
        (x) => `À la fête, ${x.h.name} dit joyeux anniversaire et offre un cadeau.`,
        (x) => `${andWho(x)} ${both(x, 'arrive', 'arrivent')} à la fête, toute décorée de guirlandes et de confettis.`,
      ],
      do: [
        (x) => `${He(x)} joue aux statues musicales et ne bouge plus, comme un arbre.`,
        (x) => `${He(x)} chante joyeux anniversaire de tout son cœur, avec tout le monde.`,
        (x) => `${He(x)} mange une part de gâteau avec une petite fraise dessus.`,
      ],
      sense: [
        () => 'Les bougies brillent, et tout le monde souffle, fffff, pour les éteindre.',
        () => 'Les guirlandes se balancent, rouges, bleues et jaunes, et les confettis brillent.',
        () => 'Il y a de la musique, des rires et une bonne odeur de gâteau.',
      ],
      noun: n('la fête', 'une fête'),
      goodnight: 'les guirlandes de la fête',
    },
    'activity-snow': {
      arrive: [
        (x) => `${x.h.name} met ses bottes, son bonnet et ses moufles, et sort dans la neige.`,
        // (No garden named: the snow of the day may be at the park, in the street or in the mountains.)
        (x) => `Dehors, tout est blanc, et ${x.h.name} sort en courant${avec(x)}.`,
        (x) => `${andWho(x)} ${both(x, 'tire', 'tirent')} la petite luge dans la neige toute blanche.`,
      ],
      do: [
        (x) => `${He(x)} roule une grosse boule et fait un bonhomme de neige qui sourit.`,
        (x) => `${He(x)} se couche dans la neige et fait un ange, fsh, fsh.`,
        (x) => `${He(x)} descend une petite pente en luge, youpi!`,
      ],
      sense: [
        () => 'La neige fait crouic, crouic, crouic sous chaque pas.',
        () => 'Des flocons se posent sur un nez, froids et chatouilleux.',
        () => 'Tout est blanc, tout est calme, et tout brille.',
      ],
      noun: n('la neige', 'de la neige'),
      goodnight: 'le bonhomme de neige',
    },
    'activity-shopping': {
      // No basket, no fruit named, no child « très sage », no conveyor belt: the parent's own words tell what was
      // bought and how it went (a tantrum at the till, the shopping put on the belt), never told twice nor belied.
      arrive: [
        // No trolley: the shop may be the bakery round the corner.
        (x) => `${andWho(x)} ${both(x, 'va', 'vont')} faire les courses, main dans la main.`,
        (x) => `Au magasin, ${x.h.name} donne la main et regarde partout.`,
        (x) => `${x.h.name} fait les courses${avec(x)}, une petite liste à la main.`,
      ],
      do: [
        (x) => `${He(x)} regarde les rayons, tout en haut, tout en bas.`,
        (x) => `${He(x)} montre du doigt tout ce qu’${x.h.il} reconnaît.`,
        (x) => `${He(x)} écoute la petite musique du magasin et remue la tête, tout doucement.`,
      ],
      // True of any shop the parent names (a bakery, a chemist's, a florist's), not only of a supermarket.
      sense: [
        () => 'Bip, fait la caisse, bip, bip, bip.',
        () => 'Ding, dong, fait la porte quand on entre.',
        () => 'Il y a tant de jolies choses à regarder, en haut, en bas, partout.',
      ],
      noun: n('les courses', 'des courses'),
      goodnight: 'le magasin',
    },
    'activity-cooking': {
      arrive: [
        // No dish named: the parent's own (« on a fait des crêpes ») is told beside it, never a soup they did not make.
        (x) =>
          `${andWho(x)} ${both(x, 'se lave les mains et met', 'se lavent les mains et mettent')} un tablier pour cuisiner.`,
        (x) => `Dans la cuisine, ${x.h.name} aide à cuisiner, debout sur un petit tabouret.`,
        (x) => `Sur la table de la cuisine, ${x.h.name} range les bols et les cuillères, prêts pour cuisiner.`,
      ],
      do: [
        (x) => `${He(x)} fait tomber les légumes dans la marmite, plouf, plouf.`,
        (x) => `${He(x)} tourne la soupe, doucement, avec une longue cuillère en bois.`,
        (x) => `${He(x)} déchire la salade en petits morceaux.`,
      ],
      sense: [
        () => 'La marmite fait blop, blop, et la cuisine sent très bon.',
        () => 'La vapeur monte comme un petit nuage.',
        () => 'Les carottes sont toutes orange et elles croquent.',
      ],
      noun: n('la soupe', 'de la soupe'),
      goodnight: 'la grande marmite',
    },
    // On a sad day the train is most often the one someone leaves by (« mamie est repartie, au revoir à la gare »):
    // the hero stays on the platform.
    'activity-train-ride': {
      arrive: [
        (x) =>
          x.sad
            ? `${x.h.name} est sur le quai de la gare${avec(x)}, tout près.`
            : `${andWho(x)} ${both(x, 'monte', 'montent')} dans un grand train, à la gare.`,
        (x) =>
          x.sad
            ? `À la gare, ${x.h.name} tient bien fort la main de sa famille, sur le quai.`
            : `${x.h.name} s’assoit près de la fenêtre du train${avec(x)} et colle son nez à la vitre.`,
        (x) => `À la gare, ${x.h.name} regarde le train arriver, tout doucement.`,
      ],
      do: [
        (x) =>
          x.sad
            ? `${He(x)} regarde le grand train et ses portes qui s’ouvrent, pchhh.`
            : `${He(x)} fait coucou aux vaches, aux moutons et aux petites maisons qui défilent.`,
        (x) =>
          x.sad
            ? `${He(x)} écoute les annonces de la gare, ding, ding, dong.`
            : `${He(x)} compte les arbres qui passent à toute vitesse derrière la vitre.`,
        (x) =>
          x.sad
            ? `${He(x)} regarde le grand train et ses portes qui s’ouvrent, pchhh.`
            : `${He(x)} montre son billet au contrôleur, qui fait un gentil sourire.`,
      ],
      sense: [
        () => 'Tagadam, tagadam, fait le train sur les rails.',
        (x) =>
          x.sad
            ? 'Le train s’en va tout doucement, tagadam, tagadam.'
            : 'Tchou-tchou, siffle le train en entrant dans un tunnel.',
        (x) =>
          x.sad
            ? 'Sur le quai, il y a du vent et beaucoup de monde.'
            : 'Le train se balance tout doucement, comme un berceau.',
      ],
      noun: n('le voyage en train', 'un voyage en train'),
      goodnight: 'le grand train',
    },
    'activity-sandbox': {
      // The sand alone, no « bac à sable »: a sandcastle of a day at the beach is told with these lines too.
      arrive: [
        (x) => `${x.h.name} s’installe dans le sable avec un seau et une pelle.`,
        (x) =>
          `${andWho(x)} ${both(x, 's’assoit', 's’assoient')} dans le sable et ${both(x, 'commence', 'commencent')} à creuser.`,
        (x) => `Dans le sable, ${x.h.name} trouve un petit râteau et une pelle.`,
      ],
      do: [
        (x) => `${He(x)} remplit le seau, tape dessus et le retourne: un pâté de sable.`,
        (x) => `${He(x)} creuse une longue route pour une petite pelleteuse.`,
        (x) => `${He(x)} fait des gâteaux de sable et les décore avec des petits cailloux.`,
      ],
      sense: [
        () => 'Le sable est tout doux et coule entre les doigts.',
        () => 'Pat, pat, pat, fait la pelle sur le seau.',
        () => 'Le soleil rend le sable tout chaud et tout doré.',
      ],
      noun: n('le bac à sable', 'un bac à sable'),
      goodnight: 'le seau et la pelle',
    },
    'activity-library-visit': {
      arrive: [
        (x) => `${andWho(x)} ${both(x, 'va', 'vont')} à la bibliothèque, où les étagères sont pleines de livres.`,
        (x) => `À la bibliothèque, ${x.h.name} marche sur la pointe des pieds jusqu’au coin des enfants.`,
        (x) => `${x.h.name} va à la bibliothèque${avec(x)}, un sac en tissu sous le bras.`,
      ],
      do: [
        (x) => `${He(x)} choisit un livre sur un train et un autre sur la lune.`,
        (x) => `${He(x)} s’assoit sur un gros pouf et écoute une histoire.`,
        (x) => `${He(x)} emprunte des livres et les porte très soigneusement.`,
      ],
      sense: [
        () => 'Chut, tout est calme à la bibliothèque, et les livres sentent le papier.',
        () => 'Le pouf est tout mou et tout doux.',
        () => 'Bip, fait la machine, et les livres sont prêts à partir à la maison.',
      ],
      noun: n('la bibliothèque', 'une bibliothèque'),
      goodnight: 'les livres de la bibliothèque',
    },
    'activity-puddle-jumping': {
      arrive: [
        // (No rain falling, no raincoat nor umbrella: the puddles may be a windy day's, after the rain.)
        (x) => `${x.h.name} enfile ses bottes de pluie${avec(x)}, ${ag(x.h, 'prêt', 'prête')} pour les flaques.`,
        (x) => `Après la pluie, ${x.h.name} trouve la plus grosse flaque de la rue.`,
        (x) => `${andWho(x)} ${both(x, 'part', 'partent')} à la chasse aux flaques, bottes aux pieds.`,
      ],
      do: [
        (x) => `${He(x)} saute dans la flaque et fait un énorme plouf!`,
        (x) => `${He(x)} saute de flaque en flaque, splich, splach.`,
        (x) => `${He(x)} pose une feuille sur une flaque, comme un tout petit bateau.`,
      ],
      sense: [
        () => 'Splich, splach, font les bottes dans l’eau.',
        () => 'Les flaques brillent comme de petits miroirs.',
        () => 'L’air sent bon le frais, le mouillé et le vert.',
      ],
      noun: n('les flaques', 'une flaque'),
      goodnight: 'les bottes de pluie',
    },
    'activity-playing-with-friends': {
      arrive: [
        // Neither where nor how many: one cousin come home is as much « playing with friends » as a gang in the park.
        (x) => `C’est l’heure de jouer ensemble, et ${x.h.name} court partout en riant.`,
        (x) => `Aujourd’hui, on joue à plusieurs avec ${x.h.name}, et on sort la grande caisse de jouets.`,
        (x) => `Pour jouer ensemble, ${x.h.name} montre tous ses jouets, un par un.`,
      ],
      do: [
        (x) => `${He(x)} joue à cache-cache et se cache derrière la porte en rigolant.`,
        (x) => `${He(x)} fait rouler le ballon, et on le lui renvoie.`,
        (x) => `${He(x)} donne la main, et on fait la ronde.`,
      ],
      sense: [
        () => 'Tout le monde rit, et les rires sonnent comme des clochettes.',
        () => '« Un, deux, trois, j’arrive! » crie quelqu’un.',
        () => 'Les rires rebondissent partout, comme de petites balles.',
      ],
      noun: n('les jeux avec les copains', 'des jeux'),
      goodnight: 'les copains',
    },
    'activity-walk-in-the-woods': {
      arrive: [
        (x) => `${andWho(x)} ${both(x, 'se promène', 'se promènent')} dans la forêt, sous les grands arbres.`,
        (x) => `Dans la forêt, ${x.h.name} suit un chemin tout doux, couvert d’aiguilles de pin.`,
        (x) => `${x.h.name} entre dans la forêt tranquille${avec(x)}, pas à pas.`,
      ],
      do: [
        (x) => `${He(x)} trouve une pomme de pin, une plume et un petit champignon rouge.`,
        (x) => `${He(x)} marche en équilibre sur un tronc couché, les bras bien écartés.`,
        (x) => `${He(x)} regarde derrière un arbre et aperçoit un lapin qui s’en va, hop, hop.`,
      ],
      sense: [
        () => 'La mousse est douce et verte, comme un tapis.',
        () => 'Les brindilles craquent sous les pas, crac, cric.',
        () => 'Toc, toc, toc, fait un pivert tout en haut d’un arbre.',
      ],
      noun: n('la forêt', 'une forêt'),
      goodnight: 'les grands arbres',
    },
    'farm-visit': {
      arrive: [
        (x) => `${andWho(x)} ${both(x, 'va', 'vont')} à la ferme, et la barrière s’ouvre en grinçant, crii.`,
        (x) => `À la ferme, ${x.h.name} passe devant la grande grange rouge${avec(x)}.`,
        (x) => `${x.h.name} visite une ferme${avec(x)} et marche prudemment dans la paille.`,
      ],
      do: [
        (x) => `${He(x)} donne une poignée de foin aux chèvres, miam, miam.`,
        (x) => `${He(x)} cherche des œufs dans le poulailler et en trouve deux.`,
        (x) => `${He(x)} regarde les petits cochons se rouler dans la boue, groin, groin.`,
      ],
      sense: [
        () => 'Ça sent le foin, les animaux et l’herbe fraîche.',
        () => 'Meuh, bêê, cot-cot, la ferme est pleine de bruits gentils.',
        () => 'La paille pique un peu et brille comme de l’or sous les bottes.',
      ],
      noun: n('la ferme', 'une ferme'),
      goodnight: 'les animaux de la ferme',
    },
    'town-walk': {
      arrive: [
        // Not a stroll: the hairdresser's, the ice rink or a parade are in town too, and nobody walked the shops.
        (x) => `${andWho(x)} ${both(x, 'est', 'sont')} en ville, près des petites boutiques.`,
        // (No pushchair: a child of four walks without one, and the parent may not have written one.)
        (x) => `${x.h.name} marche sur le trottoir${avec(x)}, à petits pas.`,
        (x) => `Dans la rue, ${x.h.name} attend au passage piéton que le petit bonhomme devienne vert.`,
      ],
      do: [
        (x) => `${He(x)} fait coucou à un bus et regarde la vitrine de la boulangerie.`,
        (x) => `${He(x)} compte les portes rouges, une, deux, trois.`,
        (x) => `${He(x)} saute par-dessus les lignes du trottoir, hop, hop.`,
      ],
      sense: [
        () => 'Dring, dring, fait la sonnette d’un vélo, et un chien aboie pour dire bonjour.',
        () => 'La boulangerie sent bon le pain chaud.',
        () => 'Le vent pousse une feuille sur le trottoir, frrt, frrt.',
      ],
      noun: n('la promenade en ville', 'une promenade en ville'),
      goodnight: 'les petites rues',
    },
    'car-ride': {
      arrive: [
        (x) => `${x.h.name} s’installe dans son siège auto, clic, fait la ceinture, et c’est parti.`,
        (x) => `${andWho(x)} ${both(x, 'part', 'partent')} pour une longue balade en voiture.`,
        (x) => `${x.h.name} s’assoit à l’arrière de la voiture${avec(x)}, ${ag(x.h, 'prêt', 'prête')} pour le voyage.`,
      ],
      do: [
        (x) => `${He(x)} regarde par la fenêtre les arbres et les champs.`,
        (x) => `${He(x)} chante des chansons tout le long du chemin, lalala.`,
        (x) => `${He(x)} repère un camion rouge, un bus bleu et un cheval dans un pré.`,
      ],
      sense: [
        () => 'La voiture ronronne, et la route défile, bidoum, bidoum.',
        () => 'Le soleil clignote entre les arbres, lumière, ombre, lumière.',
        () => 'Les essuie-glaces font chuic, chuac, chuic.',
      ],
      noun: n('la balade en voiture', 'une balade en voiture'),
      goodnight: 'le siège auto',
    },
    'rainy-day': {
      arrive: [
        // The rain may be the night's, and the day may go out after it: never « reste à la maison ».
        (x) => `Tout est encore mouillé de pluie, et ${x.h.name} regarde les gouttes briller${avec(x)}.`,
        // Nor a corner by the window at home: a rainy day often goes out to a museum or a pool.
        (x) => `${x.h.name} lève le nez vers le ciel gris et écoute la pluie tomber, plic, ploc.`,
        // (No « il pleut » again: the parent's own words beside it most often say so.)
        (x) => `${x.h.name} écoute les gouttes chanter, plic, ploc.`,
      ],
      do: [
        (x) => `${He(x)} suit du doigt les gouttes qui font la course sur la vitre.`,
        (x) => `${He(x)} construit une cabane et y lit un livre.`,
        (x) => `${He(x)} dessine un parapluie et une grosse flaque.`,
      ],
      sense: [
        () => 'Plic, ploc, plic, ploc, fait la pluie sur le toit.',
        () => 'À l’intérieur, il fait chaud, sec et tout douillet.',
        () => 'La vitre est toute fraîche, et le jardin brille sous la pluie.',
      ],
      noun: n('la pluie', 'de la pluie'),
      goodnight: 'la pluie qui fait plic-ploc',
    },
    'dentist-visit': {
      arrive: [
        (x) =>
          `${andWho(x)} ${both(x, 'va', 'vont')} chez le dentiste, et ${x.h.name} s’assoit dans le grand fauteuil qui monte et qui descend.`,
        (x) =>
          `Chez le dentiste, ${x.h.name} grimpe dans le grand fauteuil${avec(x)}, et le fauteuil monte tout doucement.`,
        (x) => `${x.h.name} va chez le dentiste${avec(x)} et reste bien sage dans le grand fauteuil.`,
      ],
      do: [
        // No gift here (a sticker, a toothbrush): the parent tells what the child got (« il a eu un ballon »), and
        // the dentist may be « la dentiste », so no « le dentiste » does the counting. Nor the open mouth, the counted
        // teeth or the little mirror: what parents write of the visit themselves, never to be told twice.
        () => 'On met une petite serviette en papier autour du cou, comme un bavoir.',
        (x) => `${He(x)} regarde la lampe ronde au plafond et compte jusqu’à trois.`,
        (x) => `${He(x)} pose bien ses mains sur son ventre et ne bouge pas.`,
      ],
      sense: [
        () => 'Le fauteuil monte en ronronnant, puis redescend, zou.',
        () => 'La lampe au-dessus est ronde et claire, comme un petit soleil.',
        () => 'Le dentifrice a un goût de fraise, et les dents sont toutes lisses.',
      ],
      noun: n('le dentiste', 'une visite chez le dentiste', 'du dentiste'),
      // (Not « du dentiste »: the parent's may be « la dentiste ».)
      goodnight: 'le grand fauteuil qui monte et qui descend',
    },
    // Une première coupe se fait chez le coiffeur : la petite cape, le miroir. No seat named: a child's salon may seat
    // them in a little car or on a booster, which the parent tells.
    'hairdresser-visit': {
      // Not « va chez le coiffeur »: the parent's own line says who went and when, once. Nor the cape put on: the
      // parent may tell a child who would not have it.
      arrive: [
        (x) => `Chez le coiffeur, ${andWho(x)} ${both(x, 'attend son tour', 'attendent leur tour')} bien sagement.`,
        () => 'Chez le coiffeur, ça sent bon le shampoing, et les peignes sont rangés bien en rang.',
        (x) => `La porte du coiffeur fait ding, ding, et ${x.h.name} entre${avec(x)}.`,
      ],
      // One mirror and one « clic, clac » at most beside the haircut's own line, and no « ne bouge pas » of its own
      // beside the parent's.
      do: [
        (x) => `${He(x)} attend sous la petite cape toute douce, les mains bien au chaud dessous.`,
        (x) => `${He(x)} écoute le petit bruit des ciseaux, tout près de ses oreilles.`,
        (x) => `${He(x)} tient la tête bien droite pendant que le peigne passe, frou, frou.`,
      ],
      sense: [
        () => 'De petites mèches tombent par terre, douces comme des plumes.',
        () => 'Le sèche-cheveux ronronne et souffle un petit vent tout chaud.',
        // (No mirror: the parent often tells the child in the mirror, once.)
        () => 'Le peigne passe tout doucement, et les cheveux sont tout lisses.',
      ],
      noun: n('le coiffeur', 'une visite chez le coiffeur', 'du coiffeur'),
      goodnight: 'le grand miroir du coiffeur',
    },
    'market-visit': {
      arrive: [
        (x) => `${andWho(x)} ${both(x, 'va', 'vont')} au marché, où les stands ont des toits à rayures.`,
        (x) => `Au marché, ${x.h.name} passe devant les étals${avec(x)}, serrés les uns contre les autres.`,
        (x) => `${x.h.name} va au marché${avec(x)} et se faufile entre les étals.`,
      ],
      do: [
        (x) => `${He(x)} regarde tout ce qu’il y a sur les étals, les yeux grands ouverts.`,
        (x) => `${He(x)} donne bien la main, et on avance tout doucement d’un stand à l’autre.`,
        (x) => `${He(x)} aide à payer et récupère la monnaie, cling, cling.`,
      ],
      sense: [
        // Nothing sold named (no apples, cheese nor pears): a market of any month, the Christmas market too, whose
        // stalls the parent tells.
        () => 'Ça sent bon partout, et chaque stand a son odeur.',
        () => 'Les sacs en papier font frr, frr, et les pièces font cling.',
        () => 'Tout le monde bavarde, et les marchands disent bonjour en souriant.',
      ],
      noun: n('le marché', 'un marché'),
      goodnight: 'les étals du marché',
    },
    'aquarium-visit': {
      arrive: [
        (x) => `${andWho(x)} ${both(x, 'va', 'vont')} à l’aquarium, où les poissons nagent derrière la grande vitre.`,
        (x) => `À l’aquarium, ${x.h.name} colle son nez contre la grande vitre${avec(x)} et regarde les poissons.`,
        (x) => `${x.h.name} entre dans l’aquarium${avec(x)}, où de petits poissons nagent dans un grand bassin bleu.`,
      ],
      do: [
        (x) => `${He(x)} regarde une tortue passer tout doucement, flap, flap.`,
        (x) => `${He(x)} voit une méduse qui brille doucement, comme une petite lampe.`,
        (x) => `${He(x)} suit un poisson rayé d’un bout à l’autre du bassin.`,
      ],
      sense: [
        () => 'Tout est bleu et calme, et les bulles font blop, blop.',
        () => 'Des poissons orange et des poissons jaunes passent en un banc tout brillant.',
        () => 'La vitre est fraîche et lisse sous les mains.',
      ],
      noun: n('l’aquarium', 'un aquarium'),
      goodnight: 'les petits poissons',
    },
  },
  // Said just before the day's uh-oh, which may be a fright or a sorrow: still there, never « having fun ».
  still: [
    (x) => `${x.h.name} est toujours là, le nez en l’air.`,
    // (No wish to go on playing: before a train late or a grandparent in hospital it would be untrue.)
    (x) => `Un petit moment passe, et ${x.h.name} est toujours là.`,
    (x) => `Un peu plus tard, ${x.h.name} est toujours bien ${ag(x.h, 'occupé', 'occupée')}${avec(x)}.`,
    (x) => `Le temps passe, et ${x.h.name} est toujours là${avec(x)}.`,
    (x) => `Le temps passe tout doucement pour ${x.h.name}.`,
    (x) => `${x.h.name} regarde tout autour, les yeux grands ouverts.`,
    (x) => `${x.h.name} est bien ${ag(x.h, 'occupé', 'occupée')}, et ${x.h.il} fredonne un petit air.`,
  ],
  // A moment later in a day that may not be spent at home (a museum, a move): no sofa, cushion or house of its own.
  later: [
    // Before a quarrel or a fright as well as a sorrow: a time of the day, no rest nor calm that the uh-oh belies.
    (x) => `Le temps passe, et c’est déjà le milieu de la journée pour ${x.h.name}.`,
    (x) => `Au bout d’un moment, ${x.h.name} fait une petite pause${avec(x)}.`,
    (x) => `Plus tard dans la journée, ${x.h.name} lève le nez et regarde ce qui se passe.`,
    (x) => `Plus tard, ${x.h.name} souffle un peu et regarde autour ${x.h.fem ? 'd’elle' : 'de lui'}.`,
    (x) => `Un peu plus tard, ${x.h.name} se blottit tout contre ${hp(x).name}.`,
    (x) => `La journée continue, et ${x.h.name} ralentit un petit peu.`,
  ],
  homePlay: {
    arrive: [
      (x) => `${x.h.name} joue à la maison avec un panier plein de ses jouets préférés.`,
      // (Built by the hero: the one who shares the day may be a baby, who builds nothing.)
      (x) => `${x.h.name} construit une cabane toute douillette avec des couvertures et des coussins.`,
      (x) => `${x.h.name} s’assoit sur le tapis et renverse le coffre à jouets.`,
      (x) => `${x.h.name} regarde par la fenêtre, puis trouve un jeu pour s’amuser.`,
    ],
    do: [
      (x) => `${He(x)} organise un goûter pour les nounours, avec de toutes petites tasses.`,
      (x) => `${He(x)} pousse une petite voiture sur la route du tapis, vroum, vroum.`,
      (x) => `${He(x)} fait un lit pour le lapin en peluche dans une boîte à chaussures.`,
      (x) => `${He(x)} joue à coucou-caché derrière le rideau.`,
    ],
    sense: [
      () => 'Tout est calme et chaud, et la pendule fait tic-tac tout doucement.',
      () => 'Le tapis est tout doux, et la maison est calme comme un petit nid.',
      // Nothing of toys laid out: these lines are said beside a tree decorated or a cake baked at home too.
      () => 'Il fait bon à la maison, bien à l’abri.',
      () => 'Dehors, les nuages passent, lents et tout ronds.',
    ],
  },
  quiet: {
    arrive: [
      (x) => `L’après-midi, ${x.h.name} se blottit sur le canapé, tout contre ${hp(x).name}.`,
      (x) => `Plus tard, ${x.h.name} s’assoit tout contre ${hp(x).name}, sous un plaid tout doux.`,
      (x) => `L’après-midi est tranquille, et ${x.h.name} reste ${ag(x.h, 'blotti', 'blottie')} contre ${hp(x).name}.`,
    ],
    do: [
      () => 'Ensemble, on lit un livre qu’on aime bien, doucement, page après page.',
      (x) => `${He(x)} écoute une chanson douce en serrant fort son doudou.`,
      // Not drawing: a quiet day on the sofa is often one of cartoons (« un peu de dessin animé »), no drawing.
      () => 'Ensemble, on se raconte de petites histoires, tout bas.',
    ],
    sense: [
      () => 'Le plaid est tout doux, et la pièce est calme et chaude.',
      () => 'La petite lampe fait une lumière toute douce, et tout est tranquille.',
      // No « better » and no milk: a quiet afternoon is one of a happy day too, and of a tummy bug.
      (x) => `Un gros câlin tout doux, et ${x.h.il} se sent bien au chaud.`,
    ],
  },

  problems: {
    lostToy: {
      uhOh: [
        [
          (x) => `Mais tout à coup, ${x.h.il} regarde autour ${x.h.fem ? 'd’elle' : 'de lui'}: son doudou a disparu!`,
          (x) => `Soudain, ${x.h.il} s’aperçoit que son lapin en peluche n’est plus là.`,
        ],
        [
          (x) => `${He(x)} regarde dessous, ${x.h.il} regarde derrière, mais pas de doudou.`,
          (x) => `« Où es-tu? » appelle-t-${x.h.il} tout doucement.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `« On cherche ensemble? » ${v(hp(x), 'propose', 'proposent')} ${hp(x).name}, et on regarde partout, un endroit après l’autre.`,
          (x) => `${Helper(x)} ${v(hp(x), 'prend', 'prennent')} la main ${x.h.de}, et on refait le chemin à l’envers.`,
        ],
        [
          () => 'Et le voilà, qui dépasse de sous un banc!',
          () => 'Le voilà, assis au soleil, qui attend qu’on le retrouve.',
        ],
      ],
    },
    spill: {
      uhOh: [
        [() => 'Oups!', (_x) => `Oh là là, son coude cogne le verre.`],
        [
          () => 'L’eau se renverse, et une flaque s’étale sur la table.',
          () => 'Splatch, le verre tombe, et le jus coule partout par terre.',
        ],
      ],
      fix: [
        [
          // (The companion at the child's side is no grown-up: it stays close, it does not speak for the parent.)
          (x) =>
            x.c !== undefined && hp(x) === x.c
              ? `${Helper(x)} reste tout près ${x.h.de}, et on va chercher une éponge ensemble.`
              : `« Ce n’est pas grave, ça arrive », ${v(hp(x), 'dit', 'disent')} ${hp(x).name} avec un doux sourire.`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 'va chercher', 'vont chercher')} une éponge et ${v(hp(x), 'dit', 'disent')}: « On va arranger ça. »`,
        ],
        [
          () => 'Ensemble, on essuie tout, frotte, frotte, frotte.',
          (x) => `${x.h.name} aide à éponger chaque goutte, jusqu’à ce que tout soit sec.`,
        ],
      ],
    },
    tower: {
      uhOh: [
        // An armful that wobbles, true of any day it grows in (the toys at the crèche, the things of a playroom, the
        // shopping of a market): no tower of blocks the parent did not write.
        [
          (x) => `${He(x)} veut tout porter en même temps, et ça se met à vaciller, à droite, à gauche.`,
          (x) => `${He(x)} a les bras tout pleins, et tout commence à se balancer.`,
        ],
        [
          () => 'Badaboum, tout dégringole par terre!',
          () => 'Et patatras, tout glisse par terre dans un grand fracas.',
        ],
      ],
      fix: [
        [
          (x) => `« On ramasse tout ensemble? » ${v(hp(x), 'demande', 'demandent')} ${hp(x).name}.`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 's’assoit', 's’assoient')} à côté ${x.h.de} et ${v(hp(x), 'ramasse', 'ramassent')} la première chose.`,
        ],
        [
          () => 'Cette fois, on porte juste un peu à la fois, et plus rien ne tombe.',
          () => 'Une chose après l’autre, tout retrouve sa place.',
        ],
      ],
    },
    balloon: {
      uhOh: [
        [
          (_x) => `Juste à ce moment-là, la ficelle de son ballon rouge glisse de sa main.`,
          (_x) => `Un coup de vent tire sur son ballon, et la ficelle s’échappe.`,
        ],
        [
          () => 'Le ballon monte, monte, jusque dans les branches d’un arbre.',
          () => 'Il s’envole et reste coincé dans un arbre, beaucoup trop haut.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'tend', 'tendent')} le bras tout en haut et ${v(hp(x), 'attrape', 'attrapent')} la ficelle.`,
          () => 'Une grande personne très gentille voit ce qui se passe et le fait redescendre tout doucement.',
        ],
        [
          (_x) => `Cette fois, on attache la ficelle autour de son poignet, bien serrée.`,
          () => 'Le ballon redescend en se dandinant, et tout le monde applaudit.',
        ],
      ],
    },
    timeToStop: {
      uhOh: [
        [
          (x) => `Bientôt, il faut s’arrêter, et ${x.h.name} voudrait que ça dure toujours.`,
          (x) => `Puis c’est bientôt fini, mais ${x.h.name} veut continuer encore un peu.`,
        ],
        [
          // The pronoun after the verb takes its « -t- » (`supplie-t-il`).
          (x) => `« Encore un petit peu! » ${v(x.h, 'supplie-t-', 'supplient-')}${x.h.il}.`,
          (x) => `${cap(x.h.il)} serre les poings et secoue la tête: pas encore!`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'sourit et dit', 'sourient et disent')}: « On le refera un autre jour. »`,
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')} doucement: « Les belles choses reviennent, tu verras. »`,
        ],
        [
          (x) => `Alors ${x.h.name} fait un tout dernier essai, puis dit: « Au revoir, à la prochaine fois! »`,
          () => 'Un dernier petit tour, une grande respiration, et c’est l’heure de la suite.',
        ],
      ],
    },
    timeToGo: {
      uhOh: [
        [
          (x) => `Puis c’est l’heure de partir, mais ${x.h.name} ne veut pas s’en aller, pas du tout.`,
          (x) => `Bientôt, il faut partir, et ${x.h.name} voudrait tellement rester encore un peu.`,
        ],
        [
          (x) => `« Encore une fois! » supplie ${x.h.name}.`,
          (x) => `${x.h.name} s’assoit par terre et ne veut plus faire un pas.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 's’accroupit et dit', 's’accroupissent et disent')}: « Encore une fois, et après, on dit au revoir. »`,
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')} doucement: « On reviendra un autre jour. »`,
        ],
        [
          (x) => `Alors ${x.h.name} fait un dernier tour, puis un grand coucou de la main: au revoir, à bientôt!`,
          () => 'Un dernier regard, un grand coucou, et on repart main dans la main.',
        ],
      ],
    },
    turns: {
      uhOh: [
        [
          (x) => `Puis ${me(x.h)} et un autre petit veulent tous les deux le même ballon rouge.`,
          (x) => `Un autre enfant veut exactement le même jouet, et ${x.h.name} le veut aussi.`,
        ],
        [
          () => '« À moi! » dit l’un, « À moi! » dit l’autre, et les voilà tout fâchés.',
          () => 'Chacun tire de son côté, et plus personne ne sourit.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 's’accroupit et dit', 's’accroupissent et disent')}: « Et si on jouait chacun son tour? »`,
          () => 'Ils s’arrêtent, prennent une grande respiration et décident de partager.',
        ],
        [
          (x) => `D’abord l’un, puis l’autre, et bientôt, ${me(x.h)} et son nouveau copain rient aux éclats.`,
          () => 'Ils se renvoient le ballon, et c’est bien plus drôle à deux.',
        ],
      ],
    },
    windHat: {
      uhOh: [
        [
          (_x) => `Fiou, un grand coup de vent arrive et soulève son chapeau!`,
          (_x) => `Tout à coup, le vent souffle, et son chapeau s’envole.`,
        ],
        [
          // No grass: the wind takes hats in December too, on a pavement or a snowy path.
          () => 'Il roule et culbute par terre, de plus en plus loin.',
          () => 'Le chapeau s’en va en dansant, bien trop vite pour de petites jambes.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'court', 'courent')} derrière, hop, hop, et ${v(hp(x), 'l’attrape', 'l’attrapent')} par le bord.`,
          (x) => `${pair(x.h.name, hp(x).name)} le poursuivent ensemble, jusqu’à ce qu’il s’arrête contre un buisson.`,
        ],
        [
          (_x) => `Le chapeau retourne sur sa tête, bien enfoncé jusqu’aux oreilles.`,
          () => 'On rit de ce coquin de vent, et ensuite, on tient bien le chapeau.',
        ],
      ],
    },
    splash: {
      uhOh: [
        [
          () => 'Tout à coup, une grosse éclaboussure arrive en plein sur un petit visage.',
          (x) => `Splash, l’eau ${x.h.lui} rentre dans les yeux, et ça pique un peu.`,
        ],
        [
          (x) => `${He(x)} cligne des yeux, encore et encore, et a envie de pleurer.`,
          (x) => `${He(x)} n’aime pas ça du tout.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'l’enveloppe', 'l’enveloppent')} dans une serviette toute douce et ${v(hp(x), 'sèche', 'sèchent')} ses yeux.`,
          (x) => `« On essuie ce petit visage », ${v(hp(x), 'dit', 'disent')} ${hp(x).name} avec un linge doux et sec.`,
        ],
        [
          (x) => `${He(x)} cligne encore des yeux, et tout redevient clair.`,
          () => 'Bientôt, ça ne pique plus, et l’eau redevient une amie.',
        ],
      ],
    },
    floatAway: {
      uhOh: [
        [
          (x) => `Le petit bateau ${x.h.de} s’éloigne sur l’eau.`,
          (_x) => `Oh non, son canard en plastique s’en va, de plus en plus loin.`,
        ],
        [
          () => 'Il flotte là où les petits bras ne peuvent pas l’attraper.',
          () => 'Il danse sur l’eau, un peu plus loin à chaque vaguelette.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'fait', 'font')} de petites vagues avec la main pour le ramener.`,
          (x) => `${pair(x.h.name, hp(x).name)} soufflent ensemble sur l’eau, fouuu, fouuu.`,
        ],
        [
          () => 'Doucement, doucement, il revient, jusque dans les mains qui l’attendent.',
          (x) => `Le revoilà qui arrive, et ${x.h.il} le serre très fort.`,
        ],
      ],
    },
    shyHello: {
      uhOh: [
        [
          (x) => `Il y a tant de nouvelles têtes qu’${x.h.il} se sent ${ag(x.h, 'tout timide', 'toute timide')}.`,
          (x) => `Tout à coup, ${x.h.il} n’a plus du tout envie de dire bonjour.`,
        ],
        [
          (x) => `${He(x)} se cache derrière une jambe et s’y accroche bien fort.`,
          (x) => `${He(x)} voudrait rentrer à la maison et cacher son nez dans un pull tout doux.`,
        ],
      ],
      fix: [
        [
          (x) => `« Tu as le droit d’être timide », ${v(hp(x), 'dit', 'disent')} ${hp(x).name}, tout près.`,
          (x) => `${Helper(x)} ${v(hp(x), 's’accroupit et dit', 's’accroupissent et disent')}: « Prends ton temps. »`,
        ],
        [
          (x) => `Au bout d’un moment, ${x.h.il} fait un petit coucou, et quelqu’un ${x.h.lui} répond.`,
          (x) =>
            `Petit à petit, ${x.h.il} se sent assez ${ag(x.h, 'courageux', 'courageuse')} pour dire un petit bonjour.`,
        ],
      ],
    },
    wobble: {
      uhOh: [
        [
          (x) => `${He(x)} penche d’un côté, puis de l’autre.`,
          (x) => `${He(x)} va un peu trop vite et se met à vaciller.`,
        ],
        [
          () => 'Boum, sur les fesses, tout en douceur, avec un petit « oh ».',
          (x) => `${He(x)} tombe ${ag(x.h, 'assis, tout surpris', 'assise, toute surprise')}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'est', 'sont')} là tout de suite et ${x.h.lui} ${v(hp(x), 'tend', 'tendent')} la main.`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 'l’aide', 'l’aident')} à se relever et ${v(hp(x), 'époussette', 'époussettent')} ses genoux.`,
        ],
        [
          () => 'On réessaie, tout doucement cette fois, et tout se passe bien.',
          (x) => `« Doucement, doucement », dit ${x.h.name}, et c’est reparti.`,
        ],
      ],
    },
    missingPiece: {
      uhOh: [
        [
          () => 'Mais quelque chose manque, et ce n’est pas à sa place.',
          (x) => `${He(x)} cherche et cherche, mais ce n’est pas là.`,
        ],
        [
          (x) => `« Où est-elle passée? » demande-t-${x.h.il} d’une toute petite voix.`,
          (x) => `${He(x)} se sent un peu ${ag(x.h, 'fâché', 'fâchée')} et un peu triste.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'soulève', 'soulèvent')} les coussins, et ${x.h.name} regarde sous la table.`,
          (x) =>
            `« On joue aux détectives? » ${v(hp(x), 'propose', 'proposent')} ${hp(x).name}, et on cherche ensemble.`,
        ],
        // (Feminine, as the « Où est-elle passée? » it answers: a piece, la pièce.)
        [() => 'La voilà, cachée sous le tapis!', () => 'Enfin, on la retrouve, cachée sous une chaussette.'],
      ],
    },
    rollAway: {
      uhOh: [
        [
          // Nothing named the parent did not write (no ball, no apricot): whatever the little hand held that day.
          (x) => `Tout à coup, ce qu’${x.h.il} tenait ${x.h.lui} glisse des mains et s’en va en roulant, boing, boing.`,
          (x) => `Oups, ce qu’${x.h.il} tenait dans sa petite main ${x.h.lui} échappe et roule par terre.`,
        ],
        [
          () => 'Ça file sous un banc, tout au fond, là où les petits bras n’arrivent pas.',
          () => 'Ça roule, ça roule, et ça ne s’arrête plus.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'se met', 'se mettent')} à quatre pattes et ${v(hp(x), 'tend', 'tendent')} le bras.`,
          (x) => `${pair(x.h.name, hp(x).name)} prennent un long bâton pour le faire sortir.`,
        ],
        [
          () => 'Et hop, le voilà, un peu poussiéreux, mais pas abîmé du tout.',
          // Whatever rolled away: not named.
          (x) => `Et le voilà, ${queName(x.h.il)} serre bien fort en souriant.`,
        ],
      ],
    },
    fell: {
      uhOh: [
        [
          // Not the scooter or bike by name: the scene's first line rides it already, and the parent's own words of the
          // fall (« elle est tombée sur les fesses ») take the place of a line that names nothing of theirs.
          (x) => `Mais ${x.h.il} trébuche, et boum, ${x.h.fem ? 'la voilà' : 'le voilà'} par terre!`,
          (x) => `Oh là là, ${x.h.il} perd l’équilibre et tombe par terre.`,
        ],
        // Surprise, true whether tears came or not: a child may fall and only laugh, and the parent's own « il a
        // pleuré » is told beside it.
        [
          (x) => `${He(x)} ne bouge plus pendant un instant, ${ag(x.h, 'tout surpris', 'toute surprise')}.`,
          (x) => `Sous le coup de la surprise, ${x.h.il} ouvre de grands yeux tout ronds.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${x.h.le} ${v(hp(x), 'prend', 'prennent')} dans ${v(hp(x), 'ses', 'leurs')} bras et ${x.h.le} ${v(hp(x), 'serre', 'serrent')} très fort.`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 'accourt', 'accourent')} et ${x.h.lui} ${v(hp(x), 'fait', 'font')} un grand câlin tout doux.`,
        ],
        [
          () => 'On reste ensemble un petit moment, bien serrés, jusqu’à ce que tout aille mieux.',
          (x) => `Un bisou, un câlin, un petit moment au calme, et ${x.h.il} se sent mieux.`,
        ],
      ],
    },
    hurt: {
      uhOh: [
        [
          // True after the parent's own bobo, a scraped knee or frozen fingers alike: no second hurt, no red mark.
          () => 'Aïe, aïe, aïe, que ça pique!',
          () => 'Ouille, ouille, ouille, le pauvre bobo!',
        ],
        // True whether tears came or not (« le chat l’a griffée … j’ai mis de la crème », no tears written): the
        // parent's own « elle a pleuré » is told beside it.
        [
          (x) => `${He(x)} regarde son bobo avec de grands yeux tout ronds.`,
          (x) => `Pendant un petit instant, ${x.h.il} ne bouge plus du tout.`,
          // A bobo the child did not cry over (« même pas pleuré », laughed off).
          (x) => `${He(x)} fait la grimace et frotte l’endroit qui fait mal.`,
        ],
      ],
      // Comfort that fits a scraped knee, a bump and cold fingers alike: no plaster on frozen hands.
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'prend', 'prennent')} ${x.h.name} dans ${v(hp(x), 'ses', 'leurs')} bras et ${v(hp(x), 'souffle', 'soufflent')} tout doucement sur le bobo.`,
          (x) => `${Helper(x)} ${v(hp(x), 'fait', 'font')} un bisou magique sur le bobo, tout doucement.`,
        ],
        [
          (x) => `« Ça va passer », ${v(hp(x), 'dit', 'disent')} ${hp(x).name}, et déjà, ça fait un peu moins mal.`,
          () => 'Un câlin bien chaud, ça aide les bobos à s’en aller, tout le monde le sait.',
        ],
      ],
    },
    cried: {
      uhOh: [
        [
          (x) => `Et puis, tout à coup, ${x.h.il} se sent très, très triste.`,
          // Said after the tears' cause as well as alone (« Quand vient l’heure de se dire au revoir, Zuri pleure. »):
          // no « quelque chose » that would hide the cause the parent gave.
          (x) => `${x.first ? `${x.h.name} a` : `${cap(x.h.il)} a`} le cœur tout gros, et les larmes arrivent.`,
        ],
        // Not « il pleure et pleure, sans pouvoir s’arrêter »: told after the parent's own « il pleure un peu », it would
        // make a few tears a flood.
        [(x) => `${He(x)} a besoin d’un gros câlin.`, (x) => `${He(x)} n’a plus envie de jouer.`],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 's’assoit', 's’assoient')} et ${x.h.le} ${v(hp(x), 'garde', 'gardent')} tout près, sans se presser.`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « Je suis là », et ${x.h.lui} ${v(hp(x), 'caresse', 'caressent')} le dos.`,
        ],
        [
          () => 'On respire lentement ensemble, on inspire, on souffle, comme un ballon.',
          () => 'Les larmes, c’est permis, et au bout d’un moment, elles sèchent.',
        ],
      ],
    },
    lost: {
      uhOh: [
        [
          // A pet or a named toy gets lost, never the grown-up or the friend named beside the loss.
          (x) =>
            x.about && !x.about.person
              ? `Oh non, ${x.about.name} a disparu, et ${x.h.name} ne ${x.about.le} trouve plus nulle part.`
              : `Mais ${x.h.il} s’aperçoit qu’un petit trésor très précieux a disparu.`,
          (_x) => `Oh non, son trésor préféré n’est plus là!`,
        ],
        [
          (x) => `${He(x)} cherche partout et se fait du souci.`,
          (x) => `${He(x)} cherche en haut, en bas, mais c’est introuvable.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « On va chercher ensemble, tranquillement. »`,
          // Fits a toy left somewhere and a pet run away alike (not « the places we went », which a pet never was).
          (x) => `${Helper(x)} ${v(hp(x), 'aide', 'aident')} à chercher partout, dans tous les petits coins.`,
        ],
        [
          // Not « même si ça ne se retrouve pas »: the parent's toy is most often found.
          (x) => `À deux, on cherche mieux, et ${x.h.name} se sent déjà ${ag(x.h, 'moins inquiet', 'moins inquiète')}.`,
          () => 'On cherche ensemble, et chercher ensemble rend le souci tout petit.',
        ],
      ],
    },
    scared: {
      uhOh: [
        [
          // After the parent's own fright (« quand la tondeuse a fait du bruit »), no second, unknown one.
          (x) => `${x.h.name} a très peur, et ${x.h.il} sursaute.`,
          // Family named beside a fright were there with the child, not what frightened it: the hero holds on to them.
          // So are the family's own pet and the child's doudou (« caché sous la table avec notre chienne Pepette »).
          (x) =>
            x.about && (KIN.test(x.about.name) || ALLY.test(x.about.name))
              ? `${x.h.name} se blottit tout contre ${x.about.name}, et ${x.h.il} a envie de se cacher.`
              : x.about
                ? `${x.h.name} a un peu peur ${x.about.de}, et ${x.h.il} a envie de se cacher.`
                : // (The parent's fright is told just before: no vaguer « something » after it, and no second « peur »
                  // nor hiding the parent may tell next, « alors elle s’est cachée dans le manteau de papy ».)
                  `${x.h.name} ouvre de grands yeux tout ronds et ne bouge plus.`,
        ],
        [
          () => 'Son cœur fait boum, boum, boum.',
          (x) => `${He(x)} se fait ${ag(x.h, 'tout petit', 'toute petite')} et ferme les yeux.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${x.h.le} ${v(hp(x), 'serre', 'serrent')} dans ${v(hp(x), 'ses', 'leurs')} bras et ${v(hp(x), 'dit', 'disent')}: « Je suis là, tu ne crains rien. »`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 's’approche et explique', 's’approchent et expliquent')} tout doucement ce qui se passe.`,
        ],
        [
          () => 'Tout doucement, le cœur qui battait si fort redevient calme.',
          () => 'La grosse peur devient toute petite, puis elle s’en va.',
        ],
      ],
    },
    tantrum: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Puis ${x.h.il} se fâche contre ${x.about.name}, et la colère monte, monte.`
              : `Puis ${x.h.il} se sent en colère, vraiment, vraiment en colère.`,
          (x) => `Rien ne va plus, et ${x.h.il} tape des pieds.`,
        ],
        [
          (x) => `« Non! » crie-t-${x.h.il}, et la colère grossit encore.`,
          (x) =>
            `${He(x)} se sent ${ag(x.h, 'tout chaud', 'toute chaude')} et ${ag(x.h, 'tout grognon', 'toute grognonne')} à l’intérieur.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'reste', 'restent')} tout près et ${v(hp(x), 'attend', 'attendent')}, avec beaucoup de douceur.`,
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « Tu es en colère, et tu as le droit. »`,
        ],
        // A quarrel with someone ends in making up with them. No name and no kiss here: a sorry the parent wrote
        // (« bisou pour se faire pardonner ») takes this line's place in their words.
        [
          (x) =>
            x.about
              ? 'Puis on se tend la main, et la colère s’en va tout doucement.'
              : 'On souffle la colère comme des bougies, fouuu, fouuu, fouuu.',
          (x) =>
            x.about
              ? 'Au bout d’un moment, on se sourit, et la dispute est finie.'
              : 'Après un gros câlin, la colère devient de plus en plus petite.',
        ],
      ],
    },
    broke: {
      uhOh: [
        // After the parent's own words of what broke (« sa tasse tombe et se casse »): no second, vaguer breaking.
        [() => 'Crac, oh non, quel dommage!', () => 'Oh non, c’est cassé, quel dommage!'],
        // An egg in a pocket or a cup let slip: the parent laughs (🙈) as often as not, so the child is surprised, not
        // told sad.
        [
          (x) => `${He(x)} ouvre de grands yeux ronds: oups!`,
          // (Not « regarde ses mains »: what broke may have been spoilt by someone else, a goat that chewed a
          // cardigan, a brother's foot.)
          // (Not « surprise » either: after « gros chagrin » the child is sad, after 🙈 surprised; still is both.)
          (x) => `${He(x)} s’arrête tout net et regarde, sans un mot.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « Voyons ce qu’on peut faire. »`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 'passe', 'passent')} un bras autour ${x.h.de} et ${v(hp(x), 'regarde', 'regardent')} aussi.`,
        ],
        // Nothing said of glue, nor of cleaning: what broke may be an egg, a biscuit or a torn cuddly toy.
        [
          () => 'Ce n’est pas grave: un accident, ça arrive à tout le monde.',
          () => 'On regarde ensemble, et hop, le gros chagrin devient tout petit.',
        ],
      ],
    },
    messy: {
      uhOh: [
        // Après les mots du parent sur le désordre (farine, boue, sable, une glace) : vrai pour chacun.
        [() => 'Oh là là, de la tête aux pieds!', () => 'Oh là là, quelle allure!'],
        [
          (x) => `${He(x)} regarde ses mains, puis son ventre, et fronce le nez.`,
          () => 'Des mains toutes sales, un nez tout sale, et des petites taches partout.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'rit', 'rient')} gentiment et ${v(hp(x), 'va', 'vont')} chercher un gant de toilette tout chaud.`,
          (x) => `« Ce n’est rien », ${v(hp(x), 'dit', 'disent')} ${hp(x).name}, « ça part avec de l’eau. »`,
        ],
        [
          () => 'Frotte, frotte, un nez, deux mains, dix doigts, et tout est propre à nouveau.',
          (x) => `${He(x)} ne bouge plus du tout, et bientôt, tout est propre.`,
        ],
      ],
    },
    spilled: {
      uhOh: [
        [
          // After the parent's own spill (« a versé la farine partout »), never a second thing knocked over.
          () => 'Oups, ça se renverse, et il y en a partout!',
          () => 'Oh là là, quel désordre, il y en a partout.',
        ],
        [
          (x) => `${He(x)} regarde les dégâts, ${ag(x.h, 'tout penaud', 'toute penaude')}.`,
          // Not « une flaque », nor a table: flour, sand, peas or cherries dropped at the market spill too.
          () => 'Il y en a partout par terre, et un petit visage tout triste.',
        ],
      ],
      fix: [
        [
          // No sponge and no wiping: what fell may be dry (cherries rolling under the stalls) and far from a kitchen.
          (x) => `« Ça arrive, on va arranger ça », ${v(hp(x), 'dit', 'disent')} ${hp(x).name}.`,
          (x) => `${Helper(x)} ${v(hp(x), 'sourit et dit', 'sourient et disent')}: « On va nettoyer ensemble. »`,
        ],
        [
          () => 'Petit à petit, tout est rangé, et le sol est comme avant.',
          (x) => `${He(x)} aide à tout nettoyer, et bientôt, il n’y a plus rien.`,
        ],
      ],
    },
    shy: {
      uhOh: [
        [
          (x) => `Tout est nouveau, et ${x.h.il} se sent ${ag(x.h, 'intimidé', 'intimidée')}.`,
          (x) => `${He(x)} reste ${ag(x.h, 'tout accroché', 'toute accrochée')} ${hp(x).a} et ne veut plus bouger.`,
        ],
        [
          (x) =>
            `${He(x)} se sent ${ag(x.h, 'tout timide', 'toute timide')}, s’accroche bien fort et jette un petit coup d’œil.`,
          () => 'Un petit trac tout timide se cache au creux du ventre.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'reste', 'restent')} tout près et ${v(hp(x), 'dit', 'disent')}: « On a tout le temps. »`,
          (x) => `« Tu te débrouilles très bien », ${v(hp(x), 'chuchote', 'chuchotent')} ${hp(x).name}.`,
        ],
        [
          (x) =>
            `Petit à petit, ${x.h.il} lâche la main et commence à regarder autour ${x.h.fem ? 'd’elle' : 'de lui'}.`,
          () => 'Au bout d’un moment, le petit trac devient tout petit.',
        ],
      ],
    },
    letDown: {
      uhOh: [
        // Said after the parent's own words of the plan that fell through, or in their place.
        // (True of a train late too, where the trip still went ahead: nothing said of it not happening.)
        [() => 'Oh non, ça ne se passe pas comme prévu.', () => 'Zut alors, rien ne se passe comme on l’avait prévu.'],
        [
          (x) => `${He(x)} est ${ag(x.h, 'un peu déçu', 'un peu déçue')}.`,
          (x) => `${x.h.name} fait une petite moue, juste un moment.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'fait', 'font')} un câlin à ${x.h.name} et ${v(hp(x), 'dit', 'disent')}: « Je sais, mon cœur. On reste ensemble, et ça va aller. »`,
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « Viens, on va trouver autre chose de chouette à faire. »`,
        ],
        [
          () => 'Et très vite, on trouve une autre idée, parfaite pour aujourd’hui.',
          () => 'Petit à petit, la déception s’envole.',
        ],
      ],
    },
    strange: {
      uhOh: [
        [
          (x) => `Tout paraît un peu bizarre et nouveau pour ${x.h.name}.`,
          (x) => `${x.h.name} regarde autour ${x.h.fem ? 'd’elle' : 'de lui'}, et rien n’est tout à fait pareil.`,
        ],
        [
          (x) => `${He(x)} devient ${ag(x.h, 'tout silencieux', 'toute silencieuse')}.`,
          () => 'Il y a comme un drôle de petit sentiment, tout au creux du ventre.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'fait', 'font')} un gros câlin à ${x.h.name} et ${v(hp(x), 'dit', 'disent')}: « Ce qui est nouveau, ça fait toujours un peu bizarre au début. »`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 's’assoit', 's’assoient')} tout près et ${v(hp(x), 'dit', 'disent')}: « Je suis là, avec toi. »`,
        ],
        [
          () => 'Petit à petit, ce drôle de sentiment se fait tout léger.',
          () => 'Petit à petit, ce qui était nouveau devient un peu plus familier.',
        ],
      ],
    },
    stuck: {
      uhOh: [
        [
          () => 'Oh là là, c’est coincé, et ça ne veut plus bouger.',
          (x) => `${x.h.name} tire et tire encore, mais c’est bien coincé.`,
        ],
        [
          (x) => `${He(x)} regarde, un peu ${ag(x.h, 'inquiet', 'inquiète')}.`,
          (x) => `${x.h.name} ne sait pas quoi faire.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'vient', 'viennent')} aider, tout doucement.`,
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « Viens, on regarde ensemble ce qu’on peut faire. »`,
        ],
        [
          () => 'Un petit coup par-ci, un peu de patience par-là, et tout s’arrange.',
          () => 'Petit à petit, l’inquiétude s’envole.',
        ],
      ],
    },
    tired: {
      uhOh: [
        [
          (x) => `Mais ${x.h.il} est si ${ag(x.h, 'fatigué', 'fatiguée')} que tout semble difficile.`,
          (x) =>
            `Puis ${x.h.il} se sent très ${ag(x.h, 'fatigué', 'fatiguée')}, et un peu ${ag(x.h, 'grognon', 'grognonne')}.`,
        ],
        [
          () => 'Ses yeux sont tout lourds, et ses jambes ne veulent plus marcher.',
          (x) => `${He(x)} se frotte les yeux et fait un énorme bâillement.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « Et si on se reposait un peu? »`,
          (x) => `${Helper(x)} ${x.h.le} ${v(hp(x), 'porte', 'portent')} jusqu’à un coin tout douillet.`,
        ],
        [
          () => 'Un moment de repos et un verre d’eau, ça fait beaucoup de bien.',
          (x) => `${He(x)} s’installe et redevient ${ag(x.h, 'tout calme', 'toute calme')}.`,
        ],
      ],
    },
    sick: {
      uhOh: [
        [
          (x) => `Aujourd’hui, ${x.h.il} est malade et ne se sent pas très bien.`,
          (x) => `${He(x)} est malade, et ${x.h.il} a besoin de beaucoup de douceur.`,
        ],
        [
          // Near whom the parent did not say: the quiet and the warmth only.
          (x) => `${He(x)} a juste envie de rester au calme, bien au chaud.`,
          (x) => `${He(x)} est ${ag(x.h, 'tout patraque', 'toute patraque')} et veut juste des câlins.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'l’installe', 'l’installent')} sur le canapé avec une couverture toute douce.`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 'reste', 'restent')} tout près et ${v(hp(x), 'prend', 'prennent')} bien soin ${x.h.de}.`,
        ],
        [
          () => 'Il y a un médicament, un gant tout frais et beaucoup de repos.',
          () => 'Le repos, ça aide à guérir, petit à petit.',
        ],
      ],
    },
    hospital: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Aujourd’hui, ${x.about.name} est à l’hôpital, et ${x.h.name} pense fort à ${me(x.about)}.`
              : `Aujourd’hui, c’est une journée pas comme les autres pour ${x.h.name}, avec une visite à l’hôpital.`,
          () => 'Aujourd’hui, il faut aller à l’hôpital, et c’est un peu impressionnant.',
        ],
        [
          // Someone else hurt or in hospital (« mamie s'est cassé le poignet »): the child worries for them, and was
          // not there to find the hospital big.
          (x) =>
            x.about
              ? `${He(x)} est un peu ${ag(x.h, 'inquiet', 'inquiète')} pour ${x.about.name}.`
              : `Là-bas, tout est nouveau, et ${x.h.il} est un peu ${ag(x.h, 'inquiet', 'inquiète')}.`,
          (x) =>
            x.about
              ? `${He(x)} pense très fort à ${x.about.name}.`
              : 'C’est grand, il y a du monde et plein de nouvelles têtes.',
        ],
      ],
      fix: [
        [
          (x) =>
            x.about
              ? `${x.h.name} fait plein de bisous tout doux à ${x.about.name}, pour que ça guérisse vite.`
              : `${Helper(x)} ${v(hp(x), 'reste', 'restent')} tout près, tout le temps, et ${x.h.lui} ${v(hp(x), 'tient', 'tiennent')} la main.`,
          (x) =>
            x.about
              ? `Les docteurs ont bien soigné ${x.about.name}, et ça va guérir petit à petit.`
              : 'Les docteurs et les infirmières sont gentils et doux, et ils expliquent tout.',
        ],
        [() => 'Être ensemble, ça fait du bien à tout le monde.', () => 'Être bien soigné, ça aide à guérir.'],
      ],
    },
    vaccine: {
      uhOh: [
        [
          // The moment itself, beside the parent's own « vaccin chez le pédiatre ce matin »: not the visit told twice.
          (x) => `C’est le moment du vaccin, et ${x.h.il} prend une grande inspiration.`,
          // No one named: the parent's own words say who gave it (« la pédiatre », « l’infirmière »), and a line that
          // names no one gives way to them.
          (x) => `On ${x.h.lui} fait une petite piqûre dans le bras.`,
        ],
        // No tears the parent did not write (« pas une larme »): the parent's own words tell them when there were.
        // (No hand squeezed: the parent's « elle a serré fort la main de maman » is the comfort that follows.)
        [() => 'Ça pique un tout petit peu, juste un instant.', () => 'Aïe, ça pique un petit moment.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${x.h.le} ${v(hp(x), 'serre', 'serrent')} fort et ${v(hp(x), 'dit', 'disent')}: « C’est fini, je suis là. »`,
          // No kiss on the arm nor sticker made up: parents write their own (« un bisou magique », « un autocollant de
          // dinosaure »), and the story would tell them twice.
          (x) => `${Helper(x)} ${x.h.lui} ${v(hp(x), 'fait', 'font')} un gros câlin tout doux.`,
        ],
        [
          () => 'Ça ne pique déjà plus, et c’est fini pour aujourd’hui.',
          () => 'Le vaccin aide le corps à rester fort et en bonne santé.',
        ],
      ],
    },
    died: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} est ${ag(x.about, 'mort', 'morte')}, et c’est un jour triste pour ${x.h.name}.`
              : `Aujourd’hui, c’est un jour triste, car quelqu’un ${queName(x.h.name)} aimait est mort.`,
          (x) =>
            x.about
              ? `Il y a une triste nouvelle aujourd’hui: ${x.about.name} est ${ag(x.about, 'mort', 'morte')}.`
              : `Aujourd’hui, il y a une triste nouvelle: quelqu’un de très cher à ${x.h.name} est mort.`,
        ],
        [
          // Not « triste » again after the news said it: the chagrin, the heavy heart.
          (x) =>
            `Cela veut dire qu’${x.about ? x.about.il : 'il'} ne reviendra pas, et ${x.h.name} a beaucoup de chagrin.`,
          (x) => `${He(x)} a le cœur gros et reste ${ag(x.h, 'tout silencieux', 'toute silencieuse')}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${x.h.le} ${v(hp(x), 'serre', 'serrent')} très fort et ${v(hp(x), 'dit', 'disent')}: « Tu as le droit d’être triste. »`,
          (x) =>
            `${Helper(x)} ${v(hp(x), 'reste', 'restent')} longtemps avec ${x.h.fem ? 'elle' : 'lui'}, main dans la main.`,
        ],
        [
          () => 'On parle des jolis moments, et ça fait chaud au cœur.',
          () => 'L’amour ne s’en va pas: il reste dans nos cœurs.',
        ],
      ],
    },
    missing: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} est loin aujourd’hui, et ${x.about.il} manque beaucoup à ${x.h.name}.`
              : `Aujourd’hui, quelqu’un manque beaucoup à ${x.h.name}.`,
          (x) =>
            x.about
              ? `Aujourd’hui, ${x.about.name} n’est pas là, et ${x.h.name} pense fort à ${me(x.about)}.`
              : `Quelqu’un ${queName(x.h.name)} aime est loin aujourd’hui.`,
        ],
        [
          (x) => `${He(x)} se sent un peu vide et triste à l’intérieur.`,
          (x) => `${He(x)} voudrait tellement un câlin, là, tout de suite.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « Quelqu’un peut nous manquer, et tout va bien quand même. »`,
          (x) => `${Helper(x)} ${v(hp(x), 'l’aide', 'l’aident')} à faire un dessin à lui offrir bientôt.`,
        ],
        [
          () => 'Quand quelqu’un nous manque, c’est qu’on l’aime, et il nous aime aussi.',
          () => 'On envoie un bisou qui s’envole, tout là-bas, très loin.',
        ],
      ],
    },
    // Un parent, un frère ou une sœur malade à la maison : l’inquiétude pour lui, puis les soins de l’enfant.
    nursing: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} ${v(x.about, 'est', 'sont')} malade${x.about.pl ? 's' : ''} aujourd’hui et ${v(x.about, 'doit', 'doivent')} rester au lit.`
              : 'Quelqu’un est malade à la maison aujourd’hui et doit rester au lit.',
          (x) =>
            x.about
              ? `Aujourd’hui, ${x.about.name} ${v(x.about, 'est', 'sont')} trop malade${x.about.pl ? 's' : ''} pour se lever et jouer.`
              : 'Aujourd’hui, quelqu’un à la maison est trop malade pour se lever et jouer.',
        ],
        [
          (x) => `${He(x)} s’inquiète un peu, et la maison est toute silencieuse.`,
          (x) => `${He(x)} aimerait tant jouer avec ${x.about ? me(x.about) : 'quelqu’un'}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `Alors ${x.h.name} aide à prendre soin ${x.about ? (x.about.pl || x.about.fem ? `d’${me(x.about)}` : 'de lui') : 'de tout le monde'}, tout doucement.`,
          (x) =>
            `${x.h.name} joue sans faire de bruit, pour que ${x.about ? x.about.name : 'tout le monde'} ${x.about ? v(x.about, 'puisse', 'puissent') : 'puisse'} se reposer.`,
        ],
        [
          (x) => `${x.about ? cap(x.about.name) : 'Quelqu’un'} fait un petit sourire fatigué: « Merci, mon cœur. »`,
          (x) =>
            `« Grâce à toi, je me sens déjà mieux », murmure ${x.about ? x.about.name : 'une petite voix fatiguée'}.`,
        ],
      ],
    },
    goodbye: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Aujourd’hui, il faut dire au revoir ${x.about.a}, et les au revoir, c’est difficile.`
              : 'Aujourd’hui, il faut se dire au revoir, et les au revoir, c’est difficile.',
          (x) =>
            x.about
              ? `${He(x)} doit dire au revoir ${x.about.a} aujourd’hui.`
              : `${He(x)} doit dire au revoir aujourd’hui.`,
        ],
        [
          (x) => `${He(x)} fait au revoir de la main, encore et encore, un peu triste.`,
          (x) => `Ses yeux sont tout mouillés, et ${x.h.il} serre son doudou bien fort.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${v(hp(x), 'dit', 'disent')}: « C’est normal d’être triste quand on se dit au revoir. »`,
          (x) => `${Helper(x)} ${x.h.lui} ${v(hp(x), 'fait', 'font')} le plus grand et le plus long des câlins.`,
        ],
        [
          () => 'Après les au revoir, un jour, viennent de nouveaux bonjours.',
          () => 'On pense à toutes les belles choses dont on se souviendra.',
        ],
      ],
    },
  },
  worry: [
    () => 'Ça chamboule tout dans son petit cœur.',
    () => 'Mince alors.',
    () => 'Sa lèvre se met à trembler, juste un petit peu.',
    (x) => `${He(x)} ne sait plus quoi faire.`,
    () => 'Oh oh.',
    (x) => `${He(x)} ouvre de grands yeux tout inquiets.`,
    (x) => `${He(x)} fronce un tout petit peu les sourcils.`,
    () => 'Et maintenant?',
  ],
  homecoming: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `${cap(x.about.name)} était loin depuis des jours, et ${x.about.il} manquait beaucoup à ${x.h.name}.`
            : `Quelqu’un ${queName(x.h.name)} aime était loin depuis des jours.`,
        (x) =>
          x.about
            ? `Depuis des jours, ${x.h.name} pensait très fort à ${me(x.about)}.`
            : `Depuis des jours, quelqu’un manquait beaucoup à ${x.h.name}.`,
      ],
      [(x) => `${He(x)} se sentait un peu vide à l’intérieur.`, (x) => `${He(x)} rêvait d’un gros câlin chaque jour.`],
    ],
    fix: [
      [
        (x) =>
          x.about ? `Et puis ${x.about.name} rentre enfin à la maison !` : 'Et puis tout le monde rentre enfin !',
        (x) => (x.about ? `Enfin, ${x.about.name} est de retour.` : 'Enfin, tout le monde est de retour.'),
      ],
      [
        () => 'Le manque s’envole, et un joli sentiment tout chaud prend sa place.',
        () => 'Tout le monde est de nouveau ensemble, et c’est juste comme il faut.',
      ],
    ],
  },
  storm: {
    uhOh: [
      [
        () => 'Et puis le tonnerre fait BOUM, et la pluie tombe à verse !',
        () => 'Crac, fait le tonnerre, et le vent souffle, fouu, fouu !',
      ],
      [
        (x) => `C’est très fort, et ${x.h.name} a peur et se bouche les oreilles.`,
        (x) => `${He(x)} a peur, et son cœur fait boum, boum.`,
      ],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${v(hp(x), 'prend', 'prennent')} ${x.h.name} dans les bras : « Ce sont juste les nuages qui font du bruit. Avec moi, tu ne crains rien. »`,
        (x) =>
          `${Helper(x)} ${v(hp(x), 'fait', 'font')} un gros câlin à ${x.h.name}, et on compte les grondements ensemble.`,
      ],
      [
        () => 'Peu à peu, l’orage se calme, et puis il s’en va.',
        () => 'Grondement après grondement, le tonnerre s’éloigne, de plus en plus loin.',
      ],
    ],
  },
  jealousy: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `Tout le monde ne regarde que ${x.about.name}, et ${x.h.il} se sent un peu ${ag(x.h, 'oublié', 'oubliée')}.`
            : `Tout le monde est occupé ailleurs, et ${x.h.il} se sent un peu ${ag(x.h, 'oublié', 'oubliée')}.`,
        (x) =>
          x.about
            ? `Tous les câlins sont pour ${x.about.name}, et ${x.h.il} devient un peu ${ag(x.h, 'jaloux', 'jalouse')}.`
            : `Alors ${x.h.il} se sent un peu ${ag(x.h, 'jaloux', 'jalouse')}.`,
      ],
      [
        (x) => `${He(x)} voudrait un câlin aussi, et sa lèvre tremble un peu.`,
        () => 'Un petit sentiment grognon et jaloux grandit à l’intérieur.',
      ],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${v(hp(x), 'serre', 'serrent')} ${x.h.name} très fort : « Il y a plein d’amour pour toi aussi. »`,
        (x) => `${Helper(x)} ${v(hp(x), 'fait', 'font')} une place à ${x.h.name}, tout près, bien au chaud.`,
      ],
      [
        () => 'Il y a assez d’amour pour tout le monde, et le petit pincement au cœur s’en va.',
        () => 'Peu à peu, le petit pincement au cœur s’envole.',
      ],
    ],
  },
  feelBetter: [
    (x) => `${He(x)} prend une grande inspiration, et le souci s’envole.`,
    (x) => `${x.h.name} sourit de nouveau, un grand sourire jusqu’aux oreilles.`,
    (x) =>
      `Tout va bien à nouveau, et ${x.h.il} se sent ${ag(x.h, 'tout réchauffé', 'toute réchauffée')} à l’intérieur.`,
    (x) => `${He(x)} fait un gros câlin ${hp(x).a} pour dire merci.`,
    () => 'Le soleil revient dans son petit cœur.',
    (x) => `Petit à petit, ${x.h.il} se sent ${ag(x.h, 'plus léger', 'plus légère')}.`,
    // Thanks said to the one who helped: a bare « Merci » after a quarrel made up thanks nobody.
    (x) => `« Merci », dit ${x.h.name} ${hp(x).a}, les yeux tout brillants.`,
    () => 'Et comme ça, la journée reprend tout doucement.',
    (x) => `${He(x)} respire un grand coup, et ça va déjà un peu mieux.`,
    (x) => `${He(x)} se sent beaucoup, beaucoup mieux maintenant.`,
  ],
  comfort: [
    (x) =>
      `Les gros chagrins ont le droit d’exister, et ${x.h.name} n’est jamais ${ag(x.h, 'tout seul', 'toute seule')} avec eux.`,
    (x) => `${He(x)} n’est pas ${ag(x.h, 'seul', 'seule')}, et ${x.h.il} est tellement ${ag(x.h, 'aimé', 'aimée')}.`,
    () => 'Tout contre quelqu’un qui nous aime, tout devient un peu plus doux.',
    (x) => `${He(x)} se blottit dans des bras tout doux, bien au chaud et en sécurité.`,
    () => 'Maintenant, tout est un peu plus calme, tout doux et tout chaud.',
    () => 'Il y a des jours un peu difficiles, et ce n’est pas grave.',
    (x) => `${He(x)} pose sa tête sur une épaule toute douce et respire lentement.`,
  ],

  things: {
    ducks: {
      noun: n('les canards', 'des canards'),
      goodnight: 'les canards',
      lines: [
        (x) => `${He(x)} lance de petites miettes aux canards, qui arrivent en barbotant, coin-coin!`,
        () => 'Les canards passent en file indienne en se dandinant, coin, coin, coin.',
      ],
    },
    dog: {
      noun: n('le chien', 'un chien'),
      goodnight: 'le toutou',
      lines: [
        // Not a dog passing by: the dog of the day is often the family's own, named by the parent.
        (x) => `Le chien remue la queue pour ${x.h.fem ? 'elle' : 'lui'}, ouaf!`,
        (x) => `${He(x)} caresse tout doucement le chien, qui ${x.h.lui} lèche la main.`,
      ],
    },
    cat: {
      noun: n('le chat', 'un chat'),
      goodnight: 'le petit chat',
      lines: [
        // Not « au soleil »: a cat of the day sleeps on rainy days too.
        () => 'Un petit chat dort en boule en ronronnant tout doucement.',
        (x) => `${He(x)} dit bonjour à un chat, et le chat répond miaou.`,
      ],
    },
    horse: {
      noun: n('le cheval', 'un cheval', 'du poney'),
      goodnight: 'le cheval',
      lines: [
        (x) => `Un grand cheval brun passe son nez tout doux par-dessus la barrière pour ${x.h.lui} dire bonjour.`,
        () => 'Cataclop, cataclop, un poney passe au petit trot.',
      ],
    },
    cow: {
      noun: n('les vaches', 'des vaches'),
      goodnight: 'les vaches',
      lines: [
        () => 'Dans le pré, une vache fait un long, long meuh.',
        (x) => `${He(x)} fait coucou aux vaches, et l’une d’elles agite sa queue.`,
      ],
    },
    sheep: {
      noun: n('les moutons', 'des moutons'),
      goodnight: 'les petits agneaux',
      lines: [
        () => 'Des moutons tout frisés broutent l’herbe, bêê, bêê.',
        () => 'Un petit agneau gambade derrière sa maman.',
      ],
    },
    chickens: {
      noun: n('les poules', 'des poules'),
      goodnight: 'les poules',
      lines: [
        () => 'Les poules font cot, cot, cot et picorent les graines.',
        (x) => `${He(x)} trouve un œuf tout chaud dans la paille.`,
      ],
    },
    fish: {
      noun: n('les poissons', 'des poissons'),
      goodnight: 'les petits poissons',
      lines: [
        () => 'De petits poissons tout brillants passent en frétillant.',
        (x) => `${He(x)} regarde un petit poisson nager tout doucement dans l’eau.`,
      ],
    },
    birds: {
      noun: n('les oiseaux', 'des oiseaux'),
      goodnight: 'les petits oiseaux',
      lines: [
        () => 'Un petit oiseau sautille tout près et chante, cui-cui.',
        (x) => `${He(x)} regarde les oiseaux voleter de branche en branche.`,
      ],
    },
    butterfly: {
      noun: n('le papillon', 'un papillon'),
      // A ladybird or a bee is read as this one too: the goodnight names none of them wrongly.
      goodnight: 'les petites bêtes qui volent',
      lines: [
        () => 'Un papillon se pose sur une fleur, flap, flap, puis s’envole.',
        (x) => `${He(x)} ne bouge plus du tout pendant qu’une coccinelle se promène sur son doigt.`,
      ],
    },
    snail: {
      noun: n('l’escargot', 'un escargot'),
      goodnight: 'le petit escargot',
      lines: [
        (x) => `${He(x)} trouve un escargot qui porte sa maison sur son dos, tout doucement.`,
        () => 'Un ver de terre tout tortillé sort pour voir le ciel.',
      ],
    },
    rabbit: {
      noun: n('le lapin', 'un lapin'),
      goodnight: 'le petit lapin',
      lines: [
        () => 'Un lapin remue le nez et s’en va en sautillant, hop, hop.',
        // (No carrot given: the parent tells what the child did with the rabbit, a stroke or a look.)
        () => 'Un petit lapin tout doux remue ses moustaches, tout près.',
      ],
    },
    guineaPig: {
      noun: n('le cochon d’Inde', 'un cochon d’Inde'),
      goodnight: 'le petit cochon d’Inde',
      lines: [
        () => 'Un cochon d’Inde couine, couic, couic, et grignote une feuille.',
        (x) => `${He(x)} donne un bout de concombre au cochon d’Inde, crounch.`,
      ],
    },
    hamster: {
      noun: n('le hamster', 'un hamster'),
      goodnight: 'le petit hamster',
      lines: [
        () => 'Un hamster remplit ses joues, jusqu’à ce qu’elles soient toutes rondes.',
        (x) => `${He(x)} regarde le hamster courir dans sa roue, et ça tourne, et ça tourne.`,
      ],
    },
    tortoise: {
      noun: n('la tortue', 'une tortue'),
      goodnight: 'la petite tortue',
      lines: [
        () => 'Une tortue sort la tête de sa carapace et avance, tout doucement.',
        (x) => `${He(x)} donne une feuille de salade à la tortue, qui la mange tout doucement.`,
      ],
    },
    cake: {
      noun: n('le gâteau', 'du gâteau'),
      goodnight: 'le bon gâteau',
      lines: [
        () => 'Le gâteau laisse des miettes jusque sur le bout du nez.',
        () => 'Un beau gâteau attend sur la table, et ça sent drôlement bon, miam!',
      ],
    },
    icecream: {
      noun: n('la glace', 'une glace'),
      goodnight: 'la glace',
      lines: [
        () => 'La glace est toute froide et toute sucrée, à petits coups de langue.',
        () => 'La glace est si froide qu’elle fait frissonner les petites dents.',
      ],
    },
    pancakes: {
      noun: n('les crêpes', 'des crêpes'),
      goodnight: 'les crêpes',
      lines: [() => 'La crêpe est toute chaude, roulée comme une petite couverture.'],
    },
    // Pasta by no one shape: the parent's may be coquillettes or macaronis, never spaghetti made up beside them.
    pasta: {
      noun: n('les pâtes', 'des pâtes'),
      goodnight: 'les bonnes pâtes',
      lines: [() => 'C’est tout chaud et tout bon, miam, miam.'],
    },
    pizza: {
      noun: n('la pizza', 'une pizza'),
      goodnight: 'la pizza',
      lines: [() => 'La pizza est chaude, pleine de fromage qui file, et coupée en petits triangles.'],
    },
    soup: {
      noun: n('la soupe', 'de la soupe'),
      goodnight: 'la bonne soupe',
      lines: [() => 'La soupe est bien chaude, alors on souffle dessus, fouuu, fouuu.'],
    },
    // Bread is also the parent's croissant, chocolatine or sandwich: said as good bread, never as one kind of it.
    bread: {
      noun: n('le bon pain', 'du bon pain'),
      // (Not « pain doré »: in Quebec that is French toast, no croissant nor pain au chocolat.)
      goodnight: 'le bon pain',
      lines: [() => 'Ça sent bon le pain tout chaud, tout doré et tout croustillant.'],
    },
    cookies: {
      noun: n('les biscuits', 'des biscuits'),
      goodnight: 'les biscuits',
      // Also the baking (« on a fait des crêpes »): what is sweet, never a crunch the parent's crêpes or cake did not make.
      lines: [() => 'C’est tout sucré et tout bon, miam, miam.'],
    },
    // A food's line says how the parent's own food tastes, never that there was more of it (the parent's compote is
    // not a second bowl of juicy fruit), nor someone eating it again.
    fruit: {
      noun: n('les fruits', 'des fruits'),
      goodnight: 'les fruits',
      lines: [() => 'C’est tout doux et tout sucré, miam.'],
    },
    strawberries: {
      noun: n('les fraises', 'des fraises'),
      goodnight: 'les fraises',
      lines: [() => 'Les fraises sont toutes rouges et toutes sucrées.'],
    },
    apple: {
      noun: n('la pomme', 'une pomme'),
      goodnight: 'la pomme rouge',
      lines: [() => 'Croc, fait la pomme sous les petites dents.'],
    },
    banana: {
      noun: n('la banane', 'une banane'),
      goodnight: 'la banane',
      lines: [() => 'La banane est toute douce et toute sucrée.'],
    },
    picnic: {
      noun: n('le pique-nique', 'un pique-nique'),
      goodnight: 'la nappe du pique-nique',
      lines: [() => 'On pique-nique sur une nappe à carreaux, avec des sandwichs et du jus de pomme.'],
    },
    ball: {
      noun: n('le ballon', 'un ballon'),
      goodnight: 'le ballon qui rebondit',
      lines: [(x) => `${He(x)} tape dans un ballon, qui rebondit, boing, boing, boing.`],
    },
    balloon: {
      noun: n('le ballon de baudruche', 'un ballon'),
      goodnight: 'le ballon rouge',
      lines: [(x) => `${He(x)} tient un ballon rouge au bout d’une ficelle, et il se balance au-dessus de sa tête.`],
    },
    kite: {
      noun: n('le cerf-volant', 'un cerf-volant'),
      goodnight: 'le cerf-volant',
      // (Not flying of its own: the parent's sentence tells the kite flown, and what the wind did with it.)
      lines: [() => 'Le cerf-volant a une longue queue toute colorée, avec de petits nœuds.'],
    },
    bubbles: {
      noun: n('les bulles', 'des bulles'),
      goodnight: 'les bulles',
      lines: [(x) => `${He(x)} souffle des bulles qui s’envolent et font pop.`],
    },
    blocks: {
      noun: n('les cubes', 'des cubes'),
      goodnight: 'les cubes',
      lines: [(x) => `${He(x)} empile les cubes, de plus en plus haut.`],
    },
    puzzle: {
      noun: n('le puzzle', 'un puzzle'),
      goodnight: 'le puzzle',
      lines: [(x) => `${He(x)} pose la dernière pièce du puzzle, clic.`],
    },
    book: {
      noun: n('le livre', 'un livre'),
      goodnight: 'le livre d’histoires',
      lines: [() => 'Il y a une histoire pleine d’images, et tout le monde écoute.'],
    },
    drawing: {
      noun: n('le dessin', 'un dessin'),
      goodnight: 'les crayons de couleur',
      lines: [(x) => `${He(x)} fait un dessin avec des couleurs bien vives.`],
    },
    doll: {
      noun: n('la poupée', 'une poupée'),
      goodnight: 'la poupée',
      lines: [(x) => `${He(x)} berce doucement la poupée dans ses bras.`],
    },
    teddy: {
      noun: n('le doudou', 'un doudou'),
      goodnight: 'le doudou',
      lines: [() => 'Le doudou est tout doux, et il sent bon la maison.'],
    },
    toyCar: {
      noun: n('la petite voiture', 'une petite voiture'),
      goodnight: 'la petite voiture',
      lines: [(x) => `${He(x)} fait rouler une petite voiture par terre, vroum, vroum.`],
    },
    sandcastle: {
      noun: n('le château de sable', 'un château de sable'),
      goodnight: 'le château de sable',
      lines: [(x) => `${He(x)} tapote le sable pour faire un petit château tout rond.`],
    },
    swing: {
      noun: n('la balançoire', 'une balançoire'),
      goodnight: 'la balançoire',
      lines: [(x) => `${He(x)} monte tout haut sur la balançoire, youpi, et redescend tout bas.`],
    },
    slide: {
      noun: n('le toboggan', 'un toboggan'),
      goodnight: 'le toboggan',
      lines: [(x) => `${He(x)} descend le toboggan à plat ventre, wiii.`],
    },
    song: {
      noun: n('la chanson', 'une chanson'),
      goodnight: 'les jolies chansons',
      lines: [(x) => `${He(x)} chante une petite chanson, lalala.`],
    },
    scooter: {
      noun: n('la trottinette', 'une trottinette', 'de sa trottinette'),
      goodnight: 'la trottinette',
      lines: [(x) => `${He(x)} file sur sa trottinette, pousse, pousse, et zou, ça glisse.`],
    },
    bike: {
      noun: n('le vélo', 'un vélo', 'de son vélo'),
      goodnight: 'le vélo',
      lines: [(x) => `${He(x)} roule sur son vélo, et les roues tournent, tournent.`],
    },
    boat: {
      noun: n('le bateau', 'un bateau'),
      goodnight: 'le petit bateau',
      lines: [() => 'Un petit bateau se balance sur l’eau, de haut en bas.'],
    },
    tractor: {
      noun: n('le tracteur', 'un tracteur'),
      goodnight: 'le gros tracteur',
      // A toy tractor fought over or one seen in a field alike: the child's own noise, no tractor driving by.
      lines: [(x) => `${He(x)} fait vroum, vroum, vroum, comme un gros tracteur.`],
    },
    bus: {
      noun: n('le bus', 'un bus'),
      goodnight: 'le grand bus',
      // Not the stop button: a child often cries because they did not get to press it.
      lines: [(x) => `${He(x)} monte dans le bus et regarde les rues défiler par la fenêtre.`],
    },
    train: {
      noun: n('le train', 'un train'),
      goodnight: 'le petit train',
      lines: [() => 'Un train passe, tchou-tchou, tagadam, tagadam.'],
    },
    car: {
      noun: n('la voiture', 'une voiture'),
      goodnight: 'la voiture',
      lines: [(x) => `${He(x)} s’assoit dans son siège auto et regarde le monde défiler.`],
    },
    plane: {
      noun: n('l’avion', 'un avion'),
      goodnight: 'l’avion',
      lines: [() => 'Tout là-haut dans le ciel, un avion passe, tout petit et très loin.'],
    },
    rain: {
      noun: n('la pluie', 'de la pluie'),
      goodnight: 'la pluie',
      lines: [() => 'La pluie fait plic, ploc contre la fenêtre.'],
    },
    puddle: {
      noun: n('les flaques', 'des flaques'),
      goodnight: 'les flaques',
      lines: [(x) => `${He(x)} saute dans une flaque, plouf!`],
    },
    snow: {
      noun: n('la neige', 'de la neige'),
      goodnight: 'les flocons',
      lines: [() => 'De gros flocons tout doux tombent, lents et blancs.'],
    },
    sun: {
      noun: n('le soleil', 'du soleil'),
      goodnight: 'le soleil',
      lines: [() => 'Le soleil brille, chaud et lumineux, toute la journée.'],
    },
    wind: {
      noun: n('le vent', 'du vent'),
      goodnight: 'le vent',
      lines: [() => 'Le vent souffle, hou, hou, et les feuilles dansent.'],
    },
    rainbow: {
      noun: n('l’arc-en-ciel', 'un arc-en-ciel'),
      goodnight: 'l’arc-en-ciel',
      lines: [() => 'Un arc-en-ciel apparaît dans le ciel, rouge, jaune, vert et bleu.'],
    },
    flowers: {
      noun: n('les fleurs', 'des fleurs'),
      goodnight: 'les fleurs',
      lines: [(x) => `${He(x)} sent les fleurs, snif, snif, mmm.`],
    },
    leaves: {
      noun: n('les feuilles', 'des feuilles'),
      goodnight: 'les feuilles qui craquent',
      lines: [(x) => `${He(x)} shoote dans les feuilles, crac, frrr, crac.`],
    },
    shells: {
      noun: n('les coquillages', 'des coquillages'),
      goodnight: 'les coquillages',
      lines: [(x) => `${He(x)} trouve un coquillage et le colle contre son oreille.`],
    },
    stones: {
      noun: n('les cailloux', 'des cailloux'),
      goodnight: 'les petits cailloux',
      lines: [(x) => `${He(x)} ramasse de jolis cailloux tout lisses et les met dans sa poche.`],
    },
    tree: {
      noun: n('l’arbre', 'un arbre'),
      goodnight: 'le grand arbre',
      lines: [(x) => `${He(x)} fait un câlin à un vieil arbre, et son écorce est toute rugueuse.`],
    },
    water: {
      noun: n('l’eau', 'de l’eau'),
      goodnight: 'l’eau qui fait plouf',
      lines: [(x) => `${He(x)} barbote dans l’eau, plic, ploc.`],
    },
  },
  people: {
    mum: { ref: person('Maman', true), goodnight: 'Maman' },
    dad: { ref: person('Papa', false), goodnight: 'Papa' },
    grandma: { ref: { ...person('Mamie', true), grand: true }, goodnight: 'Mamie' },
    grandpa: { ref: { ...person('Papi', false), grand: true }, goodnight: 'Papi' },
    grandparents: { ref: { ...person('Papi et Mamie', false, true), grand: true }, goodnight: 'Papi et Mamie' },
    brother: { ref: person('son frère', false), goodnight: 'frérot' },
    sister: { ref: person('sa sœur', true), goodnight: 'sœurette' },
    baby: { ref: person('le bébé', false), goodnight: 'le petit bébé' },
    friend: { ref: person('un copain', false), goodnight: 'le copain' },
    friends: { ref: person('les copains', false, true), goodnight: 'les copains' },
    teacher: { ref: person('la maîtresse', true), goodnight: 'la maîtresse' },
    doctor: { ref: person('le docteur', false), goodnight: 'le gentil docteur' },
    aunt: { ref: person('Tata', true), goodnight: 'Tata' },
    uncle: { ref: person('Tonton', false), goodnight: 'Tonton' },
    // Cousins left unnamed are most often all of them (« avec tonton et les cousins »); a named one is said by name.
    cousin: { ref: person('les cousins', false, true), goodnight: 'les cousins' },
  },
  events: {
    birthday: [
      () => 'C’est un anniversaire, et toute la journée est une fête.',
      (x) => `On chante joyeux anniversaire, et ${x.h.il} chante avec tout le monde.`,
    ],
    newBaby: [
      () => 'Il y a un nouveau bébé dans la famille, tout petit et tout doux.',
      // No kiss of its own: a big sister may sulk first, and the parent tells the kiss when there was one. Nor a look
      // (« elle voulait pas la regarder »): the baby as it is, whatever the child did.
      () => 'Le nouveau bébé a de toutes petites mains et de tout petits pieds.',
    ],
    firstDay: [
      (x) => `C’est une première fois pour ${x.h.name}, et c’est quelque chose de grand.`,
      (x) => `Aujourd’hui, c’est une toute première fois, et tout est nouveau pour ${x.h.name}.`,
    ],
    moving: [
      // The day of the move or a talk of one to come: neither boxes nor a new house the parent may not have written.
      // Whose move it is (the family's, a friend's) the parent's own words tell: these lines say it of no one.
      (x) =>
        `Quand quelqu’un déménage, ça fait beaucoup de choses nouvelles d’un coup, et ${x.h.name} y pense très fort.`,
      (x) => `Un déménagement, c’est un grand changement, et ${x.h.name} y pense très fort.`,
    ],
    haircut: [
      // (No mirror: the shop's own line may have one already.)
      (x) => `${He(x)} se fait couper les cheveux, clic, clac, tout doucement.`,
      () => 'Clic, clac, font les ciseaux, et voilà une jolie coupe toute neuve.',
    ],
    holiday: [
      () => 'Aujourd’hui n’est pas un jour comme les autres, et tout semble un peu magique.',
      (x) => `C’est un jour pas comme les autres, et ${x.h.il} a plein de choses à voir.`,
    ],
    dentist: [
      (x) => `${He(x)} montre au dentiste comme ${x.h.il} se brosse bien les dents, frotti, frotta.`,
      // Not the counting nor what was found: the parent tells that (« zéro carie »).
      () => 'Le fauteuil monte, puis redescend, et la visite est déjà finie.',
    ],
    market: [
      () => 'Le marché est animé et plein de couleurs.',
      (x) => `${He(x)} porte un petit sac de fruits jusqu’à la maison.`,
    ],
    aquarium: [
      () => 'Tout autour, l’eau brille en bleu, comme au fond de la mer.',
      (x) => `${He(x)} fait coucou aux poissons, et un petit poisson s’approche tout près.`,
    ],
  },
  festival: [
    (x) => `C’est ${x.name}, et toute la journée a un petit air de fête.`,
    (x) => `Aujourd’hui, c’est ${x.name}, et tout le monde est de bonne humeur.`,
    (x) => `Aujourd’hui, c’est ${x.name} : une journée pas comme les autres.`,
  ],
  typed: [
    (x) => {
      const day = feastDayOf(x) ?? cuddlyOf(x);
      if (day) return day;
      const did = doingPhrase(x.h, x.what);
      const thing = articled(x.what);
      if (did) return `Ensuite, ${x.h.name} ${did}.`;
      if (thing) return `Ensuite, place ${thing.au} pour ${x.first ? x.h.name : me(x.h)}.`;
      return `Ensuite, au programme pour ${x.first ? x.h.name : me(x.h)}: ${tidy(x.what)}.`;
    },
    (x) => {
      const day = feastDayOf(x) ?? cuddlyOf(x);
      if (day) return day;
      const did = doingPhrase(x.h, x.what);
      const thing = articled(x.what);
      if (did) return `Et puis, ${x.h.name} ${did}.`;
      if (thing) return `Et puis vient pour ${x.first ? x.h.name : me(x.h)} le moment ${thing.du}.`;
      return `Voici ce qui attend ${x.first ? x.h.name : me(x.h)} ensuite: ${tidy(x.what)}.`;
    },
    (x) => {
      const day = feastDayOf(x) ?? cuddlyOf(x);
      if (day) return day;
      const did = doingPhrase(x.h, x.what);
      const thing = articled(x.what);
      if (did) return `Un peu plus tard, ${x.h.name} ${did}.`;
      if (thing) return `Un peu plus tard, c’est l’heure ${thing.du} pour ${x.first ? x.h.name : me(x.h)}.`;
      return `Au programme de la journée ${x.h.de}: ${tidy(x.what)}.`;
    },
    (x) => {
      const day = feastDayOf(x) ?? cuddlyOf(x);
      if (day) return day;
      const did = doingPhrase(x.h, x.what);
      const thing = articled(x.what);
      if (did) return `Après ça, ${x.h.name} ${did}.`;
      if (thing) return `Après ça, c’est le moment ${thing.du} pour ${x.first ? x.h.name : me(x.h)}.`;
      return `Après ça, un nouveau moment commence pour ${x.first ? x.h.name : me(x.h)}: ${tidy(x.what)}.`;
    },
  ],
  // Lines that fit a typed meal (« soupe de potiron ») as well as an outing or a game; no stock filler a reader skips
  // (« il prend son temps, sans se presser », « ce moment-là restera dans un petit coin de sa mémoire »).
  // Calm, not glad: a typed outing may be a sad one (« véto », « hôpital »), where a smile would be untrue.
  typedFeel: [
    () => 'Tout autour, on se parle gentiment.',
    (x) =>
      `${cap(x.h.il)} regarde tout autour, ${x.h.pl ? 'bien attentifs' : x.h.fem ? 'bien attentive' : 'bien attentif'}.`,
    (x) => `${cap(x.h.il)} a les yeux qui brillent.`,
  ],
  typedMemory: [
    // Calm words: what is listed may be a fright of the day (« le tonnerre »), never something to smile at.
    (x: Remembered) => `Avant de dormir, ${x.first ? x.h.name : x.h.il} repense à sa journée: ${x.list}.`,
    (x: Remembered) => `${x.first ? x.h.name : cap(x.h.il)} repense encore à tout ça: ${x.list}.`,
    // (What is seen again, so that one person or thing alone reads well: « il revoit encore la voisine ».)
    (x: Remembered) => `Dans sa tête, ${x.first ? x.h.name : x.h.il} revoit encore ${x.list}.`,
  ].map(
    // Nothing left worth naming (a verb or a whole clause of the parent's): the day remembered without a list.
    (line) => (x: Remembered) =>
      x.list === ''
        ? `Avant de dormir, ${x.first ? x.h.name : x.h.il} repense à sa ${x.sad ? '' : 'belle '}journée.`
        : line(x),
  ),
  join(items) {
    // A verb the parent typed (« a caressé un cochon ») is remembered as a moment: « le moment où on a caressé… ».
    const words = items
      .map(spelled)
      .map((item) => {
        const did = didPhrase(named('', false), item);
        if (did) return `le moment où on ${did}`;
        // « déguisé en lutin »: the costume; « raclette avec les voisins »: the raclette, with its article.
        // The parent's own sister or brother (« ma soeur est venue ») is the child's aunt or uncle.
        const kin = tidy(item).toLocaleLowerCase('fr');
        if (/^(?:ma|sa) (?:petite |grande )?s(?:œ|oe)ur$/u.test(kin)) return 'Tata';
        if (/^(?:mon|son) (?:petit |grand )?fr[èe]re$/u.test(kin)) return 'Tonton';
        // « un faux billet » said of a game is a pretend one, and said alone it reads as forged money: `le billet pour
        // de faux`.
        const pretend = /^(?:un|une|le|la|son|sa) (faux|fausse) ([\p{L}-]+)$/u.exec(kin);
        if (pretend) return `${pretend[1] === 'fausse' ? 'la' : 'le'} ${pretend[2]} pour de faux`;
        // « la musique de la reine » cut from « la reine des neiges »: the film's whole name.
        if (
          /^(?:la |le |sa |son )?(?:musique|chanson|robe|film|poupée|déguisement|costume|dessin animé) de la reine$/u.test(
            kin,
          )
        )
          return `${tidy(item)} des neiges`;
        // « la chaussette de mon loulou »: the child's own thing, said as theirs (`sa chaussette`).
        const owned =
          /^(?:(les|le|la) |(l’))(.+?) de (?:mon|ma) (?:puce|loulou|louloute|choupette|choupinette|cocotte|crevette|bichette|poulette|chérie?|trésor|lapinou|poussin|pitchoun|pitchoune|pitchounette|bonhomme)$/u.exec(
            kin,
          );
        if (owned) return `${owned[1] === 'la' ? 'sa' : owned[1] === 'les' ? 'ses' : 'son'} ${owned[3]}`;
        const dressed = /^(?:déguisée?s?|habillée?s?) en (.+)$/iu.exec(tidy(item));
        if (dressed) return `le costume de ${dressed[1]}`;
        // A thing of the day with its partitive (« du pain d’épices ») is remembered as that one (`le pain d’épices`).
        const definite = (phrase: string) =>
          phrase
            .replace(/^du /u, 'le ')
            .replace(/^de (?=la |l’)/u, '')
            .replace(/^des /u, 'les ');
        const thing = articled(item)?.du;
        return thing ? definite(thing) : definite(tidy(item));
      })
      .filter(
        (item) =>
          item !== '' &&
          !CLAUSE_LEFT.test(item) &&
          !NO_NOUN.test(item) &&
          !PITY.test(tidy(item)) &&
          !SHARE_ONLY.test(item) &&
          !ALL_THAT.test(item) &&
          !STILL_TO_COME.test(item) &&
          !NOT_DREAMT.test(item) &&
          !PET_NAME.test(item),
      );
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} et ${words.at(-1)}`;
  },
  said: [
    (x) =>
      `${x.c ? x.c.name : x.first ? x.h.name : cap(x.h.il)} dit: « ${spoken(x.words)}${/[?!]$/u.test(x.words) ? '' : '.'} »`,
    (x) => `Et puis ${x.c ? x.c.name : x.h.name} dit: « ${spoken(x.words)}${/[?!]$/u.test(x.words) ? '' : '.'} »`,
    (x) =>
      `${x.c ? x.c.name : x.h.name} a quelque chose à dire: « ${spoken(x.words)}${/[?!]$/u.test(x.words) ? '' : '.'} »`,
  ],
  meet: [
    (x) => `Voici ${x.h.name}, ${x.look}.`,
    (x) => `C’est ${x.h.name}, ${x.look}.`,
    (x) => `Dis bonjour à ${x.h.name}, ${x.look}.`,
  ],
  relation(word, relation) {
    // The parent's own word for a grandparent or a teacher (« pépé », « bonne-maman », « l’éducatrice », « le
    // maître »): the story calls them so, not the pack's « Papi » or « la maîtresse ».
    const lower = word.toLocaleLowerCase('fr').replace(/^[ld][’']/u, '');
    const grand = (called: string, fem: boolean) => ({ ...person(called, fem), grand: true });
    if (
      relation === 'grandma' &&
      /^(mémé|mémère|mamy|mammy|grand-mère|grand-maman|bonne-maman|mamé|mamette|mamou)$/u.test(lower)
    )
      return grand(cap(lower), true);
    // Provence's « papet » and « pépère » too.
    if (relation === 'grandpa' && /^(pépé|papy|grand-père|grand-papa|bon-papa|papé|papet|pépère|papou)$/u.test(lower))
      return grand(cap(lower), false);
    // A godmother or godfather is no aunt nor uncle: « Marraine », « Parrain », as the child calls them.
    if (relation === 'aunt' && lower === 'marraine') return person('Marraine', true);
    if (relation === 'uncle' && lower === 'parrain') return person('Parrain', false);
    // « chez bonne-maman et bon-papa », « mémé et pépé »: both, by the family's own words and in its order.
    const both =
      /^(mamie|mamy|mémé|mémère|grand-mère|grand-maman|bonne[- ]maman|papi|papy|pépé|pépère|grand-père|grand-papa|bon[- ]papa) (?:et|pis) (mamie|mamy|mémé|mémère|grand-mère|grand-maman|bonne[- ]maman|papi|papy|pépé|pépère|grand-père|grand-papa|bon[- ]papa)$/u.exec(
        lower,
      );
    if (relation === 'grandparents' && both) {
      const called = `${cap((both[1] ?? '').replace(' ', '-'))} et ${cap((both[2] ?? '').replace(' ', '-'))}`;
      return { ...person(called, false, true), grand: true, goodnight: called };
    }
    // « sa copine », « son amie »: a girl, said so, never « le copain ».
    if (relation === 'friend' && /^(copine|copinette|amie|meilleure amie)$/u.test(lower))
      return { ...person('une copine', true), goodnight: 'la copine' };
    if (relation !== 'teacher') return undefined;
    if (/^(éducatrice|educatrice)$/u.test(lower)) return person('l’éducatrice', true);
    if (/^(éducateur|educateur)$/u.test(lower)) return person('l’éducateur', false);
    if (/^(maître|maitre)[ -]nageur$/u.test(lower)) return person('le maître-nageur', false);
    if (/^(maître|maitre)$/u.test(lower)) return person('le maître', false);
    if (/^(nounou|nourrice)$/u.test(lower)) return person('la nounou', true);
    // The crèche's and the centre's grown-ups by the parent's own word, not « la maîtresse » of a school.
    if (/^(puéricultrice|puericultrice)s?$/u.test(lower)) return person('la puéricultrice', true);
    if (/^animatrices?$/u.test(lower)) return person('l’animatrice', true);
    if (/^animateurs?$/u.test(lower)) return person('l’animateur', false);
    if (/^gardienne$/u.test(lower)) return person('la gardienne', true);
    // Quebec's « maman de jour » keeps children at her home: the story calls her so, not « la maîtresse ».
    if (/^maman de jour$/u.test(lower)) return person('sa maman de jour', true);
    if (/^(assistante maternelle|ass ?mat|assmat)$/u.test(lower)) return person('la nounou', true);
    if (lower === 'monitrice') return person('la monitrice', true);
    if (lower === 'moniteur') return person('le moniteur', false);
    return undefined;
  },
  named(name, word, relation, pet) {
    const lower = word.toLocaleLowerCase('fr').replace(/^[ld]['’]/u, '');
    if (pet) {
      const fem = FEMININE_KINDS.test(lower);
      return person(`${fem && !VOWEL.test(lower) ? 'sa' : 'son'} ${lower} ${name}`, fem);
    }
    const who = namedPerson(name, lower, relation);
    return relation ? { ...who, person: true } : who;
  },

  evening: {
    // No supper line opens with « Le soir »: the parent's own evening (« le soir il a posé une carotte… ») is told
    // beside it with its « Le soir » already.
    dinner: [
      (x) =>
        x.t
          ? `Pour le dîner, ${x.h.name} mange ${x.t.un}, miam, miam.`
          : `À table : ${x.h.name} s’assoit pour un bon dîner tout chaud.`,
      // A sad day's supper is no feast: a child who misses someone eats little.
      (x) =>
        x.sad
          ? `Au dîner, ${x.h.name} mange tout doucement, à son rythme.`
          : x.t
            ? `Au dîner, il y a ${x.t.un}, et ${x.h.name} mange tout jusqu’au bout.`
            : `Au dîner, ${x.h.name} mange jusqu’à la dernière bouchée, et l’assiette est toute propre.`,
      (x) =>
        `Quand le ciel devient tout rose, ${x.h.name} vient à table ${x.t ? `manger ${x.t.un}` : 'pour le dîner'}.`,
      (x) =>
        `Le soleil se couche, et ${x.h.name} mange ${x.t ? x.t.un : 'un bon petit dîner'} à la table de la cuisine.`,
      (x) =>
        x.sad
          ? `${x.h.name} s’assoit à table, tout près de sa famille${x.t ? `, pour manger ${x.t.un}` : ''}.`
          : `${x.h.name} a très faim après cette longue journée${x.t ? `, et il y a ${x.t.un} pour le dîner` : ', alors le dîner est encore meilleur'}.`,
      (x) => `Les lampes s’allument, et ${x.h.name} s’assoit pour manger${x.t ? ` ${x.t.un}` : ''}.`,
      (x) => `La maison sent bon ${x.t ? x.t.le : 'le dîner'}, et ${x.h.name} se lave les mains.`,
      (x) =>
        `C’est l’heure du dîner, et ${x.h.name} aide à mettre la table, une cuillère, deux cuillères${x.t ? `, pour manger ${x.t.un}` : ''}.`,
      (x) => `À la fin de l’après-midi, ${x.h.name} rentre pour le dîner${x.t ? `: ${x.t.un}` : ''}.`,
      (x) =>
        `Derrière la fenêtre, le ciel devient orange, et ${x.h.name} mange ${x.t ? x.t.un : 'quelque chose de chaud'}.`,
    ],
    bath: [
      (_x) => `Ensuite, c’est l’heure d’un bon bain chaud, avec de la mousse jusqu’au menton.`,
      // (A sad night's bath is a quiet one: no splashing, no foam beard, no counting bubbles with a cheer.)
      (x) =>
        x.sad
          ? `${He(x)} reste un moment dans l’eau tiède, ${ag(x.h, 'tout calme', 'toute calme')}.`
          : `${He(x)} barbote dans le bain, et les bulles font pop, pop.`,
      () => 'Le bain est chaud et plein de savon, et le canard en plastique passe en flottant.',
      (x) => `${He(x)} se lave la figure, les genoux et le ventre dans l’eau tiède.`,
      () => 'L’eau du bain est juste comme il faut, ni trop chaude, ni trop froide.',
      (x) =>
        x.sad
          ? `${He(x)} se lave tout doucement, et l’eau tiède fait du bien.`
          : `${He(x)} se fait une barbe de mousse dans le bain, ho, ho, ho.`,
      () => 'Plic, ploc, la journée s’en va avec l’eau tiède du bain.',
      (x) => `${He(x)} fait une petite toilette toute chaude et se frotte avec une serviette moelleuse.`,
      () => 'De l’eau tiède, un savon tout doux et une serviette moelleuse: la soirée est toute douce.',
      (x) =>
        x.sad
          ? `${He(x)} regarde les bulles flotter tout doucement dans le bain.`
          : `${He(x)} compte les bulles dans le bain, une, deux, beaucoup!`,
    ],
    pyjamas: [
      (x) => `Puis ${x.h.il} enfile un pyjama tout doux et se brosse les dents, frotti, frotta.`,
      () => 'Son pyjama est tout chaud, posé sur le radiateur, et il sent le propre.',
      (x) => `${He(x)} se brosse les dents, en haut, en bas, et crache, pfft.`,
      (x) => `${He(x)} choisit le pyjama avec les petites étoiles.`,
      (x) =>
        `Le pyjama tout doux, les dents qui brillent, et ${x.h.il} est presque ${ag(x.h, 'prêt', 'prête')} pour le lit.`,
      (x) => `${He(x)} enfile son pyjama, un bras, l’autre bras, la tête, et hop!`,
      () => 'Ensuite, c’est le pyjama tout doux et une petite gorgée d’eau.',
      (x) => `${He(x)} se brosse les dents en fredonnant une petite chanson.`,
      (x) => `Bien au chaud dans son pyjama, ${x.h.il} trottine jusqu’à la chambre.`,
      (x) => `${He(x)} met son pyjama le plus doux et se sent ${ag(x.h, 'tout réchauffé', 'toute réchauffée')}.`,
    ],
  },
  memory: [
    (x) =>
      x.sad
        ? `${He(x)} revoit aussi ${x.list} dans sa tête.`
        : `${He(x)} revoit aussi ${x.list} dans sa tête, et sourit.`,
    (x) =>
      x.sad
        ? `Et il y a eu aussi ${x.list} aujourd’hui.`
        : `Et il y a eu aussi ${x.list} aujourd’hui, dans cette journée bien remplie.`,
    (x) => `Dans sa tête, ${x.h.il} revoit encore ${x.list}, et ça ${x.h.lui} fait chaud au cœur.`,
  ],
  night: {
    tuck: [
      (x) => `Quand la lune se lève, ${x.h.name} se blottit dans son lit, sous une couverture toute douce.`,
      (x) => `Les étoiles s’allument une à une, et ${x.h.name} grimpe dans son lit.`,
      (x) =>
        x.c
          ? `${x.h.name} est ${ag(x.h, 'couché', 'couchée')} dans son lit, et ${x.c.name} borde bien la couverture tout autour.`
          : `${x.h.name} est ${ag(x.h, 'couché', 'couchée')} dans son lit, et quelqu’un qui l’aime très fort borde la couverture tout autour.`,
      (x) => `Dehors, la nuit est noire et calme, et ${x.h.name} est bien au chaud dans son lit.`,
      (x) => `${x.h.name} se pelotonne dans son lit, et la veilleuse brille tout doucement.`,
      (x) => `La lune regarde par la fenêtre pendant ${queName(x.h.name)} se met au lit.`,
      (x) => `${x.h.name} grimpe dans son lit, et l’oreiller est doux et frais.`,
      (x) => `C’est l’heure d’aller au lit, et ${x.h.name} se glisse tout au fond, bien au chaud.`,
      (x) => `La maison devient toute calme, et ${x.h.name} s’allonge dans son lit tout chaud.`,
      (x) => `${x.h.name} est ${ag(x.h, 'bordé', 'bordée')} bien serré, comme un petit pois dans sa cosse.`,
    ],
    goodnight: (all, x) => {
      // On a sad day, no goodnight to the one the day lost or said goodbye to, as if they were there.
      const gone = x.sad ? x.about?.name : undefined;
      // (The one gone is called by the story `son copain Sacha`, wished goodnight as `Sacha`.)
      // Nor a treat wished goodnight as a good one (« le bon gâteau » of a goodbye snack): no cheer on a sad night.
      const items = (
        gone ? all.filter((item) => item !== gone && !gone.endsWith(` ${item}`) && !item.endsWith(` ${gone}`)) : all
      ).filter((item) => !(x.sad && /^(?:le bon|la bonne|les bons|les bonnes) /u.test(item)));
      // A job is no title for a child to say goodnight with (« bonne nuit, puéricultrice Nadia »): just the name.
      // A family word before a name is written as the story wrote it (« Mamie Josette », « Tonton Seb »).
      // « Papi » is already wished goodnight in « Papi et Mamie ».
      // « Papi et Mamie » is no one more when the parent named them (« Papi Gérard », « Mamie Gisèle »): they are wished
      // goodnight together, by their names.
      const grandpa = items.find((item) => GRANDPA_NAMED.test(item));
      const grandma = items.find((item) => GRANDMA_NAMED.test(item));
      const kept = items
        .filter((item) => !items.some((other) => other !== item && other.split(/, | et /u).includes(item)))
        .filter((item) => !(GRANDPARENTS_BOTH.test(item) && grandpa && grandma))
        .filter((item) => !(grandpa && grandma && item === grandma))
        .map((item) => {
          if (grandpa && grandma && item === grandpa)
            return `${item} et ${grandma.replace(FAMILY_BEFORE_NAME, (word) => cap(word))}`;
          // Only one of them named (« Papi Jean »): the other is still wished goodnight, by the pack's word.
          if (!GRANDPARENTS_BOTH.test(item) || !(grandpa || grandma)) return item;
          return (
            item
              .split(' et ')
              .find((one) => !(grandpa ? /^(?:papi|papy|pépé)$/iu : /^(?:mamie|mamy|mémé)$/iu).test(one)) ?? item
          );
        });
      const parts = kept.map(
        (item) =>
          `bonne nuit, ${item
            .replace(JOB_BEFORE_NAME, '')
            // A child says goodnight to « la maîtresse Sophie », with her accent and her article.
            .replace(/^(?:la |sa )?(?:maîtresse|maitresse)(?=\s+\p{Lu})/u, 'la maîtresse')
            .replace(/^(?:le |son )?(?:maître|maitre)(?=\s+\p{Lu})/u, 'le maître')
            .replace(FAMILY_BEFORE_NAME, (word) => cap(word))}`,
      );
      if (parts.length === 1) return `${cap(parts[0] ?? '')}.`;
      return `${cap(parts.slice(0, -1).join(', '))} et ${parts.at(-1)}.`;
    },
    sleep: [
      (x) => `Ses yeux deviennent tout lourds, et bientôt, ${x.h.il} dort à poings fermés.`,
      (x) => `Avec un tout petit bâillement, ${x.h.il} ferme les yeux et s’endort.`,
      (x) => `Dors bien, ${x.h.name}, et fais de beaux rêves.`,
      (x) => `${He(x)} respire lentement, on inspire, on souffle, et ${x.h.il} s’endort.`,
      (x) => `Et ${x.h.il} s’endort tout doucement, bien au chaud.`,
      () => 'La lune veille, et tout est calme et tranquille.',
      (x) => `Bonne nuit, ${x.h.name}, dors bien.`,
      (x) => `Tout doucement, tout doucement, ${x.h.il} glisse dans un rêve.`,
      (x) =>
        x.sad
          ? `${He(x)} serre son doudou tout contre ${x.h.fem ? 'elle' : 'lui'} et s’endort tout doucement.`
          : `${He(x)} fait un petit sourire tout ensommeillé et s’endort bien vite.`,
      () => 'Chut, tout est calme maintenant, c’est l’heure de rêver.',
    ],
  },
  dayTitles: {
    with: (x, who) => `${x.h.name} et ${who.name}`,
    goodbye: (_, who) => `Au revoir, ${who.name}`,
    festival: (x, name) => `${cap(name)} avec ${x.h.name}`,
    trouble: (x, mishap) => {
      const n = x.h.name;
      const by: Partial<Record<typeof mishap, string>> = {
        cried: `${n} a du chagrin`,
        tantrum: `${n} est en colère`,
        shy: `${n} est timide`,
        tired: `${n} a sommeil`,
        sick: `${n} est malade`,
        ...(x.about ? { nursing: `${n} prend soin ${x.about.de}` } : {}),
        vaccine: `La piqûre ${deName(x.h.name)}`,
        died: `${n} a du chagrin`,
        // The day's own small rescue or search, over a stock title of the activity.
        stuck: `${n} et le grand sauvetage`,
        lost: `${n} cherche partout`,
      };
      return by[mishap];
    },
    event: (x, event) => {
      const n = x.h.name;
      const by: Partial<Record<typeof event, string>> = {
        moving: `${n} déménage`,
        firstDay: `Le premier jour ${deName(n)}`,
        newBaby: `${n} et le nouveau bébé`,
      };
      return by[event];
    },
  },
  titles: [
    (x) => (x.a ? `${x.h.name} et ${x.a.le}` : `Une journée avec ${x.h.name}`),
    (x) => `La journée ${deName(x.h.name)}`,
    (x) => `Bonne nuit, ${x.h.name}`,
    (x) => `${x.h.name} et le ciel du soir`,
    (x) => `Dors bien, ${x.h.name}`,
    (x) => `${x.h.name} et la lune qui dort`,
    (x) => `Ce ${queName(x.h.name)} a fait aujourd’hui`,
    (x) => `${x.h.name} et la nuit étoilée`,
    (x) => `Une journée bien remplie pour ${x.h.name}`,
    (x) => `${x.h.name} dit bonne nuit`,
  ],
  list(items) {
    const words = items.map((item) => item.le);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} et ${words.at(-1)}`;
  },
  polish,
};
