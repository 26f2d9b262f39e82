import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { formatFault, parseFault } from '../faults';
import {
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  FLAG_NAMES,
  PERSONA_IDENTITY,
  SCENARIOS,
  SCENARIO_NAMES,
  signerStatus,
  STAFF_SIGNER_STATES,
  US_STATES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
  type Persona,
} from '../lender';
import { OPERATION_NAMES } from '../operations';
import { openConditions } from '../handlers/conditions';
import { ORG_KEY } from '../session';
import { BannerControls } from './BannerControls';
import { ChatControls } from './ChatControls';
import { STAFF_CONDITION_CATEGORIES } from './conditions';
import {
  applyControls,
  AUTH_MODE_KEY,
  AUTH_MODES,
  currentApplication,
  currentIdentity,
  defaultNext,
  parseControls,
  PERSONAS,
  type ControlAction,
  type ControlEnv,
  type ControlMessage,
} from './controls';
import { staffEnv, staffNavigation } from './env';

const PERSONA_LABEL: Record<Persona, string> = {
  visitor: 'Visitor (signed out)',
  borrower: 'Borrower (borrower@example.com)',
  signer: 'Co-deeder (codeeder@example.com)',
  broker: 'Broker (broker@example.com)',
};

/**
 * The faults staff can pick (fail= accepts any status 400-599 too), and what each does
 * (src/sandbox/faults.ts, docs/sandbox.md "Faults").
 */
const FAULT_KINDS: readonly (readonly [value: string, label: string])[] = [
  ['500', '500 Internal Server Error'],
  ['502', '502 Bad Gateway'],
  ['503', '503 Service Unavailable'],
  ['504', '504 Gateway Timeout'],
  ['429', '429 Too Many Requests (with Retry-After)'],
  ['0', 'Network error (no answer, status 0)'],
  ['hang', 'Hang: no answer until the app gives up'],
  ['lost', 'Lost answer: the lender acts, the app sees a network error'],
  ['400', '400 Bad Request'],
  ['401', '401 Unauthorized'],
  ['403', '403 Forbidden'],
  ['404', '404 Not Found'],
  ['409', '409 Conflict'],
  ['422', '422 Unprocessable Entity'],
];
const FAULT_CHOICES = FAULT_KINDS.map(([value]) => value);
const FAULT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(FAULT_KINDS);

function useLenderRevision(env: ControlEnv): number {
  return useSyncExternalStore(env.lender.subscribe, () => env.lender.revision);
}

