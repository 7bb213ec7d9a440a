import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { useState } from 'react';
import { formatKs } from '@/shared/format';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { TWOD_KEY, useTwodSettings } from './api';
import { useDrawStateText } from './draw-state';
import { drawTime } from './draw-time';
import { FeedReadings, type Reading } from './feed-readings';
import { HeatMap } from './heat-map';
import { useTwodTexts } from './texts';
import { Winners } from './winners';

function ResultEntry({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTwodTexts();
  const { run, errors } = useConsoleAction(TWOD_KEY);
  const [form, setForm] = useState<Reading>({
    twod: draw.result ?? '',
    set: draw.set ?? '',
    value: draw.value ?? '',
  });
  const words = { date: draw.date, time: drawTime(draw.time_id), twod: draw.result ?? form.twod };
  const changeable = draw.status === 'open' || draw.status === 'result_entered';
  const body = {
    twod: form.twod.trim(),
    set: form.set.trim() || undefined,
    value: form.value.trim() || undefined,
  };
  return (
    <section className="grid gap-3">
      <h3 className="font-semibold text-stone-800">{t('result_entry')}</h3>
      <FeedReadings draw={draw} onUse={(reading) => setForm(reading)} />
      <div className="grid gap-3 sm:grid-cols-3">
        {(['twod', 'set', 'value'] as const).map((key) => (
          <Field
            key={key}
            label={t(key)}
            value={form[key]}
            errors={errors[key]}
            disabled={!changeable}
            inputMode="decimal"
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t('save_result')}
          question={t('save_result_question', { ...words, twod: body.twod })}
          disabled={!changeable || !/^\d{2}$/.test(body.twod)}
          onConfirm={() => run(`/twod/draws/${draw.id}/result`, { body })}
        />
        <ConfirmButton
          label={t('confirm')}
          question={t('confirm_question', words)}
          disabled={draw.status !== 'result_entered'}
          onConfirm={() => run(`/twod/draws/${draw.id}/confirm`)}
        />
        {isAdmin() && (
          <ConfirmButton
            label={t('void')}
            look="danger"
            question={t('void_question', words)}
            disabled={draw.status === 'settled' || draw.status === 'void'}
            onConfirm={() => run(`/twod/draws/${draw.id}/void`)}
          />
        )}
      </div>
    </section>
  );
}

/** One draw: its settlement status, the heat map of its stakes, result entry beside the feed, and its winners. */
export function DrawPanel({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTwodTexts();
  const stateText = useDrawStateText();
  const settings = useTwodSettings();
  return (
    <article
      className="grid gap-5 rounded-lg border border-stone-200 bg-white p-4"
      aria-label={drawTime(draw.time_id)}
    >
      <header className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <h2 className="text-lg font-semibold">
          {draw.date} {drawTime(draw.time_id)}
        </h2>
        <span data-testid="draw-status">{stateText(draw)}</span>
        <span>
          {t('slips')}: {draw.slips}
        </span>
        <span>
          {t('staked')}: {formatKs(draw.staked)}
        </span>
        <span>
          {t('paid')}: {formatKs(draw.paid)}
        </span>
      </header>
      <section className="grid gap-2">
        <h3 className="font-semibold text-stone-800">{t('heat_map')}</h3>
        <QueryView query={settings}>
          {(current) => <HeatMap numbers={draw.numbers} breakLimit={current.break_limit} />}
        </QueryView>
      </section>
      <ResultEntry key={`${draw.id}-${draw.status}-${draw.result}`} draw={draw} />
      {draw.status === 'settled' && <Winners drawId={draw.id} />}
    </article>
  );
}
