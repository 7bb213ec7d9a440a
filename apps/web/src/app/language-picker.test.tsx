import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguagePicker } from '@/app/language-picker';
import { setLanguage } from '@/shared/i18n/i18n';

afterEach(() => {
  setLanguage('en');
  localStorage.clear();
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
});
