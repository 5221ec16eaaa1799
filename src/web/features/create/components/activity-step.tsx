import { useTranslation } from 'react-i18next';
import { usePreference } from '../../../platform/preferences.ts';
import { ActivityCarousel } from './activity-carousel.tsx';
import { ReflectionEntry } from './reflection-entry.tsx';

/** The activity step (spec §2): typed activities in reflection mode, otherwise the carousel. */
export function ActivityStep({ forceCarousel = false }: { forceCarousel?: boolean }) {
  const { t } = useTranslation();
  const [reflectionMode] = usePreference('reflectionMode');
  return (
    <section aria-labelledby="activities-heading" className="space-y-3">
      <h2 id="activities-heading" className="font-bold text-2xl text-cream-50">
        {t('create.activities.heading')}
      </h2>
      {reflectionMode && !forceCarousel ? <ReflectionEntry /> : <ActivityCarousel />}
    </section>
  );
}
