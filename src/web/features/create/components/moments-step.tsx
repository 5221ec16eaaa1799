import type { TFunction } from 'i18next';
import { Bandage, Cake, Check, CloudSun, Heart, Sparkle, Users, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CELEBRATIONS_BY_LANGUAGE,
  FAMILY_LIMITS,
  type Family,
  FEELINGS,
  FIRST_TIMES,
  HARD_THINGS,
  type Moments,
  MomentWordSchema,
  WEATHERS,
} from '../../../../shared/family.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages.ts';
import { useFamily } from '../../../platform/family.ts';
import { updateSelection, useSelection } from '../../../platform/selection-store.ts';
import { useSession } from '../../auth/api/get-session.ts';
import { addFriend, type ChipKey, chipKeys, removeChip, toggleChild, toggleWith, whoseStory } from '../moments.ts';

const CATEGORIES = [
  { key: 'with', Icon: Users },
  { key: 'firstTime', Icon: Sparkle },
  { key: 'feeling', Icon: Heart },
  { key: 'hard', Icon: Bandage },
  { key: 'weather', Icon: CloudSun },
  { key: 'celebration', Icon: Cake },
] as const;
type Category = (typeof CATEGORIES)[number]['key'];

const setMoments = (change: (moments: Moments) => Moments) =>
  updateSelection((current) => ({ ...current, moments: change(current.moments) }));

/**
 * A one-tap choice: a real button whose pressed state screen readers announce; pressed, it shows a tick as well as
 * its colour.
 */
function Choice({
  isPressed,
  onPress,
  isLarge = false,
  children,
}: {
  isPressed: boolean;
  onPress: () => void;
  isLarge?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onPress}
      className={`inline-flex items-center gap-1.5 rounded-full border-2 font-semibold transition-colors ${
        isLarge ? 'min-h-12 px-5 text-base' : 'min-h-10 px-3.5 py-1.5 text-sm'
      } ${
        isPressed
          ? 'border-moon-300 bg-moon-300 text-night-950'
          : 'border-cream-100/25 bg-night-800 text-cream-50 hover:border-cream-100/50'
      }`}
    >
      {isPressed && <Check aria-hidden="true" className={isLarge ? 'size-5' : 'size-4'} />}
      {children}
    </button>
  );
}

function ChoiceGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-cream-100 text-sm">{label}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A short text with its own Add button (a friend's name, "something else"). */
function WordForm({ label, onAdd }: { label: string; onAdd: (word: string) => string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [word, setWord] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = onAdd(word);
    setProblem(error);
    if (!error) setWord('');
  };
  return (
    <form onSubmit={submit} className="mt-3">
      <label htmlFor={id} className="mb-1.5 block font-semibold text-cream-100 text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={word}
          maxLength={FAMILY_LIMITS.nameMaxLength}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setWord(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-2xl border-2 border-transparent bg-cream-50 px-4 py-2 text-base text-ink-900 focus:border-moon-300"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-moon-300 px-4 font-semibold text-night-950 hover:bg-moon-200"
        >
          {t('moments.add')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 text-moon-200 text-sm">
          {problem}
        </p>
      )}
    </form>
  );
}

/** Who was there: the family's people and pets (not the story's own children), and friends by name. */
function WithChoices({ family, moments, childIds }: { family: Family; moments: Moments; childIds: string[] }) {
  const { t } = useTranslation();
  const [isAddingFriend, setAddingFriend] = useState(false);
  const others = [
    ...family.children.filter((child) => !childIds.includes(child.id)),
    ...family.grownUps,
    ...family.pets,
  ];
  return (
    <ChoiceGroup label={t('moments.with.question')}>
      {others.map((member) => (
        <Choice
          key={member.id}
          isPressed={moments.with.includes(member.id)}
          onPress={() => setMoments((current) => toggleWith(current, member.id))}
        >
          {member.name}
        </Choice>
      ))}
      <Choice isPressed={isAddingFriend} onPress={() => setAddingFriend(!isAddingFriend)}>
        {t('moments.with.friend')}
      </Choice>
      {isAddingFriend && (
        <div className="w-full">
          <WordForm
            label={t('moments.with.friendName')}
            onAdd={(typed) => {
              let problem: string | null = null;
              setMoments((current) => {
                const next = addFriend(current, typed);
                if (next === 'invalid') problem = t('moments.with.friendNameInvalid');
                else if (next === 'full') problem = t('moments.with.friendsFull', { max: FAMILY_LIMITS.friends });
                return typeof next === 'string' ? current : next;
              });
              if (!problem) setAddingFriend(false);
              return problem;
            }}
          />
        </div>
      )}
    </ChoiceGroup>
  );
}

