import { useEffect, useRef, useState, type DragEvent } from 'react';
import { apiErrorMessage, isApiError, isolateText, notify } from '@portal/shared';
import type { ApiErrorDetail } from '@portal/shared/domain';
import { Alert, Box, Button, HStack, PortalIcon, Spinner, Stack, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { ImportProblemsTable } from '@portal/shared/import-problems';
import { useNavigate } from '@portal/shared/router';
import { invalidateQueries } from '@portal/shared/data';
import { importsQueryKey } from '../api/list-imports';
import { uploadImport } from '../api/upload-import';
import { IMPORTS_PATH, MAX_UPLOAD_BYTES } from '../api/types';
import { NoPickupPrompt } from '../../../components/no-pickup-prompt';
import { ProgressBar } from './progress-bar';
import { useImportsTranslation } from '../imports-strings';

/** Why the last file was not uploaded, as the step shows it. */
type Refusal =
  | { kind: 'problems'; message: string; problems: ApiErrorDetail[]; file: File }
  | { kind: 'duplicate'; message: string }
  | { kind: 'noPickup' }
  | { kind: 'error'; message: string };

const isCsv = (file: File) => /\.csv$/i.test(file.name) || /csv/i.test(file.type);

export interface UploadStepProps {
  /** Takes the user to the upload history (a refused duplicate names the earlier upload). */
  onShowHistory: () => void;
}

/** Step 2: the file, dropped or chosen, sent with its progress; a refusal explains itself. */
export function UploadStep({ onShowHistory }: UploadStepProps) {
  const { t } = useImportsTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState<{ fileName: string; fraction: number } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  // A refusal replaces what the user was looking at: take focus there so it is read out.
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const refusalOf = (error: unknown, file: File): Refusal => {
    const message = apiErrorMessage(error, t('imports.upload.failed'));
    if (!isApiError(error)) return { kind: 'error', message };
    if (error.status === 409) return { kind: 'duplicate', message };
    // The drafts would have no sender: the caller has no primary pick-up address.
    if (error.status === 400 && error.details.some((detail) => detail.field === 'senderAddressId'))
      return { kind: 'noPickup' };
    if (error.status === 400 && error.details.some((detail) => detail.row != null))
      return { kind: 'problems', message, problems: error.details, file };
    return { kind: 'error', message };
  };

  const upload = async (file: File) => {
    setRefusal(null);
    const fileName = isolateText(file.name);
    if (!isCsv(file)) return setRefusal({ kind: 'error', message: t('imports.upload.notCsv', { fileName }) });
    if (file.size > MAX_UPLOAD_BYTES)
      return setRefusal({ kind: 'error', message: t('imports.upload.tooLarge', { fileName }) });
    setSending({ fileName: file.name, fraction: 0 });
    try {
      const created = await uploadImport(file, (fraction) => setSending({ fileName: file.name, fraction }));
      notify.success(t('imports.upload.succeeded', { count: created.shipmentIds.length }));
      navigate(`${IMPORTS_PATH}/${created.import.id}`);
    } catch (error) {
      setRefusal(refusalOf(error, file));
    } finally {
      setSending(null);
      // The history lists refused uploads too.
      invalidateQueries(importsQueryKey());
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !sending) void upload(file);
  };

  return (
    <Stack gap="4">
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('imports.upload.inputLabel')}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again (fixed, or refused here) uploads it again.
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </VisuallyHidden>
      <Box
        data-testid="drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'colorPalette.solid' : 'border.emphasized'}
        bg={dragging ? 'colorPalette.subtle' : undefined}
        borderRadius="l3"
        px={{ base: '4', md: '8' }}
        py="8"
        onDragOver={(event) => {
          event.preventDefault();
          if (!sending) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {sending ? (
          sending.fraction < 1 ? (
            <Stack gap="2">
              <Text overflowWrap="anywhere">
                {t('imports.upload.sending', { fileName: isolateText(sending.fileName) })}{' '}
                {Math.round(sending.fraction * 100)}%
              </Text>
              <ProgressBar label={t('imports.upload.progressLabel')} value={sending.fraction} />
            </Stack>
          ) : (
            <HStack gap="3" justify="center" role="status">
              <Spinner size="sm" />
              <Text>{t('imports.upload.checking')}</Text>
            </HStack>
          )
        ) : (
          <Stack gap="3" align="center" textAlign="center">
            <Text fontSize="3xl" color="fg.muted" lineHeight="1">
              <PortalIcon name="upload" />
            </Text>
            <Text>{t('imports.upload.drop')}</Text>
            <Button onClick={() => input.current?.click()}>{t('imports.upload.choose')}</Button>
          </Stack>
        )}
      </Box>
      {refusal ? (
        <Stack gap="4" ref={refusalRef} tabIndex={-1} outline="none">
          {refusal.kind === 'noPickup' ? (
            <NoPickupPrompt />
          ) : (
            <Alert.Root status={refusal.kind === 'duplicate' ? 'warning' : 'error'}>
              <Alert.Indicator />
              <Alert.Content>
                {refusal.kind === 'problems' ? (
                  <Alert.Title>{t('imports.upload.problemsTitle')}</Alert.Title>
                ) : refusal.kind === 'duplicate' ? (
                  <Alert.Title>{t('imports.upload.duplicateTitle')}</Alert.Title>
                ) : null}
                <Alert.Description>
                  <Stack gap="1" align="start">
                    <Text>{refusal.message}</Text>
                    {refusal.kind === 'problems' ? <Text>{t('imports.upload.problemsIntro')}</Text> : null}
                    {refusal.kind === 'duplicate' ? (
                      <Button variant="plain" size="sm" px="0" onClick={onShowHistory}>
                        {t('imports.upload.seeHistory')}
                      </Button>
                    ) : null}
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {refusal.kind === 'problems' ? <ImportProblemsTable problems={refusal.problems} file={refusal.file} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
