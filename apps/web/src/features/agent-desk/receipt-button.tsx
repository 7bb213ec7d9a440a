import { useEffect, useState } from 'react';
import { Modal } from '@/shared/ui/modal';
import { FormAlert } from '@/shared/ui/form-fields';
import { DeskButton } from '@/features/agent-desk/desk-ui';
import { useDeskTexts } from '@/features/agent-desk/messages';
import { readDeskSession } from '@/features/agent-desk/session';

/**
 * The picture of the payment a player sent with a deposit. It is the desk's to see only, so it is fetched with the
 * desk's token (an <img> address could not carry it) and shown from memory.
 */
export function ReceiptButton({ url }: { url: string }) {
  const { t } = useDeskTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <DeskButton look="secondary" onClick={() => setOpen(true)}>
        {t('view_receipt')}
      </DeskButton>
      {open && <ReceiptDialog url={url} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReceiptDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useDeskTexts();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let shown: string | null = null;
    const controller = new AbortController();
    const token = readDeskSession()?.token;
    fetch(url, { signal: controller.signal, headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (reply) => {
        if (!reply.ok) throw new Error(String(reply.status));
        shown = URL.createObjectURL(await reply.blob());
        setImage(shown);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [url]);
  return (
    <Modal title={t('receipt_title')} onClose={onClose}>
      <FormAlert message={failed ? t('receipt_failed') : null} />
      {image && <img src={image} alt={t('receipt_title')} className="w-full rounded-lg" />}
    </Modal>
  );
}
