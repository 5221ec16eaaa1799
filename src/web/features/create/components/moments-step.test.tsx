import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { renderSignedIn } from '../../../../../tests/setup/signed-in-render.tsx';
import type { Family } from '../../../../shared/family.ts';
import { clearSelection, currentSelection } from '../../../platform/selection-store.ts';
import { MomentsStep, WhoseStoryStep } from './moments-step.tsx';

const i18n = englishI18n();
const SAM = '00000000-0000-4000-8000-000000000001';
const MIA = '00000000-0000-4000-8000-000000000002';
const REX = '00000000-0000-4000-8000-000000000004';
let family: Family;

beforeEach(() => {
  clearSelection();
  localStorage.clear();
  family = {
    children: [
      { id: SAM, name: 'Sam', pronoun: 'he', age: 'preschooler' },
      { id: MIA, name: 'Mia', pronoun: 'she', age: 'toddler' },
    ],
    grownUps: [],
    pets: [{ id: REX, name: 'Rex', kind: 'dog' }],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(family));
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSelection();
});

function renderSteps() {
  renderSignedIn(
    <>
      <WhoseStoryStep />
      <MomentsStep />
    </>,
    i18n,
  );
}

describe('whose story it is', () => {
  it('asks with two children, the first one pressed until the parent chooses', async () => {
    renderSteps();
    const whose = await screen.findByRole('group', { name: 'Whose story is it?' });
    expect(within(whose).getByRole('button', { name: 'Sam' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(whose).getByRole('button', { name: 'Mia' }));
    expect(within(whose).getByRole('button', { name: 'Mia' })).toHaveAttribute('aria-pressed', 'true');
    expect(currentSelection().childIds).toEqual([SAM, MIA]);
  });

  it('asks nothing with one child', async () => {
    family.children = family.children.slice(0, 1);
    renderSteps();
    await screen.findByRole('heading', { name: /Tonight’s moments/ });
    expect(screen.queryByRole('group', { name: 'Whose story is it?' })).not.toBeInTheDocument();
  });
});

describe('tonight’s moments', () => {
  it('keeps the kinds closed until one is opened, and a chosen moment shows as a chip that can be removed', async () => {
    renderSteps();
    const feeling = await screen.findByRole('button', { name: 'A big feeling' });
    expect(feeling).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Proud' })).not.toBeInTheDocument();
    fireEvent.click(feeling);
    expect(feeling).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Proud' }));
    expect(screen.getByRole('button', { name: 'Proud' })).toHaveAttribute('aria-pressed', 'true');
    const chips = screen.getByRole('list', { name: 'Chosen moments' });
    expect(within(chips).getByRole('listitem')).toHaveTextContent('Proud');
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Proud' }));
    expect(screen.queryByRole('list', { name: 'Chosen moments' })).not.toBeInTheDocument();
    expect(currentSelection().moments).toEqual({ with: [], friends: [] });
  });

  it('offers a pet that died by name, and a friend only by a name that is a name', async () => {
    renderSteps();
    fireEvent.click(await screen.findByRole('button', { name: 'Something hard' }));
    fireEvent.click(screen.getByRole('button', { name: 'A pet died' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Which pet?' })).getByRole('button', { name: 'Rex' }));
    expect(currentSelection().moments.hard).toEqual({ kind: 'pet-died', petId: REX });
    expect(screen.getByRole('list', { name: 'Chosen moments' })).toHaveTextContent('A pet died: Rex');

    fireEvent.click(screen.getByRole('button', { name: 'Who was there' }));
    fireEvent.click(screen.getByRole('button', { name: 'A friend' }));
    const name = screen.getByRole('textbox', { name: 'The friend’s name' });
    fireEvent.change(name, { target: { value: '<b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('letters only');
    fireEvent.change(name, { target: { value: ' Noor ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(currentSelection().moments.friends).toEqual(['Noor']);
    expect(screen.getByRole('button', { name: 'Remove Noor' })).toBeInTheDocument();
  });
});
