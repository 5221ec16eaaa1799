import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/domain.ts';
import { apiFetch } from '../../../platform/http.ts';
import {
  forgetOfflineData,
  isUnreachable,
  rememberedUser,
  rememberUser,
} from '../../../platform/offline-library/index.ts';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type Session = { user: SessionUser; session: { id: string; expiresAt: string } };

export const sessionQueryKey = ['session'] as const;

/**
 * The signed-in parent. With no network, the parent last signed in on this device (so their library opens offline);
 * when the server says the session has ended, everything kept of them is forgotten.
 */
export async function getSession(): Promise<Session | null> {
  try {
    const session = await apiFetch<Session | null>('/api/auth/get-session', {
      timeoutMs: TIMINGS.blockingAnswerMs,
    });
    await takeSessionAnswer(session);
    return session;
  } catch (error) {
    const remembered = isUnreachable(error) ? rememberedUser<Session>() : null;
    if (remembered) return remembered;
    throw error;
  }
}

/**
 * What the device does with the server's answer to who is signed in (asked, or served in the page): the parent is
 * remembered for offline use; with nobody signed in, whatever it kept of a parent is forgotten.
 */
export async function takeSessionAnswer(session: Session | null): Promise<void> {
  if (session) {
    const { id, email, name, emailVerified } = session.user;
    rememberUser<Session>({ user: { id, email, name, emailVerified }, session: session.session });
  } else if (rememberedUser()) {
    // The sign-in page waits for this answer: a clearing the browser holds up (another tab keeps the library open)
    // goes on by itself rather than keep the parent from signing in.
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      forgetOfflineData(),
      new Promise<void>((resolve) => {
        waited = setTimeout(resolve, TIMINGS.forgetWaitMs);
      }),
    ]).finally(() => clearTimeout(waited));
  }
}

/** The signed-in parent, or null. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000, retry: 1 });
}
