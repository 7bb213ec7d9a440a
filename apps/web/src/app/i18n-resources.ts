import { appMessages } from '@/app/messages';
import { shellMessages } from '@/app/shell-messages';
import { commonMessages } from '@/shared/i18n/common';
import type { Messages } from '@/shared/i18n/define-messages';

/** Texts of the shell, loaded with the first route; each feature registers its own when it loads (featureTexts). */
export const namespaces: Record<string, Messages> = {
  common: commonMessages,
  app: appMessages,
  shell: shellMessages,
};
