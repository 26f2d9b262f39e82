import { createActor, fromPromise, waitFor } from 'xstate';
import type { BusinessHours } from '../../src/api/operatingHours';
import { testMachineReachability } from '../testing/model';
import { supportHoursMachine } from './support-hours.machine';

const HOURS: BusinessHours[] = [
  { weekday: 'Monday', weekdayValue: 1, isOpen: true, startTime: '06:00', endTime: '18:00' },
];

describe('support hours: graph paths', () => {
  testMachineReachability(supportHoursMachine, {
    input: { orgCode: 'main' },
    events: [
      { type: 'xstate.done.actor.loadHours', output: HOURS },
      { type: 'xstate.error.actor.loadHours', error: new Error('down') },
    ],
  });
});

describe('support hours', () => {
  it('asks again on Retry after a failure and keeps the org', async () => {
    const orgs: string[] = [];
    let calls = 0;
    const machine = supportHoursMachine.provide({
      actors: {
        loadHours: fromPromise<BusinessHours[], { orgCode: string }>(({ input }) => {
          orgs.push(input.orgCode);
          calls += 1;
          return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(HOURS);
        }),
      },
    });
    const actor = createActor(machine, { input: { orgCode: 'acme' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.hours).toEqual(HOURS);
    expect(orgs).toEqual(['acme', 'acme']);
  });
});
