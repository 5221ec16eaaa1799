import { Baby, PawPrint, Users } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildPronoun } from '../../../../shared/account.ts';
import type {
  AgeBand,
  Family,
  FamilyChild,
  FamilySkinChoice,
  GrownUp,
  GrownUpKind,
  PetKind,
} from '../../../../shared/family.ts';
import { ApiError, errorText } from '../../../platform/http.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useFamily, useSaveFamily } from '../api/family.ts';
import { AGE_CHOICES, FAMILY_SIZE, GROWN_UP_CHOICES, PET_CHOICES } from '../family-choices.ts';
import { MemberCard, MemberGroup, SelectField } from './family-fields.tsx';
import { SkinChoice } from './skin-choice.tsx';

/** A pet as it is being edited: the word for "other" stays typed while the parent tries other kinds. */
type DraftPet = { id: string; name: string; kind: PetKind; word: string };
type Draft = { children: FamilyChild[]; grownUps: GrownUp[]; pets: DraftPet[]; skin: FamilySkinChoice | null };
type Group = 'children' | 'grownUps' | 'pets';

type FieldError = 'nameMissing' | 'nameInvalid' | 'wordMissing';
/** Keyed `<member id>.name` or `<member id>.word`. */
type FieldErrors = Record<string, FieldError>;

const ERROR_KEYS: Record<FieldError, string> = {
  nameMissing: 'family.nameMissing',
  nameInvalid: 'family.nameInvalid',
  wordMissing: 'family.pets.wordMissing',
};

const PRONOUN_CHOICES: ReadonlyArray<{ value: ChildPronoun | null; labelKey: string }> = [
  { value: 'she', labelKey: 'family.children.pronounShe' },
  { value: 'he', labelKey: 'family.children.pronounHe' },
  { value: null, labelKey: 'family.children.pronounNeutral' },
];

function toDraft(family: Family): Draft {
  return {
    children: family.children,
    grownUps: family.grownUps,
    pets: family.pets.map((pet) => ({ id: pet.id, name: pet.name, kind: pet.kind, word: pet.word ?? '' })),
    skin: family.skin ?? null,
  };
}

function toFamily(draft: Draft): Family {
  return {
    children: draft.children,
    grownUps: draft.grownUps,
    pets: draft.pets.map(({ word, ...pet }) => (pet.kind === 'other' ? { ...pet, word } : pet)),
    skin: draft.skin,
  };
}

/** The server names a refused field by its path (`children.1.name`); the screen marks that member's field. */
function fieldErrorsOf(error: unknown, sent: Draft): FieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const errors: FieldErrors = {};
  for (const path of Object.keys(error.fields)) {
    const match = /^(children|grownUps|pets)\.(\d+)\.(name|word)$/.exec(path);
    const member = match ? sent[match[1] as Group][Number(match[2])] : undefined;
    if (!match || !member) continue;
    if (match[3] === 'word') errors[`${member.id}.word`] = 'wordMissing';
    else errors[`${member.id}.name`] = member.name.trim() === '' ? 'nameMissing' : 'nameInvalid';
  }
  return errors;
}

/** The family as one string whatever the order of each member's keys (the database keeps its own order). */
function canonical(family: Family): string {
  return JSON.stringify([
    family.children.map((child) => [child.id, child.name, child.pronoun, child.age]),
    family.grownUps.map((grownUp) => [grownUp.id, grownUp.name, grownUp.kind]),
    family.pets.map((pet) => [pet.id, pet.name, pet.kind, pet.word ?? null]),
    family.skin ?? null,
  ]);
}

const sameFamily = (draft: Draft, family: Family | undefined) =>
  family !== undefined && canonical(toFamily(draft)) === canonical(family);

/**
 * The family, kept once in Settings: the children (the first is the one stories were told of before), the grown-ups
 * and the pets. Everything is edited here and saved together; a refused save keeps what was typed and marks the field.
 */
