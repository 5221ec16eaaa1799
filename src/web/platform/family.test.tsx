import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FAMILY, type Family } from '../../shared/family.ts';
import { useFamily } from './family.ts';

const family: Family = {
  children: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Sam', pronoun: null, age: 'toddler' }],
  grownUps: [],
  pets: [],
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function familyOf(userId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFamily(userId), { wrapper }).result;
}

describe('the family on this device', () => {
  it('is the one kept for this parent when the server cannot be reached, and nobody else’s', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(family));
    const online = familyOf('parent-a');
    await waitFor(() => expect(online.current.data).toEqual(family));

    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = familyOf('parent-a');
    await waitFor(() => expect(offline.current.data).toEqual(family));
    const someoneElse = familyOf('parent-b');
    await waitFor(() => expect(someoneElse.current.data).toEqual(EMPTY_FAMILY));
  });
});
