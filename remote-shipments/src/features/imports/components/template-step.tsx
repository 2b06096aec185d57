import { useState } from 'react';
import { notifyApiError } from '@portal/shared';
import { Badge, Box, Button, HStack, PortalIcon, Stack, Text } from '@portal/shared/ui/core';
import { Table } from '@portal/shared/ui/table';
import { IMPORT_PARCEL_SHAPES, SHIPMENT_IMPORT_COLUMNS } from '@portal/shared/domain';
import { downloadTemplate } from '../api/download-template';
import { SectionCard } from './section-card';
import { useImportsTranslation } from '../imports-strings';

/** Step 1: the template to fill in, and what each of its columns takes. */
export function TemplateStep() {
  const { t } = useImportsTranslation();
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
              {/* The columns, and when each must be filled, are the import's own rule (@portal/shared/domain). */}
              {SHIPMENT_IMPORT_COLUMNS.map(({ key, requirement }) => (
                <Table.Row key={key}>
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      <Text as="span" dir="ltr" fontFamily="mono" fontSize="sm">
                        {key}
                      </Text>
                      {requirement !== 'optional' ? (
                        <Badge colorPalette={requirement === 'required' ? 'orange' : 'blue'} variant="subtle" size="sm">
                          {t(`imports.template.requirement.${requirement}`)}
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
        <Stack gap="2">
          <Text fontWeight="medium">{t('imports.template.shapesTitle')}</Text>
          <Stack as="ul" aria-label={t('imports.template.shapesTitle')} gap="1" ps="5" listStyleType="disc">
            {IMPORT_PARCEL_SHAPES.map((shape) => (
              <Box as="li" key={shape.key}>
                <Badge colorPalette={shape.accepted ? 'green' : 'red'} variant="subtle" size="sm" me="2">
                  {t(shape.accepted ? 'imports.template.accepted' : 'imports.template.refused')}
                </Badge>
                {t(`imports.shapes.${shape.key}`)}
              </Box>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
