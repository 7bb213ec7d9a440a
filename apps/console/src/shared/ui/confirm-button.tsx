import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { useUiTexts } from './messages';
import { useDialogFocus } from '@zeya/ui-kit/use-dialog-focus';

/** The modal question: focus kept inside while open and given back to the button after; Escape cancels. */
function ConfirmDialog({
  label,
  question,
  look,
  busy,
  canConfirm,
  onCancel,
  onConfirm,
  onBlocked,
  children,
}: {
  label: string;
  question: string;
  look: 'primary' | 'secondary' | 'danger';
  busy: boolean;
  canConfirm: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onBlocked?: () => void;
  children?: ReactNode;
}) {
  const { t } = useUiTexts();
  const panel = useRef<HTMLDivElement>(null);
  const questionId = useId();
  useDialogFocus(panel, () => {
    if (!busy) onCancel();
  });
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-describedby={questionId}
        className="w-full max-w-md space-y-4 rounded-lg bg-white p-5 shadow-xl"
      >
        <p id={questionId} className="text-sm text-stone-800">
          {question}
        </p>
        {children}
        <div className="flex justify-end gap-2">
          <Button look="secondary" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            look={look}
            onClick={canConfirm ? onConfirm : onBlocked}
            disabled={busy || (!canConfirm && !onBlocked)}
          >
            {busy ? t('working') : t('confirm')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Every console action that changes something is confirmed first: the button opens a dialog saying what will happen,
 * and only its Confirm runs the action. `children` of the dialog can collect input (a reason).
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  look = 'primary',
  disabled,
  children,
  canConfirm = true,
  onBlocked,
}: {
  label: string;
  question: string;
  onConfirm: () => Promise<unknown>;
  look?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  children?: ReactNode;
  canConfirm?: boolean;
  /** Pressing Confirm before `canConfirm`: say what is missing (a silently disabled button tells nothing). */
  onBlocked?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button look={look} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <ConfirmDialog
          label={label}
          question={question}
          look={look}
          busy={busy}
          canConfirm={canConfirm}
          onCancel={() => setOpen(false)}
          onConfirm={() => void run()}
          onBlocked={onBlocked}
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  );
}
