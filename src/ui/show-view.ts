// What a new view of a flow does on arrival: its top on screen and its heading focused, so a tap low on a phone's
// screen does not leave the customer below what just opened, and a screen reader reads where they are now.
import './show-view.css';

/**
 * Scrolls `root` (the flow's own box) into view when its top is above the screen, then focuses the first `<h2>` in
 * it (the new view's heading) as soon as one is there: a view may show its loading state first. Returns what stops
 * the wait, for the next view's call.
 */
export function showView(root: HTMLElement): () => void {
  if (root.getBoundingClientRect().top < 0) root.scrollIntoView();
  const focus = () => {
    const heading = root.querySelector('h2');
    if (!heading) return;
    observer.disconnect();
    // Focusable from script only (not a tab stop); preventScroll: the frame's host, not focus, decides what scrolls.
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(focus);
  observer.observe(root, { childList: true, subtree: true });
  focus();
  return () => observer.disconnect();
}
