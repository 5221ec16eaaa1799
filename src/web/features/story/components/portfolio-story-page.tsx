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
import { SavedStoryViewer } from './story-viewer.tsx';

/** `/portfolio/{storyId}`: one saved story, with a way back and (for its owner) delete. */
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
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      {back}
      <SavedStoryViewer story={story.data} />
      {story.data.isOwn && (
        <div className="flex justify-center pt-4">
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('portfolio.delete')}
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
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
    </div>
  );
}
