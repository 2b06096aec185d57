import { useSyncExternalStore } from 'react';

// react-toastify and its CSS load with the first toast: most screens (the sign-in page among them)
// never show one, so they do not download it. Toasts raised before the container has mounted wait
// in react-toastify's own queue.
let requested = false;
const listeners = new Set<() => void>();

export function loadToastify() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify/unstyled');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast has been asked for: the toast container mounts from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
