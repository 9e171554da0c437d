import { act, renderHook } from '@testing-library/react';
import { createStorageSlot, resetStorageWarning, storageKey } from '../storage';
import { useStorageSlot } from '../../hooks/useStorageSlot';

describe('storage wrapper', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageWarning();
  });

  it('uses plain keys with the default config', () => {
    expect(storageKey('theme')).toBe('theme');
    createStorageSlot('theme').set('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('notifies same-tab listeners only when the value changes', () => {
    const slot = createStorageSlot('theme');
    const seen: Array<string | null> = [];
    const stop = slot.listen((event) => seen.push(event.newValue));
    slot.set('dark');
    slot.set('dark');
    slot.del();
    stop();
    slot.set('light');
    expect(seen).toEqual(['dark', null]);
  });

  it('warns once and keeps working when storage is unavailable', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    try {
      const a = createStorageSlot('theme');
      const b = createStorageSlot('docusaurus.announcement.id');
      expect(a.get()).toBeNull();
      expect(() => a.set('dark')).not.toThrow();
      expect(() => b.del()).not.toThrow();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/^Browser storage is not available/);
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
      warn.mockRestore();
    }
  });

  it('logs and survives a failing operation', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceeded');
    });
    createStorageSlot('theme').set('dark');
    expect(error).toHaveBeenCalledWith("Storage error, can't set theme=dark", expect.any(Error));
    setItem.mockRestore();
    error.mockRestore();
  });

  it('exposes a synced value through useStorageSlot', () => {
    const first = renderHook(() => useStorageSlot('docusaurus.tab.language'));
    const second = renderHook(() => useStorageSlot('docusaurus.tab.language'));
    act(() => first.result.current[1].set('python'));
    expect(second.result.current[0]).toBe('python');
    act(() => second.result.current[1].del());
    expect(first.result.current[0]).toBeNull();
  });
});
