import { AUTH_MODE_STORAGE_KEY, type AuthMode } from '../../../machines/session/session.rules';
import { formatFault, parseFault, parseLatency, type FaultSpec } from '../faults';
import {
  BPO_STATUSES,
  CHECKLIST_STATUS_PATTERN,
  type ConditionCategory,
  isFlagName,
  isKnownChecklistStatus,
  isUuid,
  PERSONA_IDENTITY,
  US_STATES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
  type ApplicationPatch,
  type BpoStatus,
  type FlagName,
  type HelocApplication,
  type Identity,
  type Lender,
  type Persona,
  SCENARIO_NAMES,
  STAFF_SIGNER_STATES,
  type StaffSignerState,
  type UwDecision,
  type UwSubDecision,
} from '../lender';
import { APP_BASE, isAppPath } from '../paths';
import { addSignerCondition, setStaffSignerState, type SignerConditionKind } from './signers';
import { applyBannerControl, parseBannerControl, type BannerControl } from './banners';
import {
  applyChatControl,
  CHAT_CONTROL_NAMES,
  parseChatControl,
  type ChatControlAction,
} from './chat';
import {
  addStaffCondition,
  answerStaffConditions,
  isAnswerableConditionCategory,
  isStaffConditionCategory,
  STAFF_CONDITION_CATEGORIES,
} from './conditions';
import {
  browserSessionIdentity,
  JWT_KEY,
  ORG_KEY,
  setBrowserSession,
  type BrowserSessionEnv,
} from '../session';

/**
 * The staff tools' controls, as query parameters of /account/heloc/__sandbox (QA automates
 * against these names: keep them stable and documented in docs/sandbox.md), and the code that
 * applies them. Pure TypeScript: the page and the panel are React skins over it.
 */

export const PERSONAS: readonly Persona[] = ['visitor', 'borrower', 'signer', 'broker'];

export type ControlAction =
  | { kind: 'reset' }
  | { kind: 'as'; persona: Persona }
  | { kind: 'status'; status: string | null }
  | { kind: 'scenario'; scenario: string }
  | { kind: 'advance'; value: boolean }
  | { kind: 'bpo'; bpo: BpoStatus }
  | { kind: 'uwDecision'; uwDecision: UwDecision | null }
  | { kind: 'uwSubDecision'; uwSubDecision: UwSubDecision | null }
  | { kind: 'floodCert'; value: boolean }
  | { kind: 'primaryAccept'; value: boolean }
  | { kind: 'crypto'; value: boolean }
  | { kind: 'disburseRouting'; routingNumber: string | null }
  | { kind: 'state'; state: string }
  | { kind: 'manualNotary'; value: boolean }
  | { kind: 'inquiry'; value: boolean }
  | { kind: 'flags'; changes: { name: FlagName; enabled: boolean }[] }
  | { kind: 'org'; org: string }
  | { kind: 'fail'; fault: FaultSpec }
  | { kind: 'clearFaults' }
  | { kind: 'latency'; ms: number | null }
  | { kind: 'tokenTtl'; seconds: number | null }
  | { kind: 'authMode'; mode: AuthModeSetting | null }
  | { kind: 'condition'; category: ConditionCategory; applicationUuid: string | null }
  | { kind: 'answerCondition'; target: string }
  | { kind: 'signer'; state: StaffSignerState; email: string | null }
  | { kind: 'signerCondition'; condition: SignerConditionKind }
  | BannerControl
  | ChatControlAction;

/** The registration's auth modes (machines/session/session.rules.ts `authModeFor`). */
export const AUTH_MODES = ['hosted', 'legacy'] as const satisfies readonly AuthMode[];
export type AuthModeSetting = (typeof AUTH_MODES)[number];

/** sessionStorage key the app reads its auth mode from when the shell starts. */
export const AUTH_MODE_KEY = AUTH_MODE_STORAGE_KEY;

export interface ControlMessage {
  /** `error`: the control was ignored. `note`: it was applied, with a remark. */
  level: 'error' | 'note';
  text: string;
}

export interface ParsedControls {
  actions: ControlAction[];
  /** A checked path inside the app, or null for the default. */
  next: string | null;
  messages: ControlMessage[];
}

