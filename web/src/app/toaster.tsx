import { createRoot } from 'react-dom/client';
import { ToastContainer, toast } from 'react-toastify';
import type { ToastOptions } from './notify';

const TOAST_MS = 5000;
let mounted: Promise<void> | null = null;

/** One container for the page, added to the body on the first toast (outside the hydrated tree). */
function mount(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    const host = document.createElement('div');
    host.className = 'toasts';
    document.body.appendChild(host);
    createRoot(host).render(<ToastContainer position="top-right" autoClose={TOAST_MS} theme="light" />);
    // The container subscribes to toasts once it has rendered.
    setTimeout(resolve, 0);
  });
  return mounted;
}

export async function showToast(message: string, { type = 'success', autoClose = TOAST_MS }: ToastOptions): Promise<void> {
  await mount();
  toast(message, { type, autoClose });
}
