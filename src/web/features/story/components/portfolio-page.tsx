import { BookOpen, RefreshCw, Sparkles, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_FLAGS, LANGUAGE_NAMES } from '../../../../shared/languages.ts';
import type { StorySummary } from '../../../../shared/stories.ts';
import { mediaUrl } from '../../../platform/http.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { PageCard } from '../../../ui/page-card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useStories } from '../api/stories.ts';

const MAX_CHIPS = 3;

/** 'MMM d, yyyy' in the interface language (spec §2), without a date library. */
export function formatStoryDate(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

/** `/portfolio` (spec §2): the parent's stories, newest first. */
export function PortfolioPage() {
  const { t } = useTranslation();
  const stories = useStories();
  const isOnline = useIsOnline();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-3xl text-cream-50">{t('portfolio.title')}</h1>
        {!isOnline && (
          <span className="flex items-center gap-2 rounded-full bg-night-700 px-3 py-1 text-cream-50 text-sm">
            <WifiOff aria-hidden="true" className="size-4" />
            {t('portfolio.offline')}
          </span>
        )}
      </div>
      {stories.isPending && <Spinner />}
      {stories.isError && (
        <PageCard className="text-center">
          <p role="alert" className="text-ink-700">
            {t('portfolio.loadFailed')}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('common.retry')}
          </Button>
        </PageCard>
      )}
      {stories.data?.length === 0 && (
        <PageCard className="text-center">
          <BookOpen aria-hidden="true" className="mx-auto size-12 text-night-600" />
          <p className="mt-3 text-ink-700 text-lg">{t('portfolio.empty')}</p>
          {isOnline ? (
            <Link to="/" className={buttonClass('primary', 'mt-5')}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t('portfolio.create')}
            </Link>
          ) : (
            <Button className="mt-5" disabled>
              {t('portfolio.create')}
            </Button>
          )}
        </PageCard>
      )}
      {stories.data && stories.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {stories.data.map((story, index) => (
            <li key={story.id}>
              <StoryCard story={story} isFirstRow={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StoryCard({ story, isFirstRow }: { story: StorySummary; isFirstRow: boolean }) {
  const { t, i18n } = useTranslation();
  const chips = story.activities.slice(0, MAX_CHIPS);
  const more = story.activities.length - chips.length;
  return (
    <Link
      to={`/portfolio/${story.id}`}
      className="block overflow-hidden rounded-3xl bg-cream-50 text-ink-900 shadow-xl shadow-black/20 transition-transform hover:-translate-y-0.5"
    >
      <div className="aspect-video bg-night-800">
        <img
          src={mediaUrl(story.firstSceneThumbnailUrl ?? '/placeholders/scene-placeholder.svg')}
          alt=""
          // The first row is on screen at once: fetched straight away, the rest as they scroll into view.
          loading={isFirstRow ? 'eager' : 'lazy'}
          fetchPriority={isFirstRow ? 'high' : 'auto'}
          width={320}
          height={180}
          className="size-full object-cover"
          onError={(event) => {
            event.currentTarget.src = '/placeholders/scene-placeholder.svg';
          }}
        />
      </div>
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-bold text-lg text-night-900 leading-snug">{story.title}</h2>
          <span role="img" aria-label={LANGUAGE_NAMES[story.language]} className="text-xl">
            {LANGUAGE_FLAGS[story.language]}
          </span>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('portfolio.activities')}>
          {chips.map((activity) => (
            <li key={activity} className="rounded-full bg-night-600/10 px-2.5 py-0.5 text-night-800 text-xs">
              {activity}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-full bg-moon-300/60 px-2.5 py-0.5 text-night-900 text-xs">
              {t('portfolio.more', { count: more })}
            </li>
          )}
        </ul>
        <p className="text-ink-500 text-sm">
          <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt, i18n.resolvedLanguage)}</time>
        </p>
      </div>
    </Link>
  );
}
