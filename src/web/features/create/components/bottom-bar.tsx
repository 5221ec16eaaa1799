import { useMutation } from '@tanstack/react-query';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../shared/languages.ts';
import { useLayoutWhileServed } from '../../../platform/create-layout.ts';
import { useFamily } from '../../../platform/family.ts';
import { ApiError } from '../../../platform/http.ts';
import { usePreference } from '../../../platform/preferences.ts';
import { forgetStartKey, startKeyFor, startOver, useSelection } from '../../../platform/selection-store.ts';
import { useSettings } from '../../../platform/settings.ts';
import { Button } from '../../../ui/button.tsx';
import { useSession } from '../../auth/api/get-session.ts';
import type { ActivityMode } from '../activity-mode.ts';
import { saveTypedActivities } from '../api/catalog.ts';
import { startStory } from '../api/start-story.ts';
import { momentsToSend, whoseStory } from '../moments.ts';
import { briefContent, type MissingPart, missingPart } from '../selection.ts';

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
  const family = useFamily(useSession().data?.user.id).data;

  const start = useMutation({
    mutationFn: async () => {
      const content = briefContent(selection, mode) ?? { activityIds: [], customActivities: [] };
      // Whose story and the moments only name the family as this screen knows it (Settings may have changed it).
      const childIds = family ? whoseStory(family, selection.childIds) : [];
      const moments = family ? momentsToSend(selection.moments, family, childIds) : undefined;
      const brief = {
        characterId: selection.characterId ?? '',
        ...content,
        language: (i18n.resolvedLanguage ?? 'en') as Language,
        premium: premiumModel && settings.data?.isPremium === true,
        ...(childIds.length > 0 ? { childIds } : {}),
        ...(moments ? { moments } : {}),
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

  // While the app takes over the screen the server drew, what is missing as it was drawn: the server knows whether
  // the rows have words, not the words (decision 023).
  const served = useLayoutWhileServed();
  const judged = served
    ? {
        ...selection,
        customActivities: served.hasTypedRows ? ['…'] : [],
        activityIds: served.hasPicks ? ['…'] : [],
        customDescription: served.hasDescription ? '…' : '',
      }
    : selection;
  // Next needs only the character; Generate needs the content too.
  const missing =
    action === 'next' ? (judged.characterId === null ? missingPart(judged, mode) : null) : missingPart(judged, mode);
  /** Shows the parent what is missing: scrolls to it (on this page, or on the start page) and puts the focus there. */
  const showMissing = (part: MissingPart) => {
    const target = document.getElementById(part.target);
    if (!target) {
      navigate('/');
      return;
    }
    target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const heading = target.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  };
  const onPrimary = () => {
    if (missing) showMissing(missing);
    else if (action === 'next') navigate('/activities');
    else start.mutate();
  };
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-cream-100/10 border-t bg-night-950/90 px-4 py-3 backdrop-blur">
      {missing && (
        <p id="primary-missing" className="mx-auto mb-2 max-w-5xl text-end text-cream-100 text-sm">
          {t(`create.missing.${missing.reason}`)}
        </p>
      )}
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
        {/* Not disabled while something is missing: it says why (above) and, pressed, shows what is missing. */}
        <Button
          aria-disabled={missing ? true : undefined}
          aria-describedby={missing ? 'primary-missing' : undefined}
          disabled={start.isPending}
          onClick={onPrimary}
          className={missing ? 'opacity-60' : ''}
        >
          {action === 'next' ? (
            t('create.next')
          ) : (
            <>
              <Sparkles aria-hidden="true" className="size-5" />
              {start.isPending ? t('create.starting') : t('create.generate')}
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
