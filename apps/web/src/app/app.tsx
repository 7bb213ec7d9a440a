import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { seedFirstData } from '@/app/first-data';
import { namespaces } from '@/app/i18n-resources';
import { createRouter } from '@/app/router';
import { ApiError } from '@/shared/api/client';
import { refetchOnLanguageChange } from '@/shared/api/language-refetch';
import { setupI18n } from '@/shared/i18n/i18n';

setupI18n(namespaces);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network blips and 5xx get one more try.
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});

seedFirstData(queryClient);
refetchOnLanguageChange(queryClient);

const router = createRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
