import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import german from '../../../../../public/locales/de/common.json' with { type: 'json' };
import english from '../../../../../public/locales/en/common.json' with { type: 'json' };
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import type { CatalogItem } from '../../../../shared/catalog.ts';
import { CustomItemModal } from './custom-item-modal.tsx';

const i18n = englishI18n({ fallbackLng: 'en', resources: { en: { common: english }, de: { common: german } } });
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const saved: CatalogItem = {
  id: 'activity-custom-1',
  name: 'Kites',
  description: 'Flying kites',
  imageUrl: '/media/users/u/custom/kite.webp',
  order: 3500,
  isCustom: 1,
  translations: [],
};

type Call = { path: string; body: Record<string, unknown>; signal: AbortSignal | undefined };

function serve(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      path: new URL(String(input), 'http://localhost').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : {},
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

function renderModal(onSaved = vi.fn(), kind: 'character' | 'activity' = 'activity') {
  const client = new QueryClient();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CustomItemModal kind={kind} open onOpenChange={() => undefined} onSaved={onSaved} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onSaved;
}

function fillAndGenerate(name: string, description: string, generate: string, prefix = 'create.customActivity') {
  fireEvent.change(screen.getByRole('textbox', { name: i18n.t(`${prefix}.name`) }), {
    target: { value: name },
  });
  fireEvent.change(screen.getByRole('textbox', { name: i18n.t(`${prefix}.description`) }), {
    target: { value: description },
  });
  fireEvent.click(screen.getByRole('button', { name: generate }));
}

describe('the custom-activity modal', () => {
  it('shows a failed picture in the parent’s language, not the server’s English text', async () => {
    await i18n.changeLanguage('de');
    serve(() =>
      Response.json(
        { error: { code: 'imageGenerationFailed', message: 'upstream 500: model crashed' } },
        { status: 502 },
      ),
    );
    renderModal();
    fillAndGenerate('Drachen', 'Drachen steigen lassen', german.create.customActivity.generate);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      german.create.customActivity.generateFailed.replace('{{message}}', german.errors.imageGenerationFailed),
    );
    expect(alert).not.toHaveTextContent('upstream');
    // Back on the form, as spec §4 asks.
    expect(screen.getByRole('textbox', { name: german.create.customActivity.name })).toHaveValue('Drachen');
  });

  it('says so in the parent’s language when the server cannot be reached', async () => {
    await i18n.changeLanguage('de');
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    renderModal();
    fillAndGenerate('Drachen', 'Drachen steigen lassen', german.create.customActivity.generate);
    expect(await screen.findByRole('alert')).toHaveTextContent(german.errors.networkError);
  });

  it('names the refused words in the parent’s language, and keeps the general message when none are named', async () => {
    await i18n.changeLanguage('de');
    const refusal = (words?: string[]) =>
      Response.json(
        {
          error: { code: 'unsafeContent', message: 'Let’s keep tonight’s story gentle.', ...(words ? { words } : {}) },
        },
        { status: 422 },
      );
    serve(() => refusal(['Messer', 'Blut']));
    renderModal();
    fillAndGenerate('Piraten', 'Mit Messer und Blut', german.create.customActivity.generate);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte ändere „Messer“ und „Blut“: Heute Abend soll es eine sanfte Geschichte werden.',
    );
    vi.restoreAllMocks();
    serve(() => refusal());
    fireEvent.click(screen.getByRole('button', { name: german.create.customActivity.generate }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(german.errors.unsafeContent));
  });

  it('retries a save still running after 15 s without translations, cancelling the first, and saves once', async () => {
    const calls = serve((call) => {
      if (call.path === '/api/custom-images') return Response.json({ imageUrl: saved.imageUrl });
      if (call.body.skipTranslations) return Response.json(saved, { status: 201 });
      // The first save hangs until it is cancelled.
      return new Promise<Response>((_, reject) =>
        call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const onSaved = renderModal();
    fillAndGenerate('Kites', 'Flying kites', english.create.customActivity.generate);
    await screen.findByRole('img', { name: 'Picture of Kites' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    const saves = () => calls.filter((call) => call.path === '/api/activities');
    expect(saves()).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(14_999);
    });
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.signal?.aborted).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(saves()).toHaveLength(2);
    const [first, retry] = saves();
    expect(first?.signal?.aborted).toBe(true);
    expect(retry?.body).toMatchObject({ skipTranslations: true, clientKey: first?.body.clientKey });
    expect(first?.body.clientKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});

describe('the custom-character modal', () => {
  it('shows the enhancing step, then the drawing, and draws a new picture without enhancing again', async () => {
    const answers = new Map<string, () => void>();
    const calls = serve(
      (call) =>
        new Promise<Response>((resolve) => {
          answers.set(call.path, () =>
            resolve(
              call.path === '/api/custom-images/enhance'
                ? Response.json({ look: 'a tiny green dragon with round glasses' })
                : Response.json({ imageUrl: `/media/users/u/custom/pip-${calls.length}.webp` }),
            ),
          );
        }),
    );
    renderModal(vi.fn(), 'character');
    fillAndGenerate('Pip', 'Ein kleiner grüner Drache', 'Generate', 'create.customCharacter');
    expect(await screen.findByRole('status')).toHaveTextContent('Getting to know Pip…');
    await act(async () => answers.get('/api/custom-images/enhance')?.());
    expect(await screen.findByRole('status')).toHaveTextContent('Drawing Pip…');
    await act(async () => answers.get('/api/custom-images')?.());
    await screen.findByRole('img', { name: 'Picture of Pip' });
    expect(calls.map((call) => call.path)).toEqual(['/api/custom-images/enhance', '/api/custom-images']);
    expect(calls[1]?.body).toMatchObject({
      kind: 'character',
      name: 'Pip',
      look: 'a tiny green dragon with round glasses',
    });

    fireEvent.click(screen.getByRole('button', { name: 'New picture' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Drawing Pip…');
    await act(async () => answers.get('/api/custom-images')?.());
    await screen.findByRole('img', { name: 'Picture of Pip' });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/custom-images/enhance',
      '/api/custom-images',
      '/api/custom-images',
    ]);

    // The save carries the enhanced look, so the server does not ask the model a second time.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/characters'));
    expect(calls.at(-1)?.body).toMatchObject({ name: 'Pip', look: 'a tiny green dragon with round glasses' });
  });
});
