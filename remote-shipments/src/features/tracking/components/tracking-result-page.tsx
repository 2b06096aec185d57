import { lazy, Suspense } from 'react';
import { useSession, useTranslation } from '@portal/shared';
import { Brand, Button, Container, Flex, Heading, Stack, Text } from '@portal/shared/ui/core';
import { Link, useParams } from '@portal/shared/router';
import { SenderBrand } from './sender-brand';
import { TrackingResult } from './tracking-result';

// The updates form (Formik, yup and the form fields) comes last on the page and only once the answer
// is in: its code loads beside the answer instead of before the page's heading.
const AskForUpdates = lazy(() =>
  import('./ask-for-updates/ask-for-updates').then((module) => ({ default: module.AskForUpdates })),
);

/**
 * Public tracking (/track/:trackingNumber, no login, blank layout): the portal's brand, a way in
 * (sign in, or back to the portal when signed in) and the tracking result.
 */
export default function TrackingResultPage() {
  const { t } = useTranslation('shipments');
  const { trackingNumber = '' } = useParams();
  const signedIn = useSession((state) => state.status === 'authenticated');

  return (
    // Filling the blank layout's height keeps the page at the top: centred, it would be drawn in the
    // middle while loading and jump up when the result arrives.
    <Container maxW="2xl" py="8" flex="1">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Brand />
          <Button asChild variant="outline" size="sm">
            {signedIn ? (
              <Link to="/shipments">{t('tracking.backToPortal')}</Link>
            ) : (
              <Link to="/login">{t('tracking.signIn')}</Link>
            )}
          </Button>
        </Flex>
        <SenderBrand trackingNumber={trackingNumber} />
        <Heading as="h1" size="xl">
          {t('pages.trackingResult.title')}{' '}
          <Text as="span" dir="ltr" fontFamily="mono">
            {trackingNumber}
          </Text>
        </Heading>
        <TrackingResult trackingNumber={trackingNumber} searchPath="/track" />
        <Suspense fallback={null}>
          <AskForUpdates trackingNumber={trackingNumber} />
        </Suspense>
      </Stack>
    </Container>
  );
}
