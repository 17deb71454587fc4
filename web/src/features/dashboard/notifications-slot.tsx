/**
 * The top bar's notifications dropdown (pending orders, unhandled contact messages, reviews waiting, low
 * stock). Its API is being added separately; until then the slot shows nothing.
 */
export function NotificationsSlot() {
  return null;
}
