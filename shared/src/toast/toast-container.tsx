import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../i18n/i18n';
import { useColorMode } from '../preferences/preferences-store';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_TOP_OFFSET } from './toast-settings';

/** The portal's one toast container (top-right below the navbar and page header, 5000 ms, at most 20, newest on top). */
export default function PortalToastContainer() {
  const { i18n } = useTranslation();
  const colorMode = useColorMode();
  return (
    <ToastContainer
      position="top-right"
      style={{ top: TOAST_TOP_OFFSET }}
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
