import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lastKnownPublicConfig, usePublicConfig } from '../../../platform/public-config.ts';
import { PageCard } from '../../../ui/page-card.tsx';

type PrivacySection = { heading: string; paragraphs: string[]; items?: string[] };

// spec §1: the policy was last updated on 24 June 2025.
const LAST_UPDATED = new Date(Date.UTC(2025, 5, 24));

/** The static privacy policy of spec §1, with ten numbered sections, in the interface language. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  const config = usePublicConfig();
  // Offline, the address this device last received (the policy itself is part of the app).
  const lastKnownEmail = config.data ? undefined : lastKnownPublicConfig()?.contactEmail;
  const email = config.data?.contactEmail ?? (typeof lastKnownEmail === 'string' ? lastKnownEmail : '…');
  const sections = t('sections', { returnObjects: true, email }) as PrivacySection[];
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    LAST_UPDATED,
  );

  return (
    <div className="px-4 pb-16">
      <PageCard>
        <h1 className="font-bold text-3xl text-night-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-ink-500 text-sm">{t('lastUpdated', { date })}</p>
        <p className="mt-6 text-ink-700 text-lg leading-relaxed">{t('intro')}</p>
        <ol className="mt-8 space-y-8">
          {Array.isArray(sections) &&
            sections.map((section, index) => (
              <li key={section.heading}>
                <h2 className="flex gap-3 font-bold text-night-800 text-xl">
                  <span className="text-berry-700 tabular-nums">{index + 1}.</span>
                  <span>{section.heading}</span>
                </h2>
                {section.paragraphs.map((paragraph, paragraphIndex) => (
                  <p key={paragraph} className="mt-3 text-ink-700 leading-relaxed">
                    {/* Through Trans, so a translation's emphasis (spec §9: br, strong, i, p) shows as such. */}
                    <Trans t={t} i18nKey={`sections.${index}.paragraphs.${paragraphIndex}`} values={{ email }} />
                  </p>
                ))}
                {section.items && (
                  <ul className="mt-3 list-disc space-y-1.5 ps-6 text-ink-700 leading-relaxed marker:text-moon-500">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
        </ol>
        <Link
          to="/"
          className="mt-10 inline-block rounded-full bg-night-800 px-5 py-2.5 font-semibold text-cream-50 hover:bg-night-700"
        >
          {t('backHome')}
        </Link>
      </PageCard>
    </div>
  );
}
