/**
 * React drops a click or a submit that lands on content it has not hydrated. Where the code is on
 * its way, the page holds such an event and gives it back once the content can answer
 * (docs/decisions/0106, 0118). These are the rules both the content parts and the islands follow.
 */

/** A click that opens elsewhere (a modifier key, another button) is left to the browser. */
export function mayHold(event: Event): boolean {
  if (!(event instanceof MouseEvent)) return event.type === 'submit';
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Stops the event with its default action, and once `ready` settles, gives it back where it landed:
 * the same click (an icon's path too, which has no click(); the page's earlier gesture still counts
 * as the visitor's activation) or the form submitted again with its submitter. `replayTarget` names
 * another element for the click when hydration has put one in the target's place.
 */
export function holdUntil(event: Event, ready: Promise<unknown>, replayTarget?: () => Element): void {
  event.preventDefault();
  event.stopPropagation();
  const target = event.target as Element;
  const submitter = event instanceof SubmitEvent ? event.submitter : null;
  const replay = () => {
    if (target instanceof HTMLFormElement) target.requestSubmit(submitter);
    else (replayTarget?.() ?? target).dispatchEvent(new MouseEvent('click', event));
  };
  void ready.then(replay, replay);
}
