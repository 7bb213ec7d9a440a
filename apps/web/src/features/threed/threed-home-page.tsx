import { Link } from 'react-router';
import { isSignedIn } from '@/shared/api/user';
import { formatDay, formatInstant } from '@zeya/ui-kit/format-date';
import { Loading, NoData } from '@/shared/ui/loading';
import { LOGIN_PATH, useThreedDraw, useThreedResults } from '@/features/threed/api';
import { useThreedTexts } from '@/features/threed/messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { ThreedFrame } from '@/features/threed/threed-frame';

/** /3d: the next draw and when betting closes, the latest results with their first prize, and the 3D screens. */
export function ThreedHomePage() {
  const { t } = useThreedTexts();
  const signedIn = isSignedIn();
  const links = [
    { to: '/3d/bet', label: t('bet') },
    { to: '/3d/slips', label: t('slips') },
    { to: '/3d/winners', label: t('winners') },
  ];
  return (
    <ThreedFrame title={t('title')} back="/">
      {signedIn && <NextDraw />}
      <nav className="grid grid-cols-3 gap-2">
        {links.map((link) => (
          <Link
            key={link.to}
            to={signedIn ? link.to : LOGIN_PATH}
            className="rounded-lg border border-amber-400/30 bg-black/40 px-2 py-3 text-center text-sm font-bold text-white hover:border-brand"
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <Results />
    </ThreedFrame>
  );
}

function NextDraw() {
  const { t } = useThreedTexts();
  const draw = useThreedDraw();
  if (draw.isPending) return <Loading />;
  const next = draw.data?.draw;
  return (
    <div className={CARD}>
      <h2 className="text-sm text-white/70">{t('next_draw')}</h2>
      {next ? (
        <>
          <p className="text-lg font-bold text-amber-300">{t('draw_of', { date: formatDay(next.date) })}</p>
          <p className="text-sm text-white/80">{t('closes', { time: formatInstant(next.closes_at) })}</p>
        </>
      ) : (
        <p className="text-white/80">{t('no_draw')}</p>
      )}
    </div>
  );
}

function Results() {
  const { t } = useThreedTexts();
  const results = useThreedResults();
  return (
    <div className={CARD}>
      <h2 className="mb-2 font-bold text-brand">{t('results')}</h2>
      {results.isPending ? (
        <Loading />
      ) : !results.data?.length ? (
        <NoData text={t('no_results')} />
      ) : (
        <ul className="divide-y divide-white/10" data-testid="threed-results">
          {results.data.map((result) => (
            <li key={result.date} className="flex items-center justify-between py-2">
              <span className="text-sm text-white/80">{formatDay(result.date)}</span>
              <span className="text-xs text-white/60">{t('first_prize', { prize: result.first_prize })}</span>
              <span className="font-mono text-2xl font-bold tracking-widest text-amber-300">
                {result.result}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
