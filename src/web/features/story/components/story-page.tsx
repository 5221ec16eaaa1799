import { BookHeart, RotateCcw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { JobProgress } from '../../../../shared/stories.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { PageCard } from '../../../ui/page-card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useFollowJob } from '../api/follow-job.ts';
import { useStory } from '../api/stories.ts';
import { DonationCard } from './donation-card.tsx';
import { SavedStoryViewer, StoryViewer } from './story-viewer.tsx';

const CURRENT_JOB_KEY = 'currentStoryJob';

function currentJobId(state: unknown): string | undefined {
  const fromState = (state as { jobId?: unknown } | null)?.jobId;
  if (typeof fromState === 'string') return fromState;
  return sessionStorage.getItem(CURRENT_JOB_KEY) ?? undefined;
}

/**
 * `/story` (spec §2): follows the story being made, shows each scene the moment it is ready, then the finished
 * story. A reload reattaches to the same job.
 */
export function StoryPage() {
  const location = useLocation();
  const jobId = currentJobId(location.state);
  const following = useFollowJob(jobId);
  const isOnline = useIsOnline();
  const progress = following.state === 'progress' ? following.progress : undefined;

  if (!jobId) return <Navigate to="/" replace />;
  if (!isOnline) return <OfflineError />;
  if (following.state === 'lost') return <FailedView code="storyGenerationFailed" />;
  if (!progress) return <Spinner />;
  if (progress.status === 'failed') return <FailedView code={progress.error?.code ?? 'storyGenerationFailed'} />;
  if (progress.status === 'cancelled') return <Navigate to="/" replace />; // spec §4: a cancellation ends silently
  if (progress.status === 'complete' && progress.storyId) return <FinishedStory storyId={progress.storyId} />;
  return <InProgress progress={progress} />;
}

function InProgress({ progress }: { progress: JobProgress }) {
  const { t } = useTranslation();
  const ready = progress.scenes.filter((scene) => scene.status === 'completed').length;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6">
      <div className="rounded-3xl bg-night-800/70 p-4 text-cream-50" role="status" aria-live="polite">
        <p className="font-semibold">{t(`story.phase.${progress.phase}`)}</p>
        <ol
          className="mt-3 grid grid-cols-7 gap-2"
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
      <DonationCard />
      <StoryViewer
        title={t('story.makingTitle')}
        language={progress.language}
        scenes={progress.scenes.map((scene) => ({
          number: scene.number,
          text: scene.status === 'completed' ? scene.text : undefined,
          imageUrl: scene.status === 'completed' ? scene.imageUrl : undefined,
        }))}
      />
    </div>
  );
}

function FinishedStory({ storyId }: { storyId: string }) {
  const { t } = useTranslation();
  const story = useStory(storyId);
  if (story.isPending) return <Spinner />;
  if (!story.data) return <FailedView code="failedToLoadStory" />;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <SavedStoryViewer story={story.data} />
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <Link to="/portfolio" className={buttonClass('secondary')}>
          <BookHeart aria-hidden="true" className="size-4" />
          {t('story.toPortfolio')}
        </Link>
        <Link to="/" className={buttonClass('ghost')}>
          {t('story.another')}
        </Link>
      </div>
    </div>
  );
}

function FailedView({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="px-4 py-10">
      <PageCard className="text-center">
        <h1 className="font-bold text-2xl text-night-900">{t('story.failedTitle')}</h1>
        <p className="mt-3 text-ink-700" role="alert">
          {t(`errors.${code}`, { defaultValue: t('errors.storyGenerationFailed') })}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/portfolio" className={buttonClass('secondary')}>
            {t('story.viewStories')}
          </Link>
          <Button
            variant="outline"
            onClick={() => {
              sessionStorage.removeItem(CURRENT_JOB_KEY);
              navigate('/');
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('create.startOver')}
          </Button>
        </div>
      </PageCard>
    </div>
  );
}

function OfflineError() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="px-4 py-10">
      <PageCard className="text-center">
        <WifiOff aria-hidden="true" className="mx-auto size-10 text-night-600" />
        <h1 className="mt-3 font-bold text-2xl text-night-900">{t('story.offlineTitle')}</h1>
        <p className="mt-3 text-ink-700">{t('story.offline')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
          <Link to="/portfolio" className={buttonClass('secondary')}>
            {t('story.viewStories')}
          </Link>
        </div>
      </PageCard>
    </div>
  );
}
