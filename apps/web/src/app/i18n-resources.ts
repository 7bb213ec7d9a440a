import type { Messages } from '@/shared/i18n/i18n';
import { commonMessages } from '@/shared/i18n/common';
import { appMessages } from '@/app/messages';

/** Every namespace of texts, one per feature; a test checks each has every key in all four languages. */
export const namespaces: Record<string, Messages> = {
  common: commonMessages,
  app: appMessages,
};
