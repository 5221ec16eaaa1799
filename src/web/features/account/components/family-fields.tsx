import { ChevronDown, X } from 'lucide-react';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled native select, drawn like the text fields beside it. */
export function SelectField({
  label,
  options,
  className,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink-700 text-sm">
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          className="w-full cursor-pointer appearance-none rounded-xl border-2 border-ink-500/30 bg-white py-3 pr-10 pl-4 text-base text-ink-900 outline-none transition-colors focus:border-night-600"
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-500"
        />
      </div>
    </div>
  );
}

/** One child, grown-up or pet: a card with its number, a remove button and its fields. */
export function MemberCard({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <fieldset className="rounded-2xl border-2 border-ink-500/15 bg-white/60 p-4">
        <legend className="sr-only">{title}</legend>
        <div className="-mt-1 mb-2 flex items-center justify-between gap-3">
          <p aria-hidden="true" className="font-semibold text-ink-500 text-xs uppercase tracking-wider">
            {title}
          </p>
          <button
            type="button"
            aria-label={removeLabel}
            onClick={onRemove}
            className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-berry-700 text-sm transition-colors hover:bg-berry-600/10 focus-visible:outline-2 focus-visible:outline-night-700"
          >
            <X aria-hidden="true" className="size-4" />
            {t('family.remove')}
          </button>
        </div>
        <div className="space-y-4">{children}</div>
      </fieldset>
    </li>
  );
}

/** A group of the family (children, grown-ups, pets): its heading, how many of how many, the cards and "Add". */
export function MemberGroup({
  icon,
  title,
  count,
  max,
  empty,
  full,
  addLabel,
  onAdd,
  addRef,
  children,
}: {
  icon: ReactNode;
  title: string;
  count: number;
  max: number;
  empty: string;
  full: string;
  addLabel: string;
  onAdd: () => void;
  addRef: (button: HTMLButtonElement | null) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 font-bold text-night-900">
          <span className="flex size-8 items-center justify-center rounded-full bg-moon-200 text-night-800">
            {icon}
          </span>
          {title}
        </h3>
        <p className="rounded-full bg-ink-500/10 px-2.5 py-0.5 font-semibold text-ink-700 text-xs tabular-nums">
          {t('family.count', { number: count, max })}
        </p>
      </div>
      {count === 0 ? <p className="text-ink-700 text-sm">{empty}</p> : <ul className="space-y-3">{children}</ul>}
      {count < max ? (
        <button
          ref={addRef}
          type="button"
          onClick={onAdd}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl border-2 border-night-700/40 border-dashed px-4 font-semibold text-night-800 transition-colors hover:border-night-700 hover:bg-night-800/5 focus-visible:outline-2 focus-visible:outline-night-700"
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          {addLabel}
        </button>
      ) : (
        <p className="rounded-2xl bg-ink-500/10 px-4 py-3 text-center text-ink-700 text-sm">{full}</p>
      )}
    </section>
  );
}
