import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from '@zeya/ui-kit/use-dialog-focus';
import { useTexts } from '@/shared/i18n/i18n';
import {
  MODAL_BACKDROP,
  MODAL_CLOSE,
  MODAL_HEADER,
  MODAL_LAYER,
  MODAL_PANEL,
  MODAL_TITLE,
} from '@/shared/ui/modal-style';

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
  const { t } = useTexts();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onClose);
  return (
    <div className={MODAL_LAYER}>
      <div className={MODAL_BACKDROP} onClick={onClose} data-testid="modal-backdrop" />
      <div ref={dialog} role="dialog" aria-modal="true" aria-label={title} className={MODAL_PANEL}>
        <div className={MODAL_HEADER}>
          <h2 className={MODAL_TITLE}>{title}</h2>
          <button type="button" aria-label={t('close')} onClick={onClose} className={MODAL_CLOSE}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
