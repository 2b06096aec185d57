import { useState } from 'react';
import { formatMoney, formatNumber, notifyApiError } from '@portal/shared';
import { Alert, Box, Button, Link as ChakraLink, ErrorState, HStack, Stack, Text } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { Link } from '@portal/shared/router';
import { invalidateQueries, useQuery } from '@portal/shared/data';
import { batchPreviewQueryKey, previewBatch } from '../api/preview-batch';
import {
  IMPORTS_PATH,
  type BatchPreview,
  type BatchPreviewRequest,
  type BuyRow,
  type ShipmentImport,
} from '../api/types';
import { useBatchBuy } from '../hooks/use-batch-buy';
import { BatchResultsSection } from './batch-results';
import { PreviewTable } from './preview-table';
import { ProgressBar } from './progress-bar';
import { type RuleChoice, RulePicker, ruleChoiceComplete } from './rule-picker';
import { SectionCard } from './section-card';
import { useImportsTranslation } from '../imports-strings';

/** What Buy sends: every chosen row at the price shown, and the rows no courier covers (kept with why). */
const rowsToBuy = (preview: BatchPreview): BuyRow[] =>
  [
    ...preview.choices,
    ...preview.uncovered.map((row) => ({ row: row.row, courierId: null, serviceTypeId: null, priceFils: null })),
  ].sort((a, b) => a.row - b.row);

/**
 * Batch buying of an import's drafts (as Shippo's or ShipStation's): a rule, a preview with per-row overrides
 * and the total, Buy after a confirmation showing that total, progress with Stop, and the kept results with
 * "Retry failed rows" (a preview of those rows only, then Buy).
 */
