import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { LanguagePicker } from '@/app/language-picker';
import { setLanguage } from '@/shared/i18n/i18n';

afterEach(() => {
  localStorage.clear();
  setLanguage('en');
});

describe('language picker by keyboard', () => {
  it('opens on the current language, moves with the arrows, and Escape gives focus back to its button', async () => {
    render(<LanguagePicker />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Language: EN (English)' });

    await user.click(button);
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'English EN' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: '中文 ZH' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'ไทย TH' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'မြန်မာ MM' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(localStorage.getItem('lan')).toBeNull();
  });

  it('chooses with Enter and keeps focus on the button, now named by the new language', async () => {
    render(<LanguagePicker />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language: EN (English)' }));
    await user.keyboard('{Home}{Enter}');

    expect(localStorage.getItem('lan')).toBe('mm');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ဘာသာစကား: MM (မြန်မာ)' }));
  });

  it('writes Burmese with Myanmar digits until the player picks Latin ones beside the language, kept on the device', async () => {
    setLanguage('mm');
    render(<LanguagePicker />);
    const user = userEvent.setup();
    expect(formatKs(1_500)).toBe('၁,၅၀၀ Ks');
    expect(formatDay('2026-11-24')).toBe('အင်္ဂါ၊ နိုဝင်ဘာ ၂၄');

    await user.click(screen.getByRole('button', { name: 'ဘာသာစကား: MM (မြန်မာ)' }));
    expect(screen.getByRole('menuitemradio', { name: 'ဂဏန်း ၁၂၃' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: 'ဂဏန်း 123' }));
    expect(localStorage.getItem('digits')).toBe('latin');
    expect(formatKs(1_500)).toBe('1,500 Ks');
    expect(formatDay('2026-11-24')).toBe('အင်္ဂါ၊ နိုဝင်ဘာ 24');

    // Other languages always write Latin digits, and offer no choice.
    await user.click(screen.getByRole('button', { name: 'ဘာသာစကား: MM (မြန်မာ)' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English EN' }));
    await user.click(screen.getByRole('button', { name: 'Language: EN (English)' }));
    expect(screen.queryByRole('menuitemradio', { name: /123/ })).toBeNull();
    expect(formatDay('2026-11-24')).toBe('Tue 24 Nov');
  });
});
