import type { Language } from '../../../../shared/languages.ts';

/**
 * A clause that says the child went out somewhere (`we went to the ice rink`, `waren mit Oma beim Krippenspiel`,
 * `on est allés au spectacle de Noël`, `去看了冰灯`): where no activity of the catalog is read in it, the story tells
 * the parent's own clause as its scene, away from home, rather than play at home around it.
 */
const AWAY: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:(?:went|go|going|gone|been|headed|popped|drove|walked|took (?:him|her|them)|trip|visit|outing) (?:to|into|down to|over to|round to|out to)|(?:we|they|she|he) (?:were|was) (?:at|in) the)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:naar (?:de|het|een)|(?:waren|was|zijn|zaten) (?:we |ze |hij |wij )?(?:in|bij|op) (?:de|het))(?!\p{L})/iu,
  de: /(?<!\p{L})(?:waren|war|sind|gingen|ging|fuhren|fuhr)(?: \p{L}+){0,3} (?:im|in der|in die|in den|ins|beim|bei der|auf dem|auf den|auf die|aufm|zum|zur)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:all[ée]e?s?|aller|été|sortie?s?|partie?s?) (?:à|au|aux|chez|voir)|(?:on était|nous étions|était) (?:à|au|aux|chez)|visite (?:de la|du|des|à la|au)|sortie (?:à la|au|de la|du))(?!\p{L})/iu,
  es: /(?<!\p{L})(?:fuimos|fue|fueron|hemos ido|ha ido|estuvimos|estuvo|nos fuimos) (?:a|al|en)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:fomos|foi|foram|estivemos|esteve|passeamos) (?:a|ao|à|aos|às|no|na|nos|nas|para|pra|pro|até)(?!\p{L})/iu,
  zh: /(?<![不没别])(?:去了|去看|去逛)|逛了/u,
};

/** Where going is staying home (`went to bed`, `ins Bett`, `去睡觉`): no outing. */
const HOME: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:bed|sleep|toilet|potty|loo|bathroom|home|kitchen|garden|bath|nap|sofa|couch|room|upstairs|downstairs)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:bed|slapen|wc|toilet|potje|badkamer|huis|keuken|tuin|bad|bank|kamer|boven|beneden)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:bett|schlafen|klo|toilette|töpfchen|bad|badezimmer|haus|hause|küche|garten|sofa|couch|zimmer)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:lit|dodo|toilettes|pot|salle de bain|bain|maison|cuisine|jardin|canapé|chambre)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:cama|dormir|baño|orinal|bañera|casa|cocina|jard[íi]n|sof[áa]|cuarto|habitaci[óo]n)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:cama|dormir|casa de banho|banheiro|penico|banho|casa|cozinha|jardim|quintal|sof[áa]|quarto)(?!\p{L})/iu,
  zh: /睡觉|洗澡|厕所|床|家里|回家|厨房|卧室|客厅/u,
};

/** Whether a part of a sentence says the child went out somewhere (not to bed, not home). */
export const goesOut = (part: string, language: Language) => AWAY[language].test(part) && !HOME[language].test(part);

/** Whether a part of a sentence says someone went somewhere (`fomos ao jardim da estrela`), home words or not. */
export const goesTo = (part: string, language: Language) => AWAY[language].test(part);
