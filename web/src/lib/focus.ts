/** Focus a keyboard put there (Tab, arrows), not a mouse click or a tap; where :focus-visible is unknown, any focus. */
export function isKeyboardFocused(el: Element | null): boolean {
  if (!el) return false;
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Whether the focused element is inside `container` and got there by keyboard. */
export function hasKeyboardFocus(container: Element): boolean {
  const active = document.activeElement;
  return !!active && container.contains(active) && isKeyboardFocused(active);
}
