import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Sentence,
  type SentenceTiming,
  sentenceAt,
  sentenceTimings,
  splitSentences,
} from '../../../../shared/sentences.ts';
import { mediaUrl } from '../../../platform/http.ts';
import { deviceVoiceFor, type SpeechProblem, speak, stopSpeaking } from '../../../platform/speech.ts';
import { requestNarration } from '../api/stories.ts';

export type NarrationStatus = 'idle' | 'playing' | 'paused';

/** Where the voice is: the scene (by index), its sentence, and the word being said when the voice reports words. */
export type NarrationSpot = {
  scene: number;
  sentence: number;
  word?: { start: number; end: number } | undefined;
};

type Scene = { number: number; text?: string | undefined };

/** A scene's stored narration: its file and, when the server measured them, when its sentences are heard. */
type ServerNarration = { url: string; timings?: SentenceTiming[] | undefined };

/** A short rest between two pages, as a reader turning a page takes. */
const PAGE_TURN_PAUSE_MS = 900;
/** How often a live story is looked at again while the voice waits for the next scene's words. */
const WAIT_FOR_TEXT_MS = 400;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Read to me" (issue: narration that reads the whole story): reads page after page, turning each page itself, and
 * reports the sentence being read (and the word, where the voice reports words). A stored server narration is played
 * when the server has one; otherwise the device's voice reads one sentence at a time. Pause remembers the sentence;
 * resume starts there again. A live story's next page is waited for while it is still being written.
 */
