import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLocale } from '../../../../shared/languages.ts';
import { usePreference } from '../../../platform/preferences.ts';
import { usePublicConfig } from '../../../platform/public-config.ts';
import { ParentalGate } from '../../../ui/parental-gate.tsx';

// spec §9: the break-even bar runs from -$15 to +$50.
const BAR_MIN = -15;
const BAR_MAX = 50;

/**
 * Shown while a story is being made, when a donation page is configured (spec §2, §9): what a story costs, a
 * break-even scale, and a donate button that opens the page only after the parental gate.
 */
export function DonationCard() {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();
  const [isHidden, setHidden] = usePreference('hideDonationInfo');
  const donation = config.data?.donation;
  if (!donation || isHidden) return null;
  const money = (value: number, digits = 3) =>
    new Intl.NumberFormat(formatLocale(i18n.resolvedLanguage), {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: digits,
    }).format(value);
  const zero = ((0 - BAR_MIN) / (BAR_MAX - BAR_MIN)) * 100;
  return (
    <aside
      aria-labelledby="donation-title"
      className="rounded-3xl bg-cream-50 p-5 text-ink-900 shadow-xl shadow-black/20"
    >
      <h2 id="donation-title" className="flex items-center gap-2 font-bold text-lg text-night-900">
        <HeartHandshake aria-hidden="true" className="size-5 text-berry-700" />
        {t('donation.title')}
      </h2>
      <p className="mt-2 text-ink-700">
        {t('donation.costs', { image: money(donation.imageCostUsd), story: money(donation.storyCostUsd) })}
      </p>
      <div className="mt-4" aria-hidden="true">
        {/* Above its mark (at $0, about a quarter of the way), clear of the scale's ends below the bar. */}
        <div className="relative mb-1 h-4 text-ink-700 text-xs">
          <span className="absolute top-0 -translate-x-1/2 whitespace-nowrap" style={{ left: `${zero}%` }}>
            {t('donation.breakEven')}
          </span>
        </div>
        <div className="relative h-3 rounded-full bg-gradient-to-r from-berry-600/60 via-moon-300 to-emerald-500/70">
          <span className="absolute -top-1 h-5 w-0.5 bg-night-900" style={{ left: `${zero}%` }} />
        </div>
        <div className="mt-1 flex justify-between text-ink-500 text-xs">
          <span>{money(BAR_MIN, 0)}</span>
          <span>+{money(BAR_MAX, 0)}</span>
        </div>
      </div>
      <p className="sr-only">{t('donation.barText', { min: money(BAR_MIN, 0), max: money(BAR_MAX, 0) })}</p>
      <div className="mt-4 space-y-3">
        <ParentalGate
          tone="primary"
          label={t('donation.donate')}
          onPass={() => window.open(donation.url, '_blank', 'noopener,noreferrer')}
        />
        <button
          type="button"
          onClick={() => setHidden(true)}
          className="w-full rounded-full px-4 py-2 text-ink-700 text-sm underline underline-offset-2 hover:bg-ink-500/10"
        >
          {t('donation.dontShow')}
        </button>
      </div>
    </aside>
  );
}
