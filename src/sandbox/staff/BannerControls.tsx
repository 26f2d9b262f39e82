import { useId, type FormEvent } from 'react';
import {
  parseControls,
  type ControlAction,
  type ControlEnv,
  type ControlMessage,
} from './controls';

/**
 * The staff tools' "Banners" section: the same control as `banner=` (docs/sandbox.md): publish
 * a banner, or update one (its `updatedAt` becomes now, so a dismissed banner shows again).
 */
export function BannerControls({
  env,
  headingLevel,
  run,
}: {
  env: ControlEnv;
  headingLevel: 2 | 3;
  run: (actions: ControlAction[], messages: ControlMessage[]) => void;
}) {
  const headingId = useId();
  const publishId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const banners = env.lender.state.banners;

  const apply = (value: string, note: string) => {
    const parsed = parseControls(new URLSearchParams({ banner: value }));
    run(parsed.actions, [...parsed.messages, { level: 'note', text: note }]);
  };

  const onPublish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('message') ?? '').trim();
    apply(`publish:${text}`, 'Banner published');
    form.reset();
  };

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Banners</Heading>
      <ul>
        {banners.map((banner) => (
          <li key={banner.uuid}>
            <span>
              {banner.message} <code>{banner.uuid}</code> ({banner.active ? 'active' : 'inactive'},
              updated {banner.metadata.updatedAt})
            </span>{' '}
            <button
              type="button"
              className="sandbox-secondary"
              aria-label={`Update banner ${banner.uuid}`}
              onClick={() => apply(`update:${banner.uuid}`, 'Banner updated')}
            >
              Update
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={onPublish} className="sandbox-row">
        <div className="sandbox-field">
          <label htmlFor={publishId}>New banner message</label>
          <input id={publishId} name="message" type="text" required autoComplete="off" />
        </div>
        <button type="submit">Publish banner</button>
      </form>
    </section>
  );
}
