import { useMutation } from '@tanstack/react-query';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../shared/languages.ts';
import { ApiError } from '../../../platform/http.ts';
import { usePreference } from '../../../platform/preferences.ts';
import { useSettings } from '../../../platform/settings.ts';
import { Button } from '../../../ui/button.tsx';
import { saveTypedActivities } from '../api/catalog.ts';
import { startStory } from '../api/start-story.ts';
import { clearSelection, hasStoryContent, useSelection } from '../selection.ts';

/** The sticky bar under the creation steps: Start over, and Next or Generate (spec §2, §4). */
export function BottomBar({ action }: { action: 'next' | 'generate' }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const selection = useSelection();
  const [reflectionMode] = usePreference('reflectionMode');
  const [premiumModel] = usePreference('premiumModel');
  const settings = useSettings();
  // One key per brief: a double tap, or a retry after a lost answer, makes one story (spec: duplicate window).
  const attempt = useRef<{ brief: string; key: string } | null>(null);

  const start = useMutation({
    mutationFn: async () => {
      const typed = reflectionMode ? selection.customActivities.map((row) => row.trim()).filter(Boolean) : [];
      const brief = {
        characterId: selection.characterId ?? '',
        activityIds: reflectionMode ? [] : selection.activityIds,
        customDescription: reflectionMode ? undefined : selection.customDescription.trim() || undefined,
        customActivities: typed,
        language: (i18n.resolvedLanguage ?? 'en') as Language,
        premium: premiumModel && settings.data?.isPremium === true,
      };
      const signature = JSON.stringify(brief);
      if (attempt.current?.brief !== signature) attempt.current = { brief: signature, key: crypto.randomUUID() };
      await saveTypedActivities(typed);
      return startStory({ ...brief, idempotencyKey: attempt.current.key });
    },
    onSuccess: (jobId) => navigate('/story', { state: { jobId } }),
  });

  const canGenerate = hasStoryContent(selection, reflectionMode);
  const canGoOn = selection.characterId !== null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-cream-100/10 border-t bg-night-950/90 px-4 py-3 backdrop-blur">
      {start.isError && (
        <p role="alert" className="mb-2 rounded-xl bg-berry-700 px-3 py-2 text-sm text-white">
          {t(start.error instanceof ApiError ? start.error.messageKey : 'errors.storyGenerationFailed')}
        </p>
      )}
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3">
        <Button
          variant="ghost"
          onClick={() => {
            clearSelection();
            attempt.current = null;
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