/** One choice of a kind (a feeling, the weather...); tapped again, it is taken back. */
function pick<K extends 'feeling' | 'weather' | 'celebration'>(key: K, value: NonNullable<Moments[K]>) {
  setMoments((current) => {
    if (current[key] === value) return removeChip(current, key);
    return { ...current, [key]: value };
  });
}

function wordOf(typed: string): string | null {
  const word = MomentWordSchema.safeParse(typed);
  return word.success ? word.data : null;
}

function Panel({
  category,
  family,
  moments,
  childIds,
}: {
  category: Category;
  family: Family;
  moments: Moments;
  childIds: string[];
}) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? DEFAULT_LANGUAGE) as Language;
  const label = t(`moments.categories.${category}`);
  switch (category) {
    case 'with':
      return <WithChoices family={family} moments={moments} childIds={childIds} />;
    case 'firstTime':
      return (
        <ChoiceGroup label={label}>
          {FIRST_TIMES.map((kind) => (
            <Choice
              key={kind}
              isPressed={moments.firstTime?.kind === kind}
              onPress={() =>
                setMoments((current) =>
                  current.firstTime?.kind === kind
                    ? removeChip(current, 'firstTime')
                    : { ...current, firstTime: { kind } },
                )
              }
            >
              {t(`moments.firstTime.${kind}`)}
            </Choice>
          ))}
          {moments.firstTime?.kind === 'other' && (
            <div className="w-full">
              <WordForm
                label={t('moments.firstTime.otherWord')}
                onAdd={(typed) => {
                  const word = wordOf(typed);
                  if (!word) return t('moments.wordMissing');
                  setMoments((current) => ({ ...current, firstTime: { kind: 'other', word } }));
                  return null;
                }}
              />
            </div>
          )}
        </ChoiceGroup>
      );
    case 'feeling':
      return (
        <ChoiceGroup label={label}>
          {FEELINGS.map((feeling) => (
            <Choice key={feeling} isPressed={moments.feeling === feeling} onPress={() => pick('feeling', feeling)}>
              {t(`moments.feeling.${feeling}`)}
            </Choice>
          ))}
        </ChoiceGroup>
      );
    case 'hard':
      return (
        <div className="space-y-3">
          <ChoiceGroup label={label}>
            {HARD_THINGS.map((kind) => (
              <Choice
                key={kind}
                isPressed={moments.hard?.kind === kind}
                onPress={() =>
                  setMoments((current) =>
                    current.hard?.kind === kind ? removeChip(current, 'hard') : { ...current, hard: { kind } },
                  )
                }
              >
                {t(`moments.hard.${kind}`)}
              </Choice>
            ))}
          </ChoiceGroup>
          {moments.hard?.kind === 'pet-died' && family.pets.length > 0 && (
            <ChoiceGroup label={t('moments.hard.whichPet')}>
              {family.pets.map((pet) => (
                <Choice
                  key={pet.id}
                  isPressed={moments.hard?.petId === pet.id}
                  onPress={() => setMoments((current) => ({ ...current, hard: { kind: 'pet-died', petId: pet.id } }))}
                >
                  {pet.name}
                </Choice>
              ))}
            </ChoiceGroup>
          )}
          {(moments.hard?.kind === 'lost' || moments.hard?.kind === 'broken') && (
            <WordForm
              label={t(`moments.hard.${moments.hard.kind}Word`)}
              onAdd={(typed) => {
                const word = wordOf(typed);
                if (!word) return t('moments.wordMissing');
                setMoments((current) =>
                  current.hard ? { ...current, hard: { kind: current.hard.kind, word } } : current,
                );
                return null;
              }}
            />
          )}
        </div>
      );
    case 'weather':
      return (
        <ChoiceGroup label={label}>
          {WEATHERS.map((weather) => (
            <Choice key={weather} isPressed={moments.weather === weather} onPress={() => pick('weather', weather)}>
              {t(`moments.weather.${weather}`)}
            </Choice>
          ))}
        </ChoiceGroup>
      );
    case 'celebration':
      return (
        <ChoiceGroup label={label}>
          {CELEBRATIONS_BY_LANGUAGE[language].map((celebration) => (
            <Choice
              key={celebration}
              isPressed={moments.celebration === celebration}
              onPress={() => pick('celebration', celebration)}
            >
              {t(`moments.celebration.${celebration}`)}
            </Choice>
          ))}
        </ChoiceGroup>
      );
  }
}

