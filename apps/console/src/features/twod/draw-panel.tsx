import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { useState } from 'react';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin, readSession } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { ExposureTable } from '@/shared/ui/exposure-table';
import { confirmResult, enterResult, TWOD_KEY, useTwodExposure, useTwodSettings, voidDraw } from './api';
import { useDrawStateText } from './draw-state';
import { drawTime } from './draw-time';
import { FeedCheck } from './feed-check';
import { FeedReadings, type Reading } from './feed-readings';
import { HeatMap } from './heat-map';
import { useTwodTexts } from './texts';
import { Winners } from './winners';

/** Who did each step of the draw's result (in which role), and an admin's override, as the audit has them. */
function ResultSteps({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTwodTexts();
  if (!draw.result) return null;
  const person = draw.entered_by !== null && draw.entered_role !== null && draw.entered_role !== 'feed';
  return (
    <div className="grid gap-1 text-sm text-stone-700" data-testid="result-steps">
      <p>
        {person
          ? t('entered_by_role', { name: draw.entered_by, role: t(`role_${draw.entered_role}`) })
          : t('entered_by', { name: draw.entered_by ?? t('source_feed') })}
      </p>
      {draw.confirmed_by && <p>{t('confirmed_by', { name: draw.confirmed_by })}</p>}
      {draw.override_reason && (
        <p className="font-medium text-amber-800">{t('overridden', { reason: draw.override_reason })}</p>
      )}
    </div>
  );
}

/**
 * The result with the SET index and traded value it comes from, held to the feed's reading of the draw; an admin may
 * enter another number, or figures other than the feed's, each with a reason (the latter held for a second admin).
 * Whoever entered the result cannot confirm it, nor can an operator confirm a held one (the server refuses them too).
 */
function ResultEntry({ draw }: { draw: ConsoleDraw }) {
  const { t } = useTwodTexts();
  const { run, errors } = useConsoleAction(TWOD_KEY);
  const [form, setForm] = useState<Reading & { override_reason: string; hold_reason: string }>({
    twod: draw.result ?? '',
    set: draw.set ?? '',
    value: draw.value ?? '',
    override_reason: '',
    hold_reason: '',
  });
  const words = { date: draw.date, time: drawTime(draw.time_id), twod: draw.result ?? form.twod };
  const changeable = draw.status === 'open' || draw.status === 'result_entered';
  const enteredByMe = draw.entered_by !== null && draw.entered_by === readSession()?.user.user_name;
  const body = {
    twod: form.twod.trim(),
    set: form.set.trim(),
    value: form.value.trim(),
    override_reason: form.override_reason.trim() || undefined,
    hold_reason: form.hold_reason.trim() || undefined,
  };
  const confirmable = draw.status === 'result_entered' && !enteredByMe && (!draw.held || isAdmin());
  return (
    <section className="grid gap-3">
      <h3 className="font-semibold text-stone-800">{t('result_entry')}</h3>
      <FeedReadings draw={draw} onUse={(reading) => setForm({ ...form, ...reading })} />
      <FeedCheck draw={draw} />
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
      {isAdmin() && changeable && (
        <Field
          label={t('override_reason')}
          value={form.override_reason}
          errors={errors.override_reason}
          onChange={(event) => setForm({ ...form, override_reason: event.target.value })}
        />
      )}
      {isAdmin() && changeable && draw.feed_set !== null && (
        <Field
          label={t('hold_reason')}
          value={form.hold_reason}
          errors={errors.hold_reason}
          onChange={(event) => setForm({ ...form, hold_reason: event.target.value })}
        />
      )}
      <ResultSteps draw={draw} />
      {enteredByMe && draw.status === 'result_entered' && (
        <p className="text-sm text-amber-800">{t('confirm_by_other')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t('save_result')}
          question={t('save_result_question', { ...words, twod: body.twod })}
          disabled={!changeable || !/^\d{2}$/.test(body.twod) || !body.set || !body.value}
          onConfirm={() => enterResult(run, draw.id, body)}
        />
        <ConfirmButton
          label={t('confirm')}
          question={t('confirm_question', words)}
          disabled={!confirmable}
          onConfirm={() => confirmResult(run, draw.id)}
        />
        {isAdmin() && (
          <ConfirmButton
            label={t('void')}
            look="danger"
            question={t('void_question', words)}
            disabled={draw.status === 'settled' || draw.status === 'void'}
            onConfirm={() => voidDraw(run, draw.id)}
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
  const exposure = useTwodExposure(draw.id);
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
      <QueryView query={exposure}>{(current) => <ExposureTable exposure={current} />}</QueryView>
      <ResultEntry key={`${draw.id}-${draw.status}-${draw.result}`} draw={draw} />
      {draw.status === 'settled' && <Winners drawId={draw.id} />}
    </article>
  );
}
