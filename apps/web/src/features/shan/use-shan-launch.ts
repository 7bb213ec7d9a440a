import type { UserProfile } from '@zeya/contract/auth';
import { useState } from 'react';
import { requestLaunch, type LaunchFailure } from '@/features/shan/api';
import { useShanTexts } from '@/features/shan/messages';

export interface LaunchStatus {
  tone: 'success' | 'error';
  text: string;
}

/** The spec's failure texts: operator code errors joined, else the message, error_detail or a default. */
function failureText(failure: LaunchFailure | null, t: (key: string) => string): string {
  if (!failure) return t('network_error');
  const operatorCode = failure.errors?.operator_code;
  if (operatorCode?.length) return operatorCode.join(', ');
  return failure.message || failure.error_detail || t('launch_failed');
}

/**
 * Launches Shan into a new tab. The tab is opened by the click itself, before the request, because popup blockers
 * only allow that; it gets the game's URL on success and is closed on failure.
 */
export function useShanLaunch() {
  const { t } = useShanTexts();
  const [launching, setLaunching] = useState(false);
  const [status, setStatus] = useState<LaunchStatus | null>(null);

  async function launch(profile: UserProfile) {
    const tab = window.open('', '_blank');
    // The game's page must not reach back into ours.
    if (tab) tab.opener = null;
    setLaunching(true);
    setStatus(null);
    const result = await requestLaunch(profile);
    setLaunching(false);
    if ('failure' in result) {
      tab?.close();
      return setStatus({ tone: 'error', text: failureText(result.failure, t) });
    }
    if (!tab) return setStatus({ tone: 'error', text: t('popup_blocked') });
    tab.location.href = result.url;
    setStatus({ tone: 'success', text: t('launched') });
  }

  return { launch, launching, status };
}
