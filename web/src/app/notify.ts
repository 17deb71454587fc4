/** What a toast says and how long it stays (spec section 9: 5000 ms by default). */
export interface ToastOptions {
  type?: 'success' | 'error' | 'info';
  autoClose?: number;
}

/**
 * Shows a toast (react-toastify, top-right, light theme). The toast code is a chunk of its own, loaded on
 * the first toast, so it is never in a page's initial JavaScript.
 */
export function notify(message: string, options: ToastOptions = {}): Promise<void> {
  return import('./toaster').then(({ showToast }) => showToast(message, options));
}
