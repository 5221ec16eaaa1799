import { splitSentences } from '../../../../shared/sentences.ts';
import type { NarrationSpot } from './use-narration.ts';

/**
 * A scene's words, with the sentence being read aloud lit softly and, where the voice reports words, the word being
 * said a little brighter: a child can follow along, and nothing flashes.
 */
export function NarratedText({
  text,
  language,
  spot,
}: {
  text: string;
  language: string;
  spot: Omit<NarrationSpot, 'scene'> | undefined;
}) {
  if (!spot) return <>{text}</>;
  const sentences = splitSentences(text, language);
  const parts: React.ReactNode[] = [];
  let at = 0;
  sentences.forEach((sentence, index) => {
    if (sentence.start > at) parts.push(text.slice(at, sentence.start));
    at = sentence.end;
    if (index !== spot.sentence) {
      parts.push(sentence.text);
      return;
    }
    const word =
      spot.word && spot.word.start >= sentence.start && spot.word.end <= sentence.end ? spot.word : undefined;
    parts.push(
      <mark key={sentence.start} data-reading="sentence" className="rounded-md bg-moon-300/15 text-cream-50">
        {word ? (
          <>
            {text.slice(sentence.start, word.start)}
            <span data-reading="word" className="text-moon-200 underline decoration-2 decoration-moon-300/60">
              {text.slice(word.start, word.end)}
            </span>
            {text.slice(word.end, sentence.end)}
          </>
        ) : (
          sentence.text
        )}
      </mark>,
    );
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
