/** How delivery fails, shared by ./deliverMessage and the lazily loaded ./lambda. */

export type DeliveryFailure = 'not-configured' | 'timeout' | 'network' | 'function-error' | 'http';

export class DeliveryError extends Error {
  constructor(
    readonly reason: DeliveryFailure,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'DeliveryError';
  }
}
