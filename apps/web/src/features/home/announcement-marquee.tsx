import { Fragment, type CSSProperties } from 'react';
import { useBannerTexts } from '@/features/home/api';
import '@/features/home/home.css';
import { useHomeTexts } from '@/features/home/messages';
import { htmlLanguage } from '@/shared/i18n/i18n';

const SEPARATOR = '   •   ';

/** The scrolling announcement line: every banner text, one after another, moving at a steady reading speed. */
export function AnnouncementMarquee() {
  const { t } = useHomeTexts();
  const { data, isPending } = useBannerTexts();
  const items = (data ?? []).filter((item) => item.text.trim() !== '');
  const text = items.map((item) => item.text.trim()).join(SEPARATOR);
  // The bar holds its place while the text loads, so nothing below it jumps when it arrives.
  if (!text && !isPending) return null;
  const style = { '--marquee-duration': `${Math.max(12, Math.round(text.length / 6))}s` } as CSSProperties;
  return (
    <div className="mt-3 flex items-center gap-2 rounded-full border border-amber-900/60 bg-[#2a1c05] px-3 py-1.5 text-sm">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 shrink-0 text-brand">
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l1.2 4.2a1 1 0 0 0 1 .8h1.3a.5.5 0 0 0 .5-.6L9.2 15H10l8 4V5l-8 4H4a1 1 0 0 0-1 1Zm17-1.5v7a3.5 3.5 0 0 0 0-7Z"
        />
      </svg>
      <div className="min-w-0 flex-1 overflow-hidden" aria-label={t('announcement')} role="marquee">
        <p className="zeya-marquee min-h-5 text-amber-100" style={style}>
          {/* Each text in its own language: one not written in the player's comes in English, marked as such. */}
          {items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 && SEPARATOR}
              <span lang={htmlLanguage(item.lang)}>{item.text.trim()}</span>
            </Fragment>
          ))}
        </p>
      </div>
    </div>
  );
}
