import { useEffect, useRef, useState } from 'react';
import { formatNumber, localizedName, notifyApiError, useLookup, useTranslation } from '@portal/shared';
import { Box, Button, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { processImportChunk } from '../api/process-import';
import type { ProcessResult, ShipmentImport } from '../api/types';
import { LookupSelect } from '../../../components/lookup-select';
import { ProcessResults } from './process-results';
import { ProgressBar } from './progress-bar';
import { SectionCard } from './section-card';

/** Drafts booked per request: small enough to show progress and to stop soon after Stop. */
const CHUNK_SIZE = 25;

interface Run {
  /** The drafts there were when the run started. */
  total: number;
  results: ProcessResult[];
  state: 'running' | 'done' | 'stopped';
}

/** Books every draft of an import with one courier and service, chunk by chunk, and shows each row's outcome. */
export function ProcessPanel({
  shipmentImport,
  onProcessed,
}: {
  shipmentImport: ShipmentImport;
  onProcessed: () => void;
}) {
  const { t, i18n } = useTranslation('shipments');
  const couriers = useLookup('couriers');
  const serviceTypes = useLookup('service-types');
  const [courierId, setCourierId] = useState('');
  const [serviceTypeId, setServiceTypeId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [stopping, setStopping] = useState(false);
  const stopRequested = useRef(false);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page ends the run (the drafts not reached stay drafts).
  useEffect(() => () => controller.current?.abort(), []);

  const courier = couriers.items.find((item) => item.id === courierId);
  const services = serviceTypes.items.filter((item) => courier?.serviceTypeIds.includes(item.id));
  const service = services.find((item) => item.id === serviceTypeId);
  const running = run?.state === 'running';

  const process = async () => {
    setConfirming(false);
    stopRequested.current = false;
    setStopping(false);
    controller.current = new AbortController();
    const total = shipmentImport.draftCount;
    let results: ProcessResult[] = [];
    let afterRow = 0;
    setRun({ total, results, state: 'running' });
    try {
      for (;;) {
        const chunk = await processImportChunk(
          shipmentImport.id,
          { courierId, serviceTypeId, afterRow, limit: CHUNK_SIZE },
          controller.current.signal,
        );
        results = [...results, ...chunk.results];
        afterRow = chunk.lastRow;
        const finished = chunk.remaining <= 0 || chunk.results.length === 0;
        const state = finished ? 'done' : stopRequested.current ? 'stopped' : 'running';
        setRun({ total, results, state });
        if (state !== 'running') break;
      }
    } catch (error) {
      notifyApiError(error, t('imports.process.failed'));
      setRun({ total, results, state: 'stopped' });
    } finally {
      onProcessed();
    }
  };

  const count = (outcome: ProcessResult['outcome']) =>
    formatNumber(run?.results.filter((result) => result.outcome === outcome).length ?? 0);

  return (
    <SectionCard title={t('imports.process.title')}>
      <Stack gap="4">
        {shipmentImport.draftCount === 0 && !run ? (
          <Text color="fg.muted">{t('imports.process.noDrafts')}</Text>
        ) : (
          <>
            <Text>{t('imports.process.description')}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <LookupSelect
                label={t('imports.process.courier')}
                placeholder={t('imports.process.chooseCourier')}
                items={couriers.items}
                value={courierId}
                disabled={running}
                onChange={(id) => {
                  setCourierId(id);
                  setServiceTypeId('');
                }}
              />
              <LookupSelect
                label={t('imports.process.service')}
                placeholder={t('imports.process.chooseService')}
                items={services}
                value={serviceTypeId}
                disabled={running || !courier}
                onChange={setServiceTypeId}
              />
            </SimpleGrid>
            <Box>
              <Button
                disabled={!courier || !service || running || shipmentImport.draftCount === 0}
                onClick={() => setConfirming(true)}
              >
                {t('imports.process.start', { count: shipmentImport.draftCount })}
              </Button>
            </Box>
          </>
        )}
        {run ? (
          <Stack gap="3">
            <ProgressBar
              label={t('imports.process.progressLabel')}
              value={run.total ? run.results.length / run.total : 1}
            />
            <Text role="status">
              {running
                ? t('imports.process.progress', {
                    done: formatNumber(run.results.length),
                    total: formatNumber(run.total),
                  })
                : t('imports.process.summary', {
                    processed: count('processed'),
                    notCovered: count('notCovered'),
                    failed: count('failed'),
                  })}
            </Text>
            {running ? (
              <Box>
                <Button
                  variant="outline"
                  disabled={stopping}
                  onClick={() => {
                    stopRequested.current = true;
                    setStopping(true);
                  }}
                >
                  {stopping ? t('imports.process.stopping') : t('imports.process.cancel')}
                </Button>
              </Box>
            ) : null}
            {run.state === 'stopped' ? <Text color="fg.muted">{t('imports.process.stopped')}</Text> : null}
            {run.results.length > 0 ? <ProcessResults results={run.results} /> : null}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('imports.process.confirmTitle')}
        message={
          courier && service
            ? t('imports.process.confirmMessage', {
                count: shipmentImport.draftCount,
                courier: localizedName(courier, i18n.language),
                service: localizedName(service, i18n.language),
              })
            : ''
        }
        confirmLabel={t('imports.process.confirm')}
        onConfirm={() => void process()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
