import { givenName, spelledName } from '../../lexicon/given-names.ts';
import { readText } from '../../lexicon/read.ts';
import type { RetellContext, Reteller } from './types.ts';
import { capital, ended, hasWordStart, keyWords, namedAsides, tidy, wordSet } from './words.ts';

/**
 * Spanish (Spain and Latin America): parents write without a subject, since the verb says who (`jugó con
 * plastilina`, `se cayó en el patio`), in lower case, without accents (`lloro`, `despues`), with chat (`jaja`,
 * `!!`, `q`, `xq`, `re`) and, in Spain, in the perfect (`le ha hecho un dibujo`). The story is told in the pretérito
 * indefinido, so a clause takes the hero as its subject and the perfect becomes the indefinido (`Búho le hizo un
 * dibujo.`); a clause where things happen to the child takes `a` (`le encantaron los tambores`: `A Búho le
 * encantaron los tambores.`); a clause without a verb is what there was (`truenos fortísimos`: `Hubo truenos
 * fortísimos.`). The parent's `we` is the hero and the family (`fuimos`: `Búho y su familia fueron`), `mi mamá` the
 * grandmother; a clause the parent says of themselves (`no supe qué decirle`) is left out, and so is one the child
 * said, which the story tells in its own line.
 */

type R = { name: string; fem: boolean; plural: boolean; neutral: boolean };

/**
 * Who writes, where only guessed, by what the child called them in the parent's own words (`me dijo papi hice un
 * dibujo`: papá); else as the context says.
 */
function writer(context: RetellContext): string {
  if (!context.parentGuessed && context.parent) return context.parent;
  const called =
    /(?<![\p{L}])me\s+(?:dijo|dice|dec[ií]a|llam[oó]|grit[oó])\s*:?\s*[«"']?\s*(papi|pap[aá]|mami|mam[aá])(?![\p{L}])/iu.exec(
      fold(context.description ?? ''),
    )?.[1];
  if (called) return /^pap/iu.test(called) ? 'papá' : 'mamá';
  return context.parent ?? 'mamá';
}

/** What the hero did on a ride said bare before `hasta que` (`trineo`: `montó en trineo`). */
const RIDE_TILL: Record<string, string> = {
  trineo: 'montó en trineo',
  bici: 'montó en bici',
  bicicleta: 'montó en bicicleta',
  patinete: 'montó en patinete',
  columpio: 'se columpió',
  columpios: 'se columpió',
  tobogan: 'se tiró por el tobogán',
  caballito: 'montó en los caballitos',
  caballitos: 'montó en los caballitos',
  piscina: 'se bañó en la piscina',
  agua: 'jugó en el agua',
  playa: 'jugó en la playa',
};

/** Letters without their accents, so that `lloro` finds `lloró` and `dia` finds `día`. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

const STOP = wordSet(
  fold(`
  algo alguien ahora allí aquí antes aunque bien cada casi como cómo con contra cual cuando cuándo desde después
  donde dónde durante entonces entre esta este esto estos estas esa ese eso esos esas estaba estaban estuvo fue
  fueron había hasta hacer hizo luego mientras mismo mucho mucha muchos muchas muchísimo nada nunca otra otro otros
  otras para pero poco porque pues quien quién sobre solo sólo también tanto tanta toda todo todos todas tiene
  tenía vez veces ratito rato final principio hoy mañana tarde noche día dias días semana super súper ella ellos
  ellas nosotros nuestro nuestra nuestros nuestras dice dijo decir luego buen bueno buena casa cosa cosas unos unas
  fuimos estuvimos
`),
);

/** The parent's chat and marks, left out of a retold sentence. */
const CHAT =
  /(?<![\p{L}])(?:j[aeiou]j[aeiou](?:j[aeiou]?)*|jaj+|j[ae]j[ae]|xd+|lol|uff+|ay+|ah+|oh+|por cierto|(?:casi\s+)?se me olvid(?:aba|ó|o|a)(?:\s+decir)?|(?<!(?:era|es|fue|muy|tan|más|mas|re|súper|super|estaba|está|esta|que|q)\s)bueno|obvio|literal|jsjs+|ahre|en fin|la verdad|o sea|por suerte|gracias a dios|menos mal|drama total|drama gordo|un drama|(?:menudo|vaya|qu[eé]) drama|dramón|(?:qu[eé]|q|vaya|menudo|tremendo) d[ií]a(?:zo|ita)?|(?:qu[eé]|q|vaya|menudo|tremendo) chasco|(?:(?:un|qu[eé]|q|vaya|menudo)\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|d[ií]a|finde|ma[nñ]ana|tarde) de locos)(?![\p{L}])/giu;

/** Songs every Spanish-speaking toddler knows, by their titles as a book prints them. */
const SONGS = [
  'Los pollitos dicen',
  'Los cinco lobitos',
  'Cucú cantaba la rana',
  'La vaca lechera',
  'El patio de mi casa',
  'Debajo de un botón',
  'Un elefante se balanceaba',
  'El señor don gato',
  'La gallina Turuleca',
  'Estrellita dónde estás',
  'Soy una taza',
  'La araña pequeñita',
  'Arroz con leche',
  'Sol solecito',
  'A mi burro',
  'El auto de papá',
  'Cumpleaños feliz',
];

/** A known song's title at the start of the words after a singing verb, the rest as typed (`los pollitos dicen y …`). */
function songAt(words: string): string {
  const lower = fold(words).toLowerCase();
  const song = SONGS.find((title) => lower.startsWith(`${fold(title).toLowerCase()} `));
  return song ? `${song}${words.slice(song.length)}` : words;
}

/** The known song's title in a told sentence, with the marks a book prints (`cantaron «Los pollitos dicen»`). */
function songMarked(told: string): string {
  return SONGS.reduce((said, song) => said.replace(new RegExp(`(?<!«)${song}(?!»)`, 'u'), `«${song}»`), told);
}

/** Typing as a book prints it: the parent's shortcuts and the accents they leave out. */
const SPELLING: [RegExp, string | ((...parts: string[]) => string)][] = [
  // The accents a parent's phone leaves out, on the words of a toddler's day (`se pelió`, `lloro muchisimo`, `la tia
  // pili`, `vino papa`), put back first: the rules after them read the words with their accents.
  [/(?<![\p{L}])pel(?:ió|io)(?![\p{L}])/giu, 'peleó'],
  [
    /^(?:y |luego |después |despues )?(lloro|alucino|grito|salto|canto|bailo|nado)(?= (?:muchísimo|muchisimo|mucho|un montón|un monton|con|y|al|en|de)(?![\p{L}])|$)/iu,
    (whole: string, verb: string) => `${whole.slice(0, whole.length - verb.length)}${verb.slice(0, -1)}ó`,
  ],
  [/(?<![\p{L}])muchisim(o|a|os|as)(?![\p{L}])/giu, 'muchísim$1'],
  // `pregunto x el varias veces`: the one asked for is him (`por él`), never the article left without its noun.
  [/(?<=(?:^|\s)pregunt\p{L}*\s+(?:x|por)\s+)el(?=\s+(?:varias|muchas|mil|todo|toda|cada)(?![\p{L}])|$)/giu, 'él'],
  // `a ver caperucita`, `el cuento de pinocho`: a tale's hero, capitalised as a book prints the name.
  [
    /(?<![\p{L}])(caperucita(?: roja)?|blancanieves|cenicienta|pinocho|pulgarcito|ricitos de oro|peter pan|garbancito)(?![\p{L}])/gu,
    (name: string) => name.replace(/(?<![\p{L}])(?!de(?![\p{L}]))\p{Ll}/gu, (c) => c.toUpperCase()),
  ],
  // `la pelota de futbol`: the game with its accent.
  [/(?<![\p{L}])futbol(?![\p{L}])/gu, 'fútbol'],
  // `los huevos kinder`: the sweet's brand, capitalised as its wrapper prints it.
  [/(?<=(?:^|\s)(?:huevos?|huevitos?|chocolatinas?)\s)kinder(?![\p{L}])/giu, 'Kinder'],
  // `no paraba de reirse`: the infinitive with its accent, as a book prints it.
  [/(?<![\p{L}])(son)?reir(se|me|nos|te)?(?![\p{L}])/giu, (_: string, smile = '', self = '') => `${smile}reír${self}`],
  // `recogio los juguetes sin que se lo dijeramos`: nobody had to ask, said of nobody (`sin que nadie se lo dijera`),
  // never the family's `we` turned into a verb that is no Spanish (`dijeraron`).
  [
    /(?<=(?:^|\s)sin\s+(?:que|q)\s+)((?:(?:se|le|les|lo|la|los|las|me|nos)\s+)*)(\p{L}+?)(?:([aá])|([eé]))ramos(?![\p{L}])/giu,
    (_all: string, clitics: string, stem: string, a?: string) => `nadie ${clitics}${stem}${a ? 'a' : 'e'}ra`,
  ],
  // `belen de la guarde`, typed alone: the Nativity play the daycare put on (`en la guardería hicieron un belén`), never
  // `Hubo un belen de la guardería`.
  [
    /^(?:(?:el|un)\s+)?bel[eé]n\s+(?:(?:viviente)\s+)?(del|de la|en el|en la)\s+(guarde|guardería|guarderia|cole|colegio|escuela|escuelita|jard[ií]n|k[ií]nder|kinder)(?![\p{L}])/iu,
    (_all: string, at: string, place: string) =>
      `en ${/^del$|el$/iu.test(at) ? 'el' : 'la'} ${place.toLowerCase()} hicieron un belén`,
  ],
  // `en el vater grande`: the toilet with its accent, as a book prints it.
  [/(?<=(?:^|\s)(?:el|al|del)\s)[vw]ater(?![\p{L}])/gu, 'váter'],
  // `pis en el vater`, typed alone: what the child did there (`hizo pis en el váter`), never `Hubo pis en el vater`.
  [
    /^(?:(?:hoy|por fin)\s+)*(pis|pipí|pipi|caca|popó|popo)\s+(en (?:el|la) (?:v[aá]ter|w[aá]ter|orinal|inodoro|bacinica|pelela|taza|baño|bañito))(?![\p{L}])/iu,
    (_all: string, what: string, where: string) =>
      `hizo ${what
        .toLowerCase()
        .replace(/^pipi$/u, 'pipí')
        .replace(/^popo$/u, 'popó')} ${where.replace(/v[aá]ter/iu, 'váter').replace(/w[aá]ter/iu, 'váter')}`,
  ],
  // `se lo contamos despacito`, `se la regalamos`: the `se` is the child the family told or gave it to, so the family
  // did it (`su familia se lo contó despacito`), never the hero beside them telling someone else.
  [
    /^((?:(?:y|luego|después|despues|entonces|al final)\s+)*)se\s+(lo|la|los|las)\s+(contamos|explicamos|dijimos|dimos|regalamos|enseñamos|prestamos|compramos|devolvimos|leímos|leimos|prometimos|trajimos|pusimos|preparamos|hicimos)(?![\p{L}])/iu,
    (_all: string, lead: string, it: string, verb: string) => {
      const lower = verb.toLowerCase();
      const own: Record<string, string> = {
        dijimos: 'dijo',
        dimos: 'dio',
        leímos: 'leyó',
        leimos: 'leyó',
        trajimos: 'trajo',
        pusimos: 'puso',
        hicimos: 'hizo',
      };
      const did = own[lower] ?? (lower.endsWith('amos') ? `${lower.slice(0, -4)}ó` : `${lower.slice(0, -4)}ió`);
      return `${lead}su familia se ${it.toLowerCase()} ${did}`;
    },
  ],
  // `5 horas de coche`, `dos horas de tren`, `5 horas de vuelo`: the long way there, said with its verb (`El viaje en
  // coche duró cinco horas`, `El viaje en avión duró cinco horas`), never `Hubo un cinco horas de coche`.
  [
    /^(?:y\s+)?(?:(?:casi|más de|mas de|como)\s+)?(\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(horas?)\s+(?:(y media)\s+)?de\s+(coche|carro|auto|tren|avión|avion|vuelo|autobús|autobus|bus|barco|ferry|viaje|carretera|camino)(?![\p{L}])/iu,
    (_all: string, count: string, hours: string, half: string | undefined, way: string) => {
      const said = HOURS[Number(count)] ?? count.toLowerCase();
      const ride =
        ({ avion: 'avión', vuelo: 'avión', autobus: 'autobús' } as Record<string, string>)[way.toLowerCase()] ?? way;
      const by = /^(?:viaje|carretera|camino)$/iu.test(ride) ? '' : ` en ${ride.toLowerCase()}`;
      return `el viaje${by} duró ${said} ${hours.toLowerCase()}${half ? ` ${half}` : ''}`;
    },
  ],
  // `dormimos los dos con el en la cama grande`, `jugamos con ella a la pelota`: the family's `we` with the child is the
  // child beside the family (`Osito y su familia durmieron en la cama grande`), never a `con el` that reads as a thing.
  [
    /^((?:(?:y|luego|después|despues|al final|esa noche|por la noche)\s+)*)((?:\p{L}+\s+)?\p{L}+(?:amos|imos))\s+(?:(?:los|las)\s+(?:dos|tres|cuatro)\s+|tod[oa]s\s+|junt[oa]s\s+)?con\s+(?:él|ella|el(?=\s+(?:en|a|al|por|hasta|toda|todo|un rato)(?![\p{L}])|$))(?![\p{L}])(?!\s*(?:y|e|,)\s)/iu,
    '$1$2',
  ],
  [/(?<![\p{L}])clinica(s?)(?![\p{L}])/gu, 'clínica$1'],
  [/(?<![\p{L}])hamster(s?)(?![\p{L}])/gu, 'hámster$1'],
  // `mirando al publico`: the audience of a school play, after its article (`yo publico` is no noun).
  [/(?<=(?:^|\s)(?:al|el|del)\s)publico(?![\p{L}])/gu, 'público'],
  [/(?<![\p{L}])mascara(s?)(?![\p{L}])/gu, 'máscara$1'],
  // `despues del almuerzo`: when, said with its verb (`después de almorzar`), as the reteller reads a time lead.
  [
    /^(despu[ée]s|antes) del (almuerzo|desayuno)(?![\p{L}])/iu,
    (_all: string, when: string, meal: string) =>
      `${when.toLowerCase().replace(/^despues$/u, 'después')} de ${meal.toLowerCase() === 'almuerzo' ? 'almorzar' : 'desayunar'}`,
  ],
  [/(?<![\p{L}])almacen(?![\p{L}])/gu, 'almacén'],
  // `la cocina parecia nevada`, `tenia sueño`: imperfects that are no other word, with their accent wherever they stand.
  [
    /(?<![\p{L}])(parec|ten|quer|pod|dorm|com|beb|dol|le|re|ca|ve|sal|ped|sent|segu|corr|entend|conoc|volv|hab|pon|llov)ia(n?)(?![\p{L}])/gu,
    '$1ía$2',
  ],
  [/(?<![\p{L}])chupetin(?![\p{L}])/gu, 'chupetín'],
  // `dijo que se pondra bien`, `mañana estara mejor`: the future, with the accent a phone leaves out.
  [
    /(?<![\p{L}])(pondr|tendr|vendr|podr|sabr|saldr|habr|querr|har|dir|estar|ser|curar|mejorar|quedar)a(s|n)?(?![\p{L}])/gu,
    (_all: string, stem: string, ending = '') => `${stem}${ending === '' ? 'á' : `á${ending}`}`,
  ],
  // `llevamos a Canela nuestra perrita al veterinario`: the pet's name and what it is, apart between commas.
  [
    /(?<=(?<![\p{L}])\p{Lu}\p{Ll}+)\s+((?:nuestr[oa]s?|su|sus)\s+(?:perr|gat|conej|tortug|hámster|hamster|periquit|cobaya|pececit|canari|loro|cachorr|minin|michi)\p{L}*)(?=\s+\p{L})/gu,
    ', $1,',
  ],
  [/(?<![\p{L}])cruasan(?![\p{L}])/gu, 'cruasán'],
  // `le canto el cucu cantaba la rana`: the nursery song by its name, as a book prints a title.
  [/(?<![\p{L}])(?:el\s+)?cu[\s-]?c[uú],?\s+cantaba\s+la\s+rana(?![\p{L}])/giu, '«Cucú, cantaba la rana»'],
  // `su hermanito Nico que tiene 4 meses`: how old the one named is, said apart between commas.
  [
    /(?<=(?<![\p{L}])\p{Lu}\p{Ll}+)\s+(?=(?:que|q)\s+(?:tiene|tenía|tenia|cumple|cumplió|cumplio)\s+(?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(?:mes|meses|semana|semanas|año|años|añito|añitos|día|días)(?![\p{L}]))/gu,
    ', ',
  ],
  // `vino con la camiseta llena de pintura`: how the child ended up, said as a story says it (`acabó con…`), true
  // wherever the story tells it, at the paint pots or at home.
  [
    /^((?:y\s+)?(?:luego\s+|después\s+|despues\s+)?)vino\s+(?=con\s+(?:la|el|las|los|su|sus|toda|todo)\s+(?:\p{L}+\s+){0,2}(?:llen[oa]s?|manchad[oa]s?|suci[oa]s?|empapad[oa]s?|mojad[oa]s?|pintad[oa]s?|embarrad[oa]s?)(?![\p{L}]))/iu,
    '$1acabó ',
  ],
  // `le compre un chupetin`: the parent's `compré` typed without its accent, told as the grown-ups' doing.
  [
    /(?<![\p{L}])(?<!(?:que|q|para|pa)\s+)le\s+(compr|regal|prepar|prest)e(?![\p{L}])/giu,
    (_all: string, stem: string) => `le ${stem.toLowerCase()}aron`,
  ],
  // `pa la candelaria`: the feast day, as a book names it (`para el Día de la Candelaria`).
  [/(?<![\p{L}])(?<!fiestas? de )(?:el día de |el dia de )?la candelaria(?![\p{L}])/giu, 'el Día de la Candelaria'],
  // `fiesta de la candelaria`: the feast already named, never `la fiesta de el Día de la Candelaria`.
  [/(?<=(?<![\p{L}])fiestas? de )la candelaria(?![\p{L}])/giu, 'la Candelaria'],
  // `se nos escapo la tortuga del patio`: the pet got out before the day's story begins (`se había escapado`).
  [
    /^se (?:nos |me )?escap[oó] ((?:el|la|su|mi) (?:tortuga|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|conej[oa]|h[aá]mster|p[aá]jaro|pajarito|periquito|loro|canario|cobaya)(?: (?!(?:del?|por|x|a|al|en|y)(?![\p{L}]))\p{L}+)?)(?=\s|$)/iu,
    (_all: string, pet: string) => `${pet.replace(/^mi /iu, 'su ')} se había escapado`,
  ],
  // `se nos olvidó la mantita`: the family forgot it, not the child alone (`Se les olvidó la mantita`).
  [
    /^se nos (olvid[oó]|olvidaron|qued[oó]|quedaron)(?=\s)/iu,
    (_all: string, verb: string) => `se les ${verb.toLowerCase().replace(/o$/u, 'ó')}`,
  ],
  // `la tortuga Manuelita no aparece`: a lost pet, told in the story's past.
  [
    /^((?:el|la|su|mi) (?:tortuga|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|conej[oa]|h[aá]mster|pajarito|periquito|loro|canario|cobaya)(?: \p{Lu}\p{Ll}+)?) no (?:aparece|sale|vuelve)$/iu,
    (_all: string, pet: string) => `${pet.replace(/^mi /iu, 'su ')} no aparecía`,
  ],
  // `la buscamos x todo el barrio y nada`: searched for and not found, said as a book says it.
  [
    /^((?:(?:la|lo|las|los)\s+)?)(busc\p{L}+)(.*?)\s*,?\s+y\s+nada(?:\s+de\s+nada)?$/iu,
    (_all: string, her: string, searched: string, where: string) =>
      `${her}${searched}${where}, pero no ${her.trim() ? her.trim().toLowerCase() : 'lo'} encontraron`,
  ],
  // `ya quiere q todos le firmen el yeso`: what the child wants now, with the verb after it in the story's past.
  [
    /(?<![\p{L}])quiere (?:q|que) ((?:todos |todas |todo el mundo |sus amigos |sus amigas )?(?:le |la |lo |se )?)(\p{L}{2,})en(?![\p{L}])/iu,
    'quería que $1$2aran',
  ],
  // `peleon enorme con su hermano`, `pleito con la prima`: a quarrel typed without a verb, told as one the child had.
  [
    /^(?:un |una |menudo |menuda |tremendo |tremenda )?(?:peleón|peleon|pelea|pleito|bronca|pelotera|agarrón|agarron)(?: (?:enorme|grande|gorda|gordo|tremenda|tremendo|monumental))? (?=con\s)/iu,
    'se peleó muchísimo ',
  ],
  // `mate cocido con bizcochitos`, `merienda con churros`: the afternoon snack the hero had, never `Hubo un mate`.
  [/^(?:[Uu]na |[Ll]a )?[Mm]erienda con (?!(?:el|la|los|las|su|sus|mi|mis|un|una|tu)\s)(?=\p{Ll})/u, 'merendó '],
  // `merienda con los abuelos`: with whom the hero had it, said with its verb (`Merendó con los abuelos`).
  [/^(?:[Uu]na |[Ll]a )?[Mm]erienda con (?=(?:el|la|los|las|su|sus|mi|mis|tu)\s)/u, 'merendó con '],
  [/^(?:un |una )?(mate cocido|chocolatada|leche chocolatada)(?= con\s)/iu, 'merendó $1'],
  // `merienda churros`, `merienda bocata de nocilla`: the snack typed straight after the word, the hero's own.
  [
    /^(?:[Uu]na |[Ll]a )?[Mm]erienda (?:de )?(?=(?:churros|tortitas|bizcocho|galletas|chocolate|bocata|bocadillo|fruta|pan|tostadas|torrijas|magdalenas|yogur|helado|sándwich|sandwich|tostada|medialunas|alfajores|palomitas)(?![\p{L}]))/u,
    'merendó ',
  ],
  // `hoy se fue su amiga Lola a vivir a valencia`: the one who moved away first, as a book tells it (`Su amiga Lola se
  // fue a vivir a Valencia`).
  [
    /^(?:hoy )?se (fue|mudó|mudo|marchó|marcho) ((?:su|mi) (?:amig[oa]|amiguit[oa]|mejor amig[oa]|prim[oa]|primit[oa]|vecin[oa]|vecinit[oa]|compi|compañer[oa])(?: \p{Lu}\p{L}+)?) (?=a vivir |a otra |a otro )/u,
    (_all: string, went: string, who: string) =>
      `${who.replace(/^mi /u, 'su ')} se ${went.replace(/o$/u, 'ó').replace(/^fuó$/u, 'fue')} `,
  ],
  // `cena de tortilla`, `cena: sopa`: the supper the hero had, never `Hubo una cena de tortilla` (a feast's dinner,
  // `cena de Nochebuena`, is what there was).
  [
    /^(?:una |la )?cena(?: de|:)? (?!(?:navidad|nochebuena|nochevieja|fin de año|año nuevo|reyes|cumple\p{L}*|empresa|familia|gala|despedida|bienvenida|amigos|la|el|los|las|un|una|con|de|del)(?![\p{L}]))(?=\p{Ll})/iu,
    'cenó ',
  ],
  // `carrera de coches con papá`: a race of toy cars the hero played, never `Hubo una carrera de coches`.
  [
    /^(?:una |la |unas |las )?(?:carrera|carreras|carrerita|carreritas) de (coches|cochecitos|carritos|autitos|autos|motos)(?![\p{L}])/iu,
    (_all: string, cars: string) => `jugó a las carreras de ${cars.toLowerCase()}`,
  ],
  // `una cabaña con mantas en el salon`, `fuerte de cojines`: a den the hero built, never `Hubo una cabaña`.
  [
    /^(?:(?:y\s+)?(?:luego|después|despues|al final)\s+)?(?:(un|una)\s+)?(cabaña|cabañita|cabana|fuerte|fortaleza|castillo|casita|tienda|refugio|guarida|iglú|iglu)(?=\s+(?:de|con)\s+(?:mantas|mantitas|cojines|sábanas|sabanas|almohadas|sillas|cajas|cartón|carton)(?![\p{L}]))/iu,
    (_all: string, _a: string, den: string) => {
      const word = den
        .toLowerCase()
        .replace(/^cabana$/u, 'cabaña')
        .replace(/^iglu$/u, 'iglú');
      return `hizo ${/^(?:fuerte|castillo|refugio|iglú)$/u.test(word) ? 'un' : 'una'} ${word}`;
    },
  ],
  // `despedida de la guarde`: the goodbye to a place, typed bare, is the hero's own (`se despidió de la guardería`).
  [
    /^(?:la\s+|una\s+)?despedida\s+(?:de\s+la|del|en\s+la|en\s+el)\s+(guarde|guardería|guarderia|cole|colegio|escuela|escuelita|jardín|jardin|clase|piscina|casa)(?![\p{L}])/iu,
    (_all: string, place: string) => {
      const word = place
        .toLowerCase()
        .replace(/^(?:guarde|guarderia)$/u, 'guardería')
        .replace(/^jardin$/u, 'jardín');
      return `se despidió ${/^(?:guardería|escuela|escuelita|clase|piscina)$/u.test(word) ? 'de la' : word === 'casa' ? 'de su' : 'del'} ${word}`;
    },
  ],
  // `manualidades con ceras`: crafts the hero made, never `Hubo manualidades`.
  [/^(?:unas |las )?manualidades(?=\s|$)/iu, 'hizo manualidades'],
  // `tocaba la vacuna de los 3 años`, `hoy tocaba peluqueria con papa`: the child's turn for it came (`A Osito le
  // tocaba…`), with or without its article; the child never touched it.
  [
    /^(?:hoy )?(toca|tocaba|tocó|toco)(?= (?:(?:la|el|las|los) )?(?:vacuna|vacunas|revisión|revision|pediatra|médico|medico|dentista|enfermera|análisis|analisis|pinchazo|corte de pelo|peluquería|peluqueria|natación|natacion|baño|ducha|siesta)(?![\p{L}]))/iu,
    (_all: string, verb: string) =>
      `le ${({ toca: 'tocaba', toco: 'tocó' } as Record<string, string>)[verb.toLowerCase()] ?? verb.toLowerCase()}`,
  ],
  // `helado de fresa`, `un polo de limón`: the treat the hero had, never `Hubo helado de fresa`.
  [
    /^(?:un |una )?(helado|heladito|polo|cucurucho|granizado)(?= de\s| con\s|$)(?!.*merend)/iu,
    (_all: string, treat: string) => `se tomó un ${treat.toLowerCase()}`,
  ],
  // `peli en el sofa`, `dibujos en la tele`, `peli y palomitas con papi`: what the hero watched, never `Hubo peli` nor
  // drawings made on the television.
  [
    /^(?:una |la )?(?:(peli|película|pelicula|peliculita|tele)(?=$|\s+(?:en|con|de|por|toda|todo|tapad[oa]|acurrucad[oa])(?![\p{L}])|\s+y\s+palomitas)|(dibujos|dibus|dibujitos)(?=\s+en\s+la\s+(?:tele|tablet|tableta|televisión|television)(?![\p{L}])))/iu,
    (_all: string, film = '', shown = film) =>
      `vio ${
        (
          {
            peli: 'una peli',
            película: 'una película',
            pelicula: 'una película',
            peliculita: 'una peli',
            tele: 'la tele',
          } as Record<string, string>
        )[shown.toLowerCase()] ?? 'los dibujos'
      }`,
  ],
  [/^(vio (?:una peli|una película|la tele)) y palomitas(?![\p{L}])/u, '$1 y comió palomitas'],
  // `baño largo con patitos`, `bañito de espuma`: the bath the hero had, never `Hubo un baño largo`.
  [
    /^((?:después|despues|luego|y luego|y después|y despues|al final|por la noche) )?(?:un |el )?(baño|bañito)(?= (?:largo|larguísimo|calentito|calentit[oa]|caliente|rapidito|rápido|rapido|relajante|de espuma|de burbujas|con (?:espuma|burbujas|patitos|patos|juguetes|sales))(?![\p{L}]))/iu,
    (_all: string, lead: string | undefined, bath: string) => `${lead ?? ''}se dio un ${bath.toLowerCase()}`,
  ],
  // `se le rompió la oreja, un niño le tiró`: the other child pulled too hard (`tiró demasiado fuerte`), never `le tiró`.
  [
    /^(un|una|otro|otra) (niño|niña|nene|nena|niñito|niñita|compañero|compañera|compi) (?:le |la |lo )?(?:tiró|tiro)(?: fuerte)?$/iu,
    (_all: string, one: string, child: string) => `${one} ${child} tiró demasiado fuerte`,
  ],
  // `ahora parece otra` after a haircut: the hero looked like someone new (`parecía otro`), never `Hubo un parece`.
  [/^(?:y )?(?:ahora )?parece (?=otr[oa](?![\p{L}]))/iu, 'parecía '],
  // `dia entero en el huerto`, `toda la tarde en la playa`: the time the child spent there, never `Hubo un día`.
  [/^(?:el |todo el |un )?d[ií]a entero (?=(?:en|con|de|jugando)(?![\p{L}]))/iu, 'pasó todo el día '],
  [/^(?:toda la )(mañana|tarde) (?=(?:en|con)\s)/iu, 'pasó toda la $1 '],
  // `día en el pueblo con los abuelos`, `dia de playa con los primos`: the day the hero spent, never `Hubo un día`.
  [/^(?:un |el )?d[ií]a (?=(?:en|con)\s)/iu, 'pasó el día '],
  [/^(?:un |el )?d[ií]a (?=de (?:playa|piscina|campo|monte|excursión|excursion)(?![\p{L}]))/iu, 'pasó un día '],
  // `se fue a vivir a valencia`: a city as a book prints it, with its capital letter.
  [
    /(?<=(?:^|\s)(?:a|en|de|desde|hasta|para)\s)(madrid|barcelona|valencia|sevilla|bilbao|zaragoza|m[aá]laga|alicante|murcia|c[aá]diz|salamanca|santander|oviedo|gij[oó]n|vigo|pamplona|tenerife|mallorca|canarias|asturias|galicia|m[eé]xico|guadalajara|monterrey|bogot[aá]|medell[ií]n|montevideo|caracas|quito|rosario|mendoza|valpara[ií]so|par[ií]s|londres|alemania|francia|italia|portugal|inglaterra|argentina|chile|colombia|per[uú]|uruguay|venezuela|ecuador)(?![\p{L}])/gu,
    (city: string) =>
      capital(
        city
          .replace(/^malaga$/u, 'málaga')
          .replace(/^cadiz$/u, 'cádiz')
          .replace(/^gijon$/u, 'gijón')
          .replace(/^mexico$/u, 'méxico')
          .replace(/^bogota$/u, 'bogotá')
          .replace(/^medellin$/u, 'medellín')
          .replace(/^valparaiso$/u, 'valparaíso')
          .replace(/^paris$/u, 'parís')
          .replace(/^peru$/u, 'perú'),
      ),
  ],
  // `sabado en pijama toda la mañana haciendo una torre`: the day, then how the child spent its morning.
  [
    /^(?:el )?(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo) (en pijama|en casa) toda la (mañana|tarde) (?=\p{L}+(?:ando|iendo)(?![\p{L}]))/iu,
    (_all: string, day: string, how: string, part: string) =>
      `pasó la ${part} del ${day
        .toLowerCase()
        .replace(/^sabado$/u, 'sábado')
        .replace(/^miercoles$/u, 'miércoles')} ${how} `,
  ],
  // `y el abuelo muerto de risa`: the grown-up laughing, told as a doing (never anyone dead).
  [
    /(?<=(?:^|\sy\s))((?:el|la|su)\s+\p{L}+(?:\s+\p{L}+)?)\s+muert[oa]s?\s+de\s+(?:la\s+)?risa$/iu,
    '$1 se partía de risa',
  ],
  // `se comio las palomitas enteras`: all of them, as a book says it (`se comió todas las palomitas`).
  [
    /(?<![\p{L}])(comi[oó]|com[ií]a|termin[oó]|bebi[oó])\s+(el|la|los|las)\s+(\p{L}+)\s+enter(o|a|os|as)(?![\p{L}])/giu,
    (_all: string, ate: string, the: string, what: string, end: string) =>
      `${ate.replace(/io$/u, 'ió').replace(/o$/u, 'ó')} tod${end} ${the} ${what}`,
  ],
  // `no quiso caminar mas`: `más`, typed without its accent.
  [/(?<![\p{L}])mas(?=\s*$|\s+(?:y|que|q|de|ni|tiempo|rato)(?![\p{L}]))/gu, 'más'],
  // The River Plate's `re` (`se asustó re mal`, `re contento`): very, as a book says it; `re mal` after a fright or a
  // cry is how much, never `muy mal`.
  [/(?<![\p{L}])re\s+(?:mal|feo)(?![\p{L}])/giu, 'muchísimo'],
  [
    /(?<![\p{L}])re\s+(?=(?:bien|content|feliz|cansad|asustad|emocionad|lind|rico|rica|divertid|grande|chiquit|tranquil|dormid|enojad|triste)\p{L}*)/giu,
    'muy ',
  ],
  // `mirando pal cielo`, `se fue pa'l parque`: `al`, as a book says it.
  [/(?<![\p{L}])pa'?l(?![\p{L}])/giu, 'al'],
  [/(?<![\p{L}])(o)ido(s?)(?![\p{L}])/giu, '$1ído$2'],
  [/(?<![\p{L}])(t)(i)(o|a|os|as)(?![\p{L}])/gu, '$1í$3'],
  [/(?<![\p{L}])mama(?![\p{L}])/gu, 'mamá'],
  // `luego vino papa noel`, `vinieron los reyes magos`: Father Christmas and the Three Kings are who came, said first
  // with their capitals (`Luego Papá Noel vino`), never dad and a `noel` (`Su papá vino noel`).
  [
    /^((?:(?:y|luego|después|despues|entonces|al rato|hoy|por fin)\s+)*)(vino|llegó|llego|apareció|aparecio|vinieron|llegaron|aparecieron)\s+(pap[aá] noel|(?:los\s+)?reyes(?:\s+magos)?)(?![\p{L}])/iu,
    (_all: string, lead: string, came: string, who: string) =>
      `${lead}${/^pap/iu.test(who) ? 'Papá Noel' : 'los Reyes Magos'} ${came.replace(/^(lleg|apareci)o$/iu, '$1ó')}`,
  ],
  // `vino papa`: who came is the sentence's subject, said first (`Papá vino`).
  // (`por fin volvio papi`, `luego llego papa`: at last or then, said of dad too, with the `luego` kept first.)
  [
    /^((?:(?:y|luego|después|despues|entonces|al rato)\s+)*)(?:(?:hoy|por fin|al fin)\s+)*(vino|llegó|llego|volvió|volvio)\s+(papá|papa|mamá|papi|mami)(?![\p{L}])(?!\s+noel)/iu,
    (_all: string, lead: string, came: string, who: string) =>
      `${lead}${who} ${came.replace(/^(lleg|volvi)o$/iu, '$1ó')}`,
  ],
  // `vino su tio Toño`: a relative by name is `el tío Toño` in a book, never the ambiguous `su tío Toño`.
  [
    /^((?:hoy\s+)?(?:vino|llegó|llego|vinieron|llegaron)\s+)su\s+(t[ií]o|t[ií]a|abuel[oa]|abuelit[oa]|padrino|madrina)(?=\s+\p{Lu})/u,
    (_all: string, came: string, who: string) => `${came}${/a$/u.test(who) ? 'la' : 'el'} ${who}`,
  ],
  [/(?<![\p{L}])(?<!(?:una|la|las|unas) )papa(?![\p{L}]| fritas?| noel)/gu, 'papá'],
  // `ha venido la tia marta a comer`, `ha llegado a casa su hermanita alba del hospital`: who came, said first, and
  // the name after the relation with its capital (`La tía Marta vino a comer`).
  [
    /^(?:hoy\s+)?(ha venido|ha llegado|han venido|han llegado|vino|llegó|llego|vinieron|llegaron)\s+(?:(a casa)\s+)?((?:la|el|los|las|su|sus)\s+(?:tía|tia|tío|tio|tías|tias|tíos|tios|tit[oa]s?|abuel[oa]s?|yay[oa]s?|herman\p{L}*|prim[oa]s?|amig[oa]s?|vecin[oa]s?|padrino|madrina)(?![\p{L}]))(?:\s+(?!(?:a|al|de|del|con|para|por|en|y)(?![\p{L}]))(\p{L}+))?(.*)$/iu,
    (whole: string, verb: string, home: string | undefined, who: string, name: string | undefined, rest: string) => {
      // (A name written with its capital is said first by the clause's own reading.)
      if (name && /^\p{Lu}/u.test(name)) return whole;
      const past: Record<string, string> = {
        'ha venido': 'vino',
        'ha llegado': 'llegó',
        'han venido': 'vinieron',
        'han llegado': 'llegaron',
        llego: 'llegó',
      };
      const called = name ? ` ${name.charAt(0).toUpperCase()}${name.slice(1)}` : '';
      return `${who}${called} ${past[verb.toLowerCase()] ?? verb}${home ? ` ${home}` : ''}${rest}`;
    },
  ],
  // `papá le ha dado un abrazo de oso`: a parent who did something to the child, said as a story says them.
  // `el papa le dijo`: the parent's article before mum or dad is not a book's (`Papá le dijo`).
  [
    /^(?:el|la)\s+(pap[aá]|mam[aá])\s+(?=(?:le|les|lo|la|se)\s)/iu,
    (_all: string, who: string) => `${who.toLowerCase().startsWith('pap') ? 'papá' : 'mamá'} `,
  ],
  // `tiene otitis la pobre`, `el pobre no paró de toser`: the parent's pity for the child is no one else of the day,
  // and a story says what the child had, not `la pobre`.
  [
    /^(?:el|la|mi)\s+pobre(?:cit[oa]|cill[oa]|sit[oa])?\s+(?=(?:no|se|le|lo|la|ha|está|esta|estaba|estuvo|tiene|tenía|tenia|tuvo|lleva|llevaba|\p{L}+(?:ó|ió|aba|ía))(?![\p{L}]))/iu,
    '',
  ],
  [/,?\s+(?:el|la|mi)\s+pobre(?:cit[oa]|cill[oa]|sit[oa])?(?=\s*,|\s+(?:y|pero|porque|desde)(?![\p{L}])|\s*$)/giu, ''],
  // (`mamá está malita de la espalda`: how the parent was, said of the parent, never of the hero.)
  // (`papi llamó a la estación`: a parent's own doing, with the verb right after, said of the parent too; so are
  // `papa fue de acompañante`, `papi lleva 3 dias en bilbao` and `papi hoy por fin volvia`.)
  [
    /^((?:(?:y|luego|después|despues|entonces|al rato)\s+)*)(?:mamá|mama|mami)\s+(?=(?:le|les|lo|la|se|está|estaba|estuvo|tiene|tenía|tenia|tuvo|fue|hizo|vino|puso|dio|trajo|lleva|llevaba|volvía|volvia|hoy|por fin|ya)\s|\p{L}{2,}ó(?![\p{L}]))/iu,
    '$1su mamá ',
  ],
  [
    /^((?:(?:y|luego|después|despues|entonces|al rato)\s+)*)(?:papá|papa|papi)\s+(?=(?:le|les|lo|la|se|está|estaba|estuvo|tiene|tenía|tenia|tuvo|fue|hizo|vino|puso|dio|trajo|lleva|llevaba|volvía|volvia|hoy|por fin|ya)\s|\p{L}{2,}ó(?![\p{L}]))/iu,
    '$1su papá ',
  ],
  // `papi lleva 3 dias en bilbao`: how long the parent had been away, in the story's past.
  [
    /^(su (?:mamá|papá)) lleva(?=\s+(?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|varios|varias|muchos|muchas)\s)/u,
    '$1 llevaba',
  ],
  // `fue de mariquita` at a fancy-dress party: what the child dressed up as, never a town (`fue de Mariquita`).
  [
    /(?<![\p{L}])(?:fue|iba|va|vino) (de (?:mariquita|abeja|abejita|princesa|pirata|superhéroe|superheroe|dinosaurio|bruja|brujita|hada|mariposa|calabaza|payaso|payasa|bombero|bombera|policía|policia|astronauta|unicornio|esqueleto|fantasma|vampiro|vampira|vaquero|vaquera|caballero|leon|león|leona|tigre|gatita|ratita|sirena|spiderman|batman|elsa|dragón|dragon|minion|pikachu|mago|maga|cocinero|cocinera|doctora|enfermera|mono|monito|oveja|ovejita|vaca|vaquita|pollito|conejito|conejita))(?![\p{L}])/gu,
    'se disfrazó $1',
  ],
  // `se puso a cantar en medio del cura`: the parent's joke for `while the priest spoke`, said as a book says it.
  [/(?<![\p{L}])en medio del (?:cura|padre|sermón|sermon)(?![\p{L}])/gu, 'en plena misa, mientras hablaba el cura'],
  [/(?<![\p{L}])en medio de la (?:misa|ceremonia)(?![\p{L}])/gu, 'en plena misa'],
  // `fue de traje con moñito`, `iba de vestido`: what the child wore, never a town (`fue de Traje`).
  [
    /(?<![\p{L}])(?:fue|va|vino) de (?=(?:traje|trajecito|vestido|vestidito|blanco|negro|azul|rojo|rosa|corbata|moño|moñito|pajarita|uniforme|falda|gala|fiesta|domingo|etiqueta)(?![\p{L}]))/gu,
    'iba de ',
  ],
  // `vio un elefante bebe`: a baby animal, with its accent.
  [
    /(?<=(?:elefante|elefantito|jirafa|mono|monito|león|leon|tigre|oso|osito|foca|pato|patito|cabra|cabrita|burro|caballo|vaca|cerdo|cerdito|delfín|delfin|pingüino|pinguino|canguro|hipopótamo|hipopotamo|rinoceronte|cebra|gorila|koala|panda|ballena|tortuga|cordero|chancho|chanchito)s? )beb[eé](s?)(?![\p{L}])/gu,
    'bebé$1',
  ],
  // `en el super`: the supermarket, with its accent.
  [
    /(?<=(?:^|\s)(?:el|al|del) )s[uú]per(?![\p{L}]| (?:content|cansad|feliz|bien|lind|rico|rica|divertid|emocionad)\p{L}*)/gu,
    'súper',
  ],
  [/(?<![\p{L}])q(?![\p{L}])/gu, 'que'],
  // `se muda con sus papas`: the parents, typed without the accent (a child's potatoes never move house).
  [/(?<![\p{L}])(sus|los|mis) papas(?![\p{L}])/gu, '$1 papás'],
  [/(?<![\p{L}])x(?= \p{L}{2,})/gu, 'por'],
  // `el dibujo q estaba haciendo`: the thing being made, in the story's shorter imperfect (`que hacía`).
  [
    /(?<=(?:^|\s)que )estaba (\p{Ll}{2,})(ando|iendo)(?![\p{L}])/gu,
    (_all: string, stem: string, ending: string) =>
      ending === 'ando' ? `${stem}aba` : `${stem.replace(/c$/u, 'c')}ía`,
  ],
  // `se le volcó el vaso de agua encima del dibujo`: the water is what spoiled it, said short.
  [/(?<=volc[oó] )el vaso de agua(?= (?:encima|sobre|en) )/gu, 'el agua'],
  // `se le volcó el agua encima del dibujo y se le corrió todo`: the paint ran, said as a book says it.
  [
    /(?<=(?:dibujo|pintura|cuadro|acuarela)(?:\s+\p{L}+){0,8})\s+y\s+se\s+(?:le\s+)?corri[oó]\s+(?:todo|toda|toda la pintura)(?![\p{L}])/gu,
    ', y los colores se corrieron',
  ],
  // `se mojó todo las zapatillas`: `todas las`.
  [/(?<![\p{L}])todo (las|los)(?![\p{L}])/gu, (_, article) => (article === 'las' ? 'todas las' : 'todos los')],
  // `la llevamos al dentista`: the parent's `we` took the child, said as the family going (`fuimos al dentista`).
  [/(?<![\p{L}])(?:la|lo) (?:llevamos|llevé|lleve)(?= (?:al|a la|a|de) )/gu, 'fuimos'],
  [/(?<![\p{L}])(?:la|lo) (?:hemos llevado|he llevado)(?= (?:al|a la|a|de) )/gu, 'hemos ido'],
  [/(?<![\p{L}])muert([oa]) de (?:cansancio|sueño)(?![\p{L}])/gu, 'muy cansad$1'],
  // `llegamos muertos a la casa`: worn out, as slang says it; never anyone dead in a child's story.
  [
    /(?<=(?:^|\s)(?:llegamos|llegaron|llegó|llego|volvimos|volvieron|acabamos|terminamos|quedamos|estábamos|estabamos|estamos) )muert([oa]s?)(?![\p{L}])/gu,
    'cansadísim$1',
  ],
  // `su perro Rocco, un salchicha`: the breed said as a child hears it (`un perro salchicha`).
  [/(?<![\p{L}])un (salchicha|teckel|chihuahua|caniche|labrador|pastor alemán|golden)(?![\p{L}])/gu, 'un perro $1'],
  // `lleva desde ayer con otitis y fiebre de 38 y pico`: how the child has been since, told in the past.
  // `con fiebre 38 y pico`, `con 38,5 de fiebre`: the fever, the parent's thermometer left out.
  [/(?<![\p{L}])fiebre (?:de )?\d+(?:[.,]\d+)?(?:\s*(?:y pico|grados|°|º))?(?![\p{L}\d])/gu, 'fiebre'],
  [
    /(?<![\p{L}\d])(?:casi |más de |mas de )?\d\d(?:[.,]\d+)?(?:\s*(?:y pico|grados|°|º))? de fiebre(?![\p{L}])/gu,
    'fiebre',
  ],
  [/^(?:hoy )?(?:lleva|está|esta) desde (ayer|anoche|el \p{L}+) con (.+)$/gu, 'tenía $2 desde $1'],
  // `hoy con fiebre y mocos`: the child's cold said without its verb, as how the child was (`tenía fiebre y mocos`).
  [
    /^(hoy )?con ((?:fiebre|tos|mocos|moquitos|catarro|gripe|otitis|anginas|diarrea|vómitos|vomitos|dolor de (?:tripa|barriga|oídos|oidos|cabeza|garganta)|conjuntivitis|varicela|un virus)(?:(?:,\s*|\s+y\s+)(?:fiebre|tos|mocos|moquitos|catarro|gripe|otitis|anginas|diarrea|vómitos|vomitos|dolor de (?:tripa|barriga|oídos|oidos|cabeza|garganta)|conjuntivitis|varicela|un virus))*)$/gu,
    '$1tenía $2',
  ],
  // `se tomó el dalsy`: the medicine by its brand, said as a child knows it.
  [
    /(?<![\p{L}])(?:el |la |su )?(?:dalsy|apiretal|ibuprofeno|paracetamol|tylenol|tempra|calpol|motrin|panadol|febrectal)(?![\p{L}])/gu,
    ' el jarabe',
  ],
  // `por la tarde ya le bajo un poco`: on a sick day, what went down or up with nothing named is the fever.
  [/(?<![\p{L}])le baj[oó]((?: un poco| un poquito| algo)?)(?=\s*[,.]|\s+y\s|$)/gu, 'le bajó$1 la fiebre'],
  [/(?<![\p{L}])le subi[oó]((?: un poco| un poquito| algo)?)(?=\s*[,.]|\s+y\s|$)/gu, 'le subió$1 la fiebre'],
  // `está malito con tos`, `tiene fiebre`: how the child was today, told in the past.
  [/^(?:hoy )?est[aá] (?=malit|enferm|resfriad|acatarrad|pachuch|con )/gu, 'estaba '],
  [
    /(?<=^|^hoy |\sy |,\s)(?:hoy )?tiene (?=fiebre|tos|mocos|gripe|catarro|otitis|anginas|varicela|dolor|bronquitis|bronquiolitis|conjuntivitis|laringitis|un virus|piojos)/gu,
    'tenía ',
  ],
  // `se quedó frito`: asleep, as Spain says it.
  [/(?<![\p{L}])(se quedó|se quedo|quedó|quedo) frit([oa])(?![\p{L}])/gu, 'se quedó dormid$2'],
  [/(?<![\p{L}])(?:xq|pq|porq|xk)(?![\p{L}])/gu, 'porque'],
  // `se le paso cantando la del cocodrilo`: the song of the crocodile, said as a song (`la canción del cocodrilo`).
  [/(?<=(?:^|\s)(?:cantando|cantó|canto|cantamos|cantaron|cantaba)\s+la\s+)(?=del?\s+\p{L})/giu, 'canción '],
  // `con la abuela pili porque teniamos curro`: the parents' own work is why the child stayed, said of papá and mamá
  // (`porque papá y mamá tenían que trabajar`), never the grandmother's `tenían curro`.
  [
    /(?<![\p{L}])(porque|ya que|que|q)\s+(?:(?:los\s+dos|ambos)\s+)?(?:ten[ií]amos|teniamos)\s+(?:(?:que|q)\s+trabajar|curro|trabajo|(?:que|q)\s+currar|chamba|laburo|pega)(?![\p{L}])|(?<![\p{L}])(porque)\s+(?:trabaj[aá]bamos|curr[aá]bamos|trabajamos|curramos)(?![\p{L}])/giu,
    (_all: string, why?: string) =>
      `${why?.toLowerCase() === 'ya que' ? 'ya que' : 'porque'} papá y mamá tenían que trabajar`,
  ],
  // `esta mañana se encontró…`: the day's morning, as the story tells a time.
  [/^(?:y\s+)?esta (mañana|tarde|noche)(?=\s+\p{L})/gu, 'por la $1'],
  // `de guardia en el hospital esta noche`: the night the story tells, said in its past (`por la noche`).
  [
    /(?<=\p{L}\s)(?<!(?:que|si|q|de|hasta)\s)esta (mañana|tarde|noche)(?=$|[,.;]|\s+(?:y|con|en)(?![\p{L}]))/gu,
    'por la $1',
  ],
  // `la dra`, `el dr`: the doctor, as a story says it.
  [
    /(?<![\p{L}])(la|el) (dra|dr)\.?(?![\p{L}])/gu,
    (_, article: string, word: string) => `${article} ${word === 'dra' ? 'doctora' : 'doctor'}`,
  ],
  // `esta guapisimo`: how the child looked today, told in the past (but `esta mañana` is this morning).
  [
    /^(?:y\s+)?(?:esta|está)\s+(?=(?:muy |re |súper |super |tan )?(?:\p{L}+[ií]sim[oa]s?|guap[oa]|lind[oa]|precios[oa]|feliz|content[oa]|emocionad[oa]|orgullos[oa]|cansad[oa]|agotad[oa]|rendid[oa]|tranquil[oa])(?![\p{L}]))/gu,
    'estaba ',
  ],
  // `dijo que estan sanos`, `si pelusa esta en el cielo`: `está` and `están` after `que` or `si`.
  [
    /(?<=(?:^|\s)(?:que|si)(?:\s+\p{L}+)?\s+)esta(n?)(?=\s)(?!\s+(?:mañana|tarde|noche|semana|vez)(?![\p{L}]))/gu,
    'está$1',
  ],
  // `con el Toby`: a name said without the River Plate's article.
  [/(?<=(?:^|\s)con )(?:el|la) (?=\p{Lu}\p{Ll}+)/gu, ''],
  // `hizo un dibujo para el`: for him.
  [/(?<![\p{L}])(para|con|de) el$/gu, '$1 él'],
  [/(?<![\p{L}])(?:tb|tmb|tbn)(?![\p{L}])/gu, 'también'],
  // `le bajo un poco, hasta se comio medio platano`: the good news after a comma, joined with its `y`.
  [/,\s+hasta(?=\s+(?:(?:se|le|lo|la)\s+)?\p{Ll}+(?:ó|ió|o|io)(?![\p{L}]))/gu, ', y hasta'],
  [/(?<![\p{L}])anden(?![\p{L}])/gu, 'andén'],
  // `el árbol de navidad`, `en nochebuena`: the feasts, with their capital.
  [
    /(?<![\p{L}])(navidad|nochebuena|nochevieja|reyes magos)(?![\p{L}])/gu,
    (feast: string) => capital(feast).replace(' magos', ' Magos'),
  ],
  [/(?<=(?:^|\s)(?:día|noche|roscón|a los|los|de los|para los) )reyes(?![\p{L}])/gu, 'Reyes'],
  // Brands a parent types in lower case (`colacao con galletas`, `bocata de nocilla`).
  [
    /(?<![\p{L}])(nocilla|nutella|cola ?cao|colacao|nesquik|chupa ?chups|phoskitos|danonino|milo|zucaritas)(?![\p{L}])/gu,
    (brand: string) =>
      ({ colacao: 'Cola Cao', 'cola cao': 'Cola Cao', chupachups: 'Chupa Chups', 'chupa chups': 'Chupa Chups' })[
        brand
      ] ?? brand.charAt(0).toUpperCase() + brand.slice(1),
  ],
  [/(?<![\p{L}])re (?=\p{L}{3,})/gu, 'muy '],
  [/(?<!(?:^|[\s\p{P}])(?:el|al) )(?<![\p{L}])s[uú]per (?=\p{L}{3,})/gu, 'muy '],
  [
    // (`pregunto tres veces cuando vuelve`: how often it was asked may stand between.)
    /(?<![\p{L}])(pregunt\p{L}*|sab\p{L}*)((?: (?:dos|tres|cuatro|cinco|mil|muchas|varias|\d+) veces)?) (quien|que|donde|cuando|como)(?![\p{L}])/gu,
    (_, verb, often, word) => `${verb}${often} ${QUESTION[word ?? ''] ?? word}`,
  ],
  [
    /(?<![\p{L}])(\p{L}+)(and|iend)o((?:se|me|te|nos)?(?:la|lo|le|las|los|les|se))(?![\p{L}])/gu,
    (_, stem, end, clitic) => `${stem}${end === 'and' ? 'ándo' : 'iéndo'}${clitic}`,
  ],
  [/(?<![\p{L}])el sol(o|ito)(?![\p{L}])/gu, 'él sol$1'],
  [/(?<![\p{L}])san antonio(?![\p{L}])/gu, 'San Antonio'],
  // `noche de san juan`, `fiestas de san fermin`: the saint's feast with its capital and accent.
  [
    /(?<![\p{L}])san (juan|jos[eé]|isidro|ferm[ií]n|ant[oó]n|valent[ií]n|pedro|miguel)(?![\p{L}])/gu,
    (_, saint: string) =>
      `San ${({ jose: 'José', fermin: 'Fermín', anton: 'Antón', valentin: 'Valentín' } as Record<string, string>)[saint] ?? capital(saint)}`,
  ],
  // `la tia ana`, `el tio Javi`: the aunt and uncle with their accent.
  [/(?<![\p{L}])(t)i(as?|os?)(?![\p{L}])/giu, '$1í$2'],
  // `se volvió a mexico`: the countries a parent types without their accent.
  [
    /(?<![\p{L}])(?:m[eé]xico|per[uú]|panam[aá]|canad[aá]|jap[oó]n|m[eé]jico|neuqu[eé]n|c[aá]diz|m[aá]laga|c[oó]rdoba|bogot[aá]|medell[ií]n|quer[eé]taro|honduras|venezuela|colombia|guatemala|nicaragua|ecuador|bolivia|paraguay|uruguay|cuba|el salvador|costa rica|rep[uú]blica dominicana)(?![\p{L}])/giu,
    (country: string) =>
      (
        ({
          mexico: 'México',
          méxico: 'México',
          mejico: 'Méjico',
          méjico: 'Méjico',
          peru: 'Perú',
          perú: 'Perú',
          panama: 'Panamá',
          panamá: 'Panamá',
          canada: 'Canadá',
          canadá: 'Canadá',
          japon: 'Japón',
          japón: 'Japón',
          // And towns (`estuvo 10 dias en neuquen`), which the town rule after this capitalises too.
          neuquen: 'Neuquén',
          neuquén: 'Neuquén',
          cadiz: 'Cádiz',
          cádiz: 'Cádiz',
          malaga: 'Málaga',
          málaga: 'Málaga',
          cordoba: 'Córdoba',
          córdoba: 'Córdoba',
          bogota: 'Bogotá',
          bogotá: 'Bogotá',
          medellin: 'Medellín',
          medellín: 'Medellín',
          queretaro: 'Querétaro',
          'el salvador': 'El Salvador',
          'costa rica': 'Costa Rica',
          'republica dominicana': 'República Dominicana',
          'república dominicana': 'República Dominicana',
          querétaro: 'Querétaro',
        }) as Record<string, string>
      )[country.toLowerCase()] ?? capital(country),
  ],
  [/(?<![\p{L}])(hizo|hicieron|hicimos|hacer) videollamada/gu, '$1 una videollamada'],
  [/,\s*\d+(?:[.,]\d+)?\s*(?:grados|°)?$/gu, ''],
  [/(?<=\p{L} )de una$/gu, 'enseguida'],
  [/(?<![\p{L}])(\p{L}+)isim([oa]s?)(?![\p{L}])/gu, '$1ísim$2'],
  [/(?<![\p{L}])dia(s?)(?![\p{L}])/gu, 'día$1'],
  // `cantamos los pollitos dicen`: a song everyone knows, sung by its title (marked when the clause is told).
  [
    /(?<=(?:^|\s)(?:cant\p{L}*|bail\p{L}*|escuch\p{L}*|tarare\p{L}*)\s+(?:la canci[oó]n de\s+)?)(\p{L}+(?:\s+\p{L}+){1,4})/giu,
    (all: string) => SONGS.find((song) => fold(song).toLowerCase() === fold(all).toLowerCase()) ?? songAt(all),
  ],
  // `a el le encanta mirar por la ventana`: the `a él` before the child's liking says no more than `le`.
  [/^(?:y\s+)?a\s+(?:él|el|ella)\s+(?=le\s+(?:encant|gust|fascin|chifl)\p{L}*(?![\p{L}]))/giu, ''],
  // `en el tranvia`: the tram with its accent.
  [/(?<![\p{L}])tranvia(s?)(?![\p{L}])/gu, 'tranvía$1'],
  // `habiamos armado`, `un lapiz`: typed without accents, said with them (never `habiaron`).
  [/(?<![\p{L}])habiamos(?![\p{L}])/gu, 'habíamos'],
  // (`no lo encontrabamos`, `lo buscabamos`: a search the family made, with its accent too.)
  [/(?<![\p{L}])(est|jug|and|cant|bail|habl|mir|encontr|busc|esper|llev|pens)abamos(?![\p{L}])/gu, '$1ábamos'],
  // `y no lo encontrábamos`: a thing the family looked for and could not find, never the parent's `we` in the story.
  [
    /(?<=(?:^|\s)y\s+)no\s+(lo|la|los|las)\s+encontr[aá]bamos(?![\p{L}])/gu,
    (_all: string, it: string) => `no había manera de encontrar${it}`,
  ],
  [/(?<![\p{L}])lapiz(?![\p{L}])/gu, 'lápiz'],
  // `despues del relampago`: the lightning with its accent.
  [/(?<![\p{L}])relampago(s?)(?![\p{L}])/gu, 'relámpago$1'],
  // `las dos querian la sarten`: the toy kitchen's pan, with its accent.
  [/(?<![\p{L}])sarten(es)?(?![\p{L}])/gu, (_all: string, many?: string) => (many ? 'sartenes' : 'sartén')],
  // `hacia harto frio`, `llovizno`: the weather with its accents, and the Andes' `harto` (a lot) said as `mucho`.
  [
    /(?<![\p{L}])hart([oa])(?= (?:frío|frio|calor|viento|sol|sueño|rato|tiempo|lluvia|nieve|hambre)(?![\p{L}]))/gu,
    'much$1',
  ],
  [
    /(?<![\p{L}])hacia(?= (?:(?:un|mucho|muchísimo|tanto|bastante)\s+)?(?:frío|frio|calor|sol|viento|aire|fresco|buen tiempo)(?![\p{L}]))/gu,
    'hacía',
  ],
  [/(?<![\p{L}])frio(?![\p{L}])/gu, 'frío'],
  [/(?<![\p{L}])llovizno(?![\p{L}])/gu, 'lloviznó'],
  // `ayudo a Hugo que se habia caido y le dio la mano`: what the parent adds of someone named goes between commas,
  // and the hero's own doing after it stays the hero's (`a Hugo, que se había caído, y le dio la mano`).
  [
    // (Only the one the hero did it to, `a Hugo`: `la vecina Cachita que lo cuidaba` is who, said without commas.)
    /(?<=\p{L} a )(\p{Lu}\p{Ll}+) (?:que|q) ((?:se|ya|no)\s[^,]+?)(?: y (?=(?:(?:le|les|lo|la|se)\s+)?(?:\p{L}+(?:ó|ió|io)|dio|hizo|puso|fue|vio|dijo|trajo|quiso)(?![\p{L}]))|(?=,|$))/gu,
    (all: string, name: string, said: string) => `${name}, que ${said}${/ y $/u.test(all) ? ', y ' : ''}`,
  ],
  // `lo guardamos para cuando vuelva`: a wait told in the story's past (`para cuando volviera`).
  [
    /(?<![\p{L}])para cuando (vuelva|venga|llegue|regrese|vuelvan|vengan|lleguen|regresen)(?![\p{L}])/gu,
    (_all: string, verb: string) =>
      `para cuando ${
        (
          {
            vuelva: 'volviera',
            venga: 'viniera',
            llegue: 'llegara',
            regrese: 'regresara',
            vuelvan: 'volvieran',
            vengan: 'vinieran',
            lleguen: 'llegaran',
            regresen: 'regresaran',
          } as Record<string, string>
        )[verb]
      }`,
  ],
  // `se habia caido`, `lo ha leido`: the participles whose `í` parents leave out.
  [/(?<![\p{L}])(ca|le|tra|o|re|cre)ido(s?)(?![\p{L}])/gu, '$1ído$2'],
  // `los truenos daban un miedo...`: the parent's unfinished `such a fright`, said whole (`daban mucho miedo`).
  [
    /(?<![\p{L}])(daba|daban|dio|dieron|tenía|tenia|pasó|paso) un (miedo|susto|frío|frio|sueño|hambre)$/gu,
    '$1 mucho $2',
  ],
  // `montamos el belen`, `detras del rio`: the Nativity scene and the river with their accents (`se rio` laughed).
  [/(?<=(?:^|\s)(?:el|del|al|un|su) )belen(?![\p{L}])/gu, 'belén'],
  [/(?<=(?:^|\s)(?:el|del|al|un|su) )rio(?![\p{L}])/gu, 'río'],
  // `para llevarselo`: an infinitive with two pronouns takes its accent.
  [
    /(?<![\p{L}])(\p{L}+)([aei])r(se|me|te|nos)(lo|la|los|las)(?![\p{L}])/gu,
    (_, stem: string, vowel: string, one: string, two: string) =>
      `${stem}${{ a: 'á', e: 'é', i: 'í' }[vowel as 'a' | 'e' | 'i']}r${one}${two}`,
  ],
  // `se rompió la cadera, esta en el hospital`: where someone had to stay.
  [
    /,\s*(?:esta|está)(n?) (?:ingresad[oa]s? )?en (el|la) (hospital|clínica|clinica|sanatorio)(?![\p{L}])/gu,
    (_, plural: string, article: string, place: string) =>
      `, y se ${plural ? 'quedaron' : 'quedó'} en ${article} ${place.replace('clinica', 'clínica')}`,
  ],
  // `no para de preguntar`, `y esta muy mimosa`: how the child was all day, told in the past.
  [/(?<![\p{L}])no (para|deja) de(?![\p{L}])/gu, (_, verb: string) => `no ${verb === 'para' ? 'paraba' : 'dejaba'} de`],
  // `no la dejan visitar`: what was not allowed that day, in the past.
  [/(?<![\p{L}])no (la|lo|las|los|le|les|nos) dejan (?=visitar|ver|entrar|salir)/gu, 'no $1 dejaban '],
  [
    /(?<=(?:^|\s)(?:y|ya) )esta(?= (?:muy|tan|re|súper|bien|mal|malit\p{L}*|content\p{L}*|triste|mimos\p{L}*|cansad\p{L}*|enferm\p{L}*)(?![\p{L}]))/gu,
    'estaba',
  ],
  // `a mitad se asustó`: halfway through, said as a story says it.
  [/^a mitad(?= (?:se|le) )/gu, 'de repente'],
  [/(?<![\p{L}])despues(?![\p{L}])/gu, 'después'],
  [/(?<![\p{L}])detras(?![\p{L}])/gu, 'detrás'],
  [/(?<![\p{L}])tambien(?![\p{L}])/gu, 'también'],
  [/(?<![\p{L}])mas (grande|chiquit|pequeñ|rápid|lind|bonit|fuerte|alt|baj|larg|gord)/gu, 'más $1'],
  // `ya estaba mas animado`, `se quedo mas tranquila`: how the child felt after, `más` with its accent.
  [
    /(?<![\p{L}])mas (?=(?:animad|tranquil|content|calmad|relajad|despiert|dormid|cansad|feliz|contento|alegre|malit|pachuch|mimos)\p{L}*(?![\p{L}]))/gu,
    'más ',
  ],
  // `acabó mas mojada ella q el perro`: a comparison of the child's, with its accent and without the stray pronoun.
  [
    /(?<![\p{L}])m[aá]s (mojad|suci|sucio|manchad|contenta|contento|cansad|embarrad|llen)(\p{L}*)(?: (?:ella|él|el))? (?=que |q )/gu,
    'más $1$2 ',
  ],
  [/(?<![\p{L}])ultim([oa])(?![\p{L}])/gu, 'últim$1'],
  // `con abuela`, as the Caribbean says it: the story says the grandparent with the article.
  [
    /(?<![\p{L}])(con|para|de) (abuela|abuelita|abuelo|abuelito)(?![\p{L}])/gu,
    (_all: string, to: string, who: string) =>
      `${to === 'de' && /o$/u.test(who) ? 'del' : `${to} ${/o$/u.test(who) ? 'el' : 'la'}`} ${who}`,
  ],
  [/(?<![\p{L}])sofa(?![\p{L}])/gu, 'sofá'],
  [/(?<![\p{L}])(\p{L}+)cion(?![\p{L}])/gu, '$1ción'],
  [/(?<![\p{L}])perdon(?![\p{L}])/gu, 'perdón'],
  [/(?<![\p{L}])roscon(?![\p{L}])/gu, 'roscón'],
  [/(?<=(?:^|\s)(?:su|el|un|al|del|mi|nuevo|nueva|la|una) )bebe(?![\p{L}])/gu, 'bebé'],
  // `lo cuidaba desde bebe`, `desde chiquito`: since the child was a baby, as a book says it.
  [
    /(?<![\p{L}])desde (?:beb[eé]|bebit[oa]|chiquit[oa]|pequeñit[oa]|que naci[oó]|que nacio)(?![\p{L}])/gu,
    'desde que era bebé',
  ],
  [/(?<![\p{L}])azucar(?![\p{L}])/gu, 'azúcar'],
  // `salio todo chulo`, `toda chula`: Spain's slang for proud, said as a book says it.
  [
    /(?<![\p{L}])(?:tod[oa]|muy|re|súper|super)\s+(chul|fachend|pancho)(o|a)(?![\p{L}])|(?<![\p{L}])chulísim(o|a)(?![\p{L}])/gu,
    (_all: string, _word: string, end: string | undefined, most: string | undefined) =>
      `muy orgullos${end ?? most ?? 'o'}`,
  ],
  // `vomito en el carro camino donde la tia`, `yendo a lo de la abuela`: on the way there, never `caminó`.
  [
    // (`lloró todo el camino a casa`: there the way is a noun, and stays.)
    /(?<=\p{L})(?<!(?:^|\s)(?:el|del|al|un|su|ese|este|de))\s*,?\s+(?:camino|yendo)\s+(donde|a lo de|a casa de|a la casa de|al|a la|a)\s+(?=\p{L})/gu,
    (_all: string, to: string) =>
      `, de camino ${/^(?:donde|a lo de|a casa de|a la casa de)$/u.test(to) ? 'a casa de' : to} `,
  ],
  // `se lleno todo el asiento`: what the child dirtied, said of the child (no seat fills itself).
  [/(?<![\p{L}])se\s+(?:llen[oó]|ensuci[oó]|manch[oó])\s+(tod[oa]\s+(?:el|la)\s+\p{L}+)(?![\p{L}]| de)/gu, 'manchó $1'],
  // `no se lo creia`: the imperfect's accent.
  [
    /(?<![\p{L}])(cre|quer|pod|ten|dec|le|sal|viv|dorm|ped|sab|dol|(?:per)?segu|com|re|sonre|corr|escond|mord|tra|ca|pon|volv|sub|abr|sent|beb|(?:re)?mov|romp|met|aprend|ve|lam|barr|mec|cos|esparc)ia(n?)(?![\p{L}])/gu,
    '$1ía$2',
  ],
  [/(?<![\p{L}])tunel(es)?(?![\p{L}])/gu, (_all: string, many?: string) => (many ? 'túneles' : 'túnel')],
  [/(?<![\p{L}])turron(?![\p{L}])/gu, 'turrón'],
  // `antes de las 9`: the hour in words, as it is read aloud.
  [
    /(?<=(?:^|\s)(?:a|de|hasta|desde) las )([2-9]|1[0-2])(?![\d:.,\p{L}])/gu,
    (hour: string) => HOURS[Number(hour)] ?? hour,
  ],
  // `papa noel`, `titeres`: Father Christmas with his capitals, puppets with their accent.
  [/(?<![\p{L}])pap[aá] noel(?![\p{L}])/giu, 'Papá Noel'],
  [/(?<![\p{L}])titeres(?![\p{L}])/gu, 'títeres'],
  [/(?<![\p{L}])cercanias(?![\p{L}])/gu, 'cercanías'],
  // `la pile`, `la pisci`: the pool, as a story says it.
  [/(?<=(?:^|\s)(?:la|a la|de la|en la) )pile(?![\p{L}])/gu, 'pileta'],
  [/(?<=(?:^|\s)(?:la|a la|de la|en la) )pisci(?![\p{L}])/gu, 'piscina'],
  // `del trampolin`, `un delfin`: nouns in -ín with their accent.
  [
    /(?<![\p{L}])(trampol|delf|calcet|pat|botiqu|viol|coj|malet|bolet|chapuz|pequeñ|chiquit)in(es)?(?![\p{L}])/gu,
    (all: string, stem: string, plural?: string) => (plural ? all : `${stem}ín`),
  ],
  // `en la biblio`: the library, as a story says it.
  [/(?<=(?:^|\s)(?:la|a la|de la|en la) )biblio(?![\p{L}])/gu, 'biblioteca'],
  // `visita a la estación de bomberos`: where the hero went to see.
  [/^visita (?=(?:a|al) )/gu, 'fue de visita '],
  [/(?<![\p{L}])(la|de|en|a) guarde(?![\p{L}])/gu, '$1 guardería'],
  [/^guarde(?![\p{L}])/gu, 'guardería'],
  // `desayuno tostadas con aceite`: the child's verb without its accent, before what was eaten.
  [/^(desayun|merend|almorz|cen)o(?= (?!de |del )\p{L})/gu, '$1ó'],
  // `dia de fallas`, `en el retiro`: a festival and a park by their names.
  [/(?<![\p{L}])fallas(?![\p{L}])/gu, 'Fallas'],
  // Valencia's `mascletà` and a town's `plaza del Ayuntamiento`, as they are written.
  [/(?<![\p{L}])masclet[aá](s?)(?![\p{L}])/gu, 'mascletà$1'],
  [/(?<=plaza del )ayuntamiento(?![\p{L}])/gu, 'Ayuntamiento'],
  [/(?<=(?:^|\s)(?:el|al|del) )retiro(?![\p{L}])/gu, 'Retiro'],
  [/(?<![\p{L}])verguenza(?![\p{L}])/gu, 'vergüenza'],
  [/(?<![\p{L}])zoologico(?![\p{L}])/gu, 'zoológico'],
  [/(?<![\p{L}])(con|y|para|mi|a|su) papa(?![\p{L}]| frit)/gu, '$1 papá'],
  [/(?<![\p{L}])(con|y|para|mi|a|su) mama(?![\p{L}])/gu, '$1 mamá'],
  [
    /(?<=^|, |y )el (echo|hizo|puso|quiso|comio|comió|armo|armó|eligio|eligió|pidio|pidió|trajo|dijo)(?![\p{L}])/gu,
    'él $1',
  ],
  [/(?<![\p{L}])echo(?= la| el| los| las| agua| sal| harina| azúcar| azucar)/gu, 'echó'],
  [/(?<![\p{L}])balcon(?![\p{L}])/gu, 'balcón'],
  [/(?<![\p{L}])avion(?![\p{L}])/gu, 'avión'],
  [/(?<![\p{L}])jardin(?![\p{L}])/gu, 'jardín'],
  [/(?<![\p{L}])carbon(?![\p{L}])/gu, 'carbón'],
  [/(?<![\p{L}])monton(?![\p{L}])/gu, 'montón'],
  [/(?<![\p{L}])sillon(?![\p{L}])/gu, 'sillón'],
  [/(?<![\p{L}])raton(?![\p{L}])/gu, 'ratón'],
  [/(?<![\p{L}])cancion(?![\p{L}])/gu, 'canción'],
  [/(?<![\p{L}])adios(?![\p{L}])/gu, 'adiós'],
  [/(?<![\p{L}])medic(o|a|os|as)(?![\p{L}])/gu, 'médic$1'],
  // `con fiebre, 38 y pico`: the number is the fever's (`con fiebre de 38 y pico`).
  [/(?<=(?:^|\s)fiebre),?\s+(?:de\s+)?(3[6-9](?:[.,]\d)?(?:\s+y\s+pico|\s+grados)?)(?![\p{L}\d])/giu, ' de $1'],
  [
    /(?<![\p{L}])(a|A)lbum(es)?(?![\p{L}])/gu,
    (_all: string, a: string, es: string) => `${a === 'A' ? 'Á' : 'á'}lbum${es ?? ''}`,
  ],
  [/(?<![\p{L}])camion(?![\p{L}])/gu, 'camión'],
  // `el movil de mamá`, `un telefono`: the phone, with its accent.
  [/(?<![\p{L}])(m)ovil(es)?(?![\p{L}])/giu, (_all: string, m: string, es = '') => `${m}óvil${es}`],
  [/(?<![\p{L}])(t)elefono(s?)(?![\p{L}])/giu, '$1eléfono$2'],
  [
    /(?<![\p{L}])(tobog|mel|jab|jam|bal|drag|bot|caj|pantal|algod|bomb|tibur|biber|cami|caj|cinturón|salch)on(?![\p{L}])/gu,
    '$1ón',
  ],
  [/(?<![\p{L}])tobogan(?![\p{L}])/gu, 'tobogán'],
  // `un arcoiris`: the rainbow as the book prints it (and as the goodnight says it).
  [/(?<![\p{L}])arcoiris(?![\p{L}])/gu, 'arcoíris'],
  // `el aguijon`, `un colchon`, `la region`: a noun in -on takes its accent (but `son`, `con`, and the parent's
  // `dijeron`, `jugaron`, which are verbs).
  [
    /(?<![\p{L}])(\p{Ll}{2,})on(?![\p{L}])/gu,
    (all: string, stem: string) => (/(?:ar|er|ier|yer|o|u|a)$/u.test(stem) || ON_NOT.has(all) ? all : `${stem}ón`),
  ],
  // `un calor barbaro`, `duchita rapida`, `el sabado`: words a parent types without their accent.
  [
    /(?<![\p{L}])(barbar|rapid|sabad|pajar|pelicul|telefon|lampar)([oa]s?)(?![\p{L}])/gu,
    (all: string, stem: string, end: string) => (ACCENTED[stem] ? `${ACCENTED[stem]}${end}` : all),
  ],
  [
    /(?<![\p{L}])(musica|facil|dificil|miercoles|todavia|aqui|alli|ahi|alla|aca|jamas|panico|ademas|despues|volantin|neumonia|asi|aji|jutia|tempera|temperas|reves|traves|mediodia|maritimo|calabacin|elastica|elasticas|elastico|elasticos|pajaro|pajaros|sandia|sandias|melon|platano|platanos|melocoton|sillin)(?![\p{L}])/gu,
    (all: string) => ACCENTED[all] ?? all,
  ],
  // `siguio igual`: went on anyway, as a story says it.
  [/(?<![\p{L}])sigui[oó] (?:igual|igualito|como si nada|tan campante)(?![\p{L}])/gu, 'siguió adelante como si nada'],
  // `vomitó dos veces y casi no pegamos ojo`: the parents' night, not the child's to tell.
  [/,?\s+y\s+(?:casi\s+)?no\s+(?:pegamos|pegué|pegue|dormimos|dormí|dormi)\s+(?:ojo|nada|casi nada)(?![\p{L}])/gu, ''],
  [/(?<![\p{L}])autobus(?![\p{L}])/gu, 'autobús'],
  // `se quedó llorando en la puerta y yo llorando en el coche`: the parent's own moment, not the child's to tell.
  [/,?\s+y\s+yo\s+(?:también\s+|tambien\s+)?\p{L}+(?:ando|iendo)(?![\p{L}])[^,]*$/gu, ''],
  // `cuando fui a buscarle a las 12 estaba jugando`: the pick-up, said without the parent who came.
  [
    /^cuando (?:fui|fuimos|fue (?:su|el|la) \p{L}+) a (?:buscarl[eoa]|recogerl[eoa]|por él|por ella)(?: a la guardería| al cole| al colegio| al jardín)?(?: a las \S+)?(?=\s)/gu,
    'a la hora de irse',
  ],
  [/(?<![\p{L}])tan pancho(?![\p{L}])/gu, 'tan tranquilo'],
  [/(?<![\p{L}])sabanas(?![\p{L}])/gu, 'sábanas'],
  [/(?<![\p{L}])asi(?= que(?![\p{L}]))/gu, 'así'],
  [/(?<![\p{L}])plastico(s?)(?![\p{L}])/gu, 'plástico$1'],
  // `al pingüino ese de plástico`: the parent's pointing `ese`, which a story does not say.
  [/(?<=(?:^|\s)(?:al|el|la|los|las|del|un|una) \p{L}+) (?:ese|esa|esos|esas|este|esta)(?= de )/gu, ''],
  [/(?<![\p{L}])pinguino(s?)(?![\p{L}])/gu, 'pingüino$1'],
  [/(?<![\p{L}])(excur|televi|ilu)sion(?![\p{L}])/gu, '$1sión'],
  [/(?<![\p{L}])leon(?![\p{L}])/gu, 'león'],
  [/(?<![\p{L}])pure(?![\p{L}])/gu, 'puré'],
  [/(?<![\p{L}])cafe(?![\p{L}])/gu, 'café'],
  [/(?<![\p{L}])arbol(es)?(?![\p{L}])/gu, 'árbol$1'],
  [/(?<![\p{L}])aleman(?![\p{L}])/gu, 'alemán'],
  [/(?<![\p{L}])platano(?![\p{L}])/gu, 'plátano'],
  [/(?<![\p{L}])ti([oa]s?)(?![\p{L}])/gu, 'tí$1'],
  [/(?<![\p{L}])villansico(s?)(?![\p{L}])/gu, 'villancico$1'],
  [/(?<![\p{L}])plastilna(?![\p{L}])/gu, 'plastilina'],
  // `le puse el termometro`, `dormir sin el`: accents a phone leaves out (`termómetro`, `sin él`).
  [/(?<![\p{L}])termometro(?![\p{L}])/gu, 'termómetro'],
  [/(?<![\p{L}])(sin|para|de|a|por) el(?=\s*$)/gu, '$1 él'],
  [/(?<![\p{L}])cempasuchil(?![\p{L}])/gu, 'cempasúchil'],
  [/(?<![\p{L}])(quer|ten|pod|hab|sab|com|dorm|ve|dec|pon|sal|tra|le)ia(n?)(?![\p{L}])/gu, '$1ía$2'],
  [/(?<![\p{L}])como (?=\d)/gu, ''],
  // Children's shows and heroes a parent types in lower case (`viendo peppa`, `una curita de paw patrol`).
  [
    /(?<![\p{L}])(grinch|peppa pig|peppa|bluey|paw patrol|patrulla canina|spiderman|spider-man|frozen|mickey|minnie|cocomelon|pocoyó|pocoyo|bob esponja|barbie|pikachu|batman|toy story|rayo mcqueen|pj masks|heroes en pijamas|héroes en pijamas|hulk|elsa|moana|dora|nemo|dumbo|simba|bambi|pinocho|cenicienta|blancanieves|caperucita)(?![\p{L}])/gu,
    (show: string) =>
      show.replace(/(^|[\s-])(\p{L})/gu, (_all, space: string, letter: string) => space + letter.toUpperCase()),
  ],
  // `cumple de valentina`: the friend's name, with its capital.
  [
    /(?<=(?:cumple|cumpleaños|cumpleaño) de )(\p{Ll}{3,})(?![\p{L}])/gu,
    (who: string) =>
      /^(?:su|sus|mi|mis|tu|la|el|los|las|una|un|mamá|mama|papá|papa|abuel\p{L}*|prim\p{L}*|tí\p{L}*|ti[oa]s?|herman\p{L}*|amig\p{L}*|compañer\p{L}*|vecin\p{L}*)$/u.test(
        who,
      )
        ? who
        : who.charAt(0).toUpperCase() + who.slice(1),
  ],
  // `playa en la malvarrosa`: a beach by its own name (`la playa de la Malvarrosa`), not a place inside another.
  [
    /(?<=(?<![\p{L}])playa)\s+en\s+(la|el)\s+(?!(?:arena|orilla|agua|sombra|mañana|tarde|noche|costa|ciudad|playa|mar|sol)(?![\p{L}]))(\p{Ll}{4,})(?=$|[,.]|\s)/gu,
    (_all: string, article: string, beach: string) =>
      ` de ${article} ${beach.charAt(0).toUpperCase()}${beach.slice(1)}`,
  ],
  // `se fue a monterrey`, `la playa en cartagena`, `volvió de bariloche`: a town, with its capital.
  [
    // (A whole word: `vestido de pastorcito` is no `ido de` a town.)
    /(?<=(?<![\p{L}])(?:fue|fueron|fuimos|ido|regresó|regreso|regresaron|volvieron|marcharon|volvió|volvio|vino|viajó|viajo|viajamos|viajaron|llegó|llego|muda|mudó|mudo|mudan|mudaron|subimos|subieron|subió|subio|playa|avión|avion|tren)\s+(?:a|de|en|desde|hasta|para)\s+|(?:volvió|volvio|vino|llegó|llego|regresó|regreso)\s+(?:el|la|su)\s+\p{L}+\s+de\s+|(?:días|dias|semanas|meses)\s+en\s+|(?:acuario|zoo|zoológico|zoologico)\s+de\s+)(?!mediod[ií]a(?![\p{L}]))(?!(?:acompañante|ayudante|copiloto|excursión|excursion|compras|paseo|viaje|vacaciones|visita|acampada)(?![\p{L}]))(\p{Ll}{4,})(?=$|[,.]|\s+(?:por|a|con|de|después|despues|y|toda|todo|en|a ver)(?![\p{L}]))/gu,
    (town: string) =>
      // (`vino a buscarnos`, `fue a verte`: an errand with its `nos` or `te` is no town either.)
      /(?:r|r[lmnst][aeo]s?|ción|cion)$/u.test(town) || TOWN_NOT.has(town)
        ? town
        : town.charAt(0).toUpperCase() + town.slice(1),
  ],
  // `viaje en tren a madrid`: the trip the hero made, never `Hubo un viaje`.
  [
    /^(?:un |el )?(?:viaje|viajecito|viajazo)\s+en\s+(tren|avión|avion|barco|ferry|autobús|autobus|bus|coche|carro|auto|tranvía|tranvia)(?=\s+(?:a|hasta|al|para)\s)/iu,
    (_all: string, by: string) => `fue en ${accents(by.toLowerCase())}`,
  ],
  // `sofa y peli todo el dia`: what the hero watched, where.
  [
    /^(?:el |mucho )?sof[aá]\s+y\s+(peli|pelis|película|películas|tele|dibujos|dibus)(?![\p{L}])/iu,
    (_all: string, shown: string) =>
      `vio ${({ peli: 'una peli', película: 'una película', tele: 'la tele' } as Record<string, string>)[shown.toLowerCase()] ?? (/^dib/iu.test(shown) ? 'los dibujos' : shown.toLowerCase())} en el sofá`,
  ],
  // `fiebre alta toda la noche`: the fever the hero had, never `Hubo fiebre`.
  [
    /^(?:con |mucha |un poco de |algo de )?(fiebre|febrícula|febricula)(?=\s+(?:alta|altísima|toda|todo|por|de|y)(?![\p{L}])|$)/iu,
    'tuvo $1',
  ],
  // `pesadilla con un monstruo`, `pesadilla del lobo`: the bad dream the hero had, never `Hubo una pesadilla`.
  [
    /^(?:una |menuda |vaya |otra )?(pesadilla|pesadillas|mal sueño|malos sueños)(?:\s+(con|del?|de la)(?=\s))?(?=\s|$)/iu,
    (_all: string, dream: string, about?: string) =>
      `tuvo ${/s$/u.test(dream) ? '' : dream.toLowerCase() === 'mal sueño' ? 'un ' : 'una '}${dream.toLowerCase()}${
        about ? ` ${about.toLowerCase() === 'del' ? 'con el' : about.toLowerCase() === 'de la' ? 'con la' : 'con'}` : ''
      }`,
  ],
  // `cayo una tormenta con truenos`: the weather that fell, with its accent (never the child falling).
  [
    /(?<=^(?:y\s+)?(?:(?:por|a|en|de|x)\s+la\s+(?:tarde|mañana|noche)\s+|luego\s+|después\s+|despues\s+|de repente\s+|anoche\s+)?)cay[oó](?=\s+(?:una|un)\s+(?:tormenta|tormentón|tormenton|nevada|nevadita|granizada|chaparrón|chaparron|aguacero|diluvio|tromba)(?![\p{L}]))/iu,
    'cayó',
  ],
  // `pillo una rabieta tremenda`, `se agarro un berrinche`: Spain's and Latin America's `caught` a fit, which the child
  // had (`tuvo una rabieta tremenda`).
  [
    /(?<![\p{L}])(?:pill[oó]|se pill[oó]|agarr[oó]|se agarr[oó]|se cog[ií][oó]|mont[oó]|arm[oó]|se mont[oó]|se arm[oó])\s+(?=(?:un|una)\s+(?:rabieta|berrinche|pataleta|perreta|llorera|berrinchazo|pollo)(?![\p{L}]))/giu,
    'tuvo ',
  ],
  // `cuando tocaba irse`, `cuando toco recoger`: the time to go, as a story says it (`cuando llegó la hora de irse`).
  [
    /(?<=(?:^|\s)cuando\s+)(?:tocaba|tocó|toco|ya tocaba)\s+(?=(?:irse|irnos|volver|marcharse|marcharnos|salir|recoger|despedirse|dejar)(?![\p{L}]))/giu,
    'llegó la hora de ',
  ],
  [/(?<=llegó la hora de )(ir|marchar|despedir)nos(?![\p{L}])/gu, '$1se'],
  // `por la mañana ni se acordaba`, `ni se enteró`: not even, told as a plain `no` (`ya no se acordaba`), never a `ni`
  // left alone before the hero's name.
  [
    /(?<=^|\s)ni\s+(?=(?:se\s+|le\s+|lo\s+|la\s+)?(?:acordaba|acordó|acordo|acuerda|enteró|entero|enteraba|inmutó|inmuto|quejó|quejo|despertó|desperto|lloró|lloro|rechistó|rechisto)(?![\p{L}]))/gu,
    'ya no ',
  ],
  // `lloró como 10 min`: a while, as a story says it.
  [/(?<![\p{L}])(?:como |unos |casi )?\d+ (?:min|mins|minutos|minutitos)(?![\p{L}])/gu, 'un buen rato'],
  // `berrinche tremendo xq se le partió el plátano`: the fit is the pack's uh-oh to tell; the clause tells its cause.
  [
    /^(?:(?:un|una|menud[oa]|tremend[oa]|gran)\s+)?(?:rabieta|berrinche|pataleta|llorera|perreta|berrinchazo)(?:\s+(?:tremend[oa]|enorme|grande|épic[oa]|epic[oa]|monumental|horrible|de los grandes))?\s*,?\s+(?:xq|porque|por que|porq|pq|x q)\s+(?=\p{L})/iu,
    '',
  ],
  // `le pica un buen`, `lloró un chorro`: Mexican and Andean `a lot`, said as a story says it (`un montón`).
  [/(?<![\p{L}])un (?:buen|chorro|resto)(?=\s*(?:$|[,.;!?]))/gu, 'un montón'],
  // `ha caido rendido`: fell asleep worn out, as a story says it.
  [
    /(?<![\p{L}])(?:ha |se ha )?(?:ca[ií]do|cay[oó]) (?:rendid|frit|muert|redond)([oa])(?![\p{L}])/gu,
    'se quedó dormid$1',
  ],
  // `la carta para santa`: Santa Claus with his capital.
  [/(?<=(?:^|\s)(?:para|a|de|con|al) )santa(?= claus|[\s,.]|$)/gu, 'Santa'],
  // `a casa reventada`, `molido`: tired, as a story says it.
  [/(?<![\p{L}])(?:reventad|molid|rendid)([oa]s?)(?![\p{L}])/gu, 'muy cansad$1'],
  // `nieva!!!`, `llueve`: the day's weather, told in the past.
  [/^(?:está |esta )?(?:nieva|nevando)(?![\p{L}])/gu, 'estaba nevando'],
  // `dia de frio y nevando un poco`: what the day was, and the weather going on with its verb (`Fue un día de frío y
  // nevaba un poco`), never `y nevando`.
  [
    /^(?:un\s+)?(d[ií]a\s+de\s+(?:(?:mucho|muchísimo|muchisimo|tanto)\s+)?\p{L}+)\s+y\s+(nev|llov|llovizn|gran)(?:ando|iendo)(?![\p{L}])/iu,
    (_all: string, day: string, stem: string) =>
      `fue un ${day} y ${({ nev: 'nevaba', llov: 'llovía', llovizn: 'lloviznaba', gran: 'granizaba' } as Record<string, string>)[stem.toLowerCase()] ?? 'nevaba'}`,
  ],
  [/^(?:está |esta )?(?:llueve|lloviendo)(?![\p{L}])/gu, 'estaba lloviendo'],
  // `conto un chiste: por que el elefante no usa movil, porque tiene trompa`: the joke told as the child told it, a
  // question and its answer (`contó un chiste: «¿Por qué el elefante no usa móvil? ¡Porque tiene trompa!»`).
  [
    /(?<=(?:^|\s)(?:cont[oó]|contaba|dijo|decía|decia|se invent[oó]|invent[oó])\s+(?:un|una|el|la|su)\s+(?:chiste|adivinanza)\s*:?\s*)(por\s*qu[eé]|qu[eé]|c[oó]mo|cu[aá]l|qui[eé]n|d[oó]nde)\s+([^,]{3,80}?),\s*(?:porque|xq|pq|por\s+que)\s+(.+?)(?:\s+(?:ja|je|ji)+)?$/iu,
    (_all: string, ask: string, what: string, answer: string) => {
      const word =
        (
          {
            porque: 'por qué',
            'por que': 'por qué',
            que: 'qué',
            como: 'cómo',
            cual: 'cuál',
            quien: 'quién',
            donde: 'dónde',
          } as Record<string, string>
        )[ask.toLowerCase().replace(/\s+/gu, ' ')] ?? ask.toLowerCase();
      const up = (said: string) => said.charAt(0).toUpperCase() + said.slice(1);
      return `«¿${up(word)} ${spelled(what)}? ¡Porque ${spelled(answer)}!»`;
    },
  ],
  // `lo echa mucho de menos`, `extraña a su papá`: the missing, told in the story's past (`lo echaba mucho de menos`).
  [
    /(?<=(?:^|\s)(?:(?:lo|la|los|las|le|les)\s+)?)(echa|extraña|extrana)(?=\s+(?:(?:mucho|muchísimo|muchisimo|un montón|un monton|un montón de|tanto)\s+)?(?:de menos|a\s|al\s)|\s+(?:mucho|muchísimo|muchisimo|un montón|un monton)$|$)/iu,
    (verb: string) => (/^echa$/iu.test(verb) ? 'echaba' : 'extrañaba'),
  ],
  // `no se queria poner la capa, lloriqueo un poco`: the whimper, the child's own preterite with its accent, told with
  // what came before it.
  [
    /(?<=(?:^|,\s*|\sy\s)(?:luego\s+|después\s+|despues\s+|al final\s+)?)(lloriqu|gimot|patal|berr)eo(?=\s+(?:un poco|un poquito|un rato|un ratito|mucho|bastante|al principio)(?![\p{L}])|\s*$)/giu,
    '$1eó',
  ],
  // `llovio a cantaros y nos quedamos en casa`: the family kept in by the rain (`y tuvieron que quedarse en casa`),
  // never the parent's `nos`.
  [
    /(?<=(?:^|\s)(?:llovi[oó]|llov[ií]a|diluvi[oó]|diluviaba)(?:\s+(?:a\s+c[aá]ntaros|mucho|muchísimo|muchisimo))?)\s+y\s+(?:nos\s+quedamos|nos\s+tuvimos\s+que\s+quedar|tuvimos\s+que\s+quedarnos)\s+en\s+casa(?![\p{L}])/giu,
    ' y tuvieron que quedarse en casa',
  ],
  // `llovio a cantaros`: the pouring rain, with its accent.
  [/(?<![\p{L}])a cantaros(?![\p{L}])/gu, 'a cántaros'],
  // `diluviando todo el día`: pouring, as a story tells it.
  [/^(?:está |esta |estaba )?(?:diluvia|diluviando|diluviaba)(?![\p{L}])/gu, 'llovía a cántaros'],
  // `guerra de bolas`: a snowball fight, a game (a story says no `guerra` to a small child).
  [
    /(?<![\p{L}])guerra de (bolas|nieve|agua|globos|almohadas|cosquillas)( de nieve)?(?![\p{L}])/gu,
    (_, what, snow) =>
      what === 'bolas' || what === 'nieve' ? 'batalla de bolas de nieve' : `batalla de ${what}${snow ?? ''}`,
  ],
  // `fruteria`, `panaderia`: the shops, with their accent.
  [
    /(?<![\p{L}])(fruter|panader|peluquer|librer|jugueter|helader|carnicer|pescader|pasteler|cafeter|zapater|ferreter|verduler|lavander|juguet)ia(s?)(?![\p{L}])/gu,
    '$1ía$2',
  ],
  // `el abuelo chucho`: a grandfather's name (Jesús), which the lexicon reads as a mutt, with its capital.
  [/(?<=(?:^|\s)(?:abuel[oa]|abuelit[oa]|tí[oa]|tio|tia|don|doña|tata|prim[oa]) )chuch([oa])(?![\p{L}])/gu, 'Chuch$1'],
  // `se escondia detras`, `le dolia`: an imperfect after a clitic, with its accent.
  [/(?<=(?:^|\s)(?:se|le|les|no|me|te|nos) )(\p{Ll}{3,}[^aeiouáéíóú\s])ia(n?)(?![\p{L}])/gu, '$1ía$2'],
  // `se le olvido al ratito`, `se le cayo`: what happened to the child, with its accent.
  [
    // (An irregular preterite has none: `se le vino encima`, `se le puso`.)
    /(?<=(?:^|\s)se le )(?!(?:vin|pus|hiz|quis|tuv|estuv|pud|sup|dij|traj|anduv|cup)o(?![\p{L}]))(\p{Ll}{2,}[^aeiouáéíóú\s])(i?)o(?![\p{L}])/gu,
    (_all, stem: string, i: string) => `${stem}${i}ó`,
  ],
  // `le saludo baltasar`, `cabalgata de reyes`: the Three Kings with their capitals.
  [
    /(?<![\p{L}])(melchor|gaspar|baltasar)(?![\p{L}])/gu,
    (king: string) => king.charAt(0).toUpperCase() + king.slice(1),
  ],
  [/(?<=(?:cabalgata|día|dia|noche|víspera|vispera|roscón|roscon|rosca|mañana) de )reyes(?![\p{L}])/gu, 'Reyes'],
  [/(?<![\p{L}])los reyes magos(?![\p{L}])/gu, 'los Reyes Magos'],
  // `x laburo`, `por el curro`: away for work, as a story says it.
  [/(?<![\p{L}])(?:x|por)\s+(?:el\s+)?(?:laburo|curro)(?![\p{L}])/gu, 'por trabajo'],
  // `q berrido madre mia`: the parent's own exclamation is not the story's; the howl was the child crying hard.
  [/,?\s*(?:madre|dios)\s+m[ií][ao](?![\p{L}])/gu, ''],
  [/,?\s*(?:q|que|qué)\s+(?:berrido|berridos|llorera|llantina|lloradera)(?![\p{L}])/gu, ', y lloró muy, muy fuerte'],
  // `hace pipi`, `la guarderia`, `los bebes`: the accents a book prints (`bebes` only as the babies, after an article).
  [
    /(?<![\p{L}])(pipi|popo)(?![\p{L}])/gu,
    (_, word: string) => `${word.slice(0, -1)}${word.endsWith('i') ? 'í' : 'ó'}`,
  ],
  [/(?<![\p{L}])guarderia(s?)(?![\p{L}])/gu, 'guardería$1'],
  [/(?<![\p{L}])(los|unos|sus|otros|mis|dos|tres|para|de) bebes(?![\p{L}])/gu, '$1 bebés'],
  // `xq se va a tener a su bebe`: why, in the story's past (`porque iba a tener a su bebé`).
  [
    /(?<![\p{L}])(porque|xq|x q|por que)\s+(?:se\s+)?va a(?=\s+\p{Ll}+(?:ar|er|ir)(?![\p{L}]))/gu,
    (_, why: string) => `${/^x/u.test(why) ? 'porque' : why} iba a`,
  ],
  // `le dio un besito antes de irnos`: the parent's `we` leaving, said of the story's people (`antes de irse`).
  [/(?<![\p{L}])(antes de|sin|al) (ir|marchar|despedir|volver)nos(?![\p{L}])/giu, '$1 $2se'],
  // `lo puso en la ventana pa q le de el sol`: what it was for, in the story's past (`para que le diera el sol`).
  [
    /(?<![\p{L}])(?:para|pa) (?:que|q) ((?:le |les |se )?)(?:de|dé|dè)(?![\p{L}])/giu,
    (_all: string, clitic: string) => `para que ${clitic}diera`,
  ],
  // `se mudó pa Miami`, `se fue pa Lima`: going to a town, `a` as a book prints it.
  [
    /(?<=(?:^|\s)(?:mud[oó]|mudaron|fue|fueron|va|van|iba|iban|viaj[oó]|viajaron|volvi[oó]|volvieron|regres[oó]|regresaron|vino|vinieron|lleg[oó]|llegaron)\s)pa(?=\s+\p{Lu})/gu,
    'a',
  ],
  // Chile's `se asustó caleta`, the River Plate's `lloró banda`: how much, as a book says it.
  [/(?<=\p{L}[oó]\s)(?:caleta|banda)(?=\s*$|\s*[,.])/gu, 'muchísimo'],
  [/(?<![\p{L}])caleta de(?![\p{L}])/gu, 'un montón de'],
  // `ni pa bañarse`, `agua pa los camellos`: `para`, as a book prints it.
  [
    /(?<![\p{L}])pa(?= (?:\p{Ll}+(?:ar|er|ir|ár|ér|ír)(?:se|la|lo|le|les|los|las|selo|sela|selos|selas|me|te|nos)?|el|la|los|las|un|una|su|sus|que|casa)(?![\p{L}]))/gu,
    'para',
  ],
  // `se muda a valencia`, `se va a vivir a cádiz`: a move, told in the story's past.
  [
    /(?<![\p{L}])se (?:(muda|mudan) a|(va|van) a vivir a)(?= \p{L})/gu,
    (_, move: string | undefined, go: string | undefined) =>
      `se ${(move ?? go ?? '').endsWith('n') ? 'iban' : 'iba'} a vivir a`,
  ],
  // `y como nuevo, eso si`: the parent's `mind you`, which a story does not say.
  [/,?\s*eso s[ií]$/gu, ''],
  [
    /(?<![\p{L}])brincolin(es)?(?![\p{L}])/gu,
    (_, plural: string | undefined) => (plural ? 'brincolines' : 'brincolín'),
  ],
  [/(?<![\p{L}])(?:los|las) dem[aá]s(?![\p{L}])/gu, (all: string) => `${all.slice(0, 3)} demás`],
  // `con los demas`: the other children, said (`los demás` alone is no one a small child sees).
  [/(?<=(?:^|\s)con )los demás(?! \p{L})/gu, 'los demás niños'],
  // `como andres el bombero`, `con lucia`: a name typed without its capital and accent, after a word that leads to one.
  [
    /(?<=(?:^|\s)(?:como|con|a|y|amig[oa]|seño|profe|tí[oa]|abuel[oa]|prim[oa]|herman[oa]|vecin[oa]) )(andres|lucia|ramon|jose|maria|sofia|raul|ivan|oscar|jesus|joaquin|julian|sebastian|matias|ines|rocio|monica|veronica|angela|adrian|ruben|hector|tomas|nicolas|alvaro|simon|fermin|agustin|valentin|benjamin|damian|dario|martin|german)(?![\p{L}])/gu,
    (name: string) => {
      const accented = ACCENTED_NAMES[name] ?? name;
      return accented.charAt(0).toUpperCase() + accented.slice(1);
    },
  ],
  // `su prima Lucia`: a name typed with its capital but without its accent (`Lucía`).
  [/(?<![\p{L}])\p{Lu}\p{Ll}+(?![\p{L}])/gu, (name: string) => nameWritten(name)],
];

/** A name of the day as a book prints it: `Lucia`, read from the parent's words, is `Lucía`. */
export function nameWritten(name: string): string {
  const accented = ACCENTED_NAMES[name.toLowerCase()];
  return accented ? accented.charAt(0).toUpperCase() + accented.slice(1) : name;
}

/** Names a parent types without their accent (`andres`: `Andrés`). */
const ACCENTED_NAMES: Record<string, string> = {
  andres: 'andrés',
  lucia: 'lucía',
  ramon: 'ramón',
  jose: 'josé',
  maria: 'maría',
  sofia: 'sofía',
  raul: 'raúl',
  ivan: 'iván',
  oscar: 'óscar',
  jesus: 'jesús',
  joaquin: 'joaquín',
  julian: 'julián',
  sebastian: 'sebastián',
  matias: 'matías',
  ines: 'inés',
  rocio: 'rocío',
  monica: 'mónica',
  veronica: 'verónica',
  angela: 'ángela',
  adrian: 'adrián',
  ruben: 'rubén',
  hector: 'héctor',
  tomas: 'tomás',
  nicolas: 'nicolás',
  alvaro: 'álvaro',
  simon: 'simón',
  fermin: 'fermín',
  agustin: 'agustín',
  valentin: 'valentín',
  benjamin: 'benjamín',
  damian: 'damián',
  dario: 'darío',
  martin: 'martín',
  german: 'germán',
};

/** The hours in words (`las 9`: `las nueve`). */
const HOURS = ['', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];

/** Words in -on that keep no accent. */
const ON_NOT = wordSet('pokemon iron lemon moon noon bacon');

/** Words a parent types without their accent, by stem (the ending, if any, is kept). */
const ACCENTED: Record<string, string> = {
  barbar: 'bárbar',
  rapid: 'rápid',
  sabad: 'sábad',
  pajar: 'pájar',
  pelicul: 'películ',
  musica: 'música',
  telefon: 'teléfon',
  lampar: 'lámpar',
  facil: 'fácil',
  dificil: 'difícil',
  miercoles: 'miércoles',
  todavia: 'todavía',
  aqui: 'aquí',
  alli: 'allí',
  ahi: 'ahí',
  alla: 'allá',
  aca: 'acá',
  despues: 'después',
  volantin: 'volantín',
  neumonia: 'neumonía',
  jamas: 'jamás',
  panico: 'pánico',
  ademas: 'además',
  asi: 'así',
  aji: 'ají',
  jutia: 'jutía',
  tempera: 'témpera',
  mediodia: 'mediodía',
  maritimo: 'marítimo',
  calabacin: 'calabacín',
  elastica: 'elástica',
  elasticas: 'elásticas',
  elastico: 'elástico',
  elasticos: 'elásticos',
  pajaro: 'pájaro',
  pajaros: 'pájaros',
  temperas: 'témperas',
  reves: 'revés',
  traves: 'través',
  // Fruit and the bike's seat (`merienda de sandia`, `le sujetaba el sillin`).
  sandia: 'sandía',
  sandias: 'sandías',
  melon: 'melón',
  platano: 'plátano',
  platanos: 'plátanos',
  melocoton: 'melocotón',
  sillin: 'sillín',
};

/** Words after `fue a` that are no town (`fue a casa`, `fue a clase`). */
const TOWN_NOT = new Set(
  `casa casita clase clases misa caballo dormir todos todas buscarla buscarlo pasear nadar comer cenar playa piscina
  pileta cama parque plaza colegio escuela guarde guardería guarderia jardín jardin kinder trabajo compras tienda
  súper super mercado granja feria circo museo cine teatro médico medico dentista pediatra hospital abuela abuelo
  abuelos abuelita abuelito tíos tios primos visita natación natacion fútbol futbol ballet judo música musica
  vacaciones campo pueblo montaña montana nieve afuera fuera dentro lejos avión avion tren coche carro auto micro
  barco bici moto camión camion autobús autobus trabajo viaje compras paseo urgencias emergencias consulta guardia
  noche tarde mañana excursión excursion
  quinta finca chacra hombros hombritos caballito caballitos cuestas upa brazos`.split(/\s+/u),
);

/** Nicknames of aunts and uncles no list of given names holds (`la tita mari`, `el tito javi`). */
const AUNTS_NICKNAMES = wordSet(
  'mari javi loli nati pili maite rosi fran dani santi manu rafa nacho paqui conchi encarni juani chelo pepe pepa mila luci isa bea cris susi tere toñi toni',
);

/** A question word after `preguntó`, with its accent. */
const QUESTION: Record<string, string> = { quien: 'quién', que: 'qué', donde: 'dónde', cuando: 'cuándo', como: 'cómo' };

/** Strong preterites without an accent, and short ones: never given one. */
const STRONG = wordSet(`
  fue dio vio hizo puso quiso tuvo estuvo pudo supo vino dijo trajo hubo anduvo condujo produjo cupo
`);

/** Words after which a word in -o or -io is the child's verb (`le encanto`, `se cayo`, `no lloro`). */
const BEFORE_VERB = /^(?:le|les|se|lo|la|los|las|no|me|nos|te|ya|casi|ella|él)$/u;

/** Words in -o that are no verb (`ya luego`, `no mucho`). */
const NOT_VERB = wordSet(
  'luego todo mucho poco solo solito algo tanto medio cuando como pero mismo nada rato ratito foto moto radio mano seño disco canguro cinco cuatro ocho',
);

/** Preterites a parent begins a clause with, without their accent (`lloro`, `pregunto`). */
const FIRST_VERB = wordSet(`
  lloro jugo paso llego grito bailo canto salto pinto dibujo monto toco probo encanto pregunto ayudo quedo termino
  empezo hablo conto tiro cocino regalo mojo nado camino miro escucho presto despeino tomo saco agarro pidio
  aprendio comio bebio subio salio abrio vio durmio amanecio nacio llovio corrio encontro mancho mordio perdio
  asusto enseño cogio armo junto rompio eligio escondio despertó desperto enojo mojo lavo ensucio regalo invento
  recogio metio prendio enterro dibujo pregunto exploto vomito colgo ordeño trepo decoro adorno lanzo empujo cuido
  chapoteo patino gateo acaricio siguio sintio vistio sirvio repitio consiguio divirtio despidio midio persiguio
  murio prefirio mintio saludo escampo dejo merendo almorzo recorto visito disfruto volvio conocio entro cargo
  soplo sono sonrio aplaudio apago gano brinco arranco rego acabo planto trago regreso llevo pedaleo
  aparecio desaparecio batio desayuno ceno apreto achucho guardo devolvio
`);

/** Imperfects of -er and -ir verbs that parents type without their accent (`le mordia`): never another word there. */
const IMPERFECT_IA = wordSet(
  'mordia queria tenia podia hacia decia sabia comia dormia pedia salia venia ponia dolia veia leia caia reia subia abria sentia seguia habia bebia corria entendia conocia volvia llovia removia movia',
);

/** The parent's preterite without its accent (`encanto`, `amanecio`): the accent put back where a verb stands. */
function accents(text: string): string {
  const words = text.split(' ');
  return words
    .map((said, index) => {
      // `casi no comio, solo caldo`: the comma after the verb stays, the accent goes on the word.
      const tail = /[,.;:]+$/u.exec(said)?.[0] ?? '';
      return accented(said.slice(0, said.length - tail.length), index) + tail;
    })
    .join(' ');

  function accented(word: string, index: number): string {
    const lower = word.toLowerCase();
    // A name inside the clause (`la Yaro lo llevó`) is never a verb to accent: names keep their spelling.
    if (index > 0 && /^\p{Lu}/u.test(word)) return word;
    const before = index === 0 ? '' : (words[index - 1] ?? '').toLowerCase();
    const after = (words[index + 1] ?? '').toLowerCase();
    const twoBack = index < 2 ? '' : (words[index - 2] ?? '').toLowerCase();
    // `en la pelopincho`, `con la moto`: `la` after a preposition is the article of a thing.
    const article =
      /^(?:la|lo|las|los)$/u.test(before) &&
      /^(?:en|a|de|con|por|para|sin|desde|hasta|sobre|entre|hacia|al|del|toda|todo)$/u.test(twoBack);
    const verbPlace = BEFORE_VERB.test(before)
      ? !NOT_VERB.has(lower) && !article
      : (index === 0 || !/^(?:el|la|los|las|un|una|su|sus|mi|de|del|al|a|con|en|por|para|sin)$/u.test(before)) &&
        FIRST_VERB.has(lower) &&
        // After a verb it is a thing (`le convidaron jugo`).
        !/\p{L}(?:aron|ieron|ó)$/u.test(before) &&
        // `junto a la ventana` is where, not `juntó`.
        !(lower === 'junto' && /^(?:a|al|con|de)$/u.test(after));
    // `le mordia`, `no queria`: after a clitic, the imperfect of an -er or -ir verb keeps its accent.
    if (/^(?:le|les|se|me|te|nos|no|ya|lo)$/u.test(before) && IMPERFECT_IA.has(lower)) return `${word.slice(0, -2)}ía`;
    if (!verbPlace || STRONG.has(lower) || /[áéíóú]/u.test(lower) || [...lower].length < 4) return word;
    if (/^\p{Ll}+[^aeiouáéíóú]eo$/u.test(lower)) return `${word.slice(0, -1)}ó`;
    // `lloriqueo un poco`: a preterite in -queó, whose `u` is silent.
    if (/^\p{Ll}+queo$/u.test(lower)) return `${word.slice(0, -1)}ó`;
    if (/^\p{Ll}+[^aeiouáéíóú]io$/u.test(lower)) return `${word.slice(0, -1)}ó`;
    // `siguio jugando`, `persiguio a las palomas`: a preterite in -guió, whose `u` is silent.
    if (/^\p{Ll}+guio$/u.test(lower)) return `${word.slice(0, -1)}ó`;
    // `se enfado`: right after `se` or `le`, a word in -ado is the preterite, never a participle.
    const clitic = /^(?:se|le|les|me|te|nos)$/u.test(before) && lower.endsWith('ado');
    // `le mando un jarabe`: `mandó`, whose -ando is no gerund.
    if (lower === 'mando' && /^(?:le|les|me|te|nos|se lo|lo|la)$/u.test(before)) return `${word.slice(0, -1)}ó`;
    if (/^\p{Ll}+(?:[^aeiouáéíóúy]|ll|y)o$/u.test(lower) && (clitic || !/(?:ando|iendo|ado|ido)$/u.test(lower)))
      return `${word.slice(0, -1)}ó`;
    return word;
  }
}

/**
 * The parent's words for a thing, typed quickly (`su camion rojo`), with the accents a book prints (`su camión rojo`):
 * for what the story lists of the parent's own words.
 */
export function spelled(words: string): string {
  let text = words;
  for (const [pattern, replacement] of SPELLING)
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  return text;
}

function clean(clause: string): string {
  let text = clause
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[:;]-?[()DPp]/gu, ' ')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu, ' ')
    .replace(/[!¡?¿]+/gu, ' ')
    .replace(CHAT, ' ');
  // Shouted words (`NADA`, `TODO`) are said as words.
  text = text.replace(/(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/gu, (word) => word.toLowerCase());
  for (const [pattern, replacement] of SPELLING)
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  return tidy(text.replace(/^[\s,.-]+|[\s,.;:-]+$/gu, ''));
}

/** A finite verb of a past day, which a clause's new thing begins with (`y se cayó`, `, lloró`). */
const VERB =
  /(?:\p{L}+(?:ó|ió|aron|ieron|yeron|jeron|aba|aban|ía|ían|amos|imos)|fue|fueron|dio|dieron|vio|vieron|hizo|hicieron|puso|pusieron|quiso|quisieron|tuvo|tuvieron|estuvo|estuvieron|pudo|vino|vinieron|dijo|trajo|hubo|ha|han|hemos|está|estaba|es|era|dice|tiene|le|se|lo|no|me|nos)/u;

/** The parent's word for the child, said alone as a subject (`mi peque`, `la nena`, `ella`). */
const CHILD_WORD = String.raw`(?:(?:mi|la|el)\s+(?:peque|pequeñ[oa]|nen[ea]|niñ[oa]|chiqui|chiquit[oa]|chiquitín|chiquitin|chiquitina|gord[oa]|gordit[oa]|enan[oa]|bebé|bebe|princesa|campeón|campeon|cielo|vida|tesoro|cosita)|ella|él)`;
const CHILD_ALONE = new RegExp(`^(?:y\\s+)?${CHILD_WORD}$`, 'iu');
/** The parent's pet name for the child before a verb (`la peque`, `mi gordi`): never a baby or another girl. */
const PET_NAME =
  /^(?:(?:mi)\s+(?:peque|pequeñ[oa]|niñ[oa]|niñit[oa]|nen[ea]|chiqui|chiquit[oa]|chiquitín|chiquitin|chiquitina|gord[oa]|gordit[oa]|gordi|enan[oa]|princesa|campeón|campeon|cielo|vida|tesoro|cosita)|(?:la|el)\s+(?:peque|pequeñ[oa]|chiqui|chiquitín|chiquitin|chiquitina|enan[oa]))\s+/iu;

/** The child and another as one subject (`mi peque y su hermano`): the child is the hero. */
const CHILD_AND = new RegExp(`^(?:y\\s+)?${CHILD_WORD}\\s+y\\s+(?=(?:su|sus)\\s)`, 'iu');

/** A plan of the family's for the day (`íbamos a ir a la playa`, `teníamos que ir al zoo`), which may fall through. */
const PLAN =
  /(?:^|\s)(?:[ií]bamos a ir|quer[ií]amos ir|ten[ií]amos que ir|ten[ií]amos pensado ir|la idea era ir|el plan era ir|tocaba ir)\s+(?:a|al)\s/iu;

/** Words that end one thing and begin another (`pero`, `y luego`, `así que`), except before `de` (`después de`). */
const THEN = String.raw`(?<!(?:dijo|dice|decía|decia)\s+(?:que|q)(?:\s+\p{L}+){1,3})(?:,\s*)?\s+(?:pero|y luego|y después|y despues|y ya luego|ya luego|y al final|luego|después|despues|entonces|así que|asi que|así q|asi q|y ahora|ahora)\s+(?!del?\s)`;
/** A comma before a new verb or a new subject. */
const COMMA = String.raw`\s*,\s*(?:y\s+)?(?=yo\s+(?:lo|la|le)\s+\p{L}{3,}(?![\p{L}])|(?:el|la|su)\s+(?:abuel[oa]|yay[oa]|pap[aá]|mam[aá]|papi|mami|t[ií][oa])(?:\s+\p{Lu}\p{L}+)?\s+(?:la|las|los)\s+\p{L}{3,}(?:ó|o|ió|io)(?![\p{L}])|mi\s+(?:peque|pequeñ[oa]|niñ[oa]|niñit[oa]|nen[ea]|chiqui|chiquit[oa]|gordit[oa]|enan[oa]|princesa|campe[oó]n|tesoro|cielo)\s+(?:(?:se|le|lo|la|no|ya)\s+)?\p{L}+(?:ó|o|ió|io|aba|ía|ia)(?![\p{L}])|\p{L}{3,}\s+no\s+(?:se\s+)?(?:lo|la|los|las|le)\s+(?:dejaba|dej[oó]|prestaba|prest[oó]|quer[ií]a\s+(?:dejar|prestar))(?![\p{L}])|a\s+(?:él|el|ella)\s+le\s+(?:encant|gust|fascin|chifl)\p{L}*(?![\p{L}])|(?:un|una)\s+(?:señor|señora|senor|senora|chico|chica|niño|niña|nene|nena|muchacho|muchacha|vendedor|vendedora|payaso|payasa|hombre|mujer|abuelito|abuelita)\s+(?:le|les|nos|me)\s+\p{L}+|cuando\s+\p{L}+\s+\p{L}+|(?:en\s+casa|en\s+el\s+coche|a\s+la\s+vuelta|de\s+vuelta|al\s+llegar)\s+(?:nos\s+|le\s+|la\s+|lo\s+)?\p{L}+(?:amos|imos)(?![\p{L}])|(?:a\s+la\s+vuelta|de\s+vuelta)\s+se\s+(?:qued|durm|dormi)\p{L}+|la\s+(?:miss|profe|maestra|seño|seno)\s+(?:la|lo|le)\s+\p{L}{3,}(?:o|ó)(?![\p{L}])|mañana\s|(?:a|en|por|x)\s+la\s+(?:salida|tarde|noche|mañana)\s|de\s+(?:tarde|noche|mañana)\s+(?:\p{L}+\s+)?\p{L}+(?:amos|imos|ó|ió)(?![\p{L}])|hac[ií]a\s+(?:un\s+|mucho\s+|muchísimo\s+|tanto\s+|bastante\s+)?(?:calor|fr[ií]o|sol|viento|aire|fresco|buen tiempo)(?![\p{L}])|(?:él|el|ella)\s+(?:echo|echó|hizo|puso|quiso|comio|comió|armo|armó|pidio|pidió|trajo)(?![\p{L}])|(?:él|ella)\s+(?:iba|estaba|era|andaba|${VERB.source}|(?!sol)\p{L}{3,}(?:o|ó|aba|ía))(?![\p{L}])|(?:iba|andaba)\s+(?!a\s)\p{L}+|(?:hoy\s+)?(?:la|lo)\s+\p{L}+[éíó](?![\p{L}])|(?:mam[aá]|mami|pap[aá]|papi|abuel[oa]|yay[oa]|t[ií][oa]|la\s+seño|la\s+miss|la\s+profe|la\s+maestra)\s+(?:(?:le|les|lo|la|se|nos|me)\s+)?(?:${VERB.source})(?![\p{L}])|(?:hoy\s+)?(?:(?:${VERB.source}|${[...FIRST_VERB].join('|')})(?![\p{L}])|(?:el|la|los|las|su|mi)\s+\p{L}+(?:\s+\p{Lu}\p{L}+)?\s+(?:${VERB.source})(?![\p{L}])|(?:el|la|su)\s+(?:gat[oa]|perr[oa]|perrit[oa]|gatit[oa]|abuel[oa]|prim[oa]|herman[oa]|tí[oa]|ti[oa])\s+\p{Ll}+\s+(?:no\s+)?(?:se|le|lo|la)\s|(?:en|a)\s+(?:el|la)\s+\p{L}+\s+(?:le|les|se|lo|la)\s+(?:han|ha|\p{L}+(?:ó|aron|ieron))(?![\p{L}])))`;
/** `y` before the parent's `we`, a new subject or the child's words (`y Zuri siguió`, `y lo pegamos`, `y dijo`). */
const AND = String.raw`\s+y\s+(?=a\s+(?:mi|la|el)\s+(?:peque|pequeñ[oa]|nen[ea]|niñ[oa]|chiqui|chiquit[oa]|gordit[oa]|enan[oa]|princesa|campe[oó]n|tesoro|cielo)\s+(?:le|les)\s+(?:encant|gust|fascin|chifl|flip)\p{L}*(?![\p{L}])|(?:un|una)\s+(?:señor|señora|senor|senora|chico|chica|niño|niña|vendedor|vendedora|payaso|payasa|hombre|mujer)\s+(?:le|les|nos|me)\s+\p{L}+(?:ó|ió)(?![\p{L}])|(?:(?:lo|la|le|les|los|las|no|se|nos)\s+)?(?!(?:prim|mim|ram|racim|anim|ánim|cam)os(?![\p{L}]))\p{L}+(?:amos|imos)(?![\p{L}])|\p{Lu}\p{Ll}+\s+(?:${VERB.source})(?![\p{L}])|(?:el|la|su)\s+\p{L}+\s+(?:${VERB.source})(?![\p{L}])|(?:el|la|su)\s+\p{L}+\s+\p{Lu}\p{L}+\s+(?:${VERB.source})(?![\p{L}])(?![^.!?]*\s(?:una|uno|unas|unos)(?:\s+j[aej]+)?\s*$)|(?:él|ella)\s+(?:era|iba|estaba|andaba|fue|se|le|no)(?![\p{L}])|(?:x|por|a|en)\s+la\s+(?:tarde|noche|mañana)(?![\p{L}])|(?:a\s+la|de)\s+vuelta\s+(?:(?:nos|le|la|lo)\s+)?\p{L}+(?:amos|imos)(?![\p{L}])|en\s+(?:la\s+)?casa\s+(?:se\s+|le\s+|me\s+|nos\s+)?\p{L}+ó(?![\p{L}])|a\s+mitad\s+(?:se|le)\s|de\s+(?:repente|pronto|vuelta)\s|(?:en|por)\s+el\s+camino\s+(?:se|le|nos)\s|se\s+(?:sentó|sento)\s+en\s+(?:mis|mi)\s|(?:le|les)\s+(?:encant|gust|fascin)\p{L}*\s+\p{L}|(?:me\s+|le\s+|nos\s+)?(?:dijo|dice|ha dicho|gritó|grito|preguntó|pregunto)(?![\p{L}])|le\s+dije\s+(?:que|q)\s+(?:regresaba|volv[ií]a|ven[ií]a|iba\s+a\s+volver|volver[ií]a|regresar[ií]a)(?![\p{L}])|(?:no\s+)?(?:supe|sabía|pude|quise|dije|fui)(?![\p{L}])|(?:lo|la)\s+(?:cargu[eé]|alc[eé]|abrac[eé]|consol[eé]|llev[eé]|dej[eé]|acost[eé]|bañ[eé]|dorm[ií])(?![\p{L}])|mañana\s|(?:hoy|anoche|ayer)\s|se\s+(?:nos|me)\s|se\s+(?:asustó|asusto|enfadó|enojó|puso a llorar)(?![\p{L}]))`;
/** `y` where the one who did it changes: after the parent's `I` or `we`, or after others (`le dieron miedo y se escondió`). */
const SINGLE = String.raw`(?:${[...FIRST_VERB].filter((word) => word !== 'junto').join('|')}|trajo|hizo|puso|dio|vio|quiso|\p{L}+[^aeiou]ió|\p{L}{2,}[^aeioui]ó)(?![\p{L}])`;
// (`sembramos un frijolito en un vaso con algodón y lo puso…`: a long thing sown still ends the parent's `we`.)
// (`fuimos con su amiga Lucia y la mama de lucia`: `la` before a grown-up or a girl is one more who came, no verb's.)
const TURN = String.raw`(?<=\p{L}[éí]|\p{L}(?:amos|imos)(?:\s+\p{L}+){0,8}|(?:^|\s)(?:dije|supe|pude|quise|hice|puse|tuve|traje)(?:\s+\p{L}+){0,6})\s+y\s+(?!la\s+(?:mam[aá]|mami|abuel[ai]|abu|yaya|t[ií]a|tita|prima|hermana|amiga|vecina|seño|profe|maestra|niñera|canguro)(?![\p{L}]))(?=(?:se|le|lo|la|no|hasta)\s+\p{L}+|${SINGLE})|(?<=\p{L}(?:aron|ieron)(?:\s+\p{L}+){0,6})\s+y\s+(?=(?:se|le|no)\s+\p{L}+ó(?![\p{L}])|${SINGLE})|\s+y\s+(?=hasta\s)`;
/** `hemos hecho un puzle y se ha echado una siesta`: after the parent's `we`, the child's own `ha` is a new doing. */
const OWN = String.raw`(?<=(?:^|\s)hemos\s+\p{L}+(?:\s+\p{L}+){0,8})\s+y\s+(?=(?:se|le|lo|la|no)\s+ha\s|ha\s)`;
/** A fit after a comma, typed without a verb (`no quería ponerse los zapatos, rabieta en el pasillo`): its own clause. */
const FIT_AFTER = String.raw`\s*,\s*(?=(?:(?:una|gran|tremenda|menuda|buena)\s+)?(?:rabieta|berrinche|pataleta|llorera|perreta)(?![\p{L}]))`;
/** `…, al final con el tío hizo un castillo`: the day's turn begins a clause of its own. */
const AT_LAST = String.raw`\s*,\s*(?=al final\s+(?!de\s))`;
const BREAK = new RegExp(`${THEN}|${COMMA}|${AND}|${TURN}|${OWN}|${FIT_AFTER}|${AT_LAST}`, 'gu');

/** A name's aside in brackets, said after the name (`a Pepe, el conejito de peluche,`). */
const withAsides = namedAsides('el|la|un|una|su|nuestro|nuestra');

/** `la Cachupina (nuestra gata)`: a pet named with its kind in brackets, said as a book says it (`la gata Cachupina`). */
const PET_ASIDE =
  /(?<![\p{L}])(?:(?:el|la)\s+)?(\p{Lu}\p{Ll}+)\s*\(\s*(?:nuestr[oa]|mi|su)\s+((?:gat|perr|michi|conej|cachorr|tortug|periquit|pollit|cobay|hámster|hamster)\p{L}*|pez|pececito|loro|canario|pájaro|pajarito)\s*\)/gu;
const petAside = (text: string) =>
  text.replace(PET_ASIDE, (_all, name: string, kind: string) => {
    const fem = /a$|ita$/u.test(kind) && !/^(?:michi)/u.test(kind);
    return `${fem ? 'la' : 'el'} ${kind.toLowerCase()} ${name}`;
  });

/** A cuddly toy or treasure named in a clause (`el peluche de pulpo`, `su conejito Pompón`). */
const TOY =
  /(?<![\p{L}])(el|la|su)\s+(peluche|muñeco|muñeca|conejito|conejita|osito|osita|juguete|mantita|chupete|dinosaurio|cochecito|trencito|pelota)(\s+de\s+(?:la\s+|los\s+|las\s+)?\p{Ll}+)?(?:\s+(\p{Lu}\p{Ll}+))?(?![\p{L}])/gu;

/** The last toy named in the clauses before, with the `lo` or `la` that stands for it. */
function toyBefore(all: readonly string[]): { said: string; clitic: 'lo' | 'la' } | undefined {
  for (const clause of [...all].reverse().slice(0, 3)) {
    const found = [...clause.matchAll(TOY)].at(-1);
    if (!found) continue;
    const [, article = '', noun = '', of = '', name] = found;
    const fem = article === 'la' || (article === 'su' && noun.endsWith('a'));
    return { said: name ? `a ${name}` : `${article} ${noun}${of}`, clitic: fem ? 'la' : 'lo' };
  }
  return undefined;
}

/** `lo secamos`, `la seño Lucía lo cosió`, `no lo soltó`: the toy said again by name where `lo` alone is unclear. */
function toyByName(clause: string, toy: { said: string; clitic: 'lo' | 'la' }): string {
  const we = new RegExp(`^(y\\s+)?${toy.clitic}\\s+(\\p{L}+(?:amos|imos))(?![\\p{L}])`, 'u');
  if (we.test(clause))
    return clause.replace(we, (_all, and: string | undefined, verb: string) => `${and ?? ''}${verb} ${toy.said}`);
  if (!toy.said.startsWith('a ')) return clause;
  const done = new RegExp(
    `(?<=^(?:(?:la|el)\\s+\\p{L}+\\s+)?\\p{Lu}\\p{Ll}+\\s+(?:no\\s+)?)${toy.clitic}\\s+(\\p{L}+ó)(?![\\p{L}])`,
    'u',
  );
  return clause.replace(done, (_all, verb: string) => `${verb} ${toy.said}`);
}

/** Someone met on the day who found or handed back the lost thing (`una cajera`, `un señor`, `el chico de la entrada`). */
const FINDER = String.raw`(?:(?:una?|el|la)\s+(?:cajer[oa]|dependient[ea]|dependienta|señor[a]?|senor[a]?|chic[oa]|niñ[oa]|nen[ea]|vendedor[a]?|camarer[oa]|guardia|policía|policia|conductor[a]?|revisor[a]?|azafata|monitor[a]?|vecin[oa]|empleado|empleada|mujer|hombre))`;

/** How the parent praised the finder (`una cajera muy maja`, `un señor super amable`), said with the finder. */
const KIND = String.raw`(?:(?:muy|super|súper|re|tan)\s+)?(?:maj[oa]|amable|simpátic[oa]|simpatic[oa]|buen[oa]|buenísim[oa]|buenisim[oa]|cariños[oa]|mayor|joven)`;

/**
 * `al final lo encontro una cajera en la zona de las frutas`: the one who found it said first, as the one who did it
 * (`al final una cajera encontró el chupete…`), never the child finding it with a stranger beside.
 */
function foundBy(clause: string, toy: { said: string; clitic: 'lo' | 'la' } | undefined): string {
  const found = new RegExp(
    `^((?:y\\s+)?(?:(?:al final|por fin|luego|después|despues|menos mal que)\\s+)?)(lo|la)\\s+((?:encontr|devolv|recog|trajo|guard)\\p{L}*)\\s+(${FINDER}(?:\\s+(?:de|del)\\s+(?:(?:la|el|los|las)\\s+)?\\p{L}+)?(?:\\s+${KIND})?)(?![\\p{L}])`,
    'iu',
  ).exec(clause);
  if (!found) return clause;
  const [whole, lead = '', clitic = '', verb = '', finder = ''] = found;
  const thing = toy && toy.clitic === clitic.toLowerCase() && !toy.said.startsWith('a ') ? toy.said : undefined;
  const told = thing ? `${finder} ${verb} ${thing}` : `${finder} ${clitic} ${verb}`;
  return `${lead}${told}${clause.slice(whole.length)}`;
}

/** The words a toddler cries again and again (`otra vez`, `más`, `yo sola`). */
const CRY = '(?:otra vez|otra|más|mas|yo solo|yo sola|mío|mio|mía|mia)';

/**
 * `dijo otra vez otra vez`, `grito mas mas`: the toddler's own cry, said as the child said it (`Osito dijo: «¡Otra vez,
 * otra vez!»`), never read as a verb's object.
 */
function cried(clause: string, hero: R): string | undefined {
  const found = new RegExp(
    String.raw`^(?:y\s+)?(dijo|dice|gritó|grito|pidió|pidio|gritaba|decía|decia)\s+(${CRY}(?:[\s,]+${CRY})*)\s*[!.]*$`,
    'iu',
  ).exec(clause.trim());
  if (!found) return undefined;
  const verb = (found[1] ?? '').toLowerCase();
  const said =
    ({ dice: 'dijo', grito: 'gritó', pidio: 'pidió', decia: 'decía' } as Record<string, string>)[verb] ?? verb;
  const words = [...(found[2] ?? '').toLowerCase().matchAll(new RegExp(CRY, 'gu'))]
    .map(([word]) => ({ mas: 'más', mio: 'mío', mia: 'mía' })[word] ?? word)
    .join(', ');
  return `${hero.name} ${said}: «¡${words.charAt(0).toUpperCase()}${words.slice(1)}!».`;
}

/**
 * `La seño Marta les dio el collar y no se lo quiso quitar`: the one who would not take it off is the child, said by
 * name after a grown-up's doing.
 */
function refused(text: string, hero: R): string {
  if (!PEOPLE.test(text)) return text;
  // (`y no se las quiere quitar ni para cenar`: the parent's present, in the story's past.)
  const then: Record<string, string> = { quiere: 'quería', queria: 'quería', deja: 'dejaba' };
  return text.replace(
    /\s+y\s+no\s+se\s+((?:lo|la|los|las)\s+)(quiso|quería|queria|quiere|dejó|dejo|deja)(?![\p{L}])/u,
    (_all, it: string, verb: string) => `, y ${hero.name} no se ${it}${then[verb] ?? verb}`,
  );
}

/** Something the child made at school or at home (`hizo un collar de macarrones`), the last clause's. */
const MADE =
  /(?<![\p{L}])(?:hizo|hicieron|hicimos|pintó|pinto|pintaron|decoró|decoro|preparó|preparo)\s+(un|una)\s+(collar|dibujo|pulsera|corona|careta|máscara|mascara|farolillo|farol|tarjeta|postal|marco|mural|cuadro|títere|titere|gorro|sombrero|caja|maceta|regalo|manualidad)(?![\p{L}])/iu;

/**
 * `hizo un collar… la seño Marta nos lo dio a la salida`: the teacher handed the thing the child made to the family,
 * said by name (`La seño Marta les dio el collar`), never the parent's `nos` with a `lo` no one can follow.
 */
function madeByName(clause: string, before: string | undefined): string {
  const found = before === undefined ? null : MADE.exec(before);
  if (!found) return clause;
  const [, article = '', noun = ''] = found;
  const clitic = article.toLowerCase() === 'una' ? 'la' : 'lo';
  const gave = new RegExp(
    String.raw`^((?:y\s+)?(?:la|el|su)\s+(?:seño|profe|maestr[oa]|tí[oa]|tia|tio)(?:\s+\p{Lu}\p{Ll}+)?\s+)(?:nos|me)\s+${clitic}\s+(dio|dieron|entregó|entrego)(?![\p{L}])`,
    'iu',
  );
  const the = clitic === 'la' ? 'la' : 'el';
  return clause.replace(
    gave,
    (_all, who: string, verb: string) =>
      `${who}les ${verb.toLowerCase().replace(/entrego/u, 'entregó')} ${the} ${noun.toLowerCase()}`,
  );
}

/**
 * A thing caught, stuck or blown away just before (`se le enganchó el sedal en una rama`, `se le quedó la cometa en el
 * árbol`): a grown-up's `lo` or `la` freeing it (`el abuelo lo soltó con mucha paciencia`) is that thing, said by
 * name, never the child.
 */
const STUCK =
  /(?<![\p{L}])se\s+(?:le|nos|me)\s+(?:enganch|engancho|atasc|enred|qued|vol|subi)\p{L}*\s+(el|la)\s+(\p{L}+)(?![\p{L}])/iu;
const FREED = String.raw`(?:solt|desenganch|desenred|desatasc|baj|sac|rescat|recuper|liber)\p{L}*`;

/** The thing said before its getting stuck (`la cometa se le enredó en un árbol`). */
const STUCK_FIRST =
  /(?<![\p{L}])(el|la)\s+(\p{L}+)(?:\s+de\s+\p{L}+)?\s+se\s+(?:le|les|nos|me)\s+(?:enganch|atasc|enred|qued|subi)\p{L}*(?![\p{L}])/iu;

function stuckByName(clause: string, before: string | undefined, earlier?: string): string {
  // (`volamos la cometa y se le enredó en un árbol`: the thing stuck is the one the clause before it named last.)
  const bare =
    before !== undefined && /^(?:y\s+)?se\s+(?:le|les|nos|me)\s+(?:enganch|atasc|enred)\p{L}*(?![\p{L}])/iu.test(before)
      ? [...(earlier ?? '').matchAll(/(?<![\p{L}])(el|la)\s+(\p{L}{3,})(?![\p{L}])/giu)].at(-1)
      : undefined;
  const found = before === undefined ? null : (STUCK.exec(before) ?? STUCK_FIRST.exec(before) ?? (bare ? bare : null));
  if (!found) return clause;
  const [, article = '', noun = ''] = found;
  const clitic = article.toLowerCase() === 'la' ? 'la' : 'lo';
  const freed = new RegExp(
    `(?<=^(?:y\\s+|pero\\s+)?(?:(?:el|la|su|mi)\\s+\\p{L}+(?:\\s+\\p{Lu}\\p{Ll}+)?|\\p{Lu}\\p{Ll}+)\\s+)${clitic}\\s+(${FREED}(?:ó|o|aron))(?![\\p{L}])`,
    'u',
  );
  // (`la bajo`, typed without its accent, is the grown-up's preterite: `bajó la cometa`, never `bajo` as `under`.)
  return clause.replace(
    freed,
    (_all, verb: string) =>
      `${verb.replace(/([^i])o$/u, '$1ó').replace(/io$/u, 'ió')} ${article.toLowerCase()} ${noun}`,
  );
}

/** Someone of the family away (`papi lleva 3 dias en bilbao`, `la abuela está de viaje`), as the clause's subject. */
const AWAY_ONE =
  /^(?:y\s+)?((?:(?:el|la|su|mi)\s+)?(?:[Pp]api|[Pp]apá|[Pp]apa|[Mm]ami|[Mm]amá|[Mm]ama|[Aa]buel[oa]|[Aa]bu|[Yy]ay[oa]|[Tt][ií][oa])(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:lleva|llevaba|está|esta|estaba|estuvo|se fue|se había ido|se habia ido|ha estado|había estado|habia estado|anda|andaba)(?![\p{L}])/u;
/** Coming back said with no one before the verb (`hoy por fin volvia`). */
const BACK =
  /^(?:y\s+)?((?:(?:hoy|por fin|al fin|ya|esta tarde|esta noche)\s+)*)((?:volv|regres|lleg)\p{L}*)(?![\p{L}])(.*)$/iu;

/** Coming back said inside `cuando` before what came with it (`esta mañana cuando volvio le trajo…`). */
const WHEN_BACK =
  /^(?:y\s+)?((?:esta|por la|en la|a la) (?:mañana|tarde|noche))?\s*cuando\s+((?:volv|regres|lleg)\p{L}*)\s+(?!(?:a|al|de|del|con|en)\s)(.+)$/iu;

/**
 * Coming home is the doing of the one who was away (`papi lleva 3 dias en bilbao… hoy por fin volvia`): said with
 * them as its subject, never as the child's own coming back.
 */
function whoCameBack(clause: string, before: string | undefined, earlier: readonly string[] = []): string {
  // `esta mañana cuando volvio le trajo un croissant`: the one who was away came back and brought it (`Mamá volvió
  // por la mañana y le trajo…`), never the child's coming back.
  const coming = WHEN_BACK.exec(clause);
  if (coming) {
    const away = [...earlier].reverse().find((each) => AWAY_ONE.test(each));
    const who = away === undefined ? undefined : AWAY_ONE.exec(away)?.[1];
    if (who) {
      const [, time = '', verb = '', rest = ''] = coming;
      const at = time.replace(/^(?:esta|en la|a la)\s+/iu, 'por la ');
      // (With the accents a book prints: `mama volvio` is `mamá volvió`.)
      const said = who.replace(/(?<![\p{L}])([Mm]am|[Pp]ap)a$/u, '$1á');
      const came = verb.replace(/io$/iu, 'ió').replace(/^(regres|lleg)o$/iu, '$1ó');
      // (What the child did with it after, `y se lo comio en la cama`, is the child's own: `…, que se comió en la cama`,
      // never the grown-up's eating.)
      const brought = rest.replace(
        /\s+y\s+se\s+(?:lo|la|los|las)\s+(?=(?:com|beb|tom|termin|zamp)\p{L}*\s)/iu,
        ', que se ',
      );
      return `${said} ${came}${at ? ` ${at}` : ''} y ${brought}`;
    }
  }
  const back = BACK.exec(clause);
  if (!back) return clause;
  const [, when = '', verb = '', rest = ''] = back;
  const away = before === undefined ? null : AWAY_ONE.exec(before);
  return away ? `${away[1]} ${when}${verb}${rest}` : clause;
}

function clauses(description: string): string[] {
  return (
    withAsides(petAside(description))
      // `conto un chiste: por que el elefante no usa movil? porque tiene trompa jaja`: the joke's question and its
      // answer are one joke, kept together (never cut at the question mark, with the answer lost).
      .replace(
        /(?<=(?:chiste|adivinanza)\s*:?\s)¿?\s*(por\s*qu[eé]|qu[eé]|c[oó]mo|cu[aá]l|qui[eé]n|d[oó]nde)(\s+[^?.!]{3,80}?)\s*\?+\s*(?:pues\s+)?((?:porque|xq|pq|por\s+que)\s[^.!?]{2,80}?)(?:\s+(?:ja|je|ji){2,}\s*(?:y\s+)?(?=\p{L})|(?=[.!?]|$))/giu,
        (_all, ask: string, rest: string, answer: string) => `${ask}${rest}, ${answer}. `,
      )
      // `se lo quiso poner luego luego`: Mexico's `right away`, not `then`.
      .replace(/(?<![\p{L}])luego,?\s+luego(?![\p{L}])/giu, 'enseguida')
      .replace(/\([^)]*\)/gu, ' ')
      // `volvimos a buscarlo y no estaba`: the thing looked for was not found (`sin encontrarlo`), never the hero not
      // there.
      .replace(
        /(?<=buscarl([oa]s?))\s+y\s+no\s+estaba(?:n?)(?=\s*(?:[.,;!]|$))/giu,
        (_all, it: string) => ` sin encontrarl${it.toLowerCase()}`,
      )
      // `le dije que no pero que la recordamos siempre`: the parent's answer and its comfort are one answer, never cut at
      // the `pero`, or the comfort would be left without who said it.
      .replace(
        /(?<=(?:dije|dijimos|expliqu[eé]|explicamos|contest[eé]|contestamos)\s+(?:que|q)\s+(?:no|sí|si))\s*,?\s+pero\s+(?=(?:que|q)\s)/giu,
        ', ',
      )
      // `ni te cuento la cara de alegria`: the parent's aside to the reader is the child's happy face, said plainly.
      .replace(
        /(?:,\s*)?(?:y\s+)?(?:ni te (?:cuento|imaginas|digo)|no (?:veas|te imaginas))\s+la cara (?:de (?:alegr[ií]a|felicidad|ilusi[oó]n|emoci[oó]n)|que puso)/giu,
        '. puso una cara de alegría enorme',
      )
      // `se le rompio su taza, se le cayo de la mesa`: the fall is how the thing broke, one trouble with it (never a fall
      // of the child's own, told apart in the comfort).
      .replace(
        /(?<=(?:^|\s)se\s+le\s+(?:rompi[oó]|rompieron|estrope[oó]|cascó|casco)\s+(?:su|sus|el|la|los|las|un|una)\s+[^,.;!?]{2,50}?)\s*,\s*(?:y\s+)?(?=se\s+le\s+(?:cay[oó]|cayeron|resbal[oó])(?![\p{L}]))/giu,
        ' porque ',
      )
      // `la yaya se ha venido a ayudar y hoy hizo croquetas`: a grown-up who opens the sentence did the next thing too;
      // the `hoy` there is no new clause of the child's (never `Zuri hizo croquetas`).
      .replace(
        /(?<=(?:^|[.!?;]\s*)(?:la|el|mi)\s+(?:mamá|mama|mami|papá|papa|papi|abuel[oa]|abu|abue|yay[oa]|non[oa]|tí[oa]|tio|tia|tat[ao]|seño|profe|maestr[oa])(?:\s+\p{Lu}\p{Ll}+)?\s+[^.,;!?]{2,60}?)\s+y\s+hoy\s+(?=(?:le\s+|les\s+|nos\s+|se\s+)?(?:hizo|preparó|preparo|cocinó|cocino|trajo|puso|compró|compro|ha\s+hecho|ha\s+preparado)(?![\p{L}]))/giu,
        ' y ',
      )
      // `lloró que ni te cuento`: the aside alone says only `a lot`, left out (never `cuentó`).
      .replace(/,?\s*(?:que\s+|q\s+)?ni te (?:cuento|imaginas|digo)(?![\p{L}])/giu, '')
      // `antes de dormir un poco pucheros`: the pout typed without its verb is the child's own, told with its moment.
      .replace(/(?:,\s*)?\s+(?:un poco|un poquito|algo)\s+(?:de\s+)?pucheros(?![\p{L}])/giu, ' e hizo unos pucheritos')
      .replace(/[\p{Extended_Pictographic}]+\u{FE0F}?/gu, '. ')
      .replace(
        /(le|lo|la) pusimos (?:de )?nombre,?\s*(?:y\s+)?ahora se llama\s*['‘’"“”«]([^'‘’"“”»]+)['‘’"“”»]/giu,
        '$1 pusimos de nombre $2',
      )
      // A name given belongs to the thing said just before (`encontró un caracol. le puso de nombre Pepe`).
      .replace(
        /[.!]+\s*(?=(?:y\s+)?(?:le|lo|la)\s+(?:puso|pusimos|llamó|llamamos)\s+(?:de\s+nombre\s+)?\p{Lu})/gu,
        ' y ',
      )
      // `luego se le paso y le canto una nana`: the upset over, and then the new doing, apart.
      .replace(
        /(?<=(?:^|\s)se le pas[oó](?:\s+(?:enseguida|rápido|rapido|pronto|al rato))?)\s*,?\s+y\s+(?=(?:le|la|lo|se)\s+\p{L})/giu,
        '. ',
      )
      // `me dijo "mama tu eres mia" y tiro el cojin al suelo`: what the child did after the words is a new thing.
      .replace(/(?<=(?:dijo|decía|decia|gritó|grito)\s*:?\s*["“”«][^"“”«»]{1,80}["“”»])\s*,?\s+y\s+(?=\p{L})/giu, '. ')
      // `vio vacas y gritaba "mira mama vacas"`, `se desperto con tos, decia "hay un lobo"`: the words said are told
      // in their own line, and what came before them is a thing of its own, never lost with them.
      .replace(
        /(?:\s*,\s*|\s+y\s+)(?=(?:decía|decia|gritaba|chillaba|gritó|grito|decía|repetía|repetia)\s*:?\s*["“«])/giu,
        '. ',
      )
      // `se tiró al suelo gritando "lo quiero lo quiero"`: what the child did, and then the words shouted, apart (the
      // shouting is what the child kept doing: `gritaba`).
      .replace(
        /\s*,?\s+(gritando|chillando|diciendo|repitiendo)\s*:?\s*(?=["“«])/giu,
        (_all, doing: string) =>
          `. ${({ gritando: 'gritaba', chillando: 'chillaba', diciendo: 'decía', repitiendo: 'repetía' } as Record<string, string>)[doing.toLowerCase()] ?? 'decía'} `,
      )
      // `y zuri le grito "es mio"`, `y en los vestuarios me dijo "mama he sido un pez"`: who said it, or where, and then
      // the words, a thing of their own after what was done.
      .replace(
        /\s+y\s+(?=(?:(?:en|al|a\s+la)\s+(?:\p{L}+\s+){1,3}|\p{L}{3,}\s+)?(?:me|le|nos)\s+(?:dijo|grit[oó]|gritaba|decía|decia|pregunt[oó])\s*:?\s*["“«])/giu,
        '. ',
      )
      // `dani se lo quito`: after a comma, another child taking the thing is a new thing.
      .replace(
        /,\s*(?=\p{L}{3,}\s+se\s+(?:lo|la|los|las)\s+(?:quit[oó]|llev[oó]|rob[oó]|agarr[oó]|arrebat[oó])(?![\p{L}]))/gu,
        '. ',
      )
      // `se quedo en casa con la abuela Pili que le hizo sopita`: what the one the child stayed with did, said of them.
      .replace(
        /(?<=(?:^|\s)con\s+)((?:la|el|su)\s+(?:abuel\p{L}*|yay[oa]|tí[oa]|tia|tio|tit[oa]|nana|niñera|canguro|prim[oa]|herman[oa]|vecin[oa])(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:que|q)\s+(?=(?:le|les|lo|la|nos)\s+\p{L})/gu,
        '$1. $1 ',
      )
      // `muy cansado y mimoso, siesta larga en el sofa`: the nap typed bare after a comma is a new thing, said apart.
      .replace(
        /\s*,\s*(?=(?:y\s+)?siest(?:a|ita)(?:\s+(?:larga|larguísima|larguisima|corta|cortita|enorme))?(?:\s|$))/giu,
        '. ',
      )
      // `pasamos la tarde en la cama, ya comio galletas`: what the child could do again is a new thing, said apart.
      .replace(/,\s*(?=ya\s+(?:se\s+)?\p{L}+(?:i[oó]|[^aeiou]ó)\s)/gu, '. ')
      // `luego a la guarde, a mediodia vino su amiga`: a new time of the day after a comma begins a new thing.
      .replace(/,\s*(?=(?:a|al)\s+mediod[ií]a(?![\p{L}]))/giu, '. ')
      // `cumple de su primo Santi, al principio le dio pena`: the party said first, and then how it went, apart.
      .replace(
        /(?<=(?:^|[.!?]\s*)(?:el\s+)?(?:cumple|cumpleaños|fiesta)\s+de\s+[^,.;]{2,40}),\s*(?=(?:al\s+principio|al\s+rato|luego|después|despues|primero|nada\s+más|nada\s+mas)(?![\p{L}]))/giu,
        '. ',
      )
      // `día intenso: por la mañana guarde`: the day said first, and then each time of it, apart.
      .replace(/\s*:\s*(?=(?:por|a|en)\s+la\s+(?:mañana|tarde|noche)(?![\p{L}]))/giu, '. ')
      // `le da miedo la aspiradora, hoy la abuela la encendió`: what happened today, after what is always so, apart.
      .replace(
        /,\s*(?=hoy\s+(?:la|el|mi|su)\s+(?:abuel\p{L}*|mam[aá]|mami|pap[aá]|papi|yay[oa]|t[ií][oa]|herman\p{L}*|prim[oa])\s)/giu,
        '. ',
      )
      // `hicimos galletas y antes de la cena bañito`: the evening's bath is a new thing, said apart.
      .replace(/,?\s+y\s+(?=antes\s+de\s+(?:la\s+cena|cenar|dormir|ir a dormir|acostarse)(?![\p{L}]))/giu, '. ')
      // `a mediodia vino su amiga Lucia a comer`: the one who came is the clause's subject, said first (`su amiga Lucía
      // vino a mediodía a comer`), never the hero put before a time.
      .replace(
        /(?<=^|[.,;!]\s*)((?:a|al)\s+mediod[ií]a|(?:por|a|en)\s+la\s+(?:mañana|tarde|noche))\s+(vino|vinieron|lleg[oó]|llegaron)\s+((?:su|sus|la|el|los|las)\s+\p{L}+(?:\s+\p{Lu}\p{Ll}+)?|\p{Lu}\p{Ll}+)(?![\p{L}])/gu,
        '$3 $2 $1',
      )
      // `galletas con la abuela, bañito con espuma, pijama y cuento`: the evening's routine listed after a comma is
      // a new thing each, never part of what was done with someone before.
      .replace(
        /,\s*(?=(?:bañito|baño|ducha|duchita|pijama|piyama)(?:\s+(?:con|de)\s+(?:espuma|burbujas|patitos))?(?:\s*,|\s+y\s|$))/giu,
        '. ',
      )
      // `le lei el de la oruga glotona`: the book read, said by what it is (`el cuento de la oruga glotona`).
      .replace(
        /(?<![\p{L}])((?:le|les)\s+(?:le[ií]|leímos|leimos|leyó|leyo|leyeron|leyeron))\s+el\s+(?=del?\s)/giu,
        '$1 el cuento ',
      )
      // `mama esta de guardia, la llamamos por video`: the call is a thing of its own, said after who was away.
      .replace(/,\s*(?=(?:y\s+)?(?:la|lo|le)\s+(?:llamamos|hemos llamado)(?![\p{L}]))/giu, '. ')
      .split(/[.!?¡¿\n]+(?!\d)|\s-\s/u)
      .flatMap((sentence) => sentence.split(BREAK))
      .map((clause) => clause.trim())
      .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length >= 4)
      // `drama gordo`: the parent's own exclamation alone is no thing of the day.
      .filter((clause) => clause.replace(CHAT, '').replace(/[^\p{L}]/gu, '').length > 0)
      // `hacía frío y lloviznó pero no se quiso entrar`: staying out in the weather is said with the weather.
      .reduce<string[]>((all, clause) => {
        // `se le cayó el peluche de pulpo… lo secamos con el secador`: the `lo` is the toy told just before, by name.
        const toy = toyBefore(all);
        if (toy) clause = toyByName(clause, toy);
        clause = whoCameBack(stuckByName(clause, all.at(-1), all.at(-2)), all.at(-1), all);
        clause = madeByName(clause, all.at(-1));
        clause = foundBy(clause, toy);
        const before = all.at(-1);
        // `salimos a buscar caracoles, encontró 5`: the number found is of the things looked for.
        const sought = before === undefined ? null : /(?<![\p{L}])buscar\s+(\p{L}+s)(?![\p{L}])/u.exec(before);
        // `la seño dice q | despues jugó con bloques`: what the teacher said is the clause that follows.
        if (
          before !== undefined &&
          /(?<![\p{L}])(?:dice|dicen|dijo|dijeron|cuenta|contó|conto|me dijo)\s+(?:que|q)$/iu.test(before)
        ) {
          all[all.length - 1] = `${before} ${clause}`;
          return all;
        }
        // `llovio a cantaros y nos quedamos en casa`: staying in is told with the rain that kept the family in, one
        // thing (the day's let-down), never a rain of its own and a staying home of its own.
        if (
          before !== undefined &&
          // (After a plan that fell through, `pero llovió`, staying in is the next thing, told apart.)
          !PLAN.test(before) &&
          /(?<![\p{L}])(?:llovi[oó]|llov[ií]a|diluvi[oó]|diluviaba|granizó|granizo)(?![\p{L}])/iu.test(before) &&
          /^(?:y\s+)?(?:nos\s+quedamos|nos\s+tuvimos\s+que\s+quedar|tuvimos\s+que\s+quedarnos)\s+en\s+casa(?![\p{L}])/iu.test(
            clause,
          )
        ) {
          all[all.length - 1] = `${before} y ${clause.replace(/^y\s+/iu, '')}`;
          return all;
        }
        // `la enterramos en una maceta y le dijimos adios`: the goodbye said by the same family just told is told with
        // what they did, never `Zuri y su familia` twice in a row.
        if (
          before !== undefined &&
          /^(?:\p{L}+\s+){0,2}\p{L}+(?:amos|imos)(?![\p{L}])/iu.test(before) &&
          /^(?:y\s+)?(?:luego\s+|después\s+|despues\s+)?(?:le|les)\s+(?:dijimos|dimos)\s+(?:adi[oó]s|un beso|un besito|besos|las gracias)(?:\s+[^,]{0,30})?$/iu.test(
            clause,
          )
        ) {
          all[all.length - 1] = `${before} y ${clause.replace(/^y\s+/iu, '')}`;
          return all;
        }
        // `le dio miedo un trueno pero se abrazó a su peluche`: the comfort belongs with the fright it ended.
        if (
          before !== undefined &&
          /(?<![\p{L}])(?:le dio miedo|le dieron miedo|le entr[oó] miedo|tuvo miedo|se asust[oó]|le asust[oó])(?![\p{L}])/iu.test(
            before,
          ) &&
          /^(?:se\s+)?(?:abraz[oó]|agarr[oó]|acurruc[oó]|aferr[oó])\s/iu.test(clause)
        ) {
          all[all.length - 1] = `${before}, pero ${clause}`;
          return all;
        }
        // `mi peque y su hermano Mateo se pelearon`: the child and the one beside them are one subject, never split;
        // the child by name too (`zuri y su prima Vega se pelearon`), where the verb after them is theirs together.
        if (
          before !== undefined &&
          (CHILD_ALONE.test(before) ||
            (/^\p{L}{3,}$/u.test(before) &&
              !STOP.has(before.toLowerCase()) &&
              /^(?:su|sus)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:(?:se|le|les|lo|la|no)\s+)?\p{L}+(?:aron|ieron)(?![\p{L}])/iu.test(
                clause,
              ))) &&
          /^(?:su|sus)\s+\p{L}+/iu.test(clause)
        ) {
          all[all.length - 1] = `${before} y ${clause}`;
          return all;
        }
        // `teníamos que ir a la piscina pero estaba cerrada por obras`: why the plan fell through is told with the plan,
        // or the place shut would have no name (`Estaba cerrada por obras`).
        if (
          before !== undefined &&
          PLAN.test(before) &&
          /^(?:pero\s+)?(?:(?:ya\s+)?estaba\s+cerrad|estaban\s+cerrad|cerraron|no\s+abr|se\s+cancel|cancelaron|se\s+suspendi|suspendieron|llovi|empez[oó]\s+a\s+llover|se\s+puso\s+a\s+llover|cay[oó]\s+(?:una|un)\s)/iu.test(
            fold(clause).replace(/^y\s+/iu, ''),
          )
        ) {
          all[all.length - 1] = `${before}, pero ${clause.replace(/^(?:y|pero)\s+/iu, '')}`;
          return all;
        }
        // `hicimos un muñeco de nieve y le pusimos la bufanda del abuelo`: the `le` is the snowman just made, said by
        // name (`pusieron la bufanda del abuelo al muñeco de nieve`), never the child dressed in it.
        const built =
          before === undefined
            ? null
            : /(?<![\p{L}])(?:hicimos|hizo|hicieron|construimos|construyó|construyo|construyeron|armamos|armó|armo)\s+un\s+(muñeco de nieve|muñeco|monigote de nieve|monigote|castillo de arena|castillo|espantapájaros|espantapajaros)(?![\p{L}])/iu.exec(
                before,
              );
        const dressed = /^(?:y\s+)?le\s+(pusimos|puso|pusieron|colgamos|colgó|colgo)\s+(.+)$/iu.exec(clause);
        if (built && dressed) {
          all.push(`${dressed[1]} ${dressed[2]} al ${(built[1] ?? '').toLowerCase()}`);
          return all;
        }
        // `se le cayo el zumo encima de la alfombra y se asusto mucho`: the fright is the spill's or the fall's own,
        // told with it, never a fright with nothing that frightened.
        if (
          before !== undefined &&
          /^(?:a\s+\p{L}+\s+)?se\s+(?:le|les)\s+(?:cay[oó]|cayeron|derram[oó]|volc[oó]|rompi[oó]|rompio)(?![\p{L}])|^(?:se\s+)?(?:cay[oó]|derram[oó]|volc[oó]|rompi[oó]|rompio|tir[oó])(?![\p{L}])/iu.test(
            before,
          ) &&
          /^(?:y\s+)?se\s+(?:asust[oó]|agobi[oó]|puso\s+(?:muy\s+)?nervios[oa])(?:\s+(?:mucho|muchísimo|muchisimo|un\s+poco|un\s+montón|un\s+monton))?$/iu.test(
            clause,
          )
        ) {
          all[all.length - 1] = `${before} y ${clause.replace(/^y\s+/iu, '')}`;
          return all;
        }
        // `le dieron un poco de miedo y se escondió detrás de mi pierna`: the hiding is the fright's own.
        if (
          before !== undefined &&
          /(?<![\p{L}])(?:le dio miedo|le dieron (?:un poco de |mucho )?miedo|le dio (?:un poco de |mucho )?miedo|tuvo miedo|se asust[oó])(?![\p{L}])/iu.test(
            before,
          ) &&
          /^(?:y\s+)?se\s+escondi[oó]\s/iu.test(clause)
        ) {
          all[all.length - 1] = `${before} y ${clause.replace(/^y\s+/iu, '')}`;
          return all;
        }
        // `a juntar frutillas y se comio la mitad`: half of the things just named, said with them, never `la mitad` alone.
        const things = before === undefined ? null : /(?<![\p{L}])(\p{Ll}+(?:as|os))$/u.exec(before);
        if (things && /^(?:y\s+)?se\s+com(?:ió|io)\s+la\s+mitad(?:\s+j[aej]+)?$/iu.test(clause)) {
          const noun = things[1] ?? '';
          all[all.length - 1] = `${before} y se comió la mitad de ${noun.endsWith('as') ? 'las' : 'los'} ${noun}`;
          return all;
        }
        // `fuimos a por el pan y se comió el pico de la barra por el camino`: eaten on the way there, said with it.
        const onTheWay =
          /^(?:y\s+)?((?:se\s+)?\p{L}+[oó])\s+(.+?)\s+(?:por el camino|de camino)(?:\s+j[aej]+)?$/iu.exec(clause);
        if (before !== undefined && onTheWay && /(?:^|\s)(?:fuimos|fue|fueron)\s+(?:a|al|a la)\s/iu.test(before)) {
          all[all.length - 1] = `${before} y por el camino ${onTheWay[1]} ${onTheWay[2]}`;
          return all;
        }
        // `el abuelo le soplo, le puso una tirita y le dio un beso`: the care after the comma is the same grown-up's,
        // said with them (never `le pusieron` by no one, and `le dio` as if the child kissed).
        if (
          before !== undefined &&
          /^(?:y\s+)?(?:(?:el|la|su|mi)\s+)?(?:mamá|mama|mami|papá|papa|papi|abuel[oa]|abuelit[oa]|yay[oa]|tí[oa]|tio|tia|tit[oa]|seño|profe)(?:\s+\p{Lu}\p{Ll}+)?\s+(?:le|la|lo)\s+\p{L}+/iu.test(
            before,
          ) &&
          /^(?:y\s+)?(?:le|la|lo)\s+(?:puso|dio|di[oó]|cur[oó]|limpi[oó]|lav[oó]|sec[oó]|sopl[oó]|bes[oó]|abraz[oó]|cant[oó]|ech[oó]|tap[oó]|calm[oó]|consol[oó]|cogi[oó]|cog[ií]o|levant[oó])\s+(?!(?:miedo|pena|risa|rabia|asco|vergüenza|verguenza|igual|sueño)(?![\p{L}]))/iu.test(
            clause,
          ) &&
          !/(?<![\p{L}])(?:y|pero)\s/iu.test(before)
        ) {
          all[all.length - 1] = `${before}, ${clause.replace(/^y\s+/iu, '')}`;
          return all;
        }
        // `la panadera le regalo un cruasan. se lo comio entero por la calle`: the thing given is the one eaten, said
        // with it (`…un cruasán, que se comió entero por la calle`), never the eating alone where `lo` is no one.
        if (
          before !== undefined &&
          /(?<![\p{L}])(?:regal|compr|d|di|tra|trai|traj|ofreci|ofrec)\p{L}*\s+(?:un|una|unos|unas)\s+\p{L}+(?:\s+\p{L}+){0,3}$/iu.test(
            before,
          ) &&
          /^(?:y\s+)?se\s+(?:lo|la|los|las)\s+(?:com|zamp|beb|tom|termin)\p{L}*(?:\s+\p{L}+)+$/iu.test(clause)
        ) {
          all[all.length - 1] =
            `${before}, que ${clause.replace(/^y\s+/iu, '').replace(/^se\s+(?:lo|la|los|las)\s+/iu, 'se ')}`;
          return all;
        }
        if (sought && /^(?:encontr|junt|recog|cog|pill)\p{L}*\s+\d+$/iu.test(clause)) {
          all.push(`${clause} ${sought[1]}`);
          return all;
        }
        if (
          before !== undefined &&
          /^no\s+(?:se\s+)?(?:quiso|quer[ií]a|quiere)\s+(?:entrar|meterse|meter|irse|ir|volver)(?![\p{L}])/iu.test(
            clause,
          ) &&
          /^(?:hac[ií]a|hizo|llovi|llovizn|nev|estaba llov|estaba nev)/iu.test(fold(before))
        )
          all[all.length - 1] = `${before}, pero ${clause}`;
        else all.push(clause);
        return all;
      }, [])
      .map(wishOf)
      .map(namedBy)
      .map(farewellNamed)
      .map(saidBy)
      .map(friendsParent)
      .map(calledAway)
      .map(itNamed)
      .map(thingMeant)
      .map(stuckThing)
      .map(dressedThing)
      .map(heavenOf)
      .map(braveTo)
      .flatMap(playedWithVisitor)
      .map(tookBoth)
      .map(toWhom)
      .map(petDid)
      .map(petWalked)
      .map(petGone)
      .map(oldOne)
      .map(movedBy)
      .map(broughtBy)
      .flatMap(boughtWith)
      .map(prescribedBy)
      .flatMap(awayBy)
  );
}

/** The one who came to play, by name (`vino su prima Lucia a pasar el día`). */
const VISITOR =
  /(?:^|\s)(?:vino|vinieron|llegó|llego|llegaron)\s+(?:a\s+casa\s+)?(?:(?:su|la|el|mi)\s+(?:prim[oa]|amig[oa]|amiguit[oa]|vecin[oa]|vecinit[oa]|tí[oa]|ti[oa])\s+)?(\p{Lu}\p{Ll}+)(?![\p{L}])/u;
/** Doings of two children (`jugaron`, `pintaron`), said as the child's own (`jugó`). */
const TOGETHER =
  /^(?:y\s+)?((?:(?:primero|después|despues|luego|(?:a|por|en|x)\s+la\s+(?:tarde|mañana))\s*,?\s+)?)(jugaron|pintaron|bailaron|corrieron|armaron|cocinaron|dibujaron|construyeron|hicieron|estuvieron|regaron|plantaron|hornearon|pasearon|fueron)(?![\p{L}])\s*(.*)$/iu;

/**
 * `vino su prima Lucia a pasar el dia y jugaron a las casitas con el perro Tobi`: the visit, then what the child did
 * with the one who came, said with both by name (`jugó a las casitas con Lucía y el perro Tobi`), never a `they`
 * nobody in the story is.
 */
function playedWithVisitor(clause: string, index: number, all: string[]): string[] {
  const split =
    /^(.*?(?:^|\s)(?:vino|vinieron|llegó|llego|llegaron)\s.*?)\s+y\s+(?=(?:jugaron|pintaron|bailaron|corrieron|armaron|cocinaron|dibujaron|construyeron|hicieron|estuvieron)\s)(.*)$/iu.exec(
      clause,
    );
  // (`vino su prima Candela. primero regaron las plantas, después hicieron galletas`: the visit holds for a few clauses.)
  const came = split
    ? (split[1] ?? '')
    : (all.slice(Math.max(0, index - 3), index).findLast((before) => VISITOR.test(before)) ?? '');
  const did = split ? (split[2] ?? '') : clause;
  // (`vino su tia Yolimar con su primo Santi`: the child who came along is the one played with.)
  const kid =
    /\scon\s+(?:su|el|la|mi)\s+(?:prim|primit|herman|hermanit|amig|amiguit)[oa]\s+(\p{Lu}\p{Ll}+)(?![\p{L}])/u.exec(
      came,
    )?.[1];
  const who = VISITOR.exec(came) ? (kid ?? VISITOR.exec(came)?.[1]) : undefined;
  const together = TOGETHER.exec(did);
  if (!who || !together) return [clause];
  const lead = together[1] ?? '';
  const verb = (together[2] ?? '').toLowerCase();
  const one =
    { hicieron: 'hizo', estuvieron: 'estuvo', construyeron: 'construyó', fueron: 'fue', regaron: 'regó' }[verb] ??
    verb.replace(/ieron$/u, 'ió').replace(/aron$/u, 'ó');
  const rest = together[3] ?? '';
  const name = nameWritten(who);
  // (`bailaron con la musica de la radio`: music is no one to dance with; `con el perro Tobi` is.)
  const music = /^con (?:la )?m[uú]sica(?![\p{L}])/iu.test(rest);
  const withThing =
    /(?:^|\s)con\s+(?:el|la|los|las|un|una|unos|unas)\s+(?!(?:perr|gat|conej|prim|herman|amig|abuel|tí|ti[oa]|pez|loro|tortug|hámster|hamster|bebé|bebe|nen|niñ|vecin|mascot)\p{L}*)\p{Ll}/iu.test(
      rest,
    );
  const withWhom = music
    ? `con ${name} al ritmo de ${rest.replace(/^con\s+(?:la\s+)?m[uú]sica/iu, 'la música')}`
    : /(?:^|\s)con\s/u.test(rest) && !withThing
      ? rest.replace(/(?:^|\s)con\s/u, (found) => `${found}${name} y `)
      : `${rest} con ${name}`.trim();
  const played = `${lead}${one} ${withWhom}`;
  return split ? [came, played] : [played];
}

/**
 * `vino su prima Lucia… el abuelo Paco las llevó en bici al río`: the `las` is the two children, said so (`llevó a las
 * niñas`), as a `las` with no one before it in the story names nobody.
 */
function tookBoth(clause: string, index: number, all: string[]): string {
  if (!all.slice(0, index).some((before) => VISITOR.test(before))) return clause;
  return clause.replace(
    /^((?:(?:por|a|en|x)\s+la\s+(?:tarde|mañana|noche)\s+)?(?:el|la|su)\s+\p{L}+(?:\s+\p{Lu}\p{Ll}+)?\s+)(las|los)\s+(llevó|llevo|sacó|saco|bañó|baño|recogió|recogio|subió|subio)(?![\p{L}])/iu,
    (_all, who: string, them: string, verb: string) =>
      `${who}${verb.replace(/o$/u, 'ó')} a ${them.toLowerCase() === 'las' ? 'las niñas' : 'los niños'}`,
  );
}

/**
 * `escribimos un deseo en un papelito, ella pidio un unicornio`: what the child asked for is the wish just written, not
 * a thing asked for out of nowhere (`En su deseo, pidió un unicornio`).
 */
function wishOf(clause: string, index: number, all: string[]): string {
  const asked = /^(?:y\s+)?(?:(?:ella|él|el)\s+)?(pidi[oó]|pidió)\s+(?=(?:un|una|unos|unas|que|q|ser|tener)\s)/iu.exec(
    clause,
  );
  if (
    !asked ||
    !all.slice(Math.max(0, index - 2), index).some((before) => /(?<![\p{L}])deseos?(?![\p{L}])/iu.test(before))
  )
    return clause;
  return `en su deseo ${clause.slice(asked[0].length - asked[0].replace(/^(?:y\s+)?(?:(?:ella|él|el)\s+)?/iu, '').length)}`;
}

/** A grown-up who comes home or visits (`papi`, `la abuela Pili`), as the parent names them. */
const GROWN_UP =
  /(?<![\p{L}])(?:(?:el|la|su)\s+)?(?:mamá|mama|mami|papá|papa|papi|abuel[oa]|abu|abue|yay[oa]|non[oa]|tí[oa]|tio|tia|tat[ao]|padrino|madrina)(?:\s+\p{Lu}\p{Ll}+)?(?![\p{L}])/gu;

/**
 * `papi volvía… le trajo un chubasquero`: a present brought to the child, said without who, is from the grown-up the
 * parent named before (`papi le trajo un chubasquero`), never the child's own bringing.
 */
function broughtBy(clause: string, index: number, all: string[]): string {
  // (A treat bought or given to the child, `le compró castañas`, is the grown-up's too, unless it was for someone.)
  const brought =
    /^(?:y\s+)?le\s+(?:trajo|trajeron|ha traído|ha traido|trajo de regalo)(?![\p{L}])/iu.test(clause) ||
    (/^(?:y\s+)?le\s+(?:compr[oó]|regal[oó])(?![\p{L}])/iu.test(clause) && !/\s(?:a|al|para)\s+\S/iu.test(clause));
  // `salió corriendo a abrazarle`: the one hugged is that grown-up too, whom the reader could not guess from `le`.
  const hug = /(?<![\p{L}])a abrazar(?:le|lo|la)(?![\p{L}])/iu;
  // `se le tiro encima en el aeropuerto`: the child jumped into the arms of that grown-up, who must be said by name.
  const jump = /^(?:y\s+)?se\s+le\s+(?:tir|ech|lanz)(?:ó|o)\s+encima(?![\p{L}])/iu;
  if (!brought && !hug.test(clause) && !jump.test(clause)) return clause;
  const who = all.slice(0, index).join(' ').match(GROWN_UP)?.at(-1);
  if (!who) return clause;
  // A bare `papi` is said as a story says it (`su papá`), with the article a sentence's subject needs.
  const parent = /^(?:mamá|mama|mami)$/iu.test(who) ? 'su mamá' : /^(?:papá|papa|papi)$/iu.test(who) ? 'su papá' : who;
  const said = /^(?:el|la|su)\s/iu.test(parent) ? parent : `${/a(?:\s|$)/u.test(parent) ? 'la' : 'el'} ${parent}`;
  if (jump.test(clause)) return clause.replace(jump, `se tiró a los brazos de ${said}`);
  if (!brought) return clause.replace(hug, `a abrazar ${/^el\s/iu.test(said) ? `al ${said.slice(3)}` : `a ${said}`}`);
  return `${said} ${clause.replace(/^y\s+/iu, '')}`;
}

/**
 * `fuimos a ver las luces con el abuelo y le compro castañas`: the treat bought within the outing is from the grown-up
 * it was with (`y el abuelo le compró castañas`), never the child's own buying.
 */
function boughtWith(clause: string): string[] {
  const found = new RegExp(
    `(?<![\\p{L}])con\\s+(${GROWN_UP.source})(?:\\s+\\p{L}+){0,8}?\\s+y\\s+(?=le\\s+(?:compr[oó]|regal[oó]|compraron|regalaron|invit[oó])(?![\\p{L}]))`,
    'iu',
  ).exec(clause);
  if (!found) return [clause];
  const who = (found[1] ?? '').trim();
  const parent = /^(?:mamá|mama|mami)$/iu.test(who) ? 'su mamá' : /^(?:papá|papa|papi)$/iu.test(who) ? 'su papá' : who;
  const said = /^(?:el|la|su)\s/iu.test(parent) ? parent : `${/a(?:\s|$)/u.test(parent) ? 'la' : 'el'} ${parent}`;
  const end = found.index + found[0].length;
  return [clause.slice(0, end).replace(/\s+y\s+$/u, ''), `${said} ${clause.slice(end)}`];
}

/** Who looks after a sick child, as the parent names them (`al pediatra`, `a la doctora`). */
const DOCTOR =
  /(?<![\p{L}])(?:(al|el|la|a la|del|de la)\s+)(pediatra|m[eé]dic[oa]|doctor[a]?|enfermer[oa]|dentista|otorrino)(?![\p{L}])/giu;

/**
 * `la llevamos al pediatra y le mando un jarabe`: the medicine given without who is from the doctor the parent named
 * before (`el pediatra le mandó un jarabe`), never the child's own sending.
 */
function prescribedBy(clause: string, index: number, all: string[]): string {
  if (
    !/^(?:y\s+)?(?:le|les)\s+(?:mand[oó]|recet[oó]|dio|puso|recomend[oó]|pinch[oó]|mir[oó]|revis[oó]|explor[oó])(?![\p{L}])/iu.test(
      clause,
    )
  )
    return clause;
  const found = [...all.slice(0, index).join(' ').matchAll(DOCTOR)].at(-1);
  if (!found) return clause;
  const article = /^(?:la|a la|de la)$/iu.test(found[1] ?? '') ? 'la' : 'el';
  return `${article} ${(found[2] ?? '').toLowerCase().replace('medic', 'médic')} ${clause.replace(/^y\s+/iu, '')}`;
}

/**
 * `volvio papi de viaje!! estuvo 10 dias en neuquen x laburo y lo extrañaba`: the stay away said without who is the
 * grown-up who came back (`su papá estuvo diez días en Neuquén`), never the child, who stayed; the missing after it is
 * the child's own, told apart (`Osito lo extrañaba un montón`).
 */
function awayBy(clause: string, index: number, all: string[]): string[] {
  const away =
    /^(?:y\s+)?(?:estuvo|ha estado|estaba)\s+(?:\d+|un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|varios|varias|muchos|muchas)\s+(?:d[ií]as|semanas|meses|noches)(?![\p{L}])/iu;
  if (!away.test(clause)) return [clause];
  const before = all.slice(0, index).join(' ');
  if (!/(?<![\p{L}])(?:volvi[oó]|lleg[oó]|regres[oó]|vino|ha vuelto|ha llegado)(?![\p{L}])/iu.test(before))
    return [clause];
  const who = before.match(GROWN_UP)?.at(-1);
  if (!who) return [clause];
  const said = /^(?:mamá|mama|mami)$/iu.test(who) ? 'su mamá' : /^(?:papá|papa|papi)$/iu.test(who) ? 'su papá' : who;
  const [stay = clause, missed] = clause
    .replace(/^y\s+/iu, '')
    .split(/\s+y\s+(?=(?:lo|la|los|las)\s+(?:extrañ|echaba de menos))/iu);
  return missed ? [`${said} ${stay}`, missed] : [`${said} ${stay}`];
}

/**
 * `el último día de su amiga Alma…, se muda a Monterrey`: a move said without who is the friend or neighbour the
 * parent named before (`Alma se muda…`), never the child, who stays.
 */
function movedBy(clause: string, index: number, all: string[]): string {
  const before = all.slice(0, index).join(' ');
  // `se despidió de Yesenia… se regresa a Honduras`: after a goodbye, the one who goes is the one said goodbye to.
  const left = [...before.matchAll(FAREWELL)].at(-1)?.[1];
  if (left) {
    // `en la noche pregunto si mañana viene`: the child asked about the one who left, said by name.
    const asked =
      /^((?:(?:en|por|a) la noche|esta noche|antes de dormir|al acostarse|luego|después|despues)\s*,?\s+)?pregunt(?:[oó]|aba)\s+si\s+(?:mañana\s+)?(?:viene|vendrá|vendra|vuelve|volverá|volvera|va a venir)(?:\s+mañana)?$/iu.exec(
        clause,
      );
    if (asked) return `${asked[1] ?? ''}preguntó si ${left} vendría mañana`;
    if (
      /^(?:y\s+)?se\s+(?:regresa|regresó|regreso|vuelve|volvió|volvio|va|fue|devuelve|devolvió|marcha|marchó)\s+(?:a|al|pa|para)\s/iu.test(
        clause,
      )
    )
      return `${left} ${clause.replace(/^y\s+/iu, '').replace(/\s(?:pa|para)\s/iu, ' a ')}`;
  }
  if (
    !/^(?:y\s+)?se\s+(?:muda|mudan|mudó|mudo|va a vivir|van a vivir|fue a vivir|fueron a vivir)(?![\p{L}])/iu.test(
      clause,
    )
  )
    return clause;
  const named = before.match(/(?<![\p{L}])(?:amig|vecin|compañer|prim)\p{L}*\s+\p{Lu}\p{Ll}+/gu);
  // `el último día de Bauti en el jardín, se mudan a Córdoba`: the one named last, with the family that moves too.
  const bare =
    /^(?:y\s+)?se\s+(?:muda|mudan|mudó|mudo|mudaron)\s+(?:a|al|pa|para)\s|^(?:y\s+)?se\s+\p{L}+\s+a\s+vivir/iu;
  const who = named?.at(-1)?.split(/\s+/u).at(-1) ?? (bare.test(clause) ? namedLast(before) : undefined);
  if (!who) return clause;
  const plural = /^(?:y\s+)?se\s+(?:mudan|van a vivir|fueron a vivir|mudaron)(?![\p{L}])/iu.test(clause);
  // `la maestra Yusmary … se va a vivir a otra ciudad`: she keeps her title (`La maestra Yusmary se iba…`).
  const titled = new RegExp(
    String.raw`(?<![\p{L}])(?:(?:la|el|su)\s+)?(maestr[oa]|profe|seño|niñera)\s+${who}(?![\p{L}])`,
    'iu',
  ).exec(before);
  const said = titled ? `${/a$|seño/u.test(titled[1] ?? '') ? 'la' : 'el'} ${titled[1]?.toLowerCase()} ${who}` : who;
  return `${said}${plural && !named ? ' y su familia' : ''} ${clause.replace(/^y\s+/iu, '')}`;
}

/** The one the child said goodbye to, by name (`se despidió de Yesenia`). */
const FAREWELL =
  /(?<![\p{L}])despidi[oó]\s+de\s+(?:su\s+|la\s+|el\s+)?(?:(?:niñera|nana|muchacha|cuidadora|canguro|seño|amig[oa]|vecin[oa])\s+)?(\p{Lu}\p{Ll}+)/gu;

/** Words after `se despidió de` that are no one's name (`de todos`, `de la casa`). */
const NOT_NAMED = wordSet(`
  todos todas todo nadie ellos ellas él el ella la los las su sus mi mis tu un una unos unas mamá mama mami papá papa
  papi abuela abuelo abuelos abuelita abuelito tía tia tío tio tíos tios primos primas prima primo amigos amigas
  amiguitos compañeros compis niños niñas casa cole colegio escuela guarde jardín jardin clase seño profe maestra
  maestro perro perrito gato gatito mar playa nona nono tata yaya yayo nosotros vecinos vecinas
`);

/**
 * `se despidio de yesenia la muchacha q lo cuidaba`: the name of the one said goodbye to, typed in lower case, with its
 * capital, and what she is to the child set apart by a comma (`de Yesenia, la muchacha que lo cuidaba`).
 */
function farewellNamed(clause: string): string {
  return clause.replace(
    /(?<![\p{L}])(despidi[oó]\s+de\s+)(\p{Ll}{3,})(?=$|\s*,|\s+(?:la|el|su|que|q|y)(?![\p{L}]))(\s+(?:la|el|su)\s+(?:muchacha|niñera|nana|señora|chica|cuidadora|canguro|seño|vecina|vecino|amiga|amigo)(?![\p{L}]))?/gu,
    (all, said: string, name: string, role: string | undefined) => {
      if (NOT_NAMED.has(name)) return all;
      const written = nameWritten(name);
      return `${said}${written.charAt(0).toUpperCase()}${written.slice(1)}${role ? `,${role}` : ''}`;
    },
  );
}

/** Grown-ups and pets whose name a parent adds after them (`la canguro nueva, se llama Noelia`). */
const NAMED_ONE =
  /(?<![\p{L}])((?:el|la|su|un|una)\s+(?:canguro|niñera|niñero|nana|cuidador|cuidadora|profe|seño|maestr[oa]|monitor|monitora|vecin[oa]|amig[oa]|amiguit[oa]|compañer[oa]|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|conej[oa]|conejit[oa]|pez|pececito|tortuga|hámster|hamster|pediatra|doctor|doctora|enfermer[oa]|dentista|logopeda)(?:\s+(?:nuev[oa]|de\s+(?:la\s+)?(?:guarde|cole|clase)))?)\s*$/iu;

/**
 * `primer dia con la canguro nueva, se llama Noelia`: the name belongs to the one said just before it, never to the
 * child (`la canguro nueva se llama Noelia`).
 */
function namedBy(clause: string, index: number, all: string[]): string {
  const name = /^(?:y\s+)?(?:que\s+|q\s+)?se\s+llama(?:ba)?\s+(\p{L}+)$/iu.exec(clause);
  const one = NAMED_ONE.exec(all[index - 1] ?? '');
  if (!name || !one || NOT_NAMED.has((name[1] ?? '').toLowerCase())) return clause;
  const who = (one[1] ?? '')
    .toLowerCase()
    .replace(/^(?:un|una)\s/u, (article) => (article.startsWith('una') ? 'la ' : 'el '));
  const written = nameWritten(name[1] ?? '');
  return `${who} se llama ${written.charAt(0).toUpperCase()}${written.slice(1)}`;
}

/** A clause whose subject is a pet or a grown-up (`la gata Cachupina se quedó internada`): its words are theirs. */
const OTHERS_OWN =
  /^(?:el|la|los|las|su|sus)\s+(?:gat|perr|michi|conej|tortug|hámster|hamster|periquit|abuel|yay|prim|herman|tí|tia|tio|vecin|seño|maestr|profe|enfermer|doctor)\p{L}*(?:\s+\p{Lu}\p{Ll}+)?\s+(?:está|esta|estaba|estuvo|se\s|quedó|quedo|sigue|seguía)/iu;

/** A pet's own doing (`volvió sola y maullando`). */
const PET_DOING =
  /(?<![\p{L}])(?:maullando|ladrando|ronroneando|moviendo la cola|maulló|maullo|ladró|ladro)(?![\p{L}])/iu;

/**
 * `la gatita Mora se escapó… a la noche volvió sola y maullando`: a pet's doing said without who is the pet the parent
 * named before (`a la noche Mora volvió sola y maullando`), never the child.
 */
function petDid(clause: string, index: number, all: string[]): string {
  if (!PET_DOING.test(clause) || /\p{Lu}/u.test(clause.slice(1))) return clause;
  const pets = all
    .slice(0, index)
    .join(' ')
    .match(/(?<![\p{L}])(?:gat|perr|michi|cachorr|conej|tortug|pez|periquit|hámster|hamster)\p{L}*\s+\p{Lu}\p{Ll}+/gu);
  const pet = pets?.at(-1)?.split(/\s+/u).at(-1);
  if (!pet) return clause;
  const lead = /^(?:(?:a|en|por) la (?:noche|tarde|mañana)|al final|después|luego)\s+/iu.exec(clause)?.[0] ?? '';
  return `${lead}${pet} ${clause.slice(lead.length)}`;
}

/** A pet the parent named, with its kind (`la tortuga Manuelita`), last in the clauses before. */
function petBefore(index: number, all: string[]): string | undefined {
  const pets = all
    .slice(0, index)
    .join(' ')
    .match(
      /(?<![\p{L}])(?:el|la|su)\s+(?:tortug|perr|perrit|gat|gatit|conej|cachorr|h[aá]mster|periquit|canari|cobay)\p{L}*(?:\s+\p{Lu}\p{Ll}+)?/giu,
    );
  return pets?.at(-1);
}

/**
 * `la tortuga Manuelita no aparece. se nos escapó del patio y buscamos… y nada`: the one that got out and the one
 * not found are the pet named before (`La tortuga Manuelita se había escapado del patio`, `no la encontraron`).
 */
function petGone(clause: string, index: number, all: string[]): string {
  const pet = petBefore(index, all);
  if (!pet) return clause;
  const got = /^(?:y\s+)?se\s+(?:nos\s+|me\s+|le\s+)?escap[oó](?=\s+(?:del?|por|x|al?|en)(?![\p{L}]))/iu.exec(clause);
  if (got) return `${pet.replace(/^su\s/iu, 'la ')} se había escapado${clause.slice(got[0].length)}`;
  const fem = /^(?:la|su)\s+\p{L}+a(?![\p{L}])/iu.test(pet) || /^la\s/iu.test(pet);
  if (fem && /^(?:y\s+)?busc\p{L}+\s.*\s+y\s+nada(?:\s+de\s+nada)?$/iu.test(clause))
    return `la ${clause.replace(/^y\s+/iu, '')}`;
  return clause;
}

/**
 * `se murio Canela, nuestra gatita, era muy viejita`: the one who was old is the one the parent named before
 * (`Canela era muy viejita`), never the child.
 */
function oldOne(clause: string, index: number, all: string[]): string {
  const old =
    /^(?:y\s+)?(?:ya\s+)?(era|estaba)\s+((?:muy|tan|bastante|súper|super)\s+)?(viejit[oa]s?|viej[oa]s?|mayor(?:es|cit[oa])?|ancian[oa]s?|malit[oa]s?)(?![\p{L}])/iu.exec(
      clause,
    );
  if (!old || index === 0) return clause;
  const before = all.slice(0, index).join(' ');
  const who = namedLast(before) ?? petBefore(index, all);
  if (!who) return clause;
  return `${who} ${clause.replace(/^y\s+/iu, '')}`;
}

/**
 * `su perro Rocco… y Zuri lo paseó con la correa`: the `lo` walked is the dog the parent named before
 * (`Zuri paseó a Rocco`), never the child.
 */
function petWalked(clause: string, index: number, all: string[]): string {
  const walked =
    /^((?:y\s+)?(?:\p{Lu}\p{Ll}+\s+|(?:el|la|su)\s+\p{Ll}+\s+)?)(?:lo|la)\s+(pase[oó]|sac[oó] a pasear|llev[oó] de paseo)(?![\p{L}])/u;
  const found = walked.exec(clause);
  if (!found) return clause;
  const pets = all
    .slice(0, index + 1)
    .join(' ')
    .match(/(?<![\p{L}])(?:perr|perrit|cachorr)\p{L}*\s+\p{Lu}\p{Ll}+/gu);
  const pet = pets?.at(-1)?.split(/\s+/u).at(-1);
  if (!pet) return clause;
  const verb = (found[2] ?? '').replace(/^paseo$/u, 'paseó');
  return `${found[1]}${verb} a ${pet}${clause.slice(found[0].length)}`;
}

/**
 * The one the parent named last in the words before (`el último día de Bauti`), by a capital inside the sentence; a
 * town the parent named (`se mudó pa Miami`) is where someone went, never someone.
 */
function namedLast(before: string): string | undefined {
  return before
    .match(
      /(?<=[\p{Ll},]\s+)(?<!(?:(?:^|\s)(?:pa|para|en|hacia|desde)|(?:mud|fue|va|van|iba|viaj|volv|regres|lleg)\p{L}*\s+a)\s+)\p{Lu}\p{Ll}+/gu,
    )
    ?.at(-1);
}

/**
 * `la gatita Mora se escapó… le dio mil besos`, `se peleó con su primo Santi, le pegó y todo`: the `le` of a giving or
 * a hitting is the one the parent named last, said after it (`le dio mil besos a Mora`); alone, the story's reader
 * would not know whom.
 */
function toWhom(clause: string, index: number, all: string[]): string {
  const done =
    /^(?:y\s+)?le\s+(?:dio|daba|dieron|daban|pegó|pego|regaló|regalo|enseñó|enseño|mostró|mostro|prestó|presto|cantó|canto|leyó|leyo|hizo (?:un dibujo|caricias|mimos|cosquillas)|(?:llevamos|llevé|lleve|regalamos|regalé)(?=\s+(?:un|una|unos|unas|flores|florcitas|un regalo)(?![\p{L}])))(?![\p{L}])/iu;
  // `le dio un biberón a un ternerito`: the one given to is already said.
  if (
    !done.test(clause) ||
    /(?<![\p{L}])a\s+(?:\p{Lu}|(?:su|sus|la|el|los|las|un|una|unos|unas|mi|mis)(?![\p{L}]))/u.test(clause)
  )
    return clause;
  // `le dio un poquito de miedo el ruido`: a feeling that came to the child, given to no one.
  if (
    /^(?:y\s+)?le\s+(?:dio|daba|dieron|daban)\s+(?:(?:un|mucho|poco|poquito|muchísimo|bastante|de)\s+)*(?:miedo|susto|pena|risa|vergüenza|sueño|hambre|asco|rabia|frío|calor|fiebre|cosa|ternura|envidia|celos|pánico|panico|ganas)(?![\p{L}])/iu.test(
      clause,
    )
  )
    return clause;
  // `fuimos a la panaderia y le dieron un trocito de bizcocho`: where the family went, the ones there gave to the child.
  if (
    /^(?:y\s+)?le\s+(?:dieron|daban)(?![\p{L}])/iu.test(clause) &&
    /(?<![\p{L}])(?:fuimos|\p{L}{2,}(?:amos|imos))(?![\p{L}])/iu.test(all[index - 1] ?? '')
  )
    return clause;
  // `le dieron una piruleta` at the hairdresser's or the doctor's: a treat the ones there handed to the child, never to
  // the one named before (the hairdresser who cut, the nurse who jabbed).
  if (
    /^(?:y\s+)?le\s+(?:dieron|daban)\s+(?:(?:un|una|unos|unas|otra|otro|su)\s+)?(?:piruleta|pegatina|caramelo|chuche|globo|premio|diploma|medalla|chupa|chupachup|paleta|sticker|golosina|regalito|chocolatina|gominola)\p{L}*(?![\p{L}])/iu.test(
      clause,
    )
  )
    return clause;
  const before = all.slice(0, index).join(' ');
  const names = namedLast(before);
  // `el último día de la miss paty…, le llevamos unas flores`: a teacher named by her title, in lower case.
  const titled = before.match(
    /(?<![\p{L}])(?:la|el)\s+(?:miss|seño|seno|maestra|maestro|profe|teacher)\s+(?!(?:de|del|en|se|le|y|que|q)(?![\p{L}]))\p{L}+/giu,
  );
  // `la abuela Nelly … le hizo un dibujo`: the grandmother keeps her title (`a la abuela Nelly`), as the story calls her.
  const kin = names
    ? new RegExp(
        `(?<![\\p{L}])(la|el)\\s+(abuel[oa]|abuelit[oa]|tía|tia|tío|tio|yay[oa]|tata|nona|nono|bisabuel[oa])\\s+${names}(?![\\p{L}])`,
        'iu',
      ).exec(before)
    : null;
  const whom =
    (kin ? `${(kin[1] ?? '').toLowerCase()} ${(kin[2] ?? '').toLowerCase()} ${names}` : names) ??
    titled
      ?.at(-1)
      ?.replace(/^la\s+/iu, 'la ')
      .replace(/^el\s+/iu, 'el ');
  if (!whom) return clause;
  const toThem = /^el\s/u.test(whom) ? `al ${whom.slice(3)}` : `a ${whom}`;
  // `le regaló una pulsera que hicimos juntas`: after a long thing, `a Alma` comes right after the giving.
  if (/\s(?:que|q)\s/u.test(clause)) return clause.replace(done, (verb) => `${verb} ${toThem}`);
  // `le dio un besito antes de irnos`, `le hizo un dibujo pa ponérselo`: `a Cachupina` right after the thing given.
  const thing = new RegExp(
    `^(${done.source.slice(1)}(?:\\s+(?:un|una|unos|unas|mil|muchos|muchas|dos|tres)\\s+\\p{L}+)?)(?=\\s+(?:antes|para|pa|porque|xq|cuando)\\s)`,
    'iu',
  ).exec(clause);
  if (thing) return `${thing[1]} ${toThem}${clause.slice(thing[0].length)}`;
  // `le regalo un dibujo y lloraron los dos`: `a Yesenia` ends the giving, before what came next.
  const next = /\s+y\s+(?!todo$)(?=\p{L})/u.exec(clause);
  if (next) return `${clause.slice(0, next.index)} ${toThem}${clause.slice(next.index)}`;
  return `${clause.replace(/\s+y todo$/u, '')} ${toThem}`;
}

/**
 * `le daba miedo el cabezudo del pirata pero luego le choco la mano`: the brave touch went to the one feared, said by
 * name (`le chocó la mano al cabezudo del pirata`), never to the grown-up who comforted.
 */
function braveTo(clause: string, index: number, all: string[]): string {
  const touch =
    /^((?:y\s+)?(?:luego\s+|después\s+|despues\s+|al final\s+)?(?:ya\s+)?le\s+(?:chocó|choco|chocaba|dio|tocó|toco|acarició|acaricio|saludó|saludo)(?:\s+(?:la mano|la manita|los cinco|cinco|un abrazo|un beso|la nariz))?)(?![\p{L}])(.*)$/iu.exec(
      clause,
    );
  if (!touch || /(?<![\p{L}])(?:a|al)\s+\p{L}/u.test(touch[2] ?? '') || index === 0) return clause;
  const feared =
    /(?<![\p{L}])(?:miedo|susto|asco)\s+(?:a\s+|de\s+)?(?:(el|la|los|las)\s+(\p{L}+(?:\s+(?:del?|de la)\s+\p{L}+)?))/iu.exec(
      all[index - 1] ?? '',
    );
  if (!feared) return clause;
  const [, article = '', who = ''] = feared;
  const toThem = article.toLowerCase() === 'el' ? `al ${who}` : `a ${article.toLowerCase()} ${who}`;
  return `${touch[1]} ${toThem}${touch[2] ?? ''}`;
}

/**
 * `vale le regaló su pulsera de colores. no se la quiere quitar`: the thing kept on is the one given just before,
 * said by its name, as the story's `la` alone would name nothing once the sentences stand apart.
 */
function itNamed(clause: string, index: number, all: string[]): string {
  const kept =
    /^((?:y\s+)?no\s+(?:se\s+)?)(la|lo)\s+((?:quiere|quería|queria|quiso|quer[ií]a)\s+(?:quitar|soltar|dejar)|(?:quita|quitó|quito|suelta|soltó|solto))(?![\p{L}])/iu;
  const found = kept.exec(clause);
  if (!found) return clause;
  const fem = (found[2] ?? '').toLowerCase() === 'la';
  const things = [
    ...(all[index - 1] ?? '').matchAll(
      fem
        ? /(?<![\p{L}])(?:su|la|una|sus)\s+(?!(?:abuel|herman|prim|tí|tia|amig|niñ|nen|beb|perr|gat|conej|maestr|seño|profe)\p{L}*)(\p{Ll}+a)((?:\s+de\s+\p{Ll}+)?)(?![\p{L}])/gu
        : /(?<![\p{L}])(?:su|el|un)\s+(?!(?:abuel|herman|prim|tí|tio|amig|niñ|nen|beb|perr|gat|conej|maestr|profe)\p{L}*)(\p{Ll}+o)((?:\s+de\s+\p{Ll}+)?)(?![\p{L}])/gu,
    ),
  ];
  const thing = things.at(-1);
  if (!thing) return clause;
  return clause.replace(
    kept,
    (_all, lead: string, _it: string, verb: string) =>
      `${lead}${verb} ${fem ? 'la' : 'el'} ${thing[1]}${thing[2] ?? ''}`,
  );
}

/** The verbs whose `lo` or `la` is a thing handled (`lo pegó`, `lo colgamos`, `lo ha pedido`), never the child. */
const HANDLED = wordSet(
  fold(`
  pegó pego pegaron pegamos pegué pegue pegado colgó colgo colgaron colgamos colgué colgue colgado pidió pidio
  pidieron pedido pedía pedia guardó guardo guardaron guardamos guardado enmarcó enmarco enmarcaron enmarcamos
`),
);
// (`lloró un poquito pero papá lo pegó`: a little is no thing; `se le rompió el brazo`: the arm is the broken toy's.)
const NOT_THING = String.raw`(?!(?:abuel|bisabuel|bis|herman|prim|tí|tia|tio|amig|niñ|nen|beb|perr|gat|conej|maestr|seño|profe|enfermer|doctor|médic|medic|pediatra|vecin|mam|pap|monitor|día|dia|rato|ratito|poco|poquit|pelín|pelin|montón|monton|vez|noche|mañana|tarde|lado)\p{L}*(?![\p{L}]))(?!(?:brazo|brazos|bracito|pierna|piernas|piernita|cabeza|cabecita|pie|pies|pata|patas|patita|mano|manos|manita|dedo|dedito|ala|alas|cola|colita|nariz|oreja)(?![\p{L}]))`;
const THING_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?<!(?:en|de|a|con|por|para|al|del|hasta|que|q)\s)(un|una|el|la|su|sin)\s+${NOT_THING}(\p{Ll}{3,})((?:\s+(?!(?:de|del|con|y|a|al|en|para|que|q|por|los|las|el|la|lo|le|se|muy|super|súper)(?![\p{L}]))\p{Ll}{4,})?)(?![\p{L}])`,
  'gu',
);

/**
 * `papa trajo el arbolito y lo decoramos con bolas rojas`: the thing the family dressed up is the one just named, said
 * by its name, as the story's `lo` alone would name nothing once the clause is told apart (or in another scene).
 */
function dressedThing(clause: string, index: number, all: string[]): string {
  const dressed =
    /^(?:y\s+)?(lo|la)\s+((?:decor|adorn|mont|envolv|colg|pint|llen)\p{L}*(?:amos|imos|aron|ieron))(?![\p{L}])(.*)$/iu.exec(
      clause,
    );
  if (!dressed || index === 0) return clause;
  const fem = (dressed[1] ?? '').toLowerCase() === 'la';
  const thing = [...(all[index - 1] ?? '').matchAll(THING_WORD)]
    .filter(([, det = '', noun = '']) => {
      const isFem = /^(?:una|la)$/iu.test(det) || (/^su$/iu.test(det) && /a$/u.test(noun));
      return isFem === fem && /^(?:un|una|el|la|su)$/iu.test(det);
    })
    .at(-1);
  if (!thing) return clause;
  return `${dressed[2]} ${fem ? 'la' : 'el'} ${thing[2]}${dressed[3] ?? ''}`;
}

/**
 * `le enseñó a elevar un volantín pero se enredó en un árbol`: what got stuck is the thing just named, not the hero.
 */
function stuckThing(clause: string, index: number, all: string[]): string {
  const stuck =
    /^(?:y\s+)?(se\s+(?:le\s+)?(?:enred|atasc|atoró|atoro|trabó|trabo|enganch|quedó\s+enganchad|quedo\s+enganchad)\p{L}*\s.*)$/iu.exec(
      clause,
    );
  if (!stuck || index === 0) return clause;
  const thing = [...(all[index - 1] ?? '').matchAll(THING_WORD)].at(-1);
  if (!thing) return clause;
  const [, det = '', noun = ''] = thing;
  const said = /^(?:una|la)$/iu.test(det) || (/^su$/iu.test(det) && /a$/u.test(noun)) ? 'la' : 'el';
  return `${said} ${noun} ${stuck[1]}`;
}

/**
 * `le llevó un dibujo. la enfermera lo pegó en la pared`, `primera noche sin chupe … lo ha pedido dos veces`: the `lo`
 * of a thing stuck, hung, kept or asked for is the thing named before it, said by its name; the story's `lo` alone
 * would be the child (never `La enfermera pegó a Zuri en la pared`).
 */
function thingMeant(clause: string, index: number, all: string[]): string {
  const found = [
    ...clause.matchAll(/(?<=^(?:\p{L}+\s+){0,4})(lo|la)\s+((?:ha|han|hemos|he)\s+)?(\p{L}+)(?![\p{L}])/giu),
  ].find(([, , , verb = '']) => HANDLED.has(fold(verb.toLowerCase())) || /^(?:quiere|quería|queria)$/iu.test(verb));
  if (!found) return clause;
  const [whole, it = '', have = '', verb = ''] = found;
  const lead = clause.slice(0, found.index);
  const rest = clause.slice(found.index + whole.length);
  const kept = /^(?:quiere|quería|queria)$/iu.test(verb) && /^\s+(?:al lado|junto|cerca|en)(?![\p{L}])/iu.test(rest);
  if (!HANDLED.has(fold(verb.toLowerCase())) && !kept) return clause;
  if (/(?<![\p{L}])(?:lo|la|le)$/iu.test(lead.trim())) return clause;
  const fem = it.toLowerCase() === 'la';
  for (let back = index - 1; back >= 0 && back >= index - 3; back--) {
    const things = [...(all[back] ?? '').matchAll(THING_WORD)].filter(([, det = '', noun = '']) => {
      const isFem = /^(?:una|la)$/iu.test(det) || (/^(?:su|sin)$/iu.test(det) && /a$/u.test(noun));
      return isFem === fem;
    });
    const thing = things.at(-1);
    if (!thing) continue;
    const [, det = '', noun = '', more = ''] = thing;
    const said = /^(?:su|sin)$/iu.test(det) ? 'su' : fem ? 'la' : 'el';
    // (`lo pego`: the parent's `pegó` without its accent, or the story would not know it for a verb.)
    const done = kept
      ? 'quería tener'
      : have
        ? verb
        : verb.replace(/^(peg|colg|guard|enmarc)o$/iu, '$1ó').replace(/^pidio$/iu, 'pidió');
    return `${lead}${have}${done} ${said} ${noun}${more}${rest}`;
  }
  return clause;
}

/**
 * `tuvimos q dormir a canelo … le dijimos q se fue al cielo de los perritos`: the one gone to heaven is the one who
 * died just before, said by name (the story's `se fue` alone would be the child).
 */
function heavenOf(clause: string, index: number, all: string[]): string {
  const gone =
    /^((?:y\s+)?(?:le|les)\s+(?:dijimos|dije|contamos|conté|conte|explicamos|expliqué|explique)\s+(?:que|q)\s+)(?=(?:se\s+fue|está|esta|estaba|ahora\s+está|ahora\s+esta|vive)\s)/iu;
  const said = gone.exec(clause);
  if (!said) return clause;
  for (let back = index - 1; back >= 0; back--) {
    const before = all[back] ?? '';
    const died = PUT_DOWN.exec(before);
    const who =
      died?.[3] ??
      /(?<![\p{L}])(?:se\s+(?:nos\s+)?(?:murió|murio|ha\s+muerto)|falleci[oó])\s+((?:el|la|su|nuestr[oa])\s+\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|\p{L}{3,})/u.exec(
        before,
      )?.[1];
    if (!who) continue;
    const named = died?.[2] ? `el ${who}` : /^(?:el|la|su|nuestr[oa]|mi)\s/iu.test(who) ? who : capital(who);
    return `${said[1]}${named.replace(/^(?:nuestr[oa]|mi)(?=\s)/iu, 'su')} ${clause.slice(said[0].length)}`;
  }
  return clause;
}

/** A parent away from home tonight: on a shift, on a trip, sleeping elsewhere. */
const AWAY_TONIGHT =
  /(?<![\p{L}])(?:de guardia|de turno|turno de noche|de viaje|trabaja|trabajando|no viene a dormir|no duerme en casa|no está en casa|no esta en casa|está lejos|esta lejos|fuera de casa)(?![\p{L}])/iu;

/**
 * `mamá está de guardia… hicimos videollamada antes de cenar y le enseñó su dibujo`: the call was to the parent who is
 * away, and what the child showed was shown to them; said without them, the reader would not know whom.
 */
function calledAway(clause: string, index: number, all: string[]): string {
  const before = all.slice(0, index);
  const awayIn = before.find((one) => AWAY_TONIGHT.test(one) && one.match(GROWN_UP));
  const who = awayIn?.match(GROWN_UP)?.[0]?.replace(/^(?:el|la|su)\s+/iu, '');
  if (!who) return clause;
  const said = /^(?:mama|mami)$/iu.test(who) ? 'mamá' : /^(?:papa|papi)$/iu.test(who) ? 'papá' : who;
  const call =
    /^(y\s+)?(?:(?:hicimos|hemos hecho|tuvimos|hizo|hicieron)\s+(?:una\s+)?(?:video\s*llamada|videollamada|llamada)|(?:la|lo|le)\s+(?:llamamos|hemos llamado)\s+(?:por\s+)?(?:video\s*llamada|videollamada|v[ií]deo|facetime|whatsapp))(?![\p{L}])/iu;
  // (`la llamamos por video`: the child called the one away, never `Osito y mamá llamaron a mamá`.)
  if (call.test(clause))
    return clause.replace(
      call,
      (all: string, and: string | undefined) =>
        `${and ?? ''}${/^(?:y\s+)?(?:la|lo|le)\s/iu.test(all) ? 'llamó' : 'llamamos'} a ${said} por videollamada`,
    );
  const called = before
    .slice(-2)
    .some((one) => /(?<![\p{L}])(?:video\s*llamada|videollamada|llam(?:amos|ó|o|aron))(?![\p{L}])/iu.test(one));
  const shown = /^(y\s+)?le\s+(ense[ñn][oó]|mostr[oó]|cant[oó]|cont[oó]|dijo)(?=\s)(?!\s+a\s)/iu;
  if (!called || !shown.test(clause)) return clause;
  // (`le canto el cumpleaños feliz al osito`: the song already has whom it was for, never a second `a mamá`.)
  if (
    /\s(?:al|a la|a los|a las|a su|a sus)\s+\p{L}+$|\s(?:al|a la|a los|a las|a su|a sus)\s+\p{L}+\s/iu.test(
      clause.replace(shown, ''),
    )
  )
    return clause;
  return clause.replace(shown, (_all, and: string | undefined, verb: string) => `${and ?? ''}le ${verb} a ${said}`);
}

/**
 * `la pediatra la revisó y dijo que está bien`: the one who said it is the one the clause before began with, not the
 * child (`la pediatra dijo que está bien`).
 */
function saidBy(clause: string, index: number, all: string[]): string {
  if (!/^(?:dijo|dice|ha dicho|contó|explicó|comentó)\s+(?:que|q)\s/iu.test(clause)) return clause;
  const before = all[index - 1] ?? '';
  const who = PEOPLE.exec(before)?.[0];
  if (!who) return clause;
  // (`la seño nos lo dio y no se lo ha querido quitar. dice q es para la abuela`: the one who would not take it off,
  // the child, is the one who says it.)
  if (/\sy\s+no\s+se\s+(?:lo|la|los|las)\s/iu.test(before)) return clause;
  const name = /^\s+\p{Lu}\p{L}+/u.exec(before.slice(who.length))?.[0] ?? '';
  return `${who}${name} ${clause}`;
}

/**
 * `a casa de su amiga Olivia, su mama Carmen nos hizo merienda`: the `su` after a friend named just before is the
 * friend's (`la mamá de Olivia, Carmen`), never the hero's own mother; and the parent's `nos` is the children's `les`.
 */
function friendsParent(clause: string, index: number, all: string[]): string {
  const theirs =
    /^(?:y\s+)?su\s+(mam[aá]|mami|pap[aá]|papi|abuel[oa]|abuelit[oa])\s+(\p{Lu}\p{Ll}+)(?:\s*,)?\s+(nos\s+)?(?=\p{L})/u.exec(
      clause,
    );
  if (!theirs) return clause;
  const friend = /(?<![\p{L}])(?:su|mi)\s+(?:amig|amiguit|compañer|compañerit|compi)\p{L}*\s+(\p{Lu}\p{Ll}+)/u.exec(
    all[index - 1] ?? '',
  )?.[1];
  if (!friend) return clause;
  const who = (theirs[1] ?? '')
    .toLowerCase()
    .replace(/^mama$/u, 'mamá')
    .replace(/^papa$/u, 'papá');
  const article = /[ai]$|^mam|^abuel\p{L}*a$/u.test(who) && !/^pap/u.test(who) ? 'la' : 'el';
  return `${article} ${who} de ${friend}, ${theirs[2]}, ${theirs[3] ? 'les ' : ''}${clause.slice(theirs[0].length)}`;
}

/** Spain's perfect, told in the indefinido (`ha hecho`: `hizo`, `han traído`: `trajeron`). */
const PARTICIPLES: Record<string, [string, string]> = {
  hecho: ['hizo', 'hicieron'],
  dado: ['dio', 'dieron'],
  dicho: ['dijo', 'dijeron'],
  visto: ['vio', 'vieron'],
  puesto: ['puso', 'pusieron'],
  ido: ['fue', 'fueron'],
  sido: ['fue', 'fueron'],
  venido: ['vino', 'vinieron'],
  traído: ['trajo', 'trajeron'],
  traido: ['trajo', 'trajeron'],
  estado: ['estuvo', 'estuvieron'],
  tenido: ['tuvo', 'tuvieron'],
  roto: ['rompió', 'rompieron'],
  vuelto: ['volvió', 'volvieron'],
  escrito: ['escribió', 'escribieron'],
  abierto: ['abrió', 'abrieron'],
  caído: ['cayó', 'cayeron'],
  caido: ['cayó', 'cayeron'],
  leído: ['leyó', 'leyeron'],
  querido: ['quiso', 'quisieron'],
  podido: ['pudo', 'pudieron'],
  muerto: ['murió', 'murieron'],
  dormido: ['durmió', 'durmieron'],
  pedido: ['pidió', 'pidieron'],
  reído: ['se rio', 'se rieron'],
  reido: ['se rio', 'se rieron'],
  sonreído: ['sonrió', 'sonrieron'],
  sonreido: ['sonrió', 'sonrieron'],
  elegido: ['eligió', 'eligieron'],
  sentido: ['sintió', 'sintieron'],
  seguido: ['siguió', 'siguieron'],
  vestido: ['vistió', 'vistieron'],
  conseguido: ['consiguió', 'consiguieron'],
  divertido: ['divirtió', 'divirtieron'],
  despedido: ['despidió', 'despidieron'],
  repetido: ['repitió', 'repitieron'],
  preferido: ['prefirió', 'prefirieron'],
};

function indefinido(participle: string, plural: boolean): string | undefined {
  const known = PARTICIPLES[participle];
  if (known) return plural ? known[1] : known[0];
  if (participle.endsWith('ado')) return `${participle.slice(0, -3)}${plural ? 'aron' : 'ó'}`;
  // (A stem ending in a vowel takes `y`: `leido`, `leído`: `leyó`, `leyeron`; `caído`: `cayó`.)
  if (/[aeo][ií]do$/u.test(participle)) return `${participle.slice(0, -3)}${plural ? 'yeron' : 'yó'}`;
  if (participle.endsWith('ido')) return `${participle.slice(0, -3)}${plural ? 'ieron' : 'ió'}`;
  return undefined;
}

/** `ha hecho`, `han traído`, `hemos ido`: the indefinido, `hemos` becoming the family's `they`. */
const perfect = (text: string) =>
  text
    .replace(
      /(?<![\p{L}])(ha|han|hemos)\s+(\p{L}+[dt]o|hecho|dicho|visto|puesto|roto|vuelto)(?![\p{L}])/giu,
      (all, aux: string, part: string) => {
        const form = indefinido(part.toLowerCase(), aux.toLowerCase() !== 'ha');
        if (!form) return all;
        return aux.toLowerCase() === 'hemos' ? `«${form}»` : form;
      },
    )
    // `se ha reído`: the `se` is the parent's own, said once.
    .replace(/(?<![\p{L}])se («?)se (?=ri)/giu, 'se $1');

/** The parent's `we` in the indefinido, as `they` (`pusimos`: `pusieron`, `fuimos`: `fueron`). */
const WE: Record<string, string> = {
  fuimos: 'fueron',
  // The plan the family had (`ibamos a ir a la playa`): `iban`, never `ibaron`.
  íbamos: 'iban',
  ibamos: 'iban',
  hicimos: 'hicieron',
  pusimos: 'pusieron',
  dijimos: 'dijeron',
  trajimos: 'trajeron',
  tuvimos: 'tuvieron',
  estuvimos: 'estuvieron',
  pudimos: 'pudieron',
  vimos: 'vieron',
  dimos: 'dieron',
  leímos: 'leyeron',
  // Typed without the accent (`leimos un cuento`), and the stem-changing ones (`dormimos`: `durmieron`).
  leimos: 'leyeron',
  creimos: 'creyeron',
  oimos: 'oyeron',
  reimos: 'rieron',
  reímos: 'rieron',
  dormimos: 'durmieron',
  pedimos: 'pidieron',
  seguimos: 'siguieron',
  servimos: 'sirvieron',
  sentimos: 'sintieron',
  vestimos: 'vistieron',
  repetimos: 'repitieron',
  divertimos: 'divirtieron',
  preferimos: 'prefirieron',
  medimos: 'midieron',
  vinimos: 'vinieron',
  quisimos: 'quisieron',
  supimos: 'supieron',
};

/** Nouns and presents that end like the parent's `we` (`primos`, `vamos`). */
const NOT_WE = wordSet(
  'primos mimos ánimos últimos próximos ramos gramos amos vamos estamos tenemos somos queremos damos racimos decimos',
);

function they(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (NOT_WE.has(lower)) return undefined;
  if (WE[lower]) return WE[lower];
  // `nos despedimos`, `conseguimos`, `elegimos`: a stem-changing verb with its prefix (`despidieron`, never `despedieron`).
  const stem = Object.keys(WE).find((one) => one.length >= 6 && lower.endsWith(one));
  if (stem) return `${lower.slice(0, -stem.length)}${WE[stem]}`;
  if (/^\p{L}*elegimos$/u.test(lower)) return `${lower.slice(0, -8)}eligieron`;
  // `habíamos`, `estábamos`: the imperfect keeps its tense (`habían`, `estaban`), never `habíaron`.
  if (/^\p{L}+íamos$/u.test(lower)) return `${lower.slice(0, -5)}ían`;
  if (/^\p{L}+ábamos$/u.test(lower)) return `${lower.slice(0, -6)}aban`;
  // `saltabamos de cojin en cojin`, typed without its accent: the imperfect still (`saltaban`), never `saltabaron`;
  // but `acabamos`, `grabamos` are preterites of their own.
  if (/^\p{L}{2,}abamos$/u.test(lower) && !/^(?:des)?(?:acab|grab|trab|alab|cab)amos$/u.test(lower))
    return `${lower.slice(0, -6)}aban`;
  if (/^\p{L}+amos$/u.test(lower)) return `${lower.slice(0, -4)}aron`;
  if (/^\p{L}+[aeiou]ímos$|^\p{L}+uimos$/u.test(lower)) return `${lower.slice(0, -4)}yeron`;
  if (/^\p{L}+jimos$/u.test(lower)) return `${lower.slice(0, -4)}eron`;
  if (/^\p{L}+imos$/u.test(lower)) return `${lower.slice(0, -4)}ieron`;
  return undefined;
}

/** Words a bedtime story does not say to a small child: the gentle word, or the clause left out. */
const GENTLE: [RegExp, string][] = [
  // `berrinche marca diablo`: the parent's `a huge one`, said without the devil.
  [
    /(?<![\p{L}])(?:marca diablo|marca diablito|marca satán|de los mil demonios|del demonio|del diablo)(?![\p{L}])/giu,
    'de los grandes',
  ],
  [/(?<![\p{L}])(?:un |mucho )?terror(?![\p{L}])/giu, 'mucho miedo'],
  // `malita con gastroenteritis`: a tummy bug, as a small child hears it.
  [
    /(?<![\p{L}])con (?:una |la )?(?:gastroenteritis|gastro|diarrea|un virus estomacal)(?![\p{L}])/giu,
    'con la tripita revuelta',
  ],
  // `tormenta horrible`: a storm told to a small child is a big one, not a horrible one.
  [
    /(?<=(?:tormenta|tormentón|lluvia|tos|noche|día)\s+)(?:horrible|horrorosa|horroroso|espantosa|terrible)(?![\p{L}])/giu,
    'muy fuerte',
  ],
];
const HARSH =
  /(?<![\p{L}])(?:sangr\p{L}*|diablo|demonio|zombi\p{L}*|guerra(?! de (?:bolas|nieve|agua|globos|almohadas|cosquillas))|odio|muere|mat[oóa]r?|arma|armas|pistola|mierda|joder|aterrador\p{L}*|espeluznante|borrach\p{L}*)(?![\p{L}])/iu;

/** Words taught to say (`le enseñó a decir 'hola'`), in quotes of any kind. */
const TAUGHT = /\s+a\s+decir\s*['‘’"“”«]([^'‘’"“”«»]{1,40})['‘’"“”»]/u;

/** Reported speech, told by the story's own line for the child's words. */
const SAID = /(?:dijo|dice|decía|ha dicho|grit[oó]|pregunt[oó])\s*[:'‘’"“”«]|['‘’"“”«»]/iu;

/** A clause about later days: not today's to tell. */
const LATER =
  /^mañana(?![\p{L}])(?!\s+(?:de|en)\s+(?:(?:la|el|los)\s+)?(?:playa|piscina|parque|campo|monte|r[ií]o|zoo|nieve|compras|museo|biblioteca|feria|columpios|tobog[aá]n|granja|acuario|bosque|huerto|jard[ií]n|cine|teatro|circo|mercado|bolas|casa)(?![\p{L}]))|(?<![\p{L}])(?:pasado mañana|la semana que viene|el próximo|mañana (?:vamos|volvemos|voy|vuelve|tenemos|hay|empieza))(?![\p{L}])/iu;

/** People a clause may begin with, who are its subject (`el nono nos fue a buscar`). */
const PEOPLE =
  /^(?:el|la|los|las|su|sus|mi|mis)\s+(?:mamá|mami|papá|papi|abuel\p{L}*|abu|abue|yay[oa]s?|non[oa]s?|tí[oa]s?|tio|tia|prim[oa]s?|herman\p{L}*|tat[ao]s?|tatit[ao]s?|padrino|madrina|maestr[oa]|seño|profe|enfermer[oa]|doctor[a]?|dra|dr|dentista|pediatra|veterinari[oa]s?|vecin[oa]s?|amig\p{L}*|compañer\p{L}*|niñ[oa]s|bebé|perr\p{L}*|gat\p{L}*)(?![\p{L}])/iu;

/** Feelings that come to the child (`le dio miedo`, `le entró sueño`): told `A Búho le dio miedo`. */
const COMES =
  /^(?:le|les)\s+(?:encant\p{L}*|pic(?:a|an|aba|aban|ó|aron)(?![\p{L}])|duel(?:e|en)(?![\p{L}])|gust\p{L}*|toc\p{L}*(?![\p{L}])(?!\s+(?:la|el|los|las|su)\s+(?:cabeza|cabecita|lomo|lomito|mano|manita|nariz|naricita|pelo|pelito|panza|barriga|barriguita|trompa|cola|colita|oreja|orejas|orejita|orejitas|hocico)(?![\p{L}]))|pareci\p{L}*|cost\p{L}*|fascin\p{L}*|hizo gracia|hizo ilusión|salió|salieron|entró|pasó|(?:bajó|subió) (?:un poco |un poquito |algo )?la fiebre|dol(?:ió|ía|ían|ieron)|(?:da|dan|dio|daba) (?:mucho |un poco de |un poquito de |un poquitito de |bastante |muchísimo |much[ao] )?(?:miedo|pánico|panico|pena|risa|vergüenza|sueño|hambre|asco|rabia|frío|calor|fiebre|cosa|corte|ternura|envidia|celos)|dieron (?:mucho |un poco de |un poquito de |bastante |muchísimo )?(?:miedo|pena|risa|vergüenza|asco|ganas))/iu;

/** A verb of the third person plural: others did it to the child (`le regalaron`). */
const THEIRS = /^(?:le|les|lo|la)\s+\p{L}+(?:aron|ieron|eron)(?![\p{L}])/iu;

/** How the child was (`estaba muy emocionada`): the word for the child, said for the hero. */
function agree(text: string, hero: R, child: RetellContext['childPronoun']): string {
  const childFem = child === 'she';
  if (hero.plural || hero.neutral || child === undefined || child === 'they' || childFem === hero.fem) return text;
  // `Canela era muy viejita`: how someone the parent named was, never the hero's.
  if (/^\p{Lu}\p{Ll}+\s+(?:era|estaba)\s/u.test(text) && !text.startsWith(`${hero.name} `)) return text;
  const [from, to] = hero.fem ? ['o', 'a'] : ['a', 'o'];
  return (
    text
      // Words only ever said of the child (`solita`, `orgullosa`), wherever they stand.
      .replace(
        /(?<![\p{L}])(solit|orgullos|valient)([oa])(s?)(?![\p{L}])/gu,
        (all, stem: string, end: string, plural: string) =>
          stem === 'valient' ? all : end === from ? `${stem}${to}${plural}` : all,
      )
      // `anduvo con sueño y mañosa`, `estaba nerviosa con la maquinita`: a mood of the child's, unless the clause is
      // about someone the parent named.
      .replace(
        /(?<![\p{L}])(maños|mimos|caprichos|cariños|nervios|miedos|celos)([oa])(s?)(?![\p{L}])/gu,
        (all, stem: string, end: string, plural: string) =>
          end === from && !/^\p{Lu}/u.test(text) ? `${stem}${to}${plural}` : all,
      )
      // `salio super contenta`, `llegó muy cansada`, `salió guapísima con su flequillo`: how the child came out or
      // home, said as the hero is.
      .replace(
        new RegExp(
          `(?<=(?:^|\\s)(?:salió|llegó|volvió|vino|acabó|terminó|quedó|iba)\\s+(?:muy\\s+|súper\\s+|tan\\s+|tod[oa]\\s+)?)(content|emocionad|ilusionad|cansad|agotad|mojad|empapad|rendid|guap|guapísim|precios|preciosísim|monísim|lind|bonit)${from}(s?)(?![\\p{L}])`,
          'gu',
        ),
        `$1${to}$2`,
      )
      // `salió toda orgullosa`: the `toda` before the child's pride is the hero's too.
      .replace(
        /(?<![\p{L}])tod[oa](?=\s+(?:orgullos|content|emocionad|ilusionad|mojad|empapad|manchad|pringad|suci)[oa]s?(?![\p{L}]))/gu,
        `tod${to}`,
      )
      // `le dejó apretar el botón ella misma`: the child doing it herself, after what the child was let do.
      .replace(
        /(?<=\p{L}(?:ar|er|ir)(?:\s+\p{L}+){0,4}\s)(?:ella misma|él mismo)(?![\p{L}])/gu,
        hero.fem ? 'ella misma' : 'él mismo',
      )
      // `ella solita`: the pronoun before it is the hero's too.
      .replace(/(?<![\p{L}])(?:ella|él)(?=\s+solit[oa](?![\p{L}]))/gu, hero.fem ? 'ella' : 'él')
      .replace(/(?<![\p{L}])como loc[oa](?![\p{L}])/gu, `como loc${to}`)
      // `hizo de pastorcita`: the child's part in the play, said as the hero is.
      .replace(new RegExp(`(?<=(?:^|\\s)hizo de )(\\p{L}+(?:it|ill|in))${from}(?![\\p{L}])`, 'gu'), `$1${to}`)
      // `fue disfrazada de mariquita`: the child's costume, said as the hero is.
      .replace(
        new RegExp(
          `(?<=(?:^|\\s)(?:fue|iba|vino|estaba|estuvo|salió|llegó|se vistió|se puso|desfiló|bailó|anduvo|apareció)\\s+(?:tod[oa]\\s+)?)(disfrazad|vestid)${from}(?=\\s+de\\s)`,
          'gu',
        ),
        `$1${to}`,
      )
      // `se durmió abrazada al peluche`: the child holding on, said as the hero is.
      .replace(
        new RegExp(`(?<![\\p{L}])(abrazad|agarrad|acurrucad|aferrad)${from}(?=\\s+(?:al?|con)\\s)`, 'gu'),
        `$1${to}`,
      )
      // `volvió a casa agotada`: how the child came home, said as the hero is.
      .replace(
        new RegExp(
          `(?<=(?:^|\\s)(?:volvió|volvio|llegó|llego|regresó|regreso) (?:a casa|a la casa|al coche) )(agotad|cansad|rendid|dormid|content|emocionad|reventad|molid)${from}(?![\\p{L}])`,
          'gu',
        ),
        `$1${to}`,
      )
      // `ya caminaba sola`: alone, right after the child's verb.
      .replace(new RegExp(`(?<=\\p{L}(?:aba|ía|ó)\\s)sol${from}(?![\\p{L}])`, 'gu'), `sol${to}`)
      .replace(/(?<=(?:^|\s)se \p{L}+ó )tod[oa](?= de | enter[oa](?![\p{L}]))/gu, `tod${to}`)
      // `se embadurnó entera de harina`: the whole child, said as the hero is.
      .replace(/(?<=(?:^|\s)se \p{L}+ó )enter[oa](?= de )/gu, `enter${to}`)
      .replace(
        /(?<![\p{L}])(estaba|estuvo|quedó|terminó|acabó|se puso|se quedó|se sintió|se durmió|durmió|se despertó|llegó|vino|volvió|iba|andaba|anduvo|parecía|muy|tan|toda|todo|bien|re)\s+((?:muy|bien|tan|súper|super|más|un poco|un poquito|un poquitín|algo|bastante)\s+)?(\p{L}+)(?![\p{L}])/gu,
        (all, lead: string, adverb: string | undefined, word: string, offset: number, whole: string) => {
          // `la oruga muy hambrienta`: after a thing, the word is the thing's, not the child's.
          const [article = '', before = ''] = whole.slice(0, offset).trim().toLowerCase().split(' ').slice(-2);
          if (
            /^(?:muy|tan|bien|re)$/u.test(lead) &&
            /^(?:el|la|los|las|un|una|su|sus)$/u.test(article) &&
            !isVerb(before) &&
            !plural3(before)
          )
            return all;
          // (`la cocina parecía nevada`: after a thing and its verb, the word is the thing's too.)
          if (
            !/^(?:muy|tan|bien|re|toda|todo)$/u.test(lead) &&
            /^(?:el|la|los|las|su|sus)$/u.test(article) &&
            !isVerb(before) &&
            !PEOPLE.test(`${article} ${before}`)
          )
            return all;
          if (!/(?:ad|id|it|ill|ós|ot|ient|ient|ans|and|ñ|ul|ch)[oa]$/u.test(word) || !word.endsWith(from)) {
            if (
              // (`contentísima`: a feeling said at its most is the hero's too.)
              !/^(?:sol|cansad|content|emocionad|callad|asustad|enojad|enfadad|dormid|mojad|sucia|suci|pegad|otr|quiet|tranquil|seri|tímid|timid|(?:content|cansad|emocionad|agotad|ilusionad|nervios|tranquil)ísim)[oa]$/u.test(
                word,
              )
            )
              return all;
            if (!word.endsWith(from)) return all;
          }
          if (/^(?:toda|todo)$/u.test(lead)) return all;
          if (/^(?:enseguida|seguida|comida|bebida|salida|vida|medida)$/u.test(word)) return all;
          // (`la piscina … estaba cerrada por obras`: shut or full is a place, never the child.)
          if (/^(?:cerrad|abiert|complet|inundad|ocupad)[oa]$/u.test(word)) return all;
          return `${lead} ${adverb ?? ''}${word.slice(0, -1)}${to}`;
        },
      )
  );
}

/** How something was done (`bajito`, `despacito`): words the engine may take for a pet's name, and never are. */
const MANNER =
  /^(?:bajito|bajita|despacito|despacio|suavecito|suavecita|flojito|clarito|fuertecito|rapidito|tranquilito|calladito|solito|solita)$/u;

/** Small words before the verb (`no se quería`, `le dio`). */
const CLITIC = /^(?:le|les|se|lo|la|los|las|no|ya|nos|me|te|casi|también|hasta|siempre|todavía|nunca)$/iu;

/** Things that happen by themselves (`se rompió la escalera`, `se fue la luz`): told without the hero. */
const BY_ITSELF =
  /^se\s+(?:rompió|rompieron|apagó|acabó|perdió|fue|cayó|cayeron|mojó|mojaron|quemó|volcó|derramó|murió|pinchó|fundió|cortó|descompuso)\s+(?:el|la|los|las|su|sus)\s/iu;

/**
 * `al rato dani le dijo "toma te lo dejo"`, `cuando lo encontraron le dijo "no te vayas solito"`: words said to
 * someone, quoted as said, by the one the parent named (else by the hero), after the time they were said.
 */
/** What the child kept saying, in the parent's quotes (`decia "hay un lobo"`, `no paraba de decir "otra vez"`). */
const KEPT_SAYING =
  /^((?:(?:y|luego|después|despues|entonces|por la noche|en la cama|toda la noche|todo el rato)\s+)*)(dec[ií]a|repet[ií]a|gritaba|chillaba|no\s+(?:paraba|dejaba)\s+de\s+decir)(?:\s+todo\s+el\s+rato)?\s*:?\s*["«“]([^"»”]+)["»”]?$/iu;

const SPOKEN_TO =
  /^((?:(?:al rato|luego|después|despues|entonces|al final|y)\s+|cuando\s+[^"«“]+?\s+(?=(?:\p{L}+\s+)?le\s)))?(?:(\p{L}+)\s+)?le\s+(dijo|gritó|grito|gritaba|decía|decia|preguntó|pregunto|contestó|contesto)\s*:?\s*["«“]([^"»”]+)["»”]?$/iu;

/**
 * `a la salida la profe Ana me conto que ayudo a Hugo`: what the teacher told at pick-up, said as her news of the
 * child's day (`A la salida, la profe Ana contó que Zuri ayudó a Hugo`), never the parent who was told.
 */
const TEACHER_TOLD =
  /^((?:a la salida|al recoger(?:l[oa])?|en la puerta|al ir a buscarl[oa])(?:\s+(?:del?|de la)\s+(?:cole|colegio|guarde|guardería|guarderia|jardín|jardin|escuela|escuelita|kínder|kinder|clase))?\s*,?\s+)?((?:la|el)\s+(?:profe|seño|maestra|maestro|tía|tia|educadora|cuidadora|monitora|monitor)(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:me|nos)\s+(?:cont[oó]|dijo|explicó|explico|comentó|comento)\s+que\s+(?:hoy\s+)?(.+)$/iu;

/**
 * `al final aparecio en la cesta de la ropa sucia`: the lost thing turned up where it was, told without the hero (who
 * was the one looking, never the one found).
 */
const TURNED_UP =
  /^(?:apareció|aparecieron|reapareció)\s+(?:en|debajo|detrás|dentro|entre|bajo|encima|junto|tirad[oa]|escondid[oa])(?![\p{L}])/iu;

/** `no había manera de que se durmiera`: a clause with no one doing it, told without the hero. */
const NO_WAY = /^no\s+(?:había|habia|hubo)\s+(?:manera|forma|modo|quien|quién)(?![\p{L}])/iu;

/** The parent's weather (`llovió todo el día`, `hizo un calor horrible`): told without the hero. */
const WEATHER =
  /^(?:(?:no paraba de|no dejaba de|empezó a|empezo a|se puso a|volvió a|volvio a) (?:llover|nevar|tronar|granizar|diluviar)|llovió|llovía|lloviznó|lloviznaba|nevó|nevaba|estaba nevando|estaba lloviendo|granizó|tronaba|escampó|llovía a cántaros|amaneció (?:todo |muy )?(?:nevado|nublado|lloviendo|soleado|helado|blanco|gris)|cayó (?:una|un) (?:tormenta|tormentón|tormenton|nevada|nevadita|granizada|chaparrón|chaparron|aguacero|diluvio|tromba)|(?:hizo|hacía) (?:un |mucho |muchísimo |tanto |bastante )?(?:calor|frío|sol|viento|aire|fresco|bueno))(?![\p{L}])/iu;

/** Who the parent's `we` is in the story: the hero and the family's grown-ups. */
function familyOf(context: RetellContext): string {
  const grownUps = context.grownUps;
  if (grownUps.length === 0) return 'su familia';
  if (grownUps.length === 1) return grownUps[0] ?? '';
  return `${grownUps.slice(0, -1).join(', ')} y ${grownUps.at(-1)}`;
}

/** The parent speaking of themselves (`la dejé`, `la prendí`, `no supe`): not the child's day to tell. */
function isMyself(text: string): boolean {
  if (
    // (`le dio de comer pienso`: after `comer` or an article, `pienso` is the pet's food, no thought of the parent's.)
    /(?<![\p{L}])(?:yo|hice|puse|dije|tuve|estuve|pude|supe|quise|fui|estoy|creo|(?<!(?:comer|el|un|su|de|del|más|mas|poco de)\s)pienso|tengo|mandé)(?![\p{L}])/iu.test(
      text,
    )
  )
    return true;
  // `lo cargue todo el camino`: the parent's own carrying, typed without its accent.
  if (/^(?:lo|la)\s+(?:cargue|alce|abrace|console|consolé|lleve|deje|acoste|bañe)(?![\p{L}])/iu.test(text)) return true;
  const words = text.toLowerCase().split(' ');
  return words.some(
    (word, index) =>
      /^\p{Ll}{2,}[éí]$/u.test(word) &&
      !/^(?:aquí|allí|ahí|así|también|bebé|puré|café|josé|rubí|esquí|maniquí|jabalí|colibrí)$/u.test(word) &&
      (index === 0 || /^(?:la|lo|le|les|los|las|me|no|ya|se|que|y|cuando)$/u.test(words[index - 1] ?? '')),
  );
}

/** The parent's words made the story's: `mi mamá` the grandmother, `nuestra cama` the big bed, `nos` left out. */
function fromStory(text: string, hero: R): string {
  return (
    perfect(accents(text))
      .replace(/(?<![\p{L}])se (?:nos|me) /giu, 'se ')
      .replace(/(?<![\p{L}])mi (mamá|mami|madre|suegra)(?![\p{L}])/giu, 'la abuela')
      .replace(/(?<![\p{L}])mi suegro(?![\p{L}])/giu, 'el abuelo')
      .replace(/(?<![\p{L}])mi (papá|papi|padre)(?![\p{L}])/giu, 'el abuelo')
      .replace(/(?<![\p{L}])mi (hermana|hermano)(?![\p{L}])/giu, (_, word: string) =>
        word === 'hermana' ? 'la tía' : 'el tío',
      )
      .replace(/(?<![\p{L}])(?:nuestra|mi) cama(?![\p{L}])/giu, 'la cama grande')
      .replace(/(?<![\p{L}])nuestr([oa]s?)(?![\p{L}])/giu, (_, end: string) => (end.endsWith('s') ? 'sus' : 'su'))
      .replace(/(?<![\p{L}])con nosotros(?![\p{L}])/giu, 'con la familia')
      // `hizo un puzzle con su padre`: the child's own parent, as the story calls them (`con papá`).
      .replace(/(?<![\p{L}])con su (padre|madre)(?![\p{L}])/giu, (_, who: string) =>
        /^p/iu.test(who) ? 'con papá' : 'con mamá',
      )
      // `y ya tan contento`: the happy end said whole (`y se quedó tan contento`).
      .replace(/(?<![\p{L}])y ya (tan|muy|super|súper) (content[oa]s?|feliz|felices)$/iu, 'y se quedó $1 $2')
      // `le hizo un dibujo pa mandarle`: what was made, to be sent (`para mandárselo`).
      .replace(
        /(?<![\p{L}])(un dibujo|un dibujito|una carta|una cartita|un video|un vídeo) (?:pa|para) mandarle$/iu,
        '$1 para mandárselo',
      )
      // `su primera noche en casa de la abuela sin nosotros`: the parents who were away, by who they are.
      .replace(/(?<![\p{L}])sin nosotros(?![\p{L}])/giu, 'sin mamá ni papá')
      // `nos llamó por video`: the call was to the parents, said by who they are.
      .replace(
        /(?<![\p{L}]|se )nos (?:llamó|llamo)( por (?:video|vídeo|videollamada))?(?![\p{L}])/giu,
        (_all, how: string | undefined) => `llamó${how ? ' por vídeo' : ''} a mamá y papá`,
      )
      .replace(
        /(?<![\p{L}])(que|si) ((?:ya |no |ya no |mañana )?)(\p{L}+)(?![\p{L}])/gu,
        (all, word: string, adverb: string, verb: string) =>
          PAST_OF[verb] ? `${word} ${adverb}${PAST_OF[verb]}` : all,
      )
      .replace(
        /(?<![\p{L}]|se )nos (fue|fueron|vino|vinieron|llevó|trajo|invitó|esperaba|esperó|recogió|buscó|visitó)(?![\p{L}])/gu,
        'los $1',
      )
      .replace(
        /(?<![\p{L}\d.,])([1-9]|10)(?![\d.,]?\d)(?= \p{L})/gu,
        (digit: string) => NUMBERS[Number(digit)] ?? digit,
      )
      // `el cerdito que le compramos`: the parent's `we` in a clause about a thing, said as `they` (`que le compraron`).
      .replace(
        /(?<=(?:^|\s)que (?:le |les |se lo |se la )?)(\p{L}+)(amos|imos)(?![\p{L}])/gu,
        (all, stem: string, end: string) =>
          /^(?:v|f|hic|dij|traj|pus|tuv|estuv|pud|quis|sup|vin|anduv|conduj)$/u.test(stem) || [...stem].length < 3
            ? all
            : `${stem}${end === 'amos' ? 'aron' : /j$/u.test(stem) ? 'eron' : 'ieron'}`,
      )
      // `su hermano que ya patina solo`: what someone could do then, in the story's past (`que ya patinaba`).
      .replace(/(?<=(?:^|\s)que ya (?:no )?)(\p{L}{2,}[^aeiouáéíóú\s])a(?![\p{L}])/gu, (all, stem: string) =>
        /(?:ab|í)$/u.test(stem) ? all : `${stem}aba`,
      )
      .replace(
        /(?<![\p{L}])(?:me|nos) (ayudó|ayudaba|enseñó|contó|pidió|preguntó|hizo|trajo|mostró)(?![\p{L}])/giu,
        '$1',
      )
      .replace(
        // (`me ayudó a cuidarla`: the one the child helped look after, not the child: as the parent said.)
        /(?<![\p{L}]|ayud\p{L}* a )(cuidar|bañar|acostar|recoger|abrazar|consolar|peinar|vestir|dormir)(la|lo)(?![\p{L}])/giu,
        (_, verb: string) => `${verb}${hero.fem ? 'la' : 'lo'}`,
      )
      // `pa q no este sola`: the subjunctive, with the accent a book prints.
      .replace(/(?<=(?:^|\s)(?:para |pa )?que (?:no )?)este(?=\s+\p{L})/gu, 'esté')
      .replace(/(?<![\p{L}])ningun(?=\s+\p{L})/gu, 'ningún')
      // `lloró bien feo`: a lot, in a book's words.
      .replace(/(?<=(?:^|\s)(?:llor|grit|berre)\p{L}*) bien fe[oa](?![\p{L}])/gu, ' muchísimo')
  );
}

/** Food and treats said without `un` (`Hubo chocolate caliente.`). */
const MASS =
  /^(?:chocolate|helado|asado|pizza|tarta|torta|pastel|sopa|arroz|puré|leche|agua|pasta|fruta|churros|palomitas|peli|tele|música|espuma|pan)$/u;

/** Dishes a parent names alone (`pozole en casa de la abuela`, `empanadas de queso`): what the hero ate. */
const FOOD =
  /^(?:galletas|galletitas|galleta|colacao|cola cao|nesquik|arepa|empanada|quesadilla|algodón|algodon|pozole|tamales|tacos|enchiladas|quesadillas|pupusas|arepas|empanadas|empanaditas|paella|lentejas|croquetas|macarrones|espaguetis|tallarines|ñoquis|milanesas?|asado|locro|ajiaco|sancocho|bandeja|cocido|gazpacho|tortilla|tortitas|panqueques|crepes|pancakes|hot ?cakes|churros|buñuelos|tamal|sopaipillas|alfajores|medialunas|chilaquiles|molletes|tostadas|tequeños|humitas|pastel de choclo|picarones|anticuchos|roscón|roscon de reyes|roscón de reyes|rosca de reyes|castañas|castañitas|polvorones|turrón|turron|mantecados|natilla|natillas|panettone|panetón|paneton|hallacas|bizcocho|bizcochos|pan dulce|cereales|yogur|yogures|magdalenas|bocadillo|bocata|cruasán|cruasan|croissant|ponche|buñuelitos|pestiños|torrijas|obleas|oblea|brevas|salchipapas|raspado|raspados|cholado|mango biche|elote|elotes|esquites|tostones|tostoncitos|patacones|cachapas?|mangú|mangu|chicharrones)$/iu;

/** `con papi`: the parent's pet name for a parent, as the story says it (`con papá`). */
function ours(rest: string): string {
  return rest.replace(/(?<![\p{L}])papi(?![\p{L}])/gu, 'papá').replace(/(?<![\p{L}])mami(?![\p{L}])/gu, 'mamá');
}

/**
 * `elote con mayonesa`: one thing eaten, with its `un` or `una` (`se comió un elote con mayonesa`); a dish's kind
 * (`arepa de queso`) stays as said.
 */
function ateOne(text: string): string {
  const one =
    /^(elote|arepa|empanada|quesadilla|tamal|churro|bizcocho|raspado|alfajor|buñuelo)(?=\s+con\s|$)|^(?:bocadillo|bocata|cruasán|cruasan|croissant)(?=\s+(?:con|de)\s|$)/iu.exec(
      text,
    );
  return one ? `se comió ${feminine(one[1] ?? one[0]) ? 'una' : 'un'} ${text}` : `comió ${text}`;
}

/** A noun's gender for `un` or `una`: `una clase`, `un avión`, `una mano`. */
function feminine(word: string): boolean {
  const lower = word.toLowerCase();
  if (
    /^(?:clase|tarde|noche|leche|calle|fuente|nieve|carne|gente|llave|mano|foto|moto|radio|flor|miel|sal|piel|torre|suerte)$/u.test(
      lower,
    )
  )
    return true;
  if (
    /^(?:día|mapa|avión|avion|camión|camion|sofá|problema|tema|programa|planeta|pijama|piyama|tranvía|agua|drama|dramón|clima|idioma|poema|sistema|dilema|fantasma)$/u.test(
      lower,
    )
  )
    return false;
  return /(?:a|ión|ion|dad|tud)$/u.test(lower);
}

/** A clause without a verb that is an outing (`excursión al zoo`, `tiovivo`, `mercadillo de navidad`): the hero's doing. */
function outing(text: string): string | undefined {
  // `la tarde en casa de los primos con la tía`: a part of the day said bare, spent there (`pasó la tarde en…`).
  if (/^(?:la|toda la)\s+(?:mañana|tarde)\s+(?:en|con|de)\s/iu.test(text)) return `pasó ${text}`;
  // `excursión con el cole a la granja escuela`: where the hero went, not `Hubo un excursión`.
  const trip = /^excursi[oó]n(?:\s+(.+))?$/iu.exec(text);
  if (trip) return `fue de excursión${trip[1] ? ` ${trip[1]}` : ''}`;
  // `tiovivo`, `la noria`: a fair ride, which the hero rode.
  const ride =
    /^(?:el |la |los |las )?(tiovivo|tío vivo|tio vivo|carrusel|calesita|noria|caballitos|autitos chocadores|coches de choque|carritos chocones|tren de la bruja|trencito|trenecito|montaña rusa|rueda de la fortuna)(?![\p{L}])(.*)$/iu.exec(
      text,
    );
  if (ride) {
    const what = (ride[1] ?? '').toLowerCase().replace(/^t[ií]o vivo$/u, 'tiovivo');
    const article = /s$/u.test(what)
      ? feminine(what.replace(/s$/u, ''))
        ? 'a las'
        : 'a los'
      : feminine(what.split(' ')[0] ?? what)
        ? 'a la'
        : 'al';
    return `se subió ${article} ${what}${ride[2] ?? ''}`;
  }
  // `marionetas`, `títeres en la plaza`, `payasos`: a show, which the hero watched.
  const show =
    /^(?:las |los |el |un |una )?(marionetas|títeres|titeres|guiñol|teatro de títeres|teatro de titeres|teatrillo|payasos|payasitos|mago|show de magia|espectáculo de magia|magia)(?![\p{L}])(.*)$/iu.exec(
      text,
    );
  if (show) {
    const what = (show[1] ?? '').toLowerCase().replace('titeres', 'títeres');
    const seen: Record<string, string> = {
      marionetas: 'un espectáculo de marionetas',
      títeres: 'un espectáculo de títeres',
      guiñol: 'una función de guiñol',
      teatrillo: 'un teatrillo',
      payasos: 'a los payasos',
      payasitos: 'a los payasitos',
      mago: 'a un mago',
      magia: 'un espectáculo de magia',
    };
    return `vio ${seen[what] ?? `un ${what}`}${show[2] ?? ''}`;
  }
  // `castillos de arena`, `muñeco de nieve`: what the hero made, never `Hubo castillos de arena`.
  const made =
    /^(un |una |unos |unas )?(castillos? de arena|castillitos? de arena|muñecos? de nieve|muñequitos? de nieve|pasteles de arena|pastelitos de arena)(?![\p{L}])(.*)$/iu.exec(
      text,
    );
  if (made) {
    const what = (made[2] ?? '').toLowerCase();
    const article = made[1] ?? (/^\p{L}+s\s/u.test(what) ? '' : 'un ');
    return `hizo ${article.toLowerCase()}${what}${made[3] ?? ''}`;
  }
  // `mercadillo de navidad`, `feria del pueblo`: where the hero went.
  const fair =
    /^(?:el |la )?(ciclovía|ciclovia|mercadillo|mercadito|mercado|feria|tianguis|verbena|cabalgata|desfile|pista de hielo|circo|teatro|cine|museo|acuario)(?![\p{L}])(.*)$/iu.exec(
      text,
    );
  if (fair) {
    const what = (fair[1] ?? '').toLowerCase().replace('ciclovia', 'ciclovía');
    return `fue ${feminine(what.split(' ')[0] ?? what) ? 'a la' : 'al'} ${what}${fair[2] ?? ''}`;
  }
  return undefined;
}

/** `fallas con los yayos`: a feast spent with someone (`pasó las Fallas con los yayos`), never `Hubo Fallas con…`. */
function spentWith(text: string): string | undefined {
  const spent =
    /^(?:(?:las|los|el|la)\s+)?(fallas|fiestas|feria|carnaval|sanfermines|pilares|verbena|romería|romeria|posadas)\s+con\s+(.+)$/iu.exec(
      text,
    );
  if (!spent) return undefined;
  const kind = spent[1] ?? '';
  const article = /^(?:fallas|fiestas|posadas)$/iu.test(kind)
    ? 'las'
    : /^(?:sanfermines|pilares)$/iu.test(kind)
      ? 'los'
      : /^carnaval$/iu.test(kind)
        ? 'el'
        : 'la';
  return `pasó ${article} ${kind} con ${spent[2]}`;
}

/**
 * `contentísima`, `feliz`, `super contenta con su bici`: how the hero felt, said bare (`Estaba contentísimo.`), never
 * `Hubo una contentísima`.
 */
function feltBare(typed: string, hero?: R): string | undefined {
  // `feliz feliz`, `muy muy contenta`: the parent's word said twice is one feeling, strong (`muy feliz`).
  const text = typed
    .replace(/^(?:muy\s+){2,}/iu, 'muy ')
    .replace(/^(\p{L}{4,}),?\s+\1(?=\s|$)/iu, (_all, word: string) => `muy ${word}`);
  // `de mal humor toda la tarde`, `de bajon`, `gruñona`: a mood said bare, told as how the hero was (`estaba de mal
  // humor`, `estaba un poco triste`, `estaba gruñón`, in the hero's gender).
  const mood =
    /^(?:(muy|súper|super|re|bastante|un poco|algo)\s+)?(de\s+(?:muy\s+)?(?:mal|buen)\s+humor|de\s+baj[oó]n|de\s+morros|gruñ[oó]n|gruñona|gruñon|llor[oó]n|llorona|sensible|pegajos[oa]|mimos[oa])((?:\s+(?:con|por|porque|toda|todo|en)\s.+|\s+hoy)?)$/iu.exec(
      text,
    );
  if (mood) {
    const [, much = '', was = '', rest = ''] = mood;
    const word = fold(was).toLowerCase();
    const gendered = (stem: string, he: string, she: string) =>
      hero === undefined || hero.plural || hero.neutral ? `${stem}` : hero.fem ? she : he;
    const told = /^de\s+bajon$/u.test(word)
      ? 'un poco triste'
      : /^gru/u.test(word)
        ? gendered('gruñón', 'gruñón', 'gruñona')
        : /^llor/u.test(word)
          ? gendered('llorón', 'llorón', 'llorona')
          : /^(?:pegajos|mimos)/u.test(word)
            ? hero === undefined || hero.plural || hero.neutral
              ? word
              : `${word.slice(0, -1)}${hero.fem ? 'a' : 'o'}`
            : word.replace(/^de\s+muy\s+/u, 'de muy ');
    const very =
      much && !/^de\s+bajon$/u.test(word) ? `${/^(?:un poco|algo)$/iu.test(much) ? much.toLowerCase() : 'muy'} ` : '';
    return `estaba ${very}${told}${rest}`;
  }
  const feeling =
    /^(?:(muy|súper|super|re|bien|tan|requete)\s+|(un poco|un poquito|un poquitín|algo|bastante)\s+)?(feliz|felices|triste|alegre|(?:content|cansad|agotad|orgullos|nervios|emocionad|ilusionad|enfadad|enojad|rendid|mimos|pachuch|tranquil|revoltos|risueñ|asustad|preocupad|mal|enferm|resfriad|constipad|acatarrad)(?:ísim|isim|it|ill)?[oa])(?![\p{L}])((?:\s+(?:con|de|por|porque|toda|todo|en|antes|después|despues|tras|al|del)\s.+|\s+hoy)?)$/iu.exec(
      text,
    );
  if (!feeling) {
    // `agotada pero feliz`, `cansado y contento`: two feelings said bare, told as how the hero was, both in the hero's
    // gender (`estaba agotada pero feliz`).
    const two = /^(.+?)\s+(pero|y|aunque)\s+(.+)$/iu.exec(text);
    const first = two ? feltBare(two[1] ?? '', hero) : undefined;
    const second = two ? feltBare(two[3] ?? '', hero) : undefined;
    if (!two || !first || !second || /\s(?:pero|y|aunque)\s/iu.test(first)) return undefined;
    return `${first} ${(two[2] ?? '').toLowerCase()} ${second.replace(/^estaba\s+/u, '')}`;
  }
  const said = (feeling[3] ?? '').toLowerCase().replace(/isim([oa])$/u, 'ísim$1');
  // (Said of the hero, as the hero is: `contentísima` of a bear is `contentísimo`.)
  const how = hero === undefined || hero.plural || hero.neutral ? said : said.replace(/[oa]$/u, hero.fem ? 'a' : 'o');
  // (`un poco triste`: a little of it, as the parent said.)
  const little = feeling[2] ? `${feeling[2].toLowerCase()} ` : '';
  // (`orgulloso de si mismo`: of the hero's own self, with its accent and the hero's gender, `de sí misma`.)
  const self = hero === undefined || hero.plural || hero.neutral ? undefined : hero.fem ? 'de sí misma' : 'de sí mismo';
  const rest = (feeling[4] ?? '').replace(/(?<![\p{L}])de s[ií] mism[oa](?![\p{L}])/iu, (all) => self ?? all);
  return `estaba ${feeling[1] ? 'muy ' : little}${how}${rest}`;
}

/** A clause with no verb of its own: what there was (`Hubo truenos fortísimos.`, `Fue una tarde de tormenta.`). */
function without(text: string, word: string): string | undefined {
  // `pizza, peli`: the word without the comma after it.
  const first = word.replace(/[,.;:]+$/u, '');
  // `último día en la casa vieja`: what the day was (the goodbye's own words, which the sad scene tells).
  if (/^(?:el |la )?últim[oa]\s+(?:día|noche|tarde|vez|clase)\s/iu.test(text))
    return `fue ${/^(?:el|la)\s/iu.test(text) ? '' : /^última/iu.test(text) ? 'la ' : 'el '}${text}`;
  // `pijama y le lei el de la oruga`: what came with the pyjamas (never `Hubo un pijama`).
  const pyjamas = /^(?:el\s+)?(?:pijama|piyama)(?:\s+y\s+(.+))?$/iu.exec(text);
  if (pyjamas) {
    // (The parent's `le lei` is the story's `le leyeron`: read to the child, by the family.)
    const then = (pyjamas[1] ?? '').replace(/^(les?)\s+(?:le[ií]|leímos|leimos)(?![\p{L}])/iu, '$1 leyeron');
    // (The night's own lines always put the pyjamas on: what came with them is what the parent adds.)
    return then || 'se puso el pijama';
  }
  // `drama gordo`, `menudo lío`, `vaya show`: the parent's sigh about the day, no thing that happened to tell.
  if (
    /^(?:(?:menud[oa]|vaya|qu[eé]|tremend[oa]|un|una|el|la)\s+)?(?:drama|dramón|dramon|lío|lio|show|follón|follon|cirio|circo|odisea|tragedia|novela)(?:\s+(?:gordo|gorda|total|tremendo|tremenda|enorme|de los buenos))?$/iu.test(
      text,
    )
  )
    return undefined;
  // `menudo vendaval esta tarde`, `vaya frío`: the parent's exclamation is weather that was strong (`Hubo un vendaval
  // tremendo por la tarde`, `Hizo un frío tremendo`), never `Hubo un menudo vendaval`.
  const wild =
    /^(?:menud[oa]|vaya|qu[eé]|tremend[oa])\s+(vendaval|ventolera|ventarr[oó]n|viento|aire|temporal|tormenta|torment[oó]n|chaparr[oó]n|aguacero|tromba de agua|granizada|helada|fr[ií]o|frío polar|calor|calor[oó]n|lluvia|nevada)(?![\p{L}])\s*(.*)$/iu.exec(
      text,
    );
  if (wild) {
    const kind = (wild[1] ?? '').toLowerCase().replace(/^frio/u, 'frío').replace(/on$/u, 'ón');
    const fem = /^(?:ventolera|tormenta|tromba de agua|granizada|helada|lluvia|nevada)$/u.test(kind);
    const when = (wild[2] ?? '').replace(/^esta (mañana|tarde|noche)(?![\p{L}])/iu, 'por la $1');
    const weather = /^(?:frío|frío polar|calor|calorón|viento|aire)$/u.test(kind) ? 'hizo' : 'hubo';
    return `${weather} ${fem ? 'una' : 'un'} ${kind} ${fem ? 'tremenda' : 'tremendo'}${when ? ` ${when}` : ''}`;
  }
  // `dia largo!`, `día movidito`: what the day was (`Fue un día largo`), never `Hubo un día largo`.
  const busy =
    /^(?:un\s+)?d[ií]a\s+(?:(?:re|muy|super|súper|bien)\s+)?(largo|larguísimo|larguisimo|intenso|movido|movidito|completo|completito|agotador|ajetreado|cansador|de locos)(?![\p{L}])\s*(.*)$/iu.exec(
      text,
    );
  if (busy) {
    const very = /^(?:un\s+)?d[ií]a\s+(?:re|muy|super|súper|bien)\s/iu.test(text) ? 'muy ' : '';
    const kind = (busy[1] ?? '').toLowerCase().replace(/^larguisimo$/u, 'larguísimo');
    return `fue un día ${very}${kind}${busy[2] ? ` ${busy[2]}` : ''}`;
  }
  // `dia tonto tonto`, `día de risas`: a silly, giggly day (`Fue un día tontorrón y lleno de risas`), never `Hubo un día
  // tonto tonto`.
  const silly =
    /^(?:un\s+)?d[ií]a\s+(?:(?:re|muy|super|súper|bien)\s+)?(?:(?:tonto|tontito|loco|loquito|payaso|chistoso|gracioso)(?:[\s,]+(?:tonto|tontito|loco|loquito))?|de\s+(?:risas|risa|payasadas|tonterías|tonterias))(?![\p{L}])\s*(.*)$/iu.exec(
      text,
    );
  if (silly) {
    const rest = silly[1] ?? '';
    // `dia tonto y feliz`: the day's other word goes first (`Fue un día feliz, de muchas risas y tonterías`), never
    // `…y tonterías y feliz`.
    const glad =
      /^y\s+(?:muy\s+)?(feliz|contento|alegre|divertido|genial|precioso|bonito|especial)(?![\p{L}])\s*(.*)$/iu.exec(
        rest,
      );
    if (glad)
      return `fue un día ${(glad[1] ?? '').toLowerCase()}, de muchas risas y tonterías${glad[2] ? ` ${glad[2]}` : ''}`;
    return `fue un día de muchas risas y tonterías${rest ? (/^(?:en|con|de|por|al?|del|y)\s/iu.test(rest) ? ` ${rest}` : `, ${rest}`) : ''}`;
  }
  // `dia de berrinches`, `día de rabietas`: a day of tempers said as its headline (`Fue un día de berrinches`), the
  // day's trouble in its own word, never lost.
  const tempers =
    /^(?:un\s+)?d[ií]a\s+(?:(?:re|muy|super|súper|bien)\s+)?de\s+(berrinches|rabietas|pataletas|mal humor|perretas)(?![\p{L}])\s*$/iu.exec(
      text,
    );
  if (tempers) return `fue un día de ${(tempers[1] ?? '').toLowerCase()}`;
  // `sabado a tope!`, `domingo movidito`: what that day of the week was (`Fue un sábado a tope`), never `Hubo un sábado`.
  const weekday =
    /^(?:un\s+)?(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|finde)\s+(?:(re|muy|super|súper|bien)\s+)?(a tope|a full|movido|movidito|intenso|completo|completito|largo|agotador|ajetreado|genial|perfecto|redondo|tranquilo|tranqui|de relax)(?![\p{L}])\s*(.*)$/iu.exec(
      text,
    );
  if (weekday) {
    const day = dayName(weekday[1] ?? '').replace(/^finde$/u, 'fin de semana');
    const kind = (weekday[3] ?? '')
      .toLowerCase()
      .replace(/^a full$/u, 'a tope')
      .replace(/^tranqui$/u, 'tranquilo');
    return `fue un ${day} ${weekday[2] ? 'muy ' : ''}${kind}${weekday[4] ? ` ${weekday[4]}` : ''}`;
  }
  // A storm said without a verb (`tormenta con truenos`) is what there was, and the uh-oh scene's own words.
  if (/^(?:una\s+|la\s+)?(?:tormenta|tormentón|tormenton|tempestad|granizada)(?![\p{L}])/iu.test(text))
    return `hubo ${/^(?:una|la)\s/iu.test(text) ? text.replace(/^la\s/iu, 'una ') : `una ${text}`}`;
  // Thunder said without a verb (`truenos fortísimos`), and a stormy afternoon, are the day's weather: told as such.
  if (/^(?:truenos|relámpagos|relampagos|rayos y truenos)(?![\p{L}])/iu.test(text)) return `hubo ${text}`;
  if (/^(?:un |una )?(?:tarde|día|mañana|noche) de (?:tormenta|truenos|lluvia|viento)(?![\p{L}])/iu.test(text))
    return `fue ${first === 'día' ? 'un ' : /^(?:un|una)$/u.test(first) ? '' : 'una '}${text}`;
  // `día tranqui sin nada especial`: what the day was, in a story's words (`Fue un día tranquilo, sin nada especial`).
  const calm =
    /^(?:un\s+)?d[ií]a\s+(?:tranqui|tranquilo|tranquilito|normal|normalito|piola|relajado)(?![\p{L}])\s*(.*)$/iu.exec(
      text,
    );
  // `dia tranqui en el jardin`: where it was, without a comma (`Fue un día tranquilo en el jardín`).
  // (`dia tranqui y bonito`: a second word for the day, without a comma either.)
  const where = (rest: string) => (/^(?:en|con|de|por|al?|del|y)\s/iu.test(rest) ? ` ${rest}` : `, ${rest}`);
  if (calm) return `fue un día tranquilo${calm[1] ? where(calm[1]) : ''}`;
  // `dia perfecto!!`: what the day was (`Fue un día perfecto`), never `Hubo un día perfecto`.
  const good =
    /^(?:un\s+)?d[ií]a\s+(?:(?:re|muy|super|súper|bien)\s+)?(chévere|chevere|bacán|bacan|lindo|perfecto|genial|redondo|redondito|estupendo|precioso|increíble|increible|buenísimo|buenisimo|espectacular|maravilloso|fantástico|fantastico|bonito|divino)(?![\p{L}])\s*(.*)$/iu.exec(
      text,
    );
  if (good) {
    const word = (good[1] ?? '').toLowerCase();
    const said = (
      {
        increible: 'increíble',
        buenisimo: 'buenísimo',
        fantastico: 'fantástico',
        chevere: 'chévere',
        bacan: 'bacán',
      } as Record<string, string>
    )[word];
    // (`dia re lindo`: the parent's `re` is the story's `muy`.)
    const very = /^(?:un\s+)?d[ií]a\s+(?:re|muy|super|súper|bien)\s/iu.test(text) ? 'muy ' : '';
    // (`sin lios`, `sin dramas`: the parent's quick spelling, with the accent a book prints.)
    const rest = (good[2] ?? '').replace(/(?<![\p{L}])lios(?![\p{L}])/giu, 'líos');
    return `fue un día ${very}${said ?? word}${rest ? where(rest) : ''}`;
  }
  const felt = feltBare(text);
  if (felt) return felt;
  // `muy orgulloso`: how the hero felt, said without a verb (`Estaba muy orgulloso.`), never `Hubo un muy orgulloso`.
  if (/^(?:muy|súper|super|re|tan|bien|requete)\s+\p{L}+$/iu.test(text) && !FOOD.test(text.split(' ')[1] ?? ''))
    // (Bravery is shown, not felt: `luego super valiente` is `Luego fue muy valiente`.)
    return `${/\s(?:valiente|valientes)$/iu.test(text) ? 'fue' : 'estaba'} ${text}`;
  // `toda llena de ronchitas`, `todo mojado de barro`: how the child was, never `Hubo una toda llena`.
  if (
    /^(?:tod[oa]\s+|muy\s+)?(?:llen[oa]|cubiert[oa]|mojad[oa]|empapad[oa]|manchad[oa]|embarrad[oa]|pegajos[oa]|sucio|sucia|pintad[oa])\s+(?:de|con)\s/iu.test(
      text,
    )
  )
    // (`y le pica un buen`: what came with it, in the story's past too.)
    return `estaba ${text.replace(/(?<=\sy\s+(?:le|les|se)\s+)\p{L}+/gu, (word) => nowToThen(word) ?? word)}`;
  // `un poco celosilla`: a little of a feeling, the same (`Estaba un poco celosa.`).
  const little = /^(un poco|un poquito|algo|bastante)\s+(\p{L}+?)(?:ill|it)?([oa])(?:\s+(.+))?$/iu.exec(text);
  if (little && !FOOD.test(little[2] ?? ''))
    return `estaba ${little[1]} ${little[2]}${little[3]}${little[4] ? ` ${little[4]}` : ''}`;
  // `papi esta de viaje`: where a grown-up was, typed without the accent, and no `Hubo un papi esta de viaje`.
  const being =
    /^(?:(?:el|la|su)\s+)?(mam[aá]|mami|pap[aá]|papi|abuel[oa]|abu|t[ií][oa])\s+(?:esta|está)\s+(.+)$/iu.exec(text);
  if (being) {
    const who = (being[1] ?? '')
      .toLowerCase()
      .replace(/^mam[aá]$|^mami$/u, 'mamá')
      .replace(/^pap[aá]$|^papi$/u, 'papá');
    return `${/^(?:mamá|papá)$/u.test(who) ? who : `${/a$/u.test(who) ? 'la' : 'el'} ${who.replace(/^tio$/u, 'tío').replace(/^tia$/u, 'tía')}`} estaba ${being[2]}`;
  }
  // `papi volvia`: a clause with an unaccented imperfect has a verb, and is no `Hubo un papi volvia`.
  // `cumple de su hermana Lucia que hacia 6`: whose birthday it was, and how old they turned.
  const age =
    /^(?:el\s+)?(?:cumple|cumpleaños)\s+de\s+(.+?),?\s+(?:que|q)\s+(?:hac[ií]a|cumpl[ií]a|cumpli[oó]|cumple)\s+(\d+|uno|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)(?:\s+(?:años|añitos))?$/iu.exec(
      text,
    );
  if (age) {
    const said = (age[2] ?? '').toLowerCase();
    const years = /^\d+$/u.test(said) ? ageWords(Number(said)) : said.replace(/^uno$/u, 'un');
    return `era el cumpleaños de ${age[1]}${years ? `, que cumplía ${years} años` : ''}`;
  }
  if (text.split(' ').some((each) => IMPERFECT_IA.has(each.toLowerCase()))) return undefined;
  // A trouble said without a verb (`vacuna de los 4 años`) is the uh-oh scene's to tell, not `Hubo una vacuna`.
  // `mala noche`, `noche malisima`: the night the hero had, never a thing there was.
  if (/^(?:una\s+)?(?:mala\s+noche|noche\s+(?:mala|malísima|malisima|toledana|horrible|fatal))$/iu.test(text))
    return `pasó ${/^una\s/iu.test(text) ? '' : 'una '}${text.toLowerCase().replace(/malisima/u, 'malísima')}`;
  if (readText([text], 'es').mishaps.length > 0) return undefined;
  if (/^(?:un|una)\s+(?:calor|frío|sol|viento)/iu.test(text)) return `hizo ${text}`;
  // `calor insoportable`: the weather, as it is said (`Hizo un calor insoportable`), never `Hubo un calor`.
  if (/^(?:calor|calorón|calor[oó]n|fr[ií]o|viento|sol)(?:\s+\p{L}+)?$/iu.test(text))
    return `hizo ${/^(?:calor|frío|frio|viento|sol)$/iu.test(text) ? 'mucho' : 'un'} ${text.replace(/^frio/iu, 'frío').replace(/^caloron/iu, 'calorón')}`;
  // `noche de San Juan en la playa`: the one feast night of the year, `la`.
  if (/^(?:la\s+)?(?:noche|víspera|verbena|fiesta|día)\s+de\s+San\s/u.test(text))
    // (A night that lasts through the scene, `Era`, not a done thing: `Fue la noche…` reads as over by breakfast.)
    return `era ${/^la\s/u.test(text) ? '' : 'la '}${text}`;
  // `san juan en la playa`: a saint's feast said by the saint alone, never `Hubo un San Juan`.
  if (/^San\s+\p{Lu}/u.test(text)) return `era la fiesta de ${text}`;
  if (/^(?:un |una )?(?:tarde|día|mañana|noche)\s+de\s/iu.test(text))
    return `fue ${/^(?:un|una)$/u.test(first) ? '' : first === 'día' ? 'un ' : 'una '}${text}`;
  // `bautismo de su primita abril`, `fiestas del pueblo`: the day's feast, what the day was (`Era el bautismo de…`,
  // `Eran las fiestas del pueblo`), never `Hubo un bautismo`.
  const feast =
    /^(?:(?:el|la|las|los|un|una)\s+)?(bautismo|bautizo|boda|comunión|comunion|primera comunión|primera comunion|fiestas|fiesta|feria|carnaval|verbena|romería|romeria)\s+(de|del)\s+(.+)$/iu.exec(
      text,
    );
  if (feast) {
    const kind = (feast[1] ?? '')
      .toLowerCase()
      .replace(/comunion$/u, 'comunión')
      .replace(/^romeria$/u, 'romería');
    const article = kind === 'fiestas' ? 'las' : /^(?:bautismo|bautizo|carnaval)$/u.test(kind) ? 'el' : 'la';
    return `${kind === 'fiestas' ? 'eran' : 'era'} ${article} ${kind} ${feast[2]} ${feast[3]}`;
  }
  // `cumple 80 de la yaya`: whose birthday it was, and how old they turned (`¡cumplía ochenta años!`).
  const turned = /^(?:el\s+)?(?:cumple|cumpleaños|cumpleaños)\s+(?:n[uú]mero\s+)?(\d+)\s+de\s+(.+)$/iu.exec(text);
  if (turned) {
    const age = ageWords(Number(turned[1]));
    return `era el cumpleaños de ${turned[2]}${age ? `: ¡cumplía ${age} años!` : ''}`;
  }
  // (`cumple de mateo`: what the day was, as the party's own time, `Era el cumple de Mateo`, never `Fue`.)
  if (/^(?:cumple|cumpleaños)\s/iu.test(text)) return `era el ${text}`;
  // `toda la tarde quejica con la pierna`: how the hero was all that while (`Estuvo toda la tarde…`).
  if (/^(?:toda\s+la\s+(?:tarde|mañana|noche)|todo\s+el\s+(?:día|dia|rato|camino|finde))\s+\p{L}/iu.test(text))
    return `estuvo ${text}`;
  // `por la tarde en el parque con su amiga Noa`, `en casa con papa`: where the hero was, with whom, said without its
  // verb (`estuvo en el parque con…`), never `Hubo un en el parque`.
  if (
    /^en$/iu.test(first) &&
    /^en\s+(?:(?:el|la|los|las)\s+)?(?:casa|parque|plaza|guarde|guardería|guarderia|cole|colegio|escuela|jardín|jardin|playa|piscina|biblioteca|biblio|campo|pueblo|huerto|bosque|monte|río|rio|zoo|granja|feria|ludoteca|columpios|arenero|calle|mercado|súper|super|casa de\s+\S+(?:\s+\S+)?|lo de\s+\S+(?:\s+\S+)?)(?![\p{L}])/iu.test(
      text,
    )
  )
    return `estuvo ${text}`;
  // `a dormir`, `al parque`: a going without its verb, and no `Hubo una a dormir`.
  if (/^(?:a|al)$/iu.test(first)) return undefined;
  if (/^(?:que|qué|q|como|cómo|luego|después|despues|entonces|pero|y|bueno|nada|listo)$/iu.test(first))
    return undefined;
  if (/^(?:semana santa|navidad|nochebuena|carnaval|halloween)/iu.test(text)) return `era ${text}`;
  // `fonda`, `verbena` typed alone: a place of the festival the hero went to, never `Hubo una fonda`.
  if (/^(?:la\s+)?(?:fonda|ramada|verbena|romería|romeria|kermés|kermes|kermesse)$/iu.test(text))
    return `fue a la ${text
      .replace(/^la\s+/iu, '')
      .replace(/^romeria$/iu, 'romería')
      .replace(/^kermes$/iu, 'kermés')}`;
  // `clase de natación`, `corte de pelo`, `avión a Mendoza`, `pozole en casa de la abuela`: what the hero did.
  if (/^clases? de\s/iu.test(text)) return `fue a ${text.replace(/^clases/iu, 'clase')}`;
  if (/^(?:corte de pelo|corte de cabello|peluquería)$/iu.test(text)) return 'le cortaron el pelo';
  if (/^(?:avión|avion|tren|barco|autobús|autobus|bus|micro|ferry|crucero)\s+(?:a|al|hasta|para)\s/iu.test(text))
    return `viajó en ${text}`;
  // `finde!!` alone: the day it was, not `Hubo un finde`.
  if (
    /^(?:finde|fin de semana|fin de semana largo|puente|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|feriado|festivo)$/iu.test(
      text,
    )
  )
    return `era ${/^finde$/iu.test(text) ? 'fin de semana' : dayName(text)}`;
  // `cuento`, `cuento del lobo` typed alone: a story read to the hero at night, never `Hubo un cuento`.
  const tale = /^(?:(el|un)\s+)?(cuentos?|cuentito)(?:\s+(de|del|de la)\s+(.+))?$/iu.exec(text);
  if (tale) {
    const many = /s$/u.test(tale[2] ?? '');
    const article = many ? '' : tale[4] ? 'el ' : 'un ';
    return `le leyeron ${article}${(tale[2] ?? '').toLowerCase()}${tale[4] ? ` ${tale[3]} ${tale[4]}` : ''}`;
  }
  if (FOOD.test(first)) return ateOne(text);
  if (/^(?:el|la|los|las|su|sus|mi|mis)$/u.test(first)) return undefined;
  if (/^\p{Ll}+s$/u.test(first) || /^(?:un|una|unos|unas|mucho|mucha|muchos|muchas)$/u.test(first))
    return `hubo ${text}`;
  // `duchita rápida, tortilla francesa`: a list of what there was ends in `y`.
  const list =
    / y /u.test(text) || /,\s+(?:a|al|en|por|x|con|de|después|luego|cuando)\s[^,]*$/iu.test(text)
      ? text
      : text.replace(/,\s+(?=[^,]+$)/u, ' y ');
  if (MASS.test(first)) return `hubo ${list}`;
  if (/^\p{Ll}/u.test(first)) return `hubo ${feminine(first) ? 'una' : 'un'} ${list}`;
  return undefined;
}

function retell(raw: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  // `le enseñó a decir 'hola mami'`: words taught to a parrot or a doll are no words the child said: told with them.
  const taught = TAUGHT.exec(raw);
  if (taught && !SAID.test(raw.replace(taught[0], ''))) {
    const words = (taught[1] ?? '').trim();
    const told = retell(raw.replace(taught[0], ` a decir ${words}`), context);
    return told?.replace(
      new RegExp(`(?<=a decir )${words.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'iu'),
      (said) => `«${said}»`,
    );
  }
  // (The harsh word is looked for after the gentle ones: `berrinche marca diablo` is a big fit, still told.)
  const gentled = GENTLE.reduce((line, [pattern, word]) => line.replace(pattern, word), raw);
  // `mañana lo vamos a buscar`: a lost thing to be fetched tomorrow is the comfort of tonight, told.
  const fetch =
    /^mañana\s+(?:(lo|la|los|las)\s+)?(?:vamos|iremos|van)\s+a\s+(?:ir\s+a\s+)?(buscar|recoger)(lo|la|los|las)?$/iu.exec(
      raw.trim().replace(/[.!]+$/u, ''),
    );
  if (fetch && (fetch[1] || fetch[3]))
    return `Mañana irán a ${fetch[2]?.toLowerCase()}${(fetch[1] ?? fetch[3] ?? '').toLowerCase()}.`;
  if (SAID.test(raw) || LATER.test(raw) || HARSH.test(gentled)) return undefined;
  const cleaned = GENTLE.reduce((line, [pattern, word]) => line.replace(pattern, word), clean(raw));
  // (`eso si se comio…`: Spain's `mind you`, which the story needs not say.)
  let text = cleaned
    .replace(/^eso\s+s[ií],?\s+/iu, '')
    .replace(/^(?:y|pero|e|entonces|así que|asi que|hoy|ya)\s+/iu, '')
    // `antes de cambiarnos de ciudad`: the parent's `we` after `antes de` is the family's (`antes de mudarse de ciudad`).
    .replace(
      /(?<![\p{L}])(?:cambiarnos|mudarnos)\s+de\s+(ciudad|casa|piso|país|pais|barrio)(?![\p{L}])/giu,
      (_all, place: string) => `mudarse de ${place.toLowerCase() === 'pais' ? 'país' : place.toLowerCase()}`,
    )
    .replace(
      /(?<=(?:^|\s)(?:antes de|después de|despues de|para|sin)\s+)(\p{L}{2,}(?:ar|er|ir))nos(?![\p{L}])/giu,
      '$1se',
    )
    // `a mi peque le encantó el túnel`: the parent's pet name for the child is the child (`A Zuri le encantó…`).
    .replace(
      /^a\s+(?:mi|la|el)\s+(?:peque|pequeñ[oa]|nen[ea]|niñ[oa]|hij[oa]|chiqui|chiquit[oa]|gordit[oa]|enan[oa]|princesa|campe[oó]n|tesoro|cielo)\s+(?=(?:le|les)\s)/iu,
      '',
    );
  // `ayer por la tarde decoramos el árbol`: the day before, said first and told as the story's own time.
  const yesterday =
    /^(ayer|anoche|anteayer|antier|antenoche)(?:\s+((?:por|en|a)\s+la\s+(?:mañana|tarde|noche)|temprano|de noche))?\s*,?\s+(?=\p{L})/iu.exec(
      text,
    );
  if (yesterday) text = text.slice(yesterday[0].length).replace(/^(?:y|ya|hoy)\s+/iu, '');
  const lead = /^(luego|después|también|ya luego|al final|primero)\s+(?!de\s)/iu.exec(text);
  if (lead) text = text.slice(lead[0].length);
  // `la miss la cargo`, `la seño lo cogio en brazos`: the teacher did it to the hero, said by name (`La miss cargó a
  // Zuri`), never a bare `la` the reader takes for someone else.
  const teacher =
    /^(la\s+(?:miss|profe|maestra|seño|seno)|el\s+(?:profe|maestro))\s+(la|lo)\s+(\p{L}{3,}?)(o|ó)(\s.+)?$/iu.exec(
      text,
    );
  if (
    teacher &&
    !/^(?:est|tu|fu|hab|quer|pod|ib)/iu.test(teacher[3] ?? '') &&
    !/\s(?:y|e|pero)\s/iu.test(teacher[5] ?? '')
  ) {
    const [, who = '', , stem = '', , rest = ''] = teacher;
    return `${capital(who.toLowerCase().replace('seno', 'seño'))} ${stem.toLowerCase()}ó a ${hero.name}${accents(rest.toLowerCase())}.`;
  }
  // `no me queria soltar y lloro`, `no me soltaba`: the grown-up held on to was the parent who writes, said by name
  // (`Zuri no quería soltar a papá y lloró`), never a clause about the parent left out with the tears.
  const heldOn =
    /^((?:en\s+la\s+puerta\s*,?\s+)?)no\s+me\s+(quer[ií]a\s+soltar|quiso\s+soltar|soltaba)(?![\p{L}])(.*)$/iu.exec(
      text,
    );
  if (heldOn) {
    const [, where = '', held = '', rest = ''] = heldOn;
    const parent = writer(context);
    const cried = /^\s+y\s+(?:llor[oó]|se\s+puso\s+a\s+llorar|se\s+ech[oó]\s+a\s+llorar)$/iu.test(rest);
    if (rest.trim() && !cried) return undefined;
    const not = held.toLowerCase().replace(/queria/u, 'quería');
    const lead = where ? 'En la puerta, ' : '';
    return `${lead}${hero.name} no ${not} a ${parent}${cried ? ' y lloró' : ''}.`;
  }
  // `le dije q regresaba despues de la comida`: the parent who writes promised to come back, said by name (`Papá le
  // dijo que volvía después de la comida`): the goodbye's own comfort.
  const promised =
    /^(?:y\s+)?le\s+dije\s+(?:que|q)\s+(?:regresaba|volv[ií]a|ven[ií]a|iba\s+a\s+volver|volver[ií]a|regresar[ií]a|la\s+iba\s+a\s+buscar|lo\s+iba\s+a\s+buscar)(\s+(?:despu[eé]s|luego|antes|a\s+la|al|por\s+la|en\s+un)\s.+)?$/iu.exec(
      text,
    );
  if (promised) {
    const parent = writer(context);
    return `${capital(parent)} le dijo que volvía${accents((promised[1] ?? '').toLowerCase())}.`;
  }
  // `lo traje en brazos hasta el coche`, `yo la abrace y le sople la herida`: the parent who writes held the child, said
  // by name (`Mamá llevó a Zuri en brazos hasta el coche`), never the parent's `traje` said of the hero.
  // (`la cargue y le sople en el brazo`, `lo llame por telefono y le cante su cancion`, `la abrace y le dije q lo ibamos
  // a encontrar juntas`: the parent's own carrying, call and promise are the parent's too.)
  const held =
    /^(?:y\s+)?(?:yo\s+)?(?:lo|la)\s+(traje|llev[eé]|abrac[eé]|achuch[eé]|apapach[eé]|cargu[eé]|llam[eé])(?![\p{L}])(.*)$/iu.exec(
      text,
    );
  if (held) {
    const [, verb = '', whole = ''] = held;
    // (`… y ya se le paso`, said apart before this: the upset that passed, kept at the end.)
    const passed = /\s*,\s+y\s+enseguida\s+se\s+le\s+pasó$/u.exec(whole);
    const rest = passed ? whole.slice(0, passed.index) : whole;
    const did: Record<string, string> = {
      traj: 'llevó',
      llev: 'llevó',
      abra: 'abrazó',
      achu: 'achuchó',
      apap: 'apapachó',
      carg: 'cargó',
      llam: 'llamó',
    };
    const lower = fold(verb).toLowerCase();
    const key = Object.keys(did).find((stem) => lower.startsWith(stem)) ?? '';
    const parts = rest.split(/\s+y\s+/u);
    const how = parts[0] ?? '';
    const then = parts.slice(1).map((part) => {
      const mine = /^le\s+(sopl|bes|acarici|cant|sob|frot|calent|limpi|cur)(?:e|é)(?![\p{L}])(.*)$/iu.exec(part);
      if (mine) return `le ${mine[1]?.toLowerCase()}ó${mine[2] ?? ''}`;
      if (/^le\s+di\s/iu.test(part)) return part.replace(/^le\s+di/iu, 'le dio');
      // `le dije q lo ibamos a encontrar juntas`: the parent's promise, with the parent and child's `we` told as theirs.
      const promise = /^le\s+dije\s+(?:que|q)\s+(.+)$/iu.exec(part);
      if (promise) {
        const ours = (promise[1] ?? '').replace(/(?<![\p{L}])(?:[ií]bamos|vamos)(?=\s+a\s)/giu, 'iban');
        if (/(?<![\p{L}])(?:\p{L}+(?:amos|imos)|voy|iba|estoy|soy)(?![\p{L}])/iu.test(ours)) return undefined;
        return `le dijo que ${accents(ours.toLowerCase())}`;
      }
      if (/^(?:ya\s+)?se\s+(?:le\s+)?(?:pas[oó]|calm[oó]|tranquiliz[oó]|durmi[oó])(?![\p{L}])/iu.test(part))
        return accents(part.toLowerCase());
      return undefined;
    });
    const plain =
      /^(?:\s+(?:en\s+brazos|a\s+upa|a\s+caballito|a\s+hombros|muy\s+fuerte|fuerte|un\s+rato(?:\s+largo)?|por\s+tel[eé]fono|por\s+videollamada))?(?:\s+(?:hasta|a)\s+(?:el|la|casa)(?:\s+\p{L}+)?)?$/iu.test(
        how,
      );
    if (key && plain && then.every((part) => part !== undefined)) {
      // (`Su mamá`, as the parent's other doings for the child are told: the one who writes, not the pack's helper.)
      const start = lead?.[1] ? `${capital(lead[1].toLowerCase())}, su ${writer(context)}` : `Su ${writer(context)}`;
      // (`… y le cante su cancion y se durmio`: how the child settled is its own, after a comma.)
      const and = then
        .map((part, at) => (at > 0 && /^(?:ya\s+)?se\s/u.test(part ?? '') ? `, y ${part}` : ` y ${part}`))
        .join('');
      return `${start} ${did[key]} a ${hero.name}${accents(how.toLowerCase())}${and}${passed ? ', y enseguida se le pasó' : ''}.`;
    }
  }
  // `me tumbe con el en el sofa hasta q se durmio`: the parent who writes lay down with the child, said by name (`Su mamá
  // se tumbó con Zuri en el sofá hasta que se durmió`), never left out.
  const lay =
    /^(?:y\s+)?(?:yo\s+)?me\s+(tumb|acost|ech|qued)(?:e|é)\s+con\s+(?:el|él|ella)((?:\s+(?:en|a)\s+(?:el|la|su|mi)\s+\p{L}+)?(?:\s+(?:un\s+rato|hasta\s+(?:que|q)\s+se\s+durmi[oó]))?)$/iu.exec(
      text,
    );
  if (lay) {
    const where = accents(
      (lay[2] ?? '')
        .toLowerCase()
        .replace(/\bq\b/u, 'que')
        .replace(/\bmi\s/u, 'el '),
    );
    return `Su ${writer(context)} se ${(lay[1] ?? '').toLowerCase()}ó con ${hero.name}${where}.`;
  }
  // `me sente yo y lo puse encima mio y asi se dejo mirar los dientes`, `la sente en mis piernas y ya se calmo`: the
  // parent who writes took the child on the lap, said by name (`Su mamá se sentó y puso a Zuri en sus piernas`), and
  // what the child then let be done or felt is the child's own, after a comma; never left out.
  const lap =
    /^(?:y\s+)?(?:(?:yo\s+)?me\s+sent[eé](?:\s+yo)?\s+y\s+)?(?:yo\s+)?(?:lo|la)\s+(pus[eé]|sent[eé]|sub[ií])\s+(?:encima\s+m[ií]o|encima\s+de\s+m[ií]|en\s+mis\s+piernas|en\s+mi\s+regazo|en\s+mis\s+rodillas|en\s+mi\s+falda|a\s+upa)(?:\s*,?\s+y\s+((?:as[ií]\s+|ya\s+|enseguida\s+)?se\s+(?:dej[oó]|calm[oó]|tranquiliz[oó]|le\s+pas[oó]|durmi[oó])(?![\p{L}]).*))?$/iu.exec(
      text,
    );
  if (lap) {
    const sat = /^(?:y\s+)?(?:yo\s+)?me\s+sent/iu.test(text);
    const put =
      fold(lap[1] ?? '')
        .toLowerCase()
        .startsWith('pus') || sat
        ? 'puso'
        : 'sentó';
    const then = lap[2] ? `, y ${accents(lap[2].toLowerCase().replace(/^asi(?![\p{L}])/u, 'así'))}` : '';
    return `Su ${writer(context)} ${sat ? 'se sentó y ' : ''}${put} a ${hero.name} en sus piernas${then}.`;
  }
  // `le di su peluche y le cante los pollitos y ya se dejo`, `le di agua y se le quito`: the parent who writes comforted
  // the child, said by name (`Mamá le dio su peluche y le cantó «Los pollitos», y ya se dejó`), never `le dieron`.
  const gave =
    /^(?:y\s+)?(?:yo\s+)?le\s+(di|cant[eé]|cont[eé]|le[ií]|sopl[eé]|bes[eé]|acarici[eé])(?![\p{L}])(.*)$/iu.exec(text);
  if (gave) {
    const [, verb = '', whole = ''] = gave;
    const parts = whole.split(/\s+y\s+/u);
    const said = parts.map((part, at) => {
      const mine =
        at === 0
          ? ['', verb, part]
          : /^le\s+(di|cant[eé]|cont[eé]|le[ií]|sopl[eé]|bes[eé]|acarici[eé])(?![\p{L}])(.*)$/iu.exec(part);
      if (mine) {
        const stem = fold(mine[1] ?? '').toLowerCase();
        const did = stem === 'di' ? 'dio' : stem === 'lei' ? 'leyó' : `${stem.slice(0, -1)}ó`;
        const what = stem.startsWith('cant')
          ? (mine[2] ?? '').replace(/^\s+(?:la\s+de\s+)?los\s+pollitos(?![\p{L}])/iu, ' «Los pollitos»')
          : (mine[2] ?? '');
        return `le ${did}${accents(what.toLowerCase().replace(/«los pollitos»/u, '«Los pollitos»'))}`;
      }
      // (`le di el dalsy y me tumbe con el en el sofa hasta q se durmio`: the parent lay down with the child too.)
      const lay = /^me\s+(tumb|acost|ech|qued)(?:e|é)\s+con\s+(el|él|ella)(\s.*)?$/iu.exec(part);
      if (at > 0 && lay)
        return `se ${(lay[1] ?? '').toLowerCase()}ó con ${/^e/iu.test(lay[2] ?? '') ? 'él' : 'ella'}${accents(
          (lay[3] ?? '').toLowerCase().replace(/(?<![\p{L}])q(?![\p{L}])/u, 'que'),
        )}`;
      if (
        at > 0 &&
        /^(?:ya\s+)?se\s+(?:le\s+)?(?:pas[oó]|quit[oó]|calm[oó]|tranquiliz[oó]|dej[oó]|durmi[oó])(?![\p{L}])/iu.test(
          part,
        )
      )
        return `${parts.length > 2 ? ',' : ''} y ${accents(part.toLowerCase())}`;
      return undefined;
    });
    if (
      said.every((part) => part !== undefined) &&
      (said[0] ?? '').length > 'le dio'.length &&
      (said.length > 1 || /^di$/iu.test(verb))
    ) {
      const told = said.map((part, at) => (at === 0 || /^,? y /u.test(part) ? part : ` y ${part}`)).join('');
      return `${capital(writer(context))} ${told}.`;
    }
  }
  // `se escapo el hamster … estaba escondido atras del refri`: the pet or thing that got away is the one found hidden
  // (`El hámster estaba escondido detrás del refri`), never the hero.
  const hidden =
    /^(?:y\s+)?(?:al\s+final\s+)?(estaba|estuvo)\s+(escondid[oa]|metid[oa]|debajo|detr[aá]s|atr[aá]s)(?![\p{L}])(.*?)(?:\s+j[aej]+)?$/iu.exec(
      text,
    );
  const lost = hidden
    ? /(?:se\s+(?:le\s+|nos\s+)?(?:escap[oó]|perdi[oó]|sali[oó])\s+(el|la)\s+(\p{L}+)|(el|la)\s+(\p{L}+)\s+se\s+(?:le\s+|nos\s+)?(?:escap[oó]|perdi[oó]))(?![\p{L}])/iu.exec(
        fold(context.description ?? ''),
      )
    : null;
  if (hidden && lost) {
    const the = (lost[1] ?? lost[3] ?? '').toLowerCase();
    const what = (lost[2] ?? lost[4] ?? '').toLowerCase();
    const spelled: Record<string, string> = { hamster: 'hámster', raton: 'ratón', camaleon: 'camaleón' };
    if (!/^(?:niñ[oa]|nene|nena|peque|chiqui|hijo|hija)$/u.test(what)) {
      const where = accents(`${hidden[2] ?? ''}${hidden[3] ?? ''}`.toLowerCase()).replace(
        /^atras(?![\p{L}])/u,
        'detrás',
      );
      return `${capital(the)} ${spelled[what] ?? what} ${(hidden[1] ?? '').toLowerCase()} ${where.replace(/(?<![\p{L}])atr[aá]s(?![\p{L}])/u, 'detrás')}.`;
    }
  }
  // `vio la de los minions`: the film by what it is of (`vio la película de los Minions`), never a bare `la de`.
  const film = /^(?:y\s+)?(vio|vimos|fuimos\s+a\s+ver)\s+la\s+de\s+(los|las|la|el)\s+(\p{L}+)(?:\s+y\s+(.+))?$/iu.exec(
    text,
  );
  if (film) {
    const titles: Record<string, string> = { minions: 'Minions', frozen: 'Frozen', cars: 'Cars', coco: 'Coco' };
    const name = (film[3] ?? '').toLowerCase();
    const seen = /^vio$/iu.test(film[1] ?? '') ? `${hero.name} vio` : `${hero.name} y su familia vieron`;
    const then = film[4] ? retell(film[4], context)?.replace(/[.!]+$/u, '') : '';
    if (then !== undefined) {
      const more = then
        ? ` y ${then.replace(new RegExp(`^${hero.name}\\s+`, 'u'), '').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`
        : '';
      return `${seen} la película de ${(film[2] ?? '').toLowerCase()} ${titles[name] ?? name}${more}.`;
    }
  }
  // `lo ato papa a la muñeca para q no se vuele`: the grown-up named after the verb tied the child's thing on, said as
  // the grown-up's doing (`Papá se lo ató a la muñeca para que no se volara`), never the hero tying the grown-up.
  const tied =
    /^(lo|la)\s+(at|amarr|colg|sujet)(?:o|ó)\s+(pap[aá]|papi|mam[aá]|mami|(?:el|la)\s+(?:abuel[oa]|t[ií][oa]))\s+((?:a|en)\s+(?:la|el|su)\s+\p{L}+)(?:\s+para\s+(?:que|q)\s+no\s+se\s+(vuele|escape|caiga|pierda))?$/iu.exec(
      text,
    );
  if (tied) {
    const [, it = '', stem = '', who = '', where = '', lest] = tied;
    const past: Record<string, string> = { vuele: 'volara', escape: 'escapara', caiga: 'cayera', pierda: 'perdiera' };
    const whom = accents(
      who
        .toLowerCase()
        .replace(/^mami$/u, 'mamá')
        .replace(/^papi$/u, 'papá'),
    );
    const doer = /^(?:pap|mam)/u.test(whom) ? whom.replace(/^pap[aá]$/u, 'papá').replace(/^mam[aá]$/u, 'mamá') : whom;
    const why = lest ? ` para que no se ${past[lest.toLowerCase()] ?? lest.toLowerCase()}` : '';
    return `${capital(doer)} se ${it.toLowerCase()} ${stem.toLowerCase()}ó ${where.toLowerCase()}${why}.`;
  }
  // `trineo hasta q se le congelaron las manos`: a ride said bare before how long it lasted, told as the hero's ride
  // (`Zuri montó en trineo hasta que se le congelaron las manos`), never left out with the little ouch it ended in.
  const rideTill =
    /^(trineo|bici|bicicleta|patinete|columpio|columpios|tobog[aá]n|caballito|caballitos|piscina|agua|playa)\s+hasta\s+(?:que|q)\s+(.+)$/iu.exec(
      text,
    );
  if (rideTill) {
    const done = RIDE_TILL[fold(rideTill[1] ?? '').toLowerCase()] ?? '';
    const till = retell(rideTill[2] ?? '', context);
    const after = till?.replace(/[.!]+$/u, '').replace(new RegExp(`^A ${hero.name} (?=(?:se|le)\\s)`, 'u'), '');
    if (!after || new RegExp(`^${hero.name}\\s`, 'u').test(after)) return undefined;
    return `${hero.name} ${done} hasta que ${after.charAt(0).toLowerCase()}${after.slice(1)}.`;
  }
  // `la piñata y cogio un monton de chuches`: a party's moment said bare, then what the hero did in it, told as what
  // came (`Llegó la piñata, y Zuri cogió un montón de chuches`), never `La piñata y cogió…`.
  const moment =
    /^(la\s+piñata|la\s+pinata|la\s+tarta|el\s+pastel|las\s+velas|los\s+regalos|el\s+payaso|la\s+merienda|los\s+fuegos)\s+y\s+(.+)$/iu.exec(
      text,
    );
  if (moment) {
    const then = retell(moment[2] ?? '', context);
    if (!then) return undefined;
    const what = (moment[1] ?? '').toLowerCase().replace('pinata', 'piñata');
    const came = /^(?:las|los)\s/u.test(what) ? 'Llegaron' : 'Llegó';
    return `${came} ${what}, y ${then.charAt(0).toLowerCase() === then.charAt(0) ? then : then.replace(/^A\s/u, 'a ')}`;
  }
  // `le pedimos q nos ayudara a bañarla`: the grown-ups asked the hero to help with the baby, told as the hero's
  // helping with the little one by name (`Zuri ayudó a bañar a Sofi`), never a bare `nos` and `la` the story never had.
  const helped =
    /^(?:le\s+)?(?:pedimos|ped[ií]|pidi[oó]\s+(?:mam[aá]|pap[aá]|mami|papi))\s+(?:que|q)\s+(?:nos\s+|me\s+|le\s+)?ayudara\s+a\s+(\p{L}+?)(la|lo|le)?(\s.*)?$/iu.exec(
      text,
    );
  if (helped) {
    const [, verb = '', clitic, rest = ''] = helped;
    const before = fold((context.description ?? '').split(raw)[0] ?? '').toLowerCase();
    const little = clitic
      ? [...context.names]
          .map((name) => ({
            name,
            at: before.search(new RegExp(`(?<![\\p{L}])${fold(name).toLowerCase()}(?![\\p{L}])`, 'u')),
          }))
          .filter((named) => named.at >= 0)
          .sort((a, b) => b.at - a.at)[0]?.name
      : '';
    if (clitic && !little) return undefined;
    const whom = clitic ? ` a ${little}` : '';
    return `${hero.name} ayudó a ${verb.toLowerCase()}${whom}${accents(rest.toLowerCase())}.`;
  }
  // `iba lleno y no había sitio`: said after a bus or a train, it is the bus that was full, never the child; with no
  // vehicle in the parent's words there is nothing to say it of, and it is left out.
  const full =
    /^(?:y\s+)?(?:iba|venía|venia|estaba)\s+(?:llen[oa]|llen[ií]sim[oa]|hasta arriba|a tope|hasta los topes|de bote en bote)(\s+y\s+no\s+(?:hab[ií]a|quedaba)\s+(?:sitio|asiento|sitio para sentarse|donde sentarse|dónde sentarse))?$/iu.exec(
      text,
    );
  if (full) {
    const ride = VEHICLE.exec(fold(context.description ?? '').toLowerCase());
    const kind = ride ? (VEHICLE_SAID[ride[1] ?? ''] ?? ride[1]) : undefined;
    if (!kind) return undefined;
    const fem = /^(?:la|una)\s/u.test(kind);
    return `${capital(kind)} iba ${fem ? 'llena' : 'lleno'}${full[1] ? ' y no había sitio para sentarse' : ''}.`;
  }
  // `el abuelo le sujetaba el sillín y cuando se dio cuenta ya la había soltado y pedaleaba sola`: a first ride alone,
  // who held on and let go, told as the wonder it was.
  const letGo =
    /^(?:en\s+((?:el|la)\s+[^,]+?)\s+)?((?:el|la|su)\s+(?:abuel[oa]|abuelit[oa]|yay[oa]|tí[oa]|ti[oa]|herman[oa]|prim[oa]|tata|nona|nono)(?:\s+\p{Lu}\p{L}+)?|(?:su\s+)?(?:mam[aá]|mami|pap[aá]|papi)(?:\s+\p{Lu}\p{L}+)?)\s+le\s+(?:sujetaba|agarraba|sostenía|sostenia|cogía|cogia|sujetó|sujeto|agarró|agarro)\s+(el\s+sill[ií]n|la\s+bici|la\s+bicicleta|el\s+manillar|el\s+patinete|la\s+espalda|la\s+mano)\s+y\s+(?:(?:cuando|cuanto)\s+(?:se\s+dio\s+cuenta|quiso\s+darse\s+cuenta)\s*,?\s+)?(?:ya\s+)?(?:la|lo|le)\s+(?:hab[ií]a\s+soltado|solt[oó])\s+y\s+(?:(?:ella|él|el)\s+)?(?:ya\s+)?(?:pedaleaba|pedale[oó]|iba|andaba|se\s+fue|sigui[oó]|rodaba)\s+(?:sol[oa]|solit[oa])(?:\s+(?:del\s+todo|un\s+buen\s+rato|hasta\s+el\s+final))?$/iu.exec(
      text,
    );
  if (letGo) {
    const [, where, who = '', held = ''] = letGo;
    const alone = hero.fem && !hero.plural ? 'solita' : 'solito';
    const place = where ? `En ${accents(where.toLowerCase())}, ` : '';
    const holder = accents(
      who
        .replace(/^su\s+(?=mam|pap)/iu, '')
        .replace(/^(?:el|la|su)\s/iu, (word) => word.toLowerCase())
        .replace(/^mami$/iu, 'mamá'),
    );
    const thing = held.toLowerCase().replace(/sill[ií]n/u, 'sillín');
    return `${place}${place ? holder : capital(holder)} le sujetaba ${thing} a ${hero.name}, y cuando ${hero.name} se dio cuenta, ya ${/^la\s/u.test(thing) ? 'la' : 'lo'} había soltado: ¡${hero.name} pedaleaba ${alone}!`;
  }
  // `día de lluvia, con las botas saltó en los charcos`: the day's weather said first, which the story's own rainy
  // scene tells, and what was done in it, told.
  const weather =
    /^(?:un\s+)?d[ií]a\s+de\s+(lluvia|sol|nieve|viento|frío|frio|calor|niebla|tormenta)\s*,\s*(.+)$/iu.exec(text);
  if (weather) {
    const rest = retell(weather[2] ?? '', context);
    if (!rest) return undefined;
    return rest;
  }
  // `revisión en el dentista esta mañana`: a check-up said bare, told as the hero's (`A Zuri le tocaba la revisión
  // del dentista por la mañana`), never `Hubo una revisión`.
  const checkUp =
    /^(?:la\s+)?(?:revisi[oó]n|revisión\s+médica|revision\s+medica|chequeo|control)\s+(?:en\s+el|del|con\s+el|(en\s+la|de\s+la|con\s+la))\s+(dentista|pediatra|m[eé]dico|m[eé]dica|oculista|enfermera|doctora?)(?:\s+(esta\s+mañana|esta\s+tarde|por\s+la\s+mañana|por\s+la\s+tarde|hoy))?$/iu.exec(
      text,
    );
  if (checkUp) {
    const who = accents((checkUp[2] ?? '').toLowerCase()).replace(/^medic/u, 'médic');
    // (`con la pediatra`: the article the parent typed says who she is.)
    const of = checkUp[1] || /^(?:enfermera|doctora|médica)$/u.test(who) ? 'de la' : 'del';
    const when = checkUp[3] ? ` ${checkUp[3].toLowerCase().replace(/^esta\s+/u, 'por la ')}` : '';
    return `A ${hero.name} le tocaba la revisión ${of} ${who}${when}.`;
  }
  // `vacuna de la gripe`, `pinchazo de los 4 años`, typed bare: the jab that was the hero's to have, never `Hubo`.
  const jab =
    /^(?:la\s+|el\s+)?(vacuna|vacunita|pinchazo|inyección|inyeccion)\s+(de\s+(?:la|las|los|el)\s+[^,]{2,30}|del\s+[^,]{2,30}|de\s+(?:los\s+)?\d+\s+(?:años|meses|anos))$/iu.exec(
      text,
    );
  if (jab) {
    const kind = accents((jab[1] ?? '').toLowerCase()).replace('inyeccion', 'inyección');
    const the = /^pinchazo$/u.test(kind) ? 'el' : 'la';
    return `A ${hero.name} le tocaba ${the} ${kind} ${(jab[2] ?? '').toLowerCase().replace(/(?<=\d\s+)anos$/u, 'años')}.`;
  }
  // `mañana de playa con papi y la tata Rosa`, `tarde de parque con Lucía`: a morning or an afternoon said by its place,
  // told as where the hero spent it, with whom the parent said.
  const spent =
    /^(?:una\s+)?(mañana|mañanita|tarde|tardecita|noche|nochecita)\s+(?:de|en)\s+(?:(?:la|el|los)\s+)?(playa|piscina|parque de bolas|parque|campo|monte|río|rio|zoo|nieve|compras|museo|biblioteca|feria|columpios|tobog[aá]n|granja|acuario|bosque|huerto|jard[ií]n|cine|teatro|circo|mercado|bolas|casa de (?:los abuelos|la abuela|la yaya)|casa del abuelo)(?:\s+con\s+(.+))?$/iu.exec(
      text,
    );
  if (spent) {
    const [, part = '', place = '', withWhom] = spent;
    const at = SPENT_AT[fold(place).toLowerCase().replace('de el', 'del')] ?? `en ${place}`;
    const company = withWhom
      ? ` con ${accents(withWhom.replace(/(?<![\p{L}])papi(?![\p{L}])/gu, 'papá').replace(/(?<![\p{L}])mami(?![\p{L}])/gu, 'mamá'))}`
      : '';
    // (`pasó la mañana en la playa`: true beside the story's own arrival there, never a second going.)
    return `${hero.name} pasó la ${/^mañan/iu.test(part) ? 'mañana' : /^noche/iu.test(part) ? 'noche' : 'tarde'} ${at}${company}.`;
  }
  // `merienda de sandía en la toalla`, `desayuno: churros con chocolate`: a meal said bare with its food, told as the
  // hero eating it (`Zuri merendó sandía en la toalla`), never `Hubo una merienda`.
  const meal =
    /^(?:el\s+|la\s+|una\s+|un\s+)?(desayuno|almuerzo|comida|merienda|cena)\s*(?::|de)\s*(\p{L}+)(.*)$/iu.exec(text);
  const food = fold(meal?.[2] ?? '').toLowerCase();
  if (meal && (FOOD.test(food) || MASS.test(food) || FRUIT.test(food))) {
    const ate = ATE_AT[fold(meal[1] ?? '').toLowerCase()] ?? 'comió';
    return `${hero.name} ${ate} ${accents(`${meal[2] ?? ''}${meal[3] ?? ''}`.toLowerCase())}.`;
  }
  // `un bocadillo de jamón en el banco con el abuelo`: a snack said bare, told as the hero eating it, never `Hubo`.
  const snack = /^(un|una|unos|unas)\s+(\p{L}+)(\s.*)?$/iu.exec(text);
  if (snack && FRUIT.test(fold(snack[2] ?? '').toLowerCase()) && !hasVerb(snack[3] ?? ''))
    return `${hero.name} se comió ${accents(text.toLowerCase())}.`;
  // `paseamos a Tobi el perro por el rio`: the pet's kind after its name set apart, as a book prints it.
  text = text.replace(
    /(?<=(?:^|\s)a\s+)(\p{Lu}\p{Ll}+)\s+(el|la)\s+(perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|conej[oa]|conejit[oa]|hámster|hamster|tortuga|cobaya)(?=\s+(?:por|en|al|a|hasta|junto|alrededor)\s)/u,
    '$1, $2 $3,',
  );
  // `perdimos a Pepito el conejito de peluche en el super`: the cuddly toy's kind after its name set apart too.
  text = text.replace(
    /(?<=(?:^|\s)a\s+)(\p{Lu}\p{Ll}+)\s+((?:el|la|su)\s+(?:\p{Ll}+\s+)?(?:de\s+peluche|peluche|muñec[oa]|osit[oa]|mantita|doudou|trapito))(?=\s+(?:en|por|al|a|debajo|detrás|dentro|junto)\s)/u,
    '$1, $2,',
  );
  // `con la mami`, `con el papi`: the parent as the story calls them.
  text = text.replace(/(?<=(?:^|\s)con\s+)(?:la\s+mami|el\s+papi)(?![\p{L}])/giu, (parent) =>
    /mami$/iu.test(parent) ? 'mamá' : 'papá',
  );
  // `un cepillo de dientes nuevo y se los ha lavado ella solita`: the `los` is the teeth said before, said again so the
  // sentence says what was washed (`se lavó los dientes`).
  text = text.replace(
    /(?<=(?:^|\s)dientes(?:\s+\p{L}+){0,8}\s+)se\s+los\s+(ha\s+lavado|lav[oó]|ha\s+cepillado|cepill[oó])(?![\p{L}])/iu,
    (_all, verb: string) => `se ${verb} los dientes`,
  );
  // `no se quería separar de mi pierna`: the parent's leg or side the shy child held on to, said by name.
  text = text
    .replace(
      /(?<=(?:separ|despeg|solt|apart|agarr|pegad|escond)\p{L}*\s+(?:de|a|detrás de|detras de)\s+)mi\s+(pierna|falda|mano|chaqueta)(?![\p{L}])/giu,
      (_all, part: string) => `la ${part.toLowerCase()} de ${context.parent ?? 'mamá'}`,
    )
    .replace(
      /(?<=(?:separ|despeg|apart|mov)\p{L}*\s+)de\s+mi\s+lado(?![\p{L}])/giu,
      () => `del lado de ${context.parent ?? 'mamá'}`,
    )
    .replace(/(?<=(?:separ|despeg|apart|mov)\p{L}*\s+)de\s+mí(?![\p{L}])/giu, () => `de ${context.parent ?? 'mamá'}`);
  // `le dieron de comer al loro`: the `le` is the animal fed by the family, no food given to the hero.
  text = text.replace(
    /^le\s+(?:dimos|dieron|damos|hemos dado|han dado)\s+(?=(?:de comer|de beber|pan|comida|agua|semillas)\s+al?\s)/iu,
    'dimos ',
  );
  // `la primera nevada q ve`, `es la primera vez que ve el mar`: the wonder of a first time, told as one.
  text = text
    .replace(/^(?:es|era|fue)\s+(?=(?:la|su)\s+primera\s)/iu, '')
    .replace(/^(?:la|su)\s+primera\s+nevada(?:\s+(?:q|que)\s+ve)?$/iu, 'primera vez que ve la nieve')
    .replace(/^la\s+(?=primera\s+vez\s+que\s)/iu, '');
  // `tiene una tos perruna horrible`: the illness itself, in the story's past, and a barking cough as a child hears it.
  const cough =
    /^(?:tiene|tenía|tenia|tuvo|con)\s+(?:una\s+)?tos(?:\s+(perruna|de perro|de perrito|de foca|seca|fea))?(?:\s+(?:horrible|fe[ií]sima|terrible|tremenda|muy fea|fea|espantosa))?$/iu.exec(
      text,
    );
  // `hoy con fiebre, 38 y medio toda la mañana`: a fever said bare, told without the number a small child won't follow.
  const fever =
    /^(?:pobrecit[oa]\s+m[ií][oa]\s+)?(?:hoy\s+)?(?:con|tiene|tenía|tenia|tuvo)\s+fiebre(?:\s*,?\s*(?:de\s+)?\d+(?:[.,]\d+)?(?:\s+y\s+medio)?(?:\s+grados)?)?(\s+(?:toda la (?:mañana|tarde|noche)|todo el día|todo el dia))?$/iu.exec(
      text,
    );
  if (fever)
    return `${context.afterHero === true ? 'Tenía' : `${hero.name} tenía`} fiebre${(fever[1] ?? '').replace('dia', 'día')}.`;
  if (cough) {
    const kind = (cough[1] ?? '').toLowerCase();
    if (/perr|foca/u.test(kind)) return 'Tenía una tos muy fea, que sonaba como un perrito: ¡cof, cof!';
    return `Tenía una tos${kind === 'seca' ? ' seca' : ''} muy fea: ¡cof, cof!`;
  }
  // `rocky el perro lo espero en la puerta`: the family's pet, named first and then its kind, said by its name.
  const pet =
    /^(\p{L}+)\s+(el|la|nuestro|nuestra)\s+(perro|perrito|perra|perrita|gato|gatito|gata|gatita|conejo|conejito)\s+((?:lo|la|le|se|nos|no)\s+\p{L}+.*)$/iu.exec(
      text,
    );
  if (pet && !STOP.has((pet[1] ?? '').toLowerCase()) && !/^(?:y|pero|luego|hoy|con|a|de)$/iu.test(pet[1] ?? '')) {
    const [, petName = '', article = '', kind = '', rest = ''] = pet;
    const named = nameWritten(petName.charAt(0).toUpperCase() + petName.slice(1).toLowerCase());
    return ended(`${named}, ${article.toLowerCase()} ${kind.toLowerCase()}, ${accents(rest.toLowerCase())}`);
  }
  // `mama esta de guardia en el hospital y no viene a dormir`: a parent at work tonight, never a patient.
  const shift =
    /^(?:(?:el|la|su)\s+)?(mam[aá]|mami|pap[aá]|papi)\s+(?:est[aá]|estaba|tiene|tenía|tenia|hace)\s+(?:de\s+guardia|de\s+turno|turno\s+de\s+noche|guardia)(?:\s+(en\s+(?:el|la)\s+(?:hospital|clínica|clinica|urgencias|trabajo)))?(\s+y\s+no\s+(?:viene|vuelve|duerme|llega)(?:\s+a\s+dormir|\s+en\s+casa)?)?$/iu.exec(
      accents(text),
    );
  if (shift) {
    const who = /^mam|^mami/iu.test(shift[1] ?? '') ? 'mamá' : 'papá';
    const where = shift[2] ? ` ${shift[2].toLowerCase().replace('clinica', 'clínica')}` : '';
    return `Esta noche ${who} trabajaba${where}${shift[3] ? ' y no iba a dormir en casa' : ''}.`;
  }
  // `ya cuando se fue el payaso se puso a brincar`: when the trouble went away, and what the hero did then.
  const when = /^cuando\s/iu.test(text) ? whenPart(accents(text)) : undefined;
  if (when) {
    const then = retell(accents(text).slice(when.length + 1), { ...context, afterHero: false });
    // (The parent's `we` of when is the family's: `cuando llegamos a casa`, `cuando llegaron a casa`.)
    const said = when
      .slice('cuando '.length)
      .split(' ')
      .map((word) => they(word) ?? word)
      .join(' ');
    // (`una le mordisqueó la manga y se asustó`: the one of them did the first, the hero the second.)
    const own = /^(?:Una|Uno|Otra|Otro|Alguna|Alguno) /u.test(then ?? '')
      ? then?.replace(/ y (se|le) (?=\p{Ll}+ó(?![\p{L}]))/u, ` y ${hero.name} $1 `)
      : then;
    if (own) return `Cuando ${said}, ${own.startsWith(hero.name) ? own : own.charAt(0).toLowerCase() + own.slice(1)}`;
  }
  // A fit the parent names alone (`rabieta en el pasillo`): the hero had it, there.
  const fit =
    /^(?:(?:una|gran|tremenda|menuda|buena)\s+)?(rabieta|berrinche|pataleta|llorera|perreta)((?:\s+(?:en|a la|al|de camino)\s.{1,40})?)$/iu.exec(
      text,
    );
  if (fit?.[1]) {
    const article = /^(?:berrinche)$/iu.test(fit[1]) ? 'un' : 'una';
    return `${context.afterHero ? 'Tuvo' : `${hero.name} tuvo`} ${article} ${fit[1].toLowerCase()}${(fit[2] ?? '').toLowerCase()}.`;
  }
  text = tidy(
    text
      .replace(/^hoy\s+/iu, '')
      // `igual se asustó`, `aun así lloró`: the parent's `anyway`, which the story's order already says.
      .replace(/^(?:igual|aun así|aún así|de todas formas|de todos modos)\s+(?!que\s)/iu, '')
      // `cenó puré y a dormir con su muñeca`, `comió lentejas y siesta`: the hero's own going to sleep, told.
      .replace(
        /^(\p{L}+)(\s.*?)\s+y\s+(?:a\s+dormir\s+(?=con\s)|(?:una\s+|la\s+)?siesta(?=\s|$))/iu,
        (all, verb: string, rest: string) => {
          // (`comimos en casa y siesta larga`: the family ate, and then the hero slept, said by name.)
          const we = /\p{L}(?:amos|imos)$/iu.test(verb);
          if (!we && !FIRST_VERB.has(verb.toLowerCase()) && !isVerb(verb.toLowerCase())) return all;
          if (we && /dormir\s+$/u.test(all)) return all;
          if (we) return `${verb}${rest} y después ${hero.name} durmió una siesta`;
          return `${verb}${rest} y ${/dormir\s+$/u.test(all) ? 'se fue a dormir ' : 'durmió una siesta'}`;
        },
      )
      // `comimos en casa de la yaya lentejas`: the dish said last is what they ate there, told before where.
      .replace(
        /^((?:com|cen|almorz|desayun|merend)\p{L}*)\s+(en\s+casa\s+del?\s+(?:(?:la|el|los|las|mi|mis|su|sus)\s+)?\p{L}+)\s+(\p{Ll}+)$/iu,
        (all, verb: string, where: string, dish: string) => (FOOD.test(dish) ? `${verb} ${dish} ${where}` : all),
      )
      // `cenamos tortilla y a la bañera`: the bath after supper, as a story says it (`y después, ¡a la bañera!`).
      .replace(
        /\s+y\s+(?:luego\s+|después\s+|despues\s+)?(a la (?:bañera|ducha)|al (?:baño|bañito|agua)|a bañarse)$/iu,
        (_all, bath: string) => ` y después, ¡${bath.toLowerCase()}!`,
      )
      // `cenó tortilla y a la cama`: bedtime, which the story's last scene tells.
      .replace(
        /\s+y\s+(?:a\s+)?(?:la\s+)?(?:cama|camita|dormir|mimir|nanar|sobar)(?:\s+(?:prontito|pronto|temprano|tempranito|enseguida|volando|rapidito|sin rechistar|sin protestar|sin chistar|sin llorar|sin quejarse))?$/iu,
        '',
      )
      // `durmió la siesta conmigo`: with the one grown-up Settings names, or said without the parent.
      .replace(/(?<![\p{L}])conmigo(?![\p{L}])/giu, context.grownUps.length === 1 ? `con ${context.grownUps[0]}` : ' '),
  );
  // `solo comió arroz blanco`: the `only` after the verb, where a story says it.
  // But `solo se rió` keeps it before the verb (`Conejito solo se rió.`).
  // `sopa de fideos y a la cama`: a dish said just before bed was the supper (`Osito cenó sopa de fideos.`).
  const dish = (text.split(' ')[0] ?? '').toLowerCase();
  if (
    text !== cleaned.replace(/^(?:y|pero|e|entonces|así que|asi que|hoy|ya)\s+/iu, '') &&
    /\s+y\s+(?:a\s+)?(?:la\s+)?(?:cama|camita|dormir|mimir|nanar|sobar)(?:\s+\p{L}+)*$/iu.test(cleaned) &&
    !text.includes(',') &&
    !hasVerb(text) &&
    (FOOD.test(dish) ||
      /^(?:sopa|sopita|crema|puré|pasta|arroz|pizza|tortilla|huevos?|pescado|pollo|caldo|caldito)$/u.test(dish))
  )
    text = `cenó ${text}`;
  const only = /^(?:solo|sólo)\s+(?=(?:se|le|les|lo|la|nos)\s)/iu.exec(text);
  if (only) text = text.slice(only[0].length);
  text = text.replace(/^(?:solo|sólo)\s+(\p{L}+)(?=\s)/iu, (all, verb: string) =>
    isVerb(verb.toLowerCase()) || FIRST_VERB.has(verb.toLowerCase()) ? `${verb} solo` : all,
  );
  // `una pulsera que hicimos juntas`: the parent's `we` inside what the child did, made with the grown-ups.
  text = text.replace(
    /(?<![\p{L}])que (\p{L}+(?:amos|imos))(?:\s+(?:juntas|juntos|juntitas|juntitos))?(?=[\s,]|$)/gu,
    (all, verb: string) => {
      const did = one(verb);
      return did && all !== text ? `que ${did} con ${familyOf(context)}` : all;
    },
  );
  // `se le escapó en la plaza`: with nothing said to have got away, a potty-training accident, said so a child knows.
  text = text.replace(
    /(?<![\p{L}])se le escap[oó](?=\s+(?:en|otra vez|un poquito|un poco)(?![\p{L}])|$)/u,
    'se le escapó el pis',
  );
  // Potty training said as a campaign (`operación pañal día 3`): what the child is learning, not `Hubo una operación`.
  text = text.replace(
    /^operaci[oó]n\s+(?:pañal|pañales|pelela|orinal|bacinica)(?:\s+d[ií]a\s+\d+)?$/iu,
    `${hero.name} estaba aprendiendo a dejar el pañal`,
  );
  text = forChild(text);
  // `los sente en el sofa`: the parent's `I` with the children (`los`, `las`), told as the grown-ups' doing (`los
  // sentaron en el sofá`), never the hero's nor left in the parent's own voice.
  text = text.replace(/^(los|las)\s+(\p{L}+)(?=\s|$)/iu, (all, them: string, verb: string) => {
    if (!/(?:é|e)$/u.test(verb.toLowerCase()) || /^(?:de|que|dije|fue)$/iu.test(verb)) return all;
    const theirs = mineToTheirs(verb);
    return theirs?.endsWith('aron') ? `${them.toLowerCase()} ${theirs}` : all;
  });
  // `no se me despego en toda la fiesta`: the parent's `me` is the parent the child held on to.
  text = text.replace(
    /(?<![\p{L}])se (?:me|nos) (despeg|separ|solt)(ó|o|aba)(?![\p{L}])/giu,
    (_all, stem: string, end: string) => `se ${stem}${end === 'o' ? 'ó' : end} de ${context.parent ?? 'mamá'}`,
  );
  // `vino la tata Rosa con su hermana Emilia`: the named sister (or cousin) is the child's, not the grandmother's.
  text = text.replace(
    /(?<=(?:tata|abuel[oa]|abuelit[oa]|yay[oa]|nona|nono|abue|tí[oa]|tia|tio)(?:\s+\p{Lu}\p{L}+)?(?:\s+vino)?\s+con\s+)su\s+(herman|hermanit|prim|primit)([oa])\s+(\p{Lu}\p{L}+)(?![\p{L}])(\s+y(?=\s))?/gu,
    (_all, kin: string, end: string, name: string, and?: string) =>
      `${name}, ${end === 'a' ? 'la' : 'el'} ${kin}${end} de ${hero.name}${and ? ', y' : ''}`,
  );
  // `la tumbó ella sola muerta de risa`: by itself and laughing, said as the hero is (`solito, muerto de risa`).
  const end = hero.plural ? (hero.fem ? 'as' : 'os') : hero.fem ? 'a' : 'o';
  text = text
    // `eligio ella las mandarinas`: the child's pronoun after the verb, where a book says the hero before it.
    .replace(
      /^((?:y\s+)?\p{Ll}{3,}(?:ó|o|ió|io))\s+(?:ella|él)(?=\s+(?:el|la|los|las|un|una|unos|unas|su|sus|todo|toda|todos|todas)\s)/u,
      '$1',
    )
    .replace(/(?<=\s)(?:ella sola|él solo|el solo|solit[oa])(?![\p{L}])/gu, `solit${end}`)
    .replace(
      /(?<=\s)(?:(solit[oa]s?)\s+)?muert([oa]s?) de (risa|sueño|frío|frio)(?![\p{L}])/gu,
      (all, alone: string | undefined, own: string, what: string, at: number, whole: string) =>
        // `terminaron muertas de risa`: after a plural verb it is both children, as the parent said it.
        /(?:aron|ieron|eron)\s+$/u.test(whole.slice(0, at)) && /s$/u.test(own)
          ? all
          : `${alone ? `${alone}, ` : ''}muert${end} de ${what}`,
    );
  // `la profe se la arregló y salió corriendo`: the one who ran off was the child, said by name.
  text = text.replace(
    /^((?:la|el|su)\s+(?:profe|seño|maestr[oa]|abuel\p{L}*|tí[oa]|tata|yay[oa]|señor|señora)(?:\s+\p{Lu}\p{L}+)?\s+se\s+(?:lo|la|los|las)\s+\p{L}+ó(?:\s+\p{L}+){0,5})\s+y\s+(salió|se fue|se marchó)\s+corriendo(?![\p{L}])/iu,
    (_all, first: string, went: string) => `${first}, y ${hero.name} ${went} corriendo`,
  );
  // `se me subió a upa temblando`: into the arms of the parent who writes.
  text = text.replace(
    /(?<![\p{L}])se (?:me |nos )?(?:subi[oó]|trep[oó]|tir[oó]|ech[oó]) (?:a upa|a upita|a upe|a upa m[ií]o|a mis brazos|en mis brazos|en brazos)(?![\p{L}])/giu,
    () => `se subió a los brazos de ${context.parent ?? 'mamá'}`,
  );
  // (`…de mamá temblando`: how the child came, set apart as a book does.)
  text = text.replace(/(?<=se subió a los brazos de \p{L}+) (?=(?:temblando|llorando|asustad[oa])(?![\p{L}]))/u, ', ');
  // `pidió q le leyera el cuento`: the one asked is the parent who writes, said by name.
  text = text.replace(
    /(?<![\p{L}])(?:le )?pidi[oó] (?:que|q) le (leyera|contara|cantara|hiciera|pusiera|trajera|diera|dejara)(?![\p{L}])/giu,
    (_all, verb: string) => `le pidió a ${context.parent ?? 'mamá'} que le ${verb}`,
  );
  // `hicimos una cabaña con las sabanas … y merendamos alli dentro`: inside the den the parent named before, said by
  // name (`dentro de la cabaña`), as the story may tell the two apart.
  const den =
    /(?<![\p{L}])(?:una|la|un|el)\s+(cabaña|cabañita|casita|tienda de campaña|tiendita|tienda|fuerte|guarida|cueva)(?![\p{L}])/iu.exec(
      context.description ?? '',
    )?.[1];
  if (den) {
    const fem = !/^(?:fuerte)$/iu.test(den);
    text = text.replace(
      /(?<![\p{L}])(?:all[ií]|ah[ií])\s+dentro(?![\p{L}])/iu,
      `dentro ${fem ? 'de la' : 'del'} ${den.toLowerCase()}`,
    );
  }
  // `le tocaban las vacunas de los 4`: the check-up of an age, said with its years in words (`de los cuatro años`).
  text = text.replace(
    /(?<=(?:vacunas?|revisi[oó]n|control|chequeo|consulta|cita|revisada)\s+de\s+los\s+)([1-6])(?!\s*(?:a[ñn]os|meses|\d))(?![\p{L}\d])/giu,
    (_all, age: string) => `${['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'][Number(age) - 1]} años`,
  );
  // `se sento encima mio toda la peli`: on the lap of the parent who writes, and there the child stayed.
  text = text.replace(
    /(?<![\p{L}])se (?:me |nos )?(?:sent[oó]|subi[oó]|trep[oó]) (?:encima m[ií]o|encima de m[ií]|encima|en mis piernas|en mi regazo|en mis rodillas|en mi falda|a upa m[ií]o)(?:\s+(toda la (?:peli|película|pelicula|función|funcion|obra|tarde|noche|misa|boda|ceremonia)|todo el (?:rato|tiempo|viaje|concierto|cuento|espectáculo|espectaculo)))?(?![\p{L}])/giu,
    (_all, stayed: string | undefined) =>
      `se subió a las piernas de ${context.parent ?? 'mamá'}${stayed ? `, y allí se quedó ${stayed.replace(/pelicula/u, 'película')}` : ''}`,
  );
  // `lo tuve q upar hasta casa`, `la cargué`: the parent who writes carried the child (`mamá lo llevó en brazos`).
  text = text.replace(
    /(?<![\p{L}])(lo|la) (?:tuve (?:que|q) (?:upar|aupar|cargar|alzar|llevar en brazos|llevar a upa|llevar a upita|llevar en upa|llevar a caballito)|cargu[eé]|alc[eé]|aup[eé]|up[eé]|llev[eé] en brazos|llev[eé] a upa)(?![\p{L}])/giu,
    (_all, him: string) => `${context.parent ?? 'mamá'} ${him.toLowerCase()} llevó en brazos`,
  );
  // `no la pudo coger en brazos`: a toddler carries no grown-up; it was the grown-up who could not carry the child.
  text = text.replace(
    /^(no\s+)?(lo|la)\s+(pudo|podía|podia)\s+(coger|cargar|alzar|aupar|upar|llevar)\s+(?=en brazos|a upa)/iu,
    (_all, not: string | undefined, _him: string, could: string, carry: string) => {
      const parent = context.parent ?? 'mamá';
      return `${/^(?:mamá|papá)$/u.test(parent) ? `su ${parent}` : parent} ${not ? 'no ' : ''}${could.replace(/ia$/u, 'ía')} ${carry} a ${context.hero.name} `;
    },
  );
  // `lo cogi en brazos`, `la aupé en brazos`: the parent who writes held the child (`su mamá lo cogió en brazos`).
  text = text.replace(
    /^(lo|la)\s+(cog[ií]|aup[eé])\s+(?=en brazos|a upa|en upa)/iu,
    (_all, him: string, held: string) => {
      const parent = context.parent ?? 'mamá';
      const done = ({ cog: 'cogió', aup: 'aupó' } as Record<string, string>)[held.toLowerCase().slice(0, 3)];
      return `${/^(?:mamá|papá)$/u.test(parent) ? `su ${parent}` : parent} ${him.toLowerCase()} ${done} `;
    },
  );
  // `lo cambie en el baño del bar`, `la abracé`: the parent who writes did it for the child (`mamá lo cambió`).
  text = text.replace(
    /(?<![\p{L}])(lo|la) (cambi|limpi|sequ|duch|tap|arrop|pein|calm|cur|abrac|consol|acost|bañ|vest|sent|castigu|regañ|mand)([eéií])(?![\p{L}])/giu,
    (_all, him: string, stem: string) => {
      // `lo sente en la silla de pensar`, `la castigue`: the parent's time-out, never the child's doing.
      const lower = stem.toLowerCase().replace(/gu$/u, 'g');
      const done =
        lower === 'vest' ? 'vistió' : `${lower.replace(/qu$/u, 'c').replace(/c$/u, lower === 'abrac' ? 'z' : 'c')}ó`;
      const parent = context.parent ?? 'mamá';
      // (Said `su mamá`, the clause's subject is read as the parent, never the hero.)
      return `${/^(?:mamá|papá)$/u.test(parent) ? `su ${parent}` : parent} ${him.toLowerCase()} ${done}`;
    },
  );
  // `se quedo llorando agarrada a mi pierna`: the leg held on to was the parent's who writes.
  text = text.replace(
    /(?<![\p{L}])((?:agarrad|pegad|colgad|abrazad|enganchad|aferrad)[oa]s?\s+(?:a|de)|detr[aá]s\s+de)\s+mis?\s+(pierna|piernas|cuello|mano|falda|pantalón|pantalon)(?![\p{L}])/giu,
    (_all, held: string, part: string) =>
      `${held} ${/s$/u.test(part) ? 'las' : /^(?:pierna|mano|falda)$/u.test(part) ? 'la' : 'el'} ${part.replace('pantalon', 'pantalón')} de ${context.parent ?? 'mamá'}`,
  );
  // `se agarraba a mi brazo`, `se colgó de mi cuello`: the arm held on to was the parent's who writes.
  text = text.replace(
    /(?<![\p{L}])(se\s+(?:agarr|aferr|colg|peg|abraz|enganch)\p{L}*\s+(?:fuerte\s+)?(?:a|de))\s+mis?\s+(brazo|brazos|pierna|piernas|cuello|mano|falda|pantalón|pantalon|camiseta)(?![\p{L}])/giu,
    (_all, held: string, part: string) =>
      `${held.replace(/\s+a$/u, ' a').replace(/\s+de$/u, ' de')} ${/s$/u.test(part) ? (/^piernas$/u.test(part) ? 'las' : 'los') : /^(?:pierna|mano|falda|camiseta)$/u.test(part) ? 'la' : 'el'} ${part.replace('pantalon', 'pantalón')} de ${context.parent ?? 'mamá'}`
        .replace(/ a el /u, ' al ')
        .replace(/ de el /u, ' del '),
  );
  // `se escondia detras de mi`: behind the parent who writes.
  text = text.replace(
    /(?<![\p{L}])(detr[aá]s de|agarrad[oa] a|pegad[oa] a)\s+m[ií](?![\p{L}])/giu,
    (_all, where: string) => `${where.replace(/^detras/iu, 'detrás')} ${context.parent ?? 'mamá'}`,
  );
  // `abrazada a mi pañuelo`: the parent's own thing the child held, said as the parent's (`al pañuelo de mamá`).
  text = text.replace(
    /(?<![\p{L}])(abrazad[oa]|agarrad[oa]|acurrucad[oa]) a mi (\p{L}+)(?![\p{L}])/giu,
    (_all, held: string, thing: string) =>
      `${held} ${/a$/u.test(thing) ? 'a la' : 'al'} ${thing} de ${context.parent ?? 'mamá'}`,
  );
  // `se quedó dormido en mis brazos`: in the arms of the parent who writes, by name.
  text = text.replace(
    /(?<![\p{L}])en\s+mis\s+brazos(?![\p{L}])/giu,
    () => `en los brazos de ${context.parent ?? 'mamá'}`,
  );
  // `la vecina q la cuidaba desde chiquita`: the `la` is the child, who the story names (`que cuidaba a Osito`); not
  // when the child is the clause's own subject (`se despidió de Yesenia, la muchacha que lo cuidaba`).
  if (/^(?:(?:hoy|ayer)\s+)?(?:(?:el|la|los|las|su|sus)\s|se\s+(?:fue|fueron|mudó|mudo|marchó|marcho)\s)/iu.test(text))
    text = text.replace(
      /(?<![\p{L}])(que|q)\s+(?:la|lo)\s+(cuidaba|cuidó|cuido|quería|queria|llevaba|bañaba|mimaba)(?![\p{L}])/giu,
      (_all, _that: string, verb: string) =>
        `que ${verb.replace(/^cuido$/iu, 'cuidó').replace(/^queria$/iu, 'quería')} a ${hero.name}`,
    );
  // `la seño me mando foto jugando con la masa`: a photo sent to the parent who writes, of the hero doing it.
  text = text.replace(
    /^((?:la|el)\s+\p{L}+(?:\s+\p{Lu}\p{L}+)?)\s+me\s+(?:mandó|mando|envió|envio|pasó|paso)\s+(?:una\s+|un\s+)?(foto|fotito|video|vídeo)s?\s+(?=\p{L}+(?:ando|iendo)(?![\p{L}]))/iu,
    (_all, who: string, what: string) =>
      `${who} le mandó a ${context.parent ?? 'mamá'} ${/^fot/u.test(what) ? 'una' : 'un'} ${what.replace('video', 'vídeo')} de ${hero.name} `,
  );
  // `se tiro al suelo y todo`: the parent's `and all`, said as a story says it (`hasta se tiró al suelo`).
  text = text.replace(/^((?:no\s+)?(?:se|le|lo|la|me)\s+\p{L}+.*?)\s+y\s+todo$/iu, 'hasta $1');
  // `no se queria venir`: coming home is the parent's view; the story stands where the child was (`no se quería ir`).
  text = text
    .replace(/(?<![\p{L}])se\s+(quer[ií]a|quiso|quiere|quer[ií]an|quisieron)\s+venir(?![\p{L}])/giu, 'se $1 ir')
    .replace(/(?<![\p{L}])(quer[ií]a|quiso|quiere)\s+venirse(?![\p{L}])/giu, '$1 irse');
  // `me pidió perdón ella solita y me dio un beso`: what the child gave or asked the parent who writes, said of them
  // once by name and after that with `le`.
  let toParent = false;
  text = text.replace(
    /(?<![\p{L}])me\s+(pidi[oó]|di[oó]|regal[oó]|trajo|ense[ñn][oó]|mostr[oó]|hizo|cant[oó])\s+(perd[oó]n|(?:un|una|el|la|su|sus|unos|unas)\s+\p{L}+(?:\s+de\s+(?:(?:un|una|el|la|los|las)\s+)?\p{L}+)?(?:\s+(?:enorme|grande|gigante|fuerte|gordo|gordote|precioso|preciosa|bonito|bonita))?)(?![\p{L}])/giu,
    (_all, verb: string, what: string) => {
      const said = `le ${accents(verb)} ${what.replace(/^perdon$/iu, 'perdón')}`;
      if (toParent) return said;
      toParent = true;
      return `${said} a ${context.parent ?? 'mamá'}`;
    },
  );
  // `hielo, besitos y un polo de fresa y como nuevo`: what made it better, and the hero as good as new.
  const mended = /^(.+?)\s+y\s+(?:qued[oó]\s+)?como\s+nuev[oa]s?$/iu.exec(text);
  if (mended?.[1] && !hasVerb(mended[1])) {
    const fem = context.childPronoun === 'she' || (context.childPronoun === undefined && hero.fem);
    return ended(capital(`con ${mended[1]}, ${hero.name} quedó como ${fem ? 'nueva' : 'nuevo'}`));
  }
  // `le enseña el dedo morado a todo el mundo`, `no se la quiere quitar`: the child's present, in the story's past.
  if (!/^(?:y\s+)?ya\s/iu.test(cleaned))
    text = text.replace(
      /^((?:no\s+)?(?:le|les|se|me|nos|te)\s+(?:(?:lo|la|los|las)\s+)?)(\p{Ll}+)(?=\s|$)/u,
      (all, clitics: string, verb: string) => {
        // (`le dije que…`, `se puso`: the parent's own preterite, or one typed without its accent, is no present.)
        const then = PRETERITE_E.has(verb) ? undefined : nowToThen(verb);
        return then ? `${clitics}${then}` : all;
      },
    );
  // `prendimos velas y con la linterna le conte cuentos`: the parent's `I` inside the family's doing is the grown-ups'.
  if (/(?<![\p{L}])\p{L}+(?:amos|imos)(?![\p{L}])|^(?:con|en|a|por|de|después de)\s/u.test(text))
    text = text.replace(
      /(?<=\s)le (conte|conté|cante|canté|lei|leí|di|puse|hice)(?![\p{L}])/gu,
      (_all, verb: string) => `le ${mineToTheirs(verb) ?? verb}`,
    );
  // `ya estaba viejito`: the old one is the pet or the grandparent the parent spoke of, never the child.
  if (/^(?:ya\s+)?(?:estaba|era|está|esta)\s+(?:muy\s+)?(?:viejit|viej|mayor|ancian)\p{L}*$/iu.test(text))
    return undefined;
  // `ya pedalea solo`: what the child can do now, told in the imperfect (`Osito ya pedaleaba solo.`).
  if (/^(?:y\s+)?ya\s/iu.test(cleaned) && !lead) {
    const words = text.split(' ');
    let at = 0;
    while (at < words.length - 1 && /^(?:se|le|lo|la|no)$/iu.test(words[at] ?? '')) at += 1;
    const now = nowToThen(words[at] ?? '');
    if (now) text = ['ya', ...words.slice(0, at), now, ...words.slice(at + 1)].join(' ');
  }
  if (text === '' || isMyself(text)) return undefined;
  // `volvió sola y maullando`: a pet's doing, said without who; the hero would be told meowing.
  // (`un perro enorme le ladró`: the animal is said, so the bark is told.)
  if (PET_DOING.test(text) && !/\p{Lu}/u.test(text.slice(1)) && !/^(?:el|la|su|un|una)\s/u.test(text)) return undefined;
  // A bare `lloró un montón` after the trouble is how the hero took it: told after it (`Lloró un montón.`), and how
  // much as a story says it; with nothing of how much, it reads out of place, and is left to the uh-oh scene.
  const tears =
    /^(?:llor[oó]|llorando)\s+(mucho|muchísimo|un poco|un poquito|un montón|un rato|un ratito|bastante)$/iu.exec(
      text.replace(/(?<![\p{L}])monton$/u, 'montón'),
    );
  if (tears) return `${context.afterHero === true ? 'Lloró' : `${hero.name} lloró`} ${(tears[1] ?? '').toLowerCase()}.`;
  if (/^(?:llor[oó]|llorando)$/iu.test(text)) return undefined;
  // `decirle hola al perro bajito`: how it was said, after a pet's kind, which is no pet's name.
  text = text.replace(
    /(?<=(?:decir|dec[ií]rle|hablar|habl[oó]|dijo|saludar|cantar|cant[oó]|llamar)(?:\s+\p{L}+){0,4}\s+(?:al|a la|a su)\s+\p{L}+)\s+(bajito|bajita|despacito|despacio|suavecito|suavecita|flojito|clarito)(?![\p{L}])/giu,
    (_all, how: string) => `, muy ${how.toLowerCase().replace(/^despacio$/u, 'despacito')}`,
  );
  const names = context.names.filter((one) => !MANNER.test(one.toLowerCase()));
  for (const one of names) {
    const escaped = [one, nameWritten(one)].map((each) => each.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    text = text.replace(new RegExp(`(?<![\\p{L}])(?:${escaped})(?![\\p{L}])`, 'giu'), nameWritten(one));
  }
  // (`se les olvidó`: what the family forgot, said without the hero.)
  const impersonal = /(?<![\p{L}])se (?:nos|me) |^se les (?:olvid|qued)/iu.test(text);
  // A pet's doing (`Mora volvió sola y maullando`) is the pet's, whose words agree with the pet.
  const story = fromStory(text, hero);
  text = childAsObject(
    PET_DOING.test(story) || OTHERS_OWN.test(story) ? story : agree(story, hero, context.childPronoun),
    hero,
    context.childPronoun,
  );
  // `preguntó si la casa nueva va a tener patio`: what was asked or said, in the past.
  text = text.replace(
    // (`dice q los pañales son pa los bebes`, `decia q nadie la quiere`: what the child says, in the story's past.)
    // (`preguntó toda la tarde cuándo vuelve`, `preguntó tres veces cuándo vuelve`: how long or how often it was asked,
    // before what.)
    /(?<![\p{L}])(preguntó|dijo|contó|explicó|dice|decía|decia|pregunta|preguntaba|preguntando|diciendo)((?:\s+(?:toda la tarde|toda la noche|todo el día|todo el rato|mil veces|muchas veces|otra vez|(?:dos|tres|cuatro|cinco|\d+|un montón de|un monton de|varias) veces))?)\s+(si|que|qué|quién|dónde|cuándo|cómo|por qué)\s+(.+)$/u,
    (_, verb: string, when: string, word: string, rest: string) =>
      `${verb}${when} ${word} ${reported(rest)
        .split(' ')
        // (`q el es mayor`: `él`, the one who says it, before his verb.)
        .map((each, at, all) => (each === 'el' && PAST_OF[all[at + 1] ?? ''] ? 'él' : (PAST_OF[each] ?? each)))
        .join(' ')}`,
  );
  // `el tata Lucho jugó a la pelota con ella`: someone else's doing with the child, said with the hero.
  // (`la abuela le dejo dormir con ella`: what the child was let do, with the one who let it, is with her.)
  if (
    (PEOPLE.test(text) || /^\p{Lu}\p{Ll}+\s/u.test(text)) &&
    !/(?<![\p{L}])(?:le|la|lo)\s+dej(?:ó|o|aba)\s+\p{L}+(?:\s+\p{L}+)?\s+con\s+(?:ella|él|el)(?=[\s,.]|$)/u.test(text)
  )
    // (`con el primo Leo` is with the cousin: a bare `el` is `él` only at the clause's end or before its `y`, as in
    // `papa se quedo en casa con el y vieron la tele`.)
    text = text.replace(/(?<![\p{L}])con (?:(?:ella|él)(?=[\s,.]|$)|el(?=[,.]|\s+y\s|$))/u, `con ${hero.name}`);
  // `se puso mis zapatos`: the parent's own things the child put on are mum's (`los zapatos de mamá`).
  text = text.replace(
    /(?<=(?:^|\s)(?:se puso|se probó|se probo|se calzó|se calzo|llevaba)\s)(mis|mi)\s+(\p{Ll}+)(?![\p{L}])/u,
    (_all, mine: string, thing: string) => {
      const many = mine === 'mis';
      const one = many ? thing.replace(/(?<=[^aeiou])es$|s$/u, '') : thing;
      const article = feminine(one) ? (many ? 'las' : 'la') : many ? 'los' : 'el';
      return `${article} ${thing} de ${context.parent ?? 'mamá'}`;
    },
  );
  // `lloró abrazada a mí`, `se durmió encima de mí`: the parent who writes is the one held, said by name.
  text = text
    .replace(
      /(?<=(?<![\p{L}])(?:abrazad|agarrad|pegad|pegadit|acurrucad)[oa]s?\s+a\s+)m[ií](?![\p{L}])/giu,
      context.parent ?? 'mamá',
    )
    .replace(
      /(?<=(?<![\p{L}])(?:encima|al lado|cerca|detrás|detras|delante|en brazos)\s+de\s+)m[ií](?![\p{L}])/giu,
      context.parent ?? 'mamá',
    );
  // `el perro se escapó y mi chiquitina lo fue a buscar`: the pet name after `y` is the hero, said by name.
  text = text.replace(
    /(?<=\s(?:y|pero)\s)mi\s+(?:peque|pequeñ[oa]|niñ[oa]|niñit[oa]|nen[ea]|chiqui|chiquit[oa]|chiquitín|chiquitin|chiquitina|gord[oa]|gordit[oa]|gordi|enan[oa]|princesa|campeón|campeon|tesoro|cosita)(?=\s+(?:(?:le|lo|la|se|no|ya)\s+)?\p{L}+)/u,
    hero.name,
  );
  // (`mi gordo hizo una torre`: the parent's pet name for the child is no word of the parent's own.)
  const petless = text.replace(PET_NAME, '');
  if (/(?<![\p{L}])(?:mi|mis|me|conmigo)(?![\p{L}])/iu.test(petless)) return undefined;
  // `le pintó un dibujo y se lo mandamos con la tía`: the family's `we` after the hero's doing, said as theirs
  // (irregular pasts too: `le hizo un dibujo y se lo mandamos`).
  text = text.replace(
    /(?<=(?:\p{L}(?:ó|ió)|hizo|puso|dio|trajo)(?:\s+\p{L}+)*\s+y\s+(?:(?:se|le|les)\s+)?(?:lo|la|los|las|le|les)\s+)(\p{L}+)(amos|imos)(?![\p{L}])/u,
    (_all, stem: string, end: string) => `${stem}${end === 'amos' ? 'aron' : 'ieron'}`,
  );
  let body = told(text, hero, familyOf(context), impersonal, context.afterHero === true);
  if (!body) return undefined;
  // `se dieron un abrazo y hicieron las paces` on a day of one cousin by name: the two are the hero and that child
  // (`Zuri y Lucía`), never a `los dos` that makes two girls boys.
  const other = context.otherKids?.length === 1 ? context.otherKids[0] : undefined;
  if (other && other !== hero.name && /^los dos se\s/u.test(body))
    body = body.replace(/^los dos/u, `${hero.name} y ${other}`);
  // `y hicieron`: before an `i` sound, Spanish says `e` (`e hicieron las paces`).
  body = body.replace(/(?<=\p{L},? )y (?=(?:hi|i)(?![aeiouáéíóú])\p{L})/giu, 'e ');
  const opening = lead ? (lead[1] ?? '').toLowerCase().replace('ya luego', 'luego') : '';
  let sentence = tidy(opening === '' ? body : opening === 'al final' ? `al final, ${body}` : `${opening} ${body}`);
  if (only) sentence = sentence.replace(/^((?:a\s+)?(?:\p{Lu}\p{L}*\s+)?)(?=(?:se|le|les|lo|la|nos)\s)/u, '$1solo ');
  if (yesterday) {
    const when = [yesterday[1], yesterday[2]].filter(Boolean).join(' ').toLowerCase();
    sentence = `${when}${/^(?:fue|era|hubo)\s/iu.test(sentence) ? ' ' : ', '}${sentence.replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => (sentence.startsWith(hero.name) ? letter : letter.toLowerCase()))}`;
  }
  // The day's names as the story spells them (`bauti`: `Bauti`).
  for (const one of names) {
    const escaped = [one, nameWritten(one)].map((each) => each.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    sentence = sentence.replace(new RegExp(`(?<![\\p{L}])(?:${escaped})(?![\\p{L}])`, 'giu'), nameWritten(one));
  }
  // `fueron a por el pan y por el camino se comió…`: the one who ate on the way is the hero, said by name.
  sentence = sentence.replace(
    /^([^,]*?(?<![\p{L}])\p{L}+ron\s[^,]*?)\s+y\s+por el camino\s+(?=(?:se|le)\s)/u,
    `$1, y por el camino ${hero.name} `,
  );
  // `la abuela le dio mimitos y se volvió a dormir`: the one comforted went back to sleep, not the grandmother.
  sentence = sentence.replace(
    /^((?:la|el|su|mamá|papá)\s[^,]*?(?<![\p{L}])(?:le|lo|la)\s+\p{L}+[^,]*?)\s+y\s+(?=se\s+(?:volvió a dormir|volvio a dormir|durmió|durmio|calmó|calmo|tranquilizó|tranquilizo|quedó dormid|quedo dormid))/iu,
    `$1, y ${hero.name} `,
  );
  // `su hermano Hugo le dijo que eran gemelos y se los comió tan feliz`: the one told is the one who then ate them.
  sentence = sentence.replace(
    /((?<![\p{L}])(?:le|les)\s+(?:dijo|explicó|contó|enseñó|propuso|prometió)\s+(?:que\s+)?[^,]*?)\s+y\s+(?=se\s+(?:lo|la|los|las)\s+\p{L}+(?:ó|ió)(?![\p{L}]))/u,
    `$1, y ${hero.name} `,
  );
  // `juntó piñas y palitos y encontró un caracol y le puso…`: a list of doings takes a comma.
  if ((sentence.match(/ y /gu) ?? []).length >= 3) sentence = sentence.replace(/ y (?=\p{L}+[óí]ó?(?![\p{L}]))/u, ', ');
  // `jugamos las dos a la pelota`: `Zuri y mamá` already says the two of them (`Zuri y mamá jugaron a la pelota`).
  sentence = sentence.replace(
    /^(\p{Lu}\p{L}*\s+y\s+(?:su\s+)?(?:mamá|papá|mami|papi)\s+\p{L}+)\s+(?:las|los)\s+dos(?=\s)/u,
    '$1',
  );
  sentence = buriedWhoDied(sentence);
  const count = sentence.split(' ').length;
  if (count < 2 || count > 24) return undefined;
  // `decia q nadie la quiere`: a worry a child of three must not hear again unanswered; the answer is the day's own
  // truth, said at once (`Pero mamá la quiere muchísimo`).
  const unloved =
    /(?<![\p{L}])(?:decía|dijo|gritaba|lloraba|repetía|preguntó si)\s+(?:que\s+)?(?:nadie|ya nadie)\s+(la|lo)\s+(?:quería|quiere)(?![\p{L}])/u.exec(
      sentence,
    );
  if (unloved) {
    const family = familyOf(withMum(raw, context));
    const who = family.includes(' y ') ? 'su familia' : family;
    // (One sentence: the story places each retold sentence whole.)
    return ended(`${capital(sentence)}, pero ${who} ${unloved[1]} quiere muchísimo, muchísimo`);
  }
  // `pregunto si la miss ya no la va a querer`: the same worry, answered by the one it was about.
  const stillLoved =
    /(?<![\p{L}])preguntó si\s+((?:la|el|su)\s+[^,]+?|\p{Lu}\p{L}+)\s+ya no\s+(la|lo)\s+(?:iba a querer|quería|quiere|va a querer)(?![\p{L}])/u.exec(
      sentence,
    );
  if (stillLoved) {
    const [, who = '', her = ''] = stillLoved;
    return ended(`${capital(sentence)}, pero ${who} ${her} va a querer siempre, siempre`);
  }
  return ended(capital(sentence));
}

/**
 * `enterramos a Canelita en el jardín`: a pet or someone buried by name had died, which a child of three is told in
 * plain words; the burial alone may stand where the story says the sad news (`enterraron a Canelita…, porque se había
 * muerto`). A game in the sand or under the leaves (`enterramos a papá en la arena`) is no burial.
 */
function buriedWhoDied(sentence: string): string {
  if (/(?<![\p{L}])(?:muri\p{L}*|muert\p{L}*|falleci\p{L}*)/iu.test(sentence)) return sentence;
  if (/(?<![\p{L}])(?:arena|playa|hojas|nieve|mantas?|cojines|almohadas?|juego|jugando)(?![\p{L}])/iu.test(sentence))
    return sentence;
  if (
    !/(?<![\p{L}])enterr(?:aron|ó)\s+a\s+(?:\p{Lu}|(?:su|sus|el|la)\s+(?:perr|gat|hámster|hamster|conej|pez|pececit|pajarit|pájar|tortug|cobay|periquit|canari)\p{L}*)/u.test(
      sentence,
    )
  )
    return sentence;
  return `${sentence.replace(/[.!\s]+$/u, '')}, porque se había muerto`;
}

/** A present the parent writes of what the child can do now (`ya camina sola`), in the imperfect. */
const THEN_OF: Record<string, string> = {
  es: 'era',
  va: 'iba',
  ve: 'veía',
  dice: 'decía',
  hace: 'hacía',
  está: 'estaba',
  esta: 'estaba',
  juega: 'jugaba',
  cuenta: 'contaba',
  cierra: 'cerraba',
  empieza: 'empezaba',
  despierta: 'despertaba',
  acuesta: 'acostaba',
  prueba: 'probaba',
  muestra: 'mostraba',
  recuerda: 'recordaba',
  suelta: 'soltaba',
  duerme: 'dormía',
  quiere: 'quería',
  puede: 'podía',
  duele: 'dolía',
  duelen: 'dolían',
  pican: 'picaban',
  vuelve: 'volvía',
  entiende: 'entendía',
  pide: 'pedía',
  viste: 'vestía',
  sigue: 'seguía',
  repite: 'repetía',
  sirve: 'servía',
};

/** Preterites in -e, which read like a present (`dije`, `hice`, `puse`, `traje`). */
const PRETERITE_E = wordSet('dije hice puse traje supe tuve quise pude vine estuve anduve conduje cupe');

/** Words after `ya` that are no present of the child (`ya casi`, `ya toda`, `ya una`). */
const NOT_NOW = wordSet('casi toda todo nada cada una otra esta este ese esa nunca era estaba luego mismo pronto');

function nowToThen(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (THEN_OF[lower]) return THEN_OF[lower];
  // (`daba`, `tenía`: already the past, never `dababa`.)
  if (NOT_NOW.has(lower) || [...lower].length < 4 || /(?:ie|ue)\p{L}*$|(?:aba|ía)$/u.test(lower)) return undefined;
  if (/^\p{Ll}+[^aeiouáéíóú]a$|^\p{Ll}+ea$/u.test(lower)) return `${lower}ba`;
  if (/^\p{Ll}+[^aeiouáéíóú]e$|^\p{Ll}+ee$/u.test(lower)) return `${lower.slice(0, -1)}ía`;
  return undefined;
}

/** The parent's `I` of a doing for the child (`compré`, `leí`), said of the grown-ups (`compraron`, `leyeron`). */
function mineToTheirs(word: string): string | undefined {
  const lower = word.toLowerCase();
  const known: Record<string, string> = {
    di: 'dieron',
    // `le ofreci un chocolate`, `le servi la sopa`: the parent's `-í` typed without its accent.
    ofreci: 'ofrecieron',
    servi: 'sirvieron',
    prometi: 'prometieron',
    escribi: 'escribieron',
    encendi: 'encendieron',
    devolvi: 'devolvieron',
    permiti: 'permitieron',
    hice: 'hicieron',
    puse: 'pusieron',
    traje: 'trajeron',
    leí: 'leyeron',
    lei: 'leyeron',
    oí: 'oyeron',
    conte: 'contaron',
    conté: 'contaron',
    cante: 'cantaron',
  };
  if (known[lower]) return known[lower];
  // `le compre una nieve`: the parent's `compré` typed without its accent (after `le` it is no subjunctive).
  const unaccented =
    /^(compr|regal|prepar|llev|prest|enseñ|cambi|ayud|pint|cort|pein|bañ|dej|arm|quit|pas|tap|abrig|sec|limpi|sent|acost|separ)e$/u.exec(
      lower,
    );
  if (unaccented) return `${unaccented[1]}aron`;
  if (/^(?:saque|busque|toque|explique|pesque)$/u.test(lower)) return `${lower.slice(0, -3)}caron`;
  if (/^\p{Ll}{2,}qué$/u.test(lower)) return `${lower.slice(0, -3)}caron`;
  if (/^\p{Ll}{2,}gué$/u.test(lower)) return `${lower.slice(0, -3)}garon`;
  if (/^\p{Ll}{2,}cé$/u.test(lower)) return `${lower.slice(0, -2)}zaron`;
  if (/^\p{Ll}{2,}é$/u.test(lower)) return `${lower.slice(0, -1)}aron`;
  if (/^\p{Ll}{2,}í$/u.test(lower)) return `${lower.slice(0, -1)}ieron`;
  return undefined;
}

/**
 * `le pusimos hielo`, `le compré una paleta`, `le leí el de la oruga`: the parent's `I` or `we` did it for the child,
 * told as the grown-ups' doing (`le compraron una paleta`), which the hero then receives (`A Zorrito le compraron…`),
 * never as the hero doing it; the book the parent read said as a book (`el cuento de la oruga`).
 */
function forChild(text: string): string {
  const found = /^(no\s+)?le\s+(\p{L}+)(?=\s|$)(.*)$/iu.exec(text);
  if (!found) return text;
  const [, no = '', verb = '', rest = ''] = found;
  // `le dimos un regalo a la abuela`: the `le` is someone else.
  if (/(?<![\p{L}])a\s+(?:\p{Lu}|su\s|sus\s|la\s|el\s|los\s|las\s|mi\s|mis\s)/u.test(rest)) return text;
  // `le dije que sí`: the grown-ups' answer (`le dijeron que sí`); what else the parent said is the parent's own.
  if (/^(?:dije|dijimos)$/iu.test(verb) && /^\s+que\s+(?:sí|si|no)$/iu.test(rest))
    return `${no}le dijeron que ${/no$/iu.test(rest) ? 'no' : 'sí'}`;
  if (
    /^(?:dije|dijimos|pregunté|preguntamos|expliqué|explicamos|conté|conte|contamos)$/iu.test(verb) &&
    !/^\s+(?:un |unos |muchos |dos |tres )?(?:cuentos?|historias?|cuentitos?)(?![\p{L}])/iu.test(rest)
  )
    return text;
  const theirs = they(verb) ?? mineToTheirs(verb);
  if (!theirs) return text;
  const book = /^(?:leyeron|contaron)$/u.test(theirs)
    ? rest.replace(/^\s+el\s+(de la|del)\s/u, ' el cuento $1 ')
    : rest;
  return `${no}le ${theirs}${book}`;
}

/**
 * Someone else's doing to the child, said with the parent's `la` or `lo` (`el profe la cogió en brazos`, `la abuela
 * lo llevó al parque`): the hero said by name (`El profe cogió a Osito en brazos`), since the story has not just named
 * the child and the hero's gender may not be the child's; what the child did next is said of the hero (`y se calmó`:
 * `, y Osito se calmó`), not of the one who did the first thing.
 */
/** What is done to a thing and never to a child: switched on or off, plugged in, mended. */
const THING_DONE = /^(?:apag|encend|encendi|prend|enchuf|desenchuf|arregl|enrosc|desenrosc|recarg)\p{L}*$/iu;

function childAsObject(text: string, hero: R, child: RetellContext['childPronoun']): string {
  if (hero.plural || child === 'they') return text;
  const clitic = child === 'she' ? 'la' : child === 'he' ? 'lo' : '(?:la|lo)';
  const subject = String.raw`(?:(?:el|la|los|las|su|sus)\s+\p{L}+(?:\s+\p{Lu}\p{L}+)?|\p{Lu}\p{L}+(?:\s+y\s+\p{Lu}\p{L}+)?)`;
  const found = new RegExp(
    `^(${subject})\\s+${clitic}\\s+(\\p{L}+(?:ó|ió|aron|ieron|yeron|eron|o|io))(?![\\p{L}])(.*)$`,
    'u',
  ).exec(text);
  if (!found || !(PEOPLE.test(found[1] ?? '') || /^\p{Lu}/u.test(found[1] ?? ''))) return text;
  const [, who = '', verb = '', rest = ''] = found;
  if (!isVerb(verb.toLowerCase()) && !plural3(verb.toLowerCase())) return text;
  // `y lloró de rabia` after the grown-up's time-out: the child's tears, never the grown-up's.
  const after = rest.replace(
    /\s+y\s+(?=(?:se\s+\p{L}+ó|llor[oó]|grit[oó]|chill[oó]|patale[oó]|berre[oó]|protest[oó]|solloz[oó])(?![\p{L}]))/u,
    `, y ${hero.name} `,
  );
  // `la abuela la apagó`, `papá lo encendió`: a machine switched on or off is the `la`, never the child.
  if (THING_DONE.test(verb)) return `${who} ${found[0].slice(who.length).trimStart().split(/\s+/u)[0]} ${verb}${after}`;
  return `${who} ${verb} a ${hero.name}${after}`;
}

/**
 * The clause told with its subject: the hero, the family, someone the parent named, or no one. Right after a sentence
 * that names the hero, the hero is left unsaid, as Spanish does when the verb says who (`Se quedó dormido.`,
 * `Le encantó el tobogán.`).
 */
function told(text: string, hero: R, family: string, impersonal: boolean, unsaid = false): string | undefined {
  const name = hero.name;
  /** The hero doing it (`Osito jugó`), or the verb alone after the hero's sentence. */
  const does = (rest: string) => (unsaid ? rest : `${name} ${rest}`);
  /** Something coming to the hero (`a Osito le encantó`), or the clitic alone after the hero's sentence. */
  const gets = (rest: string) => (unsaid ? rest : `a ${name} ${rest}`);
  const words = text.split(' ');
  const first = (words[0] ?? '').toLowerCase();
  let at = 0;
  while (at < words.length - 1 && CLITIC.test(words[at] ?? '')) at += 1;
  const verb = (words[at] ?? '').toLowerCase();
  // `la peque pedaleo sola un buen rato`, `mi gordo se comio todo`: the parent's pet name for the child is the hero.
  const pet = PET_NAME.exec(text);
  if (pet) {
    const next = (words[pet[0].trim().split(/\s+/u).length] ?? '').toLowerCase();
    if (isVerb(next) || FIRST_VERB.has(next) || CLITIC.test(next)) return does(text.slice(pet[0].length));
  }
  // `él solito`: the parent's `we` was the child alone (`armamos un puzzle él solito`: `Osito armó un puzzle`).
  const alone = /(?<![\p{L}])(?:él|ella) sol(?:o|a|ito|ita)(?![\p{L}])/iu.test(text) ? one(verb) : undefined;
  if (alone && at === 0) return does([alone, ...words.slice(1)].join(' '));
  // `con la abuelita Rosa y los primos prendimos velitas`: the ones named first did it with the hero.
  const withThem =
    /^con\s+((?:la|el|los|las|su|sus)\s+[^,]+?)\s+(?!(?:prim|mim|ram|racim|anim|ánim|cam)os(?![\p{L}]))(\p{L}+(?:amos|imos))(?=\s|$)(.*)$/u.exec(
      text,
    );
  const together = withThem ? they(withThem[2] ?? '') : undefined;
  if (withThem && together && !unsaid) {
    const people = (withThem[1] ?? '').split(/\s+y\s+/u);
    return `${[name, ...people.slice(0, -1)].join(', ')} y ${people.at(-1)} ${together}${withThem[3]}`;
  }
  // A lone `hablamos`: too little to tell.
  if (they(verb) && words.length - at < 2) return undefined;
  if (/^«/u.test(verb) || they(verb)) {
    // The parent's `we`: the hero and the family.
    // `nos quedamos en casa`, `nos bañamos`: the family's own doing, said with `se` (but `nos fuimos` is just going).
    const own =
      /^(?:quedamos|bañamos|divertimos|reímos|reimos|dormimos|sentamos|disfrazamos|mojamos|abrigamos|escondimos|acostamos|despedimos|juntamos|encontramos|vestimos|asustamos|perdimos|subimos|montamos|dejamos|olvidamos|metimos|tumbamos|acurrucamos|refugiamos|abrazamos|pusimos|lavamos|quitamos|asomamos|levantamos|despertamos|ensuciamos|sacamos|echamos|tapamos|arropamos|comimos|tomamos)$/u.test(
        verb,
      );
    const rest = [
      ...words.slice(0, at).flatMap((word) => (word.toLowerCase() !== 'nos' ? [word] : own ? ['se'] : [])),
      ...words.slice(at),
    ]
      .join(' ')
      .replace(/«(.+?)»/gu, '$1')
      .replace(new RegExp(`(?<![\\p{L}])${verb}(?![\\p{L}])`, 'u'), they(verb) ?? verb)
      // `salimos con las botas e hicimos un muñeco`: every `we` of the clause is theirs, not the first alone.
      .replace(
        /(?<=(?:^|\s)(?:y|e)\s+(?:(?:le|lo|la|les|los|las|se)\s+)?)(\p{L}+(?:amos|imos))(?![\p{L}])/gu,
        (word: string) => they(word) ?? word,
      );
    // `hemos hecho un muñeco con su papá`: the one the parent named was the family of the doing (`Osito y su papá`).
    const along =
      /\s+con\s+((?:(?:su|sus|el|la|los|las)\s+(?:papá|papi|mamá|mami|abuel\p{L}*|abu|abue|yay[oa]s?|non[oa]s?|tí[oa]s?|tit[oa]s?|prim[oa]s?|herman\p{L}*)|(?:papá|papi|mamá|mami))(?:\s+\p{Lu}\p{L}+(?:\s+y\s+\p{Lu}\p{L}+)?)?)(?![\p{L}])(?!\s+y\s+(?:(?:su|sus|el|la|los|las)\s+)?(?:papá|papi|mamá|mami|abu|yay|non|tí|tit|prim|herman)\p{L}*)(\s+que\s+[^,]+)?/u.exec(
        rest,
      );
    // `fuimos a la granja con el cole`: a school trip, the hero's own (`Zorrito fue a la granja con el cole`).
    const trip =
      /\s+con\s+(?:el cole|el colegio|la escuela|la escuelita|la guarde|la guardería|el jardín|el kinder|la clase|sus compañeros)(?![\p{L}])/u;
    const ownTrip = one(verb);
    if (trip.test(rest) && ownTrip && at === 0) return `${name} ${[ownTrip, ...words.slice(1)].join(' ')}`;
    // `no la dejamos rascarse`, `lo regañamos`: the child is the one the grown-ups did it to, never one of the doers
    // (`No la dejaron rascarse`, not `Zuri y su familia no la dejaron`).
    if (
      words.slice(0, at).some((word) => /^(?:la|lo)$/iu.test(word)) &&
      /^(?:dej|regañ|rega[ñn]|castig|abraz|consol|calm|cuid|vest|pein|acost|tap|arrop|dorm|despert)\p{L}*(?:amos|imos|ábamos|íamos|abamos|iamos)$/iu.test(
        verb,
      )
    )
      return rest;
    // `hicimos galletas con mamá y las decoró`: the child's own doing after the `y`, said with the hero again.
    /** The hero and the family: `Osito y mamá`, `Osito, mamá y papá`. */
    const all = `${name}${/\s+y\s+/u.test(family) ? ',' : ' y'} ${family}`;
    const child = (told: string) =>
      told.replace(
        // (`montamos la piscina y estuvo toda la mañana chapoteando`: `estuvo`, `anduvo`, one's own too.)
        /\s+y\s+((?:(?:las|los|la|lo|le|les|se)\s+)?(?:\p{L}+(?:ó|ió)|dio|vio|hizo|puso|quiso|trajo|rio|estuvo|anduvo|tuvo|pudo))(?=\s|$)/u,
        (_, verb: string) => `, y ${name} ${verb}`,
      );
    // `comimos fiambre con la familia de su papá`: the family is said once, in the parent's words, never twice.
    if (at === 0 && one(verb) && /\s+con\s+(?:toda\s+)?la\s+familia(?![\p{L}])/u.test(rest))
      return `${name} ${[one(verb), ...words.slice(1)].join(' ')}`;
    // `fuimos a la playa con papá y mamá` when they are the family: the hero went with them, named once.
    const withWhom = /\s+con\s+(.+)$/u.exec(rest)?.[1] ?? '';
    const ownVerb = one(verb);
    if (
      family !== 'su familia' &&
      at === 0 &&
      ownVerb &&
      withWhom !== '' &&
      family.split(/,\s*|\s+y\s+/u).every((person) => fold(withWhom).toLowerCase().includes(fold(person).toLowerCase()))
    )
      return `${name} ${[ownVerb, ...words.slice(1)].join(' ')}`;
    if (along && family === 'su familia') {
      const person = (along[1] ?? '').replace(/^el (papá|papi)/u, 'su $1').replace(/^la (mamá|mami)/u, 'su $1');
      // `con su hermano Dani que ya patinaba solo`: what the parent said of that one goes with them, not the place.
      const about = along[2] ? `, ${along[2].trim()},` : '';
      return child(`${name} y ${person}${about} ${rest.replace(along[0], '')}`);
    }
    // `hicimos galletas con mamá` when mamá is the family already: said once.
    if (
      along &&
      !along[2] &&
      fold(family)
        .toLowerCase()
        .includes(fold(along[1] ?? '').toLowerCase())
    )
      return child(`${all} ${rest.replace(along[0], '')}`);
    // `la volvimos a hacer entre los dos`: the family did it together (the two are the grown-up and the hero).
    const together = rest
      .replace(/\s+entre (?:los|las) dos(?=\s+más\s)/u, ' juntos,')
      .replace(/\s+entre (?:los|las) dos(?![\p{L}])/u, ' juntos');
    return child(`${all} ${together}`);
  }
  if (WEATHER.test(text) && !unsaid) return text.replace(/, pero no /u, `, pero ${name} no `);
  if (
    (impersonal && /^se\s/iu.test(text)) ||
    WEATHER.test(text) ||
    BY_ITSELF.test(text) ||
    NO_WAY.test(text) ||
    TURNED_UP.test(text)
  )
    return text;
  // `se murió Canelita`: the one who died is named after the verb, as Spanish says it; never the hero's doing.
  if (/^se\s+(?:murió|murieron|ha muerto|han muerto)\s+\p{Lu}/u.test(text)) return text;
  // `se pidieron perdón y se dieron un abrazo`: the two who quarrelled, said as `los dos`.
  if (
    /^se\s+(?:pidieron perdón|dieron (?:un|muchos|mil) (?:abrazo|beso)s?|abrazaron|besaron|reconciliaron|perdonaron|contentaron|amigaron|hicieron amig\p{L}*)/iu.test(
      text,
    )
  ) {
    // `se dieron un abrazo enorme y vale le regalo su pulsera`: the friend the clause names, with the hero (`Zuri y
    // Vale`), never a `los dos` that makes two girls boys.
    const friend = /(?<![\p{L}])(\p{Lu}\p{Ll}+)\s+(?:le|les|lo|la|se)\s+\p{L}/u.exec(text)?.[1];
    if (friend && friend !== name && !unsaid) return `${name} y ${friend} ${text}`;
    // `jugaron juntas`: two girls are `las dos`; with a hero who is a boy, the two together are `juntos`.
    if (hero.fem && /(?<![\p{L}])juntas(?![\p{L}])/iu.test(text)) return `las dos ${text}`;
    return `los dos ${text.replace(/(?<![\p{L}])juntas(?![\p{L}])/giu, 'juntos')}`;
  }
  // `primera vez q hace pipi en el orinal`: a first doing is the day's news, told as done today (`Hoy Zuri hizo pipí en
  // el orinal por primera vez`), not a present tense inside the past.
  const firstDone =
    /^primera\s+vez\s+(?:que|q)\s+(?:(se)\s+)?(hace|usa|dice|camina|anda|prueba|toma|bebe|lava|viste|pone|baña|bana|lee|escribe|cuenta|pinta|dibuja|nada sin|monta sola?|monta solo|monta|sube)(?![\p{L}])\s*(.*)$/iu.exec(
      text,
    );
  if (firstDone) {
    const [, self, verb = '', rest = ''] = firstDone;
    const done = FIRST_DONE[verb.toLowerCase().split(' ')[0] ?? ''];
    if (done) {
      const extra = verb.includes(' ') ? ` ${verb.split(' ').slice(1).join(' ')}` : '';
      return `hoy ${does(`${self ? 'se ' : ''}${done}${extra}${rest ? ` ${rest}` : ''} por primera vez`)}`;
    }
  }
  // `primero regaron las plantas`: `primero` alone is `first, then`, not a first time (that is `primer`/`primera`).
  // (`tercer dia en casa con su hermanita`, `segunda noche sin chupe`: a day counted, told as the same kind of news.)
  if (/^(?:primera?|segund[oa]|tercera?|cuart[oa]|quint[oa])\s/iu.test(text)) {
    const now = text.replace(
      /(?<![\p{L}])que (ve|va|se queda|duerme|come|sube|monta|viaja|nada)(?![\p{L}])/giu,
      (_, one: string) => `que ${imperfect(one)}`,
    );
    // `primera feria de abril con su traje de gitana`: what the hero wore is said as worn, not as part of the fair.
    const worn = now.replace(
      /\s+con\s+(?=(?:su|el|la|un|una)\s+(?:traje|trajecito|disfraz|vestido|vestidito|uniforme|pañuelo|sombrero)(?![\p{L}]))/iu,
      ', y llevaba ',
    );
    // (`primera noche q se queda a dormir en casa de los yayos`: a first told by what it was the first of, `la primera
    // noche que`, never `su primera noche que`.)
    const which = /^(?:primer|primera|segund[oa]|tercer|tercera|cuart[oa]|quint[oa])\s+\p{L}+\s+que\s/iu.exec(now);
    if (which && !/^primera vez que/iu.test(now)) return `era ${/^\p{L}+a\s/iu.test(now) ? 'la' : 'el'} ${now}`;
    return /^primera vez que/iu.test(now) ? `era la ${now}` : `era su ${worn}`;
  }
  if (/^(?:todo el día|toda la (?:tarde|mañana|noche))/iu.test(text) && /\p{L}+(?:ando|iendo)(?![\p{L}])/u.test(text))
    return does(`pasó ${text}`);
  // `al parque a dar de comer a los patos`, `a jugar al parque`: a going said without its verb.
  const going =
    /^(?:al|a la|a)\s/iu.test(text) ||
    /^(?:hoy\s+|ayer\s+)?en\s+(?:tren|autob|bus|avi|barco|ferry|metro|tranv|coche|carro)/iu.test(text)
      ? went(text, does)
      : undefined;
  if (going) return going;
  // `se regresó su abuelita Chela a Oaxaca`: the one who did it stands after the verb; said first, as a story does.
  const after =
    /^((?:se\s+)?(?:\p{L}+(?:ó|ió)|vino|vinieron|llegaron|trajo|hizo|dio))\s+((?:el|la|los|las|su|sus)\s+\p{L}+(?:\s+\p{Lu}\p{L}+)?)(?=\s|$)(.*)$/u.exec(
      text,
    );
  // `nació su hermanita Camila`: a birth is told verb first, as Spanish says it.
  if (after && /^(?:nació|nacieron)$/u.test(after[1] ?? '')) return text;
  if (after && PEOPLE.test(after[2] ?? '') && isVerb((after[1] ?? '').split(' ').at(-1) ?? ''))
    return subjectOf(`${after[2]} ${after[1]}${after[3]}`);
  // `había mucha gente en la cabalgata`, `hay nieve`: what there was, never the hero (but `había hecho` is the hero's).
  if (/^(?:había|habían|hubo|hay)\s+(?!\p{L}+(?:ado|ido|ída|ada|to|cho|sto)(?![\p{L}]))\p{L}/iu.test(text))
    return text.replace(/^hay(?![\p{L}])/iu, 'había');
  // `el viernes fuimos al teatro`, `hoy domingo fuimos al retiro`: the day first, then the clause told as any other.
  const dayFirst =
    /^((?:(?:el|este|ese)\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|finde|fin de semana))\s+(?=\p{L})(.+)$/iu.exec(
      text,
    );
  // (After the hero's sentence too: the day first, then the body with the hero by name.)
  if (
    dayFirst &&
    (dayFirst[2] ?? '')
      .toLowerCase()
      .split(' ')
      .some((word) => isVerb(word) || plural3(word) || they(word) !== undefined || FIRST_VERB.has(word))
  ) {
    const body = told(dayFirst[2] ?? '', hero, family, impersonal, false);
    const day = (dayFirst[1] ?? '')
      .replace(/^(?!(?:el|este|ese)\s)/iu, 'el ')
      .replace(/miercoles/iu, 'miércoles')
      .replace(/sabado/iu, 'sábado');
    return body ? `${day}, ${body.startsWith(name) ? body : body.charAt(0).toLowerCase() + body.slice(1)}` : undefined;
  }
  // `no era nada, solo el golpe`, `fue solo un susto`: how things were, never the hero.
  if (/^(?:no\s+(?:era|fue|pasó|paso|había|habia)\s+nada|(?:fue|era)\s+(?:solo|sólo)\s+un)(?![\p{L}])/iu.test(text))
    return text;
  // `jugando al escondite con su hermano se pilló el dedo`: what the hero was doing, then what happened.
  if (/^\p{Ll}+(?:ando|iendo|yendo)(?:se|lo|la|le|los|las)?\s/u.test(text)) {
    const at = words.findIndex((word, index) => index > 0 && !/^\p{Lu}/u.test(word) && isVerb(word.toLowerCase()));
    let start = at;
    while (start > 1 && CLITIC.test(words[start - 1] ?? '')) start -= 1;
    if (at < 2 || start < 2) return undefined;
    return `${words.slice(0, start).join(' ')}, ${does(words.slice(start).join(' '))}`;
  }
  const article = /^(?:el|la|los|las|su|sus|un|una)$/u.test(first) && !isVerb((words[1] ?? '').toLowerCase());
  if ((article || /^\p{Lu}/u.test(words[0] ?? '')) && hasVerb(text))
    // `el doctor le enseñó el espejito y se dejó revisar`: what the child did next is said of the hero.
    return (
      subjectOf(text)
        .replace(
          /\s+y\s+(?=se\s+(?:dejó|calmó|tranquilizó|durmió|animó|atrevió|relajó|soltó|rio|rió|mojó|manchó|ensució|quedó\s+(?:quiet|tranquil|dormid|content|callad)\p{L}*)(?![\p{L}]))/u,
          `, y ${name} `,
        )
        // `la enfermera le puso una venda y estaba orgullosísimo`: how the child was after someone's care.
        .replace(
          /^((?:el|la|los|las|su|sus)\s+\p{L}+(?:\s+\p{Lu}\p{L}+)?\s+(?:le|lo|la)\s+\p{L}+[^,]*?)\s+y\s+(?=(?:estaba|quedó|se quedó|se puso)\s+(?:muy\s+|tan\s+|re\s+)?(?:\p{L}+ísim[oa]|orgullos[oa]|content[oa]|feliz|tranquil[oa]|encantad[oa]|emocionad[oa])(?![\p{L}]))/u,
          `$1, y ${name} `,
        )
    );
  // `él echó la harina`: the child, said by name.
  // (`ella le dio las gracias`: the small words before the verb too.)
  const verbAt = words.findIndex((word, at) => at > 0 && !CLITIC.test(word));
  if (/^(?:él|ella)\s/u.test(text) && isVerb((words[verbAt] ?? '').toLowerCase()))
    return does(words.slice(1).join(' '));
  const plain = text.replace(/^(?:no|ya)\s+/iu, '');
  // (`le dieron zanahoria a Copito`: the `le` is the one named after it, and the clause is told as it stands.)
  // (`lo volaron juntos otra vez`: the `lo` is the thing they did together, the child among them.)
  const toNamed =
    /^le\s+\p{L}+(?:aron|ieron)\s[^,]*\sa\s+\p{Lu}\p{Ll}+$/u.test(plain) ||
    // (`le cantaron las mañanitas al perico`: the `le` is the pet after it, not the child.)
    /^le\s+\p{L}+(?:aron|ieron)\s[^,]*\s(?:al|a\s+la)\s+\p{Ll}+$/u.test(plain) ||
    /^(?:lo|la|los|las)\s+\p{L}+(?:aron|ieron)\s+junt[oa]s(?![\p{L}])/iu.test(plain);
  // (`lo que más le ayudó fue su mantita`: what helped the child most, `A Osito lo que más le ayudó…`.)
  if (/^lo\s+que\s+m[aá]s\s+le\s/iu.test(plain)) return gets(text.replace(/^lo\s+que\s+mas\s/iu, 'lo que más '));
  if (COMES.test(plain) || (THEIRS.test(plain) && !toNamed) || /^se le\s/iu.test(plain)) return gets(text);
  // `se pelearon con su hermana`: the hero quarrelled with the one named (`Osito se peleó con su hermana`).
  // Never `se enojaron con él`: there the others were cross with the child.
  const quarrel =
    /^se\s+(pele|enfad|enoj|disgust)aron\s+con\s+(?:(?:su|sus|el|la|los|las)\s+(?:herman|prim|amig|compañer|vecin)\p{L}*|\p{Lu})/u.exec(
      text,
    );
  if (quarrel) return does(text.replace(/^se\s+\p{L}+/u, `se ${(quarrel[1] ?? '').toLowerCase()}ó`));
  // `se pelearon por el camión`: the parent does not say who quarrelled, and the hero may be the story's character or
  // beside a grown-up in the scene's line: the quarrel is told as what there was (`hubo una pelea por el camión`).
  // `se pelearon zuri y su hermano Dani por el camion`: the two the parent named, before the verb as a story says it.
  const both =
    /^se\s+(pelearon|peleaban|pegaron|enfadaron|enojaron)\s+(\p{L}+|(?:su|sus)\s+\p{L}+\s+\p{Lu}\p{Ll}+)\s+y\s+(\p{Lu}\p{Ll}+|(?:su|sus)\s+\p{L}+(?:\s+\p{Lu}\p{Ll}+)?)((?:\s+(?:por|en|a)\s.*)?)$/u.exec(
      text,
    );
  if (both && !/^(?:por|en|con|a|de|los|las|el|la)$/iu.test(both[2] ?? '')) {
    const first = both[2] ?? '';
    return `${/^\p{Ll}+$/u.test(first) ? `${first.charAt(0).toUpperCase()}${first.slice(1)}` : first} y ${both[3]} se ${both[1]}${both[4]}`;
  }
  // `se pelearon los dos por la pelota`: the two, before the verb (never `Hubo una pelea los dos`).
  const pair =
    /^se\s+(pelearon|peleaban|pegaron|enfadaron|enojaron)\s+((?:los|las)\s+(?:dos|tres|hermanos|hermanas|hermanitos|primos|primas|niños|niñas|nenes))(?![\p{L}])(.*)$/iu.exec(
      text,
    );
  if (pair) return `${(pair[2] ?? '').toLowerCase()} se ${(pair[1] ?? '').toLowerCase()}${pair[3] ?? ''}`;
  const fight = /^se\s+(?:pelearon|peleaban|pegaron)(?![\p{L}])(?!\s+con\s)(.*)$/iu.exec(text);
  if (fight) return `hubo una pelea${fight[1] ?? ''}`;
  if (plural3(verb)) return text;
  // `se mudan a Córdoba`: others, now; not the hero's day.
  if (at > 0 && /^\p{L}+(?:an|en)$/u.test(verb) && !isVerb(verb)) return undefined;
  // `dice que cuando regrese le va a dar…`: what the child said, in the past.
  if (/^dice que\s/iu.test(text)) return does(reported(text.replace(/^dice/iu, 'dijo')));
  // `no fue al jardín`: a day at home (`Panda se quedó en casa y no fue al jardín.`).
  if (/^no fue (?:al|a la) (?:jardín|guardería|cole|colegio|kinder|kínder|escuela|escuelita)$/iu.test(text))
    return does(`se quedó en casa y ${text}`);
  // `la tormenta de anoche`: a thing said without a verb, never the hero's doing.
  if (at > 0 && /^(?:la|lo|los|las)$/iu.test(first) && !hasVerb(text)) {
    // `la feria`, `el circo` typed alone: where the hero went.
    const out = first === 'lo' ? undefined : outing(text);
    return out ? does(out) : first === 'lo' ? undefined : without(text, first);
  }
  // `roscón en casa de los abuelos y le tocó el rey`: what the hero ate, and then what happened.
  const dish = /^(.+?)\s+y\s+((?:le|se|lo|la|no)\s+\p{L}+.*)$/u.exec(text);
  if (dish && FOOD.test(first) && !hasVerb(dish[1] ?? '')) return does(`comió ${dish[1]} y ${dish[2]}`);
  // `lo encontró papá debajo de un banco`: the grown-up named after the verb did it (`Papá lo encontró…`).
  const byParent =
    /^((?:(?:lo|la|los|las|le|se lo|se la)\s+)\p{L}+(?:ó|ió))\s+(papá|mamá|papi|mami|(?:la|el|su)\s+(?:abuel[oa]|yay[oa]|seño|profe|maestr[oa]|tí[oa]|cajer[oa]))(?=\s|$)(.*)$/iu.exec(
      text,
    );
  if (byParent) return `${byParent[2]} ${byParent[1]}${byParent[3]}`;
  // `le puso una tirita`: the grown-up's care, never the hero putting it on (`A Conejito le pusieron una tirita.`).
  if (
    /^le (?:puso|pusimos|pusieron|puse|ha puesto|hemos puesto) (?:una |un |la |el )?(?:tirita|curita|venda|vendita|pomada|cremita|hielo|parche)/iu.test(
      text,
    )
  )
    return gets(text.replace(/^le \p{L}+(?: puesto)?/iu, 'le pusieron'));
  // `fue el cumple de su prima`: what the day was, never the hero.
  if (
    /^(?:fue|era)\s+(?:el|la|un|una)\s+(?:cumple\p{L}*|día|fiesta|noche|tarde|puente|función|festival|bautizo|boda)(?![\p{L}])/iu.test(
      text,
    )
  )
    return text;
  // `fue la licenciatura del jardín`, `fue el ensayo de la pastorela`: an event of the day, not the hero (but `fue el
  // primero en llegar` is the hero).
  if (
    /^(?:fue|era)\s+(?:el|la|los|las)\s+(?!(?:primer[oa]?|últim[oa](?!\s+(?:día|noche|tarde|vez|clase|semana))|más|mejor|únic[oa]|rey|reina|princesa|príncipe|protagonista|estrella|campe\p{L}*|ganador\p{L}*|encargad\p{L}*)(?![\p{L}]))\p{L}+(?:\s+\p{L}+)?\s+(?:del?|de la|de los|de las|en)\s/iu.test(
      text,
    )
  )
    return text;
  if (at > 0 || isVerb(first)) return does(text);
  // `a natacion con papi`, `al parque con la abuela`: a going typed without its verb, in a list of the day's doings
  // (`Fue a natación con papá`), never left out.
  if (GONE_TO.test(text) && !hasVerb(text)) return does(`fue ${ours(text)}`);
  // `de desayuno churros con chocolate`, `para cenar tortilla`: the meal said first, and what the hero had then.
  const mealFirst =
    /^(?:de|para)\s+(desayuno|desayunar|merienda|merendar|cena|cenar|almuerzo|comer|postre)\s+(?!(?:en|a|al|con|de|que|q)\s)(\S.*)$/iu.exec(
      text,
    );
  if (mealFirst && !hasVerb(mealFirst[2] ?? '')) {
    const meal = (mealFirst[1] ?? '').toLowerCase();
    return does(
      meal === 'postre' ? `comió ${mealFirst[2]} de postre` : `${MEAL[meal] ?? 'comió'} ${mealFirst[2] ?? ''}`,
    );
  }
  // (`después del almuerzo durmió la siesta`: when, before the hero's verb, as `después de comer`.)
  // `de mal humor toda la tarde`, `de bajón`: a mood, no place.
  if (/^de\s+(?:(?:muy\s+)?(?:mal|buen)\s+humor|baj[oó]n|morros)(?![\p{L}])/iu.test(text)) {
    const mood = feltBare(text, hero);
    if (mood) return does(mood);
  }
  if (/^(?:en|a|al|por|con|de|despu[ée]s del?|antes del?|cuando|a la|en la|por la)\s/iu.test(text))
    return afterPlace(text, hero, family, unsaid);
  // `polo de limón para merendar`: what the hero had.
  const meal = /^(.+?)\s+(?:para|de)\s+(merendar|desayunar|cenar|comer|merienda|desayuno|cena|postre)$/iu.exec(text);
  if (meal && !hasVerb(text)) {
    const food = meal[1] ?? '';
    const head = food.split(' ')[0] ?? '';
    const article =
      MASS.test(head) || /s$/u.test(head) || /^(?:un|una|el|la|los|las|su|sus|mucho|mucha)$/u.test(head)
        ? ''
        : /(?:a|ión)$/u.test(head)
          ? 'una '
          : 'un ';
    return does(`${MEAL[(meal[2] ?? '').toLowerCase()] ?? 'comió'} ${article}${food}`);
  }
  // `chocolate caliente en casa`, `un colacao antes de dormir`: a warm drink typed bare, what the hero had.
  if (
    !hasVerb(text) &&
    /^(?:un\s+|una\s+)?(?:chocolate\s+(?:caliente|calentito|con\s+churros)|chocolatito|cola\s?cao|batido|zumo|leche\s+caliente|vaso\s+de\s+leche|biberón|biberon|bibe)(?![\p{L}])/iu.test(
      text,
    )
  )
    return does(`tomó ${text.replace(/(?<![\p{L}])biberon(?![\p{L}])/iu, 'biberón')}`);
  if (!hasVerb(text) && FOOD.test(first)) return does(ateOne(text));
  if (!hasVerb(text)) {
    // (How the hero felt, said bare, with the hero who felt it: `Osito estaba contentísimo`.)
    // (`muy orgulloso` alone keeps its own telling, `Estaba muy orgulloso`, below.)
    const felt = /^(?:muy|súper|super|re|tan|bien|requete)\s+\p{L}+$/iu.test(text) ? undefined : feltBare(text, hero);
    if (felt) return does(felt);
    const out = outing(text) ?? spentWith(text);
    // `videollamada con papa`: the hero spoke to the one away, on the screen (never `Hubo una videollamada`).
    const call = /^(?:una\s+)?(videollamada|video llamada|llamada|videoconferencia|facetime)\s+(con\s.+)$/iu.exec(text);
    if (call) return does(`habló por ${/^llamada$/iu.test(call[1] ?? '') ? 'teléfono' : 'videollamada'} ${call[2]}`);
    const bare = without(text, first);
    // `clase de natación en el polideportivo`: the class the hero went to, said with the hero (a scene may open with
    // it, and `Fue a clase…` there has no one who went).
    const own = bare && /^(?:fue a clases? de|pasó una|estuvo en)\s/iu.test(bare) ? does(bare) : bare;
    return went(text, does) ?? (out ? does(out) : (typedDoing(text, does, hero) ?? own));
  }
  return undefined;
}

/** Where a toddler goes, said after `a` or `al` without a verb (`a natación con papi`, `al parque`). */
/** Where a morning or an afternoon `de playa` took the hero, said as a story says the going. */
const SPENT_AT: Record<string, string> = {
  playa: 'en la playa',
  piscina: 'en la piscina',
  parque: 'en el parque',
  campo: 'en el campo',
  monte: 'en el monte',
  rio: 'junto al río',
  zoo: 'en el zoo',
  nieve: 'en la nieve',
  compras: 'de compras',
  museo: 'en el museo',
  biblioteca: 'en la biblioteca',
  feria: 'en la feria',
  columpios: 'en los columpios',
  tobogan: 'en el tobogán',
  granja: 'en la granja',
  acuario: 'en el acuario',
  bosque: 'en el bosque',
  huerto: 'en el huerto',
  jardin: 'en el jardín',
  cine: 'en el cine',
  teatro: 'en el teatro',
  circo: 'en el circo',
  mercado: 'en el mercado',
  'parque de bolas': 'en el parque de bolas',
  bolas: 'en el parque de bolas',
  'casa de los abuelos': 'en casa de los abuelos',
  'casa de la abuela': 'en casa de la abuela',
  'casa del abuelo': 'en casa del abuelo',
  'casa de la yaya': 'en casa de la yaya',
};
/** A meal's name and its eating (`merienda`: `merendó`). */
const ATE_AT: Record<string, string> = {
  desayuno: 'desayunó',
  almuerzo: 'almorzó',
  comida: 'comió',
  merienda: 'merendó',
  cena: 'cenó',
};
/** Fruit and snacks a parent names after a meal (`merienda de sandia`), typed without accents. */
const FRUIT =
  /^(?:sandia|melon|fresas?|platanos?|manzanas?|naranjas?|mandarinas?|uvas|cerezas|melocoton|pera|kiwi|bocadillos?|bocata|sandwich|yogur|yogures|tostadas?|galletas|bizcocho|magdalenas?|cereales|huevos?|tortilla|fruta)$/u;

/** A ride the parent named (typed without accents), which a full `it` after it is. */
const VEHICLE = /(?<![\p{L}])(autobus|bus|guagua|micro|colectivo|tren|metro|tranvia|barco|avion)(?![\p{L}])/u;
const VEHICLE_SAID: Record<string, string> = {
  autobus: 'el autobús',
  bus: 'el autobús',
  guagua: 'la guagua',
  micro: 'la micro',
  colectivo: 'el colectivo',
  tren: 'el tren',
  metro: 'el metro',
  tranvia: 'el tranvía',
  barco: 'el barco',
  avion: 'el avión',
};

const GONE_TO =
  /^(?:a|al|a la|a los|a las)\s+(?:clases?\s+de\s+)?(?:natación|natacion|piscina|parque|parquecito|playa|guarde|guardería|guarderia|cole|colegio|escuela|escuelita|zoo|zoológico|zoologico|biblioteca|médico|medico|pediatra|dentista|peluquería|peluqueria|mercado|mercadillo|súper|super|supermercado|cine|teatro|museo|acuario|granja|granja escuela|pueblo|campo|monte|río|rio|fútbol|futbol|música|musica|ballet|baile|danza|gimnasia|judo|kárate|karate|inglés|ingles|plaza|feria|circo|parque de bolas|columpios|huerto|misa|catequesis|matronatación|matronatacion|psicomotricidad|patinaje|tenis)(?![\p{L}])(?:\s+(?:con|de|del|en|por|a)\s+[^,.;]+)?$/iu;

/** Toys and rides a parent types alone (`tobogán`, `puzzle`): what the hero did with them. */
const TYPED: Record<string, string> = {
  // Books typed alone (`cuentos`): what the hero did with them, never `Hubo cuentos`.
  cuentos: 'leyó cuentos',
  cuentitos: 'leyó cuentitos',
  libros: 'miró libros',
  tobogán: 'se tiró por el tobogán',
  columpio: 'se subió al columpio',
  columpios: 'se subió a los columpios',
  // River Plate swings.
  hamaca: 'se columpió en la hamaca',
  hamacas: 'se columpió en las hamacas',
  // Slides and seesaws by their regional names (Chile's `resbalín`, `subibaja`).
  resbalín: 'se tiró por el resbalín',
  resbalin: 'se tiró por el resbalín',
  resbaladilla: 'se tiró por la resbaladilla',
  subibaja: 'se subió al subibaja',
  balancín: 'se subió al balancín',
  balancin: 'se subió al balancín',
  trampolín: 'saltó en el trampolín',
  trampolin: 'saltó en el trampolín',
  puzzle: 'hizo un puzle',
  puzle: 'hizo un puzle',
  rompecabezas: 'hizo un rompecabezas',
  charcos: 'saltó en los charcos',
  // A ride typed as its vehicle (`tren con el abuelo`): a trip taken, never `Hubo un tren`.
  tren: 'fue en tren',
  barco: 'fue en barco',
  bote: 'paseó en bote',
  lancha: 'paseó en lancha',
  avión: 'viajó en avión',
  avion: 'viajó en avión',
  metro: 'fue en metro',
  tranvía: 'fue en tranvía',
  tranvia: 'fue en tranvía',
  autobús: 'fue en autobús',
  autobus: 'fue en autobús',
  bus: 'fue en autobús',
  guagua: 'fue en guagua',
  colectivo: 'fue en colectivo',
  tractor: 'se subió al tractor',
  bici: 'montó en bici',
  cicla: 'montó en cicla',
  patinete: 'montó en patinete',
  triciclo: 'montó en triciclo',
  plastilina: 'jugó con plastilina',
  pintura: 'pintó',
  pinturas: 'pintó',
  dibujo: 'hizo un dibujo',
  dibujos: 'hizo dibujos',
  bloques: 'jugó con los bloques',
  legos: 'jugó con los legos',
  lego: 'jugó con el lego',
  papalote: 'voló el papalote',
  cometa: 'voló la cometa',
  barrilete: 'remontó el barrilete',
  piñata: 'rompió la piñata',
};

/** An infinitive's preterite for the hero (`regar`: `regó`), or undefined. */
const IRREGULAR: Record<string, string> = {
  hacer: 'hizo',
  ir: 'fue',
  ver: 'vio',
  dar: 'dio',
  poner: 'puso',
  tener: 'tuvo',
  estar: 'estuvo',
  andar: 'anduvo',
  traer: 'trajo',
  decir: 'dijo',
  leer: 'leyó',
  oír: 'oyó',
  caer: 'cayó',
  construir: 'construyó',
  dormir: 'durmió',
  pedir: 'pidió',
  seguir: 'siguió',
  vestir: 'vistió',
  servir: 'sirvió',
  repetir: 'repitió',
  jugar: 'jugó',
  elegir: 'eligió',
  corregir: 'corrigió',
  reír: 'rio',
  reir: 'rio',
  sonreír: 'sonrió',
  sonreir: 'sonrió',
  sentir: 'sintió',
  preferir: 'prefirió',
  divertir: 'divirtió',
  conseguir: 'consiguió',
  despedir: 'despidió',
  venir: 'vino',
  querer: 'quiso',
  poder: 'pudo',
  saber: 'supo',
  conducir: 'condujo',
  destruir: 'destruyó',
  huir: 'huyó',
  releer: 'releyó',
  creer: 'creyó',
  oir: 'oyó',
  incluir: 'incluyó',
};
/** Words in -ar, -er or -ir that are no infinitive (`mar`, `taller`, `collar`). */
const NOT_INFINITIVE = wordSet(
  'mar bar par lugar hogar collar altar militar azúcar azucar nenúfar taller mujer placer amanecer atardecer ser alfiler tenedor menor mayor',
);
function preterite(infinitive: string): string | undefined {
  const lower = infinitive.toLowerCase();
  if (NOT_INFINITIVE.has(lower)) return undefined;
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/^\p{Ll}{2,}ar$/u.test(lower)) return `${lower.slice(0, -2)}ó`;
  // (A stem ending in a vowel takes `yó`: `poseer`, `proveer`.)
  if (/^\p{Ll}*[aeo][ei]r$/u.test(lower)) return `${lower.slice(0, -2)}yó`;
  if (/^\p{Ll}{2,}[ei]r$/u.test(lower)) return `${lower.slice(0, -2)}ió`;
  return undefined;
}

/**
 * A typed toy or ride (`tobogán`), or a doing typed as an infinitive (`regar las plantas con la manguera`, `darle de
 * comer a las gallinas`): what the hero did, never `Hubo un regar…`.
 */
function typedDoing(text: string, does: (rest: string) => string, hero: R): string | undefined {
  // `columpios y merienda de pan con chocolate`: the meal after the toy is the hero's too (`y merendó pan…`).
  text = text.replace(
    /\s+y\s+(merienda|desayuno|almuerzo|cena)\s+(?:de\s+)?(?=\p{L})/iu,
    (_all, meal: string) => ` y ${MEAL[meal.toLowerCase()] ?? 'comió'} `,
  );
  // `domino con el abuelo`: a table game is played (`jugó al dominó con el abuelo`), never `Hubo un domino`.
  const game = /^(domin[oó]|parch[ií]s|ajedrez|loter[ií]a|memorice|cartas|damas)(?=\s|$)(.*)$/iu.exec(text);
  if (game) {
    const name = (game[1] ?? '')
      .toLowerCase()
      .replace(/^domino$/u, 'dominó')
      .replace(/^parchis$/u, 'parchís');
    return does(
      `jugó ${/^(?:cartas|damas)$/u.test(name) ? 'a las' : /^lotería|^loteria/u.test(name) ? 'a la' : 'al'} ${name.replace(/^loteria$/u, 'lotería')}${ours(game[2] ?? '')}`,
    );
  }
  // `malecon con papi`: a stroll by the sea (`paseó por el malecón con papá`), never `Hubo un malecón`.
  const stroll = /^(malec[oó]n|rambla|costanera|paseo mar[ií]timo)(?=\s|$)(.*)$/iu.exec(text);
  if (stroll) {
    const where = (stroll[1] ?? '')
      .toLowerCase()
      .replace(/^malecon$/u, 'malecón')
      .replace(/^paseo maritimo$/u, 'paseo marítimo');
    return does(`paseó por ${/^(?:rambla|costanera)$/u.test(where) ? 'la' : 'el'} ${where}${ours(stroll[2] ?? '')}`);
  }
  const [first = '', ...rest] = text.split(' ');
  const lower = first.toLowerCase();
  const toy = TYPED[lower];
  // (`resbalin grande`: the slide's own word after it is the slide's, `se tiró por el resbalín grande`.)
  if (
    toy &&
    (rest.length === 0 ||
      /^(?:con|en|de|del|y|por|sin|grande|grandes|gigante|gigantes|alto|altos|nuevo|nuevos|nueva|nuevas|enorme|largo|rojo|azul|amarillo|verde)$/iu.test(
        rest[0] ?? '',
      ))
  )
    return does([toy, ...rest].join(' '));
  // `duchita rapida, tortilla francesa`: the evening's shower, then supper.
  const wash =
    /^(ducha|duchita|bañito|baño)((?:\s+(?:rápid[oa]|rapidit[oa]|calentit[oa]|con espuma))?)(?:,\s*|\s+y\s+)(\p{L}+)(.*)$/iu.exec(
      text,
    );
  if (wash && (FOOD.test(wash[3] ?? '') || MASS.test(wash[3] ?? ''))) {
    const noun = (wash[1] ?? '').toLowerCase();
    return does(`se dio ${/^duch/u.test(noun) ? 'una' : 'un'} ${noun}${wash[2]} y cenó ${wash[3]}${wash[4]}`);
  }
  // `merienda en lo de la nona`: the meal the hero had there (with others, it stays what there was).
  const meal = /^(merienda|desayuno|almuerzo|cena|comida)\s+((?:en|donde)\s.+)$/iu.exec(text);
  if (meal)
    return does(
      `${{ merienda: 'merendó', desayuno: 'desayunó', almuerzo: 'almorzó', cena: 'cenó', comida: 'comió' }[(meal[1] ?? '').toLowerCase()] ?? 'comió'} ${meal[2]}`,
    );
  // `dormido antes de las 9`: asleep, as the story says it.
  if (/^(?:dormid|frit)[oa]$/u.test(lower))
    return does(`se quedó ${hero.plural ? 'dormidos' : hero.fem ? 'dormida' : 'dormido'} ${rest.join(' ')}`.trim());
  // (`ir a buscar a papi`: the shortest infinitive too.)
  const infinitive = /^(\p{Ll}*(?:ar|er|ir|ír))(le|les|la|lo|las|los|se)?$/u.exec(lower);
  const past = infinitive ? preterite(infinitive[1] ?? '') : undefined;
  if (!infinitive || !past) return undefined;
  const clitic = infinitive[2];
  // `comprar taza nueva`, `estrenar bici nueva`: one new thing, said with its article (`compró una taza nueva`).
  const single = /^(nuev[oa]|chiquit[oa]|pequeñ[oa]|bonit[oa])$/iu.exec(rest[1] ?? '');
  if (
    single &&
    rest[0] &&
    /^\p{Ll}+[^s]$/u.test(rest[0]) &&
    !/^(?:el|la|un|una|su|mi|tu|de|con|en|al|del|lo)$/u.test(rest[0])
  )
    rest.unshift((single[1] ?? '').toLowerCase().endsWith('a') ? 'una' : 'un');
  return does(`${clitic ? `${clitic === 'se' ? 'se' : clitic} ` : ''}${past} ${rest.join(' ')}`.trim());
}

/** What the hero did with a meal (`para merendar`: `merendó`). */
const MEAL: Record<string, string> = {
  merendar: 'merendó',
  merienda: 'merendó',
  desayunar: 'desayunó',
  desayuno: 'desayunó',
  cenar: 'cenó',
  cena: 'cenó',
  almuerzo: 'almorzó',
  comer: 'comió',
  postre: 'comió de postre',
};

/** Places and classes a parent types alone or first (`plaza con la abuela`, `natación`): where the hero went. */
const WENT: Record<string, string> = {
  parque: 'al',
  zoo: 'al',
  zoológico: 'al',
  cine: 'al',
  museo: 'al',
  mercado: 'al',
  bosque: 'al',
  acuario: 'al',
  circo: 'al',
  médico: 'al',
  pediatra: 'al',
  dentista: 'al',
  pelotero: 'al',
  cuentacuentos: 'al',
  plaza: 'a la',
  pelu: 'a la',
  peluquería: 'a la',
  peluqueria: 'a la',
  barbería: 'a la',
  cabalgata: 'a la',
  playa: 'a la',
  piscina: 'a la',
  pileta: 'a la',
  biblioteca: 'a la',
  granja: 'a la',
  feria: 'a la',
  natación: 'a',
  música: 'a',
  inglés: 'a',
  fútbol: 'a',
  ballet: 'a',
  gimnasia: 'a',
  judo: 'a',
  teatro: 'al',
  danza: 'a',
  baile: 'a',
  psicomotricidad: 'a',
  guardería: 'a la',
  cole: 'al',
  colegio: 'al',
  kinder: 'al',
  kínder: 'al',
  escuela: 'a la',
  escuelita: 'a la',
  // Morning errands typed as the shop and who went (`panadería con la abuela`): the hero went there.
  panadería: 'a la',
  panaderia: 'a la',
  pastelería: 'a la',
  pasteleria: 'a la',
  frutería: 'a la',
  fruteria: 'a la',
  librería: 'a la',
  biblio: 'a la',
  mercadillo: 'al',
  mercadito: 'al',
  tianguis: 'al',
  // Mexico's pool (`alberca con los primos`).
  alberca: 'a la',
  // A play centre (`ludoteca con la tía`): where the hero went to play.
  ludoteca: 'a la',
  // An offering of flowers typed alone (`ofrenda de flores al Pilar`): the hero went to it.
  ofrenda: 'a la',
};

/** Games a parent types alone or first (`pelota en el patio`): what the hero played. */
const GAME: Record<string, string> = {
  pelota: 'a la',
  fútbol: 'al',
  futbol: 'al',
  escondite: 'al',
  escondidas: 'a las',
  muñecas: 'a las',
  rayuela: 'a la',
  avioncito: 'al',
  luche: 'al',
  trompo: 'al',
};

function went(raw: string, does: (rest: string) => string): string | undefined {
  // `parque con su prima y a casa muy cansada`: and then home.
  const text = raw
    .replace(/\s+y\s+a\s+casa(?![\p{L}])/u, ' y volvió a casa')
    // `al cumple de Lucía y al volver baño`: the bath on coming home, with its verb.
    .replace(/\s+y\s+al\s+volver\s+(?:un\s+)?(baño|bañito|ducha|duchita)(?![\p{L}])/u, (_all, bath: string) =>
      /^ducha/u.test(bath) ? ` y al volver se dio una ${bath}` : ` y al volver se dio un ${bath}`,
    );
  // `en tren a Zaragoza a ver a la yaya`, `en bus a casa de la abuela`: a trip by train, bus, boat or plane, with its
  // verb (`Osito fue en tren a Zaragoza…`).
  const ride =
    // (`tranvía al centro con la abuela`: the vehicle typed bare, without its `en`, the same trip; a plane typed bare
    // is a journey told on its own.)
    /^(?:hoy\s+|ayer\s+)?(?:en\s+|(?!avi[oó]n))(tren|autobús|autobus|bus|avión|avion|barco|ferry|metro|tranvía|tranvia|coche|carro)\s+(a|al|hasta|para)\s+(\S.*)$/iu.exec(
      text,
    );
  if (ride) {
    const by = (ride[1] ?? '')
      .toLowerCase()
      .replace(/^autobus$/u, 'autobús')
      .replace(/^avion$/u, 'avión');
    return does(`fue en ${by.replace(/^tranvia$/u, 'tranvía')} ${(ride[2] ?? '').toLowerCase()} ${ride[3]}`);
  }
  // `al parque a dar de comer a los patos`: where the hero went, and what for.
  if (
    /^(?:al|a la)\s+(?!(?:tarde|noche|mañana|salida|vuelta|hora|final|semana|vez|cama|camita|bañera|ducha|siesta)(?![\p{L}]))\p{L}+(?:\s+\p{L}+)?\s+a\s+\p{L}+(?:ar|er|ir)(?:se|lo|la|le|les)?(?![\p{L}])/iu.test(
      text,
    )
  )
    return does(`fue ${text}`);
  // `al parque un ratito`, `a la playa toda la tarde con los primos`: how long the hero was there (`estuvo un ratito en
  // el parque`).
  const stay =
    /^(al|a la)\s+(?!(?:tarde|noche|mañana|salida|vuelta|hora|final|semana|vez|cama|camita|siesta)(?![\p{L}]))(\p{L}+)\s+(un ratito|un rato|un ratín|un ratin|un momentito|un poquito|toda la tarde|toda la mañana|un buen rato)((?:\s+con\s.+)?)$/iu.exec(
      text,
    );
  if (stay)
    return does(
      `estuvo ${(stay[3] ?? '').replace(/ratin$/iu, 'ratín')} en ${(stay[1] ?? '').toLowerCase() === 'al' ? 'el' : 'la'} ${stay[2]}${stay[4]}`,
    );
  // `a la tarde a jugar al parque`: where the hero went off to (`A la tarde, Osito se fue a jugar al parque`).
  if (/^a\s+(?!ser|dormir(?![\p{L}]))\p{L}{2,}(?:ar|er|ir)(?:se|lo|la|le|les)?(?![\p{L}])/iu.test(text))
    return does(`se fue ${text}`);
  // `al cumple de su amiga Lucía`, `a la fiesta de los primos`: the party the hero went to, said in full.
  const party = /^(?:al|a la)\s+(cumple|cumpleaños|fiesta)\s+(de|del)\s+(.+)$/iu.exec(text);
  if (party) {
    const kind = (party[1] ?? '').toLowerCase() === 'fiesta' ? 'a la fiesta' : 'al cumpleaños';
    return does(`fue ${kind} ${party[2]} ${party[3]}`);
  }
  // `con la abuela al parque`, `con papa a la piscina`: where the hero went, and with whom, said with its verb.
  const along =
    /^(con\s+(?:(?:el|la|los|las|su|sus|mi|mis)\s+)?\p{L}+(?:\s+\p{Lu}\p{L}+)?)\s+((?:al|a la|a los|a las)\s+\p{L}+(?:\s+(?:de|del)\s+\p{L}+)?)$/iu.exec(
      text,
    );
  if (along) return does(`fue ${along[2]} ${along[1]}`);
  // `a casa de los yayos`, `casa de la abuela con papá`: whose home the hero went to.
  const home = /^(?:a\s+)?casa\s+(de|del)\s+(.+)$/iu.exec(text);
  if (home) return does(`fue a casa ${home[1]} ${home[2]}`);
  // `estreno de la bici nueva`: the hero's first ride on it.
  const debut = /^estreno\s+(?:de|del)\s+(.+)$/iu.exec(text);
  if (debut) return does(`estrenó ${/^del\s/iu.test(text.slice(8)) ? 'el ' : ''}${debut[1]}`);
  // `finde en el pueblo de la abuela`: the hero's weekend there.
  const weekend = /^(?:finde|fin de semana|fin de semana largo|puente)\s+((?:en|con|donde|de)\s.+)$/iu.exec(text);
  if (weekend) return does(`pasó el fin de semana ${weekend[1]}`);
  // `sábado en la quinta de los abuelos`: the hero's Saturday there; `miércoles de parque de bolas con Carla`: the day
  // it was, and where the hero went (`Era miércoles, y Gatito fue al parque de bolas con Carla`).
  const weekday =
    /^(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(?:(en|con|donde)\s|de\s+)(.+)$/iu.exec(text);
  if (weekday) {
    const day = dayName(weekday[1] ?? '');
    if (weekday[2]) return does(`pasó el ${day} ${weekday[2]} ${weekday[3]}`);
    const gone = went(weekday[3] ?? '', does);
    return gone ? `era ${day}, y ${gone}` : `fue un ${day} de ${weekday[3]}`;
  }
  // `gallinas`, `las ovejas`: animals typed alone, which the hero saw.
  const animals =
    /^(?:(?:las|los)\s+)?(gallinas|pollitos|ovejas|vacas|cabras|patos|caballos|burros|cerdos|chanchos|conejos|peces|pájaros|palomas)$/iu.exec(
      text,
    );
  if (animals) return does(`vio ${/as$/u.test(animals[1] ?? '') ? 'las' : 'los'} ${animals[1]}`);
  // `trineo en la loma del parque`: the hero's sledge ride.
  if (/^trineo(?:\s+(?:en|por|con)\s.+)?$/iu.test(text)) return does(`montó en ${text}`);
  // `bañito con burbujas`: the hero's bath.
  if (/^(?:baño|bañito|bañazo)(?:\s+(?:con|de)\s.+)?$/iu.test(text)) return does(`se dio un ${text}`);
  // `paseo por el bosque con papá`: the hero's walk.
  if (/^(?:paseo|paseíto|paseito|paseote)\s+(?:por|en|con|al|a la)\s/iu.test(text)) return does(`dio un ${text}`);
  // `alberca con los primos`: a pool is swum in (`se bañó en la alberca con los primos`), never just gone to.
  const pool = /^(?:la\s+)?(alberca|piscina|pileta)\s+(con\s.+)$/iu.exec(text);
  if (pool) return does(`se bañó en la ${(pool[1] ?? '').toLowerCase()} ${pool[2]}`);
  const [first = '', ...rest] = text.split(' ');
  const game = GAME[first.toLowerCase()];
  if (game && (rest.length === 0 || /^(?:con|en|de|del|a|al|por|y)$/iu.test(rest[0] ?? '')))
    return does(`jugó ${game} ${text}`);
  const to = WENT[first.toLowerCase()];
  // `cole normal`: the usual day there.
  if (to && rest.length === 1 && /^(?:normal|normalito)$/iu.test(rest[0] ?? ''))
    return does(`fue ${to} ${first}, como siempre`);
  // `granja educativa`, `parque acuático`: the place with its kind.
  const kind =
    /^(?:educativ[oa]|escuela|infantil|acuátic[oa]|acuatic[oa]|municipal|grande|nuev[oa]|chiquit[oa]|del barrio)$/iu;
  if (!to || (rest.length > 0 && !/^(?:con|de|del|a|al|en|por|y)$/iu.test(rest[0] ?? '') && !kind.test(rest[0] ?? '')))
    return undefined;
  return does(`fue ${to} ${text}`);
}

/** A day of the week with its accent (`miercoles`: `miércoles`). */
const dayName = (day: string) =>
  day
    .toLowerCase()
    .replace(/^miercoles$/u, 'miércoles')
    .replace(/^sabado$/u, 'sábado');

/** The parent's `we` said of the child alone (`armamos`: `armó`, `hicimos`: `hizo`). */
function one(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  const known: Record<string, string> = {
    fuimos: 'fue',
    hicimos: 'hizo',
    pusimos: 'puso',
    vimos: 'vio',
    dimos: 'dio',
    // The strong and the stem-changing preterites, which no ending rule makes.
    estuvimos: 'estuvo',
    tuvimos: 'tuvo',
    vinimos: 'vino',
    dijimos: 'dijo',
    trajimos: 'trajo',
    quisimos: 'quiso',
    pudimos: 'pudo',
    supimos: 'supo',
    anduvimos: 'anduvo',
    dormimos: 'durmió',
    pedimos: 'pidió',
    seguimos: 'siguió',
    servimos: 'sirvió',
    sentimos: 'sintió',
    vestimos: 'vistió',
    repetimos: 'repitió',
    leímos: 'leyó',
    leimos: 'leyó',
    reímos: 'rio',
    reimos: 'rio',
    construimos: 'construyó',
  };
  if (NOT_WE.has(lower)) return undefined;
  if (known[lower]) return known[lower];
  if (/^\p{L}+amos$/u.test(lower)) return `${lower.slice(0, -4)}ó`;
  if (/^\p{L}+imos$/u.test(lower)) return `${lower.slice(0, -4)}ió`;
  return undefined;
}

/** What the child said will happen, as said in the past (`va a dar`: `iba a dar`, `cuando vuelva`: `cuando volviera`). */
function reported(text: string): string {
  const WHEN: Record<string, string> = {
    regrese: 'regresara',
    vuelva: 'volviera',
    venga: 'viniera',
    llegue: 'llegara',
    sea: 'fuera',
    crezca: 'creciera',
  };
  return text
    .replace(/(?<![\p{L}])cuando (\p{L}+)(?![\p{L}])/giu, (all, verb: string) =>
      WHEN[verb.toLowerCase()] ? `cuando ${WHEN[verb.toLowerCase()]}` : all,
    )
    .replace(/(?<![\p{L}])va a(?![\p{L}])/giu, 'iba a')
    .replace(/(?<![\p{L}])quiere(?![\p{L}])/giu, 'quería');
}

/** The present of a first doing (`primera vez que hace`), told in the preterite (`hizo`). */
const FIRST_DONE: Record<string, string> = {
  hace: 'hizo',
  usa: 'usó',
  dice: 'dijo',
  camina: 'caminó',
  anda: 'anduvo',
  prueba: 'probó',
  toma: 'tomó',
  bebe: 'bebió',
  lava: 'lavó',
  viste: 'vistió',
  pone: 'puso',
  baña: 'bañó',
  bana: 'bañó',
  lee: 'leyó',
  escribe: 'escribió',
  cuenta: 'contó',
  pinta: 'pintó',
  dibuja: 'dibujó',
  nada: 'nadó',
  monta: 'montó',
  sube: 'subió',
};

/** The present after `la primera vez que`, said in the imperfect (`ve`: `veía`). */
function imperfect(verb: string): string {
  const forms: Record<string, string> = {
    ve: 'veía',
    va: 'iba',
    'se queda': 'se quedaba',
    duerme: 'dormía',
    come: 'comía',
    sube: 'subía',
    monta: 'montaba',
    viaja: 'viajaba',
    nada: 'nadaba',
  };
  return forms[verb.toLowerCase()] ?? verb;
}

/** Whether a word is a verb of the child's past day (`jugó`, `estaba`, `andaba`). */
function isVerb(word: string): boolean {
  return (
    STRONG.has(word) ||
    /^(?:estaba|estuvo|era|había|tenía|quería|andaba|iba|fue|se|amaneció|montó)$/u.test(word) ||
    (/^\p{L}{2,}(?:ó|ió|aba|ía)$/u.test(word) &&
      !/^(?:día|tía|mía|hacia|todavía|sandía|alegría|energía|mediodía|tranvía|lejía|policía)$/u.test(word) &&
      // `guardería`, `panadería`: places, not verbs.
      !/^\p{L}{4,}ería$/u.test(word))
  );
}

/**
 * `cuando se fue el payaso se puso a brincar`, `cuando lo vio en la terminal salio corriendo`: the part that says when,
 * up to the hero's own doing (a preterite, or one after `se`, `le`, `lo`, `la`, `no`); undefined when there is none.
 */
function whenPart(text: string): string | undefined {
  const words = text.split(' ');
  const lower = words.map((word) => word.toLowerCase());
  // (`cuando les daba de comer…`: an imperfect says when too.)
  const doing = (word: string) => /^\p{Ll}+(?:aba|ía)$/u.test(word);
  if (!lower.slice(1, 3).some((word) => isVerb(word) || STRONG.has(word) || doing(word) || they(word) !== undefined))
    return undefined;
  for (let at = 3; at < Math.min(words.length - 1, 10); at += 1) {
    const word = lower[at] ?? '';
    const preterite = (one: string) =>
      /^\p{L}{2,}(?:ó|ió)$/u.test(one) || /^(?:fue|hizo|puso|dio|vio|quiso|tuvo)$/u.test(one);
    if (preterite(word) && !/^(?:el|la|los|las|un|una|su|sus|a|en|de|al|del|con)$/u.test(lower[at - 1] ?? ''))
      return words.slice(0, at).join(' ');
    const clitic = /^(?:se|le|lo|la|no|ya)$/u;
    if (clitic.test(word) && !clitic.test(lower[at - 1] ?? '')) {
      let verb = at + 1;
      while (clitic.test(lower[verb] ?? '')) verb += 1;
      // (`cuando les daba de comer a las cabras una le mordisqueó…`: `una` of them did it, and is no part of when.)
      const one = /^(?:una|uno|otra|otro|alguna|alguno)$/u.test(lower[at - 1] ?? '') ? 1 : 0;
      if (preterite(lower[verb] ?? '')) return words.slice(0, at - one).join(' ');
    }
  }
  return undefined;
}

/** Verbs whose `e` turns `i` in the past (`vestirse`, `se vistió`): the typed stem and the stem the parent wrote. */
const SHIFTED: readonly [string, string][] = [
  ['vest', 'vist'],
  ['desvest', 'desvist'],
  ['ped', 'pidi'],
  ['serv', 'sirvi'],
  ['repet', 'repiti'],
  ['segu', 'sigui'],
  ['consegu', 'consigui'],
  ['desped', 'despidi'],
  ['divert', 'divirti'],
  ['eleg', 'eligi'],
];

/** A third person plural verb: others did it (`sacaron una mojarra`), told as the parent wrote it. */
const plural3 = (word: string) => /^\p{L}+(?:aron|ieron|yeron|eron|aban|ían)$/u.test(word);

function hasVerb(text: string): boolean {
  return text
    .split(' ')
    .map((said, index) => (index > 0 && /^\p{Lu}\p{Ll}/u.test(said) ? '' : said.toLowerCase()))
    .some(
      // (A name inside the clause is no verb: `cumple de su hermana Lucía` has none, whatever its `-ía`.)
      (word) =>
        isVerb(word) ||
        plural3(word) ||
        /^(?:es|está|están|hay|son|tiene|dice|va|viene|ha|han|hay|fueron|hizo|dio|puso)$/u.test(word),
    );
}

/** A clause that names who did it first (`la seño Marta dice que…`): the present said in the past. */
function subjectOf(text: string): string {
  return text
    .replace(/(?<![\p{L}])dice que(?![\p{L}])/giu, 'dijo que')
    .replace(/(?<![\p{L}])dicen que(?![\p{L}])/giu, 'dijeron que')
    .replace(
      /(?<![\p{L}])(está|es|tiene|va|vuelve|viene|regresa)(?![\p{L}])/giu,
      (word: string) => PAST_OF[word.toLowerCase()] ?? word,
    );
}

const PAST_OF: Record<string, string> = {
  está: 'estaba',
  es: 'era',
  son: 'eran',
  soy: 'era',
  tiene: 'tenía',
  va: 'iba',
  viene: 'venía',
  vuelve: 'volvía',
  regresa: 'regresaba',
  puede: 'podía',
  quiere: 'quería',
  sabe: 'sabía',
  hay: 'había',
};

/** Small numbers in words, as a story is read aloud (`4 buñuelos`: `cuatro buñuelos`). */
const NUMBERS = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

/** A round age in words (`80`: `ochenta`); others stay unsaid. */
function ageWords(age: number): string | undefined {
  const tens = ['', 'diez', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
  if (age >= 1 && age <= 10) return age === 1 ? 'un' : NUMBERS[age];
  if (age === 100) return 'cien';
  return age % 10 === 0 && age < 100 ? tens[age / 10] : undefined;
}

/**
 * A clause that begins with where or when (`por la tarde saltó en los charcos`): the hero goes before its verb
 * (`Por la tarde, Zorrito saltó en los charcos`) unless someone else is its subject.
 */
/** Where a child goes most days, said bare after when. */
const DAILY_PLACE =
  /^(?:(al|a la|a|el|la)\s+)?(guarde|guardería|guarderia|cole|colegio|escuela|escuelita|parque|parquecito|plaza|piscina|playa|biblioteca|mercado|súper|super|supermercado|médico|medico|pediatra|dentista|logopeda|natación|natacion|música|musica)(?![\p{L}])((?:\s+(?:a|con|de|en)\s+.+)?)$/iu;
const FEMININE_PLACE =
  /^(?:guarde|guardería|guarderia|escuela|escuelita|plaza|piscina|playa|biblioteca|natación|natacion|música|musica)$/u;

/**
 * `por la mañana guarde`, `por la tarde al parque a los columpios`: the place a parent names bare after when is where
 * the hero went (`fue a la guarde`), never `Hubo un guarde`.
 */
function placeGone(text: string): string | undefined {
  const found = DAILY_PLACE.exec(text.trim());
  if (!found) return undefined;
  const said = (found[2] ?? '').toLowerCase();
  const place = spelled(said);
  const rest = found[3] ?? '';
  // (`natación`, `música`: a lesson, which the hero went to.)
  if (/^(?:natación|natacion|música|musica)$/u.test(said)) return `fue a ${place}${rest}`;
  return `fue ${FEMININE_PLACE.test(said) ? 'a la' : 'al'} ${place}${rest}`;
}

function afterPlace(text: string, hero: R, family: string, unsaid: boolean): string | undefined {
  const name = hero.name;
  const words = text.split(' ');
  const at = words.findIndex(
    (word, index) =>
      index > 0 &&
      // `con su prima Lucía`: a name, not a verb in -ía.
      !/^\p{Lu}/u.test(word) &&
      (isVerb(word.toLowerCase()) || plural3(word.toLowerCase()) || they(word) !== undefined || /^«/u.test(word)),
  );
  if (at < 0) {
    // `al llegar a casa chocolate caliente`: what there was, after when.
    const when =
      /^((?:al \p{L}+r(?: a casa)?)|(?:por|a|en) la (?:tarde|noche|mañana|salida)|(?:de|esta) (?:tarde|noche|mañana)|(?:a|al) mediodía|a media (?:mañana|tarde)|después de (?:la |el )?\p{L}+|antes de (?:la |el )?\p{L}+)\s+(.+)$/iu.exec(
        text,
      );
    const doer = (rest: string) => (unsaid ? rest : `${name} ${rest}`);
    // (`por la tarde columpios`: a typed toy after when is what the hero did, never `Hubo columpios`.)
    // (`por la tarde calesita`: a fair ride after when, the same.)
    const ride = when ? outing(when[2] ?? '') : undefined;
    const place = when ? placeGone(when[2] ?? '') : undefined;
    const gone = when
      ? (went(when[2] ?? '', doer) ??
        (place ? doer(place) : undefined) ??
        typedDoing(when[2] ?? '', doer, hero) ??
        (ride ? doer(ride) : undefined))
      : undefined;
    if (when && gone) return `${when[1]}, ${gone}`;
    // `por la mañana churros con chocolate`: what the hero ate then, with the hero who ate it (never `comió` alone).
    const dish = when?.[2] ?? '';
    // (`por la noche pasta con tomate`: at night, what the hero had for supper, `cenó`, never `hubo pasta`.)
    const night = when ? /^(?:por|a|en) la noche$|^esta noche$|^de noche$/iu.test(when[1] ?? '') : false;
    const firstFood = dish.split(' ')[0] ?? '';
    if (
      night &&
      (FOOD.test(firstFood) || /^(?:sopa|sopita|pasta|arroz|puré|pure|pizza|pescado|pollo|caldo)$/iu.test(firstFood)) &&
      !hasVerb(dish)
    )
      return `${when?.[1]}, ${doer(`cenó ${dish}`)}`;
    // (`por la mañana colacao con galletas`: the brand's two words, `Cola Cao`, are the drink the hero had.)
    if (when && /^cola\s+cao(?![\p{L}])/iu.test(dish) && !hasVerb(dish)) return `${when[1]}, ${doer(`tomó ${dish}`)}`;
    if (when && (FOOD.test(firstFood) || /^pan\s+con(?![\p{L}])/iu.test(dish)) && !hasVerb(dish))
      return `${when[1]}, ${doer(ateOne(dish))}`;
    // `esta tarde en casa de la yaya con los primos`: where the hero spent that while (`estuvo en casa de la yaya`).
    if (when && /^(?:en\s+casa\s+de|en\s+lo\s+de|donde\s+(?:la|el))\s+\p{L}/iu.test(dish) && !hasVerb(dish))
      return `${when[1]}, ${doer(`estuvo ${dish}`)}`;
    // `por la tarde con la abuela`: whom the hero spent that while with.
    if (when && /^con\s+(?:(?:el|la|los|las|su|sus|mi|mis)\s+)?\p{L}+(?:\s+\p{Lu}\p{L}+)?$/iu.test(dish))
      return `${when[1]}, ${doer(`estuvo ${dish}`)}`;
    // `a la noche cansadísima`: how the hero was then, with the hero.
    const felt = when ? feltBare(dish, hero) : undefined;
    if (when && felt) return `${when[1]}, ${doer(felt)}`;
    const there = when ? without(when[2] ?? '', (when[2] ?? '').split(' ')[0] ?? '') : undefined;
    // (`por la tarde en el parque con Noa`: where the hero was then, with the hero.)
    return when && there ? `${when[1]}, ${/^estuvo en\s/u.test(there) ? doer(there) : there}` : undefined;
  }
  let start = at;
  while (start > 0 && /^(?:le|les|se|lo|la|los|las|no|ya|me|nos)$/iu.test(words[start - 1] ?? '')) start -= 1;
  let lead = words.slice(0, start).join(' ');
  const verb = words.slice(start).join(' ');
  // `en casa se lo leyó el abuelo`: the grown-up named after the verb and its `se lo` did it, said first (`En casa, el
  // abuelo se lo leyó`), never the hero reading it to grandad.
  const byOne =
    /^((?:(?:se|le|les|lo|la|los|las|no|ya)\s+)+(\p{L}+(?:ó|ió)))\s+((?:el|la|su)\s+\p{L}+|papá|mamá|papi|mami)(?=\s|$)(.*)$/iu.exec(
      verb,
    );
  if (
    byOne &&
    isVerb((byOne[2] ?? '').toLowerCase()) &&
    (PEOPLE.test(byOne[3] ?? '') || /^(?:papá|mamá|papi|mami)$/iu.test(byOne[3] ?? ''))
  )
    return `${lead}, ${byOne[3]} ${byOne[1]}${byOne[4]}`;
  // `por la tarde escampó un poco`: the weather after when, never the hero's doing.
  if (WEATHER.test(verb)) return `${lead}, ${verb}`;
  // `a Zuri le tocó acomodar los borreguitos`: the one named is whom it came to, not a place.
  if (
    (/^a\s+\p{Lu}\p{L}+$/u.test(lead) || (/^a\s/u.test(lead) && PEOPLE.test(lead.slice(2)))) &&
    /^(?:le|les|se le)\s/iu.test(verb) &&
    they((words[at] ?? '').toLowerCase()) === undefined
  )
    return text;
  // `a la noche baño con espuma y se durmió`: what there was, and then what the hero did.
  const also = /^((?:por|a|en) la (?:tarde|noche|mañana)|al final|después)\s+(.+)\s+y$/iu.exec(lead);
  if (also) {
    // `a la tarde plaza con Toby y tomó la leche`: where the hero went, and then what the hero did.
    const gone = went(also[2] ?? '', (rest) => (unsaid ? rest : `${name} ${rest}`));
    if (gone) return `${also[1]}, ${gone} y ${verb}`;
    const there = without(also[2] ?? '', (also[2] ?? '').split(' ')[0] ?? '');
    if (!there) return undefined;
    lead = `${also[1]} ${there} y`;
    return `${lead} ${unsaid ? '' : `${name} `}${verb}`;
  }
  if (/\sy$/u.test(lead)) return undefined;
  const verbWord = (words[at] ?? '').toLowerCase();
  // `a la salida le compramos un helado`: the grown-ups' doing for the hero (`A la salida, a Osito le compraron…`).
  if (they(verbWord) && /^(?:no\s+)?le\s/u.test(verb) && !/(?<![\p{L}])a\s+(?:\p{Lu}|su\s|la\s|el\s)/u.test(verb))
    return `${lead}, ${unsaid ? '' : `a ${name} `}${forChild(verb)}`;
  if (they(verbWord) || /^«/u.test(verbWord)) {
    // (`a la noche hablamos`: too little to tell, so nothing after when.)
    const theirs = told(verb, { name, fem: false, plural: false, neutral: true }, family, false);
    return theirs ? `${lead}, ${theirs}` : undefined;
  }
  // `en la frutería le regalaron una mandarina`: others did it to the hero, said by name.
  if (plural3(verbWord))
    return !unsaid && /^(?:le|les)\s/iu.test(verb) ? `${lead}, a ${name} ${verb}` : `${lead} ${verb}`;
  // Someone named before the verb is its subject (`en el parque el papá la soltó`, `al final Mateo le pidió`).
  const before = words.slice(0, start);
  const named = before.some(
    (word, index) =>
      index > 0 &&
      // (`por la tarde papa trajo el arbolito`: a grown-up said bare, as parents call them, is one too.)
      (/^\p{Lu}/u.test(word) ||
        PEOPLE.test(`${before[index - 1]} ${word}`) ||
        /^(?:mamá|mama|mami|papá|papa|papi)$/iu.test(word)) &&
      !/^(?:en|a|al|de|del|con|por|para|sin|desde|hasta)$/iu.test(before[index - 1] ?? ''),
  );
  if (named) return text;
  // Someone named after the verb is its subject (`a la tarde volvió la mamá`).
  if (PEOPLE.test(words.slice(at + 1, at + 3).join(' '))) return text;
  // `en la plaza un perro grandote se le vino encima`: an animal or a thing after the place is the subject.
  const thing =
    /^((?:en|por|a|al|de)\s(?:(?:el|la|los|las)\s)?\p{L}+)\s+((?:un|una|unos|unas)\s\p{L}+(?:\s\p{L}+)?)$/iu.exec(lead);
  if (thing && /^(?:se\s+)?(?:le|les|lo|la)\s/iu.test(verb)) return `${thing[1]}, ${thing[2]} ${verb}`;
  if (unsaid) return `${lead}, ${verb}`;
  // (`por la tarde ya le bajó la fiebre`: the fever went down for the hero, `Por la tarde, a Osito ya le bajó…`.)
  if (/^(?:ya\s+)?(?:se le|le)\s/iu.test(verb) && COMES.test(verb.replace(/^ya\s+/iu, '')))
    return `${lead}, a ${name} ${verb}`;
  if (/^se le\s/iu.test(verb)) return `${lead}, a ${name} ${verb}`;
  return `${lead}, ${name} ${verb}`;
}

/**
 * Clauses of the morning: breakfast, waking up, the way to nursery or school and leaving the child there (`a la
 * mañana`, as the River Plate says `this morning`, but never `mañana` alone, which is tomorrow).
 */
const MORNING =
  /(?<![\p{L}])(?:desayun\p{L}*|esta mañana|toda la mañana|por la mañana|en la mañana|a la mañana|de mañana|temprano|madrug\p{L}*|se despert\p{L}*|al despertar\p{L}*|se levant\p{L}*|amaneci\p{L}*|camino (?:al|a la) (?:cole|colegio|guarde|guardería|jardín|jardin|kinder|escuela|escuelita|nido)|al dejarl[ao]|en la puerta del? (?:cole|colegio|guarde|guardería|jardín|jardin|kinder|escuela)|antes (?:del|de la) (?:cole|colegio|guarde|guardería|jardín|jardin|kinder|escuela))(?![\p{L}])/iu;

/** Keys the story says with another word (`zoológico`: `zoo`, `natación`: `piscina`). */
// (`juntas` is told `juntos` beside a hero with a masculine name.)
/** A jab by any of its names, one thing however the parent says it (`vacuna`, `pinchazo`, `inyección`). */
const JABS = ['vacun', 'pinch', 'inyec'];

/** Watching a film, by any of its words (`peli`, `película`, `viendo frozen`, `los dibujos`). */
const FILMS = ['peli', 'pelic', 'viendo', 'dibujos', 'dibus', 'tele'];

/** Leaving a place, by any of its words (`al salir`, `tocaba irse`, `a la hora de irnos`). */
const LEAVING = ['salir', 'salida', 'irse', 'irnos', 'marcharse', 'marcharnos', 'despedirse', 'despedirnos'];

const SAME: Record<string, string> = {
  zoolo: 'zoo',
  natac: 'pisci',
  banit: 'ban',
  bano: 'ban',
  junta: 'junt',
  jugar: 'jug',
};

/**
 * One thing said in place of another (`luego cochinillo no, macarrones jaja`): what there was, not the `no` (never
 * `Hubo un cochinillo no y macarrones`).
 */
const insteadOf = (clause: string) =>
  clause.replace(
    /^((?:luego|después|despues|y|de comer|para comer)\s+)?\p{L}+(?:\s+\p{L}+)?\s+no,\s*(?=\p{L})/iu,
    '$1',
  );

/** Who the child is with, and who typed `we`: a girl and `juntas` or `las dos` are the girl and her mum. */
function withMum(clause: string, context: RetellContext): RetellContext {
  const women = /(?<![\p{L}])(?:juntas|juntitas|las dos|nosotras|solas)(?![\p{L}])/iu.test(clause);
  return women && context.childPronoun === 'she' && context.grownUps.length === 0
    ? { ...context, grownUps: ['mamá'] }
    : context;
}

/** What the child cried out (`decia abuelo no te vayas`): the words a child says to someone, in quotes. */
const CRIED_OUT =
  /^(.+?)\s+(?:y\s+(?:dec[ií]a|dijo|gritaba|grit[oó]|repet[ií]a)|diciendo|gritando|repitiendo)\s+((?:(?:abuel|abu|yay|mam|pap|tí|ti|prim|herman)\p{L}*\s+)?(?:no\s+te\s+vayas|no\s+me\s+dejes|no\s+se\s+vayan|quiero\s+\p{L}+|vuelve|volvé|vení|ven|perd[oó]n|perdona|perdoname|perdóname|lo\s+siento)(?:\s+\p{L}+){0,3})$/iu;

/** An accident the child could not help (`se lleno todo el asiento`, `se hizo pis`), and a sorry said for it. */
const ACCIDENT =
  /(?<![\p{L}])(?:vomit\p{L}*|vómit\p{L}*|devolvi\p{L}*|pis|pipí|pipi|caca|popó|popo|se hizo|se le escap\p{L}*|manch\p{L}*|se llen\p{L}*|lo llen\p{L}*|derram\p{L}*|se le cay\p{L}*|tir[oó] (?:el|la) (?:vaso|leche|agua|jugo|zumo))(?![\p{L}])/iu;
const SORRY = /(?<![\p{L}])(?:perdón|perdóname|perdona|lo siento)(?![\p{L}])/iu;

/** The parent's answer to a child who said sorry for an accident: it was no one's fault. */
function forgiven(words: string, context: RetellContext): string {
  const called = /(?<![\p{L}])(?:papi|papá)(?![\p{L}])/u.test(words) ? 'papá' : 'mamá';
  const grownUp = called === 'mamá' ? (context.parent ?? 'mamá') : called;
  const them = context.childPronoun === 'he' ? 'lo' : context.childPronoun === 'she' ? 'la' : 'le';
  return `${capital(grownUp)} ${them} abrazó: «No pasa nada, mi amor, no es culpa tuya».`;
}

/** A pet put down at the vet's (`tuvimos q dormir a canelo`, `hubo que sacrificar a la gata`), and who it was. */
const PUT_DOWN =
  /^((?:hoy|ayer|esta mañana|esta tarde|anoche)\s+)?(?:(?:lo|la)\s+)?(?:tuvimos|tuvieron|hemos tenido|han tenido|hubo|tocó|toco)\s+(?:que|q)\s+(?:(?:lo|la)\s+)?(?:dormir|sacrificar|poner a dormir|eutanasiar)(?:lo|la)?\s+(?:a\s+|(al)\s+)?((?:el|la|nuestr[oa]|su|mi|los|las|sus)\s+\p{L}+(?:\s+(?!(?:en|de|del|con|a|al|y|que|q|porque|xq|ya|estaba|era|muy|hoy|esta|este)(?![\p{L}]))\p{L}+)?|\p{L}{3,})((?![\p{L}]).*)$/iu;

/** The parent's own turns of phrase, said as a story says them before the clause is told. */
function storyWords(clause: string): string {
  return (
    clause
      // `tuvimos q dormir a canelo en el veterinario`: the vet's `sleep` is a pet's death, told in plain words, as a
      // child of three is told it; never the family's doing, and never `sleep` in a bedtime story.
      .replace(PUT_DOWN, (_all, when: string | undefined, to: string | undefined, who: string, rest: string) => {
        const named = to
          ? `el ${who}`
          : /^(?:el|la|nuestr[oa]|su|mi|sus|los|las)\s/iu.test(who)
            ? who.replace(/^(?:nuestr[oa]|mi)(?=\s)/iu, 'su')
            : capital(who);
        const died = /^(?:los|las|sus)\s/iu.test(who) ? 'se murieron' : 'se murió';
        return `${when ?? ''}${named} ${died}${rest.replace(/\s*,\s*(?:y\s+)?(?:ya\s+)?(?:estaba|era)\s+(muy\s+)?(viejit[oa]|viej[oa]|mayor|malit[oa]|enferm[oa])/iu, (_old, very: string | undefined, old: string) => `. Ya era ${very ?? ''}${old}`)}`;
      })
      // `bailó cueca con el tata revoleando su pañuelito`: what the two did as they danced, after a comma.
      .replace(
        /(?<![\p{L}])(con\s+(?:el|la|su)\s+(?:tata|nona|nono|bisa|bis\p{L}*|abuel\p{L}*|abu|t[ií][oa]|prim[oa]|mam[aá]|pap[aá]|yay[oa]|lela|lelo)(?:\s+\p{Lu}\p{L}+)?)\s+(\p{Ll}+(?:ando|iendo))(?=\s)/u,
        '$1, $2',
      )
      // `lloró a moco tendido`: cried a lot.
      .replace(/(?<![\p{L}])a moco tendido(?![\p{L}])/giu, 'muchísimo')
      // `dos pinchazos y lloró`: what the nurse did, then the crying.
      .replace(
        /,\s*(dos|tres|un|una|1|2|3)\s+(pinchazos?|pinchacitos?|inyecciones?|vacunas?)\s+y\s+/iu,
        (_all, count: string, jab: string) =>
          `: le pusieron ${({ 1: 'un', 2: 'dos', 3: 'tres', una: 'un' } as Record<string, string>)[count.toLowerCase()] ?? count.toLowerCase()} ${jab.toLowerCase().replace(/^(?:vacunas?|inyecciones?)$/u, (word) => word)}, y `,
      )
      // `respiramos como globito`: breathing in and out slowly, like a little balloon, to calm down.
      .replace(
        /(?<![\p{L}])(respiramos|respiró|respiro|respiraron)\s+como\s+(?:un\s+)?(globito|globo)(?![\p{L}])/iu,
        (_all, breathed: string) =>
          `${breathed.toLowerCase() === 'respiro' ? 'respiró' : breathed} hondo, despacito, como un globito`,
      )
      // `se devolvieron los abuelos pa cali`: the ones who went home said first, and Colombia's `pa` as `a`.
      .replace(
        /^(?:hoy\s+)?se\s+(devolvieron|devolvió|devolvio|volvieron|regresaron|marcharon)\s+((?:los|las|el|la|sus|mis)\s+\p{L}+)\s+(?:pa|para|a)\s+(?=\p{L})/iu,
        (_all, went: string, who: string) =>
          `${who} se ${/ó|o$/u.test(went) && !/ron$/u.test(went) ? 'volvió' : 'volvieron'} a `,
      )
      // `al final con el tio nacho hizo un castillo`: the one the child was with, said after the doing, so the doing
      // keeps the hero (`Al final, Zuri hizo un castillo con el tío Nacho`).
      .replace(
        /^((?:al final|luego|después|despues|por la tarde)\s+)?(con\s+(?:el|la|su|los|las|sus)\s+(?:t[ií][oa]s?|abuel\p{L}*|yay[oa]s?|prim[oa]s?|herman\p{L}*|papá|papa|papi|mamá|mama|mami|padrino|madrina)(?:\s+\p{L}+)?)\s+(\p{L}+\s[^,]+?)(?=\s+y\s|$)/iu,
        (all, when: string | undefined, company: string, doing: string) => {
          const isDoing = (word: string) => FIRST_VERB.has(word.toLowerCase()) || isVerb(word.toLowerCase());
          const first = doing.split(' ')[0] ?? '';
          if (isDoing(first)) return `${when ?? ''}${doing} ${company}`;
          // (`con el tío hizo…` has no name: the word taken for one is the doing.)
          const name = company.split(' ').at(-1) ?? '';
          return isDoing(name) && company.split(' ').length === 4
            ? `${when ?? ''}${name} ${doing} ${company.split(' ').slice(0, -1).join(' ')}`
            : all;
        },
      )
      // `siesta con el tata en el sillon`: a nap named alone is one the child took (never `Hubo una siesta`).
      // (`siesta larguisima`, typed without its accent, and `siestón de tres horas`: the same, never `Hubo un siestón`.)
      .replace(
        /^(?:(?:después|despues|luego|y)\s+)?(?:una\s+|la\s+)?siest(?:a|ita)(?=\s+(?:con|en|de|larg\p{L}*|enorme|cort\p{L}*|buen\p{L}*|de \p{L}+)(?![\p{L}])|$)/iu,
        'se echó la siesta',
      )
      .replace(
        /^(?:(?:después|despues|luego|y)\s+)?(?:un\s+)?(?:siestón|sieston|siestaza)(?![\p{L}])/iu,
        'se echó un siestón',
      )
      .replace(
        /^se echó la siesta(?=\s+(?:larga|larguísima|larguisima|enorme|cortita|corta|buenísima|buenisima)(?![\p{L}]))/u,
        'se echó una siesta',
      )
      // `… los dos roncando`: what both of them did, told as a book tells it (`, y roncaban los dos`).
      .replace(
        /\s*,?\s+(?:y\s+)?(los|las)\s+(dos|tres)\s+(\p{L}+)(ando|iendo)(?:\s+(?:jaja\p{L}*|jeje\p{L}*))?$/iu,
        (_all, _the: string, count: string, stem: string, end: string) =>
          `, y ${stem.toLowerCase()}${end.toLowerCase() === 'ando' ? 'aban' : 'ían'} ${_the.toLowerCase()} ${count.toLowerCase()}`,
      )
      // `lo cambie en el baño y se le paso jugando`: the upset that passed was the child's, soon after, said apart.
      .replace(
        /\s*,?\s+y\s+(?:ya\s+)?se\s+le\s+pas[oó](?:\s+(?:enseguida|rápido|rapido|pronto|al momento|al ratito))?(?![\p{L}])/iu,
        ', y enseguida se le pasó',
      )
      // `temblaba el suelo`: the ground trembled, said with its subject first.
      .replace(
        /^(temblaba|tembló|temblo|retumbaba|retumbó|retumbo|vibraba)\s+((?:el|la|todo el|toda la)\s+\p{L}+)(?=$|\s+y\s|,)/iu,
        (_all, shook: string, what: string) => `${what} ${shook.toLowerCase().replace(/o$/u, 'ó')}`,
      )
  );
}

/** `y el flipando`, `y ella alucinando`: Spain's amazed child, told as a child of three would see it. */
const AMAZED =
  /^(?:y\s+)?(?:(.+?)\s*,?\s+y\s+)?(?:él|el|ella)\s+(?:flipando|alucinando|flipad[oa]|flipaba|alucinaba|alucinad[oa]|flipó|flipo)(?:\s+(?:mucho|muchísimo|muchisimo|total|en colores))?$/iu;

function retold(clause: string, context: RetellContext): string | undefined {
  // `le dijimos q Canelo se fue al cielo`: what the grown-ups told the child, never the child and the family telling.
  const toldChild =
    /^(?:y\s+)?le\s+(?:dijimos|contamos|explicamos|dije|conté|conte|expliqué|explique)\s+(?:que|q)\s+(?=\p{Lu}|(?:el|la|su)\s)/u.exec(
      clause,
    );
  if (toldChild) {
    const rest = retell(clause.slice(toldChild[0].length), context);
    return (
      rest &&
      `${capital(context.parent ?? 'mamá')} le contó que ${rest.replace(/^(?:El|La|Su|Sus|Los|Las)(?=\s)/u, (article) => article.toLowerCase())}`
    );
  }
  const said = storyWords(clause);
  const amazed = AMAZED.exec(said);
  if (amazed) {
    const before = amazed[1] ? retell(insteadOf(amazed[1]), context) : undefined;
    const look = `${context.hero.name} miraba con la boca abierta.`;
    return before ? `${before.replace(/[.!]$/u, '')}, y ${look}` : amazed[1] ? undefined : look;
  }
  const cried = CRIED_OUT.exec(said);
  if (cried) {
    const before = retell(insteadOf(cried[1] ?? ''), context);
    const words = (cried[2] ?? '')
      .toLowerCase()
      .replace(/(?<![\p{L}])perdon(?![\p{L}])/gu, 'perdón')
      .replace(/(?<![\p{L}])perdoname(?![\p{L}])/gu, 'perdóname')
      // `perdon mami perdon`: the one called, set apart by commas.
      .replace(/(?<=\p{L})\s+(mami|mamá|mama|papi|papá|papa|abuela|abuelo|abu)(?=\s+\p{L})/u, ', $1,')
      .replace(/(?<=\p{L})\s+(mami|mamá|mama|papi|papá|papa|abuela|abuelo|abu)$/u, ', $1')
      .replace(/(?<=,\s)mama(?=,|$)/u, 'mamá')
      .replace(/(?<=,\s)papa(?=,|$)/u, 'papá')
      .replace(/^((?:abuel|abu|yay|mam|pap|tí|ti|prim|herman)\p{L}*)\s+/u, '$1, ')
      .replace(/^mama(?=,)/u, 'mamá')
      .replace(/^papa(?=,)/u, 'papá');
    if (before) {
      const cry = `${before.replace(/[.!]$/u, '')}: «¡${capital(words)}!»`;
      return ACCIDENT.test(cried[1] ?? '') && SORRY.test(words) ? `${cry} ${forgiven(words, context)}` : cry;
    }
  }
  return retell(insteadOf(said), withMum(said, context));
}

/**
 * What the parent said in their own person inside a told sentence, said as the story's: the family's `podíamos` is
 * `podían`, the asked `cuando la vamos a ir a ver` is `cuándo iban a ir a verla`, `el depa` is the flat.
 */
function theirs(told: string): string {
  return (
    told
      // A nap is slept, not fallen asleep into (`se durmió una siesta` is `durmió una siesta`).
      .replace(/(?<![\p{L}])se durmió (una|la) siesta/u, 'durmió $1 siesta')
      .replace(/(?<![\p{L}])(pod|ten|quer|sab|deb|hac|viv|sal|ven)[ií]amos(?![\p{L}])/gu, '$1ían')
      .replace(/(?<![\p{L}])(est|jug|quer)[aá]bamos(?![\p{L}])/gu, (_all, stem: string) =>
        stem === 'quer' ? 'querían' : `${stem}aban`,
      )
      .replace(/(?<=(?:^|\s)(?:el|del|al|su|nuestro)\s)depa(?![\p{L}])/gu, 'departamento')
      // `preguntó dos veces cuando…`: the question word of what was asked, with its accent.
      .replace(
        /(?<=(?<![\p{L}])pregunt(?:ó|aba)(?:\s+(?:dos|tres|mil|muchas|varias)\s+veces)?\s+)(cuando|donde|quien|como)(?![\p{L}])/gu,
        (word: string) => QUESTION[word] ?? word,
      )
      // `cuándo la vamos a ir a ver`: asked of a later day, in the story's past (`cuándo iban a ir a verla`).
      .replace(
        /(?<=(?<![\p{L}])(?:cuándo|dónde|si)\s+)(?:(la|lo|las|los|le|les)\s+)?vamos a ((?:ir a\s+)?\p{L}+(?:ar|er|ir))(?![\p{L}])/gu,
        (_all, clitic: string | undefined, doing: string) => `iban a ${doing}${clitic ?? ''}`,
      )
  );
}

/**
 * `fuimos a la feria y ella eligió las mandarinas`: beside the family the parent's `ella` is the hero, said by name;
 * and the hero with the family are `juntos` when the hero's name is masculine (`Osito y mamá vieron un cuento juntos`).
 */
function withFamily(told: string, hero: R): string {
  if (hero.plural || !told.includes(`${hero.name} y `)) return told;
  // (`hicimos burbujas y las perseguía`: a verb of one after the family's is the hero's, said by name.)
  // (`hicimos galletitas con papá y ella rompía los huevos`: the parent's `ella` beside the two is the hero.)
  const byName = told
    .replace(/(?<=\p{L})\s+y (?:ella|él)(?= \p{Ll}+(?:ó|ió|ía|aba)(?![\p{L}]))/u, ` y ${hero.name}`)
    // (`hicimos tortilla y el batio los huevos`: the parent's `él` typed without its accent, before a preterite the
    // parent typed without one too, is the hero.)
    .replace(
      /(?<=\p{L})\s+y el (\p{Ll}+)(?= (?:los|las|el|la|un|una|unos|unas|su|sus|todo|toda|todos|todas)\s)/u,
      (all, verb: string) =>
        FIRST_VERB.has(verb)
          ? ` y ${hero.name} ${verb.slice(0, -1)}ó`
          : /\p{L}(?:ó|ió)$/u.test(verb)
            ? ` y ${hero.name} ${verb}`
            : all,
    );
  const named = told.includes(`${hero.name} y su familia`)
    ? byName.replace(
        /(?<=\sy )((?:las|los|la|lo|le|se)\s)?(?=\p{Ll}+(?:ía|aba|ió|ó)(?![\p{L}]))/u,
        (_all, clitic?: string) => `${hero.name} ${clitic ?? ''}`,
      )
    : byName;
  return hero.fem ? named : named.replace(/(?<![\p{L}])juntas(?![\p{L}])/gu, 'juntos');
}

/** What befalls the child (`se le cayó`, `se le olvidó`): the things that happen to someone, never done by them. */
const BEFELL = String.raw`(?:cay|romp|rompi|olvid|perd|perdi|escap|derram|solt|ocurri|antoj|torci|manch|hinch|desat|desabroch|despeg|pinch|rasg)\p{L}*`;

/**
 * `Cuando soplaron las velas, Osito se le cayó la tarta`: what befell the hero is said to the hero (`a Osito se le
 * cayó`), wherever the hero stands in the sentence.
 */
function cameTo(told: string, hero: R): string {
  const name = hero.name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return (
    told
      // `una torre más alta que el`: the one the tower was taller than is the hero (`más alta que él`).
      .replace(
        /(?<=(?<![\p{L}])(?:más|menos|tan)\s+\p{L}+\s+(?:que|como)\s)(?:el|él|ella)(?=$|[,.!]|\s+y\s)/gu,
        hero.plural ? 'ellos' : hero.fem ? 'ella' : 'él',
      )
      // `A Osito le da mucho miedo la aspiradora`: what frightens the child, in the story's past.
      .replace(
        new RegExp(`^(A ${name} le) (da|dan)(?= (?:mucho |muchísimo |un poco de |bastante )?miedo )`, 'u'),
        (_all, who: string, gives: string) => `${who} ${gives === 'dan' ? 'daban' : 'daba'}`,
      )
      .replace(new RegExp(`^${name} se (le|les) (?=${BEFELL}(?![\\p{L}]))`, 'u'), `A ${hero.name} se $1 `)
      .replace(new RegExp(`(?<=,\\s)${name} se (le|les) (?=${BEFELL}(?![\\p{L}]))`, 'gu'), `a ${hero.name} se $1 `)
  );
}

/** The child's question and the parent's answer (`pregunto si ya no va a volver y le dije que no, que…`). */
const ANSWERED =
  /^(?:y\s+)?(pregunt[oó]\s+(?:si|que si|q si)\s+.+?)\s*,?\s+y\s+le\s+(?:dije|dijimos|expliqu[eé]|explicamos)\s+(?:que|q)\s+(no|sí|si)(?:\s*,\s*(?:que|q)\s+(.+))?$/iu;

/** Tears, and the child's words cried in quotes after them (`se puso a llorar "no quiero pincho"`). */
const CRIED_WORDS =
  /^(.*?(?<![\p{L}])(?:se\s+puso\s+a\s+llorar|llor[oó]|lloraba|llorando)(?:\s+(?:desconsolad[oa]|much[oa]|muchísimo|muchisimo|un\s+montón|un\s+monton|a\s+moco\s+tendido))?)\s*,?\s*:?\s*["«“]([^"»”]+)["»”]?$/iu;

/** Words shouted in quotes, and then what the child did (`gritaba "ya has vuelto" y no la soltaba`). */
const SHOUTED_THEN = /^((?:y\s+)?(?:gritaba|chillaba|dec[ií]a)\s*:?\s*["«“][^"»”]+["»”])\s*,?\s+y\s+(.+)$/iu;

/** Seeing someone come, said first, and then what the child did (`cuando la vio salir corrio`). */
const SAW_COME =
  /^((?:y\s+)?(?:cuando\s+(?:la|lo|los|las|le)\s+vio\s+(?:salir|llegar|entrar|aparecer|bajar)|(?:en\s+cuanto|nada\s+m[aá]s|apenas)\s+(?:vio|oy[oó])\s+(?:a\s+)?(?:(?:el|la|los|las|su|sus)\s+)?\p{L}+(?:\s+\p{Lu}\p{L}+)?))\s+(?!(?:de|del|por|a|al|en)\s)(?=(?:se|le|lo|la|empez|romp|llor|corr|sal)\p{L}*\s|(?:se|le|lo|la|empez|romp|llor|corr|sal)\p{L}*$)(.+)$/iu;

/** What the child did, and then what the child called to the parent (`… y me decia mama ven`). */
const CALLED_ME =
  /^(.+?)\s*,?\s+y\s+me\s+(dec[ií]a|dijo|gritaba|llamaba)\s+(mam[aá]|mami|pap[aá]|papi)\s*,?\s+((?:\p{L}+\s*){1,5})$/iu;

/** The parent's coming back, said first (`cuando volvi`, `cuando mama llego`), and what came after it. */
const PARENT_BACK =
  /^(?:y\s+)?cuando\s+(?:yo\s+(?=\p{L}+[ií]\s|\p{L}+[eé]\s))?(?:(?:(mam[aá]|mami|pap[aá]|papi)\s+(volvi[oó]|lleg[oó]|regres[oó]))|(volv[ií]|llegu[eé]|regres[eé]))\s*,?\s+(?!(?:a|de|del|al|en|con|por|para|se|le|les|lo|la|los|las|me|nos)\s)(.+)$/iu;

const BACK_VERB: Record<string, string> = { volv: 'volvió', lleg: 'llegó', regr: 'regresó' };

/** A grown-up of the family who begins the clause, and the verb after them (`papi volvio`, `la abuela Carmen cocino`). */
const GROWN_UP_VERB =
  /^((?:y\s+)?(?:(?:el|la|su|mi)\s+)?(?:mamá|mama|mami|papá|papa|papi|abuel[oa]|abuelit[oa]|yay[oa]|tí[oa]|tio|tia|tit[oa])(?:\s+\p{Lu}\p{Ll}+)?\s+)(\p{Ll}+)(?![\p{L}])/u;

export const es: Reteller = {
  clauses,
  // A nap is slept, not fallen asleep into (`se durmió una siesta` is `durmió una siesta`).
  // `ah y esta mañana…`: the parent remembering something more, told as what the child did.
  retell: (said, context) => {
    const clause = said
      .replace(/^(?:(?:ah+|oh+)(?:\s*,\s*|\s+)(?:y\s+)?|por cierto(?:\s*,\s*|\s+))(?=\p{L})/iu, '')
      // `pobre, hoy con fiebre`, `pobrecita tenia mocos`: the parent's pity is how they felt, not what happened.
      .replace(
        /^(?:pobre|pobrecit[oa]|pobrecill[oa]|pobret[oa])(?:\s*,\s*|\s+(?=(?:hoy|ayer|tenía|tenia|estaba|estuvo|con|se|le|no|ha|lleva|llevaba)(?![\p{L}])))/iu,
        '',
      )
      // `luego se le paso`: said alone, what passed is the upset just told.
      .replace(
        /^((?:y\s+)?(?:(?:luego|después|despues|al final|ya|pero)\s+)*se le pas[oó])((?:\s+(?:enseguida|rápido|rapido|pronto|al rato))?)$/iu,
        '$1 el disgusto$2',
      )
      // `la estrella la puso ella`: the parent's `ella` after the verb is the child, said by the hero's name.
      .replace(
        /(?<=(?:^|[\s,])(?:lo|la|los|las)\s+\p{L}+[oó])\s+(?:ella|él)(?=\s|$)(?!\s+(?:sol[oa]|solit[oa])(?![\p{L}]))/u,
        () => ` ${(context.hero as R).name}`,
      )
      // `berrinche de los dos`: a temper of both children, said as it was, with no one left out.
      .replace(
        /^(?:y\s+)?(?:(?:un|una|menudo|menuda|tremendo|tremenda|vaya)\s+)?(berrinche|rabieta|pataleta|llorera|perreta|enfado)\s+de\s+(?:los|las)\s+dos$/iu,
        (_all, fit: string) => `hubo ${/a$/u.test(fit) ? 'una' : 'un'} ${fit.toLowerCase()} de los dos`,
      )
      // `hacia de pastorcita`: the child's part in a play, said as what the child did that day.
      .replace(
        /^((?:y\s+)?(?:hoy\s+)?)hac[ií]a\s+de\s+(?!(?:comer|cenar|merendar|desayunar)(?![\p{L}]))(?=\p{L})/iu,
        '$1hizo de ',
      )
      // `porque yo le daba el pecho a la bebe`: the parent who writes is the mother who nursed, said as `mamá`.
      .replace(
        /(?<=(?:^|\s)(?:porque|xq|cuando|mientras|q|que)\s+)(?:yo\s+)?le\s+(?:daba|di|doy|estaba dando)\s+(?:el pecho|la teta|de mamar)(?![\p{L}])/iu,
        'mamá le daba el pecho',
      )
      // `me agache y le dije q respirara`: the parent's `I`, bending down to the child, said as the parent's doing
      // (`mamá se agachó y le dijo que respirara`), never the hero's.
      .replace(
        /^(?:y\s+)?(?:yo\s+)?me\s+(agach|sent|tumb|acost|arrodill|acerqu)(?:é|e)\s+y\s+le\s+(?:dije|expliqué|explique)\s+(?:que|q)\s+/iu,
        (_all, stem: string) =>
          `${context.parent ?? 'mamá'} se ${stem.toLowerCase().replace(/qu$/u, 'c')}ó y le dijo que `,
      )
      // `le deje la lamparita y me quede con el hasta q se durmio`: the parent's `I` staying by the child's bed, said as
      // the parent's doing (`mamá le dejó la lamparita y se quedó con Zuri`), never a clause with nobody in it.
      .replace(
        /^((?:y\s+)?(?:(?:luego|después|despues|al final|entonces)\s+)?)(?:yo\s+)?(?:le\s+dej[eé]\s+(.+?)\s+y\s+)?me\s+qued[eé]\s+(con\s+(?:él|el|ella)|a\s+su\s+lado)(?![\p{L}])/iu,
        (_all, lead: string, left: string | undefined, by: string) => {
          const parent = context.parent ?? 'mamá';
          const near = /^con\s+(?:él|el|ella)$/iu.test(by) ? `con ${(context.hero as R).name}` : by.toLowerCase();
          return `${lead}${parent} ${left ? `le dejó ${left} y ` : ''}se quedó ${near}`;
        },
      )
      // `lo vacuno la enfermera y lloro muchisimo`, `la enfermera le pincho y lloro`: the tears after someone else's
      // doing to the child are the child's, said by name (`y Zuri lloró`), never the nurse's.
      .replace(
        /^((?:y\s+)?(?:(?:luego|después|despues|entonces|al final)\s+)?(?:la|el|su|mi)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:le|la|lo)\s+\p{L}+(?:\s+[^,]*?)?)\s+y\s+(?=(?:llor[oó]|se\s+puso\s+a\s+llorar|se\s+ech[oó]\s+a\s+llorar|rompi[oó]\s+a\s+llorar)(?![\p{L}]))/iu,
        (all, did: string) =>
          new RegExp(`(?<![\\p{L}])${(context.hero as R).name}(?![\\p{L}])`, 'iu').test(did)
            ? all
            : `${did} y ${(context.hero as R).name} `,
      )
      // `su padre lo subio a hombros`: the parent's `su padre` at the start, on a day with no other child, is the
      // child's own dad (`papá lo subió`).
      .replace(
        /^((?:y\s+)?(?:(?:luego|después|despues|entonces|al final)\s+)?)su\s+(padre|madre)(?=\s)/iu,
        (all, lead: string, who: string) =>
          (context.otherKids ?? []).length > 0 ? all : `${lead}${who.toLowerCase() === 'padre' ? 'papá' : 'mamá'}`,
      )
      // `con la tita rocio`: a lower-case name after the Andalusian `tita` or `tito` is the aunt's or uncle's, said
      // with its capital (`la tita Rocío`), never left behind at the place.
      .replace(/(?<=(?:^|\s)(?:la|el|mi|su|con)\s+tit[ao]\s+)(\p{Ll}{3,})(?![\p{L}])/u, (word: string) =>
        givenName(spelledName(word, 'es'), 'es') !== undefined || AUNTS_NICKNAMES.has(word)
          ? spelledName(word, 'es')
          : word,
      )
      // `la fuimos a buscar al aeropuerto`, after `mami volvio de Londres`: whom they fetched, said by who came back
      // (`fueron a buscar a mamá al aeropuerto`), never a bare `la` the story has not just named.
      .replace(
        /^((?:y\s+)?(?:luego\s+|después\s+|despues\s+)?)(la|lo)\s+(fuimos|fui|fueron)\s+a\s+(buscar|recoger|esperar)(?=\s)/iu,
        (all, lead: string, it: string, went: string, fetch: string) => {
          const back =
            /(?<![\p{L}])(mam[aá]|mami|pap[aá]|papi|abuel[oa]|yay[oa])\s+(?:volvi[oó]|vuelve|volvía|volvia|lleg[oó]|llega|regres[oó]|regresa)(?![\p{L}])/iu.exec(
              context.description ?? '',
            )?.[1];
          if (!back || /^(?:mam|abuela|yaya)/iu.test(back) !== (it.toLowerCase() === 'la')) return all;
          const whom = back
            .toLowerCase()
            .replace(/^mam(?:a|i)$/u, 'mamá')
            .replace(/^pap(?:a|i)$/u, 'papá');
          return `${lead}${went} a ${fetch} a ${whom}`;
        },
      )
      // `montaron en los caballitos`, `jugaron juntos`: children at play with no one named, beside the one other child
      // of the day, are the hero and that child (`Zuri y Carlota montaron…`), never a `they` with nobody in it.
      .replace(
        /^((?:y\s+)?(?:(?:luego|después|despues|al final|entonces|y)\s+)*)((?:se\s+)?(?:montaron|jugaron|corrieron|saltaron|bailaron|pintaron|construyeron|nadaron|chapotearon|treparon|tiraron|rieron|merendaron))(?=\s)/iu,
        (all, lead: string, played: string) => {
          const kids = context.otherKids ?? [];
          const kid = kids[0];
          if (kids.length !== 1 || kid === undefined || (context.hero as R).plural) return all;
          if (/^se\s+tiraron$/iu.test(played) === false && /tiraron$/iu.test(played)) return all;
          return `${lead}${(context.hero as R).name} y ${kid} ${played.toLowerCase()}`;
        },
      )
      // `cuando yo lo cogi en brazos`: the parent's `I` holding someone, said as the parent's doing (`cuando mamá lo
      // cogió en brazos`).
      .replace(
        /(?<=(?:^|\s)(?:cuando|mientras|porque|xq)\s+)(?:yo\s+)?(lo|la|le)\s+(cog[ií]|cargu[eé]|abrac[eé]|tom[eé])(?=\s+en\s+brazos)/iu,
        (_all, it: string, held: string) =>
          `${context.parent ?? 'mamá'} ${it.toLowerCase()} ${({ cog: 'cogió', car: 'cargó', abr: 'abrazó', tom: 'tomó' } as Record<string, string>)[held.toLowerCase().slice(0, 3)] ?? 'cogió'}`,
      )
      // `la deje un ratito`: the parent let the child be for a while, said of the parent and of no gender (`mamá le dio
      // un ratito de calma`), never the hero leaving someone.
      .replace(
        /^(?:y\s+)?(?:yo\s+)?(?:la|lo)\s+dej(?:é|e)\s+(?:(?:un|otro)\s+(?:ratito|rato|momento|momentito|poquito))(?:\s+(?:sol[oa]|tranquil[oa]))?$/iu,
        () => `${context.parent ?? 'mamá'} le dio un ratito de calma`,
      )
      // `rabieta monumental en el super porque…`: the temper the hero had where it was (`tuvo una rabieta enorme en el
      // súper`), never `Hubo una rabieta monumental`; what the parent did not buy said of the grown-ups (`no le compraron`).
      .replace(
        /^(?:(?:una?|menud[oa]|tremend[oa]|vaya)\s+)?(rabieta|berrinche|pataleta|perreta|llorera)\s+(?:monumental|enorme|gord[oa]|tremend[oa]|épic[oa]|epic[oa]|de campeonato|de las gordas|de los gordos)(?=\s+(?:en|al|a la|de camino|cuando|antes|después|despues|por)\s)/iu,
        (_all, fit: string) => `tuvo ${/a$/iu.test(fit) ? 'una' : 'un'} ${fit.toLowerCase()} enorme`,
      )
      .replace(
        /(?<=(?:^|\s)(?:porque|xq|por que)\s+)(no\s+)?le\s+(compr|di|dej)(?:é|e)(?![\p{L}])/iu,
        (_all, no = '', stem: string) =>
          `${no}le ${stem.toLowerCase() === 'di' ? 'dieron' : `${stem.toLowerCase()}aron`}`,
      )
      // `papi volvio de mexico`: the grown-up's verb typed without its accent, put back as for the child's own.
      .replace(GROWN_UP_VERB, (all, who: string, verb: string) =>
        FIRST_VERB.has(verb) ? `${who}${accents(verb)}` : all,
      );
    const cry = cried(clause, context.hero);
    if (cry) return cry;
    // `se puso a llorar "no quiero pincho"`, `lloraba desconsolada "mi taza mi taza"`: the tears, then the child's own
    // words as the child cried them (`…, y decía: «No quiero pincho»`).
    const tearful = CRIED_WORDS.exec(clause);
    if (tearful) {
      const [, first = '', words = ''] = tearful;
      const inner = es.retell(first, context);
      const line = words
        .trim()
        .replace(/[!?.]+$/u, '')
        .replace(/^(\p{L}+(?:\s+\p{L}+){0,2})\s+\1$/iu, '$1, $1');
      if (inner !== undefined && line !== '')
        return `${inner.replace(/\.$/u, '')}: «${line.charAt(0).toUpperCase()}${line.slice(1)}».`;
    }
    // `gritaba "mami mami ya has vuelto" y no la soltaba`: the words shouted, then what the child did next.
    const shoutedThen = SHOUTED_THEN.exec(clause);
    if (shoutedThen) {
      const [, said0 = '', then = ''] = shoutedThen;
      const words = es.retell(said0, context);
      const next = es.retell(then, context);
      if (words !== undefined && next !== undefined) {
        // (`Y no la soltaba`: the hero just named shouting, not named again.)
        const hero = `${context.hero.name} `;
        const rest = next.startsWith(hero) ? next.slice(hero.length) : next.charAt(0).toLowerCase() + next.slice(1);
        return `${words} Y ${rest}`;
      }
    }
    // `cuando la vio salir corrio`: when the child saw someone come, then what the child did (`Cuando la vio salir,
    // Zuri corrió`).
    const sawCome = SAW_COME.exec(clause);
    if (sawCome) {
      const [, when = '', then = ''] = sawCome;
      const next = es.retell(then, context);
      // (The hero named in the `cuando`, `Cuando Zuri la vio salir, corrió`: what follows the comma is no new
      // sentence for the hero's name to start.)
      const hero = `${context.hero.name} `;
      if (next?.startsWith(hero))
        return `${capital(when.trim().replace(/^((?:y\s+)?(?:cuando|en\s+cuanto|nada\s+m[aá]s|apenas))\s+/iu, `$1 ${hero}`))}, ${next.slice(hero.length)}`;
      // (After the comma the sentence goes on: `…a la enfermera, se puso a llorar`, a name kept as written.)
      const first = next?.split(' ')[0] ?? '';
      const named = [context.hero.name, ...context.names.map(nameWritten)].includes(first);
      if (next !== undefined)
        return `${capital(when.trim())}, ${named ? next : next.charAt(0).toLowerCase() + next.slice(1)}`;
    }
    // `se puso celosa … y me decia mama ven`: what the child did, then what the child kept calling to the parent, in
    // the child's words (`…, y decía: «Mamá, ven»`).
    const calling = CALLED_ME.exec(clause);
    if (calling) {
      const [, first = '', verb = '', whom = '', words = ''] = calling;
      const inner = es.retell(first, context);
      if (inner === undefined) return undefined;
      const callee = capital(spelled(whom.toLowerCase()));
      const said = /^dij/iu.test(verb) ? 'dijo' : /^grit/iu.test(verb) ? 'gritaba' : 'decía';
      const line = words.trim().replace(/[!?.]+$/u, '');
      return `${inner.replace(/\.$/u, '')}, y ${said}: «${callee}, ${line}».`;
    }
    // `cuando volvi estaban las dos en el suelo riendose`: the parent's coming back (`Cuando mamá volvió, …`), then
    // what the parent found, told on its own.
    const back = PARENT_BACK.exec(clause);
    if (back) {
      const [, who = '', mine = '', theirs = '', rest = ''] = back;
      const inner = es.retell(rest, context);
      if (inner === undefined) return undefined;
      const parent = who ? spelled(who.toLowerCase()) : (context.parent ?? 'mamá');
      const verb = BACK_VERB[(mine || theirs).toLowerCase().slice(0, 4)] ?? 'volvió';
      const named = [context.hero.name, ...context.names, ...(context.children ?? [])];
      const first = /^\p{L}+/u.exec(inner)?.[0] ?? '';
      const body = named.includes(first) ? inner : inner.charAt(0).toLowerCase() + inner.slice(1);
      return `Cuando ${parent} ${verb}, ${body}`;
    }
    const answered = ANSWERED.exec(clause);
    if (answered) {
      const [, asked = '', answer = '', more = ''] = answered;
      const question = es.retell(asked, context);
      if (question === undefined) return undefined;
      // `que la recordamos siempre`: what the family does, said of them (`que la recordarían siempre`).
      const ours = /^(.*?)(\p{L}+)amos(?![\p{L}])(.*)$/u.exec(more);
      const then = ours ? `, pero que ${ours[1]}${ours[2]}arían${ours[3]}` : '';
      return `${question.replace(/\.$/u, '')}, y ${context.parent ?? 'mamá'} le dijo que ${answer.toLowerCase().replace(/^si$/u, 'sí')}${then}.`;
    }
    // `decia "hay un lobo en mi cuarto"`: what the child kept saying, typed without the accent of `decía`, said as the
    // child said it (`Osito decía: «Hay un lobo en mi cuarto»`).
    const kept = KEPT_SAYING.exec(clause);
    if (kept) {
      const [, lead = '', saying = '', words = ''] = kept;
      const line = words
        .trim()
        .replace(/[!?.]+$/u, '')
        // (`mama no te vayas`: mum called at the start, with her accent and her comma.)
        .replace(
          /^(m|p)(?:ama|apa|amá|apá)\s+(?=\p{L})/iu,
          (_all, who: string) => `${who}${who === 'm' || who === 'M' ? 'amá' : 'apá'}, `,
        )
        // (`lo quiero lo quiero`: the same words said twice, with the comma between them.)
        .replace(/^(\p{L}+(?:\s+\p{L}+){0,2})\s+\1$/iu, '$1, $1')
        // (`mami mami ya has vuelto`: the call said twice, with its commas.)
        .replace(/^(mami|papi|mamá|papá|mama|papa|abuela|abuelo|yaya|yayo)\s+\1\s+(?=\p{L})/iu, '$1, $1, ')
        .replace(/(?<![\p{L}])aqui(?![\p{L}])/giu, 'aquí')
        .replace(/(?<![\p{L}])tambien(?![\p{L}])/giu, 'también');
      if (line !== '') {
        const when = lead.trim().replace(/^y$/iu, '');
        // (`gritaba "lo quiero"`: shouted words are shouted in the story too.)
        const verb = /^(?:gritaba|chillaba)$/iu.test(saying) ? 'gritaba' : 'decía';
        const told = `${context.hero.name} ${verb}: «${line.charAt(0).toUpperCase()}${line.slice(1)}».`;
        return when ? `${capital(when)}, ${told}` : told;
      }
    }
    const spoken = SPOKEN_TO.exec(clause);
    if (spoken) {
      const [, said0 = '', who = '', verb = '', words = ''] = spoken;
      const everyone = [...context.names, ...(context.children ?? [])];
      // (`dani le dijo`: a name of the day, typed small; any other word before `le dijo` is no one to quote, but
      // the end of the `cuando` before it: `cuando lo encontraron le dijo`.)
      const named = who ? everyone.find((name) => fold(name).toLowerCase() === fold(who).toLowerCase()) : undefined;
      const inWhen = who !== '' && named === undefined && /^cuando\s/iu.test(said0);
      const lead = inWhen ? `${said0.trim()} ${who}` : said0;
      const speaker = named ?? (who === '' || inWhen ? context.hero.name : undefined);
      if (speaker && words.trim() !== '') {
        const said = (
          { grito: 'gritó', pregunto: 'preguntó', contesto: 'contestó', decia: 'decía' } as Record<string, string>
        )[verb.toLowerCase()];
        const line = words
          .trim()
          .replace(/[!?.]+$/u, '')
          // `toma te lo dejo`, `Canelo malo no se va`: the call or the offer at the start, apart with its comma.
          .replace(/^(toma|ten|mira|oye|ven|vale|vete|fuera)\s+(?=\p{L})/iu, '$1, ')
          .replace(
            /^(\p{Lu}\p{Ll}+(?:\s+(?:malo|mala|bonito|bonita|guapo|guapa|tonto|tonta))?)\s+(?=no\s|ven\s|mira\s|eres\s)/u,
            '$1, ',
          )
          .replace(/(?<![\p{L}])(m)i([oa]s?)(?![\p{L}])/giu, '$1í$2')
          .replace(/(?<![\p{L}])aqui(?![\p{L}])/giu, 'aquí')
          .replace(/(?<![\p{L}])tambien(?![\p{L}])/giu, 'también');
        // (`cuando llegamos`: the parent's `we` in the time said, said of the family.)
        const when = lead
          .trim()
          .replace(/,$/u, '')
          .replace(/(?<![\p{L}])\p{L}+(?:amos|imos)(?![\p{L}])/gu, (word) => they(word) ?? word);
        const told = `${speaker} le ${said ?? verb.toLowerCase()}: «${line.charAt(0).toUpperCase()}${line.slice(1)}».`;
        return when ? `${capital(when)}, ${told}` : told;
      }
    }
    const teacher = TEACHER_TOLD.exec(clause);
    if (teacher) {
      const [, lead = '', who = '', news = ''] = teacher;
      // (`zuri`, typed small: a name of the day keeps its capital.)
      const named = news.replace(
        /\p{L}+/gu,
        (word) =>
          [...context.names, ...(context.children ?? [])].find(
            (name) => fold(name).toLowerCase() === fold(word).toLowerCase(),
          ) ?? word,
      );
      const inner = es.retell(named, context);
      if (inner === undefined) return undefined;
      const said = /^\p{Lu}\p{Ll}*/u.exec(inner)?.[0] ?? '';
      const keep =
        said === context.hero.name ||
        (said !== '' && named.startsWith(said)) ||
        [...context.names, ...(context.children ?? [])].includes(said);
      const body = (keep ? inner : inner.charAt(0).toLowerCase() + inner.slice(1)).replace(/\.$/u, '');
      const when = lead ? `${capital(lead.trim().replace(/,$/u, ''))}, ` : '';
      const [article = '', role = '', ...name] = who.split(/\s+/u);
      const teller = [`${article.toLowerCase()} ${role.toLowerCase()}`, ...name].join(' ');
      return `${when}${lead ? teller : capital(teller)} contó que ${body}.`;
    }
    const told = retold(clause.replace(CHILD_AND, `${context.hero.name} y `), context);
    return told === undefined
      ? undefined
      : songMarked(cameTo(withFamily(refused(theirs(told), context.hero), context.hero), context.hero));
  },
  // `pero se rió`: a short verb is a key too, or the laugh after a fall would go untold.
  keys: (clause) => {
    // (`y el flipando` is told as `miraba con la boca abierta`: its key is the mouth.)
    // (`mi gordo hizo una torre`: the pet name is the hero, no thing of the day to tell.)
    const folded = fold(
      clean(
        storyWords(clause.replace(/^a\s+(?=(?:mi|la|el)\s)/iu, '').replace(PET_NAME, '')).replace(
          /(?<![\p{L}])(?:flip|alucin)\p{L}*(?![\p{L}])/giu,
          'boca',
        ),
      ),
    ).toLowerCase();
    const keys = keyWords(folded, STOP).map((key) => SAME[key] ?? key);
    return /(?<![\p{L}])se (?:rio|rie)(?![\p{L}])/u.test(folded) ? [...keys, 'rio'] : keys;
  },
  has: (text, key) => {
    const folded = fold(text);
    const one = fold(key);
    // (`vacuna de la gripe` typed beside `el pinchazo de la gripe` written: one jab, told once.)
    const jab = JABS.find((word) => one.startsWith(word));
    if (jab) return JABS.some((word) => hasWordStart(folded, word));
    // (`dormir en la cama grande` typed beside `se vino a nuestra cama y durmio` written: one night in the big bed.)
    if (/^(?:dorm|durm)/u.test(one)) return hasWordStart(folded, 'dorm') || hasWordStart(folded, 'durm');
    if (
      one === 'grand' &&
      /(?<![\p{L}])(?:nuestra|mi)\s+cama(?![\p{L}])|cama\s+de\s+(?:mama|papa|los papas)/u.test(folded)
    )
      return true;
    // (`peli en el sofa` typed beside `en el sofa viendo frozen` written: one film, told once.)
    if (['peli', 'pelis', 'pelic'].includes(one)) return FILMS.some((word) => hasWordStart(folded, word));
    // (`rabieta al salir del parque` typed beside `cuando tocaba irse pillo una rabieta` written: one leaving.)
    if (['salir', 'salid', 'irse', 'irnos'].includes(one)) return LEAVING.some((word) => hasWordStart(folded, word));
    // (`vestirse sola` typed beside `se vistio sola` written: the verb whose `e` turns `i` in the past, told once.)
    const shifted = SHIFTED.find(([now]) => one.startsWith(now));
    if (shifted && hasWordStart(folded, shifted[1])) return true;
    // (`despedida de la guarde` typed beside `ultimo dia en la guarde` or `le dijimos adios` written: one goodbye.)
    if (one.startsWith('despedid') || one === 'despi')
      return ['despid', 'despedi', 'adios', 'ultimo dia'].some((word) => hasWordStart(folded, word));
    // `tíos` is told by `el tío`.
    return hasWordStart(folded, one) || (/^\p{L}{3,}s$/u.test(one) && hasWordStart(folded, one.slice(0, -1)));
  },
  afternoon:
    // (`estuvo toda la tarde con su hermanito`: the whole afternoon is the afternoon's too.)
    /(?<![\p{L}])(?:(?:por|en|a|de|x) la tarde|esta tarde|toda la tarde|después de la siesta|después de comer|a la salida)(?![\p{L}])/iu,
  morning: MORNING,
  waking: /(?<![\p{L}])(?:se despert\p{L}*|amaneci\p{L}*|se levant\p{L}*|madrug\p{L}*)(?![\p{L}])/iu,
  // (`bañamos al perro en el patio`: the dog's bath, not the child's own at bedtime.)
  // `en la tarde vimos caricaturas en la cama`: the afternoon's, whatever room it was in; Chile's `once` is the
  // evening's meal (`tomamos once con marraqueta`).
  // (`toda la mañana en pijama`: a morning at home, not the bedtime's pyjamas; `el gato no salió de abajo de la cama en
  // toda la tarde`: the afternoon's, not bedtime; `cayó rendido`: asleep at the day's end.)
  // (`lo celebramos bailando en el baño`, `pipí en el orinal`: the potty's bathroom in the day, not the bath at night.)
  evening:
    /^(?![\s\S]*(?<![\p{L}])(?:(?:por|en|a) la tarde|toda la mañana|toda la tarde|(?:debajo|abajo) de la cama|lo celebr\p{L}*|orinal|váter|vater|inodoro)(?![\p{L}]))[\s\S]*?(?<![\p{L}])(?:cena|cenó|cenamos|cenar|cenaron|ceno|bañ(?!os?\s+(?:de(?:l|\s+la|\s+una?)?\s+)?(?:bar|parque|plaza|restaurante|cafetería|cafeteria|café|cafe|centro comercial|súper|super|supermercado|gasolinera|aeropuerto|colegio|cole|escuela|guarde|guardería|guarderia|jard[ií]n|playa|piscina|avión|avion|tren|museo|cine|hospital|públicos?|publicos?)(?![\p{L}]))(?!\p{L}*\s+(?:al|a la|a los|a las|a su|a sus)\s+(?:perr|gat|mascot|muñec|peluche|bebé|bebe|hermanit)\p{L}*)\p{L}*|(?:(?<!(?:que|q)\s+(?:(?:lo|la)\s+)?)dormir(?!\s+(?:al?|el|la)\s+(?!casa|la\s+cama|su\s+cama|mi\s+cama|la\s+siesta)\p{L})|durmió|se durmio|se durmieron(?!\s+(?:la|una)\s+siesta)|(?<!(?:cuando|mientras|hasta que)\s)(?:se qued[oó] dormid[oa]|se qued[oó] frit[oa])|ca(?:y[oó]|[ií]do) (?:rendid|frit|redond)[oa])(?! (?:una |la )?siesta)|a dormir|cama(?! [\p{L}\s]*siesta)|pijama|piyama|acost\p{L}*|a la noche|en la noche|por la noche|esta noche|(?:tom\p{L}*|a tomar|la|de|hora de la) once)(?![\p{L}])/iu,
};
