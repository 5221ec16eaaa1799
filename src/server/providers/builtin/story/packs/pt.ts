import type { ChildPronoun } from '../../../../../shared/account.ts';
import type { PersonId } from '../../lexicon/concepts.ts';
import { givenName } from '../../lexicon/given-names.ts';
import { type Ctx, type HeroInput, listOf, type StoryPack } from '../pack.ts';

/**
 * European Portuguese. A person or character carries its article, as Portuguese from Portugal says it (`o Ursinho`,
 * `a Raposinha`, `a avó`), with a bare form for calling them (`Boa noite, Ursinho`) and its gender and number for
 * agreement; prepositions contract with the article (`do Ursinho`, `à avó`, `no escorrega`). Object pronouns follow
 * the verb, as in Portugal (`abraçou-o`, `abraçaram-no`). The story is told in the pretérito perfeito, with the
 * imperfeito for how things were; after a scene's first sentence the hero is simply the verb's subject.
 */
type R = {
  /** With its article where Portuguese uses one: `o Ursinho`, `a mãe`, `os avós`, `alguém de casa`. */
  name: string;
  /** For calling and titles: `Ursinho`, `mãe`. */
  bare: string;
  fem: boolean;
  plural: boolean;
};
type N = { o: string; um: string; bare: string };
type X = Ctx<R, N>;

/** Capitalises the first letter, after any opening `«`. */
const cap = (text: string) =>
  text.replace(/^(«?)(\p{L})/u, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
/** How a parent shortens words in a hurry (`c o avô`, `dps`, `mto`), said out in full when the story reads it aloud. */
export const PT_SHORTHAND: Record<string, string> = {
  c: 'com',
  'c/': 'com',
  q: 'que',
  pq: 'porque',
  dr: 'doutor',
  dra: 'doutora',
  dps: 'depois',
  mto: 'muito',
  mta: 'muita',
  mtos: 'muitos',
  mtas: 'muitas',
  hj: 'hoje',
  qd: 'quando',
  qdo: 'quando',
  qnd: 'quando',
  tb: 'também',
  tbm: 'também',
  td: 'tudo',
  msm: 'mesmo',
  cmg: 'comigo',
  pra: 'para',
  pro: 'para o',
  ñ: 'não',
  // `n queria largar`: a lone `n` is always `não` in a parent's hurry.
  n: 'não',
  '1a': 'primeira',
  '1ª': 'primeira',
  '1o': 'primeiro',
  '1º': 'primeiro',
};
/** The parent's typed words, with their shorthand said out in full. */
const full = (text: string) =>
  text.replace(
    /(?<![\p{L}\p{N}])[\p{L}\p{N}ºª]+\/?(?![\p{L}\p{N}])/gu,
    (word) => PT_SHORTHAND[word.toLocaleLowerCase('pt')] ?? word,
  );
const person = (name: string, fem: boolean, plural = false, bare = name.replace(/^(o|a|os|as) /u, '')): R => ({
  name,
  bare,
  fem,
  plural,
});
const n = (the: string, um = the, bare = the.replace(/^(o|a|os|as|um|uma) /u, '')): N => ({ o: the, um, bare });

/** The goodnights of what was eaten: no child wishes the ice cream or the bread goodnight. */
const EATEN = new Set([
  'bolo',
  'gelado',
  'panquecas',
  'esparguete',
  'pizza',
  'sopinha quente',
  'pãozinho',
  'bolachas',
  'fruta sumarenta',
  'morangos',
  'maçã vermelha',
  'banana',
]);

const ARTICLE = /^(o|a|os|as|um|uma) /u;
const CONTRACTIONS = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das', um: 'de um', uma: 'de uma' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas', um: 'num', uma: 'numa' },
  a: { o: 'ao', a: 'à', os: 'aos', as: 'às', um: 'a um', uma: 'a uma' },
  por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas', um: 'por um', uma: 'por uma' },
} as const;
/** A preposition before a name or noun, contracted with its article: `de('o Ursinho')` is `do Ursinho`. */
const to = (preposition: keyof typeof CONTRACTIONS, phrase: string): string => {
  // Each of two with their articles takes the preposition: `da Zuri e do Tavi`.
  const parts = phrase.split(' e ');
  if (parts.length > 1 && parts.every((part) => ARTICLE.test(part))) {
    return parts.map((part) => to(preposition, part)).join(' e ');
  }
  const article = ARTICLE.exec(phrase);
  if (!article) return `${preposition} ${phrase}`;
  const word = article[1] as keyof (typeof CONTRACTIONS)['de'];
  return `${CONTRACTIONS[preposition][word]} ${phrase.slice(article[0].length)}`;
};

/** A word that begins a past of the day (`dançou`, `fez`), as the parent types an activity they did. */
const PAST_START = /^(?:\p{L}{2,}(?:ou|eu|iu)|fez|foi|teve|deu|viu|pôs|quis|veio|trouxe)(?:-(?:se|o|a))?$/u;
/** Nouns ending like an infinitive (`o jantar`, `o mar`): not something the hero went to do. */
const NOT_INFINITIVES = new Set([
  'mar',
  'bar',
  'par',
  'lar',
  'lugar',
  'colar',
  'altar',
  'pomar',
  'açúcar',
  'luar',
  'colher',
  'mulher',
  'talher',
  'prazer',
  'polegar',
  'olhar',
]);
/**
 * The parent's own activity told as something the hero did, where its words allow: `dar milho às galinhas` is
 * `A Corujinha foi dar milho às galinhas.`, `dançou quadrilha c o Arthur` is `O Unicórnio dançou quadrilha com o
 * Arthur.`; any other name for it (a noun, a name) keeps the carrier line, which stays grammatical whatever it holds.
 */
const typedAs = (x: X & { what: string }, carrier: string): string => {
  const what = full(x.what).trim();
  const [head = '', ...rest] = what.split(/\s+/u);
  const word = head.toLocaleLowerCase('pt');
  if (rest.length === 0 || head !== word) return carrier;
  if (word === 'ir') return `${S(x, `foi ${rest.join(' ')}`)}.`;
  if ((word === 'pôr' || /^\p{L}+(?:ar|er|ir)$/u.test(word)) && !NOT_INFINITIVES.has(word))
    return `${S(x, `foi ${what}`)}.`;
  if (PAST_START.test(word)) return `${S(x, what)}.`;
  return carrier;
};
/** Someone's words as a story prints them: the parent's `!!` and `?!!` once (`eu já sei patinar!!`: `patinar!`). */
/** The child's words as quoted, the one called set off by a comma (`mamãe eu te amo`: `Mamãe, eu te amo`). */
/** Words a child's quoted question keeps with their accents, however the parent typed them (`ja acabou?`). */
const QUOTE_SPELLING: Record<string, string> = {
  ja: 'já',
  nao: 'não',
  tambem: 'também',
  ate: 'até',
  mae: 'mãe',
  cade: 'cadê',
  so: 'só',
  voce: 'você',
  aviao: 'avião',
  amanha: 'amanhã',
};
/** Words a child calls someone by that are no name (`fica boa, gatinha`, `adeus, mamãe`). */
const ADDRESSED =
  /^(?:mamãe|mamã|mãe|papai|papá|pai|vovó|vovô|avó|avô|vó|vô|tia|tio|titia|dinda|dindo|madrinha|padrinho|mana|mano|prima|primo|amigo|amiga|bebé|bebê|gatinha|gatinho|cãozinho|cachorrinho|querida|querido|mundo|todos)$/iu;
const quoted = (words: string) =>
  words
    .replace(/(?<![\p{L}])\p{L}+(?![\p{L}])/gu, (word) => {
      const spelled = QUOTE_SPELLING[word.toLocaleLowerCase('pt')];
      if (!spelled) return word;
      return word[0] === word[0]?.toLocaleUpperCase('pt') ? cap(spelled) : spelled;
    })
    .replace(/([!?])[!?]+/gu, '$1')
    .replace(/\.{4,}/gu, '...')
    // `fica boa mel`: the one a wish or a goodbye is said to, after a comma, a name with its capital (`Fica boa, Mel`).
    .replace(
      /^(fica (?:boa|bom|bem|boazinha|bonzinho)(?: logo| depressa| rápido| rapidinho| já)?|melhoras|boa noite|até amanhã|adeus|tchau|olá|obrigad[oa]) (\p{Ll}+)$/iu,
      (_whole, wish: string, whom: string) => `${wish}, ${ADDRESSED.test(whom) ? whom : cap(whom)}`,
    )
    .replace(
      /^(mamãe|mamã|mãe|papai|papá|pai|vovó|vovô|avó|avô|vó|vô|titia|tia|tio|dinda|dindo|mana|mano)(?= (?:eu|o|a|os|as|te|me|olha|olhe|vem|vamos|já|não|sim|quero|cadê|obrigad[oa]|tchau|adeus|acontece|tudo|desculpa|você|tu|está|tá|tinha|tem|tenho|havia|há|posso|vou|vi|sou|estou|anda|dá|um|uma|\p{L}+(?:aste|este|iste))(?![\p{L}]))/iu,
      '$1,',
    )
    // `cuidado lobo`: a warning called to someone, the one called after a comma (`Cuidado, lobo!`).
    .replace(
      /^(cuidado|socorro|foge|corre) (?!(?:o|a|os|as|com|que|de|do|da)(?![\p{L}]))(\p{L}+)(?=[!?.]*$)/iu,
      '$1, $2',
    );
/**
 * A typed thing as the story names it, its shorthand in full and Christmas and Father Christmas with their capitals
 * (`feirinha de Natal`, `carta para o Papai Noel`).
 */
const typedThing = (what: string): string =>
  full(what)
    .replace(/(?<![\p{L}])(?:papai|pai) (?:noel|natal)(?![\p{L}])/giu, (name) =>
      name.replace(/(?<![\p{L}])\p{Ll}/gu, (letter) => letter.toUpperCase()),
    )
    .replace(/(?<![\p{L}])natal(?![\p{L}])/gu, 'Natal');
/** A verb of the day after a thing's first word (`os carros tinham geada`, `a neve estava fofa`): a clause, no thing. */
const CLAUSE = /\s\p{L}{2,}(?:am|ava|ia|ou|eu|iu)(?=\s|$)/u;
/** Masculine words ending in `-a` (`o dia`, `o pijama`). */
const MASC_A = new Set(['dia', 'sofá', 'pijama', 'mapa', 'cinema', 'programa', 'planeta', 'clima']);
/**
 * A typed thing without its article gets one, its gender guessed from its first word (`algodão doce`: `o algodão
 * doce`, `pintura no rosto`: `a pintura no rosto`); a name, an infinitive or a thing with its article stays as it is.
 */
const withArticle = (part: string): string => {
  // `uns ténis com luzes`: remembered as the ones of the day (`dos ténis com luzes`, not `dos uns ténis`).
  if (/^(?:uns|umas) /u.test(part)) return part.replace(/^uns /u, 'os ').replace(/^umas /u, 'as ');
  const head = part.split(' ')[0] ?? '';
  if (ARTICLE.test(part) || head !== head.toLocaleLowerCase('pt') || /^\p{L}+(?:ar|er|ir|or|ôr)$/u.test(head)) {
    return part;
  }
  if (!/^\p{L}{3,}(?:-\p{L}+)*$/u.test(head)) return part;
  const many = /[^ê]s$/u.test(head);
  const one = many ? head.replace(/(?:ões)$/u, 'ão').replace(/s$/u, '') : head;
  // A verb and its object in one word (`quebra-cabeça`, `guarda-chuva`) is masculine whatever it ends in.
  const compound = /^(?:quebra|guarda|porta|para|tira|saca|beija|lava|pica|conta|toca)-/u.test(one);
  const fem = !compound && !MASC_A.has(one) && /(?:a|ção|dade|gem|ã)$/u.test(one);
  return `${fem ? 'a' : 'o'}${many ? 's' : ''} ${part}`;
};
/**
 * `de` before each of the day's remembered things, joined with its article (`do urso e da escova`), an infinitive
 * as it is (`de dar milho às galinhas`); undefined when one of them is a whole past (`dançou quadrilha`).
 */
const ofEach = (list: string): string | undefined => {
  const parts = full(list).split(/, | e /u);
  if (parts.some((part) => PAST_START.test(part.split(' ')[0]?.toLocaleLowerCase('pt') ?? ''))) return undefined;
  // A thing said with its own verb (`os carros tinham geada`) is remembered as how it was: `de como os carros…`.
  const joined = parts.map((part) => (CLAUSE.test(part) ? `de como ${part}` : to('de', withArticle(part))));
  return joined.length === 1 ? joined[0] : `${joined.slice(0, -1).join(', ')} e ${joined.at(-1)}`;
};
/** A line of the day's remembered things, or, where they are told as pasts, the things after a colon. */
/**
 * What no one keeps as a memory: a while, the people counted (`um tempinho`, `as duas`, `os dois`), or the child
 * herself as the parent calls her (`a pequena`).
 */
const NOT_KEPT =
  /^(?:(?:um|uns|o|os) (?:tempinho|tempo|bocadinho|bocado|pouco|pouquinho)|(?:os|as) (?:dois|duas|três|tres)|(?:todos|todas)|(?:a|o) (?:meio|metade|início|inicio|fim|final)|(?:aquilo )?o (?:máximo|maximo|máx|max|top)|aquilo|(?:a|o) (?:pequen[ao]|pequenin[ao]|miúd[ao]|miud[ao]))$/iu;
/** What a child should not think of again at bedtime: the wolf or monster of a bad dream (`de um lobo`). */
const SCARY = /(?<![\p{L}])(?:lobos?|monstros?|bruxas?|fantasmas?|papão|bicho-papão|pesadelos?|escuro)(?![\p{L}])/iu;
const remembered = (list: string, line: (of: string) => string): string => {
  const kept = full(list)
    .split(/, | e /u)
    .filter((part) => !NOT_KEPT.test(part.trim()) && !SCARY.test(part));
  // (Nothing left to keep, `o máximo` of `achou o máximo`: the day's good things, never `a lembrança do máximo`.)
  if (kept.length === 0) return line('das coisas boas do dia');
  if (kept.length > 0 && kept.length < full(list).split(/, | e /u).length) {
    return remembered(kept.length === 1 ? (kept[0] ?? '') : `${kept.slice(0, -1).join(', ')} e ${kept.at(-1)}`, line);
  }
  const of = ofEach(list);
  if (of !== undefined) return line(of);
  // Things all told as pasts are remembered as moments (`de quando apanhou folhas secas`), never after a colon.
  const parts = full(list).split(/, | e /u);
  if (parts.every((part) => PAST_START.test(part.split(' ')[0]?.toLocaleLowerCase('pt') ?? ''))) {
    return line(`de quando ${full(list)}`);
  }
  return `Ainda se lembrou de tudo o que tinha feito: ${full(list)}.`;
};

/** The object pronoun after a verb, as in Portugal: `abraçou-o`, `abraçou-a`, `abraçaram-no`. */
const cl = (verb: string, r: R) => {
  const pronoun = r.plural ? (r.fem ? 'as' : 'os') : r.fem ? 'a' : 'o';
  return /(m|ão|õe)$/u.test(verb) ? `${verb}-n${pronoun}` : `${verb}-${pronoun}`;
};
/** The object pronoun before the verb (after `que`, `não`…): `que o amava`. */
const lo = (r: R) => (r.plural ? (r.fem ? 'as' : 'os') : r.fem ? 'a' : 'o');
/** An adjective ending in -o agreeing with a person: `o(x.h, 'cansad')` is `cansado` or `cansada`. */
const o = (r: R, stem: string) => stem + (r.plural ? (r.fem ? 'as' : 'os') : r.fem ? 'a' : 'o');
/** The hero as the subject: the name at the start of a scene, and after that just the verb. */
const S = (x: X, rest: string) => (x.first ? `${cap(x.h.name)} ${rest}` : cap(rest));
/** The hero's name at the start of a sentence. */
const H = (x: X) => cap(x.h.name);
/**
 * Who shares the scene: the companion, else the child; never the one the day's trouble is about (the grandpa in
 * hospital, the dog that died, the friend who moved away), who is told in the trouble's own lines.
 */
const who = (x: X) => (x.p && !(x.about && x.p.name === x.about.name) ? x.p : x.c);
/** ` com a avó`, ` com o Kiddo`, or nothing. */
const com = (x: X) => (who(x) ? ` com ${who(x)?.name}` : '');
/** `O Ursinho e a avó` or `O Ursinho`; `v` then picks the verb's number. */
const y = (x: X) => (who(x) ? `${H(x)}${/ e /u.test(who(x)?.name ?? '') ? ',' : ' e'} ${who(x)?.name}` : H(x));
const v = (x: X, one: string, many: string) => (who(x) ? many : one);
/**
 * Who helps: the day's helper, unless the trouble is about them (the grandpa in hospital, the dog that died, the
 * mum who is away): then the child, else someone at home.
 */
const helperOf = (x: X): R =>
  x.about && x.helper.name === x.about.name ? (x.c && x.c.name !== x.about.name ? x.c : GROWN_UP) : x.helper;
/** The helper's verb in its number (`os avós abraçaram-no`). */
const hv = (x: X, one: string, many: string) => (helperOf(x).plural ? many : one);
const Helper = (x: X) => cap(helperOf(x).name);
/** The helper inside a sentence: `disse a avó`. */
const helper = (x: X) => helperOf(x).name;

const GROWN_UP = person('alguém de casa', false);

/**
 * The one who helps is the child's companion, no grown-up of the day: it does not decide for the child when to go
 * home nor how to share (a grown-up's word); the child says it, with the companion at their side.
 */
const byCompanion = (x: X) => x.c !== undefined && helperOf(x).name === x.c.name;

/**
 * The grandparents of a visit: the family's own grandparent who shares the scene (`a Avó Lurdes`), else both as the
 * pack says them; a grandmother alone does not bring a grandfather who was not there.
 */
const grand = (x: X): R =>
  x.p && (x.pGrand || /^(?:o|a) (?:avó|avô|vovó|vovô|vó|vô|bisa|bisavó|bisavô)(?:\s|$)/iu.test(x.p.name))
    ? x.p
    : person('os avós', false, true);
/** The grandparents after a verb (`deu-lhe`, `deu-lhes`). */
const gl = (x: X) => (grand(x).plural ? 'lhes' : 'lhe');

/** A teacher, who helps at school but is not on the sofa at home. */
const TEACHER = /^(?:o|a|os|as) (?:professor\p{L}*|prof|educador\p{L}*|tia da escol\p{L}*|tia da creche)(?:\s|$)/u;
/** Who shares a quiet time at home: the helper, unless that is the teacher of a school day; then the child. */
const homely = (x: X) => (TEACHER.test(helper(x)) && x.c ? x.c.name : helper(x));
/** Two together agree as girls only when both are (`a Zuri e a mãe, juntinhas`); with a boy, `juntinhos`. */
const both = (x: X, other: R, stem: string) => stem + (x.h.fem && other.fem ? 'as' : 'os');
const homelyOne = (x: X): R => (TEACHER.test(helper(x)) && x.c ? x.c : helperOf(x));

/** Someone of the family by their relation (`a mana Inês`, `o avô Zé`, `a amiga Lara`): one who was there, not lost. */
const RELATIVE =
  /^(?:o|a|os|as) (?:mãe|mamã|mamãe|mainha|pai|papá|papai|painho|avó|avô|vovó|vovô|vó|vô|bisa|bisavó|bisavô|mana|mano|irmã|irmão|irmãzinha|irmãozinho|maninha|maninho|tia|tio|titi|madrinha|padrinho|dinda|dindo|prima|primo|priminh\p{L}*|amiga|amigo|amiguinh\p{L}*|colega|coleguinha|educador\p{L}*|professor\p{L}*|prof|bebé|bebê|neném|nenê)(?:\s|$)/u;
/** What went missing: a pet or a toy the parent named beside it, never a person of the day who was simply there. */
const lostOne = (x: X) => (x.about && !RELATIVE.test(x.about.name) ? x.about : undefined);

/** Grammatical gender of the catalog characters' Portuguese names (`a Raposinha`, `a Corujinha`). */
const HEROES: Record<string, boolean> = {
  'character-bunny': false,
  'character-bear': false,
  'character-dragon': false,
  'character-unicorn': false,
  'character-fox': true,
  'character-panda': false,
  'character-owl': true,
  'character-cat': false,
  'character-dog': false,
  'character-lion': false,
  'character-elephant': false,
  'character-penguin': false,
};

const FEMININE =
  /(^|[^\p{L}])(menina|miúda|rapariga|ela|princesa|rainha|fada|bruxa|senhora|mãe|avó|irmã|mana|boneca|gata|gatinha|cadela|ursa|ursinha|coelha|coelhinha|raposa|raposinha|leoa|vaca|ovelha|égua|borboleta|tartaruga|girafa|baleia|sereia|coruja|corujinha|joaninha|abelha)([^\p{L}]|$)/u;
