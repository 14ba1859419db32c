import { NETWORK_ERROR, NOT_CONFIGURED } from '@/lib/api/client';
import { errorMessageOf } from './errorMessage';

test.each([
  [503, NETWORK_ERROR, { key: 'apiNetwork', status: 503 }],
  [503, NOT_CONFIGURED, { key: 'apiNotConfigured', status: 503 }],
  [429, 'TOO_MANY_REQUESTS', { key: 'apiTooMany', status: 429 }],
  [400, 'RATE_LIMITED', { key: 'apiTooMany', status: 400 }],
  [429, 'SLOW_DOWN', { key: 'apiTooMany', status: 429 }],
  [404, 'AGREEMENT_NOT_FOUND', { key: 'apiNotFound', status: 404 }],
  [410, 'NOT_FOUND', { key: 'apiNotFound', status: 410 }],
  [500, 'INTERNAL_SERVER_ERROR', { key: 'apiServer', status: 500 }],
  [502, 'Call +82 10 0000 0000 to unlock your account', { key: 'apiServer', status: 502 }],
  [500, 'constructor', { key: 'apiServer', status: 500 }],
  [500, '__proto__', { key: 'apiServer', status: 500 }],
  [100, 'X', { key: 'apiServer', status: 100 }],
  [599, 'X', { key: 'apiServer', status: 599 }],
  [99, 'X', { key: 'apiServer', status: 500 }],
  [600, 'X', { key: 'apiServer', status: 500 }],
  [500.5, 'X', { key: 'apiServer', status: 500 }],
])('status %i, code %j → %j', (status, error, expected) => {
  expect(errorMessageOf({ status, error })).toEqual(expected);
});
