import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';

/** The spec's loading state: a spinner and 'Loading...'. */
export function Loading() {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  return <p className="py-10 text-center text-white/60">{text ?? t('no_data')}</p>;
}
