export const USER_NOT_FOUND = 'User not found';

export class UserNotFoundError extends Error {
  override readonly name = 'UserNotFoundError';
  constructor(readonly causes: readonly unknown[]) {
    super(USER_NOT_FOUND);
  }
}

/**
 * Looks a user up from several sources in order (e.g. the identity, then the profile) and returns
 * the first that answers with a user. A source that throws or answers nothing is skipped; when
 * every source fails the lookup fails with 'User not found' (the causes are kept on the error).
 */
export async function userLookup<T>(
  sources: ReadonlyArray<() => Promise<T | null | undefined>>,
): Promise<T> {
  const causes: unknown[] = [];
  for (const source of sources) {
    try {
      const user = await source();
      if (user !== null && user !== undefined) return user;
      causes.push(new Error('empty answer'));
    } catch (error) {
      causes.push(error);
    }
  }
  throw new UserNotFoundError(causes);
}
