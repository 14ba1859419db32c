import { e2eWorkers } from './e2eEnv.mjs';

describe('e2eWorkers', () => {
  const saved = process.env.E2E_WORKERS;
  afterEach(() => {
    if (saved === undefined) delete process.env.E2E_WORKERS;
    else process.env.E2E_WORKERS = saved;
  });

  it('is one on one core, two on two, and cores minus one above', () => {
    delete process.env.E2E_WORKERS;
    expect([1, 2, 3, 4, 8].map((cores) => e2eWorkers(cores))).toEqual([1, 2, 2, 3, 7]);
  });

  it('takes E2E_WORKERS when it is a positive whole number', () => {
    process.env.E2E_WORKERS = '3';
    expect(e2eWorkers(2)).toBe(3);
    process.env.E2E_WORKERS = '0';
    expect(e2eWorkers(2)).toBe(2);
    process.env.E2E_WORKERS = 'many';
    expect(e2eWorkers(1)).toBe(1);
  });
});