export function Messages({ messages }: { messages: readonly ControlMessage[] }) {
  return (
    <div className="sandbox-messages" role="status">
      {messages.length > 0 && (
        <ul>
          {messages.map((message, index) => (
            <li key={index}>
              {message.level === 'error' ? 'Ignored: ' : 'Note: '}
              {message.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}

function Select({
  label,
  name,
  options,
  defaultValue,
  emptyLabel,
  optionLabels,
}: {
  label: string;
  name: string;
  options: readonly string[];
  defaultValue: string;
  emptyLabel?: string;
  /** What an option shows, when not its value. */
  optionLabels?: Readonly<Record<string, string>>;
}) {
  const id = useId();
  return (
    <div className="sandbox-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextField({
  label,
  name,
  defaultValue,
  list,
  hint,
  inputMode,
}: {
  label: string;
  name: string;
  defaultValue: string;
  list?: string;
  hint?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="sandbox-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        list={list}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint && (
        <span id={hintId} className="sandbox-muted">
          {hint}
        </span>
      )}
    </div>
  );
}

function Check({
  label,
  name,
  defaultChecked,
}: {
  label: string;
  name: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <div className="sandbox-check">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export interface StaffControlsProps {
  /** Heading level of the sections (2 on the page, 3 in the panel). */
  headingLevel?: 2 | 3;
  /** Messages to show first (the page's query controls). */
  initialMessages?: readonly ControlMessage[];
  env?: ControlEnv;
}

/** The staff controls: every form applies through the same code as the query controls. */
export function StaffControls({
  headingLevel = 2,
  initialMessages = [],
  env: givenEnv,
}: StaffControlsProps) {
  const [env] = useState(() => givenEnv ?? staffEnv());
  useLenderRevision(env);
  const [messages, setMessages] = useState<readonly ControlMessage[]>(initialMessages);
  const statusListId = useId();
  const identity = currentIdentity(env);
  const application = currentApplication(env);
  const settings = env.lender.state.settings;
  // Forms keep what staff type while the app polls in the background; they refill on a new user.
  const formKey = `${identity?.uuid ?? 'visitor'}-${application?.uuid ?? 'none'}`;

  /** Applies actions; navigates only when everything applied. */
  const run = (
    actions: ControlAction[],
    parseMessages: ControlMessage[],
    then?: 'entry' | 'reload',
  ) => {
    const applied = applyControls(actions, env);
    const all = [...parseMessages, ...applied];
    setMessages(all);
    if (all.some((message) => message.level === 'error')) return;
    if (then === 'entry') staffNavigation.assign(defaultNext(env));
    if (then === 'reload') staffNavigation.reload();
  };

  const onSession = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const persona = new FormData(event.currentTarget).get('as');
    const parsed = parseControls(new URLSearchParams({ as: String(persona) }));
    run(parsed.actions, parsed.messages, 'entry');
  };

  const onReset = () => run([{ kind: 'reset' }], [], 'entry');

  const onApplication = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of [
      'status',
      'bpo',
      'uwDecision',
      'uwSubDecision',
      'state',
      'disburseRouting',
    ]) {
      params.set(name, String(form.get(name) ?? ''));
    }
    if (params.get('status') === '') params.delete('status');
    if (params.get('disburseRouting') === '') params.set('disburseRouting', 'none');
    for (const name of ['floodCert', 'primaryAccept', 'crypto', 'manualNotary', 'inquiry']) {
      params.set(name, form.get(name) === 'on' ? 'true' : 'false');
    }
    const parsed = parseControls(params);
    run(parsed.actions, parsed.messages, 'entry');
  };

  const onScenario = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const scenario = String(new FormData(event.currentTarget).get('scenario') ?? '');
    const parsed = parseControls(new URLSearchParams({ scenario }));
    run(parsed.actions, parsed.messages, 'entry');
  };

  const onClearStatus = () => {
    const parsed = parseControls(new URLSearchParams({ status: 'none' }));
    run(parsed.actions, parsed.messages, 'entry');
  };

  const onFlags = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes = FLAG_NAMES.map((name) => ({ name, enabled: form.get(name) === 'on' }));
    run([{ kind: 'flags', changes }], [], 'reload');
  };

  const onOrg = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const org = String(new FormData(event.currentTarget).get('org') ?? '').trim();
    if (org === '') {
      env.session.sessionStorage.removeItem(ORG_KEY);
      run([], [], 'reload');
      return;
    }
    const parsed = parseControls(new URLSearchParams({ org }));
    run(parsed.actions, parsed.messages, 'reload');
  };

  const onAuthMode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mode = String(new FormData(event.currentTarget).get('authMode') ?? '');
    const parsed = parseControls(new URLSearchParams({ authMode: mode || 'default' }));
    run(parsed.actions, parsed.messages, 'reload');
  };

  const onAddCondition = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const condition = String(new FormData(event.currentTarget).get('condition') ?? '');
    const parsed = parseControls(new URLSearchParams({ condition }));
    run(parsed.actions, [...parsed.messages, { level: 'note', text: `${condition} added` }]);
  };

  const onAnswerCondition = (uuid: string, category: string) => {
    const parsed = parseControls(new URLSearchParams({ answerCondition: uuid }));
    run(parsed.actions, [...parsed.messages, { level: 'note', text: `${category} received` }]);
  };

  const onSigner = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const signer = `${String(form.get('state') ?? '')}:${String(form.get('email') ?? '')}`;
    const parsed = parseControls(new URLSearchParams({ signer }));
    run(parsed.actions, [...parsed.messages, { level: 'note', text: `signer=${signer} set` }]);
  };

  const onSignerCondition = (value: '1' | 'location') => {
    const parsed = parseControls(new URLSearchParams({ signerCondition: value }));
    const category =
      value === 'location' ? 'SIGNER_LOCATION_CONFIRMATION' : 'ID_VERIFICATION_FAILURE';
    run(parsed.actions, [
      ...parsed.messages,
      { level: 'note', text: `${category} added for the first signer` },
    ]);
  };

  const onFault = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const times = field('times');
    const seconds = field('retryAfter');
    const text = `${field('operation')}:${field('status')}${seconds ? `@${seconds}` : ''}${times ? `:${times}` : ''}`;
    const parsed = parseFault(text);
    if (parsed.ok)
      run([{ kind: 'fail', fault: parsed.value }], [{ level: 'note', text: `fail=${text} added` }]);
    else setMessages([{ level: 'error', text: parsed.message }]);
  };

  const onLatency = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('latency') ?? '').trim();
    const parsed = parseControls(
      new URLSearchParams({ latency: value === '' ? 'default' : value }),
    );
    run(parsed.actions, parsed.messages);
  };

  const personaNow: Persona = !identity
    ? 'visitor'
    : ((Object.keys(PERSONA_IDENTITY) as Exclude<Persona, 'visitor'>[]).find(
        (persona) => PERSONA_IDENTITY[persona] === identity.uuid,
      ) ?? 'borrower');

  return (
    <div className="sandbox-staff">
      <Messages messages={messages} />
      <p className="sandbox-muted">
        Signed in as <strong>{identity ? identity.email : 'nobody (visitor)'}</strong>
        {application ? (
          <>
            {' '}
            · application <code>{application.loanNumber}</code> at{' '}
            <code>{application.status.checklistStatus ?? 'no status'}</code>
          </>
        ) : null}
      </p>

      <Section title="Session" level={headingLevel}>
        <form onSubmit={onSession} className="sandbox-row">
          <Select
            label="Sign in as"
            name="as"
            options={PERSONAS}
            defaultValue={personaNow}
            key={`as-${formKey}`}
          />
          <button type="submit">Sign in</button>
        </form>
        <p>
          <button type="button" className="sandbox-secondary" onClick={onReset}>
            Reset sandbox
          </button>
        </p>
        <p className="sandbox-muted">{PERSONAS.map((p) => PERSONA_LABEL[p]).join(' · ')}</p>
      </Section>

      <Section title="Current application" level={headingLevel}>
        {application ? (
          <form onSubmit={onApplication} key={`app-${formKey}`}>
            <datalist id={statusListId}>
              {CHECKLIST_STATUSES.map((status) => (
                <option key={status} value={status} />
              ))}
            </datalist>
            <TextField
              label="Checklist status"
              name="status"
              list={statusListId}
              defaultValue={application.status.checklistStatus ?? ''}
            />
            <Select
              label="BPO status"
              name="bpo"
              options={BPO_STATUSES}
              defaultValue={application.status.bpo}
            />
            <Select
              label="Underwriting decision"
              name="uwDecision"
              options={UW_DECISIONS}
              defaultValue={application.status.uwDecision ?? ''}
              emptyLabel="(none)"
            />
            <Select
              label="Underwriting sub-decision"
              name="uwSubDecision"
              options={UW_SUB_DECISIONS}
              defaultValue={application.status.uwSubDecision ?? ''}
              emptyLabel="(none)"
            />
            <Select
              label="Property state"
              name="state"
              options={Object.keys(US_STATES)}
              defaultValue={application.property.state}
            />
            <TextField
              label="Disbursement routing number"
              name="disburseRouting"
              inputMode="numeric"
              defaultValue={application.disburseAccount.routingNumber ?? ''}
              hint="9 digits; empty for none"
            />
            <fieldset>
              <legend>Flags on the application</legend>
              <Check
                label="Waiting on flood certificate"
                name="floodCert"
                defaultChecked={application.status.waitingOnFloodCert}
              />
              <Check
                label="Primary participant accept complete"
                name="primaryAccept"
                defaultChecked={application.status.primaryParticipantAcceptComplete}
              />
              <Check label="Crypto HELOC" name="crypto" defaultChecked={application.isCrypto} />
              <Check
                label="Manual notary"
                name="manualNotary"
                defaultChecked={application.status.manualNotary}
              />
              <Check
                label="Inquiry application"
                name="inquiry"
                defaultChecked={application.isInquiry}
              />
            </fieldset>
            <button type="submit">Apply and open the application</button>
          </form>
        ) : (
          <p>No application: sign in as the borrower, signer or broker.</p>
        )}
      </Section>

      {application ? (
        <Section title="Scenarios" level={headingLevel}>
          <form onSubmit={onScenario} className="sandbox-row" key={`scenario-${formKey}`}>
            <Select
              label="Scenario"
              name="scenario"
              options={SCENARIO_NAMES}
              defaultValue={SCENARIO_NAMES[0] ?? ''}
            />
            <button type="submit">Apply scenario</button>
          </form>
          <ul className="sandbox-muted">
            {SCENARIOS.map((scenario) => (
              <li key={scenario.name}>
                <code>{scenario.name}</code>: {scenario.describe}
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="sandbox-secondary" onClick={onClearStatus}>
              Clear the status (start/profile)
            </button>
          </p>
        </Section>
      ) : null}

      {application ? (
        <Section title="Conditions" level={headingLevel}>
          <form onSubmit={onAddCondition} className="sandbox-row" key={`condition-${formKey}`}>
            <Select
              label="Category"
              name="condition"
              options={STAFF_CONDITION_CATEGORIES}
              defaultValue="MISSING_PHONE_NUMBER"
            />
            <button type="submit">Add condition</button>
          </form>
          {openConditions(env.lender, application.uuid).length > 0 ? (
            <ul className="sandbox-faults" aria-label="Open conditions on the lender">
              {openConditions(env.lender, application.uuid).map((condition) => (
                <li key={condition.uuid}>
                  <code>{condition.categoryEnum}</code>
                  <button
                    type="button"
                    className="sandbox-secondary"
                    aria-label={`Mark ${condition.categoryEnum} received`}
                    onClick={() => onAnswerCondition(condition.uuid, condition.categoryEnum)}
                  >
                    Mark received
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="sandbox-muted">No open conditions.</p>
          )}
        </Section>
      ) : null}

      {application && application.helocSigners.length > 0 ? (
        <Section title="Additional signers" level={headingLevel}>
          <ul className="sandbox-muted" aria-label="Additional signers on the lender">
            {application.helocSigners.map((signer) => (
              <li key={signer.identityUuid}>
                {signer.name.firstName} {signer.name.lastName} ({signer.email}):{' '}
                <code>{signerStatus(application, signer)}</code>
              </li>
            ))}
          </ul>
          <form onSubmit={onSigner} className="sandbox-row" key={`signer-${formKey}`}>
            <Select
              label="Signer"
              name="email"
              options={application.helocSigners.map((signer) => signer.email)}
              defaultValue={application.helocSigners[0]?.email ?? ''}
            />
            <Select
              label="State"
              name="state"
              options={STAFF_SIGNER_STATES}
              defaultValue="signed"
            />
            <button type="submit">Set signer state</button>
          </form>
          <p>
            <button
              type="button"
              className="sandbox-secondary"
              onClick={() => onSignerCondition('1')}
            >
              Add an ID check condition for the first signer
            </button>
          </p>
          <p>
            <button
              type="button"
              className="sandbox-secondary"
              onClick={() => onSignerCondition('location')}
            >
              Add a location condition for the first signer
            </button>
          </p>
        </Section>
      ) : null}

      <Section title="Feature flags" level={headingLevel}>
        <form onSubmit={onFlags} key={`flags-${formKey}`}>
          <fieldset>
            <legend>On or off</legend>
            {FLAG_NAMES.map((name) => (
              <Check
                key={name}
                label={name}
                name={name}
                defaultChecked={env.lender.flag(name)?.enabled ?? false}
              />
            ))}
          </fieldset>
          <button type="submit">Apply flags and reload</button>
        </form>
      </Section>

      <Section title="Organisation" level={headingLevel}>
        <form onSubmit={onOrg} className="sandbox-row" key={`org-${formKey}`}>
          <TextField
            label="Org code"
            name="org"
            defaultValue={env.session.sessionStorage.getItem(ORG_KEY) ?? ''}
            hint="Stored in sessionStorage “org”; empty for the default"
          />
          <button type="submit">Set org and reload</button>
        </form>
        <form onSubmit={onAuthMode} className="sandbox-row" key={`auth-${formKey}`}>
          <Select
            label="Registration auth mode"
            name="authMode"
            options={AUTH_MODES}
            defaultValue={env.session.sessionStorage.getItem(AUTH_MODE_KEY) ?? ''}
            emptyLabel="(the brand's own)"
          />
          <button type="submit">Set auth mode and reload</button>
        </form>
      </Section>

      <ChatControls env={env} headingLevel={headingLevel} run={run} />
      <BannerControls env={env} headingLevel={headingLevel} run={run} />

      <Section title="Faults" level={headingLevel}>
        {settings.faults.length > 0 ? (
          <ul className="sandbox-faults" aria-label="Active faults">
            {settings.faults.map((fault, index) => (
              <li key={`${fault.operation}-${index}`}>
                <code>{formatFault(fault)}</code>
                <button
                  type="button"
                  className="sandbox-secondary"
                  aria-label={`Clear ${fault.operation}`}
                  onClick={() => {
                    env.lender.clearFaults(fault.operation);
                    setMessages([{ level: 'note', text: `Faults of ${fault.operation} cleared` }]);
                  }}
                >
                  Clear
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="sandbox-muted">No faults.</p>
        )}
        <form onSubmit={onFault}>
          <Select
            label="Operation"
            name="operation"
            options={OPERATION_NAMES}
            defaultValue="getApplicationStatus"
          />
          <Select
            label="Fault"
            name="status"
            options={FAULT_CHOICES}
            optionLabels={FAULT_LABELS}
            defaultValue="500"
          />
          <div className="sandbox-row">
            <TextField
              label="Retry-After in seconds (429 or 503)"
              name="retryAfter"
              inputMode="numeric"
              defaultValue=""
              hint="Empty: 1 for a 429, none for a 503"
            />
            <TextField
              label="Times (empty = until cleared)"
              name="times"
              inputMode="numeric"
              defaultValue=""
            />
          </div>
          <div className="sandbox-row">
            <button type="submit">Add fault</button>
            <button
              type="button"
              className="sandbox-secondary"
              onClick={() =>
                run([{ kind: 'clearFaults' }], [{ level: 'note', text: 'All faults cleared' }])
              }
            >
              Clear all faults
            </button>
          </div>
        </form>
      </Section>

      <Section title="Latency" level={headingLevel}>
        <form onSubmit={onLatency} className="sandbox-row" key={`latency-${formKey}`}>
          <TextField
            label="Latency in ms"
            name="latency"
            inputMode="numeric"
            defaultValue={settings.latencyMs === null ? '' : String(settings.latencyMs)}
            hint="Empty: realistic (150-600 ms per call)"
          />
          <button type="submit">Set latency</button>
        </form>
      </Section>
    </div>
  );
}
