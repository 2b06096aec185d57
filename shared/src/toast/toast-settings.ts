export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;
