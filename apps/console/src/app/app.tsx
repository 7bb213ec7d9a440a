import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@/app/messages';
import { createRouter } from '@/app/router';
import { ApiError } from '@/shared/api/client';
import { setupI18n } from '@/shared/i18n/i18n';
import '@/shared/ui/messages';

setupI18n();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      staleTime: 10_000,
      refetchOnWindowFocus: true,
    },
  },
});

const router = createRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={4000} />
    </QueryClientProvider>
  );
}