const MASCULINE =
  /(^|[^\p{L}])(menino|miúdo|rapaz|ele|príncipe|rei|senhor|pai|avô|irmão|mano|boneco|gato|cão|cãozinho|urso|coelho|raposo|leão|cavalo|dragão|dinossauro|robô|pirata|cavaleiro|mago|duende)([^\p{L}]|$)/u;

function hero(input: HeroInput): R {
  const bare = input.name;
  const known = input.catalogId ? HEROES[input.catalogId] : undefined;
  if (known !== undefined) return person(`${known ? 'a' : 'o'} ${bare}`, known, false, bare);
  const words = input.description.toLocaleLowerCase('pt');
  // A name like `Lola` or `Estrela` reads as a girl's; anything else takes the masculine, Portuguese's default.
  const fem = FEMININE.test(words)
    ? true
    : MASCULINE.test(words)
      ? false
      : /a$/u.test(bare.trim().toLocaleLowerCase('pt'));
  return person(`${fem ? 'a' : 'o'} ${bare}`, fem, false, bare);
}

/** The child with the article Portuguese puts before a first name; without a pronoun, the name alone. */
function child(name: string, pronoun: ChildPronoun | undefined): R {
  if (pronoun === 'she') return person(`a ${name}`, true, false, name);
  if (pronoun === 'he') return person(`o ${name}`, false, false, name);
  return person(name, false, false, name);
}

/** Kin words that a name may follow in the story (`o avô Zeca`, `a prima Bia`). */
const KIN_BEFORE_NAME =
  'avô|avó|avós|prima|primo|tia|tio|madrinha|padrinho|irmã|irmão|mana|mano|amigo|amiga|vizinho|vizinha';

/** The article before Brazil's `babá` as it stands, and as Portugal says it before `ama` (feminine). */
const NANNY_ARTICLE: Record<string, string> = {
  o: 'a',
  a: 'a',
  ao: 'à',
  à: 'à',
  do: 'da',
  da: 'da',
  no: 'na',
  na: 'na',
  pelo: 'pela',
  pela: 'pela',
};
/** Brazil's nanny (`a babá`, a name's `o babá Nega` when the article was guessed), as Portugal says it: `a ama`. */
const nanny = (text: string): string =>
  text.replace(
    /(?<![\p{L}])(?:([OoAaÀàDdNn]o|[OoAaÀàDdNn]a|[Aa]o|[Pp]el[oa]|[OoAaÀà]) )?([Bb])ab[áa](?![\p{L}])/gu,
    (whole, article: string | undefined, b: string) => {
      const said = article ? NANNY_ARTICLE[article.toLowerCase()] : undefined;
      if (article && !said) return whole;
      const ama = b === 'B' && !article ? 'Ama' : 'ama';
      if (!article || !said) return ama;
      return `${article[0] === article[0]?.toUpperCase() ? capitalFirst(said) : said} ${ama}`;
    },
  );
const capitalFirst = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
/**
 * `prof Jéssica` as the story names her: the teacher said in full, her gender from the article before, else from her
 * name (`a professora Jéssica`, `o professor Rui`); a name that says nothing keeps the short word.
 */
const teacher = (text: string): string =>
  text.replace(
    /(?<![\p{L}])(?:([OoAa]|[DdNn][oa]|[Aa]o|[Àà]|[Pp]el[oa]) )?([Pp])rof(?:a|e|ª)?\.? (\p{Lu}\p{Ll}+)/gu,
    (whole, article: string | undefined, p: string, name: string) => {
      // A name the list lacks (`Jéssica`) by its ending, as Portuguese names mostly say it: `-a` a woman's.
      const known = givenName(name, 'pt') ?? givenName(name.normalize('NFD').replace(/\p{M}/gu, ''), 'pt');
      const guessed = known ?? (/a$/u.test(name) ? 'she' : undefined);
      const she = article ? /a$|^à$/iu.test(article) : guessed === 'she';
      const he = article ? !she : guessed === 'he';
      if (!she && !he) return whole;
      return `${article ? `${article} ` : ''}${p}rofessor${she ? 'a' : ''} ${name}`;
    },
  );

/**
 * The whole story as European Portuguese says it: Brazil's `vovô`, `vovó` are `avô`, `avó` in Portugal, also where
 * the parent's word names someone of the day (`o vovô Bené`); and a verb after a kin word is never a name's capital
 * (`que o avô fosse dormir`); a name ending so in `-iesse` is no verb (`o mano Kiesse`).
 */
function polish(text: string): string {
  return (
    nanny(teacher(text))
      // Brazil's `mamãe`, `papai` after an article, as a Portuguese book names them (`a mãe`, `ao pai`).
      .replace(
        /(?<![\p{L}])([AaOoÀàDdNn][oa]?|[Aa]o|[Pp]el[oa]|para a|para o) (mam[ãa]e|papai)(?![\p{L}])/gu,
        (_w, article: string, who: string) => `${article} ${who.startsWith('mam') ? 'mãe' : 'pai'}`,
      )
      // `boa noite, papai`: a goodnight says the parent as the rest of the story does (`boa noite, pai`).
      .replace(/(?<=[Bb]oa noite, )(mam[ãa]e|papai)(?![\p{L}])/gu, (who: string) =>
        who.startsWith('mam') ? 'mãe' : 'pai',
      )
      .replace(/(?<![\p{L}])([Vv])ov([ôó])(s?)(?![\p{L}])/gu, (_whole, v: string, end: string, many: string) =>
        v === 'V' ? `Av${end}${many}` : `av${end}${many}`,
      )
      // `o vô Tonho`: Brazil's short `vô`, `vó` before a name, said as the rest of the story says it (`o avô Tonho`).
      .replace(/(?<![\p{L}])([Vv])([ôó])(?= \p{Lu})/gu, (_whole, v: string, end: string) =>
        v === 'V' ? `Av${end}` : `av${end}`,
      )
      .replace(
        new RegExp(
          `(?<![\\p{L}])(${KIN_BEFORE_NAME}) (\\p{Lu}\\p{Ll}*(?:[aiou]|[^i]e)ssem?|Viessem?|Foi|Era|Ia|Estava|Tinha|Ficou|Veio)(?![\\p{L}])`,
          'gu',
        ),
        (_whole, kin: string, verb: string) => `${kin} ${verb.toLowerCase()}`,
      )
  );
}

/**
 * A cousin or a friend as the one the child was jealous of (over toys, most often), not a new brother or sister: the
 * comfort is that sharing is hard, not that there is love for everyone.
 */
const PEER =
  /^(?:o|a|os|as) (?:prim[oa]s?|priminh[oa]s?|amig[oa]s?|amiguinh[oa]s?|colegas?|coleguinhas?|vizinh[oa]s?)(?![\p{L}])/iu;
const peerOf = (x: X) => (x.about ? [x.about] : [x.c, x.p]).find((one) => one !== undefined && PEER.test(one.name));
const babyOrNone = (x: X) => peerOf(x) === undefined;

/** The feast of the day, said in the morning: a feast of the night is tonight's (`Hoje era noite de São João`). */
const itWas = (name: string) => (/^noite /u.test(name) ? `Hoje era ${name}` : `Era ${name}`);

/**
 * Words for an animal that end in `-a` yet say `o` (`o vira-lata Pipoca`, `o panda Bambu`): a pet named after them is
 * a boy unless the parent's word says otherwise.
 */
const MASCULINE_IN_A = /^(vira-latas?|pandas?|coalas?|koalas?|gorilas?|lhamas?|cãopanheiro)$/u;

