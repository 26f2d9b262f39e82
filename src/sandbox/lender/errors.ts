/** An answer the lender refuses with: the handlers turn it into an HTTP error response. */
export interface ErrorBody {
  message?: string;
  errors?: string[];
}

export class LenderError extends Error {
  override readonly name = 'LenderError';
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body.message ?? body.errors?.join(', ') ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export const badRequest = (...errors: string[]) => new LenderError(400, { errors });
export const notFound = (what: string) => new LenderError(404, { message: `${what} not found` });
export const unauthenticated = () => new LenderError(401, { message: 'unauthenticated' });
export const forbidden = (message = 'forbidden') => new LenderError(403, { message });
