import { useQuery } from '@tanstack/react-query';
import type { SmsOutboxReply } from '@zeya/contract/sms-outbox';
import { consoleData } from '@/shared/api/client';

/** A text arrives a moment after the action that sends it: the open outbox asks again this often. */
export const OUTBOX_REFRESH_MS = 3_000;

export const useSmsOutbox = () =>
  useQuery({
    queryKey: ['sms-outbox'],
    queryFn: ({ signal }) => consoleData<SmsOutboxReply>('/sms-outbox', { signal }),
    refetchInterval: OUTBOX_REFRESH_MS,
  });

/** Whether this server keeps an outbox (development): the menu shows the screen only then. */
export const smsOutboxEnabled = async () => (await consoleData<SmsOutboxReply>('/sms-outbox')).enabled;
