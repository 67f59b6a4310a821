/** Leaves the app for another site's address (the forum's sign-on answer), as a plain navigation. */
export function leaveApp(address: string): void {
  window.location.assign(address);
}
