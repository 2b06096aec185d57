import { Role } from '@portal/shared/domain';
import sharp from 'sharp';
import { createUser, createUserAndLogin, login } from '../../../../test/support/fixtures';
import { call, multipartFile, startTestApp, type StartedTestApp } from '../../../../test/support/test-app';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.closeWithDatabase();
});

const URL = '/api/v1/recipient-notifications';

async function uploadLogo(token: string, bytes: Buffer, lang?: 'ar') {
  const form = multipartFile(bytes, { field: 'logo', fileName: 'logo.jpg', contentType: 'image/jpeg' });
  return app.inject({
    method: 'POST',
    url: `${URL}/logo`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
  });
}

const jpeg = () =>
  sharp({ create: { width: 900, height: 300, channels: 3, background: '#0a7d3e' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-note' } } })
    .toBuffer();

describe("the sender's logo", () => {
  it('is stored re-encoded for the organization, served publicly and cacheably, and removed', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const uploaded = await uploadLogo(admin.access_token, await jpeg());
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = uploaded.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/v1\/recipient-notifications\/logos\/[0-9a-f-]{36}\?v=\d+$/);
    // Uploading first keeps the default channels: e-mail on processed, SMS off.
    expect(uploaded.json().channels.processed).toEqual({ email: true, sms: false });

    const secondAdmin = await createUser(app, { role: Role.OrgAdmin, organizationId: admin.organizationId! });
    const seen = await call(app, 'GET', URL, { token: (await login(app, secondAdmin.email)).access_token });
    expect(seen.json().logoUrl).toBe(logoUrl);

    const image = await app.inject({ method: 'GET', url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 171 });
    expect(image.rawPayload.includes('secret-exif-note')).toBe(false);

    const removed = await call(app, 'DELETE', `${URL}/logo`, { token: admin.access_token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
  });

  it('keeps other settings when uploaded after a save, and each owner has their own', async () => {
    const user = await createUserAndLogin(app);
    const off = { email: false, sms: false };
    const channels = {
      processed: off,
      pickedUp: off,
      onGoing: off,
      delivered: { email: true, sms: true },
      returned: off,
      cancelled: off,
    };
    await call(app, 'PUT', URL, {
      token: user.access_token,
      body: { channels, senderName: 'Petra Gifts', replyTo: null, smsAtNight: true },
    });
    const uploaded = await uploadLogo(user.access_token, await jpeg());
    expect(uploaded.json()).toMatchObject({ channels, senderName: 'Petra Gifts', smsAtNight: true });
    // Saving the settings again leaves the logo alone.
    const saved = await call(app, 'PUT', URL, {
      token: user.access_token,
      body: { channels, senderName: 'Petra', replyTo: null, smsAtNight: true },
    });
    expect(saved.json().logoUrl).toBe(uploaded.json().logoUrl);
    const other = await createUserAndLogin(app);
    expect((await call(app, 'GET', URL, { token: other.access_token })).json().logoUrl).toBeNull();
  });

  it('refuses what is not an image, naming the field in English and Arabic, and org users', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const english = await uploadLogo(admin.access_token, page);
    expect(english.statusCode).toBe(400);
    expect(english.json().details).toEqual([
      expect.objectContaining({ field: 'logo', message: 'The logo must be a PNG, JPEG or WebP image' }),
    ]);
    const arabic = await uploadLogo(admin.access_token, page, 'ar');
    expect(arabic.json().details[0].message).toMatch(/[\u0600-\u06FF]/);
    expect((await call(app, 'GET', URL, { token: admin.access_token })).json().logoUrl).toBeNull();

    const member = await createUser(app, { role: Role.OrgUser, organizationId: admin.organizationId! });
    const memberToken = (await login(app, member.email)).access_token;
    expect((await uploadLogo(memberToken, await jpeg())).statusCode).toBe(403);
    expect((await call(app, 'DELETE', `${URL}/logo`, { token: memberToken })).statusCode).toBe(403);
    expect((await call(app, 'DELETE', `${URL}/logo`)).statusCode).toBe(401);
  });
});

describe('the preview', () => {
  it('renders the e-mail and the SMS of an event in each language, with parts counted', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const english = await call(app, 'POST', `${URL}/preview`, {
      token: admin.access_token,
      body: { event: 'delivered', language: 'en', senderName: 'Petra Gifts' },
    });
    expect(english.statusCode).toBe(200);
    const en = english.json();
    expect(en.mail.subject).toBe(`Petra Gifts: your parcel ${en.trackingNumber} was delivered`);
    expect(en.mail.html).toContain('dir="ltr"');
    expect(en.mail.text).toContain(`http://portal.test/track/${en.trackingNumber}`);
    expect(en.sms).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(en.sms.text).toMatch(/^Petra Gifts: your parcel PT\d{11} was delivered\. /);

    const arabic = await call(app, 'POST', `${URL}/preview`, {
      token: admin.access_token,
      body: { event: 'delivered', language: 'ar', senderName: 'متجر البتراء' },
    });
    const ar = arabic.json();
    expect(ar.mail.html).toContain('dir="rtl"');
    expect(ar.mail.subject).toContain('تم تسليمها');
    expect(ar.sms.encoding).toBe('UCS-2');
    expect(ar.sms.segments).toBe(2);
    expect(ar.sms.text.startsWith('متجر البتراء: شحنتك')).toBe(true);
  });

  it('uses the saved name and logo (an absolute URL) unless a name not yet saved is given', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    await call(app, 'PUT', URL, {
      token: admin.access_token,
      body: {
        ...((await call(app, 'GET', URL, { token: admin.access_token })).json() as Record<string, unknown>),
        logoUrl: undefined,
        senderName: 'Saved Name',
      },
    });
    const { logoUrl } = (await uploadLogo(admin.access_token, await jpeg())).json();
    const saved = (
      await call(app, 'POST', `${URL}/preview`, {
        token: admin.access_token,
        body: { event: 'processed', language: 'ar' },
      })
    ).json();
    expect(saved.mail.subject.startsWith('Saved Name:')).toBe(true);
    expect(saved.mail.html).toContain(`<img src="http://portal.test${logoUrl.replace('&', '&amp;')}" alt="Saved Name"`);
    const unsaved = (
      await call(app, 'POST', `${URL}/preview`, {
        token: admin.access_token,
        body: { event: 'processed', language: 'en', senderName: null },
      })
    ).json();
    // No name: the organization's own.
    expect(unsaved.mail.subject.startsWith('Saved Name')).toBe(false);
  });

  it('names a bad event or language in a 400, and is not for org users', async () => {
    const admin = await createUserAndLogin(app, { role: Role.OrgAdmin });
    const bad = await call(app, 'POST', `${URL}/preview`, {
      token: admin.access_token,
      body: { event: 'lost', language: 'fr' },
      lang: 'ar',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['event', 'language']));
    const member = await createUser(app, { role: Role.OrgUser, organizationId: admin.organizationId! });
    const memberToken = (await login(app, member.email)).access_token;
    const refused = await call(app, 'POST', `${URL}/preview`, {
      token: memberToken,
      body: { event: 'delivered', language: 'en' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
