import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDialogOpen } from '@zeya/ui-kit/use-dialog-focus';
import { mediaUrl } from '@/shared/format';
import { Modal } from '@/shared/ui/modal';
import { usePopupAd } from '@/features/home/api';
import { useHomeTexts } from '@/features/home/messages';

/** sessionStorage flag: the pop-up ad was shown in this browser session. */
export const POPUP_AD_SHOWN = 'popupAdShown';

/**
 * The pop-up ad banner, once per browser session, until closed; a tap on an ad with a link opens what it advertises.
 * It arrives a moment after the page: if the player has opened a dialog by then (signing in, say), the ad waits until
 * that dialog is closed instead of landing under it, where nothing could close it.
 */
export function PopupAd() {
  const { t } = useHomeTexts();
  const { data: ad } = usePopupAd();
  const [open, setOpen] = useState(() => sessionStorage.getItem(POPUP_AD_SHOWN) === null);
  const [arrived, setArrived] = useState(false);
  const otherDialogOpen = useDialogOpen();
  // Once shown it stays: its own dialog counts as open too.
  if (!arrived && ad != null && !otherDialogOpen) setArrived(true);
  const showing = open && arrived;

  useEffect(() => {
    if (showing) sessionStorage.setItem(POPUP_AD_SHOWN, '1');
  }, [showing]);

  if (!showing || ad == null) return null;
  const close = () => setOpen(false);
  const image = (
    <img
      src={mediaUrl(ad.img_url)}
      alt={t('advertisement')}
      className="mx-auto h-[150px] w-auto max-w-full object-contain"
    />
  );
  return (
    <Modal title={t('advertisement')} onClose={close}>
      {ad.link ? (
        <Link to={ad.link} onClick={close} className="block">
          {image}
        </Link>
      ) : (
        image
      )}
    </Modal>
  );
}
