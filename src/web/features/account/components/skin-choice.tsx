import { Check, Palette } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilySkinChoice } from '../../../../shared/family.ts';
import { SKIN_CHOICES, SKIN_SWATCHES } from '../family-choices.ts';

/** The round choices' shared look: a 44px target, its mark in the middle, a ring round the chosen one. */
const CHOICE =
  'relative flex min-h-11 cursor-pointer items-center justify-center rounded-full transition-shadow has-[:checked]:ring-3 has-[:checked]:ring-night-700 has-[:checked]:ring-offset-2 has-[:checked]:ring-offset-cream-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-night-700';

/**
 * The skin the family's people have in the pictures: one of the art's five tones as round swatches, or "each their
 * own". A radio group: the arrow keys move between the tones, and each swatch is named for a screen reader.
 */
export function SkinChoice({
  value,
  onChange,
}: {
  value: FamilySkinChoice | null;
  onChange: (skin: FamilySkinChoice) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const headingId = useId();
  const hintId = useId();
  const hint =
    value === null ? t('family.skin.unchosen') : value === 'mixed' ? t('family.skin.mixedHint') : t('family.skin.hint');
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="flex items-center gap-2 font-bold text-night-900">
        <span className="flex size-8 items-center justify-center rounded-full bg-moon-200 text-night-800">
          <Palette aria-hidden="true" className="size-4" />
        </span>
        {t('family.skin.title')}
      </h3>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="flex flex-wrap items-center gap-x-2.5 gap-y-3"
      >
        {SKIN_CHOICES.map((tone) => {
          const label = t(`family.skin.tones.${tone}`);
          return (
            <label key={tone} title={label} className={`${CHOICE} size-11`}>
              <input
                type="radio"
                name={name}
                value={tone}
                aria-label={label}
                checked={value === tone}
                onChange={() => onChange(tone)}
                // Over the whole swatch, unseen: the swatch is what shows, the radio takes the tap and the keys.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full border-2 border-ink-900/15"
                style={{ backgroundColor: SKIN_SWATCHES[tone] }}
              >
                {value === tone && (
                  <Check
                    className={`size-5 ${tone === 'light' || tone === 'medium' ? 'text-night-900' : 'text-white'}`}
                    strokeWidth={3}
                  />
                )}
              </span>
            </label>
          );
        })}
        <label className={`${CHOICE} gap-2 border-2 border-ink-500/25 bg-white/70 py-1.5 pr-4 pl-2`}>
          <input
            type="radio"
            name={name}
            value="mixed"
            checked={value === 'mixed'}
            onChange={() => onChange('mixed')}
            // Over the border too: the whole 44px pill takes the tap.
            className="absolute -inset-0.5 cursor-pointer appearance-none rounded-full opacity-0"
          />
          <span aria-hidden="true" className="flex -space-x-1.5">
            {(['light', 'tan', 'dark'] as const).map((tone) => (
              <span
                key={tone}
                className="size-5 rounded-full border-2 border-white"
                style={{ backgroundColor: SKIN_SWATCHES[tone] }}
              />
            ))}
          </span>
          <span className="font-semibold text-ink-700 text-sm leading-tight">{t('family.skin.mixed')}</span>
        </label>
      </div>
      <p id={hintId} className="text-ink-700 text-sm">
        {hint}
      </p>
    </section>
  );
}
