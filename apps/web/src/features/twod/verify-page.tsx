import type { TwodChainEntry, TwodChainReply } from '@zeya/contract/twod';
import { useQuery } from '@tanstack/react-query';
import { formatClock, formatDay } from '@zeya/ui-kit/format-date';
import { apiData } from '@/shared/api/client';
import { Loading, NoData } from '@/shared/ui/loading';
import { useVerifyTexts } from '@/features/twod/verify-messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { TwodFrame } from '@/features/twod/twod-frame';

const CHAIN_PATH = '/twod/chain';

/** The two digits a SET index and a traded value give (the server's rule, shown step by step). */
export function digitsOf(set: string, value: string) {
  const index = Number(set.replaceAll(',', ''));
  const traded = Number(value.replaceAll(',', ''));
  return { a: index.toFixed(2).slice(-1), b: String(Math.trunc(traded)).slice(-1) };
}

/**
 * Since the chain's recipe 2: whether the figures were the ones the feed published, and the roles of the person who
 * entered the result and of the second person who confirmed it. Older entries were settled without them.
 */
function EntryPeople({ entry }: { entry: TwodChainEntry }) {
  const { t } = useVerifyTexts();
  if (!entry.feed_match || !entry.entered_role || !entry.confirmed_role) return null;
  return (
    <>
      <p
        data-testid="feed-match"
        className={entry.feed_match === 'differs' ? 'text-amber-300' : 'text-white/75'}
      >
        {t(`verify_match_${entry.feed_match}`)}
      </p>
      <p className="text-white/75">
        {t('verify_people', {
          entered: t(`verify_role_${entry.entered_role}`),
          confirmed: t(`verify_role_${entry.confirmed_role}`),
        })}
      </p>
    </>
  );
}

/**
 * /2d/verify, public: how a 2D number follows from the SET index and traded value, how results are chained by hash,
 * how to check them against any public SET record, and the chain itself with each number's derivation.
 */
export function TwodVerifyPage() {
  const { t } = useVerifyTexts();
  const chain = useQuery({
    queryKey: ['twod', 'chain'],
    queryFn: ({ signal }) => apiData<TwodChainReply>(CHAIN_PATH, { signal }),
  });
  return (
    <TwodFrame title={t('verify_title')}>
      <div className={`${CARD} space-y-3 text-sm leading-relaxed text-white/85`}>
        <p>{t('verify_rule')}</p>
        <p>{t('verify_chain')}</p>
        <p>{t('verify_how')}</p>
        {/* The raw JSON opens beside the page: it is a document to check, not a screen of the site. */}
        <a
          href={`/api${CHAIN_PATH}`}
          target="_blank"
          rel="noopener"
          className="font-bold text-brand underline"
        >
          {t('verify_json')}
        </a>
      </div>
      {chain.isPending ? (
        <Loading />
      ) : !chain.data?.entries.length ? (
        <NoData text={t('verify_empty')} />
      ) : (
        <ChainList chain={chain.data} />
      )}
    </TwodFrame>
  );
}

function ChainList({ chain }: { chain: TwodChainReply }) {
  const { t } = useVerifyTexts();
  return (
    <div className={`${CARD} space-y-2`}>
      <p data-testid="chain-verdict" className={chain.verified ? 'text-green-400' : 'text-red-300'}>
        {chain.verified ? t('verify_ok') : t('verify_broken', { list: chain.broken.join(', ') })}
      </p>
      <ul className="divide-y divide-white/10" data-testid="twod-chain">
        {[...chain.entries].reverse().map((entry) => (
          <li key={entry.seq} className="py-2 text-sm">
            <div className="flex justify-between text-white">
              <span>
                {formatDay(entry.date)} {formatClock(entry.time_id === 2 ? '12:01' : '16:30')}
              </span>
              <span className="font-mono text-lg font-bold text-amber-300">{entry.result}</span>
            </div>
            <p className="text-white/75">
              {t('verify_follows', {
                set: entry.set,
                value: entry.value,
                result: entry.result,
                ...digitsOf(entry.set, entry.value),
              })}
            </p>
            <EntryPeople entry={entry} />
            <p className="font-mono text-[11px] break-all text-white/50">{entry.hash}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
