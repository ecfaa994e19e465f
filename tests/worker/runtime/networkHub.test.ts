import { describe, expect, it } from 'vitest';
import { networkHub } from '../../../src/worker/runtime/networkHub';

describe("the worker's one network signal", () => {
  it("passes a tab's report and the worker's own events to every controller, only when the connection changes", () => {
    let own: ((up: boolean) => void) | null = null;
    const hub = networkHub((onChange) => void (own = onChange));
    const feed: boolean[] = [];
    const notices: boolean[] = [];
    hub.subscribe((up) => feed.push(up));
    hub.subscribe((up) => notices.push(up));
    hub.report(false);
    own!(false);
    hub.report(true);
    own!(true);
    expect(feed).toEqual([false, true]);
    expect(notices).toEqual([false, true]);
  });

  it('tells a controller that subscribes late that the browser is already offline', () => {
    const hub = networkHub((onChange) => onChange(false));
    const heard: boolean[] = [];
    hub.subscribe((up) => heard.push(up));
    expect(heard).toEqual([false]);
  });

  it('says nothing to a late subscriber while online', () => {
    const hub = networkHub();
    const heard: boolean[] = [];
    hub.subscribe((up) => heard.push(up));
    hub.report(true);
    expect(heard).toEqual([]);
  });
});
