import { ADVERB_DE } from '../../lexicon/read.ts';
import type { RetellContext, Reteller } from './types.ts';
import { capital, ended, hasWordStart, keyWords, tidy, wordSet } from './words.ts';

/**
 * German: parents write in the perfect tense, in lower case, often without a subject (`kakao getrunken`, `hat nur
 * geweint`), with regional and chat spellings (`ham`, `is`, `nich`, `aufm`, `gmacht`). The story tells in the simple
 * past, so a clause is told there: the helper verb goes, the participle becomes the past form in its place and a
 * separable part goes to the end (`hat die kaninchen gefüttert`: `fütterte die Kaninchen`, `kerzen ausgepustet`:
 * `pustete Kerzen aus`). The child (`sie`, `er`) is the hero, a clause without a subject takes the hero, the parent's
 * `wir` is the hero and the grown-ups, `mein` is the hero's grown-up; nouns get their capitals. A clause in Swiss
 * German, one the parent says of themselves (`ich`), or one whose shape is not known is left out.
 */

type R = {
  nom: string;
  akk: string;
  dat: string;
  er: string;
  ihn: string;
  ihm: string;
  sein: string;
  pl: boolean;
};

const STOP = wordSet(`
  aber alle alles also auch bald beim beide beiden bisschen dann danach dass denn dich diese dieser doch dort durch
  eigentlich einem einen einer eines einfach endlich erst etwas ganz ganze ganzen gerade gibt gabs gings haben habe
  hatte hatten heim heut heute hier immer irgendwann jetzt jede jeden jeder kein keine keinen kurz lang lange mach
  machen mega mehr mein meine meinem meinen meiner mich mir mit nach nachher nich nicht nichts noch nochmal nur oder
  ohne schon sehr sein seine seinem seinen seiner sich sind soll total über unser unsere unter viel viele vielen voll
  vom von vorm wann waren wegen weil weiter wenn werden wieder will wird wollte wollten wollt zum zur zusammen zwei
  drei mal gleich sogar wirklich tatsächlich ihre ihrem ihren ihrer ihres eben echt halt
`);

/** Chat and the parent's asides, left out of a story sentence (`in echt` is the real one, kept). */
const CHAT =
  /(?<![\p{L}])(lol|haha+|hihi+|xd|omg|krass|zum glück|tatsächlich|übrigens|anscheinend|irgendwie|halt|eben|(?<!(?<![\p{L}])in )echt|ja ja|jaja|naja|na ja|mal sehn|mal sehen|(?<!(?:gebrüllt|geschrien|gschrien|geschrieen) )wie verrückt(?! (?:gebrüllt|geschrien|gschrien|geschrieen)(?![\p{L}]))|ohne ende)(?![\p{L}])/giu;

/** Spoken and misspelled words as the story writes them. */
/** A spelling's replacement, when text with `$1` cannot say it: a function of the match and its groups. */
type Mend = (whole: string, ...groups: (string | undefined)[]) => string;

/** What was helped with, as done (`geholfen … zu kochen`: `gekocht`). */
const HELPED_TO: Record<string, string> = {
  kochen: 'gekocht',
  backen: 'gebacken',
  putzen: 'geputzt',
  waschen: 'gewaschen',
  decken: 'gedeckt',
  schnippeln: 'geschnippelt',
  rühren: 'gerührt',
};

const SPELLING: [RegExp, string | Mend][] = [
  [/\bis\b/giu, 'ist'],
  // `dann is ihr luftballon geplatzt`: the verb said first, what it befell comes after it and is the one who did it
  // (`ihr luftballon ist geplatzt`), never the child.
  [
    /^((?:(?:dann|da|und|plötzlich|auf einmal) )*)(?:ist|war) (ihr|ihre|sein|seine|der|die|das|mein|meine|unser|unsere) (\p{L}{3,}) ((?:(?:einfach|plötzlich|auch|dann|gleich|sofort|leider) )*)(\p{L}*ge\p{L}{2,}(?:t|en))$/iu,
    '$1$2 $3 ist $4$5',
  ],
  // `hat sich am boden geschmissen`: thrown down in a temper is onto the floor (`schmiss sich auf den Boden`).
  [
    /(?<![\p{L}])sich (?:am|aufm|auf dem) boden (geschmissen|gschmissen|hingeschmissen|geworfen)(?![\p{L}])/giu,
    (_whole, thrown = '') => `sich auf den boden ${/geworfen/iu.test(thrown) ? 'geworfen' : 'geschmissen'}`,
  ],
  // `am rastplatz picknick gemacht`: the picnic takes its article (`machte … ein Picknick`).
  [
    /(?<![\p{L}])(?<!(?:ein|das|unser|kleines|großes|ne|n) )picknick (?=(?:gemacht|gmacht)(?![\p{L}]))/giu,
    'ein picknick ',
  ],
  // `mim roller den weg runter und voll hingeflogen`: the ride down said without its verb, then the fall; the ride is
  // told (`fuhr mit dem Roller den Weg herunter und fiel hin`).
  [
    /(?<![\p{L}])((?:mim|mitm|mit dem|mit seinem|mit ihrem|aufm|auf dem) (?:roller|laufrad|rad|fahrrad|dreirad|bobbycar|scooter) (?:den|die|das) (?:weg|berg|hügel|hang|straße|strasse|rampe|abhang|gehweg)) (?:runter|hinunter|herunter) und (?:(?:voll|total|richtig|dann|mega|einfach) )*(hingeflogen|hingefallen|hingeknallt|hingeplumpst|umgekippt)(?![\p{L}])/giu,
    // (`weg` is a noun here, never the adverb: `den Weg`.)
    (_whole, ride = '', fell = '') => `${ride.replace(/ weg$/iu, ' Weg')} runtergefahren und ${fell}`,
  ],
  // `ihm leise was vorgesungen`: the spoken `was` of something sung, read or made is `etwas` in the story.
  [
    /(?<![\p{L}])was (vorgesungen|vorgelesen|vorgespielt|gesungen|gemalt|gebastelt|gebaut|gebacken|gekocht|erzählt|geschenkt)(?![\p{L}])/giu,
    'etwas $1',
  ],
  // `irgendwann hatte sie eiskalte finger und hat gejammert`: a time said first, then two doings; the child leads and the
  // time follows its verb (`sie hatte irgendwann eiskalte finger und hat gejammert`).
  [
    /^(irgendwann|später|plötzlich|auf einmal|danach|nachher|mittags|nachmittags|abends|oben|unten) (hatte|war) (sie|er) (.+ und (?:hat|ist|hatte|war) .+)$/iu,
    '$3 $2 $1 $4',
  ],
  // `vorher waren wir noch bei oma zum kaffee`: the family said after its verb goes first, the time after the verb
  // (`wir waren vorher noch bei oma`).
  [
    /^(vorher|davor|danach|dann|nachher|später|hinterher|morgens|vormittags|mittags|nachmittags|abends) (waren|warn) wir (?=(?:noch |auch |kurz )*(?:bei|beim|im|in|auf|am|an|zum|zur)\b)/giu,
    (_whole, when) => `wir waren ${when} `,
  ],
  // `die katze von nachbarn`: the neighbours are said with their article (`von den Nachbarn`).
  [/\bvon (nachbarn|nachbars)\b/giu, 'von den nachbarn'],
  // `mit unserm hund gassi`: the family's own pet without its name, gone with, is `dem Hund`; with its name it is
  // called as the child calls it (`Hund Bello`).
  [
    /\b(mit|und) (?:unserm|unserem|unsrem|unsern) (hund|kater|hamster|hasen|dackel|pudel|mops|welpen)\b(?=\s+(?:gassi|spazieren|ge\p{L}{3,}(?:t|en))\b|\s*$)/giu,
    '$1 dem $2',
  ],
  [
    /\b(mit|und) (?:unserer|unsrer) (katze|hündin|schildkröte)\b(?=\s+(?:gassi|spazieren|ge\p{L}{3,}(?:t|en))\b|\s*$)/giu,
    '$1 der $2',
  ],
  // `einmal umgekippt aufs knie`: a child who tipped over onto a knee fell (`fiel aufs Knie`), never `kippte aufs Knie um`.
  [
    /\b(?:umgekippt|umgefallen|hingefallen|hingeflogen) (aufs knie|auf die knie|auf die hand|auf die hände|auf den po|aufn po|aufm po|auf die nase)\b/giu,
    (_whole, spot) => `${spot === 'aufn po' || spot === 'aufm po' ? 'auf den po' : spot} gefallen`,
  ],
  // `in jede pfütze gesprungen mit ihrer freundin mia`: a friend or sibling said after the doing, with no one before
  // it, goes before the rest (`mit ihrer Freundin Mia in jede Pfütze gesprungen`).
  [
    /^((?:(?:heute|morgens|vormittags|mittags|nachmittags|abends|dann|danach) )?)((?:(?!(?:hat|hab|haben|ham|ist|sind|war|waren|er|sie|wir|ich)\b)[\p{L}-]+ ){1,6}?)(ge\p{L}{3,}(?:t|en)) (mit (?:ihrer|seiner|ihrem|seinem|ihren|seinen) (?:freundin|freund|freunden|freundinnen|bruder|schwester|cousine|cousin|geschwistern|kumpel|kumpels)(?: \p{L}{2,})?)$/iu,
    '$1$4 $2$3',
  ],
  // `im aquarium gewesen mit ida und ihrer mama`: who the child was somewhere with, said after `gewesen`, goes before
  // the place (`mit Ida und ihrer Mama im Aquarium gewesen`), never told as a noun `Gewesen`.
  [
    /^((?:(?:heute|heut|morgens|vormittags|mittags|nachmittags|abends|dann|danach) )?)((?:im|am|beim|aufm|auf dem|auf der|in der|in den|bei der|bei dem|bei) (?:[\p{L}-]+ ){0,2}[\p{L}-]+) gewesen (mit (?:[\p{L}-]+ ){0,4}[\p{L}-]+)$/iu,
    '$1$3 $2 gewesen',
  ],
  // `durfte die kleine halten`: the new baby called `die Kleine` or `den Kleinen`, held or fed, is the baby (`das
  // Baby halten`), never an adjective before a noun `Halten`.
  [
    /\b(?:die kleine|den kleinen|unsere kleine|unseren kleinen|das kleine) (?=(?:halten|tragen|füttern|streicheln|wickeln|baden|knuddeln|drücken|küssen|anschauen|angucken|gehalten|getragen|gefüttert|gestreichelt|gewickelt|gebadet|geknuddelt|gedrückt|geküsst|angeschaut|angeguckt)(?![\p{L}]))/giu,
    'das baby ',
  ],
  // `durfte das baby halten aufm sofa`: a place said after the infinitive of `durfte`, `wollte`, `konnte` goes before
  // it (`durfte das Baby auf dem Sofa halten`).
  [
    /\b(durfte|durften|wollte|wollten|konnte|konnten|musste|mussten)((?: [\p{L}-]+){0,4}) ([\p{L}]{3,}en) ((?:aufm|auf dem|auf der|im|in der|am|an der|beim|unterm|unter dem|unter der) [\p{L}-]+)$/iu,
    '$1$2 $4 $3',
  ],
  // `in der badewanne aufgewärmt`: the child warmed up is warmed up themself (`wärmte sich … auf`), never `wärmte auf`.
  [
    /(?<!(?<![\p{L}])sich )\b((?:in der (?:badewanne|wanne)|im (?:bad|warmen)|am (?:ofen|kamin|feuer)|unter der decke)(?: (?:wieder|schön|richtig|ganz))?) (aufgewärmt|gewärmt)$/iu,
    'sich $1 $2',
  ],
  // `oma ist da und hilft`: a grown-up here to help, said in the present, helped on the day told (`und half`).
  [
    /\b(ist|sind|war|waren) (da|hier|zu besuch|bei uns)( und)(?: (?:hilft|helfen|hilfst)( mit| viel| ganz viel| beim \p{L}+)?)$/iu,
    (_whole, be, where, and, what) =>
      `${be} ${where}${and} ${/^(?:sind|waren)$/iu.test(be ?? '') ? 'halfen' : 'half'}${what ?? ''}`,
  ],
  // `um 3 aufgewacht`: an hour of the clock is said in words (`um drei`).
  [
    /(?<![\p{L}\d])um (1[0-2]|[1-9])(?= (?:aufgewacht|aufgwacht|wach geworden|wach|aufgestanden)(?![\p{L}]))/giu,
    (_whole, hour) =>
      `um ${['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'][Number(hour) - 1]}`,
  ],
  // `nachmittags mit oma und ihrem hund in den park`, `mit papa und dem drachen aufs feld`: a way said without its verb,
  // with someone and something taken along, is a going (`ging mit Oma und ihrem Hund in den Park`).
  [
    /^((?:(?:heute|heut|dann|danach|nachher|später|morgens|vormittags|mittags|nachmittags|abends) )?mit (?:[\p{L}-]+ ){1,2}und (?:dem|der|den|seinem|seiner|ihrem|ihrer|unserem|unserer|unserm) [\p{L}-]+ (?:aufs|auf den|auf die|auf das|in den|in die|ins|zum|zur|an den|an die|ans) [\p{L}-]+)$/iu,
    '$1 gegangen',
  ],
  // `mittags war sie bissl eifersüchtig und hat geweint weil mama stillen musste`: a time first, then how the child
  // was and what they did for a reason, is told with the child first (`sie war mittags … und weinte, weil …`).
  [
    /^(morgens|vormittags|mittags|nachmittags|abends|nachts|dann|danach|später) (war|wurde) (sie|er) (?=(?:[\p{L}-]+ ){1,4}und (?:hat|ist) (?:[\p{L}-]+ ){0,3}ge\p{L}+ (?:weil|als) )/iu,
    '$3 $2 $1 ',
  ],
  // `oma und opa sind heut gekommen und bleiben übers wochenende`: a stay said in the present is told as the day's
  // (`und blieben übers Wochenende`).
  [
    /\b(sind|ist|is) ((?:[\p{L}-]+ ){0,2}(?:gekommen|angekommen|da)) und (?:bleiben|bleibt) ((?:übers|über das|bis|die ganze|ein paar|noch|zwei|drei) (?:[\p{L}-]+ ){0,2}[\p{L}-]+)$/iu,
    '$1 $2 und $1 $3 geblieben',
  ],
  // `von der dienstreise zurück gekommen`: a way back typed apart is one verb (`zurückgekommen`), never a noun.
  [/\b(zurück|heim) (ge(?:kommen|fahren|flogen|laufen|rannt|bracht|geben)|kommen|fahren|fliegen)\b/giu, '$1$2'],
  // `voll albernen tag gehabt`: a day said by how it was takes its article (`einen ganz albernen Tag`).
  [
    /\b(?:(?:einen|nen|n) )?(?:voll|total|mega|echt|richtig|so|sau) (\p{L}{3,}en) tag (gehabt|erlebt)\b/giu,
    'einen ganz $1 tag $2',
  ],
  [/\b(?:nen|n) (\p{L}{3,}en) tag (gehabt|erlebt)\b/giu, 'einen $1 tag $2'],
  // `in der badewanne schaumbart gemacht`: a foam beard or crown is made one at a time (`einen Schaumbart`).
  [/(?<!(?<![\p{L}])(?:einen|nen|n|ein|den|der|dem|eine|ne|seinen|ihren) )\bschaumbart\b/giu, 'einen schaumbart'],
  [/(?<!(?<![\p{L}])(?:eine|ne|n|die|der|einer|seine|ihre) )\bschaumkrone\b/giu, 'eine schaumkrone'],
  // `sich n schokocroissant ausgesucht und nen kakao mit sahne`: a second thing said after the verb was chosen too
  // (`… ein schokocroissant und nen kakao mit sahne ausgesucht`).
  [
    /^(.+ (?:ein|eine|einen|n|ne|nen) \p{L}{3,}) (ausgesucht|gekauft|bestellt|bekommen|gekriegt|gegessen|getrunken|gefunden|mitgenommen) und ((?:ein|eine|einen|n|ne|nen) \p{L}{3,}(?: mit \p{L}{3,})?)$/iu,
    '$1 und $3 $2',
  ],
  // `abends war besuch da`: the guests who came, said with their time first (`abends besuch da`).
  [
    /^((?:heute|heut|morgens|vormittags|mittags|nachmittags|abends|dann|danach|später) )(?:war|kam) (besuch(?: da)?)$/iu,
    '$1$2',
  ],
  // `abends puzzle mit den tieren und … gesungen`: the puzzle said bare before what was done next was done too
  // (`ein puzzle … gemacht und … gesungen`), never sung.
  [
    /^((?:(?:abends|morgens|mittags|nachmittags|vormittags|dann|danach|später|heute|heut) )*)(?:ein |n |nen )?puzzle((?: mit (?:den |dem |der )?\p{L}+)?) und (?=(?:\p{L}+ ){1,5}ge\p{L}+(?:t|en)$)/iu,
    '$1ein puzzle$2 gemacht und ',
  ],
  // `(dann) sind wir raus`: going out is a going, never a `waren raus` (`gingen raus`).
  [
    /(?<=(?<![\p{L}])(?:sind|ist|san)(?: (?:dann|schnell|gleich|wieder|einfach|zusammen))*) (raus|rein|hinaus|hinein)$/iu,
    ' $1gegangen',
  ],
  // `da lag mama schon neben ihr im bett`: the grown-up said after the verb is who the clause is about (`Mama lag …`).
  [
    /^(?:da|dann|und da) (lag|stand|saß|sass|kam|war) (mama|mami|papa|papi|oma|omi|opa|opi)(?= \p{L})/iu,
    (_whole, verb = '', who = '') => `${who} ${verb.toLowerCase() === 'sass' ? 'saß' : verb}`,
  ],
  // `is ben von selber hingegangen`: who did it of their own accord is said after the helper; they lead the clause.
  [
    /^(?:(?:und )?(?:dann|da|danach) )?(ist|is|hat) (\p{L}{2,}) (?:von selber|von selbst|von sich aus)(?= \p{L})/iu,
    (_whole, helper = '', who = '') => `${who} ${helper} von selbst`,
  ],
  // `der wind hat so am rollladen gerüttelt`: the spoken `so` of how much, with no `dass` after it, is `ganz doll`.
  [
    /(?<=(?<![\p{L}])(?:hat|hatte|hats)) so (?=(?:am|an der|an den|ans|im|in der|gegen die|gegen den) \p{L}+ ge\p{L}+t$)/iu,
    ' ganz doll ',
  ],
  // `dann noch in den park enten füttern`: what was done there, said with the way there, is done in the place (`im
  // Park Enten füttern`).
  [
    /(?<![\p{L}])in den (park|garten|wald|zoo|tierpark|wildpark|stadtpark|schlosspark) (?=(?:\p{L}+ )?(?:füttern|spielen|schaukeln|rutschen|picknicken|toben|anschauen|angucken|beobachten)$)/iu,
    'im $1 ',
  ],
  // `mit opa aufn spielplatz rutschen`: what was done there, said with the way there, is done in the place (`auf dem
  // Spielplatz rutschen`).
  [
    /(?<![\p{L}])(?:aufn|auf den) (spielplatz|bolzplatz|abenteuerspielplatz|wasserspielplatz|trampolin|hof) (?=(?:\p{L}+ )?(?:rutschen|schaukeln|spielen|toben|klettern|hüpfen|springen|wippen)$)/iu,
    'auf dem $1 ',
  ],
  // `puzzle gemacht weils noch so gepustet hat`: the spoken `weils` is `weil es`.
  [/(?<![\p{L}])weils(?![\p{L}])/giu, 'weil es'],
  // `heut nacht war voll der sturm`: the chat's `voll der` is a real one (`ein richtiger Sturm`).
  [
    /(?<=(?<![\p{L}])(?:war|warn|ist|is|gabs|gab es) )voll (der|die|das)(?= \p{L})/giu,
    (_whole, article = '') =>
      article.toLowerCase() === 'die'
        ? 'eine richtige'
        : article.toLowerCase() === 'das'
          ? 'ein richtiges'
          : 'ein richtiger',
  ],
  // `die bibliothekarin war aber ganz lieb`: the spoken `aber` after `war` is no turn of its own, and goes.
  [
    /(?<=(?<![\p{L}])(?:war|waren|warn|ist|is|sind)) aber(?= (?:ganz|total|voll|sehr|so|richtig|super|mega|echt|lieb|nett|freundlich|tapfer|geduldig)(?![\p{L}]))/giu,
    '',
  ],
  // `er is zu uns ins bett gekrabbelt`: the parents' own bed is the big bed (the parent's `uns` is no one of the story).
  [/(?<![\p{L}])zu uns (?:ins|in unser) bett(?![\p{L}])/giu, 'ins große bett'],
  // `die hälfte daneben geschüttet`: the part written apart is the verb's own (`schüttete die Hälfte daneben`).
  [/(?<![\p{L}])daneben (ge\p{L}{3,}(?:t|en))(?![\p{L}])/giu, 'daneben$1'],
  // `der große dino hat ihn total umgehauen`: what bowled the child over with wonder thrilled them; it knocked no one
  // down. Only with the word of how much, so `ben hat ihn umgehauen` stays a push.
  [
    /(?<![\p{L}])(hat|hatte|hats) (ihn|sie|mich|uns|alle) (total|voll|richtig|komplett|völlig|echt|mega|einfach) umgehauen(?![\p{L}])/giu,
    (_whole, helper = '', whom = '', much = '') =>
      `${helper} ${whom} ${/^(voll|echt|mega|einfach)$/iu.test(much) ? 'total' : much.toLowerCase()} begeistert`,
  ],
  // `…, hat die erzieherin erzählt`: who told the parent about it is no part of the day the story tells.
  [
    /,? (?:(?:hat|hatte|hats) (?:(?:die|der|seine|ihre|unsere) )?(?:erzieherin|erzieher|tagesmutter|betreuerin|mama|papa|oma|opa) (?:erzählt|gesagt|berichtet|gemeint)|(?:meinte|sagte|sagt) (?:(?:die|der|seine|ihre|unsere) )?(?:erzieherin|erzieher|tagesmutter|betreuerin))$/iu,
    '',
  ],
  // `achso und morgens …`: the parent's afterthought that opens the clause is no part of it.
  [/^(?:achso|ach so|ach ja|ah ja|ah und|und achso|ach und),? (?:und )?(?=\p{L})/iu, ''],
  // `im museumscafe`: the café with its accent.
  [/(?<=\p{L}|(?<![\p{L}]))cafe(?![\p{L}])/giu, 'café'],
  // `hat sich voll erschreckt`: the chat's `voll` before a fright is `sehr`.
  [/(?<![\p{L}])voll (?=(?:erschreckt|erschrocken)(?![\p{L}]))/giu, 'sehr '],
  // `mitm laufrad den berg runter und hingeflogen`: the spoken `hinfliegen` is a fall (`fuhr … hinunter und fiel hin`),
  // never a flight; the ride down said without its verb gets its `gefahren`.
  [
    /(?<![\p{L}])(runter|herunter|hinunter|runtergefahren|heruntergefahren) und (?:hingeflogen|hingeknallt|hingesegelt|hingepackt|hingeplumpst|hingefallen)(?![\p{L}])/giu,
    'heruntergefahren und hingefallen',
  ],
  [/(?<![\p{L}])(?:hingeflogen|hingeknallt|hingesegelt|hingeplumpst)(?![\p{L}])/giu, 'hingefallen'],
  // `mit mama gefacetimed`, `mit oma geskypt`: a call with pictures, told as a video call.
  [
    /(?<![\p{L}])(?:gefacetimed|gefacetimet|gefacetimt|geskypt|geskyped|videotelefoniert|gevideocallt)(?![\p{L}])/giu,
    'per video telefoniert',
  ],
  // `kälbchen gestreichelt und traktor angeschaut`: one big machine looked at, typed without its article (`den Traktor`).
  [
    /(?<![\p{L}])(?<!(?:den|der|die|das|dem|des|ein|einen|eine|nen|n|ne|im|am|vom|zum|beim|mit|auf|aufm|seinen|ihren|sein|ihr|unseren) )(traktor|trecker|bagger|kran|mähdrescher|hubschrauber|müllwagen|feuerwehrauto|polizeiauto|krankenwagen|flugzeug|schiff)(?= (?:angeschaut|angeguckt|angesehen|bestaunt|beobachtet)(?![\p{L}]))/giu,
    (_whole, machine = '') =>
      `${/^(feuerwehrauto|polizeiauto|flugzeug|schiff)$/iu.test(machine) ? 'das' : 'den'} ${machine}`,
  ],
  // `opa heinz hat ihn in seiner werkstatt wieder geleimt`: the broken thing mended, never the child (`ihn` is the toy
  // said before), told as everything put right again.
  [
    /(?<![\p{L}])(hat|hats|hatte)(?: (?:ihn|sie|es))? ((?:\p{L}+ ){0,5}?)(?:wieder|dann wieder) (?:zusammen)?((?:hin|dran|ran|an|fest)?geklebt|geleimt|repariert|geflickt|heil gemacht|ganz gemacht)$/iu,
    // (`die erzieherin hats mit tesa wieder hingeklebt`: a part that broke off is stuck back on, `klebte … fest`.)
    (_whole, has = 'hat', between = '', mended = '') =>
      `${has.toLowerCase() === 'hats' ? 'hat' : has} ${between}alles wieder ${/^(hin|dran|ran|an|fest)geklebt$/iu.test(mended) ? 'festgeklebt' : /^(geleimt|geklebt)$/iu.test(mended) ? `zusammen${mended.toLowerCase()}` : /gemacht$/iu.test(mended) ? 'repariert' : mended.toLowerCase()}`,
  ],
  // `aufm klettergerüst rumgeturnt`: the spoken `rum` is `herum`.
  [/(?<![\p{L}])rum(ge\p{L}{3,})(?![\p{L}])/giu, 'herum$1'],
  // `tasse runtergeworfen`: the spoken `runter` is the story's `herunter`.
  [/(?<![\p{L}])runter(ge\p{L}{3,})(?![\p{L}])/giu, 'herunter$1'],
  // `bis zur parkbank gekommen dann umgekippt`: two doings typed one after the other with `dann` between them are one
  // after the other (`kam bis zur Parkbank und kippte dann um`).
  [/(?<=(?:^|[^\p{L}])\p{L}*ge\p{L}{2,}(?:en|t)) dann (?=\p{L}*ge\p{L}{2,}(?:en|t)$)/giu, ' und dann '],
  // `und sie hats nich gemerkt` (the grown-up let go of the bike): what went unnoticed is what was just told, so the
  // child noticed nothing (`merkte gar nichts`), never an `es` left unclear.
  [
    /(?<=^|(?:^|[^\p{L}])und )(sie|er) (?:hats|hat es|hat das|hat) (?:gar |überhaupt )?(?:nicht|nich|net|ned|nix|nichts) (?:ge|g)?merkt$/iu,
    '$1 hat gar nichts gemerkt',
  ],
  [/\bnich\b/giu, 'nicht'],
  // `war ne impfung dabei`, `da war auch ne spritze dabei`: what came with a visit, said without its `es`, is what there
  // was (`Es gab auch eine Impfung.`), never the child being it.
  [
    /^(?:es |da )?(?:war|warn|waren) (?:(auch|noch|diesmal|gleich) )?(ne|eine|ein|einen|zwei|drei) (\p{L}+(?: \p{L}+)?) dabei$/iu,
    (_whole, also = '', article = '', what = '') => `gabs ${also || 'auch'} ${article} ${what}`,
  ],
  // `hat jubiliert` is the chat's word for cheering: `jubelte`, as a toddler hears it.
  // `saß oben wie n cowboy`, `wie ne prinzessin`: the chat's article after `wie` is `ein`, `eine`.
  [/(?<![\p{L}])wie n(?= \p{L})/giu, 'wie ein'],
  [/(?<![\p{L}])wie ne(?= \p{L})/giu, 'wie eine'],
  [/(?<![\p{L}])hat jubiliert(?![\p{L}])/giu, 'jubelte'],
  [/(?<![\p{L}])jubiliert(?![\p{L}])/giu, 'gejubelt'],
  // The spoken participle without its `e` (`ins gesicht gehaun`, `abgehaun`): `gehauen`, a verb, never a noun.
  [/(?<![\p{L}])(\p{L}*geh)aun(?![\p{L}])/giu, '$1auen'],
  [/(?<![\p{L}])jetz(?![\p{L}])/giu, 'jetzt'],
  // `im neuen auto will er noch nich sitzen`: a place put first before the wish is told in its usual order, the wish in
  // the story's past (`er wollte noch nicht im neuen auto sitzen`).
  [
    /^((?:im|in der|in dem|ins|auf dem|aufm) (?:\p{L}+ )?\p{L}+) (?:will|wollte|wollt|mag|mochte) (er|sie) ((?:\p{L}+ )*?)(\p{L}+)$/iu,
    '$2 wollte $3$1 $4',
  ],
  // `hamn neues gekauft`: the chat's `hamn` is `haben ein`, never a word to paste.
  [/(?<![\p{L}])hamn(?= \p{L})/giu, 'haben ein'],
  // `erschrocken u wollt nur noch aufn arm`: the chat's `u` is `und`.
  [/(?<=\p{L} )u(?= \p{L})/gu, 'und'],
  // `total laut angebellt`: the chat's `total` before how something was done is `ganz`.
  [/(?<![\p{L}])total (?=(?:laut|leise|lieb|nass|vorsichtig|schnell|langsam)(?![\p{L}]))/giu, 'ganz '],
  // `voll erschrocken`, `voll stolz`: the young parents' `voll` before how someone was is `sehr`.
  [
    /(?<![\p{L}])voll (?=(?:erschrocken|traurig|stolz|müde|glücklich|aufgeregt|begeistert|happy|fertig|k\.o\.|lieb|tapfer|vorsichtig|konzentriert)(?![\p{L}]))/giu,
    'sehr ',
  ],
  // `alle rein und kakao getrunken`: everyone went in, and what they did inside.
  [
    /^(?:(?:dann|danach) )?alle (?:schnell )?(?:rein|reingerannt|reingegangen|nach drinnen|ins haus)(?: und)? (?=\p{L}+ (?:\p{L}+ )?ge\p{L}+(?:t|en)$)/iu,
    'wir sind hineingegangen und haben ',
  ],
  // `dann zusammen kuchen gegessen`: together with everyone there, not the child together alone; on a day with the
  // grandparents the parent named (`war er heut beim grosi. zusammen zopf gebacken`), together with them.
  [
    /^((?:dann|danach|nachher|am ende|am schluss|zum schluss) )?zusammen (?=\p{L}+ (?:\p{L}+ )?ge\p{L}+(?:t|en)(?: |$))/iu,
    (whole, when = '') => {
      const grand = grandparentsOfDay() ?? friendOfDay();
      if (grand) return `hat ${when}mit ${grand} zusammen `;
      return /^(?:am|zum)/iu.test(when) ? whole : `${when}wir haben zusammen `;
    },
  ],
  // `bei oma, haben zusammen plätzchen gebacken`: the family's `haben` with no one said, on a day with the
  // grandparents, is the child with them.
  [
    /^((?:dann|danach|nachher) )?(?:haben|ham|hamm) ((?:dann |noch )?)zusammen (?=\p{L}+ (?:\p{L}+ )?ge\p{L}+(?:t|en)(?: |$))/iu,
    (whole, when = '', then = '') => {
      const grand = grandparentsOfDay();
      return grand ? `hat ${when}${then}mit ${grand} zusammen ` : whole;
    },
  ],
  // `erst garnich getraut`, `garnet`: `gar nicht` run together.
  [/(?<![\p{L}])gar(?:nich|nicht|net|ned)(?![\p{L}])/giu, 'gar nicht'],
  // `wollt se gar nimmer weg`, `nimma gfundn`: the southern `nimmer` is `nicht mehr`.
  [/(?<![\p{L}])nimm(?:er|a)(?![\p{L}])/giu, 'nicht mehr'],
  // Southern and Hessian words said without their ending (`zusamme`, `gfundn`, `gefunne`, `gegrabn`, `schuah`).
  [/(?<![\p{L}])zusamme(?![\p{L}])/giu, 'zusammen'],
  // `danach zsamm sandkuchen gmacht`, `zamm`: the southern `zusammen` said short.
  [/(?<![\p{L}])(?:zsamm|zsamma|zsamme|zamm)(?![\p{L}])/giu, 'zusammen'],
  [/(?<![\p{L}])(?:gfundn|gfunden|gefunne|gfunne)(?![\p{L}])/giu, 'gefunden'],
  [/(?<![\p{L}])(?:gegrabn|grabn|gegrabe)(?![\p{L}])/giu, 'gegraben'],
  [/(?<![\p{L}])schuah(?![\p{L}])/giu, 'schuh'],
  [/(?<=\p{L}{2})kuche(?![\p{L}])/giu, 'kuchen'],
  // `da papa hat dann …`: the Bavarian article before a parent is left (`Papa grub …`).
  [/^da (?=(?:papa|papi|mama|mami|opa|oma) (?:hat|hats|is|ist|war)(?![\p{L}]))/iu, ''],
  // `in de wald`: the Hessian `de` after `in` before a place is `den`.
  [/(?<![\p{L}])in de (?=(?:wald|garten|park|zoo|stall|keller|supermarkt)(?![\p{L}]))/giu, 'in den '],
  // Hessian `dann simmer in de wald`: `sind wir`, the parent's `wir` after `dann` put first (`wir sind dann …`), and
  // the way somewhere said without its verb (`in den Wald gegangen`).
  [/(?<![\p{L}])simmer(?![\p{L}])/giu, 'sind wir'],
  [/^(dann|danach|nachher) sind wir (?=(?:mit \p{L}+ )?(?:in den|in die|ins|zum|zur) )/iu, 'wir sind $1 '],
  [
    /^(wir sind (?:dann|danach|nachher) (?:mit \p{L}+ )?(?:in den|in die|ins|zum|zur) \p{L}+)(?= und |$)/iu,
    '$1 gegangen',
  ],
  // `warn wa mit papa inne laube`: the northern `inne` after being somewhere is `in der`.
  [/(?<=(?:war|warn|waren) (?:\p{L}+ ){0,4})inne (?=\p{L}{3,})/giu, 'in der '],
  // `no mit da oma`: the southern `no` between words is `noch`, and `da` before a grandmother is `der`.
  [/(?<=\p{L} )no(?= \p{L})/gu, 'noch'],
  [/(?<=(?:mit|bei|von|zu) )da (?=(?:oma|omi|mama|mami|tante|nachbarin)(?![\p{L}]))/giu, 'der '],
  // Berlin `janz`, `jegossen`, `rausjezogen`: the spoken `j` of a `g`.
  [/(?<![\p{L}])janz(?![\p{L}])/giu, 'ganz'],
  [
    /(?<![\p{L}])(raus|rein|an|aus|auf|mit|ab|hoch)?je(gossen|macht|spielt|zogen|fahren|schaukelt|gessen|baut|malt|holt|sungen|funden|rannt|laufen|buddelt)(?![\p{L}])/giu,
    '$1ge$2',
  ],
  // Hessian `hat en frosch gefunne`: the article `en` before a noun and its participle is `einen`.
  [/(?<=(?:hat|hab|ham|haben|hatte) (?:\p{L}+ ){0,3})en (?=\p{L}{3,} ge\p{L}+$)/giu, 'einen '],
  // `so lang gegrabn bis er wieder aufgetaucht is`: digging until the lost thing came up, told as its end.
  // The digging or searching is told here; `untilFound` tells how it ended.
  [
    /(?<![\p{L}])so lang(?:e)? (ge\p{L}+),? bis (?:er|sie|es) (?:wieder )?(?:aufgetaucht|da) (?:ist|war)$/iu,
    'so lange $1',
  ],
  // The northern `wa` after a verb: `wir`.
  [/(?<=(?:warn|waren|ham|haben|sind|schicken|machen|gehen|fahren) )wa(?![\p{L}])/giu, 'wir'],
  // `in nen säckle`, `säckli`, `säckerl`: the Swabian, Swiss and Austrian small bag (`Säckchen`).
  [/(?<![\p{L}])säck(?:le|li|erl|el)(?![\p{L}])/giu, 'säckchen'],
  // `jedes mal`: the times are a noun (`jedes Mal`).
  [/(?<![\p{L}])(jedes|nächstes|letztes|erstes|dieses) mal(?![\p{L}])/giu, '$1 Mal'],
  // `dann is er ganz allein drüber`: over or across with no verb is going across (`ging ganz allein hinüber`), never
  // `war drüber`.
  [
    /^((?:dann |da |und )*(?:is|ist|isch) (?:er|sie) (?:(?:dann|ganz|sogar|auch|schon) )*(?:allein|alleine|selber|selbst|ohne hilfe)) (?:drüber|rüber|darüber|hinüber)$/iu,
    '$1 hinüber gegangen',
  ],
  // `er war sooo wütend hat den kater angebrüllt`: a feeling and what the child did with it, typed without their `und`.
  [
    /(?<![\p{L}])((?:war|is|ist|wurde) (?:(?:so+|voll|total|mega|richtig|ganz) )?(?:wütend|sauer|zornig|böse)),? (?=(?:hat|hatte) )/giu,
    '$1 und ',
  ],
  // `alles kaputt`, `der ganze turm kaputt`: what broke, with its verb (`Alles war kaputt.`).
  [
    /^((?:und |da |dann )*(?:alles|der (?:ganze )?turm|die (?:ganze )?burg|das (?:ganze )?haus)) (?:kaputt|kaputtgegangen|hinüber)$/iu,
    '$1 war kaputt',
  ],
  // `ne ewigkeit gebaut`: a very long while (`ewig lange`), never an eternity as a thing.
  [/(?<![\p{L}])(?:ne|eine|n|a) ewigkeit(?![\p{L}])/giu, 'ewig lange'],
  // `an nem riesen legoturm`: the spoken `riesen` before a noun, after a dative article (`einem riesigen Legoturm`).
  [/(?<![\p{L}])(?:nem|einem) riesen (?=\p{L}{3,})/giu, 'einem riesigen '],
  [/(?<![\p{L}])(?:ner|einer) riesen (?=\p{L}{3,})/giu, 'einer riesigen '],
  // `liegt seit gestern flach`: ill in bed, told in the story's past (`lag seit gestern im Bett`).
  [/(?<![\p{L}])liegt ((?:schon )?(?:seit \p{L}+ )?)(?:flach|im bett)(?![\p{L}])/giu, 'lag $1im Bett'],
  // `an tee gekocht`: the southern `an` before a drink is `einen`.
  [/(?<![\p{L}])an (?=(?:tee|kaffee|kakao|saft)(?![\p{L}]))/giu, 'einen '],
  // `nachm mittagsschlaf`: the chat's `nachm` is `nach dem`.
  [/(?<![\p{L}])nachm(?= \p{L})/giu, 'nach dem'],
  // `kürbissupp`: the soup without its `e`, as spoken in the west and south (`Kürbissuppe`).
  [/(?<=\p{L}{3})supp(?![\p{L}])/giu, 'suppe'],
  // `gar ned heim`: the southern `ned` is `nicht`.
  [/(?<![\p{L}])ned(?![\p{L}])/giu, 'nicht'],
  // `er konnt ned einschlafen`: the spoken past without its last `e` is the past (`konnte`).
  [
    /(?<![\p{L}])(konnt|wollt|durft|musst)(?= (?:er|sie|es|nicht|nich|net|gar|noch|einfach|kaum|lange|ewig)(?![\p{L}]))/giu,
    '$1e',
  ],
  // `durft selber zahle`: the Swabian infinitive without its `n` after a modal (`durfte selber zahlen`).
  [
    /(?<=(?:durfte|durft|wollte|wollt|musste|konnte) (?:selber |selbst |allein |alleine |auch )?)(zahle|bezahle|esse|spiele|trage|schiebe|drücke)(?![\p{L}])/giu,
    '$1n',
  ],
  // `durft die förmche fülle`, `durft rühre`: the Hessian infinitive and diminutive without their `n`, after the modal
  // and up to three words of what was done.
  [/(?<![\p{L}])(\p{L}{3,})che(?= (?:fülle|füllen)(?![\p{L}]))/giu, '$1chen'],
  [
    /(?<=(?:durfte|durft|wollte|wollt|konnte) (?:\p{L}+ ){0,3})(fülle|rühre|helfe|backe|koche|gieße|gucke)(?![\p{L}])/giu,
    '$1n',
  ],
  // Hessian and Swabian participles without their `n` (`muffins gebacke`, `e höhl gebaut`).
  // `die förmche fülle`, left after the baking: the cases filled, said with their `n`.
  [/(?<=\p{L}chen )fülle(?![\p{L}])/giu, 'füllen'],
  [/(?<![\p{L}])(gebacke|gegesse|getrunke|gefahre|gelaufe|gesunge|geschwumme)(?![\p{L}])/giu, '$1n'],
  // `nen hai gesehn`: the spoken participle without its `e`.
  [/(?<![\p{L}])(?:gesehn|gsehn|gsehen)(?![\p{L}])/giu, 'gesehen'],
  // Franconian `dann hamma zugschaut`, `a bratwurst im weckla gessn`: `haben wir`, `gegessen`, the roll a `Brötchen`.
  [/(?<![\p{L}])hamma(?![\p{L}])/giu, 'haben wir'],
  // `markt einkaufen`, typed: the shopping is done at the market (`auf dem Markt einkaufen`).
  [/^(markt|wochenmarkt|bauernmarkt) einkaufen$/giu, 'auf dem $1 einkaufen'],
  // `und die ham zusammen ne murmelbahn gebaut`: the spoken `die` of two children together is `die beiden`.
  [/(?<=^|(?:^|[^\p{L}])und )die (?=(?:ham|haben|hamm) zusammen )/giu, 'die zwei '],
  // `warn mandarinen, nüsse und n schokonikolaus drin`: the spoken `n` in a list of what was there is `ein`.
  [/(?<=(?:^|\s)(?:war|warn|waren)\s[\p{L}\s,]*(?:,|\sund)\s)n(?=\s\p{L})/giu, 'ein'],
  // `hat gekreischt vor freude`: why, said after the participle, goes before it (`vor Freude gekreischt`).
  [/(?<![\p{L}])(ge\p{L}{3,}(?:t|en)) (vor (?:freude|glück|lachen|aufregung|schreck|staunen))(?= *$)/giu, '$2 $1'],
  // `hat sie angefangen zu weinen`: the tears or the laughing that began, told as they came (`weinte`).
  [
    /(?<![\p{L}])(?:(?:dann|gleich|sofort|plötzlich|auf einmal) )?(?:angefangen|angfangen|angefangn) zu (weinen|heulen|lachen|kichern|schreien|singen|tanzen|brüllen)(?![\p{L}])/giu,
    (_: string, doing = '') =>
      (
        ({
          weinen: 'geweint',
          heulen: 'geheult',
          lachen: 'gelacht',
          kichern: 'gekichert',
          schreien: 'geschrien',
          singen: 'gesungen',
          tanzen: 'getanzt',
          brüllen: 'gebrüllt',
        }) as Record<string, string>
      )[doing.toLowerCase()] ?? doing,
  ],
  // `am ende ham sie zusammen ne burg gebaut und sich umarmt`: `sie` with `haben` and `zusammen` or a hug is the two
  // children together, never the child alone (`umarmte sich`).
  [
    /(?<![\p{L}])(?:(ham|haben|hamm|hatten|sind|waren) sie|sie (ham|haben|hamm|hatten|sind|waren))(?= (?:(?!und )[\p{L}-]+ )*?(?:zusammen|gemeinsam|sich (?:(?:wieder|dann|ganz doll|ganz fest|fest) )*(?:umarmt|vertragen|versöhnt|gedrückt|geknuddelt)|wieder vertragen)(?![\p{L}]))/giu,
    (_: string, after: string | undefined, before: string | undefined) =>
      after ? `${after} die beiden` : `die beiden ${before}`,
  ],
  // `danach noch pommes am kiosk`: the `noch` of what came after, before a food named alone.
  [
    /^(danach|dann|nachher) noch (?=(?:pommes|eis|ein eis|n eis|zuckerwatte|bratwurst|brezel|brezn|kuchen)(?![\p{L}]))/giu,
    '$1 ',
  ],
  [/(?<![\p{L}])gessn(?![\p{L}])/giu, 'gegessen'],
  [/(?<![\p{L}])(?:im|in am|im a) (?:weckla|weggla|weckle|weckerl|wecken)(?![\p{L}])/giu, 'im brötchen'],
  [/(?<![\p{L}])beim bäck(?![\p{L}])/giu, 'beim bäcker'],
  // `kurz nach mama gfragt`: asking for someone is no question told as said (`verlangte kurz nach Mama`).
  [/(?<![\p{L}])nach (mama|mami|papa|papi|oma|omi|opa|opi) (?:gefragt|gfragt)(?![\p{L}])/giu, 'nach $1 verlangt'],
  // `ein bild für jonas gemalt das wir ihm schicken`: what the family will do with it later is left; what was made is
  // told.
  [
    /,? (?:das|den|die) wir (?:ihm|ihr|ihnen|dann|noch|morgen)(?: \p{L}+)? (?:schicken|schenken|bringen|geben|mitbringen|vorbeibringen)$/iu,
    '',
  ],
  // `sofort gschlafe`: the Swabian participle without its `n` (`geschlafen`).
  [/(?<![\p{L}])gschlafe(?![\p{L}])/giu, 'geschlafen'],
  // `sofort geschlafen`: falling asleep at once (`schlief sofort ein`), never `schlief sofort` alone.
  [/(?<![\p{L}])(sofort|gleich|direkt) geschlafen(?![\p{L}])/giu, '$1 eingeschlafen'],
  // `hat bis 8 durchgehalten`: the hour the child stayed up to, with its `Uhr` (never `hielt bis 8 Durch`).
  [
    /(?<![\p{L}])bis (\d{1,2}|sieben|acht|neun|zehn|elf|zwölf|halb \d{1,2}|halb (?:acht|neun|zehn))(?! uhr) (?=(?:durchgehalten|aufgeblieben|wach geblieben|aufgewesen)(?![\p{L}]))/giu,
    'bis $1 uhr ',
  ],
  [/\bisser\b/giu, 'ist er'],
  [/\bissie\b/giu, 'ist sie'],
  // `dann isse am hügel hingefallen`, `hatse gesagt`: the spoken run-togethers of `ist sie` and `hat sie`.
  [/\bisse\b/giu, 'ist sie'],
  [/\bhatse\b/giu, 'hat sie'],
  [/\bhatter\b/giu, 'hat er'],
  [/\bwarer\b/giu, 'war er'],
  [/\bnix\b/giu, 'nichts'],
  // A grown-up's slang for fear and sleep, in words a toddler hears (`voll schiss`, `voll angst`, `eingepennt`).
  [/(?<![\p{L}])(?:voll |total |mega |richtig )?schiss(?![\p{L}])/giu, 'große Angst'],
  [/(?<![\p{L}])(?:voll|total|mega) angst(?![\p{L}])/giu, 'große Angst'],
  // `voll panik vorm staubsauger`: panic of a thing is a small child's great fear of it.
  [
    /(?<![\p{L}])(?:voll |total |mega |richtig |große |grosse )?panik(?= (?:vor|vorm|vor dem|vor der|vor den)(?![\p{L}]))/giu,
    'große Angst',
  ],
  [/(?<![\p{L}])neuerdings (?=(?:große |grosse )?angst(?![\p{L}]))/giu, ''],
  [/(?<![\p{L}])eingepennt(?![\p{L}])/giu, 'eingeschlafen'],
  [/(?<![\p{L}])(?:ein)?gepennt(?![\p{L}])/giu, 'geschlafen'],
  [/(?<![\p{L}])pennt(?= \p{L}+ ein(?![\p{L}]))/giu, 'schläft'],
  // `riesen drama`: a big upset, said as tears, not as a play.
  [/^(?:ein |ne |nen )?(?:riesen|riesiges|großes|mega) ?drama$/iu, 'ganz viel geweint'],
  [/(?<![\p{L}])(?:ein |ne |nen )?(?:riesen|riesiges|großes|mega) ?drama(?![\p{L}])/giu, 'ganz viele Tränen'],
  // `im bus liegen lassen`: left behind, its participle as a phone leaves it (`liegen gelassen`).
  [/(?<![\p{L}])(liegen|stehen|hängen) lassen$/iu, '$1 gelassen'],
  // `… gefahren aber weg`: what was looked for was gone.
  [/(?<=\p{L}) aber (?:leider )?weg$/iu, ' und nichts gefunden'],
  // `gab tränen`, `beide am heulen`: tears, as crying (`weinte`), never as something given.
  [
    /^(?:(?:dann|danach|und|da) )*(?:es )?gab(?:'?s)? (?:(?:ein paar|viele|dicke|große|ganz viele) )?tränen$/iu,
    'hat dicke tränen geweint',
  ],
  // `sie ham sich um die gießkanne gestritten und beide geheult`: a quarrel is two children, so `beide` is its subject
  // too, never the hero alone (`stritt sich … und heulte beide`).
  [
    /^((?:dann |danach |und |da )*)(?:sie|er) (?:ham|haben|hamm) sich (.{0,60}?)(?:gestritten|gezofft|gezankt|gstritten) und (?:dann )?(?:beide|alle beide) (?:geheult|geweint|gheult|gweint)$/iu,
    '$1die kinder haben sich $2gestritten und geweint',
  ],
  [
    /^((?:dann |danach |und |da )*)(beide|alle beide|alle zwei) (?:am heulen|am weinen|haben geheult)$/iu,
    '$1$2 haben geweint',
  ],
  // `zuhause dann total verschmust`: how the child was, never a verb (`verschmuste total`).
  [
    /^((?:(?:zu ?hause|daheim|dann|danach|abends|später|wieder) )*)(?:total |ganz |voll |sehr |richtig |mega )?(verschmust|verkuschelt)(?![\p{L}])/iu,
    'war $1ganz $2',
  ],
  // `nen stein bemalt fürs grab`: for whom or what goes before the participle, as German says it (`bemalte … fürs
  // Grab`, never `hatte … bemalt fürs Grab`).
  [/(?<= )(\p{L}{4,}t) (fürs|für den|für die|für das|für ihn|für sie) (\p{L}{3,})$/iu, '$2 $3 $1'],
  // `arme ausgebreitet`: the child's own arms, with their article (`breitete die Arme aus`).
  [
    /(?<![\p{L}])(?<!(?:die|seine|ihre|beide) )(arme|hände) (ausgebreitet|hochgerissen|hochgestreckt|hochgehalten)(?![\p{L}])/giu,
    'die $1 $2',
  ],
  // `dr yilmaz`, `dr. yilmaz`: the doctor's title as a child hears it (`Doktor Yilmaz`).
  // Only before a name and what the doctor did: the Swabian `dr` is `der` (`mit dr oma`, `dr hund hot`).
  [
    /^(?:dr|doc)\.? (?!(?:oma|opa|mama|papa|omi|opi|mami|papi|bua|bub|hund|katz|kater)(?![\p{L}]))(?=\p{L}{3,} (?:hat|hats|ist|is|meint|meinte|sagt|sagte)(?![\p{L}]))/iu,
    'Doktor ',
  ],
  // `mit papa puzzle gemacht`: one puzzle, with its article (`machte ein Puzzle`).
  [
    /(?<![\p{L}])(?<!(?:ein|eine|einen|das|dem|den|die|der|neues|großes|kleines|sein|ihr|seinem|ihrem|mit) )puzzle (?=(?:gemacht|gmacht|gespielt|gelegt|zusammengesetzt|zusammengebaut)(?![\p{L}]))/giu,
    'ein puzzle ',
  ],
  // `mit so ner weißen mütze`: the spoken `so` before an article after a preposition is a filler, never told.
  [
    /(?<![\p{L}])(mit|in|auf|an|aus|von|vor|bei|unter|über|hinter) so (?=(?:ne|ner|nem|nen|eine|einer|einem|einen|ein)(?![\p{L}]))/giu,
    '$1 ',
  ],
  [/\bne\b/giu, 'eine'],
  [/\bnen\b/giu, 'einen'],
  [/\bner\b/giu, 'einer'],
  [/\bnem\b/giu, 'einem'],
  // `dem handy n kuss gegeben`: the spoken `n` before a kiss is its article (`einen Kuss`, `ein Bussi`).
  [/(?<![\p{L}])n (kuss|schmatz)(?![\p{L}])/giu, 'einen $1'],
  [/(?<![\p{L}])n (bussi|küsschen|busserl)(?![\p{L}])/giu, 'ein $1'],
  // `n turm aus bausteinen gebaut`: before a thing made or got that is masculine, the spoken `n` is `einen`.
  [
    /(?<![\p{L}])n (?=\p{L}*(?:turm|mann|kuchen|ball|ballon|drachen|bagger|keks|lolli|apfel|schlitten|roller|stock|hut|schal|kakao|saft|tee|burger|berliner|stern|brief|korb)(?: aus \p{L}+| mit \p{L}+)? (?:ge\p{L}{2,}|\p{L}+iert)(?![\p{L}]))/giu,
    'einen ',
  ],
  // `hat n erdbeereis bekommen`: before a neuter thing, the spoken `n` is `ein` (`ein Erdbeereis`, `ein Pflaster`).
  // `ihm n lied vorgesungen`, `n foto gemacht`: a song, a photo, a house are neuter too.
  [
    /(?<![\p{L}])n (?=\p{L}*(?:eis|chen|lein|bad|buch|bild|spiel|auto|boot|brot|geschenk|pflaster|tier|bonbon|lied|foto|video|puzzle|haus|nest|kleid|croissant|hörnchen|törtchen|brötchen)(?![\p{L}]))/giu,
    'ein ',
  ],
  // `danach a kaiserschmarrn`: the Bavarian and Austrian article before what was eaten next is left out, as parents
  // leave it out in standard German (`Danach gab es Kaiserschmarrn.`).
  [/^((?:danach|dann|nachher|hinterher|mittags|abends|zum schluss|zum nachtisch) )a (?=\p{L}{3,})/iu, '$1'],
  // `hat voll stillgehalten`: the spoken `voll` before keeping still is `ganz` (`hielt ganz still`).
  [/(?<![\p{L}])voll (?=still\p{L}*)/giu, 'ganz '],
  // `wasser in die augen kriegt und gweint`: the spoken participles without their `ge` (`bekam`, `weinte`).
  [/(?<![\p{L}])(in die augen|in die nase|ins auge|in den mund) kriegt(?![\p{L}])/giu, '$1 bekommen'],
  [/(?<![\p{L}])gweint(?![\p{L}])/giu, 'geweint'],
  // `am fenschter gwunke`: the Swabian waved and window (`gewunken`, `Fenster`), never words to paste.
  [/(?<![\p{L}])(?:gwunke|gwunken|gewunke|gwunka)(?![\p{L}])/giu, 'gewunken'],
  [/(?<![\p{L}])fenschter(?![\p{L}])/giu, 'fenster'],
  // `hoit isch dr papa für zwoi wocha … gfahre`: the Swabian today, two and weeks.
  [/(?<![\p{L}])hoit(?![\p{L}])/giu, 'heute'],
  [/(?<![\p{L}])zwoi(?![\p{L}])/giu, 'zwei'],
  [/(?<![\p{L}])wocha(?![\p{L}])/giu, 'wochen'],
  // `n vogelhäuschen gebaut und rot angemalt`: the colour is how the thing was painted (`malte es rot an`).
  [
    /(?<![\p{L}])(gebaut|gebastelt|gezimmert|geschnitzt) und (rot|blau|grün|gelb|bunt|lila|rosa|orange|schwarz|weiß) (angemalt|bemalt|angestrichen)(?![\p{L}])/giu,
    '$1 und es $2 $3',
  ],
  // `n spreißel eingezogen`: the southern splinter is the story's `Splitter`.
  [/(?<![\p{L}])(?:spreis{1,2}el|spreißel)(?![\p{L}])/giu, 'splitter'],
  [/(?<![\p{L}])(?:n|nen) (splitter|kratzer|schiefer)(?![\p{L}])/giu, 'einen $1'],
  // `beim barfuß laufen`: the walking barefoot is one noun (`beim Barfußlaufen`).
  [/(?<![\p{L}])beim barfuß laufen(?![\p{L}])/giu, 'beim barfußlaufen'],
  // `mit der pinzette rausgezogen`: the spoken `raus` of pulling or taking out is the story's `heraus`.
  [/(?<![\p{L}])raus(gezogen|geholt|gemacht|gefischt|gezupft)(?![\p{L}])/giu, 'heraus$1'],
  // `dann lang gweint`: a long while is `lange`, never the adjective.
  [/(?<![\p{L}])lang (?=(?:geweint|geheult|gespielt|geschlafen|gewartet|gekuschelt)(?![\p{L}]))/giu, 'lange '],
  // `kaum gschlafen`, `a bisserl glacht`: the southern participles without their `e` (`geschlafen`, `gelacht`).
  // `den teig rührn`, `nich ausziehn`: spoken infinitives without their `e` (`rühren`, `ausziehen`).
  [/(?<![\p{L}])(rühr|fahr|führ|hör|schmier|(?:aus|an|zu)?zieh|geh|seh|steh)n(?![\p{L}])/giu, '$1en'],
  [/(?<![\p{L}])gschlafen(?![\p{L}])/giu, 'geschlafen'],
  [/(?<![\p{L}])glacht(?![\p{L}])/giu, 'gelacht'],
  // `ans ohr glangt`: reaching for the sore ear is the child's own hand at it (`fasste sich ans Ohr`).
  [
    /(?<![\p{L}])(?:sich )?(ans ohr|ans öhrchen|an die ohren) (?:glangt|gelangt|gfasst|gefasst)(?![\p{L}])/giu,
    'sich $1 gefasst',
  ],
  // `a bisserl`, `a bissl`: the southern `ein bisschen`.
  [/(?<![\p{L}])(?:a |ein )?(?:bisserl|bissl|bissel|bisserle)(?![\p{L}])/giu, 'ein bisschen'],
  // `total happy heimgekommen`: the chat's English `happy` is `glücklich`, and `total` before it `ganz`.
  [/(?<![\p{L}])(?:total|voll|mega|sooo*|so) happy(?![\p{L}])/giu, 'ganz glücklich'],
  [/(?<![\p{L}])happy(?![\p{L}])/giu, 'glücklich'],
  // `die rutsche runter`: down a slide or the stairs is `hinunter`.
  [/(?<![\p{L}])(rutsche|treppe|treppen|stufen|berg|hang|hügel|düne) runter(?![\p{L}])/giu, '$1 hinunter'],
  // `hat sich als schmetterling schminken lassen`: the painted face, told as what the child got (`bekam ein
  // geschminktes Gesicht wie ein Schmetterling`).
  [
    /(?<![\p{L}])(hat|hatte) sich (?:als|wie) (?:eine |ne |a )?(?!(?:löwe|hase|affe|drache|rabe) )(\p{L}+(?:e|in|ee)|maus|fledermaus) (?:schminken|anmalen) lassen(?![\p{L}])/giu,
    '$1 ein geschminktes gesicht wie eine $2 bekommen',
  ],
  [
    /(?<![\p{L}])(hat|hatte) sich (?:als|wie) (?:ein |einen |nen |n |a )?(\p{L}+) (?:schminken|anmalen) lassen(?![\p{L}])/giu,
    '$1 ein geschminktes gesicht wie ein $2 bekommen',
  ],
  // `eins hat er im auto schon angeschaut`: one of the things said before (`Eins davon schaute er … an`).
  [/^(eins|eines|einen|eine) (?=(?:hat|hatte|haben|ham) (?:er|sie) )/iu, '$1 davon '],
  // `beim anziehen total ausgeflippt`: the chat's word for a fit of anger, as a story tells it (`wurde ganz wütend`).
  [
    /(?<![\p{L}])(?<!vor freude (?:\p{L}+ )?)(?:total |voll |komplett |völlig |mega )?(?:ausgeflippt|ausgerastet)(?![\p{L}])(?! vor freude)/giu,
    'ganz wütend geworden',
  ],
  // `jetzt kriegt sie an saft den sie gar ned mag`: the southern `an` is `einen`, the juice of an illness is medicine,
  // and the dislike after it is the parent's aside.
  [/(?<=(?:kriegt|bekommt|kriegen|bekommen) (?:sie|er) )(?:an|a|n|nen)(?= \p{L})/giu, 'einen'],
  [
    /(?<=(?:kriegt|bekommt) (?:sie|er) einen )(?:saft|antibiotikum|antibiotikasaft|medikamentensaft)(?:,? den (?:sie|er) (?:gar |überhaupt )?(?:nicht|ned|net|nich) mag)?$/iu,
    'medizinsaft',
  ],
  // `saft genommen ohne meckern`: medicine taken without a fuss is medicine taken bravely.
  [
    /^(?:(?:dann|und|auch|brav) )*(?:(?:den|seinen|ihren|die|seine|ihre) )?(?:fieber|husten|medizin)?(?:saft|sirup|medizin|tropfen)(?: (?:genommen|geschluckt|getrunken))? ohne (?:zu )?(?:meckern|murren|mucken|theater|gemecker|jammern|probleme|zicken)(?: (?:genommen|geschluckt|getrunken))?$/iu,
    'die medizin ganz tapfer geschluckt',
  ],
  // `die raupe nimmersatt`: the book's name, both words with their capitals.
  [/(?<![\p{L}])raupe nimmersatt(?![\p{L}])/giu, 'Raupe Nimmersatt'],
  // `sind die zwei mit papa um den block`: the walk the parent left without its verb (`gingen … um den Block`).
  [/(?<![\p{L}])(sind|san|waren|warn)((?: \p{L}+){0,8}) um den block$/giu, '$1$2 um den block gegangen'],
  // `daheim kühlakku und ne folge feuerwehrmann sam`: the comfort at home, said without its verb (`gab es`).
  [/^(daheim|zu ?hause|dann|danach) (?:einen |nen |n )?(kühlakku|kühlpack|kühlkissen)(?![\p{L}])/iu, '$1 gabs $2'],
  [/(?<![\p{L}])feuerwehrmann sam(?![\p{L}])/giu, 'Feuerwehrmann Sam'],
  // `bibi und tina hörspiel gehört`: a show's or a story's title said before `hörspiel` or `cd` is whose it was
  // (`ein Hörspiel von Bibi und Tina`); the titles keep every capital (`Paw Patrol`, never `Paw patrol`).
  [
    /(?<![\p{L}])(bibi und tina|bibi blocksberg|benjamin blümchen|paw patrol|peppa wutz|feuerwehrmann sam|conni|yakari|sams|pumuckl)[ -](hörspiel|cd|hörbuch)(?![\p{L}])/giu,
    (_whole, title = '', kind = '') => `ein ${kind.toLowerCase()} von ${title}`,
  ],
  [/(?<![\p{L}])paw patrol(?![\p{L}])/giu, 'Paw Patrol'],
  [/(?<![\p{L}])bibi und tina(?![\p{L}])/giu, 'Bibi und Tina'],
  [/(?<![\p{L}])bibi blocksberg(?![\p{L}])/giu, 'Bibi Blocksberg'],
  [/(?<![\p{L}])benjamin blümchen(?![\p{L}])/giu, 'Benjamin Blümchen'],
  [/(?<![\p{L}])peppa wutz(?![\p{L}])/giu, 'Peppa Wutz'],
  // `abends im hotel noch kurz in den pool`: into the water said without its verb is a going in (`ging … in den Pool`).
  [
    /(?<![\p{L}])(noch (?:kurz |schnell |mal |ne runde |eine runde )?)(in den pool|ins schwimmbad|ins meer|in den see|ins wasser|ins becken)$/iu,
    '$1$2 gegangen',
  ],
  // `drum war er heut beim grosi`: the parent's `drum` points back at their own reason, which the story does not tell.
  [/^(?:drum|darum|deshalb|deswegen|daher) (?=(?:war|waren|warn|ist|is|hat|ham|durfte|musste|ging|sind) )/iu, ''],
  // `geschrien wie am spieß`: the grown-ups' saying, told as a child hears it (`weinte ganz laut`).
  [/(?<![\p{L}])(?:geschrien|gschrien|gebrüllt) wie am spie(?:ß|ss)(?![\p{L}])/giu, 'ganz laut geweint'],
  [/(?<![\p{L}])wie am spie(?:ß|ss) (?:geschrien|gschrien|gebrüllt)(?![\p{L}])/giu, 'ganz laut geweint'],
  // `hat gebrüllt wie verrückt`, `wie irre geschrien`: a scream like mad is loud crying, as a child hears it.
  [
    /(?<![\p{L}])(?:geschrien|gschrien|geschrieen|gebrüllt) wie (?:verrückt|irre|blöd|bekloppt|wild|ne sirene|eine sirene)(?![\p{L}])/giu,
    'ganz laut geweint',
  ],
  [
    /(?<![\p{L}])wie (?:verrückt|irre|blöd|bekloppt|wild) (?:geschrien|gschrien|geschrieen|gebrüllt)(?![\p{L}])/giu,
    'ganz laut geweint',
  ],
  // `mitm kopf voll gegen die tischkante gerannt`: the spoken `voll` before a crash is no word of a story.
  [
    /(?<![\p{L}])(?:voll|volle kanne|mit voller wucht) (?=gegen |dagegen |hingeknallt|hingefallen|aufs maul|auf die nase)/giu,
    '',
  ],
  // `tischkannte`, `bettkannte`: the edge typed with the verb's double n (`kannte`).
  [
    /(?<![\p{L}])(tisch|bett|stuhl|sofa|couch|treppen|stufen|fenster|schrank|regal|bordstein|bord|heizungs|tür)kannte(?![\p{L}])/giu,
    '$1kante',
  ],
  // `hat sie in arm gebissen`: the spoken article the parent left out (`in den Arm`).
  [/(?<![\p{L}])in (arm|bauch|finger|po|popo|hintern|fuß|daumen)(?![\p{L}])/giu, 'in den $1'],
  // `aufn schwimmnudel gesetzt`: the spoken `aufn` before a noun that takes `die` is `auf die`, never `auf den`.
  [
    /(?<![\p{L}])aufn (?=\p{L}*(?:rutsche|schaukel|wippe|couch|bank|matte|nudel|decke|treppe|mauer|wiese|straße|toilette|bühne|insel|leiter|waage|liege|schulter)(?![\p{L}]))/giu,
    'auf die ',
  ],
  [/\baufn\b/giu, 'auf den'],
  // `angst vorm staubsauger`: the spoken `vor dem`.
  [/(?<=(?<![\p{L}])angst )vorm(?![\p{L}])/giu, 'vor dem'],
  // `nagel is jetz ganz blau`: the nail caught, as it looked after (`Der Fingernagel war ganz blau.`).
  [
    /^(?:der |sein |ihr |dem )?(?:finger)?nagel (?:is|ist|war) (?:jetz |jetzt |nun |dann |danach )?(?=(?:ganz |total |richtig |voll )?blau$)/iu,
    'der fingernagel war ',
  ],
  // `mitm frosch kühlakku`: what a cool pack looks like is part of its name (`Frosch-Kühlakku`).
  [
    /(?<=(?<![\p{L}])(?:den|dem|einen|einem|mitm|mim|nem|nen|ihren|seinen|ihrem|seinem) )(?!(?:neuen|kleinen|großen|blauen|roten|kalten)\s)(\p{L}{3,}) (kühlakku|kühlpack|kühlkissen)(?![\p{L}])/giu,
    '$1-$2',
  ],
  // `ham ihn mitm kühlakku gekühlt`: the grown-ups' cooling, told as the comfort it was (`gab es den Kühlakku`).
  [
    /^(?:(?:dann|danach|daheim|zu ?hause) )?(?:ham|haben|hab|habe) (?:ihn|sie|es|den|die) (?:mitm|mit dem|mim|mit einem|mit nem) ([\p{L}-]*(?:kühlakku|kühlpack|kühlkissen)) gekühlt$/iu,
    'dann gab es den $1 zum Kühlen',
  ],
  // `n plastik helm`: a thing of plastic is one word (`Plastikhelm`), and the spoken `n` before a thing that is `der`
  // is `einen`.
  [/(?<![\p{L}])plastik (?=\p{L}{3,})(?!(?:und|oder|aber|gekriegt|bekommen)(?![\p{L}]))/giu, 'plastik'],
  [
    /(?<![\p{L}])n (?=(?:\p{L}*)(?:helm|lolli|ball|keks|hut|luftballon|ballon|teddy|stempel|aufkleber|sticker|apfel|becher|verband|kühlakku|lutscher|anhänger|rucksack|schal|löffel)(?![\p{L}]))/giu,
    'einen ',
  ],
  // `mitm schlauch`: the spoken `mit dem`.
  [/(?<![\p{L}])mitm(?![\p{L}])/giu, 'mit dem'],
  // `nen verband drumgekriegt`, `n eis gekriegt`: slang for getting something, told as `bekam`.
  [/(?<![\p{L}])(?:drum|dran|um|rum|dazu)?gekriegt(?![\p{L}])/giu, 'bekommen'],
  // `der nikolaus in echt`: the real one (`der echte Nikolaus`), never cut to `in`.
  [/(?<![\p{L}])(der|die|das) (\p{L}+) in echt(?![\p{L}])/giu, '$1 echte $2'],
  [/(?<![\p{L}])(den|dem) (\p{L}+) in echt(?![\p{L}])/giu, '$1 echten $2'],
  [/(?<![\p{L}])in echt(?![\p{L}])/giu, 'wirklich'],
  // `sich mit dem finger in der tür eingeklemmt`: the finger is what was caught (`klemmte sich den Finger … ein`).
  [
    /(?<![\p{L}])sich mit (?:dem|seinem|ihrem|nem) (finger|daumen|fuß|zeh)(?=(?: (?!(?:und|aber)(?![\p{L}]))\p{L}+){0,4} (?:eingeklemmt|eingequetscht|gequetscht|geklemmt)(?![\p{L}]))/giu,
    'sich den $1',
  ],
  [
    /(?<![\p{L}])sich mit (?:der|seiner|ihrer|ner) (hand)(?=(?: (?!(?:und|aber)(?![\p{L}]))\p{L}+){0,4} (?:eingeklemmt|eingequetscht|gequetscht|geklemmt)(?![\p{L}]))/giu,
    'sich die $1',
  ],
  // `finger in der schublade eingeklemmt`: a part of the body caught takes `sich` and its article (`klemmte sich den
  // Finger … ein`).
  ...(
    [
      ['den', 'finger|daumen|fuß|zeh'],
      ['die', 'hand|nase'],
    ] as const
  ).map(([article, parts]): [RegExp, string] => [
    new RegExp(
      `(?<![\\p{L}])(?<!(?:der|den|die|das|dem|sein|seinen|seine|ihr|ihren|ihre|sich|beide|beiden|zwei) )(${parts})((?: (?!(?:und|aber)(?![\\p{L}]))\\p{L}+){0,4}) (eingeklemmt|eingequetscht|gequetscht|geklemmt)(?![\\p{L}])`,
      'giu',
    ),
    `sich ${article} $1$2 $3`,
  ]),
  [/\baufm\b/giu, 'auf dem'],
  // `zum abendbrot kam opa horst vorbei und hat mit ihr memory gespielt`: the visit in the past, then what the visitor
  // did, told in one tense (`Opa Horst kam zum Abendbrot vorbei und spielte …`).
  [
    /^((?:zum|am|nach dem|beim|abends|nachmittags|mittags|später|dann) (?:\p{L}+ )?)?kam ((?:oma|opa|omi|opi|tante|onkel|cousine|cousin|nachbar|nachbarin)(?: \p{L}+)?) (vorbei|zu besuch) und (?=(?:hat|ist) )/iu,
    (_, when, who, how) =>
      `${who} ist ${(when ?? '').toLowerCase()}${how?.toLowerCase() === 'vorbei' ? 'vorbeigekommen' : 'zu besuch gekommen'} und `,
  ],
  [/\bmim\b/giu, 'mit dem'],
  [/\bham\b/giu, 'haben'],
  [/\bheut\b/giu, 'heute'],
  [/\bgabs\b/giu, 'gab es'],
  [/\bhats\b/giu, 'hat es'],
  // `dann drinnen aufgewärmt`: the child warmed up (`wärmte sich drinnen auf`).
  [
    /^(?!.*(?<![\p{L}])sich(?![\p{L}]))((?:(?:dann|danach|und|zuhause|drinnen|wieder|schnell|noch|am ofen|zu hause) )*)(aufgewärmt|aufgetaut)$/iu,
    'sich $1$2',
  ],
  // `hände waren danach eiskalt`: whose hands, said by the story (`Seine Hände waren danach eiskalt.`).
  [
    /^((?:(?:danach|dann|nachher|abends|und|aber) )*)(?:die |seine |ihre )?(hände|händchen|finger|füße|zehen|ohren|wangen|backen) (waren|war)(?![\p{L}])/iu,
    '$1die $2 $3',
  ],
  // `knie aufgeschürft`: the child's own knee (`schürfte sich das Knie auf`).
  ...(
    [
      ['das', 'knie|kinn|knöchel|bein'],
      ['den', 'ellbogen|ellenbogen|kopf|arm|finger'],
      ['die', 'nase|stirn|lippe|hand|wange|hände'],
    ] as const
  ).map(([article, parts]): [RegExp, string] => [
    new RegExp(
      `(?<![\\p{L}])(?<!(?:das|den|die|sein|seine|seinen|ihr|ihre|ihren|sich|am|beim|im|beide|beiden|ins|aufs|an|auf|mit) )(${parts}) (aufgeschürft|aufgeschlagen|aufgeschrammt|angeschlagen|angestoßen|angehauen|blutig geschlagen)(?![\\p{L}])`,
      'giu',
    ),
    `sich ${article} $1 $2`,
  ]),
  // `fäustling verloren`: one of a pair, or the one there was (`verlor einen Fäustling`).
  [
    /(?<![\p{L}])(?<!(?:der|den|die|das|dem|ein|eine|einen|seinen|seine|sein|ihren|ihre|ihr|neuen|neue|linken|rechten|roten|blauen|einzigen|beide|beiden|zwei) )(handschuh|fäustling|schal|schnuller|schuh|hut|nuggi|teddy|turnbeutel|rucksack) (verloren|verlegt|liegen gelassen|liegengelassen)(?![\p{L}])/giu,
    'einen $1 $2',
  ],
  // `einen fäustling verloren beim schlittenfahren`: where it was lost goes before the verb, as a sentence says it.
  [
    /^(.+) (verloren|verlegt|liegen gelassen|liegengelassen) ((?:beim|im|in der|auf dem|am|unterwegs beim) \p{L}+)$/iu,
    '$3 $1 $2',
  ],
  [
    /(?<![\p{L}])(?<!(?:der|den|die|das|dem|ein|eine|einen|seinen|seine|sein|ihren|ihre|ihr|neuen|neue|linken|rechten|roten|blauen|einzigen|beide|beiden|zwei) )(mütze|haube|kappe|trinkflasche|brille|jacke|puppe|schaufel) (verloren|verlegt|liegen gelassen|liegengelassen)(?![\p{L}])/giu,
    'eine $1 $2',
  ],
  // Austrian and Bavarian spoken forms (`daheim bliebn`, `a semmel gessen`, `mit seim teddy`, `scho besser`).
  [/(?<![\p{L}])(ge)?bliebn(?![\p{L}])/giu, 'geblieben'],
  [/(?<![\p{L}])gessen(?![\p{L}])/giu, 'gegessen'],
  // `semmeln holen beim bäcker`: the errand typed as an infinitive, with where after it, is what was fetched there.
  [
    /(?<![\p{L}])(\p{L}+) (?:holen|holn|kaufen) (beim|bei der|vom|von der) (bäcker|metzger|bäckerei|metzgerei|markt|kiosk)$/giu,
    '$2 $3 $1 geholt',
  ],
  // `die tomaten gossen`, `blumen gossn`: watered, said without its `ge`.
  [/(?<![\p{L}])(?:gossen|gossn)(?![\p{L}])/giu, 'gegossen'],
  [/(?<![\p{L}])seim(?![\p{L}])/giu, 'seinem'],
  [/(?<![\p{L}])ihrm(?![\p{L}])/giu, 'ihrem'],
  [/(?<![\p{L}])scho(?![\p{L}])/giu, 'schon'],
  // Berlin speech (`uffm spielplatz`, `hamwa gemalt`, `janz alleine jeschaukelt`): the `j` for `g` and the run-together
  // `haben wir`, never names or words of their own.
  [/(?<![\p{L}])uffm(?![\p{L}])/giu, 'auf dem'],
  [/(?<![\p{L}])uff(?= \p{L})/giu, 'auf'],
  [/(?<![\p{L}])aufer(?= \p{L})/giu, 'auf der'],
  [/(?<![\p{L}])(?:hamwa|hammwa|habenwa)(?![\p{L}])/giu, 'haben wir'],
  [/(?<![\p{L}])(?:simma|sindwa)(?![\p{L}])/giu, 'sind wir'],
  [/(?<![\p{L}])janz(?![\p{L}])/giu, 'ganz'],
  [/(?<![\p{L}])jut(?![\p{L}])/giu, 'gut'],
  [
    /(?<![\p{L}])je(schaukelt|spielt|macht|baut|backen|malt|gessen|kocht|lacht|rannt|sungen|tanzt|fahren|laufen|schlafen|sehen|kauft|holt|bracht|buddelt|rutscht|klettert|füttert|fallen|weint|sagt|fischt|schenkt|funden|worfen|schmissen|trunken|lesen|holfen)(?![\p{L}])/giu,
    'ge$1',
  ],
  // `se wollte`, `hat se`: the spoken `sie`; `warn mer`, `ham ma`: the spoken `wir` after its verb.
  [/(?<![\p{L}])se(?![\p{L}])/giu, 'sie'],
  // (Berlin `ham wa`, too.)
  [/(?<=(?:^|[^\p{L}])(?:warn|waren|sin|sind|san|ham|hamm|haben|wollt|wollten) )(?:mer|ma|wa)(?![\p{L}])/giu, 'wir'],
  // Swabian `im garta`, `aagmacht`, `ne stund lang durchgrennt`: `Garten`, `angemacht`, `eine Stunde`, `durchgerannt`.
  [/(?<![\p{L}])garta(?![\p{L}])/giu, 'garten'],
  [/(?<![\p{L}])aagmacht(?![\p{L}])/giu, 'angemacht'],
  [/(?<![\p{L}])stund(?![\p{L}])/giu, 'stunde'],
  [/(?<![\p{L}])(\p{L}*?)grennt(?![\p{L}])/giu, '$1gerannt'],
  [/(?<![\p{L}])andern(?= \p{L})/giu, 'anderen'],
  // `die große schaukel geschaukelt`: swinging is done on the swing (`auf der großen Schaukel`).
  [
    /(?<![\p{L}])die (?:(\p{L}+)e )?schaukel geschaukelt(?![\p{L}])/giu,
    (_, size) => `auf der ${size ? `${size}en ` : ''}schaukel geschaukelt`,
  ],
  // Bavarian participles without their `e` (`gstrittn`, `gfahrn`, `hergholt`, `ausgsucht`).
  [/(?<![\p{L}])gstritt(?:n|en|e)(?![\p{L}])/giu, 'gestritten'],
  [/(?<![\p{L}])gheult(?![\p{L}])/giu, 'geweint'],
  // Swabian `arg verschrocke`, `gnomme`, `gworfe`: the participle without its `n`, and `arg` as `sehr`.
  [/(?<![\p{L}])verschrocke(?:n)?(?![\p{L}])/giu, 'erschrocken'],
  [/(?<![\p{L}])arg (?=(?:erschrocken|traurig|stolz|müde|froh|lieb)(?![\p{L}]))/giu, 'sehr '],
  [/(?<![\p{L}])gnomme(?:n)?(?![\p{L}])/giu, 'genommen'],
  // Alemannic participles and words (`zugschaut`, `d ohre zughalte`, `hets funkaküachle gä`).
  [/(?<![\p{L}])zugschaut(?![\p{L}])/giu, 'zugeschaut'],
  [/(?<![\p{L}])(?:d|die) ohre(?![\p{L}])/giu, 'die ohren'],
  [/(?<![\p{L}])zughalte(?:n)?(?![\p{L}])/giu, 'zugehalten'],
  [/(?<![\p{L}])obe(?= (?:die|der|das|am|im|auf)(?![\p{L}]))/giu, 'oben'],
  [/^((?:danach|dann|nachher) )?het(?:s| es) (.+?) (?:gä|gäh|geh)$/iu, '$1gab es $2'],
  [/(?<![\p{L}])funkaküachle(?![\p{L}])/giu, 'funkenküchle'],
  [/(?<![\p{L}])vo da obe(?![\p{L}])/giu, 'von da oben'],
  [/(?<=(?:dann|da) doch )no(?= \p{L})/giu, 'noch'],
  [/(?<![\p{L}])gworfe(?:n)?(?![\p{L}])/giu, 'geworfen'],
  [/(?<![\p{L}])(?:d|die) schultere(?:n)?(?![\p{L}])/giu, 'die schultern'],
  // `ham se die alte kastanie gefällt`: `ham se` is they, someone not in the story; told as what was done to the thing.
  [
    /^((?:heut|heute|gestern) )?(?:ham|haben) (?:se|sie) (die|das) (.+?) (ge\p{L}+t)$/iu,
    (_, when: string | undefined, the = '', what = '', done = '') =>
      when ? `${when}wurde ${the} ${what} ${done}` : `${the} ${what} wurde ${done}`,
  ],
  // Austrian `hats marillenknödel geben`: `gab es`.
  [/(?<![\p{L}])hat(?:s| es) (.+?) geb(?:e|)n$/iu, 'gab es $1'],
  // `fand sie voll doof` after a comma: what she found silly is what was just said (`Das fand sie …`).
  [/^fand (sie|er) (?=(?:voll|total|ganz|echt|richtig|so) )/iu, 'das fand $1 '],
  [/(?<=fand (?:sie|er) )voll(?= \p{L})/iu, 'ganz'],
  // `die haie fand sie voll gruselig aber die quallen mega schön`: two things found, told side by side (`… und die
  // Quallen wunderschön`), the chat's `mega schön` as `wunderschön`.
  [
    /^((?:(?:die|den|das) \p{L}+ fand (?:sie|er)|(?:sie|er) fand (?:die|den|das) \p{L}+) (?:\p{L}+ )?\p{L}+),? aber ((?:die|den|das) \p{L}+ (?:\p{L}+ )?\p{L}+)$/iu,
    '$1 und $2',
  ],
  [
    /(?<=(?<![\p{L}])(?:fand|fanden|war|waren) .{0,40})(?<![\p{L}])(?:mega|voll|total|sau|echt) schön$/iu,
    'wunderschön',
  ],
  [/(?<![\p{L}])rumtoben(?![\p{L}])/giu, 'herumtoben'],
  // `beim feuer gabs dann nen weckmann und kinderpunsch`: `dann` after `gabs` leans on nothing before two things.
  [/(?<![\p{L}])(gabs|gab es) dann (?=.+ und )/iu, '$1 '],
  // Southern `auf da wiese`, `bei da omama`: `da` before a feminine noun is the article `der`.
  [/(?<![\p{L}])(auf|in|bei|von|mit|an|zu|unter|hinter) da (?=\p{L}+e(?![\p{L}]))/giu, '$1 der '],
  // Austrian `hendln gfuttert`: animals fed, not food eaten (`futtern`).
  [/(?<![\p{L}])hendln(?![\p{L}])/giu, 'hühner'],
  [
    /(?<=(?:hühner|enten|ziegen|schafe|tiere|hasen|kaninchen|fische|pferde|katze|hund|vögel|esel|kühe|schweine)(?: \p{L}+){0,3} )g(?:e)?futtert(?![\p{L}])/giu,
    'gefüttert',
  ],
  // `hat seine laterne selber getragen`: done by himself, said as a story says it.
  [/(?<![\p{L}])(?:selber|selbst) (?=(?:getragen|geschoben|gezogen)(?![\p{L}]))/giu, 'ganz allein '],
  // `da is ihr ball übern zaun gflogen`: what `da` put first is the one who did it (`Ihr Ball flog …`).
  [
    /^(?:da|dann) (?:is|ist) ((?:ihr|sein|ihre|seine) (?!(?:der|die|das|den|dem|ein|eine|einen)(?![\p{L}]))\p{L}{3,}) /iu,
    '$1 ist ',
  ],
  [/(?<![\p{L}])über ?n (?=\p{L})/giu, 'über den '],
  // `papa hat magen darm`: a stomach bug, told to a small child as a tummy ache.
  [
    /(?<![\p{L}])(hat|hatte) (?:n |nen |einen |den )?magen[- ]?darm(?:[- ]?(?:virus|infekt|grippe))?(?![\p{L}])/giu,
    '$1 bauchweh',
  ],
  // `und liegt seit heut früh aufm sofa`: lying there since the morning, told in the story's past.
  [/(?<= und )liegt (?=seit )/giu, 'lag '],
  [/(?<![\p{L}])seit (?:heut|heute) (?:früh|morgen)(?![\p{L}])/giu, 'seit dem Morgen'],
  // `hat dann aber voll gheult`: the spoken `voll` before crying is `ganz doll`; `aber` after `dann` leans on nothing.
  [/(?<![\p{L}])voll (?=(?:gheult|geheult|geweint|gweint|gebrüllt)(?![\p{L}]))/giu, 'ganz doll '],
  // `mit nem großen herz`: `Herz` after a dative article is `Herzen`.
  [/(?<![\p{L}])((?:einem|nem|dem|meinem|seinem|ihrem)(?: \p{L}+en)?) herz(?![\p{L}])/giu, '$1 herzen'],
  [/(?<![\p{L}])dann aber (?=(?:voll|ganz|total|richtig) )/giu, 'dann '],
  [/(?<![\p{L}])gfahrn(?![\p{L}])/giu, 'gefahren'],
  [/(?<![\p{L}])fahrn(?![\p{L}])/giu, 'fahren'],
  [
    // (Not the ride said as a noun: `zugfahrt` is a train ride, no `zugefahrt`.)
    /(?<![\p{L}])(aus|an|her|hin|vor|zurück|ab|heim|weg|mit|ein|auf|voll|zu|um)g(?!fahrt(?![\p{L}]))(?=[bdfhklmnprstvwz]\p{L}{2,}(?:t|en|n)(?![\p{L}]))/giu,
    '$1ge',
  ],
  // `heimgfahrn`, `gmalt`, `gspielt`: southern participles without their `e`; no standard word begins `gm`, `gh`, `gf`.
  [/(?<=\p{L})gefahrn(?![\p{L}])/giu, 'gefahren'],
  // `gflogen`, `gstiegen`, `gschlafen` too: no standard word begins `gfl`, `gfr`, `gst`, `gschl`, `gschw`.
  [/(?<![\p{L}])g(?=(?:m|h|f|fl|fr|sp|st|sch|schl|schw)[aeiouäöü]\p{L}*(?:t|en|n)(?![\p{L}]))/giu, 'ge'],
  // `en riesa turm baut`: Swabian `einen riesigen`, and a participle at the end without its `ge`.
  // `a bild`, `a ganze brezn`: the southern article before a thing said by a neuter or a feminine word.
  [/(?<![\p{L}])a (?=(?:bild|bildl|lied|buch|bussi|eis|geschenk|stück|brot)(?![\p{L}]))/giu, 'ein '],
  [/(?<![\p{L}])a (?=ganze \p{L})/giu, 'eine '],
  // `mit nem stock rumgefischt aber nix`: the search that found nothing, as a story says it.
  [/^((?:\p{L}+ )+?(?:hat|hatte|ham|haben) )(?:noch )?(\p{L}.*?) aber (?:nix|nichts)$/iu, '$1noch vergeblich $2'],
  // `saß bei opa auf die schultern`: sitting is on the shoulders (`auf den Schultern`), not onto them.
  [
    /(?<=(?:saß|sass|sitzt|gsessen|gesessen|gesessn)(?: \p{L}+){0,6} )auf die schultern(?![\p{L}])/giu,
    'auf den schultern',
  ],
  // `getanzt und a ganze brezn verdrückt`: the chat's `verdrückt` after another deed is eating it.
  [/(?<= und (?:\p{L}+ ){1,4})verdrückt$/iu, 'gegessen'],
  // `sei freundin ella`: the southern `sei` before whom the child has is `sein` or `seine`.
  [/(?<![\p{L}])sei(?= (?:freundin|schwester|oma|mama|cousine|tante|lehrerin|erzieherin)(?![\p{L}]))/giu, 'seine'],
  [/(?<![\p{L}])sei(?= (?:freund|bruder|opa|papa|cousin|onkel|hund|teddy|hasi)(?![\p{L}]))/giu, 'sein'],
  // `vom kindi abgeholt`: the chat's `kindi` is the kindergarten.
  [/(?<![\p{L}])(vom|im|in den|ausm|zum) kindi(?![\p{L}])/giu, '$1 kindergarten'],
  // `nachmittags kam sei freundin ella`: the visitor first, then when, as the story can tell it (`… kam nachmittags vorbei`).
  [
    /^(nachmittags|vormittags|mittags|abends|morgens|später|dann|danach|heute|heut) kam (?:dann |noch )?((?:sein|seine|ihr|ihre) (?:freund|freundin|kumpel|cousin|cousine|tante|onkel|oma|opa) \p{L}+)(?: (?:vorbei|zu besuch|rüber))?$/iu,
    '$2 kam $1 vorbei',
  ],
  // `is heut wieder heimgfahrn nach 2 wochen bei uns`: how long the visit was, said before going home as German says it.
  [
    /^(.+? (?:is|ist) (?:heut |heute )?)(wieder (?:heimgfahrn|heimgefahren|heimgfahren|heimgeflogen|abgereist|nach hause gefahren)) nach (\d+|zwei|drei|vier|fünf) (wochen|tagen)(?: bei uns)?$/iu,
    '$1nach $3 $4 $2',
  ],
  // `des hat er jetzt im bett`: the southern `des` before a verb is `das`.
  [/(?<![\p{L}])des (?=(?:hat|is|ist|war|mag|macht)(?![\p{L}]))/giu, 'das '],
  // `und war wieder jut`: of a child after tears, glad again.
  [/(?<=\p{L}(?:t|en) und )war wieder (?:gut|jut)$/iu, 'war wieder froh'],
  [/(?<![\p{L}])en riesa(?= \p{L})/giu, 'einen riesigen'],
  [/(?<![\p{L}])riesa(?= \p{L})/giu, 'riesigen'],
  [
    /(?<=(?:^|\s)(?:hat|haben|ham|hen|hend|hatte)(?: (?!(?:ob|dass|wenn|weil|wo|wie|was)(?![\p{L}]))[\p{L}-]+){1,8} )(baut|malt|spielt|kauft|tanzt|bastelt|kocht)$/iu,
    'ge$1',
  ],
  // `sein spezl korbinian`: the Bavarian word for a friend; `laufradl`: the bike without its southern `l`.
  [/(?<![\p{L}])spezl(?:n)?(?![\p{L}])/giu, 'freund'],
  [/(?<![\p{L}])(\p{L}*rad)l(?![\p{L}])/giu, '$1'],
  // `hat er a lebkuchenherz kriegt`, `hat er vorm zelt tanzt`: the spoken participles without `ge`.
  // `a lebkuchenherz kriegt wo sei name draufsteht`: the child's name on it, as a relative clause would never be told.
  [
    / (kriegt|bekommen|gekriegt) wo (sei|sein|ihr) name drauf ?steht$/iu,
    (_, got, own) => ` mit ${own?.toLowerCase() === 'ihr' ? 'ihrem' : 'seinem'} namen ${got}`,
  ],
  [/^nachmittag(?= )/iu, 'nachmittags'],
  // `im park laufrad gefahren und dann isse am hügel hingefallen`: after a clause of the child's without a subject, the
  // child's fall goes on without one (`fuhr … Laufrad und fiel dann am Hügel hin`).
  [
    /^((?:nachmittags|vormittags|morgens|mittags|abends|dann|danach|erst|heute|heut|mit|im|am|aufm|auf|beim|draußen)(?![\p{L}])(?:(?!(?<![\p{L}])(?:sie|er|ich|wir|es|ihr|die|der|das)(?![\p{L}]))[^,])*? ge\p{L}+) und dann (?:ist|is|isse|isser) (?:(?:sie|er) )?(?=(?:\p{L}+ ){0,3}(?:hingefallen|gestolpert|ausgerutscht|runtergefallen|gestürzt|hingeflogen)$)/iu,
    '$1 und dann ',
  ],
  // `hat er mir geholfen ne gemüsesuppe zu kochen`: helping a grown-up make something is making it with them
  // (`kochte mit Mama eine Gemüsesuppe`).
  [
    /(?<![\p{L}])(hat|hatte) (er|sie) (mir|mama|mami|papa|papi|oma|omi|opa|opi) geholfen,? ((?:ne|n|nen|eine|einen|ein|den|die|das) \p{L}+(?: \p{L}+)?) zu (kochen|backen|putzen|waschen|decken|schnippeln|rühren)$/iu,
    (_whole, helper = '', who = '', whom = '', what = '', doing = '') =>
      `${helper} ${who} mit ${whom} ${what} ${HELPED_TO[doing.toLowerCase()] ?? ''}`,
  ],
  // `heut morgen voll der grummeltag`: a day named bare with its when (`Morgens war ein Grummeltag.`).
  [
    /^((?:heute|heut)(?: morgen| früh| nachmittag| abend)?|morgens|vormittags|nachmittags|abends) (?:(?:voll|so|echt|total|richtig) )?(?:der|n|ein|so ein|son) (\p{L}{3,}tag)$/iu,
    '$1 war ein $2',
  ],
  // `ne kleine beule`, `nur n kratzer`: a small hurt named bare is the child's (`hatte eine kleine Beule`).
  [
    /^(?:(?:aber |zum glück )?nur )?((?:ne|eine|n|ein|nen|einen) (?:(?:kleine|kleinen|dicke|dicken|große|großen|richtige|richtigen) )?(?:beule|schramme|kratzer|schürfwunde|platzwunde))$/iu,
    'hatte $1',
  ],
  // `nachmittags war ihre freundin ida da`, `nach dem schläfchen war mia von nebenan zum spielen da`: the one who came
  // leads, and when comes after the verb (`Ihre Freundin Ida war nachmittags da.`).
  [
    /^((?:nachmittags|vormittags|morgens|mittags|abends|später|danach|heute|heut|am (?:nachmittag|vormittag|morgen|abend)|nach dem (?:schläfchen|mittagsschlaf|mittagessen|essen|frühstück|kindergarten|kiga|kita))) (war|waren) ((?:(?:ihre|seine|unsere|ihr|sein|unser) (?:kleine |kleiner |große |großer |beste |bester )?(?:freundin|freund|cousine|cousin|schwester|bruder|nachbarin|nachbar) )?\p{L}{2,}(?: von nebenan)?) ((?:(?:zum spielen|mal|auch|noch|kurz) )*(?:da|zu besuch))$/iu,
    (_whole, when = '', verb = '', who = '', rest = '') => `${who} ${verb} ${when} ${rest}`,
  ],
  // `abends noch mit papa in der badewanne mit ganz viel schaum`: who sat in the bath and what it had, said without
  // a verb (`Abends saß … mit Papa und ganz viel Schaum in der Badewanne.`).
  [
    /^(?:(am abend|abends|danach|später|zum schluss) )?(?:noch )?mit ((?:papa|mama|papi|mami|oma|opa|\p{L}+ (?:bruder|schwester)|(?:bruder|schwester) \p{L}+)) (?:in der |in die )?(?:bade)?wanne mit ((?:ganz |extra |mega )?(?:viel|vielen|\p{L}+) .+)$/iu,
    (_whole, when = '', who = '', what = '') =>
      `${when.replace(/^am abend$/iu, 'abends')} mit ${who} und ${what} in der badewanne gesessen`.trim(),
  ],
  // `badewanne mit ganz viel schaum`, typed alone: what the bath had (`In der Badewanne gab es ganz viel Schaum.`).
  // `am abend noch badewanne mit ganz viel schaum`: a when before it leads (`abends gab es in der Badewanne …`).
  [
    /^(?:(am abend|abends|danach|später|zum schluss) )?(?:noch )?(?:badewanne|wanne|baden|schaumbad) mit (?=(?:ganz )?(?:viel|vielen|extra|mega) )/iu,
    (_whole, when = '') =>
      when ? `${when.replace(/^am abend$/iu, 'abends')} gab es in der badewanne ` : 'in der badewanne gab es ',
  ],
  [/^vormittag(?= )/iu, 'vormittags'],
  [/(?<=(?:hat|hab|haben|ham|hatte)(?: [\p{L}-]+){1,8} )kriegt(?![\p{L}])/giu, 'bekommen'],
  [/(?<=(?:hat|hab|haben|ham|hatte)(?: [\p{L}-]+){1,6} )tanzt(?= *$| und |,)/giu, 'getanzt'],
  // `jeder hat abwechselnd fahren dürfen`: after a quarrel of two, taking turns.
  [
    /^(?:(?:und|dann) )*jeder (?:hat|durfte) (?:dann )?abwechselnd (\p{L}+)(?: dürfen)?$/iu,
    'die beiden durften abwechselnd $1',
  ],
  // `no a semmerl kauft`: the southern `no` before what was still done is `noch`, a word in `-erl` is a small thing
  // (`ein semmerl`), and `kauft` or `holt` after what was bought, at a clause's end, is its participle.
  [/(?<![\p{L}])no(?= (?:a|an|ein|eine|einen|nen|ne|schnell|kurz|mal|einmal|ewig)(?![\p{L}]))/giu, 'noch'],
  [/(?<![\p{L}])a (?=\p{L}{2,}erl(?![\p{L}]))/giu, 'ein '],
  [
    /(?<=(?<![\p{L}])(?:a|ein|eine|einen|nen|ne|zwei|drei|vier|\d+) \p{L}{3,} )(kauft|holt)(?= und |$)/giu,
    (_whole, verb = '') => `ge${verb.toLowerCase()}`,
  ],
  // `den ganzen nachmittag im planschbecken aufm balkon und eis gegessen`: a pool said without its verb, before what
  // was done besides, is splashing in it (`planschte … und aß Eis`).
  [
    /(?<![\p{L}])(im (?:planschbecken|plantschbecken|pool|wasser|freibad)(?: (?:aufm|auf dem|im|am|in der|hinterm) \p{L}+)?) und (?=(?:\p{L}+ ){1,3}ge\p{L}+$)/giu,
    '$1 geplanscht und ',
  ],
  // `abends videocall mit papa`: a video call typed without its verb is a call made (`telefonierte … per Video`).
  [
    /^((?:(?:heute|heut|abends|morgens|mittags|nachmittags|dann|danach|später|noch) )*)(?:nen |ein |einen )?(?:videocall|videoanruf|videotelefonat|videochat|facetime|facetimen|videotelefonieren) mit (\p{L}+)$/iu,
    '$1mit $2 per video telefoniert',
  ],
  // `papa auf dienstreise`: a grown-up away for work, typed without a verb, is where they were.
  [
    /^(papa|papi|mama|mami|oma|opa)(?: (?:ist|war|is))? (?:wieder |noch |die ganze woche |)(auf dienstreise|auf geschäftsreise|auf montage|im nachtdienst|auf nachtschicht|in der nachtschicht)$/iu,
    '$1 war $2',
  ],
  // `die ersten 10 min`: minutes said short are minutes.
  [/(?<=(?<![\p{L}])\d+ )min(?![\p{L}])/giu, 'minuten'],
  // `wir ham erstmal zugeschaut`: `erstmal` is `erst mal`.
  [/(?<![\p{L}])erstmal(?![\p{L}])/giu, 'erst mal'],
  // `… übern balken balanciert und aufs trampolin`: the trampoline said without its verb after another doing is
  // jumped on.
  [
    /(?<=(?<![\p{L}])\p{L}{3,}t) und (aufs trampolin|auf das trampolin|auf dem trampolin)$/iu,
    ' und aufs trampolin gesprungen',
  ],
  [/(?<=(?<![\p{L}])(?:den|die|der|mit|allen) )andern(?![\p{L}])/giu, 'anderen'],
  // `schnuffi im supermarkt verloren`: a cuddly toy's pet name is a name, with its capital.
  [
    /(?<![\p{L}])(schnuffi|schnuffel|schmusi|dudu)(?![\p{L}])/giu,
    (name) => `${name.charAt(0).toUpperCase()}${name.slice(1).toLowerCase()}`,
  ],
  // `sind wir zusammen in den laden`: the shop, never the verb `laden`.
  [/(?<=(?<![\p{L}])(?:in den|im|zum|aus dem|vom) )laden(?![\p{L}])/giu, 'Laden'],
  // `dann noch sackhüpfen im garten und zum schluss …`: a party game said without its verb, before what came next, is a
  // game played (`machte noch Sackhüpfen im Garten`), never a thing brought home.
  [
    /(?<![\p{L}])(sackhüpfen|eierlaufen|topfschlagen|stopptanz|reise nach jerusalem|schokoladenessen|dosenwerfen)((?: (?:im|auf dem|aufm|am) \p{L}+)?) und (?=(?:zum schluss|zum ende|am schluss|am ende|danach|dann) )/giu,
    (_whole, game = '', where = '') => `${game.charAt(0).toUpperCase()}${game.slice(1)}${where} gemacht und `,
  ],
  // `nachmittag mit mir zum bäcker`: the parent who writes goes along unsaid; the child is the one told.
  [/ mit mir(?= (?:zum|zur) )/iu, ''],
  // `a sanduhr`, `a lebkuchenherz`: the southern `a` before a noun; its ending says which `ein`.
  [/(?<![\p{L}])a (?=\p{L}{2,}(?:e|ung|heit|keit|uhr|semmel|schaft|brezn|wurst|torte|tüte)(?![\p{L}]))/giu, 'eine '],
  [
    /(?<![\p{L}])a (?=(?!(?:weng|wengerl|bissl|bisserl|paar|mal|so|bisschen)(?![\p{L}]))\p{L}{3,}(?![\p{L}]))/giu,
    'ein ',
  ],
  // `sein kumpel ole kam noch rüber`: a friend coming over by day is a visit (`kam noch vorbei`).
  [/(?<![\p{L}])kam (noch |dann |später )?rüber(?= und|$)/giu, 'kam $1vorbei'],
  [/(?<![\p{L}])kam (noch |dann |später )?rüber (?=zum )/giu, 'kam $1'],
  [/(?<=(?:sein|ihr|seinem|ihrem) )kumpel(?= \p{L})/giu, 'freund'],
  // `hat ihm n bild gemalt damit er den weg nach hause findet`: a picture for a lost pet, told as what it shows.
  [
    /(?<![\p{L}])(hat|hatte) (er|sie) (?:ihm|ihr) (noch )?(?:n|ein|nen) bild gemalt,? damit (?:er|sie|\p{L}+) (?:den weg )?(?:nach hause|heim) ?findet$/iu,
    '$1 $2 $3ein bild vom Weg nach hause gemalt',
  ],
  // `sein freund ole von nebenan kam`: where the friend lives is left; the friend and the visit are told.
  [/ von nebenan(?= (?:kam|ist|is|war|hat)(?![\p{L}]))/giu, ''],
  [/(?<![\p{L}])(heute|heut) in der früh(?![\p{L}])/giu, 'heute früh'],
  [/(?<![\p{L}])in der früh(?![\p{L}])/giu, 'am Morgen'],
  // `a pflaster aufs knie picken`, `pickt`: Austrian for sticking on.
  [
    /(?<![\p{L}])(aufs|auf die|auf den|auf das|an die|ans) (\p{L}+) (?:picken|pickt|gepickt|picked)(?![\p{L}])/giu,
    '$1 $2 geklebt',
  ],
  [/(?<![\p{L}])(?:auf)?gepickt(?![\p{L}])/giu, 'geklebt'],
  // `ist die große rutsche runter`: the spoken perfect without its verb of sliding.
  [
    /(?<![\p{L}])((?:ist|sind)(?: (?!(?:und|aber)(?![\p{L}]))[\p{L}\d-]+){0,6} \p{L}*(?:rutsche|rutschbahn|rutschen)) (runter|hinunter|herunter)(?= *$| und )/giu,
    '$1 $2gerutscht',
  ],
  // `getanzt bis um 9`: the time said after the participle goes before it, where a story says it.
  [/(?<![\p{L}])(\p{L}*ge\p{L}{3,}) (bis (?:um )?\d{1,2}(?: uhr)?)$/giu, '$2 $1'],
  // `isser die kletterwand hoch`: the spoken perfect without its verb of climbing.
  [
    /(?<![\p{L}])((?:ist|sind)(?: (?!(?:und|aber)(?![\p{L}]))[\p{L}\d-]+){0,6} \p{L}*(?:wand|leiter|treppe|baum|gerüst|turm|mauer|netz|seil|stange)) (hoch|rauf|hinauf)(?= *$| und )/giu,
    '$1 hochgeklettert',
  ],
  // `daheim bliebn statt kindergarten`: where the child did not go is left out.
  [
    / (?:statt|anstatt|anstelle) (?:in die |in den |in der |im |zur |zum )?(?:kita|kindergarten|kiga|krippe|schule|chindsgi|tagesmutter)$/giu,
    '',
  ],
  // `um 3 kam er weinend rüber`: the hour said as a clock says it.
  [/^um (\d{1,2})(?= (?:kam|ist|war|hat|wurde|wachte|wacht|stand)(?![\p{L}]))/giu, 'um $1 Uhr'],
  // `die frisörin`: the spelling a book uses (`die Friseurin`).
  [/(?<![\p{L}])frisör(in|s|e|innen)?(?![\p{L}])/giu, 'friseur$1'],
  [/\bgings\b/giu, 'ging es'],
  [/\bgehts\b/giu, 'geht es'],
  // `sind rausgelaufen aufs feld`: where to, said after the participle, goes before it as a sentence says it.
  [
    /(?<![\p{L}])(\p{L}*ge\p{L}{2,}(?:t|en)) ((?:aufs|ins|zum|zur|in den|in die|auf den|auf die|nach) \p{L}+)$/iu,
    '$2 $1',
  ],
  // `mit der oma`: the family word is the person's name in a story (`mit Oma`).
  [
    /(?<![\p{L}])(mit|von|bei|für) (?:der|dem|em|dr|da) (oma|omi|opa|opi|omama|opapa|mama|mami|papa|papi)(?![\p{L}])/giu,
    '$1 $2',
  ],
  [/(?<![\p{L}])zuhause(?![\p{L}])/giu, 'zu Hause'],
  // `durfte die zweite auspusten`: what is blown out or lit is a candle, said (`die zweite Kerze`).
  [
    /(?<![\p{L}])(die|eine) (erste|zweite|dritte|vierte|letzte|neue) (?=(?:auspusten|ausblasen|anzünden|ausgepustet|ausgeblasen|angezündet)(?![\p{L}]))/giu,
    '$1 $2 Kerze ',
  ],
  // `um 3 kam er weinend rüber`: over to the parents, at night.
  [/(?<![\p{L}])(kam (?:er|sie) (?:\p{L}+ )?)(?:zu uns )?rüber(?=$| und| weil|,)/giu, '$1zu Mama'],
  [/\bwolte\b/giu, 'wollte'],
  [/\bwollt\b/giu, 'wollte'],
  [/\bwarn\b/giu, 'waren'],
  [/\bdurft\b/giu, 'durfte'],
  [/\ba bissl\b/giu, 'ein bisschen'],
  [/\bbissl\b/giu, 'bisschen'],
  [/\bschlaft\b/giu, 'schläft'],
  [/\berziherin\b/giu, 'Erzieherin'],
  [/\bvorsichitg\b/giu, 'vorsichtig'],
  [/\bhbf\b/giu, 'Hauptbahnhof'],
  [/(?<![\p{L}])t-?shirts?(?![\p{L}])/giu, 'T-Shirt'],
  [/(?<![\p{L}])leut(?![\p{L}])/giu, 'Leute'],
  // `is dem ball hinterher`: the spoken perfect without its verb of running.
  [
    /(?<![\p{L}])((?:ist|is|sind)(?: (?!(?:und|aber)(?![\p{L}]))[\p{L}-]+){0,6}) (hinterher|davon|voraus)(?= *$| und )/giu,
    '$1 $2gelaufen',
  ],
  // `im pflegeheim eingeschlafen` of a death: the story says what happened, never that sleep took someone.
  [
    /(?<![\p{L}])(?:(?:ganz )?friedlich |sanft |für immer )?(im pflegeheim |im heim |im hospiz |im krankenhaus |im spital )?(?:(?:ganz )?friedlich |sanft |für immer )?eing?eschlafen(?= *$)(?<=(?:pflegeheim|heim|hospiz|krankenhaus|spital|friedlich|sanft|immer) eing?eschlafen)/giu,
    '$1gestorben',
  ],
  // `is mit ihr auf den bolzplatz`, `san dann heim`: the spoken perfect without its verb of going (never a comparison:
  // `weiter weg is als zur oma` goes nowhere).
  [
    /(?<![\p{L}])((?:ist|is|sind|san)(?: (?!(?:aber|als)(?![\p{L}]))(?!und (?:ist|is|hat|sind|haben|ham|war|waren|hatte)(?![\p{L}]))[\p{L}-]+){0,8} (?:zum|zur|ins|in den|in die|auf den|auf die|an den|ans|nach) [\p{L}-]+|(?:ist|is|sind|san)(?: (?:dann|noch|wieder|schnell|gleich))* (?:heim|nach hause))(?= *$| und )/giu,
    '$1 gegangen',
  ],
  [/(?<![\p{L}])san(?= (?:dann|wir|noch|gleich|wieder) )/giu, 'sind'],
  // Austrian `nur mehr` is `nur noch`; `mit am pferd` is `mit einem Pferd`.
  [/(?<![\p{L}])nur mehr(?![\p{L}])/giu, 'nur noch'],
  [/(?<![\p{L}])(mit|von|aus|nach) am(?= \p{L})/giu, '$1 einem'],
  // The dialect's `a` before an adjective: its ending says which `ein` (`a heiße schoko`: `eine heiße Schoko`).
  [/(?<![\p{L}])a (?=\p{L}+e \p{L})/giu, 'eine '],
  [/(?<![\p{L}])a (?=\p{L}+e[rs] \p{L})/giu, 'ein '],
  [/(?<![\p{L}])a (?=\p{L}+en \p{L})/giu, 'einen '],
  [/(?<![\p{L}])(\p{L}*)schaun(?![\p{L}])/giu, '$1schauen'],
  // `… und dann wars eh wieder gut`: the comfort is the story's own; what came before it is told.
  [
    /(?<=\p{L}.*)(?:\s+und)?(?:\s+dann)?\s+(?:alles war|war alles|wars|war es)\s+(?:(?:eh|dann|schnell|bald|auch|schon)\s+)*wieder gut$/iu,
    '',
  ],
  // `dann gleich raus und mit papa nen schneemann gebaut`: going out, said without a verb, leaves what was done there.
  [/^(?:(?:dann|danach|und) )?(?:(?:gleich|sofort|schnell|noch) )*(?:raus|nach draußen|hinaus) und (?=\p{L})/iu, ''],
  // `zum ersten mal`, `das erste mal`: the time is a noun (`zum ersten Mal`).
  [
    /(?<![\p{L}])(zum|das|beim|dem|ein|jedes|diesmal das) (ersten|erste|zweiten|zweite|dritten|letzten|letzte|nächsten|x-ten|hundertsten) mal(?![\p{L}])/giu,
    '$1 $2 Mal',
  ],
  // `so geweint`: how much, said whole (`weinte sehr`).
  // Laughing is counted, never weighed: `so gelacht` is `lachte ganz viel`, never `lachte sehr`.
  [/(?<![\p{L}])so (gelacht|glacht|gekichert)(?= *$)/giu, 'ganz viel $1'],
  [/(?<![\p{L}])so (geweint|gweint|geheult|gefreut|geschrien|gschrien)(?= *$)/giu, 'sehr $1'],
  // `verstecken gespielt`: the game is a noun.
  [/(?<![\p{L}])verstecken (?=(?:gespielt|gspielt|spielen)(?![\p{L}]))/giu, 'Verstecken '],
  [/\bstd\b/giu, 'Stunden'],
  // `topfschlagen fand er mega`, `das war mega`: the chat's `mega` said last, of what the child liked, is `ganz toll`.
  [/(?<=(?<![\p{L}])(?:fand|fanden|findet|finden|war|waren|warn|ist|is)(?: \p{L}+)?) mega(?= *$)/giu, ' ganz toll'],
  // `beim pieks hat sie mega geweint`: the chat's `mega` before what the child did is `ganz doll`, never a bare `ganz`
  // left after the verb (`weinte ganz`).
  [/(?<![\p{L}])mega(?= g\p{L}+(?:t|en)(?![\p{L}]))/giu, 'ganz doll'],
  [/\bmega\b/giu, 'ganz'],
  [/\bsau(?!g(?:er|rob|en|t\b))(?=\p{L}{4})/giu, ''],
  // `2x gewonnen`: a small count is said in words (`zweimal`), a bigger one with its number (`15-mal`).
  [/\b1 ?(?:x|mal)\b/giu, 'einmal'],
  ...['zwei', 'drei', 'vier', 'fünf', 'sechs'].map((count, at): [RegExp, string] => [
    new RegExp(`\\b${at + 2} ?(?:x|mal)\\b`, 'giu'),
    `${count}mal`,
  ]),
  [/\b(\d+)x\b/giu, '$1-mal'],
  [
    /\bg(?=(macht|fahren|sagt|fragt|habt|spielt|lacht|kocht|baut|kauft|holt|hört|schaut|weint|rennt|lernt|malt|fürchtet|schrien|kuschelt|zeigt|halten|hüpft|tanzt|turnt|bastelt|rutscht|schenkt|schlafen)(?![\p{L}]))/giu,
    'ge',
  ],
  [/\b(ein|auf|an|aus|ab|zu|mit|vor|weg|los)g(?=(schlafen|fahren|macht|hört|schaut|holt|räumt|packt)\b)/giu, '$1ge'],
  [/\banschaun\b/giu, 'anschauen'],
  [
    /(?<![\p{L}])(auf|ein|aus|ab|zu|mit|vor|weg|los|runter|rauf|raus|rein|rüber|hin|heim|zurück|herunter|hinunter|hinauf|herauf|umi|owe)g(?!fahrt(?![\p{L}]))(?=[hsmfkptwb]\p{L}{2,}(?:t|en)(?![\p{L}]))/giu,
    '$1ge',
  ],
  [/([aeiouäöü])\1{2,}/giu, '$1'],
  // `danach pfützen springen`: one jumps into puddles (`in Pfützen springen`), wherever in the clause it is said.
  [/(?<![\p{L}])(?<!(?:in|durch|über) (?:die )?)pfützen (springen|hüpfen)(?![\p{L}])/giu, 'in pfützen $1'],
  [/\bzähneputzen\b/giu, 'Zähne putzen'],
  // `abendessen nudeln mit tomatensoße`: the meal named bare before what there was (`Zum Abendessen gab es …`).
  [
    // (`zum frühstück waffeln mit oma`: made with someone, told by the one who made it, not as a meal served.)
    /^(?!.*(?<![\p{L}])mit (?:der |dem )?(?:mama|papa|oma|opa|omi|opi|mami|papi|tante|onkel)(?: \p{L}+)?$)(?:(?:und|dann|danach) )?(?:zum |zu )?(abendessen|abendbrot|mittagessen|nachtisch|frühstück)(?: gab es| gabs)? (?!(?:war|waren|hat|haben|ist|gab|gabs|mit|bei|beim|im|in|am|auf|zu|zuhause|daheim|zusammen|draußen|drinnen|noch|dann|gemacht|gegessen|gekocht|fertig|ausgefallen)(?![\p{L}]))(?=\p{L})/iu,
    'zum $1 gab es ',
  ],
  [/(?<!(zum|beim) )\bzmittag\b/giu, 'zum mittagessen'],
  [/\bzmittag\b/giu, 'mittagessen'],
  // `kalte finger weil sie die handschuhe ausgezogen hat und hat geweint`: the second doing belongs to the first
  // part, before the reason (`… und weinte, weil …`).
  [
    /^(.+?) ((?:weil|da) (?:\p{L}+ ){1,8}(?:hat|hatte|ist|war|wollte|konnte|durfte|musste|wollt)) und (hat|hatte|ist|war) (ge\p{L}+|\p{L}+ge\p{L}+)$/iu,
    '$1 und $3 $4 $2',
  ],
  // `schneemann gebaut mit karotte als nase`: the snowman's carrot nose is one word (`mit einer Karottennase`).
  [
    /(?<![\p{L}])mit (?:einer |ner |na |a )?(karotte|möhre|rübe) als nase(?![\p{L}])/iu,
    (_whole, carrot = '') =>
      `mit einer ${carrot.toLowerCase() === 'möhre' ? 'möhren' : carrot.toLowerCase() === 'rübe' ? 'rüben' : 'karotten'}nase`,
  ],
  // `er vermisst sie voll`: missing someone, said in the present, is told as the day's feeling (`vermisste Mama ganz
  // doll`).
  [
    /^(er|sie) vermisst (\p{L}+(?: \p{L}+)?) (?:voll|sehr|total|so|ganz doll|so doll|arg|mega|ganz arg)$/iu,
    '$1 hat $2 ganz doll vermisst',
  ],
  // `babyschwimmen bzw kinderschwimmen`: of the parent's two words the one they settled on, the second, is told.
  [/(?<![\p{L}])\p{L}+ (?:bzw\.?|beziehungsweise) (?=\p{L})/iu, ''],
  // `oma und opa warn zu besuch aus münchen`: where the visitors came from goes before the visit (`aus München zu
  // Besuch`).
  [/(?<![\p{L}])zu besuch (aus|von) (\p{L}{3,})$/iu, '$1 $2 zu besuch'],
  // `40 min verspätung`, `2 std gefahren`: the short forms of a parent's phone are written out in a story.
  [/(?<=(?<![\p{L}\p{N}])\d+ )(?:min|mins|minu)(?![\p{L}.])\.?/giu, 'minuten'],
  [/(?<=(?<![\p{L}\p{N}])\d+ )(?:std|stdn)(?![\p{L}])\.?/giu, 'stunden'],
  // `hat dann bei uns im bett geschlafen`: a child who slept with the parents slept in the big bed, as children say.
  [
    /(?<![\p{L}])(?:bei uns|bei mama und papa|bei papa und mama) im bett(?= (?:geschlafen|gepennt|weitergeschlafen|eingeschlafen)(?![\p{L}]))/iu,
    'im großen bett',
  ],
  // `hat dann aber ein trostgeschenk gekriegt`: the turn of `aber` after `dann` is the `dann` alone in a story.
  [/(?<=(?<![\p{L}])(?:hat|hatte|ist|war) (?:dann|danach)) aber(?= \p{L})/iu, ''],
  // `durfte die transportbox mit tragen`, `durfte die streusel drauf machen`: a separable doing split after a modal
  // is one word (`mittragen`, `draufmachen`).
  [
    /(?<![\p{L}])((?:durfte|durften|wollte|wollten|konnte|konnten|musste|mussten)(?: (?!(?:mit|drauf|dran|rein|raus)(?![\p{L}]))\p{L}+)*) (mit|drauf|dran|rein|raus) (tragen|helfen|spielen|machen|kochen|backen|fahren|kommen|gehen|essen|singen|tanzen|bauen|schieben|ziehen|halten|basteln|malen|turnen|laufen|rennen|schwimmen|suchen|nehmen|feiern|lachen|streuen|kleben|legen|setzen|stecken|tun|werfen|hängen)$/iu,
    '$1 $2$3',
  ],
  // `ne riesen sandburg`: one word, as written in a book (`eine Riesensandburg`).
  [/(?<![\p{L}])(ein|eine|einen|einem|einer|den|die|das|der|dem) riesen (?=\p{L}{3,})/giu, '$1 riesen'],
  [/(?<!(zum|beim) )\bznacht\b/giu, 'zum abendessen'],
  [/\bznacht\b/giu, 'abendessen'],
  // `heut s erste mal ohne stützradl gfahren`: the spoken `s` of a first time is `zum ersten Mal`, and the bike's
  // stabilisers, in the south `stützradl`, are the two of them (`ohne Stützräder`).
  // (A first time at a place, `s erste mal aufm reiterhof gwesn`, is the day's news: see `firstTimeText`.)
  [/(?<![\p{L}])(?:s|'s|’s) (?:erste|ersten) mal(?![\p{L}])(?!.*(?:gewesen|gwesen|gwesn|gwest)$)/giu, 'zum ersten Mal'],
  [/(?<![\p{L}])ohne (?:die )?stütz(?:radl|radln|radeln|rad|räder|räderl|räda)(?![\p{L}])/giu, 'ohne stützräder'],
  // `ganzen tag aufm sofa gekuschelt`: a whole day said without its article is `den ganzen Tag`.
  [
    /(?<![\p{L}])(?<!(?:den|dem|am|einen|der|die|das|des|im) )ganzen (tag|vormittag|nachmittag|morgen|abend)(?![\p{L}])/giu,
    'den ganzen $1',
  ],
  // `papa is hinterhergrennt und hat losglassen`: southern participles without their `e` after a separable part.
  [
    /(?<![\p{L}])(los|auf|ein|aus|an|ab|weg|mit|zu|hin|fest)g(lassen|stiegen|standen|schlafen|wacht|räumt|macht|hört|passt|halten)(?![\p{L}])/giu,
    '$1ge$2',
  ],
  // `einmal in die hecke aber gleich wieder aufgstiegen`: a ride into a hedge said without its verb before getting
  // back on (`fuhr … in die Hecke`).
  [
    /^((?:(?:dann|und|einmal|einmal kurz|auch) )*)(in die hecke|ins gebüsch|in den busch|in die büsche|ins gras|in den zaun)(?= (?:aber|und) (?:(?:dann|gleich|sofort|direkt) )*wieder (?:aufgestiegen|aufgstiegen|weitergefahren)$)/iu,
    '$1$2 gefahren',
  ],
  // `er hat geweint weil er dachte krümel is weg`: what the child feared is told as feared, the pet's name with its
  // capital (`weinte, weil er dachte, dass Krümel weg war`).
  [
    /(?<![\p{L}])weil (er|sie) (?:dachte|dacht|gedacht hat|glaubte),? (?:dass )?(der |die |das |sein |seine |ihr |ihre )?(\p{L}{3,}) (?:ist|wär|wäre|sei) (weg|verschwunden|tot|verloren)(?: (?:ist|sei|wäre))?$/iu,
    (_whole, who = '', article = '', what = '', gone = '') =>
      `weil ${who.toLowerCase()} dachte dass ${article.toLowerCase()}${capital(what.toLowerCase())} ${gone.toLowerCase()} ist`,
  ],
];

/**
 * JavaScript's `\b` knows only ASCII letters, so `nen` inside `tränen` was a word of its own (`Zuri gab träeinen.`):
 * the table's word edges are read as letter edges.
 */
const LETTER_EDGE = '(?:(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_])|(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_]))';
const SPELLING_READ: [RegExp, string | Mend][] = SPELLING.map(([pattern, replacement]) => [
  new RegExp(pattern.source.replaceAll('\\b', LETTER_EDGE), pattern.flags),
  replacement,
]);

/**
 * Swiss German or dialect spellings a story cannot simply tidy: such a clause is left out. (`ham mer`, `wollt mer`:
 * the spoken `wir`, which the spellings mend.)
 */
const DIALECT =
  /(?<![\p{L}])(isch|het|hets|gsi|hüt|chindsgi|mami ich|si|d|em|vo|i|au|es chind\p{L}*|abig|gseit|treit|drufe|nebedra|bua|a großer|schau|de|chli|sit|nume|dehei|ischs|(?<!(?:warn|waren|sin|sind|san|ham|hamm|haben|wollt|wollten) )mer)(?![\p{L}])/iu;

/**
 * Alemannic words the spellings mend (`auf d schultere`, `hets funkaküachle gä`, `vo da obe`): read as mended before
 * the clause is judged too dialectal to tell.
 */
const ALEMANNIC: [RegExp, string][] = [
  [/(?<![\p{L}])d (?=(?:schultere|schultern|ohre|ohren)(?![\p{L}]))/giu, 'die '],
  [/^((?:danach|dann|nachher) )?het(?:s| es) (.+?) (?:gä|gäh)$/iu, '$1gab es $2'],
  [/(?<![\p{L}])vo da(?![\p{L}])/giu, 'von da'],
  // Hessian `in de wald`: `in den`, a way somewhere, no Swiss article.
  [/(?<![\p{L}])in de (?=(?:wald|garten|park|zoo|stall|keller|supermarkt)(?![\p{L}]))/giu, 'in den '],
];

/** Strong and mixed verbs: the participle's core (without `ge`) and its simple past. */
const STRONG: Record<string, string> = {
  gegessen: 'aß',
  // `die tomaten gegossen`: `goss die Tomaten`.
  gegossen: 'goss',
  // `um` is inseparable here (`hat sie umarmt`: `umarmte sie`), so the participle has no `ge` to find it by.
  umarmt: 'umarmte',
  getrunken: 'trank',
  gehauen: 'haute',
  gegangen: 'ging',
  gefallen: 'fiel',
  geschlafen: 'schlief',
  gesehen: 'sah',
  gefunden: 'fand',
  genommen: 'nahm',
  gegeben: 'gab',
  gekommen: 'kam',
  gelaufen: 'lief',
  gerufen: 'rief',
  geschrien: 'schrie',
  geworfen: 'warf',
  geflogen: 'flog',
  gefahren: 'fuhr',
  gesessen: 'saß',
  gelegen: 'lag',
  gestanden: 'stand',
  gehalten: 'hielt',
  geholfen: 'half',
  gesungen: 'sang',
  gesprungen: 'sprang',
  geschwommen: 'schwamm',
  gestritten: 'stritt',
  geschrieben: 'schrieb',
  gelesen: 'las',
  getragen: 'trug',
  gezogen: 'zog',
  geschnitten: 'schnitt',
  gewonnen: 'gewann',
  gebracht: 'brachte',
  gedacht: 'dachte',
  gewusst: 'wusste',
  gerannt: 'rannte',
  gebacken: 'backte',
  geblieben: 'blieb',
  gestorben: 'starb',
  gegraben: 'grub',
  gestiegen: 'stieg',
  gewaschen: 'wusch',
  gesprochen: 'sprach',
  getroffen: 'traf',
  geschoben: 'schob',
  gebissen: 'biss',
  gepfiffen: 'pfiff',
  geritten: 'ritt',
  gegriffen: 'griff',
  geschlossen: 'schloss',
  gefangen: 'fing',
  gehangen: 'hing',
  gelassen: 'ließ',
  geschmissen: 'schmiss',
  gewunken: 'winkte',
  gestoßen: 'stieß',
  geflohen: 'floh',
  geschaffen: 'schaffte',
  geschlichen: 'schlich',
  gesteckt: 'steckte',
  bekommen: 'bekam',
  verloren: 'verlor',
  vergessen: 'vergaß',
  erschrocken: 'erschrak',
  begeistert: 'begeisterte',
  begraben: 'begrub',
  verstanden: 'verstand',
  zerbrochen: 'zerbrach',
  entschieden: 'entschied',
  beworfen: 'bewarf',
  geworden: 'wurde',
  geliehen: 'lieh',
  gestochen: 'stach',
  gerochen: 'roch',
  gehoben: 'hob',
  gekrochen: 'kroch',
  getreten: 'trat',
  gebeten: 'bat',
  getan: 'tat',
  gemocht: 'mochte',
  gewollt: 'wollte',
  gekonnt: 'konnte',
  gefroren: 'fror',
  geblasen: 'blies',
  gebrochen: 'brach',
  gebunden: 'band',
  geschienen: 'schien',
  gewesen: 'war',
  gehabt: 'hatte',
  gesunken: 'sank',
  gezwungen: 'zwang',
  verschwunden: 'verschwand',
  geklungen: 'klang',
  geschwungen: 'schwang',
  gelogen: 'log',
  gebogen: 'bog',
  // `die eier aufgeschlagen`: `schlug die Eier auf`.
  geschlagen: 'schlug',
};

/** Parts a verb leaves at the end of a sentence in the simple past (`pustete … aus`). */
const SEPARABLE = [
  'hinterher',
  // `stillgehalten`: `hielt still`.
  'still',
  'zusammen',
  'zurück',
  'weiter',
  'heraus',
  'herunter',
  // `hinuntergerutscht`: `rutschte hinunter`, never the `hin` alone.
  'hinunter',
  'herum',
  'hinein',
  'vorbei',
  'kaputt',
  // `vollgeschmiert`: `schmierte … voll`.
  'voll',
  'weh',
  'durch',
  'drauf',
  // `den laster wiedergegeben`: `gab … den Laster wieder`.
  'wieder',
  // `kugeln drangehängt`: `hängte … Kugeln dran`.
  'dran',
  'runter',
  'fest',
  'heim',
  // `danebengeschüttet`: `schüttete … daneben`, before the `da` of it.
  'daneben',
  // `dagelassen`: `ließ … da`.
  'da',
  'rein',
  'raus',
  'hoch',
  'los',
  'weg',
  'auf',
  'aus',
  'ein',
  'mit',
  'vor',
  'nach',
  'hin',
  'her',
  'um',
  'ab',
  'an',
  'zu',
];

/** Beginnings of verbs that take no `ge` (`versteckt`, `bekommen`, `erzählt`). */
const INSEPARABLE = /^(be|ver|er|ent|zer|emp|miss|über|unter|hinter)\p{L}{3,}/u;

type Verb = { past: string; part: string };

/** Nouns shaped like a participle (`gedicht`, `gesicht`): never a verb. */
const GE_NOUNS = wordSet('gedicht gesicht gewicht gericht gelächter gebet geschäft gebiet geäst gefieder');

/** A participle as its simple past and the separable part it leaves at the end; undefined when it is not one. */
export function pastOf(participle: string): Verb | undefined {
  const word = participle.toLowerCase();
  const strong = STRONG[word];
  if (strong) return { past: strong, part: '' };
  // `geschmiert`, `gefriert`: a `ge` participle of a plain verb in `-ieren`'s shape (`schmierte`), not `probiert`.
  if (/^ge(?:sch|schm|schn|schw|fr|z)\p{L}*iert$/u.test(word)) return { past: `${word.slice(2)}e`, part: '' };
  if (
    /^\p{L}{4,}iert$/u.test(word) &&
    !/^(?:voll|kaputt|ab|an|auf|aus|ein|mit|zu|um|weg|fest)ge(?:sch|schm|schn|schw|fr|z)/u.test(word)
  )
    return { past: `${word}e`, part: '' };
  for (const part of SEPARABLE) {
    if (!word.startsWith(part)) continue;
    const core = word.slice(part.length);
    if (!core.startsWith('ge') && !INSEPARABLE.test(core) && !/iert$/u.test(core)) continue;
    const verb = pastOf(core);
    if (verb && verb.part === '') return { past: verb.past, part };
  }
  if (INSEPARABLE.test(word) && word.endsWith('t') && !word.endsWith('ert')) return { past: `${word}e`, part: '' };
  if (/^(verst|verl|beob|bem|besch|bes|erz|verk|ers)\p{L}+ert$/u.test(word)) return { past: `${word}e`, part: '' };
  if (/^ge\p{L}{3,}t$/u.test(word) && !STRONG[word] && !GE_NOUNS.has(word))
    return { past: `${word.slice(2)}e`, part: '' };
  return undefined;
}

/** The simple past for more than one (`weinte`: `weinten`, `aß`: `aßen`, `schrie`: `schrien`). */
const plural = (past: string) => (past === 'war' ? 'waren' : past.endsWith('e') ? `${past}n` : `${past}en`);

/** Modal verbs after an infinitive in the perfect (`hat nicht schlafen wollen`), as their simple past. */
const MODAL_PAST: Record<string, string> = {
  wollen: 'wollte',
  können: 'konnte',
  dürfen: 'durfte',
  müssen: 'musste',
  sollen: 'sollte',
  mögen: 'mochte',
};

/** Helper verbs of the perfect tense, and whether they are said of more than one. */
const HELPERS: Record<string, boolean> = { hat: false, haben: true, ist: false, sind: true };

/** Verbs already in the simple past a clause may begin with or carry. */
const PAST = wordSet(`
  war waren hatte hatten wollte wollten durfte durften konnte konnten musste mussten kam kamen saß saßen lag lagen
  gab ging gingen fand fanden fiel blieb sah lief rief machte spielte aß trank schlief schliefen mochte wünschte
  kuschelte freute bekam stand standen
`);

/** `jetzt schläft er …`: what is so now, at bedtime, told in the story's past (`Jetzt schlief er …`). */
const NOW: Record<string, string> = {
  schläft: 'schlief',
  schlaft: 'schlief',
  will: 'wollte',
  möchte: 'wollte',
  mag: 'mochte',
  ist: 'war',
  is: 'war',
  hat: 'hatte',
  // `jetzt kriegt sie an saft`: what the child gets now (`Jetzt bekam sie einen Saft`).
  kriegt: 'bekam',
  bekommt: 'bekam',
  kann: 'konnte',
  darf: 'durfte',
  liegt: 'lag',
  sitzt: 'saß',
  spielt: 'spielte',
  kuschelt: 'kuschelte',
  wünscht: 'wünschte',
  freut: 'freute',
};

/** Words before a noun: a noun follows them, after its adjectives. */
const DETERMINERS = wordSet(`
  der die das den dem des ein eine einen einem einer eines ne nen kein keine keinen keinem keiner sein seine seinen seinem
  seiner ihr ihre ihren ihrem ihrer im am zum zur vom beim ins aufs ans unterm vorm überm hinterm jede jeden jedem
  jeder jedes alle viele vielen zwei drei vier beide beiden solche solchen solcher diese dieser diesen diesem
  mei meim meine mein meinen meinem meiner meines dein deine deinen deinem deiner unser unsere unseren unserem
  unserer euer eure euren eurem
`);

/** Prepositions after which a plain noun may follow (`mit gummistiefeln`, `aus sofakissen`). */
const PREPOSITIONS = wordSet(
  `mit aus von zu nach bei für ohne gegen um bis an auf in unter über vor hinter neben voller durch`,
);

/** Small words that are never nouns, so never take a capital inside a sentence. */
const SMALL = wordSet(`
  der die das den dem des ein eine einen einem einer eines und oder aber dann danach noch schon nur ganz sehr so auch
  nicht nichts kein keine keinen mit aus von zu nach bei für ohne gegen um bis an auf in im am zum zur vom beim ins
  aufs unter über vor hinter neben sich er sie es ihn ihm ihr ihre ihren ihrem ihrer sein seine seinen seinem seiner
  wir uns ich mich mir mal wieder immer jetzt heute morgen gestern hier da dort leise laut lang lange kurz schnell
  langsam vorsichtig friedlich toll gut fest allein alleine zusammen wirklich total gar viel viele vielen ganze
  ganzen ganzes ganzer einmal zweimal dreimal sofort gleich endlich eigentlich zuerst erst später abends morgens
  mittags nachmittags nachts früh heim daheim weg los mehr weniger bisschen wie als ob dass weil wenn sobald bis
  während damit sodass was wer wo wohin woher stolz traurig müde glücklich froh wütend grantig krank kalt warm heiß
  nass voll leer neu alt klein groß große großen großer kleine kleinen kleiner riesen echter echte echten richtig
  richtige richtigen letzte letzten erste ersten ersten nächste oben unten drinnen draußen hinterher vorne hinten
  jedem jeden jeder jede jedes alles alle beide beiden zwei drei vier fünf sechs es gern gerne lieber doch ja nein
  eins keins seins ihrs meins deins zwischen unterm vorm überm hinterm selbst selber ununterbrochen wild fröhlich vergnügt tapfer mutig weit brav lieb schön super
  unbedingt
  hoch tief fein nett süß drauf drin dran drunter drüber weh nah nahe direkt still raus rein rüber runter rauf halb
  zweite zweiten dritte dritten vierte vierten schlecht schlimm spät kaum hinunter ihnen euch davon dazu
  andere anderen andern anderer neue neuen neuer neues
  überall nirgends nirgendwo irgendwo woanders doll dolle arg bitterlich furchtbar schrecklich liebste liebster liebstes
  rot blau grün gelb bunt lila rosa trotzdem daneben per roh
`);

/** Nouns a parent writes bare after `hatte` or `vor` (`hatte angst`, `leicht fieber`): always with their capital. */
const BARE_NOUNS = wordSet(`
  angst fieber hunger durst husten schnupfen bauchweh bauchschmerzen kopfweh ohrenweh zahnweh halsweh heimweh spaß
  durchfall ausschlag fotos foto bilder karussell schneeflocken schneeflocke schnee murmeln seifenblasen steine
  blumen plätzchen kekse kastanien tannenzapfen lieder weihnachtslieder folge montag dienstag mittwoch donnerstag
  freitag samstag sonntag brötle brötli brötchen weckle semmeln duplos legos zettel
  blumenkind blumenkinder blumenmädchen streukind
  kartoffel kartoffeln äpfel äpfeln birnen tomaten möhren karotten nüsse sekunden minuten blitz blitze
  sterne monde herzen tannenbäume
  woche wochen müsli
  lego eier
  enten schwäne gänse hühner tauben fische schaum
  kühe schafe ziegen pferde schweine kälber lämmer esel hasen rehe vögel
  geschenke geschenk spielsachen
  finger hände füße zehen ohren wangen nase
  lava badewanne wanne schaumbart deko
  sand matsch dreck seife gassi
`);

/** Family words the child calls people by: said with a capital, like names. */
const FAMILY =
  /(?<![\p{L}])(mama|mami|papa|papi|oma|omi|opa|opi|omama|opapa|uroma|uropa|grosi|grossmami|grosspapi|grossvati|gotti|götti|tante|onkel|cousine|cousin|baby)(s?)(?![\p{L}])/giu;

/** Endings only nouns have. */
const NOUN_ENDINGS =
  /(ung|heit|keit|heiten|keiten|schaft|schaften|chen|lein|tion|tionen|tät|täten|ling|nis|ismus|erin|eria|eis|saft|brot|torte|wurst|shirt|dienst|schicht)$/u;

/** Words that end like a noun but are none (`gleichen`, `machen`, `die restlichen muffins`). */
const NOT_NOUN_ENDING =
  /^(gleich|welch|solch|manch|such|mach|lach|koch|brauch|riech|stech|sprech|brech|reich|streich|wach|versuch|besuch|flach|schwach)e[nmrs]?$|^\p{L}{2,}lichen$/u;

/** Words of the clause that name the child as a pronoun, by the child's pronoun. */
const CHILD_WORDS: Record<'she' | 'he', Child> = {
  she: { subject: 'sie', akk: 'sie', dat: 'ihr', own: 'ihr' },
  he: { subject: 'er', akk: 'ihn', dat: 'ihm', own: 'sein' },
};

const COUNTS = ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];

/** A clause without its chat, emoji and spellings of speech; read once a retelling (in its reading), else each time. */
function clean(clause: string): string {
  const known = reading?.cleaned.get(clause);
  if (known !== undefined) return known;
  const text = cleanOnce(clause);
  reading?.cleaned.set(clause, text);
  return text;
}

function cleanOnce(clause: string): string {
  let text = clause
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu, ' ')
    .replace(/[:;]-?[()DPp](?!\p{L})/gu, ' ')
    .replace(/[!?]+/gu, ' ')
    .replace(/["“”„«»]/gu, ' ')
    .replace(CHAT, ' ');
  text = text.replace(/(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/gu, (word) => word.toLowerCase());
  for (const [pattern, replacement] of SPELLING_READ)
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  // `7 eier gefunden`, `nach 2 wochen`: a small count of things is read aloud as a word (`sieben Eier`); a time
  // (`um 8`), a score or a times (`2x`) keeps its digits.
  text = text.replace(
    /(?<![\p{L}\p{N}.,:/-])(?<!(?:um|bis|ab|gegen|seit|halb|viertel nach|viertel vor|kurz nach|kurz vor) )([2-9]|1[0-2]) (?=(?!uhr|mal|x|min|std|km|euro|cm|grad|prozent|kilo|kg)\p{L}{3,})/giu,
    (_whole: string, n: string) => `${COUNTS[Number(n) - 2] ?? n} `,
  );
  // `n pflaster mit dinos draufgemacht`: a plaster is stuck on, never made (`klebte ein Pflaster … drauf`).
  text = text.replace(
    /(?<![\p{L}])(pflaster\p{L}*(?: (?:mit|von) (?:\p{L}+ )?\p{L}+)?(?: (?:aufs|auf das|aufm|auf den|auf die|ans) \p{L}+)?) (drauf|rauf|drüber|dran)(?:gemacht|getan|gmacht)(?![\p{L}])/giu,
    (_whole: string, plaster: string, where: string) => `${plaster} ${where === 'dran' ? 'drauf' : where}geklebt`,
  );
  // `ein pflaster aufs knie gemacht`: stuck on where it hurt.
  text = text.replace(
    /(?<![\p{L}])(pflaster\p{L}*(?: (?:mit|von) (?:\p{L}+ )?\p{L}+)? (?:aufs|auf das|auf den|auf die|ans|an den|an die) \p{L}+) (?:gemacht|getan|gmacht)(?![\p{L}])/giu,
    '$1 geklebt',
  );
  // `draußen schneemann gebaut`: one thing built, said bare, is told with its article (`baute einen Schneemann`).
  text = text.replace(
    /(?<![\p{L}\p{N}])(?<!(?:^|[^\p{L}])(?:einen|den|nen|n|ein|der|die|ne|eine|seinen|ihren|unseren|seine|ihre|unsere|großen|große|kleinen|kleine|riesigen|riesige|riesen|dicken|zwei|drei|vier|fünf|viele|paar|\d+) )(schneemann|schneeengel|turm|staudamm|sandburg|schneeburg|burg|höhle)( gebaut| gemacht)(?![\p{L}])/giu,
    (_whole: string, thing: string, done: string) =>
      `${/burg$|höhle$/iu.test(thing) ? 'eine' : 'einen'} ${thing}${done}`,
  );
  // `kita ausgefallen`: what was called off said without its article is told with it (`Die Kita fiel aus.`).
  text = text.replace(
    /^(?:(heute|heut|morgens|dann|also|deshalb) )?(?:(?:ist|is|war) )?(?:(?:die|der|das) )?(kita|krippe|schule|musikschule|tagesmutter|kinderturnen|turnen|babyschwimmen|kindergarten|kiga|schwimmkurs|musikkurs|tanzkurs)(?: (?:ist|is|war))? (ausgefallen|ausgfallen)$/iu,
    (_whole: string, lead: string | undefined, what: string) => {
      const word = what.toLowerCase();
      const article = /^(kindergarten|kiga|schwimmkurs|musikkurs|tanzkurs)$/u.test(word)
        ? 'der'
        : /^(kinderturnen|turnen|babyschwimmen)$/u.test(word)
          ? 'das'
          : 'die';
      return `${article} ${word} ist ${lead === undefined ? '' : `${lead.replace(/^heut$/iu, 'heute')} `}ausgefallen`;
    },
  );
  // `heut den adventskranz gemacht mit mama`, `gebadet mit schaum`: the `mit` said after the participle belongs
  // before it (`mit Mama gemacht`), as a German sentence ends on its verb; so do two said with `und`
  // (`mit der fähre gefahren mit mama und tante lisa`: `fuhr mit Mama und Tante Lisa mit der Fähre`).
  text = text.replace(
    /(?<![\p{L}])(ge\p{L}{2,}(?:t|en)) (mit (?:(?:der|dem|den|ihrer|seiner|ihrem|seinem|viel) )?(?:(?:tante|onkel|bruder|schwester|cousin|cousine|freund|freundin) )?\p{L}{3,}(?: und (?!(?:allem|alles|so|co)(?![\p{L}]))(?:(?:der|dem|den|ihrer|seiner|ihrem|seinem) )?(?:(?:tante|onkel|bruder|schwester|cousin|cousine|freund|freundin) )?\p{L}{3,})?)\s*$/iu,
    (whole: string, done: string, along: string) =>
      !/^mit (?:ihm|ihr|ihnen|uns|mir|dir)(?: |$)/iu.test(along) ? `${along} ${done}` : whole,
  );
  // `mit opa am telefon alle meine entchen gesungen`: the nursery song's title is held as one word till it is named
  // in quotes, so its `meine` is never read as the writer's (`Mamas Entchen`).
  text = text.replace(/(?<![\p{L}])alle meine entchen(?![\p{L}])/giu, 'allemeineentchen');
  // `durfte sich was aussuchen`, `noch was gegessen`: the spoken `was` of something is read aloud as `etwas`.
  text = text.replace(/(?<![\p{L}])(sich|noch|so|mir|dir|uns|ihm|ihr) was (?=\p{L})/giu, '$1 etwas ');
  // `um halb 8`: a half hour is read aloud as a word (`halb acht`), as a child hears it.
  text = text.replace(
    /(?<![\p{L}])halb (1[0-2]|[1-9])(?![\p{N}:.])/giu,
    (_whole: string, n: string) => `halb ${n === '1' ? 'eins' : (COUNTS[Number(n) - 2] ?? n)}`,
  );
  // `beim kerzen ausblasen`: a doing after `beim` is one noun (`beim Kerzenausblasen`); a chain or a garland hung up
  // takes its joining `n` (`beim Lichterkettenaufhängen`).
  text = text.replace(
    /(?<![\p{L}])beim (\p{L}{3,}) (ausblasen|auspusten|anziehen|ausziehen|putzen|schmücken|aufräumen|anzünden|ausstechen|aufhängen|aufstellen|auspacken|aufblasen|aufpusten)(?![\p{L}])/giu,
    (_, thing: string, doing: string) =>
      `beim ${capital(thing.toLowerCase().replace(/(ballon)s$/u, '$1'))}${/(?:kette|girlande|kerze)$/u.test(thing.toLowerCase()) ? 'n' : ''}${doing.toLowerCase()}`,
  );
  // `beim luftballons aufblasen is ihm einer geplatzt`: the `einer` that burst is one of the balloons, said.
  text = text.replace(
    /(?<=(?<![\p{L}])beim (?:Luft|Wasser)?ballonauf(?:blasen|pusten) (?:ist|is) (?:ihm|ihr) )einer(?![\p{L}])/iu,
    'ein luftballon',
  );
  // `unser hund bello`, `mit unserm hund balu`, `unser dackel frieda`: the family's pet by its kind or breed and name,
  // as the child calls it (`Hund Bello`, `Dackel Frieda`).
  text = text.replace(
    /(?<![\p{L}])(?:unser(?:e|em|m|en|n|er)? )?(hund|hündin|katze|kater|hamster|hase|kaninchen|meerschweinchen|wellensittich|kanarienvogel|papagei|schildkröte|dackel|pudel|mops|beagle|labrador|terrier|dalmatiner|welpe|kätzchen) (\p{L}{3,})(?![\p{L}])/giu,
    (whole, kind: string, name: string) =>
      SMALL.has(name.toLowerCase()) ||
      STOP.has(name.toLowerCase()) ||
      HELPERS[name.toLowerCase()] !== undefined ||
      PAST.has(name.toLowerCase()) ||
      pastOf(name.toLowerCase()) ||
      // (`den hund streicheln`, `die katze füttern`, `hund baden`: an infinitive after the pet is what was done with it.)
      /(?:eln|ern)$/u.test(name.toLowerCase()) ||
      // (`mit unserm hund gassi gegangen`: the walk, never the dog's name.)
      /^gassi$/u.test(name.toLowerCase()) ||
      DOINGS.has(name.toLowerCase())
        ? whole
        : `${capital(kind.toLowerCase())} ${capital(name.toLowerCase())}`,
  );
  // `heute morgen`, `heute abend`: the day's own time is one time word before the verb (`Morgens backte …`), never
  // `Heute backte … Morgen`, which says tomorrow.
  const times: Record<string, string> = {
    morgen: 'morgens',
    früh: 'morgens',
    vormittag: 'vormittags',
    mittag: 'mittags',
    nachmittag: 'nachmittags',
    abend: 'abends',
    nacht: 'nachts',
  };
  // In the child's own words (`gesagt mama heut nacht kommt kein monster`) `heute Nacht` is tonight, never `nachts`.
  const saidAt = text.search(/(?<![\p{L}])(?:gesagt|gefragt|gerufen|gemeint|geflüstert)(?![\p{L}])/iu);
  text = text.replace(
    /(?<![\p{L}])(?:heute|heut) (morgen|früh|vormittag|mittag|nachmittag|abend|nacht)(?![\p{L}])/giu,
    (whole: string, time: string, at: number) =>
      saidAt >= 0 && at > saidAt
        ? `heute ${time.toLowerCase() === 'früh' ? 'früh' : capital(time.toLowerCase())}`
        : (times[time.toLowerCase()] ?? whole),
  );
  // `… kommt kein monster oder`, `… gell`: the child's words end in a question asked for comfort, kept as the
  // child's own (`…, oder?`).
  if (saidAt >= 0)
    text = text.replace(/(?<=\p{L}) (oder|gell|gelle|oda)\s*$/iu, (_whole, tag: string) => ` ${tag.toLowerCase()}?`);
  // `nachmittag nur gekuschelt`: a bare time of day first is the day's own time (`Nachmittags …`).
  text = text.replace(
    /^(vormittag|mittag|nachmittag|abend)\s+(?=\p{Ll})/iu,
    (_, time: string) => `${times[time.toLowerCase()] ?? time} `,
  );
  // `gestern abend`: the time of day after `gestern`, `morgen` is a noun.
  text = text.replace(
    /(?<![\p{L}])(heute|gestern|morgen) (morgen|abend|nachmittag|vormittag|mittag|früh|nacht)(?![\p{L}])/giu,
    (_, day: string, time: string) => `${day} ${capital(time.toLowerCase())}`,
  );
  // `… gfahren und tatsächlich`: the chat gone, its `und` goes too.
  // `ich will aber`: a child's defiant words keep their `aber`; a clause only cut off before it loses it.
  return tidy(text.replace(/^[\s,.;:–-]+|[\s,.;:–-]+$/gu, '')).replace(
    /(?:\s+(?:und|u|oder|dann)|(?<!(?<![\p{L}])(?:will|mag|darf|kann|muss|möchte|auch))\s+aber)+$/iu,
    '',
  );
}

/** The parent's sentences cut where a new thing happens: at a comma, `aber`, `dann`, `danach`, `und dann`, `also` before a verb. */
const BREAK =
  /\s*(?:[,;]\s*)?(?<![\p{L}])(?:und\s+)?(?:(?=jetzt\s+(?:is|ist|war)\s+(?:n|ne|ein|eine|die|der|das|des)\s)|(?:aber dann|aber|dann|danach|also|jetzt)\s+)(?=(?:jetzt|hat|haben|ham|hamma|hamwa|simma|ist|is|sind|war|warn|waren|wollte|wollten|wolte|durfte|kam|gab|gabs|gings|heißt|heisst|sie|er|wir|ich|es)(?![\p{L}]))/giu;

/**
 * `Mausi ist heute eingeschlafen, wir haben sie im Garten begraben`: where the parent tells a burial, `eingeschlafen`
 * is the gentle word for a death, and the story must never tell it as falling asleep at bedtime.
 */
const BURIED =
  /(?<![\p{L}])(?:begraben|beerdigt|beerdigung|eingeschläfert|eingeschlaefert|regenbogenbrücke|beim tierarzt eingeschlafen)(?![\p{L}])/iu;
const asleepAsDeath = (description: string) =>
  BURIED.test(description) ? description.replace(/(?<![\p{L}])eing?eschlafen(?![\p{L}])/giu, 'gestorben') : description;

// `n spreißel eingezogen … papa hat ihn rausgezogen`: what is pulled out after a splinter is the splinter, never the child.
const SPLINTER = /(?<![\p{L}])(?:splitter|spreis{1,2}el|spreißel|schiefer)(?![\p{L}])/iu;
const PULLED_OUT =
  /(?<![\p{L}])(hat|hab|habe|hamma|hat ihm) ihn ((?:\p{L}+ ){0,4}?)((?:he)?raus(?:gezogen|geholt|gemacht|gezupft)|entfernt)(?![\p{L}])/giu;
const splinterOut = (description: string) =>
  SPLINTER.test(description) ? description.replace(PULLED_OUT, '$1 den splitter $2$3') : description;

/** The ordinal stems of the days of a month (`zwölft` + the ending its article asks for). */
const ORDINALS = [
  ...'erst zweit dritt viert fünft sechst siebt acht neunt zehnt elft zwölft dreizehnt vierzehnt fünfzehnt sechzehnt siebzehnt achtzehnt neunzehnt'.split(
    ' ',
  ),
  ...['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'].map((one) =>
    one ? `${one}undzwanzigst` : 'zwanzigst',
  ),
  'dreißigst',
  'einunddreißigst',
];

function clauses(description: string): string[] {
  const found = splinterOut(asleepAsDeath(description))
    // `als ihn die ziege angestupst hat, is er erschrocken`, `als der stuhl nach hinten gefahren is hat er sich …
    // erschrocken`: what happened first is a sentence of its own (`die ziege hat ihn angestupst`), and the fright after
    // it the next, so the cause is never glued to what came before nor lost.
    .replace(
      /(?:,\s*)?(?<![\p{L}])als (?:(ihn|sie|ihm|ihr) )?((?:der|die|das) \p{L}{3,}) ((?:\p{L}+ ){0,3}?\p{L}+) (hat|hatte|is|ist|war)\s*,?\s+(?=(?:hat|hatte|is|ist|war|wollt|wollte|fing) (?:er|sie)(?![\p{L}]))/giu,
      (_, whom: string | undefined, who: string, rest: string, helper: string) =>
        `. ${who} ${helper} ${whom ? `${whom} ` : ''}${rest}. `,
    )
    // `nachmittags stand sie ewig am fenster und hat den pfützen zugeschaut weil wir nicht raus konnten`: the child
    // standing or sitting in the past, what the child did there in the perfect, and why: three sentences, so none is
    // lost.
    .replace(
      /(?<![\p{L}])((?:stand|saß|sass|lag|hockte) (?:er|sie) (?:\p{L}+ ){1,4}?(?:am|an der|auf dem|aufm|im|unterm|vorm|vor dem) \p{L}+) und (?=(?:hat|hatte) (?:\p{L}+ ){0,3}\p{L}+)/giu,
      '$1. ',
    )
    .replace(
      /(?<=\p{L}),? weil wir (nicht|nich|net|ned) (raus|rausgehen|nach draußen) (konnten|durften|kon?nten)(?![\p{L}])/giu,
      '. wir konnten nicht raus',
    )
    // `der zug hatte verspätung und wir mussten am bahnsteig warten`: the family's `wir` with its own verb after `und`
    // is a new thing that happened.
    .replace(
      /(?<![\p{L}])(?<!(?:mama|mami|papa|papi|oma|omi|opa|opi|ich|sie|er|die kinder) )und (?=wir (?:mussten|durften|konnten|wollten|haben|ham|hatten|sind|san|waren|warn)(?![\p{L}]))/giu,
      ', ',
    )
    // `er hatte voll angst vor dem summenden haarschneider und hat erst nur auf meinem schoß gesessen`: the fear and
    // its cause are the day's trouble, a sentence of their own; what the child did then is the next one.
    .replace(
      /(?<![\p{L}])((?:angst|schiss|bammel) vor (?:dem|der|den|em|'m) (?:\p{L}+ ){0,2}\p{L}{3,}) und (?=(?:hat|hatte|is|ist|wollte|wollt|wollte|war|durfte|saß|hat sich|hielt) )/giu,
      '$1. ',
    )
    // `mama is auf ner messe und er vermisst sie voll`: the child missing someone is a feeling of its own.
    .replace(/(?<=\p{L}) und (?=(?:er|sie) vermisst (?:\p{L}+ ){0,2}(?:voll|sehr|total|so|doll|arg|mega)$)/giu, ', ')
    // `samstag volles programm: früh pfannkuchen …`: a heading for the whole day, before its colon, is no clause of
    // its own and never hides the first thing done.
    .replace(
      /^\s*(?:(?:samstag|sonntag|heute|heut|wochenende|unser samstag|unser sonntag)\s+)?(?:volles programm|voller tag|großer tag|langer tag|was für ein tag|was fürn tag)\s*:\s*/iu,
      '',
    )
    // `die kerze anzünden (mit opa zusammen natürlich)`: who helped, said in brackets, belongs before the verb
    // (`… mit Opa zusammen anzünden`), never dropped as an aside.
    .replace(
      /(?<![\p{L}])(\p{L}{3,}) \((mit (?:oma|opa|omi|opi|mama|papa|mami|papi|tante \p{L}+|onkel \p{L}+))( zusammen)?(?: natürlich| klar| logisch)?\)/giu,
      (_, verb: string, helper: string, together = '') => `${helper}${together} ${verb}`,
    )
    // `plätzchen ausgestochen, sterne und monde`: the shapes said after a comma are what was cut out of the dough
    // (`stach … Sterne und Monde aus Plätzchenteig aus`).
    .replace(
      /(?<![\p{L}])(plätzchen|kekse|keksle|guatzle|teig) ausgestochen,\s*((?:\p{L}{3,}, )*\p{L}{3,}) (?:und|u) (\p{L}{3,})(?=\s*(?:\p{Extended_Pictographic}|[.!?\n]|$|,\s*(?:und|u|dann|danach) ))/giu,
      (_, dough: string, shapes: string, last: string) =>
        `${shapes.replace(/,/gu, '')} und ${last} aus ${/^teig$/iu.test(dough) ? 'dem teig' : 'plätzchenteig'} ausgestochen`,
    )
    // `2. advent`: the number's full stop ends no sentence (`zweiter Advent`).
    .replace(
      /(?<![\p{L}\p{N}])([1-4])\.\s*(advent\p{L}*)/giu,
      (_, n: string, word: string) => `${['erster', 'zweiter', 'dritter', 'vierter'][Number(n) - 1]} ${word}`,
    )
    // `das 12. türchen`, `am 3. tag`: a day's or a door's number after its article ends no sentence either; it is
    // told as the ordinal word (`das zwölfte Türchen`).
    .replace(
      /(?<![\p{L}\p{N}])(der|die|das|den|dem|des|am|zum|vom|im|beim|zur|ins) ([1-9]|[12][0-9]|3[01])\.\s*(?=\p{L})/giu,
      (_, article: string, n: string) =>
        `${article} ${ORDINALS[Number(n) - 1]}${/^(der|die|das)$/iu.test(article) ? 'e' : 'en'} `,
    )
    // What the child said after a colon (`hat sie gsagt: mama, …`) is told as said (the story's quotes), never as
    // what happened.
    // `… zugehalten u gesagt der is kaputt lol`: a quip about someone at a clause's end, said without a colon, is said
    // words too (`gesagt sie is seine tapferste kundin` is told by the reteller as said).
    .replace(
      /(?<=\p{L}) (?:u|und) (gesagt|gsagt|gemeint|gerufen) (?=(?:der|die|des|den) (?:is|ist|war)(?![\p{L}]))/giu,
      ' und $1: ',
    )
    .replace(SAID_AFTER_COLON, '$1.')
    // `weil das die mit den einhörnern is, ihre liebste`: the favourite said after a comma belongs to the reason.
    .replace(
      /(?<![\p{L}])weil (?:das|des|es) (?:die|der|das) mit (den|dem|der) (\p{L}{3,}) (?:is|ist|war),\s*(ihre|seine) (liebste|liebster|liebstes)(?![\p{L}])/giu,
      'weil das $3 $4 mit $1 $2 war',
    )
    // `wie die blaskapelle gspielt hat hat er getanzt` (the southern `wie` of time): what the child did to the music,
    // one clause.
    .replace(
      /(?<![\p{L}])(?:als|wie) (?:die|der|das) (blaskapelle|kapelle|band|musik|musikkapelle) (?:gespielt|gspielt) hat,? hat (er|sie) /giu,
      (_, band: string, who: string) =>
        `${who} hat zur ${band.toLowerCase() === 'musik' ? 'musik' : `musik der ${band}`} `,
    )
    // `wie die maschine gebrummt hat hat sie voll geweint` (the southern `wie` of time): what the thing did is why the
    // child cried or took fright, told after it in one clause (`…, weil die Maschine so gebrummt hat`).
    .replace(
      /(?<![\p{L}])(?:als|wie) (die|der|das) (\p{L}{3,}) (?:so )?(ge\p{L}+t|gebrüllt) hat,? (?:hat|hatte) (er|sie) ((?:(?:voll|total|so|ganz|mega|dann|richtig) )*(?:geweint|geheult|gheult|gweint|gebrüllt|geschrien|gschrien|erschrocken|sich erschreckt|sich erschrocken))(?![\p{L}])(?: und (?=[^,.!?]))?/giu,
      (whole: string, the: string, thing: string, did: string, who: string, cried: string) =>
        `hat ${cried} weil ${the} ${thing} so ${did} hat${whole.endsWith(' und ') ? `. ${who} ` : ''}`,
    )
    // `gute besserung gesagt`: a wish, never words to quote (`wünschte gute Besserung`).
    .replace(/(?<![\p{L}])(gute besserung) (?:gesagt|gsagt)(?![\p{L}])/giu, '$1 gewünscht')
    // `ben hat entschuldigung gesagt`: the sorry said is an apology (`entschuldigte sich`), never words to quote.
    .replace(
      /(?<![\p{L}])(?:(?:zu )?(?:ihm|ihr) )?(?:entschuldigung|tschuldigung|’tschuldigung|'tschuldigung|sorry) (?:gesagt|gsagt)(?![\p{L}])/giu,
      'sich entschuldigt',
    )
    // `hat er von selbst entschuldigung gesagt`: the `sich` goes before how it was said (`entschuldigte sich von
    // selbst`), never after it.
    .replace(
      /(?<![\p{L}])(von selbst|von sich aus|ganz allein|freiwillig|ganz lieb|ganz leise) sich entschuldigt(?![\p{L}])/giu,
      'sich $1 entschuldigt',
    )
    // `… im matsch stecken geblieben und sie stand auf einem bein da`: what the child did next is a sentence of its own.
    .replace(
      /(?<=(?<![\p{L}])(?:ge\p{L}{3,}|g?bliebe|g?blieba)) und (?=(?:er|sie) (?:stand|saß|lag|war)(?![\p{L}]))/giu,
      '. ',
    )
    // `als er dann geschrien hat hat sie sich …`: the doubled helper ends the `als` clause, as its missing comma would.
    .replace(/(?<![\p{L}])(hat|hatte|ist|is|war) (?=(?:hat|hatte|ist|is|war) (?:er|sie|es)(?![\p{L}]))/giu, '$1, ')
    // `zusammen gemalt, n riesen regenbogen 🌈`: what was made, said after a comma, goes before the verb.
    .replace(
      /(?<![\p{L}])(gemalt|gebaut|gebastelt),\s*(n|nen|einen|ne|eine) (?:(riesen|riesigen|riesige|großen|große|kleinen|kleine) )?(\p{L}{3,})(?=\s*(?:\p{Extended_Pictographic}|[.!?\n]|$))/giu,
      (_, made: string, article: string, size: string | undefined, thing: string) => {
        const female = /^(ne|eine)$/iu.test(article);
        const neuter = !female && /(bild|haus|schiff|auto|boot|schloss|herz|tier|nest)$/iu.test(thing);
        const big = size
          ? /^(riesen|riesig)/iu.test(size)
            ? 'riesig'
            : size.toLowerCase().replace(/e[n]?$/u, '')
          : '';
        const adjective = big ? `${big}${female ? 'e' : neuter ? 'es' : 'en'} ` : '';
        return `${female ? 'eine' : neuter ? 'ein' : 'einen'} ${adjective}${thing} ${made}`;
      },
    )
    // `… hat a sanduhr hergholt und jeder hat abwechselnd fahrn dürfen`: a new subject after `und` starts a clause.
    .replace(/ und (?=(?:jeder|jede|beide|die beiden|alle) (?:hat|haben|ham|durfte|durften)(?![\p{L}]))/giu, ', ')
    // `hat ihm nen namen gegeben (brummi)`: the name in brackets is the name given, not an aside.
    .replace(/(namen (?:gegeben|ausgesucht))\s*\(\s*(\p{L}[\p{L}-]{1,20})\s*\)/giu, '$1 $2')
    // `ich (papa) hab sie ins bett gebracht`: the writer named in brackets is the one who did it (`Papa brachte …`).
    .replace(
      /(?<![\p{L}])ich\s*\(\s*(mama|mami|papa|papi|oma|omi|opa|opi)\s*\)\s*(?:hab|habe)(?![\p{L}])/giu,
      (_, who: string) => `${who} hat`,
    )
    .replace(/(?<![\p{L}])ich\s*\(\s*(mama|mami|papa|papi|oma|omi|opa|opi)\s*\)\s*(?:bin)(?![\p{L}])/giu, '$1 ist')
    .replace(/\([^)]*\)/gu, ' ')
    .split(
      /[.!?\n]+(?=\s|$)|\s[–-]\s|\p{Extended_Pictographic}+|,(?!\s*(?:bis|weil|als|ob|dass|wenn|sobald|damit)\s)(?!\d)/u,
    )
    .flatMap((sentence) => sentence.split(BREAK))
    // `mittags gabs suppe und nachm mittagsschlaf …`: a new time of day after `und` begins a new thing.
    .flatMap((sentence) => sentence.split(/\s+und\s+(?=(?:nachm|nach dem mittagsschlaf|nachmittags|abends)\s)/iu))
    // `die männer ham den baum hochgestemmt und sie saß bei opa`: after others' deed, the child's own is a new thing.
    .flatMap((sentence) =>
      sentence.split(
        /(?<=(?:^|\s)(?:die|ein paar|viele) \p{L}+ (?:ham|haben|hatten|sind|san|waren)\s.*ge\p{L}+(?:t|en))\s+und\s+(?=(?:sie|er)\s+(?:saß|sass|stand|war|lag|hat|hatte|durfte|wollte)\s)/iu,
      ),
    )
    // `hat sich erst versteckt aber dann doch ihr gedicht aufgesagt`: what the child did after all is a new thing.
    .flatMap((sentence) => sentence.split(/\s+aber\s+(?=dann doch\s)/iu))
    // `hat sich erst nich getraut aber dann saß er oben wie n cowboy`: the turn, with its own verb and child, is a new
    // thing (`Zuri traute sich erst nicht.`, `Dann saß Zuri oben wie ein Cowboy.`).
    .flatMap((sentence) =>
      sentence.split(
        /\s+aber\s+(?=dann\s+(?:saß|stand|war|ist|is|hat|kam|ging|lief|ritt|wollte|durfte|konnte)\s+(?:er|sie)\s)/iu,
      ),
    )
    // `… nach mama gfragt aber dann mit seim hasi sofort gschlafe`: what came after, said with its own participle, is a
    // new thing.
    .flatMap((sentence) => sentence.split(/\s+aber\s+(?=dann\s+(?:\S+\s+){1,5}g\p{L}{4,}(?:t|en|e)$)/iu))
    // `saß mit offenem mund da und als frau holle …`: what happened when begins a new thing.
    .flatMap((sentence) =>
      sentence.split(
        /\s+und\s+(?=als\s+(?!nachtisch|nachspeise|belohnung|dank|erste|erstes|erster|letzte|letztes|letzter)\p{L})/iu,
      ),
    )
    // `… getanzt und is dann aufm schoß eingeschlafen`: a helper and then a time word begin the next thing.
    .flatMap((sentence) => sentence.split(/\s+und\s+(?=(?:is|ist|isch|hat)\s+(?:dann|danach|später|nachher)\s)/iu))
    // `… angeschaut und sie hat ihm ein bild gemalt`, `… gemalt und sie kam ganz blau nach hause`, `… ausgesucht und
    // die bibliothekarin hat ihm nen stempel gemacht`: someone named anew with their own helper or verb begins a new
    // clause.
    .flatMap((sentence) =>
      sentence.split(
        /\s+und\s+(?=(?:der|die|das) (?!zwei\s|beiden\s)\p{L}{4,}\s+(?:hat|hatte|ist|is|war|lief|liefen|fiel|fielen|kam|floss|tropfte|rollte|flog)\s|(?:sie|er|wir|die zwei|die beiden|beide|die)\s+(?:hat|haben|ham|ist|is|isch|sind|war|waren|hatte|hatten|kam|kamen|ging|gingen|fiel|schlief|bekam|wollte|durfte|musste|weinte)\s|(?:nachmittags|abends|morgens|mittags|vormittags|danach|dann|später|nachher|heute|heut)\s+(?:hat|haben|ham|ist|is|sind|war|waren)\s+(?:sie|er|wir)\s|(?:heute? früh|heute? morgen|am morgen|morgens|abends|nachmittags|danach|später|nachher)\s+(?:war|waren|warn|gab|gabs)\s)/iu,
      ),
    )
    // `… nur mit der schere geschnitten und mama hat ihre hand gehalten`: a grown-up of the family with their own helper,
    // after a doing ended by its participle, begins a new clause too.
    .flatMap((sentence) =>
      sentence.split(
        /(?<=(?<![\p{L}])ge\p{L}{2,}(?:t|en))\s+und\s+(?=(?:mama|mami|papa|papi|oma|omi|opa|opi|tante|onkel)\s+(?:hat|hatte|ist|is|war)\s)/iu,
      ),
    )
    // `abends gebadet mit schaum und zum schluss hat papa den grüffelo vorgelesen`, `mittags abgeholt und nach dem
    // schläfchen war mia da`: the end of the day or the time after a nap, with its own helper, begins a new clause.
    .flatMap((sentence) =>
      sentence.split(
        /\s+und\s+(?=(?:zum schluss|zum abschluss|am ende|am schluss|nach dem (?:schläfchen|mittagsschlaf|mittagessen|essen|baden|abendessen))\s+(?:hat|haben|ham|ist|is|war|waren|warn|sind|gabs|gab)\s)/iu,
      ),
    )
    // `… entschuldigung gesagt und lotte hat ihm den laster wiedergegeben`: someone named with `hat` and the child in the
    // dative or accusative, after a doing ended by its participle, begins a new clause.
    .flatMap((sentence) => sentence.split(/(?<=\p{L}{3,}(?:t|en))\s+und\s+(?=\p{L}{3,}\s+hat\s+(?:ihm|ihr|ihn)\s)/iu))
    // `zuhause plätzchen gebacken und am abend noch badewanne …`: after a doing ended by its participle, a new time of
    // the day begins the next thing.
    .flatMap((sentence) =>
      sentence.split(
        /(?<=(?<![\p{L}])\p{L}*ge\p{L}{2,}(?:t|en))\s+und\s+(?=(?:am abend|abends|am nachmittag|nachmittags|am mittag|mittags|zum schluss|später|danach)\s)/iu,
      ),
    )
    // `… gespielt und beim kerzen ausblasen durfte er helfen`: a new time or place, then the verb and the child, begins
    // the next thing.
    .flatMap((sentence) =>
      sentence.split(
        /\s+und\s+(?=(?:beim|am|im|zum|nach dem|vor dem)\s+(?:\S+\s+){1,3}(?:durfte|wollte|konnte|musste|hat|ist|war)\s+(?:sie|er)\s)/iu,
      ),
    )
    // `durfte er auf papas schoß sitzen und hat einen lolli bekommen`: after a modal's infinitive, `und hat` begins
    // the next thing the child did; the spoken modal too (`wollt er auch aus der flasche trinken und hat sich …`).
    .flatMap((sentence) =>
      sentence.split(
        /(?<=(?<![\p{L}])(?:durfte|wollte|konnte|musste|sollte|durft|wollt|konnt|musst|sollt)(?![\p{L}]).*\s\p{L}+e[rl]?n)\s+und\s+(?=(?:hat|ist|is)\s)/iu,
      ),
    )
    // `wollt er nich in die badewanne und hat sich unterm tisch versteckt`: what the child would not, then what they did.
    .flatMap((sentence) =>
      sentence.split(
        /(?<=(?<![\p{L}])(?:durfte|wollte|konnte|musste|sollte|durft|wollt|konnt|musst|sollt)(?![\p{L}]).*\s(?:nich|nicht|net|ned) (?:in|ins|aufs|zum|zur|unter|aus) (?:die |den |das |der )?\p{L}+)\s+und\s+(?=(?:hat|ist|is)\s)/iu,
      ),
    )
    // `balu is ins wasser gesprungen und hat sich geschüttelt`: someone other than the child did two things, each with
    // its own helper; each is told of them (`Balu sprang ins Wasser.`, `Balu schüttelte sich.`).
    .flatMap((sentence) => {
      const two = sentence.match(
        /^((?:(?:hund|katze|kater) )?(\p{L}+)) (ist|is) ((?:\S+ ){1,6}\S*ge\p{L}{3,}(?:t|en)) und (hat) ((?:\S+ ){0,6}\S*ge\p{L}{3,}(?:t|en))$/iu,
      );
      const who = (two?.[2] ?? '').toLowerCase();
      if (!two) return [sentence];
      if (
        SMALL.has(who) ||
        STOP.has(who) ||
        LEAD.test(who) ||
        FAMILY_WORD.test(who) ||
        /^(wir|ich|man|das|alle|beide)$/u.test(who)
      )
        return [sentence];
      return [`${two[1]} ${two[3]} ${two[4]}`, `${two[1]} ${two[5]} ${two[6]}`];
    })
    // `die maus ist vom beckenrand gerutscht und hat wasser geschluckt`: the child, said by a pronoun or a pet name,
    // did two things, each with its own helper (`ist … gerutscht`, `hat … geschluckt`); each is told of the child.
    .flatMap((sentence) => {
      const two = sentence
        .replace(/^[\s,;:]+|[\s,;:]+$/gu, '')
        .match(
          /^((?:(?:dann|danach|und) )?(?:sie|er|(?:die|der) (?:maus|kleine|kleiner|süße|zwerg|knirps|motte))) (ist|is) ((?:\S+ ){1,6}\S*ge\p{L}{3,}(?:t|en)) und (hat) ((?:\S+ ){0,6}\S*ge\p{L}{3,}(?:t|en))$/iu,
        );
      if (two) return [`${two[1]} ${two[2]} ${two[3]}`, `${two[1]} ${two[4]} ${two[5]}`];
      // `vormittags war sie in der kita und hat … gemalt`, `sie war erst ganz still aufm stuhl und hat sich …
      // festgehalten`: where or how the child was, then what the child did with its own helper.
      const was = sentence.replace(/^[\s,;:]+|[\s,;:]+$/gu, '').match(
        // (`am ende war er ganz stolz und hat nen lolli gekriegt`: the end of the day leads too.)
        /^((?:(?:vormittags|nachmittags|morgens|mittags|abends|heute|heut|dann|danach|erst|am ende|am schluss|zum schluss|hinterher|nachher) )?)(?:(sie|er) (war)|(war) (sie|er)) ((?:\S+ ){0,5}\S+) und (hat) ((?:\S+ ){0,7}\S*ge\p{L}{2,}(?:t|en))$/iu,
      );
      if (!was || / und /iu.test(` ${was[6] ?? ''} `)) return [sentence];
      const who = was[2] ?? was[5] ?? '';
      const lead = was[1] ?? '';
      return [was[2] ? `${lead}${who} war ${was[6]}` : `${lead}war ${who} ${was[6]}`, `${who} ${was[7]} ${was[8]}`];
    })
    .map((clause) => clause.replace(/^[\s,;:]+|[\s,;:]+$/gu, '').trim())
    .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length >= 4)
    // `im sackerl warn mandarinen, nüsse und ein schokonikolo`: the rest of a list after a comma stays with its clause.
    .reduce<string[]>((all, clause) => {
      const previous = all.at(-1);
      // `stand sein stiefel vor der tür, voll mit mandarinen`: how full it was belongs to the thing.
      if (previous !== undefined && /^(?:ganz |richtig )?(?:voll|gefüllt) mit\s/iu.test(clause))
        all[all.length - 1] = `${previous}, ${clause}`;
      // `drei bücher ausgeliehen, eins über dinos`: the one of them singled out belongs to the things.
      else if (
        previous !== undefined &&
        /^(?:eins|eine|einen) (?:über|mit|von) (?:\p{L}+ ){0,2}\p{L}{3,}$/iu.test(clause) &&
        /(?<![\p{L}])(?:zwei|drei|vier|fünf|ein paar|viele|paar) \p{L}{3,} (?:\p{L}+ )?\p{L}{4,}$/iu.test(previous)
      )
        all[all.length - 1] = `${previous}, ${clause}`;
      else if (
        previous !== undefined &&
        // (`nüsse und n schokonikolaus drin`: where the things were, said last, ends the list.)
        isListRest(
          clause
            .replace(/(?<=\s)u(?=\s)/gu, 'und')
            .replace(/(?<![\p{L}])nem(?![\p{L}])/giu, 'einem')
            .replace(/(?<![\p{L}])n(?= \p{L})/giu, 'ein')
            .replace(/\s+(?:drin|drinnen|darin)$/iu, ''),
        ) &&
        /(?:^|\s)(?:war|waren|warn|gab|gabs|mit)\s/iu.test(previous)
      )
        all[all.length - 1] = `${previous}, ${clause}`;
      // `noch zweimal schlafen dann is er wieder da`: the countdown to someone's coming back is one thing.
      else if (
        previous !== undefined &&
        /^noch \S+ (?:mal )?schlafen$/iu.test(previous) &&
        /^(?:ist|is|kommt) /iu.test(clause)
      )
        all[all.length - 1] = `${previous}, dann ${clause}`;
      // `dreimal karussell gefahren, immer im roten feuerwehrauto`: where it was each time stays with what was done.
      else if (
        previous !== undefined &&
        /^immer (?:im|in der|in dem|auf dem|aufm|auf der|mit dem|mit der|am) (?:\p{L}+ ){0,2}\p{L}+$/iu.test(clause)
      )
        all[all.length - 1] = `${previous}, ${clause}`;
      // `ich hab sie in den arm genommen, gepustet und ein pflaster drauf geklebt`: what the parent went on doing, said
      // after a comma with no one of its own, is still the parent's.
      else if (
        previous !== undefined &&
        /^(?:(?:dann|da|und) )*(?:ich (?:hab|habe)|(?:hab|habe) ich)\s/iu.test(previous) &&
        /^(?:(?:dann|noch|und|danach) )*(?:gepustet|getröstet|gekuschelt|gestreichelt|verarztet|gekühlt|ein pflaster|n pflaster|nen pflaster|pflaster)(?![\p{L}])/iu.test(
          clause,
        )
      )
        all.push(`ich hab ${clause}`);
      // `hat papi alles erzählt, ganz aufgeregt`: how the child was while doing it stays with what was done.
      else if (previous !== undefined && AS_FEELING.test(clause) && !AS_FEELING.test(previous))
        all[all.length - 1] = `${previous}, ${clause}`;
      else all.push(clause);
      return all;
    }, []);
  return found;
}

/** Who each clause's `er`, `sie`, `ihn`, `ihm` may point back to: the grown-ups and named people said before it. */
function readingOf(description: string): Reading {
  const read = emptyReading();
  const people: Person[] = [];
  let previous = '';
  let lastFlyer: string | undefined;
  for (const clause of clauses(description)) {
    read.before.set(clause, [...people]);
    read.opened.set(clause, previous);
    const said = peopleIn(clause, description);
    read.inClause.set(clause, said);
    const flyer = [...clause.toLowerCase().matchAll(FLYER_WORD)].at(-1)?.[1];
    if (flyer) lastFlyer = FLYERS[flyer];
    read.flyer.set(clause, lastFlyer);
    people.push(...said);
    previous = clause.toLowerCase();
  }
  return read;
}

/** The grandparents the day names (`beim grosi`, `mit oma und opa`), as one says them together; undefined without. */
function grandparentsOfDay(): string | undefined {
  const read = readingNow();
  const named: string[] = [];
  for (const people of read.inClause.values())
    for (const person of people)
      if (
        /^(?:oma|opa|omi|opi|grosi|grossmami|grosspapi|omama|opapa|nani|neni)(?: \p{L}+)?$/iu.test(person.name) &&
        !named.includes(person.name)
      )
        named.push(person.name);
  if (named.length === 0 || named.length > 2) return undefined;
  return named.join(' und ').toLowerCase();
}

/** The names of the story being retold (a friend the parent named), kept only while one of its clauses is retold. */
let namesNow: readonly string[] = [];

/**
 * `ben war zum spielen da`, `am ende zusammen ne burg gebaut`: the one friend the day names, whom the child did a thing
 * together with; undefined with none or several.
 */
function friendOfDay(): string | undefined {
  const friends = namesNow.filter((name) => /^\p{Lu}\p{Ll}{2,}$/u.test(name) && !FAMILY_WORD.test(name.toLowerCase()));
  return friends.length === 1 ? friends[0]?.toLowerCase() : undefined;
}

/** Retells with the reading of the description the context's clause is of (`context.description`). */
function withReading<T>(context: RetellContext, tell: () => T): T {
  let read = READINGS.get(context);
  if (!read) {
    read = readingOf(context.description ?? '');
    READINGS.set(context, read);
  }
  const outer = reading;
  reading = read;
  try {
    return tell();
  } finally {
    reading = outer;
  }
}

/**
 * Things that fly and get stuck up high (`sein drache`, `der luftballon`), by the word the parent used, with the
 * article the story says them with: a later `er` that hangs in a tree or comes down is the thing, never the child.
 */
const FLYERS: Record<string, string> = {
  drache: 'der Drache',
  drachen: 'der Drache',
  flugdrache: 'der Drache',
  flugdrachen: 'der Drache',
  luftballon: 'der Luftballon',
  ballon: 'der Ballon',
  ball: 'der Ball',
  fußball: 'der Ball',
  flieger: 'der Flieger',
  papierflieger: 'der Papierflieger',
  frisbee: 'das Frisbee',
};
const FLYER_WORD = new RegExp(`(?<![\\p{L}])(${Object.keys(FLYERS).join('|')})(?![\\p{L}])`, 'gu');

/** The rest of a list of things (`nüsse und ein schokonikolo`): nouns and `und`, no verb, no one. */
function isListRest(clause: string): boolean {
  // `mandarinen und ein schokonikolaus drin`: where the things were said last.
  const words = clause
    .toLowerCase()
    .replace(/\s+(drin|drinnen|dabei)$/u, '')
    .split(/\s+/u);
  if (words.length > 6 || !words.includes('und')) return false;
  return words.every(
    (word) =>
      word === 'und' ||
      /^(ein|eine|einen|einem|ne|nen|nem|viele|zwei|drei|ganz|noch|kleine|kleiner|kleines|große|großer|großes)$/u.test(
        word,
      ) ||
      // (`schoko-nikolaus`: a thing typed with a hyphen is one word.)
      (/^\p{L}{3,}(?:-\p{L}{3,})*$/u.test(word) &&
        !SMALL.has(word) &&
        !STOP.has(word) &&
        HELPERS[word] === undefined &&
        !PAST.has(word) &&
        !pastOf(word) &&
        !/^(sie|er|wir|ich|es)$/u.test(word)),
  );
}

/**
 * `im sackerl waren mandarinen, nüsse und ein schokonikolo`: what was somewhere, as a list (`Im Sackerl waren
 * Mandarinen, Nüsse und ein Schokonikolo.`), each thing with its capital.
 */
function listText(text: string, context: RetellContext): string | undefined {
  // `morgens waren nüsse, mandarinen und ein schokonikolaus drin`: what was in it (the boots), at a time of day.
  const inside = text
    .toLowerCase()
    // `heut morgen warn …`: this morning, as a story says it (`Am Morgen`).
    .replace(/^(?:heute?|heut) (morgen|früh|abend|nachmittag)(?= )/u, (_whole, part: string) =>
      part === 'früh' ? 'am morgen' : `am ${part}`,
    )
    .match(
      /^(morgens|abends|nachmittags|danach|später|nachher|dann|am morgen|am abend|am nachmittag) (war|waren|warn) (.+) (drin|drinnen|dabei)$/u,
    );
  if (inside) {
    const items = (inside[3] ?? '').split(/,\s*|\s+und\s+/u).map((item) => item.trim().split(' '));
    if (items.length < 2 || items.some((item) => item.length > 3 || !isListRest(`${item.join(' ')} und dinge`)))
      return undefined;
    // (`schoko-nikolaus`: each part of a hyphened noun capital, `Schoko-Nikolaus`.)
    const told = items.map((item) =>
      item.map((word, at) => (at === item.length - 1 ? word.split('-').map(capital).join('-') : word)).join(' '),
    );
    const list = `${told.slice(0, -1).join(', ')} und ${told.at(-1)}`;
    const when = capital(inside[1] ?? '').replace(/ (\p{L})/u, (_space, letter: string) => ` ${letter.toUpperCase()}`);
    return ended(`${when} waren ${list} da`);
  }
  // `war ein kleiner schneemann aus schoki drin`: one thing that was in it, never the child (`Darin war …`).
  const one = text
    .toLowerCase()
    .match(
      /^(?:(morgens|abends|nachmittags|danach|später|nachher|dann) )?(war|waren|warn) ((?:ein|eine|ein paar|zwei|drei|viele) .+) (drin|drinnen)$/u,
    );
  if (one) {
    const thing = (one[3] ?? '').split(' ');
    if (
      thing.length > 6 ||
      thing.some(
        (word) => /^(sie|er|wir|ich|es|ihn|ihm|ihr|und)$/u.test(word) || HELPERS[word] !== undefined || pastOf(word),
      )
    )
      return undefined;
    const verb = one[2] === 'war' ? 'war' : 'waren';
    const told = capitalise(thing, new Set(), new Set()).join(' ');
    return ended(one[1] ? `${capital(one[1])} ${verb} darin ${told}` : `Darin ${verb} ${told}`);
  }
  const match = text
    .toLowerCase()
    .match(
      /^(im|in der|in dem|in seinem|in ihrem|in seiner|in ihrer|auf dem|am|unterm|unter dem) (\p{L}+) (war|waren|lag|lagen) (.+)$/u,
    );
  if (!match) return undefined;
  const items = (match[4] ?? '').split(/,\s*|\s+und\s+/u).map((item) => item.trim().split(' '));
  if (items.length < 2 || items.some((item) => item.length > 3 || !isListRest(`${item.join(' ')} und dinge`)))
    return undefined;
  const told = items.map((item) => item.map((word, at) => (at === item.length - 1 ? capital(word) : word)).join(' '));
  const list = `${told.slice(0, -1).join(', ')} und ${told.at(-1)}`;
  const verb = items.length > 1 && match[3] === 'war' ? 'waren' : match[3] === 'lag' ? 'lagen' : match[3];
  return ended(byName(`${capital(match[1] ?? '')} ${capital(match[2] ?? '')} ${verb} ${list}`, context));
}

/** Places a parent names alone for where the child was (`zahnarzt`, `wochenmarkt mit papa`), as `war … beim Zahnarzt`. */
const OUTINGS: Record<string, string> = {
  zahnarzt: 'beim Zahnarzt',
  zahnärztin: 'bei der Zahnärztin',
  kinderarzt: 'beim Kinderarzt',
  kinderärztin: 'bei der Kinderärztin',
  arzt: 'beim Arzt',
  ärztin: 'bei der Ärztin',
  friseur: 'beim Friseur',
  frisör: 'beim Friseur',
  coiffeur: 'beim Coiffeur',
  markt: 'auf dem Markt',
  wochenmarkt: 'auf dem Wochenmarkt',
  bauernmarkt: 'auf dem Bauernmarkt',
  flohmarkt: 'auf dem Flohmarkt',
  weihnachtsmarkt: 'auf dem Weihnachtsmarkt',
  christkindlmarkt: 'auf dem Christkindlmarkt',
  zoo: 'im Zoo',
  tierpark: 'im Tierpark',
  tiergarten: 'im Tiergarten',
  wildpark: 'im Wildpark',
  streichelzoo: 'im Streichelzoo',
  aquarium: 'im Aquarium',
  schwimmbad: 'im Schwimmbad',
  hallenbad: 'im Hallenbad',
  freibad: 'im Freibad',
  badi: 'in der Badi',
  bücherei: 'in der Bücherei',
  bibliothek: 'in der Bibliothek',
  spielplatz: 'auf dem Spielplatz',
  indoorspielplatz: 'auf dem Indoorspielplatz',
  bauernhof: 'auf dem Bauernhof',
  feuerwehr: 'bei der Feuerwehr',
  museum: 'im Museum',
  kino: 'im Kino',
  theater: 'im Theater',
  kindertheater: 'im Kindertheater',
  puppentheater: 'im Puppentheater',
  kasperltheater: 'im Kasperltheater',
  zirkus: 'im Zirkus',
  kinderturnen: 'beim Kinderturnen',
  turnen: 'beim Turnen',
  schwimmkurs: 'beim Schwimmkurs',
  babyschwimmen: 'beim Babyschwimmen',
  kinderschwimmen: 'beim Kinderschwimmen',
  ballett: 'beim Ballett',
  musikschule: 'in der Musikschule',
  rummel: 'auf dem Rummel',
  kirmes: 'auf der Kirmes',
  jahrmarkt: 'auf dem Jahrmarkt',
  volksfest: 'auf dem Volksfest',
  wiesn: 'auf der Wiesn',
  reitstall: 'im Reitstall',
  eisdiele: 'in der Eisdiele',
  bäcker: 'beim Bäcker',
  flughafen: 'am Flughafen',
  bahnhof: 'am Bahnhof',
  bolzplatz: 'auf dem Bolzplatz',
  fußballplatz: 'auf dem Fußballplatz',
  sportplatz: 'auf dem Sportplatz',
  kirtag: 'auf dem Kirtag',
  kerwa: 'auf der Kerwa',
  kärwa: 'auf der Kärwa',
  kirchweih: 'auf der Kirchweih',
  krampuslauf: 'beim Krampuslauf',
  perchtenlauf: 'beim Perchtenlauf',
  laternenumzug: 'beim Laternenumzug',
  martinsumzug: 'beim Martinsumzug',
  faschingsumzug: 'beim Faschingsumzug',
  räbeliechtliumzug: 'beim Räbeliechtliumzug',
  eisbahn: 'auf der Eisbahn',
  eislaufbahn: 'auf der Eislaufbahn',
  kunsteisbahn: 'auf der Kunsteisbahn',
  eislaufplatz: 'auf dem Eislaufplatz',
  eisplatz: 'auf dem Eisplatz',
  eishalle: 'in der Eishalle',
  eisstadion: 'im Eisstadion',
  eislaufen: 'beim Eislaufen',
  schlittschuhlaufen: 'beim Schlittschuhlaufen',
  schlittschuhfahren: 'beim Schlittschuhfahren',
  hallenspielplatz: 'auf dem Hallenspielplatz',
  trampolinhalle: 'in der Trampolinhalle',
  kinderparadies: 'im Kinderparadies',
  spielparadies: 'im Spielparadies',
  kindermuseum: 'im Kindermuseum',
  planetarium: 'im Planetarium',
  friseurin: 'bei der Friseurin',
  kinderfriseur: 'beim Kinderfriseur',
  nikolausumzug: 'beim Nikolausumzug',
  adventsmarkt: 'auf dem Adventsmarkt',
  krippenspiel: 'beim Krippenspiel',
  adventsfeier: 'bei der Adventsfeier',
  weihnachtsfeier: 'bei der Weihnachtsfeier',
  kinderchor: 'im Kinderchor',
  musikgarten: 'im Musikgarten',
  turnhalle: 'in der Turnhalle',
  stadttheater: 'im Stadttheater',
  weihnachtsmärchen: 'im Weihnachtsmärchen',
  kinderkonzert: 'im Kinderkonzert',
  weihnachtskonzert: 'beim Weihnachtskonzert',
  weihnachtszirkus: 'im Weihnachtszirkus',
  kinderdisco: 'in der Kinderdisco',
  softplay: 'im Indoorspielplatz',
  schwimmhalle: 'in der Schwimmhalle',
  therme: 'in der Therme',
  baumarkt: 'im Baumarkt',
  gartencenter: 'im Gartencenter',
  christbaumverkauf: 'beim Christbaumverkauf',
  weihnachtsbaumverkauf: 'beim Weihnachtsbaumverkauf',
  kinderkino: 'im Kinderkino',
  waschanlage: 'in der Waschanlage',
  waschstraße: 'in der Waschstraße',
};

/** Words of who came along (`mit papa und onkel tim`), before or after the place. */
const WITH_WHOM =
  '(mit (?:(?:dem|der|den|em|meinem|meiner|seinem|seiner|ihrem|ihrer) )?(?:\\p{L}+)(?: (?!(?:und|im|beim|bei|in|am|auf|zum|zur|ins|an)(?![\\p{L}]))\\p{L}+)?(?: und (?:(?:seiner|seinem|ihrer|ihrem|der|dem) )?\\p{L}+(?: (?!(?:und|im|beim|bei|in|am|auf|zum|zur|ins|an)(?![\\p{L}]))\\p{L}+)?)?)';
const PLACE_WORD =
  '(?:beim |bei der |im |in der |auf dem |auf der |am |zum |zur |in die |ins |in den |auf die |auf den )?';

/**
 * A place named alone, with who went and whether it was the first time (`1. mal zahnarzt`, `wochenmarkt mit papa`):
 * `Heute war der kleine Löwe zum ersten Mal beim Zahnarzt.`, `Der kleine Drache war mit Papa auf dem Wochenmarkt.`
 */
function outingText(text: string, hero: R, context: RetellContext): string | undefined {
  const lower = text
    .toLowerCase()
    .replace(/(?<![\p{L}\p{N}])(?:zum\s+)?(?:1\.|erstes|ersten|erste)\s*mal(?![\p{L}])/gu, 'zum ersten mal')
    .replace(/(?<![\p{L}])erstmals(?![\p{L}])/gu, 'zum ersten mal')
    .replace(/\s+/gu, ' ')
    .trim()
    // `zahnarzt heute`: the time word first.
    .replace(/^(.+) (heute|morgens|vormittags|mittags|nachmittags|abends)$/u, '$2 $1')
    // `heute waren wir mit oma beim krippenspiel`: the parent's `wir waren` is the child's being there.
    .replace(
      /^((?:heute|morgens|vormittags|mittags|nachmittags|abends|danach|dann|nachher|später) )?(?:(?:waren|warn|sind|san) wir|wir (?:waren|warn)(?: (?=heute|morgens|vormittags|nachmittags|abends))?) /u,
      '$1',
    )
    .replace(/^((?:heute|morgens|vormittags|nachmittags|abends) )\1/u, '$1')
    // `heut war kinderschwimmen mit mama`: a weekly class said with `war` is where the child was that day.
    .replace(
      /^((?:heute|heut|morgens|vormittags|nachmittags|abends) )(?:war|warn|is|ist) (?=(?:kinderturnen|turnen|schwimmkurs|babyschwimmen|kinderschwimmen|ballett|musikschule)(?: |$))/u,
      '$1',
    );
  // `tiergarten schönbrunn`, `zoo leipzig`: a zoo by its name (`im Tiergarten Schönbrunn`).
  const zoo = lower.match(/^(zoo|tierpark|tiergarten|wildpark) (\p{L}{4,})$/u);
  if (zoo && !/^(besuch|besucht|gewesen|heute|mit|und|gehen|gegangen)$/u.test(zoo[2] ?? ''))
    return ended(`${capital(hero.nom)} ${hero.pl ? 'waren' : 'war'} ${OUTINGS[zoo[1] ?? '']} ${capital(zoo[2] ?? '')}`);
  // `dann noch durch die waschanlage`: a drive through the car wash.
  const wash = lower.match(
    /^(?:(dann|danach|nachher|später|anschließend) )?(?:(?:noch|schnell|mit dem auto|mit papa|mit mama) )*durch die (waschanlage|waschstraße|waschstrasse)$/u,
  );
  if (wash)
    return ended(
      `${wash[1] ? `${capital(wash[1])} fuhr ${hero.nom}` : `${capital(hero.nom)} fuhr`} im Auto durch die ${wash[2] === 'waschanlage' ? 'Waschanlage' : 'Waschstraße'}`,
    );
  // `samstag mit papa und onkel tim im weihnachtsmärchen im stadttheater`: who came along may be said first, and the
  // place may say where it was (a second place).
  const shape = new RegExp(
    `^(?:(heute|morgens|vormittags|mittags|nachmittags|abends|danach|dann|nachher|später|anschließend|am wochenende|(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?: ?(?:morgen|vormittag|nachmittag|abend))?) )?(zum ersten mal )?(?:${WITH_WHOM} )?${PLACE_WORD}(\\p{L}+)(?: (?:im|in der|in dem|auf dem|auf der|am|beim) (?!(?:stadt|dorf|ort|altstadt)$)(\\p{L}+))?(?: ${WITH_WHOM})?( zum ersten mal)?( in der stadt| im dorf| im ort| in der altstadt)?$`,
    'u',
  );
  const shaped = lower.match(shape);
  const second = shaped?.[5] ? OUTINGS[shaped[5]] : '';
  const match =
    shaped && second !== undefined && !(shaped[3] && shaped[6])
      ? [shaped[0], shaped[1], shaped[2], shaped[4], shaped[3] ?? shaped[6], shaped[7], shaped[8]]
      : undefined;
  const place = OUTINGS[match?.[3] ?? ''] && `${OUTINGS[match?.[3] ?? '']}${second ? ` ${second}` : ''}`;
  if (!match || !place) return undefined;
  const first = match[2] || match[5] ? 'zum ersten Mal' : '';
  // `mit em gotti sandra`: the Swiss `em` is `dem`; the name after a family word takes its capital.
  const withWhom = match[4]
    ? byName(
        match[4]
          .replace(/^mit em /u, 'mit ')
          .split(' ')
          .map((word) =>
            /^(mit|und|dem|der|den|meinem|meiner|seinem|seiner|ihrem|ihrer)$/u.test(word) ? word : capital(word),
          )
          .join(' ')
          // `mit ihrem bruder` for a girl told as `der kleine Fuchs`: the hero's own word (`seinem Bruder`).
          .replace(
            new RegExp(`(?<![\\p{L}])${context.childPronoun === 'he' ? 'sein' : 'ihr'}(em|er)(?![\\p{L}])`, 'u'),
            `${hero.sein}$1`,
          ),
        context,
      )
    : '';
  // `mit ben und seiner mama`: every word after `mit` is someone's name or a family word, never a thing
  // (`adventsfeier mit kerzen`).
  const known = new Set(context.names.map((name) => name.toLowerCase()));
  // A name the parent wrote with its capital (`mit Ben`), or after a family word (`gotti sandra`), is someone.
  const named = (word: string, before: string) =>
    FAMILY_WORD.test(before) ||
    (new RegExp(`(?<![\\p{L}])${capital(word)}(?![\\p{L}])`, 'u').test(text) &&
      FOOD[word] === undefined &&
      !DRINKS.has(word) &&
      (word.length <= 4 || !/(en|er|ern|eln|chen|ung|heit|keit|ns)$/u.test(word)));
  if (
    withWhom
      .split(' ')
      .map((word) => word.toLowerCase())
      .some(
        (word, at, all) =>
          word !== '' &&
          !/^(mit|und|dem|der|den|meinem|meiner|seinem|seiner|ihrem|ihrer)$/u.test(word) &&
          !known.has(word) &&
          !named(word, all[at - 1] ?? '') &&
          !FAMILY_WORD.test(word) &&
          !MALE_WORDS.has(word) &&
          !FEMALE_WORDS.has(word) &&
          !/^(freunden|freundinnen|kindern|cousins|cousinen|geschwistern|eltern|familie|gruppe|klasse|mama|papa|oma|opa|uroma|uropa|großeltern|grosseltern)$/u.test(
            word,
          ),
      )
  )
    return undefined;
  if (/(?<![\p{L}])(mir|uns|mich)(?![\p{L}])/u.test(withWhom)) return undefined;
  // `sonntag im indoorspielplatz`: the day with its `am` and its capital.
  const lead = match[1]
    ? capital(
        match[1].replace(
          // `samstag morgen`: the day and its part, one word (`am Samstagmorgen`).
          /^(?:am )?(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende)(?: ?(morgen|vormittag|nachmittag|abend))?$/u,
          (_, day: string, part = '') => `am ${capital(day)}${part}`,
        ),
      )
    : '';
  // `krampuslauf in der stadt`: where the outing was, after it.
  const town = (match[6] ?? '').replace(/(stadt|dorf|ort|altstadt)$/u, (word) => capital(word));
  const sentence = lead
    ? `${lead} war ${hero.nom} ${first} ${withWhom} ${place}${town}`
    : first
      ? `Zum ersten Mal war ${hero.nom} ${withWhom} ${place}${town}`
      : `${capital(hero.nom)} war ${withWhom} ${place}${town}`;
  return ended(tidy(sentence));
}

/**
 * What comes next, from a day the parent names (`ab montag gehts in den kindergarten`): `Ab Montag würde der kleine
 * Bär in den Kindergarten gehen.`
 */
function plannedText(text: string, hero: R, context: RetellContext): string | undefined {
  const match = text
    .toLowerCase()
    .match(
      /^(ab|am|nächste woche|nächsten|morgen) ?(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|jetzt|sofort|herbst|sommer|januar|august|september)? (?:geht es|gehts|geht er|geht sie|geht's|geht (\p{L}{2,})) ((?:in|zu|zur|zum|nach|ins|auf) .+)$/u,
    );
  // `ab montag geht zuri in den kindergarten`: the child named goes as well as `er` or `sie`; anyone else does not.
  if (match?.[3] && !context.names.some((name) => name.toLowerCase() === match[3])) return undefined;
  if (match) match.splice(3, 1);
  if (!match || (match[3] ?? '').split(' ').length > 5) return undefined;
  const when = tidy(`${capital(match[1] ?? '')} ${match[2] ? capital(match[2]) : ''}`);
  const where = byName(capitalise((match[3] ?? '').split(' '), new Set(), new Set()).join(' '), context);
  // `Ab Montag würde Zuri in die große Kita gehen.`: what the family looks forward to, in the story's past, never an
  // order from outside (`sollte`) nor a present among past sentences (`geht`).
  return `${tidy(`${when} würde ${hero.nom} ${where} gehen`)}.`;
}

/**
 * The parent's own doing said of a thing (`die erste locke hab ich aufghoben`): told of the thing
 * (`Die erste Locke wurde aufgehoben.`), whoever did it.
 */
function keptText(text: string, context: RetellContext): string | undefined {
  const match = text
    .toLowerCase()
    .match(
      /^(der|die|das|den) ((?:\p{L}+ ){0,2}\p{L}+) (?:hab|habe|haben) (?:ich|wir) (?:(?:noch|dann|gleich|extra) )?(\p{L}+)$/u,
    );
  if (!match) return undefined;
  const participle = match[3] ?? '';
  if (!/^(\p{L}+)?ge\p{L}{3,}(t|en)$/u.test(participle) || !pastOf(participle)) return undefined;
  const noun = (match[2] ?? '').split(' ');
  if (noun.some((word) => SMALL.has(word) && !adjective(word))) return undefined;
  const told = noun.map((word, at) => (at === noun.length - 1 ? capital(word) : word)).join(' ');
  const article = match[1] === 'den' ? 'der' : (match[1] ?? '');
  const many = /(en|n)$/u.test(noun.at(-1) ?? '') && article === 'die' && noun.length === 1;
  return ended(byName(`${capital(article)} ${told} ${many ? 'wurden' : 'wurde'} ${participle}`, context));
}

/** `dann mittagsschlaf ohne gemecker`: the nap named alone, and whether it went without a fuss. */
const NAP =
  /^(?:(dann|danach|nachher|mittags) )?(?:mittagsschlaf|mittagschlaf|mittagsschläfchen)(?: (ohne (?:gemecker|gemeckere|meckern|theater|murren|gejammer|drama|protest|gezeter)|ganz lang|ganz lange|2 stunden|zwei stunden))?$/iu;

function napText(text: string): string | undefined {
  const found = text.match(NAP);
  if (!found) return undefined;
  const [, when, how] = found;
  const start = when && !/^mittags$/iu.test(when) ? `${capital(when.toLowerCase())} war` : 'Dann war';
  const fuss = how?.toLowerCase().startsWith('ohne')
    ? ', ganz ohne Murren'
    : how
      ? `, ${how.toLowerCase().replace('2', 'zwei')}`
      : '';
  return `${start} Mittagsschlaf${fuss}.`;
}

/** `danach blasmusik im bierzelt`: music heard somewhere, named without a verb, as what there was. */
const BAND =
  /^(?:(danach|dann|nachher|später|abends|nachmittags|mittags) )?(blasmusik|musik|livemusik|blaskapelle|kapelle) (im|in der|auf dem|aufm|am) (\p{L}{3,})$/iu;

function bandText(text: string): string | undefined {
  const found = text.match(BAND);
  if (!found) return undefined;
  const [, when, music = '', at = '', place = ''] = found;
  const where = `${at.toLowerCase() === 'aufm' ? 'auf dem' : at.toLowerCase()} ${capital(place.toLowerCase())}`;
  const what = capital(music.toLowerCase());
  return when ? `${capital(when.toLowerCase())} gab es ${where} ${what}.` : `${capital(where)} gab es ${what}.`;
}

/** Things put on a bump or a scrape, with their article (`ein Pflaster`, `eine Salbe`). */
const PUT_ON: Record<string, string> = {
  pflaster: 'ein',
  kühlpack: 'ein',
  coolpack: 'ein',
  kühlakku: 'ein',
  kühlkissen: 'ein',
  eisbeutel: 'ein',
  salbe: 'eine',
  creme: 'eine',
  arnika: '',
  verband: 'ein',
  waschlappen: 'ein',
  bussi: 'ein',
  küsschen: 'ein',
  kuss: 'ein',
};

/** When a quarrel was, as the story says it (`vormittag`: `Am Vormittag`). */
const QUARREL_TIME: Record<string, string> = {
  vormittag: 'Am Vormittag',
  nachmittag: 'Am Nachmittag',
  morgen: 'Morgens',
  mittag: 'Mittags',
  abend: 'Abends',
  heut: 'Heute',
  heute: 'Heute',
};

/** What a mishap left at its end (`jetzt is n riesen loch drin`), and the child's verdict on the mend. */
function nowText(raw: string, hero: R): string | undefined {
  const text = raw.toLowerCase().trim();
  // `jetzt is n riesen loch drin`: what the mishap left, told as it was then (`Jetzt war ein Riesenloch darin`).
  const left = text.match(/^jetzt (?:is|ist|war) (n|ne|ein|eine) (riesen |mega )?(\p{L}{3,}) (?:drin|drinnen)$/u);
  if (left && !SMALL.has(left[3] ?? '')) {
    const noun = left[2] ? `Riesen${left[3]}` : capital(left[3] ?? '');
    return ended(`Jetzt war ${/^(ne|eine)$/u.test(left[1] ?? '') ? 'eine' : 'ein'} ${noun} darin`);
  }
  // `jetzt is die strumpfhose noch schöner sagt sie`: the child's own verdict on the mended thing.
  const verdict = text.match(
    /^jetzt (?:is|ist|war) (die|der|das|des) (\p{L}{3,}) ((?:noch |viel |sogar |ganz )*)(schöner|toller|besser|hübscher|lustiger)(?: (?:sagt|findet|meint) (?:er|sie))?$/u,
  );
  if (verdict && !SMALL.has(verdict[2] ?? ''))
    return ended(
      `${capital(hero.nom)} fand, dass ${verdict[1] === 'des' ? 'das' : verdict[1]} ${capital(verdict[2] ?? '')} jetzt ${verdict[3] ?? ''}${verdict[4]} war`,
    );
  return undefined;
}

/**
 * Short notes without a verb, as parents type them after a fall or a long trip: `jetzt ne beule auf der stirn`
 * (`Jetzt hatte der kleine Bär eine Beule auf der Stirn.`), `pflaster mit dinos drauf und weiter gings` (`Dann kam ein
 * Pflaster mit Dinos drauf, und weiter ging es.`), `erst um 8 im hotel` (`Erst um 8 waren … im Hotel.`).
 */
function noteText(text: string, hero: R, context: RetellContext): string | undefined {
  const lower = text.toLowerCase();
  // `fuchslaterne`: the child's own lantern of the lantern walk.
  const lantern = lower.match(/^(?:(?:seine|ihre|eine|die) )?(\p{L}*laterne)$/u);
  if (lantern) return ended(`${capital(hero.nom)} trug ${hero.sein}e ${capital(lantern[1] ?? '')}`);
  // `streit mit seiner schwester um den roten bagger`: a quarrel named alone is told as one (`… stritt mit …`).
  const quarrel = lower.match(
    /^(?:(vormittags?|nachmittags?|morgens|mittags|abends|heute?)(?: nur| viel| ganz viel| wieder)? )?(?:großer |riesen |kleiner )?(?:streit|zoff|zank|gezanke) mit ((?:seiner|ihrer|seinem|ihrem|der|dem) (?:\p{L}+)(?: \p{L}+)?)( um (?:den|die|das|ihren|seinen|ihre|seine) (?:\p{L}+ ){0,2}\p{L}+| ums (?:\p{L}+ )?\p{L}+)?$/u,
  );
  if (quarrel) {
    const who = byName(capitalise((quarrel[2] ?? '').split(' '), new Set(), new Set()).join(' '), context);
    // The quarrel's last word is the thing it was about (`ums bobbycar`: `ums Bobbycar`).
    const about = quarrel[3]
      ? capitalise(quarrel[3].trim().split(' '), new Set(), new Set())
          .map((word, index, all) => (index === all.length - 1 ? capital(word) : word))
          .join(' ')
      : '';
    // `vormittag nur zoff mit …`: the time of the quarrel leads, and the spoken `zoff` is a quarrel too.
    const when = QUARREL_TIME[(quarrel[1] ?? '').replace(/s$/u, '')];
    return ended(
      tidy(when ? `${when} stritt ${hero.nom} mit ${who} ${about}` : `${capital(hero.nom)} stritt mit ${who} ${about}`),
    );
  }
  // `…, dann gings`: what would not work at first worked then (`Dann klappte es.`).
  if (
    /^(?:(?:dann|danach|und dann|aber dann) )?(?:gings|ging's|ging’s|ging es|hats geklappt|hat's geklappt|hat es geklappt)(?: (?:dann|gut|besser|super|prima|wieder))*$/u.test(
      lower,
    )
  )
    return 'Dann klappte es.';
  // `streit ums laufrad`: a quarrel about a thing with no one named is told as one (`Es gab Streit ums Laufrad.`).
  const aboutThing = lower.match(
    /^(?:(?:dann|danach|nachmittags|vormittags|morgens|mittags|abends|heute?|kurz|einmal|n|ein|kleiner|großer|riesen) )*(?:streit|zoff|zank|gezanke|gestreite) (ums|um den|um die|um das|um seinen|um ihren|um sein|um ihr|um seine|um ihre) (\p{L}+)$/u,
  );
  if (aboutThing) return ended(`Es gab Streit ${aboutThing[1]} ${capital(aboutThing[2] ?? '')}`);
  // `sonntagsfrühstück mit kerzen`: the candles on the breakfast table (`Zum Sonntagsfrühstück brannten Kerzen.`).
  const candles = lower.match(/^(?:ein |das )?(\p{L}*frühstück) mit (?:kerzen|kerzenschein|adventskranz)$/u);
  if (candles) return ended(`Zum ${capital(candles[1] ?? '')} brannten Kerzen auf dem Tisch`);
  // `ERSTER SCHNEE`: the day's weather news, told as seen.
  if (/^(?:heute )?(?:der )?erster schnee$/u.test(lower)) return ended(`Draußen lag der erste Schnee`);
  const now = lower.match(
    /^jetzt (?:ne|eine|ein|nen|einen) (\p{L}+)((?: (?:am|an der|auf der|auf dem|im|unterm|überm) \p{L}+)?)$/u,
  );
  if (now && !SMALL.has(now[1] ?? '')) {
    const article = /^(ne|eine)$/u.test(lower.split(' ')[1] ?? '')
      ? 'eine'
      : lower.split(' ')[1] === 'nen' || lower.split(' ')[1] === 'einen'
        ? 'einen'
        : 'ein';
    const where = (now[2] ?? '').trim().split(' ');
    const place = where.length > 1 ? ` ${where.slice(0, -1).join(' ')} ${capital(where.at(-1) ?? '')}` : '';
    return ended(`Jetzt hatte ${hero.nom} ${article} ${capital(now[1] ?? '')}${place}`);
  }
  const on = lower.match(
    /^(\p{L}+)((?: mit \p{L}+)?) drauf(?: und (weiter ging es|auf einmal war alles wieder gut|alles war wieder gut|dann war es wieder gut))?$/u,
  );
  const article = PUT_ON[on?.[1] ?? ''];
  if (on && article !== undefined) {
    const with_ = on[2] ? ` mit ${capital((on[2] ?? '').trim().split(' ')[1] ?? '')}` : '';
    const after = on[3] ? `, und ${on[3].replace(/^alles/u, 'alles')}` : '';
    return ended(tidy(`Dann kam ${article} ${capital(on[1] ?? '')}${with_} drauf${after}`));
  }
  const late = lower.match(
    /^(erst |schon )?um (\d{1,2}(?:[.:]\d{2})?|halb \d{1,2})( uhr)? (im|in der|in dem|bei|beim|auf dem|am) (\p{L}+)$/u,
  );
  if (late) {
    const when = `${late[1] ? capital(late[1].trim()) : ''} um ${late[2]}${late[3] ?? ''}`.trim();
    return ended(
      capital(tidy(`${when} waren ${together(hero, context)} ${late[4]} ${capital(late[5] ?? '')}`)).replace(
        /\u00a0/gu,
        ' ',
      ),
    );
  }
  // `so windig dass opas hut ins wasser geflogen is`: `Es war so windig, dass Opas Hut ins Wasser flog.`
  const so = lower.match(
    /^so (windig|kalt|heiß|heiss|nass|warm|stürmisch|laut|voll|glatt|rutschig) dass (.+) (\p{L}+) (is|ist|sind|hat|haben)$/u,
  );
  const verb = so ? pastOf(so[3] ?? '') : undefined;
  if (so && verb && !/(?<![\p{L}])(ich|mich|mir|uns|wir|er|sie|ihn|ihm)(?![\p{L}])/u.test(so[2] ?? '')) {
    const finite = /^(sind|haben)$/u.test(so[4] ?? '') ? plural(verb.past) : verb.past;
    const words = (so[2] ?? '').split(' ').map((word) => (FAMILY_WORD.test(word) ? capital(word) : word));
    const told = capitalise(words, new Set([finite]), new Set()).join(' ');
    return ended(tidy(`Es war so ${so[1]}, dass ${told} ${verb.part}${finite}`));
  }
  return undefined;
}

/**
 * A greeting said to someone (`vorm schlafen hat Zuri herbert noch gute nacht gesagt`): `Vorm Schlafen sagte Zuri noch
 * Gute Nacht zu Herbert.`
 */
/**
 * `schlecht geträumt, vom wolf sagt er`: what the dream was of, as the child told it, after a dream the day tells
 * (`Es war ein Traum vom Wolf, erzählte Zuri.`).
 */
function dreamtOfText(raw: string, hero: R, context: RetellContext): string | undefined {
  if (!/(?<![\p{L}])(?:geträumt|träumt|alptraum|albtraum|traum)(?![\p{L}])/iu.test(context.description ?? ''))
    return undefined;
  const match = clean(raw).match(
    /^((?:vom|von der|von dem|von den|von einem|von einer|von nem|von ner|von) (?:\p{L}+ )?\p{L}+),? (?:sagt|sagte|meint|meinte|erzählt|hat (?:er|sie) gesagt) (er|sie)$/iu,
  );
  if (!match) return undefined;
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (!child || (match[2] ?? '').toLowerCase() !== child.subject) return undefined;
  const of = (match[1] ?? '')
    .toLowerCase()
    .replace(/^von nem /u, 'von einem ')
    .replace(/^von ner /u, 'von einer ');
  const words = of.split(' ');
  const noun = capital(words.at(-1) ?? '');
  return ended(tidy(`Es war ein Traum ${[...words.slice(0, -1), noun].join(' ')}, erzählte ${hero.nom}`));
}

/**
 * `da war ein monster unterm bett sagt er`: what the child said was there, told as the child said it (`„Da ist ein
 * Monster unterm Bett!“, sagte Zuri.`).
 */
function thereSaidText(raw: string, hero: R, context: RetellContext): string | undefined {
  const match = clean(raw).match(
    /^(?:da )?(?:war|ist|is|wär) (ein|eine|n|ne|nen|einen) (\p{L}{3,})( (?:unterm|unter dem|unter der|im|in der|hinterm|hinter dem|hinter der|am|auf dem|aufm|vorm|vor dem) \p{L}{3,})?,? (?:sagt|meint|sagte|meinte) (er|sie)$/iu,
  );
  if (!match) return undefined;
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (!child || (match[4] ?? '').toLowerCase() !== child.subject) return undefined;
  const article = ({ n: 'ein', ne: 'eine', nen: 'ein', einen: 'ein' } as Record<string, string>)[
    (match[1] ?? '').toLowerCase()
  ];
  const where = (match[3] ?? '')
    .toLowerCase()
    .replace(/^ aufm /u, ' auf dem ')
    .replace(/(\p{L}+)$/u, (word) => capital(word));
  return `„Da ist ${article ?? (match[1] ?? '').toLowerCase()} ${capital((match[2] ?? '').toLowerCase())}${where}!“, sagte ${hero.nom}.`;
}

function greetingText(raw: string, hero: R, context: RetellContext, key: string = raw): string | undefined {
  // `er hat allen tschüss gesagt`, `wir haben gute nacht gesagt`: the child, or the family, who said it to everyone or
  // to no one named.
  const plain = clean(raw).match(
    /^(?:(dann|danach|abends|zum schluss|am ende|noch) )?(?:(sie|er) (?:hat|hatte)|(?:wir )?(?:haben|ham|hatten)(?: wir)?)(?: dann)? (?:(allen|allen kindern|allen anderen|jedem|jeder|allen erziehern|allen erzieherinnen) )?(noch |auch |ganz lieb |laut )?(gute nacht|tschüss|tschüs|auf wiedersehen|danke) (?:gesagt|gsagt)$/iu,
  );
  if (plain) {
    const child =
      context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
    const who = (plain[2] ?? '').toLowerCase();
    if (who && (!child || who !== child.subject)) return undefined;
    const words = (plain[5] ?? '')
      .toLowerCase()
      .replace(/^gute nacht$/u, 'Gute Nacht')
      .replace(/^tschüs$/u, 'tschüss')
      .replace(/^(tschüss|danke)$/u, (one) => capital(one))
      .replace(/^auf wiedersehen$/u, 'Auf Wiedersehen');
    const to = plain[3] ? `${plain[3].toLowerCase()} ` : '';
    const lead = plain[1] ? capital(plain[1].toLowerCase()) : '';
    const subject = who ? hero.nom : together(hero, context);
    const verb = who ? 'sagte' : 'sagten';
    const sentence = lead
      ? `${lead} ${verb} ${subject} ${to}${plain[4] ?? ''}${words}`
      : `${capital(subject)} ${verb} ${to}${plain[4] ?? ''}${words}`;
    return ended(tidy(sentence));
  }
  // `sie hat ihr gute nacht gesagt`: the child said first is the same as after the helper (`hat sie ihr …`).
  const match = clean(raw)
    .replace(
      /^(sie|er) (hat|hatte) (?=\p{L}+ (?:noch |auch |ganz lieb |laut )?(?:gute nacht|hallo|tschüss|tschüs|servus|danke|guten morgen) )/iu,
      '$2 $1 ',
    )
    .match(
      /^(?:(.{0,20}?) )?(?:hat|hatte) (\p{L}+) (\p{L}+) (noch |auch |ganz lieb |laut )?(gute nacht|hallo|tschüss|tschüs|servus|danke|guten morgen) (?:gesagt|gsagt)$/iu,
    );
  if (!match) return undefined;
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  const who = (match[2] ?? '').toLowerCase();
  const speaker =
    child && who === child.subject
      ? hero.nom
      : (context.names.find((name) => name.toLowerCase() === who) ??
        (FAMILY_WORD.test(who) ? capital(who) : undefined));
  const to = (match[3] ?? '').toLowerCase();
  // `oma hat angerufen und sie hat ihr gute nacht gesagt`: `ihr` or `ihm` is the one said before, by gender.
  const listener =
    context.names.find((name) => name.toLowerCase() === to) ??
    (FAMILY_WORD.test(to)
      ? capital(to)
      : (to === 'ihr' || to === 'ihm') && who !== to
        ? pointedAt(key, to === 'ihm')
        : undefined);
  if (!speaker || !listener) return undefined;
  const lead = match[1] ? byName(capitalise(match[1].split(' '), new Set(), new Set()).join(' '), context) : '';
  const words = capital((match[5] ?? '').toLowerCase()).replace(
    / (\p{L})/u,
    (_, letter: string) => ` ${letter.toUpperCase()}`,
  );
  const sentence = lead
    ? `${capital(lead)} sagte ${speaker} ${match[4] ?? ''}${words} zu ${listener}`
    : `${capital(speaker)} sagte ${match[4] ?? ''}${words} zu ${listener}`;
  return ended(tidy(sentence));
}

/** Words of saying before a colon: the rest of the parent's sentence is what the child said. */
const SAID_AFTER_COLON =
  /((?<![\p{L}])(?:sagt|sagte|gesagt|gsagt|fragt|fragte|gefragt|gfragt|meint|meinte|gemeint|ruft|rief|gerufen|gseit)(?![\p{L}])[^:.!?\n]{0,25}):[^.!?\n\p{Extended_Pictographic}]*(?:[.!?]+|\p{Extended_Pictographic}|$)/giu;

/** Someone of the day a later pronoun may point back to, as the story names them, and whether `er` or `sie`. */
type Person = { name: string; male: boolean };

/**
 * What the description says around each of its clauses (by the clause's text), read for one description and kept only
 * while one of its clauses is retold: nothing of a parent's words stays in memory from one story to the next.
 */
type Reading = {
  /** The people said before each clause. */
  before: Map<string, Person[]>;
  /** The people each clause names, read with the whole description (`emil`, a friend by the words in brackets). */
  inClause: Map<string, Person[]>;
  /** The clause before each clause (lower case): whether someone began it, so is who `er` or `sie` goes on with. */
  opened: Map<string, string>;
  /** The thing that flies said last before (or in) each clause. */
  flyer: Map<string, string | undefined>;
  /** Each clause read clean once (`clean`), however many of the reteller's readings look at it. */
  cleaned: Map<string, string>;
};
/** The reading of the description whose clause is being retold; undefined between retellings. */
let reading: Reading | undefined;
/** Each retelling's reading, by its context: one read of the description for all the clauses a story retells. */
const READINGS = new WeakMap<RetellContext, Reading>();
const emptyReading = (): Reading => ({
  before: new Map(),
  inClause: new Map(),
  opened: new Map(),
  flyer: new Map(),
  cleaned: new Map(),
});
/** The reading of the clause being retold (an empty one outside a retelling). */
const readingNow = (): Reading => reading ?? emptyReading();

const MALE_WORDS = wordSet(
  'papa papi opa opi uropa onkel herr nachbar cousin grosspapi götti bruder freund tagesvater doktor trainer erzieher lehrer hamster kater hund hase wellensittich vogel',
);
const FEMALE_WORDS = wordSet(
  'mama mami oma omi uroma tante frau nachbarin cousine grosi grossmami gotti schwester freundin erzieherin tagesmutter pädagogin lehrerin trainerin katze maus schildkröte',
);
/** Pets: the word after them is their name, written with a capital or not (`hamster krümel`). */
const PETS = wordSet('hamster kater hund hase wellensittich vogel katze maus schildkröte');
/** Family words that are the person's name (`Papa`); the others are said with the name after them (`Tante Steffi`). */
const CALLED = wordSet('papa papi opa opi mama mami oma omi grosi grossmami grosspapi uropa uroma');

/** The grown-ups and named people of a text, in order (`tagesmutter sabine`: Sabine; `papa`: Papa). */
/** An animal of the day given its name (`des pony heißt lotte`, `ein pferd namens max`). */
const ANIMAL_NAMED =
  /(?<![\p{L}])(der|die|das|des|dem|den|ein|eine|n|ne)? ?(pony|pferd|pferdchen|esel|hund|katze|kater|hase|ziege|kuh|schaf|lama|alpaka)(?![\p{L}]) (?:heißt|heisst|hieß|hiess|namens|mit namen) (\p{L}{3,})(?![\p{L}])/giu;

function peopleIn(text: string, whole: string): Person[] {
  const out: Person[] = [];
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, ' ')
    .split(/\s+/u);
  words.forEach((word, index) => {
    const male = MALE_WORDS.has(word);
    if (!male && !FEMALE_WORDS.has(word)) return;
    const next = words[index + 1] ?? '';
    const named =
      next.length >= 3 &&
      !SMALL.has(next) &&
      !STOP.has(next) &&
      HELPERS[next] === undefined &&
      !PAST.has(next) &&
      !pastOf(next) &&
      !MALE_WORDS.has(next) &&
      !FEMALE_WORDS.has(next) &&
      // A name is written with a capital somewhere, or follows a word that always takes one (`tante steffi`).
      // (`den hund streicheln`: an infinitive after a pet is what was done with it, no name.)
      ((PETS.has(word) && !/(eln|ern)$/u.test(next) && !DOINGS.has(next)) ||
        new RegExp(`(?<![\\p{L}])${capital(next)}(?![\\p{L}])`, 'u').test(whole) ||
        /^(tante|onkel|frau|herr|cousine|cousin|tagesmutter|tagesvater|gotti|götti|doktor|trainerin|trainer|erzieherin|erzieher|lehrerin|lehrer)$/u.test(
          word,
        ) ||
        // `ihrem bruder max`, `sein freund karl`: a brother's, sister's or friend's name, written small, is no verb.
        (/^(bruder|schwester|freund|freundin)$/u.test(word) && !/(t|en|te|ern|eln)$/u.test(next)));
    if (named) {
      // (`trainerin steffi`: the child calls the coach by both, `Trainerin Steffi`.)
      const title = /^(opa|opi|oma|omi|tante|onkel|frau|herr|gotti|götti|doktor|trainerin|trainer)$/u.test(word);
      out.push({ name: title ? `${capital(word)} ${capital(next)}` : capital(next), male });
    } else if (CALLED.has(word)) out.push({ name: capital(word), male });
  });
  // `die kleine schwester is da, sie heißt frieda`: the baby or sibling said just before, named in a clause of its own;
  // a later `sie` or `er` (`durfte er sie halten`) is them.
  const called = text.match(/^(sie|er) (?:heißt|heisst|hat den namen) (\p{L}{3,})$/iu);
  if (
    called &&
    /(?<![\p{L}])(?:schwester|schwesterchen|bruder|brüderchen|baby|geschwisterchen)(?![\p{L}])[^.!?]*?,?\s*(?:sie|er) (?:heißt|heisst|hat den namen)/iu.test(
      whole,
    )
  )
    out.push({ name: capital((called[2] ?? '').toLowerCase()), male: called[1]?.toLowerCase() === 'er' });
  // `emil (sein bester freund)`: the name before what the parent says of them in brackets.
  for (const match of whole.matchAll(ASIDE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (words.includes(name))
      out.push({ name: capital(name), male: /^(freund|bruder|cousin)$/iu.test(match[2] ?? '') });
  }
  // `der kleine Ben kam … auf die welt`: a newborn by name; `hund … (bruno, ein bernhardiner)`: a pet by its name.
  for (const match of whole.matchAll(/(?<![\p{L}])(der|die) kleine (\p{Lu}\p{Ll}{2,})(?![\p{L}])/gu)) {
    const name = (match[2] ?? '').toLowerCase();
    if (words.includes(name)) out.push({ name: capital(name), male: match[1] === 'der' });
  }
  // `ihr baby bekommen, die kleine mia`: a newborn's name written small, said alone after the baby; a later `ihr` (`und
  // ihr ihr kuscheltier geliehen`) is the baby, never the mother said before.
  const baby = text.match(/^(der|die) kleine (\p{Ll}{3,})$/u);
  const small = baby?.[2] ?? '';
  if (
    baby &&
    !MALE_WORDS.has(small) &&
    !FEMALE_WORDS.has(small) &&
    !STOP.has(small) &&
    !SMALL.has(small) &&
    !PETS.has(small) &&
    new RegExp(
      `(?<![\\p{L}])(?:baby|babys|geboren|schwester|schwesterchen|bruder|brüderchen)(?![\\p{L}])[^.!?]*?,\\s*${baby[0]}`,
      'iu',
    ).test(whole)
  )
    out.push({ name: capital(small), male: baby[1] === 'der' });
  // `des pony heißt lotte`, `ein pferd namens max`: an animal of the day by its name; a later `ihr` or `ihm` (`durft
  // er ihr ne karotte geben`) is the animal, not the grown-up named before it. A neuter animal is `sie` by a name
  // ending like a girl's (`Lotte`, `Bella`).
  for (const match of whole.matchAll(ANIMAL_NAMED)) {
    const kind = (match[2] ?? '').toLowerCase();
    const name = (match[3] ?? '').toLowerCase();
    if (!words.includes(kind) && !words.includes(name)) continue;
    const article = (match[1] ?? '').toLowerCase();
    const male = article === 'der' || article === 'den' ? true : article === 'die' ? false : !/[aei]$/u.test(name);
    out.push({ name: capital(name), male });
  }
  // `schnuffi war weg!!`: the cuddly toy lost, named alone, is someone a later `ihn` (`der kleine hat ihn überall
  // gesucht`) may be.
  const lost = text.match(
    /^(\p{L}{3,}) (?:war|ist|is)(?: (?:auf einmal|plötzlich|einfach))? (?:weg|verschwunden|futsch)$/iu,
  );
  const lostName = (lost?.[1] ?? '').toLowerCase();
  if (
    lost &&
    !STOP.has(lostName) &&
    !SMALL.has(lostName) &&
    !DETERMINERS.has(lostName) &&
    !MALE_WORDS.has(lostName) &&
    !FEMALE_WORDS.has(lostName) &&
    !PETS.has(lostName) &&
    !out.some((one) => one.name.toLowerCase() === lostName)
  )
    out.push({ name: capital(lostName), male: !/[ae]$/u.test(lostName) });
  // `haben ihn dann mit papa im garten begraben`: the `ihn` laid to rest is the pet that died, said again here, last,
  // so a later `für ihn` (`ein bild für ihn gemalt`) is the pet, never the grown-up who helped.
  const laid = text.match(
    /(?<![\p{L}])(ihn|sie)(?![\p{L}]).*(?<![\p{L}])(?:begraben|beerdigt|eingebuddelt|vergraben|verabschiedet)(?![\p{L}])/iu,
  );
  const died = whole.match(
    /(?<![\p{L}])(hamster|hund|kater|katze|hase|meerschweinchen|kaninchen|fisch|goldfisch|wellensittich|vogel|maus|schildkröte) (\p{L}{3,})(?![\p{L}])[^.!?]{0,30}?(?<![\p{L}])(?:gestorben|tot|eingeschläfert)(?![\p{L}])/iu,
  );
  if (laid && died) {
    const name = (died[2] ?? '').toLowerCase();
    if (!STOP.has(name) && !SMALL.has(name) && HELPERS[name] === undefined)
      out.push({ name: capital(name), male: (laid[1] ?? '').toLowerCase() === 'ihn' });
  }
  for (const match of whole.matchAll(
    /(?<![\p{L}])(hund|kater|hamster|hase|katze|maus)(?![\p{L}])[^()]{0,40}\((\p{L}{3,})\s*[,)]/giu,
  )) {
    const kind = (match[1] ?? '').toLowerCase();
    if (words.includes(kind) || words.includes((match[2] ?? '').toLowerCase()))
      out.push({ name: capital((match[2] ?? '').toLowerCase()), male: !/^(katze|maus)$/u.test(kind) });
  }
  return out;
}

const ASIDE =
  /(\p{L}{3,})\s*\((?:sein|ihr|seine|ihre)\p{L}*\s+(?:\p{L}+\s+)?(freund|freundin|bruder|schwester|cousin|cousine)(?![\p{L}])/giu;

/**
 * `sie hat die laterne heimgetragen und wollt sie mit ins bett nehmen`: after the child's own doing, the child's
 * pronoun again after `und` and a verb is the thing of that gender the clause named (`die Laterne`), never the child nor
 * someone said before; it is told as that thing.
 */
function thingAgain(text: string, child: Child, context: RetellContext): string {
  const thing = child.akk === 'sie' ? '(?:die|eine|ne|ihre|seine)' : '(?:den|einen|nen|seinen|ihren)';
  const found = text.match(
    new RegExp(
      `^(?:(?:hat|hatte|ist|war|durfte|wollte|wollt) )?${child.subject} (?:\\p{L}+ ){1,3}?${thing} (\\p{L}{3,})((?: \\p{L}+)*?) und (\\p{L}+) ${child.akk}(?![\\p{L}])`,
      'iu',
    ),
  );
  const noun = found?.[1]?.toLowerCase() ?? '';
  if (
    !found ||
    MALE_WORDS.has(noun) ||
    FEMALE_WORDS.has(noun) ||
    STOP.has(noun) ||
    SMALL.has(noun) ||
    context.names.some((name) => name.toLowerCase() === noun)
  )
    return text;
  const at = (found.index ?? 0) + found[0].length - child.akk.length;
  return `${text.slice(0, at)}${child.akk === 'sie' ? 'die' : 'den'} ${noun}${text.slice(at + child.akk.length)}`;
}

/** The last one said before the clause who is `er` (`male`) or `sie`. */
const pointedAt = (raw: string, male: boolean): string | undefined =>
  readingNow()
    .before.get(raw)
    ?.findLast((person) => person.male === male)?.name;

/** Whether a lower-case word may be an adjective between an article and its noun (`ganzen`, `roten`). */
const adjective = (word: string) => /^\p{L}+(e|en|er|es|em)$/u.test(word) && !DETERMINERS.has(word);

/**
 * Words that are adverbs or adjectives by their endings (`friedlich`, `vorsichtig`, `weinend`, `schulfrei`), never
 * nouns.
 */
// `abwechselnd`, `lächelnd`, `zögernd`: present participles of `-eln`, `-ern` verbs are adverbs too.
const ADVERB = /(lich|ig|isch|los|bar|sam|end|frei|elnd|ernd)$/u;

/** Nouns that end like an adverb (`Teig`, `Honig`, `Abend`, `Duplos`). */
const NOT_ADVERB =
  /(^duplos|teig|steig|zweig|honig|könig|käfig|essig|pfennig|reisig|gespinst|abend|jugend|tugend|gegend|weekend|^tisch|(?:ess|küchen|wickel|schreib|bastel|mal|couch|nacht|spiel|wohnzimmer|gaben|geburtstags|frühstücks|kinder)tisch)$/u;

const isAdverb = (word: string) => ADVERB.test(word) && !NOT_ADVERB.test(word);

/** Whether a word after an article is the noun: not when an adjective-shaped word has a noun after it. */
/** Nouns that end like an adjective (`bruder`, `schwester`), so a name after them (`ihrem bruder max`) is no noun. */
const NOUNS_LIKE_ADJECTIVES = wordSet(`
  bruder schwester mutter vater tochter oma opa tante onkel cousine cousin freundin freunde nachbar nachbarin
  fenster zimmer wasser teller eimer messer finger butter zucker sommer winter keller roller garten wagen boden regen
  ofen rasen laden rücken kissen becken kuchen schlitten tüte kiste dose flasche tasse schale packung kanne
  kirche schule straße strasse wiese küche brücke hütte kasse bühne treppe höhle rutsche tasche wolke
`);

/** Words that are never nouns, though they may follow an article's word (`ihr fast das Brötchen`). */
const NEVER_NOUNS = wordSet('fast beinahe beinah');

/** Adverbs that end like an adjective (`die hose wieder angezogen`): the word before them is the noun. */
const ADVERBS_LIKE_ADJECTIVES = wordSet(
  'wieder immer später lieber oben unten drinnen draußen gerne alleine hinterher',
);

/** Words said of a thing found (`fand die Haie doof`), never nouns themselves. */
const SAID_OF = wordSet('wunderschön doof blöd cool lecker eklig ekelig gruselig unheimlich spannend klasse prima');

/** Words said after a noun of what the child did by themself (`die mütze selber`). */
const ALONE = wordSet('selber selbst allein alleine');

function nounAfterArticle(word: string, next: string | undefined): boolean {
  if (NOUNS_LIKE_ADJECTIVES.has(word.toLowerCase())) return true;
  if (!adjective(word) || next === undefined || /[,;:]$/u.test(word)) return true;
  const following = next.toLowerCase();
  // `zwei bücher über dinos`: a word before a preposition is the noun, even one ending like an adjective.
  if (PREPOSITIONS.has(following) || CONTRACTED.test(following) || THERE.test(following)) return true;
  if (SMALL.has(following) && (!adjective(following) || ADVERBS_LIKE_ADJECTIVES.has(following))) return true;
  // `die quallen wunderschön`, `die haie doof`: a word said of the thing found ends the noun before it.
  if (SAID_OF.has(following)) return true;
  // `die mütze selber aussuchen`: what the child did alone comes after the noun.
  if (ALONE.has(following)) return true;
  if (isAdverb(following) || PAST.has(following) || separablePast(following) || HELPERS[following] !== undefined)
    return true;
  return false;
}

/** A past form with its separable part in front, as a clause with `als` or `weil` ends (`losging`, `weiterfuhr`). */
const separablePast = (word: string): boolean =>
  SEPARABLE.some((part) => word.startsWith(part) && PAST.has(word.slice(part.length)));

/** Nouns with their capitals: after an article and its adjectives, after a preposition, or by their endings. */
/** Words that stand for a noun said before (`neue`, `andere`). */
const ELLIPTIC = wordSet(
  'neue neuen neues andere anderen welche einige mehrere zweite zweiten dritte dritten vierte vierten',
);

/** Nouns that end like a superlative (`am Kasten`). */
const SUPERLATIVE_LIKE = wordSet('kasten pfosten osten westen kosten posten husten');

function capitalise(words: string[], verbs: ReadonlySet<string>, objects: ReadonlySet<string>): string[] {
  const out = [...words];
  let afterDeterminer = false;
  let afterPreposition = false;
  let afterNounOfPreposition = false;
  for (let index = 0; index < out.length; index += 1) {
    const word = out[index] ?? '';
    // `nach weihnachten!`: the child's own mark after a word leaves it the noun it is.
    const plain = word.toLowerCase().replace(/[,;:]$|[.!?]+$/u, '');
    const next = out[index + 1];
    const content =
      !SMALL.has(plain) &&
      !MOODS.has(plain) &&
      !HELPERS[plain] &&
      !PAST.has(plain) &&
      !separablePast(plain) &&
      !verbs.has(plain) &&
      // `bis neun gekichert`: a number said as a word is no noun.
      !COUNTS.includes(plain) &&
      // `ham ihr fast das brötchen geklaut`: `fast` and `beinahe` are how near it came, never a noun.
      !NEVER_NOUNS.has(plain) &&
      /^\p{L}[\p{L}-]*$/u.test(plain);
    // `am besten`, `am liebsten`: a superlative after `am` is no noun.
    const superlative =
      (out[index - 1] ?? '').toLowerCase() === 'am' && /e?sten$/u.test(plain) && !SUPERLATIVE_LIKE.has(plain);
    // `oma hat neue gestrickt`: an adjective whose noun was said before stays small (`Oma strickte neue.`).
    // `hat ihr nen neuen aufgeblasen`: so too before the separable part that ends the sentence (`einen neuen auf`).
    const elliptic =
      ELLIPTIC.has(plain) &&
      (next === undefined ||
        /^[.!?,]/u.test(next) ||
        (index + 2 === out.length && SEPARABLE.includes(next.toLowerCase().replace(/[.!?,]+$/u, ''))));
    const isNoun: boolean =
      content &&
      !superlative &&
      !elliptic &&
      !isAdverb(plain) &&
      ((NOUN_ENDINGS.test(plain) && !NOT_NOUN_ENDING.test(plain)) ||
        // `gummistiefel voller matsch`: what is full of something is a thing.
        (next ?? '').toLowerCase() === 'voller' ||
        // `gab es älplermagronen mit apfelmus`: what there was is a thing, unless an adjective before its noun.
        (/^(gab|gibt)$/iu.test(out[index - 2] ?? '') &&
          (out[index - 1] ?? '').toLowerCase() === 'es' &&
          (!adjective(plain) ||
            next === undefined ||
            /[,.]$/u.test(word) ||
            PREPOSITIONS.has(next.toLowerCase()) ||
            next.toLowerCase() === 'und')) ||
        objects.has(plain) ||
        BARE_NOUNS.has(plain) ||
        FOOD[plain] !== undefined ||
        DRINKS.has(plain) ||
        // `legte sich mit rein`: a verb's part at the end is no noun after `mit`; nor is an adjective before its noun
        // (`mit offenem Mund`, `mit echtem Bart`).
        (afterPreposition &&
          pastOf(plain) === undefined &&
          !(
            /\p{L}{2,}em$/u.test(plain) &&
            /^\p{L}+$/u.test(next ?? '') &&
            !SMALL.has((next ?? '').toLowerCase()) &&
            pastOf((next ?? '').toLowerCase()) === undefined
          ) &&
          // `mit langen stangen`: an adjective before a plural noun, the noun ending as nouns do.
          !(
            /\p{L}{3,}en$/u.test(plain) &&
            /^\p{L}+(?:en|ern|eln|n)$/u.test(next ?? '') &&
            !SMALL.has((next ?? '').toLowerCase()) &&
            !/^(?:ge|be|ver|er|ent|zer)\p{L}+$/u.test((next ?? '').toLowerCase()) &&
            pastOf((next ?? '').toLowerCase()) === undefined
          ) &&
          !(SEPARABLE.includes(plain) && (next === undefined || /^[.!?,]/u.test(next)))) ||
        (afterDeterminer &&
          (verbs.has((next ?? '').toLowerCase()) ||
            nounAfterArticle(plain, next) ||
            // After `am`, `im`, `dem`, an adjective ends in -en (`am großen Tisch`): `am ende` is the noun.
            (/^(am|im|zum|beim|vom|dem|einem)$/u.test((out[index - 1] ?? '').toLowerCase()) && !/en$/u.test(plain)))));
    // `igel-laterne`: each noun of a compound with a hyphen takes its capital.
    if (isNoun && /^\p{Ll}/u.test(word))
      out[index] = capital(word).replace(/-(\p{Ll})(?=\p{L}{2})/gu, (_, letter: string) => `-${letter.toUpperCase()}`);
    const possessive = FAMILY_WORD.test(plain) && plain.endsWith('s');
    afterDeterminer =
      DETERMINERS.has(plain) ||
      // `3 stück kuchen`: a number before a noun.
      /^\d+$/u.test(plain) ||
      possessive ||
      (afterDeterminer && !isNoun && (adjective(plain) || /^(ganz|sehr|so)$/u.test(plain)));
    const nounOfPreposition: boolean = afterPreposition && isNoun;
    afterPreposition =
      (PREPOSITIONS.has(plain) && !DETERMINERS.has(next?.toLowerCase() ?? '')) ||
      // `mit echtem bart`: the noun comes after the adjective.
      (afterPreposition && !isNoun && /\p{L}{2,}em$/u.test(plain)) ||
      // `mit rotem mantel und langem bart`: `und` goes on with the same preposition.
      (plain === 'und' && afterNounOfPreposition && /^\p{L}{2,}em$/u.test(next?.toLowerCase() ?? ''));
    afterNounOfPreposition = nounOfPreposition;
    if (/[,;:]$/u.test(word)) {
      afterDeterminer = false;
      afterPreposition = false;
    }
  }
  return out;
}

/** Words said as one (the hero's name), kept whole while the clause is taken apart. */
const bound = (text: string) => text.replace(/ /gu, '\u00a0');

/** The hero and the family's grown-ups, for the parent's `wir`. */
function together(hero: R, context: RetellContext): string {
  // With no grown-up in Settings, the parent who writes `wir` is one of them (`Zuri und Mama`), never a family the
  // parent did not name.
  const grownUps = context.grownUps.length === 0 && context.parent ? [context.parent] : context.grownUps;
  const all =
    grownUps.length === 0
      ? `${bound(hero.nom)} und ${hero.sein}e Familie`
      : grownUps.length === 1
        ? `${bound(hero.nom)} und ${grownUps[0]}`
        : `${bound(hero.nom)}, ${grownUps.slice(0, -1).join(', ')} und ${grownUps.at(-1)}`;
  return bound(all);
}

/**
 * The hero's grown-up in the possessive, for the parent's `mein` (`Mamas Bein`); undefined without one. With no
 * grown-up in Settings, the parent who writes, as the story calls them (`beim abgeben … an meinem bein
 * festgeklammert`: `an Mamas Bein`), as English says `Mummy's leg`.
 */
function grownUpsOwn(context: RetellContext): string | undefined {
  const one = context.grownUps.length === 0 ? context.parent : context.grownUps[0];
  if (context.grownUps.length > 1 || !one) return undefined;
  return /[sxzß]$/u.test(one) ? `${one}’` : `${one}s`;
}

/** Bare nouns found as a verb's object (`kakao getrunken`): they take a capital. */
type Objects = Set<string>;

/** One part of a clause (`hat x y gefüttert`) as the simple past: the verb in second place, its part at the end. */
function toPast(input: string[], many: boolean, verbs: Set<string>, objects: Objects): string[] | undefined {
  // `im bollerwagen geschlafen auf dem rückweg`: a place said after the participle goes before it, and so does whom
  // it was for or with (`in nen umschlag getan für oma`).
  let words = input;
  const tail = input.findLastIndex(
    (word, index) => index >= input.length - 4 && /^(auf|im|am|beim|in|an|bei|vom|zum|für|mit)$/iu.test(word),
  );
  if (
    tail > 1 &&
    !pastOf(input.at(-1)?.toLowerCase() ?? '') &&
    pastOf(input[tail - 1]?.toLowerCase() ?? '') &&
    // `ne tüte bekommen mit nem flummi drin`: `bekommen` is a participle without its `ge`.
    /^ge|^\p{L}+ge\p{L}+|^bekommen$/u.test(input[tail - 1]?.toLowerCase() ?? '')
  )
    words = [...input.slice(0, tail - 1), ...input.slice(tail), input[tail - 1] ?? ''];
  const last = words.at(-1)?.toLowerCase() ?? '';
  const helper = words.findIndex((word) => HELPERS[word.toLowerCase()] !== undefined);
  // `hat nicht einschlafen wollen`: `wollte nicht einschlafen`.
  const modal = MODAL_PAST[last];
  if (helper >= 0 && modal && /e[rl]?n$/u.test(words.at(-2)?.toLowerCase() ?? '')) {
    const finite = many ? plural(modal) : modal;
    verbs.add(finite);
    verbs.add(words.at(-2)?.toLowerCase() ?? '');
    const middle = words.slice(0, -1);
    middle.splice(helper, 1, finite);
    return middle;
  }
  // `hat bruno sitz machen lassen`: `ließ Bruno Sitz machen`.
  if (helper >= 0 && last === 'lassen' && /e[rl]?n$/u.test(words.at(-2)?.toLowerCase() ?? '')) {
    const finite = many ? 'ließen' : 'ließ';
    verbs.add(finite);
    verbs.add(words.at(-2)?.toLowerCase() ?? '');
    const thing = words.at(-3)?.toLowerCase() ?? '';
    if (!SMALL.has(thing) && !STOP.has(thing) && !isAdverb(thing) && HELPERS[thing] === undefined) objects.add(thing);
    const middle = words.slice(0, -1);
    middle.splice(helper, 1, finite);
    return middle;
  }
  const verb = pastOf(last);
  // `hat jetzt ein aufgeschürftes knie`: `hat` is the verb itself (`hatte`), as `ist … müde` is `war`.
  if (
    helper >= 0 &&
    !verb &&
    !/e[rl]?n$/u.test(last) &&
    words.length - helper >= 2 &&
    !words.some((word) => /^(\p{L}+)?ge\p{L}{3,}(t|en)$/u.test(word.toLowerCase()) && pastOf(word) !== undefined)
  ) {
    const word = words[helper]?.toLowerCase() ?? '';
    const own = word === 'hat' || word === 'haben' ? 'hatte' : 'war';
    const finite = many || word === 'haben' || word === 'sind' ? plural(own) : own;
    verbs.add(finite);
    const told = [...words];
    told.splice(helper, 1, finite);
    if (/^(hatte|hatten)$/u.test(finite) && !SMALL.has(last) && !isAdverb(last)) objects.add(last);
    return told;
  }
  if (helper < 0 || !verb) return undefined;
  const finite = many ? plural(verb.past) : verb.past;
  verbs.add(finite);
  const middle = words.slice(0, -1);
  if (middle.slice(0, -1).some((word) => /^ge\p{L}{3,}(t|en)$/u.test(word) && pastOf(word))) return undefined;
  const object = middle.at(-1)?.toLowerCase() ?? '';
  // `liegen geblieben`, `schwimmen gegangen`: the word before is a verb too, never a noun; so is a participle before
  // `bekommen` (`eine brezn geschenkt bekommen`), though not a noun shaped like one (`wasser ins gesicht bekommen`).
  if (/^(bekommen|gekriegt|gekricht)$/u.test(last) && /^ge\p{L}{3,}t$/u.test(object) && !GE_NOUNS.has(object))
    verbs.add(object);
  else if (/^(geblieben|gelassen|gegangen|gewesen)$/u.test(last) && /en$/u.test(object)) verbs.add(object);
  else if (
    last !== 'gegangen' &&
    middle.length > helper + 1 &&
    !SMALL.has(object) &&
    !isAdverb(object) &&
    !STOP.has(object)
  )
    objects.add(object);
  middle.splice(helper, 1, finite);
  // `hat nur geweint`: `weinte nur` would end the sentence on a word that leans on the verb.
  if (!verb.part && /^(nur|so|halt|eben)$/iu.test(middle.at(-1) ?? '') && middle.length > helper + 2) middle.pop();
  return verb.part ? [...middle, verb.part] : middle;
}

/** A clause's words cut at each `und` that begins a new action (`… geweint und sich … festgeklammert`). */
function actions(words: string[]): string[][] {
  const parts: string[][] = [[]];
  words.forEach((word, index) => {
    if (word.toLowerCase() === 'und' && index > 0) {
      const next = words.slice(index + 1);
      const end = next.findIndex((one) => one.toLowerCase() === 'und');
      const segment = end < 0 ? next : next.slice(0, end);
      const first = segment[0]?.toLowerCase() ?? '';
      // `hat ne brezel und nen löwen mitgebracht`: the helper still waits for its participle, so `und` joins two
      // things, not two actions.
      const current = parts.at(-1) ?? [];
      // `… ein bild gemalt mit nem großen herz und …`: a participle with a place or a thing after it is said too.
      const saidBefore = current.findLastIndex(
        (one, at) =>
          at >= current.length - 5 &&
          /^(mit|im|am|beim|in|auf|für)$/iu.test(one) &&
          /^ge\p{L}{3,}(t|en)$/u.test(current[at - 1]?.toLowerCase() ?? '') &&
          pastOf(current[at - 1]?.toLowerCase() ?? '') !== undefined,
      );
      const open =
        current.some((one) => HELPERS[one.toLowerCase()] !== undefined || /^(hatte|hatten)$/iu.test(one)) &&
        !pastOf(current.at(-1)?.toLowerCase() ?? '') &&
        saidBefore < 0;
      const placeAfter = segment.findLastIndex(
        (one, at) => at >= segment.length - 4 && /^(auf|im|am|beim|in|an|bei|vom|zum)$/iu.test(one),
      );
      if (
        (!open && pastOf(segment.at(-1)?.toLowerCase() ?? '')) ||
        (!open && placeAfter > 0 && pastOf(segment[placeAfter - 1]?.toLowerCase() ?? '')) ||
        // `… gesammelt und nen drachen steigen lassen`: `lassen` with its infinitive is a participle too.
        (!open &&
          segment.length >= 3 &&
          segment.at(-1)?.toLowerCase() === 'lassen' &&
          /e[rl]?n$/u.test(segment.at(-2)?.toLowerCase() ?? '')) ||
        // `… gebaut und taschenlampe drin`: what was inside, after what was made.
        (pastOf(current.at(-1)?.toLowerCase() ?? '') &&
          segment.length <= 3 &&
          /^(drin|dabei|obendrauf)$/iu.test(segment.at(-1) ?? '')) ||
        PAST.has(first) ||
        HELPERS[first] !== undefined ||
        // `… gegessen und ganz viel tee`: a drink or food after what was eaten, its verb left out.
        (pastOf(current.at(-1)?.toLowerCase() ?? '') &&
          segment.length <= 4 &&
          (DRINKS.has(segment.at(-1)?.toLowerCase() ?? '') ||
            FOOD[segment.at(-1)?.toLowerCase() ?? ''] !== undefined)) ||
        // `und alle kinder ham … gewunken`: someone else's action, with its own helper.
        (segment.slice(1, 4).some((one) => HELPERS[one.toLowerCase()] !== undefined) &&
          pastOf(segment.at(-1)?.toLowerCase() ?? ''))
      ) {
        parts.push([]);
        return;
      }
    }
    parts.at(-1)?.push(word);
  });
  return parts;
}

/** Words a clause may begin with before its verb that are not its subject (`heute`, `beim abholen`). */
const LEAD =
  /^(heute|morgens|vormittags|mittags|nachmittags|abends|nachts|dann|danach|nachher|später|einmal|jetzt|endlich|zuerst)$/u;

/** The child as the parent calls them in the third person (`die Kleine`, `der Zwerg`, `der Spatz`, `das Mäuschen`). */
const THE_CHILD =
  /^([Dd]ie [Kk]leine|[Dd]er [Kk]leine|[Dd]er [Zz]werg|[Dd]ie [Mm]aus|[Dd]ie [Mm]ausi|[Dd]as [Mm]äuschen|[Dd]er [Ss]patz|[Dd]as [Ss]pätzchen|[Dd]er [Kk]nirps|[Dd]ie [Ss]üße|[Dd]er [Ss]üße|[Dd]er kleine [Mm]ann)(?= (?!\p{Lu}))/u;

/** Verbs whose subject is what happened, never the child (`nix passiert`, `hat geschmeckt`). */
const IMPERSONAL = /^(passiert|geklappt|funktioniert|gedauert|geschmeckt|gereicht|gepasst|gefehlt)$/u;

/** The weather's verbs: `es` is their subject, never the child. */
const WEATHER = /(regnet|schneit|gewittert|gedonnert|geblitzt|gestürmt|gehagelt)$/u;

/** The day's names as the story spells them (`frieda`: `Frieda`), and a name after a family word (`Oma Hilde`). */
/** Where, said as one word after a thing (`mit der taschenlampe drunter`): never a noun. */
const THERE =
  /^(drunter|drüber|drauf|drin|drinnen|dran|darunter|darüber|darauf|darin|daran|rein|raus|runter|rauf|hoch|herum|rum)$/u;

/** A preposition and its article in one word (`übers`, `aufm`): never a noun. */
const CONTRACTED =
  /^(übers|aufs|ins|ans|vors|unters|hinters|im|am|zum|zur|beim|vom|unterm|überm|aufm|hinterm|vorm|mitm)$/u;

function byName(text: string, context: RetellContext): string {
  let named = text.replace(
    /(?<![\p{L}])(Oma|Omi|Opa|Opi|Tante|Onkel|Gotti|Götti|Cousine|Cousin|Doktor) (\p{Ll}+)/gu,
    (whole, family: string, name: string) =>
      // A doing after the family word (`plätzchen … mit oma backen`) is no name.
      SMALL.has(name) ||
      STOP.has(name) ||
      pastOf(name) ||
      PAST.has(name) ||
      HELPERS[name] !== undefined ||
      DOINGS.has(name) ||
      ADVERB_DE.test(name)
        ? whole
        : `${family} ${capital(name)}`,
  );
  for (const name of context.names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // `noahs bild`: the name's own `s` stays with it (`Noahs Bild`).
    named = named
      .replace(
        new RegExp(`(?<![\\p{L}])${escaped}(s|’s|'s)?(?![\\p{L}])`, 'giu'),
        (_whole, own: string | undefined) => `${name}${own ? 's' : ''}`,
      )
      // The thing that is theirs is a noun, after its adjectives (`Noahs neues Bild`).
      .replace(
        new RegExp(`(?<![\\p{L}])(${escaped}s )(\\p{Ll}+)(?: (\\p{Ll}+))?`, 'gu'),
        (whole, own: string, first: string, second: string | undefined) =>
          second &&
          adjective(first) &&
          !SMALL.has(second) &&
          !PREPOSITIONS.has(second) &&
          !STOP.has(second) &&
          !CONTRACTED.test(second)
            ? `${own}${first} ${capital(second)}`
            : SMALL.has(first) || PREPOSITIONS.has(first)
              ? whole
              : `${own}${capital(first)}${second ? ` ${second}` : ''}`,
      );
  }
  return named;
}

/** The child's own name when the story has one child of the day besides the others (`zuri`), else undefined. */
function onlyChild(context: RetellContext): string | undefined {
  const kids = [...new Set(context.children ?? [])].filter((kid) => !(context.otherKids ?? []).includes(kid));
  return kids.length === 1 ? kids[0] : undefined;
}

/** Words for the children together, said after `die` (`die jungs`, `die mädels`). */
const GROUP =
  /^(jungs|jungen|buben|bubn|mädels|mädchen|mädls|kinder|kids|kleinen|zwerge|männer|frauen|leute|erwachsenen|großen|nachbarn|musiker)$/u;

/** Who the clause is about, as its first words, and whether they are more than one. */
type Subject = { words: string[]; many: boolean; hero: boolean; alone?: boolean; other?: string } | undefined;

function subjectOf(words: string[], raw: string, hero: R, context: RetellContext, child: Child | undefined): Subject {
  const lower = words.map((word) => word.toLowerCase());
  const first = lower[0] ?? '';
  const helperAt = lower.findIndex((word) => HELPERS[word] !== undefined);
  const startsRaw = clean(raw).toLowerCase().startsWith(first);
  if (first === 'wir') return { words: [together(hero, context), ...words.slice(1)], many: true, hero: true };
  // `beide geheult`, `die zwei haben geheult`: the child and the one said before, as two, never the hero alone with
  // `beide` as their object (`Die beiden heulten`).
  // `nachmittags sind die zwei … gegangen`: the same two after a word of time and the helper.
  const lead = LEAD.test(first) && helperAt === 1 ? 2 : 0;
  const pair = lower[lead] ?? '';
  const two =
    pair === 'beide' || pair === 'beiden'
      ? 1
      : pair === 'die' && /^(zwei|beiden)$/u.test(lower[lead + 1] ?? '')
        ? 2
        : 0;
  // `die drei ham … gebaut`, `alle drei`: three or four children together are more than one (`Die drei bauten …`).
  const few =
    (pair === 'die' || pair === 'alle') && /^(drei|vier|fünf)$/u.test(lower[lead + 1] ?? '')
      ? `${pair} ${lower[lead + 1]}`
      : undefined;
  if (few && (helperAt === lead + 2 || (helperAt < 0 && pastOf(lower.at(-1) ?? ''))))
    return {
      words: [
        ...words.slice(0, lead),
        bound(few),
        ...(helperAt < 0 && lead === 0 ? ['haben'] : []),
        ...words.slice(lead + 2),
      ],
      many: true,
      hero: false,
    };
  if (two > 0 && lead > 0)
    return {
      words: [...words.slice(0, lead), bound('die beiden'), ...words.slice(lead + two)],
      many: true,
      hero: false,
    };
  if (two > 0 && (helperAt === two || (helperAt < 0 && pastOf(lower.at(-1) ?? ''))))
    return {
      words: [bound('die beiden'), ...(helperAt < 0 ? ['haben'] : []), ...words.slice(two)],
      many: true,
      hero: false,
    };
  // `die jungs ham sich … gemalt`: the children together are more than one (`Die Jungs malten …`).
  if (first === 'die' && GROUP.test(lower[1] ?? '') && (helperAt === 2 || (helperAt < 0 && pastOf(lower.at(-1) ?? ''))))
    return {
      words: [bound(`die ${capital(lower[1] ?? '')}`), ...(helperAt < 0 ? ['haben'] : []), ...words.slice(2)],
      many: true,
      hero: false,
    };
  // `er und seine große schwester emma haben …`: the child and someone said with them, as two.
  if (
    child &&
    first === child.subject &&
    lower[1] === 'und' &&
    helperAt >= 3 &&
    helperAt <= 7 &&
    /^(haben|sind|hatten|waren|wollten|durften)$/u.test(lower[helperAt] ?? '') &&
    lower
      .slice(2, helperAt)
      .every(
        (word) => !SMALL.has(word) || adjective(word) || new RegExp(`^${child.own}(e|en|em|er|es)?$`, 'u').test(word),
      )
  ) {
    const other = words.slice(2, helperAt).map((word, index, all) => {
      const low = word.toLowerCase();
      const own = low.match(new RegExp(`^${child.own}(e|en|em|er|es)?$`, 'u'));
      if (own) return `${hero.sein}${own[1] ?? ''}`;
      // The last word is the one said with the child, a noun or a name (`sein cousin ben`: `sein Cousin Ben`).
      return adjective(low) && !NOUNS_LIKE_ADJECTIVES.has(low) && index < all.length - 1 ? low : capital(word);
    });
    return { words: [bound(`${hero.nom} und ${other.join(' ')}`), ...words.slice(helperAt)], many: true, hero: true };
  }
  if (child && first === child.subject)
    return { words: [bound(hero.nom), ...words.slice(1)], many: hero.pl, hero: true, alone: true };
  // `sein hasi is … liegen geblieben`: the child's own thing is who the clause is about.
  const own = child ? lower[0]?.match(new RegExp(`^${child.own}(e|en|em|er|es)?$`, 'u')) : null;
  if (
    own &&
    helperAt > 1 &&
    helperAt <= 4 &&
    !lower.slice(1, helperAt).some((word) => SMALL.has(word) && !adjective(word))
  ) {
    const thing = words.slice(1, helperAt).map((word, index, all) => (index === all.length - 1 ? capital(word) : word));
    return {
      words: [bound([`${hero.sein}${own[1] ?? ''}`, ...thing].join(' ')), ...words.slice(helperAt)],
      many: /^(haben|sind)$/u.test(lower[helperAt] ?? ''),
      hero: false,
    };
  }
  // `sein lieblingsbecher mit dem feuerwehrauto is runtergefallen`: the child's own thing with what is on it is who the
  // clause is about too (`Sein Lieblingsbecher mit dem Feuerwehrauto fiel herunter`).
  if (
    own &&
    lower[2] === 'mit' &&
    /^(dem|der|den|einem|einer|nem|ner)$/u.test(lower[3] ?? '') &&
    (helperAt === 5 || (helperAt === 6 && lower[5] === 'drauf')) &&
    !SMALL.has(lower[1] ?? '') &&
    !SMALL.has(lower[4] ?? '')
  ) {
    const article = (lower[3] ?? '').replace(/^nem$/u, 'einem').replace(/^ner$/u, 'einer');
    const thing = [
      capital(words[1] ?? ''),
      'mit',
      article,
      capital(words[4] ?? ''),
      ...(helperAt === 6 ? ['drauf'] : []),
    ];
    return {
      words: [bound([`${hero.sein}${own[1] ?? ''}`, ...thing].join(' ')), ...words.slice(helperAt)],
      many: false,
      hero: false,
    };
  }
  // `ihre kleine schwester mia wollte …`: the child's sister or brother, by name, is who the clause is about.
  const pastAt = lower.findIndex((word) => PAST.has(word));
  if (
    own &&
    helperAt < 0 &&
    pastAt > 1 &&
    pastAt <= 4 &&
    lower.slice(1, pastAt).some((word) => /^(schwester|bruder|cousine|cousin|freundin|freund)$/u.test(word))
  ) {
    const who = words
      .slice(1, pastAt)
      .map((word) =>
        adjective(word.toLowerCase()) && !/^(schwester|bruder|cousine|cousin|freundin|freund)$/iu.test(word)
          ? word
          : capital(word),
      );
    return {
      words: [bound([`${hero.sein}${own[1] ?? ''}`, ...who].join(' ')), ...words.slice(pastAt)],
      many: /en$/u.test(lower[pastAt] ?? ''),
      hero: false,
    };
  }
  // `paul und sie ham sich … gestritten`: someone by name and the child, as two.
  if (
    child &&
    lower[1] === 'und' &&
    lower[2] === child.subject &&
    /^(haben|sind|hatten|waren|wollten|durften)$/u.test(lower[3] ?? '') &&
    (/^\p{Lu}/u.test(words[0] ?? '') || FAMILY_WORD.test(first)) &&
    !SMALL.has(first)
  )
    return { words: [bound(`${capital(words[0] ?? '')} und ${hero.nom}`), ...words.slice(3)], many: true, hero: false };
  // `oma und opa sind wieder heim gefahren`: two of the family said first, with the helper of many, did it.
  if (
    helperAt === 3 &&
    lower[1] === 'und' &&
    /^(haben|sind)$/u.test(lower[3] ?? '') &&
    FAMILY_WORD.test(first) &&
    FAMILY_WORD.test(lower[2] ?? '') &&
    !(child && lower.slice(4).includes(child.subject))
  )
    return {
      words: [bound(`${capital(first)} und ${capital(lower[2] ?? '')}`), ...words.slice(3)],
      many: true,
      hero: false,
    };
  // `dann kam ein heftiges gewitter`: what came is the subject, after `dann`.
  if (/^(kam|kamen|fing|begann)$/u.test(first) && /^(ein|eine|der|die|das)$/u.test(lower[1] ?? ''))
    return { words: ['dann', ...words], many: false, hero: false };
  // `im garten is sogar der sonnenschirm umgeflogen`, `beim landen ham ihr die ohren weh getan`: a place or time
  // first, then the helper, then the thing it happened to.
  if (helperAt >= 2 && helperAt <= 4 && PREPOSITIONS.has(first.replace(/^(im|am|beim|vom|zum|zur|ins|aufs)$/u, 'in'))) {
    let at = helperAt + 1;
    // `beim spaziergang is ihr gummistiefel im matsch stecken geblieben`: the child's own thing is the subject.
    if (
      child &&
      new RegExp(`^${child.own}(e|er)?$`, 'u').test(lower[at] ?? '') &&
      /^(geblieben|gefallen|kaputtgegangen|kaputt gegangen|runtergefallen|umgefallen|weggeflogen|weggerollt)$/u.test(
        lower.at(-1) ?? '',
      )
    )
      return { words, many: false, hero: false };
    const childDative = child && lower[at] === child.dat;
    if (childDative) at += 1;
    while (/^(sogar|auch|noch|dann|plötzlich|einfach|fast|schon)$/u.test(lower[at] ?? '')) at += 1;
    if (/^(der|die|das|ein|eine|mein|meine)$/u.test(lower[at] ?? '') && pastOf(lower.at(-1) ?? ''))
      return { words, many: HELPERS[lower[helperAt] ?? ''] ?? false, hero: false };
  }
  // `in der kita kam dann der nikolaus`: a place first, then the verb in the simple past, then who came.
  const cameAt = lower.findIndex((word) => /^(kam|kamen)$/u.test(word));
  if (
    helperAt < 0 &&
    cameAt >= 2 &&
    cameAt <= 4 &&
    PREPOSITIONS.has(first.replace(/^(im|am|beim|vom|zum|zur|ins|aufs)$/u, 'in'))
  ) {
    let at = cameAt + 1;
    while (/^(sogar|auch|noch|dann|plötzlich|endlich|schon)$/u.test(lower[at] ?? '')) at += 1;
    if (/^(der|die|das|ein|eine)$/u.test(lower[at] ?? ''))
      return { words, many: /en$/u.test(lower[cameAt] ?? ''), hero: false };
  }
  // `dann durfte er …`: the verb came after `dann`, which the story leaves out, so the hero comes first.
  if ((helperAt === 0 || PAST.has(first)) && !startsRaw && child && lower[1] === child.subject)
    return { words: [bound(hero.nom), words[0] ?? '', ...words.slice(2)], many: hero.pl, hero: true, alone: true };
  // `beim abholen wollte sie …`: the hero in the child's place after the verb.
  const verbAt = lower.findIndex((word) => PAST.has(word));
  if (helperAt < 0 && verbAt > 0 && child && lower[verbAt + 1] === child.subject) {
    const out = [...words];
    out.splice(verbAt + 1, 1, bound(hero.nom));
    return { words: out, many: hero.pl, hero: true, alone: true };
  }
  // `nachmittags kam cousine lotta`: someone else, after a word of time and the verb.
  if (
    LEAD.test(first) &&
    PAST.has(lower[1] ?? '') &&
    (FAMILY_WORD.test(lower[2] ?? '') ||
      /^(der|die|das|ein|eine)$/u.test(lower[2] ?? '') ||
      (/^\p{Lu}/u.test(words[2] ?? '') && !SMALL.has(lower[2] ?? '')))
  )
    return { words, many: false, hero: false };
  // `heute ist emil … gezogen`: someone said by name, after a word of time and the helper.
  if (LEAD.test(first) && helperAt === 1 && /^\p{Lu}/u.test(words[2] ?? '') && !SMALL.has(lower[2] ?? ''))
    return { words, many: HELPERS[lower[1] ?? ''] ?? false, hero: false, other: lower[2] };
  if ((helperAt === 0 || PAST.has(first)) && startsRaw) {
    const next = lower[1] ?? '';
    // `ham beide … gebuddelt`: the child and the one said with them, as two.
    if (next === 'beide' && /^(haben|waren|hatten|wollten|durften)$/u.test(first))
      return { words: [bound('die beiden'), words[0] ?? '', ...words.slice(2)], many: true, hero: false };
    // `ham die zwei zusammen … gebaut`: the same two.
    if (
      next === 'die' &&
      /^(zwei|beiden)$/u.test(lower[2] ?? '') &&
      /^(haben|waren|hatten|wollten|durften)$/u.test(first)
    )
      return { words: [bound('die beiden'), words[0] ?? '', ...words.slice(3)], many: true, hero: false };
    // `hat ne brezel geteilt`: a thing after `ein` is what the child did something with; someone (`hat ein kind …`)
    // may be who did it.
    // `sind wir zu hause geblieben`: the parent's `wir` after the helper.
    if (next === 'wir' && HELPERS[first] !== undefined)
      return { words: [together(hero, context), words[0] ?? '', ...words.slice(2)], many: true, hero: true };
    const thingAfterArticle =
      /^(ein|eine)$/u.test(next) &&
      !/^(kind|junge|jungen|mädchen|mann|frau|hund|katze|bub|bua|freund|freundin|dame|herr|baby|anderes|andere|älteres|großes|großer)$/u.test(
        lower[2] ?? '',
      );
    // `is einer mit der rute hergekommen`: someone unnamed did it, not the child.
    if (
      (/^(beide|der|ein|eine|es|einer|jemand|keiner|alle|einige|manche)$/u.test(next) && !thingAfterArticle) ||
      /^\p{Lu}/u.test(words[1] ?? '')
    )
      return undefined;
    // `hat die tasse umgeworfen`, `hat die hälfte daneben geschüttet`: a thing knocked over, dropped or spilled is
    // what the child did it to; nobody else is said, so the child did it.
    const spilled =
      lower.length === 4 &&
      !FAMILY_WORD.test(lower[2] ?? '') &&
      /^(daneben|um|kaputt|herunter|hinunter|runter|durcheinander)$/u.test(pastOf(lower[3] ?? '')?.part ?? '');
    if (/^(die|das)$/u.test(next) && !/^ganze/u.test(lower[2] ?? '') && !spilled) return undefined;
    const many = /^(haben|sind|waren|wollten|hatten|mussten|durften|konnten|sollten)$/u.test(first);
    return {
      words: [many ? together(hero, context) : bound(hero.nom), ...words],
      many: many || hero.pl,
      hero: true,
      alone: !many,
    };
  }
  // `opa hat sie abgeholt`: someone said before the helper is who did it, and `sie` is the child as its object.
  // `nachbarshund hat sie angebellt`, `der hund hat sie angebellt`: an animal or someone named by a noun first is who
  // did it, with its article (`Der Nachbarshund`).
  const creature = (word: string) => CREATURE.find(([ending]) => ending.test(word))?.[1];
  if (helperAt === 1 && child && lower[2] === child.subject && creature(first) && !SMALL.has(first))
    return { words: [creature(first) ?? '', capital(words[0] ?? ''), ...words.slice(1)], many: false, hero: false };
  if (
    helperAt === 2 &&
    child &&
    lower[3] === child.subject &&
    // `ein hahn hat ihn erschreckt`: a creature said with `ein` or `eine` is who did it, as with `der` or `die`.
    ((/^(der|die|das)$/u.test(first) && creature(lower[1] ?? '') === first) ||
      (first === 'ein' && creature(lower[1] ?? '') === 'der') ||
      (first === 'eine' && creature(lower[1] ?? '') === 'die'))
  )
    return { words: [words[0] ?? '', capital(words[1] ?? ''), ...words.slice(2)], many: false, hero: false };
  const someoneFirst =
    ((helperAt === 1 &&
      (FAMILY_WORD.test(first) || (/^\p{Lu}/u.test(words[0] ?? '') && !SMALL.has(first) && !LEAD.test(first)))) ||
      // `opa heinz hat sie …`: a family word with the name after it.
      (helperAt === 2 && FAMILY_WORD.test(first) && /^\p{Lu}/u.test(words[1] ?? ''))) &&
    lower.slice(helperAt + 2).some((word) => pastOf(word) !== undefined);
  if (helperAt > 0 && child && lower[helperAt + 1] === child.subject && !someoneFirst) {
    const out = [...words];
    out.splice(helperAt + 1, 1, bound(hero.nom));
    return { words: out, many: hero.pl, hero: true, alone: true };
  }
  if (helperAt > 0 && lower[helperAt + 1] === 'wir') {
    const out = [...words];
    out.splice(helperAt + 1, 1, together(hero, context));
    return { words: out, many: true, hero: true };
  }
  if (helperAt < 0 && !lower.some((word) => PAST.has(word)) && pastOf(lower.at(-1) ?? '')) {
    const rest = LEAD.test(first) ? words.slice(1) : words;
    const lead = LEAD.test(first) ? [first] : [];
    const start = lead.length > 0 ? [...lead, 'hat', bound(hero.nom)] : [bound(hero.nom), 'hat'];
    return { words: [...start, ...rest], many: hero.pl, hero: true, alone: true };
  }
  if (
    /^\p{Lu}/u.test(words[0] ?? '') ||
    FAMILY_WORD.test(first) ||
    /^(der|die|das)$/u.test(first) ||
    (/^(ein|eine)$/u.test(first) && helperAt === 2 && creature(lower[1] ?? '') !== undefined)
  )
    // `die bunten blätter sind rumgewirbelt`: the helper of many tells many (`Die bunten Blätter wirbelten`).
    return { words, many: helperAt > 0 && (HELPERS[lower[helperAt] ?? ''] ?? false), hero: false };
  return undefined;
}

/** Animals and people said by a noun, with the article their ending takes (`nachbarshund`: `der`). */
const CREATURE: [RegExp, string][] = [
  [/^\p{L}*(hund|kater|hahn|esel|vogel|nachbar|lehrer|trainer|erzieher)$/u, 'der'],
  [
    /^\p{L}*(katze|ziege|kuh|gans|ente|nachbarin|erzieherin|verkäuferin|bäckerin|friseurin|ärztin|lehrerin|trainerin)$/u,
    'die',
  ],
  [/^\p{L}*(pferd|pony|schaf|huhn)$/u, 'das'],
];

const FAMILY_WORD =
  /^(mama|mami|papa|papi|oma|omi|opa|opi|omama|opapa|grosi|grossmami|grosspapi|gotti|götti|tante|onkel|cousine|cousin)s?$/u;

type Child = { subject: string; akk: string; dat: string; own: string };

const ARTICLES = wordSet('ein eine einen einem einer der die das den dem noch');

/** The clause's own words for the child as the hero's (`sie`: `das Kätzchen`, then `es`; `ihre`: `seine`). */
/**
 * `mit tante anke und ihrem hund`, `mit opa und seinem traktor`: a possessive right after someone of the child's gender
 * and `und` is that person's own, not the child's.
 */
function ownOfNamed(words: string[], index: number, child: Child): boolean {
  if ((words[index - 1] ?? '').toLowerCase() !== 'und') return false;
  // `mit mama und ihrer freundin`: the child's own friend or sibling, with a parent along, stays the child's.
  if (/^(mama|mami|papa|papi)$/u.test((words[index - 2] ?? '').toLowerCase())) return false;
  if (
    /^(bruder|schwester|freund|freundin|freunde|freundinnen|cousin|cousine)$/u.test(
      (words[index + 1] ?? '').toLowerCase(),
    )
  )
    return false;
  const same = child.own === 'ihr' ? FEMALE_WORDS : MALE_WORDS;
  const one = (words[index - 2] ?? '').toLowerCase();
  const two = (words[index - 3] ?? '').toLowerCase();
  return same.has(one) || (same.has(two) && /^\p{Lu}/u.test(words[index - 2] ?? '') && !CALLED.has(two));
}

/**
 * `tante jule war mit ihrem hund zu besuch`: someone named of the child's gender begins the clause, the child is not in
 * it, so the possessive is that person's own; the child's kin (`ihr bruder`) stays the child's.
 */
function ownOfLead(raw: string, child: Child, male: boolean, names: readonly string[] = []): boolean {
  const lower = raw.toLowerCase();
  // A name the day knows (`oma hilde`, written small) is a name here too.
  const lead = peopleIn(raw, `${raw} ${names.join(' ')}`)[0];
  if (!lead || lead.male !== male || !lead.name.includes(' ')) return false;
  // `heut war oma hilde mit ihrem dackel da`: a time word and `war`/`kam` before the one named still lead the clause.
  const led = lower.replace(
    /^(?:(?:heut|heute|gestern|morgens|vormittags|mittags|nachmittags|abends|dann|danach)\s+)?(?:war|kam|is|ist)\s+/u,
    '',
  );
  if (!led.startsWith(`${lead.name.toLowerCase()} `)) return false;
  const words = lower.replace(/[^\p{L}\s]/gu, ' ').split(/\s+/u);
  if (words.some((word) => word === child.akk || word === child.dat)) {
    const owns = words.filter((word) => new RegExp(`^${child.own}(e|en|em|er|es)?$`, 'u').test(word));
    if (words.filter((word) => word === child.akk || word === child.dat).length > owns.length) return false;
  }
  return !words.some(
    (word, index) =>
      word.startsWith(child.own) &&
      /^(bruder|schwester|cousin|cousine|freund|freundin|kumpel|eltern|papa|mama)$/u.test(words[index + 1] ?? ''),
  );
}

/** What a grown-up makes or brings for the child (`hat ihr tee gemacht`). */
const GIVEN_FOR =
  /^(gemacht|gekocht|gebracht|gegeben|geschenkt|gekauft|geholt|mitgebracht|eingeschenkt|gebacken|warm gemacht|aufgewärmt|geschmiert|geschnitten)$/u;

function heroWords(
  words: string[],
  child: Child | undefined,
  hero: R,
  heroIsSubject: boolean,
  /** The child's possessive is the subject's own (`emil … mit seinen eltern`): kept as written. */
  ownIsOther = false,
): string[] | undefined {
  let named = heroIsSubject;
  const told: string[] = [];
  for (const [index, word] of words.entries()) {
    const low = word.toLowerCase();
    const before = (words[index - 1] ?? '').toLowerCase();
    const after = (words[index + 1] ?? '').toLowerCase();
    if (!child) {
      if (/^(sie|er|ihn|ihm|ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner)$/u.test(low)) return undefined;
      told.push(word);
      continue;
    }
    const own = low.match(new RegExp(`^${child.own}(e|en|em|er|es)?$`, 'u'));
    const dative =
      low === child.dat &&
      (PREPOSITIONS.has(before) ||
        /^(alles|etwas|was|nichts|viel|viele|noch|schon|auch|dann|gleich|sofort|ganz|so)$/u.test(after) ||
        ARTICLES.has(after) ||
        DETERMINERS.has(after) ||
        (SMALL.has(after) && !adjective(after)) ||
        index === words.length - 2 ||
        // `papa hat ihr tee mit honig gemacht`: a food or drink made or brought for the child is hers, given to her
        // (`Papa machte dem kleinen Panda Tee`), never `sein Tee`.
        ((DRINKS.has(after) || foodOf(after) !== undefined || /^(suppe|brei|brot|brötchen|zwieback)$/u.test(after)) &&
          words.some((one) => GIVEN_FOR.test(one.toLowerCase()))));
    if (own && !dative) {
      told.push(ownIsOther || ownOfNamed(words, index, child) ? word : `${hero.sein}${own[1] ?? ''}`);
      continue;
    }
    // `papa hat gitarre gespielt und sie hat getanzt`: the child's pronoun after `und` before its own verb begins a
    // clause of its own, so it is the subject, never `den kleinen Bären tanzte`.
    if (
      !heroIsSubject &&
      low === child.subject &&
      /^(und|aber)$/u.test(before) &&
      /^(?:\p{L}{2,}te|war|ging|kam|lief|sang|aß|trank|saß|fiel|blieb|schlief|las|rief|sah|half|fand|hatte|hat|ist|is|durfte|wollte|konnte|musste)$/u.test(
        after,
      )
    ) {
      told.push(named ? hero.er : bound(hero.nom));
      named = true;
      continue;
    }
    if (low === child.subject || low === child.akk || low === child.dat) {
      // Someone else the parent names with the child's own pronoun, once the child is the subject: the one said
      // before, or unclear.
      if (heroIsSubject) {
        // `hat sich mit ben gestritten und ihn geschubst`: `ihn` is the one named after `mit`, when there is just one,
        // so it stays as the parent wrote it.
        const withWhom = words
          .slice(0, index)
          .flatMap((one, at) =>
            one.toLowerCase() === 'mit' && /^\p{L}{2,}$/u.test(words[at + 1] ?? '') ? [words[at + 1] ?? ''] : [],
          )
          .filter((name) => {
            const lowName = name.toLowerCase();
            return (
              !FAMILY_WORD.test(lowName) &&
              !SMALL.has(lowName) &&
              !STOP.has(lowName) &&
              !DETERMINERS.has(lowName) &&
              !NOUN_ENDINGS.test(lowName) &&
              FOOD[lowName] === undefined
            );
          })
          .map((name) => capital(name));
        // `hat einen tee gekocht und ihn ans bett gebracht`: `ihn` is the thing the child just had, said before.
        const thing =
          low === child.akk &&
          words
            .slice(0, index)
            .some(
              (one, at) =>
                /^(einen|den)$/iu.test(one) &&
                /^\p{L}{3,}$/u.test(words[at + 1] ?? '') &&
                !FAMILY_WORD.test((words[at + 1] ?? '').toLowerCase()),
            );
        if (low === child.subject || (withWhom.length !== 1 && !thing)) return undefined;
        told.push(word);
        continue;
      }
      const isDative = low === child.dat && low !== child.akk;
      told.push(named ? (isDative ? hero.ihm : hero.ihn) : isDative ? bound(hero.dat) : bound(hero.akk));
      named = true;
      continue;
    }
    if (/^(sie|er|ihn|ihm)$/u.test(low)) return undefined;
    told.push(word);
  }
  return told;
}

/** The hero as the one doing it said with the pronoun, right after a sentence that names them (`Er baute …`). */
function asPronoun(sentence: string, hero: R): string {
  const at = sentence.toLowerCase().indexOf(hero.nom.toLowerCase());
  if (at < 0) return sentence;
  const pronoun = at === 0 ? capital(hero.er) : hero.er;
  return `${sentence.slice(0, at)}${pronoun}${sentence.slice(at + hero.nom.length)}`;
}

/** Words of time a clause without a verb may begin with (`am abend`, `in der früh`). */
const TIME =
  /^(heute|morgens|vormittags|mittags|nachmittags|abends|nachher|später|danach|dann|heute früh|in der früh|früh|am morgen|am vormittag|am mittag|am nachmittag|am abend|zum ersten mal|zum 1\. mal|zum schluss)\s+/u;

/** How a child may be, said after `war` (`am abend grantig`). */
const MOODS = wordSet(`
  müde grantig quengelig stolz glücklich traurig fröhlich wütend krank aufgedreht erschöpft klitschnass tapfer
  happy fertig platt kaputt zufrieden mutig
  erschrocken verschrocken überrascht erstaunt verdutzt verlegen verängstigt
`);

/** A clause without a verb: where the day went (`nachmittags mit oma ins krankenhaus`) or how the child was. */
function whereText(text: string, hero: R, context: RetellContext): string | undefined {
  const lower = text.toLowerCase();
  const time = lower.match(TIME)?.[0].trim() ?? '';
  const rest = time ? lower.slice(time.length).trim() : lower;
  const words = rest.split(' ');
  // `nachmittags bei ihrer freundin ella`: said without a subject, the child's possessive is the hero's own.
  const own =
    context.childPronoun === 'she'
      ? /^ihr(e|er|em|en|es)?$/u
      : context.childPronoun === 'he'
        ? /^sein(e|er|em|en|es)?$/u
        : undefined;
  const told = (list: string[]) =>
    byName(
      capitalise(
        list.map((word) =>
          word.replace(own ?? /^$/u, (_whole, ending: string | undefined) => `${hero.sein}${ending ?? ''}`),
        ),
        new Set(),
        new Set(),
      )
        .join(' ')
        .replace(FAMILY, (word: string) => capital(word.toLowerCase())),
      context,
    );
  // `früh mit mama zum bäcker`: the parent's `früh` alone is the morning (`Morgens …`).
  const lead = time
    ? capital(
        time
          .replace(/^früh$/u, 'morgens')
          .replace(/(?<= )(abend|morgen|nachmittag|vormittag|mittag|früh|schluss|mal)$/u, (word) => capital(word)),
      )
    : '';
  // `früh ins bett`: early to bed, never the morning.
  if (time === 'früh' && /(?<![\p{L}])(bett|heia|schlafen|geschlafen|eingeschlafen)(?![\p{L}])/u.test(rest))
    return undefined;
  // `nachmittags mit papa und opa durch den schnee zur kirche zum krippenspiel`: a way gone with the family, said
  // without its verb, through where it led and to what (`Nachmittags ging der kleine Drache mit Papa und Opa durch
  // den Schnee zur Kirche zum Krippenspiel.`).
  const way = rest.match(
    /^mit (\p{L}+(?: und \p{L}+)?) (?:(durch den (?:schnee|regen|wald|park)|durch die (?:stadt|kälte)|zu fuß|im dunkeln) )?((?:ins|in den|in die|zum|zur|an den|ans|auf den) \p{L}{3,})(?: ((?:zum|zur|ins) \p{L}{3,}))?$/u,
  );
  const known = new Set(context.names.map((name) => name.toLowerCase()));
  const someone = (word: string) =>
    FAMILY_WORD.test(word) ||
    known.has(word) ||
    new RegExp(`(?<![\\p{L}])${capital(word)}(?![\\p{L}])`, 'u').test(text);
  if (way && (way[1] ?? '').split(' und ').every(someone) && (way[2] || way[4])) {
    const along = told((way[1] ?? '').split(' '))
      .split(' ')
      .map((word) => (word === 'und' ? word : capital(word)))
      .join(' ');
    const path = way[2] ? told(way[2].split(' ')) : '';
    const goes = hero.pl ? 'gingen' : 'ging';
    const to = told([...(way[3] ?? '').split(' '), ...(way[4] ?? '').split(' ').filter(Boolean)]);
    return ended(
      capital(
        tidy(
          lead
            ? `${lead} ${goes} ${hero.nom} mit ${along} ${path} ${to}`
            : `${hero.nom} ${goes} mit ${along} ${path} ${to}`,
        ),
      ),
    );
  }
  // `erster tag in der kita`, `letzte nacht im gitterbett`: the day's first or last of something.
  const first =
    words.length <= 13 && !/(?<![\p{L}])(hat|haben|ist|sind|war|waren|ich|wir|mich|mir|uns)(?![\p{L}])/u.test(rest)
      ? rest.match(
          /^(erster|erste|erstes|letzter|letzte|letztes) (?:(richtige|richtiger|ganzer|ganze|eigener|eigene) )?(\p{L}+)( .+)?$/u,
        )
      : null;
  const noun = first?.[3] ?? '';
  if (first && /(tag|nacht|woche|schultag|flug|ausflug|besuch|übernachtung|stunde)$/u.test(noun)) {
    // `sein erster Tag`, `ihre erste Nacht`: the hero's own.
    const feminine = /(nacht|woche|übernachtung|stunde)$/u.test(noun);
    const which = (first[1] ?? '').startsWith('erst') ? 'erste' : 'letzte';
    const adjective = first[2] ? `${first[2].replace(/r$/u, '')}${feminine ? '' : 'r'}` : '';
    const after = (first[4] ?? '').trim();
    // `letzter tag von jonas in der kita`: the day is the friend's, said with the friend's name (`Jonas' letzter Tag`).
    const whose = after.match(/^von (\p{L}+)(?: (.+))?$/u);
    const owner =
      whose && !DETERMINERS.has(whose[1] ?? '') && !SMALL.has(whose[1] ?? '') ? capital(told([whose[1] ?? ''])) : '';
    if (owner) {
      const own = /[sßxz]$/u.test(owner) ? `${owner}’` : `${owner}s`;
      const where = whose?.[2] ? told((whose[2] ?? '').split(' ')) : '';
      return ended(
        capital(
          tidy(`${lead || 'Heute'} war ${own} ${which}${feminine ? '' : 'r'} ${adjective} ${capital(noun)} ${where}`),
        ),
      );
    }
    // `erste nacht bei oma und opa geschlafen`: the first night slept somewhere, told as the sleep it was.
    const slept = noun === 'nacht' ? after.match(/^(.*?) ?(?:geschlafen|übernachtet)(?: (.+))?$/u) : null;
    if (slept) {
      const where = slept[1] ? told((slept[1] ?? '').split(' ')) : '';
      const how = slept[2] ? `, ${told((slept[2] ?? '').split(' '))}` : '';
      return ended(
        capital(
          tidy(
            `${lead ? `${lead} ` : ''}${which === 'erste' ? 'Zum ersten Mal' : 'Zum letzten Mal'} schlief ${hero.nom} ${where}${how}`,
          ),
        ),
      );
    }
    return ended(
      capital(
        tidy(
          `${lead || 'Heute'} war ${hero.sein}${feminine ? 'e' : ''} ${which}${feminine ? '' : 'r'} ${adjective} ${capital(noun)} ${after ? told(after.split(' ')) : ''}`,
        ),
      ),
    );
  }
  // `heut mit oma gitti und seiner schwester frieda im schrebergarten`: two who came along, then where.
  const company = rest.match(
    /^mit (\p{L}+(?: \p{L}+)?) und (?:(seiner|seinem|ihrer|ihrem) )?(\p{L}+(?: \p{L}+)?) ((?:im|am|beim|bei|auf dem|aufm|auf der|in der|bei der) \p{L}+)$/u,
  );
  if (
    company &&
    time &&
    ![company[1], company[3]].some((who) => /(?<![\p{L}])(ge\p{L}+|hat|ist|war)$/u.test(who ?? ''))
  ) {
    const own = company[2] ? `${hero.sein}${company[2].endsWith('m') ? 'em' : 'er'} ` : '';
    const second = told((company[3] ?? '').split(' ')).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
    return ended(
      capital(
        tidy(
          `${lead} war ${hero.nom} mit ${told((company[1] ?? '').split(' '))} und ${own}${second} ${told((company[4] ?? '').split(' '))}`,
        ),
      ),
    );
  }
  // A ride said with who came and where to (`mit opa mit der tram in die stadt ins café`) takes a few words more.
  const riding =
    /^(?:mit \p{L}+(?: \p{L}+)? )?(?:auf dem|im|mit dem|mit der) \p{L}+ (?:zum|zur|nach|ins|in den|in die) /u.test(
      rest,
    );
  if (words.length === 0 || words.length > (riding ? 10 : 7)) return undefined;
  // (`mit papa beim schwimmen`: a doing after `beim` or `zum` is where the child was, said as a noun.)
  if (
    words.some(
      (word, at) =>
        PAST.has(word) ||
        HELPERS[word] !== undefined ||
        pastOf(word) ||
        (DOINGS.has(word) && !/^(beim|zum)$/u.test(words[at - 1] ?? '')),
    )
  )
    return undefined;
  // `bei omi und opa`: `und` between two of the family is still one place.
  const joined = rest.replace(/(?<![\p{L}])(\p{L}+) und (\p{L}+)(?![\p{L}])/gu, (whole, a: string, b: string) =>
    FAMILY_WORD.test(a) && FAMILY_WORD.test(b) ? `${a} ${b}` : whole,
  );
  if (/(?<![\p{L}])(er|sie|ihn|ihm|ihr|wir|und|aber|oder|nicht|kein\p{L}*|weil|dass|ob|gegen)(?![\p{L}])/u.test(joined))
    return undefined;
  if (words.length === 1 && MOODS.has(rest) && time) return ended(`${lead} war ${hero.nom} ${rest}`);
  // `mit papa aufm fahrradanhänger zum bauernhof`, `mit opa mit der tram in die stadt`: a ride somewhere, said without its verb (`fuhr … im
  // Fahrradanhänger zum Bauernhof`); one sits in a trailer or a cart, not on it.
  const ride = rest.match(
    /^(mit \p{L}+(?: \p{L}+)? )?(auf dem|im|mit dem|mit der) (\p{L}*(?:anhänger|wagen|fahrrad|rad|auto|bus|zug|roller|bahn|tram|bim)) ((?:zum|zur|nach|ins|in den|in die|an den|ans|aufs|auf den) .+)$/u,
  );
  if (ride && !/(?<![\p{L}])(ein|eine|einen|einem|einer)(?![\p{L}])/u.test(rest)) {
    const seat = /(anhänger|wagen)$/u.test(ride[3] ?? '') ? 'im' : (ride[2] ?? '');
    const along = ride[1] ? `${told(ride[1].trim().split(' '))} ` : '';
    const to = told((ride[4] ?? '').split(' '));
    const who = lead ? `${lead} fuhr ${hero.nom}` : `${hero.nom} fuhr`;
    return ended(capital(tidy(`${who} ${along}${seat} ${capital(ride[3] ?? '')} ${to}`)));
  }
  const going = /^(mit \p{L}+( \p{L}+)? )?(ins|in den|in die|zum|zur|nach|an den|ans|aufs|auf den) \p{L}/u;
  // `dann auf den markt eier kaufen`: what was gone there for follows as its purpose (`…, um Eier zu kaufen`).
  const purpose = rest.match(
    /^((?:mit \p{L}+(?: \p{L}+)? )?(?:ins|in den|in die|zum|zur|an den|ans|aufs|auf den) \p{L}{3,}) ((?:\p{L}{3,} ){1,2})(kaufen|holen|füttern|pflücken|essen|besuchen)$/u,
  );
  if (purpose && going.test(rest) && !/(?<![\p{L}])(ein|eine|einen|einem|einer)(?![\p{L}])/u.test(rest))
    return ended(
      capital(
        tidy(
          // `brezeln holen`: what was fetched is a noun, with its capital (`um Brezeln zu holen`).
          `${lead || 'Dann'} ging es ${told((purpose[1] ?? '').split(' '))}, um ${withNounCapitals((purpose[2] ?? '').trim()).replace(/(?<![\p{L}])\p{Ll}\p{L}*$/u, (noun) => capital(noun))} zu ${purpose[3]}`,
        ),
      ),
    );
  // `aufs klo gehen`: the way's own `gehen` is said by `ging es`, never twice (`ging es aufs Klo gehen`).
  const walked = words.length > 2 && /^(gehen|gegangen)$/u.test(words.at(-1) ?? '') ? words.slice(0, -1) : words;
  if (going.test(rest) && !/(?<![\p{L}])(ein|eine|einen|einem|einer)(?![\p{L}])/u.test(rest))
    return ended(capital(tidy(`${lead || 'Dann'} ging es ${told(walked)}`)));
  const being = /^(mit \p{L}+( \p{L}+)? )?(im|am|beim|bei|auf dem|in der) \p{L}/u;
  if (being.test(rest) && time) return ended(capital(tidy(`${lead} war ${hero.nom} ${told(words)}`)));
  return undefined;
}

/** How the child was, said alone after a word of how much (`ganz aufgeregt`, `am abend total kaputt`). */
const FEELINGS = wordSet(`
  aufgeregt begeistert erschöpft müde stolz glücklich happy traurig kaputt platt quengelig grantig überdreht
  aufgedreht zufrieden tapfer mutig klitschnass pitschnass dreckig ko k.o. nass fröhlich eifersüchtig still anhänglich
  weinerlich nachdenklich schüchtern wütend ängstlich vorsichtig behutsam sanft geduldig neugierig gespannt verschmust
  albern ausgelassen erleichtert
`);

/** A clause that is only a feeling and how much (`ganz aufgeregt`, `sooo stolz`). */
const AS_FEELING = {
  test: (text: string) => {
    const match = clean(text)
      .toLowerCase()
      .match(/^(?:(?:ganz|total|so|sehr|voll|richtig|super|echt|unglaublich|mega) )*(\p{L}+)$/u);
    return match !== null && FEELINGS.has(match[1] ?? '');
  },
};

/**
 * `nach dem mittagsschlaf wie ausgewechselt`: how the child was afterwards, said without a verb (`Nach dem
 * Mittagsschlaf war der kleine Bär wie ausgewechselt.`), never as a verb taken apart (`wechselte … wie aus`).
 */
function changedText(text: string, hero: R): string | undefined {
  const match = text
    .toLowerCase()
    .match(
      /^(?:((?:nach|seit|ab) (?:dem|der) \p{L}+|danach|nachher|später|abends|nachmittags|am nachmittag|am abend) )?(?:(?:war|ist) )?(?:(?:dann|aber|wieder|total|völlig|echt) )*wie ausgewechselt$/u,
    );
  if (!match) return undefined;
  const when = (match[1] ?? '').replace(/(?<= )(\p{L}+)$/u, (word) =>
    /^(dem|der)$/u.test(word) ? word : capital(word),
  );
  return ended(
    tidy(when ? `${capital(when)} war ${hero.nom} wie ausgewechselt` : `${capital(hero.nom)} war wie ausgewechselt`),
  );
}

/**
 * `hat heut in der früh gspieben`, `nachts zweimal gespuckt`: being sick, told gently as feeling unwell (`Heute früh
 * war dem kleinen Elefanten ganz schlecht.`), never as spitting.
 */
/**
 * `sonst ganz ruhiger tag daheim`: a quiet day said in a few words is told as the quiet day it was (`Sonst war es ein
 * ganz ruhiger Tag zu Hause.`).
 */
function calmText(text: string): string | undefined {
  const calm = text
    .toLowerCase()
    .match(
      /^(sonst|ansonsten|danach|dann|heute|heut)?\s*(?:ein |einen |nen )?(ganz |sehr |total |richtig )?(ruhiger|gemütlicher|entspannter|normaler|fauler|chilliger)\s+tag(\s+(?:daheim|zu ?hause|dahoam|dehei))?$/u,
    );
  if (!calm) return undefined;
  const lead = calm[1] === 'sonst' || calm[1] === 'ansonsten' ? 'Sonst' : 'Heute';
  const how = calm[3] === 'chilliger' ? 'gemütlicher' : (calm[3] ?? '');
  return `${lead} war es ein ${calm[2] ?? ''}${how} Tag${calm[4] ? ' zu Hause' : ''}.`;
}

function sickText(text: string, hero: R, childPronoun?: RetellContext['childPronoun']): string | undefined {
  // `essen tut weh`: a sore mouth or throat, what hurt said as a noun (`Dem kleinen Drachen tat das Essen weh.`).
  const sore = text
    .toLowerCase()
    .match(
      /^(?:(?:das|beim) )?(essen|trinken|schlucken|kauen|zähneputzen)(?: (?:tut|tat))(?: (?:so|voll|ganz|total|richtig))? weh$/u,
    );
  if (sore) return `${capital(hero.dat)} tat das ${capital(sore[1] ?? '')} weh.`;
  // `hat fieber und schnupfen`: what the sick child had, `husten` and `schnupfen` the nouns, never verbs.
  const ills = text
    .toLowerCase()
    .match(
      /^(?:(?:er|sie) )?(?:hat|hatte) ((?:(?:fieber|husten|schnupfen|halsweh|bauchweh|kopfweh|ohrenweh|ohrenschmerzen|bauchschmerzen|halsschmerzen)(?:,? | und |$)){1,4})$/u,
    );
  // (Another's pronoun, `sie` of a boy, is someone else who was sick.)
  const whose = text.toLowerCase().match(/^(er|sie) /u)?.[1];
  if (ills && !(whose && childPronoun && whose !== (childPronoun === 'he' ? 'er' : 'sie'))) {
    const named = (ills[1] ?? '')
      .split(/[\s,]+/u)
      .filter((one) => one !== '' && one !== 'und')
      .map((one) => capital(one));
    const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} und ${named.at(-1)}` : (named[0] ?? '');
    return `${capital(hero.nom)} ${hero.pl ? 'hatten' : 'hatte'} ${list}.`;
  }
  const match = text
    .toLowerCase()
    .match(
      /^(?:(?:er|sie) )?(?:hat |hatte )?(?:(?:er|sie) )?((?:(?:heute|gestern|nachts|früh|am morgen|morgens|in der nacht|abends|heute nacht|dann|auch|noch) )*)(?:(?:einmal|zweimal|dreimal|mehrmals|ganz oft|oft|zwei mal|drei mal) )?(?:gespuckt|gespieben|gspieben|gespien|gekotzt|erbrochen|sich übergeben|gebrochen)$/u,
    );
  if (!match) return undefined;
  const when = (match[1] ?? '').trim().replace(/(?<![\p{L}])(nacht|morgen)$/u, (word) => capital(word));
  return ended(
    tidy(when ? `${capital(when)} war ${hero.dat} ganz schlecht` : `${capital(hero.dat)} war ganz schlecht`),
  );
}

/**
 * `noch zweimal schlafen, dann is er wieder da`: what the family tells the child, kept in the present as they say it
 * (`Nur noch zweimal schlafen, dann ist Papa wieder da.`): told in the past it would say he is back already.
 */
function countdownText(text: string, key: string, context: RetellContext): string | undefined {
  // `übermorgen kommt sie wieder`, `morgen is papa wieder da`: the day the one away comes back, said as the comfort it is.
  const soon = text
    .toLowerCase()
    .match(
      /^(?:und )?(morgen|übermorgen|am wochenende|in zwei tagen|in drei tagen) (?:kommt|is|ist) (er|sie|papa|mama|papi|mami|oma|opa|omi|opi) (?:endlich )?(wieder da|wieder|zurück|heim|nach hause)$/u,
    );
  if (soon) {
    const pronoun = soon[2] ?? '';
    const who = /^(er|sie)$/u.test(pronoun) ? pointedAt(key, pronoun === 'er') : byName(capital(pronoun), context);
    if (!who) return undefined;
    const back = soon[3] === 'wieder da' ? 'wieder da' : soon[3] === 'wieder' ? 'wieder nach Hause' : (soon[3] ?? '');
    const verb = back === 'wieder da' ? 'ist' : 'kommt';
    return `${capital(soon[1] ?? '')} ${verb} ${who} ${back}.`;
  }
  const match = text
    .toLowerCase()
    .match(
      /^noch (\S+(?: mal)?) schlafen, dann (?:ist|is|kommt) (er|sie|papa|mama|papi|mami|oma|opa|omi|opi) (wieder da|wieder|zurück|heim|nach hause)$/u,
    );
  if (!match) return undefined;
  const pronoun = match[2] ?? '';
  const who = /^(er|sie)$/u.test(pronoun) ? pointedAt(key, pronoun === 'er') : byName(capital(pronoun), context);
  if (!who) return undefined;
  const back = match[3] === 'wieder' ? 'wieder da' : (match[3] ?? '');
  const verb = /^(heim|nach hause)$/u.test(back) ? 'kommt' : 'ist';
  return `Nur noch ${match[1]} schlafen, dann ${verb} ${who} ${back}.`;
}

/** The weather's participles, Bavarian and Austrian included (`gschüttet`: poured with rain), as the story's past. */
const WEATHER_PAST: Record<string, string> = {
  geregnet: 'regnete es',
  gregnet: 'regnete es',
  gschüttet: 'regnete es',
  geschüttet: 'regnete es',
  geschneit: 'schneite es',
  gschneit: 'schneite es',
  gestürmt: 'stürmte es',
  gewittert: 'gewitterte es',
  gehagelt: 'hagelte es',
  genieselt: 'nieselte es',
};

/**
 * `hats den ganzen tag gschüttet`: the day's weather said alone, told as weather (`Den ganzen Tag regnete es.`);
 * its subject is `es`, never the child.
 */
const WEATHER_WHEN =
  /(?<![\p{L}])(den ganzen tag|den ganzen vormittag|den ganzen nachmittag|die ganze zeit|heute|heut|dann|nur|so|total|voll|richtig|ganz schön|wieder|ohne pause|sogar|auch noch)(?![\p{L}])/gu;

function weatherText(text: string): string | undefined {
  const storm = stormText(text);
  if (storm) return storm;
  // `minus 5 und schnee`: the frost said by its degrees, with the snow beside it (`Draußen waren es minus fünf Grad,
  // und es lag Schnee.`).
  const frost = text
    .toLowerCase()
    .match(
      /^(?:(?:heute|heut|morgens|draußen|draussen) )?minus (\d{1,2}|ein|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?: ?grad| ?°c?)?(?: (?:heute|heut|draußen|draussen))?( und schnee)?$/u,
    );
  if (frost) {
    const degrees = Number(frost[1]);
    const said = Number.isNaN(degrees)
      ? (frost[1] ?? '').replace(/^eins$/u, 'ein')
      : (COUNTS[degrees - 2] ?? (degrees === 1 ? 'ein' : String(degrees)));
    return `Draußen waren es minus ${said} Grad${frost[2] ? ', und es lag Schnee' : ''}.`;
  }
  // `regen und sturm`: the weather named without a verb (`Draußen gab es Regen und Sturm.`).
  const named = text
    .toLowerCase()
    .match(
      /^(?:(?:heute|heut|den ganzen tag|abends|nachmittags) )?(regen|sturm|gewitter|nebel|hagel|wind)(?: und (regen|sturm|gewitter|nebel|hagel|wind))?(?: (?:heute|heut|den ganzen tag))?$/u,
    );
  if (named) return `Draußen gab es ${capital(named[1] ?? '')}${named[2] ? ` und ${capital(named[2])}` : ''}.`;
  // `mega windig heut`, `heute war es so heiß`: the day's weather said bare, with or without `war es`.
  const felt = text
    .toLowerCase()
    .match(
      /^(?:(heute|heut|draußen|draussen|nachmittags|morgens|vormittags) )?(?:(?:war es|wars|war's|es war|is es|ist es|war) )?(?:(mega|voll|total|richtig|super|so|sooo?|echt|ganz schön|sau|mords|extrem|sehr|ganz) )?(windig|stürmisch|heiß|heiss|warm|kalt|eiskalt|sonnig|neblig|frostig|schwül)(?: (heute|heut|draußen|draussen))?$/u,
    );
  if (felt && (felt[1] || felt[2] || felt[4])) {
    const when = (felt[1] ?? felt[4] ?? 'heute').replace(/^heut$/u, 'heute').replace(/^draussen$/u, 'draußen');
    const how = felt[2] ? (/^(so|sooo?|ganz)$/u.test(felt[2]) ? 'so' : 'richtig') : 'ganz schön';
    const weather = (felt[3] ?? '').replace(/^heiss$/u, 'heiß');
    return `${capital(when)} war es ${how} ${weather}.`;
  }
  // `dann hats angefangen zu regnen`: the rain's start (`Dann fing es an zu regnen.`).
  const start = text
    .toLowerCase()
    .match(
      /^(?:(plötzlich|nachmittags|abends|später|auf einmal) )?(?:hat es|hats|es hat|fing es) (?:(?:dann|plötzlich|auch|noch) )?(?:angefangen |an )?zu (regnen|schneien|stürmen|gewittern|tröpfeln|nieseln)$/u,
    );
  if (start)
    return `${start[1] ? capital(start[1]) : 'Dann'} fing es an zu ${start[2] === 'tröpfeln' || start[2] === 'nieseln' ? 'regnen' : start[2]}.`;
  // `den ganzen tag hat's geschüttet`: the weather's time said first, before `hat's` (`Den ganzen Tag regnete es.`).
  const timeFirst = text
    .toLowerCase()
    .match(
      /^(den ganzen (?:tag|vormittag|nachmittag)|die ganze zeit) (?:hat es|hats|hat's|hat’s) ((?:(?:nur|so|total|voll|richtig|ganz schön|wieder|ohne pause|sogar|auch noch) )*)(geregnet|gregnet|gschüttet|geschüttet|geschneit|gschneit|gestürmt|gewittert|gehagelt|genieselt)$/u,
    );
  if (timeFirst) return weatherText(`hat es ${timeFirst[1]} ${timeFirst[2] ?? ''}${timeFirst[3]}`);
  const match = text
    .toLowerCase()
    .match(
      /^((?:heute|heut|draußen|draussen|dann|danach|nachmittags|vormittags|morgens|abends) )?(?:hat es|hats|hat's|hat’s|es hat|hat)((?: (?:den ganzen tag|den ganzen vormittag|den ganzen nachmittag|die ganze zeit|heute|heut|dann|nur|so|total|voll|richtig|ganz schön|wieder|ohne pause|sogar|auch noch))*) (geregnet|gregnet|gschüttet|geschüttet|geschneit|gschneit|gestürmt|gewittert|gehagelt|genieselt)$/u,
    );
  // `nachmittags sogar gewittert`: the weather said after its time without `hat es` is the day's weather too.
  const bare = match
    ? undefined
    : text
        .toLowerCase()
        .match(
          /^(heute|heut|dann|danach|nachmittags|vormittags|morgens|abends)((?: (?:den ganzen tag|die ganze zeit|nur|total|voll|richtig|ganz schön|wieder|ohne pause|sogar|auch noch))*) (geregnet|geschüttet|geschneit|gestürmt|gewittert|gehagelt|genieselt)$/u,
        );
  if (!match && bare) return weatherText(`${bare[1]} hat es${bare[2] ?? ''} ${bare[3]}`);
  if (!match) return undefined;
  // German puts the verb second: one word of time or place first, the rest after `regnete es`.
  const parts = [match[1]?.trim() ?? '', ...[...(match[2] ?? '').matchAll(WEATHER_WHEN)].map((one) => one[1] ?? '')]
    .filter((part) => part !== '')
    .map((part) =>
      part
        .replace(/^heut$/u, 'heute')
        .replace(/(?<![\p{L}])(tag|vormittag|nachmittag|zeit|pause)(?![\p{L}])/gu, (word) => capital(word)),
    );
  const past = WEATHER_PAST[match[3] ?? ''] ?? 'regnete es';
  const [first, ...rest] = parts;
  if (first === undefined) return ended(capital(past.replace(/^(\p{L}+) es$/u, 'es $1')));
  return ended(tidy(`${capital(first)} ${past} ${rest.join(' ')}`));
}

/** A thunderstorm named alone (`Gewitter`, `nachts gewitter`): when it was, and that there was one. */
function stormText(text: string): string | undefined {
  const match = text
    .toLowerCase()
    .match(
      /^(?:(heute|heut|nachts|in der nacht|heute nacht|letzte nacht|abends|nachmittags) )?(?:(?:ein|so ein|ein lautes|ein großes) )?(gewitter|unwetter)$/u,
    );
  if (!match) return undefined;
  const when =
    {
      heute: 'Heute',
      heut: 'Heute',
      nachts: 'In der Nacht',
      'in der nacht': 'In der Nacht',
      'heute nacht': 'In der Nacht',
      'letzte nacht': 'In der Nacht',
      abends: 'Am Abend',
      nachmittags: 'Am Nachmittag',
    }[match[1] ?? ''] ?? 'Draußen';
  return `${when} gab es ein ${capital(match[2] ?? '')}.`;
}

/** Where a feast was, as a story says it (`in der kita`: `In der Kita`). */
const FEAST_PLACES: Record<string, string> = {
  'in der kita': 'In der Kita',
  'im kindergarten': 'Im Kindergarten',
  'im kiga': 'Im Kindergarten',
  'in der krippe': 'In der Krippe',
  'im chindsgi': 'Im Chindsgi',
  'in der schule': 'In der Schule',
  'bei oma': 'Bei Oma',
  'bei opa': 'Bei Opa',
  'bei oma und opa': 'Bei Oma und Opa',
  'im dorf': 'Im Dorf',
  'in der stadt': 'In der Stadt',
};

/** `erster advent`, `2. advent`: the Sunday of Advent the day was (`Am ersten Advent`). */
const adventOf = (said: string): string => {
  const which = said.toLowerCase().split(' ')[0] ?? '';
  const nth =
    { erster: 'ersten', '1.': 'ersten', zweiter: 'zweiten', '2.': 'zweiten', dritter: 'dritten', '3.': 'dritten' }[
      which
    ] ?? 'vierten';
  return `Am ${nth} Advent`;
};

/**
 * `in der kita dann adventsfeier mit kerzen`: a feast named without a verb, where it was and what it had (`In der Kita
 * gab es dann eine Adventsfeier mit Kerzen.`).
 */
function feastText(text: string): string | undefined {
  const lower = text.toLowerCase();
  // `heut hochzeit von tante lena`: a family feast said by its name and whose it was (`Heute war die Hochzeit von …`).
  const kin = lower.match(
    /^(?:(?:heut|heute|gestern|endlich) )?(?:(?:war|is|ist) )?(?:die )?(hochzeit|taufe|goldene hochzeit|silberne hochzeit) (?:von|bei) ((?:tante|onkel|oma|opa|omi|opi|cousine|cousin) \p{L}+|(?:oma|opa|omi|opi)(?: und (?:oma|opa|omi|opi))?)$/u,
  );
  if (kin) {
    const feast = (kin[1] ?? '').replace(/(^|\s)hochzeit/u, '$1Hochzeit').replace('taufe', 'Taufe');
    const who = (kin[2] ?? '')
      .split(' ')
      .map((word) => (word === 'und' ? word : capital(word)))
      .join(' ');
    return `Heute war die ${feast} von ${who}.`;
  }
  // `heiligabend bei oma inge`, `heiligabend bei Nemi`: the feast of the day and where the family kept it.
  const at = text.match(
    /^(heiligabend|weihnachten|silvester|ostern|ostersonntag|nikolaus|(?:erster|zweiter|dritter|vierter|1\.|2\.|3\.|4\.) advent) bei (.+)$/iu,
  );
  const host = at?.[2] ?? '';
  const family = /^(?:oma|opa|omi|opi|tante|onkel)(?: und (?:oma|opa|omi|opi))?(?: \p{L}+)?$/iu.test(host);
  if (at && (family || /^\p{Lu}\p{Ll}+$/u.test(host))) {
    const feast =
      {
        heiligabend: 'Heiligabend',
        weihnachten: 'Weihnachten',
        silvester: 'Silvester',
        ostern: 'Ostern',
        ostersonntag: 'Ostersonntag',
        nikolaus: 'Am Nikolaustag',
      }[(at[1] ?? '').toLowerCase()] ?? adventOf(at[1] ?? '');
    const who = family
      ? host
          .split(' ')
          .map((word) => (word.toLowerCase() === 'und' ? 'und' : capital(word.toLowerCase())))
          .join(' ')
      : host;
    return `${feast} waren alle bei ${who}.`;
  }
  // `erst krippenspiel in der kirche`, `dann bescherung`: Christmas Eve's own doings, said as a German child knows them.
  const eve = lower.match(
    /^(?:(erst|zuerst|dann|danach|abends|nachmittags|später) )?(krippenspiel|bescherung|christmette|kindermette|familiengottesdienst)(?: in der kirche)?$/u,
  );
  if (eve) {
    const when = {
      erst: 'Zuerst',
      zuerst: 'Zuerst',
      dann: 'Dann',
      danach: 'Danach',
      abends: 'Am Abend',
      nachmittags: 'Am Nachmittag',
      später: 'Später',
    }[eve[1] ?? ''];
    if (eve[2] === 'bescherung') return `${when ?? 'Dann'} war Bescherung.`;
    const what =
      eve[2] === 'krippenspiel'
        ? 'beim Krippenspiel'
        : eve[2] === 'christmette' || eve[2] === 'kindermette'
          ? 'in der Christmette'
          : 'im Familiengottesdienst';
    // A nativity play is as often at the daycare or school as in church: the church only when the parent said it.
    const church = eve[2] !== 'krippenspiel' || lower.endsWith('in der kirche') ? ' in der Kirche' : '';
    return `${when ?? 'Heute'} waren alle ${what}${church}.`;
  }
  // `heut maibaumaufstellen im dorf`: the maypole raised, said as what happened, not as a feast's name.
  const maypole = lower.match(
    /^(?:heute|heut) (?:maibaumaufstellen|maibaum aufstellen|maibaum)(?: ((?:in|im|bei) (?:der |dem |den )?\p{L}+))?$/u,
  );
  if (maypole && (maypole[1] === undefined || FEAST_PLACES[maypole[1]])) {
    const place = FEAST_PLACES[maypole[1] ?? ''];
    return `Heute wurde ${place ? `${place.charAt(0).toLowerCase()}${place.slice(1)} ` : ''}der Maibaum aufgestellt.`;
  }
  // `heute almabtrieb im dorf`, `heut kirtag`: the day's feast, said as German says a feast without an article.
  const today =
    lower.match(
      // `heut war kerwa bei uns im dorf`: the feast said with its `war` and the family's `bei uns`, too.
      // `heut war weihnachtsfeier in der kita`: a party of the daycare is the day's feast as well.
      /^(?:heute|heut) (?:war |is |ist )?(almabtrieb|alpabzug|viehscheid|kirtag|kirmes|kerwa|kirchweih|fasching|karneval|fasnacht|\p{L}+fest|\p{L}*umzug|\p{L}{3,}feier)(?: (?:bei uns )?((?:in|im|bei) (?:der |dem |den )?\p{L}+))?$/u,
    ) ??
    // `funkensonntag bei uns im dorf`: the spring bonfire is named first, by its own name, and the `heute` is implied.
    // `weihnachtsfeier in der kita`: the party named first with where it was, the `heute` implied.
    lower.match(/^(\p{L}{3,}feier|\p{L}{3,}fest) ((?:in|im|bei) (?:der |dem |den )?\p{L}+)$/u) ??
    lower.match(
      /^(?:(?:heute|heut) )?(funkensonntag|funkenfeuer)(?: (?:bei uns )?((?:in|im|bei) (?:der |dem |den )?\p{L}+))?$/u,
    );
  // `erntedankfest`, `kirmes` typed alone: the same feast, never conjugated as if it were a verb.
  const bare = lower.match(
    /^(almabtrieb|alpabzug|viehscheid|kirtag|kirmes|kerwa|kirchweih|fasching|karneval|fasnacht|\p{L}{3,}fest|\p{L}{3,}feier)$/u,
  );
  if (bare) return `Heute war ${capital(bare[1] ?? '')}.`;
  if (today && (today[2] === undefined || FEAST_PLACES[today[2]])) {
    const place = FEAST_PLACES[today[2] ?? ''] ?? '';
    const where = place ? ` ${place.charAt(0).toLowerCase()}${place.slice(1)}` : '';
    return `Heute war ${capital(today[1] ?? '')}${where}.`;
  }
  const match = text
    .toLowerCase()
    .match(
      /^((?:in|im|bei) (?:der |dem |den )?\p{L}+(?: und \p{L}+)?) (?:(dann|danach|später|heute|nachmittags|abends|morgens) )?(\p{L}*(?:feier|fest|party|umzug|aufführung|krippenspiel|singen|basteln))(?: (mit (?:\p{L}+)(?: und \p{L}+)?))?$/u,
    );
  const place = FEAST_PLACES[match?.[1] ?? ''];
  if (!match || !place) return undefined;
  const feast = match[3] ?? '';
  const article = /(feier|party|aufführung)$/u.test(feast)
    ? 'eine '
    : /umzug$/u.test(feast)
      ? 'einen '
      : /fest$/u.test(feast)
        ? 'ein '
        : '';
  const rest = match[4] ? ` ${capitalise(match[4].split(' '), new Set(), new Set()).join(' ')}` : '';
  return ended(tidy(`${place} gab es ${match[2] ?? ''} ${article}${capital(feast)}${rest}`));
}

/**
 * A costume (`Fasching in der Kita, als Marienkäfer verkleidet`): what the child was dressed as is the day's own
 * picture, so it is told as a costume (`Zum Fasching war Emma als Marienkäfer verkleidet.`), never as a ladybird of
 * the garden; the feast said before it gives the sentence its time.
 */
function costumeText(text: string, hero: R): string | undefined {
  const match = text.match(
    /^(?:(.+?)(?:,\s+|\s+und\s+(?=war |ist )))?(?:(?:sie|er) )?(?:(?:hat sich|sich|war|ist|ging) )?als ((?:\p{L}+ ){0,2}\p{L}+) (?:verkleidet|gegangen|gewesen)(?: gewesen)?(?: mit (\p{L}{3,})( und allem| und so| und \p{L}{3,})?)?$/iu,
  );
  if (!match) return undefined;
  // `als marienkäfer gegangen mit fühlern und allem`: what made the costume, said after it; two parts of it
  // (`mit ohren und schwanz`) are both nouns (`mit Ohren und Schwanz`).
  const also = match[4] && !/^ und (allem|so)$/iu.test(match[4]) ? match[4].toLowerCase().slice(5) : undefined;
  if (also && (SMALL.has(also) || STOP.has(also))) return undefined;
  const worn =
    match[3] && !SMALL.has(match[3].toLowerCase())
      ? `, mit ${capital(match[3].toLowerCase())}${also ? ` und ${capital(also)}` : (match[4] ?? '')}`
      : '';
  const words = (match[2] ?? '').toLowerCase().split(' ');
  // `als kleiner fuchs`: a word of size before the costume is its adjective; the costume itself is a noun.
  const sized = (word: string, index: number) => index < words.length - 1 && /^(kleine[rs]?|große[rs]?)$/u.test(word);
  if (words.some((word, index) => !sized(word, index) && (STOP.has(word) || SMALL.has(word)))) return undefined;
  const what = [...words.slice(0, -1), capital(words.at(-1) ?? '')].join(' ');
  const feast = /(fasching|karneval|fasnacht|fastnacht|fasnet|halloween)/iu.exec(match[1] ?? '')?.[1]?.toLowerCase();
  const when = feast ? (feast === 'halloween' ? 'An Halloween ' : `Zum ${capital(feast)} `) : '';
  return when
    ? `${when}war ${hero.nom} als ${what} verkleidet${worn}.`
    : `${capital(hero.nom)} war als ${what} verkleidet${worn}.`;
}

/** A new grown-up who looks after the child, said bare (`neue tagesmutter seit heute`), with `einen` for a man. */
const NEW_CARER =
  /^(?:(seit heute|ab heute|heute|heut)\s+)?(?:(?:ne|eine|n|nen|einen)\s+)?neue[nr]?\s+(tagesmutter|tagesvater|erzieherin|erzieher|babysitterin|babysitter|kinderfrau|nanny|betreuerin|betreuer|lehrerin|lehrer|kinderpflegerin)(?:\s+(seit heute|ab heute|heute|heut))?$/iu;
const MAN_CARER = /^(tagesvater|erzieher|babysitter|betreuer|lehrer)$/u;

/**
 * A new carer said bare (`neue tagesmutter seit heute`): the child had them from today (`Seit heute hatte die kleine
 * Eule eine neue Tagesmutter.`). Their name said next (`die heißt frau brandt`) points back at them (`Sie hieß Frau
 * Brandt.`), never at the child.
 */
function newCarerText(text: string, hero: R, context: RetellContext): string | undefined {
  const match = text.match(NEW_CARER);
  if (match) {
    const who = (match[2] ?? '').toLowerCase();
    const since = (match[1] ?? match[3] ?? '').toLowerCase();
    const one = MAN_CARER.test(who) ? `einen neuen ${capital(who)}` : `eine neue ${capital(who)}`;
    return /^(seit|ab)/u.test(since) ? `Seit heute hatte ${hero.nom} ${one}.` : `Heute bekam ${hero.nom} ${one}.`;
  }
  const named = text.match(/^(die|der) hei(?:ß|ss)t ((?:frau|herr) \p{L}{2,}|\p{L}{3,})$/iu);
  if (
    !named ||
    !/tagesmutter|tagesvater|erzieher|babysitter|kinderfrau|nanny|betreuer|lehrer/iu.test(context.description ?? '')
  )
    return undefined;
  const name = (named[2] ?? '')
    .split(' ')
    .map((word) => capital(word.toLowerCase()))
    .join(' ');
  if (STOP.has(name.toLowerCase()) || SMALL.has(name.toLowerCase())) return undefined;
  return `${named[1]?.toLowerCase() === 'der' ? 'Er' : 'Sie'} hieß ${name}.`;
}

/** Guests said bare (`abends war besuch da`, `besuch zum abendessen`): company came to the child's home. */
const VISITORS =
  /^(?:(heute|heut|morgens|vormittags|mittags|nachmittags|abends|dann|danach|später)\s+)?(?:(?:war|kam|hatten wir|ham wir|haben wir)\s+)?(?:(?:ganz |lieber |viel |großer |grosser )\s*)?besuch(?:\s+(?:da|zum abendessen|zum essen|zum kaffee))?$/iu;

function visitorsText(text: string): string | undefined {
  const match = text.match(VISITORS);
  if (!match) return undefined;
  const when = (match[1] ?? '').toLowerCase();
  const meal = /zum (abendessen|essen|kaffee)$/iu.exec(text)?.[1]?.toLowerCase();
  const to = meal ? ` zum ${meal === 'kaffee' ? 'Kaffee' : meal === 'essen' ? 'Essen' : 'Abendessen'}` : '';
  return `${when ? (when === 'heut' ? 'Heute' : capital(when)) : 'Heute'} kam Besuch${to}.`;
}

/** The child helping the parent who writes (`daheim hat er mir geholfen ne gemüsesuppe zu kochen`). */
const HELPED_ME =
  /^(?:(heute|heut|morgens|vormittags|mittags|nachmittags|abends|dann|danach|später|daheim|zuhause|zu hause) )?(?:(?:hat|hatte) (er|sie)|(er|sie) (?:hat|hatte)) (?:mir|uns) (?:(?:ganz |so |voll )?(?:toll|fleißig|lieb|brav) )?(?:(beim \p{L}{3,}) geholfen|geholfen,? ((?:[\p{L}-]+ ){1,5})zu (\p{L}{3,}))$/iu;
const HELPED_WHEN: Record<string, string> = {
  heut: 'Heute',
  daheim: 'Daheim',
  zuhause: 'Zu Hause',
  'zu hause': 'Zu Hause',
};

/**
 * The child helping the parent who writes (`daheim hat er mir geholfen ne gemüsesuppe zu kochen`, `er hat mir beim
 * kochen geholfen`): told of the child, with the parent by name when the story knows them (`Daheim half der kleine
 * Bär Papa, eine Gemüsesuppe zu kochen.`), never the parent's `mir`.
 */
function helpedText(text: string, hero: R, context: RetellContext): string | undefined {
  const match = text.match(HELPED_ME);
  if (!match) return undefined;
  const who = (match[2] ?? match[3] ?? '').toLowerCase();
  if (who !== (context.childPronoun === 'he' ? 'er' : context.childPronoun === 'she' ? 'sie' : '')) return undefined;
  const whom = context.grownUps.length === 1 ? ` ${context.grownUps[0]}` : '';
  const when = (match[1] ?? '').toLowerCase();
  const lead = when ? `${HELPED_WHEN[when] ?? capital(when)} half ${hero.nom}` : `${capital(hero.nom)} half`;
  if (match[4]) {
    const doing = match[4].split(' ');
    return `${lead}${whom} ${doing[0]?.toLowerCase()} ${capital(doing[1]?.toLowerCase() ?? '')}.`;
  }
  const what = withNounCapitals((match[5] ?? '').trim().toLowerCase());
  const words = what.split(' ');
  if (words.some((word) => /^(ich|mich|mir|uns|wir|er|sie|ihm|ihr|ihn|es)$/u.test(word))) return undefined;
  return `${lead}${whom || ' dabei'}, ${what} zu ${(match[6] ?? '').toLowerCase()}.`;
}

/** A tantrum said as a bare noun (`kompletter ausraster`, `riesen wutanfall`), with how big it was. */
const TANTRUM =
  /^(?:(heute|heut|heute morgen|heute früh|morgens|vormittags|mittags|nachmittags|abends|dann|danach|später)\s+)?((?:(?:im|am|beim|in der|an der|auf der|auf dem|vor der|vor dem|vorm|aufm|im)\s+[\p{L}-]{3,}\s+){0,2})(?:(?:ein|einen|nen|n)\s+)?(?:(kompletter|totaler|riesen|mega|richtiger|großer|grosser|heftiger|kleiner|mini)\s+)?(ausraster|wutanfall|trotzanfall|tobsuchtsanfall|schreianfall|wutausbruch|zusammenbruch|meltdown)((?:\s+(?:im|am|beim|in der|an der|auf der|auf dem|vor der|vor dem|vorm|aufm)\s+[\p{L}-]{3,}){0,2})$/iu;
const TANTRUM_WHEN: Record<string, string> = {
  heut: 'Heute',
  'heute früh': 'Heute Morgen',
};

/**
 * A tantrum said bare, where it happened (`heut im drogeriemarkt kompletter ausraster an der kasse`): the child had
 * it, told whole (`Heute hatte die kleine Eule im Drogeriemarkt an der Kasse einen riesengroßen Wutanfall.`), never
 * the noun glued after `war … im Drogeriemarkt`.
 */
function tantrumText(text: string, hero: R): string | undefined {
  const match = text.match(TANTRUM);
  if (!match) return undefined;
  const when = (match[1] ?? '').toLowerCase();
  const where = withNounCapitals(`${(match[2] ?? '').trim()} ${(match[5] ?? '').trim()}`.trim().toLowerCase()).replace(
    /(?<![\p{L}])(vorm|aufm)(?![\p{L}])/gu,
    (word) => (word === 'vorm' ? 'vor dem' : 'auf dem'),
  );
  const size = (match[3] ?? '').toLowerCase();
  const big = /^(kleiner|mini)$/u.test(size) ? 'kleinen ' : size ? 'riesengroßen ' : '';
  const noun = (match[4] ?? '').toLowerCase() === 'trotzanfall' ? 'Trotzanfall' : 'Wutanfall';
  const rest = `${where ? `${where} ` : ''}einen ${big}${noun}.`;
  return when
    ? `${TANTRUM_WHEN[when] ?? capital(when)} hatte ${hero.nom} ${rest}`
    : `${capital(hero.nom)} hatte ${rest}`;
}

/**
 * A play the children put on and the child's part in it (`die kinder ham ein krippenspiel gemacht und zuri war ein
 * schaf`): the part is the child's role, told as such (`Beim Krippenspiel war der kleine Bär ein Schaf.`), never a
 * sheep of the farm. (Only the children's play: `wir` is the family, who may only have watched.)
 */
function playText(text: string, hero: R): string | undefined {
  const match = text.match(
    /^(?:(?:heute|heut|dann|danach|nachmittags|vormittags|morgens|abends) )?(?:die kinder|alle kinder|sie|die) (?:ham|haben|hatten) (?:ein|n|nen|einen) (krippenspiel|theaterstück|theater|weihnachtsspiel|krippenspiel \p{L}+) (?:gemacht|aufgeführt|gespielt|vorgeführt)(?:,? und (?:zuri|er|sie|die maus|die kleine|der kleine|der zwerg) (?:war|spielte|durfte) (ein|eine|der|die|das|n|ne) (\p{L}{3,})(?: sein| spielen)?)?$/iu,
  );
  if (!match) return undefined;
  const play = (match[1] ?? '').toLowerCase();
  const name = play === 'theater' ? 'Theaterstück' : capital(play);
  const put = `Die Kinder führten ein ${name} auf.`;
  const part = (match[3] ?? '').toLowerCase();
  if (!part || STOP.has(part) || SMALL.has(part)) return put;
  const article = { n: 'ein', ne: 'eine' }[(match[2] ?? '').toLowerCase()] ?? (match[2] ?? '').toLowerCase();
  return `${put.slice(0, -1)}, und ${hero.nom} war ${article} ${capital(part)}.`;
}

/**
 * A long way there (`die fahrt hat ewig gedauert`, `stau auf der a5`): how long the journey took and the traffic jam,
 * told as the day's wait (`Die Fahrt dauerte ewig.`, `Unterwegs gab es Stau auf der A5.`).
 */
function journeyText(text: string): string | undefined {
  const lower = text.toLowerCase();
  const long = lower.match(
    /^(?:(?:die|unsere) )?(fahrt|autofahrt|zugfahrt|busfahrt|reise|hinfahrt|heimfahrt|rückfahrt|flug) (?:hat|hatte) (ewig|lange|so lange|ganz lange|voll lange|mega lange|total lange|ewigkeiten|stunden) gedauert$/u,
  );
  if (long) {
    const how = (long[2] ?? '').replace(/^(voll|mega|total) /u, 'sehr ').replace('ewigkeiten', 'eine Ewigkeit');
    const what = long[1] === 'flug' ? 'Der Flug' : `Die ${capital(long[1] ?? '')}`;
    return `${what} dauerte ${how}.`;
  }
  const jam = lower.match(
    /^(?:(?:dann|danach|unterwegs|erst|zuerst) )?(?:(ewig|voll|mega|total|viel) )?stau(?: auf der (a ?\d{1,3}|autobahn|bundesstraße))?$/u,
  );
  if (!jam) return undefined;
  const road = jam[2]
    ? ` auf der ${jam[2] === 'autobahn' || jam[2] === 'bundesstraße' ? capital(jam[2]) : jam[2].replace(/^a ?/u, 'A')}`
    : '';
  return `Unterwegs gab es ${jam[1] ? 'viel ' : ''}Stau${road}.`;
}

/** A feeling said without a verb (`ganz aufgeregt`): `Der kleine Bär war ganz aufgeregt.` */
function feelingText(text: string, hero: R): string | undefined {
  // `total glücklich heute`, `bissl traurig abends`: the time said after the feeling leads the sentence.
  const after = text
    .toLowerCase()
    .match(/^(.+) (heute|heut|abends|morgens|mittags|nachmittags|vormittags|am abend|am morgen|den ganzen tag)$/u);
  const lower = after && !TIME.test(after[1] ?? '') ? `${after[2]} ${after[1]}` : text.toLowerCase();
  const time = lower.match(TIME)?.[0].trim() ?? '';
  const rest = (time ? lower.slice(time.length) : lower).trim();
  // `stolz wie bolle`: the Berlin way of saying very proud, kept as it is said (`stolz wie Bolle`).
  const bolle = rest.match(/^(stolz|froh|glücklich|happy) wie bolle$/u);
  if (bolle) return ended(`${capital(hero.nom)} war ${bolle[1] === 'happy' ? 'glücklich' : bolle[1]} wie Bolle`);
  // `mittags bissl eifersüchtig`: a little, said before the feeling, as well.
  const match = rest.match(
    /^((?:(?:ganz|total|so|sehr|voll|richtig|super|echt|unglaublich|noch|wieder|ein bisschen|ein kleines bisschen|bisschen|ein wenig|etwas) )*)(\p{L}+)$/u,
  );
  if (!match || !FEELINGS.has(match[2] ?? '')) return undefined;
  const lead = time
    ? capital(time.replace(/(?<= )(abend|morgen|nachmittag|vormittag|mittag|schluss)$/u, (word) => capital(word)))
    : '';
  const sentence = lead
    ? `${lead} war ${hero.nom} ${match[1]}${match[2]}`
    : `${capital(hero.nom)} war ${match[1]}${match[2]}`;
  return ended(tidy(sentence));
}

/** Games a parent names without a verb (`abends noch mit papa fußball im hof`), as the story writes them. */
const GAMES: Record<string, string> = {
  fußball: 'Fußball',
  fussball: 'Fußball',
  federball: 'Federball',
  fangen: 'Fangen',
  verstecken: 'Verstecken',
  versteckis: 'Versteckis',
  fangis: 'Fangis',
  memory: 'Memory',
  uno: 'Uno',
  tischtennis: 'Tischtennis',
  ball: 'Ball',
  kaufladen: 'Kaufladen',
  eisenbahn: 'Eisenbahn',
  // The wooden train typed alone is the toy played with (`spielte mit der Holzeisenbahn`), its own word kept.
  holzeisenbahn: 'mit der Holzeisenbahn',
  holzbahn: 'mit der Holzbahn',
  lego: 'Lego',
  duplo: 'Duplo',
};

/** A game named without a verb, with when, with whom and where: `Abends spielte der kleine Bär noch mit Papa im Hof Fußball.` */
function gameText(text: string, hero: R, context: RetellContext): string | undefined {
  const lower = text.toLowerCase();
  const time = lower.match(TIME)?.[0].trim() ?? '';
  const words = (time ? lower.slice(time.length) : lower).trim().split(' ');
  const at = words.findIndex((word) => GAMES[word] !== undefined);
  if (at < 0 || words.length > 9) return undefined;
  const others = words.filter((_, index) => index !== at);
  if (
    others.some(
      (word) =>
        HELPERS[word] !== undefined ||
        PAST.has(word) ||
        pastOf(word) ||
        DOINGS.has(word) ||
        /^(ich|mich|mir|uns|man|er|sie|ihn|ihm|ihr|wir|aber|oder|nicht|kein\p{L}*|weil|dass|ob|gegen|ein|eine|einen)$/u.test(
          word,
        ),
    )
  )
    return undefined;
  // Only when, with whom and where: `noch`, `mit papa (und opa)`, `im hof`.
  const told = others.join(' ');
  if (
    !/^(?:(?:noch|wieder|ganz lange|lange|zusammen) )*(?:mit \p{L}+(?: und \p{L}+)? ?)?(?:(?:im|am|auf dem|auf der|in der|beim|vor dem|hinterm) \p{L}+)?$/u.test(
      told,
    )
  )
    return undefined;
  const rest = byName(
    capitalise(others, new Set(), new Set())
      .join(' ')
      .replace(FAMILY, (word: string) => capital(word.toLowerCase())),
    context,
  );
  const lead = time
    ? capital(time.replace(/(?<= )(abend|morgen|nachmittag|vormittag|mittag|schluss)$/u, (word) => capital(word)))
    : '';
  const game = GAMES[words[at] ?? ''] ?? '';
  const sentence = lead
    ? `${lead} spielte ${hero.nom} ${rest} ${game}`
    : `${capital(hero.nom)} spielte ${rest} ${game}`;
  return ended(tidy(sentence));
}

/** Games whose name is words of their own, as the story quotes them (`ich sehe was was du nicht siehst`). */
const NAMED_GAMES: [RegExp, string][] = [
  [/ich seh(?:e|')? was,? was du nicht siehs?t/iu, 'Ich sehe was, was du nicht siehst'],
  [/mensch ärgere? dich nicht/iu, 'Mensch ärgere dich nicht'],
  [/ich packe? meinen koffer/iu, 'Ich packe meinen Koffer'],
  [/stille post/iu, 'Stille Post'],
  [/blinde kuh/iu, 'Blinde Kuh'],
];

const NAMED_GAME =
  /^(?:(?:dann|danach|später|noch|und) )*(?:(?!(?:hat|habe|hab|ham|haben|mit) )(papa|papi|mama|mami|oma|omi|opa|opi|ich|wir|\p{L}+) )?((?:hat|habe|hab|ham|haben) )?(?:(?:dann|noch|mit (?:ihr|ihm)|zusammen|ganz lange|lange|stundenlang|ewig) )*(.+?) (?:gespielt|gspielt)$/iu;

/**
 * `papa hat mit ihr ich sehe was was du nicht siehst gespielt`: a game named by its own words, with who played it with
 * the child: `Papa spielte mit Zuri „Ich sehe was, was du nicht siehst“.`
 */
function namedGameText(text: string, context: RetellContext): string | undefined {
  const found = NAMED_GAME.exec(text.trim());
  if (!found) return undefined;
  const named = (said: string) =>
    NAMED_GAMES.find(([pattern]) => new RegExp(`^${pattern.source}$`, 'iu').test(said))?.[1];
  // (`ich sehe was …` is the game's own first word, never the parent's `ich`.)
  const whole = found[1] ? named(`${found[1]} ${found[3] ?? ''}`) : undefined;
  const game = whole ?? named(found[3] ?? '');
  if (!game) return undefined;
  const hero = context.hero as R;
  const writer = context.grownUps.length === 1 ? context.grownUps[0] : context.parent;
  // (`ham stille post gespielt`: the family's helper with no one before it is `wir`.)
  const who = whole ? '' : (found[1] ?? (/^ha(?:m|ben)\s/iu.test(found[2] ?? '') ? 'wir' : '')).toLowerCase();
  if (!who || /^(?:er|sie)$/u.test(who)) return `${capital(hero.nom)} spielte „${game}“.`;
  if (who === 'wir' || who === 'ich') {
    if (!writer) return undefined;
    return who === 'wir'
      ? `${capital(hero.nom)} und ${writer} spielten „${game}“.`
      : `${writer} spielte mit ${hero.dat} „${game}“.`;
  }
  if (!FAMILY_WORD.test(who) && !context.names.some((name) => name.toLowerCase() === who)) return undefined;
  return `${capital(who)} spielte mit ${hero.dat} „${game}“.`;
}

/** Fits a child has, as the parent names them alone (`riesen wutanfall an der kasse`). */
const FITS =
  /^(?:(riesen|riesiger|großer|kleiner|heftiger|mega)\s+)?(wutanfall|trotzanfall|heulanfall|wutausbruch|tobsuchtsanfall|bockanfall|theater|riesentheater|drama|riesendrama)(?:\s+(.+))?$/iu;

/** A fit said without a verb: the hero had it, where the parent says (`… hatte an der Kasse einen riesigen Wutanfall`). */
function fitText(text: string, hero: R, context: RetellContext): string | undefined {
  const match = text.toLowerCase().match(FITS);
  if (!match) return undefined;
  const size = match[1]
    ? /^klein/u.test(match[1])
      ? 'kleinen '
      : /^heftig/u.test(match[1])
        ? 'heftigen '
        : 'riesigen '
    : '';
  const where = (match[3] ?? '').split(' ').filter((word) => word !== '');
  if (where.length > 5 || (where.length > 0 && !/^(an|am|in|im|beim|auf|vor|bei)$/u.test(where[0] ?? '')))
    return undefined;
  const place = where.length > 0 ? byName(capitalise(where, new Set(), new Set()).join(' '), context) : '';
  // A fuss is made, and is a neuter (`riesen theater im flur`: `… machte im Flur ein riesiges Theater`).
  const fuss = /^(?:riesen)?(?:theater|drama)$/u.exec(match[2] ?? '');
  if (fuss) {
    const noun = capital(fuss[0]);
    const made = /^riesen/u.test(fuss[0]) ? noun : `${size.replace(/en $/u, 'es ')}${noun}`;
    return ended(capital(tidy(`${bound(hero.nom)} machte ${place} ein ${made}`)).replace(/\u00a0/gu, ' '));
  }
  return ended(
    capital(tidy(`${bound(hero.nom)} hatte ${place} einen ${size}${capital(match[2] ?? '')}`)).replace(/\u00a0/gu, ' '),
  );
}

/** A modal verb in the simple past: the clause ends with its infinitive (`durfte sich einen Aufkleber aussuchen`). */
const MODAL = /(?<![\p{L}])(durfte|durften|wollte|wollten|konnte|konnten|musste|mussten|sollte|sollten)(?![\p{L}])/u;

/** Food the parent names alone (`danach pommes`, `zuckerwatte`), as the story says it was there. */
const FOOD: Record<string, string> = {
  pommes: 'Pommes',
  // The bread a Berliner packs (`ne stulle`), and the Saxon `bemme`.
  stulle: 'eine Stulle',
  stullen: 'Stullen',
  bemme: 'eine Bemme',
  butterbrot: 'ein Butterbrot',
  eis: 'ein Eis',
  zuckerwatte: 'Zuckerwatte',
  rosinenschnecke: 'eine Rosinenschnecke',
  brezel: 'eine Brezel',
  breze: 'eine Breze',
  kuchen: 'Kuchen',
  kakao: 'Kakao',
  pizza: 'Pizza',
  nudeln: 'Nudeln',
  spaghetti: 'Spaghetti',
  pfannkuchen: 'Pfannkuchen',
  palatschinken: 'Palatschinken',
  kaiserschmarrn: 'Kaiserschmarrn',
  waffeln: 'Waffeln',
  kekse: 'Kekse',
  plätzchen: 'Plätzchen',
  würstchen: 'Würstchen',
  würstel: 'Würstel',
  bratwurst: 'eine Bratwurst',
  popcorn: 'Popcorn',
  gummibärchen: 'Gummibärchen',
  zwieback: 'Zwieback',
  schokohase: 'einen Schokohasen',
  schokolade: 'Schokolade',
  marilleneis: 'ein Marilleneis',
  erdbeeren: 'Erdbeeren',
  pudding: 'Pudding',
  muffins: 'Muffins',
  krapfen: 'einen Krapfen',
  berliner: 'einen Berliner',
  laugenbrezel: 'eine Laugenbrezel',
  milchreis: 'Milchreis',
  fischstäbchen: 'Fischstäbchen',
  glace: 'ein Glace',
  glacé: 'ein Glacé',
  wienerle: 'Wienerle',
  weckmann: 'einen Weckmann',
  weckmänner: 'Weckmänner',
  stutenkerl: 'einen Stutenkerl',
  lebkuchen: 'Lebkuchen',
  bratapfel: 'einen Bratapfel',
  kinderpunsch: 'Kinderpunsch',
  punsch: 'Punsch',
  brezn: 'eine Brezn',
  lolli: 'einen Lolli',
  schoko: 'eine Schokolade',
  fischbrötchen: 'ein Fischbrötchen',
  currywurst: 'eine Currywurst',
  bratkartoffeln: 'Bratkartoffeln',
  müsli: 'Müsli',
  porridge: 'Porridge',
  rührei: 'Rührei',
  // What a bakery hands over the counter (`dann noch beim bäcker ne laugenstange`).
  laugenstange: 'eine Laugenstange',
  laugenbrötchen: 'ein Laugenbrötchen',
  brötchen: 'ein Brötchen',
  semmel: 'eine Semmel',
  croissant: 'ein Croissant',
  franzbrötchen: 'ein Franzbrötchen',
  zimtschnecke: 'eine Zimtschnecke',
  // A breakfast said bare (`morgens ein ei und toast`, `früh toast mit marmelade`).
  ei: 'ein Ei',
  frühstücksei: 'ein Frühstücksei',
  spiegelei: 'ein Spiegelei',
  toast: 'Toast',
  cornflakes: 'Cornflakes',
  haferbrei: 'Haferbrei',
  joghurt: 'Joghurt',
  quark: 'Quark',
  marmeladenbrot: 'ein Marmeladenbrot',
  honigbrot: 'ein Honigbrot',
  nutellabrot: 'ein Nutellabrot',
};

/**
 * A dish the table does not name, known by how German builds it (`kartoffelsuppe`, `grießbrei`, `schokokuchen`):
 * said bare with its capital, as a meal is (`Es gab Kartoffelsuppe`).
 */
const DISH = /^\p{L}{3,}(suppe|brei|kuchen|salat|auflauf|nudeln|knödel|pfannkuchen|waffeln)$/u;
const foodOf = (word: string): string | undefined => FOOD[word] ?? (DISH.test(word) ? capital(word) : undefined);

/** Drinks a parent names after what the child ate (`zwieback gegessen und ganz viel tee`). */
const DRINKS = wordSet(`
  tee kakao milch saft wasser apfelsaft orangensaft schorle apfelschorle ovi ovomaltine limo sirup punsch
  kinderpunsch milchshake smoothie schoggi heissi
`);

/** What is done with food or a drink (`gegessen`, `gebacken`, `bekommen`). */
const EATEN =
  /(gegessen|getrunken|gebacken|gekocht|gekauft|bekommen|gekriegt|geteilt|probiert|gemacht|gegrillt|geschenkt|mitgebracht|genascht|gefuttert|verputzt|geholt|ausgesucht|gepflückt|gesammelt)$/u;

/** Words of time a food's clause may have before or after it (`danach pommes`). */
// `daheim kakao`: back home is a when too (`Daheim gab es Kakao`).
// `früh müsli`: the parent's `früh` before a food is the morning (`Morgens gab es Müsli.`).
const WHEN =
  /^(danach|dann|nachher|später|mittags|nachmittags|vormittags|abends|morgens|früh|zum schluss|hinterher|daheim)$/u;

/** A clause that only names a food, with when and where (`danach eis beim italiener`): `Danach gab es ein Eis …`. */
/** What comes on a food or in a drink (`mit sahne`, `mit zimt und zucker`, `mit tomatensoße`). */
const TOPPINGS =
  /^(sahne|schlagsahne|zimt|zucker|puderzucker|ketchup|mayo|majo|senf|marmelade|nutella|honig|butter|käse|apfelmus|streuseln|marshmallows|\p{L}*so(?:ß|ss)e|\p{L}*sauce|kirschen|beeren|erdbeeren|obst|schokostreuseln|brokkoli|broccoli|gemüse|erbsen|möhren|karotten|spinat|pesto|tomaten|hackfleisch|fleischbällchen|würstchen|würstel|lachs|fischstäbchen|banane|bananen|apfel|äpfeln|joghurt|milch|rosinen)$/u;

function foodText(text: string): string | undefined {
  // `abends noch pfannkuchen`: the spoken `noch` of a last thing says nothing the story tells.
  const words = text
    .toLowerCase()
    .replace(/^früh (?=\p{L})/u, 'morgens ')
    // `in der früh ein ei`: the southern morning.
    .replace(/^(?:in der früh|am morgen|zum zmorge) (?=\p{L})/u, 'morgens ')
    .split(' ')
    .map((word) => (word === 'zum\u00a0schluss' ? 'zum schluss' : word))
    .filter((word, index, all) => word !== 'noch' || index === all.length - 1);
  const at = words.findIndex((word) => foodOf(word) !== undefined);
  if (at < 0) return undefined;
  // `pommes und ein glace`: two foods, each as the story says it; `zwieback und tee`: a food and a drink.
  const second =
    words[at + 1] === 'und' ? (/^(ein|eine|einen|ne|nen)$/u.test(words[at + 2] ?? '') ? at + 3 : at + 2) : -1;
  const secondFood = (word: string) => foodOf(word) ?? (DRINKS.has(word) ? capital(word) : undefined);
  if (second > 0 && secondFood(words[second] ?? '') !== undefined) {
    const both = `${foodOf(words[at] ?? '')} und ${secondFood(words[second] ?? '')}`;
    const rest = [...words.slice(0, at), '\u0000', ...words.slice(second + 1)].join(' ');
    const told = foodText(rest.replace('\u0000', words[at] ?? ''));
    return told?.replace(foodOf(words[at] ?? '') ?? '', both);
  }
  // `eine heiße schoko`: an article and an adjective before the food go with it.
  const described =
    at >= 2 && /^(ein|eine|einen)$/u.test(words[at - 2] ?? '') && /^\p{L}{3,}(e|en|es)$/u.test(words[at - 1] ?? '')
      ? `${words[at - 2]} ${words[at - 1]} ${(foodOf(words[at] ?? '') ?? '').replace(/^(ein|eine|einen) /u, '')}`
      : undefined;
  // `ne stulle`: the chat's article before a food the table already says with its own.
  const bareArticle = !described && at >= 1 && /^(ne|n|nen|eine|ein|einen)$/u.test(words[at - 1] ?? '');
  const before = words.slice(0, described ? at - 2 : bareArticle ? at - 1 : at);
  let after = words.slice(at + 1);
  // `kakao mit sahne`, `grießbrei mit zimt und zucker`: what came on it goes with the food.
  let topping = '';
  const onIt = (word: string | undefined) => word !== undefined && TOPPINGS.test(word);
  if (after[0] === 'mit' && onIt(after[1]) && (after.length === 2 || (after[2] === 'und' && onIt(after[3])))) {
    topping = ` mit ${capital(after[1] ?? '')}${after.length > 2 ? ` und ${capital(after[3] ?? '')}` : ''}`;
    after = after.slice(after.length > 2 ? 4 : 2);
  }
  // `kakao und trockene socken`: dry clothes after a wet walk go with the food.
  if (
    after[0] === 'und' &&
    /^(trockene|frische|warme|saubere)$/u.test(after[1] ?? '') &&
    /^(socken|sachen|kleider|klamotten|strümpfe|strumpfhosen)$/u.test(after[2] ?? '')
  ) {
    topping = `${topping} und ${after[1]} ${capital(after[2] ?? '')}`;
    after = after.slice(3);
  }
  const when = [...before, ...after].filter((word) => WHEN.test(word));
  const place = (list: string[]) => list.filter((word) => !WHEN.test(word));
  const where = [place(before), place(after)];
  // What comes before or after the food: only a place (`beim bäcker`, `im park`).
  for (const list of where) {
    if (list.length === 0) continue;
    // `auf der parkbank`, `in der küche`: a place said with its own article.
    if (list.length > 3 || !/^(beim|im|am|vom|auf|bei|in)$/u.test(list[0] ?? '')) return undefined;
  }
  // `mittags daheim nudeln mit tomatensoße`: home beside a time is where, and the time is when.
  const home = when.length === 2 && !where[0]?.length && !where[1]?.length ? when.indexOf('daheim') : -1;
  if (home >= 0) {
    const food = `${described ?? foodOf(words[at] ?? '') ?? ''}${topping}`;
    return ended(capital(tidy(`${when[1 - home]} gab es zu Hause ${food}`)));
  }
  if (when.length > 1) return undefined;
  const placeWords = (list: string[]) =>
    list.map((word, index) => (index === 0 || SMALL.has(word) ? word : capital(word))).join(' ');
  // `mittags bei oma kartoffelsuppe`: when leads, and where comes after the verb (`Mittags gab es bei Oma …`).
  if (when.length === 1 && before.includes(when[0] ?? '') && where[0]?.length && !where[1]?.length) {
    const food = `${described ?? foodOf(words[at] ?? '') ?? ''}${topping}`;
    return ended(capital(tidy(`${when[0]} gab es ${placeWords(where[0])} ${food}`)));
  }
  const front = where[0]?.length ? placeWords(where[0]) : (when[0] ?? '');
  const back = [when.length && where[0]?.length ? (when[0] ?? '') : '', where[1]?.length ? placeWords(where[1]) : '']
    .filter((part) => part !== '')
    .join(' ');
  const food = `${described ?? foodOf(words[at] ?? '') ?? ''}${topping}`;
  const sentence = front ? `${front} gab es ${food} ${back}` : `Es gab ${food} ${back}`;
  return ended(capital(tidy(sentence)));
}

/**
 * `beim bäcker war heut so ein riesiger hund`, `da war ne lange schlange`: what was there, with where, told as it is
 * (`Beim Bäcker war ein riesiger Hund.`); the article follows the adjective's ending.
 */
const THERE_WAS =
  /^(?:(?:und|dann|heut|heute) )*(da|(?:im|beim|am|aufm|auf dem|vorm|vor dem|in der|an der|auf der) \p{L}{3,}) (?:war|warn)(?: (?:heut|heute|da))?(?: so)? (ein|eine|n|ne) (?:(\p{L}{3,}(?:er|e|es)) )?(\p{L}{3,})$/iu;

function thereWasText(text: string): string | undefined {
  const match = text.match(THERE_WAS);
  if (!match) return undefined;
  const [, where = '', said = '', adjective = '', thing = ''] = match;
  const [lowWhere, lowAdjective, lowThing] = [where, adjective, thing].map((word) => word.toLowerCase()) as [
    string,
    string,
    string,
  ];
  const low = [lowWhere, lowAdjective, lowThing];
  if (
    [...lowWhere.split(' '), lowAdjective, lowThing].some(
      (word) => word !== '' && (PAST.has(word) || HELPERS[word] !== undefined),
    )
  )
    return undefined;
  // (`da war ein schöner tag`: a time of the day is no thing that was there.)
  if (
    SMALL.has(low[2] ?? '') ||
    STOP.has(low[2] ?? '') ||
    /^(tag|morgen|abend|nachmittag|moment|mal)$/u.test(low[2] ?? '')
  )
    return undefined;
  const feminine = adjective ? /e$/u.test(low[1] ?? '') : /^(eine|ne)$/iu.test(said);
  const place = (low[0] ?? '')
    .replace(/^aufm /u, 'auf dem ')
    .replace(/^vorm /u, 'vor dem ')
    .split(' ')
    .map((word, at, all) => (at === all.length - 1 && word !== 'da' ? capital(word) : word))
    .join(' ');
  const what = [feminine ? 'eine' : 'ein', ...(adjective ? [low[1]] : []), capital(low[2] ?? '')].join(' ');
  return ended(capital(`${place} war ${what}`));
}

/** `gab es` with what there was (`nachher gabs weckmänner`): told as it is, the nouns with their capitals. */
function gaveText(clause: string, context: RetellContext): string | undefined {
  // `es gab waffeln`: the plain order, told as `Es gab Waffeln`.
  const text = clause.replace(/^es gab (?=\p{L})/iu, 'gab es ');
  const words = text.split(' ');
  const at = words.findIndex((word, index) => word.toLowerCase() === 'gab' && words[index + 1]?.toLowerCase() === 'es');
  if (at < 0 || words.length - at < 3 || at > 3) return undefined;
  const rest = words.slice(at + 2);
  // `gabs punsch und brezn`: two things with `und` between them, and nothing done.
  const pair =
    rest.length <= 6 &&
    rest.filter((word) => word.toLowerCase() === 'und').length === 1 &&
    rest.every((word) => {
      const low = word.toLowerCase();
      return (
        low === 'und' ||
        ARTICLES.has(low) ||
        (!SMALL.has(low) && !PAST.has(low) && HELPERS[low] === undefined && pastOf(low) === undefined)
      );
    });
  const others = pair ? text.replace(/(?<![\p{L}])und(?![\p{L}])/iu, '') : text;
  if (/(?<![\p{L}])(ich|mich|mir|uns|man|und|aber|oder|er|sie|ihn|ihm)(?![\p{L}])/iu.test(others)) return undefined;
  const front = at === 0 ? ['es', 'gab'] : [...words.slice(0, at), 'gab', 'es'];
  const things = rest.filter((word) => !SMALL.has(word.toLowerCase()) && !isAdverb(word.toLowerCase()));
  // `es gab klöße mit soße`: the dish before `mit` is a thing too, as much as what came on it.
  const withAt = rest.findIndex((word) => word.toLowerCase() === 'mit');
  const dish = withAt > 0 ? (rest[withAt - 1] ?? '').toLowerCase() : '';
  const served = dish && !SMALL.has(dish) && !ARTICLES.has(dish) && !isAdverb(dish) ? [dish] : [];
  const told = capitalise(
    rest,
    new Set(),
    new Set([
      ...(pair ? things.filter((word) => !ARTICLES.has(word.toLowerCase())) : things.slice(-1)).map((word) =>
        word.toLowerCase(),
      ),
      ...served,
    ]),
  );
  const sentence = byName(
    capitalise([...front, ...told], new Set(['gab']), new Set())
      .join(' ')
      .replace(FAMILY, (word: string) => capital(word.toLowerCase())),
    context,
  );
  return ended(capital(tidy(sentence)));
}

/**
 * `hab sie dann einfach auf den arm genommen`: what the parent who writes did with the child is told of them as the
 * story calls them (`Mama nahm Zuri dann einfach auf den Arm.`); where the day does not say who writes, of the child
 * (`Zuri wurde dann einfach auf den Arm genommen.`).
 */
const PARENT_HELD =
  /^(?:(?:und|also|da) )*(?:ich )?(?:hab|habe|hatte)(?: ich)? (?:ihn|sie|se|en) ((?:(?:dann|halt|einfach|schnell|gleich|sofort) )*)(?:(auf den arm|aufn arm|auf meinen arm|auf den schoß|aufn schoß|auf meinen schoß)|(?:ganz )?(?:fest )?(in den arm|in die arme|in meine arme)) genommen$/iu;

function parentHeldText(text: string, hero: R, context: RetellContext): string | undefined {
  const found = text.match(PARENT_HELD);
  if (!found) return undefined;
  const how = found[1] ?? '';
  const writer = context.grownUps.length === 1 ? context.grownUps[0] : context.parent;
  if (writer) {
    const close = found[2] ? (/schoß/u.test(found[2]) ? 'auf den Schoß' : 'auf den Arm') : 'in den Arm';
    return `${writer} nahm ${hero.akk} ${how.toLowerCase()}${close}.`;
  }
  const where = found[2] ? (/schoß/u.test(found[2]) ? 'auf den Schoß' : 'auf den Arm') : 'ganz fest in den Arm';
  return `${capital(hero.nom)} wurde ${how.toLowerCase()}${where} genommen.`;
}

/** A night or a day said bare (`schlimme nacht`, `voll der tag`): how it was, as a story says it. */
const BARE_NIGHT =
  /^(?:(?:heute|heut|letzte|die|diese) )?(?:(?:so ne|so eine|eine|ne|echt|voll) )?(schlimme|schlimm|unruhige|kurze|anstrengende|blöde|doofe|furchtbare|schreckliche|miese) nacht$/iu;
const BARE_DAY = /^(?:voll der|was für ein|so ein|echt ein|ein) (?:(?:langer|voller|aufregender) )?tag$/iu;
/** The child's favourite said bare after what there was (`sein lieblingsessen`, `seine lieblingsnudeln`). */
const FAVOURITE =
  /^(?:(?:das war|war|is|ist) )?(sein|seine|ihr|ihre) (lieblings\p{L}{3,})(?: (?:natürlich|halt|eben))?$/iu;

function favouriteText(text: string): string | undefined {
  const match = text.match(FAVOURITE);
  if (!match) return undefined;
  const own = (match[1] ?? '').toLowerCase();
  const thing = (match[2] ?? '').toLowerCase();
  // `seine lieblingsnudeln`: an `-e` owner before a word in `-n` or `-s` is more than one (`Das waren …`).
  const many = /e$/u.test(own) && /(n|s)$/u.test(thing);
  return `Das ${many ? 'waren' : 'war'} ${own} ${capital(thing)}.`;
}

/**
 * News the parents told the child (`wir habens ihr nach dem frühstück gesagt`): the parent's `wir` is no one of the
 * story, so the child hears of it (`Nach dem Frühstück erfuhr Zuri davon.`), with when it was.
 */
const TOLD_CHILD =
  /^(?:(?:dann|da|also|und) )*(?:(?:wir|ich) )?(?:habens|hams|ham|haben|hab|habe|hatten)(?: (?:wir|ich))?(?: es|s)? (ihr|ihm) ((?:(?:dann|gleich|erst|morgens|abends|mittags|nachmittags|beim frühstück|nach dem frühstück|nachm frühstück|vorm frühstück|vor dem frühstück|nach dem essen|beim abendessen|heute früh|heut früh|ganz vorsichtig|vorsichtig|in ruhe|später) )*)(?:gesagt|erzählt|erklärt|beigebracht)$/iu;

function toldChildText(text: string, hero: R, context: RetellContext): string | undefined {
  const match = text.match(TOLD_CHILD);
  const own = context.childPronoun === 'she' ? 'ihr' : context.childPronoun === 'he' ? 'ihm' : undefined;
  if (!match || (match[1] ?? '').toLowerCase() !== own) return undefined;
  const when = (match[2] ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(dann|gleich|erst) /u, '')
    .replace(/^nachm /u, 'nach dem ')
    .replace(/(frühstück|essen|abendessen|ruhe)$/u, (word) => capital(word));
  return when && !/^(dann|gleich|erst)$/u.test(when)
    ? `${capital(when)} erfuhr ${hero.nom} davon.`
    : `Dann erfuhr ${hero.nom} davon.`;
}

/** What a pocket or bucket was after gathering, said bare (`die taschen voll`): `Die Taschen waren ganz voll.` */
const FULL =
  /^(?:(?:und|dann|danach|am ende) )*(die|der|das|alle|seine|ihre|beide) (taschen|hosentaschen|jackentaschen|hände|tüte|tüten|eimer|körbchen|korb|rucksack|becher|sack|beutel|schüssel|kiste) (?:(?:waren|war) )?(?:(?:ganz|total|richtig|voll|mega|randvoll) )?(voll|randvoll)$/iu;

function fullText(text: string): string | undefined {
  const match = text.match(FULL);
  if (!match) return undefined;
  const owner = (match[1] ?? '').toLowerCase();
  const thing = (match[2] ?? '').toLowerCase();
  const many = /^(taschen|hosentaschen|jackentaschen|hände|tüten)$/u.test(thing);
  const article = owner === 'alle' || owner === 'beide' ? `${capital(owner)} ` : many ? 'Die ' : `${capital(owner)} `;
  return `${article}${capital(thing)} ${many ? 'waren' : 'war'} ganz voll.`;
}

/**
 * A joke the child told, its question and answer typed after it (`nen witz erzählt, warum ist die banane krumm, weil
 * sie nie gerade gegessen hat`): told as the joke went, in the child's own words (`Der Witz ging so: „Warum ist die
 * Banane krumm? Weil sie nie gerade gegessen hat!“`).
 */
const RIDDLE =
  /^(warum|wieso|weshalb|was|wer|wie|wo) ((?:\p{L}+ ){1,7}\p{L}+)\??,? (weil|damit) ((?:\p{L}+ ){1,9}\p{L}+)$/u;

function riddleText(clause: string, context: RetellContext): string | undefined {
  if (!/(?<![\p{L}])(witz|witze|scherz|rätsel)(?![\p{L}])/iu.test(context.description ?? '')) return undefined;
  const match = clean(clause).trim().toLowerCase().match(RIDDLE);
  if (!match) return undefined;
  const nouns = (words: string) =>
    words.replace(
      /(?<![\p{L}])(der|die|das|den|dem|ein|eine|einen|einem) (\p{L}{3,})/gu,
      (_whole, article: string, noun: string) => `${article} ${capital(noun)}`,
    );
  return `Der Witz ging so: „${capital(match[1] ?? '')} ${nouns(match[2] ?? '')}? ${capital(match[3] ?? '')} ${nouns(match[4] ?? '')}!“`;
}

/** Everyone laughing or clapping together, said bare (`alle ham gelacht`): `Alle lachten.` */
const ALL_DID =
  /^(?:(?:und|dann|da|danach) )*(?:alle|alle zusammen|wir alle) (?:ham|haben|hatten|habn) (?:(?:so|voll|total|ganz doll|laut|mega|sehr|herzlich) )*(gelacht|gekichert|geklatscht|gejubelt|mitgesungen|mitgetanzt|gesungen|getanzt)$/iu;
const ALL_PAST: Record<string, string> = {
  gelacht: 'lachten',
  gekichert: 'kicherten',
  geklatscht: 'klatschten',
  gejubelt: 'jubelten',
  mitgesungen: 'sangen mit',
  mitgetanzt: 'tanzten mit',
  gesungen: 'sangen',
  getanzt: 'tanzten',
};

function allDidText(text: string): string | undefined {
  const match = text.match(ALL_DID);
  if (!match) return undefined;
  const how = /laut/iu.test(text)
    ? ' laut'
    : /(so|voll|total|ganz doll|mega|sehr|herzlich) /iu.test(text)
      ? ' ganz doll'
      : '';
  const [verb = '', part = ''] = (ALL_PAST[(match[1] ?? '').toLowerCase()] ?? '').split(' ');
  return `Alle ${verb}${how}${part ? ` ${part}` : ''}.`;
}

function bareTimeText(text: string): string | undefined {
  if (BARE_NIGHT.test(text)) return 'Es war eine unruhige Nacht.';
  const day = text.match(BARE_DAY);
  if (!day) return undefined;
  return /langer/iu.test(text)
    ? 'Es war ein langer Tag.'
    : /aufregender/iu.test(text)
      ? 'Es war ein aufregender Tag.'
      : 'Es war ein voller Tag.';
}

/**
 * `hab ihn zu uns ins große bett geholt und gekuschelt`: the parent's own bed in the night, told of the child (the
 * parent's `ich` is no one of the story), with the cuddle there when the parent wrote it.
 */
const BIG_BED =
  /^(?:(?:dann|da|also|und|nachts|heut nacht|heute nacht) )*(?:(?:ich|wir) )?(?:hab|habe|ham|haben|hatte|hatten)(?: (?:ich|wir))? (?:ihn|sie|se|en|den kleinen|die kleine|die maus|den zwerg) (?:(?:dann|halt|einfach|schnell|gleich) )*(?:zu uns |mit )?(?:ins große bett|in unser bett|ins elternbett|zu uns ins bett|zu mir ins bett|in mein bett) (?:geholt|genommen|mitgenommen|gelegt)(?: und (?:(?:ganz viel|viel|lange|noch|ganz doll|ganz fest) )?(gekuschelt|geschmust))?$/iu;

function bigBedText(text: string, hero: R): string | undefined {
  const found = text.match(BIG_BED);
  if (!found) return undefined;
  return `${capital(hero.nom)} durfte mit ins große Bett${found[1] ? ', und dort wurde ganz fest gekuschelt' : ''}.`;
}

/**
 * `die möwen ham ihr fast das brötchen geklaut`: what nearly happened did not happen, so it is told as nearly
 * (`Die Möwen hätten ihr fast das Brötchen geklaut.`), never as done.
 */
const NEARLY =
  /^(?:(?:dann|da|und|heute|heut|beim \p{L}+) )*(?:(der|die|das|ne|eine|ein|n) )?(\p{L}{3,}) (hat|hatte|ham|haben|hatten|hätte|hätten|ist|is|war|sind|waren|wär|wäre|wären) ((?:\p{L}+ ){0,2}?)(fast|beinahe|beinah) ((?:\p{L}+ ){0,4}?)(ge\p{L}{3,}|\p{L}+ge\p{L}{3,})$/u;

function nearlyText(text: string): string | undefined {
  const found = text.toLowerCase().match(NEARLY);
  if (!found) return undefined;
  const [, article, who = '', helper = '', before = '', , after = '', done = ''] = found;
  if (/^(er|sie|es|ich|wir|man|ihr|du)$/u.test(who) || pastOf(done) === undefined) return undefined;
  const many = /^(ham|haben|hatten|hätten|sind|waren|wären)$/u.test(helper);
  const been = /^(ist|is|war|sind|waren|wär|wäre|wären)$/u.test(helper);
  const aux = been ? (many ? 'wären' : 'wäre') : many ? 'hätten' : 'hätte';
  const lead =
    article === undefined
      ? capital(who)
      : `${capital(article === 'ne' || article === 'n' ? 'eine' : article)} ${capital(who)}`;
  const rest = capitalise(`${before}fast ${after}`.trim().split(' '), new Set(), new Set()).join(' ');
  return `${lead} ${aux} ${rest} ${done}.`;
}

/**
 * A dog or another child grabbing the toy and running off with it (`da hat sich sammy den ball geschnappt und is damit
 * abgehauen`): told as what they did, the runner named as the parent named them.
 */
const SNATCHED =
  /^(?:(?:da|dann|und|plötzlich|auf einmal) )*(?:(\p{L}+(?: \p{L}+)?) hat sich|hat sich (\p{L}+(?: \p{L}+)?)) (den|die|das|seinen|ihren|unseren|meinen) (\p{L}+) (?:geschnappt|gschnappt|gemopst|geklaut)(?: (?:und|u) (?:is|ist) (?:damit|mit (?:ihm|ihr)) (?:abgehauen|abgehaun|weggerannt|weggelaufen|davongelaufen|davongerannt|abgedüst))?$/iu;

function snatchedText(text: string): string | undefined {
  const found = text.toLowerCase().match(SNATCHED);
  const who = found?.[1] ?? found?.[2];
  if (!found || !who || /^(er|sie|es|ich|wir|man)$/u.test(who) || /(?<![\p{L}])(er|sie)$/u.test(who)) return undefined;
  const runner = who
    .split(' ')
    .map((word) => (/^(der|die|das|unser|unsere|sein|seine|ihr|ihre)$/u.test(word) ? word : capital(word)))
    .join(' ');
  const away = /(?:abgehau|weggerannt|weggelaufen|davon|abgedüst)/u.test(text.toLowerCase())
    ? ' und rannte damit weg'
    : '';
  const article = { seinen: 'seinen', ihren: 'ihren', unseren: 'unseren', meinen: 'den' }[found[3] ?? ''] ?? found[3];
  return `Da schnappte sich ${runner} ${article} ${capital(found[4] ?? '')}${away}.`;
}

/**
 * `beim ziegen füttern hat ihm ne ziege die futtertüte aus der hand gerissen und aufgefressen`: an animal took what the
 * child held, said with the animal as the subject, the child in the dative, and what it did with it after.
 */
const FROM_HAND =
  /^(?:(?:dann|da|und|plötzlich|auf einmal) )*(?:beim (\p{L}+?) ?füttern )?hat (ihm|ihr) (ne|eine|n|ein|der|die|das) (\p{L}{3,}) (die|den|das|seine|ihre|seinen|ihren|sein|ihr) (\p{L}{3,}) aus der hand (gerissen|gerupft|geschnappt|weggeschnappt|gezogen|geklaut|gezupft|genommen|gefressen|weggefressen)(?: und (?:(?:dann|gleich|sofort) )?(aufgefressen|gefressen|aufgegessen|weggerannt))?$/u;

function fromHandText(text: string, hero: R): string | undefined {
  const found = text.toLowerCase().match(FROM_HAND);
  if (!found) return undefined;
  const [, fed, , article, animal, own, thing, taken, after] = found;
  const a = { ne: 'eine', eine: 'eine', n: 'ein', ein: 'ein', der: 'der', die: 'die', das: 'das' }[article ?? ''];
  // What was taken keeps its gender for the pronoun after (`die Tüte` … `fraß sie auf`).
  const it = /^(die|seine|ihre)$/u.test(own ?? '') ? 'sie' : /^(den|seinen|ihren)$/u.test(own ?? '') ? 'ihn' : 'es';
  const the = /^(die|den|das)$/u.test(own ?? '')
    ? own
    : `${hero.sein}${(own ?? '').replace(/^(seine|ihre|sein|ihr)/u, '')}`;
  const then = after
    ? /weggerannt/u.test(after)
      ? ' und rannte damit weg'
      : /aufgegessen/u.test(after)
        ? ` und aß ${it} auf`
        : ` und fraß ${it}${/auf/u.test(after) ? ' auf' : ''}`
    : '';
  // Eaten straight out of the hand (`hat ihm ne ziege die brezel aus der hand gefressen`): the animal ate it there.
  const did = /fressen$/u.test(taken ?? '') ? 'fraß' : 'riss';
  const when = fed ? `Beim ${capital(fed)}füttern ${did}` : `Da ${did}`;
  return `${when} ${a} ${capital(animal ?? '')} ${hero.dat} ${the} ${capital(thing ?? '')} aus der Hand${then}.`;
}

/** `zug fahren zu tante`, typed: the ride is taken by train to someone (`mit dem Zug zur Tante fahren`). */
const RIDE_TO =
  /^(zug|bus|bahn|s-bahn|straßenbahn|tram|bim|schiff|boot) ?fahren (?:zu|zur|zum) (?:der |dem )?(tante|oma|omi|onkel|opa|opi)$/u;
const RIDE_ARTICLE: Record<string, string> = { zug: 'dem', bus: 'dem', schiff: 'dem', boot: 'dem' };

/** `zugfahrt zu oma`: the ride said as a noun, typed as the day's activity (`fuhr mit dem Zug zu Oma`). */
const RIDE_NOUN_TO =
  /^(zug|bus|bahn|s-bahn|straßenbahn|tram|schiff|boot)fahrt (?:zu|zur|zum) (?:der |dem )?(tante|oma|omi|onkel|opa|opi|oma und opa)$/u;

function rideToText(text: string, hero: R): string | undefined {
  const noun = text.toLowerCase().match(RIDE_NOUN_TO);
  if (noun) {
    const [, ride = '', who = ''] = noun;
    const means = ride.replace(/^s-bahn$/u, 'S-Bahn');
    const whom = who === 'oma und opa' ? 'Oma und Opa' : capital(who);
    return `${capital(hero.nom)} ${hero.pl ? 'fuhren' : 'fuhr'} mit ${RIDE_ARTICLE[ride] ?? 'der'} ${capital(means)} zu ${whom}.`;
  }
  const found = text.toLowerCase().match(RIDE_TO);
  if (!found) return undefined;
  const [, ride = '', who = ''] = found;
  const means = ride.replace(/^s-bahn$/u, 'S-Bahn');
  const to = /^(tante|oma|omi)$/u.test(who) ? 'zur' : 'zum';
  return `${capital(hero.nom)} ${hero.pl ? 'durften' : 'durfte'} mit ${RIDE_ARTICLE[ride] ?? 'der'} ${capital(means)} ${to} ${capital(who)} fahren.`;
}

/** What a child does, as a typed activity says it (`ostereier suchen`): the verb last, said with `durfte`. */
const DOINGS = wordSet(`
  suchen backen springen hüpfen füttern fahren spielen malen basteln bauen schwimmen tanzen singen kochen einkaufen
  besuchen gießen pflanzen rutschen schaukeln klettern buddeln sammeln pflücken reiten turnen anschauen anschaun
  laufen wandern spazieren radeln radln rodeln schlitteln planschen aufräumen ernten angeln picknicken toben
  kuscheln eislaufen schlittschuhlaufen schwimmen streicheln abholen vorlesen lesen puzzeln kneten helfen machen
  schauen fernsehen ausruhen essen schmücken anzünden verzieren hören schneiden füllen rühren baden waschen abduschen
  bürsten gucken kucken angucken auspacken ausleihen leihen aussuchen
`);

/**
 * The article a single thing takes before a doing (`laterne basteln`: `eine Laterne basteln`), read from how the word
 * ends; the tree and the wreath of the house are the family's own (`den Tannenbaum schmücken`). Plurals and words not
 * known here stay bare, as the parent typed them.
 */
const DOING_ARTICLE: [RegExp, string][] = [
  [/(laterne|burg|höhle|girlande|krone|kette|sandburg|rakete|torte|pizza|maske|brücke|hütte|murmelbahn)$/u, 'eine'],
  // `kuchen backen`: one cake, never one of the pancakes (`Pfannkuchen machen`).
  [/(zettel|schneemann|turm|stern|(?<!pfann)kuchen|roboter|vulkan|hampelmann)$/u, 'einen'],
  // `hörspiel hören`: one play listened to, one book read (`ein Hörspiel hören`).
  [/(haus|bild|geschenk|hörspiel|buch|lied|boot|schiff|flugzeug|auto|iglu|zelt|vogelhaus)$/u, 'ein'],
  // `stiefel auspacken`: the boot Nikolaus filled is the child's own one (`den Stiefel auspacken`).
  [/(tannenbaum|weihnachtsbaum|christbaum|adventskranz|stiefel|nikolausstiefel|adventskalender)$/u, 'den'],
  // `hund baden`, `katze füttern`: the family's own pet (`den Hund baden`, `die Katze füttern`).
  [/^(hund|dackel|kater|hamster|hasen|wellensittich)$/u, 'den'],
  [/^(katze|hündin|schildkröte)$/u, 'die'],
  [/^(kaninchen|meerschweinchen|pony|pferd)$/u, 'das'],
];

/** A clause that is only a doing and what it was done with (`plätzchen backen mit oma`): the hero was allowed to. */
function doingText(text: string, hero: R, context: RetellContext): string | undefined {
  // `dann mit papa und ben noch eis essen`: two who came along are one company, never two doings.
  const person = (word: string) =>
    FAMILY_WORD.test(word.toLowerCase()) || context.names.some((name) => name.toLowerCase() === word.toLowerCase());
  const company = text.match(/(?<![\p{L}])mit (\p{L}+) und (\p{L}+)(?![\p{L}])/u);
  if (company && person(company[1] ?? '') && person(company[2] ?? '')) {
    const told = doingText(text.replace(company[0], `mit ${company[1]}\u00a0und\u00a0${company[2]}`), hero, context);
    return told?.replace(/\u00a0und\u00a0(\p{L})/u, (_whole, letter: string) => ` und ${letter.toUpperCase()}`);
  }
  // `danach auf der couch kuscheln und hörspiel`: the play named bare after the doing is listened to.
  const heard = text.match(/^((?:.+ )?\p{L}{3,}(?:en|ln|rn)) und (\p{L}*hörspiel|hörbuch|musik)$/iu);
  if (heard) return doingText(`${heard[1]} und ${heard[2]} hören`, hero, context);
  // `kuscheltier suchen`: the child's own lost thing searched for is no treat the child was allowed (`durfte`), but
  // what the child did (`suchte sein Kuscheltier`).
  const searched = text
    .toLowerCase()
    .match(
      /^(?:(?:sein|seinen|ihr|ihren|seine|ihre|das|den|die) )?(\p{L}*?(kuscheltier|kuscheltuch|schmusetuch|schnuller|nuckel|teddy|hase|hasi|mütze|puppe|schuh))(?: suchen| gesucht)$/u,
    );
  if (searched) {
    const thing = searched[2] ?? '';
    const ending = /^(schnuller|nuckel|teddy|hase|hasi|schuh)$/u.test(thing)
      ? 'en'
      : /^(mütze|puppe)$/u.test(thing)
        ? 'e'
        : '';
    return `${capital(hero.nom)} ${hero.pl ? 'suchten' : 'suchte'} ${hero.sein}${ending} ${capital(searched[1] ?? '')}.`;
  }
  // `daheim dann nur noch kuscheln und paw patrol schauen`: two doings, each told.
  const two = text.match(/^(.+?) und (.+)$/u);
  if (two && !/(?<![\p{L}])und(?![\p{L}])/u.test(two[2] ?? '')) {
    const first = doingText(two[1] ?? '', hero, context);
    const second = doingText(two[2] ?? '', hero, context);
    const shared = `${capital(hero.nom)} ${hero.pl ? 'durften' : 'durfte'} `;
    if (first && second?.startsWith(shared) && first.endsWith('.'))
      return `${first.slice(0, -1)} und ${second.slice(shared.length)}`;
    return undefined;
  }
  // `haare schneiden`, `nägel schneiden lassen`: done to the child, never the child cutting someone's hair
  // (`Der kleine Löwe bekam die Haare geschnitten.`).
  const cut = text
    .toLowerCase()
    .match(
      /^(?:(?:beim|beim ersten mal beim) (?:friseur|frisör|frisur) )?(haare|nägel|fingernägel|fußnägel|pony) (?:schneiden|kürzen)(?: lassen)?(?: (beim (?:friseur|frisör)|bei (?:mama|papa|oma|opa)))?$/u,
    );
  if (cut) {
    const what = {
      haare: 'die Haare',
      nägel: 'die Nägel',
      fingernägel: 'die Fingernägel',
      fußnägel: 'die Fußnägel',
      pony: 'den Pony',
    }[cut[1] as 'haare'];
    const where = cut[2]
      ? ` ${cut[2].replace(/(friseur|frisör)$/u, 'Friseur').replace(/(mama|papa|oma|opa)$/u, (one) => capital(one))}`
      : '';
    return ended(`${capital(hero.nom)} ${hero.pl ? 'bekamen' : 'bekam'}${where} ${what} geschnitten`);
  }
  // `drachen steigen lassen`, `mit papa den drachen steigen lassen`: the kite was let fly, with whoever held it too.
  const kite = text.match(
    /^(?:mit (\p{L}+) )?(?:(?:aufm|auf dem|am|im) (\p{L}+) )?(?:den |nen |einen |n )?(drachen|flugdrachen|luftballon) (?:steigen|fliegen) lassen$/iu,
  );
  if (kite) {
    const withWhom = kite[1] ? ` mit ${capital(kite[1].toLowerCase())}` : '';
    const field = kite[2] ? ` auf dem ${capital(kite[2].toLowerCase())}` : '';
    return ended(
      capital(
        tidy(
          byName(
            `${hero.nom} ${hero.pl ? 'ließen' : 'ließ'}${withWhom}${field} einen ${capital((kite[3] ?? '').toLowerCase())} steigen`,
            context,
          ),
        ),
      ),
    );
  }
  const words = text.split(' ');
  const at = words.findIndex((word) => DOINGS.has(word.toLowerCase()));
  if (at < 0 || words.length > 7) return undefined;
  // `mit papa beim schwimmen`: a doing after `beim` or `zum` is a place of the day, never a verb (`durfte … beim
  // schwimmen`).
  if (/^(beim|zum|vom)$/iu.test(words[at - 1] ?? '')) return undefined;
  const others = words.filter((_, index) => index !== at);
  if (others.some((word) => HELPERS[word.toLowerCase()] !== undefined || PAST.has(word.toLowerCase()) || pastOf(word)))
    return undefined;
  if (
    others.some((word) => /^(ich|mich|mir|uns|man|er|sie|ihn|ihm|ihr|wir|und|aber|oder|nicht|kein\p{L}*)$/iu.test(word))
  )
    return undefined;
  // A second verb after the doing (`radln ohne papa festhalten`): not this shape.
  const after = words.slice(at + 1).map((word) => word.toLowerCase());
  if (
    after.some(
      (word, index) =>
        /en$/u.test(word) && !PREPOSITIONS.has(after[index - 1] ?? '') && !DETERMINERS.has(after[index - 1] ?? ''),
    )
  )
    return undefined;
  if (words.slice(0, at).some((word) => /^(mal|erstes|ersten|erste)$/iu.test(word))) return undefined;
  // The things before the verb are what it was done with (`ostereier`), the rest where and with whom.
  const things = new Set(
    words
      .slice(0, at)
      .map((word) => word.toLowerCase())
      .filter((word) => !SMALL.has(word)),
  );
  // `laufrad fahren im hof`: where it was done comes before a bare thing (`im Hof Laufrad fahren`), as German says it.
  const where =
    /^(im|am|aufm|beim)$/iu.test(words[at + 1] ?? '') &&
    at > 0 &&
    !SMALL.has((words[0] ?? '').toLowerCase()) &&
    !DOING_ARTICLE.some(([ending]) => ending.test((words[at - 1] ?? '').toLowerCase()));
  // `in pfützen springen im regen`: where to goes last, next to its verb (`im Regen in Pfützen springen`).
  const whither =
    at > 1 && /^(in|ins|durch|über)$/iu.test(words[0] ?? '') && /^(im|am|aufm|beim|mit)$/iu.test(words[at + 1] ?? '');
  const ordered = where || whither ? [...words.slice(at + 1), ...words.slice(0, at)] : others;
  const told = capitalise(
    ordered.map((word) => word.replace(FAMILY, (one: string) => capital(one.toLowerCase()))),
    new Set(),
    things,
  );
  // `mittagsschlaf machen`: a rest is not something the child was allowed to make.
  if (
    /^machen$/iu.test(words[at] ?? '') &&
    words.slice(0, at).some((word) => /(schlaf|pause|nix|nichts)$/iu.test(word))
  )
    return undefined;
  const verb = (words[at] ?? '')
    .toLowerCase()
    .replace(/^radln$/u, 'radeln')
    .replace(/^anschaun$/u, 'anschauen');
  const bare = at === 1 ? (words[0] ?? '').toLowerCase() : '';
  const article = bare && !SMALL.has(bare) ? DOING_ARTICLE.find(([ending]) => ending.test(bare))?.[1] : undefined;
  // `duplo turm bauen`: two bare nouns are one thing (`einen Duplo-Turm bauen`), with the article of the last.
  const pair = at === 2 && words.every((word) => !SMALL.has(word.toLowerCase())) ? words.slice(0, 2) : undefined;
  const last = (pair?.[1] ?? '').toLowerCase();
  const pairArticle = pair ? DOING_ARTICLE.find(([ending]) => ending.test(last))?.[1] : undefined;
  if (pair && pairArticle && !HELPERS[(pair[0] ?? '').toLowerCase()]) {
    const thing = `${capital((pair[0] ?? '').toLowerCase())}-${capital(last)}`;
    return ended(
      capital(tidy(byName([hero.nom, hero.pl ? 'durften' : 'durfte', pairArticle, thing, verb].join(' '), context))),
    );
  }
  // `oma besuchen`: a visit to family is what the child did, not something it was allowed (`besuchte Oma`).
  if (verb === 'besuchen' && /^(?:oma|opa|omi|opi|uroma|uropa|oma und opa|omi und opi)$/iu.test(others.join(' ')))
    return ended(capital(tidy(`${hero.nom} ${hero.pl ? 'besuchten' : 'besuchte'} ${told.join(' ')}`)));
  // `baby besuchen`, `neues baby besuchen`: the newborn visited is the one of the day (`besuchte das neue Baby`).
  const newborn = others
    .join(' ')
    .match(/^(?:das |unser |unsere )?(?:(neue|kleine)s? )?(baby|babys|geschwisterchen)$/iu);
  if (verb === 'besuchen' && newborn)
    return ended(
      capital(
        `${hero.nom} ${hero.pl ? 'besuchten' : 'besuchte'} das ${newborn[1] ? `${newborn[1].toLowerCase()} ` : ''}${capital((newborn[2] ?? '').toLowerCase())}`,
      ),
    );
  const sentence = byName(
    [hero.nom, hero.pl ? 'durften' : 'durfte', ...(article ? [article] : []), ...told, verb].join(' '),
    context,
  );
  return ended(capital(tidy(sentence)));
}

/** Words that only Swiss German has: a clause with one is read through `SWISS` first. */
const SWISS_MARK =
  /(?<![\p{L}])(isch|het|hed|hets|gsi|hüt|gfahre|ghebt|festghebt|heimzu|hemmer|gseit|treit|chindsgi|nüt|öppis|abig|gsii|hend|hän|gange|gmacht het|geschter|dehei|blibe|glege|agluegt|gässe|nume|ischs|brüelet|gumpt|gwä|gwe|hot|oim|hoim\p{L}+|stecke|stecka|socka|drhoim|dahoim|\p{L}*gloffa|\p{L}*ghopst|gschabt|hundsmüd)(?![\p{L}])/iu;

/** Swiss German words as standard German, for a clause that has them (`het … treit`: `hat … getragen`). */
const SWISS: [RegExp, string][] = [
  [/(?<![\p{L}])hets (.+?) geh(?:e|a)?(?![\p{L}])/giu, 'gab es $1'],
  [/(?<![\p{L}])hüt(?![\p{L}])/giu, 'heute'],
  [/(?<![\p{L}])simer(?![\p{L}])/giu, 'sind wir'],
  [/(?<![\p{L}])hemmer(?![\p{L}])/giu, 'haben wir'],
  [/(?<![\p{L}])bim(?![\p{L}])/giu, 'beim'],
  [/(?<![\p{L}])no(?![\p{L}])/giu, 'noch'],
  [/(?<![\p{L}])gspielt(?![\p{L}])/giu, 'gespielt'],
  [/(?<![\p{L}])gmacht(?![\p{L}])/giu, 'gemacht'],
  [/(?<![\p{L}])bache(?![\p{L}])/giu, 'gebacken'],
  [/(?<![\p{L}])gsehe(?![\p{L}])/giu, 'gesehen'],
  // `ihres neue täschli`: `ihr neues Täschli`.
  [/(?<![\p{L}])(ihr|s)es (\p{L}+e)(?= \p{L})/giu, '$1es $2s'],
  [/(?<![\p{L}])ihres(?= \p{L})/giu, 'ihr'],
  [/(?<![\p{L}])sis(?= \p{L})/giu, 'sein'],
  [/(?<![\p{L}])ses(?= \p{L})/giu, 'sein'],
  [/(?<![\p{L}])isch(?![\p{L}])/giu, 'ist'],
  [/(?<![\p{L}])he[td](?![\p{L}])/giu, 'hat'],
  // `festghebt`, `gfahre`, `heimzu`: held on, gone, on the way home.
  [/(?<![\p{L}])(fest|aa|a|uf)?ghebt(?![\p{L}])/giu, '$1gehalten'],
  [/(?<![\p{L}])gfahre(?![\p{L}])/giu, 'gefahren'],
  [/(?<![\p{L}])heimzu(?![\p{L}])/giu, 'auf dem Heimweg'],
  [/(?<![\p{L}])(?:es )?paar (?=\p{L}+ (?:ganz|allein|gfahre|gefahren|gelaufen|gegangen))/giu, 'einige '],
  [/(?<![\p{L}])(hend|hän)(?![\p{L}])/giu, 'haben'],
  [/(?<![\p{L}])gsii?(?![\p{L}])/giu, 'gewesen'],
  [/(?<![\p{L}])gange(?![\p{L}])/giu, 'gegangen'],
  [/(?<![\p{L}])gseit(?![\p{L}])/giu, 'gesagt'],
  [/(?<![\p{L}])treit(?![\p{L}])/giu, 'getragen'],
  [/(?<![\p{L}])erschte[nr]?(?![\p{L}])/giu, 'erster'],
  [/(?<![\p{L}])chindsgi(?![\p{L}])/giu, 'Kindergarten'],
  [/(?<![\p{L}])abig(?![\p{L}])/giu, 'Abend'],
  [/(?<![\p{L}])drufe?(?![\p{L}])/giu, 'drauf'],
  [/(?<![\p{L}])nebedra(?![\p{L}])/giu, 'nebenan'],
  [/(?<![\p{L}])em(?![\p{L}])/giu, 'dem'],
  [/(?<![\p{L}])vo(?![\p{L}])/giu, 'von'],
  [/(?<![\p{L}])au(?![\p{L}])/giu, 'auch'],
  [/(?<![\p{L}])si(?![\p{L}])/giu, 'sie'],
  [/(?<![\p{L}])i(?= (der|dem|den|die|das|ihrer|ihrem|seiner|seinem)(?![\p{L}]))/giu, 'in'],
  [/(?<![\p{L}])d (?=\p{L}{3,})/giu, ''],
  [/(?<![\p{L}])öpfel/giu, 'apfel'],
  [/(?<![\p{L}])nüt(?![\p{L}])/giu, 'nichts'],
  [/(?<![\p{L}])öppis(?![\p{L}])/giu, 'etwas'],
  [/(?<![\p{L}])sit(?![\p{L}])/giu, 'seit'],
  [/(?<![\p{L}])geschter(?![\p{L}])/giu, 'gestern'],
  [/(?<![\p{L}])huste(?![\p{L}])/giu, 'Husten'],
  [/(?<![\p{L}])(?:dehei|deheim)(?![\p{L}])/giu, 'zu Hause'],
  [/(?<![\p{L}])blibe(?![\p{L}])/giu, 'geblieben'],
  [/(?<![\p{L}])glege(?![\p{L}])/giu, 'gelegen'],
  [/(?<![\p{L}])a(?:glu?egt|glueget)(?![\p{L}])/giu, 'angeschaut'],
  [/(?<![\p{L}])gluegt(?![\p{L}])/giu, 'geschaut'],
  [/(?<![\p{L}])gässe(?![\p{L}])/giu, 'gegessen'],
  [/(?<![\p{L}])nume(?![\p{L}])/giu, 'nur'],
  [/(?<![\p{L}])chli(?= \p{L}+ (?:gegessen|getrunken))/giu, 'ein bisschen'],
  [/(?<![\p{L}])scho(?![\p{L}])/giu, 'schon'],
  [/(?<![\p{L}])ischs(?![\p{L}])/giu, 'ist es'],
  [/(?<![\p{L}])de ganz(?:e)? tag(?![\p{L}])/giu, 'den ganzen Tag'],
  [/(?<![\p{L}])uf(?![\p{L}])/giu, 'auf'],
  [/(?<![\p{L}])büechli(?![\p{L}])/giu, 'Büchlein'],
  [/(?<![\p{L}])brüelet(?![\p{L}])/giu, 'geweint'],
  [/(?<![\p{L}])g(?:j|)umpt(?![\p{L}])/giu, 'gesprungen'],
  // Swabian (`heut isch d oma do gwä`, `hot se spätzle gschabt`, `mir send nausgloffa`, `drhoim`).
  [/(?<![\p{L}])do (?=gw[äe](?![\p{L}]))/giu, 'da '],
  [/(?<![\p{L}])gw[äe](?![\p{L}])/giu, 'gewesen'],
  [/(?<![\p{L}])hot(?![\p{L}])/giu, 'hat'],
  // `hot se huckepack hoimtrage`, `stecke bliebe`, `auf oim bein`, `trockene socka`.
  [/(?<![\p{L}])hoimtrag(?:e|a|en)(?![\p{L}])/giu, 'nach Hause getragen'],
  [/(?<![\p{L}])(?:hoim|hoam)(?![\p{L}])/giu, 'heim'],
  [/(?<![\p{L}])steck[ae]n? (?:g?bliebe|g?blieba|geblieben)(?![\p{L}])/giu, 'stecken geblieben'],
  [/(?<![\p{L}])oim(?![\p{L}])/giu, 'einem'],
  [/(?<![\p{L}])in socke(?![\p{L}])/giu, 'in Socken'],
  [/(?<![\p{L}])socka(?![\p{L}])/giu, 'Socken'],
  [/(?<![\p{L}])send(?![\p{L}])/giu, 'sind'],
  [/(?<![\p{L}])mir(?= (?:sind|haben)(?![\p{L}]))/giu, 'wir'],
  [/(?<![\p{L}])(?:drhoim|dahoim|drhoam|dahoam)(?![\p{L}])/giu, 'zu Hause'],
  [/(?<![\p{L}])se(?![\p{L}])/giu, 'sie'],
  [/(?<![\p{L}])dr(?![\p{L}])/giu, 'der'],
  [/(?<![\p{L}])naus(?=g)/giu, 'raus'],
  [/(?<![\p{L}])nei(?=g)/giu, 'rein'],
  [/(?<![\p{L}])(\p{L}*)gloffa(?![\p{L}])/giu, '$1gelaufen'],
  [/(?<![\p{L}])(\p{L}*)ghopst(?![\p{L}])/giu, '$1gehüpft'],
  [/(?<![\p{L}])gschabt(?![\p{L}])/giu, 'geschabt'],
  [/(?<![\p{L}])pfütz(?![\p{L}])/giu, 'Pfütze'],
  [/(?<![\p{L}])hundsmüd(?![\p{L}])/giu, 'hundemüde'],
  [/(?<![\p{L}])sechse(?![\p{L}])/giu, 'sechs'],
];

/** A clause in Swiss German as standard German, where its words are known; other clauses as they are. */
const standard = (clause: string) =>
  SWISS_MARK.test(clause)
    ? SWISS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), clause)
    : clause;

/** A clause's end in the present as the story's past (`weil die schere so laut is`: `… laut war`). */
/** The weather's participle as its plain past (`gestürmt`: `stürmte`). */
const WEATHER_NOW: Record<string, string> = {
  geregnet: 'regnete',
  gestürmt: 'stürmte',
  gepustet: 'stürmte',
  geschneit: 'schneite',
  gehagelt: 'hagelte',
  geschüttet: 'schüttete',
  gewittert: 'gewitterte',
};

const PAST_OF_PRESENT: Record<string, string> = {
  is: 'war',
  ist: 'war',
  sind: 'waren',
  hat: 'hatte',
  haben: 'hatten',
  kann: 'konnte',
  will: 'wollte',
  darf: 'durfte',
  muss: 'musste',
  mag: 'mochte',
  gibt: 'gab',
  geht: 'ging',
  kommt: 'kam',
};

/** The child's pronouns in words the child or parent said, as the hero's (`ob sabine mit ihr spielt`: `mit ihm`). */
function heroPronouns(words: string[], hero: R, child: Child, him?: string): string[] | undefined {
  const out: string[] = [];
  for (const word of words) {
    const low = word.toLowerCase();
    const own = low.match(new RegExp(`^${child.own}(e|en|em|er|es)?$`, 'u'));
    if (low === child.subject) out.push(hero.er);
    else if (low === child.dat) out.push(hero.ihm);
    else if (low === child.akk) out.push(hero.ihn);
    else if (own) out.push(`${hero.sein}${own[1] ?? ''}`);
    // A girl's question of `er`, `ihn` or `ihm`: the one he was said before (`ob er jetzt im himmel …`: `ob Moritz …`).
    else if (him && /^(er|ihn|ihm)$/u.test(low)) out.push(him);
    // Someone else's pronoun: who is meant is not clear from these words alone.
    else if (/^(er|sie|ihn|ihm|ihr)$/u.test(low)) return undefined;
    else out.push(word);
  }
  return out;
}

/**
 * `abends hat er gefragt ob hamburg weiter weg ist als oma`: the child's question, told as asked (`Abends fragte der
 * kleine Bär, ob Hamburg weiter weg ist als Oma.`). Null when the clause is no such question; undefined when it is one
 * that cannot be told well.
 */
/** Verbs that end a yes-no question the child asked (`ob das auto jetzt ne neue familie hat`). */
const ASKED_VERBS = wordSet('hat ist sind kommt kommen darf dürfen kann können gibt wohnt wohnen fährt schläft');

/** Words that would have to change person in the child's own words (`ob sie mitdarf`: `Darf ich mit?`). */
const PERSONAL =
  /(?<![\p{L}])(ich|mich|mir|du|dich|dir|er|sie|ihn|ihm|ihr|wir|uns|euch|mein\p{L}*|dein\p{L}*|sein\p{L}*|ihre?\p{L}*|unser\p{L}*)(?![\p{L}])/iu;

/**
 * A yes-no question about a thing in the child's own words (`ob das auto jetzt ne neue familie hat`: `„Hat das Auto
 * jetzt eine neue Familie?“`), as a toddler hears it; undefined when its words would change person or it has no verb.
 */
function directQuestion(word: string, said: string): string | undefined {
  if (word.toLowerCase() !== 'ob' || PERSONAL.test(said)) return undefined;
  // A question with a clause inside (`wenn sie ausgeschlafen hat`) cannot be turned round word by word.
  if (/(?<![\p{L}])(wenn|weil|bevor|nachdem|sobald|dass)(?![\p{L}])/iu.test(said)) return undefined;
  const words = said.split(' ');
  const verb = words.at(-1)?.toLowerCase();
  if (!verb || !ASKED_VERBS.has(verb) || words.length < 3) return undefined;
  const rest = words.slice(0, -1);
  const first = rest[0] ?? '';
  // `das Auto` keeps its capital after the verb, an article or a small word loses the sentence's.
  rest[0] = DETERMINERS.has(first.toLowerCase()) ? first.toLowerCase() : first;
  return `„${capital(verb)} ${rest.join(' ')}?“`;
}

function askedText(raw: string, hero: R, context: RetellContext): string | undefined | null {
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  // `die kleine hat gefragt …`: the child called by a pet name asks as the child does.
  const text = clean(raw).replace(THE_CHILD, child?.subject ?? '$1');
  const match = text.match(
    /^(?:(.{0,30}?)\s+)?(?:(?:hat|hatte)\s+(er|sie)|(er|sie)\s+(?:hat|hatte))\s+((?:(?:abends|morgens|mittags|nachmittags|vormittags|später|nachher|am telefon|im auto|im bett|am tisch|beim \p{L}+)\s+){0,3})(?:noch\s+|dann\s+|auch\s+|mich\s+|uns\s+)*(?:gefragt|gfragt),?\s+(ob|wann|wo|wie|warum|wieso|weshalb|wer|was)\s+(.+)$/iu,
  );
  if (!match) return null;
  const pronoun = (match[2] ?? match[3] ?? '').toLowerCase();
  if (!child || pronoun !== child.subject) return undefined;
  // `sie hat abends am telefon gefragt`: when and where the question came go before it, with what led the clause.
  const lead = `${(match[1] ?? '').trim()} ${(match[4] ?? '').trim()}`.trim();
  if (/(?<![\p{L}])(ich|mich|mir|uns|wir)(?![\p{L}])/iu.test(lead)) return undefined;
  const him = child.subject === 'sie' ? pointedAt(raw, true) : undefined;
  // `ob flocke aufwacht wenn sie ausgeschlafen hat`: after a named subject, the pronoun of the inner clause is that
  // one's, never the child's.
  const inner = (match[6] ?? '').split(' ');
  const cut = inner.findIndex((word) => /^(wenn|weil|bevor|nachdem|sobald)$/iu.test(word));
  const head0 = inner[0]?.toLowerCase() ?? '';
  const named = cut > 1 && !SMALL.has(head0) && !STOP.has(head0) && !PERSONAL.test(head0);
  const own = heroPronouns(named ? inner.slice(0, cut) : inner, hero, child, him);
  const question = own && named ? [...own, ...inner.slice(cut)] : own;
  if (!question || question.length > 14) return undefined;
  // `ob hamburg weiter weg ist`: the question's first word, when no small word or verb, is a name or a noun.
  const head = question[0]?.toLowerCase() ?? '';
  if (head && !SMALL.has(head) && !SAYING_VERBS.has(head) && !STOP.has(head) && question[0] === head)
    question[0] = capital(head);
  // `ob flocke aufwacht wenn sie ausgeschlafen hat`: a clause inside the question gets its comma.
  const said = byName(withNounCapitals(question.join(' ')), context)
    .replace(/(?<=\p{L}) (wenn|weil|bevor|nachdem|sobald)(?= \p{L})/u, ', $1')
    // `ob opa traurig ist so allein`: what is said after the verb is an afterthought, set off by a comma.
    .replace(/(?<= (?:ist|war|sind|waren|hat|hatte)) (so (?:ganz )?allein(?:e)?)$/u, ', so ganz allein');
  const when = lead ? byName(capitalise(lead.split(' '), new Set(), new Set()).join(' '), context) : '';
  const asked = directQuestion(match[5] ?? '', said);
  if (asked) return when ? `${capital(when)} fragte ${hero.nom}: ${asked}` : `${asked}, fragte ${hero.nom}.`;
  const sentence = when
    ? `${capital(when)} fragte ${hero.nom}, ${match[5]?.toLowerCase()} ${said}`
    : `${capital(hero.nom)} fragte, ${match[5]?.toLowerCase()} ${said}`;
  return ended(tidy(sentence));
}

/**
 * `nur gekuschelt und vorgelesen`: with nobody read to, it was the child who was read to (`bekam etwas vorgelesen`),
 * never the child reading aloud (`las vor`).
 */
function readTo(told: string | undefined, context: RetellContext): string | undefined {
  if (!told || !/ (las|lasen)(?: [\p{L}]+){0,6} vor\.$/u.test(told)) return told;
  // Said again after the hero, the hero is the pronoun (`kuschelte er und las vor`).
  const names = context.afterHero ? [context.hero.nom, context.hero.er] : [context.hero.nom];
  const hero = `(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|')})`;
  const got = (verb: string) => (verb === 'las' ? 'bekam' : 'bekamen');
  const also = '((?: (?:noch|dann|danach|abends|wieder|lange|ganz|viel))*)';
  const joined = told.match(/^(.+) und (las|lasen) vor\.$/u);
  // `ich hab ihr tee gemacht und vorgelesen`: a grown-up who did something for the child read to the child too.
  const grownUp = joined?.[1]?.match(
    /^(?:Mama|Mami|Papa|Papi|Oma|Omi|Opa|Opi|Tante \p{Lu}\p{L}+|Onkel \p{Lu}\p{L}+) \p{Ll}+te (?!sich )/u,
  );
  if (joined && grownUp && joined[2] === 'las' && !joined[1]?.startsWith(`${context.hero.nom} `))
    return `${joined[1]} und las ${context.hero.ihm} vor.`;
  if (joined && new RegExp(`(^|\\s)${hero}(\\s|$)`, 'iu').test(joined[1] ?? ''))
    return `${joined[1]} und ${got(joined[2] ?? '')} etwas vorgelesen.`;
  const after = told.match(new RegExp(`^(.*?)(las|lasen) (${hero})${also} vor\\.$`, 'iu'));
  // (`oma hat ihm vorgelesen`: the grown-up before the verb read, and the child was read to.)
  if (
    after &&
    !/^(?:Mama|Mami|Papa|Papi|Oma|Omi|Opa|Opi|Tante \p{Lu}\p{L}+|Onkel \p{Lu}\p{L}+) $/u.test(after[1] ?? '')
  )
    return `${after[1]}${got(after[2] ?? '')} ${after[3]}${after[4]} etwas vorgelesen.`;
  const before = told.match(new RegExp(`^(${hero}) (las|lasen)${also} vor\\.$`, 'iu'));
  if (before) return `${before[1]} ${got(before[2] ?? '')}${before[3]} etwas vorgelesen.`;
  return told;
}

/**
 * A death is told as what had happened before the story's moment, like the pack's own news (`Hamster Krümel war in der
 * Nacht gestorben.`), never as a plain past beside the day's doings (`Hamster Krümel starb nachts.`).
 */
/** Body parts said with `die` (`Die Hände waren danach eiskalt.`): the hero's own (`Seine Hände …`). */
const OWN_PARTS = /^Die (Hände|Händchen|Finger|Füße|Zehen|Ohren|Wangen|Backen) (?=waren |war )/u;

/** `Der kleine Bär backte gestern Abend Plätzchen.`: the day before comes first, as a story says it. */
const YESTERDAY =
  /^(.+?) (\p{Ll}+) ((?:gestern|vorgestern)(?: (?:Abend|Morgen|Nachmittag|Mittag|Vormittag|früh))?) (.+)$/u;

/** Words called out in quotes before their verb (`hat „SCHNEE!!“ gerufen`, `"nochmal nochmal" gerufen`). */
const CALLED_OUT =
  /["„“]\s*([^"„“”]{1,60}?)\s*["“”]\s*(?:(?:die ganze zeit|immer wieder|ganz laut|laut)\s+)*(ge(?:rufen|schrien|brüllt|jubelt|quietscht|sungen))(?![\p{L}])/iu;

/** The story's sentence with the child's called-out words in quotes, as they were said (`rief: „Schnee!“`). */
function withCalledOut(told: string | undefined, clause: string): string | undefined {
  const match = clause.match(CALLED_OUT);
  if (!told || !match) return told;
  const quoted = match[1] ?? '';
  const words = quoted.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return told;
  const plain = new RegExp(`(?<![\\p{L}])${words.join('[\\s,]+')}(?![\\p{L}])`, 'iu');
  const found = told.match(plain);
  if (!found || found.index === undefined || found.index === 0) return told;
  const said = words
    .map((word) => (word === word.toUpperCase() ? word.toLowerCase() : word))
    .map((word, at, all) => (at > 0 && word.toLowerCase() === all[at - 1]?.toLowerCase() ? `, ${word}` : ` ${word}`))
    .join('')
    .trim();
  const mark = /\?/u.test(quoted) ? '?' : match[2]?.toLowerCase() === 'gesungen' ? '' : '!';
  const end = found.index + found[0].length;
  const rest = told.slice(end);
  // Inside a sentence that goes on, no mark of its own: a story's sentence ends only once.
  if (rest !== '.')
    return `${told.slice(0, found.index).trimEnd()}: „${capital(said)}“${/^ und /u.test(rest) ? ',' : ''}${rest}`;
  return `${told.slice(0, found.index).trimEnd()}: „${capital(said)}${mark}“${/^ und /u.test(rest) ? ',' : ''}${rest === '.' ? '' : rest}`;
}

/** A time word a parent opens with, as the story says it. */
const PASSIVE_WHEN: Record<string, string> = {
  heut: 'Heute',
  heute: 'Heute',
  gestern: 'Gestern',
  morgens: 'Am Morgen',
  mittags: 'Am Mittag',
  nachmittags: 'Am Nachmittag',
  abends: 'Am Abend',
};

/** The family's own thing in the passive (`heut wurde unser altes rotes auto abgeholt`), its owner and its words. */
const PASSIVE =
  /^(?:(heut|heute|gestern|morgens|mittags|nachmittags|abends) )?(wurde|wurden) (unser|unsere|unseren|unsre|der|die|das|den) ((?:\p{L}+ ){0,3}?\p{L}+)( (?:vorm|vor dem|hinterm|hinter dem|neben dem|im|am) \p{L}{3,})? (\p{L}*ge\p{L}{3,}(?:t|en))$/iu;

/**
 * What was done to the family's thing, told as it happened (`Heute wurde das alte rote Auto abgeholt.`): the
 * passive has no doer to swap, so the child is never told as the one who did it.
 */
function passiveText(clause: string): string | undefined {
  const match = clean(clause).match(PASSIVE);
  if (!match) return undefined;
  const words = (match[4] ?? '').toLowerCase().split(' ');
  const noun = words.at(-1) ?? '';
  const adjectives = words.slice(0, -1);
  if (!adjectives.every(adjective) || SMALL.has(noun) || STOP.has(noun) || !pastOf(match[6] ?? '')) return undefined;
  const owner = (match[3] ?? '').toLowerCase();
  // `unser altes rotes auto` is `das alte rote Auto`: after the article, the adjectives take the weak `-e`.
  const article = owner.startsWith('unser')
    ? adjectives.at(-1)?.endsWith('es')
      ? 'das'
      : adjectives.at(-1)?.endsWith('er')
        ? 'der'
        : owner === 'unser'
          ? undefined
          : 'die'
    : owner === 'den'
      ? 'der'
      : owner;
  if (!article) return undefined;
  const weak = adjectives.map((word) => word.replace(/e[sr]$/u, 'e'));
  const plural = (match[2] ?? '').toLowerCase() === 'wurden';
  // `die alte kastanie vorm haus`: where the thing stood goes with it (`vor dem Haus`).
  const where = (match[5] ?? '')
    .toLowerCase()
    .replace(/^ vorm /u, ' vor dem ')
    .replace(/^ hinterm /u, ' hinter dem ');
  const thing = withNounCapitals([article, ...weak, noun].join(' ') + where);
  const when = PASSIVE_WHEN[(match[1] ?? '').toLowerCase()];
  const done = (match[6] ?? '').toLowerCase();
  const verb = plural ? 'wurden' : 'wurde';
  return when ? `${when} ${verb} ${thing} ${done}.` : `${capital(thing)} ${verb} ${done}.`;
}

/** `da is ihm die ganze kugel eis ausm hörnchen aufn boden geplumpst`: what fell from the child is the subject. */
const DROPPED =
  /^(?:(?:da|dann|und) )?(?:is|ist) (?:ihm|ihr) (die|der|das) (ganze[nrs]? )?((?:\p{L}+e )*)(\p{L}{3,}(?: eis)?)(?: (?:ausm|aus dem|aus der|vom|von der) (\p{L}{3,}))?(?: (?:durchs|durch das|durch den|durch die) (\p{L}{3,}))?( (?:aufn|auf den) boden| (?:in n|in nen|in den|in die|ins|in das) \p{L}{3,})? (runtergefallen|heruntergefallen|runtergeplumpst|geplumpst|gefallen|reingefallen|neigfallen)$/iu;

/** `in n gully`: the spoken article of where it fell, as a story says it. */
const INTO: Record<string, string> = { 'in n': 'in den', 'in nen': 'in den', 'in das': 'ins' };

function droppedText(clause: string): string | undefined {
  const found = clean(clause).toLowerCase().match(DROPPED);
  if (!found) return undefined;
  const [, article = '', whole = '', looks = '', thing = '', from, through, where = '', verb = ''] = found;
  const what = `${article} ${whole}${looks}${thing.split(' ').map(capital).join(' ')}`;
  // `aus dem hörnchen`: the parent's own `aus der`, else the spoken `ausm`.
  const out = from ? ` ${/aus der|von der/u.test(clause.toLowerCase()) ? 'aus der' : 'aus dem'} ${capital(from)}` : '';
  // `durchs gitter`: through a grate, a fence or a crack, with the article its word takes (`durch das Gitter`).
  const via = through ? ` durch ${/(e|ung|ritze|spalte)$/u.test(through) ? 'die' : 'das'} ${capital(through)}` : '';
  const plumped = /plumpst/u.test(verb);
  const into = where.trim().match(/^(in n|in nen|in den|in die|ins|in das) (\p{L}+)$/u);
  const place = into
    ? ` ${INTO[into[1] ?? ''] ?? into[1]} ${capital(into[2] ?? '')}`
    : where
      ? ' auf den Boden'
      : plumped || via
        ? ''
        : ' herunter';
  return `Da ${plumped ? 'plumpste' : 'fiel'} ${what}${out}${via}${place}!`;
}

/** `nen turm gebaut der fast so groß war wie er`: what was built, as tall as the child, told with the child named. */
const AS_TALL =
  /^(.+ gebaut),? (der|die|das) ((?:fast |sogar |genau |beinah |beinahe )?so (?:groß|hoch) (?:war|wurde)) wie (?:er|sie)$/iu;

/** `abends in der badewanne mit seinem quietscheentchen`: the child in the bath with a toy splashed with it. */
const IN_THE_BATH = /^(.*?)war (.+?) in der (Badewanne|Wanne) (mit .+)\.$/u;

/**
 * `hat ganz laut ich geh mit meiner laterne mitgesungen`: a known song told by its title in quotes, its own words
 * (`meiner`) never read as the family's.
 */
/** How long or how a song was sung, before its title (`den ganzen morgen`, `ganz laut`). */
const SUNG_HOW =
  /^(?:(?:den ganzen (?:morgen|vormittag|tag|nachmittag|abend|weg)|die ganze zeit|immer wieder|dann|noch|ganz|laut|lauthals|zusammen|leise|auch|stolz) )*/u;

/** A song the parent put in quotes (`"alle meine entchen" gesungen`): sung, by its known title or as typed. */
function quotedSongText(clause: string, context: RetellContext): string | undefined {
  const found = clause
    .trim()
    .match(
      /^(?:(?:sie|er) )?(?:hat |hats )?(?:(?:sie|er) )?((?:\p{L}+ ){0,4})["„“”]([^"„“”]{3,60})["“”] ?(mit)?(?:gesungen|gsungen|gsunge)$/iu,
    );
  if (!found) return undefined;
  const how = (found[1] ?? '').toLowerCase();
  const when = how.match(SUNG_HOW)?.[0] ?? '';
  if (when !== how) return undefined;
  const typed = (found[2] ?? '')
    .trim()
    .toLowerCase()
    .replace(/[!.]+$/u, '');
  const title =
    SONGS.find((song) => song.toLowerCase().replace(/,/gu, '') === typed.replace(/,/gu, '')) ?? capital(typed);
  const who = context.afterHero ? context.hero.er : context.hero.nom;
  const verb = context.hero.pl ? 'sangen' : 'sang';
  const time = when.replace(/(?<= ganzen )(\p{L}+)/u, (word) => capital(word)).replace(/(?<= ganze )zeit/u, 'Zeit');
  return `${capital(who)} ${verb} ${time}„${title}“${found[3] ? ' mit' : ''}.`;
}

function songText(clause: string, context: RetellContext): string | undefined {
  const titles = SONGS.map((song) => song.toLowerCase().replace(/,/gu, ',?')).join('|');
  const found = clean(clause)
    .toLowerCase()
    .match(
      new RegExp(
        `^(?:(?:sie|er) )?(?:hat |hats )?(?:(?:sie|er) )?((?:(?:dann|noch|ganz|laut|lauthals|zusammen|fest|leise|auch) )*)(${titles}) (mit)?(?:gesungen|gsungen|gsunge)$`,
        'u',
      ),
    );
  if (!found) return undefined;
  const title = SONGS.find((song) => song.toLowerCase().replace(/,/gu, '') === (found[2] ?? '').replace(/,/gu, ''));
  if (!title) return undefined;
  const who = context.afterHero ? context.hero.er : context.hero.nom;
  const verb = context.hero.pl ? 'sangen' : 'sang';
  return `${capital(who)} ${verb} ${found[1] ?? ''}„${title}“${found[3] ? ' mit' : ''}.`;
}

/** `heut war martinsumzug von der kita`: the lantern walk told as it is seen, in the dark with lanterns and songs. */
const LANTERN_WALK =
  // (`laternenumzug in der kita`: said bare, a heading of the day, without its `war`.)
  /^(?:(?:heute?|heut|abends|am abend) )?(?:(?:war|wa) )?(?:(?:der|unser) )?(?:sankt[ -]|st\. ?)?(?:martins|laternen|later)(?:umzug|zug|laufen|lauf)(?: (?:von der|vonner|in der|der|mit der) (kita)| (?:vom|im|mit dem) (kindergarten|kiga))?$/iu;

function lanternWalkText(clause: string): string | undefined {
  const found = clean(clause).match(LANTERN_WALK);
  if (!found) return undefined;
  const from = found[1] ? ' aus der Kita' : found[2] ? ' aus dem Kindergarten' : '';
  return `Als es dunkel wurde, zogen alle${from} mit ihren Laternen singend durch die Straßen.`;
}

/** `wir ham sie im garten unterm apfelbaum begraben`: a pet laid to rest, told gently, by its name. */
const LAID_TO_REST =
  /^(?:(?:dann|danach|und|zusammen) )*(?:wir )?(?:ham|haben|habn|hend|händ) (?:wir )?(?:(?:dann|zusammen|noch) )*(ihn|sie|\p{L}{3,})(?: (?:dann|zusammen|noch))*(?: mit (papa|mama|papi|mami|opa|oma|opi|omi))?((?: (?:im|in dem) garten| im hof| im wald)?)((?: (?:unterm|unter dem|unter der|unter einem|neben dem|neben der|am) \p{L}{3,})?) (?:begraben|beerdigt|vergraben)$/iu;

function laidToRestText(clause: string, hero: R, context: RetellContext): string | undefined {
  const found = clean(clause).match(LAID_TO_REST);
  if (!found) return undefined;
  const who = (found[1] ?? '').toLowerCase();
  const pronoun = /^(ihn|sie)$/u.test(who);
  // Never the child who is buried: a pronoun is the first one the parent named (the story's toy comes after).
  const name = pronoun ? context.names[0] : capital(who);
  if (!name || (!pronoun && (SMALL.has(who) || STOP.has(who)))) return undefined;
  const where = `${found[3] ?? ''}${found[4] ?? ''}`
    .toLowerCase()
    .replace(/unterm/u, 'unter dem')
    .replace(/(?<=(?:dem|der|einem|am) )(\p{L})/u, (letter: string) => letter.toUpperCase())
    .replace(/garten|hof|wald/u, (place: string) => capital(place));
  // `mit papa begraben`: the grown-up the parent named is there too, once.
  const helper = found[2] ? capital(found[2].toLowerCase()) : undefined;
  const all =
    helper && !context.grownUps.includes(helper)
      ? `${bound(hero.nom)} und ${helper}`
      : together(hero, context).replace(/\u00a0/gu, ' ');
  // `und Papa Krümel` would read as one name: a pronoun's pet takes its article (`Papa den lieben Krümel`).
  const pet = who === 'ihn' ? `den lieben ${name}` : who === 'sie' ? `die liebe ${name}` : name;
  return `Zusammen legten ${all.replace(/\u00a0/gu, ' ')} ${pet}${where} zur Ruhe.`;
}

/** `sie hat ein gänseblümchen draufgelegt`: something laid on top, with `darauf` as a story says it. */
const LAID_ON =
  /^(?:(?:sie|er|dann|und) )*(?:hat )?(?:(?:sie|er|dann|noch) )*(ein|eine|einen) (\p{L}{3,}) (?:draufgelegt|drauf gelegt|obendrauf gelegt|obendraufgelegt)$/iu;

function laidOnText(clause: string, hero: R, context: RetellContext): string | undefined {
  const found = clean(clause).match(LAID_ON);
  if (!found) return undefined;
  const who = context.afterHero ? hero.er : hero.nom;
  return `${capital(who)} legte ${found[1]?.toLowerCase()} ${capital((found[2] ?? '').toLowerCase())} darauf.`;
}

/**
 * `abends war er so platt dass er beim abendbrot fast eingeschlafen wär`: how tired the child was, with what nearly
 * happened, told whole (`…, dass er beim Abendbrot fast eingeschlafen wäre`).
 */
const SO_TIRED =
  /^(?:(abends|am abend|danach|nachher|zum schluss|am ende) )?(?:war|is|ist) (er|sie) (?:so|total|sowas von|dermaßen) (platt|müde|kaputt|fertig|erledigt|k\.?o\.?|durch|hundemüde) (?:,\s*)?dass (er|sie) ((?:[\p{L}]+ ){0,5}?)(?:fast |beinahe |fast schon )?(eingeschlafen|eingschlafen|umgefallen|weggeratzt|weggepennt)(?: (?:wär|wäre|ist|is))?$/iu;

function soTiredText(clause: string, context: RetellContext): string | undefined {
  const text = clean(clause).trim().toLowerCase();
  const match = text.match(SO_TIRED);
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (!match || !child || match[2] !== child.subject || match[4] !== child.subject) return undefined;
  const hero = context.hero as R;
  const where = capitalise((match[5] ?? '').trim().split(' ').filter(Boolean), new Set(), new Set()).join(' ');
  const nearly = /(?<![\p{L}])(fast|beinahe)(?![\p{L}])/u.test(text) ? 'fast ' : '';
  const done = match[6] === 'umgefallen' ? 'umgefallen' : 'eingeschlafen';
  const when = match[1]
    ? `${capital(match[1])} ${hero.pl ? 'waren' : 'war'} ${hero.nom}`
    : `${capital(hero.nom)} ${hero.pl ? 'waren' : 'war'}`;
  const inner = [where, `${nearly}${done}`, nearly ? (hero.pl ? 'wären' : 'wäre') : hero.pl ? 'waren' : 'war']
    .filter(Boolean)
    .join(' ');
  return `${when} so müde, dass ${hero.er} ${inner}.`;
}

/** `mit der bim heim`: the way home as the parent typed it, told as a ride (`Mit der Bim fuhr … wieder heim.`). */
const RIDE_HOME =
  /^(?:(?:dann|danach|abends|zum schluss) )?mit (der|dem) (bim|tram|straßenbahn|strassenbahn|bahn|s-bahn|u-bahn|bus|zug|fähre|fahrrad|rad|laufrad|auto) (?:wieder )?(heim|nach hause|zurück)(?: ?gefahren)?$/iu;
/** `zurück mit der tram`: the way home said first is the same ride. */
const HOME_RIDE =
  /^(?:(?:dann|danach|abends|zum schluss) )?(zurück|heim|nach hause) (?:wieder )?mit (der|dem) (bim|tram|straßenbahn|strassenbahn|bahn|s-bahn|u-bahn|bus|zug|fähre|fahrrad|rad|laufrad|auto)$/iu;

function rideHomeText(clause: string, context: RetellContext): string | undefined {
  const said = clean(clause).trim();
  const first = said.match(HOME_RIDE);
  const ride = first ? [first[0], first[2], first[3], first[1]] : said.match(RIDE_HOME);
  if (!ride) return undefined;
  const way = (ride[3] ?? '').toLowerCase() === 'zurück' ? 'wieder zurück' : 'wieder nach Hause';
  const by = capital((ride[2] ?? '').toLowerCase())
    .replace(/^S-bahn$/u, 'S-Bahn')
    .replace(/^U-bahn$/u, 'U-Bahn');
  const many = context.hero.pl ? 'fuhren' : 'fuhr';
  return `Mit ${(ride[1] ?? '').toLowerCase()} ${by} ${many} ${context.hero.nom} ${way}.`;
}

/**
 * `wollt mer eigentlich ins freibad aber des hat wegen gwitter zu ghabt`, `wir wollten heut in den tierpark aber der
 * hatte wegen sturm zu`: the plan, and why the place was shut.
 */
const CLOSED =
  /^(?:(?:heut|heute|gestern|samstag|sonntag) )?(?:(?:wir|mer) )?(?:eigentlich )?(?:wollt|wollte|wollten) (?:(?:mer|ma|wir) )?(?:heut |heute )?(?:eigentlich )?(ins|in den|in die|zum|zur) (\p{L}+),? (?:aber|doch) (?:des|das|dis|es|der|die) (?:hat|hatte|war) (?:(?:heut|heute|leider|dann) )*(?:wegen (?:dem |des |nem |einem )?(\p{L}+) )?(?:zu|geschlossen)(?: (?:ghabt|gehabt|gewesen|gwesen|gsi))?$/iu;
const CLOSED_WHY: Record<string, string> = {
  gewitter: 'des Gewitters',
  gwitter: 'des Gewitters',
  unwetter: 'des Unwetters',
  regen: 'des Regens',
  sturm: 'des Sturms',
  hitze: 'der Hitze',
  kälte: 'der Kälte',
};
const CLOSED_THE: Record<string, string> = { ins: 'das', 'in den': 'der', 'in die': 'die', zum: 'der', zur: 'die' };

function closedText(clause: string, hero: R): string | undefined {
  const match = clean(clause).toLowerCase().match(CLOSED);
  if (!match) return undefined;
  const into = match[1] ?? 'ins';
  const place = capital(match[2] ?? '');
  const cause = match[3] ? (CLOSED_WHY[match[3]] ?? capital(match[3])) : undefined;
  const why = cause ? ` wegen ${cause}` : '';
  return `Eigentlich wollte ${hero.nom} mit ${hero.sein}er Familie ${into} ${place}, aber ${CLOSED_THE[into]} ${place} hatte${why} zu.`;
}

/**
 * `eigentlich wollten wir ins freibad aber mittags kam so ein hagelschauer`, `… aber dann hats geregnet`: the plan,
 * and the weather that came instead.
 */
const SPOILED =
  /^(?:(?:heut|heute|gestern|samstag|sonntag) )?(?:(?:wir|mer) )?(?:eigentlich )?(?:wollt|wollte|wollten) (?:(?:mer|ma|wir) )?(?:heut |heute )?(?:eigentlich )?(ins|in den|in die|zum|zur|an den|an die|auf den) (\p{L}+),? (?:aber|doch) ((?:(?:dann|mittags|nachmittags|vormittags|morgens|plötzlich|auf einmal|leider) )*)(?:(?:kam|gab es|gabs|gab's) (?:(?:so|dann|plötzlich|leider) )*(?:(?:ein|eine|n|ne|nen|einen) )?(?:(?:mega|riesen|richtiger|heftiger|starker|dicker|großer) )?(hagelschauer|hagel|gewitter|unwetter|regenschauer|platzregen|wolkenbruch|sturm|schneesturm|regen|schnee|gwitter)|(?:hat es|hats|hat's|hat) (?:(?:so|dann|plötzlich|voll|total|mega|richtig|leider) )*(gehagelt|geregnet|gestürmt|geschneit|gewittert|geschüttet|gschüttet))$/iu;
const SPOILED_WEATHER: Record<string, string> = {
  hagelschauer: 'ein Hagelschauer',
  hagel: 'Hagel',
  gewitter: 'ein Gewitter',
  gwitter: 'ein Gewitter',
  unwetter: 'ein Unwetter',
  regenschauer: 'ein Regenschauer',
  platzregen: 'ein Platzregen',
  wolkenbruch: 'ein Wolkenbruch',
  sturm: 'ein Sturm',
  schneesturm: 'ein Schneesturm',
  regen: 'Regen',
  schnee: 'Schnee',
};
const SPOILED_VERB: Record<string, string> = {
  gehagelt: 'hagelte es',
  geregnet: 'regnete es',
  gestürmt: 'stürmte es',
  geschneit: 'schneite es',
  gewittert: 'gewitterte es',
  geschüttet: 'schüttete es',
  gschüttet: 'schüttete es',
};

function spoiledText(clause: string, hero: R): string | undefined {
  const match = clean(clause).toLowerCase().replace(/\s+/gu, ' ').trim().match(SPOILED);
  if (!match) return undefined;
  const when = (match[3] ?? '').trim();
  const came = match[4]
    ? `kam ${SPOILED_WEATHER[match[4]] ?? capital(match[4])}`
    : (SPOILED_VERB[match[5] ?? ''] ?? 'regnete es');
  const then = when ? `${when} ` : 'dann ';
  return `Eigentlich wollte ${hero.nom} mit ${hero.sein}er Familie ${match[1]} ${capital(match[2] ?? '')}, aber ${then}${came}.`;
}

/** `die körner warn so groß wie erbsen`: how big or small something was, told as the parent compared it. */
const AS_BIG =
  /^(die|der|das) (\p{L}{3,}) (war|waren|warn|is|ist|sind) (?:(?:echt|mega|richtig|wirklich|fast) )*so (groß|gross|klein|dick|rund|hoch|lang|laut|hell|weich|schwer|leicht|kalt|heiß|weiß|schnell) wie (?:(ein|eine|einem|ein paar|kleine|kleinen|große|dicke) )?(\p{L}{3,})$/iu;

function asBigText(clause: string): string | undefined {
  const match = clean(clause).toLowerCase().replace(/\s+/gu, ' ').trim().match(AS_BIG);
  if (!match) return undefined;
  const verb = /^(waren|warn|sind)$/u.test(match[3] ?? '') ? 'waren' : 'war';
  const how = (match[4] ?? '').replace('gross', 'groß');
  // Grains as big as peas or marbles are hailstones (`die körner warn so groß wie erbsen`): grains of ice.
  const hail = match[2] === 'körner' && /^(erbsen|murmeln|kirschen|haselnüsse|tischtennisbälle)$/u.test(match[6] ?? '');
  const like = match[5] ? `${match[5]} ` : '';
  const what = hail ? 'Körner aus Eis' : capital(match[2] ?? '');
  return `${capital(match[1] ?? '')} ${what} ${verb} so ${how} wie ${like}${capital(match[6] ?? '')}.`;
}

/**
 * `oma hat uns am bahnhof abgeholt`: the family fetched or welcomed by a grown-up is told as the child fetched (`Oma
 * holte den kleinen Elefanten am Bahnhof ab`).
 */
function withUsFetched(clause: string, context: RetellContext): string {
  const pronoun = context.childPronoun === 'she' ? 'sie' : context.childPronoun === 'he' ? 'ihn' : undefined;
  if (!pronoun) return clause;
  return clause.replace(
    /^((?:(?:und|dann|danach) )*(?:oma|omi|opa|opi|oma und opa|opa und oma|tante \p{L}+|onkel \p{L}+|papa|mama) (?:hat|hatte)) uns (?=(?:\p{L}+ ){0,5}(?:abgeholt|empfangen|begrüßt|erwartet)(?![\p{L}]))/iu,
    `$1 ${pronoun} `,
  );
}

/** Things a child sits or rides on, with the article after `auf` (`auf dem Traktor`, `auf der Rutsche`). */
const SEATS: Record<string, string> = {
  traktor: 'dem',
  bagger: 'dem',
  mähdrescher: 'dem',
  esel: 'dem',
  elefant: 'dem',
  pony: 'dem',
  pferd: 'dem',
  kamel: 'dem',
  karussell: 'dem',
  trampolin: 'dem',
  feuerwehrauto: 'dem',
  motorrad: 'dem',
  boot: 'dem',
  rutsche: 'der',
  schaukel: 'der',
  kutsche: 'der',
};
const SEAT_NAMED = new RegExp(
  `(?<![\\p{L}])(?:den|das|die|einen|ein|eine|nen|ne|n)(?: \\p{L}+(?:e|en|er|es))* (${Object.keys(SEATS).join('|')})(?![\\p{L}])`,
  'giu',
);

/**
 * `am allerbesten fand er den großen roten traktor, da durfte er mit onkel bernd drauf sitzen`: the `drauf` points at
 * the seat said just before, which the story may tell in another scene, so it is named (`auf dem Traktor`).
 */
function withItsSeat(clause: string, context: RetellContext): string {
  if (!/(?<![\p{L}])drauf (?:sitzen|fahren|reiten|gesessen|gefahren|geritten)(?![\p{L}])/iu.test(clause)) return clause;
  const whole = (context.description ?? '').toLowerCase();
  const at = whole.indexOf(clause.toLowerCase());
  if (at <= 0) return clause;
  const seat = [...whole.slice(0, at).matchAll(SEAT_NAMED)].at(-1)?.[1];
  if (!seat) return clause;
  return clause.replace(/(?<![\p{L}])drauf(?= )/iu, `auf ${SEATS[seat] ?? 'dem'} ${seat}`);
}

function retell(clause: string, context: RetellContext): string | undefined {
  // `hat den ganzen morgen "lasst uns froh und munter sein" gesungen`: a song in quotes is sung, never said.
  const sung = quotedSongText(clause, context);
  if (sung) return sung;
  // `er hat sich als pirat verkleidet mit augenklappe und ist durch die wohnung gestapft`: the costume, and what the
  // child did in it after `und`, told one after the other (`… verkleidet, mit Augenklappe. Er stapfte …`).
  const dressedThen = clean(clause)
    .trim()
    .match(/^(.+ verkleidet(?: mit \p{L}{3,})?) und (?:dann )?((?:ist|hat) .+)$/iu);
  // `die schermaschine hat sie nicht gemocht`: the thing said first is what the child did not like, never the one
  // who did not like the child (`Zuri mochte die Schermaschine nicht.`).
  const disliked = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(der|die|das|den) (\p{L}{3,}) (?:hat|hatte) (sie|er) ((?:gar |überhaupt |echt )?)nicht (?:gemocht|gern gehabt)$/u,
    );
  const child = context.childPronoun === 'she' ? 'sie' : context.childPronoun === 'he' ? 'er' : undefined;
  if (disliked && disliked[3] === child && !SMALL.has(disliked[2] ?? '') && !STOP.has(disliked[2] ?? '')) {
    const article = disliked[1] === 'der' ? 'den' : disliked[1];
    return `${capital(context.hero.nom)} mochte ${article} ${capital(disliked[2] ?? '')} ${disliked[4]}nicht.`;
  }
  const riddle = riddleText(clause, context);
  if (riddle) return riddle;
  const toldChild = toldChildText(clean(clause).trim(), context.hero, context);
  if (toldChild) return toldChild;
  const own = context.childPronoun === 'she' ? 'sie' : context.childPronoun === 'he' ? 'er' : undefined;
  if (dressedThen && own) {
    const dressed = retell(dressedThen[1] ?? '', context);
    const then = retell(`${own} ${dressedThen[2]}`, context);
    if (dressed && then) return `${dressed} ${asPronoun(then, context.hero)}`;
  }
  // `alles klebrig`, `danach alles voller sand`: how everything was after the doing, said bare.
  const all = clean(clause)
    .toLowerCase()
    .trim()
    .match(
      /^(?:(danach|dann|hinterher|am ende|am schluss|nachher) )?(?:(?:war|warn|is|ist) )?(?:echt |wirklich )?alles (?:(?:war|is|ist) )?(?:(ganz|total|voll|richtig|so|mega|komplett|völlig) )?(klebrig|nass|matschig|dreckig|schmutzig|sandig|voller sand|voller matsch|voller farbe|voller mehl|pitschnass|klatschnass|patschnass)$/u,
    );
  if (all) {
    const how = all[2] ? (/^(so|mega|voll)$/u.test(all[2]) ? 'ganz ' : `${all[2]} `) : '';
    const state = /^voller /u.test(all[3] ?? '')
      ? (all[3] ?? '').replace(/ (\p{L}+)$/u, (_whole, noun: string) => ` ${capital(noun)}`)
      : `${how}${all[3]}`;
    return all[1] ? `${capital(all[1])} war alles ${state}.` : `Alles war ${state}.`;
  }
  // `lena hat ihn ihr aus der hand gerissen`: a thing snatched from the child's hand, the child named.
  const snatched = clean(clause)
    .trim()
    .match(
      /^(?:(?:dann|da|und|plötzlich|auf einmal) )*(\p{L}{3,}) (?:hat|hatte) (ihn|sie|es) (ihm|ihr) (?:einfach )?aus der hand (gerissen|geschnappt|weggeschnappt|gerupft|genommen|weggenommen)$/iu,
    );
  const fromChild = context.childPronoun === 'she' ? 'ihr' : context.childPronoun === 'he' ? 'ihm' : '-';
  if (
    snatched &&
    (snatched[3] ?? '').toLowerCase() === fromChild &&
    context.names.some((name) => name.toLowerCase() === (snatched[1] ?? '').toLowerCase())
  ) {
    const verb = /gerissen|gerupft/u.test(snatched[4] ?? '')
      ? 'riss'
      : /geschnappt/u.test(snatched[4] ?? '')
        ? 'schnappte'
        : 'nahm';
    return `${capital((snatched[1] ?? '').toLowerCase())} ${verb} ${(snatched[2] ?? '').toLowerCase()} ${context.hero.dat} aus der Hand.`;
  }
  // `danach ham wir uns drei bücher ausgeliehen, eins über dinos`: the family together, said after the helper, goes
  // first; `uns` before what was borrowed or bought is no one; the one of them the parent singles out comes after.
  const weAfter = clean(clause)
    .trim()
    .match(
      /^(?:(danach|dann|später|nachher|hinterher) )?(?:(ham|haben|hatten) wir|wir (ham|haben|hatten)) (?:uns )?(.+ (?:ausgeliehen|geliehen|gekauft|geholt|mitgenommen|ausgesucht))(?:, (eins|einen|eine|ein paar) (über|mit|von) ((?:\p{L}+ ){0,2}\p{L}{3,}))?$/iu,
    );
  if (weAfter && (weAfter[2] || weAfter[5] || /(?<![\p{L}])uns(?![\p{L}])/iu.test(clause))) {
    const told = retell(`${weAfter[1] ? `${weAfter[1]} ` : ''}wir ${weAfter[2] ?? weAfter[3]} ${weAfter[4]}`, context);
    const one = weAfter[5]
      ? `, ${weAfter[5].toLowerCase()} ${weAfter[6]?.toLowerCase()} ${(weAfter[7] ?? '').toLowerCase().replace(/\p{L}+$/u, capital)}`
      : '';
    if (told?.endsWith('.')) return `${told.slice(0, -1)}${one}.`;
  }
  // `(dann) hat jonas sich entschuldigt`: someone of the day named after the helper, once `dann` is gone, goes first
  // (`Jonas entschuldigte sich.`), as the clause says it with the name first.
  const nameAfter = clean(clause)
    .trim()
    .match(/^(hat|hatte|ist|war) (\p{L}{3,}) (.+)$/iu);
  if (nameAfter && context.names.some((name) => name.toLowerCase() === (nameAfter[2] ?? '').toLowerCase())) {
    const told = retell(`${nameAfter[2]} ${nameAfter[1]} ${nameAfter[3]}`, context);
    if (told) return told;
  }
  // `jonas hat ihn weggerissen und zuri hat geheult`: someone else's deed, and the child's tears after it, told in one
  // sentence (`Jonas riss ihn weg, und Zuri weinte.`), never the tears lost.
  const thenCried = clean(clause)
    .trim()
    .match(
      /^(.+) und (?:dann )?(\p{L}+) (?:hat|hatte) (?:(?:ganz|voll|total|so|mega|bitterlich|laut|sofort|gleich) )*(geheult|geweint|gebrüllt|losgeheult|losgeweint|angefangen zu weinen)$/iu,
    );
  const crier = (thenCried?.[2] ?? '').toLowerCase();
  const isChild =
    crier === (context.childPronoun === 'she' ? 'sie' : context.childPronoun === 'he' ? 'er' : '-') ||
    crier === onlyChild(context)?.toLowerCase();
  if (thenCried && isChild) {
    const first = retell(thenCried[1] ?? '', context);
    // (The child is named again, never `er` or `sie`, which could be the other child: `…, und Zuri weinte.`)
    if (first?.endsWith('.') && !first.startsWith(capital(context.hero.nom)))
      return `${first.slice(0, -1)}, und ${context.hero.nom} weinte.`;
  }
  // `die tasse is vom tisch gefallen und kaputt gegangen`: a thing that fell and broke, told as one happening
  // (`Die Tasse fiel vom Tisch und ging kaputt.`), never the break lost.
  const fellAndBroke = clean(clause)
    .trim()
    .match(
      /^(.+ (?:ist|is) (?:\S+ ){0,6}(?:gefallen|runtergefallen|heruntergefallen|hingefallen|runtergeflogen)) und (?:dann )?(kaputt ?gegangen|kaputt|zerbrochen|zersprungen)$/iu,
    );
  if (fellAndBroke) {
    // (`seine tasse mit dem feuerwehrauto`: what is on the thing is told after it, once the fall is told.)
    const marked = (fellAndBroke[1] ?? '').match(
      /^((?:seine|ihre|die|der|das|unsere|unser|meine|mein) (\p{L}{3,})) (mit (?:dem|der|den|nem|ner|em) \p{L}{3,}(?: drauf)?) (.+)$/iu,
    );
    const plain = retell(marked ? `${marked[1]} ${marked[4]}` : (fellAndBroke[1] ?? ''), context);
    const noun = capital((marked?.[2] ?? '').toLowerCase());
    const fell =
      marked && plain?.includes(` ${noun} `)
        ? plain.replace(` ${noun} `, ` ${noun} ${withNounCapitals((marked[3] ?? '').toLowerCase())} `)
        : plain;
    const broke = /^zerbrochen$/iu.test(fellAndBroke[2] ?? '')
      ? 'zerbrach'
      : /^zersprungen$/iu.test(fellAndBroke[2] ?? '')
        ? 'zersprang'
        : 'ging kaputt';
    // (The child who fell is no thing that broke: only a thing's fall is told so.)
    if (fell?.endsWith('.') && !fell.startsWith(capital(context.hero.nom)) && !/^(Sie|Er) /u.test(fell))
      return `${fell.slice(0, -1)} und ${broke}.`;
  }
  // `opa hat sie mit ihm zusammen geklebt`: a broken thing mended by a grown-up, with the child helping; the pronoun
  // is the thing (a child is never glued), and the child is named (`Opa klebte sie mit Zuri wieder zusammen.`).
  const mended = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(?:dann|danach|und|aber) )?(mama|papa|oma|opa|omi|opi|mami|papi) (?:hat|hatte) (sie|ihn|es) (?:(?:dann|gleich|sofort|noch) )?(mit (?:ihm|ihr|mir|uns) )?(?:(?:zusammen|gemeinsam) )?(?:wieder )?(zusammen ?geklebt|geklebt|repariert|geflickt|zusammengebastelt)(?: und (?:jetzt|nun) (steht|liegt|hängt) (?:sie|er|es) ((?:(?:im|in der|auf dem|aufm|am|als) \p{L}{3,} ?){1,2}))?$/u,
    );
  if (mended) {
    const who = capital(mended[1] ?? '');
    const it = mended[2] === 'ihn' ? 'ihn' : mended[2] === 'es' ? 'es' : 'sie';
    const withChild = /ihm|ihr/u.test(mended[3] ?? '')
      ? ` mit ${context.hero.dat}`
      : /mir|uns/u.test(mended[3] ?? '')
        ? ' mit uns'
        : '';
    const how = /geklebt/u.test(mended[4] ?? '')
      ? ['klebte', ' wieder zusammen']
      : /geflickt/u.test(mended[4] ?? '')
        ? ['flickte', '']
        : /gebastelt/u.test(mended[4] ?? '')
          ? ['bastelte', ' wieder zusammen']
          : ['reparierte', ''];
    // (`und jetzt steht sie im regal als deko`: where the mended thing is now, told after it.)
    const now = mended[5]
      ? ` Jetzt ${mended[5]} ${it === 'ihn' ? 'er' : it} ${withNounCapitals((mended[6] ?? '').trim().replace(/(?<![\p{L}])aufm(?![\p{L}])/u, 'auf dem'))}.`
      : '';
    return `${who} ${how[0]} ${it}${withChild}${how[1]}.${now}`;
  }
  // `hat sich riesig gefreut und … "…" gesungen`: the first doing told, and the song after it by the same child.
  const andSung = clause.match(
    /^(.+?) und ((?:\p{L}+ ){0,4}["„“”][^"„“”]{3,60}["“”] ?(?:mit)?(?:gesungen|gsungen))$/iu,
  );
  if (andSung) {
    const first = retell(andSung[1] ?? '', context);
    const song = quotedSongText(andSung[2] ?? '', context);
    const hero = `${capital(context.hero.nom)} `;
    if (first?.startsWith(hero) && first.endsWith('.') && song?.startsWith(hero))
      return `${first.slice(0, -1)} und ${song.slice(hero.length)}`;
  }
  // `sie hat sich entschuldigt und sabine hat gesagt macht nix`: someone's answer after `und` is told in the same
  // sentence, so the two stay together (`…, und Sabine sagte: „Macht nichts!“`).
  const answered = clause.match(
    /^(.+?) und ((?!(?:dann|da|sie|er|es|wir|ich)\s)\p{L}{3,} (?:hat|hatte) (?:gesagt|gemeint|geantwortet) .+)$/iu,
  );
  if (answered) {
    const done = retell(answered[1] ?? '', context);
    const answer = retell(answered[2] ?? '', context);
    if (done?.endsWith('.') && answer && /^\p{Lu}\p{Ll}+ (?:sagte|antwortete)/u.test(answer))
      return `${done.slice(0, -1)}, und ${answer}`;
  }
  // `dreimal karussell gefahren, immer im roten feuerwehrauto`: the doing told, and where it was each time after it.
  const each = clause.match(
    /^(.+), (immer (?:im|in der|in dem|auf dem|aufm|auf der|mit dem|mit der|am) (?:\p{L}+ ){0,2}\p{L}+)$/iu,
  );
  if (each) {
    const told = retell(each[1] ?? '', context);
    if (told?.endsWith('.'))
      return `${told.slice(0, -1)}, ${withNounCapitals((each[2] ?? '').toLowerCase().replace(/^(.*) aufm /u, '$1 auf dem '))}.`;
  }
  // `zum schluss hat papa den grüffelo vorgelesen`: a grown-up of the family after a time word and `hat` is told as
  // that grown-up's deed, the time word first (`Zum Schluss las Papa den Grüffelo vor.`).
  const grownUpAfter = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(zum schluss|zum abschluss|am ende|am schluss|danach|später|abends|morgens|mittags|nachmittags) )?(?:hat|hatte) (mama|papa|oma|opa|omi|opi|mami|papi) (.+ \p{L}{3,})$/u,
    );
  if (grownUpAfter) {
    const who = capital(grownUpAfter[2] ?? '');
    const told = retell(`${grownUpAfter[2]} hat ${grownUpAfter[3]}`, context);
    const deed = told?.match(new RegExp(`^${who} (\\p{L}+) (.+)$`, 'u'));
    if (deed && grownUpAfter[1]) return `${withNounCapitals(capital(grownUpAfter[1]))} ${deed[1]} ${who} ${deed[2]}`;
    if (told) return told;
  }
  // `mittags abgeholt`, `von oma abgeholt`: the child is the one fetched, never the one fetching nobody.
  const fetched = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(heute|heut|früh|morgens|mittags|nachmittags|abends|danach|später|dann) )?(?:(?:von der|vom|von) (mama|papa|oma|opa|omi|opi|mami|papi) )?abgeholt$/u,
    );
  if (fetched) {
    const hero = context.hero as R;
    const when = fetched[1] ? capital(fetched[1].replace(/^heut$/u, 'heute')) : '';
    if (fetched[2])
      return when
        ? `${when} holte ${capital(fetched[2])} ${hero.akk} ab.`
        : `${capital(fetched[2])} holte ${hero.akk} ab.`;
    return when ? `${when} wurde ${hero.nom} abgeholt.` : `${capital(hero.nom)} wurde abgeholt.`;
  }
  // `lotte hat ihn weggenommen`: what was taken is the thing said before (`ihn`, the truck), taken from the child;
  // the child is never the one taken away.
  const took = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(?:da|dann|und|aber|plötzlich|auf einmal) )*((?:tante |onkel |cousin |cousine )?\p{L}{2,}) hat (ihn|sie|es) (?:(?:ihm|ihr) )?(weggenommen|weggeschnappt|abgenommen|weggerissen|geklaut|gemopst)$/u,
    );
  if (took && !/^(er|sie|es|ich|wir|man|der|die|das|ihr|du)$/u.test(took[1] ?? '')) {
    const hero = context.hero as R;
    const who = (took[1] ?? '')
      .split(' ')
      .map((word) => capital(word))
      .join(' ');
    const [verb, away] = {
      weggenommen: ['nahm', ' weg'],
      weggeschnappt: ['schnappte', ' weg'],
      abgenommen: ['nahm', ' ab'],
      weggerissen: ['riss', ' weg'],
      geklaut: ['klaute', ''],
      gemopst: ['mopste', ''],
    }[took[3] ?? ''] ?? ['nahm', ' weg'];
    return `${who} ${verb} ${took[2]} ${hero.dat}${away}.`;
  }
  // `aber dann war ihr schnuller in der umkleide weg`: the verb first, the thing is what was gone, the child only
  // its owner (`Aber dann war ihr Schnuller in der Umkleide weg.`), never the child gone.
  const goneFirst = clean(clause)
    .trim()
    .match(
      /^((?:(?:aber|und|dann|plötzlich|auf einmal) )*)(?:war|is|ist) (sein|seine|ihr|ihre) (\p{L}{3,})((?: (?:im|in der|in dem|am|beim|auf dem|unterm|unter dem) \p{L}{3,})?) (weg|verschwunden|futsch)$/iu,
    );
  const goneTold = goneFirst ? goneText(`${goneFirst[2]} ${goneFirst[3]} war ${goneFirst[5]}`, context) : undefined;
  if (goneFirst && goneTold) {
    const [whose, thing] = goneTold.slice(0, -1).split(' war ');
    const lead = /^aber dann /iu.test(goneFirst[1] ?? '')
      ? 'Aber dann'
      : /dann/iu.test(goneFirst[1] ?? '')
        ? 'Dann'
        : '';
    const where = withNounCapitals((goneFirst[4] ?? '').toLowerCase());
    return lead ? `${lead} war ${(whose ?? '').toLowerCase()}${where} ${thing}.` : `${whose} war${where} ${thing}.`;
  }
  // `papa hat gepustet`, `dann hat oma gelacht`: a grown-up's doing with nothing after it is told as theirs
  // (`Papa pustete.`), never dropped.
  const grownUpDid = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(dann|da|danach|später|und) )?(?:(mama|papa|oma|opa|omi|opi|mami|papi) (?:hat|hatte)|(?:hat|hatte) (mama|papa|oma|opa|omi|opi|mami|papi)) (?:(ganz|so|laut|leise|auch|gleich|sofort|feste|fest) )?(ge\p{L}{3,}(?:t|en))$/u,
    );
  const grownUpVerb = grownUpDid ? pastOf(grownUpDid[5] ?? '') : undefined;
  if (
    grownUpDid &&
    grownUpVerb &&
    /^(gepustet|gelacht|geholfen|getröstet|gesungen|gewartet|geschimpft|gekuschelt|gewunken|geklatscht|gestaunt|geweint|geschmunzelt)$/u.test(
      grownUpDid[5] ?? '',
    )
  ) {
    const who = capital(grownUpDid[2] ?? grownUpDid[3] ?? '');
    const how = grownUpDid[4] ? ` ${grownUpDid[4]}` : '';
    const part = grownUpVerb.part ? ` ${grownUpVerb.part}` : '';
    const lead = grownUpDid[1] && grownUpDid[1] !== 'und' ? capital(grownUpDid[1]) : '';
    return lead ? `${lead} ${grownUpVerb.past} ${who}${how}${part}.` : `${who} ${grownUpVerb.past}${how}${part}.`;
  }
  // `ganz kalt wars`, `alles nass`, `alles voller raureif`: the weather or the ground said bare (`Es war ganz kalt.`).
  const bareWeather = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(?:es war|wars|war es|war's) )?((?:(?:ganz|so|total|voll|mega|richtig|echt|sehr|bitter|eisig) )?(?:kalt|eiskalt|windig|stürmisch|neblig|glatt|frostig|heiß|schwül|sonnig))(?: (?:wars|war es|war's|heute|heut))?$/u,
    );
  if (bareWeather && /(?<![\p{L}])(wars|war es|war's|es war)(?![\p{L}])/u.test(clean(clause).toLowerCase()))
    return `Es war ${bareWeather[1]}.`;
  const everything = clean(clause)
    .trim()
    .toLowerCase()
    .match(/^alles (?:(ganz|total|voll|so|klitsch) ?)?(nass|matschig|weiß|verschneit|vereist|voller (\p{L}{3,}))$/u);
  if (everything)
    return `Alles war ${everything[1] && everything[1] !== 'klitsch' ? `${everything[1]} ` : ''}${everything[1] === 'klitsch' ? 'klitschnass' : everything[3] ? `voller ${capital(everything[3])}` : everything[2]}.`;
  // `mittagessen zu hause`, `frühstück bei oma`: a meal named bare with where it was eaten is where the child was
  // for it (`Zum Mittagessen war der kleine Bär zu Hause.`), never a meal of nothing.
  const mealAt = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(?:und|dann|danach) )?(?:zum )?(frühstück|mittagessen|abendessen|abendbrot) (zu hause|zuhause|daheim|bei (?:der |dem )?(?:mama|papa|oma|opa|omi|opi|tante|onkel|cousine|cousin)(?: \p{L}{2,})?)$/u,
    );
  if (mealAt) {
    const hero = context.hero as R;
    const where = /^(zu hause|zuhause|daheim)$/u.test(mealAt[2] ?? '')
      ? 'zu Hause'
      : (mealAt[2] ?? '')
          .split(' ')
          .map((word, at) => (at === 0 || /^(der|dem)$/u.test(word) ? word : capital(word)))
          .join(' ');
    const meal = {
      frühstück: 'Zum Frühstück',
      mittagessen: 'Zum Mittagessen',
      abendessen: 'Zum Abendessen',
      abendbrot: 'Zum Abendbrot',
    }[mealAt[1] as 'frühstück'];
    return `${meal} ${hero.pl ? 'waren' : 'war'} ${hero.nom} ${where}.`;
  }
  // `pfannkuchen mit papa`, typed: the food made together with the one named.
  const made = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(früh|morgens|heut morgen|heute morgen|heut früh|heute früh|zum frühstück|mittags|nachmittags|abends) )?(pfannkuchen|eierkuchen|palatschinken|waffeln|plätzchen|kekse|muffins|pizza|crêpes|crepes|kaiserschmarrn|pancakes) mit (?:der |dem )?((?:mama|papa|oma|opa|omi|opi|tante|onkel|papi|mami)(?: \p{L}{2,})?)$/u,
    );
  if (made) {
    const hero = context.hero as R;
    const who = (made[3] ?? '')
      .split(' ')
      .map((word) => capital(word))
      .join(' ');
    const did = hero.pl ? 'machten' : 'machte';
    // `früh pfannkuchen mit papa`: the time of day said first leads the sentence (`Morgens machte …`).
    const when = made[1]
      ? /früh|morgen/u.test(made[1]) && made[1] !== 'zum frühstück'
        ? 'Morgens'
        : withNounCapitals(capital(made[1]))
      : '';
    return when
      ? `${when} ${did} ${hero.nom} mit ${who} ${capital(made[2] ?? '')}.`
      : `${capital(hero.nom)} ${did} mit ${who} ${capital(made[2] ?? '')}.`;
  }
  // `dann is die ganze milch vom tisch gekippt`: the milk fell of itself, its own subject, never tipped by the child.
  const fell = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(dann|und dann|plötzlich|auf einmal) )?(?:is|ist) (die|der|das) ((?:ganze|ganzen|volle|halbe) )?(\p{L}{3,}) ((?:vom|von der|von dem|aus der|aus dem|auf den|auf die|aufn|in die|ins|übern|über den|über die) \p{L}{3,}) (gekippt|gefallen|(?:he)?runtergefallen|(?:he)?runtergekippt|gerollt|geflogen|gerutscht|geschwappt)$/u,
    );
  const fellDone = (fell?.[6] ?? '').replace(/^(?:he)?runter/u, '');
  const fellVerb = fell ? pastOf(fellDone) : undefined;
  if (fell && fellVerb) {
    const part = /^(?:he)?runter/u.test(fell[6] ?? '') ? ' herunter' : '';
    const what = `${fell[2]} ${fell[3] ?? ''}${capital(fell[4] ?? '')}`;
    const where = withNounCapitals((fell[5] ?? '').replace(/^aufn /u, 'auf den ').replace(/^übern /u, 'über den '));
    return fell[1]
      ? `Dann ${fellVerb.past} ${what} ${where}${part}.`
      : `${capital(what)} ${fellVerb.past} ${where}${part}.`;
  }
  // `später noch mit papa zum bäcker`: an outing said without its verb, with when and with whom.
  const outing = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(später|nachmittags|danach|dann|abends|vormittags|morgens|mittags|am nachmittag|am vormittag|am abend) )?(noch )?mit (mama|mami|papa|papi|oma|omi|opa|opi|oma und opa|mama und papa|papa und mama|(?:tante|onkel) \p{L}{3,}) (zum|zur|in den|ins|in die|auf den|aufn|auf die|an den|ans|an die) (\p{L}{3,})$/u,
    );
  if (outing && !DOINGS.has(outing[5] ?? '') && !pastOf(outing[5] ?? '') && !STOP.has(outing[5] ?? '')) {
    const hero = context.hero as R;
    const when = outing[1] ? capital(outing[1]) : undefined;
    const who = (outing[3] ?? '')
      .split(' ')
      .map((word) => (word === 'und' ? word : capital(word)))
      .join(' ');
    const to = (outing[4] ?? '').replace(/^aufn$/u, 'auf den');
    const went = hero.pl ? 'gingen' : 'ging';
    const rest = `${outing[2] ?? ''}mit ${who} ${to} ${capital(outing[5] ?? '')}`;
    // (After a word of time, as the outings said so elsewhere: `Nachmittags ging es mit Oma ins Krankenhaus.`)
    return when ? `${when} ging es ${rest}.` : `${capital(hero.nom)} ${went} ${rest}.`;
  }
  // `einfach n richtig schöner tag heut`, `langer tag heut`: the parent's word for the whole day.
  const whole = clean(clause)
    .trim()
    .toLowerCase()
    .replace(/^(?:heut|heute) (?:war )?(.+ tag)$/u, '$1 heute')
    .match(
      /^(einfach )?(?:(?:n|ein|en|so n|so ein) )?((?:(?:richtig|echt|total|super|voll|mega|sehr|ganz|so) )?(?:schöner|langer|voller|aufregender|anstrengender|toller|ruhiger|gemütlicher|fauler|verrückter|spannender|trubeliger|wilder|kuscheliger|entspannter|sonniger|verregneter|kurzer|besonderer)) tag (?:heut|heute)$/u,
    );
  if (whole) {
    const how = (whole[2] ?? '').replace(/^(?:voll|mega|total|so) /u, 'richtig ');
    return `Heute war ${whole[1] ?? ''}ein ${how} Tag.`;
  }
  // `nachmittags gings schon bisschen besser`: how the child was after being poorly or sad.
  const better = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:(nachmittags|abends|mittags|später|danach|dann|am abend|am nachmittag|zum glück) )?(?:gings|ging es|gehts|ging's) ((?:schon|dann|wieder|auch|zum glück) )*(?:(?:ein )?(bisschen|viel|etwas|deutlich) )?besser$/u,
    );
  if (better) {
    const when = better[1] ? capital(better[1]) : 'Dann';
    const how = better[3] ? `${better[3] === 'bisschen' ? 'ein bisschen' : better[3]} ` : '';
    return `${when} ging es ${better[2] ?? ''}${how}besser.`;
  }
  // `den ganzen tag schietwetter`, `draußen nur schneematsch und eisig kalt`: the weather said bare.
  const weather = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(den ganzen tag|heute|heut|draußen|morgens|vormittags|nachmittags|abends) (nur )?(schietwetter|sauwetter|regenwetter|mistwetter|schmuddelwetter|nieselregen|schneematsch|matsch|regen|glatteis|nebel|sturm)(?: und (?:(eisig|bitter|richtig|sehr|total|voll|mega|echt) )?(kalt|nass|windig|stürmisch|grau|dunkel))?$/u,
    );
  if (weather) {
    const when = capital((weather[1] ?? '').replace(/^heut$/u, 'heute').replace(/ tag$/u, ' Tag'));
    const cold = weather[5]
      ? `, und es war ${weather[4] ? `${weather[4].replace(/^(?:total|voll|mega|echt)$/u, 'richtig')} ` : ''}${weather[5]}`
      : '';
    return `${when} war ${weather[2] ?? ''}${capital(weather[3] ?? '')}${cold}.`;
  }
  // `das hat ihn bisschen getröstet`: what comforted the child, said of what came just before.
  const comforted = clean(clause)
    .trim()
    .toLowerCase()
    .match(/^das hat (ihn|sie) (?:(?:ein )?(bisschen|etwas|schon|sehr|total|voll|gleich|sofort) )?getröstet$/u);
  const comfortedChild =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (comforted && comfortedChild && comforted[1] === comfortedChild.akk) {
    const how =
      {
        bisschen: ' ein bisschen',
        etwas: ' ein bisschen',
        schon: ' schon',
        sehr: ' sehr',
        total: ' sehr',
        voll: ' sehr',
        gleich: ' gleich',
        sofort: ' sofort',
      }[comforted[2] ?? ''] ?? '';
    return `Das tröstete ${(context.hero as R).akk}${how}.`;
  }
  // `kita-ausflug zur feuerwache`: the daycare's outing, named by the parent without a verb.
  const trip = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:heut |heute )?(kita|kiga|kindergarten|krippe)[- ]?ausflug (zur|zum|in den|ins|in die|auf den|auf die) (\p{L}{3,})$/u,
    );
  if (trip) {
    const by = { kita: 'die Kita', kiga: 'der Kindergarten', kindergarten: 'der Kindergarten', krippe: 'die Krippe' }[
      trip[1] ?? ''
    ];
    return `Heute machte ${by} einen Ausflug ${trip[2]} ${capital(trip[3] ?? '')}.`;
  }
  // `kindergeburtstag bei seinem cousin ben`: the day's party, at whose.
  const party = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:heut |heute )?(kindergeburtstag|geburtstag|geburtstagsfeier|geburtstagsparty) bei (?:(?:seinem|ihrem|seiner|ihrer) )?(cousin|cousine|freund|freundin|tante|onkel|kumpel) (\p{L}{3,})$/u,
    );
  if (party && !STOP.has(party[3] ?? '') && !SMALL.has(party[3] ?? '')) {
    const hero = context.hero as R;
    const female = /^(cousine|freundin|tante)$/u.test(party[2] ?? '');
    return `Heute war ${capital(party[1] ?? '')} bei ${hero.sein}${female ? 'er' : 'em'} ${capital(party[2] ?? '')} ${capital(party[3] ?? '')}.`;
  }
  // `erster richtiger haarschnitt beim friseur`: a first of the day, said as the noun it is.
  const firstOne = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(?:heut |heute )?(erster|erste|erstes) (?:(richtiger|richtige|richtiges|echter|echte|echtes) )?(\p{L}{3,}) (beim|bei der|im|in der|auf dem|auf der|am) (\p{L}{3,})$/u,
    );
  // (A first day or night is the child's own, told elsewhere: `sein erster Tag in der Kita`.)
  if (
    firstOne &&
    !DOINGS.has(firstOne[3] ?? '') &&
    !pastOf(firstOne[3] ?? '') &&
    !/(?:tag|nacht|mal)$/u.test(firstOne[3] ?? '')
  ) {
    const ending = firstOne[1] ?? '';
    const article = ending === 'erster' ? 'der' : ending === 'erste' ? 'die' : 'das';
    const real = firstOne[2] ? ` ${firstOne[2].replace(/(?:er|es)$/u, 'e')}` : '';
    return `Heute war ${article} erste${real} ${capital(firstOne[3] ?? '')} ${firstOne[4]} ${capital(firstOne[5] ?? '')}.`;
  }
  // `am ende doch rein und hat mit dem quietscheentchen gespielt`: went in after all, and what was done there.
  const inAfterAll = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(am ende|zum schluss|irgendwann|dann|später|aber dann) (?:aber )?doch (?:rein|hinein|reingegangen|reingestiegen|rein gegangen|rein gestiegen)(?: und (.+))?$/u,
    );
  if (inAfterAll) {
    const hero = context.hero as R;
    const when = {
      'am ende': 'Am Ende',
      'zum schluss': 'Zum Schluss',
      irgendwann: 'Irgendwann',
      dann: 'Dann',
      später: 'Später',
      'aber dann': 'Dann',
    }[inAfterAll[1] ?? ''];
    const first = `${when} ${hero.pl ? 'gingen' : 'ging'} ${hero.nom} doch hinein`;
    const then = inAfterAll[2] ? retell(inAfterAll[2], context) : undefined;
    // (Told of the hero by name or, later in a scene, by pronoun: either way the verb after it follows `und`.)
    const lead = [`${capital(hero.nom)} `, `${capital(hero.er)} `].find((one) => then?.startsWith(one));
    if (then && lead) return `${first} und ${then.slice(lead.length)}`;
    return `${first}.`;
  }
  // `papa is heut von seiner dienstreise aus münchen wiedergekommen`: a parent home from a trip, with where from.
  const back = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^(mama|mami|papa|papi) (?:is|ist) (?:(heut|heute|endlich|abends|heut abend|heute abend|mittags|nachmittags) )?(?:(?:(von (?:seiner|ihrer|der) (?:dienstreise|geschäftsreise|reise|messe|konferenz|kur|fortbildung|tagung|montage))|(?:aus|von) (\p{L}{3,})|(von (?:seiner|ihrer|der) (?:dienstreise|geschäftsreise|reise|messe|konferenz|kur|fortbildung|tagung|montage)) (?:aus|in) (\p{L}{3,})) )?(?:wieder ?gekommen|zurückgekommen|zurückgekommen|heimgekommen|wieder heimgekommen|nach hause gekommen|zurück|wieder da|wieder zuhause|wieder zu hause)$/u,
    );
  if (back && (back[2] || back[3] || back[4] || back[5])) {
    const who = capital(back[1] ?? '');
    const when = {
      heut: 'Heute',
      heute: 'Heute',
      endlich: 'Endlich',
      abends: 'Abends',
      'heut abend': 'Abends',
      'heute abend': 'Abends',
      mittags: 'Mittags',
      nachmittags: 'Nachmittags',
    }[back[2] ?? ''];
    const trip = withNounCapitals(back[3] ?? back[5] ?? '');
    const from = back[4] ?? back[6];
    const where = [trip, from ? `aus ${capital(from)}` : ''].filter(Boolean).join(' ');
    const told = `${who} ${where ? `${where} ` : ''}wieder nach Hause`;
    return when ? `${when} kam ${told}.` : `${who} kam ${told.slice(who.length + 1)}.`;
  }
  // `seit vorgestern is sein brüderchen anton zuhause`: the new baby home, as the child's own brother or sister.
  const babyHome = clean(clause)
    .trim()
    .toLowerCase()
    .match(
      /^seit (gestern|vorgestern|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|\p{L}+ tagen) (?:is|ist) (?:sein|ihr|unser|das|die|der|unsere) (?:(kleine|kleiner|kleines) )?(brüderchen|schwesterchen|baby|bruder|schwester)(?: (\p{L}{3,}))? (?:endlich )?(zuhause|zu hause|daheim|da)$/u,
    );
  if (babyHome && !STOP.has(babyHome[4] ?? '') && !SMALL.has(babyHome[4] ?? '')) {
    const hero = context.hero as R;
    const since = /^(gestern|vorgestern)$/u.test(babyHome[1] ?? '') ? babyHome[1] : capital(babyHome[1] ?? '');
    const baby = babyHome[3] ?? '';
    const female = /schwester$/u.test(baby);
    const own = `${hero.sein}${female ? 'e' : ''}`;
    const small = babyHome[2] ? (female ? 'kleine ' : /chen$|^baby$/u.test(baby) ? 'kleines ' : 'kleiner ') : '';
    const name = babyHome[4] ? ` ${capital(babyHome[4])}` : '';
    const where = babyHome[5] === 'da' ? 'da' : 'zu Hause';
    return `Seit ${since} war ${own} ${small}${capital(baby)}${name} ${where}.`;
  }
  // `sie sollte nur mäh sagen`: the child's one line in a play, quoted as the word it was.
  const line = clean(clause)
    .trim()
    .toLowerCase()
    .match(/^(sie|er) sollte (?:(eigentlich) )?(?:(nur) )?(\p{L}+(?: \p{L}+)?) sagen$/u);
  const lineChild =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (line && lineChild && line[1] === lineChild.subject) {
    const hero = context.hero as R;
    const how = [line[2], line[3]].filter(Boolean).join(' ');
    return `${capital(hero.nom)} ${hero.pl ? 'sollten' : 'sollte'} ${how ? `${how} ` : ''}„${capital(line[4] ?? '')}“ sagen.`;
  }
  // `heut früh als sie aufgewacht is lag mama schon neben ihr im bett`: the waking and who was there, one sentence
  // (`Morgens, als die kleine Eule aufwachte, lag Mama schon neben ihr im Bett.`), never two told apart.
  const woke = clause.match(
    /^((?:heut früh|heute früh|heut morgen|heute morgen|morgens|früh) )?als (sie|er) (?:aufgewacht|wach geworden) (?:is|ist|war),? (lag|stand|saß|sass|war|kam) (mama|mami|papa|papi|oma|omi|opa|opi) (.+)$/iu,
  );
  const wokeChild =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (woke && wokeChild && (woke[2] ?? '').toLowerCase() === wokeChild.subject) {
    const hero = context.hero as R;
    const who = capital((woke[4] ?? '').toLowerCase());
    const verb = (woke[3] ?? '').toLowerCase().replace(/^sass$/u, 'saß');
    const told = retell(`${who} ${verb} ${woke[5] ?? ''}`, context);
    if (told?.startsWith(`${who} ${verb} `)) {
      const rest = told.slice(`${who} ${verb} `.length).replace(hero.dat, hero.ihm);
      const when = woke[1] ? 'Morgens, als' : 'Als';
      return `${when} ${hero.nom} ${hero.pl ? 'aufwachten' : 'aufwachte'}, ${verb} ${who} ${rest}`;
    }
  }
  // `morgens lag im garten ein großer ast vom apfelbaum`: what lay there, said after its place, told as it was said.
  const lying = clean(clause)
    .toLowerCase()
    .match(
      /^((?:morgens|abends|mittags|nachmittags|heut früh|heute früh|heut morgen|heute morgen|draußen|plötzlich) )?(lag|lagen|stand|standen) ((?:im|auf dem|aufm|auf der|vor der|vorm|vor dem|in der|unterm|unter dem|am|mitten im|mitten auf der) \p{L}{3,}) ((?:ein|eine|n|ne|viele|ganz viele|zwei|drei) (?:\p{L}+ ){0,3}\p{L}{3,})$/u,
    );
  if (lying) {
    const when = (lying[1] ?? '').replace(/^heut /u, 'heute ');
    const where = (lying[3] ?? '').replace(/^aufm /u, 'auf dem ').replace(/^vorm /u, 'vor dem ');
    const what = (lying[4] ?? '').replace(/^n /u, 'ein ').replace(/^ne /u, 'eine ');
    return ended(capital(withNounCapitals(`${when}${lying[2]} ${where} ${what}`)));
  }
  const closed = closedText(clause, context.hero as R) ?? spoiledText(clause, context.hero as R);
  if (closed) return closed;
  const compared = asBigText(clause);
  if (compared) return compared;
  const rest = laidToRestText(clause, context.hero as R, context) ?? laidOnText(clause, context.hero as R, context);
  if (rest) return rest;
  const walk = lanternWalkText(clause);
  if (walk) return walk;
  const home = rideHomeText(clause, context);
  if (home) return home;
  const tired = soTiredText(clause, context);
  if (tired) return tired;
  const song = songText(clause, context);
  if (song) return song;
  const dropped = droppedText(clause);
  if (dropped) return dropped;
  const tall = clean(clause).match(AS_TALL);
  if (tall) {
    const built = retell(tall[1] ?? '', context);
    if (built?.endsWith('.'))
      return `${built.slice(0, -1)}, ${tall[2]?.toLowerCase()} ${tall[3]?.toLowerCase()} wie ${context.hero.nom} selbst!`;
  }
  const gone = goneText(clause, context) ?? foundText(clause, context);
  if (gone) return gone;
  // `nen hai gesehn der ganz nah an die scheibe kam`: what was seen, then what it did, after its comma.
  const which = clean(clause).trim().match(RELATIVE_AFTER);
  if (which) {
    const seen = retell(which[1] ?? '', context);
    if (seen?.endsWith('.') && !seen.includes(','))
      return `${seen.slice(0, -1)}, ${withNounCapitals(`${which[2]?.toLowerCase()} ${which[3]?.toLowerCase()}`)}.`;
  }
  // `nachmittags mit papa aufn spielplatz wo er mit ben ne burg gebaut hat`: the place, then what the child did there,
  // its verb last as a `wo` clause says it (`… auf den Spielplatz, und dort baute der kleine Bär mit Ben eine Burg.`).
  const there = clean(clause)
    .trim()
    .match(/^(.+?),? wo (er|sie) ((?:\p{L}+ ){1,8})(ge\p{L}{3,}(?:t|en)) (hat|ist|is)$/iu);
  if (there) {
    const place = retell(there[1] ?? '', context);
    const deed = retell(`${there[2]} ${there[5]} ${there[3]}${there[4]}`, context);
    const hero = capital((context.hero as R).nom);
    const done = deed?.startsWith(`${hero} `) ? deed.slice(hero.length + 1).match(/^(\p{L}+) (.+)$/u) : null;
    if (place?.endsWith('.') && !place.includes(' wo ') && done)
      return `${place.slice(0, -1)}, und dort ${done[1]} ${(context.hero as R).nom} ${done[2]}`;
  }
  const told = withSharedObject(retellBody(clause, context));
  const bath = told?.match(IN_THE_BATH);
  return bath ? `${bath[1]}planschte ${bath[2]} ${bath[4]} in der ${bath[3]}.` : told;
}

/** Someone of the child's daycare who told what the child did, then `dass` and the doing with its helper last. */
const TOLD_THAT =
  /^(?:(?:beim abholen|bei der abholung|heute|heut|mittags|nachmittags|später|dann) )*(?:hat )?(?:die |der |unsere |unser |seine |ihre )?(?:erzieherin|erzieher|tagesmutter|tagesvater|lehrerin|lehrer|trainerin|trainer|betreuerin|betreuer|kita|kindergärtnerin)(?: hat)?(?: beim abholen)? (?:gesagt|erzählt|gemeint|berichtet),? dass (sie|er) (.+?) (hat|ist|war|hatte)$/iu;

/** A participle, then `der`, `die` or `das` and what that one did, its verb last: a relative clause without its comma. */
const RELATIVE_AFTER =
  /^(.+ ge\p{L}{3,}(?:t|en)) (der|die|das) ((?:\p{L}+ ){1,6}(?:kam|kamen|war|waren|lag|lagen|schwamm|schwammen|flog|flogen|stand|standen|saß|saßen|ging|gingen|hatte|hatten|sprang|sprangen|\p{L}{3,}te|\p{L}{3,}ten))$/iu;

/** `sein kuschelhase schlappi war weg`: a thing of the child's that was gone, with its name when it has one. */
const GONE =
  /^(?:(?:heute|heut|plötzlich|auf einmal|dann|und|da) )*(sein|seine|ihr|ihre|der|die|das|unser|unsere) (\p{L}{3,})(?: (\p{L}{3,}))? (?:war|is|ist|isch) (?:(?:auf einmal|plötzlich|einfach|spurlos|total|voll) )*(weg|verschwunden|futsch|nicht mehr da)$/iu;

function goneText(clause: string, context: RetellContext): string | undefined {
  // `schnuffi war weg!!`: a cuddly toy by its own name, said bare, is gone by that name.
  const bare = clean(clause)
    .trim()
    .match(
      /^(\p{L}{3,}) (?:war|is|ist) (?:(?:auf einmal|plötzlich|einfach|spurlos|total|voll) )*(weg|verschwunden|futsch)$/iu,
    );
  const ownName = (bare?.[1] ?? '').toLowerCase();
  if (bare && !STOP.has(ownName) && !SMALL.has(ownName) && !/^(er|sie|es|alles|keiner|niemand)$/u.test(ownName))
    return `${capital(ownName)} war ${bare[2]?.toLowerCase()}.`;
  const match = clean(clause).trim().match(GONE);
  if (!match) return undefined;
  const [, whose = '', thing = '', called, gone = ''] = match;
  const low = whose.toLowerCase();
  const name = called ? context.names.find((one) => one.toLowerCase() === called.toLowerCase()) : undefined;
  if (called && !name) return undefined;
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  const hero = context.hero as R;
  // The child's own thing is the hero's (`sein` of the little owl is `ihr`); another's keeps the parent's word.
  const own = child && low.startsWith(child.own) ? `${hero.sein}${low.slice(child.own.length)}` : low;
  if (!child && /^(sein|seine|ihr|ihre)$/u.test(low)) return undefined;
  // `der schnuffi war weg`: a thing called by its own name is said by that name, without the spoken article.
  const byOwnName = called ? undefined : context.names.find((one) => one.toLowerCase() === thing.toLowerCase());
  if (byOwnName && /^(der|die|das)$/u.test(low)) return `${byOwnName} war ${gone.toLowerCase()}.`;
  return `${capital(own)} ${capital(thing.toLowerCase())}${name ? ` ${name}` : ''} war ${gone.toLowerCase()}.`;
}

/**
 * `sein kuschelhase schlappi war weg … er lag unterm tisch beim bäcker … papa hat ihn abgeholt`: after a toy of his
 * gone, `er` where it lay and `ihn` fetched or found are the toy, never the child.
 */
function foundText(clause: string, context: RetellContext): string | undefined {
  // `der schnuffi (sein kuschelhase) war weg`: what the parent says of the thing in brackets is no part of its name.
  const description = (context.description ?? '').toLowerCase().replace(/\s*\([^()]*\)/gu, '');
  // `war ihr schnuller in der umkleide weg` (the verb first) is a thing gone as much as `ihr schnuller war weg`.
  const lost =
    description.match(
      /(?<![\p{L}])(?:sein|ihr|der|unser) (\p{L}{3,})(?: (\p{L}{3,}))? (?:war|is|ist) (?:(?:auf einmal|plötzlich|einfach|spurlos|total|voll) )*(?:weg|verschwunden|futsch)(?![\p{L}])/u,
    ) ??
    description.match(
      /(?<![\p{L}])(?:war|is|ist) (?:sein|ihr|der|unser) (\p{L}{3,})()(?: (?:im|in der|in dem|am|beim|auf dem|unterm) \p{L}{3,})? (?:weg|verschwunden|futsch)(?![\p{L}])/u,
    ) ??
    // `schnuffi war weg!!`: a cuddly toy by its own name, said bare at the start of a sentence.
    description.match(
      /(?:^|[.!?]\s*)()(\p{L}{3,}) (?:war|is|ist) (?:(?:auf einmal|plötzlich|einfach|spurlos|total|voll) )*(?:weg|verschwunden|futsch)(?![\p{L}])/u,
    );
  if (!lost) return undefined;
  const bare = lost[1] === '' && lost[2] !== undefined && !STOP.has(lost[2]) && !SMALL.has(lost[2]);
  if (lost[1] === '' && !bare) return undefined;
  // A thing called by its own name (`der schnuffi … war weg`) is said by that name alone.
  const name =
    context.names.find((one) => one.toLowerCase() === (lost[2] || lost[1])) ??
    (bare ? capital(lost[2] ?? '') : undefined);
  if (lost[2] && !name) return undefined;
  const it = name ?? `der ${capital(lost[1] ?? '')}`;
  const text = clean(clause).trim().toLowerCase();
  const lay = text.match(
    /^(?:(?:und|dann|da|am ende|am schluss|zum schluss|schließlich|endlich) )*(?:lag |war )?er (?:(?:dann|doch|einfach|zum glück) )*(?:lag |war )?((?:unterm|unter dem|unter der|hinterm|hinter dem|hinter der|im|in der|in dem|beim|auf dem|aufm|auf der|neben dem|neben der|zwischen den) (?:\p{L}+ ){0,3}?\p{L}+)(?:,? wo .+)?$/u,
  );
  if (lay && /(?<![\p{L}])(lag|war)(?![\p{L}])/u.test(text))
    return `${capital(it)} lag ${withNounCapitals(
      (lay[1] ?? '')
        .replace(/^unterm /u, 'unter dem ')
        .replace(/^hinterm /u, 'hinter dem ')
        .replace(/^aufm /u, 'auf dem '),
    )}.`;
  const fetched = text.match(
    /^(?:(?:und|dann|da) )?(papa|mama|oma|opa|papi|mami|tante \p{L}+|onkel \p{L}+|(?:die|der) (?:frau|mann|bademeister|bademeisterin|erzieherin|erzieher|verkäuferin|verkäufer|kassiererin|kassierer)(?: (?:an|von|aus) der \p{L}{3,})?) hat ihn (?:(?:dann|gleich|sofort|schnell|zum glück) )*(abgeholt|geholt|gefunden|wiedergefunden|zurückgebracht|heimgebracht)$/u,
  );
  // `papa hatte ihn aus versehen mit reingetan`: what someone did to `ihn` after the toy was gone, they did to the toy.
  const toToy = !fetched
    ? text.match(
        /^(?:(?:und|dann|da) )?(papa|mama|oma|opa|papi|mami) (hat|hatte) ihn (?!(?:abgeholt|geholt|gefunden)$)(.+)$/u,
      )
    : null;
  if (toToy) {
    const told = retell(`${toToy[1]} ${toToy[2]} ${name ?? `den ${lost[1] ?? ''}`} ${toToy[3]}`, context);
    return told && !told.includes(context.hero.akk) ? told : undefined;
  }
  if (!fetched) return undefined;
  const did = {
    abgeholt: ['holte', 'ab'],
    geholt: ['holte', ''],
    gefunden: ['fand', ''],
    wiedergefunden: ['fand', 'wieder'],
    zurückgebracht: ['brachte', 'zurück'],
    heimgebracht: ['brachte', 'heim'],
  }[fetched[2] ?? ''];
  if (!did) return undefined;
  const whom = name ?? `den ${capital(lost[1] ?? '')}`;
  return tidy(`${withNounCapitals(capital(fetched[1] ?? ''))} ${did[0]} ${whom} ${did[1]}`)
    .trim()
    .concat('.');
}

/**
 * `ihre gummistiefel geputzt und vor die tür gestellt`: the thing of the first doing is what the second one puts
 * somewhere, said again as a pronoun (`putzte ihre Gummistiefel und stellte sie vor die Tür`), as German needs it.
 */
const SHARED_OBJECT =
  /(?<![\p{L}])(?<!(?:in|an|auf|für|durch|um|über|unter|vor|hinter|neben|gegen|ohne|ins|aufs) )(seine|ihre|die|meine|unsere|seinen|ihren|den|meinen|unseren|sein|ihr|das|mein|unser) ((?:\p{Ll}+ )?\p{Lu}\p{L}+) und (stellte|stellten|legte|legten|hängte|hängten|setzte|setzten|steckte|steckten|packte|packten|trug|trugen|brachte|brachten) (?=(?:vor|in|auf|an|unter|neben|hinter|ins|aufs|ans|zu|zum|zur|nach)(?![\p{L}]))/u;

/** `auf einem Kindersitz der aussah wie ein rotes Auto`: a thing and what it looked like, with its comma. */
const LOOKED_LIKE =
  /(?<=\p{Lu}\p{Ll}+) (der|die|das) (aussah|aussahen|ausschaute|ausschauten|hieß|roch|klang) (?=wie |nach )/gu;

/**
 * `ein vogelhäuschen gebaut und angemalt`: a second doing with only its separable part left (`und malte an`) does it
 * to the same thing, said again as a pronoun (`baute ein Vogelhäuschen und malte es an`).
 */
const SHARED_SEPARABLE =
  /(?<![\p{L}])(ein|eine|einen|das|die|den|sein|seine|seinen|ihr|ihre|ihren|mein|meine|meinen) ((?:\p{Ll}+ )?\p{Lu}\p{L}+) und (\p{L}{3,}te|\p{L}{3,}ten) (an|aus|auf|ab|ein|zu|zusammen|um|weg|mit|hoch)(?=[.!]$)/u;

function withSharedObject(told: string | undefined): string | undefined {
  if (!told) return told;
  return told
    .replace(SHARED_SEPARABLE, (_whole, article: string, thing: string, did: string, part: string) => {
      const it = /^(einen|den|seinen|ihren|meinen)$/u.test(article)
        ? 'ihn'
        : /^(eine|die|seine|ihre|meine)$/u.test(article)
          ? 'sie'
          : 'es';
      return `${article} ${thing} und ${did} ${it} ${part}`;
    })
    .replace(LOOKED_LIKE, ', $1 $2 ')
    .replace(SHARED_OBJECT, (_whole, article: string, thing: string, put: string) => {
      const it = /^(seinen|ihren|den|meinen|unseren)$/u.test(article)
        ? 'ihn'
        : /^(sein|ihr|das|mein|unser)$/u.test(article)
          ? 'es'
          : 'sie';
      return `${article} ${thing} und ${put} ${it} `;
    });
}

function retellBody(clause: string, context: RetellContext): string | undefined {
  // `beim kerzen auspusten hat sie voll gespuckt lol`: blowing out the candles so hard that it sprayed, and everyone
  // laughed; not being sick (`spuckte sie voll` reads as that).
  if (CANDLE_SPIT.test(clause))
    return `Beim Kerzenauspusten pustete ${context.hero.nom} so kräftig, dass es spritzte, und alle lachten.`;
  const passive = passiveText(clause);
  if (passive) return passive;
  const verdict = verdictText(clause);
  if (verdict) return verdict;
  const illness = clean(clause).toLowerCase().match(ILLNESS)?.[1];
  if (illness) return `${capital(context.hero.nom)} hatte ${ILLNESSES[illness] ?? capital(illness)}.`;
  const sick = sickDayText(clause, context) ?? askedInTearsText(clause, context);
  if (sick) return sick;
  const trouble =
    wormText(clause, context.hero as R) ??
    lostChildText(clause, context.hero as R) ??
    stuckUpText(clause) ??
    troubleText(clause, context) ??
    braveText(clause, context) ??
    tasteText(clause);
  if (trouble) return trouble;
  const parted = likeText(clause, context) ?? andLaterText(clause, context);
  if (parted) return parted;
  const dared = daredText(clause, context);
  if (dared) return dared;
  const own =
    saidText(clause, context) ??
    saidAfterText(clause, context) ??
    wayText(clause, context) ??
    dayOwnText(clause, context);
  if (own) return own;
  const told = withCalledOut(retellOne(clause, context), clause);
  if (told) return told;
  // What the clause-by-clause reading cannot tell whole: a first time (`des erste mal … gwesen`), an anger with more
  // after it (`… angebrüllt u mit nem legostein nach ihm geworfen`).
  const moment = firstTimeText(clause, context) ?? angryText(clause, context) ?? becauseText(clause, context);
  if (moment) return moment;
  // `voll panik vorm staubsauger, sobald ich den anmach rennt sie …`: when the whole cannot be told, the main clause
  // before `sobald` or `wenn` still tells what happened (the fear and its cause).
  const head = clause.match(/^(.+?),\s*(?:sobald|wenn|immer wenn|jedes mal wenn)\s/iu)?.[1];
  if (!head) return undefined;
  readingNow().before.set(head, readingNow().before.get(clause) ?? []);
  readingNow().inClause.set(head, readingNow().inClause.get(clause) ?? []);
  readingNow().opened.set(head, readingNow().opened.get(clause) ?? '');
  return withCalledOut(retellOne(head, context), head);
}
/** Where a child goes for the first time (`beim kinderturnen`), with the preposition the story says it with. */
const FIRST_AT =
  /^(?:(?:heute|heut|heit|und|dann) )*(?:(?:war|is|ist|waren) (?:(?:er|sie|der kleine|die kleine) )?)?(?:des|das|s|zum|zu[mn]) ersten? mal(?:e)? (beim|im|in der|in die|auf dem|aufm|am) (\p{L}{4,})(?: (?:gewesen|gwesen|gwesn|gewesn|gsi|war|waren))?$/iu;

/**
 * A first time (`heut des erste mal beim kinderturnen gwesen`, `war heute zum ersten mal im kinderturnen`): the day's
 * place, said as the day's news (`Heute war Zuri zum ersten Mal beim Kinderturnen.`).
 */
function firstTimeText(clause: string, context: RetellContext): string | undefined {
  const found = clean(clause).toLowerCase().match(FIRST_AT);
  if (!found) return undefined;
  const place = found[2] ?? '';
  if (SMALL.has(place) || STOP.has(place) || PAST.has(place)) return undefined;
  const at = { aufm: 'auf dem', 'in die': 'in der' }[found[1] ?? ''] ?? found[1];
  return `Heute war ${context.hero.nom} zum ersten Mal ${at} ${capital(place)}.`;
}

/** How parents say a child shouted at someone in anger (`angebrüllt`, `angeschrien`, `angeschrieen`, `angemotzt`). */
const SHOUTED_AT =
  /^(den|die|das|seine|seinen|ihre|ihren|unseren?|unsere) (\p{L}{3,}) (?:angebrüllt|angeschrien|angeschrieen|angschrien|angmotzt|angemotzt|angefaucht)(?![\p{L}])/u;
const ANGRY =
  /^(?:(?:und|dann|da) )*(?:(?:er|sie) )?(?:war|is|ist|wurde) (?:(?:so+|total|mega|voll|richtig|ganz|furchtbar|sehr) )*(wütend|sauer|zornig|grantig|wuetend)(?:,? (?:und |u |dass (?:er|sie) )?(?:hat )?(.+))?$/u;

/**
 * The day's anger told whole, with whom it was at (`er war sooo wütend hat den kater angebrüllt`: `Zuri war sooo
 * wütend, dass er den Kater anbrüllte.`); what the anger did after that (a thrown brick) is not for a bedtime story.
 */
function angryText(clause: string, context: RetellContext): string | undefined {
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  const text = clean(clause).toLowerCase();
  const found = text.match(ANGRY);
  if (!found || !child) return undefined;
  const who = text.match(/^(?:(?:und|dann|da) )*(er|sie) /u)?.[1];
  if (who && who !== child.subject) return undefined;
  const so = /(?<![\p{L}])so+(?![\p{L}])/u.exec(text)?.[0];
  const angry = `${capital(context.hero.nom)} war ${so ? `${so} ` : 'ganz '}${found[1] === 'wuetend' ? 'wütend' : found[1]}`;
  if (!found[2]) return `${angry}.`;
  const at = found[2].match(SHOUTED_AT);
  if (!at) return `${angry}.`;
  const whom = `${{ seine: 'die', seinen: 'den', ihre: 'die', ihren: 'den', unsere: 'die', unseren: 'den' }[at[1] ?? ''] ?? at[1]} ${capital(at[2] ?? '')}`;
  return `${angry} und brüllte ${whom} an.`;
}

const ANGRY_BECAUSE =
  /^(?:(?:und|dann|da) )*(?:(?:er|sie) )?(?:war|is|ist|wurde) (?:(?:heut|heute|so+|total|mega|voll|richtig|ganz|furchtbar|sehr) )*(wütend|sauer|stinksauer|stinkesauer|stinkwütend|zornig|traurig|enttäuscht),? (?:weil|weils|da) (.+)$/u;
/** Who did it in a `weil` clause, before its verb at the end (`sein freund karl ihn … spielen lassen hat`). */
const BECAUSE_WHO =
  /^((?:(?:sein|seine|ihr|ihre|der|die|das|mein|meine|unser|unsere) )?(?:(?:große|großer|kleine|kleiner|beste|bester) )?(?:(?:freund|freundin|bruder|schwester|cousin|cousine|kumpel|papa|mama|oma|opa) )?\p{L}+) (.+) (hat|hatte|ist|war|wollte|durfte|konnte|musste|sollte)$/u;

/**
 * An anger or a sadness and its cause (`war stinksauer weil sein freund karl ihn nich mit seim bagger spielen lassen
 * hat`): the cause first, as it happened, then how the child felt (`Sein Freund Karl ließ Zuri nicht mit seinem Bagger
 * spielen. Da wurde Zuri so wütend.`), so the trouble is told with what began it.
 */
function becauseText(clause: string, context: RetellContext): string | undefined {
  const found = clean(clause).toLowerCase().match(ANGRY_BECAUSE);
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (!found || !child) return undefined;
  const who = found[0].match(/^(?:(?:und|dann|da) )*(er|sie) /u)?.[1];
  if (who && who !== child.subject) return undefined;
  const cause = (found[2] ?? '').replace(/,$/u, '').match(BECAUSE_WHO);
  if (!cause) return undefined;
  const part = `${cause[1]} ${cause[3]} ${cause[2]}`;
  readingNow().before.set(part, readingNow().before.get(clause) ?? []);
  readingNow().inClause.set(part, readingNow().inClause.get(clause) ?? []);
  readingNow().opened.set(part, readingNow().opened.get(clause) ?? '');
  const told = retellOne(part, context);
  if (!told) return undefined;
  const feeling = /^(traurig|enttäuscht)$/u.test(found[1] ?? '') ? found[1] : 'wütend';
  return `${told} Da wurde ${context.hero.nom} so ${feeling}.`;
}

/** A child's illness the parent wrote as one word, the day's whole heading (`windpocken 🙄`, `magen darm`). */
const ILLNESSES: Record<string, string> = {
  windpocken: 'Windpocken',
  'wind pocken': 'Windpocken',
  masern: 'Masern',
  scharlach: 'Scharlach',
  röteln: 'Röteln',
  mumps: 'Mumps',
  'hand fuß mund': 'die Hand-Fuß-Mund-Krankheit',
  'hand-fuß-mund': 'die Hand-Fuß-Mund-Krankheit',
  'magen darm': 'einen Magen-Darm-Infekt',
  'magen-darm': 'einen Magen-Darm-Infekt',
  fieber: 'Fieber',
  bindehautentzündung: 'eine Bindehautentzündung',
  mittelohrentzündung: 'eine Mittelohrentzündung',
};
const ILLNESS = new RegExp(
  `^(?:(?:hat|hatte|haben|ham) )?(?:(?:jetzt|jetz|heute|heut|leider|die|den|das) )*(${Object.keys(ILLNESSES).join('|')})$`,
  'u',
);

const TIMES_SICK =
  /^(?:(?:sie|er) )?(?:hat|hatte)? ?(?:(?:\d+|zwei|drei|vier|fünf|paar|ein paar|mehrmals)[ -]?(?:mal|x) |(?:zwei|drei|vier|paar)mal |mehrmals |heute |nachts |)(?:gespuckt|gspuckt|gekotzt|gkotzt|gebrochen|erbrochen|sich übergeben)(?:,? (?:(?:und |u )?(?:einmal|1 ?mal|1x|sogar|auch) )+ins bett)?$/u;

/**
 * Being sick told as a parent tells it to a small child (`hat 3 mal gespuckt einmal ins bett`: `Zuri musste spucken,
 * sogar ins Bett.`): never counted, never more than the parent said.
 */
function sickDayText(clause: string, context: RetellContext): string | undefined {
  const text = clean(clause).toLowerCase();
  const found = text.match(TIMES_SICK);
  if (!found) return undefined;
  const who = text.match(/^(er|sie) /u)?.[1];
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (who && who !== child?.subject) return undefined;
  return `${capital(context.hero.nom)} musste spucken${/ins bett$/u.test(text) ? ', sogar ins Bett' : ''}.`;
}

const A_LITTLE = '(?:(?:ein |n |a )?(?:bissl|bissel|bisserl|bisschen|bischen|bißchen|bissle|wenig)|leise)';
const TEARS_ASKING = new RegExp(
  `^(?:(?:und|jetzt|jetz|grad|gerade|dann|abends|vorhin) )*(?:(?<who>er|sie) )?(?:(?:hat|hatte) )?(?:(?:grad|gerade|jetzt|jetz|noch) )*(?<before>${A_LITTLE} )?(?:weint|geweint|weinte|heult|geheult|schluchzt)(?: (?<after>er|sie))?(?: (?:grad|gerade|noch|jetzt|jetz))*(?<little> ${A_LITTLE})?(?: (?:grad|gerade|noch))*,? (?:u|und) (?:hat )?(?:fragt|gefragt|fragte),? ob (?<asked>.{6,80})$`,
  'u',
);

/**
 * Tears with the child's own worry (`jetzt weint er grad bissl u fragt ob die fee auch gut drauf aufpasst`): the
 * question is the trouble's cause, so it is told with the tears, never a stock `something made him sad`.
 */
function askedInTearsText(clause: string, context: RetellContext): string | undefined {
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  const found = clean(clause).toLowerCase().match(TEARS_ASKING);
  const who = found?.groups?.who ?? found?.groups?.after;
  if (!found || !child || (who && who !== child.subject)) return undefined;
  const asked = (found.groups?.asked ?? '')
    .replace(/(?<![\p{L}])drauf(?![\p{L}])/gu, 'darauf')
    .replace(/(?<![\p{L}])drum(?![\p{L}])/gu, 'darum')
    .replace(/(?<![\p{L}])nich(?![\p{L}])/gu, 'nicht');
  if (asked.split(' ').some((word) => /^(ich|mich|mir|wir|uns|du|dich|dir)$/u.test(word))) return undefined;
  const little = found.groups?.little || found.groups?.before ? ' ein bisschen' : '';
  return `${capital(context.hero.nom)} weinte${little} und fragte, ${withNounCapitals(`ob ${asked}`)}.`;
}

/** Aches a parent names as one word (`ohrenweh`, `bauchschmerzen`): the body part, with its article. */
const ACHES: Record<string, string> = {
  ohr: 'das Ohr',
  ohren: 'das Ohr',
  bauch: 'der Bauch',
  kopf: 'der Kopf',
  hals: 'der Hals',
  zahn: 'ein Zahn',
  zähne: 'die Zähne',
  knie: 'das Knie',
  fuß: 'der Fuß',
  rücken: 'der Rücken',
};
const ACHE =
  /^(?:(?:sie|er) )?(?:(?:hat|hatte|hatt|hats) )?(?:(?:so|voll|ganz|total|schlimm|starke?|doll|bissl|bisschen|leichte?) )*(ohren|ohr|bauch|kopf|hals|zahn|zähne|knie|fuß|rücken)(?:weh|schmerzen|schmerz|aua)(?: (?:seit|schon seit) (gestern nacht|gestern abend|gestern|heute nacht|heut nacht|heute früh|heut früh|heute morgen|heut morgen|letzter nacht|der nacht|heute|heut|zwei tagen|paar tagen|ein paar tagen|tagen))?$/iu;
/** When an ache or a fear began, as the story says it (`seit gestern nacht`: `Seit gestern Nacht`). */
const SINCE: Record<string, string> = {
  'gestern nacht': 'gestern Nacht',
  'gestern abend': 'gestern Abend',
  gestern: 'gestern',
  'heute nacht': 'heute Nacht',
  'heut nacht': 'heute Nacht',
  'heute früh': 'heute früh',
  'heut früh': 'heute früh',
  'heute morgen': 'heute Morgen',
  'heut morgen': 'heute Morgen',
  'letzter nacht': 'letzter Nacht',
  'der nacht': 'der Nacht',
  heute: 'heute',
  heut: 'heute',
  'zwei tagen': 'zwei Tagen',
  'paar tagen': 'ein paar Tagen',
  'ein paar tagen': 'ein paar Tagen',
  tagen: 'Tagen',
};
/** Where the monster is, as the child says it (`unterm bett`, `im schrank`). */
const MONSTER_PLACES: Record<string, string> = {
  'unterm bett': 'unterm Bett',
  'unter dem bett': 'unterm Bett',
  'unter seinem bett': 'unterm Bett',
  'unter ihrem bett': 'unterm Bett',
  'im schrank': 'im Schrank',
  'im kleiderschrank': 'im Schrank',
  'im zimmer': 'im Zimmer',
  'in seinem zimmer': 'im Zimmer',
  'in ihrem zimmer': 'im Zimmer',
};
const MONSTER =
  /^(?:(?:und |weil |denn )?da )?(?:wär|wäre|wär'|sei|ist|is|wohnt|wohne|lebt|lebe|versteckt sich|steckt)\s+(?:n|ein|en|a|so ein|so n|so ne)\s+monster\s+(unterm bett|unter dem bett|unter seinem bett|unter ihrem bett|im schrank|im kleiderschrank|im zimmer|in seinem zimmer|in ihrem zimmer)$/iu;
const NOT_ALONE =
  /^(?:(?:sie|er) )?(?:will|wollte|mag|traut sich|trau sich)(?: (?:sie|er))?(?: seit (paar tagen|ein paar tagen|tagen|zwei tagen))?\s+(?:nich|nicht|net|ned|nimmer)(?: mehr)?\s+allein[e]?\s+(?:in|ins)\s+(?:(?:sein|ihr|das|ihrem|seinem)\s+)?zimmer(?: gehen| schlafen)?$/iu;
const TOO_LOUD =
  /^(?:(beim|bei der|bei den|im|in der|am) (\p{L}+) )?(?:wars|war's|war es|war|is es|ist es|wurde es|wars da)\s+(?:(?:ihr|ihm)\s+)?(?:(?:echt|total|voll|viel|so|einfach)\s+)*zu laut$/iu;
const MESS =
  /^(?:(?:die|der|das) )?(halbe|ganze) (küche|wohnung|bad|badezimmer|tisch|boden|zimmer) (?:war |is |ist )?(?:voll|voller|voll mit) (mehl|matsch|sand|farbe|schaum|wasser|teig|glitzer)$/iu;
const MESS_GENDER: Record<string, string> = {
  küche: 'Die halbe Küche',
  wohnung: 'Die halbe Wohnung',
  bad: 'Das halbe Bad',
  badezimmer: 'Das halbe Badezimmer',
  tisch: 'Der halbe Tisch',
  boden: 'Der halbe Boden',
  zimmer: 'Das halbe Zimmer',
};

/** How the parent judged what happened (`war gar nich schlimm`, `wars voll lustig`): said of it, never of the child. */
const VERDICT =
  /^(?:(?:und|aber|also) )?(?:es |das )?(?:war|wars|war's|warn|is|ist|isses)\s+((?:(?:gar|ganz|echt|total|voll|überhaupt|halb|so|sooo|soo|super|richtig|doch|eigentlich)\s+)*)(?:(nicht|nich|net|ned|nix)\s+)?((?:(?:gar|ganz|so|halb)\s+)*)(schlimm|wild|toll|lustig|witzig|spannend|aufregend|schön|super|klasse|cool|easy)$/iu;
const VERDICT_HOW: Record<string, string> = { voll: 'so', total: 'so', sooo: 'so', soo: 'so', super: 'so' };

function verdictText(clause: string): string | undefined {
  const verdict = clause.trim().replace(/\s+/gu, ' ').match(VERDICT);
  if (!verdict) return undefined;
  const how = (words: string | undefined) =>
    (words ?? '')
      .trim()
      .split(' ')
      .filter((word) => word !== '')
      .map((word) => VERDICT_HOW[word.toLowerCase()] ?? word.toLowerCase());
  const not = verdict[2] ? [verdict[2].toLowerCase() === 'nix' ? 'gar nicht' : 'nicht'] : [];
  const word = (verdict[4] ?? '').toLowerCase();
  return `${['Das war', ...how(verdict[1]), ...not, ...how(verdict[3]), word === 'easy' ? 'ganz leicht' : word].join(' ')}.`;
}

/** Keeps what the parent knew of the whole clause for a part of it, so `er`, `sie` and names still point right. */
function asPartOf(part: string, whole: string): string {
  readingNow().before.set(part, readingNow().before.get(whole) ?? []);
  readingNow().inClause.set(part, readingNow().inClause.get(whole) ?? []);
  readingNow().opened.set(part, readingNow().opened.get(whole) ?? '');
  return part;
}

/** `… rumgepaddelt wie ne kleine ente`: what the child did, then like what, after the verb as German says it. */
const LIKE =
  /^(.+?\p{L}{3,}(?:t|en))\s+(wie (?:ne|eine|ein|n|so ne|so ein|so eine|der|die|das) (?:kleine[rsn]? |große[rsn]? |echte[rsn]? )?\p{L}+)$/iu;

function likeText(clause: string, context: RetellContext): string | undefined {
  const like = clause.trim().match(LIKE);
  if (!like) return undefined;
  const told = retellOne(asPartOf(like[1] ?? '', clause), context);
  if (!told || !/\.$/u.test(told)) return undefined;
  const how = (like[2] ?? '')
    .toLowerCase()
    .replace(/^wie (?:ne|n) /u, 'wie eine ')
    .replace(/^wie so (?:ne|eine) /u, 'wie so eine ')
    .replace(/(\p{L}+)$/u, (noun: string) => capital(noun));
  return `${told.slice(0, -1)} ${how}.`;
}

/** `… und am ende wollt er gar nich mehr raus`: two things in one clause, the later one said as later. */
const AND_LATER = /^(.+?)\s+und\s+(am ende|am schluss|zum schluss|danach|dann|hinterher|später)\s+(.+)$/iu;

function andLaterText(clause: string, context: RetellContext): string | undefined {
  const later = clause.trim().match(AND_LATER);
  if (!later) return undefined;
  const first = retell(asPartOf(later[1] ?? '', clause), context);
  const next = retell(asPartOf(`${later[2]} ${later[3]}`, clause), context);
  if (!first || !next || !/\.$/u.test(first)) return undefined;
  const hero = context.hero as R;
  const lower = `${next.charAt(0).toLowerCase()}${next.slice(1)}`;
  if (!lower.toLowerCase().startsWith((later[2] ?? '').toLowerCase())) return undefined;
  // The child said twice in one sentence is said the second time as `er` or `sie`.
  const again = lower.replace(new RegExp(` ${hero.nom}(?= )`, 'u'), ` ${hero.er}`);
  return `${first.slice(0, -1)}, und ${again}`;
}

/** The medicine swallowed bravely (`hat ihn aber tapfer geschluckt`): the medicine said, never a bare `ihn`. */
const BRAVE_MEDICINE =
  /^(?:(?:sie|er) )?(?:(?:hat|hats|hat's) )?(?:(?:sie|er) )?(?:(ihn|sie|es|den saft|die medizin|die tropfen|den sirup|die tablette|das zäpfchen) )?(?:(aber|trotzdem|doch|dann) )*(?:(?:ganz|voll|total|super|echt|sehr|so|richtig) )?tapfer (?:geschluckt|genommen|getrunken|runtergeschluckt|eingenommen|gschluckt)(?: und (danach|dann|hinterher) (.+))?$/iu;

/** Food and medicine a child finds yucky, by their accusative, as the subject the story says (`den saft`: `Der Saft`). */
const TASTED: Record<string, [string, boolean]> = {
  'den saft': ['Der Saft', false],
  'den sirup': ['Der Sirup', false],
  'die medizin': ['Die Medizin', false],
  'die tropfen': ['Die Tropfen', true],
  'den brei': ['Der Brei', false],
  'die suppe': ['Die Suppe', false],
  'den spinat': ['Der Spinat', false],
  'den brokkoli': ['Der Brokkoli', false],
  'das gemüse': ['Das Gemüse', false],
  'den fisch': ['Der Fisch', false],
  'den tee': ['Der Tee', false],
};
const TASTE =
  /^(den saft|den sirup|die medizin|die tropfen|den brei|die suppe|den spinat|den brokkoli|das gemüse|den fisch|den tee) fand (?:sie|er) (?:(?:voll|total|echt|ganz|so|mega) )?(bäh|bähh|bääh|igitt|eklig|ekelig|ih|iih|pfui|widerlich)$/iu;

/** `den saft fand sie bäh`: how it tasted, in the child's own word (`Der Saft schmeckte bäh.`). */
function tasteText(clause: string): string | undefined {
  const taste = clause.trim().replace(/\s+/gu, ' ').match(TASTE);
  const what = TASTED[(taste?.[1] ?? '').toLowerCase()];
  if (!taste || !what) return undefined;
  const word = (taste[2] ?? '').toLowerCase();
  const how = /^(eklig|ekelig|widerlich)$/u.test(word) ? 'ganz eklig' : /^b/u.test(word) ? 'bäh' : 'igitt';
  return `${what[0]} ${what[1] ? 'schmeckten' : 'schmeckte'} ${how}.`;
}

/**
 * A bite with a worm in it (`hat se in eine reingebissen wo n wurm drin war`, `in nen apfel gebissen, da war ne made
 * drin`): the bite and the worm, with the fruit when the clause names it.
 */
const WORM_BITE =
  /(?:^|\s)in (?:eine|ne|n|einen|nen|ein|'ne|'n)(?: (\p{L}{3,}))? (?:rein|hinein|nei|ab)?(?:gebissen|gbissen|biss)(?:,? (?:wo|und|u|da|und da|u da|doch) (?:war |is |ist )?(?:ein|n|'n|ne|eine|en|a) (wurm|würmchen|wurmi|made) drin(?:nen)?(?: (?:war|is|ist|gewesen))?)/iu;
const WORM_THERE =
  /^(?:(?:und|u|dann|aber) )*(?:da|do) (?:war|is|ist|wohnte) (?:ein|n|'n|ne|eine|en|a) (wurm|würmchen|wurmi|made) drin(?:nen)?$/iu;
/** Food spat out with a cry (`hat gespuckt u gebrüllt igitt`, `ausgespuckt und bäh gerufen`): no being sick. */
const SPAT_YUCK =
  /^(?:(?:und|u|dann) )*(?:hat )?(?:(?:er|sie|se|es) )?(?:(?:alles|sofort|gleich|voll) )?(?:aus|raus)?gespuckt,? (?:u|und) (?:(?:laut|ganz laut) )?(?:gebrüllt|gerufen|geschrien|geschrieen|gschrien|gekreischt) (igitt\p{L}*|i+h+|bä+h+|pfui)$/iu;

/**
 * The child lost for a moment (`hab sie heut im ikea kurz verloren`, `hatte ihn im kaufhaus aus den augen verloren`):
 * the child alone, where it happened; never a lost thing.
 */
const LOST_CHILD =
  /^(?:(?:heute|heut|heit|und|dann|u) )*(?:hab|habe|ham|haben|hatte|hatten) (?:ich |wir )?(?:sie|ihn|se|en) (?:(?:heute|heut|heit|kurz|fast|dann) )*(?:(im|in der|beim|aufm|auf dem|am|aufn) (\p{L}{3,}) )?(?:(?:kurz|kurzzeitig|fast|einen moment|nen moment|für nen moment|ganz kurz) )*(?:aus den augen )?verloren$/iu;

function lostChildText(clause: string, hero: R): string | undefined {
  const lost = clause.trim().replace(/\s+/gu, ' ').match(LOST_CHILD);
  if (!lost) return undefined;
  const at = { aufm: 'auf dem', aufn: 'auf dem' }[(lost[1] ?? '').toLowerCase()] ?? (lost[1] ?? '').toLowerCase();
  const place = lost[2] && !STOP.has(lost[2].toLowerCase()) ? lost[2] : '';
  const name = place.toLowerCase() === 'ikea' ? 'IKEA' : capital(place.toLowerCase());
  return place
    ? `${capital(at)} ${name} war ${hero.nom} auf einmal ganz allein.`
    : `Auf einmal war ${hero.nom} ganz allein.`;
}

/** `dann hing er im baum fest`: the thing that flew stuck up high. */
const STUCK_UP =
  /^(?:(?:dann|und|u|da|aber|leider) )*(?:hing|hang|steckte|blieb|hängte|hat|is|ist) (er|es|sie) (?:(?:dann|plötzlich|auf einmal|natürlich|leider|noch) )*(im|in nem|in einem|in der|in ner|aufm|auf dem|auf nem|auf einem) (baum|ast|busch|strauch|hecke|zaun|dach|geäst|baumkrone) (?:fest|hängen|festgehangen|hängen geblieben|hängengeblieben|festgesteckt|gehangen|gehängt|gesteckt)$/iu;
/** `papa musste mitm stock rumfuchteln bis er runterkam`: someone got it down, and `er` is the thing. */
const GOT_DOWN =
  /^(?:(?:dann|und|u) )*(papa|papi|mama|mami|opa|oma|tim|\p{L}+) (?:musste|hat|hats|hat dann|musste dann) (?:mit(?:m| dem| nem| einem| nen) (?:langen |großen )?(?:stock|ast|besen|stange)) .*?bis (er|es|sie) (?:dann )?(?:endlich )?(?:wieder )?(?:runterkam|runterfiel|herunterkam|herunterfiel|runtergefallen|runtergefallen is|runtergekommen|runtergekommen is|frei war|loskam|unten war)$/iu;
/** `der ist voll hoch geflogen`, `er is ganz weit gestiegen`: the thing that flew went high. */
const FLEW_HIGH =
  /^(?:(?:und|dann|da) )*(der|er|das|es) (?:is|ist) (?:(?:dann|richtig|voll|ganz|so|mega|super|total|sooo?) )*(hoch|weit|höher|hoch hoch) (?:(?:in den himmel|nach oben|rauf) )?(?:geflogen|gestiegen|geflattert)$/iu;
/** `der ist aber gleich abgestürzt`: the thing that flew came down. */
const CRASHED =
  /^(?:(?:und|dann|da) )*(der|er|das|es) (?:is|ist) ((?:(?:aber|dann|gleich|sofort|direkt|leider|immer wieder|ständig|einfach|wieder) )*)(abgestürzt|runtergefallen|runtergekracht|abgeschmiert|runtergeflogen|auf den boden gefallen)$/iu;
const UP_IN: Record<string, string> = {
  baum: 'im Baum',
  ast: 'an einem Ast',
  busch: 'im Busch',
  strauch: 'im Strauch',
  hecke: 'in der Hecke',
  zaun: 'am Zaun',
  dach: 'auf dem Dach',
  geäst: 'in den Ästen',
  baumkrone: 'oben im Baum',
};

function stuckUpText(clause: string): string | undefined {
  const flyer = readingNow().flyer.get(clause);
  if (!flyer) return undefined;
  const pronoun = flyer.startsWith('das') ? 'es' : 'er';
  const text = clause.trim().replace(/\s+/gu, ' ');
  const stuck = text.match(STUCK_UP);
  if (stuck && (stuck[1] ?? '').toLowerCase() === pronoun)
    return `Dann blieb ${flyer} ${UP_IN[(stuck[3] ?? '').toLowerCase()] ?? 'im Baum'} hängen.`;
  // `der ist voll hoch geflogen`: the thing said before flew high, never the child.
  const high = text.match(FLEW_HIGH);
  const who = (high?.[1] ?? '').toLowerCase();
  if (high && (who === pronoun || who === (pronoun === 'es' ? 'das' : 'der')))
    return `${capital(flyer)} ${(high[2] ?? '').toLowerCase() === 'weit' ? 'flog ganz weit' : 'flog ganz hoch in den Himmel'}.`;
  const crashed = text.match(CRASHED);
  const fell = (crashed?.[1] ?? '').toLowerCase();
  if (crashed && (fell === pronoun || fell === (pronoun === 'es' ? 'das' : 'der'))) {
    const how = (crashed[2] ?? '').toLowerCase().trim();
    return ended(tidy(`${capital(flyer)} stürzte ${how} ab`));
  }
  const down = text.match(GOT_DOWN);
  if (down && (down[2] ?? '').toLowerCase() === pronoun && !STOP.has((down[1] ?? '').toLowerCase()))
    return `${capital((down[1] ?? '').toLowerCase())} stocherte mit einem langen Stock, bis ${flyer} wieder herunterfiel.`;
  return undefined;
}

function wormText(clause: string, hero: R): string | undefined {
  const text = clause.trim().replace(/\s+/gu, ' ');
  const worm = (found: string | undefined) => ((found ?? '').toLowerCase() === 'made' ? 'eine Made' : 'ein Wurm');
  const bite = text.match(WORM_BITE);
  if (bite) {
    const fruit = bite[1] && !STOP.has(bite[1].toLowerCase()) && !SMALL.has(bite[1].toLowerCase()) ? bite[1] : '';
    const into = fruit ? ` in ${/e$/u.test(fruit) ? 'eine' : 'einen'} ${capital(fruit.toLowerCase())}` : ' hinein';
    return `Dann biss ${hero.nom}${into}, und da war ${worm(bite[2])} drin!`;
  }
  const there = text.match(WORM_THERE);
  if (there) return `Und da war ${worm(there[1])} drin!`;
  const spat = text.match(SPAT_YUCK);
  if (spat) {
    const cry = /^b/iu.test(spat[1] ?? '') ? 'Bäh' : /^p/iu.test(spat[1] ?? '') ? 'Pfui' : 'Igitt';
    return `${capital(hero.nom)} spuckte alles aus und rief: „${cry}!“`;
  }
  return undefined;
}

function braveText(clause: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const brave = clause.trim().replace(/\s+/gu, ' ').match(BRAVE_MEDICINE);
  if (!brave || hero.pl) return undefined;
  const but = /(?<![\p{L}])(aber|trotzdem|doch)(?![\p{L}])/iu.test(clause) ? 'Aber ' : '';
  const first = `${but}${but ? hero.nom : capital(hero.nom)} schluckte die Medizin ganz tapfer.`;
  if (!brave[3] || !brave[4]) return first;
  const next = retell(brave[4], context);
  const lead = `${capital(hero.nom)} `;
  if (!next?.startsWith(lead)) return first;
  const [verb, ...rest] = next.slice(lead.length).split(' ');
  return `${first.slice(0, -1)}, und ${brave[3].toLowerCase()} ${[verb, hero.er, ...rest].join(' ')}`;
}

/**
 * The day's own trouble said in the parent's short way (`ohrenweh seit gestern nacht`, `da wär n monster unterm bett`,
 * `beim autoscooter wars ihr zu laut`, `halbe küche voll mehl`): told with its cause, so the story never needs a stock
 * uh-oh in its place.
 */
/**
 * A bump typed without its verb (`riesen beule an der stirn`, `dicke beule am kopf`): where it grew. With a verb (`jetzt
 * ne beule auf der stirn`, `hat ne beule`) the clause is told as written.
 */
const BUMP =
  /^(?:(?:und|dann|danach)\s+)?(?:ne |n |eine |so ne |so eine )?(?:riesen|riesige|riesengroße|riesengrosse|dicke|fette|große|grosse|mega|ordentliche|mords)?\s*(?:riesen|mords)?beule (an der|auf der|am|auf dem|überm|über dem) (stirn|kopf|hinterkopf|auge)(?: bekommen| gekriegt| gekricht)?$/iu;
const BUMP_WHERE: Record<string, string> = {
  stirn: 'an der Stirn',
  kopf: 'am Kopf',
  hinterkopf: 'am Hinterkopf',
  auge: 'über dem Auge',
};
/** The cold held on a bump (`ham tiefkühlerbsen draufgehalten`, `nen kühlakku draufgelegt`): what cooled it. */
const COOLED =
  /^(?:(?:dann|danach|wir|ham|haben|hab|habe|ich|erst mal|erstmal|gleich|sofort)\s+)*(?:ne |n |eine |nen |einen |mit )?(?:packung |tüte |beutel )?(tiefkühlerbsen|tk[- ]erbsen|tiefgekühlte erbsen|gefrorene erbsen|erbsen|kühlakku|kühlpack|kühlkissen|coolpack|eiswürfel|kalten waschlappen|kalten lappen|kaltes tuch) (?:drauf ?gehalten|drauf ?gelegt|drauf ?getan|drauf ?gedrückt|drauf ?gepackt)$/iu;
const COLD_THINGS: Record<string, string> = {
  erbsen: 'eine kalte Tüte Erbsen',
  kühlakku: 'ein kaltes Kühlkissen',
  kühlpack: 'ein kaltes Kühlkissen',
  kühlkissen: 'ein kaltes Kühlkissen',
  coolpack: 'ein kaltes Kühlkissen',
  eiswürfel: 'ein paar kalte Eiswürfel in einem Tuch',
  waschlappen: 'ein kalter Waschlappen',
  lappen: 'ein kalter Waschlappen',
  tuch: 'ein kaltes Tuch',
};

/** A parent out to a party tonight (`mama is heut abend aufm junggesellinnenabschied`): told as a toddler hears it. */
const PARTY =
  /^(?:und |dann )?(mama|mami|papa|papi)\s+(?:is|ist|war|sind)\s+(?:(?:heut|heute)\s+)?(?:abend|abends)?\s*(?:noch\s+)?(?:aufm|auf dem|auf nem|auf einem|auf ner|auf einer|beim|bei nem|bei einem|aufn|auf den)\s+(junggesellinnenabschied|junggesellenabschied|jga|junggesellinnen ?party|mädelsabend|mädlsabend|mädelsabnd|männerabend|weihnachtsfeier|firmenfeier|betriebsfeier|firmenweihnachtsfeier|party|feier|fest|konzert|hochzeit)$/iu;

function partyText(text: string): string | undefined {
  const party = text.match(PARTY);
  if (!party) return undefined;
  const who = capital((party[1] ?? '').toLowerCase());
  const isMum = /^mam/iu.test(who);
  const when = /(?<![\p{L}])abends?(?![\p{L}])/iu.test(text)
    ? 'Heute Abend war'
    : /(?<![\p{L}])heute?(?![\p{L}])/iu.test(text)
      ? 'Heute war'
      : 'war';
  const what = (party[2] ?? '').toLowerCase();
  const where = /abschied|jga|party|abend|abnd/u.test(what)
    ? `mit ${isMum ? 'ihren Freundinnen' : 'seinen Freunden'} feiern`
    : /feier$/u.test(what) && what !== 'feier'
      ? 'bei einer Feier von der Arbeit'
      : what === 'hochzeit'
        ? 'auf einer Hochzeit'
        : what === 'konzert'
          ? 'bei einem Konzert'
          : 'auf einem Fest';
  return when === 'war' ? `${who} war ${where}.` : `${when} ${who} ${where}.`;
}

/** A wave that took the sandcastle (`dann kam ne welle u alles weg`): told as it came, with what it took. */
const WAVE =
  /^(?:(?:und|u|dann|da|plötzlich|auf einmal)\s+)*(?:kam|kommt|is|ist)\s+(?:ne |n |eine |so ne |so eine )?(?:riesen ?|große |grosse |dicke |fette )?welle(?: gekommen)?\s+(?:(?:und|u)\s+)?(?:hat\s+)?(?:die |unsere |seine |ihre |ihr |sein |unser |der |den )?(alles|burg|sandburg|ganze burg|ganze sandburg|ganzes werk)\s+(?:war\s+|is\s+|ist\s+)?(?:weg|kaputt|mitgenommen|weggespült|weggeschwemmt|platt|zerstört)(?: gemacht)?$/iu;

function waveText(text: string, hero: R): string | undefined {
  const wave = text.match(WAVE);
  if (!wave) return undefined;
  const what = (wave[1] ?? '').toLowerCase();
  const gone = what === 'alles' ? 'alles' : `${hero.sein}e Sandburg`;
  return `Da kam eine große Welle, schwupp, und ${gone} war weg!`;
}

/** A bump and the cold held on it: told as where it grew and what cooled it, never as the parent typed them. */
function bumpText(text: string, hero: R): string | undefined {
  const bump = text.match(BUMP);
  if (bump) {
    const where = BUMP_WHERE[(bump[2] ?? '').toLowerCase()] ?? 'am Kopf';
    return `${capital(hero.nom)} bekam eine dicke Beule ${where}.`;
  }
  const cooled = text.match(COOLED)?.[1]?.toLowerCase();
  if (!cooled) return undefined;
  const thing =
    COLD_THINGS[
      cooled
        .split(/[ -]/u)
        .at(-1)
        ?.replace(/^tiefkühl|^tiefgekühlte /u, '') ?? ''
    ];
  return thing ? `Dann kam ${thing} auf die wehe Stelle.` : undefined;
}

function troubleText(clause: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  if (hero.pl) return undefined;
  const text = clause.trim().replace(/\s+/gu, ' ');
  const bumped = bumpText(text, hero) ?? partyText(text) ?? waveText(text, hero);
  if (bumped) return bumped;
  const ache = text.match(ACHE);
  if (ache) {
    const part = ACHES[(ache[1] ?? '').toLowerCase()] ?? 'das Ohr';
    const since = ache[2] ? SINCE[ache[2].toLowerCase()] : undefined;
    return since
      ? `Seit ${since} tat ${hero.dat} ${part} ganz doll weh.`
      : `${capital(part)} tat ${hero.dat} ganz doll weh.`;
  }
  const monster = text.match(MONSTER);
  if (monster)
    return `${capital(hero.nom)} sagte: „Da ist ein Monster ${MONSTER_PLACES[(monster[1] ?? '').toLowerCase()] ?? 'unterm Bett'}!“`;
  const alone = text.match(NOT_ALONE);
  if (alone) {
    const since = alone[1] ? SINCE[alone[1].toLowerCase()] : undefined;
    const room = `${hero.sein} Zimmer`;
    return since
      ? `Seit ${since} wollte ${hero.nom} nicht mehr allein in ${room}.`
      : `${capital(hero.nom)} wollte nicht allein in ${room}.`;
  }
  const loud = text.match(TOO_LOUD);
  if (loud) {
    const where = loud[1] && loud[2] ? `${capital(loud[1].toLowerCase())} ${capital(loud[2].toLowerCase())}` : '';
    return where ? `${where} war es ${hero.dat} viel zu laut.` : `Es war ${hero.dat} viel zu laut.`;
  }
  const wet = text.match(POTTY_ACCIDENT);
  if (wet) {
    const when = wet[1] ? WET_WHEN[wet[1].toLowerCase().replace(/\s+/gu, ' ')] : undefined;
    return when ? `${when} ging doch etwas in die Hose.` : 'Da ging doch etwas in die Hose.';
  }
  if (EMBARRASSED.test(text)) return `Das war ${hero.dat} ganz peinlich.`;
  const swollen = text.match(SWOLLEN);
  if (swollen) {
    const part = SWOLLEN_PART[(swollen[1] ?? '').toLowerCase()] ?? ['', 'Fuß'];
    return `${capital(hero.sein)}${part[0]} ${part[1]} wurde ganz dick.`;
  }
  const torn = text.match(TAIL_TORN);
  if (torn) {
    const who = (torn[1] ?? '').toLowerCase().replace(/^(?:n|ein|so n|son) /u, '');
    const tail = torn[2] ? `${capital(torn[2].toLowerCase())}schwanz` : 'Kostümschwanz';
    return `Ein ${who === 'großes kind' || who === 'grosses kind' ? 'großes Kind' : 'anderes Kind'} trat auf ${hero.sein}en ${tail}, ratsch, ab war er!`;
  }
  const balloon = text.match(BALLOON_GONE);
  if (balloon) {
    const way = balloon[1] ? 'Auf dem Heimweg ' : 'Da ';
    return `${way}rutschte die Schnur aus ${hero.sein}er Hand, und der Luftballon flog hoch, immer höher.`;
  }
  const trampled = text.match(PET_TRAMPLED);
  if (trampled) {
    const kind = (trampled[1] ?? '').toLowerCase();
    const name = trampled[2] && !SMALL.has(trampled[2].toLowerCase()) ? ` ${capital(trampled[2].toLowerCase())}` : '';
    const article = /^(katze|maus)$/u.test(kind) ? 'die' : 'der';
    const way = (trampled[3] ?? '').toLowerCase() === 'durch' ? 'hindurch' : 'darüber';
    return `Da lief ${name ? '' : `${article} `}${capital(kind)}${name} mitten ${way}, rums!`;
  }
  if (ALL_BROKEN.test(text)) return 'Alles war kaputt.';
  const mess = text.match(MESS);
  if (mess) {
    const place = MESS_GENDER[(mess[2] ?? '').toLowerCase()] ?? 'Die halbe Küche';
    const whole = (mess[1] ?? '').toLowerCase() === 'ganze' ? place.replace('halbe', 'ganze') : place;
    return `Hoppla! ${whole} war voller ${capital((mess[3] ?? '').toLowerCase())}!`;
  }
  return undefined;
}

/**
 * The family's pet walking or jumping over what the child built (`is unser kater moritz drübergelaufen`, `dann is der
 * hund durchgerannt`): the pet's doing, told as what broke it.
 */
const PET_TRAMPLED =
  /^(?:(?:und|dann|da|aber|leider|plötzlich) )*(?:is|ist|isch) (?:(?:unser|unsere|unserer|der|die|dr|d) )?(kater|katze|hund|hase|kaninchen|hamster)(?: (\p{L}{3,}))? (?:(?:einfach|mitten|voll|quer|direkt) )*(drüber|darüber|durch|rein|drauf)(?: ?(?:ge)?(?:laufen|rannt|sprungen|latscht|trampelt|hüpft|fegt|rast))?$/iu;
/** What the child built, all broken (`alles kaputt`, `dann war alles kaputt`). */
const ALL_BROKEN =
  /^(?:(?:und|dann|da|rums|zack|bumm) )*(?:war |ist |is |ging )?alles (?:ganz )?(?:kaputt|kaputtgegangen|kaputt gegangen|zusammengefallen|eingestürzt|umgefallen)(?: gegangen)?$/iu;
/** A wee in the pants on a potty day (`nachm mittagsschlaf dann doch n unfall in der hose`, `eingepullert`). */
const POTTY_ACCIDENT =
  /^(?:(nachm mittagsschlaf|nach dem mittagsschlaf|nachmittags|abends|beim spielen|im kindergarten|in der kita) )?(?:(?:dann|aber|leider|doch|noch|hat|hatte|sie|er|n|ein|einen|nen|kleinen|kleines) )*(?:unfall (?:in der|in die|inner|in seiner|in ihrer) hosn?e?|pipi-? ?unfall|in die hosn?e? (?:gemacht|gmacht|gepinkelt|gepieselt|gepullert|gegangen)|eingepullert|eingepinkelt|eingepieselt|eingenässt)(?: gehabt| gemacht| passiert)?$/iu;
const WET_WHEN: Record<string, string> = {
  'nachm mittagsschlaf': 'Nach dem Mittagsschlaf',
  'nach dem mittagsschlaf': 'Nach dem Mittagsschlaf',
  nachmittags: 'Am Nachmittag',
  abends: 'Am Abend',
  'beim spielen': 'Beim Spielen',
  'im kindergarten': 'Im Kindergarten',
  'in der kita': 'In der Kita',
};
/** Embarrassed (`war ihr voll peinlich`, `war ihm so peinlich`). */
const EMBARRASSED =
  /^(?:das )?(?:war|is|ist) (?:ihr|ihm|ihr das|ihm das) (?:voll |total |sehr |ganz |echt |so |mega |richtig )?peinlich$/iu;
/** A sting or a bump swelling (`fuß is ganz dick geworden`, `hand is geschwollen`). */
const SWOLLEN =
  /^(?:(?:der|die|das|sein|seine|ihr|ihre) )?(fuß|fuss|hand|finger|zeh|zeh|arm|bein|knie|backe|lippe|auge) (?:is|ist|war|wurde) (?:ganz |voll |total |richtig |mega |so |dann )*(?:dick|geschwollen|angeschwollen)(?: geworden)?$/iu;
const SWOLLEN_PART: Record<string, [string, string]> = {
  fuß: ['', 'Fuß'],
  fuss: ['', 'Fuß'],
  hand: ['e', 'Hand'],
  finger: ['', 'Finger'],
  zeh: ['', 'Zeh'],
  arm: ['', 'Arm'],
  bein: ['', 'Bein'],
  knie: ['', 'Knie'],
  backe: ['e', 'Backe'],
  lippe: ['e', 'Lippe'],
  auge: ['', 'Auge'],
};
/** A costume's tail stepped on and torn off (`n großes kind is auf seinen schwanz getreten u der is abgerissen`). */
const TAIL_TORN =
  /^((?:n |ein |so n |son )?(?:großes|grosses|anderes) kind) (?:is|ist) (?:ihm |ihr )?auf (?:seinen|ihren|den) (dino|drachen|löwen|tiger|katzen)?schwanz getreten,? (?:u|und) (?:der|er) (?:is|ist) (?:abgerissen|abgegangen|ab)$/iu;
/** A balloon let go on the way (`aufm heimweg hat sie den losgelassen u weg war er`). */
const BALLOON_GONE =
  /^(aufm heimweg |auf dem heimweg |aufm nachhauseweg )?(?:hat (?:sie|er) )?(?:den|ihn|den ballon|den luftballon) (?:losgelassen|loslassen) (?:u|und) (?:weg war er|er war weg|er is weggeflogen|er ist weggeflogen|weggeflogen)$/iu;

const CANDLE_SPIT = /kerze\p{L}*\s*(?:aus)?\s*(?:pust|blas)\p{L}*.*(?:gespuckt|gesabbert|gespritzt)/iu;

/** Who speaks to the child first in what was said (`mama ich flieg gleich weg`): German puts a comma after them. */
// (`papa papa du bist wieder da`: the one called twice, each with its comma: `Papa, Papa, du …`.)
const CALLED_BY = /^((?:mama|mami|papa|papi|oma|omi|opa|opi)(?: (?:mama|mami|papa|papi|oma|omi|opa|opi))?)(?= \p{L})/iu;
/** What the child or someone said, typed without quotes after its verb (`und gerufen mama ich flieg gleich weg`). */
const SAID_PLAIN =
  /^(.+?)\s+(?:und|u)\s+(?:hat\s+)?((?:(?:von selbst|von sich aus|ganz laut|laut|leise|ganz leise|dann|plötzlich|noch)\s+)*)(gesagt|gerufen|geschrien|gebrüllt|geflüstert|gemeint),?\s+(.+)$/iu;
const SAID_PAST: Record<string, string> = {
  // `auf den boden geschmissen und gebrüllt "ich will aber"`: the words of a tantrum, shouted.
  gebrüllt: 'brüllte',
  gesagt: 'sagte',
  gemeint: 'sagte',
  gerufen: 'rief',
  geschrien: 'rief',
  geflüstert: 'flüsterte',
  erzählt: 'erzählte',
};

/** The words as said, in quotes: the one spoken to with their comma, nouns with their capitals, an exclamation. */
function quoted(words: string): string {
  // `heute nacht kommt kein monster oder?`: the tag of a question asked for comfort, after its comma (`…, oder?`).
  const tag = words.match(/ (oder|gell|gelle|oda)\?$/iu)?.[1];
  const said = withNounCapitals(
    words
      .replace(/ (?:oder|gell|gelle|oda)\?$/iu, '')
      .replace(
        /(?<![\p{L}])(heute|morgen) (abend|nacht|mittag|nachmittag|vormittag)(?![\p{L}])/iu,
        (_whole, day: string, time: string) => `${day} ${capital(time)}`,
      )
      .replace(CALLED_BY, (called: string) => `${called.replace(' ', ', ')},`)
      // `guck mal mama ein bagger`: the call to look, and the one called, each with its comma
      // (`Guck mal, Mama, ein Bagger!`).
      .replace(
        /^(guck mal|kuck mal|schau mal|sieh mal|guckt mal|schaut mal)(?: (mama|mami|papa|papi|oma|omi|opa|opi))?(?= \p{L})/iu,
        (_whole, look: string, who?: string) => (who ? `${look}, ${capital(who.toLowerCase())},` : `${look},`),
      )
      // `ich seh aus wie ein großer`: a grown one said as a noun (`wie ein Großer`).
      .replace(
        /(?<![\p{L}])(wie (?:ein|eine|der|die)) (großer|große|kleiner|kleine|erwachsener)(?=[?!.]?$)/iu,
        (_whole, like: string, one: string) => `${like} ${capital(one.toLowerCase())}`,
      ),
  )
    // `der braucht den jetzt mehr`: the verb after a pointing `der` is no noun.
    .replace(
      /^((?:der|die|das) )(Braucht|Darf|Soll|Kann|Mag|Will|Kriegt|Bekommt)(?![\p{L}])/u,
      (_whole, who: string, verb: string) => `${who}${verb.toLowerCase()}`,
    )
    // `ihr könnt euch abwechseln`: `ihr` spoken to two children, its verb no noun (`Ihr könnt …`).
    .replace(
      /(?<![\p{L}])([Ii]hr) (Könnt|Dürft|Müsst|Sollt|Seid|Habt|Wart|Macht|Kriegt)(?![\p{L}])/u,
      (_whole, you: string, verb: string) => `${you} ${verb.toLowerCase()}`,
    )
    // `des is meins`: the dialect's `des is` as a book writes it (`Das ist meins!`).
    .replace(/^([Dd])es is(?![\p{L}])/u, '$1as ist');
  if (tag) return `„${capital(said)}, ${tag.toLowerCase()}?“`;
  return `„${capital(said)}${/[?!.]$/u.test(said) ? '' : '!'}“`;
}

/**
 * What was done and then said, typed without quotes (`dann arme ausgebreitet und gerufen mama ich flieg gleich weg`,
 * `kemal hat ihr nen lolli gegeben und gesagt sie is seine tapferste kundin`): the doing told, and the words in quotes
 * (`… und rief: „Mama, ich flieg gleich weg!“`). Said of the child (`sie is seine tapferste kundin`), they are told as
 * spoken to the child (`„Du bist meine tapferste Kundin!“`).
 */
function saidText(clause: string, context: RetellContext): string | undefined {
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  const found = clean(clause).match(SAID_PLAIN);
  if (!found || !child) return undefined;
  const words = (found[4] ?? '').toLowerCase();
  // `sie is seine tapferste kundin`, `dass sie seine tapferste kundin ist`: the speaker's own (`sein`, `ihr`) is `mein`.
  const ofChild =
    words.match(
      new RegExp(
        `^(?:dass )?${child.subject} (?:ist|sei|wäre|war) (?:(?:so|ganz|echt|wirklich) )*(sein|ihr)(e|er|es|en)? (.+)$`,
        'u',
      ),
    ) ??
    words.match(
      new RegExp(
        `^dass ${child.subject} (?:(?:so|ganz|echt|wirklich) )*(sein|ihr)(e|er|es|en)? (.+) (?:ist|sei|wäre|war)$`,
        'u',
      ),
    );
  // Only words as said: someone spoken to, or the speaker's own `ich` (never `dass …`, told after all).
  const spoken = ofChild
    ? `du bist mein${ofChild[2] ?? ''} ${ofChild[3]}`
    : /^(?:mama|mami|papa|papi|oma|omi|opa|opi|ich|guck|schau|juhu|danke|nochmal|tut mir leid)(?![\p{L}])/u.test(
          words,
        ) ||
        // `der braucht den jetz mehr`: the child's words about the one given to, said pointing at them.
        /^(?:der|die|das) (?:braucht|darf|soll|kann|mag|will|kriegt|bekommt)(?![\p{L}])/u.test(words) ||
        SAID_POINTING.test(words) ||
        saidOfNamed(words, context)
      ? words
      : undefined;
  // One word alone (`Oma!`) may be a call or the start of words cut off: left as the parent's.
  if (!spoken || spoken.split(' ').length < 2 || spoken.split(' ').length > 9) return undefined;
  const before = found[1] ?? '';
  const done = retellOne(before, context) ?? retellOne(before.replace(/^(?:hat|hatte) (?=\p{L})/u, ''), context);
  if (!done || /(?<![\p{L}])(wir|uns|ich)(?![\p{L}])/iu.test(done)) return undefined;
  // Given by someone else: to the child (`gab Zuri`), not to a `her` with no one before it.
  const given = done.replace(
    new RegExp(`^(\\p{Lu}\\p{L}*(?: \\p{Lu}\\p{L}*)?) (gab|schenkte|brachte) ${child.dat}(?![\\p{L}])`, 'u'),
    (whole, who: string, verb: string) =>
      who === capital(context.hero.nom) ? whole : `${who} ${verb} ${context.hero.dat}`,
  );
  const how = (found[2] ?? '').replace(/(?<![\p{L}])dann(?![\p{L}])/u, '').trim();
  const verb = SAID_PAST[(found[3] ?? '').toLowerCase()] ?? 'sagte';
  return `${given.replace(/\.$/u, '')} und ${tidy(`${verb} ${how}`)}: ${quoted(spoken)}`;
}

/**
 * `emil ist mein bester freund`, `die lotta soll wieder in den bauch zurück`: words about someone the parent named,
 * said by the child, are words as said, the spoken article before the name left out.
 */
function saidOfNamed(words: string, context: RetellContext): boolean {
  return context.names.some((name) =>
    new RegExp(
      `^(?:(?:der|die) )?${name.toLowerCase()} (?:ist|is|war|hat|kann|soll|darf|muss|braucht)(?![\\p{L}])`,
      'u',
    ).test(words),
  );
}

/** Words said after `hat … gesagt` with no quotes and no `und` before: who said them, and the words. */
const SAID_AFTER =
  /^(?:((?:auf dem|am|im|beim|nach dem|vorm|abends|morgens|mittags|nachmittags|danach|dann|später|zum schluss)(?: \p{L}+){0,2}|(?:(?:ganz|voll|total|mega|so) )?(?:stolz|laut|leise|aufgeregt|glücklich|fröhlich)) )?(?:((?:die |der )?\p{L}+) (?:hat|hatte)|(?:hat|hatte) (\p{L}+)) (?:(?:mir|uns) )?(?:((?:im|beim|aufm|auf dem|am) \p{L}+) )?(?:(?:dann|noch|ganz laut|laut|leise|ganz leise|ganz stolz|stolz) )*(gesagt|gerufen|gemeint|geflüstert|erzählt),? (.+)$/iu;
/** Those the child meets who speak with their article (`die zahnärztin hat gesagt …`: `Die Zahnärztin sagte …`). */
const SAID_BY_ONE =
  /^(die|der) (zahnärztin|zahnarzt|ärztin|arzt|kinderärztin|kinderarzt|erzieherin|erzieher|friseurin|friseur|tagesmutter|lehrerin|lehrer|trainerin|trainer|schwimmlehrerin|schwimmlehrer|verkäuferin|verkäufer)$/u;
/** How words as said begin (`das war …`, `macht nix …`), never words told about someone (`sie hat …`, `dass …`). */
const SAID_OPENING =
  /^(?:das (?:war|ist)|macht (?:nix|nichts)|(?:ist |is )?(?:nicht|nich) schlimm|alles (?:gut|super|prima|toll|klar|in ordnung)|ich|du|wir|mama|mami|papa|papi|oma|omi|opa|opi|guck|schau|juhu|danke|nochmal|noch mal|tut mir leid)(?![\p{L}])/u;
/**
 * Words said pointing at something (`die is zu heiß`, `die lichter sind wie sterne`): a thing, what it is, in the
 * present as spoken. Told with `dass` or of someone (`sie is müde`) they are no words as said.
 */
const SAID_POINTING = /^(?:der|die|das|des) (?:\p{L}+ )?(?:ist|is|sind)(?![\p{L}])/u;
/** A comfort said first (`macht nix`), and what comes after it: German puts a comma between. */
const SAID_COMFORT = /^((?:macht (?:nix|nichts)|(?:ist |is )?(?:nicht|nich) schlimm|alles gut)) (?=\p{L})/u;

/**
 * Words said after `hat … gesagt`, typed without quotes (`mama hat gesagt macht nix wir ham noch viele`, `aufm heimweg
 * hat sie gesagt das war der beste tag`): who said them, and the words in quotes (`Mama sagte: „Macht nix, wir haben
 * noch viele!“`). Only words that begin as said words do; words told about someone (`sie hat gesagt sie is müde`)
 * are left to the rest of the reteller.
 */
function saidAfterText(clause: string, context: RetellContext): string | undefined {
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  const found = clean(clause).match(SAID_AFTER);
  if (!found || !child) return undefined;
  const speaker = (found[2] ?? found[3] ?? '').toLowerCase();
  const who =
    speaker === child.subject
      ? context.hero.nom
      : /^(mama|mami|papa|papi|oma|omi|opa|opi)$/u.test(speaker)
        ? capital(speaker)
        : SAID_BY_ONE.test(speaker)
          ? speaker.replace(SAID_BY_ONE, (_whole, article: string, one: string) => `${article} ${capital(one)}`)
          : // `lotta hat geschrien des is meins`: a cousin or friend the parent named speaks by their name.
            context.names.find((name) => name.toLowerCase() === speaker);
  // `des vogelhaus ist für die amsel`: the spoken `des` of a thing pointed at is `das`.
  const words = (found[6] ?? '')
    .toLowerCase()
    .trim()
    .replace(/^des (?=\p{L}+ (?:ist|is)(?![\p{L}]))/u, 'das ');
  // `emil ist mein bester freund`: words about a friend the parent named, said by the child, are words as said.
  const ofNamed = saidOfNamed(words, context);
  // `du darfst zuerst und lotta hat sie umarmt`: the words end where someone's own doing begins; that doing is never
  // quoted as said (`„Du darfst zuerst und lotta hat sie umarmt!“`).
  if (/ und \p{L}+ (?:hat|hatte|ist|is|war) /u.test(` ${words} `.replace(/ $/u, ''))) return undefined;
  if (
    !who ||
    !(SAID_OPENING.test(words) || SAID_POINTING.test(words) || ofNamed) ||
    words.split(' ').length < 2 ||
    words.split(' ').length > 9
  )
    return undefined;
  const spoken = quoted(words.replace(SAID_COMFORT, '$1, '));
  const verb = SAID_PAST[(found[5] ?? '').toLowerCase()] ?? 'sagte';
  // `hat mir im auto erzählt …`: where it was said is said first, as a time is (`Im Auto erzählte …`).
  const lead = found[1] ?? found[4];
  return lead ? `${capital(withNounCapitals(lead))} ${verb} ${who}: ${spoken}` : `${capital(who)} ${verb}: ${spoken}`;
}

/** On the way somewhere (`aufm weg zur kita`): where it happened first, then the verb, as German says it. */
const ON_THE_WAY = /^((?:auf dem (?:heim)?weg(?: (?:zur|zum|in die|in den|ins|nach) \p{L}+)?)|unterwegs) (.+)$/iu;

/**
 * The day's own moments the parent tells in a few words: on the way somewhere (`aufm weg zur kita hat der wind ihr die
 * mütze vom kopf geweht`), the splash that came after (`ab in die pfütze`), a name given (`hat ihm nen namen gegeben
 * (brummi)`), all well since (`seitdem gehts`), a promise to visit (`sabine hat versprochen dass sie mal zu besuch
 * kommen darf`).
 */
function wayText(clause: string, context: RetellContext): string | undefined {
  const text = clean(clause);
  const way = text.match(ON_THE_WAY);
  if (!way) return undefined;
  // After the place the helper came first (`hat der wind …`): the one who did it goes before it again.
  const rest = (way[2] ?? '').replace(
    /^(hat|hatte|ist|war|haben|sind) ((?:der|die|das) \p{L}+|sie|er)(?= )/iu,
    (_whole, helper: string, who: string) => `${who} ${helper}`,
  );
  const told = retellOne(rest, context);
  const where = capital(
    capitalise((way[1] ?? '').toLowerCase().split(' '), new Set(), new Set())
      .join(' ')
      .replace(/(?<![\p{L}])weg(?![\p{L}])/u, 'Weg'),
  );
  const hero = capital(context.hero.nom);
  const byHero = told?.match(new RegExp(`^(${hero}) (\\p{Ll}+) (.+)$`, 'u'));
  if (byHero) return `${where} ${byHero[2]} ${context.hero.nom} ${byHero[3]}`;
  const byThing = told?.match(/^(Der|Die|Das) (\p{Lu}\p{L}*) (\p{Ll}+) (.+)$/u);
  if (byThing) return `${where} ${byThing[3]} ${byThing[1]?.toLowerCase()} ${byThing[2]} ${byThing[4]}`;
  return undefined;
}

const SPLASH: Record<string, string> = {
  pfütze: 'mitten in die Pfütze',
  matsch: 'mitten in den Matsch',
  schlamm: 'mitten in den Schlamm',
};

function dayOwnText(clause: string, context: RetellContext): string | undefined {
  const text = clean(clause).toLowerCase();
  const splash = text.match(
    /^(?:und )?(?:ab|direkt|genau|mitten|platsch|plumps|zack)(?: mitten)? (?:in die|in eine|in den|ins) (pfütze|matsch|schlamm)$/u,
  );
  if (splash) return `Platsch, ${SPLASH[splash[1] ?? ''] ?? ''}!`;
  const name = text.match(
    /^(?:(?:sie|er) )?(?:hat )?(?:(?:sie|er) )?(ihm|ihr|dem \p{L}+|der \p{L}+) (?:einen |den )?namen (?:gegeben|ausgesucht) \(?(\p{L}[\p{L}-]{1,20})\)?$|^(?:(?:sie|er) )?(?:hat )?(?:(?:sie|er) )?(ihn|sie|den \p{L}+|die \p{L}+) (\p{L}[\p{L}-]{1,20}) (?:getauft|genannt)$/u,
  );
  if (name) {
    const to =
      name[1] ??
      { ihn: 'ihm', sie: 'ihr' }[name[3] ?? ''] ??
      (name[3] ?? '').replace(/^den /u, 'dem ').replace(/^die /u, 'der ');
    const thing = to.replace(/ (\p{L}+)$/u, (_whole, noun: string) => ` ${capital(noun)}`);
    return `${capital(context.hero.nom)} gab ${thing} einen Namen: ${capital(name[2] ?? name[4] ?? '')}!`;
  }
  const boot = text.match(
    /^(?:(morgens|am morgen|heute früh|heute morgen) )?(?:stand|standen|war) (?:(?:sein|ihr|der) )?(?:nikolaus)?(stiefel|schuh|stiefelchen)( (?:(?:schon|heute|morgens) )*vor der tür)?,? (?:ganz |richtig )?(?:voll|gefüllt) mit (.+)$/u,
  );
  const filled = (boot?.[4] ?? '').split(/,\s*|\s+und\s+/u).map((thing) => thing.trim().split(' '));
  if (
    boot &&
    filled.length <= 5 &&
    filled.every((thing) => thing.length <= 3 && isListRest(`${thing.join(' ')} und dinge`))
  ) {
    const told = filled.map((thing) =>
      thing.map((word, at) => (at === thing.length - 1 ? capital(word) : word)).join(' '),
    );
    const things = `${told.slice(0, -1).join(', ')}${told.length > 1 ? ' und ' : ''}${told.at(-1)}`;
    const whose = /\s/u.test(context.hero.nom)
      ? `der ${capital(boot[2] ?? '')} von ${context.hero.dat}`
      : `${context.hero.nom}s ${capital(boot[2] ?? '')}`;
    const where = boot[3] ? 'stand' : 'war';
    return `${boot[1] ? 'Am Morgen' : 'Da'} ${where} ${whose}${boot[3] ? ' vor der Tür,' : ''} voll mit ${things}.`;
  }
  if (
    /^(?:und )?seitdem (?:geht es|gehts|geht's|ist es gut|ist es ok|ist alles gut|klappt es|ist es besser)(?: wieder)?$/u.test(
      text,
    )
  )
    return 'Seitdem ist alles wieder gut.';
  const promise = text.match(
    /^(\p{L}{3,}) hat (?:(?:ihr|ihm) )?versprochen,? (?:dass )?(sie|er) (?:sie |ihn )?(?:(?:mal|bald|ganz bald|auch) )*(?:(?:zu besuch kommen|besuchen kommen|besuchen|vorbeikommen) darf|darf (?:sie |ihn )?(?:(?:mal|bald|ganz bald|auch) )*(?:zu besuch kommen|besuchen kommen|besuchen|vorbeikommen))$/u,
  );
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  if (
    promise &&
    child &&
    promise[2] === child.subject &&
    !SMALL.has(promise[1] ?? '') &&
    !/^(sie|er|wir|ich)$/u.test(promise[1] ?? '')
  )
    return `${byName(capital(promise[1] ?? ''), context)} versprach ${context.hero.dat}: „Du darfst mich ganz bald besuchen kommen!“`;
  return undefined;
}

/**
 * Not daring to do something (`da hat er sich nich getraut sein gedicht aufzusagen`): the shy moment told whole, with
 * what the child did not dare (`traute sich nicht, sein Gedicht aufzusagen`).
 */
function daredText(clause: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  const found = clean(clause).match(
    /^(?:(?:da|dann|aber|und|leider) )*(?:(?:hat|hatte) (sie|er) sich|(sie|er) (?:hat|hatte) sich|sich) (?:nicht|gar nicht) (?:ge)?traut,? ((?:\p{L}+ ){1,4}\p{L}*zu\p{L}{3,})$/iu,
  );
  const who = (found?.[1] ?? found?.[2])?.toLowerCase();
  if (!found || !child || (who !== undefined && who !== child.subject)) return undefined;
  const words = (found[3] ?? '').toLowerCase().split(' ');
  // The child's own thing (`sein gedicht`) is the hero's; anyone else's is not clear alone.
  if (words.some((word) => /^(ihr\p{L}*|sein\p{L}*)$/u.test(word) && !word.startsWith(child.own))) return undefined;
  if (words.some((word) => SMALL.has(word) && /^(ich|mich|mir|uns|wir|er|sie|es|ihn|ihm)$/u.test(word)))
    return undefined;
  const owned = words.map((word) => (word.startsWith(child.own) ? word.replace(child.own, hero.sein) : word));
  const last = owned.at(-1) ?? '';
  const rest = capitalise(owned, new Set([last]), new Set()).join(' ');
  return `${capital(hero.nom)} traute sich nicht, ${rest}.`;
}

/**
 * Parents leave out what a German verb cannot do without: `dann entschuldigt und umarmt` has no `sich` and no one
 * hugged, `im garten begraben` no one buried, `blumen drauf gelegt` nothing the flowers lie on. A sentence of the
 * story says them (`entschuldigte sich`, a hug as a thing that happened, flowers on the grave the clause before
 * told), and a burial with no one named is left out rather than told as `begrub im Garten`.
 */
function withWhatVerbsNeed(told: string | undefined, clause: string): string | undefined {
  if (!told) return told;
  let said = told
    .replace(/(?<![\p{L}])(entschuldigten?)(?! sich)(?![\p{L}])/gu, '$1 sich')
    // `hatte schlecht geträumt`: told before the waking it came before, the night's dream is the night's.
    .replace(/(?<![\p{L}])(träumten?) schlecht(?![\p{L}])/gu, (_whole, verb: string) =>
      verb === 'träumte' ? 'hatte schlecht geträumt' : 'hatten schlecht geträumt',
    )
    .replace(/ und umarmten?\.$/u, ', und dann gab es eine dicke Umarmung.')
    // `hat sich erschrocken`: the strong `erschrak` takes no `sich`.
    .replace(/(?<![\p{L}])(erschrak|erschraken)\s+sich(?![\p{L}])/gu, '$1');
  if (/ (?:begrub|begruben|umarmte|umarmten)(?: (?:im|in|unter|neben|hinter|am|beim)(?![\p{L}]).*)?\.$/u.test(said))
    return undefined;
  // `ein Pflaster mit Dinos drauf`: what is printed on a thing has it to lie on; a bare `drauf` has nothing.
  const printed = /(?<![\p{L}])mit (?:\S+ ){1,3}(?:drauf|darauf)(?![\p{L}])/u.test(said);
  if (!printed && /(?<![\p{L}])(drauf|darauf)(?![\p{L}])/u.test(said)) {
    const grave = /(?<![\p{L}])(begraben|beerdigt|vergraben)(?![\p{L}])/iu.test(readingNow().opened.get(clause) ?? '');
    if (!grave || !/(?<![\p{L}])Blumen(?![\p{L}])/u.test(said)) return undefined;
    said = said.replace(/(?<![\p{L}])(drauf|darauf)(?![\p{L}])/u, 'auf das Grab');
  }
  return said;
}

/** Songs every German child knows, by their title: sung, they are named in quotes (`sang „O Tannenbaum“`). */
const SONGS = [
  'O Tannenbaum',
  'Stille Nacht',
  'Alle Jahre wieder',
  'Kling, Glöckchen',
  'Kling Glöckchen',
  'Morgen kommt der Weihnachtsmann',
  'Lasst uns froh und munter sein',
  'In der Weihnachtsbäckerei',
  'Schneeflöckchen',
  'Ich geh mit meiner Laterne',
  'Laterne, Laterne',
  'Sankt Martin',
  'Zum Geburtstag viel Glück',
  'Happy Birthday',
  'Alle meine Entchen',
  'Hänschen klein',
  'Der Kuckuck und der Esel',
  'Häschen in der Grube',
  'Stups, der kleine Osterhase',
  // The lullabies sung at bedtime (`schlaf kindlein schlaf gesungen`).
  'Schlaf, Kindlein, schlaf',
  'Der Mond ist aufgegangen',
  'Guten Abend, gut’ Nacht',
  'Weißt du, wie viel Sternlein stehen',
  'La-Le-Lu',
];
const SUNG = new RegExp(
  // `Abends sang der kleine Bär Schlaf Kindlein Schlaf`: the one who sang may stand between the verb and the song.
  `(?<=(?:sang|sangen|singen|hörte|hörten) (?:(?:der|die|das|den) )?(?:\\p{L}+ ){0,2}?(?:(?:noch|dann|laut|ganz laut|zusammen|gemeinsam|leise) )*)(${SONGS.map((song) => song.replace(/,/gu, ',?').replace(/’/gu, '’?').replace(/-/gu, '[- ]')).join('|')})(?![\\p{L}])`,
  'iu',
);

/** A song's title as typed or as known, compared without its commas, apostrophes and hyphens. */
const songKey = (title: string) => title.toLowerCase().replace(/[,’]/gu, '').replace(/-/gu, ' ');

function retellOne(clause: string, context: RetellContext): string | undefined {
  const told = withWhatVerbsNeed(readTo(retellClause(clause, context), context), clause)
    ?.replace(SUNG, (title: string) => `„${SONGS.find((song) => songKey(song) === songKey(title)) ?? title}“`)
    ?.replace(/(?<![\p{L}])allemeineentchen(?![\p{L}])/giu, '„Alle meine Entchen“')
    ?.replace(OWN_PARTS, (_whole, part: string) => `${capital(context.hero.sein)}e ${part} `)
    .replace(YESTERDAY, (whole, who: string, verb: string, when: string, rest: string) =>
      who === capital(context.hero.nom) || who === capital(context.hero.er)
        ? `${capital(when)} ${verb} ${who === capital(context.hero.nom) ? context.hero.nom : context.hero.er} ${rest}`
        : whole,
    );
  // The parent's `wir` or `uns` left in a sentence: not said from the story's side, so not told.
  if (told && /(?<![\p{L}])(wir|uns|unser\p{L}*)(?![\p{L}])/iu.test(told)) return undefined;
  const death = told?.match(/^(.+?) (starb|starben)(?: (.+?))?\.$/u);
  if (!told || !death) return told;
  const when = (death[3] ?? '').replace(/(?<![\p{L}])nachts(?![\p{L}])/u, 'in der Nacht');
  return ended(tidy(`${death[1]} ${death[2] === 'starb' ? 'war' : 'waren'} ${when} gestorben`));
}

function retellClause(swissOrNot: string, context: RetellContext): string | undefined {
  // `gewunken bis der zug weg war und dann bitterlich geweint`: until when, then what the child did next, in one
  // sentence (`…, bis der Zug weg war, und dann weinte sie bitterlich.`).
  const until = swissOrNot.match(
    /^(.+?\sbis\s+(?:\S+\s+){1,5}(?:war|waren|warn|ist|is|sind))\s+und\s+(dann|danach|hinterher)\s+((?:\S+\s+){0,4}ge\p{L}{3,}(?:t|en))$/iu,
  );
  if (until) {
    for (const part of [until[1] ?? '', until[3] ?? '']) {
      readingNow().before.set(part, readingNow().before.get(swissOrNot) ?? []);
      readingNow().inClause.set(part, readingNow().inClause.get(swissOrNot) ?? []);
      readingNow().opened.set(part, readingNow().opened.get(swissOrNot) ?? '');
    }
    const first = retell(until[1] ?? '', context);
    const next = retell(until[3] ?? '', context);
    const hero = context.hero as R;
    const lead = `${capital(hero.nom)} `;
    if (!first || !next?.startsWith(lead) || !/, bis .+\.$/u.test(first)) return undefined;
    const [verb, ...rest] = next.slice(lead.length).split(' ');
    return `${first.slice(0, -1)}, und ${until[2]?.toLowerCase()} ${[verb, hero.er, ...rest].join(' ')}`;
  }
  // `…, ganz aufgeregt`: the clause told, and how the child was said after it.
  const after = swissOrNot.match(/^(.+\p{L}),\s+(\p{L}+(?: \p{L}+){0,2})$/u);
  if (after && AS_FEELING.test(after[2] ?? '') && !AS_FEELING.test(after[1] ?? '')) {
    readingNow().before.set(after[1] ?? '', readingNow().before.get(swissOrNot) ?? []);
    readingNow().inClause.set(after[1] ?? '', readingNow().inClause.get(swissOrNot) ?? []);
    readingNow().opened.set(after[1] ?? '', readingNow().opened.get(swissOrNot) ?? '');
    const told = retell(after[1] ?? '', context);
    const how = clean(after[2] ?? '').toLowerCase();
    return told && how ? `${told.slice(0, -1)}, ${how}.` : told;
  }
  // `drama am abend, …`: the parent's heading alone, said without its colon, is no one's doing; what follows is the day.
  if (
    /^(?:(?:ein |großes |grosses |kleines |totales )?drama|aufregung|schock|schreck)(?: heute| heut| am morgen| am abend| heute morgen| heute früh| heute abend| beim ins bett gehen)?$/iu.test(
      clean(swissOrNot).trim(),
    )
  )
    return undefined;
  // `tagesmutter sagt sie hat sich beruhigt`: what someone told of the child's day is told as it happened.
  let raw = standard(swissOrNot)
    // `Drama heute: Hasi war weg`: the parent's heading is no one's words; what follows it is the day.
    .replace(
      /^(?:(?:ein |großes |grosses |riesen |mega |kleines |totales )?drama|aufregung|schock|schreck)(?: heute| heut| am morgen| am abend| heute morgen| heute früh)?\s*:\s*(?=\p{L})/iu,
      '',
    )
    .replace(
      /^(?:die |der |unsere |unser )?\p{L}+ (?:sagt|sagte|meint|meinte|hat gesagt|hat erzählt|erzählt),? (?=(?:sie|er) (?:hat|habe|ist|sei|war|hatte) )/iu,
      '',
    )
    .replace(/^(sie|er) (habe|sei) /iu, (_, who: string, verb: string) => `${who} ${verb === 'habe' ? 'hat' : 'ist'} `)
    // `beim abholen hat die erzieherin gesagt dass er ganz lieb gespielt hat und alles aufgegessen hat`: what the
    // teacher told of the child's day is told as it happened, the helper back after the child (`er hat … gespielt und
    // … aufgegessen`).
    .replace(TOLD_THAT, (whole: string, who: string, rest: string, helper: string) => {
      const inner = [...rest.matchAll(/ (hat|ist|war|hatte) und /giu)].map((one) => (one[1] ?? '').toLowerCase());
      if (inner.some((one) => one !== helper.toLowerCase())) return whole;
      return `${who} ${helper} ${rest.replace(/ (?:hat|ist|war|hatte) und /giu, ' und ')}`;
    });
  const people = [
    ...(readingNow().before.get(swissOrNot) ?? []),
    ...(readingNow().inClause.get(swissOrNot) ?? []),
    ...peopleIn(raw, raw),
  ].map((one) => one.name);
  context = { ...context, names: [...context.names, ...people.filter((name) => !context.names.includes(name))] };
  const hero = context.hero as R;
  // `oma rosi hat heut bei uns übernachtet`: the family's home is the child's (`bei Zuri`), never the parent's `uns`.
  raw = raw.replace(
    /(?<![\p{L}])bei uns(?: zu ?hause| daheim| dahoam)?(?= (?:übernachtet|geschlafen|gepennt|gewesen|zu besuch|vorbeigekommen)(?![\p{L}]))/giu,
    `bei ${bound(hero.dat)}`,
  );
  // `hat nach mir geweint`: the parent the child cried or called for is the one who writes, as the story calls them
  // (`nach Mama`).
  const writer = context.grownUps.length === 1 ? context.grownUps[0] : context.parent;
  if (writer)
    raw = raw.replace(
      /(?<![\p{L}])nach mir(?= (?:geweint|gerufen|geschrien|gefragt|gweint|gschrien|verlangt)(?![\p{L}]))/giu,
      `nach ${writer}`,
    );
  // `am abend hat er mir stolz den zopf gezeigt`: the parent the child showed or gave something to is the one who
  // writes, as the story calls them (`zeigte Mama stolz den Zopf`), never no one.
  if (writer)
    raw = raw.replace(
      /(?<![\p{L}])mir(?= (?:(?:ganz |so |voll |mega |total )?stolz )?(?:\S+ ){0,3}(?:gezeigt|gschenkt|geschenkt|erzählt|gebracht|mitgebracht|vorgesungen)$)/iu,
      writer,
    );
  // `mit em paule`, `der ben`: a name takes no article in a story (`mit Paule`).
  for (const name of context.names)
    if (/^\p{Lu}\p{Ll}+$/u.test(name) && !FAMILY_WORD.test(name.toLowerCase()))
      raw = raw.replace(new RegExp(`(?<![\\p{L}])(?:dem|der|den|em) (?=${name}(?![\\p{L}]))`, 'giu'), '');
  // `… gschabt und gsagt „oma, …`: what the child said is told as said; what was done before it is told here.
  // `… ein lied vorgesungen und gesagt sie riecht nach keks`: the words said without quotes after it go with it.
  // `… ne gebrannte mandel probiert und gemeint die is zu heiß`: `gemeint` alone is never told as `und meinte.`.
  raw = raw.replace(
    /\s+und\s+(?:hat\s+)?(?:(?:dann|noch|ganz laut|laut)\s+)*(?:gesagt|gsagt|gerufen|gfragt|gefragt|gemeint|gmeint)(?:\s*[:,]?\s*(?:["„“]|(?:sie|er|es|das|die|der|ich|du|wir)\s).*)?$/iu,
    '',
  );
  const dreamt = dreamtOfText(raw, hero, context) ?? thereSaidText(raw, hero, context);
  if (dreamt) return dreamt;
  const asked = askedText(raw, hero, context);
  if (asked !== null) return asked;
  const greeted = greetingText(raw, hero, context, swissOrNot);
  if (greeted) return greeted;
  const now = nowText(raw, hero);
  if (now) return now;
  // Asking for someone (`nach mama gfragt`) is no words said.
  if (
    /(?<![\p{L}])(sagt|gesagt|gsagt|meinte|(?<!nach \p{L}+ )(?:gefragt|gfragt)|fragt|sagte|ruft)(?![\p{L}])|:(?!\d)/iu.test(
      raw,
    )
  )
    return undefined;
  // `jetzt heißt er herbert`: who `er` is (a thing, a pet) is not clear alone.
  if (/(?<![\p{L}])hei(ß|ss)t (er|sie|es)(?![\p{L}])/iu.test(raw)) return undefined;
  // `eisbahn mit em gotti sandra`: a place named alone is told even when a Swiss word comes with it.
  if (DIALECT.test(ALEMANNIC.reduce((text, [pattern, plain]) => text.replace(pattern, plain), raw)))
    return outingText(clean(raw).replace(/^(und|aber|also|auch)\s+/iu, ''), hero, context);
  // `die maus hat sie mit sand beworfen`: the child called by a pet name is the subject for sure, so the pronoun after
  // it is the other one, even when that other began the clause before.
  let childNamed = false;
  let text = clean(raw)
    .replace(/^(und|aber|also|dann|danach|auch)\s+/iu, '')
    // `(aber dann) hat sie opa an der hand gehalten`: the verb first once `dann` is gone; the child goes first.
    .replace(/^(hat|hatte|ist|war|wollte|durfte|konnte|musste) (sie|er) /iu, '$2 $1 ')
    // `(danach) ham die drei … gebaut`: the children together go first too (`die drei ham …`).
    .replace(
      /^(hat|haben|ham|hatten|sind|waren|durften|wollten) ((?:die|alle) (?:zwei|beiden|drei|vier|fünf)|beide) /iu,
      '$2 $1 ',
    )
    // `(dann) hat zuri aus versehen den saft umgekippt`: the child named after the verb goes first, as the pronoun does.
    .replace(
      /^(hat|hatte|ist|war|wollte|durfte|konnte|musste) (\p{L}+) /iu,
      (whole: string, helper: string, who: string) =>
        onlyChild(context)?.toLowerCase() === who.toLowerCase() ? `${who} ${helper} ` : whole,
    )
    // `(dann) hat die bäckerin angerufen`: who rang or came by is the one after the verb; they go first.
    .replace(
      /^(hat|hatte|ist|war) ((?:der|die) \p{L}{3,}) ((?:(?:noch|gleich|sofort|dann|auch|endlich) )*(?:angerufen|zurückgerufen|geklingelt|vorbeigekommen|vorbeigeschaut|gekommen|gschrieben|geschrieben|sich gemeldet))$/iu,
      (_whole: string, helper: string, who: string, rest: string) =>
        `${who.replace(/ (\p{L})/u, (_space: string, letter: string) => ` ${letter.toUpperCase()}`)} ${helper} ${rest}`,
    )
    .replace(THE_CHILD, () => {
      childNamed = true;
      return context.childPronoun === 'he' ? 'er' : context.childPronoun === 'she' ? 'sie' : 'X';
    });
  // The spoken `n` left unread (`n neuen …`): which article it is cannot be known, so the clause is not told.
  if (/(?<![\p{L}])n(?![\p{L}])/iu.test(text)) return undefined;
  // `sie hat sein kissen mitgenommen`: a girl's `sein` is the man said before (`Papas Kissen`), never the hero's own;
  // when he is named in the clause or she is not its subject, `sein` is his own and stays.
  const his = context.childPronoun === 'she' ? pointedAt(swissOrNot, true) : undefined;
  if (
    his &&
    /^\p{Lu}/u.test(his) &&
    !text.toLowerCase().includes(his.toLowerCase()) &&
    /(?<![\p{L}])(sie hat|hat sie|sie durfte|durfte sie|sie wollte|wollte sie|sie ist|ist sie)(?![\p{L}])/iu.test(text)
  )
    text = text.replace(
      /(?<![\p{L}])sein(?:e|en|em|er|es)?(?= \p{L})/giu,
      /[sxzß]$/u.test(his) ? `${his}’` : `${his}s`,
    );
  // `er hat ihre neue tasse runtergeworfen`: a boy's `ihre` is the woman said before (`Tante Bines`), never the hero's
  // own; with no one said before, the thing is just the thing (`die neue Tasse`).
  if (
    context.childPronoun === 'he' &&
    /(?<![\p{L}])(er hat|hat er|er durfte|durfte er|er wollte|wollte er|er ist|ist er)(?![\p{L}])/iu.test(text)
  ) {
    const hers = pointedAt(swissOrNot, false);
    const before = (index: number) => text.slice(0, index).toLowerCase();
    text = text.replace(/(?<![\p{L}])ihr(e|en|em|er)(?= \p{L})/giu, (whole, end: string, index: number) => {
      const said = before(index);
      if (
        /(?<![\p{L}])(sie|mama|mami|oma|omi|tante|schwester|freundin|cousine|frau|\p{Lu}\p{L}*)(?![\p{L}])|(?<![\p{L}])und $/u.test(
          said,
        ) ||
        context.names.some((name) => said.includes(name.toLowerCase()))
      )
        return whole;
      if (hers && /^\p{Lu}/u.test(hers) && !text.toLowerCase().includes(hers.toLowerCase()))
        return /[sxzß]$/u.test(hers) ? `${hers}’` : `${hers}s`;
      return { e: 'die', en: 'den', em: 'dem', er: 'der' }[end.toLowerCase()] ?? whole;
    });
  }
  // `zweiter advent`: the Sunday named alone is the day's feast (`Heute war der zweite Advent.`).
  const advent = text.match(
    /^(?:(?:heute|heut|endlich|schon) )?(?:(?:ist|war) )?(?:der |am )?(erste|zweite|dritte|vierte)[rnm]? (advent|adventssonntag)$/iu,
  );
  if (advent) return `Heute war der ${advent[1]?.toLowerCase()} ${capital(advent[2]?.toLowerCase() ?? '')}.`;
  const countdown = countdownText(text, swissOrNot, context);
  if (countdown) return countdown;
  const listed =
    bigBedText(text, hero) ??
    parentHeldText(text, hero, context) ??
    bareTimeText(text) ??
    favouriteText(text) ??
    allDidText(text) ??
    fullText(text) ??
    nearlyText(text) ??
    snatchedText(text) ??
    fromHandText(text, hero) ??
    rideToText(text, hero) ??
    tantrumText(text, hero) ??
    helpedText(text, hero, context) ??
    visitorsText(text) ??
    newCarerText(text, hero, context) ??
    costumeText(text, hero) ??
    playText(text, hero) ??
    journeyText(text) ??
    changedText(text, hero) ??
    calmText(text) ??
    sickText(text, hero, context.childPronoun) ??
    weatherText(text) ??
    feastText(text) ??
    bandText(text) ??
    napText(text) ??
    listText(text, context) ??
    // `danach eisdiele`: the word of what came next stays with the place.
    outingText(clean(raw).replace(/^(und|aber|also|auch)\s+/iu, ''), hero, context) ??
    outingText(text, hero, context) ??
    plannedText(text, hero, context) ??
    noteText(text, hero, context);
  if (listed) return listed;
  if (text === '' || /[;]|,(?! (bis|weil|als|ob|dass|wenn|sobald|damit) )/u.test(text)) return undefined;
  // `nur geweint weil die schere so laut is`: the reason is told after the main clause, in the story's past.
  const reason =
    text.match(/^(\S+(?:\s+\S+)+?),?\s+(weil|sobald|wenn|dass|nachdem)\s+(\S+(?:\s+\S+)+)$/iu) ??
    text.match(/^(\S+(?:\s+\S+)+?),\s+(als)\s+(\S+(?:\s+\S+)+)$/iu) ??
    // `im schnee gespielt bis die finger ganz kalt waren`: until when, told after what was done.
    text.match(
      /^(\S+(?:\s+\S+)+?),?\s+(bis)\s+((?:die|der|das|seine|ihre|alle|sie|er|es)\s+(?:\S+\s+){0,5}(?:war|waren|ist|sind|is))$/iu,
    ) ??
    // `hat geweint als die schere kam`: `als` right after the participle begins when it happened.
    text.match(/^(\S+(?:\s+\S+)*?\s+ge\p{L}+t)\s+(als)\s+(\S+(?:\s+\S+)+)$/iu);
  let because: string | undefined;
  if (reason) {
    const child =
      context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
    const words = (reason[3] ?? '').split(' ');
    const told = child
      ? heroPronouns(words, hero, child)
      : words.some((word) => /^(er|sie|ihn|ihm|ihr)$/iu.test(word))
        ? undefined
        : words;
    const last = told?.at(-1)?.toLowerCase() ?? '';
    const past = PAST_OF_PRESENT[last] ?? (PAST.has(last) ? last : undefined);
    if (!told || !past || told.length > 10 || /(?<![\p{L}])(ich|mich|mir|uns|wir)(?![\p{L}])/iu.test(reason[3] ?? ''))
      return undefined;
    because = `${reason[2]?.toLowerCase()} ${byName(withNounCapitals([...told.slice(0, -1), past].join(' ')), context)}`
      // `weil er geträumt hat dass …`: what came before, with its comma (`weil er geträumt hatte, dass …`).
      .replace(/(?<![\p{L}])(ge\p{L}+t|ge\p{L}+en) hat (dass|ob|wie)(?![\p{L}])/u, '$1 hatte, $2')
      // `weil er dachte dass krümel weg ist`: what was thought, after its comma (`weil er dachte, dass Krümel …`).
      .replace(/(?<![\p{L}])(dachte|glaubte) (dass)(?![\p{L}])/u, '$1, $2')
      // `weil es noch so gepustet hat`: the weather of the same time, told in the plain past (`weil es noch so
      // stürmte`), never as done before.
      .replace(
        /(?<![\p{L}])es ((?:\p{L}+ ){0,3}?)(geregnet|gestürmt|gepustet|geschneit|gehagelt|geschüttet|gewittert) hatte$/u,
        (_whole, between: string, done: string) => `es ${between}${WEATHER_NOW[done] ?? done}`,
      );
    // `so gelacht dass sie vom stuhl gerutscht is`: what the laughing made happen came after it, told in the plain
    // past (`dass sie vom Stuhl rutschte`), never as done before.
    const result = because.match(/^dass (.+) (\p{L}+) (?:war|hatte)$/u);
    const after = result ? pastOf(result[2] ?? '') : undefined;
    if (result && after && /(?<![\p{L}])so(?: \p{L}+)?$/iu.test(reason[1] ?? ''))
      because = `dass ${result[1]} ${after.part}${after.past}`;
    text = reason[1] ?? '';
  }
  // `daheim heisse schoggi und das baggerbuch 2x gelesen`: a food or drink joined to what was done with something else
  // (`las … Schoggi`) is two things in one; not told.
  const doneWith = text
    .toLowerCase()
    .split(' ')
    .find((word) => /^\p{L}*ge\p{L}{3,}(t|en)$/u.test(word) && pastOf(word) !== undefined);
  if (
    doneWith &&
    !text
      .toLowerCase()
      .split(' ')
      .some((word) => EATEN.test(word)) &&
    /(?<![\p{L}])und(?![\p{L}])/iu.test(text) &&
    text
      .toLowerCase()
      .split(' ')
      .some((word) => FOOD[word] !== undefined || DRINKS.has(word))
  )
    return undefined;
  const there = thereWasText(clean(raw));
  if (there) return there;
  const given = gaveText(text, context);
  if (given) return given;
  // The food's word of time is kept (`danach pommes`: `Danach gab es Pommes.`).
  // `zum schluss noch kaiserschmarrn in der hütte`: the last thing's time is said whole (`Zum Schluss gab es …`).
  const food = foodText(
    clean(raw)
      .replace(/^(und|aber|also|auch)\s+/iu, '')
      .replace(/^(?:zum|am) schluss (?=\p{L})/iu, 'zum\u00a0schluss '),
  )?.replace(/^Zum[\u00a0 ]schluss /u, 'Zum Schluss ');
  if (food) return food;
  const doing = doingText(text, hero, context);
  if (doing) return doing;
  // `ohne uns`: the parents were not there.
  text = text.replace(/(?<![\p{L}])ohne (uns|mama und papa|papa und mama)(?![\p{L}])/giu, 'ohne Mama und Papa');
  // `ohne mich`: without the grown-up who writes, by their name when the story knows it.
  text = text.replace(
    /\s*(?<![\p{L}])ohne mich(?![\p{L}])/giu,
    context.grownUps.length === 1 ? ` ohne ${context.grownUps[0]}` : '',
  );
  const kept = keptText(text, context);
  if (kept) return kept;
  // `hat sie mir stolz ihr bild gezeigt`: the parent as the one shown or given something is left out of the sentence.
  if (
    /(?<![\p{L}])(gezeigt|erzählt|gegeben|geschenkt|gebracht|mitgebracht|vorgesungen|vorgelesen|gemalt|gebastelt)$/iu.test(
      text,
    )
  )
    text = text.replace(/\s(mir|uns)(?=\s)/iu, '');
  // `ist mir in die arme gerannt`, `sich an mir festgeklammert`: the parent writing is the hero's one grown-up.
  const doer = context.childPronoun === 'she' ? 'sie' : context.childPronoun === 'he' ? 'er' : undefined;
  if (
    doer &&
    new RegExp(`(?<![\\p{L}])${doer}(?![\\p{L}])`, 'iu').test(text) &&
    /(?<![\p{L}])(mir|mich)(?![\p{L}])/iu.test(text) &&
    !/(?<![\p{L}])ich(?![\p{L}])/iu.test(text)
  ) {
    const one = context.grownUps.length === 1 ? context.grownUps[0] : undefined;
    if (one) text = text.replace(/(?<![\p{L}])(mir|mich)(?![\p{L}])/giu, one);
  }
  // `ein bild gemalt und es selber überreicht`: `es` after `und` is the thing just done, as the object of a verb.
  const thingDone = text.match(/^(.+ (?:ein|das) \p{L}+.*) und es ((?:\p{L}+ ){0,3})(\p{L}+)$/iu);
  const parentWords =
    thingDone && pastOf(thingDone[3] ?? '') && !/(?<![\p{L}])es(?![\p{L}])/iu.test(thingDone[1] ?? '')
      ? text.replace(/ und es /iu, ' und ')
      : text;
  // The parent speaking of themselves: not the child's day to tell.
  if (/(?<![\p{L}])(ich|hab|habe|mich|mir|uns|unser\p{L}*|es|man)(?![\p{L}])/iu.test(parentWords)) return undefined;
  const feeling = feelingText(text, hero);
  if (feeling) return feeling;
  const game = gameText(text, hero, context);
  if (game) return game;
  const fit = fitText(text, hero, context);
  if (fit) return because ? `${fit.slice(0, -1)}, ${because}.` : fit;
  // `heute war zahnarzt`: the parent's shorthand for where the day went, no sentence of a story.
  const bare = text.toLowerCase().match(/^(?:heute |heut |gestern )?(?:war|waren) (\p{L}+)$/u)?.[1];
  if (bare && !MOODS.has(bare) && !SMALL.has(bare)) return undefined;
  // `im drogeriemarkt kompletter ausraster an der kasse weil …`: the tantrum with its reason after it.
  const tantrum = tantrumText(text, hero);
  if (tantrum) return because ? `${tantrum.slice(0, -1)}, ${because}.` : tantrum;
  const where = whereText(text, hero, context);
  if (where) return where;
  if (WEATHER.test(text.split(' ').at(-1) ?? '') || IMPERSONAL.test(text.split(' ').at(-1) ?? '')) return undefined;
  // Someone or something the parent points back to (`den hat er lange angeschaut`): not clear alone.
  if (/^(den|dem|die|das|der)\s+(hat|haben|ist|sind|war|hatte)\s/iu.test(text)) return undefined;
  const own = grownUpsOwn(context);
  // `hat sich hinter meinem bein versteckt`, with no one grown-up known: a leg to hide behind is a trouser leg, whose
  // it was not said (`versteckte sich hinter einem Hosenbein`).
  if (!own)
    text = text.replace(
      /(?<![\p{L}])hinter (?:meinem|meinen|meim) (?:bein|beinen|hosenbein)(?![\p{L}])/giu,
      'hinter einem hosenbein',
    );
  if (/(?<![\p{L}])mein\p{L}*(?![\p{L}])/iu.test(text)) {
    if (!own) return undefined;
    text = text.replace(/(?<![\p{L}])mein\p{L}*\s+(\p{L}+)/giu, (_, noun: string) => `${own} ${capital(noun)}`);
  }
  const child =
    context.childPronoun === 'she' || context.childPronoun === 'he' ? CHILD_WORDS[context.childPronoun] : undefined;
  // `… gegessen aber kein mittagessen`: what the child did not have goes after a comma at the end.
  const without = text.match(/\s+aber\s+(kein|keine|keinen)\s+(\p{L}+)$/iu);
  if (without) text = text.slice(0, without.index);
  if (child) text = thingAgain(text, child, context);
  if (/(?<![\p{L}])(aber|oder)(?![\p{L}])/iu.test(text)) return undefined;
  // `waren … besuchen`: the spoken way of saying where someone was doing something, not told.
  if (
    /(?<![\p{L}])(war|waren)(?![\p{L}])/iu.test(text) &&
    /en$/u.test(text) &&
    !/(?<![\p{L}])(im|am|beim|vom|zum|in|auf|bei|dem|den|der)\s+\p{L}+$/iu.test(text)
  )
    return undefined;
  if (
    /(?<![\p{L}])(der|die|das|den|dem) (total|auch|dann|gar|nicht|schon|jetzt|noch|immer|so|ganz)(?![\p{L}])/iu.test(
      text,
    )
  )
    return undefined;
  // `jetzt schläft er mit hasi im arm`, `jetzt will sie auch einen hund`: the verb of now in the story's past.
  text = text.replace(/^(jetzt|inzwischen|mittlerweile) (\p{L}+)(?= )/iu, (whole, now: string, verb: string) =>
    NOW[verb.toLowerCase()] && !/ (ge\p{L}+|\p{L}+ge\p{L}+)$/u.test(text) ? `${now} ${NOW[verb.toLowerCase()]}` : whole,
  );
  const words = byName(
    text.replace(FAMILY, (word: string) => capital(word.toLowerCase())),
    context,
  ).split(' ');
  const head = words[0] ?? '';
  if (SMALL.has(head.toLowerCase()) || PAST.has(head.toLowerCase()) || HELPERS[head.toLowerCase()] !== undefined)
    words[0] = head.toLowerCase();
  // `opa liegt im krankenhaus. hat ihm ein bild gemalt`: of a girl, `ihm` right after the helper is whom she did it
  // for, and she is the subject left out.
  if (
    child?.subject === 'sie' &&
    HELPERS[words[0]?.toLowerCase() ?? ''] !== undefined &&
    words[1]?.toLowerCase() === 'ihm' &&
    pointedAt(swissOrNot, true)
  )
    words.unshift('sie');
  // `zuri hat ihr ein bild geschenkt`: the child's own name leads the clause, so the child's pronoun after it is someone
  // said before (whom she gave it to), read as after the child's pronoun (`sie hat ihr …`), never the child again.
  if (child) {
    const kids = [...new Set(context.children ?? [])].filter((kid) => !(context.otherKids ?? []).includes(kid));
    const lead = HELPERS[words[0]?.toLowerCase() ?? ''] !== undefined ? 1 : 0;
    if (kids.length === 1 && words[lead]?.toLowerCase() === kids[0]?.toLowerCase()) {
      words[lead] = child.subject;
      // Named by the parent, the child is this clause's subject for sure, never the one who began the clause before.
      childNamed = true;
    }
  }
  // `er hatte ihr ne brezel mitgebracht` of a girl: `er` is the one said before (Papa), by the pronoun's gender.
  if (child) {
    const otherMale = context.childPronoun === 'she';
    words.forEach((word, index) => {
      const low = word.toLowerCase();
      const next = (words[index + 1] ?? '').toLowerCase();
      const other = otherMale
        ? /^(er|ihn|ihm)$/u.test(low)
        : (low === 'sie' && !/^(haben|sind|waren|hatten|ham|wollten|durften|konnten|mussten)$/u.test(next)) ||
          // `er hat ihr ganz leise ein lied vorgesungen`: an adverb between `ihr` and the thing leaves it whom.
          (low === 'ihr' &&
            (ARTICLES.has(next) ||
              DETERMINERS.has(next) ||
              /^(ganz|noch|dann|auch|leise|sofort|gleich|was|etwas|schnell|vorsichtig)$/u.test(next)));
      const name = other ? pointedAt(swissOrNot, otherMale) : undefined;
      if (name) words[index] = bound(name);
    });
  }
  // A parent who says the child's name (no pronoun chosen): `er`, `ihn`, `ihm` are someone said before.
  if (!child) {
    words.forEach((word, index) => {
      const name = /^(er|ihn|ihm)$/u.test(word.toLowerCase()) ? pointedAt(swissOrNot, true) : undefined;
      if (name) words[index] = bound(name);
    });
  }
  // `sie hat ihr ne sonnenblume mitgebracht`: two of the child's gender, the child and someone said before. The one
  // who began the clause before goes on as the subject; else the child does, and the other is the object.
  if (child) {
    const same = pointedAt(swissOrNot, context.childPronoun === 'he');
    const lower = words.map((word) => word.toLowerCase());
    const at =
      lower[0] === child.subject ? 0 : HELPERS[lower[0] ?? ''] !== undefined && lower[1] === child.subject ? 1 : -1;
    const object = lower.findIndex(
      (word, index) =>
        index > at &&
        ((word === child.dat && (ARTICLES.has(lower[index + 1] ?? '') || DETERMINERS.has(lower[index + 1] ?? ''))) ||
          (word === child.akk && word !== child.subject) ||
          (word === child.akk && index > at + 1)),
    );
    // `wir ham ihn im garten begraben`: the child is one of `wir`, so `ihn` is the one said before.
    const we = lower[0] === 'wir' || (HELPERS[lower[0] ?? ''] !== undefined && lower[1] === 'wir');
    const weObject = we
      ? lower.findIndex((word, index) => index > 0 && (word === child.akk || word === child.dat) && word !== child.own)
      : -1;
    // `unser hamster krümel ist gestorben. er war schon ganz alt`: the one who began the clause before, without the
    // child in it, goes on as `er`.
    const before = readingNow().opened.get(swissOrNot) ?? '';
    const childBefore = new RegExp(`(?<![\\p{L}])(${child.subject}|${child.akk}|${child.dat})(?![\\p{L}])`, 'u').test(
      before,
    );
    // `schnuffi war weg!! er hat ihn überall gesucht`: a lost thing said before goes on as what was looked for, never
    // as the one who looked.
    const lostBefore = /(?<![\p{L}])(?:war|ist|is)(?: \p{L}+)? (?:weg|verschwunden|futsch)$/u.test(before);
    const began =
      !lostBefore &&
      same
        ?.toLowerCase()
        .split(' ')
        // The one said before was its subject: a verb right after their name (`hamster krümel ist …`). One of two
        // (`oma und opa sind gekommen`) was no `er` alone: the child's own pronoun stays the child.
        .some((part) => {
          const said = before.split(' ');
          const at = said.indexOf(part);
          return (
            at >= 0 &&
            at < 3 &&
            said[at - 1] !== 'und' &&
            (HELPERS[said[at + 1] ?? ''] !== undefined || PAST.has(said[at + 1] ?? ''))
          );
        }) === true;
    // `karl wollte den bagger nicht teilen. hat ihn in den arm gebissen`: a clause without its subject is the child's,
    // so a boy's `ihn` or `ihm` right after the helper is the one said before.
    const objectFirst =
      at < 0 &&
      HELPERS[lower[0] ?? ''] !== undefined &&
      (lower[1] === child.akk || lower[1] === child.dat) &&
      lower[1] !== child.subject &&
      !lower.includes(child.subject);
    // `sie und ihr cousin anton ham …`: with the child's own kin beside it, `sie` is the child.
    const withKin =
      lower[at + 1] === 'und' &&
      lower[at + 2]?.startsWith(child.own) === true &&
      /^(bruder|schwester|cousin|cousine|freund|freundin|kumpel)$/u.test(lower[at + 3] ?? '');
    // `papa hat gepustet und er durfte sich n pflaster aussuchen`: who is let do something is the child, never the
    // grown-up who began the clause before.
    const allowed = at === 0 && /^(durfte|darf|durft)$/u.test(lower[1] ?? '');
    // `frau yilmaz hat geholfen die löcher reinzustechen. sie hat die laterne heimgetragen`: after a grown-up's help,
    // the one who goes on is the child who was helped.
    const helped = /(?<![\p{L}])(?:geholfen|mitgeholfen|gholfen|festgehalten|gehalten)(?![\p{L}])/u.test(before);
    // `sie hat mit lena zusammen gespielt`: the one said before who is named in the clause is not its `sie` too.
    const namedHere = same
      ?.toLowerCase()
      .split(' ')
      .some((part) => part.length > 2 && lower.slice(at + 1).includes(part));
    if (same && weObject > 0) words[weObject] = bound(same);
    else if (same && objectFirst) words.splice(0, 2, child.subject, words[0] ?? '', bound(same));
    else if (
      same &&
      at === 0 &&
      object < 0 &&
      began &&
      !childBefore &&
      !withKin &&
      !allowed &&
      !helped &&
      !childNamed &&
      !namedHere
    )
      words[0] = bound(same);
    else if (same && at >= 0 && object > at) {
      const before = readingNow().opened.get(swissOrNot) ?? '';
      const goesOn = same
        .toLowerCase()
        .split(' ')
        .some((part) => before.startsWith(`${part} `));
      if (goesOn && !childNamed && !lostBefore) words[at] = bound(same);
      else words[object] = bound(same);
    }
  }
  const subject = subjectOf(words, raw, hero, context, child);
  if (!subject) return undefined;
  // `emil … mit seinen eltern`: the possessive of someone of the child's gender who is the subject is theirs.
  const otherOwn =
    (subject.other !== undefined &&
      [...(readingNow().before.get(swissOrNot) ?? []), ...(readingNow().inClause.get(swissOrNot) ?? [])].some(
        (one) => one.name.toLowerCase() === subject.other && one.male === (context.childPronoun === 'he'),
      )) ||
    (child !== undefined && !subject.hero && ownOfLead(raw, child, context.childPronoun === 'he', context.names));
  const told = heroWords(subject.words, child, hero, subject.hero, otherOwn);
  if (!told) return undefined;
  const verbs = new Set<string>();
  const objects: Objects = new Set<string>();
  const said: string[] = [];
  for (const [index, part] of actions(told).entries()) {
    const sub = part.findIndex(
      (word, at) =>
        at > 0 &&
        /^,?(bis|weil|als|ob|dass|wenn|sobald|damit)$/u.test(word) &&
        // `bis zum abendessen`, `bis 8`: a preposition, not a clause of its own.
        !(
          /^bis$/u.test(word) &&
          /^(zum|zur|zu|in|ins|an|ans|auf|aufs|nach|um|morgen|abends?|mittags?|\d\p{L}*)$/iu.test(part[at + 1] ?? '')
        ),
    );
    // Only `bis` goes on as the parent wrote it; another clause inside the clause is not told.
    if (sub > 0 && !/^,?bis$/u.test(part[sub] ?? '')) return undefined;
    const main = (sub > 0 ? part.slice(0, sub) : part).map((word) => word.replace(/,$/u, ''));
    const rest = sub > 0 ? `, ${part.slice(sub).join(' ')}` : '';
    const hasHelper = main.some((word) => HELPERS[word.toLowerCase()] !== undefined);
    let past: string[] | undefined;
    // A later action with someone of its own before the helper (`und alle kinder ham … gewunken`) takes the
    // helper's number.
    const helperAt = main.findIndex((word) => HELPERS[word.toLowerCase()] !== undefined);
    const many =
      index > 0 && helperAt > 0 ? (HELPERS[main[helperAt]?.toLowerCase() ?? ''] ?? subject.many) : subject.many;
    if (hasHelper) past = toPast(main, many, verbs, objects);
    else if (
      index > 0 &&
      !main.some((word) => PAST.has(word.toLowerCase())) &&
      (main.some((word) => pastOf(word.toLowerCase()) !== undefined) ||
        (main.at(-1)?.toLowerCase() === 'lassen' && /e[rl]?n$/u.test(main.at(-2)?.toLowerCase() ?? '')))
    )
      past = toPast(['hat', ...main], subject.many, verbs, objects);
    else if (main.some((word) => PAST.has(word.toLowerCase()))) {
      past = main;
      // `hatte … mitgebracht`: the participle stays at the end, a verb.
      const last = main.at(-1)?.toLowerCase() ?? '';
      if (pastOf(last)) verbs.add(last);
      // `oma hilde hatte geburtstag`: what someone had is a noun.
      else if (
        main.some((word) => /^(hatte|hatten)$/iu.test(word)) &&
        !/^(hatte|hatten)$/iu.test(last) &&
        !SMALL.has(last) &&
        !STOP.has(last) &&
        !isAdverb(last) &&
        !adjective(last)
      )
        objects.add(last);
      // `wollte unbedingt schlumpfeis`: what a modal verb wanted, said without its verb, is a noun.
      else if (
        main.length > 2 &&
        /^(wollte|wollten|durfte|durften)$/iu.test(main[1] ?? '') &&
        !/e[rl]?n$/u.test(last) &&
        !SMALL.has(last) &&
        !STOP.has(last) &&
        !isAdverb(last)
      )
        objects.add(last);
    }
    // `… zwieback gegessen und ganz viel tee`: a drink or a food said after `und` without its verb.
    if (!past && index > 0 && main.length <= 4 && !main.some((word) => /^(ich|mich|mir|uns|wir)$/iu.test(word))) {
      const thing = main.at(-1)?.toLowerCase() ?? '';
      const verb = DRINKS.has(thing) ? 'trank' : FOOD[thing] !== undefined ? 'aß' : undefined;
      if (verb) {
        past = [many ? plural(verb) : verb, ...main];
        objects.add(thing);
      }
    }
    // `… ne höhle gebaut und taschenlampe drin`: what was inside, with what was made.
    if (
      !past &&
      index > 0 &&
      said.length > 0 &&
      main.length >= 2 &&
      main.length <= 3 &&
      /^(drin|dabei|obendrauf)$/iu.test(main.at(-1) ?? '') &&
      main.slice(0, -1).every((word) => !SMALL.has(word.toLowerCase()) || ARTICLES.has(word.toLowerCase()))
    ) {
      const thing = main
        .slice(0, -1)
        .map((word, at, all) => (at === all.length - 1 ? capital(word) : word.toLowerCase()));
      said[said.length - 1] = `${said.at(-1)}, mit ${thing.join(' ')} ${main.at(-1)?.toLowerCase()}`;
      continue;
    }
    if (!past || past.some((word) => HELPERS[word.toLowerCase()] !== undefined)) return undefined;
    said.push(`${past.join(' ')}${rest}`);
  }
  if (said.length === 0) return undefined;
  for (const part of said) {
    if (!MODAL.test(part)) continue;
    // `durfte die ziegen streicheln und frische milch probieren`: each infinitive before `und` is a verb too.
    const pieces = part.toLowerCase().split(/ und (?=\p{L})/u);
    for (const [at, piece] of pieces.entries()) {
      const words = piece.split(' ');
      const [before = '', last = ''] = words.slice(-2);
      // Not `mit den großen kindern und …`: a noun after a preposition before `und`.
      if (at < pieces.length - 1 && words.slice(-4, -1).some((word) => PREPOSITIONS.has(word))) continue;
      // `füttern`, `basteln`: infinitives end in -en, -ern or -eln.
      // `tun` is an infinitive too (`in die tüte tun`), never the noun it would read as.
      if ((/e[rl]?n$/u.test(last) || last === 'tun') && !DETERMINERS.has(before) && !PREPOSITIONS.has(before))
        verbs.add(last);
    }
  }
  let sentence = tidy(
    capitalise(said.join(' und ').split(' '), verbs, objects)
      .join(' ')
      .replace(/\u00a0/gu, ' '),
  );
  if (without) sentence = `${sentence}, aber ${without[1]?.toLowerCase()} ${capital(without[2] ?? '')}`;
  if (because) sentence = `${sentence}, ${because}`;
  sentence = sentence.replace(FAMILY, (word: string) => capital(word.toLowerCase()));
  sentence = sentence.replace(/(?<![\p{L}])(frau|herr|st)(?= \p{Lu})/giu, (word) => capital(word.toLowerCase()));
  const count = sentence.split(' ').length;
  // `er hat geweint`, `hat gekichert`: the child by a one-word name and the verb alone are a whole sentence
  // (`Zuri weinte.`); any other two words are a fragment.
  const heroAndVerb =
    count === 2 &&
    sentence.startsWith(`${hero.nom} `) &&
    verbs.has((sentence.split(' ')[1] ?? '').replace(/[.!?]+$/u, '').toLowerCase());
  if ((count < 3 && !heroAndVerb) || count > 22) return undefined;
  if (context.afterHero && subject.alone) sentence = asPronoun(sentence, hero);
  // `beim föhn hat er sich erschreckt`: after the verb, `sich` comes before the hero's long name (`erschreckte sich der
  // kleine Bär`), as a reader would say it; a pronoun stays before it (`erschreckte er sich`).
  const nom = hero.nom.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  sentence = sentence.replace(new RegExp(`(?<=\\p{Ll} )${nom} sich(?![\\p{L}])`, 'u'), `sich ${hero.nom}`);
  sentence = withWhenComma(sentence);
  // `um 5:40`: a time keeps its colon without a space.
  return ended(capital(sentence.replace(/(\d): (\d)/gu, '$1:$2')));
}

/**
 * `als die sirene losging hat sie sich erschreckt`: the clause of when ends at its verb, and a comma parts it from
 * what the hero did (`Als die Sirene losging, erschreckte sich …`).
 */
function withWhenComma(sentence: string): string {
  const words = sentence.split(' ');
  if (!/^(als|nachdem|sobald)$/iu.test(words[0] ?? '')) return sentence;
  for (let index = 2; index < words.length - 1; index += 1) {
    const word = words[index] ?? '';
    if (/[,.;:!?]$/u.test(word)) return sentence;
    if (PAST.has(word) || separablePast(word)) {
      words[index] = `${word},`;
      return words.join(' ');
    }
  }
  return sentence;
}

/** Verbs of the present a child says (`die will zu ihrer mama`): never nouns. */
const SAYING_VERBS = wordSet(
  `will kann darf muss soll mag möchte is ist bin bist sind seid hat hab habe gibt geht gehts kommt macht schläft schlaft weint lacht spielt hast
  riechen riecht schmecken schmeckt sehen sieht glitzern glitzert leuchten leuchtet fliegen fliegt gehören gehört
  kommen gehen machen spielen tanzen singen schlafen`,
);

/**
 * What the child said, as the parent typed it in lower case, with the capitals German writes (`mama, der nikolo hat die
 * gleichen schuhe`: `Mama, der Nikolo hat die gleichen Schuhe`); the child's own words are otherwise kept.
 */
export function withNounCapitals(said: string): string {
  const words = said.split(' ');
  const verbs = new Set(
    words
      .map((word) => word.toLowerCase().replace(/[,.!?]+$/u, ''))
      .filter(
        (word) =>
          HELPERS[word] !== undefined ||
          PAST.has(word) ||
          SAYING_VERBS.has(word) ||
          (/^(\p{L}+)?ge\p{L}{3,}(t|en)$/u.test(word) && pastOf(word) !== undefined),
      ),
  );
  return (
    capitalise(words, verbs, new Set())
      .join(' ')
      // `ich bin jetz groß`: the parent's slip of the keys, never the child's own word (`jetzt`).
      .replace(/(?<![\p{L}])(j)etz(?![\p{L}])/giu, '$1etzt')
      .replace(FAMILY, (word: string) => capital(word.toLowerCase()))
      .replace(
        /(?<![\p{L}])(Oma|Omi|Opa|Opi|Tante|Onkel|Gotti|Götti) (\p{Ll}{3,})/gu,
        (whole, family: string, name: string) =>
          SMALL.has(name) || STOP.has(name) || ADVERB_DE.test(name) ? whole : `${family} ${capital(name)}`,
      )
  );
}

/**
 * Words too common in any story to say a clause is told (`eine`, `kleine`, `erste`), and the family's words, which name
 * who was there, not what happened (`papa is zum fundbüro gfahren` is untold though the story has Papa).
 */
const WEAK = wordSet(`
  eine einen einem einer klein kleine kleinen kleiner große großen großer groß erste ersten erster erstes seit gegen
  aufs oben unten jedem einmal solche solchen danach daheim zuhause drauf mama mami papa papi oma omi opa opi mamas
  papas omas opas tante onkel cousine cousin grosi grosspapi grossmami gotti götti gotte warm warme warmen kalt kalte heiß tag tage
  abend abends abendessen morgens mittags nachmittags vormittags früh
`);

/** Three-letter words that say nothing of what happened; other short words (`zoo`, `tee`, `ovi`, `ohr`) are keys. */
const SHORT_STOP = wordSet(`
  und die der das den dem des ein hat ist war wie was sie ihr ihm ihn uns wir bis zum zur vom bei aus auf ins ans weg
  los gut neu alt mal nur noch gar oft man als ham nen ner nem mir mit von vor für hab ich aber ob wo wer gab ging
  kam tat sah lag saß rief aß bin bist sind gehts gabs war wars hin her dies oma opa omi opi
`);

/** A clause's key words, a participle by its verb (`gefüttert`: `fütte`), so the story's simple past finds it. */
const keys = (clause: string) => {
  const words = clean(clause)
    .split(' ')
    .map((word) => (/^ge\p{L}{3,}(t|en)$/iu.test(word) ? word.slice(2).replace(/(en|t)$/u, '') : word))
    // `zugfahrt nach hamburg`, typed: a trip or visit is found by what it went with or to (`zug` in the parent's `mit
    // dem zug`, `zoo` in `im zoo`), and a family's meal by its `essen` (`großes essen bei oma`).
    .map((word) =>
      word
        .replace(/^(\p{L}{3,}?)(?:fahrt|reise|ausflug|besuch)$/iu, '$1')
        .replace(/^(?:familien|sonntags|festtags|geburtstags|weihnachts)(essen)$/iu, '$1'),
    );
  const short = (word: string) => word.length === 3 && /^\p{L}+$/u.test(word) && !SHORT_STOP.has(word.toLowerCase());
  const keysOf = (list: string[]) => [
    ...keyWords(list.join(' '), STOP),
    ...list.filter(short).map((word) => word.toLowerCase()),
  ];
  const strong = keysOf(words.filter((word) => !WEAK.has(word.toLowerCase())));
  // `stiefel putzen`, typed: a doing said as its infinitive is found by its stem (`putz`) in the parent's `geputzt`.
  const infinitives = new Set(
    words
      .map((word) => word.toLowerCase())
      // (`höhle bauen`, `eis essen`: a short verb too, so `bau` finds the parent's `gebaut`.)
      .filter((word) => /^(?:\p{L}{3,5}en|\p{L}{3,5}e[lr]n)$/u.test(word) && !STOP.has(word)),
  );
  // (`rakete basteln`, typed: `bastel` in the parent's `gebastelt`; an infinitive in -eln or -ern loses its `n`.)
  const stemmed = (list: string[]) =>
    list.map((key) => {
      const verb = [...infinitives].find((word) => word.startsWith(key) && key.length > word.length - 2);
      return verb ? verb.slice(0, /e[lr]n$/u.test(verb) ? -1 : -2) : key;
    });
  const found = [...new Set(stemmed(strong.length > 0 ? strong : keysOf(words)))];
  // `tee trinken`, typed beside the parent's `hat ihr tee gemacht`: the drink or food tells it, the plain verb of
  // eating or drinking does not.
  const food = words.some((word) => DRINKS.has(word.toLowerCase()) || foodOf(word.toLowerCase()) !== undefined);
  const plain = found.filter((key) => !/^(trink|ess|schlürf|nasch|futter)$/u.test(key));
  return food && plain.length > 0 ? plain : found;
};

/**
 * Whether the parent's text has a word begun by the key, as German builds its words: also after the `ge` of a
 * participle (`geputzt` for `putz`), or as the last part of a compound (`gummistiefel` for `stief`).
 */
function hasGermanWord(text: string, key: string): boolean {
  if (hasWordStart(text, key)) return true;
  if (key.length >= 3 && hasWordStart(text, `ge${key}`)) return true;
  if (key.length < 5 || /^ge|en$/u.test(key)) return false;
  const inner = new RegExp(`(?<![\\p{L}])\\p{L}{3,}${key.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u');
  return inner.test(text);
}

/** Words after which the parent writes a name, often in lower case (`schwester mia`, `nachbar schulze`). */
const BEFORE_NAME =
  /(?<![\p{L}])(?:schwester|schwesterchen|bruder|brüderchen|freund|freundin|kumpel|cousin|cousine|cousins|cousinen|nachbar|nachbarin|herr|frau|tagesmutter|tagesvater|erzieherin|erzieher|trainerin|trainer|feuerwehrmann|feuerwehrfrau|polizist|polizistin|busfahrer|busfahrerin|schaffner|schaffnerin|tierpflegerin|tierpfleger|(?:nachbars|nachbar|familien|omas|opas)?(?:hund|hündin|katze|kater)|hamster|hase|meerschweinchen|wellensittich|pony|baby)\s+(\p{L}{3,})(?:\s+und\s+(\p{L}{3,}))?(?![\p{L}])/giu;

/**
 * The names the parent wrote that the lexicon's reading may miss: in lower case after a relation or a pet's kind
 * (`schwester mia`, `nachbar schulze`, `dem nachbarshund rocky`), before what they are in brackets (`emil (sein bester freund)`, `paul (ihr großer
 * bruder, 5)`), in brackets after a pet's kind (`hund … (bruno, ein bernhardiner)`), what something is called now
 * (`jetzt heißt er herbert`) and a newborn (`der kleine Ben kam … auf die welt`).
 */
function namesOf(description: string): string[] {
  const found: string[] = [];
  const add = (word: string | undefined) => {
    const low = (word ?? '').toLowerCase();
    if (
      low.length < 3 ||
      SMALL.has(low) ||
      STOP.has(low) ||
      DETERMINERS.has(low) ||
      PREPOSITIONS.has(low) ||
      HELPERS[low] !== undefined ||
      PAST.has(low) ||
      pastOf(low) ||
      MALE_WORDS.has(low) ||
      FEMALE_WORDS.has(low) ||
      /^(von|vom|aus|der|die|das|ist|is|war|hat|kam|und|ein|eine|seit|hat|nebenan)$/u.test(low) ||
      /(en|ung|heit|keit|chen)$/u.test(low) ||
      ADVERB_DE.test(low)
    )
      return;
    const name = capital(low);
    if (!found.includes(name)) found.push(name);
  };
  // `cousins lukas und emil`: a second name joined by `und`.
  for (const match of description.matchAll(BEFORE_NAME)) {
    add(match[1]);
    if (match[2] && found.includes(capital((match[1] ?? '').toLowerCase()))) add(match[2]);
  }
  for (const match of description.matchAll(ASIDE)) add(match[1]);
  // `uroma liesl is 90 geworden`, `tante ina hat …`: a name written small after a kin word, then its verb.
  for (const match of description.matchAll(
    /(?<![\p{L}])(?:uroma|uropa|urgroßmutter|urgroßvater|oma|omi|opa|opi|tante|onkel)\s+(\p{L}{3,})(?=\s+(?:is|ist|hat|hatte|war|wurde|wird|kam|kommt|zu besuch|und)(?![\p{L}]))/giu,
  ))
    add(match[1]);
  // `ellas mama sabine hat waffeln gemacht`: a friend's grown-up named after the friend's own `mama` or `papa`.
  for (const match of description.matchAll(
    /(?<![\p{L}])\p{L}{3,}s\s+(?:mama|mami|papa|papi|oma|opa|mutter|vater)\s+(\p{L}{3,})(?=\s+(?:is|ist|hat|hatte|war|wurde|kam|kommt|und|hats)(?![\p{L}]))/giu,
  ))
    add(match[1]);
  for (const match of description.matchAll(
    /(?<![\p{L}])(?:hund|katze|kater|hamster|hase|pony|pferd)(?![\p{L}])[^()]{0,40}\((\p{L}{3,})\s*[,)]/giu,
  ))
    add(match[1]);
  for (const match of description.matchAll(/(?<![\p{L}])hei(?:ß|ss)t\s+(?:er|sie|es)(?:\s+jetzt)?\s+(\p{L}{3,})/giu))
    add(match[1]);
  for (const match of description.matchAll(/(?<![\p{L}])(?:der|die) kleine (\p{Lu}\p{Ll}{2,})(?![\p{L}])/gu))
    add(match[1]);
  // `kemal hat ihr nen lolli gegeben`, `sabine hat versprochen …`: who gave the child something or promised, first in
  // a sentence in lower case, is someone by name.
  for (const match of description.matchAll(
    /(?:^|[.!?,;]\s*|\p{Extended_Pictographic}\s*)(\p{L}{3,}) (?:hat|hatte) (?:(?:ihr|ihm) (?:(?:hinterher|dann|danach|noch|auch) )*(?:\S+ ){1,3}(?:gegeben|geschenkt)|(?:(?:ihr|ihm) )?versprochen)(?![\p{L}])/giu,
  )) {
    const low = (match[1] ?? '').toLowerCase();
    if (
      MALE_WORDS.has(low) ||
      FEMALE_WORDS.has(low) ||
      /^(sie|er|wir|ich|man|alle|jeder|jemand|das|der|die)$/u.test(low)
    )
      continue;
    // A name that ends like a word of how often (`Kemal`, `Jamal`) is still a name here: no `einmal` gives a lolli.
    const often = /^(ein|zwei|drei|vier|manch|noch|dies|jedes|erst|paar|viel|etliche|mehr|letzt)\p{L}*mal$/u.test(low);
    if (!often && /mal$/u.test(low) && !SMALL.has(low) && !STOP.has(low) && !pastOf(low)) {
      if (!found.includes(capital(low))) found.push(capital(low));
    } else add(match[1]);
  }
  return found;
}

/**
 * Medicine the parent gave, said without whom to (`zäpfchen gegeben`): the hero got it, never gave it (`Zuri gab
 * Zäpfchen.` is `Zuri bekam ein Zäpfchen.`).
 */
const medicineGot = (told: string | undefined, context: RetellContext) => {
  const hero = context.hero as R;
  const medicine = '(?:ein |einen |eine )?(Zäpfchen|Fiebersaft|Hustensaft|Nurofen|Paracetamol|Medizin|Globuli|Tropfen)';
  const gave = told && new RegExp(`^(.+?) gab ${medicine}((?: [^.]+)?)\\.$`, 'u').exec(told);
  // (A time said first: `Abends gab Zuri Fiebersaft.`)
  const later =
    told &&
    new RegExp(
      `^(Abends|Morgens|Mittags|Nachts|Nachmittags|Vormittags|Dann|Danach|Später|Heute) gab (.+?) ${medicine}((?: [^.]+)?)\\.$`,
      'u',
    ).exec(told);
  const isHero = (who: string | undefined) => who === capital(hero.nom) || who === capital(hero.er) || who === hero.nom;
  const some = (what: string | undefined) => `${what === 'Zäpfchen' ? 'ein ' : ''}${what}`;
  if (gave && isHero(gave[1])) return `${gave[1]} bekam ${some(gave[2])}${gave[3] ?? ''}.`;
  if (later && isHero(later[2])) return `${later[1]} bekam ${later[2]} ${some(later[3])}${later[4] ?? ''}.`;
  return told;
};

/**
 * A feeling typed without its verb (`bisschen eifersüchtig beim stillen`, `voll müde heute`): said with `war`, as if
 * the parent had written it (`Zuri war ein bisschen eifersüchtig beim Stillen.`).
 */
const BARE_FEELING =
  /^(?:ein )?(bisschen|bissl|bisserl|etwas|ganz|voll|total|sehr|richtig|mega|echt|arg|schon|leicht)\s+(eifers(?:ü|ue)chtig|m(?:ü|ue)de|traurig|quengelig|knatschig|wütend|sauer|br(?:ü|ue)llig|weinerlich|aufgeregt|nervös|sch(?:ü|ue)chtern|stolz|albern|k(?:ä|ae)sig|schlapp|anh(?:ä|ae)nglich)(?![\p{L}])/iu;
/** What may follow such a feeling: when, where or why, not a doing of its own (`ganz stolz oma gezeigt`). */
const AFTER_FEELING =
  /^(?:$|[,.!]|(?:beim|bei|als|wenn|weil|heute|heut|abends|mittags|morgens|nachmittags|während|nach|im|am|in|mit|wegen)(?![\p{L}]))/iu;
/**
 * Last night's bad dream typed without its verb's helper (`letzte nacht auch schlecht geträumt von nem monster`): told
 * as the night's (`Zuri träumte in der Nacht auch schlecht.`); what the dream was of is left for the night, not told
 * again at bedtime.
 */
const NIGHT_DREAM =
  /^(?:(?:sie|er) )?(?:hat )?(?:letzte|gestern|heute) nacht(?: auch)? schlecht geträumt(?: von .+)?$/iu;
const withItsVerb = (clause: string) => {
  const dream = NIGHT_DREAM.exec(clause.trim());
  // (Without its `auch`: told first, on waking, it is no `also`.)
  if (dream) return 'hat in der nacht schlecht geträumt';
  const text = clause.trim();
  const found = BARE_FEELING.exec(text);
  if (!found || !AFTER_FEELING.test(text.slice(found[0].length).trim())) return text;
  const [whole, how = '', feeling = ''] = found;
  return `war ${/^(bisschen|bissl|bisserl)$/iu.test(how) ? 'ein bisschen' : how} ${feeling}${text.slice(whole.length)}`;
};

/** Who someone is to the child, said before their name (`große schwester Ella`, `kleiner bruder tom`): a noun. */
const KIN_BEFORE_NAME =
  /(?<![\p{L}])(schwester|schwesterchen|bruder|brüderchen|cousine|cousin|freundin|freund|nachbarin|nachbar|babyschwester|babybruder|zwillingsschwester|zwillingsbruder|trainerin|trainer|erzieherin|erzieher)(?= \p{Lu}\p{Ll})/gu;

const withKinCapitals = (told: string | undefined) => told?.replace(KIN_BEFORE_NAME, (word: string) => capital(word));

/**
 * `sie durfte nich rumtoben weil er schlafen muss`: the `er` of a reason is someone the clause does not name (never the
 * girl); the story would read it as the hero, so the reason is left out and the deed kept.
 */
const withoutOthersReason = (clause: string, context: RetellContext) => {
  if (context.childPronoun !== 'she') return clause;
  return clause.replace(/,? weil er (?!.*(?<![\p{L}])(?:und|aber)(?![\p{L}])).*$/iu, '');
};

/**
 * `noch sterne ausgeschnitten und ans fenster geklebt`: what was stuck or hung up after being made is the things made
 * (`schnitten … noch Sterne aus und klebten sie ans Fenster`), never a verb without its object.
 */
function madeThingsPut(sentence: string | undefined): string | undefined {
  if (!sentence) return sentence;
  return sentence.replace(
    /(?<![\p{L}])((?:noch|auch|viele|ganz viele|zwei|drei|vier|fünf|lauter|bunte|kleine|große) \p{Lu}\p{Ll}+(?:e|en|er|n|s|chen) (?:(?:aus|mit) \p{Lu}\p{L}+ )?(?:\p{Ll}+ )?und )(klebten|klebte|hängten|hängte|legten|legte|stellten|stellte|steckten|steckte|pinnten|pinnte) (?=(?:ans|an die|an den|aufs|auf den|auf die|ins|in die|in den) )/u,
    '$1$2 sie ',
  );
}

/**
 * `buddelte ihren Schuh ein und fand nicht mehr`: what was not found again is the thing said before, as `ihn`, `sie`
 * or `es` by its article.
 */
function foundAgain(sentence: string | undefined): string | undefined {
  if (!sentence) return sentence;
  return sentence.replace(
    /(?<![\p{L}])(ihren|seinen|den|einen|ihre|seine|die|eine|ihr|sein|das|ein) (\p{L}+(?: \p{L}+)? und (?:dann )?fand) (nicht mehr|nicht wieder)(?=[.!]$)/u,
    (_whole, article: string, between: string, not: string) => {
      const it = /en$/u.test(article) ? 'ihn' : /e$/u.test(article) ? 'sie' : 'es';
      return `${article} ${between} ${it} ${not}`;
    },
  );
}

/** `so lang gegrabn bis er wieder aufgetaucht is`: the search told with its happy end (`…, bis er wieder auftauchte`). */
function untilFound(clause: string, sentence: string | undefined): string | undefined {
  const it = clause.match(/,? bis (er|sie|es) (?:wieder )?(?:aufgetaucht|da) (?:is|ist|war)\s*$/iu)?.[1];
  if (!it || !sentence?.endsWith(' so lange.')) return sentence;
  return `${sentence.slice(0, -1)}, bis ${it.toLowerCase()} wieder auftauchte.`;
}

/**
 * A thing pointed back at with the spoken `die`, `den` (`er hat die gleich roh gefuttert`): a story says `sie`, `ihn`
 * (`futterte sie gleich roh`). Only with nothing but small words after it, so an article (`die gleich großen Steine`)
 * stays.
 */
const POINTED_BACK =
  /(?<=(?<![\p{L}])\p{Ll}{2,}) (die|den) (?=(?:gleich|sofort|direkt|einfach|dann|auch|ganz)(?: \p{Ll}+)*\.$)/u;
const pointedBack = (told: string | undefined): string | undefined =>
  told?.replace(POINTED_BACK, (_whole, pointer: string) => (pointer === 'die' ? ' sie ' : ' ihn '));

/**
 * `mega gut gelaunt`, `etwas quengelig heute`: how the child was, said bare and read before any other rewrite; the time
 * said after it leads (`Heute war … etwas quengelig.`).
 */
function bareMood(clause: string, context: RetellContext): string | undefined {
  const moodBare = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase()
    .match(
      /^(?:(heute|heut|morgens|vormittags|mittags|nachmittags|abends|den ganzen tag|danach|dann|hinterher|später) )?(?:wieder )?((?:sehr|total|voll|mega|richtig|echt|so+|super|etwas|bissl|bisschen|ein bisschen|ziemlich) )?(gut gelaunt|schlecht gelaunt|gut drauf|schlecht drauf|quengelig|knatschig|anhänglich|verschmust|albern|kichrig|müde|grantig|stolz|glücklich|traurig|fröhlich|aufgedreht|zufrieden)(?: (heute|heut|den ganzen tag))?$/u,
    );
  if (!moodBare || !(/gelaunt|drauf/u.test(moodBare[3] ?? '') || moodBare[4] || moodBare[1] === 'den ganzen tag'))
    return undefined;
  const when = moodBare[1] ?? moodBare[4];
  // `danach wieder gut gelaunt`: the child was so again (`war … wieder gut gelaunt`), never a verb made of the mood.
  const again = /(?:^|\s)wieder\s/u.test(clause.toLowerCase()) ? 'wieder ' : '';
  const lead = when === 'den ganzen tag' ? 'Den ganzen Tag' : when ? capital(when === 'heut' ? 'heute' : when) : '';
  const much = (moodBare[2] ?? '').trim();
  const how = /^(voll|mega|super|echt)$/u.test(much)
    ? 'richtig '
    : /^so+$/u.test(much)
      ? 'so '
      : /^(bissl|bisschen)$/u.test(much)
        ? 'ein bisschen '
        : much
          ? `${much} `
          : '';
  return lead
    ? `${lead} war ${context.hero.nom} ${again}${how}${moodBare[3]}.`
    : `${capital(context.hero.nom)} war ${again}${how}${moodBare[3]}.`;
}

/**
 * `alles gut!`, `danach war alles wieder gut`: all was well, said bare (`Alles war wieder gut.`); `wieder` only when the
 * parent wrote it.
 */
function allWell(clause: string): string | undefined {
  const well = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase()
    .match(
      /^(?:(danach|dann|hinterher|am ende|zum glück|aber) )?(?:war )?alles (wieder )?(?:gut|ok|okay|in ordnung)(?: gewesen)?$/u,
    );
  // `bissl geweint, dann weiter`: the day went on (`Dann ging es weiter.`).
  if (
    /^(?:und )?(?:dann|danach) (?:gings |ging es |gings gleich |gleich )?weiter$/u.test(
      clause
        .replace(/[!?.]+/gu, ' ')
        .trim()
        .toLowerCase(),
    )
  )
    return 'Dann ging es weiter.';
  if (!well) return undefined;
  const lead = well[1] ? `${capital(well[1])} war alles` : 'Alles war';
  return `${lead} ${well[2] ?? ''}gut.`;
}

/** Animals a parent points back at with `die` or `der` (`die katze … und die hat gekratzt`), by their article. */
const POINTED_ANIMALS: Record<string, string> = {
  katze: 'Die Katze',
  kater: 'Der Kater',
  hund: 'Der Hund',
  hamster: 'Der Hamster',
  hase: 'Der Hase',
  ziege: 'Die Ziege',
  gans: 'Die Gans',
  papagei: 'Der Papagei',
  meerschweinchen: 'Das Meerschweinchen',
};

/**
 * An animal pointed back at (`dann die katze gestreichelt und die hat gekratzt`): told by the animal the parent named
 * just before (`Die Katze kratzte.`), never an unclear `die`.
 */
function animalPointedBack(clause: string, context: RetellContext): string | undefined {
  const pointed = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase()
    .match(
      /^(?:(?:und|aber|dann|da) )?(die|der|das) (?:hat|hatte) (?:(?:ihn|sie|ihm|ihr|zuri) )?(?:(?:einfach|gleich|dann|auch) )?(gekratzt|gebissen|gezwickt|gepickt|geschnappt|gefaucht|angefaucht)$/u,
    );
  if (!pointed || !context.description) return undefined;
  const text = context.description.toLowerCase();
  const at = text.indexOf(pointed[0]);
  if (at < 0) return undefined;
  // Only an animal of the last few words before it (`die katze von nachbarn gestreichelt und die …`).
  const before = (text.slice(0, at).match(/\p{L}+/gu) ?? []).slice(-6);
  const animal = before.reverse().find((word) => POINTED_ANIMALS[word] !== undefined);
  const told = animal ? POINTED_ANIMALS[animal] : undefined;
  if (!told?.toLowerCase().startsWith(pointed[1] ?? '')) return undefined;
  const verb = pastOf(pointed[2] ?? '');
  if (!verb) return undefined;
  const whom = /(?<![\p{L}])(ihn|sie|ihm|ihr|zuri) (?:(?:einfach|gleich|dann|auch) )?ge/u.test(pointed[0])
    ? ` ${context.hero.akk}`
    : '';
  return `${told} ${verb.past}${whom}${verb.part ? ` ${verb.part}` : ''}.`;
}

/** Small hurts a parent writes bare, by their article after `einen`/`eine` (`kleiner kratzer`, `ne schramme`). */
const BARE_HURTS: Record<string, [string, string]> = {
  kratzer: ['einen', 'Kratzer'],
  schramme: ['eine', 'Schramme'],
  beule: ['eine', 'Beule'],
  macke: ['eine', 'Macke'],
  'blauer fleck': ['einen', 'blauen Fleck'],
  'blauen fleck': ['einen', 'blauen Fleck'],
};

/**
 * A small hurt said bare, with where it was (`kleiner kratzer an der hand`: `Zuri hatte einen kleinen Kratzer an der
 * Hand.`), and the plaster said bare after it (`pflaster drauf`: `Ein Pflaster kam drauf.`).
 */
function bareHurt(clause: string, context: RetellContext): string | undefined {
  const lower = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase();
  if (
    /^(?:(?:und|dann|danach) )?(?:(?:ein|n|nen|ne|'?n) )?(?:(?:kleines|kleinen|bunte?s?) )?pflaster (?:drauf|drüber|drauf geklebt|draufgeklebt)(?: und gut)?$/u.test(
      lower,
    )
  )
    return 'Dann kam ein Pflaster drauf.';
  const hurt = lower.match(
    /^(?:(?:ein|ne|eine|n|nen|einen) )?(klein(?:er|e|en)? |winzig(?:er|e|en)? )?(kratzer|schramme|beule|macke|blauer fleck|blauen fleck) (an der|am|an dem|auf der|auf dem|aufm) (hand|arm|knie|bein|finger|stirn|wange|nase|backe)$/u,
  );
  if (!hurt) return undefined;
  const [article, noun] = BARE_HURTS[hurt[2] ?? ''] ?? [];
  if (!article || !noun) return undefined;
  const small = hurt[1] ? (article === 'einen' ? 'kleinen ' : 'kleine ') : '';
  const where = hurt[3] === 'aufm' || hurt[3] === 'auf dem' ? 'auf dem' : hurt[3] === 'an dem' ? 'am' : hurt[3];
  return `${capital(context.hero.nom)} hatte ${article} ${small}${noun} ${where} ${capital(hurt[4] ?? '')}.`;
}

/**
 * A show or a fair said bare with its time and place (`vormittags kasperletheater in der bücherei`): there was one
 * there (`Vormittags gab es ein Kasperletheater in der Bücherei.`).
 */
function bareShow(clause: string): string | undefined {
  const show = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase()
    .match(
      /^(?:(heute|heut|morgens|vormittags|mittags|nachmittags|abends) )?(kasperletheater|kaspertheater|puppentheater|kindertheater|zirkus|vorlesestunde|kinderdisco|kinderkonzert|konzert|flohmarkt) (in der|im|beim|auf dem|aufm|am|in) (\p{L}{3,})$/u,
    );
  if (!show) return undefined;
  const what = show[2] ?? '';
  const article = /(?:stunde|disco)$/u.test(what) ? 'eine' : /^(zirkus|flohmarkt)$/u.test(what) ? 'einen' : 'ein';
  const noun = what === 'zirkus' ? 'Zirkus' : capital(what);
  const where = show[3] === 'aufm' ? 'auf dem' : show[3];
  const lead = show[1] ? capital(show[1] === 'heut' ? 'heute' : show[1]) : 'Heute';
  return `${lead} gab es ${article} ${noun} ${where} ${capital(show[4] ?? '')}.`;
}

/**
 * A check-up said bare (`vormittags zahnarzt kontrolle`, `heut U-untersuchung beim kinderarzt mit impfung`): the child
 * check-up was then (`Vormittags war Kontrolle beim Zahnarzt.`), with the jab when the parent wrote it.
 */
function bareCheckup(clause: string, context: RetellContext): string | undefined {
  const lower = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase();
  const when = lower.match(/^(heute|heut|morgens|vormittags|mittags|nachmittags) /u)?.[1];
  const rest = when ? lower.slice(when.length + 1) : lower;
  const who = '(zahnarzt|zahnärztin|kinderarzt|kinderärztin|arzt|ärztin)';
  const kind = '(kontrolle|kontrolltermin|vorsorge|vorsorgeuntersuchung|u-untersuchung|u\\d{1,2}|untersuchung)';
  const match =
    rest.match(new RegExp(`^${who}[ -]?${kind}( mit impfung)?$`, 'u')) ??
    rest.match(new RegExp(`^${kind} (?:beim|bei der|bei dem) ${who}( mit impfung)?$`, 'u'));
  if (!match) return undefined;
  const doctor = /arzt|ärztin/u.test(match[1] ?? '') ? (match[1] ?? '') : (match[2] ?? '');
  const check = doctor === match[1] ? (match[2] ?? '') : (match[1] ?? '');
  const what = /^u/u.test(check)
    ? 'Vorsorge'
    : /^vorsorge/u.test(check)
      ? 'Vorsorge'
      : /^untersuchung/u.test(check)
        ? 'Untersuchung'
        : 'Kontrolle';
  const at = /in$/u.test(doctor) ? 'bei der' : 'beim';
  const jab = match[3] ? `, und ${context.hero.nom} bekam eine Impfung` : '';
  // Said of the check-up, not of the child going (`Vormittags war Kontrolle beim Zahnarzt.`): the story may have told
  // the going.
  const lead = when ? capital(when === 'heut' ? 'heute' : when) : 'Heute';
  return `${lead} war ${what} ${at} ${capital(doctor)}${jab}.`;
}

/**
 * How long a grown-up was away, pointed back at (`papa is zurück gekommen, fünf tage war er weg`): told by the grown-up
 * named before (`Fünf Tage war Papa weg.`), never as the child who was away; with no grown-up before it, not told.
 */
function awayFor(clause: string, context: RetellContext): string | undefined {
  const away = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase()
    .match(
      /^(?:schon |ganze )?(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|[2-9]) (tage|wochen|nächte) (?:lang )?(?:war|is|ist) (er|sie) (?:weg|fort|unterwegs|nicht da)$/u,
    );
  if (!away) return undefined;
  const text = (context.description ?? '').toLowerCase();
  const at = text.indexOf(away[0]);
  const before = at > 0 ? text.slice(0, at) : '';
  const family = [...before.matchAll(/(?<![\p{L}])(mama|mami|papa|papi|oma|omi|opa|opi)(?![\p{L}])/gu)].at(-1)?.[1];
  const fits = family && (away[3] === 'er' ? /^(papa|papi|opa|opi)$/u : /^(mama|mami|oma|omi)$/u).test(family);
  // Never the child (`Fünf Tage war Zuri weg.`): the grown-up named before, or nothing.
  if (!family || !fits) return '';
  const count = /^\d$/u.test(away[1] ?? '') ? COUNTS[Number(away[1]) - 2] : away[1];
  return `${capital(count ?? '')} ${capital(away[2] ?? '')} war ${capital(family)} weg.`;
}

/**
 * How old the friend whose birthday it was turned, pointed back at with `der` or `die` (`bei emil, der is 4 geworden`):
 * told by the friend's name (`Emil wurde vier.`), and only when that name was written just before.
 */
function turnedAge(clause: string, context: RetellContext): string | undefined {
  const age = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase()
    .match(
      /^(der|die) (?:is|ist) (?:jetzt |grad |gerade )?([2-9]|zwei|drei|vier|fünf|sechs|sieben|acht|neun)(?: jahre(?: alt)?)? geworden$/u,
    );
  if (!age || !context.description) return undefined;
  const before = context.description
    .toLowerCase()
    .match(
      new RegExp(`(\\p{L}{2,}),? ${age[1]} (?:is|ist) (?:jetzt |grad |gerade )?${age[2]}(?![\\p{L}\\p{N}])`, 'u'),
    )?.[1];
  const who = context.names.find((name) => name.toLowerCase() === before);
  if (!who) return undefined;
  const count = /^\d$/u.test(age[2] ?? '') ? COUNTS[Number(age[2]) - 2] : age[2];
  return `${who} wurde ${count}.`;
}

/**
 * A birthday party said bare, with whose it was (`kindergeburtstag bei emil`, `nachmittags geburtstag bei lena`): the
 * party was the friend's (`Nachmittags war Emils Kindergeburtstag.`); a grown-up's birthday is not.
 */
function bareParty(clause: string, context: RetellContext): string | undefined {
  const party = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .match(
      /^(?:(heute|heut|morgens|vormittags|mittags|nachmittags|abends) )?(?:auf (?:dem |nem )?|aufm )?(kindergeburtstag|geburtstag|geburtstagsfeier|geburtstagsparty) (?:bei|von) (\p{L}{2,})$/iu,
    );
  if (!party) return undefined;
  const who = context.names.find((name) => name.toLowerCase() === (party[3] ?? '').toLowerCase());
  if (!who) return undefined;
  const when = party[1]?.toLowerCase();
  const lead = when ? capital(when === 'heut' ? 'heute' : when) : 'Heute';
  const what = (party[2] ?? '').toLowerCase() === 'geburtstag' ? 'kindergeburtstag' : (party[2] ?? '').toLowerCase();
  // Said of the party, not of the child going (`Heute war Emils Kindergeburtstag.`): the story may have told the going.
  const whose = /[sxzß]$/u.test(who) ? `${who}’` : `${who}s`;
  const noun = what === 'geburtstagsfeier' ? 'Geburtstagsfeier' : capital(what);
  return `${lead} war ${whose} ${noun}.`;
}

/**
 * The parent's shorthand for where the day went (`heut war friseur dran`), told as a sentence (`Heute ging es zum
 * Friseur.`). (A heading such as `drama am abend` stays untold: what the drama was follows it.)
 */
function bareDay(clause: string): string | undefined {
  const lower = clause
    .replace(/[!?.]+/gu, ' ')
    .trim()
    .toLowerCase();
  const turn = lower.match(
    /^(?:(heute|heut|morgens|vormittags|nachmittags|dann) )?(?:war|is|ist) (?:(?:der|die|beim|bei der) )?(friseur|frisör|kinderarzt|kinderärztin|zahnarzt|zahnärztin|arzt|ärztin|augenarzt|ohrenarzt|hausarzt|physio|logopädin|logopäde) dran$/u,
  );
  if (turn) {
    const when = turn[1] && turn[1] !== 'dann' ? capital(turn[1] === 'heut' ? 'heute' : turn[1]) : 'Heute';
    const who = (turn[2] ?? '').replace(/^frisör$/u, 'friseur');
    const to = /(in|ärztin|physio)$/u.test(who) ? 'zur' : 'zum';
    return `${when} ging es ${to} ${capital(who)}.`;
  }
  return undefined;
}

/**
 * `hat erst geweint, dann …`: the parent's `erst` before the doing is `at first`; at the end of the story's sentence
 * it is `zuerst` (`Zuri weinte zuerst.`), never a bare `erst` that waits for more.
 */
function atFirst(clause: string, told: string | undefined): string | undefined {
  if (!told || !/(?<![\p{L}])erst (?:\p{L}+ )?ge\p{L}{3,}(?![\p{L}])/iu.test(clause)) return told;
  return told.replace(/ erst([.!])$/u, ' zuerst$1');
}

/**
 * `da ham wir mit papa ne höhle gebaut`: the parent's `wir` with one grown-up named is the child and that grown-up
 * (`Da bauten Zuri und Papa eine Höhle`), never `Zuri und seine Familie mit Papa`.
 */
function familyWith(told: string | undefined, context: RetellContext): string | undefined {
  if (!told) return told;
  const family = `${context.hero.nom} und ${context.hero.sein}e Familie mit `;
  const at = told.indexOf(family);
  if (at < 0) return told;
  const rest = told.slice(at + family.length);
  const who = rest.match(
    /^((?:Mama|Mami|Papa|Papi|Oma|Omi|Opa|Opi)(?: und (?:Mama|Mami|Papa|Papi|Oma|Omi|Opa|Opi))?)(?![\p{L}])/u,
  );
  if (!who) return told;
  return `${told.slice(0, at)}${context.hero.nom} und ${who[1]}${rest.slice((who[1] ?? '').length)}`;
}

/**
 * `die schermaschine hat sie nicht gemocht aber im spiegel hat sie sich dann angelacht`: a clause the reteller cannot
 * tell whole, told as its two halves, the turn with `Aber` before the second.
 */
function butText(clause: string, context: RetellContext): string | undefined {
  const lead = (told: string) =>
    // (An article or the child's `er`, `sie` told first in its half is no sentence's start after `Aber`.)
    told.replace(
      /^(Im|Am|Beim|In|Auf|Dann|Danach|Da|Es|Nachher|Später|Er|Sie|Der|Die|Das|Ein|Eine)(?![\p{L}])/u,
      (word) => word.toLowerCase(),
    );
  const but = clean(clause)
    .trim()
    .match(/^(.{8,}?) aber (.{8,})$/iu);
  if (but) {
    const first = tellOf(but[1] ?? '', context);
    const second = tellOf(but[2] ?? '', context);
    // `einmal in die hecke aber gleich wieder aufgstiegen`: the child of both halves goes on as `er` or `sie`
    // (`Aber er stieg …`), and an article starts no word with a capital inside the sentence.
    const again = capital(context.hero.nom);
    const goesOn =
      second?.startsWith(`${again} `) && first?.toLowerCase().includes(context.hero.nom.toLowerCase())
        ? `${context.hero.er.toLowerCase()} ${second.slice(again.length + 1)}`
        : second;
    if (first && goesOn && !/ aber /iu.test(`${first} ${goesOn}`)) return `${first} Aber ${lead(goesOn)}`;
  }
  // `es gab schokotorte und mia hat ein fahrrad bekommen`: two doings of two, each with its own verb, told in one
  // sentence with a comma before `und` (`Es gab Schokotorte, und Mia bekam ein Fahrrad.`).
  const and = clean(clause)
    .trim()
    .match(/^(.{8,}?) und ((?:\p{L}+ )(?:hat|hatte|ist|is|war|durfte|wollte|gab|gabs) .{4,})$/iu);
  // (Someone named or of the family begins the second, never an `es` or `er` that points back at the first.)
  if (!and || /^(es|er|sie|ihr|wir|ich|der|die|das|den)(?![\p{L}])/iu.test(and[2] ?? '')) return undefined;
  const first = tellOf(and[1] ?? '', context);
  const second = tellOf(and[2] ?? '', context);
  // (Each half one sentence of its own, never one already of two.)
  const one = (told: string) => !/[.!?“] \p{L}/u.test(told);
  if (!first?.endsWith('.') || !second || !one(first) || !one(second)) return undefined;
  return `${first.slice(0, -1)}, und ${lead(second)}`;
}

/** A clause as the story tells it, by the bare shorthands first, then the full reteller. */
const tellOf = (clause: string, context: RetellContext): string | undefined =>
  bareMood(clause, context) ??
  allWell(clause) ??
  bareParty(clause, context) ??
  turnedAge(clause, context) ??
  animalPointedBack(clause, context) ??
  bareHurt(clause, context) ??
  bareShow(clause) ??
  bareCheckup(clause, context) ??
  bareDay(clause) ??
  withReading(context, () =>
    untilFound(
      clause,
      pointedBack(
        foundAgain(
          madeThingsPut(
            withKinCapitals(
              medicineGot(
                retell(
                  withItsVerb(withoutOthersReason(withUsFetched(withItsSeat(clause, context), context), context)),
                  context,
                ),
                context,
              ),
            ),
          ),
        ),
      ),
    ),
  );

/** A daycare teacher by their role, then their name with its title (`die erzieherin frau becker`). */
const TITLED_TEACHER =
  /^(?:die|der|unsere|unser)\s+(erzieherin|erziherin|erzieher|tagesmutter|tagesvater|lehrerin|lehrer|betreuerin|betreuer)\s+((?:frau|herr)\s+\p{L}+)(?=\s)/iu;
/** The role of a titled teacher, as the story says it. */
const TEACHER_WORDS: Record<string, string> = {
  erzieherin: 'die Erzieherin',
  erziherin: 'die Erzieherin',
  erzieher: 'der Erzieher',
  tagesmutter: 'die Tagesmutter',
  tagesvater: 'der Tagesvater',
  lehrerin: 'die Lehrerin',
  lehrer: 'der Lehrer',
  betreuerin: 'die Betreuerin',
  betreuer: 'der Betreuer',
};

/**
 * `hab mich halt zu ihm gelegt und die kleine lampe angelassen`: what the parent who writes did, told of them as the
 * story calls them (`Mama legte sich zu Zuri …`), where no other reading told the clause, the child is in it and
 * nothing else of the parent's own is; undefined where the day does not say who writes.
 */
function writerDid(clause: string, context: RetellContext): string | undefined {
  const writer = context.grownUps.length === 1 ? context.grownUps[0] : context.parent;
  // `hab mich zu ihm hingehockt und gewartet bis er sich beruhigt hat`: the parent waited until the child was calm
  // again; the wait is told, and the calm after it in the past before it (`…, bis er sich beruhigt hatte`).
  const until =
    /^(.+ gewartet),? bis (er|sie) sich (?:(wieder|endlich|langsam|von selbst) )?(beruhigt|abgeregt|eingekriegt|ausgeweint) (?:hat|hatte)$/iu.exec(
      clause.trim(),
    );
  if (until) {
    const waited = writerDid(until[1] ?? '', context);
    const hero = context.hero as R;
    if (waited)
      return `${waited.replace(/[.!]$/u, '')}, bis ${hero.er} sich ${until[3] ? `${until[3].toLowerCase()} ` : ''}${until[4]?.toLowerCase()} hatte.`;
  }
  const mine =
    /^((?:(?:dann|da|danach|also|und|halt|abends|nachts|später) )*)(?:ich (?:hab|habe|hatte)|(?:hab|habe|hatte) ich|hab|habe)(?: (mich))?(?= )(?!.*(?<![\p{L}])(?:ich|mich|mir|mein\p{L}*|wir|uns|unser\p{L}*|du|dir|dich)(?![\p{L}]))(?=.*(?<![\p{L}])\p{L}*ge\p{L}+(?:t|en)$)/iu;
  // Only what the parent did with the child (`zu ihm gelegt`, `ihn abgeholt`): the parent's own coffee is no one's.
  // (A hurt cared for, `gepustet und ein pflaster drauf geklebt`, is the child's too, with no pronoun said.)
  const withChild =
    /(?<![\p{L}])(?:ihn|ihm|ihr|sie|er)(?![\p{L}])/iu.test(clause) ||
    /(?<![\p{L}])(?:gepustet|pflaster\p{L}*|verarztet|gekühlt|kühlakku)(?![\p{L}])/iu.test(clause);
  if (!writer || !withChild || !mine.test(clause.trim())) return undefined;
  return tellOf(
    clause
      .trim()
      .replace(mine, (_, before: string, self: string | undefined) => `${before}${writer} hat${self ? ' sich' : ''}`),
    context,
  );
}

/**
 * `abends hat der wind so ums haus gepfiffen`: a time said first and the thing of the day that did it after the helper;
 * told as the thing's own (`Der Wind pfiff abends so ums Haus.`), where no other reading told the clause.
 */
function thingFirst(clause: string, context: RetellContext): string | undefined {
  const turned =
    /^((?:(?:abends|am abend|nachts|morgens|mittags|nachmittags|dann|danach|später|plötzlich|draußen|draussen) ){1,2})(hat|hatte|ist|war) ((?:der|die|das) \p{L}{3,}) (?=.*(?<![\p{L}])\p{L}*ge\p{L}+(?:t|en)$)/iu.exec(
      clause.trim(),
    );
  if (!turned) return undefined;
  return tellOf(
    `${turned[3]} ${turned[2]} ${(turned[1] ?? '').trim()} ${clause.trim().slice(turned[0].length)}`,
    context,
  );
}

/**
 * `abends hat der wind so ums haus gepfiffen und er konnt ned einschlafen`: two things of the day with two doers in one
 * clause, told side by side (`…, und Zuri konnte nicht einschlafen.`) where each is told on its own and the whole was
 * not.
 */
function twoDoers(clause: string, context: RetellContext): string | undefined {
  const parts =
    /^(.+?) und (?=(?:er|sie|der \p{L}+|die \p{L}+|das \p{L}+) (?:hat|hatte|ist|war|konnt|konnte|wollt|wollte|durft|durfte|mochte|musste)(?![\p{L}]))(.+)$/iu.exec(
      clause.trim(),
    );
  if (!parts) return undefined;
  const one = one_(parts[1] ?? '', context);
  const two = one_(parts[2] ?? '', context);
  if (!one || !two) return undefined;
  const second = /^(Der|Die|Das|Er|Sie|Es|Ein|Eine) /u.test(two) ? two.charAt(0).toLowerCase() + two.slice(1) : two;
  return `${one.replace(/[.!]$/u, '')}, und ${second}`;
}

/** A clause told whole, by any reading. */
function wholeText(clause: string, context: RetellContext): string | undefined {
  return familyWith(
    atFirst(clause, one_(clause, context) ?? twoDoers(clause, context) ?? butText(clause, context)),
    context,
  );
}

/**
 * `die erzieherin hat sie dann auf den arm genommen und ich bin schnell raus`, `hab ihn dann extra lang gekuschelt
 * während papa sie gewickelt hat`: a clause no reading tells whole is told in its parts, the parent's own `und ich …`
 * told where it can be and left out where it cannot, the `während …` beside it left out.
 */
function inPartsText(clause: string, context: RetellContext): string | undefined {
  const text = clause.trim();
  const during = text.match(/^(.{8,}?),? während (.{6,})$/iu);
  if (during) return wholeText(during[1] ?? '', context);
  const mine = text.match(/^(.{8,}?),? und (ich (?:bin|hab|habe|hab's|habs|hatte|war) .{3,})$/iu);
  if (!mine) return undefined;
  const first = wholeText(mine[1] ?? '', context);
  const then = wholeText(mine[2] ?? '', context);
  if (!first) return undefined;
  return then ? `${first} ${then}` : first;
}

/** One part of a clause told by any reading but the split in two. */
function one_(part: string, context: RetellContext): string | undefined {
  return tellOf(part, context) ?? writerDid(part, context) ?? thingFirst(part, context);
}

/** `ich hab ihn hinterm sofa gefunden`: the parent (or all of them) who found someone. */
const FOUND_HIM =
  /((?:^|(?<![\p{L}])und )(?:(?:dann|zum glück|endlich) )*(?:ich|wir) (?:hab|habe|ham|haben) )(ihn|sie|es)(?= (?:(?!(?:und|aber)(?![\p{L}]))\p{L}+ ){0,4}(?:gefunden|gfunden|wiedergefunden)$)/iu;
/** A pet of the day that got out (`der hamster is heut früh ausgebüxt`). */
const PET_OUT =
  /(?<![\p{L}])(hamster|kater|hund|hase|wellensittich|katze|maus|meerschweinchen|kaninchen)(?![\p{L}])(?=.*(?<![\p{L}])(?:ausgebüxt|ausgebüchst|abgehauen|weggelaufen|entwischt|verschwunden|ausgerissen)(?![\p{L}]))/iu;

/**
 * `der hamster is heut früh ausgebüxt … ich hab ihn hinterm sofa gefunden`: on a day a pet got out, the one the parent
 * found is the pet, never the child.
 */
/**
 * What the day's own words make of a clause: on a day in costume (`fasching in der kita, sie war n marienkäfer`), the
 * child who `war n marienkäfer` was dressed as one (`war als Marienkäfer verkleidet`), never turned into one.
 */
function dayWords(said: string, context: RetellContext): string {
  if (!COSTUME_DAY.test(`${context.description ?? ''} ${said}`)) return said;
  return said.replace(
    /^((?:(?:und|da|heute|heut) )*(?:er|sie|zuri) war) (?:n|ne|ein|eine|als) (\p{L}{3,})$/iu,
    (_whole, who: string, what: string) => `${who} als ${what} verkleidet`,
  );
}

/** A day of dressing up (`fasching`, `karneval`, `fasnet`, `halloween`, `verkleidet`, `kostüm`). */
const COSTUME_DAY =
  /(?<![\p{L}])(?:fasching\p{L}*|karneval\p{L}*|fastnacht\p{L}*|fasnet|fasnacht|halloween|verkleid\p{L}*|kostüm\p{L}*|mottoparty)(?![\p{L}])/iu;

function petFound(said: string, context: RetellContext): string {
  const pet = PET_OUT.exec(context.description ?? '')?.[1]?.toLowerCase();
  if (!pet) return said;
  // `danach durfte er ihm ne gurke geben`, `hat ihn gaaanz vorsichtig gestreichelt`: on a day a pet got out, the `ihm`
  // fed and the `ihn` stroked are the pet (`dem Hamster`), never left untold.
  const female = /^(katze|maus)$/u.test(pet);
  const neuter = /^(meerschweinchen|kaninchen)$/u.test(pet);
  const petSaid = said
    .replace(
      /(?<![\p{L}])(?:ihm|ihr)(?= (?:(?:ne|n|eine|ein|nen|einen|was|etwas|noch|ganz|viel) )*\p{L}+ (?:geben|gegeben|füttern|gefüttert|bringen|gebracht)$)/iu,
      `${female ? 'der' : 'dem'} ${pet}`,
    )
    .replace(
      /^((?:(?:dann|danach|und|da) )*(?:(?:er|sie) )?(?:hat|hatte)(?: (?:er|sie))?) (?:ihn|sie|es)(?= (?:\p{L}+ ){0,3}(?:gestreichelt|gekrault|gestreichelt|gehalten|gekuschelt)$)/iu,
      `$1 ${female ? 'die' : neuter ? 'das' : 'den'} ${pet}`,
    );
  if (!FOUND_HIM.test(petSaid)) return petSaid;
  said = petSaid;
  const article = female ? 'die' : neuter ? 'das' : 'den';
  // (The parent who writes, as the story calls them: `Mama fand den Hamster …`.)
  const writer = context.grownUps.length === 0 ? context.parent : context.grownUps[0];
  return said.replace(FOUND_HIM, (_whole, who: string) => {
    const finder =
      writer && /(?<![\p{L}])ich /iu.test(who) ? who.replace(/ich (?:hab|habe)(?= $)/iu, `${writer} hat`) : who;
    return `${finder}${article} ${pet}`;
  });
}

export const de: Reteller = {
  clauses,
  retell: (said, context) =>
    commaBeforeNewSubject(
      comfortedWhom(retellSaid(petFound(dayWords(said, context), context), context), context),
      context,
    ),
  keys,
  names: namesOf,
  has: hasGermanWord,
  afternoon:
    /(?<![\p{L}])(?:nachmittags?|nami|nach dem mittagessen|nach dem mittagsschlaf|nach dem mittagsschläfchen|zum zvieri)(?![\p{L}])/iu,
  morning:
    /(?<![\p{L}])(morgens|vormittags|heute morgen|heut morgen|am morgen|heute früh|heut früh|in der früh|frühstück\p{L}*|zmorge|zmorga|beim abgeben|beim bringen|beim anziehen)(?![\p{L}])/iu,
  // Falling asleep on the way home is of the afternoon, not of bedtime; a game outside before supper is too, and so is
  // the lantern walk (`heut abend war martinszug`), the day's own outing.
  // Sleep said in the southern participle (`sofort gschlafe`) is of the night as well. Teeth counted at the dentist's
  // (`die zahnärztin hat die zähne gezählt`, `durfte erst bei papa die zähne zählen`) are the visit's, never the
  // evening's brushing.
  evening:
    /^(?!.*(?<![\p{L}])(zahnarzt\p{L}*|zahnärztin|zähne (?:zählen|gezählt|zählt)|heimweg|heimfahrt|rückweg|im auto|im zug|in der bahn|im bus|im kinderwagen|fußball|fussball|federball|im hof|im garten|draußen|spielplatz|im park|rad gefahren|radln|roller|martins\p{L}*|laterne\p{L}*))[\s\S]*(?<![\p{L}])(abend\p{L}*|abends|znacht|nachtessen|bad|baden|badewanne|wanne|zähne\p{L}*|schlaf\p{L}*|gschlaf\p{L}*|eingeschlafen|eingschlafen|bett|zubettgehen|gute nacht|schlafanzug|pyjama|nachts|um (?:halb )?(?:[5-9]|sechse?|sieben|achte?)(?: uhr)? (?:war|waren) (?:\p{L}+ ){0,3}(?:platt|\p{L}*müde?|fertig|erledigt|kaputt|durch))(?![\p{L}])/iu,
  // The night before the day (`nacht war mies, um 3 kam er weinend rüber`, `durfte bei uns schlafen`): told on waking.
  waking:
    /(?<![\p{L}])(?:aufgewacht|aufgwacht|wach geworden|aufgestanden|heute nacht|letzte nacht|in der nacht|nacht war|weinend rüber|zu uns ins bett|bei uns (?:im bett )?(?:schlafen|geschlafen)|schlecht geträumt|(?:sonntags|sonntag|wochenend|familien|advents)frühstück)(?![\p{L}])/iu,
};

/**
 * `ich hab ihn auf den arm genommen und getröstet`: the comfort after the child held says whom it comforted (`nahm Zuri
 * auf den Arm und tröstete ihn`), as German wants an object for `trösten`.
 */
function comfortedWhom(told: string | undefined, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  if (!told?.includes(hero.akk)) return told;
  return told.replace(/ und tröstete([.!])$/u, ` und tröstete ${hero.ihn}$1`);
}

/**
 * `… suchten die ganze Wohnung ab und Mama fand den Hamster`, `ließ los und der kleine Bär merkte gar nichts`: a new
 * one doing something after `und` starts a sentence of its own, so a comma goes before the `und`. (Only after a word
 * in small letters, never in a list of people: `Zuri, Oma und Opa backten`.)
 */
function commaBeforeNewSubject(told: string | undefined, context: RetellContext): string | undefined {
  if (!told) return told;
  const hero = context.hero as R;
  const people = [
    hero.nom,
    capital(hero.nom),
    ...context.grownUps,
    ...(context.parent ? [context.parent] : []),
    'Mama',
    'Papa',
    'Oma',
    'Opa',
  ]
    .filter((one, index, all) => one !== '' && all.indexOf(one) === index)
    .map((one) => one.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  const newOne = new RegExp(
    `(?<=(?<![\\p{L}])\\p{Ll}+) und (?=(?:${people.join('|')}) (?!und |oder |mit |zu |bei |im |in |auf |an )\\p{Ll}+)`,
    'gu',
  );
  return told.replace(newOne, ', und ');
}

function retellSaid(spoken: string, context: RetellContext): string | undefined {
  // `danach zsamm sandkuchen gmacht`: the southern `zusammen` and `gmacht` are read before anything else, so the
  // friend of the day it means is told (`machte danach mit Lina zusammen Sandkuchen`).
  const said = spoken
    .replace(/(?<![\p{L}])(?:zsamm|zsamma|zsamme|zamm)(?![\p{L}])/giu, 'zusammen')
    .replace(/(?<=(?<![\p{L}])zusammen (?:\p{L}+ ){1,2})gmacht$/iu, 'gemacht');
  // `hat sich nur hinter mir versteckt`: the parent who writes, whom the child hid behind or sat by, as the story
  // calls them (`hinter Mama`).
  const writer = context.grownUps.length === 0 ? context.parent : context.grownUps[0];
  const clause =
    writer && context.grownUps.length <= 1
      ? said.replace(/(?<![\p{L}])(hinter|neben) mir(?![\p{L}])/giu, `$1 ${writer}`)
      : said;
  // A grown-up away for days is never told as the child away (see `awayFor`): `''` is a clause left untold.
  // `mit zuri ne höhle … gebaut`: the child named after `mit` with no one before it is the parent who writes and the
  // child together (`wir`), never the child with the child.
  const child = [onlyChild(context), (context.hero as R).nom, 'zuri']
    .filter((name): name is string => !!name)
    .map((name) => name.toLowerCase());
  const withChild = clause
    .trim()
    .match(/^((?:(?:dann|danach|heute|heut|morgens|vormittags|nachmittags|abends|noch) )*)mit (\p{L}+) (.+)$/iu);
  if (
    withChild &&
    child.includes((withChild[2] ?? '').toLowerCase()) &&
    /(?:ge|g)\p{L}+[tn]$/u.test(withChild[3] ?? '')
  )
    return retellSaid(`${withChild[1] ?? ''}wir haben ${withChild[3]}`, context);
  // `bauchweh, daheim mit papa`: what was wrong, and the day at home with a grown-up after the comma, each told.
  const atHome = clause
    .trim()
    .match(/^(.+?),? (?:daheim|dahoam|dahoim|zuhause|zu hause|zhaus) (?:mit|bei) (mama|papa|mami|papi|oma|opa)$/iu);
  if (atHome) {
    const first = retellSaid(atHome[1] ?? '', context);
    const who = capital((atHome[2] ?? '').toLowerCase());
    const hero = context.hero as R;
    if (first) return `${first} ${capital(hero.er)} ${hero.pl ? 'blieben' : 'blieb'} mit ${who} zu Hause.`;
  }
  const away = awayFor(clause, context);
  if (away !== undefined) return away || undefined;
  // The teacher by title and name (`die erzieherin frau becker hat sie aufn arm genommen`): told of the name, with
  // the title after it (`Frau Becker, die Erzieherin, nahm Zuri auf den Arm`).
  const titled = TITLED_TEACHER.exec(clause.trim());
  const roleWord = titled ? TEACHER_WORDS[(titled[1] ?? '').toLowerCase()] : undefined;
  if (titled && roleWord) {
    const name = (titled[2] ?? '').replace(
      /(^|\s)(\p{Ll})/gu,
      (_, space: string, first: string) => `${space}${first.toLocaleUpperCase('de')}`,
    );
    // (Told of the role, which the reteller reads with every verb after it, then named.)
    const told = tellOf(`${roleWord}${clause.trim().slice(titled[0].length)}`, context);
    const opening = roleWord.charAt(0).toLocaleUpperCase('de') + roleWord.slice(1);
    if (told?.startsWith(opening)) return `${name}, ${roleWord},${told.slice(opening.length)}`;
  }
  const outer = namesNow;
  // (The child's own name is no friend of the day.)
  namesNow = context.names.filter((name) => name !== (context.hero as R).nom);
  try {
    return namedGameText(clause, context) ?? wholeText(clause, context) ?? inPartsText(clause, context);
  } finally {
    namesNow = outer;
  }
}
