import type { Weather } from '../../../../shared/family.ts';
import type { Language } from '../../../../shared/languages.ts';

/**
 * A winter's day, by the parent's words: snow, frost, mittens and scarves, and in the languages whose parents live in
 * the north, the weeks before Christmas (Advent, Sinterklaas, Nikolaus, 冬至). English, Spanish and Portuguese are
 * spoken where December is summer too (Sydney, Buenos Aires, Rio), so there only the cold itself says winter.
 */
const WINTRY: Record<Language, RegExp> = {
  en: /(?<!\p{L})(snow\p{L}*|frost\p{L}*|icy|freezing|cold|chilly|winter\p{L}*|mittens|gloves|scarf|woolly hat|sledg\p{L}*|sled|ice[- ]skating|ice rink)(?!\p{L})/iu,
  nl: /(?<!\p{L})(sneeuw\p{L}*|vorst|ijzig|bevroren|koud|winter\p{L}*|wanten|handschoenen|sjaal|muts|advent\p{L}*|december|kerst\p{L}*|sinterklaas|sint|pieten|piet|pakjesavond|schoen gezet|schoentje\p{L}*|pepernoten|kruidnoten|schaats\p{L}*|slee)(?!\p{L})/iu,
  de: /(?<!\p{L})(schnee\p{L}*|frost\p{L}*|gefroren|kalt|kälte|eisig|winter\p{L}*|handschuh\p{L}*|fäustlinge?|schal|mütze|advent\p{L}*|dezember|weihnacht\p{L}*|nikolaus\p{L}*|krampus|plätzchen|lebkuchen|schlitten\p{L}*|rodeln|eislaufen|schlittschuh\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(neige\p{L}*|gel[ée]e?|verglas|froid|hiver|moufles|gants|[ée]charpe|bonnet|avent|d[ée]cembre|no[eë]l|saint[- ]nicolas|luge|patinoire|bonhomme de neige)(?!\p{L})/iu,
  es: /(?<!\p{L})(nieve|nevada|nevando|nev[óo]|hielo|helada|fr[íi]o|invierno|guantes|bufanda|gorro|trineo|pista de hielo)(?!\p{L})/iu,
  pt: /(?<!\p{L})(neve|nevou|gelo|geada|frio|inverno|luvas|cachecol|gorro|tren[óo]|pista de gelo)(?!\p{L})/iu,
  zh: /(下雪|雪人|雪花|打雪仗|结冰|冰冻|好冷|很冷|太冷|冷死|冬天|冬至|棉袄|羽绒服|围巾|手套|滑冰|溜冰|圣诞|腊八)/u,
};

/**
 * What a summer's stock line shows (a bee in the flower bed, a blanket on the grass, strawberries at the market): not
 * told on a winter's day while another variant of the line fits.
 */
const SUMMERY: Record<Language, RegExp> = {
  en: /(?<!\p{L})(bees?|bzz|butterfl\p{L}*|ladybirds?|ladybugs?|strawberr\p{L}*|blossoms?|daisies|grass\p{L}*|flower beds?|picnic\p{L}*|paddling|green leaves|leafy)(?!\p{L})/iu,
  nl: /(?<!\p{L})(bijen|bijtje|vlinder\p{L}*|lieveheersbeestje\p{L}*|aardbei\p{L}*|bloesem\p{L}*|madeliefje\p{L}*|gras\p{L}*|bloemperk|bloembed\p{L}*|picknick\p{L}*|groene blaadjes|groene bladeren)(?!\p{L})/iu,
  de: /(?<!\p{L})(bienen?|schmetterling\p{L}*|marienkäfer\p{L}*|erdbeer\p{L}*|blüten?|gänseblümchen|wiese\p{L}*|gras\p{L}*|blumenbeet\p{L}*|picknick\p{L}*|grünen blätter\p{L}*|grüne blätter\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(abeilles?|bzz|papillons?|coccinelles?|fraises?|p[âa]querettes|herbe|pelouse|parterre|pique-nique|feuilles vertes)(?!\p{L})/iu,
  es: /(?<!\p{L})(abejas?|mariposas?|mariquitas?|fresas?|margaritas|c[ée]sped|hierba|picnic|hojas verdes)(?!\p{L})/iu,
  pt: /(?<!\p{L})(abelhas?|borboletas?|joaninhas?|morangos?|margaridas|relva|grama|piquenique|folhas verdes)(?!\p{L})/iu,
  zh: /(蜜蜂|嗡嗡|蝴蝶|瓢虫|草莓|花坛|花丛|草地|青草|野餐|开花|绿绿的叶子|绿叶)/u,
};

/** Whether the parent's words (or the weather they tapped) say today was a winter's day. */
export function isWintry(texts: readonly string[], language: Language, weather: Weather | undefined): boolean {
  return weather === 'snowy' || texts.some((text) => WINTRY[language].test(text));
}

/** Whether a stock line shows summer. */
export const isSummery = (line: string, language: Language) => SUMMERY[language].test(line);
