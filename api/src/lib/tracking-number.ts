import { randomInt } from 'node:crypto';

/**
 * Tracking numbers: 'PT' + 10 random digits + a Luhn check digit (random and
 * non-sequential, with a check digit, so the public tracking page cannot be enumerated and typos
 * are caught before a lookup).
 */
const PREFIX = 'PT';

function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Double every second digit from the right of the payload (the check digit will sit to its right).
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function generateTrackingNumber(random: (max: number) => number = randomInt): string {
  let payload = String(1 + random(9));
  while (payload.length < 10) payload += String(random(10));
  return `${PREFIX}${payload}${luhnCheckDigit(payload)}`;
}

export function isValidTrackingNumber(value: string): boolean {
  const match = /^PT(\d{10})(\d)$/.exec(value.trim().toUpperCase());
  return !!match && luhnCheckDigit(match[1]) === Number(match[2]);
}
