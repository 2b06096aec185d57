import { localizedName, useTranslation } from '@portal/shared';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  Image,
  Link,
  LoadingState,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@portal/shared/ui/core';
import { useQuery } from '@portal/shared/data';
import { couriersQueryKey, listCouriers } from '../api/list-couriers';

/** Couriers (/couriers): the active couriers with logo, website, service types and regions covered. */
export default function CouriersPage() {
  const { t, i18n } = useTranslation('shipments');
  const couriers = useQuery({ key: couriersQueryKey(), fetch: listCouriers });
  const name = (item: { name: string; nameAr: string }) => localizedName(item, i18n.language);

  return (
    <>
      <PageHeader
        title={t('pages.couriers.title')}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: t('pages.couriers.title') }]}
      />
      {couriers.isFetching && !couriers.data ? (
        <LoadingState />
      ) : couriers.error ? (
        <ErrorState message={t('couriers.loadFailed')} onRetry={couriers.reload} />
      ) : !couriers.data?.items.length ? (
        <EmptyState
          icon="couriers"
          title={t('pages.couriers.emptyTitle')}
          description={t('pages.couriers.emptyDescription')}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
          {couriers.data.items.map((courier) => (
            <Card.Root key={courier.id} as="article" aria-labelledby={`courier-${courier.id}`}>
              <Card.Header>
                <HStack gap="3">
                  {courier.logoUrl ? <Image src={courier.logoUrl} alt="" boxSize="12" borderRadius="md" /> : null}
                  <Stack gap="0">
                    <Heading size="md" id={`courier-${courier.id}`}>
                      {name(courier)}
                    </Heading>
                    {courier.website ? (
                      <Link href={courier.website} target="_blank" rel="noopener noreferrer" fontSize="sm" dir="ltr">
                        {courier.website.replace(/^https?:\/\//, '')}
                      </Link>
                    ) : null}
                  </Stack>
                </HStack>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  <Stack gap="2">
                    <Text fontSize="sm" color="fg.muted">
                      {t('couriers.services')}
                    </Text>
                    <Wrap gap="2">
                      {courier.serviceTypes.map((service) => (
                        <Badge key={service.id} variant="subtle" colorPalette="green">
                          {name(service)}
                        </Badge>
                      ))}
                    </Wrap>
                  </Stack>
                  <Stack gap="2">
                    <Text fontSize="sm" color="fg.muted">
                      {t('couriers.regions')}
                    </Text>
                    <Wrap gap="2">
                      {courier.countryWide.map((country) => (
                        <Badge key={country.id} variant="outline">
                          {t('couriers.wholeCountry', { country: name(country) })}
                        </Badge>
                      ))}
                      {courier.regions.map((region) => (
                        <Badge key={region.id} variant="outline">
                          {name(region)}
                        </Badge>
                      ))}
                    </Wrap>
                  </Stack>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
