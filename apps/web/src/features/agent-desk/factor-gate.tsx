import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FACTOR_KEY } from '@/features/agent-desk/api';
import { Card } from '@/features/agent-desk/desk-ui';
import { Enrolment } from '@/features/agent-desk/enrolment';
import { factorProven } from '@/features/agent-desk/factor-api';
import { FactorProof } from '@/features/agent-desk/factor-proof';
import { useDeskTexts } from '@/features/agent-desk/messages';
import { useDeskSession } from '@/features/agent-desk/session';

/**
 * Until the session has proven its second factor (or enrolled one, where the site requires it) the server opens
 * nothing else, so the desk shows only that step.
 */
export function FactorGate({ children }: { children: ReactNode }) {
  const { t } = useDeskTexts();
  const session = useDeskSession();
  const queryClient = useQueryClient();
  if (session?.factor === 'verify')
    return (
      <main className="mx-auto w-full max-w-md flex-1 px-3 py-6">
        <Card>
          <h1 className="mb-1 text-lg font-bold text-brand">{t('factor_title')}</h1>
          <p className="mb-4 text-sm text-white/75">{t('factor_note')}</p>
          <FactorProof methods={session.methods} onProven={() => factorProven()} autoFocus />
        </Card>
      </main>
    );
  if (session?.factor === 'enrol')
    return (
      <main className="mx-auto w-full max-w-md flex-1 px-3 py-6">
        <Card>
          <h1 className="mb-1 text-lg font-bold text-brand">{t('enrol_title')}</h1>
          <p className="mb-4 text-sm text-white/75">{t('enrol_needed_note')}</p>
          <Enrolment
            onDone={(enrolled) => {
              factorProven([enrolled.factor.kind, 'recovery']);
              void queryClient.invalidateQueries({ queryKey: FACTOR_KEY });
            }}
          />
        </Card>
      </main>
    );
  return children;
}
