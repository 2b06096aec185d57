import { ADDRESSES_PATH, useTranslation, type IconName } from '@portal/shared';
// Core pieces come through the core entry by name, so this entry's chunk does not repeat them.
import { Box, Button, Card, Circle, Flex, PortalIcon, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { Link as RouterLink } from '@portal/shared/router';

/** What a new account does first, in order. */
const STEPS: readonly { key: string; icon: IconName; to: string }[] = [
  { key: 'address', icon: 'addresses', to: ADDRESSES_PATH },
  { key: 'shipment', icon: 'shipments', to: '/shipments/new' },
  { key: 'upload', icon: 'upload', to: '/shipments/upload' },
];

/**
 * What an account without shipments sees where it lands (the dashboard, the shipments list): the
 * three first steps, each with its link.
 */
export function FirstRun() {
  const { t } = useTranslation();
  return (
    <Card.Root as="section" aria-labelledby="first-run-title">
      <Card.Header>
        <Card.Title as="h2" id="first-run-title" fontSize="xl">
          {t('firstRun.title')}
        </Card.Title>
        <Card.Description>{t('firstRun.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <SimpleGrid as="ol" role="list" minChildWidth="15rem" gap="4" listStyleType="none">
          {STEPS.map((step, index) => (
            <Stack as="li" key={step.key} gap="3" p="4" borderWidth="1px" borderRadius="l3" justify="space-between">
              <Stack gap="2">
                <Flex align="center" gap="3">
                  <Circle
                    size="8"
                    bg="colorPalette.subtle"
                    color="colorPalette.fg"
                    fontWeight="semibold"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </Circle>
                  <Box color="colorPalette.fg" fontSize="xl" aria-hidden="true">
                    <PortalIcon name={step.icon} />
                  </Box>
                </Flex>
                <Text as="h3" fontWeight="semibold">
                  {t(`firstRun.${step.key}.title`)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`firstRun.${step.key}.description`)}
                </Text>
              </Stack>
              <Button asChild size="sm" variant={index === 0 ? 'solid' : 'outline'} alignSelf="flex-start">
                <RouterLink to={step.to}>{t(`firstRun.${step.key}.action`)}</RouterLink>
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