/** Every query control name. */
export const CONTROL_NAMES = [
  'reset',
  'as',
  'status',
  'scenario',
  'advance',
  'bpo',
  'uwDecision',
  'uwSubDecision',
  'floodCert',
  'primaryAccept',
  'crypto',
  'disburseRouting',
  'state',
  'manualNotary',
  'inquiry',
  'flags',
  'org',
  'fail',
  'latency',
  'tokenTtl',
  'authMode',
  'condition',
  'answerCondition',
  'signer',
  'signerCondition',
  'banner',
  ...CHAT_CONTROL_NAMES,
  'next',
] as const;

type BooleanControl = 'floodCert' | 'primaryAccept' | 'crypto' | 'manualNotary' | 'inquiry';

export const ORG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/u;

function parseBoolean(value: string): boolean | null {
  const lower = value.trim().toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  return null;
}

function oneOf<T extends string>(list: readonly T[], value: string): T | null {
  return (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** Parses the query string, in order. Bad values are left out with an error message. */
export function parseControls(search: string | URLSearchParams): ParsedControls {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const actions: ControlAction[] = [];
  const messages: ControlMessage[] = [];
  let next: string | null = null;
  const error = (text: string) => messages.push({ level: 'error', text });

  for (const [name, raw] of params) {
    const value = raw.trim();
    switch (name) {
      case 'reset': {
        const on = parseBoolean(value);
        if (on === null) error(`reset=${raw}: expected reset=1`);
        else if (on) actions.push({ kind: 'reset' });
        break;
      }
      case 'as': {
        const persona = oneOf(PERSONAS, value);
        if (persona) actions.push({ kind: 'as', persona });
        else error(`as=${raw}: expected visitor, borrower, signer or broker`);
        break;
      }
      case 'status': {
        if (value.toLowerCase() === 'none') {
          actions.push({ kind: 'status', status: null });
          break;
        }
        const status = value.toUpperCase();
        if (!CHECKLIST_STATUS_PATTERN.test(status)) {
          error(`status=${raw}: expected a checklist status such as OFFER_SELECTION`);
          break;
        }
        actions.push({ kind: 'status', status });
        if (!isKnownChecklistStatus(status)) {
          messages.push({
            level: 'note',
            text: `status=${status} is not a status the spec names; set anyway`,
          });
        }
        break;
      }
      case 'scenario': {
        const scenario = value.toLowerCase();
        if (SCENARIO_NAMES.includes(scenario)) actions.push({ kind: 'scenario', scenario });
        else error(`scenario=${raw}: expected one of ${SCENARIO_NAMES.join(', ')}`);
        break;
      }
      case 'advance': {
        const on = parseBoolean(value);
        if (on === null) error(`advance=${raw}: expected true or false`);
        else actions.push({ kind: 'advance', value: on });
        break;
      }
      case 'bpo': {
        const bpo = oneOf(BPO_STATUSES, value.toUpperCase());
        if (bpo) actions.push({ kind: 'bpo', bpo });
        else error(`bpo=${raw}: expected one of ${BPO_STATUSES.join(', ')}`);
        break;
      }
      case 'uwDecision': {
        const decision = value === '' ? null : oneOf(UW_DECISIONS, value.toUpperCase());
        if (decision !== null || value === '')
          actions.push({ kind: 'uwDecision', uwDecision: decision });
        else
          error(`uwDecision=${raw}: expected one of ${UW_DECISIONS.join(', ')} (empty clears it)`);
        break;
      }
      case 'uwSubDecision': {
        const sub = value === '' ? null : oneOf(UW_SUB_DECISIONS, value.toUpperCase());
        if (sub !== null || value === '')
          actions.push({ kind: 'uwSubDecision', uwSubDecision: sub });
        else
          error(
            `uwSubDecision=${raw}: expected one of ${UW_SUB_DECISIONS.join(', ')} (empty clears it)`,
          );
        break;
      }
      case 'floodCert':
      case 'primaryAccept':
      case 'crypto':
      case 'manualNotary':
      case 'inquiry': {
        const on = parseBoolean(value);
        if (on === null) error(`${name}=${raw}: expected true or false`);
        else actions.push({ kind: name as BooleanControl, value: on });
        break;
      }
      case 'disburseRouting': {
        if (value === '' || value.toLowerCase() === 'none')
          actions.push({ kind: 'disburseRouting', routingNumber: null });
        else if (/^\d{9}$/u.test(value))
          actions.push({ kind: 'disburseRouting', routingNumber: value });
        else error(`disburseRouting=${raw}: expected a 9-digit routing number (or none)`);
        break;
      }
      case 'state': {
        const state = value.toUpperCase();
        if (US_STATES[state]) actions.push({ kind: 'state', state });
        else error(`state=${raw}: expected a two-letter US state such as TX`);
        break;
      }
      case 'flags': {
        const changes: { name: FlagName; enabled: boolean }[] = [];
        for (const item of value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const enabled = !item.startsWith('-');
          const flag = item.replace(/^[-+]/u, '');
          if (isFlagName(flag)) changes.push({ name: flag, enabled });
          else error(`flags: unknown flag "${flag}" (see docs/sandbox.md)`);
        }
        if (changes.length > 0) actions.push({ kind: 'flags', changes });
        else if (value === '') error('flags=: expected <flag>,-<flag>');
        break;
      }
      case 'org': {
        if (ORG_PATTERN.test(value)) actions.push({ kind: 'org', org: value });
        else error(`org=${raw}: expected an org code (letters, digits, - or _)`);
        break;
      }
      case 'fail': {
        if (value.toLowerCase() === 'clear') {
          actions.push({ kind: 'clearFaults' });
          break;
        }
        const parsed = parseFault(value);
        if (parsed.ok) actions.push({ kind: 'fail', fault: parsed.value });
        else error(parsed.message);
        break;
      }
      case 'latency': {
        if (value.toLowerCase() === 'default') {
          actions.push({ kind: 'latency', ms: null });
          break;
        }
        const parsed = parseLatency(value);
        if (parsed.ok) actions.push({ kind: 'latency', ms: parsed.value });
        else error(parsed.message);
        break;
      }
      case 'tokenTtl': {
        if (value.toLowerCase() === 'default') {
          actions.push({ kind: 'tokenTtl', seconds: null });
          break;
        }
        const seconds = /^\d{1,6}$/u.test(value) ? Number(value) : 0;
        if (seconds >= 1 && seconds <= MAX_TOKEN_TTL_SECONDS)
          actions.push({ kind: 'tokenTtl', seconds });
        else
          error(`tokenTtl=${raw}: expected seconds from 1 to ${MAX_TOKEN_TTL_SECONDS}, or default`);
        break;
      }
      case 'authMode': {
        const lower = value.toLowerCase();
        if (lower === 'default' || lower === '') actions.push({ kind: 'authMode', mode: null });
        else {
          const mode = oneOf(AUTH_MODES, lower);
          if (mode) actions.push({ kind: 'authMode', mode });
          else error(`authMode=${raw}: expected hosted or legacy (default: the brand's own)`);
        }
        break;
      }
      case 'condition': {
        const [categoryText = '', applicationText, ...extra] = value.split(':');
        const category = categoryText.trim().toUpperCase();
        const applicationUuid = applicationText?.trim().toLowerCase() ?? null;
        if (!isStaffConditionCategory(category) || extra.length > 0)
          error(
            `condition=${raw}: expected one of ${STAFF_CONDITION_CATEGORIES.join(', ')}, optionally followed by :<application uuid>`,
          );
        else if (applicationUuid !== null && !isUuid(applicationUuid))
          error(`condition=${raw}: "${applicationText}" is not an application uuid`);
        else actions.push({ kind: 'condition', category, applicationUuid });
        break;
      }
      case 'answerCondition': {
        const target = isUuid(value.toLowerCase()) ? value.toLowerCase() : value.toUpperCase();
        if (isUuid(target) || isAnswerableConditionCategory(target))
          actions.push({ kind: 'answerCondition', target });
        else
          error(
            `answerCondition=${raw}: expected a condition uuid or a category such as MISSING_PHONE_NUMBER`,
          );
        break;
      }
      case 'signer': {
        const [stateText = '', ...rest] = value.split(':');
        const state = oneOf(STAFF_SIGNER_STATES, stateText.trim());
        const email = rest.length > 0 ? rest.join(':').trim().toLowerCase() : null;
        if (!state || (email !== null && !/^[^@\s]+@[^@\s]+$/u.test(email)))
          error(
            `signer=${raw}: expected one of ${STAFF_SIGNER_STATES.join(', ')}, optionally followed by :<signer e-mail>`,
          );
        else actions.push({ kind: 'signer', state, email });
        break;
      }
      case 'signerCondition': {
        const on = value.trim().toLowerCase() === 'location' ? 'location' : parseBoolean(value);
        if (on === null)
          error(`signerCondition=${raw}: expected signerCondition=1 or signerCondition=location`);
        else if (on === 'location')
          actions.push({ kind: 'signerCondition', condition: 'location' });
        else if (on) actions.push({ kind: 'signerCondition', condition: 'id' });
        break;
      }
      case 'banner': {
        const parsed = parseBannerControl(raw);
        if (parsed.ok) actions.push(parsed.action);
        else error(parsed.message);
        break;
      }
      case 'chat':
      case 'chatAgent':
      case 'chatConnection':
      case 'chatToken':
      case 'chatAttachments': {
        const parsed = parseChatControl(name, raw);
        if (parsed.ok) actions.push(parsed.action);
        else error(parsed.message);
        break;
      }
      case 'next': {
        if (isAppPath(value)) next = value;
        else error(`next=${raw}: not a path inside the app (${APP_BASE}/…); ignored`);
        break;
      }
      default:
        error(`${name}: unknown control, ignored`);
    }
  }
  return { actions, next, messages };
}

export interface ControlEnv {
  lender: Lender;
  session: BrowserSessionEnv;
}

/** The identity the browser is signed in as: its stored token first, else the hosted session. */
export function currentIdentity(env: ControlEnv): Identity | undefined {
  const byToken = env.lender.identityForToken(env.session.localStorage.getItem(JWT_KEY));
  if (byToken) return byToken;
  const uuid = browserSessionIdentity(env.session);
  return uuid ? env.lender.identity(uuid) : undefined;
}

/** The application the staff tools act on: the signed-in identity's current one. */
export function currentApplication(env: ControlEnv): HelocApplication | undefined {
  const identity = currentIdentity(env);
  return identity ? env.lender.currentApplicationFor(identity.uuid) : undefined;
}

/** Signs the browser in as a seeded persona, or out (visitor). */
export function signInAs(persona: Persona, env: ControlEnv): ControlMessage[] {
  if (persona === 'visitor') {
    setBrowserSession(env.session, null);
    return [];
  }
  const identity = env.lender.identity(PERSONA_IDENTITY[persona]);
  if (!identity)
    return [
      { level: 'error', text: `as=${persona}: the seeded identity is missing (reset first)` },
    ];
  // A sign-in hands out a good token: the persona's current one, renewed if it ran out.
  setBrowserSession(env.session, {
    uuid: identity.uuid,
    jwt: env.lender.sessionToken(identity.uuid),
  });
  return [];
}

/** `tokenTtl=` accepts up to a day. */
export const MAX_TOKEN_TTL_SECONDS = 86_400;

/**
 * `tokenTtl=`: the lifetime of the tokens issued from now on; the signed-in browser's session
 * gets a token of that lifetime at once (so put it after `as=`), which the app's session-expiry
 * warning then counts down.
 */
function setTokenLifetime(seconds: number | null, env: ControlEnv): ControlMessage[] {
  env.lender.setTokenTtl(seconds);
  const identity = currentIdentity(env);
  if (!identity) return [];
  setBrowserSession(env.session, {
    uuid: identity.uuid,
    jwt: env.lender.renewToken(identity.uuid),
  });
  return [];
}

function patchFor(action: ControlAction): ApplicationPatch | null {
  switch (action.kind) {
    case 'status':
      return { status: { checklistStatus: action.status } };
    case 'bpo':
      return { status: { bpo: action.bpo } };
    case 'uwDecision':
      return { status: { uwDecision: action.uwDecision } };
    case 'uwSubDecision':
      return { status: { uwSubDecision: action.uwSubDecision } };
    case 'floodCert':
      return { status: { waitingOnFloodCert: action.value } };
    case 'primaryAccept':
      return { status: { primaryParticipantAcceptComplete: action.value } };
    case 'manualNotary':
      return { status: { manualNotary: action.value } };
    case 'crypto':
      return { isCrypto: action.value };
    case 'inquiry':
      return { isInquiry: action.value };
    case 'state':
      return { propertyState: action.state };
    case 'disburseRouting':
      return { disburseRoutingNumber: action.routingNumber };
    default:
      return null;
  }
}

function noApplication(kind: string): ControlMessage {
  return {
    level: 'error',
    text: `${kind}: no signed-in user with an application (sign in with as=borrower first); ignored`,
  };
}

/** Applies the actions in order; answers what could not be applied. */
export function applyControls(
  actions: readonly ControlAction[],
  env: ControlEnv,
): ControlMessage[] {
  const messages: ControlMessage[] = [];
  for (const action of actions) {
    switch (action.kind) {
      case 'reset':
        env.lender.reset();
        setBrowserSession(env.session, null);
        env.session.sessionStorage.removeItem(ORG_KEY);
        env.session.sessionStorage.removeItem(AUTH_MODE_KEY);
        break;
      case 'authMode':
        if (action.mode) env.session.sessionStorage.setItem(AUTH_MODE_KEY, action.mode);
        else env.session.sessionStorage.removeItem(AUTH_MODE_KEY);
        break;
      case 'condition': {
        const application = action.applicationUuid
          ? env.lender.application(action.applicationUuid)
          : currentApplication(env);
        if (application) addStaffCondition(env.lender, application.uuid, action.category);
        else if (action.applicationUuid)
          messages.push({
            level: 'error',
            text: `condition: no application ${action.applicationUuid}; ignored`,
          });
        else messages.push(noApplication(action.kind));
        break;
      }
      case 'answerCondition': {
        const result = answerStaffConditions(
          env.lender,
          action.target,
          currentApplication(env)?.uuid ?? null,
        );
        if (!result.ok)
          messages.push({
            level: 'error',
            text: `answerCondition=${action.target}: ${result.message}; ignored`,
          });
        break;
      }
      case 'as':
        messages.push(...signInAs(action.persona, env));
        break;
      case 'signer':
      case 'signerCondition': {
        const application = currentApplication(env);
        if (!application) {
          messages.push(noApplication(action.kind));
          break;
        }
        const result =
          action.kind === 'signer'
            ? setStaffSignerState(env.lender, application.uuid, action.state, action.email)
            : addSignerCondition(env.lender, application.uuid, action.condition);
        if (!result.ok)
          messages.push({ level: 'error', text: `${action.kind}: ${result.message}; ignored` });
        break;
      }
      case 'chat':
      case 'chatAgent':
      case 'chatConnection':
      case 'chatToken':
      case 'chatAttachments': {
        const result = applyChatControl(action, env.lender);
        if (!result.ok)
          messages.push({ level: 'error', text: `${action.kind}: ${result.message}; ignored` });
        break;
      }
      case 'banner': {
        const result = applyBannerControl(action, env.lender);
        if (!result.ok)
          messages.push({ level: 'error', text: `banner: ${result.message}; ignored` });
        break;
      }
      case 'flags':
        for (const change of action.changes) env.lender.setFlag(change.name, change.enabled);
        break;
      case 'org':
        env.session.sessionStorage.setItem(ORG_KEY, action.org);
        break;
      case 'fail':
        env.lender.addFault(
          action.fault.operation,
          action.fault.status,
          action.fault.times,
          action.fault.retryAfter,
        );
        break;
      case 'clearFaults':
        env.lender.clearFaults();
        break;
      case 'latency':
        env.lender.setLatency(action.ms);
        break;
      case 'tokenTtl':
        messages.push(...setTokenLifetime(action.seconds, env));
        break;
      case 'scenario':
      case 'advance': {
        const application = currentApplication(env);
        if (!application) {
          messages.push(noApplication(action.kind));
          break;
        }
        if (action.kind === 'scenario') env.lender.applyScenario(application.uuid, action.scenario);
        else if (action.value) {
          // The status's own automatic moves again (as if it had just been set).
          env.lender.updateApplication(application.uuid, {
            status: { checklistStatus: application.status.checklistStatus },
          });
        } else env.lender.clearSchedule(application.uuid);
        break;
      }
      default: {
        const patch = patchFor(action);
        const application = currentApplication(env);
        if (!patch) break;
        if (!application) {
          messages.push(noApplication(action.kind));
          break;
        }
        env.lender.updateApplication(application.uuid, patch);
      }
    }
  }
  return messages;
}

/** Where to go after applying: `next`, else the current application's entry, else registration. */
export function defaultNext(env: ControlEnv): string {
  const identity = currentIdentity(env);
  if (!identity) return `${APP_BASE}/register-v2`;
  const application = env.lender.currentApplicationFor(identity.uuid);
  if (application && env.lender.isAdditionalSigner(identity.uuid, application)) {
    return `${APP_BASE}/heloc-signer/resume`;
  }
  return application ? `${APP_BASE}/${application.uuid}` : `${APP_BASE}/register-v2`;
}

/** The query string that reproduces a fault list (for display). */
export function describeFaults(lender: Lender): string[] {
  return lender.state.settings.faults.map(formatFault);
}