export function FamilySection() {
  const { t } = useTranslation();
  const family = useFamily();
  const save = useSaveFamily();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const addButtons = useRef<Partial<Record<Group, HTMLButtonElement | null>>>({});
  /** What takes the focus once the next draft is drawn: a new member's name, or a group's "Add" after a removal. */
  const focusNext = useRef<{ field: string } | { group: Group } | null>(null);

  useEffect(() => {
    if (family.data && draft === null) setDraft(toDraft(family.data));
  }, [family.data, draft]);

  useEffect(() => {
    const next = focusNext.current;
    if (!next || !draft) return;
    focusNext.current = null;
    if ('field' in next) document.querySelector<HTMLElement>(`[data-field="${next.field}"]`)?.focus();
    else addButtons.current[next.group]?.focus();
  }, [draft]);

  if (family.isPending || (family.data && !draft)) return <Spinner tone="light" />;
  if (!draft) return <Alert tone="error">{errorText(t, family.error)}</Alert>;

  const edit = (next: Draft, clears?: string) => {
    setDraft(next);
    if (clears && errors[clears]) {
      const { [clears]: _, ...rest } = errors;
      setErrors(rest);
    }
  };
  const editMember = <G extends Group>(group: G, id: string, change: Partial<Draft[G][number]>, field?: string) =>
    edit(
      {
        ...draft,
        [group]: (draft[group] as Draft[G][number][]).map((member) =>
          member.id === id ? { ...member, ...change } : member,
        ),
      },
      field ? `${id}.${field}` : undefined,
    );
  const add = <G extends Group>(group: G, member: Draft[G][number]) => {
    focusNext.current = { field: `${member.id}.name` };
    edit({ ...draft, [group]: [...draft[group], member] });
  };
  const remove = (group: Group, id: string) => {
    focusNext.current = { group };
    edit({ ...draft, [group]: (draft[group] as Array<{ id: string }>).filter((member) => member.id !== id) });
  };
  const errorOf = (field: string) => {
    const error = errors[field];
    return error ? t(ERROR_KEYS[error]) : undefined;
  };
  const removeLabel = (name: string, title: string) => t('family.removeNamed', { name: name.trim() || title });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = draft;
    save.mutate(toFamily(sent), {
      // What the parent typed while the save was on its way stays as they typed it.
      onSuccess: (saved) => {
        setDraft((current) => (current === sent ? toDraft(saved) : current));
        setErrors({});
      },
      onError: (error) => {
        const marked = fieldErrorsOf(error, sent);
        setErrors(marked);
        const first = Object.keys(marked)[0];
        const field = first ? document.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
        // In the middle of the screen: the save bar at the bottom would hide a field scrolled just into view.
        field?.focus({ preventScroll: true });
        field?.scrollIntoView({ block: 'center' });
      },
    });
  };

  const isSaved = sameFamily(draft, family.data);
  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6 [color-scheme:light] [&_:is(input,select,button)]:scroll-mt-20 [&_:is(input,select,button)]:scroll-mb-48"
    >
      <p className="text-ink-700">{t('family.intro')}</p>

      <MemberGroup
        icon={<Baby aria-hidden="true" className="size-4" />}
        title={t('family.children.title')}
        count={draft.children.length}
        max={FAMILY_SIZE.children}
        empty={t('family.children.empty')}
        full={t('family.children.full', { max: FAMILY_SIZE.children })}
        addLabel={t('family.children.add')}
        addRef={(button) => {
          addButtons.current.children = button;
        }}
        onAdd={() =>
          add('children', { id: crypto.randomUUID(), name: '', pronoun: null, age: 'preschooler' satisfies AgeBand })
        }
      >
        {draft.children.map((child, index) => {
          const title = t('family.children.item', { number: index + 1 });
          return (
            <MemberCard
              key={child.id}
              title={title}
              removeLabel={removeLabel(child.name, title)}
              onRemove={() => remove('children', child.id)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('family.children.name')}
                  placeholder={t('family.children.namePlaceholder')}
                  value={child.name}
                  maxLength={FAMILY_SIZE.nameMaxLength}
                  autoComplete="off"
                  data-field={`${child.id}.name`}
                  error={errorOf(`${child.id}.name`)}
                  onChange={(event) => editMember('children', child.id, { name: event.target.value }, 'name')}
                />
                <SelectField
                  label={t('family.children.age')}
                  value={child.age}
                  options={AGE_CHOICES.map((age) => ({ value: age, label: t(`family.children.ages.${age}`) }))}
                  onChange={(event) => editMember('children', child.id, { age: event.target.value as AgeBand })}
                />
              </div>
              <fieldset>
                <legend className="font-semibold text-ink-700 text-sm">{t('family.children.pronoun')}</legend>
                <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-2xl bg-ink-500/10 p-1">
                  {PRONOUN_CHOICES.map((choice) => (
                    <label
                      key={choice.labelKey}
                      className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-2 py-1.5 text-center font-semibold text-ink-700 text-sm leading-tight transition-colors hover:bg-white/60 has-[:checked]:bg-white has-[:checked]:text-night-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-night-700"
                    >
                      <input
                        type="radio"
                        name={`pronoun-${child.id}`}
                        // Over the whole choice, unseen: the label is what shows, the radio takes the tap and the keys.
                        className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
                        checked={child.pronoun === choice.value}
                        onChange={() => editMember('children', child.id, { pronoun: choice.value })}
                      />
                      {t(choice.labelKey)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </MemberCard>
          );
        })}
      </MemberGroup>

      <MemberGroup
        icon={<Users aria-hidden="true" className="size-4" />}
        title={t('family.grownUps.title')}
        count={draft.grownUps.length}
        max={FAMILY_SIZE.grownUps}
        empty={t('family.grownUps.empty')}
        full={t('family.grownUps.full', { max: FAMILY_SIZE.grownUps })}
        addLabel={t('family.grownUps.add')}
        addRef={(button) => {
          addButtons.current.grownUps = button;
        }}
        onAdd={() => add('grownUps', { id: crypto.randomUUID(), name: '', kind: 'grandmother' })}
      >
        {draft.grownUps.map((grownUp, index) => {
          const title = t('family.grownUps.item', { number: index + 1 });
          return (
            <MemberCard
              key={grownUp.id}
              title={title}
              removeLabel={removeLabel(grownUp.name, title)}
              onRemove={() => remove('grownUps', grownUp.id)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('family.grownUps.name')}
                  placeholder={t('family.grownUps.namePlaceholder')}
                  value={grownUp.name}
                  maxLength={FAMILY_SIZE.nameMaxLength}
                  autoComplete="off"
                  data-field={`${grownUp.id}.name`}
                  error={errorOf(`${grownUp.id}.name`)}
                  onChange={(event) => editMember('grownUps', grownUp.id, { name: event.target.value }, 'name')}
                />
                <SelectField
                  label={t('family.grownUps.kind')}
                  value={grownUp.kind}
                  options={GROWN_UP_CHOICES.map((kind) => ({ value: kind, label: t(`family.grownUps.kinds.${kind}`) }))}
                  onChange={(event) => editMember('grownUps', grownUp.id, { kind: event.target.value as GrownUpKind })}
                />
              </div>
            </MemberCard>
          );
        })}
      </MemberGroup>

      <MemberGroup
        icon={<PawPrint aria-hidden="true" className="size-4" />}
        title={t('family.pets.title')}
        count={draft.pets.length}
        max={FAMILY_SIZE.pets}
        empty={t('family.pets.empty')}
        full={t('family.pets.full', { max: FAMILY_SIZE.pets })}
        addLabel={t('family.pets.add')}
        addRef={(button) => {
          addButtons.current.pets = button;
        }}
        onAdd={() => add('pets', { id: crypto.randomUUID(), name: '', kind: 'dog', word: '' })}
      >
        {draft.pets.map((pet, index) => {
          const title = t('family.pets.item', { number: index + 1 });
          return (
            <MemberCard
              key={pet.id}
              title={title}
              removeLabel={removeLabel(pet.name, title)}
              onRemove={() => remove('pets', pet.id)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('family.pets.name')}
                  placeholder={t('family.pets.namePlaceholder')}
                  value={pet.name}
                  maxLength={FAMILY_SIZE.nameMaxLength}
                  autoComplete="off"
                  data-field={`${pet.id}.name`}
                  error={errorOf(`${pet.id}.name`)}
                  onChange={(event) => editMember('pets', pet.id, { name: event.target.value }, 'name')}
                />
                <SelectField
                  label={t('family.pets.kind')}
                  value={pet.kind}
                  options={PET_CHOICES.map((kind) => ({ value: kind, label: t(`family.pets.kinds.${kind}`) }))}
                  onChange={(event) => editMember('pets', pet.id, { kind: event.target.value as PetKind }, 'word')}
                />
                {pet.kind === 'other' && (
                  <TextField
                    className="sm:col-span-2"
                    label={t('family.pets.word')}
                    placeholder={t('family.pets.wordPlaceholder')}
                    value={pet.word}
                    maxLength={FAMILY_SIZE.wordMaxLength}
                    autoComplete="off"
                    data-field={`${pet.id}.word`}
                    error={errorOf(`${pet.id}.word`)}
                    onChange={(event) => editMember('pets', pet.id, { word: event.target.value }, 'word')}
                  />
                )}
              </div>
            </MemberCard>
          );
        })}
      </MemberGroup>

      <SkinChoice value={draft.skin} onChange={(skin) => edit({ ...draft, skin })} />

      {/* Stays in sight while the parent scrolls through a large family on a phone. */}
      <div className="sticky bottom-0 -mx-5 -mb-5 space-y-3 rounded-b-3xl border-ink-500/15 border-t bg-cream-50/95 px-5 py-4 backdrop-blur-sm sm:-mx-6 sm:-mb-6 sm:px-6">
        {save.isError && (
          <Alert tone="error">{hasFieldErrors ? t('family.fixFields') : errorText(t, save.error)}</Alert>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {save.isPending ? t('family.saving') : t('family.save')}
          </Button>
          <p role="status" className={`text-sm ${isSaved ? 'text-emerald-800' : 'text-ink-700'}`}>
            {isSaved ? (save.isSuccess ? t('family.saved') : '') : t('family.unsaved')}
          </p>
        </div>
      </div>
    </form>
  );
}
