import { inflateSync } from 'node:zlib';
import { AddressType, ApiKeyStatus, normalizeSearchText } from '@portal/shared/domain';
import type { FastifyInstance } from 'fastify';
import { addresses, apiKeys, couriers, parcelTypes, serviceTypes } from '../../src/db/schema';
import { generateApiKey } from '../../src/lib/api-keys';
import { cityNamed, type TestUser } from './fixtures';

/** Test helpers for the shipment, tracking and partner suites (not loaded by the app). */

/** An address in the given city, owned as the user (and their organization) would own it. */
export async function addAddress(
  app: FastifyInstance,
  owner: Pick<TestUser, 'id' | 'organizationId'>,
  options: { city: string; name: string; type?: AddressType; phoneNumber?: string; addressLine?: string },
) {
  const city = await cityNamed(app, options.city);
  const [row] = await app.db
    .insert(addresses)
    .values({
      createdByUserId: owner.id,
      organizationId: owner.organizationId,
      name: options.name,
      phoneNumber: options.phoneNumber ?? '+962 79 555 0101',
      countryId: city.countryId,
      regionId: city.regionId,
      cityId: city.id,
      addressLine: options.addressLine ?? 'Rainbow Street 12',
      buildingNumber: '7',
      type: options.type ?? AddressType.DropOff,
      searchText: normalizeSearchText(options.name),
    })
    .returning();
  return row;
}

export async function referenceIds(app: FastifyInstance) {
  const byCode = async <T extends { code: string; id: string }>(rows: Promise<T[]>) =>
    new Map((await rows).map((r) => [r.code, r.id]));
  return {
    courier: await byCode(app.db.select({ code: couriers.code, id: couriers.id }).from(couriers)),
    service: await byCode(app.db.select({ code: serviceTypes.code, id: serviceTypes.id }).from(serviceTypes)),
    parcel: await byCode(app.db.select({ code: parcelTypes.code, id: parcelTypes.id }).from(parcelTypes)),
  };
}

/** A courier key, active, as an admin would create it on the courier's page. */
export async function courierKey(app: FastifyInstance, courierId: string): Promise<string> {
  const key = generateApiKey('courier');
  await app.db.insert(apiKeys).values({
    kind: 'courier',
    name: 'test feed',
    prefix: key.prefix,
    secretHash: key.secretHash,
    status: ApiKeyStatus.Active,
    ownerCourierId: courierId,
  });
  return key.plaintext;
}

/**
 * The text drawn on a pdfkit PDF's pages: content streams inflated, hex strings of Tj/TJ decoded
 * (built-in fonts use single-byte codes), each text object's pieces joined.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(source.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.split(/\bBT\b/).slice(1)) {
      const body = block.split(/\bET\b/)[0];
      const pieces = [...body.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
      texts.push(pieces.join(''));
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}
