import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from '@zeya/ui-kit/use-dialog-focus';

/**
 * A dialog over a backdrop; closes on the backdrop, on Escape and on its own close control. Focus moves into it,
 * Tab stays inside, and on close focus returns to the control that opened it (shared/ui/use-dialog-focus.ts).
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-black/70" onClick={onClose} data-testid="modal-backdrop" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className="relative max-h-full w-full max-w-md overflow-y-auto rounded-xl bg-[#2a1c05] p-5 shadow-2xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-bold text-amber-300">{title}</h2>
          <button
            type="button"
            aria-label="close"
            onClick={onClose}
            className="text-2xl leading-none text-white/70"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
