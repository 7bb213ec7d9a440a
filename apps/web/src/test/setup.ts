import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { namespaces } from '@/app/i18n-resources';
import { setupI18n } from '@/shared/i18n/i18n';

setupI18n(namespaces);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
