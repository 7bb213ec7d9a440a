import type { ReactNode } from 'react';
import { LotteryFrame } from '@/shared/ui/lottery-frame';
import { useThreedTexts } from '@/features/threed/messages';

/** A 3D screen: a way back (to /3d unless `back` says otherwise), its heading, then the content. */
export function ThreedFrame({
  title,
  back = '/3d',
  children,
}: {
  title: string;
  back?: string | null;
  children: ReactNode;
}) {
  const { t } = useThreedTexts();
  return (
    <LotteryFrame title={title} back={back} backLabel={t('back')}>
      {children}
    </LotteryFrame>
  );
}

export const BUTTON = 'rounded-full bg-brand px-6 py-2.5 font-bold text-ink disabled:opacity-50';
