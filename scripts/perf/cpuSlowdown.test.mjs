import { cpuSlowdownFor } from './cpuSlowdown.mjs';

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's calculator at its anchor points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });
  it('interpolates between them, to a tenth', () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });
  it('never speeds a host up that is slower than the phone', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });
});
