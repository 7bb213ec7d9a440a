import { Link } from 'react-router';
import { useAboutTexts } from '@/features/about/messages';

const VALUES = [
  ['trust_title', 'trust_text'],
  ['speed_title', 'speed_text'],
  ['responsible_title', 'responsible_text'],
] as const;

/** /about: the service, its values, fair play and a pointer to customer service. */
export function AboutPage() {
  const { t } = useAboutTexts();
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-5 leading-relaxed">
      <header>
        <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
        <p className="mt-3 text-white/80">{t('intro')}</p>
      </header>

      <section>
        <h2 className="mb-3 text-lg font-bold text-amber-200">{t('values_title')}</h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {VALUES.map(([title, text]) => (
            <li key={title} className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4">
              <h3 className="font-semibold text-amber-100">{t(title)}</h3>
              <p className="mt-1 text-sm text-white/70">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-xl bg-white/5 p-4">
        <h2 className="text-lg font-bold text-amber-200">{t('fair_title')}</h2>
        <p className="mt-2 text-sm text-white/80">{t('fair_text')}</p>
      </section>

      <section className="rounded-xl border border-amber-300/30 bg-gradient-to-br from-amber-500/20 to-transparent p-4">
        <h2 className="text-lg font-bold text-amber-200">{t('contact_title')}</h2>
        <p className="mt-2 text-sm text-white/80">{t('contact_text')}</p>
        <Link
          to="/contact"
          className="mt-4 inline-block rounded-full bg-brand px-5 py-2 text-sm font-semibold text-ink"
        >
          {t('contact_link')}
        </Link>
      </section>
    </article>
  );
}
