import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { OPERATION_NAMES } from '../operations';
import { APP_BASE } from '../paths';
import { applyControls, defaultNext, parseControls, type ControlMessage } from './controls';
import { staffEnv, staffNavigation } from './env';
import { StaffControls } from './StaffControls';
import './staff.css';

export interface StaffPageData {
  messages: ControlMessage[];
  /** Where the page goes (or offers to go) after applying. */
  next: string;
  /** True when the query controls all applied and the page is leaving. */
  redirecting: boolean;
  /** True when the page was opened with query controls. */
  hadControls: boolean;
}

/**
 * /account/heloc/__sandbox?…: applies the query controls in order, then replaces the page with
 * `next` (default: the current user's application entry). A control that could not be applied
 * keeps the page here, with the reason shown.
 */
export function loader({ request }: LoaderFunctionArgs): StaffPageData {
  const env = staffEnv();
  const params = new URL(request.url).searchParams;
  if ([...params.keys()].length === 0) {
    return { messages: [], next: defaultNext(env), redirecting: false, hadControls: false };
  }
  const parsed = parseControls(params);
  const messages = [...parsed.messages, ...applyControls(parsed.actions, env)];
  const next = parsed.next ?? defaultNext(env);
  const redirecting = !messages.some((message) => message.level === 'error');
  if (redirecting) staffNavigation.replace(next);
  return { messages, next, redirecting, hadControls: true };
}

const EXAMPLES = [
  `${APP_BASE}/__sandbox?reset=1&as=borrower&status=HMDA`,
  `${APP_BASE}/__sandbox?as=borrower&status=GEN_CLOSING_DISCLOSURE&floodCert=true`,
  `${APP_BASE}/__sandbox?as=borrower&status=AUTOPAY_ACCOUNT&disburseRouting=none&crypto=false`,
  `${APP_BASE}/__sandbox?reset=1&as=visitor&flags=-fe-heloc-redesign-2025&next=${APP_BASE}/register-v2`,
  `${APP_BASE}/__sandbox?as=borrower&fail=getApplicationStatus:503:2&latency=0`,
  `${APP_BASE}/__sandbox?reset=1&as=visitor&authMode=legacy&next=${APP_BASE}/register-v2`,
  `${APP_BASE}/__sandbox?as=borrower&condition=MISSING_PHONE_NUMBER`,
  `${APP_BASE}/__sandbox?reset=1&as=borrower&scenario=co-deed-required&signer=verified`,
];

export function Component() {
  const data = useLoaderData() as StaffPageData;
  return (
    <div className="sandbox-staff sandbox-page">
      <title>Sandbox staff tools</title>
      <h1>Sandbox staff tools</h1>
      {data.redirecting ? (
        <p role="status">
          Applied. Opening <a href={data.next}>{data.next}</a>…
        </p>
      ) : (
        <>
          <p>
            Test tools for the embedded sandbox lender (not part of production). Every control also
            works as a query parameter of this page; see docs/sandbox.md.
          </p>
          {data.hadControls && (
            <p>
              Some controls were not applied (listed below).{' '}
              <a href={data.next}>Continue to {data.next}</a>
            </p>
          )}
          <StaffControls headingLevel={2} initialMessages={data.messages} />
          <section aria-labelledby="sandbox-query-help">
            <h2 id="sandbox-query-help">Query controls</h2>
            <p>
              <code>reset=1</code>, <code>as=visitor|borrower|signer|broker</code>,{' '}
              <code>status=</code>, <code>bpo=</code>, <code>uwDecision=</code>,{' '}
              <code>uwSubDecision=</code>, <code>floodCert=true</code>,{' '}
              <code>primaryAccept=true</code>, <code>crypto=true</code>,{' '}
              <code>disburseRouting=</code>, <code>state=</code>, <code>manualNotary=true</code>,{' '}
              <code>inquiry=true</code>, <code>flags=&lt;flag&gt;,-&lt;flag&gt;</code>,{' '}
              <code>org=</code>, <code>fail=&lt;operation&gt;:&lt;status&gt;[:&lt;times&gt;]</code>,{' '}
              <code>latency=&lt;ms&gt;</code>, <code>authMode=hosted|legacy|default</code>,{' '}
              <code>condition=&lt;CATEGORY&gt;[:&lt;application uuid&gt;]</code>,{' '}
              <code>answerCondition=&lt;uuid or CATEGORY&gt;</code>,{' '}
              <code>signer=invited|consented|verified|failedId|signed|notary[:&lt;e-mail&gt;]</code>
              , <code>signerCondition=1|location</code>, <code>next=</code>. Applied in order. Sent
              e-mails (signer invitations): <a href="/sandbox-mail">/sandbox-mail</a>.
            </p>
            <ul>
              {EXAMPLES.map((example) => (
                <li key={example}>
                  <a href={example}>
                    <code>{example}</code>
                  </a>
                </li>
              ))}
            </ul>
            <details>
              <summary>Operation names for fail=</summary>
              <p>{OPERATION_NAMES.join(', ')}</p>
            </details>
          </section>
        </>
      )}
    </div>
  );
}
