import { ChevronLeft, ChevronRight, Maximize, Minimize, Pause, Play, Volume2 } from 'lucide-react';
import { type PointerEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story } from '../../../../shared/stories.ts';
import { mediaUrl } from '../../../platform/http.ts';
import { enterImmersive, leaveImmersive, onFullscreenLeft } from '../../../platform/immersive.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { usePreference } from '../../../platform/preferences.ts';
import { canSpeak, type SpeechProblem } from '../../../platform/speech.ts';
import { useScreenAwake } from '../../../platform/wake-lock.ts';
import { useOverflows } from '../../../ui/use-overflows.ts';
import { useRegenerateScene } from '../api/stories.ts';
import { NarratedText } from './narrated-text.tsx';
import { ReaderMenu } from './reader-menu.tsx';
import { SleepOverlay } from './sleep-overlay.tsx';
import { useNarration } from './use-narration.ts';

export type ViewerScene = { number: number; text?: string | undefined; imageUrl?: string | undefined };

const SCENE_PLACEHOLDER = '/placeholders/scene-placeholder.svg';

/** What the parent is told when the voice cannot read. */
const VOICE_PROBLEM_MESSAGE = {
  noVoice: 'reader.noVoice',
  noLanguage: 'reader.noLanguageVoice',
  failed: 'reader.voiceFailed',
} as const satisfies Record<SpeechProblem, string>;

const overlayButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-night-950/65 text-cream-100 backdrop-blur-sm hover:bg-night-900/80';

/**
 * The story viewer in night reading mode (spec §2, and the reading mode of docs/decisions/015): the picture large
 * and full-bleed, the words large and calm on a dim page, the page turns always on screen. Dots, previous/next,
 * 'n / total', swipe or drag and arrow keys turn pages; "Read to me" reads the whole story, turning the pages itself;
 * full screen; the rarer actions (a new picture, print, the sleep option, delete) wait in a small "more" menu.
 */
