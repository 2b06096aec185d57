// @portal/shared/import-problems — a refused CSV import's problems, by row and column, and the user's
// file given back with an `error` column. The admin's rates import (remote-admin) and the
// shipment import (remote-shipments) use it. Its own entry: the CSV parser loads only when the file
// is asked for, and neither piece belongs on the login page.
import { useState } from 'react';
import { notify, saveBlob, useTranslation } from '@portal/shared';
import type { ApiErrorDetail } from '@portal/shared/domain';
import { Box, Button, PortalIcon, Stack, Text } from '@portal/shared/ui/core';
import { Table } from '@portal/shared/ui/table';
import { fileWithProblems } from './file-with-problems';

export { fileWithProblems };

export interface ImportProblemsTableProps {
  /**
   * The ApiError's details: `row` (the header is row 1), `column` and `message`. One without a row is
   * about the whole file (e.g. "the first 1000 of 1200 problems are listed"): always listed, first.
   */
  problems: ApiErrorDetail[];
  /** How many problems with a row are listed (100 by default); the rest are counted ("and 12 more"). */
  limit?: number;
  /** The uploaded file: offers it back as `<name>-errors.csv`, with each row's problems in an `error` column. */
  file?: File;
}

/** Every problem of a refused import, so the file can be fixed in one go. */
export function ImportProblemsTable({ problems, limit = 100, file }: ImportProblemsTableProps) {
  const { t } = useTranslation();
  const [preparing, setPreparing] = useState(false);
  const ofFile = problems.filter((problem) => problem.row == null);
  const ofRows = problems.filter((problem) => problem.row != null);
  const shown = [...ofFile, ...ofRows.slice(0, limit)];

  const download = async (uploaded: File) => {
    setPreparing(true);
    try {
      const text = await fileWithProblems(await uploaded.text(), problems);
      const name = `${uploaded.name.replace(/\.csv$/i, '')}-errors.csv`;
      saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
    } catch {
      notify.error(t('importProblems.downloadFailed'));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack gap="3">
      {file ? (
        <Box>
          <Button variant="outline" size="sm" loading={preparing} onClick={() => void download(file)}>
            <PortalIcon name="download" />
            {t('importProblems.download')}
          </Button>
        </Box>
      ) : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={t('importProblems.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="16">{t('importProblems.row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('importProblems.column')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('importProblems.message')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((problem, index) => (
              <Table.Row key={index}>
                <Table.Cell>{problem.row ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Text as="span" dir="ltr" fontFamily="mono" fontSize="xs">
                    {problem.column || '—'}
                  </Text>
                </Table.Cell>
                {/* Wraps within its column: a long problem is read whole, not cut off at the table's edge. */}
                <Table.Cell whiteSpace="normal" minW="48">
                  {problem.message}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {ofRows.length > limit ? (
        <Text color="fg.muted" fontSize="sm">
          {t('importProblems.more', { count: ofRows.length - limit })}
        </Text>
      ) : null}
    </Stack>
  );
}
