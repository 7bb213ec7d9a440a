import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '@/shared/ui/loading';
import { FormAlert } from '@/shared/ui/form-fields';
import { FACTOR_KEY, useFactorStatus } from '@/features/agent-desk/api';
import { Card, DeskButton, DeskHeading, deskDateTime, failureText } from '@/features/agent-desk/desk-ui';
import { Enrolment } from '@/features/agent-desk/enrolment';
import { factorProven } from '@/features/agent-desk/factor-api';
import { useDeskTexts } from '@/features/agent-desk/messages';

/**
 * /agent/security: the person's second factors. With one, the desk asks for it at sign-in and again before money
 * actions; adding one here is how an agent without one starts.
 */
export function SecurityPage() {
  const { t, failure } = useDeskTexts();
  const status = useFactorStatus();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  if (status.isPending) return <Loading />;
  if (status.isError) return <FormAlert message={failureText(status.error, failure)} />;
  const { factors, recovery_codes_left: codesLeft } = status.data;
  return (
    <>
      <DeskHeading title={t('security_title')} />
      <div className="space-y-3">
        <Card>
          <p className="mb-3 text-sm text-white/80">
            {t(factors.length ? 'factor_on_note' : 'factor_off_note')}
          </p>
          {factors.length > 0 && (
            <ul className="mb-3 space-y-2">
              {factors.map((factor) => (
                <li
                  key={factor.id}
                  data-testid="second-factor"
                  className="rounded-lg bg-black/30 px-3 py-2 text-sm"
                >
                  <p className="font-bold text-white">{factor.label}</p>
                  <p className="text-white/60">
                    {t(factor.kind === 'totp' ? 'kind_totp' : 'kind_passkey')} ·{' '}
                    {deskDateTime(factor.created_at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {factors.length > 0 && (
            <p className="mb-3 text-sm text-white/70">{t('recovery_left', { count: codesLeft })}</p>
          )}
          {adding ? (
            <Enrolment
              onDone={(enrolled) => {
                setAdding(false);
                factorProven([enrolled.factor.kind, 'recovery']);
                void queryClient.invalidateQueries({ queryKey: FACTOR_KEY });
              }}
            />
          ) : (
            <DeskButton onClick={() => setAdding(true)}>{t('add_authenticator_app')}</DeskButton>
          )}
        </Card>
      </div>
    </>
  );
}
