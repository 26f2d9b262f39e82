import { createActor, fromPromise } from 'xstate';
import type { Notification } from '../../src/api/notifications';
import { ApiError } from '../../src/api/errors';
import { notificationsMachine } from './notifications.machine';
import { selectNotificationsView } from './notifications.select';
import { settle } from './session.testing';

const at = (id: string, timestamp: string): Notification => ({
  id,
  title: `Title ${id}`,
  body: null,
  isUnread: id === 'd',
  timestamp,
  action: null,
});

const FOUR = [
  at('a', '2026-01-01T12:00:00Z'),
  at('d', '2026-01-04T12:00:00Z'),
  at('b', '2026-01-02T12:00:00Z'),
  at('c', '2026-01-03T12:00:00Z'),
];

function start(answers: Array<Notification[] | Error>) {
  let calls = 0;
  const machine = notificationsMachine.provide({
    actors: {
      fetchNotifications: fromPromise<Notification[]>(async () => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, view: () => selectNotificationsView(actor.getSnapshot()) };
}

describe('notifications panel', () => {
  it('shows the 3 newest, newest first, with a View All toggle when there are more', async () => {
    const n = start([FOUR]);
    expect(n.view().status).toBe('loading');
    await settle();
    expect(n.view()).toMatchObject({
      status: 'ready',
      total: 4,
      unread: 1,
      canToggle: true,
      showAll: false,
    });
    expect(n.view().items.map((item) => item.id)).toEqual(['d', 'c', 'b']);
    n.actor.send({ type: 'VIEW_ALL.TOGGLE' });
    expect(n.view().items.map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']);
    n.actor.send({ type: 'VIEW_ALL.TOGGLE' });
    expect(n.view().items).toHaveLength(3);
  });

  it('has no toggle with 3 or fewer', async () => {
    const n = start([FOUR.slice(0, 3)]);
    await settle();
    expect(n.view().canToggle).toBe(false);
    n.actor.send({ type: 'VIEW_ALL.TOGGLE' });
    expect(n.view().showAll).toBe(false);
  });

  it('is empty with none (the panel says No Notifications)', async () => {
    const n = start([[]]);
    await settle();
    expect(n.view()).toMatchObject({ status: 'ready', items: [], total: 0 });
  });

  it('shows an error and loads again on RETRY', async () => {
    const n = start([new ApiError({ kind: 'network', url: '/n', message: 'x' }), FOUR]);
    await settle();
    expect(n.view().status).toBe('error');
    n.actor.send({ type: 'RETRY' });
    await settle();
    expect(n.view().total).toBe(4);
  });
});
