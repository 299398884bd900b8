// The scale a board draws its words by: the drawing fits within the SVG's box keeping its shape,
// so a box wider than the drawing (a board sized by its height) is not counted as scale.
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBoardScale } from '../../../src/view/useBoardScale.ts';

function Scaled({ width, height }: { width: number; height: number }) {
  const svg = useRef<SVGSVGElement>(null);
  const scale = useBoardScale(svg, width, height);
  return (
    <>
      <svg ref={svg} viewBox={`0 0 ${width} ${height}`} />
      <output>{scale}</output>
    </>
  );
}

function boxOfEverySvg(width: number, height: number) {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height, x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, toJSON: () => ({}) });
}

afterEach(() => vi.restoreAllMocks());

describe('useBoardScale', () => {
  it('is set by the height where the box has room to spare across', () => {
    boxOfEverySvg(400, 200);
    render(<Scaled width={100} height={100} />);
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('is set by the width where the box has room to spare down', () => {
    boxOfEverySvg(300, 900);
    render(<Scaled width={100} height={50} />);
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('stays 1 for a box not laid out yet', () => {
    boxOfEverySvg(0, 0);
    render(<Scaled width={100} height={50} />);
    expect(screen.getByRole('status').textContent).toBe('1');
  });
});
