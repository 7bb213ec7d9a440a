import type { FactorMethod, SecondFactorStatus } from '@zeya/contract/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/shared/ui/modal';
import { FACTOR_KEY } from '@/features/agent-desk/api';
import { answerFactorRefusals, ApiError, deskData } from '@/features/agent-desk/client';
import { FactorProof } from '@/features/agent-desk/factor-proof';
import { useDeskTexts } from '@/features/agent-desk/messages';

interface Asked {
  methods: FactorMethod[];
  settle: (proven: boolean) => void;
}

const methodsOf = (status: SecondFactorStatus): FactorMethod[] => [
  ...new Set(status.factors.map((factor) => factor.kind)),
  ...(status.recovery_codes_left > 0 ? (['recovery'] as const) : []),
];

/**
 * The one place the desk proves its factor again: a money action refused for want of a recent proof waits while
 * this prompt is open and is sent again once the code is right; Cancel ends it saying nothing was done.
 */
export function StepUpDialog() {
  const { t } = useDeskTexts();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const settleOpen = useRef<Asked['settle'] | null>(null);
  const cancelled = t('step_up_cancelled');
  useEffect(() => {
    const stop = answerFactorRefusals(async (refusal) => {
      const status = await queryClient.fetchQuery({
        queryKey: FACTOR_KEY,
        queryFn: () => deskData<SecondFactorStatus>('/agent/second-factor'),
        staleTime: 0,
      });
      return new Promise<void>((resolve, reject) => {
        const settle = (proven: boolean) => {
          settleOpen.current = null;
          setAsked(null);
          if (!proven) return reject(new ApiError(refusal.status, cancelled, {}, refusal.body));
          resolve();
        };
        settleOpen.current = settle;
        setAsked({ methods: methodsOf(status), settle });
      });
    });
    return () => {
      stop();
      settleOpen.current?.(false);
    };
  }, [queryClient, cancelled]);
  if (!asked) return null;
  return (
    <Modal title={t('step_up_title')} onClose={() => asked.settle(false)}>
      {/* The desk's own words rather than the server's: this prompt takes the authenticator's code only. */}
      <p className="mb-3 text-sm text-white/80">{t('step_up_reason')}</p>
      <FactorProof methods={asked.methods} onProven={() => asked.settle(true)} />
    </Modal>
  );
}
