import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startFakeReplicate } from '../../../../tests/fakes/replicate-fake.ts';
import { createTestDatabase } from '../../../../tests/setup/test-database.ts';
import { createReplicateIllustrator } from '../image/replicate.ts';
import {
  createProviderBudget,
  type ProviderBudget,
  type ProviderBudgetOptions,
  type ProviderKind,
} from './provider-budget.ts';
import { throttleAwareFetch } from './with-budget.ts';

const { db, url } = await createTestDatabase();
const budgets: ProviderBudget[] = [];
/** A server's budget (each has its own connection, as each server process does). */
function budgetOf(options: Omit<ProviderBudgetOptions, 'connectionString'>): ProviderBudget {
  const budget = createProviderBudget(db, { connectionString: url, ...options });
  budgets.push(budget);
  return budget;
}
afterAll(async () => {
  await Promise.all(budgets.map((budget) => budget.stop()));
});

/** Takes one slot of `provider` and holds it until `release` is called; resolves once the slot is held. */
async function holdSlot(budget: ProviderBudget, provider: ProviderKind) {
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const held = budget.run(provider, () => {
    started();
    return new Promise<void>((resolve) => (release = resolve));
  });
  await holding;
  return {
    release: async () => {
      release();
      await held;
    },
  };
}

/** A piece of work that records how many of its kind run at once. */
function counter() {
  let running = 0;
  let most = 0;
  return {
    get most() {
      return most;
    },
    work: async (ms: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
    },
  };
}

