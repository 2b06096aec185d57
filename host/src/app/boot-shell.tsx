import { useLayoutEffect } from 'react';

/**
 * Removes the login frame index.html paints before the bundles run (host/boot-shell.js), with its
 * styles. Called from a layout effect of the first page drawn, so the frame and the page swap in
 * one paint: no blank frame between them and nothing that moves.
 */
function removeBootShell(): void {
  document.getElementById('boot-shell')?.remove();
  document.getElementById('boot-shell-style')?.remove();
  document.documentElement.removeAttribute('data-boot-shell');
}

/** Rendered beside a page's content (inside its Suspense boundary): commits when the page does. */
export function BootShellDone() {
  useLayoutEffect(removeBootShell, []);
  return null;
}
