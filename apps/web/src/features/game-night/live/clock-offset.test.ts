import { describe, expect, it } from 'vitest';
import { estimateClockOffset, fastestSample, offsetOf, type ClockSample } from './clock-offset';

describe('the clock offset', () => {
  it('takes the server reading as made half-way through the trip', () => {
    expect(offsetOf({ sentAt: 1_000, receivedAt: 1_100, serverTime: 5_050 })).toBe(4_000);
  });

  it('keeps the fastest round trip, the first of equals, and ignores a clock set back', () => {
    const samples: ClockSample[] = [
      { sentAt: 0, receivedAt: 300, serverTime: 900 },
      { sentAt: 400, receivedAt: 440, serverTime: 1_020 },
      { sentAt: 500, receivedAt: 540, serverTime: 9_999 },
      { sentAt: 600, receivedAt: 590, serverTime: 1_200 },
    ];
    expect(fastestSample(samples)).toBe(samples[1]);
    expect(fastestSample([])).toBeNull();
  });

  it('estimates from several trips, one after another, and keeps the tightest', async () => {
    // The server is 10 s ahead; each trip is slower or faster, the answer made at different points.
    const trips = [
      { duration: 400, answeredAfter: 380 },
      { duration: 20, answeredAfter: 10 },
      { duration: 200, answeredAfter: 20 },
    ];
    let local = 50_000;
    let trip = 0;
    const estimate = await estimateClockOffset(
      async () => {
        const { duration, answeredAfter } = trips[trip]!;
        trip += 1;
        const serverTime = local + answeredAfter + 10_000;
        local += duration;
        return serverTime;
      },
      { rounds: 3, clock: () => local },
    );
    expect(trip).toBe(3);
    expect(estimate).toEqual({ offsetMs: 10_000, roundTripMs: 20 });
  });

  it('stops at the first trip without an answer and keeps what it had', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 2) throw new Error('offline');
      return 1_000;
    };
    const estimate = await estimateClockOffset(failing, { rounds: 5, clock: () => 0 });
    expect(calls).toBe(2);
    expect(estimate).toEqual({ offsetMs: 1_000, roundTripMs: 0 });
    expect(
      await estimateClockOffset(
        async () => {
          throw new Error('offline');
        },
        { rounds: 3 },
      ),
    ).toBeNull();
  });
});
