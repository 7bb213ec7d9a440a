import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { consoleFile } from '@/shared/api/download';
import { Button } from '@/shared/ui/button';
import { useMoneyTexts } from './texts';

/** The receipt is the player's private paper: fetched with the console token and shown from an object URL. */
function useReceiptUrl(id: number, path: string) {
  const query = useQuery({
    queryKey: ['receipt', id],
    queryFn: async () =>
      URL.createObjectURL(await (await consoleFile(path.replace(/^\/api\/console/, ''))).blob()),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}

function ReceiptImage({ id, path }: { id: number; path: string }) {
  const { t } = useMoneyTexts();
  const receipt = useReceiptUrl(id, path);
  if (receipt.isError) return <p className="text-xs text-red-700">{t('receipt_failed')}</p>;
  if (!receipt.data) return null;
  return (
    <a href={receipt.data} target="_blank" rel="noreferrer">
      <img src={receipt.data} alt={t('receipt_alt', { id })} className="mt-2 max-h-64 rounded border" />
    </a>
  );
}

export function Receipt({ id, path }: { id: number; path: string | null }) {
  const { t } = useMoneyTexts();
  const [open, setOpen] = useState(false);
  if (!path) return <span className="text-stone-600">—</span>;
  return (
    <div>
      <Button look="secondary" onClick={() => setOpen(!open)}>
        {t(open ? 'hide_receipt' : 'show_receipt')}
      </Button>
      {open && <ReceiptImage id={id} path={path} />}
    </div>
  );
}
