import type { PlayerSeeds } from '@zeya/contract/house-games';
import { useState, type FormEvent } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { rotateSeeds, seedsKey, usePlayerSeeds } from './api';
import { useHouseTexts } from './texts';

function Seeds({ seeds }: { seeds: PlayerSeeds }) {
  const { t } = useHouseTexts();
  const { run } = useConsoleAction(seedsKey(String(seeds.user_id)));
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-stone-600">{t('active_hash')}</dt>
        <dd className="font-mono break-all">{seeds.server_seed_hash}</dd>
        <dt className="text-stone-600">{t('client_seed')}</dt>
        <dd className="font-mono">{seeds.client_seed}</dd>
        <dt className="text-stone-600">{t('next_nonce')}</dt>
        <dd>{seeds.next_nonce}</dd>
      </dl>
      <div>
        <ConfirmButton
          label={t('rotate')}
          question={t('rotate_question', { name: seeds.user_name })}
          onConfirm={() => rotateSeeds(run, seeds.user_id)}
        />
      </div>
      {seeds.revealed.length > 0 && (
        <>
          <h3 className="font-medium">{t('revealed')}</h3>
          <ul className="grid gap-1 font-mono text-xs">
            {seeds.revealed.map((pair) => (
              <li key={pair.server_seed} className="break-all">
                {pair.server_seed} · {pair.client_seed} · {pair.rounds}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A player's Digit Bet seeds by their id, and the rotation an operator makes on their request. */
export function SeedRotation() {
  const { t } = useHouseTexts();
  const [typed, setTyped] = useState('');
  const [playerId, setPlayerId] = useState('');
  const seeds = usePlayerSeeds(playerId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPlayerId(typed.trim());
  };
  return (
    <section className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="font-semibold">{t('seeds')}</h2>
      <p className="text-sm text-stone-600">{t('seeds_note')}</p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field
          label={t('player_id')}
          inputMode="numeric"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" look="secondary">
          {t('look_up')}
        </Button>
      </form>
      {playerId && <QueryView query={seeds}>{(found) => <Seeds seeds={found} />}</QueryView>}
    </section>
  );
}
