import { useTexts } from '@/shared/i18n/i18n';
import { Spinner } from '@/shared/ui/spinner';

/** The spec's loading state: a spinner and 'Loading...'. */
export function Loading() {
  const { t } = useTexts();
  return (
    <div
      role="status"
      aria-busy="true"
      className="flex items-center justify-center gap-3 py-10 text-amber-200"
    >
      <Spinner decorative />
      <span>{t('loading')}</span>
    </div>
  );
}

export function NoData({ text }: { text?: string }) {
  const { t } = useTexts();
  return <p className="py-10 text-center text-white/60">{text ?? t('no_data')}</p>;
}
