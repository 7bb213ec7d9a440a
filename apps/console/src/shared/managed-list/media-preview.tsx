/** A row's image or video, small, as it is served to players. */
export function MediaPreview({
  url,
  kind,
  alt,
}: {
  url: string | null;
  kind: 'image' | 'video';
  alt: string;
}) {
  if (!url) return <span className="text-stone-600">—</span>;
  if (kind === 'video')
    return (
      <video src={url} preload="metadata" controls className="h-16 w-28 rounded bg-black" aria-label={alt} />
    );
  return (
    <img
      src={url}
      alt={alt}
      className="h-12 w-24 rounded border border-stone-200 bg-stone-100 object-contain"
    />
  );
}
