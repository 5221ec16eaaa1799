import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../tests/setup/english-i18n.ts';
import { LanguageSelect } from './language-select.tsx';

const i18n = englishI18n();

const renderSelect = (props: Parameters<typeof LanguageSelect>[0] = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSelect {...props} />
    </I18nextProvider>,
  );

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the language picker', () => {
  it('lists all seven languages by their own names', () => {
    renderSelect();
    expect(optionNames()).toEqual(['English', 'Nederlands', 'Deutsch', 'Français', 'Español', 'Português', '中文']);
  });

  it.each([
    ['a pointer', (select: HTMLElement) => fireEvent.pointerDown(select)],
    ['a touch', (select: HTMLElement) => fireEvent.pointerDown(select, { pointerType: 'touch' })],
    ['the keyboard', (select: HTMLElement) => fireEvent.focus(select)],
  ])('with deferred options, holds the current language until reached by %s', (_, reach) => {
    renderSelect({ deferOptions: true });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(optionNames()).toEqual(['English']);
    reach(select);
    expect(optionNames()).toHaveLength(7);
  });

  it('changes the language and tells the screen', async () => {
    const onChange = vi.fn();
    renderSelect({ deferOptions: true, onChange });
    const select = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.focus(select);
    fireEvent.change(select, { target: { value: 'de' } });
    expect(onChange).toHaveBeenCalledWith('de');
    expect(i18n.language).toBe('de');
    await i18n.changeLanguage('en');
  });
});
