import { BookHeart, BookX, CalendarClock, type LucideIcon, PencilLine, RotateCcw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { msUntilMidnight, relativeWait } from '../../../../shared/midnight.ts';
import type { JobProgress, Story } from '../../../../shared/stories.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { CURRENT_JOB_KEY, startOver } from '../../../platform/selection-store.ts';
import { useSettings } from '../../../platform/settings.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { PageCard } from '../../../ui/page-card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFollowJob } from '../api/follow-job.ts';
import { useStory } from '../api/stories.ts';
import { DonationCard } from './donation-card.tsx';
import { StoryViewer, savedStoryProps } from './story-viewer.tsx';

function currentJobId(state: unknown): string | undefined {
  const fromState = (state as { jobId?: unknown } | null)?.jobId;
  if (typeof fromState === 'string') return fromState;
  return sessionStorage.getItem(CURRENT_JOB_KEY) ?? undefined;
}

/** The API error code of a story that could not even start (the create page hands it over in the router state). */
function startErrorOf(state: unknown): string | undefined {
  const code = (state as { startError?: unknown } | null)?.startError;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

const isGenerating = (progress: JobProgress | undefined) =>
  !progress || progress.status === 'queued' || progress.status === 'running';

/**
 * `/story` (spec §2): follows the story being made, shows each scene the moment it is ready, then the finished
 * story. A reload reattaches to the same job.
 */
export function StoryPage() {
  const location = useLocation();
  const startError = startErrorOf(location.state);
  const jobId = startError ? undefined : currentJobId(location.state);
  const following = useFollowJob(jobId);
  const isOnline = useIsOnline();
  const progress = following.state === 'progress' ? following.progress : undefined;
  const storyId = progress?.status === 'complete' ? progress.storyId : undefined;
  const story = useStory(storyId);

  if (startError === 'networkError') return <OfflineError isOffline={!isOnline} />;
  if (startError === 'dailyLimitReached') return <DailyLimitView />;
  if (startError) return <FailedView code={startError} />;
  if (!jobId) return <Navigate to="/" replace />;
  // Offline matters only while the story is still being made; a finished story stays on screen (spec §1).
  if (!isOnline && isGenerating(progress)) return <OfflineError isOffline />;
  if (following.state === 'lost') return <FailedView code="storyGenerationFailed" />;
  if (!progress) return <Spinner />;
  if (progress.status === 'failed') return <FailedView code={progress.error?.code ?? 'storyGenerationFailed'} />;
  if (progress.status === 'cancelled') return <Navigate to="/" replace />; // spec §4: a cancellation ends silently
  // Offline, the scenes that arrived keep the story readable even when the saved one cannot load.
  if (storyId && story.isError && isOnline) return <FailedView code="failedToLoadStory" />;
  return <StoryInTheMaking progress={progress} saved={story.data} />;
}

/**
 * The scenes as they arrive, then the saved story, in ONE viewer that stays mounted: the parent reading scene 2 when
 * the job finishes stays on scene 2, and the reading goes on. Until the saved story has loaded, the progress shows
 * inside the reader and the donation card below it.
 */
function StoryInTheMaking({ progress, saved }: { progress: JobProgress; saved: Story | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {/* Always this one element, so the viewer keeps its scene and reading when the saved story replaces the job's. */}
      <StoryViewer
        banner={saved ? undefined : <ProgressPanel progress={progress} />}
        {...(saved
          ? savedStoryProps(saved)
          : {
              title: t('story.makingTitle'),
              language: progress.language,
              scenes: progress.scenes.map((scene) => ({
                number: scene.number,
                text: scene.status === 'completed' ? scene.text : undefined,
                imageUrl: scene.status === 'completed' ? scene.imageUrl : undefined,
              })),
            })}
      />
      {/* Empty (no donation card configured, story not saved yet): no padding, so nothing to scroll to. */}
      <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6 empty:hidden">
        {!saved && <DonationCard />}
        {saved && (
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/portfolio" className={buttonClass('secondary')}>
              <BookHeart aria-hidden="true" className="size-4" />
              {t('story.toPortfolio')}
            </Link>
            <Link to="/" className={buttonClass('ghost')}>
              {t('story.another')}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

function ProgressPanel({ progress }: { progress: JobProgress }) {
  const { t } = useTranslation();
  const ready = progress.scenes.filter((scene) => scene.status === 'completed').length;
  return (
    <div className="mt-2 rounded-2xl bg-night-800/70 px-3 py-2 text-cream-50 text-sm" role="status" aria-live="polite">
      <p className="font-semibold">{t(`story.phase.${progress.phase}`)}</p>
      <ol
        className="mt-2 grid grid-cols-7 gap-2"
        aria-label={t('story.progress', { ready, total: progress.scenes.length })}
      >
        {progress.scenes.map((scene) => (
          <li
            key={scene.number}
            title={t(`story.sceneStatus.${scene.status}`)}
            className={`h-2 rounded-full ${scene.status === 'completed' ? 'bg-moon-300' : scene.status === 'generating' ? 'animate-pulse bg-moon-300/50' : 'bg-cream-100/20'}`}
          >
            <span className="sr-only">
              {t('story.sceneProgress', { number: scene.number, status: t(`story.sceneStatus.${scene.status}`) })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Spec §8: a failed story offers Start over (which clears every selection, spec §2) and the portfolio; one refused
 * for the words typed offers to change them first, keeping everything else.
 */
function FailedView({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StoryNotice
      icon={BookX}
      title={t('story.failedTitle')}
      message={t(`errors.${code}`, { defaultValue: t('errors.storyGenerationFailed') })}
      firstAction={
        <>
          {code === 'unsafeContent' && (
            // The typed words stay; the creation page marks the ones to change.
            <Button variant="secondary" onClick={() => navigate('/', { state: { changeWords: true } })}>
              <PencilLine aria-hidden="true" className="size-4" />
              {t('story.changeWords')}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => {
              startOver();
              navigate('/');
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('create.startOver')}
          </Button>
        </>
      }
    />
  );
}

/**
 * Spec §8: the day's five stories are made; the ones already made can still be read. It says when the next one is
 * possible: at the parent's midnight (the day is counted in their time zone).
 */
function DailyLimitView() {
  const { t, i18n } = useTranslation();
  const timeZone = useSettings().data?.timeZone;
  const when = relativeWait(msUntilMidnight(new Date(), timeZone), i18n.resolvedLanguage);
  return (
    <StoryNotice
      icon={CalendarClock}
      title={t('story.dailyLimitTitle')}
      message={t('errors.dailyLimitReached')}
      detail={t('story.dailyLimitWhen', { when })}
    />
  );
}

/**
 * Spec §8: with Back and 'view stories'. Offline, the spec's offline text; online but the server could not be
 * reached, 'Unable to connect to story generation service...'.
 */
function OfflineError({ isOffline }: { isOffline: boolean }) {
  const { t } = useTranslation();
  return (
    <StoryNotice
      icon={WifiOff}
      title={isOffline ? t('story.offlineTitle') : t('story.unreachableTitle')}
      message={isOffline ? t('story.offline') : t('errors.storyServiceUnreachable')}
    />
  );
}

/**
 * A story that cannot be made now: why, a way on (by default Back to the creation page, the selection kept) and the
 * stories made.
 */
function StoryNotice({
  icon: Icon,
  title,
  message,
  detail,
  firstAction,
}: {
  icon: LucideIcon;
  title: string;
  message: string;
  detail?: string;
  firstAction?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10">
      <PageCard className="text-center">
        <Icon aria-hidden="true" className="mx-auto size-10 text-night-600" />
        <h1 className="mt-3 font-bold text-2xl text-night-900">{title}</h1>
        <p className="mt-3 text-ink-700" role="alert">
          {message}
        </p>
        {detail && <p className="mt-2 font-semibold text-night-800">{detail}</p>}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {firstAction ?? (
            <Link to="/" className={buttonClass('outline')}>
              {t('common.back')}
            </Link>
          )}
          <Link to="/portfolio" className={buttonClass('secondary')}>
            {t('story.viewStories')}
          </Link>
        </div>
      </PageCard>
    </div>
  );
}
