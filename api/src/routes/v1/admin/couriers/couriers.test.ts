import { Role } from '@portal/shared/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createUser, createUserAndLogin } from '../../../../../test/support/fixtures';
import { multipartFile } from '../../../../../test/support/test-app';
import { couriers, serviceTypes, shipments } from '../../../../db/schema';
import { courierLogoPng } from '../../../../db/seed/logo';
import { type AdminTestKit, startAdminKit } from '../admin-test-kit';
import { LOGO_MAX_BYTES, sniffLogoType } from '../../../../services/courier-logo';

let kit: AdminTestKit;

beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(() => kit?.close());

const multipart = (field: string, fileName: string, contentType: string, bytes: Buffer) =>
  multipartFile(bytes, { field, fileName, contentType });

const upload = (courierId: string, body: ReturnType<typeof multipart>, token = kit.adminToken, lang = 'en') =>
  kit.app.inject({
    method: 'POST',
    url: `/api/v1/admin/couriers/${courierId}/logo`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
  });

async function createCourier(code: string, extra: Record<string, unknown> = {}) {
  const response = await kit.admin('POST', '/couriers', {
    body: { code, name: `${code} Express`, nameAr: `${code} السريع`, ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; version: number; logoUrl: string | null };
}

describe('couriers', () => {
  it('creates with defaults, updates the active flag with the version, and audits', async () => {
    const created = await createCourier('fastline', { website: 'https://fastline.example' });
    expect(created).toMatchObject({
      code: 'FASTLINE',
      source: 'builtin',
      activeFlag: 'active',
      website: 'https://fastline.example',
      logoUrl: null,
    });
    const updated = await kit.admin('PUT', `/couriers/${created.id}`, {
      body: { code: 'FASTLINE', name: 'Fastline', nameAr: 'فاست لاين', activeFlag: 'inactive', version: 1 },
    });
    expect(updated.json()).toMatchObject({ activeFlag: 'inactive', version: 2, website: null });
    const listed = (await kit.admin('GET', '/couriers?activeFlag=inactive')).json();
    expect(listed.items.map((item: { code: string }) => item.code)).toEqual(['FASTLINE']);
    const [update] = (await kit.auditOf(created.id)).filter((row) => row.action === 'update');
    expect(update.data).toMatchObject({ before: { activeFlag: 'active' }, after: { activeFlag: 'inactive' } });
  });

  it('rejects a website that is not an http(s) address', async () => {
    const response = await kit.admin('POST', '/couriers', {
      body: { code: 'BAD', name: 'Bad', nameAr: 'سيئ', website: 'javascript:alert(1)' },
    });
    expect(response.json().details).toEqual([{ field: 'website', message: 'This value has the wrong format' }]);
  });

  it('refuses to delete a courier with shipments (disable it instead)', async () => {
    const courier = await createCourier('KEEPER');
    const owner = await createUser(kit.app);
    await kit.app.db.insert(shipments).values({ createdByUserId: owner.id, courierId: courier.id });
    const response = await kit.admin('DELETE', `/couriers/${courier.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This courier has shipments, so it cannot be deleted. Disable it instead');
  });
});

describe('courier logos', () => {
  it('recognises images by content, not by name', () => {
    expect(sniffLogoType(courierLogoPng('#0a7d3e', 'circle'))).toBe('image/png');
    expect(sniffLogoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffLogoType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(sniffLogoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffLogoType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('stores an uploaded image re-encoded as a PNG within 512 × 512, lists its URL and serves it', async () => {
    const courier = await createCourier('LOGOED');
    const jpeg = await sharp({ create: { width: 1024, height: 600, channels: 3, background: '#0a7d3e' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-note' } } })
      .toBuffer();
    const response = await upload(courier.id, multipart('logo', 'logo.jpg', 'image/jpeg', jpeg));
    expect(response.statusCode).toBe(200);
    const logoUrl = response.json().logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/lookups/couriers/${courier.id}/logo\\?v=\\d+$`));
    expect(response.json().version).toBe(2);

    const listed = (await kit.admin('GET', '/couriers?q=logoed')).json();
    expect(listed.items[0].logoUrl).toBe(logoUrl);
    const image = await kit.app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Cached as immutable, yet an API answer: it keeps its request id and the hardening headers.
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.headers['x-request-id']).toBeDefined();
    expect(image.headers['x-frame-options']).toBe('DENY');
    const served = await sharp(image.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'png', width: 512, height: 300 });
    expect(served.exif).toBeUndefined();
    expect(image.rawPayload.includes('secret-exif-note')).toBe(false);

    const audit = (await kit.auditOf(courier.id)).find((row) => row.action === 'update-logo')!;
    expect(audit.data).toMatchObject({ bytes: image.rawPayload.length, mimeType: 'image/png' });
    expect(JSON.stringify(audit.data)).not.toContain('"logo":');

    const removed = await kit.admin('DELETE', `/couriers/${courier.id}/logo`);
    expect(removed.json().logoUrl).toBeNull();
    expect((await kit.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('keeps a small PNG at its size and drops whatever follows the image', async () => {
    const courier = await createCourier('TRAILED');
    const png = await sharp({ create: { width: 48, height: 24, channels: 4, background: '#d9480f80' } })
      .png()
      .toBuffer();
    const withPage = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const response = await upload(courier.id, multipart('logo', 'logo.png', 'image/png', withPage));
    expect(response.statusCode).toBe(200);
    const image = await kit.app.inject({ method: 'GET', url: response.json().logoUrl });
    expect(image.rawPayload.includes('<script')).toBe(false);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 48, height: 24 });
  });

  it('refuses an HTML page behind a PNG signature, in English and Arabic, and stores nothing', async () => {
    const courier = await createCourier('POLYGLOT');
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const english = await upload(courier.id, multipart('logo', 'logo.png', 'image/png', polyglot));
    expect(english.statusCode).toBe(400);
    expect(english.json().details).toEqual([{ field: 'logo', message: 'The logo must be a PNG, JPEG or WebP image' }]);
    const arabic = await upload(courier.id, multipart('logo', 'logo.png', 'image/png', polyglot), kit.adminToken, 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().details).toEqual([{ field: 'logo', message: 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP' }]);
    const [row] = await kit.app.db.select({ logo: couriers.logo }).from(couriers).where(eq(couriers.id, courier.id));
    expect(row.logo).toBeNull();
  });

  it('refuses SVG, and text named as a PNG, by content', async () => {
    const courier = await createCourier('SNIFF');
    for (const [fileName, type, bytes] of [
      ['logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['logo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['logo.png', 'image/png', Buffer.from('just some text')],
    ] as const) {
      const response = await upload(courier.id, multipart('logo', fileName, type, bytes));
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field: 'logo', message: 'The logo must be a PNG, JPEG or WebP image' },
      ]);
    }
    const [row] = await kit.app.db.select({ logo: couriers.logo }).from(couriers).where(eq(couriers.id, courier.id));
    expect(row.logo).toBeNull();
  });

  it('refuses an image too large to decode safely, naming its limit', async () => {
    const courier = await createCourier('WIDE');
    const wide = await sharp({ create: { width: 5000, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(wide.length).toBeLessThan(LOGO_MAX_BYTES);
    const response = await upload(courier.id, multipart('logo', 'wide.png', 'image/png', wide), kit.adminToken, 'ar');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'logo', message: 'يجب ألا تزيد أبعاد الشعار عن 4096 × 4096 بكسل' },
    ]);
  });

  it('refuses a logo above the size limit with 413, in Arabic for an Arabic admin', async () => {
    const courier = await createCourier('HEAVY');
    const big = Buffer.concat([courierLogoPng('#0a7d3e', 'circle'), Buffer.alloc(LOGO_MAX_BYTES)]);
    const body = multipart('logo', 'big.png', 'image/png', big);
    const response = await kit.app.inject({
      method: 'POST',
      url: `/api/v1/admin/couriers/${courier.id}/logo`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${kit.adminToken}`, 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('يجب ألا يزيد حجم الشعار عن 256 كيلوبايت');
  });

  it('answers a form cut off before its end with 400, in both languages, and keeps no logo', async () => {
    const courier = await createCourier('CUTOFF');
    const body = multipart('logo', 'logo.png', 'image/png', courierLogoPng('#0a7d3e', 'circle'));
    for (const [lang, message] of [
      ['en', 'The upload ended before the whole file arrived. Send the file again'],
      ['ar', 'انتهى الرفع قبل وصول الملف كاملًا. أرسل الملف مرة أخرى'],
    ]) {
      const response = await upload(
        courier.id,
        { ...body, payload: body.payload.subarray(0, -10) },
        kit.adminToken,
        lang,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ field: 'logo', message }]);
    }
    const [row] = await kit.app.db.select({ logo: couriers.logo }).from(couriers).where(eq(couriers.id, courier.id));
    expect(row.logo).toBeNull();
  });

  it('asks for a file when none is sent', async () => {
    const courier = await createCourier('EMPTY');
    const response = await upload(
      courier.id,
      multipart('other', 'x.png', 'image/png', courierLogoPng('#000000', 'circle')),
    );
    expect(response.json().details).toEqual([{ field: 'logo', message: 'Choose a file to upload' }]);
  });

  it('is for admins only', async () => {
    const courier = await createCourier('GUARDED');
    const user = await createUserAndLogin(kit.app, { role: Role.IndividualUser });
    expect(
      (
        await upload(
          courier.id,
          multipart('logo', 'l.png', 'image/png', courierLogoPng('#000000', 'circle')),
          user.access_token,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('supported types', () => {
  it('lists every type with a supported flag and replaces the set, audited', async () => {
    const courier = await createCourier('TYPED');
    const services = await kit.app.db.select().from(serviceTypes);
    const standard = services.find((type) => type.code === 'standard')!;
    const express = services.find((type) => type.code === 'express')!;

    const initial = (await kit.admin('GET', `/couriers/${courier.id}/service-types`)).json();
    expect(initial.items).toHaveLength(services.length);
    expect(initial.items.every((item: { supported: boolean }) => !item.supported)).toBe(true);

    const set = await kit.admin('PUT', `/couriers/${courier.id}/service-types`, {
      body: { typeIds: [standard.id, express.id] },
    });
    expect(set.statusCode).toBe(200);
    const supported = set
      .json()
      .items.filter((item: { supported: boolean }) => item.supported)
      .map((item: { code: string }) => item.code);
    expect(supported.sort()).toEqual(['express', 'standard']);

    await kit.admin('PUT', `/couriers/${courier.id}/service-types`, { body: { typeIds: [standard.id] } });
    const after = (await kit.admin('GET', `/couriers/${courier.id}/service-types`)).json();
    expect(
      after.items.filter((item: { supported: boolean }) => item.supported).map((item: { code: string }) => item.code),
    ).toEqual(['standard']);

    const audit = (await kit.auditOf(courier.id)).filter((row) => row.entityType === 'courier_service_types');
    expect(audit).toHaveLength(2);
    expect(audit[0].data).toMatchObject({
      before: { typeIds: [standard.id, express.id].sort() },
      after: { typeIds: [standard.id] },
    });
  });

  it('refuses unknown type ids and unknown couriers', async () => {
    const courier = await createCourier('TYPED2');
    const unknownType = await kit.admin('PUT', `/couriers/${courier.id}/parcel-types`, {
      body: { typeIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknownType.json().details).toEqual([
      { field: 'typeIds', message: 'The chosen item does not exist (it may have been deleted)' },
    ]);
    expect((await kit.admin('GET', '/couriers/00000000-0000-4000-8000-000000000000/shipment-types')).statusCode).toBe(
      404,
    );
  });
});
