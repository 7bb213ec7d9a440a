import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useUser } from '@/shared/api/user';
import { htmlLanguage } from '@/shared/i18n/i18n';
import { BonusBalance } from '@/shared/wallet/bonus-balance';
import { useClaim, useOffers, type PlayerOffer } from '@/features/promotion/api';
import { usePromotionTexts } from '@/features/promotion/messages';

/**
 * Offers with rules: each with its terms in the player's language and, for a signed-in player, a claim button (and a
 * code field where the offer needs one). What a claim pays is the server's decision; its answer is shown as it is.
 */
export function Offers() {
  const { t } = usePromotionTexts();
  const offers = useOffers();
  const signedIn = useUser().data !== undefined;
  if (!offers.data || offers.data.length === 0) return null;
  return (
    <section aria-labelledby="offers-title" className="mb-6 space-y-3">
      <h2 id="offers-title" className="text-lg font-bold text-amber-200">
        {t('offers')}
      </h2>
      {signedIn && <BonusBalance className="rounded-xl bg-white/5 p-3" />}
      <ul className="grid gap-3 md:grid-cols-2">
        {offers.data.map((offer) => (
          <OfferCard key={offer.id} offer={offer} signedIn={signedIn} />
        ))}
      </ul>
    </section>
  );
}

function OfferCard({ offer, signedIn }: { offer: PlayerOffer; signedIn: boolean }) {
  const { t } = usePromotionTexts();
  const claim = useClaim();
  const [code, setCode] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async () => {
    setSaid(null);
    try {
      const reply = await claim.mutateAsync({ id: offer.id, code: code.trim() || undefined });
      setSaid({ ok: true, text: reply.message });
    } catch (error) {
      const fields = error instanceof ApiError ? Object.values(error.errors).flat() : [];
      const text =
        fields[0] ?? (error instanceof ApiError && error.message ? error.message : t('claim_failed'));
      setSaid({ ok: false, text });
    }
  };

  return (
    <li
      aria-label={offer.title}
      className="flex flex-col gap-2 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4 shadow-lg"
    >
      {/* An offer not written in the player's language comes in English: marked as such for readers and fonts. */}
      <h3 lang={htmlLanguage(offer.lang)} className="font-bold text-amber-200">
        {offer.title}
      </h3>
      <p lang={htmlLanguage(offer.lang)} className="whitespace-pre-line text-sm text-white/80">
        {offer.terms}
      </p>
      {signedIn && !offer.claimed && offer.needs_code && (
        <label className="text-sm text-white/80">
          {t('code')}
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="mt-1 w-full rounded-lg border border-white/20 bg-black/30 px-3 py-2 text-white"
          />
        </label>
      )}
      {signedIn &&
        (offer.claimed ? (
          <p className="text-sm font-semibold text-emerald-300">{t('claimed')}</p>
        ) : (
          <button
            type="button"
            disabled={claim.isPending}
            onClick={() => void send()}
            className="self-start rounded-full bg-brand px-5 py-2 text-sm font-semibold text-ink disabled:opacity-60"
          >
            {t('claim')}
          </button>
        ))}
      {said && (
        <p
          role={said.ok ? 'status' : 'alert'}
          className={`text-sm ${said.ok ? 'text-emerald-300' : 'text-red-300'}`}
        >
          {said.text}
        </p>
      )}
    </li>
  );
}
