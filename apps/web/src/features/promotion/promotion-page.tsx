import { useState } from 'react';
import { mediaUrl } from '@/shared/format';
import { htmlLanguage } from '@/shared/i18n/i18n';
import { Loading, NoData } from '@/shared/ui/loading';
import { Modal } from '@/shared/ui/modal';
import { usePromotions, type Promotion } from '@/features/promotion/api';
import { usePromotionTexts } from '@/features/promotion/messages';
import { Offers } from '@/features/promotion/offers';

/** /promotion: the operator's offers as a two-column grid; 'Learn More' opens one in a modal. */
export function PromotionPage() {
  const { t } = usePromotionTexts();
  const promotions = usePromotions();
  const [open, setOpen] = useState<Promotion | null>(null);

  return (
    <section className="mx-auto max-w-3xl px-3 py-4">
      <h1 className="mb-4 text-xl font-bold text-brand">{t('title')}</h1>
      <Offers />
      {promotions.isPending ? (
        <Loading />
      ) : promotions.isError ? (
        <NoData text={t('common:something_went_wrong')} />
      ) : promotions.data.length === 0 ? (
        <NoData text={t('empty')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:gap-5">
          {promotions.data.map((promotion) => (
            <li
              key={promotion.id}
              className="flex flex-col overflow-hidden rounded-xl border border-amber-400/20 bg-[#2a1c05] shadow-lg"
            >
              <img
                src={mediaUrl(promotion.img_url)}
                alt={promotion.title}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-3">
                {/* Texts not written in the player's language come in English, marked as such. */}
                <h2
                  lang={htmlLanguage(promotion.lang)}
                  className="text-sm font-bold text-amber-200 md:text-base"
                >
                  {promotion.title}
                </h2>
                {/* A teaser: Learn More below shows the whole text. */}
                <p
                  data-teaser
                  lang={htmlLanguage(promotion.lang)}
                  className="line-clamp-3 flex-1 text-xs text-white/70 md:text-sm"
                >
                  {promotion.description}
                </p>
                <button
                  type="button"
                  onClick={() => setOpen(promotion)}
                  className="mt-1 rounded-full bg-brand px-3 py-1.5 text-xs font-semibold text-ink md:text-sm"
                >
                  {t('learn_more')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && <PromotionModal promotion={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function PromotionModal({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = usePromotionTexts();
  return (
    <Modal title={promotion.title} onClose={onClose}>
      <img
        src={mediaUrl(promotion.img_url)}
        alt={promotion.title}
        className="aspect-[3/2] w-full rounded-lg object-cover"
      />
      <p lang={htmlLanguage(promotion.lang)} className="mt-4 whitespace-pre-line text-sm text-white/80">
        {promotion.description}
      </p>
      <div className="mt-5 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-ink"
        >
          {t('common:close')}
        </button>
      </div>
    </Modal>
  );
}
