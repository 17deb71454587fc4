/**
 * Test support for the header's component tests (jsdom): jsdom has no HTMLDialogElement#showModal and never
 * matches :focus-visible. The dialog methods open and close the element and fire 'close' as a browser does;
 * focus given by Testing Library's keyboard (user.tab()) counts as keyboard focus.
 */
export function installDialogAndKeyboardFocus() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (!proto.__polyfilled) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    // Escape on an open modal dialog closes it (the browser's cancel action).
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const open = [...document.querySelectorAll('dialog[open]')].pop() as HTMLDialogElement | undefined;
      open?.close();
    });
    proto.__polyfilled = true;
  }
  let keyboard = false;
  const onKey = () => {
    keyboard = true;
  };
  const onPointer = () => {
    keyboard = false;
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  const matches = Element.prototype.matches;
  Element.prototype.matches = function patched(this: Element, selector: string) {
    if (selector === ':focus-visible') return keyboard && this === document.activeElement;
    return matches.call(this, selector);
  };
  return () => {
    Element.prototype.matches = matches;
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}
