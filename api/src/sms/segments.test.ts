import { smsSize } from './segments';

describe('smsSize', () => {
  it('counts GSM-7 text at 160 characters for one part, 153 per part beyond', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character (€, braces) as two places', () => {
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize(`${'a'.repeat(159)}{`).segments).toBe(2);
  });

  it('sends Arabic (or any character outside GSM-7) as UCS-2: 70 for one part, 67 per part beyond', () => {
    expect(smsSize('ش'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSize('ش'.repeat(71)).segments).toBe(2);
    expect(smsSize('ش'.repeat(134)).segments).toBe(2);
    expect(smsSize(`${'a'.repeat(100)}ش`)).toEqual({ encoding: 'UCS-2', units: 101, segments: 2 });
  });
});
