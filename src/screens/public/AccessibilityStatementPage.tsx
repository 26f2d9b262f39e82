import { useBrand } from '../../app/shell/ShellProvider';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { formatDisplayDate } from '../../domain/dates';
import { SupportContact } from '../register/SupportContact';
import {
  ACCESSIBILITY_CHECKS,
  ACCESSIBILITY_STANDARD,
  ACCESSIBILITY_STATEMENT_TITLE,
  KNOWN_LIMITATIONS,
  STATEMENT_REVIEWED,
  type IsoDate,
} from './accessibilityStatement';

/** A date as the app shows dates (MM/dd/yyyy), machine-readable too. */
function DateText({ date }: { date: IsoDate }) {
  return <time dateTime={date}>{formatDisplayDate(date)}</time>;
}

/**
 * /accessibility (public, signed in or out; issue 20, part 5): the brand's accessibility
 * statement, linked from the legal footer. The standard, how the site is tested (each check with
 * the date it last ran), the known limitations and how to get help: the brand's support phone and
 * e-mail, with the phone team's hours (SupportContact). The content is data in
 * accessibilityStatement.ts; docs/accessibility-statement.md repeats it (docs/screens/public.md).
 */
export function Component() {
  const brand = useBrand();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(ACCESSIBILITY_STATEMENT_TITLE);
  return (
    <section className="page" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title" ref={headingRef} tabIndex={-1}>
        {ACCESSIBILITY_STATEMENT_TITLE}
      </h1>
      <p className="lede">
        {brand.shortName} wants everyone to be able to apply for a home equity line of credit on
        this site, whether they use a screen reader, a keyboard, voice control, zoom or a small
        screen.
      </p>

      <h2>The standard we aim for</h2>
      <p>
        This site aims to meet the{' '}
        <a href={ACCESSIBILITY_STANDARD.url}>{ACCESSIBILITY_STANDARD.name}</a> at level{' '}
        {ACCESSIBILITY_STANDARD.level}.
      </p>
      <p>
        This statement was last reviewed on <DateText date={STATEMENT_REVIEWED} />.
      </p>

      <h2>How we test</h2>
      <p>
        Each check below is an automated test that the site must pass before a change is accepted.
      </p>
      {ACCESSIBILITY_CHECKS.map((check) => (
        <div key={check.id} id={`check-${check.id}`}>
          <h3>{check.title}</h3>
          <p>{check.how}</p>
          <p>WCAG: {check.criteria.join('; ')}.</p>
          <p>
            Last checked: <DateText date={check.lastChecked} />
          </p>
        </div>
      ))}

      <h2>Known limitations</h2>
      {KNOWN_LIMITATIONS.map((limitation) => (
        <div key={limitation.id}>
          <h3>{limitation.title}</h3>
          <p>{limitation.detail}</p>
        </div>
      ))}

      <h2>Get help or report a problem</h2>
      <p>
        If something on this site is hard or impossible for you to use, or you need a document in
        another format, call or e-mail {brand.shortName}. Tell us the page and what you were trying
        to do: we will help you carry on, and pass the problem on to be fixed.
      </p>
      <SupportContact headingLevel={3} />
    </section>
  );
}
