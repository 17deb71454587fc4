import { describe, expect, jest, test } from '@jest/globals';

const calls: string[] = [];
let failing = false;
jest.mock('./toaster', () => {
  if (failing) throw new Error('offline');
  const toast = Object.assign(
    (message: string, o: { type: string; autoClose: number }) => calls.push(`toast ${message} ${o.type} ${o.autoClose}`),
    {
      loading: (message: string) => (calls.push(`loading ${message}`), 'toast-1'),
      update: (id: string, o: { render: string; type: string; autoClose: number; isLoading: boolean }) =>
        calls.push(`update ${id} ${o.render} ${o.type} ${o.autoClose} ${o.isLoading}`),
    },
  );
  return {
    toast,
    mountToaster: async () => {
      calls.push('mounted');
    },
  };
});

describe('notify', () => {
  test('the loading toast becomes its result (the same toast), with the spec durations; the container mounts once', async () => {
    const { notify, notifyProgress } = await import('./notify');
    const progress = notifyProgress('Registering user...');
    await progress.done('User registered successfully!', { type: 'success', autoClose: 3000 });
    await notify('Logged out successfully', { type: 'success' });
    expect(calls).toEqual([
      'mounted',
      'loading Registering user...',
      'update toast-1 User registered successfully! success 3000 false',
      'toast Logged out successfully success 5000',
    ]);
  });

  test('when the toast code cannot be fetched, the page goes on (nothing thrown)', async () => {
    jest.resetModules();
    failing = true;
    const { notify, notifyProgress } = await import('./notify');
    await expect(notify('Logged out successfully')).resolves.toBeUndefined();
    await expect(
      notifyProgress('Registering user...').done('Registration failed', { type: 'error', autoClose: 5000 }),
    ).resolves.toBeUndefined();
  });
});