export const pt: StoryPack<R, N> = {
  language: 'pt',
  polish,
  hero,
  child,
  together: (kids) =>
    person(
      listOf(
        kids.map((kid) => child(kid.name, kid.pronoun ?? undefined).name),
        ' e ',
      ),
      kids.every((kid) => kid.pronoun === 'she'),
      true,
      listOf(
        kids.map((kid) => kid.name),
        ' e ',
      ),
    ),
  grownUp: GROWN_UP,

  opening: {
    wake: [
      (x) => `O sol da manhã espreitou pela cortina, e ${x.h.name} abriu os olhos.`,
      (x) => `${H(x)} acordou devagarinho e esticou os braços bem para cima, para cima, para cima.`,
      (x) => `Piu, piu, cantou um passarinho, e ${x.h.name} sentou-se na cama com um grande bocejo.`,
      (x) => `${H(x)} tirou um dedinho do pé de debaixo da manta quentinha, e depois outro.`,
      (x) => `Uma luz amarela e suave encheu o quarto, e ${x.h.name} pestanejou.`,
      (x) => `${H(x)} esfregou os olhos ensonados e olhou para a manhã nova e brilhante.`,
      (x) => `«Bom dia, ${x.h.bare}», sussurrou o sol em cima da almofada.`,
      (x) => `${H(x)} abriu os olhos devagarinho, e começava um dia novinho em folha.`,
      (x) => `Toc, toc, bateu a manhã na janela, e ${x.h.name} abriu os olhos.`,
      (x) => `${H(x)} espreguiçou-se muito, muito, como um gato ao sol.`,
      (x) => `A casa ainda estava em silêncio quando ${x.h.name} acordou e mexeu os dedinhos dos pés.`,
      (x) => `${H(x)} espreitou por baixo da manta e viu que já era de manhã.`,
    ],
    // Scene 1 is in every story: its stock words are the ones Brazil and Portugal both say (not `autocarro`,
    // `frigorífico`, `pequeno-almoço`, `papas`, `compota`), as the day's own words come in the parent's variant.
    sense: [
      () => 'Lá fora, o céu estava azul-clarinho, e os pássaros conversavam nas árvores.',
      () => 'Cheirava a torradas quentinhas na cozinha, e houve uma barriguinha que fez ronc, ronc.',
      () => 'O chão estava fresquinho debaixo dos pés, tip, tap, tip, tap.',
      () => 'Um raio de sol dançava na parede como um peixinho dourado.',
      () => 'Ao longe passou um carro, vrum, vrum, e um sino deu as horas, blém, blém.',
      (x) => S(x, 'abriu a cortina e acenou às nuvens.'),
      () => 'O vidro da janela estava embaciado, e um dedinho desenhou nele uma carinha sorridente.',
      (x) => S(x, 'pôs-se à escuta: plim, fazia a torneira, e tic-tac, fazia o relógio.'),
      () => 'Uma brisa suave abanava as cortinas, fuu, fuu.',
      (x) => S(x, 'encontrou os chinelos, um debaixo da cama e outro ao pé da porta.'),
      () => 'Pontinhos de luz brilhavam no teto.',
    ],
    // An ill day from its start: the child is not well from waking (scene 3 says so), with no breakfast line.
    poorly: [
      (x) => S(x, `sentia-se ${o(x.h, 'molinh')} e com soninho, por isso ficou de pijama.`),
      () => 'Nessa manhã não havia pressa nenhuma, e o pijama ficou vestido.',
    ],
    ready: [
      (x) =>
        `Depois de uma caneca de leite morno, ${x.first ? `${x.h.name} ` : ''}já estava ${o(x.h, 'pront')} para o dia.`,
      (x) => S(x, 'comeu uma torrada com manteiga e bebeu um copo de leite, glu, glu.'),
      (x) =>
        `A seguir era hora de se vestir: as meias, as calças e a camisola preferida${x.first ? ` ${to('de', x.h.name)}` : ''}.`,
      (x) => S(x, 'lavou os dentes, chuá, chuá, e lavou também a cara.'),
      () => 'De manhã havia iogurte com pedacinhos de maçã, crec, crec, crec.',
      // (The child does up the buttons, the companion watching: helping to dress the child is a grown-up's.)
      (x) =>
        x.c
          ? S(x, `apertou os botões um a um, e ${x.c.name} ficou a ver.`)
          : S(x, 'apertou os botões sem ajuda, um a um.'),
      (x) => S(x, 'comeu uns bocadinhos de fruta e bebeu um copo grande de água.'),
      (x) =>
        x.c
          ? `${cap(x.c.name)} e ${x.h.name} partilharam uma taça de cereais, e a colher fazia tlim, tlim.`
          : S(x, 'comeu uma taça de cereais, e a colher fazia tlim, tlim.'),
      () => 'Depois de comer, era preciso encontrar os sapatos e puxar o fecho do casaco.',
      (x) => S(x, `deu um grande abraço de bom dia${x.c ? ` ${to('a', x.c.name)}` : ''}, a melhor maneira de começar.`),
    ],
  },
  breakfast: [
    (x) => `De manhã, havia ${x.t?.bare} para comer, nham, nham!`,
    (x) => S(x, `sentou-se à mesa e comeu ${x.t?.o}, dentadinha a dentadinha, ${x.h.fem ? 'toda' : 'todo'} contente.`),
    (x) => `Hoje de manhã, ${x.first ? `${x.h.name} ` : ''}comeu ${x.t?.o}, e estava tudo uma delícia.`,
  ],
  calmRefrain: [
    (x) => `Devagarinho, ${x.h.bare}, há sempre alguém por perto.`,
    (x) => `Com calma, ${x.h.bare}, o amor está sempre por perto.`,
    (x) => `Baixinho, baixinho, ${x.h.bare}, há tanto carinho à tua volta.`,
    (x) => `Sem pressa, ${x.h.bare}, de dia e de noite há quem goste de ti.`,
  ],
  refrain: [
    (x) => `Passo a passo, sem pressa nenhuma, ${x.h.name} vai leve como uma pluma.`,
    (x) => `Tralalá, tralali, ${x.h.name} vai a cantar por aqui.`,
    (x) => `Um, dois e três, ${x.h.name} salta outra vez.`,
    (x) => `Com o coração cheio de sol, ${x.h.name} brilha como um farol.`,
    (x) => `Passinho a passinho, ${x.h.name} vai devagarinho.`,
    (x) => `Mexe o nariz e os dedinhos, ${x.h.name} dá saltinhos.`,
    (x) => `${x.h.fem ? 'Boa' : 'Bom'} e valente, de carinho ${o(x.h, 'chei')}, assim é ${x.h.name}.`,
    (x) => `Salta, salta, sem parar, e depois ${x.h.name} vai descansar.`,
    (x) => `Com um sorriso de orelha a orelha, ${x.h.name} brilha como uma estrela.`,
    // A trait, not a doing: the refrain is said again at bedtime, where a child who `não para de brincar` is not asleep.
    (x) => `Com os pés a dançar e o coração a cantar, ${x.h.name} gosta tanto de brincar.`,
    (x) => `${x.h.fem ? 'Pequenina' : 'Pequenino'} como um botão, ${x.h.name} tem um grande coração.`,
    (x) => `Pés a saltar, olhos a brilhar, ${x.h.name} faz toda a gente sorrir.`,
  ],

  activities: {
    'activity-playground': {
      arrive: [
        // No swings, slides, sand, sun or birds: the lines are read at indoor play too (`insufláveis`, `piscina de
        // bolinhas`), where a slide would be one the parent never wrote.
        (x) => `${y(x)} ${v(x, 'correu', 'correram')} para o parque infantil, onde havia tanto para trepar e saltar.`,
        (x) => `No parque infantil, ${x.h.name} subiu, desceu e voltou a subir.`,
        // Not `brilhava ao sol`: soft play is indoors, and a December afternoon may be grey.
        (x) => `${H(x)} foi ao parque infantil${com(x)}, e havia meninos a rir por todo o lado.`,
      ],
      do: [
        (x) => S(x, 'desceu o escorrega, zuuum, e aterrou lá em baixo com um saltinho suave.'),
        (x) => S(x, 'trepou lá para cima e acenou lá do alto.'),
        (x) => S(x, 'gatinhou pelo túnel e saiu do outro lado: cucu!'),
      ],
      sense: [
        () => 'Zuum, fazia o escorrega, e a barriguinha fazia cócegas.',
        () => 'Os pezinhos faziam pum, pum, pum pelos degraus acima.',
        () => 'Os meninos riam e chamavam, e todos esperavam pela sua vez.',
      ],
      noun: n('o parque infantil', 'um parque infantil'),
      // (The place, not a slide in it: the ball pit of a shopping centre has none.)
      goodnight: 'parque infantil',
    },
    'activity-bath': {
      arrive: [
        (x) => `${H(x)} entrou num banho quentinho, cheio de espuma.`,
        (x) => `O banho estava pronto, e ${x.h.name} meteu um pé, e depois o outro.`,
        (x) => `${H(x)} chapinhou na água morna${com(x)}, com o patinho de borracha a boiar ao lado.`,
      ],
      do: [
        (x) => S(x, 'tomou um banho de espuma com o patinho amarelo, chape, chape.'),
        (x) => S(x, 'tomou banho com muita espuma e fez um chapéu de espuma na cabeça.'),
        (x) =>
          `Na banheira, ${x.first ? `${x.h.name} ` : ''}deitou água morna pelas costas com um copinho, chuá, chuá.`,
      ],
      sense: [
        () => 'As bolinhas de espuma rebentavam baixinho, pop, pop, pop.',
        () => 'A água estava morna e cheirava a sabonete e a flores.',
        () => 'O patinho de borracha fez cuí, e toda a gente se riu.',
      ],
      noun: n('o banho', 'um banho'),
      goodnight: 'patinho de borracha',
    },
    // A drawing is told by the same lines as a painting (`fez um desenho pro papai`): pictures, colours and crayons,
    // never a paint pot, a brush or a painting the parent did not write.
    'activity-painting': {
      arrive: [
        (x) => `${H(x)} sentou-se à mesa grande, com os lápis de cor e as tintas à mão.`,
        (x) => `${y(x)} ${v(x, 'estendeu', 'estenderam')} uma folha de papel enorme, pronta para encher de cores.`,
        (x) => `${H(x)} escolheu as cores preferidas, uma a uma, e pousou-as ao pé da folha.`,
      ],
      do: [
        (x) => S(x, 'fez um sol redondo e amarelo e um mar azul, azul.'),
        (x) => S(x, 'encheu a folha de riscos e voltinhas de todas as cores.'),
        (x) => S(x, 'pôs o amarelo ao pé do azul, e ficou tudo muito alegre.'),
      ],
      sense: [
        // (Said beside whatever the parent's child drew or painted: biscuits, a box, a face; no paper nor paint named.)
        () => 'As cores deslizavam devagarinho, fru, fru.',
        () => 'As cores ficavam alegres e brilhantes.',
        () => 'Pouco a pouco, apareceu uma forma muito engraçada.',
      ],
      noun: n('os desenhos', 'um desenho'),
      goodnight: 'cores',
    },
    'activity-reading': {
      arrive: [
        (x) => `${H(x)} aninhou-se no cantinho da leitura com uma pilha de livros de histórias.`,
        (x) => `${y(x)} ${v(x, 'aconchegou-se', 'aconchegaram-se')} nas almofadas com o livro preferido.`,
        (x) => `${H(x)} escolheu um livro de capa colorida e abriu-o na primeira página.`,
      ],
      do: [
        (x) => S(x, 'virou as páginas devagarinho e apontou para todos os animais.'),
        (x) => S(x, 'já sabia as palavras de cor e disse-as em voz alta.'),
        (x) => S(x, 'encontrou um ratinho escondido em cada página.'),
      ],
      sense: [
        () => 'As páginas sussurravam ao virar, frufru, frufru.',
        () => 'As almofadas eram fofinhas, e a manta, macia e quentinha.',
        () => 'Os desenhos tinham tantas cores que pareciam um arco-íris dentro de um livro.',
      ],
      noun: n('as histórias', 'uma história'),
      goodnight: 'livros de histórias',
    },
    'activity-daycare': {
      arrive: [
        (x) => `${H(x)} chegou à creche, pendurou o casaco e disse olá a toda a gente.`,
        (x) => `Na escolinha, ${x.h.name} acenou aos meninos sentados no tapete.`,
        (x) => `${H(x)} entrou na sala cheia de luz da creche, onde os brinquedos estavam à espera.`,
      ],
      do: [
        (x) => S(x, 'construiu uma casa de blocos com os outros meninos.'),
        (x) => S(x, 'sentou-se na roda e cantou a canção dos bons-dias.'),
        (x) => S(x, 'fez um desenho, e a educadora pendurou-o na parede.'),
      ],
      sense: [
        () => 'A sala cheirava a lápis de cera e a maçã.',
        () => 'Vozinhas cantavam, e mãozinhas batiam palmas, plás, plás.',
        () => 'Do outro lado da janela, as árvores abanavam as folhas verdes.',
      ],
      noun: n('a creche', 'uma creche'),
      goodnight: 'creche',
    },
    'activity-grandparents': {
      arrive: [
        (x) => `${H(x)} passou um bocadinho com ${grand(x).name}, e houve abraços de braços bem abertos.`,
        // Neither whose house nor who came: the grandparent may as well have come to the child's (`a vó veio de BH`).
        (x) => `${H(x)} deu ${to('a', grand(x).name)} um abraço grande e apertadinho.`,
        (x) => `${H(x)} esteve com ${grand(x).name}, e houve miminhos e conversas no sofá grande.`,
      ],
      do: [
        // (Said by name: told first, or after the parent's own words, `com ele` would be no one named.)
        (x) => S(x, `partilhou um prato de bolachas com ${grand(x).name} e contou-${gl(x)} as novidades da semana.`),
        // The hero stays the subject, so a following `Ajudou a avó` is not read as the grandmother's; no plants to
        // water nor old photographs the parent never wrote of (the grandparent may have come to stay).
        (x) => S(x, `aninhou-se ao colo ${to('de', grand(x).name)}, ${o(x.h, 'quentinh')} e ${o(x.h, 'sossegad')}.`),
        (x) => S(x, `deu a mão ${to('a', grand(x).name)} e mostrou-${gl(x)} os brinquedos preferidos.`),
      ],
      sense: [
        () => 'A casa cheirava a chá e a bolachinhas acabadas de fazer.',
        () => 'O relógio antigo da parede fazia tic-tac, tic-tac.',
        (x) => `Os abraços ${to('de', grand(x).name)} eram quentinhos, os melhores.`,
      ],
      noun: n('a visita aos avozinhos', 'uma visita aos avozinhos'),
      goodnight: 'avozinhos',
    },
    'activity-swimming': {
      arrive: [
        // (Told after the parent's own `foi na natação`: none says the going again, nor how the child got in the water,
        // which the parent may tell otherwise: `pulou na piscina sozinho`.)
        (x) => `${y(x)} ${v(x, 'pôs', 'puseram')} umas braçadeiras coloridas, uma em cada braço.`,
        (x) => `Na piscina, ${x.h.name} olhou para a água azul, que brilhava e fazia ondinhas.`,
        (x) => `${y(x)} ${v(x, 'ficou', 'ficaram')} com o cabelo todo molhado e um sorriso enorme.`,
      ],
      do: [
        (x) => S(x, 'bateu as pernas, chape, chape, chape, e boiou como um barquinho.'),
        (x) => S(x, 'agarrou-se a uma boia e atravessou a piscina a bater os pés.'),
        (x) => S(x, 'fez bolhinhas na água, blu, blu, blu.'),
      ],
      sense: [
        () => 'A água brilhava, e cada chapinhada fazia eco.',
        () => 'A água baloiçava devagarinho, chape, chape, chape.',
        () => 'À saída, uma toalha grande e fofa deu um calorzinho bom.',
      ],
      noun: n('a piscina', 'uma piscina'),
      goodnight: 'piscina',
    },
    'activity-baking': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'pôs', 'puseram')} o avental e ${v(x, 'tirou', 'tiraram')} a taça grande do armário.`,
        (x) => `Na cozinha, ${x.h.name} deitou a farinha numa taça, fuuu.`,
        // Neither `bolo` nor `bolachas`: the parent's own clause says which (Christmas biscuits, a carrot cake).
        (x) => `${H(x)} subiu para um banquinho ao pé da bancada, com vontade de pôr as mãos na massa.`,
      ],
      do: [
        (x) => S(x, 'mexeu e mexeu a massa com uma colher grande de pau.'),
        (x) => S(x, 'espalhou farinha na bancada, devagarinho, devagarinho.'),
        (x) => S(x, 'partiu um ovo para a taça, com muitíssimo cuidado.'),
      ],
      sense: [
        () => 'Em pouco tempo, a cozinha toda cheirava a doce e a quentinho.',
        () => 'Uma nuvenzinha de farinha aterrou num nariz, atchim!',
        () => 'O forno zumbia, e lá dentro tudo foi ficando douradinho.',
      ],
      // A toddler's word for what came out of the oven (`com os bolinhos e tudo`), not a baker's `fornada`.
      noun: n('os bolinhos', 'uns bolinhos'),
      goodnight: 'forno quentinho',
    },
    'activity-building-blocks': {
      arrive: [
        (x) => `${H(x)} despejou a caixa dos blocos em cima do tapete.`,
        (x) => `${y(x)} ${v(x, 'sentou-se', 'sentaram-se')} no chão com um monte de blocos coloridos.`,
        (x) => `${H(x)} escolheu um bloco vermelho, um azul e um amarelo para começar.`,
      ],
      do: [
        (x) => S(x, 'construiu uma torre alta, altíssima, bloco a bloco.'),
        (x) => S(x, 'fez uma casinha com uma porta para um ratinho de brincar.'),
        (x) => S(x, 'construiu uma ponte comprida, e um carrinho passou por cima, vrum.'),
      ],
      sense: [
        () => 'Os blocos faziam clique e claque ao encaixar.',
        () => 'A torre abanou um bocadinho, mas ficou de pé.',
        () => 'Vermelho, azul, verde e amarelo: que cores tão alegres!',
      ],
      // Not a tower: the parent's own clause may tell a train or a garage of blocks.
      noun: n('os blocos coloridos', 'uns blocos coloridos'),
      goodnight: 'blocos coloridos',
    },
    'activity-music': {
      // Songs sung and clapped, no instruments the parent never wrote of (`foi a cantar o caminho todo`).
      arrive: [
        (x) => `${H(x)} encheu o peito de ar e começou a cantar, lá, lá, lá.`,
        (x) =>
          `${y(x)} ${v(x, 'cantou', 'cantaram')} uma das canções preferidas, primeiro baixinho e depois mais alto.`,
        (x) => `${H(x)} pôs-se a cantarolar, e a canção foi crescendo, crescendo.`,
      ],
      do: [
        (x) => S(x, 'cantou uma canção muito alta e depois uma muito, muito baixinha.'),
        (x) => S(x, 'bateu palmas ao ritmo, pam, pam, e bateu com os pés no chão.'),
        (x) => S(x, 'inventou uma canção sobre o sol e cantou-a duas vezes.'),
      ],
      sense: [
        () => 'Lá, lá, lá, fazia a canção, alegre e saltitante.',
        () => 'A música encheu o ar de sons alegres.',
        () => 'Pam, pam, faziam as palminhas, certinhas com a canção.',
      ],
      noun: n('a música', 'uma canção'),
      goodnight: 'cantigas',
    },
    'activity-dancing': {
      arrive: [
        // (No room of the stock's own: a dance may be a class, a party or the living room, as the parent tells it.)
        (x) =>
          `Tocou a música, e ${x.h.name} ficou muito direitinh${x.h.fem ? 'a' : 'o'}, pront${x.h.fem ? 'a' : 'o'} para dançar.`,
        (x) => `${y(x)} ${v(x, 'fez', 'fizeram')} uma vénia pequenina antes de começar a dançar.`,
        (x) => `Quando a música começou, os pés ${to('de', x.h.name)} mexiam-se sozinhos.`,
      ],
      do: [
        (x) => S(x, 'rodopiou e rodopiou, até a sala andar à roda.'),
        (x) => S(x, 'saltou como uma rã e baloiçou como uma árvore ao vento.'),
        (x) => S(x, `dançou depressa, depois devagar, e depois ficou ${o(x.h, 'parad')} como uma estátua.`),
      ],
      sense: [
        () => 'A música fazia lá, lá, lá, e o chão fazia tap, tap, tap.',
        () => 'Braços no ar, braços em baixo, e a rodar outra vez.',
        () => 'Toda a gente bateu palmas, de bochechas rosadas e quentinhas.',
      ],
      noun: n('a dança', 'uma dança'),
      goodnight: 'pés dançarinos',
    },
    'activity-zoo': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'passou', 'passaram')} o portão do jardim zoológico${who(x) ? ' de mão dada' : ''}.`,
        (x) =>
          `No jardim zoológico, ${x.h.name} olhou para cima, e mais para cima, e ainda mais para cima, para uma girafa altíssima.`,
        (x) => `${H(x)} foi ao jardim zoológico${com(x)}, onde os caminhos eram verdes e cheios de folhas.`,
      ],
      do: [
        (x) => S(x, 'acenou aos pinguins e viu os macacos a balançar.'),
        (x) => S(x, 'viu um elefante a deitar água com a tromba.'),
        (x) => S(x, 'contou as riscas da zebra, mas eram tantas que se perdeu na conta.'),
      ],
      sense: [
        () => 'Um leão deu um bocejo enorme e ensonado, e toda a gente bocejou também.',
        () => 'Os papagaios coloridos tagarelavam, cró, cró.',
        () => 'Cheirava a palha, a folhas e a sol.',
      ],
      noun: n('o jardim zoológico', 'um jardim zoológico'),
      goodnight: 'animais do jardim zoológico',
    },
    'activity-park': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} ao parque, onde as árvores grandes sussurravam ao vento.`,
        (x) => `No parque, ${x.h.name} seguiu o caminho aos ziguezagues até ao lago.`,
        (x) => `${H(x)} foi ao parque${com(x)} e correu pela relva verde e macia.`,
      ],
      do: [
        (x) => S(x, 'apanhou três folhas, um pauzinho e uma pedra redonda.'),
        (x) => S(x, 'rebolou por uma colina pequenina, roda que roda, até lá abaixo.'),
        (x) => S(x, 'ficou à beira do lago a ver os círculos na água.'),
      ],
      sense: [
        () => 'As folhas sussurravam lá em cima, chiu, chiu, chiu.',
        () => 'Um esquilo subiu a correr por uma árvore, de cauda fofa no ar.',
        () => 'A relva cheirava a fresco, e passou uma brisa suave.',
      ],
      noun: n('o parque', 'um parque'),
      goodnight: 'parque verde',
    },
    'activity-beach': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} à praia e ${v(x, 'tirou', 'tiraram')} os sapatos.`,
        (x) => `Na praia, ${x.h.name} mexeu os dedinhos dos pés na areia quentinha.`,
        (x) => `${H(x)} correu até à beira-mar${com(x)}.`,
      ],
      do: [
        (x) => S(x, 'fez um castelo de areia com um fosso e uma concha lá no alto.'),
        (x) => S(x, 'saltou as ondinhas, uma, duas e hop!'),
        (x) => S(x, 'encheu um balde de água e despejou-o num buraco.'),
      ],
      sense: [
        () => 'As ondas faziam xuá, e depois chiu, xuá e chiu.',
        () => 'As gaivotas grasnavam lá no céu, e o ar sabia a sal.',
        () => 'A areia estava quentinha por cima e fresquinha por baixo.',
      ],
      noun: n('a praia', 'uma praia'),
      goodnight: 'ondas do mar',
    },
    'activity-bike-ride': {
      arrive: [
        (x) => `${H(x)} pôs o capacete e subiu para a bicicleta pequenina.`,
        (x) => `${y(x)} ${v(x, 'saiu', 'saíram')} para um passeio de bicicleta por um caminho sossegado.`,
        (x) => `${H(x)} tocou a campainha, trim, trim, e lá foi.`,
      ],
      do: [
        (x) => S(x, 'pedalou devagarinho ao pé das árvores e das flores.'),
        // (No rolling down: after a fall from the bike it would read as another tumble.)
        (x) => S(x, 'subiu uma ladeira pequenina, a pedalar com força, e lá em cima parou a descansar.'),
        (x) => S(x, 'parou para dizer olá a um cão e continuou a pedalar.'),
      ],
      sense: [
        () => 'As rodas andavam à roda, à roda, e o vento passava, fuuu.',
        () => 'O caminho estalava debaixo das rodas, cric, crac.',
        () => 'Trim, trim, tocou a campainha, só para dizer olá.',
      ],
      noun: n('a volta de bicicleta', 'uma volta de bicicleta'),
      goodnight: 'bicicleta pequenina',
    },
    'activity-gardening': {
      arrive: [
        // (No watering can of the stock's own: the garden may be only where the day was, a birdhouse hung in a tree.)
        (x) => `${H(x)} saiu para o quintal, onde as folhas abanavam devagarinho ao vento.`,
        // (No plants to greet or water of the stock's own: the garden may be only where the children played.)
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} lá para fora, para o ar livre, onde cheirava a erva.`,
        (x) => `${H(x)} foi lá para fora, onde havia folhas verdes e um bocadinho de sol.`,
      ],
      do: [
        (x) => S(x, 'cavou um buraquinho e meteu lá dentro uma semente, bem aconchegada.'),
        (x) => S(x, 'regou as flores, chuá, chuá, chuá.'),
        (x) => S(x, 'arrancou uma erva daninha e encontrou por baixo uma minhoca aos esses.'),
      ],
      sense: [
        // (No rain of the stock's own: the day's weather is the parent's to tell.)
        () => 'A terra era fofa e escura e tinha um cheirinho bom.',
        () => 'Uma abelha zumbia de flor em flor, bzzz, bzzz.',
        () => 'Uns rebentos verdes e pequeninos espreitavam para dizer olá.',
      ],
      noun: n('o jardim', 'um jardim'),
      goodnight: 'plantinhas do jardim',
    },
    'activity-puzzle': {
      arrive: [
        (x) => `${H(x)} despejou as peças do puzzle em cima da mesinha.`,
        (x) => `${y(x)} ${v(x, 'sentou-se', 'sentaram-se')} com um puzzle grande e cheio de cores.`,
        (x) => `${H(x)} virou todas as peças do puzzle com o desenho para cima.`,
      ],
      do: [
        (x) => S(x, 'procurou primeiro os cantos, e depois as bordas.'),
        (x) => S(x, 'rodou uma peça para um lado e para o outro, até encaixar.'),
        // (Whatever the parent's puzzle pictured, the sea or the dinosaurs: the pack names no picture of its own.)
        (x) => S(x, 'montou o desenho todo, peça a peça.'),
      ],
      sense: [
        () => 'Clique, fez uma peça ao entrar no sítio certo.',
        () => 'Pouco a pouco, o desenho foi aparecendo, todo inteiro.',
        () => 'As peças eram lisinhas e faziam um barulhinho suave, tric, tric.',
      ],
      noun: n('o puzzle', 'um puzzle'),
      goodnight: 'peças do puzzle',
    },
    // True of the doctor and of the dentist alike: the lexicon reads both as a visit to the doctor.
    'activity-doctor-visit': {
      arrive: [
        (x) => `${H(x)} foi à consulta${com(x)}, ${o(x.h, 'agarradinh')} ao peluche preferido.`,
        (x) => `Na sala de espera, ${x.h.name} sentou-se e folheou um livro.`,
        (x) => `${H(x)} entrou no consultório devagarinho, a olhar para tudo.`,
      ],
      // No check-up the parent did not write: a visit for a jab or a sore ear is told in the parent's own words, so
      // these lines tell only the waiting and the room, true of any visit (no mouth looked in, no light, no ears).
      // (Not `o peluche estava de ótima saúde`: a child taken to the doctor ill is not told of someone's good health.)
      do: [
        (x) => S(x, 'sentou-se na cadeira grande e baloiçou as pernas.'),
        (x) => S(x, 'agarrou-se bem ao peluche e olhou para os desenhos da parede.'),
        (x) => S(x, 'esperou um bocadinho, e depois chegou a sua vez.'),
      ],
      sense: [
        () => 'A sala era clarinha e arrumada, com desenhos na parede.',
        () => 'Toda a gente ali tinha uma voz simpática e umas mãos muito suaves.',
        () => 'No fim, disseram-lhe adeus com um sorriso.',
      ],
      noun: n('a consulta', 'uma consulta'),
      goodnight: 'consultório',
    },
    'activity-birthday-party': {
      arrive: [
        // (True of any party, a birthday or a Christmas party at the crèche: no candles, no song of its own.)
        (x) => `${H(x)} foi a uma festa, e estava tudo enfeitado e bonito.`,
        // (No hugging everyone at once: a shy child may have hidden behind a leg at first.)
        (x) => `${H(x)} chegou à festa, e havia balões de todas as cores.`,
        (x) => `${y(x)} ${v(x, 'entrou', 'entraram')} numa sala cheia de balões e grinaldas de papel.`,
      ],
      do: [
        (x) => S(x, `brincou às estátuas e ficou ${o(x.h, 'parad')} como uma árvore.`),
        (x) => S(x, 'cantou e bateu palmas, bem alto e com muita alegria.'),
        // (No cake of the stock's own: the parent's cake, of whatever kind, is told by its own line.)
        (x) => S(x, 'brincou com os outros meninos, e o tempo passou a correr.'),
      ],
      sense: [
        () => 'Havia enfeites coloridos por todo o lado, e toda a gente sorria.',
        () => 'Os amigos riam-se e davam as mãos, todos juntinhos.',
        () => 'Havia música, gargalhadas e cheirinho a bolo doce.',
      ],
      noun: n('a festa', 'uma festa'),
      goodnight: 'festa bonita',
    },
    'activity-snow': {
      arrive: [
        (x) => `${H(x)} calçou as botas, pôs o gorro e as luvas e saiu para a neve.`,
        // The snow may be the garden's or a mountain's (`fomos à serra da estrela`): said of neither.
        (x) => `Estava tudo branquinho de neve, e ${x.h.name} saiu a correr${com(x)}.`,
        (x) => `${y(x)} ${v(x, 'puxou', 'puxaram')} o trenó pequenino pela neve fofinha.`,
      ],
      do: [
        // (No snowman of the story's own: a parent who made one tells it, and a second one beside it is made up.)
        (x) => S(x, 'apanhou neve com as luvas e atirou-a para o ar, e caiu como açúcar em pó.'),
        (x) => S(x, 'deitou-se na neve e fez um anjo, a abrir e a fechar os braços.'),
        (x) => S(x, 'desceu uma pequena ladeira no trenó, iupiii!'),
      ],
      sense: [
        () => 'A neve rangia a cada passo, crec, crec, crec.',
        () => 'Os flocos caíam no nariz, frios e a fazer cócegas.',
        () => 'Estava tudo branco, calado e a brilhar.',
      ],
      noun: n('a neve'),
      goodnight: 'neve branquinha',
    },
    'activity-shopping': {
      arrive: [
        // (True of any shop, the bakery and the grocer's as much as the supermarket: no trolley, no automatic doors.)
        (x) => `${y(x)} ${v(x, 'entrou', 'entraram')} na loja de mão dada, sem pressa nenhuma.`,
        (x) => `Na loja, ${x.h.name} olhou para tudo, com os olhos muito abertos.`,
        (x) => `${H(x)} foi às compras${com(x)}, com uma lista de coisas para encontrar.`,
      ],
      do: [
        // (True of a shop and of Brazil's `shopping`, the mall, alike: no groceries the parent did not name.)
        (x) => S(x, 'ajudou a escolher o que estava na lista, uma coisa de cada vez.'),
        (x) => S(x, 'espreitou as montras, uma a uma, com o nariz quase encostado ao vidro.'),
        (x) => S(x, 'ajudou a pôr tudo no tapete da caixa.'),
      ],
      sense: [
        () => 'Pi, fazia a caixa, pi, pi, pi.',
        () => 'Havia prateleiras cheias de coisas, de cima a baixo.',
        () => 'Lá dentro, as vozes das pessoas misturavam-se como uma cantiga.',
      ],
      noun: n('as compras', 'umas compras'),
      goodnight: 'carrinho das compras',
    },
    'activity-cooking': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'lavou', 'lavaram')} as mãos e ${v(x, 'fez', 'fizeram')} sopa na cozinha.`,
        (x) => `Na cozinha, ${x.h.name} ajudou a cozinhar, em cima de um banquinho.`,
        (x) => `${H(x)} pôs as cenouras e as batatas em fila, prontas para cozinhar.`,
      ],
      do: [
        (x) => S(x, 'deitou os legumes na panela, ploc, ploc.'),
        (x) => S(x, 'mexeu a sopa devagarinho com uma colher comprida de pau.'),
        (x) => S(x, 'rasgou a alface aos bocadinhos para uma salada.'),
      ],
      sense: [
        () => 'A panela fazia blop, blop, e a cozinha cheirava lindamente.',
        () => 'O vapor subia aos caracóis, como uma nuvenzinha.',
        () => 'As cenouras eram cor de laranja e estaladiças.',
      ],
      noun: n('o cozinhado', 'um cozinhado'),
      goodnight: 'panela da sopa',
    },
    'activity-train-ride': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'subiu', 'subiram')} para um comboio grande na estação.`,
        (x) => `${H(x)} sentou-se à janela do comboio${com(x)} e encostou o nariz ao vidro.`,
        (x) => `Na estação, ${x.h.name} viu o comboio chegar, devagarinho, devagarinho.`,
      ],
      do: [
        (x) => S(x, 'acenou às vacas, às ovelhas e às casinhas que iam passando.'),
        (x) => S(x, 'contou as árvores que passavam a correr pela janela.'),
        (x) => S(x, 'mostrou o bilhete ao revisor, que lhe sorriu com simpatia.'),
      ],
      sense: [
        () => 'Pouca-terra, pouca-terra, fazia o comboio nos carris.',
        () => 'Uuu, uuu, apitou o comboio ao entrar num túnel.',
        () => 'O banco baloiçava devagarinho, como um berço.',
      ],
      noun: n('a viagem de comboio', 'uma viagem de comboio'),
      goodnight: 'comboio grande',
    },
    // The sand of a sandpit or of the beach (a sandcastle at the seaside is told with it): no sandpit of its own.
    'activity-sandbox': {
      arrive: [
        (x) => `${H(x)} pegou num balde e numa pá e foi para a areia.`,
        (x) => `${y(x)} ${v(x, 'sentou-se', 'sentaram-se')} na areia e ${v(x, 'começou', 'começaram')} a cavar.`,
        (x) => `Na areia, ${x.h.name} encontrou um ancinho e uma pazinha.`,
      ],
      do: [
        (x) => S(x, 'encheu o balde, deu-lhe umas palmadinhas e virou-o: um castelo!'),
        (x) => S(x, 'cavou uma estrada comprida para uma escavadora de brincar.'),
        (x) => S(x, 'fez bolos de areia e enfeitou-os com pedrinhas.'),
      ],
      sense: [
        () => 'A areia era macia e escorria por entre os dedinhos.',
        () => 'Pam, pam, pam, fazia a pá no balde.',
        () => 'O sol deixava a areia quentinha e dourada.',
      ],
      noun: n('a brincadeira na areia', 'uma brincadeira na areia'),
      goodnight: 'balde e pá',
    },
    'activity-library-visit': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} à biblioteca, onde as estantes estavam cheias de livros.`,
        (x) => `Na biblioteca, ${x.h.name} foi em bicos de pés até ao cantinho das crianças.`,
        (x) => `${H(x)} foi à biblioteca${com(x)}, com um saco de pano para os livros.`,
      ],
      // True of any visit, story time or a puppet show in the library as well: no books chosen, counted or borrowed
      // that the parent did not write.
      do: [
        (x) => S(x, 'espreitou as capas coloridas das estantes, uma a uma.'),
        (x) => S(x, 'sentou-se num pufe e ouviu uma história.'),
        (x) => S(x, 'folheou um livro grande, devagarinho, página a página.'),
      ],
      sense: [
        () => 'Na biblioteca havia silêncio, chiu, e os livros cheiravam a papel.',
        () => 'O pufe era fofinho e afundava-se, puf.',
        () => 'As estantes eram altas, e os livros tinham capas de todas as cores.',
      ],
      noun: n('a biblioteca', 'uma biblioteca'),
      goodnight: 'biblioteca',
    },
    'activity-puddle-jumping': {
      arrive: [
        (x) => `${H(x)} calçou as galochas e saiu para a chuva${com(x)}.`,
        (x) => `Depois da chuva, ${x.h.name} encontrou a maior poça da rua.`,
        (x) =>
          `${y(x)} ${v(x, 'vestiu', 'vestiram')} o impermeável e ${v(x, 'abriu', 'abriram')} um guarda-chuva colorido.`,
      ],
      do: [
        (x) => S(x, 'saltou para dentro da poça e fez um chape enorme!'),
        (x) => S(x, 'andou de poça em poça, a pisar com força, chape, chape.'),
        (x) => S(x, 'pôs uma folha a navegar numa poça, como um barquinho.'),
      ],
      sense: [
        () => 'Pingue, pingue, tic, tic, fazia a chuva no guarda-chuva.',
        () => 'As poças brilhavam como espelhinhos.',
        () => 'O ar cheirava a fresco, a molhado e a verde.',
      ],
      noun: n('as poças', 'uma poça'),
      goodnight: 'poças de água',
    },
    'activity-playing-with-friends': {
      arrive: [
        // (Friends play indoors as often as out: no garden nor lawn the parent did not write.)
        (x) => `${H(x)} brincou com os amigos, e correram todos de um lado para o outro.`,
        (x) => `Os amigos ${to('de', x.h.name)} vieram brincar, e juntaram-se todos num instante.`,
        (x) => `${H(x)} e os outros meninos inventaram uma brincadeira nova, só deles.`,
      ],
      do: [
        (x) => S(x, 'brincou às escondidas e escondeu-se num cantinho, a rir baixinho.'),
        (x) => S(x, 'fez rolar a bola, e um amigo devolveu-a.'),
        (x) => S(x, 'deu as mãos aos amigos e dançaram todos de roda.'),
      ],
      sense: [
        () => 'Toda a gente se ria, e as gargalhadas pareciam sininhos.',
        () => '«Lá vou eu!», gritou alguém, e foram todos esconder-se.',
        () => 'Havia risinhos e passinhos apressados por todo o lado.',
      ],
      noun: n('as brincadeiras com os amigos', 'uma brincadeira com os amigos'),
      goodnight: 'bons amigos',
    },
    'activity-walk-in-the-woods': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} passear para a floresta, debaixo das árvores altas.`,
        (x) => `Na floresta, ${x.h.name} seguiu um carreirinho fofo, coberto de caruma.`,
        (x) => `${H(x)} entrou na floresta sossegada${com(x)}, passo, passo, passo.`,
      ],
      do: [
        (x) => S(x, 'encontrou uma pinha, uma pena e um cogumelo vermelhinho.'),
        (x) => S(x, 'equilibrou-se em cima de um tronco caído, de braços bem abertos.'),
        (x) => S(x, 'espreitou por trás de uma árvore e viu um coelho a fugir aos saltinhos.'),
      ],
      sense: [
        () => 'O musgo era macio e verde, como um tapete.',
        () => 'Os raminhos faziam crac e cric debaixo dos pés.',
        () => 'Um pica-pau fazia toc, toc, toc, lá no alto de uma árvore.',
      ],
      noun: n('a floresta', 'uma floresta'),
      goodnight: 'árvores altas',
    },
    'farm-visit': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} à quinta, e o portão abriu-se a chiar, iiic.`,
        (x) => `Na quinta, ${x.h.name} passou${com(x)} ao pé do celeiro grande e vermelho.`,
        (x) => `${H(x)} visitou uma quinta${com(x)} e pisou a palha com cuidado.`,
      ],
      do: [
        // (What the animals did, not what the child did there: the parent tells the child's own part, an egg or a
        // carrot of the day among it.)
        () => 'As cabras mastigavam feno, nham, nham, e uma delas espreitou pela cerca.',
        () => 'Na capoeira, as galinhas esgaravatavam o chão, có, có, có.',
        (x) => S(x, 'viu os porquinhos a rebolar na lama, oinc, oinc.'),
      ],
      sense: [
        () => 'Cheirava a feno, a animais e a erva fresca.',
        () => 'Mu, mé, có-có: a quinta estava cheia de sons amigos.',
        () => 'A palha era dourada e picava um bocadinho debaixo das botas.',
      ],
      noun: n('a quinta', 'uma quinta'),
      goodnight: 'animais da quinta',
    },
    'town-walk': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'deu', 'deram')} um passeio pela vila, ao pé das lojinhas.`,
        (x) => `${H(x)} foi passear pela rua${com(x)}, a espreitar as montras.`,
        (x) => `Na rua, ${x.h.name} esperou na passadeira que o bonequinho ficasse verde.`,
      ],
      do: [
        (x) => S(x, 'acenou a um autocarro e espreitou a montra da padaria.'),
        (x) => S(x, 'contou as portas vermelhas, uma, duas e três.'),
        (x) => S(x, 'saltou por cima das riscas do passeio, hop, hop.'),
      ],
      sense: [
        () => 'Trim, trim, tocou a campainha de uma bicicleta, e um cão ladrou a dizer olá.',
        () => 'A padaria cheirava a pão quentinho.',
        () => 'O vento levava uma folha pelo passeio, rás, rás.',
      ],
      // (A walk of the dog in the street is a walk, its title no town of the pack's own.)
      noun: n('o passeio', 'um passeio'),
      goodnight: 'lojinhas',
    },
    // A ride by car or by bus (`voltámos de autocarro`): no car seat, car or back seat the parent may never have had.
    'car-ride': {
      arrive: [
        (x) => `${H(x)} sentou-se bem juntinho à janela, e lá foram.`,
        (x) => `${y(x)} ${v(x, 'fez', 'fizeram')} uma viagem comprida.`,
        (x) => `${H(x)} sentou-se no seu lugar${com(x)}, com vontade de viajar.`,
      ],
      do: [
        (x) => S(x, 'olhou pela janela para as árvores e para os campos.'),
        (x) => S(x, 'cantou canções o caminho todo, lá, lá, lá.'),
        (x) => S(x, 'viu um camião vermelho, um autocarro azul e um cavalo num prado.'),
      ],
      sense: [
        () => 'O motor ronronava, e a estrada ia passando, tum, tum.',
        () => 'O sol piscava por entre as árvores: luz, sombra, luz.',
        () => 'Os limpa-para-brisas faziam chuic, chuac, chuic.',
      ],
      noun: n('a viagem', 'uma viagem'),
      goodnight: 'estrada comprida',
    },
    'rainy-day': {
      arrive: [
        // Not `ficou em casa`: a rainy day may still have puddles to jump in outside.
        (x) => `Era um dia de chuva, e ${x.h.name} ficou um bocadinho à janela${com(x)} a ver cair as gotas.`,
        (x) => `${H(x)} encostou o nariz à janela e ficou a ver a chuva.`,
        (x) => `Lá fora chovia, e ${x.h.name} encontrou um cantinho quentinho ao pé da janela.`,
      ],
      do: [
        (x) => S(x, 'seguiu com o dedo as gotas que escorriam pelo vidro.'),
        (x) => S(x, 'fez uma cabana com mantas e leu uma história lá dentro.'),
        (x) => S(x, 'desenhou um guarda-chuva e uma poça enorme.'),
      ],
      sense: [
        () => 'Pingue, pingue, pingue, fazia a chuva no telhado.',
        () => 'Cá dentro estava quentinho, sequinho e aconchegado.',
        () => 'O vidro estava fresquinho, e o jardim brilhava, todo molhado.',
      ],
      noun: n('o dia de chuva', 'um dia de chuva'),
      goodnight: 'pinguinhos de chuva',
    },
    'dentist-visit': {
      arrive: [
        // The dentist may be a woman (`na dentista`, `a dra Paula`): the visit is told as the appointment.
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} à consulta dos dentes, e ${x.h.name} sentou-se na cadeira grande.`,
        (x) =>
          `Na consulta dos dentes, ${x.h.name} subiu${com(x)} para a cadeira grande, e a cadeira subiu devagarinho.`,
        (x) => `${H(x)} foi à consulta dos dentes${com(x)} e ficou muito ${o(x.h, 'quietinh')} na cadeira grande.`,
      ],
      do: [
        // (Nothing of how the child took it, `abriu muito a boca`, nor what they took home: a child may have been afraid
        // to open their mouth, and the parent tells the sticker if there was one.)
        (x) => S(x, 'olhou à volta para a sala clarinha e arrumada.'),
        (x) => S(x, 'viu os dentes num espelhinho redondo.'),
        (x) => S(x, 'conheceu a escova grande da consulta, que fazia bzzz, bem baixinho.'),
      ],
      sense: [
        () => 'A cadeira subia com um zumbido suave e descia outra vez, fiu.',
        () => 'A luz lá em cima era redonda e clara, como um solzinho.',
        () => 'Cheirava a pasta de dentes de morango, fresquinha.',
      ],
      noun: n('o dentista', 'uma ida ao dentista'),
      goodnight: 'cadeira do dentista',
    },
    // Um primeiro corte de cabelo é no cabeleireiro: a cadeira grande, a capa, o espelho.
    'hairdresser-visit': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} ao cabeleireiro, e ${x.h.name} sentou-se lá no alto da cadeira grande.`,
        // (The one who came along waits beside it: only the child climbs onto the chair. No cape put on: a child may
        // have refused it.)
        (x) => `${H(x)} foi${com(x)} ao cabeleireiro e subiu para a cadeira grande, que subia e descia.`,
        (x) => `${H(x)} foi ao cabeleireiro${com(x)} e sentou-se na cadeira grande, em frente ao espelho.`,
      ],
      do: [
        (x) => S(x, 'não se mexeu nada debaixo da capa, e a tesoura fazia tic, tic.'),
        (x) => S(x, 'olhou para o espelho grande e viu o corte de cabelo novinho.'),
        (x) => S(x, 'segurou a cabeça muito quietinha enquanto o pente passava, zás, zás.'),
      ],
      sense: [
        () => 'Caíam madeixas pequeninas para o chão, macias como penas.',
        // (No hairdryer nor clippers of the stock's own: a barber's may have had only the clippers the parent feared.)
        () => 'Cheirava a champô e a toalhas lavadinhas.',
        // (No smile and no haircut finished in the mirror: a child may sit there very serious, or cry at the clippers.)
        () => 'Em cima da bancada havia pentes, escovas e frasquinhos de todas as cores.',
      ],
      noun: n('o cabeleireiro', 'uma ida ao cabeleireiro'),
      goodnight: 'cadeira do cabeleireiro',
    },
    'market-visit': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'foi', 'foram')} ao mercado, onde as bancas tinham toldos às riscas.`,
        // (True of any market, the Christmas one in the square too: no apples, cheese or flowers the parent did not name.)
        (x) => `No mercado, ${x.h.name} passou${com(x)} pelas bancas cheias de cores.`,
        (x) => `${H(x)} foi ao mercado${com(x)} e andou por entre as bancas cheias de gente.`,
      ],
      do: [
        (x) => S(x, 'espreitou as bancas, uma a uma, com os olhos muito abertos.'),
        (x) => S(x, 'deu a mão bem apertadinha, para não se perder no meio de tanta gente.'),
        (x) => S(x, 'acenou a uma senhora de uma banca, e ela acenou de volta.'),
      ],
      sense: [
        () => 'Havia cores e cheiros bons a cada passo.',
        () => 'Os sacos de papel faziam cris, cris, e as moedas faziam tlim.',
        () => 'Toda a gente conversava, e as vozes misturavam-se como uma cantiga.',
      ],
      noun: n('o mercado', 'um mercado'),
      goodnight: 'bancas do mercado',
    },
    'aquarium-visit': {
      // `aquário`, as both Brazil and Portugal call any aquarium (Lisbon's `oceanário` is one of them).
      arrive: [
        // (Told after the parent's own `fomos ao aquário`: none of them says the going again.)
        (x) => `Dentro do aquário, ${x.h.name} olhou à volta${com(x)}, e havia peixes por todo o lado.`,
        (x) => `No aquário, ${x.h.name} encostou${com(x)} o nariz ao vidro grande para ver os peixes.`,
        // (Not `entrou no aquário`: in Portugal an aquário is the fish tank itself.)
        (x) => `No aquário, a primeira coisa que ${x.h.name} viu foi um vidro enorme, onde peixinhos nadavam.`,
      ],
      do: [
        (x) => S(x, 'viu uma tartaruga passar devagarinho, chape, chape.'),
        (x) => S(x, 'viu uma medusa a brilhar de mansinho, como uma lamparina.'),
        (x) => S(x, 'seguiu um peixe às riscas de uma ponta do tanque à outra.'),
      ],
      sense: [
        () => 'Estava tudo azul e calmo, e as bolhinhas faziam blup, blup.',
        () => 'Peixes cor de laranja e peixes amarelos passavam a brilhar todos juntos.',
        () => 'O vidro estava fresquinho e liso debaixo das mãos.',
      ],
      noun: n('o aquário', 'um aquário'),
      goodnight: 'peixinhos',
    },
  },
  // Calm, neither glad nor sad: the trouble told next may be tears or a fright (`chorou o caminho todo`).
  still: [
    (x) => `${H(x)} olhou à sua volta, a ver tudo com atenção.`,
    (x) => `Um bocadinho depois, ${x.h.name} ainda lá estava${com(x)}.`,
    (x) => `${H(x)} ficou mais um bocadinho${com(x)}.`,
    (x) => `O tempo foi passando, e ${x.h.name} continuou ${o(x.h, 'entretid')}.`,
    (x) => `Passado um bocado, ${x.h.name} ainda estava muito ${o(x.h, 'ocupad')}${com(x)}.`,
    (x) => `${H(x)} descansou um bocadinho e olhou à volta.`,
    (x) => `Durante um bocado, esteve tudo calmo para ${x.h.name}.`,
  ],
  later: [
    (x) => `Mais tarde, ${x.h.name} sentou-se a descansar um bocadinho.`,
    // (No sofa and no home: the later part of the day may be at a visit, a party or out of doors.)
    (x) => `Passado um bocado, ${x.h.name} sentou-se um bocadinho${com(x)}, muito ${o(x.h, 'sossegadinh')}.`,
    (x) => `A meio do dia, ${x.h.name} teve um momento calminho.`,
    (x) => `Mais tarde, ${x.h.name} aninhou-se num cantinho quentinho.`,
    (x) => `Depois, ${x.h.name} sentou-se muito pertinho ${to('de', helper(x))}.`,
    (x) => `O dia continuou, e ${x.h.name} acomodou-se numa almofada grande.`,
  ],
  homePlay: {
    arrive: [
      (x) => `${H(x)} brincou em casa com um cesto cheio de brinquedos preferidos.`,
      // Lines of a day at home make up no blanket fort or teddies' tea the parent never wrote of.
      (x) => `${y(x)} ${v(x, 'ficou', 'ficaram')} um bocadinho no sofá, sem pressa nenhuma.`,
      (x) => `${H(x)} sentou-se no tapete e despejou a caixa dos brinquedos.`,
      (x) => `${H(x)} olhou pela janela e depois encontrou uma brincadeira.`,
    ],
    do: [
      (x) => S(x, 'contou os dedinhos das mãos, um, dois, três, até dez.'),
      (x) => S(x, 'levou um carrinho pela estrada do tapete, vrum, vrum.'),
      // (No cuddly toy of the stock's own: the parent's teddy, if any, is told by the parent's words.)
      (x) => S(x, 'fez uma fila comprida com os brinquedos, um atrás do outro.'),
      (x) => S(x, 'brincou ao cucu atrás da cortina.'),
    ],
    sense: [
      () => 'Estava tudo calmo e quentinho, e o relógio fazia tic-tac, baixinho.',
      () => 'O tapete era fofinho, e um raio de sol entrava pela janela.',
      () => 'Os brinquedos esperavam em fila, todos contentes.',
      () => 'Lá fora, as nuvens passavam devagar, fofas como algodão.',
    ],
  },
  quiet: {
    // No `à tarde` nor `mais tarde`: a sick day's quiet time may be scene 2, the morning.
    // No blanket nor `em casa` but in the first: the parent's own words told next may be at the nursery or out (`a
    // Leonor chorou`).
    arrive: [
      (x) => `${H(x)} e ${homely(x)} aninharam-se ${both(x, homelyOne(x), 'juntinh')} no sofá.`,
      (x) => `${H(x)} ficou muito pertinho ${to('de', homely(x))}, de mão dada.`,
      (x) => `Estava tudo sossegado, e ${x.h.name} ficou pertinho ${to('de', homely(x))}.`,
    ],
    do: [
      // (`juntas` for two girls: the child and her grandmother.)
      (x) => `Leram ${both(x, homelyOne(x), 'junt')} uma história preferida, devagarinho, página a página.`,
      (x) => S(x, 'ouviu uma canção suave e abraçou com força o peluche.'),
      (x) => `Fizeram ${both(x, homelyOne(x), 'junt')} um desenho de todas as coisas de que gostavam.`,
    ],
    sense: [
      () => 'Estava tudo calmo, e ninguém tinha pressa.',
      () => 'Os abraços eram quentinhos, e o coração foi ficando mais sossegado.',
      () => 'Com um copo de leite morno, tudo parecia um bocadinho melhor.',
    ],
  },

  problems: {
    lostToy: {
      uhOh: [
        [
          () => 'Mas depois olhou à volta: o peluche tinha desaparecido!',
          () => 'De repente, reparou que o coelhinho de peluche não estava lá.',
        ],
        [
          () => 'Procurou debaixo das coisas e atrás das coisas, mas não estava em lado nenhum.',
          () => '«Onde é que estás?», chamou baixinho.',
        ],
      ],
      fix: [
        [
          (x) =>
            `«Vamos procurar juntos», ${hv(x, 'disse', 'disseram')} ${helper(x)}, e procuraram devagarinho, sítio a sítio.`,
          (x) => `${Helper(x)} ${hv(x, 'deu', 'deram')} a mão ${to('a', x.h.name)}, e voltaram pelo mesmo caminho.`,
        ],
        [
          () => 'E lá estava ele, a espreitar debaixo de um banco.',
          () => 'Lá estava ele, sentadinho num cantinho ao sol, à espera de ser encontrado.',
        ],
      ],
    },
    spill: {
      // A small mess true of any day at a table or at play (crumbs, sticky fingers): no cup nor water the parent never
      // wrote of, nor a floor or a table that may not be there.
      uhOh: [
        [() => 'Ups!', () => 'Ups, ups, ai, ai!'],
        [
          () => 'Caíram migalhinhas por todo o lado, uma aqui, outra ali.',
          () => 'Os dedinhos ficaram todos pegajosos, e colavam a tudo.',
        ],
      ],
      fix: [
        [
          (x) => `«Não faz mal, são coisas que acontecem», ${hv(x, 'disse', 'disseram')} ${helper(x)} com um sorriso.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'trouxe', 'trouxeram')} um pano e ${hv(x, 'disse', 'disseram')}: «Isto resolve-se já».`,
        ],
        [
          (x) => `Limparam tudo ${both(x, helperOf(x), 'junt')}, esfrega que esfrega.`,
          (x) => `${H(x)} ajudou a limpar, até ficar tudo limpinho outra vez.`,
        ],
      ],
    },
    tower: {
      uhOh: [
        // (A tower of blocks only where the day has them: else a wobbly pile of whatever was at hand.)
        [
          (x) =>
            x.t
              ? `A torre alta ${to('de', x.h.name)} abanou, abanou, abanou.`
              : `O montinho que ${x.h.name} tinha feito abanou, abanou, abanou.`,
          (x) =>
            x.t
              ? S(x, 'pôs mais um bloco lá no alto, e a torre começou a dançar.')
              : S(x, 'pôs mais uma coisa lá no alto, e o montinho começou a dançar.'),
        ],
        [() => 'E catrapum, caiu tudo ao chão!', () => 'Então desabou com um barulhão enorme.'],
      ],
      fix: [
        [
          (x) => `«Fazemos outra vez, ainda melhor?», ${hv(x, 'perguntou', 'perguntaram')} ${helper(x)}.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'sentou-se', 'sentaram-se')} ao lado ${to('de', x.h.name)} e ${hv(x, 'pegou', 'pegaram')} ${x.t ? 'num bloco' : 'na primeira peça'}.`,
        ],
        [
          (x) =>
            x.t
              ? 'Desta vez puseram os blocos grandes em baixo, e a torre ficou bem firme.'
              : 'Desta vez puseram as coisas grandes em baixo, e ficou tudo bem firme.',
          (x) =>
            x.t
              ? 'Bloco a bloco, a torre nova foi crescendo, mais forte do que antes.'
              : 'Pouco a pouco, o montinho foi crescendo outra vez, mais forte do que antes.',
        ],
      ],
    },
    balloon: {
      uhOh: [
        [
          () => 'Nesse momento, o fio do balão vermelho escapou-lhe da mão.',
          () => 'Uma rajada de vento puxou o balão, e o fio fugiu-lhe.',
        ],
        [
          () => 'Para cima, para cima, subiu a flutuar até aos ramos de uma árvore.',
          () => 'Subiu a flutuar e ficou preso numa árvore, alto demais para lá chegar.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'esticou-se', 'esticaram-se')} bem para cima, o mais que ${hv(x, 'pôde', 'puderam')}, e ${hv(x, 'apanhou', 'apanharam')} o fio.`,
          () => 'Uma pessoa alta e simpática viu o que se passava e puxou o balão para baixo com cuidado.',
        ],
        [
          () => 'Desta vez ataram-lhe o fio ao pulso, bem seguro.',
          () => 'O balão voltou a descer, e toda a gente bateu palmas.',
        ],
      ],
    },
    timeToStop: {
      uhOh: [
        [
          (x) => `Já estava quase na hora de parar, e ${x.h.name} queria que aquilo nunca acabasse.`,
          (x) => `Depois chegou a hora de acabar, mas ${x.h.name} queria continuar só mais um bocadinho.`,
        ],
        // The line before names the hero: Portuguese asks without the name again (`«…», pediu.`).
        [() => '«Só mais um bocadinho!», pediu.', (x) => `${H(x)} abanou a cabeça: ainda não!`],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'sorriu', 'sorriram')} e ${hv(x, 'disse', 'disseram')}: «Outro dia voltamos a fazer isto».`,
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')} baixinho: «As coisas boas voltam, vais ver».`,
        ],
        [
          (x) => `Então ${x.h.name} fez só mais uma vez e depois disse: «Adeus, até à próxima!».`,
          () => 'Só mais uma vez, um suspiro fundo, e chegou a hora do que vinha a seguir.',
        ],
      ],
    },
    timeToGo: {
      uhOh: [
        [
          (x) => `Depois chegou a hora de ir embora, mas ${x.h.name} não queria sair dali, nem um pouquinho.`,
          (x) => `Já estava quase na hora de ir embora, e ${x.h.name} queria ficar mais um pouco.`,
        ],
        [
          // (A bit longer, not one more go: true of a library or a visit, where nothing is done again.)
          (x) => `«Só mais um bocadinho!», pediu ${x.h.name}.`,
          (x) => `${H(x)} sentou-se no chão e não queria dar nem mais um passo.`,
        ],
      ],
      fix: [
        [
          (x) =>
            byCompanion(x)
              ? `«Voltamos outro dia», prometeu ${x.h.name} baixinho ${to('a', x.c?.name ?? '')}.`
              : `${Helper(x)} ${hv(x, 'baixou-se', 'baixaram-se')} e ${hv(x, 'disse', 'disseram')}: «Mais um bocadinho, e depois dizemos adeus».`,
          (x) =>
            byCompanion(x)
              ? `${H(x)} deu a mão ${to('a', x.c?.name ?? '')} e disse: «Outro dia voltamos».`
              : `${Helper(x)} ${hv(x, 'disse', 'disseram')} baixinho: «Voltamos outro dia».`,
        ],
        [
          (x) => `Então ${x.h.name} ficou só mais um bocadinho e depois acenou: adeus, até breve!`,
          () => 'Um último olhar, um grande aceno, e lá foram de mão dada.',
        ],
      ],
    },
    turns: {
      uhOh: [
        [
          (x) => `Então ${x.h.name} e outro menino quiseram a mesma bola vermelha.`,
          (x) => `Outro menino queria o mesmo brinquedo, e ${x.h.name} também.`,
        ],
        [
          () => '«É meu!», disse um, e «É meu!», disse o outro, e ficaram os dois zangados.',
          () => 'Puxavam os dois, e já ninguém sorria.',
        ],
      ],
      fix: [
        [
          (x) =>
            byCompanion(x)
              ? `${H(x)} olhou para ${x.c?.name ?? ''} e lembrou-se: «E se for à vez?».`
              : `${Helper(x)} ${hv(x, 'baixou-se', 'baixaram-se')} e ${hv(x, 'disse', 'disseram')}: «E se for à vez?».`,
          () => 'Pararam, respiraram fundo e decidiram partilhar.',
        ],
        [
          (x) => `Primeiro foi a vez de um, depois a do outro, e daí a pouco ${x.h.name} e o novo amigo estavam a rir.`,
          () => 'Passaram a bola de um para o outro, e juntos era muito mais divertido.',
        ],
      ],
    },
    windHat: {
      uhOh: [
        [
          (x) => `Fuuu, veio uma rajada de vento e levou o chapéu ${to('de', x.h.name)}.`,
          () => 'De repente soprou o vento, e o chapéu saiu a voar.',
        ],
        [
          () => 'Rebolou e rebolou pela relva, cada vez mais longe.',
          () => 'O chapéu foi a dançar, mais depressa do que umas perninhas conseguiam correr.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'correu', 'correram')} atrás dele, hop, hop, e ${hv(x, 'apanhou-o', 'apanharam-no')} pela aba.`,
          (x) => `${H(x)} e ${helper(x)} correram atrás dele até parar ao pé de um arbusto.`,
        ],
        [
          () => 'O chapéu voltou para o sítio dele, bem enfiado até às orelhas.',
          () => 'Riram-se do vento maroto e, a partir daí, seguraram bem o chapéu.',
        ],
      ],
    },
    splash: {
      uhOh: [
        [
          () => 'Então, um esguicho de água foi mesmo direitinho à cara.',
          // (No water in the eyes of the stock's own: the parent's child may have swallowed it and coughed.)
          () => 'Chape, a água salpicou-lhe a cara toda, de repente.',
        ],
        [() => 'Fez uma careta, e teve vontade de chorar.', () => 'Não gostou nada, mesmo nada.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${cl(hv(x, 'embrulhou', 'embrulharam'), x.h)} numa toalha macia e ${hv(x, 'secou-lhe', 'secaram-lhe')} a cara com cuidado.`,
          (x) => `«Vamos limpar essa cara», ${hv(x, 'disse', 'disseram')} ${helper(x)}, com um paninho macio e seco.`,
        ],
        [
          (x) => `${H(x)} respirou fundo, e a água já não parecia tão grande.`,
          () => 'O susto passou logo, e a água voltou a parecer amiga.',
        ],
      ],
    },
    floatAway: {
      uhOh: [
        [
          (x) => `O barquinho ${to('de', x.h.name)} afastou-se a boiar na água.`,
          () => 'Ai, o patinho de borracha foi a boiar, cada vez mais longe.',
        ],
        [
          () => 'Afastou-se a baloiçar até onde uns bracinhos não chegavam.',
          () => 'Baloiça que baloiça, ia mais para longe a cada ondinha.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'fez', 'fizeram')} ondinhas suaves com a mão para o trazer de volta.`,
          (x) => `${H(x)} e ${helper(x)} sopraram ${both(x, helperOf(x), 'junt')} na água, fuuu, fuuu.`,
        ],
        [
          () => 'Devagarinho, devagarinho, voltou a boiar até umas mãos à espera.',
          (x) => `E voltou, a baloiçar, e ${x.h.name} agarrou-o com força.`,
        ],
      ],
    },
    shyHello: {
      uhOh: [
        [
          (x) => `Havia tantas caras novas que ${x.h.name} ficou com vergonha.`,
          () => 'De repente, já não tinha vontade nenhuma de dizer olá.',
        ],
        [
          () => 'Escondeu-se atrás de uma perna e agarrou-se com força.',
          () => 'Queria ir para casa e esconder a cara numa camisola macia.',
        ],
      ],
      fix: [
        [
          (x) => `«Não faz mal ter vergonha», ${hv(x, 'disse', 'disseram')} ${helper(x)}, sempre ali ao lado.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'baixou-se', 'baixaram-se')} e ${hv(x, 'disse', 'disseram')}: «Tens todo o tempo do mundo».`,
        ],
        [
          (x) => `Passado um bocado, ${x.h.name} acenou um bocadinho, e alguém acenou de volta.`,
          (x) => `Pouco a pouco, ${x.h.name} ganhou coragem para dizer um «olá» baixinho.`,
        ],
      ],
    },
    wobble: {
      uhOh: [
        [
          () => 'Abanou para um lado, e abanou para o outro.',
          (x) => `${H(x)} foi um bocadinho depressa demais e começou a abanar.`,
        ],
        [
          () => 'E pum, para o chão fofinho, com um pequeno «oh!».',
          (x) => `Ficou ${o(x.h, 'sentad')} no chão, com cara de surpresa.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'chegou', 'chegaram')} logo e ${hv(x, 'deu-lhe', 'deram-lhe')} a mão para se levantar.`,
          (x) =>
            `${Helper(x)} ${cl(hv(x, 'ajudou', 'ajudaram'), x.h)} a levantar-se e ${hv(x, 'sacudiu-lhe', 'sacudiram-lhe')} o pó.`,
        ],
        [
          () => 'Tentaram outra vez, agora devagarinho, e correu muito bem.',
          (x) => `«Devagar e com calma», disse ${x.h.name} para si, e lá foi outra vez.`,
        ],
      ],
    },
    missingPiece: {
      uhOh: [
        [() => 'Mas faltava qualquer coisa, e não estava no sítio.', () => 'Procurou e procurou, mas não estava lá.'],
        [
          // (The piece is named: `ela` alone has no one to stand for.)
          () => '«Para onde é que foi a peça?», perguntou com uma vozinha.',
          (x) => `Ficou um bocadinho ${o(x.h, 'zangad')} e um bocadinho triste.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'levantou', 'levantaram')} as almofadas, e ${x.h.name} espreitou debaixo da mesa.`,
          (x) => `«Vamos brincar aos detetives», ${hv(x, 'disse', 'disseram')} ${helper(x)}, e procuraram juntos.`,
        ],
        [
          () => 'E lá estava a peça, escondida debaixo do tapete!',
          () => 'Por fim encontraram a peça, colada debaixo de uma meia.',
        ],
      ],
    },
    rollAway: {
      uhOh: [
        [
          // (The day's own ball or fruit where it has one: no ball nobody brought.)
          (x) =>
            x.t
              ? `Então ${x.t.o} fugiu a rolar, saltita que saltita, pela descida abaixo.`
              : 'Uma coisa redondinha fugiu a rolar, saltita que saltita.',
          // (Something round, of no kind of its own: at a market the parent's fruit is the day's, never another; nor a
          // toy ball nobody brought to the shops.)
          () => 'Uma coisa redondinha escorregou-lhe das mãos e foi a rolar pelo chão.',
        ],
        [
          () => 'Rolou para debaixo de um banco, longe e escuro demais para lá chegar.',
          // Says where it stopped: every comfort fetches it from somewhere (`tirar de lá`, `a mão lá dentro`).
          () => 'Rola, rola, rola, até parar debaixo de um banco.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'pôs-se', 'puseram-se')} de gatas e ${hv(x, 'meteu', 'meteram')} a mão lá dentro.`,
          (x) => `${H(x)} e ${helper(x)} usaram um pau comprido para a tirar de lá.`,
        ],
        [() => 'E saiu, um bocadinho empoeirada, mas perfeita.', (x) => `${H(x)} agarrou-a com força e sorriu.`],
      ],
    },
    fell: {
      uhOh: [
        [
          (x) => (x.t ? `Então desequilibrou-se e caiu ${to('de', x.t.o)}, pum!` : 'Então tropeçou e caiu, pum!'),
          (x) => `Ai, perdeu o equilíbrio${x.t ? ` ${to('em', x.t.o)}` : ''} e caiu ao chão.`,
        ],
        [
          // (Not `no chão`: the fall may be in the snow or the sand.)
          (x) => `Ficou um momento ${o(x.h, 'sentadinh')}, muito ${o(x.h, 'quietinh')}.`,
          () => 'Olhou à volta, com os olhos muito abertos, a ver se estava tudo bem.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'pegou-lhe', 'pegaram-lhe')} ao colo e ${cl(hv(x, 'abraçou', 'abraçaram'), x.h)} com muita força.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'veio', 'vieram')} a correr e ${hv(x, 'deu-lhe', 'deram-lhe')} um abraço grande e suave.`,
        ],
        [
          () => 'Ficaram juntinhos um bocadinho, até estar tudo bem outra vez.',
          (x) => `Um beijinho, um abraço e um bocadinho de descanso, e ${x.h.name} já se sentia melhor.`,
        ],
      ],
    },
    // Every hurt of the day, a scraped knee as much as hands frozen by the cold: no line says how it was got, and the
    // comfort is a kiss and warm breath, never a plaster on cold hands.
    hurt: {
      uhOh: [
        [
          (x) => `Ai, ai, ai, ${x.h.name} tinha um dói-dói.`,
          (x) => `Ai, como aquilo doía, e ${x.h.name} fez beicinho.`,
        ],
        [() => 'Doía, e precisava de um colinho.', () => 'O lábio tremeu-lhe um bocadinho.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'viu', 'viram')} o dói-dói com cuidado e ${hv(x, 'deu-lhe', 'deram-lhe')} um beijinho mágico.`,
          (x) => `${Helper(x)} ${hv(x, 'soprou', 'sopraram')} no dói-dói, muito devagarinho, com um sopro quentinho.`,
        ],
        [
          (x) => `«Vais ver que passa», ${hv(x, 'disse', 'disseram')} ${helper(x)}, e já doía um bocadinho menos.`,
          () => 'Um abraço faz passar qualquer dói-dói, toda a gente sabe isso.',
        ],
      ],
    },
    cried: {
      uhOh: [
        [
          (x) => `Então, de repente, ${x.h.name} começou a chorar.`,
          (x) => `Houve uma coisa que deixou ${x.h.name} ${o(x.h, 'aborrecid')}, e vieram as lágrimas.`,
        ],
        // (Gentle: a parent's `chorou um bocadinho` is never told as crying that would not stop.)
        [() => 'Fungou baixinho, com o lábio a tremer.', () => 'Os olhos ficaram cheios de lágrimas.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'sentou-se', 'sentaram-se')} e ${cl(hv(x, 'abraçou', 'abraçaram'), x.h)} bem pertinho, sem pressa nenhuma.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'disse «estou aqui»', 'disseram «estamos aqui»')} e ${hv(x, 'fez-lhe', 'fizeram-lhe')} festinhas nas costas.`,
        ],
        [
          // (`juntas` for two girls: the child and her mother.)
          (x) => `Respiraram ${both(x, helperOf(x), 'junt')} devagarinho, a encher e a esvaziar como um balão.`,
          () => 'Chorar não faz mal, e passado um bocado as lágrimas secaram.',
        ],
      ],
    },
    lost: {
      uhOh: [
        [
          (x) =>
            lostOne(x)
              ? `Mas depois ${x.h.name} deu pela falta ${to('de', lostOne(x)?.name ?? '')}.`
              : 'Ai, não, onde é que teria ido parar uma coisa tão especial?',
          // (Beside the parent's own `perdeu o coelhinho`: where it might be, never the loss said again.)
          (x) =>
            lostOne(x)
              ? `Ai, não, onde estaria ${lostOne(x)?.name}?`
              : 'Ai, não, onde estaria aquela coisa tão querida?',
        ],
        [
          (x) => `Procurou por todo o lado e ficou ${o(x.h, 'preocupad')}.`,
          () => 'Procurou em cima e em baixo, mas não estava em lado nenhum.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «Vamos procurar juntos, com calma».`,
          (x) =>
            `${Helper(x)} ${cl(hv(x, 'ajudou', 'ajudaram'), x.h)} a pensar em todos os sítios por onde tinham andado.`,
        ],
        [
          (x) => `Apareça ou não, ${x.h.name} é ${o(x.h, 'amad')} na mesma, muitíssimo.`,
          (x) =>
            `Procuraram ${both(x, helperOf(x), 'junt')}, e procurar em conjunto fez a preocupação ficar mais pequenina.`,
        ],
      ],
    },
    scared: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} meteu medo ${to('a', x.h.name)}, e o coração ficou aos saltos.`
              : // (How the fright looked, with no word of it: told after the parent's own `assustou-se e chorou`
                // too, it never says the fright again.)
                `${H(x)} ficou ${o(x.h, 'tod')} a tremer, como uma folhinha ao vento.`,
          (x) =>
            x.about
              ? `${H(x)} teve medo ${to('de', x.about.name)} e quis esconder-se.`
              : // (Told after the parent's own fright too: how it looked, never a vague `uma coisa` said again.)
                `${H(x)} encolheu-se ${o(x.h, 'tod')} e ficou muito ${o(x.h, 'quietinh')}.`,
        ],
        [() => 'O coração fazia tum, tum, tum.', () => 'Agarrou-se com força e fechou os olhos.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${cl(hv(x, 'abraçou', 'abraçaram'), x.h)} e ${hv(x, 'disse', 'disseram')}: «Aqui estás em segurança».`,
          (x) =>
            // A fright may be a bad dream, with nothing that happened to explain: a hand held, whatever it was.
            `${Helper(x)} ${hv(x, 'chegou-se', 'chegaram-se')} ao pé e ${hv(x, 'deu-lhe', 'deram-lhe')} a mão, com calma, até o medo passar.`,
        ],
        [
          () => 'Pouco a pouco, o coração foi-se acalmando.',
          () => 'O medo foi ficando pequenino, cada vez mais pequenino.',
        ],
      ],
    },
    // `about`: the sister, brother or friend of a quarrel the parent tapped, who is named in it and in the making up.
    tantrum: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Então ${x.h.name} zangou-se com ${x.about.name}, e ficou mesmo muito ${o(x.h, 'zangad')}.`
              : `Então ficou ${o(x.h, 'zangad')}, mesmo muito ${o(x.h, 'zangad')}.`,
          (x) =>
            x.about
              ? `Houve uma zanga com ${x.about.name}, e ${x.h.name} bateu com os pés no chão.`
              : `Estava tudo a correr mal, e ${x.h.name} bateu com os pés no chão.`,
        ],
        [
          // (No shouting the parent did not tell: only how the anger felt.)
          () => 'A zanga era grande, grande, como uma nuvem escura cá dentro.',
          (x) => `Por dentro sentia-se ${o(x.h, 'afoguead')} e ${o(x.h, 'rabugent')}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'ficou', 'ficaram')} por perto e ${hv(x, 'esperou', 'esperaram')}, com calma e carinho.`,
          // (Sad as well as cross: a quarrel the parent tells often ends in tears, `e ele chorou`.)
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «Ficaste ${o(x.h, 'zangad')} e triste, e não faz mal».`,
        ],
        [
          (x) =>
            x.about
              ? `Sopraram a zanga como velinhas, fuuu, fuuu, e ${x.h.name} e ${x.about.name} fizeram as pazes.`
              : 'Sopraram a zanga como se fossem velinhas, fuuu, fuuu, fuuu.',
          (x) =>
            x.about
              ? // (No apology and no hug the parent did not tell: how they made up is often told in their words.)
                `Depois, ${x.h.name} e ${x.about.name} fizeram as pazes, e a zanga foi-se embora.`
              : 'Depois de um abraço grande, a zanga ficou pequena, pequenina.',
        ],
      ],
    },
    broke: {
      uhOh: [
        [() => 'Então, crac, partiu-se uma coisa.', () => 'Ai, não, partiu-se o brinquedo preferido.'],
        [
          () => 'Olhou para os pedacinhos e ficou muito triste.',
          () => 'Segurou nos pedacinhos e não sabia o que fazer.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «Vamos ver o que se pode fazer».`,
          (x) =>
            `${Helper(x)} ${hv(x, 'pôs-lhe', 'puseram-lhe')} o braço por cima dos ombros, e olharam ${both(x, helperOf(x), 'junt')} para os pedacinhos.`,
        ],
        [
          () => 'Há coisas que se podem arranjar, e outras que se podem amar assim mesmo.',
          () => 'Com um bocadinho de cola e muito carinho, ficou quase como novo.',
        ],
      ],
    },
    messy: {
      uhOh: [
        // Depois das palavras dos pais sobre a sujeira (farinha, lama, areia, um gelado): verdade para todas.
        [() => 'Ai, ai, da cabeça aos pés!', () => 'Ai, ai, olha só para isto!'],
        [
          () => 'Olhou para as mãos, depois para a barriga, e franziu o nariz.',
          () => 'Mãos sujas, nariz sujo e manchinhas por todo o lado.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'riu-se', 'riram-se')} com carinho e ${hv(x, 'foi', 'foram')} buscar um pano morno.`,
          (x) => `«Não faz mal», ${hv(x, 'disse', 'disseram')} ${helper(x)}, «isto sai com água».`,
        ],
        [
          () => 'Esfrega, esfrega, o nariz, as mãos, os dez dedinhos, e ficou tudo limpo outra vez.',
          (x) => `${H(x)} deixou-se limpar, e num instante já não havia mancha nenhuma.`,
        ],
      ],
    },
    spilled: {
      uhOh: [
        // A spill may be a potty accident as well as a cup: nothing said of a hand or a thing.
        [() => 'Ups, entornou-se uma coisa!', () => 'Ups, ups, que grande confusão!'],
        // (Nor where it went: milk spilt on the table is on no floor.)
        [
          () => 'Olhou para a confusão e sentiu-se mal.',
          () => 'Olhou para o que se tinha entornado, com uma carinha triste.',
        ],
      ],
      fix: [
        [
          (x) =>
            `«São coisas que acontecem», ${hv(x, 'disse', 'disseram')} ${helper(x)}, e ${hv(x, 'foi', 'foram')} buscar um pano.`,
          (x) => `${Helper(x)} ${hv(x, 'sorriu', 'sorriram')} e ${hv(x, 'disse', 'disseram')}: «Limpamos juntos».`,
        ],
        [
          () => 'Esfrega, esfrega, e ficou tudo limpo outra vez.',
          (x) => `${H(x)} ajudou a limpar, e num instante já não havia nada.`,
        ],
      ],
    },
    shy: {
      uhOh: [
        [
          (x) => `Era tudo novo, e ${x.h.name} ficou com vergonha.`,
          (x) => S(x, `ficou com vergonha e não queria largar ${helper(x)}.`),
        ],
        // (Said after the parent's own words, which may tell nerves rather than shyness: `tava nervoso na sala de espera`.)
        [() => 'Agarrou-se com força e espreitou pelo canto do olho.', () => 'Sentia um friozinho na barriga.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'ficou', 'ficaram')} por perto e ${hv(x, 'disse', 'disseram')}: «Não há pressa nenhuma».`,
          (x) => `«Estás a portar-te tão bem», ${hv(x, 'sussurrou', 'sussurraram')} ${helper(x)}.`,
        ],
        [
          (x) => `Pouco a pouco, ${x.h.name} foi-se soltando e começou a olhar à volta.`,
          () => 'Passado um bocado, o friozinho na barriga foi passando.',
        ],
      ],
    },
    letDown: {
      uhOh: [
        // Said after the parent's own words of the plan that fell through, or in their place.
        // (Often after the parent's own `mas`: never a second `Mas …` beside it.)
        // (True of a train late too, where the trip still happened: nothing said of it not being.)
        [() => 'Oh, as coisas não correram como se esperava.', () => 'Que pena, não saiu como estava pensado.'],
        [
          (x) => `Ficou um bocadinho ${o(x.h, 'desiludid')}.`,
          (x) => S(x, 'fez uma carinha triste, só por um momento.'),
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'deu-lhe', 'deram-lhe')} um abraço e ${hv(x, 'disse', 'disseram')}: «Eu sei. Anda, vamos procurar uma coisa bonita para fazer».`,
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «Anda, vamos pensar noutra coisa divertida».`,
        ],
        [
          () => 'E depressa encontraram uma coisa divertida para fazer.',
          () => 'Pouco a pouco, a tristeza foi-se embora.',
        ],
      ],
    },
    strange: {
      uhOh: [
        [
          (x) => `Tudo parecia um bocadinho estranho e novo para ${x.h.name}.`,
          (x) => S(x, 'olhou à volta, e estava tudo um bocadinho diferente.'),
        ],
        [
          (x) => `Ficou muito ${o(x.h, 'calad')}, a olhar para tudo com olhos grandes.`,
          () => 'Sentia uma coisa esquisita na barriguinha.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'deu-lhe', 'deram-lhe')} um abraço apertado e ${hv(x, 'disse', 'disseram')}: «Às vezes sentimo-nos assim, e não faz mal».`,
          (x) =>
            `${Helper(x)} ${hv(x, 'sentou-se', 'sentaram-se')} mesmo ao lado e ${hv(x, 'disse', 'disseram')}: «Estou aqui contigo».`,
        ],
        [
          () => 'Pouco a pouco, aquela sensação esquisita foi ficando mais pequenina.',
          () => 'Pouco a pouco, o coraçãozinho foi ficando mais sossegado.',
        ],
      ],
    },
    stuck: {
      uhOh: [
        [() => 'Ai, tinha ficado lá preso, e não havia maneira de sair dali.', (x) => S(x, 'puxou e puxou, mas nada.')],
        [(x) => `Ficou a olhar, um bocadinho ${o(x.h, 'preocupad')}.`, (x) => S(x, 'não sabia o que fazer.')],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'veio', 'vieram')} ajudar, com muita calma.`,
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «Vamos ver o que conseguimos fazer, juntos».`,
        ],
        [
          () => 'Um jeitinho aqui, um bocadinho de paciência ali, e ficou tudo resolvido.',
          () => 'Pouco a pouco, a preocupação foi-se embora.',
        ],
      ],
    },
    tired: {
      uhOh: [
        [
          (x) => `Mas ${x.h.name} estava com tanto sono que tudo custava muito.`,
          (x) => `Então ficou muito ${o(x.h, 'cansad')} e um bocadinho rabugent${x.h.fem ? 'a' : 'o'}.`,
        ],
        [() => 'Os olhos pesavam, e as pernas não queriam andar.', () => 'Esfregou os olhos e deu um bocejo enorme.'],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «Vamos descansar um bocadinho».`,
          (x) => `${Helper(x)} ${cl(hv(x, 'levou', 'levaram'), x.h)} ao colo para um sítio confortável e quentinho.`,
        ],
        [
          () => 'Um bocadinho de descanso e um pouco de água ajudaram muito.',
          (x) => `${H(x)} encostou-se e voltou a sentir-se calm${x.h.fem ? 'a' : 'o'}.`,
        ],
      ],
    },
    sick: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Hoje ${x.about.name} estava doente e não se sentia bem.`
              : `Hoje ${x.h.name} estava doente e não se sentia bem.`,
          (x) =>
            x.about
              ? `${cap(x.about.name)} estava ${o(x.about, 'doentinh')}, e ${x.h.name} ficou com pena.`
              : `${H(x)} estava ${o(x.h, 'doentinh')} e sem vontade de brincar.`,
        ],
        [() => 'Queria ficar pertinho e descansar.', (x) => `Sentia-se ${o(x.h, 'doentinh')} e só queria miminhos.`],
      ],
      fix: [
        [
          // (Neither sofa nor blanket: the parent often tells them, `passou o dia no sofá embrulhado na mantinha`.)
          (x) => `${Helper(x)} ${hv(x, 'deu', 'deram')}-lhe um beijinho na testa e um abraço bem quentinho.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'ficou', 'ficaram')} ao lado ${to('de', x.h.name)} e ${hv(x, 'tratou', 'trataram')} ${x.h.fem ? 'dela' : 'dele'} com muito carinho.`,
        ],
        [
          // No medicine of its own: the parent tells it when there was some (`tomou remedinho`).
          () => 'Houve mimos, um paninho fresco e muito descanso.',
          () => 'Descansar ajuda o corpo a ficar bom, pouco a pouco.',
        ],
      ],
    },
    hospital: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Hoje foi um dia diferente, porque ${x.about.name} estava no hospital.`
              : `Hoje foi um dia diferente, porque ${x.h.name} teve de ir ao hospital.`,
          (x) => (x.about ? `Hoje foram ao hospital ver ${x.about.name}.` : 'Hoje foi dia de ir ao hospital.'),
        ],
        [
          // (Someone else in hospital: the child may not have gone there, so the missing is told, not the place.)
          (x) =>
            x.about
              ? `${H(x)} tinha saudades ${to('de', x.about.name)} e ficou um bocadinho ${o(x.h, 'preocupad')}.`
              : `Lá era tudo novo, e ficou um bocadinho ${o(x.h, 'preocupad')}.`,
          (x) =>
            x.about
              ? `${H(x)} pensou muito ${to('em', x.about.name)}, e o coração ficou apertadinho.`
              : 'Era grande e cheio de movimento, e havia muitas caras novas.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'ficou', 'ficaram')} sempre ao lado ${to('de', x.h.name)} e ${hv(x, 'deu-lhe', 'deram-lhe')} a mão.`,
          // (Someone else hurt or ill, often met at home: no doctors the child never saw.)
          (x) =>
            x.about
              ? `${cap(x.about.name)} ia ficar melhor devagarinho, com muitos cuidados e muito carinho.`
              : 'Os médicos e os enfermeiros foram simpáticos e meigos, e explicaram tudo.',
        ],
        [
          (x) => `No fim, ${x.h.name} e ${helper(x)} deram um abraço comprido e apertadinho.`,
          (x) =>
            x.about
              ? 'Os miminhos de quem gosta de nós ajudam o corpo a sarar.'
              : 'Ser bem tratado ajuda o corpo a ficar bom.',
        ],
      ],
    },
    vaccine: {
      uhOh: [
        [
          (x) => `Hoje ${x.h.name} levou uma vacina no centro de saúde.`,
          // (No arm or leg: the parent's day says where, and its retold words tell it.)
          () => 'A enfermeira deu-lhe uma picadinha, muito depressa.',
        ],
        // (The sting once: both lines may be told after the parent's own words of the jab, so the second is no sting again.)
        [() => 'Picou um bocadinho, ai!', () => 'Foi só um instantinho, e já estava.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${cl(hv(x, 'abraçou', 'abraçaram'), x.h)} e ${hv(x, 'disse', 'disseram')}: «Já passou, já passou».`,
          (x) => `${Helper(x)} ${hv(x, 'deu-lhe', 'deram-lhe')} um abraço muito grande e um beijinho onde doía.`,
        ],
        [
          () => 'A picada passou depressa, e ficou só um beijinho no sítio.',
          () => 'A vacina ajuda o corpo a ficar forte e saudável.',
        ],
      ],
    },
    died: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Hoje foi um dia triste, porque ${x.about.name} morreu.`
              : `Hoje foi um dia triste, porque morreu alguém de quem ${x.h.name} gostava muito.`,
          // (No `notícia`: the family often found the pet themselves, and the parent's words tell how.)
          (x) =>
            x.about
              ? `Hoje aconteceu uma coisa triste: ${x.about.name} morreu.`
              : `Hoje aconteceu uma coisa triste: morreu alguém muito querido ${to('de', x.h.name)}.`,
        ],
        // The sentence before says who died: the one who feels it is named, not read as the pet or grandpa who died.
        [
          (x) => `Isso quer dizer que não vai voltar, e ${x.h.name} sentiu uma tristeza muito grande.`,
          (x) => `Por dentro, ${x.h.name} sentia-se triste e ${o(x.h, 'calad')}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${cl(hv(x, 'abraçou', 'abraçaram'), x.h)} e ${hv(x, 'disse', 'disseram')}: «Não faz mal estar triste».`,
          (x) => `${Helper(x)} ${hv(x, 'ficou', 'ficaram')} muito tempo com ${x.h.name}, de mão dada.`,
        ],
        [
          (x) =>
            x.about
              ? `Falaram ${to('de', x.about.name)} e dos momentos bonitos, e isso aqueceu-lhes o coração.`
              : 'Falaram dos momentos bonitos, e isso aqueceu-lhes o coração.',
          () => 'O carinho não vai embora: fica para sempre no coração.',
        ],
      ],
    },
    missing: {
      uhOh: [
        [
          // (Who was away, and the child thinking of them: the parent's own `tá com mt saudade` tells the missing, never
          // said twice.)
          (x) =>
            x.about
              ? `Hoje ${x.about.name} não ${x.about.plural ? 'estavam' : 'estava'} em casa, e ${x.h.name} pensava muito ${to('em', x.about.name)}.`
              : `Hoje ${x.h.name} tinha muitas saudades de alguém.`,
          (x) =>
            x.about
              ? `${cap(x.about.name)} ${x.about.plural ? 'estavam' : 'estava'} longe hoje, e a casa parecia diferente.`
              : `Alguém de quem ${x.h.name} gostava muito estava longe hoje.`,
        ],
        [
          () => 'Sentia um vaziozinho triste cá dentro.',
          // Without a name, the one missed is said again in full: `dessa pessoa` would point at nothing.
          (x) =>
            `Apetecia-lhe tanto um abraço ${x.about ? to('de', x.about.name) : 'de quem estava longe'}, naquele mesmo instante.`,
        ],
      ],
      fix: [
        [
          // What is missed may be a room or a house after a move as well as someone: no `alguém` in the comfort.
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «Podemos ter saudades e estar bem na mesma».`,
          // (`para lhe oferecer` with no one named is given to no one: a house left behind is kept in the drawing.)
          (x) =>
            x.about
              ? `${Helper(x)} ${cl(hv(x, 'ajudou', 'ajudaram'), x.h)} a fazer um desenho para oferecer ${to('a', x.about.name)} em breve.`
              : `${Helper(x)} ${cl(hv(x, 'ajudou', 'ajudaram'), x.h)} a fazer um desenho, para guardar as saudades num papel.`,
        ],
        [
          () => 'Ter saudades quer dizer que gostamos muito, e isso é uma coisa boa.',
          (x) =>
            `Mandaram um beijinho pelo ar, para chegar até lá longe${x.about ? `, ${to('a', x.about.name)}` : ''}.`,
        ],
      ],
    },
    // A mãe, o pai ou um irmão doente em casa: primeiro a preocupação com ele, depois os cuidados da criança.
    nursing: {
      uhOh: [
        // Told after the parent's own words of the illness (`a mãe estava doente com febre`): no `estava doente` again.
        [
          (x) =>
            x.about
              ? `Hoje ${x.about.name} ${x.about.plural ? 'tinham' : 'tinha'} de ficar na cama, a descansar.`
              : 'Hoje alguém lá em casa tinha de ficar na cama, a descansar.',
          (x) =>
            x.about
              ? `Hoje ${x.about.name} ${x.about.plural ? 'estavam' : 'estava'} sem forças para se levantar e brincar.`
              : 'Hoje alguém lá em casa estava sem forças para se levantar e brincar.',
        ],
        [
          (x) => `${cap(x.h.name)} ficou um bocadinho ${o(x.h, 'preocupad')}, e a casa estava muito calada.`,
          (x) => `Apetecia-lhe tanto brincar com ${x.about ? x.about.name : 'alguém'}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${cap(x.h.name)} ajudou a cuidar ${x.about ? to('de', x.about.name) : 'de todos'}, com muito jeitinho.`,
          (x) =>
            `${cap(x.h.name)} brincou muito baixinho, para ${x.about ? x.about.name : 'todos'} ${x.about?.plural ? 'poderem' : 'poder'} descansar.`,
        ],
        [
          (x) =>
            `${x.about ? cap(x.about.name) : 'Alguém'} fez um sorriso ensonado e disse: «${x.about?.fem ? 'Obrigada' : 'Obrigado'}, meu amor».`,
          (x) =>
            `«Com os teus miminhos já me sinto melhor», sussurrou ${x.about ? x.about.name : 'uma vozinha cansada'}.`,
        ],
      ],
    },
    goodbye: {
      uhOh: [
        // No `Hoje`: told after the parent's own `hoje foi o último dia dela`, it would say it twice.
        [
          (x) =>
            `Foi dia de dizer adeus${x.about ? ` ${to('a', x.about.name)}` : ''}, e as despedidas às vezes custam.`,
          (x) => `${H(x)} teve de dizer adeus${x.about ? ` ${to('a', x.about.name)}` : ''}.`,
        ],
        [
          () => 'Disse adeus com a mão muitas vezes, e ficou um bocadinho triste.',
          () => 'Tinha os olhos molhados, e agarrou-se com força.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'disse', 'disseram')}: «É normal ficarmos tristes quando nos despedimos».`,
          (x) => `${Helper(x)} ${hv(x, 'deu-lhe', 'deram-lhe')} o abraço maior e mais comprido do mundo.`,
        ],
        [
          () => 'Depois de um adeus, um dia chega outro olá.',
          (x) => `Pensaram ${both(x, helperOf(x), 'junt')} em todas as coisas bonitas de que se iam lembrar.`,
        ],
      ],
    },
  },
  worry: [
    (x) => `${H(x)} sentiu um tremidinho cá dentro.`,
    () => 'Ai, ai, ai.',
    (x) => `O lábio ${to('de', x.h.name)} começou a tremer, só um bocadinho.`,
    (x) => `${H(x)} não sabia o que fazer.`,
    () => 'Ui, ui, ui.',
    (x) => `${H(x)} ficou muito ${o(x.h, 'quietinh')}, com cara de preocupação.`,
    (x) => `${H(x)} franziu um bocadinho a testa.`,
    () => 'E agora?',
  ],
  homecoming: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `${cap(x.about.name)} tinha estado longe muitos dias, e ${x.h.name} tinha muitas saudades.`
            : `Alguém de quem ${x.h.name} gostava muito tinha estado longe muitos dias.`,
        (x) =>
          x.about
            ? `Durante muitos dias, ${x.h.name} tinha tido saudades ${to('de', x.about.name)}.`
            : `Durante muitos dias, ${x.h.name} tinha tido saudades de alguém.`,
      ],
      [() => 'Tinha sentido um vaziozinho cá dentro.', () => 'Todos os dias lhe tinha apetecido um abraço.'],
    ],
    fix: [
      [
        (x) =>
          x.about
            ? `E então, finalmente, ${x.about.name} voltou para casa!`
            : 'E então, finalmente, voltaram para casa!',
        (x) => (x.about ? `Finalmente ${x.about.name} estava de volta.` : 'Finalmente estavam de volta.'),
      ],
      [
        () => 'As saudades foram-se embora, e veio um sentimento feliz e quentinho.',
        () => 'Estavam todos juntos outra vez, e assim é que estava bem.',
      ],
    ],
  },
  storm: {
    uhOh: [
      [
        () => 'Então o trovão fez BUM, e a chuva caiu com toda a força!',
        () => 'Catrapum, fez o trovão, e o vento soprou, fuuu, fuuu!',
      ],
      [
        (x) => `Era mesmo muito barulho, e ${x.h.name} teve medo e agarrou-se com força.`,
        () => 'Assustou-se e tapou os ouvidos.',
      ],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${hv(x, 'abraçou', 'abraçaram')} ${x.h.name} com força: «São só as nuvens a fazer barulho. Comigo não há perigo».`,
        (x) =>
          `${Helper(x)} ${hv(x, 'ficou', 'ficaram')} bem ${o(helperOf(x), 'juntinh')}, e contaram os trovões ${both(x, helperOf(x), 'junt')}.`,
      ],
      [
        () => 'Pouco a pouco, a trovoada foi acalmando, e depois foi-se embora.',
        () => 'Trovão a trovão, a trovoada foi ficando cada vez mais longe.',
      ],
    ],
  },
  jealousy: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `Toda a gente só olhava para ${x.about.name}, e ${x.h.name} sentiu-se um bocadinho ${o(x.h, 'esquecid')}.`
            : `Toda a gente estava ocupada com outra pessoa, e ${x.h.name} sentiu-se um bocadinho ${o(x.h, 'esquecid')}.`,
        (x) =>
          x.about
            ? `Os miminhos eram todos para ${x.about.name}, e ${x.h.name} ficou com ciúmes.`
            : `Então ${x.h.name} ficou com um bocadinho de ciúmes.`,
      ],
      [
        () => 'Também queria colo, e o lábio tremeu-lhe.',
        () => 'Por dentro crescia um sentimento rabugento de ciúmes.',
      ],
    ],
    // Jealous of a baby: there is love for everyone. Of a cousin or a friend (over toys, most often): sharing is hard.
    fix: [
      [
        (x) =>
          babyOrNone(x)
            ? `${Helper(x)} ${hv(x, 'deu', 'deram')}-lhe um abraço apertado: «Também há muito amor para ti».`
            : `${Helper(x)} ${hv(x, 'deu', 'deram')}-lhe um abraço e ${hv(x, 'disse', 'disseram')}: «Custa partilhar, não é?»`,
        (x) =>
          babyOrNone(x)
            ? `${Helper(x)} ${hv(x, 'fez', 'fizeram')}-lhe um lugarzinho ao lado, bem juntinho.`
            : `${Helper(x)} ${hv(x, 'baixou-se', 'baixaram-se')} e ${hv(x, 'disse', 'disseram')} baixinho: «Custa partilhar, não é?»`,
      ],
      [
        (x) =>
          babyOrNone(x)
            ? 'Havia amor que chegava para todos, e os ciúmes ficaram pequeninos.'
            : // (True of a cousin just born as of one who wants the toys: no play a newborn cannot give.)
              `«Há carinho que chega para ti e para ${peerOf(x)?.name}.»`,
        (x) =>
          babyOrNone(x)
            ? 'Bem aconchegados, os ciúmes foram ficando pequeninos.'
            : `Ao pé ${to('de', peerOf(x)?.name ?? '')}, bem juntinhos, os ciúmes foram ficando pequeninos.`,
      ],
    ],
  },
  feelBetter: [
    // Whatever the trouble was (a bump, a sadness, a fright): no worry it did not have.
    (x) => `${H(x)} respirou fundo, e tudo ficou mais levezinho.`,
    (x) => `${H(x)} voltou a sorrir, um sorriso de orelha a orelha.`,
    (x) => `Estava tudo bem outra vez, e ${x.h.name} sentiu um calorzinho cá dentro.`,
    (x) => `${H(x)} deu um abraço de agradecimento ${to('a', helper(x))}.`,
    (x) => `O sol voltou a brilhar no coração ${to('de', x.h.name)}.`,
    (x) => `${H(x)} sentiu-se outra vez contente e leve como uma pena.`,
    (x) => `«Obrigad${x.h.fem ? 'a' : 'o'}», disse ${x.h.name}, com os olhos a brilhar.`,
    () => 'E assim, sem mais nem menos, o dia voltou a ser alegre.',
    (x) => `${H(x)} deu um suspiro enorme, ufa, e riu-se.`,
    (x) => `Agora ${x.h.name} sentia-se muito, muito melhor.`,
  ],
  comfort: [
    () => 'Às vezes o coração fica pesadinho, e não faz mal: nunca estamos sozinhos.',
    (x) => `${H(x)} não estava ${o(x.h, 'sozinh')}, e era ${o(x.h, 'amad')} muitíssimo.`,
    () => 'Estar perto de quem gosta de nós deixa tudo um bocadinho mais suave.',
    (x) => `${H(x)} aninhou-se bem pertinho, ${o(x.h, 'quentinh')} e em segurança.`,
    () => 'Agora estava tudo um pouco mais calmo, sossegado e quentinho.',
    () => 'Há dias que têm bocadinhos difíceis, e não faz mal.',
    (x) => `${H(x)} encostou a cabeça a um ombro macio e respirou devagar.`,
  ],

  things: {
    ducks: {
      noun: n('os patos', 'um pato'),
      goodnight: 'patinhos',
      lines: [
        // (No feeding the parent did not tell, nor told twice beside the parent's own `dar pão aos patos`.)
        () => 'Um patinho sacudiu as penas, e caíram gotinhas, plic, plic, quá!',
        () => 'Os patos passaram em fila, a bambolear, quá, quá, quá.',
      ],
    },
    dog: {
      noun: n('o cão', 'um cão'),
      goodnight: 'cãozinho',
      lines: [
        // (The family's own dog, as well as one met: no stranger's dog of the pack's own beside it.)
        () => 'O cão abanava a cauda, todo contente, ão, ão!',
        () => 'Ão, ão, ladrou o cão, como quem diz olá.',
      ],
    },
    cat: {
      noun: n('o gato', 'um gato'),
      goodnight: 'gatinho',
      lines: [
        // (The family's own cat, as well as one met: no stranger's cat of the pack's own beside it.)
        () => 'O gato espreguiçou-se ao sol, a ronronar baixinho.',
        () => 'Miau, disse o gato, de bigodes no ar.',
      ],
    },
    horse: {
      noun: n('o cavalo', 'um cavalo'),
      goodnight: 'cavalinho',
      lines: [
        (x) => S(x, 'fez festinhas a um cavalo grande e castanho, que espreitou por cima da cerca.'),
        // (No ride the parent did not tell: a pony of the day may well have stood still.)
        () => 'Um pónei pequenino, de crina comprida, abanava a cabeça, cloc, cloc.',
      ],
    },
    cow: {
      noun: n('as vacas', 'uma vaca'),
      goodnight: 'vaquinhas',
      lines: [
        () => 'No prado, uma vaca disse muuu, comprido e devagar.',
        (x) => S(x, 'acenou às vacas, e uma delas abanou a cauda.'),
      ],
    },
    sheep: {
      noun: n('as ovelhas', 'uma ovelha'),
      goodnight: 'cordeirinhos',
      lines: [() => 'As ovelhas fofinhas comiam erva, mé, mé.', () => 'Um cordeirinho ia aos saltinhos atrás da mãe.'],
    },
    chickens: {
      noun: n('as galinhas', 'uma galinha'),
      goodnight: 'galinhas',
      lines: [
        () => 'As galinhas faziam có, có, có e debicavam as sementes.',
        (x) => S(x, 'encontrou um ovo castanho e quentinho na palha.'),
      ],
    },
    fish: {
      noun: n('os peixes', 'um peixe'),
      goodnight: 'peixinhos',
      lines: [
        () => 'Passaram uns peixinhos a nadar, zás, zás, de caudas brilhantes.',
        (x) => S(x, 'viu um peixinho a nadar, a abanar a barbatana.'),
      ],
    },
    birds: {
      noun: n('os pássaros', 'um pássaro'),
      goodnight: 'passarinhos',
      lines: [
        () => 'Um passarinho chegou-se aos saltinhos e cantou, piu, piu.',
        (x) => S(x, 'viu os pássaros a esvoaçar de ramo em ramo.'),
      ],
    },
    butterfly: {
      noun: n('a borboleta', 'uma borboleta'),
      goodnight: 'borboleta',
      lines: [
        () => 'Uma borboleta pousou numa flor, bateu as asas e voou outra vez.',
        (x) => S(x, `ficou muito ${o(x.h, 'quietinh')} enquanto uma joaninha lhe passeava pelo dedo.`),
      ],
    },
    snail: {
      noun: n('o caracol', 'um caracol'),
      goodnight: 'caracolzinho',
      lines: [
        (x) => S(x, 'encontrou um caracol que levava a casa às costas, devagarinho, devagarinho.'),
        () => 'Uma minhoca saiu da terra para ver o céu.',
      ],
    },
    rabbit: {
      noun: n('o coelho', 'um coelho'),
      goodnight: 'coelhinho',
      lines: [
        () => 'Um coelho mexeu o nariz e foi-se embora aos saltos, hop, hop.',
        (x) => S(x, 'deu um bocadinho de cenoura a um coelho fofinho, crec.'),
      ],
    },
    guineaPig: {
      noun: n('o porquinho-da-índia', 'um porquinho-da-índia'),
      goodnight: 'porquinho-da-índia',
      lines: [
        () => 'Um porquinho-da-índia guinchou, cuic, cuic, e roeu uma folhinha.',
        (x) => S(x, 'deu um bocadinho de pepino ao porquinho-da-índia, nham, nham.'),
      ],
    },
    hamster: {
      noun: n('o hamster', 'um hamster'),
      goodnight: 'hamster',
      lines: [
        () => 'Um hamster encheu as bochechas até ficarem redondinhas.',
        (x) => S(x, 'viu o hamster a correr na roda, às voltas e mais voltas.'),
      ],
    },
    tortoise: {
      noun: n('a tartaruga', 'uma tartaruga'),
      goodnight: 'tartaruguinha',
      lines: [
        () => 'Uma tartaruga pôs a cabeça de fora da carapaça e andou devagarinho, devagarinho.',
        (x) => S(x, 'deu uma folha de alface à tartaruga, que a comeu muito devagarinho.'),
      ],
    },
    cake: {
      noun: n('o bolo', 'um bolo'),
      goodnight: 'bolo',
      lines: [
        // The hero said as the one who ate: a bare `comeu` after `Havia bolo` has no one.
        (x) => S(x, 'provou o bolo e ficou com migalhas até no nariz.'),
        () => 'O bolo cheirava tão bem que uma barriguinha fez ronc, ronc.',
      ],
    },
    icecream: {
      noun: n('o gelado', 'um gelado'),
      goodnight: 'gelado',
      lines: [
        (x) => S(x, 'comeu um gelado fresquinho e doce, lambe, lambe.'),
        () => 'O gelado estava tão frio que fazia cócegas nos dentes.',
      ],
    },
    pancakes: {
      noun: n('as panquecas', 'uma panqueca'),
      goodnight: 'panquecas',
      lines: [(x) => S(x, 'comeu uma panqueca quentinha, enroladinha como uma mantinha.')],
    },
    pasta: {
      noun: n('o esparguete', 'um esparguete'),
      goodnight: 'esparguete',
      lines: [(x) => S(x, 'enrolou o esparguete comprido no garfo, volta e volta.')],
    },
    pizza: {
      noun: n('a pizza', 'uma pizza'),
      goodnight: 'pizza',
      lines: [() => 'A pizza estava quentinha, cheia de queijo e cortada em triângulos pequeninos.'],
    },
    soup: {
      noun: n('a sopa', 'uma sopa'),
      goodnight: 'sopinha quente',
      lines: [(x) => S(x, 'soprou a sopinha quente, fuuu, fuuu, e comeu-a toda.')],
    },
    // Bread of any kind (`pão de queijo`, bread for the ducks, toast): told as bread, never as toast alone.
    bread: {
      noun: n('o pão', 'um pãozinho'),
      goodnight: 'pãozinho',
      // (Beside the parent's own toast, sandwich or crust for the ducks: nothing of an oven the parent never wrote of.)
      lines: [() => 'Nham, nham, o pão foi-se até à última migalhinha.'],
    },
    cookies: {
      noun: n('as bolachas', 'uma bolacha'),
      goodnight: 'bolachas',
      // (How they sounded, not who ate them: a biscuit may have been the dog's, and the parent's own is told once.)
      lines: [() => 'Cada bolacha fazia crec, crec, crec.'],
    },
    fruit: {
      noun: n('a fruta', 'uma peça de fruta'),
      goodnight: 'fruta sumarenta',
      // (No bowl nor where it was: fruit on pancakes or at a picnic was never in a bowl.)
      lines: [() => 'A fruta era sumarenta e docinha, nham, nham.'],
    },
    strawberries: {
      noun: n('os morangos', 'um morango'),
      goodnight: 'morangos',
      // (Strawberries eaten as much as picked, `gelado de morango`: never a field to pick them in.)
      lines: [() => 'Os morangos eram vermelhinhos e docinhos, nham, nham.'],
    },
    apple: {
      noun: n('uma maçã', 'uma maçã', 'maçã'),
      goodnight: 'maçã vermelha',
      lines: [(x) => S(x, 'deu uma dentada numa maçã vermelha e brilhante, crec!')],
    },
    banana: {
      noun: n('uma banana', 'uma banana', 'banana'),
      goodnight: 'banana',
      // (Beside the parent's own banana, eaten or dropped: nothing the parent did not say of it.)
      lines: [() => 'A banana era amarelinha e docinha, nham, nham.'],
    },
    picnic: {
      noun: n('o piquenique', 'um piquenique'),
      goodnight: 'toalha do piquenique',
      lines: [() => 'Fizeram um piquenique numa toalha aos quadrados, com sanduíches e sumo.'],
    },
    ball: {
      noun: n('a bola', 'uma bola'),
      goodnight: 'bola saltitona',
      lines: [(x) => S(x, 'deu um pontapé numa bola, e a bola fez pim, pum, pam.')],
    },
    balloon: {
      noun: n('o balão', 'um balão'),
      goodnight: 'balão',
      // (A balloon of the day may have got away or stuck in a tree: the line holds none in the child's hand.)
      lines: [(x) => S(x, 'olhou para o balão lá no alto, redondo e colorido como uma bola de sabão.')],
    },
    kite: {
      noun: n('o papagaio de papel', 'um papagaio de papel'),
      goodnight: 'papagaio de papel',
      lines: [() => 'Um papagaio de papel dançava lá no alto do céu, a abanar a cauda.'],
    },
    bubbles: {
      noun: n('as bolas de sabão', 'uma bola de sabão'),
      goodnight: 'bolinhas de sabão',
      lines: [(x) => S(x, 'fez bolas de sabão que iam pelo ar e faziam plop.')],
    },
    blocks: {
      noun: n('os blocos', 'um bloco'),
      goodnight: 'blocos',
      lines: [(x) => S(x, 'empilhou os blocos, cada vez mais alto.')],
    },
    puzzle: {
      noun: n('o puzzle', 'um puzzle'),
      goodnight: 'puzzle',
      lines: [(x) => S(x, 'pôs a última peça do puzzle, clique.')],
    },
    book: {
      noun: n('a história', 'uma história'),
      goodnight: 'livro de histórias',
      lines: [() => 'Houve uma história com muitos desenhos, e toda a gente ficou a ouvir.'],
    },
    drawing: {
      noun: n('o desenho', 'um desenho'),
      goodnight: 'lápis de cor',
      lines: [(x) => S(x, 'fez um desenho com cores grandes e alegres.')],
    },
    doll: {
      noun: n('a boneca', 'uma boneca'),
      goodnight: 'boneca',
      lines: [(x) => S(x, 'embalou a boneca nos braços, muito devagarinho.')],
    },
    teddy: {
      noun: n('o peluche', 'um peluche'),
      goodnight: 'peluche',
      lines: [(x) => S(x, 'abraçou o peluche com força, só porque sim.')],
    },
    toyCar: {
      noun: n('o carrinho', 'um carrinho'),
      goodnight: 'carrinho',
      lines: [(x) => S(x, 'fez andar um carrinho pelo chão a toda a velocidade, vrum, vrum.')],
    },
    sandcastle: {
      noun: n('o castelo de areia', 'um castelo de areia'),
      goodnight: 'castelo de areia',
      lines: [(x) => S(x, 'deu palmadinhas na areia até fazer um castelinho redondo.')],
    },
    swing: {
      noun: n('o baloiço', 'um baloiço'),
      goodnight: 'baloiço',
      // (How a swing goes, not `andou de baloiço` again beside the parent's own `andou de baloiço com a mana`.)
      lines: [() => 'Para a frente e para trás, uiii, o baloiço subia bem alto e voltava a descer.'],
    },
    slide: {
      noun: n('o escorrega', 'um escorrega'),
      goodnight: 'escorrega',
      lines: [(x) => S(x, 'subiu a escadinha do escorrega, degrau a degrau, até lá acima.')],
    },
    song: {
      noun: n('a canção', 'uma canção'),
      goodnight: 'canções alegres',
      lines: [(x) => S(x, 'cantou uma cantiga, lá, lá, lá.')],
    },
    scooter: {
      noun: n('a trotinete', 'uma trotinete'),
      goodnight: 'trotinete',
      lines: [(x) => S(x, 'andou de trotinete: um empurrão, outro empurrão, e a deslizar.')],
    },
    bike: {
      noun: n('a bicicleta', 'uma bicicleta'),
      goodnight: 'bicicleta',
      lines: [(x) => S(x, 'andou de bicicleta, e as rodas davam voltas e mais voltas.')],
    },
    boat: {
      noun: n('o barco', 'um barco'),
      goodnight: 'barquinho',
      lines: [() => 'Um barquinho baloiçava na água, para cima e para baixo.'],
    },
    tractor: {
      noun: n('a máquina grande', 'uma máquina grande'),
      goodnight: 'máquina grande',
      // (A big machine of the day may be a toy one fought over: the line says no real one passing by.)
      lines: [(x) => S(x, 'fez brum, brum, brum, como uma máquina grande a roncar.')],
    },
    bus: {
      noun: n('o autocarro', 'um autocarro'),
      goodnight: 'autocarro',
      // (A bus, a coach or Lisbon's tram, the parent's own word telling which: no button nobody wrote of.)
      lines: [(x) => S(x, `foi ${o(x.h, 'sentadinh')} a ver a rua passar pela janela.`)],
    },
    train: {
      noun: n('o comboio', 'um comboio'),
      goodnight: 'comboio',
      lines: [() => 'Passou um comboio, pouca-terra, pouca-terra, uuu, uuu.'],
    },
    car: {
      noun: n('o carro', 'um carro'),
      goodnight: 'carro',
      // (The car of the day may be washed, a toy or one ridden in: the line says no ride.)
      // (Nor a car's noise made by the child, beside a car the child cried in: the car's own sound.)
      lines: [() => 'Vrum, vrum, fazia o carro.'],
    },
    plane: {
      noun: n('o avião', 'um avião'),
      goodnight: 'avião',
      // (True whether the child watched it from the ground or flew in it: no plane passing by a child on board.)
      lines: [() => 'Lá no alto, o avião voava por cima das nuvens, vrum, vrum.'],
    },
    rain: {
      noun: n('a chuva', 'a chuva'),
      goodnight: 'chuva',
      lines: [() => 'A chuva fazia pingue, pingue na janela.'],
    },
    puddle: {
      noun: n('as poças', 'uma poça'),
      goodnight: 'poças de água',
      lines: [(x) => S(x, 'saltou para uma poça, chape!')],
    },
    snow: {
      noun: n('a neve', 'a neve'),
      goodnight: 'flocos de neve',
      lines: [() => 'Caíam flocos de neve, branquinhos e macios, devagarinho.'],
    },
    sun: {
      noun: n('o sol', 'o sol'),
      goodnight: 'sol',
      lines: [() => 'O sol aqueceu e brilhou o dia todo.'],
    },
    wind: {
      noun: n('o vento', 'o vento'),
      goodnight: 'vento',
      lines: [() => 'O vento soprava, fuuu, fuuu, e as folhas dançavam.'],
    },
    rainbow: {
      noun: n('o arco-íris', 'um arco-íris'),
      goodnight: 'arco-íris',
      lines: [() => 'E apareceu um arco-íris: vermelho, amarelo, verde e azul.'],
    },
    flowers: {
      noun: n('as flores', 'uma flor'),
      goodnight: 'flores',
      lines: [(x) => S(x, 'cheirou as flores, snif, snif, hum.')],
    },
    leaves: {
      noun: n('as folhas', 'uma folha'),
      goodnight: 'folhas secas',
      // (True of leaves kicked, gathered or glued on paper alike: not what was done with them.)
      lines: [() => 'As folhas eram de muitas cores: verdes, amarelas e castanhas.'],
    },
    shells: {
      noun: n('as conchas', 'uma concha'),
      goodnight: 'conchinhas',
      lines: [(x) => S(x, 'encontrou uma concha e encostou-a ao ouvido.')],
    },
    stones: {
      noun: n('as pedras', 'uma pedra'),
      goodnight: 'pedrinhas',
      lines: [(x) => S(x, 'apanhou pedrinhas lisas e guardou-as no bolso.')],
    },
    tree: {
      noun: n('a árvore', 'uma árvore'),
      goodnight: 'árvore grande',
      lines: [(x) => S(x, 'abraçou uma árvore grande e velhinha, de casca rugosa.')],
    },
    water: {
      // Remembered among the day's things (`: as brincadeiras na água`), not the water itself.
      noun: n('as brincadeiras na água', 'uma brincadeira na água'),
      goodnight: 'água a salpicar',
      lines: [(x) => S(x, 'chapinhou na água, chape, chape.')],
    },
  },
  people: {
    mum: { ref: person('a mãe', true), goodnight: 'mãe' },
    dad: { ref: person('o pai', false), goodnight: 'pai' },
    grandma: { ref: person('a avó', true), goodnight: 'avó' },
    grandpa: { ref: person('o avô', false), goodnight: 'avô' },
    grandparents: { ref: person('os avós', false, true), goodnight: 'avós' },
    brother: { ref: person('o mano', false), goodnight: 'mano' },
    sister: { ref: person('a mana', true), goodnight: 'mana' },
    baby: { ref: person('o bebé', false), goodnight: 'bebé' },
    friend: { ref: person('os amigos', false, true), goodnight: 'amigos' },
    friends: { ref: person('os outros meninos', false, true), goodnight: 'amiguinhos' },
    teacher: { ref: person('a educadora', true), goodnight: 'educadora' },
    doctor: { ref: person('a médica', true), goodnight: 'médica' },
    aunt: { ref: person('a tia', true), goodnight: 'tia' },
    uncle: { ref: person('o tio', false), goodnight: 'tio' },
    cousin: { ref: person('o primo', false), goodnight: 'primo' },
  },
  events: {
    birthday: [
      () => 'Era dia de anos, e isso deixava o dia inteiro especial.',
      // (No birthday song of the pack's own: the parent's `cantou os parabéns` would be sung twice.)
      () => 'Havia balões e sorrisos por todo o lado.',
    ],
    newBaby: [
      () => 'Havia um bebé novo na família, pequenino e lindo.',
      () => 'Havia um bebé para conhecer, tão pequenino, tão pequenino.',
    ],
    firstDay: [
      // (Said beside another thing of the day, a train or a swim: never that thing's first time, which may be a night's.)
      (x) => `Hoje havia uma coisa nova, e para ${x.h.name} isso era uma coisa muito grande.`,
      () => 'Era um dia de estreias, e havia tanta coisa nova para descobrir.',
    ],
    moving: [
      () => 'Havia caixas por todo o lado, porque uma casa nova estava à espera.',
      () => 'As caixas iam todas para a casa nova, uma a uma.',
    ],
    haircut: [
      () => 'Cortou o cabelo, tesourinha, tesourinha, e viu-se ao espelho.',
      // (Nothing finished nor liked: the parent's own words tell how the haircut went, tears and all.)
      () => 'Tic, tic, faziam as tesouras, devagarinho.',
    ],
    holiday: [
      () => 'Era um dia diferente dos outros, e tudo parecia um bocadinho especial.',
      () => 'Havia coisas novas para ver por todo o lado.',
    ],
    // As at the visit itself: the dentist may be a woman, so no `o dentista`.
    // (Nothing the child did in the chair: a child may have been afraid of it.)
    dentist: [
      () => 'Havia desenhos de dentes a sorrir na parede, todos branquinhos.',
      () => 'Os dentinhos servem para sorrir, para falar e para comer a sopa.',
    ],
    // (No going home: the parent may tell it, `voltamos pra casa de mãos dadas`, and it would be said twice.)
    market: [
      () => 'O mercado estava cheio de vida e de cores.',
      (x) => S(x, 'olhou para tudo o que havia para ver, com os olhos muito abertos.'),
    ],
    aquarium: [
      () => 'A água brilhava azul por todo o lado, como no fundo do mar.',
      (x) => S(x, 'acenou aos peixes, e um peixinho veio nadar mesmo ao pé.'),
    ],
  },
  // Told in the morning: a feast of the night is tonight's (`Hoje era noite de São João`), its name kept whole.
  festival: [
    (x) => `${itWas(x.name)}, e o dia inteiro teve um ar de festa.`,
    (x) => `${itWas(x.name)}, e estavam todos muito animados.`,
    (x) => `${itWas(x.name)}, e havia alegria por todo o lado.`,
  ],
  typed: [
    (x) =>
      typedAs(
        x,
        `${x.first ? `${H(x)} já sabia` : 'Já sabia'} o que vinha a seguir: ${typedThing(withArticle(x.what))}.`,
      ),
    (x) => typedAs(x, `Depois, mais uma alegria: ${typedThing(withArticle(x.what))}.`),
    (x) => typedAs(x, `E ainda houve tempo para mais uma coisa boa: ${typedThing(withArticle(x.what))}.`),
    (x) => typedAs(x, `E o dia ainda trouxe mais uma surpresa: ${typedThing(withArticle(x.what))}.`),
  ],
  // (The child by name: after `O pai voltou.`, a bare `Fez tudo com calma` would be the father's.)
  typedFeel: [
    (x) => `${H(x)} fez tudo com calma, passinho a passinho.`,
    () => 'Havia muito para ver e muito para fazer.',
    (x) => `${H(x)} olhou bem para tudo, com os olhos muito abertos.`,
    () => 'O tempo foi passando, tique-taque, tique-taque.',
    () => 'E foi um bocadinho do dia para guardar no coração.',
  ],
  typedMemory: [
    (x) => remembered(x.list, (of) => `${x.first ? `${H(x)} ainda` : 'Ainda'} se lembrou ${of}, a sorrir.`),
    (x) => remembered(x.list, (of) => `E guardou no coração a lembrança ${of}.`),
    (x) => remembered(x.list, (of) => `Antes de ir para a cama, lembrou-se outra vez ${of}.`),
  ],
  join(items) {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
  },
  said: [
    (x) => `${x.c ? cap(x.c.name) : H(x)} disse: «${quoted(x.words)}».`,
    (x) => `E depois ${x.c ? x.c.name : x.h.name} disse: «${quoted(x.words)}».`,
    (x) => `${x.c ? cap(x.c.name) : H(x)} tinha uma coisa para dizer: «${quoted(x.words)}».`,
  ],
  meet: [
    (x) => `Assim é ${x.h.name}: ${x.look}.`,
    (x) => `Aqui está ${x.h.name}, ${x.look}.`,
    (x) => `Olha só para ${x.h.name}, ${x.look}.`,
  ],
  relation(word, relation) {
    // The parent's own word for someone unnamed, as Brazil and Portugal each say it (`a vovó`, `o papai`, `a prima`,
    // `a madrinha`, `a professora`): the story calls them so, not `a avó` or `o primo`; goodnight says the word alone.
    const lower = word.toLocaleLowerCase('pt');
    const own = (article: 'o' | 'a' | 'os' | 'as', called = lower) => ({
      ...person(`${article} ${called}`, article.startsWith('a'), article.endsWith('s')),
      goodnight: called,
    });
    const OWN: Partial<Record<PersonId, Record<string, () => R & { goodnight: string }>>> = {
      mum: { mamãe: () => own('a'), mamã: () => own('a'), mainha: () => own('a') },
      dad: { papai: () => own('o'), papá: () => own('o'), painho: () => own('o') },
      grandma: {
        vovó: () => own('a'),
        vó: () => own('a'),
        vozinha: () => own('a'),
        voinha: () => own('a'),
        avozinha: () => own('a'),
        bisa: () => own('a'),
        bisavó: () => own('a'),
        nona: () => own('a'),
        nonna: () => own('a'),
      },
      grandpa: {
        vovô: () => own('o'),
        vô: () => own('o'),
        vozinho: () => own('o'),
        avozinho: () => own('o'),
        bisavô: () => own('o'),
        nono: () => own('o'),
        nonno: () => own('o'),
      },
      brother: {
        irmão: () => own('o'),
        irmao: () => own('o', 'irmão'),
        irmãozinho: () => own('o'),
        maninho: () => own('o'),
      },
      sister: {
        irmã: () => own('a'),
        irma: () => own('a', 'irmã'),
        irmãzinha: () => own('a'),
        maninha: () => own('a'),
      },
      baby: {
        bebê: () => own('o'),
        nenê: () => own('o'),
        neném: () => own('o'),
        nenem: () => own('o', 'neném'),
        bebezinha: () => own('a'),
      },
      cousin: {
        prima: () => own('a'),
        priminha: () => own('a'),
        primas: () => own('as'),
        primos: () => own('os'),
      },
      friend: { amigo: () => own('o'), amiga: () => own('a'), amiguinho: () => own('o'), amiguinha: () => own('a') },
      aunt: {
        madrinha: () => own('a'),
        // Brazil's `dinda` and `dindo`, said as a Portuguese book says them.
        dinda: () => own('a', 'madrinha'),
        titi: () => own('a'),
        tias: () => own('as'),
      },
      uncle: { padrinho: () => own('o'), dindo: () => own('o', 'padrinho'), tios: () => own('os') },
      teacher: {
        professora: () => own('a'),
        prof: () => own('a', 'professora'),
        profe: () => own('a', 'professora'),
        profa: () => own('a', 'professora'),
        professor: () => own('o'),
        educador: () => own('o'),
        // A childminder or babysitter at home is no teacher (`a babá nova`): `a ama`, as a Portuguese book says it.
        ama: () => own('a'),
        babá: () => own('a', 'ama'),
        baba: () => own('a', 'ama'),
        babysitter: () => own('a', 'ama'),
      },
      // `o pediatra`, `a pediatra`: the parent's word, the gender of the pack's own `médica`.
      doctor: { médico: () => own('o'), medico: () => own('o', 'médico'), pediatra: () => own('a') },
    };
    return OWN[relation]?.[lower]?.();
  },
  named(name, word, relation, _pet) {
    // Brazil's `dinda` and `dindo` before a name, as the story calls them everywhere else (`a madrinha Bia`).
    const lower = word
      .toLocaleLowerCase('pt')
      .replace(/^dinda$/u, 'madrinha')
      .replace(/^dindo$/u, 'padrinho');
    // The parent's own word for the relation or kind goes before the name, as Portuguese says it (`a avó Fátima`,
    // `o mano Tomás`, `a madrinha Sofia`, `o cão Bobby`, `a mamã Joana` of a family with two mums); after a plural
    // word (`avós`) the name keeps its article alone.
    const plain = /s$/u.test(lower);
    // Words of both genders (`colega`, `pediatra`, `bebé`) take the gender the name suggests (`Ana`, `Rui`).
    const both = /^(colega|coleguinha|pediatra|dentista|babysitter|bebé|bebê|bebe|nenê|nene|neném|nenem|terapeuta)$/u;
    const fem = relation
      ? ['mum', 'grandma', 'sister', 'aunt'].includes(relation) ||
        (!['dad', 'grandpa', 'brother', 'uncle'].includes(relation) &&
          (both.test(lower) ? /a$/u.test(name.toLocaleLowerCase('pt')) : /(a|ã|ó|ora|inha)$/u.test(lower)))
      : /(a|inha)$/u.test(lower) && !MASCULINE_IN_A.test(lower);
    if (plain) {
      const one = /a$/u.test(name.toLocaleLowerCase('pt'));
      return person(`${one ? 'a' : 'o'} ${name}`, one, false, name);
    }
    return person(`${fem ? 'a' : 'o'} ${lower} ${name}`, fem, false, `${lower} ${name}`);
  },

  evening: {
    dinner: [
      (x) =>
        x.t
          ? `À noite, ${x.h.name} jantou ${x.t.bare}, nham, nham.`
          : `À noite, ${x.h.name} sentou-se à mesa e comeu um jantar quentinho.`,
      (x) =>
        x.t
          ? `Ao jantar havia ${x.t.bare} na mesa, e ${x.h.name} sentou-se no seu lugar.`
          : `Ao jantar, ${x.h.name} sentou-se no seu lugar, e a cozinha cheirava bem.`,
      (x) => `Quando o céu ficou cor-de-rosa, ${x.h.name} foi jantar${x.t ? ` ${x.t.bare}` : ''}.`,
      (x) => `O sol estava a pôr-se, e ${x.h.name} jantou ${x.t ? x.t.bare : 'uma coisa boa'} na mesa da cozinha.`,
      (x) => `Depois de um dia tão comprido, ${x.h.name} sentou-se à mesa para jantar${x.t ? ` ${x.t.bare}` : ''}.`,
      (x) => `Acenderam-se os candeeiros, e ${x.h.name} sentou-se para jantar${x.t ? ` ${x.t.bare}` : ''}.`,
      (x) => `À noite, a casa cheirava a jantar, e ${x.h.name} lavou as mãos.`,
      (x) => `Chegou a noite, e ${x.h.name} ajudou a pôr a mesa: uma colher, duas colheres.`,
      // (No coming in from outside of the stock's own: a poorly day or a day at home never went out.)
      (x) => `Ao fim da tarde, ${x.h.name} foi jantar${x.t ? ` ${x.t.bare}` : ''}.`,
      (x) => `Pela janela, o céu ficou alaranjado, e ${x.h.name} jantou ${x.t ? x.t.bare : 'uma coisa quentinha'}.`,
    ],
    bath: [
      () => 'Depois veio um banho quentinho, com espuma até ao queixo.',
      () => 'Chapinhou na banheira, e as bolinhas de espuma faziam pop, pop.',
      () => 'A hora do banho foi quentinha e cheia de sabão, e o patinho de borracha passou a boiar.',
      () => 'Lavou a cara, os joelhos e a barriguinha na água morna.',
      () => 'A água do banho estava mesmo boa, nem quente demais nem fria demais.',
      // (No foam beard of the pack's own: a pretend the parent tells, when there was one.)
      () => 'Soprou as bolinhas de espuma do banho, fuu, fuu.',
      () => 'Chape, chape, o dia foi-se embora com a água do banho quentinho.',
      () => 'Tomou um banho rapidinho e secou-se com uma toalha fofa.',
      () => 'Água quentinha, sabonete suave e uma toalha fofa à espera.',
      () => 'Contou as bolinhas de espuma no banho: uma, duas, montes delas!',
    ],
    pyjamas: [
      () => 'Depois vestiu o pijama macio e lavou os dentes, chuá, chuá.',
      // No heater: a December day in Brazil is a hot one.
      () => 'O pijama estava macio e cheirava a lavado.',
      () => 'Lavou os dentes, os de cima e os de baixo, e cuspiu, ptu.',
      () => 'Escolheu o pijama das estrelinhas.',
      (x) => `Com o pijama vestido e os dentes a brilhar, já estava quase ${o(x.h, 'pront')} para dormir.`,
      () => 'Vestiu o pijama: um braço, outro braço, a cabeça, e já está!',
      () => 'Depois vieram o pijama quentinho e um golinho de água.',
      () => 'Lavou os dentes, esfrega, esfrega, e bochechou com água.',
      () => 'Já de pijama, foi para o quarto, tip, tap.',
      (x) => `Vestiu o pijama mais macio de todos e ficou ${o(x.h, 'quentinh')} dos pés à cabeça.`,
    ],
  },
  // On a sad day (a death, a goodbye) the day is thought of quietly: no smile, no cheer at how full it was.
  memory: [
    (x) =>
      x.sad ? `Antes de dormir, pensou baixinho no dia: ${x.list}.` : `Ainda se lembrou de tudo, a sorrir: ${x.list}.`,
    (x) => (x.sad ? `Foi um dia comprido, com ${x.list}.` : `E que dia tão cheio, com ${x.list} e tudo!`),
    (x) =>
      x.sad
        ? `Pensou devagarinho em tudo o que tinha acontecido: ${x.list}.`
        : `Pensou em tudo o que tinha feito, com um calorzinho cá dentro: ${x.list}.`,
  ],
  night: {
    tuck: [
      (x) => `Quando a lua apareceu, ${x.h.name} aninhou-se na cama, debaixo de uma manta macia.`,
      (x) => `As estrelas apareceram uma a uma, e ${x.h.name} meteu-se na cama.`,
      // (The companion snuggles beside the child; tucking the blanket in is a grown-up's.)
      (x) =>
        x.c
          ? `${H(x)} deitou-se na cama, com ${x.c.name} ${o(x.c, 'enroscad')} ao lado, e a manta toda à volta.`
          : `${H(x)} deitou-se na cama, e alguém que ${lo(x.h)} ama muito aconchegou-lhe a manta toda à volta.`,
      (x) => `Lá fora, a noite estava escura e sossegada, e ${x.h.name} estava ${o(x.h, 'quentinh')} na cama.`,
      (x) => `${H(x)} aninhou-se na cama com o peluche, e a luz de presença brilhava baixinho.`,
      (x) => `A lua espreitou pela janela enquanto ${x.h.name} se metia na cama.`,
      (x) => `${H(x)} subiu para a cama, e a almofada estava fofinha e fresquinha.`,
      (x) =>
        `Tinha chegado a hora de dormir, e ${x.h.name} enroscou-se, ${o(x.h, 'quentinh')} e ${o(x.h, 'aconchegad')}.`,
      (x) => `A casa ficou em silêncio, e ${x.h.name} deitou-se na cama quentinha.`,
      (x) => `${H(x)} ficou bem ${o(x.h, 'aconchegad')} na cama, como uma ervilha na vagem.`,
    ],
    goodnight: (items) => {
      // `Avó Fátima` is called `avó Fátima` in Portuguese: the relation keeps its small letter before the name.
      const called = (item: string) =>
        item.replace(
          /^(Avó|Avô|Vovó|Vovô|Vó|Vô|Tia|Tio|Titi|Madrinha|Padrinho|Dinda|Dindo|Educadora|Educador|Professora|Professor|Doutora|Doutor|Mana|Mano|Prima|Primo) (?=\p{Lu})/u,
          (word) => word.toLocaleLowerCase('pt'),
        );
      // One is called without the article the story names them with: `Boa noite, Coelhinho`, not `o Coelhinho`.
      const bare = (item: string) => item.replace(/^(?:o|a|os|as) (?=\p{Lu})/u, '');
      // What was eaten is not wished goodnight (`boa noite, gelado`): the people, animals and toys of the day are.
      const kept = items.filter((item, at) => at === 0 || !EATEN.has(item));
      const parts = kept.map((item) => `boa noite, ${called(bare(item))}`);
      if (parts.length === 1) return `${cap(parts[0] ?? '')}.`;
      return `${cap(parts.slice(0, -1).join(', '))}, e ${parts.at(-1)}.`;
    },
    sleep: [
      () => 'Os olhos foram-se fechando, e pouco depois já dormia profundamente.',
      () => 'Com um bocejo pequenino, fechou os olhos e foi adormecendo.',
      (x) => `Dorme bem, ${x.h.bare}, e sonhos cor-de-rosa.`,
      () => 'Respirou devagarinho, muito devagarinho, e adormeceu.',
      () => 'E sonhou com coisas macias e quentinhas.',
      () => 'A lua ficou a tomar conta, e estava tudo calmo e seguro.',
      (x) => `Boa noite, ${x.h.bare}, dorme bem.`,
      () => 'Devagarinho, devagarinho, deslizou para dentro de um sonho.',
      () => 'Deu um bocejo ensonado e adormeceu logo a seguir.',
      () => 'Chiu, agora estava tudo em silêncio, e era hora de sonhar.',
    ],
  },
  dayTitles: {
    with: (x, who) => `${H(x)} e ${who.fem ? 'a' : 'o'} ${who.name}`,
    goodbye: (_, who) => `Adeus, ${who.name}`,
    festival: (x, name) => `${cap(name)} com ${x.h.name}`,
    trouble: (x, mishap) => {
      const n = H(x);
      const by: Partial<Record<typeof mishap, string>> = {
        cried: `${n} está triste`,
        tantrum: `Um dia difícil para ${x.h.name}`,
        shy: `${n} tem vergonha`,
        tired: `${n} tem sono`,
        sick: `${n} está doente`,
        ...(x.about ? { nursing: `${n} cuida ${to('de', x.about.name)}` } : {}),
        vaccine: `${n} e a vacina`,
        died: `${n} está triste`,
        // The day's own small rescue or search, over a stock title of the activity.
        stuck: `${n} e o grande salvamento`,
      };
      return by[mishap];
    },
    event: (x, event) => {
      const n = H(x);
      const by: Partial<Record<typeof event, string>> = {
        moving: `${n} muda de casa`,
        firstDay: `O primeiro dia ${x.h.fem ? 'da' : 'do'} ${x.h.bare}`,
        newBaby: `${n} e o bebé novo`,
      };
      return by[event];
    },
  },
  titles: [
    (x) => (x.a ? `${H(x)} e ${x.a.o}` : `O grande dia pequenino ${to('de', x.h.name)}`),
    (x) => `O dia ${to('de', x.h.name)}`,
    (x) => `Boa noite, ${x.h.bare}`,
    (x) => `${H(x)} e o dia de hoje`,
    (x) => `Sonhos cor-de-rosa, ${x.h.bare}`,
    // (Only what every story shows, from the morning to the goodnight: no moon or starry night of the title's own.)
    (x) => `O dia ${to('de', x.h.name)}, de manhã à noite`,
    (x) => `O que ${x.h.name} fez hoje`,
    (x) => `${H(x)} e o dia que passou`,
    (x) => `Dorme bem, ${x.h.bare}`,
    (x) => `${H(x)} diz boa noite`,
  ],
  list(items) {
    const words = items.map((item) => item.o);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} e ${words.at(-1)}`;
  },
};
