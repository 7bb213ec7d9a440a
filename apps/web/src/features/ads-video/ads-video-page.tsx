import { useVideoAds } from '@/shared/api/video-ads';
import { mediaUrl } from '@/shared/format';
import { NoData } from '@/shared/ui/loading';
import { Spinner } from '@/shared/ui/spinner';
import { useAdsVideoTexts } from '@/features/ads-video/messages';

/** /ads-video: the promotional clips, each playing muted on a loop. */
export function AdsVideoPage() {
  const { t } = useAdsVideoTexts();
  const videos = useVideoAds();

  return (
    <section className="mx-auto max-w-xl px-3 py-4">
      <h1 className="mb-4 text-center text-xl font-bold text-brand">{t('title')}</h1>
      {videos.isPending ? (
        <div className="flex justify-center py-10 text-amber-200">
          <Spinner className="h-8 w-8" />
        </div>
      ) : videos.isError ? (
        <NoData text={t('common:something_went_wrong')} />
      ) : videos.data.length === 0 ? (
        <NoData text={t('empty')} />
      ) : (
        <ul className="flex flex-col items-center gap-5">
          {videos.data.map((video, index) => (
            <li
              key={video.id}
              className="w-full overflow-hidden rounded-xl border border-amber-400/20 bg-[#2a1c05] shadow-lg"
            >
              <video
                src={mediaUrl(video.video_url)}
                autoPlay
                muted
                loop
                playsInline
                controls
                preload="metadata"
                className="aspect-video w-full bg-black"
              />
              <div className="p-4 text-center">
                <h2 className="font-bold text-amber-200">{t('video_title', { number: index + 1 })}</h2>
                <p className="mt-1 text-sm text-white/70">{t('video_text')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
