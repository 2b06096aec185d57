import path from 'node:path';
import { filsToJodString, ShipmentStatus } from '@portal/shared/domain';
import bwipjs from 'bwip-js';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../db/client';
import { type AddressSnapshot, serviceTypes, type shipments } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { UserPrincipal } from '../../plugins/auth';
import { visualRuns } from './bidi-text';
import { findShipment } from './queries';

export type LabelSize = '4x6' | 'a4';

export interface LabelData {
  trackingNumber: string;
  sender: AddressSnapshot;
  recipient: AddressSnapshot;
  courierName: string;
  courierNameAr: string;
  serviceName: string;
  serviceNameAr: string;
  paymentType: 'cod' | 'prepaid';
  codAmountFils: number;
  parcelQuantity: number;
  chargeableWeightKg: number | null;
  parcelNotes: string | null;
  /** The sender's own reference (an order number), printed so a parcel can be matched to its order. */
  reference: string | null;
  processedAt: Date;
  expectedDeliveryDate: string | null;
}

/** What a processed shipment's label shows; null while it has no tracking number (a draft). */
export function labelDataOf(
  row: typeof shipments.$inferSelect,
  service: { name: string; nameAr: string } | undefined,
): LabelData | null {
  if (!row.trackingNumber || !row.senderSnapshot || !row.recipientSnapshot || !row.courierSnapshot || !row.processedAt)
    return null;
  return {
    trackingNumber: row.trackingNumber,
    sender: row.senderSnapshot,
    recipient: row.recipientSnapshot,
    courierName: row.courierSnapshot.name,
    courierNameAr: row.courierSnapshot.nameAr,
    serviceName: service?.name ?? row.priceSnapshot?.serviceTypeCode ?? '',
    serviceNameAr: service?.nameAr ?? '',
    paymentType: row.paymentType,
    codAmountFils: row.codAmountFils,
    parcelQuantity: row.parcelQuantity,
    chargeableWeightKg: row.priceSnapshot?.chargeableWeightKg ?? null,
    parcelNotes: row.parcelNotes,
    reference: row.reference,
    processedAt: row.processedAt,
    expectedDeliveryDate: row.expectedDeliveryDate,
  };
}

/**
 * The label PDF of a shipment the caller may see; 409 while it is a draft (no tracking number yet) and once it
 * is cancelled (nothing to ship).
 */
export async function shipmentLabel(db: DbOrTx, principal: UserPrincipal, id: string, size: LabelSize) {
  const row = await findShipment(db, principal, id);
  if (row.status === ShipmentStatus.Cancelled) throw conflict('cancelledNoLabel');
  const [service] = row.serviceTypeId
    ? await db.select().from(serviceTypes).where(eq(serviceTypes.id, row.serviceTypeId))
    : [];
  const label = labelDataOf(row, service);
  if (!label) throw conflict('shipmentNotProcessed');
  return { trackingNumber: label.trackingNumber, pdf: await renderLabel(label, size) };
}

// Noto Sans Arabic from the npm registry (@fontsource): pdfkit's built-in fonts have no Arabic.
const fontFile = (weight: 400 | 700) =>
  path.join(
    path.dirname(require.resolve('@fontsource/noto-sans-arabic/package.json')),
    'files',
    `noto-sans-arabic-arabic-${weight}-normal.woff`,
  );
const FONTS = { latin: 'Helvetica', latinBold: 'Helvetica-Bold', arabic: 'NotoArabic', arabicBold: 'NotoArabicBold' };

const PAGE = { '4x6': [288, 432] as [number, number], a4: 'A4' as const };

type Doc = InstanceType<typeof PDFDocument>;

/**
 * One line of text in its right visual order with Arabic shaped: Latin runs in
 * Helvetica, Arabic runs in Noto Sans Arabic. Right-to-left lines are right-aligned in the box;
 * a line too wide for the box is drawn smaller.
 */
function drawLine(doc: Doc, text: string, x: number, y: number, width: number, size: number, bold = false): number {
  const { runs, rtl } = visualRuns(text);
  const fontOf = (arabic: boolean) =>
    arabic ? (bold ? FONTS.arabicBold : FONTS.arabic) : bold ? FONTS.latinBold : FONTS.latin;
  const measure = (fontSize: number) =>
    runs.reduce((sum, run) => sum + doc.font(fontOf(run.arabic)).fontSize(fontSize).widthOfString(run.text), 0);
  let fontSize = size;
  let total = measure(fontSize);
  if (total > width) {
    fontSize = Math.max(5, (size * width) / total);
    total = measure(fontSize);
  }
  // pdfkit places text by the top of the line box; Noto Sans Arabic's ascender is taller than
  // Helvetica's, so Arabic runs are lifted by the difference to share the Latin baseline.
  const ascender = (name: string) => (doc.font(name) as unknown as { _font: { ascender: number } })._font.ascender;
  const lift = ((ascender(fontOf(true)) - ascender(fontOf(false))) / 1000) * fontSize;
  let cursor = rtl ? x + width - total : x;
  for (const run of runs) {
    doc.font(fontOf(run.arabic)).fontSize(fontSize);
    const runWidth = doc.widthOfString(run.text);
    if (!run.space) doc.text(run.text, cursor, run.arabic ? y - lift : y, { lineBreak: false });
    cursor += runWidth;
  }
  return y + fontSize * 1.3;
}

const placeLine = (a: AddressSnapshot) =>
  [a.villageName, a.cityName, a.regionName, a.countryName].filter(Boolean).join(', ');
const placeLineAr = (a: AddressSnapshot) =>
  [a.villageNameAr, a.cityNameAr, a.regionNameAr, a.countryNameAr].filter(Boolean).join('، ');

