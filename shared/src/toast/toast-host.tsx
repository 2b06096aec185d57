import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../i18n/i18n';
import { useColorMode } from '../preferences/preferences-store';

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;

/** The portal's one toast container (spec §9: top-right, 5000 ms, at most 20, newest on top). */
export function ToastHost() {
  const { i18n } = useTranslation();
  const colorMode = useColorMode();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick
      pauseOnHover
      rtl={directionOf(i18n.language) === 'rtl'}
      theme={colorMode}
    />
  );
}
