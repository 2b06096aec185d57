import { useId } from 'react';
import { formatDate, formatMoney, localizedName, useTranslation } from '@portal/shared';
import { Badge, Box, chakra, Flex, HStack, Image, Stack, Text } from '@portal/shared/ui/core';
import type { ShipmentRate } from '../../api/types';

export const rateKey = (rate: ShipmentRate) => `${rate.courier.id}:${rate.serviceType.id}`;

export interface RateOptionsProps {
  rates: ShipmentRate[];
  selected: string | null;
  onSelect: (key: string) => void;
}

/**
 * One selectable card per courier and service covering the route: logo, service, price, transit days
 * and expected delivery, the cheapest and the fastest marked. Native radios (visually hidden) keep the
 * group's keyboard behaviour: Tab into it, arrows to move, Space to choose.
 */
export function RateOptions({ rates, selected, onSelect }: RateOptionsProps) {
  const { t, i18n } = useTranslation('shipments');
  const cheapest = Math.min(...rates.map((rate) => rate.priceFils));
  const fastest = Math.min(...rates.map((rate) => rate.transitDays));
  const baseId = useId();
  // With one rate, "cheapest" and "fastest" say nothing.
  const compared = rates.length > 1;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend srOnly>{t('wizard.rates')}</chakra.legend>
      <Stack gap="3">
        {rates.map((rate, index) => {
          const key = rateKey(rate);
          const checked = selected === key;
          const courier = localizedName(rate.courier, i18n.language);
          const service = localizedName(rate.serviceType, i18n.language);
          // The radio is named by courier and service; the price, badges and days are read as its description.
          const id = `${baseId}-${index}`;
          return (
            <chakra.label
              key={key}
              data-testid="rate-row"
              data-checked={checked || undefined}
              display="flex"
              alignItems="center"
              gap="4"
              px="4"
              py="3"
              borderWidth="1px"
              borderRadius="l2"
              cursor="pointer"
              bg={checked ? 'colorPalette.subtle' : 'bg'}
              borderColor={checked ? 'colorPalette.solid' : 'border'}
              outlineColor="colorPalette.focusRing"
              _hover={{ borderColor: checked ? 'colorPalette.solid' : 'border.emphasized' }}
              css={{
                '&:has(input:focus-visible)': { outlineWidth: '2px', outlineStyle: 'solid', outlineOffset: '2px' },
              }}
            >
              <chakra.input
                type="radio"
                name="rate"
                value={key}
                checked={checked}
                onChange={() => onSelect(key)}
                aria-label={`${courier} — ${service}`}
                aria-describedby={`${id}-price ${id}-badges ${id}-details`}
                srOnly
              />
              <Box
                aria-hidden="true"
                flexShrink={0}
                boxSize="4"
                borderRadius="full"
                borderWidth={checked ? '5px' : '2px'}
                borderColor={checked ? 'colorPalette.solid' : 'border.emphasized'}
              />
              {rate.courier.logoUrl ? (
                <Image src={rate.courier.logoUrl} alt="" boxSize="10" borderRadius="sm" flexShrink={0} />
              ) : (
                <Box boxSize="10" flexShrink={0} />
              )}
              <Stack gap="0" flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{courier}</Text>
                  <chakra.span id={`${id}-badges`} display="contents">
                    {compared && rate.priceFils === cheapest ? (
                      <Badge colorPalette="green">{t('wizard.cheapest')}</Badge>
                    ) : null}
                    {compared && rate.transitDays === fastest ? (
                      <Badge colorPalette="blue">{t('wizard.fastest')}</Badge>
                    ) : null}
                  </chakra.span>
                </HStack>
                <Text id={`${id}-details`} color="fg.muted" fontSize="sm">
                  {service} ·{' '}
                  {rate.transitDays === 0
                    ? t('wizard.sameDay')
                    : t('wizard.transitDaysValue', { count: rate.transitDays })}{' '}
                  · {t('wizard.deliveryBy', { date: formatDate(rate.expectedDeliveryDate) })}
                </Text>
              </Stack>
              <Flex direction="column" align="end" flexShrink={0}>
                <Text id={`${id}-price`} fontWeight="bold" fontSize="lg" data-testid="rate-price">
                  {formatMoney(rate.priceFils)}
                </Text>
              </Flex>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
