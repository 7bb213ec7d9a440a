import { Route, Routes } from 'react-router';
import { PageHeader } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import { Accounts } from './accounts';
import { RulesTab } from './rules-tab';
import { useOperatorTexts } from './texts';

/**
 * Admins manage who may use the console, two at a time (every change waits for a second admin), and the approval
 * rules that say when a staff action needs a second person.
 */
export function OperatorsPage() {
  const { t } = useOperatorTexts();
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav
        tabs={[
          { to: '', label: t('accounts') },
          { to: 'rules', label: t('rules') },
        ]}
      />
      <Routes>
        <Route index element={<Accounts />} />
        <Route path="rules" element={<RulesTab />} />
      </Routes>
    </>
  );
}
