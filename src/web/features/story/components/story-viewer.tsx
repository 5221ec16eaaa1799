import { ChevronLeft, ChevronRight, RefreshCw, Square, Volume2 } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '../../../../shared/stories.ts';
import { mediaUrl } from '../../../platform/http.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { canSpeak, speak, stopSpeaking } from '../../../platform/speech.ts';
import { requestNarration, useRegenerateScene } from '../api/stories.ts';

export type ViewerScene = { number: number; text?: string | undefined; imageUrl?: string | undefined };

const SCENE_PLACEHOLDER = '/placeholders/scene-placeholder.svg';

/**
 * The story viewer (spec §2): one scene at a time with dots, previous/next, 'n / total', swipe or drag, arrow keys,
 * a per-scene redraw (3 per story, counted by the server) and read-aloud.
 */
export function StoryViewer({
  title,
  language,
  scenes,
  storyId,
  regenerationsLeft = 0,
  canRegenerate = false,
}: {
  title: string;
  language: string;
  scenes: ViewerScene[];
  storyId?: string | undefined;
  regenerationsLeft?: number;
  canRegenerate?: boolean;
}) {
  const { t } = useTranslation();
  const [shownIndex, setIndex] = useState(0);
  const total = scenes.length;
  const index = Math.max(0, Math.min(total - 1, shownIndex));
  const [isReading, setIsReading] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  // Each reading gets a number; a reading whose number is no longer current (stopped, scene changed) never starts.
  const reading = useRef(0);
  const dragStart = useRef<number | null>(null);
  const regenerate = useRegenerateScene(storyId ?? '');
  const isOnline = useIsOnline();
  const scene = scenes[index];

  const stopReading = () => {
    reading.current += 1;
    stopSpeaking();
    audio.current?.pause();
    setIsReading(false);
  };
  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(total - 1, next));
    if (clamped !== index) stopReading(); // spec §4: changing scene stops the reading
    setIndex(clamped);
  };
  useEffect(
    () => () => {
      reading.current += 1;
      stopSpeaking();
      audio.current?.pause();
    },
    [],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      if (event.key === 'ArrowRight') setIndexFromKey(1);
      if (event.key === 'ArrowLeft') setIndexFromKey(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const setIndexFromKey = (step: number) => go(index + step);

  const read = async () => {
    if (!scene?.text) return;
    const text = scene.text;
    stopReading();
    const token = reading.current;
    const isCurrent = () => token === reading.current;
    const finished = () => {
      if (isCurrent()) setIsReading(false);
    };
    setIsReading(true);
    const narration = storyId ? await requestNarration(storyId, scene.number).catch(() => undefined) : undefined;
    // Stop, another scene or another reading while the server answered: this reading is over before it began.
    if (!isCurrent()) return;
    if (narration?.audioUrl) {
      audio.current ??= new Audio();
      audio.current.src = mediaUrl(narration.audioUrl);
      audio.current.onended = finished;
      await audio.current.play().catch(finished);
      return;
    }
    speak(text, language, finished);
  };

  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(distance) > 50) go(index + (distance < 0 ? 1 : -1));
  };

  return (
    <section aria-labelledby="story-title" className="mx-auto w-full max-w-3xl">
      <h1 id="story-title" className="mb-4 text-center font-bold text-2xl text-cream-50 sm:text-3xl">
        {title}
      </h1>
      <div
        className="touch-pan-y select-none overflow-hidden rounded-3xl bg-cream-50 text-ink-900 shadow-2xl shadow-black/30"
        onPointerDown={(event) => {
          dragStart.current = event.clientX;
        }}
        onPointerMove={(event) => {
          // Once it is a drag, the card keeps the pointer, so a drag that ends outside the card still ends here.
          // (Not at pointer-down: a captured tap would no longer click the buttons inside the card.)
          const start = dragStart.current;
          if (start === null || Math.abs(event.clientX - start) < 10) return;
          if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) {
            event.currentTarget.setPointerCapture?.(event.pointerId);
          }
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
      >
        <div className="relative aspect-video w-full bg-night-800">
          {scene?.imageUrl ? (
            <img
              src={mediaUrl(scene.imageUrl)}
              alt={t('story.sceneImage', { number: index + 1 })}
              draggable={false}
              className="size-full object-cover"
              onError={(event) => {
                event.currentTarget.src = SCENE_PLACEHOLDER;
              }}
            />
          ) : (
            <div className="flex size-full items-center justify-center text-cream-100" role="status">
              {t('story.drawing')}
            </div>
          )}
        </div>
        <div className="p-5 sm:p-7">
          <p className="min-h-24 text-lg leading-relaxed sm:text-xl" aria-live="polite">
            {scene?.text ?? t('story.writing')}
          </p>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {canSpeak() && scene?.text && (
                <button
                  type="button"
                  onClick={() => (isReading ? stopReading() : void read())}
                  className="flex items-center gap-2 whitespace-nowrap rounded-full bg-night-800 px-4 py-2 font-semibold text-cream-50 text-sm hover:bg-night-700"
                >
                  {isReading ? (
                    <Square aria-hidden="true" className="size-4" />
                  ) : (
                    <Volume2 aria-hidden="true" className="size-4" />
                  )}
                  {isReading ? t('story.stopReading') : t('story.readAloud')}
                </button>
              )}
              {canRegenerate && storyId && scene && (
                <button
                  type="button"
                  // A new picture is drawn on the server: not while offline.
                  disabled={!isOnline || regenerationsLeft <= 0 || regenerate.isPending}
                  onClick={() => regenerate.mutate(scene.number)}
                  className="flex items-center gap-2 whitespace-nowrap rounded-full border-2 border-night-700 px-4 py-2 font-semibold text-night-800 text-sm hover:bg-night-800/10 disabled:opacity-40"
                >
                  <RefreshCw
                    aria-hidden="true"
                    className={`size-4 ${regenerate.isPending && regenerate.variables === scene.number ? 'animate-spin' : ''}`}
                  />
                  {t('story.regenerate', { count: regenerationsLeft })}
                </button>
              )}
            </div>
            <p className="font-semibold text-ink-700 tabular-nums">
              {index + 1} / {total}
            </p>
          </div>
          {regenerate.isError && (
            <p role="alert" className="mt-3 text-berry-700 text-sm">
              {t('errors.imageGenerationFailed')}
            </p>
          )}
        </div>
      </div>
      <nav aria-label={t('story.pages')} className="mt-4 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label={t('story.previous')}
          className="flex size-12 items-center justify-center rounded-full bg-cream-50 text-night-900 shadow disabled:opacity-30"
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <ol className="flex items-center">
          {scenes.map((entry, position) => (
            <li key={entry.number}>
              {/* A finger-sized button around a small dot. */}
              <button
                type="button"
                aria-label={t('story.goTo', { number: position + 1 })}
                aria-current={position === index ? 'step' : undefined}
                onClick={() => go(position)}
                className="flex h-11 min-w-6 items-center justify-center px-1"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full transition-all ${position === index ? 'w-7 bg-moon-300' : entry.text ? 'bg-cream-100/70' : 'bg-cream-100/25'}`}
                />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index === total - 1}
          aria-label={t('story.next')}
          className="flex size-12 items-center justify-center rounded-full bg-cream-50 text-night-900 shadow disabled:opacity-30"
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </nav>
    </section>
  );
}

/** The viewer's props for a saved story: its owner may redraw pictures, within the count the server gives. */
export function savedStoryProps(story: Story) {
  return {
    title: story.title,
    language: story.language,
    scenes: story.scenes,
    storyId: story.id,
    regenerationsLeft: story.regenerationsLeft,
    canRegenerate: story.isOwn,
  };
}

/** A saved story in the viewer. */
export function SavedStoryViewer({ story }: { story: Story }) {
  return <StoryViewer {...savedStoryProps(story)} />;
}
