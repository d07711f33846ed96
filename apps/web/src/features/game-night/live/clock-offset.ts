/*
 * The server's clock on this screen (issue 13, decision 0026): every screen shows the second
 * the server's timestamps say, so each one learns how far its own clock is from the server's.
 * A round trip to `GET /api/time/` brackets the server's reading between the moment the request
 * left and the moment the answer came back; the fastest trip brackets it tightest, so that one
 * is kept and the server's reading is taken as made half-way.
 */

/** One round trip: this screen's clock when it asked and when it heard, and the server's. */
export interface ClockSample {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

/** How many round trips an estimate makes; the fastest counts. */
export const CLOCK_SAMPLE_ROUNDS = 5;

export const roundTripOf = (sample: ClockSample): number => sample.receivedAt - sample.sentAt;

/** server_time - (t0 + t1) / 2: what to add to this screen's clock to read the server's. */
export const offsetOf = (sample: ClockSample): number =>
  sample.serverTime - (sample.sentAt + sample.receivedAt) / 2;

/** The sample with the shortest round trip (the first of equals); null when there is none. */
export function fastestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    if (roundTripOf(sample) < 0) continue; // this screen's clock was set back mid-trip
    if (best === null || roundTripOf(sample) < roundTripOf(best)) best = sample;
  }
  return best;
}

export interface ClockEstimate {
  offsetMs: number;
  roundTripMs: number;
}

/**
 * Asks the server's time `rounds` times, one after another, and answers the offset of the
 * fastest trip; null when no trip got an answer (the previous estimate then stands). The first
 * failed trip ends the round: the next reconnect estimates again.
 */
export async function estimateClockOffset(
  readServerTime: () => Promise<number>,
  { rounds = CLOCK_SAMPLE_ROUNDS, clock = () => Date.now() } = {},
): Promise<ClockEstimate | null> {
  const samples: ClockSample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const sentAt = clock();
    try {
      const serverTime = await readServerTime();
      samples.push({ sentAt, receivedAt: clock(), serverTime });
    } catch {
      // Offline or a timeout: the next trips would wait as long for nothing.
      break;
    }
  }
  const best = fastestSample(samples);
  return best === null ? null : { offsetMs: offsetOf(best), roundTripMs: roundTripOf(best) };
}
