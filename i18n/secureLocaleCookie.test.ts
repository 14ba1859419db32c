import { routing } from './routing';
import { routingForProtocol } from './secureLocaleCookie';

describe('routingForProtocol', () => {
  it("on an https page the selector's cookie is Secure, the routing otherwise unchanged", () => {
    const secure = routingForProtocol('https:');
    expect(secure.localeCookie).toEqual({ secure: true });
    expect({ ...secure, localeCookie: routing.localeCookie }).toEqual(routing);
  });

  it("over http and on the server: next-intl's own cookie", () => {
    expect(routingForProtocol('http:')).toBe(routing);
    expect(routingForProtocol(undefined)).toBe(routing);
  });
});
