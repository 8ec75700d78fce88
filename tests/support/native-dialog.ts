/**
 * jsdom has no `showModal()` or `close()`, so a modal `<dialog>` there never becomes `open`, and
 * Testing Library counts a closed dialog and all it holds as hidden. For the tests of the file that
 * calls it, `showModal()` and `close()` set and clear `open` as a browser does (jsdom has no top layer).
 */
export function openDialogsAsBrowsersDo(): void {
  beforeAll(() => {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });
}
