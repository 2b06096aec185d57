import { LOADING_HOLD_PERCENT, nextProgress, useLoading } from './loading-store';

describe('loading bar', () => {
  it('advances towards 82 % and holds there until loading ends', () => {
    let progress = 0;
    const seen: number[] = [];
    for (let poll = 0; poll < 40; poll += 1) {
      progress = nextProgress(progress);
      seen.push(progress);
    }
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen.every((value, index) => index === 0 || value >= seen[index - 1])).toBe(true);
    expect(seen[seen.length - 1]).toBe(LOADING_HOLD_PERCENT);
    expect(Math.max(...seen)).toBe(LOADING_HOLD_PERCENT);
  });

  it('counts overlapping loads and ignores a second end of the same load', () => {
    const endPage = useLoading.getState().begin();
    const endRemote = useLoading.getState().begin();
    expect(useLoading.getState().active).toBe(2);
    endPage();
    endPage();
    expect(useLoading.getState().active).toBe(1);
    endRemote();
    expect(useLoading.getState().active).toBe(0);
  });
});
