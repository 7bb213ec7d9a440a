import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { useUiTexts } from './messages';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-stone-900">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </header>
  );
}

/** A query's loading and failure states, then its data. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useUiTexts();
  if (query.isPending) return <p className="text-sm text-stone-600">{t('loading')}</p>;
  if (query.isError)
    return (
      <p role="alert" className="flex items-center gap-3 text-sm text-red-700">
        {query.error instanceof Error && query.error.message ? query.error.message : t('failed')}
        <Button look="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  return <>{children(query.data)}</>;
}
