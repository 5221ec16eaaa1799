import { useMutation } from '@tanstack/react-query';
import { Crown, Download, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '../../../../shared/domain.ts';
import { ApiError } from '../../../platform/http.ts';
import { useSettings } from '../../../platform/settings.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { LanguageSelect } from '../../../ui/language-select.tsx';
import { ParentalGate } from '../../../ui/parental-gate.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { deleteAccount, downloadExport, useForgetLocalData } from '../api/account-actions.ts';
import { useSaveLanguage } from '../api/settings.ts';
import { FamilySection } from './family-section.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-cream-50 p-5 text-ink-900 shadow-xl shadow-black/20 sm:p-6">
      <h2 className="mb-3 font-bold text-lg text-night-900">{title}</h2>
      {children}
    </section>
  );
}

/** Deleting the account asks who is deleting it: these answers are the parent's to act on. */
const DELETE_ANSWERS = new Set(['reauthPasswordRequired', 'reauthPasswordWrong', 'reauthLinkSent', 'rateLimited']);
const isApiCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;
function deleteErrorKey(error: unknown): string {
  if (error instanceof ApiError && DELETE_ANSWERS.has(error.code)) return `errors.${error.code}`;
  return 'errors.networkError';
}

/** `/settings`: language, plan, the family (children, grown-ups, pets), two-factor sign-in, export and deletion. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  // Its own mutation: a language save shows nothing (a failed one is only logged).
  const saveLanguage = useSaveLanguage();
  const navigate = useNavigate();
  const forget = useForgetLocalData();
  const exportData = useMutation({ mutationFn: downloadExport });
  const [deletePassword, setDeletePassword] = useState('');
  const remove = useMutation({
    mutationFn: () => deleteAccount(deletePassword),
    onSuccess: async () => {
      await forget();
      navigate('/account-deleted', { replace: true });
    },
  });

  if (settings.isPending) return <Spinner />;
  if (!settings.data) return <Alert tone="error">{t('errors.internal')}</Alert>;
  const data = settings.data;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6">
      <h1 className="font-bold text-3xl text-cream-50">{t('settings.title')}</h1>

      <Section title={t('settings.language')}>
        <LanguageSelect
          className="[&_label]:sr-only [&_select]:border-2 [&_select]:border-ink-500/30 [&_select]:bg-white [&_select]:px-3 [&_select]:py-2 [&_select]:text-base [&_select]:text-ink-900"
          onChange={(language) => saveLanguage.mutate(language)}
        />
      </Section>

      <Section title={t('settings.plan')}>
        <p className="flex items-center gap-2 font-semibold">
          {data.isPremium && <Crown aria-hidden="true" className="size-5 text-moon-500" />}
          {data.isPremium ? t('settings.premium') : t('settings.standard')}
        </p>
        <p className="mt-2 text-ink-700">
          {t('settings.storiesLeft', { count: data.storiesLeftToday, total: LIMITS.storiesPerDay })}
        </p>
      </Section>

      <Section title={t('family.title')}>
        <FamilySection />
      </Section>

      <Section title={t('settings.twoFactor.title')}>
        <TwoFactorSettings isEnabled={data.twoFactorEnabled} />
      </Section>

      <Section title={t('settings.data.title')}>
        <p className="text-ink-700">{t('settings.data.exportText')}</p>
        <Button
          variant="secondary"
          className="mt-3"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('settings.data.export')}
        </Button>
        {exportData.isError && (
          <div className="mt-3">
            <Alert tone="error">{t('errors.networkError')}</Alert>
          </div>
        )}
      </Section>

      <Section title={t('settings.delete.title')}>
        <p className="flex gap-2 text-ink-700">
          <Trash2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-berry-700" />
          {t('settings.delete.text')}
        </p>
        {settings.data?.hasPassword ? (
          <TextField
            className="mt-4"
            label={t('settings.delete.password')}
            hint={t('settings.delete.passwordHint')}
            type="password"
            autoComplete="current-password"
            value={deletePassword}
            onChange={(event) => setDeletePassword(event.target.value)}
          />
        ) : (
          <p className="mt-3 text-ink-700 text-sm">{t('settings.delete.byLink')}</p>
        )}
        <div className="mt-4">
          {remove.isPending ? (
            <Spinner tone="light" label={t('settings.delete.deleting')} />
          ) : (
            <ParentalGate label={t('settings.delete.hold')} onPass={() => remove.mutate()} />
          )}
          {remove.isError && (
            <Alert tone={isApiCode(remove.error, 'reauthLinkSent') ? 'info' : 'error'}>
              {t(deleteErrorKey(remove.error))}
            </Alert>
          )}
        </div>
      </Section>
    </div>
  );
}
