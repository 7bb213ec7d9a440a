import { Link } from 'react-router';
import { consoleTexts } from '@/shared/i18n/i18n';

const useTexts = consoleTexts(
  'second_person',
  {
    waiting_person:
      'Request #{{id}} is waiting for a second person: nothing changes until someone else approves it.',
    waiting_admin:
      'Request #{{id}} is waiting for a second admin: nothing changes until another admin approves it.',
    see_requests: 'Staff requests',
  },
  {
    waiting_person: 'တောင်းဆိုမှု #{{id}} သည် ဒုတိယလူတစ်ဦးကို စောင့်နေပါသည်။ အခြားတစ်ဦးက အတည်မပြုမချင်း ဘာမျှ မပြောင်းလဲပါ။',
    waiting_admin: 'တောင်းဆိုမှု #{{id}} သည် ဒုတိယ အက်ဒမင်တစ်ဦးကို စောင့်နေပါသည်။ အခြားအက်ဒမင်က အတည်မပြုမချင်း ဘာမျှ မပြောင်းလဲပါ။',
    see_requests: 'ဝန်ထမ်း တောင်းဆိုမှုများ',
  },
);

/**
 * What an action that needs two people left behind: a staff request, not the change. Said where the change would
 * show (beside the account, the offer, the player), with the way to the requests a second person decides.
 */
export function SecondPersonNote({ requestId, admin = false }: { requestId: number; admin?: boolean }) {
  const { t } = useTexts();
  return (
    <p className="text-sm text-amber-800" data-testid="second-person-note">
      {t(admin ? 'waiting_admin' : 'waiting_person', { id: requestId })}{' '}
      <Link to="/money/staff-requests" className="font-medium underline">
        {t('see_requests')}
      </Link>
    </p>
  );
}
