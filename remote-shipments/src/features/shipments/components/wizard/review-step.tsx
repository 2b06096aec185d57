import { useEffect, useState } from 'react';
import { formatMoney, formatNumber, localizedName, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Alert, Button, Card, Flex, Heading, LoadingState, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { draftRatesQueryKey, getDraftRates } from '../../api/get-draft-rates';
import type { Shipment } from '../../api/types';
import { useQuery } from '@portal/shared/data';
import { PartyCard } from '../party-card';
import { RateOptions, rateKey } from './rate-options';

export interface ReviewStepProps {
  draft: Shipment;
  processing: boolean;
  onProcess: (courierId: string, serviceTypeId: string) => void;
}

/** Step 3: what will be booked, and the live rates (priced by the server) to process it with. */
export function ReviewStep({ draft, processing, onProcess }: ReviewStepProps) {
  const { t, i18n } = useTranslation('shipments');
  const rates = useQuery({
    key: draftRatesQueryKey(draft),
    fetch: (signal) => getDraftRates(draft.id, signal),
  });
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    if (rates.error) notifyApiError(rates.error, t('toasts.ratesFailed'));
  }, [rates.error, t]);
  useEffect(() => {
    if (rates.data && !rates.data.covered) notify.error(t('toasts.areaNotCovered'));
  }, [rates.data, t]);
  // The first rate is chosen until the user picks one.
  if (selected === null && rates.data?.items.length) setSelected(rateKey(rates.data.items[0]));

  const chosen = rates.data?.items.find((rate) => rateKey(rate) === selected);
  const payment =
    draft.paymentType === 'cod' ? `${t('wizard.cod')} — ${formatMoney(draft.codAmountFils)}` : t('wizard.prepaid');

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PartyCard title={t('wizard.senderInformation')} party={draft.sender} />
        <PartyCard title={t('wizard.recipientInformation')} party={draft.recipient} />
      </SimpleGrid>
      <Card.Root size="sm">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
            <Stack gap="0">
              <Text color="fg.muted" fontSize="sm">
                {t('wizard.parcelType')}
              </Text>
              <Text>{draft.parcelType ? localizedName(draft.parcelType, i18n.language) : t('details.none')}</Text>
            </Stack>
            <Stack gap="0">
              <Text color="fg.muted" fontSize="sm">
                {t('wizard.parcelQuantity')}
              </Text>
              <Text>{draft.parcelQuantity}</Text>
            </Stack>
            <Stack gap="0">
              <Text color="fg.muted" fontSize="sm">
                {t('wizard.paymentType')}
              </Text>
              <Text>{payment}</Text>
            </Stack>
            <Stack gap="0">
              <Text color="fg.muted" fontSize="sm">
                {t('wizard.parcelNotes')}
              </Text>
              <Text>{draft.parcelNotes ?? t('details.none')}</Text>
            </Stack>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('wizard.rates')}</Heading>
        </Card.Header>
        <Card.Body>
          {rates.isFetching && !rates.data ? (
            <LoadingState label={t('wizard.ratesLoading')} />
          ) : rates.error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('toasts.ratesFailed')}</Alert.Title>
              </Alert.Content>
              <Button size="sm" variant="outline" onClick={rates.reload}>
                {t('wizard.retryRates')}
              </Button>
            </Alert.Root>
          ) : rates.data && !rates.data.covered ? (
            <Alert.Root status="warning" data-testid="area-not-covered">
              <Alert.Indicator />
              <Alert.Title>{t('toasts.areaNotCovered')}</Alert.Title>
            </Alert.Root>
          ) : (
            <Stack gap="4">
              <Text color="fg.muted">{t('wizard.chooseRate')}</Text>
              {rates.data ? (
                <Text data-testid="chargeable-weight">
                  {t('wizard.chargeableWeight', { value: formatNumber(rates.data.weight.chargeableKg) })}{' '}
                  <Text as="span" color="fg.muted">
                    {/* With no weight entered the API prices the parcel type's weight: say so, not "the weight entered". */}
                    {t(`wizard.weightBasis.${rates.data.weight.basis}${draft.weightKg == null ? 'TypeWeight' : ''}`, {
                      actual: formatNumber(rates.data.weight.actualKg),
                      volumetric: formatNumber(rates.data.weight.volumetricKg),
                    })}
                  </Text>
                </Text>
              ) : null}
              <RateOptions rates={rates.data?.items ?? []} selected={selected} onSelect={setSelected} />
              <Flex justify="end">
                <Button
                  disabled={!chosen}
                  loading={processing}
                  onClick={() => chosen && onProcess(chosen.courier.id, chosen.serviceType.id)}
                >
                  {t('wizard.process')}
                </Button>
              </Flex>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
