import { formatDate, formatMoney, localizedName, useTranslation } from '@portal/shared';
import { chakra, Image, Text } from '@portal/shared/ui/core';
import { Table } from '@portal/shared/ui/table';
import type { ShipmentRate } from '../../api/types';

export const rateKey = (rate: ShipmentRate) => `${rate.courier.id}:${rate.serviceType.id}`;

export interface RatesTableProps {
  rates: ShipmentRate[];
  selected: string | null;
  onSelect: (key: string) => void;
}

/** One row per courier and service covering the route: price in JOD, transit days, expected delivery. */
export function RatesTable({ rates, selected, onSelect }: RatesTableProps) {
  const { t, i18n } = useTranslation('shipments');
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="1%" />
            <Table.ColumnHeader>{t('wizard.courier')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('wizard.service')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('details.price')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('wizard.transitDays')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('wizard.expectedDelivery')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rates.map((rate) => {
            const key = rateKey(rate);
            const id = `rate-${key}`;
            const courier = localizedName(rate.courier, i18n.language);
            const service = localizedName(rate.serviceType, i18n.language);
            return (
              <Table.Row
                key={key}
                onClick={() => onSelect(key)}
                cursor="pointer"
                data-selected={selected === key || undefined}
                data-testid="rate-row"
              >
                <Table.Cell>
                  <chakra.input
                    type="radio"
                    name="rate"
                    id={id}
                    checked={selected === key}
                    onChange={() => onSelect(key)}
                    aria-label={`${courier} — ${service}`}
                  />
                </Table.Cell>
                <Table.Cell>
                  <chakra.label htmlFor={id} cursor="pointer" display="flex" alignItems="center" gap="2">
                    {rate.courier.logoUrl ? (
                      <Image src={rate.courier.logoUrl} alt="" boxSize="6" borderRadius="sm" />
                    ) : null}
                    <Text as="span">{courier}</Text>
                  </chakra.label>
                </Table.Cell>
                <Table.Cell>{service}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatMoney(rate.priceFils)}
                </Table.Cell>
                <Table.Cell>{t('wizard.transitDaysValue', { count: rate.transitDays })}</Table.Cell>
                <Table.Cell>{formatDate(rate.expectedDeliveryDate)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
