import type { AgentPlayerRow } from '@zeya/contract/agents';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useState, type FormEvent } from 'react';
import { Loading, NoData } from '@/shared/ui/loading';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { useDeskAccess } from '@/features/agent-desk/desk-access';
import {
  Card,
  DeskButton,
  DeskHeading,
  deskDateTime,
  failureText,
  fieldErrors,
} from '@/features/agent-desk/desk-ui';
import { useDeskTexts } from '@/features/agent-desk/messages';
import { Pager } from '@/features/agent-desk/pager';
import {
  useCreatePlayer,
  usePasswordReset,
  usePlayers,
  type NewPlayer,
} from '@/features/agent-desk/people-api';

/**
 * /agent/players: the agent's players with their balances; who may make players also adds one and has a player's
 * password reset (a code to the player's own phone: nobody at the desk ever sees or chooses a password).
 */
export function PlayersPage() {
  const { t, failure } = useDeskTexts();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const players = usePlayers(q, page);
  const { abilities } = useDeskAccess();
  return (
    <>
      <DeskHeading title={t('players_title')} />
      <div className="space-y-3">
        {abilities.createPlayers && <AddPlayer />}
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(search.trim());
            setPage(1);
          }}
          className="flex items-end gap-2"
        >
          <div className="flex-1">
            <TextField
              name="q"
              label={t('search_players')}
              value={search}
              onValue={setSearch}
              type="search"
            />
          </div>
          <DeskButton type="submit" look="secondary">
            {t('search')}
          </DeskButton>
        </form>
        {players.isPending ? (
          <Loading />
        ) : players.isError ? (
          <FormAlert message={failureText(players.error, failure)} />
        ) : players.data.data.length === 0 ? (
          <NoData text={t('players_empty')} />
        ) : (
          <ul className="space-y-2">
            {players.data.data.map((player) => (
              <li key={player.id}>
                <PlayerCard player={player} canReset={abilities.createPlayers} />
              </li>
            ))}
          </ul>
        )}
        {players.data && <Pager page={page} pages={players.data.last_page} onPage={setPage} />}
      </div>
    </>
  );
}

function PlayerCard({ player, canReset }: { player: AgentPlayerRow; canReset: boolean }) {
  const { t, failure } = useDeskTexts();
  const reset = usePasswordReset();
  return (
    <Card>
      <div data-testid="desk-player" className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate font-bold text-white">{player.name}</p>
            <p className="truncate text-xs text-white/60">
              {player.user_name} · {player.phone ?? ''}
            </p>
          </div>
          {player.status === 'banned' && (
            <span className="text-xs font-bold text-red-300">{t('banned')}</span>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt className="text-amber-100/70">{t('main_balance')}</dt>
          <dd className="text-right text-white tabular-nums">{formatKs(player.main_balance, 2)}</dd>
          <dt className="text-amber-100/70">{t('game_balance')}</dt>
          <dd className="text-right text-white tabular-nums">{formatKs(player.balance, 2)}</dd>
          {player.withdraw_hold > 0 && (
            <>
              <dt className="text-amber-100/70">{t('withdraw_hold')}</dt>
              <dd className="text-right text-white tabular-nums">{formatKs(player.withdraw_hold, 2)}</dd>
            </>
          )}
          <dt className="text-amber-100/70">{t('last_seen')}</dt>
          <dd className="text-right text-white tabular-nums">
            {player.last_seen_at ? deskDateTime(player.last_seen_at) : t('never')}
          </dd>
        </dl>
        {canReset && (
          <div className="space-y-2">
            <DeskButton look="secondary" disabled={reset.isPending} onClick={() => reset.mutate(player.id)}>
              {t('reset_password')}
            </DeskButton>
            {reset.isSuccess && (
              <p role="status" className="text-sm text-emerald-300">
                {t('reset_sent', { phone: reset.data.data.sent_to })}
              </p>
            )}
            <FormAlert message={reset.error ? failureText(reset.error, failure) : null} />
          </div>
        )}
      </div>
    </Card>
  );
}

const NO_PLAYER: NewPlayer = { name: '', phone: '' };

function AddPlayer() {
  const { t, failure } = useDeskTexts();
  const create = useCreatePlayer();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(NO_PLAYER);
  const errors = fieldErrors(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate(form, { onSuccess: () => setForm(NO_PLAYER) });
  };
  const field = (name: keyof NewPlayer) => ({
    name,
    value: form[name],
    error: errors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });
  if (!open)
    return (
      <div className="space-y-2">
        <DeskButton onClick={() => setOpen(true)}>{t('add_player')}</DeskButton>
        {create.isSuccess && (
          <Created userName={create.data.data.user_name} sentTo={create.data.data.sent_to} />
        )}
      </div>
    );
  return (
    <Card>
      <h2 className="mb-3 font-bold text-amber-200">{t('add_player')}</h2>
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('add_player')}>
        <p className="text-sm text-white/70">{t('add_player_note')}</p>
        <FormAlert
          message={
            create.error && Object.keys(errors).length === 0 ? failureText(create.error, failure) : null
          }
        />
        {create.isSuccess && (
          <Created userName={create.data.data.user_name} sentTo={create.data.data.sent_to} />
        )}
        <TextField {...field('name')} label={t('player_name')} />
        <TextField {...field('phone')} label={t('phone')} inputMode="tel" autoComplete="off" />
        <div className="flex gap-2">
          <DeskButton look="secondary" onClick={() => setOpen(false)}>
            {t('back')}
          </DeskButton>
          <SubmitButton
            pending={create.isPending}
            label={t('create_player')}
            pendingLabel={t('saving')}
            className="flex-1"
          />
        </div>
      </form>
    </Card>
  );
}

function Created({ userName, sentTo }: { userName: string; sentTo: string }) {
  const { t } = useDeskTexts();
  return (
    <p role="status" className="rounded-lg bg-emerald-500/15 px-3 py-2 text-sm text-emerald-200">
      {t('player_created', { user_name: userName, phone: sentTo })}
    </p>
  );
}
