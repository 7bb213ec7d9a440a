import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/app/messages';
import '@/shared/ui/messages';
import { setupI18n } from '@/shared/i18n/i18n';

setupI18n();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
