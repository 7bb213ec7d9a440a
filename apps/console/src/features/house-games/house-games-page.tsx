import type { HouseGamesView } from '@zeya/contract/house-games';
import { DataTable } from '@/shared/ui/data-table';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { useHouseGames } from './api';
import { SeedRotation } from './seed-rotation';
import { useHouseTexts } from './texts';

const percent = (rtp: number) => `${(rtp * 100).toFixed(2)}%`;

function DigitBet({ game }: { game: HouseGamesView['digit_bet'] }) {
  const { t } = useHouseTexts();
  const bets = (['digit', 'big', 'small'] as const).map((bet) => ({ bet }));
  return (
    <section className="grid gap-3">
      <h2 className="font-semibold">{t('digit_bet')}</h2>
      <p className="text-sm text-amber-800">{t('env_note')}</p>
      <DataTable
        rows={bets}
        rowKey={(row) => row.bet}
        columns={[
          { key: 'bet', header: t('bet'), cell: (row) => t(row.bet) },
          { key: 'payout', header: t('payout'), cell: (row) => `${game.payouts[row.bet]}×`, align: 'right' },
          { key: 'rtp', header: t('rtp'), cell: (row) => percent(game.rtp[row.bet]), align: 'right' },
        ]}
      />
      <DataTable
        rows={game.settings}
        rowKey={(row) => row.name}
        columns={[
          { key: 'name', header: t('setting'), cell: (row) => <code>{row.name}</code> },
          { key: 'value', header: t('value'), cell: (row) => row.value, align: 'right' },
        ]}
      />
    </section>
  );
}

function ShweSlot({ game }: { game: HouseGamesView['shwe_slot'] }) {
  const { t } = useHouseTexts();
  return (
    <section className="grid gap-3">
      <h2 className="font-semibold">{t('shwe_slot')}</h2>
      <p className="text-sm text-stone-600">{t('slot_note')}</p>
      <p className="font-medium">
        {t('exact_rtp', { percent: percent(game.rtp), fraction: game.rtp_fraction })}
      </p>
      <DataTable
        rows={game.paytable}
        rowKey={(row) => row.combo.join('-')}
        columns={[
          { key: 'combo', header: t('combo'), cell: (row) => row.combo.join(' · ') },
          { key: 'pays', header: t('pays'), cell: (row) => row.pays, align: 'right' },
        ]}
      />
      {game.reels.map((reel, index) => (
        <p key={index} className="text-xs text-stone-600">
          <span className="font-medium">{t('reel', { n: index + 1 })}:</span> {reel.join(' ')}
        </p>
      ))}
    </section>
  );
}

/** Our own games as configured (read-only) and the seed rotation an operator makes for a player. */
export function HouseGamesPage() {
  const { t } = useHouseTexts();
  const view = useHouseGames();
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="grid gap-6">
        <QueryView query={view}>
          {(games) => (
            <div className="grid gap-6 lg:grid-cols-2">
              <DigitBet game={games.digit_bet} />
              <ShweSlot game={games.shwe_slot} />
            </div>
          )}
        </QueryView>
        <SeedRotation />
      </div>
    </>
  );
}
