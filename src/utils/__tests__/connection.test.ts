import { isSlowConnection } from '../connection';

describe('isSlowConnection', () => {
  it.each([
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '4g', saveData: true }, true],
    [{ saveData: true }, true],
    [{}, false],
  ])('%j → %s', (connection, expected) => {
    expect(isSlowConnection(connection)).toBe(expected);
  });

  it('treats a missing Network Information API as fast', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection(null)).toBe(false);
  });
});
