import { useTexts } from '@/shared/i18n/i18n';

/**
 * A turning ring, announced as loading in the player's language. `decorative` when text beside it already says so,
 * so a screen reader does not say it twice.
 */
export function Spinner({
  className = 'h-6 w-6',
  decorative = false,
}: {
  className?: string;
  decorative?: boolean;
}) {
  const { t } = useTexts();
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : t('loading')}
      aria-hidden={decorative || undefined}
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}
