import { RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogItem } from '../../../../shared/catalog.ts';
import { LIMITS } from '../../../../shared/domain.ts';
import { ApiError, errorText, mediaUrl } from '../../../platform/http.ts';
import { usePreference } from '../../../platform/preferences.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import {
  type CatalogKind,
  enhanceCharacter,
  generateCustomImage,
  saveCustomItem,
  saveWithPatience,
  useReloadCatalog,
} from '../api/catalog.ts';
import { changeWordsText } from '../change-words-text.ts';

type Step = 'form' | 'enhancing' | 'generating' | 'preview' | 'saving';

/** spec §9: a save that has not finished after 15 s is tried again without translations. */
/**
 * The custom character or activity modal (spec §2, §4): form -> (enhancing, characters only) -> generating -> preview
 * -> saving. Errors while generating go back to the form, errors while saving back to the preview; closing cancels a
 * running generation.
 */
export function CustomItemModal({
  kind,
  open,
  onOpenChange,
  onSaved,
}: {
  kind: CatalogKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (item: CatalogItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const descriptionId = useId();
  const [step, setStep] = useState<Step>('form');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const [premiumModel] = usePreference('premiumModel');
  const running = useRef<AbortController | null>(null);
  /** The enhanced look of the character as last typed: a new picture of the same character skips enhancing. */
  const enhanced = useRef<{ of: string; look: string } | null>(null);
  const reloadCatalog = useReloadCatalog(kind);
  const prefix = kind === 'character' ? 'create.customCharacter' : 'create.customActivity';
  const missingId = useId();
  const missing =
    !name.trim() && !description.trim()
      ? 'both'
      : !name.trim()
        ? 'name'
        : !description.trim()
          ? 'description'
          : undefined;

  const reset = () => {
    running.current?.abort();
    running.current = null;
    setStep('form');
    setName('');
    setDescription('');
    setImageUrl(null);
    setError(null);
    enhanced.current = null;
  };
  useEffect(() => () => running.current?.abort(), []);

  /**
   * spec §8: the step's "Failed to …: {message}" with the error's own translated message; network and safety alone,
   * a refusal naming the words to change when the server names them.
   */
  const failureMessage = (key: 'generateFailed' | 'saveFailed', caught: unknown) => {
    if (caught instanceof ApiError && caught.code === 'unsafeContent') {
      return changeWordsText(t, i18n.resolvedLanguage, caught.words) ?? t(caught.messageKey);
    }
    if (caught instanceof ApiError && caught.code === 'networkError') return t(caught.messageKey);
    return t(`${prefix}.${key}`, { message: errorText(t, caught) });
  };

  const generate = async () => {
    if (!name.trim() || !description.trim()) {
      setError(t(`${prefix}.missing`));
      return;
    }
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    setError(null);
    const item = { name: name.trim(), description: description.trim() };
    try {
      let look: string | undefined;
      if (kind === 'character') {
        const of = `${item.name}\n${item.description}`;
        if (enhanced.current?.of !== of) {
          setStep('enhancing');
          const result = await enhanceCharacter(item, controller.signal);
          enhanced.current = { of, look: result.look };
        }
        look = enhanced.current?.look;
      }
      if (controller.signal.aborted) return;
      setStep('generating');
      const result = await generateCustomImage(
        { kind, ...item, premium: premiumModel, ...(look ? { look } : {}) },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setImageUrl(result.imageUrl);
      setStep('preview');
    } catch (caught) {
      if (controller.signal.aborted) return; // spec §8: a cancellation is silent
      setStep('form');
      setError(failureMessage('generateFailed', caught));
    }
  };

  const saveItem = async () => {
    if (!imageUrl || !name.trim() || !description.trim()) {
      setError(t(`${prefix}.missingForSave`));
      return;
    }
    setStep('saving');
    setError(null);
    try {
      const look = enhanced.current?.of === `${name.trim()}\n${description.trim()}` ? enhanced.current.look : undefined;
      const item = await saveWithPatience((input, signal) => saveCustomItem(kind, input, signal), {
        name: name.trim(),
        description: description.trim(),
        imageUrl,
        ...(kind === 'character' && look ? { look } : {}),
      });
      void reloadCatalog();
      onSaved(item);
      reset();
      onOpenChange(false);
    } catch (caught) {
      setStep('preview');
      setError(failureMessage('saveFailed', caught));
    }
  };

  return (
    <Modal
      open={open}
      canClose={step !== 'saving'}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t(`${prefix}.title`)}
    >
      {error && (
        <div className="mb-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {step === 'form' && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            // The button says what is missing (below); pressed, it goes to the empty field.
            if (missing === 'name' || missing === 'both') nameField.current?.focus();
            else if (missing === 'description') descriptionField.current?.focus();
            else void generate();
          }}
        >
          <div>
            <label htmlFor={nameId} className="block font-semibold text-ink-700 text-sm">
              {t(`${prefix}.name`)}
            </label>
            <input
              ref={nameField}
              id={nameId}
              value={name}
              maxLength={LIMITS.nameMaxLength}
              onChange={(event) => setName(event.target.value)}
              className="mt-1.5 w-full rounded-xl border-2 border-ink-500/30 bg-white px-4 py-3 text-base focus:border-night-600"
            />
          </div>
          <div>
            <label htmlFor={descriptionId} className="block font-semibold text-ink-700 text-sm">
              {t(`${prefix}.description`)}
            </label>
            <textarea
              ref={descriptionField}
              id={descriptionId}
              value={description}
              rows={5}
              maxLength={LIMITS.descriptionMaxLength}
              placeholder={t(`${prefix}.descriptionPlaceholder`)}
              onChange={(event) => setDescription(event.target.value)}
              className="mt-1.5 w-full rounded-xl border-2 border-ink-500/30 bg-white px-4 py-3 text-base focus:border-night-600"
            />
            <p className="mt-1 text-right text-ink-500 text-xs">
              {description.length}/{LIMITS.descriptionMaxLength}
            </p>
          </div>
          {missing && (
            <p id={missingId} className="text-end text-ink-700 text-sm">
              {t(`create.customMissing.${missing}`)}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            {/* Not disabled while something is missing: it says why (above) and, pressed, goes to the empty field. */}
            <Button
              type="submit"
              aria-disabled={missing ? true : undefined}
              aria-describedby={missing ? missingId : undefined}
              className={missing ? 'opacity-60' : ''}
            >
              {t(`${prefix}.generate`)}
            </Button>
          </div>
        </form>
      )}
      {step === 'enhancing' && (
        <Spinner tone="light" label={t('create.customCharacter.enhancing', { name: name.trim() })} />
      )}
      {step === 'generating' && <Spinner tone="light" label={t(`${prefix}.generating`, { name: name.trim() })} />}
      {(step === 'preview' || step === 'saving') && imageUrl && (
        <div className="space-y-4">
          <img
            src={mediaUrl(imageUrl)}
            alt={t(`${prefix}.previewAlt`, { name: name.trim() })}
            // A custom character is drawn on a transparent background (it joins every scene): here it stands on a
            // soft backdrop, like the catalog tiles.
            className="mx-auto aspect-square w-full max-w-64 rounded-2xl bg-gradient-to-b from-cream-100 to-moon-200 object-contain p-2 shadow"
          />
          <div className="text-center">
            <p className="font-bold text-lg text-night-900">{name.trim()}</p>
            <p className="text-ink-700">{description.trim()}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" disabled={step === 'saving'} onClick={() => void generate()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('create.regenerateImage')}
            </Button>
            <Button
              variant="outline"
              disabled={step === 'saving'}
              onClick={() => {
                setStep('form');
                setImageUrl(null);
                setError(null);
              }}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('create.startOver')}
            </Button>
            <Button disabled={step === 'saving'} onClick={() => void saveItem()}>
              {step === 'saving' ? t('create.saving') : t('create.save')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
