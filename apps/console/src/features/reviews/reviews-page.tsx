import { Route, Routes } from 'react-router';
import { PageHeader } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import { DebtList } from './debt-list';
import { ReviewList } from './review-list';
import { useReviewTexts } from './texts';

/**
 * What providers' money paths leave for an operator: differences reconciliation found (an admin posts the
 * difference), flags such as a large credit (marked as seen), and the players who owe the house.
 */
export function ReviewsPage() {
  const { t } = useReviewTexts();
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav
        tabs={[
          { to: '', label: t('tab_open') },
          { to: 'closed', label: t('tab_closed') },
          { to: 'debts', label: t('tab_debts') },
        ]}
      />
      <Routes>
        <Route index element={<ReviewList status="open" />} />
        <Route path="closed" element={<ReviewList status="closed" />} />
        <Route path="debts" element={<DebtList />} />
      </Routes>
    </>
  );
}
