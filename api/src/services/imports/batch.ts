import { and, asc, count, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type AddressSnapshot,
  addresses,
  couriers,
  importResults,
  parcelTypes,
  serviceTypes,
  shipments,
} from '../../db/schema';
import type { Locale } from '../../i18n/locale';
import { type MessageKey, type MessageParams, translate } from '../../i18n/messages';
import { AppError, type AppErrorDetail, fieldError } from '../../lib/errors';
import type { UserPrincipal } from '../../plugins/auth';
import { ownedScope } from '../../scoping/owned';
import { bookableRate, type Booking, bookDrafts, processShipment } from '../shipments/lifecycle';
import { routePointOf, snapshotsOf } from '../shipments/places';
import { catalogueRates, loadRateCatalogue } from '../shipments/rate-catalogue';
import { metricParcelType, parcelDetails, piecesOf, type RateOption } from '../shipments/rating';
import { draftsOf } from './processing';

/**
 * Batch buying (as Shippo's or ShipStation's): a preview of every draft of an import with each courier service
 * covering it and the one a rule or an override chooses, then the chosen rows bought a chunk per call at the
 * price shown, and each row's outcome kept on the import (import_results).
 */

export type BatchRule = 'cheapest' | 'fastest' | 'cheapestWithin' | 'service';
export type BatchOutcome = 'processed' | 'notCovered' | 'failed' | 'priceChanged';

export interface BatchChoice {
  rule: BatchRule;
  withinDays?: number;
  courierId?: string;
  serviceTypeId?: string;
  overrides?: { row: number; courierId: string; serviceTypeId: string }[];
}

/** Why a row cannot be bought as chosen: a message with the fields at fault (the first one named to the user). */
interface RowProblem {
  messageKey: MessageKey;
  params?: MessageParams;
  details: AppErrorDetail[];
}

/** The field a recipient's city is edited through (the wizard's recipient), named when no courier goes there. */
const CITY_FIELD = 'recipient.cityId';

const cityParams = (recipient: AddressSnapshot | null) => ({
  city: recipient?.cityName ?? '',
  cityAr: recipient?.cityNameAr ?? '',
});

/** Messages naming a city name it in the reader's language (params keep both names). */
function problemText(locale: Locale, problem: Pick<RowProblem, 'messageKey' | 'params' | 'details'>) {
  const params = problem.params ? { ...problem.params } : undefined;
  if (params && locale === 'ar' && params.cityAr) params.city = params.cityAr;
  const text = translate(locale, problem.messageKey, params);
  if (problem.messageKey !== 'shipmentIncomplete') return text;
  const fields = problem.details.map(
    (detail) => `${detail.field}: ${translate(locale, detail.messageKey, detail.params)}`,
  );
  return [text, ...(fields.length ? [fields.join('; ')] : [])].join(' — ');
}

const optionKey = (courierId: string, serviceTypeId: string) => `${courierId}:${serviceTypeId}`;

/** The option a rule picks among a row's options (cheapest first), or why none fits. */
function choose(
  options: RateOption[],
  choice: BatchChoice,
  override: { courierId: string; serviceTypeId: string } | undefined,
  recipient: AddressSnapshot | null,
): { chosen: RateOption | null; problem: RowProblem | null } {
  if (!options.length) {
    const params = cityParams(recipient);
    return {
      chosen: null,
      problem: {
        messageKey: 'batchNoCourier',
        params,
        details: [{ field: CITY_FIELD, messageKey: 'batchNoCourier', params }],
      },
    };
  }
  const named = override ?? (choice.rule === 'service' ? choice : undefined);
  if (named) {
    const option = options.find(
      (o) => optionKey(o.courier.id, o.serviceType.id) === optionKey(named.courierId!, named.serviceTypeId!),
    );
    if (option) return { chosen: option, problem: null };
    const params = cityParams(recipient);
    return {
      chosen: null,
      problem: {
        messageKey: 'batchServiceNotCovering',
        params,
        details: [{ field: override ? 'overrides' : 'courierId', messageKey: 'batchServiceNotCovering', params }],
      },
    };
  }
  if (choice.rule === 'fastest')
    return {
      chosen: [...options].sort((a, b) => a.transitDays - b.transitDays || a.priceFils - b.priceFils)[0],
      problem: null,
    };
  if (choice.rule === 'cheapestWithin') {
    const days = choice.withinDays ?? 0;
    const within = options.find((o) => o.transitDays <= days);
    if (within) return { chosen: within, problem: null };
    return {
      chosen: null,
      problem: {
        messageKey: 'batchNoneWithinDays',
        params: { days },
        details: [{ field: 'withinDays', messageKey: 'batchNoneWithinDays', params: { days } }],
      },
    };
  }
  return { chosen: options[0], problem: null };
}

