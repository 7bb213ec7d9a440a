import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/shared/ui/form-fields';
import type { IconName } from '@/shared/ui/icon-paths';
import { Icon } from '@/shared/ui/icons';
import { Loading } from '@/shared/ui/loading';
import { openDrawOf, slipPath, TWOD_TIMES, useOpenDraws, useTwodLive } from '@/features/twod/api';
import { ChoiceModal } from '@/features/twod/choice-modal';
import { LiveBoard } from '@/features/twod/live-board';
import { useTwodTexts } from '@/features/twod/messages';
import { OpenDrawsCard } from '@/features/twod/open-draws-card';
import { ResultsTable } from '@/features/twod/results-table';
import { TwodFrame } from '@/features/twod/twod-frame';
import { timeLabel, useDrawLabel } from '@/features/twod/use-draw-label';

type Picker = 'record' | 'time' | null;

/** /2d: shortcuts, the live board polled every 2 s, and a floating button choosing a draw to bet on. */
export function TwodHomePage() {
  const { t } = useTwodTexts();
  const live = useTwodLive();
  const open = useOpenDraws();
  const label = useDrawLabel();
  const [picker, setPicker] = useState<Picker>(null);
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

      <button
        type="button"
        onClick={() => setPicker('time')}
        className="fixed right-4 bottom-20 z-30 rounded-full bg-brand px-6 py-3 font-black text-ink shadow-[0_6px_24px_rgba(0,0,0,0.5)] md:bottom-6"
      >
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
        <ChoiceModal
          title={t('choose_time')}
          onClose={close}
          choices={TWOD_TIMES.map((time) => {
            // Each time says the day of its next open draw: tomorrow's once today's has closed.
            const draw = openDrawOf(open.data, time.id);
            return {
              label: draw ? label(draw.date, time.id) : timeLabel(time.id),
              to: `/2d/bet?time=${time.id}`,
            };
          })}
        />
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
