import { useEffect, useState } from 'react';
import { mediaUrl } from '@/shared/format';
import { Modal } from '@/shared/ui/modal';
import { usePopupAds } from '@/features/home/api';
import { useHomeTexts } from '@/features/home/messages';

/** sessionStorage flag: the pop-up ad was shown in this browser session. */
export const POPUP_AD_SHOWN = 'popupAdShown';

/** The pop-up ad banner, once per browser session, until closed. */
export function PopupAd() {
  const { t } = useHomeTexts();
  const { data } = usePopupAds();
  const [open, setOpen] = useState(() => sessionStorage.getItem(POPUP_AD_SHOWN) === null);
  const ad = data?.[0];
  const showing = open && ad !== undefined;

  useEffect(() => {
    if (showing) sessionStorage.setItem(POPUP_AD_SHOWN, '1');
  }, [showing]);

  if (!showing) return null;
  return (
    <Modal title={t('advertisement')} onClose={() => setOpen(false)}>
      <img
        src={mediaUrl(ad.img_url)}
        alt={t('advertisement')}
        className="mx-auto h-[150px] w-auto max-w-full object-contain"
      />
    </Modal>
  );
}
