import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { useUiTexts } from './messages';

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
}: {
  label: string;
  question: string;
  onConfirm: () => Promise<unknown>;
  look?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  children?: ReactNode;
  canConfirm?: boolean;
}) {
  const { t } = useUiTexts();
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
        <div
          role="dialog"
          aria-modal="true"
          aria-label={label}
          className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4"
        >
          <div className="w-full max-w-md space-y-4 rounded-lg bg-white p-5 shadow-xl">
            <p className="text-sm text-stone-800">{question}</p>
            {children}
            <div className="flex justify-end gap-2">
              <Button look="secondary" onClick={() => setOpen(false)} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button look={look} onClick={() => void run()} disabled={busy || !canConfirm}>
                {busy ? t('working') : t('confirm')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
