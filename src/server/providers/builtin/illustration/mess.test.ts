// The day's own mess is drawn: smudges on the character and, where the floor shows, splats beside it in scene 3; the
// warm cloth that wiped it off in scene 4.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { PlaceId } from '../lexicon/concepts.ts';
import { catalogLook } from './character-look.ts';
import { composeScene } from './compose.ts';

const bunny = catalogLook(`art/${DEFAULT_CHARACTERS[0]?.art}`);
if (!bunny) throw new Error('no bunny');
const look = bunny;
const PLACES: PlaceId[] = ['kitchen', 'park', 'garden', 'beach'];

const drawn = (place: PlaceId, role: 'uhOh' | 'solution') =>
  composeScene({
    plan: { place, timeOfDay: 'midday', pose: 'standing', things: [], people: [], problem: 'messy' },
    look,
    seed: 'a',
    redraw: 0,
    role,
  });

describe('the day’s mess in the pictures', () => {
  it.each(PLACES)('shows the mess in scene 3 and the cloth in scene 4 (%s)', (place) => {
    const uhOh = drawn(place, 'uhOh');
    expect(uhOh).toContain('data-uh-oh="messy"');
    // Three smudges on the character.
    expect(uhOh.match(/<ellipse [^>]*fill="#c9a47a"/gu)?.length).toBe(3);
    const solved = drawn(place, 'solution');
    expect(solved).toContain('data-uh-oh="messy-solved"');
    expect(solved).not.toContain('#c9a47a');
  });
});
