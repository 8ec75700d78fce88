import { useFakeClock } from './fake-clock';
import { openDialogsAsBrowsersDo } from './native-dialog';

/**
 * The set-up of a test file for a component that opens a modal dialog (search overlay, basket panel):
 * dialogs open as in a browser, timers run on the fake clock, and after each test the mounted tree
 * (`unmountMounted`) and whatever it left in `<body>` (portals, the scroll lock) are gone.
 */
export function dialogComponentTest(unmountMounted: () => void): void {
  openDialogsAsBrowsersDo();
  beforeEach(useFakeClock);
  afterEach(() => {
    unmountMounted();
    document.body.innerHTML = '';
    document.body.removeAttribute('style');
    jest.useRealTimers();
  });
}
