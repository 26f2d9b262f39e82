/** A full-page navigation out of the app; never settles, so nothing renders meanwhile. */
export function leaveApp(url: string): Promise<never> {
  window.location.replace(url);
  return new Promise<never>(() => {});
}
