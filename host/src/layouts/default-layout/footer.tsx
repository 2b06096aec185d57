import { useTranslation } from '@portal/shared';
import { Flex, Text } from '@portal/shared/ui/core';

/** The static footer at the end of every page. */
export function Footer() {
  const { t } = useTranslation('host');
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', md: 'row' }}
      gap="1"
      justify="space-between"
      px={{ base: '4', md: '6' }}
      py="4"
      borderTopWidth="1px"
      borderColor="border"
      color="fg.muted"
      fontSize="sm"
    >
      <Text>{t('layout.footer', { year: new Date().getFullYear() })}</Text>
      <Text>{t('layout.footerTagline')}</Text>
    </Flex>
  );
}