export function BatchPanel({ shipmentImport, onBought }: { shipmentImport: ShipmentImport; onBought: () => void }) {
  const { t } = useImportsTranslation();
  const importId = shipmentImport.id;
  const [choice, setChoice] = useState<RuleChoice>({
    rule: 'cheapest',
    withinDays: '',
    courierId: '',
    serviceTypeId: '',
  });
  const [overrides, setOverrides] = useState<Record<number, string>>({});
  const [scope, setScope] = useState<'all' | 'retry'>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const buying = useBatchBuy(importId, () => {
    setShown(false);
    setOverrides({});
    invalidateQueries([IMPORTS_PATH, importId]);
    onBought();
  });
  const running = buying.run?.state === 'running';

  const request: BatchPreviewRequest = {
    rule: choice.rule,
    ...(choice.rule === 'cheapestWithin' ? { withinDays: Number(choice.withinDays) } : {}),
    ...(choice.rule === 'service' ? { courierId: choice.courierId, serviceTypeId: choice.serviceTypeId } : {}),
    overrides: Object.entries(overrides).map(([row, key]) => {
      const [courierId, serviceTypeId] = key.split(':');
      return { row: Number(row), courierId, serviceTypeId };
    }),
    scope,
    ...paging,
  };
  const complete = ruleChoiceComplete(choice);
  const preview = useQuery({
    key: batchPreviewQueryKey(importId, request),
    fetch: (signal) => previewBatch(importId, request, signal),
    enabled: shown && complete && !running,
    keepPreviousData: true,
  });
  const data = shown ? preview.data : undefined;

  const change = (next: RuleChoice) => {
    setChoice(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const startPreview = (nextScope: 'all' | 'retry') => {
    setScope(nextScope);
    setOverrides({});
    setPaging((current) => ({ ...current, page: 1 }));
    setShown(true);
  };
  const buy = () => {
    setConfirming(false);
    if (data) void buying.start(rowsToBuy(data), (error) => notifyApiError(error, t('imports.batch.failed')));
  };

  const noDrafts = shipmentImport.draftCount === 0;
  return (
    <>
      <SectionCard title={t('imports.batch.title')}>
        <Stack gap="4">
          {noDrafts && !buying.run ? (
            <Text color="fg.muted">{t('imports.batch.noDrafts')}</Text>
          ) : (
            <>
              <Text>{t('imports.batch.description')}</Text>
              <RulePicker value={choice} onChange={change} disabled={running} />
              {scope === 'retry' && shown ? (
                <HStack wrap="wrap" gap="3">
                  <Text color="fg.muted">{t('imports.batch.retrying')}</Text>
                  <Button size="sm" variant="ghost" disabled={running} onClick={() => startPreview('all')}>
                    {t('imports.batch.allRows')}
                  </Button>
                </HStack>
              ) : null}
              <Box>
                <Button
                  variant={data ? 'outline' : 'solid'}
                  disabled={!complete || running || noDrafts}
                  loading={shown && preview.isFetching && !data}
                  onClick={() => startPreview(scope)}
                >
                  {t('imports.batch.preview')}
                </Button>
              </Box>
            </>
          )}
          {shown && !data && preview.error ? (
            <ErrorState message={t('imports.batch.previewFailed')} onRetry={preview.reload} />
          ) : null}
          {data ? (
            <Stack gap="4">
              <Text role="status" fontWeight="semibold">
                {t('imports.batch.summary', {
                  chosen: formatNumber(data.chosenCount),
                  count: data.total,
                  total: formatNumber(data.total),
                  amount: formatMoney(data.totalFils),
                })}
              </Text>
              {data.duplicateCount > 0 ? (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>
                      {t('imports.batch.duplicates', { count: data.duplicateCount })}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              {data.uncovered.length > 0 ? (
                <Alert.Root
                  status="error"
                  role="group"
                  aria-label={t('imports.batch.uncoveredTitle', { count: data.uncovered.length })}
                >
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('imports.batch.uncoveredTitle', { count: data.uncovered.length })}</Alert.Title>
                    <Alert.Description>
                      <Box as="ul" ps="4" listStyleType="disc">
                        {data.uncovered.slice(0, 50).map((row) => (
                          <Box as="li" key={row.row}>
                            {t('imports.batch.uncoveredRow', {
                              row: row.row,
                              field: row.field ?? '—',
                              message: row.message,
                            })}{' '}
                            <ChakraLink asChild>
                              <Link to={`/shipments/${row.shipmentId}/edit`}>
                                {t('imports.batch.fixDraft', { row: row.row })}
                              </Link>
                            </ChakraLink>
                          </Box>
                        ))}
                      </Box>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              <PreviewTable
                preview={data}
                overrides={overrides}
                onOverride={(row, key) =>
                  setOverrides((current) => {
                    const next = { ...current };
                    if (key) next[row] = key;
                    else delete next[row];
                    return next;
                  })
                }
                onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
                onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
                disabled={running}
                loading={preview.isFetching}
              />
              <Box>
                <Button
                  disabled={data.chosenCount === 0 || running || preview.isFetching}
                  onClick={() => setConfirming(true)}
                >
                  {t('imports.batch.buy', { count: data.chosenCount, amount: formatMoney(data.totalFils) })}
                </Button>
              </Box>
            </Stack>
          ) : null}
          {buying.run ? (
            <Stack gap="3">
              <ProgressBar
                label={t('imports.batch.progressLabel')}
                value={buying.run.total ? buying.run.results.length / buying.run.total : 1}
              />
              <Text role="status">
                {t('imports.batch.progress', {
                  done: formatNumber(buying.run.results.length),
                  total: formatNumber(buying.run.total),
                })}
              </Text>
              {running ? (
                <Box>
                  <Button variant="outline" disabled={buying.stopping} onClick={buying.stop}>
                    {buying.stopping ? t('imports.batch.stopping') : t('imports.batch.stop')}
                  </Button>
                </Box>
              ) : null}
              {buying.run.state === 'stopped' ? <Text color="fg.muted">{t('imports.batch.stopped')}</Text> : null}
            </Stack>
          ) : null}
        </Stack>
        <ConfirmDialog
          open={confirming}
          title={t('imports.batch.confirmTitle')}
          message={
            data
              ? t('imports.batch.confirmMessage', { count: data.chosenCount, amount: formatMoney(data.totalFils) })
              : ''
          }
          confirmLabel={t('imports.batch.confirm')}
          onConfirm={buy}
          onClose={() => setConfirming(false)}
        />
      </SectionCard>
      <BatchResultsSection importId={importId} retryDisabled={running} onRetry={() => startPreview('retry')} />
    </>
  );
}
