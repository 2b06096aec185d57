export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;
/**
 * Toasts start below the host's navbar (4rem, its `h="16"`) and the page's header (the main area's
 * 1.5rem top padding, then breadcrumbs, title and description ≈ 5.5rem), so they cover neither the
 * user menu nor the page's actions. Set inline, it also wins over react-toastify's phone layout,
 * which would put them over the navbar.
 */
export const TOAST_TOP_OFFSET = '11rem';
