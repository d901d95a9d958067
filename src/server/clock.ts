/** The time, injectable so that tests can move it (token expiry, one-day invite resend). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
