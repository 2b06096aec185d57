import { formatDateTime, formatNumber, isApiError } from '@portal/shared';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { Link, useParams } from '@portal/shared/router';
import { useQuery } from '@portal/shared/data';
import { getImport, importQueryKey } from '../api/get-import';
import { IMPORTS_PAGE_PATH } from '../api/types';
import { Fact } from '../../../components/fact';
import { BatchPanel } from './batch-panel';
import { LabelsPanel } from './labels-panel';
import { shipmentsBreadcrumbs } from '../../../components/shipments-breadcrumbs';
import { useImportsTranslation } from '../imports-strings';

/** One import (/shipments/imports/:id): its counts, buying its drafts in a batch with the results kept, and its labels. */
export default function ImportPage() {
  const { t } = useImportsTranslation();
  const { id = '' } = useParams();
  const shipmentImport = useQuery({ key: importQueryKey(id), fetch: (signal) => getImport(id, signal) });
  const crumbs = shipmentsBreadcrumbs(t, { label: t('pages.importShipments.title'), to: IMPORTS_PAGE_PATH });

  if (shipmentImport.isFetching && !shipmentImport.data) return <LoadingState />;
  if (!shipmentImport.data) {
    const notFound = isApiError(shipmentImport.error) && shipmentImport.error.status === 404;
    return (
      <>
        <PageHeader
          title={t('pages.shipmentImport.title')}
          breadcrumbs={[...crumbs, { label: t('pages.shipmentImport.title') }]}
        />
        {notFound ? (
          <EmptyState
            icon="search"
            title={t('imports.detail.notFoundTitle')}
            description={t('imports.detail.notFoundDescription')}
            action={
              <Button asChild variant="outline">
                <Link to={IMPORTS_PAGE_PATH}>{t('imports.detail.backToImports')}</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState message={t('imports.detail.loadFailed')} onRetry={shipmentImport.reload} />
        )}
      </>
    );
  }

  const u = shipmentImport.data;
  const imported = u.status === 'imported';
  return (
    <>
      <PageHeader
        title={t('pages.shipmentImport.title')}
        description={
          <Text as="span" dir="ltr" overflowWrap="anywhere" data-testid="import-file-name">
            {u.fileName}
          </Text>
        }
        breadcrumbs={[...crumbs, { label: t('pages.shipmentImport.title') }]}
        actions={
          imported ? (
            <HStack wrap="wrap">
              <Button asChild>
                <Link to={`/shipments?tab=draft&importId=${u.id}`}>{t('imports.detail.viewDrafts')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/shipments?importId=${u.id}`}>{t('imports.detail.viewAll')}</Link>
              </Button>
            </HStack>
          ) : null
        }
      />
      <Stack gap="5" minW="0">
        <Card.Root>
          <Card.Body>
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
              <Fact label={t('imports.detail.uploadedOn')}>{formatDateTime(u.createdAt)}</Fact>
              <Fact label={t('imports.detail.uploadedBy')}>{u.createdBy.username}</Fact>
              <Fact label={t('imports.detail.rows')}>{formatNumber(u.rowCount)}</Fact>
              <Fact label={t('imports.detail.drafts')}>{formatNumber(u.draftCount)}</Fact>
              <Fact label={t('imports.detail.processed')}>{formatNumber(u.processedCount)}</Fact>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        {imported ? (
          <>
            <BatchPanel shipmentImport={u} onBought={shipmentImport.reload} />
            {/* Cancelled shipments have no label: the panel counts the labels left. */}
            {u.labelCount > 0 ? <LabelsPanel shipmentImport={u} /> : null}
          </>
        ) : (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('imports.detail.refused', { count: u.errorCount })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </>
  );
}
