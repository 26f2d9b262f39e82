import { errorMessageOf } from './ErrorFallback';

describe('what the error fallback tracks and logs', () => {
  it('keeps a failed URL’s path but never its query or fragment', () => {
    const error = new Error(
      '[GET] "/service-application/api/v1/x?userData=eyJuIjoiUGF0In0&org=figure#step": 500 Server Error',
    );
    expect(errorMessageOf(error)).toBe('[GET] "/service-application/api/v1/x": 500 Server Error');
  });

  it('leaves sentences alone, and names what has no message', () => {
    expect(errorMessageOf(new Error('Why did this fail?'))).toBe('Why did this fail?');
    expect(errorMessageOf('Loading chunk 12 failed')).toBe('Loading chunk 12 failed');
    expect(errorMessageOf(42)).toBe('Unknown error');
  });
});
