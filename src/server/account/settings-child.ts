import { randomUUID } from 'node:crypto';
import type { AccountSettings, UpdateSettings } from '../../shared/account.ts';
import type { Family } from '../../shared/family.ts';

/**
 * Settings' child name and pronoun are a view of the family's first child, for screens that still show one name
 * field. Reading gives the first child's name and pronoun (null without a child).
 */
export function settingsChildOf(family: Family): Pick<AccountSettings, 'childName' | 'childPronoun'> {
  const first = family.children[0];
  return { childName: first?.name ?? null, childPronoun: first?.pronoun ?? null };
}

/**
 * Writing changes the first child: a name given renames it, or makes it when the family has no child yet (aged
 * `preschooler`, the app's own age, which the family screen can change); a pronoun given changes it. A cleared name
 * removes the child only when it is the whole family (no other child, grown-up or pet): otherwise a child is removed
 * on the family screen, and the name stays. A pronoun without any child has no one to describe and is not kept.
 */
export function withSettingsChild(
  family: Family,
  input: { childName?: string | null | undefined; childPronoun?: UpdateSettings['childPronoun'] },
): Family {
  const [first, ...others] = family.children;
  const name = input.childName?.replace(/\s+/gu, ' ');
  if (input.childName === null) {
    const isWholeFamily = others.length === 0 && family.grownUps.length === 0 && family.pets.length === 0;
    if (!first || !isWholeFamily) return withPronoun(family, input.childPronoun);
    return { ...family, children: [] };
  }
  if (name === undefined) return withPronoun(family, input.childPronoun);
  if (!first) {
    return {
      ...family,
      children: [{ id: randomUUID(), name, pronoun: input.childPronoun ?? null, age: 'preschooler' }],
    };
  }
  return withPronoun({ ...family, children: [{ ...first, name }, ...others] }, input.childPronoun);
}

function withPronoun(family: Family, pronoun: UpdateSettings['childPronoun']): Family {
  const [first, ...others] = family.children;
  if (!first || pronoun === undefined) return family;
  return { ...family, children: [{ ...first, pronoun }, ...others] };
}
