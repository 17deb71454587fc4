import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that hydrates after the rest of the page: React leaves a Suspense boundary's
 * server markup in place and hydrates it later in short, interruptible tasks, instead of within the one
 * long task that hydrates the page (which a phone feels as blocking time). For what sits below the fold.
 * The boundary never suspends, so it renders the same on the server and in the browser.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
