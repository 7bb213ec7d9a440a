import { useState, type FormEvent } from 'react';
import { FormAlert, TextField } from '@/shared/ui/form-fields';
import { useDecide, type QueueKind } from '@/features/agent-desk/api';
import { DeskButton, failureText, fieldErrors } from '@/features/agent-desk/desk-ui';
import { useDeskTexts } from '@/features/agent-desk/messages';

/**
 * Approve, or reject with a reason the player will read. The server asks for the second factor again when the last
 * proof is old (the step-up prompt opens) and for a second person above the staff rule (its message says so).
 */
export function DecisionButtons({
  kind,
  id,
  onDecided,
}: {
  kind: QueueKind;
  id: number;
  onDecided: (message: string) => void;
}) {
  const { t, failure } = useDeskTexts();
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const errors = fieldErrors(decide.error);
  const done = { onSuccess: (reply: { message: string }) => onDecided(reply.message) };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!decide.isPending) decide.mutate({ kind, id, verdict: 'reject', reason }, done);
  };
  return (
    <div className="space-y-2 pt-1">
      <FormAlert message={decide.error && !errors.reason ? failureText(decide.error, failure) : null} />
      {rejecting ? (
        <form onSubmit={reject} noValidate className="space-y-2">
          <TextField
            name="reason"
            label={t('reject_reason')}
            value={reason}
            onValue={setReason}
            error={errors.reason}
            autoFocus
          />
          <div className="flex gap-2">
            <DeskButton look="secondary" onClick={() => setRejecting(false)} disabled={decide.isPending}>
              {t('back')}
            </DeskButton>
            <DeskButton look="danger" type="submit" disabled={decide.isPending} className="flex-1">
              {t('confirm_reject')}
            </DeskButton>
          </div>
        </form>
      ) : (
        <div className="flex gap-2">
          <DeskButton
            className="flex-1"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ kind, id, verdict: 'approve' }, done)}
          >
            {t('approve')}
          </DeskButton>
          <DeskButton look="danger" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            {t('reject')}
          </DeskButton>
        </div>
      )}
    </div>
  );
}
