/** An error whose message is meant for the user (Portuguese, readable), with a stable code. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'BAD_USER_INPUT'
      | 'NOT_FOUND'
      | 'CONFLICT'
      | 'UNAUTHENTICATED'
      | 'FORBIDDEN'
      | 'TOO_MANY_REQUESTS'
      /** A service we depend on (the video platform) failed or did not answer in time. */
      | 'BAD_GATEWAY'
      | 'GATEWAY_TIMEOUT' = 'BAD_USER_INPUT',
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export const HTTP_STATUS: Record<UserError['code'], number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  GATEWAY_TIMEOUT: 504,
};
