import { useEffect, useId, useRef } from 'react';
import { Button } from '@/shared/ui/button';
import { useFactorTexts } from './texts';

/**
 * Recovery codes, shown this once: the server keeps only their hashes and the console keeps them nowhere (they live in
 * the screen's state until the person says they have saved them). Focus moves to the heading, where the list begins.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useFactorTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t('codes_title')}
      </h2>
      <p className="text-sm text-stone-700">{t('codes_intro')}</p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-stone-200 bg-stone-50 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button className="justify-self-start" onClick={onSaved}>
        {t('codes_saved')}
      </Button>
    </section>
  );
}
