import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared';
import { Box, Card, Heading, HStack, PortalIcon, Stack, Text } from '@portal/shared/ui/core';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form ("New to the portal? Create an account"). */
  footer?: ReactNode;
}

/** The frame of the login, register, forgot and reset password pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { t } = useTranslation('host');
  return (
    <Card.Root w="full" maxW="md">
      <Card.Body gap="6" p={{ base: '6', md: '8' }}>
        <HStack gap="2">
          <Box
            as="span"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            rounded="lg"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            fontSize="xl"
          >
            <PortalIcon name="truck" />
          </Box>
          <Text fontWeight="bold" fontSize="xl">
            {t('auth.brand')}
          </Text>
        </HStack>
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {children}
        {footer ? (
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            {footer}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
