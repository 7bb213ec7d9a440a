import { Button } from '@/shared/ui/button';
import { useVerify } from './api';
import { useAuditTexts } from './texts';

/** Runs the check of the books on the server and shows what it found; it changes nothing, so it asks no confirmation. */
export function VerifyPanel() {
  const { t } = useAuditTexts();
  const verify = useVerify();
  const result = verify.data;
  return (
    <section className="mb-4 grid gap-2 rounded-lg border border-stone-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => verify.mutate()} disabled={verify.isPending}>
          {verify.isPending ? t('verifying') : t('verify')}
        </Button>
        <span className="text-xs text-stone-600">{t('verify_note')}</span>
      </div>
      {verify.error && (
        <p role="alert" className="text-red-700">
          {verify.error.message}
        </p>
      )}
      {result?.clean && (
        <p className="font-medium text-green-800">
          {t('clean', {
            accounts: result.counts.accounts,
            transfers: result.counts.transfers,
            records: result.counts.audit_records,
          })}
        </p>
      )}
      {result && !result.clean && (
        <div role="alert" className="text-red-800">
          <p className="font-medium">{t('violations', { count: result.violations.length })}</p>
          <ul className="list-disc pl-5 font-mono text-xs">
            {result.violations.map((violation) => (
              <li key={violation}>{violation}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
