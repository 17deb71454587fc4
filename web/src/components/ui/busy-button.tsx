import type { ButtonHTMLAttributes } from 'react';

/**
 * A button whose action is running stays focusable: it is aria-disabled (a `disabled` button drops a
 * keyboard user's focus to the page's body, and a screen reader's place with it) and a press meanwhile,
 * or a form's Enter, does nothing. `disabled` stays for a button that cannot be used at all.
 */
export function BusyButton({ busy, onClick, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean | undefined }) {
  return (
    <button
      type="button"
      {...button}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
