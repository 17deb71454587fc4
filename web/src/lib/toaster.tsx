/** The toast chunk (loaded on first use by notify.ts): react-toastify's container in a root of its own. */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** @public notify.ts takes it from this chunk once loaded (a dynamic import). */
export { toast };

let mounted: Promise<void> | null = null;

/** Mounts the container once (top-right, 5000 ms, light theme: docs/design.md) and resolves when it takes toasts. */
export function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement('div');
    host.id = 'toasts';
    document.body.appendChild(host);
    const root = createRoot(host);
    flushSync(() => root.render(<ToastContainer position="top-right" autoClose={5000} theme="light" />));
    setTimeout(resolve, 0);
  });
  return mounted;
}
