import type { ChildPronoun } from '../../../../../shared/account.ts';
import { type Ctx, type HeroInput, listOf, type StoryPack } from '../pack.ts';
import { nameWritten, spelled } from '../retell/es.ts';

/**
 * The parent's own doing read as a thing (`los sente en el sofa`: `los sente`): the parent's `I` with its clitic, no
 * thing of the day to list.
 */
const PARENT_DOING =
  /^(?:lo|la|los|las|le|les)\s+(?:\p{L}+[éí]|sente|bañe|lleve|acoste|deje|cambie|duche|abrace|levante|peine|calme|cogi|vesti|meti|subi|dormi|cargue|alce|llame|sople|consuele|console|arrope|tape)$/iu;

/** The child called by a pet name (`su peque`, `mi niña`): the child, never a thing of the day. */
const CHILD_PET_NAME =
  /^(?:su|mi)\s+(?:peque|pequeñ[oa]|niñ[oa]|nen[ea]|chiqui|chiquit[oa]|chiquitín|chiquitina|gordit[oa]|enan[oa]|princesa|campe[oó]n|tesoro|cielo)$/iu;

/** Which child of a family someone is (`su prima vera (la mayor, tiene 6)`): who they are, no thing of the day. */
const WHICH_CHILD = /^(?:el|la|los|las)\s+(?:mayor|mayores|pequeñ[oa]s?|peque|peques|mediano|mediana|chic[oa])$/iu;

/**
 * Spanish, neutral enough for Spain and Latin America. A person or character is a name with its gender and number
 * (adjectives, `lo/la` and verbs agree with it); a thing is a noun with its article and a bare form (`cenó sopa`).
 * Spanish drops the subject pronoun, so after the first sentence of a scene the hero is simply the verb's subject,
 * as a parent reading aloud would say it. The story is told in the pretérito indefinido, with the imperfecto for
 * how things were.
 */
type R = {
  name: string;
  fem: boolean;
  plural: boolean;
  /** A child without a pronoun: wording avoids adjectives that would need a gender. */
  neutral: boolean;
};
type N = { el: string; un: string; bare: string };
type X = Ctx<R, N>;

/** Capitalises the first letter, after any opening `¡ ¿ «`. */
const cap = (text: string) =>
  text.replace(/^([¡¿«]*)(\p{L})/u, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
const person = (name: string, fem: boolean, plural = false, neutral = false): R => ({ name, fem, plural, neutral });
const n = (el: string, un = el, bare = el): N => ({ el, un, bare });
/** `era` or, before a plural name (`las Fallas`), `eran`. */
const was = (name: string) => (/^(?:las|los)\s/u.test(name) ? 'eran' : 'era');

/** A dish eaten up, agreeing with it (`se la comió toda` for `la sopa`, `se lo comió todo` for `el puré`). */
const ateAll = (t: N) =>
  ({ la: 'la comió toda', las: 'las comió todas', los: 'los comió todos' })[t.el.split(' ')[0] ?? ''] ??
  'lo comió todo';
/** The object pronoun for a person (`lo abrazó`, `la abrazó`). */
const lo = (r: R) => (r.plural ? (r.fem ? 'las' : 'los') : r.fem ? 'la' : 'lo');
/** An adjective ending in -o agreeing with a person: `o(x.h, 'content')` is `contento` or `contenta`. */
const o = (r: R, stem: string) => stem + (r.plural ? (r.fem ? 'as' : 'os') : r.fem ? 'a' : 'o');
/** The hero as the subject: the name at the start of a scene, and after that just the verb (Spanish drops `él`). */
const S = (x: X, rest: string) => (x.first ? `${x.h.name} ${rest}` : cap(rest));
/** `a` and `de` before a name, with `al` and `del` before `el`. */
const al = (name: string) => (name.startsWith('el ') ? `al ${name.slice(3)}` : `a ${name}`);
const del = (name: string) => (name.startsWith('el ') ? `del ${name.slice(3)}` : `de ${name}`);
/** A pet (`la gata Cachupina`): when ill, it is the vet who looks after it, not a hospital's doctors. */
const PET =
  /^(?:el|la|los|las|su|sus)\s+(?:gat|perr|michi|conej|cachorr|tortug|hámster|hamster|periquit|cobay|pez|loro|canario|pájar|pajar)\p{L}*/iu;
const vetOr = (r: R, place: string) => (PET.test(r.name) ? 'en el veterinario' : place);
/** Someone who looks after the child at a surgery: never what scared the child. */
const CARER = /^(?:el|la|los|las)?\s*(?:doctor|doctora|médic|medic|dentista|pediatra|enfermer|odontólog)/iu;
/** Who shares the scene: the companion, else the child; a doctor or a nurse sees the child but builds no cabin. */
const who = (x: X) => (x.p && CARER.test(x.p.name) ? x.c : (x.p ?? x.c));
/** Family, friends and teachers beside a fright were with the child (`con su primo Hugo`), never what scared it. */
const BESIDE =
  /^(?:(?:el|la|los|las|su|sus)\s+)?(?:mamá|mami|papá|papi|abuel|abu|yay|non|tat|tí|tio|tia|prim|herman|amig|compañer|seño|profe|maestr|vecin|padrin|madrin)\p{L}*(?:\s|$)|^\p{Lu}\p{Ll}+$/u;
/** Someone the child meets away from home (a teacher, a nurse, a shop assistant): no one to cuddle up with on the sofa. */
const AWAY =
  /^(?:el|la|los|las)?\s*(?:profe|seño|maestr|doctor|médic|medic|enfermer|pediatra|dentista|cajer|peluquer|monitor|socorrist|bibliotecari)/iu;
/** Who shares a quiet afternoon at home: the helper, unless met away from home; then the child, else the family. */
const homely = (x: X) => (AWAY.test(x.helper.name) ? (x.c?.name ?? 'su familia') : x.helper.name);
/** `juntas` when the hero and the one on the sofa are both girls or women (`Martina y Mami`), else `juntos`. */
const together = (x: X) => {
  const other = AWAY.test(x.helper.name) ? x.c : x.helper;
  return x.h.fem && other?.fem === true ? 'juntas' : 'juntos';
};
/** ` con la abuela`, ` con Kiddo`, or nothing. */
const con = (x: X) => (who(x) ? ` con ${who(x)?.name}` : '');
/** `Osito y la abuela` or `Osito`; `v` then picks the verb's number. */
const y = (x: X) => (who(x) ? `${x.h.name}${/ y /u.test(who(x)?.name ?? '') ? ',' : ' y'} ${who(x)?.name}` : x.h.name);
const v = (x: X, one: string, many: string) => (who(x) ? many : one);
/** The helper's verb in its number (`los abuelos lo abrazaron`). */
const hv = (x: X, one: string, many: string) => (x.helper.plural ? many : one);
const Helper = (x: X) => cap(x.helper.name);
/**
 * The helper is the child's companion (or the child beside the chosen character), not a grown-up: a friend who holds a
 * hand and says a kind word, never one who carries the child, promises another day or decides when to go.
 */
const pal = (x: X) => x.c !== undefined && x.helper.name === x.c.name;
const gruñón = (r: R) => (r.fem ? 'gruñona' : 'gruñón');
/** A relation said before a name (`Abuela Rosa`, `Maestra Lupita`, `Tía Flor`): its first word. */
const TITLE =
  /^(?:abuel|abu|bisabuel|yay|non|tít|tit|tí|ti|maestr|seño|profe|doctor|doc|tat|lel|güel|guel|buel|welit|madrin|padrin)\p{L}*(?= \p{Lu})/iu;
/** A child's words as Spanish writes them: a question or an exclamation opens with `¿` or `¡`. */
/** Words before which `papi` is no call to him (`a mi papi`, `con papi`). */
const NOT_CALLED = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'el',
  'la',
  'mi',
  'tu',
  'su',
  'y',
  'e',
  'o',
  'para',
  'por',
  'que',
  ',',
]);
/** Words after a call (`mama esto es mio`) that are no one's name. */
const NOT_NAME = new Set(
  `esto eso esta este ese esa aquello aquí aqui allí alli ahí ahi quien quién que qué tu tú yo él ella ello mío mio
  mía mia todo toda nada hoy ayer mañana papá papa mamá mama papi mami abuela abuelo abu yaya yayo tata bebé bebe
  agua perro perrito gato gatito hermano hermana hermanito hermanita amigo amiga nene nena niño niña sol luna cole
  guarde casa comida leche tarta pastel helado pipi pis caca popo teta`.split(/\s+/u),
);
const quoted = (raw: string) => {
  // The parent's quick typing, as a book prints it: «adiós» with its accent, «q» as «que», a comma before «papi»
  // called at the end.
  const words = raw
    // `solito!!`, `de verdad??`: a book prints one mark, however hard the parent pressed it.
    .replace(/!{2,}/gu, '!')
    .replace(/\?{2,}/gu, '?')
    // `mama Leo ya es mi amigo`: the call at the start, with its accent and its comma.
    .replace(
      /^([Mm]am[aá]|[Pp]ap[aá]|[Mm]ami|[Pp]api|[Mm]amita|[Pp]apito)\s+(?=\p{Lu}\p{Ll}|(?:quiero|no quiero|mira|mirá|ven|vení|tengo|yo|hoy|sabes|dame|vamos|puedo|te|otra|me|ya|soy|estoy|viste|donde|dónde|por qué|cuando|cuándo|tu|tú|no|eres|eso|esto|he|has|hemos|ha|hice|fui|mañana|ahora|aquí|aqui|mira|hola|adiós|adios|gracias|ven|se|nos|lo|la)(?![\p{L}])|\p{Ll}+[éó](?![\p{L}]))/u,
      (_all, call: string) => `${/^(?:mama|papa)$/iu.test(call) ? `${call.slice(0, -1)}á` : call}, `,
    )
    // `mama noelia es mi amiga`: the call at the start, and the name after it typed small, with its capital.
    .replace(
      /^([Mm]am[aá]|[Pp]ap[aá]|[Mm]ami|[Pp]api)\s+(\p{Ll}{3,})\s+(?=(?:es|está|esta|era|ya|no|me|se|ha|tiene|viene|vino|juega|sabe|quiere)\s)/u,
      (all, call: string, name: string) =>
        NOT_NAME.has(name) || NOT_CALLED.has(name)
          ? all
          : `${/^(?:mama|papa)$/iu.test(call) ? `${call.slice(0, -1)}á` : call}, ${cap(name)} `,
    )
    // `Bigotes eso es mio gato malo`: a pet or a person called by name at the start, and scolded at the end, apart.
    .replace(/^(\p{Lu}\p{Ll}+)\s+(?=(?:eso|esto|no|ven|mira|ya|eres|te|deja|para|basta)(?![\p{L}]))/u, '$1, ')
    .replace(
      /\s+((?:gat|gatit|perr|perrit|conej|conejit)[oa]\s+(?:mal|travies|bonit|guap|tont)[oa])([?!]?)$/u,
      ', $1$2',
    )
    // `ponte buena canela`, `cuidate mucho bigotes`: a wish said to a pet or a person, and the one it is said to at
    // the end, after its comma and with a capital.
    .replace(
      /^((?:[Pp]onte|[Cc]u[ií]date|[Cc][uú]rate|[Pp][oó]rtate|[Dd]uerme|[Dd]escansa|[Tt]e quiero|[Bb]uenas noches|[Aa]di[oó]s|[Hh]asta mañana)(?:\s+(?:buen[oa]|bien|pronto|mucho|much[ií]simo|ya))?)\s+(\p{L}{3,})$/u,
      (all, wish: string, name: string) =>
        NOT_CALLED.has(name.toLocaleLowerCase('es')) ||
        /^(?:pronto|bien|mucho|ya|hoy|mañana|papi|mami|papá|mamá|mama|papa|papito|mamita)$/iu.test(name)
          ? all
          : `${wish}, ${cap(name)}`,
    )
    // `vete lobo feo`, `fuera bruja`: the one sent away, after its comma.
    .replace(
      /^([Vv]ete|[Ff]uera|[Ll]árgate|[Ll]argate)\s+(?=(?:lobo|bruja|monstruo|fantasma|ogro|dragón|dragon|malo|mala)(?![\p{L}]))/u,
      '$1, ',
    )
    // `mami mami ya has vuelto`: the call said twice, with its commas.
    .replace(/^([Mm]ami|[Pp]api|[Mm]amá|[Pp]apá)\s+(mami|papi|mamá|papá)\s+(?=\p{L})/u, '$1, $2, ')
    // `shhh mama que el bebe duerme`: a hush said first, apart, and the call before `que` between its commas.
    .replace(/^([Ss]h+|[Cc]hs+|[Cc]hist|[Cc]hitón|[Cc]hiton)\s+(?=\p{L})/u, '$1, ')
    .replace(
      /(?<=^[Ss]h+, |^[Cc]hs+, |^[Cc]hist, |^[Cc]hitón, |^[Cc]hiton, )(mami|papi|mamá|papá|mama|papa)\s+(?=(?:que|q)\s)/u,
      (_all, call: string) => `${/^(?:mama|papa)$/u.test(call) ? `${call.slice(0, -1)}á` : call}, `,
    )
    // `mira mami soy una princesa`: the call after `mira`, between its commas.
    .replace(
      /^([Mm]ira|[Mm]irá|[Oo]ye|[Ss]abes|[Ss]abés)\s+(mami|papi|mamá|papá|mama|papa|mamita|papito)\s+(?=\p{L})/u,
      (_all, lead: string, call: string) =>
        `${lead}, ${/^(?:mama|papa)$/u.test(call) ? `${call.slice(0, -1)}á` : call}, `,
    )
    .replace(/(^|[^\p{L}])([Aa])dios(?![\p{L}])/gu, '$1$2diós')
    // `el niño dios todavia no porque esta dormido`: the words' accents, and the Child Jesus with his capitals.
    .replace(/(^|[^\p{L}])ni[ñn]o dios(?![\p{L}])/giu, '$1Niño Dios')
    .replace(/(^|[^\p{L}])todavia(?![\p{L}])/gu, '$1todavía')
    .replace(/(^|[^\p{L}])aqui(?![\p{L}])/gu, '$1aquí')
    .replace(/(^|[^\p{L}])tambien(?![\p{L}])/gu, '$1también')
    // `eso es mio`, `no te vayas mas en el avion`, `tu eres mia`: the little words a child says most, with their accents.
    .replace(/(^|[^\p{L}])(m)(i)(os?|as?)(?![\p{L}])/gu, '$1$2í$4')
    .replace(/(^|[^\p{L}])([Mm])as(?![\p{L}])/gu, '$1$2ás')
    .replace(
      /(^|[^\p{L}])([Tt])u(?= (?:eres|tienes|estás|estas|puedes|sabes|también|tambien|solo|sola)(?![\p{L}]))/gu,
      '$1$2ú',
    )
    .replace(/(^|[^\p{L}])(avi|cami|bal|rat|ratonc|le|coraz)on(?![\p{L}])/gu, '$1$2ón')
    .replace(/(^|[^\p{L}])(ah|all|aqu)i(?![\p{L}])/gu, '$1$2í')
    // `el burrito tiene frio`, `que el bebe duerme`: the cold and the baby, with the accents a book prints.
    .replace(/(^|[^\p{L}])([Ff])rio(?![\p{L}])/gu, '$1$2río')
    .replace(/(?<=(?:^|[^\p{L}])(?:el|la|un|una|mi|su|al|del|tu)\s)bebe(s?)(?![\p{L}])/gu, 'bebé$1')
    .replace(/(^|[^\p{L}])(despu|ingl)es(?![\p{L}])/gu, '$1$2és')
    .replace(
      /(^|[^\p{L}])esta(n?)(?= (?:\p{L}+(?:ado|ido|ada|ida|ando|iendo)s?|en|aquí|allí|ahí|bien|mal|muy|lista|listo|malito|malita|enojad\p{L}*|triste|contento|contenta|feliz)(?![\p{L}]))/gu,
      '$1está$2',
    )
    // `chau luna portate bien`: the one said goodbye to, between commas.
    // (`portate` stays as typed: the voseo's command has no accent.)
    .replace(
      /^([Cc]hau|[Cc]hao|[Aa]dios|[Aa]diós|[Hh]ola)\s+(\p{L}+)\s+(?=(?:p[oó]rtate|p[oó]rtense|cu[ií]date|qu[eé]date|te quiero|te voy a extrañar|nos vemos)(?![\p{L}]))/u,
      // (`adios perla te quiero`: the pet or friend said goodbye to, by name, with its capital.)
      (_all, bye: string, name: string) =>
        `${bye}, ${NOT_NAME.has(name.toLocaleLowerCase('es')) || NOT_CALLED.has(name.toLocaleLowerCase('es')) ? name : cap(name)}, `,
    )
    .replace(/(^|[^\p{L}])(?:xq|pq|porq)(?![\p{L}])/gu, '$1porque')
    .replace(/(^|[^\p{L}])q(?![\p{L}])/gu, '$1que')
    // `no me ha dolido nada mama`: the call at the end, after its comma, and `mamá` with its accent.
    .replace(
      /([\p{L}]+) (papi|mami|papito|mamita|mama|papa|mamá|papá)([?!]?)$/u,
      (all, before: string, call: string, mark: string) =>
        NOT_CALLED.has(before.toLocaleLowerCase('es'))
          ? all
          : `${before}, ${call.replace(/^(mam|pap)a$/u, '$1á')}${mark}`,
    )
    // `a baltasar le pongo un corazón`: the Three Kings by name, with their capitals.
    .replace(
      /(^|[^\p{L}])(melchor|gaspar|baltasar)(?![\p{L}])/gu,
      (_all, before: string, king: string) => `${before}${cap(king)}`,
    );
  // A child's words open with a capital, as a book prints them (`«mamá, quiero agua»`: `«Mamá, quiero agua»`).
  if (words.endsWith('?') && !words.startsWith('¿')) return cap(`¿${words}`);
  if (words.endsWith('!') && !words.startsWith('¡')) return cap(`¡${words}`);
  return cap(words);
};
/** The grandparent of a visit: the grandma or grandpa the parent named (`la abuelita Chela`), else both. */
const grand = (x: X): R =>
  x.p && (x.pGrand || /(^|\s)(abuel|yay|non|bisa|lel|güel|guel|buel|welit|tat)/u.test(x.p.name.toLocaleLowerCase('es')))
    ? x.p
    : person('los abuelos', false, true);
const gv = (x: X, one: string, many: string) => (grand(x).plural ? many : one);

const HEROES: Record<string, boolean> = {
  'character-bunny': false,
  'character-bear': false,
  'character-dragon': false,
  'character-unicorn': false,
  'character-fox': false,
  'character-panda': false,
  'character-owl': false,
  'character-cat': false,
  'character-dog': false,
  'character-lion': false,
  'character-elephant': false,
  'character-penguin': false,
};

const FEMININE =
  /\b(niña|nena|chica|ella|princesa|reina|hada|bruja|señora|mamá|madre|abuela|hermana|muñeca|gata|gatita|perrita|osita|coneja|conejita|zorrita|leona|vaca|oveja|yegua|mariposa|tortuga|jirafa|ballena|sirena)\b/u;
const MASCULINE =
  /\b(niño|nene|chico|él|príncipe|rey|señor|papá|padre|abuelo|hermano|muñeco|gato|perro|oso|conejo|zorro|león|caballo|dragón|dinosaurio|robot|pirata|caballero|mago|duende)\b/u;

function hero(input: HeroInput): R {
  const known = input.catalogId ? HEROES[input.catalogId] : undefined;
  if (known !== undefined) return person(input.name, known);
  const words = ` ${input.description.toLocaleLowerCase('es')} `;
  if (FEMININE.test(words)) return person(input.name, true);
  if (MASCULINE.test(words)) return person(input.name, false);
  // A name like `Lola` or `Estrella` reads as a girl's; anything else takes the masculine, Spanish's default.
  return person(input.name, /a$/u.test(input.name.trim().toLocaleLowerCase('es')));
}

