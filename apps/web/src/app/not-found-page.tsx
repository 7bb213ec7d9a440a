import { useTexts } from '@/shared/i18n/i18n';
import { Link, useRouteError } from 'react-router';

export function NotFoundPage() {
  const { t } = useTexts('app');
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      {/* One heading that says both: "404 Not Found". */}
      <h1>
        <span className="block text-5xl font-black text-amber-300">404</span>
        <span className="mt-3 block text-2xl font-bold">{t('not_found')}</span>
      </h1>
      <p className="mt-2 text-white/70">{t('not_found_text')}</p>
      <Link
        to="/?type=all"
        className="mt-6 inline-block rounded-full bg-amber-400 px-5 py-2 font-semibold text-black"
      >
        {t('go_home')}
      </Link>
    </section>
  );
}

/** The router's error element: what an unhandled error in a route shows. */
export function ErrorPage() {
  const { t } = useTexts('app');
  const error = useRouteError();
  console.error(error);
  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-red-400">{t('unexpected')}</h1>
      <Link to="/?type=all" className="mt-6 inline-block underline">
        {t('go_home')}
      </Link>
    </section>
  );
}
