import * as Popover from '@radix-ui/react-popover';
import { Crown, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreference } from '../../../platform/preferences.ts';
import { useSettings } from '../../../platform/settings.ts';
import { LanguageSelect } from '../../../ui/language-select.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { useSession } from '../../auth/api/get-session.ts';
import { useSignOut } from '../api/account-actions.ts';
import { useSaveLanguage } from '../api/settings.ts';

/** The avatar circle and its menu (spec §2 top bar). */
export function AccountMenu() {
  const { t } = useTranslation();
  const settings = useSettings();
  const session = useSession();
  const saveLanguage = useSaveLanguage();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [reflectionMode, setReflectionMode] = usePreference('reflectionMode');
  const [premiumModel, setPremiumModel] = usePreference('premiumModel');
  const isPremium = settings.data?.isPremium === true;
  const premiumLoading = settings.isPending;

  // Spec §4: the premium model is forced off once the parent is known not to be premium.
  useEffect(() => {
    if (settings.data && !settings.data.isPremium && premiumModel) setPremiumModel(false);
  }, [settings.data, premiumModel, setPremiumModel]);

  // The session is in the page the server draws (decision 023), so the avatar shows its letter before the settings
  // arrive, and the screen the server drew does not change under the parent's eyes when they do.
  const email = settings.data?.email ?? session.data?.user.email;
  const initial = email?.[0]?.toUpperCase() ?? '?';
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t('menu.open')}
        className="flex size-10 items-center justify-center rounded-full bg-moon-300 font-bold text-lg text-night-950 shadow-md hover:bg-moon-200"
      >
        {initial}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('menu.title')}
          className="z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl border border-cream-100/15 bg-night-900 p-4 text-cream-50 shadow-2xl shadow-black/50"
        >
          {settings.data && <p className="mb-3 truncate text-cream-200 text-sm">{settings.data.email}</p>}
          <div className="space-y-4">
            <LanguageSelect
              className="justify-between"
              onChange={(language) => {
                saveLanguage.mutate(language);
                setOpen(false);
              }}
            />
            <Switch
              label={t('menu.reflectionMode')}
              note={t('menu.reflectionModeNote')}
              checked={reflectionMode}
              onCheckedChange={setReflectionMode}
            />
            <div>
              <Switch
                label={t('menu.premiumModel')}
                note={isPremium ? t('menu.premiumModelNote') : undefined}
                checked={premiumModel && isPremium}
                disabled={premiumLoading || !isPremium}
                onCheckedChange={(checked) => setPremiumModel(checked && isPremium)}
              />
              {!premiumLoading && !isPremium && (
                <p className="mt-1 flex items-center gap-1.5 text-cream-200 text-xs">
                  <span className="inline-flex items-center gap-1 rounded-full bg-moon-300 px-2 py-0.5 font-bold text-[10px] text-night-950 tracking-wide">
                    <Crown aria-hidden="true" className="size-3" />
                    {t('menu.premiumBadge')}
                  </span>
                  {t('menu.upgradeHint')}
                </p>
              )}
            </div>
          </div>
          <div className="mt-4 grid gap-1 border-cream-100/15 border-t pt-3">
            <Link
              to="/settings"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-lg px-2 py-2 hover:bg-cream-100/10"
            >
              <Settings aria-hidden="true" className="size-4" />
              {t('menu.settings')}
            </Link>
            <a
              href="/privacy-policy"
              target="_blank"
              rel="noopener"
              className="flex items-center gap-2 rounded-lg px-2 py-2 hover:bg-cream-100/10"
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('menu.privacy')}
            </a>
            <button
              type="button"
              onClick={() => void signOut()}
              className="flex items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-cream-100/10"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('menu.logout')}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
