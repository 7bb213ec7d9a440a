import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of the shared form fields (shared/ui/form-fields.tsx). */
export const fieldMessages = defineMessages(
  {
    show_password: 'Show password',
    hide_password: 'Hide password',
  },
  {
    mm: {
      show_password: 'စကားဝှက်ကို ပြပါ',
      hide_password: 'စကားဝှက်ကို ဖျောက်ပါ',
    },
    zh: {
      show_password: '显示密码',
      hide_password: '隐藏密码',
    },
    th: {
      show_password: 'แสดงรหัสผ่าน',
      hide_password: 'ซ่อนรหัสผ่าน',
    },
  },
);

export const useFieldTexts = featureTexts('fields', fieldMessages);
