import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../shared/domain.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { useActivityMode } from '../activity-mode.ts';
import { ActivityStep } from './activity-step.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { CharacterStep } from './character-step.tsx';
import { MomentsStep, WhoseStoryStep } from './moments-step.tsx';
import { OfflineDialog } from './offline-dialog.tsx';

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 pt-6">{children}</div>;
}

/** The page's name for screen readers on the single-step pages, whose visible headings are the steps' own. */
function HiddenTitle() {
  const { t } = useTranslation();
  return <h1 className="sr-only">{t('routes.home')}</h1>;
}

/** `/`: the guide, the character and the day's activities, then Generate. Blank while offline (spec §2). */
export function HomePage() {
  const { t } = useTranslation();
  const isOnline = useIsOnline(TIMINGS.networkCheckHomeMs);
  const mode = useActivityMode();
  if (!isOnline) return <OfflineDialog />;
  return (
    <Page>
      <div>
        <h1 className="font-bold text-3xl text-cream-50">{t('routes.home')}</h1>
        <p className="mt-2 max-w-2xl text-cream-100 text-lg">{t('create.guide')}</p>
      </div>
      <CharacterStep />
      <WhoseStoryStep />
      <ActivityStep mode={mode} />
      <MomentsStep />
      <BottomBar action="generate" mode={mode} />
    </Page>
  );
}

/** `/character-carousel`: the character step on its own, with Next. */
export function CharacterCarouselPage() {
  const mode = useActivityMode();
  return (
    <Page>
      <HiddenTitle />
      <CharacterStep />
      <BottomBar action="next" mode={mode} />
    </Page>
  );
}

/** `/activities`: the activity step on its own. */
export function ActivitiesPage() {
  const mode = useActivityMode();
  return (
    <Page>
      <HiddenTitle />
      <WhoseStoryStep />
      <ActivityStep mode={mode} />
      <MomentsStep />
      <BottomBar action="generate" mode={mode} />
    </Page>
  );
}

/** `/activity-carousel`: the activity carousel, whatever the reflection-mode setting. */
export function ActivityCarouselPage() {
  const mode = useActivityMode(true);
  return (
    <Page>
      <HiddenTitle />
      <WhoseStoryStep />
      <ActivityStep mode={mode} />
      <MomentsStep />
      <BottomBar action="generate" mode={mode} />
    </Page>
  );
}
