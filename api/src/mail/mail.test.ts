import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { createUser } from '../../test/support/fixtures';
import { startFakeSmtp } from '../../test/support/fake-smtp';
import { buildTestApp, call, startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { outbox } from '../db/schema';
import type { MailTemplate } from './templates';
import { renderMail } from './templates';

let app: StartedTestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(() => app?.closeWithDatabase());

const SAMPLES: MailTemplate[] = [
  {
    template: 'password-reset',
    data: { username: 'Rania', resetUrl: 'http://x.test/reset-password/abc', expiresInMinutes: 60 },
  },
  { template: 'account-created', data: { username: 'Rania', loginUrl: 'http://x.test/login' } },
  { template: 'organization-created', data: { username: 'Rania', organizationName: 'Acme' } },
  {
    template: 'organization-submitted',
    data: {
      organizationName: 'Acme',
      creatorName: 'Rania',
      creatorEmail: 'rania@example.com',
      reviewUrl: 'http://x.test/admin/organizations',
    },
  },
  {
    template: 'organization-approved',
    data: { username: 'Rania', organizationName: 'Acme', loginUrl: 'http://x.test/login' },
  },
  {
    template: 'organization-rejected',
    data: { username: 'Rania', organizationName: 'Acme', reason: 'Incomplete details' },
  },
  { template: 'api-key-approved', data: { username: 'Rania', keyName: 'Shop', keysUrl: 'http://x.test/api-keys' } },
  { template: 'api-key-denied', data: { username: 'Rania', keyName: 'Shop', reason: 'Tell us more' } },
  {
    template: 'invitation',
    data: {
      organizationName: 'Acme',
      inviterName: 'Omar',
      roleName: { en: 'org user', ar: 'مستخدم مؤسسة' },
      acceptUrl: 'http://x.test/register/ACME1',
    },
  },
];

describe('mail templates', () => {
  it.each(SAMPLES.map((s) => [s.template, s] as const))(
    '%s exists in English and Arabic with its link',
    (_name, sample) => {
      const en = renderMail(sample, 'en');
      const ar = renderMail(sample, 'ar');
      expect(en.subject).toMatch(/[A-Za-z]/);
      expect(ar.subject).toMatch(/[\u0600-\u06FF]/);
      expect(en.html).toContain('dir="ltr"');
      expect(ar.html).toContain('dir="rtl"');
      const link = Object.values(sample.data).find((v) => typeof v === 'string' && v.startsWith('http'));
      if (link) {
        expect(en.text).toContain(link);
        expect(ar.text).toContain(link);
        expect(en.html).toContain(`href="${link}"`);
      }
      expect(ar.text).not.toEqual(en.text);
    },
  );

  it('escapes names in HTML', () => {
    const html = renderMail(
      {
        template: 'organization-created',
        data: { username: '<b>x</b>', organizationName: '"><script>alert(1)</script>' },
      },
      'en',
    ).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('outbox', () => {
  it('retries a failed send and marks it sent; a request never fails because of mail', async () => {
    const user = await createUser(app);
    app.sentMail.failNext = 2;
    const response = await call(app, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email } });
    await app.afterResponseSettled();
    expect(response.statusCode).toBe(200);
    const row = async () => (await app.db.select().from(outbox).where(eq(outbox.recipient, user.email)))[0];

    expect(await app.mail.processOutbox()).toBe(0);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'simulated SMTP failure' });
    expect(await app.mail.processOutbox()).toBe(0);
    expect(await app.mail.processOutbox()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(app.sentMail.sent.filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('gives up after the last attempt', async () => {
    const limited = await buildTestApp(app.testDatabase, {
      mail: { maxAttempts: 2, retryBaseMs: 0 },
    });
    try {
      const user = await createUser(limited);
      limited.sentMail.failNext = 5;
      await call(limited, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email } });
      await limited.afterResponseSettled();
      await limited.mail.processOutbox();
      await limited.mail.processOutbox();
      await limited.mail.processOutbox();
      const [row] = await limited.db.select().from(outbox).where(eq(outbox.recipient, user.email));
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    } finally {
      await limited.close();
    }
  });

  it('waits between retries (exponential back-off)', async () => {
    const slow = await buildTestApp(app.testDatabase, { mail: { retryBaseMs: 60_000 } });
    try {
      const user = await createUser(slow);
      slow.sentMail.failNext = 1;
      await call(slow, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email } });
      await slow.afterResponseSettled();
      await slow.mail.processOutbox();
      expect(await slow.mail.processOutbox()).toBe(0); // not due yet
      const [row] = await slow.db.select().from(outbox).where(eq(outbox.recipient, user.email));
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    } finally {
      await slow.close();
    }
  });

  it('picks up a message whose sender crashed mid-send', async () => {
    const user = await createUser(app);
    await call(app, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email } });
    await app.afterResponseSettled();
    await app.db
      .update(outbox)
      .set({ status: 'sending', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.recipient, user.email));
    expect(await app.mail.processOutbox()).toBe(1);
  });

  it('sends on its own with the worker running', async () => {
    const live = await buildTestApp(app.testDatabase, {
      mail: { retryBaseMs: 0 },
      outbox: { workerIntervalMs: 100 },
    });
    try {
      const user = await createUser(live);
      await call(live, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email } });
      const deadline = Date.now() + 5000;
      while (!live.sentMail.sent.some((m) => m.to === user.email) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(live.sentMail.sent.some((m) => m.to === user.email)).toBe(true);
    } finally {
      await live.close();
    }
  });
});

