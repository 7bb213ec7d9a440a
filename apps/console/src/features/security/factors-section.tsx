import type { SecondFactorRow, SecondFactorStatus } from '@zeya/contract/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { consoleFactorCall, FACTOR_KEY, methodsWith, type Enrolled } from '@/shared/second-factor/api';
import { Enrolment } from '@/shared/second-factor/enrolment';
import { RecoveryCodes } from '@/shared/second-factor/recovery-codes';
import { readSession, setFactorState } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { removeFactor, renewRecoveryCodes } from './api';
import { useSecurityTexts } from './texts';

const SECTION = 'grid gap-3 rounded-lg border border-stone-200 bg-white p-4';

function FactorList({ factors }: { factors: SecondFactorRow[] }) {
  const { t } = useSecurityTexts();
  const { run } = useConsoleAction(FACTOR_KEY);
  const only = factors.length === 1;
  return (
    <>
      <DataTable
        rows={factors}
        rowKey={(row) => row.id}
        columns={[
          { key: 'kind', header: t('kind'), cell: (row) => t(`factor:${row.kind}`) },
          { key: 'label', header: t('label'), cell: (row) => row.label },
          { key: 'added', header: t('added'), cell: (row) => formatTime(row.created_at) },
          { key: 'used', header: t('last_used'), cell: (row) => formatTime(row.last_used_at) },
          {
            key: 'actions',
            header: '',
            cell: (row) => (
              <ConfirmButton
                look="danger"
                label={t('remove')}
                question={t('remove_question', { label: row.label })}
                disabled={only}
                onConfirm={() => removeFactor(run, row.id)}
              />
            ),
          },
        ]}
      />
      {only && <p className="text-sm text-stone-600">{t('last_one')}</p>}
    </>
  );
}

/** The recovery codes left, and new ones (shown once) in place of them. */
function RecoverySection({ left }: { left: number }) {
  const { t } = useSecurityTexts();
  const { run } = useConsoleAction(FACTOR_KEY);
  const [codes, setCodes] = useState<string[] | null>(null);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={SECTION}>
      <h2 id={titleId} className="font-semibold">
        {t('recovery')}
      </h2>
      {codes ? (
        <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />
      ) : (
        <>
          <p className="text-sm text-stone-700">{t('codes_left', { count: left })}</p>
          <div>
            <ConfirmButton
              look="secondary"
              label={t('new_codes')}
              question={t('new_codes_question')}
              onConfirm={async () => setCodes((await renewRecoveryCodes(run))?.recovery_codes ?? null)}
            />
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The person's own second factors: the list (the last one cannot go), another one added (the server asks for a fresh
 * proof of the one they have first: the step-up prompt answers it), and their recovery codes.
 */
export function FactorsSection({ status }: { status: SecondFactorStatus }) {
  const { t } = useSecurityTexts();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const titleId = useId();
  const none = status.factors.length === 0;
  const added = async (enrolled: Enrolled) => {
    setAdding(false);
    setFactorState('none', methodsWith(readSession()?.methods ?? [], enrolled));
    await queryClient.invalidateQueries({ queryKey: FACTOR_KEY });
  };
  return (
    <>
      <section aria-labelledby={titleId} className={SECTION}>
        <h2 id={titleId} className="font-semibold">
          {t('factors')}
        </h2>
        {none ? (
          <p className="text-sm text-stone-700">{t('none')}</p>
        ) : (
          <FactorList factors={status.factors} />
        )}
        {adding ? (
          <Enrolment
            call={consoleFactorCall}
            onDone={(enrolled) => void added(enrolled)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button className="justify-self-start" onClick={() => setAdding(true)}>
            {t(none ? 'add_first' : 'add_another')}
          </Button>
        )}
      </section>
      {!none && <RecoverySection left={status.recovery_codes_left} />}
    </>
  );
}