function child(name: string, pronoun: ChildPronoun | undefined): R {
  if (pronoun === 'she') return person(name, true);
  if (pronoun === 'he') return person(name, false);
  return person(name, false, false, true);
}

export const es: StoryPack<R, N> = {
  language: 'es',
  hero,
  child,
  together: (kids) =>
    person(
      listOf(
        kids.map((kid) => kid.name),
        ' y ',
      ),
      kids.every((kid) => kid.pronoun === 'she'),
      true,
    ),
  grownUp: person('alguien de casa', false),

  opening: {
    wake: [
      (x) => `La luz de la mañana se asomó por la cortina, y ${x.h.name} abrió los ojos.`,
      (x) => `${x.h.name} se despertó despacito y estiró los brazos muy arriba, arriba, arriba.`,
      (x) => `Pío, pío, cantó un pajarito, y ${x.h.name} se sentó en la cama con un gran bostezo.`,
      (x) => `${x.h.name} sacó un dedito del pie por debajo de la manta calentita, y luego otro.`,
      (x) => `Una luz amarilla y suave llenó la habitación, y ${x.h.name} parpadeó.`,
      (x) => `${x.h.name} se frotó los ojos dormidos y miró la mañana nueva y brillante.`,
      (x) => `«Buenos días, ${x.h.name}», susurró la mañana sobre la almohada.`,
      (x) => `${x.h.name} se despertó con una sonrisa, porque empezaba un día nuevecito.`,
      (x) => `Toc, toc, llamó la mañana a la ventana, y ${x.h.name} abrió los ojos.`,
      (x) => `${x.h.name} se estiró y se estiró, como un gato al sol.`,
      (x) => `La casa todavía estaba en silencio cuando ${x.h.name} se despertó y movió los deditos de los pies.`,
      (x) => `${x.h.name} asomó la nariz por debajo de la manta y vio que ya era de día.`,
    ],
    sense: [
      () => 'Fuera, los pájaros charlaban en los árboles.',
      () => 'Algo olía a tostadas calentitas en la cocina, y a alguien le sonaron las tripas.',
      () => 'El suelo estaba fresquito bajo los pies, tip, tap, tip, tap.',
      () => 'Una lucecita bailaba en la pared como un pececito de oro.',
      () => 'A lo lejos pasó un autobús, brum, brum, y una campana dio la hora, din, don.',
      (x) => S(x, 'abrió la cortina y saludó a las nubes con la mano.'),
      () => 'La ventana estaba empañada, y un dedito dibujó en ella una carita sonriente.',
      (x) => S(x, 'escuchó con atención: plic, hacía el grifo, y mmm, hacía la nevera.'),
      () => 'Una brisa suave movía las cortinas, fiuu, fiuu.',
      (x) => S(x, 'encontró las zapatillas, una debajo de la cama y otra junto a la puerta.'),
      () => 'Unos puntitos de luz brillaban en el techo.',
    ],
    // An ill day from its start: the child is not well from waking (scene 3 says so), with no breakfast line.
    poorly: [
      (x) => S(x, `se sentía ${o(x.h, 'flojit')} y con sueño, así que se quedó en pijama.`),
      () => 'Esa mañana no había ninguna prisa, y el pijama se quedó puesto.',
    ],
    ready: [
      (x) =>
        `Después de un tazón de avena calentita, ${x.first ? `${x.h.name} ` : ''}ya estaba ${o(x.h, 'list')} para empezar el día.`,
      (x) => S(x, 'desayunó pan tostado con mermelada y un vaso de leche, glu, glu.'),
      (x) =>
        `Luego llegó la hora de vestirse: los calcetines, los pantalones y la camiseta favorita${x.first ? ` de ${x.h.name}` : ''}.`,
      (x) => S(x, 'se lavó los dientes, chis, chas, y también la cara.'),
      () => 'De desayuno había yogur con trocitos de manzana, cric, crac, cric.',
      (x) =>
        x.c
          ? `${x.c.name} ${x.first ? `le abrochó los botones a ${x.h.name}` : 'le ayudó con los botones'}, uno a uno.`
          : S(x, 'se abrochó los botones sin ayuda, uno a uno.'),
      (x) => S(x, 'tomó un desayuno pequeñito y un vaso grande de agua.'),
      (x) =>
        x.c
          ? `${x.c.name} y ${x.h.name} compartieron un tazón de cereales, y la cuchara hacía clin, clin.`
          : S(x, 'se comió un tazón de cereales, y la cuchara hacía clin, clin.'),
      () => 'Después del desayuno, había que buscar los zapatos y subir la cremallera del abrigo.',
      (x) =>
        S(
          x,
          `${x.c ? `le dio a ${x.c.name}` : 'dio'} un abrazo de buenos días muy grande, la mejor manera de empezar.`,
        ),
    ],
  },
  breakfast: [
    (x) => `De desayuno había ${x.t?.bare}, ¡ñam, ñam!`,
    (x) => S(x, `se sentó a la mesa y se comió ${x.t?.el}, bocado a bocado, tan a gusto.`),
    (x) => `Hoy ${x.first ? `${x.h.name} ` : ''}desayunó ${x.t?.bare}, y estaba todo riquísimo.`,
  ],
  calmRefrain: [
    (x) => `Despacito, ${x.h.name}, te quieren de día y de noche.`,
    (x) => `Poquito a poco, ${x.h.name}, siempre hay alguien cerca.`,
    (x) => `Con calma, ${x.h.name}, hay mucho amor a tu alrededor.`,
    (x) => `Suavecito, ${x.h.name}, el cariño siempre está contigo.`,
  ],
  refrain: [
    (x) => `Paso a paso y sin prisa, ${x.h.name} va con una sonrisa.`,
    (x) => `Tralarí, tralará, ¡qué ${o(x.h, 'content')} va ${x.h.name}!`,
    (x) => `Uno, dos y tres, ${x.h.name} salta otra vez.`,
    (x) => `Con el corazón lleno de sol, ${x.h.name} brilla como un farol.`,
    (x) => `Pasito a pasito, ${x.h.name} va despacito.`,
    (x) => `Mueve la nariz y los deditos, ${x.h.name} da saltitos.`,
    (x) => `${cap(o(x.h, 'buen'))} y valiente, de cariño ${o(x.h, 'llen')}, así es ${x.h.name}.`,
    (x) => `Hop, hop, hop, ${x.h.name} salta sin parar, y luego a descansar.`,
    (x) => `Brilla, brilla, ${x.h.name}, como una estrella amarilla.`,
    (x) => `Con los pies bailando y el corazón cantando, ${x.h.name} va jugando.`,
    (x) => `${cap(o(x.h, 'pequeñit'))} como un botón, ${x.h.name} tiene un gran corazón.`,
    (x) => `Pies que saltan, ojos que brillan, ${x.h.name} es una maravilla.`,
  ],

  activities: {
    'activity-playground': {
      arrive: [
        // No swings, sand or wind: the lines are read at an indoor ball pit too (`parque de bolas`).
        (x) => `${y(x)} ${v(x, 'corrió', 'corrieron')} al parque infantil, donde esperaban los toboganes.`,
        (x) => `En el parque infantil, ${x.h.name} subió la escalerita, peldaño a peldaño.`,
        // No sun of its own: a playground may be a soft play indoors, and a December afternoon grey.
        (x) => `${x.h.name} fue al parque infantil${con(x)}, y allí estaba el tobogán rojo, esperando.`,
      ],
      do: [
        (x) => S(x, 'se tiró por el tobogán, fiuuu, y aterrizó abajo con un saltito suave.'),
        (x) => S(x, 'trepó hasta arriba del todo y saludó desde lo más alto.'),
        (x) => S(x, 'gateó por el túnel y salió por el otro lado: ¡cucú!'),
      ],
      sense: [
        () => 'Fiuuu, hacía el tobogán, y la barriguita le hacía cosquillas.',
        () => 'Los piececitos hacían pum, pum, pum por las escaleras.',
        () => 'Los niños reían y gritaban de alegría, ¡yupiii!',
      ],
      noun: n('el parque infantil', 'un parque infantil'),
      goodnight: 'parque infantil',
    },
    'activity-bath': {
      arrive: [
        (x) => `${x.h.name} se metió en un baño calentito lleno de espuma.`,
        (x) => `El baño estaba listo, y ${x.h.name} metió un pie, y luego el otro.`,
        (x) => `${x.h.name} chapoteó en el agua tibia${con(x)}, con el patito de goma flotando al lado.`,
      ],
      // (Told beside the parent's own bath, `barbas de espuma`, `con su primo`: no foam hat, no duck of its own.)
      do: [
        (x) => S(x, 'se quedó un ratito en el agua calentita, chip, chap.'),
        (x) => S(x, 'se lavó despacito los brazos, la barriga y los pies.'),
        (x) =>
          `En la bañera, ${x.first ? `${x.h.name} ` : ''}se echó agua tibia por la espalda con un vasito, chorro, chorrito.`,
      ],
      sense: [
        () => 'Las burbujas explotaban bajito, pop, pop, pop.',
        () => 'El agua estaba tibia y olía a jabón y a flores.',
        () => 'El patito de goma hizo cuic, y todos se rieron.',
      ],
      noun: n('el baño', 'un baño'),
      goodnight: 'patito de goma',
    },
    'activity-painting': {
      arrive: [
        // (Paint, crayons or chalk, at the table or on the floor: the parent may have written any of them.)
        (x) => `${x.h.name} se preparó para hacer un dibujo, con todos los colores delante.`,
        (x) => `${y(x)} ${v(x, 'extendió', 'extendieron')} un papel enorme, listo para llenarlo de colores.`,
        // (Neither brush nor fingers nor crayons: the parent may have written any.)
        (x) => `${y(x)} ${v(x, 'sacó', 'sacaron')} los colores, rojo, azul y amarillo.`,
      ],
      do: [
        // (No picture named: the parent may tell what it was, a boat with papá in it, and a sun beside it is a second.)
        (x) => S(x, 'hizo una raya larga, luego un círculo, y luego ¡muchos puntitos!'),
        (x) => S(x, 'apoyó la mano en el papel y le dibujó el contorno, dedito a dedito.'),
        // (Nothing mixed: crayons do not mix, and a drawing day is told with these lines too.)
        (x) => S(x, 'llenó el papel de garabatos de todos los colores, ris, ras.'),
      ],
      sense: [
        () => 'Los colores alegres llenaban el papel de punta a punta.',
        () => 'El papel se fue llenando de colores, poquito a poco.',
        () => 'Una raya azul hizo una forma muy graciosa.',
      ],
      // (A picture of paint or of crayons alike: `dibujo` is what a child calls both.)
      noun: n('los dibujos', 'un dibujo'),
      goodnight: 'colores',
    },
    'activity-reading': {
      arrive: [
        (x) => `${x.h.name} se acurrucó en el rincón de lectura con un montón de cuentos.`,
        (x) => `${y(x)} se ${v(x, 'acomodó', 'acomodaron')} en los cojines con el cuento favorito.`,
        (x) => `${x.h.name} eligió un libro de tapas de colores y lo abrió de par en par.`,
      ],
      do: [
        (x) => S(x, 'pasó las páginas despacito y señaló todos los animales.'),
        (x) => S(x, 'se sabía las palabras de memoria y las dijo en voz alta.'),
        (x) => S(x, 'encontró un ratoncito escondido en cada página.'),
      ],
      sense: [
        () => 'Las páginas susurraban al pasar, fris, fris, fris.',
        () => 'Los cojines eran blanditos, y la manta, suave y calentita.',
        () => 'Los dibujos estaban llenos de colores, como un arcoíris dentro de un libro.',
      ],
      noun: n('los cuentos', 'un cuento'),
      goodnight: 'libros de cuentos',
    },
    'activity-daycare': {
      arrive: [
        (x) =>
          x.part === 'morning'
            ? `${x.h.name} llegó a la guardería y colgó el abrigo en su percha.`
            : `${x.h.name} jugó con los otros niños de la guardería, y se rieron un montón.`,
        // (True on an outing with the class too, `a la granja con la guarde`: no room nor rug the day did not have.)
        (x) => `${x.h.name} saludó con la mano a sus amigos de la guardería, hola, hola.`,
        (x) => `${x.h.name} se juntó con los niños de la guardería, y se dieron la mano en fila.`,
      ],
      do: [
        (x) => S(x, 'construyó una casa de bloques con los otros niños.'),
        (x) =>
          S(
            x,
            x.part === 'morning'
              ? 'se sentó en el corro y cantó la canción de los buenos días.'
              : 'se sentó en el corro y cantó una canción con palmas.',
          ),
        // (No drawing made and hung: a day of the parent's own at the guarde, a party or a parade, has none.)
        (x) => S(x, 'colgó la mochila en su percha, al lado de la de sus amigos.'),
      ],
      sense: [
        () => 'La sala olía a ceras de colores y a manzana.',
        () => 'Unas vocecitas cantaban, y unas manitas daban palmas, plas, plas.',
        () => 'Al otro lado de la ventana, un pajarito miraba la clase desde una rama.',
      ],
      noun: n('la guardería', 'una guardería'),
      goodnight: 'guardería',
    },
    'activity-grandparents': {
      // (True whoever went to whom: the grandparents often come to the child, `vino su abuela`.)
      arrive: [
        (x) =>
          `${x.h.name} pasó un buen rato con ${grand(x).name}, que ${lo(x.h)} ${gv(x, 'llenó', 'llenaron')} de besos.`,
        (x) =>
          `${x.h.name} corrió a los brazos ${del(grand(x).name)}, que ${lo(x.h)} ${gv(x, 'esperaba', 'esperaban')} con una sonrisa enorme.`,
        (x) => `${x.h.name} se subió al sillón grande, justo al lado ${del(grand(x).name)}.`,
      ],
      do: [
        (x) =>
          S(
            x,
            // (Said by name, as the line may open a scene; no week told, as they may have just arrived.)
            `se sentó muy cerquita ${del(grand(x).name)} y le${gv(x, '', 's')} contó un montón de cosas.`,
          ),
        (x) =>
          `${cap(grand(x).name)} le ${gv(x, 'enseñó', 'enseñaron')} fotos antiguas y ${gv(x, 'puso', 'pusieron')} voces muy graciosas.`,
        // True of any visit, in a flat or on a farm: no plants to water, no biscuits the day did not have.
        (x) => S(x, `se acurrucó un ratito en el regazo ${del(grand(x).name)}, muy a gusto.`),
      ],
      sense: [
        // True whatever was cooked there (`amasamos ñoquis`): no tea and biscuits the day did not have.
        () => 'Aquella casa estaba llena de cariño, de la puerta a la cocina.',
        () => 'El reloj viejo de la pared hacía tic, tac, tic, tac.',
        (x) => `Los abrazos ${del(grand(x).name)} eran suaves y calentitos, los mejores.`,
      ],
      // Said in the title too (`Zuri y la casa de los abuelos`): a `gran visita` tells nothing of whose it was.
      noun: n('la casa de los abuelos', 'una visita a los abuelos'),
      goodnight: 'casa llena de abrazos',
    },
    'activity-swimming': {
      arrive: [
        (x) => `${x.h.name} se metió en la piscina${con(x)}, despacito y con cuidado.`,
        (x) => `En la piscina, ${x.h.name} se sentó en el borde y metió los pies en el agua.`,
        // (No ladder and no deep blue water: a paddling pool in the yard is met by these lines too.)
        (x) => `${y(x)} ${v(x, 'se metió', 'se metieron')} en el agua, primero un pie y luego el otro.`,
      ],
      do: [
        (x) => S(x, 'movió las piernas, chap, chap, chap, y flotó como un barquito.'),
        (x) => S(x, 'se agarró a un churro de espuma y cruzó la piscina pataleando.'),
        (x) => S(x, 'hizo burbujas en el agua, blub, blub, blub.'),
      ],
      sense: [
        () => 'El agua brillaba, y cada chapoteo sonaba con eco.',
        () => 'El agua se mecía despacito, chap, chap, chap.',
        // (No warmth from the towel: a pool is as often a hot day's paddling pool as a cold morning's lesson.)
        () => 'Al salir, esperaba una toalla grande y esponjosa, suave, suave.',
      ],
      noun: n('la piscina', 'una piscina'),
      goodnight: 'piscina',
    },
    'activity-baking': {
      arrive: [
        (x) => `${y(x)} se ${v(x, 'puso', 'pusieron')} el delantal y ${v(x, 'sacó', 'sacaron')} el bol grande.`,
        (x) => `En la cocina, ${x.h.name} echó la harina en un bol, fuuu.`,
        (x) => `${x.h.name} se subió a un taburete junto a la encimera, con ganas de hornear.`,
      ],
      do: [
        (x) => S(x, 'removió y removió la masa con una cuchara grande de madera.'),
        (x) => S(x, 'cortó estrellas y corazones en la masa.'),
        (x) => S(x, 'cascó un huevo en el bol, con muchísimo cuidado.'),
      ],
      sense: [
        () => 'Muy pronto, toda la cocina olía a dulce y a calentito.',
        () => 'Una nubecita de harina aterrizó en una nariz, ¡achís!',
        () => 'El horno zumbaba, y todo se fue poniendo doradito.',
      ],
      // What the hero made is the parent's to say (biscuits, a cake, sopaipillas): the noun is the baking itself.
      // (One `y` only: the title says `Zuri y la harina`, never `Zuri y la masa y la harina`.)
      noun: n('la harina', 'un poco de harina'),
      goodnight: 'cocina calentita',
    },
    'activity-building-blocks': {
      arrive: [
        (x) => `${x.h.name} volcó la caja de bloques sobre la alfombra.`,
        (x) => `${y(x)} se ${v(x, 'sentó', 'sentaron')} en el suelo con un montón de bloques de colores.`,
        (x) => `${x.h.name} eligió un bloque rojo, uno azul y uno amarillo para empezar.`,
      ],
      do: [
        (x) => S(x, 'construyó una torre alta, altísima, bloque a bloque.'),
        (x) => S(x, 'hizo una casita con una puerta para un ratón de juguete.'),
        (x) => S(x, 'construyó un puente largo, y un cochecito pasó por encima, brum.'),
      ],
      sense: [
        () => 'Los bloques hacían clic y clac al juntarse.',
        () => 'La torre se tambaleó un poquito, pero se quedó de pie.',
        () => 'Rojo, azul, verde y amarillo: ¡qué colores tan alegres!',
      ],
      noun: n('la torre de bloques', 'una torre de bloques'),
      goodnight: 'bloques de colores',
    },
    'activity-music': {
      arrive: [
        // True of music at home and of a band in the street (a batucada, a fair): no room, no instruments of its own.
        (x) => `Empezó a sonar la música, pum, pum, y a ${x.h.name} se le movían los pies solos.`,
        (x) => `${x.h.name} dio palmas al ritmo de la música, plas, plas, plas.`,
        (x) => `${x.h.name} escuchó la música con los ojos muy abiertos y movió la cabeza, tan, tan.`,
      ],
      do: [
        // (No instrument of its own: music is often a dance or a song the parent told, with none played.)
        (x) => S(x, 'cantó una canción muy fuerte y luego una muy, muy bajita.'),
        (x) => S(x, 'movió las manos y los hombros, chiqui, chiqui, y dio golpecitos con los pies.'),
        (x) => S(x, 'se inventó una canción sobre el sol y la cantó dos veces.'),
      ],
      sense: [
        () => 'Bum, bum, hacía la música, igual que un corazón.',
        () => 'La música llenó el aire de sonidos alegres.',
        () => 'Tralarí, tralará, la canción se le quedó sonando en la cabeza.',
      ],
      noun: n('la música', 'una canción'),
      goodnight: 'música alegre',
    },
    'activity-dancing': {
      arrive: [
        // (No room, rug nor chairs: the dancing may be at a party, at nursery or in a parade outdoors.)
        (x) => `${x.h.name} se colocó en el centro, esperando la música.`,
        (x) => `${y(x)} ${v(x, 'buscó', 'buscaron')} un sitio con mucho espacio para bailar.`,
        (x) => `Cuando empezó la música, a ${x.h.name} se le movían los pies solos.`,
      ],
      do: [
        (x) => S(x, 'dio vueltas y más vueltas, hasta que todo giraba a su alrededor.'),
        (x) => S(x, 'saltó como una rana y se meció como un árbol con el viento.'),
        (x) => S(x, `bailó rápido, luego despacio, y luego se quedó ${o(x.h, 'quiet')} como una estatua.`),
      ],
      sense: [
        () => 'La música hacía la, la, la, y el suelo hacía tap, tap, tap.',
        () => 'Los brazos arriba, los brazos abajo, y a dar vueltas otra vez.',
        () => 'Todos aplaudieron, con las mejillas rosadas y calentitas.',
      ],
      noun: n('el baile', 'un baile'),
      goodnight: 'pies bailarines',
    },
    'activity-zoo': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'cruzó', 'cruzaron')} la entrada del zoo${who(x) ? ' de la mano' : ''}.`,
        (x) => `En el zoo, ${x.h.name} miró hacia arriba, y más arriba, y más arriba, a una jirafa altísima.`,
        (x) => `${x.h.name} fue al zoo${con(x)}, donde los caminos eran verdes y frondosos.`,
      ],
      do: [
        (x) => S(x, 'saludó a los pingüinos y miró cómo se columpiaban los monos.'),
        (x) => S(x, 'vio un elefante que se echaba agua con la trompa.'),
        (x) => S(x, 'contó las rayas de la cebra, pero eran demasiadas.'),
      ],
      sense: [
        () => 'Un león soltó un bostezo enorme y dormilón, y todos bostezaron también.',
        () => 'Los loros de colores charlaban, cra, cra.',
        () => 'Olía a paja, a hojas y a sol.',
      ],
      noun: n('el zoo', 'un zoo'),
      goodnight: 'jirafa altísima',
    },
    'activity-park': {
      arrive: [
        // Being there, not going: the parent's own words so often tell the going that a stock one says it twice; and
        // no pond the park may not have.
        (x) => `${y(x)} ${v(x, 'estuvo', 'estuvieron')} en el parque, bajo los árboles grandes.`,
        (x) => `En el parque, ${x.h.name} siguió el camino de curvas, paso a paso.`,
        (x) => `En el parque, ${x.h.name} corrió por el camino${con(x)}, de aquí para allá.`,
      ],
      do: [
        (x) => S(x, 'recogió tres hojas, un palito y una piedra redonda.'),
        (x) => S(x, 'rodó por una lomita, rueda que rueda, hasta llegar abajo.'),
        (x) => S(x, 'se quedó junto al estanque mirando los circulitos del agua.'),
      ],
      sense: [
        () => 'Los pajaritos saltaban de rama en rama, pío, pío, pío.',
        () => 'Una ardilla subió corriendo a un árbol con la cola peluda en alto.',
        () => 'El aire olía a fresco, y las mejillas se pusieron coloradas.',
      ],
      noun: n('el parque', 'un parque'),
      goodnight: 'parque',
    },
    'activity-beach': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'fue', 'fueron')} a la playa y se ${v(x, 'quitó', 'quitaron')} los zapatos.`,
        (x) => `En la playa, ${x.h.name} movió los deditos de los pies en la arena calentita.`,
        (x) => `${x.h.name} corrió hasta la orilla del mar${con(x)}.`,
      ],
      do: [
        (x) => S(x, 'hizo un castillo de arena con un foso y una concha en lo alto.'),
        (x) => S(x, 'saltó las olas pequeñitas, una, dos, y ¡hop!'),
        (x) => S(x, 'llenó un cubo de agua y lo vació en un hoyo.'),
      ],
      sense: [
        () => 'Las olas hacían fsss, y luego shhh, fsss y shhh.',
        () => 'Las gaviotas chillaban en el cielo, y el aire sabía a sal.',
        () => 'La arena estaba calentita por arriba y fresquita por debajo.',
      ],
      noun: n('la playa', 'una playa'),
      goodnight: 'castillo de arena',
    },
    'activity-bike-ride': {
      arrive: [
        (x) => `${x.h.name} se puso el casco y se subió a la bici.`,
        (x) => `${y(x)} ${v(x, 'salió', 'salieron')} a dar un paseo en bici por un camino tranquilo.`,
        (x) => `${x.h.name} tocó el timbre, rin, rin, y allá que se fue.`,
      ],
      do: [
        (x) => S(x, 'pedaleó despacito junto a los árboles y las flores.'),
        (x) => S(x, 'subió una cuesta chiquitita y bajó rodando por el otro lado.'),
        (x) => S(x, 'pedaleó y pedaleó, un pie y luego el otro, una y otra vez.'),
      ],
      sense: [
        () => 'Las ruedas daban vueltas y vueltas, y el viento pasaba, fiuuu.',
        () => 'El camino crujía bajo las ruedas, cric, crac.',
        () => 'Rin, rin, sonó el timbre, solo para decir hola.',
      ],
      noun: n('el paseo en bici', 'un paseo en bici'),
      goodnight: 'bici',
    },
    'activity-gardening': {
      arrive: [
        (x) => `${x.h.name} salió al jardín con una regadera pequeñita.`,
        (x) => `${y(x)} se ${v(x, 'arrodilló', 'arrodillaron')} junto al macizo de flores con una pala pequeña.`,
        (x) => `En el jardín, ${x.h.name} encontró las semillas listas para plantar.`,
      ],
      do: [
        (x) => S(x, 'cavó un agujerito y metió dentro una semilla, bien arropada.'),
        (x) => S(x, 'regó las flores, chis, chis, chis.'),
        (x) => S(x, 'arrancó una mala hierba y encontró debajo una lombriz que se retorcía.'),
      ],
      sense: [
        () => 'La tierra era blanda y oscura y olía a lluvia.',
        () => 'Una abeja zumbaba de flor en flor, bzzz, bzzz.',
        () => 'Unos brotes verdes y chiquitos asomaban para decir hola.',
      ],
      noun: n('el jardín', 'un jardín'),
      goodnight: 'jardín',
    },
    'activity-puzzle': {
      arrive: [
        (x) => `${x.h.name} volcó las piezas del puzle sobre la mesita.`,
        (x) => `${y(x)} se ${v(x, 'sentó', 'sentaron')} con un puzle grande y lleno de colores.`,
        (x) => `${x.h.name} dio la vuelta a todas las piezas del puzle, con el dibujo hacia arriba.`,
      ],
      do: [
        (x) => S(x, 'buscó primero las esquinas, y luego los bordes.'),
        (x) => S(x, 'giró una pieza para un lado y para el otro, hasta que encajó.'),
        (x) => S(x, 'montó el dibujo de una granja, pieza a pieza.'),
      ],
      sense: [
        () => 'Clic, hizo una pieza al entrar en su sitio.',
        () => 'Poco a poco, aparecieron una vaca y un tractor rojo.',
        () => 'Las piezas eran lisas y hacían un ruidito suave, tric, tric.',
      ],
      noun: n('el puzle', 'un puzle'),
      goodnight: 'piezas del puzle',
    },
    'activity-doctor-visit': {
      // Said so that it is true of the doctor, the paediatrician, the dentist and the nurse with a jab, a man or a woman
      // (the parent's own words name which, and what was looked at or given).
      arrive: [
        (x) => `${x.h.name} fue a la consulta${con(x)}, ${o(x.h, 'abrazad')} a su peluche favorito.`,
        // (No book: the parent so often tells what was done in the waiting room that a stock one would say otherwise.)
        (x) => `En la consulta, ${x.h.name} se sentó a esperar, con los pies colgando de la silla.`,
        (x) => `${x.h.name} entró en la consulta y lo miró todo con curiosidad.`,
      ],
      do: [
        (x) => S(x, 'escuchó con atención todo lo que le contaban, con los ojos muy abiertos.'),
        (x) => S(x, `se subió a la silla grande y se quedó muy ${o(x.h, 'quiet')}.`),
        () => 'Después, también revisaron al peluche, y estaba sanísimo.',
      ],
      sense: [
        () => 'Todos hablaban bajito y tenían unas manos muy suaves.',
        () => 'En la consulta todo estaba limpio y brillante.',
        () => 'Al salir, dijo adiós con la mano desde la puerta.',
      ],
      noun: n('la consulta', 'una consulta'),
      goodnight: 'consulta',
    },
    'activity-birthday-party': {
      arrive: [
        (x) => `${x.h.name} fue a una fiesta de cumpleaños, con globos colgados del techo.`,
        (x) => `En la fiesta, ${x.h.name} dijo «¡feliz cumpleaños!» y entregó un regalo.`,
        (x) => `${y(x)} ${v(x, 'entró', 'entraron')} en una sala llena de globos y guirnaldas de papel.`,
      ],
      do: [
        (x) => S(x, `jugó a las estatuas y se quedó ${o(x.h, 'quiet')} como un árbol.`),
        (x) => S(x, 'cantó el cumpleaños feliz, fuerte y con alegría.'),
        // (No slice eaten: the parent may tell that the cake fell, or that the child would not touch it.)
        (x) => S(x, 'se puso un gorrito de fiesta de papel.'),
      ],
      sense: [
        () => 'Las velas titilaban, y todos soplaron a la vez, fuuu.',
        () => 'Los globos rojos, azules y amarillos se chocaban y rebotaban.',
        () => 'Había música, risas y olor a pastel dulce.',
      ],
      noun: n('la fiesta', 'una fiesta'),
      goodnight: 'velitas de cumpleaños',
    },
    'activity-snow': {
      arrive: [
        (x) => `${x.h.name} se puso las botas, el gorro y los guantes y salió a la nieve.`,
        (x) => `Fuera, todo el jardín estaba blanco, y ${x.h.name} salió corriendo${con(x)}.`,
        // True of any snowy day, the first one too: no sledge the day did not have.
        (x) => `${y(x)} ${v(x, 'salió', 'salieron')} a la nieve, y las botas se hundían, cruj, cruj.`,
      ],
      do: [
        (x) => S(x, 'hizo rodar una bola de nieve enorme y construyó un muñeco sonriente.'),
        (x) => S(x, 'se tumbó en la nieve e hizo un ángel, fris, fras.'),
        (x) => S(x, 'atrapó copos de nieve con la lengua, ¡qué fríos!'),
      ],
      sense: [
        () => 'La nieve hacía cruj, cruj, cruj a cada paso.',
        () => 'Los copos caían en la nariz, fríos y con cosquillas.',
        () => 'Todo estaba blanco, callado y brillante.',
      ],
      noun: n('la nieve'),
      goodnight: 'muñeco de nieve',
    },
    'activity-shopping': {
      // Said so that it is true of the market, the greengrocer's, the supermarket and a Christmas market alike; and no
      // second going, since the going is most often the parent's own words (`fuimos al mercadillo de navidad`).
      arrive: [
        (x) => `${y(x)} ${v(x, 'llevaba', 'llevaban')} una bolsa grande para las compras.`,
        (x) => `${x.h.name} iba de la mano${con(x)}, mirando todo lo que había para comprar.`,
        (x) => `De compras${con(x)}, ${x.h.name} lo miraba todo con los ojos muy abiertos.`,
      ],
      do: [
        (x) => S(x, 'ayudó a buscar las cosas de la lista, una a una.'),
        (x) => S(x, 'ayudó a elegir la fruta más bonita, una, dos, tres y cuatro.'),
        (x) => S(x, `llevó una bolsita pequeña, muy ${o(x.h, 'orgullos')} de ayudar.`),
      ],
      sense: [
        // (No fruit or oranges of their own: the shop may have sold shoes, bread or Christmas baubles.)
        () => 'Había cosas de todos los colores, rojas, verdes y amarillas.',
        () => 'Los paquetes hacían cris, cris, dentro de la bolsa.',
        () => 'Se oían voces alegres por todas partes.',
      ],
      noun: n('la compra', 'una compra'),
      // (Not `bolsa de la compra`: no bag need have been shown, and the shop may have been for one new cup.)
      goodnight: 'compras de hoy',
    },
    'activity-cooking': {
      arrive: [
        // The dish is the parent's to say (pizza, tortilla): no soup the day may not have had.
        (x) =>
          `${y(x)} se ${v(x, 'lavó', 'lavaron')} las manos y se ${v(x, 'puso', 'pusieron')} el delantal para cocinar.`,
        (x) => `En la cocina, ${x.h.name} ayudó a cocinar, ${o(x.h, 'subid')} a un taburete.`,
        (x) => `${x.h.name} sacó todas las cosas para cocinar y las puso en fila, una, dos y tres.`,
      ],
      // (No vegetables, pot nor salad: the dish may be a pizza, a tortilla or a cake, the parent's to say.)
      do: [
        (x) => S(x, 'echó cada cosa en su sitio, poquito a poco, plof, plof.'),
        (x) => S(x, 'lo mezcló todo despacito con una cuchara larga de madera.'),
        (x) => S(x, 'probó un poquito con la punta del dedo: ¡mmm!'),
      ],
      sense: [
        () => 'La cocina se llenó de un olor riquísimo.',
        () => 'Un vapor calentito subía en espiral, como una nubecita.',
        () => 'A todos se les hacía la boca agua, ñam, ñam.',
      ],
      // What was cooked, not the room (`se acordó de la cocina` reads as the kitchen).
      noun: n('las cosas ricas de la cocina', 'una comida'),
      goodnight: 'cuchara de madera',
    },
    'activity-train-ride': {
      arrive: [
        // (No big train or station: the parent's ride may be a little park train.)
        (x) => `${y(x)} se ${v(x, 'subió', 'subieron')} al tren, ¡chucu, chucu, chu!`,
        (x) => `${x.h.name} se sentó junto a la ventanilla del tren${con(x)} y pegó la nariz al cristal.`,
        (x) => `En la estación, ${x.h.name} vio llegar el tren, despacito, despacito.`,
      ],
      do: [
        // (No cows nor fields: the ride may be the underground or a park's little train.)
        (x) => S(x, 'saludó con la mano a todo lo que pasaba por la ventanilla.'),
        (x) => S(x, 'contó los árboles que pasaban volando por la ventanilla.'),
        (x) => S(x, 'le enseñó el billete al revisor, que le sonrió con amabilidad.'),
      ],
      sense: [
        () => 'Traca, traca, traca, hacía el tren sobre las vías.',
        () => 'Chuuu, chuuu, pitó el tren al entrar en un túnel.',
        () => 'El asiento se mecía suavemente, como una cuna.',
      ],
      noun: n('el viaje en tren', 'un viaje en tren'),
      goodnight: 'trencito',
    },
    'activity-sandbox': {
      arrive: [
        // In the sand, not `en el arenero`: a bucket and spade are the beach's too (`castillo de arena con su cubo`).
        (x) => `${x.h.name} se sentó en la arena con un cubo y una pala.`,
        (x) => `${y(x)} se ${v(x, 'sentó', 'sentaron')} en la arena y ${v(x, 'empezó', 'empezaron')} a cavar.`,
        (x) => `Con un rastrillo y una palita, ${x.h.name} peinó la arena, ras, ras.`,
      ],
      do: [
        (x) => S(x, 'llenó el cubo, le dio golpecitos y le dio la vuelta: ¡un castillo!'),
        (x) => S(x, 'cavó una carretera larga para una excavadora de juguete.'),
        (x) => S(x, 'hizo pasteles de arena y los adornó con piedrecitas.'),
      ],
      sense: [
        () => 'La arena era suave y se escurría entre los deditos.',
        () => 'Pam, pam, pam, hacía la pala sobre el cubo.',
        () => 'El sol ponía la arena calentita y dorada.',
      ],
      noun: n('el arenero', 'un arenero'),
      goodnight: 'cubo y pala',
    },
    'activity-library-visit': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'fue', 'fueron')} a la biblioteca, donde las estanterías estaban llenas de libros.`,
        (x) => `En la biblioteca, ${x.h.name} fue de puntillas hasta el rincón infantil.`,
        // (The going is often the parent's own words: this line tells the bag, not a second going.)
        (x) => `En la biblioteca, ${x.h.name} llevaba una bolsa de tela para los libros.`,
      ],
      do: [
        // (No books named or counted: the parent's own `dos libros de dinosaurios` is told beside these lines.)
        (x) => S(x, 'pasó las páginas de un libro grande, una a una.'),
        // (No story heard: the parent's own `cuentacuentos` is told beside these lines, and never twice.)
        (x) => S(x, 'se sentó en un puf y buscó su dibujo favorito.'),
        (x) => S(x, 'se llevó unos libros prestados y los cargó con mucho cuidado.'),
      ],
      sense: [
        () => 'En la biblioteca había silencio, chsss, y los libros olían a papel.',
        () => 'El puf era blandito y se hundía, pluf.',
        () => 'Pi, hizo la máquina, y los libros ya estaban listos para ir a casa.',
      ],
      noun: n('la biblioteca', 'una biblioteca'),
      goodnight: 'libros de la biblioteca',
    },
    'activity-puddle-jumping': {
      arrive: [
        // (No rain of its own, no raincoat nor umbrella: the puddles may be from last night, on a windy dry day.)
        (x) => `${x.h.name} se calzó las botas de agua, ${o(x.h, 'list')} para los charcos.`,
        (x) => `Por el camino, ${x.h.name} encontró el charco más grande de todos.`,
        (x) => `${y(x)} ${v(x, 'buscó', 'buscaron')} charcos por el camino, uno detrás de otro.`,
      ],
      do: [
        (x) => S(x, 'saltó en el charco y lo salpicó todo, ¡chof!'),
        (x) => S(x, 'fue de charco en charco, pisando fuerte, chip, chap.'),
        (x) => S(x, 'puso una hoja a navegar en un charco, como un barquito.'),
      ],
      sense: [
        () => 'Las botas hacían chof, chof, dentro del agua.',
        () => 'Los charcos brillaban como espejitos.',
        () => 'El aire olía a fresco, a mojado y a verde.',
      ],
      noun: n('los charcos', 'un charco'),
      goodnight: 'botas de lluvia',
    },
    'activity-playing-with-friends': {
      // Also a day with a ball and no friends named: the games, not friends the day did not have.
      // (Games indoors as well as out: a rainy day's play in the living room has no trees nor grass.)
      arrive: [
        (x) => `${x.h.name} se puso a jugar${con(x)}, corriendo de aquí para allá.`,
        // (No game of its own, a ball or hide-and-seek: the parent's words say what they played, blocks or tag.)
        (x) => `${x.h.name} se puso a jugar${con(x)}, y enseguida se oyeron risas.`,
        (x) => `${y(x)} ${v(x, 'jugó y jugó', 'jugaron y jugaron')} hasta quedarse sin aliento.`,
      ],
      do: [
        (x) => S(x, 'jugó al escondite y se escondió en un rinconcito, riéndose bajito.'),
        (x) => S(x, 'hizo rodar la pelota, y la pelota volvió rodando, rueda que rueda.'),
        (x) => S(x, 'bailó en corro, dando vueltas y más vueltas.'),
      ],
      sense: [
        () => 'Las risas sonaban como campanitas.',
        () => 'Había risas y pasitos rápidos por todas partes.',
        () => 'Todos se reían, y nadie quería parar.',
      ],
      // (One `y` only: the title says `Zuri y los juegos`, never `Zuri y los juegos y las risas`.)
      noun: n('los juegos', 'un juego'),
      goodnight: 'juegos de hoy',
    },
    'activity-walk-in-the-woods': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'fue', 'fueron')} de paseo al bosque, bajo los árboles altos.`,
        (x) => `En el bosque, ${x.h.name} siguió un caminito blando, cubierto de agujas de pino.`,
        (x) => `${x.h.name} entró en el bosque tranquilo${con(x)}, paso, paso, paso.`,
      ],
      do: [
        (x) => S(x, 'encontró una piña, una pluma y una setita roja.'),
        (x) => S(x, 'caminó haciendo equilibrio por un tronco caído, con los brazos abiertos.'),
        (x) => S(x, 'se asomó detrás de un árbol y vio un conejo que se alejaba dando saltos.'),
      ],
      sense: [
        () => 'El musgo era suave y verde, como una alfombra.',
        () => 'Las ramitas hacían crac y cric bajo los pies.',
        () => 'Un pájaro carpintero hacía toc, toc, toc, en lo alto de un árbol.',
      ],
      noun: n('el bosque', 'un bosque'),
      goodnight: 'árboles altos',
    },
    'farm-visit': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'fue', 'fueron')} a la granja, y la verja se abrió chirriando, iii.`,
        (x) => `En la granja, ${x.h.name} pasó${con(x)} junto al granero grande y rojo.`,
        (x) => `${x.h.name} visitó una granja${con(x)} y pisó la paja con cuidado.`,
      ],
      do: [
        (x) => S(x, 'les dio un puñado de heno a las cabras, ñam, ñam.'),
        (x) => S(x, 'buscó huevos en el gallinero y encontró dos.'),
        (x) => S(x, 'miró a los cerditos revolcarse en el barro, oinc, oinc.'),
      ],
      sense: [
        () => 'Olía a heno, a animales y a hierba fresca.',
        () => 'Mu, bee, clo, clo: en la granja se oían los animales por todas partes.',
        () => 'La paja era dorada y picaba un poquito bajo las botas.',
      ],
      noun: n('la granja', 'una granja'),
      goodnight: 'animales de la granja',
    },
    'town-walk': {
      arrive: [
        // A walk is any walk the parent tells (`paseamos al perro por el río`): no shops, shop windows or zebra
        // crossings of the stock's own, which a walk by the river never had.
        // (Nor a second going: the walk is most often the parent's own words, `paseamos a Tobi`, told beside it.)
        (x) => `${x.h.name} iba paso a paso${con(x)}, sin ninguna prisa.`,
        (x) => `${x.h.name} caminaba${con(x)}, mirándolo todo con ojos curiosos.`,
        (x) => `${x.h.name} llevaba sus zapatos de andar, y los pies hacían tap, tap, tap.`,
      ],
      do: [
        (x) => S(x, 'recogió una piedrecita bonita y se la guardó en el bolsillo.'),
        (x) => S(x, 'contó las puertas rojas, una, dos y tres.'),
        (x) => S(x, 'saltó por encima de las rayas de la acera, hop, hop.'),
      ],
      sense: [
        () => 'Rin, rin, sonó el timbre de una bici, y un perro ladró para saludar.',
        () => 'El aire fresquito le hacía cosquillas en la nariz.',
        () => 'El viento llevaba una hoja por el suelo, ras, ras.',
      ],
      noun: n('el paseo', 'un paseo'),
      goodnight: 'zapatos de paseo',
    },
    'car-ride': {
      arrive: [
        (x) => `${x.h.name} se subió a su sillita del coche, clic, hizo el cinturón, y en marcha.`,
        // (Not a long journey: a drive home from school is a car ride too.)
        (x) => `${x.h.name} fue en coche, con la música bajita.`,
        // (No one beside the child in the back seat, and no `ganas de viajar`: the child may ride home quiet.)
        (x) => `${x.h.name} se sentó en el asiento de atrás, bien ${o(x.h, 'sujet')} con el cinturón.`,
      ],
      do: [
        (x) => S(x, 'miró por la ventanilla los árboles y los campos.'),
        (x) => S(x, 'cantó canciones todo el camino, la, la, la.'),
        (x) => S(x, 'vio un camión rojo, un autobús azul y un caballo en un prado.'),
      ],
      sense: [
        () => 'El coche ronroneaba, y la carretera pasaba, pum, pum.',
        () => 'El sol parpadeaba entre los árboles: luz, sombra, luz.',
        // (No wipers: the sky of a car ride is the parent's to say.)
        () => 'Por la ventanilla pasaban casas, árboles y farolas, una detrás de otra.',
      ],
      noun: n('el viaje en coche', 'un viaje en coche'),
      goodnight: 'sillita del coche',
    },
    'rainy-day': {
      arrive: [
        // Not `se quedó en casa`: a parent may tell of going out in the rain (`con la lluvia salimos igual`).
        (x) => `Era un día de lluvia, y ${x.h.name} se asomó a la ventana${con(x)}.`,
        (x) => `${x.h.name} pegó la nariz a la ventana y miró la lluvia.`,
        (x) => `Fuera llovía, y ${x.h.name} encontró un rinconcito calentito junto a la ventana.`,
      ],
      do: [
        (x) => S(x, 'siguió con el dedo las gotas que corrían por el cristal.'),
        // (No den and no drawing of its own: a rainy afternoon's den or drawing is the parent's to tell, told once.)
        (x) => S(x, `escuchó la lluvia con la oreja pegada al cristal, muy ${o(x.h, 'atent')}.`),
        (x) => S(x, 'contó las gotas que caían del tejado, una, dos y tres.'),
      ],
      sense: [
        () => 'Plic, plic, ploc, hacía la lluvia en el tejado.',
        () => 'Dentro se estaba calentito, sequito y a gusto.',
        () => 'La ventana estaba fresquita, y el jardín brillaba, todo mojado.',
      ],
      noun: n('el día de lluvia', 'un día de lluvia'),
      goodnight: 'gotitas de lluvia',
    },
    'dentist-visit': {
      arrive: [
        (x) => `${y(x)} ${v(x, 'fue', 'fueron')} al dentista, y a ${x.h.name} le pusieron un babero de papel.`,
        // (Not the chair going up: the parent often tells it, `le dejaron subir y bajar el sillón`, and never twice.)
        (x) => `En el dentista, ${x.h.name} se sentó${con(x)} en el sillón grande, con un babero de papel.`,
        (x) => `${x.h.name} fue al dentista${con(x)} y se quedó muy ${o(x.h, 'quietecit')} en el sillón grande.`,
      ],
      do: [
        (x) => S(x, 'abrió la boca bien grande, y le contaron los dientes, uno, dos, tres.'),
        (x) => S(x, 'se miró los dientes en un espejito redondo.'),
        (x) => S(x, 'se llevó a casa una pegatina brillante y un cepillo de dientes nuevo.'),
      ],
      sense: [
        // (The chair going up and down is the parent's to tell, as they often do: never said twice.)
        // (Not `el dentista`: the one who looked may be a woman, whom the parent names: `la dentista Elena`.)
        () => 'Los guantes de quien le miró los dientes eran azules, suaves como globos.',
        () => 'La lámpara de arriba era redonda y clara, como un solecito.',
        () => 'La pasta de dientes sabía a fresa, y los dientes quedaron suaves y limpios.',
      ],
      noun: n('el dentista', 'una visita al dentista', 'el dentista'),
      goodnight: 'sillón del dentista',
    },
    // Un primer corte de pelo es en la peluquería: el sillón grande, la capa, el espejo.
    'hairdresser-visit': {
      arrive: [
        (x) =>
          `${y(x)} ${v(x, 'fue', 'fueron')} a la peluquería, y ${x.h.name} se sentó bien alto en el sillón grande.`,
        (x) => `En la peluquería, ${x.h.name} se subió${con(x)} al sillón grande, y le pusieron una capa suavecita.`,
        (x) => `${x.h.name} fue a la peluquería${con(x)} y se sentó en el sillón grande, delante del espejo.`,
      ],
      do: [
        (x) => S(x, 'no se movió nada debajo de la capa, y las tijeras hacían chas, chas.'),
        (x) => S(x, 'se miró en el espejo grande y vio su corte de pelo nuevo.'),
        (x) => S(x, 'mantuvo la cabeza quietita mientras el peine pasaba, fris, fras.'),
      ],
      sense: [
        () => 'Caían mechoncitos de pelo al suelo, suaves como plumas.',
        () => 'El secador zumbaba y soplaba un airecito calentito.',
        () => 'En el espejo grande había una cara sonriente y un corte de pelo nuevo.',
      ],
      noun: n('la peluquería', 'una visita a la peluquería', 'la peluquería'),
      goodnight: 'sillón de la peluquería',
    },
    'market-visit': {
      arrive: [
        // (No stalls of apples, cheese or flowers of their own: a Christmas market sells chestnuts and baubles.)
        (x) => `${y(x)} ${v(x, 'paseó', 'pasearon')} entre los puestos del mercado, sin prisa.`,
        (x) => `En el mercado, ${x.h.name} pasó${con(x)} por los puestos, mirándolo todo.`,
        (x) => `${x.h.name} fue al mercado${con(x)} y caminó entre los puestos llenos de gente.`,
      ],
      do: [
        (x) => S(x, 'miró cómo ponían las manzanas en la báscula, y los números bailaban.'),
        (x) => S(x, 'probó un trocito de queso en un puesto, mmm.'),
        (x) => S(x, 'ayudó a pagar y le devolvieron el cambio, clin, clin.'),
      ],
      sense: [
        () => 'Olía a cosas ricas, y cada puesto tenía algo que mirar.',
        () => 'Las bolsas de papel hacían cris, cris, y las monedas, clin.',
        () => 'Todo el mundo charlaba, y alguien cantaba los precios en voz alta.',
      ],
      noun: n('el mercado', 'un mercado'),
      goodnight: 'puestos del mercado',
    },
    'aquarium-visit': {
      arrive: [
        // (Never a second `fue al acuario` beside the parent's own going: the lines are already inside.)
        (x) => `En el acuario, los peces nadaban detrás del cristal grande, y ${x.h.name} se quedó mirando${con(x)}.`,
        (x) => `En el acuario, ${x.h.name} pegó${con(x)} la nariz al cristal grande para ver los peces.`,
        (x) => `${x.h.name} se acercó${con(x)} a un tanque azul enorme del acuario, lleno de pececitos.`,
      ],
      do: [
        // (No tortoise or shark of its own: the parent's animals are told in their words.)
        (x) => S(x, 'vio un caballito de mar agarrado a un alga con la colita.'),
        (x) => S(x, 'vio una medusa que brillaba suavecito, como una lamparita.'),
        (x) => S(x, 'siguió a un pez de rayas de una punta del tanque a la otra.'),
      ],
      sense: [
        () => 'Todo era azul y tranquilo, y las burbujas hacían blup, blup.',
        () => 'Peces naranjas y peces amarillos pasaban brillando todos juntos.',
        () => 'El cristal estaba fresquito y liso bajo las manos.',
      ],
      noun: n('el acuario', 'un acuario'),
      goodnight: 'pececitos',
    },
  },
  still: [
    (x) => `${x.h.name} seguía allí, mirándolo todo con atención.`,
    // (No game of its own: the place may be a barber's chair or a waiting room.)
    (x) => `${x.h.name} se quedó allí un ratito más${con(x)}.`,
    (x) => `Todavía quedaban muchas cosas por ver, y ${x.h.name} seguía allí.`,
    (x) => `Un ratito después, ${x.h.name} seguía muy ${o(x.h, 'ocupad')}${con(x)}.`,
    (x) => `El rato pasaba, y ${x.h.name} seguía allí${con(x)}.`,
    (x) => `Mientras tanto, ${x.h.name} andaba de aquí para allá.`,
    (x) => `${x.h.name} iba de un lado a otro, curioseándolo todo.`,
    (x) => `${x.h.name} estaba muy ${o(x.h, 'ocupad')}, sin parar ni un momento.`,
  ],
  later: [
    (x) => `Más tarde, ${x.h.name} se sentó a descansar un ratito.`,
    // (No sofa and no home: the trouble after it may be at the nursery, the park or the beach.)
    (x) => `Al cabo de un rato, ${x.h.name} se quedó un momento muy ${o(x.h, 'quiet')}, pensando en sus cosas.`,
    (x) => `A mediodía, ${x.h.name} tuvo un ratito tranquilo.`,
    // (A quiet corner, not a warm one: the day may be the summer's hottest.)
    (x) => `Más tarde, ${x.h.name} se acurrucó en un rincón tranquilo.`,
    (x) => `Después, ${x.h.name} se sentó muy cerquita ${del(x.helper.name)}.`,
    (x) => `El día siguió, y ${x.h.name} se acomodó en un cojín grande.`,
  ],
  homePlay: {
    arrive: [
      (x) => `${x.h.name} jugó en casa con una cesta llena de sus juguetes favoritos.`,
      // (No den of blankets of its own: a parent who built one tells it, and it is never told twice.)
      (x) => `${y(x)} ${v(x, 'jugó', 'jugaron')} un rato en casa, muy a gusto.`,
      (x) => `${x.h.name} se sentó en la alfombra y volcó la caja de los juguetes.`,
      (x) => `${x.h.name} buscó a qué jugar, y sacó su juego favorito.`,
    ],
    do: [
      (x) => S(x, 'preparó una merienda para los peluches, con tacitas y platitos.'),
      (x) => S(x, 'llevó un cochecito por la carretera de la alfombra, brum, brum.'),
      (x) => S(x, 'le hizo una cama al conejo de peluche en una caja de zapatos.'),
      (x) => S(x, 'jugó al cucú-tras detrás de la cortina.'),
    ],
    sense: [
      () => 'Todo estaba tranquilo y calentito, y el reloj hacía tic, tac, bajito.',
      () => 'La alfombra era blandita, y la casa estaba calentita.',
      () => 'Los juguetes esperaban en fila, muy contentos.',
      () => 'La lámpara daba una luz amarilla y suave sobre los juguetes.',
    ],
  },
  quiet: {
    arrive: [
      (x) => `Por la tarde, ${x.h.name} y ${homely(x)} se acurrucaron ${together(x)} en el sofá.`,
      // No `Más tarde` here: the quiet scene may come right after waking, and the next scene may open with it.
      (x) => `${x.h.name} se sentó muy cerca ${del(homely(x))}, bajo una manta suave.`,
      (x) => `La tarde fue tranquila, y ${x.h.name} se quedó cerquita ${del(homely(x))}.`,
    ],
    do: [
      (x) => `Leyeron ${together(x)} un cuento favorito, despacito, página a página.`,
      (x) => S(x, 'escuchó una canción suave y abrazó fuerte su peluche.'),
      // (No drawing nor game of its own: a quiet while, on a poorly day too, is the parent's to fill.)
      (x) => `Se hicieron ${together(x)} mimos y cosquillitas, muy bajito.`,
    ],
    sense: [
      () => 'La manta era suave, y la habitación estaba tranquila y calentita.',
      () => 'La lamparita daba una luz suave y amarilla.',
      () => 'Con un vaso de leche tibia, todo parecía un poquito mejor.',
    ],
  },

  problems: {
    lostToy: {
      uhOh: [
        [
          (x) => `Pero entonces miró a su alrededor: ¡el peluche${x.first ? ` de ${x.h.name}` : ''} no estaba!`,
          () => 'De repente, se dio cuenta de que faltaba su conejito de peluche.',
        ],
        [
          () => 'Buscó debajo de las cosas y detrás de las cosas, pero no aparecía por ningún sitio.',
          () => '«¿Dónde estás?», llamó bajito.',
        ],
      ],
      fix: [
        [
          (x) =>
            `«Vamos a buscarlo juntos», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name}, y buscaron despacito, sitio por sitio.`,
          (x) => `${Helper(x)} le ${hv(x, 'dio', 'dieron')} la mano a ${x.h.name}, y volvieron por el mismo camino.`,
        ],
        [
          () => 'Y allí estaba, asomando por debajo de un banco.',
          () => 'Allí estaba, sentado en un rincón con sol, esperando a que lo encontraran.',
        ],
      ],
    },
    spill: {
      uhOh: [
        [() => '¡Uy!', () => 'Uy, uy, uy, el codo le dio al vaso.'],
        [
          () => 'El agua se volcó, y un charquito se extendió por la mesa.',
          () => 'Chof, el vaso se cayó, y el agua se derramó por todo el suelo.',
        ],
      ],
      fix: [
        [
          (x) => `«No pasa nada, son cosas que pasan», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name} con una sonrisa.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'trajo', 'trajeron')} un trapo y ${hv(x, 'dijo', 'dijeron')}: «Esto lo arreglamos enseguida».`,
        ],
        [
          () => 'Lo secaron todo juntos, fris, fras, fris.',
          (x) => `${x.h.name} ayudó a secar hasta la última gota, hasta que todo quedó seco otra vez.`,
        ],
      ],
    },
    tower: {
      uhOh: [
        // Told at nursery, at home or in the sandbox alike, where the day may have had no blocks: something the child
        // was putting up, never a tower the parent did not write of.
        [
          (x) => `Lo que ${x.h.name} estaba montando con tanto cuidado empezó a tambalearse, para aquí, para allá.`,
          (x) => S(x, 'puso una cosa más arriba del todo, y todo empezó a bailar.'),
        ],
        [() => 'Y cataplún, se cayó todo al suelo.', () => 'Entonces se vino abajo, ¡cataplún!'],
      ],
      fix: [
        [
          (x) => `«¿Lo hacemos otra vez, todavía mejor?», ${hv(x, 'preguntó', 'preguntaron')} ${x.helper.name}.`,
          (x) => `${Helper(x)} se ${hv(x, 'sentó', 'sentaron')} al lado de ${x.h.name} para ayudar.`,
        ],
        [
          () => 'Esta vez empezaron por abajo, bien ancho, y quedó bien firme.',
          () => 'Lo volvieron a montar juntos, más fuerte que antes.',
        ],
      ],
    },
    balloon: {
      uhOh: [
        [
          // (A balloon of any colour, indoors or out: no red one and no tree the parent never wrote of.)
          () => 'Justo entonces, la cuerda del globo se le escapó de la mano.',
          () => 'Un soplo de viento tiró del globo, y la cuerda se le escapó.',
        ],
        [
          () => 'Arriba, arriba, subió flotando, muy alto.',
          () => 'Subió flotando y se quedó allá arriba, demasiado alto para alcanzarlo.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'se estiró', 'se estiraron')} muy alto, todo lo que pudo, y ${hv(x, 'atrapó', 'atraparon')} la cuerda.`,
          () => 'Una persona alta y amable vio lo que pasaba y bajó el globo con cuidado.',
        ],
        [
          () => 'Esta vez le ataron la cuerda a la muñeca, bien segura.',
          () => 'El globo volvió a bajar, y todos aplaudieron.',
        ],
      ],
    },
    timeToStop: {
      uhOh: [
        [
          (x) => `Ya casi era hora de parar, y ${x.h.name} quería que aquello no se acabara nunca.`,
          (x) => `Entonces llegó la hora de terminar, pero ${x.h.name} quería seguir un poquito más.`,
        ],
        [(x) => `«¡Un ratito más!», pidió ${x.h.name}.`, (x) => `${x.h.name} negó con la cabeza: ¡todavía no!`],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'sonrió', 'sonrieron')} y ${hv(x, 'dijo', 'dijeron')}: «Otro día lo volvemos a hacer».`,
          (x) => `${Helper(x)} le ${hv(x, 'dijo', 'dijeron')} bajito: «Las cosas bonitas vuelven, ya verás».`,
        ],
        [
          (x) => `Así que ${x.h.name} lo hizo una última vez y luego dijo: «¡Adiós, hasta la próxima!».`,
          () => 'Una última vez, un respiro hondo, y llegó la hora de lo siguiente.',
        ],
      ],
    },
    timeToGo: {
      uhOh: [
        [
          (x) => `Entonces llegó la hora de irse, pero ${x.h.name} no quería marcharse, ni un poquito.`,
          (x) => `Ya casi era hora de irse, y ${x.h.name} quería quedarse un ratito más.`,
        ],
        [
          (x) => `«¡Otra vez, solo una vez más!», pidió ${x.h.name}.`,
          (x) => `${x.h.name} se sentó en el suelo y no quería dar ni un paso.`,
        ],
      ],
      fix: [
        [
          (x) =>
            pal(x)
              ? `${Helper(x)} le dio la mano a ${x.h.name} y le dijo: «Una vez más, y luego decimos adiós juntos».`
              : `${Helper(x)} se ${hv(x, 'agachó', 'agacharon')} y ${hv(x, 'dijo', 'dijeron')}: «Una vez más, y luego decimos adiós».`,
          // (Said so it fits a visit at home as well as an outing: no one need be the one who leaves.)
          (x) =>
            pal(x)
              ? `«Qué bien lo hemos pasado», le dijo ${x.helper.name} bajito.`
              : `${Helper(x)} le ${hv(x, 'dijo', 'dijeron')} bajito: «Otro día lo repetimos, ya verás».`,
        ],
        [
          (x) => `Así que ${x.h.name} jugó una última vez y luego dijo adiós con la mano: ¡hasta pronto!`,
          () => 'Una última mirada, un gran adiós con la mano, y un abrazo bien apretado.',
        ],
      ],
    },
    turns: {
      uhOh: [
        [
          (x) => `Entonces ${x.h.name} y otro niño quisieron la misma pelota roja.`,
          (x) => `Otro niño quería el mismo juguete, y ${x.h.name} también.`,
        ],
        [
          () => '«¡Mío!», dijo uno, y «¡Mío!», dijo el otro, y los dos se enfadaron.',
          () => 'Los dos tiraban y tiraban, y ya nadie sonreía.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} se ${hv(x, 'agachó', 'agacharon')} y ${hv(x, 'dijo', 'dijeron')}: «¿Y si lo hacemos por turnos?».`,
          () => 'Se pararon, respiraron hondo y decidieron compartir.',
        ],
        [
          (x) => `Primero le tocó a uno y luego al otro, y pronto ${x.h.name} y su nuevo amigo se estaban riendo.`,
          () => 'Se pasaron la pelota de uno a otro, y juntos era mucho más divertido.',
        ],
      ],
    },
    windHat: {
      uhOh: [
        [
          (x) => `Fiuuu, llegó una ráfaga de viento y le levantó el gorro a ${x.h.name}.`,
          () => 'De repente sopló el viento, y el gorro salió volando.',
        ],
        [
          () => 'Rodó y rodó por la hierba, cada vez más lejos.',
          () => 'El gorro se fue bailando, más rápido de lo que corrían unas piernas pequeñas.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'corrió', 'corrieron')} detrás, hop, hop, y lo ${hv(x, 'atrapó', 'atraparon')} por el ala.`,
          (x) => `${x.h.name} y ${x.helper.name} lo persiguieron juntos hasta que se paró junto a un arbusto.`,
        ],
        [
          () => 'El gorro volvió a su sitio, bien calado hasta las orejas.',
          () => 'Se rieron del viento travieso y después sujetaron bien el gorro.',
        ],
      ],
    },
    splash: {
      uhOh: [
        [
          () => 'Entonces, un chorro de agua le dio justo en la cara.',
          () => 'Chof, le entró agua en los ojos, y le picaba un poquito.',
        ],
        [() => 'Parpadeó y parpadeó, y le entraron ganas de llorar.', () => 'No le gustó nada de nada.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${lo(x.h)} ${hv(x, 'envolvió', 'envolvieron')} en una toalla suave y le ${hv(x, 'secó', 'secaron')} los ojos con cuidado.`,
          (x) => `«Vamos a secarte la cara», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name}, con un paño suave y seco.`,
        ],
        [
          (x) => `${x.h.name} volvió a parpadear, y todo se veía claro y brillante.`,
          () => 'Enseguida se le pasó el picor, y el agua volvió a parecer amiga.',
        ],
      ],
    },
    floatAway: {
      uhOh: [
        [
          (x) => `El barquito de ${x.h.name} se alejó flotando por el agua.`,
          () => 'Ay, el patito de goma se fue flotando, cada vez más lejos.',
        ],
        [
          () => 'Se alejó meciéndose hasta donde unos brazos pequeños no llegaban.',
          () => 'Bambolea que bambolea, se iba más lejos con cada olita.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'hizo', 'hicieron')} olitas suaves con la mano para traerlo de vuelta.`,
          (x) => `${x.h.name} y ${x.helper.name} soplaron juntos sobre el agua, fuuu, fuuu.`,
        ],
        [
          () => 'Despacito, despacito, volvió flotando hasta unas manos que lo esperaban.',
          (x) => `Y volvió, meciéndose, y ${x.h.name} lo agarró bien fuerte.`,
        ],
      ],
    },
    shyHello: {
      uhOh: [
        [
          (x) => `Había tantas caras nuevas que a ${x.h.name} le dio vergüenza.`,
          () => 'De repente, le dio mucha vergüenza saludar.',
        ],
        [
          () => 'Se escondió detrás de una pierna y se agarró fuerte.',
          () => 'Quería irse a casa y esconder la cara en un jersey suave.',
        ],
      ],
      fix: [
        [
          (x) => `«No pasa nada por tener vergüenza», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name}, sin separarse.`,
          (x) =>
            `${Helper(x)} se ${hv(x, 'agachó', 'agacharon')} y ${hv(x, 'dijo', 'dijeron')}: «Sin prisa, cuando tú quieras».`,
        ],
        [
          (x) => `Al cabo de un rato, ${x.h.name} saludó un poquito con la mano, y alguien le devolvió el saludo.`,
          (x) => `Poco a poco, ${x.h.name} se sintió con valor para decir un «hola» bajito.`,
        ],
      ],
    },
    wobble: {
      uhOh: [
        [
          () => 'Se tambaleó para un lado, y se tambaleó para el otro.',
          (x) => `${x.h.name} fue un poquito demasiado deprisa y empezó a tambalearse.`,
        ],
        [
          () => 'Y pum, al suelo blandito, con un pequeño «¡oh!».',
          (x) => `Se quedó ${o(x.h, 'sentad')} en el suelo, con cara de sorpresa.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'llegó', 'llegaron')} enseguida y le ${hv(x, 'dio', 'dieron')} la mano para levantarse.`,
          (x) =>
            `${Helper(x)} ${lo(x.h)} ${hv(x, 'ayudó', 'ayudaron')} a levantarse y le ${hv(x, 'sacudió', 'sacudieron')} el polvo.`,
        ],
        [
          () => 'Lo intentaron otra vez, esta vez despacito, y salió muy bien.',
          (x) => `«Despacito y con calma», se dijo ${x.h.name}, y volvió a intentarlo.`,
        ],
      ],
    },
    missingPiece: {
      uhOh: [
        // The piece is named: `faltaba algo` alone leaves the listener asking what.
        [
          () => 'Pero faltaba una pieza, y no estaba en su sitio.',
          () => 'Buscó y buscó la pieza que faltaba, pero no estaba.',
        ],
        [
          () => '«¿Dónde se habrá metido?», preguntó con una vocecita.',
          (x) => `Se sintió un poco ${o(x.h, 'enfadad')} y un poco triste.`,
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'levantó', 'levantaron')} los cojines, y ${x.h.name} miró debajo de la mesa.`,
          (x) => `«Vamos a jugar a los detectives», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name}, y buscaron juntos.`,
        ],
        [
          () => 'Y allí estaba, escondida debajo de la alfombra.',
          () => 'Por fin la encontraron, pegada debajo de un calcetín.',
        ],
      ],
    },
    rollAway: {
      uhOh: [
        // Told at a shop, a bakery or a park alike: no ball, apple or bench the day may not have had (the fruit of the
        // market rolls as well as a ball).
        [
          () => 'Entonces algo redondo se le escapó de las manos, y se fue rodando.',
          () => 'De repente, algo se le escapó y se fue rodando por el suelo.',
        ],
        [
          () => 'Rodó hasta un rincón, demasiado lejos y demasiado oscuro para alcanzarlo.',
          () => 'Rueda, rueda, rueda, y no se paraba.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} se ${hv(x, 'puso', 'pusieron')} a gatas y ${hv(x, 'metió', 'metieron')} la mano.`,
          (x) => `${x.h.name} y ${x.helper.name} usaron un palo largo para sacarlo.`,
        ],
        [() => 'Y salió, un poco polvoriento, pero perfecto.', (x) => `${x.h.name} lo agarró bien fuerte y sonrió.`],
      ],
    },
    fell: {
      uhOh: [
        [
          (x) =>
            `Entonces tropezó y se cayó${x.t ? ` ${x.t.el.startsWith('el ') ? `del ${x.t.el.slice(3)}` : `de ${x.t.el}`}` : ''}, ¡pum!`,
          (x) => `Ay, perdió el equilibrio${x.t ? ` en ${x.t.el}` : ''} y se cayó al suelo.`,
        ],
        [
          // Not `se quedó sentada en el suelo, con cara de sorpresa`: after a broken wrist it makes light of the pain.
          () => 'El golpe le dolía, y hacía falta un abrazo muy grande.',
          // True whether the child cried or not (`se raspó la rodilla 😢 lloró un montón`).
          () => 'Fue un buen susto, y hacía falta un abrazo.',
        ],
      ],
      fix: [
        [
          (x) =>
            pal(x)
              ? `${Helper(x)} se sentó a su lado y le dio un abrazo suave.`
              : `${Helper(x)} ${lo(x.h)} ${hv(x, 'tomó', 'tomaron')} en brazos y ${lo(x.h)} ${hv(x, 'abrazó', 'abrazaron')} muy fuerte.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'llegó', 'llegaron')} corriendo y le ${hv(x, 'dio', 'dieron')} un abrazo grande y suave.`,
        ],
        [
          () => 'Se quedaron juntos un ratito, y enseguida todo volvió a estar bien.',
          (x) => `Un beso, un abrazo y un ratito de descanso, y ${x.h.name} ya se sentía mejor.`,
        ],
      ],
    },
    // An ouch told without saying where, so the lines fit a bumped knee and hands frozen in the snow alike; the
    // parent's own clause, told beside them, says what hurt.
    hurt: {
      uhOh: [
        [() => '¡Ay, ay, ay, cómo le dolía!', () => 'Ay, ay, ay, le dolía un montón.'],
        [
          () => 'Se le arrugó la carita, y le tembló el labio.',
          (x) => `Se quedó muy ${o(x.h, 'quiet')}, con la carita arrugada.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} le ${hv(x, 'sopló', 'soplaron')} muy suavecito y le ${hv(x, 'dio', 'dieron')} un beso donde le dolía.`,
          (x) =>
            `${Helper(x)} ${hv(x, 'miró', 'miraron')} con cuidado dónde le dolía y ${lo(x.h)} ${hv(x, 'abrazó', 'abrazaron')} muy fuerte.`,
        ],
        [
          (x) => `«Ya verás como se pasa», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name}, y ya dolía un poquito menos.`,
          () => 'Un abrazo hace que duela menos, eso lo sabe todo el mundo.',
        ],
      ],
    },
    cried: {
      uhOh: [
        [
          (x) => `Entonces, de repente, ${x.h.name} se echó a llorar.`,
          (x) => `A ${x.h.name} se le puso la carita muy triste, y lloró.`,
        ],
        // (True of a few tears as of many, `se puso a llorar un poquito`: no crying that would not stop.)
        [
          () => 'Le temblaba la barbilla, y necesitaba un abrazo.',
          () => 'Tenía un nudito en la garganta, y buscó unos brazos cerca.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} se ${hv(x, 'sentó', 'sentaron')} y ${lo(x.h)} ${hv(x, 'abrazó', 'abrazaron')} muy cerquita, sin ninguna prisa.`,
          (x) =>
            `${Helper(x)} le ${hv(x, 'dijo «aquí estoy»', 'dijeron «aquí estamos»')} y le ${hv(x, 'acarició', 'acariciaron')} la espalda.`,
        ],
        [
          () => 'Respiraron juntos despacito, hinchándose y deshinchándose como un globo.',
          () => 'No pasa nada por llorar, y al rato las lágrimas se secaron.',
        ],
      ],
    },
    lost: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Pero entonces se dieron cuenta de que ${x.about.name} se había perdido.`
              : 'Pero entonces se dio cuenta de que había perdido algo muy especial.',
          (x) => `Ay, no, ¡${x.about ? x.about.name : 'algo muy querido'} se había perdido!`,
        ],
        // (True of a thing the wind took and someone ran after, `se le volo la gorra`, as of one gone for long: no
        // searching the parent did not write.)
        [
          (x) => `${x.h.name} se sintió muy ${o(x.h, 'preocupad')} y miró a su alrededor.`,
          () => 'Miró a un lado y a otro, con los ojos muy abiertos: ¿dónde estaría?',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${hv(x, 'dijo', 'dijeron')}: «Vamos a buscar${x.about ? lo(x.about) : 'lo'} juntos, despacito».`,
          (x) => `${Helper(x)} le ${hv(x, 'ayudó', 'ayudaron')} a pensar en todos los sitios donde habían estado.`,
        ],
        [
          () => 'Mientras buscaban, un abrazo largo ayudó mucho.',
          () => 'Buscaron juntos, y buscar juntos hizo que la preocupación fuera más pequeña.',
        ],
      ],
    },
    scared: {
      uhOh: [
        [
          // A doctor or a dentist beside a fear is who helped, not what scared the child (`le dio miedo el sillón`).
          (x) =>
            x.about && !CARER.test(x.about.name) && !BESIDE.test(x.about.name)
              ? `${cap(x.about.name)} le dio miedo a ${x.h.name}, y se asustó.`
              : // (No `susto muy grande`: beside the parent's own small fear, a wobble at the pool, it says more.)
                `A ${x.h.name} le entró un poquito de miedo, y el corazón le latía deprisa.`,
          (x) =>
            x.about && !CARER.test(x.about.name) && !BESIDE.test(x.about.name)
              ? `${cap(x.about.name)} le dio miedo, y quiso esconderse.`
              : `${x.h.name} tenía tanto miedo que solo quería esconderse.`,
        ],
        // (Not `se agarró fuerte`: the parent may say who the child held on to, and it would be told twice.)
        [() => 'El corazón le hacía pum, pum, pum.', () => 'Cerró los ojitos, muy apretados.'],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${lo(x.h)} ${hv(x, 'abrazó', 'abrazaron')} y le ${hv(x, 'dijo', 'dijeron')}: «Aquí estás a salvo».`,
          (x) =>
            `${Helper(x)} se ${hv(x, 'agachó', 'agacharon')} a su lado y le ${hv(x, 'habló', 'hablaron')} bajito, con mucha calma.`,
        ],
        [
          () => 'Poco a poco, el corazón se fue calmando.',
          (x) => `Ya no daba tanto miedo, porque no estaba ${o(x.h, 'sol')}.`,
        ],
      ],
    },
    tantrum: {
      uhOh: [
        [
          // A quarrel the parent tapped, with a sister, brother or friend (`about`), is told as one.
          (x) =>
            x.about
              ? `Entonces ${x.h.name} se peleó con ${x.about.name}, y se enfadó muchísimo.`
              : 'Entonces se enfadó muchísimo, muchísimo.',
          (x) =>
            x.about
              ? // (No second `rabieta`: the parent's own `tuvo una rabieta` is told beside it.)
                `${x.h.name} y ${x.about.name} discutieron, y ${x.h.name} dio pisotones en el suelo.`
              : `Todo salía mal, y ${x.h.name} dio pisotones en el suelo, pam, pam.`,
        ],
        [
          // (No words in the child's mouth the parent never wrote: a frown, not a shouted `¡no!`.)
          () => 'Frunció el ceño, y el enfado se hizo más grande.',
          (x) => `Por dentro se sentía ${o(x.h, 'acalorad')}, ${gruñón(x.h)} y muy ${o(x.h, 'enfadad')}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} se ${hv(x, 'quedó', 'quedaron')} cerca y ${hv(x, 'esperó', 'esperaron')}, con calma y con cariño.`,
          (x) => `${Helper(x)} le ${hv(x, 'dijo', 'dijeron')}: «Estás muy ${o(x.h, 'enfadad')}, y no pasa nada».`,
        ],
        [
          // After a quarrel, the two make up: `se pidieron perdón`.
          (x) =>
            x.about
              ? `Luego ${x.h.name} y ${x.about.name} se pidieron perdón e hicieron las paces.`
              : 'Soplaron el enfado como si fueran velas, fuuu, fuuu, fuuu.',
          (x) =>
            x.about
              ? `Después, ${x.h.name} y ${x.about.name} se pidieron perdón con un abrazo, y el enfado se hizo pequeño, pequeñito.`
              : 'Después de un abrazo grande, el enfado se hizo pequeño, pequeñito.',
        ],
      ],
    },
    broke: {
      uhOh: [
        [() => 'Entonces, crac, algo se rompió.', () => 'Ay, no, se rompió su juguete favorito.'],
        [() => 'Miró los trocitos y se puso muy triste.', () => 'Sostuvo los trocitos y no sabía qué hacer.'],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'dijo', 'dijeron')}: «Vamos a ver qué podemos hacer».`,
          (x) => `${Helper(x)} le ${hv(x, 'pasó', 'pasaron')} el brazo por los hombros, y miraron juntos los trocitos.`,
        ],
        [
          () => 'Algunas cosas se pueden arreglar, y otras se pueden querer tal como son.',
          () => 'Con un poco de pegamento y mucho cariño, quedó casi como nuevo.',
        ],
      ],
    },
    messy: {
      uhOh: [
        // Después de las palabras de la familia sobre el enchastre (harina, barro, arena, un helado): cierto para todos.
        // A mess is a toddler's fun far more often than a trouble: told with a laugh, never a frown. Said so that it is
        // true of a child covered in it and of a floor white with flour alike: the parent's words say which.
        [() => '¡Anda, menudo lío!', () => '¡Menuda pinta, qué risa!'],
        [() => 'Miró a su alrededor y se echó a reír.', () => 'Había manchitas por todas partes, ¡qué risa!'],
      ],
      fix: [
        [
          (x) => `${Helper(x)} se ${hv(x, 'rio', 'rieron')} también, y todos se rieron juntos un buen rato.`,
          (x) => `«¡Qué pinta más divertida!», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name}, riéndose.`,
        ],
        [
          () => 'Luego, fris, fras, con un trapo y agua tibia, todo quedó limpio otra vez.',
          (x) => `${x.h.name} ayudó a limpiar, y enseguida no quedaba ni una mancha.`,
        ],
      ],
    },
    spilled: {
      uhOh: [
        // True of milk knocked over, of an ice cream dropped and of a potty accident alike: no thing on the floor, no
        // `desastre` that would shame a child who is learning.
        [() => 'Uy, un pequeño accidente.', () => 'Uy, algo no salió como quería.'],
        [
          (x) => `Se quedó muy ${o(x.h, 'quiet')} y se sintió mal.`,
          () => 'Se le puso una carita triste, solo un momentito.',
        ],
      ],
      fix: [
        [
          // (No rag brought: a dropped cake or ice cream is not wiped up, and the parent may say what helped.)
          (x) => `«Son cosas que pasan», ${hv(x, 'dijo', 'dijeron')} ${x.helper.name} con mucho cariño.`,
          // A child ashamed of an accident (`se tapaba la cara`) is told it happens to everyone, never only wiped up.
          (x) =>
            `${Helper(x)} le ${hv(x, 'dio', 'dieron')} un abrazo y le ${hv(x, 'dijo', 'dijeron')}: «A todos nos pasa alguna vez».`,
        ],
        [
          () => 'Fris, fras, y todo quedó limpio otra vez.',
          (x) => `${x.h.name} ayudó a limpiar, y enseguida no quedaba nada.`,
        ],
      ],
    },
    shy: {
      uhOh: [
        [
          (x) => `De repente, a ${x.h.name} le dio vergüenza, y no quería soltarse.`,
          (x) => S(x, `no quería soltarse ${del(x.helper.name)}.`),
        ],
        [
          () => 'Se quedó muy cerquita, sin despegarse ni un poquito.',
          // (Said of nerves before a first time too: a knot, never named shame.)
          () => 'Sentía un nudito en la barriguita.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} se ${hv(x, 'quedó', 'quedaron')} cerca y le ${hv(x, 'dijo', 'dijeron')}: «No hay ninguna prisa».`,
          (x) => `«Lo estás haciendo muy bien», le ${hv(x, 'susurró', 'susurraron')} ${x.helper.name}.`,
        ],
        [
          (x) => `Poquito a poco, ${x.h.name} se fue soltando y empezó a mirar a su alrededor.`,
          () => 'Al cabo de un rato, el nudito de la barriguita se hizo más pequeño.',
        ],
      ],
    },
    letDown: {
      uhOh: [
        // Said after the parent's own words of the plan that fell through, or in their place.
        // (Often after the parent's own `pero`: never a second `Pero …` beside it.)
        // (True of a train late too, where the trip still happened: nothing said of it not being.)
        [() => 'Ay, las cosas no salieron como esperaba.', () => 'Qué pena, no salió como estaba pensado.'],
        [
          (x) => `${x.h.name} se quedó un poco ${o(x.h, 'desilusionad')}.`,
          (x) => S(x, 'puso carita triste, solo un momento.'),
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} le ${hv(x, 'dio', 'dieron')} un abrazo y le ${hv(x, 'dijo', 'dijeron')}: «Ya lo sé, cariño. Vamos a buscar algo bonito que hacer».`,
          (x) => `${Helper(x)} le ${hv(x, 'dijo', 'dijeron')}: «Ven, vamos a pensar otra cosa divertida».`,
        ],
        [
          () => 'Y muy pronto encontraron algo divertido que hacer.',
          () => 'Poquito a poco, la desilusión se fue volando.',
        ],
      ],
    },
    strange: {
      uhOh: [
        [
          (x) => `A ${x.h.name} todo le parecía un poco raro y nuevo.`,
          (x) => S(x, 'miró a su alrededor, y nada parecía igual que siempre.'),
        ],
        [
          () => 'Se quedó en silencio y se agarró fuerte.',
          () => 'Sentía un cosquilleo raro en la barriguita, y no sabía por qué.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} le ${hv(x, 'dio', 'dieron')} un abrazo grande y le ${hv(x, 'dijo', 'dijeron')}: «Al principio, lo nuevo siempre parece un poco raro».`,
          (x) =>
            `${Helper(x)} se ${hv(x, 'sentó', 'sentaron')} a su lado y le ${hv(x, 'dijo', 'dijeron')}: «Estoy aquí contigo».`,
        ],
        [
          () => 'Poquito a poco, esa sensación rara se fue haciendo pequeñita.',
          () => 'Poco a poco, todo empezó a parecerle más familiar.',
        ],
      ],
    },
    stuck: {
      uhOh: [
        [
          () => 'Ay, se había atascado, y no salía de ninguna manera.',
          (x) => S(x, 'tiró y tiró, pero no había manera.'),
        ],
        [() => 'Se quedó mirando, con un poquito de preocupación.', (x) => S(x, 'no sabía qué hacer.')],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'vino', 'vinieron')} a ayudar, con mucha calma.`,
          (x) => `${Helper(x)} le ${hv(x, 'dijo', 'dijeron')}: «Vamos a ver qué podemos hacer juntos».`,
        ],
        [
          () => 'Un meneíto por aquí, un poco de paciencia por allá, y todo se arregló.',
          () => 'Poco a poco, la preocupación se fue.',
        ],
      ],
    },
    tired: {
      uhOh: [
        [
          (x) => `Pero ${x.h.name} tenía tanto sueño que todo costaba mucho.`,
          (x) => `Entonces le entró mucho cansancio y se puso un poco ${gruñón(x.h)}.`,
        ],
        [
          () => 'Le pesaban los ojos, y las piernas no querían andar.',
          () => 'Se frotó los ojos y soltó un bostezo enorme.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'dijo', 'dijeron')}: «Vamos a descansar un ratito».`,
          (x) =>
            pal(x)
              ? `${Helper(x)} se acurrucó al lado de ${x.h.name} en un sitio cómodo y calentito.`
              : `${Helper(x)} ${lo(x.h)} ${hv(x, 'llevó', 'llevaron')} en brazos a un sitio cómodo y calentito.`,
        ],
        [
          () => 'Un ratito de descanso y un poco de agua ayudaron mucho.',
          (x) => `${x.h.name} se recostó y volvió a sentirse en calma.`,
        ],
      ],
    },
    sick: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Hoy ${x.about.name} no se encontraba bien, y ${x.h.name} estaba ${o(x.h, 'preocupad')}.`
              : `Hoy ${x.h.name} estaba ${o(x.h, 'malit')} y no se encontraba bien.`,
          (x) =>
            x.about
              ? `${cap(x.about.name)} estaba ${o(x.about, 'malit')}, y ${x.h.name} lo notó enseguida.`
              : `${x.h.name} estaba ${o(x.h, 'malit')} y sin ganas de jugar.`,
        ],
        [
          (x) => (x.about ? 'Le habría gustado darle un abrazo muy grande.' : 'Quería estar cerquita y descansar.'),
          (x) =>
            x.about
              ? `Pensó mucho en ${x.about.plural ? 'ellos' : x.about.fem ? 'ella' : 'él'} todo el día.`
              : 'Se sentía sin fuerzas y solo quería mimos.',
        ],
      ],
      fix: [
        [
          (x) =>
            x.about
              ? `${Helper(x)} le ${hv(x, 'explicó', 'explicaron')} que ${x.about.name} solo necesitaba descansar y mimos.`
              : `${Helper(x)} ${lo(x.h)} ${hv(x, 'arropó', 'arroparon')} en el sofá con una manta suave.`,
          (x) =>
            x.about
              ? `${x.h.name} y ${x.helper.name} le hicieron un dibujo ${al(x.about.name)} para que se pusiera ${o(x.about, 'buen')} pronto.`
              : `${Helper(x)} se ${hv(x, 'quedó', 'quedaron')} a su lado y ${lo(x.h)} ${hv(x, 'cuidó', 'cuidaron')} todo el día.`,
        ],
        [
          (x) =>
            x.about
              ? `Mandaron un beso volando ${al(x.about.name)}, muá.`
              : // (No medicine the parent did not name.)
                'Hubo mimos, un paño fresquito y mucho descanso.',
          () => 'Descansar ayuda al cuerpo a ponerse bueno, poquito a poco.',
        ],
      ],
    },
    hospital: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} estaba ${vetOr(x.about, 'en el hospital')}, y ${x.h.name} pensaba mucho en ${{ lo: 'él', la: 'ella', los: 'ellos', las: 'ellas' }[lo(x.about)]}.`
              : `Hoy fue un día distinto, porque ${x.h.name} tuvo que ir al hospital.`,
          (x) =>
            x.about
              ? `Hoy ${cap(x.about.name)} estaba ${vetOr(x.about, 'en el hospital')}, lejos de casa.`
              : 'Hoy tocaba ir al hospital.',
        ],
        [
          // Someone else in hospital is missed from home; the hero was not there.
          (x) =>
            x.about
              ? `${x.h.name} ${x.about.plural ? 'los' : lo(x.about)} echaba de menos, y sintió un poquito de preocupación.`
              : 'Allí todo era nuevo, y sintió un poquito de preocupación.',
          (x) =>
            x.about
              ? `Le costaba estar sin ${x.about.name}, y tenía el corazón un poquito encogido.`
              : 'Era grande y había mucho movimiento, y muchas caras nuevas.',
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} se ${hv(x, 'quedó', 'quedaron')} a su lado todo el rato y le ${hv(x, 'dio', 'dieron')} la mano.`,
          (x) =>
            x.about
              ? `${PET.test(x.about.name) ? 'En el veterinario' : 'Los médicos y las enfermeras'} cuidaban muy bien ${al(x.about.name)}, de día y de noche.`
              : 'Los médicos y las enfermeras fueron amables y cariñosos, y se lo explicaron todo.',
        ],
        [
          (x) => `${x.h.name} no estuvo ${o(x.h, 'sol')} ni un momento, y eso le ayudó mucho.`,
          (x) =>
            x.about
              ? `Allí cuidaban muy bien ${al(x.about.name)}, para que se pusiera ${o(x.about, 'buen')} pronto.`
              : 'Que te cuiden ayuda al cuerpo a ponerse bueno.',
        ],
      ],
    },
    vaccine: {
      uhOh: [
        [
          // (Not the jab said again after the parent's own `le tocaba la vacuna`: the turn that came.)
          () => 'Por fin llegó su turno.',
          // (No jab of its own, in no arm or leg: the parent's own `le pincho en el brazo` is told beside it.)
          (x) => `Entonces dijeron el nombre de ${x.h.name}, y le tocó entrar.`,
        ],
        // (No `¡ay!` of the child's own, nor a jab told again: the parent says how it went.)
        [() => 'Fue solo un momentito, pero picaba.', () => 'Picó un poquito, solo un momento.'],
      ],
      fix: [
        [
          // (No `brave`: the parent says so, where the child was.)
          (x) =>
            `${Helper(x)} ${lo(x.h)} ${hv(x, 'abrazó', 'abrazaron')} y le ${hv(x, 'dijo', 'dijeron')}: «Ya está, ya pasó».`,
          (x) => `${Helper(x)} le ${hv(x, 'dio', 'dieron')} un abrazo muy grande y un beso donde le picaba.`,
        ],
        [
          // (No sticker: the parent says what was given, a plaster or a lollipop.)
          () => 'El pinchazo se pasó enseguida, y ya casi ni se acordaba.',
          () => 'La vacuna ayuda a que el cuerpo esté fuerte y sano.',
        ],
      ],
    },
    died: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `Fue un día triste, porque se murió ${x.about.name}, y ${x.h.name} ${lo(x.about)} quería mucho.`
              : `Fue un día triste, porque se murió alguien a quien ${x.h.name} quería mucho.`,
          (x) =>
            x.about
              ? `Ese día llegó una noticia triste para ${x.h.name}: ${x.about.name} se había muerto.`
              : `Ese día llegó una noticia triste: alguien muy querido para ${x.h.name} se había muerto.`,
        ],
        [
          () => 'Eso quiere decir que ya no va a volver, y sintió mucha tristeza.',
          (x) => `Por dentro se sentía triste y ${o(x.h, 'callad')}.`,
        ],
      ],
      fix: [
        [
          (x) =>
            `${Helper(x)} ${lo(x.h)} ${hv(x, 'abrazó', 'abrazaron')} y le ${hv(x, 'dijo', 'dijeron')}: «No pasa nada por estar triste».`,
          (x) => `${Helper(x)} se ${hv(x, 'quedó', 'quedaron')} con ${x.h.name} mucho rato, de la mano.`,
        ],
        [
          () => 'Hablaron de los momentos bonitos, y eso les dio calorcito por dentro.',
          () => 'El cariño no se va: se queda para siempre en el corazón.',
        ],
      ],
    },
    missing: {
      uhOh: [
        [
          (x) => `Hoy ${x.h.name} echaba mucho de menos ${x.about ? al(x.about.name) : 'a alguien'}.`,
          (x) =>
            x.about
              ? `${cap(x.about.name)} estaba lejos hoy, y ${x.h.name} ${lo(x.about)} echaba mucho de menos.`
              : `Alguien a quien ${x.h.name} quería mucho estaba lejos hoy.`,
        ],
        [() => 'Sentía un huequito triste por dentro.', () => 'Le habría gustado darle un abrazo ahora mismo.'],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'dijo', 'dijeron')}: «Podemos echar de menos a alguien y estar bien».`,
          (x) => `${Helper(x)} le ${hv(x, 'ayudó', 'ayudaron')} a hacer un dibujo para regalárselo muy pronto.`,
        ],
        [
          () => 'Echar de menos a alguien quiere decir que lo queremos, y que esa persona también nos quiere.',
          () => 'Mandaron un beso volando, para que le llegara allá donde estuviera.',
        ],
      ],
    },
    // Mamá, papá o un hermano enfermo en casa: primero la preocupación por él, luego los cuidados del niño.
    nursing: {
      uhOh: [
        [
          (x) =>
            x.about
              ? `${cap(x.about.name)} ${x.about.plural ? 'estaban' : 'estaba'} ${o(x.about, 'malit')} hoy y ${x.about.plural ? 'tenían' : 'tenía'} que quedarse en la cama.`
              : 'Hoy alguien en casa estaba malito y tenía que quedarse en la cama.',
          (x) =>
            x.about
              ? `Hoy ${x.about.name} se ${x.about.plural ? 'encontraban' : 'encontraba'} demasiado mal para levantarse a jugar.`
              : 'Hoy alguien en casa se encontraba demasiado mal para levantarse a jugar.',
        ],
        [
          (x) => `${x.h.name} estaba un poco ${o(x.h, 'preocupad')}, y la casa estaba muy callada.`,
          (x) => `Le habría gustado tanto jugar con ${x.about ? x.about.name : 'alguien'}.`,
        ],
      ],
      fix: [
        [
          (x) => `${x.h.name} ayudó a cuidar${x.about ? lo(x.about) : 'los a todos'} con mucho cariño, despacito.`,
          (x) =>
            `${x.h.name} jugó muy bajito, para que ${x.about ? x.about.name : 'todos'} ${x.about?.plural ? 'pudieran' : 'pudiera'} descansar.`,
        ],
        [
          // A little brother or sister ill in bed thanks with a smile: `mi amor` is a grown-up's word.
          (x) =>
            x.about && /(?<![\p{L}])(?:herman|beb)/iu.test(x.about.name)
              ? `${cap(x.about.name)} sonrió con carita de sueño y le apretó la mano.`
              : `${x.about ? cap(x.about.name) : 'Alguien'} sonrió con carita de sueño y dijo: «Gracias, mi amor».`,
          (x) => `«Con tus mimos ya me siento mejor», susurró ${x.about ? x.about.name : 'una vocecita cansada'}.`,
        ],
      ],
    },
    goodbye: {
      uhOh: [
        [
          (x) => `Tocaba decir adiós${x.about ? ` ${al(x.about.name)}` : ''}, y las despedidas a veces cuestan.`,
          (x) => `Hoy ${x.h.name} tuvo que decir adiós${x.about ? ` ${al(x.about.name)}` : ''}.`,
        ],
        [
          () => 'Dijo adiós con la mano una y otra vez, y se sintió un poco triste.',
          () => 'Tenía los ojos húmedos, y se agarró fuerte.',
        ],
      ],
      fix: [
        [
          (x) => `${Helper(x)} ${hv(x, 'dijo', 'dijeron')}: «Es normal sentirse triste cuando nos despedimos».`,
          (x) => `${Helper(x)} le ${hv(x, 'dio', 'dieron')} el abrazo más grande y más largo del mundo.`,
        ],
        [
          () => 'Los que se quieren se siguen queriendo, aunque estén lejos.',
          () => 'Pensaron juntos en todas las cosas bonitas que iban a recordar.',
        ],
      ],
    },
  },
  worry: [
    (x) => `${x.h.name} sintió un temblorcito por dentro.`,
    () => 'Ay, ay, ay.',
    (x) => `A ${x.h.name} le empezó a temblar el labio, solo un poquito.`,
    (x) => `${x.h.name} no sabía qué hacer.`,
    () => 'Uy, uy, uy.',
    // Not `se quedó… con cara de…`: the uh-oh before it may say so already (`Se quedó sentado… con cara de sorpresa`).
    (x) => `${x.h.name} arrugó la naricita, un poco ${o(x.h, 'preocupad')}.`,
    (x) => `${x.h.name} frunció un poquito el ceño.`,
    () => '¿Y ahora qué?',
  ],
  homecoming: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `${cap(x.about.name)} había estado lejos muchos días, y ${x.h.name} ${lo(x.about)} había echado mucho de menos.`
            : `Alguien a quien ${x.h.name} quería mucho había estado lejos muchos días.`,
        (x) => `Durante días, ${x.h.name} había echado mucho de menos ${x.about ? al(x.about.name) : 'a alguien'}.`,
      ],
      [() => 'Había sentido un huequito por dentro.', () => 'Cada día había querido darle un abrazo.'],
    ],
    fix: [
      [
        (x) =>
          x.about ? `Y entonces, por fin, ${x.about.name} volvió a casa.` : 'Y entonces, por fin, volvieron a casa.',
        (x) => (x.about ? `Por fin ${x.about.name} estaba en casa otra vez.` : 'Por fin estaban en casa otra vez.'),
      ],
      [
        () => 'El huequito se llenó, y llegó un sentimiento feliz y calentito.',
        () => 'Todos estaban juntos otra vez, y así estaba todo bien.',
      ],
    ],
  },
  storm: {
    uhOh: [
      [
        () => 'Entonces el trueno hizo ¡bum!, y empezó a llover a cántaros.',
        () => '¡Cataplum!, sonó el trueno, y el viento hizo fiuu, fiuu.',
      ],
      [(x) => `Sonaba muy fuerte, y a ${x.h.name} le dio miedo.`, () => 'Se asustó y se tapó las orejitas.'],
    ],
    fix: [
      [
        (x) =>
          `${Helper(x)} ${hv(x, 'abrazó', 'abrazaron')} fuerte a ${x.h.name}: «Son solo las nubes haciendo ruido. Conmigo no pasa nada».`,
        (x) => `${Helper(x)} se ${hv(x, 'acurrucó', 'acurrucaron')} con ${x.h.name}, y juntos contaron los truenos.`,
      ],
      [
        () => 'Poco a poco, la tormenta se fue calmando, y luego se alejó.',
        () => 'Trueno a trueno, la tormenta se fue cada vez más lejos.',
      ],
    ],
  },
  jealousy: {
    uhOh: [
      [
        (x) =>
          x.about
            ? `Todos miraban solo a ${x.about.name}, y ${x.h.name} se sintió un poco ${o(x.h, 'olvidad')}.`
            : `Todos estaban ocupados con otra persona, y ${x.h.name} se sintió un poco ${o(x.h, 'olvidad')}.`,
        (x) =>
          x.about
            ? `Todos los mimos eran para ${x.about.name}, y a ${x.h.name} le dieron celos.`
            : `Entonces a ${x.h.name} le dieron un poquito de celos.`,
      ],
      [() => 'También quería mimos, y le tembló el labio.', () => 'Por dentro crecía un sentimiento gruñón de celos.'],
    ],
    fix: [
      [
        (x) => `${Helper(x)} le ${hv(x, 'dio', 'dieron')} un abrazo muy fuerte: «Para ti también hay muchísimo amor».`,
        (x) => `${Helper(x)} le ${hv(x, 'hizo', 'hicieron')} un hueco a su lado, bien cerquita.`,
      ],
      [
        () => 'Había amor de sobra para todos, y los celos se hicieron pequeños, pequeñitos.',
        () => 'Bien acurrucados, los celos se fueron haciendo pequeñitos.',
      ],
    ],
  },
  feelBetter: [
    (x) => `${x.h.name} respiró hondo, y poco a poco se sintió mucho mejor.`,
    (x) => `${x.h.name} volvió a sonreír, con una sonrisa de oreja a oreja.`,
    (x) => `Todo volvía a estar bien, y ${x.h.name} sintió un calorcito por dentro.`,
    (x) => `${x.h.name} ${x.helper.plural ? 'les' : 'le'} dio ${al(x.helper.name)} un abrazo de gracias.`,
    (x) => `El sol volvió a salir en el corazón de ${x.h.name}.`,
    // (No pride: after a parent came home or a cup was spilt, the child did nothing to be proud of.)
    (x) => `${x.h.name} se sintió feliz, ${o(x.h, 'tranquil')} y ${o(x.h, 'liger')} como una pluma.`,
    (x) => `«Gracias», dijo ${x.h.name}, con los ojos brillantes.`,
    (x) => `${x.h.name} soltó un suspiro muy grande, uf, y se rio.`,
    (x) => `Ahora ${x.h.name} se sentía muchísimo mejor.`,
    // The feeling is let go of slowly, never waved off (`y así, sin más`).
    (x) => `Poquito a poco, ${x.h.name} se fue sintiendo mejor.`,
  ],
  comfort: [
    () => 'A veces uno se siente mal, y no pasa nada: siempre hay alguien cerca para darte un abrazo.',
    (x) => `${x.h.name} no estaba ${o(x.h, 'sol')}, y ${lo(x.h)} querían muchísimo.`,
    () => 'Estar cerca de alguien que te quiere hace que todo sea un poco más suave.',
    (x) => `${x.h.name} se acurrucó bien cerquita, ${o(x.h, 'calentit')} y a salvo.`,
    () => 'Ahora todo estaba un poco más en calma, tranquilo y calentito.',
    () => 'Algunos días tienen ratos difíciles, y no pasa nada.',
    (x) => `${x.h.name} apoyó la cabeza en un hombro suave y respiró despacio.`,
  ],

  things: {
    ducks: {
      noun: n('los patos', 'un pato', 'patos'),
      goodnight: 'patitos',
      lines: [
        // (No crumbs thrown: feeding the ducks is the parent's to tell, and would be told twice.)
        () => 'Un patito se sacudió el agua de las plumas, ¡cua, cua!',
        () => 'Los patos pasaron en fila, bamboleándose, cua, cua, cua.',
      ],
    },
    dog: {
      noun: n('el perro', 'un perro', 'perro'),
      goodnight: 'perrito',
      lines: [
        () => 'El perro movía la cola de un lado a otro, ¡guau, guau!',
        (x) => S(x, 'acarició a un perro suavecito, con mucho cuidado, y el perro le lamió la mano.'),
      ],
    },
    cat: {
      noun: n('el gato', 'un gato', 'gato'),
      goodnight: 'gatito',
      lines: [
        () => 'Un gatito dormía al sol, ronroneando bajito.',
        // (The day's cat may be the family's own: no stranger cat greeted.)
        (x) => S(x, 'acarició al gato despacito, y el gato ronroneó, rrrr.'),
      ],
    },
    horse: {
      noun: n('el caballo', 'un caballo', 'caballo'),
      goodnight: 'caballito',
      lines: [
        (x) => S(x, 'acarició a un caballo grande y marrón, que asomó el hocico suave por la valla.'),
        (x) => S(x, 'montó en un poni, clop, clop, clop, muy despacito.'),
      ],
    },
    cow: {
      noun: n('las vacas', 'una vaca', 'vacas'),
      goodnight: 'vacas',
      lines: [
        () => 'En el prado, una vaca dijo muuu, largo y despacito.',
        (x) => S(x, 'saludó a las vacas, y una de ellas movió la cola.'),
      ],
    },
    sheep: {
      noun: n('las ovejas', 'una oveja', 'ovejas'),
      goodnight: 'corderitos',
      lines: [
        () => 'Las ovejas esponjosas mordisqueaban la hierba, bee, bee.',
        () => 'Un corderito iba dando saltitos detrás de su mamá.',
      ],
    },
    chickens: {
      noun: n('las gallinas', 'una gallina', 'gallinas'),
      goodnight: 'gallinas',
      lines: [
        () => 'Las gallinas hacían clo, clo, clo y picoteaban las semillas.',
        // (No eggs found: the parent's own `recogió huevos` is what brings the hens, and would be told twice.)
        () => 'Una gallina ahuecó las plumas, muy presumida, clo, clo.',
      ],
    },
    fish: {
      noun: n('los peces', 'un pez', 'peces'),
      goodnight: 'pececitos',
      lines: [
        () => 'Pasaron unos pececitos nadando, zis, zas, con las colas brillantes.',
        (x) => S(x, 'miró cómo los pececitos hacían burbujitas en el agua.'),
      ],
    },
    birds: {
      noun: n('los pájaros', 'un pájaro', 'pájaros'),
      goodnight: 'pajaritos',
      lines: [
        () => 'Un pajarito se acercó dando saltitos y cantó, pío, pío.',
        (x) => S(x, 'miró a los pájaros revolotear de rama en rama.'),
      ],
    },
    butterfly: {
      noun: n('la mariposa', 'una mariposa', 'mariposas'),
      goodnight: 'mariposa',
      lines: [
        () => 'Una mariposa se posó en una flor, aleteó y se fue volando otra vez.',
        (x) => S(x, `se quedó muy ${o(x.h, 'quietecit')} mientras una mariquita se le paseaba por el dedo.`),
      ],
    },
    snail: {
      noun: n('el caracol', 'un caracol', 'caracoles'),
      goodnight: 'caracolito',
      lines: [
        (x) => S(x, 'encontró un caracol que llevaba la casa a cuestas, despacito, despacito.'),
        () => 'Una lombriz salió de la tierra para ver el cielo.',
      ],
    },
    rabbit: {
      noun: n('el conejo', 'un conejo', 'conejos'),
      goodnight: 'conejito',
      lines: [
        () => 'Un conejo movió la nariz y se fue saltando, hop, hop.',
        (x) => S(x, 'le dio un trocito de zanahoria a un conejo suave, ñam.'),
      ],
    },
    guineaPig: {
      noun: n('la cobaya', 'una cobaya', 'cobayas'),
      goodnight: 'cobayita',
      lines: [
        () => 'Una cobaya chilló, cuic, cuic, y mordisqueó una hojita.',
        (x) => S(x, 'le dio un trocito de pepino a la cobaya, ñam, ñam.'),
      ],
    },
    hamster: {
      noun: n('el hámster', 'un hámster', 'hámsteres'),
      goodnight: 'hámster',
      lines: [
        () => 'Un hámster se llenó los mofletes hasta que quedaron redonditos.',
        (x) => S(x, 'miró al hámster correr en su rueda, vueltas y más vueltas.'),
      ],
    },
    tortoise: {
      noun: n('la tortuga', 'una tortuga', 'tortugas'),
      goodnight: 'tortuguita',
      lines: [
        // (No walking: behind an aquarium's glass a turtle swims.)
        () => 'Una tortuga asomó la cabecita del caparazón, despacito, despacito.',
        // (Looked at, never fed: a tortoise may be behind an aquarium's glass, or the pet the family said goodbye to.)
        (x) => S(x, 'miró a la tortuga, que iba despacito, despacito, sin ninguna prisa.'),
      ],
    },
    cake: {
      noun: n('el pastel', 'un pastel', 'pastel'),
      // The parent's word may be magdalenas, bizcocho or torta: the lines say what all of them are.
      goodnight: 'dulces del horno',
      lines: [
        // (Neither eaten nor warm: a birthday cake may have fallen to the floor, and is seldom warm.)
        () => 'Había algo dulce recién hecho, y olía de maravilla.',
        () => 'Algo dulce esperaba en la mesa, ¡qué buena pinta!',
      ],
    },
    icecream: {
      noun: n('el helado', 'un helado', 'helado'),
      goodnight: 'helado',
      lines: [
        // (The ice cream the parent told of, never a second one.)
        () => 'El helado estaba frío y dulce, chup, chup.',
        () => 'El helado estaba tan frío que hacía cosquillas en los dientes.',
      ],
    },
    pancakes: {
      noun: n('las tortitas', 'una tortita', 'tortitas'),
      goodnight: 'tortitas',
      // (A thing's line is told beside the parent's own words of it: what it was like, never the eating again.)
      lines: [() => 'Las tortitas estaban calentitas y olían de maravilla, mmm.'],
    },
    pasta: {
      noun: n('la pasta', 'un plato de pasta', 'pasta'),
      goodnight: 'pasta calentita',
      lines: [() => 'La pasta echaba humito, y olía muy rico.'],
    },
    pizza: {
      noun: n('la pizza', 'una pizza', 'pizza'),
      goodnight: 'pizza',
      lines: [() => 'La pizza estaba calentita, con mucho queso, y cortada en triangulitos.'],
    },
    soup: {
      noun: n('la sopa', 'una sopa', 'sopa'),
      goodnight: 'sopita calentita',
      // (Not `se la tomó toda`: the parent may have written `un poco de caldito`.)
      lines: [() => 'La sopa echaba humito, y había que soplar, fuuu, fuuu.'],
    },
    bread: {
      // Bread is also a sandwich or a croissant (`un bocata`, `medialunas`): no toast, and nothing warm or golden a
      // cold `bocadillo de jamón` is not; only its crumbs, which every bread leaves.
      noun: n('el pan', 'un trocito de pan', 'pan'),
      goodnight: 'miguitas de pan',
      lines: [() => 'Se quedaron unas miguitas chiquitinas por aquí y por allá.'],
    },
    cookies: {
      noun: n('las galletas', 'una galleta', 'galletas'),
      goodnight: 'galletas',
      // (Never the child eating one: the parent may have baked them, and that is the parent's own line to tell.)
      lines: [() => 'Olía a mantequilla y a horno calentito, mmm.'],
    },
    fruit: {
      noun: n('la fruta', 'una fruta', 'fruta'),
      goodnight: 'fruta jugosa',
      // (No bowl and no sticky fruit the parent never wrote: fruit bought at a market, picked or eaten alike.)
      lines: [() => 'La fruta olía dulce y fresquita, mmm.'],
    },
    strawberries: {
      noun: n('las fresas', 'una fresa', 'fresas'),
      goodnight: 'fresas',
      lines: [() => 'Las fresas eran rojas, brillantes y olían muy dulce.'],
    },
    apple: {
      noun: n('una manzana', 'una manzana', 'manzana'),
      goodnight: 'manzana roja',
      lines: [() => 'La manzana era roja y brillante, y olía a fresquito.'],
    },
    banana: {
      noun: n('un plátano', 'un plátano', 'plátano'),
      goodnight: 'plátano',
      lines: [() => 'El plátano era amarillo, con la piel lisa y suave.'],
    },
    picnic: {
      noun: n('el pícnic', 'un pícnic', 'pícnic'),
      goodnight: 'mantel del pícnic',
      lines: [() => 'Al aire libre, todo sabía un poquito más rico.'],
    },
    ball: {
      noun: n('la pelota', 'una pelota', 'pelota'),
      goodnight: 'pelota saltarina',
      lines: [(x) => S(x, 'le dio una patada a una pelota, y la pelota salió botando, bote, bote, bote.')],
    },
    balloon: {
      noun: n('el globo', 'un globo', 'globo'),
      // The balloon as it is, whoever held it (`el yayo nos esperó con un globo`), in no colour the parent did not say.
      goodnight: 'globo',
      lines: [() => 'El globo bailaba en la punta de su cuerda, arriba y abajo.'],
    },
    kite: {
      noun: n('la cometa', 'una cometa', 'cometa'),
      goodnight: 'cometa',
      lines: [() => 'Una cometa bailaba en lo alto del cielo, meneando la cola.'],
    },
    bubbles: {
      noun: n('las pompas', 'una pompa', 'pompas'),
      goodnight: 'pompas de jabón',
      lines: [() => 'Las pompas de jabón brillaban con todos los colores, y hacían plof.'],
    },
    blocks: {
      noun: n('los bloques', 'un bloque', 'bloques'),
      goodnight: 'bloques',
      lines: [(x) => S(x, 'apiló los bloques, cada vez más alto.')],
    },
    puzzle: {
      noun: n('el puzle', 'un puzle', 'puzle'),
      goodnight: 'puzle',
      lines: [(x) => S(x, 'puso la última pieza del puzle, clic.')],
    },
    book: {
      noun: n('el cuento', 'un cuento', 'cuento'),
      goodnight: 'libro de cuentos',
      lines: [() => 'El cuento tenía unos dibujos grandes y de colores.'],
    },
    drawing: {
      noun: n('el dibujo', 'un dibujo', 'dibujo'),
      goodnight: 'ceras de colores',
      lines: [() => 'El papel se llenó de colores grandes y alegres.'],
    },
    doll: {
      noun: n('la muñeca', 'una muñeca', 'muñeca'),
      goodnight: 'muñeca',
      lines: [(x) => S(x, 'meció a la muñeca en los brazos, muy despacito.')],
    },
    teddy: {
      noun: n('el peluche', 'un peluche', 'peluche'),
      goodnight: 'peluche',
      lines: [(x) => S(x, 'abrazó fuerte su peluche, porque sí.')],
    },
    toyCar: {
      noun: n('el cochecito', 'un cochecito', 'cochecito'),
      goodnight: 'cochecito',
      lines: [(x) => S(x, 'puso los cochecitos en fila, como en un atasco, pii, piii.')],
    },
    sandcastle: {
      noun: n('el castillo de arena', 'un castillo de arena', 'castillo de arena'),
      goodnight: 'castillo de arena',
      lines: [() => 'La arena mojada se apretaba muy bien, palmadita a palmadita.'],
    },
    swing: {
      noun: n('el columpio', 'un columpio', 'columpio'),
      goodnight: 'columpio',
      lines: [(x) => S(x, 'se subió al columpio y voló muy alto, iuju, y luego bajito otra vez.')],
    },
    slide: {
      noun: n('el tobogán', 'un tobogán', 'tobogán'),
      goodnight: 'tobogán',
      // A slide that ends well: said before a real fall too, it is no second bump.
      lines: [(x) => S(x, 'se tiró por el tobogán, fiuuu, hasta abajo del todo.')],
    },
    song: {
      noun: n('la canción', 'una canción', 'canción'),
      goodnight: 'canciones alegres',
      lines: [(x) => S(x, 'cantó una cancioncita, la, la, la.')],
    },
    scooter: {
      noun: n('el patinete', 'un patinete', 'patinete'),
      goodnight: 'patinete',
      lines: [(x) => S(x, 'montó en su patinete: un empujón, otro empujón, y a deslizarse.')],
    },
    bike: {
      noun: n('la bici', 'una bici', 'bici'),
      goodnight: 'bici',
      lines: [(x) => S(x, 'montó en su bici, y las ruedas daban vueltas y más vueltas.')],
    },
    boat: {
      noun: n('el barco', 'un barco', 'barco'),
      goodnight: 'barquito',
      lines: [() => 'Un barquito se mecía en el agua, arriba y abajo.'],
    },
    // Trucks, diggers and tractors are one thing here, said as the one a toddler plays with most (`el camión rojo`):
    // a truck the parent typed is never told as a tractor.
    tractor: {
      noun: n('el camión grande', 'un camión grande', 'camión grande'),
      goodnight: 'camión grande',
      // The truck makes its noise wherever it is, toy or real: no lorry passing by that the parent never saw.
      lines: [() => 'El camión grande hacía brum, brum, brum.'],
    },
    bus: {
      noun: n('el autobús', 'un autobús', 'autobús'),
      goodnight: 'autobús grande',
      lines: [(x) => S(x, 'subió al autobús y apretó el botón, din.')],
    },
    train: {
      noun: n('el tren', 'un tren', 'tren'),
      goodnight: 'tren chu-chu',
      lines: [() => 'Pasó un tren, chu-chu, traca, traca.'],
    },
    car: {
      noun: n('el coche', 'un coche', 'coche'),
      goodnight: 'coche',
      lines: [(x) => S(x, 'se sentó en su sillita del coche y vio pasar el mundo.')],
    },
    plane: {
      noun: n('el avión', 'un avión', 'avión'),
      goodnight: 'avión',
      lines: [() => 'El avión volaba muy alto, por encima de las nubes, brrrum.'],
    },
    rain: {
      noun: n('la lluvia', 'la lluvia', 'lluvia'),
      goodnight: 'lluvia',
      lines: [() => 'La lluvia hacía plic, ploc en la ventana.'],
    },
    puddle: {
      noun: n('los charcos', 'un charco', 'charcos'),
      goodnight: 'charcos',
      lines: [(x) => S(x, 'saltó en un charco, ¡chof!')],
    },
    snow: {
      noun: n('la nieve', 'la nieve', 'nieve'),
      goodnight: 'copos de nieve',
      lines: [() => 'Caían copos de nieve, blancos y suaves, despacito.'],
    },
    sun: {
      noun: n('el sol', 'el sol', 'sol'),
      goodnight: 'sol',
      lines: [() => 'El sol calentó y brilló todo el día.'],
    },
    wind: {
      noun: n('el viento', 'el viento', 'viento'),
      goodnight: 'viento',
      lines: [() => 'El viento soplaba, fiuuu, fiuuu, y las hojas bailaban.'],
    },
    rainbow: {
      noun: n('el arcoíris', 'un arcoíris', 'arcoíris'),
      goodnight: 'arcoíris',
      lines: [() => 'Y apareció un arcoíris: rojo, amarillo, verde y azul.'],
    },
    flowers: {
      noun: n('las flores', 'una flor', 'flores'),
      goodnight: 'flores',
      lines: [(x) => S(x, 'olió las flores, snif, snif, mmm.')],
    },
    leaves: {
      noun: n('las hojas', 'una hoja', 'hojas'),
      goodnight: 'hojas crujientes',
      lines: [(x) => S(x, 'pateó las hojas secas, cruj, cras, cruj.')],
    },
    shells: {
      noun: n('las conchas', 'una concha', 'conchas'),
      goodnight: 'conchitas',
      lines: [(x) => S(x, 'encontró una concha y se la acercó a la oreja.')],
    },
    stones: {
      noun: n('las piedras', 'una piedra', 'piedras'),
      goodnight: 'piedrecitas',
      lines: [(x) => S(x, 'recogió piedrecitas lisas y se las guardó en el bolsillo.')],
    },
    tree: {
      noun: n('el árbol', 'un árbol', 'árbol'),
      goodnight: 'árbol grande',
      lines: [(x) => S(x, 'abrazó un árbol grande y viejo, de corteza rugosa.')],
    },
    water: {
      noun: n('el agua', 'el agua', 'agua'),
      // (Bath water is warm, a drink may be cold: the water said as neither.)
      goodnight: 'gotitas de agua',
      lines: [() => 'El agua hacía glu, glu, glu.'],
    },
  },
  people: {
    mum: { ref: person('mamá', true), goodnight: 'mamá' },
    dad: { ref: person('papá', false), goodnight: 'papá' },
    grandma: { ref: person('la abuela', true), goodnight: 'abuela' },
    grandpa: { ref: person('el abuelo', false), goodnight: 'abuelo' },
    grandparents: { ref: person('los abuelos', false, true), goodnight: 'abuelos' },
    brother: { ref: person('su hermano', false), goodnight: 'hermano' },
    sister: { ref: person('su hermana', true), goodnight: 'hermana' },
    baby: { ref: person('el bebé', false), goodnight: 'bebé' },
    friend: { ref: person('sus amigos', false, true), goodnight: 'amigos' },
    friends: { ref: person('los otros niños', false, true), goodnight: 'amiguitos' },
    teacher: { ref: person('la maestra', true), goodnight: 'maestra' },
    doctor: { ref: person('la doctora', true), goodnight: 'doctora' },
    aunt: { ref: person('la tía', true), goodnight: 'tía' },
    uncle: { ref: person('el tío', false), goodnight: 'tío' },
    cousin: { ref: person('su primo', false), goodnight: 'primo' },
  },
  events: {
    birthday: [
      () => 'Era un cumpleaños, y eso hacía que todo el día fuera especial.',
      () => 'Todos cantaron juntos el «Cumpleaños feliz», con muchas palmas.',
    ],
    newBaby: [
      () => 'Había un bebé nuevo en la familia, chiquitito y precioso.',
      // Not a kiss: the parent's own words so often tell the kiss that a stock one says it twice.
      () => 'Miró al bebé nuevo muy de cerquita: ¡qué manitas tan chiquititas!',
    ],
    firstDay: [
      (x) => `${x.h.name} tenía un cosquilleo en la barriga: ¡era la primera vez!`,
      (x) => `Todo era nuevo para ${x.h.name}, y lo miraba todo con ojos muy grandes.`,
    ],
    moving: [
      () => 'Había cajas por todas partes, porque les esperaba una casa nueva.',
      () => 'Ayudó a llevar una caja pequeña a la casa nueva.',
    ],
    haircut: [
      () => 'Le cortaron el pelo, chas, chas, y se miró en el espejo.',
      () => 'Chas, chas, hacían las tijeras, y el pelo quedó corto y bonito.',
    ],
    holiday: [
      () => 'Era un día distinto a los demás, y todo parecía un poco especial.',
      () => 'Era un día de los que se recuerdan, con cosas nuevas que ver por todas partes.',
    ],
    dentist: [
      (x) => S(x, 'le enseñó al dentista lo bien que se cepilla, fris, fras.'),
      () => 'El dentista contó los dientes uno a uno y dijo que estaban fuertes y limpios.',
    ],
    market: [
      () => 'El mercado estaba lleno de vida y de colores.',
      (x) => S(x, 'llevó una bolsita de fruta hasta casa.'),
    ],
    aquarium: [
      () => 'El agua brillaba azul por todas partes, como en el fondo del mar.',
      (x) => S(x, 'saludó a los peces con la mano, y un pececito se acercó mucho.'),
    ],
  },
  festival: [
    (x) => `${cap(was(x.name))} ${x.name}, y todo el día tuvo un aire de fiesta.`,
    (x) => `Aquel día ${was(x.name)} ${x.name}, y se notaba la alegría por todas partes.`,
    (x) => `Por fin ${was(x.name)} ${x.name}, y todos estaban contentos.`,
  ],
  typed: [
    (x) => `Luego llegó otro ratito del día de ${x.h.name}: ${x.what}.`,
    (x) => `Más tarde, ${x.h.name} tuvo otro plan: ${x.what}.`,
    (x) => `Y el día de ${x.h.name} siguió con esto: ${x.what}.`,
    (x) => `Después tocaba otra cosa en el día de ${x.h.name}: ${x.what}.`,
  ],
  // (True of any typed thing, a nap on the sofa on a sick day too: no bustle, no eyes wide open.)
  typedFeel: [
    () => 'Fue un ratito de los buenos, de esos que se recuerdan.',
    () => 'Cada ratito del día tenía algo especial.',
    () => 'Y ese ratito se le quedó guardado en el corazón.',
    () => 'El tiempo pasó, tic-tac, tic-tac.',
  ],
  typedMemory: [
    // (A list left empty, all of it the child's own pet name, says no list: never `ratitos de hoy: .`.)
    (x) =>
      x.list
        ? `${x.first ? `${x.h.name} también` : 'También'} se acordó de otros ratitos de hoy: ${x.list}.`
        : `${x.first ? `${x.h.name} también` : 'También'} se acordó de otros ratitos de hoy, y sonrió.`,
    (x) =>
      x.list
        ? `${x.first ? x.h.name : 'También'} pensó en más cosas de hoy: ${x.list}.`
        : `${x.first ? x.h.name : 'También'} pensó en más cosas bonitas de hoy.`,
    (x) => (x.list ? `Y qué cosas tan bonitas hubo hoy: ${x.list}.` : 'Y qué cosas tan bonitas hubo hoy.'),
  ],
  // The parent's own words in a list, with the accents they left out (`su camion rojo`: `su camión rojo`); the child's
  // own pet name (`a mi peque le encantó`: `su peque`) is the child, and the parent's own doing (`los senté`) no thing
  // of the day: neither is listed.
  join(items) {
    const said = items
      .filter((item) => !CHILD_PET_NAME.test(item) && !PARENT_DOING.test(item) && !WHICH_CHILD.test(item))
      .map(spelled);
    if (said.length <= 1) return said.join('');
    return `${said.slice(0, -1).join(', ')} y ${said.at(-1)}`;
  },
  said: [
    (x) => `${x.c ? x.c.name : x.h.name} dijo: «${quoted(x.words)}».`,
    (x) => `Y entonces ${x.c ? x.c.name : x.h.name} dijo: «${quoted(x.words)}».`,
    (x) => `${x.c ? x.c.name : x.h.name} tenía algo que decir: «${quoted(x.words)}».`,
  ],
  meet: [
    (x) => `Mira, aquí viene ${x.h.name}, ${x.look}.`,
    (x) => `Aquí está ${x.h.name}, ${x.look}.`,
    (x) => `Te presento a ${x.h.name}, ${x.look}.`,
  ],
  relation(word, relation) {
    // The parent's own word for a grandparent or a teacher (`el yayo`, `la nona`, `la seño`, `el maestro`): the story
    // calls them so, not `el abuelo` or `la maestra`; goodnight says the word without its article.
    const lower = word.toLocaleLowerCase('es');
    const own = (article: 'el' | 'la' | 'los' | 'las' | 'sus', called: string, fem = article === 'la') => ({
      ...person(`${article} ${called}`, fem, ['los', 'las', 'sus'].includes(article)),
      goodnight: called,
    });
    // `con los tíos`, `con sus primas`: more than one, as the parent said.
    const accent = (plural: string) => plural.replace(/^ti/u, 'tí');
    if (relation === 'uncle' && /^t[ií]os$/u.test(lower)) return own('los', accent(lower), false);
    if (relation === 'aunt' && /^t[ií]as$/u.test(lower)) return own('las', accent(lower), true);
    if (relation === 'cousin' && /^primos$/u.test(lower)) return own('sus', lower, false);
    if (relation === 'cousin' && /^primas$/u.test(lower)) return own('sus', lower, true);
    if (relation === 'grandma' && /^(yaya|nona|abuelita|lela|güela|abue)$/u.test(lower)) return own('la', lower);
    // `con la tata`: the woman who minds the child keeps her own word and her `la` (`la tata`), never `la abuela`.
    const tata = /^(?:(?:a|con|de)\s+)?(?:la\s+)?(tata|tatita)$/u.exec(lower);
    if (relation === 'grandma' && tata) return own('la', tata[1] ?? 'tata');
    if (relation === 'grandpa' && /^(yayo|nono|abuelito|abuelo|tata|lelo|güelo|welito)$/u.test(lower))
      return own('el', lower);
    if (relation !== 'teacher') return undefined;
    if (/^(seño|señito)$/u.test(lower)) return own('la', lower);
    if (/^(maestro|profesor)$/u.test(lower)) return own('el', lower);
    if (/^(maestra|profesora)$/u.test(lower)) return own('la', lower);
    return undefined;
  },
  named(typed, word, relation, pet) {
    const name = nameWritten(typed);
    // A relation typed without its accent (`el tio Paco`, `la tia Rosi`) is told and wished goodnight with it.
    const lower = word.toLocaleLowerCase('es').replace(/^t(i)(os?|as?)$/u, 'tí$2');
    // The parent's own word for the relation or kind (`abuelita`, `seño`, `yaya`, `perrita`) is kept, with its gender.
    const femWord = /a$/u.test(lower) || ['seño', 'mamá', 'mama', 'mami'].includes(lower);
    const mascWord =
      /(o|ito|ón|or)$/u.test(lower) || ['papá', 'papa', 'papi', 'pez', 'hámster', 'hamster', 'cuy'].includes(lower);
    const byName = /a$/u.test(name.toLocaleLowerCase('es'));
    // `la tata Nena`, `el tata Lucho`, `la profe Ana`: a word said of both takes the name's gender where it shows one.
    const either = /^(tata|tatita|abu|abue|bisa|profe)$/u.test(lower);
    const nameGender = /a$/u.test(name.toLocaleLowerCase('es'))
      ? true
      : /o$/u.test(name.toLocaleLowerCase('es'))
        ? false
        : undefined;
    if (pet) {
      // `Canela, la hámster`: a kind said of both takes the pet's name's gender (`la hámster Canela`, `la quería`).
      const both = /^(hámster|hamster|cuy)$/u.test(lower) && byName;
      const fem = femWord || both ? true : mascWord ? false : byName;
      return person(`${fem ? 'la' : 'el'} ${lower} ${name}`, fem);
    }
    const fem =
      either && nameGender !== undefined
        ? nameGender
        : ['mum', 'grandma', 'sister', 'aunt'].includes(relation ?? '')
          ? true
          : ['dad', 'grandpa', 'brother', 'uncle'].includes(relation ?? '')
            ? false
            : femWord
              ? true
              : mascWord
                ? false
                : byName;
    // Mum and dad are told by name; `su hermana Mia`, `su amigo Bauti`; `la abuela Chela`, `la seño Marta`.
    if (relation === 'mum' || relation === 'dad' || relation === 'baby' || relation === 'grandparents') {
      return person(name, fem);
    }
    const own = ['brother', 'sister', 'friend', 'friends', 'cousin'].includes(relation ?? '');
    return person(`${own ? 'su' : fem ? 'la' : 'el'} ${lower} ${name}`, fem);
  },

  evening: {
    dinner: [
      (x) =>
        x.t
          ? `Cuando se hizo de noche, ${x.h.name} cenó ${x.t.bare}, ñam, ñam.`
          : `Cuando llegó la hora de cenar, ${x.h.name} se sentó a la mesa y se tomó una cena calentita.`,
      (x) =>
        x.t
          ? `A la hora de cenar había ${x.t.bare}, y ${x.h.name} se ${ateAll(x.t)}.`
          : `A la hora de cenar, ${x.h.name} se comió hasta el último bocado, y el plato quedó limpio.`,
      (x) => `Cuando el cielo se puso rosa, ${x.h.name} fue a la mesa a cenar${x.t ? ` ${x.t.bare}` : ''}.`,
      (x) => `El sol se estaba poniendo, y ${x.h.name} cenó ${x.t ? x.t.bare : 'algo rico'} en la mesa de la cocina.`,
      // Not `tenía hambre… cenó con muchas ganas`: the day may have been a feverish one.
      // (Not `después de un día tan largo`: a quiet day at home was not long.)
      (x) => `Al final del día, ${x.h.name} cenó${x.t ? ` ${x.t.bare}` : ''} despacito, sin prisa.`,
      (x) => `Se encendieron las lámparas, y ${x.h.name} se sentó a cenar${x.t ? ` ${x.t.bare}` : ''}.`,
      (x) => `La casa olía a comida rica, y ${x.h.name} se lavó las manos.`,
      (x) => `Llegó la noche, y ${x.h.name} ayudó a poner la mesa: una cuchara, dos cucharas.`,
      // (Not `entró en casa`: a rainy or poorly day is spent indoors from morning to night.)
      (x) =>
        `Al final de la tarde, la mesa ya estaba puesta, y ${x.h.name} se sentó a cenar${x.t ? ` ${x.t.bare}` : ''}.`,
      (x) => `Por la ventana, el cielo se puso naranja, y ${x.h.name} cenó ${x.t ? x.t.bare : 'algo calentito'}.`,
    ],
    bath: [
      () => 'Luego llegó un baño calentito, con espuma hasta la barbilla.',
      () => 'Chapoteó en la bañera, y las burbujas hacían pop, pop.',
      () => 'La hora del baño fue calentita y llena de jabón, y el patito de goma pasó flotando.',
      () => 'Se lavó la cara, las rodillas y la barriguita en el agua tibia.',
      () => 'El agua del baño estaba perfecta, ni muy caliente ni muy fría.',
      () => 'Se hizo una barba de espuma en el baño, jo, jo, jo.',
      () => 'Chip, chap, el día se fue con el agua calentita del baño.',
      () => 'Se dio un baño rapidito y se secó con una toalla esponjosa.',
      () => 'Agua calentita, jabón suave y una toalla esponjosa: qué noche tan agradable.',
      () => 'Contó las burbujas del baño: una, dos, ¡muchísimas!',
    ],
    pyjamas: [
      () => 'Luego se puso el pijama suave y se lavó los dientes, chis, chas.',
      () => 'El pijama estaba suavecito y olía a limpio.',
      () => 'Se lavó los dientes, los de arriba y los de abajo, y escupió, ptu.',
      () => 'Eligió el pijama de las estrellitas.',
      (x) => `Con el pijama puesto y los dientes relucientes, ya estaba casi ${o(x.h, 'list')} para dormir.`,
      () => 'Se puso el pijama: un brazo, otro brazo, la cabeza, ¡y ya!',
      () => 'Luego llegaron el pijama calentito y un sorbito de agua.',
      () => 'Se lavó los dientes tarareando una cancioncita.',
      () => 'Con el pijama puesto, se fue a la habitación, tip, tap.',
      (x) => `Se puso el pijama más suave de todos y se sintió ${o(x.h, 'calentit')} de los pies a la cabeza.`,
    ],
  },
  memory: [
    (x) => `También se acordó ${del(x.list)}, y sonrió.`,
    (x) => `¡Y qué día tan completo, con ${x.list} y todo!`,
    (x) => `Se acordó ${del(x.list)}, y sintió un calorcito por dentro.`,
  ],
  night: {
    tuck: [
      (x) => `Cuando salió la luna, ${x.h.name} se acurrucó en la cama bajo una manta suave.`,
      (x) => `Las estrellas salieron una a una, y ${x.h.name} se metió en la cama.`,
      (x) =>
        `${x.h.name} se tumbó en la cama, y ${x.c ? x.c.name : `alguien que ${lo(x.h)} quería mucho`} le remetió la manta por todos lados.`,
      (x) => `Fuera, la noche estaba oscura y tranquila, y ${x.h.name} estaba ${o(x.h, 'calentit')} en la cama.`,
      (x) => `${x.h.name} se acurrucó en la cama con su peluche, y la lucecita de noche brillaba bajito.`,
      (x) => `La luna se asomó por la ventana mientras ${x.h.name} se metía en la cama.`,
      (x) => `${x.h.name} se subió a la cama, y la almohada estaba blandita y fresca.`,
      (x) => `Había llegado la hora de dormir, y ${x.h.name} se hizo un ovillo, ${o(x.h, 'calentit')} y a gusto.`,
      (x) => `La casa se quedó en silencio, y ${x.h.name} se tumbó en la cama calentita.`,
      (x) => `${x.h.name} quedó bien ${o(x.h, 'arropad')}, con la manta hasta la nariz.`,
    ],
    goodnight: (all) => {
      // A thing said as the companion is called (`Perrito` the companion, `perrito` the day's dog): said once, never
      // `buenas noches, Perrito, … y buenas noches, perrito`.
      const items = all.filter(
        (item, at) => all.findIndex((other) => other.toLocaleLowerCase('es') === item.toLocaleLowerCase('es')) === at,
      );
      // A title before a name is lower case in Spanish (`buenas noches, abuela Rosa`, `maestra Lupita`).
      const parts = items.map(
        (item) =>
          // (A name read from the parent's words without its accent, `Lucia`, as a book prints it: `Lucía`.)
          // (`tia Rocio` typed without accents: `tía Rocío`.)
          `buenas noches, ${item
            .replace(TITLE, (word) => word.toLocaleLowerCase('es'))
            .replace(/^ti(os?|as?)(?=\s)/u, 'tí$1')
            .replace(/\p{Lu}\p{Ll}+/gu, nameWritten)}`,
      );
      if (parts.length === 1) return `${cap(parts[0] ?? '')}.`;
      return `${cap(parts.slice(0, -1).join(', '))}, y ${parts.at(-1)}.`;
    },
    sleep: [
      (x) => `Se le fueron cerrando los ojos, y muy pronto se quedó profundamente ${o(x.h, 'dormid')}.`,
      (x) => `Con un bostezo chiquitito, cerró los ojos y se fue quedando ${o(x.h, 'dormid')}.`,
      (x) => `Que descanses, ${x.h.name}, y dulces sueños.`,
      () => 'Respiró despacito, muy despacito, y se durmió.',
      () => 'Y soñó con todas las cosas bonitas de hoy.',
      () => 'La luna vigilaba, y todo estaba tranquilo y a salvo.',
      (x) => `Buenas noches, ${x.h.name}, que duermas bien.`,
      () => 'Despacito, despacito, se fue deslizando dentro de un sueño.',
      () => 'Sonrió con una sonrisa dormilona y enseguida se durmió.',
      () => 'Chsss, ya todo estaba en silencio, y era hora de soñar.',
    ],
  },
  dayTitles: {
    // (A grown-up by title with the article: `Zuri y la abuela Carmen`, `Zuri y el tío Nacho`.)
    with: (x, who) => `${x.h.name} y ${who.titled ? (who.fem ? 'la ' : 'el ') : ''}${who.name}`,
    goodbye: (_, who) => `Adiós, ${who.name}`,
    festival: (x, name) => `${cap(name)} con ${x.h.name}`,
    trouble: (x, mishap) => {
      const n = x.h.name;
      const by: Partial<Record<typeof mishap, string>> = {
        cried: `${n} está triste`,
        tantrum: `Un rato difícil para ${n}`,
        shy: `${n} tiene vergüenza`,
        tired: `${n} tiene sueño`,
        sick: `${n} no se encuentra bien`,
        ...(x.about ? { nursing: `${n} cuida ${al(x.about.name)}` } : {}),
        vaccine: `${n} y la vacuna`,
        died: `${n} está triste`,
        // The day's own small rescue or search, over a stock title of the activity.
        stuck: `${n} y el gran rescate`,
        lost: `${n} busca por todas partes`,
      };
      return by[mishap];
    },
    event: (x, event) => {
      const n = x.h.name;
      const by: Partial<Record<typeof event, string>> = {
        moving: `${n} se muda`,
        firstDay: `El primer día de ${n}`,
        newBaby: `${n} y el bebé nuevo`,
      };
      return by[event];
    },
  },
  // A pet's kind the parent typed without its accent (`el hamster Bolita`) comes back with it wherever it is said.
  polish: (text) => text.replace(/(?<![\p{L}])hamster(s?)(?![\p{L}])/gu, 'hámster$1'),
  titles: [
    (x) => (x.a ? `${x.h.name} y ${x.a.el}` : `El gran día pequeño de ${x.h.name}`),
    (x) => `El día de ${x.h.name}`,
    (x) => `Buenas noches, ${x.h.name}`,
    // Not `pasa un día precioso`, `un día muy especial`: the day may have been a sad one (a goodbye, a fever).
    (x) => `${x.h.name}, de la mañana a la noche`,
    (x) => `Dulces sueños, ${x.h.name}`,
    (x) => `${x.h.name} y la luna dormilona`,
    (x) => `Lo que hizo ${x.h.name} hoy`,
    (x) => `${x.h.name} y la noche estrellada`,
    (x) => `Un día con ${x.h.name}`,
    (x) => `${x.h.name} da las buenas noches`,
  ],
  list(items) {
    const words = items.map((item) => item.el);
    if (words.length <= 1) return words.join('');
    return `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
  },
};

/**
 * Whom the trouble is about (the papá who is away, the grandpa in hospital, the abuelita who left) neither comforts
 * the hero nor keeps them company after it: the child, else someone from home, does.
 */
const withoutAbout = (x: X): X => {
  const about = x.about;
  if (!about) return x;
  const same = (r: R | undefined) => r !== undefined && r.name === about.name;
  if (!same(x.p) && !same(x.helper)) return x;
  const other = x.c && !same(x.c) ? x.c : es.grownUp;
  return { ...x, p: same(x.p) ? undefined : x.p, helper: same(x.helper) ? other : x.helper };
};
const away =
  <E extends object>(line: (x: X & E) => string) =>
  (x: X & E) =>
    line({ ...x, ...withoutAbout(x) });
for (const id of ['died', 'missing', 'hospital', 'goodbye', 'sick'] as const) {
  const text = es.problems[id];
  es.problems[id] = { uhOh: text.uhOh, fix: [text.fix[0].map(away), text.fix[1].map(away)] };
}
es.later = es.later.map(away);
es.comfort = es.comfort.map(away);
es.quiet = { arrive: es.quiet.arrive.map(away), do: es.quiet.do.map(away), sense: es.quiet.sense.map(away) };
