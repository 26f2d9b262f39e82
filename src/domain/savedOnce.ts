/**
 * What is saved once per application from this browser (shell §4 "Experiments"; registration §7
 * full-story-link): the experiment assignments and the session-replay link. Each is remembered in
 * localStorage as a JSON list of application uuids, marked before the save and unmarked when it
 * fails, so a failure is tried again on a later page and a success never twice.
 */

/** The experiments' mark (the spec: "a key prefixed ff-"). */
export const EXPERIMENTS_SAVED_KEY = 'ff-experiments-saved';

/** The session-replay link's mark. */
export const REPLAY_LINK_SAVED_KEY = 'heloc-replay-link-saved';

/** A JSON list of application uuids, read leniently (anything else: empty). */
export function markedApplications(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `uuid` added (or removed), as stored. */
export function withMark(raw: string | null, uuid: string, marked: boolean): string {
  const others = markedApplications(raw).filter((id) => id !== uuid);
  return JSON.stringify(marked ? [...others, uuid] : others);
}
