import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../../../tests/setup/english-i18n.ts';
import type { PublicConfig } from '../../../../shared/public-config.ts';
import { DonationCard } from './donation-card.tsx';

const i18n = englishI18n();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderCard(donation: PublicConfig['donation']) {
  const client = new QueryClient();
  client.setQueryData(['config'], {
    languages: ['en'],
    contactEmail: 'a@example.org',
    googleSignIn: false,
    accessGate: false,
    donation,
    providers: { storyModel: false, imageModel: false, serverSpeech: false },
  } satisfies PublicConfig);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DonationCard />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const donation = { url: 'https://example.org/donate', imageCostUsd: 0.003, storyCostUsd: 0.021 };

describe('the donation card', () => {
  it('is not shown when no donation page is configured', () => {
    renderCard(null);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows what a picture and a story cost, and can be hidden for good', () => {
    renderCard(donation);
    expect(screen.getByText(/\$0\.003/)).toBeInTheDocument();
    expect(screen.getByText(/\$0\.021/)).toBeInTheDocument();
    expect(screen.getByText('-$15')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Don’t show this again' }));
    expect(localStorage.getItem('hideDonationInfo')).toBe('true');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('puts the break-even label under its mark at $0, not in the middle of the -$15 to +$50 scale', () => {
    renderCard(donation);
    const label = screen.getByText('break-even');
    expect(Number.parseFloat(label.style.left)).toBeCloseTo((15 / 65) * 100, 1);
    expect(screen.getByText(/break-even, where the costs are covered, is marked at \$0/)).toBeInTheDocument();
  });

  it('opens the donation page only after a 5-second hold', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderCard(donation);
    const button = screen.getByRole('button', { name: 'Hold to open the donation page' });
    fireEvent.pointerDown(button, { pointerId: 1 });
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerUp(button, { pointerId: 1 });
    expect(open).not.toHaveBeenCalled();
    fireEvent.pointerDown(button, { pointerId: 1 });
    act(() => vi.advanceTimersByTime(5100));
    expect(open).toHaveBeenCalledWith('https://example.org/donate', '_blank', 'noopener,noreferrer');
  });
});
