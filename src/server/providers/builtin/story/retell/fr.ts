import type { RetellContext, Reteller } from './types.ts';
import { capital, ended, hasWordStart, keyWords, tidy, wordSet } from './words.ts';

/**
 * French: the story is told in the present tense (« Petit Ours se réveille »), while parents write in the passé composé
 * (« elle a pleuré », « on est allés au parc »), often without « ne » (« il a pas bougé »), in lower case, with texting
 * shorthands (« qd », « bcp », « 1er ») and Quebec or Belgian words (« pis », « ben »). A clause is told with the hero
 * as its subject, its verb in the present and agreeing with the hero (`Petit Ours pleure.`, `Petite Chouette se cache
 * sous la table.`); the parent's « on » is the hero and the grown-ups; a clause the parent says of themselves (« je »)
 * is left out, and so is a clause whose verb or gender cannot be told for sure.
 */

type R = {
  name: string;
  il: string;
  le: string;
  fem: boolean;
  pl: boolean;
  /** The hero after « de » and « à » (`du Petit Ours`, `au Petit Ours`), where the story has them. */
  de?: string;
  a?: string;
};

const STOP = wordSet(`
  avec dans pour sans chez mais puis alors encore aussi toute tout tous toutes très trop bien plus moins comme quand
  elle elles vous leur leurs cette cela ceci était avait avaient étaient sont être avoir fait faire font
  aujourd’hui aujourd'hui matin soir nuit journée journee aprem après-midi midi heure heures jour fois petit petite
  petits petites grand grande grands grandes gros grosse beaucoup super enfin depuis avant après apres ensuite
  quelque chose même notre contre dort dormir dormi ça dessous dessus partout presque vraiment juste donc parce lui elle-même tout
  deux trois quatre cinq sept huit neuf
  plein pleins jusqu jusque jusqu’à jusqu'à autre autres bout part
  monde
`);

/** Family words said as names when no article comes before them (« chez mamie Josette »: `chez Mamie Josette`). */
const FAMILY =
  /(?<![\p{L}’'-])(?<!(?:le|la|les|un|une|sa|son|ses|du|des|de la|ma|mon|mes|notre|nos|leur|ce|cette|barbe à)\s)(maman|papa|mamie|mamy|papi|papy|pépé|mémé|pépère|mémère|mamé|papé|tata|tatie|tonton|bon-papa|bonne-maman|grand-maman|grand-papa|grand-mère|grand-père|marraine|parrain|mamm-gozh|bon papa|bonne maman)(?![\p{L}-])/gu;

/**
 * The parent's pet names for the child (« ma puce », « mon loulou »), as the subject of a clause, also before the one
 * it was done to (« mon bonhomme lui a montré son dessin »).
 */
const PET_SUBJECT =
  /^(?:ma|mon) (?:puce|loulou|louloute|choupette|choupinette|cocotte|crevette|bichette|poulette|chéri|chérie|trésor|lapinou|poussin|pitchoun|pitchoune|pitchounette|titi|bonhomme|grand|grande)(?= (?:(?:lui|leur|nous|m’|l’) ?)?(?:a|est|s’est|avait|était|n’a|ne|n’est|voulait|veut|dort|dormait|boudait|pleurait|riait|rigolait|criait|chantait|dansait|jouait)\s| et (?:son|sa) (?:(?:grand|grande|petit|petite) )?(?:frère|frere|sœur|soeur|cousin|cousine) \p{Lu})/u;

/** The same pet names after a word that needs them (« la chaussette de mon loulou », « un bisou à ma puce »). */
const PET_AFTER =
  /(?<!\p{L})(de|à|a|avec|pour|chez|contre|sur) (?:ma|mon) (?:puce|loulou|louloute|choupette|choupinette|cocotte|crevette|bichette|poulette|chérie?|trésor|lapinou|poussin|pitchoun|pitchoune|pitchounette|bonhomme)(?!\p{L})/u;

/** A word that elides the « de » before it (`d’Oma`, not `de Oma`). */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöûùüæœ]/iu;

/** Not after a subject (`il a`, `on a`, `qui a`): the « a » that comes next is no verb. */
const NO_SUBJECT_BEFORE = String.raw`(?<!(?<![\p{L}’])(?:il|elle|on|qui|ça|ils|elles|y|j’|tu|c’) )(?<!\p{L})`;

/** Texting shorthands and typed spellings, as the story says them. */
const SPELLING: [RegExp, string | ((word: string, ...groups: string[]) => string)][] = [
  // « Lucia notre jeune fille au pair est repartie »: the family's own carer, said as the child's.
  [/(\p{Lu}[\p{L}-]+),? notre ((?:jeune )?fille au pair|nounou)(?= (?:est|a|était) )/gu, '$1, sa $2,'],
  // The accents a parent's phone leaves out, on the words of a toddler's day (« elle etait trop fiere », « sur la
  // tete », « les bebes cochons »), put back first: the rules after them read the words with their accents.
  [/(?<!\p{L})auj(?:ourd[’']?hui)?(?!\p{L})/gu, 'aujourd’hui'],
  // « grosse colère qd il a fallu partir », « quand il a fallu rentrer »: the moment told in the story's present.
  [
    /(?<!\p{L})(quand|qd|lorsque|au moment où) il a fallu (?=partir|rentrer|y aller|s’en aller|s'en aller|quitter|ranger|sortir|s’habiller|s'habiller|aller)/gu,
    '$1 il faut ',
  ],
  // « journée chez mamie pendant qu’on bossait »: the parents at work, said of them.
  [
    /(?<!\p{L})pendant qu[’'](?:on|nous) (?:bossait|travaillait|était au (?:boulot|taf|travail)|bossions|travaillions|taffait)(?!\p{L})/gu,
    'pendant que Papa et Maman travaillent',
  ],
  // « elle a hurlé la pauvre », « il a pleuré, le pauvre »: the parent's pity after the clause, no thing of the day.
  [/,? (?:la|le|mon|ma) (?:pauvre|pauvrette|pauvre chou|pauvre puce|pauvre loulou|pauvre chéri|pauvre chérie)$/u, ''],
  // « drame ce matin, son doudou … », « la cata ce soir »: the parent's sigh before the news, left to the story.
  [
    /^(?:(?:gros |vrai |petit )?drame|(?:la |petite )?cata(?:strophe)?)(?: (ce matin|ce soir|cet après-midi|aujourd’hui))?,? (?=\p{L})/u,
    (_all: string, when?: string) => (when ? `${when}, ` : ''),
  ],
  // « avec sa copine Jeanne et son papa Mehdi »: the friend's own grown-up, not the child's (`le papa de Jeanne,
  // Mehdi`).
  [
    /(?<!\p{L})((?:sa|son) (?:(?:petite?|grande?|meilleure?) )?(?:copine|copain|amie?|pote|voisine?) (\p{Lu}[\p{L}-]+)) et (?:son|sa) (papa|maman|père|mère|mamie|papi|nounou)(?: (\p{Lu}[\p{L}-]+))?(?!\p{L})/gu,
    (_all: string, friend: string, name: string, kin: string, own?: string) =>
      `${friend} et ${/^(?:maman|mère|mamie|nounou)$/u.test(kin) ? 'la' : 'le'} ${kin} de ${name}${own ? `, ${own}` : ''}`,
  ],
  // « papa a du grimper », « on a dû repartir »: had to, said as the story's present (`Papa doit grimper`), the
  // circumflex a phone leaves out put back.
  [
    /(?<!\p{L})(a|ont) d[uû] (?=(?:grimper|monter|descendre|aller|partir|repartir|rentrer|attendre|courir|porter|changer|chercher|appeler|rappeler|sortir|rester|nettoyer|essuyer|consoler|arrêter|arreter|lâcher|lacher|laisser|recommencer|escalader)(?!\p{L}))/gu,
    (_all: string, has: string) => (has === 'ont' ? 'doivent ' : 'doit '),
  ],
  // « les pros ont fait un petit gouter »: the crèche's staff by a parent's shorthand, said as a child hears it.
  [/(?<!\p{L})les pros(?= (?:ont|avaient|sont|étaient|lui|leur|nous) )/gu, 'les éducatrices'],
  // « resté a la maison volets fermés »: how the house was kept, set apart.
  [
    /(?<!\p{L})(à la maison|a la maison|dedans|à l’intérieur) (volets fermés|volets clos|au frais|à l’ombre)(?!\p{L})/gu,
    '$1, $2',
  ],
  // « la main de mamounette », « avec moman »: the pet names of a mother, said as the story says her (`Maman`).
  [/(?<!\p{L})(?:mamounette|mamoune|mamounet|moman|môman|mamaman)(?!\p{L})/gu, 'maman'],
  // « dans les bras à pépère », « sur les épaules à papa »: the spoken « à » of whose they are, written « de ».
  [
    /(?<!\p{L})(les bras|les épaules|le dos|les genoux|la maison|le chalet|la chambre|le lit|le jardin|l’auto|l'auto|la voiture|le char) à (?=(?:papa|maman|papi|papy|mamie|mamy|pépé|mémé|pépère|mémère|tata|tonton|grand-papa|grand-maman)(?!\p{L}))/gu,
    '$1 de ',
  ],
  [/(?<!\p{L})etai(s|t|ent)(?!\p{L})/gu, 'étai$1'],
  [/(?<!\p{L})(a|ont|avait|avaient) ete(?!\p{L})/gu, '$1 été'],
  [/(?<!\p{L})meme(s?)(?!\p{L})/gu, 'même$1'],
  // « il a cassé les oeufs lui meme », « elle l’a fait elle même »: the hyphen a phone leaves out.
  [/(?<!\p{L})(lui|elle|eux|elles) même(s?)(?!\p{L})/gu, '$1-même$2'],
  // « ce soir dans le bain il a glissé »: the bath says the evening already (`Dans le bain, Petit Ours glisse`).
  [/^(?:ce soir|le soir),? (?=dans (?:le|son) bain |dans la baignoire |sous la douche )/u, ''],
  // « il a ramené un gros soleil jaune » from the crèche: brought home, where the fridge it went on is.
  [
    /^((?:il|elle) a (?:ramené|rapporté)) (?=(?:un|une|des|son|sa|ses) (?![^,]*(?<!\p{L})(?:à|au|aux|chez|pour|de la|du|de l[’']|a la|a l[’'])[\s\p{L}]))/u,
    '$1 à la maison ',
  ],
  // « et y en avait partout », « y a de la farine partout »: the « il » spoken French drops, which a story keeps.
  [/(?<=(?:^|(?<!\p{L})(?:et|mais|pis|puis|alors|du coup)\s|,\s))y (en )?(a|avait)(?!\p{L})/gu, 'il y $1$2'],
  // « elle lui a prété sa poupée », « il prete son camion »: the circumflex of « prêter ».
  [/(?<!\p{L})pr[eèé]t(e|es|ent|é|ée|és|ées|er|ait|aient)(?!\p{L})/gu, 'prêt$1'],
  [/(?<!\p{L})tete(s?)(?!\p{L})/gu, 'tête$1'],
  [/(?<!\p{L})chevre(s?)(?!\p{L})/gu, 'chèvre$1'],
  // « c’est elle qui a eu la feve »: the Epiphany cake's bean, with its accent.
  [/(?<!\p{L})feve(s?)(?!\p{L})/gu, 'fève$1'],
  [/(?<!\p{L})bebe(s?)(?!\p{L})/gu, 'bébé$1'],
  [/(?<!\p{L})deplacement(s?)(?!\p{L})/gu, 'déplacement$1'],
  [/(?<!\p{L})fiere(s?)(?!\p{L})/gu, 'fière$1'],
  [/(?<!\p{L})ecorch(e|ee|es|ees)(?!\p{L})/gu, (_all: string, end: string) => `écorché${end.slice(1)}`],
  [/(?<!\p{L})derriere(?!\p{L})/gu, 'derrière'],
  [/(?<!\p{L})(p|m|fr)ere(s?)(?!\p{L})/gu, '$1ère$2'],
  [/(?<!\p{L})ecole(s?)(?!\p{L})/gu, 'école$1'],
  [/(?<!\p{L})velo(s?)(?!\p{L})/gu, 'vélo$1'],
  // « chez le veto », « la veterinaire a dit qu’il va guerir »: the vet and getting well, with their accents.
  [/(?<!\p{L})veto(s?)(?!\p{L})/gu, 'véto$1'],
  [/(?<!\p{L})veterinaire(s?)(?!\p{L})/gu, 'vétérinaire$1'],
  [/(?<!\p{L})guer(ir|i|ie|it|issent|issait)(?!\p{L})/gu, 'guér$1'],
  [/(?<!\p{L})lecon(s?)(?!\p{L})/gu, 'leçon$1'],
  [/(?<!\p{L})reveill(e|ee|es|ees)(?!\p{L})/gu, (_all: string, end: string) => `réveillé${end.slice(1)}`],
  [/(?<!\p{L})voila(?!\p{L})/gu, 'voilà'],
  // « glace à l’eau fraise », « glace vanille »: the flavour said with its « à la » or « au ».
  [
    /(?<!\p{L})(glaces? (?:à l[’']eau )?|sorbets? |yaourts? )(fraise|framboise|vanille|citron|pistache|menthe|pêche|grenadine|cerise|mangue|banane|noix de coco|orange)(?!\p{L})/gu,
    (_all: string, what: string, taste: string) =>
      `${what}${/^(?:citron|chocolat)$/u.test(taste) ? 'au' : /^orange$/u.test(taste) ? 'à l’' : 'à la'}${taste === 'orange' ? '' : ' '}${taste}`,
  ],
  // « il a choisit les abricots », « elle a finit son assiette »: the participle typed as the present.
  [/(?<!\p{L})(a|ont|avait|avaient) (chois|fin|rempl|sais|sal|obé|grand|ralent)it(?!\p{L})/gu, '$1 $2i'],
  // « une petite etoile », « toute la journee », « la tetine », « la tetee », « pour la recuperer », « dans l’appart »:
  // more accents a phone leaves out, and the flat said in full.
  // « peinture avec ses doigts avec sa copine Inès »: finger painting by its name, so that « avec » is not said twice.
  [/(?<!\p{L})peinture avec (?:ses|les) doigts(?= avec )/gu, 'peinture aux doigts'],
  // « avec le petit frere Malo »: the child's own brother or sister, named, said as theirs.
  [/(?<!\p{L})le ((?:petit|grand) frère|nouveau bébé) (?=\p{Lu})/gu, 'son $1 '],
  [/(?<!\p{L})la ((?:petite|grande) s(?:œ|oe)ur) (?=\p{Lu})/gu, 'sa $1 '],
  [/(?<!\p{L})etoile(s?)(?!\p{L})/gu, 'étoile$1'],
  [/(?<!\p{L})journee(s?)(?!\p{L})/gu, 'journée$1'],
  [/(?<!\p{L})tetine(s?)(?!\p{L})/gu, 'tétine$1'],
  [/(?<!\p{L})tetee(s?)(?!\p{L})/gu, 'tétée$1'],
  [/(?<!\p{L})r[ée]cup[ée]r(er|é|ée|és|ées|e|es|ent|ait|aient)(?!\p{L})/gu, 'récupér$1'],
  [/(?<=(?<!\p{L})(?:l[’']|d[’']|son |notre |leur ))appart(?!\p{L})/gu, 'appartement'],
  // « une abricot »: a masculine noun typed with the feminine article, said as a story says it.
  [/(?<!\p{L})une (abricot|avion|escargot|orage|éclair|arbre|oiseau|ours|hélicoptère|ananas|os)(?!\p{L})/gu, 'un $1'],
  // « jusqu’à ce qu’on le voie plus »: the « ne » spoken French drops, which a story read aloud keeps.
  [
    /(?<!\p{L})(jusqu[’']à ce qu[’'](?:on|il|elle)) ((?:le|la|les) )?voi(?:e|t|yait) plus(?!\p{L})/gu,
    '$1 ne $2voie plus',
  ],
  [/(?<!\p{L})telephone(?!\p{L})/gu, 'téléphone'],
  [/(?<!\p{L})reveill(é|ée|és|ées)(?!\p{L})/gu, 'réveill$1'],
  [/(?<!\p{L})crepe(s?)(?!\p{L})/gu, 'crêpe$1'],
  // Fruit a child picks at the market, typed without its accent.
  [/(?<!\p{L})clementine(s?)(?!\p{L})/gu, 'clémentine$1'],
  [/(?<!\p{L})foret(s?)(?!\p{L})/gu, 'forêt$1'],
  [/(?<!\p{L})calin(s?)(?!\p{L})/gu, 'câlin$1'],
  [/(?<!\p{L})ecran(s?)(?!\p{L})/gu, 'écran$1'],
  // « ce week end »: its hyphen.
  [/(?<!\p{L})week end(s?)(?!\p{L})/gu, 'week-end$1'],
  [/(?<!\p{L})maitresse(s?)(?!\p{L})/gu, 'maîtresse$1'],
  [/(?<!\p{L})colere(s?)(?!\p{L})/gu, 'colère$1'],
  [/(?<!\p{L})fievre(s?)(?!\p{L})/gu, 'fièvre$1'],
  [/(?<!\p{L})sirene(s?)(?!\p{L})/gu, 'sirène$1'],
  [/(?<!\p{L})lach(er|é|ée|és|ées|e|es|ent|ait|aient)(?!\p{L})/gu, 'lâch$1'],
  [/(?<!\p{L})cerfs? volants?(?!\p{L})/gu, (kite: string) => kite.replace(' ', '-')],
  // « au centre equestre », « les petales », « trop tot », « qu’on eteigne », « une boite », « le cortege »: more
  // accents a phone leaves out.
  [/(?<!\p{L})[ée]questres?(?!\p{L})/gu, (riding: string) => `é${riding.slice(1)}`],
  [/(?<!\p{L})petale(s?)(?!\p{L})/gu, 'pétale$1'],
  [/(?<!\p{L})(trop|plus|très|si|assez|aussi) tot(?!\p{L})/gu, '$1 tôt'],
  [/(?<!\p{L})([ée])tei(gne|gnes|gnent|gnait|gnaient|gnir|ndre)(?!\p{L})/gu, 'étei$2'],
  [/(?<!\p{L})boite(s?)(?!\p{L})/gu, 'boîte$1'],
  [/(?<!\p{L})cortege(s?)(?!\p{L})/gu, 'cortège$1'],
  [/(?<!\p{L})(?:paillete|pailletes)(?!\p{L})/gu, 'paillettes'],
  // « elle lancait », « il commencait », « un garcon », « il a recu »: the cedilla a phone leaves out.
  [/(?<!\p{L})(lan|commen|avan|balan|pla|rempla|effa|gla|for|enfon|pin)c(ait|aient|ais|ons)(?!\p{L})/gu, '$1ç$2'],
  [/(?<!\p{L})garcon(s?)(?!\p{L})/gu, 'garçon$1'],
  [/(?<!\p{L})recu(e?s?)(?!\p{L})/gu, 'reçu$1'],
  // « jusqu’a pas d’heure », « jusqu’a 10h »: the accent of « à », and a late night said as a child hears it.
  [/(?<!\p{L})jusqu’(?:a|à) (?:pas d’heure|point d’heure|trop tard|tard|très tard)(?!\p{L})/gu, 'très tard'],
  [/(?<!\p{L})jusqu’a(?!\p{L})/gu, 'jusqu’à'],
  // « tout le monde a rigolé », « tout le monde a applaudi »: the others' laugh, told in the story's present.
  [
    /(?<!\p{L})tout le monde (?:a|avait) (rigolé|ri|applaudi|chanté|dansé|crié|pleuré)(?!\p{L})/gu,
    (_all: string, done: string) =>
      `tout le monde ${{ rigolé: 'rit', ri: 'rit', applaudi: 'applaudit', chanté: 'chante', dansé: 'danse', crié: 'crie', pleuré: 'pleure' }[done] ?? done}`,
  ],
  // « il a braillé ben fort » (Quebec): « ben » is « bien », and a cry « très fort ».
  [/(?<!\p{L})(braillé|pleuré|crié|hurlé|ri|rigolé) ben fort(?!\p{L})/gu, '$1 très fort'],
  // « quand les coureurs sont passés »: what went by while the child watched, in the story's present.
  [/(?<!\p{L})quand ((?:les|des) [\p{L}-]+) sont passée?s(?!\p{L})/gu, 'quand $1 passent'],
  [/(?<!\p{L})quand ((?:le|la|l[’']) ?[\p{L}-]+) est passée?(?!\p{L})/gu, 'quand $1 passe'],
  // « grosse drache pendant le cortège » (Belgium, the North): a downpour.
  [/^(?:une |la )?(?:grosse |bonne )?(?:drache|averse|saucée|flotte)(?= (?:pendant|pdt) )/u, 'il pleut très fort'],
  [/(?<!\p{L})(?:une |la )?(?:grosse |bonne )?drache(?!\p{L})/gu, 'une grosse averse'],
  // « 1ere fois au cinema », « a l’aeroport », « elle voulait rien lui preter », « le gateau au yaourt », « le pop corn »:
  // the accents and hyphens a phone leaves out.
  [/(?<!\p{L})cinema(s?)(?!\p{L})/gu, 'cinéma$1'],
  // « une guepe », « le manege », « des qu’on l’allume », « il demenage »: more accents a phone leaves out.
  [/(?<!\p{L})gu[eê]pe(s?)(?!\p{L})/gu, 'guêpe$1'],
  [/(?<!\p{L})man[eè]ge(s?)(?!\p{L})/gu, 'manège$1'],
  [/(?<!\p{L})des (?=qu[’'](?:on|il|elle|ils|elles)(?!\p{L}))/gu, 'dès '],
  [/(?<!\p{L})d[eé]m[eé]nag(e|es|ent|er|é|ée|és|ait|aient)(?!\p{L})/gu, 'déménag$1'],
  [
    /(?<!\p{L})pique[ -]?niques?(?!\p{L})/gu,
    (picnic: string) => (picnic.endsWith('s') ? 'pique-niques' : 'pique-nique'),
  ],
  // « son pain au choc », « un pain o choco », « l’aspi », « mtn »: the shorthands said in full.
  [/(?<!\p{L})pains? (?:au|o) choc(?:o|olat)?(?!\p{L})/gu, (bun: string) => `${bun.split(' ')[0]} au chocolat`],
  [/(?<!\p{L})aspi(?!\p{L})/gu, 'aspirateur'],
  [/(?<!\p{L})(?:mtn|mnt|maint)(?!\p{L})/gu, 'maintenant'],
  // « il a eu peur des loups », « elle a eu un peu peur des grosses têtes »: afraid, told as a feeling that lasts.
  [/(?<!\p{L})(a|avait) eu ((?:un peu |un petit peu |très |trop |vraiment )?peur)(?!\p{L})/gu, 'a $2'],
  // « il se cramponnait a mon cou », « elle s’agrippait à moi »: held on tight to the parent, told without the parent's
  // « mon » (who wrote is not known).
  [
    /(?<!\p{L})(se |s’)(cramponn|agripp|accroch)(\p{L}*) (?:a|à) (?:mon cou|moi|ma jambe|mes jambes|mon bras|mon pull|mon t-shirt)(?!\p{L})/gu,
    '$1$2$3 très fort',
  ],
  // « bonne-maman lui a tenu la main pour aller les pieds dans l’eau »: the feet put in the water.
  [/(?<!\p{L})aller les pieds dans l[’']eau(?!\p{L})/gu, 'aller mettre les pieds dans l’eau'],
  // « sa bombe trop grande » at the riding centre: the rider's helmet, not a bomb (a bath bomb says « bombe de bain »).
  [/(?<!\p{L})(sa|une|la|ta) bombe(?! (?:de|d’|à)(?!\p{L}))(?!\p{L})/gu, '$1 bombe de cavalier'],
  // « une peur bleue » is a fear of its own, whoever has it: no agreement with the child.
  [/(?<!\p{L})(?:une )?peur bleue?(?!\p{L})/gu, 'très peur'],
  [/(?<!\p{L})aeroport(s?)(?!\p{L})/gu, 'aéroport$1'],
  [/(?<!\p{L})pret(er|é|ée|és|ées|e|es|ait|aient)(?!\p{L})/gu, 'prêt$1'],
  [/(?<!\p{L})gateau(x?)(?!\p{L})/gu, 'gâteau$1'],
  // « au barbeuc », « le frigo box »: the slang said as the book says it.
  [/(?<!\p{L})barbeuc?s?(?!\p{L})/gu, 'barbecue'],
  // « il a mis les graines une par une avec son petit rateau »: seeds put in the ground are sown.
  [/(?<!\p{L})rateau(x?)(?!\p{L})/gu, 'râteau$1'],
  [/(?<!\p{L})(a|avait|ont|avaient) mis (les|des|ses) (graines|radis|bulbes)(?! dans)(?!\p{L})/gu, '$1 semé $2 $3'],
  [/(?<!\p{L})du frigo[ -]?box(?!\p{L})/gu, 'de la glacière'],
  [
    /(?<!\p{L})(?:le|un) frigo[ -]?box(?!\p{L})/gu,
    (box: string) => (box.startsWith('un') ? 'une glacière' : 'la glacière'),
  ],
  // « grand feu et feux d’artifice »: the second thing gets its article too.
  [/(?<=(?<!\p{L})et )feux d’artifice(?!\p{L})/gu, 'des feux d’artifice'],
  // « son siege », « il se debat », « sur les epaules de papa », « chateau de sable », « demi tour »: more accents
  // and hyphens a phone leaves out.
  [/(?<!\p{L})siege(s?)(?!\p{L})/gu, 'siège$1'],
  [/(?<!\p{L})(se|s’|s') deba(t|ttait|ttaient|ttu|ttue)(?!\p{L})/gu, '$1 déba$2'],
  [/(?<!\p{L})epaule(s?)(?!\p{L})/gu, 'épaule$1'],
  [/(?<!\p{L})chateau(x?)(?!\p{L})/gu, 'château$1'],
  [/(?<!\p{L})demi tour(?!\p{L})/gu, 'demi-tour'],
  [/(?<!\p{L})paquerette(s?)(?!\p{L})/gu, 'pâquerette$1'],
  // « un calin a 3 », « un câlin a trois »: the « à » of a hug for three.
  // « dire au revoir a son siège », « faire coucou a mamie »: the « à » of whom it is said to.
  [
    /(?<=(?<!\p{L})(?:au revoir|bonjour|coucou|bisou|bisous|merci) )a (?=(?:son|sa|ses|mon|ma|mes|tout|toute|tous|la|l’|l')(?!\p{L}))/gu,
    'à ',
  ],
  [/(?<=(?<!\p{L})câlins? )a (?=(?:\d|deux|trois|quatre|cinq)(?!\p{L}))/gu, 'à '],
  [/(?<!\p{L})eteint(e?s?)(?!\p{L})/gu, 'éteint$1'],
  [/(?<!\p{L})pop ?corn(?!\p{L})/gu, 'pop-corn'],
  // « qd ils ont eteint la lumiere »: the lights the cinema or the show put out, with no one to say « ils » about.
  [/(?<!\p{L})(?:ils|on) (?:ont|a) (?:éteint|eteint|coupé) (?:la|les) lumi[eè]res?(?!\p{L})/gu, 'la lumière s’éteint'],
  // « apres 1 mois chez nous », « on est restés chez nous »: at home, not the parent's own « nous ».
  [/(?<!\p{L})chez nous(?!\p{L})/gu, 'à la maison'],
  // « madame Nathalie », « monsieur Paul »: the teacher's title before her name, with its capital.
  [/(?<!\p{L})(?:madame|mme)(?= \p{Lu})/gu, 'Madame'],
  [/(?<!\p{L})(?:monsieur|mr)(?= \p{Lu})/gu, 'Monsieur'],
  // « apres elle a adoré »: loved it, whatever the clause before was.
  [/(?<!\p{L})(a|ont) (adoré|aimé|kiffé)$/gu, '$1 $2 ça'],
  // « on l’a appelé en visio »: a video call, in a child's words.
  [/(?<!\p{L})(?:en|par) visio(?:conférence)?(?!\p{L})/gu, 'en vidéo'],
  // « ce soir elle etait crevée »: tired, as a parent says it to a three-year-old, not the grown-ups' slang.
  [
    /(?<=(?<!\p{L})(?:est|était|étaient|sont|suis|a l’air) )(?:complètement |vraiment |très )?crev(é|ée|és|ées)(?!\p{L})/gu,
    (_all: string, end: string) =>
      `${end.endsWith('es') ? 'toutes' : end.endsWith('e') ? 'toute' : 'tout'} fatigu${end}`,
  ],
  // « elle a couru derriere en hurlant de rire »: laughing out loud, said softly.
  [/(?<!\p{L})en hurlant de rire(?!\p{L})/gu, 'en riant aux éclats'],
  [/(?<!\p{L})hurlé de rire(?!\p{L})/gu, 'ri aux éclats'],
  // « trop fière », « trop contente »: very, as a parent means it.
  [
    /(?<!\p{L})trop (?=(?:fier|fière|fiers|content|contente|heureux|heureuse|mignon|mignonne|drôle|drole|sage|beau|belle|fatigué|fatiguée|gentil|gentille)(?!\p{L}))/gu,
    'très ',
  ],
  [/(?<!\p{L})qd(?!\p{L})/gu, 'quand'],
  [/(?<!\p{L})bcp(?!\p{L})/gu, 'beaucoup'],
  [/(?<!\p{L})(?:pcq|pck|psk|parce que)(?: |$)/gu, 'parce que '],
  // « elle a eu trop peur »: very much, not too much.
  [/(?<!\p{L})(eu|a|avait|ai) trop (peur|froid|chaud|faim|soif|mal|sommeil)(?!\p{L})/gu, '$1 très $2'],
  [/(?<!\p{L})tt(?!\p{L})/gu, 'tout'],
  [/(?<!\p{L})tte(?!\p{L})/gu, 'toute'],
  [/(?<!\p{L})ts(?!\p{L})/gu, 'tous'],
  [/(?<!\p{L})pr(?!\p{L})/gu, 'pour'],
  [/(?<!\p{L})(?:ac|avc)(?!\p{L})/gu, 'avec'],
  [/(?<!\p{L})ds(?!\p{L})/gu, 'dans'],
  [/(?<!\p{L})coeur(s?)(?!\p{L})/gu, 'cœur$1'],
  // « sur les épaules à papa »: spoken French's « à » of whose, a story's « de ».
  [
    /(?<!\p{L})(épaules|bras|genoux|dos|main|mains|jambes) à (papa|maman|papi|papy|mamie|mamy|tonton|tata|tatie|grand-papa|grand-maman)(?!\p{L})/gu,
    '$1 de $2',
  ],
  // « on a mangé un beigne pour le consoler »: the whole family, the child among them, so « se ».
  [/^(on (?:a|est) [^,]*?) pour (?:le|la) consoler(?!\p{L})/u, '$1 pour se consoler'],
  [/(?<!\p{L})pdt(?!\p{L})/gu, 'pendant'],
  [/(?<!\p{L})tjs(?!\p{L})/gu, 'toujours'],
  [/(?<!\p{L})rdv(?!\p{L})/gu, 'rendez-vous'],
  // « au coucher elle a pleuré elle voulait sa maman »: the reason typed straight after the tears, without its
  // « parce que » (`pleure parce qu’elle veut sa maman`); « il a crié il y avait un loup »: what was cried, its « que »
  // left out.
  [
    /(?<!\p{L})(pleuré|pleurait|crié|criait|hurlé|hurlait|boudé|boudait|râlé|râlait) (il|elle) (?=(?:voulait|réclamait|cherchait|demandait)(?!\p{L}))/gu,
    '$1 parce qu’$2 ',
  ],
  [/(?<!\p{L})(crié|criait|hurlé|hurlait) (?=il y (?:avait|a)(?!\p{L}))/gu, '$1 qu’'],
  // « elle a pas voulu manger juste un peu de compote »: all she would eat, not what she refused
  // (`ne veut rien manger, juste un peu de compote`).
  [/(?<!\p{L})(?:pas|rien) voulu manger,? (juste|seulement|que|à part) /gu, 'rien voulu manger, $1 '],
  [/(?<!\p{L})(?:voulait|veut) (?:pas|rien) manger,? (juste|seulement|que|à part) /gu, 'voulait rien manger, $1 '],
  // « on a respiré ensemble et ça s’est calmé »: the calm that came, in the story's present (`et ça se calme`).
  [
    /(?<!\p{L})(ça|ca) s[’']est (calmé|arrangé|apaisé)(?!\p{L})/gu,
    (_all: string, _ca: string, done: string) => (done === 'calmé' ? 'ça se calme' : `ça s’${done.slice(0, -1)}e`),
  ],
  // « une brosse a dent verte »: the toothbrush as it is spelt.
  [/(?<!\p{L})(brosses?) (?:a|à) dents?(?!\p{L})/gu, '$1 à dents'],
  [/(?<!\p{L})anniv(?!\p{L})/gu, 'anniversaire'],
  [/(?<!\p{L})apr[eè]m(?!\p{L})/gu, 'après-midi'],
  // « aprem on a fait un gâteau »: the afternoon said bare before what was done in it.
  [/^après-midi,? (?=(?:il|elle|on|ils|elles|nous|j[’']) )/u, 'l’après-midi '],
  [/(?<!\p{L})biblio(?!\p{L})/gu, 'bibliothèque'],
  [/(?<!\p{L})resto(?!\p{L})/gu, 'restaurant'],
  [/(?<!\p{L})1er(?!\p{L})/gu, 'premier'],
  [/(?<!\p{L})1(?:ere|ère|re)(?!\p{L})/gu, 'première'],
  // « la 2eme », « le 3ème », « sa 2e chaussure »: the ordinal in letters (`deuxième`), not `deuxeme`.
  [
    /(?<![\p{L}\p{N}])([2-9]|1\d|20)(?:ème|eme|ième|ieme|è|e|em)(?!\p{L})/gu,
    (_all: string, number: string) => ordinal(Number(number)),
  ],
  // « enorme crise »: its accent.
  [/(?<!\p{L})enorme(s?)(?!\p{L})/gu, 'énorme$1'],
  // « elle arrivait pas a mettre ses chaussures »: « à » before the infinitive, after « arriver » or « réussir ».
  [
    /(?<=(?<!\p{L})(?:arrive|arrivait|arrivent|arrivaient|réussissait|réussit|apprend|apprenait|commence|commençait|continue|continuait|aide|aidait|aidé|aidée|aidés|aidées)(?: pas| plus| pas encore| jamais)? )a (?=(?:(?:les|le|la|lui|leur|se) |l[’']|s[’'])?\p{L}+(?:er|ir|re|oir)(?!\p{L}))/gu,
    'à ',
  ],
  // « au debut », « casque anti bruit »: accents and hyphens a phone leaves out.
  [/(?<!\p{L})debut(s?)(?!\p{L})/gu, 'début$1'],
  [
    /(?<!\p{L})anti (bruit|moustiques?|poux|loups?|monstres?|cauchemars?|fantômes?|sorcières?|peur|bobos?)(?!\p{L})/gu,
    'anti-$1',
  ],
  // « ce soir avec papa ils ont fait un spray »: whom the child did it with, said after what they did.
  [
    /^((?:ce soir|ce matin|cet après-midi|après|ensuite) )?avec ((?:papa|maman|papi|papy|mamie|mamy|tata|tonton)(?: \p{Lu}[\p{L}-]+)?) ils (ont|sont) (.+)$/u,
    '$1ils $3 $4 avec $2',
  ],
  // « un bisou a sa chambre », « droit a un autocollant », « dit merci a son papi »: no verb « a » comes after these.
  [
    /(?<=(?<!\p{L})(?:bisous?|câlins?|calins?|coucou|droit|bonjour|merci|pensé|parlé|donné|offert|prêté|montré|dit|raconté|envoyé|annoncé|expliqué|demandé|répondu|\p{L}+ (?:bobo|bosse|pansement|dessin|cadeau|main|doigt|genou|bras|doudou)s?) )a (?=(?:sa|son|ses|un|une|mon|ma|mes|tous|tout|toute|toutes|leur|leurs|chacun|chacune)(?!\p{L}))/gu,
    'à ',
  ],
  // « il a dit au revoir la maison », « au revoir les copains »: who or what is told goodbye comes with « à ».
  [
    /(?<=(?<!\p{L})au revoir )(?:(?:a|à) )?(la|l’|le|les)(?= ?\p{L})/gu,
    (_all: string, the: string) => (the === 'le' ? 'au' : the === 'les' ? 'aux' : `à ${the}`),
  ],
  [
    /(?<!\p{L})(nutella|lego|duplo|playmobil|kinder|smarties|doliprane|peppa)(?!\p{L})/gu,
    (word: string) => capital(word),
  ],
  [/(?<!\p{L})creche(?!\p{L})/gu, 'crèche'],
  // « deguisée en coccinelle », « son deguisement »: the costume with its accent.
  [/(?<!\p{L})degui(s[ée]e?s?|sement|sements)(?!\p{L})/gu, 'dégui$1'],
  // « elle a colle son nez a la fenetre », « il a mange sa soupe »: a past participle typed without its accent, after
  // « a » or « ont » and before what was done.
  [
    /(?<!\p{L})(a|ont) (coll|mang|lanc|pos|donn|jou|tomb|cass|rang|lav|port|tir|pouss|coup|gagn|trouv|montr|touch|go[uû]t|pr[eé]par|ramass|cherch|regard|dessin|colori|d[eé]cor|plant|arros|fabriqu|demand|racont|chant|dans|saut|grimp|nag|gliss|visit|croqu|partag|emm[eè]n|am[eè]n|ador|aid|appel|rigol|pleur|cri|rest|renvers|mouill)e(?= (?:son|sa|ses|le|la|les|l’|l'|un|une|des|du|de|à|a|au|aux|avec|dans|sur|tout|toute|plein|partout|longtemps|très|trop|beaucoup|fort)(?!\p{L}))/gu,
    (_all: string, has: string, stem: string) =>
      `${has} ${stem
        .replace(/^decor$/u, 'décor')
        .replace(/^prepar$/u, 'prépar')
        .replace(/^(emm|am)è/u, '$1e')}é`,
  ],
  // « le chapeau de papa », « le vélo de mamie »: the family word after a thing's « de » is their name, with its capital.
  [
    /(?<=(?<!\p{L})(?:le|la|les|son|sa|ses|un|une) \p{Ll}[\p{Ll}-]+ de )(papa|maman|papi|papy|mamie|mamy|tata|tonton)(?!\p{L})/gu,
    (kin: string) => capital(kin),
  ],
  // « trois livres a ramener », « des choses a faire »: after a noun, « a » before a verb is « à ».
  [
    /(?<=(?<!\p{L})(?!(?:nous|vous|les|des|ses|mes|tes|ces|leurs|tous|plus|pas|puis|alors|mais|fois|après|apres|depuis|jamais|toujours|dans|sous|chez|très|trop)\s)\p{Ll}+s )a (?=\p{Ll}+(?:er|ir|re)(?!\p{L}))/gu,
    'à ',
  ],
  // « on a du dire au revoir a papi »: the goodbye said, without the parent's « had to ».
  [/(?<!\p{L})(il|elle|on) a d[uû] dire au revoir(?!\p{L})/gu, '$1 a dit au revoir'],
  // « pate a sel », « pate a modeler »: the dough of a toddler's afternoon, with its accents.
  [/(?<!\p{L})p[aâ]te (?:a|à) (sel|modeler|crêpes|crepes)(?!\p{L})/gu, 'pâte à $1'],
  [/(?<!\p{L})hopital(?!\p{L})/gu, 'hôpital'],
  // « ça soufflait tellement que son bonnet s’est envolé »: how hard the wind blew, and what it carried off now.
  [/^ça souffl(?:ait|e) (?:tellement|trop|si fort|tellement fort|trop fort|fort)(?= que )/u, 'ça souffle si fort'],
  [
    /(?<=(?<!\p{L})si fort que (?:son|sa|ses|le|la|les|l’|un|une) ?[\p{L}-]+ )s’est (envolé|envolée|renversé|renversée|retourné|retournée|cassé|cassée)(?!\p{L})/u,
    (_all: string, done: string) => `s’${done.replace(/ée?$/u, 'e')}`,
  ],
  // « a la mediatheque », « une piqure », « sa piece de 1€ », « s'il allait se reveiller »: accents a phone leaves out,
  // and the euro said in words.
  [
    /(?<!\p{L})(biblio|média|media|ludo)th[eè]que(s?)(?!\p{L})/gu,
    (_all: string, kind: string, s: string) => `${kind === 'media' ? 'média' : kind}thèque${s}`,
  ],
  [/(?<!\p{L})piqure(s?)(?!\p{L})/gu, 'piqûre$1'],
  // « pour le diner », « tourné la cuillere »: the circumflex and the grave a phone leaves out.
  [/(?<!\p{L})diner(s?)(?!\p{L})/gu, 'dîner$1'],
  [/(?<!\p{L})cuillere(s?)(?!\p{L})/gu, 'cuillère$1'],
  [/(?<!\p{L})piece(s?)(?!\p{L})/gu, 'pièce$1'],
  [/(?<!\p{L})reveiller(?!\p{L})/gu, 'réveiller'],
  [/(?<![\p{L}\p{N}])1 ?(?:€|euros?|eur)(?!\p{L})/gu, '1 euro'],
  [/(?<![\p{L}\p{N}])(\d+) ?(?:€|euros|eur)(?!\p{L})/gu, '$1 euros'],
  // « il a acheté avec sa pièce de 1€ un camion »: what was bought first, and the coin after it.
  [
    /(?<!\p{L})(achet\p{L}*|pay\p{L}*) avec ((?:sa|son|ses|un|une|des) (?:petite |petites |grosse )?(?:pièces?|sous|argent|monnaie|tirelire)(?: de (?:\d+|un|une|deux|trois|cinq|dix) (?:euros?|centimes?))?) (?=(?:un|une|des|le|la|les|deux|trois)(?!\p{L}))(.+)$/u,
    '$1 $3 avec $2',
  ],
  // « il s’est fait un copain Sacha »: a new friend, and then the friend's name.
  [
    /(?<=(?<!\p{L})(?:fait|faite|faits|faites|fais) )(un|une) (copain|copine|ami|amie|pote)(?= \p{Lu}[\p{L}-]*(?:$|,| et ))/gu,
    (_all: string, a: string, friend: string) =>
      `${a} ${a === 'une' || friend === 'amie' || friend === 'copine' ? 'nouvelle' : /^[aeiou]/u.test(friend) ? 'nouvel' : 'nouveau'} ${friend} qui s’appelle`,
  ],
  // « elle a pleuré quand ça a piqué »: the moment it stung, told in the story's present (`quand ça pique`).
  [
    /(?<!\p{L})quand (?:ça|ca) a (piqué|fait mal|fait du bruit|fait boum|pincé|brûlé|chatouillé|tiré)(?!\p{L})/gu,
    (_all: string, done: string) =>
      `quand ça ${{ piqué: 'pique', 'fait mal': 'fait mal', 'fait du bruit': 'fait du bruit', 'fait boum': 'fait boum', pincé: 'pince', brûlé: 'brûle', chatouillé: 'chatouille', tiré: 'tire' }[done] ?? done}`,
  ],
  // « ils tiraient chacun d’un côté »: the two pulling at once, told in the story's present (`ils tirent`).
  [/(?<!\p{L})(ils|elles) (?:se )?(tir|pouss|cri|hurl|pleur|tap)aient(?= chacun)/gu, '$1 $2ent'],
  // « il chuchotait chuuut a tout le monde », « qu'il montre a tt le monde »: to everyone, not the verb « a ».
  [/(?<!(?:^|\s)(?:il|elle|on|qui|ça|ca|Zuri))(?<=\p{L} )a (?=tout le monde(?!\p{L}))/gu, 'à '],
  // « elle a montré son bobo a tout le monde »: a hurt shown around is shown proudly, the hurt over.
  [
    /(?<!\p{L})(montré|montre|montrait) (son bobo|sa bosse|son pansement|sa piqûre|sa piqure|sa cicatrice)(?= (?:à|a) )/gu,
    '$1 fièrement $2',
  ],
  // « il a pas mangé grand chose »: the hyphen a phone leaves out.
  [/(?<!\p{L})grand chose(?!\p{L})/gu, 'grand-chose'],
  // Cartoons and picture books a toddler knows by name, said as titles.
  // Typed in lower case only: a title the parent capitalised is kept as typed.
  [/(?<!\p{L})pat(?:[’'] ?| )patrouille(?!\p{L})/gu, 'Pat’ Patrouille'],
  [/(?<!\p{L})petit ours brun(?!\p{L})/giu, 'Petit Ours Brun'],
  // « y avait de l’eau partout »: the « il » a parent leaves out.
  [/^y (a|avait) /u, 'il y $1 '],
  // « il a rigolé avec le chat donc ça va mieux »: what shows it is better, said with a softer « et ».
  [/\s+donc\s+(?=ça va (?:mieux|bien)$)/u, ', et '],
  // « il a plu des cordes donc annulé »: the plan called off, said as a whole sentence.
  [
    /,?\s+(?:donc|du coup|alors|fait que|pis)\s+(?:c[’']est\s+|tout\s+)?(?:annulée?s?|tombée?s? à l[’']eau)$/u,
    ', alors c’est annulé',
  ],
  // « pour Lison sa copine qui déménage », « avec Louise sa copine »: who the friend is said before her name (`pour sa
  // copine Lison qui …`, `avec sa copine Louise`).
  [
    /(?<!\p{L})(\p{Lu}\p{Ll}+) (sa|son) ((?:meilleure? |meilleur )?(?:copine|copain|amie?|cousine?|voisine?))(?!\p{L})(?! (?:de|d’|du|des) )/gu,
    '$2 $3 $1',
  ],
  [/(?<!\p{L})calendrier de l’avent(?!\p{L})/gu, 'calendrier de l’Avent'],
  // Quebec parents' English: « journée tough ».
  [/(?<!\p{L})(?:tough|rough)(?!\p{L})/gu, 'difficile'],
  [/(?<!\p{L})go[uû]ter(?!\p{L})/gu, 'goûter'],
  // « on a gouté sur un tronc », « des chataignes »: the snack had and the nuts picked, with their accents.
  [/(?<!\p{L})gout(é|ée|és|ées|ait|aient)(?!\p{L})/gu, 'goût$1'],
  [/(?<!\p{L})chataign(e|es)(?!\p{L})/gu, 'châtaign$1'],
  [/(?<!\p{L})[Pp]etit[- ]d[ée]j(?:euner)?(?!\p{L})/gu, 'petit-déjeuner'],
  [/(?<!\p{L})chandeleur(?!\p{L})/gu, 'Chandeleur'],
  [/(?<!\p{L})no[eë]l(?!\p{L})/gu, 'Noël'],
  [/(?<!\p{L})p[aâ]ques(?!\p{L})/gu, 'Pâques'],
  [/(?<!\p{L})halloween(?!\p{L})/gu, 'Halloween'],
  [/(?<!\p{L})premiere(?!\p{L})/gu, 'première'],
  [/(?<!\p{L})derniere(?!\p{L})/gu, 'dernière'],
  [/(?<!\p{L})apres(?!\p{L})/gu, 'après'],
  [/(?<!\p{L})tres(?!\p{L})/gu, 'très'],
  [/(?<!\p{L})deja(?!\p{L})/gu, 'déjà'],
  // Accents a parent's phone leaves out (« fete des lumieres », « la fenetre », « 8 decembre »).
  [/(?<!\p{L})fete(s?)(?!\p{L})/gu, 'fête$1'],
  [/(?<!\p{L})lumiere(s?)(?!\p{L})/gu, 'lumière$1'],
  [/(?<!\p{L})fenetre(s?)(?!\p{L})/gu, 'fenêtre$1'],
  [/(?<!\p{L})decembre(?!\p{L})/gu, 'décembre'],
  [/(?<!\p{L})(?:medecin|médecin)(?!\p{L})/gu, 'médecin'],
  // « la fête des Lumières » of Lyon, by its own name.
  [/(?<!\p{L})fête des lumières(?!\p{L})/giu, 'fête des Lumières'],
  // The crèche's « auxi », « éduc »: the grown-ups who look after the children there.
  [/(?<!\p{L})auxis?(?!\p{L})/gu, 'auxiliaires'],
  [/(?<!\p{L})[ée]ducs(?!\p{L})/gu, 'éducatrices'],
  [/(?<!\p{L})véto(?!\p{L})/gu, 'vétérinaire'],
  // « il pleurait qu’il avait mal à l’oreille »: crying because of it.
  [/(?<!\p{L})(pleurait|pleuré|pleure) qu’(?=(?:il|elle) )/gu, '$1 parce qu’'],
  // « elle a tenu la laisse toute la salle d’attente »: all the while in the waiting room.
  [/(?<!\p{L})toute la salle d’attente(?!\p{L})/gu, 'dans la salle d’attente'],
  [/(?<!\p{L})(s?)oe(u|i)/gu, '$1œ$2'],
  [/(?<!\p{L})ben(?!\p{L})/gu, 'bien'],
  // Quebec's « à soir », « à matin »: this evening, this morning.
  [/(?<!\p{L})[àa] (soir|matin)(?!\p{L})/gu, 'ce $1'],
  // « on a fait le sapin »: the Christmas tree decorated.
  [/(?<!\p{L})fait (le|notre|son|leur) sapin(?!\p{L})/gu, 'décoré $1 sapin'],
  [/(?<!\p{L})faire (le|notre|son|leur) sapin(?!\p{L})/gu, 'décorer $1 sapin'],
  [/(?<!\p{L})maitre(?!\p{L})/gu, 'maître'],
  [/(?<!\p{L})grasse mat(?!\p{L})/gu, 'grasse matinée'],
  // « il s’est ouvert la lèvre »: said to a small child as a « bobo » there.
  [
    /(?<!\p{L})(s’est|s’était|se) ouvert (?:la|le|l’) ?(lèvre|menton|front|genou|doigt|arcade)(?!\p{L})/gu,
    (_all: string, verb: string, where: string) =>
      `${verb === 'se' ? 'se' : 's’est'} fait un bobo ${/^(lèvre|arcade)$/u.test(where) ? `à l${where === 'arcade' ? '’' : 'a '}` : 'au '}${where}`,
  ],
  // « il a quand même chanté »: the verb first (`chante quand même`).
  [/(?<!\p{L})(a|est|ont|sont) quand même (\p{L}+(?:é|ée|és|ées|i|ie|is|u|ue|us|it))(?!\p{L})/gu, '$1 $2 quand même'],
  // (Not the « y a » of an « il y a » typed whole: no `il il y a`.)
  [
    /(?<!\p{L})(?<!(?<!\p{L})il )(?:ya|y’a|y a)(?= (?:des|du|de la|de l’|un|une|plein|beaucoup|eu)(?!\p{L}))/gu,
    'il y a',
  ],
  // « et puis y a eu la chasse aux bonbons »: what there was, in the story's present (`il y a la chasse aux bonbons`).
  [
    /(?<!\p{L})(il y a|il y avait) eu (?=(?:la|le|les|l’|un|une|des|du|de la|de l’|plein|beaucoup)(?!\p{L}))/gu,
    'il y avait ',
  ],
  // The plus-que-parfait a parent reports with (« elle s’était vite calmée », « il avait fait une sieste ») is told
  // like their passé composé.
  [
    /(?<!\p{L})était(?= (?:(?:vite|bien|déjà|tout|toute|enfin) )?\p{L}+(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues)(?!\p{L}))/gu,
    'est',
  ],
  [
    /(?<!\p{L})avait(?= (?:(?:vite|bien|déjà|tout|enfin|pas|rien|jamais) )?\p{L}+(?:é|és|ée|ées|i|is|it|u|us|ert|ort)(?!\p{L}))/gu,
    'a',
  ],
  [/(?<!\p{L})le courant a (?:manqué|sauté|été coupé)(?= \d)/gu, 'le courant est coupé pendant'],
  [/(?<!\p{L})le courant a (?:manqué|sauté|été coupé)/gu, 'le courant est coupé'],
  [/(?<!\p{L})pis(?!\p{L})/gu, 'et'],
  // « elle se trouvait belle »: how the child saw themselves, told as now.
  [/(?<!\p{L})se trouvait(?= (?:(?:très|trop|super|tellement|si) )?\p{L}+(?!\p{L}))/gu, 'se trouve'],
  // Quebec's « flatter un cheval » is stroking it, and « se bourrer la face » is eating one's fill.
  [/(?<!\p{L})flatt(é|ée|és|ées|er|e)(?= (?:un|une|le|la|les|l’|l'|son|sa|ses|des)(?!\p{L}))/gu, 'caress$1'],
  [/(?<!\p{L})bourr(é|ée|és|ées|er|e) la face(?!\p{L})/gu, 'régal$1'],
  // « l’anniv de son cousin Nathan 4 ans chez tata Sophie »: the age of the one just named is left out.
  [/(?<=\p{Lu}\p{Ll}+) \d{1,2} ans(?= |$)/gu, ''],
  // « voir tonton a Lyon »: the « à » before a town, the parent's accent left out.
  [
    /(?<=(?:aller|allé|allée|allés|voir|partis?|parties?|rentrés?|vacances|train|voiture|avion|Lumières|fête|défilé|marché|déplacement|séjour|week-end|mission|réunion) (?:[\p{Ll}-]+ )?)a (?=\p{Lu}\p{Ll})/gu,
    'à ',
  ],
  // « elle a un peu pleuré »: the verb first (`pleure un peu`).
  [/(?<!\p{L})(a|ont) un peu (\p{L}+(?:é|i|u))(?!\p{L})/gu, '$1 $2 un peu'],
  [/(?<!\p{L})au t[ée]l(?!\p{L})/gu, 'au téléphone'],
  // « une gommette a chaque fois »: no verb « a » comes before « chaque fois ».
  [/(?<!\p{L})a (?=chaque fois(?!\p{L}))/gu, 'à '],
  // « il a fait des cabanes avec »: what it was made with was said the clause before; the clause ends without it.
  [/\s+avec$/u, ''],
  // « fete des lumieres a lyon »: a town typed without its capital after the happening held there.
  [
    /(?<=(?:Lumières|défilé|carnaval|marché de Noël) )a (\p{Ll}[\p{L}-]+)(?!\p{L})/gu,
    (_all: string, town: string) =>
      /(?:é|ée|és|ées|i|ie|is|it|u|ue|us|ert|ort|er|ir)$/u.test(town)
        ? _all
        : // (« carnaval a la creche »: an article is no town: `à la crèche`.)
          /^(?:la|le|les|l|sa|son|ses|mon|ma|mes|notre|leur|une?)$/u.test(town)
          ? `à ${town}`
          : `à ${capital(town)}`,
  ],
  [/(?<!\p{L})a (?=(?:la|l’|côté|part|cause|la maison|midi|sa place|ma place|ta place|leur place)(?!\p{L}))/gu, 'à '],
  // « a l’école », « a chaque champ », « son camion a papa », « chez tata Léa a Bordeaux »: no subject before « a »,
  // so it is the « à » whose accent the phone left out (« elle a la grippe », « Léa a l’air » keep their verb).
  [
    new RegExp(
      `${NO_SUBJECT_BEFORE}(?<!\\p{Lu}\\p{Ll}+ )a (?=l’(?!air)\\p{L}|chaque |(?:[Pp]apa|[Mm]aman|[Mm]amie|[Mm]amy|[Pp]api|[Pp]apy|[Tt]ata|[Tt]atie|[Tt]onton)(?!\\p{L}))`,
      'gu',
    ),
    'à ',
  ],
  [new RegExp(`${NO_SUBJECT_BEFORE}(?<=\\p{L} )a (?=\\p{Lu}\\p{Ll}+(?!\\p{L}))`, 'gu'), 'à '],
  // « fête de Noël a l’école », « Pâques a la crèche »: a feast is no subject, so the « a » after it is the « à ».
  [/(?<=(?<!\p{L})(?:Noël|noël|noel|Pâques|pâques|paques|Halloween|halloween) )a (?=l’|l'|la )/gu, 'à '],
  // « son bonnet a pompon », « la robe a paillettes », « le vélo a roulettes »: what a thing of the child's has, the
  // « à » of its kind (after a noun, never after a subject: « elle a des paillettes » keeps its verb).
  [
    new RegExp(
      `${NO_SUBJECT_BEFORE}(?<=(?:bonnet|chapeau|pull|robe|jupe|manteau|bottes|chaussures|baskets|chaussettes|tee-shirt|t-shirt|pyjama|vélo|velo|bol|tasse|gâteau|gateau|tarte|glace|crêpe|crepe) )a (?=(?:pompons?|paillettes|rayures|carreaux|pois|fleurs|capuche|roulettes|bretelles|lacets|scratch|étoiles|etoiles|licornes?|dinosaures?|la fraise|la vanille|la framboise|la crème|la creme|l’orange|la pomme|la confiture)(?!\\p{L}))`,
      'gu',
    ),
    'à ',
  ],
  [/(?<!\p{L})(?:super|trop) (?=(?:de|d’)(?!\p{L}))/gu, 'beaucoup '],
  // « a l’école il a chanté »: the « à » of a place the clause begins with, its accent left out.
  [/^a (?=l’(?:école|ecole|crèche|piscine|aire|heure|arrivée|entrée)(?!\p{L}))/u, 'à '],
  // « a la fin le pere noel est passé »: the end of the show, its « à » with its accent.
  [/^a (?=la fin(?!\p{L}))/u, 'à '],
  // « la saint nicolas » is the feast, « la Saint-Nicolas »; « st nicolas est passé » is the saint himself.
  [/(?<=(?<!\p{L})la )(?:st|saint)[- ]nicolas(?!\p{L})/giu, 'Saint-Nicolas'],
  [/(?<!\p{L})(?!Saint-Nicolas)(?:st|saint)[- ]nicolas(?!\p{L})/giu, 'saint Nicolas'],
  // The carols a class sings, said as titles.
  [
    /(?<!\p{L})(vive le vent|petit papa noël|mon beau sapin|douce nuit|il est né le divin enfant)(?!\p{L})/giu,
    (song: string) => `« ${capital(song.toLowerCase()).replace(/noël/u, 'Noël')} »`,
  ],
  [/(?<!\p{L})(?:super|hyper|archi) (?=\p{L})/gu, 'très '],
  // « ca va mieux », « sa va mieux »: the cedilla a phone leaves out.
  [/(?<!\p{L})(?:ca|sa)(?= va(?!\p{L}))/gu, 'ça'],
  [/(?<!\p{L})ca(?!\p{L})/gu, 'ça'],
  // « journée canap »: the sofa, said in full.
  [/(?<!\p{L})canap(?!\p{L})/gu, 'canapé'],
  // « elle a chopé la gastro »: the word of the playground, said the way a story says it.
  [/(?<!\p{L})chop(é|ée|er|e)(?= (?:la|le|l’|un|une|des|froid)(?!\p{L}))/gu, 'attrap$1'],
  // « collée a son doudou », « blotti a sa maman »: after the participle, « a » is the « à » the phone left bare.
  [
    /(?<=(?<!\p{L})(?:collée?s?|blottie?s?|serrée?s?|accrochée?s?|agrippée?s?|pelotonnée?s?) )a (?=(?:son|sa|ses|mon|ma|mes|un|une|le|la|l’)(?!\p{L}))/gu,
    'à ',
  ],
  // « il a vomi 2 fois le pauvre »: the parent's pity, an aside the story does without; not the child named after a
  // word that needs them (« la chaussette de mon loulou »).
  [
    /(?<!(?<!\p{L})(?:de|à|a|avec|pour|chez|sur|contre|vers))(?<!(?<!\p{L})(?:de|à|a|avec|pour|chez|sur|contre|vers) (?:mon|ma) pauvre),?\s+(?:le|la|les|mon|ma|mes|ce|cette) (?:pauvres?(?: (?:chou|chouchou|loulou|bichon|puce|cocotte|chéri|chérie|petit|petite))?|pitchoun|pitchoune|pitchounette|puce|loulou|louloute|choupette|choupinette|cocotte|crevette|bichette|poulette|chérie?|pauvre bichon)(?=(?: (?:cette nuit|ce matin|ce soir|aujourd’hui))?$)/u,
    '',
  ],
  // « il a voulu lui donner la tétine, trop mignon »: the parent's melting, an aside the story does without.
  [/,\s*(?:trop|tellement|si|super) (?:mignon|mignonne|mimi|chou|choupi|cute)\s*!*$/u, ''],
  // « il est remonté direct »: straight away, said as a book says it.
  [/(?<=\p{L}(?:é|ée|és|i|ie|is|u|ue) )direct(?!\p{L})/gu, 'tout de suite'],
  // « une brosse a dents licorne »: the « à » of a compound noun, its accent left out.
  [
    /(?<!\p{L})(brosses? |pâtes? |pates? |machine |sacs? |moulins? |cuillères? |cuilleres? |barbe |salle |boîtes? |boites? |verres? |fer |piscine |cabane |pinces? |lances? |pistolets? |bouteilles? |bombes? |jeux? |pompes? )a (?=(?:dents|modeler|sel|laver|dos|vent|soupe|café|papa|manger|musique|repasser|balles|boules|sucre|linge|eau|incendie)(?!\p{L}))/gu,
    '$1à ',
  ],
  // « il a aidé a faire la soupe »: after a verb, « a » before an infinitive is « à », its accent left out.
  [
    /(?<=(?<!\p{L})(?:\p{L}+(?:é|ée|és|ées)|réussi|appris|mis|aide|aident|commence|apprend|arrive|continue|réussit) )a (?=(?!(?:super|encore|notre|votre|autre|entre|contre|hier|premier|dernier)(?!\p{L}))\p{L}+(?:er|ir|re|oir)(?!\p{L}))/gu,
    'à ',
  ],
  // « on a mis la botte a sécher »: put something somewhere to do it, « à », its accent left out.
  [
    /(?<=(?<!\p{L})(?:mis|mise|mises|mettre|mettent|met) (?:sa |son |ses |la |le |les |l’|l')[\p{L}-]+ )a (?=(?:sécher|secher|chauffer|cuire|refroidir|tremper|laver)(?!\p{L}))/gu,
    'à ',
  ],
  // « elles ont joué a cache-cache »: the game played, « à » (never the verb « a » after « joué »).
  [/(?<=(?<!\p{L})(?:joué|jouer|jouent|joue|jouait|jouaient) )a (?=\p{L})/gu, 'à '],
  // « il a tiré tiré »: a verb said twice is done with all one's might, not a word left over.
  [/(?<=(?<!\p{L})(?:a|ont) )(\p{L}+(?:é|i|u)) \1(?!\p{L})/gu, '$1 de toutes ses forces'],
  // « elle a aidé bon-papa a ramasser les œufs », « il a appris a sa sœur a nager »: helped someone to do it, « à ».
  [
    /(?<=(?<!\p{L})(?:aidé|aide|aidait|appris|apprend|invité|encouragé) (?:(?:à |a )?(?:sa |son |ses |le |la |les )?[\p{L}-]+ ){1,2})a (?=(?!(?:super|encore|notre|votre|autre|entre|contre|hier|premier|dernier)(?!\p{L}))\p{L}+(?:er|ir|re|oir)(?!\p{L}))/gu,
    'à ',
  ],
  // « il a été très courageux pr qu’elle regarde ds ses oreilles »: brave while it was done, whoever did it.
  [
    /(?<=(?<!\p{L})(?:courageux|courageuse|courageuses|sage|sages|calme|patient|patiente|gentil|gentille) )pour qu’(?:il|elle|on|ils|elles) ((?:lui|le|la|les|leur) |l’)?(\p{L}+)/gu,
    (_all: string, clitic: string | undefined, verb: string) =>
      `pendant qu’on ${clitic ?? ''}${{ fasse: 'fait', mette: 'met', prenne: 'prend', voie: 'voit', puisse: 'peut', soit: 'est' }[verb] ?? verb}`,
  ], // « rentré de Montreal », « le gendarme avec son baton », « la sorciere », « un diplome », « contre la barriere », « le
  // demonter »: more accents a phone leaves out.
  [/(?<!\p{L})montr[ée]al(?!\p{L})/giu, 'Montréal'],
  [/(?<!\p{L})baton(s?)(?!\p{L})/gu, 'bâton$1'],
  [/(?<!\p{L})sorciere(s?)(?!\p{L})/gu, 'sorcière$1'],
  [/(?<!\p{L})diplome(s?)(?!\p{L})/gu, 'diplôme$1'],
  [/(?<!\p{L})barriere(s?)(?!\p{L})/gu, 'barrière$1'],
  [/(?<!\p{L})demont(er|é|ée|és|e|ent|ait|aient)(?!\p{L})/gu, 'démont$1'],
  // « les meduses », « une petite meche », « des deux cotés », « au dessus de sa tete », « le panier a linge »: more
  // accents and hyphens a phone leaves out.
  [/(?<!\p{L})meduse(s?)(?!\p{L})/gu, 'méduse$1'],
  [/(?<!\p{L})meche(s?)(?!\p{L})/gu, 'mèche$1'],
  [/(?<!\p{L})cot(é|és)(?!\p{L})/gu, 'côt$1'],
  [
    /(?<!\p{L})(au|en) dess(us|ous)(?= de(?!\p{L}))/gu,
    (_all: string, at: string, side: string) => `${at === 'au' ? 'au-' : 'en '}dess${side}`,
  ],
  // « dans le tiroir a chaussettes », « la caisse a jouets »: what a box, a drawer or a basket is for, with « à ».
  [
    /(?<!\p{L})(paniers?|bacs?|tiroirs?|boîtes?|boites?|coffres?|caisses?|sacs?) a (?=(?:linge|chaussettes|jouets|couverts|bijoux|outils|pain|biscuits|gâteaux|dos|langer)(?!\p{L}))/gu,
    '$1 à ',
  ],
  // « un peigne a tenir », « un livre a colorier »: after a thing named, « a » before an infinitive is « à ».
  [
    /(?<=(?<!\p{L})(?:un|une|des|le|la|les|son|sa|ses|mon|ma|mes) (?!(?:papa|maman|mamie|papi|tata|tonton|bébé)(?!\p{L}))\p{Ll}[\p{L}-]+ )a (?=(?!(?:super|encore|notre|votre|autre|entre|contre|hier|premier|dernier|terre)(?!\p{L}))\p{L}+(?:er|ir|re|oir)(?!\p{L}))/gu,
    'à ',
  ],
  // « un lit a barreaux », « une chemise a carreaux », « un pull a rayures »: the « à » of what it is made with.
  [
    /(?<=(?<!\p{L})(?:lit|lits|chemise|chemises|pull|robe|tee-shirt|pyjama) )a (?=(?:barreaux|carreaux|rayures|pois|fleurs|paillettes)(?!\p{L}))/gu,
    'à ',
  ],
  // « le tee shirt licorne », « un tshirt »: its hyphen.
  [/(?<!\p{L})(?:tee[ -]?shirt|t[ -]?shirt)(s?)(?!\p{L})/giu, 'tee-shirt$1'],
  // « le doc lui a donné »: the doctor, said in full to a child.
  [/(?<!\p{L})(le|du|au|chez le) doc(?!\p{L})/gu, '$1 docteur'],
  // « ils ont mis de la colle au lieu des points », « ils lui ont fait 3 points »: at the doctor's or the hospital,
  // « ils » are the doctors, not the child and the parent (whom « ils » was already read as: `elle et papa ont mis`).
  [
    /(?<!\p{L})(?:ils|(?:il|elle) et [\p{L}-]+) (lui |l’)?(?:ont|avaient) (mis|fait|recousu|posé|donné) (?=(?:de la colle|des points|\d+ points|un point|deux points|trois points|un plâtre|un platre|une attelle|des strips|un pansement|une piqûre|une radio)(?!\p{L}))/gu,
    (_all: string, her: string | undefined, done: string) => `le docteur ${her ?? 'lui '}a ${done} `,
  ],
  // « il a aidé papa a le démonter »: helped to do it, « à ».
  [
    /(?<=(?<!\p{L})(?:aidé|aidée|aide|aidait) (?:[\p{L}-]+ ){1,2})a (?=(?:le|la|les) \p{L}+(?:er|ir|re)(?!\p{L}))/gu,
    'à ',
  ],
  // « il a pris une belle gamelle », « elle s’est pris une gadin »: a fall, in words a child's book says; but
  // « on a mangé une gaufre », « une bûche »: a waffle or a log cake that was eaten, not a fall.
  [
    /(?<!\p{L})(?!a mangée? (?:une |un )?(?:\p{L}+ )?(?:gaufre|bûche|buche|boîte|boite)(?!\p{L}))(?:a|s[’']est) (?:pris|prise|ramassé|ramassée|mangé|payé) (?:une |un )?(?:(?:belle|bonne|grosse|sacrée|jolie|vraie|beau|bon|gros|sacré|vrai) )?(?:gamelle|gadin|boîte|boite|pelle|bûche|buche|gaufre|valdingue)(?!\p{L})/gu,
    'a fait une grosse chute',
  ],
  // « …, genou tout griffé »: the hurt the fall left, said with its verb.
  [
    /, (?:(?:le|un|son) )?(genou|coude|menton|front|nez)(?: (?:tout|bien|un peu))? (?:griffé|écorché|ecorche|égratigné|egratigne|éraflé|abîmé|en sang)(?!\p{L})/gu,
    ' et s’écorche le $1',
  ],
  // « il a braillé tout le long du trottoir »: a cry, in the word a bedtime book uses.
  [/(?<!\p{L})(?:braillé|chialé)(?= (?:tout|toute|dans|pendant|sur|en|jusqu))/gu, 'pleuré'],
  [/(?<!\p{L})(?:braillait|chialait)(?!\p{L})/gu, 'pleurait'],
  // « le défilé à nancy »: a city typed in lower case, by its own name.
  [
    /(?<=(?<!\p{L})(?:à|a|de|d’|vers|sur|en) ?)(nancy|lyon|paris|lille|marseille|toulouse|nantes|strasbourg|bordeaux|rennes|metz|brest|grenoble|dijon|montpellier|montréal|montreal|québec|genève|geneve|lausanne|bruxelles|liège|liege|namur)(?!\p{L})/gu,
    (city: string) =>
      ({ montreal: 'Montréal', geneve: 'Genève', liege: 'Liège', québec: 'Québec' })[city] ??
      city.charAt(0).toUpperCase() + city.slice(1),
  ],
  // « il y avait guignol et le gendarme »: the puppet, by his own name (not « guignol », a clown of a child).
  [
    /(?<!\p{L})guignol(?= (?:et|avec) (?:le gendarme|gnafron|madelon))|(?<=(?<!\p{L})(?:voir|avait|y a|de|avec) )guignol(?!\p{L})/gu,
    'Guignol',
  ],
  // « au parc de la tete d’or »: Lyon's park, by its own name.
  [
    /(?<!\p{L})(?:parc de )?la t[êe]te d[’']or(?!\p{L})/giu,
    (park: string) => (/^parc/iu.test(park) ? 'parc de la Tête d’Or' : 'la Tête d’Or'),
  ],
  // « un écureuil qui grimpait dans un sapin »: what someone else was doing, told in the story's present (`grimpe`).
  [
    /(?<!\p{L})qui (\p{Ll}{2,}?)(ait|aient)(?!\p{L})/gu,
    (all: string, stem: string, ending: string) => {
      const one = ending === 'ait';
      const odd: Record<string, [string, string]> = {
        dorm: ['dort', 'dorment'],
        cour: ['court', 'courent'],
        fais: ['fait', 'font'],
        dis: ['dit', 'disent'],
        lis: ['lit', 'lisent'],
        buv: ['boit', 'boivent'],
        ven: ['vient', 'viennent'],
      };
      const known = odd[stem];
      if (known) return `qui ${one ? known[0] : known[1]}`;
      // Only verbs in -er, whose present is the stem (« mangeait »: `mange`, « lançait »: `lance`).
      if (/(?:iss|oi|ai|el|et|[dvsy])$/u.test(stem) || stem === 'ét' || stem === 'av') return all;
      const base = stem.endsWith('ç') ? `${stem.slice(0, -1)}ce` : stem.endsWith('ge') ? stem : `${stem}e`;
      return `qui ${one ? base : `${base}nt`}`;
    },
  ],
];

/** Numbers a story says in letters. */
const UNITS =
  'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split(
    ' ',
  );
const TENS = [
  '',
  '',
  'vingt',
  'trente',
  'quarante',
  'cinquante',
  'soixante',
  'soixante',
  'quatre-vingt',
  'quatre-vingt',
];

/** An ordinal in letters (`2`: `deuxième`, `5`: `cinquième`, `9`: `neuvième`). */
function ordinal(value: number): string {
  return `${inLetters(value).replace(/e$/u, '').replace(/q$/u, 'qu').replace(/f$/u, 'v')}ième`;
}

/** A number under a hundred in letters (`36`: `trente-six`, `71`: `soixante et onze`). */
function inLetters(value: number): string {
  if (value < 20) return UNITS[value] ?? String(value);
  const ten = Math.floor(value / 10);
  const rest = ten === 7 || ten === 9 ? value - ten * 10 + 10 : value % 10;
  const tens = TENS[ten] ?? '';
  if (rest === 0) return ten === 8 ? 'quatre-vingts' : tens;
  if ((rest === 1 || rest === 11) && ten < 8) return `${tens} et ${UNITS[rest]}`;
  return `${tens}-${UNITS[rest]}`;
}

const NUMBERS: Record<string, string> = {
  ...Object.fromEntries(Array.from({ length: 98 }, (_, index) => [String(index + 2), inLetters(index + 2)])),
  '1': 'un',
  '100': 'cent',
  '1000': 'mille',
};

/** Words a parent's sentence may begin with in capitals that are no names. */
const STARTERS = wordSet(`
  il elle on ils elles ce cet cette ces le la les un une des du de au aux après apres avant pendant dans en sur sous
  avec chez et mais puis alors ensuite ma mon mes sa son ses notre nos premier première premiere dernier dernière
  journée journee grosse gros petit petite grand grande super trop très tres tout toute tous c’était c’est ça
  papa maman mamie papi papy mamy tata tonton pépé mémé sieste fête fete balade visite matinée soirée vélo
`);

const CHAT =
  /(?<!\p{L})(mdr|ptdr|lol|haha\p{L}*|hihi\p{L}*|hein|bref|genre|(?<!(?:pas|rien de|pas si|pas très|pas trop) )grave|enfin presque|quoi|ouf|bon bah|bah|wesh|ouais|omg|jpp)(?!\p{L})/gu;

/** A bedtime at an hour (« couché à 22h », « au lit vers 21h30 »): the evening, not the night. */
const BEDTIME_HOUR = /^(?:et )?(?:couchée?s?|au lit|au dodo|dodo) (?:à|a|vers) \d/u;

/** The evening hours as a child hears them (`vingt-deux heures`: `dix heures du soir`). */
const EVENING_HOURS: Record<string, string> = {
  'vingt et une': 'neuf',
  'vingt-et-une': 'neuf',
  'vingt et un': 'neuf',
  'vingt-deux': 'dix',
  'vingt-trois': 'onze',
};

/** The words a parent types, as the story reads them: no emoji, brackets or shouting; shorthands spelt out. */
function clean(clause: string): string {
  let text = clause
    .replace(/\([^)]*\)?/gu, ' ')
    // A flag (« 🇨🇭 ») is two regional letters, not a pictograph.
    .replace(/\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}/gu, ' ')
    .replace(/[:;]-?[()DPp](?!\p{L})/gu, ' ')
    .replace(/'/gu, '’')
    .replace(/[!?]+/gu, ' ');
  text = text.replace(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu, (word) =>
    /^(TGV|TER|RER|SNCF|IGA|IKEA)$/u.test(word) ? word : word.toLowerCase(),
  );
  text = text.replace(/^\p{Lu}\p{Ll}*/u, (word) => (STARTERS.has(word.toLowerCase()) ? word.toLowerCase() : word));
  text = text.replace(CHAT, ' ');
  for (const [pattern, replacement] of SPELLING) {
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  }
  text = text
    // The night's hours are the middle of the night to a child (`réveillée en pleurant vers 23h`, `à 3h du matin`),
    // where the clause does not say the night already (`cette nuit … à 3h`).
    .replace(
      /(?<![\p{L}\p{N}])(?:vers|à|a|sur les|autour de) (?:2[2-3]|[0-4]) ?h(?:\d\d)?(?: du matin)?(?![\p{L}\p{N}])/gu,
      // (Not a bedtime, « couché à 22h »: a late evening, told by `bedtimeHour`.)
      // (« a 3h » typed without its accent is « à 3h ».)
      (hour) =>
        /(?<!\p{L})nuit(?!\p{L})/u.test(text) || BEDTIME_HOUR.test(text)
          ? hour.replace(/^a /u, 'à ')
          : 'au milieu de la nuit',
    )
    // (An hour is feminine: `vingt et une heures`, `une heure`.)
    .replace(/(?<![\p{L}\p{N}])(\d+) ?h(?!\p{L})/gu, (_all, hour: string) =>
      hour === '1' ? 'une heure' : `${(NUMBERS[hour] ?? hour).replace(/(?<!\p{L})un$/u, 'une')} heures`,
    )
    .replace(
      /(?<![\p{L}\p{N}])(\d+) ?min(?:utes?)?(?!\p{L})/gu,
      (_all, count: string) => `${NUMBERS[count] ?? count} minutes`,
    )
    .replace(/(?<![\p{L}\p{N},.])\d+(?![\p{N},.])/gu, (number) => NUMBERS[number] ?? number);
  // « trop fière » is « très fière », but « trop gênée pour y aller » stays.
  text = text.replace(/(?<!\p{L})trop (\p{L}+)(?![\s\S]* pour )/gu, (all, word: string) =>
    AGREE[word] || MASCULINE[word] ? `très ${word}` : all,
  );
  // « …se coller sur lui pis », the « pis » of the next clause left behind: the clause ends without it.
  return tidy(text.replace(/^[\s,.;:-]+|(?:\s+(?:et|puis))?[\s,.;:-]*$/gu, ''));
}

/**
 * A phrase of the parent's with its spelling repaired (accents, shorthands), for a pack that names it (« une boite »:
 * `une boîte`); a word left hanging at its end (« les confettis retrouvés jusque ») is cut.
 */
export function spelled(phrase: string): string {
  return (
    clean(phrase)
      // « une cicatrice de pirate maintenant »: the thing remembered, without the time the parent said it at.
      .replace(/(?:\s+(?:maintenant|aujourd’hui|ce soir|ce matin|tout à l’heure|désormais))+$/u, '')
      .replace(/(?:\s+(?:jusque|jusqu’|jusqu’à|même|partout|dans|sur|sous|avec|de|du|des|à|au|et))+$/u, '')
      .trim()
  );
}

/**
 * Words that open a clause and that the story does without. « avant ça » (« avant ça journée tranquille à la maison »)
 * points back at a clause the story may not tell just before, and its « ça » is no subject.
 */
const LEAD =
  /^(?:et puis|et|mais|puis|alors|ensuite|du coup|donc|fait que|par contre|en plus|sinon|finalement|au final|en fin de compte|heureusement|malheureusement|bon|enfin|ah oui|ah|oh|au fait|pour finir|pour terminer|(?:juste )?avant (?:ça|ca|cela))(?:\s+|,\s*)/iu;

/**
 * Where a clause ends and the next begins: a sentence's end, an emoji, and « mais », « puis », « pis », « alors », « et »
 * or a comma before a new subject (« elle a pleuré qd je suis partie mais Nadia dit… »).
 */
const BREAK = new RegExp(
  [
    // « mais » always, and « puis », « pis », « alors », « et » before a new subject.
    String.raw`\s*(?:[,;]\s*)?(?<!\p{L})mais\s+`,
    // Not « elle et Léna ont joué », the child and a friend.
    // Nor « ses cousins Hugo et Lila », two names.
    String.raw`\s*(?:[,;]\s*)?(?<!\p{L})(?<!(?<!\p{L})(?:il|elle|lui)\s+)(?:puis|et puis|pis|alors|du coup|et(?<!(?<!\p{L})\p{Lu}\p{Ll}+\s+et(?=\s+\p{Lu}\p{Ll}+(?:\s*$|\s*,))))\s+(?=(?:il|elle|ils|elles|on|je|j’|j'|c’|c'|ça|nous)(?!\p{L})|\p{Lu})`,
    // (« …, puis le maître nageur lui a donné des brassards »: someone said in two words.)
    String.raw`\s*(?:[,;]\s*)?(?<!\p{L})(?:puis|et puis|pis|alors)\s+(?=(?:le|la|les|l’|l')\s*[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:lui\s+|leur\s+)?(?:a|ont|est|sont)\s)`,
    // « on l’a appelé en visio et mon bonhomme lui a montré son dessin »: the child, by a pet name, the next subject.
    String.raw`\s*(?:[,;]\s*)?(?<!\p{L})(?:et puis|et|puis|pis|alors)\s+(?=(?:ma|mon) (?:puce|loulou|louloute|choupette|cocotte|crevette|chéri|chérie|trésor|poussin|pitchoun|pitchoune|bonhomme) (?:(?:lui|leur|nous|m’|m'|l’|l') ?)?(?:a|est|s’est|s'est|avait|était)\s)`,
    // « on a appelé maman en visio avant le bain, mon loulou lui a montré son dessin »: the same, after a comma.
    String.raw`\s*[,;]\s+(?=(?:ma|mon) (?:puce|loulou|louloute|choupette|cocotte|crevette|chéri|chérie|trésor|poussin|pitchoun|pitchoune|bonhomme) (?:(?:lui|leur|nous|m’|m'|l’|l') ?)?(?:a|est|s’est|s'est|avait|était|faisait)\s)`,
    // « dispute pour la pelle, puis bisou pour se faire pardonner »: the making up is a moment of its own (the comfort);
    // « les flaques puis chocolat chaud chez mamie »: so is the snack after.
    String.raw`\s*(?:[,;]\s*)?(?<!\p{L})(?:puis|et puis|pis|après|ensuite)\s+(?=(?:un\s+|des\s+)?(?:(?:gros|grosse|petit|petite|grand)\s+)?(?:bisous?|câlins?|goûter|chocolat|crêpes?|gaufres?|glace|bonbons?|sucettes?|biscuits?)(?!\p{L}))`,
    // « crèche le matin, a midi on est allés chez papi »: a new time of the day, and its own subject, after a comma.
    String.raw`\s*,\s+(?=(?:(?:à|a|ce|le) midi|ce matin|le matin|ce soir|le soir|cet après-midi|cet aprem|l[’'](?:après-midi|aprem)|(?:après|apres) (?:la sieste|le goûter|le gouter|le repas|le dîner|le diner|la crèche|la creche|l[’']école))\s+(?:il|elle|on|ils|elles|nous|j[’'])\s?)`,
    // « …avec mamie, puis parc avec son copain », « …, bain avec les canards »: the day's next doing, typed as its bare
    // noun after a comma.
    String.raw`\s*,\s+(?:(?:et\s+)?puis\s+|ensuite\s+|après\s+|apres\s+)?(?=(?:parc|square|piscine|plage|bain|douche|sieste|balade|ballade|promenade|legos?|kaplas?|duplos?|puzzles?|coloriages?|peinture|vélo|velo|trottinette|draisienne|crèche|creche|garderie|courses|jardinage|musique|histoires?|dessins? animés?)(?:\s+(?:avec|au|aux|à|a|chez|dans|sur|de|du|des|ce|le|puis|et|en)\s|\s*$))`,
    // « elle lui a compté les dents et zuri a ouvert grand la bouche »: someone named in small letters, the next subject
    // (not a grown-up of the family, whose doing stays with what came before: « …une compresse et papa a soufflé »).
    String.raw`\s+et\s+(?=(?!(?:le|la|les|un|une|des|du|de|au|aux|en|qui|que|tout|rien|il|elle|on|ils|elles|lui|leur|papa|maman|mamie|mamy|papi|papy|tata|tatie|tonton|nounou|mémé|pépé)\s)\p{Ll}{3,}\s+(?:a|est)\s+(?:\p{Ll}+\s+)?\p{Ll}+(?:é|i|u|is|it|ert)(?!\p{L}))`,
    // « fête de noël à l’école cet aprem, zuri faisait une petite étoile »: the child named in small letters after a
    // comma, the next subject.
    String.raw`\s*,\s+(?=(?!(?:le|la|les|un|une|des|du|de|au|aux|en|qui|que|tout|rien|il|elle|on|ils|elles|lui|leur|papa|maman|mamie|mamy|papi|papy|tata|tatie|tonton|nounou|mémé|pépé|ensuite|après|apres|puis|alors|enfin|bref|comme|ça|ca|cela|quand|dont|mais)\s)\p{Ll}{3,}\s+(?:faisait|jouait|était|etait|a\s+(?:\p{Ll}+\s+)?\p{Ll}+(?:é|i|u|is|it|ert))(?!\p{L}))`,
    // « bain avec les canards et une histoire de loup avant de dormir »: the bedtime story, a doing of its own.
    // (Not after « le soir bain »: the story is that evening's too, told with the bath.)
    String.raw`(?<!(?<!\p{L})(?:le soir|ce soir),?\s+(?:bain|douche))\s+et\s+(?=(?:une|des|son|sa|ses)\s+histoires?\s+(?:de|du|des|d[’']|avec|avant)\s?)`,
    // « bain avec plein de mousse, et pour finir on a lu une histoire »: the end of the day, a moment of its own.
    String.raw`\s*,?\s+(?:et\s+)?(?=pour (?:finir|terminer)\s+(?:il|elle|on|ils|elles)\s)`,
    // « …pour le camion, cris, larmes, tout le tralala »: the fuss after the quarrel, no part of what it was about.
    String.raw`\s*,\s+(?=(?:cris|larmes|pleurs|hurlements)(?:\s*,|\s+et\s|\s*$))`,
    // « tombée de la trottinette, genou tout écorché ça saignait un peu »: the scrape the fall left, a clause of its own.
    String.raw`\s*,\s+(?=(?:(?:le|son|sa|ses)\s+)?(?:genou|genoux|coude|coudes|menton|front|nez|main|mains|jambe|lèvre)\s+(?:(?:tout|toute|tous|toutes|bien)\s+)?(?:écorch|ecorch|égratign|egratign|éraf|eraf|râp|rap))`,
    // « on a chanté une chanson, après ça allait mieux »: the calm after the comfort, a moment of its own.
    String.raw`\s*,\s+(?=(?:et\s+)?(?:après|apres|ensuite|puis)\s+(?:ça|ca)\s+(?:allait|va|est allé|a été)\s+(?:mieux|beaucoup mieux))`,
    // « fait qu’on a soupé »: Quebec's « so ».
    String.raw`\s+fait\s+(?=qu[’'](?:on|il|elle)\s)`,
    // A comma before a subject and its verb (« …, il a dit », « …, c’est lui qui », « …, les petits ont chanté »).
    // « Nathan a pleuré, ils se sont réconciliés », but not « avec sa copine Léna, elles ont fait du toboggan ».
    // « il a fait le gâteau avec son grand frère Noé, ils ont mis de la farine partout »: the child's own verb came first.
    String.raw`(?<!(?<!(?:il|elle) (?:a|est|s’est|s'est) [^,]*)avec (?:sa|son|ses) [^,]*)\s*,\s+(?=(?:ils|elles)\s)`,
    // (« …, j’ai laissé mon numéro »: the elided « je » has no space after it.)
    String.raw`\s*,\s+(?=(?:il|elle|on|je)\s|j[’'](?:ai|avais|étais)\s|c[’'](?:est|était|etait)\s|ça\s+(?:a|est|allait|va|soufflait|souffle)\s|ça\s+(?:drachait|drache|a\s+draché)(?:\s|$)|(?:trop|très|super)\s+(?:fière|fier|contente?|heureuse|heureux|gênée?)\s)`,
    // « …un gant, la puéricultrice l’a retrouvé », « …son doudou, papa l’a retrouvé »: someone else did the next thing.
    String.raw`\s*,\s+(?=(?:les|le|la|l’|l'|son|sa|ses)\s*[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\s+(?:a|ont|est|sont|avait|était)\s)`,
    String.raw`\s*,\s+(?=(?:(?:le|la|l’|l')\s*[\p{L}-]+|[Pp]apa|[Mm]aman|[Mm]amie|[Pp]api|[Pp]apy|[Mm]amy|[Tt]atie|[Tt]ata|[Tt]onton|[Nn]ounou)\s+l[’'](?:a|avait)\s+retrouvée?\s)`,
    // « plage avec tonton ce matin, une vague un peu plus grosse l’a renversée »: the wave did the next thing.
    String.raw`\s*,\s+(?=(?:une|la)\s+(?:(?:grosse|grande|petite)\s+)?vague(?:\s+[\p{L}-]+){0,4}\s+l[’'](?:a|avait)\s)`,
    // « crise de larmes ds le bus, papa est retourné le chercher »: a grown-up of the family does the next thing.
    // (« …, tata Claire lui en a donné un autre »: the grown-up with their name.)
    // (« …avec sa copine Lila, ensuite mamie est venue le chercher »: after « ensuite » or « puis » too.)
    // (« …des vagues au début, bonne-maman lui a tenu la main »: the grandparent said in two words.)
    String.raw`\s*,\s+(?:(?:et\s+)?(?:ensuite|puis|après|apres)\s+)?(?=(?:[Pp]apa|[Mm]aman|[Mm]amie|[Pp]api|[Pp]apy|[Mm]amy|[Tt]onton|[Tt]ata|[Tt]atie|[Nn]ounou|[Mm]émé|[Pp]épé|[Bb]onne[- ][Mm]aman|[Bb]on[- ][Pp]apa|[Gg]rand[- ](?:[Mm]ère|[Pp]ère|[Mm]aman|[Pp]apa))(?:\s+\p{Lu}\p{Ll}+)?\s+(?:est|a|l[’']a|lui a|lui en a|s[’']est)\s)`,
    // « ils se sont disputés pour le camion, mathis a crié "c’est à moi" »: someone else's cry, a clause of its own.
    String.raw`\s*,\s+(?=\p{L}[\p{L}-]*\s+a\s+(?:crié|hurlé|dit|répondu)\s*[:"«“])`,
    // « rentrés tard, Moustache le chat l’attendait »: a pet named, then what it is, does the next thing.
    String.raw`\s*,\s+(?=\p{Lu}\p{Ll}[\p{L}-]*,?\s+(?:le|la|son|sa|notre) (?:chat|chatte|chien|chienne|chaton|chiot|lapin|hamster|tortue)\s)`,
    // « plus de peur que de mal, Filou va bien »: someone named is the subject of what follows.
    // « …sauté dedans, Biscuit courait après »: the pet named joins in, a moment of its own.
    String.raw`\s*,\s+(?=\p{Lu}\p{Ll}[\p{L}-]*\s+(?:va|est|dort|a|allait|était|courait|court|dormait|jouait|aboyait|miaulait|sautait|suivait)\s)`,
    // « il a mangé avec Malo et la nounou dit qu’ils ont bien rigolé »: what a grown-up reported begins a clause.
    String.raw`\s+et\s+(?=(?:la|le|l’|l')\s*[\p{L}-]+\s+(?:dit|raconte|m’a dit|m'a dit|nous a dit|a dit|m’a raconté|m'a raconté)\s+qu)`,
    // « journée difficile, l’éducatrice m’a dit qu’il… »: what a grown-up reported begins a clause.
    String.raw`\s*,\s+(?=(?:la|le|l’|l')\s*[\p{L}-]+\s+(?:m’a|m'a|nous a|a)\s+(?:dit|raconté|expliqué)\s+qu)`,
    // « la coiffeuse lui a donné un miroir, à la fin elle se trouvait belle »: a later moment is a clause of its own.
    String.raw`\s*,\s+(?=(?:à la fin|au final|finalement|au bout d[’']un moment|après|ensuite)\s+(?:il|elle|on)\s)`,
    // « on a fait chacune son tour et a la fin elles se sont fait un calin »: the end of the visit, a moment of its own.
    String.raw`\s+et\s+(?=(?:à|a) la fin\s+(?:il|elle|on|ils|elles)\s)`,
    // « fête des lumières avec tonton, avant de partir on a mis les lumignons »: what was done before, a clause of its own.
    String.raw`\s*,\s+(?=avant (?:de|d[’'])\s*\p{L}+\s+(?:il|elle|on|ils|elles)\s)`,
    // « c’était carnaval à la crèche, mon loulou était déguisé en pompier »: the parent's pet name for the child as the
    // subject of what follows begins a clause of its own.
    String.raw`\s*,\s+(?=(?:ma|mon) (?:puce|loulou|louloute|choupette|cocotte|crevette|bichette|poulette|chérie?|trésor|lapinou|poussin|pitchoun|pitchoune|bonhomme) (?:a|est|était|etait|avait|s’est|s'est)\s)`,
    // « carnaval de l’école, Louise déguisée en princesse »: who wore what is a clause of its own.
    String.raw`\s*,\s+(?=\p{Lu}\p{Ll}[\p{L}-]*\s+(?:est\s+|était\s+)?déguisée?s?\s+en\s)`,
    // « il s’est écorché le genou, un pansement et il est reparti »: the care after the hurt, a clause of its own.
    // (« …un bisou magique, a la maison un pansement licorne »: the care given at home, where it was.)
    String.raw`\s*,\s+(?=(?:(?:à|a)\s+la\s+maison\s+|(?:après|apres|ensuite|puis)\s+)?(?:un|une)\s+(?:pansement|glaçon|bisou magique|gros bisou|gros câlin)(?!\p{L}))`,
    // « il a arrosé trop fort y avait de l’eau partout »: what came of it, typed without « il » nor a comma.
    String.raw`(?<!(?<!\p{L})(?:il|n[’']))\s+(?=y\s+(?:avait|a)\s+(?:de|du|des|plein)\s)`,
    // « elle a pas voulu mettre ses chaussures, crise dans l’entrée »: the fit, typed without a verb, a clause of its own.
    String.raw`\s*,\s+(?=(?:(?:grosse|grande|petite|énorme|vraie)\s+)?(?:crise(?! de\s)|colère|caprice)(?:\s|$))`,
    // « on a fait un gâteau, ma puce a soufflé les bougies »: the child, by the parent's pet name, does the next thing.
    String.raw`\s*,\s+(?=(?:ma|mon)\s+(?:puce|loulou|louloute|choupette|cocotte|crevette|chéri|chérie|trésor|poussin|pitchoun|pitchoune|bonhomme)\s+(?:a|est|s[’']est|avait|était)\s)`,
    // « médecin ce matin, antibio au goût banane qu’il a recraché »: the medicine is a moment of its own.
    String.raw`\s*,\s+(?=(?:antibio|antibiotique|sirop|médicament|doliprane)\s)`,
    // « fête foraine sur la place, 3 tours de manège »: a new thing after a comma.
    String.raw`\s*,\s+(?=\d+\s+tours?\s)`,
    // « une crêpe au goûter et au lit sans broncher »: bedtime is a time of its own.
    String.raw`\s+et\s+(?=(?:au lit|au dodo)\s+(?:sans|en|à|tout|toute|comme)\s)`,
    // « …et qu’elle a mangé toute sa compote »: what was reported, one thing at a time.
    String.raw`\s+et\s+(?=qu[’'](?:il|elle)\s+(?:a|est|avait|était|s[’'])\s)`,
    // « il a pleuré un bon coup, un monsieur l’a décroché »: someone new, after a comma, does the next thing.
    String.raw`\s*,\s+(?=(?:un|une)\s+[\p{L}-]+\s+(?:(?:de|du|d[’'])\s?[\p{L}-]+\s+)?(?:l[’']|lui\s+|leur\s+)?(?:a|avait|est|était)\s)`,
    // « on est retournés et une dame l’avait posé »: someone new does the next thing.
    String.raw`\s+et\s+(?=(?:un|une|le|la)\s+[\p{L}-]+\s+(?:(?:de|du|d[’'])\s?[\p{L}-]+\s+)?(?:l[’']|lui\s+|leur\s+)?(?:a|avait|est|était)\s)`,
    // « il a dansé avec son tambourin et papa l’a mis sur ses épaules »: a grown-up of the family does the next thing
    // to the child (not « avec papa et maman l’a… », where both were the company, nor « et papa a soufflé dessus »).
    String.raw`(?<!(?:avec|chez|et)\s+\p{L}+)\s+et\s+(?=(?:papa|maman|mamie|papi|papy|mamy|tonton|tata|tatie|nounou)\s+(?:l[’']|lui\s+)(?:a|avait)\s)`,
    // « on a fait un câlin et papa a laissé la veilleuse »: what the grown-up did next, to a thing, a clause of its own
    // (not « …une compresse et papa a soufflé dessus », nor « avec papa et maman a… »).
    String.raw`(?<!(?:avec|chez|et)\s+\p{L}+)\s+et\s+(?=(?:papa|maman|mamie|papi|papy|mamy|tonton|tata|tatie)\s+a\s+\p{Ll}+é\s+(?:la|le|les|sa|son|ses|un|une|des)\s)`,
    // « il s’est réveillé à 3h il avait rêvé… »: a new subject after the hour, with no comma typed.
    String.raw`(?<=(?<!\p{L})[àa]\s+\d{1,2}\s?h(?:\d{2})?)\s+(?=(?:il|elle|on)\s)(?!(?:il|elle)\s+(?:avait|a)\s+fait\s+un\s+(?:cauchemar|mauvais\s+rêve))`,
    // « une cabane avec les coussins et le soir boulets chez bon-papa »: the evening is a moment of its own.
    String.raw`\s+et\s+(?=(?:le soir|ce soir|à midi|le midi|au goûter|au souper|au dîner)\s+(?!(?:il|elle|ils|elles|on)\s)[\p{L}-]+)`,
    // « matinée crêpes avec papa elle a mis de la farine partout », « après ça allait mieux on a fait un puzzle »: a new
    // subject and its verb typed with no comma, after three words of something else; not after where it happened said
    // first (« ce soir dans le bain il a glissé », « au parc elle est tombée », « dans le train au retour il s’est
    // endormi »), which is the same moment.
    String.raw`(?<=\p{L}{2,}\s+\p{L}{2,}\s+\p{L}{2,})(?<!(?:^|[.!?,;]\s*|(?<!\p{L})(?:ce soir|ce matin|le soir|le matin|cet après-midi|cet aprem|l’aprem|l'aprem|aujourd’hui|aujourd'hui|hier|(?:après|apres) (?:la sieste|le goûter|le gouter|le repas))\s+|(?:^|[.!?,;])\s*(?:dans|sur|sous|au|aux|à|a|chez|en)\s+(?:(?:le|la|les|son|sa|ses)\s+|l[’'])?[\p{L}-]+\s+)(?:dans|sur|sous|au|aux|à|a|chez)\s+(?:(?:le|la|les|son|sa|ses)\s+|l[’'])?[\p{L}-]+)(?<!(?<!\p{L})(?:et|que|quand|qd|pcq|pck|psk|où|si|mais|puis|alors|comme|parce|lorsque|dès|donc|car|pendant|avant|après|depuis|tellement|ça|ce|fois|moment|jour|soir|matin|midi|nuit|aprem|hier|tard|tôt|\p{L}+(?:er|ir|re)))(?<!(?<!\p{L})(?:après|apres)\s+(?:la|le|l[’'])\s*\p{L}+)\s+(?=(?:elle|il|on)\s+(?:a|est|avait|était|s’est|s'est|(?:se\s+|s’|s')?\p{Ll}{2,}ait)\s)`,
    // « il a appuyé sur le bouton tt seul, mtn il l’appelle monsieur vroum »: how it is now, a moment of its own.
    String.raw`\s*,\s+(?=(?:et\s+)?(?:mtn|maintenant|depuis|désormais)\s+(?:il|elle|on)\s)`,
    // « elle s’en fichait elle lancait des confettis »: two things the child was doing, typed with no comma.
    String.raw`(?<=(?<!\p{L})(?:il|elle)\s+(?:\S+\s+)?\p{L}+ait)\s+(?=(?:il|elle)\s+(?:(?:se\s+|s’|s')?\p{Ll}{2,}ait|a|est)\s)`,
    // « …avec papa et au souper il a mangé 2 croque-monsieur »: supper, with its own subject, is a moment of its own.
    String.raw`\s+et\s+(?=(?:le soir|ce soir|à midi|le midi|au goûter|au souper|au dîner)\s+(?:il|elle|on|ils|elles)\s)`,
    // « on a mis le doigt sous l’eau froide et un bisou magique »: the kiss is a comfort of its own, not a thing put.
    String.raw`\s+et\s+(?=(?:un|des)\s+(?:gros\s+|petit\s+)?(?:bisous?|câlins?)(?:\s+magiques?)?\s*$)`,
    // « …un pansement et 10 min après elle rigolait »: what came a while later is a moment of its own.
    String.raw`\s+et\s+(?=\d+\s?min(?:utes?)?\s+(?:après|plus tard)\s+(?:il|elle)\s)`,
    // « bisou magique de sa sœur + glace à la fraise »: each comfort, one at a time.
    String.raw`\s+\+\s+`,
    // « il voulait pas monter il se cramponnait »: what the child would not do, then a new clause with no comma typed.
    String.raw`(?<=(?<!\p{L})(?:voulait|voulu|veut|voulais|pouvait|osait|arrivait)\s+(?:pas|plus|jamais)\s+\p{L}+(?:er|ir|re))\s+(?=(?:il|elle)\s)`,
    // « il a eu du mal au début il tombait tout le temps »: a new subject after the time, with no comma typed.
    String.raw`(?<=\p{L}\s+(?:au début|au départ|au debut|au depart))\s+(?=(?:il|elle|on)\s)`,
    // « un bisou pour dire pardon et après elles ont joué », « une carotte hier soir et ce matin la carotte… »: a later
    // moment begins a clause of its own.
    // « chacun son tour, pis après ils ont joué »: the Quebec « pis » too.
    String.raw`\s*,?\s+(?:et|pis|puis)\s+(?=(?:après|apres|ensuite|ce matin|ce soir|le soir|cet après-midi)\s+(?:il|elle|ils|elles|on|la|le|les|l’|l')(?!\p{L}))`,
  ].join('|'),
  'gu',
);

function clauses(description: string): string[] {
  return (
    description
      // « une blague, pourquoi la vache elle a des cloches, parce que … »: the joke is told with the telling of it, its
      // question and its answer no clauses of the day.
      .replace(new RegExp(RIDDLE.source, 'gu'), '$1')
      // « mamie est venue la garder pendant que je travaillais »: the grown-up's own business is no part of the day told.
      .replace(
        /,?\s+pendant que (?:je|j[’']|on|nous) ?(?:travaillais|travaille|bossais|bosse|étais au (?:travail|boulot)|etais au (?:travail|boulot)|suis au (?:travail|boulot)|était au (?:travail|boulot)|etait au (?:travail|boulot)|avais (?:une )?réunion)(?!\p{L})/gu,
        '',
      )
      // « pompon (son doudou chien) s’est coincé »: the cuddly toy's name kept with what it is (`son doudou chien
      // Pompon`), not dropped with the brackets.
      .replace(
        /(?<!\p{L})(\p{L}[\p{L}-]+) \((son|sa) (doudou|nounours|peluche|poupée|lapin|ours|girafe)((?: [\p{L}-]+)?)\)/gu,
        (_all, name: string, its: string, toy: string, kind: string) => `${its} ${toy}${kind} ${capital(name)}`,
      )
      // « son doudou s’est coincé dans la portière et il a une grande déchirure au bras »: the tear is the toy's, said
      // by its name, not a « il » the story would read as the child.
      .replace(
        /(?<!\p{L})((?:son|sa) (?:doudou|nounours|peluche|poupée|lapin|ours|girafe)(?: [\p{Ll}-]+)?( \p{Lu}[\p{L}-]+)?)( s[’'](?:est|était) [^.!?,\n]*?),? (?:et|pis) (?:il|elle) (a (?:une?|des|plein de) )/gu,
        (_all, toy: string, name: string | undefined, did: string, has: string) =>
          `${toy}${did}. ${name ? name.trim() : toy} ${has}`,
      )
      // « ils se sont disputés pour le tracteur vert, Timéo l’a tiré »: the other child pulled at the thing quarrelled
      // over, not at the child (`Timéo tire dessus`).
      .replace(
        /(?<=(?<!\p{L})pour (?:le|la|les|son|sa|ses) [\p{L}-]+(?: [\p{L}-]+)?), (\p{Lu}[\p{L}-]+) l[’']a (?:tiré|tirée)(?!\p{L})/gu,
        '. $1 a tiré dessus.',
      )
      // « ils se sont disputés pour le tracteur rouge, Noé lui a arraché des mains »: the other child took the thing
      // quarrelled over, said by its name (`Noé lui arrache le tracteur rouge des mains`), a clause of its own.
      .replace(
        /(?<!\p{L})pour ((?:le|la|les|son|sa|ses) [\p{L}-]+(?: [\p{L}-]+)?), (\p{Lu}[\p{L}-]+) (?:le |la |les )?lui (?:a|avait) (arraché|pris|piqué|chipé|volé)(?: des mains)?(?!\p{L})/gu,
        (_all, thing: string, name: string, took: string) =>
          `pour ${thing}. ${name} lui a ${took} ${thing.replace(/^(?:son|sa|ses) /u, (own) => ({ 'son ': 'le ', 'sa ': 'la ', 'ses ': 'les ' })[own] ?? own)} des mains`,
      )
      // « …en tenant la poêle avec elle et celle là elle l’a mangée »: the one that worked, a moment of its own.
      .replace(/\s+et\s+(?=(?:celle|celui|celles|ceux)[ -]l[àa]\s+(?:il|elle)\s+l[’'](?:a|ont)\s)/gu, '. ')
      // « trop fier de son poisson il l’a raconté à tout le monde »: the pride, then what the child did with it.
      .replace(
        /(?<=(?<!\p{L})(?:trop|très|super|tellement)\s+(?:fier|fière|content|contente|heureux|heureuse)\s+(?:de|d[’'])\s*(?:son|sa|ses)\s+[\p{L}-]+)\s+(?=(?:il|elle)\s+l[’']a\s)/gu,
        '. ',
      )
      // « il portait le sac et pouf il l’a fait tomber »: one doing, kept whole so « l’ » is understood.
      .replace(
        /(?<!\p{L})et ((?:pouf|paf|boum|patatras|badaboum|plouf|oups),? )?(?:il|elle) l[’']a (fait tomber|renversée?|cassée?|lâchée?|échappée?|perdue?)(?!\p{L})/gu,
        (_all, sound: string | undefined, did: string) =>
          `et ${sound ? `, ${sound.replace(/,? $/u, '')}, ` : ''}l’a ${did}`.replace('et , ', 'et, '),
      )
      .replace(/\(([^)]*)\)?/gu, (_all, aside: string) => (ASIDE.test(aside.trim()) ? `. ${aside}. ` : ' '))
      // « elle voulait sa robe d’Elsa et elle etait au sale »: the thing in the wash said by its name, not a « elle »
      // the story would read as the child or the grown-up.
      .replace(
        /(?<!\p{L})(sa|son|ses) ([\p{L}’' -]{2,30}?) et (?:elle|il|elles|ils) (?:était|etait|est|étaient|etaient|sont) (au sale|au linge sale|à la machine|a la machine|dans la machine|au lavage)(?!\p{L})/gu,
        (_all, its: string, thing: string, where: string) =>
          `${its} ${thing}, mais ${its} ${thing} ${its === 'ses' ? 'étaient' : 'était'} ${where}`,
      )
      // « son ballon est parti … le monsieur lui en a donné un autre »: the « en » is the thing lost, said by its name.
      .replace(
        /(?<!\p{L})(lui|leur) en a (donné|acheté|offert|rapporté|regonflé) (un autre|une autre)(?!\p{L})/gu,
        (all, to: string, gave: string, other: string, at: number, text: string) => {
          const thing = [
            // (« son ballon rouge s’est envolé »: the thing, with or without the word that says which.)
            ...text
              .slice(0, at)
              .matchAll(/(?<!\p{L})(?:son|sa) ([\p{L}-]+)(?: [\p{L}-]+)? (?=s[’']est |est |s[’']était |était )/gu),
          ].at(-1)?.[1];
          return thing ? `${to} a ${gave} ${other} ${thing}` : all;
        },
      )
      // « son ballon s’est détaché pis il est parti »: the « il » is the thing that went, not the child.
      .replace(
        /(?<!\p{L})(son|sa) ([\p{L}-]+)( s[’'](?:est|était) [^.!?,\n]*?) (?:et|pis) (il|elle) (est partie?|s[’']est envolée?|est tombée?|a disparu)(?!\p{L})/gu,
        (all, its: string, thing: string, did: string, it: string, went: string) =>
          (its === 'son') === (it === 'il') ? `${its} ${thing}${did}. ${its} ${thing} ${went}` : all,
      )
      // « au début elle boudait, voulait pas la regarder et voulait que des câlins »: the child's verbs typed after the
      // first without their « elle », each given it back, a clause of its own.
      .replace(
        /(?<!\p{L})(il|elle) ((?:ne |n[’'])?[\p{L}’']+ait(?: [^.!?,\n]*?)?)((?:(?:,| et) (?:ne |n[’'])?(?:voulait|pouvait|arrivait|refusait|boudait|pleurait|criait|réclamait|cherchait|regardait|disait|faisait|était)(?!\p{L})[^.!?,\n]*?)+)(?=[.!?,\n]|$)/gu,
        (all: string, it: string, first: string, more: string) =>
          // (Not « il pleurait et voulait pas dormir sans », one doing and its cause: only a list begun with a comma.)
          more.startsWith(',')
            ? `${it} ${first}${more.replace(/(,| et) (?=(?:ne |n[’'])?\p{L})/gu, (_join, join: string) => `${join === ',' ? ',' : ', et'} ${it} `)}`
            : all,
      )
      // « elle a cueilli des haricots et elle les a mis dans son panier »: one doing, kept whole so « les » is understood.
      .replace(
        /(?<!\p{L})et (?:il|elle) les a (mis|mises|rangés|rangées|rapportés|rapportées)(?!\p{L})/gu,
        'et les a $1',
      )
      // « il s’est reveillé a 3h il avait fait un cauchemar »: the bad dream is why the child woke, one moment.
      .replace(
        /(?<!\p{L})(réveillée?|reveillée?|reveillee|réveillé|reveille) ([àa] \d{1,2} ?h(?:\d{2})?(?: du matin)?),? (il|elle) (?=(?:avait|a) fait un (?:cauchemar|mauvais rêve))/gu,
        (_all, woke: string, hour: string, it: string) => `${woke} ${hour} parce qu’${it} `,
      )
      // « quand Inès a ouvert ses cadeaux elle a boudé parce qu’elle en voulait aussi »: the « en » is the presents said
      // just before, said by their name (`voulait des cadeaux aussi`).
      .replace(
        /(?<!\p{L})(ses|des|les|leurs) ([\p{L}-]+[sx])(?!\p{L})([^.!?\n]{0,60}? (?:qu[’'])?(?:il|elle) )en (voulait|veut|voulais|réclamait|aurait voulu) (aussi|pareil)(?!\p{L})/gu,
        (_all, its: string, things: string, between: string, wanted: string, too: string) =>
          `${its} ${things}${between}${wanted} des ${things} ${too}`,
      )
      // « notre chat Caramel est malade il mange plus rien »: what the one named and ill no longer does is theirs, one
      // clause with the illness, not a « il » the story would read as the child.
      .replace(
        /(?<!\p{L})(\p{Lu}[\p{L}-]+ (?:est|était|etait) (?:malade|tout malade|toute malade|patraque)),? (?:il|elle) (ne |n[’'])?(?=(\p{Ll})\p{Ll}* (?:plus|pas|rien)(?!\p{L}))/gu,
        (_all, ill: string, not: string | undefined, first: string) =>
          `${ill} et ${not ?? (/[aeiouyéèêh]/u.test(first) ? 'n’' : 'ne ')}`,
      )
      // « orage cette nuit ⛈️ il a eu peur »: what follows the night's news happened that night too.
      .replace(/(?<!\p{L})(cette nuit)\s*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\s)+(?=(?:il|elle) )/gu, '$1, ')
      .split(
        /[.!?\n]+|\s*(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\s)*/u,
      )
      .map(sameSubject)
      // « il a fini dans notre lit »: the night's end in the parents' bed, last night and not at bedtime.
      .map((sentence) =>
        sentence.replace(
          /^(\s*(?:il|elle) (?:a fini|a terminé|a atterri|a fini la nuit|est venue?) dans notre lit)\s*$/u,
          '$1 cette nuit',
        ),
      )
      .flatMap((sentence) => thisEvening(lastNight(sentence.split(BREAK))))
      .map((clause) => clause.trim())
      // « Louise déguisée en princesse et Gabin en dinosaure »: the second costume belongs with the first.
      .reduce<string[]>((all, clause) => {
        const before = all.at(-1);
        if (before && /déguisée?s? en /u.test(before) && /^\p{Lu}[\p{L}-]* en [\p{L}’' -]+$/u.test(clause))
          all[all.length - 1] = `${before} et ${clause}`;
        else all.push(clause);
        return all;
      }, [])
      // « samedi soir fête des lumières »: the day's name is today, and its news the day's (not a moment after the bath).
      .map((clause) =>
        clause.replace(
          /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: (?:matin|midi|soir|après-midi|aprem))?(?:,\s*|\s+)(?=\p{L})/iu,
          '',
        ),
      )
      .filter((clause) => clause.replace(/[^\p{L}]/gu, '').length >= 4)
      // « devant les singes son ballon s’est détaché »: the place said after what happened to the thing, so the thing
      // opens its clause as its subject (`Son ballon se détache … devant les singes.`).
      .map((clause) =>
        clause.replace(
          /^((?:devant|près de|à côté de|au bord de|au|à la|à l[’']|dans le|dans la|sur le|sur la) (?:(?:les|le|la|l[’']) ?)?[\p{L}-]+(?: (?:des|du|de la) [\p{L}-]+)?) ((?:son|sa|ses) [\p{L}-]+ (?:s[’'])?(?:est|sont|était|étaient) .+)$/u,
          '$2 $1',
        ),
      )
      .map(named)
      .reduce<string[]>(brokeToo, [])
      .map(putAway)
      .map(heldOn)
      .map(withFriend)
      .map(themBefore)
      // « il a compté ses dents avec elle et il a eu un autocollant », once « avec la dame »: the second doing of the
      // child, a clause of its own.
      .flatMap((clause) => {
        const two = new RegExp(
          `^((il|elle) .+ avec (?:la|le) (?:${GROWN_AT_WORK}))\\s+et\\s+(\\2 (?:a|est|s’est|s'est) .+)$`,
          'u',
        ).exec(clause);
        return two ? [two[1] ?? '', two[3] ?? ''] : [clause];
      })
      .map(thePetLost)
      .map(askedAbout)
      .map(oneOfThem)
      // « il a trouvé un ver de terre. il l’a appelé monsieur Gigoteur »: the name given goes with the finding, one
      // sentence (`Petit Ours trouve un ver de terre et l’appelle Monsieur Gigoteur.`).
      .reduce<string[]>((all, clause) => {
        const before = all.at(-1);
        const calls = /^(?:il|elle) l[’']a appelée? (\p{L}[\p{L} -]*)$/u.exec(clause.replace(CHAT, ' ').trim());
        if (
          before &&
          calls &&
          /(?<!\p{L})(?:trouvé|attrapé|ramassé|adopté|gagné|reçu) (?:un|une) [\p{L} -]+$/u.test(before)
        ) {
          const nickname = (calls[1] ?? '').trim().replace(/(?<![\p{L}])\p{Ll}/gu, (letter) => letter.toUpperCase());
          all[all.length - 1] = `${before} et l’a appelé ${nickname}`;
        } else all.push(clause);
        return all;
      }, [])
      .map(nicknamed)
      .map(bookRead)
      .map(hersOf)
      .map(theirLap)
      .map(illKin)
      .map(bothOfThem)
      .map(kinBefore)
      .map(petFirst)
      .map(petAtVet)
      .map(toThem)
      .map(sentTo)
      .map(letGo)
      .map(whoseFright)
      // (The coming itself is then told by the fright: « le Père Noël passe » after it would come too late.)
      .filter((clause, index, all) => {
        const come = COME.exec(clause);
        const next = all[index + 1] ?? '';
        return !(come && /peur (?:de la|du|des|de l’)/u.test(next) && next.endsWith(` ${come[2] ?? ''}`));
      })
      .map(roleOfShow)
      .map(letDo)
      .map(itsName)
      .map(sorryTo)
      .map(stillThere)
      .flatMap(toFamily)
      .map(weTwo)
      .map(atSupper)
      .map(photoOf)
      .map(kinByName)
  );
}

const KIN_WORD =
  '(?:[Pp]api|[Pp]apy|[Mm]amie|[Mm]amy|[Pp]épé|[Mm]émé|[Tt]ata|[Tt]atie|[Tt]onton|[Mm]arraine|[Pp]arrain)';

/**
 * « chez papi Hervé et mamie Brigitte … un tour de tracteur avec papi »: the grown-up named once is said by that name
 * again, so the story does not seem to bring in another one.
 */
function kinByName(clause: string, index: number, all: string[]): string {
  if (index === 0) return clause;
  const before = all.slice(0, index).join(' ');
  return clause.replace(
    new RegExp(String.raw`(?<![\p{L}’'-])(${KIN_WORD})(?![\p{L}-])(?! \p{Lu})`, 'gu'),
    (kin: string) => {
      const names = new Set(
        [
          ...before.matchAll(
            new RegExp(
              String.raw`(?<![\p{L}-])[${kin.charAt(0).toUpperCase()}${kin.charAt(0).toLowerCase()}]${kin.slice(1)} (\p{Lu}\p{Ll}+)`,
              'gu',
            ),
          ),
        ].map((one) => one[1]),
      );
      return names.size === 1 ? `${kin} ${[...names][0]}` : kin;
    },
  );
}

/** « tonton Yann est reparti… elle a pas voulu lâcher la photo de lui »: the photo said by whose it is. */
function photoOf(clause: string, index: number, all: string[]): string {
  const found = /(?<!\p{L})(photos?) (?:de lui|d[’']elle)(?!\p{L})/u.exec(clause);
  if (!found) return clause;
  const kin = all
    .slice(0, index)
    .reverse()
    .map((one) => [...one.matchAll(FAMILY_NAMED)].at(-1)?.[1])
    .find((one) => one !== undefined);
  return kin ? clause.replace(found[0], `${found[1]} de ${kin}`) : clause;
}

/** « il a pas mangé grand chose ce soir »: what the child ate this evening was the supper (`au dîner`). */
const atSupper = (clause: string) =>
  clause.replace(
    /^((?:il|elle) (?:a|n[’']a) (?:(?:pas|presque|quasi|rien|que|juste|bien|super|trop) )*mangé(?: .+?)?) ce soir$/u,
    '$1 au dîner',
  );

/**
 * « papa est rentré ce soir … elle l’a attendu à la fenêtre et quand il a sonné elle lui a sauté dans les bras … il lui a
 * ramené un avion »: the « l’ », « lui » and « il » of the parent or grandparent who came, said by their name, so that
 * each clause can be told on its own. Only where the child's pronoun is the other one, so that « il » can't be the child.
 */
function toFamily(clause: string, index: number, all: string[]): string[] {
  const them = all
    .slice(Math.max(0, index - 5), index)
    .reverse()
    .map((one) => subjectOf(one)?.toLowerCase())
    .find((one) => one !== undefined && GENDER_OF[one] !== undefined);
  if (!them) return [clause];
  const theirs = GENDER_OF[them] ?? '';
  const count = (pronoun: string) => all.filter((one) => new RegExp(`^${pronoun} `, 'u').test(one)).length;
  const child = count('elle') > count('il') ? 'elle' : count('il') > count('elle') ? 'il' : undefined;
  if (!child || child === theirs) return [clause];
  const said = clause
    .replace(
      new RegExp(
        `(?<!\\p{L})${child} l[’'](a|avait) (attendue?|appelée?|cherchée?|embrassée?|guettée?)(?!\\p{L})`,
        'gu',
      ),
      (_all, _has: string, verb: string) => `${child} a ${verb.replace(/e$/u, '')} ${them}`,
    )
    .replace(
      new RegExp(`(?<!\\p{L})${child} lui a sauté (dans les bras|au cou)(?!\\p{L})`, 'gu'),
      (_all, where: string) => `${child} a sauté ${where} de ${them}`,
    )
    .replace(
      new RegExp(`(?<!\\p{L})quand ${theirs} (a sonné|a ouvert la porte|est arrivée?|est rentrée?)(?!\\p{L})`, 'gu'),
      `quand ${them} $1`,
    )
    .replace(new RegExp(`^${theirs} lui a (ramené|rapporté|apporté|offert|acheté|donné) `, 'u'), `${them} lui a $1 `)
    .replace(/(?<!\p{L})a voulu que ce soit lui qui (\p{L}+) /u, `a voulu que ${them} lui $1 `);
  // « … et quand papa a sonné elle a sauté dans ses bras »: the ring at the door, then the child's hug, each a clause.
  return said.split(new RegExp(`\\s+et (?=quand ${them} )`, 'u')).flatMap((one) => {
    const came = new RegExp(
      `^quand ${them} (a sonné|a ouvert la porte|est arrivée?|est rentrée?) (?=${child} )`,
      'u',
    ).exec(one);
    if (!came) return [one];
    const door = came[1] === 'a sonné' ? 'a sonné à la porte' : (came[1] ?? '');
    return [`${them} ${door}`, one.slice(came[0].length)];
  });
}

/** « ils se sont fait un bisou » after a quarrel: making up is the child's with the one named before, not everyone's. */
const MADE_UP =
  /^(?:ils|elles) (?:se sont (?:fait (?:un |des )?(?:gros )?(?:bisous?|câlins?)|réconcilié(?:e?s)?)|ont fait la paix)(?!\p{L})/u;

/** « la dentiste lui a montré le miroir »: the one who looked after the child, as the clause before began with them. */
const CARERS =
  '(?:la|le) (?:dentiste|coiffeuse|coiffeur|docteure?|médecin|pédiatre|maîtresse|maître|nounou|vétérinaire|puéricultrice|infirmière|infirmier)';
const CARER = new RegExp(`^(${CARERS}) (?:lui |l’|l')?(?:a|est) `, 'u');

const carerBefore = (clause: string) => CARER.exec(clause)?.[1];

/**
 * « Nathan a pleuré, ils se sont réconciliés »: the « ils » after a clause that began with someone named is the child
 * and that one (`elle et Nathan se sont réconciliés`), the child's pronoun the one the parent uses most.
 */
function weTwo(clause: string, index: number, all: string[]): string {
  // « on a fait chacune son tour avec le minuteur » after « sa copine Lou est venue »: turns taken with the friend.
  const turns = /^on a (fait|joué|pris) (chacune? (?:son|à son) tour|à tour de rôle)(?!\p{L})/u.exec(clause);
  const friend = turns && index > 0 ? lastKin(all.slice(0, index)) : undefined;
  const child = childOf(all);
  if (turns && friend && child)
    return clause.replace(
      turns[0],
      `${child} et ${friend} ont ${turns[1]} ${(turns[2] ?? '').replace('à son', 'son')}`,
    );
  const they =
    /^((?:après|ensuite|puis|[àa] la fin|au final|finalement) )?(?:ils|elles) (?=se |s’|s'|ont |sont )/u.exec(clause);
  if (index === 0 || !they) return clause;
  // « aprem chez bonne-maman, elles ont fait des biscuits »: the one visited; « sa cousine Jade est venue … elle a
  // fait un bisou à Jade et après elles ont joué »: the cousin named a clause or two before.
  // « 1ère nuit chez papy et mamie Colette sans nous. ils ont donné à manger aux lapins »: done with the pair visited.
  const pair = GRANDPARENTS_VISITED.exec(all[index - 1] ?? '')?.[1];
  const had = /^((?:après|ensuite|puis) )?(?:ils|elles) ont (.+)$/u.exec(clause);
  if (pair && had && !/(?<!\p{L})(?:avec|ensemble)(?!\p{L})/u.test(had[2] ?? '')) {
    if (child) return `${had[1] ?? ''}${child} a ${had[2]} avec ${pair}`;
  }
  // « Chocolat a volé un bout de pâte, après elles ont joué »: a pet that did something is not who played with the child.
  // « …mais Nadia a dit c’est pas grave. elles se sont fait un câlin »: the grown-up who only spoke is not the one
  // the child played and hugged with.
  const spoke = /^[^,]*? (?:a dit|disait|lui a dit) /u.test(all[index - 1] ?? '');
  const before = spoke ? undefined : subjectOf(all[index - 1] ?? '');
  // « dispute avec sa cousine Inès … au final il lui a dit pardon et ils ont joué ensemble »: the two who quarrelled,
  // not everybody.
  const quarrelled = all
    .slice(Math.max(0, index - 3), index)
    .reverse()
    .map((one) => QUARREL_WITH.exec(one)?.[1])
    .find(Boolean);
  // « ils ont joué ensemble aux legos, ils ont construit un grand garage »: the same two as the « ils » just before.
  const sameTwo =
    /^(?:(?:après|ensuite|puis|au final|finalement|et) )?(il|elle) et (\p{Lu}[\p{L}-]+) (?:se |s’|s'|ont |sont )/u.exec(
      all[index - 1] ?? '',
    );
  if (sameTwo) return clause.replace(they[0], `${they[1] ?? ''}${sameTwo[1]} et ${sameTwo[2]} `);
  const them =
    quarrelled ??
    (before && !isPet(before, all) ? before : undefined) ??
    (spoke ? lastKin(all.slice(0, index)) : undefined) ??
    VISITED.exec(all[index - 1] ?? '')?.[1] ??
    // « il a fait le gâteau avec son grand frère Noé, ils ont mis de la farine partout »: the one the child did it with.
    (/(?<!\p{L})avec (?:son|sa|ses) /u.test(all[index - 1] ?? '') ? lastKin([all[index - 1] ?? '']) : undefined) ??
    (they[1] || MADE_UP.test(clause.slice(they[1]?.length ?? 0)) ? lastKin(all.slice(0, index)) : undefined) ??
    // « le dernier jour de Jade chez la nounou … elles se sont fait un gros câlin »: the friend named before.
    (MADE_UP.test(clause.slice(they[1]?.length ?? 0)) ? friendNamed(all[index - 1] ?? '', all) : undefined) ??
    carerBefore(all[index - 1] ?? '') ??
    // « papa est rentré … il lui a ramené un avion … ils ont joué à l’avion »: a game played with the grown-up just told.
    (/^ont (?:joué|dansé|chanté|rigolé|fait la course)(?!\p{L})/u.test(clause.slice(they[0].length))
      ? all
          .slice(Math.max(0, index - 3), index)
          .flatMap((one) => [...one.matchAll(/(?<!\p{L})(papa|maman|papi|papy|mamie|mamy|tata|tonton)(?!\p{L})/giu)])
          .map((found) => (found[1] ?? '').toLocaleLowerCase('fr'))
          .at(-1)
      : undefined);
  if (!them || !child) return clause;
  return clause.replace(they[0], `${they[1] ?? ''}${child} et ${them} `);
}

/** A friend said by name after « de » or « avec » (« le dernier jour de Jade »), not a pet. */
function friendNamed(clause: string, all: string[]): string | undefined {
  const name = /(?<!\p{L})(?:de|avec) (\p{Lu}\p{Ll}+)(?!\p{L})/u.exec(clause)?.[1];
  return name && !isPet(name, all) ? name : undefined;
}

/** Whether the clauses name this one as a pet (« Chocolat le chat », « son chien Filou »). */
function isPet(name: string, all: string[]): boolean {
  const kind = '(?:chat|chatte|chien|chienne|lapin|hamster|tortue|poisson rouge|poisson)';
  return new RegExp(`(?<!\\p{L})(?:${name},? (?:le |la |notre |son |sa )?${kind}|${kind} ${name})(?!\\p{L})`, 'u').test(
    all.join(' '),
  );
}

/**
 * The family the day went to or the friend played with, said last in a clause (« aprem chez bonne-maman », « elle a joué
 * avec Léa »): the one the next « elles » takes in.
 */
const GRANDPARENTS_VISITED =
  /(?<!\p{L})chez ((?:papi|papy|pépé|grand-papa|bon-papa|mamie|mamy|mémé|grand-maman|bonne-maman) et (?:papi|papy|pépé|grand-papa|bon-papa|mamie|mamy|mémé|grand-maman|bonne-maman)(?: \p{Lu}\p{Ll}+)?)(?!\p{L})/u;
const VISITED =
  /(?<!\p{L})(?:chez|avec) ((?:[Mm]aman|[Pp]apa|[Mm]amie|[Mm]amy|[Mm]émé|[Pp]api|[Pp]apy|[Pp]épé|bonne-maman|bon-papa|grand-maman|grand-papa|[Tt]ata|[Tt]atie|[Tt]onton)(?: \p{Lu}\p{Ll}+)?|\p{Lu}\p{Ll}+)$/u;

/** A friend, a brother or sister, a baby or a pet named with their name (« son ami Théo », « Noisette notre hamster »). */
// A name may have a hyphen (« Marie-Lou », « Ti-Gris »).
const KIN_NAMED =
  /(?<!\p{L})(?:ami|amie|copain|copine|sœur|soeur|frère|frere|cousin|cousine|nounou|nourrice|gardienne|bébé|chat|chatte|chien|chienne|hamster|lapin|tortue)\s+(\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)?)|(\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)?),?\s+(?:son|sa|notre)\s+(?:meilleure?\s+)?(?:ami|amie|copain|copine|chat|chien|hamster|lapin|tortue|nounou|(?:jeune\s+)?fille\s+au\s+pair)(?!\p{L})/gu;

/** The child's pronoun: the one the parent's clauses begin with most. */
function childOf(all: string[]): 'il' | 'elle' | undefined {
  // (« a midi il a mangé avec Malo »: the child after the time said first too.)
  const count = (pronoun: string) =>
    all.filter((one) =>
      new RegExp(
        `^(?:(?:à|a|ce|le|au) (?:midi|matin|soir|goûter|gouter|réveil),? |(?:au final|finalement|après|apres|ensuite|puis|et) )?${pronoun} `,
        'u',
      ).test(one),
    ).length;
  return count('elle') > count('il') ? 'elle' : count('il') > 0 ? 'il' : undefined;
}

/**
 * The pronoun of the friend or sibling named, by the word before or after their name (« son grand frère Noé » is
 * « il », « Louise sa copine » is « elle »), or undefined when no such word says it.
 */
function kinPronoun(name: string, before: string[]): 'il' | 'elle' | undefined {
  const word = new RegExp(
    String.raw`(?<!\p{L})(ami|amie|copain|copine|sœur|soeur|frère|frere|cousin|cousine)\s+${name}(?!\p{L})|(?<!\p{L})${name},?\s+(?:son|sa|notre)\s+(?:meilleure?\s+)?(ami|amie|copain|copine|frère|sœur|cousin|cousine)(?!\p{L})`,
    'u',
  );
  for (const one of [...before].reverse()) {
    const found = word.exec(one);
    const kin = found?.[1] ?? found?.[2];
    if (kin) return /^(?:amie|copine|sœur|soeur|cousine)$/u.test(kin) ? 'elle' : 'il';
  }
  return undefined;
}

/** The last friend, sibling or pet the clauses before named, if any. */
function lastKin(before: string[]): string | undefined {
  for (const one of [...before].reverse()) {
    const found = [...one.matchAll(KIN_NAMED)].at(-1);
    if (found) return found[1] ?? found[2];
  }
  return undefined;
}

/** The grandparent the clauses before name last, by what the child calls them (« bon-papa », « Mamie »). */
function lastGrandparent(before: string[]): string | undefined {
  for (const one of [...before].reverse()) {
    const grand = GRANDPARENT.exec(one)?.[1];
    if (grand) return grand.charAt(0).toLocaleUpperCase('fr') + grand.slice(1).toLocaleLowerCase('fr');
  }
  return undefined;
}

/** What a small child makes for someone (« il lui a fait un dessin »): the child's, never the grown-up's. */
const CHILD_MADE =
  /^(?:(?:après|puis|ensuite|et|mais) )?(?:il|elle) lui a fait (?:un|une|des|plein de) (?:(?:gros|grosse|petit|petite|grand|joli) )?(?:dessin|carte|coloriage)s?(?!\p{L})/u;

/** « elle lui a donné un bisou tout doux »: a kiss or a hug the child gave. */
const CHILD_KISS =
  /^(?:(?:après|puis|ensuite|et|mais) )?(?:il|elle) lui a (?:fait|donné) (?:un|des|plein de) (?:(?:gros|grosse|petit|petite) )?(?:bisou|bisous|câlin|câlins)(?!\p{L})/u;

/** A grandparent by what the child calls them, without a name after it. */
const GRANDPARENT =
  /(?<!\p{L})([Bb]on-papa|[Bb]onne-maman|[Mm]amie|[Mm]amy|[Pp]api|[Pp]apy|[Pp]épé|[Mm]émé)(?![\p{L}-])(?! \p{Lu})/u;

/**
 * « son ami Théo … elle l’a poussé … elle lui a demandé pardon », « sa petite sœur Léonie est née … il est venu la
 * voir … il lui a fait un bisou »: the « lui », « l’ » or « la » the child did something to, said by the name of the
 * friend, sibling or pet named just before, so that the clause can be told on its own.
 */
/** A grandparent, aunt, uncle or godparent named with their name (« mamie Josiane », « Tonton Karim »). */
const FAMILY_NAMED =
  /(?<!\p{L})((?:[Mm]amie|[Mm]amy|[Mm]émé|[Pp]api|[Pp]apy|[Pp]épé|[Tt]ata|[Tt]atie|[Tt]onton|[Mm]arraine|[Pp]arrain) \p{Lu}\p{Ll}+)/gu;

/**
 * « mamie Josiane est repartie … a l’aeroport elle voulait pas la lacher »: the one the child would not let go of, said
 * by the name the clauses before gave them, so that the goodbye is told with who it was.
 */
/** Two grandparents named together (« papi et mamie », « mamie et papy »). */
const GRANDPARENT_PAIR =
  /(?<!\p{L})(bon-papa|bonne-maman|mamie|mamy|papi|papy|pépé|mémé) et (bon-papa|bonne-maman|mamie|mamy|papi|papy|pépé|mémé)(?![\p{L}-])/iu;

/** A pet named with its kind (« notre chat Ti-Gris », « Biscotte la chienne »). */
const PET_NAMED =
  /(?<!\p{L})(?:chat|chatte|chaton|chien|chienne|chiot|lapin|lapine|hamster|tortue|cochon d’inde) (\p{Lu}[\p{L}-]+)|(?<!\p{L})(\p{Lu}[\p{L}-]+),? (?:notre|son|sa|le|la) (?:chat|chatte|chaton|chien|chienne|chiot|lapin|lapine|hamster|tortue)(?!\p{L})/u;

/** A pet said by name taken to the vet's (« on a emmené Caramel chez le véto »). */
const TAKEN_TO_VET =
  /(?<!\p{L})(\p{Lu}[\p{L}-]+) (?:chez|à) (?:le |la |l[’'])?(?:v[ée]to|v[ée]t[ée]rinaire|clinique v[ée]t[ée]rinaire)(?!\p{L})/u;

/**
 * « on a emmené Caramel chez le véto … il a eu une piqûre et il a miaulé fort »: at the vet's, the jab and the miaow
 * are the pet's, said by its name, not the child's.
 */
function petAtVet(clause: string, index: number, all: string[]): string {
  const pet = all
    .slice(Math.max(0, index - 4), index)
    .map((one) => TAKEN_TO_VET.exec(one)?.[1])
    .reverse()
    .find((one) => one !== undefined && isPet(one, all));
  if (!pet) return clause;
  // « mon loulou lui faisait des caresses pour le rassurer »: the child's comfort, given to the pet by name.
  const soothed =
    /^((?:(?:ma|mon) \p{L}+|il|elle) )lui (?:faisait|a fait|fait) (des caresses|des câlins|des bisous|un câlin|un bisou|une caresse)(?!\p{L})(.*)$/u.exec(
      clause,
    );
  if (soothed) return `${soothed[1]}a fait ${soothed[2]} à ${pet}${soothed[3]}`;
  // « la veterinaire a dit qu’il va guerir »: the vet's news is of the pet.
  const news =
    /^((?:la|le) (?:v[ée]t[ée]rinaire|v[ée]to) (?:a dit|nous a dit|m[’']a dit|dit) )qu[’'](?:il|elle) (va (?:guérir|guerir|aller mieux|se remettre|bien aller)|ira mieux|guérira)(?!\p{L})/u.exec(
      clause,
    );
  if (news) return `${(news[1] ?? '').replace(/(?:(?:nous |m[’'])?a )?dit/u, 'a dit')}que ${pet} ${news[2]}`;
  return clause.replace(
    /^((?:(?:et|puis|après|apres|là|la bas|là-bas),? )?)(?:il|elle) (?=(?:a eu|a reçu|a fait) (?:une|un|son|sa) (?:piq[ûu]re|vaccin|pansement|prise de sang|radio)|a (?:miaulé|aboyé|couiné|grogné|feulé|gémi)(?!\p{L})|(?:miaulait|aboyait|couinait)(?!\p{L}))/u,
    `$1${pet} `,
  );
}

const petOf = (clause: string) => {
  const pet = PET_NAMED.exec(clause);
  return pet?.[1] ?? pet?.[2];
};

/** Someone who came to the day, said first (« a la fin le pere noel est passé »). */
const COME =
  /^(?:(?:[àa] la fin|après|puis|ensuite|et),? )?(le|la) ((?:p[èe]re|m[èe]re) no[ëe]l|clown|magicien|magicienne|mascotte|loup|dragon|chien|chat|monsieur|dame)(?: [\p{L}-]+)? (?:est|a|l[’']a) /iu;

/**
 * « spectacle de noel … elle faisait une petite étoile »: on the day of a show, the part the child played, not a star
 * made (`joue une petite étoile`).
 */
function roleOfShow(clause: string, _index: number, all: string[]): string {
  if (
    !all.some((one) =>
      /(?<!\p{L})(?:spectacle|pastorale|crèche vivante|creche vivante|kermesse|chorale|fête de (?:noël|noel|fin d’année|l’école))(?!\p{L})/iu.test(
        one,
      ),
    )
  )
    return clause;
  return clause.replace(
    /^((?:(?:et|puis|ensuite) )?(?:il|elle|(?!(?:on|ils|elles|nous|je|tu|vous)(?!\p{L}))\p{L}[\p{L}-]+) )(?:faisait|a fait|fait) ((?:un|une|le|la|l’)\s?(?:(?:petit|petite|gros|grand|grande|joli|jolie) )?(?:étoile|etoile|mouton|berger|bergère|bergere|âne|ane|bœuf|boeuf|roi mage|lutin|lutine|flocon|renne|sapin|bonhomme de neige|soleil|nuage|fleur|papillon|arbre))(?!\p{L})/u,
    '$1jouait $2',
  );
}

/**
 * « le pere noel est passé et elle a eu trop peur de sa barbe »: the fright of a part of the one just come, said with
 * whose it is (`peur de la barbe du Père Noël`), since the story may tell them apart.
 */
function whoseFright(clause: string, index: number, all: string[]): string {
  const fright =
    /^((?:(?:et|puis|mais) )?(?:il|elle) (?:a eu|avait) (?:(?:trop|très|tres|super|un peu|un petit peu) )?peur) de (sa|son|ses) ([\p{L}-]+)$/u.exec(
      clause,
    );
  if (!fright || index === 0) return clause;
  const come = COME.exec(all[index - 1] ?? '');
  if (!come) return clause;
  const [, said = '', own = '', part = '', who = '', name = ''] = [...fright, ...come.slice(1)];
  const its = own === 'sa' ? 'de la ' : own === 'ses' ? 'des ' : VOWEL_START.test(part) ? 'de l’' : 'du ';
  const of = who.toLowerCase() === 'le' ? 'du' : 'de la';
  return `${said} ${its}${part} ${of} ${name}`;
}

function letGo(clause: string, index: number, all: string[]): string {
  const hold =
    /^((?:[àa] l[’'][\p{L}]+|[àa] la [\p{L}]+|au [\p{L}]+|ce matin|ce soir),? )?(il|elle) (?:ne |n[’'])?(voulait|veut|a pas voulu) (?:pas |plus )*(les |la|le|l[’']) ?(lâcher|lacher|quitter|laisser partir|laisser(?: tout seul| toute seule| là-bas)?)$/u.exec(
      clause,
    );
  if (!hold || index === 0) return clause;
  let them: string | undefined;
  // « papi et mamie sont arrivés … il veut plus les laisser partir »: the two of them, as the child calls them.
  const both = hold[4] === 'les ';
  for (const one of all.slice(0, index).reverse()) {
    if (both) {
      const pair = GRANDPARENT_PAIR.exec(one);
      them = pair ? `${capital(pair[1] ?? '')} et ${capital(pair[2] ?? '')}` : undefined;
      if (them) break;
      continue;
    }
    // « notre chat Ti-Gris est malade … elle voulait pas le laisser tout seul »: the pet, by its name.
    them = [...one.matchAll(FAMILY_NAMED)].at(-1)?.[1] ?? lastKin([one]) ?? petOf(one);
    if (them) break;
  }
  if (!them) return clause;
  // Left behind (« laisser tout seul »), the child's « pas » is kept: not « no longer ».
  const leave = hold[5]?.startsWith('laisser') && hold[5] !== 'laisser partir';
  const verb = hold[3] === 'a pas voulu' ? 'n’a pas voulu' : `ne ${hold[3]} ${leave ? 'pas' : 'plus'}`;
  // Not « tout seul », which the story would make agree with the child.
  const act = leave ? 'laisser' : hold[5];
  return `${hold[1] ?? ''}${hold[2]} ${verb} ${act === 'lacher' ? 'lâcher' : act} ${capital(them)}`;
}

/**
 * « mamie lui a montré le bouton et elle l’a laissée l’allumer elle-même »: the « elle » who let the child do it is the
 * grown-up of the clause before, said by name, not the child.
 */
function letDo(clause: string, index: number, all: string[]): string {
  const letting = /^(?:et )?(il|elle) l[’']a laissée? (.+)$/u.exec(clause);
  if (!letting || index === 0) return clause;
  const who = /^(?:(?:et|puis|alors) )?(papa|maman|papi|papy|pépé|mamie|mamy|mémé)(?: lui| l[’'])? (?:a|est) /iu.exec(
    all[index - 1] ?? '',
  )?.[1];
  if (!who || GENDER_OF[who.toLocaleLowerCase('fr')] !== letting[1]) return clause;
  return `${who} l’a laissé${clause.includes('laissée') ? 'e' : ''} ${letting[2]}`;
}

/**
 * « son ballon est resté coincé dans l’arbre … un monsieur l’a décroché »: the « l’ » someone else took hold of, said by
 * the thing the clause before began with (`un monsieur a décroché son ballon`), so the rescue is told on its own.
 */
function itsName(clause: string, index: number, all: string[]): string {
  const took =
    /^((?:ce soir|ce matin|cet après-midi|le soir|après|ensuite|puis),? )?((?:un|une|le|la) [\p{L}-]+|(?:[Pp]apa|[Mm]aman|[Pp]api|[Pp]apy|[Mm]amie|[Mm]amy|[Tt]onton|[Tt]ata|[Tt]atie|[Mm]arraine|[Pp]arrain)(?: \p{Lu}\p{Ll}+)?) l[’']a (\p{Ll}+(?:é|i|u|is|it))(?!\p{L})/u.exec(
      clause,
    );
  if (!took || index === 0) return clause;
  // The thing is the subject of one of the two clauses before (the child's tears may come between); what is mended
  // (« tatie Sandrine l’a recousu ») may be a few clauses back, after the tears and the day that went on.
  const mended = /^(?:re\p{Ll}+|réparée?|rafistolée?)$/u.test(took[3] ?? '');
  const thing = all
    .slice(Math.max(0, index - (mended ? 4 : 2)), index)
    .reverse()
    .map(
      (one) =>
        /^(?:(?:et|puis|mais|pis) |(?:(?:gros |vrai )?(?:drame|cata) )?(?:ce matin|ce soir|cet après-midi),? )?((?:son|sa|le|la|mon|ma) (?:[\p{L}-]+ ){0,2}?[\p{L}-]+) (?:est|s[’']est|était) /u.exec(
          one,
        )?.[1],
    )
    .find((one) => one !== undefined);
  if (
    !thing ||
    /^(?:son|sa|mon|ma) (?:petite? |grande? )?(?:sœur|soeur|frère|frere|copain|copine|ami|amie)/u.test(thing)
  )
    return clause;
  // « son doudou chien Pompon »: the toy said by its own name.
  const its = /(?<= )\p{Lu}[\p{L}-]+$/u.exec(thing)?.[0] ?? thing.replace(/^mon /u, 'son ').replace(/^ma /u, 'sa ');
  return `${took[1] ?? ''}${took[2]} a ${took[3]} ${its}${clause.slice(took[0].length)}`;
}

/**
 * « sa grande sœur Florence est partie au camp … on a fait un dessin pour lui envoyer par la poste »: the « lui » is the
 * one named before (`pour l’envoyer à Florence`), not a « lui » the story can't place.
 */
function sentTo(clause: string, index: number, all: string[]): string {
  // « lucia est repartie … on l’a amenée à l’aéroport »: the one named before, taken to where they leave from.
  const taken =
    /^on l[’'](?:a|avait) (amené|emmené|accompagné|conduit|déposé)e?s? ((?:à|au|aux|jusqu[’'] ?à) .+)$/u.exec(clause);
  if (taken && index > 0) {
    const them = lastKin(all.slice(Math.max(0, index - 3), index));
    if (them) return `on a ${taken[1] === 'conduit' ? 'accompagné' : taken[1]} ${them} ${taken[2]}`;
  }
  if (!/(?<!\p{L})pour lui (?:envoyer|donner|offrir|montrer|poster)(?!\p{L})/u.test(clause)) return clause;
  const them = lastKin(all.slice(Math.max(0, index - 5), index));
  if (!them) return clause;
  return clause.replace(/(?<!\p{L})pour lui (envoyer|donner|offrir|montrer|poster)(?!\p{L})/u, `pour l’$1 à ${them}`);
}

/** A grown-up of the family, with or without their name (« grand-papa Gilles », « mamie »). */
const KIN_SAID =
  /(?<!\p{L})((?:grand-papa|grand-maman|grand-père|grand-mère|bon-papa|bonne-maman|papi|papy|mamie|mamy|pépé|mémé|tata|tatie|tonton|marraine|parrain)(?: \p{Lu}\p{Ll}+)?)(?!\p{L})/giu;

const ILL_KIN = '(maman|papa|mamie|mamy|papi|papy|pépé|mémé|pépère|mémère|tata|tonton|grand-maman|grand-papa)';
const ILL_IS = String.raw`((?:a|à) (?:la grippe|la gastro|le covid|une angine|une otite|un rhume|de la fi[eè]vre|mal (?:à la|au|aux|a la) [\p{L}-]+)|est malade|est enrhumée?|est patraque|est au lit)`;
/** « maman a la grippe, au lit toute la journée »: the grown-up ill, one clause. */
const ILL_SAID = new RegExp(`^${ILL_KIN} ${ILL_IS}(?:,? (?:et |pis )?(?:au lit|couchée?|dans son lit)(.*))?$`, 'u');

/**
 * « maman a la grippe … il lui a apporté son doudou … pour pas la réveiller … pour qu’elle guérisse »: the grown-up at
 * home ill is the « lui » and the « la » of the clauses after, said by name so the story keeps who was looked after.
 */
function illKin(clause: string, index: number, all: string[]): string {
  const ill = ILL_SAID.exec(clause);
  if (ill) return `${ill[1]} ${ill[2]}${ill[3] !== undefined ? ` et reste au lit${ill[3]}` : ''}`;
  const them = all
    .slice(Math.max(0, index - 5), index)
    .reverse()
    .map((one) => ILL_SAID.exec(one)?.[1])
    .find((one) => one !== undefined);
  if (!them) return clause;
  const lead = '^((?:(?:après|puis|ensuite|et|mais) )?(?:il|elle) )';
  return clause
    .replace(
      new RegExp(`${lead}lui a (fait|fabriqué|préparé) ((?:un|une|des) [\\p{L}-]+) pour qu[’'](?:il|elle) `, 'u'),
      `$1a $2 $3 pour que ${them} `,
    )
    .replace(
      new RegExp(`${lead}lui a (apporté|donné|préparé|amené|porté|prêté|fait|chanté|lu|offert) (.+)$`, 'u'),
      `$1a $2 $3 à ${them}`,
    )
    .replace(/(?<!\p{L})pour (?:ne )?pas (?:la|le|l[’']) ?([\p{L}]+er)(?!\p{L})/u, `pour ne pas $1 ${them}`);
}

/**
 * « samedi au lac avec sa cousine Margaux … après elles ont lancé des cailloux »: the « elles » is the child and the
 * friend, cousin or sibling named just before, said by name so the story keeps who played together.
 */
function bothOfThem(clause: string, index: number, all: string[]): string {
  // « apres la pluie elles ont fait une chasse aux escargots »: a time said first keeps the two of them.
  const both =
    /^((?:(?:après|apres|puis|ensuite|et)(?: (?:la|le|les) [\p{L}-]+| l[’'][\p{L}-]+)?,? )?)(ils|elles) ont (.+)$/u.exec(
      // « la nounou dit qu’ils ont bien rigolé »: what the grown-up reported, told as it happened.
      clause.replace(
        /^(?:la|le|l[’'])\s*[\p{L}-]+ (?:dit|raconte|(?:m[’']|nous )?a (?:dit|raconté)) qu[’'](?=(?:ils|elles) )/u,
        '',
      ),
    );
  // « elles » are girls only: the child is one of them.
  const child = childOf(all) ?? (both?.[2] === 'elles' ? 'elle' : undefined);
  // « sa cousine Yasmine et leur chien Oslo … elles ont fait »: the cousin played, not the dog named after her.
  const people = all.slice(Math.max(0, index - 3), index).map((one) => one.replace(PET_NAMED, ''));
  const friend = both && child ? lastKin(people) : undefined;
  return both && child && friend ? `${both[1]}${child} et ${friend} ont ${both[3]}` : clause;
}

/**
 * « grand-papa Gilles est malade … elle lui a fait un dessin pour qu’il guérisse vite … on l’a appelé en vidéo »: the
 * « lui », « il » and « l’ » of the grown-up of the family named a few clauses before, said by their name.
 */
function kinBefore(clause: string, index: number, all: string[]): string {
  const drawn =
    /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) lui a fait (un|une|des) (dessin|dessins|carte|coloriage|bricolage)((?: avec [^,]+?)?) pour qu[’'](?:il|elle) (guérisse|aille mieux|se sente mieux)((?: vite| très vite| plus vite)?)$/u;
  const called = /^on l[’']a (appelée?) (en vidéo|au téléphone|sur facetime|en facetime)$/u;
  // « mamie s’est cassé le poignet … il lui a dessiné un cœur sur le plâtre … il lui a fait plein de bisous ».
  const drewOn =
    /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) lui a dessiné (un|une|des) ([\p{L}œ]+)( sur (?:le|son) plâtre)?((?: avec [^,]+)?)$/u;
  const kissed =
    /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) lui a fait ((?:plein de|des|un gros|un|mille) (?:bisous|bisou|câlins|câlin))$/u;
  const visited = /^on est (allés|allées|allé|allée|passés|passées|passé) (?:la|le) voir((?: [^,]+)?)$/u;
  // « il était tout triste qu’elle puisse pas le prendre dans ses bras »: whom the child missed a hug from.
  const sadThat =
    /^(il|elle) (?:était|est) ((?:tout |toute |très |un peu )?triste) qu[’'](?:elle|il) (?:ne )?(puisse|pouvait|peut) (?:pas|plus) (le|la|l’) ?(prendre dans ses bras|porter|câliner)$/u;
  // « elle a un gros plâtre », said of the grown-up, not the child.
  const cast =
    /^(il|elle) a (un|une) ((?:gros |grosse |petit |petite )?(?:plâtre|attelle|bandage|minerve))((?: [^,]+)?)$/u;
  const castOf = cast.exec(clause)?.[1];
  const theirCast = castOf !== undefined && castOf !== childOf(all);
  const toKin = drewOn.test(clause) || kissed.test(clause) || visited.test(clause) || sadThat.test(clause) || theirCast;
  if (index === 0 || !(drawn.test(clause) || called.test(clause) || toKin)) return clause;
  // A friend, sibling or pet named just before is the « lui » (« sa sœur Léonie … il lui a fait un bisou »).
  if (toKin && lastKin(all.slice(Math.max(0, index - 3), index))) return clause;
  const them = all
    .slice(Math.max(0, index - (toKin ? 5 : 3)), index)
    .reverse()
    .map((one) => [...one.matchAll(KIN_SAID)].at(0)?.[1])
    .find((one) => one !== undefined)
    // « mamie est venue »: a lower-case word after the grown-up is no name.
    ?.replace(/ \p{Ll}.*$/u, '');
  if (!them) return clause;
  // Only a « lui » that cannot be the child (« mamie … elle lui a fait un câlin » may be mamie hugging the child).
  const theirs = /^(?:mamie|mamy|mémé|grand-maman|grand-mère|bonne-maman|tata|tatie|marraine)/iu.test(them)
    ? 'elle'
    : 'il';
  const doer = /^(?:(?:après|puis|ensuite|et|mais) )?(il|elle) /u.exec(clause)?.[1];
  if (toKin && !theirCast && !visited.test(clause) && doer === theirs) return clause;
  return clause
    .replace(
      drawn,
      (_all, lead: string, child: string, det: string, thing: string, what: string, well: string, soon: string) =>
        `${lead}${child} a fait ${det} ${thing}${what} pour que ${them} ${well}${soon}`,
    )
    .replace(called, (_all, verb: string, how: string) => `on a ${verb} ${them} ${how}`)
    .replace(
      drewOn,
      (_all, lead: string, child: string, det: string, thing: string, cast: string | undefined, what: string) =>
        `${lead}${child} a dessiné ${det} ${thing}${cast ? ` sur le plâtre de ${them}` : ` pour ${them}`}${what}`,
    )
    .replace(
      kissed,
      (_all, lead: string, child: string, kisses: string) => `${lead}${child} a fait ${kisses} à ${them}`,
    )
    .replace(visited, (_all, went: string, rest: string) => `on est ${went} voir ${them}${rest}`)
    .replace(cast, (all, _who: string, det: string, what: string, rest: string) =>
      theirCast ? `${them} a ${det} ${what}${rest}` : all,
    )
    .replace(
      sadThat,
      (_all, child: string, sad: string, _can: string, who: string, hug: string) =>
        `${child} est ${sad} parce que ${them} ne peut pas ${who === 'l’' ? 'le' : who} ${hug}`,
    );
}

/** « mon loulou lui a chanté une comptine »: the parent's pet name for the child, before a « lui » or « l’ ». */
const PET_BEFORE_THEM =
  /^((?:(?:après|puis|ensuite|et|mais) )?)(?:ma|mon) (?:puce|loulou|louloute|choupette|choupinette|cocotte|crevette|bichette|poulette|chérie?|trésor|lapinou|poussin|pitchoun|pitchoune|pitchounette|bonhomme)(?= (?:lui|l[’']) ?a )/u;

/** The pet name told as the pronoun the day says the child with, so that the « lui » is found as for « il lui a ». */
function petFirst(clause: string, _index: number, all: string[]): string {
  if (!PET_BEFORE_THEM.test(clause)) return clause;
  const count = (pronoun: string) => all.filter((one) => new RegExp(`^${pronoun} `, 'u').test(one)).length;
  const child = count('elle') > count('il') ? 'elle' : count('il') > count('elle') ? 'il' : undefined;
  return child ? clause.replace(PET_BEFORE_THEM, `$1${child}`) : clause;
}

function toThem(clause: string, index: number, all: string[]): string {
  // « elle s’est chicanée avec son ami Théo parce qu’il voulait pas… »: the « il » of the friend just named.
  const here = [...clause.matchAll(KIN_NAMED)].at(-1);
  const own = here?.[1] ?? here?.[2];
  const subject = /^(?:(?:après|puis|ensuite|et|mais|ce matin|ce soir|cet après-midi),? )?(il|elle) /u.exec(
    clause,
  )?.[1];
  let said = clause;
  if (own && subject && here) {
    const other = subject === 'il' ? 'elle' : 'il';
    const after = (here.index ?? 0) + here[0].length;
    said =
      clause.slice(0, after) +
      clause
        .slice(after)
        .replace(new RegExp(`(?<!\\p{L})qu[’']${other}(?!\\p{L})`, 'u'), `que ${own}`)
        .replace(
          new RegExp(
            `(?<=que ${own} )(voulait|pouvait|savait|avait|était|veut|peut|sait|a|est) (pas|plus|jamais|rien)`,
            'u',
          ),
          (_all, verb: string, not: string) => `${/^[aeé]/u.test(verb) ? 'n’' : 'ne '}${verb} ${not}`,
        );
  }
  if (!subject) return said;
  // « papa est rentré de son déplacement ce soir … il lui a ramené une peluche »: a gift brought home is the one who
  // just came home's when the child is « il » too (a girl's « il » is told below), and given when they came home.
  const cameHome = all
    .slice(Math.max(0, index - 3), index)
    .map((one) => ({
      who: /^(?:ce soir |ce matin |et )?([Pp]apa|[Mm]aman|[Mm]amie|[Pp]api|[Pp]apy|[Tt]ata|[Tt]onton) (?:est|sont) (?:rentrée?|revenue?|arrivée?)(?!\p{L})/u.exec(
        one,
      )?.[1],
      when: /(?<!\p{L})(ce soir|ce matin|cet après-midi|à midi)(?!\p{L})/u.exec(one)?.[1],
    }))
    .filter((one) => one.who !== undefined)
    .at(-1);
  const gift = /^(?:(?:après|puis|ensuite|et) )?(?:il|elle) (lui a (?:ramené|rapporté|ramenée|rapportée) )/u;
  const saidBy = (pronoun: string) => all.filter((one) => new RegExp(`^${pronoun} `, 'u').test(one)).length;
  const childToo = saidBy(subject) >= saidBy(subject === 'il' ? 'elle' : 'il');
  if (cameHome?.who && childToo && gift.test(said)) {
    const when = cameHome.when && !said.includes(cameHome.when) ? `${cameHome.when} ` : '';
    return said.replace(gift, `${when}${cameHome.who.toLocaleLowerCase('fr')} $1`);
  }
  // « leur chat Moka s’est laissé caresser, il lui a donné les croquettes »: or the pet named just before.
  // (A grandparent only for what the child makes: « mamie est venue. elle lui a fait un gâteau » is Mamie's cake.)
  // (A kiss only to a grandparent the pronoun cannot be: « on est allés voir papi … elle lui a donné un bisou » is the
  // girl's kiss to Papi, while « mamie … elle lui a fait un bisou » may be Mamie's.)
  const grand = lastGrandparent(all.slice(Math.max(0, index - 3), index));
  const grandIs = grand && /^(?:pap|pép|bon-papa|grand-p|parrain)/iu.test(grand) ? 'il' : 'elle';
  const them =
    lastKin(all.slice(Math.max(0, index - 3), index)) ??
    petOf(all[index - 1] ?? '') ??
    (CHILD_MADE.test(said) || (CHILD_KISS.test(said) && grandIs !== subject) ? grand : undefined);
  if (!them) return said;
  // « elle s’est disputée avec son petit frère Malo, il lui a tiré les cheveux »: the other pronoun than the child's is
  // the one just named, doing something to the child.
  const count = (pronoun: string) => all.filter((one) => new RegExp(`^${pronoun} `, 'u').test(one)).length;
  const child = count('elle') > count('il') ? 'elle' : count('il') > count('elle') ? 'il' : undefined;
  // (Not when the one named is a brother and the pronoun « elle »: « son grand frère Noé … elle lui a tiré les
  // cheveux » is the child pulling Noé's hair.)
  const theirs = kinPronoun(them, all.slice(Math.max(0, index - 3), index));
  if (child && subject !== child && !own && (!theirs || theirs === subject)) {
    // « notre chat Ti-Gris … il doit rester là-bas ce soir »: the one just named, in their own state or doing.
    return said.replace(
      /^((?:(?:après|puis|ensuite|et|mais) )?)(?:il|elle) (?=lui a |l[’']a |(?:doit|devait|va|allait|reste|restait|dort|dormait|peut|pouvait) (?!pleuvoir|neiger))/u,
      `$1${them} `,
    );
  }
  return (
    said
      // « elle lui a donné un bisou tout doux sur la main »: the kiss on the hand of the one just named.
      .replace(
        /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) lui a ((?:fait|donné|fais) (?:un|une|des|plein de) (?:(?:gros|grosse|petit|petite) )?(?:bisou|bisous|bisou magique|câlin|caresse|caresses)(?: (?:tout doux|toute douce|tout doucement|magique|baveux))?) sur (la|le|les|l’) ?(main|joue|joues|front|tête|nez|ventre|bobo|genou|bras|mains)$/u,
        (_all, lead: string, who: string, kiss: string, the: string, where: string) =>
          `${lead}${who} a ${kiss} sur ${the === 'l’' ? 'l’' : `${the} `}${where} ${/^[AEIOUYÉÈÊÂÎÔ]/u.test(them) ? 'd’' : 'de '}${them}`,
      )
      // « il lui a donné son doudou lapin », « il lui a chanté une comptine »: the one just named, after the whole thing.
      .replace(
        /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) lui a (fait (?:un|une|des|plein de) (?:(?:gros|grosse|petit|petite|grand) )?\p{L}+(?: (?:tout doux|toute douce|tout doucement|magique|baveux))?|demandé pardon|dit pardon|prêté (?:son|sa|ses) \p{L}+|(?:donné|offert|chanté|lu|montré) (?:un|une|des|les|son|sa|ses) \p{L}+(?: (?:de|d’) ?\p{L}+| (?!(?:pour|avec|dans|sur|sous|parce|quand|qui|que|et|à|au|aux|tout|toute|ce|cet|cette)(?!\p{L}))\p{Ll}+)?(?: et (?:un|une|des|les|son|sa|ses) \p{L}+)?)(?!\p{L})/u,
        `$1$2 a $3 à ${them}`,
      )
      // « elle lui a tiré les cheveux »: the hair of the one just named.
      .replace(
        /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) lui a tiré les cheveux(?!\p{L})/u,
        `$1$2 a tiré les cheveux ${/^[AEIOUYÉÈÊÂÎÔ]/u.test(them) ? 'd’' : 'de '}${them}`,
      )
      // « il a voulu lui donner son doudou »: what the child wanted to give the one just named.
      .replace(
        // (« ce matin il a voulu lui donner la tétine tout seul »: the time said first, and on his own.)
        /^((?:(?:après|puis|ensuite|et|mais|ce matin|ce soir|cet après-midi),? )?)(il|elle) a voulu lui (donner|prêter|montrer|offrir|faire) ((?:un|une|des|son|sa|ses|le|la|les) (?:\p{L}+ )?\p{L}+)( tout seul| toute seule)?(?:,\s*(?:trop|tellement|si|super) (?:mignon|mignonne|mimi|chou))?$/u,
        `$1$2 a voulu $3 $4 à ${them}$5`,
      )
      .replace(
        /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) l[’']a (poussée?|mordue?|tapée?|griffée?|embrassée?|consolée?|aidée?|bousculée?|taquinée?|attendue?|câlinée?)(?!\p{L})/u,
        `$1$2 a $3 ${them}`,
      )
      .replace(
        /^((?:(?:après|puis|ensuite|et|mais) )?)(il|elle) (est (?:venue?|allée?|passée?)) (?:la|le|l[’']) ?voir(?!\p{L})/u,
        `$1$2 $3 voir ${them}`,
      )
  );
}

/** « bisou pour se faire pardonner », a sorry typed with no one named. */
const SORRY_BARE =
  /^((?:(?:puis|et puis|après|ensuite|et) )?(?:un |des )?(?:(?:gros|grand|petit) )?(?:bisou|câlin)s?)( pour (?:se faire pardonner|dire pardon|demander pardon|se réconcilier|faire la paix))$/u;
/** « dispute avec Jade », « elle s’est chamaillée avec sa sœur Lou »: the one quarrelled with, by name. */
const QUARREL_WITH =
  /(?:dispute|disputée?s?|bagarre|bagarrée?s?|chamaillerie|chamaillée?s?|fâchée?s?|prise de bec) avec (?:(?:sa|son|leur) (?:(?:petite|petit|grande|grand) )?(?:sœur|soeur|frère|frere|copine|copain|cousine|cousin|amie?) )?(\p{Lu}\p{Ll}+)/u;

/**
 * « dispute avec Jade pour la pelle, puis bisou pour se faire pardonner »: the sorry is given to the one the quarrel
 * just before was with, so that the comfort, told on its own in scene 4, says to whom.
 */
function sorryTo(clause: string, index: number, all: string[]): string {
  const bare = SORRY_BARE.exec(clause);
  if (!bare) return clause;
  const before = all
    .slice(Math.max(0, index - 2), index)
    .reverse()
    .map((one) => QUARREL_WITH.exec(one)?.[1])
    .find(Boolean);
  return before ? `${bare[1]} à ${before}${bare[2]}` : clause;
}

/** « il est resté bien sage »: how the child was, typed with no place. */
const HOW_GOOD =
  /^((?:(?:et|mais) )?(?:il|elle) (?:est restée?|a été) (?:(?:bien|très|super|tout|toute|trop) )?(?:sage|calme|tranquille|courageux|courageuse|patiente?))$/u;
/** « chez le coiffeur », « chez la dentiste »: a visit a child sits still through. */
const SAT_STILL_AT =
  /(?<!\p{L})chez (?:le|la) (?:coiffeur|coiffeuse|dentiste|médecin|docteur|pédiatre|ophtalmo|orthophoniste)(?!\p{L})/u;

/**
 * « première fois chez le coiffeur, il est resté bien sage »: the child was good there, at the visit just before, so
 * that the clause told on its own says where (not « il reste bien sage » in the middle of the shop).
 */
function stillThere(clause: string, index: number, all: string[]): string {
  if (index === 0 || !HOW_GOOD.test(clause)) return clause;
  const where = SAT_STILL_AT.exec(all[index - 1] ?? '')?.[0];
  return where ? `${clause} ${where}` : clause;
}

/**
 * « photo avec le père noël, elle a pas voulu s’asseoir sur ses genoux »: the lap is the one the clause before was with
 * (`sur les genoux du père noël`), not the child's own.
 */
function theirLap(clause: string, index: number, all: string[]): string {
  if (index === 0 || !/^(?:il|elle)\s/u.test(clause)) return clause;
  const withOne = (text: string) =>
    /(?<!\p{L})avec (le|la) (p[èe]re no[ëe]l|maîtresse|maitresse|nounou|voisine?|coiffeuse|coiffeur|dame|monsieur|puéricultrice|pédiatre|docteur|vétérinaire|éducatrice|boulangère|boulanger|fromager|vendeuse|vendeur|lutin|clown|magicien|mascotte)(?!\p{L})/iu.exec(
      text,
    );
  const one = withOne(all[index - 1] ?? '') ?? (index > 1 ? withOne(all[index - 2] ?? '') : null);
  // « tonton Ibrahim a raconté des histoires et il s’est endormi sur ses genoux », « ce matin papa l’a emmenée a la
  // piscine, elle a sauté dans ses bras »: the lap or the arms of the one named before.
  const lapOf = /(?<!\p{L})(sur|dans) ses (genoux|bras)(?!\p{L})/u.exec(clause);
  // « saint nicolas est venu en vrai mais il a pas osé aller sur ses genoux »: the lap of the one who came.
  const visitor = /(?<!\p{L})(saint[- ]nicolas|st[- ]nicolas|p[èe]re no[ëe]l)(?!\p{L})/iu.exec(
    all[index - 1] ?? '',
  )?.[1];
  if (lapOf && visitor && !one)
    return clause.replace(
      lapOf[0],
      `${lapOf[1]} les ${lapOf[2]} ${/^p/iu.test(visitor) ? 'du père noël' : 'de saint nicolas'}`,
    );
  const before = one ? undefined : subjectOf(all[index - 1] ?? '');
  if (lapOf && before && !/^(?:il|elle)$/iu.test(before))
    return clause.replace(lapOf[0], `${lapOf[1]} les ${lapOf[2]} de ${before}`);
  // « braderie avec papy, plein de monde, il était sur ses épaules »: the shoulders of the grown-up the child was
  // with (a bare « ses épaules » would be the hero's own).
  const carried = /(?<!\p{L})sur (?:ses (épaules)|son (dos))(?!\p{L})/u.exec(clause);
  if (carried && !one) {
    const carrier =
      before && !/^(?:il|elle)$/iu.test(before)
        ? before
        : all
            .slice(Math.max(0, index - 3), index)
            .reverse()
            .map(
              (one) =>
                /(?<!\p{L})avec ((?:papa|maman|papi|papy|mamie|mamy|pépé|mémé|tonton|tata|tatie|grand-papa|grand-maman|grand-père|grand-mère)(?: \p{Lu}\p{Ll}+)?)(?!\p{L})/iu.exec(
                  one,
                )?.[1],
            )
            .find(Boolean);
    if (carrier) return clause.replace(carried[0], `sur ${carried[1] ? 'les épaules' : 'le dos'} de ${carrier}`);
  }
  if (!one) return clause;
  const masculine = one[1]?.toLowerCase() === 'le';
  const lap = /(?<!\p{L})(sur|dans) ses (genoux|bras)(?!\p{L})/u.exec(clause);
  if (lap) return clause.replace(lap[0], `${lap[1]} les ${lap[2]} ${masculine ? 'du' : 'de la'} ${one[2]}`);
  // « … elle lui a donné sa lettre »: given to that one.
  const gave = /^(il|elle) lui a (donné|montré|offert|tendu|apporté) ([^,]+)$/u.exec(clause);
  if (gave) return `${gave[1]} a ${gave[2]} ${gave[3]} ${masculine ? 'au' : 'à la'} ${one[2]}`;
  return clause;
}

/**
 * « on a fait des crêpes. elle a retourné la sienne »: « la sienne » said by the thing of the clause before (`sa
 * crêpe`), so that the clause can be told on its own.
 */
function hersOf(clause: string, index: number, all: string[]): string {
  const own = /(?<!\p{L})(la sienne|le sien)(?!\p{L})/u.exec(clause);
  if (!own || index === 0) return clause;
  const thing = /(?<!\p{L})des ([\p{L}-]+?)s(?!\p{L})/u.exec(all[index - 1] ?? '')?.[1];
  if (!thing) return clause;
  const his = own[1] === 'le sien' || /^[aeiouyéèêàâîôœh]/u.test(thing) ? 'son' : 'sa';
  return clause.replace(own[0], `${his} ${thing}`);
}

/**
 * « Noisette est mort. … elle a demandé s’il avait froid »: the « il » the child asked about is the one a clause
 * before began with (`elle a demandé si Noisette avait froid`), so that the question can be told as the child's.
 */
/**
 * « peur bleue de l’aspi … mtn il l’appelle monsieur vroum »: what the child now calls by a funny name is what they
 * feared (`Maintenant, Zuri appelle l’aspirateur Monsieur Vroum.`), said with its name and the nickname's capitals.
 */
function nicknamed(clause: string, index: number, all: string[]): string {
  const calls =
    /^((?:et )?(?:mtn|maintenant|désormais|depuis),? )?(il|elle) l[’'](?:appelle|a appelée?|appel) (\p{L}[\p{L} -]*)$/u.exec(
      clause.replace(CHAT, ' ').trim(),
    );
  if (!calls || index === 0) return clause;
  const nickname = (calls[3] ?? '').replace(/(?<![\p{L}])\p{Ll}/gu, (letter) => letter.toUpperCase());
  const feared = all
    .slice(0, index)
    .reverse()
    .map((one) => /(?<!\p{L})peur (?:bleue |bleu )?(du|de la|de l[’']|des) ?([\p{L}-]+)/u.exec(one))
    .find((found) => found !== null);
  if (!feared) return clause;
  const the = { du: 'le ', 'de la': 'la ', des: 'les ' }[feared[1] ?? ''] ?? 'l’';
  // The thing is the subject (`l’aspirateur s’appelle Monsieur Vroum`): « Maintenant, Zuri appelle … » was turned into
  // « Maintenant, Il appelle … » by the story's pronouns.
  return `${calls[1] ? 'maintenant, ' : ''}${the}${feared[2]} s’appelle ${nickname}`;
}

/**
 * « la bibliothécaire lui a trouvé un autre livre … elle l’a lu 2 fois dans l’auto »: what was read is the book said
 * just before, so the reading is told, not dropped for a « l’ » with nothing to stand for.
 */
function bookRead(clause: string, index: number, all: string[]): string {
  const read = /^((?:et |pis |puis )?(?:il|elle) )l[’'](?:a|avait) (lu|relu|regardé)(?!\p{L})(.*)$/u.exec(clause);
  if (!read || index === 0) return clause;
  const book = all
    .slice(Math.max(0, index - 2), index)
    .reverse()
    .map((before) =>
      [...before.matchAll(/(?<!\p{L})(?:un|le|son|ce|un autre|un nouveau) (livre|album|imagier)(?!\p{L})/gu)].at(-1),
    )
    .find((found) => found !== undefined);
  return book ? `${read[1]}a ${read[2]} le ${book[1]}${read[3]}` : clause;
}

/**
 * « elle a ramassé les oeufs … elle en a cassé un ds sa poche »: the « en » is the thing of the clause before
 * (`elle a cassé un œuf dans sa poche`), so that what broke or was lost is told, not a stock « quelque chose ».
 */
function oneOfThem(clause: string, index: number, all: string[]): string {
  const one = /^((?:et )?(?:il|elle) )en a ([\p{L}-]+(?: tomber)?) (un|une)(?!\p{L})(.*)$/u.exec(clause);
  if (!one || index === 0) return clause;
  const things = all
    .slice(0, index)
    .reverse()
    // The last plural of the clause is its thing (« les gilles lançaient des oranges »: the oranges, not the gilles),
    // but not one that only says whose (« les oeufs des poules »: the eggs).
    .map((before) => {
      const plurals = [
        ...before.matchAll(/(?<!\p{L})(?:les|des|ses|mes|tous les|toutes les) ([\p{L}œ]+[sx])(?!\p{L})/gu),
      ];
      return plurals
        .filter(
          (found, at) =>
            at === 0 ||
            !(
              found[0].startsWith('des ') &&
              before.slice((plurals[at - 1]?.index ?? 0) + (plurals[at - 1]?.[0].length ?? 0), found.index) === ' '
            ),
        )
        .at(-1);
    })
    .find((found) => found !== undefined);
  if (!things) return clause;
  const thing = (things[1] ?? '').replace(/^oeufs$/u, 'œufs').replace(/(?:s|x)$/u, '');
  return `${one[1]}a ${one[2]} ${one[3]} ${thing}${one[4] ?? ''}`;
}

/** A pet the family lost, by the name the parent gave it (« notre vieux chien Filou est mort »). */
const PET_DIED =
  /(?<!\p{L})(?:chien|chienne|chat|chatte|hamster|poisson(?: rouge)?|lapin|lapine|cochon d[’']inde|tortue|perruche|canari|poney) (\p{Lu}\p{Ll}+)(?:,? [^,.]*?)? (?:est|était) (?:mort|morte|décédée?|parti au ciel|partie au ciel)(?!\p{L})/u;

/** A friend who moves away, by name (« son copain Sacha qui demenage a Toulouse »). */
const FRIEND_LEAVES =
  /(?<!\p{L})(?:(?:copain|copine|ami|amie|pote|meilleur ami|meilleure amie|meilleur copain|meilleure copine) (\p{Lu}\p{Ll}+)|(\p{Lu}\p{Ll}+),? (?:sa|son) (?:copine|copain|amie?|meilleure? (?:amie?|copine|copain)))(?:,? qui| (?:il|elle))? (?:déménage|demenage|part|s[’']en va|a déménagé|a demenagé|a demenage|est parti|est partie)(?!\p{L})/u;

/**
 * « notre chien Filou est mort … elle a demandé s’il allait revenir. on l’a enterré au fond du jardin … elle a dit qu’il
 * est dans son coeur »: on the day a pet died, the « il » who will not come back, the « l’ » buried and the one in the
 * child's heart are the pet, said by its name (`Zuri demande si Filou va revenir`).
 */
function thePetLost(clause: string, _index: number, all: string[]): string {
  // « son copain Sacha qui demenage … on a promis de l’appeler en visio »: the friend who moves away is the one called.
  const friend = all
    .map((one) => FRIEND_LEAVES.exec(one))
    .map((found) => found?.[1] ?? found?.[2])
    .find((name) => name !== undefined);
  // (« il a demandé si on pouvait lui envoyer une lettre »: a letter sent to the friend, by name.)
  const called = friend
    ? clause
        .replace(
          /(?<!\p{L})promis (?:de l[’']|de le |de la )(appeler|revoir|inviter|voir)(?!\p{L})/u,
          (_all, verb: string) =>
            `promis ${verb === 'voir' ? 'de' : 'd’'}${verb === 'voir' ? ' voir' : verb} ${friend}`,
        )
        .replace(/(?<!\p{L})lui (envoyer|écrire|faire) ((?:une|un|des) [^,]+)$/u, `$1 $2 à ${friend}`)
    : clause;
  const pet = all.map((one) => PET_DIED.exec(one)?.[1]).find((name) => name !== undefined);
  if (!pet) return called;
  return called
    .replace(
      /(?<!\p{L})demandé (?:s[’']il|si elle) (?=(?:allait|va|pouvait|peut|allait pouvoir) (?:revenir|rentrer)(?!\p{L}))/u,
      `demandé si ${pet} `,
    )
    .replace(/^(?:il|elle) avait (\d+ ans)$/u, `${pet} avait $1`)
    .replace(
      /^((?:et |puis |après |apres )?on) l[’']a (enterrée?|mise? en terre|couchée? dans la terre)(?!\p{L})/u,
      `$1 a $2 ${pet}`,
    )
    .replace(
      /(?<!\p{L})dit qu[’'](?:il|elle) (est|était|sera|reste|restera) (?=(?:dans son (?:coeur|cœur)|au ciel|dans le ciel|avec les étoiles|une étoile|au paradis)(?!\p{L}))/u,
      `dit que ${pet} $1 `,
    );
}

function askedAbout(clause: string, index: number, all: string[]): string {
  // « son copain Ilyes déménage … ce soir il m’a demandé qd est ce qu’il revient »: the one who comes back is the one
  // named before (`Zuri demande quand Ilyes revient`), said as the child's question.
  const when =
    /^((?:ce soir|le soir|ce matin|au coucher|au lit|au dodo),? )?(il|elle) (?:a |m[’']a |nous a )?demandé (?:qd|quand) (?:est[- ]ce qu[’']|est[- ]ce que |)(il|elle) (revient|reviendra|rentre|rentrera|repart|reviendrait)(?!\p{L})(.*)$/u.exec(
      clause,
    );
  if (when && index > 0) {
    const named = all
      .slice(0, index)
      .reverse()
      .flatMap((one) =>
        [...one.matchAll(/(?<=\p{L}[\p{L}’' ]* )(?<!(?<!\p{L})(?:à|a|en|au|vers) )(\p{Lu}\p{Ll}+)(?!\p{L})/gu)].map(
          (found) => found[1],
        ),
      )
      .find((name) => name !== undefined && !FAMILY_NAME.test(name));
    if (named)
      return `${when[1] ?? ''}${when[2]} demande quand ${named} ${{ reviendra: 'revient', rentrera: 'rentre', reviendrait: 'revient' }[when[4] ?? ''] ?? when[4]}${when[5] ?? ''}`;
  }
  // « lucia est repartie … ce soir il a demandé 3 fois où elle était »: where the one named before is now.
  const where =
    /^((?:ce soir|le soir|ce matin|au coucher|au lit|au dodo),? )?(il|elle) (?:a |m[’']a |nous a )?demandé ((?:\d+|deux|trois|plusieurs|plein de) fois )?où (?:il|elle) (?:était|est|etait)$/u.exec(
      clause,
    );
  if (where && index > 0) {
    const named = all
      .slice(0, index)
      .reverse()
      .flatMap((one) =>
        [...one.matchAll(/(?<![\p{L}’'-])(?<!(?<!\p{L})(?:à|a|en|au|vers|de|d’) )(\p{Lu}\p{Ll}+)(?![\p{L}-])/gu)].map(
          (found) => found[1],
        ),
      )
      .find((name) => name !== undefined && !FAMILY_NAME.test(name));
    if (named) return `${where[1] ?? ''}${where[2]} demande ${where[3] ?? ''}où est ${named}`;
  }
  const asked = /^(il|elle) (?:a |m[’']a |nous a )?demandé (?:s[’']il|si elle)(?!\p{L})/u.exec(clause);
  if (!asked) return clause;
  const other = asked[1] === 'il' ? 'elle' : 'il';
  if (!new RegExp(`(?:s[’']|si )${other === 'il' ? 'il' : 'elle'}(?!\\p{L})`, 'u').test(clause)) return clause;
  const them = all
    .slice(0, index)
    .reverse()
    .map((one) => subjectOf(one.trim()))
    .find((name) => name !== undefined && (GENDER_OF[name.toLowerCase()] ?? other) === other);
  if (!them) return clause;
  return clause.replace(/(?:s[’']il|si elle)(?!\p{L})/u, `si ${FAMILY_NAME.test(them) ? them.toLowerCase() : them}`);
}

/**
 * « grosse tempête cette nuit, le tonnerre l’a réveillé et il est venu dans notre lit »: what the child did after, in
 * the same sentence, happened last night too (`il est venu dans notre lit cette nuit`), not this evening.
 */
function lastNight(parts: string[]): string[] {
  // « grosse nuit, il s’est réveillé à 3h », « nuit pourrie, … »: a night the parent sums up is last night too.
  const at = parts.findIndex((part) =>
    /(?<!\p{L})(?:cette nuit|(?:grosse|mauvaise|courte|sale|horrible) nuit|nuit (?:difficile|agitée|agitee|compliquée|compliquee|blanche|pourrie|horrible|catastrophique|galère|galere|nulle))(?!\p{L})/u.test(
      part,
    ),
  );
  if (at < 0) return parts;
  // « cauchemar cette nuit, il a crié … »: the bad dream typed bare and what the child did in it, one sentence of the
  // night (`Cette nuit, Zuri a fait un cauchemar et il a crié …`), so that « cette nuit » is said once.
  const dream =
    /^(?:(?:un |gros |petit |un gros |un petit )?cauchemar cette nuit|cette nuit,? (?:un |gros |un gros )?cauchemar)$/u;
  const next = /^(il|elle) (?:a|s[’']est) /u.exec(parts[at + 1]?.trim() ?? '');
  if (
    dream.test(parts[at]?.trim() ?? '') &&
    next &&
    !/(?<!\p{L})(?:ce matin|ce soir|aujourd[’']hui)(?!\p{L})/u.test(parts[at + 1] ?? '')
  )
    return [
      ...parts.slice(0, at),
      `${next[1]} a fait un cauchemar et ${(parts[at + 1] ?? '').trim()} cette nuit`,
      ...parts.slice(at + 2),
    ];
  return parts.map((part, index) =>
    index > at &&
    /^(?:il|elle) (?:a|est|s[’']est|avait|s[’']était) /u.test(part.trim()) &&
    // (« il avait 14 ans »: an age is no moment of the night.)
    !/^(?:il|elle) avait \d+ ans$/u.test(part.trim()) &&
    !/(?<!\p{L})cette nuit(?!\p{L})/u.test(part) &&
    !/(?<!\p{L})(?:ce matin|ce soir|aujourd[’']hui|après|ensuite)(?!\p{L})/u.test(part) &&
    // (A bad dream is the night's already: « cette nuit » said once, with the waking.)
    !(index > at + 1 && /(?<!\p{L})(?:cauchemar|mauvais rêve)(?!\p{L})/u.test(part))
      ? `${part.trim()} cette nuit`
      : part,
  );
}

/**
 * « ce soir il a mangé un peu de riz et il allait mieux »: what the child did after, in the same sentence, was this
 * evening too (`il allait mieux ce soir`), told at bedtime and not before the rice.
 */
function thisEvening(parts: string[]): string[] {
  const at = parts.findIndex((part) => /^(?:ce soir|le soir)(?!\p{L})/u.test(part.trim()));
  if (at < 0) return parts;
  return parts.map((part, index) =>
    index > at &&
    /^(?:il|elle) (?:a|est|s[’']est|allait|était|avait) /u.test(part.trim()) &&
    // Not « endormie avec le doudou que Nadia lui a donné »: bedtime is the evening's already, and what came before.
    // Nor a clause with its own hour (« réveillée en pleurant vers 23h »).
    // Nor what the child said (« elle a dit c’est mon bébé à moi »): the evening is no part of their words.
    !/(?<!\p{L})(?:ce matin|soir|aujourd[’']hui|après|ensuite|nuit|demain|que|qui|endormie?|dodo|lit|bain|couchée?|dit|répondu|crié|demandé|\d{1,2} ?h\d{0,2})(?!\p{L})/u.test(
      part,
    )
      ? `${part.trim()} ${inTheBath(parts[index - 1] ?? '', part) ?? 'ce soir'}`
      : part,
  );
}

/**
 * « ce soir bain avec plein de mousse et elle a fait des barbes au canard »: what was done right after the evening's
 * bath was done in it (`dans le bain`), which says the evening without a second « ce soir ».
 */
function inTheBath(before: string, part: string): string | undefined {
  if (/(?<!\p{L})(?:dans|sous|chez|dehors|sortie?)(?!\p{L})/u.test(part)) return undefined;
  if (/(?<!\p{L})douche(?!\p{L})/u.test(before)) return 'sous la douche';
  return /(?<!\p{L})(?:bain|baignoire)(?!\p{L})/u.test(before) ? 'dans le bain' : undefined;
}

/**
 * « Praline est partie chez le véto et elle est revenue avec une collerette »: the « elle » after « et » in a sentence
 * that began with someone named is that one (`et Praline est revenue`), not the child.
 */
function sameSubject(sentence: string): string {
  const them = subjectOf(sentence.trim());
  if (!them) return sentence;
  // « Noé lui a arraché des mains et il s’est mis à hurler »: the « il » after what was done to the child is the child.
  if (
    new RegExp(`^(?:[\\p{L}’]+,? )?${escaped(them)} (?:le |la |les )?(?:lui|l[’'])\\s?(?:a|avait)\\s`, 'iu').test(
      sentence.trim(),
    )
  )
    return sentence;
  return sentence.replace(
    // (Not « … et il s’est endormi sur ses genoux »: no one sleeps on their own lap, the « il » is the child.)
    /(?<!\p{L})et (il|elle) (?=(?:a|est|s[’']est|n[’']a|n[’']est|ne)(?!\p{L}))(?![^,]*(?<!\p{L})(?:sur|dans) ses (?:genoux|bras)(?!\p{L}))/u,
    (all, pronoun: string) =>
      GENDER_OF[them.toLowerCase()] && GENDER_OF[them.toLowerCase()] !== pronoun ? all : `et ${capital(them)} `,
  );
}

/** Family words said as names, with the pronoun they take. */
const GENDER_OF: Record<string, 'il' | 'elle'> = {
  papa: 'il',
  papi: 'il',
  papy: 'il',
  pépé: 'il',
  maman: 'elle',
  mamie: 'elle',
  mamy: 'elle',
  mémé: 'elle',
};

/**
 * The one the clause before began with, by name or family word (« Noisette notre hamster est mort », « papa est
 * parti »), or undefined.
 */
const FAMILY_NAME = /^(papa|maman|papi|papy|mamie|mamy|pépé|mémé)$/iu;

function subjectOf(clause: string): string | undefined {
  const found =
    /^(?:(?:ensuite|puis|après|et|alors) )?(?:(?:ce matin|ce midi|cet aprem|cet après-midi|ce soir),? )?(?:(?:mon|ma|son|sa|notre|le|la) [\p{L}-]+ )?((?:(?:[Mm]amie|[Mm]amy|[Mm]émé|[Pp]api|[Pp]apy|[Pp]épé|[Tt]ata|[Tt]atie|[Tt]onton|[Mm]arraine|[Pp]arrain) )?\p{Lu}[\p{L}-]+|papa|maman|papi|papy|mamie|mamy|pépé|mémé)(?:,? (?:notre|son|sa|le|la) [\p{L}-]+,?)? (?:l[’']|lui )?(?:est|a|s[’']est) /u.exec(
      clause,
    );
  const name = found?.[1];
  if (!name) return undefined;
  return FAMILY_NAME.test(name) || !STARTERS.has(name.toLowerCase()) ? name : undefined;
}

/**
 * « cet aprem Lou est venue a la maison et elles ont peint un gros arc en ciel »: « elles » are the child and the friend
 * the clause before named (`elle et Lou ont peint`), and « a la maison » is « à la maison ».
 */
/** A grown-up of the family who came for the child (« mamie est venue le chercher »). */
const FETCHED =
  /^(?:(?:ensuite|puis|après|apres|et) )?(maman|papa|mamie|mamy|papi|papy|tata|tatie|tonton|nounou|pépé|mémé) (?:est venue?|est passée?) (?:le |la |l[’'])?(?:chercher|récupérer|recuperer)(?!\p{L})/u;

function withFriend(clause: string, index: number, all: string[]): string {
  // (The time after what a friend did: « cet aprem Lou est venue » is `Lou vient … cet après-midi`.)
  const typed = clause
    .replace(/(?<!\p{L})a (?=la maison(?!\p{L}))/u, 'à ')
    .replace(
      /^(cet aprem|cet après-midi|ce matin|ce soir) (\p{Lu}\p{Ll}+ (?:est|a) .+)$/u,
      (_all, when: string, rest: string) => `${rest} ${when === 'cet aprem' ? 'cet après-midi' : when}`,
    );
  // (« apres elles ont adoré les méduses »: the « après » said first keeps its place.)
  const they = /^(?:(?:après|apres|ensuite|puis|et) )?(elles|ils) ((?:se |s’)?(?:ont|sont)) /u.exec(typed);
  if (!they || index === 0) return typed;
  // « mamie Odile est venue … elles ont fait des gommettes »: the grandmother by her family word and name.
  const found =
    /(?<!\p{L})((?:[Mm]amie|[Mm]amy|[Mm]émé|[Pp]api|[Pp]apy|[Pp]épé|[Tt]ata|[Tt]atie|[Tt]onton|[Mm]arraine|[Pp]arrain) \p{Lu}\p{Ll}+)(?= (?:est|a|vient|venait) )|(?<!^)(?<!\p{L})(\p{Lu}\p{Ll}+)(?= (?:est|a|vient|venait) )/u.exec(
      all[index - 1] ?? '',
    );
  // « son meilleur copain de la creche Ilyes demenage … c’était son dernier jour. ils se sont fait un calin »: the friend
  // named a clause or two before, by the word that says so; a brother or sister named so too (« avec son frère Olivier.
  // ils se sont baignés »).
  // (A friend the day went out with stays the one « elles » are with for a few clauses more: « aquarium avec sa copine
  // Jeanne … elle tenait la main de Jeanne. apres elles ont adoré les méduses ».)
  const pal = all
    .slice(Math.max(0, index - 4), index)
    .reverse()
    .map(
      (one) =>
        /(?<!\p{L})(?:copain|copine|ami|amie|pote|cousin|cousine|voisin|voisine|frère|frere|sœur|soeur)(?: (?:de|d’|d')\s?(?:la |l’|l')?\p{Ll}+)? (\p{Lu}\p{Ll}+)(?!\p{L})/u.exec(
          one,
        )?.[1],
    )
    .find((one) => one !== undefined);
  // « mamie est venue le chercher et ils ont donné du pain aux canards »: the grown-up who just came for the child, not
  // the friend of the morning.
  const fetcher = FETCHED.exec(all[index - 1] ?? '')?.[1];
  const friend = found?.[1] ?? found?.[2] ?? fetcher ?? pal;
  // « ils » is a girl and her brother too: the child is the pronoun the parent's clauses use for her.
  const child = childOf(all) ?? (they[1] === 'elles' ? 'elle' : 'il');
  const lead = they[0].slice(0, they[0].length - `${they[1]} ${they[2]} `.length);
  return friend ? typed.replace(they[0], `${lead}${child} et ${friend} ${they[2]} `) : typed;
}

/**
 * « Noisette est mort. on l’a enterré dans le jardin »: the « l’ » said by the name of the one the clause before began
 * with (`on a enterré Noisette dans le jardin`), so that the clause can be told on its own. Only after « on »: in
 * « Mamie est venue. elle l’a emmené », « elle » is Mamie.
 */
/** What was just baked, that something is put on (« les sablés », « un gâteau »). */
const BAKED =
  /(?<!\p{L})(les|des|le|la|un|une|ses|son|sa) (sablés|biscuits|cookies|gâteaux|gâteau|crêpes|cupcakes|muffins|bûche|galette|pizza|pizzas|tartes?)(?!\p{L})/u;

/** A thing the wind takes or that is flown (« un cerf-volant », « son ballon »), said a clause or two before. */
const FLOWN =
  /(?<!\p{L})(?:un|une|le|la|son|sa) (cerf-volant|cerf volant|ballon|chapeau|bonnet|casquette|parapluie|avion en papier|bateau)(?!\p{L})/u;

/** What a child rides or climbs on (« une chute de draisienne », « le toboggan »), said a clause or two before. */
const RIDDEN =
  /(?<!\p{L})(draisienne|vélo|velo|trottinette|toboggan|balançoire|poney|cheval|tricycle|luge|tracteur|skate|patinette)s?(?!\p{L})/u;
const RIDDEN_AS: Record<string, string> = {
  draisienne: 'sa draisienne',
  vélo: 'son vélo',
  velo: 'son vélo',
  trottinette: 'sa trottinette',
  patinette: 'sa trottinette',
  tricycle: 'son tricycle',
  skate: 'son skate',
  balançoire: 'la balançoire',
  luge: 'la luge',
};

/** What a child jumps or plays in (« des flaques », « la piscine », « le tas de feuilles »), said just before. */
const INTO = /(?<!\p{L})(flaques?|piscine|bac à sable|tas de feuilles|feuilles|boue|neige)(?!\p{L})/u;
const INTO_AS: Record<string, string> = {
  flaque: 'dans la flaque',
  piscine: 'dans la piscine',
  'bac à sable': 'dans le bac à sable',
  'tas de feuilles': 'dans le tas de feuilles',
  boue: 'dans la boue',
  neige: 'dans la neige',
};

/** What gets all over a child (« un esquimau », « la peinture », « le sable »), said a clause or two before. */
const SMEARED =
  /(?<!\p{L})(esquimau|glace|chocolat|sable|boue|peinture|confiture|yaourt|compote|purée|farine|pâte|gâteau|crème|neige|paillettes|mousse|sauce|feutre|gouache)s?(?!\p{L})/u;
const SMEARED_AS: Record<string, string> = {
  esquimau: 'de la glace',
  glace: 'de la glace',
  boue: 'de la boue',
  peinture: 'de la peinture',
  confiture: 'de la confiture',
  compote: 'de la compote',
  purée: 'de la purée',
  farine: 'de la farine',
  pâte: 'de la pâte',
  crème: 'de la crème',
  neige: 'de la neige',
  paillettes: 'des paillettes',
  mousse: 'de la mousse',
  sauce: 'de la sauce',
  gouache: 'de la gouache',
};

/** The grown-ups a parent calls by their work (`la dame` at the dentist's, `la fermière`). */
const GROWN_AT_WORK =
  'dame|monsieur|dentiste|docteure?|doctoresse|pédiatre|infirmière|infirmier|maîtresse|maître|fermière|fermier|vendeuse|vendeur|bibliothécaire|coiffeuse|coiffeur|nounou|animatrice|animateur';

function themBefore(clause: string, index: number, all: string[]): string {
  // « papi lui a fabriqué un cerf-volant … ils sont allés le faire voler … le vent l’a emporté dans un arbre »: what
  // flew, and what the wind took, is the thing just named (a bare « l’ » would be nothing in the story).
  const flown =
    index > 0 &&
    /(?<!\p{L})(?:le|la|l[’']) ?(?:faire voler|fait voler|faisait voler)|^(?:le vent|une rafale|le courant|la vague) l[’'](?:a|avait) (?:emporté|emportée|poussé|poussée|soufflé|soufflée)(?!\p{L})/u.test(
      clause,
    )
      ? all
          .slice(Math.max(0, index - 2), index)
          .reverse()
          .map((one) => FLOWN.exec(one)?.[1])
          .find((one) => one !== undefined)
      : undefined;
  if (flown) {
    const its = `${flown === 'casquette' ? 'la' : 'le'} ${flown.replace(' volant', '-volant')}`;
    return clause
      .replace(/(?<!\p{L})(?:le|la|l[’']) ?(faire voler|fait voler|faisait voler)/u, `$1 ${its}`)
      .replace(/^(le vent|une rafale|le courant|la vague) l[’'](a|avait) (\p{L}+?)e?(?!\p{L})/u, `$1 $2 $3 ${its}`);
  }
  // « chute de draisienne … après il a voulu remonter dessus »: back on what the child rode earlier in the day's tale
  // (« tombée de la trottinette …, genou tout écorché, … mais après elle voulait plus remonter dessus »).
  const ride = /(?<!\p{L})(?:re)?(?:monter|monté|montée|grimper|grimpé|grimpée) dessus$/u.test(clause)
    ? all
        .slice(Math.max(0, index - 6), index)
        .reverse()
        .map((one) => RIDDEN.exec(one)?.[1])
        .find((one) => one !== undefined)
    : undefined;
  // (A saddle is got back on « en selle », without the ride named again just after the fall that named it.)
  if (ride)
    return clause.replace(
      / dessus$/u,
      /^(?:draisienne|vélo|velo|tricycle|poney|cheval)$/u.test(ride)
        ? ' en selle'
        : ` sur ${RIDDEN_AS[ride] ?? `le ${ride}`}`,
    );
  // « un esquimau à la fraise. elle en avait plein le menton »: what was all over the child is what was just eaten or
  // played with (`de la glace plein le menton`).
  const messy =
    /^((?:(?:et|pis|puis|du coup) )?(?:il|elle)) en (avait|a|a mis|avait mis|s’en est mis|s'en est mis) (?=plein |partout|jusqu[’'])/u.exec(
      clause,
    );
  const mess = messy
    ? all
        .slice(Math.max(0, index - 2), index)
        .reverse()
        .map((one) => SMEARED.exec(one)?.[1])
        .find((one) => one !== undefined)
    : undefined;
  if (messy && mess) {
    const has = /mis$/u.test(messy[2] ?? '') ? 'a mis' : messy[2] === 'avait' ? 'avait' : 'a';
    return clause.replace(messy[0], `${messy[1]} ${has} ${SMEARED_AS[mess] ?? `du ${mess}`} `);
  }
  // « des flaques partout … elle sautait dedans »: into what was just named (`dans les flaques`).
  const into =
    /(?<!\p{L})(?:sautait|sautaient|sauté|saute|sauter|plongeait|plongé|plonger|jouait|joué|jouer|se roulait|s’est roulée?) dedans(?!\p{L})/u.test(
      clause,
    )
      ? all
          .slice(Math.max(0, index - 2), index)
          .reverse()
          .map((one) => INTO.exec(one)?.[1])
          .find((one) => one !== undefined)
      : undefined;
  if (into) return clause.replace(/(?<!\p{L})dedans(?!\p{L})/u, INTO_AS[into] ?? `dans les ${into}`);
  // « la dame lui a montré son miroir, il a compté ses dents avec elle »: « avec elle » after « il » is the one who
  // did something just before (`avec la dame`), not the child.
  const withOther = /^(?:(?:et|puis|après|apres) )?(il|elle) .+ avec (elle|lui)(?!\p{L})/u.exec(clause);
  if (withOther && withOther[1] !== (withOther[2] === 'lui' ? 'il' : withOther[2])) {
    const fem = withOther[2] === 'elle';
    const who = all
      .slice(Math.max(0, index - 2), index)
      .reverse()
      .map(
        (one) =>
          new RegExp(
            `(?:^|, | et )(${fem ? 'la' : 'le'} (?:${GROWN_AT_WORK})) (?:lui |l’|l')?(?:a|est|avait) `,
            'u',
          ).exec(one)?.[1],
      )
      .find((one) => one !== undefined);
    if (who) return clause.replace(/ avec (?:elle|lui)(?!\p{L})/u, ` avec ${who}`);
  }
  // « on l’a enterré sous le cerisier et il a mis une carotte dessus »: on the little grave.
  if (index > 0 && /(?<!\p{L})enterr/u.test(all[index - 1] ?? '') && / dessus$/u.test(clause))
    return clause.replace(/ dessus$/u, ' sur la petite tombe');
  // « on a fait les sablés de noel … il a mis les étoiles en sucre dessus »: on what was just baked.
  const baked = / dessus$/u.test(clause)
    ? all
        .slice(Math.max(0, index - 2), index)
        .reverse()
        .map((one) => BAKED.exec(one))
        .find((one) => one !== null)
    : undefined;
  if (baked) {
    const the = { des: 'les', un: 'le', une: 'la', ses: 'les', son: 'le', sa: 'la' }[baked[1] ?? ''] ?? baked[1];
    return clause.replace(/ dessus$/u, ` sur ${the} ${baked[2]}`);
  }
  // « on l’a enterré sous le cerisier, elle a mis une fleur et un dessin »: put there, with no place said.
  if (
    index > 0 &&
    /(?<!\p{L})enterr/u.test(all[index - 1] ?? '') &&
    /^(?:(?:et|puis) )?(?:il|elle|on) a mis (?:un|une|des|son|sa|ses) [\p{L}-]+(?: et (?:un|une|des|son|sa|ses) [\p{L}-]+)?$/u.test(
      clause,
    )
  )
    return `${clause} sur la petite tombe`;
  // « il a ramené un gros soleil jaune … il était tout fier de le montrer à papa »: what is shown is what the child made
  // or brought home a clause or two before (`fier de montrer son gros soleil jaune`).
  const shown =
    /(?<!\p{L})(fiers?|fières?|contents?|contentes?) de (?:le|la|les|l[’']) ?(montrer|faire voir|offrir|donner)(?!\p{L})/u.exec(
      clause,
    );
  if (shown && index > 0) {
    const made = all
      .slice(Math.max(0, index - 2), index)
      .reverse()
      .map(
        (one) =>
          /(?<!\p{L})(?:ramené|ramenée|rapporté|fait|fabriqué|peint|dessiné|construit|bricolé|colorié) ((?:un|une|des|son|sa|ses) (?:[\p{L}-]+ ){0,3}?[\p{L}-]+)(?= qu[’']| qui | pour | à | a | au | avec | en | ce | cet | cette |,|$)/u.exec(
            one,
          )?.[1],
      )
      .find((one) => one !== undefined);
    if (made)
      return clause.replace(
        shown[0],
        `${shown[1]} de ${shown[2]} ${made.replace(/^une /u, 'sa ').replace(/^un /u, 'son ').replace(/^des /u, 'ses ')}`,
      );
  }
  // « elle a perdu son doudou lapin en route. on l’a retrouvé sous le stand »: what was lost is what was found.
  // A few clauses back too: « perdu son doudou … on est retournés et une dame l’avait posé sur les caisses ».
  const lost = all
    .slice(Math.max(0, index - 3), index)
    .reverse()
    .map((one) =>
      /(?<!\p{L})perdu ((?:son|sa|ses|un|une) [\p{L}-]+(?: [\p{L}-]+)?)(?= en | au | à | dans | sur |,|$)/u
        .exec(one)?.[1]
        ?.replace(/^une (?=[aeiouyéèêàâîôœh])/u, 'son ')
        .replace(/^une /u, 'sa ')
        .replace(/^un /u, 'son '),
    )
    .find((one) => one !== undefined);
  const found =
    /^(on|(?:un|une|le|la) [\p{L}-]+|[Pp]apa|[Mm]aman|[Mm]amie|[Pp]api|[Pp]apy|[Mm]amy|[Tt]atie|[Tt]ata|[Tt]onton|[Nn]ounou|quelqu[’']un) l[’'](a|avait) ([\p{L}]+(?:é|ée|i|ie|u|ue|is|it))(?!\p{L})/u.exec(
      clause,
    );
  if (!found || index === 0) return clause;
  // « Caramel est mort cette nuit. on lui a dit ce matin … on l’a enterré »: a pet's burial is the pet named a few
  // clauses back.
  const buried = /^enterr/u.test(found[3] ?? '')
    ? all
        .slice(Math.max(0, index - 3), index)
        .reverse()
        .map((one) => subjectOf(one))
        .find((one) => one !== undefined)
    : undefined;
  const them = lost ?? (found[1] === 'on' ? (subjectOf(all[index - 1] ?? '') ?? buried) : undefined);
  if (!them) return clause;
  return clause.replace(found[0], `${found[1]} ${found[2]} ${found[3]} ${them}`);
}

/**
 * « son petit frère est né cette nuit. il s’appelle Gabin »: the name said of the one the clause before began with
 * (`son petit frère s’appelle Gabin`), so that it can be told on its own.
 */
function named(clause: string, index: number, all: string[]): string {
  const called = /^(?:il|elle)\s+s[’']appel(?:le|ait|lait)\s+\p{L}/iu.exec(clause);
  if (!called) return clause;
  const now = clause.replace(/^(\S+\s+s[’'])appel(?:ait|lait)/iu, '$1appelle');
  const before = /^((?:son|sa|le|la) [\p{L}-]+(?: [\p{L}-]+)?) (?:est|a|s’est|s'est) /u.exec(all[index - 1] ?? '');
  if (before?.[1]) return now.replace(/^(?:il|elle)/iu, before[1]);
  // « 1ere fois sur un poney. il s’appelait Noisette »: the animal or the one met just before, never the child (a
  // parent does not tell the child's own name).
  const met = [...(all[index - 1] ?? '').matchAll(NAMED_ONE)].at(-1);
  return met?.[2]
    ? now.replace(/^(?:il|elle)/iu, `${/^(?:une|la|sa)$/u.test(met[1] ?? '') ? 'la' : 'le'} ${met[2]}`)
    : '';
}

/**
 * « sa tasse préférée est tombée ce midi et elle s’est cassée »: the « elle » that broke is the thing that fell, so
 * the breaking is told with the fall (`… tombe et se casse`), never of the child.
 */
function brokeToo(all: string[], clause: string): string[] {
  const before = all.at(-1) ?? '';
  const broke =
    /^(?:(?:et|pis|puis) )?(il|elle) (?:s[’']est|est) ((?:cass|bris|fendu|ébréch|abîm|abim|déchir|décoll|explos)\p{L}*)(?!\p{L})(.*)$/u.exec(
      clause,
    );
  const fell =
    /^(?:[^,]*, )?(son|sa|le|la|mon|ma) [\p{L}-]+(?: [\p{L}-]+){0,4} (?:est|s[’']est) (?:tombée?|renversée?|cassée?|écrasée?|envolée?)(?!\p{L})/u.exec(
      before,
    );
  const feminine = /^(?:sa|la|ma)$/u.test(fell?.[1] ?? '');
  if (broke && fell && feminine === (broke[1] === 'elle')) {
    const end = (fell.index ?? 0) + fell[0].length;
    all[all.length - 1] = broke[3]?.trim()
      ? `${before} et s’est ${broke[2]}${broke[3]}`
      : `${before.slice(0, end)} et s’est ${broke[2]}${before.slice(end)}`;
    return all;
  }
  all.push(clause);
  return all;
}

/**
 * « sa tasse est tombée … on l’a mise sur l’étagère pour sécher »: the « l’ » put somewhere is the thing said just
 * before (`on a mis la tasse sur l’étagère`), of the gender its participle shows.
 */
function putAway(clause: string, index: number, all: string[]): string {
  const put =
    /^((?:on|il|elle|papa|maman|papy|papi|mamie|mamy|tata|tonton) )l[’'](a|ont) (mis|posé|rangé|recollé|réparé|lavé|accroché|laissé)(e?)(?!\p{L})(.*)$/u.exec(
      clause,
    );
  // (« papy a dit qu’elle serait comme neuve »: the thing mended, not the child.)
  const mended =
    /^(.* qu)[’'](il|elle) (sera|serait|est|était|va être) (comme neuve?|réparée?|recollée?)(?!\p{L})(.*)$/u.exec(
      clause,
    );
  if (!put && !mended) return clause;
  // (Only after a thing broken or mended: « papa l’a mis sur ses épaules » is the child carried.)
  const window = all.slice(Math.max(0, index - 4), index).join(' ');
  if (!/(?<!\p{L})(?:cass|tomb|recoll|répar|repar|abîm|abim|déchir|fendu|ébréch)/u.test(window)) return clause;
  if (put && /(?<!\p{L})(?:épaules|bras|genoux|dos|cou|lit|poussette|siège|chaise haute)(?!\p{L})/u.test(put[5] ?? ''))
    return clause;
  const feminine = put ? put[4] === 'e' : mended?.[2] === 'elle';
  const thing = all
    .slice(Math.max(0, index - 4), index)
    .flatMap((before) => [...before.matchAll(/(?<!\p{L})(son|sa|le|la|mon|ma) ([\p{L}-]{3,})(?!\p{L})/gu)])
    .filter((found) => /^(?:sa|la|ma)$/u.test(found[1] ?? '') === feminine)
    .filter(
      (found) =>
        !FAMILY_NAME.test(found[2] ?? '') && !/^(?:famille|maison|journée|soirée|colle)$/u.test(found[2] ?? ''),
    )
    .at(-1)?.[2];
  if (!thing) return clause;
  if (mended)
    return `${mended[1]}e ${feminine ? 'la' : 'le'} ${thing} ${{ serait: 'sera', était: 'est' }[mended[3] ?? ''] ?? mended[3]} ${mended[4]}${mended[5]}`;
  return put ? `${put[1]}${put[2]} ${put[3]} ${feminine ? 'la' : 'le'} ${thing}${put[5]}` : clause;
}

/**
 * « il lui a ramené un petit ours en peluche. elle a pas voulu le lâcher de la soirée »: the « le » held on to is the
 * thing given or found just before, said by its name (`lâcher son petit ours`).
 */
function heldOn(clause: string, index: number, all: string[]): string {
  const held =
    /^((?:(?:et|pis|puis|après|apres) )?(?:il|elle) )(?:n[’'])?(?:a|avait) (pas|plus) voulu (?:le |la |l[’'] ?)(lâcher|lacher|quitter|poser|laisser|prêter|preter)(?!\p{L})(.*)$/u.exec(
      clause,
    ) ??
    /^((?:(?:et|pis|puis) )?(?:il|elle) )(?:ne |n[’'])?l[’']a (pas|plus) (lâché|lâchée|quitté|quittée|posé|posée)(?!\p{L})(.*)$/u.exec(
      clause,
    );
  if (!held) return clause;
  const feminine = / la |ée$/u.test(` ${clause.slice(0, held[0].length - (held[4] ?? '').length)}`);
  const thing = all
    .slice(Math.max(0, index - 3), index)
    .flatMap((before) => [
      ...before.matchAll(
        /(?<!\p{L})(un|une|son|sa) ((?:petit|petite|nouveau|nouvelle|gros|grosse|grand|grande) )?([\p{L}-]{3,})(?!\p{L})/gu,
      ),
    ])
    .filter((found) => /^(?:une|sa)$/u.test(found[1] ?? '') === feminine)
    .filter(
      (found) =>
        !/^(?:bisou|câlin|calin|moment|voyage|coup|peu|tour|dodo|journée|soirée|chambre|maison)$/u.test(found[3] ?? ''),
    )
    .at(-1);
  if (!thing) return clause;
  const verb = {
    lâché: 'lâcher',
    lâchée: 'lâcher',
    quitté: 'quitter',
    quittée: 'quitter',
    posé: 'poser',
    posée: 'poser',
  }[held[3] ?? ''];
  return `${held[1]}a ${held[2] === 'plus' ? 'plus' : 'pas'} voulu ${verb ?? held[3]} ${feminine ? 'sa' : 'son'} ${thing[2] ?? ''}${thing[3]}${held[4]}`;
}

/** Animals, toys and people a parent names just after meeting them (« un poney… il s’appelait Noisette »). */
const NAMED_ONE =
  /(?<!\p{L})(un|une|le|la|son|sa|du|au) (poney|ponette|cheval|jument|âne|ânesse|chien|chienne|chiot|chat|chatte|chaton|lapin|lapine|hamster|cochon d’inde|cochon d'inde|poisson|tortue|doudou|poupée|nounours|vache|chèvre|mouton|agneau|poule|canard|perroquet|dauphin|maîtresse|maitresse|maître|maitre|nounou|monitrice|moniteur|clown|lama|alpaga)(?!\p{L})/giu;

/** A bracketed aside that tells something of its own (« (Filou, notre chat, dormait…) », « (il voulait pas…) »). */
const ASIDE = /^(?:\p{Lu}\p{Ll}+,?\s+\p{L}+\s+\p{L}+|(?:il|elle)\s+\p{L}+\s+\p{L}+)/u;

/** Present forms (he, they) of the participles that do not follow the rules. */
const IRREGULAR: Record<string, [string, string]> = {
  fait: ['fait', 'font'],
  refait: ['refait', 'refont'],
  défait: ['défait', 'défont'],
  pris: ['prend', 'prennent'],
  appris: ['apprend', 'apprennent'],
  compris: ['comprend', 'comprennent'],
  repris: ['reprend', 'reprennent'],
  surpris: ['surprend', 'surprennent'],
  mis: ['met', 'mettent'],
  remis: ['remet', 'remettent'],
  cousu: ['coud', 'cousent'],
  recousu: ['recoud', 'recousent'],
  promis: ['promet', 'promettent'],
  vu: ['voit', 'voient'],
  revu: ['revoit', 'revoient'],
  eu: ['a', 'ont'],
  été: ['est', 'sont'],
  bu: ['boit', 'boivent'],
  lu: ['lit', 'lisent'],
  relu: ['relit', 'relisent'],
  dit: ['dit', 'disent'],
  écrit: ['écrit', 'écrivent'],
  couru: ['court', 'courent'],
  ouvert: ['ouvre', 'ouvrent'],
  offert: ['offre', 'offrent'],
  découvert: ['découvre', 'découvrent'],
  couvert: ['couvre', 'couvrent'],
  tenu: ['tient', 'tiennent'],
  venu: ['vient', 'viennent'],
  revenu: ['revient', 'reviennent'],
  devenu: ['devient', 'deviennent'],
  parti: ['part', 'partent'],
  reparti: ['repart', 'repartent'],
  sorti: ['sort', 'sortent'],
  dormi: ['dort', 'dorment'],
  endormi: ['endort', 'endorment'],
  senti: ['sent', 'sentent'],
  servi: ['sert', 'servent'],
  cueilli: ['cueille', 'cueillent'],
  accueilli: ['accueille', 'accueillent'],
  ri: ['rit', 'rient'],
  souri: ['sourit', 'sourient'],
  suivi: ['suit', 'suivent'],
  reçu: ['reçoit', 'reçoivent'],
  voulu: ['veut', 'veulent'],
  pu: ['peut', 'peuvent'],
  su: ['sait', 'savent'],
  connu: ['connaît', 'connaissent'],
  perdu: ['perd', 'perdent'],
  attendu: ['attend', 'attendent'],
  entendu: ['entend', 'entendent'],
  rendu: ['rend', 'rendent'],
  vendu: ['vend', 'vendent'],
  descendu: ['descend', 'descendent'],
  répondu: ['répond', 'répondent'],
  mordu: ['mord', 'mordent'],
  fondu: ['fond', 'fondent'],
  battu: ['bat', 'battent'],
  construit: ['construit', 'construisent'],
  conduit: ['conduit', 'conduisent'],
  cuit: ['fait cuire', 'font cuire'],
  détruit: ['détruit', 'détruisent'],
  peint: ['peint', 'peignent'],
  éteint: ['éteint', 'éteignent'],
  né: ['naît', 'naissent'],
  mort: ['meurt', 'meurent'],
  // « la carotte a disparu »: gone, as the story says it now.
  disparu: ['a disparu', 'ont disparu'],
  allé: ['va', 'vont'],
  assis: ['assoit', 'assoient'],
  plu: ['plaît', 'plaisent'],
  cru: ['croit', 'croient'],
  vécu: ['vit', 'vivent'],
  dû: ['doit', 'doivent'],
};

/** Imparfait forms (he, they) a parent uses, as the story tells them in the present. */
const PAST_FORMS: Record<string, [string, string]> = {
  était: ['est', 'sont'],
  avait: ['a', 'ont'],
  faisait: ['fait', 'font'],
  voulait: ['veut', 'veulent'],
  pouvait: ['peut', 'peuvent'],
  // « on devait aller voir les canards mais il pleuvait »: a plan that did not happen stays a plan.
  devait: ['devait', 'devaient'],
  allait: ['va', 'vont'],
  venait: ['vient', 'viennent'],
  tenait: ['tient', 'tiennent'],
  dormait: ['dort', 'dorment'],
  disait: ['dit', 'disent'],
  prenait: ['prend', 'prennent'],
  // « elle comprenait pas »: the « -enait » verbs do not take a plain « e » (`comprene`).
  comprenait: ['comprend', 'comprennent'],
  apprenait: ['apprend', 'apprennent'],
  mettait: ['met', 'mettent'],
  voyait: ['voit', 'voient'],
  savait: ['sait', 'savent'],
  lisait: ['lit', 'lisent'],
  buvait: ['boit', 'boivent'],
  courait: ['court', 'courent'],
  partait: ['part', 'partent'],
  sortait: ['sort', 'sortent'],
  aboyait: ['aboie', 'aboient'],
  riait: ['rit', 'rient'],
  finissait: ['finit', 'finissent'],
  // « elle arrivait pas à mettre ses chaussures »: could not manage, told now.
  arrivait: ['arrive', 'arrivent'],
  réussissait: ['réussit', 'réussissent'],
  attendait: ['attend', 'attendent'],
  rigolait: ['rit', 'rient'],
  // « au début elle boudait un peu »: a sulk, told now (the « d » of its stem is no « -dre » verb's).
  boudait: ['boude', 'boudent'],
  grondait: ['gronde', 'grondent'],
  regardait: ['regarde', 'regardent'],
  gardait: ['garde', 'gardent'],
  demandait: ['demande', 'demandent'],
  aidait: ['aide', 'aident'],
};

/** A participle first, then what it was done to or where (« joué au parc », « mangé des crêpes »). */
const BARE_DONE =
  /^(\p{Ll}+(?:é|i|u|it|is))\s+(?=(?:dans|au|aux|à|avec|des|du|de|la|le|les|l’|un|une|sur|chez|sous|toute|tout|tous|plein|beaucoup)(?!\p{L}))/u;
/** Words ending like a participle that a parent types as the thing itself (« marché de Noël », « café chez mamie »). */
const NOT_DONE = wordSet(`
  marché café pâté été canapé thé bébé côté blé clé pré carré fossé défilé karaté ciné soufflé midi lundi mardi mercredi
  jeudi vendredi samedi
  dimanche parapluie pluie ami abri tipi kiwi jeu feu lieu milieu cheveu neveu menu tissu
`);

/** Verbs said with « être » (« elle est venue »): told with their own present (`vient`). */
const MOVES = wordSet(`
  allé venu revenu devenu parti reparti sorti arrivé entré rentré monté descendu tombé resté retourné passé né mort
  remonté redescendu ressorti
`);

/** Participles of « -ir » verbs that go like « finir » (`choisi`: `choisit`, `choisissent`). */
const FINIR =
  /^(fini|choisi|rempli|réussi|grandi|applaudi|nourri|rougi|guéri|atterri|bâti|pétri|obéi|salI|ralenti|franchi)$/u;

/** Regular « -er » stems whose « e » opens (`lev`: `lève`) or whose consonant doubles (`appel`: `appelle`). */
const DOUBLES = /^(appel|rappel|jet|rejet|épel|ficel)$/u;

/** The present (he or they) of a participle, or undefined when it is not known for sure. */
/**
 * A conditional, not an imperfect (« enverrait », « ferait », « viendrait », « pourrait », « serait »): the future
 * stem ends in « rr », « dr », « vr », or « er » without an accent; an imperfect of a verb in « -rer » has a vowel
 * before its « r » (« pleurait », « tirait », « espérait »).
 */
const CONDITIONAL = /^(?:\p{L}*(?:rr|dr|vr|[^é]er)|[sf]er|aur|ir)ait$/u;

export function present(participle: string, plural: boolean): string | undefined {
  const base = IRREGULAR[participle]
    ? participle
    : IRREGULAR[participle.replace(/(?:e|s|es)$/u, '')]
      ? participle.replace(/(?:e|s|es)$/u, '')
      : participle.replace(/(é|i|u)(?:e|s|es)$/u, '$1');
  const known = IRREGULAR[base] ?? IRREGULAR[base.replace(/^re/u, '')]?.map((form) => `re${form}`);
  if (known) return known[plural ? 1 : 0];
  if (FINIR.test(base)) return `${base}${plural ? 'ssent' : 't'}`;
  if (!base.endsWith('é') || base.length < 3) return undefined;
  let stem = base.slice(0, -1);
  if (/[oua]y$/u.test(stem)) stem = `${stem.slice(0, -1)}i`;
  else if (DOUBLES.test(stem)) stem = `${stem}${stem.at(-1)}`;
  else if (/[^aeiouyéèê]e[bcdfgjklmnpqrstvz]$/u.test(stem) && !/(?:ch|gn)$/u.test(stem))
    stem = stem.replace(/e(.)$/u, 'è$1');
  else stem = stem.replace(/é([^aeiouyéèêâîôû]+)$/u, 'è$1');
  return `${stem}${plural ? 'ent' : 'e'}`;
}

/** Words that agree with the child (« fière », « collée », « toute seule »), feminine to masculine. */
const AGREE: Record<string, string> = {
  fière: 'fier',
  contente: 'content',
  heureuse: 'heureux',
  seule: 'seul',
  toute: 'tout',
  prête: 'prêt',
  gênée: 'gêné',
  collée: 'collé',
  fatiguée: 'fatigué',
  cachée: 'caché',
  calmée: 'calmé',
  déguisée: 'déguisé',
  impressionnée: 'impressionné',
  déçue: 'déçu',
  jalouse: 'jaloux',
  ronchonne: 'ronchon',
  grognonne: 'grognon',
  énervée: 'énervé',
  excitée: 'excité',
  assise: 'assis',
  habillée: 'habillé',
  installée: 'installé',
  blottie: 'blotti',
  endormie: 'endormi',
  réveillée: 'réveillé',
  occupée: 'occupé',
  émerveillée: 'émerveillé',
  ravie: 'ravi',
  intimidée: 'intimidé',
  vexée: 'vexé',
  inquiète: 'inquiet',
  patraque: 'patraque',
  malade: 'malade',
  triste: 'triste',
  courageuse: 'courageux',
  sage: 'sage',
  gentille: 'gentil',
  bleue: 'bleu',
  verte: 'vert',
  mouillée: 'mouillé',
  trempée: 'trempé',
  gelée: 'gelé',
  boudeuse: 'boudeur',
  curieuse: 'curieux',
  joyeuse: 'joyeux',
  sérieuse: 'sérieux',
  têtue: 'têtu',
  mignonne: 'mignon',
  rigolote: 'rigolo',
  bavarde: 'bavard',
  coquine: 'coquin',
  chicanée: 'chicané',
  belle: 'beau',
  jolie: 'joli',
  // « timide au début », « un peu collante ce matin », « grincheuse ce soir »: how a toddler was, typed bare.
  timide: 'timide',
  collante: 'collant',
  câline: 'câlin',
  grincheuse: 'grincheux',
  angoissée: 'angoissé',
  apeurée: 'apeuré',
};
const MASCULINE = Object.fromEntries(Object.entries(AGREE).map(([feminine, masculine]) => [masculine, feminine]));

/** A word that agrees with the child, made to agree with the hero instead. */
function agree(word: string, fem: boolean): string {
  const lower = word.toLowerCase();
  if (fem) return MASCULINE[lower] ?? (AGREE[lower] ? lower : word);
  return AGREE[lower] ?? word;
}

/** Words of the child's state after which the hero « is » (`super fière`: `Petit Ours est très fier.`). */
const STATES = new Set([
  ...Object.keys(AGREE),
  ...Object.values(AGREE),
  'très',
  'trop',
  'un peu',
  'ronchon',
  'grognon',
]);

/** Nouns of a happening, with their gender, that a parent writes without an article (« fête foraine sur la place »). */
const HAPPENINGS: Record<string, 'm' | 'f'> = {
  fête: 'f',
  journée: 'f',
  sortie: 'f',
  balade: 'f',
  promenade: 'f',
  partie: 'f',
  dispute: 'f',
  galette: 'f',
  kermesse: 'f',
  visite: 'f',
  chasse: 'f',
  course: 'f',
  séance: 'f',
  soirée: 'f',
  matinée: 'f',
  sieste: 'f',
  canicule: 'f',
  tempête: 'f',
  bataille: 'f',
  cabane: 'f',
  coupe: 'f',
  crise: 'f',
  // « gros caprice ce matin pcq il voulait pas mettre son manteau ».
  caprice: 'm',
  colère: 'f',
  bosse: 'f',
  glissade: 'f',
  chute: 'f',
  orage: 'm',
  défilé: 'm',
  carnaval: 'm',
  // The town's dance nights and fairs (« fest-noz à Quimperlé », « kermesse de l’école »).
  'fest-noz': 'm',
  'fest-deiz': 'm',
  braderie: 'f',
  ducasse: 'f',
  goûter: 'm',
  'pique-nique': 'm',
  spectacle: 'm',
  voyage: 'm',
  tour: 'm',
  cours: 'm',
  match: 'm',
  marché: 'm',
  chagrin: 'm',
  câlin: 'm',
  concert: 'm',
  repas: 'm',
  anniversaire: 'm',
  'rendez-vous': 'm',
  feu: 'm',
  bonhomme: 'm',
  atelier: 'm',
};

/** The article of a thing a parent adds after « et » without one (« … et chocolat chaud après »). */
const SECOND: Record<string, string> = {
  glace: 'une',
  histoire: 'une',
  crêpes: 'des',
  frites: 'des',
  'feux d’artifice': 'des',
  'barbe à papa': 'une',
};

/** Feelings the hero « has » (« gros chagrin »: `Petit Ours a un gros chagrin.`). */
const FEELINGS = /^(?:gros|grosse|petit|petite)\s+(chagrin|colère|peur|câlin)(?!\p{L})/u;

// « elle a dit au vétérinaire « … » »: said to someone, the quote after them.
const SAID =
  /(?<!\p{L})(?:dit|dire|crié|répété|demandé|chanté|répond|répondu|raconté|hurlé|fait)(?:\s+(?:à|au|aux)(?:\s+[\p{L}’'-]+){1,3})?\s*[:«“"]/u;

/** Words quoted after something else than a saying (« un message vocal "guéris vite" »): left out. */
const QUOTED = /\s*(?:"[^"]*"?|«[^»]*»?|“[^”]*”?)\s*/gu;

/** The family's own things and pets (« notre hamster »: `son hamster`), with their gender. */
const OURS: Record<string, 'm' | 'f'> = {
  chat: 'm',
  chien: 'm',
  chaton: 'm',
  chiot: 'm',
  hamster: 'm',
  lapin: 'm',
  poisson: 'm',
  jardin: 'm',
  salon: 'm',
  balcon: 'm',
  quartier: 'm',
  voisin: 'm',
  appartement: 'm',
  chatte: 'f',
  chienne: 'f',
  tortue: 'f',
  poule: 'f',
  voiture: 'f',
  maison: 'f',
  cuisine: 'f',
  terrasse: 'f',
  voisine: 'f',
};

/**
 * Someone or something said before by a pronoun (« il lui a fait un dessin », « on l’a enterré », « il en a plein »):
 * the hero cannot be told doing it, the story not having named them just before.
 */
const OTHER = /^(?:ne |n’ )?(?:lui|leur|l’|le|la|les|en|y)(?: |$)/u;

/**
 * What needs what came before to be understood: « veut le relire » (what?), « a mis une fleur » (where?), « remonter
 * dessus » (on what?).
 */
// The object pronoun is a word of its own: not the « la » of « laisser » nor the « le » of « lever ».
const UNSAID =
  /(?<!\p{L})(?:veut|voulait|voulu|va|vont|allée?s?|vient|venue?s?|peut|pu|doit|aime|adore|fait|passée?s?|essaie|essayé|apprend|appris|commence|sait|su|arrive) (?:pas |plus |encore )?(?:(?:lui|leur|le|la|les|en|y) |l’ ?)\p{L}+(?:er|ir|re)(?!\p{L})|^(?:ne |n’ )?(?:\p{L}+ )?(?:veut|voulait|va|allait|peut|pouvait|doit|devait|aime|adore) (?:pas |plus |encore )?(?:(?:lui|leur|en|y) |l’|(?:le|la|les) (?=\p{L}+(?:er|ir|re|oir)(?!\p{L})|(?:même|mêmes|sien|sienne|siens|siennes)(?!\p{L}))) ?|^(?:a )?mis (?!(?:ses|son|sa|la|le|les|une|un) (?:(?:petite?|belle|beau|jolie?|grande?) )?(?:bottes|chaussures|chaussons|moufles|gants|bonnet|manteau|écharpe|pyjama|blouson|combinaison|pantalon|pull|chaussettes|lunettes|casque|couronne|chapeau|casquette|déguisement|costume|cape|masque|robe|maillot|tablier|brassards|bouée)(?!\p{L}))(?!.* (?:sur|dans|sous|à|au|aux|devant|derrière|près|contre|autour|entre) |.* partout(?!\p{L})|.* (?:une par une|un par un)(?!\p{L}))|(?<![\p{L}-])(?<!(?:au|là|par|ci|sens) )(?<!(?<!\p{L})(?:a|ont) \p{L}+ (?:des|les|un|une|le|la|du|de la) \p{L}+ (?:et|pis) \p{L}+ )(?:dessus|dedans)(?![\p{L}-])/u;

/** Whether a clause needs what came before, read up to its « parce que » or « quand » (what the reason says is its own). */
const needsBefore = (words: string[]) =>
  UNSAID.test(words.join(' ').split(/ (?:parce que|parce qu’|quand|lorsque|pendant que) /u)[0] ?? '');

/** A cry and nothing else (« il a hurlé », « elle a braillé très fort »). */
const BARE_CRY =
  /^(?:il|elle) a (?:hurlé|crié|braillé|chialé|chigné|chouiné|pleurniché|hurlé et pleuré|pleuré et hurlé)(?: (?:très fort|fort|beaucoup|comme un fou|comme une folle|de douleur))?$/u;

/** The parent's « me » and « mon »: told as the hero's grown-up when the family names one. */
const MINE = /(?<!\p{L})(?:moi|me|mon|ma|mes)(?!\p{L})|(?<!\p{L})m’/u;

/** The parent speaking of themselves: not the child's day to tell. */
const SELF = /(?<!\p{L})(?:je|moi-même|nous|notre|nos)(?!\p{L})|(?<!\p{L})j’/iu;

/** A name of the day or a family word as a name: the subject of its own clause. */
const NAMED_SUBJECT =
  /^((?:saint\s+)?(?:(?:Maman|Papa|Mamie|Mamy|Papi|Papy|Pépé|Mémé|Tata|Tatie|Tonton|Bon-papa|Bonne-maman|Grand-maman|Grand-papa|Grand-mère|Grand-père|Marraine|Parrain|Mamm-gozh)(?:\s+\p{Lu}\p{L}+)?|\p{Lu}[\p{L}-]+)(?:\s+et\s+(?:\p{Lu}[\p{L}-]+)(?:\s+\p{Lu}\p{L}+)?)?(?:,\s[^,]+,)?)\s+(?=\p{Ll})/u;

/** One grown-up of the family or one named person the parent's « on » did something with (`… avec Papa`). */
const WITH_ONE =
  /^(.*?)\s?avec ((?:Maman|Papa|Mamie|Mamy|Papi|Papy|Pépé|Mémé|Tata|Tatie|Tonton|Bon-papa|Bonne-maman|Grand-maman|Grand-papa|Grand-mère|Grand-père)(?: \p{Lu}\p{L}+|(?! \p{Lu}))|(?:sa|son) (?:(?:petite?|grande?) )?(?:nounou|gardienne|cousine?|copine|copain|amie?|sœur|frère|tante|oncle|marraine|parrain) \p{Lu}[\p{L}-]+)((?! et (?!(?:sa|son|ses) ))(?:\s.*)?)$/u;

/** The family's grown-ups a parent names (« avec mamie », « tonton Karim », « pardon maman »), as the story says them. */
const KIN_OF_DAY =
  /(?<![\p{L}’'-])([Bb]onne-[Mm]aman|[Bb]on-[Pp]apa|[Mm]aman|[Pp]apa|[Mm]amie|[Mm]amy|[Pp]api|[Pp]apy|[Pp]épé|[Mm]émé|[Tt]ata|[Tt]atie|[Tt]onton|[Mm]arraine|[Pp]arrain)(?: (\p{Lu}[\p{L}-]+))?(?![\p{L}’'-])/gu;

/** Said right after a grown-up's name: they are away today (« papa est parti en déplacement »), with no one. */
const AWAY_AFTER =
  /^\s*(?:(?:est|était) )?(?:partie?|en déplacement|en deplacement|en voyage|au travail|à l’hôpital|à l'hôpital|a l'hopital)(?!\p{L})/u;

/**
 * The grown-ups of the family the parent's words name, not one who is away: whom the parent's « on » did the day's
 * things with (`Zuri et Mamie refont tout le chemin`), where the settings name no one.
 */
function kinOfDay(description: string): string[] {
  const found: string[] = [];
  for (const match of description.matchAll(KIN_OF_DAY)) {
    const after = description.slice((match.index ?? 0) + match[0].length);
    if (AWAY_AFTER.test(after)) continue;
    // In lower case, as the parent's clauses are read: the story capitalises the family word where it tells it.
    const kin = (match[1] ?? '').toLowerCase();
    const name = match[2] ? `${kin} ${match[2]}` : kin;
    if (!found.includes(name)) found.push(name);
  }
  // « papi Gérard et mamie Gisèle »: the named ones, not a bare `Papi` besides `Papi Gérard`.
  return found.filter((name) => !found.some((other) => other !== name && other.startsWith(`${name} `)));
}

/** The grown-up of the family the parent says is away today (« maman est partie a Paris pour le travail »). */
function awayKin(description: string): string | undefined {
  for (const match of description.matchAll(KIN_OF_DAY))
    if (AWAY_AFTER.test(description.slice((match.index ?? 0) + match[0].length)))
      return capital((match[1] ?? '').toLowerCase()) + (match[2] ? ` ${match[2]}` : '');
  return undefined;
}

const KIN_NAME =
  /^(?:maman|papa|mamie|mamy|papi|papy|pépé|mémé|tata|tatie|tonton|marraine|parrain|bonne[- ]maman|bon[- ]papa|grand-mère|grand-père|grand-maman|grand-papa)(?: \p{Lu}[\p{L}-]+)?$/iu;

/** A grown-up of the family named in what « on » did (`le cerf-volant de Tonton Karim`, `chez Mamie`). */
const KIN_OWNED =
  /(?<!\p{L})(?:de|chez|à|pour) (?:Maman|Papa|Mamie|Mamy|Papi|Papy|Pépé|Mémé|Tata|Tatie|Tonton|Marraine|Parrain)(?!\p{L})/u;

/** A brother, sister or cousin by name in the parent's « on » (« on est allés au parc avec son frère Noé »). */
const SIBLING_WITH_US =
  /(?<!\p{L})on (?:est|a|s[’']est) [^.!?]*?avec (?:sa|son) (?:(?:grande?|petite?) )?(?:sœur|soeur|frère|frere|cousine?) (\p{Lu}[\p{L}-]+)/u;

/** Whether the day names a grown-up only as whom something was for (« des coquillages pour maman »). */
function onlyFor(name: string, description: string): boolean {
  const said = [...description.matchAll(new RegExp(`(?<![\\p{L}’'-])${escaped(name)}(?![\\p{L}’'-])`, 'giu'))];
  return (
    said.length > 0 &&
    said.every((one) => /(?<!\p{L})pour $/u.test(description.slice(Math.max(0, (one.index ?? 0) - 5), one.index)))
  );
}

/**
 * Whether the day is a trip to see this grown-up (« on a pris le train pour aller voir mamie », « aller voir papi et
 * mamie », « mamie nous attendait a la gare »): not with the family on the way.
 */
function wentToSee(name: string, description: string): boolean {
  const who = escaped(name);
  return new RegExp(
    `(?<!\\p{L})(?:(?:aller|allés|allées|allé|allée|partis|parties|parti|partie|venus?|venues?) (?:voir|rendre visite à|rejoindre) (?:[\\p{L}-]+ et )?${who}|${who} (?:et [\\p{L}-]+ )?(?:nous )?(?:attendait|attend|nous a attendus|nous a attendues|était sur le quai|était à la gare|etait a la gare))(?![\\p{L}’'-])`,
    'iu',
  ).test(description);
}

/** Who the parent's « on » is: the hero and the family's grown-ups by name, else the hero and their family. */
function together(hero: R, context: RetellContext, told = ''): string {
  // (A parent who writes only by guess is no one the parent named: « on » is then the hero and their family.)
  const parent = context.parentGuessed ? undefined : context.parent;
  const grownUps = context.grownUps.filter((name) => name.trim() !== '');
  // The family's grown-ups the parent's words name (« balade avec mamie … on a refait tout le chemin »), but not the
  // one the clause does it to (« on a accompagné tonton Yann au port »).
  // Nor one the day names only as whom a thing was for (« ramassé des coquillages pour maman »): not there.
  // Nor the one the day says is away (« papa est en déplacement à lyon … on est passées à la boulangerie »).
  const away = fold(awayKin(context.description ?? '') ?? '').toLowerCase();
  const named = context.names
    .filter(
      (name) =>
        KIN_NAME.test(name) &&
        !onlyFor(name, context.description ?? '') &&
        !wentToSee(name, context.description ?? '') &&
        fold(name).toLowerCase() !== away,
    )
    .map(capital)
    // (The one the clause names later as doing their own part, « … et papa a dû grimper », was there too.)
    .filter(
      (name) =>
        !told.includes(name) ||
        new RegExp(
          `(?:^|, | et | puis )${escaped(name)} (?!(?:et|au|aux|à|a|dans|sur|chez|en|de|du|des|pour|avec)(?!\\p{L}))\\p{Ll}`,
          'u',
        ).test(told),
    );
  // The one who writes (« m’a dit », « moi ») is the one the child did it with, not a faceless family.
  if (grownUps.length === 0 && parent === undefined && named.length > 0) grownUps.push(...named);
  // « braderie avec papy … le midi on a mangé des moules frites »: the grown-up the day names was there too, beside
  // the usual ones (not the day's outing told with « Maman » alone).
  else if (grownUps.length > 0 && grownUps.length < 3)
    grownUps.push(...named.filter((name) => !grownUps.some((one) => fold(one) === fold(name))).slice(0, 1));
  if (grownUps.length === 0 && parent !== undefined) {
    const also = named.find((name) => fold(name) !== fold(parent ?? ''));
    if (also) return `${hero.name}, ${parent} et ${also}`;
  }
  // « on est allés en forêt avec sa grande sœur Jade … on a ramassé des châtaignes »: the sister was there for each
  // « on » of the outing, beside the one who writes.
  const sibling = SIBLING_WITH_US.exec(context.description ?? '')?.[1];
  if (sibling && named.length === 0 && !told.includes(sibling)) {
    const grownUp = parent ?? grownUps[0];
    return grownUp ? `${hero.name}, ${grownUp} et ${sibling}` : `${hero.name} et ${sibling}`;
  }
  // « on est restées à l’intérieur », of a girl: « on » all women, the mother who writes and her daughter.
  const mother =
    hero.fem &&
    !hero.pl &&
    /(?<!\p{L})on (?:est|s[’']est) (?:\p{L}+ )?\p{L}+ées(?!\p{L})/u.test(context.description ?? '')
      ? 'Maman'
      : undefined;
  if (grownUps.length === 0) return `${hero.name} et ${parent ?? mother ?? 'sa famille'}`;
  const names = [hero.name, ...grownUps];
  return `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

/** The children's group the hero was among (« à la crèche ils ont peint ensemble »): everyone, not one friend. */
const TOGETHER_AT_GROUP =
  /(?<!\p{L})(?:crèche|creche|garderie|école|ecole|maternelle|halte-garderie|nounou|classe|atelier|anniv\p{L}*|fête|fete)(?!\p{L})/u;

/** The one child of the story besides the hero, where there is exactly one and the clause does not name them. */
function otherChild(hero: R, context: RetellContext, text: string): string | undefined {
  const others = (context.otherKids ?? []).filter((name) => name !== hero.name && !text.includes(name));
  return others.length === 1 ? others[0] : undefined;
}

/** Whether a pronoun the parent wrote stands for the child. */
function isChild(pronoun: string, context: RetellContext): boolean {
  if (context.childPronoun === 'she') return pronoun === 'elle';
  if (context.childPronoun === 'he') return pronoun === 'il';
  return pronoun === 'il' || pronoun === 'elle';
}

/** Elision before a vowel: `se écorche` is `s’écorche`, `ne a` is `n’a`, `que il` is `qu’il`. */
const elide = (text: string) =>
  text.replace(
    /(?<!\p{L})(se|ne|le|la|que|de|me|je)\s+(?=[aeiouyéèêàâîôœ]|h(?:abill|abitu|erbe|istoire|iver|ôpital|opital|ôtel|uile|eure)\p{L}*)/giu,
    (_all, word: string) => `${word.slice(0, -1)}’`,
  );

/** A clause's words, the elided ones apart (« s’est » is `s’ est`). */
const tokens = (text: string) =>
  text
    .replace(/(?<!\p{L})(s|l|n|m|c|qu)’(?=\p{L})/gu, '$1’ ')
    .replace(/,/gu, ' ,')
    .split(' ')
    .filter((word) => word !== '');

/** A clitic as said before a consonant (`s’`: `se`); « l’ » stays, its gender unknown. */
const CLITIC: Record<string, string> = { 's’': 'se', 'n’': 'ne', 'm’': 'me' };

/**
 * What a child « has » and does not receive (« un peu peur », « un gros chagrin », « une bosse », « une de ces
 * peurs »).
 */
const FELT =
  /^(?:un peu|une de ces(?!\p{L})|une? (?:(?:gros|grosse|petit|petite|bon|bonne|vrai|vraie) )?(?:chagrin|peur|colère|crise|bosse|bobo|bleu|fou rire|coup de (?:mou|barre|chaud|froid)|rhume|fièvre|mal|frayeur|peine))(?!\p{L})/u;

const NEGATIONS = /^(pas|rien|plus|jamais|personne)$/u;
const ADVERBS =
  /^(bien|tout|déjà|encore|beaucoup|vite|longtemps|enfin|même|aussi|toujours|trop|très|juste|seulement)$/u;

type Phrase = { verb: string; rest: string[]; compound: boolean };

/** The verb of a clause told in the present, with the words after it; undefined when it is not known. */
function verbPhrase(words: string[], plural: boolean, past = false): Phrase | undefined {
  let index = 0;
  const clitics: string[] = [];
  let negative = false;
  if (/^(ne|n’)$/u.test(words[index] ?? '')) {
    negative = true;
    index += 1;
  }
  while (/^(se|s’|le|la|l’|les|lui|leur|y|en|m’|me)$/u.test(words[index] ?? '')) {
    const clitic = words[index++] ?? '';
    clitics.push(CLITIC[clitic] ?? clitic);
  }
  const finite = words[index] ?? '';
  index += 1;
  const negation: string[] = [];
  const between: string[] = [];
  while (NEGATIONS.test(words[index] ?? '') || ADVERBS.test(words[index] ?? '')) {
    const word = words[index++] ?? '';
    // « il veut plus manger », « il veut plus qu’on éteigne »: no more, not more.
    const next = words[index] ?? '';
    if (
      NEGATIONS.test(word) &&
      !(
        word === 'plus' &&
        // (« il mange plus rien »: no more at all, `ne mange plus rien`.)
        !/^(?:\p{L}+(?:é|i|u|er|ir|re)|rien|personne|jamais)$/u.test(next) &&
        !(/^qu[’']/u.test(next) && /^(?:veut|voulait|voudrait|aime|aimait)$/u.test(finite))
      )
    )
      negation.push(word);
    else between.push(word);
  }
  let verb: string | undefined;
  let compound = false;
  if (/^(a|ont|est|sont)$/u.test(finite)) {
    const participle = words[index] ?? '';
    const reflexive = clitics.includes('se');
    // « les a mises », « l’a prise »: participles agreeing with a thing said before them.
    // (« on a pique-niqué »: a verb written with its hyphen is one too.)
    const isParticiple =
      /^\p{L}+(?:-\p{L}+)?(?:é|ée|és|ées|i|ie|is|ies|ise|ises|u|ue|us|ues|it|ite|ites|ert|erte|ertes|ort|orte)$/u.test(
        participle,
      );
    if (
      isParticiple &&
      (finite === 'a' ||
        finite === 'ont' ||
        reflexive ||
        MOVES.has(participle.replace(/(?:e|s|es)$/u, '').replace(/^(.*[éiu])$/u, '$1')))
    ) {
      // « il a eu un autocollant » is a present received; « il a eu un peu peur », « un gros chagrin » is a feeling.
      const received =
        participle === 'eu' &&
        /^(un|une|des|deux|trois|plein)$/u.test(words[index + 1] ?? '') &&
        !FELT.test(words.slice(index + 1, index + 4).join(' '));
      // « elle est venue à la maternité » is said from where the parent was: the story goes there with the hero.
      // (Not someone who came to the family's home, « Lou est venue à la maison »: she comes, `vient`.)
      const home = /^(?:à la maison|chez nous)/u.test(words.slice(index + 1, index + 4).join(' '));
      const went = /^venue?s?$/u.test(participle) && /^(à|au|aux|chez|voir)$/u.test(words[index + 1] ?? '') && !home;
      // Said of the hero and the family together (« hier on est allés au zoo »): `sont allés`, `ont décoré`.
      const form = past
        ? plural
          ? finite === 'est' || finite === 'sont'
            ? `sont ${/[sx]$/u.test(participle) ? participle : `${participle}s`}`
            : `ont ${participle}`
          : `${finite} ${participle}`
        : received
          ? plural
            ? 'reçoivent'
            : 'reçoit'
          : went
            ? plural
              ? 'vont'
              : 'va'
            : present(participle, plural);
      if (!form) return undefined;
      verb = form;
      compound = true;
      index += 1;
    } else if (finite === 'est' || finite === 'sont') {
      verb = plural ? 'sont' : 'est';
    } else verb = plural ? 'ont' : 'a';
  } else if (PAST_FORMS[finite]) verb = PAST_FORMS[finite][plural ? 1 : 0];
  else if (/^\p{Ll}+ai(?:en)?t$/u.test(finite) && (!plural || finite.endsWith('aient'))) {
    // « ils criaient tous les deux »: said of everyone, the plural's stem told in the singular (`crie`).
    const stem = finite.slice(0, finite.endsWith('aient') ? -5 : -3);
    // « il lançait », « elle commençait »: a verb in -cer, its « ç » back to « c » (`lance`).
    if (/^\p{Ll}{2,}[nla]ç$/u.test(stem)) verb = `${stem.slice(0, -1)}ce`;
    // « elle mangeait », « il rangeait »: a verb in -ger keeps its « e » once (`mange`).
    else if (/^\p{Ll}{2,}ge$/u.test(stem)) verb = stem;
    else if (/(?:iss|uv|iv|d|ai|y|oi|ç|g|ss)$/u.test(stem)) return undefined;
    else verb = `${stem}e`;
    // « ils criaient tous les deux », said of two: `crient`.
    if (plural) verb = `${verb}nt`;
  } else if (
    !plural &&
    /^\p{Ll}+(?:e|t|d)$/u.test(finite) &&
    !/^(le|la|de|que|ne|se|me|te|ce|une|et|dit)$/u.test(finite)
  )
    verb = finite;
  else return undefined;
  if (negation.length > 0) negative = true;
  // « il a même pas pleuré »: `ne pleure même pas`, the « même » before the « pas ».
  if (negative && between.includes('même')) {
    between.splice(between.indexOf('même'), 1);
    negation.unshift('même');
  }
  if (clitics.includes('l’') && !/^[aeiouyéèêàâîôœh]/u.test(verb)) return undefined;
  // « il a mangé que des bredele »: the « ne » the parent left out.
  // « il a dormi que 20 min »: a number only, too (not what was said: « il a dit que 2 et 2 font 4 »).
  // « il a dit que la voiture allait avoir un nouveau copain »: what was said, never « ne dit que ».
  const saying =
    /^(?:dit|disent|pense|pensent|croit|croient|explique|expliquent|raconte|racontent|répond|répondent|crie|crient|sait|savent|trouve|trouvent|annonce|annoncent)$/u.test(
      verb,
    );
  const counted = /^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|trente|quelques)$/u.test(
    words[index + 1] ?? '',
  );
  // (« il dit que des bêtises » is still all he says.)
  const only =
    !negative &&
    words[index] === 'que' &&
    (/^(des|du|de|ça)$/u.test(words[index + 1] ?? '') ||
      (!saying && (/^(la|le|les|un|une)$/u.test(words[index + 1] ?? '') || counted)));
  const [auxiliary, ...participles] = verb.split(' ');
  const head = [...clitics, auxiliary].join(' ');
  const negated = negative ? `ne ${head} ${negation.join(' ') || 'pas'}` : only ? `ne ${head}` : head;
  return {
    verb: [negated, ...participles].join(' '),
    rest: andThen([...between, ...words.slice(index)], plural, compound, past),
    compound,
  };
}

/**
 * The words after a verb, with the verbs the parent joined with « et » or a comma told in the present too (« a fait
 * des pâtés et rempli son seau »: `fait des pâtés et remplit son seau`).
 */
function andThen(words: string[], plural: boolean, compound: boolean, past: boolean): string[] {
  for (let index = 0; index < words.length - 1; index++) {
    const joint = words[index];
    if (joint !== 'et' && joint !== ',') continue;
    const tail = words.slice(index + 1);
    const next = tail[0] ?? '';
    // « ils se sont fait un bisou et ont fait un bonhomme »: the second verb's « ont » too.
    // « et les a mis dans son panier »: what was just named, put somewhere by the same child.
    const pronounThen = /^(les|le|la|y|en)$/u.test(next) && /^(a|ont)$/u.test(tail[1] ?? '');
    // « il était déguisé et on a cassé la marmite »: the family's « on » after the child's doing, in the present too.
    if (next === 'on' && /^(a|est|s’|se|l’|les|lui|y)$/u.test(tail[1] ?? '')) {
      const phrase = verbPhrase(tail.slice(1), false, past);
      if (phrase) return [...words.slice(0, index + 1), 'on', phrase.verb, ...phrase.rest];
    }
    // « et il les a mises dans le panier »: the same child said again before the thing just named.
    if (/^(il|elle)$/u.test(next) && /^(les|le|la|y|en)$/u.test(tail[1] ?? '') && /^(a|ont)$/u.test(tail[2] ?? '')) {
      const phrase = verbPhrase(tail.slice(1), plural, past);
      if (phrase) return [...words.slice(0, index + 1), phrase.verb, ...phrase.rest];
    }
    if (pronounThen || /^(a|ont|est|sont|s’|se|n’|ne|l’|lui|leur|avait|était|voulait)$/u.test(next)) {
      const phrase = verbPhrase(tail, plural, past);
      if (phrase) return [...words.slice(0, index + 1), phrase.verb, ...phrase.rest];
      continue;
    }
    // « il sautait dans les flaques et riait aux éclats »: a second verb in the imperfect, in the present too.
    if (
      !past &&
      /^\p{L}{2,}ait$/u.test(next) &&
      !/^(?:portrait|souhait|attrait|extrait|parfait|bienfait|méfait|forfait|retrait|abstrait)$/u.test(next)
    ) {
      const phrase = verbPhrase(tail, plural, past);
      if (phrase) return [...words.slice(0, index + 1), phrase.verb, ...phrase.rest];
    }
    const subject = nounSubject(tail);
    if (subject) {
      const phrase = verbPhrase(tail.slice(subject.length), /^(les|ses)$/u.test(subject[0] ?? ''), past);
      if (phrase) return [...words.slice(0, index + 1), ...subject, phrase.verb, ...phrase.rest];
      continue;
    }
    const participle = /^\p{L}+(?:é|i|u|it|is)$/u.test(next) && !AGREE[next] && !MASCULINE[next] && next !== 'assis';
    const form = compound && !past && participle ? present(next, plural) : undefined;
    if (form) return [...words.slice(0, index), 'et', form, ...andThen(tail.slice(1), plural, compound, past)];
  }
  return words;
}

/** The words after the verb, said of the hero: the child's agreeing words and pronouns made the hero's. */
function aboutHero(rest: string, hero: R, context: RetellContext): string {
  const childFem = context.childPronoun === 'she';
  return (
    rest
      .replace(
        /(?<!\p{L})(était|avait|étaient|avaient|faisait|voulait|allait|pouvait|arrivait|réussissait)(?!\p{L})/gu,
        (word) => PAST_FORMS[word]?.[0] ?? (word === 'étaient' ? 'sont' : word === 'avaient' ? 'ont' : word),
      )
      .replace(/(?<!\p{L})tout(?:e)? seul(?:e)?(?!\p{L})/gu, hero.fem ? 'toute seule' : 'tout seul')
      .replace(/(?<!\p{L})(?:tout|toute) (\p{L}+)/gu, (all, word: string) =>
        childFem !== hero.fem && (AGREE[word] || MASCULINE[word]) ? `${hero.fem ? 'toute' : 'tout'} ${word}` : all,
      )
      // Not after « pour que »: French never says it of the main clause's own subject (« un dessin pour qu’elle
      // revienne » is the lost pet's coming back, not the child's).
      .replace(
        /(?<!(?<!\p{L})(?:pour|afin) (?:qu’ ?|que ))(?<=(?:qu’ ?|que |quand |si |où ))(il|elle)(?!\p{L})(?! (?:fasse|fait|faisait|pleut|pleuvait|neige|y))/gu,
        (pronoun) => (isChild(pronoun, context) ? hero.il : pronoun),
      )
      // « elle voulait pas »: the story's French says its « ne ».
      .replace(
        /(?<!\p{L})(il|elle|ils|elles|on) (?!ne |n’)(veut|voulait|peut|pouvait|sait|aime|va|a|est|fait|veulent|peuvent|aiment|vont|ont|sont|font|trouve|arrive) (pas|plus|jamais|rien)(?!\p{L})/gu,
        '$1 ne $2 $3',
      )
      // « notre chat Minou a dormi avec elle »: the child after a preposition, named as the hero. Not « chez lui »
      // right after someone named (« l’anniv de son copain Nathan chez lui »): at that one's home.
      .replace(
        /(?<!\p{L})(avec|pour|contre|sur|(?<!\p{Lu}\p{Ll}+ )chez|près d’|à côté d’) (elle|lui)(?!\p{L})/gu,
        (all, before: string, pronoun: string) =>
          isChild(pronoun === 'lui' ? 'il' : 'elle', context) ? `${before} ${hero.name}` : all,
      )
      .replace(/(?<!\p{L})et (lui|elle) (?=(?:l’|le |la |les |un |une ))/gu, (all, pronoun: string) =>
        isChild(pronoun === 'lui' ? 'il' : 'elle', context) ? `et ${hero.name} ` : all,
      )
      // Not the one said first (« c’est tonton Seb qui l’a repêchée », « c’est sa grande sœur Maëlle qui l’a
      // retrouvé »): who did it, said whole; nor anywhere after « c’est » (« … donc c’est papa qui gère »), where no
      // comma ever goes.
      .replace(
        /(?<!^(?:[\p{L}-]+ )?)(?<!^(?:sa|son|ses|mon|ma|mes|leur|notre|la|le) (?:[\p{L}-]+ ){1,2})(?<!(?<!\p{L})[cC][’'] ?est (?:[\p{L}-]+ ){0,3})(\p{Lu}\p{Ll}+) qui (?=\p{Ll})/gu,
        '$1, qui ',
      )
      // « il a pleuré quand la tondeuse a fait du bruit »: the story's present in the « quand » too.
      .replace(
        /(?<!\p{L})(quand|lorsque) ((?:la|le|les|l’|un|une|son|sa|ses) ?[\p{L}-]+|il|elle) a (\p{L}+(?:é|i|u|it|is))(?!\p{L})/gu,
        (all, when: string, who: string, participle: string) => {
          const now = present(participle, false);
          return now ? `${when} ${who} ${now}` : all;
        },
      )
      .replace(/[\p{L}]+/gu, (word) =>
        childFem !== hero.fem && (AGREE[word] || MASCULINE[word]) && word !== 'toute' && word !== 'tout'
          ? agree(word, hero.fem)
          : word,
      )
  );
}

/** Places a parent names without an article, with their gender (« plage tôt le matin »: `Petit Ours va à la plage…`). */
const PLACES: Record<string, 'm' | 'f'> = {
  plage: 'f',
  piscine: 'f',
  ferme: 'f',
  forêt: 'f',
  'cabane à sucre': 'f',
  bibliothèque: 'f',
  médiathèque: 'f',
  ludothèque: 'f',
  montagne: 'f',
  mer: 'f',
  parc: 'm',
  // (« cet aprem square avec mamie »: the little town park.)
  square: 'm',
  lac: 'm',
  cinéma: 'm',
  zoo: 'm',
  aquarium: 'm',
  marché: 'm',
  // The shops a toddler goes to with a grown-up (« ce matin boulangerie avec maman »).
  boulangerie: 'f',
  pâtisserie: 'f',
  boucherie: 'f',
  pharmacie: 'f',
  poste: 'f',
  cirque: 'm',
  musée: 'm',
  manège: 'm',
  'marché de Noël': 'm',
};

/** Things a child does, as the hero « does » them (« vélo sans les petites roues »: `fait du vélo sans…`). */
const ACTIVITIES: Record<string, string> = {
  vélo: 'fait du vélo',
  trottinette: 'fait de la trottinette',
  draisienne: 'fait de la draisienne',
  luge: 'fait de la luge',
  ski: 'fait du ski',
  poney: 'fait du poney',
  natation: 'fait de la natation',
  judo: 'fait du judo',
  danse: 'fait de la danse',
  foot: 'joue au foot',
  'pâte à modeler': 'fait de la pâte à modeler',
  peinture: 'fait de la peinture',
  puzzle: 'fait un puzzle',
  'bulles de savon': 'fait des bulles de savon',
  balançoire: 'fait de la balançoire',
  toboggan: 'fait du toboggan',
};

/** Food a parent lists without articles (« riz et bananes »): told as the day's menu. */
const FOOD =
  /^(riz|bananes?|pâtes|compote|purée|soupe|crêpes?|gâteau|glace|frites|pizza|chocolat|bonbons?|yaourt|pommes?|fraises?|jambon|fromage|pain|céréales|biscuits?|bredele|bûche)$/u;

/** Days a parent names alone (« chandeleur ! »), as the story says them. */
const HOLIDAYS: Record<string, string> = {
  chandeleur: 'la Chandeleur',
  Chandeleur: 'la Chandeleur',
  Pâques: 'Pâques',
  Halloween: 'Halloween',
  noël: 'Noël',
  Noël: 'Noël',
  pâques: 'Pâques',
  halloween: 'Halloween',
  carnaval: 'le carnaval',
  'mardi gras': 'mardi gras',
  'fête des mères': 'la fête des Mères',
  'fête des pères': 'la fête des Pères',
};

/** What ends up everywhere (« barbe à papa partout sur le pull »), with its gender. */
const MESS: Record<string, 'm' | 'f'> = {
  'barbe à papa': 'f',
  chocolat: 'm',
  peinture: 'f',
  boue: 'f',
  sable: 'm',
  confiture: 'f',
  glace: 'f',
  farine: 'f',
  compote: 'f',
  purée: 'f',
  paillettes: 'f',
};

const NUMBER_WORDS = /^(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|plein|mille|cent)$/u;

/** One thing of a list a parent writes without articles (« pataugeoire sur la terrasse », « dessins animés »). */
const ITEM = String.raw`(?!(?:le|la|les|un|une|des|du|de|l’)\s)[\p{L}-]+(?: [\p{L}-]+)?(?: (?:sur|dans|à|au|sous) (?:la |le |les |l’)?[\p{L}-]+)?`;

/** Games and drawings a parent names alone, as the hero plays or makes them. */
const GAMES: Record<string, string> = {
  pétanque: 'joue à la pétanque',
  boules: 'joue aux boules',
  foot: 'joue au foot',
  'cache-cache': 'joue à cache-cache',
  dinette: 'joue à la dinette',
  ballon: 'joue au ballon',
  dessin: 'fait un dessin',
  dessins: 'fait des dessins',
  pataugeoire: 'barbote dans la pataugeoire',
  // « sauts dans les flaques avec sa sœur »: the jumping named without its verb.
  'sauts dans les flaques': 'saute dans les flaques',
  'sauts dans toutes les flaques': 'saute dans toutes les flaques',
  'saut dans les flaques': 'saute dans les flaques',
  'sauts dans la boue': 'saute dans la boue',
  'bottes et ciré': 'met ses bottes et son ciré',
  'bottes et k-way': 'met ses bottes et son k-way',
  'bottes de pluie': 'met ses bottes de pluie',
  'piscine gonflable': 'barbote dans la piscine gonflable',
};

/** Food a parent names alone with where it was eaten, as the hero eats it. */
const MEALS: Record<string, string> = {
  frites: 'mange des frites',
  gaufre: 'mange une gaufre',
  gaufres: 'mange des gaufres',
  crêpe: 'mange une crêpe',
  pizza: 'mange une pizza',
  crêpes: 'mange des crêpes',
  glace: 'mange une glace',
  gâteau: 'mange du gâteau',
  pâtes: 'mange des pâtes',
  bonbons: 'mange des bonbons',
  compote: 'mange de la compote',
  soupe: 'mange de la soupe',
  purée: 'mange de la purée',
  goûter: 'prend son goûter',
  // « chocolat chaud chez mamie »: a hot chocolate is drunk.
  chocolat: 'boit un chocolat',
  // The afternoon's pastry, by its name in each region.
  chocolatine: 'mange une chocolatine',
  croissant: 'mange un croissant',
  // The morning's (« ce matin chocolatines », « au petit dej tartines avec papa »).
  chocolatines: 'mange des chocolatines',
  croissants: 'mange des croissants',
  tartines: 'mange des tartines',
  céréales: 'mange des céréales',
  pancakes: 'mange des pancakes',
  brioche: 'mange une brioche',
  // (« ce matin pain au chocolat », « petit dej pain perdu avec papi »: the morning's bread by its name.)
  'pain au chocolat': 'mange un pain au chocolat',
  'pains au chocolat': 'mange des pains au chocolat',
  'pain perdu': 'mange du pain perdu',
  'pain grillé': 'mange du pain grillé',
  'quatre-heures': 'prend son quatre-heures',
  // Family dinners of French, Belgian, Swiss and Québec homes.
  raclette: 'mange une raclette',
  fondue: 'mange une fondue',
  tartiflette: 'mange une tartiflette',
  poutine: 'mange une poutine',
  röstis: 'mange des röstis',
  rösti: 'mange des röstis',
  boulets: 'mange des boulets',
  galette: 'mange une galette',
  couscous: 'mange du couscous',
  gratin: 'mange du gratin',
  // A family's Sunday or feast-day dish (« à midi gigot »).
  gigot: 'mange du gigot',
  rôti: 'mange du rôti',
  poulet: 'mange du poulet',
  lasagnes: 'mange des lasagnes',
  quiche: 'mange de la quiche',
  choucroute: 'mange de la choucroute',
  cassoulet: 'mange du cassoulet',
  blanquette: 'mange de la blanquette',
  // Réunion, Antilles and West African homes (« le soir cari poulet »).
  cari: 'mange un cari',
  carri: 'mange un cari',
  curry: 'mange un curry',
  rougail: 'mange un rougail',
  colombo: 'mange un colombo',
  mafé: 'mange du mafé',
  yassa: 'mange du yassa',
};

/** Three things or more a parent lists without a verb (« kermesse, pêche aux canards et chamboule-tout »). */
function isList(text: string): boolean {
  const items = text.split(/, | et /u);
  return (
    items.length >= 3 &&
    items.every(
      (item) =>
        /^[\p{L}-]+(?: [\p{L}’-]+){0,4}$/u.test(item) &&
        !/^(?:le|la|les|l’|un|une|des|du|de|il|elle|ils|on|ça|c’)(?:\s|$)/u.test(item),
    )
  );
}

/** Things of a toddler's day a parent lists bare (« chocolat chaud et dodo »), as a story says them. */
const BARE: Record<string, string> = {
  'chocolat chaud': 'un bon chocolat chaud',
  // The fair's treats and rides (« manège de chevaux de bois, barbe à papa »).
  manège: 'un tour de manège',
  'manège de chevaux de bois': 'un tour de manège de chevaux de bois',
  'chevaux de bois': 'un tour de chevaux de bois',
  'barbe à papa': 'une barbe à papa',
  'pomme d’amour': 'une pomme d’amour',
  churros: 'des churros',
  dodo: 'au dodo',
  lit: 'au lit',
  bain: 'un bon bain',
  'bain moussant': 'un bain moussant',
  douche: 'une douche',
  câlins: 'des câlins',
  câlin: 'un câlin',
  bisous: 'des bisous',
  histoire: 'une histoire',
  histoires: 'des histoires',
  goûter: 'le goûter',
  sieste: 'la sieste',
  'dessins animés': 'des dessins animés',
  'dessin animé': 'un dessin animé',
  télé: 'un peu de télé',
  Doliprane: 'un peu de Doliprane',
  compote: 'de la compote',
  crêpes: 'des crêpes',
  glace: 'une glace',
  pizza: 'une pizza',
  frites: 'des frites',
  soupe: 'de la soupe',
  purée: 'de la purée',
  puzzle: 'un puzzle',
  puzzles: 'des puzzles',
  coloriage: 'du coloriage',
  'pâte à modeler': 'de la pâte à modeler',
  lecture: 'de la lecture',
  peinture: 'de la peinture',
  musique: 'de la musique',
  balade: 'une balade',
  Lego: 'des Lego',
  Duplo: 'des Duplo',
  Playmobil: 'des Playmobil',
  'jeux de société': 'des jeux de société',
  riz: 'du riz',
  bananes: 'des bananes',
  banane: 'une banane',
  pâtes: 'des pâtes',
  yaourt: 'un yaourt',
  pain: 'du pain',
  fromage: 'du fromage',
  jambon: 'du jambon',
  pommes: 'des pommes',
  fraises: 'des fraises',
  céréales: 'des céréales',
  biscuits: 'des biscuits',
  bonbons: 'des bonbons',
  gâteau: 'du gâteau',
  chocolat: 'du chocolat',
};

/** « chocolat chaud et dodo »: a list of known things said with their articles (`un bon chocolat chaud, et au dodo`). */
function bareList(text: string): string | undefined {
  const items = text.split(/, | et /u);
  const said = items.map((item) => BARE[item]);
  if (items.length < 2 || items.length > 4 || said.some((item) => item === undefined)) return undefined;
  const last = said.at(-1) ?? '';
  const and = /^au /u.test(last) ? ', et ' : ' et ';
  const list = `${said.slice(0, -1).join(', ')}${and}${last}`;
  return items.every((item) => FOOD.test(item)) ? `au menu: ${list}` : list;
}

/** The fair's rides and treats a parent lists bare, as the hero does them: [one hero, several]. */
const FAIR: Record<string, [string, string]> = {
  manège: ['fait un tour de manège', 'font un tour de manège'],
  'manège de chevaux de bois': [
    'fait un tour de manège de chevaux de bois',
    'font un tour de manège de chevaux de bois',
  ],
  'chevaux de bois': ['fait un tour de chevaux de bois', 'font un tour de chevaux de bois'],
  'barbe à papa': ['mange une barbe à papa', 'mangent une barbe à papa'],
  'pomme d’amour': ['croque une pomme d’amour', 'croquent une pomme d’amour'],
  churros: ['mange des churros', 'mangent des churros'],
};

/** « manège de chevaux de bois, barbe à papa »: `Petit Ours fait un tour de manège… et mange une barbe à papa`. */
function atTheFair(text: string, hero: R): string | undefined {
  const items = text.split(/, | et /u);
  const said = items.map((item) => FAIR[item]?.[hero.pl ? 1 : 0]);
  if (items.length < 2 || items.length > 3 || said.some((item) => item === undefined)) return undefined;
  return `${hero.name} ${said.slice(0, -1).join(', ')} et ${said.at(-1)}`;
}

/**
 * A toddler's doing that parents type as its bare noun (« bain avec les bateaux », « l’aprem legos avec son frère »,
 * « sieste », « histoire de loup avant de dormir »): what the hero does, [one hero, several].
 */
const BARE_DOINGS: Record<string, [string, string]> = {
  bain: ['prend un bain', 'prennent un bain'],
  // « bain moussant avec ses canards »: the bubble bath of a quiet day.
  'bain moussant': ['prend un bain moussant', 'prennent un bain moussant'],
  'bain de mousse': ['prend un bain de mousse', 'prennent un bain de mousse'],
  'pâte à modeler': ['fait de la pâte à modeler', 'font de la pâte à modeler'],
  'pâte à sel': ['fait de la pâte à sel', 'font de la pâte à sel'],
  douche: ['prend une douche', 'prennent une douche'],
  balade: ['fait une balade', 'font une balade'],
  ballade: ['fait une balade', 'font une balade'],
  promenade: ['fait une promenade', 'font une promenade'],
  lego: ['joue aux Lego', 'jouent aux Lego'],
  legos: ['joue aux Lego', 'jouent aux Lego'],
  duplo: ['joue aux Duplo', 'jouent aux Duplo'],
  duplos: ['joue aux Duplo', 'jouent aux Duplo'],
  kapla: ['joue aux Kapla', 'jouent aux Kapla'],
  kaplas: ['joue aux Kapla', 'jouent aux Kapla'],
  puzzle: ['fait un puzzle', 'font un puzzle'],
  puzzles: ['fait des puzzles', 'font des puzzles'],
  dessin: ['fait un dessin', 'font un dessin'],
  dessins: ['fait des dessins', 'font des dessins'],
  coloriage: ['fait du coloriage', 'font du coloriage'],
  coloriages: ['fait des coloriages', 'font des coloriages'],
  peinture: ['fait de la peinture', 'font de la peinture'],
  gommettes: ['colle des gommettes', 'collent des gommettes'],
  vélo: ['fait du vélo', 'font du vélo'],
  trottinette: ['fait de la trottinette', 'font de la trottinette'],
  draisienne: ['fait de la draisienne', 'font de la draisienne'],
  crèche: ['va à la crèche', 'vont à la crèche'],
  garderie: ['va à la garderie', 'vont à la garderie'],
  musique: ['fait de la musique', 'font de la musique'],
  jardinage: ['fait du jardinage', 'font du jardinage'],
  courses: ['fait les courses', 'font les courses'],
  histoire: ['écoute une histoire', 'écoutent une histoire'],
  histoires: ['écoute des histoires', 'écoutent des histoires'],
  'dessin animé': ['regarde un dessin animé', 'regardent un dessin animé'],
  'bébés nageurs': ['va aux bébés nageurs', 'vont aux bébés nageurs'],
  'bebes nageurs': ['va aux bébés nageurs', 'vont aux bébés nageurs'],
  train: ['prend le train', 'prennent le train'],
  'dessins animés': ['regarde des dessins animés', 'regardent des dessins animés'],
  // « retour en bus », « retour à pied »: the way home.
  retour: ['rentre', 'rentrent'],
  // « film sur le canapé », « câlin dans le grand lit », « cauchemar cette nuit »: a quiet day's or a night's doings
  // typed bare.
  film: ['regarde un film', 'regardent un film'],
  câlin: ['fait un câlin', 'font un câlin'],
  câlins: ['fait des câlins', 'font des câlins'],
  cauchemar: ['fait un cauchemar', 'font un cauchemar'],
};

/** When a bare doing was, said before it (« ce soir bain ») or after it (« crèche le matin »). */
const BARE_WHEN =
  'ce matin|le matin|ce midi|le midi|à midi|a midi|cet après-midi|l’après-midi|après-midi|ce soir|le soir|au réveil|après la sieste|après le goûter|après le dîner|avant de dormir|avant le dodo|avant dodo|cette nuit';

const BARE_DOING = new RegExp(
  `^(?:(${BARE_WHEN}),? )?(?:(?:une|un|la|le|les|des|du|de la|petite|petit|grosse|gros|grande|grand|longue|bonne) )?(${Object.keys(
    BARE_DOINGS,
  )
    .sort((a, b) => b.length - a.length)
    .join(
      '|',
    )})(?: (${BARE_WHEN}))?(?! d[e’] ?\\p{Lu})((?: (?:avec|de|d’|du|des|au|aux|à|chez|dans|sur|sous|en|devant|sans|pour) [^,]+?)?)(?:,? (${BARE_WHEN}))?$`,
  'u',
);

/** « puzzle de la ferme et une chanson avec papa »: a song after a bare doing is sung, not done (`et chante une chanson`). */
const sung = (rest: string, hero: R) =>
  rest.replace(
    /(?<= et )(?=(?:une|des|sa|ses|la|les) (?:petite |petites )?(?:chanson|chansons|comptine|comptines)(?!\p{L}))/u,
    hero.pl ? 'chantent ' : 'chante ',
  );

/** « ce soir bain avec les bateaux »: `Ce soir, Petit Ours prend un bain avec les bateaux`. */
function bareDoing(text: string, hero: R): string | undefined {
  const doing = BARE_DOING.exec(text);
  if (!doing) return twoBareDoings(text, hero);
  const [, before, what = '', middle, rest = '', after] = doing;
  // (A hug « câlin à trois » is told by its own rule.)
  if (/^câlins?$/u.test(what) && /^ à /u.test(rest)) return undefined;
  const verb = BARE_DOINGS[what]?.[hero.pl ? 1 : 0];
  if (!verb) return undefined;
  const when = (before ?? middle ?? after ?? '')
    .replace(/^a midi$/u, 'à midi')
    .replace(/^après-midi$/u, 'l’après-midi');
  // (Last night's bad dream is told as the night's, in the past: `Cette nuit, Petit Ours a fait un cauchemar`.)
  const done = when === 'cette nuit' && what === 'cauchemar' ? `${hero.pl ? 'ont' : 'a'} fait un cauchemar` : verb;
  const told = `${hero.name} ${done}${sung(rest, hero)}`;
  // (« avant de dormir » is said after the doing, as the parent did.)
  if (!when) return told;
  return /^avant /u.test(when) ? `${told} ${when}` : `${when}, ${told}`;
}

/** « ce soir bain et histoire avec maman »: two bare doings one after the other, both told (`prend un bain et écoute…`). */
function twoBareDoings(text: string, hero: R): string | undefined {
  const two = new RegExp(
    `^((?:${BARE_WHEN}),? )?(${Object.keys(BARE_DOINGS)
      .sort((a, b) => b.length - a.length)
      .join('|')}) et (.+)$`,
    'u',
  ).exec(text);
  if (!two) return undefined;
  const [, before = '', first = '', second = ''] = two;
  const verb = BARE_DOINGS[first]?.[hero.pl ? 1 : 0];
  const next = BARE_DOING.exec(second) ? bareDoing(second, hero) : undefined;
  if (!verb || !next?.startsWith(`${hero.name} `)) return undefined;
  // « pâte à modeler et puzzle »: the same verb said once (`fait de la pâte à modeler et un puzzle`).
  const [verbWord = ''] = verb.split(' ');
  const then = next.slice(hero.name.length + 1);
  const rest = then.startsWith(`${verbWord} `) ? then.slice(verbWord.length + 1) : then;
  return bareDoing(`${before}${first}`, hero)?.concat(` et ${rest}`);
}

/** The story's way to tell a clause that has no verb (« fête foraine sur la place du village »). */
function fragment(text: string, hero: R, alone = true): string | undefined {
  // « chocolat chaud en rentrant et dodo »: the way home said first (`En rentrant, un bon chocolat chaud, et au dodo`).
  const home = /^(.+?) (en rentrant|au retour|en arrivant à la maison)((?: et .+)?)$/u.exec(text);
  if (alone && home) {
    const told = fragment(`${home[1]}${home[3]}`, hero);
    return told ? `${home[2]}, ${told}` : undefined;
  }
  // « aprem parc avec mamie », « cet aprem piscine avec papa »: the time said first, then the outing said bare.
  const timed =
    /^(cet après-midi|l’après-midi|après-midi|ce matin|le matin|ce soir)\s+(?!(?:il|elle|ils|elles|on)\s)(.+)$/u.exec(
      text,
    );
  if (
    alone &&
    timed &&
    /^(?:au |à la |à l’)?(?:parc|square|piscine|plage|bibliothèque|médiathèque|zoo|manège|marché|ferme|musée|cinéma|forêt)(?: avec .+)?$/u.test(
      timed[2] ?? '',
    )
  ) {
    const told = fragment(timed[2] ?? '', hero);
    return told ? `${timed[1] === 'après-midi' ? 'l’après-midi' : timed[1]}, ${told}` : undefined;
  }
  // « larmes », « cris et larmes, tout le tralala »: the tears said bare, told as they were.
  const bareTears =
    /^(?:des |quelques |(?:un peu|beaucoup) de )?(larmes|pleurs|cris)(?: et (?:des )?(larmes|pleurs|cris))?(?:,? (?:tout le|et tout le) (?:tralala|tintouin|cirque|bazar))?$/u.exec(
      text,
    );
  if (alone && bareTears) return `il y a des ${bareTears[1]}${bareTears[2] ? ` et des ${bareTears[2]}` : ''}`;
  // « bisou de réconciliation avant de partir »: the making up, given by the hero.
  const makeUp =
    /^(?:un |gros |un gros |petit |un petit )?(bisou|câlin)s? de (?:réconciliation|reconciliation)((?: (?:avant de partir|avant de se quitter|à la fin|après))?)$/u.exec(
      text,
    );
  if (alone && makeUp)
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} un ${makeUp[1]} de réconciliation${makeUp[2] ?? ''}`;
  // « canapé câlins », « câlins sur le canapé »: cuddles said bare, and where.
  const cuddles =
    /^(?:(?:gros |grands )?câlins? (sur le canapé|dans le lit|sous la couette|devant la télé)|(canapé) (?:et )?câlins?)$/u.exec(
      text,
    );
  if (alone && cuddles) return `${hero.name} ${hero.pl ? 'font' : 'fait'} des câlins ${cuddles[1] ?? 'sur le canapé'}`;
  const fair = alone ? atTheFair(text, hero) : undefined;
  if (fair) return fair;
  const bare = alone ? bareList(text) : undefined;
  if (bare) return bare;
  const doing = alone ? bareDoing(text, hero) : undefined;
  if (doing) return doing;
  // « cabane en branches », « cabane avec les coussins du canapé »: a hut is built, not just there (not the « cabane à
  // sucre », an outing).
  const hut = /^(?:une |la )?(cabane|cabanes|tipi)((?: (?:en|de|avec|dans|sous|au) .+)?)$/u.exec(text);
  if (alone && hut) {
    const many = hut[1] === 'cabanes';
    return `${hero.name} ${hero.pl ? 'construisent' : 'construit'} ${many ? 'des' : 'une'} ${hut[1] === 'tipi' ? 'tipi' : hut[1]}${hut[2] ?? ''}`.replace(
      /une tipi/u,
      'un tipi',
    );
  }
  // « biscuits de noël avec tata »: what the hero baked, and with whom.
  const baked =
    /^(biscuits|sablés|petits gâteaux|cookies|bredele|gâteau|bûche|galette|crêpes|gaufres|cupcakes|muffins)((?: (?:de|au|aux|à la) [\p{L}-]+)?) avec (.+)$/iu.exec(
      text,
    );
  if (baked) {
    const [, what = '', kind = '', whom = ''] = baked;
    const article = /^(gâteau)$/u.test(what) ? 'un' : /^(bûche|galette)$/u.test(what) ? 'une' : 'des';
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} ${article} ${what}${kind} avec ${whom}`;
  }
  // « pâte à sel avec Lina », « compote maison »: what the hero made at home, and with whom.
  const made =
    /^(?:(l’après-midi|après-midi|ce matin|le matin|ce soir|le soir),? )?(pâte à sel|pâte à modeler|pâte à crêpes|compote maison|confiture maison|soupe maison)((?: avec .+)?)$/u.exec(
      text,
    );
  // (« l’aprem pâte à sel »: the time said first.)
  if (made) {
    const when = made[1] ? `${made[1] === 'après-midi' ? 'l’après-midi' : made[1]}, ` : '';
    return `${when}${hero.name} ${hero.pl ? 'font' : 'fait'} de la ${made[2]}${made[3] ?? ''}`;
  }
  // « otite », « fievre cette nuit »: the child's illness said bare, and when.
  const ill =
    /^(?:une |la |un )?(fièvre|fievre|otite|angine|gastro|bronchiolite|rhume|conjonctivite|varicelle)( cette nuit| ce matin| ce soir| aujourd’hui)?$/u.exec(
      text,
    );
  if (alone && ill) {
    const [, what = '', when = ''] = ill;
    const thing: Record<string, string> = {
      fièvre: 'de la fièvre',
      fievre: 'de la fièvre',
      gastro: 'la gastro',
      varicelle: 'la varicelle',
      rhume: 'un rhume',
    };
    const had = thing[what] ?? `une ${what}`;
    if (when === ' cette nuit') return `cette nuit, ${hero.name} ${hero.pl ? 'ont eu' : 'a eu'} ${had}`;
    return `${when ? `${when.trim()}, ` : ''}${hero.name} ${hero.pl ? 'ont' : 'a'} ${had}`;
  }
  // « pipi dans le pot 3 fois aujourd’hui »: a potty-training day's pride.
  const potty = /^((?:pipi|caca)(?: et (?:pipi|caca))?) (dans le pot|aux toilettes|sur le pot)((?: [^,]+)?)$/u.exec(
    text,
  );
  if (potty) return `${hero.name} ${hero.pl ? 'font' : 'fait'} ${potty[1]} ${potty[2]}${potty[3] ?? ''}`;
  // « une gommette sur son tableau à chaque fois »: the hero's reward.
  if (/^(?:une|un|des) (?:gommettes?|autocollants?|stickers?|tampons?|médailles?|images?)(?!\p{L})/u.test(text))
    return `${hero.name} ${hero.pl ? 'ont' : 'a'} droit à ${text}`;
  // « éveil musical », « baby gym »: a toddler's weekly class, which the hero goes to.
  const lesson =
    /^(éveil musical|éveil corporel|baby gym|bébé gym|cours de (?:danse|musique|gym))((?: avec .+)?)$/iu.exec(text);
  if (lesson) {
    const [, what = '', whom = ''] = lesson;
    const to = /^[éeaiou]/u.test(what) ? 'à l’' : 'au ';
    return `${hero.name} ${hero.pl ? 'vont' : 'va'} ${to}${what}${whom}`;
  }
  // « antibio au goût banane qu’il a tout recraché »: what the hero did with the medicine, and how it tasted.
  const medicine =
    /^(?:antibio|antibiotique|sirop|médicament|doliprane) (?:au go[uû]t (?:de la |de |d’)?([\p{L}-]+) )?qu’(?:il|elle) a (tout )?(recraché|bu|pris|avalé)((?: [^,]+)?)$/iu.exec(
      text,
    );
  if (medicine) {
    const [, taste, all, did = '', rest = ''] = medicine;
    const forms: Record<string, [string, string]> = {
      recraché: ['recrache', 'recrachent'],
      bu: ['boit', 'boivent'],
      pris: ['prend', 'prennent'],
      avalé: ['avale', 'avalent'],
    };
    const verb = forms[did]?.[hero.pl ? 1 : 0] ?? did;
    const tasted = taste ? ` au goût de ${taste}` : '';
    return `${hero.name} ${verb} ${all ? 'tout ' : ''}${hero.pl ? 'leur' : 'son'} médicament${tasted}${rest}`;
  }
  // « un pansement Pat’ Patrouille » after a fall: the care the hero got.
  if (/^(?:un|une) (?:pansement|glaçon|bisou magique|gros bisou|gros câlin)(?!\p{L})/u.test(text))
    return `${hero.name} ${hero.pl ? 'ont' : 'a'} droit à ${text}`;
  // « soupe au potiron et au lit »: what was for dinner, then bed.
  // « soupe au pistou ce soir et dodo »: the evening said first.
  const supper =
    /^([\p{L}-]+(?: (?:au|aux|à la|de|d’|du) ?[\p{L}-]+)?)(?: (ce soir|le soir|au souper|au dîner))? et (?:au lit|au dodo|dodo)$/u.exec(
      text,
    );
  if (alone && supper && FOOD.test(supper[1]?.split(' ')[0] ?? ''))
    return `${supper[2] ? `${supper[2]}, ` : ''}au menu: ${supper[1]}, puis au lit`;
  // « fin de semaine au chalet de grand-maman »: where the weekend was spent (Quebec says « fin de semaine »).
  const weekend = /^(?:la |le |ce |cette )?(?:fin de semaine|week-end|weekend|we) ((?:au|à la|à l’|chez) .+)$/u.exec(
    text,
  );
  if (alone && weekend)
    return `ce week-end, ${hero.name} ${hero.pl ? 'vont' : 'va'} ${(weekend[1] ?? '').replace(FAMILY, (kin) => capital(kin))}`;
  // « aprem chez bonne-maman »: where the hero goes in the afternoon.
  // (« cet aprem chez mamie avec sa cousine Jade », « ce matin chez la nounou »: the time said as the parent said it.)
  const visit = /^(l’après-midi|après-midi|cet après-midi|ce matin|le matin|ce soir|le soir) (chez .+)$/u.exec(text);
  if (visit)
    return `${visit[1] === 'après-midi' ? 'l’après-midi' : visit[1]}, ${hero.name} ${hero.pl ? 'vont' : 'va'} ${visit[2]}`;
  // « (après) un chocolat chaud au bord de la piste »: what the hero drank or ate, and where.
  const treat =
    /^(?:(?:un|une|des|du|de la) (?:(?:bon|bonne|petit|petite|grand|grande|gros|grosse) )?|(?=(?:marrons chauds|crêpes|gaufres|churros|chocolat chaud)(?!\p{L})))(chocolat chaud|chocolat|thé|lait chaud|jus de pomme|jus d’orange|gaufre|gaufres|crêpe|crêpes|glace|churros|marrons chauds|part de gâteau|croissant|pain au chocolat|bonbon|bonbons|sucette|biscuit|biscuits)(?!\p{L})(?: (?:au|aux|à la|à l’|avec|chez|sur|dans|devant|en) .+)?$/u.exec(
      text,
    );
  if (treat) {
    const drinks = /^(?:chocolat|thé|lait|jus)/u.test(treat[1] ?? '');
    const verb = drinks ? (hero.pl ? 'boivent' : 'boit') : hero.pl ? 'mangent' : 'mange';
    // « marrons chauds dans un cornet »: a treat typed without its article, said with it.
    const said = /^(?:marrons chauds|crêpes|gaufres|churros)(?!\p{L})/u.test(text)
      ? `des ${text}`
      : /^chocolat chaud(?!\p{L})/u.test(text)
        ? `un ${text}`
        : text;
    return `${hero.name} ${verb} ${said}`;
  }
  const words = text.split(' ');
  const first = words[0] ?? '';
  const holiday = HOLIDAYS[text];
  if (holiday) return `c’est ${holiday}`;
  // « 14 juillet au village »: the feast day, with where it was kept.
  const dated =
    /^(?:le )?(14 juillet|1er mai|1er janvier|11 novembre|8 mai|15 août)((?: (?:au|à|en|chez|dans|sur) .+)?)$/u.exec(
      text,
    );
  if (dated) return `c’est le ${(dated[1] ?? '').replace('14 juillet', '14 Juillet')}${dated[2] ?? ''}`;
  // « au lac avec sa cousine Margaux »: an outing typed without its verb, with whom the hero went.
  const outing =
    /^(au|à la|à l’) (lac|parc|marché|zoo|musée|cinéma|bord du lac|bord de la mer|bord de l’eau|port|ferme|forêt|bois|plage|piscine|jardin) (avec (?:sa|son|ses|les|Tata|Tonton|Papi|Mamie|tata|tonton|papi|mamie|\p{Lu})[^,]*)$/u.exec(
      text,
    );
  if (outing) return `${hero.name} ${hero.pl ? 'vont' : 'va'} ${outing[1]} ${outing[2]} ${outing[3]}`;
  // « st-jean au parc du village avec pépère pis mémère »: a saint's feast day, with where and with whom it was kept.
  const saint =
    /^(?:la )?(?:st|saint|ste|sainte)[- ](jean|nicolas|martin|valentin|patrick|sylvestre|jean-baptiste|catherine|éloi|michel)((?: (?:au|à|en|chez|dans|sur|avec|sous) .+)?)$/u.exec(
      text,
    );
  if (saint) {
    const feastName = (saint[1] ?? '').replace(/(?<![\p{L}])\p{Ll}/gu, (letter) => letter.toUpperCase());
    const where = (saint[2] ?? '').replace(/ pis /gu, ' et ').replace(FAMILY, (kin) => capital(kin));
    return `c’est la Saint-${feastName}${where}`;
  }
  // « mariage de tata Chloé et tonton Mehdi », « baptême de son cousin »: the family's celebration the day was.
  const feast = /^(?:le |au |grand )?(mariage|baptême|bapteme|communion) ((?:de|d’|du|des) ?.+)$/u.exec(text);
  if (feast)
    return `c’est le ${feast[1] === 'bapteme' ? 'baptême' : feast[1]} ${(feast[2] ?? '').replace(FAMILY, (kin) => capital(kin))}`;
  // « aprem photo avec le père noël à la galerie marchande »: the hero's photo, with whom and where.
  const photo = /^(?:(l’après-midi|après-midi|ce matin|ce soir|le matin|le soir) )?photos? (avec .+)$/u.exec(text);
  if (photo) {
    const when = photo[1] ? `${photo[1] === 'après-midi' ? 'l’après-midi' : photo[1]}, ` : '';
    return `${when}${hero.name} ${hero.pl ? 'se font' : 'se fait'} prendre en photo ${photo[2]}`;
  }
  // « visite chez le pédiatre »: where the hero went.
  const seen = /^(?:petite |grande )?visite (chez (?:le|la|les|l’) ?[\p{L}-]+(?: [^,]+)?)$/u.exec(text);
  if (seen) return `${hero.name} ${hero.pl ? 'vont' : 'va'} ${seen[1]}`;
  // « spectacle de marionnettes à la médiathèque »: a show the hero goes to see (the crèche's own show is told below).
  // (« spectacle de noel a la creche cet aprem »: the crèche's or the school's own show, where the children sing and play
  // their parts: it is the show, not one the hero goes to see.)
  if (
    /^(?:spectacle|concert|fête) de (?:Noël|noël|fin d’année)(?: de la (?:crèche|garderie|maternelle)| de l’école)? (?:à la (?:crèche|garderie|maternelle)|à l’école|chez la nounou)(?: [^,]+)?$/u.test(
      text,
    )
  ) {
    const when = /^(.+) (ce matin|cet après-midi|ce soir|aujourd’hui)$/u.exec(text);
    const the = text.startsWith('fête') ? 'la' : 'le';
    return when ? `${when[2]}, c’est ${the} ${when[1]}` : `c’est ${the} ${text}`;
  }
  // « spectacle de noël » typed bare: the child may be on the stage as well as in the seats, so only the show is said.
  const ownShow =
    /^(spectacle|concert|fête) (de Noël|de fin d’année)( (?:ce matin|cet après-midi|ce soir|aujourd’hui))?$/u.exec(
      text,
    );
  if (ownShow) {
    const the = ownShow[1] === 'fête' ? 'la' : 'le';
    return `${ownShow[3] ? `${ownShow[3].trim()}, ` : ''}c’est ${the} ${ownShow[1]} ${ownShow[2]}`;
  }
  const show = /^(spectacle|concert|cirque|feu d’artifice) (de (?!la |l’|Noël de )[^,]+)$/u.exec(text);
  if (show) return `${hero.name} ${hero.pl ? 'vont' : 'va'} voir un ${show[1]} ${show[2]}`;
  // « médecin ce matin », « pédiatre cet après-midi »: where the hero went, and when.
  const care =
    /^(?:(?:un |le |son |petit |premier )?rendez-vous )?(?:chez (le|la) )?(médecin|docteur|pédiatre|dentiste|kiné|orthophoniste|ophtalmo|vétérinaire)( en urgence)?( ce matin| cet après-midi| ce soir| aujourd’hui)?( pour la première fois)?$/u.exec(
      text,
    );
  if (care) {
    // « rdv chez la dentiste ce matin pour la premiere fois »: the visit, a woman said as one, and its first time.
    const [, the, who = '', hurry, when, first] = care;
    const her = the === 'la' && /^(?:pédiatre|dentiste|kiné|orthophoniste|ophtalmo)$/u.test(who) ? 'la' : 'le';
    return `${when ? `${when.trim()}, ` : ''}${hero.name} ${hero.pl ? 'vont' : 'va'} ${hurry ? 'vite ' : ''}chez ${her} ${who}${first ?? ''}`;
  }
  // « journée pyjama devant les dessins animés et grosse sieste de 3h »: the day, and the nap said on its own.
  const napAfter = /^(journée [^,]+?) et ((?:grosse|petite|longue|bonne) )?sieste((?: [^,]+)?)$/u.exec(text);
  if (napAfter)
    return `c’est une ${napAfter[1]}, et ${hero.name} ${hero.pl ? 'font' : 'fait'} une ${napAfter[2] ?? ''}sieste${napAfter[3] ?? ''}`;
  // « crise de larmes ds le bus »: the hero's tears, and where.
  const tears =
    /^(?:(?:grosse|petite|énorme|vraie) )?crise de (?:larmes|pleurs)((?: (?:dans|à|au|en|sur|chez|pendant) [^,]+)?)$/u.exec(
      text,
    );
  if (tears) {
    const where = (tears[1] ?? '').trim();
    return where
      ? `${where}, ${hero.name} ${hero.pl ? 'pleurent' : 'pleure'} à chaudes larmes`
      : `${hero.name} ${hero.pl ? 'pleurent' : 'pleure'} à chaudes larmes`;
  }
  // « grosse bagarre ce matin avec sa grande sœur pour le calendrier de l’avent »: the hero quarrels, with whom and why.
  const fight =
    /^(?:(?:grosse|petite|grande|énorme|vraie) )?(?:bagarre|dispute|chamaillerie|prise de bec|engueulade)( ce matin| cet après-midi| ce soir| au réveil| au goûter)? (avec .+)$/u.exec(
      text,
    );
  if (fight)
    return `${fight[1] ? `${fight[1].trim()}, ` : ''}${hero.name} ${hero.pl ? 'se disputent' : 'se dispute'} ${fight[2]}`;
  // « tempête », « gros vent toute la journée »: the day's weather, as the story says it.
  const weather =
    /^(?:(gros|grosse|petit|petite|beaucoup de) )?(tempête|orage|vent|pluie|neige|brouillard)((?: [^,]+)?)$/u.exec(
      text,
    );
  if (weather) {
    const [, size = '', what = '', when = ''] = weather;
    const strong = /^(?:gros|grosse|beaucoup de)$/u.test(size);
    const said: Record<string, string> = {
      tempête: 'c’est la tempête',
      orage: strong ? 'il y a un gros orage' : 'il y a de l’orage',
      vent: strong ? 'il y a beaucoup de vent' : 'il y a du vent',
      pluie: strong ? 'il pleut très fort' : 'il pleut',
      neige: strong ? 'il neige très fort' : 'il neige',
      brouillard: 'il y a du brouillard',
    };
    // « grosse tempête cette nuit »: the night before the day, told as past.
    const night = /^ cette nuit$/u.test(when);
    const last: Record<string, string> = {
      tempête: strong ? 'il y a eu une grosse tempête' : 'il y a eu une tempête',
      orage: strong ? 'il y a eu un gros orage' : 'il y a eu de l’orage',
      vent: strong ? 'il y a eu beaucoup de vent' : 'il y a eu du vent',
      pluie: strong ? 'il a plu très fort' : 'il a plu',
      neige: strong ? 'il a neigé très fort' : 'il a neigé',
      brouillard: 'il y a eu du brouillard',
    };
    return night ? `cette nuit, ${last[what]}` : `${said[what]}${when}`;
  }
  // « vaccin ROR chez la pédiatre »: the hero is vaccinated, where the parent says.
  const jab =
    /^(?:(?:le|un|son|sa|rendez-vous pour le|rendez-vous pour un) )?(?:vaccins?|piqûre|piqure|rappel)(?: [\p{L}-]+)?(?: aujourd’hui| ce matin| cet après-midi)?( chez (?:le|la|l’) ?[\p{L}-]+)?$/u.exec(
      text,
    );
  if (jab && !/^(?:rappel)$/u.test(text))
    return `${hero.name} ${hero.pl ? 'se font' : 'se fait'} vacciner${jab[1] ?? ''}`;
  // « le soir un peu de fièvre, doliprane et câlins sur le canapé »: a little fever, and the cuddles that came with it.
  const fever =
    /^(?:(le soir|ce soir|cette nuit|l’après-midi|en fin de journée|au coucher) )?(un peu de|une petite|beaucoup de|de la) fièvre(?:,? (.*))?$/u.exec(
      text,
    );
  if (fever) {
    const [, when, size = '', after = ''] = fever;
    const amount = size === 'une petite' ? 'une petite fièvre' : size === 'de la' ? 'de la fièvre' : `${size} fièvre`;
    const hugs = /(?<!\p{L})câlins?((?: (?:sur|dans|au|contre) (?:le |la |l’)?[\p{L}-]+)?)/u.exec(after);
    return `${when ? `${when}, ` : ''}${hero.name} ${hero.pl ? 'ont' : 'a'} ${amount}${
      hugs ? `, alors on ${hero.pl ? 'leur' : 'lui'} fait plein de câlins${hugs[1] ?? ''}` : ''
    }`;
  }
  // « soulagement général »: everyone is relieved.
  if (/^(?:gros |grand )?soulagement(?: général| pour tout le monde)?$/u.test(text)) return 'tout le monde est soulagé';
  // « sieste l’aprem puis lego »: the afternoon's nap, then the game after it.
  const napThen =
    /^(?:(grosse|petite|longue) )?(?:dodo|sieste) (?:l’après-midi|l’aprem|cet après-midi) (?:puis|et|et puis|ensuite|après) (legos?|duplos?|kaplas?|playmobils?|puzzles?|pâte à modeler|coloriages?|dessins?)$/iu.exec(
      text,
    );
  if (napThen) {
    const game = (napThen[2] ?? '').toLowerCase();
    const plays: Record<string, string> = {
      lego: 'joue aux Lego',
      legos: 'joue aux Lego',
      duplo: 'joue aux Duplo',
      duplos: 'joue aux Duplo',
      kapla: 'joue aux Kapla',
      kaplas: 'joue aux Kapla',
      playmobil: 'joue aux Playmobil',
      playmobils: 'joue aux Playmobil',
      puzzle: 'fait un puzzle',
      puzzles: 'fait des puzzles',
      'pâte à modeler': 'joue à la pâte à modeler',
      coloriage: 'fait du coloriage',
      coloriages: 'fait des coloriages',
      dessin: 'fait un dessin',
      dessins: 'fait des dessins',
    };
    const then = (plays[game] ?? '').replace(/^(\p{L}+)/u, (verb) =>
      hero.pl ? (({ joue: 'jouent', fait: 'font' } as Record<string, string>)[verb] ?? verb) : verb,
    );
    return `l’après-midi, ${hero.name} ${hero.pl ? 'font' : 'fait'} une ${napThen[1] ? `${napThen[1]} ` : ''}sieste, puis ${hero.pl ? (hero.fem ? 'elles' : 'ils') : hero.il} ${then}`;
  }
  // « dodo de 3h », « grosse sieste »: the hero's nap.
  // (« grosse sieste de 2h et goûter au square »: the snack after it, said with its own verb.)
  const nap =
    /^(?:(grosse|petite|longue) )?(?:dodo|sieste)( de .+?| tout l’après-midi)?(?: et (?:le |un )?go[uû]ter( .+)?)?$/u.exec(
      text,
    );
  if (nap) {
    const slept = `${hero.name} ${hero.pl ? 'font' : 'fait'} une ${nap[1] ? `${nap[1]} ` : ''}sieste${nap[2] ?? ''}`;
    return text.includes(' et ') && /go[uû]ter/u.test(text)
      ? `${slept}, puis ${hero.il} ${hero.pl ? 'goûtent' : 'goûte'}${nap[3] ?? ''}`
      : slept;
  }
  // « atelier pâte à modeler », « atelier cuisine à la médiathèque »: the workshop the hero goes to.
  const workshop =
    /^atelier (?:de |d’)?(pâte à modeler|peinture|dessin|cuisine|pâtisserie|poterie|musique|chant|danse|bricolage|lecture|yoga|cirque|jardinage|gommettes|collage)((?: (?:à|au|avec|chez|dans) [^,]+)?)$/u.exec(
      text,
    );
  if (workshop) {
    const [, what = '', rest = ''] = workshop;
    return `${hero.name} ${hero.pl ? 'vont' : 'va'} à l’atelier ${/^[aeiouyéèêàâîôœh]/u.test(what) ? 'd’' : 'de '}${what}${rest}`;
  }
  // « fondue le soir », « raclette avec les voisins »: a shared dish of the day, eaten by the hero (at supper when said
  // so).
  const dish =
    /^(fondue|raclette|tartiflette)((?: (?:au|à la|aux|de|du) (?!d[îi]ner|souper|go[ûu]ter|déjeuner)[\p{L}-]+)?)((?: (?:avec|chez) [^,]+)?)( le soir| ce soir)?$/u.exec(
      text,
    );
  if (dish) {
    const [, what = '', kind = '', company = '', when = ''] = dish;
    const meal = when ? ' pour le dîner' : '';
    return `${hero.name} ${hero.pl ? 'mangent' : 'mange'} une ${what}${kind}${company}${meal}`;
  }
  // « balançoire jusqu’au dîner », « toboggan avec Léa »: a ride of the playground, done by the hero.
  const playRide =
    /^(balançoire|balancoire|toboggan|trampoline|tourniquet|tyrolienne|trottinette|luge|draisienne)((?: (?:jusqu’|jusqu’à|jusqu’au|avec|au|à|dans|sur|tout|toute|pendant) [^,]*)?)$/u.exec(
      text,
    );
  if (playRide) {
    const [, what = '', rest = ''] = playRide;
    const feminine = /^(balan|tyro|trot|luge|drais)/u.test(what);
    const thing = what === 'balancoire' ? 'balançoire' : what;
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} ${feminine ? 'de la' : 'du'} ${thing}${rest}`;
  }
  // « couché à 22h »: a late bedtime, in the evening's hours.
  const bedtimeHour =
    /^(?:et )?(?:couchée?s?|au lit|au dodo|dodo) (?:à|a|vers) ((?:vingt[- ]et[- ]une?|vingt-deux|vingt-trois|\S+) heures?)(?: (\S+))?$/u.exec(
      text,
    );
  if (bedtimeHour) {
    const [, hours = '', minutes] = bedtimeHour;
    const evening = EVENING_HOURS[hours.replace(/ heures?$/u, '')];
    const at = evening ? `${evening} heures${minutes ? ` ${minutes}` : ''}` : `${hours}${minutes ? ` ${minutes}` : ''}`;
    return `ce soir, ${hero.name} ${hero.pl ? 'se couchent' : 'se couche'} ${evening ? 'très tard, ' : ''}à ${at}`;
  }
  // « bonhomme de neige dans le jardin avec son frère »: made by the hero.
  if (/^bonhomme de neige(?: |$)/u.test(text) && !text.includes(','))
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} un ${text}`;
  // « au goûter une crêpe au sucre (et au lit sans broncher) »: what the hero ate then, and bed after it.
  const snack =
    /^(au goûter|au quatre-heures|au dîner|au souper|au déjeuner|à midi|au petit-déjeuner|au dessert) ((?:un|une|des|du|de la|de l’) ?[^,]+?)(?: et (au lit|au dodo)((?: [^,]+)?))?$/u.exec(
      text,
    );
  if (snack) {
    const [, when = '', food = '', bed, how = ''] = snack;
    const eats = `${capital(when)}, ${hero.name} ${hero.pl ? 'mangent' : 'mange'} ${food}`;
    return bed ? `${eats}, puis ${hero.il} ${hero.pl ? 'vont' : 'va'} ${bed}${how}` : eats;
  }
  // « au lit sans broncher »: how bedtime went.
  const bed = /^(?:et )?(au lit|au dodo) ((?:sans|en|à|tout|toute|comme) .+)$/u.exec(text);
  if (bed) return `${hero.name} ${hero.pl ? 'vont' : 'va'} ${bed[1]} ${bed[2]}`;
  // « gros coup de mistral aujourd’hui », « grand vent »: the day's wind, said with its verb.
  const wind =
    /^(?:un )?(gros|grand|sacré|bon) (coup de |coups de )?(mistral|vent|tramontane|bise)((?: (?:aujourd’hui|ce matin|cet après-midi|ce soir|toute la journée|tout l’après-midi))?)$/u.exec(
      text,
    );
  if (wind) {
    const [, big = '', gust, name = '', when = ''] = wind;
    return gust
      ? `il y a un ${big === 'grand' ? 'gros' : big} coup de ${name}${when}`
      : `il y a un ${big} ${name}${when}`;
  }
  const hot = /^(?:canicule|grosse chaleur)(?:, (\S+) degrés)?$/u.exec(text);
  if (hot) return hot[1] ? `c’est la canicule: il fait ${hot[1]} degrés` : 'c’est la canicule';
  if (/,/u.test(text)) {
    const parts = text.split(/\s*,\s*/u).map((part) => part.replace(/^(?:puis|et puis|ensuite|après|et)\s+/u, ''));
    const told = parts.flatMap((part, index) => {
      // « bonhomme de neige …, une carotte pour le nez »: what it was made with, said with the thing before.
      if (index > 0 && /^(?:un|une|des|deux|trois) [\p{L}-]+ pour (?:le|la|les|l’)\s?[\p{L}-]+$/u.test(part))
        return [`${hero.il} lui met ${part}`];
      return fragment(part, hero, false) ?? [];
    });
    if (told[0]?.startsWith(`${hero.il} lui met `)) return undefined;
    if (told.length === 0 && isList(parts.join(', '))) return `au programme: ${parts.join(', ')}`;
    if (parts.length > 3 || told.length === 0 || told.length > 2) return undefined;
    // « goûter chez mamie, une crêpe au sucre »: one doer, named once (`prend son goûter chez Mamie et mange…`).
    const [one = '', other = ''] = told;
    const self = `${hero.name} `;
    if (told.length === 2 && one.startsWith(self) && other.startsWith(self))
      return `${one} et ${other.slice(self.length)}`;
    return told.join(', et ');
  }
  const ride = /^en (train|bus|avion|bateau|tram|métro|voiture) (pour .+)$/u.exec(text);
  if (ride) return `${hero.name} ${hero.pl ? 'partent' : 'part'} en ${ride[1]} ${ride[2]}`;
  const mess = Object.keys(MESS).find((name) => text.startsWith(`${name} partout`));
  if (mess) return `il y a ${MESS[mess] === 'f' ? 'de la' : 'du'} ${text}`;
  if (/^\S+ tours? de /u.test(text) && NUMBER_WORDS.test(first))
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} ${text}`;
  // « le tour de france »: the race the hero watches go by, not a ride.
  if (/^(?:le )?tour de france(?!\p{L})/iu.test(text))
    return `${hero.name} ${hero.pl ? 'regardent' : 'regarde'} passer le Tour de France`;
  // « tour de carriole avec les chevaux »: a ride the hero takes.
  if (/^(?:un |petit |un petit )?tour de (?!rôle)[\p{L}-]+/u.test(text))
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} ${/^un /u.test(text) ? text : `un ${text}`}`;
  // « chez le coiffeur pour la 1ere fois »: where the hero goes.
  if (/^chez (?:le|la|les|l’) ?[\p{L}-]+(?: [\p{L}-]+){0,5}$/u.test(text) && words.length > 2)
    return `${hero.name} ${hero.pl ? 'vont' : 'va'} ${text}`;
  // « ses 3 ans aujourd’hui »: the hero's birthday, as the story says it.
  const age = /^(?:ses|son) ([\p{L}-]+) ans(?: aujourd’hui| ce matin)?$/u.exec(text);
  if (age && NUMBERS[age[1] ?? ''] === undefined && UNITS.includes((age[1] ?? '').split('-').at(-1) ?? ''))
    return `aujourd’hui, ${hero.name} ${hero.pl ? 'ont' : 'a'} ${age[1]} ans`;
  // « chacun dans sa chambre 5 min »: after a quarrel, each one goes to calm down.
  if (/^chacun dans (?:sa|son) [\p{L}-]+/u.test(text)) return `chacun va ${text.slice('chacun '.length)}`;
  // « puis bisou », « gros câlin »: the making up after a quarrel.
  // « câlin à trois », « gros câlin tous ensemble »: the family hugs.
  const kiss =
    /^(?:(gros|grand|petit) )?(bisou|câlin)s?((?: de réconciliation| à (?:deux|trois|quatre|cinq)| tous ensemble| en famille)?)$/u.exec(
      text,
    );
  if (kiss)
    return `on se fait un ${kiss[1] ? `${kiss[1]} ` : ''}${kiss[2]}${/^ à /u.test(kiss[3] ?? '') ? kiss[3] : ''}`;
  // « bisou pour se faire pardonner », « un gros câlin à Jade pour dire pardon »: the hero's own sorry, and to whom.
  const sorry =
    /^(?:un |des )?(?:(gros|grand|petit) )?(bisou|câlin)s?( à \p{Lu}[\p{L}-]*)? pour (se faire pardonner|dire pardon|demander pardon|se réconcilier|faire la paix)$/u.exec(
      text,
    );
  if (sorry) {
    const [, size, what = 'bisou', to = '', why = ''] = sorry;
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} un ${size ? `${size} ` : ''}${what}${to} pour ${why}`;
  }
  // « 1ere fois a la mediatheque ce matin », « première fois au cinéma »: the child going there for the first time.
  const firstVisit =
    /^(?:la )?première fois ((?:à la|au|aux|à l’|chez (?:le|la|les|l’)\s?)\s?[\p{L}’'-]+(?: (?:du|de la|des|de) [\p{L}’'-]+)?)(?: (ce matin|cet après-midi|ce soir|aujourd’hui))?$/u.exec(
      text,
    );
  if (firstVisit) {
    const [, where = '', when] = firstVisit;
    return `${when ? `${when}, ` : ''}${hero.name} ${hero.pl ? 'vont' : 'va'} ${where} pour la première fois`;
  }
  // « 3eme jour a la maison avec le petit frere Malo »: any day or time counted, its article by the word counted.
  if (/^(premier|première|dernier|dernière|\p{L}+ième)$/u.test(first) && words.length > 2) {
    const feminine = first.endsWith('ième')
      ? /^(?:fois|nuit|semaine|journée|séance|leçon|sortie)$/u.test(words[1] ?? '')
      : first.endsWith('e');
    return `c’est ${feminine ? 'la' : 'le'} ${text}`;
  }
  if (first === 'heure' && /^(du|de)$/u.test(words[1] ?? '')) return `c’est l’${text}`;
  if (/^(noël|Noël|pâques|Pâques)$/u.test(first) && words.length > 2) return `c’est ${capital(text)}`;
  // « veille de noel chez papi et mamie »: the eve of the feast, and where it was kept.
  if (/^(?:la )?veille de (?:Noël|noël|Pâques|pâques|l’an|la rentrée)(?!\p{L})/u.test(text))
    return `c’est la ${text
      .replace(/^la /u, '')
      .replace(/noël/u, 'Noël')
      .replace(/pâques/u, 'Pâques')}`;
  if (/^beaucoup de /u.test(text) && words.length > 2) return `il y a ${text}`;
  // « pas de Pinpin (son lapin) au moment du coucher »: the missing toy, by its name, is not there.
  const notThere = /^pas de (son|sa) ([\p{L}-]+) (\p{Lu}[\p{L}-]*)(.*)$/u.exec(text);
  if (notThere) {
    const [, its = '', what = '', name = '', rest = ''] = notThere;
    return `${name}, ${its} ${what}, n’est pas là${rest}`;
  }
  if (/^pas de /u.test(text)) return `il n’y a ${text}`;
  const feeling = FEELINGS.exec(text);
  // « gros chagrin à la gare »: the feeling, and where.
  if (
    feeling &&
    (words.length <= 4 || /^(?:à|au|aux|en|chez|devant|dans|pendant|quand|après|avant)$/u.test(words[2] ?? ''))
  ) {
    const noun = feeling[1] ?? '';
    if (noun === 'colère') return `${hero.name} ${hero.pl ? 'font' : 'fait'} une ${text}`;
    if (noun === 'peur' || noun === 'câlin') return undefined;
    return `${hero.name} ${hero.pl ? 'ont' : 'a'} un ${text}`;
  }
  // « de bonne humeur », « pas en forme ce matin », « d’humeur câline »: how the hero felt, said bare without an
  // adjective to agree.
  const mood =
    /^(?:(pas|plutôt|très|super|trop) )?(de (?:très )?(?:bonne|mauvaise|super) humeur|en (?:pleine |super )?forme|dans la lune|d’humeur (?:joueuse|câline|grognon|taquine|bagarreuse))(?: (ce matin|ce soir|cet après-midi|aujourd’hui|toute la journée|au réveil))?$/u.exec(
      text,
    );
  if (mood) {
    const [, how, felt = '', when] = mood;
    const is = how === 'pas' ? (hero.pl ? 'ne sont pas' : 'n’est pas') : hero.pl ? 'sont' : 'est';
    const said = felt
      .replace(/^de super humeur$/u, 'de très bonne humeur')
      .replace(/^en super forme$/u, 'en pleine forme');
    return `${when ? `${when}, ` : ''}${hero.name} ${is} ${said}`;
  }
  const state = (word: string) => (AGREE[word] || MASCULINE[word]) && !/^(tout|toute|seul|seule)$/u.test(word);
  // « un peu jaloux au moment de la tétée »: how the hero felt then.
  // (« fatiguée », « ronchon »: one word alone is how the hero felt too.)
  if (
    (words.length > 1 ||
      (words.length === 1 && state(first) && !/^(?:assise?|couchée?|debout|grande?)$/u.test(first))) &&
    words.length < 12 &&
    (state(first) ||
      (STATES.has(first) && state(words[1] ?? '')) ||
      (first === 'un' && words[1] === 'peu' && state(words[2] ?? '')))
  ) {
    const kept = text.replace(/ (?:de|d’|à|pour) (?:le|la|les|l’|lui|leur|en|y) ?\p{L}+(?:er|ir|re)(?!\p{L}).*$/u, '');
    // « toute la journée » is the day's, not the hero's.
    const agreed = kept.replace(/\p{L}+/gu, (word, at: number) =>
      word === 'très' ||
      (/^toute?$/u.test(word) && /^ (?:la|l’|le|une|un)(?!\p{L})/u.test(kept.slice(at + word.length)))
        ? word
        : agree(word, hero.fem),
    );
    return `${hero.name} ${hero.pl ? 'sont' : 'est'} ${agreed}`;
  }
  const activity = Object.keys(ACTIVITIES).find((name) => text.startsWith(`${name} `));
  // « puzzle et pâte à modeler avec sa cousine »: two things done, each with its article.
  const other = activity
    ? Object.keys(ACTIVITIES).find((name) => new RegExp(`^${activity} et ${name}(?: |$)`, 'u').test(text))
    : undefined;
  if (activity && other) {
    const [verb = '', ...what] = (ACTIVITIES[activity] ?? '').split(' ');
    const [verb2 = '', ...what2] = (ACTIVITIES[other] ?? '').split(' ');
    const plural = (word: string) => (word === 'fait' ? 'font' : word === 'joue' ? 'jouent' : word);
    const second = verb2 === verb ? what2.join(' ') : `${hero.pl ? plural(verb2) : verb2} ${what2.join(' ')}`;
    const rest = text.slice(`${activity} et ${other}`.length);
    return `${hero.name} ${hero.pl ? plural(verb) : verb} ${what.join(' ')} et ${second}${rest}`;
  }
  // « pâte à modeler et coloriage »: two things, said as the day's programme below, not `fait de la … et coloriage`.
  const twoThings = / et (?!(?:le|la|les|l’|un|une|des|du|de)\s)[\p{L}-]+$/u.test(text);
  if (activity && words.length > 2 && !twoThings) {
    // « pâte à modeler et dessins à la maison »: the second thing with its article too (`et des dessins`).
    const rest = text
      .slice(activity.length)
      .replace(
        /^ et (?!(?:le|la|les|l’|un|une|des|du|de|à|au|aux|avec|chez|dans|sur|en)\s)([\p{L}-]+)(?= |$)/u,
        (all, thing: string) => (BARE[thing] ? ` et ${BARE[thing]}` : /[sx]$/u.test(thing) ? ` et des ${thing}` : all),
      );
    return `${hero.name} ${ACTIVITIES[activity]}${sung(rest, hero)}`;
  }
  // « (ce matin) croissant », « (le matin) tartines et chocolat chaud »: the food of a meal named bare after its time,
  // eaten (or drunk) by the hero, each thing with its own verb.
  const foods =
    /^([\p{L}-]+)((?: (?:aux?|à la|de|d’) ?(?!(?:dîner|diner|déjeuner|d[ée]j|midi|goûter|gouter|souper|petit|soir|matin)(?!\p{L}))[\p{L}-]+| chaud| chaude| perdu| grillé)?)(?: et ([\p{L}-]+)((?: (?:aux?|à la|de|d’) ?(?!(?:dîner|diner|déjeuner|d[ée]j|midi|goûter|gouter|souper|petit|soir|matin)(?!\p{L}))[\p{L}-]+| chaud| chaude)?))?$/u.exec(
      text,
    );
  // (« pain au chocolat », « pain perdu »: a food whose name is two or three words, told by its own name.)
  const whole = MEALS[`${foods?.[1] ?? ''}${foods?.[2] ?? ''}`];
  const firstFood = whole ?? MEALS[foods?.[1] ?? ''];
  const secondFood = foods?.[3] ? MEALS[foods[3]] : '';
  if (foods && firstFood && secondFood !== undefined && alone) {
    const plural = (eats: string) =>
      hero.pl
        ? eats
            .replace(/^mange/u, 'mangent')
            .replace(/^prend/u, 'prennent')
            .replace(/^boit/u, 'boivent')
        : eats;
    const also = secondFood ? ` et ${plural(secondFood)}${foods[4] ?? ''}` : '';
    return `${hero.name} ${plural(firstFood)}${whole ? '' : (foods[2] ?? '')}${also}`;
  }
  if (
    new RegExp(`^${ITEM}(?: et |, )${ITEM}$`, 'u').test(text) &&
    !/^(?:le|la|les|un|une|des|du|de|l’)\s/u.test(text) &&
    // (« bottes et ciré jaune »: what the child put on, told below with its verb.)
    !/^bottes et (?:ciré|k-way)(?: \p{Ll}+)?$/u.test(text)
  ) {
    const meal = text.split(/ et |, /u).every((one) => FOOD.test(one.split(' ')[0] ?? ''));
    return `${meal ? 'au menu' : 'au programme'}: ${text}`;
  }
  // « boulets sauce lapin a dîner », « crêpes au goûter »: the meal's time said first (`Au dîner, Zuri mange …`).
  const mealTime =
    /^([\p{L}-]+)((?: [\p{L}-]+){0,3}) (?:à|a|au|pour le) (dîner|diner|déjeuner|déj|dej|midi|goûter|gouter|souper)$/u.exec(
      text,
    );
  const mealEaten = MEALS[mealTime?.[1] ?? ''];
  if (mealTime && mealEaten) {
    const moment = (mealTime[3] ?? '')
      .replace(/^diner$/u, 'dîner')
      .replace(/^gouter$/u, 'goûter')
      .replace(/^d[ée]j$/u, 'déjeuner');
    const verb = hero.pl ? mealEaten.replace(/^mange/u, 'mangent').replace(/^prend/u, 'prennent') : mealEaten;
    return `${moment === 'midi' ? 'À midi' : `Au ${moment}`}, ${hero.name} ${verb}${mealTime[2] ?? ''}`;
  }
  // « (le soir) cari poulet »: a family dish named alone, eaten by the hero.
  const dishAlone =
    /^(cari|carri|curry|rougail|colombo|mafé|yassa)((?: (?:poulet|poisson|bœuf|boeuf|porc|saucisse|crevettes|légumes))?)$/u.exec(
      text,
    );
  if (dishAlone) {
    const eats = (MEALS[dishAlone[1] ?? ''] ?? '').replace(/^mange/u, hero.pl ? 'mangent' : 'mange');
    return `${hero.name} ${eats}${dishAlone[2] ?? ''}`;
  }
  // « à midi gigot », « au petit dej pain au chocolat chez mamie »: the meal's time typed first, then the dish alone.
  const timeMeal =
    /^(à midi|a midi|le midi|ce midi|midi|au dîner|au diner|au souper|au goûter|au gouter|le soir|ce soir|ce matin|le matin|au petit déjeuner|au petit-déjeuner|au petit déj|au petit dej|au petit-déj|au petit-dej|au réveil|(?:le )?petit[ -]d[ée]j(?:euner)?) ((?:pains? au chocolat|pain perdu|pain grillé)(?!\p{L})|[\p{L}-]+)((?: (?:poulet|poisson|bœuf|boeuf|porc|saucisse|crevettes|légumes|frites))?(?: (?:aux?|à la|de|d’|et|avec|chez) [\p{L}-]+){0,2})$/u.exec(
      text,
    );
  const timeEaten = MEALS[timeMeal?.[2] ?? ''];
  if (timeMeal && timeEaten) {
    const moment = capital(
      (timeMeal[1] ?? '')
        // (« midi pâtes au beurre »: the lunch said bare, its « à » put back.)
        .replace(/^a midi$|^le midi$|^ce midi$|^midi$/u, 'à midi')
        .replace(/diner$/u, 'dîner')
        .replace(/gouter$/u, 'goûter')
        .replace(/petit[ -]d[ée]j$/u, 'petit déjeuner')
        // « petit dej crêpes avec papi »: the breakfast said bare, its « au » put back.
        .replace(/^(?:le )?petit[ -]d[ée]j(?:euner)?$/u, 'au petit-déjeuner'),
    );
    const verb = hero.pl
      ? timeEaten
          .replace(/^mange/u, 'mangent')
          .replace(/^prend/u, 'prennent')
          .replace(/^boit/u, 'boivent')
      : timeEaten;
    return `${moment}, ${hero.name} ${verb}${timeMeal[3] ?? ''}`;
  }
  // « l’aprem pétanque chez papé avec les boules en plastique », « dessin pour Pacha »: a game or a drawing named
  // without its verb, told as what the hero did, with where and with whom.
  const game =
    /^(?:(l’aprem|l'aprem|cet aprem|l’après-midi|cet après-midi|ce matin|le matin|ce soir|le soir) )?(pétanque|foot|cache-cache|dinette|ballon|boules|dessin|dessins|pataugeoire|piscine gonflable|sauts? dans (?:toutes )?les flaques|sauts dans la boue|bottes et (?:ciré|k-way)(?= jaune$| rouge$| bleu$|$)|bottes de pluie)((?: (?:jaune|rouge|bleu)$| (?:chez|avec|au|à la|dans le|dans la|sur la|sur le|pour) [^,]+)?)$/u.exec(
      text,
    );
  const played = game?.[2] ? GAMES[game[2]] : undefined;
  if (game && played) {
    const when = game[1]
      ? `${capital(game[1].replace(/^(?:l’|l')aprem$/u, 'l’après-midi').replace(/^cet aprem$/u, 'cet après-midi'))}, `
      : '';
    const verb = hero.pl ? played.replace(/^joue/u, 'jouent').replace(/^fait/u, 'font') : played;
    // « pataugeoire dans le jardin … et brumisateur »: where it was set apart from the pool, and no bare thing
    // left hanging after « et ».
    const where = (game[3] ?? '')
      .replace(/ et (?!(?:papa|maman|mamie|papi|tata|tonton)(?!\p{L}))\p{Ll}+$/u, '')
      .replace(/^ dans (?=l)/u, verb.includes(' dans ') ? ', dans ' : ' dans ');
    return `${when}${hero.name} ${verb}${where}`;
  }
  // « goûter tartine au choco »: the snack named after the word for it, told as what the hero ate then.
  const snackAfter =
    /^(?:goûter|au goûter|quatre-heures) :? ?(tartine|tartines|crêpe|crêpes|gaufre|gaufres|compote|banane|pomme|brioche|madeleines|biscuits|yaourt|pain au chocolat)((?: (?:au|à la|aux|de|d’) ?[\p{L}-]+)?)$/u.exec(
      text,
    );
  if (snackAfter?.[1]) {
    const food = snackAfter[1];
    const article = /s$/u.test(food)
      ? 'des'
      : /^(tartine|crêpe|gaufre|compote|banane|pomme|brioche)$/u.test(food)
        ? 'une'
        : 'un';
    const tail = (snackAfter[2] ?? '').replace(/(?<!\p{L})choco$/u, 'chocolat');
    return `Au goûter, ${hero.name} ${hero.pl ? 'mangent' : 'mange'} ${article} ${food}${tail}`;
  }
  // « frites chez bon-papa », « pizza devant un dessin animé »: what the hero ate, and where.
  // « le soir boulets sauce lapin chez bon-papa »: the meal's time said first, and what came with the dish.
  const meal =
    /^(?:(le soir|ce soir|à midi|le midi|au souper|au dîner|au goûter) )?([\p{L}-]+)((?: (?!chez |devant |avec |à |au )[\p{L}-]+){0,3}) ((?:chez|devant|avec|à|au) .+?)(?: après| avant)?$/u.exec(
      text,
    );
  const eaten = MEALS[meal?.[2] ?? ''];
  if (meal && eaten) {
    const verb = hero.pl
      ? eaten
          .replace(/^mange/u, 'mangent')
          .replace(/^prend/u, 'prennent')
          .replace(/^boit/u, 'boivent')
      : eaten;
    // « chocolat chaud et gâteau au yaourt fait avec papa »: two things, one drunk and one eaten, each with its verb.
    const [drink = '', second = '', after = ''] = /^(.*?) et ([\p{L}-]+)(.*)$/u.exec(meal[3] ?? '')?.slice(1) ?? [];
    const alsoEaten = MEALS[second];
    if (alsoEaten) {
      const also = hero.pl
        ? alsoEaten
            .replace(/^mange/u, 'mangent')
            .replace(/^prend/u, 'prennent')
            .replace(/^boit/u, 'boivent')
        : alsoEaten;
      return `${meal[1] ? `${meal[1]}, ` : ''}${hero.name} ${verb}${drink} et ${also}${after} ${meal[4]}`;
    }
    return `${meal[1] ? `${meal[1]}, ` : ''}${hero.name} ${verb}${meal[3] ?? ''} ${meal[4]}`;
  }
  // « cabane à sucre » typed alone: the place the day went to, which the parent's sentence may also tell.
  const lonePlace = PLACES[text];
  if (lonePlace) {
    const glad = `${hero.pl ? 'contents' : hero.fem ? 'contente' : 'content'}`;
    const at = /^[aeiouyéèêàâîôœh]/u.test(text) ? `à l’${text}` : lonePlace === 'f' ? `à la ${text}` : `au ${text}`;
    return `${hero.name} ${hero.pl ? 'sont' : 'est'} bien ${glad} d’être ${at}`;
  }
  // « au square avec papa », « à la piscine avec Noa »: the outing said bare with its own « au » or « à la », and with
  // whom or when (the article the parent typed agrees with the place).
  const ownArticle = /^(au|à la|à l’) ?(.+)$/u.exec(text);
  const placed = ownArticle
    ? Object.keys(PLACES)
        .sort((a, b) => b.length - a.length)
        .find(
          (name) =>
            (ownArticle[2] ?? '').startsWith(`${name} `) &&
            (ownArticle[1] === 'à l’'
              ? /^[aeiouyéèêàâîôœh]/u.test(name)
              : (ownArticle[1] === 'au') === (PLACES[name] === 'm')),
        )
    : undefined;
  if (
    ownArticle &&
    placed &&
    /^(avec|ce|cet|cette|toute|pour)$/u.test((ownArticle[2] ?? '').slice(placed.length + 1).split(' ')[0] ?? '')
  )
    return `${hero.name} ${hero.pl ? 'vont' : 'va'} ${text}`;
  // The longest first: « marché de Noël avec mamie » is the Christmas market, not a « marché » « de Noël ».
  const place = Object.keys(PLACES)
    .sort((a, b) => b.length - a.length)
    .find((name) => text.startsWith(`${name} `));
  if (
    place &&
    words.length > 2 &&
    /^(avec|tôt|ce|cet|cette|le|au|en|pour|sous|toute)$/u.test(text.slice(place.length + 1).split(' ')[0] ?? '')
  ) {
    const at = /^[aeiouyéèêàâîôœ]/u.test(place)
      ? `à l’${place}`
      : PLACES[place] === 'f'
        ? `à la ${place}`
        : `au ${place}`;
    // (« plage ce matin avec papi »: the time said first.)
    const inside = / (ce matin|cet après-midi|ce midi|ce soir)(?= avec )/u.exec(text.slice(place.length));
    if (inside)
      return `${capital(inside[1] ?? '')}, ${hero.name} ${hero.pl ? 'vont' : 'va'} ${at}${text.slice(place.length).replace(inside[0], '')}`;
    return `${hero.name} ${hero.pl ? 'vont' : 'va'} ${at}${text.slice(place.length)}`;
  }
  // « coiffeur ce matin avec papa », « dentiste cet après-midi »: a visit to someone's shop or room, typed bare, the
  // time said first.
  const trade =
    /^(coiffeur|coiffeuse|dentiste|médecin|docteur|pédiatre|orthophoniste|ophtalmo|kiné)(?: (ce matin|cet après-midi|ce midi|ce soir|aujourd’hui))?((?: avec [\p{L}’ -]+)?)$/u.exec(
      text,
    );
  if (trade && (trade[2] || trade[3])) {
    const who = /^(?:coiffeuse)$/u.test(trade[1] ?? '') ? `la ${trade[1]}` : `le ${trade[1]}`;
    const told = `${hero.name} ${hero.pl ? 'vont' : 'va'} chez ${who}${trade[3] ?? ''}`;
    return trade[2] ? `${capital(trade[2])}, ${told}` : told;
  }
  const sized = /^(gros|grosse|petit|petite|grand|grande|belle|beau|énorme|vraie|vrai)\s+/u.exec(text);
  const noun = (sized ? words[1] : first) ?? '';
  const gender = HAPPENINGS[noun];
  if (!gender || words.length < (/-/u.test(words[1] ?? '') ? 2 : 3)) return undefined;
  if (noun === 'sieste') return `c’est l’heure de la ${text}`;
  // « promenade de Pistache »: the hero walks the family's dog.
  const walk = /^(?:balade|promenade) (?:de|d’) ?(\p{Lu}[\p{L}-]+)$/u.exec(text);
  if (walk) return `${hero.name} ${hero.pl ? 'promènent' : 'promène'} ${walk[1]}`;
  // « chute de draisienne au parc cet aprem »: a fall from what the child rode, told as a fall (`tombe de sa
  // draisienne`), the time said first.
  const fall =
    /^(?:(?:grosse|petite|belle|vraie) )?chute de (draisienne|vélo|trottinette|toboggan|balançoire|tricycle|poney|cheval|luge|skate)(?!\p{L})(.*)$/u.exec(
      text,
    );
  if (fall) {
    const from = RIDDEN_AS[fall[1] ?? ''] ?? `le ${fall[1]}`;
    const off = from.replace(/^le /u, 'du ').replace(/^(?=sa |son |la )/u, 'de ');
    const when = / (ce matin|ce soir|cet après-midi|ce midi|aujourd’hui)(?=[ ,]|$)/u.exec(fall[2] ?? '');
    const rest = when ? (fall[2] ?? '').replace(when[0], '') : (fall[2] ?? '');
    const told = `${hero.name} ${hero.pl ? 'tombent' : 'tombe'} ${off}${rest}`;
    return when ? `${capital(when[1] ?? '')}, ${told}` : told;
  }
  if (/^(balade|promenade|partie|sortie|glissade|chute)$/u.test(noun))
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} une ${text}`;
  // « coupe de cheveux », « premiere coupe chez le coiffeur »: the child has their hair cut, no « il y a une coupe ».
  const haircut =
    /^(?:(?:première|premiere|1ère|1ere|petite) )?coupe(?: de cheveux)?((?: (?:chez|avec|au|à|ce|cet) .*)?)$/u.exec(
      text,
    );
  if (haircut)
    return `${hero.name} ${hero.pl ? 'se font' : 'se fait'} couper les cheveux${/^(?:première|premiere|1)/u.test(text) ? ' pour la première fois' : ''}${haircut[1]}`;
  // « gros caprice ce matin pcq il voulait pas mettre son manteau »: the hero's own, the time said first.
  if (/^(caprice|crise|colère)$/u.test(noun)) {
    const when = / (ce matin|ce soir|cet après-midi|au réveil)(?= |$)/u.exec(text);
    const what = when ? text.replace(when[0], '') : text;
    return `${when ? `${when[1]}, ` : ''}${hero.name} ${hero.pl ? 'font' : 'fait'} ${gender === 'f' ? 'une' : 'un'} ${what}`;
  }
  if (noun === 'câlin' && / avec /u.test(text)) {
    return `${hero.name} ${hero.pl ? 'font' : 'fait'} un ${text.replace(/ avec /u, ' à ')}`;
  }
  const after = words[sized ? 2 : 1] ?? '';
  const defined =
    !sized &&
    (/^(?:du |des |de la |de l’)/u.test(`${after} ${words[sized ? 3 : 2] ?? ''} `) ||
      // « spectacle de Noël de la crèche »: the crèche's own show.
      (after === 'de' && /^(?:du |des |de la |de l’)/u.test(`${words[3] ?? ''} ${words[4] ?? ''} `)) ||
      (noun === 'anniversaire' && /^(?:de|d’)$/u.test(after)) ||
      // « carnaval de Binche », « défilé de Nancy »: the town's own, one of a kind.
      (/^(?:carnaval|défilé|fête|braderie|ducasse|foire|kermesse)$/u.test(noun) &&
        after === 'de' &&
        /^\p{Lu}/u.test(words[2] ?? '')));
  if (defined) return `c’est ${/^[aeiouyéèêàâîôœ]/u.test(noun) ? 'l’' : gender === 'f' ? 'la ' : 'le '}${text}`;
  // « marché de noël a colmar avec mamie »: a town's own market or fair, the one held there (`c’est le marché de Noël
  // à Colmar`), not « il y a un marché ».
  if (/^(?:marché|foire|braderie|kermesse|brocante)$/u.test(noun) && / à \p{Lu}/u.test(text))
    return `c’est ${gender === 'f' ? 'la' : 'le'} ${text}`;
  // « journée tranquille à la maison »: what kind of day it is.
  if (/^(journée|matinée|soirée)$/u.test(noun)) return `c’est une ${text}`;
  // « bataille de boules de neige et chocolat chaud après »: the second thing with its article too.
  const second = text.replace(
    / et (chocolat chaud|chocolat|goûter|gâteau|câlin|bisou|bain|glace|histoire|crêpes|frites|feu d’artifice|feux d’artifice|barbe à papa|manège|bal)(?= |$)/u,
    (_all, thing: string) => ` et ${SECOND[thing] ?? 'un'} ${thing}`,
  );
  return `il y a ${gender === 'f' ? 'une' : 'un'} ${second}`;
}

/** A subject with its article before its verb (« la dentiste a compté », « le coiffeur lui a donné »), or none. */
function nounSubject(words: string[]): string[] | undefined {
  if (!/^(le|la|les|l’|son|sa|ses|un|une)$/u.test(words[0] ?? '')) return undefined;
  const at = words.findIndex(
    (word, index) =>
      index > 1 &&
      (/^(a|ont|est|sont|dort)$/u.test(word) ||
        PAST_FORMS[word] !== undefined ||
        (/^(lui|leur|l’|s’|se|n’|ne)$/u.test(word) && /^(a|ont|est|sont|était|avait)$/u.test(words[index + 1] ?? '')) ||
        (/^(s’|se)$/u.test(word) && /^\p{Ll}+e$/u.test(words[index + 1] ?? ''))),
  );
  // (« sa tasse préférée avec les chats est tombée »: the thing with what is drawn on it, two or three words longer.)
  const decorated = at <= 6 && /^(avec|aux|à)$/u.test(words[at - 3] ?? '') && at > 4;
  if (
    at < 2 ||
    (at > 4 && !decorated) ||
    words.slice(1, at).some((word) => /^(il|elle|ils|elles|on|,|et|qui|que|qu’)$/u.test(word))
  ) {
    return undefined;
  }
  return words.slice(0, at);
}

/** A clause's end that is no sentence of its own (« …, riz et bananes », « …, rien »): left out. */
function trimmed(words: string[]): string[] {
  const comma = words.lastIndexOf(',');
  if (comma < 0) return words;
  const tail = words.slice(comma + 1);
  const told =
    /^(le|la|les|l’|un|une|des|du|de|d’|à|au|aux|dans|sur|sous|avec|pour|chez|en|très|tout|toute|assis|assise|qui|que|qu’|puis|et|mais|sa|son|ses)$/u;
  const verb = /(?:e|t|ent)$/u.test(tail[0] ?? '') && !HAPPENINGS[tail[0] ?? ''] && told.test(tail[1] ?? '');
  if (tail.length > 0 && !verb && !told.test(tail[0] ?? '') && !/(?:é|ée|és|ées|i|ie|u|ue)$/u.test(tail[0] ?? '')) {
    return trimmed(words.slice(0, comma));
  }
  return words;
}

/** What the child did « en criant » or « en disant », then their own words in quotes, the closing mark maybe cut off. */
const CRYING_WORDS =
  /^((?:il|elle) (?:a|est|s[’']est|se) [^"«“]+?) en (criant|disant|chantant|répétant|hurlant)\s*:?\s*["«“]\s*([^"»”]+?)\s*([?!.]*)\s*["»”]?$/u;

/** A family word the child calls out first (« papi tu dors … »): said as a name, a comma after it. */
const CALLED_OUT = /^(papi|papy|mamie|mamy|maman|papa|tata|tonton|pépé|mémé)\s+/iu;

/** The child's quoted words as a story writes them: a capital, the one called out, a question or a cry at the end. */
function childWords(words: string, mark: string): string {
  const said = words.trim().replace(/\s+/gu, ' ');
  if (said === '') return '';
  const called = CALLED_OUT.exec(said);
  const rest = called ? `${capital((called[1] ?? '').toLocaleLowerCase('fr'))}, ${said.slice(called[0].length)}` : said;
  // The question the phone's cut left without its mark: « tu dors … », « est-ce que … », « pourquoi … ».
  const asks = /^(?:tu|est-ce|pourquoi|où|quand|comment|on va|c’est quoi|c'est quoi)(?!\p{L})/iu.test(
    said.slice(called?.[0].length ?? 0),
  );
  const end =
    mark.includes('?') || (mark === '' && asks) ? ' ?' : mark.includes('.') && !mark.includes('!') ? '.' : ' !';
  return `${capital(rest)}${end}`;
}

/** A joke the child told, its question and its answer (« une blague, pourquoi la vache elle a des cloches, parce que … »). */
const RIDDLE =
  /(une blague|une devinette)\s*[,:]?\s*["«“]?\s*pourquoi ([^.!?,"»”]+?)\s*\??\s*[,:]?\s*["»”]?\s*[,:]?\s*["«“]?\s*parce que? ([^,.!?"»”]+)["»”]?/u;

/** The joke as the child says it: the question, then its answer (`Pourquoi la vache a des cloches ? Parce que …`). */
function riddleOf(description: string): string | undefined {
  const riddle = RIDDLE.exec(description.replace(/'/gu, '’'));
  if (!riddle) return undefined;
  // « la vache elle a … »: the spoken « elle » after the one asked about is left out in the telling.
  const asked = (riddle[2] ?? '').trim().replace(/^((?:la|le|les|l’) ?[\p{L}-]+) (?:elle|il|elles|ils) /u, '$1 ');
  // « ses cornes marchent pas »: the « ne » a story says.
  const answer = (riddle[3] ?? '')
    .trim()
    .replace(
      /(?<!\p{L})(?<!ne |n’)(\p{L}+) (pas|plus|jamais)(?!\p{L})/u,
      (_all, verb: string, not: string) => `${VOWEL_START.test(verb) ? 'n’' : 'ne '}${verb} ${not}`,
    );
  return `« Pourquoi ${asked} ? Parce que ${answer} ! »`
    .replace('Parce que il', 'Parce qu’il')
    .replace('Parce que elle', 'Parce qu’elle');
}

/**
 * What the one who writes did to help the child sleep (« j’ai laissé la veilleuse », « je lui ai chanté une berceuse »):
 * the night's comfort, told by the name the story gives them, or without them when the story does not know who writes.
 */
function bedtimeComfort(text: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const writer = context.parentGuessed ? undefined : context.parent;
  const lead = /^(?:(?:et|alors|du coup|pis|puis|donc|après|apres|finalement|au final),? )*/u.exec(text)?.[0] ?? '';
  const rest = text.slice(lead.length);
  const light =
    /^j’ai (laissé|allumé|rallumé) (?:la|sa|une|une petite) (veilleuse|lumière|lampe)(?: (?:allumée|du couloir|de chevet))?(?: (?:toute la nuit|pour dormir|pour qu’(?:il|elle) (?:s’endorme|dorme)))?$/u.exec(
      rest,
    );
  if (light) {
    const what = light[2] ?? '';
    if (writer) return `${writer} ${light[1] === 'laissé' ? 'laisse' : 'allume'} la ${what}, toute douce.`;
    return light[1] === 'laissé' ? `La ${what} reste allumée, toute douce.` : `La ${what} s’allume, toute douce.`;
  }
  const song =
    /^je lui ai (chanté|fredonné) (une berceuse|une chanson|des chansons|sa chanson|une comptine|des comptines|une petite chanson|sa berceuse)(?: (tout doucement|tout bas|à l’oreille))?$/u.exec(
      rest,
    );
  if (song) {
    const [, verb = '', what = '', how] = song;
    const sings = verb === 'chanté' ? 'chante' : 'fredonne';
    return writer
      ? `${writer} ${sings} ${what} ${how ?? 'tout bas'} à ${hero.name}.`
      : `On ${sings} ${what} ${how ?? 'tout bas'} à ${hero.name}.`;
  }
  const stayed =
    /^je (?:suis restée?|me suis (?:couchée?|allongée?|assise?)) (?:à côté d’(?:elle|lui)|près d’(?:elle|lui)|avec (?:elle|lui)|contre (?:elle|lui))(?: (?:jusqu’à ce qu’(?:il|elle) s’endorme|un moment|un peu))?$/u.exec(
      rest,
    );
  if (stayed) return writer ? `${writer} reste tout près de ${hero.name}.` : `On reste tout près de ${hero.name}.`;
  // « elle voulait la lumière allumée »: the light the child wanted on, as the child's wish.
  const wanted = /^(il|elle) (?:voulait|veut|a voulu) (?:la|sa) (lumière|lampe|veilleuse) allumée$/u.exec(rest);
  if (wanted && isChild(wanted[1] ?? '', context))
    return `${hero.name} ${hero.pl ? 'veulent' : 'veut'} garder la ${wanted[2]} allumée.`;
  return undefined;
}

/** The grown-up of the family the day is spent with (« journée pêche avec papi »), the first one named. */
function companionOf(description: string): { name: string; il: 'il' | 'elle' } | undefined {
  const found =
    /(?<!\p{L})(?:avec|chez) (papa|maman|papi|papy|mamie|mamy|pépé|mémé|tonton|tata|tatie|bon-papa|bonne-maman|grand-maman|grand-papa|grand-mère|grand-père|parrain|marraine)(?![\p{L}-])/iu.exec(
      description,
    );
  if (!found) return undefined;
  const name = found[1]?.toLowerCase() ?? '';
  return {
    name: capital(name),
    il: /^(?:maman|mamie|mamy|mémé|tata|tatie|bonne-maman|grand-maman|grand-mère|marraine)$/u.test(name)
      ? 'elle'
      : 'il',
  };
}

/** The cuddly toy the day was missing, by its name (« pas de Pinpin », « il a perdu son doudou », « on cherchait Nounou »). */
function lostToyOf(description: string): string | undefined {
  const found =
    /(?<!\p{L})(?:pas de|plus de|a perdu|avait perdu|perdu|cherch\p{L}*|trouvait plus|retrouvait plus) (?!(?:Maman|Papa|Mamie|Papi|Papy|Mamy)(?!\p{L}))(?:(son|sa) (doudou|nounours|peluche|lapin|ours|girafe|chien|chat)(?! (?:de|du|à))|(\p{Lu}[\p{L}-]*))/u.exec(
      description,
    );
  if (!found) return undefined;
  return found[3] ?? `${found[1]} ${found[2]}`;
}

/**
 * A thing of the child's that fell and broke (« elle a fait tomber sa tasse licorne, cassée en 2, gros chagrin »): the
 * fall, the break and the sorrow said, without the parent's digit.
 */
function brokenThing(text: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const broke =
    /^(il|elle) a (fait tomber|cassé|laissé tomber) (son|sa|ses) ([^,]+?),? (?:et (?:il|elle|ils|elles) (?:s’est|se sont|est|sont) )?(?:cassée?s?|cassés?|brisée?s?|brisés?|en miettes)(?: (en (?:2|deux|mille morceaux|morceaux|plein de morceaux)))?(?:,? (?:et )?(?:(gros chagrin|grosse peine|gros drame|gros gros chagrin)|(il|elle) a (?:eu un gros chagrin|eu beaucoup de peine|pleuré|beaucoup pleuré)))?$/u.exec(
      text,
    );
  if (!broke || !isChild(broke[1] ?? '', context) || hero.pl) return undefined;
  const [, , verb = '', its = '', thing = '', pieces, sorrow, cried] = broke;
  const many = its === 'ses';
  const fell = verb === 'cassé' ? 'casse' : verb === 'laissé tomber' ? 'laisse tomber' : 'fait tomber';
  const breaks =
    verb === 'cassé'
      ? ''
      : `, qui ${many ? 'se cassent' : 'se casse'}${pieces ? ` ${pieces.replace(/^en 2$/u, 'en deux')}` : ''}`;
  const sad = sorrow
    ? `, et ${hero.il} a un ${sorrow.replace(/^gros gros /u, 'très gros ')}`
    : cried
      ? /pleuré/u.test(text)
        ? `, et ${hero.il} pleure`
        : `, et ${hero.il} a beaucoup de peine`
      : '';
  return `${hero.name} ${fell} ${its} ${thing}${breaks}${sad}.`;
}

/**
 * « dernier jour chez tata nadia la nounou · lui a offert un dessin et des fleurs »: the gift the child gave the carer
 * named just before (`Zuri offre un dessin et des fleurs à Tata Nadia.`), the « lui » said by their name.
 */
function giftToCarer(text: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const gift =
    /^(?:(il|elle) )?lui a (offert|donné|apporté) ((?:un|une|des|son|sa|ses) [\p{L}’ -]+?)(?: pour (?:lui )?(?:dire )?(au revoir|merci))?$/u.exec(
      text,
    );
  if (!gift || (gift[1] && !isChild(gift[1], context)) || hero.pl) return undefined;
  // (Only a goodbye's or a thank-you's gift: « il lui a donné son goûter » may be anyone's.)
  if (
    !/(?<!\p{L})(?:dessin|dessins|fleurs?|bouquet|cadeau|cadeaux|carte|collier|bricolage)(?!\p{L})/u.test(gift[3] ?? '')
  )
    return undefined;
  const before = (context.description ?? '').toLocaleLowerCase('fr');
  const at = before.indexOf(text);
  const carers = [
    ...(at > 0 ? before.slice(0, at) : '').matchAll(
      /(?<!\p{L})(?:(tata|tatie|tonton|nounou|mamie|papi)(?: (\p{L}[\p{L}-]*))?|(la nounou|la maîtresse|sa nounou|sa maîtresse))(?!\p{L})/gu,
    ),
  ];
  const ownName = (found: RegExpExecArray | RegExpMatchArray) =>
    found[2] && !/^(?:la|le|sa|son|qui|et|est|a)$/u.test(found[2]) ? found[2] : undefined;
  // (« tata nadia la nounou »: by her name, not « la nounou » said after it.)
  const last = [...carers].reverse().find((found) => ownName(found)) ?? carers.at(-1);
  if (!last && gift[1]) return undefined;
  const own = last && ownName(last);
  const who = !last
    ? ''
    : last[3]
      ? ` à ${last[3].replace(/^sa /u, 'la ')}`
      : ` à ${capital(last[1] ?? '')}${own ? ` ${capital(own)}` : ''}`;
  const verb = { offert: 'offre', donné: 'donne', apporté: 'apporte' }[gift[2] ?? ''] ?? 'offre';
  const why = gift[4] ? ` pour dire ${gift[4]}` : '';
  // (A typed activity has no words before it to say whom: the gift alone.)
  return `${hero.name} ${verb} ${gift[3]}${who}${why}.`;
}

/**
 * What the one who writes did through the day, said of them (« quand je suis venue le chercher il m’a couru dans les
 * bras », « il a pleuré quand je suis partie », « j’ai fini par le retrouver dans le panier de linge sale »): told by
 * the name the story gives them, else by the « venue » or « partie » that says a mother or a father wrote it, else by
 * « on » where that can be told.
 */
function writerDid(text: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  // (« papa tenait la selle … je lui ai fait un câlin »: the one who writes of Papa doing something is not Papa, so the
  // likeliest one, Maman, is the one who writes.)
  const papaDid =
    /(?<![\p{L}’'-])(?<!(?:le|son|ton|mon|au|du|de|à|a|avec|chez|sans) )papa (?:l[’']|lui |m[’']|nous |s[’'])?(?:a|est|était|etait|avait|\p{L}+ait)(?!\p{L})/iu.test(
      context.description ?? '',
    );
  const known = context.parentGuessed && !papaDid ? undefined : context.parent;
  const writerBy = (participle: string) =>
    known ?? (participle.endsWith('e') ? 'Maman' : /[ui]$/u.test(participle) ? 'Papa' : undefined);
  const pick =
    /^quand je suis (venue?|passée?|arrivée?|allée?) (?:le|la) (?:chercher|récupérer|recuperer)(?: à la crèche| à l’école| chez la nounou)?,? (il|elle) m’a (couru|sauté) dans les bras$/u.exec(
      text,
    );
  if (pick && isChild(pick[2] ?? '', context)) {
    const writer = writerBy(pick[1] ?? '');
    if (!writer) return undefined;
    const runs = pick[3] === 'couru' ? 'court' : 'saute';
    return `Quand ${writer} vient ${hero.le === 'la' ? 'la' : 'le'} chercher, ${hero.name} ${hero.pl ? `${runs}nt` : runs} dans ses bras.`;
  }
  const leaving =
    /^(il|elle) a (pleuré|hurlé|crié)( à la porte| dans l’entrée| très fort| un peu| beaucoup)? quand je suis (partie?)$/u.exec(
      text,
    );
  if (leaving && isChild(leaving[1] ?? '', context)) {
    const writer = writerBy(leaving[4] ?? '');
    if (!writer) return undefined;
    const verb = leaving[2] === 'pleuré' ? 'pleure' : leaving[2] === 'hurlé' ? 'hurle' : 'crie';
    return `${hero.name} ${hero.pl ? `${verb}nt` : verb}${leaving[3] ?? ''} quand ${writer} s’en va.`;
  }
  // « il est venu le chercher a 8h »: the grown-up the day is with fetched the child, at the hour said.
  const companion = companionOf(context.description ?? '');
  const fetched =
    /^(il|elle) est (venue?|passée?) (le|la) (?:chercher|prendre|récupérer)((?: (?:à|a|vers) (?:\p{L}+[- ])*\p{L}+ heures?(?: et demie)?)?(?: à la maison| chez nous)?)$/u.exec(
      text,
    );
  if (fetched && companion && companion.il === fetched[1] && (fetched[3] === 'la') === hero.fem && !hero.pl)
    return `${companion.name} vient chercher ${hero.name}${(fetched[4] ?? '').replace(/^ a /u, ' à ')}.`;
  // « ils sont allés à l’étang derrière chez lui »: the child and that grown-up, to where they went.
  // (« apres ils sont allés au marché acheter des fraises »: after what came before, said so.)
  const went =
    /^(?:(après|apres|ensuite|l’après-midi|le matin|ce matin|cet après-midi) )?(?:(?:et )?(?:ils|elles) sont (?:allés|allées|partis|parties) )((?:à|au|aux|à la|dans|en|chez|sur) [\p{L}’ -]+)$/u.exec(
      text,
    );
  if (went && companion && !hero.pl)
    return `${went[1] ? `${capital(went[1].replace(/^apres$/u, 'après'))}, ` : ''}${hero.name} et ${companion.name} vont ${(
      went[2] ?? ''
    )
      .replace(/(?<!\p{L})derrière chez (?:lui|elle)(?!\p{L})/u, `derrière la maison de ${companion.name}`)
      .replace(/(?<!\p{L})chez (?:lui|elle)(?!\p{L})/u, `chez ${companion.name}`)}.`;
  // « ils ont fait un gâteau aux pommes »: what the child and that grown-up made together.
  const made =
    /^(?:(?:et )?(?:ils|elles) ont (fait|préparé|cuisiné|planté|cueilli|ramassé|construit) )((?:un|une|des|du|de la|le|la|les) [\p{L}’ -]+)$/u.exec(
      text,
    );
  if (made && companion && !hero.pl) {
    const does: Record<string, string> = {
      fait: 'font',
      préparé: 'préparent',
      cuisiné: 'cuisinent',
      planté: 'plantent',
      cueilli: 'cueillent',
      ramassé: 'ramassent',
      construit: 'construisent',
    };
    return `${hero.name} et ${companion.name} ${does[made[1] ?? '']} ${made[2]}.`;
  }
  // « papi l’a remis à l’eau »: the fish let go.
  const putBack =
    /^(papa|maman|papi|papy|mamie|mamy|pépé|mémé|tonton|tata|bon-papa|bonne-maman) l’a (remise?|relâchée?) (à l’eau|dans l’eau|dans l’étang|dans la mare|dans la rivière)$/u.exec(
      text,
    );
  if (putBack)
    return `${capital(putBack[1] ?? '')} ${putBack[2]?.endsWith('e') ? 'la' : 'le'} ${putBack[2]?.startsWith('remis') ? 'remet' : 'relâche'} ${putBack[3]}.`;
  // « elle en avait partout »: the child covered in what they ate or played with.
  const allOver = /^(il|elle) en (avait|a mis|a foutu) (?:de )?partout$/u.exec(text);
  if (allOver && isChild(allOver[1] ?? '', context))
    return `${hero.name} en ${allOver[2] === 'avait' ? (hero.pl ? 'ont' : 'a') : hero.pl ? 'mettent' : 'met'} partout.`;
  // « ça drachait », « il drache »: a downpour, in Belgium and the North.
  if (
    /^(?:ça|ca|il) (?:drachait|drache|a draché)(?: (?:tout l’après-midi|toute la journée|toute la matinée))?$/u.test(
      text,
    )
  )
    return `Il pleut très fort${/(?<!\p{L})tou(?:t|te) l/u.test(text) ? ` ${text.replace(/^.*? (tou)/u, '$1')}` : ''}.`;
  // « c’était trop bien », « c’était génial »: the day was fun, said of the child.
  if (/^c’(?:était|etait) (?:trop bien|trop cool|super bien|génial|genial|trop chouette|top)$/u.test(text))
    return `${hero.name} ${hero.pl ? 's’amusent' : 's’amuse'} beaucoup.`;
  // « Lina est rentrée de la maternité … elle voulait pas la regarder »: the new baby, by the name the day gives them.
  const baby =
    /(?<!\p{L})(\p{Lu}[\p{L}-]+) (?:est (?:rentrée?|arrivée?|née?)|sont rentrés)(?= (?:de la maternité|à la maison|hier|ce matin|ce midi|cette nuit)(?!\p{L}))/u.exec(
      context.description ?? '',
    )?.[1] ??
    /(?<!\p{L})(?:petite? (?:sœur|soeur|frère|frere)|bébé) (\p{Lu}[\p{L}-]+)(?= (?:est|sont) (?:rentrée?|arrivée?|née?))/u.exec(
      context.description ?? '',
    )?.[1];
  const notLook =
    /^(il|elle) (?:ne |n’)?(?:voulait|veut|a voulu) (?:pas|plus) (la|le) (regarder|toucher|voir|prendre dans ses bras)$/u.exec(
      text,
    );
  if (notLook && baby && isChild(notLook[1] ?? '', context))
    return `${hero.name} ${hero.pl ? 'ne veulent' : 'ne veut'} pas ${notLook[3]} ${baby}.`;
  // « elle voulait que des câlins de moi »: the one who writes, by their name, or left out.
  const onlyMe =
    /^(il|elle) (?:ne |n’)?voulait (?:que|plus que) (des câlins|des bisous|les bras|mes bras)(?: de moi)?$/u.exec(text);
  if (onlyMe && isChild(onlyMe[1] ?? '', context)) {
    const what = onlyMe[2] === 'mes bras' || onlyMe[2] === 'les bras' ? 'les bras' : onlyMe[2];
    return `${hero.name} ${hero.pl ? 'ne veulent' : 'ne veut'} que ${what}${known ? ` de ${known}` : ''}.`;
  }
  // « à la maison j’ai mis un pansement reine des neiges et un bisou magique », « dans la voiture je lui ai fait un gros
  // câlin », « j’ai dû le porter jusqu’à la voiture en mode sac à patates »: the comfort and the help the one who writes
  // gave the child themselves, told by their name, else by « on », where it was given.
  const where = (lead = '') => (lead ? `${capital(lead.replace(/^a /u, 'à '))}, ` : '');
  const whoAfter = (lead = '') => known ?? (lead ? 'on' : 'On');
  const plaster =
    /^(?:((?:à|a) la maison|dans la voiture|dans la salle de bain|en rentrant),? )?j’ai (?:mis|collé) (un (?:petit |gros |joli )?pansement(?: (?:avec (?:une |des |la |le )?)?[\p{L}-]+(?: des [\p{L}-]+| [\p{L}-]+)?)?)(?: (?:et|avec) (un (?:gros |petit )?bisou(?: magique| dessus)?))?(?: et (?:c’était|c’est|ça a été|c’etait) (?:fini|réglé|oublié|bon))?$/u.exec(
      text,
    );
  // « j’ai mis de la crème et fait un bisou » after a scratch: the cream on the sore place, and the kiss.
  const cream =
    /^(?:((?:à|a) la maison|dans la salle de bain|en rentrant),? )?j’ai (?:mis|passé) (de la crème|de la pommade|du baume|de l’arnica|un peu de crème|un peu de pommade)(?: dessus)?(?: (?:et|avec) (?:(?:fait|donné) )?(un (?:gros |petit )?bisou(?: magique)?))?$/u.exec(
      text,
    );
  if (cream) {
    const [, lead, balm = '', kiss] = cream;
    const kissed = kiss ? ` et ${known ? '' : 'on '}lui fait ${kiss}` : '';
    return `${where(lead)}${whoAfter(lead)} met ${balm} sur le bobo ${hero.de ?? `de ${hero.name}`}${kissed}.`;
  }
  if (plaster) {
    const [, lead, dressing = '', kiss] = plaster;
    const told = dressing.replace(
      /(?<!\p{L})(reine des neiges|pat patrouille|peppa pig|spiderman|spider-man|paw patrol)(?!\p{L})/u,
      (name) => capital(name),
    );
    const kissed = kiss ? ` et ${known ? '' : 'on '}lui fait ${kiss.replace(/ dessus$/u, '')}` : '';
    return `${where(lead)}${whoAfter(lead)} met ${told} à ${hero.name}${kissed}.`;
  }
  const hug =
    /^(?:((?:à|a) la maison|dans la voiture|dans mes bras|au lit|sur le canapé|en rentrant),? )?je (?:lui|leur) ai fait (un (?:gros |grand |petit |long )?(?:câlin|bisou)(?: magique)?|plein de (?:câlins|bisous))$/u.exec(
      text,
    );
  if (hug) return `${where(hug[1])}${whoAfter(hug[1])} fait ${hug[2]} à ${hero.name}.`;
  // « je l’ai pris sur mes genoux », « je l’ai prise dans mes bras »: the child held by the one who writes.
  const held =
    /^(?:((?:à|a) la maison|dans la voiture|au lit|sur le canapé|en rentrant|après|apres),? )?je (?:l’|la |le )ai (?:pris|prise|repris|reprise) (sur mes genoux|dans mes bras)(?: (?:pour (?:la|le) (?:consoler|calmer|rassurer)|un moment|un long moment))?$/u.exec(
      text,
    );
  if (held && !hero.pl)
    return `${where(held[1]?.replace(/^apres$/u, 'après'))}${whoAfter(held[1])} prend ${hero.name} ${(held[2] ?? '').replace('mes', 'ses')}.`;
  const carried =
    /^j’ai (?:dû|du|été obligée? de|fini par) (?:le|la) porter (jusqu’à (?:la|le|l’)\s?[\p{L}-]+|jusqu’à la maison|dans mes bras)(?: (?:en mode|comme un|comme une) [\p{L}’ -]+)?$/u.exec(
      text,
    );
  if (carried && !hero.pl)
    return `${whoAfter()} porte ${hero.name} ${(carried[1] ?? '').replace(/^dans mes bras$/u, 'dans ses bras')}.`;
  // « à dix-huit heures papa est allé le chercher », « papi est venu la chercher chez mamie »: the grown-up fetching
  // the child at the day's end.
  const fetchedBy =
    /^(?:((?:à|a|vers) (?:[\p{L}]+[- ])*[\p{L}]+ heures?(?: et demie)?),? )?(papa|maman|papi|papy|mamie|mamy|tonton|tata|tatie) (?:est (?:allée?|venue?|passée?)|a été) (le|la) (?:chercher|récupérer|recuperer)((?: chez [\p{L}-]+| à la crèche| à l’école)?)$/u.exec(
      text,
    );
  if (fetchedBy && (fetchedBy[3] === 'la') === hero.fem && !hero.pl)
    return `${where(fetchedBy[1])}${capital(fetchedBy[2] ?? '')} vient chercher ${hero.name}${fetchedBy[4] ?? ''}.`;
  // « genou tout écorché ça saignait un peu »: the scrape the fall left, told without its blood.
  const scraped =
    /^(?:(?:le|son|sa) )?(genou|genoux|coude|coudes|menton|front|nez|main|mains|jambe|lèvre)(?: (?:tout|toute|tous|toutes|bien|un peu))? (écorchée?s?|ecorchée?s?|égratignée?s?|egratignée?s?|éraflée?s?|eraflée?s?|râpée?s?|rapée?s?)(?: .*)?$/u.exec(
      text,
    );
  if (scraped) {
    const part = scraped[1] ?? '';
    const many = part.endsWith('s');
    const fem = /^(?:main|mains|jambe|lèvre)$/u.test(part);
    const its = many ? 'Ses' : fem ? 'Sa' : 'Son';
    const all = many ? (fem ? 'toutes' : 'tout') : fem ? 'toute' : 'tout';
    const word = (scraped[2] ?? '')
      .replace(/^ecorch/u, 'écorch')
      .replace(/^egratign/u, 'égratign')
      .replace(/^eraf/u, 'éraf')
      .replace(/^rap/u, 'râp')
      .replace(/e?s?$/u, '');
    return `${its} ${part} ${many ? 'sont' : 'est'} ${all} ${word}${fem ? 'e' : ''}${many ? 's' : ''}.`;
  }
  // « route des vacances 6h de voiture », « 1h de voiture »: the long ride, with its hours, the way there.
  const ride =
    /^(?:(route des vacances|départ en vacances|depart en vacances|on part en vacances|départ pour les vacances),? )?((?:une|\p{L}+(?:-\p{L}+)*) heures?(?: et demie)?) de (voiture|route|train|avion|bateau|ferry|trajet)$/u.exec(
      text,
    );
  if (ride && !/^(?:à|a|vers)$/u.test(ride[2] ?? ''))
    // (The way there, said so: the engine may tell it beside the day's place.)
    return ride[1]
      ? `${hero.name} ${hero.pl ? 'font' : 'fait'} ${ride[2]} de ${ride[3]} pour partir en vacances.`
      : `Pour y aller, ${hero.name} ${hero.pl ? 'font' : 'fait'} ${ride[2]} de ${ride[3]}.`;
  const toy = lostToyOf(context.description ?? '');
  const found =
    /^j’ai (?:fini par|réussi à) (?:le|la) retrouver ((?:dans|sous|derrière|au fond d[eu]|sur) [\p{L}’ -]+?)(?: mdr| lol| ptdr)?$/u.exec(
      text,
    );
  if (found) {
    const where = found[1] ?? '';
    if (known)
      return toy ? `${known} finit par retrouver ${toy} ${where}.` : `${known} finit par le retrouver ${where}.`;
    return toy ? `On finit par retrouver ${toy} ${where}.` : undefined;
  }
  const hugged = /^(il|elle) l’a serré(?:e)? (?:super |très |trop |tellement )?fort(?: contre (?:lui|elle))?$/u.exec(
    text,
  );
  if (hugged && toy && isChild(hugged[1] ?? '', context))
    return `${hero.name} ${hero.pl ? 'serrent' : 'serre'} ${toy} très fort contre ${hero.pl ? 'eux' : hero.fem ? 'elle' : 'lui'}.`;
  return undefined;
}

function retell(raw: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const unquoted = raw.replace(/^\s*["»”]\s*/u, '').replace(/["“«]\s*(\p{L}+)\s*["”»]/gu, '$1');
  if (SAID.test(unquoted)) return undefined;
  // « se sont disputées pour la poussette de la poupée », typed without its subject on a day with one other child: the
  // two of them, as when the parent writes « elles ».
  const bareTwo =
    /^(?:(?:et|puis|après|apres) )?(se sont|s’étaient|s'étaient) ((?:disput|chamaill|bagarr|réconcili|reconcili|fâch|fach)\p{L}*(?: .*)?)$/u.exec(
      unquoted.trim(),
    );
  // « il a dit merci saint nicolas »: the child's own thanks, said as a quote.
  const thanks =
    /^(?:(?:et|puis|après|apres|et puis) )?(il|elle) a dit merci (?:à |a )?(saint[- ]nicolas|st[- ]nicolas|(?:au )?p[èe]re no[ëe]l|tata|tonton|tatie|la maîtresse|la maitresse|madame|la nounou|nounou)$/u.exec(
      unquoted.trim(),
    );
  if (thanks && isChild(thanks[1] ?? '', context)) {
    const who = (thanks[2] ?? '')
      .replace(/^au /u, '')
      .replace(/^st[- ]/u, 'saint ')
      .replace(/^saint-/u, 'saint ')
      .replace(/^la maitresse$/u, 'la maîtresse')
      .replace(/^p[èe]re no[ëe]l$/u, 'père Noël')
      .replace(/^saint nicolas$/u, 'saint Nicolas')
      .replace(/^(?:tata|tonton|tatie|nounou|madame)$/u, (word) => capital(word));
    // (As the family's thanks are said: « Merci, Papa », dit Zuri tout doucement.)
    return `« Merci, ${who} », dit ${hero.name} tout doucement.`;
  }
  // « elle voulait sortir sauter dedans, on pouvait pas »: what the child wanted could not be, said of no one.
  if (
    /^(?:(?:mais|sauf que) )?(?:on (?:ne |n’|n')?pouvait pas|on (?:ne |n’|n')?pouvait plus|(?:c’était|c'était|c’etait|c'etait|ce n’était|ce n'était) pas possible)(?: (?:ce coup-ci|aujourd’hui|aujourd'hui))?$/u.test(
      unquoted.trim(),
    )
  )
    return 'Mais ce n’est pas possible.';
  if (bareTwo && otherChild(hero, context, unquoted)) {
    const they = /^\p{L}*ées?(?!\p{L})/u.test(bareTwo[2] ?? '') ? 'elles' : 'ils';
    return retell(`${they} ${bareTwo[1]} ${bareTwo[2]}`, context);
  }
  // « tous les cousins etaient la », « repas chez mamie, toute la famille était là »: who was there, after the outing.
  const allThere =
    /^(?:(.+?),? )?((?:tous|toutes) les (?:cousins|cousines|copains|copines|enfants|petits-enfants|tontons|tatas|oncles et tantes)|toute la famille|tout le monde) (?:étaient|etaient|était|etait|sont|est) l[àa](?: aussi)?$/u.exec(
      unquoted.trim(),
    );
  if (allThere) {
    const who = allThere[2] ?? '';
    const there = `${capital(who)} ${/^tou(?:s|tes) /u.test(who) ? 'sont' : 'est'} là.`;
    const before = allThere[1] ? retell(allThere[1], context) : undefined;
    if (!allThere[1] || before) return before ? `${before} ${there}` : there;
  }
  // « il nous a raconté une blague, pourquoi la vache … parce que … »: the child tells the joke, in its own words.
  const joke =
    /^(?:(?:et|puis|après|apres|le soir|ce soir|à table|a table),? )?(il|elle) (?:nous |m[’']|leur |lui )?a (?:raconté|fait|dit) (une blague|une devinette)$/u.exec(
      unquoted.trim(),
    );
  if (joke && isChild(joke[1] ?? '', context)) {
    const riddle = riddleOf(context.description ?? '');
    return `${hero.name} ${hero.pl ? 'racontent' : 'raconte'} ${joke[2]}${riddle ? ` : ${riddle}` : '.'}`;
  }
  // « il criait LES VACHES a chaque champ »: words shouted in capitals are the child's own, said as a quote.
  const shout =
    /^(?:(?:et |puis )?(il|elle) (?:criait|crie|a crié|hurlait|a hurlé|disait|répétait) )((?:\p{Lu}{2,}[’']?\s?){1,5}?)(?:\s+(.*))?$/u.exec(
      unquoted.trim(),
    );
  if (shout && isChild(shout[1] ?? '', context)) {
    const words = capital((shout[2] ?? '').trim().toLocaleLowerCase('fr'));
    const where = shout[3] ? clean(shout[3]) : '';
    const said = `${hero.name} crie: « ${words} ! »`;
    return /^(?:à|au|dans|sur|devant|en) [\p{L}’ -]+$/u.test(where) ? `${capital(where)}, ${said}` : said;
  }
  // « il a couru partout en criant "papi tu dors dans ma chambre ?" »: the child's own words, kept after what they did.
  const crying = CRYING_WORDS.exec(raw.trim());
  if (crying?.[1] && crying[3]) {
    const did = retell(crying[1], context);
    const words = childWords(crying[3], crying[4] ?? '');
    if (did?.endsWith('.') && words) return `${did.slice(0, -1)} en ${crying[2]} : « ${words} »`;
  }
  // « il criait "va chercher Biscotte va chercher" »: the child's words said over and over, kept as said (the quote
  // may be left open); « … avec les autres enfants », « … a tout le monde »: who shouted along or was told, after.
  const calling =
    /^(?:(?:et|puis|pis|après|apres|ensuite) )?(il|elle|(?:ma|mon) (?:puce|loulou|louloute|choupette|cocotte|crevette|chéri|chérie|trésor|poussin|pitchoun|pitchoune|bonhomme)) (criait|disait|répétait|hurlait|chantait|chantonnait|demandait)\s*:?\s*["«“]\s*([^"»”]+?)\s*([?!.]*)\s*(?:["»”]\s*(?:(avec (?:les |ses |des )?(?:autres |petits )?(?:enfants|copains|copines|cousins|cousines|amis)|(?:a|à) tout le monde|(?:a|à) (?:papa|maman|mamie|papi|papy|mamy|tata|tonton))\s*)?)?$/u.exec(
      raw.trim(),
    );
  if (calling && (isChild(calling[1] ?? '', context) || /^m/u.test(calling[1] ?? ''))) {
    const words = childWords(calling[3] ?? '', calling[4] ?? '');
    const verb =
      {
        criait: 'crie',
        hurlait: 'crie',
        disait: 'dit',
        répétait: 'répète',
        chantait: 'chante',
        chantonnait: 'chantonne',
      }[calling[2] ?? ''] ?? 'demande';
    const along = (calling[5] ?? '')
      .replace(/^a /u, 'à ')
      .replace(/(?<=^à )(papa|maman|mamie|papi|papy|mamy|tata|tonton)$/u, (kin) => capital(kin));
    if (words)
      return `${hero.name} ${hero.pl ? `${verb}nt`.replace('ditnt', 'disent') : verb}${along ? ` ${along}` : ''}: « ${words} »`;
  }
  // « il disait ça chatouille », « elle a dit c’est trop bien »: the child's words typed without their quotes, said as a
  // quote (never a reported « dit que », which stays the parent's telling).
  const bare =
    /^(?:(?:et|puis|pis|après|apres|ensuite) )?(il|elle) (a dit|disait|dit|répétait|repetait|arrêtait pas de dire|arretait pas de dire|n’arrêtait pas de dire)\s*:?\s*((?:(?:ça|c’est|c'est|je|regarde)(?![\p{L}-])|j[’']).*?)\s*([?!.]*)$/u.exec(
      unquoted.trim(),
    );
  if (bare && isChild(bare[1] ?? '', context) && !/["«“»”]/u.test(raw)) {
    const words = childWords((bare[3] ?? '').replace(/'/gu, '’'), bare[4] ?? '');
    const verb = /^r[ée]p[ée]tait$|arr/u.test(bare[2] ?? '') ? 'répète' : 'dit';
    if (words) return `${hero.name} ${hero.pl ? (verb === 'dit' ? 'disent' : 'répètent') : verb}: « ${words} »`;
  }
  let text = clean(unquoted.replace(QUOTED, ' '));
  while (LEAD.test(text)) text = text.replace(LEAD, '');
  // « il pleurait et voulait pas dormir sans »: without the cuddly toy the day was missing, by its name.
  const without = lostToyOf(context.description ?? '');
  if (without) text = text.replace(/(?<!\p{L})(dormir|partir|aller au lit|se coucher) sans$/u, `$1 sans ${without}`);
  // « la maman de Malo lui a proposé de souffler les bougies avec lui »: « lui » the child, then the friend whose
  // grown-up it was.
  text = text.replace(
    /^((?:la maman|le papa|la mamie|le papi|la mamy|le papy|la grand-mère|le grand-père|la tata|le tonton|la nounou|la sœur|le frère|la grande sœur|le grand frère) (?:de|d’) (\p{Lu}[\p{L}-]+)) (?:lui|leur) a (proposé|demandé|dit) de (.+?) avec (?:lui|elle)(?!\p{L})/u,
    (_all, who: string, friend: string, asked: string, what: string) =>
      `${who} a ${asked} ${hero.a ?? `à ${hero.name}`} de ${what} avec ${friend}`,
  );
  const broken = brokenThing(text, context);
  if (broken) return broken;
  const byWriter = writerDid(text, context);
  if (byWriter) return byWriter;
  const farewellGift = giftToCarer(text, context);
  if (farewellGift) return farewellGift;
  const bedtime = bedtimeComfort(text, context);
  // « celle là elle l’a mangée avec du nutella »: the one that worked, kept as « celle-là » (`Celle-là, Zuri la mange`).
  const thatOne =
    /^(celle|celui|celles|ceux)[ -]l[àa],? (il|elle) l[’']a (mangée?s?|bue?s?|goûtée?s?|gardée?s?|finie?s?|adorée?s?|réussie?s?)((?: [\p{L}’ -]+)?)$/u.exec(
      text,
    );
  if (thatOne && isChild(thatOne[2] ?? '', context)) {
    const [, which = '', , done = '', rest = ''] = thatOne;
    const it = /s$/u.test(which) || which === 'ceux' ? 'les' : which === 'celle' ? 'la' : 'le';
    const verb = done.replace(/[es]*$/u, '');
    const now =
      { mangé: 'mange', bu: 'boit', goûté: 'goûte', gardé: 'garde', fini: 'finit', adoré: 'adore', réussi: 'réussit' }[
        verb
      ] ?? '';
    if (now)
      return `${capital(which)}-là, ${hero.name} ${it} ${hero.pl ? `${now}nt`.replace('tnt', 'ent') : now}${rest}.`;
  }
  // « il l’a raconté à tout le monde »: what the child was proud of, told to everyone.
  const toldAll = /^(il|elle) l[’']a (raconté|montré|dit) à tout le monde$/u.exec(text);
  if (toldAll && isChild(toldAll[1] ?? '', context)) {
    const now = { raconté: 'raconte', montré: 'montre', dit: 'dit' }[toldAll[2] ?? ''] ?? 'raconte';
    return `${hero.name} le ${hero.pl ? (now === 'dit' ? 'disent' : `${now}nt`) : now} à tout le monde.`;
  }
  if (bedtime) return bedtime;
  // « elle a pleuré quand il a piqué »: the tears at the vaccine's prick, the one who pricked said as the prick itself.
  const pricked =
    /^(?:(?:et|mais|pis|puis) )?(il|elle) a (pleuré|crié|hurlé|pleurniché) (?:(?:quand|lorsqu’|lorsque) ?(?:il|elle|on|(?:le|la) (?:docteure?|doc|médecin|pédiatre|dentiste)|l’infirmière|l’infirmier)(?: l’| lui)? (?:a|ont) (?:piquée?|vaccinée?|fait (?:la|sa) (?:piqûre|piqure|prise de sang)|fait (?:le|son) vaccin)|(?:au moment de|pendant) (?:la|sa) (?:piqûre|piqure)|pour (?:le|son) vaccin)$/u.exec(
      text,
    );
  if (pricked && isChild(pricked[1] ?? '', context)) {
    const cry = pricked[2] === 'pleuré' || pricked[2] === 'pleurniché' ? 'pleure' : 'crie';
    return `${hero.name} ${hero.pl ? `${cry}nt` : cry} quand ça pique.`;
  }
  // « le pansement licorne et le câlin de papa ont tout arrangé »: what made it better, told as what it did.
  const mended =
    /^(?:(?:et|mais|pis|puis|du coup|heureusement|alors) )?((?:le|la|les|un|une|son|sa|ses|des|l’) [^,]+?) (a|ont) (?:tout arrangé|tout réglé|tout réparé|arrangé les choses)$/u.exec(
      text,
    );
  if (mended && !/(?<!\p{L})(?:il|elle|on|je|j’|moi|mon|ma|mes)(?!\p{L})/u.test(mended[1] ?? ''))
    return `${capital(mended[1] ?? '')} ${mended[2] === 'ont' ? 'arrangent' : 'arrange'} tout.`;
  // « il a fallu les séparer 5 min », « du coup il a fallu rentrer »: what had to be done, told as the story's « il faut ».
  const hadTo =
    /^(?:(?:et|mais|pis|puis|du coup|alors|donc|après|apres) )?il (?:a fallu|fallait) (les séparer|partir|repartir|rentrer|s’en aller|attendre|(?:le|la) (?:porter|consoler|calmer|changer|rassurer))((?: (?:vite|tout de suite|à la maison|en courant|un moment|un peu|longtemps))?)(?: \S+ (?:min|minutes))?$/u.exec(
      text,
    );
  if (hadTo) {
    const [, done = '', how = ''] = hadTo;
    const what = /^(?:le|la) /u.test(done) ? `${done.slice(3)} ${hero.name}` : done;
    return `Il faut ${what}${how}${/min/u.test(text) && !how ? ' un petit moment' : ''}.`;
  }
  // « on avait du chocolat partout »: the mess the day left on everyone, told in the story's present.
  const smeared = new RegExp(
    `^(on|il|elle) (?:avait|a|a eu) (?:du |de la |de l’)(${Object.keys(MESS).join('|')}) partout((?: (?:sur|dans) [\\p{L}’ -]+)?)$`,
    'u',
  ).exec(text.trim());
  if (smeared && (smeared[1] === 'on' || isChild(smeared[1] ?? '', context))) {
    const mess = smeared[2] ?? '';
    const some = `${MESS[mess] === 'f' ? 'de la' : 'du'} ${mess}`;
    return smeared[1] === 'on'
      ? `${together(hero, context)} ont ${some} partout${smeared[3]}.`
      : `${hero.name} ${hero.pl ? 'ont' : 'a'} ${some} partout${smeared[3]}.`;
  }
  // « au final Noa lui a prêté »: a lending or giving whose thing was said before is no sentence of its own.
  if (/(?<!\p{L})(?:lui|leur) (?:a|ont) (?:prêté|donné|montré|passé|rendu|offert|ramené|acheté)$/u.test(text.trim()))
    return undefined;
  // « elle a pleuré dans mes bras »: the arms of the one who writes, said by the name the story gives them.
  if (context.parent)
    text = text
      .replace(
        /(?<!\p{L})(dans|sur|contre|entre) mes (bras|genoux|jambes)(?!\p{L})/u,
        (_all, where: string, what: string) =>
          `${where} les ${what} ${VOWEL_START.test(context.parent ?? '') ? 'd’' : 'de '}${context.parent}`,
      )
      // « il restait collé a ma jambe »: the leg of the one who writes, too.
      .replace(
        /(?<!\p{L})(?:à|a) ma (jambe|main)(?!\p{L})/u,
        (_all, what: string) =>
          `à la ${what} ${VOWEL_START.test(context.parent ?? '') ? 'd’' : 'de '}${context.parent}`,
      );
  // « il s’est endormi contre moi »: asleep against the one who writes, said by the name the story gives them, or
  // curled up when the story does not know them (never the parent's « moi » in the story's mouth).
  const writer = context.parentGuessed ? undefined : context.parent;
  text = text.replace(
    /^((?:et |puis |pis )?(?:il|elle) (?:s[’']est (?:endormie?|rendormie?|blottie?|couchée?|calmée?|apaisée?)|est venue? se (?:blottir|coller|serrer|pelotonner))) contre moi$/u,
    (_all, done: string) =>
      writer
        ? `${done} contre ${writer}`
        : / venue? se /u.test(done)
          ? `${done} pour un gros câlin`
          : `${done} ${hero.pl ? 'tout blottis' : hero.fem ? 'toute blottie' : 'tout blotti'}`,
  );
  // « ce qu’il a préféré c’est le tracteur rouge »: what the child loved most, said as the story's.
  const best =
    /^(?:et )?ce (?:qu[’'](?:il|elle)|que (?:ma puce|mon loulou)) a (?:préféré|prefere|préferé|adoré|aimé le plus|le plus aimé),? (?:c[’']est|c[’']était|c[’']etait|ce sont|c[’']étaient) (.+)$/u.exec(
      text,
    );
  if (best?.[1]) {
    const thing = best[1].trim();
    return ended(`Ce que ${hero.name} ${hero.pl ? 'préfèrent' : 'préfère'}, c’est ${thing}`);
  }
  // « ma puce a aidé à souffler les bougies », « mon loulou s’est endormi »: the parent's pet name for the child, as the
  // subject, is the child.
  const petSubject = context.childPronoun === 'she' ? 'elle' : context.childPronoun === 'he' ? 'il' : undefined;
  // (« ce soir ma puce a aidé papa »: also after the time the clause begins with.)
  if (petSubject) {
    const lead =
      /^(?:ce soir|ce matin|cet après-midi|aujourd’hui|ce midi|à midi|ensuite|après|puis|et|au début|au départ|au final|à la fin),? /u.exec(
        text,
      )?.[0] ?? '';
    text = lead + text.slice(lead.length).replace(PET_SUBJECT, petSubject);
  }
  // « notre chat a volé la chaussette de mon loulou »: after « de » or « à », the pet name is the hero too.
  if (petSubject)
    text = text.replace(PET_AFTER, (_all, word: string) =>
      word === 'de'
        ? (hero.de ?? `de ${hero.name}`)
        : word === 'à' || word === 'a'
          ? (hero.a ?? `à ${hero.name}`)
          : `${word} ${hero.name}`,
    );
  // « ce soir avec papa ils ont fait un spray »: « ils » is the child and the grown-up named, told as the child's doing
  // with them (`Zuri fait un spray avec Papa`).
  const withKin = context.childPronoun === 'she' ? 'elle' : context.childPronoun === 'he' ? 'il' : undefined;
  if (withKin)
    text = text.replace(
      /^((?:ce soir|ce matin|cet après-midi|après|ensuite),? )?ils ont (.+ avec (?:papa|maman|papi|papy|mamie|mamy|tata|tonton|Papa|Maman|Papi|Papy|Mamie|Mamy|Tata|Tonton)(?: \p{Lu}[\p{L}-]+)?)$/u,
      (_all, when: string | undefined, rest: string) => `${when ?? ''}${withKin} a ${rest}`,
    );
  // « zuri et son grand frère Noa se sont disputés pour le camion »: the child and the brother, told as the two of them
  // with the brother said as the parent said him.
  const kinPair =
    /^(?:(il|elle)|(\p{L}+)) et (?:son|sa) ((?:(?:grand|grande|petit|petite) )?(?:frère|frere|sœur|soeur|cousin|cousine)) (\p{Lu}[\p{L}-]+) ((?:se sont|s’est|ont|sont) .+)$/u.exec(
      text,
    );
  const childNamed = (word: string) =>
    (context.children ?? []).some((name) => name.toLocaleLowerCase('fr') === word.toLocaleLowerCase('fr'));
  if (kinPair && ((kinPair[1] && isChild(kinPair[1], context)) || (kinPair[2] && childNamed(kinPair[2])))) {
    const [, pronoun, , kin = '', name = '', rest = ''] = kinPair;
    const told = retell(`${pronoun ?? withKin ?? 'elle'} et ${name} ${rest}`, {
      ...context,
      names: [...context.names, name],
    });
    const said = kin.replace('frere', 'frère').replace('soeur', 'sœur');
    if (told?.includes(`${hero.name} et ${name}`))
      return told.replace(
        `${hero.name} et ${name}`,
        `${hero.name} et ${said.startsWith('s') || /^(?:grande|petite) /u.test(said) || said.startsWith('cousine') ? 'sa' : 'son'} ${said} ${name}`,
      );
  }
  // « ce matin a la crèche ils ont fait de la peinture »: « ils » are the children of the group, the hero among them
  // (said without the time, it is told of « tout le monde »).
  if (withKin)
    text = text.replace(
      /^((?:ce matin|cet après-midi|aujourd’hui|à midi),? (?:à|a) (?:la crèche|l’école|la garderie|la maternelle|la halte-garderie),? )ils ont (?=\p{L}+ )/u,
      `$1${withKin} a `,
    );
  // « bisou magique de sa grande sœur Maëlys », « câlin de papi »: who comforted, as the one who does it.
  const kiss =
    /^(?:un |le |gros |un gros )?(bisou magique|bisou|bisous|câlin|gros câlin|bisou tout doux) (?:de|d’) ((?:sa |son )?(?:(?:grande|petite|grand|petit) )?(?:sœur|frère|soeur|cousine?|copine?|Papa|Maman|Papi|Mamie|papa|maman|papi|mamie|tata|tonton)?) ?(\p{Lu}[\p{L}-]+)?$/u.exec(
      text,
    );
  if (kiss && (kiss[2] || kiss[3])) {
    const kin = (kiss[2] ?? '').trim().replace(/soeur/u, 'sœur');
    const who = kiss[3] ? (kin ? `${kiss[3]}, ${kin},` : kiss[3]) : capital(kin);
    const gift = kiss[1] === 'bisous' ? 'des bisous' : `un ${kiss[1]}`;
    return ended(`${who} fait ${gift} à ${hero.name}`);
  }
  // « Noah l'a griffé »: a friend named in the day who hurt the child, told with the child by name.
  const hurt =
    /^(?:(?:et|pis|puis|mais) )?(\p{Lu}\p{Ll}+) l[’']a (griff|mord|pouss|tap|pinc|bouscul)(?:é|u)e?(?: (au bras|à la main|au visage|à la joue))?$/u.exec(
      text,
    );
  if (hurt && context.names.includes(hurt[1] ?? '')) {
    const doing = { griff: 'griffe', mord: 'mord', pouss: 'pousse', tap: 'tape', pinc: 'pince', bouscul: 'bouscule' }[
      hurt[2] ?? ''
    ];
    return ended(`${hurt[1]} ${doing} ${hero.name}${hurt[3] ? ` ${hurt[3]}` : ''}`);
  }
  // « le monsieur des glaces lui en a redonné une gratuite »: a grown-up who gave the child another, told of them.
  const another =
    /^((?:le|la) (?:monsieur|dame|marchand|marchande|vendeur|vendeuse|boulanger|boulangère|serveur|serveuse)(?: (?:des?|du|de la) [\p{L}-]+)?) lui en a (re)?(donné|offert|rendu|acheté) (une?|deux|trois)(?: autre)?( gratuite?s?| gratos| gratuitement| gratis)?$/u.exec(
      text,
    );
  if (another) {
    const count = another[4] === 'un' || another[4] === 'une' ? `${another[4]} autre` : another[4];
    const now = { donné: 'donne', offert: 'offre', rendu: 'rend', acheté: 'achète' }[another[3] ?? ''] ?? 'donne';
    const free = another[5] ? `, gratuit${another[4] === 'une' ? 'e' : ''}` : '';
    return `${capital(another[1] ?? '')} lui en ${another[2] && now === 'donne' ? 'redonne' : now} ${count}${free} !`;
  }
  // « catastrophe ce matin plus de lapinou !! », « grosse panique ce soir, plus de doudou »: the cuddly gone, said bare.
  const gone =
    /^(?:(?:grosse |grande |vraie )?(?:panique|catastrophe|cata|drame|alerte)(?: générale)?,? )?(?:(?:ce matin|ce soir|cet après-midi|à midi|au coucher|à la sieste),? )?plus de (doudou|lapinou|nounours|tétine|\p{Lu}[\p{L}-]+)[\s!]*$/u.exec(
      text,
    );
  if (gone) {
    const toy = gone[1] ?? '';
    const which = /^(?:doudou|nounours|tétine)$/u.test(toy) ? `${toy === 'tétine' ? 'la' : 'le'} ${toy}` : capital(toy);
    return `Oh non, ${which} a disparu !`;
  }
  // « le train avait du retard », « le bus avait 40 min de retard »: the ride late, told now (the wait is the trouble).
  const late =
    /^(?:(?:et|mais|pis|puis) )?(?:(le|son|notre) |(l’))(train|bus|car|avion|vol|tram|métro|metro|rer|RER|TGV|tgv|TER|ter) (?:avait|a eu|a|était|est) (du retard|beaucoup de retard|(?:\d+|une|deux|trois|une demi-) ?(?:min|mn|minutes?|h|heures?) de retard|en retard)$/u.exec(
      text,
    );
  if (late) {
    const [, article, elided, ride = '', delay = ''] = late;
    const said = /^(?:rer|tgv|ter)$/iu.test(ride) ? ride.toUpperCase() : ride.replace('metro', 'métro');
    const long = delay
      .replace(/(\d+|une|deux|trois) ?(?:min|mn|minutes?)(?= )/u, '$1 minutes')
      .replace(
        /(\d+|une|deux|trois) ?(?:h|heures?)(?= )/u,
        (_all, count: string) => `${count} ${count === 'une' || count === '1' ? 'heure' : 'heures'}`,
      );
    const was = delay === 'en retard' ? 'est' : 'a';
    return ended(
      capital(`${elided ?? `${article === 'son' || article === 'notre' ? 'le' : article} `}${said} ${was} ${long}`),
    );
  }
  // « ça l’a consolée », « et ça l’a fait rire »: what did the child good, the child said by name (the agreement tells
  // it is the child: « consolée » is a girl).
  const didGood =
    /^(?:(?:et|alors|pis|puis|du coup) )?(?:ça|cela|ca) l[’']a (consolé|rassuré|calmé|apaisé|réconforté|fait rire|fait sourire|fait du bien)(e?)$/u.exec(
      text,
    );
  const agreesWithChild = (fem: boolean) => (fem ? context.childPronoun !== 'he' : context.childPronoun !== 'she');
  if (didGood && (/^fait /u.test(didGood[1] ?? '') || agreesWithChild(didGood[2] === 'e'))) {
    const did = didGood[1] ?? '';
    if (did === 'fait du bien') return ended(`Ça fait du bien ${hero.a ?? `à ${hero.name}`}`);
    const now =
      { consolé: 'console', rassuré: 'rassure', calmé: 'calme', apaisé: 'apaise', réconforté: 'réconforte' }[did] ??
      did;
    return ended(`Ça ${now} ${hero.name}`);
  }
  // « rien de grave », « plus de peur que de mal »: the parent's word that it was nothing, said to the child.
  if (/^(?:(?:mais|bon|heureusement|finalement) )?(?:rien de grave|pas grave|plus de peur que de mal)$/u.test(text))
    return 'Ce n’est rien de grave.';
  // « les méduses qui brillent dans le noir l’ont scotché »: what amazed the child, said as what it did to them.
  const amazed =
    /^((?:les|le|la|l’) .+?) l[’'](a|ont) (scotché|fasciné|émerveillé|impressionné|bluffé|captivé)(e?)s?$/u.exec(text);
  if (amazed && agreesWithChild(amazed[4] === 'e')) {
    const many = amazed[2] === 'ont';
    const verb = amazed[3] === 'impressionné' ? 'impressionne' : amazed[3] === 'captivé' ? 'captive' : 'émerveille';
    return ended(capital(`${amazed[1]} ${many ? `${verb}nt` : verb} ${hero.name}`));
  }
  // « ce soir on l’a appelé en visio avant le dodo »: a video call to someone away, told as the hero's.
  const call =
    /^(?:(?:ce soir|ce matin|cet après-midi|à midi|le soir),? )?on (?:l[’']|les |lui )?a (?:appelée?s?|téléphoné|fait (?:un appel|une visio|un facetime))(?: (?:à )?(papa|maman|papi|papy|mamie|mamy|tata|tonton|mémé|pépé))? (?:en|par) (?:vidéo|visio|facetime)( avant (?:le dodo|le bain|le dîner|de dormir|d’aller au lit))?$/u.exec(
      text,
    );
  if (call) {
    // (Not its « ce soir »: the evening's scene says when.)
    const [, who, before = ''] = call;
    return ended(`${hero.name} ${who ? `appelle ${capital(who)}` : 'fait un appel'} en vidéo${before}`);
  }
  // « ce soir appel en visio avant le dodo », « visio avec maman »: the call typed without its verb, to the one away.
  const bareCall =
    /^(?:(?:ce soir|ce matin|cet après-midi|à midi|le soir),? )?(?:(?:un |petit )?(?:appel|coup de fil) (?:en vidéo|vidéo|visio|au téléphone|sur facetime)|(?:une )?(?:visio|facetime))(?: avec (papa|maman|papi|papy|mamie|mamy|tata|tonton|mémé|pépé))?( avant (?:le dodo|le bain|le dîner|de dormir|d’aller au lit))?$/u.exec(
      text,
    );
  // (A call to no one named is told by the typed call's own rule.)
  const called = bareCall ? (bareCall[1] ? capital(bareCall[1]) : awayKin(context.description ?? '')) : undefined;
  if (bareCall && called) return ended(`${hero.name} appelle ${called} en vidéo${bareCall[2] ?? ''}`);
  // « elle lui a montré son doudou et fait des bisous a l’écran »: what the child showed on the call, then the kisses.
  const showedOnCall =
    /^(il|elle) (?:lui|leur) a montré ((?:son|sa|ses) [\p{L}-]+(?: [\p{L}-]+)?) et (?:lui |leur )?(?:a )?(?:fait|envoyé) ((?:plein de |des |mille |de gros |un gros |un )?(?:bisous?|câlins?|coucous?)) (?:à|a|sur|par|dans) (l’écran|le téléphone|la tablette)$/u.exec(
      text,
    );
  if (showedOnCall && isChild(showedOnCall[1] ?? '', context)) {
    const [, , shown = '', kisses = '', screen = ''] = showedOnCall;
    const who = awayKin(context.description ?? '');
    return ended(
      `${hero.name} montre ${shown}${who ? ` à ${who}` : ''} et envoie ${kisses} ${screen === 'l’écran' ? 'à travers l’écran' : `par ${screen}`}`,
    );
  }
  // « ma puce l’a réclamée au goûter »: the child asked for the grown-up who is away.
  const missed =
    /^(il|elle) l[’']a (?:réclamée?|reclamée?) ?((?:au goûter|au gouter|ce soir|ce matin|au coucher|au dodo|toute la journée|plusieurs fois|tout le temps)?)$/u.exec(
      text,
    );
  const missedWho = missed && isChild(missed[1] ?? '', context) ? awayKin(context.description ?? '') : undefined;
  if (missed && missedWho) {
    const when = (missed[2] ?? '').replace('gouter', 'goûter');
    return ended(`${when ? `${capital(when)}, ` : ''}${hero.name} réclame ${missedWho}`);
  }
  // « il lui a fait plein de bisous a l’écran »: kisses sent to the one on the screen.
  const screen =
    /^(il|elle) (?:lui|leur) a (?:fait|fais|envoyé) ((?:plein de |des |mille |de gros |un gros |un )?(?:bisous?|câlins?|coucous?)) (?:à|a|sur|par|dans) (l’écran|le téléphone|la tablette)$/u.exec(
      text,
    );
  if (screen && isChild(screen[1] ?? '', context))
    return ended(
      `${hero.name} envoie ${screen[2]} ${screen[3] === 'l’écran' ? 'à travers l’écran' : `par ${screen[3]}`}`,
    );
  // « il lui a montré le dessin qu’il a fait pour lui, un gros camion rouge »: what the hero made, shown.
  const shown =
    /^(il|elle) (?:lui|leur) a montré (?:le|son|la|sa) (dessin|coloriage|bricolage|tableau|collier|gâteau|peinture|carte|tour|cabane)( de [\p{L}-]+)?(?: qu[’'](?:il|elle) (?:a|avait) fait(?:e)?(?: (?:pour (?:lui|elle|eux)|à la crèche|à l’école))?)?(?:, (une? [^,]+))?$/u.exec(
      text,
    );
  if (shown && isChild(shown[1] ?? '', context)) {
    const [, , made = '', of = '', what] = shown;
    const its = /^(?:peinture|carte|tour|cabane)$/u.test(made) ? 'sa' : 'son';
    return ended(`${hero.name} montre ${its} ${made}${of}${what ? ` : ${what}` : ''}`);
  }
  // « le tonnerre l’a fait sursauter »: a noise that startled the hero, told of the hero.
  const startled =
    /^(le tonnerre|l’orage|un éclair|le bruit|un gros bruit|le vent|le chien|un chien|la sirène|le klaxon|les pétards|l’aspirateur|le sèche-mains|la tondeuse) l[’'](?:a|ont) fait (sursauter|pleurer|peur)$/u.exec(
      text,
    );
  if (startled) {
    const [, noise = '', made = ''] = startled;
    const them = /^les /u.test(noise) ? 'font' : 'fait';
    return ended(
      `${capital(noise)} ${them} ${made === 'peur' ? `peur ${hero.a ?? `à ${hero.name}`}` : `${made} ${hero.name}`}`,
    );
  }
  // « ce matin papa l’a emmenée a la piscine avant le boulot »: the grown-up took the hero there, said by name (a bare
  // « l’ » would be no one in the story).
  const took =
    /^(?:(ce matin|ce soir|cet après-midi|l’après-midi|à midi|a midi),? )?(papa|maman|papi|papy|pépé|mamie|mamy|mémé|tata|tatie|tonton)( \p{Lu}[\p{L}-]+)? l[’']a (emmené|amené|ramené|accompagné|conduit|déposé)e?s? ((?:à|a|au|aux|chez|jusqu[’'] ?à) [^,]+)$/u.exec(
      text,
    );
  if (took) {
    const [, when, who = '', own = '', did = '', where = ''] = took;
    const now: Record<string, string> = {
      emmené: 'emmène',
      amené: 'amène',
      ramené: 'ramène',
      accompagné: 'accompagne',
      conduit: 'conduit',
      déposé: 'dépose',
    };
    // (Not « avant le boulot »: the grown-up's work, no part of the hero's day.)
    const to = where
      .replace(/^a /u, 'à ')
      .replace(/ avant (?:le boulot|le travail|d’aller (?:au boulot|au travail))$/u, '');
    const said = `${capital(who)}${own} ${now[did] ?? did} ${hero.name} ${to}`;
    return ended(when ? `${capital(when.replace(/^a /u, 'à '))}, ${said}` : said);
  }
  // « mamie l’a laissée l’allumer elle-même »: the grown-up let the hero do it, on their own.
  const letHim =
    /^(papa|maman|papi|papy|pépé|mamie|mamy|mémé|tata|tatie|tonton) l[’']a laissée? (l[’']|le |la |les )?(\p{L}+(?:er|ir|re))((?: (?!(?:tout|toute|elle|lui)[- ])[^,]+?)?)(?: (?:tout seul|toute seule|(?:elle|lui)[- ]m[eê]me))?$/u.exec(
      text,
    );
  if (letHim) {
    const [, who = '', it = '', verb = '', rest = ''] = letHim;
    const alone = hero.pl ? (hero.fem ? 'toutes seules' : 'tout seuls') : hero.fem ? 'toute seule' : 'tout seul';
    const own = /(?:tout seul|toute seule|m[eê]me)$/u.test(text) ? ` ${alone}` : '';
    return ended(`${capital(who)} laisse ${hero.name} ${it.replace("'", '’')}${verb}${rest}${own}`);
  }
  // « maman a la grippe et reste au lit »: the grown-up ill at home, told of them, not of the child.
  const illNow = new RegExp(
    `^${ILL_KIN} ${ILL_IS}((?: et reste au lit)?(?: toute la journée| depuis [\\p{L}\\d ]+)?)$`,
    'u',
  );
  if (illNow.test(text))
    return ended(capital(text.replace(FAMILY, (kin) => capital(kin)).replace(/^(\p{L}+(?:-\p{L}+)?) à /u, '$1 a ')));
  // « avec son frère pis Biscuit le chat »: a pet named alone is there with the hero, not a bare fragment.
  const pet =
    /^(\p{Lu}[\p{L}-]+),? (le|la|notre|son|sa) (chat|chatte|chien|chienne|lapin|lapine|hamster|cochon d’inde|tortue|perroquet|poisson rouge|chaton|chiot)$/u.exec(
      text,
    );
  if (pet)
    return `${pet[1]}, ${pet[2] === 'notre' ? (/^(?:chatte|chienne|lapine|tortue)$/u.test(pet[3] ?? '') ? 'sa' : 'son') : pet[2]} ${pet[3]}, est là aussi.`;
  // « il s’appelait Noisette » with no animal or person met before it: the child's own name is never what is meant.
  if (/^(?:il|elle) s’appel(?:le|ait|lait)(?!\p{L})/u.test(text)) return undefined;
  // « un peu peur des grosses têtes au début »: the child's fear, typed without its subject, and what it was of.
  const fear =
    /^((?:un peu|un petit peu|très|super|tellement|vraiment) )?peur ((?:des?|du|d’|qu’)\s?.+?)(?: (au début|au départ|d’abord))?$/u.exec(
      text,
    );
  if (fear) {
    const said = `${hero.name} a ${fear[1] ?? ''}peur ${fear[2]}`;
    return ended(capital(fear[3] ? `${fear[3]}, ${said}` : said));
  }
  // « apres notre chat Caramel est venu se coller sur lui »: someone else does the later thing, told after « Après, ».
  const later =
    // Not « après la sieste elle a joué »: a time (`Après la sieste, …`), not someone else after « Après, ».
    /^(après|ensuite),? (?!(?:le|la|les|l’) ?[\p{L}-]+ (?:il|elle|ils|elles|on) )((?:notre|nos|son|sa|ses|le|la|les|l’|mon|ma|mes|\p{Lu}\p{Ll}+) [^,]*?(?:est|sont|a|ont) .+)$/u.exec(
      text,
    );
  if (later) {
    const rest = retell(later[2] ?? '', context);
    if (rest)
      return `${capital(later[1] ?? '')}, ${rest.replace(/^(?:Son|Sa|Ses|Le|La|Les|L’|Un|Une|Des)(?!\p{L})/u, (word) => word.toLowerCase())}`;
  }
  // « maintenant l’aspi s’appelle monsieur vroum »: the thing's new, funny name, with its capitals.
  const renamed =
    /^(?:(maintenant|désormais|depuis),? )?(le |la |les |l’)([\p{L}-]+) (s’appelle|s’appellent) ([\p{L} -]+)$/u.exec(
      text,
    );
  if (renamed) {
    const nickname = (renamed[5] ?? '').trim().replace(/(?<![\p{L}])\p{Ll}/gu, (letter) => letter.toUpperCase());
    const said = `${renamed[2]}${renamed[3]} ${renamed[4]} ${nickname}`;
    return `${renamed[1] ? `${capital(renamed[1] === 'depuis' ? 'maintenant' : renamed[1])}, ${said}` : capital(said)} !`;
  }
  // « pomme d’amour collée jusque ds les cheveux mdr »: the sweet that stuck everywhere, said of the child.
  const sticky =
    /^(?:(?:il|elle) (?:a eu|avait) )?(?:(?:sa|la|une|son|le|un|de la|du) )?(pomme d’amour|barbe à papa|glace|confiture|sucette|crème glacée|chocolat|caramel|nutella|miel)(?: (?:toute |tout )?(?:coll[ée]e?s?|partout|qui colle|qui collait))+(?: (?:jusque|même|jusqu’))? ?(?:dans|ds) (?:les|ses) cheveux$/u.exec(
      text,
    );
  if (sticky) {
    const thing = sticky[1] ?? '';
    const masculine = /^(?:chocolat|caramel|nutella|miel)$/u.test(thing);
    return `${masculine ? 'Le' : 'La'} ${thing} colle partout, même dans les cheveux de ${hero.name} !`;
  }
  // « mtn il l’appelle monsieur vroum »: how it is now, told after « Maintenant, ».
  const now = /^(?:maintenant|désormais),? (?=(?:il|elle) )(.+)$/u.exec(text);
  if (now) {
    const rest = retell(now[1] ?? '', context);
    if (rest) return `Maintenant, ${rest}`;
  }
  // « piquée par une guêpe au pique-nique sur la main », « mordu par le chien des voisins »: the parent's passive with
  // no subject, told with what did it first (`Au pique-nique, une guêpe pique Zuri sur la main.`).
  const by =
    /^(?:(il|elle) (?:a été|s’est fait|s’est faite) )?(piqu|mord|griff|pinc|bouscul|pouss|réveill|lèch|léch|chatouill)(?:é|u|er|re)e?s? par ((?:une|un|les|le|la|des|son|sa|ses) |l’)([\p{L}-]+)((?: (?:de la|de l’|de|du|des) ?[\p{L}-]+)?)(?: (au|à la|à l’|pendant le|pendant la|dans le|dans la) ?([\p{L}-]+))?(.*)$/u.exec(
      text,
    );
  if (by && (!by[1] || isChild(by[1], context))) {
    const plural = /^(?:les|des|ses) $/u.test(by[3] ?? '');
    const doing = present(by[2] === 'mord' ? 'mordu' : `${by[2]}é`, plural);
    const where = by[6] ?? '';
    const when = where ? `${capital(where)}${where.endsWith('’') ? '' : ' '}${by[7]}, ` : '';
    const who = `${by[3]}${by[4]}${by[5]}`;
    if (doing)
      return ended(
        tidy(`${when}${when ? who : capital(who)} ${doing} ${hero.name}${by[8] ?? ''}`).replace(/[,;:]$/u, ''),
      );
  }
  // « tarte aux fraises avec mamie » (typed as a moment): something baked with a grown-up is made by the child too.
  const baked =
    /^(tarte|gâteau|crêpes|gaufres|cookies|biscuits|brioche|pizza|madeleines)((?: (?:aux|au|à la|à l’) ?[\p{L}-]+)?) avec (mamie|mamy|papi|papy|papa|maman|tata|tonton|mémé|pépé)$/u.exec(
      text,
    );
  if (baked) {
    const one = /^(?:tarte|brioche|pizza)$/u.test(baked[1] ?? '') ? 'une ' : baked[1] === 'gâteau' ? 'un ' : 'des ';
    return retell(`fait ${one}${baked[1]}${baked[2]} avec ${baked[3]}`, context);
  }
  // « dimanche chez tata Mélanie et tonton Bruno » (the day's name taken off): the visit, told as the day's.
  if (
    /^chez (?:(?:tata|tatie|tonton|mamie|mamy|papi|papy|grand-papa|grand-maman|mémé|pépé|parrain|marraine) )?\p{Lu}\p{Ll}+(?: et (?:(?:tata|tatie|tonton|mamie|mamy|papi|papy|grand-papa|grand-maman|mémé|pépé|parrain|marraine) )?\p{Lu}\p{Ll}+)?$/u.test(
      text,
    )
  )
    return retell(`journée ${text}`, context);
  // « une guêpe l’a piquée au doigt pendant qu’elle mangeait sa pêche »: the parent's active form, told in the present
  // with what the child was doing (`Une guêpe pique Petit Ours au doigt pendant qu’il mange sa pêche.`).
  const stung =
    /^(une|un|la|le) (guêpe|abeille|moustique|fourmi|chien|chat|chaton|chiot|méduse|crabe) l’a (piqu|mord|griff|pinc)(?:é|u)e?((?: (?:au|à la|à l’|sur la|sur le|sur l’) ?[\p{L}-]+)?)(?: (?:pendant qu’|quand |alors qu’)(il|elle) (.+))?$/u.exec(
      text,
    );
  if (stung) {
    const doing = { piqu: 'pique', mord: 'mord', griff: 'griffe', pinc: 'pince' }[stung[3] ?? ''] ?? '';
    // « …quand elle a voulu le porter, petite griffure sur la main »: the mark it left, a sentence of its own.
    const [was = '', left] = (stung[6] ?? '').split(
      /,\s+(?=(?:une? )?(?:(?:petite?|grosse?) )?(?:griffure|égratignure|egratignure|marque|trace|morsure|bosse|bleu)(?!\p{L}))/u,
    );
    const mark =
      left &&
      /^(?:une? )?((?:(?:petite?|grosse?) )?(griffure|égratignure|egratignure|marque|trace|morsure|bosse|bleu)(?: (?:sur|à) (?:la|le|l’) ?[\p{L}]+| au [\p{L}]+)?)$/u.exec(
        left,
      );
    const markTold = mark
      ? `, et ça lui laisse ${mark[2] === 'bleu' ? 'un' : 'une'} ${(mark[1] ?? '').replace(/^(petite? |grosse? )?egratignure/u, '$1égratignure')}`
      : '';
    const during = stung[5] && isChild(stung[5], context) ? retell(`${stung[5]} ${was}`, context) : undefined;
    const it = capital(`${stung[1]} ${stung[2]} ${doing} ${hero.name}${stung[4] ?? ''}`);
    // « quand elle a voulu le porter », « pendant qu’il le caressait »: the animal said by its pronoun, as the parent did.
    const wish = /^(?:a voulu|voulait|veut) (le |la |l’)([\p{L}]+er)$/u.exec(was);
    const stroked = /^(le |la |l’)([\p{L}]+)ait$/u.exec(was);
    const doingThen = during?.startsWith(`${hero.name} `)
      ? during.slice(hero.name.length + 1).replace(/[.!]$/u, '')
      : wish && !hero.pl
        ? `veut ${wish[1]}${wish[2]}`
        : stroked && !hero.pl && !/^(?:ét|av|all|voul|pouv|dev|f)$/u.test(stroked[2] ?? '')
          ? `${stroked[1]}${stroked[2]}e`
          : '';
    const when = /(?<!\p{L})quand (?:il|elle) /u.test(text) ? 'quand ' : 'pendant qu’';
    if (left && !mark) return undefined;
    return ended(`${doingThen ? `${it} ${when}${hero.il} ${doingThen}` : it}${markTold}`);
  }
  // « une vague un peu plus grosse l’a renversée »: the wave did it, to the child said by name.
  const wave =
    /^((?:une|la) (?:(?:grosse|grande|petite) )?vague(?: (?:un peu |un petit peu |beaucoup |bien )?(?:plus )?(?:grosse|grande|forte))?) l’a (renvers|éclabouss|eclabouss|mouill|arros|bouscul)ée?$/u.exec(
      text,
    );
  if (wave) return ended(capital(`${wave[1]} ${wave[2]?.replace(/^ec/u, 'éc')}e ${hero.name}`));
  // « mamie Odette s’est cassé le poignet en tombant »: news of a grown-up's hurt, which came before the story's moment,
  // stays in the past.
  const bone =
    /^((?:mamie|mamy|papi|papy|papa|maman|tata|tatie|tonton|pépé|mémé|grand-mère|grand-père|grand-maman|grand-papa|bon-papa|bonne-maman)(?: \p{Lu}[\p{L}-]+)?) s’est (cassé|fracturé|foulé) ((?:le|la|l’) ?(?:poignet|bras|jambe|cheville|pied|doigt|clavicule|coude|genou)(?!\p{L}).*)$/u.exec(
      text,
    );
  if (bone) return ended(`${capital(bone[1] ?? '')} s’est ${bone[2]} ${bone[3]}`);
  // « elle a crié encore encore a la fin », « il criait encore encore sur les épaules de tonton »: the child's own cry,
  // said as words (`À la fin, … crie : « Encore ! »`), with where it was said first.
  const more =
    /^(?:(?:et )?(?:après|ensuite|puis),? )?(il|elle) (?:a )?(crié|dit|réclamé|hurlé|criait|réclamait|hurlait) ((?:encore|bravo)(?:,? (?:encore|bravo))*)( à la fin| après| (?:sur|dans) (?:les|le|la|ses|son|sa) [^,]+)?(?: ce soir)?$/u.exec(
      text,
    );
  if (more && isChild(more[1] ?? '', context)) {
    const cry = (more[3] ?? '')
      .split(/,? /u)
      .map((word) => `${capital(word)} !`)
      .join(' ');
    const then = /^(?:et )?(après|ensuite|puis)/u.exec(text)?.[1];
    const where = more[4]?.trim().replace(FAMILY, (kin) => capital(kin));
    const when = capital([then, where].filter(Boolean).join(', ')) + (then || where ? ', ' : '');
    const verb = more[2] === 'dit' ? 'dit' : 'crie';
    const said = hero.pl ? (verb === 'dit' ? 'disent' : 'crient') : verb;
    return `${when}${hero.name} ${said} : « ${cry} »`;
  }
  // « mais beaucoup trop chaud donc on est resté a la maison »: the weather that changed the plans, said with them.
  const weather =
    /^(?:(?:mais|et) )?(?:il (?:faisait|fait) )?((?:beaucoup |bien |vraiment |super |très )?trop (?:chaud|froid))(?: dehors)?,? (?:donc|alors|du coup|fait que|pis) (.+)$/u.exec(
      text,
    );
  if (weather) {
    const rest = retell(weather[2] ?? '', context);
    const heat = (weather[1] ?? '').replace(/^(?:super|très) /u, 'beaucoup ');
    if (rest) return `Il fait ${heat}, alors ${rest.replace(/^Il |^Elle /u, (word) => word.toLowerCase())}`;
  }
  // « 10 min après elle rigolait de nouveau »: the while after, told first (`Dix minutes après, …`).
  // « 2 min après c’était oublié »: the tears forgotten a while after (`Deux minutes après, c’est déjà oublié.`).
  const forgotten =
    /^([\p{L}-]+(?: et [\p{L}-]+)? minutes (?:après|plus tard)),? (?:c’était|c’etait|c’est|tout était|tout etait) (?:déjà |deja )?(oublié|fini|passé)$/u.exec(
      text,
    );
  if (forgotten) return `${capital(forgotten[1] ?? '')}, c’est déjà ${forgotten[2]}.`;
  const aWhile = /^([\p{L}-]+(?: et [\p{L}-]+)? minutes (?:après|plus tard)),? ((?:il|elle) .+)$/u.exec(text);
  if (aWhile) {
    const rest = retell(aWhile[2] ?? '', context);
    if (rest) return `${capital(aWhile[1] ?? '')}, ${rest}`;
  }
  // « elle voulait y aller elle aussi »: the child's wish to go along (`Petit Ours voudrait y aller, lui aussi.`).
  const along =
    /^(il|elle) (?:voulait|a voulu|veut|voulais) (y aller|partir|venir|rester|y retourner)(?: avec (?:elle|lui|eux|elles))?,? (?:elle|lui) aussi$/u.exec(
      text,
    );
  if (along && isChild(along[1] ?? '', context))
    return `${hero.name} voudrait ${along[2]}, ${hero.il === 'elle' ? 'elle' : 'lui'} aussi.`;
  // « leur chat Moka s’est laissé caresser »: the pet, by its name, lets itself be stroked.
  const tame =
    /^(?:leur|son|sa|notre|le|la) (chat|chatte|chien|chienne|chaton|chiot|lapin|lapine) (\p{Lu}[\p{L}-]+) s’est laissée? (caresser|câliner|prendre dans les bras|brosser|gratter)(.*)$/u.exec(
      text,
    );
  if (tame) {
    const the = /e$/u.test(tame[1] ?? '') ? 'la' : 'le';
    return ended(tidy(`${tame[2]}, ${the} ${tame[1]}, se laisse ${tame[3]}${tame[4] ?? ''}`));
  }
  // « son meilleur copain de la crèche Ilyes déménage à Lyon »: the friend is the one who does it, named first and then
  // said where they are from (`Ilyes, son meilleur copain de la crèche, déménage à Lyon.`), not the child.
  const pal =
    /^(?:son|sa) ((?:(?:meilleure?|petite?|grande?|super) )?(?:copain|copine|ami|amie|pote|cousine?|voisine?)(?: (?:de|d’)\s?(?:la |l’)?(?:crèche|école|classe|garderie|nounou|maternelle|foot|danse))?),? (\p{Lu}[\p{L}-]+),? (?=\p{Ll})(.+)$/u.exec(
      text,
    );
  if (pal) {
    const rest = retell(`${pal[2]} ${pal[3]}`, context);
    const his = /^(?:copine|amie|cousine|voisine)|^(?:meilleure|petite|grande) /u.test(pal[1] ?? '') ? 'sa' : 'son';
    const who = / d/u.test(pal[1] ?? '') ? `${pal[2]}, ${his} ${pal[1]},` : `${capital(his)} ${pal[1]} ${pal[2]}`;
    if (rest?.startsWith(`${pal[2]} `)) return rest.replace(`${pal[2]} `, `${who} `);
  }
  // « elle a pleuré qd ils sont partis », « il a pleuré quand tata est partie »: the tears of the goodbye, with their cause.
  const leaving =
    /^(il|elle) (?:a (?:beaucoup |un peu )?(?:pleuré|eu du chagrin|été triste)|pleurait|était triste) (?:quand|qd|lorsque|au moment où) (?:ils|elles|on|(?:les|ses|son|sa|la|le) [\p{L}-]+|\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?|[Tt]ata|[Tt]onton|[Mm]amie|[Pp]api) (?:sont|est|a|ont|s’est|s’en sont|se sont)? ?(?:partie?s?|allée?s?|rentrée?s?|en allée?s?|dû partir|fallu partir|dit au revoir)$/u.exec(
      text,
    );
  if (leaving && isChild(leaving[1] ?? '', context))
    return `Quand vient l’heure de se dire au revoir, ${hero.name} ${hero.pl ? 'pleurent' : 'pleure'}.`;
  // « elle voulait qu’ils dorment ici »: the wish of the goodbye, said of everyone who came.
  const stay =
    /^(il|elle) (?:voulait|aurait voulu|veut) qu’(?:ils|elles) (?:dorment|restent|restent dormir|dorment aussi) (?:ici|à la maison|avec (?:elle|lui)|chez nous)$/u.exec(
      text,
    );
  if (stay && isChild(stay[1] ?? '', context))
    return `${hero.name} ${hero.pl ? 'voudraient' : 'voudrait'} que tout le monde reste dormir à la maison.`;
  // « et elle etait au sale », « il était à la machine »: the thing just wanted is in the wash (not the child), said as
  // the trouble it is.
  const washing =
    /^(?:et |mais )?(il|elle) (?:est|était|etait) (?:encore |toujours )?(?:au sale|au linge sale|dans le linge sale|à la machine|a la machine|dans la machine|au lavage|à laver|a laver)$/u.exec(
      text,
    );
  if (washing) return `Mais ${washing[1]} est au linge sale !`;
  const washed =
    /^(?:mais )?((?:sa|son|ses) [\p{L}’ -]{2,30}?) (?:est|était|sont|étaient) (?:au sale|au linge sale|à la machine|a la machine|dans la machine|au lavage)$/u.exec(
      text,
    );
  if (washed) return `Mais ${washed[1]} ${/^ses /u.test(washed[1] ?? '') ? 'sont' : 'est'} au linge sale !`;
  // « 1ere nuit sans couche et lit tout sec ce matin », « nuit sans couche, lit sec au réveil »: the proud morning,
  // told as the child finds it.
  const dry =
    /^(?:c’est )?(?:(?:la|sa) )?(première |1ère )?nuit (?:sans|ss) (?:la |sa )?couches?(,? (?:et )?(?:le |son )?lit (?:tout |complètement |bien )?sec)?(?: (?:ce matin|au réveil))?$/u.exec(
      text,
    );
  if (dry) {
    const night = dry[1] ? 'C’est la toute première nuit sans couche !' : 'Pas de couche cette nuit !';
    if (!dry[2]) return `${night.replace(/ !$/u, '')} pour ${hero.name} !`;
    return `Ce matin, ${hero.name} ${hero.pl ? 'se réveillent' : 'se réveille'} et… le lit est tout sec ! ${night}`;
  }
  // « il etait tellement fier qu’il l’a dit a la boulangère »: the pride, and whom the child told the news.
  const proud =
    /^(il|elle) (?:était|est) (?:tellement|si|très|super) (fier|fière|content|contente) qu’(?:il|elle) l’a (?:dit|raconté|annoncé) ((?:à|au|aux) .+)$/u.exec(
      text,
    );
  if (proud && isChild(proud[1] ?? '', context)) {
    const glad = /^fi/u.test(proud[2] ?? '')
      ? hero.fem
        ? 'Toute fière'
        : 'Tout fier'
      : hero.fem
        ? 'Toute contente'
        : 'Tout content';
    return `${glad}${hero.pl ? 's' : ''}, ${hero.name} ${hero.pl ? 'racontent' : 'raconte'} la nouvelle ${proud[3]}.`;
  }
  // « apres il criait encore encore », « elle disait bravo bravo »: the child's own words said again, as a quote.
  const again =
    /^(?:(après|à la fin|au final|ensuite),? )?(il|elle) (?:criait|crie|a crié|hurlait|a hurlé|disait|dit|a dit|répétait|réclamait|a réclamé|chantait) ((\p{L}+)(?:,? \4){1,3})$/u.exec(
      text,
    );
  if (again && isChild(again[2] ?? '', context)) {
    const word = capital(again[4] ?? '');
    const words = (again[3] ?? '').split(/,? /u).map(() => `${word} !`);
    const said = `« ${words.join(' ')} » crie ${hero.name}.`;
    return again[1] ? `${capital(again[1])}, ${hero.name} crie: « ${words.join(' ')} »` : said;
  }
  // « le soir Clémence m’a dit qu’elles avaient fait de la pâte à sel »: what the grown-up who reported it did with
  // the child, told as the child's doing with her (`Petit Ours fait de la pâte à sel avec Clémence`).
  const reportedUs =
    /^(?:(?:le soir|ce soir|en rentrant|au retour|à midi|(?:à|a) la sortie),?\s+)?([\p{Lu}][\p{L}-]*|(?:la|sa) (?:nounou|maîtresse|maitresse|baby-sitter|babysitter|nourrice|assistante maternelle|tata)(?: \p{Lu}[\p{L}-]+)?)\s+(?:m’a|nous a|a) (?:dit|raconté|expliqué)\s+qu’(?:ils|elles) (?:avaient|ont) ([\p{L}]+(?:é|i|it|is|u)) (.+)$/u.exec(
      text,
    );
  const reportedChild = context.childPronoun === 'she' ? 'elle' : context.childPronoun === 'he' ? 'il' : undefined;
  if (reportedUs && reportedChild && !/(?<!\p{L})avec(?!\p{L})/u.test(reportedUs[3] ?? ''))
    text = `${reportedChild} a ${reportedUs[2]} ${reportedUs[3]} avec ${reportedUs[1]}`;
  // What someone reported of the child (« Nadia dit qu’elle s’est calmée »), told as it happened; also by a grown-up
  // said with her name, at pick-up (« crèche ce matin, la puéricultrice Sandrine m’a dit qu’il a joué… »).
  text = text
    .replace(
      /^(?:(?:(?:à |a )?(?:la )?(?:crèche|creche|garderie|halte-garderie)(?: ce matin| cet après-midi| aujourd’hui)?|(?:à|a) la sortie de (?:la crèche|la creche|l’école|la garderie)|le soir|ce soir|en rentrant),?\s+)?(?:[\p{Lu}][\p{L}-]*|(?:la|le|sa|son) [\p{L}-]+(?: \p{Lu}[\p{L}-]+)?|l’[\p{L}-]+)\s+(?:dit|raconte|explique|(?:m’a|nous a|a) (?:dit|raconté|expliqué))\s+(?=qu’)/u,
      '',
    )
    .replace(/^(?:qu’|que\s+)(?=(?:il|elle|on)\s)/u, '')
    .replace(/\s+(?:quand|qd|lorsque) (?:je|j’)[^,]*/u, '');
  if (text === '') return undefined;
  // « belle journée au parc », « super matinée à la plage »: what kind of day it was, never how the child was.
  const kind =
    /^(?:une )?((?:(?:très|trop|vraiment|tellement|super) )?(?:belle|bonne|super|chouette|longue|grande|magnifique)) (journée|matinée|soirée)((?: [\p{L}’'-]+){0,6})$/u.exec(
      text,
    );
  if (kind) return ended(`C’est une ${kind[1]} ${kind[2]}${kind[3] ?? ''}`);
  // « brocante du village ce matin », « vide grenier de l’école cet aprem »: the outing of the day, told as the child
  // going there.
  const outing =
    /^(?:une |la |le |un )?(brocante|braderie|kermesse|vide[- ]greniers?)((?: (?:du|de la|de l’|des|de|d’)\s?[\p{L}’'-]+(?: [\p{L}’'-]+)?)?)(?: (ce matin|cet après-midi|ce soir|aujourd’hui|auj))?$/u.exec(
      text,
    );
  if (outing) {
    const [, fair = '', whose = '', when] = outing;
    const place = fair.startsWith('vide') ? 'au vide-grenier' : `à la ${fair}`;
    const day = when === 'auj' ? 'aujourd’hui' : when;
    return ended(`${day ? `${capital(day)}, ` : ''}${hero.name} ${hero.pl ? 'vont' : 'va'} ${place}${whose}`);
  }
  // « couché à 22h »: a bedtime, no « il a couché ».
  const bedAt = /^(?:et )?couchée?s? (?:à|a|vers) /u.test(text) ? fragment(text, hero) : undefined;
  if (bedAt) return ended(capital(bedAt));
  // « sauté dans les flaques avec Filou »: the child's doing, typed without « il a » (« elle a »).
  const done = BARE_DONE.exec(text)?.[1] ?? '';
  const child = context.childPronoun === 'she' ? 'elle' : context.childPronoun === 'he' ? 'il' : undefined;
  if (child && done && !NOT_DONE.has(done) && !MOVES.has(done) && present(done, false)) text = `${child} a ${text}`;
  text = text
    .replace(
      /(?<!\p{L})notre (lit|chambre)(?!\p{L})/gu,
      (_all, room: string) => `${room === 'lit' ? 'le' : 'la'} ${room} de ses parents`,
    )
    // « on est retournés »: back where the clause before was.
    .replace(/^on est (retournée?s?)$/u, 'on est $1 là-bas')
    .replace(/(?<!\p{L})sans nous(?!\p{L})/gu, 'sans ses parents')
    .replace(/(?<!\p{L})nos(?!\p{L})/gu, 'ses')
    .replace(/(?<!\p{L})notre ([\p{L}-]+)/gu, (all, noun: string) =>
      OURS[noun] ? `${OURS[noun] === 'f' && !/^[aeiouyéèêàâîôœh]/u.test(noun) ? 'sa' : 'son'} ${noun}` : all,
    );
  // « elle a boudé parce qu’on partait »: the reason said as the story's own.
  text = text.replace(
    /(?<!\p{L})parce qu’on (?:partait|s’en allait|rentrait|devait partir)(?!\p{L})/u,
    'parce que c’est l’heure de partir',
  );
  // « samedi soir fête des lumières », « jeudi crèche »: the day's name is today, and what follows is the day's news.
  text = text.replace(
    /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: (?:matin|midi|soir|après-midi))?(?:,\s*|\s+|$)/u,
    '',
  );
  // « en rentrant on s’est rendu compte qu’on avait oublié Lapinou ds le casier »: the toy left behind, found missing.
  const forgot =
    /^(?:(en rentrant|au retour|en partant|en arrivant à la maison|ce soir|le soir),? )?(?:on s’est rendu compte qu’|on a vu qu’|on a remarqué qu’)?on a oublié ((?:\p{Lu}[\p{L}-]+)|(?:son|sa|le|la) [\p{L}-]+) ((?:dans|à|au|sur|chez) [^,]+)$/u.exec(
      text,
    );
  if (forgot) {
    const [, when, what = '', where = ''] = forgot;
    const left = /^(?:sa|la) /u.test(what) ? 'restée' : 'resté';
    const toy = /^le /u.test(what) ? `${hero.pl ? 'leur' : 'son'} ${what.slice(3)}` : what;
    return ended(capital(`${when ? `${when}, ` : ''}on s’aperçoit que ${toy} est ${left} ${where}`));
  }
  // « Filou notre chien a avalé… », « Moustache le chat l’attendait »: the pet named, then what it is.
  text = text
    // « Bubulle son poisson rouge est mort »: the pet's colour belongs to what it is, inside the commas.
    .replace(
      /^(\p{Lu}[\p{L}-]+),?\s+((?:son|sa|le|la) (?:chien|chienne|chat|chatte|chaton|chiot|lapin|lapine|hamster|tortue|poisson|perroquet|cochon d’inde)(?: (?:rouge|roux|rousse|noir|noire|blanc|blanche|gris|grise|tigré|tigrée))?)\s*,?\s+(?=\p{Ll})/u,
      '$1, $2, ',
    )
    // « avec Biscotte notre chienne »: the pet's name, then what it is, said apart.
    .replace(
      /(?<=\s)(\p{Lu}[\p{L}-]+)\s+((?:son|sa) (?:chien|chienne|chat|chatte|chaton|chiot|lapin|lapine|hamster|tortue|poisson|perroquet))$/u,
      '$1, $2',
    );
  // « elle voulait le livre du dino mais quelqu’un l’avait emprunté »: the small disappointment, said plainly.
  const taken = /^(?:mais )?quelqu[’']un (l’|les )(?:l’)?(?:avait|a) (?:déjà )?(emprunté|pris|prise|pris avant)$/u.exec(
    text,
  );
  if (taken) return `Mais quelqu’un ${taken[1]}a déjà ${(taken[2] ?? '').replace(' avant', '')}.`;
  // « Coco le perroquet a dit bonjour marmaille »: what the pet said, said as it said it.
  const greeted =
    /^(\p{Lu}[\p{L}-]+, (?:son|sa|le|la) [\p{L}’ ]+, )(?:a dit|dit|disait) (bonjour|coucou|salut|au revoir)(?: (\p{L}[\p{L}-]*))?$/u.exec(
      text,
    );
  if (greeted) {
    const [, who = '', word = '', to] = greeted;
    return `${who}dit : « ${capital(word)}${to ? `, ${to}` : ''} ! »`;
  }
  // « Nadia a dit c’est pas grave », « papa a dit c’est rien »: a grown-up's words of comfort, said as they said them.
  const soothed =
    /^((?:\p{Lu}[\p{L}-]+|papa|maman|mamie|mamy|papi|papy|tata|tatie|tonton|nounou)(?: \p{Lu}[\p{L}-]+)?) (?:a dit|dit|disait|lui a dit)(?: que)? (c[’']est (?:pas grave|rien|pas si grave|pas de souci|pas de problème)|ça va aller|t[’']inquiète(?: pas)?)$/u.exec(
      text,
    );
  if (soothed) {
    const [, who = '', words = ''] = soothed;
    return `${capital(who)} dit : « ${capital(words.replace("'", '’'))}. »`;
  }
  // « ça va mieux » after a day ill: the hero is better; « Filou va bien »: so is the one named.
  const better =
    /^(?:(ce soir|le soir|ce matin|maintenant|en fin de journée),? )?(ça|\p{Lu}[\p{L}-]+) (?:va|allait) (?:(beaucoup|un peu|déjà|très) )?(mieux|bien)(?: (ce soir|ce matin|maintenant))?$/u.exec(
      text,
    );
  if (better && (better[2] !== 'ça' || better[4] === 'mieux')) {
    const [, before, who = '', much, how = '', after] = better;
    const when = before ?? after;
    const one = who === 'ça' ? hero.name : who;
    const verb = who === 'ça' && hero.pl ? 'vont' : 'va';
    const well = `${one} ${verb} ${much ? `${much} ` : ''}${how}`;
    return ended(capital(when ? `${when}, ${well}` : pronounAfterHero(well, hero, context, '')));
  }
  // « c’est Arthur qui a eu la fève »: the Epiphany cake's bean, and the crown that goes with it.
  const bean = /^(?:c’est )?(\p{Lu}\p{Ll}+|il|elle|lui)(?: qui)? a (?:eu|trouvé|gagné|tiré) la fève$/u.exec(text);
  if (bean) {
    const who = /^(?:il|elle|lui)$/u.test(bean[1] ?? '') ? hero.name : bean[1];
    // (No hour of its own: a galette is eaten at lunch as often as at teatime, and the parent says when.)
    return ended(`Et c’est ${who} qui trouve la fève dans la galette, et qui porte la couronne`);
  }
  // « il a dormi sur moi tt l’aprem »: the long nap of a poorly day, against the one who writes.
  const napped =
    /^(il|elle) a (?:dormi|fait (?:une|la|sa) (?:longue )?sieste) (?:sur|contre|avec) moi(?: (tout l’après-midi|toute la matinée|toute la journée|longtemps))?$/u.exec(
      text,
    );
  if (napped && isChild(napped[1] ?? '', context)) {
    const who = context.parent ?? context.grownUps.find((name) => name.trim() !== '');
    const when = { 'tout l’après-midi': 'L’après-midi, ', 'toute la matinée': 'Le matin, ' }[napped[2] ?? ''] ?? '';
    const close = who ? `tout contre ${who}` : `${hero.fem ? 'toute blottie' : 'tout blotti'}${hero.pl ? 's' : ''}`;
    return `${when}${hero.name} ${hero.pl ? 'font' : 'fait'} une longue sieste, ${close}.`;
  }
  // « ds la voiture elle m’a dit pardon maman »: the child's own small words, said as the child said them.
  const sorry =
    /^(?:(dans la voiture|en rentrant|au lit|ce soir|le soir|après|plus tard),? )?(il|elle) (?:m’|nous |lui )?a dit (pardon|merci|je t’aime|désolée?)(?: ([Mm]aman|[Pp]apa|[Mm]amie|[Pp]api|[Mm]amy|[Pp]apy))?$/u.exec(
      text,
    );
  if (sorry && isChild(sorry[2] ?? '', context)) {
    const [, when, , word = '', who] = sorry;
    const words = `${capital(word.replace(/^désolée?$/u, 'pardon'))}${who ? `, ${capital(who)}` : ''}`;
    return when
      ? `${capital(when)}, ${hero.name} dit tout doucement: « ${words}. »`
      : `« ${words} », dit ${hero.name} tout doucement.`;
  }
  // « on a perdu Pinpin son doudou lapin »: the loss itself, as a small child feels it.
  const lostOne =
    /^on a perdu (?:(\p{Lu}[\p{L}-]+),? )?(son|sa) ((?:doudou|lapin|nounours|ours|peluche|tétine|poupée|chapeau|bonnet|écharpe|gant|ballon|voiture)(?: [\p{L}-]+)?)$/u.exec(
      text,
    );
  if (lostOne && !hero.pl) {
    const [, name, own = '', what = ''] = lostOne;
    const thing = `${/^[aeiouyéèêàâîôœh]/u.test(what) ? 'l’' : own === 'sa' ? 'la ' : 'le '}${what} de ${hero.name}`;
    return name ? `Oh non ! ${name}, ${thing}, a disparu !` : `Oh non ! ${capital(thing)} a disparu !`;
  }
  // « on a fait un calin »: the hug of the make-up, the child and the one who writes.
  if (/^on (?:a|s’est) fait (?:un|des) (?:gros |grand |énorme )?câlins?$/u.test(text)) {
    const who =
      context.parent ??
      context.grownUps.find((name) => name.trim() !== '') ??
      context.names.find((name) => KIN_NAME.test(name));
    return who ? `${capital(who)} et ${hero.name} se font un gros câlin.` : `${hero.name} fait un gros câlin.`;
  }
  // « Louise déguisée en princesse et Gabin en dinosaure », « elle était déguisée en fée »: who wore what, in a sentence.
  const costume =
    /^(\p{Lu}[\p{L}-]+|il|elle) (?:(?:est|était|s’est|s’était) )?déguisée?s? en ([^,]+?)(?: et (\p{Lu}[\p{L}-]+) en ([^,]+))?$/u.exec(
      text,
    );
  if (costume) {
    const [, who = '', dress = '', other, otherDress] = costume;
    const hers = /^(?:il|elle)$/u.test(who);
    if (hers && !isChild(who, context)) return undefined;
    const one = hers ? hero.name : who;
    const worn = hers
      ? `${hero.pl ? 'sont' : 'est'} déguisé${hero.fem ? 'e' : ''}${hero.pl ? 's' : ''}`
      : `est ${
          /^déguisée/u.test(
            text
              .slice(who.length)
              .trim()
              .replace(/^(?:est|était|s’est|s’était) /u, ''),
          )
            ? 'déguisée'
            : 'déguisé'
        }`;
    return ended(`${one} ${worn} en ${dress}${other ? `, et ${other} en ${otherDress}` : ''}`);
  }
  // « j’avais oublié son costume de bain »: the parent's own slip, told as the thing left at home (no blame).
  const leftHome =
    /^(?:j’|on )(?:ai|avais|a|avait) (?:complètement |encore )?oublié (son|sa|ses|le|la|les) ([\p{L}’ -]+?)(?: à la maison)?$/u.exec(
      text,
    );
  if (leftHome) {
    const [, own = '', what = ''] = leftHome;
    const many = /^(?:ses|les)$/u.test(own);
    const fem = /^(?:sa|la)$/u.test(own);
    const mine = hero.pl ? (many ? 'leurs' : 'leur') : many ? 'ses' : fem ? 'sa' : 'son';
    // (« n’est pas dans le sac » needs no agreement: the parent's word may be of either gender.)
    return `Oh là là, ${mine} ${what} ${many ? 'ne sont' : 'n’est'} pas dans le sac !`;
  }
  if (SELF.test(text)) return undefined;
  // « bcp de sang pour pas grand chose »: blood is no picture for bedtime; the uh-oh already tells the hurt, gently.
  if (/(?<!\p{L})(?:beaucoup de|plein de|du) sang(?!\p{L})|(?<!\p{L})saign/u.test(text)) return undefined;
  // « genou en sang, il a hurlé »: a cry alone is the trouble's own tears, which the uh-oh already tells.
  if (BARE_CRY.test(text)) return undefined;
  const grownUp = context.grownUps[0];
  // « il a fait un serpent et un gâteau pour moi »: made for the one who writes; with no one to name, the making is
  // still the child's to tell.
  if (!grownUp) text = text.replace(/ pour moi$/u, context.parent ? ` pour ${context.parent}` : '');
  if (MINE.test(text)) {
    if (!grownUp) return undefined;
    text = text
      .replace(/(?<!\p{L})(sur|avec|contre|pour|à) moi(?!\p{L})/gu, `$1 ${grownUp}`)
      // « elle s’est cachée derrière mes jambes »: the grown-up's legs, or arms.
      .replace(/(?<!\p{L})(derrière|dans|entre|sur) mes (jambes|bras|genoux)(?!\p{L})/gu, `$1 les $2 de ${grownUp}`)
      .replace(
        /(?<!\p{L})m’(a|ont) fait ((?:(?:un|une|des|plein de)\s)?(?:(?:gros|grand|petit|énorme)\s)?(?:bisous?|câlins?|coucou|signe|sourires?))/gu,
        `$1 fait $2 à ${grownUp}`,
      );
    if (MINE.test(text)) return undefined;
  }
  // Family words used as names (`mamie Josette`: `Mamie Josette`) and the day's names as the story spells them.
  text = text
    .replace(FAMILY, (word: string) =>
      capital(word.replace(/^bon papa$/u, 'bon-papa').replace(/^bonne maman$/u, 'bonne-maman')),
    )
    .replace(/(?<!\p{L})p[èe]re no[ëe]l(?!\p{L})/giu, 'Père Noël')
    .replace(/(?<!\p{L})saint nicolas(?!\p{L})/giu, 'saint Nicolas');
  for (const name of context.names) {
    // (The family's grown-ups the day names are capitalised as family words, above.)
    if (KIN_NAME.test(name)) continue;
    // (A word of a title the day names, « Petit Ours Brun », is no name where the parent writes it small: « au
    // petit dej ».)
    if (TITLE_WORD.test(name)) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'), name);
  }
  // What happened last night is told as past (« son petit frère est né cette nuit »).
  // A birth is always told as past (« sa petite sœur Alma est née mardi »): nobody is born at bedtime's « now ».
  const past =
    /(?<!\p{L})(?:cette nuit|hier|avant-hier|la nuit dernière)(?!\p{L})/u.test(text) ||
    /(?<!\p{L})(?:est|sont) née?s?(?!\p{L})/u.test(text) ||
    // The night's visitors came while the child slept (« les cloches sont passées chez bonne-maman »).
    /^(?:les cloches|le père noël|le pere noel|la petite souris) (?:est|sont) passée?s?(?!\p{L})/iu.test(text) ||
    // A dream was dreamt in the night, never at bedtime's « now » (« il avait rêvé qu’un loup… »).
    /^(?:il|elle|ils|elles) (?:a|ont) (?:rêvé|fait (?:un|des) (?:mauvais |vilains? |gros )?(?:rêves?|cauchemars?))(?!\p{L})/u.test(
      text,
    );
  // « il s’est réveillé à 3h cette nuit »: last night said first, as a story tells it.
  text = text.replace(/^((?:il|elle|ils|elles)\s.+?)\s+cette nuit$/u, 'cette nuit $1');
  // « il dormait déjà dans la poussette en rentrant »: the way home said first, as a story tells it.
  text = text.replace(/^((?:il|elle)\s.+?)\s+(en rentrant|au retour|sur le chemin du retour)$/u, '$2 $1');
  // « une carotte pour l’âne hier soir »: yesterday said last is said first, as a story tells it.
  text = text.replace(/^((?:il|elle|on)\s.+?)\s+((?:avant-)?hier(?: soir| matin| midi| après-midi)?)$/u, '$2 $1');
  // A time or place said first (« ce soir », « dans la voiture », « en courant autour de la table »).
  let front = '';
  // « hier soir », « avant-hier » said first too: what happened then is told as the story's past.
  const opening =
    /^((?:(?:ce|cet|cette|au|à la|à l’|à midi|dans|en|après|avant|le|la|pendant|sur|depuis)\s|à l’|l’(?=après-midi\s)|(?:avant-)?hier\s)(?:[\p{L}’-]+\s){0,6}?)(?=(?:il|elle|ils|elles|on|ça|c’)\s|(?:la|le|les)\s[\p{L}-]+\s(?:a|est|ont|sont)\s|(?:le|la)\s(?:[Pp]ère|[Mm]ère)\s[\p{L}-]+\s(?:a|est)\s|(?:un|une)\s(?:(?:gros|grosse|petit|petite|grand|grande)\s)?(?:chien|chienne|chat|cheval|oiseau|pigeon|canard|cygne|monsieur|dame|enfant|garçon|fille)\s(?:a|est|l’a|lui a)\s)/u.exec(
      text,
    );
  if (opening && !/(?<!\p{L})(?:a|est|ont|sont)(?!\p{L})/u.test(opening[1] ?? '')) {
    front = (opening[1] ?? '').trim();
    text = text.slice((opening[1] ?? '').length);
  }
  // A bare « après » needs the clause before it, which the story may not tell just before: left out.
  if (/^(?:après|ensuite|avant|à la fin|au final|finalement)$/u.test(front)) front = '';
  const words = tokens(text.replace(/^,\s*/u, ''));
  const first = words[0] ?? '';
  const about = (rest: string[]) => aboutHero(trimmed(rest).join(' '), hero, context);
  let sentence: string | undefined;
  const pair = WITH_FRIEND.exec(text);
  const friend = pair?.[1] ?? pair?.[3] ?? '';
  // « elle et papi Gérard ont promené… »: a family word and the name the parent gave it.
  const [kin = '', own] = friend.split(' ');
  const known =
    context.names.includes(friend) ||
    FAMILY_FRIEND.test(friend) ||
    /^(?:la|le) /u.test(friend) ||
    (own !== undefined && FAMILY_FRIEND.test(kin) && context.names.includes(own));
  // (« il et Arthur se sont disputés », the pronoun guessed from a day that names the brother: the two children.)
  if (pair && known && (!pair[3] || isChild(first, context) || context.otherKids?.includes(friend) === true)) {
    // « au square avec sa copine Léna, elles ont fait du toboggan », « elle et Léna ont joué »: the two of them.
    const rest = tokens(pair[2] ?? pair[4] ?? '');
    const phrase =
      OTHER.test(rest.slice(0, 3).join(' ')) || needsBefore(rest) ? undefined : verbPhrase(rest, true, past);
    if (!phrase) return undefined;
    sentence = `${hero.name} et ${friend} ${phrase.verb} ${trimmed(phrase.rest).join(' ')}`;
  } else if (first === 'c’' && /^(est|était)$/u.test(words[1] ?? '')) {
    if (
      /^(lui|elle)$/u.test(words[2] ?? '') &&
      words[3] === 'qui' &&
      isChild(words[2] === 'lui' ? 'il' : 'elle', context)
    ) {
      const phrase = verbPhrase(words.slice(4), hero.pl, past);
      if (phrase) sentence = `c’est ${hero.name} qui ${phrase.verb} ${about(phrase.rest)}`;
    } else if (
      words.length > 4 &&
      !/(?<!\p{L})(?:il|elle|lui)(?!\p{L})/u.test(text) &&
      !/^(?:trop|très|super|vraiment|tellement|génial|top|cool|dur|long|compliqué|pas|bien|quoi|ça)$/u.test(
        words[2] ?? '',
      )
    ) {
      sentence = `c’est ${about(words.slice(2))}`;
    }
  } else if (first === 'il' && words[1] === 'y' && /^(a|avait)$/u.test(words[2] ?? '')) {
    sentence = `il y a ${about(words.slice(3))}`;
  } else if (first === 'ça' && words.length > 2) {
    const phrase = verbPhrase(words.slice(1), false, past);
    if (phrase && !phrase.verb.startsWith('ne')) sentence = `ça ${phrase.verb} ${trimmed(phrase.rest).join(' ')}`;
  } else if (/^(il|elle)$/u.test(first) || /^(a|est|s’|avait|était|devait|voulait|n’|ne)$/u.test(first)) {
    const rest = /^(il|elle)$/u.test(first) ? words.slice(1) : words;
    // « il a neigé toute la nuit », « il pleuvait », « il fait chaud »: the weather, not the child.
    const weather = IMPERSONAL.exec(text);
    if (first === 'il' && weather) {
      // « il pleuvait donc on est allés au musée avec tata »: the weather, then what the day did about it, retold.
      const then = /^(.+?)\s*,?\s+(?:donc|alors|du coup)\s+(.+)$/u.exec(text);
      if (then && IMPERSONAL.test(then[1] ?? '')) {
        const weatherSaid = (then[1] ?? '').replace(
          /(?<!\p{L})(pleuvait|neigeait|gelait|faisait)(?!\p{L})/u,
          (word) => WEATHER_NOW[word] ?? word,
        );
        const done = retell(then[2] ?? '', context);
        const next =
          // (« il pleut depuis ce matin donc journée à la maison »: « alors c’est une journée à la maison ».)
          done && /^(?:Ce|Cet|Cette|Le|La|Les|Il|Elle|Son|Sa|Ses|Un|Une|On|Tout|Toute|C(?=[’']))(?!\p{L})/u.test(done)
            ? done.charAt(0).toLowerCase() + done.slice(1)
            : done;
        if (done)
          return ended(capital(front ? `${front}, ${weatherSaid}, alors ${next}` : `${weatherSaid}, alors ${next}`));
      }
      const said = text.replace(
        /(?<!\p{L})(pleuvait|neigeait|gelait|faisait)(?!\p{L})/u,
        (word) => WEATHER_NOW[word] ?? word,
      );
      // « il a plu toute la journée, bottes et ciré jaune et sauts dans les flaques »: the weather, then what the day
      // did in it, each retold, never the parent's list pasted after a comma.
      // (Not what came of it, « …, alors c’est annulé »: said whole, as it was.)
      const after = /^([^,]+),\s+(?!(?:alors|donc|du coup|mais|et|pourtant|heureusement)(?!\p{L}))(.+)$/u.exec(said);
      if (after && IMPERSONAL.test(after[1] ?? '')) {
        const sky = ended(capital(front ? `${front}, ${after[1]}` : (after[1] ?? '')));
        const tail = after[2] ?? '';
        const whole = retell(tail, context);
        if (whole && !/^Au programme/u.test(whole)) return `${sky} ${whole}`;
        const joins = [...tail.matchAll(/ et /gu)].map((join) => join.index ?? 0);
        for (const at of joins) {
          const first = retell(tail.slice(0, at), context);
          const second = retell(tail.slice(at + 4), context);
          if (first && second && !/^Au programme/u.test(first) && !/^Au programme/u.test(second))
            return `${sky} ${first} ${second.replace(new RegExp(`^${escaped(hero.name)} `, 'u'), `${capital(hero.il)} `)}`;
        }
        return sky;
      }
      const count = said.split(' ').length;
      return count < 3 || count > 24 ? undefined : ended(capital(front ? `${front}, ${said}` : said));
    }
    if (/^(il|elle)$/u.test(first) && !isChild(first, context)) return undefined;
    // « elle lui a offert un album … chez elle »: two people said « elle », not told.
    if (
      /^(il|elle)$/u.test(first) &&
      new RegExp(`(?<!\\p{L})(?:chez|avec|pour|à|sans) ${first}(?!\\p{L})`, 'u').test(text)
    ) {
      return undefined;
    }
    if (OTHER.test(rest.slice(0, 3).join(' ')) || needsBefore(rest)) return undefined;
    // « elle a demandé s’il avait froid »: someone else the parent calls « il », not named in the story there.
    // (Not the « elle » of « son doudou à Inès pour qu’elle arrête de pleurer »: the one it was given to, named before.)
    const forOne = /(?<!\p{L})(?:à \p{Lu}[\p{L}-]+|lui)(?!\p{L})[^,]* pour qu[’'] ?(?:il|elle)(?!\p{L})/u.test(text);
    // (Nor the thing waved at « jusqu’à ce qu’il disparaisse »: the train, not someone else.)
    const until = /(?<!\p{L})jusqu’ ?à ce qu’ ?(?:il|elle) (?:disparaisse|parte|s’en aille|soit loin)(?!\p{L})/u.test(
      text,
    );
    const others = rest.filter(
      (word, at) =>
        /^(il|elle|ils|elles)$/u.test(word) &&
        !isChild(word, context) &&
        !(forOne && rest[at - 1] === 'qu’' && rest[at - 2] === 'pour') &&
        !(until && rest[at - 1] === 'qu’' && rest[at - 2] === 'ce'),
    );
    if (others.length > 0) return undefined;
    const phrase = verbPhrase(rest, hero.pl, past);
    if (phrase) sentence = `${hero.name} ${phrase.verb} ${about(phrase.rest)}`;
  } else if (first === 'on') {
    const all = /^(a|est)$/u.test(words[1] ?? '') && /^(tous|toutes)$/u.test(words[2] ?? '');
    const rest = all ? [words[1] ?? '', ...words.slice(3)] : words.slice(1);
    const cared = /^a mis (?=(?:un|une|des|du|de)\s)/u.exec(rest.join(' '));
    const unsaid = OTHER.test(rest.slice(0, 3).join(' ')) || needsBefore(rest);
    // What « on » did last night is left out (`on a dormi…` is no part of the day); yesterday's is told too.
    const night = /(?<!\p{L})cette nuit(?!\p{L})/u.test(text);
    const phrase = cared || unsaid || night ? undefined : verbPhrase(rest, !all, past);
    // « on a mis une compresse froide et papa a soufflé dessus »: the grown-up's part told in the present too.
    if (cared)
      sentence = `${hero.name} ${hero.pl ? 'ont' : 'a'} droit à ${rest.slice(2).join(' ')}`.replace(
        /(?<= et (?:\p{Lu}[\p{L}-]+|papa|maman|papi|mamie|tata|tonton|nounou) )a (\p{Ll}+(?:é|i|u|is|it))(?!\p{L})/u,
        (all, participle: string) => present(participle, false) ?? all,
      );
    else if (phrase && !phrase.rest.some((word) => /^(on|qu’on)$/u.test(word))) {
      // « on a fait le sapin avec papa »: the hero and Papa, not `sa famille … avec Papa`.
      const told = trimmed(phrase.rest).join(' ');
      const withWhom = all ? null : WITH_ONE.exec(told);
      // « on a fait voler le cerf-volant de tonton Karim »: the grown-up the clause names is no second subject.
      const owner = all || withWhom ? undefined : KIN_OWNED.exec(told);
      const alone = owner ? verbPhrase(rest, hero.pl, past) : undefined;
      sentence = withWhom
        ? // « au parc avec tonton Karim et sa luge rouge »: the thing they took along, `avec sa luge rouge`.
          `${hero.name} et ${withWhom[2]} ${phrase.verb} ${`${withWhom[1]}${(withWhom[3] ?? '').replace(/^ et (?=(?:sa|son|ses) )/u, ' avec ')}`.trim()}`
        : alone
          ? `${hero.name} ${alone.verb} ${trimmed(alone.rest).join(' ')}`
          : `${all ? 'tout le monde' : together(hero, context, told)} ${phrase.verb} ${told}`;
    }
  } else if (
    /^(ils|elles|on)$/u.test(first) &&
    /(?<!\p{L})(?:chacun|chacune) (?:son|leur) tour$|(?<!\p{L})à tour de rôle$/u.test(text)
  ) {
    // « ils l’ont prise chacun son tour »: taking turns, said as the story's own.
    sentence = 'ensuite, c’est chacun son tour';
  } else if (
    /^(ils|elles)$/u.test(first) &&
    otherChild(hero, context, text) &&
    (/(?<!\p{L})(?:tous|toutes) les deux(?!\p{L})/u.test(text) ||
      // « après ils ont fait des legos ensemble »: the two of them, on a day one friend came to play.
      (/(?<!\p{L})ensemble(?!\p{L})/u.test(text) && !TOGETHER_AT_GROUP.test(`${front} ${text}`)) ||
      /^se (?:sont|s’étaient) \p{L}/u.test(words.slice(1).join(' ')))
  ) {
    // « ils se sont disputés pour la trottinette », « ils criaient tous les deux »: the hero and the one other child
    // the day names (not `tout le monde`).
    const rest = words.slice(1);
    const phrase =
      OTHER.test(rest.slice(0, 3).join(' ')) || needsBefore(rest) ? undefined : verbPhrase(rest, true, past);
    if (phrase)
      sentence = `${hero.name} et ${otherChild(hero, context, text)} ${phrase.verb} ${trimmed(phrase.rest).join(' ')}`;
  } else if (
    /^(ils|elles)$/u.test(first) &&
    !TOGETHER.test(text) &&
    !TOGETHER.test(front) &&
    COUSINS_OVER.exec(context.description ?? '')
  ) {
    // « les cousins dorment à la maison, ils ont installé les matelas »: « ils » is the hero and the cousins the day
    // names (not a faceless `tout le monde`).
    const rest = words.slice(1);
    const phrase =
      OTHER.test(rest.slice(0, 3).join(' ')) || needsBefore(rest) ? undefined : verbPhrase(rest, true, past);
    const their = COUSINS_OVER.exec(context.description ?? '')?.[1] ?? 'cousins';
    if (phrase) sentence = `${hero.name} et ses ${their} ${phrase.verb} ${trimmed(phrase.rest).join(' ')}`;
  } else if (first === 'ils' && (TOGETHER.test(text) || TOGETHER.test(front))) {
    // « à la crèche ils ont peint ensemble »: the hero among the others, said as everyone.
    const rest = words.slice(1);
    const phrase =
      OTHER.test(rest.slice(0, 3).join(' ')) || needsBefore(rest) ? undefined : verbPhrase(rest, false, past);
    if (phrase) {
      const after = trimmed(phrase.rest)
        .join(' ')
        .replace(/\s*(?<!\p{L})(?:tous|toutes) les deux(?!\p{L})/u, '');
      sentence = `tout le monde ${phrase.verb} ${after}`;
    }
  } else if (/^(réveillé|réveillée|levé|levée)$/u.test(first)) {
    sentence = `${hero.name} ${first.startsWith('r') ? 'se réveille' : 'se lève'} ${about(words.slice(1))}`;
  } else {
    const named = NAMED_SUBJECT.exec(text);
    const subject = named?.[1] ? tokens(named[1]) : nounSubject(words);
    // « papa l’a mis sur ses épaules », « l’a pris dans ses bras »: the one carried is the child.
    // So is the one a grown-up of the family comforts or lifts out of trouble (« papa l’a sorti de là », « l’a consolé »).
    const carried =
      /(?<!\p{L})(?:sur ses épaules|dans ses bras|sur ses genoux|sur son dos)(?!\p{L})/u.test(text) ||
      // « un pompier l’a fait monter dans le camion »: whoever let the child in, the child is the one who climbed.
      /^l’ a fait (?:monter|grimper|asseoir|rire|danser|goûter|essayer|sonner|conduire)(?!\p{L})/u.test(
        words.slice(subject?.length ?? 0).join(' '),
      ) ||
      (FAMILY_NAME.test(subject?.[0] ?? '') &&
        /^l’ a (?:consolée?|relevée?|rassurée?|bercée?|sortie? de là|sortie? de la boue|sortie? de l’eau|soignée?)(?!\p{L})/u.test(
          words.slice(subject?.length ?? 0).join(' '),
        ));
    if (subject && carried && words[subject.length] === 'l’' && context.childPronoun)
      words.splice(subject.length, 1, context.childPronoun === 'she' ? 'la' : 'le');
    if (subject && verbPhrase(words.slice(subject.length), false)) {
      const plural = subject.includes('et') || /^(les|ses)$/u.test(subject[0] ?? '');
      const phrase = verbPhrase(words.slice(subject.length), plural, past);
      if (phrase) {
        const object = context.childPronoun === 'she' ? 'la' : context.childPronoun === 'he' ? 'le' : '';
        const verb = object
          ? phrase.verb.replace(new RegExp(`^(ne )?${object}(?= )`, 'u'), `$1${hero.le}`)
          : phrase.verb;
        sentence = `${subject.join(' ')} ${verb} ${about(phrase.rest)}`;
      }
    } else {
      const lead =
        /^((?:en|au|à l’|après) [\p{L}’-]+|l’après-midi|le matin|le soir|ce matin|ce soir),? (?=\p{Ll})/u.exec(text);
      const gerund =
        lead &&
        /^en \p{L}+ant$|^au retour$|^à l’arrivée$|^(?:l’après-midi|le matin|le soir|ce matin|ce soir)$/u.test(
          lead[1] ?? '',
        );
      if (gerund && !front) {
        front = lead?.[1] ?? '';
        text = text.slice(lead?.[0].length ?? 0);
      }
      const told = fragment(text.replace(/^(?:après|ensuite),?\s+(?=\p{Ll})/u, ''), hero);
      if (told) sentence = aboutHero(told, hero, context);
    }
  }
  if (!sentence) return undefined;
  // « il a juste rigolé »: `Petit Ours rit, tout simplement`, not a bare « juste » at the end.
  sentence = sentence.replace(/\s+(?:juste|seulement)\s*$/u, ', tout simplement');
  sentence = elide(tidy(sentence)).replace(/(?<!\p{L})([lsdnmcj]|qu)’ /gu, '$1’');
  // « il crie dès qu’on l’allumait »: the « when » of the story's present is in the present too.
  sentence = sentence.replace(
    /(?<=(?:qu’|quand |lorsque |si )(?:on|il|elle) (?:l’|le |la |les |lui |leur )?)(\p{Ll}{2,}ait)(?!\p{L})/gu,
    (word) =>
      PAST_FORMS[word]?.[0] ??
      // « elle a dit qu’elle lui enverrait un dessin »: a wish for later in the story's future (`enverra`), not `enverre`.
      (CONDITIONAL.test(word) ? `${word.slice(0, -3)}a` : undefined) ??
      (/(?:iss|uv|iv|d|ai|y|oi|ç|g|ss)$/u.test(word.slice(0, -3)) ? word : `${word.slice(0, -3)}e`),
  );
  // « un bâton qu’il a voulu ramener »: the relative clause in the story's present too (`qu’il veut ramener`); so is
  // « un dessin qu’on a collé sur la porte » (`qu’on colle`).
  sentence = sentence.replace(
    /(?<=(?<!\p{L})qu’(?:il|elle|on) )a (\p{Ll}+(?:é|i|u))(?!\p{L})/gu,
    (all, participle: string) => present(participle, false) ?? all,
  );
  // « c’est Noé qui a dit pardon en premier »: the one who did it, in the story's present too (`qui dit pardon`).
  sentence = sentence.replace(
    /(?<=(?<!\p{L})[Cc]’est (?:\p{Lu}\p{Ll}+|[Pp]apa|[Mm]aman|[Mm]amie|[Pp]api|[Tt]ata|[Tt]onton)(?: \p{Lu}\p{Ll}+)? qui )a (\p{Ll}+(?:é|i|u|it|is))(?!\p{L})/gu,
    (all, participle: string) => present(participle, false) ?? all,
  );
  // « il portait le sac et pouf il l’a fait tomber »: the slip in the story's present too (`et, pouf, le fait tomber`).
  sentence = sentence.replace(
    /(?<=(?<!\p{L})et(?:, (?:pouf|paf|boum|patatras|badaboum|plouf|oups),)? )l’a (fait tomber|renversée?|cassée?|lâchée?|perdue?)(?!\p{L})/gu,
    (all, done: string) => {
      const it = done.endsWith('e') ? 'la' : 'le';
      if (done === 'fait tomber') return 'le fait tomber';
      const now = present(done.replace(/e$/u, ''), false);
      return now ? `${it} ${now}` : all;
    },
  );
  // « une cabane, puis grand-maman leur a fait des meringues »: what a grown-up did next, in the story's present too
  // (kept in the same sentence, so that « leur » still has the ones it speaks of).
  sentence = sentence.replace(
    /(?<=, puis (?:Maman|Papa|Mamie|Mamy|Papi|Papy|Pépé|Mémé|Tata|Tatie|Tonton|Grand-maman|Grand-papa|Grand-mère|Grand-père|Bon-papa|Bonne-maman)(?: \p{Lu}\p{Ll}+)? (?:leur |lui |l’|le |la |les )?)a (\p{Ll}+(?:é|i|u|t|s))(?!\p{L})/gu,
    (all, participle: string) => present(participle, false) ?? all,
  );
  sentence = pronounAfterHero(sentence, hero, context, front);
  if (front) sentence = `${capital(front)}, ${sentence}`;
  // (A one-word name, the child's own « Zuri », counts as much as « Petit Ours »: `Zuri rit.` is a whole sentence.)
  const short = sentence.includes(hero.name) && !hero.name.includes(' ') ? 1 : 0;
  const count = sentence.split(' ').length + short;
  if (count < 3 || count > 24) return undefined;
  // « cette nuit il a crié qu’il y avait un loup »: what was cried last night, told in the night's own past.
  sentence = sentence.replace(/(?<!\p{L})(a|ont) (crié|dit|hurlé|raconté) qu’il y a(?!\p{L})/u, '$1 $2 qu’il y avait');
  return ended(capital(sentence.replace(/[,;:]$/u, '')));
}

/**
 * The child and a friend or relative named just before, said together: « avec sa copine Léna, elles ont… » or « elle et
 * Léna ont… » (the name, then what they did).
 */
const WITH_FRIEND = new RegExp(
  String.raw`^(?:.*?\s)?avec (?:sa|son) (?:(?:petite?|grande?|meilleure?) )?(?:copine|copain|amie?|cousine?|sœur|frère|voisine?|pote) (\p{Lu}[\p{L}-]+)\s*,\s*(?:ils|elles) ((?:ont|sont|se|s’) .+)$|^(?:il|elle) et (\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?|${CARERS}) ((?:ont|sont|se|s’) .+)$`,
  'u',
);

/** A family word said as a name, the child's companion in « elle et Bonne-maman ont fait… ». */
const FAMILY_FRIEND =
  /^(?:Maman|Papa|Mamie|Mamy|Mémé|Papi|Papy|Pépé|Bonne-maman|Bon-papa|Grand-maman|Grand-papa|Tata|Tatie|Tonton)$/u;

/** The weather said with an impersonal « il » (« il a neigé », « il fait chaud »). */
const IMPERSONAL =
  /^il (?:a (?:neigé|plu|gelé|grêlé|venté)|pleut|neige|gèle|grêle|pleuvait|neigeait|gelait|(?:fait|faisait) (?:très |trop |super )?(?:beau|chaud|froid|frais|gris|doux|bon|moche|nuit|jour|soleil|un temps))(?!\p{L})/u;
const WEATHER_NOW: Record<string, string> = { pleuvait: 'pleut', neigeait: 'neige', gelait: 'gèle', faisait: 'fait' };

/** « ils » that take the hero in: said together, or at the crèche where the children are. */
const TOGETHER =
  /(?<!\p{L})(?:ensemble|tous les deux|toutes les deux)(?!\p{L})|^(?:à la (?:crèche|garderie)|à l’école|chez la nounou)$|(?<!\p{L})avec (?:les|la|le|l’|leur|leurs) ?(?:auxiliaires|éducatrices|éducateurs|éducatrice|maîtresse|maitresse|puéricultrices?|animatrices?)(?!\p{L})/u;

/**
 * Right after a sentence that names the hero, the hero said by their pronoun (`Petit Ours a les mains gelées. Il ne veut
 * pas rentrer.`), unless a time or place comes first or the hero is one of several.
 */
function pronounAfterHero(sentence: string, hero: R, context: RetellContext, front: string): string {
  if (!context.afterHero || front || hero.il === hero.name || !hero.il) return sentence;
  if (!sentence.startsWith(`${hero.name} `)) return sentence;
  const rest = sentence.slice(hero.name.length + 1);
  if (/^(?:et|,)(?!\p{L})/u.test(rest)) return sentence;
  return `${hero.il} ${rest}`;
}

/** Everyday words a book, song or film title spells with a capital (« Petit Ours Brun », « Bonne Nuit Lune »). */
const TITLE_WORD =
  /^(?:petite?s?|grande?s?|bonne?s?|belle?|beau|vieux|vieille|nouveau|nouvelle|ours|brun|loup|lune|soleil|nuit|souris|lapin|chat|chien|poule|cochon|pomme|rose|rouge|bleu|vert|blanc|noir|roi|reine|prince|princesse|monsieur|madame)$/iu;

/** Letters without accents, so that the parent's « creche » finds the story's « crèche ». */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/gu, 'oe');

/** Things a parent names by their brand (« crêpes au nutella »): what was told, not a name of the day. */
const BRANDS = /(?<!\p{L})(?:Nutella|Lego|Duplo|Playmobil|Kinder|Smarties|Doliprane|Peppa)(?!\p{L})/gu;

const FOLDED_STOP = new Set([...STOP].map(fold));

/** A clause's content words, names and small words left out. */
const keyWordsOf = (clause: string) =>
  keyWords(
    fold(
      clean(clause)
        .replace(BRANDS, (brand) => brand.toLowerCase())
        // A place the parent names (« au Canada », « à Gatineau ») is told only when the story says it.
        .replace(/(?<=(?:^|\s)(?:à|au|aux|en)\s)\p{Lu}[\p{L}-]*/gu, (place) =>
          FAMILY_NAME.test(place) ? place : place.toLowerCase(),
        )
        .replace(/(?<![\p{L}’-])\p{Lu}[\p{L}-]*/gu, ' ')
        .replace(FAMILY, ' '),
    ).replace(/(?<!\p{L})(?:[lsdcjmnt]|qu)’/gu, ''),
    FOLDED_STOP,
  ).map(fold);

/** Compound nouns of a toddler's day whose words mean something else alone (« pomme de pin », « tire sur la neige »). */
const COMPOUNDS = [
  // (« il est dans son coeur »: the child's own words of the one lost, never told by a comfort line's « cœur ».)
  'dans son coeur',
  'tire sur la neige',
  'tire d’erable',
  'pomme de pin',
  'pommes de pin',
  'pomme de terre',
  'pommes de terre',
  'boules de neige',
  'boule de neige',
  'bonhomme de neige',
  'barbe a papa',
  'brosse a dents',
  'pate a modeler',
  'pate a sel',
  'petites roues',
  'dessins animes',
  'dessin anime',
  'chasse aux oeufs',
  'salle de bain',
  'maitre nageur',
  'caisse a outils',
  'cabane a sucre',
  'petits chevaux',
].map(fold);

/**
 * « sa sœur est partie au camp pour 5 jours à matin »: the time of day said first (`Ce matin, sa sœur part…`), as a
 * story sets the scene, where the sentence begins with its subject.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Rivers a family walks by (« au bord de la loire »), said with their capital. */
const RIVERS =
  /(?<=(?:la|de la|sur la) )(loire|seine|garonne|dordogne|marne|meuse|moselle|saône|durance|charente)(?!\p{L})|(?<=(?:le|du|sur le) )(rhône|rhin|doubs)(?!\p{L})/gu;

/** The other children of a sleepover or a visit, named as a group (« les cousins dorment à la maison »). */
const COUSINS_OVER = /(?<!\p{L})(?:les|ses) (cousins|cousines|copains|copines)(?!\p{L})/u;

/** « au goûter papi a fait des crêpes »: a time said before a grown-up of the family who did something. */
const TIME_THEN_KIN =
  /^(?:(?:gros |vrai )?(?:drame|cata),? )?((?:au goûter|à midi|ce midi|le midi|ce soir|le soir|ce matin|le matin|cet après-midi|l’après-midi|après la sieste|après le goûter)),? ((?:papa|maman|papi|papy|mamie|mamy|pépé|mémé|tata|tatie|tonton|marraine|parrain)(?: \p{Lu}\p{Ll}+)? (?:a|est) .+|(?:son|sa) (?:doudou|nounours|peluche|poupée|ballon|vélo|tracteur|camion)(?: [\p{L}-]+){0,2} (?:a|est|s[’']est) .+)$/iu;

/** « a la boulangerie mamie lui a acheté un croissant »: the place said before a grown-up of the family who did something. */
const PLACE_THEN_KIN =
  /^((?:à|a) la (?:boulangerie|pâtisserie|patisserie|plage|piscine|ferme|fête foraine|fete foraine|médiathèque|mediatheque|bibliothèque|bibliotheque)|au (?:parc|marché|marche|café|cafe|salon de thé|salon de the|zoo|restaurant|resto|square|manège|manege)|en ville|sur la place),? ((?:papa|maman|papi|papy|mamie|mamy|pépé|mémé|tata|tatie|tonton|marraine|parrain)(?: \p{Lu}\p{Ll}+)? (?:lui |nous )?(?:a|est) .+)$/iu;

/** The place of `PLACE_THEN_KIN` with its accents. */
const placeSpelled = (place: string) =>
  place
    .toLowerCase()
    .replace(/^a /u, 'à ')
    .replace(/patisserie/u, 'pâtisserie')
    .replace(/fete/u, 'fête')
    .replace(/mediatheque/u, 'médiathèque')
    .replace(/bibliotheque/u, 'bibliothèque')
    .replace(/marche$/u, 'marché')
    .replace(/cafe$/u, 'café')
    .replace(/the$/u, 'thé')
    .replace(/manege$/u, 'manège')
    .replace(/resto$/u, 'restaurant');

/** Towns a family moves to or visits (« sa copine déménage à toulouse »), said with their capital. */
const TOWNS =
  /(?<=(?:à|de|vers|près de) )(paris|lyon|toulouse|marseille|bordeaux|nantes|lille|strasbourg|rennes|montpellier|grenoble|brest|quimper|rouen|dijon|genève|lausanne|bruxelles|liège|namur|montréal|québec|la rochelle|nice|caen|angers|annecy|biarritz|arcachon|saint-malo|vannes|lorient|le havre|nancy|metz|reims|tours|orléans|avignon)(?!\p{L})/gu;

/** The feasts of a toddler's year, as the story names them (the key as typed, read without accents nor hyphens). */
const FEASTS: Record<string, string> = {
  'saint nicolas': 'la Saint-Nicolas',
  'st nicolas': 'la Saint-Nicolas',
  '14 juillet': 'le 14 Juillet',
  noel: 'Noël',
  'la chandeleur': 'la Chandeleur',
  chandeleur: 'la Chandeleur',
  'mardi gras': 'Mardi gras',
  halloween: 'Halloween',
  paques: 'Pâques',
  'l’epiphanie': 'l’Épiphanie',
  "l'epiphanie": 'l’Épiphanie',
  epiphanie: 'l’Épiphanie',
  'la fete des meres': 'la fête des Mères',
  'fete des meres': 'la fête des Mères',
  'la fete des peres': 'la fête des Pères',
  'fete des peres': 'la fête des Pères',
  'nouvel an': 'le Nouvel An',
};
const FEAST = new RegExp(
  `^(?:c[’']est |c[’']était )?(?:(aujourd['’]hui|auj|ce matin|ce soir),? )?(${Object.keys(FEASTS)
    .map((key) => key.replace(/ /gu, '[ -]'))
    .join('|')})(?: (aujourd['’]hui|auj|ce matin|ce soir))?\\s*!*$`,
  'u',
);

/** A tiredness or a laugh typed as a bare noun, with when and with whom (« grosse fatigue ce soir »). */
const BARE_FEELING =
  /^((?:grosse|grande|petite|un peu de) fatigue|(?:(?:gros|grand|bon) )?fous? rires?)(?: (ce matin|ce soir|cet après-midi|cet aprem|aujourd’hui|aujourd'hui|(?:pendant le|au) go[uû]ter|[àa] table|pendant le (?:repas|dîner|diner|bain)|dans le bain))?((?: (?:avec|après|apres|chez) [^,]+)?)$/u;

/** Someone, then how they feel unwell, typed without the verb (« zuri malade aujourd'hui », « elle patraque »). */
const UNWELL_BARE =
  /^(\p{L}+) (malade|patraque|enrhumée?|fiévreuse|fiévreux|fievreuse|fievreux|barbouillée?|grippée?)(?!\p{L})(.*)$/iu;

/** Whether a word is one of the names the parent wrote, whatever its case. */
function isNamed(word: string, context: RetellContext): boolean {
  const folded = word.toLocaleLowerCase('fr');
  return context.names.some((name) => name.toLocaleLowerCase('fr') === folded);
}

/** When a clause was, typed at its end (« doudou perdu ce matin »), for the story to say first. */
const LOST_WHEN = '(ce matin|ce midi|cet après-midi|cet aprem|ce soir|à la crèche|au parc|à la sieste)';

/**
 * The lost cuddly toy, typed bare (« doudou lapinou perdu ce matin », « doudou perdu »), found again where someone
 * found it (« retrouvé dans le linge sale ») and hugged (« il l’a serré très fort »): each told with the doudou it is,
 * never as the child finding nothing (`retrouve dans le linge sale`).
 */
function lostDoudou(raw: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const text = clean(raw).toLocaleLowerCase('fr');
  const lost = new RegExp(
    `^(?:(?:son|le) )?(doudous?)((?: [\\p{L}-]+)?) (?:perdus?|disparus?|introuvables?)(?: ${LOST_WHEN})?$`,
    'u',
  ).exec(text);
  if (lost) {
    const [, word = '', name = '', when] = lost;
    const told = `${hero.name} ${hero.pl ? 'perdent' : 'perd'} son ${word}${name}`;
    if (!when) return `${told}.`;
    return `${capital(when.replace('aprem', 'après-midi'))}, ${told}.`;
  }
  const description = (context.description ?? '').toLocaleLowerCase('fr');
  if (!/(?<!\p{L})doudous?(?!\p{L})/u.test(description)) return undefined;
  const found = /^(?:et )?retrouvée?s? (dans|sous|derrière|entre|au fond d[eu]|sur) (.+)$/u.exec(text);
  if (found) return `Le doudou est retrouvé ${found[1]} ${found[2]}.`;
  const hugged =
    /^(?:et |puis |après )?(il|elle) l’a (?:serrée?|câlinée?|embrassée?|pris dans ses bras|prise dans ses bras)((?: (?:très |tout )?fort)?(?: dans ses bras)?)$/u.exec(
      text,
    );
  if (hugged && isChild(hugged[1] ?? '', context) && /retrouv/u.test(description))
    return `${hero.name} ${hero.pl ? 'serrent' : 'serre'} son doudou${hugged[2] || ' très fort'}.`;
  return undefined;
}

/**
 * The news of a day told plainly: a sad news told to the child, a baby born, the first days of something new, a feeling
 * and what it made the child do, the child's own question typed without its quotation marks.
 */
function dayNews(raw: string, context: RetellContext): string | undefined {
  const hero = context.hero as R;
  const description = context.description ?? '';
  const clause = raw.trim().replace(/'/gu, '’');
  // « on lui a dit ce matin » on the day a pet died: the sad news told to the child, gently.
  const news =
    /^(?:et )?on (?:lui|le lui|la lui) a (?:dit|annoncé|expliqué)(?: (ce matin|au réveil|ce soir|cet après-midi))?$/u.exec(
      clause,
    );
  if (news && PET_DIED.test(description)) {
    const told = `on explique tout doucement à ${hero.name} ce qui s’est passé.`;
    return news[1] ? `${capital(news[1])}, ${told}` : capital(told);
  }
  // « notre vieux chien Filou est mort … il avait 14 ans »: the pet's age, said in the past (it lives no more).
  const age = /^(\p{Lu}\p{Ll}+) avait (\d+) ans$/u.exec(clause);
  if (age && PET_DIED.exec(description)?.[1] === age[1]) return `${age[1]} avait ${inLetters(Number(age[2]))} ans.`;
  // « sa petite soeur Anaïs … elle est née samedi »: the baby was born, never the child whose day it is.
  const born = /^(?:et )?(il|elle) est (née?)((?: [^,]+)?)$/u.exec(clause);
  const baby =
    /(?<!\p{L})(?:sa|son|leur) (petite sœur|petite soeur|petit frère|petit frere|nouveau bébé|nouvelle petite sœur)(?: (\p{Lu}\p{Ll}+))?/u.exec(
      description,
    ) ?? (/(?<!\p{L})(?:le|un|du|au) (?:nouveau )?bébé(?!\p{L})/u.test(description) ? ['', 'nouveau bébé'] : null);
  if (born && baby && (born[1] === 'elle') === (born[2] === 'née')) {
    const kin = (baby[1] ?? '').replace('soeur', 'sœur').replace('frere', 'frère');
    const girl = /sœur/u.test(kin);
    // (The baby's gender is the one the word says; a plain « bébé » takes the clause's own.)
    if (!/bébé/u.test(kin) && girl !== (born[1] === 'elle')) return undefined;
    // (The sister the parent named before is said by her name alone: `Anaïs est née samedi`.)
    const before = baby[2]
      ? description.indexOf(baby[0]) < description.search(/(?<!\p{L})(?:il|elle) est née?(?!\p{L})/u)
      : false;
    if (before) return `${baby[2]} est ${born[2]}${born[3] ? ` ${spelled(born[3].trim())}` : ''}.`;
    const who = baby[2]
      ? `${capital(kin.startsWith('nouveau') ? `le ${kin}` : `sa ${kin}`).replace(/^Sa petit frère/u, 'Son petit frère')} ${baby[2]}`
      : `Le ${kin.replace(/^nouvelle petite sœur$/u, 'bébé')}`;
    return `${who} est ${born[2]}${born[3] ? ` ${spelled(born[3].trim())}` : ''}.`;
  }
  // « premiers jours à la maison avec sa petite soeur Anaïs »: the first days of something new, said bare.
  const firstDays =
    /^(?:(?:c[’]est )?(?:les |ses )?)(premiers jours|premier jour|première semaine|premiere semaine) (à la maison|a la maison|chez nous|à la crèche|a la creche|chez la nounou|à l’école|a l’ecole) avec (.+)$/u.exec(
      clause,
    );
  if (firstDays) {
    const days = (firstDays[1] ?? '').replace('premiere', 'première');
    const where = spelled((firstDays[2] ?? '').replace(/^a /u, 'à ').replace('chez nous', 'à la maison'));
    const own = hero.pl ? 'leurs' : /^première/u.test(days) ? 'sa' : days === 'premier jour' ? 'son' : 'ses';
    const verb = hero.pl ? 'passent' : 'passe';
    return `${hero.name} ${verb} ${own.replace(/^leurs$/u, /^premi[eè]re|^premier /u.test(days) ? 'leur' : 'leurs')} ${days} ${where} avec ${spelled(firstDays[3] ?? '')}.`;
  }
  // « il etait trop fier il l’a raconté a tout le monde »: a feeling, then what it made the child do, typed without a
  // comma between them (`Zuri est très fier et le raconte à tout le monde`).
  const runOn =
    /^(il|elle) (?:était|etait|est) ((?:trop |très |super |tellement |si )?(?:fier|fière|fiere|content|contente|heureux|heureuse|ravi|ravie)) (il|elle) (.+)$/u.exec(
      clause,
    );
  if (runOn && runOn[1] === runOn[3] && isChild(runOn[1] ?? '', context)) {
    const feeling = timeFirst(`${runOn[1]} était ${runOn[2]}`, context);
    const then = /^l’a (raconté|dit|montré|répété|chanté) ((?:à|a) .+)$/u.exec(runOn[4] ?? '');
    const done = then ? present(then[1] ?? '', hero.pl) : undefined;
    if (feeling && then && done)
      return `${feeling.replace(/\.$/u, '')} et le ${done} ${spelled((then[2] ?? '').replace(/^a /u, 'à '))}.`;
  }
  // « il a dit sacha il revient demain ? »: the child's question typed without its quotation marks, the name set apart
  // as it is said (`Zuri demande : « Sacha, il revient demain ? »`).
  const spoken =
    /^(?:et |puis )?((?:en rentrant|ce soir|le soir|ce matin),? )?(il|elle) (?:a dit|a demandé|m’a dit|m’a demandé|nous a dit|nous a demandé) [«"“]? ?(\p{L}+),? (il|elle) ((?:revient|rentre|reviendra|vient|viendra|est|était|part|dort|pleure|a) [^,"»”]*?) ?[»"”]?$/iu.exec(
      clause,
    );
  // (The one the child speaks of is someone the parent named, or a grown-up of the family: « papi il est fatigué ».)
  // (A family word is said as a name, with its capital: « Maman, elle revient quand ? ».)
  const spokenName = spoken
    ? /^(?:papi|papy|mamie|mamy|papa|maman|tata|tonton|pépé|mémé)$/iu.test(spoken[3] ?? '')
      ? capital((spoken[3] ?? '').toLowerCase())
      : context.names.find((name) => name.toLowerCase() === (spoken[3] ?? '').toLowerCase())
    : undefined;
  if (spoken && spokenName && isChild(spoken[2] ?? '', context)) {
    const words = `${spokenName}, ${spoken[4]} ${spoken[5]}`.replace(/\s+$/u, '');
    // A question by its mark, or by its question word at the end (« elle revient quand », « il est où »).
    const asked =
      new RegExp(`${escaped(spoken[5] ?? '').replace(/\s+/gu, '\\s+')}\\s*\\?`, 'iu').test(description) ||
      /(?<!\p{L})(?:quand|où|ou|comment|pourquoi|quoi)$/u.test((spoken[5] ?? '').trim());
    const when = spoken[1] ? `${capital(spoken[1].replace(/,? $/u, ''))}, ` : '';
    return `${when}${hero.name} ${asked ? 'demande' : 'dit'} : « ${words}${asked ? ' ?' : '.'} »`;
  } // « il a fini la nuit dans le grand lit entre nous deux »: the child slept the rest of the night in the parents' bed,
  // between them (a « Papa » the clause before set as its subject cannot be « between us two »).
  const bigBed =
    /^(?:(?:et|puis|après|apres) )?(il|elle|papa|maman|Papa|Maman) a (?:fini|terminé) (?:la|sa) nuit (?:dans|avec nous dans) (le grand lit|notre lit|notre grand lit|le lit des parents|le lit de papa et maman)( entre nous(?: deux)?| avec nous)?$/u.exec(
      clause,
    );
  if (bigBed && (isChild(bigBed[1] ?? '', context) || bigBed[3]?.startsWith(' entre'))) {
    const between = bigBed[3] ? ', entre Papa et Maman' : '';
    return `${hero.name} ${hero.pl ? 'finissent' : 'finit'} la nuit dans le grand lit${between}.`;
  }
  // « 39 de fievre ce matin », « malade à la maison, 39 de fièvre »: the fever the parent took, said as the child has it.
  const fever =
    /^(?:(.+?),? )?(3[7-9]|40|41)(?:[,.](\d))? ?(?:°c?|° ?|degrés? )?de fi[eè]vre( ce matin| cette nuit| ce soir| au réveil| aujourd’hui)?$/u.exec(
      clause,
    );
  if (fever) {
    const before = fever[1] ? timeFirst(fever[1], context) : '';
    if (fever[1] && !before) return undefined;
    const degrees = `${fever[2]}${fever[3] ? `,${fever[3]}` : ''}`;
    const has = `${hero.name} ${hero.pl ? 'ont' : 'a'} ${degrees} de fièvre`;
    // (After how the child is, one sentence: `Zuri est malade à la maison, avec 39 de fièvre ce matin.`)
    if (before) return `${before.replace(/\.$/u, '')}, avec ${degrees} de fièvre${fever[4] ?? ''}.`;
    return fever[4] ? `${capital(fever[4].trim())}, ${has}.` : `${has}.`;
  }
  // « doliprane et canapé toute la journée sous le plaid »: a poorly day on the sofa, its medicine given.
  const sofa =
    /^(?:(doliprane|dafalgan|sirop|médicament|medicament|efferalgan),? (?:et )?)?canapé (toute la journée|tout l’après-midi|tout le matin)((?: sous (?:le|un|son) plaid| sous (?:la|une|sa) couverture| sous (?:la|sa) couette)?)$/u.exec(
      clause,
    );
  if (sofa) {
    const rest = `${hero.pl ? 'restent' : 'reste'} ${sofa[2]} sur le canapé${sofa[3] ? `,${sofa[3]}` : ''}`;
    return sofa[1]
      ? `${hero.name} ${hero.pl ? 'prennent leur' : 'prend son'} médicament et ${rest}.`
      : `${hero.name} ${rest}.`;
  }
  // « avec Biscotte notre chienne, il lui a lancé la balle … il lui a donné ses croquettes tout seul »: what the child
  // gave or threw to the family's pet, said by its name (`Zuri lance la balle à Biscotte`).
  const pet =
    /(?<!\p{L})(\p{Lu}\p{Ll}+),? (?:notre|son|sa|leur) (?:chienne|chien|chiot|chat|chatte|chaton|lapin|lapine)(?!\p{L})|(?<!\p{L})(?:notre|son|sa|leur) (?:chienne|chien|chiot|chat|chatte|chaton|lapin|lapine) (\p{Lu}\p{Ll}+)/u.exec(
      description,
    );
  const fed =
    /^(?:(?:ensuite|puis|et|après|apres) )?(il|elle) lui a (lancé|jeté|donné) ((?:la|sa|une|le|son) (?:balle|baballe|ballon|bâton|baton)|(?:ses|sa|les|des) (?:croquettes|gamelle|pâtée|graines|carottes)|à manger|à boire)((?: (?:tout seul|toute seule))?)$/u.exec(
      clause,
    );
  if (pet && !PET_DIED.test(description) && fed && isChild(fed[1] ?? '', context)) {
    const name = pet[1] ?? pet[2] ?? '';
    const verb = present(fed[2] ?? '', hero.pl);
    const alone = fed[4]
      ? ` ${hero.pl ? (hero.fem ? 'toutes seules' : 'tout seuls') : hero.fem ? 'toute seule' : 'tout seul'}`
      : '';
    if (verb) return `${hero.name} ${verb} ${(fed[3] ?? '').replace('baton', 'bâton')} à ${name}${alone}.`;
  }
  // « les cousins dorment a la maison »: the cousins sleep over tonight.
  const sleepOver =
    /^(?:et )?(les cousins|les cousines|ses cousins|ses cousines|les copains|les copines) (dorment|restent dormir) (à la maison|a la maison|chez nous)$/u.exec(
      clause,
    );
  if (sleepOver)
    return `${capital((sleepOver[1] ?? '').replace(/^ses /u, 'les '))} ${sleepOver[2]} à la maison ce soir.`;
  // « au debut elle s’est cachée derriere ma jambe », « il restait collé a ma jambe »: the one who writes, by name.
  const leg =
    /^(?:au (?:début|debut),? )(il|elle) (?:s’est caché|s’est cachée|se cachait|restait collée?|est restée? collée?) (?:derrière|derriere|à|a|contre) ma jambe((?: et .+)?)$/u.exec(
      clause,
    );
  if (leg && context.parent && isChild(leg[1] ?? '', context) && !leg[2])
    return `Au début, ${hero.name} ${hero.pl ? 'restent' : 'reste'} tout contre ${context.parent}, ${hero.pl ? 'cachés' : hero.fem ? 'cachée' : 'caché'} derrière sa jambe.`;
  // « dodo chez mamie »: a night at the grandparents', typed bare.
  const night =
    /^((?:premier|première|premiere|1er|1ere|1ère) )?(?:dodo|nuit) chez (mamie|mamy|papi|papy|mémé|pépé|tata|tatie|tonton|papi et mamie|mamie et papi)((?: \p{Lu}\p{Ll}+)?)$/iu.exec(
      clause,
    );
  if (night)
    return `${hero.name} ${hero.pl ? 'dorment' : 'dort'} chez ${(night[2] ?? '')
      .split(' et ')
      .map((one) => capital(one.toLowerCase()))
      .join(' et ')}${night[3] ?? ''}${night[1] ? ' pour la première fois' : ''}.`;
  return undefined;
}

function timeFirst(raw: string, context: RetellContext): string | undefined {
  // « zuri a pleuré »: the child called by the hero's own name, typed in lower case, is the child the clause is of.
  const named = (context.hero as R).name;
  const pronoun = context.childPronoun === 'he' ? 'il' : context.childPronoun === 'she' ? 'elle' : undefined;
  const byName = new RegExp(
    `^((?:et |puis |après |ensuite )?)${escaped(named)} (?=(?:a|est|s’est|s'est|avait|était) )`,
    'iu',
  );
  if (pronoun && !named.includes(' ') && byName.test(raw.trim()))
    return timeFirst(raw.trim().replace(byName, `$1${pronoun} `), context);
  const doudou = lostDoudou(raw, context);
  if (doudou) return doudou;
  const newsOrNew = dayNews(raw, context);
  if (newsOrNew) return newsOrNew;

  // « elle et Romane se sont chamaillées pour la dinette »: the child and the one other child named, together (`Petit
  // Ours et Romane se chamaillent…`).
  const pair =
    /^(?:(?:et|puis|ensuite|après) )?(elle|il) et (\p{Lu}\p{Ll}+) (se sont .+|s’étaient .+|s'étaient .+)$/u.exec(
      raw.trim(),
    );
  if (pair && isChild(pair[1] ?? '', context) && !FAMILY_NAME.test(pair[2] ?? ''))
    return timeFirstOf(`${pair[1] === 'elle' ? 'elles' : 'ils'} ${pair[3]}`, {
      ...context,
      otherKids: [pair[2] ?? ''],
    });
  // « ils ont fini en riant », « on a fini en rigolant »: how it all ended, everyone laughing.
  const laughed =
    /^(?:(?:et|mais|puis|finalement|au final) )?(?:ils|elles|on) (?:ont|a) (?:fini|terminé) (?:en riant|en rigolant|par rire|par rigoler)(?: (?:tous|toutes) (?:les deux|ensemble))?$/u.exec(
      raw.trim(),
    );
  if (laughed) return 'À la fin, tout le monde rit.';
  // « matin croissant », « le matin crêpes »: the morning said bare before what was eaten or done, as « ce matin ».
  const morning = /^(?:le )?matin,? (?!(?:ce|le|au|du)\s)(.+)$/u.exec(raw.trim());
  if (morning && !timeFirstOf(raw, context)) {
    const early = timeFirstOf(`ce matin ${morning[1]}`, context);
    if (early?.startsWith('Ce matin, ')) return early.replace(/^Ce matin/u, 'Le matin');
  }
  // « au retour le chat lui a griffé la main »: on the way back, someone else did it; the moment said first.
  const back =
    /^(au retour|en rentrant|à l’arrivée|à l'arrivée|en arrivant),? ((?:le|la|les|l’|l'|son|sa|ses) .+)$/u.exec(
      raw.trim(),
    );
  const backTold = back && !timeFirstOf(raw, context) ? timeFirst(back[2] ?? '', context) : undefined;
  if (back && backTold && /^(?:Le|La|Les|L’|Son|Sa|Ses) /u.test(backTold))
    return `${capital((back[1] ?? '').replace("'", '’'))}, ${backTold.charAt(0).toLowerCase()}${backTold.slice(1)}`;
  if (back && backTold?.startsWith(`${context.hero.name} `))
    return `${capital((back[1] ?? '').replace("'", '’'))}, ${backTold}`;
  // « chez la dentiste … elle a compté ses dents avec un petit miroir »: the dentist counted the child's teeth; the
  // « elle » is hers, not the child's.
  const teeth =
    /^(?:(?:et|puis|après) )?(il|elle) (lui )?a (compté|regardé|vérifié|examiné|nettoyé|brossé) (?:ses|les) dents((?: (?:avec|une|un) [^,]+)?)$/u.exec(
      raw.trim(),
    );
  const dentist = /(?<!\p{L})(le|la) dentiste(?!\p{L})/u.exec(context.description ?? '');
  if (teeth && dentist && (teeth[2] || !isChild(teeth[1] ?? '', context))) {
    const counts = present(teeth[3] ?? '', false);
    if (counts)
      return `${dentist[1] === 'la' ? 'La' : 'Le'} dentiste ${counts} les dents ${context.hero.de}${teeth[4] ? ` ${spelled(teeth[4])}` : ''}.`;
  }
  // « zéro carie ! »: the check-up's good news, said for a child.
  if (/^(?:et )?(?:zéro|zero|pas de|pas une|aucune) carie\s*!*$/u.test(raw.trim()))
    return `Pas une seule carie : les dents ${context.hero.de} sont toutes belles.`;
  const told = timeFirstOf(raw, context);
  const hero = context.hero as R;
  // « il a lâché » said without what was let go: a bare `lâche` would read as « coward », so it is left out.
  if (told && new RegExp(`^${escaped(hero.name)} lâche(?:nt)?\\.$`, 'u').test(told)) return undefined;
  // « très fière d’elle »: the hero proud of themself, said of the hero's own gender (`Petit Ours est très fier de lui`).
  return (
    told
      ?.replace(
        new RegExp(
          `^(${escaped(hero.name)} (?:est|sont) (?:(?:très|tout|toute|si|super|vraiment) )?)(?:fiers?|fières?) (?:d’elles?|de lui|d’eux)(?!\\p{L})`,
          'u',
        ),
        (_all, before: string) =>
          `${before}${hero.pl ? (hero.fem ? 'fières d’elles' : 'fiers d’eux') : hero.fem ? 'fière d’elle' : 'fier de lui'}`,
      )
      // « le chat lui a griffé la main »: whose hand, said by the hero's name (a « lui » the story has not set up).
      .replace(
        /^((?:Le|La|L’|Son|Sa|Un|Une) [^,]+?) lui (\p{Ll}+) (la |le |les |l’)(main|mains|doigt|doigts|bras|joue|joues|nez|pied|pieds|jambe|jambes|genou|oreille|oreilles|cheveux|front)(?!\p{L})/u,
        (_all, who: string, verb: string, the: string, part: string) => {
          // (A scratch, a bite or a pinch is what happened to the hero: `Zuri se fait griffer la main par le chat`.)
          const hurt = { griffe: 'griffer', mord: 'mordre', pince: 'pincer', picote: 'picoter' }[verb];
          return hurt
            ? `${hero.name} se ${hero.pl ? 'font' : 'fait'} ${hurt} ${the}${part} par ${who.charAt(0).toLowerCase()}${who.slice(1)}`
            : `${who} ${verb} ${the}${part} ${hero.de}`;
        },
      )
      // « on a promené le chien avec ma puce »: the hero is already who does it, never also who it is done with.
      .replace(new RegExp(`^(${escaped(hero.name)} .+?) avec ${escaped(hero.name)}(?=[ ,.])`, 'u'), '$1')
      // « ronchon ce matin », « grognon ce soir »: a feeling said bare, its time said first as a story sets the scene.
      .replace(
        new RegExp(
          `^(${escaped(hero.name)} (?:est|sont|fait une|font une) [^,]+?) (ce matin|ce soir|cet après-midi|aujourd’hui)\\.$`,
          'u',
        ),
        (_all, said: string, when: string) => `${capital(when)}, ${said}.`,
      )
  );
}

function timeFirstOf(raw: string, context: RetellContext): string | undefined {
  // « l’éducatrice leur a mis un sablier, chacun son tour »: the turns are the point of the sand timer, kept after it.
  const turns = /^(.+?),\s*(chacune? (?:son|à son) tour)$/u.exec(raw.trim());
  const turned = turns ? timeFirst(turns[1] ?? '', context) : undefined;
  if (turns && turned) return `${turned.replace(/\.$/u, '')} : ${(turns[2] ?? '').replace('à son', 'son')}.`;
  // « mamie est venue la garder »: the grown-up came for the hero, said by name (the parent's « la » may not be the
  // hero's gender).
  const came =
    /^(?:(?:ensuite|puis|après|apres|et) )?(maman|papa|mamie|mamy|papi|papy|tata|tatie|tonton|nounou|pépé|mémé)((?: \p{Lu}\p{Ll}+)?) (?:est venue?|est passée?) (?:le |la |l[’'])(chercher|garder|récupérer|voir|consoler|coucher)((?: [^,]+)?)$/iu.exec(
      raw.trim(),
    );
  if (came) {
    const who = `${capital((came[1] ?? '').toLocaleLowerCase('fr'))}${came[2] ?? ''}`;
    // (« le » or « la » kept where it is the hero's own: `Mamie vient le chercher.`)
    const hero = context.hero as R;
    const them = came[0].includes(` ${hero.le} `) ? `${hero.le} ${came[3]}` : `${came[3]} ${hero.name}`;
    return `${who} vient ${them}${came[4] ? ` ${spelled(came[4].trim())}` : ''}.`;
  }
  // « mamie nous attendait sur le quai »: the parent's « nous » is the hero and them, waited for.
  const waited =
    /^(maman|papa|mamie|mamy|papi|papy|tata|tatie|tonton|pépé|mémé)((?: \p{Lu}\p{Ll}+)?) nous (?:attendait|attend|a attendus|a attendues|a attendu)((?: (?:sur|à|a|au|devant|dans|chez|en bas) [^,]+)?)$/iu.exec(
      raw.trim(),
    );
  if (waited) {
    const who = `${capital((waited[1] ?? '').toLocaleLowerCase('fr'))}${waited[2] ?? ''}`;
    return `${who} attend ${context.hero.name}${waited[3] ? ` ${spelled(waited[3].trim())}` : ''}.`;
  }
  // « rappel de vaccin chez le docteur ce matin »: the jab, typed without a verb, is a visit to the doctor.
  const jab =
    /^(?:(?:un |le )?rappel de |un |le |son |sa )?(vaccin|piqûre|piqure) chez (le docteur|le médecin|la pédiatre|le pédiatre|la docteure|le Dr \p{Lu}\p{Ll}+|le docteur \p{Lu}\p{Ll}+)( ce matin| cet après-midi| cet aprem| aujourd['’]hui)?$/iu.exec(
      raw.trim(),
    );
  if (jab) {
    const hero = context.hero as R;
    const when = (jab[3] ?? '')
      .trim()
      .replace(/^cet aprem$/u, 'cet après-midi')
      .replace(/'/u, '’');
    const visit = `${hero.name} ${hero.pl ? 'vont' : 'va'} chez ${(jab[2] ?? '')
      .replace(/^le /u, '')
      .replace(/^Dr /u, 'le docteur ')
      .replace(
        /^(docteur|médecin|pédiatre)/u,
        'le $1',
      )} pour ${/^vaccin/u.test(jab[1] ?? '') ? 'un vaccin' : 'une piqûre'}.`;
    return when ? `${capital(when)}, ${visit}` : visit;
  }
  // « zuri malade aujourd'hui, un peu de fievre … donc pas de creche »: someone named, then how they are without « est ».
  const unwell = UNWELL_BARE.exec(raw.trim());
  if (unwell && (/^(?:il|elle)$/iu.test(unwell[1] ?? '') || isNamed(unwell[1] ?? '', context))) {
    const rest = (unwell[3] ?? '').replace(/,? (?:donc|du coup|alors) (pas de )/u, ', alors $1');
    return timeFirst(`${unwell[1]} est ${unwell[2]}${rest}`, context);
  }
  const kin = TIME_THEN_KIN.exec(raw.trim());
  const kinSaid = kin ? retell(kin[2] ?? '', context) : undefined;
  if (kin && kinSaid && !retell(raw, context))
    return `${capital(kin[1] ?? '')}, ${kinSaid.replace(/^(Son|Sa) /u, (its) => its.toLowerCase())}`;
  const there = PLACE_THEN_KIN.exec(raw.trim());
  const thereSaid = there ? retell(there[2] ?? '', context) : undefined;
  if (there && thereSaid && !retell(raw, context)) return `${capital(placeSpelled(there[1] ?? ''))}, ${thereSaid}`;
  // « saint nicolas aujourd'hui », « 14 juillet »: the day's feast typed alone, told as the day it is.
  const feast = FEAST.exec(raw.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
  if (feast && !retell(raw, context)) {
    const name = FEASTS[(feast[2] ?? '').replace(/-/gu, ' ')];
    const when = (feast[1] ?? feast[3] ?? '').replace(/aujourd['’]hui|auj/u, 'aujourd’hui');
    if (name) return when ? `${capital(when)}, c’est ${name}.` : `C’est ${name}.`;
  }
  // « nuit pourrie », « nuit agitée »: last night summed up bare, told as the hero's night (`a mal dormi`).
  if (
    /^(?:(?:grosse|mauvaise|sale|petite) )?nuit (?:pourrie|difficile|agitée|agitee|compliquée|compliquee|horrible|catastrophique|galère|galere|nulle|blanche)$/u.test(
      raw.trim().toLocaleLowerCase('fr'),
    )
  ) {
    const hero = context.hero as R;
    return `Cette nuit, ${hero.name} ${hero.pl ? 'ont' : 'a'} mal dormi.`;
  }
  // « grosse fatigue ce soir », « fous rires avec papa »: a feeling typed as a bare noun, told as the hero's.
  const felt = BARE_FEELING.exec(raw.trim());
  if (felt && !retell(raw, context)) {
    const hero = context.hero as R;
    const [, how = '', said, tail = ''] = felt;
    const late = / (ce matin|ce soir|cet après-midi|cet aprem|aujourd’hui|aujourd'hui)$/u.exec(tail);
    const when = (said ?? late?.[1])
      ?.replace(/'/u, '’')
      .replace(/gouter/u, 'goûter')
      .replace(/^a table/u, 'à table');
    const rest = (late ? tail.slice(0, late.index) : tail).replace(FAMILY, (kin) => capital(kin));
    const tired = /fatigue/u.test(how);
    const is = hero.pl ? 'sont' : 'est';
    const state = tired
      ? `${is} ${/^(?:petite|un peu de) /u.test(how) ? 'un peu' : 'très'} fatigué${hero.fem ? 'e' : ''}${hero.pl ? 's' : ''}`
      : hero.pl
        ? 'rient aux éclats'
        : 'rit aux éclats';
    const told = `${hero.name} ${state}${rest ? ` ${spelled(rest)}` : ''}.`;
    return when ? `${capital(when.replace(/^cet aprem$/u, 'cet après-midi'))}, ${told}` : told;
  }
  // « grande premiere aujourd'hui : trottinette toute seule au parc »: the first time, said before what was done.
  const firstTime =
    /^(?:(?:grande|grosse|1[eè]re|première|premiere) )?(?:premi[eè]re|1[eè]re)(?: fois)?(?: (?:aujourd['’]hui|auj|ce matin|ce soir|cet après-midi))?\s*[:,!]+\s*(.+)$/u.exec(
      raw.trim(),
    );
  const firstSaid = firstTime ? retell(firstTime[1] ?? '', context) : undefined;
  if (firstTime && firstSaid?.startsWith(context.hero.name)) return `Pour la première fois, ${firstSaid}`;
  // « a la maison un pansement licorne »: where the care was given, said first and set apart, before what it was.
  const home = /^(?:à|a) la maison,? (?=(?:un|une|des) )(.+)$/u.exec(raw.trim());
  const homeSaid = home && !retell(raw, context) ? retell(home[1] ?? '', context) : undefined;
  if (homeSaid) return `À la maison, ${homeSaid}`;
  // « apres la sieste piscine avec papa », « après la crèche square avec sa copine Lila »: the time said first, then a
  // doing typed without its verb.
  const after =
    /^(?:après|apres) (la sieste|la crèche|la creche|la garderie|l[’']école|l[’']ecole|le goûter|le gouter|le déjeuner|le dejeuner|le repas|manger),? (?!(?:il|elle|on|ils|elles|je|j[’'])\s)(.+)$/u.exec(
      raw.trim(),
    );
  const afterSaid = after && !retell(raw, context) ? retell(after[2] ?? '', context) : undefined;
  if (after && afterSaid && !/^(?:Ce|Cet|Le|La|L’|À|Après|Avant) /u.test(afterSaid)) {
    const when = (after[1] ?? '')
      .replace(/^la creche$/u, 'la crèche')
      .replace(/^l[’'](?:ecole|école)$/u, 'l’école')
      .replace(/^le gouter$/u, 'le goûter')
      .replace(/^le dejeuner$/u, 'le déjeuner');
    return `Après ${when}, ${afterSaid.replace(/^(Son|Sa|Ses) /u, (its) => its.toLowerCase())}`;
  }
  const said = retell(raw, context)
    ?.replace(RIVERS, (river) => capital(river))
    // (« la rochelle », « saint-malo »: each word of the town's name with its capital.)
    .replace(TOWNS, (town) =>
      town.replace(/(^|[ -])(\p{Ll})/gu, (_all, gap: string, letter: string) => `${gap}${letter.toUpperCase()}`),
    );
  // « le soir tonton Ibrahim a raconté… »: the time said first is set apart by a comma (`Le soir, Tonton Ibrahim…`).
  const told = said
    ?.replace(
      /^(Le soir|Le matin|Ce soir|Ce matin|Le midi|À midi|Cet après-midi|L’après-midi|Après|Ensuite) (?=\p{Lu})/u,
      '$1, ',
    )
    // « apres a la maison on a fait des cookies »: the « après » set apart from the place said after it too.
    .replace(/^(Après|Ensuite) (?=(?:à|au|aux|chez|dans) [^,]+, )/u, '$1, ');
  const late =
    told &&
    // (« c’est le marché de noel a strasbourg avec mamie ce matin »: `Ce matin, c’est le marché de Noël…`.)
    (/^((?:Sa|Son|Ses|Le|La|Les|Un|Une|C’est) [^,]+?) (ce matin|ce midi|ce soir|cet après-midi)\.$/u.exec(told) ??
      // « glace au bord de la loire ce midi »: a midday said last is said first; so is « après » (« elle a fait du
      // vélo dans le couloir apres »: `Après, Petit Ours fait du vélo dans le couloir.`), not a « juste après ».
      new RegExp(
        `^(${escaped(context.hero.name)} [^,]+?)(?<!(?<!\\p{L})(?:juste|peu|bien|court|courent|là|suite|et)) (ce midi|après)\\.$`,
        'u',
      ).exec(told));
  // (« la sieste et le goûter après »: the « après » of the last thing only, left where it is.)
  if (!late || (late[2] === 'après' && / et /u.test(late[1] ?? ''))) return told;
  const body = late[1] ?? '';
  const first = /^(?:Sa|Son|Ses|Le|La|Les|Un|Une|C’est) /u.test(body) ? body.charAt(0).toLowerCase() : body.charAt(0);
  return `${capital(late[2] ?? '')}, ${first}${body.slice(1)}.`;
}

/**
 * A film or a cartoon by its title, with its capitals (« regardé la reine des neiges » is `regarde La Reine des
 * neiges`, « un pansement pat patrouille » is `un pansement Pat’ Patrouille`).
 */
function titled(told: string | undefined): string | undefined {
  return told
    ?.replace(/(?<!\p{L})(?:(la|La) )?reine des neiges(?!\p{L})/gu, (_all, the?: string) =>
      the ? 'La Reine des neiges' : 'Reine des neiges',
    )
    .replace(/(?<!\p{L})pat(?:[’']| )?patrouille(?!\p{L})/giu, 'Pat’ Patrouille')
    .replace(/(?<!\p{L})peppa pig(?!\p{L})/giu, 'Peppa Pig');
}

/** The imperfect of what was found or thought, in the story's present (`sentait`: `sent`). */
const THOUGHT_NOW: Record<string, string> = {
  sentait: 'sent',
  sentaient: 'sentent',
  était: 'est',
  étaient: 'sont',
  etait: 'est',
  etaient: 'sont',
  avait: 'a',
  avaient: 'ont',
  faisait: 'fait',
  faisaient: 'font',
  piquait: 'pique',
  piquaient: 'piquent',
  chatouillait: 'chatouille',
  chatouillaient: 'chatouillent',
  puait: 'pue',
  puaient: 'puent',
};

/**
 * « il a trouvé que le cochon sentait mauvais »: what the child found or thought, told in the present like the rest
 * (`Zuri trouve que le cochon sent mauvais`).
 */
function thoughtNow(told: string | undefined): string | undefined {
  return told?.replace(
    /(?<!\p{L})(trouve|trouvent|pense|pensent|dit|disent|croit|croient) que ((?:le|la|les|son|sa|ses|ce|cette|ces) [\p{L}-]+|l’[\p{L}-]+|c’|il|elle|ils|elles) ?(sentaient|sentait|étaient|était|etaient|etait|avaient|avait|faisaient|faisait|piquaient|piquait|chatouillaient|chatouillait|puaient|puait)(?!\p{L})/u,
    (all, verb: string, who: string, was: string) =>
      THOUGHT_NOW[was] ? `${verb} que ${who}${who.endsWith('’') ? '' : ' '}${THOUGHT_NOW[was]}` : all,
  );
}

/**
 * « il s'est caché derrière madame » at school: the Belgian « madame » is the teacher, « la maîtresse » (not a lady of
 * no name); « chez tata nadia la nounou »: the name and who she is, with a comma between.
 */
function teacherAndCarer(told: string | undefined, context: RetellContext): string | undefined {
  const school = /(?<!\p{L})(?:école|ecole|classe|maternelle|crèche|creche|garderie|accueil)(?!\p{L})/iu.test(
    context.description ?? '',
  );
  return told
    ?.replace(/(?<!\p{L})madame(?!\p{L})(?! \p{Lu})(?![ ,]*»)/gu, (word) => (school ? 'la maîtresse' : word))
    .replace(
      /(?<!\p{L})((?:Tata|Tatie|Tonton|Mamie|Papi) \p{Lu}[\p{L}-]+) (la nounou|la voisine|le voisin|la maîtresse|la baby-sitter)(?!\p{L})/gu,
      '$1, $2',
    );
}

export const fr: Reteller = {
  clauses,
  retell: (raw, context) => teacherAndCarer(thoughtNow(titled(timeFirst(raw, context))), context),
  names: kinOfDay,
  keys: (clause) => {
    // « on lui a dit ce matin »: the news told to the child, a clause with no other word of its own, told once.
    if (
      /^(?:et )?on (?:lui|le lui|la lui) a (?:dit|annoncé|expliqué)(?: ce matin| au réveil| ce soir| cet après-midi)?$/u.test(
        clause.trim(),
      )
    )
      return ['lui a dit'];
    const words = keyWordsOf(clause);
    // A compound is told only when the story says it whole: « tire sur la neige » is not « tirent la luge ».
    const folded = fold(clean(clause).toLowerCase());
    const compounds = COMPOUNDS.filter((compound) => hasWordStart(folded, compound));
    if (compounds.length === 0) return words;
    const inside = new Set(compounds.flatMap((compound) => keyWords(compound, FOLDED_STOP).map(fold)));
    return [...compounds, ...words.filter((key) => !inside.has(key))];
  },
  has: (text, key) => hasWordStart(fold(text), fold(key)),

  // Lunch (« a midi elle a mangé des coquillettes »), and what came after it, are the day's, not supper's; not a sleep
  // « jusqu’à midi ».
  afternoon:
    /(?<![\p{L}])(?:après[- ]midi|aprem|aprèm|après la sieste|au goûter|(?<!jusqu['’])(?:à|a|ce) midi|au (?:déjeuner|dejeuner|déj|dej)|après (?:le )?(?:déjeuner|dejeuner|manger))(?![\p{L}])/iu,
  // Not a waking this evening (« elle s’est réveillée en pleurant vers 23h ce soir »): the night's, told at bedtime.
  morning:
    /^(?![\s\S]*(?<!\p{L})(?:ce soir|le soir)(?!\p{L}))[\s\S]*?(?<!\p{L})(ce matin|le matin|au réveil|réveillée?|levée?|petit[ -]d[ée]j(?:euner)?|en arrivant à la (?:crèche|creche|garderie|maternelle|nounou)|à la dépose)(?!\p{L})/iu,
  waking:
    /^(?![\s\S]*(?<!\p{L})(?:ce soir|le soir)(?!\p{L}))[\s\S]*?(?<!\p{L})(au réveil|réveillée?|levée?|s’est réveillée?|s'est réveillée?|s’est levée?|s'est levée?)(?!\p{L})/iu,
  // Not a nap in the afternoon (« l’aprem dodo de 3h »), nor the snack's crêpe before « au lit », nor falling asleep on the way home (« dans l’auto »),
  // nor what a grown-up told the parent at pick-up (« le soir Clémence m’a dit qu’elles avaient fait de la pâte à sel »),
  // nor a sick day spent in pyjamas (« on est resté en pyjama sur le canapé »), nor the morning's news of the night
  // (« 1ere nuit sans couche et lit tout sec ce matin »), nor a pet lying by the child all day (« restée couchée contre
  // elle tte la journée »).
  evening:
    /^(?![\s\S]*(?<!\p{L})(?:(?:le|ce) soir,? (?:[\p{L}-]+ ){1,3}m[’']a (?:dit|raconté|expliqué) qu(?=[’'])|aprem|aprèm|après-midi|apres-midi|go[uû]ter|sieste|hier|cette nuit|dans l[’']auto|dans la voiture|dans le char|dans le train|dans le bus|dans la poussette|au retour|sur le chemin|restée?s? en pyjama|journée pyjama|en pyjama toute la journée|ce matin|au réveil|(?:toute|tte) la journée|tout l[’']après-midi)(?!\p{L}))[\s\S]*?(?<!\p{L})(soir|ce soir|souper|soupé|dîner|diner|dîné|diné|bain|douche|lit|coucher|couché|couchée|dodo|dort|dormir|endormi|endormie|endormir|endort|pyjama|(?<!cette )nuit|veilleuse|(?:jusqu[’'](?:à|a) |vers |à )(?:19|20|21|22) ?h(?:\d\d)?)(?!\p{L})/iu,
};