/** An import's drafts in file order: all of them, or (retry) those whose last outcome was not a booking. */
async function batchDrafts(db: DbOrTx, importId: string, scope: 'all' | 'retry', rows?: number[]) {
  const unfinished = db
    .select({ id: importResults.shipmentId })
    .from(importResults)
    .where(and(eq(importResults.importId, importId), ne(importResults.outcome, 'processed')));
  return db
    .select()
    .from(shipments)
    .where(
      and(
        draftsOf(importId),
        rows ? inArray(shipments.importRow, rows) : undefined,
        scope === 'retry' ? inArray(shipments.id, unfinished) : undefined,
      ),
    )
    .orderBy(asc(shipments.importRow));
}

/** References used by more than one of the owner's shipments (any status), among these. */
async function duplicatedReferences(db: DbOrTx, principal: UserPrincipal, references: string[]) {
  if (!references.length) return new Set<string>();
  const rows = await db
    .select({ reference: shipments.reference })
    .from(shipments)
    .where(and(ownedScope(principal, shipments), inArray(shipments.reference, references)))
    .groupBy(shipments.reference)
    .having(sql`count(*) > 1`);
  return new Set(rows.map((row) => row.reference!));
}

/** Each draft rated in memory against the rate table read once, with the option the choice picks. */
async function rateDrafts(
  db: DbOrTx,
  principal: UserPrincipal,
  drafts: (typeof shipments.$inferSelect)[],
  choice: BatchChoice,
) {
  const addressIds = [
    ...new Set(
      drafts.flatMap((d) => [
        ...(d.senderSnapshot ? [] : d.senderAddressId ? [d.senderAddressId] : []),
        ...(d.recipientSnapshot ? [] : d.recipientAddressId ? [d.recipientAddressId] : []),
      ]),
    ),
  ];
  const [catalogue, addressRows, parcelRows, duplicates] = await Promise.all([
    loadRateCatalogue(db),
    addressIds.length ? db.select().from(addresses).where(inArray(addresses.id, addressIds)) : Promise.resolve([]),
    db.select().from(parcelTypes),
    duplicatedReferences(db, principal, [...new Set(drafts.flatMap((d) => (d.reference ? [d.reference] : [])))]),
  ]);
  const snapshots = await snapshotsOf(db, addressRows);
  const addressOf = new Map(addressRows.map((row, i) => [row.id, snapshots[i]]));
  const parcelOf = new Map(parcelRows.map((row) => [row.id, metricParcelType(row)]));
  const overrideOf = new Map((choice.overrides ?? []).map((o) => [o.row, o]));
  const now = new Date();
  return drafts.map((draft) => {
    const sender =
      draft.senderSnapshot ?? (draft.senderAddressId ? addressOf.get(draft.senderAddressId) : null) ?? null;
    const recipient =
      draft.recipientSnapshot ?? (draft.recipientAddressId ? addressOf.get(draft.recipientAddressId) : null) ?? null;
    const parcelType = draft.parcelTypeId ? (parcelOf.get(draft.parcelTypeId) ?? null) : null;
    const pieces = piecesOf({ ...draft, parcelType });
    const base = {
      row: draft.importRow ?? 0,
      sender,
      shipmentId: draft.id,
      reference: draft.reference,
      duplicateReference: !!draft.reference && duplicates.has(draft.reference),
      recipient,
    };
    const missing: AppErrorDetail[] = [];
    if (!sender) missing.push({ field: 'senderAddressId', messageKey: 'required' });
    if (!recipient) missing.push({ field: 'recipientAddressId', messageKey: 'required' });
    if (!pieces) missing.push(...parcelDetails(draft, parcelType));
    if (missing.length || !sender || !recipient || !pieces)
      return {
        ...base,
        options: [],
        chosen: null,
        problem: { messageKey: 'shipmentIncomplete', details: missing } as RowProblem,
      };
    let options: RateOption[];
    try {
      options = catalogueRates(catalogue, {
        origin: routePointOf(sender),
        destination: routePointOf(recipient),
        pieces,
        shipmentTypeId: draft.shipmentTypeId,
        parcelTypeId: draft.parcelTypeId,
        now,
      });
    } catch (error) {
      // Too heavy for any rate's price column: the row names its weight.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const details = error.options.details ?? [];
      return {
        ...base,
        options: [],
        chosen: null,
        problem: {
          messageKey: details[0]?.messageKey ?? error.messageKey,
          params: details[0]?.params,
          details,
        } as RowProblem,
      };
    }
    return { ...base, options, ...choose(options, choice, overrideOf.get(base.row), recipient) };
  });
}

