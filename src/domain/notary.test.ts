import { slotDayText, slotTimeText, slotsByDay } from './notary';

/**
 * Slot texts in the borrower's zone, hand-computed. The formatters are kept per zone: the same
 * instant reads differently in each zone, whichever zone was asked first.
 */
describe('notary slot texts', () => {
  // 2026-11-02T03:30Z: Sunday evening in Los Angeles (PST since 1 November), Sunday 10:30 PM in
  // New York, Monday 4:30 AM in Paris.
  const iso = '2026-11-02T03:30:00.000Z';

  it('reads an instant in each zone, in any order', () => {
    expect(slotTimeText(iso, 'America/New_York')).toBe('10:30 PM');
    expect(slotTimeText(iso, 'America/Los_Angeles')).toBe('7:30 PM');
    expect(slotTimeText(iso, 'America/New_York')).toBe('10:30 PM');
    expect(slotDayText(iso, 'America/Los_Angeles')).toBe('Sunday, November 1');
    expect(slotDayText(iso, 'Europe/Paris')).toBe('Monday, November 2');
    expect(slotTimeText(iso, 'Europe/Paris')).toBe('4:30 AM');
  });

  it('reads the same wall time across the clock change (PDT, then PST)', () => {
    expect(slotTimeText('2026-10-31T16:00:00.000Z', 'America/Los_Angeles')).toBe('9:00 AM');
    expect(slotTimeText('2026-11-02T17:00:00.000Z', 'America/Los_Angeles')).toBe('9:00 AM');
  });

  it('groups slots by their day in the zone', () => {
    const slots = [{ startsAt: '2026-11-02T17:00:00.000Z' }, { startsAt: iso }];
    expect(slotsByDay(slots, 'America/Los_Angeles').map((group) => group.day)).toEqual([
      'Sunday, November 1',
      'Monday, November 2',
    ]);
    expect(slotsByDay(slots, 'Europe/Paris').map((group) => group.day)).toEqual([
      'Monday, November 2',
    ]);
  });
});
