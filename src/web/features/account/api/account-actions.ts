import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch, apiUrl, authHeaders } from '../../../platform/http.ts';
import { forgetOfflineData } from '../../../platform/offline-library/index.ts';

/**
 * Forgets everything this device holds for the parent: cached queries, the offline library with its pictures, the
 * remembered sign-in and the half-made selection.
 */
export function useForgetLocalData() {
  const queryClient = useQueryClient();
  return async () => {
    await forgetOfflineData().catch(() => undefined);
    queryClient.clear();
  };
}

export function useSignOut() {
  const forget = useForgetLocalData();
  const navigate = useNavigate();
  return async () => {
    await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} }).catch(() => undefined);
    await forget();
    navigate('/login', { replace: true });
  };
}

/** Downloads `GET /api/account/export` as a JSON file. */
export async function downloadExport(): Promise<void> {
  const response = await fetch(apiUrl('/api/account/export'), { credentials: 'include', headers: authHeaders() });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `bedtime-stories-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The password confirms the owner; without one the server accepts a recent sign-in, or mails a sign-in link. */
export const deleteAccount = (password: string) =>
  apiFetch<null>('/api/account', {
    method: 'DELETE',
    json: { confirm: 'DELETE', ...(password ? { password } : {}) },
  });

export const enableTwoFactor = (password: string) =>
  apiFetch<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
    method: 'POST',
    json: { password },
  });

export const confirmTwoFactor = (code: string) =>
  apiFetch<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } });

export const disableTwoFactor = (password: string) =>
  apiFetch<unknown>('/api/auth/two-factor/disable', { method: 'POST', json: { password } });
