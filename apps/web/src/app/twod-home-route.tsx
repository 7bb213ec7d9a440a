import { useEffect, useState } from 'react';
import { earlyShell } from '@/app/early-shell-state';
import { TwodHomePage } from '@/features/twod/twod-home-page';

/**
 * /2d, carrying on from the early shell: the closing-time picker the visitor opened there before the app had arrived
 * stays open under their finger. Only the first time: coming back to /2d later shows the page as usual.
 */
export function TwodHomeRoute() {
  const [carriedOn] = useState(earlyShell.closingTimesOpen);
  useEffect(() => {
    earlyShell.closingTimesOpen = false;
  }, []);
  return <TwodHomePage openPicker={carriedOn ? 'time' : null} />;
}
