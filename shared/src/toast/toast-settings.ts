export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;
/**
 * The CSS custom property (on `<html>`) in which the host's layout keeps the height of what is
 * above its pages: the navbar, and the horizontal nav where that layout is chosen. 4rem (the
 * navbar alone) when unset.
 */
const CHROME_HEIGHT_PROPERTY = '--portal-chrome-height';
/**
 * Toasts start below the host's navbar and navigation and the page's header (the main area's
 * 1.5rem top padding, then breadcrumbs, title and description ≈ 5.5rem), so they cover neither the
 * user menu nor the page's actions. Set inline, it also wins over react-toastify's phone layout,
 * which would put them over the navbar.
 */
export const TOAST_TOP_OFFSET = `calc(var(${CHROME_HEIGHT_PROPERTY}, 4rem) + 7rem)`;
