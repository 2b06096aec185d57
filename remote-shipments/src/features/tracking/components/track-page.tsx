import { useTranslation } from '@portal/shared';
import { Card, Container, Heading, Stack, Text } from '@portal/shared/ui/core';
import { TrackingSearch } from '../../../components/tracking-search';

/** Track a shipment (/track): public, blank layout. */
export default function TrackPage() {
  const { t } = useTranslation('shipments');
  return (
    <Container maxW="lg" py="10">
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="xl">
              {t('pages.track.title')}
            </Heading>
            <Text color="fg.muted">{t('pages.track.description')}</Text>
            <TrackingSearch />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