describe('transports', () => {
  it('without SMTP_URL writes .eml files under <dataDir>/mail and logs subject and links', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-mail-'));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { buildApp } = await import('../app');
    const fileApp = await buildApp({
      database: { instance: app.testDatabase },
      jwtSecret: 'x'.repeat(40),
      dataDir,
      publicUrl: 'https://portal.example.com',
      passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      logger: { level: 'info', stream },
      outbox: { workerIntervalMs: false },
    });
    try {
      await fileApp.ready();
      const user = await createUser(fileApp);
      await call(fileApp, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email } });
      await fileApp.afterResponseSettled();
      expect(await fileApp.mail.processOutbox()).toBeGreaterThanOrEqual(1);
      const files = await readdir(path.join(dataDir, 'mail'));
      const contents = await Promise.all(files.map((f) => readFile(path.join(dataDir, 'mail', f), 'utf8')));
      const eml = contents.find((c) => c.includes(`To: ${user.email}`))!;
      expect(eml).toContain('Subject: Reset your password');
      expect(eml).toContain('https://portal.example.com/reset-password/');
      const logged = lines
        .map((l) => JSON.parse(l))
        .find((l) => l.msg?.startsWith('mail written to file') && l.to === user.email);
      expect(logged.subject).toBe('Reset your password');
      expect(logged.links[0]).toMatch(/^https:\/\/portal\.example\.com\/reset-password\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await fileApp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('with SMTP_URL sends through the SMTP server', async () => {
    const smtp = await startFakeSmtp();
    const { buildApp } = await import('../app');
    const smtpApp = await buildApp({
      database: { instance: app.testDatabase },
      jwtSecret: 'x'.repeat(40),
      passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      mail: { smtpUrl: smtp.url, from: 'Portal <no-reply@portal.test>' },
      outbox: { workerIntervalMs: false },
    });
    try {
      await smtpApp.ready();
      const user = await createUser(smtpApp);
      await call(smtpApp, 'POST', '/api/v1/auth/forget-password', { body: { email: user.email }, lang: 'ar' });
      await smtpApp.afterResponseSettled();
      expect(await smtpApp.mail.processOutbox()).toBeGreaterThanOrEqual(1);
      const message = smtp.messages.find((m) => m.includes(user.email))!;
      expect(message).toContain('From: Portal <no-reply@portal.test>');
      expect(message).toMatch(/Subject: =\?UTF-8\?/); // the Arabic subject, encoded
    } finally {
      await smtpApp.close();
      await smtp.close();
    }
  });
});