describe('the provider budget', () => {
  it('lets at most N requests run at once across two servers on one database, and every request runs', async () => {
    const limits = { text: 3, images: 0, speech: 0 };
    // Two servers: two budgets with their own holders, one database.
    const first = budgetOf({ limits, maxPollMs: 20 });
    const second = budgetOf({ limits, maxPollMs: 20 });
    const load = counter();
    const done = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? first : second).run('text', async () => {
          await load.work(30);
          return index;
        }),
      ),
    );
    expect(done).toEqual(Array.from({ length: 12 }, (_, index) => index));
    expect(load.most).toBe(3);
  });

  it('sends its statements one at a time on its connection, also when many slots are given back at once', async () => {
    // pg 8 queues a statement sent while another runs (deprecated; pg 9 refuses it): record how many statements were
    // already waiting on the budget's connection whenever one was sent.
    const waitingAtSend: number[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client & {
        _queryQueue: unknown[];
        _activeQuery: unknown;
        connectionParameters: { application_name?: string };
      },
      ...args: unknown[]
    ) {
      if (this.connectionParameters.application_name === 'provider-budget') {
        waitingAtSend.push(this._queryQueue.length + (this._activeQuery ? 1 : 0));
      }
      return (query as (...queryArgs: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    try {
      const budget = budgetOf({ limits: { text: 0, images: 6, speech: 0 }, maxPollMs: 20 });
      // Twelve pictures at once with six slots: six wait in line while six run, and all six slots come back together.
      await Promise.all(
        Array.from({ length: 12 }, () => budget.run('images', () => new Promise((resolve) => setTimeout(resolve, 30)))),
      );
    } finally {
      spy.mockRestore();
    }
    expect(waitingAtSend.length).toBeGreaterThan(6);
    expect(waitingAtSend.filter((waiting) => waiting > 0)).toEqual([]);
  });

  it('gives the slot back when the work fails', async () => {
    const budget = budgetOf({ limits: { text: 0, images: 1, speech: 0 }, maxPollMs: 20 });
    await expect(budget.run('images', () => Promise.reject(new Error('provider down')))).rejects.toThrow(
      'provider down',
    );
    expect(await budget.run('images', async () => 'drawn')).toBe('drawn');
  });

  it('frees the slots of a server that died at once: its connection ends, and PostgreSQL lets go of its locks', async () => {
    const limits = { text: 0, images: 0, speech: 1 };
    const dead = budgetOf({ limits });
    // Takes the only slot and never gives it back: its work never ends.
    let holding = false;
    void dead.run('speech', () => {
      holding = true;
      return new Promise(() => undefined);
    });
    await vi.waitFor(() => expect(holding).toBe(true));
    const alive = budgetOf({ limits, maxPollMs: 20 });
    let spoken = false;
    const waiting = alive.run('speech', async () => {
      spoken = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(spoken).toBe(false);
    // The server dies: its connection closes without a word about the slot.
    await dead.stop();
    await waiting;
    expect(spoken).toBe(true);
  });

  it('stops waiting when the caller aborts', async () => {
    const limits = { text: 1, images: 0, speech: 0 };
    const budget = budgetOf({ limits, maxPollMs: 20 });
    const slot = await holdSlot(budget, 'text');
    const controller = new AbortController();
    const waiting = budget.run('text', async () => 'ran', controller.signal);
    controller.abort(new Error('parent cancelled'));
    await expect(waiting).rejects.toThrow('parent cancelled');
    await slot.release();
    // The aborted request left the line: the next one gets the slot.
    expect(await budget.run('text', async () => 'next')).toBe('next');
  });

  it('serves the requests waiting on one server first come, first served', async () => {
    const budget = budgetOf({ limits: { text: 1, images: 0, speech: 0 }, maxPollMs: 20 });
    const slot = await holdSlot(budget, 'text');
    const order: number[] = [];
    const waiting: Promise<void>[] = [];
    for (let index = 0; index < 6; index += 1) {
      waiting.push(budget.run('text', async () => void order.push(index)));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await slot.release();
    await Promise.all(waiting);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('asks the database once per poll for a whole line of waiting requests, not once per request', async () => {
    // Every statement any connection of this test sends (the budget's own connection and the app's pool alike).
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    const statements = () => sent.mock.calls.length;
    const limits = { text: 0, images: 1, speech: 0 };
    const slot = await holdSlot(budgetOf({ limits, maxPollMs: 50 }), 'images');
    const budget = budgetOf({ limits, maxPollMs: 50 });
    const load = counter();
    const waiting = Array.from({ length: 40 }, () => budget.run('images', () => load.work(1)));
    const asked = statements();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // 40 requests asking on their own would have sent one each at once, and more with every poll since; the line
    // asks once per poll (20 ms growing to 50 ms: about 20 in the second).
    expect(statements() - asked).toBeGreaterThan(0);
    expect(statements() - asked).toBeLessThan(40);
    const before = statements();
    await slot.release();
    await Promise.all(waiting);
    expect(load.most).toBe(1);
    // Once the line holds the slot, it passes from one request to the next with a pause check each.
    expect(statements() - before).toBeLessThan(40 * 2);
    sent.mockRestore();
  });

  it('pauses a provider for every server when it answers 429 with Retry-After', async () => {
    const limits = { text: 0, images: 4, speech: 0 };
    const fake = await startFakeReplicate({ token: 'r8_budget', latency: { imageMs: 10 } });
    try {
      const first = budgetOf({ limits, maxPollMs: 20 });
      const second = budgetOf({ limits, maxPollMs: 20 });
      const pauses: Promise<void>[] = [];
      const illustrator = createReplicateIllustrator({
        baseUrl: fake.url,
        token: 'r8_budget',
        standardModel: 'black-forest-labs/flux-schnell',
        premiumModel: 'google/nano-banana',
        retryBaseMs: 10,
        pollIntervalMs: 10,
        fetch: throttleAwareFetch(fetch, (ms) => pauses.push(first.pause('images', ms))),
      });
      fake.setFaults([{ kind: '429', retryAfterSeconds: 1.5 }]);
      const request = {
        prompt: 'a small fox',
        width: 512,
        height: 288,
        guidanceScale: 3.5,
        numInferenceSteps: 4,
        goFast: true,
        premium: false,
      };
      const drawing = first.run('images', () => illustrator.draw(request));
      await vi.waitFor(() => expect(pauses).toHaveLength(1));
      await Promise.all(pauses);
      // While the first server waits out the 429, the other one sends the provider nothing new until the wait ends.
      const started = performance.now();
      await second.run('images', async () => undefined);
      expect(performance.now() - started).toBeGreaterThan(700);
      await drawing;
    } finally {
      await fake.close();
    }
  });
});
