import type { Language } from '../../../../shared/languages.ts';

/**
 * What a book, a film or a song is about is not the day (`picked a book about trains` is no train ride, `ein Buch über
 * Dinos` no dinosaur at the museum): the words after the book's `about`, up to the next comma or new clause, as parents
 * write them. The book itself stays.
 */
const TOPIC: Record<Language, RegExp> = {
  en: /(?<=\b(?:book|books|story|stories|film|films|movie|movies|song|songs|show|programme|program|video|videos|cartoon|cartoons|episode|episodes)\s+)(?:all\s+)?about(?:\s+(?!(?:and|then|with|at|before|after|but|so|while)\b)[\p{L}'’-]+){1,4}/giu,
  nl: /(?<=\b(?:boek|boeken|boekje|boekjes|prentenboek|verhaal|verhaaltje|verhalen|film|filmpje|filmpjes|liedje|liedjes|programma|serie|aflevering)\s+)over(?:\s+(?!(?:en|toen|met|bij|daarna|maar|dus)\b)[\p{L}'’-]+){1,4}/giu,
  de: /(?<=\b(?:buch|bücher|büchlein|bilderbuch|geschichte|geschichten|film|filme|lied|lieder|liedchen|sendung|folge|serie|hörspiel|hörbuch)\s+)über(?:\s+(?!(?:und|dann|mit|bei|danach|aber)\b)[\p{L}'’-]+){1,4}/giu,
  fr: /(?<=\b(?:livre|livres|histoire|histoires|film|films|dessin animé|dessins animés|chanson|chansons|émission|épisode|comptine)\s+)(?:sur|qui parle(?:nt)? de)(?:\s+(?!(?:et|puis|avec|chez|après|mais|donc)\b)[\p{L}'’-]+){1,4}/giu,
  es: /(?<=\b(?:libro|libros|cuento|cuentos|película|películas|peli|pelis|canción|canciones|serie|capítulo|dibujos)\s+)(?:sobre|de)(?:\s+(?!(?:y|luego|con|en|después|pero)\b)[\p{L}'’-]+){1,4}/giu,
  pt: /(?<=\b(?:livro|livros|livrinho|história|histórias|historinha|filme|filmes|desenho|desenhos|canção|canções|música|série|episódio)\s+)(?:sobre|de|do|da|dos|das)(?:\s+(?!(?:e|depois|com|em|no|na|mas)\b)[\p{L}'’-]+){1,4}/giu,
  zh: /(?:关于|讲)[^，。！？、,.!?\s]{1,8}?的(?=(?:书|绘本|故事|电影|动画|动画片|歌|儿歌|视频))/gu,
};

/** A text without what its books, films and songs are about; `undefined` when it names no such topic. */
export function withoutTopics(text: string, language: Language): string | undefined {
  const pattern = TOPIC[language];
  pattern.lastIndex = 0;
  if (!pattern.test(text)) return undefined;
  pattern.lastIndex = 0;
  return text.replace(pattern, language === 'zh' ? '' : ' ');
}
