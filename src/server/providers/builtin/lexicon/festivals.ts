import type { Language } from '../../../../shared/languages.ts';
import { withoutQuotes } from '../story/retell/words.ts';

/**
 * The family festivals of each language, by the name a story says them with (`It was {name}`), and the parent's words
 * that say the day was one. A festival is told by its own name, never as "a special day".
 *
 * A sentence that asks about a festival or looks forward to it (`asked if Oma is home by Christmas`, `morgen ist
 * Nikolaus`) does not make today one: `notToday` holds those words.
 */
export type Festivals = {
  names: ReadonlyArray<readonly [name: string, words: RegExp]>;
  notToday: RegExp;
};

// A word's edges for scripts with spaces: no letter before or after.
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const words = (source: string) => new RegExp(`${B}(?:${source})${E}`, 'iu');
const APOSTROPHE = "['’]";

export const FESTIVALS: Record<Language, Festivals> = {
  en: {
    names: [
      ['Christmas Eve', words('christmas eve|xmas eve')],
      [
        'Christmas',
        words(
          '(?<!father )(?:christmas|xmas)(?! (?:tree|trees|markets?|fairs?|jumpers?|lights?|play|concert|show|shopping|cards?|film|movie|songs?|carols?|party|parties|grotto|decorations?|crafts?|nativity|list|fayre|parade|village|windows?|walk|story|stories|baking|biscuits|cookies|cake|pudding|trail|train|panto|sweater|pyjamas|pajamas|stocking|calendar|wreath|ornaments?|photos?|music|jumper day|movie night|elf|countdown))',
        ),
      ],
      ['Easter', words('easter(?! (?:bonnet|crafts?|cards?))|egg hunt')],
      ['Halloween', words('halloween|trick[ -]or[ -]treat\\p{L}*')],
      ['Bonfire Night', words('bonfire night|guy fawkes')],
      ['Thanksgiving', words('thanksgiving')],
      ['Canada Day', words('canada day')],
      ['Diwali', words('diwali|deepavali')],
      ['Hanukkah', words('hanukk?ah|chanukk?ah')],
      ['Eid', words('eid')],
      ['Chinese New Year', words('chinese new year|lunar new year')],
      [`New Year’s Eve`, words(`new year${APOSTROPHE}?s eve|nye`)],
      [`St Patrick’s Day`, words(`st\\.? patrick${APOSTROPHE}?s(?: day)?|paddy${APOSTROPHE}?s day`)],
      ['the Fourth of July', words('fourth of july|4th of july|july 4th')],
      ['Pancake Day', words('pancake day|shrove tuesday')],
      [`Mother’s Day`, words(`mother${APOSTROPHE}?s day|mothers day`)],
      [`Father’s Day`, words(`father${APOSTROPHE}?s day|fathers day`)],
      ['Holi', words('holi(?! ?days?)')],
      ['the Highland games', words('highland games|highland gathering')],
      ['Burns Night', words('burns night')],
      ['Hogmanay', words('hogmanay')],
    ],
    notToday: words(
      `tomorrow|next (?:week|time|year)|asked|asking|when is|is it|can${APOSTROPHE}?t wait|counting down|countdown|sleeps? (?:until|till|to go)|practi[sc]\\p{L}*|rehears\\p{L}*|(?:for|before|till|until) (?:christmas|xmas)`,
    ),
  },
  nl: {
    names: [
      ['Sint-Maarten', words('sint[- ]?maarten|lampionnenoptocht')],
      [
        'Sinterklaas',
        words(
          'sinterklaas|sinterklaasfeest|sinterklaasavond|sinterklaasochtend|sinterklaasmiddag|pakjesavond|sint(?![- ]?maarten)',
        ),
      ],
      ['Koningsdag', words('koningsdag|koninginnedag')],
      ['Palmpasen', words('palmpasen|palmpaas\\p{L}*')],
      ['Pasen', words('pasen|paasei\\p{L}*|paashaas|paasklok\\p{L}*|paasontbijt|paasbrunch|paaseitjes')],
      ['kerstavond', words('kerstavond')],
      ['Kerstmis', words('kerstmis|eerste kerstdag|tweede kerstdag|kerst')],
      ['carnaval', words('carnaval|vastelaovend|vastenavond')],
      ['oudjaarsavond', words('oud en nieuw|oudjaar|oudejaarsavond|oudjaarsavond')],
      ['het Suikerfeest', words('suikerfeest')],
      ['Halloween', words('halloween')],
      ['Mardi Gras', words('mardi gras')],
      ['Moederdag', words('moederdag')],
      ['Vaderdag', words('vaderdag')],
      ['het bloemencorso', words('bloemencorso|fruitcorso|corsostoet|corsowagens?')],
      ['Keti Koti', words('keti koti')],
    ],
    notToday: words(
      'morgen|overmorgen|volgende (?:week|keer)|straks|vroeg of|vraagt of|wanneer|nog \\d+ nachtjes|aftellen|oefenen|oefende|repetitie|voor (?:de )?sint\\p{L}*|voor (?:de )?kerst|schoen(?:tje)? (?:zetten|gezet)',
    ),
  },
  de: {
    names: [
      [
        'Sankt Martin',
        words(
          'sankt martin|st\\.? martin|martinsumzug|martinszug|martinsfest|martinstag|laternenumzug|laternenlauf|laterne laufen|laternelaufen|räbeliechtli\\p{L}*',
        ),
      ],
      ['Karneval', words('karneval|kamelle|alaaf|veedelszoch|rosenmontag|weiberfastnacht')],
      ['Fasching', words('fasching|helau|fasnacht|fastnacht|fasnet')],
      ['Heiligabend', words('heiligabend|heilig abend|bescherung')],
      ['Weihnachten', words('weihnachten|weihnacht')],
      ['Ostern', words('ostern|osternest|ostereier|ostereiersuche|osterhase|ostersonntag|ostermontag')],
      ['Nikolaus', words('nikolaus|nikolaustag|nikolo')],
      ['Silvester', words('silvester')],
      ['Halloween', words('halloween')],
      ['das Zuckerfest', words('zuckerfest')],
      ['Kirtag', words('kirtag|kirchtag')],
      ['Kirmes', words('kirmes|kerwe|kirchweih|chilbi')],
      ['Maifest', words('maifest|maibaum\\p{L}*|tanz in den mai')],
      ['das Schützenfest', words('schützenfest\\p{L}*|schützenkönig\\p{L}*')],
      ['Muttertag', words('muttertag')],
      ['Vatertag', words('vatertag')],
      ['Funkensonntag', words('funkensonntag|funkenfeuer|funkenabbrennen')],
      ['das Oktoberfest', words('oktoberfest|wiesn')],
      ['Erntedank', words('erntedank\\p{L}*')],
    ],
    notToday: words(
      'gefragt|fragt|fragte|ob|wann|morgen|übermorgen|nächste\\p{L}*|bis (?:weihnachten|ostern|nikolaus|silvester)|noch \\d+ mal schlafen|falls|vor weihnachten|nach weihnachten|an weihnachten|üben|geübt|probe',
    ),
  },
  fr: {
    names: [
      ['la veille de Noël', words('veille de no[eë]l|r[ée]veillon de no[eë]l|24 d[ée]cembre')],
      // Not the things of the weeks before it (`marché de Noël`, `le père Noël`, `les chants de Noël`).
      [
        'Noël',
        words(
          "(?<!(?:p[èe]re|papa|march[ée]s?|sapins?|arbres?|lumi[èe]res|illuminations|chants?|chansons?|spectacles?|f[êe]tes?|go[ûu]ters?|d[ée]corations?|d[ée]co|villages?|calendriers?|pulls?|films?|contes?|ateliers?|vitrines?|biscuits|sabl[ée]s|cartes?|cadeaux?|boules?|parades?|march[ée]s) (?:de |du )?)no[eë]l(?! (?:de l[’']école|à l[’']école))|r[ée]veillon",
        ),
      ],
      ['Pâques', words('p[âa]ques|chasse aux (?:œufs|oeufs)')],
      ['le jour de la galette des rois', words('galette des rois|[ée]piphanie|tirer les rois')],
      ['la Chandeleur', words('chandeleur')],
      ['le carnaval', words('carnaval|mardi gras')],
      ['Halloween', words('halloween')],
      ['le 14 Juillet', words('14 juillet|quatorze juillet')],
      ['le Nouvel An', words("nouvel an|jour de l[’']an|saint[- ]sylvestre")],
      ['l’Aïd', words('a[ïi]d')],
      ['la fête de l’école', words(`f[êe]te de l${APOSTROPHE}[ée]cole|kermesse`)],
      ['la fête foraine', words('f[êe]te foraine')],
      ['le fest-noz', words('fest[- ]?noz')],
      ['la fête des mères', words('f[êe]te des m[èe]res')],
      ['la fête des pères', words('f[êe]te des p[èe]res')],
      ['la Saint-Jean', words('(?:f[êe]te|feux?) de la (?:saint|st)[- ]jean')],
      ['la fête de la musique', words('f[êe]te de la musique')],
      ['la fête des Lumières', words('f[êe]te des lumi[èe]res')],
    ],
    notToday: words(
      `demain|la semaine prochaine|la prochaine fois|demand[ée] si|demande si|quand est-ce|c${APOSTROPHE}est quand|avant no[eë]l|apr[èe]s no[eë]l|jusqu${APOSTROPHE}[àa]|pour no[eë]l|lettre au p[èe]re no[eë]l|r[ée]p[èe]t\\p{L}*|dans \\d+ dodos`,
    ),
  },
  es: {
    names: [
      ['Nochebuena', words('nochebuena')],
      // Not the things of the weeks before it (`las luces de Navidad`, `el mercadillo de Navidad`).
      [
        'Navidad',
        words(
          '(?<!(?:luces|mercad\\p{L}*|[áa]rbol(?:ito)?|fiesta|funci[óo]n|festival|obra|adornos?|decoraci[óo]n|bel[ée]n|calendario|pel[íi]cula|canciones?|villancicos?|jersey|su[ée]ter|tarjetas?|postales?|regalos?|galletas|cabalgata|concierto|espect[áa]culo|pueblo|[ée]poca|vacaciones|feria|desfile|manualidad(?:es)?) de )navidad(?:es)?',
        ),
      ],
      ['el Día de Reyes', words('reyes magos|d[íi]a de reyes|rosc[óo]n|rosca de reyes|reyes')],
      ['Carnaval', words('carnaval|carnavales')],
      // Not the weekly street market (`la feria libre`, `a la feria a comprar paltas`).
      ['la feria', words('feria(?! del libro| libre| (?:a|pa|para) comprar)')],
      ['Halloween', words('halloween')],
      ['el Día de Muertos', words('d[íi]a de (?:los )?muertos|ofrenda|pan de muerto|cempas[úu]chil')],
      ['Nochevieja', words('nochevieja|fin de a[ñn]o(?! (?:del|de la|escolar))')],
      ['Semana Santa', words('semana santa')],
      ['la novena de Navidad', words('novena|novenas')],
      ['las Fallas', words('fallas|masclet[àa]')],
      ['la noche de San Juan', words('san juan')],
      ['las posadas', words('posadas? navideñas?|las posadas|la posada')],
      ['la Guelaguetza', words('guelaguetza')],
      ['Pascua', words('pascua|huevos de pascua')],
      ['el Día de la Madre', words('d[íi]a de la madre')],
      ['el Día del Padre', words('d[íi]a del padre')],
      ['la fiesta de la Candelaria', words('candelaria|diablada')],
      ['las fiestas patrias', words('fiestas patrias|fondas? dieciocheras?')],
    ],
    notToday: words(
      '(?<!(?:la|esta|una|por la) )ma[ñn]ana|la semana que viene|la pr[óo]xima|pregunt[óo] si|pregunta si|cuándo|antes de (?:navidad|reyes)|ensayo|ensayando|para (?:navidad|reyes)|carta a',
    ),
  },
  pt: {
    names: [
      ['a véspera de Natal', words('v[ée]spera de natal|consoada')],
      // Not the city (`fomos a Natal`), a birthplace (`cidade natal`) or a tree put up in December.
      ['Natal', words('(?<!(?:cidade|terra|em|para|pra|a|de|do|da|dos|das|pai|papai) )natal(?!in\\p{L}*)')],
      ['Páscoa', words('p[áa]scoa')],
      // A bloquinho of Carnaval is a street band, not the toy blocks a child played with (`brincou de bloquinho`).
      [
        'Carnaval',
        words(
          'carnaval|(?<!(?:brincou|brincar|brinca|brincando|montou|montar|de|com|os|uns|dos) )bloquinhos?(?! de (?:montar|madeira|encaixar|lego))',
        ),
      ],
      ['dia de festa junina', words('festa junina|festas juninas|arraiá|arraial|quadrilha')],
      ['noite de São João', words('s(?:ão|ao|\\.) jo[ãa]o|martelinho')],
      ['Santo António', words('santo ant[óô]nio')],
      ['Dia de Reis', words('dia de reis|bolo[- ]rei|reis magos')],
      ['Halloween', words('halloween|dia das bruxas')],
      ['Ano Novo', words('ano novo|r[ée]veillon|passagem de ano')],
      ['a romaria', words('romarias?')],
      ['a festa dos Santos Populares', words('santos populares|marchas populares')],
    ],
    notToday: words(
      'amanh[ãa]|semana que vem|pr[óo]xima vez|perguntou se|pergunta se|quando (?:é|vem|chega)|antes do natal|at[ée] ao natal|ensaio|ensai\\p{L}*|carta ao pai natal|para o natal',
    ),
  },
  zh: {
    names: [
      ['平安夜', /平安夜/u],
      ['除夕', /除夕|年三十|年夜饭/u],
      [
        '春节',
        /春节|过年|大年初[一二三四五六七八九十]|正月初[一二三四五六七八九十]|初[一二三四五六七八九十].{0,8}庙会|拜年|贴春联|贴对联/u,
      ],
      ['元宵节', /元宵/u],
      ['中秋节', /中秋|赏月/u],
      ['端午节', /端午|赛龙舟|划龙舟/u],
      // Not Father Christmas, a tree or a market of the weeks before it (`圣诞老人`, `圣诞树`, `圣诞市集`).
      [
        '圣诞节',
        /圣诞(?!老人|老爷爷|树|市集|集市|市场|灯|装饰|歌|演出|晚会|节目|手工|帽|袜|礼物|卡|村|小镇|游行|橱窗|彩灯|花环|活动|派对|表演|主题)/u,
      ],
      ['儿童节', /儿童节|六一/u],
      ['重阳节', /重阳/u],
      ['国庆节', /国庆/u],
      ['万圣节', /万圣节/u],
      ['冬至', /冬至/u],
      ['清明节', /清明/u],
      ['泼水节', /泼水节/u],
      ['腊八节', /腊八/u],
    ],
    notToday: /明天|后天|下周|下次|什么时候|还有\d+天|还有几天|快到|等到|准备过|问.{0,8}(吗|呢)/u,
  },
};

/** The festival the parent's words say today was, by the name a story says it with, if any. */
export function festivalIn(sentences: readonly string[], language: Language): string | undefined {
  const { names, notToday } = FESTIVALS[language];
  // What the child said is no calendar (`nu is het echt kerst, hè`): only the parent's own words make the day one.
  // Single quotation marks count only where they open after a space or a colon (`nana's` is no quote).
  const unquoted = (one: string) => withoutQuotes(one).replace(/(?<=^|[:\s])['‘][^'’]*['’](?!\p{L})/gu, ' ');
  for (const sentence of sentences.map(unquoted)) {
    if (notToday.test(sentence)) continue;
    const found = names.find(([, test]) => test.test(sentence));
    if (found) return found[0];
  }
  return undefined;
}
