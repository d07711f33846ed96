import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KeptAnswers } from './kept-answers';

const schema = z.object({ name: z.string(), items: z.array(z.number()) });

/** A route answering from `kept`, with the version, the build and its count in the test's hands. */
function appWith(kept: KeptAnswers<typeof schema>) {
  const state = {
    version: '1',
    builds: 0,
    fail: false,
    /** Held open until released, to have requests arrive while a build is under way. */
    gate: null as Promise<void> | null,
    items: [1, 2, 3] as number[],
  };
  const app = Fastify();
  app.get<{ Querystring: { key?: string } }>('/kept', async (request, reply) =>
    kept.send(request, reply, request.query.key ?? 'a', state.version, async () => {
      state.builds += 1;
      if (state.gate) await state.gate;
      if (state.fail) throw new Error('the build failed');
      // `secret` is not in the schema: it must never be sent.
      return { name: `v${state.version}`, items: state.items, secret: 'x' } as z.output<
        typeof schema
      >;
    }),
  );
  return { app, state };
}

let close: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('KeptAnswers', () => {
  it('builds once per version and sends what the schema lets out', async () => {
    const { app, state } = appWith(new KeptAnswers(schema));
    close = () => app.close();
    const first = await app.inject('/kept');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ name: 'v1', items: [1, 2, 3] });
    await app.inject('/kept');
    expect(state.builds).toBe(1);

    state.version = '2';
    expect((await app.inject('/kept')).json()).toEqual({ name: 'v2', items: [1, 2, 3] });
    expect(state.builds).toBe(2);
    // Another key is another answer.
    await app.inject('/kept?key=b');
    expect(state.builds).toBe(3);
  });

  it('shares one build between requests that arrive while it runs', async () => {
    const { app, state } = appWith(new KeptAnswers(schema));
    close = () => app.close();
    let release = () => {};
    state.gate = new Promise((resolve) => (release = resolve));
    const answers = Array.from({ length: 5 }, () => app.inject('/kept'));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const bodies = (await Promise.all(answers)).map((answer) => answer.json());
    expect(bodies).toEqual(Array(5).fill({ name: 'v1', items: [1, 2, 3] }));
    expect(state.builds).toBe(1);
  });

  it('keeps nothing from a build that failed', async () => {
    const { app, state } = appWith(new KeptAnswers(schema));
    close = () => app.close();
    state.fail = true;
    expect((await app.inject('/kept')).statusCode).toBe(500);
    state.fail = false;
    expect((await app.inject('/kept')).statusCode).toBe(200);
    expect(state.builds).toBe(2);
  });

  it('drops the least recently read answer beyond its size', async () => {
    const kept = new KeptAnswers(schema, 2);
    const { app, state } = appWith(kept);
    close = () => app.close();
    await app.inject('/kept?key=a');
    await app.inject('/kept?key=b');
    await app.inject('/kept?key=a');
    await app.inject('/kept?key=c');
    expect(kept.size).toBe(2);
    expect(state.builds).toBe(3);
    // `a` was read after `b`, so `b` went.
    await app.inject('/kept?key=a');
    expect(state.builds).toBe(3);
    await app.inject('/kept?key=b');
    expect(state.builds).toBe(4);
  });

  it('compresses a large answer once per encoding, and a small one not at all', async () => {
    const { app, state } = appWith(new KeptAnswers(schema));
    close = () => app.close();
    const small = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();

    state.version = 'large';
    state.items = Array.from({ length: 600 }, (_, i) => i);
    const plain = await app.inject('/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    for (let read = 0; read < 2; read++) {
      const br = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    }
    const head = await app.inject({
      method: 'HEAD',
      url: '/kept',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(state.builds).toBe(2);
  });
});
