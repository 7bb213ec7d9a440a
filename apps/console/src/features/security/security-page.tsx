import { useFactorStatus } from '@/shared/second-factor/api';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { FactorsSection } from './factors-section';
import { OwnPasswordForm } from './own-password';
import { useSecurityTexts } from './texts';

/** Every staff member's own page: their second factors, their recovery codes and their password. */
export function SecurityPage() {
  const { t } = useSecurityTexts();
  const status = useFactorStatus();
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="grid max-w-3xl gap-4">
        <QueryView query={status}>{(data) => <FactorsSection status={data} />}</QueryView>
        <OwnPasswordForm />
      </div>
    </>
  );
}
