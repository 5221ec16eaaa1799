import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../platform/http.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { PageCard } from '../../../ui/page-card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDeleteStory, useStory } from '../api/stories.ts';
import { READER_MENU_TRIGGER, readerMenuItemClass } from './reader-menu.tsx';
import { StoryViewer, savedStoryProps } from './story-viewer.tsx';

/** `/portfolio/{storyId}`: one saved story in the reader, with a way back and (for its owner) delete in its menu. */
export function PortfolioStoryPage() {
  const { t } = useTranslation();
  const { storyId } = useParams();
  const navigate = useNavigate();
  const story = useStory(storyId);
  const remove = useDeleteStory();
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Link to="/portfolio" className={buttonClass('ghost', '-ms-3')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('portfolio.back')}
    </Link>
  );

  if (story.isPending) return <Spinner />;
  if (!story.data) {
    // Offline, a story that was never kept on this device cannot open: say so rather than "not found".
    const known = ['invalidStoryId', 'networkError'];
    const code =
      story.error instanceof ApiError && known.includes(story.error.code) ? story.error.code : 'storyNotFound';
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6">
        {back}
        <PageCard className="mt-4 text-center">
          <p role="alert" className="text-ink-700 text-lg">
            {t(`errors.${code}`)}
          </p>
        </PageCard>
      </div>
    );
  }
  return (
    <>
      <StoryViewer
        {...savedStoryProps(story.data)}
        leading={
          <Link
            to="/portfolio"
            aria-label={t('portfolio.back')}
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-night-950/65 text-cream-100 backdrop-blur-sm hover:bg-night-900/80"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
        }
        menuItems={
          story.data.isOwn && (
            <button type="button" onClick={() => setConfirming(true)} className={readerMenuItemClass}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('portfolio.delete')}
            </button>
          )
        }
      />
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) {
            remove.reset();
            // The menu entry that opened the dialog is gone with the menu: the focus goes back to the menu's button.
            requestAnimationFrame(() => document.querySelector<HTMLElement>(READER_MENU_TRIGGER)?.focus());
          }
        }}
        title={t('portfolio.deleteTitle')}
        description={t('portfolio.deleteText')}
      >
        {remove.isError && (
          <p role="alert" className="mb-4 text-berry-700">
            {t(
              remove.error instanceof ApiError && remove.error.code === 'networkError'
                ? 'errors.networkError'
                : 'portfolio.deleteFailed',
            )}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button
            variant="outline"
            onClick={() => {
              setConfirming(false);
              remove.reset();
              requestAnimationFrame(() => document.querySelector<HTMLElement>(READER_MENU_TRIGGER)?.focus());
            }}
          >
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(story.data.id, { onSuccess: () => navigate('/portfolio', { replace: true }) })}
          >
            {t('common.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
