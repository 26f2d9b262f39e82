import { USER_NOT_FOUND, UserNotFoundError, userLookup } from './userLookup';

describe('userLookup', () => {
  it('returns the first source that answers', async () => {
    const second = vi.fn(async () => ({ id: 'b' }));
    await expect(userLookup([async () => ({ id: 'a' }), second])).resolves.toEqual({ id: 'a' });
    expect(second).not.toHaveBeenCalled();
  });

  it('falls back to the next source when one fails or answers nothing', async () => {
    await expect(
      userLookup([
        async () => {
          throw new Error('401');
        },
        async () => ({ id: 'b' }),
      ]),
    ).resolves.toEqual({ id: 'b' });
    await expect(userLookup([async () => null, async () => ({ id: 'c' })])).resolves.toEqual({
      id: 'c',
    });
  });

  it("fails with 'User not found' when both sources fail", async () => {
    const causes = [new Error('identity down'), new Error('profile down')];
    const failing = causes.map((e) => async () => {
      throw e;
    });
    const error = await userLookup(failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserNotFoundError);
    expect((error as Error).message).toBe(USER_NOT_FOUND);
    expect(USER_NOT_FOUND).toBe('User not found');
    expect((error as UserNotFoundError).causes).toEqual(causes);
  });
});
