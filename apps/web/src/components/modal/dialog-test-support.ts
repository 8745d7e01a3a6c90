/**
 * jsdom has no HTMLDialogElement.showModal()/close() (browsers all do). Tests that open a modal import
 * this first: a minimal stand-in that sets `open`, focuses the first control and fires `close`, as browsers do.
 */
export function supportDialogInJsdom(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    // The dialog focusing steps: the first focusable element inside takes focus.
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
