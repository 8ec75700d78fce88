/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { act, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { ModalDialog } from '../../shared/components/modal/modal-dialog';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// jsdom has no top layer: record the calls a browser would act on, and keep `open` as the browser does.
const calls: string[] = [];
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      calls.push('showModal');
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      calls.push('close');
      this.removeAttribute('open');
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});
beforeEach(() => {
  calls.length = 0;
});

function Harness({ outside = false, onClose }: { outside?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" data-opener onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        initialFocus={first}
        closeOnOutsidePress={outside}
        aria-label="Test"
        className="fixed inset-0"
      >
        <div data-panel>
          <button ref={first} type="button">
            First
          </button>
          <button type="button">Last</button>
        </div>
      </ModalDialog>
    </>
  );
}

async function mount(ui: React.ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  const opener = container.querySelector<HTMLButtonElement>('[data-opener]')!;
  const dialog = container.querySelector('dialog')!;
  const open = async () => {
    opener.focus();
    await act(async () => opener.click());
  };
  return { container, dialog, opener, open, unmount: () => act(() => root.unmount()) };
}

const press = (target: EventTarget, key: string, shiftKey = false) =>
  act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })));

describe('ModalDialog: the one modal dialog on the native <dialog>', () => {
  it('renders a closed native dialog on the server: no open attribute, so nothing is shown', () => {
    const html = renderToString(<Harness />);
    expect(html).toMatch(/<dialog role="dialog" aria-modal="true"[^>]*aria-label="Test"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });

  it('opens with showModal() (top layer, inert page), focuses the initial control and locks the scroll', async () => {
    const { dialog, open, unmount } = await mount(<Harness />);
    expect(calls).toEqual([]);
    await open();
    expect(calls).toEqual(['showModal']);
    expect(dialog.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('First');
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { dialog, opener, open, unmount } = await mount(<Harness onClose={onClose} />);
    await open();
    const [first, last] = Array.from(dialog.querySelectorAll('button'));
    await act(async () => last!.focus());
    await press(document, 'Tab');
    expect(document.activeElement).toBe(first);
    await press(document, 'Tab', true);
    expect(document.activeElement).toBe(last);
    await press(document, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['showModal', 'close']);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    unmount();
  });

  it("answers the browser's own close request (cancel) through onClose, not by closing itself", async () => {
    const onClose = jest.fn();
    const { dialog, open, unmount } = await mount(<Harness onClose={onClose} />);
    await open();
    const cancel = new Event('cancel', { cancelable: true });
    await act(async () => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('closes on a press on its own layer only when asked, never on a press inside its panel', async () => {
    const onClose = jest.fn();
    const plain = await mount(<Harness onClose={onClose} />);
    await plain.open();
    await act(async () => void plain.dialog.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(onClose).not.toHaveBeenCalled();
    plain.unmount();

    const outside = await mount(<Harness outside onClose={onClose} />);
    await outside.open();
    await act(async () => void outside.dialog.querySelector('[data-panel]')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => void outside.dialog.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outside.dialog.open).toBe(false);
    outside.unmount();
  });
});