/** A rule naming what it needs, and overrides naming rows of this import: a 400 naming the field otherwise. */
function checkChoice(choice: BatchChoice, rows: Set<number>) {
  if (choice.rule === 'cheapestWithin' && choice.withinDays === undefined) throw fieldError('withinDays', 'required');
  if (choice.rule === 'service') {
    if (!choice.courierId) throw fieldError('courierId', 'required');
    if (!choice.serviceTypeId) throw fieldError('serviceTypeId', 'required');
  }
  (choice.overrides ?? []).forEach((override, index) => {
    if (!rows.has(override.row)) throw fieldError(`overrides.${index}.row`, 'batchRowNotDraft');
  });
}

/**
 * The preview: every draft (or, to retry, every draft whose last outcome was not a booking) with its options,
 * the chosen one and why none when none; the total of the chosen prices and every row's choice (what Buy
 * sends back), and a page of rows in detail.
 */
export async function previewBatch(
  db: DbOrTx,
  principal: UserPrincipal,
  importId: string,
  request: BatchChoice & { scope: 'all' | 'retry'; page: number; pageSize: number },
  locale: Locale,
) {
  const drafts = await batchDrafts(db, importId, request.scope);
  checkChoice(request, new Set(drafts.map((d) => d.importRow ?? 0)));
  const rated = await rateDrafts(db, principal, drafts, request);
  const present = (row: (typeof rated)[number]) => ({
    row: row.row,
    shipmentId: row.shipmentId,
    reference: row.reference,
    duplicateReference: row.duplicateReference,
    recipientName: row.recipient?.name ?? null,
    city: row.recipient ? { name: row.recipient.cityName, nameAr: row.recipient.cityNameAr } : null,
    options: row.options.map((o) => ({
      courierId: o.courier.id,
      courierName: o.courier.name,
      courierNameAr: o.courier.nameAr,
      serviceTypeId: o.serviceType.id,
      serviceName: o.serviceType.name,
      serviceNameAr: o.serviceType.nameAr,
      priceFils: o.priceFils,
      transitDays: o.transitDays,
    })),
    chosen: row.chosen
      ? {
          courierId: row.chosen.courier.id,
          serviceTypeId: row.chosen.serviceType.id,
          priceFils: row.chosen.priceFils,
          transitDays: row.chosen.transitDays,
        }
      : null,
    problem: row.problem
      ? { field: row.problem.details[0]?.field ?? null, message: problemText(locale, row.problem) }
      : null,
  });
  const chosen = rated.filter((row) => row.chosen);
  const start = (request.page - 1) * request.pageSize;
  return {
    rows: rated.slice(start, start + request.pageSize).map(present),
    total: rated.length,
    page: request.page,
    pageSize: request.pageSize,
    chosenCount: chosen.length,
    duplicateCount: rated.filter((row) => row.duplicateReference).length,
    totalFils: chosen.reduce((total, row) => total + row.chosen!.priceFils, 0),
    choices: chosen.map((row) => ({
      row: row.row,
      courierId: row.chosen!.courier.id,
      serviceTypeId: row.chosen!.serviceType.id,
      priceFils: row.chosen!.priceFils,
    })),
    uncovered: rated
      .filter((row) => row.problem)
      .map((row) => ({
        row: row.row,
        shipmentId: row.shipmentId,
        field: row.problem!.details[0]?.field ?? null,
        message: problemText(locale, row.problem!),
      })),
  };
}

