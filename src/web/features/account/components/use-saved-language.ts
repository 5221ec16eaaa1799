import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../platform/settings.ts';

/** Spec §4: once signed in, the interface switches to the language saved for the parent. */
export function useSavedLanguage(): void {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const applied = useRef(false);
  useEffect(() => {
    const saved = settings.data?.language;
    if (!saved || applied.current) return;
    applied.current = true;
    if (saved !== i18n.resolvedLanguage) void i18n.changeLanguage(saved);
  }, [settings.data?.language, i18n]);
}