export function StoryViewer({
  title,
  language,
  scenes,
  storyId,
  regenerationsLeft = 0,
  canRegenerate = false,
  leading,
  banner,
  menuItems,
}: {
  title: string;
  language: string;
  scenes: ViewerScene[];
  storyId?: string | undefined;
  regenerationsLeft?: number;
  canRegenerate?: boolean;
  /** Shown first on the picture's bar, e.g. the way back to the portfolio. */
  leading?: ReactNode;
  /** Shown above the words, e.g. the progress of a story still being made. */
  banner?: ReactNode;
  /** More entries for the "more" menu, e.g. delete. */
  menuItems?: ReactNode;
}) {
  const { t } = useTranslation();
  const [shownIndex, setIndex] = useState(0);
  const total = scenes.length;
  const index = Math.max(0, Math.min(total - 1, shownIndex));
  const [isFullScreen, setFullScreen] = useState(false);
  const [isAsleep, setAsleep] = useState(false);
  const [sleepAfterStory] = usePreference('sleepAfterStory');
  const dragStart = useRef<number | null>(null);
  const wordsPanel = useRef<HTMLDivElement>(null);
  const words = useOverflows(wordsPanel);
  const regenerate = useRegenerateScene(storyId ?? '');
  const isOnline = useIsOnline();
  const scene = scenes[index];
  const narration = useNarration({
    scenes,
    language,
    storyId,
    turnTo: setIndex,
    onFinished: () => {
      if (sleepAfterStory) setAsleep(true);
    },
  });

  // The screen stays on while the voice reads (released on pause, at the end, and when the reader closes).
  useScreenAwake(narration.status === 'playing');

  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(total - 1, next));
    if (clamped === index) return;
    setIndex(clamped);
    narration.followPage(clamped);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      if (event.key === 'ArrowRight') turnBy(1);
      if (event.key === 'ArrowLeft') turnBy(-1);
      if (event.key === 'Escape' && isFullScreen) leaveFullScreen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const turnBy = (step: number) => go(index + step);

  const leaveFullScreen = () => {
    setFullScreen(false);
    void leaveImmersive();
  };
  useEffect(() => onFullscreenLeft(() => setFullScreen(false)), []);
  // Leaving the page leaves full screen too.
  useEffect(
    () => () => {
      void leaveImmersive();
    },
    [],
  );

  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(distance) > 50) go(index + (distance < 0 ? 1 : -1));
  };

  const spot = narration.spot?.scene === index ? narration.spot : undefined;

  // A new page starts at its top: the scroll of a long page before must not carry over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page turns
  useLayoutEffect(() => {
    if (wordsPanel.current) wordsPanel.current.scrollTop = 0;
  }, [index]);
  // Why the voice stopped is shown under the words, which may be longer than the panel: scrolled into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new reason shows
  useEffect(() => {
    const panel = wordsPanel.current;
    const message = panel?.querySelector<HTMLElement>('[data-voice-problem]');
    if (panel && message) scrollIntoPanel(panel, message);
  }, [narration.problem]);
  // The sentence being read stays in view inside the words panel (not the page: nothing else moves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lit sentence or the page changes
  useEffect(() => {
    const panel = wordsPanel.current;
    const lit = panel?.querySelector<HTMLElement>('[data-reading="sentence"]');
    if (panel && lit) scrollIntoPanel(panel, lit);
  }, [spot?.sentence, index]);
  const readLabel =
    narration.status === 'playing'
      ? t('reader.pause')
      : narration.status === 'paused'
        ? t('reader.resume')
        : t('reader.readToMe');

  return (
    <section
      aria-labelledby="story-title"
      data-testid="reader"
      className={`flex flex-col bg-night-950 text-cream-100 ${
        isFullScreen
          ? 'fixed inset-0 z-50 h-dvh'
          : 'h-[calc(100dvh-var(--top-bar-height))] sm:mx-auto sm:w-full sm:max-w-4xl sm:bg-transparent sm:p-4'
      }`}
    >
      <div
        data-testid="reader-page"
        className={`flex min-h-0 flex-1 touch-pan-y select-none flex-col bg-night-950 landscape-phone:flex-row ${
          isFullScreen ? '' : 'sm:overflow-hidden sm:rounded-3xl sm:border sm:border-cream-100/10 sm:shadow-2xl'
        }`}
        onPointerDown={(event) => {
          dragStart.current = event.clientX;
        }}
        onPointerMove={(event) => {
          // Once it is a drag, the reader keeps the pointer, so a drag that ends outside it still ends here.
          // (Not at pointer-down: a captured tap would no longer click the buttons inside.)
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
        <div
          data-testid="reader-picture"
          className={`relative w-full shrink-0 bg-night-900 landscape-phone:h-full landscape-phone:w-1/2 ${
            isFullScreen ? 'h-[52dvh] sm:h-[60dvh]' : 'h-[47dvh] sm:h-[52dvh]'
          }`}
        >
          {scene?.imageUrl ? (
            <img
              src={mediaUrl(scene.imageUrl)}
              alt={t('story.sceneImage', { number: index + 1 })}
              draggable={false}
              // A touch dimmer than the file: a bright picture glares in a dark room.
              className="size-full object-cover brightness-[.88]"
              onError={(event) => {
                event.currentTarget.src = SCENE_PLACEHOLDER;
              }}
            />
          ) : (
            <div
              className="flex size-full items-center justify-center px-6 text-center text-cream-100/80"
              role="status"
            >
              {t('story.drawing')}
            </div>
          )}
          <div className="absolute inset-x-0 top-0 flex items-center gap-2 bg-gradient-to-b from-night-950/70 to-transparent p-2 pb-6">
            {leading}
            {canSpeak() && (
              <button
                type="button"
                onClick={() =>
                  narration.status === 'playing'
                    ? narration.pause()
                    : narration.status === 'paused'
                      ? narration.resume()
                      : narration.play(index)
                }
                aria-pressed={narration.status === 'playing'}
                // Dim, as the whole reading mode: a bright pill would be the one glare in a dark room.
                className="flex h-11 items-center gap-2 whitespace-nowrap rounded-full border border-moon-300/45 bg-night-800/90 px-4 font-bold text-moon-200 shadow-lg shadow-black/30 backdrop-blur-sm hover:bg-night-700"
              >
                {narration.status === 'playing' ? (
                  <Pause aria-hidden="true" className="size-4" />
                ) : narration.status === 'paused' ? (
                  <Play aria-hidden="true" className="size-4" />
                ) : (
                  <Volume2 aria-hidden="true" className="size-4" />
                )}
                {readLabel}
              </button>
            )}
            <span className="flex-1" />
            <button
              type="button"
              onClick={() => {
                if (isFullScreen) leaveFullScreen();
                else {
                  setFullScreen(true);
                  void enterImmersive();
                }
              }}
              aria-label={isFullScreen ? t('reader.leaveFullScreen') : t('reader.fullScreen')}
              className={overlayButton}
            >
              {isFullScreen ? (
                <Minimize aria-hidden="true" className="size-5" />
              ) : (
                <Maximize aria-hidden="true" className="size-5" />
              )}
            </button>
            <ReaderMenu
              storyId={storyId}
              triggerClassName={overlayButton}
              regenerate={
                canRegenerate && storyId && scene
                  ? {
                      left: regenerationsLeft,
                      // A new picture is drawn on the server: not while offline.
                      disabled: !isOnline || regenerationsLeft <= 0 || regenerate.isPending,
                      isPending: regenerate.isPending && regenerate.variables === scene.number,
                      onSelect: () => regenerate.mutate(scene.number),
                    }
                  : undefined
              }
              extraItems={menuItems}
            />
          </div>
        </div>
        <div className="flex min-h-0 flex-1 flex-col landscape-phone:w-1/2">
          {/* Long words scroll here; the keyboard can then focus the panel and scroll it with the arrow keys. */}
          <div
            ref={wordsPanel}
            data-testid="reader-words"
            // Words still below the edge fade out into it, so a parent sees there is more to read on this page.
            data-more-below={words.moreBelow || undefined}
            className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 pb-2 data-more-below:[mask-image:linear-gradient(to_bottom,#000_calc(100%-2rem),transparent)] sm:px-8 sm:pt-6"
            {...(words.overflows
              ? { tabIndex: 0, role: 'group', 'aria-label': t('reader.sceneText', { number: index + 1 }) }
              : {})}
          >
            <div className="flex items-baseline justify-between gap-3">
              <h1 id="story-title" className="min-w-0 truncate font-bold text-base text-moon-200 sm:text-lg">
                {title}
              </h1>
              <p className="shrink-0 text-cream-100/70 text-sm tabular-nums">
                {index + 1} / {total}
              </p>
            </div>
            {banner}
            <p
              lang={language}
              className="mt-2 text-[1.2rem] text-cream-100/90 leading-relaxed sm:text-[1.4rem] landscape-phone:text-[1.1rem]"
              aria-live={narration.status === 'idle' ? 'polite' : 'off'}
            >
              {scene?.text ? <NarratedText text={scene.text} language={language} spot={spot} /> : t('story.writing')}
            </p>
            {narration.problem && (
              <p
                role="alert"
                data-voice-problem=""
                className="mt-3 rounded-xl bg-night-800 px-3 py-2 text-cream-100 text-sm"
              >
                {t(VOICE_PROBLEM_MESSAGE[narration.problem], { readToMe: t('reader.readToMe') })}
              </p>
            )}
            {regenerate.isError && (
              <p role="alert" className="mt-3 rounded-xl bg-night-800 px-3 py-2 text-cream-100 text-sm">
                {t('errors.imageGenerationFailed')}
              </p>
            )}
          </div>
          <nav
            aria-label={t('story.pages')}
            className="flex shrink-0 items-center justify-between gap-2 border-cream-100/10 border-t px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
          >
            <button
              type="button"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={t('story.previous')}
              className="flex size-12 items-center justify-center rounded-full bg-night-800 text-cream-50 hover:bg-night-700 disabled:opacity-30"
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
                      className={`block size-2.5 rounded-full transition-all ${position === index ? 'w-6 bg-moon-300' : entry.text ? 'bg-cream-100/60' : 'bg-cream-100/20'}`}
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
              className="flex size-12 items-center justify-center rounded-full bg-night-800 text-cream-50 hover:bg-night-700 disabled:opacity-30"
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </nav>
        </div>
      </div>
      {isAsleep && <SleepOverlay onWake={() => setAsleep(false)} />}
    </section>
  );
}

/** Scrolls `panel` just enough to show `element` (its top first when it is taller than the panel). */
function scrollIntoPanel(panel: HTMLElement, element: HTMLElement) {
  const view = panel.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const top = 8;
  // Clear of the fade at the panel's bottom edge (2rem) while there is more below.
  const bottom = 40;
  if (box.top < view.top + top || box.height > view.height - top - bottom) {
    panel.scrollTop += box.top - view.top - top;
  } else if (box.bottom > view.bottom - bottom) {
    panel.scrollTop += box.bottom - view.bottom + bottom;
  }
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
