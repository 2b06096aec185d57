import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportReport } from '../services/report-export';
import type { ReportGroup } from '../services/reports';
import { exportHeader } from '../services/shipments/list-export';
import type { Locale } from './locale';
import { translate } from './messages';

/**
 * One term per concept: a downloaded file's headers use the words of the screen the person exported
 * it from (the report table, the shipments list and the screens a shipment's fields are read on), in
 * both languages. A unit in brackets may follow the screen's word.
 */

const root = path.resolve(__dirname, '../../..');
const flat = (value: unknown, prefix = ''): Record<string, string> =>
  Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, inner]) =>
      typeof inner === 'string' ? { ...all, [prefix + key]: inner } : { ...all, ...flat(inner, `${prefix}${key}.`) },
    {},
  );
const screen = (app: string, locale: Locale) =>
  flat(JSON.parse(readFileSync(path.join(root, app, 'src/locales', `pages.${locale}.json`), 'utf8')));

const UNIT: Record<Locale, Record<'kg' | 'jod', string>> = {
  en: { kg: ' (kg)', jod: ' (JOD)' },
  ar: { kg: ' (كغ)', jod: ' (دينار)' },
};

const csvHeader = async (locale: Locale, group: ReportGroup) => {
  const file = await exportReport(locale, group, 'csv', { dateFrom: '2026-11-01', dateTo: '2026-11-27' } as never, {
    rows: [],
    totals: { shipments: 0, delivered: 0, returned: 0, cancelled: 0, codTotalFils: 0, shippingCostFils: 0 },
  });
  const lines = String(file.body)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  return { header: lines[0].split(','), totals: lines[1].split(','), note: lines.filter(Boolean).at(-1) };
};

describe.each(['en', 'ar'] as const)('export headers read as the screen (%s)', (locale) => {
  const reports = screen('remote-reports', locale);
  const shipments = screen('remote-shipments', locale);
  const unit = UNIT[locale];

  it.each(['courier', 'destination', 'origin', 'user'] as const)('the report by %s', async (group) => {
    const { header, totals, note } = await csvHeader(locale, group);
    const named = group !== 'user';
    expect(header).toEqual([
      reports[`report.columns.name.${group}`],
      ...(named ? [translate(locale, 'reportNameAr')] : []),
      reports['report.columns.shipments'],
      reports['report.columns.delivered'],
      reports['report.columns.returned'],
      reports['report.columns.cancelled'],
      reports['report.columns.codTotalFils'],
      reports['report.columns.shippingCostFils'],
    ]);
    expect(totals[0]).toBe(reports['report.total']);
    // Why the money leaves cancelled shipments out, in the screen's words.
    expect(note).toBe(reports['report.moneyNote']);
  });

  it('the shipments list', () => {
    const origin = reports['report.columns.name.origin'];
    const destination = reports['report.columns.name.destination'];
    expect(exportHeader(locale)).toEqual([
      shipments['list.trackingNumber'],
      shipments['list.reference'],
      shipments['list.statusColumn'],
      shipments['list.courier'],
      shipments['wizard.service'],
      translate(locale, 'exportSenderName'),
      translate(locale, 'exportSenderPhone'),
      translate(locale, 'exportRecipientName'),
      translate(locale, 'exportRecipientPhone'),
      origin,
      destination,
      shipments['wizard.weightKg'],
      shipments['details.chargeableWeight'] + unit.kg,
      shipments['wizard.payment'],
      shipments['wizard.codAmount'],
      shipments['list.price'] + unit.jod,
      shipments['list.created'],
      shipments['details.processed'],
      shipments['details.expectedPickup'],
      shipments['list.expectedDelivery'],
      shipments['details.deliveredOn'],
    ]);
    expect(translate(locale, 'exportCod')).toBe(shipments['wizard.cod']);
    expect(translate(locale, 'exportPrepaid')).toBe(shipments['wizard.prepaid']);
  });
});
