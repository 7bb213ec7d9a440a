import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '@/shared/format';
import { Spinner } from '@/shared/ui/spinner';
import { useBanners, type Banner } from '@/features/home/api';
import { useHomeTexts } from '@/features/home/messages';

// A phone shows the whole banner (drawn 3:1) so its sides, where the arrows sit, hold no cropped-in headline.
const FRAME = 'relative aspect-[3/1] overflow-hidden rounded-xl bg-[#2a1c05] md:aspect-auto md:h-64';

/**
 * One banner at a time with previous and next buttons and a dot per slide; both ends wrap. A banner with a link opens
 * the screen it advertises. Embla does the sliding
 * and swiping (with `loop`), the index here decides which slide is current so the wrap holds however Embla is able
 * to lay the slides out.
 */
export function BannerCarousel() {
  const { t } = useHomeTexts();
  const { data: banners, isPending } = useBanners();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [index, setIndex] = useState(0);
  const count = banners?.length ?? 0;

  useEffect(() => {
    if (!embla) return;
    // A swipe moves Embla first; follow it when Embla has one snap per banner.
    const follow = () => {
      if (embla.scrollSnapList().length === count) setIndex(embla.selectedScrollSnap());
    };
    embla.on('select', follow);
    return () => {
      embla.off('select', follow);
    };
  }, [embla, count]);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      const next = ((target % count) + count) % count;
      setIndex(next);
      embla?.scrollTo(next);
    },
    [embla, count],
  );

  if (isPending)
    return (
      <div className={`${FRAME} flex items-center justify-center text-brand`}>
        <Spinner />
      </div>
    );
  if (!banners?.length)
    return <div className={`${FRAME} flex items-center justify-center text-white/60`}>{t('no_banners')}</div>;

  const current = Math.min(index, count - 1);
  return (
    <section aria-roledescription="carousel" aria-label={t('banners')} className={FRAME}>
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full">
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide_of', { n: i + 1, total: count })}
              aria-hidden={i !== current}
              className="h-full min-w-0 flex-[0_0_100%]"
            >
              <BannerImage banner={banner} alt={t('banner_alt', { n: i + 1 })} shown={i === current} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t('previous')}
            onClick={() => goTo(current - 1)}
            className="absolute top-1/2 left-2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-xl text-white"
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={t('next')}
            onClick={() => goTo(current + 1)}
            className="absolute top-1/2 right-2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-xl text-white"
          >
            ›
          </button>
        </>
      )}
      <div className="absolute bottom-2 left-0 flex w-full justify-center gap-2">
        {banners.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            aria-label={t('go_to_slide', { n: i + 1 })}
            aria-current={i === current}
            onClick={() => goTo(i)}
            className={`h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-brand' : 'w-2.5 bg-white/60'}`}
          />
        ))}
      </div>
    </section>
  );
}

/** A banner's picture, a link to the screen it advertises when it has one; only the shown slide's link is tabbable. */
function BannerImage({ banner, alt, shown }: { banner: Banner; alt: string; shown: boolean }) {
  const image = (
    <img src={mediaUrl(banner.img_url)} alt={alt} className="h-full w-full object-cover" draggable={false} />
  );
  if (!banner.link) return image;
  return (
    <Link
      to={banner.link}
      tabIndex={shown ? undefined : -1}
      className="block h-full w-full"
      draggable={false}
    >
      {image}
    </Link>
  );
}
