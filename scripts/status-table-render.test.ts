import {
  GENERATED_NOTE,
  qaLines,
  renderStatusTable,
  statusesText,
} from './status-table-render.mjs';
import type { StatusTableModel } from './status-table-render.mjs';

const flood = { describe: 'waiting on a flood certificate' };

const model: StatusTableModel = {
  table: [
    { statuses: ['HMDA'], outcomes: [{ screen: 'start/hmda' }] },
    {
      statuses: ['GEN_CLOSING_DISCLOSURE'],
      outcomes: [{ screen: 'error/flood-cert', when: flood }, { screen: 'review-app/signdocs' }],
    },
    {
      statuses: [
        'DISBURSEMENT_ACCOUNT',
        { status: 'AUTOPAY_ACCOUNT', when: { describe: 'no routing number' } },
      ],
      outcomes: [{ screen: 'bank/disburse' }],
      assumed: 'a family',
    },
    {
      statuses: ['OFFER_SELECTION'],
      outcomes: [{ screen: 'product/select', query: { describe: 'from=a|b' } }],
    },
    { statuses: ['COMPLETE'], outcomes: [{ screen: '', root: true }] },
  ],
  noStatus: { screen: 'start/profile' },
  unknownScreen: 'error/timeout',
  unknownStatus: 'UNKNOWN',
  declineScreen: 'error/decline',
  waitingPrefix: 'WAITING_FOR',
  waitingForStatuses: ['WAITING_FOR_X'],
  inProgressStatuses: ['IN_PROGRESS'],
  terminalStatuses: ['DECLINED', 'CANCELLED'],
  staysWhenTriesRunOut: 'GEN_NOTE_SIGNING',
  polling: {
    baseDelayMs: 1000,
    maxDelayMs: 5000,
    delays: [1000, 2000, 4000, 5000],
    maxWaitingTries: 14,
    maxUnchangedRetries: 7,
    staleTimeMs: 250,
  },
  assumedFamilies: [{ family: 'final-title statuses', statuses: ['FINAL_TITLE_X'] }],
};

describe('status table rendering', () => {
  it('gives one QA line per outcome, "otherwise" for the unconditional branch', () => {
    expect(qaLines(model.table).slice(0, 3)).toEqual([
      { statuses: '`HMDA`', screen: '`/{uuid}/start/hmda`', condition: '', assumed: undefined },
      {
        statuses: '`GEN_CLOSING_DISCLOSURE`',
        screen: '`/{uuid}/error/flood-cert`',
        condition: 'when waiting on a flood certificate',
        assumed: undefined,
      },
      {
        statuses: '`GEN_CLOSING_DISCLOSURE`',
        screen: '`/{uuid}/review-app/signdocs`',
        condition: 'otherwise',
        assumed: undefined,
      },
    ]);
  });

  it('names the condition of a conditional status', () => {
    expect(statusesText(model.table[2]!.statuses)).toBe(
      '`DISBURSEMENT_ACCOUNT`, `AUTOPAY_ACCOUNT` only when no routing number',
    );
  });

  it('renders the page: marker, table, fallbacks, lists and constants', () => {
    const page = renderStatusTable(model);
    expect(page.startsWith(`${GENERATED_NOTE}\n`)).toBe(true);
    expect(page).toContain('| `HMDA` | `/{uuid}/start/hmda` |  |');
    expect(page).toContain('| `COMPLETE` | the root (`/`) |  |');
    expect(page).toContain('| no status | `/{uuid}/start/profile` |  |');
    expect(page).toContain('| anything else | `/{uuid}/error/timeout` |');
    expect(page).toContain('— *assumed: a family*');
    expect(page).toContain('query: from=a\\|b');
    expect(page).toContain('`DECLINED`, `CANCELLED`.');
    expect(page).toContain('| Delays, try by try | 1000, 2000, 4000, 5000, … ms |');
    expect(page).toContain('| Tries for a waiting status | 14 |');
    expect(page).toContain('| Retries for a status unchanged after a step | 7 |');
    expect(page).toContain('| Status answer reused when younger than | 250 ms |');
    expect(page).toContain('| final-title statuses | `FINAL_TITLE_X` |');
  });

  it('is deterministic', () => {
    expect(renderStatusTable(model)).toBe(renderStatusTable(model));
  });
});
