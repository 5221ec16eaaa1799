import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import { renderSignedIn } from '../../../../../tests/setup/signed-in-render.tsx';
import type { Family } from '../../../../shared/family.ts';
import { FamilySection } from './family-section.tsx';

const i18n = englishI18n();
const NOOR = '00000000-0000-4000-8000-000000000001';
let stored: Family;
let sent: unknown[];

beforeEach(() => {
  // A family saved before the tone existed: no `skin` at all.
  stored = { children: [{ id: NOOR, name: 'Noor', pronoun: 'she', age: 'preschooler' }], grownUps: [], pets: [] };
  sent = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/me/family') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Family;
      sent.push(body);
      stored = body;
    }
    return Response.json(url.endsWith('/api/me/family') ? stored : {});
  });
});
afterEach(() => vi.restoreAllMocks());

function renderSection() {
  renderSignedIn(<FamilySection />, i18n);
}

const TONES = ['Light skin', 'Medium skin', 'Tan skin', 'Brown skin', 'Dark skin', 'Each their own'];

describe('the family’s skin in the pictures', () => {
  it('offers the five tones and each their own as one named radio group, none chosen for an older family', async () => {
    renderSection();
    const group = await screen.findByRole('radiogroup', { name: 'In the pictures, our family’s skin' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)).toEqual(
      TONES,
    );
    for (const radio of radios) expect(radio).not.toBeChecked();
    // The radios share one name, so the arrow keys move between them as in any radio group.
    expect(new Set(radios.map((radio) => (radio as HTMLInputElement).name)).size).toBe(1);
    expect(group).toHaveAccessibleDescription('Not chosen yet: the pictures give your whole family one tone.');
  });

  it('saves the tone the parent picks with the family, and shows it chosen after the save', async () => {
    renderSection();
    const group = await screen.findByRole('radiogroup', { name: 'In the pictures, our family’s skin' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Brown skin' }));
    expect(within(group).getByRole('radio', { name: 'Brown skin' })).toBeChecked();
    expect(screen.getByText('Changes not saved yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save family' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sent).toEqual([{ ...stored, skin: 'brown' }]);
    expect(sent[0]).toMatchObject({ children: [{ id: NOOR, name: 'Noor' }], skin: 'brown' });
    expect(within(group).getByRole('radio', { name: 'Brown skin' })).toBeChecked();
    expect(group).toHaveAccessibleDescription(
      'Everyone in the family is drawn with it: children, grown-ups and grandparents. Friends keep their own.',
    );
  });

  it('keeps a saved tone when another part of the family is edited, and takes each their own', async () => {
    stored = { ...stored, skin: 'dark' };
    renderSection();
    const group = await screen.findByRole('radiogroup', { name: 'In the pictures, our family’s skin' });
    expect(within(group).getByRole('radio', { name: 'Dark skin' })).toBeChecked();
    expect(screen.queryByText('Changes not saved yet')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Noortje' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save family' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ children: [{ name: 'Noortje' }], skin: 'dark' });
    fireEvent.click(within(group).getByRole('radio', { name: 'Each their own' }));
    expect(group).toHaveAccessibleDescription('Each person in the family is drawn with a tone of their own.');
    fireEvent.click(screen.getByRole('button', { name: 'Save family' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ children: [{ name: 'Noortje' }], skin: 'mixed' });
  });
});
