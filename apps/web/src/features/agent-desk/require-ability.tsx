import type { ReactNode } from 'react';
import { Loading } from '@/shared/ui/loading';
import { useDeskAccess, type DeskAbilities } from '@/features/agent-desk/desk-access';
import { Card } from '@/features/agent-desk/desk-ui';
import { useDeskTexts } from '@/features/agent-desk/messages';

/** A screen that needs more than viewing: one whose person may not use it says so instead of failing on each call. */
export function RequireAbility({ needs, children }: { needs: keyof DeskAbilities; children: ReactNode }) {
  const { t } = useDeskTexts();
  const { me, abilities } = useDeskAccess();
  if (!me) return <Loading />;
  if (!abilities[needs])
    return (
      <Card>
        <p className="text-sm text-white/80">{t('not_allowed')}</p>
      </Card>
    );
  return children;
}
