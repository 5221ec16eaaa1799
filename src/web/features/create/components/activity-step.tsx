import { useTranslation } from 'react-i18next';
import type { ActivityMode } from '../activity-mode.ts';
import { ActivityCarousel } from './activity-carousel.tsx';
import { ReflectionEntry } from './reflection-entry.tsx';
import { useWordsToChange } from './use-words-to-change.ts';

/** The activity step (spec §2): typed activities in reflection mode, otherwise the carousel. */
export function ActivityStep({ mode }: { mode: ActivityMode }) {
  const { t } = useTranslation();
  const { flagged: toChange, isUnclear } = useWordsToChange();
  return (
    <section id="activity-step" aria-labelledby="activities-heading" className="scroll-mt-20 space-y-3">
      <h2 id="activities-heading" className="font-bold text-2xl text-cream-50">
        {t('create.activities.heading')}
      </h2>
      {isUnclear && (
        <p role="alert" className="rounded-2xl bg-night-800 px-4 py-3 text-cream-50 text-sm">
          {t('create.changeUnclear')}
        </p>
      )}
      {mode === 'reflection' ? <ReflectionEntry toChange={toChange} /> : <ActivityCarousel toChange={toChange} />}
    </section>
  );
}
