import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../../platform/document-title.ts';
import { mediaUrl } from '../../../platform/http.ts';
import { isNativePlatform } from '../../../platform/native.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { MoonLogo } from '../../../ui/moon-logo.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useStory } from '../api/stories.ts';

const SCENE_PLACEHOLDER = '/placeholders/scene-placeholder.svg';

/**
 * `/portfolio/{storyId}/print`: the story as a little book to print or save as a PDF: a cover (title, character,
 * date), then one scene per page, picture above the words. The pages fit A4 and Letter alike (the browser's print
 * window chooses the paper); a story kept on the device prints offline too.
 *
 * The native app has no print window (Android's web view ignores `window.print()`), so an address that leads here
 * there opens the story's viewer instead of a page whose button does nothing.
 */
export function PrintBookPage() {
  const { storyId = '' } = useParams();
  if (isNativePlatform()) return <Navigate to={`/portfolio/${encodeURIComponent(storyId)}`} replace />;
  return <PrintableBook storyId={storyId} />;
}

function PrintableBook({ storyId }: { storyId: string }) {
  const { t, i18n } = useTranslation();
  const story = useStory(storyId);
  const backTo = `/portfolio/${encodeURIComponent(storyId)}`;
  // The story's own title on the tab, so "Save as PDF" names the file after the story.
  usePageTitle(story.data?.title);

  if (story.isPending) return <Spinner />;
  if (!story.data) {
    return (
      <main className="mx-auto max-w-xl px-4 py-10 text-center">
        <p role="alert" className="text-cream-100 text-lg">
          {t('errors.storyNotFound')}
        </p>
        <Link to="/portfolio" className={buttonClass('secondary', 'mt-6')}>
          {t('portfolio.back')}
        </Link>
      </main>
    );
  }
  const book = story.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(book.createdAt));
  return (
    <div className="print-book min-h-dvh bg-stone-200 pb-10 text-ink-900">
      <header className="print-hidden sticky top-0 z-10 border-ink-500/20 border-b bg-stone-100/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={backTo} className={buttonClass('outline', 'border-ink-500/40 text-ink-900')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('print.backToStory')}
          </Link>
          <button type="button" onClick={() => window.print()} className={buttonClass('secondary')}>
            <Printer aria-hidden="true" className="size-4" />
            {t('print.print')}
          </button>
          <p className="w-full text-ink-700 text-sm">{t('print.hint')}</p>
        </div>
      </header>
      <main lang={book.language}>
        <article
          aria-labelledby="book-title"
          className="print-sheet mx-auto mt-6 flex max-w-3xl flex-col items-center justify-center gap-6 bg-white px-8 py-16 text-center shadow-lg"
        >
          <MoonLogo className="size-24" />
          <h1 id="book-title" className="font-bold text-4xl text-night-900 leading-tight">
            {book.title}
          </h1>
          <p className="text-ink-700 text-xl">{t('print.withCharacter', { character: book.characterName })}</p>
          <p className="text-ink-700">
            <time dateTime={book.createdAt}>{date}</time>
          </p>
          <p className="mt-8 text-ink-500 text-sm">{t('app.title')}</p>
        </article>
        {book.scenes.map((scene) => (
          <section
            key={scene.number}
            aria-label={t('print.page', { number: scene.number })}
            className="print-sheet mx-auto mt-6 max-w-3xl bg-white p-8 shadow-lg"
          >
            <img
              src={mediaUrl(scene.imageUrl)}
              alt={t('story.sceneImage', { number: scene.number })}
              className="aspect-video w-full rounded-xl object-cover"
              onError={(event) => {
                event.currentTarget.src = SCENE_PLACEHOLDER;
              }}
            />
            <p className="mt-6 text-[1.35rem] leading-relaxed">{scene.text}</p>
            <p className="mt-6 text-center text-ink-500 text-sm">
              {scene.number} / {book.scenes.length}
            </p>
          </section>
        ))}
      </main>
    </div>
  );
}
