import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/**
 * Where toasts show. Its own chunk, loaded after the first screen: react-toastify and its styles are a tenth of the
 * first route and no toast is needed to use the home page. A toast asked for earlier waits in react-toastify's queue
 * and shows as soon as this mounts.
 */
export default function ToastHost() {
  return <ToastContainer position="top-center" autoClose={2000} limit={20} theme="dark" />;
}
