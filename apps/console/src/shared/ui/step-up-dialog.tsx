import type { FactorMethod } from '@zeya/contract/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useDialogFocus } from '@zeya/ui-kit/use-dialog-focus';
import { useEffect, useId, useRef, useState } from 'react';
import { answerFactorRefusals, ApiError } from '@/shared/api/client';
import { consoleFactorCall, FACTOR_KEY, factorStatusQuery, methodsOf } from '@/shared/second-factor/api';
import { FactorProof } from '@/shared/second-factor/factor-proof';
import { useFactorTexts } from '@/shared/second-factor/texts';
import { Button } from './button';
import { useUiTexts } from './messages';

interface Asked {
  /** The server's reason, said at the top of the prompt. */
  reason: string;
  methods: FactorMethod[];
  settle: (proven: boolean) => void;
}

function StepUpPrompt({ asked }: { asked: Asked }) {
  const { t } = useFactorTexts();
  const ui = useUiTexts();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const reasonId = useId();
  useDialogFocus(panel, () => asked.settle(false));
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={reasonId}
        className="grid w-full max-w-sm gap-4 rounded-lg bg-white p-5 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t('step_up_title')}
        </h2>
        <p id={reasonId} className="text-sm text-stone-700">
          {asked.reason}
        </p>
        <FactorProof call={consoleFactorCall} methods={asked.methods} onProven={() => asked.settle(true)} />
        <Button look="secondary" className="justify-self-end" onClick={() => asked.settle(false)}>
          {ui.t('cancel')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The one place a console session proves its factor again: mounted once around the signed-in screens, it answers
 * every call the server refused for want of a recent proof (consoleApi). The refused call waits while the prompt is
 * open and is made again once the factor is proven; Cancel ends it with a message saying nothing was done.
 */
export function StepUpDialog() {
  const { t } = useFactorTexts();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const settleOpen = useRef<Asked['settle'] | null>(null);
  const cancelled = t('step_up_cancelled');
  useEffect(() => {
    const stop = answerFactorRefusals(async (refusal) => {
      // What the person can prove it with, known before the prompt opens, so focus lands in its first field.
      const status = await queryClient.fetchQuery(factorStatusQuery());
      return new Promise<void>((resolve, reject) => {
        const settle = (proven: boolean) => {
          settleOpen.current = null;
          setAsked(null);
          if (!proven) return reject(new ApiError(refusal.status, cancelled, {}, refusal.body));
          // The list of factors shows when each was last used.
          void queryClient.invalidateQueries({ queryKey: FACTOR_KEY });
          resolve();
        };
        settleOpen.current = settle;
        setAsked({ reason: refusal.message, methods: methodsOf(status), settle });
      });
    });
    return () => {
      stop();
      // Gone with the signed-in screens: the calls that waited for it end refused rather than wait for ever.
      settleOpen.current?.(false);
    };
  }, [queryClient, cancelled]);
  return asked && <StepUpPrompt asked={asked} />;
}
