import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../../public/locales/de/common.json' with { type: 'json' };
import en from '../../../../public/locales/en/common.json' with { type: 'json' };
import es from '../../../../public/locales/es/common.json' with { type: 'json' };
import fr from '../../../../public/locales/fr/common.json' with { type: 'json' };
import nl from '../../../../public/locales/nl/common.json' with { type: 'json' };
import pt from '../../../../public/locales/pt/common.json' with { type: 'json' };
import zh from '../../../../public/locales/zh/common.json' with { type: 'json' };
import { LANGUAGES } from '../../../shared/languages.ts';
import { changeWordsText } from './change-words-text.ts';

const files = { en, nl, de, fr, es, pt, zh };
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: Object.fromEntries(Object.entries(files).map(([language, common]) => [language, { common }])),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

describe('the words to change, in the parent’s language', () => {
  it.each([
    ['en', 'Please change “gun” and “Blood”: let’s keep tonight’s story gentle.'],
    ['nl', 'Pas ‘gun’ en ‘Blood’ even aan: we houden het verhaal van vanavond rustig en lief.'],
    ['de', 'Bitte ändere „gun“ und „Blood“: Heute Abend soll es eine sanfte Geschichte werden.'],
    // French sets its quotation marks and the colon apart with no-break spaces.
    [
      'fr',
      'Remplacez «\u00a0gun\u00a0» et «\u00a0Blood\u00a0», s’il vous plaît\u00a0: gardons une histoire toute douce pour ce soir.',
    ],
    ['es', 'Cambia «gun» y «Blood»: mejor un cuento tranquilo para esta noche.'],
    ['pt', 'Muda «gun» e «Blood», por favor: vamos manter a história desta noite tranquila.'],
    ['zh', '请把“gun”和“Blood”改一下，让今晚的故事温柔一点。'],
  ] as const)('quotes each word and lists them as %s does', (language, expected) => {
    const t = i18n.getFixedT(language);
    expect(changeWordsText(t, language, ['gun', 'Blood'])).toBe(expected);
  });

  it('quotes one word on its own, and says nothing when no words are known', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language);
      expect(changeWordsText(t, language, ['Messer']), language).toContain('Messer');
      expect(changeWordsText(t, language, []), language).toBeUndefined();
      expect(changeWordsText(t, language, undefined), language).toBeUndefined();
    }
    expect(changeWordsText(i18n.getFixedT('zh'), 'zh', ['手枪'])).toBe('请把“手枪”改一下，让今晚的故事温柔一点。');
  });
});
