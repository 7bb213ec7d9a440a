import type { LimitState } from '@zeya/contract/protection';
import { screen } from '@testing-library/react';
import { renderPage } from '@zeya/test-kit/render-page';
import { afterEach, describe, expect, it } from 'vitest';
import { LimitRow } from '@/features/protection/limit-row';
import { setLanguage } from '@/shared/i18n/i18n';

const limit = (state: Partial<LimitState>): LimitState => ({
  limit: 'loss_day',
  value: 50_000,
  used: 0,
  left: 50_000,
  pending: null,
  ...state,
});

const usedLine = (state: Partial<LimitState>) => {
  const { limit: kind = 'loss_day' } = state;
  renderPage(<LimitRow state={limit(state)} />, { path: '/' });
  return screen.getByTestId(`used-${kind}`).textContent;
};

afterEach(() => setLanguage('en'));

describe('what a limit has used', () => {
  it('says the loss as a positive amount of the limit', () => {
    expect(usedLine({ used: 8_100, left: 41_900 })).toBe('8,100 Ks of 50,000 Ks lost today, 41,900 Ks left');
  });

  it('says there is no loss while the player is ahead, never a negative amount used', () => {
    const line = usedLine({ limit: 'loss_week', used: -8_100, left: 58_100 });
    expect(line).toBe('No loss this week, 58,100 Ks left');
    expect(line).not.toContain('−');
  });

  it('keeps deposits as used and left', () => {
    expect(usedLine({ limit: 'deposit_month', used: 20_000, left: 30_000 })).toBe(
      'Used 20,000 Ks, 30,000 Ks left',
    );
  });

  it('says both in Burmese', () => {
    setLanguage('mm');
    expect(usedLine({ used: 8_100, left: 41_900 })).toBe(
      'ယနေ့ ၅၀,၀၀၀ Ks အနက် ၈,၁၀၀ Ks ရှုံးထားပြီး၊ ကျန် ၄၁,၉၀၀ Ks',
    );
  });
});
