/** jsdom has <dialog> but not its modal methods; enough of them (open, first focus) for the components to run. */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    // As browsers do: focus goes to the first focusable element inside.
    this.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
