/** One sentence of a scene, with where it sits in the scene's text (so a voice's word positions can be placed). */
export type Sentence = { text: string; start: number; end: number };

/** A sentence's place in a narration's audio, in seconds. */
export type SentenceTiming = { start: number; end: number };

// A sentence ends at . ! ? … or the Chinese 。！？, with any closing quotes or brackets after it.
const SENTENCE_END = /[^.!?…。！？]*(?:[.!?…。！？]+["'”’»)）」』]*|$)/gu;

/**
 * Splits a scene's text into its sentences, for narration that reads and highlights one sentence at a time.
 * Intl.Segmenter knows each language's rules (abbreviations, Chinese punctuation); where it is missing, a sentence
 * ends at its punctuation.
 */
export function splitSentences(text: string, language: string): Sentence[] {
  const pieces: { segment: string; index: number }[] =
    typeof Intl.Segmenter === 'function'
      ? [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text)]
      : [...text.matchAll(SENTENCE_END)].map((match) => ({ segment: match[0], index: match.index }));
  const sentences: Sentence[] = [];
  for (const { segment, index } of pieces) {
    const leading = segment.length - segment.trimStart().length;
    const trimmed = segment.trim();
    if (trimmed === '') continue;
    sentences.push({ text: trimmed, start: index + leading, end: index + leading + trimmed.length });
  }
  return sentences;
}

/** A voice's pause between two sentences, counted as this many characters of speech. */
const PAUSE_CHARACTERS = 6;

/**
 * When each sentence is heard in a narration of `durationSeconds`: a server voice reports no timings, so each
 * sentence gets a share of the audio that grows with its length, plus the pause after it. A calm voice keeps an even
 * pace, so the highlight stays within a word or two of the voice.
 */
export function sentenceTimings(sentences: readonly Sentence[], durationSeconds: number): SentenceTiming[] {
  const weights = sentences.map((sentence) => [...sentence.text].length + PAUSE_CHARACTERS);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || !Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    return sentences.map(() => ({ start: 0, end: 0 }));
  }
  let start = 0;
  return weights.map((weight) => {
    const end = start + (weight / total) * durationSeconds;
    const timing = { start, end };
    start = end;
    return timing;
  });
}

/**
 * The sentence heard at `seconds` into the narration: the last one to have started, so a sentence stays lit through
 * the rest after it until the next begins (the last one once the audio has ended).
 */
export function sentenceAt(timings: readonly SentenceTiming[], seconds: number): number {
  const next = timings.findIndex((timing) => timing.start > seconds);
  return next === -1 ? Math.max(0, timings.length - 1) : Math.max(0, next - 1);
}
