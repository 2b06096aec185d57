import { useTranslation } from '@portal/shared';
import { Link } from '@portal/shared/ui/core';

/** The first stop of the keyboard on every page: hidden until focused, it jumps past the header to the page. */
export function SkipLink() {
  const { t } = useTranslation('host');
  return (
    <Link
      href="#main-content"
      position="absolute"
      insetStart="2"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      px="3"
      py="2"
      rounded="md"
      _focus={{ top: '2' }}
    >
      {t('layout.skipToContent')}
    </Link>
  );
}
