import { useTranslation } from '@portal/shared';
import { Link as RouterLink } from '@portal/shared/router';
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { PortalIcon } from '../icons';

/** The portal's mark and name, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} color="fg">
      <RouterLink to="/" aria-label={compact ? t('app.title') : undefined}>
        <HStack gap="2">
          <Box
            as="span"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="9"
            rounded="lg"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            fontSize="lg"
          >
            <PortalIcon name="truck" />
          </Box>
          {compact ? null : (
            <Text as="span" fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
              {t('app.title')}
            </Text>
          )}
        </HStack>
      </RouterLink>
    </Link>
  );
}