/** What a chip says: the person's name, or the moment in a few words. */
function chipText(key: ChipKey, moments: Moments, family: Family, t: TFunction): string {
  if (key.startsWith('with:')) {
    const id = key.slice('with:'.length);
    return [...family.children, ...family.grownUps, ...family.pets].find((member) => member.id === id)?.name ?? '';
  }
  if (key.startsWith('friend:')) return key.slice('friend:'.length);
  switch (key) {
    case 'firstTime':
      return t('moments.chip.firstTime', {
        what: moments.firstTime?.word ?? t(`moments.firstTime.${moments.firstTime?.kind ?? 'other'}`),
      });
    case 'feeling':
      return t(`moments.feeling.${moments.feeling ?? 'happy'}`);
    case 'hard': {
      const pet = family.pets.find((candidate) => candidate.id === moments.hard?.petId)?.name;
      const what = t(`moments.hard.${moments.hard?.kind ?? 'bump'}`);
      const detail = moments.hard?.word ?? pet;
      return detail ? t('moments.chip.hard', { what, detail }) : what;
    }
    case 'weather':
      return t(`moments.weather.${moments.weather ?? 'sunny'}`);
    default:
      return t(`moments.celebration.${moments.celebration ?? 'birthday'}`);
  }
}

function Chips({ family, moments }: { family: Family; moments: Moments }) {
  const { t } = useTranslation();
  const keys = chipKeys(moments, family);
  if (keys.length === 0) return null;
  return (
    <ul aria-label={t('moments.chosen')} className="flex flex-wrap gap-2">
      {keys.map((key) => {
        const text = chipText(key, moments, family, t);
        return (
          <li key={key} className="flex items-center rounded-full bg-cream-50 py-1 ps-3.5 pe-1 text-ink-900 text-sm">
            <span className="font-semibold">{text}</span>
            <button
              type="button"
              aria-label={t('moments.remove', { name: text })}
              onClick={() => setMoments((current) => removeChip(current, key))}
              className="ms-1 flex size-8 items-center justify-center rounded-full text-ink-700 hover:bg-night-600/15"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Whose story it is, asked only when the family has two or more children (Settings). */
export function WhoseStoryStep() {
  const { t } = useTranslation();
  const family = useFamily(useSession().data?.user.id).data;
  const selection = useSelection();
  const headingId = useId();
  if (!family || family.children.length < 2) return null;
  const chosen = whoseStory(family, selection.childIds);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="font-bold text-2xl text-cream-50">
        {t('moments.whose.heading')}
      </h2>
      <fieldset aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {family.children.map((child) => (
          <Choice
            key={child.id}
            isLarge
            isPressed={chosen.includes(child.id)}
            onPress={() =>
              updateSelection((current) => ({ ...current, childIds: toggleChild(family, current.childIds, child.id) }))
            }
          >
            {child.name}
          </Choice>
        ))}
      </fieldset>
    </section>
  );
}

/**
 * Tonight's moments (optional): six kinds of moment, one open at a time, each a row of one-tap choices; what is
 * chosen shows as chips the parent can remove. A parent who skips them taps nothing more.
 */
export function MomentsStep() {
  const { t } = useTranslation();
  const family = useFamily(useSession().data?.user.id).data;
  const selection = useSelection();
  const [open, setOpen] = useState<Category | null>(null);
  const headingId = useId();
  const panelId = useId();
  if (!family) return null;
  const moments = selection.moments;
  const childIds = whoseStory(family, selection.childIds);
  const isChosen = (category: Category) =>
    category === 'with' ? moments.with.length + moments.friends.length > 0 : moments[category] !== undefined;
  return (
    <section id="moments-step" aria-labelledby={headingId} className="scroll-mt-20 space-y-3">
      <div>
        <h2 id={headingId} className="font-bold text-2xl text-cream-50">
          {t('moments.heading')} <span className="font-normal text-base text-cream-200">{t('moments.optional')}</span>
        </h2>
        <p className="mt-1 text-cream-100 text-sm">{t('moments.hint')}</p>
      </div>
      {/* Above the kinds, so what is chosen stays in sight while the parent taps on. */}
      <Chips family={family} moments={moments} />
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {CATEGORIES.map(({ key, Icon }) => (
          <button
            key={key}
            type="button"
            aria-expanded={open === key}
            aria-controls={open === key ? panelId : undefined}
            onClick={() => setOpen(open === key ? null : key)}
            className={`relative flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl border-2 px-1 py-2 text-center font-semibold text-cream-50 text-xs leading-tight transition-colors ${
              open === key ? 'border-moon-300 bg-night-700' : 'border-transparent bg-night-800 hover:bg-night-700'
            }`}
          >
            <Icon aria-hidden="true" className="size-5 text-moon-300" />
            {t(`moments.categories.${key}`)}
            {isChosen(key) && (
              <span className="absolute end-1.5 top-1.5 size-2.5 rounded-full bg-moon-300">
                <span className="sr-only">{t('moments.hasChoice')}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {open && (
        <div id={panelId} className="rounded-2xl bg-night-900/60 p-3">
          <Panel category={open} family={family} moments={moments} childIds={childIds} />
        </div>
      )}
    </section>
  );
}