export function useNarration({
  scenes,
  language,
  storyId,
  turnTo,
  onFinished,
}: {
  scenes: readonly Scene[];
  language: string;
  storyId?: string | undefined;
  turnTo: (index: number) => void;
  onFinished: () => void;
}) {
  const [status, setStatus] = useState<NarrationStatus>('idle');
  const [spot, setSpot] = useState<NarrationSpot | undefined>();
  // Why the voice stopped, told to the parent: no voice, none for the story's language, or a page it could not read.
  const [problem, setProblem] = useState<SpeechProblem | undefined>();
  // Each run gets a number; a run whose number is no longer current (paused, stopped, restarted) does nothing more.
  const run = useRef(0);
  const latest = useRef({ scenes, language, storyId, turnTo, onFinished });
  latest.current = { scenes, language, storyId, turnTo, onFinished };
  const position = useRef<NarrationSpot>({ scene: 0, sentence: 0 });
  const audio = useRef<HTMLAudioElement | null>(null);
  const serverAudio = useRef(new Map<number, Promise<ServerNarration | undefined>>());

  const silence = useCallback(() => {
    run.current += 1;
    stopSpeaking();
    audio.current?.pause();
  }, []);

  useEffect(() => silence, [silence]);

  /** The scene's stored narration, asked once per scene; undefined when the device voice should read. */
  const serverNarration = (sceneNumber: number): Promise<ServerNarration | undefined> => {
    const { storyId: id } = latest.current;
    if (!id) return Promise.resolve(undefined);
    let known = serverAudio.current.get(sceneNumber);
    if (!known) {
      known = requestNarration(id, sceneNumber).then(
        (answer) => (answer.useDeviceVoice ? undefined : { url: answer.audioUrl, timings: answer.sentences }),
        () => undefined,
      );
      serverAudio.current.set(sceneNumber, known);
    }
    return known;
  };

  /**
   * Plays a stored narration from `fromSentence`; resolves whether it reached its end. The sentences are lit at the
   * times the server measured in the audio; a narration stored before it measured them (or split differently) shares
   * the audio's length out by the sentences' lengths instead.
   */
  const playAudio = (
    token: number,
    sceneIndex: number,
    narration: ServerNarration,
    sentences: Sentence[],
    fromSentence: number,
  ) =>
    new Promise<boolean>((resolve) => {
      audio.current ??= new Audio();
      const player = audio.current;
      const measured = narration.timings?.length === sentences.length ? narration.timings : undefined;
      let timings = measured ?? sentenceTimings(sentences, Number.NaN);
      const isCurrent = () => token === run.current;
      const onTime = () => {
        if (!isCurrent()) return;
        const sentence = sentenceAt(timings, player.currentTime);
        position.current = { scene: sceneIndex, sentence };
        setSpot((shown) =>
          shown?.scene === sceneIndex && shown.sentence === sentence ? shown : { scene: sceneIndex, sentence },
        );
      };
      const finish = (reachedEnd: boolean) => {
        player.ontimeupdate = null;
        player.onended = null;
        player.onerror = null;
        player.onloadedmetadata = null;
        resolve(reachedEnd && isCurrent());
      };
      player.onloadedmetadata = () => {
        timings = measured ?? sentenceTimings(sentences, player.duration);
        if (fromSentence > 0) player.currentTime = timings[fromSentence]?.start ?? 0;
      };
      player.ontimeupdate = onTime;
      player.onended = () => finish(true);
      player.onerror = () => finish(false);
      player.src = mediaUrl(narration.url);
      player.play().catch(() => finish(false));
    });

  /**
   * Reads the sentences with the device's voice, one at a time; resolves whether the last one was read. A sentence the
   * voice fails on is skipped; a page it could not read at all stops the reading, with a word to the parent, rather
   * than turning page after page in silence.
   */
  const speakSentences = async (token: number, sceneIndex: number, sentences: Sentence[], fromSentence: number) => {
    let read = 0;
    for (let index = fromSentence; index < sentences.length; index += 1) {
      const sentence = sentences[index];
      if (!sentence || token !== run.current) return false;
      position.current = { scene: sceneIndex, sentence: index };
      setSpot({ scene: sceneIndex, sentence: index });
      const outcome = await new Promise<'read' | SpeechProblem>((resolve) =>
        speak(sentence.text, latest.current.language, {
          onEnd: () => resolve('read'),
          onError: (reason) => resolve(reason),
          onWord: (charIndex, charLength) => {
            if (token !== run.current) return;
            const start = sentence.start + charIndex;
            setSpot({ scene: sceneIndex, sentence: index, word: { start, end: start + charLength } });
          },
        }),
      );
      if (token !== run.current) return false;
      if (outcome === 'noVoice' || outcome === 'noLanguage') {
        setProblem(outcome);
        return false;
      }
      if (outcome === 'read') read += 1;
    }
    if (read === 0 && sentences.length > fromSentence) {
      setProblem('failed');
      return false;
    }
    return true;
  };

  /** The scene's words; a live story's next scene may still be being written, so wait for it. */
  const textOf = async (token: number, sceneIndex: number): Promise<string | undefined> => {
    for (;;) {
      if (token !== run.current) return undefined;
      const scene = latest.current.scenes[sceneIndex];
      if (!scene) return undefined;
      if (scene.text) return scene.text;
      await delay(WAIT_FOR_TEXT_MS);
    }
  };

  const readFrom = async (start: NarrationSpot) => {
    silence();
    const token = run.current;
    setStatus('playing');
    setProblem(undefined);
    let fromSentence = start.sentence;
    for (let sceneIndex = start.scene; sceneIndex < latest.current.scenes.length; sceneIndex += 1) {
      if (token !== run.current) return;
      if (sceneIndex !== start.scene) {
        await delay(PAGE_TURN_PAUSE_MS);
        if (token !== run.current) return;
      }
      latest.current.turnTo(sceneIndex);
      const text = await textOf(token, sceneIndex);
      const scene = latest.current.scenes[sceneIndex];
      if (!text || !scene || token !== run.current) return;
      const sentences = splitSentences(text, latest.current.language);
      position.current = { scene: sceneIndex, sentence: fromSentence };
      setSpot({ scene: sceneIndex, sentence: fromSentence });
      const narration = await serverNarration(scene.number);
      if (token !== run.current) return;
      let reachedEnd = narration ? await playAudio(token, sceneIndex, narration, sentences, fromSentence) : false;
      if (!reachedEnd && token === run.current) {
        // No stored narration (or it would not play): the device's voice reads, if the device has one.
        const readiness = await deviceVoiceFor(latest.current.language);
        if (readiness !== 'ready') {
          if (token === run.current) setProblem(readiness);
          reachedEnd = false;
        } else reachedEnd = await speakSentences(token, sceneIndex, sentences, fromSentence);
      }
      if (!reachedEnd || token !== run.current) {
        if (token === run.current) {
          setStatus('idle');
          setSpot(undefined);
        }
        return;
      }
      fromSentence = 0;
    }
    if (token !== run.current) return;
    setStatus('idle');
    setSpot(undefined);
    position.current = { scene: 0, sentence: 0 };
    latest.current.onFinished();
  };

  return {
    status,
    spot: status === 'idle' ? undefined : spot,
    /** Why the voice stopped, when it could not read (the parent is told). */
    problem,
    /** Starts reading at a page (its first sentence). */
    play: (sceneIndex: number) => void readFrom({ scene: sceneIndex, sentence: 0 }),
    pause: () => {
      silence();
      setStatus('paused');
    },
    resume: () => void readFrom(position.current),
    stop: () => {
      silence();
      setStatus('idle');
      setSpot(undefined);
    },
    /** A page turned by hand: the reading goes on from there (or, when paused, will resume there). */
    followPage: (sceneIndex: number) => {
      if (position.current.scene === sceneIndex) return;
      position.current = { scene: sceneIndex, sentence: 0 };
      if (status === 'playing') void readFrom(position.current);
      if (status === 'paused') setSpot({ scene: sceneIndex, sentence: 0 });
    },
  };
}
