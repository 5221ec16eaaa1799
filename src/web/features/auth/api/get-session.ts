import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../platform/http.ts';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type Session = { user: SessionUser; session: { id: string; expiresAt: string } };

export const sessionQueryKey = ['session'] as const;

export function getSession(): Promise<Session | null> {
  return apiFetch<Session | null>('/api/auth/get-session');
}

/** The signed-in parent, or null. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000, retry: 1 });
}
