import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../tests/setup/english-i18n.ts';
import { announceUpdate } from './service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

const i18n = englishI18n();

const renderPrompt = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt />
    </I18nextProvider>,
  );

describe('the update prompt', () => {
  it('stays hidden until a new version waits, and Later puts it away', () => {
    renderPrompt();
    expect(screen.queryByRole('complementary', { name: 'App update' })).toBeNull();
    act(() => announceUpdate());
    expect(screen.getByText('A new version of Bedtime Stories is ready.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('complementary', { name: 'App update' })).toBeNull();
  });

  it('updates only when the parent says so', () => {
    const apply = vi.fn(async () => undefined);
    renderPrompt();
    act(() => announceUpdate(apply));
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
