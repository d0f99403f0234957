// What the frame's two document click listeners (LinkRouter and NavigationLoader) agree on: which clicks
// the browser keeps, and where a link leads within the site.

/** A plain primary click. Modifier keys and other buttons open new tabs or windows: the browser's job. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** Where an anchor leads on this site, or null for another origin, a new tab or window, or a download. */
export function sameSiteUrl(anchor: HTMLAnchorElement): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}
