import type { ThreedConsoleDraw } from '@zeya/contract/threed';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { isAdmin, readSession } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { ExposureTable } from '@/shared/ui/exposure-table';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { confirmThreedResult, enterThreedResult, THREED_KEY, useThreedExposure, voidThreedDraw } from './api';
import { useThreedTexts } from './texts';

/**
 * The result with the first prize it comes from and where that was read; a second person confirms it (the server
 * refuses the one who entered it), and an admin may void the draw instead.
 */
function ResultEntry({ draw }: { draw: ThreedConsoleDraw }) {
  const { t } = useThreedTexts();
  const { run, errors } = useConsoleAction(THREED_KEY);
  const [form, setForm] = useState({
    first_prize: draw.first_prize ?? '',
    result: draw.result ?? '',
    source: draw.source ?? '',
  });
  const changeable = draw.status === 'open' || draw.status === 'result_entered';
  const enteredByMe = draw.entered_by !== null && draw.entered_by === readSession()?.user.user_name;
  const words = { date: draw.date, number: draw.result ?? form.result, prize: form.first_prize };
  const fields = [
    { key: 'first_prize', label: t('first_prize') },
    { key: 'result', label: t('number') },
    { key: 'source', label: t('source') },
  ] as const;
  return (
    <section className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <Field
            key={field.key}
            label={field.label}
            value={form[field.key]}
            errors={errors[field.key]}
            disabled={!changeable}
            onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
          />
        ))}
      </div>
      {draw.result && (
        <p className="text-sm text-stone-700" data-testid="threed-result-steps">
          {t('entered_by', { name: draw.entered_by ?? '—', prize: draw.first_prize, source: draw.source })}
          {draw.confirmed_by && <> · {t('confirmed_by', { name: draw.confirmed_by })}</>}
        </p>
      )}
      {enteredByMe && draw.status === 'result_entered' && (
        <p className="text-sm text-amber-800">{t('confirm_by_other')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t('save_result')}
          question={t('save_result_question', words)}
          disabled={!changeable}
          onConfirm={() => enterThreedResult(run, draw.id, form)}
        />
        <ConfirmButton
          label={t('confirm')}
          question={t('confirm_question', words)}
          disabled={draw.status !== 'result_entered' || enteredByMe}
          onConfirm={() => confirmThreedResult(run, draw.id)}
        />
        {isAdmin() && (
          <ConfirmButton
            label={t('void')}
            look="danger"
            question={t('void_question', words)}
            disabled={draw.status === 'settled' || draw.status === 'void'}
            onConfirm={() => voidThreedDraw(run, draw.id)}
          />
        )}
      </div>
    </section>
  );
}

/** One 3D draw: its state, result entry and confirmation, and the exposure per number. */
export function DrawPanel({ draw }: { draw: ThreedConsoleDraw }) {
  const { t } = useThreedTexts();
  const exposure = useThreedExposure(draw.id);
  return (
    <article className="grid gap-5 rounded-lg border border-stone-200 bg-white p-4" aria-label={draw.date}>
      <header className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        <h2 className="text-lg font-semibold">{draw.date}</h2>
        <span data-testid="threed-draw-status">{t(`status_${draw.status}`)}</span>
        <span className="text-sm text-stone-600">
          {t('closes', { time: formatTime(draw.closes_at), draw: formatTime(draw.draw_at) })}
        </span>
      </header>
      <ResultEntry key={`${draw.id}-${draw.status}-${draw.result}`} draw={draw} />
      <QueryView query={exposure}>{(current) => <ExposureTable exposure={current} />}</QueryView>
    </article>
  );
}