/** A shipping label PDF (4×6 in, or the same label on A4) with a Code 128 barcode of the tracking number. */
export function renderLabel(data: LabelData, size: LabelSize): Promise<Buffer> {
  return renderLabels([data], size);
}

/** Several labels in one PDF, one per page in the order given (a batch's labels, printed at once). */
export async function renderLabels(labels: LabelData[], size: LabelSize): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE[size],
    margin: 0,
    autoFirstPage: false,
    info:
      labels.length === 1
        ? {
            Title: `Shipping label ${labels[0].trackingNumber}`,
            Subject: labels[0].trackingNumber,
            Creator: 'Courier portal',
          }
        : { Title: `Shipping labels (${labels.length})`, Creator: 'Courier portal' },
  });
  doc.registerFont(FONTS.arabic, fontFile(400));
  doc.registerFont(FONTS.arabicBold, fontFile(700));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const data of labels) {
    const barcode = await bwipjs.toBuffer({
      bcid: 'code128',
      text: data.trackingNumber,
      scale: 3,
      height: 14,
      includetext: false,
    });
    doc.addPage({ size: PAGE[size], margin: 0 });
    drawLabel(doc, data, barcode, size);
  }
  doc.end();
  return done;
}

function drawLabel(doc: Doc, data: LabelData, barcode: Buffer, size: LabelSize): void {
  // The 4×6 label's own coordinates, scaled up on A4 (with a margin and a cut line around it).
  const scale = size === 'a4' ? 1.75 : 1;
  const origin = size === 'a4' ? { x: (595.28 - 288 * scale) / 2, y: 36 } : { x: 0, y: 0 };
  doc.save();
  doc.translate(origin.x, origin.y).scale(scale);
  if (size === 'a4') doc.lineWidth(0.5).dash(4, { space: 3 }).rect(0, 0, 288, 432).stroke().undash();

  const m = 12;
  const w = 288 - 2 * m;
  doc.lineWidth(1).strokeColor('#000').fillColor('#000');

  // Courier and service; payment at the right.
  let y = m;
  drawLine(doc, `${data.courierName}  ${data.courierNameAr}`, m, y, w * 0.62, 12, true);
  drawLine(doc, `${data.serviceName} / ${data.serviceNameAr}`, m, y + 16, w * 0.62, 9);
  const payment = data.paymentType === 'cod' ? `COD ${filsToJodString(data.codAmountFils)} JOD` : 'PREPAID';
  doc.rect(m + w * 0.64, y, w * 0.36, 28).stroke();
  drawLine(doc, payment, m + w * 0.64 + 4, y + 9, w * 0.36 - 8, 11, true);
  y += 36;
  doc
    .moveTo(m, y)
    .lineTo(m + w, y)
    .stroke();

  // Barcode and the number under it.
  y += 8;
  doc.image(barcode, m + 8, y, { width: w - 16, height: 64 });
  y += 68;
  doc
    .font(FONTS.latinBold)
    .fontSize(14)
    .text(data.trackingNumber, m, y, { width: w, align: 'center', characterSpacing: 2, lineBreak: false });
  y += 22;
  doc
    .moveTo(m, y)
    .lineTo(m + w, y)
    .stroke();

  // Recipient, large; then sender.
  y += 6;
  doc.font(FONTS.latinBold).fontSize(8).text('TO', m, y, { lineBreak: false });
  drawLine(doc, 'إلى', m, y, w, 8, true);
  y += 11;
  y = drawLine(doc, data.recipient.name, m, y, w, 14, true);
  y = drawLine(doc, data.recipient.phoneNumber, m, y, w, 10);
  y = drawLine(doc, [data.recipient.addressLine, data.recipient.buildingNumber].filter(Boolean).join(' '), m, y, w, 10);
  y = drawLine(doc, placeLine(data.recipient), m, y, w, 10, true);
  y = drawLine(doc, placeLineAr(data.recipient), m, y, w, 10);
  y += 2;
  doc
    .moveTo(m, y)
    .lineTo(m + w, y)
    .stroke();

  y += 6;
  doc.font(FONTS.latinBold).fontSize(8).text('FROM', m, y, { lineBreak: false });
  drawLine(doc, 'من', m, y, w, 8, true);
  y += 11;
  y = drawLine(doc, data.sender.name, m, y, w, 10, true);
  y = drawLine(doc, data.sender.phoneNumber, m, y, w, 9);
  y = drawLine(doc, [data.sender.addressLine, data.sender.buildingNumber].filter(Boolean).join(' '), m, y, w, 9);
  y = drawLine(doc, `${placeLine(data.sender)} — ${data.sender.cityNameAr}`, m, y, w, 9);
  y += 2;
  doc
    .moveTo(m, y)
    .lineTo(m + w, y)
    .stroke();

  // The sender's reference, then parcel facts and dates.
  y += 6;
  if (data.reference) y = drawLine(doc, `Ref: ${data.reference}`, m, y, w, 9, true);
  const facts = [
    `Pieces: ${data.parcelQuantity}`,
    data.chargeableWeightKg !== null ? `Weight: ${data.chargeableWeightKg} kg` : null,
    `Booked: ${data.processedAt.toISOString().slice(0, 10)}`,
    data.expectedDeliveryDate ? `Expected: ${data.expectedDeliveryDate}` : null,
  ].filter(Boolean);
  y = drawLine(doc, facts.join('   '), m, y, w, 8);
  if (data.parcelNotes) y = drawLine(doc, `Notes: ${data.parcelNotes}`, m, y, w, 8);

  doc.restore();
}
