/**
 * The one way the shop shows a toast (react-toastify, top-right, light, 5000 ms by default). The toast
 * code and its stylesheet are a chunk of their own, fetched the first time a toast is shown: never in a
 * page's initial JavaScript.
 */
export type ToastType = 'success' | 'error' | 'info';

export interface NotifyOptions {
  type?: ToastType;
  /** Milliseconds; the default is 5000 (docs/design.md). */
  autoClose?: number;
}

type ToastChunk = typeof import('./toaster');

let chunk: Promise<ToastChunk> | null = null;
const load = () =>
  (chunk ??= import('./toaster').then(async (m) => {
    await m.mountToaster();
    return m;
  }));

/** A toast chunk that cannot be fetched (offline) is asked for again next time; the page goes on without the toast. */
function unavailable(): void {
  chunk = null;
}

/** Shows a toast; resolves once it is on screen (or at once when the toast code cannot be fetched). */
export async function notify(message: string, options: NotifyOptions = {}): Promise<void> {
  try {
    const { toast } = await load();
    toast(message, { type: options.type ?? 'info', autoClose: options.autoClose ?? 5000 });
  } catch {
    unavailable();
  }
}

export interface ProgressToast {
  /** Turns the loading toast into its result (the same toast, never a second one). */
  done(message: string, options: NotifyOptions & { type: ToastType }): Promise<void>;
}

/** A loading toast ('Registering user...') that later becomes the result toast. */
export function notifyProgress(message: string): ProgressToast {
  const id = load().then(({ toast }) => toast.loading(message));
  id.catch(unavailable);
  return {
    async done(result, { type, autoClose }) {
      try {
        const [{ toast }, toastId] = await Promise.all([load(), id]);
        toast.update(toastId, {
          render: result,
          type,
          isLoading: false,
          autoClose: autoClose ?? 5000,
          closeButton: true,
          closeOnClick: true,
        });
      } catch {
        unavailable();
      }
    },
  };
}
