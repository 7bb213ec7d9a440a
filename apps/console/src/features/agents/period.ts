import type { NetworkPeriod } from './api';

/**
 * This month up to today, as the server reckons it: no days sent, so the server's clock and Myanmar calendar decide
 * (the browser's clock may be another day). The filter's fields stay empty until a day is chosen.
 */
export const thisMonth = (): NetworkPeriod => ({ from: '', to: '' });
