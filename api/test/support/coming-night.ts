/**
 * A night in Amman after the real clock, for tests of SMS held until 08:00 there. The outbox sends a row
 * once it is due by the database's clock or the app's (whichever is later), so a held row must be held
 * until after the real now: a night fixed in the tests' source would be in the past a day later.
 * Jordan keeps UTC+3 all year: 20:30Z is 23:30 there and 05:00Z the next day is 08:00.
 */
export function comingNight(realNow: Date = new Date()) {
  const night = new Date(Date.UTC(realNow.getUTCFullYear(), realNow.getUTCMonth(), realNow.getUTCDate() + 1, 20, 30));
  const morning = new Date(night.getTime() + 8.5 * 3_600_000);
  return { night, justBeforeMorning: new Date(morning.getTime() - 60_000), morning };
}
