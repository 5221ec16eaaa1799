import type { TFunction } from 'i18next';
import { BookOpen, Check, RefreshCw, Sparkles, Users, WifiOff } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Family } from '../../../../shared/family.ts';
import type { StorySummary } from '../../../../shared/stories.ts';
import { childNames, namesOf, useFamily } from '../../../platform/family.ts';
import { mediaUrl } from '../../../platform/http.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { useRenderTimeZone } from '../../../platform/render-time-zone.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { LanguageFlag } from '../../../ui/language-flag.tsx';
import { PageCard } from '../../../ui/page-card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useSession } from '../../auth/api/get-session.ts';
import { useStories } from '../api/stories.ts';
import { formatStoryDate } from '../story-date.ts';

const MAX_CHIPS = 3;
/** Cards drawn in the first render: the first screen of a phone, and two rows of a wide screen. */
const FIRST_CARDS = 6;
/** Cards in the first row of the widest grid: on screen at once, so their pictures are fetched straight away. */
const FIRST_ROW = 3;

/** `/portfolio` (spec §2): the parent's stories, newest first. */
export function PortfolioPage() {
  const { t, i18n } = useTranslation();
  const stories = useStories();
  const isOnline = useIsOnline();
  const timeZone = useRenderTimeZone();
  const family = useFamily(useSession().data?.user.id).data;
  // With two or more children, each card says whose story it is, and the parent can show one child's only (`?child=`,
  // so Back returns to the same list). The kept portfolio carries its children too, so this works offline.
  const hasChildren = (family?.children.length ?? 0) >= 2;
  const [params, setParams] = useSearchParams();
  const child = hasChildren ? family?.children.find((candidate) => candidate.id === params.get('child')) : undefined;
  const shown = child ? stories.data?.filter((story) => story.childIds?.includes(child.id)) : stories.data;
  const showChild = (id: string | undefined) =>
    setParams(id ? { child: id } : {}, { replace: true, preventScrollReset: true });
  // The first cards are drawn at once; the rest follow in a render React may interrupt, so a long portfolio never
  // holds the phone's main thread in one long task.
  const count = shown?.length ?? 0;
  const shownCount = Math.max(useDeferredValue(count, Math.min(count, FIRST_CARDS)), FIRST_CARDS);
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
      {hasChildren && family && stories.data && stories.data.length > 0 && (
        <ChildFilter family={family} chosen={child?.id} onChoose={showChild} t={t} />
      )}
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
      {child && shown?.length === 0 && (
        <p className="rounded-3xl bg-night-800 px-5 py-4 text-cream-50">
          {t('moments.portfolio.none', { name: child.name })}
        </p>
      )}
      {shown && shown.length > 0 && (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.slice(0, shownCount).map((story, index) => (
            <li
              key={story.id}
              // Cards below the first screen are laid out and painted only when they come near it.
              className={
                index < FIRST_CARDS ? undefined : '[contain-intrinsic-size:auto_22rem] [content-visibility:auto]'
              }
            >
              <StoryCard
                story={story}
                whose={hasChildren && family ? whoseText(family, story, t, i18n.resolvedLanguage) : undefined}
                isFirstRow={index < FIRST_ROW}
                t={t}
                language={i18n.resolvedLanguage}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Sam and Mia's story", or nothing for a story of no child still in the family. */
function whoseText(family: Family, story: StorySummary, t: TFunction, language: string | undefined) {
  const names = childNames(family, story.childIds ?? []);
  return names.length > 0 ? t('moments.portfolio.whose', { names: namesOf(names, language) }) : undefined;
}

/** Everyone's stories, or one child's: one pressed button at a time. */
function ChildFilter({
  family,
  chosen,
  onChoose,
  t,
}: {
  family: Family;
  chosen: string | undefined;
  onChoose: (id: string | undefined) => void;
  t: TFunction;
}) {
  const option = (id: string | undefined, label: string) => (
    <button
      key={id ?? 'everyone'}
      type="button"
      aria-pressed={chosen === id}
      onClick={() => onChoose(id)}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border-2 px-4 py-1.5 font-semibold text-sm transition-colors ${
        chosen === id
          ? 'border-moon-300 bg-moon-300 text-night-950'
          : 'border-cream-100/25 bg-night-800 text-cream-50 hover:border-cream-100/50'
      }`}
    >
      {chosen === id && <Check aria-hidden="true" className="size-4" />}
      {label}
    </button>
  );
  return (
    <fieldset className="mb-5">
      <legend className="mb-2 font-semibold text-cream-100 text-sm">{t('moments.portfolio.filter')}</legend>
      <div className="flex flex-wrap gap-2">
        {option(undefined, t('moments.portfolio.everyone'))}
        {family.children.map((member) => option(member.id, member.name))}
      </div>
    </fieldset>
  );
}

/** One card; the page hands down its translator, so thirty cards do not each subscribe to language changes. */
function StoryCard({
  story,
  whose,
  isFirstRow,
  t,
  language,
  timeZone,
}: {
  story: StorySummary;
  whose: string | undefined;
  isFirstRow: boolean;
  t: TFunction;
  language: string | undefined;
  timeZone: string | undefined;
}) {
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
          <LanguageFlag language={story.language} className="mt-1 h-4 w-6 shrink-0" />
        </div>
        {whose && (
          <p className="flex items-center gap-1.5 font-semibold text-night-700 text-sm">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {whose}
          </p>
        )}
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
          <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt, language, timeZone)}</time>
        </p>
      </div>
    </Link>
  );
}
