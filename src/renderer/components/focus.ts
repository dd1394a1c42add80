/** How long a removal may take to show before the focus is left alone. */
const WAIT_MS = 3_000;

/** The focus is nowhere useful: on <body>, or on a dialog's frame (where a dialog puts it when its control goes). */
const lost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.matches('[role="dialog"], [role="alertdialog"]');
};

/**
 * After an action removed the control that had the focus (a deleted row, a replaced form), the focus falls to
 * <body> and a keyboard user starts again from the top. Once `gone` has left the page, this gives the focus to what
 * `next` picks (the next row's control, a heading), unless the user or the page has put it somewhere already.
 * Run it after the write has finished.
 */
export function refocusWhenGone(gone: Element | null, next: () => HTMLElement | null | undefined): void {
  const until = Date.now() + WAIT_MS;
  const step = () => {
    // A dialog still closing (the confirmation) gives the focus back as it goes: wait for it too.
    const closing = document.querySelector('[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]');
    if ((gone?.isConnected || closing) && Date.now() < until) {
      requestAnimationFrame(step);
      return;
    }
    if (!lost() && !(gone && gone.contains(document.activeElement))) return;
    const target = next();
    if (!target) return;
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
    target.focus();
  };
  requestAnimationFrame(step);
}

/** A ref callback that focuses its element once shown: a message that replaces the form the focus was in. */
export function focusOnShow(el: HTMLElement | null): void {
  if (el && lost()) el.focus();
}

/**
 * Gives the focus to what `find` picks once it is on the page (a list just made, in a drawer that is opening), a
 * frame after it shows so a dialog's own first focus does not take it back; gives up after a while.
 */
export function focusWhenShown(find: () => HTMLElement | null | undefined): void {
  const until = Date.now() + WAIT_MS;
  const step = () => {
    const target = find();
    if (!target) {
      if (Date.now() < until) requestAnimationFrame(step);
      return;
    }
    requestAnimationFrame(() => {
      if (!target.isConnected) return;
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
      target.focus();
    });
  };
  requestAnimationFrame(step);
}
