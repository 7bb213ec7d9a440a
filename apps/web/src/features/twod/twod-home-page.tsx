import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/shared/ui/form-fields';
import type { IconName } from '@/shared/ui/icon-paths';
import { Icon } from '@/shared/ui/icons';
import { Loading } from '@/shared/ui/loading';
import { slipPath, TWOD_TIMES, useOpenDraws, useTwodLive } from '@/features/twod/api';
import { ChoiceModal } from '@/features/twod/choice-modal';
import { closingTimeChoices, PLACE_BET_BUTTON } from '@/features/twod/closing-time-picker';
import { LiveBoard } from '@/features/twod/live-board';
import { useTwodTexts } from '@/features/twod/messages';
import { OpenDrawsCard } from '@/features/twod/open-draws-card';
import { ResultsTable } from '@/features/twod/results-table';
import { TwodFrame } from '@/features/twod/twod-frame';

export type TwodPicker = 'record' | 'time' | null;

/**
 * /2d: shortcuts, the live board polled every 2 s, and a floating button choosing a draw to bet on. `openPicker`: a
 * picker the visitor opened before this page's script had arrived (app/early-shell-twod.ts), shown open.
 */
export function TwodHomePage({ openPicker = null }: { openPicker?: TwodPicker }) {
  const { t } = useTwodTexts();
  const live = useTwodLive();
  const open = useOpenDraws();
  const [picker, setPicker] = useState<TwodPicker>(openPicker);
  const close = () => setPicker(null);

  return (
    <TwodFrame title={t('title')} back={null}>
      <Shortcuts onRecord={() => setPicker('record')} />
      <Link to="/2d/verify" className="block text-center text-sm text-brand underline">
        {t('verify_link')}
      </Link>
      {live.isError && <FormAlert message={t('live_failed')} />}
      {live.data ? <LiveBoard live={live.data} /> : live.isPending && <Loading />}
      {open.data && <OpenDrawsCard draws={open.data} />}
      <ResultsTable live={live.data} />

      <button type="button" onClick={() => setPicker('time')} className={PLACE_BET_BUTTON}>
        {t('place_bet')}
      </button>

      {picker === 'record' && (
        <ChoiceModal
          title={t('choose_slip')}
          onClose={close}
          choices={TWOD_TIMES.map((time) => ({
            label: t(`slip_title_${time.session}`),
            to: slipPath(time.session),
          }))}
        />
      )}
      {picker === 'time' && (
        <ChoiceModal title={t('choose_time')} onClose={close} choices={closingTimeChoices(open.data)} />
      )}
    </TwodFrame>
  );
}

const TILE =
  'flex h-full w-full flex-col items-center gap-2 rounded-xl border border-amber-400/20 bg-[#2a1c05] px-2 py-3 text-center text-sm font-semibold text-white hover:border-brand/60';

function Shortcuts({ onRecord }: { onRecord: () => void }) {
  const { t } = useTwodTexts();
  return (
    <nav aria-label={t('shortcuts')}>
      <ul className="grid grid-cols-3 gap-3">
        <li>
          <button type="button" onClick={onRecord} aria-haspopup="dialog" className={TILE}>
            <TileIcon name="logs" />
            {t('record')}
          </button>
        </li>
        <li>
          <Link to="/2d/daily-winner" className={TILE}>
            <TileIcon name="trophy" />
            {t('lucky_winners')}
          </Link>
        </li>
        <li>
          <Link to="/2d/holiday" className={TILE}>
            <TileIcon name="calendar" />
            {t('holidays')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function TileIcon({ name }: { name: IconName }) {
  return (
    <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand text-ink">
      <Icon name={name} className="h-6 w-6" />
    </span>
  );
}
