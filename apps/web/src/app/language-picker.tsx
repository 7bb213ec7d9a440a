import type { Language } from '@zeya/contract/constants';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useMenuKeys } from '@/app/use-menu-keys';
import { Icon } from '@/shared/ui/icons';
import type { Digits } from '@zeya/ui-kit/reader-style';
import { storedDigits } from '@/shared/i18n/define-messages';
import { setDigits, setLanguage, useTexts } from '@/shared/i18n/i18n';

/** Each language by its own name, so a player finds theirs whatever language is showing. */
const NATIVE_NAMES: Record<Language, string> = { mm: 'မြန်မာ', en: 'English', zh: '中文', th: 'ไทย' };
const ORDER: readonly Language[] = ['mm', 'en', 'zh', 'th'];
/**
 * Burmese only (other languages write Latin digits): "digits" and each choice as it writes, ၁၂၃ or 123. Neither name
 * holds a language's name, so "မြန်မာ" still names Burmese alone in the menu.
 */
const DIGIT_CHOICES: readonly { digits: Digits; sample: string }[] = [
  { digits: 'myanmar', sample: '၁၂၃' },
  { digits: 'latin', sample: '123' },
];
const ITEM = 'flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-white/10';

/**
 * The language dropdown: opens on click, closes on an outside click, Escape or a choice (focus back on its button);
 * arrow keys move between languages. The choice is kept under `lan`. In Burmese it also offers Myanmar or Latin digits
 * (kept under `digits`), beside the language because it is part of how the player reads.
 */
export function LanguagePicker() {
  const { t, language: current } = useTexts('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const refs = useMemo(() => ({ root, button }), []);
  useMenuKeys(open, close, refs);

  const choose = (pick: () => void) => {
    pick();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((shown) => !shown)}
        aria-haspopup="menu"
        aria-expanded={open}
        // Holds what it shows (EN) with what that means around it, so a voice-control user can say what they see.
        aria-label={`${t('language')}: ${current.toUpperCase()} (${NATIVE_NAMES[current]})`}
        className="flex h-9 items-center gap-1 rounded-full border border-white/15 px-2 text-xs font-semibold text-white/90 hover:border-brand/60"
      >
        <Icon name="globe" className="hidden h-4 w-4 text-brand min-[360px]:block" />
        <span>{current.toUpperCase()}</span>
        <Icon
          name="chevron"
          className={`hidden h-3 w-3 transition-transform min-[400px]:block ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          role="menu"
          aria-label={t('language')}
          className="absolute right-0 z-50 mt-2 w-36 overflow-hidden rounded-lg border border-white/10 bg-[#2a1c05] py-1 shadow-xl"
        >
          {ORDER.map((language) => (
            <li key={language} role="none">
              <button
                type="button"
                role="menuitemradio"
                tabIndex={-1}
                aria-checked={language === current}
                lang={language === 'mm' ? 'my' : language}
                aria-label={`${NATIVE_NAMES[language]} ${language.toUpperCase()}`}
                onClick={() => choose(() => setLanguage(language))}
                className={`${ITEM} ${language === current ? 'text-brand' : 'text-white'}`}
              >
                {NATIVE_NAMES[language]}
                {/* In the name too: a player who says "EN" to a voice control finds it. */}
                <span className="text-xs text-white/60">{language.toUpperCase()}</span>
              </button>
            </li>
          ))}
          {current === 'mm' && <DigitItems onChoose={(digits) => choose(() => setDigits(digits))} />}
        </ul>
      )}
    </div>
  );
}

function DigitItems({ onChoose }: { onChoose: (digits: Digits) => void }) {
  const chosen = storedDigits();
  return (
    <>
      <li role="separator" className="my-1 border-t border-white/10" />
      {DIGIT_CHOICES.map(({ digits, sample }) => (
        <li key={digits} role="none">
          <button
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            aria-checked={digits === chosen}
            lang="my"
            aria-label={`ဂဏန်း ${sample}`}
            onClick={() => onChoose(digits)}
            className={`${ITEM} ${digits === chosen ? 'text-brand' : 'text-white'}`}
          >
            ဂဏန်း
            <span className="font-semibold">{sample}</span>
          </button>
        </li>
      ))}
    </>
  );
}
