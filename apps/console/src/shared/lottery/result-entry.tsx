import { useState, type ReactNode } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin, readSession } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { confirmResult, enterResult, voidDraw } from './api';
import { lotteryKey, type LotteryDraw, type LotteryGame, type ResultForm } from './lottery';

interface ResultEntryProps<Draw extends LotteryDraw, Form extends Record<keyof Form, string>, Body> {
  lottery: LotteryGame & { result: ResultForm<Draw, Form, Body> };
  draw: Draw;
  /** What the game shows above the fields (2D: the feed's readings, which may fill the form). */
  above?: (fill: (values: Partial<Form>) => void) => ReactNode;
  /** Who entered and confirmed the result, in the game's words. */
  steps: ReactNode;
}

/**
 * A draw's result, typed by one person and confirmed by another: whoever entered it cannot confirm it, nor can an
 * operator confirm one an admin held (the server refuses them too); an admin may void the draw instead. Give it a
 * `key` that changes with the draw's status and result, so the form starts again from what the server has.
 */
export function ResultEntry<Draw extends LotteryDraw, Form extends Record<keyof Form, string>, Body>({
  lottery,
  draw,
  above,
  steps,
}: ResultEntryProps<Draw, Form, Body>) {
  const { t } = lottery.useTexts();
  const { run, errors } = useConsoleAction(lotteryKey(lottery));
  const { result } = lottery;
  const [form, setForm] = useState(() => result.initial(draw));
  const body = result.body(form);
  const words = result.words(draw, body);
  const changeable = draw.status === 'open' || draw.status === 'result_entered';
  const enteredByMe = draw.entered_by !== null && draw.entered_by === readSession()?.user.user_name;
  const confirmable = draw.status === 'result_entered' && !enteredByMe && (!draw.held || isAdmin());
  const field = (key: keyof Form & string) => ({
    value: form[key],
    errors: errors[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  return (
    <section className="grid gap-3">
      {above?.((values) => setForm({ ...form, ...values }))}
      <div className="grid gap-3 sm:grid-cols-3">
        {result.fields.map(({ key, label, inputMode }) => (
          <Field key={key} label={t(label)} disabled={!changeable} inputMode={inputMode} {...field(key)} />
        ))}
      </div>
      {isAdmin() &&
        changeable &&
        result.reasons?.(draw).map((key) => <Field key={key} label={t(key)} {...field(key)} />)}
      {steps}
      {enteredByMe && draw.status === 'result_entered' && (
        <p className="text-sm text-amber-800">{t('confirm_by_other')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ConfirmButton
          label={t('save_result')}
          question={t('save_result_question', result.words({ ...draw, result: null }, body))}
          disabled={!changeable || result.ready?.(body) === false}
          onConfirm={() => enterResult(run, lottery, draw.id, body)}
        />
        <ConfirmButton
          label={t('confirm')}
          question={t('confirm_question', words)}
          disabled={!confirmable}
          onConfirm={() => confirmResult(run, lottery, draw.id)}
        />
        {isAdmin() && (
          <ConfirmButton
            label={t('void')}
            look="danger"
            question={t('void_question', words)}
            disabled={draw.status === 'settled' || draw.status === 'void'}
            onConfirm={() => voidDraw(run, lottery, draw.id)}
          />
        )}
      </div>
    </section>
  );
}
