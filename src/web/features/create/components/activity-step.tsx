import { useTranslation } from 'react-i18next';
import type { ActivityMode } from '../activity-mode.ts';
import { ActivityCarousel } from './activity-carousel.tsx';
import { ReflectionEntry } from './reflection-entry.tsx';

/** The activity step (spec §2): typed activities in reflection mode, otherwise the carousel. */
export function ActivityStep({ mode }: { mode: ActivityMode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="activities-heading" className="space-y-3">
      <h2 id="activities-heading" className="font-bold text-2xl text-cream-50">
        {t('create.activities.heading')}
      </h2>
      {mode === 'reflection' ? <ReflectionEntry /> : <ActivityCarousel />}
    </section>
  );
}
