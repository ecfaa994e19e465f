import { describe, expect, it } from 'vitest';
import { BROWSER_PUSH_SERVICES, pushEndpointRefusal, pushHostsFromEnv } from '../../../server/messages/pushHosts';

/** A subscription names where the server will POST: in production only the browsers' push services, over https. */
describe('push endpoints', () => {
  it("takes the browsers' push services and the hosts under them, over https", () => {
    expect(pushEndpointRefusal('https://fcm.googleapis.com/fcm/send/abc', BROWSER_PUSH_SERVICES)).toBeNull();
    expect(pushEndpointRefusal('https://web.push.apple.com/QGx', BROWSER_PUSH_SERVICES)).toBeNull();
    expect(pushEndpointRefusal('https://wns2-par02p.notify.windows.com/w/?token=1', BROWSER_PUSH_SERVICES)).toBeNull();
  });

  it('refuses any other host, a look-alike, and plain http', () => {
    expect(pushEndpointRefusal('https://169.254.169.254/latest/meta-data', BROWSER_PUSH_SERVICES)).toMatch(/not a push service/);
    expect(pushEndpointRefusal('https://fcm.googleapis.com.evil.example/x', BROWSER_PUSH_SERVICES)).toMatch(/not a push service/);
    expect(pushEndpointRefusal('https://evilfcm.googleapis.com/x', BROWSER_PUSH_SERVICES)).toMatch(/not a push service/);
    expect(pushEndpointRefusal('http://fcm.googleapis.com/fcm/send/abc', BROWSER_PUSH_SERVICES)).toMatch(/https/);
  });

  it('takes any address without a list (outside production), and the list from PUSH_SERVICE_HOSTS when set', () => {
    expect(pushEndpointRefusal('http://127.0.0.1:9/push', null)).toBeNull();
    expect(pushHostsFromEnv({ PUSH_SERVICE_HOSTS: ' push.example.com , Other.example ' })).toEqual(['push.example.com', 'other.example']);
    expect(pushHostsFromEnv({})).toEqual(BROWSER_PUSH_SERVICES);
  });
});
