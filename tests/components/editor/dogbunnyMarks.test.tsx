// DogBunny's editor marks its grid points with one element each for good: the paint layer draws a
// row again only when its marks are other elements, and new ones at every edit drew all 4,096
// cells of a 64×64 grid again (about twice the time of an added node on 200 nodes).
import { describe, expect, it } from 'vitest';
import { pointMark } from '../../../src/puzzles/dogbunny/Editor.tsx';

describe('DogBunny editor marks', () => {
  it('an empty point and the picked node are marked by the same element at every edit', () => {
    expect(pointMark(undefined, null)).toBe(pointMark(undefined, 'a'));
    expect(pointMark('a', 'a')).toBe(pointMark('b', 'b'));
    expect(pointMark('a', 'b')).toBeNull();
  });
});
