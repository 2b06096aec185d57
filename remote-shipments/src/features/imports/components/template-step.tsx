import { useState } from 'react';
import { notifyApiError, useTranslation } from '@portal/shared';
import { Badge, Box, Button, HStack, PortalIcon, Stack, Text } from '@portal/shared/ui/core';
import { Table } from '@portal/shared/ui/table';
import { downloadTemplate } from '../api/download-template';
import { SectionCard } from './section-card';

/** The template's columns in its order, required ones marked (the API's SHIPMENT_IMPORT_COLUMNS). */
const COLUMNS: readonly (readonly [key: string, required: boolean])[] = [
  ['recipient_name', true],
  ['recipient_phone', true],
  ['recipient_email', false],
  ['country', true],
  ['region', false],
  ['city', true],
  ['village', false],
  ['address_line', true],
  ['building_number', false],
  ['parcel_type', false],
  ['quantity', true],
  ['weight_kg', false],
  ['length_cm', false],
  ['width_cm', false],
  ['height_cm', false],
  ['notes', false],
  ['payment_type', false],
  ['cod_amount', false],
  ['reference', false],
];

/** Step 1: the template to fill in, and what each of its columns takes. */
export function TemplateStep() {
  const { t } = useTranslation('shipments');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTemplate();
    } catch (error) {
      notifyApiError(error, t('imports.template.failed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SectionCard step={t('imports.template.step')} title={t('imports.template.title')}>
      <Stack gap="4">
        <Text>{t('imports.template.description')}</Text>
        <Box>
          <Button loading={downloading} onClick={() => void download()}>
            <PortalIcon name="download" />
            {t('imports.template.download')}
          </Button>
        </Box>
        <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
          <Table.Root size="sm" aria-label={t('imports.template.columns')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('imports.template.column')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('imports.template.meaning')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {COLUMNS.map(([key, required]) => (
                <Table.Row key={key}>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <Text as="span" dir="ltr" fontFamily="mono" fontSize="sm">
                        {key}
                      </Text>
                      {required ? (
                        <Badge colorPalette="orange" variant="subtle" size="sm">
                          {t('imports.template.required')}
                        </Badge>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal" minW="40">
                    {t(`imports.columns.${key}`)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </SectionCard>
  );
}
