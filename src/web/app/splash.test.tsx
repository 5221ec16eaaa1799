import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../../public/locales/en/common.json' with { type: 'json' };
import { englishI18n } from '../../../tests/setup/english-i18n.ts';
import { Splash } from './splash.tsx';

const i18n = englishI18n();
afterEach(() => {
  vi.useRealTimers();
});

let mounts = 0;
function TheApp() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>the app</p>;
}

function renderSplash() {
  mounts = 0;
  return render(
    <I18nextProvider i18n={i18n}>
      <Splash>
        <TheApp />
      </Splash>
    </I18nextProvider>,
  );
}

describe('Splash', () => {
  it('shows the title and tagline for 3 seconds over the app, which starts underneath but cannot be used', () => {
    vi.useFakeTimers();
    renderSplash();
    expect(screen.getByRole('heading', { name: 'Bedtime Stories' })).toBeInTheDocument();
    expect(screen.getByText(english.app.tagline)).toBeInTheDocument();
    const underneath = () => screen.getByText('the app').closest('[inert]');
    expect(underneath()).not.toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(underneath()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(underneath()).toBeNull();
    // The app underneath kept its state: it was mounted once, not again when the splash lifted.
    expect(mounts).toBe(1);
  });

  it('does not show again in the same session', () => {
    sessionStorage.setItem('splashShown', '1');
    renderSplash();
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });
});
