// Every event the sessoes and series slices publish has a subscriber in the app as built (the
// notifications, the series, the caches): an event nobody hears would be a change nobody is told of.
import { SERIES_EVENTS } from '../series/events';
import { useTestApp } from '../../testing/helpers';
import { SESSOES_EVENTS } from './events';

describe('the events of the sessions and the series', () => {
  const t = useTestApp();

  it('each is heard by some subscriber of the built app', () => {
    const events = [...SESSOES_EVENTS, ...SERIES_EVENTS];
    expect(events.length).toBe(16);
    expect(events.filter((name) => !t.app.bus.hears(name))).toEqual([]);
  });

});
