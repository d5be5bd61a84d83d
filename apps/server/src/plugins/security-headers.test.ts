import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers';

describe('computeSecurityHeaders', () => {
  it('answers helmet’s headers for the options, by lower-case name', () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] }, useDefaults: false },
      strictTransportSecurity: { maxAge: 60 },
    });
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=60; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('refuses a policy that depends on the request, which one header set cannot serve', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: {
          directives: { scriptSrc: ["'self'", (request) => `'nonce-${String(request.headers.host)}'`] },
        },
      }),
    ).toThrow(/depend on the request/);
  });
});
