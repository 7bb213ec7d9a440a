import { Outlet, ScrollRestoration } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The frame every screen lives in. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex-1">
        <Outlet />
      </main>
      <ToastContainer position="top-center" autoClose={2000} limit={20} theme="dark" />
      <ScrollRestoration />
    </div>
  );
}