type ResultValues = typeof importResults.$inferInsert;

/** The outcomes kept, each replacing its row's previous one (one statement). */
const saveResults = async (db: DbOrTx, values: ResultValues[]) => {
  if (!values.length) return;
  const columns: (keyof ResultValues & keyof typeof importResults)[] = [
    'shipmentId',
    'outcome',
    'courierId',
    'serviceTypeId',
    'trackingNumber',
    'priceFils',
    'newPriceFils',
    'messageKey',
    'details',
    'params',
  ];
  const replaced = Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded.${importResults[key].name}`)]));
  await db
    .insert(importResults)
    .values(values)
    .onConflictDoUpdate({
      target: [importResults.importId, importResults.row],
      set: { ...replaced, updatedAt: sql`now()` },
    });
};

/** What a refused booking is kept as: its outcome, and the fields at fault (the city, the price) named. */
function refusal(error: AppError, values: ResultValues): ResultValues {
  const details = error.options.details ?? [];
  const params = error.options.params;
  if (error.messageKey === 'areaNotCovered')
    return {
      ...values,
      outcome: 'notCovered',
      messageKey: 'areaNotCovered',
      details: [{ field: CITY_FIELD, messageKey: 'areaNotCovered' }],
    };
  if (error.messageKey === 'priceChanged')
    return {
      ...values,
      outcome: 'priceChanged',
      newPriceFils: Number(params?.newPriceFils),
      messageKey: 'priceChanged',
      params: params as Record<string, string | number>,
      details: [{ field: 'priceFils', messageKey: 'priceChanged', params }],
    };
  return {
    ...values,
    outcome: 'failed',
    messageKey: error.messageKey === 'validationFailed' ? 'shipmentIncomplete' : error.messageKey,
    params: params as Record<string, string | number> | undefined,
    details,
  };
}

export interface BuyRow {
  row: number;
  courierId: string | null;
  serviceTypeId: string | null;
  priceFils: number | null;
}

/**
 * Buys a chunk of rows, each at the price its buyer was shown: a row whose price changed since is held back
 * with its new price, a row without a choice is kept with why no courier fits it. Each booking and its
 * result are written together; each row's outcome is kept on the import.
 */
export async function buyBatch(db: DbOrTx, principal: UserPrincipal, importId: string, rows: BuyRow[], locale: Locale) {
  rows.forEach((row, index) => {
    const given = [row.courierId, row.serviceTypeId, row.priceFils].filter((value) => value !== null).length;
    if (given !== 0 && given !== 3)
      throw fieldError(
        `rows.${index}.${row.courierId === null ? 'courierId' : row.serviceTypeId === null ? 'serviceTypeId' : 'priceFils'}`,
        'required',
      );
  });
  const numbers = rows.map((row) => row.row);
  const found = await db
    .select({ id: shipments.id, row: shipments.importRow })
    .from(shipments)
    .where(and(eq(shipments.importId, importId), inArray(shipments.importRow, numbers.length ? numbers : [-1])));
  const shipmentOf = new Map(found.map((s) => [s.row, s.id]));
  rows.forEach((row, index) => {
    if (!shipmentOf.has(row.row)) throw fieldError(`rows.${index}.row`, 'batchRowNotDraft');
    // Booked once per call: the same row twice would book it twice.
    if (numbers.indexOf(row.row) !== index) throw fieldError(`rows.${index}.row`, 'batchRowTwice');
  });
  // The chunk's drafts rated together (the rate table read once), each at the courier service its buyer chose.
  const drafts = await batchDrafts(db, importId, 'all', numbers);
  const chosen = rows.flatMap((row) =>
    row.courierId && row.serviceTypeId
      ? [{ row: row.row, courierId: row.courierId, serviceTypeId: row.serviceTypeId }]
      : [],
  );
  const rated = new Map(
    (await rateDrafts(db, principal, drafts, { rule: 'cheapest', overrides: chosen })).map((r) => [r.row, r]),
  );
  const draftOf = new Map(drafts.map((draft) => [draft.importRow, draft]));

  const outcomes = new Map<number, ResultValues>();
  const toBook: { row: BuyRow; base: ResultValues; booking: Omit<Booking, 'row'> }[] = [];
  /** Not a draft as rated (booked, cancelled or edited meanwhile): the single shipment's way, one by one. */
  const oneByOne: { row: BuyRow; base: ResultValues }[] = [];
  for (const row of rows) {
    const base: ResultValues = {
      outcome: 'failed',
      importId,
      row: row.row,
      shipmentId: shipmentOf.get(row.row)!,
      courierId: row.courierId,
      serviceTypeId: row.serviceTypeId,
      priceFils: row.priceFils,
      trackingNumber: null,
      newPriceFils: null,
      messageKey: null,
      params: null,
      details: null,
    };
    const prepared = rated.get(row.row);
    if (row.courierId === null || row.serviceTypeId === null || row.priceFils === null) {
      const problem = prepared?.problem ?? {
        messageKey: 'batchNotChosen' as MessageKey,
        details: [{ field: 'courierId', messageKey: 'batchNotChosen' as MessageKey }],
      };
      outcomes.set(row.row, {
        ...base,
        outcome: problem.messageKey === 'shipmentIncomplete' ? 'failed' : 'notCovered',
        messageKey: problem.messageKey,
        params: problem.params,
        details: problem.details,
      });
    } else if (!prepared || !prepared.sender || !prepared.recipient) {
      oneByOne.push({ row, base });
    } else {
      try {
        const rate = bookableRate(prepared.chosen ?? undefined, row.priceFils);
        toBook.push({ row, base, booking: { rate, sender: prepared.sender, recipient: prepared.recipient } });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.set(row.row, refusal(error, base));
      }
    }
  }

  // One transaction for the chunk: its drafts locked, booked, and every outcome kept, or nothing written.
  await db.transaction(async (tx) => {
    const ids = toBook.map((item) => item.base.shipmentId);
    const locked = ids.length
      ? await tx
          .select()
          .from(shipments)
          .where(and(inArray(shipments.id, ids), ownedScope(principal, shipments)))
          .for('update')
      : [];
    const lockedOf = new Map(locked.map((row) => [row.id, row]));
    const unchanged = toBook.flatMap((item) => {
      const current = lockedOf.get(item.base.shipmentId);
      if (current && current.version === draftOf.get(item.row.row)?.version) return [{ ...item, current }];
      oneByOne.push(item);
      return [];
    });
    const tracking = await bookDrafts(
      tx,
      principal,
      unchanged.map((item) => ({ ...item.booking, row: item.current })),
    );
    unchanged.forEach((item, index) =>
      outcomes.set(item.row.row, {
        ...item.base,
        outcome: 'processed',
        trackingNumber: tracking[index],
        priceFils: item.booking.rate.priceFils,
      }),
    );
    await saveResults(tx, [...outcomes.values()]);
  });

  for (const { row, base } of oneByOne) {
    const choice = { courierId: row.courierId!, serviceTypeId: row.serviceTypeId!, expectedPriceFils: row.priceFils! };
    let values: ResultValues;
    try {
      values = await db.transaction(async (tx) => {
        const booked = await processShipment(tx, principal, base.shipmentId, choice);
        const done: ResultValues = {
          ...base,
          outcome: 'processed',
          trackingNumber: booked.trackingNumber,
          priceFils: booked.priceFils,
        };
        await saveResults(tx, [done]);
        return done;
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      values = refusal(error, base);
      await saveResults(db, [values]);
    }
    outcomes.set(row.row, values);
  }
  return { results: rows.map((row) => presentResult(outcomes.get(row.row)!, locale)) };
}

function presentResult(values: ResultValues, locale: Locale) {
  const details = (values.details ?? []) as AppErrorDetail[];
  return {
    row: values.row,
    shipmentId: values.shipmentId,
    outcome: values.outcome as BatchOutcome,
    courierId: values.courierId ?? null,
    serviceTypeId: values.serviceTypeId ?? null,
    trackingNumber: values.trackingNumber ?? null,
    priceFils: values.priceFils ?? null,
    newPriceFils: values.newPriceFils ?? null,
    field: details[0]?.field ?? null,
    message: values.messageKey
      ? problemText(locale, {
          messageKey: values.messageKey as MessageKey,
          params: values.params ?? undefined,
          details,
        })
      : null,
  };
}

/**
 * The import's kept outcomes in file order, a page at a time, with their counts and the total booked. A row
 * booked since from its own page (the wizard) reads as processed.
 */
export async function batchResults(
  db: DbOrTx,
  importId: string,
  page: { page: number; pageSize: number },
  locale: Locale,
) {
  const [rows, totals, courierRows, serviceRows] = await Promise.all([
    db
      .select({
        result: importResults,
        reference: shipments.reference,
        recipient: shipments.recipientSnapshot,
        trackingNumber: shipments.trackingNumber,
        priceFils: shipments.priceFils,
        courierId: shipments.courierId,
        serviceTypeId: shipments.serviceTypeId,
      })
      .from(importResults)
      .innerJoin(shipments, eq(shipments.id, importResults.shipmentId))
      .where(eq(importResults.importId, importId))
      .orderBy(asc(importResults.row))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({
        booked: sql<boolean>`${shipments.trackingNumber} is not null`,
        outcome: importResults.outcome,
        rows: count(),
        fils: sum(shipments.priceFils).mapWith(Number),
      })
      .from(importResults)
      .innerJoin(shipments, eq(shipments.id, importResults.shipmentId))
      .where(eq(importResults.importId, importId))
      .groupBy(sql`1`, importResults.outcome),
    db.select({ id: couriers.id, name: couriers.name, nameAr: couriers.nameAr }).from(couriers),
    db.select({ id: serviceTypes.id, name: serviceTypes.name, nameAr: serviceTypes.nameAr }).from(serviceTypes),
  ]);
  const courierOf = new Map(courierRows.map((c) => [c.id, c]));
  const serviceOf = new Map(serviceRows.map((s) => [s.id, s]));
  const counts = { processed: 0, notCovered: 0, failed: 0, priceChanged: 0 };
  let bookedFils = 0;
  for (const total of totals) {
    const outcome = total.booked ? 'processed' : total.outcome;
    counts[outcome] += total.rows;
    if (total.booked) bookedFils += total.fils ?? 0;
  }
  const items = rows.map(({ result, reference, recipient, ...shipment }) => {
    const booked = shipment.trackingNumber !== null;
    const values = booked
      ? {
          ...result,
          outcome: 'processed' as const,
          trackingNumber: shipment.trackingNumber,
          priceFils: shipment.priceFils,
          courierId: shipment.courierId,
          serviceTypeId: shipment.serviceTypeId,
          messageKey: null,
          details: null,
        }
      : result;
    const presented = presentResult(values, locale);
    return {
      ...presented,
      reference,
      recipientName: recipient?.name ?? null,
      courier: presented.courierId ? (courierOf.get(presented.courierId) ?? null) : null,
      serviceType: presented.serviceTypeId ? (serviceOf.get(presented.serviceTypeId) ?? null) : null,
      updatedAt: result.updatedAt.toISOString(),
    };
  });
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { items, total, page: page.page, pageSize: page.pageSize, counts, bookedFils };
}
