import { smsSize } from '../../sms/segments';
import { quietHoursEnd, recipientSms } from './dispatch';

describe('quietHoursEnd', () => {
  it('lets SMS go from 08:00 to 22:00 Amman time (UTC+3)', () => {
    expect(quietHoursEnd(new Date('2026-11-27T05:00:00Z'))).toBeNull(); // 08:00
    expect(quietHoursEnd(new Date('2026-11-27T18:59:59Z'))).toBeNull(); // 21:59:59
  });

  it('holds a night SMS until the next 08:00 there', () => {
    expect(quietHoursEnd(new Date('2026-11-27T19:00:00Z'))).toEqual(new Date('2026-11-28T05:00:00Z')); // 22:00
    expect(quietHoursEnd(new Date('2026-11-27T21:30:00Z'))).toEqual(new Date('2026-11-28T05:00:00Z')); // 00:30
    expect(quietHoursEnd(new Date('2026-11-30T21:30:00Z'))).toEqual(new Date('2026-12-01T05:00:00Z')); // month end
  });
});

describe('recipientSms', () => {
  const link = 'https://portal.example.jo/api/u/sAbCdEfGhIjKlMnOpQrStUvWxYz012345';

  it('keeps Arabic within two parts, shortening a long sender name and then dropping the number', () => {
    for (const senderName of ['Petra', 'متجر البتراء للهدايا والتحف الشرقية في عمّان']) {
      const text = recipientSms('ar', { senderName, event: 'returned', trackingNumber: 'PT12345678901', link });
      expect(smsSize(text).segments).toBeLessThanOrEqual(2);
      expect(text).toContain(link);
    }
    expect(recipientSms('ar', { senderName: 'Petra', event: 'delivered', trackingNumber: 'PT12345678901', link })).toBe(
      `Petra: شحنتك PT12345678901 تم تسليمها. للتتبع أو إيقاف الرسائل: ${link}`,
    );
  });

  it('writes English in one GSM-7 part', () => {
    const text = recipientSms('en', { senderName: 'Petra', event: 'onGoing', trackingNumber: 'PT12345678901', link });
    expect(text).toBe(`Petra: your parcel PT12345678901 is out for delivery. Track or stop messages: ${link}`);
    expect(smsSize(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});
