import { useEffect, useRef, useState } from 'react';
import { useVideoAds, type VideoAd } from '@/shared/api/video-ads';
import { mediaUrl } from '@/shared/format';
import { Loading, NoData } from '@/shared/ui/loading';
import { useReelsTexts } from '@/features/reels/messages';

/** A slide plays once this share of it is on screen and pauses below it. */
export const VISIBLE_TO_PLAY = 0.9;

/** /reels: one full-height slide per video ad, snapping vertically; only the slide in view plays. */
export function ReelsPage() {
  const { t } = useReelsTexts();
  const videos = useVideoAds();
  const [muted, setMuted] = useState(true);

  return (
    <section className="mx-auto max-w-md">
      <h1 className="sr-only">{t('title')}</h1>
      {videos.isPending ? (
        <Loading />
      ) : videos.isError ? (
        <NoData text={t('common:something_went_wrong')} />
      ) : videos.data.length === 0 ? (
        <NoData text={t('empty')} />
      ) : (
        <div
          data-testid="reels"
          className="h-[80vh] snap-y snap-mandatory overflow-y-auto overscroll-contain bg-black [scrollbar-width:none]"
        >
          {videos.data.map((video, index) => (
            <Reel
              key={video.id}
              video={video}
              number={index + 1}
              muted={muted}
              onToggleMute={() => setMuted((value) => !value)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Reel({
  video,
  number,
  muted,
  onToggleMute,
}: {
  video: VideoAd;
  number: number;
  muted: boolean;
  onToggleMute: () => void;
}) {
  const { t } = useReelsTexts();
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.intersectionRatio >= VISIBLE_TO_PLAY)
          // Autoplay may still be refused (e.g. with sound on before any tap): the slide then waits for the player.
          void element.play()?.catch(() => undefined);
        else element.pause();
      },
      { threshold: VISIBLE_TO_PLAY },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <article data-testid="reel" className="relative h-[80vh] snap-start snap-always">
      <video
        ref={ref}
        src={mediaUrl(video.video_url)}
        muted={muted}
        loop
        playsInline
        preload="metadata"
        aria-label={t('video_title', { number })}
        className="h-full w-full object-contain"
      />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 pr-16">
        <h2 className="font-bold text-white">{t('video_title', { number })}</h2>
      </div>
      <button
        type="button"
        onClick={onToggleMute}
        aria-label={muted ? t('unmute') : t('mute')}
        className="absolute bottom-4 right-4 flex h-10 w-10 items-center justify-center rounded-full bg-black/60 text-white"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
          <path d="M3 9v6h4l5 5V4L7 9H3Z" />
          {muted ? (
            <path d="m16.5 8.5 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1-1.4 1.4-2.1-2.1-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1Z" />
          ) : (
            <path d="M16.5 12A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
          )}
        </svg>
      </button>
    </article>
  );
}
