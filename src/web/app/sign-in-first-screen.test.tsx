import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { servePage, unservePage } from '../../../tests/setup/first-screen-page.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '../../shared/first-screen.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import { sessionQueryKey } from '../features/auth/api/get-session.ts';
import { resetFirstScreenDataForTests } from '../platform/first-screen-data.ts';
import { rememberedUser, rememberUser } from '../platform/offline-library/index.ts';
import { lastKnownPublicConfig, usePublicConfig } from '../platform/public-config.ts';
import { createQueryClient } from './app.tsx';

const config: PublicConfig = {
  languages: ['en', 'nl', 'de', 'fr', 'es', 'pt', 'zh'],
  contactEmail: 'hello@example.org',
  googleSignIn: false,
  accessGate: false,
  donation: null,
  providers: { storyModel: false, imageModel: false, serverSpeech: false },
};

let fetchSpy: MockInstance<typeof fetch>;
const requested = (path: string) => fetchSpy.mock.calls.filter(([url]) => String(url).endsWith(path)).length;

beforeEach(() => {
  resetFirstScreenDataForTests();
  localStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (String(url).endsWith('/api/config')) return Response.json({ ...config, contactEmail: 'asked@example.org' });
    return Response.json(null);
  });
});

afterEach(() => {
  fetchSpy.mockRestore();
  unservePage();
});

describe('a sign-in page the server said nobody is signed in on', () => {
  it('starts signed out and with the config, asking the server for neither', async () => {
    servePage({ session: null, config });
    const client = createQueryClient();
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePublicConfig(), { wrapper });
    expect(result.current.data).toEqual(config);
    // Kept as a fetched answer is, for the pages that show it offline.
    expect(lastKnownPublicConfig()).toEqual(config);
    expect(requested('/api/auth/get-session')).toBe(0);
    expect(requested('/api/config')).toBe(0);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('forgets the parent this device remembered, as a session answer of nobody does', async () => {
    rememberUser({ user: { id: 'u1', email: 'u1@example.org', name: 'u1', emailVerified: true } });
    servePage({ session: null, config });
    createQueryClient();
    await waitFor(() => expect(rememberedUser()).toBeNull());
  });
});

describe('a page the server said nothing in', () => {
  it('asks the server who is signed in, and for the config when a screen needs it', async () => {
    const client = createQueryClient();
    await waitFor(() => expect(requested('/api/auth/get-session')).toBe(1));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePublicConfig(), { wrapper });
    await waitFor(() => expect(result.current.data?.contactEmail).toBe('asked@example.org'));
    expect(requested('/api/config')).toBe(1);
  });
});
