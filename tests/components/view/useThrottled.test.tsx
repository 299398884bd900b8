import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from '../../../src/view/useThrottled.ts';

describe('useThrottled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the first change after an unthrottled spell shows at once, before any timer runs, and is not lost to a second change close behind it', () => {
    const { result, rerender } = renderHook(({ value, ms }) => useThrottled(value, ms), { initialProps: { value: 'idle', ms: 0 } });
    rerender({ value: 'idle', ms: 2000 });
    rerender({ value: 'Move 1', ms: 2000 });
    expect(result.current).toBe('Move 1');
    rerender({ value: 'Move 2', ms: 2000 });
    rerender({ value: 'Move 3', ms: 2000 });
    expect(result.current).toBe('Move 1');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe('Move 3');
  });

  it('changes at most once per its time while throttled, and shows the value as it is once unthrottled', () => {
    const { result, rerender } = renderHook(({ value, ms }) => useThrottled(value, ms), { initialProps: { value: 'a', ms: 1000 } });
    rerender({ value: 'b', ms: 1000 });
    expect(result.current).toBe('b');
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'c', ms: 1000 });
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe('b');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('c');
    rerender({ value: 'd', ms: 1000 });
    expect(result.current).toBe('c');
    rerender({ value: 'e', ms: 0 });
    expect(result.current).toBe('e');
  });
});
