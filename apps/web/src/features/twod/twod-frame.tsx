import type { ReactNode } from 'react';
import { LotteryFrame } from '@/shared/ui/lottery-frame';
import { useTwodTexts } from '@/features/twod/messages';

/** A 2D screen: a way back (to the 2D board unless `back` says otherwise), its heading, then the content. */
export function TwodFrame({
  title,
  back = '/2d',
  children,
}: {
  title: string;
  back?: string | null;
  children: ReactNode;
}) {
  const { t } = useTwodTexts();
  return (
    <LotteryFrame title={title} back={back} backLabel={t('back')}>
      {children}
    </LotteryFrame>
  );
}
