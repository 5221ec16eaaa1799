import { useMutation } from '@tanstack/react-query';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../shared/languages.ts';
import { ApiError } from '../../../platform/http.ts';
import { usePreference } from '../../../platform/preferences.ts';
import { forgetStartKey, startKeyFor, startOver, useSelection } from '../../../platform/selection-store.ts';
import { useSettings } from '../../../platform/settings.ts';
import { Button } from '../../../ui/button.tsx';
import type { ActivityMode } from '../activity-mode.ts';
import { saveTypedActivities } from '../api/catalog.ts';
import { startStory } from '../api/start-story.ts';
import { briefContent, hasStoryContent } from '../selection.ts';

/** The code the story page's error views show for a failed start: the API's, or networkError when it was not reached. */
function startErrorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'storyGenerationFailed';
}

/**
 * The sticky bar under the creation steps: Start over, and Next or Generate (spec §2, §4). `mode` is the activity mode
 * the page shows, so Generate sends what the parent sees.
 */
export function BottomBar({ action, mode }: { action: 'next' | 'generate'; mode: ActivityMode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const selection = useSelection();
  const [premiumModel] = usePreference('premiumModel');
  const settings = useSettings();

  const start = useMutation({
    mutationFn: async () => {
      const content = briefContent(selection, mode) ?? { activityIds: [], customActivities: [] };
      const brief = {
        characterId: selection.characterId ?? '',
        ...content,
        language: (i18n.resolvedLanguage ?? 'en') as Language,
        premium: premiumModel && settings.data?.isPremium === true,
      };
      const idempotencyKey = startKeyFor(JSON.stringify(brief));
      await saveTypedActivities(content.customActivities);
      return startStory({ ...brief, idempotencyKey });
    },
    onSuccess: (jobId) => {
      forgetStartKey();
      navigate('/story', { state: { jobId } });
    },
    // The story page shows the error views (offline, daily limit, generic); the selection stays for another try.
    onError: (error) => navigate('/story', { state: { startError: startErrorCode(error) } }),
  });

  const canGenerate = hasStoryContent(selection, mode);
  const canGoOn = selection.characterId !== null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-cream-100/10 border-t bg-night-950/90 px-4 py-3 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
        <Button
          variant="ghost"
          onClick={() => {
            startOver();
            navigate('/');
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('create.startOver')}
        </Button>
        {action === 'next' ? (
          <Button disabled={!canGoOn} onClick={() => navigate('/activities')}>
            {t('create.next')}
          </Button>
        ) : (
          <Button disabled={!canGenerate || start.isPending} onClick={() => start.mutate()}>
            <Sparkles aria-hidden="true" className="size-5" />
            {start.isPending ? t('create.starting') : t('create.generate')}
          </Button>
        )}
      </div>
    </div>
  );
}
